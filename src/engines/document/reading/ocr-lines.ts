// Turns tesseract's words into the lines of a read page, placing the tick boxes found in the image as
// `[x]` / `[ ]` tokens where they stand on their line (tesseract itself drops a drawn box, or reads it
// as noise such as "IX" or "[1" that is replaced here).
import type Tesseract from 'tesseract.js';
import { normaliseCheckboxes } from './checkboxes';
import type { Checkbox } from './page-cleanup';
import type { ReadLine } from './types';

export interface CollectedText {
  readonly lines: readonly ReadLine[];
  /** Mean word confidence weighted by word length, 0–100; 0 when nothing was read. */
  readonly confidence: number;
}

interface Token {
  readonly x: number;
  readonly text: string;
}

function overlapShare(word: Tesseract.Bbox, box: Checkbox): number {
  const overlap = Math.min(word.x1, box.x1) - Math.max(word.x0, box.x0);
  return overlap <= 0 ? 0 : overlap / Math.max(1, word.x1 - word.x0);
}

/** The line whose vertical extent holds the box's centre, nearest centre first. */
function lineOf(lines: readonly Tesseract.Line[], box: Checkbox): Tesseract.Line | undefined {
  const centre = (box.y0 + box.y1) / 2;
  let best: Tesseract.Line | undefined;
  let distance = Infinity;
  for (const line of lines) {
    if (centre < line.bbox.y0 - 2 || centre > line.bbox.y1 + 2) continue;
    const d = Math.abs((line.bbox.y0 + line.bbox.y1) / 2 - centre);
    if (d < distance) {
      best = line;
      distance = d;
    }
  }
  return best;
}

/** The median height of a line's words. */
function wordHeight(line: Tesseract.Line): number {
  const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  return heights.length > 0 ? heights[Math.floor(heights.length / 2)] : 0;
}

/**
 * A box shape inside a word read with confidence is a letter of it (a bold "D", an "O" of a heading),
 * not a tick box: a box is never printed within a word.
 */
function insideWord(line: Tesseract.Line, box: Checkbox): boolean {
  const width = Math.max(1, box.x1 - box.x0);
  return line.words.some((word) => {
    const overlap = Math.min(word.bbox.x1, box.x1) - Math.max(word.bbox.x0, box.x0);
    if (overlap / width < 0.6) return false;
    if (word.text.length > 3) return word.confidence >= 50 && /[A-Za-z0-9]{3}/.test(word.text);
    // A short word read with high confidence ("He", "in", "on") is a word; a box read as text comes out
    // as "IX", "LI", "O" or the like.
    return (
      word.confidence >= 85 &&
      /^[A-Za-z]{2,3}[.,;:]?$/.test(word.text) &&
      !/^(ix|lx|li|il|ll|oo|xi|x)$/i.test(word.text.replace(/[.,;:]$/, ''))
    );
  });
}

/** The word a ring encloses: one of two letters or more, standing mostly inside the ring's box. */
function enclosedWord(line: Tesseract.Line, ring: Checkbox): Tesseract.Word | undefined {
  const padX = 0.15 * (ring.x1 - ring.x0);
  const padY = 0.3 * (ring.y1 - ring.y0);
  return line.words.find((word) => {
    const { x0, y0, x1, y1 } = word.bbox;
    const letters = word.text.replace(/[^A-Za-z0-9]/g, '');
    return (
      letters.length >= 2 &&
      x0 >= ring.x0 - padX &&
      x1 <= ring.x1 + padX &&
      y0 >= ring.y0 - padY &&
      y1 <= ring.y1 + padY
    );
  });
}

/**
 * A box tesseract read as a short "word" ("IX", "[1") is that box, and the box's token replaces it. A
 * ring encloses its option's word, which stays.
 */
function replacedByBox(word: Tesseract.Word, boxes: readonly Checkbox[]): boolean {
  return boxes.some((box) => !box.circled && overlapShare(word.bbox, box) > 0.5 && word.text.length <= 3);
}

function lineText(line: Tesseract.Line, boxes: readonly Checkbox[]): string {
  if (boxes.length === 0) return line.text.replace(/\s+/g, ' ');
  const tokens: Token[] = line.words
    .filter((word) => !replacedByBox(word, boxes))
    .map((word) => ({ x: word.bbox.x0, text: word.text }));
  for (const box of boxes) {
    // A ring's mark goes before the word it encloses ("[x] YES"), whatever its left edge.
    const x = box.circled ? Math.min(box.x0, (enclosedWord(line, box)?.bbox.x0 ?? box.x0) - 0.5) : box.x0;
    tokens.push({ x, text: box.ticked ? '[x]' : '[ ]' });
  }
  tokens.sort((a, b) => a.x - b.x);
  return tokens.map((token) => token.text).join(' ');
}

/**
 * A row of boxes on no line of text of its own, printed under a row of options ("Medical   Religious"
 * over "☐   ☒") or in the cells under a table's captions: each box marks the option over it, so it joins
 * that line, placed just before the option's first word (the words of one cell are less than a letter
 * height or so apart). Only a row of two boxes or more whose every box stands under a different option
 * of one line, within a few box heights.
 */
function optionsOverBoxes(
  lines: readonly Tesseract.Line[],
  orphans: readonly Checkbox[],
): Map<Tesseract.Line, Checkbox[]> {
  const placed = new Map<Tesseract.Line, Checkbox[]>();
  const rows: Checkbox[][] = [];
  for (const box of [...orphans].sort((a, b) => a.x0 - b.x0)) {
    const h = box.y1 - box.y0;
    const row = rows.find((r) => Math.abs((r[0].y0 + r[0].y1) / 2 - (box.y0 + box.y1) / 2) <= 0.5 * h);
    if (row) row.push(box);
    else rows.push([box]);
  }
  for (const row of rows) {
    if (row.length < 2) continue;
    const h = Math.max(...row.map((b) => b.y1 - b.y0));
    const top = Math.min(...row.map((b) => b.y0));
    const line = lines
      .filter((l) => l.bbox.y1 <= top + 0.3 * h && top - l.bbox.y1 <= 2.5 * h)
      .sort((a, b) => b.bbox.y1 - a.bbox.y1)[0];
    if (!line) continue;
    const words = line.words.filter((w) => w.text.trim().length > 0).sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const starts: number[] = [];
    words.forEach((w, k) => {
      const gap = k === 0 ? Infinity : w.bbox.x0 - words[k - 1].bbox.x1;
      if (gap > 1.2 * Math.max(h, w.bbox.y1 - w.bbox.y0)) starts.push(k);
    });
    const marks: Checkbox[] = [];
    const used = new Set<number>();
    for (const box of row) {
      const centre = (box.x0 + box.x1) / 2;
      const s = starts.findIndex((start, j) => {
        const end = (starts[j + 1] ?? words.length) - 1;
        return words[start].bbox.x0 - h <= centre && centre <= words[end].bbox.x1 + h;
      });
      if (s < 0 || used.has(s)) break;
      used.add(s);
      // The box's token is placed where the option starts; its size is kept off every word.
      const x = words[starts[s]].bbox.x0 - 1;
      marks.push({ ...box, x0: x, x1: x, y0: line.bbox.y0, y1: line.bbox.y1 });
    }
    if (marks.length === row.length) placed.set(line, [...(placed.get(line) ?? []), ...marks]);
  }
  return placed;
}

export function collectLines(page: Tesseract.Page, checkboxes: readonly Checkbox[]): CollectedText {
  const blockOf = new Map<Tesseract.Line, number>();
  (page.blocks ?? []).forEach((block, b) =>
    block.paragraphs.forEach((paragraph) => paragraph.lines.forEach((line) => blockOf.set(line, b))),
  );
  const ocrLines = [...blockOf.keys()];
  const boxesByLine = new Map<Tesseract.Line, Checkbox[]>();
  const orphans: Checkbox[] = [];
  for (const box of checkboxes) {
    const line = lineOf(ocrLines, box);
    if (line && !box.circled && insideWord(line, box)) continue;
    // A solid square much smaller than the line's words is a printed dot ("ON HOLD · INACTIVE"), no box.
    if (line && box.filled && box.y1 - box.y0 < 0.4 * wordHeight(line)) continue;
    // A ring marks the word it encloses, and nothing else: without a word inside it is a stray shape.
    if (box.circled && !(line && enclosedWord(line, box))) continue;
    if (line) boxesByLine.set(line, [...(boxesByLine.get(line) ?? []), box]);
    else if (!box.circled) orphans.push(box);
  }
  for (const [line, boxes] of optionsOverBoxes(ocrLines, orphans))
    boxesByLine.set(line, [...(boxesByLine.get(line) ?? []), ...boxes]);
  // A table's row that opens with its own label ("QuantiFERON  ☒ ☐ ☐" under "Test name  Negative
  // Positive  Indeterminate"): its boxes, all right of its words, mark the options over them.
  for (const [line, boxes] of [...boxesByLine]) {
    const words = line.words.filter((word) => word.text.trim().length > 0 && !replacedByBox(word, boxes));
    if (boxes.length < 2 || boxes.some((b) => b.circled) || words.length === 0) continue;
    if (Math.max(...words.map((w) => w.bbox.x1)) >= Math.min(...boxes.map((b) => b.x0))) continue;
    const moved = optionsOverBoxes(
      ocrLines.filter((l) => l !== line),
      boxes,
    );
    if ([...moved.values()].reduce((n, marks) => n + marks.length, 0) !== boxes.length) continue;
    boxesByLine.delete(line);
    for (const [over, marks] of moved) boxesByLine.set(over, [...(boxesByLine.get(over) ?? []), ...marks]);
  }
  const lines: ReadLine[] = [];
  const blocks: number[] = [];
  let weighted = 0;
  let characters = 0;
  for (const line of ocrLines) {
    const words = line.words.filter((word) => word.text.trim().length > 0);
    if (words.length === 0) continue;
    const text = normaliseCheckboxes(lineText(line, boxesByLine.get(line) ?? []));
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
    const boxes = boxesByLine.get(line) ?? [];
    blocks.push(blockOf.get(line) ?? -1);
    lines.push({
      text,
      confidence: Math.round((lineWeighted / lineCharacters) * 10) / 10,
      // Boxes found in a scan stay in the text only: the detector also finds box-like shapes inside
      // letters, which the text stage's clean-up of stray boxes removes and a word list would not.
      words: words
        .filter((word) => !replacedByBox(word, boxes))
        .map((word) => ({ text: word.text, ...word.bbox, confidence: word.confidence })),
    });
  }
  return {
    lines: tableColumnsJoined(lines, blocks),
    confidence: characters ? Math.round((weighted / characters) * 10) / 10 : 0,
  };
}

interface Extent {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

function extentOf(line: ReadLine): Extent | null {
  const words = line.words ?? [];
  if (words.length === 0) return null;
  return {
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

/** Side by side on one row: their middles level within half the smaller height, their spans apart. */
function sameRow(a: Extent, b: Extent): boolean {
  const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) <= 0.5 * h && (a.x1 <= b.x0 || b.x1 <= a.x0);
}

/**
 * Tesseract reads a table whose columns stand apart as one block per column: the dates, then the
 * vaccines, then the clinics, each a list of its own, and a row's cells end up far apart in the text.
 * Two blocks are columns of one table when most lines of the shorter one stand on the row of a line of
 * the other (two columns of prose rarely keep step line for line); their lines are then put back
 * together as rows, left to right, where the first of those blocks stood.
 */
export function tableColumnsJoined(lines: readonly ReadLine[], blocks: readonly number[]): ReadLine[] {
  const extents = lines.map(extentOf);
  const members = new Map<number, number[]>();
  blocks.forEach((b, i) => {
    if (b >= 0 && extents[i]) members.set(b, [...(members.get(b) ?? []), i]);
  });
  const ids = [...members.keys()];
  const parent = new Map(ids.map((b) => [b, b]));
  const root = (b: number): number => (parent.get(b) === b ? b : root(parent.get(b)!));
  for (let p = 0; p < ids.length; p++)
    for (let q = p + 1; q < ids.length; q++) {
      const [a, b] = [members.get(ids[p])!, members.get(ids[q])!];
      const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
      if (shorter.length < 2) continue;
      const paired = shorter.filter((i) => longer.some((j) => sameRow(extents[i]!, extents[j]!))).length;
      if (paired >= 2 && paired >= 0.4 * shorter.length) parent.set(root(ids[q]), root(ids[p]));
    }
  const groups = new Map<number, number[]>();
  for (const b of ids) groups.set(root(b), [...(groups.get(root(b)) ?? []), ...members.get(b)!]);
  const tables = [...groups.values()].filter((g) => new Set(g.map((i) => blocks[i])).size >= 2);
  // A cell tesseract took for a block of its own (one line, a few words) joins the table it stands in.
  const inTable = new Set(tables.flat());
  lines.forEach((line, i) => {
    if (inTable.has(i) || !extents[i] || line.text.split(/\s+/).length > 8) return;
    const table = tables.find((g) =>
      g.some((j) => blocks[j] !== blocks[i] && sameRow(extents[i]!, extents[j]!)),
    );
    if (table) {
      table.push(i);
      inTable.add(i);
    }
  });
  const joined = new Map<number, ReadLine[]>();
  const skip = new Set<number>();
  for (const group of tables) {
    const rows: number[][] = [];
    for (const i of [...group].sort((a, b) => extents[a]!.y0 - extents[b]!.y0)) {
      const row = rows.find((r) => r.some((j) => sameRow(extents[i]!, extents[j]!)));
      if (row) row.push(i);
      else rows.push([i]);
    }
    joined.set(
      Math.min(...group),
      rows.map((row) => {
        const cells = row.sort((a, b) => extents[a]!.x0 - extents[b]!.x0).map((i) => lines[i]);
        const size = cells.reduce((sum, c) => sum + c.text.length, 0);
        return {
          text: cells.map((c) => c.text).join('   '),
          confidence:
            Math.round((cells.reduce((sum, c) => sum + c.confidence * c.text.length, 0) / size) * 10) / 10,
          words: cells.flatMap((c) => c.words ?? []),
        };
      }),
    );
    for (const i of group) skip.add(i);
  }
  return lines.flatMap((line, i) => joined.get(i) ?? (skip.has(i) ? [] : [line]));
}

/** Box coordinates after the page image was turned by 180 degrees. */
export function turnBoxes(boxes: readonly Checkbox[], width: number, height: number): Checkbox[] {
  return boxes.map((box) => ({
    x0: width - 1 - box.x1,
    y0: height - 1 - box.y1,
    x1: width - 1 - box.x0,
    y1: height - 1 - box.y0,
    ticked: box.ticked,
  }));
}
