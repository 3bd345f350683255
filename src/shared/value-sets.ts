// The value sets of SPEC.md §3, in one place; guards and validation schemas derive from these lists.
export const DOCUMENT_TYPES = [
  'flu_vaccination',
  'resume',
  'tuberculosis_test',
  'covid_vaccination',
  'partner_health_badge',
  'physical_exam',
  'life_support_certification',
  'alcohol_handler_certification',
  'food_handler_certification',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const STATUSES = ['scheduled', 'processing', 'completed', 'failed'] as const;
export type Status = (typeof STATUSES)[number];

export const MODES = ['live', 'test'] as const;
export type Mode = (typeof MODES)[number];

export const DECISIONS = ['accepted', 'rejected', 'flagged', 'failed'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The decisions an engine may reach for a processed document or license ("failed" is a status, not an outcome). */
export type OutcomeDecision = Exclude<Decision, 'failed'>;

export const ISSUE_PATTERN = /^[a-z0-9\s]+$/;

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
