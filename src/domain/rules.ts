// The rules a client may set per document type and for licenses (DOMAIN.md), with their defaults.
// schema/openapi.yaml declares the same rules for request validation; a test keeps the two equal.
import type { DocumentType } from '../shared/value-sets';

export const COVID_MANUFACTURERS = [
  'pfizer',
  'moderna',
  'janssen',
  'novavax',
  'astrazeneca',
  'other',
] as const;
export const LIFE_SUPPORT_TYPES = ['cpr', 'bls', 'acls', 'pals', 'nrp', 'first_aid'] as const;
export const LIFE_SUPPORT_ISSUERS = [
  'american_heart_association',
  'american_red_cross',
  'national_safety_council',
  'american_safety_health_institute',
  'protrainings',
  'national_cpr_foundation',
  'other',
] as const;

type RuleValue = string | number | boolean | null | readonly string[];
export type RuleDefaults = Readonly<Record<string, RuleValue>>;

/** `valid_on: null` in a default set means "today (UTC) at the time of the request". */
const COMMON_DOCUMENT_RULES: RuleDefaults = {
  valid_on: null,
  require_name_match: true,
  require_dob_match: true,
};

export const DOCUMENT_RULE_DEFAULTS: Readonly<Record<DocumentType, RuleDefaults>> = {
  tuberculosis_test: { ...COMMON_DOCUMENT_RULES, max_age_days: 365, accept_xray: true },
  covid_vaccination: {
    ...COMMON_DOCUMENT_RULES,
    allow_declination: false,
    accepted_manufacturers: COVID_MANUFACTURERS.filter((m) => m !== 'other'),
    require_complete_primary_series: true,
    require_booster: false,
  },
  flu_vaccination: { ...COMMON_DOCUMENT_RULES, allow_declination: false, season: 'current' },
  life_support_certification: {
    ...COMMON_DOCUMENT_RULES,
    accepted_types: ['cpr', 'bls', 'acls', 'pals', 'first_aid'],
    accepted_issuers: LIFE_SUPPORT_ISSUERS.filter((i) => i !== 'other'),
  },
  food_handler_certification: {
    ...COMMON_DOCUMENT_RULES,
    accepted_programs: null,
    accepted_jurisdictions: null,
    default_validity_years: 3,
  },
  alcohol_handler_certification: {
    ...COMMON_DOCUMENT_RULES,
    accepted_programs: null,
    accepted_jurisdictions: null,
    default_validity_years: 3,
  },
  physical_exam: { ...COMMON_DOCUMENT_RULES, max_age_days: 365, allow_restrictions: false },
  partner_health_badge: { ...COMMON_DOCUMENT_RULES, accepted_issuers: null },
  resume: {
    ...COMMON_DOCUMENT_RULES,
    min_experience_months: 0,
    max_gap_months: null,
    required_keywords: [],
    recent_within_months: null,
  },
};

export const LICENSE_RULE_DEFAULTS: RuleDefaults = {
  valid_on: null,
  allow_probation: false,
  require_name_match: true,
};

/**
 * The effective rules of a request: the type's defaults merged with the client's, `valid_on` resolved to
 * `today` when the client left it out. Pure: today comes from the caller's clock.
 */
export function effectiveRules(
  defaults: RuleDefaults,
  client: Readonly<Record<string, unknown>> | undefined,
  today: string,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults, ...(client ?? {}) };
  if (merged.valid_on === null || merged.valid_on === undefined) merged.valid_on = today;
  return merged;
}
