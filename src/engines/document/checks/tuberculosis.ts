// TB test rules: dates, administrator, 48–72 h reading window, results (x-ray clearance), age, count.
import type { EffectiveRules } from '../../contract';
import type { TbExtraction } from '../understanding/extractors/tuberculosis';
import type { TbTest } from '../understanding/types';
import { addDays, daysBetween } from '../understanding/dates';
import type { IssueList } from './issues';
import { ruleBool, ruleNumber } from './rules';

/** How far before the newest test a test still belongs to its episode (two steps, a follow-up x-ray). */
const EPISODE_DAYS = 90;

/**
 * Clock times on a form are written to the quarter or half hour: a reading on the third morning a quarter
 * of an hour after the placement's time is a reading in the 72nd hour, not a late one.
 */
const CLOCK_SLACK_HOURS = 1;

/** The latest day a skin test's reading can still belong to its placement, however late it was read. */
const MAX_READING_DAYS = 14;

const latestDate = (t: TbTest): string | null => t.report_date ?? t.exam_date;

function datesComplete(t: TbTest): boolean {
  if (t.type === 'skin') return t.exam_date !== null && t.report_date !== null;
  return t.exam_date !== null || t.report_date !== null;
}

function hasAdministrator(t: TbTest): boolean {
  const a = t.administrator;
  // A laboratory report names the performing lab instead of a person.
  if (t.type === 'blood') return a.name !== null || a.facility !== null;
  return a.name !== null || a.signature === 'present';
}

/** Days apart an x-ray's or a blood test's dates may be and still be one test told twice. */
const SAME_TEST_DAYS = 3;

/**
 * The tests of one kind, the same test told twice counted once: a form's x-ray line and the radiologist's
 * report of the same film, or a lab result copied onto a clearance card. Two entries are one test when
 * their dates meet (a skin test's placement or reading the same and neither contradicting; an x-ray's or
 * a blood test's within a few days) and their results do not differ, or when one tells only a result and
 * the other only dates. An entry with neither a date nor a result (an empty section of a form, a slot of
 * a log) is no test.
 */
export function distinctTests(tests: readonly TbTest[], kind: TbTest['type']): number {
  const entries = tests.filter((t) => t.type === kind && (t.result !== null || latestDate(t) !== null));
  const dates = (t: TbTest) => [t.exam_date, t.report_date].filter((d): d is string => d !== null);
  const sameTest = (a: TbTest, b: TbTest): boolean => {
    // One copy undecided ("indeterminate", two boxes ticked) and the other stating a result is the same
    // film or draw read twice, not two tests.
    const undecided = (r: TbTest['result']) => r === null || r === 'indeterminate';
    if (!undecided(a.result) && !undecided(b.result) && a.result !== b.result) return false;
    const [da, db] = [dates(a), dates(b)];
    // A result told without a date beside a date told without a result: one test's halves, read apart.
    if (da.length === 0 || db.length === 0)
      return (
        da.length + db.length > 0 &&
        (a.result === null) !== (b.result === null) &&
        (da.length === 0) === (a.result !== null)
      );
    if (kind === 'skin') {
      const agree = (x: string | null, y: string | null) => x === null || y === null || x === y;
      const meet = (x: string | null, y: string | null) => x !== null && x === y;
      return (
        agree(a.exam_date, b.exam_date) &&
        agree(a.report_date, b.report_date) &&
        (meet(a.exam_date, b.exam_date) || meet(a.report_date, b.report_date))
      );
    }
    return da.some((x) => db.some((y) => Math.abs(daysBetween(x, y)) <= SAME_TEST_DAYS));
  };
  const kept: TbTest[] = [];
  for (const t of entries) if (!kept.some((k) => sameTest(k, t))) kept.push(t);
  return kept.length;
}

/** A later test of the same kind, with its result and dates complete, follows this dated entry. */
function supersededBy(t: TbTest, tests: readonly TbTest[]): boolean {
  const when = latestDate(t);
  return (
    when !== null &&
    tests.some(
      (o) =>
        o !== t &&
        o.type === t.type &&
        o.result !== null &&
        datesComplete(o) &&
        hasAdministrator(o) &&
        (latestDate(o) as string) > when,
    )
  );
}

export function checkTuberculosis(
  tb: TbExtraction,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
): void {
  // A cumulative record lists years of screening; the tests of the latest episode (a two-step pair, a
  // test and its follow-up x-ray) decide, the earlier rows are history.
  const newestOf = (list: readonly TbTest[]): string | undefined =>
    list
      .map(latestDate)
      .filter((d): d is string => d !== null)
      .sort()
      .pop();
  const newestAll = newestOf(tb.data.tests);
  const inEpisode = (t: TbTest): boolean => {
    const d = latestDate(t);
    return !newestAll || !d || d >= addDays(newestAll, -EPISODE_DAYS);
  };
  const tests = tb.data.tests.filter(inEpisode);
  const evidenceOf = tb.data.tests.flatMap((t, i) => (inEpisode(t) ? [tb.evidence[i]] : []));
  const acceptXray = ruleBool(rules, 'accept_xray', true);
  const clearXrays = tests.filter((t) => t.type === 'xray' && t.result === 'negative');
  const clearedAfter = (t: TbTest): boolean =>
    acceptXray &&
    clearXrays.some(
      (x) => !latestDate(t) || !latestDate(x) || (latestDate(x) as string) >= (latestDate(t) as string),
    );
  tests.forEach((t, i) => {
    const ev = evidenceOf[i];
    // A positive test told as history ("positive skin test in 2017") and cleared by a later chest x-ray:
    // the x-ray is the evidence that decides, the old test's paperwork is not asked for.
    if (t.type !== 'xray' && t.result === 'positive' && clearedAfter(t)) return;
    issues.add('indeterminate test type', t.type === null);
    // An earlier entry of the episode that a later complete test of the same kind follows (the first step
    // of two, a redraw) does not decide: what could not be read of it is not asked for.
    if (supersededBy(t, tests)) return;
    issues.add('missing test dates', !datesComplete(t));
    const backwards = t.exam_date !== null && t.report_date !== null && t.report_date < t.exam_date;
    issues.add('invalid test dates', ev.unreadableDate || backwards);
    issues.add('missing administrator', !hasAdministrator(t));
    issues.add('missing test result', t.result === null);
    issues.add('low confidence test result', ev.lowConfidence && t.result !== null);
    // A reading weeks after the placement is no reading of it: the dates were paired across the entries
    // of a record, or a year was misread. The waiting period cannot be judged from them.
    const unpaired =
      t.type === 'skin' &&
      t.exam_date !== null &&
      t.report_date !== null &&
      daysBetween(t.exam_date, t.report_date) > MAX_READING_DAYS;
    issues.add('invalid extraction', unpaired);
    if (t.type === 'skin' && t.exam_date && t.report_date && !backwards && !unpaired) {
      const outside =
        ev.hoursToRead !== null
          ? ev.hoursToRead < 48 - CLOCK_SLACK_HOURS || ev.hoursToRead > 72 + CLOCK_SLACK_HOURS
          : ![2, 3].includes(daysBetween(t.exam_date, t.report_date));
      issues.add('invalid waiting period', outside);
    }
  });

  // A positive result the document itself contradicts is flagged (low confidence), not rejected on.
  const positive = tests.some(
    (t, i) =>
      t.result === 'positive' && !evidenceOf[i].conflicting && (t.type === 'xray' || !clearedAfter(t)),
  );
  issues.add('positive test result', positive);

  const laterNegative = (t: TbTest): boolean =>
    tests.some((o) => o !== t && o.result === 'negative' && (latestDate(o) ?? '') > (latestDate(t) ?? ''));
  issues.add(
    'indeterminate test result',
    tests.some((t) => t.result === 'indeterminate' && !laterNegative(t) && !clearedAfter(t)),
  );

  issues.add(
    'too many tests',
    distinctTests(tests, 'skin') > 2 || distinctTests(tests, 'blood') > 1 || distinctTests(tests, 'xray') > 1,
  );

  const newest = newestOf(tests);
  const maxAge = ruleNumber(rules, 'max_age_days', 365) ?? 365;
  if (newest) issues.add('test too old', newest < addDays(validOn, -maxAge));
}
