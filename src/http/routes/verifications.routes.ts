import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { VerificationService } from '../../application/verifications.service';
import { requestHash } from '../../application/idempotency';
import type { Clock } from '../../shared/clock';
import { isoDate } from '../../shared/clock';
import { NotFound } from '../errors';
import { documentVerification, licenseVerification, startResponse } from '../representations';
import { parseListQuery } from '../validation/list-query';
import { parseDocumentStart, parseLicenseStart } from '../validation/requests';
import type { ApiContext, ApiState } from './context';
import { idempotencyKey, pathId, scopeOf } from './context';
import { randomUUID } from 'node:crypto';

export interface RouteDeps {
  readonly service: VerificationService;
  readonly clock: Clock;
  /** Authentication and rate limiting, in front of every /v1 route. */
  readonly guard: Middleware[];
  readonly jsonBody: Middleware;
}

/** Endpoints 1–5 of SPEC.md plus the license list. */
export function verificationRoutes({ service, clock, guard, jsonBody }: RouteDeps): Router<ApiState> {
  const router = new Router<ApiState>();

  router.post('/v1/document-verifications', ...guard, jsonBody, async (ctx: ApiContext) => {
    const input = parseDocumentStart(ctx.state.body, ctx.state.principal.mode, isoDate(clock.now()));
    const { verification } = await service.start(
      scopeOf(ctx),
      { kind: 'document', input, via: 'document-verifications' },
      {
        idempotencyKey: idempotencyKey(ctx),
        requestHash: () => requestHash('POST /v1/document-verifications', ctx.state.body),
        correlationId: ctx.state.requestId,
      },
    );
    ctx.status = 202;
    ctx.set('Location', `/v1/document-verifications/${verification.id}`);
    ctx.body = startResponse(verification);
  });

  router.get('/v1/document-verifications', ...guard, async (ctx: ApiContext) => {
    const filter = parseListQuery(ctx.query, 'document');
    const page = service.list(scopeOf(ctx), filter);
    ctx.body = listEnvelope(page.items.map(documentVerification), page.total, filter.offset);
  });

  router.get('/v1/document-verifications/:id', ...guard, async (ctx: ApiContext) => {
    const found = await service.get(scopeOf(ctx), 'document', pathId(ctx));
    if (!found) throw new NotFound('No document verification with this id.');
    ctx.body = documentVerification(found);
  });

  router.post('/v1/license-verifications', ...guard, jsonBody, async (ctx: ApiContext) => {
    const input = parseLicenseStart(ctx.state.body, ctx.state.principal.mode, isoDate(clock.now()));
    const { verification } = await service.start(
      scopeOf(ctx),
      { kind: 'license', input },
      {
        idempotencyKey: idempotencyKey(ctx),
        requestHash: () => requestHash('POST /v1/license-verifications', ctx.state.body),
        correlationId: ctx.state.requestId,
      },
    );
    ctx.status = 202;
    ctx.set('Location', `/v1/license-verifications/${verification.id}`);
    ctx.body = startResponse(verification);
  });

  router.get('/v1/license-verifications', ...guard, async (ctx: ApiContext) => {
    const filter = parseListQuery(ctx.query, 'license');
    const page = service.list(scopeOf(ctx), filter);
    ctx.body = listEnvelope(page.items.map(licenseVerification), page.total, filter.offset);
  });

  router.get('/v1/license-verifications/:id', ...guard, async (ctx: ApiContext) => {
    const found = await service.get(scopeOf(ctx), 'license', pathId(ctx));
    if (!found) throw new NotFound('No license verification with this id.');
    ctx.body = licenseVerification(found);
  });

  return router;
}

function listEnvelope(items: unknown[], total: number, offset: number) {
  return { id: randomUUID(), object: 'list', items, has_more: offset + items.length < total, total };
}
