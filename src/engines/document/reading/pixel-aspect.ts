// Pixels that are not square. A fax sent at standard resolution is scanned at about 204 dots per inch
// across and 98 down, and stored so (TIFF's XResolution and YResolution, PNG's pHYs chunk): shown pixel
// for pixel, its page is squashed to half its height, and OCR then misreads small type and finds no
// square tick boxes. The stretch returned here restores the page's proportions before anything reads it.

/** Below this difference between the two resolutions, pixels count as square (fine-mode faxes: 204 × 196). */
const SQUARE_WITHIN = 0.1;

/**
 * How much taller the page's pixels are than wide (its horizontal resolution over its vertical one), so
 * that the page is read in proportion once its height is multiplied by it; 1 when the file says nothing
 * or the pixels are square.
 */
export function heightStretch(bytes: Buffer, page: number): number {
  const ratio = tiffResolutions(bytes, page) ?? pngResolutions(bytes);
  if (!ratio) return 1;
  const [x, y] = ratio;
  if (!(x > 0 && y > 0)) return 1;
  const stretch = x / y;
  // A file claiming more than 4:1 either way is not a fax; its proportions are left as they are.
  if (Math.abs(stretch - 1) < SQUARE_WITHIN || stretch > 4 || stretch < 0.25) return 1;
  return stretch;
}

/** XResolution and YResolution of a TIFF's page (its IFD in the chain), when both are there. */
function tiffResolutions(bytes: Buffer, page: number): [number, number] | undefined {
  if (bytes.length < 8) return undefined;
  const order = bytes.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(2) !== 42) return undefined; // BigTIFF (43) and anything else: not read here
  let ifd = u32(4);
  // Follows the chain to the page's IFD; a chain that loops or leaves the file ends the search.
  for (let i = 0; i < page && ifd > 0; i += 1) {
    if (ifd + 2 > bytes.length) return undefined;
    const next = ifd + 2 + u16(ifd) * 12;
    if (next + 4 > bytes.length) return undefined;
    const following = u32(next);
    if (following <= ifd) return undefined;
    ifd = following;
  }
  if (ifd === 0 || ifd + 2 > bytes.length) return undefined;
  const entries = u16(ifd);
  const rational = (valueAt: number): number | undefined => {
    const offset = u32(valueAt);
    if (offset + 8 > bytes.length) return undefined;
    const denominator = u32(offset + 4);
    return denominator === 0 ? undefined : u32(offset) / denominator;
  };
  let x: number | undefined;
  let y: number | undefined;
  for (let e = 0; e < entries; e += 1) {
    const at = ifd + 2 + e * 12;
    if (at + 12 > bytes.length) return undefined;
    const tag = u16(at);
    const type = u16(at + 2);
    if (type !== 5) continue; // RATIONAL
    if (tag === 282) x = rational(at + 8);
    else if (tag === 283) y = rational(at + 8);
  }
  return x !== undefined && y !== undefined ? [x, y] : undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Pixels per unit across and down from a PNG's pHYs chunk, when it has one (before the image data). */
function pngResolutions(bytes: Buffer): [number, number] | undefined {
  if (bytes.length < 16 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'pHYs' && length >= 9 && at + 8 + 9 <= bytes.length)
      return [bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)];
    if (type === 'IDAT' || type === 'IEND') return undefined;
    at += 12 + length;
  }
  return undefined;
}
