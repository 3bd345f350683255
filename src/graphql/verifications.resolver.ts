import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from 'type-graphql';
import type { Principal } from '../auth/api-keys';
import type { VerificationService } from '../application/verifications.service';
import { requestHash } from '../application/idempotency';
import type { Clock } from '../shared/clock';
import type { ExistingVerification } from '../domain/verification/state';
import type { ConnectionArgs } from './connections';
import { connectionFilter, connectionOf } from './connections';
import type { WebhookService } from '../webhooks/webhook-service';
import type { UpdateHub } from './updates';
import type DataLoader from 'dataloader';
import type { HistoryEvent } from '../../projections/event-feed.projection';
import { isServiceUuid, isoDate } from '../shared/clock';
import { documentVerification, licenseVerification, startResponse } from '../http/representations';
import { parseListQuery } from '../http/validation/list-query';
import { parseDocumentStart, parseLicenseStart } from '../http/validation/requests';
import {
  ListFilterInput,
  StartDocumentVerificationInput,
  StartLicenseVerificationInput,
} from './inputs.type';
import {
  DocumentVerification,
  DocumentVerificationList,
  LicenseVerification,
  LicenseVerificationList,
  StartResponse,
} from './verification.type';

export interface GraphQLContext {
  readonly principal: Principal;
  readonly service: VerificationService;
  readonly clock: Clock;
  readonly requestId: string;
  readonly webhooks: WebhookService;
  /** Live updates: present on graphql-ws connections. */
  readonly updates?: UpdateHub;
  /** Batches `events` of the verifications one request returns; made on first use. */
  eventsLoader?: DataLoader<string, HistoryEvent[]>;
}

/** GraphQL inputs arrive as class instances with nulls for omitted fields; validation wants the JSON body. */
export const plain = (value: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v === null ? undefined : v))) as Record<
    string,
    unknown
  >;

export const scope = (ctx: GraphQLContext) => ({
  accountId: ctx.principal.accountId,
  mode: ctx.principal.mode,
});

/** The filter's REST parameters (validated as REST validates them) and its GraphQL-only ones. */
function listQuery(filter: ListFilterInput | undefined): {
  rest: Record<string, string>;
  extra: ConnectionArgs;
} {
  const { decision, person_external_id, scheduledAfter, scheduledBefore, ...rest } = plain(
    filter ?? {},
  ) as Record<string, string | undefined>;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) query[key] = String(value);
  return { rest: query, extra: { decision, person_external_id, scheduledAfter, scheduledBefore } };
}

function listPage<T>(
  ctx: GraphQLContext,
  kind: 'document' | 'license',
  filter: ListFilterInput | undefined,
  first: number | undefined,
  after: string | undefined,
  render: (v: ExistingVerification) => T,
) {
  const { rest, extra } = listQuery(filter);
  const parsed = connectionFilter(parseListQuery(rest, kind), { ...extra, first, after });
  return connectionOf(ctx.service.list(scope(ctx), parsed), parsed, render);
}

/** The same use cases as REST: start, read one, list — no second implementation of any of them. */
@Resolver()
export class VerificationsResolver {
  @Query(() => DocumentVerification, {
    nullable: true,
    description: 'null when no such verification is visible to the key',
  })
  async documentVerification(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    if (!isServiceUuid(id.toLowerCase())) return null;
    const found = await ctx.service.get(scope(ctx), 'document', id.toLowerCase());
    return found ? documentVerification(found) : null;
  }

  @Query(() => DocumentVerificationList, {
    description: 'Newest first; filters combine with AND; page with first/after (cursor) or limit/offset.',
  })
  documentVerifications(
    @Arg('filter', () => ListFilterInput, { nullable: true }) filter: ListFilterInput | undefined,
    @Arg('first', () => Int, { nullable: true, description: '1–100 (default: filter.limit or 25)' })
    first: number | undefined,
    @Arg('after', () => String, { nullable: true }) after: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listPage(ctx, 'document', filter, first, after, documentVerification);
  }

  @Query(() => LicenseVerification, { nullable: true })
  async licenseVerification(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    if (!isServiceUuid(id.toLowerCase())) return null;
    const found = await ctx.service.get(scope(ctx), 'license', id.toLowerCase());
    return found ? licenseVerification(found) : null;
  }

  @Query(() => LicenseVerificationList, {
    description: 'Newest first; filters combine with AND; page with first/after (cursor) or limit/offset.',
  })
  licenseVerifications(
    @Arg('filter', () => ListFilterInput, { nullable: true }) filter: ListFilterInput | undefined,
    @Arg('first', () => Int, { nullable: true, description: '1–100 (default: filter.limit or 25)' })
    first: number | undefined,
    @Arg('after', () => String, { nullable: true }) after: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listPage(ctx, 'license', filter, first, after, licenseVerification);
  }

  @Mutation(() => StartResponse, {
    description: 'Starts a document verification (as POST /v1/document-verifications).',
  })
  async startDocumentVerification(
    @Arg('input', () => StartDocumentVerificationInput) input: StartDocumentVerificationInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    const body = plain(input);
    const parsed = parseDocumentStart(body, ctx.principal.mode, isoDate(ctx.clock.now()));
    const { verification } = await ctx.service.start(
      scope(ctx),
      { kind: 'document', input: parsed, via: 'document-verifications' },
      {
        idempotencyKey: idempotencyKey ?? undefined,
        requestHash: () => requestHash('POST /v1/document-verifications', body),
        correlationId: ctx.requestId,
      },
    );
    return startResponse(verification);
  }

  @Mutation(() => StartResponse, {
    description: 'Starts a license verification (as POST /v1/license-verifications).',
  })
  async startLicenseVerification(
    @Arg('input', () => StartLicenseVerificationInput) input: StartLicenseVerificationInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    const body = plain(input);
    const parsed = parseLicenseStart(body, ctx.principal.mode, isoDate(ctx.clock.now()));
    const { verification } = await ctx.service.start(
      scope(ctx),
      { kind: 'license', input: parsed },
      {
        idempotencyKey: idempotencyKey ?? undefined,
        requestHash: () => requestHash('POST /v1/license-verifications', body),
        correlationId: ctx.requestId,
      },
    );
    return startResponse(verification);
  }
}
