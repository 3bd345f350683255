/**
 * @jest-environment ./test/support/native-arrays-environment.js
 */
import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { toGray } from '../../src/engines/document/reading/image-prep';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import type { StripReading } from '../../src/engines/document/reading/second-reading';
import {
  closeSecondReading,
  readStrip,
  rereadUnsureWords,
  secondReadingWords,
} from '../../src/engines/document/reading/second-reading';

/** A white strip with pieces of text, each set in its font from its left edge, as a gray page image. */
async function strip(...pieces: Array<[text: string, font: string, x: number]>): Promise<GrayImage> {
  const texts = pieces.map(
    ([text, font, x]) =>
      `<text x="${x}" y="80" font-family="${font}" font-size="56" fill="#1a2a80">${text}</text>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120">` +
    `<rect width="100%" height="100%" fill="white"/>${texts.join('')}</svg>`;
  return toGray(sharp(Buffer.from(svg)));
}

function word(text: string, confidence: number, x0: number, x1: number): Tesseract.Word {
  return { text, confidence, bbox: { x0, x1, y0: 30, y1: 95 } } as unknown as Tesseract.Word;
}

function pageOf(words: Tesseract.Word[]): Tesseract.Page {
  const line = { words, text: words.map((w) => w.text).join(' ') } as unknown as Tesseract.Line;
  return { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Tesseract.Page;
}

describe('second reading of uncertain words', () => {
  afterAll(() => closeSecondReading());

  it('reads a handwritten date that tesseract garbles', async () => {
    const image = await strip(['09/16/1968', 'DkgHandwriting', 20]);
    const reading = await readStrip(image, { x0: 28, y0: 27, x1: 295, y1: 96 });
    // The model's word spacing is its weak point ("09/16/19 68" from a slightly wider strip); the letters are right.
    expect(reading.text.replace(/\s/g, '')).toBe('09/16/1968');
    expect(reading.confidence).toBeGreaterThan(0.8);
  });

  it('replaces a phrase read with little confidence and keeps the words read with confidence', async () => {
    const image = await strip(['DOB', 'DejaVu Sans', 20], ['09/16/1968', 'DkgHandwriting', 250]);
    const page = pageOf([word('DOB', 96, 18, 150), word('0(', 30, 245, 330), word('\\6/1968', 45, 331, 640)]);
    expect(await rereadUnsureWords(image, page, [])).toBe(1);
    const line = page.blocks![0].paragraphs[0].lines[0];
    expect(line.text).toBe('DOB 09/16/1968');
    expect(line.words[0].confidence).toBe(96);
  });

  it('leaves a line read with confidence alone', async () => {
    const image = await strip(['Negative', 'DejaVu Sans', 20]);
    const page = pageOf([word('Negative', 95, 18, 300)]);
    expect(await rereadUnsureWords(image, page, [])).toBe(0);
  });
});

/** A reading whose characters stand evenly spread over [x0, x1). */
function readingOf(text: string, x0: number, x1: number, p = 0.95): StripReading {
  const step = (x1 - x0) / text.length;
  const characters = [...text].map((c, i) => ({ text: c, p, x: x0 + (i + 0.5) * step }));
  return { text, confidence: p, characters };
}

const texts = (words: readonly Tesseract.Word[]) => words.map((w) => w.text);

describe('which words a second reading replaces', () => {
  it("takes one word of the reading over several of tesseract's, a sure one among them", () => {
    const part = [
      word('7/', 47, 100, 130),
      word('3', 51, 135, 150),
      word('of', 91, 152, 170),
      word('026', 80, 172, 230),
    ];
    expect(texts(secondReadingWords(part, readingOf('7/30/2026', 100, 230)))).toEqual(['7/30/2026']);
  });

  it('keeps words tesseract was sure of where the model reads them as separate words', () => {
    const part = [word('American', 2, 0, 160), word('Heart', 95, 180, 280), word('Traming', 43, 300, 440)];
    const reading = readingOf('American Fleart Training', 0, 440);
    expect(texts(secondReadingWords(part, reading))).toEqual(['American', 'Heart', 'Training']);
  });

  it('keeps a group where the model misreads a word tesseract was sure of', () => {
    const part = [word('EXPIRY', 33, 0, 120), word('2026-04-04', 93, 140, 330)];
    expect(texts(secondReadingWords(part, readingOf('EXIRY2026-06-04', 0, 330)))).toEqual([
      'EXPIRY',
      '2026-04-04',
    ]);
  });

  it('keeps English words tesseract read where the model misspells them', () => {
    const part = [word('Credential', 42, 0, 200)];
    expect(texts(secondReadingWords(part, readingOf('Credenttat', 0, 200)))).toEqual(['Credential']);
    const misread = [word('Cardiovisculir', 15, 0, 300)];
    expect(texts(secondReadingWords(misread, readingOf('Cardiovascular', 0, 300)))).toEqual([
      'Cardiovascular',
    ]);
  });

  it('keeps a tick box read as text, which the model drops', () => {
    const part = [word('BW', 12, 0, 30), word('Active', 92, 40, 150), word('[Jinactive', 39, 160, 330)];
    expect(texts(secondReadingWords(part, readingOf('ActiveInactive', 40, 330)))).toEqual([
      'BW',
      'Active',
      '[Jinactive',
    ]);
  });

  it("keeps tesseract's word where the model reads only look-alike letters", () => {
    const part = [word('FROM:', 85, 0, 100)];
    expect(texts(secondReadingWords(part, readingOf('FR0M:', 0, 100)))).toEqual(['FROM:']);
  });

  it("keeps tesseract's words where the model is unsure", () => {
    const part = [word('Okoco,', 35, 0, 100)];
    expect(texts(secondReadingWords(part, readingOf('Okore,', 0, 100, 0.6)))).toEqual(['Okoco,']);
  });

  it('drops a speck read as a word where the model reads nothing', () => {
    const part = [word('555-0930', 67, 0, 160), word('e,', 0, 200, 220)];
    expect(texts(secondReadingWords(part, readingOf('555-0930', 0, 160)))).toEqual(['555-0930']);
  });
});
