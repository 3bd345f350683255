// Use cases behind REST and GraphQL for webhook endpoints: register, read, change, delete, read the
// delivery log, and send one delivery again now. Inputs arrive already shape-checked against the OpenAPI
// schemas; this checks what a schema cannot (where the URL points, limits).
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Clock, IdGenerator } from '../shared/clock';
import { createAllowList, refusedAddress, refusedName } from '../shared/http/address-guard';
import type { DeliveryDeps } from './deliverer';
import { attemptDelivery, WEBHOOKS_WAKEUP } from './deliverer';
import type { WebhookEventType } from './webhook-events';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import type {
  DeliveryStatus,
  EndpointStatus,
  Scope,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookStore,
} from './webhook-store';
import type { Wakeup } from '../storage/wakeup';

export const MAX_ENDPOINTS_PER_SCOPE = 20;

/** A request the caller must change: the message names the field. */
export class WebhookInputError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'WebhookInputError';
  }
}

export class DeliveryBusy extends Error {
  constructor() {
    super('This delivery is being sent right now; retry in a few seconds.');
    this.name = 'DeliveryBusy';
  }
}

export interface EndpointInput {
  readonly url: string;
  readonly events?: readonly WebhookEventType[];
  readonly description?: string | null;
}

export interface EndpointChange {
  readonly url?: string;
  readonly events?: readonly WebhookEventType[];
  readonly description?: string | null;
  readonly status?: EndpointStatus;
}

export interface WebhookServiceDeps extends Omit<DeliveryDeps, 'clock'> {
  readonly clock: Clock;
  readonly newId: IdGenerator;
  readonly allowedHosts: readonly string[];
  readonly wakeup: Wakeup;
  /** Host name resolution for the registration check; replaceable in tests. */
  readonly resolve?: (host: string) => Promise<string[]>;
}

const defaultResolve = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  private get store(): WebhookStore {
    return this.deps.webhooks;
  }

  async create(scope: Scope, input: EndpointInput): Promise<WebhookEndpoint> {
    await this.checkUrl(input.url);
    if (this.store.countEndpoints(scope) >= MAX_ENDPOINTS_PER_SCOPE)
      throw new WebhookInputError(
        'url',
        `cannot be added: an account has at most ${MAX_ENDPOINTS_PER_SCOPE} endpoints per mode`,
      );
    const endpoint: WebhookEndpoint = {
      id: this.deps.newId(),
      accountId: scope.accountId,
      mode: scope.mode,
      url: input.url,
      events: uniqueEvents(input.events),
      description: input.description ?? null,
      secret: `whsec_${randomBytes(24).toString('base64')}`,
      status: 'enabled',
      createdAt: this.deps.clock.now().toISOString(),
      disabledAt: null,
      failingSince: null,
      retryAt: null,
      consecutiveFailures: 0,
    };
    this.store.createEndpoint(endpoint);
    return endpoint;
  }

  list(scope: Scope): WebhookEndpoint[] {
    return this.store.endpoints(scope);
  }

  get(scope: Scope, id: string): WebhookEndpoint | null {
    return this.store.endpoint(scope, id);
  }

  async update(scope: Scope, id: string, change: EndpointChange): Promise<WebhookEndpoint | null> {
    if (!this.store.endpoint(scope, id)) return null;
    if (change.url !== undefined) await this.checkUrl(change.url);
    this.store.updateEndpoint(
      id,
      { ...change, events: change.events === undefined ? undefined : uniqueEvents(change.events) },
      this.deps.clock.now(),
    );
    this.deps.wakeup.notify(WEBHOOKS_WAKEUP);
    return this.store.endpoint(scope, id);
  }

  delete(scope: Scope, id: string): boolean {
    if (!this.store.endpoint(scope, id)) return false;
    this.store.deleteEndpoint(id);
    return true;
  }

  deliveries(
    scope: Scope,
    endpointId: string,
    page: { limit: number; offset: number; status?: DeliveryStatus },
  ): { endpoint: WebhookEndpoint; items: WebhookDelivery[]; total: number } | null {
    const endpoint = this.store.endpoint(scope, endpointId);
    if (!endpoint) return null;
    return {
      endpoint,
      items: this.store.deliveries(endpointId, page.limit, page.offset, page.status),
      total: this.store.countDeliveries(endpointId, page.status),
    };
  }

  /** Sends one delivery again now, with its own `webhook-id`, and answers what the attempt came to. */
  async retry(
    scope: Scope,
    endpointId: string,
    deliveryId: string,
  ): Promise<{ endpoint: WebhookEndpoint; delivery: WebhookDelivery } | null> {
    const endpoint = this.store.endpoint(scope, endpointId);
    const delivery = endpoint ? this.store.delivery(endpointId, deliveryId) : null;
    if (!endpoint || !delivery) return null;
    await this.checkUrl(endpoint.url, 'url of this endpoint');
    if (
      !this.store.claimDelivery(
        delivery.id,
        this.deps.clock.now().getTime(),
        this.deps.options.timeoutMs + 5_000,
      )
    )
      throw new DeliveryBusy();
    await attemptDelivery(this.deps, endpoint, delivery);
    this.deps.wakeup.notify(WEBHOOKS_WAKEUP);
    return {
      endpoint: this.store.endpoint(scope, endpointId) ?? endpoint,
      delivery: this.store.delivery(endpointId, deliveryId) ?? delivery,
    };
  }

  /**
   * Refuses URLs that point at loopback, private, link-local or metadata addresses (unless allowed by
   * FETCH_ALLOWED_HOSTS). A name that does not resolve now is accepted: every delivery checks again.
   */
  private async checkUrl(raw: string, field = 'url'): Promise<void> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new WebhookInputError(field, 'must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new WebhookInputError(field, 'must be an absolute http(s) URL');
    if (url.username || url.password) throw new WebhookInputError(field, 'must not contain credentials');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const allow = createAllowList(this.deps.allowedHosts);
    const nameProblem = refusedName(host, allow);
    if (nameProblem) throw new WebhookInputError(field, `is not allowed: ${nameProblem}`);
    let addresses: string[] = [];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await withTimeout((this.deps.resolve ?? defaultResolve)(host), 3000);
      } catch {
        addresses = [];
      }
    }
    for (const address of addresses) {
      const problem = refusedAddress(host, address, allow);
      if (problem) throw new WebhookInputError(field, `is not allowed: ${problem}`);
    }
  }
}

function uniqueEvents(events: readonly WebhookEventType[] | undefined): WebhookEventType[] {
  if (!events || events.length === 0) return [...WEBHOOK_EVENT_TYPES];
  return WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
