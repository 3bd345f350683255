// Parts of a form left blank, numbers that belong to someone other than the holder, and values a form
// prints over its caption: each read as a careful reviewer would.
import { understandAndDecide } from '../../src/engines/document/index';
import { findDates } from '../../src/engines/document/understanding/dates';
import { normaliseLine } from '../../src/engines/document/understanding/normalize';
import type { Cell } from './helpers';
import { doc, jobOf, placed, readOf } from './helpers';

describe('a TB verification form with one of its three test sections filled', () => {
  const FORM = (igraRow: string, xray: string) =>
    doc(
      'Tuberculosis Screening Verification - to be completed by a licensed healthcare provider',
      "Employee Name: Katherine O'Brien Date of Birth: 02/28/1990",
      '1. TEST PERFORMED (check one)',
      '[x] Tuberculin skin test (TST/PPD) [ ] IGRA blood test [ ] Chest x-ray only',
      '2. TUBERCULIN SKIN TEST',
      'Date placed: 10/02/2026 Date read: 10/04/2026 Induration (mm): 0',
      'Result (circle): [x] Negative / Positive',
      '3. INTERFERON-GAMMA RELEASE ASSAY',
      igraRow,
      '4. CHEST X-RAY (required if TST or IGRA is positive)',
      'Date of x-ray',
      xray,
      '5. PROVIDER',
      'Provider name: Amos Pruitt, DO Facility: Parkline Family Medicine',
      'Provider signature: Amos Pruitt Date signed: 10/04/2026',
      'SB-TB-04 (rev. 03/2025)',
    );

  it('reads the filled skin test alone: an options row with nothing marked and a conditional x-ray left blank are no tests', () => {
    const outcome = understandAndDecide(
      readOf(
        FORM(
          'Date collected Test name Negative Positive Indeterminate',
          '[ ] No evidence of active tuberculosis [ ] Abnormal - further evaluation',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.data).toMatchObject({ tests: [{ type: 'skin', result: 'negative' }] });
    expect((outcome.data as { tests: unknown[] }).tests).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });

  it('does not take "Test name" for a caption of the holder’s name', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Tuberculosis Screening Verification',
          '3. INTERFERON-GAMMA RELEASE ASSAY',
          'Date collected: 09/24/2026 Test name Negative Positive Indeterminate',
          'QuantiFERON-TB Gold Plus Result: [x] Negative',
          'Performing laboratory: Harbourline Diagnostic Laboratories',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.issues).not.toContain('name mismatch');
  });

  it('still reads an x-ray the conditional section ticks', () => {
    const outcome = understandAndDecide(
      readOf(
        FORM(
          'Date collected Test name Negative Positive Indeterminate',
          '[x] No evidence of active tuberculosis [ ] Abnormal - further evaluation',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.data).toMatchObject({ tests: [{ type: 'skin' }, { type: 'xray', result: 'negative' }] });
  });
});

describe('what a line says beyond its words', () => {
  it('takes no date from a form’s revision', () => {
    expect(findDates(normaliseLine('SB-TB-04 (rev. 03/2025)'))).toHaveLength(0);
    expect(findDates(normaliseLine('Form 112 Revised 1/24/2025'))).toHaveLength(0);
    expect(findDates(normaliseLine('Date signed: 10/04/2026'))).toHaveLength(1);
  });

  it('reads a tick OCR took for "4" in a box it did not close', () => {
    expect(normaliseLine('N/V [4 No evidence of active tuberculosis [ ] Abnormal')).toContain(
      '[x] No evidence of active tuberculosis',
    );
    expect(normaliseLine('See note [4 weeks]')).not.toContain('[x]');
  });
});

describe('numbers and names on a life-support eCard that are not the card’s', () => {
  const ECARD = (code: string | null) =>
    doc(
      'American Heart Association.',
      'CPR & First Aid - Emergency Cardiovascular Care',
      "Katherine O'Brien",
      'BLS Provider',
      'has successfully completed the cognitive and skills evaluations in accordance with the curriculum',
      'Issue Date 08/2025 Recommended Renewal Date 08/2027',
      'Training Center Name Copper State CPR Training Center',
      'TC ID # TX50307',
      'Instructor Name Kofi Mensah',
      'Instructor ID # 063833518083',
      ...(code ? [`eCard Code ${code}`] : []),
    );

  it('takes the eCard code, one card, and not the instructor’s number or the training center', () => {
    const outcome = understandAndDecide(readOf(ECARD('547809474015')), jobOf('life_support_certification'));
    expect(outcome.data).toMatchObject({
      certifications: [{ id: '547809474015', type: 'bls', expiration_date: '2027-08-31' }],
    });
    expect((outcome.data as { certifications: unknown[] }).certifications).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });

  it('finds no id on a card whose only numbers are the instructor’s and the training center’s', () => {
    const card = ECARD(null)
      .split('\n')
      .map((line, k): Cell => [20, 10 + 15 * k, line]);
    const outcome = understandAndDecide(placed(card), jobOf('life_support_certification'));
    expect(outcome.issues).toEqual(['missing id']);
    expect(outcome.data).toMatchObject({ certifications: [{ id: null, type: 'bls' }] });
    expect((outcome.data as { certifications: unknown[] }).certifications).toHaveLength(1);
  });
});

describe('a credential passport whose captions head a panel', () => {
  const PANEL: Cell[] = [
    [20, 10, 'CareRelay'],
    [300, 10, 'Credential Passport - exported 11/16/2026'],
    [20, 40, 'PROFESSIONAL'],
    [200, 40, 'ROLE'],
    [380, 40, 'PASSPORT NO.'],
    [20, 55, "Katherine O'Brien"],
    [200, 55, 'Registered Nurse'],
    [380, 55, 'CR22534676'],
    [20, 80, 'STATUS'],
    [200, 80, 'ISSUED'],
    [380, 80, 'VALID THROUGH'],
    [20, 95, 'Active'],
    [200, 95, '02/06/2026'],
    [380, 95, '02/06/2027'],
    [20, 130, 'Verified item'],
    [200, 130, 'Verified on'],
    [380, 130, 'Result'],
    [20, 145, 'State license'],
    [200, 145, '02/03/2026'],
    [380, 145, 'Valid'],
  ];

  it('reads the status under STATUS and the passport number as the badge’s', () => {
    const outcome = understandAndDecide(
      placed(PANEL),
      jobOf('partner_health_badge', { accepted_issuers: ['CareRelay'] }),
    );
    expect(outcome.data).toMatchObject({ badge: { id: 'CR22534676', status: 'active' } });
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a provider’s name written over its caption', () => {
  it('is the administrator when the caption’s own line holds no value', () => {
    const cells: Cell[] = [
      [20, 10, 'TB SKIN TEST VERIFICATION'],
      [20, 30, "Katherine O'Brien"],
      [250, 30, '02/28/1990'],
      [20, 42, 'Employee Name'],
      [250, 42, 'Date of Birth'],
      [20, 70, '10/02/2026'],
      [130, 70, '10/04/2026'],
      [250, 70, '0'],
      [20, 82, 'Date placed'],
      [130, 82, 'Date read'],
      [250, 82, 'Induration (mm)'],
      [20, 100, 'Result: [x] Negative [ ] Positive'],
      [20, 130, 'Amos Pruitt, DO'],
      [250, 130, 'Parkline Family Medicine'],
      [20, 142, 'Provider name / credentials'],
      [250, 142, 'Facility'],
    ];
    const outcome = understandAndDecide(placed(cells), jobOf('tuberculosis_test'));
    expect(outcome.data).toMatchObject({ tests: [{ administrator: { name: 'Amos Pruitt, DO' } }] });
    expect(outcome.issues).not.toContain('missing administrator');
  });
});

describe('a badge card that opens with its holder’s name', () => {
  it('does not take the holder for the issuing platform', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Katherine O'Brien",
          'Registered Nurse',
          'Badge ID: NW-2291-0087',
          'Status: Active',
          'Issued 03/02/2026 Valid through 03/2027',
          'Verify this badge at nightingaleoncall.example/verify - Nightingale OnCall',
        ),
      ),
      jobOf('partner_health_badge', { accepted_issuers: ['Nightingale OnCall'] }),
    );
    expect((outcome.data as { badge: { issuer: string | null } }).badge.issuer).not.toBe("Katherine O'Brien");
    expect(outcome.issues).not.toContain('unsupported issuer');
  });
});
