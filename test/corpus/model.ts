// A page as positioned text, rules and tick boxes: rendered once as a text PDF and once as an SVG that
// becomes a scan or a photo, so every medium shows the same document.
export type Font = 'sans' | 'bold' | 'serif' | 'mono' | 'hand';

export type Item =
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly size: number;
      readonly font: Font;
      readonly text: string;
    }
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly fill?: string;
    }
  | {
      readonly kind: 'line';
      readonly x1: number;
      readonly y1: number;
      readonly x2: number;
      readonly y2: number;
    }
  | {
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly size: number;
      readonly checked: boolean;
    };

/** Points (1/72 in); y grows downwards from the top edge. */
export interface Page {
  readonly width: number;
  readonly height: number;
  readonly items: readonly Item[];
}

export const LETTER = { width: 612, height: 792 } as const;
export const CARD = { width: 432, height: 272 } as const;

/** Top-down layout helper for forms, letters and reports. */
export class Flow {
  readonly items: Item[] = [];
  y: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly margin = 48,
  ) {
    this.y = margin;
  }
  text(text: string, opts: { size?: number; font?: Font; x?: number; advance?: boolean } = {}): this {
    const size = opts.size ?? 11;
    this.items.push({
      kind: 'text',
      x: opts.x ?? this.margin,
      y: this.y + size,
      size,
      font: opts.font ?? 'sans',
      text,
    });
    if (opts.advance !== false) this.y += size * 1.6;
    return this;
  }
  title(text: string, size = 16): this {
    return this.text(text, { size, font: 'bold' }).gap(4);
  }
  gap(points = 8): this {
    this.y += points;
    return this;
  }
  rule(): this {
    this.items.push({ kind: 'line', x1: this.margin, y1: this.y, x2: this.width - this.margin, y2: this.y });
    return this.gap(8);
  }
  /** "Label: value" with the value typed, or handwritten on a line. */
  field(
    label: string,
    value: string,
    opts: { hand?: boolean; x?: number; size?: number; advance?: boolean } = {},
  ): this {
    const size = opts.size ?? 11;
    const x = opts.x ?? this.margin;
    const labelText = `${label}:`;
    this.items.push({ kind: 'text', x, y: this.y + size, size, font: 'sans', text: labelText });
    const vx = x + labelText.length * size * 0.55 + 6;
    if (opts.hand) {
      this.items.push({
        kind: 'line',
        x1: vx - 2,
        y1: this.y + size + 3,
        x2: vx + Math.max(90, value.length * size * 0.6),
        y2: this.y + size + 3,
      });
    }
    if (value)
      this.items.push({
        kind: 'text',
        x: vx,
        y: this.y + size,
        size: opts.hand ? size + 2 : size,
        font: opts.hand ? 'hand' : 'sans',
        text: value,
      });
    if (opts.advance !== false) this.y += size * 1.7;
    return this;
  }
  /** Fields side by side on one line, at fixed columns. */
  fields(
    pairs: ReadonlyArray<readonly [string, string]>,
    opts: { hand?: boolean; size?: number } = {},
  ): this {
    const col = (this.width - 2 * this.margin) / pairs.length;
    pairs.forEach(([l, v], i) =>
      this.field(l, v, { ...opts, x: this.margin + i * col, advance: i === pairs.length - 1 }),
    );
    return this;
  }
  /** A row of tick boxes: "Result: [x] Negative [ ] Positive". */
  checks(label: string, options: readonly string[], ticked: readonly string[], size = 11): this {
    let x = this.margin;
    if (label) {
      this.items.push({ kind: 'text', x, y: this.y + size, size, font: 'sans', text: `${label}:` });
      x += (label.length + 1) * size * 0.55 + 10;
    }
    for (const o of options) {
      this.items.push({ kind: 'box', x, y: this.y + 1, size: size, checked: ticked.includes(o) });
      this.items.push({ kind: 'text', x: x + size + 5, y: this.y + size, size, font: 'sans', text: o });
      x += size + 5 + o.length * size * 0.55 + 18;
    }
    this.y += size * 1.8;
    return this;
  }
  /** A table row with cells at the given x offsets (from the margin). */
  row(
    cells: readonly string[],
    columns: readonly number[],
    opts: { font?: Font; size?: number; border?: boolean } = {},
  ): this {
    const size = opts.size ?? 10;
    cells.forEach((c, i) => {
      if (c)
        this.items.push({
          kind: 'text',
          x: this.margin + columns[i] + 3,
          y: this.y + size + 3,
          size,
          font: opts.font ?? 'sans',
          text: c,
        });
    });
    if (opts.border) {
      this.items.push({
        kind: 'rect',
        x: this.margin,
        y: this.y,
        w: this.width - 2 * this.margin,
        h: size * 2,
      });
    }
    this.y += size * 2;
    return this;
  }
  frame(): this {
    this.items.push({ kind: 'rect', x: 12, y: 12, w: this.width - 24, h: this.height - 24 });
    return this;
  }
  page(): Page {
    return { width: this.width, height: this.height, items: this.items };
  }
}
