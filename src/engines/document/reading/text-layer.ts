// Reads a PDF page's text layer line by line. Digital forms often draw their tick boxes as small vector
// rectangles (with an X or a tick path inside) rather than as ☒ glyphs, so nothing in the text says which
// box is ticked; the page's vector shapes are collected too and such boxes become `[x]` / `[ ]` tokens
// at their place in the line. A ring drawn around an option is a `[x]` before the words it encloses;
// letters struck through are left out.
import { normaliseCheckboxes } from './checkboxes';
import { inReadingOrder, mergeRows } from './text-rows';
import { struckChars } from './struck-words';
import { joinTableRows, rulesOf, tableRowFinder } from './table-rows';
import type { PlacedChar, RawLine } from './text-rows';
import type { ReadWord } from './types';

type Rect = [number, number, number, number];
type Quad = [number, number, number, number, number, number, number, number];

interface Shape {
  readonly bbox: Rect;
  readonly rectangle: boolean;
  readonly stroked: boolean;
  /** Luminance of its colour, 0 (black) to 1 (white). */
  readonly light: number;
}

interface Box {
  readonly bbox: Rect;
  readonly ticked: boolean;
}

/** The part of MuPDF's StructuredText this module uses. */
export interface WalkableText {
  walk(walker: {
    beginTextBlock?(bbox: Rect): void;
    onImageBlock?(bbox: Rect, transform: unknown, image: unknown): void;
    beginLine?(bbox: Rect, wmode: number, direction: [number, number]): void;
    onChar?(
      c: string,
      origin: [number, number],
      font: unknown,
      size: number,
      quad: Quad,
      color?: readonly number[],
    ): void;
    endLine?(): void;
    onVector?(
      bbox: Rect,
      flags: { isStroked?: boolean; isRectangle?: boolean },
      color?: readonly number[],
    ): void;
  }): void;
}

/** MuPDF structured-text options that make `walk` report vector shapes. */
export const TEXT_LAYER_OPTIONS = 'preserve-whitespace,vectors,preserve-images';

export interface TextLayer {
  readonly lines: string[];
  /** The words of each line of `lines`, with their boxes. */
  readonly words: ReadWord[][];
  /** Bounding boxes of the images drawn on the page (a scan under a thin text overlay). */
  readonly images: Rect[];
}

const centreOf = (bbox: Rect): [number, number] => [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
const inside = (point: [number, number], bbox: Rect): boolean =>
  point[0] >= bbox[0] && point[0] <= bbox[2] && point[1] >= bbox[1] && point[1] <= bbox[3];

function findBoxes(shapes: readonly Shape[], chars: readonly PlacedChar[], textSize: number): Box[] {
  const boxes: Box[] = [];
  for (const shape of shapes) {
    const [x0, y0, x1, y1] = shape.bbox;
    const width = x1 - x0;
    const height = y1 - y0;
    if (!shape.rectangle || width / height < 0.75 || width / height > 1.33) continue;
    if (Math.min(width, height) < 0.35 * textSize || Math.max(width, height) > 2 * textSize) continue;
    // A square mark drawn inside a box is the box's tick, not a box of its own.
    const enclosed = shapes.some(
      (other) =>
        other.rectangle &&
        other.bbox[2] - other.bbox[0] > width &&
        other.bbox[2] - other.bbox[0] <= 2 * textSize &&
        inside(centreOf(shape.bbox), other.bbox),
    );
    if (enclosed) continue;
    const marked =
      !shape.stroked ||
      shapes.some((other) => other !== shape && inside(centreOf(other.bbox), shape.bbox)) ||
      chars.some(
        (char) =>
          char.c.trim() !== '' && inside([(char.x0 + char.x1) / 2, (char.y0 + char.y1) / 2], shape.bbox),
      );
    boxes.push({ bbox: shape.bbox, ticked: marked });
  }
  return boxes;
}

/**
 * The line's text with each box's token before the character it stands before: the nearest one to its
 * right at its height. The characters keep their order: a ruled table row's cells are read top to bottom
 * (table-rows.ts), so a cell's two lines of options ("☐ Pfizer  ☐ Moderna" over "☐ Janssen") follow one
 * another, where sorting the whole row by position would interleave their letters.
 */
function lineText(chars: readonly PlacedChar[], boxes: readonly Box[]): string {
  if (boxes.length === 0) return chars.map((char) => char.c).join('');
  const kept = chars.filter(
    (char) => !boxes.some((box) => inside([(char.x0 + char.x1) / 2, (char.y0 + char.y1) / 2], box.bbox)),
  );
  const before = new Map<number, string[]>();
  for (const box of [...boxes].sort((a, b) => a.bbox[0] - b.bbox[0])) {
    const [, cy] = centreOf(box.bbox);
    const height = Math.max(1, box.bbox[3] - box.bbox[1]);
    let at = kept.length;
    let gap = Infinity;
    kept.forEach((char, k) => {
      const level = cy >= char.y0 - 0.5 * height && cy <= char.y1 + 0.5 * height;
      const d = char.x0 - box.bbox[0];
      if (level && d >= -0.5 * height && d < gap && char.c.trim() !== '') {
        at = k;
        gap = d;
      }
    });
    before.set(at, [...(before.get(at) ?? []), box.ticked ? ' [x] ' : ' [ ] ']);
  }
  const text = kept.map((char, k) => (before.get(k)?.join('') ?? '') + char.c).join('');
  return (text + (before.get(kept.length)?.join('') ?? '')).replace(
    / {2,}(?=\[[x ]\])|(?<=\[[x ]\]) {2,}/g,
    ' ',
  );
}

/** Luminance of a gray, RGB or CMYK colour (0 black … 1 white); black when unknown. */
export function luminance(color: readonly number[] | undefined): number {
  if (!color || color.length === 0) return 0;
  if (color.length === 1) return color[0];
  if (color.length === 3) return 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2];
  if (color.length === 4) {
    const [c, m, y, k] = color;
    return 0.2126 * (1 - c) * (1 - k) + 0.7152 * (1 - m) * (1 - k) + 0.0722 * (1 - y) * (1 - k);
  }
  return 0;
}

/**
 * A ring drawn around an option ("Result (circle one): (Negative) Positive"): a round shape hugging one
 * word or two on one line. An outline counts; a filled shape counts only where it is dark under dark
 * text (a ring painted as the band between two ellipses), never as a coloured chip behind light text.
 * It becomes a ticked mark just left of the words it encloses, which keep their text.
 */
function findRings(shapes: readonly Shape[], chars: readonly PlacedChar[], textSize: number): Box[] {
  const rings: Box[] = [];
  for (const shape of shapes) {
    if (shape.rectangle) continue;
    const [x0, y0, x1, y1] = shape.bbox;
    const height = y1 - y0;
    if (height < 0.8 * textSize || height > 3.5 * textSize || x1 - x0 < 0.8 * height) continue;
    // Letters wholly within the ring: a line below or above whose tops reach into its box is not ringed.
    const enclosed = chars.filter(
      (char) =>
        char.c.trim() !== '' &&
        inside([(char.x0 + char.x1) / 2, (char.y0 + char.y1) / 2], shape.bbox) &&
        char.y0 >= y0 - 1 &&
        char.y1 <= y1 + 1,
    );
    if (enclosed.length < 2 || enclosed.length > 24) continue;
    const top = Math.min(...enclosed.map((char) => char.y0));
    const bottom = Math.max(...enclosed.map((char) => char.y1));
    const tallest = Math.max(...enclosed.map((char) => char.y1 - char.y0));
    if (bottom - top > 1.6 * tallest) continue;
    const span = Math.max(...enclosed.map((char) => char.x1)) - Math.min(...enclosed.map((char) => char.x0));
    if (x1 - x0 > span + 3 * tallest) continue;
    const outline = shape.stroked || (shape.light < 0.6 && enclosed.every((char) => (char.light ?? 0) < 0.5));
    if (!outline) continue;
    const middle = (top + bottom) / 2;
    rings.push({ bbox: [x0, middle - 0.01, x0 + 0.01, middle + 0.01], ticked: true });
  }
  return rings;
}

/**
 * The line level with the box and horizontally closest to it (columns can share a baseline); of lines
 * that reach it alike, the one whose letters are centred nearest the box's height: a handwritten value's
 * tall glyphs on the row above reach down to the box too.
 */
function nearestLine(
  lines: readonly PlacedChar[][],
  box: Box,
  boxes: readonly Box[],
): PlacedChar[] | undefined {
  const [, cy] = centreOf(box.bbox);
  const near = 2 * (box.bbox[2] - box.bbox[0]);
  // A line of nothing but the marks drawn in boxes (a row of "✓" glyphs) is an option's line only when
  // no other is level with the box: then the boxes make a row of their own, under their options.
  const marksOnly = (chars: readonly PlacedChar[]): boolean =>
    chars.every(
      (char) =>
        char.c.trim() === '' ||
        boxes.some((b) => inside([(char.x0 + char.x1) / 2, (char.y0 + char.y1) / 2], b.bbox)),
    );
  let best: PlacedChar[] | undefined;
  let bestScore: readonly [number, number, number] = [Infinity, Infinity, Infinity];
  for (const chars of lines) {
    if (!chars.some((char) => cy >= char.y0 && cy <= char.y1)) continue;
    const left = Math.min(...chars.map((char) => char.x0));
    const right = Math.max(...chars.map((char) => char.x1));
    const gap = Math.max(0, left - box.bbox[2], box.bbox[0] - right);
    const centres = chars.map((char) => (char.y0 + char.y1) / 2).sort((a, b) => a - b);
    const score = [
      marksOnly(chars) ? 1 : 0,
      gap <= near ? 0 : gap,
      Math.abs(centres[Math.floor(centres.length / 2)] - cy),
    ] as const;
    const k = score.findIndex((v, i) => v !== bestScore[i]);
    if (k >= 0 && score[k] < bestScore[k]) {
      best = chars;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The lines of a page without the copies painted over them: a text drawn twice on one baseline (bold made
 * by printing twice, a browser's shadow or outline of a handwriting font, drawn again in a font of its
 * own with other glyph boxes) is one text to a reader.
 */
function withoutOverprints(lines: readonly RawLine[]): RawLine[] {
  const seen = new Map<string, RawLine[]>();
  return lines.filter((line) => {
    const text = line.chars.map((char) => char.c).join('');
    if (!text.trim()) return true;
    const near = 0.3 * line.chars[0].size;
    const copies = seen.get(text) ?? [];
    const copy = (other: RawLine): boolean =>
      Math.abs(other.chars[0].x0 - line.chars[0].x0) <= near &&
      Math.abs(other.baseline - line.baseline) <= near;
    if (copies.some(copy)) return false;
    seen.set(text, [...copies, line]);
    return true;
  });
}

/**
 * Lines painted in turns on one baseline, their letters between each other's (a code written one
 * character per box, its characters painted in two passes), made one line in left-to-right order.
 */
function interleavedJoined(lines: readonly RawLine[]): RawLine[] {
  const out: RawLine[] = [];
  const printed = (line: RawLine) => line.chars.filter((char) => char.c.trim() !== '');
  for (const line of lines) {
    const mine = printed(line);
    const k = out.findIndex((other) => {
      const theirs = printed(other);
      if (mine.length === 0 || theirs.length === 0) return false;
      if (Math.abs(other.baseline - line.baseline) > 0.15 * mine[0].size) return false;
      const [a0, a1] = [Math.min(...mine.map((c) => c.x0)), Math.max(...mine.map((c) => c.x1))];
      const [b0, b1] = [Math.min(...theirs.map((c) => c.x0)), Math.max(...theirs.map((c) => c.x1))];
      if (Math.min(a1, b1) <= Math.max(a0, b0)) return false;
      return !mine.some((c) =>
        theirs.some((o) => Math.min(c.x1, o.x1) - Math.max(c.x0, o.x0) > 0.2 * (c.x1 - c.x0)),
      );
    });
    if (k < 0) {
      out.push(line);
      continue;
    }
    const chars = [...printed(out[k]), ...mine].sort((a, b) => a.x0 - b.x0);
    const spaced: PlacedChar[] = [];
    for (const char of chars) {
      const last = spaced[spaced.length - 1];
      if (last && char.x0 - last.x1 > 0.25 * char.size)
        spaced.push({ ...last, c: ' ', x0: last.x1, x1: char.x0 });
      spaced.push(char);
    }
    out[k] = { ...out[k], chars: spaced };
  }
  return out;
}

export function readTextLayer(stext: WalkableText): TextLayer {
  const rawLines: RawLine[] = [];
  const shapes: Shape[] = [];
  const images: Rect[] = [];
  let current: PlacedChar[] = [];
  let baseline = 0;
  let block = 0;
  stext.walk({
    beginTextBlock: () => {
      block += 1;
    },
    onImageBlock: (bbox) => {
      images.push(bbox);
    },
    beginLine: () => {
      current = [];
    },
    onChar: (c, origin, _font, size, quad, color) => {
      if (current.length === 0) baseline = origin[1];
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      current.push({
        c,
        x0: Math.min(...xs),
        x1: Math.max(...xs),
        y0: Math.min(...ys),
        y1: Math.max(...ys),
        size,
        light: luminance(color),
        baseline: origin[1],
      });
    },
    endLine: () => {
      if (current.length > 0) rawLines.push({ chars: current, baseline, block });
    },
    onVector: (bbox, flags, color) => {
      shapes.push({
        bbox,
        rectangle: flags.isRectangle === true,
        stroked: flags.isStroked === true,
        light: luminance(color),
      });
    },
  });
  const ordered = inReadingOrder(interleavedJoined(withoutOverprints(rawLines)));
  const sizes = ordered.flatMap((line) => line.chars.map((char) => char.size)).sort((a, b) => a - b);
  const textSize = sizes.length ? sizes[Math.floor(sizes.length / 2)] : 12;
  const rules = rulesOf(shapes);
  // A ruled table's row is read as a unit: text beside the table on its baseline (a card's panel left
  // of its table of doses) is no cell of it.
  const rowOf = tableRowFinder(rules, textSize, true);
  const rows = mergeRows(ordered, (a, b) => rowOf(a.chars) !== rowOf(b.chars));
  // Struck-out letters are not read (struck-words.ts).
  const struck = shapes.length ? struckChars(shapes, rows.flat(), textSize) : new Set<PlacedChar>();
  const lines = joinTableRows(rows, rules, textSize)
    .map((chars) => (struck.size ? chars.filter((char) => !struck.has(char)) : chars))
    .filter((chars) => chars.some((char) => char.c.trim() !== ''));
  const allChars = lines.flat();
  const boxes = shapes.length
    ? [...findBoxes(shapes, allChars, textSize), ...findRings(shapes, allChars, textSize)]
    : [];

  const byLine = new Map<PlacedChar[], Box[]>();
  for (const box of boxes) {
    const line = nearestLine(lines, box, boxes);
    if (line) byLine.set(line, [...(byLine.get(line) ?? []), box]);
  }
  const texts: string[] = [];
  const words: ReadWord[][] = [];
  for (const chars of lines) {
    const lineBoxes = byLine.get(chars) ?? [];
    const text = normaliseCheckboxes(lineText(chars, lineBoxes).replace(/\s+$/, ''));
    if (text.length === 0) continue;
    texts.push(text);
    const drawn = lineBoxes.map((box) => ({
      text: box.ticked ? '[x]' : '[ ]',
      x0: box.bbox[0],
      y0: box.bbox[1],
      x1: box.bbox[2],
      y1: box.bbox[3],
      confidence: 100,
    }));
    words.push([...wordsOf(chars), ...drawn].sort((a, b) => a.x0 - b.x0));
  }
  return { lines: texts, words, images };
}

/** Characters grouped into words: a space, or a gap wider than half the type size, ends a word. */
export function wordsOf(chars: readonly PlacedChar[]): ReadWord[] {
  const words: ReadWord[] = [];
  let current: PlacedChar[] = [];
  const flush = () => {
    const text = current.map((char) => char.c).join('');
    if (/\S/.test(text)) {
      words.push({
        text,
        x0: Math.min(...current.map((char) => char.x0)),
        y0: Math.min(...current.map((char) => char.y0)),
        x1: Math.max(...current.map((char) => char.x1)),
        y1: Math.max(...current.map((char) => char.y1)),
        confidence: 100,
      });
    }
    current = [];
  };
  for (const char of chars) {
    const previous = current[current.length - 1];
    if (/\s/.test(char.c)) {
      flush();
      continue;
    }
    if (previous && char.x0 - previous.x1 > 0.5 * char.size) flush();
    current.push(char);
  }
  flush();
  return words;
}
