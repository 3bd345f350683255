import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { VerificationsResolver } from './verifications.resolver';
import { WebhooksResolver } from './webhooks.resolver';
import { EventsResolver } from './events.resolver';

let built: GraphQLSchema | null = null;

/** The GraphQL schema, built once from the resolvers; schema/schema.graphql is its printed SDL. */
export function graphqlSchema(): GraphQLSchema {
  built ??= buildSchemaSync({
    resolvers: [VerificationsResolver, WebhooksResolver, EventsResolver],
    validate: false,
  });
  return built;
}
