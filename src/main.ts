// `npm start`: the whole service in one process on embedded storage (or the roles ROLES names). The API
// runs on the main thread, the background roles on one or two more threads (config.ts's `threadGroups`).
import './production';
import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RunningCredence } from './composition';
import { startCredence } from './composition';
import type { Config, Role } from './config';
import { ConfigError, loadConfig } from './config';
import type { Logger } from './shared/logger';
import { createLogger } from './shared/logger';
import type { MetricsSnapshot } from './observability/metrics';
import { Metrics } from './observability/metrics';
import { processWriteLocks, releaseWriteLocksOf } from './storage/write-lock';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`credence: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const [here, ...elsewhere] = config.threads;
  const metrics = new Metrics();
  // One after the other: each thread opens the files and creates what is missing before the next starts.
  const rolesThreads: Array<{ stop(): Promise<void> }> = [];
  for (const [i, roles] of elsewhere.entries())
    rolesThreads.push(
      await startRolesThread(
        roles,
        `roles-${i + 1}`,
        config.roles.has('api') ? config.backgroundNice : 0,
        logger,
        metrics,
      ),
    );
  const running = await startCredence({ ...config, roles: new Set<Role>(here) }, logger, { metrics });
  const metricsServer = config.roles.has('api') ? null : await serveMetrics(config, metrics, logger);
  announce(running);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    metricsServer?.close();
    running
      .stop()
      .then(() => Promise.all(rolesThreads.map((thread) => thread.stop())))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

function announce(running: RunningCredence): void {
  if (running.createdKey) {
    process.stdout.write(
      `\nNo API key existed, so a test-mode key was created for account "default" (shown only this once):\n\n  ${running.createdKey}\n\n` +
        `Use it as: Authorization: Bearer ${running.createdKey}\n\n`,
    );
  }
  if (running.port !== null) process.stdout.write(`Credence listening on http://localhost:${running.port}\n`);
}

/**
 * Starts background roles on a worker thread, `nice` steps below the main thread's priority (when the
 * process serves the API); a thread that dies is started again after a pause.
 */
async function startRolesThread(
  roles: readonly Role[],
  name: string,
  nice: number,
  logger: Logger,
  metrics: Metrics,
): Promise<{ stop(): Promise<void> }> {
  let current: Worker;
  let stopping = false;
  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'roles-thread.js'), {
        workerData: { roles: roles.join(','), name, nice, writeLocks: processWriteLocks() },
      });
      worker.on('message', (message: { type: string; message?: string; snapshot?: unknown }) => {
        if (message.type === 'metrics') metrics.absorb(name, message.snapshot as MetricsSnapshot);
        if (message.type === 'started') resolve(worker);
        if (message.type === 'failed') reject(new Error(message.message));
      });
      worker.once('error', (error) => logger.error({ err: error, thread: name }, 'roles thread crashed'));
      const thread = worker.threadId;
      worker.once('exit', (code) => {
        releaseWriteLocksOf(thread);
        if (stopping) return;
        logger.error({ code, thread: name }, 'roles thread exited; starting it again');
        setTimeout(
          () =>
            void spawn().then(
              (w) => (current = w),
              () => undefined,
            ),
          2000,
        );
      });
    });
  current = await spawn();
  return {
    async stop() {
      stopping = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => void current.terminate().then(() => resolve()), 35_000);
        current.on('message', (message: { type: string }) => {
          if (message.type !== 'stopped') return;
          clearTimeout(timer);
          void current.terminate().then(() => resolve());
        });
        current.postMessage({ type: 'stop' });
      });
    },
  };
}

/**
 * A process without the API role (a worker container, say) serves its /metrics on METRICS_PORT when set,
 * so its stage durations and webhook attempts can be scraped too.
 */
async function serveMetrics(config: Config, metrics: Metrics, logger: Logger): Promise<http.Server | null> {
  if (config.metricsPort === null) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType() }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics rendering failed');
        res.writeHead(503).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(config.metricsPort!, config.host, resolve));
  logger.info({ port: config.metricsPort }, 'metrics served');
  return server;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `credence: failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
