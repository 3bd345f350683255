// DOMAIN.md's license issues and the decision each forces. The decision of an outcome is derived from
// its issues only: rejected if any rejects, else flagged if any flags, else accepted.
import type { OutcomeDecision } from '../../shared/value-sets';

export const LICENSE_ISSUES = {
  'license not found': 'rejected',
  'license expired': 'rejected',
  'license inactive': 'rejected',
  'license suspended': 'rejected',
  'license revoked': 'rejected',
  'license surrendered': 'rejected',
  'license type mismatch': 'rejected',
  'name mismatch': 'rejected',
  'license on probation': 'flagged',
  'disciplinary action': 'flagged',
  'name partially matches': 'flagged',
  'multiple licenses match': 'flagged',
  'license status unverified': 'flagged',
} as const satisfies Record<string, Exclude<OutcomeDecision, 'accepted'>>;

export type LicenseIssue = keyof typeof LICENSE_ISSUES;

/** The issues that end a license verification as `failed` rather than with a decision. */
export const LICENSE_FAILURE_ISSUES = ['jurisdiction not supported', 'license source unavailable'] as const;

export function decisionFor(issues: readonly LicenseIssue[]): OutcomeDecision {
  if (issues.some((issue) => LICENSE_ISSUES[issue] === 'rejected')) return 'rejected';
  if (issues.some((issue) => LICENSE_ISSUES[issue] === 'flagged')) return 'flagged';
  return 'accepted';
}
