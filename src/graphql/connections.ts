// Relay cursor connections over the verification lists: `first`/`after` page by a keyset cursor (the
// list order's scheduled_at and id), so a page never skips or repeats a row when new verifications
// arrive. The GraphQL-only filters (decision, person_external_id, scheduled range) are checked here.
import type { ListFilter } from '../../projections/verifications.projection';
import type { ExistingVerification } from '../domain/verification/state';
import type { ErrorDetail } from '../http/errors';
import { ValidationError } from '../http/errors';
import { parseTime } from '../http/validation/history-query';
import { DECISIONS } from '../shared/value-sets';
import type { Decision } from '../shared/value-sets';

export interface ConnectionArgs {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly decision?: string | null;
  readonly person_external_id?: string | null;
  readonly scheduledAfter?: string | null;
  readonly scheduledBefore?: string | null;
}

export const cursorOf = (v: ExistingVerification): string =>
  Buffer.from(JSON.stringify([v.scheduledAt, v.id])).toString('base64url');

function decodeCursor(raw: string): { scheduledAt: string; id: string } {
  try {
    const [scheduledAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof scheduledAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(scheduledAt)))
      return { scheduledAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new ValidationError([{ field: 'after', problem: 'is not a cursor this API gave out' }]);
}

/** The REST-shaped filter plus the connection's arguments → one list filter (limit holds one extra row). */
export function connectionFilter(base: ListFilter, args: ConnectionArgs): ListFilter {
  const details: ErrorDetail[] = [];
  let limit = base.limit;
  if (args.first !== undefined && args.first !== null) {
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 100)
      details.push({ field: 'first', problem: 'must be an integer from 1 to 100' });
    else limit = args.first;
  }
  if (args.after && base.offset > 0)
    details.push({ field: 'after', problem: 'cannot be combined with offset' });
  if (args.decision && !(DECISIONS as readonly string[]).includes(args.decision))
    details.push({ field: 'decision', problem: `must be one of: ${DECISIONS.join(', ')}` });
  if (args.person_external_id && args.person_external_id.length > 255)
    details.push({ field: 'person_external_id', problem: 'must be at most 255 characters' });
  const time = (field: 'scheduledAfter' | 'scheduledBefore') => {
    const raw = args[field];
    if (!raw) return undefined;
    try {
      return parseTime(field, raw);
    } catch (error) {
      if (error instanceof ValidationError) details.push(...(error.details ?? []));
      return undefined;
    }
  };
  const scheduledAfter = time('scheduledAfter');
  const scheduledBefore = time('scheduledBefore');
  let after: ListFilter['after'];
  try {
    after = args.after ? decodeCursor(args.after) : undefined;
  } catch (error) {
    if (error instanceof ValidationError) details.push(...(error.details ?? []));
  }
  if (details.length > 0) throw new ValidationError(details);
  return {
    ...base,
    limit: limit + 1,
    ...(args.decision ? { decision: args.decision as Decision } : {}),
    ...(args.person_external_id ? { personExternalId: args.person_external_id } : {}),
    ...(scheduledAfter ? { scheduledAfter } : {}),
    ...(scheduledBefore ? { scheduledBefore } : {}),
    ...(after ? { after } : {}),
  };
}

/** A page (fetched with one extra row) as both the list shape and a Relay connection. */
export function connectionOf<T>(
  page: { items: readonly ExistingVerification[]; total: number },
  filter: ListFilter,
  render: (v: ExistingVerification) => T,
) {
  const wanted = filter.limit - 1;
  const rows = page.items.slice(0, wanted);
  const hasNextPage = page.items.length > wanted;
  const edges = rows.map((v) => ({ cursor: cursorOf(v), node: render(v) }));
  return {
    items: edges.map((e) => e.node),
    total: page.total,
    has_more: hasNextPage,
    totalCount: page.total,
    edges,
    pageInfo: { hasNextPage, endCursor: edges.length > 0 ? edges[edges.length - 1].cursor : null },
  };
}
