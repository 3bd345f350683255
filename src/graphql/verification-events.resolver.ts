// `events` on every verification a query returns, loaded in one batch per request (DataLoader), so a page
// of 100 verifications with their events costs one read of the event feed (and one of the event store
// for their data), not a hundred.
import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { HistoryEvent as History } from '../../projections/event-feed.projection';
import type { VerificationService } from '../application/verifications.service';
import type { Scope } from '../../projections/verifications.projection';
import { HistoryEvent } from './events.resolver';
import type { GraphQLContext } from './verifications.resolver';
import { scope } from './verifications.resolver';
import { DocumentVerification, LicenseVerification } from './verification.type';

/** One loader per request (per scope): ids asked for in the same tick are read together. */
export function createEventsLoader(service: VerificationService, of: Scope): DataLoader<string, History[]> {
  return new DataLoader<string, History[]>(
    async (ids) => {
      const found = await service.eventsOfMany(of, ids);
      return ids.map((id) => found.get(id) ?? []);
    },
    { maxBatchSize: 200 },
  );
}

function eventsOf(ctx: GraphQLContext, id: string): Promise<History[]> {
  const loader = (ctx.eventsLoader ??= createEventsLoader(ctx.service, scope(ctx)));
  return loader.load(id);
}

@Resolver(() => DocumentVerification)
export class DocumentVerificationEventsResolver {
  @FieldResolver(() => [HistoryEvent], { description: 'Its events in stream order (from the event feed).' })
  events(@Root() verification: { id: string }, @Ctx() ctx: GraphQLContext) {
    return eventsOf(ctx, verification.id);
  }
}

@Resolver(() => LicenseVerification)
export class LicenseVerificationEventsResolver {
  @FieldResolver(() => [HistoryEvent], { description: 'Its events in stream order (from the event feed).' })
  events(@Root() verification: { id: string }, @Ctx() ctx: GraphQLContext) {
    return eventsOf(ctx, verification.id);
  }
}
