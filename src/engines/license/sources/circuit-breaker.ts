// A circuit breaker per source: after `failureThreshold` consecutive failed attempts the source is not
// called for `coolDownMs`, so an outage costs each job one fast refusal instead of a full retry cycle
// of time-outs. After the cool-down one trial call is let through (half-open): success closes the
// circuit, failure opens it again for another cool-down.
export type CircuitState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  readonly failureThreshold: number;
  readonly coolDownMs: number;
  /** Milliseconds since the epoch, from the engine's clock. */
  readonly now: () => number;
}

export class CircuitOpenError extends Error {
  constructor(readonly retryInMs: number) {
    super(`circuit open, next trial in ${retryInMs} ms`);
    this.name = 'CircuitOpenError';
  }
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.options.now() - this.openedAt >= this.options.coolDownMs ? 'half_open' : 'open';
  }

  /** Call before each attempt; throws CircuitOpenError when the source must not be called now. */
  acquire(): void {
    const state = this.state;
    if (state === 'closed') return;
    if (state === 'half_open' && !this.trialInFlight) {
      this.trialInFlight = true;
      return;
    }
    const waited = this.openedAt === null ? 0 : this.options.now() - this.openedAt;
    throw new CircuitOpenError(Math.max(0, this.options.coolDownMs - waited));
  }

  /** The source answered (any answer that is not an outage). */
  succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** The attempt ended without telling anything about the source (the job was cancelled). */
  abandoned(): void {
    this.trialInFlight = false;
  }

  failed(): void {
    this.failures += 1;
    const trialFailed = this.trialInFlight;
    this.trialInFlight = false;
    if (trialFailed || this.failures >= this.options.failureThreshold) this.openedAt = this.options.now();
  }
}
