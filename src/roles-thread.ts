// Entry of the roles thread: `npm start` runs the background roles (worker, projector, dispatcher) here,
// on their own event loop and core, so the API's loop only serves requests.
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { startCredence } from './composition';
import { loadConfig } from './config';
import { createLogger } from './shared/logger';

async function run(): Promise<void> {
  const { roles } = workerData as { roles: string };
  const config = loadConfig({ ...process.env, ROLES: roles });
  const logger = createLogger(config.logLevel).child({ thread: 'roles' });
  const running = await startCredence(config, logger);
  parentPort!.postMessage({ type: 'started' });
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
