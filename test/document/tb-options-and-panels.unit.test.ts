// TB paperwork that offers options it does not choose, names the method it used in a row of boxes, or
// reports the test among other analytes: no result from the options, the method's rows, the test's own line.
import { understandAndDecide } from '../../src/engines/document/index';
import { resultsIn } from '../../src/engines/document/understanding/extractors/results';
import { normaliseCheckboxes } from '../../src/engines/document/understanding/normalize';
import type { TbTest } from '../../src/engines/document/understanding/types';
import { doc, jobOf, readOf } from './helpers';

describe('options offered and options chosen', () => {
  it('reads no result from unticked options that carry a synonym after a slash', () => {
    expect(resultsIn('Result: [ ] Negative [ ] Positive [ ] Indeterminate / borderline value')).toEqual([]);
    expect(resultsIn('Result: [ ] Negative Positive')).toEqual(['positive']);
  });

  it('reads a tick OCR took for a section sign', () => {
    expect(normaliseCheckboxes('[§ Mantoux skin test (TST/PPD) [ ] Blood test')).toBe(
      '[x] Mantoux skin test (TST/PPD) [ ] Blood test',
    );
  });

  it("reads the rows under a ticked method as that method's test, not the empty x-ray part below", () => {
    const text = doc(
      'CLINICAL PLACEMENT HEALTH CLEARANCE',
      "LAST NAME FIRST NAME   O'Brien Katherine   DATE OF BIRTH 02/28/1990",
      'SECTION 2 - TUBERCULOSIS SCREENING',
      'Method used (tick): [x] Mantoux skin test (TST/PPD) [ ] Blood test (IGRA) [ ] Chest x-ray',
      'Date placed  Date read  Induration  Result (ring)  Placed by',
      'Current  10/05/2026  10/07/2026  0 mm  [x] NEG POS  Dana Feld, RN',
      'IGRA - date collected test laboratory',
      'Result: [ ] Negative [ ] Positive [ ] Indeterminate / borderline value',
      'Chest x-ray - date facility [ ] No active TB [ ] Abnormal - refer',
      'SECTION 3 - CLEARANCE',
      'Clinician: Dana Feld, RN   Signature: Dana Feld   Date signed 10/07/2026',
    );
    const out = understandAndDecide(readOf(text), jobOf('tuberculosis_test'));
    const tests = (out.data as { tests: TbTest[] }).tests;
    expect(tests.map((t) => [t.type, t.result])).toEqual([['skin', 'negative']]);
    expect(out.decision).toBe('accepted');
  });
});

describe("a laboratory panel with other analytes' interpretations", () => {
  const panel = (qft: string) =>
    doc(
      'PATIENT REPORT   Report status: FINAL',
      "Patient name  O'BRIEN, KATHERINE   DOB 02/28/1990   Collected 08/30/2026   Reported 09/02/2026",
      'Tests ordered: Varicella-Zoster Ab, IgG; Hepatitis B Surface Ab; QuantiFERON-TB Gold Plus',
      'VARICELLA-ZOSTER VIRUS AB, IgG 1.06 index',
      'Interpretation: EQUIVOCAL',
      'HEPATITIS B SURFACE ANTIBODY < 5.0 mIU/mL',
      'Interpretation: NON-IMMUNE',
      'QuantiFERON-TB Gold Plus (QFT-Plus) - Final 09/02/2026',
      qft,
      'Performing laboratory: Keystone Ridge Reference Laboratories',
    );

  it("reads the test's own result line, not another analyte's interpretation", () => {
    const out = understandAndDecide(
      readOf(panel('QuantiFERON-TB Gold Plus result:  NEGATIVE')),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    const [test] = (out.data as { tests: TbTest[] }).tests;
    expect([test.type, test.result]).toEqual(['blood', 'negative']);
    expect(out.decision).toBe('accepted');
  });
});

describe('an order for tests with the results part below it', () => {
  const form = (qftRow: string, tstRow = 'TB skin test  N/A') =>
    doc(
      'AUTHORIZATION FOR OCCUPATIONAL HEALTH SERVICES',
      'SECTION A - completed by agency staff',
      'DATE ISSUED 10/14/2026  AUTHORIZATION VALID THROUGH 10/28/2026  AGENCY EMPLOYEE ID K-542741',
      "EMPLOYEE NAME (LAST, FIRST MI) O'Brien, Katherine A  DATE OF BIRTH 02/28/1990",
      'CLINIC WorkWell Clinic - Lindell, 90 Lindell Blvd, Knoxville, TN 37916',
      'SERVICES AUTHORIZED (CHECK ALL THAT APPLY)',
      '[ ] TB skin test - 1-step [ ] TB skin test - 2-step',
      '[x] QuantiFERON-TB Gold Plus (IGRA) [x] Chest x-ray - ONLY if TST / IGRA positive',
      'SECTION B - CLINIC USE - RESULTS (strike services not performed)',
      tstRow,
      qftRow,
      'Clinician Lena Brandt, PA-C   Date 10/21/2026',
    );

  it("reads the results part's test, not the order's dates or the test marked N/A", () => {
    const out = understandAndDecide(
      readOf(
        form('QuantiFERON-TB Gold Plus  10/19/2026  Cumberland Regional Lab  [x] Neg [ ] Pos  10/21/2026'),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    const tests = (out.data as { tests: TbTest[] }).tests;
    expect(tests.map((t) => [t.type, t.result])).toEqual([['blood', 'negative']]);
    // The order's dates (issued 10/14, valid through 10/28) are no test's.
    expect(['2026-10-14', '2026-10-28']).not.toContain(tests[0].exam_date);
    expect(['2026-10-14', '2026-10-28']).not.toContain(tests[0].report_date);
    expect(out.decision).toBe('accepted');
  });

  it('takes no heading from a row that names a test only as a condition', () => {
    const out = understandAndDecide(
      readOf(
        form(
          doc('TB skin test', 'PLACED 10/19/2026  READ 10/21/2026  induration 0 mm  [x] NEG [ ] POS'),
          // OCR joined "lat. if": "latif+TST".
          doc(
            'Chest x-ray PA &latif+TST/IGRA',
            'TAKEN __________  [ ] No active TB  [ ] Abnormal 10/23/2026',
          ),
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    const tests = (out.data as { tests: TbTest[] }).tests;
    expect(tests.map((t) => [t.type, t.result, t.exam_date, t.report_date])).toEqual([
      ['skin', 'negative', '2026-10-19', '2026-10-21'],
    ]);
  });
});

describe('a lab slip transcribed on an attestation, with the lab named after the result', () => {
  it('reads one test: the lab’s caption is a field, not the heading of another test', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'ANNUAL TUBERCULOSIS (TB) SCREENING ATTESTATION',
          "Name O'Brien, Katherine  DOB 02/28/1990",
          'MOST RECENT TB TEST (transcribe; attach lab slip)',
          'Test [ ] TST/PPD [ ] QFT-Plus [x] T-SPOT.TB',
          'Date collected 09/27/2026',
          'Date resulted 10/01/2026',
          'Result [x] NEG [ ] POS [ ] INDET',
          'Performed by / lab Snake River Clinical Labs T-SPOT.TB',
          'Panel A (ESAT-6) 0   Panel B (CFP10) 1',
          'If positive - chest x-ray date [ ] No active TB',
          'Facility Positive control 22',
          'INTERPRETATION: NEGATIVE',
          'Disposition [x] Cleared to work [ ] Pending / not cleared',
          'OCCUPATIONAL & EMPLOYEE HEALTH REVIEWED Oct 17, 2026',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect((outcome.data.tests as TbTest[]).length).toBe(1);
    expect(outcome.data).toMatchObject({ tests: [{ type: 'blood', result: 'negative' }] });
    expect(outcome.issues).toEqual([]);
  });
});

describe('a transcribed TB result whose test type was left unticked', () => {
  it('names no test type from the chest x-ray a positive result would call for', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'ANNUAL TUBERCULOSIS (TB) SCREENING ATTESTATION',
          "Name O'Brien, Katherine  DOB 02/28/1990",
          'MOST RECENT TB TEST (transcribe; attach lab slip)',
          'Test [ ] TST/PPD [ ] QFT-Plus [ ] T-SPOT.TB Lab slip attached [ ]',
          'Date collected / placed 9/5/26',
          'Date resulted / read 9/7/26',
          'Result [x] NEG POS INDET mm',
          'Performed by / lab Bayfront Staffing clinic',
          'If positive — chest x-ray date [ ] No active TB [ ] Abnormal',
          'Disposition [x] Cleared to work [ ] Pending / not cleared',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ tests: [{ type: null, result: 'negative' }] });
    expect(outcome.issues).toContain('indeterminate test type');
    expect(outcome.decision).toBe('flagged');
  });
});

describe('a clinic’s service history with the skin test placed on one visit and read on another', () => {
  it('reads the placing and the reading from their rows, and the clinician who placed it', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'CLIENT RECORD — ENCOUNTER / SERVICE HISTORY',
          "Client name O'BRIEN, KATHERINE  DOB / age 02/28/1990 (36 y)",
          'Date Time Site Program Service Details / result Staff Status',
          '10/01/2026 08:45 MAIN CLINIC IMM 90686 Influenza vaccine Flulaval lot RB5RMB. Tomasz Grabowski, RN Completed',
          '09/21/2026 12:30 MAIN CLINIC TB 86580 TB skin test — READ Induration 0 mm. Interpretation: NEGATIVE. Tomasz Grabowski, RN Completed',
          '09/19/2026 10:35 MAIN CLINIC TB 86580 TB skin test (Mantoux) — PLACED Tubersol 5 TU, lot C8724AA. Renee Caldwell, RN Completed',
          '06/17/2026 12:30 MAIN CLINIC STD 87491 Chlamydia NAAT Result: Negative. Kevin Marsh, DIS Resulted',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      tests: [
        {
          type: 'skin',
          result: 'negative',
          exam_date: '2026-09-19',
          report_date: '2026-09-21',
          administrator: { name: 'Renee Caldwell, RN' },
        },
      ],
    });
    expect(outcome.issues).toEqual([]);
  });
});

describe('a school’s requirement tracker with the TB test as one row of many', () => {
  const tracker = (tbRow: string) =>
    understandAndDecide(
      readOf(
        doc(
          'CompliTrack EDU Student Requirement Status — Export Generated Nov 10, 2026',
          "Student O'Brien, Katherine   Date of birth 02/28/1990",
          'Requirement Status Completed Expires Document(s) Review / notes',
          'Urine Drug Screen (10-panel) collected at an approved site [x] Approved 08/13/2025 One-time Negative — MRO verified 08/16/2025.',
          'Hepatitis B 3-dose series or positive surface antibody titer [x] Approved 08/11/2025 Anti-HBs POSITIVE (immune).',
          'Varicella 2 doses or positive IgG titer [x] Approved 08/28/2025 Varicella zoster IgG POSITIVE (immune).',
          tbRow,
          'Influenza (2026–2027 season) current season dose [x] Approved 10/20/2026 06/30/2027 Flucelvax, pharmacy receipt.',
        ),
      ),
      jobOf('tuberculosis_test', { valid_on: '2026-11-21' }),
    );

  it('reads the TB row alone: its test, dates and result, not the requirement’s list or the other rows', () => {
    const outcome = tracker(
      'TB Screening (annual) 1-step TST, two-step TST, or IGRA within 12 months; chest x-ray if positive [x] Approved 12/08/2025 12/08/2026 Verified from document: QuantiFERON-TB Gold Plus, collected 12/08/2025, resulted 12/11/2025, result NEGATIVE. Performing lab: Wasatch Diagnostic Laboratory.',
    );
    expect(outcome.data).toMatchObject({
      tests: [{ type: 'blood', result: 'negative', exam_date: '2025-12-08', report_date: '2025-12-11' }],
    });
    expect(outcome.issues).toEqual([]);
  });

  it('finds a positive result in the TB row whatever the other rows say', () => {
    const outcome = tracker(
      'TB Screening (annual) 1-step TST, two-step TST, or IGRA within 12 months; chest x-ray if positive [x] Action required 09/20/2026 Verified from document: QuantiFERON-TB Gold Plus collected 09/20/2026, resulted 09/22/2026: POSITIVE. Lab: Great Plains Clinical Laboratories.',
    );
    expect(outcome.data).toMatchObject({ tests: [{ type: 'blood', result: 'positive' }] });
    expect(outcome.decision).not.toBe('accepted');
  });
});
