// Renders a page model as a text PDF (pdfkit), or as a raster "scan"/"photo" (SVG → sharp with blur,
// speckle noise, skew and JPEG compression), or as an image-only PDF wrapping such a scan (pdf-lib).
import PDFDocument from 'pdfkit';
import { PDFDocument as LibDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Font, Page } from './model';
import type { Rng } from './rng';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const PDF_FONTS: Readonly<Record<Font, string>> = {
  sans: `${FONT_DIR}/DejaVuSans.ttf`,
  bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
  serif: `${FONT_DIR}/DejaVuSerif.ttf`,
  mono: `${FONT_DIR}/DejaVuSansMono.ttf`,
  hand: `${FONT_DIR}/DejaVuSerifCondensed-Italic.ttf`,
};
const SVG_FONTS: Readonly<Record<Font, string>> = {
  sans: "font-family='DejaVu Sans'",
  bold: "font-family='DejaVu Sans' font-weight='bold'",
  serif: "font-family='DejaVu Serif'",
  mono: "font-family='DejaVu Sans Mono'",
  hand: "font-family='DejaVu Serif' font-style='italic' font-stretch='condensed'",
};

export function renderTextPdf(page: Page): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [page.width, page.height],
      margin: 0,
      info: { CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, file] of Object.entries(PDF_FONTS)) doc.registerFont(name, file);
    for (const it of page.items) {
      if (it.kind === 'text') {
        doc
          .font(it.font)
          .fontSize(it.size)
          .text(it.text, it.x, it.y - it.size * 0.93, { lineBreak: false });
      } else if (it.kind === 'rect') {
        doc.rect(it.x, it.y, it.w, it.h).lineWidth(0.8).stroke('#333');
      } else if (it.kind === 'line') {
        doc.moveTo(it.x1, it.y1).lineTo(it.x2, it.y2).lineWidth(0.6).stroke('#444');
      } else {
        // A form's tick box carries its state as a glyph in the text layer, as fillable-form exports do.
        doc
          .font('sans')
          .fontSize(it.size + 1)
          .text(it.checked ? '☒' : '☐', it.x, it.y - 1, { lineBreak: false });
      }
    }
    doc.end();
  });
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageSvg(page: Page, rng: Rng, specks: number): string {
  const parts: string[] = [];
  for (const it of page.items) {
    if (it.kind === 'text') {
      const dy = it.font === 'hand' ? (rng.next() - 0.5) * 2 : 0;
      parts.push(
        `<text x='${it.x}' y='${(it.y + dy).toFixed(1)}' font-size='${it.size}' ${SVG_FONTS[it.font]} fill='${it.font === 'hand' ? '#1a2a6c' : '#111'}'>${esc(it.text)}</text>`,
      );
    } else if (it.kind === 'rect') {
      parts.push(
        `<rect x='${it.x}' y='${it.y}' width='${it.w}' height='${it.h}' fill='none' stroke='#333' stroke-width='0.8'/>`,
      );
    } else if (it.kind === 'line') {
      parts.push(
        `<line x1='${it.x1}' y1='${it.y1}' x2='${it.x2}' y2='${it.y2}' stroke='#444' stroke-width='0.6'/>`,
      );
    } else {
      parts.push(
        `<rect x='${it.x}' y='${it.y}' width='${it.size}' height='${it.size}' fill='none' stroke='#111' stroke-width='0.9'/>`,
      );
      if (it.checked) {
        const s = it.size;
        parts.push(
          `<path d='M${it.x + 2} ${it.y + 2} L${it.x + s - 2} ${it.y + s - 2} M${it.x + s - 2} ${it.y + 2} L${it.x + 2} ${it.y + s - 2}' stroke='#1a2a6c' stroke-width='1.6'/>`,
        );
      }
    }
  }
  for (let i = 0; i < specks; i++) {
    const r = 0.3 + rng.next() * 0.6;
    parts.push(
      `<circle cx='${(rng.next() * page.width).toFixed(1)}' cy='${(rng.next() * page.height).toFixed(1)}' r='${r.toFixed(2)}' fill='#555' fill-opacity='${(0.2 + rng.next() * 0.5).toFixed(2)}'/>`,
    );
  }
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${page.width}' height='${page.height}' viewBox='0 0 ${page.width} ${page.height}'><rect width='100%' height='100%' fill='#fff'/>${parts.join('')}</svg>`;
}

export interface ScanStyle {
  readonly dpi: number;
  readonly blur: number;
  readonly rotate: number;
  readonly specks: number;
  readonly jpegQuality: number | null;
  /** Paper tone of a phone photo: 1 is white. */
  readonly tone: number;
}

export async function renderRaster(page: Page, style: ScanStyle, rng: Rng): Promise<Buffer> {
  const svg = pageSvg(page, rng, style.specks);
  let img = sharp(Buffer.from(svg), { density: style.dpi }).flatten({ background: '#ffffff' });
  if (style.rotate !== 0) img = img.rotate(style.rotate, { background: '#ffffff' });
  if (style.blur > 0.3) img = img.blur(style.blur);
  if (style.tone < 1) img = img.linear(style.tone, 12);
  const flat = await img.png().toBuffer();
  const out = sharp(flat);
  return style.jpegQuality
    ? out.jpeg({ quality: style.jpegQuality }).toBuffer()
    : out.png({ compressionLevel: 9 }).toBuffer();
}

/** An image-only PDF: what a flatbed scanner or a "scan to PDF" app produces. */
export async function renderScannedPdf(page: Page, style: ScanStyle, rng: Rng): Promise<Buffer> {
  const jpeg = await renderRaster(page, { ...style, jpegQuality: style.jpegQuality ?? 80 }, rng);
  const doc = await LibDocument.create();
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const image = await doc.embedJpg(jpeg);
  const p = doc.addPage([page.width, page.height]);
  p.drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  return Buffer.from(await doc.save());
}
