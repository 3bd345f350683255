import { Arg, Field, Float, ID, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { isServiceUuid } from '../shared/clock';
import { NotFound } from '../http/errors';
import type { GraphQLContext } from './verifications.resolver';
import { scope } from './verifications.resolver';
import type { VerificationUpdate as Update } from './updates';
import { DateTimeScalar, Decision, EventType, Status } from './scalars';

@ObjectType({
  simpleResolvers: true,
  description: 'A verification after one of its events (graphql-ws subscriptions).',
})
export class VerificationUpdate {
  @Field(() => ID) id!: string;
  @Field(() => String) object!: string;
  @Field(() => Status) status!: string;
  @Field(() => Decision) decision!: string;
  @Field(() => Float, { nullable: true }) confidence!: number | null;
  @Field(() => [String], { nullable: true }) issues!: string[] | null;
  @Field(() => EventType, { description: 'The event type that caused the update.' }) event_type!: string;
  @Field(() => Int) position!: number;
  @Field(() => DateTimeScalar) recorded_at!: string;
}

type Data = SubscribeResolverData<unknown, { id?: string }, GraphQLContext>;

function updatesOf({ context, args }: Data, one: boolean) {
  if (!context.updates) throw new Error('subscriptions are served over graphql-ws at /graphql');
  let id: string | null = null;
  if (one) {
    id = String(args.id ?? '').toLowerCase();
    if (!isServiceUuid(id)) throw new NotFound('No verification with this id.');
  }
  return context.updates.subscribe(scope(context), id);
}

/** Live updates from the event store, scoped to the connection's key (account and mode). */
@Resolver()
export class UpdatesResolver {
  @Subscription(() => VerificationUpdate, {
    description: 'Every change of one verification of the key, as it is recorded.',
    subscribe: (data: Data) => updatesOf(data, true),
  })
  verificationUpdated(@Root() update: Update, @Arg('id', () => ID) id: string) {
    return update.id === id.toLowerCase() ? update : update;
  }

  @Subscription(() => VerificationUpdate, {
    description: "Every change of any of the key's verifications (its account and mode).",
    subscribe: (data: Data) => updatesOf(data, false),
  })
  verificationsUpdated(@Root() update: Update) {
    return update;
  }
}
