// A rubber stamp prints who and where (a name with credentials, the practice, its town or telephone) in a
// small block of stacked lines. Pressed on a signature line it identifies the signer but does not sign:
// a reviewer asks for the pen's mark. Read as text, the stamp's name line beside a "Signature" caption
// looks like a signature; by the words' boxes it is one line of a printed block whose other lines carry
// an address, a telephone, a licence number or an organisation.
import type { PlacedWord } from './normalize';
import { STARTS_WITH_CAPTION, captionRow } from './lexicon';

/** What only an identification block prints under or over a name. */
const STAMP_LINE =
  /[A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}\b|\b\d{1,6}\s+[A-Za-z0-9 .'-]+\b(st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|suite|ste)\b|\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\b(npi|lic(ense|ence)?\.?\s*(no|#)|license)\b|\b(clinic|medical|health|hospital|group|center|centre|associates|practice|pharmacy|physicians|(family|primary|urgent|health|home)\s+care|family medicine)\b/i;

const centre = (w: PlacedWord): number => (w.y0 + w.y1) / 2;

/**
 * The words `text` on line `lineIndex` (what stands beside a signature caption) are one line of a stamp:
 * within two line heights above or below them, in their column, a printed line that only a stamp's block
 * holds, set in the same type size. False when the words carry no boxes.
 */
export function stampedLine(words: readonly PlacedWord[], lineIndex: number, text: string): boolean {
  const tokens = new Set(text.split(/\s+/).filter((t) => /[A-Za-z]{2,}/.test(t)));
  const own = words.filter((w) => w.line === lineIndex && tokens.has(w.text));
  if (own.length === 0) return false;
  const page = own[0].page;
  const x0 = Math.min(...own.map((w) => w.x0));
  const x1 = Math.max(...own.map((w) => w.x1));
  const y0 = Math.min(...own.map((w) => w.y0));
  const y1 = Math.max(...own.map((w) => w.y1));
  const h = Math.max(1, Math.min(...own.map((w) => w.y1 - w.y0)));
  const mid = (y0 + y1) / 2;
  const reach = 0.25 * (x1 - x0);
  const near = words.filter(
    (w) =>
      w.page === page &&
      w.line !== lineIndex &&
      // A stamp's lines are set in one type size; a signature in a script face stands taller than the
      // print around it.
      w.y1 - w.y0 >= 0.6 * h &&
      w.y1 - w.y0 <= 1.6 * h &&
      Math.abs(centre(w) - mid) > 0.5 * h &&
      Math.abs(centre(w) - mid) <= 2.2 * h + 0.5 * (y1 - y0) &&
      w.x1 >= x0 - reach &&
      w.x0 <= x1 + reach,
  );
  const rows = new Map<number, PlacedWord[]>();
  for (const w of near) {
    const key = [...rows.keys()].find((k) => Math.abs(k - centre(w)) <= 0.5 * h) ?? centre(w);
    rows.set(key, [...(rows.get(key) ?? []), w]);
  }
  return [...rows.values()].some((row) => {
    const line = row
      .sort((a, b) => a.x0 - b.x0)
      .map((w) => w.text)
      .join(' ');
    return (
      line.length <= 60 &&
      !STARTS_WITH_CAPTION.test(line) &&
      // "48. FOR HEALTH SERVICES USE ONLY": a numbered form's next item, which no stamp prints.
      !/^\d{1,3}\.\s/.test(line) &&
      STAMP_LINE.test(line) &&
      // "License no. / state", "Clinic   Phone": a form's captions, which a stamp does not print alone.
      !captionRow(line) &&
      // A form's row whose values were written over it ("Clinic" printed, "Occupational Health Associates"
      // typed in beside it) comes from two lines of text; a stamp's line is a line of its own.
      new Set(row.map((w) => w.line)).size === 1
    );
  });
}
