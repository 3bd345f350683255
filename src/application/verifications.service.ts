import type { EventStore } from '../eventstore/event-store.port';
import type { DocumentVerificationInput } from '../domain/document-verification/request';
import { documentRequestedData } from '../domain/document-verification/request';
import type { LicenseVerificationInput } from '../domain/license-verification/request';
import { licenseRequestedData } from '../domain/license-verification/request';
import type {
  DocumentRequestedData,
  LicenseRequestedData,
  VerificationKind,
} from '../domain/verification/events';
import { VerificationAlreadyRequested } from '../domain/verification/errors';
import type { ExistingVerification } from '../domain/verification/state';
import type { ListFilter, ListPage, Scope } from '../../projections/verifications.projection';
import { findVerification, listVerifications } from '../../projections/verifications.projection';
import type { FeedPage, FeedQuery, HistoryEvent } from '../../projections/event-feed.projection';
import { historyEvent, readEventsOf, readFeed } from '../../projections/event-feed.projection';
import { streamName } from '../domain/verification/events';
import { fold } from '../domain/verification/state';
import { toDomainEvents } from '../domain/verification/upcast';
import type { StatsGroup, StatsQuery } from '../../projections/verifications.stats';
import { verificationStats } from '../../projections/verifications.stats';
import type { Clock, IdGenerator } from '../shared/clock';
import type { SqliteDatabase } from '../storage/sqlite';
import { handleVerificationCommand, loadVerification } from './command-handler';
import { startIdempotently } from './idempotency';

export interface StartOptions {
  readonly idempotencyKey?: string;
  /** Computed only when an idempotency key is given. */
  readonly requestHash: () => string;
  readonly correlationId?: string;
}

export type StartInput =
  | {
      readonly kind: 'document';
      readonly input: DocumentVerificationInput;
      readonly via: DocumentRequestedData['requested_via'];
    }
  | { readonly kind: 'license'; readonly input: LicenseVerificationInput };

/** Use cases behind REST and GraphQL alike: start, read one, list. */
export class VerificationService {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: SqliteDatabase,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
  ) {}

  /** Appends the Requested event (durably) and returns the verification as it now stands. */
  async start(
    scope: Scope,
    start: StartInput,
    options: StartOptions,
  ): Promise<{ verification: ExistingVerification; replayed: boolean }> {
    const record = async (verificationId: string, fresh: boolean): Promise<ExistingVerification | null> => {
      const now = this.clock.now().toISOString();
      const context = { verificationId, newId: this.newId, now };
      const request: DocumentRequestedData | LicenseRequestedData =
        start.kind === 'document'
          ? documentRequestedData(start.input, context, start.via)
          : licenseRequestedData(start.input, context);
      try {
        const { state } = await handleVerificationCommand(
          this.store,
          start.kind,
          verificationId,
          {
            type: 'RequestVerification',
            data: { kind: start.kind, accountId: scope.accountId, mode: scope.mode, request },
            metadata: { correlation_id: options.correlationId ?? verificationId },
          },
          { newStream: fresh },
        );
        return state.exists ? state : null;
      } catch (error) {
        // A racing retry of the same idempotent request recorded it first: same outcome.
        if (error instanceof VerificationAlreadyRequested) return null;
        throw error;
      }
    };
    if (!options.idempotencyKey) {
      const recorded = await record(this.newId(), true);
      if (recorded) return { verification: recorded, replayed: false };
      throw new Error('a freshly generated verification id was already taken');
    }
    const { verificationId, replayed } = await startIdempotently(
      this.store,
      this.clock,
      scope,
      options.idempotencyKey,
      options.requestHash(),
      start.kind,
      this.newId,
      async (id) => void (await record(id, false)),
      async (id) => (await loadVerification(this.store, start.kind, id)).exists,
    );
    const state = await loadVerification(this.store, start.kind, verificationId);
    if (!state.exists) throw new Error(`verification ${verificationId} vanished after its append`);
    return { verification: state, replayed };
  }

  /**
   * One verification of the caller's account and mode, from the read model; when the read model does not
   * know it yet (it lags the store by milliseconds), folded from the event store.
   */
  async get(scope: Scope, kind: VerificationKind, id: string): Promise<ExistingVerification | null> {
    let found: ExistingVerification | null = findVerification(this.readModels, id);
    if (!found) {
      const state = await loadVerification(this.store, kind, id);
      found = state.exists ? state : null;
    }
    if (!found || found.kind !== kind || found.accountId !== scope.accountId || found.mode !== scope.mode)
      return null;
    return found;
  }

  list(scope: Scope, filter: ListFilter): ListPage {
    return listVerifications(this.readModels, scope, filter);
  }

  /** The scope's events in log order (SPEC.md §8), from the event feed read model. */
  history(scope: Scope, query: FeedQuery): Promise<FeedPage> {
    return readFeed(this.readModels, this.store, scope, query);
  }

  /**
   * A verification as it stood at `at`, folded from the events recorded up to then; null when the scope
   * cannot see it or it did not exist yet.
   */
  async asOf(
    scope: Scope,
    kind: VerificationKind,
    id: string,
    at: Date,
  ): Promise<ExistingVerification | null> {
    const events = (await this.store.readStream(streamName(kind, id))).filter(
      (e) => Date.parse(e.recordedAt) <= at.getTime(),
    );
    const owner = events[0]?.metadata;
    if (!owner || owner.account_id !== scope.accountId || owner.mode !== scope.mode) return null;
    const state = fold(toDomainEvents(events));
    return state.exists ? state : null;
  }

  /** Counts and times of the scope's verifications scheduled in [from, to) (SPEC.md §8). */
  stats(scope: Scope, query: StatsQuery): StatsGroup[] {
    return verificationStats(this.readModels, scope, query);
  }

  /** Several verifications' events at once (a GraphQL page's `events`), from the event feed read model. */
  eventsOfMany(scope: Scope, ids: readonly string[]): Promise<Map<string, HistoryEvent[]>> {
    return readEventsOf(this.readModels, this.store, scope, ids);
  }

  /** One verification's stream, straight from the event store; null when the scope cannot see it. */
  async events(scope: Scope, kind: VerificationKind, id: string): Promise<HistoryEvent[] | null> {
    const events = await this.store.readStream(streamName(kind, id));
    const owner = events[0]?.metadata;
    if (!owner || owner.account_id !== scope.accountId || owner.mode !== scope.mode) return null;
    return events.map(historyEvent);
  }
}
