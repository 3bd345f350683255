// Entry of the roles thread: `npm start` runs the background roles (worker, projector, dispatcher) here,
// on their own event loop and core, so the API's loop only serves requests.
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { startCredence } from './composition';
import { loadConfig } from './config';
import { createLogger } from './shared/logger';
import { useProcessWriteLocks } from './storage/write-lock';
import { METRICS_SHARE_MS, Metrics } from './observability/metrics';
import { lowerThreadPriority } from './shared/thread-priority';

async function run(): Promise<void> {
  const {
    roles,
    name,
    nice: lower,
    writeLocks,
  } = workerData as {
    roles: string;
    name: string;
    nice: number;
    writeLocks: SharedArrayBuffer;
  };
  // Before any file is opened: this thread takes turns with the process's other threads to write.
  useProcessWriteLocks(writeLocks);
  const config = loadConfig({ ...process.env, ROLES: roles });
  const logger = createLogger(config.logLevel).child({ thread: name });
  // Before the roles start the threads they use (reading, checkpoints), which inherit it: on a core the
  // API shares with the background roles, the API's requests are served first and the pipeline works in
  // the time they leave; on free cores it changes nothing.
  const nice = lowerThreadPriority(lower);
  if (nice !== null) logger.debug({ nice }, 'background roles run at a lower priority');
  // No process metrics here: the main thread reports those of the one process.
  const metrics = new Metrics({ defaultMetrics: false });
  const running = await startCredence(config, logger, { metrics });
  parentPort!.postMessage({ type: 'started' });
  // The API thread serves /metrics: it merges the latest snapshot of this thread's registry.
  const share = () =>
    void metrics.snapshot().then(
      (snapshot) => parentPort!.postMessage({ type: 'metrics', snapshot }),
      (error: unknown) => logger.warn({ err: error }, 'metrics snapshot failed'),
    );
  setInterval(share, METRICS_SHARE_MS).unref();
  parentPort!.on('message', (message: { type?: string }) => {
    if (message.type !== 'stop') return;
    running.stop().then(
      () => parentPort!.postMessage({ type: 'stopped' }),
      (error: unknown) => {
        logger.error({ err: error }, 'roles thread stop failed');
        parentPort!.postMessage({ type: 'stopped' });
      },
    );
  });
}

run().catch((error: unknown) => {
  parentPort!.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  });
});
