// Physical exam rules: a recent, signed exam with a written opinion that clears the person.
import type { EffectiveRules } from '../../contract';
import type { PhysicalData } from '../understanding/types';
import { daysBetween } from '../understanding/dates';
import type { IssueList } from './issues';
import { ruleBool, ruleNumber } from './rules';

export function checkPhysical(
  data: PhysicalData,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
): void {
  const maxAge = ruleNumber(rules, 'max_age_days', 365) ?? 365;
  issues.add('missing exam date', data.exam_date === null);
  if (data.exam_date) issues.add('exam too old', daysBetween(data.exam_date, validOn) > maxAge);
  issues.add('missing examiner', data.examiner.name === null);
  issues.add('missing examiner signature', data.examiner.signature === 'not_present');
  issues.add('not cleared', data.clearance === 'not_cleared');
  const restricted =
    data.clearance === 'cleared_with_restrictions' ||
    (data.clearance !== 'not_cleared' && data.restrictions !== null);
  issues.add('restrictions present', restricted && !ruleBool(rules, 'allow_restrictions', false));
  issues.add('missing clearance', data.clearance === null);
}
