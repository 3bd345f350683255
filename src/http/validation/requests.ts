// Request bodies and queries → validated inputs. Shapes come from schema/openapi.yaml; what a schema
// cannot say (rules per document type, dob not in the future, sandbox only in test mode, metadata bytes)
// is checked here. Every problem is collected so one 400 lists them all.
import type { DocumentVerificationInput } from '../../domain/document-verification/request';
import type { LicenseVerificationInput } from '../../domain/license-verification/request';
import type { DocumentType, Mode } from '../../shared/value-sets';
import { isDocumentType } from '../../shared/value-sets';
import type { ErrorDetail } from '../errors';
import { ValidationError } from '../errors';
import { allowedProperties, validateAgainst } from './validator';

const RULE_SCHEMAS: Readonly<Record<DocumentType, string>> = {
  tuberculosis_test: 'TuberculosisTestRules',
  covid_vaccination: 'CovidVaccinationRules',
  flu_vaccination: 'FluVaccinationRules',
  life_support_certification: 'LifeSupportCertificationRules',
  food_handler_certification: 'HandlerCertificationRules',
  alcohol_handler_certification: 'HandlerCertificationRules',
  physical_exam: 'PhysicalExamRules',
  partner_health_badge: 'PartnerHealthBadgeRules',
  resume: 'ResumeRules',
};

export const ruleSchemaOf = (type: DocumentType): string => RULE_SCHEMAS[type];

const JSON_BYTES_LIMIT = 16 * 1024;
/** Client-owned free-form objects: kept exactly as sent (no trimming). */
const OPAQUE_KEYS = new Set(['metadata', 'data']);

type Body = Record<string, unknown>;

export function parseDocumentStart(raw: Body, mode: Mode, today: string): DocumentVerificationInput {
  const body = trimStrings(raw) as Body;
  const details = validateAgainst('StartDocumentVerificationRequest', body);
  const type = (body.document as Body | undefined)?.type;
  if (isDocumentType(type)) details.push(...checkRules(body.rules, ruleSchemaOf(type), type));
  details.push(...commonChecks(body, mode, today));
  if (details.length > 0) throw new ValidationError(details);
  return body as unknown as DocumentVerificationInput;
}

/** The deprecated body: no sandbox; the type from `verification_type` or `document.type`. */
export function parseDeprecatedStart(raw: Body, today: string): DocumentVerificationInput {
  const body = trimStrings(raw) as Body;
  const details = validateAgainst('DeprecatedVerificationRequest', body);
  const document = (body.document ?? {}) as Body;
  const declared = body.verification_type;
  const inner = document.type;
  if (declared === undefined && inner === undefined) {
    details.push({ field: 'verification_type', problem: 'is required (or document.type)' });
  } else if (declared !== undefined && inner !== undefined && declared !== inner) {
    details.push({ field: 'verification_type', problem: 'must equal document.type when both are given' });
  }
  const type = declared ?? inner;
  if (isDocumentType(type)) details.push(...checkRules(body.rules, ruleSchemaOf(type), type));
  details.push(...commonChecks(body, 'live', today));
  if (details.length > 0) throw new ValidationError(details);
  const { verification_type: _ignored, ...rest } = body;
  return { ...rest, document: { ...document, type } } as unknown as DocumentVerificationInput;
}

export function parseLicenseStart(raw: Body, mode: Mode, today: string): LicenseVerificationInput {
  const body = trimStrings(raw) as Body;
  const details = validateAgainst('StartLicenseVerificationRequest', body);
  details.push(...renameUnknownRules(details, 'LicenseRules', 'licenses'));
  details.push(...commonChecks(body, mode, today));
  if (details.length > 0) throw new ValidationError(dropRenamed(details));
  return body as unknown as LicenseVerificationInput;
}

function checkRules(rules: unknown, schema: string, type: string): ErrorDetail[] {
  if (rules === undefined) return [];
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) return [];
  const details = validateAgainst(schema, rules, 'rules');
  return dropRenamed([...details, ...renameUnknownRules(details, schema, type)]);
}

const RENAMED = Symbol('renamed');

/** "is not a known field" under rules → names the rule and the allowed ones. */
function renameUnknownRules(details: ErrorDetail[], schema: string, type: string): ErrorDetail[] {
  const allowed = allowedProperties(schema).join(', ');
  const renamed: ErrorDetail[] = [];
  for (const d of details) {
    if (d.field.startsWith('rules.') && d.problem === 'is not a known field') {
      (d as ErrorDetail & { [RENAMED]?: true })[RENAMED] = true;
      renamed.push({ field: d.field, problem: `is not a rule of ${type} (allowed: ${allowed})` });
    }
  }
  return renamed;
}

const dropRenamed = (details: ErrorDetail[]): ErrorDetail[] =>
  details.filter((d) => !(d as ErrorDetail & { [RENAMED]?: true })[RENAMED]);

function commonChecks(body: Body, mode: Mode, today: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const person = body.person as Body | undefined;
  if (typeof person?.dob === 'string' && /^\d{4}-\d\d-\d\d$/.test(person.dob) && person.dob > today) {
    details.push({ field: 'person.dob', problem: 'must not be in the future' });
  }
  const objects: Array<[string, unknown]> = [
    ['metadata', body.metadata],
    ['person.metadata', person?.metadata],
    ['document.metadata', (body.document as Body | undefined)?.metadata],
    ['license.metadata', (body.license as Body | undefined)?.metadata],
    ['sandbox.data', (body.sandbox as Body | undefined)?.data],
  ];
  for (const [field, value] of objects) {
    if (value !== undefined && JSON.stringify(value).length > JSON_BYTES_LIMIT) {
      details.push({ field, problem: 'must be at most 16 KiB once serialized' });
    }
  }
  const sandbox = body.sandbox as Body | undefined;
  if (sandbox && typeof sandbox === 'object' && Object.keys(sandbox).length > 0) {
    if (mode === 'live') details.push({ field: 'sandbox', problem: 'is only allowed with a test-mode key' });
    const status = sandbox.status ?? 'completed';
    if (sandbox.decision === 'failed' && status !== 'failed') {
      details.push({
        field: 'sandbox.decision',
        problem: 'can be failed only when sandbox.status is failed',
      });
    }
  }
  return details;
}

/** Trims every string outside client-owned free-form objects; empty required strings then fail minLength. */
export function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Body).map(([k, v]) => [k, OPAQUE_KEYS.has(k) ? v : trimStrings(v)]),
    );
  }
  return value;
}
