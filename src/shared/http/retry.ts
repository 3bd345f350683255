// Retries an operation on transient faults with capped exponential backoff and jitter, shared by the
// document fetcher and the license connectors. Jitter spreads retries of many jobs that failed together
// (a source outage) so they do not hit the source again in lock-step.
export interface RetryOptions {
  /** Total attempts, the first one included. */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Whether the error may pass on another attempt; anything else is rethrown at once. */
  readonly isTransient: (error: unknown) => boolean;
  /** A delay the source asked for (Retry-After), honoured up to maxDelayMs. */
  readonly retryAfterMs?: (error: unknown) => number | undefined;
  readonly onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  readonly signal?: AbortSignal;
  /** Injected for tests; defaults to Math.random. */
  readonly random?: () => number;
}

/** The wait before attempt `attempt + 1`: half fixed, half random ("equal jitter"), never above the cap. */
export function backoffDelay(
  attempt: number,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const random = options.random ?? Math.random;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `operation` until it succeeds, fails permanently, or the attempts are used up (last error thrown). */
export async function retry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= options.attempts || !options.isTransient(error) || options.signal?.aborted) throw error;
      const asked = options.retryAfterMs?.(error);
      const computed = backoffDelay(attempt, options);
      const delay = Math.min(options.maxDelayMs, Math.max(computed, asked ?? 0));
      options.onRetry?.(error, attempt, delay);
      await sleep(delay, options.signal);
    }
  }
}

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
