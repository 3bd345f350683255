// The baseline of bench:api: a bare Koa server that reads a JSON POST body and answers 202.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const app = new Koa();
app.use(async (ctx) => {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  ctx.status = 202;
  ctx.body = { id: 'x', object: 'document_verification', received: Object.keys(body).length };
});
const server = http.createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on http://localhost:${(server.address() as AddressInfo).port}\n`);
});
