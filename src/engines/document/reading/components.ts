// Connected groups of dark pixels (8-connected) in a page image: the unit in which specks of scanner
// noise are told from print, and tick boxes from letters.
import type { GrayImage } from './layout-analysis';
import { paperAt, paperWords } from './paper-words';

export interface Component {
  readonly label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

export interface Labelled {
  /** Component label per pixel, 0 for background. */
  readonly labels: Int32Array;
  readonly components: readonly Component[];
  /** One more than the largest label, for arrays indexed by label. */
  readonly labelCount: number;
  /** Each row's first and last ink column (first > last: a row without ink), for passes over the ink. */
  readonly rowFirst: Int32Array;
  readonly rowLast: Int32Array;
}

function find(parents: Int32Array, label: number): number {
  let root = label;
  while (parents[root] !== root) root = parents[root];
  while (parents[label] !== root) {
    const next = parents[label];
    parents[label] = root;
    label = next;
  }
  return root;
}

function union(parents: Int32Array, a: number, b: number): number {
  const rootA = find(parents, a);
  const rootB = find(parents, b);
  if (rootA === rootB) return rootA;
  // The lower root stays (no pair is built: this runs for most ink pixels of a page).
  if (rootA < rootB) {
    parents[rootB] = rootA;
    return rootA;
  }
  parents[rootA] = rootB;
  return rootB;
}

/** `label` (0 or a root) joined with a neighbour's label (0 when the neighbour is background). */
function joined(parents: Int32Array, label: number, neighbour: number): number {
  if (neighbour === 0) return label;
  return label === 0 ? find(parents, neighbour) : union(parents, label, neighbour);
}

/** Two-pass labelling with union-find; pixels at or below `threshold` are ink. */
export function labelComponents(image: GrayImage, threshold: number): Labelled {
  const { pixels, width, height } = image;
  const labels = new Int32Array(width * height);
  let parents = new Int32Array(1024);
  let next = 1;
  // The first and last ink column of each row (first > last: none): the second pass visits only those.
  const rowFirst = new Int32Array(height).fill(width);
  const rowLast = new Int32Array(height).fill(-1);
  const paper = paperWords(pixels, threshold);
  for (let y = 0; y < height; y += 1) {
    const rowEnd = (y + 1) * width;
    for (let index = y * width; index < rowEnd; index += 1) {
      if (paperAt(paper, index, rowEnd)) {
        index += 3;
        continue;
      }
      if (pixels[index] > threshold) continue;
      const x = index - y * width;
      if (x < rowFirst[y]) rowFirst[y] = x;
      rowLast[y] = x;
      // The four neighbours already visited: left, up-left, up, up-right.
      let label = x > 0 ? labels[index - 1] : 0;
      if (label !== 0) label = find(parents, label);
      if (y > 0) {
        const above = index - width;
        if (x > 0) label = joined(parents, label, labels[above - 1]);
        label = joined(parents, label, labels[above]);
        if (x + 1 < width) label = joined(parents, label, labels[above + 1]);
      }
      if (label === 0) {
        if (next >= parents.length) {
          const grown = new Int32Array(parents.length * 2);
          grown.set(parents);
          parents = grown;
        }
        parents[next] = next;
        label = next;
        next += 1;
      }
      labels[index] = label;
    }
  }
  // Components by root label (an array: looked up for every ink pixel), listed in the order their
  // first pixels come.
  const byRoot: Array<Component | undefined> = new Array<Component | undefined>(next);
  const components: Component[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = rowFirst[y], index = y * width + x; x <= rowLast[y]; x += 1, index += 1) {
      if (labels[index] === 0) continue;
      const root = find(parents, labels[index]);
      labels[index] = root;
      const component = byRoot[root];
      if (!component) {
        const first = { label: root, x0: x, y0: y, x1: x, y1: y, area: 1 };
        byRoot[root] = first;
        components.push(first);
        continue;
      }
      component.area += 1;
      if (x < component.x0) component.x0 = x;
      if (x > component.x1) component.x1 = x;
      if (y > component.y1) component.y1 = y;
    }
  }
  return { labels, components, labelCount: next, rowFirst, rowLast };
}
