// Fetches a document URL through the guarded client, retrying what may pass (5xx, 429, resets, time-outs)
// and mapping everything else onto the reading failures of DOMAIN.md.
import { TransientFault } from '../../contract';
import type { Logger } from '../../../shared/logger';
import { FetchFailure, guardedFetch } from '../../../shared/http/guarded-fetch';
import type { GuardedFetchOptions } from '../../../shared/http/guarded-fetch';
import { parseRetryAfter, retry } from '../../../shared/http/retry';
import { DocumentReadFailure } from './types';

export interface FetchPolicy {
  readonly fetch: GuardedFetchOptions;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** A response worth asking for again: the server is overloaded or failing right now. */
class RetryableStatus extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`server answered ${status}`);
    this.name = 'RetryableStatus';
  }
}

const NOT_FETCHED = 'document could not be fetched';

function isTransient(error: unknown): boolean {
  return error instanceof RetryableStatus || (error instanceof FetchFailure && error.transient);
}

export async function fetchDocument(
  url: string,
  policy: FetchPolicy,
  logger: Logger,
  signal?: AbortSignal,
): Promise<Buffer> {
  try {
    return await retry(
      async () => {
        const response = await guardedFetch(url, { ...policy.fetch, signal });
        if (response.status === 429 || response.status >= 500) {
          throw new RetryableStatus(response.status, parseRetryAfter(response.headers['retry-after']));
        }
        if (response.status < 200 || response.status >= 300) {
          throw new DocumentReadFailure(NOT_FETCHED, `server answered ${response.status}`);
        }
        return response.body;
      },
      {
        attempts: policy.attempts,
        baseDelayMs: policy.baseDelayMs,
        maxDelayMs: policy.maxDelayMs,
        isTransient,
        retryAfterMs: (error) => (error instanceof RetryableStatus ? error.retryAfterMs : undefined),
        onRetry: (error, attempt, delayMs) =>
          logger.debug(
            { attempt, delayMs, reason: (error as Error).message },
            'document fetch failed, retrying',
          ),
        signal,
      },
    );
  } catch (error) {
    throw mapFetchError(error);
  }
}

function mapFetchError(error: unknown): unknown {
  if (error instanceof RetryableStatus) return new TransientFault(error.message, NOT_FETCHED);
  if (!(error instanceof FetchFailure)) return error;
  switch (error.kind) {
    case 'too_large':
      return new DocumentReadFailure('file too large', error.message);
    case 'refused':
    case 'too_many_redirects':
      return new DocumentReadFailure(NOT_FETCHED, error.message);
    case 'timeout':
    case 'network':
      return new TransientFault(error.message, NOT_FETCHED);
    default: {
      const unexpected: never = error.kind;
      return new DocumentReadFailure(NOT_FETCHED, `fetch failed: ${String(unexpected)}`);
    }
  }
}
