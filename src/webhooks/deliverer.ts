// Sends recorded deliveries: per endpoint, oldest first, one at a time, so a receiver sees outcomes in the
// order they were logged, including after an outage. A failed attempt holds the endpoint's queue and
// schedules its next try with growing, jittered delays; an endpoint that fails every attempt for
// `disableAfterMs` is disabled (its queue is kept for when it is enabled again).
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { FetchedResponse, GuardedFetchOptions } from '../shared/http/guarded-fetch';
import { FetchFailure } from '../shared/http/guarded-fetch';
import type { Wakeup } from '../storage/wakeup';
import type { AttemptResult, WebhookDelivery, WebhookEndpoint, WebhookStore } from './webhook-store';

export interface DeliveryOptions {
  /** First retry delay; each further one grows fourfold (with ±25 % jitter) up to `maxRetryMs`. */
  readonly retryBaseMs: number;
  readonly maxRetryMs: number;
  readonly timeoutMs: number;
  readonly disableAfterMs: number;
  /** Endpoints served at once by one process. */
  readonly concurrency: number;
}

export type WebhookFetch = (
  url: string,
  options: Omit<GuardedFetchOptions, 'allowedHosts'>,
) => Promise<FetchedResponse>;

export interface DeliveryDeps {
  readonly webhooks: WebhookStore;
  readonly fetch: WebhookFetch;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly options: DeliveryOptions;
  readonly random?: () => number;
  readonly onAttempt?: (outcome: 'succeeded' | 'failed', delivery: WebhookDelivery) => void;
}

export const WEBHOOKS_WAKEUP = 'deliveries';

/**
 * An endpoint's lease covers one attempt and its recording, and is renewed before each send: after a
 * crash, another process takes the endpoint over within this long.
 */
const leaseMsOf = (options: DeliveryOptions): number => options.timeoutMs + 5_000;

/** Delay before the endpoint's next try after its n-th consecutive failure (n ≥ 1). */
export function retryDelayMs(failures: number, options: DeliveryOptions, random: () => number): number {
  const base = Math.min(options.maxRetryMs, options.retryBaseMs * 4 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** One signed POST of a delivery's payload. Never throws: a fault is an unsuccessful attempt. */
export async function sendDelivery(
  deps: Pick<DeliveryDeps, 'fetch' | 'clock' | 'options'>,
  endpoint: WebhookEndpoint,
  delivery: WebhookDelivery,
): Promise<AttemptResult> {
  const now = deps.clock.now();
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = new Webhook(endpoint.secret).sign(
    delivery.id,
    new Date(timestamp * 1000),
    delivery.payload,
  );
  try {
    const response = await deps.fetch(endpoint.url, {
      method: 'POST',
      body: delivery.payload,
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      maxRedirects: 0,
      maxBytes: 1024 * 1024,
      connectTimeoutMs: Math.min(5_000, deps.options.timeoutMs),
      readTimeoutMs: deps.options.timeoutMs,
      totalTimeoutMs: deps.options.timeoutMs,
    });
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseStatus: response.status, error: ok ? null : `receiver answered ${response.status}` };
  } catch (error) {
    const message =
      error instanceof FetchFailure
        ? `${error.kind}: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ok: false, responseStatus: null, error: message.slice(0, 500) };
  }
}

/** Sends one delivery and records the attempt; the caller holds the endpoint or the delivery claim. */
export async function attemptDelivery(
  deps: DeliveryDeps,
  endpoint: WebhookEndpoint,
  delivery: WebhookDelivery,
): Promise<AttemptResult> {
  const result = await sendDelivery(deps, endpoint, delivery);
  const now = deps.clock.now();
  const retryAt =
    now.getTime() + retryDelayMs(endpoint.consecutiveFailures + 1, deps.options, deps.random ?? Math.random);
  const { disabled } = deps.webhooks.recordAttempt(
    delivery,
    result,
    now,
    retryAt,
    deps.options.disableAfterMs,
  );
  deps.onAttempt?.(result.ok ? 'succeeded' : 'failed', delivery);
  if (!result.ok)
    deps.logger.info(
      { endpointId: endpoint.id, webhookId: delivery.id, status: result.responseStatus, error: result.error },
      'webhook delivery failed; will retry',
    );
  if (disabled)
    deps.logger.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled after failing every delivery');
  return result;
}

/** Serves one leased endpoint: sends its queue oldest first until it is empty or an attempt fails. */
async function drainEndpoint(
  deps: DeliveryDeps,
  leased: WebhookEndpoint,
  signal: AbortSignal,
): Promise<void> {
  const leaseMs = leaseMsOf(deps.options);
  try {
    while (!signal.aborted) {
      const endpoint = deps.webhooks.endpointById(leased.id);
      if (!endpoint || endpoint.status !== 'enabled') return;
      const head = deps.webhooks.headOf(endpoint.id);
      if (!head) return;
      const now = deps.clock.now().getTime();
      deps.webhooks.renewLease(endpoint.id, now + leaseMs);
      if (!deps.webhooks.claimDelivery(head.id, now, leaseMs)) return;
      const result = await attemptDelivery(deps, endpoint, head);
      if (!result.ok) return;
    }
  } finally {
    deps.webhooks.releaseEndpoint(leased.id);
  }
}

/** The delivery loop of the `webhooks` role: wakes on new deliveries, polls for due retries. */
export async function runDeliverer(deps: DeliveryDeps, wakeup: Wakeup, signal: AbortSignal): Promise<void> {
  const inFlight = new Map<string, Promise<void>>();
  const leaseMs = leaseMsOf(deps.options);
  while (!signal.aborted) {
    const free = deps.options.concurrency - inFlight.size;
    if (free > 0) {
      let leased: WebhookEndpoint[] = [];
      try {
        leased = deps.webhooks.leaseDueEndpoints(free, deps.clock.now().getTime(), leaseMs);
      } catch (error) {
        deps.logger.error({ err: error }, 'webhook queue unreadable; retrying');
      }
      for (const endpoint of leased) {
        if (inFlight.has(endpoint.id)) continue;
        const work = drainEndpoint(deps, endpoint, signal)
          .catch((error: unknown) =>
            deps.logger.error({ err: error, endpointId: endpoint.id }, 'delivery failed'),
          )
          .finally(() => inFlight.delete(endpoint.id));
        inFlight.set(endpoint.id, work);
      }
    }
    await waitForWork(wakeup, [...inFlight.values()], signal);
  }
  await Promise.allSettled(inFlight.values());
}

/** Until a delivery is recorded or an endpoint changes, a send finishes, a poll second passes, or stop. */
async function waitForWork(wakeup: Wakeup, inFlight: Promise<void>[], signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  let done = (): void => undefined;
  const woken = new Promise<void>((resolve) => (done = resolve));
  const timer = setTimeout(done, 1000);
  wakeup.once(WEBHOOKS_WAKEUP, done);
  signal.addEventListener('abort', done, { once: true });
  for (const work of inFlight) void work.then(done);
  await woken;
  clearTimeout(timer);
  wakeup.off(WEBHOOKS_WAKEUP, done);
  signal.removeEventListener('abort', done);
}
