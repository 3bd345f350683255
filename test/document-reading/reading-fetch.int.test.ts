import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { TransientFault } from '../../src/engines/contract';
import { createDocumentReader, DocumentReadFailure } from '../../src/engines/document/reading';
import type { DocumentReader, DocumentReaderOptions } from '../../src/engines/document/reading';
import { TB_LINES, textPdf } from './fixtures';
import { startServer } from './servers';
import type { TestServer } from './servers';

jest.setTimeout(30_000);

const FAST: DocumentReaderOptions = {
  allowedHosts: ['127.0.0.1'],
  poolSize: 1,
  retryBaseDelayMs: 10,
  retryMaxDelayMs: 50,
  readTimeoutMs: 1000,
  totalTimeoutMs: 5000,
};

async function failureOf(promise: Promise<unknown>): Promise<DocumentReadFailure | TransientFault> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DocumentReadFailure || error instanceof TransientFault) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

describe('document reading: fetching', () => {
  let server: TestServer;
  let reader: DocumentReader;
  let pdf: Buffer;
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    pdf = await textPdf(TB_LINES);
    const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const sendPdf = (res: ServerResponse): void => {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    };
    server = await startServer({
      '/doc.pdf': (_req, res) => sendPdf(res),
      '/gone.pdf': (_req, res) => res.writeHead(404).end('not found'),
      '/forbidden.pdf': (_req, res) => res.writeHead(403).end('forbidden'),
      '/flaky.pdf': (_req, res, hit) => (hit === 1 ? res.writeHead(503).end('busy') : sendPdf(res)),
      '/limited.pdf': (_req, res, hit) =>
        hit === 1 ? res.writeHead(429, { 'retry-after': '0' }).end('slow down') : sendPdf(res),
      '/down.pdf': (_req, res) => res.writeHead(503).end('down'),
      '/reset.pdf': (req) => req.socket.destroy(),
      '/bomb.pdf': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb),
      '/drip.pdf': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.write('%PDF-1.7\n');
        const timer = setInterval(() => res.write(' '), 2500);
        timers.push(timer);
        res.on('close', () => clearInterval(timer));
      },
      '/loop.pdf': (_req, res) => res.writeHead(302, { location: '/loop.pdf' }).end(),
      '/to-loopback.pdf': (_req, res) =>
        res.writeHead(302, { location: `http://127.0.0.1:${server.port}/doc.pdf` }).end(),
      '/page.pdf': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/pdf' })
          .end('<!DOCTYPE html><html><body>Sign in</body></html>'),
      '/empty.pdf': (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(),
    });
    reader = createDocumentReader(FAST);
  });

  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await reader.close();
    await server.close();
  });

  it('fetches and reads a document', async () => {
    const document = await reader.read(`${server.url}/doc.pdf`);
    expect(document.text).toContain('Maria Gonzalez');
  });

  it.each(['/gone.pdf', '/forbidden.pdf'])(
    'fails %s at once as not fetched, without retrying',
    async (path) => {
      const failure = await failureOf(reader.read(`${server.url}${path}`));
      expect(failure).toBeInstanceOf(DocumentReadFailure);
      expect(failure.issue).toBe('document could not be fetched');
      expect(server.hits.get(path)).toBe(1);
    },
  );

  it('retries a 503 and a 429 and then reads the document', async () => {
    expect((await reader.read(`${server.url}/flaky.pdf`)).text).toContain('Tuberculosis');
    expect(server.hits.get('/flaky.pdf')).toBe(2);
    expect((await reader.read(`${server.url}/limited.pdf`)).text).toContain('Tuberculosis');
    expect(server.hits.get('/limited.pdf')).toBe(2);
  });

  it('gives up on a source that stays down with a transient fault', async () => {
    const failure = await failureOf(reader.read(`${server.url}/down.pdf`));
    expect(failure).toBeInstanceOf(TransientFault);
    expect(failure.issue).toBe('document could not be fetched');
    expect(server.hits.get('/down.pdf')).toBe(3);
    expect(await failureOf(reader.read(`${server.url}/reset.pdf`))).toBeInstanceOf(TransientFault);
  });

  it('times out a slow drip as transient', async () => {
    const started = Date.now();
    const failure = await failureOf(reader.read(`${server.url}/drip.pdf`));
    expect(failure).toBeInstanceOf(TransientFault);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a gzip bomb and an oversized body as too large', async () => {
    const small = createDocumentReader({ ...FAST, maxBytes: 1024 * 1024 });
    try {
      expect((await failureOf(small.read(`${server.url}/bomb.pdf`))).issue).toBe('file too large');
      expect((await small.read(`${server.url}/doc.pdf`)).format).toBe('pdf');
      const tiny = createDocumentReader({ ...FAST, maxBytes: 512 });
      expect((await failureOf(tiny.read(`${server.url}/doc.pdf`))).issue).toBe('file too large');
      await tiny.close();
    } finally {
      await small.close();
    }
  });

  it('fails endless redirects and redirects to a refused address as not fetched', async () => {
    expect((await failureOf(reader.read(`${server.url}/loop.pdf`))).issue).toBe(
      'document could not be fetched',
    );
    const byName = createDocumentReader({ ...FAST, allowedHosts: ['localhost'] });
    try {
      const failure = await failureOf(byName.read(`http://localhost:${server.port}/to-loopback.pdf`));
      expect(failure).toBeInstanceOf(DocumentReadFailure);
      expect(failure.issue).toBe('document could not be fetched');
    } finally {
      await byName.close();
    }
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/doc.pdf`],
    ['a name resolving to loopback', (port: number) => `http://localhost:${port}/doc.pdf`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a file URL', () => 'file:///etc/passwd'],
  ])('refuses %s when not allowed, without a request', async (_name, makeUrl) => {
    const closed = createDocumentReader({ ...FAST, allowedHosts: [] });
    const before = server.hits.get('/doc.pdf') ?? 0;
    try {
      const failure = await failureOf(closed.read(makeUrl(server.port)));
      expect(failure).toBeInstanceOf(DocumentReadFailure);
      expect(failure.issue).toBe('document could not be fetched');
      expect(server.hits.get('/doc.pdf') ?? 0).toBe(before);
    } finally {
      await closed.close();
    }
  });

  it('judges the bytes, not the Content-Type', async () => {
    expect((await failureOf(reader.read(`${server.url}/page.pdf`))).issue).toBe('unsupported file format');
    expect((await failureOf(reader.read(`${server.url}/empty.pdf`))).issue).toBe('document is empty');
  });
});
