import type { LogEvent, RecordedEvent } from '../../eventstore/event-store.port';
import type { VerificationEvent } from './events';
import { SCHEMA_VERSION, isVerificationEvent } from './events';

/**
 * Turns a stored event into the domain's current shape. Every verification event is still at schema
 * version 1; when a type's shape changes, its upcaster from the old version goes here, so old streams
 * keep replaying into today's state.
 */
export function toDomainEvent(
  recorded: Pick<LogEvent, 'type' | 'data' | 'metadata'>,
): VerificationEvent | null {
  if (!isVerificationEvent(recorded)) return null;
  const version = Number(recorded.metadata.schema_version ?? 1);
  if (version > SCHEMA_VERSION) return null;
  return {
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata,
  } as unknown as VerificationEvent;
}

export const toDomainEvents = (recorded: readonly RecordedEvent[]): VerificationEvent[] =>
  recorded.map(toDomainEvent).filter((e): e is VerificationEvent => e !== null);
