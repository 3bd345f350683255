import type { BusMessage } from '../bus/bus.port';
import type { EventStore } from '../eventstore/event-store.port';
import { handleVerificationCommand } from '../application/command-handler';
import { VerificationAlreadyFinished, VerificationNotFound } from '../domain/verification/errors';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import { parseJob } from './job';

/**
 * A job the workers gave up on (infrastructure kept failing) still owes its verification an end:
 * it is failed with `processing error`, so every accepted verification reaches a final state.
 */
export function createDeadLetterHandler(store: EventStore, clock: Clock, logger: Logger) {
  return async (message: BusMessage): Promise<void> => {
    const job = parseJob(message.value);
    if (!job) return;
    logger.error(
      { verification_id: job.verification_id, error: message.headers['x-error'] },
      'job dead-lettered',
    );
    try {
      await handleVerificationCommand(store, job.kind, job.verification_id, {
        type: 'FailVerification',
        data: {
          at: clock.now().toISOString(),
          issues: ['processing error'],
          reason: `dead-lettered: ${message.headers['x-error'] ?? 'unknown'}`,
        },
        metadata: { correlation_id: job.verification_id },
      });
    } catch (error) {
      if (error instanceof VerificationAlreadyFinished || error instanceof VerificationNotFound) return;
      throw error;
    }
  };
}
