import { randomUUID } from 'node:crypto';
import type { EventStore } from '../eventstore/event-store.port';
import { WrongExpectedVersion } from '../eventstore/event-store.port';
import type { VerificationCommand } from '../domain/verification/decide';
import { decide } from '../domain/verification/decide';
import type { VerificationEvent, VerificationKind } from '../domain/verification/events';
import { streamName } from '../domain/verification/events';
import type { VerificationState } from '../domain/verification/state';
import { evolve, fold } from '../domain/verification/state';
import { toDomainEvents } from '../domain/verification/upcast';

export interface HandledCommand {
  readonly state: VerificationState;
  readonly events: readonly VerificationEvent[];
}

/**
 * The one command handler: read the stream, fold, decide, append with the expected version. A version
 * conflict means another writer got there first: read again and decide again, a few times.
 */
export async function handleVerificationCommand(
  store: EventStore,
  kind: VerificationKind,
  verificationId: string,
  command: VerificationCommand,
  maxConflicts = 3,
): Promise<HandledCommand> {
  const stream = streamName(kind, verificationId);
  for (let conflicts = 0; ; conflicts++) {
    const recorded = await store.readStream(stream);
    const state = fold(toDomainEvents(recorded));
    const events = decide(command, state);
    if (events.length === 0) return { state, events };
    const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].version;
    try {
      await store.appendToStream(
        stream,
        events.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: { ...e.data } as Record<string, unknown>,
          metadata: e.metadata,
        })),
        expected,
      );
      return { state: events.reduce(evolve, state), events };
    } catch (error) {
      if (error instanceof WrongExpectedVersion && conflicts < maxConflicts) continue;
      throw error;
    }
  }
}

export async function loadVerification(
  store: EventStore,
  kind: VerificationKind,
  verificationId: string,
): Promise<VerificationState> {
  return fold(toDomainEvents(await store.readStream(streamName(kind, verificationId))));
}
