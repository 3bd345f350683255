import { understandAndDecide } from '../../src/engines/document/index';
import type { Cell } from './helpers';
import { doc, jobOf, ocrLinesOf, placed, readOf } from './helpers';

const HEAD = [
  'Tuberculosis Screening Record',
  "Name: Katherine O'Brien",
  'Date of Birth: 02/28/1990',
  'Facility: Lakeview Employee Health',
];

function skin(
  o: { placed?: string; read?: string; mm?: string; result?: string; by?: string; signature?: string } = {},
): string[] {
  return [
    'Tuberculin Skin Test (TST / PPD Mantoux)',
    `Date placed: ${o.placed ?? '10/05/2026'} Site: Left forearm`,
    `PPD Lot #: C51234 Placed by: ${o.by ?? 'Dana Feld, RN'}`,
    `Date read: ${o.read ?? '10/07/2026'} Induration: ${o.mm ?? '0 mm'}`,
    `Interpretation: ${o.result ?? '[x] Negative [ ] Positive'}`,
    `Read by: ${o.by ?? 'Dana Feld, RN'}`,
    `Signature: ${o.signature ?? 'Dana Feld'}`,
  ];
}

const XRAY = (impression: string, date = '10/12/2026') => [
  'Chest X-Ray Report (PA and Lateral)',
  `Exam date: ${date}`,
  `Impression: ${impression}`,
  'Radiologist: Samuel Ortiz, MD',
  'Electronically signed by Samuel Ortiz, MD',
];

const LAB = (result: string, collected = '10/20/2026', reported = '10/22/2026') => [
  'Quest Diagnostics',
  "Patient Name: O'BRIEN, KATHERINE A  DOB: 02/28/1990",
  'Test: QuantiFERON-TB Gold Plus',
  `Collected: ${collected} Reported: ${reported}`,
  'Nil 0.05 IU/mL TB1-Nil 0.01 Mitogen-Nil >10.00',
  `Result: ${result}`,
  'Performing laboratory: Quest Diagnostics',
];

const CASES: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['a negative skin test read at 48 h', [...HEAD, ...skin()], {}, [], 'accepted'],
  ['a negative QuantiFERON', LAB('NEGATIVE'), {}, [], 'accepted'],
  [
    'a positive skin test cleared by an x-ray',
    [
      ...HEAD,
      ...skin({ mm: '14 mm', result: '[ ] Negative [x] Positive' }),
      ...XRAY('No evidence of active tuberculosis. Lungs are clear.'),
    ],
    {},
    [],
    'accepted',
  ],
  [
    'a positive skin test when x-rays are not accepted',
    [...HEAD, ...skin({ mm: '14 mm', result: '[ ] Negative [x] Positive' }), ...XRAY('Lungs are clear.')],
    { accept_xray: false },
    ['positive test result'],
    'rejected',
  ],
  ['a positive QuantiFERON', LAB('POSITIVE'), {}, ['positive test result'], 'rejected'],
  ['an indeterminate QuantiFERON', LAB('INDETERMINATE'), {}, ['indeterminate test result'], 'rejected'],
  [
    'a borderline T-SPOT',
    [...LAB('BORDERLINE')].map((l) => l.replace('QuantiFERON-TB Gold Plus', 'T-SPOT.TB')),
    {},
    ['indeterminate test result'],
    'rejected',
  ],
  ['no read date', [...HEAD, ...skin({ read: '' })], {}, ['missing test dates'], 'rejected'],
  [
    'a read date before placement',
    [...HEAD, ...skin({ read: '10/03/2026' })],
    {},
    ['invalid test dates'],
    'rejected',
  ],
  [
    'an impossible date',
    [...HEAD, ...skin({ read: '13/45/2026' })],
    {},
    ['invalid test dates', 'missing test dates'],
    'rejected',
  ],
  [
    'no administrator',
    [...HEAD, ...skin({ by: '', signature: '' })],
    {},
    ['missing administrator'],
    'rejected',
  ],
  [
    'no result',
    [...HEAD, ...skin({ mm: '', result: '[ ] Negative [ ] Positive' })],
    {},
    ['missing test result'],
    'rejected',
  ],
  [
    'a reading after five days',
    [...HEAD, ...skin({ read: '10/10/2026' })],
    {},
    ['invalid waiting period'],
    'rejected',
  ],
  [
    'a reading after 24 hours',
    [...HEAD, ...skin({ read: '10/06/2026' })],
    {},
    ['invalid waiting period'],
    'rejected',
  ],
  [
    'a test older than a year',
    [...HEAD, ...skin({ placed: '08/01/2025', read: '08/03/2025' })],
    {},
    ['test too old'],
    'rejected',
  ],
  [
    'a test within a shorter max age',
    [...HEAD, ...skin()],
    { max_age_days: 20 },
    ['test too old'],
    'rejected',
  ],
  [
    'two blood tests',
    [...LAB('NEGATIVE', '09/01/2026', '09/03/2026'), ...LAB('NEGATIVE')],
    {},
    ['too many tests'],
    'rejected',
  ],
  [
    'a cumulative record of yearly tests: the latest decides, earlier years are history',
    [
      'Staff Health Cumulative Record',
      "Employee: Katherine O'Brien DOB 28 Feb 1990",
      'TB Surveillance',
      'Year Test Placed Read mm Result By',
      '2023 PPD 6 Mar 2023 8 Mar 2023 0 Neg',
      '2024 PPD 11 Mar 2024 13 Mar 2024 0 Neg',
      '2025 PPD 3 Mar 2025 5 Mar 2025 0 Neg',
      '2026 PPD 9 Mar 2026 11 Mar 2026 0 Neg',
      'Reviewed by Employee Health: Ines Mora, RN',
    ],
    {},
    [],
    'accepted',
  ],
  [
    'three skin tests of one episode',
    [
      ...HEAD,
      ...skin({ placed: '09/07/2026', read: '09/09/2026' }),
      ...skin({ placed: '09/21/2026', read: '09/23/2026' }),
      ...skin(),
    ],
    {},
    ['too many tests'],
    'rejected',
  ],
  [
    'a bilingual form: the option ticked in two languages, the next option unboxed',
    [...HEAD, ...skin({ result: '[x] NEGATIVO / NEGATIVE POSITIVO / POSITIVE' })],
    {},
    [],
    'accepted',
  ],
  [
    'a bilingual form with the positive option ticked',
    [...HEAD, ...skin({ mm: '16 mm', result: '[x] POSITIVO / POSITIVE' })],
    {},
    ['positive test result'],
    'rejected',
  ],
  [
    'a cut-off legend whose comparison sign OCR lost states no result',
    [
      ...HEAD,
      ...skin({ result: '', mm: '' }),
      'Important: Induration of 210 mm is positive for health-care workers; 25 mm for close contacts.',
    ],
    {},
    ['missing test result'],
    'rejected',
  ],
  [
    'a "positive" under no result caption and no tick: doubt, not a rejection',
    [...HEAD, ...skin({ result: '', mm: '' }), 'NEGA POSITIVO / POSITIVE'],
    {},
    ['low confidence test result'],
    'flagged',
  ],
  [
    'a result inferred from induration',
    [...HEAD, ...skin({ result: '', mm: '3 mm' })],
    {},
    ['low confidence test result'],
    'flagged',
  ],
  [
    'a result contradicting the induration',
    [...HEAD, ...skin({ mm: '18 mm' })],
    {},
    ['low confidence test result'],
    'flagged',
  ],
  [
    'a positive result the induration contradicts (0 mm): flagged, never a confident rejection',
    [...HEAD, ...skin({ result: '[ ] Negative [x] Positive', mm: '0 mm' })],
    {},
    ['low confidence test result'],
    'flagged',
  ],
  [
    'a positive result the induration confirms',
    [...HEAD, ...skin({ result: '[ ] Negative [x] Positive', mm: '16 mm' })],
    {},
    ['positive test result'],
    'rejected',
  ],
  [
    'a result without a test type',
    [
      ...HEAD,
      'Screening Test',
      'Date: 10/05/2026',
      'Result: [x] Negative [ ] Positive',
      'Provider: Dana Feld, RN',
      'Signature: Dana Feld',
    ],
    {},
    ['indeterminate test type'],
    'flagged',
  ],
  [
    'another person',
    [...HEAD.map((l) => l.replace("Katherine O'Brien", 'Laura Mitchell')), ...skin()],
    {},
    ['name mismatch'],
    'rejected',
  ],
  [
    'a name mismatch not required to match',
    [...HEAD.map((l) => l.replace("Katherine O'Brien", 'Laura Mitchell')), ...skin()],
    { require_name_match: false },
    [],
    'accepted',
  ],
  [
    'another date of birth',
    [...HEAD.map((l) => l.replace('02/28/1990', '03/28/1990')), ...skin()],
    {},
    ['dob mismatch'],
    'rejected',
  ],
  [
    'no holder name',
    [...HEAD.filter((l) => !l.startsWith('Name')), ...skin()],
    {},
    ['name not present'],
    'flagged',
  ],
];

describe('tuberculosis_test checks', () => {
  it.each(CASES)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('extracts the DOMAIN.md fields of a skin test', () => {
    const outcome = understandAndDecide(
      readOf(doc(...HEAD, ...skin({ mm: '4 mm' }))),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.data.tests).toEqual([
      {
        type: 'skin',
        result: 'negative',
        exam_date: '2026-10-05',
        report_date: '2026-10-07',
        induration_mm: 4,
        administrator: {
          name: 'Dana Feld, RN',
          facility: 'Lakeview Employee Health',
          phone: null,
          address: null,
          signature: 'present',
        },
      },
    ]);
  });

  it('counts the performing laboratory as the administrator of a blood test', () => {
    const outcome = understandAndDecide(readOf(doc(...LAB('NEGATIVE'))), jobOf('tuberculosis_test'));
    expect(outcome.data.tests).toMatchObject([
      {
        type: 'blood',
        exam_date: '2026-10-20',
        report_date: '2026-10-22',
        administrator: { facility: 'Quest Diagnostics' },
      },
    ]);
  });

  it('reads a lab report whose results row gives the result first and the reference after', () => {
    const lines = [
      'Cascade Clinical Laboratories',
      "Patient O'Brien, Katherine   DOB 02/28/1990",
      'Collected 10/20/2026 07:52   Reported 10/22/2026 14:05',
      'QuantiFERON-TB Gold Plus (QFT-Plus)',
      'Test  Result  Flag  Reference',
      'QuantiFERON-TB Gold Plus  POSITIVE  H  Negative',
      'QFT-Plus criteria: positive if TB1 or TB2 minus Nil >= 0.35 IU/mL; indeterminate if Nil > 8.0 IU/mL',
      'Performed at: Cascade Clinical Laboratories',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.issues).toEqual(['positive test result']);
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'positive', exam_date: '2026-10-20' },
    ]);
  });

  it('accepts a positive skin test cleared by an x-ray whose findings name what they rule out', () => {
    const lines = [
      ...HEAD,
      ...skin({ placed: '10/05/2026', read: '10/07/2026', mm: '14 mm', result: '[ ] Negative [x] Positive' }),
      'Measure induration transversely; record 0 mm if none.',
      'RADIOLOGY REPORT',
      'Exam: XR CHEST 2 VIEWS   Exam date 10/12/2026',
      'CLINICAL HISTORY: Positive tuberculin skin test.',
      'FINDINGS: The lungs are clear without focal consolidation, cavitation, nodule or effusion.',
      'IMPRESSION:',
      'No radiographic evidence of active pulmonary tuberculosis.',
      'Electronically signed by: Priscilla Vance, MD on 10/12/2026',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.data.tests).toMatchObject([
      { type: 'skin', result: 'positive', induration_mm: 14 },
      { type: 'xray', result: 'negative' },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('dates a screening whose test a letter does not name, and flags the unnamed test', () => {
    const lines = [
      'MAPLE HOLLOW FAMILY MEDICINE',
      'October 2, 2026',
      'To Whom It May Concern:',
      "RE: Katherine O'Brien, date of birth February 28, 1990",
      'This letter confirms that the above patient was screened for tuberculosis in our office on September',
      '29, 2026 and the result was negative.',
      'Sincerely,',
      'Ruth Okafor, MD',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.data.tests).toMatchObject([{ result: 'negative', exam_date: '2026-09-29' }]);
    expect(outcome.issues).toEqual(['indeterminate test type']);
    expect(outcome.decision).toBe('flagged');
  });

  it('reads a history question as no result, a caption-less row as placed then read, and mm in the caption', () => {
    const outcome = (...lines: string[]) =>
      understandAndDecide(readOf(doc(...HEAD, ...lines)), jobOf('tuberculosis_test'));
    const question = outcome(
      'Symptom review: Have you ever had a positive TB skin test? No',
      'PPD given 10/05/2026, read 10/07/2026, 0 mm, negative',
      'Given by Dana Feld, RN',
    );
    expect(question.data.tests).toMatchObject([
      { type: 'skin', result: 'negative', exam_date: '2026-10-05', report_date: '2026-10-07' },
    ]);
    expect(question.decision).toBe('accepted');
    const rows = outcome(
      'Two-step TST',
      'Step 1 | 09/20/2026 | 09/22/2026 | 0 mm | Negative',
      'Step 2 | 10/05/2026 | 10/07/2026 | 0 mm | Negative',
      'Reader: Dana Feld, RN',
    );
    expect(rows.data.tests).toMatchObject([
      { exam_date: '2026-09-20', report_date: '2026-09-22' },
      { exam_date: '2026-10-05', report_date: '2026-10-07' },
    ]);
    expect(rows.decision).toBe('accepted');
    const caption = outcome(
      'Mantoux: Date placed 10/05/2026  Date read 10/07/2026',
      'Induration (mm): 12',
      'Result: Positive',
      'Administered by: Dana Feld, RN',
    );
    expect(caption.data.tests).toMatchObject([{ type: 'skin', induration_mm: 12, result: 'positive' }]);
  });

  it('uses clock times when the form prints them', () => {
    const lines = [...HEAD, ...skin({ placed: '10/05/2026 9:00 AM', read: '10/08/2026 3:00 PM' })];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.issues).toEqual(['invalid waiting period']);
  });

  it("does not take the minutes of the reading's clock time for the induration in mm", () => {
    const lines = [
      ...HEAD,
      'Tuberculin Skin Test (TST / PPD Mantoux)',
      'Date placed 10/05/2026   Date read 10/07/2026',
      'Placed by: Dana Feld, RN   Read by: Dana Feld, RN',
      'Time read   Induration (mm)',
      '11:30   mm',
      'Result: [x] Negative [ ] Positive',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('tuberculosis_test'));
    expect(outcome.data.tests).toMatchObject([{ type: 'skin', result: 'negative', induration_mm: null }]);
    expect(outcome.issues).toEqual([]);
  });

  it('claims little confidence when its own issues say the evidence is doubtful', () => {
    const clean = understandAndDecide(readOf(doc(...HEAD, ...skin())), jobOf('tuberculosis_test'));
    const inferred = understandAndDecide(
      readOf(doc(...HEAD, ...skin({ result: '', mm: '3 mm' }))),
      jobOf('tuberculosis_test'),
    );
    expect(clean.confidence).toBeGreaterThanOrEqual(85);
    expect(inferred.confidence).toBeLessThanOrEqual(70);
  });
});

describe("a clearance summary's table of screenings with one TB row", () => {
  const summary = (...rows: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'Pre-Placement Health Clearance Summary',
          "Employee name Katherine A. O'Brien   Date of birth 02/28/1990",
          'Screening Method Administered Resulted / Date Read Reading (mm) Outcome Clinician / Laboratory',
          'Hepatitis B Anti-HBs quantitative serology 05/09/2026 05/11/2026 - Immune Sonoran Pathology',
          'Measles / Mumps / Rubella IgG serology 05/20/2026 05/23/2026 - Immune Sonoran Pathology',
          ...rows,
          'Drug screen 10-panel urine, MRO reviewed 05/27/2026 05/31/2026 - Negative MRO: Dr. Leon Acheson',
          'Clearance status: Cleared for placement',
          'Dates are MM/DD/YYYY. Tuberculin skin tests are read 48-72 hours after placement. IGRA results are reported by the performing laboratory.',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );

  it("reads the TB row's own dates and outcome, not the first row's nor the note's", () => {
    const out = summary(
      'Tuberculosis Tuberculin skin test (Mantoux), left forearm 05/29/2026 05/31/2026 0 Negative Placed and read by Corinne Albee, RN',
    );
    expect(out.data.tests).toEqual([
      expect.objectContaining({
        type: 'skin',
        result: 'negative',
        exam_date: '2026-05-29',
        report_date: '2026-05-31',
      }),
    ]);
    expect(out.decision).toBe('accepted');
  });

  it('clears a positive skin test by the chest radiograph row under it', () => {
    const out = summary(
      'Tuberculosis Tuberculin skin test (Mantoux), left forearm 05/15/2026 05/17/2026 12 Positive Placed by Janelle Ortiz, RN',
      'Chest radiograph PA and lateral 05/19/2026 05/20/2026 - No evidence of active pulmonary tuberculosis Radiology: Dr. K. Imanishi',
    );
    expect(out.data.tests).toMatchObject([
      { type: 'skin', result: 'positive', exam_date: '2026-05-15' },
      { type: 'xray', result: 'negative' },
    ]);
    expect(out.decision).toBe('accepted');
  });
});

describe('a risk questionnaire above a skin-test grid', () => {
  it('reads no test in the answered questions, and the induration in the cell under its caption', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'TUBERCULOSIS RISK ASSESSMENT AND SKIN TEST REPORT'],
        [40, 40, "Name Katherine A. O'Brien   Date of birth 02/28/1990"],
        [40, 60, 'PART 2 - RISK ASSESSMENT (circle YES or NO)'],
        [40, 80, '4. Symptoms of TB: cough, fever, night sweats, weight loss'],
        [420, 80, 'YES [x] NO'],
        [40, 100, '5. Previous positive TB skin test or blood test'],
        [420, 100, 'YES [x] NO'],
        [40, 120, 'PART 3 - TUBERCULIN SKIN TEST (Mantoux, 5 TU PPD)'],
        [40, 140, 'Date placed'],
        [120, 140, 'Date read'],
        [200, 140, 'mm induration'],
        [300, 140, 'Result (circle)'],
        [40, 160, '10/05/26'],
        [120, 160, '10/07/26'],
        [200, 160, '0'],
        [300, 160, '[x] NEG   POS'],
        [40, 180, 'Provider: Dr. Howard Kleinfeld, MD   Clinic: Sunrise Family Medicine'],
      ]),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toEqual([
      expect.objectContaining({ type: 'skin', result: 'negative', induration_mm: 0 }),
    ]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a skin-test record with a chest x-ray block to fill only if positive', () => {
  const RECORD = (result: string, induration: string, cxr: string) =>
    doc(
      'COUNTY HEALTH DISTRICT · TB Program',
      'TUBERCULIN SKIN TEST — RECORD OF PLACEMENT AND READING',
      "Name Katherine A. O'Brien D.O.B. 02/28/1990",
      'PLACEMENT (Mantoux, 0.1 mL PPD 5 TU intradermal)',
      'Date given 10/05/2026 Time 9:15a Site L forearm',
      'Given by Hector Abeyta',
      'READING (48–72 hours after placement)',
      `Date read 10/07/2026 Time 2:45 pm Induration ${induration} mm`,
      `Result ${result}`,
      'Read by Winifred Osterhout, PHN',
      'CHEST X-RAY (only if positive)',
      cxr,
    );

  it('clears a positive skin test by the dated x-ray of its block; the birth date makes no test', () => {
    const outcome = understandAndDecide(
      readOf(
        RECORD('[ ] NEGATIVE [x] POSITIVE', '13', 'CXR date 10/20/2026 Impression [x] Normal – no active TB'),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toHaveLength(2);
    expect(outcome.data.tests).toMatchObject([
      { type: 'skin', result: 'positive', exam_date: '2026-10-05' },
      { type: 'xray', result: 'negative' },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('takes the undated x-ray block of a negative test for not done', () => {
    const outcome = understandAndDecide(
      readOf(
        RECORD(
          '[x] NEGATIVE [ ] POSITIVE',
          '0',
          'CXR date Impression [ ] Normal – no active TB [ ] Abnormal',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toMatchObject([{ type: 'skin', result: 'negative' }]);
    expect(outcome.data.tests).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });
});

describe("a skin-test record whose chest x-ray part is left blank above a reviewer's date", () => {
  it("takes no x-ray from the reviewer's date under the x-ray part's blank date caption", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'TUBERCULIN SKIN TEST RECORD',
          "Name Katherine A. O'Brien D.O.B. 02/28/1990",
          'Date placed 10/05/2026 Placed by Dana Feld, RN',
          'Date read 10/07/2026 Induration 0 mm',
          'Result [x] NEGATIVE [ ] POSITIVE',
          'Read by Dana Feld, RN',
          'D. CHEST X-RAY (required for positive reactors)',
          'Date of x-ray ____ Facility [ ] No active TB [ ] Abnormal',
          "Employee signature Katherine O'Brien",
          'Reviewed by (Infection Preventionist) D. Szymanski, RN',
          'Date 10/09/2026',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toMatchObject([{ type: 'skin', result: 'negative' }]);
    expect(outcome.data.tests).toHaveLength(1);
    expect(outcome.issues).not.toContain('missing test result');
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a skin-test record whose title names the test above its placement part', () => {
  const RECORD = (holder: string, result: string, cxr: string) =>
    doc(
      'COUNTY HEALTH DISTRICT · TB Program',
      'TUBERCULIN SKIN TEST — RECORD OF PLACEMENT AND READING',
      holder,
      'PLACEMENT (Mantoux, 0.1 mL PPD 5 TU intradermal)',
      'Date given 10/05/2026 Time 9:15a Site L forearm',
      'Given by Hector Abeyta',
      'READING (48–72 hours after placement)',
      'Date read 10/07/2026 Time 2:45 pm Induration 0 mm',
      `Result ${result}`,
      'Read by Winifred Osterhout, PHN',
      'CHEST X-RAY (only if positive)',
      cxr,
    );
  const UNMARKED = 'CXR date Impression (circle) Normal -no active TB Abnormal- refer Facility';

  it('reads one test when the birth date on the holder line lost its caption', () => {
    const outcome = understandAndDecide(
      readOf(
        RECORD("Name Katherine A. O'Brien D8. 02/28/1990", '[x] NEGATIVE [ ] POSITIVE', 'CXR date Facility'),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toMatchObject([
      { type: 'skin', result: 'negative', exam_date: '2026-10-05', report_date: '2026-10-07' },
    ]);
    expect(outcome.data.tests).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads no impression from "Normal / Abnormal" offered with neither circled', () => {
    const holder = "Name Katherine A. O'Brien D.O.B. 02/28/1990";
    const negative = understandAndDecide(
      readOf(RECORD(holder, '[x] NEGATIVE [ ] POSITIVE', UNMARKED)),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(negative.data.tests).toMatchObject([{ type: 'skin', result: 'negative' }]);
    expect(negative.data.tests).toHaveLength(1);
    const positive = understandAndDecide(
      readOf(RECORD(holder, '[ ] NEGATIVE [x] POSITIVE', UNMARKED.replace('date', 'date 10/20/2026'))),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(positive.data.tests).toMatchObject([
      { type: 'skin', result: 'positive' },
      { type: 'xray', result: null },
    ]);
    expect(positive.decision).toBe('rejected');
    const circled = understandAndDecide(
      readOf(
        RECORD(
          holder,
          '[ ] NEGATIVE [x] POSITIVE',
          'CXR date 10/20/2026 Impression (circle) [x] Normal – no active TB Abnormal – refer',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(circled.data.tests).toMatchObject([
      { type: 'skin', result: 'positive' },
      { type: 'xray', result: 'negative' },
    ]);
    expect(circled.decision).toBe('accepted');
  });
});

describe("a school's compliance report stating the TB requirement beside the test on file", () => {
  it('reads the one IGRA, not tests named by the requirement or the status key', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Immunization Compliance Report - Clinical Placement Requirements',
          "STUDENT O'Brien, Katherine DATE OF BIRTH 1990-02-28",
          'Requirement Status Date(s) on file Next due Reviewed',
          'TB screening (annual) Complete IGRA 2026-07-26 2027-07-26 2026-10-08 P. Delacroix',
          'TST or IGRA within 12 months; CXR if',
          'positive',
          'Test type: Interferon-gamma release assay - QuantiFERON-TB Gold Plus Collected: 2026-07-26 Resulted: 2026-07-27',
          'Result: Negative',
          'Performing lab: Wasatch Diagnostic Laboratories, Provo, UT',
          'Status key: Complete - documentation reviewed and accepted. TB screening is required annually for clinical',
          'placement; a positive TST or IGRA requires a chest radiograph and a symptom review.',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'negative', exam_date: '2026-07-26' },
    ]);
    expect(outcome.data.tests).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a laboratory IGRA report', () => {
  it('takes the laboratory of its letterhead for the administrator', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Harbourline Diagnostic Laboratories Lab no. 37-2961731 Page 1 of 1',
          "SURNAME O'BRIEN GIVEN NAMES Katherine Anne",
          'COLLECTED 10/02/2026 10:42 REPORTED 10/04/2026 16:55',
          'Interferon-gamma release assay (QuantiFERON-TB Gold Plus)',
          'M. tuberculosis infection (IGRA) NEGATIVE',
          'Authorised by Dr Rohan Wickramasinghe — Immunopathologist',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.tests).toMatchObject([
      {
        type: 'blood',
        result: 'negative',
        administrator: { facility: 'Harbourline Diagnostic Laboratories' },
      },
    ]);
    expect(outcome.issues).not.toContain('missing administrator');
  });
});

describe('a patient-portal print of an IGRA', () => {
  const portal = (performing: string[]) =>
    doc(
      'Riverside MyChart - Test Details',
      'PATIENT BIRTH DATE MRN',
      "O'Brien, Katherine Anne 2/28/1990 E4648923",
      'QUANTIFERON-TB GOLD PLUS',
      'Collected on 10/20/2026 11:50 AM | Resulted on 10/22/2026 1:36 PM | Status: Final result',
      'Component Your Value Standard Range Flag',
      'TB1 Antigen minus Nil 0.01 IU/mL <0.35 IU/mL',
      'Nil 0.03 IU/mL <=8.00 IU/mL',
      'QuantiFERON-TB Gold Plus Result Negative Negative',
      ...performing,
    );

  it('reads the result row as the result of the test above it, and the lab under "Performing Organization"', () => {
    const outcome = understandAndDecide(
      readOf(
        portal([
          'Performing Organization',
          'Name Address Lab Director CLIA',
          'Three Forks Regional Lab Services 88 Trestle St, Boise, ID 83702 Anand K. Ruparel, MD',
        ]),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.data.tests).toHaveLength(1);
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'negative', exam_date: '2026-10-20', report_date: '2026-10-22' },
    ]);
    expect(
      (outcome.data.tests as Array<{ administrator: { facility: string } }>)[0].administrator.facility,
    ).toBe('Three Forks Regional Lab');
    expect(outcome.decision).toBe('accepted');
  });

  it('still takes a heading whose condition names a result for a heading', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          ...HEAD,
          ...skin({ mm: '13 mm', result: '[ ] Negative [x] Positive' }),
          'CHEST X-RAY (only if positive)',
          'CXR date 10/27/2026 Impression: Normal - no active TB Facility Valley Imaging',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a two-part employee screening form', () => {
  const form = (o: { result?: string; xray?: string; lot?: string; by?: string } = {}) =>
    doc(
      'EMPLOYEE TUBERCULOSIS SCREENING RECORD',
      "Name (Last, First, MI) O'Brien, Katherine A Date of birth 02/28/1990",
      'B. TB RISK ASSESSMENT (answer every question)',
      '4. History of a positive TB skin test or TB blood test? [ ] Yes [x] No',
      'D. MANTOUX TUBERCULIN SKIN TEST (5 TU PPD, 0.1 mL intradermal)',
      'Date given 10/05/26 Time 10:27a Interpreted on 10/07/26 Time 12:14p',
      `PPD lot # ${o.lot ?? 'L5204DJ Exp. 8/23/27'} Induration (mm) 0 Result ${o.result ?? '[x] NEG POS'}`,
      o.by ?? 'Given by (print) Gemma Okonjo Read by (print) Ana Pereira',
      'E. CHEST X-RAY (required if the skin test is positive)',
      'Date of film Facility',
      `Impression: ${o.xray ?? '[ ] No evidence of active pulmonary TB [ ] Abnormal - refer'}`,
      'F. EMPLOYEE HEALTH DISPOSITION',
      '[x] Cleared to work [ ] Not cleared',
      'Employee health nurse Rhonda Villarreal Date 10/09/26',
    );

  it('reads one skin test: questions, the blank x-ray strip and the disposition are not tests', () => {
    const out = understandAndDecide(readOf(form()), jobOf('tuberculosis_test'));
    expect(out.decision).toBe('accepted');
    expect(out.data.tests).toEqual([
      expect.objectContaining({
        type: 'skin',
        result: 'negative',
        exam_date: '2026-10-05',
        report_date: '2026-10-07',
        induration_mm: 0,
        administrator: expect.objectContaining({ name: 'Gemma Okonjo' }),
      }),
    ]);
  });

  it('reads a ring OCR gave as brackets as the mark, on a short row or one long with misread words', () => {
    for (const lot of ['L5204DJ Exp. 8/23/27', 'Y6 13QL ep. |5- Moa-1 017 iy ff']) {
      const out = understandAndDecide(readOf(form({ lot, result: '(NEG) POS' })), jobOf('tuberculosis_test'));
      expect(out.data.tests).toMatchObject([{ result: 'negative' }]);
      expect(out.issues).not.toContain('low confidence test result');
    }
  });

  it('takes no caption for the name of a blank "Given by" (the nurse line below has only "Date")', () => {
    const out = understandAndDecide(
      readOf(
        form({ by: 'Given by (print) Read by (print)' }).replace('Rhonda Villarreal Date 10/09/26', 'Date'),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(out.data.tests).toMatchObject([{ administrator: { name: null } }]);
    expect(out.issues).toContain('missing administrator');
  });

  it("reads a ring's arc stuck to the caption's instruction, or only its closing arc, as the mark", () => {
    for (const result of ['(circle)( NEG POS', '(circle)NEG) POS', '(circle) NEG POS)']) {
      const out = understandAndDecide(readOf(form({ result })), jobOf('tuberculosis_test'));
      expect(out.data.tests).toMatchObject([{ result: result.endsWith(')') ? 'positive' : 'negative' }]);
    }
  });

  it('reads a ringed abbreviation as the result', () => {
    const out = understandAndDecide(readOf(form({ result: 'NEG [x] POS' })), jobOf('tuberculosis_test'));
    expect(out.data.tests).toMatchObject([{ result: 'positive' }]);
  });
});

describe('a cumulative results review with a column per draw', () => {
  const review = (row: readonly Cell[]) =>
    understandAndDecide(
      placed([
        [40, 20, 'Results Review - Cumulative (newest first)'],
        [40, 40, "PATIENT O'BRIEN, KATHERINE A DOB 02/28/1990"],
        [40, 60, 'Component'],
        [200, 60, 'Ref. range'],
        [320, 60, '09/21/26'],
        [420, 60, '03/03/26'],
        [520, 60, '09/12/25'],
        [40, 80, 'Hemoglobin g/dL'],
        [200, 80, '12.0-16.0'],
        [320, 80, '13.2'],
        [520, 80, '13.9'],
        ...row,
        [40, 140, 'Performing lab: Summit Pathology Partners'],
      ]),
      jobOf('tuberculosis_test'),
    );

  it('dates the test by the draw its value stands under, not by the newest draw of the page', () => {
    const outcome = review([
      [40, 110, 'T-SPOT.TB interpretation'],
      [200, 110, 'Negative'],
      [520, 110, 'Negative'],
    ]);
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'negative', exam_date: '2025-09-12' },
    ]);
    expect(outcome.issues).toEqual(['test too old']);
  });

  it("takes a report's captioned collection and receipt dates on one row for no header of draws", () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'Keystone Diagnostic Laboratories - FINAL REPORT'],
        [40, 40, "Patient O'BRIEN, KATHERINE A"],
        [40, 55, 'DOB 02/28/1990'],
        [40, 70, 'Collected'],
        [120, 70, '10/12/2026'],
        [300, 70, 'Received'],
        [380, 70, '10/13/2026'],
        [40, 85, 'Reported 10/15/2026'],
        [40, 110, 'QuantiFERON-TB Gold Plus'],
        [380, 110, 'NEGATIVE'],
        [480, 110, 'Reference Negative'],
        [40, 140, 'Performing lab: Keystone Diagnostic Laboratories'],
      ]),
      jobOf('tuberculosis_test'),
    );
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'negative', exam_date: '2026-10-12', report_date: '2026-10-15' },
    ]);
  });

  it("takes the value under the draw's date, not the reference range before it, for the result", () => {
    const outcome = review([
      [40, 110, 'QuantiFERON-TB Gold Plus'],
      [200, 110, 'Negative'],
      [320, 110, 'Indeterminate'],
    ]);
    expect(outcome.data.tests).toMatchObject([
      { type: 'blood', result: 'indeterminate', exam_date: '2026-09-21' },
    ]);
    expect(outcome.issues).toEqual(['indeterminate test result']);
  });
});

describe("a giver's caption followed by its bracketed instruction", () => {
  const form = (by: string) =>
    understandAndDecide(
      readOf(
        doc(
          ...HEAD,
          'Tuberculin Skin Test (TST / PPD Mantoux)',
          'Date placed: 10/05/2026 Site: Left forearm',
          `Placed by: ${by}`,
          'Date read: 10/07/2026 Induration: 0 mm',
          'Interpretation: [x] Negative [ ] Positive',
          `Read by: ${by}`,
          'Signature:',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
  const giver = (outcome: ReturnType<typeof form>) =>
    (outcome.data.tests as Array<{ administrator: { name: string | null } }>)[0].administrator.name;

  it('takes no name from the instruction alone ("(name/title)", read "(nameltitle)")', () => {
    for (const hint of ['(name/title)', '(nameltitle)']) {
      const outcome = form(hint);
      expect(giver(outcome)).toBeNull();
      expect(outcome.issues).toContain('missing administrator');
      expect(outcome.decision).not.toBe('accepted');
    }
  });

  it('reads the name written after the instruction', () => {
    expect(giver(form('(print) Ana-Lucia Pereira, RN'))).toBe('Ana-Lucia Pereira, RN');
  });
});

describe('a photographed skin-test form whose administrator lines are blank', () => {
  const form = (placedBy: string, readBy: string) =>
    ocrLinesOf([
      { text: 'EMPLOYEE TUBERCULIN SKIN TEST (TST) DOCUMENTATION', confidence: 94 },
      { text: "Name (Last, First, MI) O'Brien, Katherine A", confidence: 90 },
      { text: 'Date of birth 02/28/1990', confidence: 96 },
      { text: 'Placement', confidence: 96 },
      { text: '| Date placed 10/19/2026 Time placed 1:30 PM', confidence: 70 },
      { text: 'Site L t forearm v olpcwm Antigen Tobecsol', confidence: 55 },
      { text: 'Lot # | dr Lot expiration 03/2027', confidence: 86 },
      { text: `Placed by : ${placedBy}`, confidence: 87 },
      { text: '(name/title) Signature', confidence: 91 },
      { text: 'Reading (48-72 hours after placement)', confidence: 96 },
      { text: 'Date read 10/21/2026 Time read 2:00 PM', confidence: 94 },
      { text: 'Induration 0 mm Interpretation [x] Negative [ ] Positive', confidence: 93 },
      { text: `Read by ${readBy} (name/title) Signature`, confidence: 90 },
    ]);

  it('finds the administrator missing although the dates and the arm beside their captions were poorly read', () => {
    const outcome = understandAndDecide(form('', ''), jobOf('tuberculosis_test', { valid_on: '2026-11-21' }));
    expect(outcome.issues).toEqual(['missing administrator']);
    expect(outcome.decision).toBe('rejected');
  });

  it('accepts the same form with the reader named', () => {
    const outcome = understandAndDecide(
      form('Dana Feld, RN', 'Dana Feld, RN'),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.decision).toBe('accepted');
  });
});

describe('the reading window of a skin test whose times are written', () => {
  const form = (readOn: string, readAt: string) =>
    doc(
      'TUBERCULIN SKIN TEST — RECORD OF PLACEMENT AND READING',
      "Name Katherine A. O'Brien D.O.B. 02/28/1990",
      'Date given 10/05/2026 Time 9:15a Site L forearm',
      'Given by Hector Abeyta, LPN',
      `Date read ${readOn} Time ${readAt} Induration 0 mm`,
      'Result [x] NEGATIVE [ ] POSITIVE',
      'Read by Hector Abeyta, LPN',
    );
  const decide = (readOn: string, readAt: string) =>
    understandAndDecide(readOf(form(readOn, readAt)), jobOf('tuberculosis_test', { valid_on: '2026-11-21' }));

  it('accepts a reading on the third morning a quarter of an hour past the placement time', () => {
    const outcome = decide('10/08/2026', '9:30a');
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });

  it('still rejects a reading hours past the 72nd', () => {
    expect(decide('10/08/2026', '2:45p').issues).toContain('invalid waiting period');
    expect(decide('10/06/2026', '2:45p').issues).toContain('invalid waiting period');
  });
});

describe("an immigration exam worksheet's TB part: a positive IGRA and the chest film it called for", () => {
  const worksheet = (findings: string) =>
    doc(
      'Civil Surgeon Worksheet and Summary of Findings',
      "Family name (last) O'BRIEN Given name (first) KATHERINE Date of birth 02/28/1990",
      'PART 2 — VISITS',
      'Visit Date Seen by',
      'Initial examination, specimens collected 06/22/2026 Roberto Elizondo-Hart, DO',
      'Chest radiograph referral (IGRA positive) 06/24/2026 Kyle Brandvold',
      'PART 6 — TUBERCULOSIS COMPONENT A. Interferon-gamma release assay (IGRA)',
      'Test: [x] QuantiFERON-TB Gold Plus [ ] T-SPOT.TB',
      'Date specimen collected 06/22/2026 Date resulted 06/24/2026 Performing laboratory Desert Valley Lab',
      'Result: [ ] Negative [x] Positive [ ] Indeterminate',
      'B. Chest radiograph — required if the IGRA is positive, or with signs or symptoms of TB',
      '[ ] Not required [x] Performed [ ] Ordered, not yet done',
      'Date taken 07/02/2026 Imaging facility East Valley Radiology Reading radiologist Priyanka Sethi, MD',
      findings,
      'Signature of civil surgeon Roberto Elizondo-Hart, DO Date signed 07/08/2026',
    );

  it('reads the film under a heading whose instruction follows a dash, and not the referral visit', () => {
    const out = understandAndDecide(
      readOf(worksheet('Findings: [x] Normal [ ] Abnormal - suggestive of TB (sputum required)')),
      jobOf('tuberculosis_test'),
    );
    expect(out.data.tests).toMatchObject([
      { type: 'blood', result: 'positive', exam_date: '2026-06-22' },
      { type: 'xray', result: 'negative', exam_date: '2026-07-02' },
    ]);
    expect(out.decision).toBe('accepted');
  });

  it('reads no result from the reason a film was not needed', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          "Family name (last) O'BRIEN Given name (first) KATHERINE Date of birth 02/28/1990",
          'PART 6 — TUBERCULOSIS COMPONENT A. Interferon-gamma release assay (IGRA)',
          'Test: [x] QuantiFERON-TB Gold Plus [ ] T-SPOT.TB',
          'Date specimen collected 09/12/2026 Date resulted 09/14/2026',
          'Result: [ ] Negative [ ] Positive [x] Indeterminate',
          'IGRA remarks: Low mitogen response.',
          'B. Chest radiograph — required if the IGRA is positive',
          '[x] Not required (IGRA negative, no signs or symptoms) [ ] Performed',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(out.issues).toContain('indeterminate test result');
  });

  it('keeps the positive result when the film suggests TB', () => {
    const out = understandAndDecide(
      readOf(worksheet('Findings: [ ] Normal [x] Abnormal - suggestive of TB (sputum required)')),
      jobOf('tuberculosis_test'),
    );
    expect(out.issues).toContain('positive test result');
  });
});

describe("a Mexican laboratory's report in Spanish", () => {
  const head = [
    'Laboratorios Clínicos Altavista',
    "Paciente: O'BRIEN KATHERINE ANNE",
    'Fecha de nac.: 28/02/1990',
    'Fecha de registro: 18/10/2026 09:37',
  ];

  it('reads an IGRA by its Spanish captions: sample taken, validated, and who validated it', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          ...head,
          'Toma de muestra: 18/10/2026 09:52',
          'Fecha de validación: 20/10/2026 17:18',
          'PERFIL PREEMPLEO',
          'VDRL NO REACTIVO NO REACTIVO',
          'Antidoping 5 parámetros (orina) NEGATIVO NEGATIVO',
          'PRUEBA DE LIBERACIÓN DE INTERFERÓN GAMMA — QuantiFERON-TB Gold Plus',
          'Nil (control negativo) 0.07 UI/mL',
          'TB1 − Nil 0.00 UI/mL < 0.35',
          'Mitógeno − Nil (control positivo) > 10.00 UI/mL ≥ 0.50',
          'INTERPRETACIÓN NEGATIVO — No se detecta respuesta a antígenos de M. tuberculosis',
          'Método: ELISA (QFT-Plus, 4 tubos). Criterio: positivo si TB1 o TB2 − Nil ≥ 0.35 UI/mL.',
          'resultados.altavista-lab.example Validó: Q.C. Hugo Armando Ledezma Ruiz',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(out.data.tests).toMatchObject([
      {
        type: 'blood',
        result: 'negative',
        exam_date: '2026-10-18',
        report_date: '2026-10-20',
        administrator: { name: 'Q.C. Hugo Armando Ledezma Ruiz' },
      },
    ]);
    expect(out.decision).toBe('accepted');
  });

  it("clears a positive skin test by the chest film's Spanish impression", () => {
    const out = understandAndDecide(
      readOf(
        doc(
          ...head,
          'Aplicación PPD: 21/09/2026 10:41',
          'INTRADERMORREACCIÓN A PPD (PRUEBA DE MANTOUX)',
          'Fecha de lectura: 24/09/2026 08:14 Induración: 15 mm',
          'Resultado: POSITIVO',
          'Aplicó: L.E. Brenda Ortega Huerta Leyó: Enf. Gerardo Bañuelos',
          'RADIOGRAFÍA DE TÓRAX PA — INTERPRETACIÓN',
          'Fecha del estudio: 28/09/2026 Indicación: PPD positivo (15 mm)',
          'Impresión diagnóstica: Estudio dentro de límites normales. No se observan datos de tuberculosis pulmonar activa.',
        ),
      ),
      jobOf('tuberculosis_test'),
    );
    expect(out.data.tests).toMatchObject([
      { type: 'skin', result: 'positive', exam_date: '2026-09-21', report_date: '2026-09-24' },
      { type: 'xray', result: 'negative', exam_date: '2026-09-28' },
    ]);
    expect(out.decision).toBe('accepted');
  });
});
