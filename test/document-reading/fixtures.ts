// Generates every document the reading tests use: PDFs with pdfkit, scans as SVG rendered by sharp, with
// the damage real scans show (noise, blur, rotation, skew, low resolution).
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

export const UNICODE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export function makePdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', ...options });
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function textPdf(lines: readonly string[], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return makePdf((doc) => {
    doc.fontSize(12);
    for (const line of lines) doc.text(line);
  }, options);
}

export const TB_LINES = [
  'Tuberculosis Screening Report',
  'Patient name: Maria Gonzalez',
  'Date of birth: 1985-03-14',
  'Test type: QuantiFERON blood test',
  'Collected on 2026-05-02 at County Laboratory',
];
export const TB_WORDS = ['tuberculosis', 'gonzalez', 'quantiferon', 'laboratory', '1985'];

export interface ScanOptions {
  readonly dpi?: number;
  readonly pointSize?: number;
  /** Draw "[box] Negative [box] Positive" with the first box ticked: an X inside, or a pen tick across. */
  readonly checkboxes?: 'cross' | 'pen';
}

/** A letter-size page with the lines typeset at the given resolution, as SVG. */
export function pageSvg(lines: readonly string[], options: ScanOptions = {}): Buffer {
  const dpi = options.dpi ?? 300;
  const px = ((options.pointSize ?? 12) * dpi) / 72;
  const width = Math.round(8.5 * dpi);
  const height = Math.round(11 * dpi);
  const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = lines.map(
    (line, i) =>
      `<text x="${dpi}" y="${dpi + i * px * 1.8}" font-family="DejaVu Sans" font-size="${px}">${escape(line)}</text>`,
  );
  if (options.checkboxes) {
    const y = dpi + lines.length * px * 1.8;
    const box = px * 0.8;
    const pen = (x: number): string =>
      `<path d="M${x + box * 0.1} ${y - box * 0.5} L${x + box * 0.45} ${y - box * 0.05} L${x + box * 1.3} ${y - box * 1.6}" fill="none" stroke="black" stroke-width="${px / 8}" stroke-linecap="round"/>`;
    const tick = (x: number): string =>
      `<path d="M${x + box * 0.15} ${y - box * 0.85} L${x + box * 0.85} ${y - box * 0.15} M${x + box * 0.85} ${y - box * 0.85} L${x + box * 0.15} ${y - box * 0.15}" stroke="black" stroke-width="${px / 9}"/>`;
    const square = (x: number): string =>
      `<rect x="${x}" y="${y - box}" width="${box}" height="${box}" fill="none" stroke="black" stroke-width="${px / 12}"/>`;
    body.push(`<text x="${dpi}" y="${y}" font-family="DejaVu Sans" font-size="${px}">Result:</text>`);
    const mark = options.checkboxes === 'pen' ? pen : tick;
    body.push(square(dpi + px * 4.2), mark(dpi + px * 4.2));
    body.push(
      `<text x="${dpi + px * 5.4}" y="${y}" font-family="DejaVu Sans" font-size="${px}">Negative</text>`,
    );
    body.push(square(dpi + px * 11));
    body.push(
      `<text x="${dpi + px * 12.2}" y="${y}" font-family="DejaVu Sans" font-size="${px}">Positive</text>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="white"/>${body.join('')}</svg>`,
  );
}

/** Deterministic salt-and-pepper noise, as on a dusty scanner glass. */
export async function addNoise(image: Buffer, share: number, seed = 7): Promise<Buffer> {
  const { data, info } = await sharp(image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  for (let i = 0; i < data.length; i += 1) {
    const r = random();
    if (r < share / 2) data[i] = 0;
    else if (r < share) data[i] = 255;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

export function scanPng(lines: readonly string[], options: ScanOptions = {}): Promise<Buffer> {
  return sharp(pageSvg(lines, options)).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** An image-only PDF page, as a scanner's "scan to PDF" produces. */
export function scannedPdf(image: Buffer): Promise<Buffer> {
  return makePdf((doc) => {
    doc.image(image, 0, 0, { width: 612, height: 792 });
  });
}
