import type { Middleware } from 'koa';
import type { Logger } from '../../shared/logger';
import { ApiError, InvalidJson, NotFound, PayloadTooLarge, ValidationError } from '../errors';

/**
 * Turns every error into SPEC.md's error body. Unknown errors become a 500 whose message never carries a
 * stack, a path or a query; the details go to the log under the request id.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new NotFound();
    } catch (raw) {
      const error = toApiError(raw);
      if (error.status >= 500)
        logger.error({ err: raw, request_id: ctx.state.requestId, path: ctx.path }, 'request failed');
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.body = {
        error: error.code,
        message: error.message,
        ...(error.details && error.details.length > 0 ? { details: error.details } : {}),
        request_id: ctx.state.requestId,
      };
    }
  };
}

function toApiError(raw: unknown): ApiError {
  if (raw instanceof ApiError) return raw;
  const status =
    typeof (raw as { status?: unknown })?.status === 'number' ? (raw as { status: number }).status : 500;
  if (status === 404 || raw instanceof URIError) return new NotFound();
  if (status === 413) return new PayloadTooLarge(1024 * 1024);
  if (status === 400) return new InvalidJson('The request could not be read.');
  if (status > 400 && status < 500) return new ValidationError([], 'The request is invalid.');
  return new ApiError(
    500,
    'internal_error',
    'Something went wrong on our side; the request id identifies it.',
  );
}
