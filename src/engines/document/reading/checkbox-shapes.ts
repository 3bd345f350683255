// Tells tick boxes from print among the ink components of a page: a box is a square frame about the
// size of a line of text, whose four sides are (nearly) solid. A box counts as ticked when ink lies inside
// its frame or it is filled. A pen tick often runs across the frame and joins it into one larger, non-square
// component; the frame is then searched for inside that component.
import type { Component } from './components';
import type { GrayImage } from './layout-analysis';

export interface Checkbox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly ticked: boolean;
  /** A solid square rather than a frame (a ■ mark). */
  readonly filled?: boolean;
  /** A ring drawn around an option's word rather than a box before it. */
  readonly circled?: boolean;
}

interface Frame {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

function inkAt(image: GrayImage, threshold: number, x: number, y: number): boolean {
  return image.pixels[y * image.width + x] <= threshold;
}

/** Share of positions along one side of a box where the side's band holds ink. */
function sideCoverage(
  image: GrayImage,
  threshold: number,
  box: Frame,
  side: 'top' | 'bottom' | 'left' | 'right',
): number {
  const horizontal = side === 'top' || side === 'bottom';
  const length = horizontal ? box.x1 - box.x0 + 1 : box.y1 - box.y0 + 1;
  const band = Math.max(2, Math.round(0.18 * length));
  let covered = 0;
  for (let along = 0; along < length; along += 1) {
    for (let depth = 0; depth < band; depth += 1) {
      const x = horizontal ? box.x0 + along : side === 'left' ? box.x0 + depth : box.x1 - depth;
      const y = horizontal ? (side === 'top' ? box.y0 + depth : box.y1 - depth) : box.y0 + along;
      if (inkAt(image, threshold, x, y)) {
        covered += 1;
        break;
      }
    }
  }
  return covered / length;
}

function interiorInk(image: GrayImage, threshold: number, box: Frame): number {
  const inset = Math.max(2, Math.round(0.2 * (box.x1 - box.x0 + 1)));
  let ink = 0;
  let total = 0;
  for (let y = box.y0 + inset; y <= box.y1 - inset; y += 1) {
    for (let x = box.x0 + inset; x <= box.x1 - inset; x += 1) {
      total += 1;
      if (inkAt(image, threshold, x, y)) ink += 1;
    }
  }
  return total ? ink / total : 0;
}

/**
 * Whether each corner of the box holds ink. A printed box has square corners; the bowl of an "o", "a",
 * "e" or "d", which covers its sides nearly as well, is round and leaves them empty.
 */
function squareCorners(image: GrayImage, threshold: number, box: Frame): boolean {
  const side = Math.max(2, Math.round(0.15 * Math.min(box.x1 - box.x0 + 1, box.y1 - box.y0 + 1)));
  const inked = (x0: number, y0: number): boolean => {
    for (let y = y0; y < y0 + side; y += 1)
      for (let x = x0; x < x0 + side; x += 1) if (inkAt(image, threshold, x, y)) return true;
    return false;
  };
  return (
    inked(box.x0, box.y0) &&
    inked(box.x1 - side + 1, box.y0) &&
    inked(box.x0, box.y1 - side + 1) &&
    inked(box.x1 - side + 1, box.y1 - side + 1)
  );
}

/**
 * Whether the box's sides are drawn with a thin pen: at a third and at two thirds of each side, the ink
 * running inwards from the edge is under a fifth of the box at one of the two at least (a tick may
 * cross the other). A bold letter ("o", "B", "D") is drawn with thick strokes.
 */
function thinSides(image: GrayImage, threshold: number, box: Frame): boolean {
  const size = Math.min(box.x1 - box.x0 + 1, box.y1 - box.y0 + 1);
  const limit = Math.max(3, 0.2 * size);
  const run = (x: number, y: number, dx: number, dy: number): number => {
    let length = 0;
    while (length <= limit && inkAt(image, threshold, x + dx * length, y + dy * length)) length += 1;
    return length;
  };
  const at = (from: number, to: number, share: number): number => Math.round(from + (to - from) * share);
  const thin = [1 / 3, 2 / 3].map((share) => [
    run(at(box.x0, box.x1, share), box.y0, 0, 1),
    run(at(box.x0, box.x1, share), box.y1, 0, -1),
    run(box.x0, at(box.y0, box.y1, share), 1, 0),
    run(box.x1, at(box.y0, box.y1, share), -1, 0),
  ]);
  return [0, 1, 2, 3].filter((side) => Math.min(thin[0][side], thin[1][side]) <= limit).length >= 3;
}

function isFrame(image: GrayImage, threshold: number, frame: Frame): boolean {
  return (
    SIDES.every((side) => sideCoverage(image, threshold, frame, side) >= 0.85) &&
    squareCorners(image, threshold, frame) &&
    thinSides(image, threshold, frame)
  );
}

function squareEnough(width: number, height: number, lineHeight: number): boolean {
  if (
    Math.min(width, height) < Math.max(8, 0.35 * lineHeight) ||
    Math.max(width, height) > 1.8 * lineHeight
  ) {
    return false;
  }
  return width / height >= 0.75 && width / height <= 1.33;
}

/** Horizontal ink runs of box-side length inside a component, one per stroke (the first row of each). */
function horizontalRuns(image: GrayImage, threshold: number, area: Frame, lineHeight: number): Frame[] {
  const runs: Frame[] = [];
  const minimum = Math.max(8, 0.35 * lineHeight);
  for (let y = area.y0; y <= area.y1; y += 1) {
    let start = -1;
    for (let x = area.x0; x <= area.x1 + 1; x += 1) {
      const ink = x <= area.x1 && inkAt(image, threshold, x, y);
      if (ink && start < 0) start = x;
      if (!ink && start >= 0) {
        const length = x - start;
        const previous = runs.find(
          (run) => run.y1 === y - 1 && Math.abs(run.x0 - start) <= 2 && Math.abs(run.x1 - (x - 1)) <= 2,
        );
        if (previous) runs[runs.indexOf(previous)] = { ...previous, y1: y };
        else if (length >= minimum && length <= 1.8 * lineHeight)
          runs.push({ x0: start, y0: y, x1: x - 1, y1: y });
        start = -1;
      }
    }
  }
  return runs;
}

/** A square frame inside a larger component (a box with a pen tick across its frame). */
function frameWithin(
  image: GrayImage,
  threshold: number,
  component: Component,
  lineHeight: number,
): Frame | undefined {
  const runs = horizontalRuns(image, threshold, component, lineHeight);
  for (const top of runs) {
    for (const bottom of runs) {
      if (bottom.y0 <= top.y0) continue;
      const tolerance = Math.max(2, 0.15 * (top.x1 - top.x0));
      if (Math.abs(top.x0 - bottom.x0) > tolerance || Math.abs(top.x1 - bottom.x1) > tolerance) continue;
      const frame = {
        x0: Math.min(top.x0, bottom.x0),
        y0: top.y0,
        x1: Math.max(top.x1, bottom.x1),
        y1: bottom.y1,
      };
      if (
        squareEnough(frame.x1 - frame.x0 + 1, frame.y1 - frame.y0 + 1, lineHeight) &&
        isFrame(image, threshold, frame)
      ) {
        return frame;
      }
    }
  }
  return undefined;
}

export function findCheckbox(
  image: GrayImage,
  threshold: number,
  component: Component,
  lineHeight: number,
): Checkbox | undefined {
  const width = component.x1 - component.x0 + 1;
  const height = component.y1 - component.y0 + 1;
  if (squareEnough(width, height, lineHeight)) {
    const filled = component.area / (width * height) > 0.85;
    if (!filled && !isFrame(image, threshold, component)) return undefined;
    const { x0, y0, x1, y1 } = component;
    return { x0, y0, x1, y1, ticked: filled || interiorInk(image, threshold, component) >= 0.06, filled };
  }
  if (Math.max(width, height) > 3 * lineHeight || Math.min(width, height) < 0.35 * lineHeight)
    return undefined;
  const frame = frameWithin(image, threshold, component, lineHeight);
  return frame ? { ...frame, ticked: interiorInk(image, threshold, frame) >= 0.06 } : undefined;
}
