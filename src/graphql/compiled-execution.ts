// Query execution by compiled functions (graphql-jit). graphql-js interprets every field of every item
// on each request; a 100-item page with its fields is ~2,000 such steps. graphql-jit compiles a validated
// operation once into a function that does the same work without the interpretation. Apollo Server hands
// execution to a "gateway"; this one serves our own schema and executes what Apollo has parsed, validated
// (the depth and cost limits included) and authorised. Parsed documents are cached by Apollo, so a query
// sent again is compiled once: compiled operations are kept per document object, and leave with it.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { GraphQLError, execute, getVariableValues, printSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

export function compiledExecution(schema: GraphQLSchema): Gateway {
  // null: graphql-jit could not compile the operation; graphql-js executes it.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (query === undefined) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      query = isCompiledQuery(result) ? result : null;
      byOperation.set(key, query);
    }
    return query;
  };
  return {
    async load() {
      return {
        executor: async (request): Promise<ExecutionResult> => {
          const query = compiledFor(request.document, request.operationName);
          // Variables are checked by graphql-js first, so a bad value is refused with its exact error.
          const coerced = getVariableValues(
            schema,
            request.operation.variableDefinitions ?? [],
            request.request.variables ?? {},
          );
          if (coerced.errors) return { errors: coerced.errors };
          if (query)
            return withExtensions(
              await query.query(undefined, request.context, request.request.variables ?? {}),
            );
          return execute({
            schema,
            document: request.document,
            contextValue: request.context,
            variableValues: request.request.variables,
            operationName: request.operationName,
          });
        },
      };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}

/**
 * graphql-jit leaves `extensions` undefined on the errors it reports, where graphql-js always sets an
 * object (Apollo reads its code from it): the same error, as graphql-js would have made it.
 */
function withExtensions(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((e) => !e.extensions)) return result;
  return {
    ...result,
    errors: result.errors.map((e) =>
      e.extensions
        ? e
        : new GraphQLError(e.message, {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            path: e.path,
            originalError: e.originalError,
            extensions: {},
          }),
    ),
  };
}
