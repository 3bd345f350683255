// OCR lines with the boxes found in the image placed among their words.
import type Tesseract from 'tesseract.js';
import { collectLines } from '../../src/engines/document/reading/ocr-lines';
import type { Checkbox } from '../../src/engines/document/reading/checkbox-shapes';

/** A page of one line of words, each `[text, x0, x1]`, 54 units tall as a large heading is. */
function page(words: ReadonlyArray<readonly [string, number, number]>): Tesseract.Page {
  const bbox = (x0: number, x1: number) => ({ x0, x1, y0: 2056, y1: 2110 });
  const lineWords = words.map(([text, x0, x1]) => ({ text, confidence: 92, bbox: bbox(x0, x1) }));
  const line = {
    text: words.map(([text]) => text).join(' '),
    confidence: 92,
    bbox: bbox(words[0][1], words[words.length - 1][2]),
    words: lineWords,
  };
  return { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Tesseract.Page;
}

describe('boxes placed among the words of an OCR line', () => {
  const options = page([
    ['ON', 893, 1005],
    ['HOLD', 1040, 1251],
    ['INACTIVE', 1558, 1907],
  ]);

  it('takes a solid dot between two options, much smaller than their letters, for no box', () => {
    const dot: Checkbox = { x0: 1397, y0: 2077, x1: 1411, y1: 2090, ticked: true, filled: true };
    expect(collectLines(options, [dot]).lines.map((l) => l.text)).toEqual(['ON HOLD INACTIVE']);
  });

  it('keeps a filled box of the size of the letters beside it', () => {
    const box: Checkbox = { x0: 1380, y0: 2060, x1: 1420, y1: 2100, ticked: true, filled: true };
    expect(collectLines(options, [box]).lines.map((l) => l.text)).toEqual(['ON HOLD [x] INACTIVE']);
  });
});
