// Who signed: a rubber stamp's printed name on the signature line, and the holder's own signature, do not
// sign for the examiner.
import { understandAndDecide } from '../../src/engines/document/index';
import type { Cell } from './helpers';
import { jobOf, placed } from './helpers';

const FORM: readonly Cell[] = [
  [40, 20, 'Pre-Employment Physical Examination'],
  [40, 50, "Employee Name: Katherine O'Brien"],
  [40, 70, 'Date of Birth: 02/28/1990'],
  [40, 90, 'Date of exam: 09/14/2026'],
  [40, 110, '[x] Cleared for duty without restrictions'],
  [40, 130, 'Examiner name: Dana Feld, MD'],
];

const physical = (cells: readonly Cell[]) => understandAndDecide(placed(cells), jobOf('physical_exam'));

describe('signatures and stamps', () => {
  it("does not take a stamp's printed name beside the signature caption for a signature", () => {
    const outcome = physical([
      ...FORM,
      [300, 188, 'Lakeside Family Medicine'],
      [40, 200, 'Provider signature'],
      [310, 200, 'Dana Feld, MD'],
      [300, 212, 'Springfield, IL 62704'],
    ]);
    expect(outcome.issues).toEqual(['missing examiner signature']);
    expect(outcome.decision).toBe('rejected');
  });

  it('takes a signature in a script face as one, whatever is printed near it', () => {
    const outcome = physical([
      ...FORM,
      [40, 200, 'Provider signature'],
      [310, 200, 'Dana Feld', 24],
      [300, 230, 'Springfield, IL 62704'],
    ]);
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });

  it("does not take a form's captions over the signature line for a stamp's lines", () => {
    const outcome = physical([
      ...FORM,
      [90, 160, 'License no. / state'],
      [300, 160, 'National Registry no.'],
      [90, 180, 'Clinic'],
      [300, 180, 'Phone'],
      [40, 200, 'Signature'],
      [100, 200, 'Dana Feld', 16],
    ]);
    expect(outcome.data.examiner).toEqual(expect.objectContaining({ signature: 'present' }));
    expect(outcome.decision).toBe('accepted');
  });

  it("takes a signature drawn on the rule right of its caption, standing above the caption's line", () => {
    // A form's values painted over its print come after it in the text layer: by position only.
    const signed = physical([
      ...FORM,
      [40, 200, 'Examiner signature'],
      [40, 222, 'Date signed'],
      [132, 186, 'Dana Feld', 16],
    ]);
    expect(signed.data.examiner).toEqual(expect.objectContaining({ signature: 'present' }));
    expect(signed.decision).toBe('accepted');
    // The next caption of the row is no signature.
    const unsigned = physical([...FORM, [40, 200, 'Examiner signature'], [300, 200, 'Date signed']]);
    expect(unsigned.issues).toEqual(['missing examiner signature']);
  });

  it('does not take a licence number stamped on the signature line for a signature', () => {
    const outcome = physical([...FORM, [40, 200, 'Examiner signature Lic. JK86129']]);
    expect(outcome.issues).toEqual(['missing examiner signature']);
  });

  it("does not take the applicant's signature for the examiner's", () => {
    const outcome = physical([...FORM, [40, 200, 'Applicant signature: Katherine OBrien']]);
    expect(outcome.issues).toContain('missing examiner signature');
  });
});

describe('a signature caption followed on its row by another field', () => {
  const CLINIC_FORM: readonly Cell[] = [
    [40, 20, 'Seasonal Influenza Vaccine Consent Form'],
    [40, 50, "Patient name: Katherine O'Brien"],
    [40, 70, 'Date of birth: 02/28/1990'],
    [40, 100, 'FOR CLINIC USE ONLY'],
    [40, 120, '[x] Fluzone High-Dose Sanofi'],
    [40, 140, 'Lot # RD5417L'],
    [40, 160, 'Date given 10/23/2026'],
    [40, 200, 'Vaccinator name & credentials (print)'],
    [250, 200, 'Vaccinator signature'],
  ];
  const flu = (cells: readonly Cell[]) =>
    understandAndDecide(placed(cells), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));

  it("does not take a tick-box question right of a blank signature caption for the vaccinator's signature", () => {
    const outcome = flu([...CLINIC_FORM, [450, 200, '[x] Entered in state registry']]);
    expect(outcome.issues).toEqual(['missing administrator']);
    expect(outcome.decision).toBe('flagged');
  });

  it('still takes a name written after the signature caption, before the tick-box question', () => {
    const outcome = flu([...CLINIC_FORM, [340, 200, 'J. Ruiz'], [450, 200, '[x] Entered in state registry']]);
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });
});
