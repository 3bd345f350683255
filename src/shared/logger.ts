import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stderr; `LOG_LEVEL` sets the level (default info, silent under jest). */
export function createLogger(
  level = process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination(2));
}

export const silentLogger: Logger = pino({ level: 'silent' });
