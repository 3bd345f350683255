// Reads a PDF with MuPDF (WASM): the text layer where a page has one, otherwise the page rendered and
// OCR'd. Failure mapping: a file MuPDF cannot open or count pages of (truncated beyond repair, not a PDF
// after all) is 'unsupported file format'; a file that opens but breaks while a page is read or rendered
// is 'processing error'. Truncated files that MuPDF can repair are read as far as they go.
import { normaliseCheckboxes } from './checkboxes';
import { MAX_OCR_PIXELS, prepareForOcr } from './image-prep';
import { readPreparedImage } from './ocr';
import { DocumentReadFailure } from './types';
import type { ReadLine, ReadPage } from './types';
import type { PageLimits, PagesRead } from './worker-protocol';

type Mupdf = typeof import('mupdf', { with: { 'resolution-mode': 'import' } });
type MupdfPage = ReturnType<InstanceType<Mupdf['Document']>['loadPage']>;

/** A page with fewer meaningful characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARACTERS = 25;
const RENDER_DPI = 300;

let loaded: Promise<Mupdf> | undefined;

/** mupdf is ESM-only; `module: node16` keeps this a real dynamic import in the compiled CommonJS. */
function loadMupdf(): Promise<Mupdf> {
  loaded ??= import('mupdf');
  return loaded;
}

interface StextJson {
  readonly blocks?: readonly {
    readonly type: string;
    readonly lines?: readonly { readonly text: string }[];
  }[];
}

function textLayerLines(page: MupdfPage): string[] {
  const stext = page.toStructuredText('preserve-whitespace');
  try {
    const json = JSON.parse(stext.asJSON()) as StextJson;
    const lines: string[] = [];
    for (const block of json.blocks ?? []) {
      for (const line of block.lines ?? []) {
        const text = normaliseCheckboxes(line.text.replace(/\s+$/, ''));
        if (text) lines.push(text);
      }
    }
    return lines;
  } finally {
    stext.destroy();
  }
}

/** Text layers without a usable character map come out as replacement or private-use characters. */
function isUsableText(lines: readonly string[]): boolean {
  const text = lines.join('');
  const meaningful = text.replace(/\s/g, '');
  if (meaningful.length < MIN_TEXT_CHARACTERS) return false;
  const garbage = meaningful.match(/[\uFFFD\uE000-\uF8FF\u0000-\u001F]/g)?.length ?? 0;
  return garbage / meaningful.length < 0.2;
}

async function ocrPage(mupdf: Mupdf, page: MupdfPage, index: number, notes: string[]): Promise<ReadPage> {
  const [x0, y0, x1, y1] = page.getBounds();
  const widthPt = Math.max(1, x1 - x0);
  const heightPt = Math.max(1, y1 - y0);
  // 300 dpi unless the page is so large that the bitmap would pass the OCR pixel cap.
  const scale = Math.min(RENDER_DPI / 72, Math.sqrt(MAX_OCR_PIXELS / (widthPt * heightPt)));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false);
  let prepared;
  try {
    const pixels = Uint8Array.from(pixmap.getPixels());
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const packed = stride === width ? pixels : packRows(pixels, width, height, stride);
    prepared = await prepareForOcr({ pixels: packed, width, height });
  } finally {
    pixmap.destroy();
  }
  if (prepared.blank) {
    notes.push(`page ${index + 1}: blank`);
    return toPage(index, 'ocr', [], 0);
  }
  const result = await readPreparedImage(prepared);
  notes.push(...result.notes.map((note) => `page ${index + 1}: ${note}`));
  return toPage(index, 'ocr', result.lines, result.confidence);
}

function packRows(pixels: Uint8Array, width: number, height: number, stride: number): Uint8Array {
  const packed = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) packed.set(pixels.subarray(y * stride, y * stride + width), y * width);
  return packed;
}

export function toPage(
  index: number,
  source: ReadPage['source'],
  lines: readonly ReadLine[],
  confidence: number,
): ReadPage {
  return { index, source, text: lines.map((line) => line.text).join('\n'), lines, confidence };
}

export async function readPdf(bytes: Uint8Array, limits: PageLimits): Promise<PagesRead> {
  const mupdf = await loadMupdf();
  let document: InstanceType<Mupdf['Document']>;
  let count: number;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new DocumentReadFailure(
      'unsupported file format',
      `PDF does not open: ${(error as Error).message}`,
    );
  }
  try {
    if (document.needsPassword()) {
      throw new DocumentReadFailure('document is password protected', 'PDF needs a password to open');
    }
    try {
      count = document.countPages();
    } catch (error) {
      throw new DocumentReadFailure(
        'unsupported file format',
        `PDF pages unreadable: ${(error as Error).message}`,
      );
    }
    if (count === 0) throw new DocumentReadFailure('document is empty', 'PDF has no pages');
    const pages: ReadPage[] = [];
    const notes: string[] = [];
    for (let index = 0; index < Math.min(count, limits.maxPages); index += 1) {
      pages.push(await readPdfPage(mupdf, document, index, notes));
    }
    const blank = notes.filter((note) => note.endsWith(': blank')).length;
    if (blank === pages.length) throw new DocumentReadFailure('document is empty', 'no page has text or ink');
    return { pages, truncated: count > limits.maxPages, notes };
  } finally {
    document.destroy();
  }
}

async function readPdfPage(
  mupdf: Mupdf,
  document: InstanceType<Mupdf['Document']>,
  index: number,
  notes: string[],
): Promise<ReadPage> {
  let page: MupdfPage | undefined;
  try {
    page = document.loadPage(index);
    const lines = textLayerLines(page);
    if (isUsableText(lines))
      return toPage(
        index,
        'text_layer',
        lines.map((text) => ({ text, confidence: 100 })),
        100,
      );
    return await ocrPage(mupdf, page, index, notes);
  } catch (error) {
    if (error instanceof DocumentReadFailure) throw error;
    throw new DocumentReadFailure('processing error', `PDF page ${index + 1}: ${(error as Error).message}`);
  } finally {
    page?.destroy();
  }
}
