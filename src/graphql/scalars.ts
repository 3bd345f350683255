// The GraphQL value types: date scalars and the enums of every value set. Times stay the strings REST
// serves (RFC 3339, UTC), so a value reads the same over both APIs; inputs are checked when the query is
// parsed, before any resolver runs. Enums derive from the same `as const` lists as REST validation.
import type { ValueNode } from 'graphql';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { registerEnumType } from 'type-graphql';
import { VERIFICATION_EVENT_TYPES } from '../domain/verification/events';
import { DECISIONS, DOCUMENT_TYPES, MODES, STATUSES } from '../shared/value-sets';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-events';

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i;
const CALENDAR_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** An RFC 3339 date-time → the same instant as ISO 8601 UTC; null when it is not one. */
export function dateTimeOf(value: unknown): string | null {
  if (typeof value !== 'string' || !RFC3339.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A calendar date YYYY-MM-DD that exists (no 2026-02-30); null otherwise. */
export function calendarDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parts = CALENDAR_DATE.exec(value);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value
    : null;
}

function stringScalar(
  name: string,
  description: string,
  read: (value: unknown) => string | null,
  example: string,
) {
  const refuse = (
    value: unknown,
    shown = typeof value === 'string' ? `"${value.slice(0, 60)}"` : typeof value,
  ): never => {
    throw new GraphQLError(`${name} cannot represent ${shown}: expected ${description} (e.g. ${example})`);
  };
  const accept = (value: unknown): string => read(value) ?? refuse(value);
  return new GraphQLScalarType<string, string>({
    name,
    description: `${description}, e.g. ${example}`,
    // Served values come from the read models, which hold them in this form already.
    serialize: (value) => {
      if (typeof value === 'string') return value;
      if (value instanceof Date) return value.toISOString();
      return refuse(value);
    },
    parseValue: accept,
    parseLiteral: (ast: ValueNode) =>
      ast.kind === Kind.STRING ? accept(ast.value) : refuse(null, `an ${ast.kind} literal`),
  });
}

export const DateTimeScalar = stringScalar(
  'DateTime',
  'An RFC 3339 date-time; served in UTC',
  (value) => (typeof value === 'string' && dateTimeOf(value) ? value : null),
  '2026-11-23T09:00:00.000Z',
);

export const DateScalar = stringScalar('Date', 'A calendar date, YYYY-MM-DD', calendarDateOf, '1990-12-10');

/** An enum object (name → value) from a value list; names are the values, dots turned to underscores. */
function valueSet<T extends string>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((v) => [v.replace(/\./g, '_'), v]));
}

export const Status = valueSet(STATUSES);
export const Mode = valueSet(MODES);
export const Decision = valueSet(DECISIONS);
export const DocumentType = valueSet(DOCUMENT_TYPES);
export const EventType = valueSet(VERIFICATION_EVENT_TYPES);
export const WebhookEventType = valueSet(WEBHOOK_EVENT_TYPES);
export const EndpointStatus = valueSet(['enabled', 'disabled'] as const);
export const DeliveryStatus = valueSet(['pending', 'succeeded', 'failed'] as const);

registerEnumType(Status, { name: 'Status' });
registerEnumType(Mode, { name: 'Mode' });
registerEnumType(Decision, { name: 'Decision', description: 'flagged while undecided; failed when failed' });
registerEnumType(DocumentType, { name: 'DocumentType', description: 'The document types of SPEC.md §3.' });
registerEnumType(EventType, {
  name: 'EventType',
  description: 'The stored event types (schema/events.yaml).',
});
registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'Webhook event types; the REST name has a dot where this one has an underscore.',
});
registerEnumType(EndpointStatus, { name: 'EndpointStatus' });
registerEnumType(DeliveryStatus, { name: 'DeliveryStatus' });
