// Every issue of DOMAIN.md a processed document can carry, with the decision it forces.
import type { OutcomeDecision } from '../../../shared/value-sets';

export const ISSUE_SEVERITY = {
  'name mismatch': 'rejected',
  'name not present': 'flagged',
  'dob mismatch': 'rejected',
  'document type mismatch': 'rejected',
  'document expired': 'rejected',
  'invalid extraction': 'flagged',
  // tuberculosis_test
  'missing test dates': 'rejected',
  'invalid test dates': 'rejected',
  'missing administrator': 'rejected',
  'missing test result': 'rejected',
  'invalid waiting period': 'rejected',
  'positive test result': 'rejected',
  'indeterminate test result': 'rejected',
  'test too old': 'rejected',
  'too many tests': 'rejected',
  'low confidence test result': 'flagged',
  'indeterminate test type': 'flagged',
  // covid_vaccination
  'not enough doses': 'rejected',
  'unsupported manufacturer': 'rejected',
  'unsupported dose combination': 'rejected',
  'missing dose date': 'rejected',
  'missing dose administrator': 'rejected',
  'insufficient waiting period': 'rejected',
  'declination not allowed': 'rejected',
  'missing declination date': 'rejected',
  'missing declination reason': 'rejected',
  'invalid declination reason': 'rejected',
  // flu_vaccination ("missing administrator" is flagged there, rejected for TB: see severityFor)
  'missing vaccination date': 'rejected',
  'vaccination outside season': 'rejected',
  // life_support_certification
  'missing id': 'rejected',
  'missing issuer': 'rejected',
  'missing type': 'rejected',
  'missing expiration date': 'rejected',
  'unsupported type': 'rejected',
  'unsupported issuer': 'rejected',
  'too many certifications': 'flagged',
  // food / alcohol handler
  'unsupported program': 'rejected',
  'unsupported jurisdiction': 'rejected',
  'missing certificate id': 'flagged',
  'missing issue date': 'flagged',
  // physical_exam
  'missing exam date': 'rejected',
  'exam too old': 'rejected',
  'missing examiner': 'rejected',
  'missing examiner signature': 'rejected',
  'not cleared': 'rejected',
  'restrictions present': 'flagged',
  'missing clearance': 'flagged',
  // partner_health_badge ("missing expiration date" is flagged there: see severityFor)
  'missing badge id': 'rejected',
  'badge inactive': 'rejected',
  // resume
  'no work history': 'rejected',
  'insufficient experience': 'rejected',
  'no recent experience': 'rejected',
  'employment gap': 'flagged',
  'missing required keyword': 'flagged',
  'missing contact information': 'flagged',
  'inconsistent dates': 'flagged',
} as const satisfies Record<string, OutcomeDecision>;

export type Issue = keyof typeof ISSUE_SEVERITY;

/** Two issues change severity with the document type, as DOMAIN.md's per-type tables say. */
export function severityFor(issue: Issue, type: string): OutcomeDecision {
  if (issue === 'missing administrator' && type === 'flu_vaccination') return 'flagged';
  if (issue === 'missing expiration date' && type === 'partner_health_badge') return 'flagged';
  return ISSUE_SEVERITY[issue];
}

export function decisionOf(issues: readonly Issue[], type: string): OutcomeDecision {
  const severities = issues.map((i) => severityFor(i, type));
  if (severities.includes('rejected')) return 'rejected';
  if (severities.includes('flagged')) return 'flagged';
  return 'accepted';
}

/** An ordered set of issues: each appears once, in the order found. */
export class IssueList {
  private readonly items: Issue[] = [];
  add(issue: Issue, when = true): this {
    if (when && !this.items.includes(issue)) this.items.push(issue);
    return this;
  }
  /** Replaces `issue` by `by` where it stands (or appends `by` if it is already elsewhere). */
  replace(issue: Issue, by: Issue): this {
    const at = this.items.indexOf(issue);
    if (at < 0) return this;
    if (this.items.includes(by)) this.items.splice(at, 1);
    else this.items[at] = by;
    return this;
  }
  has(issue: Issue): boolean {
    return this.items.includes(issue);
  }
  get list(): readonly Issue[] {
    return this.items;
  }
}
