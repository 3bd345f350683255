// Label → value by the words' boxes: right of the caption, under it, over it, or in a table of captions.
import type { PlacedWord } from '../../src/engines/document/understanding/normalize';
import {
  dateByLayout,
  idByLayout,
  phrasesOf,
  tickOptions,
  valueByLayout,
} from '../../src/engines/document/understanding/layout-fields';
import { END_DATE_CAPTIONS, ID_CAPTIONS } from '../../src/engines/document/understanding/lexicon';

/** Words of a line of text at (x, y), 6 units per character, 10 tall; two spaces or more start a new cell. */
function line(x: number, y: number, text: string, page = 0): PlacedWord[] {
  const words: PlacedWord[] = [];
  let at = x;
  for (const part of text.split(/( +)/)) {
    if (/^ +$/.test(part)) {
      at += part.length * (part.length > 1 ? 12 : 6);
      continue;
    }
    if (part)
      words.push({ text: part, page, x0: at, x1: at + part.length * 6, y0: y, y1: y + 10, confidence: 100 });
    at += part.length * 6;
  }
  return words;
}

const ID = /\b(cert(ificate|ification)?\.?|card)\s*(id\b|#|no\b\.?|number\b)/i;
const ISSUED = /\b(date\s*of\s*issue|issue\s*date|issued)\b/i;
const EXPIRES = /\b(expiration\s*date|expires|recommended\s*renewal(\s*date)?)\b/i;

describe('a row of values read as one phrase under captions read apart', () => {
  it('takes the date under the second caption, not the first date of the row', () => {
    const words = [
      ...line(20, 200, 'ISSUED'),
      ...line(88, 200, 'EXPIRES'),
      ...line(20, 212, '10-06-2025 10-06-2028'),
    ];
    expect(phrasesOf(words).map((p) => p.text)).toContain('10-06-2025 10-06-2028');
    expect(dateByLayout(words, END_DATE_CAPTIONS, 'end')).toBe('2028-10-06');
    expect(dateByLayout(words, ISSUED)).toBe('2025-10-06');
  });
});

describe("a table's header over a row whose narrow cells were read as one phrase", () => {
  const word = (text: string, x0: number, x1: number, y: number): PlacedWord => ({
    text,
    page: 0,
    x0,
    x1,
    y0: y,
    y1: y + 10,
    confidence: 100,
  });
  // Columns close together, as a proportional font sets them: the row's jurisdiction, number and dates
  // are one phrase that starts left of "Cert. no." and runs under "Issued" and "Expires".
  const words = [
    ...line(20, 100, 'Employee'),
    ...line(150, 100, 'Program / issuer'),
    word('Juris.', 300, 330, 100),
    word('Cert.', 335, 360, 100),
    word('no.', 363, 378, 100),
    word('Issued', 395, 425, 100),
    word('Expires', 445, 480, 100),
    ...line(20, 150, 'Rebecca Vandermeer'),
    ...line(150, 150, 'ServSafe Food Handler'),
    word('UT', 302, 314, 150),
    word('E2769442', 325, 372, 150),
    word('06/12/2025', 380, 430, 150),
    word('06/12/2028', 435, 485, 150),
  ];

  it('takes the words under each caption, not the row from its first word', () => {
    expect(phrasesOf(words).map((p) => p.text)).toContain('UT E2769442 06/12/2025 06/12/2028');
    expect(idByLayout(words, ID_CAPTIONS)).toBe('E2769442');
    expect(dateByLayout(words, ISSUED)).toBe('2025-06-12');
    expect(dateByLayout(words, END_DATE_CAPTIONS, 'end')).toBe('2028-06-12');
  });

  it("does not take the table's title over the header as a column's value", () => {
    const titled = [...line(20, 84, 'CERTIFIED FOOD EMPLOYEES (cards viewed by the inspector)'), ...words];
    // The next caption right of it is another field's, which the field's parser refuses.
    const issuer = (t: string) => (/\b(?:no\.|issued|expires)/i.test(t) ? null : t);
    expect(valueByLayout(titled, /\bissuer\b/i, issuer)?.value).toBe('ServSafe Food Handler');
  });
});

describe('a value written beside its caption, a little above its line', () => {
  it("reads the raised value as the caption's, not the row below", () => {
    const words: PlacedWord[] = [
      ...line(30, 100, 'Date of examination'),
      { text: '08/08/2026', page: 0, x0: 150, x1: 210, y0: 93, y1: 104, confidence: 100 },
      ...line(30, 114, 'Date signed'),
      ...line(150, 114, '08/10/2026'),
    ];
    expect(dateByLayout(words, /\bdate\s+of\s+examination\b/i)).toBe('2026-08-08');
    expect(dateByLayout(words, /\bdate\s+signed\b/i)).toBe('2026-08-10');
  });
});

describe('a table cell whose value wrapped onto a second line', () => {
  it('reads the two lines of the cell under its caption as one value', () => {
    const words = [
      ...line(20, 100, 'Effective'),
      ...line(120, 100, 'Valid until'),
      ...line(20, 114, '09-NOV-'),
      ...line(120, 114, '20-NOV-'),
      ...line(20, 128, '2026'),
      ...line(120, 128, '2027'),
    ];
    expect(dateByLayout(words, /\bvalid\s+until\b/i, 'end')).toBe('2027-11-20');
  });

  it("does not join a stamp's word in the column to the date under it", () => {
    const words = [
      ...line(20, 100, 'DATE ISSUED'),
      ...line(120, 100, 'EXPIRES'),
      ...line(20, 112, '6/4/2024'),
      ...line(120, 150, 'PAID'),
      ...line(120, 160, '6/4/24'),
    ];
    expect(dateByLayout(words, /\bexpires\b/i, 'end')).toBeNull();
  });
});

describe('values bound to their captions by position', () => {
  it('groups a row into cells where the gap is wider than the type is tall', () => {
    const phrases = phrasesOf(line(10, 100, 'Certificate Number      Date of Issue'));
    expect(phrases.map((p) => p.text)).toEqual(['Certificate Number', 'Date of Issue']);
  });

  it('keeps a tall handwritten value on its caption row without swallowing the rows around it', () => {
    // A script face's box is three times the printed type's height; its centre stays on the caption's row.
    const tall = (x: number, y: number, text: string): PlacedWord => ({
      text,
      page: 0,
      x0: x,
      x1: x + text.length * 7,
      y0: y - 10,
      y1: y + 20,
      confidence: 100,
    });
    const words = [
      ...line(10, 100, 'Date given:'),
      tall(90, 100, '10/19/26'),
      ...line(10, 114, 'Date read:'),
      tall(90, 114, '10/21/26'),
      ...line(10, 128, 'Date of birth:'),
      tall(110, 128, '3/14/88'),
    ];
    expect(dateByLayout(words, /\bdate\s*given\b/i)).toBe('2026-10-19');
    expect(dateByLayout(words, /\bdate\s*read\b/i)).toBe('2026-10-21');
  });

  it("reads a handwritten value under its caption whose tall box reaches up into the caption's row", () => {
    const words: PlacedWord[] = [
      ...line(40, 122, 'Date of exam'),
      { text: '10/02/2026', page: 0, x0: 42, x1: 102, y0: 124, y1: 153, confidence: 100 },
      ...line(40, 160, 'Date of birth'),
    ];
    expect(dateByLayout(words, /\bdate\s*of\s*exam\b/i)).toBe('2026-10-02');
  });

  it("reads a table column's value further down when the rows between were set aside", () => {
    const words = [
      ...line(30, 160, 'Permit #'),
      ...line(130, 160, 'Name'),
      ...line(230, 160, 'Issued'),
      ...line(330, 160, 'Expires on or before'),
      ...line(30, 200, 'SP-0511604'),
      ...line(130, 200, 'MENSAH, D'),
      ...line(230, 200, '2025.03.13'),
      ...line(330, 200, '2030.03.13'),
    ];
    expect(idByLayout(words, /\bpermit\s*#/i)).toBe('SP-0511604');
    expect(dateByLayout(words, /\bexpires\b/i, 'end')).toBe('2030-03-13');
  });

  it("reads the holder's row far down a long table once the other people's rows were set aside", () => {
    const words = [
      ...line(30, 60, '#'),
      ...line(50, 60, 'Employee'),
      ...line(230, 60, 'Cert #'),
      ...line(330, 60, 'Certified'),
      ...line(430, 60, 'Expires'),
      ...line(30, 200, '5'),
      ...line(50, 200, 'PETTAWAY, MARCUS'),
      ...line(230, 200, '27712604'),
      ...line(330, 200, '10/26/2025'),
      ...line(430, 200, '10/26/2028'),
    ];
    expect(idByLayout(words, ID_CAPTIONS)).toBe('27712604');
    expect(dateByLayout(words, /\bcertified\b/i)).toBe('2025-10-26');
    expect(dateByLayout(words, /\bexpires\b/i, 'end')).toBe('2028-10-26');
  });

  it('reads a tall handwritten value whose box covers its caption as the value alone', () => {
    const tall = (x: number, y: number, text: string): PlacedWord => ({
      text,
      page: 0,
      x0: x,
      x1: x + text.length * 8,
      y0: y - 1,
      y1: y + 32,
      confidence: 100,
    });
    const words = [
      ...line(174, 118, 'DATE ISSUED'),
      ...line(314, 118, 'EXPIRES'),
      tall(174, 118, '6/4/2024'),
    ];
    expect(dateByLayout(words, /\bissued\b/i)).toBe('2024-06-04');
  });

  it('does not reach past a paragraph for a column value', () => {
    const words = [
      ...line(30, 160, 'Permit #'),
      ...line(30, 180, 'Permits are issued to persons who pass the examination'),
      ...line(30, 200, 'SP-0511604'),
    ];
    expect(idByLayout(words, /\bpermit\s*#/i)).toBeNull();
  });

  it('reads a value right of its caption on the same row', () => {
    const words = [
      ...line(10, 100, 'Certification Number      5829104'),
      ...line(10, 120, 'Expiration Date      02/20/2028'),
    ];
    expect(idByLayout(words, ID)).toBe('5829104');
    expect(dateByLayout(words, EXPIRES, 'end')).toBe('2028-02-20');
  });

  it('reads the value right of a caption that ends its cell after other words', () => {
    // "Card / eCard no." is one cell: the caption proper starts a few words in.
    const words = [
      ...line(10, 100, 'Card / eCard no.             BQXL-KUUM-95H4'),
      ...line(10, 120, 'Date of issue                19/7/2025'),
    ];
    expect(idByLayout(words, ID_CAPTIONS)).toBe('BQXL-KUUM-95H4');
  });

  it('reads a row of values printed over a row of captions, each in its own column', () => {
    const words = [
      ...line(40, 300, '23891474'),
      ...line(300, 300, '04/11/2025'),
      ...line(560, 300, '04/11/2028'),
      ...line(40, 314, 'Certificate Number'),
      ...line(300, 314, 'Date of Issue'),
      ...line(560, 314, 'Expiration Date'),
    ];
    expect(idByLayout(words, ID)).toBe('23891474');
    expect(dateByLayout(words, ISSUED)).toBe('2025-04-11');
    expect(dateByLayout(words, EXPIRES, 'end')).toBe('2028-04-11');
  });

  it('reads values under their captions, a month-only renewal at the end of its month', () => {
    const words = [
      ...line(20, 400, 'Issue Date'),
      ...line(300, 400, 'Recommended Renewal Date'),
      ...line(20, 414, '08/2025'),
      ...line(300, 414, '08/2027'),
    ];
    expect(dateByLayout(words, ISSUED)).toBe('2025-08-01');
    expect(dateByLayout(words, EXPIRES, 'end')).toBe('2027-08-31');
  });

  it('reads the value over a caption ruled under it when it is nearer than the field below', () => {
    const words = [
      ...line(40, 300, 'TXFH-6693307'),
      ...line(40, 316, 'Certificate #'),
      ...line(40, 340, '03/05/2028'),
      ...line(40, 356, 'Expires'),
    ];
    expect(idByLayout(words, ID_CAPTIONS)).toBe('TXFH-6693307');
    expect(dateByLayout(words, END_DATE_CAPTIONS, 'end')).toBe('2028-03-05');
  });

  it('keeps the value inline when the caption carries it', () => {
    expect(idByLayout(line(10, 10, 'Cert #: 5829104'), ID)).toBe('5829104');
  });

  it('never takes another caption’s field, a far-away value or a value of the wrong type', () => {
    const blank = [...line(10, 100, 'Date of Issue:'), ...line(10, 114, 'Expiration Date: 02/20/2028')];
    expect(dateByLayout(blank, ISSUED)).toBeNull();
    const far = [...line(10, 100, 'Certificate Number'), ...line(10, 200, 'A1234567')];
    expect(idByLayout(far, ID)).toBeNull();
    const wrongType = [...line(10, 100, 'Certificate Number      Food Handler')];
    expect(idByLayout(wrongType, ID)).toBeNull();
    const otherPage = [...line(10, 100, 'Certificate Number'), ...line(10, 114, 'A1234567', 1)];
    expect(idByLayout(otherPage, ID)).toBeNull();
  });

  it('answers nothing for text without geometry', () => {
    expect(dateByLayout([], ISSUED)).toBeNull();
  });
});

describe('tick boxes bound to their options by position', () => {
  const box = (x: number, y: number, ticked: boolean): PlacedWord => ({
    text: ticked ? '[x]' : '[ ]',
    page: 0,
    x0: x,
    x1: x + 9,
    y0: y,
    y1: y + 9,
    confidence: 100,
  });

  it('reads a box a little above its label’s baseline as marking that label', () => {
    const words = [
      box(20, 98, true),
      ...line(60, 100, 'Fit for duty without restrictions'),
      box(20, 118, false),
      ...line(60, 120, 'Not fit for duty at this time'),
    ];
    expect(tickOptions(words)).toEqual([
      { ticked: true, label: 'Fit for duty without restrictions', page: 0 },
      { ticked: false, label: 'Not fit for duty at this time', page: 0 },
    ]);
  });

  it('ends an option at the next box of the row', () => {
    const words = [
      box(100, 50, false),
      ...line(112, 50, 'Negative'),
      box(200, 50, true),
      ...line(212, 50, 'Positive'),
    ];
    expect(tickOptions(words).map((o) => [o.label, o.ticked])).toEqual([
      ['Negative', false],
      ['Positive', true],
    ]);
  });

  it('gives a column of boxes under a header no option of its own', () => {
    const words = [...line(10, 50, 'HEENT'), box(300, 50, true), box(400, 50, false)];
    expect(tickOptions(words)).toEqual([]);
  });
});

describe('a header read as one phrase holding two captions', () => {
  const at = (text: string, x0: number, y0: number): PlacedWord => ({
    text,
    page: 0,
    x0,
    x1: x0 + text.length * 6,
    y0,
    y1: y0 + 10,
    confidence: 90,
  });

  it('does not take a date under the other caption of the phrase for this one', () => {
    // "| Certification date | Expiration" as one phrase; under it "09/10/2025" and "2 yrs from cert. date".
    const words = [
      at('Certificate', 20, 200),
      at('No.', 92, 200),
      at('|', 200, 200),
      at('Certification', 208, 200),
      at('date', 292, 200),
      at('|', 320, 200),
      at('Expiration', 328, 200),
      at('Trainer', 460, 200),
      at('ID', 506, 200),
      at('0028-86303', 20, 214),
      at('09/10/2025', 240, 214),
      at('2', 306, 214),
      at('yrs', 318, 214),
      at('from', 342, 214),
      at('cert.', 372, 214),
      at('date', 404, 214),
    ];
    expect(dateByLayout(words, END_DATE_CAPTIONS, 'end')).toBeNull();
    expect(dateByLayout(words, /\bcertification\s+date\b/i)).toBe('2025-09-10');
  });
});

describe('a card whose captions are printed under their values, row after row', () => {
  const PLACED_ON = /\bdate\s*placed\b/i;
  const READ_ON = /\bdate\s*read\b/i;
  const words = [
    ...line(20, 100, '09/28/2026'),
    ...line(120, 100, 'L'),
    ...line(200, 100, 'D. Herrera, LPN'),
    ...line(20, 114, 'Date placed'),
    ...line(120, 114, 'Arm'),
    ...line(200, 114, 'Placed by'),
    ...line(20, 132, '09/30/2026'),
    ...line(120, 132, '4 mm'),
    ...line(200, 132, 'D. Herrera, LPN'),
    ...line(20, 146, 'Date read'),
    ...line(120, 146, 'Induration'),
    ...line(200, 146, 'Read by'),
  ];

  it('takes the value over each caption row, not the next row’s value under it', () => {
    expect(dateByLayout(words, PLACED_ON)).toBe('2026-09-28');
    expect(dateByLayout(words, READ_ON)).toBe('2026-09-30');
  });

  it('still takes the value under a table’s header row that has a title over it', () => {
    const table = [
      ...line(20, 100, 'Screening record 2026'),
      ...line(20, 114, 'Date placed'),
      ...line(120, 114, 'Arm'),
      ...line(200, 114, 'Placed by'),
      ...line(20, 128, '10/01/2026'),
      ...line(120, 128, 'L'),
      ...line(200, 128, 'D. Herrera, LPN'),
    ];
    expect(dateByLayout(table, PLACED_ON)).toBe('2026-10-01');
  });
});

describe("a table's header whose last caption stands higher than the rest of its row", () => {
  it('keeps a short word of a caption ("no." of "Badge no.") with its caption and reads the number under it', () => {
    // "Valid through" wraps in its cell: its box starts well above the other captions.
    const header: PlacedWord[] = [
      { text: 'Clinician', page: 0, x0: 20, x1: 74, y0: 100, y1: 116, confidence: 100 },
      { text: 'Badge', page: 0, x0: 200, x1: 230, y0: 101, y1: 116, confidence: 100 },
      { text: 'no.', page: 0, x0: 234, x1: 252, y0: 105, y1: 113, confidence: 100 },
      { text: 'Valid', page: 0, x0: 320, x1: 350, y0: 88, y1: 116, confidence: 100 },
      { text: 'through', page: 0, x0: 354, x1: 396, y0: 101, y1: 115, confidence: 100 },
    ];
    const words = [...header, ...line(20, 140, 'Dana Whitlow'), ...line(200, 140, '651-8441')];
    expect(phrasesOf(words).map((p) => p.text)).toContain('Badge no.');
    expect(idByLayout(words, ID_CAPTIONS)).toBe('651-8441');
  });
});

describe('a header whose number caption lost its dot ("CERTIFICATION NO") before "EXPIRATION"', () => {
  it('reads the date under "EXPIRATION", not a "no expiration"', () => {
    const words = [
      ...line(20, 200, 'COURSE DATE'),
      ...line(160, 200, 'CERTIFICATION NO'),
      ...line(320, 200, 'EXPIRATION'),
      ...line(20, 214, 'July 2, 2024'),
      ...line(160, 214, '934-413504'),
      ...line(320, 214, '07/2026'),
    ];
    expect(dateByLayout(words, END_DATE_CAPTIONS, 'end')).toBe('2026-07-31');
    expect(idByLayout(words, ID_CAPTIONS)).toBe('934-413504');
  });
});

describe("a table's header level with a sentence of a side column", () => {
  // The row's number and its validity stand close enough to read as one phrase; a numbered note of the
  // card's terms runs beside the header.
  const words = (note: string) => [
    ...line(20, 100, 'Date trained  Course  Score  Card no.  Valid until  Instructor'),
    ...line(520, 100, note),
    ...line(20, 114, '12-08-2024  Food Handler'),
    ...line(176, 114, '93%'),
    ...line(228, 114, 'FH-22-50663 12/2027'),
  ];

  it("reads the number under its caption, not the row's phrase with the next column's date", () => {
    expect(phrasesOf(words('1. This training is valid three (3) years')).map((p) => p.text)).toContain(
      'FH-22-50663 12/2027',
    );
    expect(idByLayout(words('1. This training is valid three (3) years'), ID_CAPTIONS)).toBe('FH-22-50663');
  });

  it('still finds no header in a row with a short cell holding a figure', () => {
    expect(idByLayout(words('Ref 2'), ID_CAPTIONS)).toBeNull();
  });
});
