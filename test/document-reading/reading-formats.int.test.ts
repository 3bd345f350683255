import sharp from 'sharp';
import { createDocumentReader } from '../../src/engines/document/reading';
import type { DocumentReader, ReadDocument } from '../../src/engines/document/reading';
import {
  addNoise,
  makePdf,
  scannedPdf,
  scanPng,
  TB_LINES,
  TB_WORDS,
  textPdf,
  UNICODE_FONT,
} from './fixtures';

jest.setTimeout(60_000);

function expectWords(document: ReadDocument, words: readonly string[]): void {
  const text = document.text.toLowerCase();
  for (const word of words) expect(text).toContain(word);
}

describe('document reading: formats and scans', () => {
  let reader: DocumentReader;
  let scan: Buffer;

  beforeAll(async () => {
    reader = createDocumentReader({ poolSize: 1 });
    scan = await scanPng(TB_LINES);
  });
  afterAll(() => reader.close());

  it('reads a PDF text layer without OCR', async () => {
    const document = await reader.readBytes(await textPdf(TB_LINES));
    expect(document.format).toBe('pdf');
    expect(document.ocr).toBe(false);
    expect(document.confidence).toBe(100);
    expect(document.pages[0].source).toBe('text_layer');
    expect(document.pages[0].lines.map((line) => line.text)).toEqual(TB_LINES);
  });

  it('normalises tick-box glyphs of a text layer and joins pages with a form feed', async () => {
    const pdf = await makePdf((doc) => {
      doc.font(UNICODE_FONT).fontSize(12).text('Tuberculin skin test, read after 48 hours');
      doc.text('Result: ☒ Negative ☐ Positive');
      doc.addPage().text('Second page of the record with enough text to count as a text layer');
    });
    const document = await reader.readBytes(pdf);
    expect(document.pages).toHaveLength(2);
    expect(document.pages[0].text).toContain('Result: [x] Negative [ ] Positive');
    expect(document.text.split('\f')).toHaveLength(2);
  });

  it('reads tick boxes drawn as vector rectangles in a text-layer PDF', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(12).text('QuantiFERON-TB Gold Plus, collected 2026-05-02', 72, 72);
      doc.text('Result:', 72, 200);
      doc.rect(120, 200, 10, 10).stroke();
      doc.moveTo(122, 202).lineTo(128, 208).moveTo(128, 202).lineTo(122, 208).stroke();
      doc.text('Negative', 135, 200);
      doc.rect(200, 200, 10, 10).stroke();
      doc.text('Positive', 215, 200);
      doc.rect(290, 200, 10, 10).stroke();
      doc.text('Indeterminate', 305, 200);
    });
    const document = await reader.readBytes(pdf);
    expect(document.ocr).toBe(false);
    expect(document.text).toContain('Result: [x] Negative [ ] Positive [ ] Indeterminate');
  });

  it('OCRs an image-only (scanned) PDF page', async () => {
    const document = await reader.readBytes(await scannedPdf(scan));
    expect(document.format).toBe('pdf');
    expect(document.ocr).toBe(true);
    expect(document.pages[0].source).toBe('ocr');
    expectWords(document, TB_WORDS);
    expect(document.confidence).toBeGreaterThan(80);
    for (const line of document.pages[0].lines) expect(line.confidence).toBeGreaterThan(0);
  });

  it('OCRs a scanned page under a thin text overlay (fax header)', async () => {
    const pdf = await makePdf((doc) => {
      doc.image(scan, 0, 0, { width: 612, height: 792 });
      doc.fontSize(8).text('Received by fax 2026-05-03 09:14  Page 1 of 1', 20, 10);
    });
    const document = await reader.readBytes(pdf);
    expect(document.pages[0].source).toBe('ocr');
    expectWords(document, TB_WORDS);
  });

  it('reads a PNG scan with line and page confidences', async () => {
    const document = await reader.readBytes(scan);
    expect(document.format).toBe('png');
    expectWords(document, TB_WORDS);
    expect(document.pages[0].confidence).toBeGreaterThan(80);
  });

  it('reads a noisy, blurred JPEG', async () => {
    const noisy = await addNoise(scan, 0.02);
    const jpeg = await sharp(noisy).blur(1.2).jpeg({ quality: 60 }).toBuffer();
    const document = await reader.readBytes(jpeg);
    expect(document.format).toBe('jpeg');
    expectWords(document, ['tuberculosis', 'gonzalez', 'laboratory']);
  });

  it.each([90, 180, 270])('reads a page rotated by %i degrees', async (degrees) => {
    const rotated = await sharp(scan).rotate(degrees).png().toBuffer();
    expectWords(await reader.readBytes(rotated), TB_WORDS);
  });

  it('reads a slightly skewed WebP', async () => {
    const skewed = await sharp(scan).rotate(3, { background: '#ffffff' }).webp({ quality: 80 }).toBuffer();
    const document = await reader.readBytes(skewed);
    expect(document.format).toBe('webp');
    expectWords(document, TB_WORDS);
  });

  it('reads a 150-dpi fax with small type', async () => {
    const fax = await sharp(await scanPng(TB_LINES, { dpi: 150, pointSize: 10 }))
      .threshold(150)
      .png()
      .toBuffer();
    expectWords(await reader.readBytes(fax), TB_WORDS);
  });

  it('reads a standard-resolution fax (204 × 98 dpi) in proportion: small type and its tick box', async () => {
    const page = await scanPng(TB_LINES, { dpi: 204, pointSize: 9, checkboxes: 'cross' });
    const { width, height } = await sharp(page).metadata();
    // What a fax machine stores: every other row of the page, and both resolutions in the file.
    const fax = await sharp(page)
      .resize(width, Math.round((height! * 98) / 204), { fit: 'fill' })
      .threshold(150)
      .toColourspace('b-w')
      .tiff({ compression: 'ccittfax4', bitdepth: 1, xres: 204 / 25.4, yres: 98 / 25.4 })
      .toBuffer();
    const document = await reader.readBytes(fax);
    expectWords(document, TB_WORDS);
    expect(document.text).toContain('[x] Negative [ ] Positive');
  });

  it('reads every page of a multi-page TIFF', async () => {
    const second = await scanPng(['Second page: Chest x-ray impression', 'No active tuberculosis disease']);
    const tiff = await sharp([scan, second], { join: { animated: true } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const document = await reader.readBytes(tiff);
    expect(document.format).toBe('tiff');
    expect(document.pages).toHaveLength(2);
    expectWords(document, [...TB_WORDS, 'chest', 'active']);
  });

  it.each(['cross', 'pen'] as const)('reads a box ticked with a %s in a scan as [x]', async (mark) => {
    const form = await scanPng(['Tuberculin skin test record', 'Induration: 0 mm'], { checkboxes: mark });
    const document = await reader.readBytes(form);
    expect(document.text).toContain('[x] Negative [ ] Positive');
  });
});
