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
