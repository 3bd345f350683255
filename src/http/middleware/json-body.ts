import type { Middleware } from 'koa';
import { InvalidJson, PayloadTooLarge, UnsupportedMediaType } from '../errors';

export const BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON object body: 415 without a JSON content type, 413 past 1 MiB (declared or streamed; the rest
 * is not read), 400 when it does not parse to an object. The parsed body lands in ctx.state.body.
 */
export const jsonBody: Middleware = async (ctx, next) => {
  if (!ctx.is('application/json', '+json')) throw new UnsupportedMediaType();
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > BODY_LIMIT) throw new PayloadTooLarge(BODY_LIMIT);
  const raw = await readLimited(ctx.req, BODY_LIMIT);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InvalidJson('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InvalidJson('The request body must be a JSON object.');
  }
  ctx.state.body = parsed;
  await next();
};

function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        stream.resume();
        reject(new PayloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(Object.assign(new InvalidJson('The request body could not be read.'), { cause: error }));
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
