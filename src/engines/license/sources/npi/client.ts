// HTTP client for the NPPES NPI Registry API: one name search, paged with `skip` up to the API's
// reach (limit 200 × skip ≤ 1000 = 1,200 records), each page fetched with time-outs, retried on
// transient faults with capped backoff and jitter, behind the source's circuit breaker.
import { FetchFailure } from '../../../../shared/http/guarded-fetch.types';
import { parseRetryAfter, retry } from '../../../../shared/http/retry';
import type { Clock } from '../../types';
import type { CircuitBreaker } from '../circuit-breaker';
import { CircuitOpenError } from '../circuit-breaker';
import { SourceRejectedError, SourceUnavailableError, TransientAttemptError } from '../errors';
import type { SourceFetch } from '../errors';
import { parseNppesPage } from './nppes';
import type { NppesProvider } from './nppes';

export const NPI_SOURCE_LABEL = 'nppes npi registry';
export const NPPES_PAGE_SIZE = 200;
export const NPPES_MAX_SKIP = 1000;

export interface NpiClientOptions {
  readonly baseUrl: string;
  readonly fetch: SourceFetch;
  readonly breaker: CircuitBreaker;
  readonly clock: Clock;
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly timeoutMs: number;
  readonly random?: () => number;
}

export interface NameSearch {
  readonly firstName: string;
  readonly lastName: string;
  readonly state: string | null;
}

/** One page as received, kept for the evidence record. */
export interface NpiExchange {
  readonly url: string;
  readonly status: number;
  readonly received_at: string;
  readonly body: unknown;
}

export interface SearchResult {
  readonly providers: readonly NppesProvider[];
  readonly exchanges: readonly NpiExchange[];
  /** More records matched than the API lets a query page through. */
  readonly truncated: boolean;
}

export function searchUrl(baseUrl: string, search: NameSearch, skip: number): string {
  const url = new URL(baseUrl);
  const params: Record<string, string> = {
    version: '2.1',
    enumeration_type: 'NPI-1',
    first_name: search.firstName,
    last_name: search.lastName,
    use_first_name_alias: 'True',
    limit: String(NPPES_PAGE_SIZE),
    skip: String(skip),
  };
  if (search.state) params.state = search.state;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export class NpiClient {
  constructor(private readonly options: NpiClientOptions) {}

  async search(search: NameSearch, signal?: AbortSignal): Promise<SearchResult> {
    const providers: NppesProvider[] = [];
    const exchanges: NpiExchange[] = [];
    for (let skip = 0; skip <= NPPES_MAX_SKIP; skip += NPPES_PAGE_SIZE) {
      const exchange = await this.page(searchUrl(this.options.baseUrl, search, skip), signal);
      exchanges.push(exchange);
      const page = parseNppesPage(exchange.body);
      if (page === null) throw new SourceRejectedError(NPI_SOURCE_LABEL, 'answer is not an NPPES response');
      if (page.kind === 'errors') {
        throw new SourceRejectedError(NPI_SOURCE_LABEL, `query refused: ${page.messages.join('; ')}`);
      }
      providers.push(...page.providers);
      if (page.providers.length < NPPES_PAGE_SIZE) return { providers, exchanges, truncated: false };
    }
    return { providers, exchanges, truncated: true };
  }

  private async page(url: string, signal?: AbortSignal): Promise<NpiExchange> {
    const { breaker } = this.options;
    try {
      return await retry(
        async () => {
          breaker.acquire();
          try {
            const exchange = await this.attempt(url, signal);
            breaker.succeeded();
            return exchange;
          } catch (error) {
            if (error instanceof TransientAttemptError) breaker.failed();
            else if (error instanceof SourceRejectedError) breaker.succeeded();
            else breaker.abandoned();
            throw error;
          }
        },
        {
          attempts: this.options.attempts,
          baseDelayMs: this.options.baseDelayMs,
          maxDelayMs: this.options.maxDelayMs,
          isTransient: (error) => error instanceof TransientAttemptError,
          retryAfterMs: (error) => (error instanceof TransientAttemptError ? error.retryAfterMs : undefined),
          random: this.options.random,
          signal,
        },
      );
    } catch (error) {
      if (error instanceof CircuitOpenError)
        throw new SourceUnavailableError(NPI_SOURCE_LABEL, error.message);
      if (error instanceof TransientAttemptError) {
        throw new SourceUnavailableError(
          NPI_SOURCE_LABEL,
          `${error.message} (after ${this.options.attempts} attempts)`,
        );
      }
      throw error;
    }
  }

  private async attempt(url: string, signal?: AbortSignal): Promise<NpiExchange> {
    const { timeoutMs, clock } = this.options;
    let response;
    try {
      response = await this.options.fetch(url, {
        maxBytes: 8 * 1024 * 1024,
        connectTimeoutMs: Math.min(timeoutMs, 5000),
        readTimeoutMs: timeoutMs,
        totalTimeoutMs: timeoutMs,
        maxRedirects: 2,
        headers: { accept: 'application/json' },
        signal,
      });
    } catch (error) {
      if (error instanceof FetchFailure && !error.transient) {
        throw new SourceRejectedError(NPI_SOURCE_LABEL, `${error.kind}: ${error.message}`);
      }
      if (signal?.aborted) throw error;
      throw new TransientAttemptError(error instanceof Error ? error.message : String(error));
    }
    if (response.status === 429 || response.status >= 500) {
      const wait = parseRetryAfter(response.headers['retry-after'], clock.now().getTime());
      throw new TransientAttemptError(`HTTP ${response.status}`, wait);
    }
    if (response.status >= 400) throw new SourceRejectedError(NPI_SOURCE_LABEL, `HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString('utf8'));
    } catch {
      // A proxy's HTML error page or a cut body: the registry itself is not answering properly.
      throw new TransientAttemptError(`HTTP ${response.status} with a body that is not JSON`);
    }
    return { url, status: response.status, received_at: clock.now().toISOString(), body };
  }
}
