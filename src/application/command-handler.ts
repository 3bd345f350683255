import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import { WrongExpectedVersion } from '../eventstore/event-store.port';
import type { VerificationCommand } from '../domain/verification/decide';
import { decide } from '../domain/verification/decide';
import type { VerificationEvent, VerificationKind } from '../domain/verification/events';
import { streamName } from '../domain/verification/events';
import type { VerificationState } from '../domain/verification/state';
import { evolve, fold } from '../domain/verification/state';
import { uuidV7 } from '../shared/clock';
import { toDomainEvents } from '../domain/verification/upcast';

export interface HandledCommand {
  readonly state: VerificationState;
  readonly events: readonly VerificationEvent[];
}

export interface HandleOptions {
  /** The stream is known to be new (a freshly generated id): skip the read and append with no_stream. */
  readonly newStream?: boolean;
  /** The stream as the caller just read it: the first decision uses it instead of reading again. */
  readonly recorded?: readonly RecordedEvent[];
  readonly maxConflicts?: number;
}

/**
 * The one command handler: read the stream, fold, decide, append with the expected version. Several
 * commands decided one after another on the evolving state are appended together, atomically. A version
 * conflict means another writer got there first: read again and decide again, a few times.
 */
export async function handleVerificationCommand(
  store: EventStore,
  kind: VerificationKind,
  verificationId: string,
  command: VerificationCommand | readonly VerificationCommand[],
  options: HandleOptions = {},
): Promise<HandledCommand> {
  const stream = streamName(kind, verificationId);
  const commands = Array.isArray(command) ? command : [command as VerificationCommand];
  let assumeNew = options.newStream ?? false;
  let known = options.recorded;
  for (let conflicts = 0; ; conflicts++) {
    const recorded = assumeNew ? [] : (known ?? (await store.readStream(stream)));
    known = undefined;
    const before = fold(toDomainEvents(recorded));
    let state = before;
    const events: VerificationEvent[] = [];
    for (const c of commands) {
      const decided = decide(c, state);
      events.push(...decided);
      state = decided.reduce(evolve, state);
    }
    if (events.length === 0) return { state, events };
    const expected = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].version;
    try {
      await store.appendToStream(
        stream,
        events.map((e) => ({
          // Time-ordered ids keep the store's event-id index growing at its end.
          id: uuidV7(),
          type: e.type,
          data: { ...e.data } as Record<string, unknown>,
          metadata: e.metadata,
        })),
        expected,
      );
      return { state, events };
    } catch (error) {
      assumeNew = false;
      if (error instanceof WrongExpectedVersion && conflicts < (options.maxConflicts ?? 3)) continue;
      throw error;
    }
  }
}

/** A verification's stream and its state folded from it. */
export async function loadStream(
  store: EventStore,
  kind: VerificationKind,
  verificationId: string,
): Promise<{ recorded: readonly RecordedEvent[]; state: VerificationState }> {
  const recorded = await store.readStream(streamName(kind, verificationId));
  return { recorded, state: fold(toDomainEvents(recorded)) };
}

export async function loadVerification(
  store: EventStore,
  kind: VerificationKind,
  verificationId: string,
): Promise<VerificationState> {
  return (await loadStream(store, kind, verificationId)).state;
}
