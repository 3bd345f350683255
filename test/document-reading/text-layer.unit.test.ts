import { readTextLayer } from '../../src/engines/document/reading/text-layer';
import type { WalkableText } from '../../src/engines/document/reading/text-layer';

type Rect = [number, number, number, number];

/** A fake structured-text page: lines of characters 6 pt wide, plus vector shapes. */
function page(
  lines: { text: string; x: number; y: number; color?: number[]; block?: number }[],
  shapes: { bbox: Rect; stroked: boolean; rectangle?: boolean; color?: number[] }[],
): WalkableText {
  return {
    walk(walker) {
      for (const shape of shapes)
        walker.onVector?.(
          shape.bbox,
          { isStroked: shape.stroked, isRectangle: shape.rectangle ?? true },
          shape.color ?? [0, 0, 0],
        );
      let block: number | undefined;
      for (const line of lines) {
        // Lines without a block of their own share the page's one block.
        if (line.block !== undefined && line.block !== block) {
          walker.beginTextBlock?.([0, 0, 0, 0]);
          block = line.block;
        }
        walker.beginLine?.([line.x, line.y, line.x + 6 * line.text.length, line.y + 12], 0, [1, 0]);
        [...line.text].forEach((c, i) => {
          const x = line.x + 6 * i;
          walker.onChar?.(
            c,
            [x, line.y + 10],
            undefined,
            12,
            [x, line.y, x + 6, line.y, x, line.y + 12, x + 6, line.y + 12],
            line.color ?? [0, 0, 0],
          );
        });
        walker.endLine?.();
      }
    },
  };
}

describe('text layer reading', () => {
  it('reads a ring drawn around an option as a mark on it, and a chip behind light text as nothing', () => {
    const lines = [
      { text: 'Result (circle one):', x: 60, y: 100 },
      { text: 'Negative', x: 200, y: 100 },
      { text: 'Positive', x: 280, y: 100 },
      { text: 'Fit for duty? YES', x: 60, y: 130 },
      { text: 'NO', x: 180, y: 130 },
      { text: 'Status', x: 60, y: 160 },
      { text: 'Active', x: 110, y: 160, color: [1, 1, 1] },
    ];
    const shapes = [
      // A CSS ring: the band between two ellipses, filled, dark, around "Negative".
      { bbox: [195, 97, 253, 115] as Rect, stroked: false, rectangle: false, color: [0.1, 0.1, 0.2] },
      // A pen-style outline around "NO".
      { bbox: [176, 126, 196, 146] as Rect, stroked: true, rectangle: false, color: [0, 0, 1] },
      // A green chip behind white text.
      { bbox: [104, 157, 150, 175] as Rect, stroked: false, rectangle: false, color: [0.1, 0.6, 0.4] },
      // A round logo far larger than a word, around nothing.
      { bbox: [400, 90, 460, 150] as Rect, stroked: false, rectangle: false, color: [0, 0, 0] },
    ];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Result (circle one): [x] Negative Positive',
      'Fit for duty? YES [x] NO',
      'Status Active',
    ]);
  });

  it('joins the cells of a table row into one line, a tick glyph on a baseline of its own included', () => {
    const lines = [
      { text: 'Induration', x: 60, y: 100 },
      { text: '0 mm', x: 150, y: 100 },
      { text: 'Interpretation', x: 300, y: 100 },
      { text: '☒', x: 400, y: 104 },
      { text: 'Negative', x: 412, y: 100 },
      { text: '☐', x: 470, y: 104 },
      { text: 'Positive', x: 482, y: 100 },
      { text: 'Read by (name/title)', x: 60, y: 130 },
    ];
    expect(readTextLayer(page(lines, [])).lines).toEqual([
      'Induration 0 mm Interpretation [x] Negative [ ] Positive',
      'Read by (name/title)',
    ]);
  });

  it('rings an option even when the line below reaches into the ring', () => {
    const lines = [
      { text: 'RN', x: 60, y: 100 },
      { text: 'FIT FOR ALL DUTIES', x: 200, y: 100 },
      { text: 'NOT FIT', x: 340, y: 100 },
      { text: 'LIMITATIONS / ACCOMMODATIONS', x: 150, y: 106 },
    ];
    const shapes = [
      { bbox: [195, 97, 311, 113] as Rect, stroked: false, rectangle: false, color: [0.1, 0.2, 0.4] },
    ];
    expect(readTextLayer(page(lines, shapes)).lines[0]).toBe('RN [x] FIT FOR ALL DUTIES NOT FIT');
  });

  it('keeps a value written over its caption on a line of its own, not interleaved with it', () => {
    const lines = [
      { text: 'Patient name / Nombre', x: 40, y: 100 },
      { text: 'Vaccine given', x: 300, y: 100 },
      { text: 'Margaret Abernathy', x: 42, y: 96 },
    ];
    const shapes = [{ bbox: [288, 101, 296, 109] as Rect, stroked: true }];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Patient name / Nombre [ ] Vaccine given',
      'Margaret Abernathy',
    ]);
  });

  it('reads a ruled table row whose cells wrap over several lines cell by cell, on one line', () => {
    const lines = [
      { text: 'Vaccine', x: 60, y: 80 },
      { text: 'Date', x: 180, y: 80 },
      { text: 'Manufacturer', x: 250, y: 80 },
      { text: 'COVID-19, mRNA,', x: 60, y: 100 },
      { text: 'Moderna US,', x: 250, y: 100 },
      { text: '02/03/2021', x: 180, y: 106 },
      { text: '100 mcg (Moderna)', x: 60, y: 113 },
      { text: 'Inc.', x: 250, y: 113 },
      { text: 'Questions: call the registry.', x: 60, y: 160 },
    ];
    const rule = (bbox: Rect) => ({ bbox, stroked: true });
    const shapes = [
      rule([50, 94, 400, 95]),
      rule([50, 128, 400, 129]),
      rule([50, 74, 400, 75]),
      rule([170, 74, 171, 129]),
      rule([240, 74, 241, 129]),
    ];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Vaccine Date Manufacturer',
      'COVID-19, mRNA, 100 mcg (Moderna)  02/03/2021  Moderna US, Inc.',
      'Questions: call the registry.',
    ]);
  });

  it('returns lines with tick-box glyphs normalised', () => {
    expect(
      readTextLayer(page([{ text: 'Result: ☒ Negative ☐ Positive  ', x: 72, y: 100 }], [])).lines,
    ).toEqual(['Result: [x] Negative [ ] Positive']);
  });

  it('places vector boxes as tokens before their labels, ticked when marked inside or filled', () => {
    const lines = [
      { text: 'Result:', x: 72, y: 100 },
      { text: 'Negative', x: 135, y: 100 },
      { text: 'Positive', x: 215, y: 100 },
      { text: 'Reactive', x: 315, y: 100 },
    ];
    const shapes = [
      { bbox: [120, 101, 130, 111] as Rect, stroked: true },
      { bbox: [122, 103, 128, 109] as Rect, stroked: true },
      { bbox: [200, 101, 210, 111] as Rect, stroked: true },
      { bbox: [300, 101, 310, 111] as Rect, stroked: false },
      { bbox: [50, 50, 550, 350] as Rect, stroked: true },
    ];
    const text = readTextLayer(page(lines, shapes)).lines.join(' ');
    expect(text).toBe('Result: [x] Negative [ ] Positive [x] Reactive');
  });

  it('turns a box with a typed X inside into a ticked token', () => {
    const lines = [{ text: 'X Negative', x: 120, y: 100 }];
    const shapes = [{ bbox: [118, 100, 128, 112] as Rect, stroked: true }];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual(['[x] Negative']);
  });

  it('reads a page of two columns column by column, and a form of captions and values row by row', () => {
    const side = ['SKILLS', 'Vital signs', 'Dementia care', 'Infection control', 'LANGUAGES', 'English'];
    const main = ['07.2025 - now', 'Ridgeview Assisted Living', 'Caregiver / CNA', 'Reported changes'];
    const more = ['11.2021 - 05.2024', 'Sunridge Skilled Nursing', 'Caregiver / CNA', 'Assisted residents'];
    const lines = [
      { text: 'Grzegorz Wisniewski, Caregiver and CNA', x: 40, y: 40 },
      // The timeline's dates are painted first, each on the baseline of a sidebar line.
      { text: main[0], x: 240, y: 100 },
      { text: more[0], x: 240, y: 200 },
      ...side.map((text, i) => ({ text, x: 40, y: 100 + 25 * i })),
      ...main.slice(1).map((text, i) => ({ text, x: 240, y: 116 + 16 * i })),
      ...more.slice(1).map((text, i) => ({ text, x: 240, y: 216 + 16 * i })),
    ];
    expect(readTextLayer(page(lines, [])).lines).toEqual([
      'Grzegorz Wisniewski, Caregiver and CNA',
      ...side,
      ...main,
      ...more,
    ]);
    const form = ['Name', 'Date of birth', 'Position', 'Date of hire', 'Signature'].flatMap((caption, i) => [
      { text: caption, x: 40, y: 100 + 20 * i },
      { text: `value ${i}`, x: 240, y: 100 + 20 * i },
    ]);
    expect(readTextLayer(page(form, [])).lines).toEqual([
      'Name value 0',
      'Date of birth value 1',
      'Position value 2',
      'Date of hire value 3',
      'Signature value 4',
    ]);
  });

  it('reads a table drawn cell by cell as rows, a cell of two lines of options in order', () => {
    const lines = [
      { text: 'Dose 1', x: 44, y: 112 },
      { text: 'Pfizer  Moderna', x: 128, y: 104 },
      { text: 'Janssen  Other', x: 128, y: 120 },
      { text: '3/5/21', x: 300, y: 112 },
      { text: 'Dose 2', x: 44, y: 152 },
      { text: 'Pfizer  Moderna', x: 128, y: 144 },
      { text: 'Janssen  Other', x: 128, y: 160 },
      { text: '3/26/21', x: 300, y: 152 },
    ];
    // Each cell has its own borders: a rule over and under it, a rule at each side.
    const cell = (x0: number, x1: number, y0: number, y1: number) => [
      { bbox: [x0, y0, x1, y0 + 1] as Rect, stroked: false },
      { bbox: [x0, y1, x1, y1 + 1] as Rect, stroked: false },
      { bbox: [x0, y0, x0 + 1, y1] as Rect, stroked: false },
      { bbox: [x1, y0, x1 + 1, y1] as Rect, stroked: false },
    ];
    const shapes = [100, 140].flatMap((y) => [
      ...cell(40, 120, y, y + 38),
      ...cell(120, 290, y, y + 38),
      ...cell(290, 360, y, y + 38),
    ]);
    // A tick box before the first option of each row.
    shapes.push({ bbox: [120, 105, 127, 112], stroked: true }, { bbox: [120, 145, 127, 152], stroked: true });
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Dose 1 [ ] Pfizer  Moderna Janssen  Other  3/5/21',
      'Dose 2 [ ] Pfizer  Moderna Janssen  Other  3/26/21',
    ]);
  });

  it('reads a text painted twice on one baseline once', () => {
    const lines = [
      { text: 'Date given', x: 40, y: 100 },
      { text: '10/17/2026', x: 120, y: 100 },
      { text: '10/17/2026', x: 120, y: 100 },
    ];
    expect(readTextLayer(page(lines, [])).lines).toEqual(['Date given 10/17/2026']);
  });

  it('reads a tall ruled row parted into cells as one line, but not a tall box around a section', () => {
    const rule = (bbox: Rect) => ({ bbox, stroked: false });
    const lines = [
      { text: 'Vaccine', x: 44, y: 84 },
      { text: 'Dose 1', x: 124, y: 84 },
      { text: 'Dose 2', x: 204, y: 84 },
      { text: 'COVID-19', x: 44, y: 130 },
      { text: '11/20/2022', x: 124, y: 104 },
      { text: 'Novavax', x: 124, y: 118 },
      { text: 'Lot Y543TZ', x: 124, y: 132 },
      { text: '12/17/2022', x: 204, y: 104 },
      { text: 'Novavax', x: 204, y: 118 },
      { text: 'Lot S255MP', x: 204, y: 132 },
      // A notes box as tall as the row, with no rule down it.
      { text: 'Notes: patient tolerated', x: 44, y: 204 },
      { text: 'all doses well.', x: 44, y: 232 },
    ];
    const shapes = [
      rule([40, 80, 300, 81]),
      rule([40, 98, 300, 99]),
      rule([40, 180, 300, 181]),
      rule([40, 80, 41, 181]),
      rule([120, 80, 121, 181]),
      rule([200, 80, 201, 181]),
      rule([299, 80, 300, 181]),
      rule([40, 200, 300, 201]),
      rule([40, 282, 300, 283]),
    ];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Vaccine Dose 1 Dose 2',
      'COVID-19  11/20/2022 Novavax Lot Y543TZ  12/17/2022 Novavax Lot S255MP',
      'Notes: patient tolerated',
      'all doses well.',
    ]);
  });

  it("keeps a table's row apart from the text of a panel beside the table on its baseline", () => {
    const rule = (bbox: Rect) => ({ bbox, stroked: false });
    const lines = [
      { text: 'Keep this card.', x: 20, y: 104, block: 1 },
      { text: 'Bring it to every visit.', x: 20, y: 118, block: 1 },
      { text: '1st', x: 184, y: 104, block: 2 },
      { text: 'Westgate Family Clinic', x: 330, y: 104, block: 3 },
      { text: 'COVID-19  Pfizer  JE2784  3/3/21', x: 214, y: 104, block: 4 },
    ];
    const shapes = [
      rule([180, 100, 480, 101]),
      rule([180, 124, 480, 125]),
      rule([180, 100, 181, 125]),
      rule([210, 100, 211, 125]),
      rule([325, 100, 326, 125]),
      rule([479, 100, 480, 125]),
    ];
    expect(readTextLayer(page(lines, shapes)).lines).toEqual([
      'Keep this card.',
      'Bring it to every visit.',
      '1st COVID-19  Pfizer  JE2784  3/3/21 Westgate Family Clinic',
    ]);
  });

  it("reads a code written one character per box, painted in turns, on its caption's row in order", () => {
    const code = '197937270561';
    const at = (i: number) => ({ text: code[i], x: 220 + 18 * i, y: 100, block: 2 });
    const lines = [
      { text: 'B7. eCard code / certificate ID', x: 20, y: 100, block: 1 },
      // The first six characters and the last, then the five between them.
      ...[0, 1, 2, 3, 4, 5, 11].map(at),
      ...[6, 7, 8, 9, 10].map(at),
      { text: 'B8. Lead instructor', x: 20, y: 120, block: 3 },
    ];
    expect(readTextLayer(page(lines, [])).lines).toEqual([
      'B7. eCard code / certificate ID 1 9 7 9 3 7 2 7 0 5 6 1',
      'B8. Lead instructor',
    ]);
  });
});
