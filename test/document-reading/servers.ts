// Local HTTP servers for the fetch and reading tests: bound to 127.0.0.1 only, on a random port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  readonly url: string;
  readonly port: number;
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, hit: number) => void;

export async function startServer(routes: Record<string, Handler>): Promise<TestServer> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    const handler = routes[path];
    if (handler) handler(req, res, hit);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
