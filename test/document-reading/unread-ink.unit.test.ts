// Ink that tesseract's page reading left without any word, found as strips and read again.
import type Tesseract from 'tesseract.js';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import type { LineReader, StripBox } from '../../src/engines/document/reading/unread-ink';
import { readUnreadInk } from '../../src/engines/document/reading/unread-ink';

const WIDTH = 900;
const HEIGHT = 400;

type Ink = (x: number, y: number) => void;

/** Letter-like marks: strokes 14 px wide and 20 px tall, 4 px apart, `count` of them from x. */
function letters(ink: Ink, x: number, y: number, count: number): void {
  for (let k = 0; k < count; k += 1) {
    const left = x + k * 18;
    for (let t = 0; t < 20; t += 1) {
      ink(left, y + t);
      ink(left + 13, y + t);
      ink(left + Math.round((13 * t) / 20), y + t);
    }
  }
}

function pageImage(draw: (ink: Ink) => void): GrayImage {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(250);
  const ink: Ink = (x, y) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = 20;
  };
  // The words tesseract read: two lines of six words each.
  for (const y of [60, 100]) for (let w = 0; w < 6; w += 1) letters(ink, 60 + w * 110, y, 4);
  draw(ink);
  return { pixels, width: WIDTH, height: HEIGHT };
}

function word(text: string, x0: number, y0: number): Tesseract.Word {
  return { text, confidence: 95, bbox: { x0, x1: x0 + 68, y0, y1: y0 + 20 } } as Tesseract.Word;
}

/** Tesseract's reading of the two printed lines, and nothing else. */
function ocrPage(): Tesseract.Page {
  const line = (y: number, name: string) => {
    const words = Array.from({ length: 6 }, (_, w) => word(`${name}${w}`, 60 + w * 110, y));
    return {
      text: `${words.map((w) => w.text).join(' ')}\n`,
      confidence: 95,
      bbox: { x0: 60, x1: 618, y0: y, y1: y + 20 },
      words,
    };
  };
  return {
    blocks: [{ paragraphs: [{ lines: [line(60, 'first'), line(100, 'second')] }] }],
  } as unknown as Tesseract.Page;
}

const texts = (page: Tesseract.Page): string[] =>
  page.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.text.trim())));

/** A line reader that reads `text` (surely, or not) wherever it is asked, and remembers where. */
function reader(text: string, confidence = 93): { read: LineReader; asked: StripBox[] } {
  const asked: StripBox[] = [];
  return {
    asked,
    read: (_image, strip) => {
      asked.push(strip);
      return Promise.resolve(
        text.split(' ').map((t, i) => ({
          text: t,
          confidence,
          bbox: {
            x0: strip.x0 + 10 + i * 60,
            x1: strip.x0 + 60 + i * 60,
            y0: strip.y0 + 5,
            y1: strip.y1 - 5,
          },
        })) as Tesseract.Word[],
      );
    },
  };
}

describe('ink that OCR read no word from', () => {
  it('is read as a line of its own, under the line above it', async () => {
    const page = ocrPage();
    // A line of print under a rule, which the page reading dropped.
    const image = pageImage((ink) => {
      for (let x = 40; x <= 700; x += 1) ink(x, 178);
      letters(ink, 60, 184, 14);
    });
    const lines = reader('Dana Whitcomb, MD');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(1);
    expect(texts(page)).toEqual([
      expect.stringMatching(/^first/),
      expect.stringMatching(/^second/),
      'Dana Whitcomb, MD',
    ]);
    // The strip read is the writing's, not the rule above it.
    expect(lines.asked).toHaveLength(1);
    expect(lines.asked[0].y0).toBeGreaterThan(170);
    expect(lines.asked[0].x1).toBeGreaterThan(60 + 13 * 18);
  });

  it('joins the line it stands level with (a value written after a caption)', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => letters(ink, 700, 100, 6));
    const lines = reader('7/30/2026');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(1);
    expect(texts(page)[1]).toBe('second0 second1 second2 second3 second4 second5 7/30/2026');
  });

  it('puts print far right of a line, level with it, on a line of its own after it', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => letters(ink, 780, 60, 5));
    const lines = reader('Permit Lookup');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(1);
    expect(texts(page)).toEqual([
      expect.stringMatching(/^first0 .* first5$/),
      'Permit Lookup',
      expect.stringMatching(/^second/),
    ]);
  });

  it('puts nothing where the ink is much taller than the line beside it (a mark drawn over print)', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => {
      letters(ink, 700, 100, 4);
      for (let y = 80; y <= 140; y += 1) ink(760, y);
    });
    const lines = reader('ACTIVE STATUS');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(0);
    expect(texts(page)[1]).toBe('second0 second1 second2 second3 second4 second5');
  });

  it('puts back no lone word without figures (a printed option dropped for the mark over it)', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => letters(ink, 60, 184, 8));
    const lines = reader('INACTIVE');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(0);
    expect(texts(page)).toHaveLength(2);
  });

  it('reads nothing on a page with only rules, specks and ticks left unread', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => {
      for (let x = 40; x <= 860; x += 1) ink(x, 200);
      for (let y = 150; y <= 380; y += 1) ink(450, y);
      for (let x = 300; x <= 302; x += 1) for (let y = 300; y <= 302; y += 1) ink(x, y);
      for (let t = 0; t < 8; t += 1) ink(600 + t, 300 + t);
    });
    const lines = reader('anything');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(0);
    expect(lines.asked).toHaveLength(0);
    expect(texts(page)).toHaveLength(2);
  });

  it('leaves a tick box alone', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => letters(ink, 60, 250, 3));
    const lines = reader('anything');
    const box = { x0: 55, y0: 245, x1: 120, y1: 275, ticked: true };
    expect(await readUnreadInk(image, page, [box], lines.read)).toBe(0);
    expect(lines.asked).toHaveLength(0);
  });

  it('reads a name written large across a certificate, but not a round seal as tall', async () => {
    const page = ocrPage();
    const image = pageImage((ink) => {
      // Twelve letters 80 px tall (four lines of print), 50 px apart: a holder's name in a script.
      for (let k = 0; k < 12; k += 1)
        for (let t = 0; t < 80; t += 1) {
          ink(60 + k * 50, 180 + t);
          ink(60 + k * 50 + 30, 180 + t);
          ink(60 + k * 50 + Math.round((30 * t) / 80), 180 + t);
        }
      // A seal: a ring 80 px across.
      for (let a = 0; a < 360; a += 1)
        ink(
          Math.round(800 + 40 * Math.cos((a * Math.PI) / 180)),
          Math.round(300 + 40 * Math.sin((a * Math.PI) / 180)),
        );
    });
    const lines = reader('Catalina Ines Ruiz de la Fuente');
    expect(await readUnreadInk(image, page, [], lines.read)).toBe(1);
    expect(texts(page)).toContain('Catalina Ines Ruiz de la Fuente');
    expect(lines.asked.every((strip) => strip.x1 < 760)).toBe(true);
  });
});
