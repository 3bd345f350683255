// `npm start`: the whole service in one process on embedded storage (or the roles ROLES names).
import 'reflect-metadata';
import { startCredence } from './composition';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './shared/logger';

async function main(): Promise<void> {
  let config;
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
  const running = await startCredence(config, logger);
  if (running.createdKey) {
    process.stdout.write(
      `\nNo API key existed, so a test-mode key was created for account "default" (shown only this once):\n\n  ${running.createdKey}\n\n` +
        `Use it as: Authorization: Bearer ${running.createdKey}\n\n`,
    );
  }
  if (running.port !== null) process.stdout.write(`Credence listening on http://localhost:${running.port}\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
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

main().catch((error: unknown) => {
  process.stderr.write(
    `credence: failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
