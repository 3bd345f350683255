import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import type { PubSub } from 'type-graphql';
import { VerificationsResolver } from './verifications.resolver';
import { WebhooksResolver } from './webhooks.resolver';
import { EventsResolver } from './events.resolver';
import { UpdatesResolver } from './updates.resolver';
import {
  DocumentVerificationEventsResolver,
  LicenseVerificationEventsResolver,
} from './verification-events.resolver';

let built: GraphQLSchema | null = null;

/**
 * type-graphql wants a PubSub as soon as a schema has subscriptions. Ours take their updates from the
 * event store (UpdateHub), never from topics, so any use of one is a programming error.
 */
const NO_TOPICS: PubSub = {
  publish() {
    throw new Error('subscriptions are fed by the event store (UpdateHub), not by topics');
  },
  subscribe() {
    throw new Error('subscriptions are fed by the event store (UpdateHub), not by topics');
  },
};

/** The GraphQL schema, built once from the resolvers; schema/schema.graphql is its printed SDL. */
export function graphqlSchema(): GraphQLSchema {
  built ??= buildSchemaSync({
    resolvers: [
      VerificationsResolver,
      WebhooksResolver,
      EventsResolver,
      UpdatesResolver,
      DocumentVerificationEventsResolver,
      LicenseVerificationEventsResolver,
    ],
    validate: false,
    pubSub: NO_TOPICS,
  });
  return built;
}
