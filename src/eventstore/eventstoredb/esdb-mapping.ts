import type { AppendExpectedRevision, CurrentRevision, Position, ReadPosition } from '@eventstore/db-client';
import { ANY, ErrorType, NO_STREAM, START, STREAM_EXISTS } from '@eventstore/db-client';
import type { EventMetadata, ExpectedVersion, RecordedEvent } from '../event-store.port';
import { EventStoreUnavailable, WrongExpectedVersion } from '../event-store.port';

// Pure translation between the event-store port and EventStoreDB's client types, so the adapter itself only
// moves data. Every function here is unit-tested without a server.

export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0)
        throw new RangeError(`invalid expected version ${expected}`);
      return BigInt(expected);
  }
}

export function fromCurrentRevision(current: CurrentRevision): number | 'no_stream' {
  return current === NO_STREAM ? 'no_stream' : Number(current);
}

/**
 * Our global position is EventStoreDB's commit position as a number. On EventStoreDB 20+ every appended
 * event is its own committed log record, so its commit position equals its prepare position: unique and
 * increasing in $all order. It is a byte offset in the transaction log, so it stays an exact double up to
 * 2^53 bytes (8 PiB of log), far past any store this service will have.
 */
export function positionOf(position: Position): number {
  if (position.commit > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('commit position beyond 2^53');
  return Number(position.commit);
}

/** Where to start reading $all to see events after `position` (the start is inclusive: skip `<= position`). */
export function toReadPosition(position: number): ReadPosition {
  if (position <= 0) return START;
  const at = BigInt(Math.floor(position));
  return { commit: at, prepare: at };
}

/** Our metadata plus EventStoreDB's well-known correlation keys, which its projections understand. */
export function toEsdbMetadata(metadata: EventMetadata): Record<string, unknown> {
  const out: Record<string, unknown> = { ...metadata };
  if (metadata.correlation_id) out.$correlationId = metadata.correlation_id;
  if (metadata.causation_id) out.$causationId = metadata.causation_id;
  return out;
}

export function fromEsdbMetadata(raw: unknown): EventMetadata {
  const {
    $correlationId: _c,
    $causationId: _k,
    ...rest
  } = (isObject(raw) ? raw : {}) as Record<string, unknown>;
  return rest as unknown as EventMetadata;
}

/** Checkpoints live in their own streams, capped to the latest event by `$maxCount` 1. */
export const CHECKPOINT_STREAM_PREFIX = 'credence-checkpoint-';
export const CHECKPOINT_EVENT_TYPE = 'CheckpointStored';
export const checkpointStream = (name: string): string => `${CHECKPOINT_STREAM_PREFIX}${name}`;

/** System events (`$`-prefixed types) and our checkpoints are not domain events. */
export function isDomainEvent(streamId: string, type: string): boolean {
  return !type.startsWith('$') && !streamId.startsWith('$') && !streamId.startsWith(CHECKPOINT_STREAM_PREFIX);
}

/**
 * The server-side event-type filter for a subscription: not `$`-prefixed, not a checkpoint, and one of
 * `eventTypes` when given. The pattern is plain enough to mean the same in .NET and JavaScript.
 */
export function eventTypeRegex(eventTypes?: readonly string[]): string {
  const exclusions = `^(?!\\$)(?!${escapeRegex(CHECKPOINT_EVENT_TYPE)}$)`;
  if (!eventTypes) return exclusions;
  return `${exclusions}(${eventTypes.map(escapeRegex).join('|')})$`;
}

/** The fields of a client's recorded event that we read (stream reads and $all reads alike). */
export interface EsdbRecorded {
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly created: Date;
  readonly isJson: boolean;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position;
}

/** A client event as our recorded event; null for what the port does not show (system, checkpoints, binary). */
export function toRecordedEvent(event: EsdbRecorded | undefined): RecordedEvent | null {
  if (!event || !event.isJson || !isDomainEvent(event.streamId, event.type)) return null;
  // Stream reads carry the position from EventStoreDB 22.6 on; the compose file pins a later server.
  if (!event.position)
    throw new Error('EventStoreDB did not return event positions (22.6 or later is required)');
  return {
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    version: Number(event.revision),
    position: positionOf(event.position),
    data: (isObject(event.data) ? event.data : {}) as Record<string, unknown>,
    metadata: fromEsdbMetadata(event.metadata),
    recordedAt: event.created.toISOString(),
  };
}

const UNAVAILABLE = new Set<string>([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.CANCELLED,
  ErrorType.NOT_LEADER,
]);

const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** The port's error for a client error: version conflicts and an unreachable store; others unchanged. */
export function mapEsdbError(error: unknown, streamId: string, expected: ExpectedVersion): unknown {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === ErrorType.WRONG_EXPECTED_VERSION) {
    const actual = (error as { actualVersion?: CurrentRevision }).actualVersion;
    return new WrongExpectedVersion(
      streamId,
      expected,
      actual === undefined ? 'no_stream' : fromCurrentRevision(actual),
    );
  }
  return isUnavailable(error)
    ? new EventStoreUnavailable('EventStoreDB is unavailable', { cause: error })
    : error;
}

export function isUnavailable(error: unknown): boolean {
  if (error instanceof EventStoreUnavailable) return true;
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  if (typeof type === 'string') return UNAVAILABLE.has(type);
  // Some calls surface the raw gRPC status (14 UNAVAILABLE, 4 DEADLINE_EXCEEDED) or a socket error, and
  // cluster discovery gives up with a plain Error when no node answers.
  if (code === 14 || code === 4 || (typeof code === 'string' && SOCKET_ERRORS.has(code))) return true;
  return error instanceof Error && /failed to discover/i.test(error.message);
}

export const isStreamNotFound = (error: unknown): boolean =>
  (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;

function isObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
