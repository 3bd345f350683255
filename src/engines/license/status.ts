// Maps the status words of board files and lookups (FACTS.md §5.2–5.4: Nursys, nurse aide registries,
// Arizona, Florida DOH/DBPR, New York) to DOMAIN.md's normalised set. The raw word is always kept beside the result, so the mapping can be
// revised without losing what the source said.
import type { LicenseStatus } from './types';

const EXACT: Readonly<Record<string, LicenseStatus>> = {
  active: 'active',
  'clear/active': 'active',
  'current/active': 'active',
  current: 'active',
  clear: 'active',
  licensed: 'active',
  'good standing': 'active',
  unencumbered: 'active',
  'active in renewal': 'active',
  probation: 'probation',
  'active with restrictions': 'probation',
  'active/probation': 'probation',
  'probation/restriction': 'probation',
  restricted: 'probation',
  conditional: 'probation',
  delinquent: 'expired',
  lapsed: 'expired',
  expired: 'expired',
  'not renewed': 'expired',
  // Florida: a delinquent license not renewed within the next cycle becomes null and void — a lapse
  // without discipline, so it reads as expired rather than revoked.
  'null and void': 'expired',
  suspended: 'suspended',
  // Non-disciplinary in Florida, but the holder may not practise while it lasts.
  'administrative suspension': 'suspended',
  'emergency suspension': 'suspended',
  'summary suspension': 'suspended',
  revoked: 'revoked',
  'administrative revocation': 'revoked',
  // The authority to practise was voided by the board: treated like a revocation.
  'authority void': 'revoked',
  void: 'revoked',
  surrendered: 'surrendered',
  'voluntary surrender': 'surrendered',
  'voluntarily surrendered': 'surrendered',
  relinquished: 'surrendered',
  inactive: 'inactive',
  'clear/inactive': 'inactive',
  retired: 'inactive',
  // Arizona: closed licenses cannot be reactivated; no discipline implied.
  closed: 'inactive',
  deceased: 'inactive',
  // New York grants a license once; the right to practise is a registration renewed every 3 years.
  // "Registered" is a current registration: the holder may practise.
  registered: 'active',
  'currently registered': 'active',
  // Licensed but not registered: the holder may not practise until registering again.
  'not registered': 'inactive',
  'not currently registered': 'inactive',
  unregistered: 'inactive',
  // Nursys: "unencumbered" is an active license without discipline, "encumbered" one under discipline.
  encumbered: 'probation',
  // Nursys discipline: an agreement to refrain from practice stops practice like a suspension.
  'agreement to refrain': 'suspended',
  'agreement to refrain from practice': 'suspended',
  // Nurse aide registries: a substantiated finding of abuse, neglect or misappropriation bars the aide.
  'abuse finding': 'revoked',
  'neglect finding': 'revoked',
  'misappropriation finding': 'revoked',
};

// For words outside the table (boards invent compounds such as "Active - Probation"), the most severe
// keyword wins; "inactive" is tested before "active" because it contains it.
// "not registered" is tested before "registered" for the same reason.
const KEYWORDS: ReadonlyArray<readonly [RegExp, LicenseStatus]> = [
  [/revok|revoc|\bvoid\b/, 'revoked'],
  [/surrender|relinquish/, 'surrendered'],
  [/suspen|\brefrain\b/, 'suspended'],
  [/probation|restrict|encumbered|conditional|\blimited\b|\blimitation/, 'probation'],
  [/expire|lapse|delinquent/, 'expired'],
  [/inactive|retire|deceased|closed|cancel|\bnot (currently )?registered\b|\bunregistered\b/, 'inactive'],
  [/active|current|\bregistered\b/, 'active'],
];

export function comparableStatusWord(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z/ ]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normaliseStatus(raw: string | null | undefined): LicenseStatus {
  if (!raw) return 'unknown';
  const word = comparableStatusWord(raw);
  const exact = EXACT[word];
  if (exact) return exact;
  if (/\bunencumbered\b/.test(word)) return 'active';
  for (const [pattern, status] of KEYWORDS) if (pattern.test(word)) return status;
  return 'unknown';
}
