import Router from '@koa/router';
import type { VerificationService } from '../../application/verifications.service';
import type { EvidenceStore } from '../../engines/license/evidence/types';
import { NotFound } from '../errors';
import type { ApiContext, ApiState } from './context';
import { pathId, scopeOf } from './context';
import type { RouteDeps } from './verifications.routes';

/**
 * GET /v1/license-verifications/{id}/evidence/{n}: the captured primary-source answer a license decision
 * rests on, byte-for-byte as stored and hashed, to the account and mode that own the verification only.
 */
export function evidenceRoutes(
  deps: RouteDeps & { evidence: EvidenceStore; service: VerificationService },
): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/v1/license-verifications/:id/evidence/:n', ...deps.guard, async (ctx: ApiContext) => {
    const id = pathId(ctx);
    const n = /^[1-9]\d{0,5}$/.test(ctx.params.n) ? Number(ctx.params.n) : null;
    const owner = await deps.service.get(scopeOf(ctx), 'license', id);
    const stored = owner && n !== null ? await deps.evidence.get(owner.accountId, id, n) : null;
    if (!stored) throw new NotFound('No such evidence for this verification.');
    ctx.set('Digest', `sha-256=${Buffer.from(stored.sha256, 'hex').toString('base64')}`);
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.body = {
      object: 'evidence',
      verification_id: id,
      n,
      source: stored.source,
      captured_at: stored.capturedAt,
      sha256: stored.sha256,
      record: JSON.parse(stored.bytes.toString('utf8')),
    };
  });
  return router;
}
