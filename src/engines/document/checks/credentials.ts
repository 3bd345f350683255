// Card and certificate rules: life-support cards, food/alcohol handler certificates, partner badges.
import type { EffectiveRules } from '../../contract';
import type { BadgeData, HandlerData, LifeSupportData } from '../understanding/types';
import { stateCode } from '../understanding/extractors/jurisdictions';
import { levenshtein } from '../understanding/name-match';
import type { IssueList } from './issues';
import { looseKey, ruleList } from './rules';

const DEFAULT_TYPES = ['cpr', 'bls', 'acls', 'pals', 'first_aid'];
const DEFAULT_ISSUERS = [
  'american_heart_association',
  'american_red_cross',
  'national_safety_council',
  'american_safety_health_institute',
  'protrainings',
  'national_cpr_foundation',
];

export function checkLifeSupport(
  data: LifeSupportData,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
): void {
  const types = (ruleList(rules, 'accepted_types', DEFAULT_TYPES) ?? DEFAULT_TYPES).map(looseKey);
  const issuers = ruleList(rules, 'accepted_issuers', DEFAULT_ISSUERS)?.map(looseKey) ?? null;
  const latestByType = new Map<string, string>();
  for (const c of data.certifications) {
    issues.add('missing id', c.id === null);
    issues.add('missing issuer', c.issuer === null);
    issues.add('missing type', c.type === null && c.course === null);
    issues.add(
      'unsupported type',
      (c.type === null && c.course !== null) || (c.type !== null && !types.includes(looseKey(c.type))),
    );
    issues.add(
      'unsupported issuer',
      c.issuer !== null && issuers !== null && !issuers.includes(looseKey(c.issuer)),
    );
    issues.add('missing expiration date', c.expiration_date === null);
    if (c.type && c.expiration_date) {
      const prev = latestByType.get(c.type);
      if (prev !== undefined && prev !== c.expiration_date) issues.add('too many certifications');
      if (!prev || c.expiration_date > prev) latestByType.set(c.type, c.expiration_date);
    }
  }
  issues.add(
    'document expired',
    [...latestByType.values()].some((end) => end < validOn),
  );
}

function programAccepted(program: string | null, accepted: readonly string[]): boolean {
  if (!program) return false;
  const p = looseKey(program);
  return accepted.map(looseKey).some((a) => a.length > 0 && (p.includes(a) || a.includes(p)));
}

export function checkHandler(
  data: HandlerData,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
): void {
  const c = data.certificate;
  const programs = ruleList(rules, 'accepted_programs', null);
  const jurisdictions = ruleList(rules, 'accepted_jurisdictions', null);
  issues.add('missing issuer', c.issuer === null);
  if (programs !== null) issues.add('unsupported program', !programAccepted(c.program, programs));
  if (jurisdictions !== null) {
    const codes = jurisdictions.map((j) => stateCode(j) ?? j.toUpperCase());
    issues.add('unsupported jurisdiction', c.jurisdiction === null || !codes.includes(c.jurisdiction));
  }
  issues.add('missing certificate id', c.id === null);
  issues.add('missing issue date', c.issue_date === null);
  issues.add('document expired', c.expiration_date !== null && c.expiration_date < validOn);
}

/**
 * Checks a badge. `text` is the document's: where no issuer was read from a caption, a heading or a
 * brand line, an accepted platform named in the document ("Your Nightingale OnCall badge was issued …")
 * is the issuer; an issuer read and not accepted stays unsupported whatever else the page names.
 */
export function checkBadge(
  data: BadgeData,
  rules: EffectiveRules,
  validOn: string,
  issues: IssueList,
  text: string,
): void {
  const b = data.badge;
  const issuers = ruleList(rules, 'accepted_issuers', null);
  issues.add('missing badge id', b.id === null);
  issues.add('badge inactive', b.status === 'inactive');
  if (issuers !== null) {
    const accepted = issuers.filter((name) => looseKey(name).length > 0);
    const named = looseKey(b.issuer ?? text);
    const page = looseKey(text);
    // The issuer read from its field may carry an OCR slip; the page's whole text is searched as written.
    // A short form of the platform's name in the field ("Brightpath PRN") is that platform when the page
    // names it in full ("property of Brightpath PRN Staffing Platform").
    const shortForm = (name: string): boolean =>
      b.issuer !== null &&
      page.includes(looseKey(name)) &&
      name.split(/\s+/).some((w) => w.length >= 5 && named.includes(looseKey(w)));
    issues.add(
      'unsupported issuer',
      !accepted.some((name) =>
        b.issuer ? nearlyIncludes(named, looseKey(name)) || shortForm(name) : named.includes(looseKey(name)),
      ),
    );
  }
  issues.add('missing expiration date', b.expiration_date === null);
  issues.add('document expired', b.expiration_date !== null && b.expiration_date < validOn);
}

/**
 * Whether `text` holds `name` with at most one slip per eight letters: a platform's name OCR read with a
 * letter wrong or extra ("Larnternshift Health") is still that platform.
 */
export function nearlyIncludes(text: string, name: string): boolean {
  if (text.includes(name)) return true;
  const slips = Math.floor(name.length / 8);
  if (slips === 0) return false;
  for (let len = name.length - slips; len <= name.length + slips; len++)
    for (let at = 0; at + len <= text.length; at++)
      if (levenshtein(text.slice(at, at + len), name) <= slips) return true;
  return false;
}
