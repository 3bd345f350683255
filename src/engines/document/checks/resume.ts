// Resume rules: experience, recency, gaps, keywords, contact details and date consistency.
import type { EffectiveRules } from '../../contract';
import type { ResumeData } from '../understanding/types';
import { addMonthsYm } from '../understanding/dates';
import { foldText } from '../understanding/normalize';
import type { IssueList } from './issues';
import { ruleList, ruleNumber } from './rules';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function checkResume(
  data: ResumeData,
  text: string,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
): void {
  const now = validOn.slice(0, 7);
  const history = data.work_history;
  issues.add('no work history', history.length === 0);
  if (history.length > 0) {
    const min = ruleNumber(rules, 'min_experience_months', 0) ?? 0;
    issues.add('insufficient experience', data.total_experience_months < min);
    const recent = ruleNumber(rules, 'recent_within_months', null);
    if (recent !== null) {
      const latest = history
        .map((e) => (e.current ? now : (e.end_date ?? e.start_date ?? '0000-00')))
        .sort()
        .pop() as string;
      issues.add('no recent experience', latest < addMonthsYm(now, -recent));
    }
    const maxGap = ruleNumber(rules, 'max_gap_months', null);
    if (maxGap !== null)
      issues.add(
        'employment gap',
        data.gaps.some((g) => g.months > maxGap),
      );
    issues.add(
      'inconsistent dates',
      history.some(
        (e) =>
          (e.start_date !== null && e.end_date !== null && e.start_date > e.end_date) ||
          (e.start_date !== null && e.start_date > now) ||
          (e.end_date !== null && e.end_date > now),
      ),
    );
  }
  const folded = foldText(text);
  const keywords = ruleList(rules, 'required_keywords', []) ?? [];
  issues.add(
    'missing required keyword',
    // A keyword is found in its plural too ("ventilator" in "ventilators").
    keywords.some(
      (k) => !new RegExp(`(^|[^a-z0-9])${escape(foldText(k.trim()))}(?:e?s)?([^a-z0-9]|$)`).test(folded),
    ),
  );
  issues.add('missing contact information', data.contact.email === null && data.contact.phone === null);
}
