import type { ListFilter } from '../../../projections/verifications.projection';
import type { VerificationKind } from '../../domain/verification/events';
import type { DocumentType, Status } from '../../shared/value-sets';
import type { ErrorDetail } from '../errors';
import { ValidationError } from '../errors';
import { validateAgainst } from './validator';

const ALLOWED: Readonly<Record<VerificationKind, readonly string[]>> = {
  document: ['limit', 'offset', 'external_id', 'document_type', 'status'],
  license: ['limit', 'offset', 'external_id', 'status'],
};

/** List query → filter. Empty or missing parameters take their defaults; anything else must be valid. */
export function parseListQuery(
  query: Record<string, string | string[] | undefined>,
  kind: VerificationKind,
): ListFilter {
  const details: ErrorDetail[] = [];
  const value = queryReader(query, ALLOWED[kind], details);
  const limit = integer('limit', value('limit'), 25, 1, 100, details);
  const offset = integer('offset', value('offset'), 0, 0, 1_000_000, details);
  const externalId = value('external_id');
  if (externalId !== undefined && externalId.length > 255)
    details.push({ field: 'external_id', problem: 'must be at most 255 characters' });
  const documentType = value('document_type');
  if (documentType !== undefined)
    details.push(...validateAgainst('DocumentType', documentType, 'document_type'));
  const status = value('status');
  if (status !== undefined) details.push(...validateAgainst('Status', status, 'status'));
  if (details.length > 0) throw new ValidationError(details);
  return {
    kind,
    limit,
    offset,
    ...(externalId !== undefined ? { externalId } : {}),
    ...(documentType !== undefined ? { documentType: documentType as DocumentType } : {}),
    ...(status !== undefined ? { status: status as Status } : {}),
  };
}

/** A query integer within bounds; a problem is added to `details` and the fallback returned. */
export function integer(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  details: ErrorDetail[],
): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    details.push({ field: name, problem: `must be an integer from ${min} to ${max}` });
    return fallback;
  }
  return Number(raw);
}

/**
 * Reads a query string's parameters: unknown names and repeated ones are problems added to `details`;
 * an empty or missing parameter reads as undefined (its default), others trimmed.
 */
export function queryReader(
  query: Record<string, string | string[] | undefined>,
  allowed: readonly string[],
  details: ErrorDetail[],
): (name: string) => string | undefined {
  for (const name of Object.keys(query))
    if (!allowed.includes(name))
      details.push({ field: name, problem: `is not a known parameter (allowed: ${allowed.join(', ')})` });
  return (name) => {
    const raw = query[name];
    if (Array.isArray(raw)) {
      details.push({ field: name, problem: 'must be given once' });
      return undefined;
    }
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
}
