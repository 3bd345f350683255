import type { AppendResult as EsdbAppendResult, ReadPosition } from '@eventstore/db-client';
import { BACKWARDS, END, EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import type { Logger } from '../../shared/logger';
import { createLogger } from '../../shared/logger';
import type {
  AppendResult,
  EventRef,
  EventStore,
  ExpectedVersion,
  NewEvent,
  RecordedEvent,
  SubscriptionOptions,
} from '../event-store.port';
import {
  CHECKPOINT_EVENT_TYPE,
  checkpointStream,
  isStreamNotFound,
  mapEsdbError,
  positionOf,
  toEsdbMetadata,
  toExpectedRevision,
  toReadPosition,
  toRecordedEvent,
} from './esdb-mapping';
import { runEsdbSubscription } from './esdb-subscription';

export interface EventStoreDbOptions {
  /** e.g. `esdb://eventstore:2113?tls=false` (see the client's connection-string reference). */
  readonly connectionString: string;
  readonly logger?: Logger;
}

export function createEventStoreDbStore(options: EventStoreDbOptions): EventStoreDbStore {
  return new EventStoreDbStore(EventStoreDBClient.connectionString(options.connectionString), options.logger);
}

/**
 * The event store on EventStoreDB / KurrentDB. Streams keep the names they are given; versions are the
 * server's 0-based revisions and positions its commit positions (see esdb-mapping.ts). The server enforces
 * expected versions and recognises a retried append by its event ids, so this class only translates.
 */
export class EventStoreDbStore implements EventStore {
  private readonly logger: Logger;
  /** Checkpoint streams whose `$maxCount` this process already set. */
  private readonly cappedStreams = new Set<string>();

  constructor(
    private readonly client: EventStoreDBClient,
    logger?: Logger,
  ) {
    this.logger = (logger ?? createLogger()).child({ component: 'eventstoredb' });
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((event) =>
      jsonEvent({
        id: event.id,
        type: event.type,
        data: { ...event.data },
        metadata: toEsdbMetadata(event.metadata),
      }),
    );
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, data, {
        expectedRevision: toExpectedRevision(expected),
      });
    } catch (error) {
      throw mapEsdbError(error, streamId, expected);
    }
    const nextExpectedVersion = Number(result.nextExpectedRevision);
    // A retried append the server recognised as already written may come back without a position.
    const position =
      result.position && result.position.commit >= 0n
        ? positionOf(result.position)
        : await this.positionAt(streamId, nextExpectedVersion);
    return { nextExpectedVersion, position };
  }

  private async positionAt(streamId: string, version: number): Promise<number> {
    const events = await this.read(streamId, { fromRevision: BigInt(version), maxCount: 1 });
    return events[0]?.position ?? 0;
  }

  readStream(streamId: string): Promise<readonly RecordedEvent[]> {
    return this.read(streamId, {});
  }

  /** Each stream read once, from the lowest revision asked to the highest. */
  async readEvents(refs: readonly EventRef[]): Promise<readonly RecordedEvent[]> {
    const spans = new Map<string, { from: number; to: number }>();
    for (const { streamId, version } of refs) {
      const span = spans.get(streamId);
      if (!span) spans.set(streamId, { from: version, to: version });
      else spans.set(streamId, { from: Math.min(span.from, version), to: Math.max(span.to, version) });
    }
    const found = new Map<string, RecordedEvent>();
    await Promise.all(
      [...spans].map(async ([streamId, { from, to }]) => {
        const events = await this.read(streamId, { fromRevision: BigInt(from), maxCount: to - from + 1 });
        for (const event of events) found.set(`${streamId}\u0000${event.version}`, event);
      }),
    );
    return refs.flatMap((r) => found.get(`${r.streamId}\u0000${r.version}`) ?? []);
  }

  private async read(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number },
  ): Promise<readonly RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options)) {
        const recorded = toRecordedEvent(resolved.event);
        if (recorded) out.push(recorded);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw mapEsdbError(error, streamId, 'any');
    }
    return out;
  }

  /** $all has no server-side filter on reads, so pages are read until `limit` domain events are found. */
  async readAll(fromPosition: number, limit: number): Promise<readonly RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const pageSize = Math.min(4096, Math.max(128, limit + 1));
    let cursor: ReadPosition = toReadPosition(fromPosition);
    let after = fromPosition;
    try {
      while (out.length < limit) {
        let seen = 0;
        for await (const resolved of this.client.readAll({ fromPosition: cursor, maxCount: pageSize })) {
          seen += 1;
          const event = resolved.event;
          if (!event) continue;
          const position = positionOf(event.position);
          // Reads start at the cursor inclusively: skip what was already returned or skipped.
          if (position <= after) continue;
          after = position;
          cursor = event.position;
          const recorded = toRecordedEvent(event);
          if (recorded) out.push(recorded);
          if (out.length === limit) break;
        }
        if (seen < pageSize) break;
      }
    } catch (error) {
      throw mapEsdbError(error, '$all', 'any');
    }
    return out;
  }

  /** The commit position of the last record in $all (system records included: it bounds, it does not count). */
  async headPosition(): Promise<number> {
    try {
      for await (const resolved of this.client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
      }))
        return resolved.event ? positionOf(resolved.event.position) : 0;
      return 0;
    } catch (error) {
      throw mapEsdbError(error, '$all', 'any');
    }
  }

  subscribeToAll(options: SubscriptionOptions): Promise<void> {
    return runEsdbSubscription(this.client, options, this.logger);
  }

  async readCheckpoint(name: string): Promise<number> {
    const stream = checkpointStream(name);
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const position = (resolved.event?.data as { position?: unknown } | undefined)?.position;
        return typeof position === 'number' ? position : 0;
      }
      return 0;
    } catch (error) {
      if (isStreamNotFound(error)) return 0;
      throw mapEsdbError(error, stream, 'any');
    }
  }

  /** One event per store; `$maxCount` 1 lets the server scavenge all but the latest. */
  async storeCheckpoint(name: string, position: number): Promise<void> {
    const stream = checkpointStream(name);
    try {
      if (!this.cappedStreams.has(stream)) {
        await this.client.setStreamMetadata(stream, { maxCount: 1 });
        this.cappedStreams.add(stream);
      }
      await this.client.appendToStream(
        stream,
        jsonEvent({ type: CHECKPOINT_EVENT_TYPE, data: { position } }),
      );
    } catch (error) {
      throw mapEsdbError(error, stream, 'any');
    }
  }

  async ping(): Promise<void> {
    try {
      for await (const _ of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }))
        break;
    } catch (error) {
      throw mapEsdbError(error, '$all', 'any');
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
