// Pixel proportions from the file's own resolutions: TIFF tags per page, PNG's pHYs chunk.
import sharp from 'sharp';
import { heightStretch } from '../../src/engines/document/reading/pixel-aspect';

const white = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } });

/** A PNG with a pHYs chunk of these pixels per metre inserted after its header (the CRC is not read). */
async function pngWith(x: number, y: number): Promise<Buffer> {
  const png = await white(20, 10).png().toBuffer();
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(x, 8);
  chunk.writeUInt32BE(y, 12);
  chunk.writeUInt8(1, 16);
  const headerEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}

describe('pixel proportions', () => {
  it('stretches a standard-resolution fax TIFF to twice its height, not a fine-mode one', async () => {
    const standard = await white(40, 20)
      .tiff({ xres: 204 / 25.4, yres: 98 / 25.4 })
      .toBuffer();
    expect(heightStretch(standard, 0)).toBeCloseTo(204 / 98, 2);
    const fine = await white(40, 40)
      .tiff({ xres: 204 / 25.4, yres: 196 / 25.4 })
      .toBuffer();
    expect(heightStretch(fine, 0)).toBe(1);
  });

  it("reads each page's own resolutions in a multi-page TIFF", async () => {
    const square = await white(40, 40).png().toBuffer();
    const tiff = await sharp([square, square], { join: { animated: true } })
      .tiff({ xres: 8, yres: 4 })
      .toBuffer();
    expect(heightStretch(tiff, 1)).toBeCloseTo(2, 2);
    expect(heightStretch(tiff, 5)).toBe(1);
  });

  it("reads a PNG's pHYs chunk and leaves other files as they are", async () => {
    expect(heightStretch(await pngWith(8031, 3858), 0)).toBeCloseTo(8031 / 3858, 3);
    expect(heightStretch(await pngWith(11811, 11811), 0)).toBe(1);
    expect(heightStretch(await white(10, 10).jpeg().toBuffer(), 0)).toBe(1);
    expect(heightStretch(Buffer.from('II*\0'), 0)).toBe(1);
    expect(heightStretch(Buffer.alloc(0), 0)).toBe(1);
  });
});
