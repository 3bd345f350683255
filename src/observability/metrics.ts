// Prometheus metrics (prom-client), one registry per thread. What a thread observes itself (HTTP, stage
// durations, webhook attempts) lives in its registry; what must be right whatever the process layout
// (verification counts, queue depth, lags) is collected at scrape time from durable state. The API
// thread's /metrics also merges the snapshots other threads of the process send it (`absorb`).
import type { Middleware } from 'koa';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type Stage = 'fetch' | 'read' | 'understand' | 'lookup';

/** How often a roles thread sends its registry to the API thread (a scrape sees figures this old at most). */
export const METRICS_SHARE_MS = 2000;

/** A gauge whose series are computed when scraped. */
export interface ScrapeGauge {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];
  collect(): Promise<Array<{ labels: Record<string, string>; value: number }>>;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Finer between 5 and 100 ms, where the projection lag of a loaded service lies. */
const LAG_SECONDS = [
  0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.025, 0.03, 0.04, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5,
  10,
];
const STAGE_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type MetricsSnapshot = MetricObjectWithValues<MetricValue<string>>[];

export class Metrics {
  readonly registry = new Registry();
  private readonly remote = new Map<string, MetricsSnapshot>();
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly stageDuration: Histogram<'kind' | 'stage'>;
  private readonly processing: Histogram<'kind' | 'outcome'>;
  private readonly webhookAttempts: Counter<'outcome'>;
  private readonly projectionLag: Histogram<'type'>;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (options.defaultMetrics !== false)
      collectDefaultMetrics({ register: this.registry, prefix: 'credence_' });
    this.httpRequests = new Counter({
      name: 'credence_http_requests_total',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'credence_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.stageDuration = new Histogram({
      name: 'credence_processing_stage_duration_seconds',
      help: 'Time of one processing stage: fetch, read (text layer or OCR), understand (extract, check, decide), lookup (license sources)',
      labelNames: ['kind', 'stage'],
      buckets: STAGE_SECONDS,
      registers,
    });
    this.processing = new Histogram({
      name: 'credence_processing_duration_seconds',
      help: 'Time from a job taken by a worker to its outcome recorded, by kind and outcome',
      labelNames: ['kind', 'outcome'],
      buckets: STAGE_SECONDS,
      registers,
    });
    this.projectionLag = new Histogram({
      name: 'credence_projection_lag_seconds',
      help: 'Time from an event recorded in the store to its read-model change committed (what a list or a read then shows), by event type',
      labelNames: ['type'],
      buckets: LAG_SECONDS,
      registers,
    });
    this.webhookAttempts = new Counter({
      name: 'credence_webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome (succeeded, failed)',
      labelNames: ['outcome'],
      registers,
    });
  }

  observeStage(kind: 'document' | 'license', stage: Stage, seconds: number): void {
    this.stageDuration.observe({ kind, stage }, seconds);
  }

  observeProcessing(kind: 'document' | 'license', outcome: string, seconds: number): void {
    this.processing.observe({ kind, outcome }, seconds);
  }

  /** The lag of each event of a batch the projector has just committed. */
  observeProjected(
    events: ReadonlyArray<{ readonly type: string; readonly recordedAt: string }>,
    now = Date.now(),
  ): void {
    for (const { type, recordedAt } of events)
      this.projectionLag.observe({ type }, Math.max(0, now - Date.parse(recordedAt)) / 1000);
  }

  countWebhookAttempt(outcome: 'succeeded' | 'failed'): void {
    this.webhookAttempts.inc({ outcome });
  }

  /** Registers a gauge computed at scrape time (from the read models, the bus, the stores). */
  scrapeGauge(gauge: ScrapeGauge): void {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [...gauge.labelNames],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await gauge.collect()) this.set(labels, value);
      },
    });
  }

  /** Keeps the latest snapshot another thread of this process sent, to be merged into the scrape. */
  absorb(source: string, snapshot: MetricsSnapshot): void {
    this.remote.set(source, snapshot);
  }

  snapshot(): Promise<MetricsSnapshot> {
    return this.registry.getMetricsAsJSON();
  }

  contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of this thread's registry merged with the absorbed snapshots. */
  async render(): Promise<string> {
    if (this.remote.size === 0) return this.registry.metrics();
    const local = await this.registry.getMetricsAsJSON();
    return AggregatorRegistry.aggregate([local, ...this.remote.values()]).metrics();
  }

  /** Counts requests and their latency by route template (never the raw path: ids would be labels). */
  httpMiddleware(): Middleware {
    return async (ctx, next) => {
      const started = process.hrtime.bigint();
      try {
        await next();
      } finally {
        const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
        const labels = {
          method: ctx.method,
          route: typeof route === 'string' ? route : 'unmatched',
          status: String(ctx.status),
        };
        this.httpRequests.inc(labels);
        this.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      }
    };
  }
}
