// A staffing agency's record of verifying a life-support card by telephone: the worker's own number and
// the card's, the course ringed in a row of courses, and a body the provider only cites.
import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, placed, readOf } from './helpers';

const OLUSEGUN = { first_name: 'Olusegun', last_name: 'Adeyemi', dob: '1973-07-16' };

const record = (issuerLine: string) =>
  understandAndDecide(
    readOf(
      doc(
        'PRIMARY SOURCE VERIFICATION — TELEPHONE RECORD',
        'Life support / CPR card · complete one record per worker',
        'Worker (Last, First MI) ADEYEMI, OLUSEGUN Worker no. W-442502',
        'SECTION 2 — INFORMATION READ BACK BY TRAINING CENTER / PROVIDER',
        'Training center / provider CertNow Lifesaver (web course)',
        issuerLine,
        'Course (ring one) [x] BLS · ACLS · PALS · CPR/AED · FA · NRP',
        'eCard code / certificate no. QRC-1369973',
        'Card issue date 04/23/2026',
        'Expires / renew by 04/23/2028',
      ),
    ),
    jobOf('life_support_certification', { valid_on: '2026-11-21' }, OLUSEGUN),
  );

describe('a telephone verification record of a life-support card', () => {
  it('reads the card’s number, not the worker’s, and the course the ring marks', () => {
    const outcome = record('Issuing organization American Heart Association');
    expect(outcome.data).toMatchObject({
      certifications: [{ id: 'QRC-1369973', type: 'bls', issuer: 'american_heart_association' }],
    });
    expect(outcome.issues).toEqual([]);
  });

  it('does not take a body the provider disclaims for the issuer', () => {
    for (const line of [
      'Issuing organization "follows AHA guidelines" — not an AHA TC',
      'Remarks: online only. Company is not AHA / ARC / ASHI / NSC.',
    ]) {
      const outcome = record(line);
      expect(outcome.data).toMatchObject({ certifications: [{ issuer: 'other' }] });
      expect(outcome.issues).toContain('unsupported issuer');
    }
  });
});

describe('the same record laid out in its form’s cells', () => {
  it('reads the number after the second of two captions for it, not the worker’s number', () => {
    const outcome = understandAndDecide(
      placed([
        [20, 20, 'PRIMARY SOURCE VERIFICATION — TELEPHONE RECORD'],
        [20, 40, 'Worker (Last, First MI) ADEYEMI, OLUSEGUN'],
        [320, 40, 'Worker no. W-442502'],
        [20, 60, 'Issuing organization American Heart Association'],
        [20, 80, 'Course BLS Provider'],
        [20, 100, 'eCard code / certificate no.'],
        [220, 100, 'QRC-1369973'],
        [20, 120, 'Card issue date 04/23/2026'],
        [20, 140, 'Expires / renew by 04/23/2028'],
      ]),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }, OLUSEGUN),
    );
    expect(outcome.data).toMatchObject({ certifications: [{ id: 'QRC-1369973' }] });
  });
});
