// The one outbound HTTP client (document URLs, license sources). Names are resolved here rather than by the
// socket so the connection goes exactly to the addresses that passed the guard: a DNS answer cannot change
// between the check and the connect (rebinding). Every redirect hop is checked again.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { createAllowList, refusedAddress, refusedName } from './address-guard';
import type { HostAllowList } from './address-guard';
import { exchange } from './http-exchange';
import type { PinnedAddress } from './http-exchange';
import { FetchFailure } from './guarded-fetch.types';
import type { FetchedResponse, GuardedFetchOptions } from './guarded-fetch.types';

export { parseAllowedHosts } from './address-guard';
export { FetchFailure } from './guarded-fetch.types';
export type { FetchedResponse, FetchFailureKind, GuardedFetchOptions } from './guarded-fetch.types';

const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailure('refused', 'not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('refused', `scheme ${url.protocol} is not allowed`);
  }
  if (!url.hostname) throw new FetchFailure('refused', 'URL has no host');
  return url;
}

/** Rejects as soon as the signal aborts, for steps (DNS) that cannot be cancelled themselves. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
}

/** The checked addresses to connect to; only those that pass the guard are kept. */
async function resolveHost(url: URL, allow: HostAllowList, signal: AbortSignal): Promise<PinnedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const nameProblem = refusedName(host, allow);
  if (nameProblem) throw new FetchFailure('refused', nameProblem);

  let candidates: PinnedAddress[];
  const literal = isIP(host);
  if (literal) {
    candidates = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      const found = await raceAbort(lookup(host, { all: true, verbatim: true }), signal);
      candidates = found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FetchFailure('network', `cannot resolve ${host}: ${(error as Error).message}`);
    }
  }
  const permitted = candidates.filter((entry) => !refusedAddress(host, entry.address, allow));
  if (permitted.length === 0) {
    const reason = candidates.length ? refusedAddress(host, candidates[0].address, allow) : undefined;
    throw new FetchFailure(candidates.length ? 'refused' : 'network', reason ?? `${host} has no address`);
  }
  return permitted;
}

function initialHeaders(options: GuardedFetchOptions): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'Credence/1', 'accept-encoding': 'gzip, deflate' };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return headers;
}

export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<FetchedResponse> {
  let target = parseTarget(url);
  const allow = createAllowList(options.allowedHosts);
  const controller = new AbortController();
  const total = setTimeout(
    () =>
      controller.abort(
        new FetchFailure('timeout', `no complete response within ${options.totalTimeoutMs} ms`),
      ),
    options.totalTimeoutMs,
  );
  const onOuterAbort = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onOuterAbort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let method = options.method ?? 'GET';
  let body = options.body;
  const headers = initialHeaders(options);
  try {
    for (let hop = 0; ; hop += 1) {
      const addresses = await resolveHost(target, allow, controller.signal);
      const result = await exchange({
        url: target,
        addresses,
        method,
        headers,
        body,
        maxBytes: options.maxBytes,
        connectTimeoutMs: options.connectTimeoutMs,
        readTimeoutMs: options.readTimeoutMs,
        signal: controller.signal,
      });
      if (result.kind === 'response') {
        return { url: target.href, status: result.status, headers: result.headers, body: result.body };
      }
      if (hop >= options.maxRedirects) {
        throw new FetchFailure('too_many_redirects', `more than ${options.maxRedirects} redirects`);
      }
      let next: URL;
      try {
        next = parseTarget(new URL(result.location, target).href);
      } catch (error) {
        throw error instanceof FetchFailure
          ? error
          : new FetchFailure('refused', 'invalid redirect location');
      }
      // Browsers turn a redirected POST into a GET (except 307/308); credentials never follow to another origin.
      if (result.status === 303 || ((result.status === 301 || result.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        delete headers['content-length'];
        delete headers['content-type'];
      }
      if (next.origin !== target.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
      target = next;
    }
  } finally {
    clearTimeout(total);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
