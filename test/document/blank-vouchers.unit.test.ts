import { understandAndDecide } from '../../src/engines/document/index';
import { jobOf, ocrLinesOf } from './helpers';

const PERSON = { first_name: 'Eleanor', last_name: 'Studebaker', dob: null };

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
