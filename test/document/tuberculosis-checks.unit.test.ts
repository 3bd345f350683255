import { checkTuberculosis, distinctTests } from '../../src/engines/document/checks/tuberculosis';
import { IssueList } from '../../src/engines/document/checks/issues';
import type { TbTest } from '../../src/engines/document/understanding/types';
import { jobOf } from './helpers';

const ADMINISTRATOR: TbTest['administrator'] = {
  name: 'Valley Diagnostic Imaging',
  facility: null,
  phone: null,
  address: null,
  signature: 'present',
};

const test = (o: Partial<TbTest>): TbTest => ({
  type: 'xray',
  result: null,
  exam_date: null,
  report_date: null,
  administrator: ADMINISTRATOR,
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
  const job = jobOf('tuberculosis_test', { valid_on: '2026-11-21' });
  checkTuberculosis({ data: { tests }, evidence }, job.rules, '2026-11-21', issues);
  return [...issues.list];
};

describe('counting the tests of a tuberculosis record', () => {
  it('does not count an entry with neither a date nor a result among the tests', () => {
    const issues = issuesOf([
      test({ type: 'blood', result: 'positive', exam_date: '2025-05-27', report_date: '2025-05-30' }),
      test({ result: 'negative', exam_date: '2026-08-26' }),
      test({}),
    ]);
    expect(issues).not.toContain('too many tests');
  });

  it('still finds two dated chest x-rays too many', () => {
    const issues = issuesOf([
      test({ result: 'negative', exam_date: '2026-08-26' }),
      test({ result: 'negative', exam_date: '2026-08-12' }),
    ]);
    expect(issues).toContain('too many tests');
  });
});

describe('the reading window of a skin test', () => {
  const skin = (exam: string, report: string): TbTest =>
    test({ type: 'skin', result: 'negative', exam_date: exam, report_date: report });

  it('rejects a reading four days after the placement', () => {
    expect(issuesOf([skin('2026-09-23', '2026-09-27')])).toContain('invalid waiting period');
  });

  it('doubts, rather than rejects, a reading dated weeks after the placement', () => {
    const issues = issuesOf([skin('2025-05-17', '2026-09-15')]);
    expect(issues).not.toContain('invalid waiting period');
    expect(issues).toContain('invalid extraction');
  });
});

describe('one test told twice', () => {
  it("counts a form's x-ray line and the radiology report of the same film as one x-ray", () => {
    const form = test({ result: 'indeterminate', exam_date: '2026-05-20' });
    const report = test({ result: 'negative', exam_date: '2026-05-20', report_date: '2026-05-21' });
    expect(distinctTests([form, report], 'xray')).toBe(1);
    expect(issuesOf([form, report])).not.toContain('too many tests');
  });

  it('still counts two films a month apart, or two films read differently, as two', () => {
    expect(
      distinctTests(
        [
          test({ result: 'negative', exam_date: '2026-05-20' }),
          test({ result: 'negative', exam_date: '2026-06-22' }),
        ],
        'xray',
      ),
    ).toBe(2);
    expect(
      distinctTests(
        [
          test({ result: 'positive', exam_date: '2026-05-20' }),
          test({ result: 'negative', exam_date: '2026-05-20' }),
        ],
        'xray',
      ),
    ).toBe(2);
  });

  it("counts an x-ray's dated line and its undated impression as one film", () => {
    const tests = [test({ exam_date: '2026-08-27' }), test({ result: 'negative' })];
    expect(distinctTests(tests, 'xray')).toBe(1);
    expect(distinctTests([...tests, test({ result: 'negative', exam_date: '2026-05-02' })], 'xray')).toBe(2);
  });

  it('counts a skin test copied without its reading date as the same placement', () => {
    const skin = (o: Partial<TbTest>) => test({ type: 'skin', result: 'negative', ...o });
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
  const step2 = test({
    type: 'skin',
    result: 'negative',
    exam_date: '2026-09-15',
    report_date: '2026-09-17',
  });

  it('asks nothing of a first step whose result was not read', () => {
    const step1 = test({ type: 'skin', exam_date: '2026-09-01', report_date: '2026-09-03' });
    expect(issuesOf([step1, step2])).toEqual([]);
  });

  it('still asks for the result of the newest test', () => {
    const later = test({ type: 'skin', exam_date: '2026-10-01', report_date: '2026-10-03' });
    expect(issuesOf([step2, later])).toContain('missing test result');
  });
});
