// Gauges computed from durable state when /metrics is scraped, so they are right whichever process or
// thread runs the roles: verifications by kind, type, status and decision (from the read model), queue
// depth per consumer group (from the bus), projection lag (store head minus checkpoint) and the webhook
// outbox by status.
import type { Bus } from '../bus/bus.port';
import type { EventStore } from '../eventstore/event-store.port';
import type { ProjectionRunner } from '../projection/runner';
import type { SqliteDatabase } from '../storage/sqlite';
import { statement } from '../storage/sqlite';
import type { Metrics } from './metrics';

export interface ScrapeSources {
  readonly readModels: SqliteDatabase;
  readonly store: EventStore;
  readonly bus: Bus;
  readonly runners: readonly ProjectionRunner[];
  readonly webhooksDb: SqliteDatabase;
}

export function registerScrapeGauges(metrics: Metrics, sources: ScrapeSources): void {
  metrics.scrapeGauge({
    name: 'credence_verifications',
    help: 'Verifications by kind, type (document type, or "license"), status and decision (none until final); started = the sum, completed and failed by status',
    labelNames: ['kind', 'type', 'status', 'decision'],
    collect: async () =>
      statement<[], { kind: string; type: string; status: string; decision: string; n: number }>(
        sources.readModels,
        `SELECT kind, COALESCE(document_type, 'license') AS type, status,
           CASE status WHEN 'completed' THEN COALESCE(json_extract(state, '$.outcome.decision'), 'none')
                       WHEN 'failed' THEN 'failed' ELSE 'none' END AS decision,
           COUNT(*) AS n
         FROM verifications GROUP BY 1, 2, 3, 4`,
      )
        .all()
        .map(({ n, ...labels }) => ({ labels, value: n })),
  });

  metrics.scrapeGauge({
    name: 'credence_projection_lag_events',
    help: 'Events in the store that a read model has not applied yet (head position minus checkpoint)',
    labelNames: ['projection'],
    collect: async () => {
      const head = await sources.store.headPosition();
      return sources.runners.map((runner) => ({
        labels: { projection: runner.name },
        value: Math.max(0, head - runner.checkpoint()),
      }));
    },
  });

  metrics.scrapeGauge({
    name: 'credence_projection_checkpoint',
    help: 'Last event position applied to the read model',
    labelNames: ['projection'],
    collect: async () =>
      sources.runners.map((runner) => ({ labels: { projection: runner.name }, value: runner.checkpoint() })),
  });

  if (sources.bus.backlog) {
    const backlog = sources.bus.backlog.bind(sources.bus);
    metrics.scrapeGauge({
      name: 'credence_bus_pending_messages',
      help: 'Queue depth: messages a consumer group has not acknowledged yet (consumer lag), by group and topic',
      labelNames: ['group', 'topic'],
      collect: async () =>
        (await backlog()).map(({ group, topic, pending }) => ({ labels: { group, topic }, value: pending })),
    });
  }

  metrics.scrapeGauge({
    name: 'credence_webhook_deliveries',
    help: 'Webhook deliveries by status (pending: not tried yet; failed: last attempt failed, will be retried)',
    labelNames: ['status'],
    collect: async () =>
      statement<[], { status: string; n: number }>(
        sources.webhooksDb,
        'SELECT status, COUNT(*) AS n FROM webhook_deliveries GROUP BY status',
      )
        .all()
        .map(({ status, n }) => ({ labels: { status }, value: n })),
  });
}
