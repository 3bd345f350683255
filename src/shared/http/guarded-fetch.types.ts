// The signature of the one outbound HTTP client (documents and license sources). Implemented in
// guarded-fetch.ts: http(s) only, names resolved and refused when loopback/private/link-local/multicast/
// metadata unless allowed, the same check after every redirect, a byte cap and time-outs.
export interface GuardedFetchOptions {
  /** FETCH_ALLOWED_HOSTS: host names, IPs or CIDRs exempt from the address guard. */
  readonly allowedHosts: readonly string[];
  readonly maxBytes: number;
  readonly connectTimeoutMs: number;
  /** Longest silence between two chunks of the body. */
  readonly readTimeoutMs: number;
  /** Whole request, redirects included. */
  readonly totalTimeoutMs: number;
  readonly maxRedirects: number;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  readonly signal?: AbortSignal;
}

export interface FetchedResponse {
  /** The final URL after redirects. */
  readonly url: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export type FetchFailureKind =
  | 'refused' // scheme or address not allowed, bad URL
  | 'too_large' // body over maxBytes (declared or streamed)
  | 'timeout' // connect, read or total time-out
  | 'network' // DNS failure, reset, refused connection
  | 'too_many_redirects';

export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }

  /** Whether trying again later may succeed. */
  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'network';
  }
}
