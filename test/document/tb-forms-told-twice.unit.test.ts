// TB paperwork that tells one test twice, offers options it does not choose, or names the method it used
// in a row of boxes: read as one test, no result, and the method's rows.
import { understandAndDecide } from '../../src/engines/document/index';
import { checkTuberculosis, distinctTests } from '../../src/engines/document/checks/tuberculosis';
import { IssueList } from '../../src/engines/document/checks/issues';
import { resultsIn } from '../../src/engines/document/understanding/extractors/results';
import { normaliseCheckboxes } from '../../src/engines/document/understanding/normalize';
import type { TbTest } from '../../src/engines/document/understanding/types';
import { doc, jobOf, readOf } from './helpers';

const entry = (o: Partial<TbTest>): TbTest => ({
  type: 'xray',
  result: null,
  exam_date: null,
  report_date: null,
  administrator: { name: 'Dana Feld, RN', facility: null, phone: null, address: null, signature: 'present' },
  ...o,
});

const issuesOf = (tests: TbTest[]): string[] => {
  const issues = new IssueList();
  const evidence = tests.map(() => ({
    lowConfidence: false,
    conflicting: false,
    unreadableDate: false,
    hoursToRead: null,
  }));
  checkTuberculosis({ data: { tests }, evidence }, jobOf('tuberculosis_test').rules, '2026-11-21', issues);
  return [...issues.list];
};

describe('one test told twice', () => {
  it("counts a form's x-ray line and the radiology report of the same film as one x-ray", () => {
    const form = entry({ result: 'indeterminate', exam_date: '2026-05-20' });
    const report = entry({ result: 'negative', exam_date: '2026-05-20', report_date: '2026-05-21' });
    expect(distinctTests([form, report], 'xray')).toBe(1);
    expect(issuesOf([form, report])).not.toContain('too many tests');
  });

  it('still counts two films a month apart, or two films read differently, as two', () => {
    expect(
      distinctTests(
        [
          entry({ result: 'negative', exam_date: '2026-05-20' }),
          entry({ result: 'negative', exam_date: '2026-06-22' }),
        ],
        'xray',
      ),
    ).toBe(2);
    expect(
      distinctTests(
        [
          entry({ result: 'positive', exam_date: '2026-05-20' }),
          entry({ result: 'negative', exam_date: '2026-05-20' }),
        ],
        'xray',
      ),
    ).toBe(2);
  });

  it("counts an x-ray's dated line and its undated impression as one film", () => {
    const tests = [entry({ exam_date: '2026-08-27' }), entry({ result: 'negative' })];
    expect(distinctTests(tests, 'xray')).toBe(1);
    expect(distinctTests([...tests, entry({ result: 'negative', exam_date: '2026-05-02' })], 'xray')).toBe(2);
  });

  it('counts a skin test copied without its reading date as the same placement', () => {
    const skin = (o: Partial<TbTest>) => entry({ type: 'skin', result: 'negative', ...o });
    const tests = [
      skin({ exam_date: '2026-09-01', report_date: '2026-09-03' }),
      skin({ exam_date: '2026-09-01' }),
      skin({ exam_date: '2026-09-15', report_date: '2026-09-17' }),
    ];
    expect(distinctTests(tests, 'skin')).toBe(2);
    expect(
      distinctTests([...tests, skin({ exam_date: '2026-09-01', report_date: '2026-09-04' })], 'skin'),
    ).toBe(3);
  });
});

describe('an earlier step that a complete later test follows', () => {
  const step2 = entry({
    type: 'skin',
    result: 'negative',
    exam_date: '2026-09-15',
    report_date: '2026-09-17',
  });

  it('asks nothing of a first step whose result was not read', () => {
    const step1 = entry({ type: 'skin', exam_date: '2026-09-01', report_date: '2026-09-03' });
    expect(issuesOf([step1, step2])).toEqual([]);
  });

  it('still asks for the result of the newest test', () => {
    const later = entry({ type: 'skin', exam_date: '2026-10-01', report_date: '2026-10-03' });
    expect(issuesOf([step2, later])).toContain('missing test result');
  });
});

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
