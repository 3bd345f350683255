// Errors with a status and a code; one middleware turns them into SPEC.md's error body.
export interface ErrorDetail {
  readonly field: string;
  readonly problem: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: readonly ErrorDetail[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class InvalidJson extends ApiError {
  constructor(message = 'The request body is not a JSON object.') {
    super(400, 'invalid_json', message);
  }
}

export class ValidationError extends ApiError {
  constructor(details: readonly ErrorDetail[], message?: string) {
    super(400, 'invalid_request', message ?? summarise(details), details);
  }
}

export class Unauthorized extends ApiError {
  constructor(message = 'A valid API key is required: send Authorization: Bearer <key>.') {
    super(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

export class NotFound extends ApiError {
  constructor(message = 'No such resource.') {
    super(404, 'not_found', message);
  }
}

export class MethodNotAllowed extends ApiError {
  constructor(allow: string) {
    super(405, 'method_not_allowed', `This path accepts ${allow} only.`, undefined, { Allow: allow });
  }
}

export class IdempotencyConflict extends ApiError {
  constructor() {
    super(409, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
  }
}

export class PayloadTooLarge extends ApiError {
  constructor(limit: number) {
    super(413, 'payload_too_large', `The request body exceeds ${limit} bytes.`);
  }
}

export class UnsupportedMediaType extends ApiError {
  constructor() {
    super(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
}

export class RateLimited extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too many requests for this API key; retry later.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

function summarise(details: readonly ErrorDetail[]): string {
  if (details.length === 0) return 'The request is invalid.';
  const first = details[0];
  const more =
    details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return `${first.field} ${first.problem}${more}.`;
}
