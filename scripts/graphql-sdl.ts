// Prints the GraphQL SDL built from the resolvers; `npm run schema:graphql` writes schema/schema.graphql.
import { printSchema } from 'graphql';
import { graphqlSchema } from '../src/graphql/schema';

process.stdout.write(printSchema(graphqlSchema()) + '\n');
