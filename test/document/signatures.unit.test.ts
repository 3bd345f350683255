// Who signed: a rubber stamp's printed name on the signature line, and the holder's own signature, do not
// sign for the examiner.
import { understandAndDecide } from '../../src/engines/document/index';
import type { ReadDocument, ReadLine } from '../../src/engines/document/reading/types';
import { jobOf } from './helpers';

/** A cell of text at (x, y): 6 units per character, `size` tall (a script signature stands taller). */
type Cell = readonly [x: number, y: number, text: string, size?: number];

/** A text-layer page whose lines are the rows of cells, top to bottom, each word with its box. */
function placed(cells: readonly Cell[]): ReadDocument {
  const rows = new Map<number, Cell[]>();
  for (const c of cells) rows.set(c[1], [...(rows.get(c[1]) ?? []), c]);
  const lines: ReadLine[] = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const words = row
        .sort((a, b) => a[0] - b[0])
        .flatMap(([x, y, text, size = 10]) => {
          let at = x;
          return text.split(' ').map((w) => {
            const word = { text: w, x0: at, x1: at + w.length * 6, y0: y, y1: y + size, confidence: 100 };
            at += (w.length + 1) * 6;
            return word;
          });
        });
      return { text: row.map((c) => c[2]).join('   '), confidence: 100, words };
    });
  const text = lines.map((l) => l.text).join('\n');
  return {
    format: 'pdf',
    pages: [{ index: 0, source: 'text_layer', text, lines, confidence: 100 }],
    text,
    confidence: 100,
    ocr: false,
  };
}

const FORM: readonly Cell[] = [
  [40, 20, 'Pre-Employment Physical Examination'],
  [40, 50, "Employee Name: Katherine O'Brien"],
  [40, 70, 'Date of Birth: 02/28/1990'],
  [40, 90, 'Date of exam: 09/14/2026'],
  [40, 110, '[x] Cleared for duty without restrictions'],
  [40, 130, 'Examiner name: Dana Feld, MD'],
];

const physical = (cells: readonly Cell[]) => understandAndDecide(placed(cells), jobOf('physical_exam'));

describe('signatures and stamps', () => {
  it("does not take a stamp's printed name beside the signature caption for a signature", () => {
    const outcome = physical([
      ...FORM,
      [300, 188, 'Lakeside Family Medicine'],
      [40, 200, 'Provider signature'],
      [310, 200, 'Dana Feld, MD'],
      [300, 212, 'Springfield, IL 62704'],
    ]);
    expect(outcome.issues).toEqual(['missing examiner signature']);
    expect(outcome.decision).toBe('rejected');
  });

  it('takes a signature in a script face as one, whatever is printed near it', () => {
    const outcome = physical([
      ...FORM,
      [40, 200, 'Provider signature'],
      [310, 200, 'Dana Feld', 24],
      [300, 230, 'Springfield, IL 62704'],
    ]);
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });

  it("does not take the applicant's signature for the examiner's", () => {
    const outcome = physical([...FORM, [40, 200, 'Applicant signature: Katherine OBrien']]);
    expect(outcome.issues).toContain('missing examiner signature');
  });
});
