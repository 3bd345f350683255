// A webhook receiver on 127.0.0.1 whose behaviour a test sets: answer a status, hang, or drop the
// connection. It records every request (headers and raw body) in arrival order.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ReceiverBehaviour = 'ok' | 'error' | 'hang' | 'drop';

export interface ReceivedWebhook {
  /** Path and query the request was sent to. */
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  readonly answered: ReceiverBehaviour;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Requests answered 2xx. */
  accepted(): ReceivedWebhook[];
  behave(behaviour: ReceiverBehaviour): void;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  let behaviour: ReceiverBehaviour = 'ok';
  const received: ReceivedWebhook[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = behaviour;
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      if (answered === 'ok') res.writeHead(204).end();
      else if (answered === 'error')
        res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver broke');
      else if (answered === 'drop') req.socket.destroy();
      // 'hang': never answer; the sender's time-out ends it.
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    accepted: () => received.filter((r) => r.answered === 'ok'),
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
