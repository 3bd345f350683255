// Struck-out print is not read: in a scan (a straight stroke through the middle of words) and in a PDF's
// text layer (a thin dark shape across letters). Underlines, blanks written on and ruled lines stay.
import sharp from 'sharp';
import { createDocumentReader } from '../../src/engines/document/reading';
import type { DocumentReader } from '../../src/engines/document/reading';
import { makePdf } from './fixtures';

jest.setTimeout(60_000);

const DPI = 300;
const PX = (12 * DPI) / 72;
/** DejaVu Sans Mono's advance: every character as wide, so columns place strokes exactly. */
const CHAR = 0.602 * PX;
const rowY = (row: number) => DPI + row * 2 * PX;

const mono = (row: number, text: string, weight = 'normal') =>
  `<text x="${DPI}" y="${rowY(row)}" font-family="DejaVu Sans Mono" font-weight="${weight}" font-size="${PX}">${text}</text>`;

/** A pen stroke over `length` characters from column `from`, `lift` type sizes above the baseline. */
const stroke = (row: number, from: number, length: number, lift: number, tilt = 0) =>
  `<line x1="${DPI + from * CHAR - 4}" y1="${rowY(row) - lift * PX}" x2="${DPI + (from + length) * CHAR + 4}" y2="${rowY(row) - lift * PX + tilt}" stroke="black" stroke-width="4"/>`;

async function scan(body: string[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${8.5 * DPI}" height="${4 * DPI}"><rect width="100%" height="100%" fill="white"/>${body.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('struck-out print', () => {
  let reader: DocumentReader;
  beforeAll(() => {
    reader = createDocumentReader({ poolSize: 1 });
  });
  afterAll(() => reader.close());

  it('is left out of a scanned page, and what is underlined or written on a blank stays', async () => {
    const page = await scan([
      mono(0, 'The applicant IS / IS NOT able to work.'),
      stroke(0, 19, 6, 0.3, -6),
      mono(1, 'Result:'),
      `<text x="${DPI + 9 * CHAR}" y="${rowY(1)}" font-family="DejaVu Sans" font-style="italic" font-size="${1.2 * PX}">Negative</text>`,
      `<line x1="${DPI + 8 * CHAR}" y1="${rowY(1) + 5}" x2="${DPI + 28 * CHAR}" y2="${rowY(1) + 5}" stroke="black" stroke-width="3"/>`,
      mono(2, 'Dose given on 03/14/2025 Moderna lot 123AB'),
      stroke(2, 0, 42, 0.3),
      mono(3, 'WITHOUT RESTRICTION / WITH RESTRICTIONS', 'bold'),
      stroke(3, 22, 17, 0.35, 4),
      mono(4, 'Date of exam: 21st 11th March'),
      stroke(4, 14, 4, 0.3),
      // A log's row struck through to the table's edge, well past its last word.
      mono(5, '12/10/2023  BLS  AHA  12/2025  wrong sheet'),
      stroke(5, 0, 56, 0.3, -3),
      mono(6, '05/09/2026  BLS  AHA  04/2028'),
    ]);
    const document = await reader.readBytes(page);
    const lines = document.pages[0].lines.map((line) => line.text);
    expect(lines).toContain('The applicant IS / able to work.');
    expect(document.text).toMatch(/Result: [\W_]*Negative/);
    expect(document.text).not.toMatch(/Moderna|03\/14\/2025/);
    expect(lines).toContain('WITHOUT RESTRICTION /');
    expect(lines).toContain('Date of exam: 11th March');
    expect(document.text).not.toMatch(/12\/10\/2023|wrong sheet/);
    expect(document.text).toMatch(/05\/09\/2026 BLS AHA 04\/2028/);
  });

  it('is not joined-up handwriting written on a blank: the rule runs on past it', async () => {
    const script = (row: number, text: string, size: number) =>
      `<text x="${DPI + 2 * CHAR}" y="${rowY(row)}" font-family="Dancing Script" font-size="${size * PX}">${text}</text>`;
    const rule = (row: number, length: number) =>
      `<line x1="${DPI}" y1="${rowY(row) + 4}" x2="${DPI + length * CHAR}" y2="${rowY(row) + 4}" stroke="black" stroke-width="3"/>`;
    const page = await scan([
      script(0, 'Rafael Baptiste', 2.4),
      rule(0, 24),
      mono(1, 'Employee signature'),
      script(2.5, 'negative', 1.6),
      rule(2.5, 16),
      mono(3.5, 'Result'),
    ]);
    const document = await reader.readBytes(page);
    expect(document.text).toMatch(/Rafael/);
    expect(document.text).toMatch(/nega/i);
  });

  it('is left out of a text layer; underlines and long rules are no strikes', async () => {
    const pdf = await makePdf((doc) => {
      doc.fontSize(12);
      doc.text('The applicant IS / IS NOT able to work.', 72, 72);
      const before = doc.widthOfString('The applicant IS / ');
      const struck = doc.widthOfString('IS NOT');
      doc
        .moveTo(72 + before - 1, 77)
        .lineTo(72 + before + struck + 1, 76.5)
        .lineWidth(1)
        .stroke();
      doc.text('Result: Negative', 72, 110, { underline: true });
      doc.text('Name: Maria Gonzalez', 72, 140);
      doc.moveTo(60, 146).lineTo(560, 146).lineWidth(0.5).stroke();
    });
    const document = await reader.readBytes(pdf);
    expect(document.ocr).toBe(false);
    expect(document.pages[0].lines.map((line) => line.text.replace(/\s+/g, ' '))).toEqual([
      'The applicant IS / able to work.',
      'Result: Negative',
      'Name: Maria Gonzalez',
    ]);
  });
});
