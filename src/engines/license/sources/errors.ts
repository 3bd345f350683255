// How a source's failures reach the engine: a transient fault (outage, time-out, breaker open) becomes a
// TransientFault so the worker retries the job; a permanent one (the source refuses our query, a host the
// guard will not reach) fails the verification, since retrying the same request cannot help.
import type { FetchedResponse, GuardedFetchOptions } from '../../../shared/http/guarded-fetch.types';

/** The one outbound client, already bound to FETCH_ALLOWED_HOSTS by the composition root. */
export type SourceFetch = (
  url: string,
  options: Omit<GuardedFetchOptions, 'allowedHosts'>,
) => Promise<FetchedResponse>;

export class SourceUnavailableError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceUnavailableError';
  }
}

export class SourceRejectedError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceRejectedError';
  }
}

/** One failed attempt that may pass on the next one; the retry loop and the circuit breaker count these. */
export class TransientAttemptError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TransientAttemptError';
  }
}
