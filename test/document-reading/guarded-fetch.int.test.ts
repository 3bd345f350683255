import zlib from 'node:zlib';
import { FetchFailure, guardedFetch } from '../../src/shared/http/guarded-fetch';
import type { GuardedFetchOptions } from '../../src/shared/http/guarded-fetch';
import { startServer } from './servers';
import type { TestServer } from './servers';

jest.setTimeout(15_000);

const base: GuardedFetchOptions = {
  allowedHosts: ['127.0.0.1'],
  maxBytes: 1024 * 1024,
  connectTimeoutMs: 2000,
  readTimeoutMs: 2000,
  totalTimeoutMs: 5000,
  maxRedirects: 3,
};

async function failureOf(promise: Promise<unknown>): Promise<FetchFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchFailure) return error;
    throw error;
  }
  throw new Error('expected a FetchFailure');
}

describe('guardedFetch', () => {
  let server: TestServer;
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    // 100 MiB of zeros in about 100 KiB: small on the wire, far over the 1 MiB cap once inflated.
    const bomb = zlib.gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    server = await startServer({
      '/ok': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello'),
      '/missing': (_req, res) => res.writeHead(404).end('nope'),
      '/echo': (req, res) => {
        const parts: Buffer[] = [];
        req.on('data', (c: Buffer) => parts.push(c));
        req.on('end', () =>
          res.writeHead(200).end(
            JSON.stringify({
              method: req.method,
              body: Buffer.concat(parts).toString(),
              h: req.headers['x-key'],
            }),
          ),
        );
      },
      '/gzip': (_req, res) =>
        res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('gzipped text')),
      '/deflate': (_req, res) =>
        res.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateSync('zlib text')),
      '/raw-deflate': (_req, res) =>
        res.writeHead(200, { 'content-encoding': 'deflate' }).end(zlib.deflateRawSync('raw deflate text')),
      '/bomb': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb),
      '/declared-big': (_req, res) =>
        res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end(),
      '/streamed-big': (_req, res) => {
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = (): void => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      },
      '/drip': (_req, res) => {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'), 600);
        timers.push(timer);
        res.on('close', () => clearInterval(timer));
      },
      '/fast-drip': (_req, res) => {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'), 50);
        timers.push(timer);
        res.on('close', () => clearInterval(timer));
      },
      '/silent': () => undefined,
      '/reset': (req, res) => {
        res.writeHead(200, { 'content-length': '1000' });
        res.write('partial');
        setTimeout(() => req.socket.destroy(), 20);
      },
      '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
      '/hop': (_req, res) => res.writeHead(301, { location: '/hop2' }).end(),
      '/hop2': (_req, res) => res.writeHead(307, { location: '/ok' }).end(),
      '/see-other': (_req, res) => res.writeHead(303, { location: '/echo' }).end(),
      '/to-loopback': (_req, res) =>
        res.writeHead(302, { location: `http://127.0.0.1:${server.port}/ok` }).end(),
      '/to-metadata': (_req, res) =>
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    });
  });

  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await server.close();
  });

  it('returns the body, status, headers and final URL', async () => {
    const response = await guardedFetch(`${server.url}/ok`, base);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello');
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.url).toBe(`${server.url}/ok`);
  });

  it('returns non-2xx responses for the caller to judge', async () => {
    const response = await guardedFetch(`${server.url}/missing`, base);
    expect(response.status).toBe(404);
  });

  it('sends POST bodies and headers', async () => {
    const response = await guardedFetch(`${server.url}/echo`, {
      ...base,
      method: 'POST',
      body: 'a=1',
      headers: { 'X-Key': 'k' },
    });
    expect(JSON.parse(response.body.toString())).toEqual({ method: 'POST', body: 'a=1', h: 'k' });
  });

  it('decodes gzip, zlib deflate and raw deflate', async () => {
    expect((await guardedFetch(`${server.url}/gzip`, base)).body.toString()).toBe('gzipped text');
    expect((await guardedFetch(`${server.url}/deflate`, base)).body.toString()).toBe('zlib text');
    expect((await guardedFetch(`${server.url}/raw-deflate`, base)).body.toString()).toBe('raw deflate text');
  });

  it('stops a gzip bomb at the decoded-size cap', async () => {
    const started = Date.now();
    expect((await failureOf(guardedFetch(`${server.url}/bomb`, base))).kind).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses bodies over the cap, declared or streamed', async () => {
    expect((await failureOf(guardedFetch(`${server.url}/declared-big`, base))).kind).toBe('too_large');
    expect((await failureOf(guardedFetch(`${server.url}/streamed-big`, base))).kind).toBe('too_large');
  });

  it('times out a slow drip (read), a silent server, and a long trickle (total)', async () => {
    const fast = { ...base, readTimeoutMs: 300 };
    expect((await failureOf(guardedFetch(`${server.url}/drip`, fast))).kind).toBe('timeout');
    expect((await failureOf(guardedFetch(`${server.url}/silent`, fast))).kind).toBe('timeout');
    const failure = await failureOf(
      guardedFetch(`${server.url}/fast-drip`, { ...fast, totalTimeoutMs: 800 }),
    );
    expect(failure.kind).toBe('timeout');
    expect(failure.transient).toBe(true);
  });

  it('reports a connection reset mid-body as a transient network fault', async () => {
    const failure = await failureOf(guardedFetch(`${server.url}/reset`, base));
    expect(failure.kind).toBe('network');
    expect(failure.transient).toBe(true);
  });

  it('follows redirects up to the limit', async () => {
    const response = await guardedFetch(`${server.url}/hop`, base);
    expect(response.body.toString()).toBe('hello');
    expect(response.url).toBe(`${server.url}/ok`);
    const seeOther = await guardedFetch(`${server.url}/see-other`, { ...base, method: 'POST', body: 'x' });
    expect(JSON.parse(seeOther.body.toString())).toMatchObject({ method: 'GET', body: '' });
    expect((await failureOf(guardedFetch(`${server.url}/loop`, base))).kind).toBe('too_many_redirects');
    expect((await failureOf(guardedFetch(`${server.url}/hop`, { ...base, maxRedirects: 1 }))).kind).toBe(
      'too_many_redirects',
    );
  });

  it('checks every redirect target again', async () => {
    const viaName = { ...base, allowedHosts: ['localhost'] };
    const start = `http://localhost:${server.port}`;
    expect((await guardedFetch(`${start}/ok`, viaName)).status).toBe(200);
    expect((await failureOf(guardedFetch(`${start}/to-loopback`, viaName))).kind).toBe('refused');
    expect((await failureOf(guardedFetch(`${server.url}/to-metadata`, base))).kind).toBe('refused');
    expect((await failureOf(guardedFetch(`${server.url}/to-file`, base))).kind).toBe('refused');
  });

  it.each([
    ['loopback IP', (port: number) => `http://127.0.0.1:${port}/ok`],
    ['a name resolving to loopback', (port: number) => `http://localhost:${port}/ok`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/ok`],
    ['IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/ok`],
    ['a decimal loopback', (port: number) => `http://2130706433:${port}/ok`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['a file URL', () => 'file:///etc/passwd'],
    ['an ftp URL', () => 'ftp://example.com/x.pdf'],
    ['garbage', () => 'not a url'],
  ])('refuses %s when not allowed', async (_name, makeUrl) => {
    const failure = await failureOf(guardedFetch(makeUrl(server.port), { ...base, allowedHosts: [] }));
    expect(failure.kind).toBe('refused');
    expect(failure.transient).toBe(false);
    expect(server.hits.get('/ok') ?? 0).toBeLessThanOrEqual(3);
  });

  it('allows a loopback address through a CIDR entry', async () => {
    const response = await guardedFetch(`${server.url}/ok`, { ...base, allowedHosts: ['127.0.0.0/8'] });
    expect(response.status).toBe(200);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 100);
    await expect(
      guardedFetch(`${server.url}/silent`, { ...base, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
