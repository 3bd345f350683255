import type Database from 'better-sqlite3';
import type { SqliteDatabase } from '../../storage/sqlite';
import { inTransaction, statement } from '../../storage/sqlite';
import { Wakeup } from '../../storage/wakeup';
import type { Backlog, Bus, BusMessage, ConsumerOptions, OutgoingMessage } from '../bus.port';
import { Defer, deadLetterTopic, redeliveryDelay } from '../bus.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS bus_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  topic TEXT NOT NULL, msg_key TEXT NOT NULL, value TEXT NOT NULL, headers TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS bus_messages_topic ON bus_messages (topic, id);
CREATE TABLE IF NOT EXISTS bus_cursors (grp TEXT NOT NULL, topic TEXT NOT NULL, cursor INTEGER NOT NULL, PRIMARY KEY (grp, topic)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bus_deliveries (
  grp TEXT NOT NULL, topic TEXT NOT NULL, message_id INTEGER NOT NULL, msg_key TEXT NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, lease_until INTEGER,
  PRIMARY KEY (grp, message_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS bus_deliveries_key ON bus_deliveries (grp, topic, msg_key, message_id);
DROP INDEX IF EXISTS bus_deliveries_ready;
`;

interface ClaimedRow {
  message_id: number;
  msg_key: string;
  value: string;
  headers: string;
  published_at: number;
  attempt: number;
}

export interface EmbeddedBusOptions {
  /** How long a claimed message stays invisible to other consumers without a heartbeat. */
  readonly leaseMs?: number;
  readonly pollIntervalMs?: number;
  /** Acknowledged messages older than this are pruned. */
  readonly retentionMs?: number;
}

/**
 * Durable topics in the embedded SQLite store. Each consumer group has its own delivery rows: a message is
 * fanned in to the group, claimed under a lease (extended by a heartbeat while the handler runs), deleted on
 * success, rescheduled with backoff on failure, and moved to the dead-letter topic after maxAttempts. A
 * consumer that dies loses its leases when they expire, so its messages are delivered again.
 */
export class EmbeddedBus implements Bus {
  private readonly published: Wakeup;
  private readonly leaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly retentionMs: number;
  private lastPrune = 0;
  private closed = false;
  private readonly heartbeats = new Set<NodeJS.Timeout>();
  private acked: Array<{ group: string; topic: string; key: string; messageId: number }> = [];
  /** The wake-up of each consumer loop waiting for work, by group and topic. */
  private readonly idle = new Map<string, () => void>();
  private ackFlushScheduled = false;

  constructor(
    private readonly db: SqliteDatabase,
    options: EmbeddedBusOptions = {},
  ) {
    db.exec(SCHEMA);
    this.published = new Wakeup(`${db.name}:bus`);
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 3600_000;
  }

  async backlog(): Promise<readonly Backlog[]> {
    return statement<[], Backlog>(
      this.db,
      `SELECT c.grp AS "group", c.topic AS topic,
         (SELECT COUNT(*) FROM bus_messages m WHERE m.topic = c.topic AND m.id > c.cursor)
         + (SELECT COUNT(*) FROM bus_deliveries d WHERE d.grp = c.grp AND d.topic = c.topic) AS pending
       FROM bus_cursors c ORDER BY c.grp, c.topic`,
    ).all();
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const insert = this.sql(
      'INSERT INTO bus_messages (topic, msg_key, value, headers, published_at) VALUES (?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    inTransaction(this.db, () => {
      for (const m of messages)
        insert.run(topic, m.key, JSON.stringify(m.value), JSON.stringify(m.headers ?? {}), now);
    });
    this.published.notify(topic);
    this.pruneNowAndThen(now);
  }

  async consume(options: ConsumerOptions): Promise<void> {
    const { signal, concurrency } = options;
    const inFlight = new Set<Promise<void>>();
    while (!signal.aborted && !this.closed) {
      if (inFlight.size >= concurrency) {
        await Promise.race(inFlight);
        continue;
      }
      const free = concurrency - inFlight.size;
      const claimed = this.claim(options.group, options.topic, free);
      for (const row of claimed) {
        const job = this.deliver(options, row).finally(() => inFlight.delete(job));
        inFlight.add(job);
      }
      // Fewer than asked: nothing else is ready. A finished handler frees a slot but makes nothing ready,
      // unless its key has a message waiting behind it (the acknowledgement wakes the loop then).
      if (claimed.length < free) await this.waitForWork(options.group, options.topic, signal);
    }
    await Promise.all(inFlight);
  }

  private async deliver(options: ConsumerOptions, row: ClaimedRow): Promise<void> {
    const message: BusMessage = {
      topic: options.topic,
      key: row.msg_key,
      value: JSON.parse(row.value) as Record<string, unknown>,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attempt: row.attempt,
      publishedAt: new Date(row.published_at).toISOString(),
    };
    const heartbeat = setInterval(() => this.extendLease(options.group, row.message_id), this.leaseMs / 3);
    this.heartbeats.add(heartbeat);
    try {
      await options.handle(message);
      if (this.closed) return;
      this.acknowledge(options.group, options.topic, row.msg_key, row.message_id);
    } catch (error) {
      if (error instanceof Defer) {
        if (!this.closed) this.defer(options.group, row.message_id, error.delayMs);
        return;
      }
      options.onError?.(error, message);
      if (!this.closed) this.reschedule(options, row, message, error);
    } finally {
      clearInterval(heartbeat);
      this.heartbeats.delete(heartbeat);
    }
  }

  /** Offers the message again later, giving back the attempt its claim counted. */
  private defer(group: string, messageId: number, delayMs: number): void {
    this.sql(
      'UPDATE bus_deliveries SET available_at = ?, lease_until = NULL, attempt = MAX(0, attempt - 1) WHERE grp = ? AND message_id = ?',
    ).run(Date.now() + Math.max(0, delayMs), group, messageId);
  }

  private reschedule(options: ConsumerOptions, row: ClaimedRow, message: BusMessage, error: unknown): void {
    if (row.attempt >= options.maxAttempts) {
      inTransaction(this.db, () => {
        this.sql(
          'INSERT INTO bus_messages (topic, msg_key, value, headers, published_at) VALUES (?, ?, ?, ?, ?)',
        ).run(
          deadLetterTopic(options.topic),
          message.key,
          row.value,
          JSON.stringify({
            ...message.headers,
            'x-original-topic': options.topic,
            'x-error': describe(error),
          }),
          Date.now(),
        );
        this.sql('DELETE FROM bus_deliveries WHERE grp = ? AND message_id = ?').run(
          options.group,
          row.message_id,
        );
      });
      this.published.notify(deadLetterTopic(options.topic));
      return;
    }
    this.sql(
      'UPDATE bus_deliveries SET available_at = ?, lease_until = NULL WHERE grp = ? AND message_id = ?',
    ).run(Date.now() + redeliveryDelay(error, row.attempt), options.group, row.message_id);
  }

  /** Fans new messages in to the group, then leases the oldest ready message of each idle key. */
  private claim(group: string, topic: string, limit: number): ClaimedRow[] {
    const now = Date.now();
    return inTransaction(this.db, () => {
      const cursor =
        this.sql<[string, string], { cursor: number }>(
          'SELECT cursor FROM bus_cursors WHERE grp = ? AND topic = ?',
        ).get(group, topic)?.cursor ?? 0;
      const last = this.sql<[string], { id: number | null }>(
        'SELECT MAX(id) AS id FROM bus_messages WHERE topic = ?',
      ).get(topic)?.id;
      if (last && last > cursor) {
        this.sql(
          `INSERT OR IGNORE INTO bus_deliveries (grp, topic, message_id, msg_key, attempt, available_at)
             SELECT ?, topic, id, msg_key, 0, published_at FROM bus_messages WHERE topic = ? AND id > ? AND id <= ?`,
        ).run(group, topic, cursor, last);
        this.sql(
          'INSERT INTO bus_cursors (grp, topic, cursor) VALUES (?, ?, ?) ON CONFLICT (grp, topic) DO UPDATE SET cursor = excluded.cursor',
        ).run(group, topic, last);
      }
      const rows = this.sql<[string, string, number, number, number], ClaimedRow>(
        `SELECT d.message_id, d.msg_key, m.value, m.headers, m.published_at, d.attempt + 1 AS attempt
             FROM bus_deliveries d JOIN bus_messages m ON m.id = d.message_id
            WHERE d.grp = ? AND d.topic = ? AND d.available_at <= ? AND (d.lease_until IS NULL OR d.lease_until < ?)
              AND NOT EXISTS (SELECT 1 FROM bus_deliveries e
                               WHERE e.grp = d.grp AND e.topic = d.topic AND e.msg_key = d.msg_key AND e.message_id < d.message_id)
            ORDER BY d.message_id LIMIT ?`,
      ).all(group, topic, now, now, limit);
      const lease = this.sql(
        'UPDATE bus_deliveries SET attempt = attempt + 1, lease_until = ? WHERE grp = ? AND message_id = ?',
      );
      for (const row of rows) lease.run(now + this.leaseMs, group, row.message_id);
      return rows;
    });
  }

  private extendLease(group: string, messageId: number): void {
    this.sql('UPDATE bus_deliveries SET lease_until = ? WHERE grp = ? AND message_id = ?').run(
      Date.now() + this.leaseMs,
      group,
      messageId,
    );
  }

  /**
   * Waits for a publish on the topic, an acknowledgement that lets a waiting message of the same key go,
   * the next poll (retries and expired leases come due), or the signal.
   */
  private waitForWork(group: string, topic: string, signal: AbortSignal): Promise<void> {
    // A plain callback rather than an AbortController: aborting one builds a DOMException (with its stack
    // trace) on every wake-up.
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const key = idleKey(group, topic);
      const onWork = () => {
        clearTimeout(timer);
        if (this.idle.get(key) === onWork) this.idle.delete(key);
        this.published.off(topic, onWork);
        signal.removeEventListener('abort', onWork);
        resolve();
      };
      const timer = setTimeout(onWork, this.pollIntervalMs);
      this.published.once(topic, onWork);
      signal.addEventListener('abort', onWork, { once: true });
      this.idle.set(key, onWork);
    });
  }

  private pruneNowAndThen(now: number): void {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    this.sql(
      `DELETE FROM bus_messages WHERE published_at < ?
           AND NOT EXISTS (SELECT 1 FROM bus_deliveries d WHERE d.message_id = bus_messages.id)
           AND id <= (SELECT COALESCE(MIN(cursor), 0) FROM bus_cursors c WHERE c.topic = bus_messages.topic)`,
    ).run(now - this.retentionMs);
  }

  private sql<P extends unknown[] = unknown[], R = unknown>(text: string): Database.Statement<P, R> {
    return statement<P, R>(this.db, text);
  }

  /**
   * Acknowledgements are deleted in one transaction per turn of the event loop. A crash before that
   * only redelivers the message, which consumers must absorb anyway. An idle consumer whose
   * acknowledged message held back another of its key is woken to claim that one.
   */
  private acknowledge(group: string, topic: string, key: string, messageId: number): void {
    this.acked.push({ group, topic, key, messageId });
    if (this.ackFlushScheduled) return;
    this.ackFlushScheduled = true;
    setImmediate(() => {
      this.ackFlushScheduled = false;
      const acked = this.acked;
      this.acked = [];
      if (this.closed || !this.db.open) return;
      const remove = this.sql('DELETE FROM bus_deliveries WHERE grp = ? AND message_id = ?');
      const waiting = this.sql<[string, string, string], { found: number }>(
        'SELECT 1 AS found FROM bus_deliveries WHERE grp = ? AND topic = ? AND msg_key = ? LIMIT 1',
      );
      const wake = new Set<() => void>();
      inTransaction(this.db, () => {
        for (const a of acked) remove.run(a.group, a.messageId);
        for (const a of acked) {
          const idle = this.idle.get(idleKey(a.group, a.topic));
          if (idle && !wake.has(idle) && waiting.get(a.group, a.topic, a.key)) wake.add(idle);
        }
      });
      for (const w of wake) w();
    });
  }

  async ping(): Promise<void> {
    this.sql('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heartbeats.forEach((timer) => clearInterval(timer));
    this.heartbeats.clear();
    this.published.close();
  }
}

const idleKey = (group: string, topic: string): string => `${group}\u0000${topic}`;

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
