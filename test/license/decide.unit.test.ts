import { decideLicense } from '../../src/engines/license/decide';
import type { LicenseRules } from '../../src/engines/license/decide';
import { decisionFor, LICENSE_ISSUES } from '../../src/engines/license/issues';
import type { LicenseIssue } from '../../src/engines/license/issues';
import type { LicenseQuery, SourceAnswer, SourceRecord } from '../../src/engines/license/types';

const query: LicenseQuery = {
  type: 'RN',
  number: 'RN 100001',
  numberKey: '100001',
  jurisdiction: 'CA',
  person: { first: 'Jane', middle: null, last: 'Doe' },
};
const rules: LicenseRules = { validOn: '2026-11-21', allowProbation: false, requireNameMatch: true };

const record = (over: Partial<SourceRecord> = {}): SourceRecord => ({
  jurisdiction: 'CA',
  number: '100001',
  type: 'RN',
  types: ['RN'],
  name: { first: 'JANE', middle: 'A', last: 'DOE' },
  status: 'active',
  sourceStatus: 'Active',
  issueDate: '2020-01-15',
  expirationDate: '2028-01-31',
  discipline: false,
  source: 'CA BRN',
  ...over,
});

const answer = (records: SourceRecord[], standing = true): SourceAnswer => ({
  source: standing ? 'registry' : 'npi',
  standing,
  records,
  evidence: { source: 's', captured_at: '2026-11-21T10:00:00.000Z', request: {}, response: {} },
});

const decide = (a: SourceAnswer, r: Partial<LicenseRules> = {}, q: Partial<LicenseQuery> = {}) =>
  decideLicense({ ...query, ...q }, { ...rules, ...r }, a, '/v1/license-verifications/v1/evidence/1');

describe('license decision', () => {
  it('accepts an active license of the person, with the data contract', () => {
    const outcome = decide(answer([record()]));
    expect(outcome).toEqual({
      kind: 'completed',
      decision: 'accepted',
      confidence: 100,
      issues: [],
      data: {
        person: { name: { source: 'Jane Doe', extracted: 'JANE A DOE', status: 'match' } },
        licenses: [
          {
            jurisdiction: 'CA',
            number: '100001',
            type: 'RN',
            status: 'active',
            source_status: 'Active',
            issue_date: '2020-01-15',
            expiration_date: '2028-01-31',
            discipline: false,
            source: 'CA BRN',
            proof: '/v1/license-verifications/v1/evidence/1',
          },
        ],
      },
    });
  });

  const cases: [LicenseIssue, SourceAnswer][] = [
    ['license not found', answer([])],
    ['license expired', answer([record({ status: 'expired', sourceStatus: 'Delinquent' })])],
    ['license expired', answer([record({ expirationDate: '2026-11-20' })])],
    ['license inactive', answer([record({ status: 'inactive', sourceStatus: 'Clear/Inactive' })])],
    ['license suspended', answer([record({ status: 'suspended' })])],
    ['license revoked', answer([record({ status: 'revoked' })])],
    ['license surrendered', answer([record({ status: 'surrendered' })])],
    ['license type mismatch', answer([record({ type: 'LPN', types: ['LPN'] })])],
    ['name mismatch', answer([record({ name: { first: 'JOAN', middle: null, last: 'DOE' } })])],
    ['license on probation', answer([record({ status: 'probation' })])],
    ['disciplinary action', answer([record({ discipline: true })])],
    ['name partially matches', answer([record({ name: { first: 'J', middle: null, last: 'DOE' } })])],
    ['multiple licenses match', answer([record(), record({ jurisdiction: 'NV' })])],
    ['license status unverified', answer([record({ status: 'unknown', sourceStatus: 'A' })], false)],
  ];

  it.each(cases)('raises %s with its DOMAIN.md decision', (issue, a) => {
    const outcome = decide(a);
    expect(outcome.issues).toContain(issue);
    expect(outcome.issues).toHaveLength(1);
    expect(outcome.decision).toBe(LICENSE_ISSUES[issue]);
  });

  it('accepts probation when the rules allow it, and still flags discipline', () => {
    const outcome = decide(answer([record({ status: 'probation', discipline: true })]), {
      allowProbation: true,
    });
    expect(outcome.issues).toEqual(['disciplinary action']);
    expect(outcome.decision).toBe('flagged');
  });

  it('only reports a name mismatch in data when the rules do not require a match', () => {
    const outcome = decide(answer([record({ name: { first: 'JOAN', middle: null, last: 'DOE' } })]), {
      requireNameMatch: false,
    });
    expect(outcome.decision).toBe('accepted');
    expect(outcome.data).toMatchObject({ person: { name: { status: 'mismatch' } } });
  });

  it('prefers the record whose name matches over one that does not, and judges several on the best standing', () => {
    const other = record({ jurisdiction: 'NV', name: { first: 'PAT', middle: null, last: 'DOE' } });
    expect(decide(answer([record(), other]), {}, { jurisdiction: null }).issues).toEqual([]);
    const lapsed = record({ jurisdiction: 'NV', status: 'expired' });
    const outcome = decide(answer([lapsed, record()]), {}, { jurisdiction: null });
    expect(outcome.issues).toEqual(['multiple licenses match']);
    expect((outcome.data.licenses as { jurisdiction: string }[]).map((l) => l.jurisdiction)).toEqual([
      'CA',
      'NV',
    ]);
  });

  it('combines issues and derives the decision from the most severe', () => {
    const outcome = decide(answer([record({ status: 'suspended', discipline: true })]));
    expect(outcome.issues).toEqual(['license suspended', 'disciplinary action']);
    expect(outcome.decision).toBe('rejected');
    expect(decisionFor([])).toBe('accepted');
    expect(decisionFor(['license status unverified', 'name partially matches'])).toBe('flagged');
  });

  it('reports no extracted name when nothing was found', () => {
    expect(decide(answer([])).data).toEqual({
      person: { name: { source: 'Jane Doe', extracted: null, status: 'not_present' } },
      licenses: [],
    });
  });
});
