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

describe('a table row that opens with its label and ends with boxes', () => {
  const line = (y0: number, words: ReadonlyArray<readonly [string, number, number]>) => {
    const lineWords = words.map(([text, x0, x1]) => ({
      text,
      confidence: 92,
      bbox: { x0, x1, y0, y1: y0 + 36 },
    }));
    return {
      text: words.map(([text]) => text).join(' '),
      confidence: 92,
      bbox: { x0: words[0][1], x1: words[words.length - 1][2], y0, y1: y0 + 36 },
      words: lineWords,
    };
  };
  const header = line(1524, [
    ['Test', 1046, 1135],
    ['name', 1151, 1274],
    ['Negative', 1571, 1767],
    ['Positive', 1984, 2157],
    ['Indeterminate', 2417, 2738],
  ]);
  const row = line(1619, [['QuantiFERON', 1011, 1308]]);
  const tablePage = {
    blocks: [{ paragraphs: [{ lines: [header, row] }] }],
  } as unknown as Tesseract.Page;
  const box = (x0: number, ticked: boolean): Checkbox => ({
    x0,
    x1: x0 + 40,
    y0: 1617,
    y1: 1657,
    ticked,
    filled: false,
  });

  it('marks the options over its boxes and keeps its label on its own line', () => {
    const boxes = [box(1640, true), box(2050, false), box(2560, false)];
    expect(collectLines(tablePage, boxes).lines.map((l) => l.text)).toEqual([
      'Test name [x] Negative [ ] Positive [ ] Indeterminate',
      'QuantiFERON',
    ]);
  });

  it('leaves boxes where they are when one stands under no option', () => {
    const boxes = [box(1640, true), box(3000, false)];
    expect(collectLines(tablePage, boxes).lines.map((l) => l.text)).toEqual([
      'Test name Negative Positive Indeterminate',
      'QuantiFERON [x] [ ]',
    ]);
  });
});
