// One HTTP request/response over a connection pinned to already-checked addresses, with the connect and
// idle time-outs and the byte cap enforced while the body streams (decoded size counts, so a small gzip
// body that inflates to gigabytes is stopped as soon as it crosses the cap).
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { FetchFailure } from './guarded-fetch.types';

export interface PinnedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

export interface ExchangeRequest {
  readonly url: URL;
  readonly addresses: readonly PinnedAddress[];
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer;
  readonly maxBytes: number;
  readonly connectTimeoutMs: number;
  readonly readTimeoutMs: number;
  readonly signal: AbortSignal;
}

export type ExchangeResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly body: Buffer;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function toFailure(error: unknown): Error {
  if (error instanceof FetchFailure) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  return new FetchFailure('network', `${code}: ${message}`);
}

/** gzip and zlib-wrapped deflate are recognised by their header; raw deflate is what some servers send. */
function decoderFor(encoding: string, firstChunk: Buffer): Transform | undefined {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding !== 'deflate') return undefined;
  return (firstChunk[0] & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw();
}

export function exchange(request: ExchangeRequest): Promise<ExchangeResult> {
  const { url, addresses, maxBytes, signal } = request;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, addresses[0].address, addresses[0].family);
  };

  return new Promise<ExchangeResult>((resolve, reject) => {
    let settled = false;
    let idleTimer: NodeJS.Timeout | undefined;
    const chunks: Buffer[] = [];
    let decodedBytes = 0;
    let rawBytes = 0;
    let decoder: Transform | undefined;

    const cleanup = (): void => {
      clearTimeout(connectTimer);
      clearTimeout(idleTimer);
      signal.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      cleanup();
      req.destroy();
      decoder?.destroy();
      reject(toFailure(error));
    };
    const succeed = (result: ExchangeResult): void => {
      if (settled) return;
      settled = true;
      cleanup();
      resolve(result);
    };
    const armIdle = (): void => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(
        () => fail(new FetchFailure('timeout', `no data for ${request.readTimeoutMs} ms`)),
        request.readTimeoutMs,
      );
    };
    const onAbort = (): void => {
      const reason: unknown = signal.reason;
      if (settled) return;
      settled = true;
      cleanup();
      req.destroy();
      decoder?.destroy();
      reject(reason instanceof Error ? reason : new Error('aborted'));
    };

    const connectTimer = setTimeout(
      () => fail(new FetchFailure('timeout', `no connection within ${request.connectTimeoutMs} ms`)),
      request.connectTimeoutMs,
    );
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        lookup: pinned,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.destroy();
          succeed({ kind: 'redirect', status, location });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail(new FetchFailure('too_large', `declared ${declared} bytes, cap ${maxBytes}`));
          return;
        }
        const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
        const collect = (chunk: Buffer): void => {
          decodedBytes += chunk.length;
          if (decodedBytes > maxBytes) fail(new FetchFailure('too_large', `body over ${maxBytes} bytes`));
          else chunks.push(chunk);
        };
        const finish = (): void =>
          succeed({
            kind: 'response',
            status,
            headers: flattenHeaders(res.headers),
            body: Buffer.concat(chunks),
          });

        res.on('data', (chunk: Buffer) => {
          if (settled) return;
          armIdle();
          rawBytes += chunk.length;
          if (rawBytes > maxBytes) {
            fail(new FetchFailure('too_large', `body over ${maxBytes} bytes`));
            return;
          }
          if (rawBytes === chunk.length && encoding) {
            decoder = decoderFor(encoding, chunk);
            decoder?.on('data', collect);
            decoder?.on('error', (error) =>
              fail(new FetchFailure('network', `bad ${encoding} body: ${error.message}`)),
            );
            decoder?.on('end', finish);
          }
          if (decoder) decoder.write(chunk);
          else collect(chunk);
        });
        res.on('end', () => (decoder ? decoder.end() : finish()));
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new FetchFailure('network', 'connection closed before the body ended'));
        });
      },
    );

    req.on('error', fail);
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        armIdle();
      });
    });
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    req.end(request.body);
  });
}
