// Reads a PDF with MuPDF (WASM): the text layer where a page has one, otherwise the page rendered and
// OCR'd. Failure mapping: a file MuPDF cannot open or count pages of (truncated beyond repair, not a PDF
// after all) is 'unsupported file format'; a file that opens but breaks while a page is read or rendered
// is 'processing error'. Truncated files that MuPDF can repair are read as far as they go.
import type * as MupdfModule from 'mupdf' with { 'resolution-mode': 'import' };
import { MAX_OCR_PIXELS, prepareForOcr } from './image-prep';
import { readPreparedImage } from './ocr';
import { PageCollector } from './page-collector';
import { readTextLayer, TEXT_LAYER_OPTIONS } from './text-layer';
import type { TextLayer } from './text-layer';
import { DocumentReadFailure } from './types';
import type { PageLimits, PagesRead } from './worker-protocol';

type Mupdf = typeof MupdfModule;
type MupdfDocument = InstanceType<Mupdf['Document']>;
type MupdfPage = ReturnType<MupdfDocument['loadPage']>;

/** A page with fewer meaningful characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARACTERS = 25;
const RENDER_DPI = 300;
/** Fewer characters than this over a page-sized image are an overlay, not the page's text. */
const OVERLAY_CHARACTERS = 200;

let loaded: Promise<Mupdf> | undefined;

/** Warnings MuPDF reports while repairing a damaged file, kept for the operator's notes. */
const warnings: string[] = [];

/** mupdf is ESM-only; `module: node16` keeps this a real dynamic import in the compiled CommonJS. */
export function loadMupdf(): Promise<Mupdf> {
  loaded ??= import('mupdf').then((mupdf) => {
    // Otherwise MuPDF writes every repair warning of a hostile file to the process's stderr.
    mupdf.setLog((message) => {
      if (warnings.length < 5) warnings.push(message);
    });
    return mupdf;
  });
  return loaded;
}

function textLayerOf(page: MupdfPage): TextLayer {
  const stext = page.toStructuredText(TEXT_LAYER_OPTIONS);
  try {
    return readTextLayer(stext);
  } finally {
    stext.destroy();
  }
}

/**
 * A scanned page with a thin digital overlay (a fax header, an e-signature footer, a stamp) has a text
 * layer, but the evidence is in the image: such a page is read by OCR (the rendering shows the overlay
 * too). A searchable scan, whose invisible OCR layer holds the page's text, keeps its text layer.
 */
function isScanWithOverlay(page: MupdfPage, layer: TextLayer): boolean {
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = Math.max(1, (x1 - x0) * (y1 - y0));
  const imageArea = layer.images.reduce(
    (sum, [a, b, c, d]) => sum + Math.max(0, c - a) * Math.max(0, d - b),
    0,
  );
  const characters = layer.lines.join('').replace(/\s/g, '').length;
  return imageArea / pageArea >= 0.5 && characters < OVERLAY_CHARACTERS;
}

/** Text layers without a usable character map come out as replacement or private-use characters. */
function isUsableText(lines: readonly string[]): boolean {
  const text = lines.join('');
  const meaningful = text.replace(/\s/g, '');
  if (meaningful.length < MIN_TEXT_CHARACTERS) return false;
  let garbage = 0;
  for (const character of meaningful) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff)) garbage += 1;
  }
  return garbage / meaningful.length < 0.2;
}

async function ocrPage(mupdf: Mupdf, page: MupdfPage, index: number, pages: PageCollector): Promise<void> {
  const [x0, y0, x1, y1] = page.getBounds();
  const widthPt = Math.max(1, x1 - x0);
  const heightPt = Math.max(1, y1 - y0);
  // 300 dpi unless the page is so large that the bitmap would pass the OCR pixel cap.
  const scale = Math.min(RENDER_DPI / 72, Math.sqrt(MAX_OCR_PIXELS / (widthPt * heightPt)));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false);
  let prepared;
  try {
    // A copy: the pixmap's pixels live in WASM memory that is freed with it.
    const pixels = Uint8Array.from(pixmap.getPixels());
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const packed = stride === width ? pixels : packRows(pixels, width, height, stride);
    prepared = await prepareForOcr({ pixels: packed, width, height });
  } finally {
    pixmap.destroy();
  }
  if (prepared.blank) pages.addBlank(index);
  else pages.addOcr(index, await readPreparedImage(prepared));
}

function packRows(pixels: Uint8Array, width: number, height: number, stride: number): Uint8Array {
  const packed = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) packed.set(pixels.subarray(y * stride, y * stride + width), y * width);
  return packed;
}

function openPdf(mupdf: Mupdf, bytes: Uint8Array): MupdfDocument {
  try {
    return mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new DocumentReadFailure(
      'unsupported file format',
      `PDF does not open: ${(error as Error).message}`,
    );
  }
}

function countPages(document: MupdfDocument): number {
  if (document.needsPassword()) {
    throw new DocumentReadFailure('document is password protected', 'PDF needs a password to open');
  }
  let count: number;
  try {
    count = document.countPages();
  } catch (error) {
    throw new DocumentReadFailure(
      'unsupported file format',
      `PDF pages unreadable: ${(error as Error).message}`,
    );
  }
  if (count === 0) throw new DocumentReadFailure('unsupported file format', 'PDF has no pages');
  return count;
}

export async function readPdf(
  bytes: Uint8Array,
  limits: PageLimits,
  onPage?: () => void,
): Promise<PagesRead> {
  const mupdf = await loadMupdf();
  warnings.length = 0;
  const document = openPdf(mupdf, bytes);
  try {
    const count = countPages(document);
    const pages = new PageCollector(onPage);
    for (const warning of warnings) pages.note(`PDF: ${warning}`);
    for (let index = 0; index < Math.min(count, limits.maxPages); index += 1) {
      await readPdfPage(mupdf, document, index, pages);
    }
    return pages.finish(count > limits.maxPages);
  } finally {
    document.destroy();
  }
}

async function readPdfPage(
  mupdf: Mupdf,
  document: MupdfDocument,
  index: number,
  pages: PageCollector,
): Promise<void> {
  let page: MupdfPage | undefined;
  try {
    page = document.loadPage(index);
    const layer = textLayerOf(page);
    if (isUsableText(layer.lines) && !isScanWithOverlay(page, layer))
      pages.addTextLayer(index, layer.lines, layer.words);
    else await ocrPage(mupdf, page, index, pages);
  } catch (error) {
    if (error instanceof DocumentReadFailure) throw error;
    throw new DocumentReadFailure('processing error', `PDF page ${index + 1}: ${(error as Error).message}`);
  } finally {
    page?.destroy();
  }
}
