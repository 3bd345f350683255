// A signature OCR did not read, found as ink right of its caption.
import type Tesseract from 'tesseract.js';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import { markUnreadSignatures } from '../../src/engines/document/reading/signature-ink';

const WIDTH = 700;
const HEIGHT = 200;

/** A white page with a rule under the signature's place, and whatever `draw` inks on it. */
function pageImage(draw: (ink: (x: number, y: number) => void) => void): GrayImage {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(250);
  const ink = (x: number, y: number) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = 20;
  };
  // The caption's own letters, where OCR read them, and the rule right of it.
  for (let x = 20; x <= 140; x += 1) for (let y = 104; y <= 118; y += 3) ink(x, y);
  for (let x = 150; x <= 600; x += 1) for (let y = 121; y <= 122; y += 1) ink(x, y);
  draw(ink);
  return { pixels, width: WIDTH, height: HEIGHT };
}

/** Tesseract's reading of one line: "Examiner signature", nothing after it. */
function ocrPage(): Tesseract.Page {
  const word = (text: string, x0: number, x1: number) => ({
    text,
    confidence: 95,
    bbox: { x0, x1, y0: 100, y1: 120 },
  });
  const words = [word('Examiner', 20, 70), word('signature', 76, 140)];
  const line = {
    text: 'Examiner signature\n',
    confidence: 95,
    bbox: { x0: 20, x1: 140, y0: 100, y1: 120 },
    words,
  };
  return { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Tesseract.Page;
}

const lineText = (page: Tesseract.Page): string => page.blocks![0].paragraphs[0].lines[0].text.trim();

describe('a signature written right of its caption and not read by OCR', () => {
  it("is marked on the caption's line when a name is signed on the rule", () => {
    const page = ocrPage();
    // A flowing script: a wave of strokes, several letters wide, rising above the rule.
    const image = pageImage((ink) => {
      for (let x = 170; x <= 330; x += 1) {
        const y = Math.round(100 + 14 * Math.sin(x / 9));
        for (let t = 0; t < 3; t += 1) ink(x, y + t);
      }
    });
    expect(markUnreadSignatures(image, page)).toBe(1);
    expect(lineText(page)).toBe('Examiner signature (signed)');
  });

  it('is not marked on a rule left blank', () => {
    const page = ocrPage();
    expect(
      markUnreadSignatures(
        pageImage(() => undefined),
        page,
      ),
    ).toBe(0);
    expect(lineText(page)).toBe('Examiner signature');
  });

  it('is not marked for a dotted leader or a speck', () => {
    const page = ocrPage();
    const image = pageImage((ink) => {
      for (let x = 160; x <= 560; x += 6) ink(x, 116);
      for (let x = 400; x <= 403; x += 1) for (let y = 90; y <= 93; y += 1) ink(x, y);
    });
    expect(markUnreadSignatures(image, page)).toBe(0);
  });
});
