// From one source answer to the outcome: which records are the license asked about, what their status
// and the holder's name say, and the resulting issues, decision, confidence and data. Pure: the caller
// supplies the answer, the rules and the proof path.
// - Confidence is a number (0–100), never null: 100 for a board record that answers cleanly, 70 for
//   NPI (self-reported, no standing), lowered for several candidates, a partial name, a type mismatch
//   or a status word the mapping does not know. The same answer always gives the same figure.
// - With `require_name_match: false` neither name issue is raised (a partial match would otherwise
//   weigh more than a full mismatch); the name status is still reported in data.
import type { CompletedOutcome } from '../contract';
import { decisionFor } from './issues';
import type { LicenseIssue } from './issues';
import { recordFitsType } from './license-types';
import { displayName, matchHolderName } from './names/match';
import type { NameStatus } from './names/match';
import type { LicenseQuery, LicenseStatus, SourceAnswer, SourceRecord } from './types';

export interface LicenseRules {
  /** YYYY-MM-DD */
  readonly validOn: string;
  readonly allowProbation: boolean;
  readonly requireNameMatch: boolean;
}

const NAME_RANK: Readonly<Record<NameStatus, number>> = { match: 0, partial_match: 1, mismatch: 2 };
// When several records remain, the verification is flagged for review and judged on the most favourable
// one: a holder with an active license and an old lapsed one holds a license.
const STANDING_RANK: Readonly<Record<LicenseStatus, number>> = {
  active: 0,
  probation: 1,
  unknown: 2,
  inactive: 3,
  expired: 4,
  suspended: 5,
  surrendered: 6,
  revoked: 7,
};

const STATUS_ISSUE: Partial<Record<LicenseStatus, LicenseIssue>> = {
  inactive: 'license inactive',
  expired: 'license expired',
  suspended: 'license suspended',
  revoked: 'license revoked',
  surrendered: 'license surrendered',
};

function standingIssues(record: SourceRecord, standing: boolean, rules: LicenseRules): LicenseIssue[] {
  const issues: LicenseIssue[] = [];
  if (!standing || record.status === 'unknown') issues.push('license status unverified');
  const inForce = record.status === 'active' || record.status === 'probation';
  if (inForce && record.expirationDate !== null && record.expirationDate < rules.validOn)
    issues.push('license expired');
  if (record.status === 'probation' && !rules.allowProbation) issues.push('license on probation');
  const statusIssue = STATUS_ISSUE[record.status];
  if (statusIssue) issues.push(statusIssue);
  if (record.discipline === true) issues.push('disciplinary action');
  return issues;
}

function confidenceOf(answer: SourceAnswer, issues: readonly LicenseIssue[], found: boolean): number {
  // A board file is the primary source; NPI is self-reported enumeration data without standing.
  let score = answer.standing ? 100 : 70;
  if (!found) score -= answer.standing ? 5 : 10;
  if (issues.includes('multiple licenses match')) score -= 20;
  if (issues.includes('name partially matches')) score -= 15;
  if (issues.includes('license type mismatch')) score -= 10;
  if (answer.standing && issues.includes('license status unverified')) score -= 25;
  return Math.max(0, Math.min(100, score));
}

export function decideLicense(
  query: LicenseQuery,
  rules: LicenseRules,
  answer: SourceAnswer,
  proof: string,
): CompletedOutcome {
  const fitting = answer.records.filter((record) => recordFitsType(query.type, record.types));
  const pool = fitting.length > 0 ? fitting : answer.records;
  const named = pool.map((record) => ({ record, name: matchHolderName(query.person, record.name) }));
  const best = Math.min(...named.map((entry) => NAME_RANK[entry.name]));
  const chosen = named
    .filter((entry) => NAME_RANK[entry.name] === best)
    .sort(
      (a, b) =>
        STANDING_RANK[a.record.status] - STANDING_RANK[b.record.status] ||
        (b.record.expirationDate ?? '').localeCompare(a.record.expirationDate ?? ''),
    );
  const primary = chosen[0];

  const issues: LicenseIssue[] = [];
  if (answer.records.length === 0) issues.push('license not found');
  else if (fitting.length === 0) issues.push('license type mismatch');
  if (chosen.length > 1) issues.push('multiple licenses match');
  if (primary && rules.requireNameMatch && primary.name === 'mismatch') issues.push('name mismatch');
  if (primary && rules.requireNameMatch && primary.name === 'partial_match')
    issues.push('name partially matches');
  if (primary && fitting.length > 0) issues.push(...standingIssues(primary.record, answer.standing, rules));
  const unique = [...new Set(issues)];

  return {
    kind: 'completed',
    decision: decisionFor(unique),
    confidence: confidenceOf(answer, unique, answer.records.length > 0),
    issues: unique,
    data: {
      person: {
        name: {
          source: displayName(query.person),
          extracted: primary ? displayName(primary.record.name) : null,
          status: primary ? primary.name : 'not_present',
        },
      },
      licenses: chosen.map(({ record }) => ({
        jurisdiction: record.jurisdiction,
        number: record.number,
        type: record.type,
        status: record.status,
        source_status: record.sourceStatus,
        issue_date: record.issueDate,
        expiration_date: record.expirationDate,
        discipline: record.discipline,
        source: record.source,
        proof,
      })),
    },
  };
}
