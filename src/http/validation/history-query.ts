// The event feed's query (SPEC.md §8) → a FeedQuery. Empty or missing parameters take their defaults;
// anything else must be valid, and every problem is reported at once.
import type { FeedQuery } from '../../../projections/event-feed.projection';
import { VERIFICATION_EVENT_TYPES } from '../../domain/verification/events';
import type { ErrorDetail } from '../errors';
import { ValidationError } from '../errors';
import { integer, queryReader } from './list-query';

const ALLOWED = ['after', 'types', 'from', 'to', 'limit'];
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i;

/** An RFC 3339 date-time → ISO 8601 UTC; a ValidationError naming the field otherwise. */
export function parseTime(field: string, raw: string): string {
  const ms = Date.parse(raw);
  if (!RFC3339.test(raw.trim()) || Number.isNaN(ms))
    throw new ValidationError([
      { field, problem: 'must be an RFC 3339 date-time (e.g. 2026-11-23T09:00:00Z)' },
    ]);
  return new Date(ms).toISOString();
}

export function parseHistoryQuery(query: Record<string, string | string[] | undefined>): FeedQuery {
  const details: ErrorDetail[] = [];
  const value = queryReader(query, ALLOWED, details);
  const after = integer('after', value('after'), 0, 0, 999_999_999, details);
  const limit = integer('limit', value('limit'), 100, 1, 1000, details);
  const types = value('types')
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const type of types ?? [])
    if (!(VERIFICATION_EVENT_TYPES as readonly string[]).includes(type))
      details.push({
        field: 'types',
        problem: `has an unknown event type "${type.slice(0, 60)}" (see schema/events.yaml)`,
      });
  const time = (name: 'from' | 'to'): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const ms = Date.parse(raw);
    if (!RFC3339.test(raw) || Number.isNaN(ms)) {
      details.push({ field: name, problem: 'must be an RFC 3339 date-time (e.g. 2026-11-23T09:00:00Z)' });
      return undefined;
    }
    return new Date(ms).toISOString();
  };
  const from = time('from');
  const to = time('to');
  if (details.length > 0) throw new ValidationError(details);
  return {
    after,
    limit,
    ...(types?.length ? { types } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
