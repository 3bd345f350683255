import { Arg, Ctx, ID, Int, ObjectType, Field, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { isServiceUuid } from '../shared/clock';
import { parseHistoryQuery } from '../http/validation/history-query';
import type { GraphQLContext } from './verifications.resolver';
import { scope } from './verifications.resolver';

@ObjectType({ description: 'One stored event (schema/events.yaml), data upcast to the current version.' })
export class HistoryEvent {
  @Field(() => Int) position!: number;
  @Field(() => String) type!: string;
  @Field(() => String) stream_id!: string;
  @Field(() => ID) verification_id!: string;
  @Field(() => Int) version!: number;
  @Field(() => String) recorded_at!: string;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
}

@ObjectType()
export class EventFeed {
  @Field(() => [HistoryEvent]) items!: HistoryEvent[];
  @Field(() => Int, { description: 'Pass as `after` for the next page.' }) next_after!: number;
}

/** The event history of SPEC.md §8, on the same use cases and query validation as GET /v1/events. */
@Resolver()
export class EventsResolver {
  @Query(() => EventFeed, { description: "The key's events in log order." })
  events(
    @Arg('after', () => Int, { nullable: true }) after: number | undefined,
    @Arg('types', () => [String], { nullable: true }) types: string[] | undefined,
    @Arg('from', () => String, { nullable: true, description: 'RFC 3339' }) from: string | undefined,
    @Arg('to', () => String, { nullable: true, description: 'RFC 3339' }) to: string | undefined,
    @Arg('first', () => Int, { nullable: true, description: '1–1000, default 100' })
    first: number | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    const query: Record<string, string> = {};
    if (after !== undefined && after !== null) query.after = String(after);
    if (types?.length) query.types = types.join(',');
    if (from) query.from = from;
    if (to) query.to = to;
    if (first !== undefined && first !== null) query.limit = String(first);
    const page = ctx.service.history(scope(ctx), parseHistoryQuery(query));
    return { items: page.items, next_after: page.nextAfter };
  }

  @Query(() => [HistoryEvent], {
    nullable: true,
    description: "One verification's events in stream order; null when the key cannot see it.",
  })
  async verificationEvents(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    const known = id.toLowerCase();
    if (!isServiceUuid(known)) return null;
    return (
      (await ctx.service.events(scope(ctx), 'document', known)) ??
      (await ctx.service.events(scope(ctx), 'license', known))
    );
  }
}
