import type { Middleware } from 'koa';
import { InvalidJson, PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors';

export const BODY_LIMIT = 1024 * 1024;
/** No request of the API nests deeper than a few levels; metadata and sandbox data get room to spare. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in JSON text, found without parsing: every later step (trimming,
 * validation, storage) walks the body recursively, and a body nested 50,000 levels deep must be refused
 * before any of them runs out of stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Reads a JSON object body: 415 without a JSON content type, 413 past 1 MiB (declared or streamed; the rest
 * is not read), 400 when it does not parse to an object. The parsed body lands in ctx.state.body.
 */
export const jsonBody: Middleware = async (ctx, next) => {
  if (!ctx.is('application/json', '+json')) throw new UnsupportedMediaType();
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > BODY_LIMIT) throw new PayloadTooLarge(BODY_LIMIT);
  const raw = await readLimited(ctx.req, BODY_LIMIT);
  const text = raw.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ValidationError(
      [{ field: '(body)', problem: `is nested deeper than ${MAX_JSON_DEPTH} levels` }],
      `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
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
