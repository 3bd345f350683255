import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Logs carry ids (request, account, verification, endpoint), never a key, a secret, a person or a
 * document's text: these paths are censored wherever a call site passes them by mistake.
 */
export const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'key',
  '*.key',
  'secret',
  '*.secret',
  'person',
  '*.person',
  'first_name',
  'last_name',
  'dob',
  '*.dob',
  'text',
  '*.text',
  'lines',
  '*.lines',
];

/** Structured JSON logs; `LOG_LEVEL` sets the level (default info, silent under jest). */
export function createLogger(
  level = process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
  destination: pino.DestinationStream = pino.destination(2),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });
