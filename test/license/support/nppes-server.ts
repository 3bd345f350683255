// A local stand-in for the NPPES API on 127.0.0.1, answering in the recorded response format, with
// knobs for outages (status codes, silence, dropped connections) per request.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface NppesRequest {
  readonly params: URLSearchParams;
  readonly n: number;
}

export type NppesReply =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'raw'; status: number; body: string }
  | { kind: 'hang' }
  | { kind: 'reset' };

export interface NppesServer {
  readonly url: string;
  readonly requests: NppesRequest[];
  close(): Promise<void>;
}

export async function startNppesServer(handler: (request: NppesRequest) => NppesReply): Promise<NppesServer> {
  const requests: NppesRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const request = { params: new URL(req.url ?? '/', 'http://x').searchParams, n: requests.length + 1 };
    requests.push(request);
    const reply = handler(request);
    if (reply.kind === 'hang') return;
    if (reply.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    if (reply.kind === 'raw') {
      res.writeHead(reply.status, { 'content-type': 'text/html' }).end(reply.body);
      return;
    }
    res
      .writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...(reply.headers ?? {}) })
      .end(JSON.stringify(reply.body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ProviderFixture {
  npi?: string;
  first: string;
  middle?: string;
  last: string;
  credential?: string;
  status?: 'A' | 'D';
  taxonomies: { code: string; desc: string; state: string; license: string; primary?: boolean }[];
}

/** One result in the NPPES v2.1 shape (fields the connector ignores included, as the API sends them). */
export function nppesResult(p: ProviderFixture): Record<string, unknown> {
  return {
    created_epoch: '1183953600000',
    enumeration_type: 'NPI-1',
    last_updated_epoch: '1700000000000',
    number: p.npi ?? '1234567893',
    addresses: [
      {
        country_code: 'US',
        country_name: 'United States',
        address_purpose: 'LOCATION',
        address_type: 'DOM',
        address_1: '1 MAIN ST',
        city: 'SACRAMENTO',
        state: 'CA',
        postal_code: '958140000',
        telephone_number: '916-555-0100',
      },
    ],
    practiceLocations: [],
    basic: {
      first_name: p.first,
      last_name: p.last,
      middle_name: p.middle,
      credential: p.credential ?? 'RN',
      sole_proprietor: 'NO',
      sex: 'F',
      enumeration_date: '2007-07-09',
      last_updated: '2023-11-14',
      status: p.status ?? 'A',
    },
    taxonomies: p.taxonomies.map((t) => ({ taxonomy_group: '', primary: t.primary ?? true, ...t })),
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

export const nppesBody = (providers: ProviderFixture[]) => ({
  result_count: providers.length,
  results: providers.map(nppesResult),
});
