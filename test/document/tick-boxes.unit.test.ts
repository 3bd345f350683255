// Tick boxes bound to their options by where they stand: a box printed after its label, and a row of boxes
// under a row of options, mark those options, as a box printed before its label does.
import { understandAndDecide } from '../../src/engines/document/index';
import { normaliseLine, tickedLabels } from '../../src/engines/document/understanding/normalize';
import { tickOptions } from '../../src/engines/document/understanding/layout-fields';
import { toTextDoc } from '../../src/engines/document/understanding/normalize';
import { doc, jobOf, placed, readOf } from './helpers';

describe('a box printed after its label', () => {
  it.each([
    ['Negative [x] Positive [ ]', '[x] Negative [ ] Positive', ['Negative']],
    ['Result: Negative ☒ Positive ☐', 'Result: [x] Negative [ ] Positive', ['Negative']],
    ['Negative ☐ Positive ☒', '[ ] Negative [x] Positive', ['Positive']],
    [
      'Have you ever had a positive TB test? Yes [ ] No [x]',
      'Have you ever had a positive TB test? [ ] Yes [x] No',
      ['No'],
    ],
    ['Cleared for duty - Yes [x] No [ ]', 'Cleared for duty - [x] Yes [ ] No', ['Yes']],
    ['Negative [x]', '[x] Negative', ['Negative']],
  ])('%s reads as %s', (line, expected, ticked) => {
    expect(normaliseLine(line)).toBe(expected);
    expect(tickedLabels(normaliseLine(line))).toEqual(ticked);
  });

  it.each([
    // Boxes before their labels, a caption before the first box, boxes side by side: as they were.
    ['[ ] Negative [x] Positive', '[ ] Negative [x] Positive'],
    ['Interpretation: [x] Negative [x] [ ] Positive [x]', 'Interpretation: [x] Negative [ ] Positive'],
    // A lone box at the end of a sentence is a speck, not an option.
    ['The reading was done by trained staff today [x]', 'The reading was done by trained staff today'],
  ])('%s stays %s', (line, expected) => {
    expect(normaliseLine(line)).toBe(expected);
  });

  it('decides a skin test whose result box follows its word', () => {
    const text = doc(
      'Tuberculosis Screening Record',
      "Name: Katherine O'Brien   Date of Birth: 02/28/1990",
      'Tuberculin Skin Test (Mantoux)',
      'Date placed: 10/05/2026   Placed by: Dana Feld, RN',
      'Date read: 10/07/2026   Induration: 0 mm',
      'Result:  Negative ☒   Positive ☐',
      'Read by: Dana Feld, RN   Signature: Dana Feld',
    );
    const out = understandAndDecide(readOf(text), jobOf('tuberculosis_test'));
    expect(out.issues).toEqual([]);
    expect(out.decision).toBe('accepted');
  });

  it('binds the boxes of a placed row to the words before them', () => {
    const read = placed([
      [10, 10, 'Cleared for duty:'],
      [130, 10, 'Yes'],
      [155, 10, '☐'],
      [200, 10, 'No'],
      [220, 10, '☒'],
    ]);
    const options = tickOptions(toTextDoc(read.pages[0].lines).words);
    expect(options.filter((o) => o.ticked).map((o) => o.label)).toEqual(['No']);
  });
});

describe('a row of boxes under a row of options', () => {
  const form = (ticked: number) =>
    placed([
      [10, 10, 'Staff Influenza Vaccination Declination'],
      [10, 30, "Employee: Katherine O'Brien   Date of birth: 02/28/1990"],
      [10, 50, 'I decline the influenza vaccine for the 2026-2027 season for the reason marked below.'],
      [40, 70, 'Medical contraindication'],
      [250, 70, 'Religious belief'],
      [420, 70, 'Personal reasons'],
      [100, 90, ticked === 0 ? '☒' : '☐'],
      [290, 90, ticked === 1 ? '☒' : '☐'],
      [450, 90, ticked === 2 ? '☒' : '☐'],
      [10, 120, 'Employee signature: Katherine O Brien   Date signed: 10/02/2026'],
    ]);

  it.each([
    [0, 'medical'],
    [1, 'religious'],
    [2, 'personal'],
  ])('box %s marks the option over it', (ticked, reason) => {
    const read = form(ticked);
    const lines = toTextDoc(read.pages[0].lines).lines;
    expect(lines.some((l) => /^\[[x ]\]( \[[x ]\])+$/.test(l))).toBe(false);
    const out = understandAndDecide(
      read,
      jobOf('flu_vaccination', { allow_declination: true, valid_on: '2026-11-15' }),
    );
    expect((out.data as { declination: { reason: string } }).declination.reason).toBe(reason);
    expect(out.issues).toEqual([]);
  });
});

describe('statements each ending with their box, one under another', () => {
  const statements = (ticked: number) => [
    'Determination (mark one):',
    `Cleared for the position without restrictions ${ticked === 0 ? '☒' : '☐'}`,
    `Cleared with restrictions (list below) ${ticked === 1 ? '☒' : '☐'}`,
    `Not cleared for the position ${ticked === 2 ? '☒' : '☐'}`,
  ];
  const exam = (ticked: number) =>
    doc(
      'Authorization for Pre-Placement Examination',
      "Candidate: Katherine O'Brien   Date of birth: 02/28/1990",
      'Date of examination: 11/02/2026',
      ...statements(ticked),
      'Restrictions: none',
      'Examining clinician: Dana Feld, MD   Signature: Dana Feld',
    );

  it.each([
    [0, 'cleared'],
    [1, 'cleared_with_restrictions'],
    [2, 'not_cleared'],
  ])('reads the statement whose box is ticked (%s) as the opinion', (ticked, clearance) => {
    const out = understandAndDecide(readOf(exam(ticked)), jobOf('physical_exam'));
    expect(out.data.clearance).toBe(clearance);
  });

  it('writes each box before its statement, and leaves a single trailing box alone', () => {
    expect(toTextDoc(statements(2).join('\n')).lines).toEqual([
      'Determination (mark one):',
      '[ ] Cleared for the position without restrictions',
      '[ ] Cleared with restrictions (list below)',
      '[x] Not cleared for the position',
    ]);
    expect(toTextDoc('The reading was done by trained staff today ☒').lines).toEqual([
      'The reading was done by trained staff today',
    ]);
  });

  it('binds a column of boxes at the right of the statements to the statements, by position', () => {
    const read = placed([
      [10, 10, 'Determination (mark one):'],
      [10, 30, 'Cleared for the position without restrictions'],
      [400, 30, '☐'],
      [10, 50, 'Not cleared for the position'],
      [400, 50, '☒'],
    ]);
    const options = tickOptions(toTextDoc(read.pages[0].lines).words);
    expect(options.map((o) => [o.label, o.ticked])).toEqual([
      ['Cleared for the position without restrictions', false],
      ['Not cleared for the position', true],
    ]);
  });
});

describe('a tick read as a figure inside the box it closed', () => {
  it('marks the option it stands before, as an unclosed "[4" does', () => {
    expect(tickedLabels(normaliseLine('[4] Medical contraindication'))).toEqual(['Medical contraindication']);
    expect(normaliseLine('see note [4]')).toBe('see note [4]');
  });

  it('makes a status form whose declining reason was ticked so a declination', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'INFLUENZA VACCINATION STATUS 2026-2027 SEASON',
          "Name Katherine O'Brien D.O.B. 02/28/1990",
          '1. I HAVE / HAVE NOT received the influenza vaccine this season. (circle one)',
          '2. If you HAVE been vaccinated',
          'Date given Where (clinic / pharmacy)',
          'Vaccine Lot #',
          '3. If you HAVE NOT been vaccinated — reason (check one)',
          '[4] Medical contraindication (e.g. severe allergy)',
          '[J] Religious belief',
          '[J] Personal reasons',
          "Signature Katherine O'Brien Date 10/06/2026",
        ),
        88,
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21', allow_declination: true }),
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination', declination: { reason: 'medical' } });
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a tick whose label runs into a box OCR read as a bracket', () => {
  it('ends the label at the bracket', () => {
    expect(tickedLabels('Program: [ ] TABC [x] Seller-Server (TX) [TIPS On-Premise [ ] BASSET')).toEqual([
      'Seller-Server (TX)',
    ]);
  });
});
