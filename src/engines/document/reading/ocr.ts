// OCR with tesseract.js, one tesseract worker per reading thread, created on first use and reused: loading
// the model costs far more than reading a page. The language data comes from the installed
// @tesseract.js-data/eng package, so nothing is ever downloaded at run time.
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type Tesseract from 'tesseract.js';
import { prepareForOcr, toPgm, turnHalf, turnQuarter } from './image-prep';
import type { PreparedImage } from './image-prep';
import { collectLines, turnBoxes } from './ocr-lines';
import { closeSecondReading, rereadUnsureWords, warmSecondReading } from './second-reading';
import { markUnreadSignatures } from './signature-ink';
import { blankStruckWords } from './struck-words';
import { readUnreadInk } from './unread-ink';
import type { StripBox } from './unread-ink';
import type { CollectedText } from './ocr-lines';
import type { GrayImage } from './layout-analysis';
import type { Checkbox } from './page-cleanup';

export interface OcrResult extends CollectedText {
  readonly notes: readonly string[];
}

/** A reading this good is kept without trying the page upside down. */
const GOOD_CONFIDENCE = 70;
/** A page that took this long to read is not read a second time (the job is time-boxed as a whole). */
const RETRY_BUDGET_MS = 12_000;
/**
 * A reading this poor is as good as none (most often the page lies upside down), so it is tried turned
 * even after a slow first reading, within a budget that stays well under a page's time limit.
 */
const HOPELESS_CONFIDENCE = 40;
const HOPELESS_RETRY_BUDGET_MS = 25_000;

let engine: Promise<Tesseract.Worker> | undefined;

function languageDirectory(): string {
  const packageRoot = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(packageRoot, '4.0.0_best_int');
}

async function startEngine(): Promise<Tesseract.Worker> {
  // cacheMethod 'none': the model is read from the package every time a worker starts, because several
  // reading threads writing the same cache file at once could hand one of them a half-written model.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: languageDirectory(),
    gzip: true,
    cachePath: path.join(os.tmpdir(), 'credence-tesseract'),
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    user_defined_dpi: '300',
    preserve_interword_spaces: '1',
    // Tesseract's own diagnostics ("Detected 8 diacritics") would otherwise land on the service's stdout.
    debug_file: '/dev/null',
  } as Partial<Tesseract.WorkerParams>);
  return worker;
}

function ocrEngine(): Promise<Tesseract.Worker> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Starts the OCR engine ahead of the first page. */
export async function warmOcr(): Promise<void> {
  await Promise.all([ocrEngine(), warmSecondReading()]);
}

export async function closeOcr(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (running) await (await running).terminate();
  await closeSecondReading();
}

/** A page as tesseract read it, with what its second reading needs. */
interface Recognised extends CollectedText {
  readonly page: Tesseract.Page;
  readonly image: GrayImage;
  readonly checkboxes: readonly Checkbox[];
}

async function recognise(image: GrayImage, checkboxes: readonly Checkbox[]): Promise<Recognised> {
  const worker = await ocrEngine();
  const result = await worker.recognize(toPgm(image), {}, { text: false, blocks: true });
  markUnreadSignatures(image, result.data);
  blankStruckWords(image, result.data);
  return { ...collectLines(result.data, checkboxes), page: result.data, image, checkboxes };
}

/**
 * Tesseract's words on one strip cut out of a page, read as a single line, placed back on the page.
 * Parameters are set per reading: the worker reads whole pages otherwise.
 */
async function readLineStrip(image: GrayImage, strip: StripBox): Promise<Tesseract.Word[]> {
  const worker = await ocrEngine();
  const width = strip.x1 - strip.x0;
  const height = strip.y1 - strip.y0;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    pixels.set(
      image.pixels.subarray((strip.y0 + y) * image.width + strip.x0, (strip.y0 + y) * image.width + strip.x1),
      y * width,
    );
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const result = await worker.recognize(
      toPgm({ pixels, width, height }),
      {},
      { text: false, blocks: true },
    );
    return (result.data.blocks ?? [])
      .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))
      .map((w) => ({
        ...w,
        bbox: {
          x0: w.bbox.x0 + strip.x0,
          x1: w.bbox.x1 + strip.x0,
          y0: w.bbox.y0 + strip.y0,
          y1: w.bbox.y1 + strip.y0,
        },
      }));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  }
}

/**
 * The chosen reading of a page, with the ink it read no word from read again and its uncertain words
 * read a second time. Only the orientation kept is read again: a page read sideways or upside down is
 * mostly uncertain words.
 */
async function withSecondReading(chosen: Recognised, notes: readonly string[]): Promise<OcrResult> {
  const unread = await readUnreadInk(chosen.image, chosen.page, chosen.checkboxes, readLineStrip);
  const changed = await rereadUnsureWords(chosen.image, chosen.page, chosen.checkboxes);
  if (changed === 0 && unread === 0) return { lines: chosen.lines, confidence: chosen.confidence, notes };
  const said = [...notes];
  if (unread > 0) said.push(`read ${unread} unread ${unread === 1 ? 'strip' : 'strips'} of writing`);
  if (changed > 0) said.push(`read ${changed} uncertain ${changed === 1 ? 'phrase' : 'phrases'} again`);
  // A phrase read again across a struck word brings its letters back.
  blankStruckWords(chosen.image, chosen.page);
  return { ...collectLines(chosen.page, chosen.checkboxes), notes: said };
}

/**
 * Whether most of the read words stand taller than wide (text running down or up the image), and which
 * way they read: 'downwards' when a line's words follow each other down the page.
 */
function runsVertically(text: CollectedText): 'downwards' | 'upwards' | null {
  let tall = 0;
  let wide = 0;
  let down = 0;
  let up = 0;
  for (const line of text.lines) {
    const words = (line.words ?? []).filter((w) => w.text.length >= 4);
    for (const w of words) {
      if (w.y1 - w.y0 > 1.5 * (w.x1 - w.x0)) tall += w.text.length;
      else if (w.x1 - w.x0 > 1.5 * (w.y1 - w.y0)) wide += w.text.length;
    }
    if (words.length >= 2) {
      if (words[words.length - 1].y0 > words[0].y0) down += 1;
      else up += 1;
    }
  }
  if (tall < 20 || tall < 2 * wide) return null;
  return down >= up ? 'downwards' : 'upwards';
}

/**
 * Reads a prepared page. tesseract.js cannot detect orientation without extra model data; the layout
 * analysis has already turned vertical text to horizontal, which leaves upside down: a poor reading is
 * tried again turned by 180 degrees and the better one wins.
 */
export async function readPreparedImage(image: PreparedImage): Promise<OcrResult> {
  const notes = [...image.notes];
  const started = Date.now();
  let upright = await recognise(image.image, image.checkboxes);
  // Tesseract reads a page that still lies on its side, but with its words standing upright on the
  // image: ordered by x they come out shuffled. Turned the way the words run, it is read again.
  const sideways = runsVertically(upright);
  if (sideways) {
    const clockwise = sideways === 'upwards';
    // Prepared again: tick boxes and line heights are measured along the lines.
    const again = await prepareForOcr(turnQuarter(image.image, clockwise), true);
    const turned = await recognise(again.image, again.checkboxes);
    if (turned.confidence + 5 >= upright.confidence) {
      notes.push(`text ran ${sideways}, turned a quarter ${clockwise ? 'clockwise' : 'counter-clockwise'}`);
      upright = turned;
    }
  }
  const budget = upright.confidence < HOPELESS_CONFIDENCE ? HOPELESS_RETRY_BUDGET_MS : RETRY_BUDGET_MS;
  if (upright.confidence >= GOOD_CONFIDENCE || Date.now() - started > budget) {
    return withSecondReading(upright, notes);
  }
  const flipped = await recognise(
    turnHalf(image.image),
    turnBoxes(image.checkboxes, image.image.width, image.image.height),
  );
  if (flipped.confidence <= upright.confidence + 5) return withSecondReading(upright, notes);
  notes.push('read turned by 180 degrees');
  return withSecondReading(flipped, notes);
}
