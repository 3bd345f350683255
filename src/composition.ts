// The composition root: config → adapters → engines → roles. Nothing else wires concrete classes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECTIONS } from '../projections/index';
import { createAdapters } from './adapters';
import { VerificationService } from './application/verifications.service';
import { ApiKeyStore } from './auth/api-keys';
import { TOPICS, deadLetterTopic } from './bus/bus.port';
import type { Config } from './config';
import { runDispatcher } from './dispatcher/dispatcher';
import { createDocumentEngine } from './engines/document/index';
import { createDocumentReader } from './engines/document/reading/index';
import { createLicenseEngine } from './engines/license/index';
import type * as HttpApp from './http/app';
import { Metrics } from './observability/metrics';
import { registerScrapeGauges } from './observability/scrape-gauges';
import { ProjectionRunner, runProjections } from './projection/runner';
import type { Clock } from './shared/clock';
import { systemClock, uuidV7 } from './shared/clock';
import type { DocumentEngine, LicenseEngine } from './engines/contract';
import { guardedFetch } from './shared/http/guarded-fetch';
import type { Logger } from './shared/logger';
import { openDatabase, openReadModels } from './storage/sqlite';
import { checkpointOffThread } from './storage/checkpointer';
import { createDeadLetterHandler } from './worker/dead-letter';
import { createJobProcessor } from './worker/processor';
import { Wakeup } from './storage/wakeup';
import type { DeliveryDeps } from './webhooks/deliverer';
import { runDeliverer, WEBHOOKS_WAKEUP } from './webhooks/deliverer';
import { createOutcomeHandler } from './webhooks/outcome-consumer';
import { WebhookService } from './webhooks/webhook-service';
import { WebhookStore } from './webhooks/webhook-store';
import type * as GraphqlSubscriptions from './graphql/subscriptions';
import type * as GraphqlUpdates from './graphql/updates';

export interface RunningCredence {
  /** The HTTP port when the api role runs. */
  readonly port: number | null;
  /** A key created on this first start (no key existed), to show once. */
  readonly createdKey: string | null;
  stop(): Promise<void>;
}

/** Engines and clock can be replaced (tests drive faults and time through them). */
export interface Overrides {
  readonly documents?: DocumentEngine;
  readonly licenses?: LicenseEngine;
  readonly clock?: Clock;
  /** This thread's metrics (main.ts shares the API thread's with the roles thread's snapshots). */
  readonly metrics?: Metrics;
}

/** Jobs a worker holds per engine slot. */
const WORKER_PREFETCH = 8;
/**
 * Outcome messages the webhooks role turns into recorded deliveries at once. Recording is a few reads and
 * one insert (the sending is the deliverer's, WEBHOOK_CONCURRENCY), so a whole published batch is claimed
 * in one transaction rather than eight messages at a time.
 */
const OUTCOMES_AT_ONCE = 64;

/**
 * The API's modules (Koa, GraphQL, the validators compiled from the OpenAPI document) are loaded by a
 * process that serves the API only: loading them costs about a second of CPU and tens of megabytes, which
 * the roles thread of `npm start` and a worker or projector process do not need.
 */
function apiModules(): typeof HttpApp & typeof GraphqlSubscriptions & typeof GraphqlUpdates {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('./http/app') as typeof HttpApp),
    ...(require('./graphql/subscriptions') as typeof GraphqlSubscriptions),
    ...(require('./graphql/updates') as typeof GraphqlUpdates),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export async function startCredence(
  config: Config,
  logger: Logger,
  overrides: Overrides = {},
): Promise<RunningCredence> {
  const clock = overrides.clock ?? systemClock;
  const metrics = overrides.metrics ?? new Metrics();
  const adapters = await createAdapters(config, logger);
  const { store, bus } = adapters;
  const readModels = openReadModels(path.join(config.dataDir, 'read-models.db'));
  const keysDb = openDatabase(path.join(config.dataDir, 'keys.db'));
  const webhooksFile = path.join(config.dataDir, 'webhooks.db');
  const webhooksDb = openDatabase(webhooksFile);
  const webhookStore = new WebhookStore(webhooksDb);
  const webhookWakeup = new Wakeup(`${webhooksFile}:webhooks`);
  const runners = PROJECTIONS.map((projection) => new ProjectionRunner(readModels, store, projection));
  const stop = new AbortController();
  const loops: Promise<void>[] = [];
  const closers: Array<() => Promise<void>> = [];
  const fetch = (url: string, options: Omit<Parameters<typeof guardedFetch>[1], 'allowedHosts'>) =>
    guardedFetch(url, { ...options, allowedHosts: config.fetchAllowedHosts });

  const licenseEngine = createLicenseEngine({
    dataDir: config.dataDir,
    npiRegistryUrl: config.npiRegistryUrl,
    fetch,
    routingConfigPath: config.licenseRoutingFile,
    logger,
    clock,
  });
  closers.push(() => licenseEngine.close());
  const licenses = overrides.licenses ?? licenseEngine;

  if (config.roles.has('projector')) {
    // The projector's commits do not stop to checkpoint the read models' WAL (see checkpointer.ts): a
    // checkpoint's sync would be paid by the requests the batch holds, as projection lag.
    const checkpointer = checkpointOffThread(readModels);
    closers.push(() => checkpointer.stop());
    loops.push(
      runProjections(readModels, store, runners, logger, stop.signal, (events) =>
        metrics.observeProjected(events),
      ),
    );
  }
  if (config.roles.has('dispatcher')) loops.push(runDispatcher(store, bus, logger, stop.signal));
  if (config.roles.has('worker')) {
    const documents =
      overrides.documents ??
      createDocumentEngine({
        onStage: (stage, seconds) => metrics.observeStage('document', stage, seconds),
        reader: createDocumentReader({
          onStage: (stage, seconds) => metrics.observeStage('document', stage, seconds),
          allowedHosts: config.fetchAllowedHosts,
          poolSize: config.worker.readingThreads,
          logger,
        }),
        logger,
      });
    closers.push(() => documents.close?.() ?? Promise.resolve());
    const processor = createJobProcessor({
      store,
      documents,
      licenses,
      clock,
      logger,
      metrics,
      ...config.worker,
    });
    loops.push(
      bus.consume({
        group: 'workers',
        topic: TOPICS.requested,
        // More jobs in hand than engines: fast (sandboxed) outcomes are recorded in batches, while engine
        // runs stay at WORKER_CONCURRENCY (the processor's limit).
        concurrency: Math.min(256, config.worker.concurrency * WORKER_PREFETCH),
        // Transient faults are counted in the stream (AttemptFailed); the bus only retries infrastructure errors.
        maxAttempts: config.worker.maxAttempts + 3,
        handle: processor,
        signal: stop.signal,
        onError: (error, message) =>
          logger.warn({ err: error, key: message.key, attempt: message.attempt }, 'job will be retried'),
      }),
      bus.consume({
        group: 'dead-letters',
        topic: deadLetterTopic(TOPICS.requested),
        concurrency: 1,
        maxAttempts: 1000,
        handle: createDeadLetterHandler(store, clock, logger),
        signal: stop.signal,
      }),
    );
  }

  const deliveryDeps: DeliveryDeps = {
    webhooks: webhookStore,
    fetch,
    clock,
    logger,
    options: config.webhooks,
    onAttempt: (outcome) => metrics.countWebhookAttempt(outcome),
  };
  if (config.roles.has('webhooks')) {
    const outcomes = {
      store,
      webhooks: webhookStore,
      clock,
      logger,
      recorded: () => webhookWakeup.notify(WEBHOOKS_WAKEUP),
    };
    loops.push(
      runDeliverer(deliveryDeps, webhookWakeup, stop.signal),
      ...(['completed', 'failed'] as const).map((outcome) =>
        bus.consume({
          group: 'webhooks',
          topic: outcome === 'completed' ? TOPICS.completed : TOPICS.failed,
          concurrency: OUTCOMES_AT_ONCE,
          maxAttempts: 1000,
          handle: createOutcomeHandler(outcomes, outcome),
          signal: stop.signal,
          onError: (error, message) =>
            logger.warn(
              { err: error, key: message.key, attempt: message.attempt },
              'webhook outcome will be retried',
            ),
        }),
      ),
    );
  }

  let server: http.Server | null = null;
  let closeLive: (() => Promise<void>) | null = null;
  let createdKey: string | null = null;
  if (config.roles.has('api')) {
    const { createHttpApp, serveSubscriptions, UpdateHub } = apiModules();
    const keys = new ApiKeyStore(keysDb, config.apiKeys);
    if (keys.count() === 0) createdKey = keys.create('default', 'test', clock.now()).key;
    registerScrapeGauges(metrics, { readModels, store, bus, runners, webhooksDb });
    const service = new VerificationService(store, readModels, clock, uuidV7);
    const webhooks = new WebhookService({
      ...deliveryDeps,
      newId: uuidV7,
      allowedHosts: config.fetchAllowedHosts,
      wakeup: webhookWakeup,
    });
    const app = await createHttpApp({
      service,
      keys,
      clock,
      logger,
      metrics,
      rateLimit: config.rateLimit,
      readiness: {
        check: async () => {
          await store.ping();
          await bus.ping();
          readModels.prepare('SELECT 1').get();
        },
      },
      evidence: licenseEngine.evidence,
      webhooks,
      liveIntrospection: config.graphqlLiveIntrospection,
      graphqlExecution: config.graphqlExecution,
    });
    server = http.createServer(app.callback());
    const updates = new UpdateHub(store, logger);
    const subscriptions = serveSubscriptions(server, { keys, service, webhooks, clock, updates });
    // Open websockets would keep server.close() waiting: they are closed first.
    closeLive = async () => {
      await subscriptions.close();
      await updates.close();
    };
    // Bounded header and request times keep slow clients from holding sockets open.
    server.headersTimeout = 15_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.port, config.host, () => resolve());
    });
  }

  const port = server ? (server.address() as AddressInfo).port : null;
  logger.info({ port, roles: [...config.roles], dataDir: config.dataDir }, 'credence started');

  return {
    port,
    createdKey,
    async stop() {
      await closeLive?.().catch((err: unknown) => logger.warn({ err }, 'closing subscriptions failed'));
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      stop.abort();
      await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, 30_000).unref())]);
      for (const close of closers)
        await close().catch((err: unknown) => logger.warn({ err }, 'close failed'));
      await adapters.close();
      readModels.close();
      keysDb.close();
      webhookWakeup.close();
      webhooksDb.close();
    },
  };
}
