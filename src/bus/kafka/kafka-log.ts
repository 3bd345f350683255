import type { LogEntry, logCreator } from 'kafkajs';
import { logLevel } from 'kafkajs';
import type { Logger } from '../../shared/logger';

/** The pino level for a kafkajs level; kafkajs has no trace and uses NOTHING to mean off. */
export function pinoLevelOf(level: logLevel): 'error' | 'warn' | 'info' | 'debug' | null {
  switch (level) {
    case logLevel.ERROR:
      return 'error';
    case logLevel.WARN:
      return 'warn';
    case logLevel.INFO:
      return 'info';
    case logLevel.DEBUG:
      return 'debug';
    case logLevel.NOTHING:
      return null;
    default:
      return 'debug';
  }
}

/** The kafkajs level matching the logger's, so kafkajs does not build entries pino would drop. */
export function kafkaLevelFor(logger: Logger): logLevel {
  const threshold = logger.levelVal;
  if (threshold > 50) return logLevel.NOTHING;
  if (threshold > 40) return logLevel.ERROR;
  if (threshold > 30) return logLevel.WARN;
  if (threshold > 20) return logLevel.INFO;
  return logLevel.DEBUG;
}

/** Routes kafkajs's own logs through our structured logger instead of its console writer. */
export function kafkaLogCreator(logger: Logger): logCreator {
  const base = logger.child({ component: 'kafkajs' });
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const pinoLevel = pinoLevelOf(level);
      if (!pinoLevel) return;
      const { message, timestamp: _timestamp, ...extra } = log;
      base[pinoLevel]({ namespace, ...extra }, message);
    };
}
