// Reads a PDF page's text layer line by line. Digital forms often draw their tick boxes as small vector
// rectangles (with an X or a tick path inside) rather than as ☒ glyphs, so nothing in the text says which
// box is ticked; the page's vector shapes are collected too and such boxes become `[x]` / `[ ]` tokens
// at their place in the line.
import { normaliseCheckboxes } from './checkboxes';
import { mergeRows } from './text-rows';
import { joinTableRows, rulesOf } from './table-rows';
import type { PlacedChar, RawLine } from './text-rows';
import type { ReadWord } from './types';

type Rect = [number, number, number, number];
type Quad = [number, number, number, number, number, number, number, number];

interface Shape {
  readonly bbox: Rect;
  readonly rectangle: boolean;
  readonly stroked: boolean;
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
    onChar?(c: string, origin: [number, number], font: unknown, size: number, quad: Quad): void;
    endLine?(): void;
    onVector?(bbox: Rect, flags: { isStroked?: boolean; isRectangle?: boolean }, color: unknown): void;
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

function lineText(chars: readonly PlacedChar[], boxes: readonly Box[]): string {
  if (boxes.length === 0) return chars.map((char) => char.c).join('');
  const tokens: { x: number; text: string }[] = chars
    .filter(
      (char) => !boxes.some((box) => inside([(char.x0 + char.x1) / 2, (char.y0 + char.y1) / 2], box.bbox)),
    )
    .map((char) => ({ x: char.x0, text: char.c }));
  for (const box of boxes) tokens.push({ x: box.bbox[0], text: box.ticked ? ' [x] ' : ' [ ] ' });
  tokens.sort((a, b) => a.x - b.x);
  return tokens
    .map((token) => token.text)
    .join('')
    .replace(/ {2,}(?=\[[x ]\])|(?<=\[[x ]\]) {2,}/g, ' ');
}

/** The line level with the box and horizontally closest to it (columns can share a baseline). */
function nearestLine(lines: readonly PlacedChar[][], box: Box): PlacedChar[] | undefined {
  const [, cy] = centreOf(box.bbox);
  let best: PlacedChar[] | undefined;
  let bestGap = Infinity;
  for (const chars of lines) {
    if (!chars.some((char) => cy >= char.y0 && cy <= char.y1)) continue;
    const left = Math.min(...chars.map((char) => char.x0));
    const right = Math.max(...chars.map((char) => char.x1));
    const gap = Math.max(0, left - box.bbox[2], box.bbox[0] - right);
    if (gap < bestGap) {
      best = chars;
      bestGap = gap;
    }
  }
  return best;
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
    onChar: (c, origin, _font, size, quad) => {
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
      });
    },
    endLine: () => {
      if (current.length > 0) rawLines.push({ chars: current, baseline, block });
    },
    onVector: (bbox, flags) => {
      shapes.push({ bbox, rectangle: flags.isRectangle === true, stroked: flags.isStroked === true });
    },
  });
  const rows = mergeRows(rawLines);
  const sizes = rows.flatMap((line) => line.map((char) => char.size)).sort((a, b) => a - b);
  const textSize = sizes.length ? sizes[Math.floor(sizes.length / 2)] : 12;
  const lines = joinTableRows(rows, rulesOf(shapes), textSize);
  const allChars = lines.flat();
  const boxes = shapes.length ? findBoxes(shapes, allChars, textSize) : [];

  const byLine = new Map<PlacedChar[], Box[]>();
  for (const box of boxes) {
    const line = nearestLine(lines, box);
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
