// A handwritten signature is ink OCR does not read: tesseract drops a flowing script as a picture, so
// "Examiner signature" comes out with nothing after it although a name is signed on its rule. The page's
// pixels still hold it. Right of a signature caption with no word read beside it, ink that is neither a
// rule nor print OCR read, as wide as a few letters and as tall as half a line, is a signature; the line
// then reads "Examiner signature (signed)". A rule left blank, a dotted leader or a speck is not.
import type Tesseract from 'tesseract.js';
import type { GrayImage } from './layout-analysis';
import { inkLevel } from './layout-analysis';

/** The word a signature's caption ends with ("Examiner signature", "Signature:"). */
const CAPTION = /^signature[:.]?$/i;
/** The holder's own signature is not evidence that an examiner or a vaccinator signed. */
const HOLDER =
  /^(employee|patient|holder|applicant|student|parent|guardian|member|worker|candidate)(?:['’]s)?$/i;
/** What stands for the ink in the text. */
const SIGNED = '(signed)';

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The page's lines, in tesseract's order. */
export function linesOf(page: Tesseract.Page): Tesseract.Line[] {
  return (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
}

/**
 * The extent of the ink in `area` that is not inside a read word's box and not a rule (a row dark over
 * half the area's width, and the rows next to it), or null when there is none. Pixels at or below `dark`
 * are ink.
 */
function inkIn(
  image: GrayImage,
  dark: number,
  area: Box,
  words: readonly Box[],
): { box: Box; columns: number; count: number } | null {
  const { width, pixels } = image;
  // Only the words that reach into the area can cover its pixels.
  const near = words.filter(
    (w) => w.x1 + 2 >= area.x0 && w.x0 - 2 <= area.x1 && w.y1 + 2 >= area.y0 && w.y0 - 2 <= area.y1,
  );
  const masked = (x: number, y: number): boolean =>
    near.some((w) => x >= w.x0 - 2 && x <= w.x1 + 2 && y >= w.y0 - 2 && y <= w.y1 + 2);
  const span = area.x1 - area.x0 + 1;
  const rule = new Set<number>();
  for (let y = area.y0; y <= area.y1; y += 1) {
    let inked = 0;
    for (let x = area.x0; x <= area.x1; x += 1) if (pixels[y * width + x] <= dark) inked += 1;
    if (inked > 0.5 * span) for (const r of [y - 1, y, y + 1]) rule.add(r);
  }
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  let count = 0;
  const columns = new Set<number>();
  for (let y = area.y0; y <= area.y1; y += 1) {
    if (rule.has(y)) continue;
    for (let x = area.x0; x <= area.x1; x += 1) {
      if (pixels[y * width + x] > dark || masked(x, y)) continue;
      count += 1;
      columns.add(x);
      box = box
        ? {
            x0: Math.min(box.x0, x),
            y0: Math.min(box.y0, y),
            x1: Math.max(box.x1, x),
            y1: Math.max(box.y1, y),
          }
        : { x0: x, y0: y, x1: x, y1: y };
    }
  }
  return box ? { box, columns: columns.size, count } : null;
}

/**
 * Marks each signature caption of the page that has ink signed beside it and no word read there: a word
 * `(signed)` is added to its line, over the ink. Returns how many were marked.
 */
export function markUnreadSignatures(image: GrayImage, page: Tesseract.Page): number {
  if (image.width === 0) return 0;
  const lines = linesOf(page);
  const words: Box[] = lines.flatMap((l) => l.words.map((w) => w.bbox));
  const dark = inkLevel(image);
  let marked = 0;
  for (const line of lines) {
    const sorted = [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const at = sorted.findIndex(
      (w, k) => CAPTION.test(w.text) && !(k > 0 && HOLDER.test(sorted[k - 1].text)),
    );
    if (at < 0) continue;
    const caption = sorted[at].bbox;
    const h = Math.max(1, caption.y1 - caption.y0);
    const next = sorted[at + 1]?.bbox;
    // Something read right beside the caption is its value, or the caption's other wording.
    if (next && next.x0 - caption.x1 < 2 * h) continue;
    const area = {
      x0: Math.round(caption.x1 + 0.3 * h),
      x1: Math.round(Math.min(image.width - 1, next ? next.x0 - 0.3 * h : caption.x1 + 15 * h)),
      y0: Math.round(Math.max(0, caption.y0 - 1.6 * h)),
      y1: Math.round(Math.min(image.height - 1, caption.y1 + 0.2 * h)),
    };
    if (area.x1 - area.x0 < 3 * h) continue;
    const ink = inkIn(image, dark, area, words);
    // A name signed: several letters wide, half a line tall at least, with some weight of ink.
    if (!ink || ink.columns < 2.5 * h || ink.box.y1 - ink.box.y0 < 0.5 * h || ink.count < 0.6 * h * h)
      continue;
    const word = { ...sorted[at], text: SIGNED, confidence: 96, bbox: { ...ink.box } } as Tesseract.Word;
    const all = [...line.words, word].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    line.words.splice(0, line.words.length, ...all);
    (line as { text: string }).text = `${all.map((w) => w.text).join(' ')}\n`;
    marked += 1;
  }
  return marked;
}
