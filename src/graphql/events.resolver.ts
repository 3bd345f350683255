import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { isServiceUuid } from '../shared/clock';
import { parseHistoryQuery, parseTime } from '../http/validation/history-query';
import { documentVerification, licenseVerification } from '../http/representations';
import { ValidationError } from '../http/errors';
import { DocumentVerification, LicenseVerification } from './verification.type';
import type { GraphQLContext } from './verifications.resolver';
import { scope } from './verifications.resolver';
import { DateTimeScalar, EventType } from './scalars';

@ObjectType({
  simpleResolvers: true,
  description: 'One stored event (schema/events.yaml), data upcast to the current version.',
})
export class HistoryEvent {
  @Field(() => Int) position!: number;
  @Field(() => EventType) type!: string;
  @Field(() => String) stream_id!: string;
  @Field(() => ID) verification_id!: string;
  @Field(() => Int) version!: number;
  @Field(() => DateTimeScalar) recorded_at!: string;
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
}

@ObjectType({ simpleResolvers: true })
export class EventFeed {
  @Field(() => [HistoryEvent]) items!: HistoryEvent[];
  @Field(() => Int, { description: 'Pass as `after` for the next page.' }) next_after!: number;
}

export enum StatsGroupBy {
  DAY = 'DAY',
  TYPE = 'TYPE',
  DECISION = 'DECISION',
  ISSUE = 'ISSUE',
}
registerEnumType(StatsGroupBy, { name: 'StatsGroupBy' });

@ObjectType({
  simpleResolvers: true,
  description: 'Verifications of one group; times from scheduled to final.',
})
export class VerificationStatsGroup {
  @Field(() => String, { description: 'Day (YYYY-MM-DD), type, decision ("pending" until final) or issue.' })
  key!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Float, { nullable: true }) median_seconds!: number | null;
  @Field(() => Float, { nullable: true }) p95_seconds!: number | null;
}

/** The event history of SPEC.md §8, on the same use cases and query validation as GET /v1/events. */
@Resolver()
export class EventsResolver {
  @Query(() => EventFeed, { description: "The key's events in log order." })
  async events(
    @Arg('after', () => Int, { nullable: true }) after: number | undefined,
    @Arg('types', () => [EventType], { nullable: true }) types: string[] | undefined,
    @Arg('from', () => DateTimeScalar, { nullable: true }) from: string | undefined,
    @Arg('to', () => DateTimeScalar, { nullable: true }) to: string | undefined,
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
    const page = await ctx.service.history(scope(ctx), parseHistoryQuery(query));
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

  @Query(() => DocumentVerification, {
    nullable: true,
    description: 'The document verification as it stood at `at` folded from its stream.',
  })
  async documentVerificationAsOf(
    @Arg('id', () => ID) id: string,
    @Arg('at', () => DateTimeScalar) at: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const when = new Date(parseTime('at', at));
    if (!isServiceUuid(id.toLowerCase())) return null;
    const found = await ctx.service.asOf(scope(ctx), 'document', id.toLowerCase(), when);
    return found ? documentVerification(found) : null;
  }

  @Query(() => LicenseVerification, {
    nullable: true,
    description: 'The license verification as it stood at `at` folded from its stream.',
  })
  async licenseVerificationAsOf(
    @Arg('id', () => ID) id: string,
    @Arg('at', () => DateTimeScalar) at: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const when = new Date(parseTime('at', at));
    if (!isServiceUuid(id.toLowerCase())) return null;
    const found = await ctx.service.asOf(scope(ctx), 'license', id.toLowerCase(), when);
    return found ? licenseVerification(found) : null;
  }

  @Query(() => [VerificationStatsGroup], {
    description: 'Counts of verifications scheduled in [from, to), grouped; median and p95 seconds to final.',
  })
  verificationStats(
    @Arg('from', () => DateTimeScalar) from: string,
    @Arg('to', () => DateTimeScalar) to: string,
    @Arg('groupBy', () => StatsGroupBy) groupBy: StatsGroupBy,
    @Ctx() ctx: GraphQLContext,
  ) {
    const range = { from: parseTime('from', from), to: parseTime('to', to) };
    if (range.from >= range.to) throw new ValidationError([{ field: 'to', problem: 'must be after from' }]);
    return ctx.service.stats(scope(ctx), { ...range, groupBy });
  }
}
