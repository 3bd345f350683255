// OCR with tesseract.js, one tesseract worker per reading thread, created on first use and reused: loading
// the model costs far more than reading a page. The language data comes from the installed
// @tesseract.js-data/eng package, so nothing is ever downloaded at run time.
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type Tesseract from 'tesseract.js';
import { normaliseCheckboxes } from './checkboxes';
import { turn } from './image-prep';
import type { PreparedImage } from './image-prep';
import type { ReadLine } from './types';

export interface OcrResult {
  readonly lines: readonly ReadLine[];
  /** Mean word confidence weighted by word length, 0–100; 0 when nothing was read. */
  readonly confidence: number;
  readonly notes: readonly string[];
}

/** A reading this good is kept without trying other orientations. */
const GOOD_CONFIDENCE = 70;
/** Below this, the page may be turned by 90 degrees the other way than the layout suggested. */
const POOR_CONFIDENCE = 45;

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
  });
  return worker;
}

function ocrEngine(): Promise<Tesseract.Worker> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

export async function closeOcr(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (running) await (await running).terminate();
}

function collect(page: Tesseract.Page): Omit<OcrResult, 'notes'> {
  const lines: ReadLine[] = [];
  let weighted = 0;
  let characters = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.filter((word) => word.text.trim().length > 0);
        if (words.length === 0) continue;
        const text = normaliseCheckboxes(line.text.replace(/\s+/g, ' '));
        // Lines of pure speckle noise ("~ . ,") carry no evidence and only lower the confidence.
        if (!/[A-Za-z0-9]/.test(text) && !/\[[x ]\]/.test(text)) continue;
        let lineWeighted = 0;
        let lineCharacters = 0;
        for (const word of words) {
          lineWeighted += word.confidence * word.text.length;
          lineCharacters += word.text.length;
        }
        weighted += lineWeighted;
        characters += lineCharacters;
        lines.push({ text, confidence: Math.round((lineWeighted / lineCharacters) * 10) / 10 });
      }
    }
  }
  return { lines, confidence: characters ? Math.round((weighted / characters) * 10) / 10 : 0 };
}

async function recognise(png: Buffer): Promise<Omit<OcrResult, 'notes'>> {
  const worker = await ocrEngine();
  const result = await worker.recognize(png, {}, { text: false, blocks: true });
  return collect(result.data);
}

/**
 * Reads a prepared page. tesseract.js cannot detect orientation without extra model data, so when a
 * reading is poor the page is read again turned by 180 degrees (and by 90/270 when still poor), and the
 * reading with the best confidence wins.
 */
export async function readPreparedImage(image: PreparedImage): Promise<OcrResult> {
  const notes = [...image.notes];
  let best = { ...(await recognise(image.png)), turned: 0 };
  const attempts: (90 | 180 | 270)[] = [180, 90, 270];
  for (const degrees of attempts) {
    if (best.confidence >= GOOD_CONFIDENCE) break;
    if (degrees !== 180 && best.confidence >= POOR_CONFIDENCE) break;
    const candidate = await recognise(await turn(image.png, degrees));
    if (candidate.confidence > best.confidence + 5) best = { ...candidate, turned: degrees };
  }
  if (best.turned) notes.push(`read turned by ${best.turned} degrees`);
  return { lines: best.lines, confidence: best.confidence, notes };
}
