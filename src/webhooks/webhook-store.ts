// Webhook endpoints and their deliveries, in `webhooks.db` beside the other embedded files. The delivery
// table is the durable outbox: a delivery row is written (idempotently, its id derived from endpoint, event
// type and verification) before anything is sent, and its state changes only after the receiver answered,
// so a crash at any point loses nothing and re-sends at most the one delivery that was in flight.
import type { SqliteDatabase } from '../storage/sqlite';
import { inTransaction, statement } from '../storage/sqlite';
import type { Mode } from '../shared/value-sets';
import type { WebhookEventType } from './webhook-events';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, mode TEXT NOT NULL, url TEXT NOT NULL, events TEXT NOT NULL,
  description TEXT, secret TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL,
  disabled_at TEXT, failing_since TEXT, retry_at INTEGER, consecutive_failures INTEGER NOT NULL DEFAULT 0,
  lease_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS webhook_endpoints_scope ON webhook_endpoints (account_id, mode, created_at);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_type TEXT NOT NULL, verification_id TEXT NOT NULL, payload TEXT NOT NULL, status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, last_attempt_at TEXT,
  next_attempt_at TEXT, last_response_status INTEGER, last_error TEXT, sending_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_queue ON webhook_deliveries (endpoint_id, status, seq);
`;

export type EndpointStatus = 'enabled' | 'disabled';
/** pending: not tried yet; failed: the last attempt failed (tried again while the endpoint is enabled). */
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpoint {
  readonly id: string;
  readonly accountId: string;
  readonly mode: Mode;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly description: string | null;
  readonly secret: string;
  readonly status: EndpointStatus;
  readonly createdAt: string;
  readonly disabledAt: string | null;
  readonly failingSince: string | null;
  /** Epoch ms before which a failing endpoint is not tried again. */
  readonly retryAt: number | null;
  readonly consecutiveFailures: number;
}

export interface WebhookDelivery {
  readonly seq: number;
  /** The `webhook-id`: one per endpoint, event type and verification, the same on every attempt. */
  readonly id: string;
  readonly endpointId: string;
  readonly eventType: WebhookEventType;
  readonly verificationId: string;
  readonly payload: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly createdAt: string;
  readonly lastAttemptAt: string | null;
  readonly nextAttemptAt: string | null;
  readonly lastResponseStatus: number | null;
  readonly lastError: string | null;
}

export interface Scope {
  readonly accountId: string;
  readonly mode: Mode;
}

/** What one attempt came to; `ok` is any 2xx within the time-out. */
export interface AttemptResult {
  readonly ok: boolean;
  readonly responseStatus: number | null;
  readonly error: string | null;
}

type EndpointRow = {
  id: string;
  account_id: string;
  mode: Mode;
  url: string;
  events: string;
  description: string | null;
  secret: string;
  status: EndpointStatus;
  created_at: string;
  disabled_at: string | null;
  failing_since: string | null;
  retry_at: number | null;
  consecutive_failures: number;
};

type DeliveryRow = {
  seq: number;
  id: string;
  endpoint_id: string;
  event_type: WebhookEventType;
  verification_id: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_response_status: number | null;
  last_error: string | null;
};

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  accountId: r.account_id,
  mode: r.mode,
  url: r.url,
  events: JSON.parse(r.events) as WebhookEventType[],
  description: r.description,
  secret: r.secret,
  status: r.status,
  createdAt: r.created_at,
  disabledAt: r.disabled_at,
  failingSince: r.failing_since,
  retryAt: r.retry_at,
  consecutiveFailures: r.consecutive_failures,
});

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  seq: r.seq,
  id: r.id,
  endpointId: r.endpoint_id,
  eventType: r.event_type,
  verificationId: r.verification_id,
  payload: r.payload,
  status: r.status,
  attempts: r.attempts,
  createdAt: r.created_at,
  lastAttemptAt: r.last_attempt_at,
  nextAttemptAt: r.next_attempt_at,
  lastResponseStatus: r.last_response_status,
  lastError: r.last_error,
});

export interface NewDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly eventType: WebhookEventType;
  readonly verificationId: string;
  readonly payload: string;
}

/** An endpoint's id and the event types it asked for: what recording an outcome's deliveries needs. */
export interface Subscription {
  readonly endpointId: string;
  readonly events: readonly WebhookEventType[];
}

export class WebhookStore {
  /**
   * Each scope's subscriptions as last read, with the file's `data_version` and this store's count of
   * endpoint changes at the time: every outcome of the pipeline asks, and endpoints rarely change. Another
   * connection's commit (the API thread's) moves `data_version`; this connection's own endpoint writes
   * move the count.
   */
  private readonly subscriptionsRead = new Map<string, readonly Subscription[]>();
  private subscriptionsReadAt = '';
  private endpointChanges = 0;

  constructor(private readonly db: SqliteDatabase) {
    db.exec(SCHEMA);
  }

  createEndpoint(endpoint: WebhookEndpoint): void {
    this.endpointChanges += 1;
    statement(
      this.db,
      `INSERT INTO webhook_endpoints (id, account_id, mode, url, events, description, secret, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      endpoint.id,
      endpoint.accountId,
      endpoint.mode,
      endpoint.url,
      JSON.stringify(endpoint.events),
      endpoint.description,
      endpoint.secret,
      endpoint.status,
      endpoint.createdAt,
    );
  }

  countEndpoints(scope: Scope): number {
    return (
      statement<[string, string], { n: number }>(
        this.db,
        'SELECT COUNT(*) AS n FROM webhook_endpoints WHERE account_id = ? AND mode = ?',
      ).get(scope.accountId, scope.mode)?.n ?? 0
    );
  }

  /** One endpoint of the scope; null for an unknown id or another account's or mode's endpoint. */
  endpoint(scope: Scope, id: string): WebhookEndpoint | null {
    const row = statement<[string, string, string], EndpointRow>(
      this.db,
      'SELECT * FROM webhook_endpoints WHERE id = ? AND account_id = ? AND mode = ?',
    ).get(id, scope.accountId, scope.mode);
    return row ? toEndpoint(row) : null;
  }

  endpointById(id: string): WebhookEndpoint | null {
    const row = statement<[string], EndpointRow>(this.db, 'SELECT * FROM webhook_endpoints WHERE id = ?').get(
      id,
    );
    return row ? toEndpoint(row) : null;
  }

  /** Newest first. */
  endpoints(scope: Scope): WebhookEndpoint[] {
    return statement<[string, string], EndpointRow>(
      this.db,
      'SELECT * FROM webhook_endpoints WHERE account_id = ? AND mode = ? ORDER BY created_at DESC, id DESC',
    )
      .all(scope.accountId, scope.mode)
      .map(toEndpoint);
  }

  updateEndpoint(
    id: string,
    change: {
      readonly url?: string;
      readonly events?: readonly WebhookEventType[];
      readonly description?: string | null;
      readonly status?: EndpointStatus;
    },
    now: Date,
  ): void {
    this.endpointChanges += 1;
    inTransaction(this.db, () => {
      if (change.url !== undefined)
        statement(this.db, 'UPDATE webhook_endpoints SET url = ? WHERE id = ?').run(change.url, id);
      if (change.events !== undefined)
        statement(this.db, 'UPDATE webhook_endpoints SET events = ? WHERE id = ?').run(
          JSON.stringify(change.events),
          id,
        );
      if (change.description !== undefined)
        statement(this.db, 'UPDATE webhook_endpoints SET description = ? WHERE id = ?').run(
          change.description,
          id,
        );
      if (change.status === 'enabled') {
        // Re-enabled: what it missed is sent at once, oldest first.
        statement(
          this.db,
          `UPDATE webhook_endpoints SET status = 'enabled', disabled_at = NULL, failing_since = NULL,
             retry_at = NULL, consecutive_failures = 0 WHERE id = ?`,
        ).run(id);
      } else if (change.status === 'disabled') {
        statement(
          this.db,
          `UPDATE webhook_endpoints SET status = 'disabled', disabled_at = COALESCE(disabled_at, ?) WHERE id = ?`,
        ).run(now.toISOString(), id);
      }
    });
  }

  deleteEndpoint(id: string): void {
    this.endpointChanges += 1;
    statement(this.db, 'DELETE FROM webhook_endpoints WHERE id = ?').run(id);
  }

  /**
   * The subscriptions of every endpoint of the scope, enabled or not: a disabled one keeps what it misses
   * for its re-enabling.
   */
  subscriptions(scope: Scope): readonly Subscription[] {
    const dataVersion = statement<[], { data_version: number }>(this.db, 'PRAGMA data_version').get()!;
    const readAt = `${dataVersion.data_version}:${this.endpointChanges}`;
    if (readAt !== this.subscriptionsReadAt) {
      this.subscriptionsRead.clear();
      this.subscriptionsReadAt = readAt;
    }
    const key = `${scope.accountId}\u0000${scope.mode}`;
    let found = this.subscriptionsRead.get(key);
    if (!found) {
      found = statement<[string, string], Pick<EndpointRow, 'id' | 'events'>>(
        this.db,
        'SELECT id, events FROM webhook_endpoints WHERE account_id = ? AND mode = ? ORDER BY created_at, id',
      )
        .all(scope.accountId, scope.mode)
        .map((r) => ({ endpointId: r.id, events: JSON.parse(r.events) as WebhookEventType[] }));
      this.subscriptionsRead.set(key, found);
    }
    return found;
  }

  /** Idempotent: a delivery already recorded (a redelivered bus message) is left as it is. */
  recordDeliveries(deliveries: readonly NewDelivery[], now: Date): number {
    if (deliveries.length === 0) return 0;
    const insert = statement(
      this.db,
      `INSERT OR IGNORE INTO webhook_deliveries (id, endpoint_id, event_type, verification_id, payload, status, created_at)
       SELECT ?, ?, ?, ?, ?, 'pending', ? WHERE EXISTS (SELECT 1 FROM webhook_endpoints WHERE id = ?)`,
    );
    return inTransaction(this.db, () => {
      let added = 0;
      for (const d of deliveries)
        added += insert.run(
          d.id,
          d.endpointId,
          d.eventType,
          d.verificationId,
          d.payload,
          now.toISOString(),
          d.endpointId,
        ).changes;
      return added;
    });
  }

  /** Newest first. */
  deliveries(endpointId: string, limit: number, offset: number, status?: DeliveryStatus): WebhookDelivery[] {
    const rows = status
      ? statement<[string, string, number, number], DeliveryRow>(
          this.db,
          `SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND status = ? ORDER BY seq DESC LIMIT ? OFFSET ?`,
        ).all(endpointId, status, limit, offset)
      : statement<[string, number, number], DeliveryRow>(
          this.db,
          `SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`,
        ).all(endpointId, limit, offset);
    return rows.map(toDelivery);
  }

  countDeliveries(endpointId: string, status?: DeliveryStatus): number {
    const row = status
      ? statement<[string, string], { n: number }>(
          this.db,
          'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ? AND status = ?',
        ).get(endpointId, status)
      : statement<[string], { n: number }>(
          this.db,
          'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?',
        ).get(endpointId);
    return row?.n ?? 0;
  }

  delivery(endpointId: string, id: string): WebhookDelivery | null {
    const row = statement<[string, string], DeliveryRow>(
      this.db,
      'SELECT * FROM webhook_deliveries WHERE id = ? AND endpoint_id = ?',
    ).get(id, endpointId);
    return row ? toDelivery(row) : null;
  }

  /**
   * Leases up to `limit` enabled endpoints that have a pending delivery and are not backing off, so that
   * several delivering processes never send to one endpoint at once (and so never out of order).
   */
  leaseDueEndpoints(limit: number, nowMs: number, leaseMs: number): WebhookEndpoint[] {
    return inTransaction(this.db, () => {
      const rows = statement<[number, number, number], EndpointRow>(
        this.db,
        `SELECT e.* FROM webhook_endpoints e
          WHERE e.status = 'enabled' AND e.lease_until < ? AND (e.retry_at IS NULL OR e.retry_at <= ?)
            AND EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'failed'))
          ORDER BY COALESCE(e.retry_at, 0) LIMIT ?`,
      ).all(nowMs, nowMs, limit);
      const lease = statement(this.db, 'UPDATE webhook_endpoints SET lease_until = ? WHERE id = ?');
      for (const row of rows) lease.run(nowMs + leaseMs, row.id);
      return rows.map(toEndpoint);
    });
  }

  /** Extends a lease this process holds, before each send of a long queue. */
  renewLease(id: string, untilMs: number): void {
    statement(this.db, 'UPDATE webhook_endpoints SET lease_until = ? WHERE id = ?').run(untilMs, id);
  }

  releaseEndpoint(id: string): void {
    statement(this.db, 'UPDATE webhook_endpoints SET lease_until = 0 WHERE id = ?').run(id);
  }

  /** The oldest undelivered delivery of an endpoint: they go out in the order their outcomes were logged. */
  headOf(endpointId: string): WebhookDelivery | null {
    const row = statement<[string], DeliveryRow>(
      this.db,
      `SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND status IN ('pending', 'failed') ORDER BY seq LIMIT 1`,
    ).get(endpointId);
    return row ? toDelivery(row) : null;
  }

  /** Claims one delivery for sending; false when another sender holds it. */
  claimDelivery(id: string, nowMs: number, leaseMs: number): boolean {
    return (
      statement(
        this.db,
        'UPDATE webhook_deliveries SET sending_until = ? WHERE id = ? AND sending_until < ?',
      ).run(nowMs + leaseMs, id, nowMs).changes === 1
    );
  }

  /**
   * Records an attempt and what it means for the endpoint, in one transaction: success clears the
   * endpoint's failing state; a failure schedules the endpoint's next try and disables it once it has
   * failed every delivery for `disableAfterMs`.
   */
  recordAttempt(
    delivery: WebhookDelivery,
    result: AttemptResult,
    now: Date,
    retryAtMs: number,
    disableAfterMs: number,
  ): { disabled: boolean } {
    return inTransaction(this.db, () => {
      const at = now.toISOString();
      statement(
        this.db,
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = ?, last_response_status = ?,
           last_error = ?, status = CASE WHEN ? THEN 'succeeded' WHEN status = 'succeeded' THEN status ELSE 'failed' END,
           next_attempt_at = CASE WHEN ? THEN NULL ELSE ? END, sending_until = 0 WHERE id = ?`,
      ).run(
        at,
        result.responseStatus,
        result.error,
        result.ok ? 1 : 0,
        result.ok ? 1 : 0,
        new Date(retryAtMs).toISOString(),
        delivery.id,
      );
      const endpoint = this.endpointById(delivery.endpointId);
      if (!endpoint) return { disabled: false };
      if (result.ok) {
        statement(
          this.db,
          `UPDATE webhook_endpoints SET failing_since = NULL, retry_at = NULL, consecutive_failures = 0 WHERE id = ?`,
        ).run(endpoint.id);
        return { disabled: false };
      }
      const failingSince = endpoint.failingSince ?? at;
      const disable =
        endpoint.status === 'enabled' && now.getTime() - Date.parse(failingSince) >= disableAfterMs;
      statement(
        this.db,
        `UPDATE webhook_endpoints SET failing_since = ?, retry_at = ?, consecutive_failures = consecutive_failures + 1,
           status = CASE WHEN ? THEN 'disabled' ELSE status END,
           disabled_at = CASE WHEN ? THEN ? ELSE disabled_at END WHERE id = ?`,
      ).run(failingSince, retryAtMs, disable ? 1 : 0, disable ? 1 : 0, at, endpoint.id);
      return { disabled: disable };
    });
  }
}
