import { understandAndDecide } from '../../src/engines/document/index';
import { jobOf, ocrLinesOf } from './helpers';

const PERSON = { first_name: 'Eleanor', last_name: 'Studebaker' };

describe('a photographed flu voucher whose administration part was left blank', () => {
  it('is missing the vaccination date: a poorly read "VIS given" tick is no date caption', () => {
    const outcome = understandAndDecide(
      ocrLinesOf([
        { text: 'Employee Health & Wellness', confidence: 91 },
        { text: 'FLU VACCINE VOUCHER 2026-27', confidence: 94 },
        { text: 'Employee Eleanor Faye Studebaker', confidence: 96 },
        { text: 'Valid September 1, 2026 - March 31, 2027 at participating pharmacies', confidence: 95 },
        { text: 'PART B - PHARMACY / IMMUNIZER COMPLETES (return to employee)', confidence: 93 },
        { text: 'Date administered', confidence: 95 },
        { text: 'Lot #', confidence: 92 },
        { text: 'Vaccine given (check one)', confidence: 96 },
        { text: '[ ] Fluzone High-Dose [ ] Flucelvax [ ] Afluria', confidence: 85 },
        { text: 'Pharmacy name Prairie Mercantile Pharmacy', confidence: 90 },
        { text: '[ ] VIS given', confidence: 70 },
        { text: 'Signature', confidence: 96 },
      ]),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON),
    );
    expect(outcome.issues).toContain('missing vaccination date');
    expect(outcome.decision).toBe('rejected');
  });
});

describe('a scanned administration record whose dose row under the table captions was read as noise', () => {
  const record = (row: { text: string; confidence: number }) =>
    ocrLinesOf(
      [
        { text: 'IMMUNIZATION ADMINISTRATION RECORD', confidence: 96 },
        { text: 'PATIENT DOB MRN', confidence: 90 },
        { text: 'STUDEBAKER, ELEANOR F 1968-08-04 349-5631-70', confidence: 93 },
        { text: 'Date given Vaccine Mfr Lot Lot exp. Dose Site VIS edition VIS given', confidence: 62 },
        row,
        { text: 'Historical immunizations (entered from outside records)', confidence: 92 },
        { text: '2025-11-11 Influenza, quadrivalent  State IIS import  K. Ames, RN', confidence: 87 },
        { text: 'Pre-vaccination screening completed and reviewed for each vaccine above.', confidence: 95 },
      ],
      82,
    );
  const job = jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON);

  it('flags the season finding: the newest dose may stand in the row the reader lost', () => {
    const outcome = understandAndDecide(
      record({ text: '(T6206 R (Eubloly pesteur P93 0630 mi | dettoid', confidence: 23 }),
      job,
    );
    expect(outcome.decision).toBe('flagged');
    expect(outcome.issues).toEqual(['invalid extraction']);
  });

  it('rejects a record whose rows were all read and hold no dose of this season', () => {
    const outcome = understandAndDecide(
      record({ text: 'Tdap (Boostrix) 2026-10-26 GSK AC52B 0.5 mL L deltoid', confidence: 88 }),
      job,
    );
    expect(outcome.issues).toEqual(['vaccination outside season']);
  });
});

describe('a photographed flu certificate whose date blanks were left empty beside a ruled line read as noise', () => {
  const certificate = (ruled: string) =>
    ocrLinesOf(
      [
        { text: 'CERTIFICATE OF INFLUENZA IMMUNIZATION', confidence: 95 },
        { text: 'This is to certify that Eleanor F. Studebaker, date of birth 8/4/68', confidence: 92 },
        { text: 'received one dose of seasonal influenza vaccine at this pharmacy', confidence: 95 },
        { text: 'Brand / manufacturer FLUCELVAX - SEQIRUS Lot no. 48221B', confidence: 80 },
        { text: 'Pharmacy Prairie Mercantile Pharmacy', confidence: 93 },
        { text: 'Administered by Dana Reyes, RPh', confidence: 88 },
        { text: 'Date given', confidence: 96 },
        { text: ruled, confidence: 15 },
        { text: 'Influenza vaccine is recommended every year.', confidence: 95 },
      ],
      84,
    );
  const job = jobOf('flu_vaccination', { valid_on: '2026-11-21' }, PERSON);

  it('is missing the vaccination date when the noise beside the caption holds no figures', () => {
    const outcome = understandAndDecide(certificate('Bxc rrs ss mman natn OOOO --—-- O CC —-—--'), job);
    expect(outcome.issues).toContain('missing vaccination date');
    expect(outcome.decision).toBe('rejected');
  });

  it('still flags the date as unread when a date no parser took was poorly read elsewhere on the page', () => {
    const read = certificate('Bxc rrs ss mman natn OOOO --—-- O CC —-—--');
    const [page] = read.pages;
    const lines = [{ text: 'IO/13/ UL Lot no. 48221B', confidence: 57 }, ...page.lines];
    const text = lines.map((l) => l.text).join('\n');
    const outcome = understandAndDecide({ ...read, text, pages: [{ ...page, lines, text }] }, job);
    expect(outcome.issues).toContain('invalid extraction');
    expect(outcome.decision).toBe('flagged');
  });

  it('still flags the date as unread when the poorly read line holds figures', () => {
    const outcome = understandAndDecide(certificate('lO /1Z/ 2b'), job);
    expect(outcome.issues).toContain('invalid extraction');
    expect(outcome.decision).toBe('flagged');
  });
});
