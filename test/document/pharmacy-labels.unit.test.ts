import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, ocrLinesOf, readOf } from './helpers';

const PERSON = { first_name: 'Dana', last_name: 'Whitcombe', dob: '1985-03-12' };

/**
 * A certificate whose dose date is written in prose blanks the reader could not take, with the
 * pharmacy's administration label printed below it.
 */
const certificate = (admin: string, confidence = 88) =>
  ocrLinesOf([
    { text: 'Brookside Community Pharmacy', confidence: 95 },
    { text: 'CERTIFICATE OF INFLUENZA IMMUNIZATION', confidence: 95 },
    { text: 'This is to certify that DANA WHITCOMBE , date of birth 3/12/1985 , received', confidence: 90 },
    {
      text: 'one dose of seasonal influenza vaccine at this location on the 7TH day of OCTOBER ,20',
      confidence: 92,
    },
    { text: '26', confidence: 95 },
    { text: 'Brand / manufacturer Flucelvax — Seqirus Lot no. AB1234 Exp. 06/30/27', confidence: 85 },
    { text: 'Immunizer: Brookside Community Pharmacy', confidence: 90 },
    { text: 'QTY 1 EA LOT AB1234 EXP 06/30/2027', confidence: 85 },
    { text: admin, confidence },
    { text: 'DISCARD AFTER 06/30/2027 KEEP FOR YOUR RECORDS', confidence: 90 },
  ]);

describe('a flu certificate whose dose date stands on its pharmacy label ("ADMIN 10/07/2026")', () => {
  it('takes the label date as the dose date and accepts a dose of this season', () => {
    const outcome = understandAndDecide(
      certificate('ADMIN 10/07/2026 14:05 IM LT DELT'),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON),
    );
    expect(outcome.decision).toBe('accepted');
    expect((outcome.data as { vaccinations: Array<{ date: string }> }).vaccinations[0].date).toBe(
      '2026-10-07',
    );
  });

  it('reads the date when the label printed its time against the year ("06/16/202611:04")', () => {
    const outcome = understandAndDecide(
      certificate('ADMIN 06/16/202611:04 IM LT DELT'),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON),
    );
    expect(outcome.issues).toContain('vaccination outside season');
    expect(outcome.decision).toBe('rejected');
  });
});

describe('a vaccine administration record whose current-season row was only reported by the patient', () => {
  it('names no administrator for that dose ("pt reported" in its cells)', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Vaccine Administration Record for Adults',
          'PATIENT NAME (LAST, FIRST, MI) Whitcombe, Dana  BIRTHDATE 03/12/1985',
          'Type of vaccine  Date given  Funding source (F,S,P)  Route & site  Vaccine lot #  Mfr.  Signature or initials & title of vaccinator',
          'Influenza give yearly — record each season on its own line',
          'Fluarix Trivalent  10/20/25  F S P  IM RD  Y3855AA  GSK  S. Ruiz LPN',
          'flu shot (at work)  10/5/26  F S P  IM  pt reported',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON),
    );
    expect(outcome.issues).toEqual(['missing administrator']);
    expect(outcome.decision).toBe('flagged');
  });
});

describe('a flu certificate signed by the immunizer above the administration label it carries', () => {
  it('takes the signature on the certificate for the labelled dose: an administrator is on record', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'CERTIFICATE OF INFLUENZA IMMUNIZATION',
          'This is to certify that Dana Whitcombe , date of birth 3/12/85 ,',
          'received one dose of seasonal influenza vaccine at this location.',
          'Brand / manufacturer  Flucelvax — Seqirus  Lot no.  AB1234  Exp.  06/30/27',
          'AFFIX VACCINE ADMINISTRATION LABEL HERE',
          'Immunizer signature Morgan Ellery',
          'RX# 5512034    Filled: 10/06/2026',
          'FLUCELVAX 0.5ML PFS   NDC 70461-0326-03',
          'QTY 1 EA   LOT AB1234   EXP 06/30/2027',
          'ADMIN 10/07/2026 14:05   IM LT DELT',
          'LAST FLU VACCINE HERE: 10/02/2025',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON),
    );
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });
});
