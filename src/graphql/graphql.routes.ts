import { ApolloServer, HeaderMap } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { VerificationService } from '../application/verifications.service';
import { IdempotencyKeyReused } from '../application/idempotency';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { WebhookService } from '../webhooks/webhook-service';
import { ApiError, ValidationError } from '../http/errors';
import type { ApiContext, ApiState } from '../http/routes/context';
import type { GraphQLContext } from './verifications.resolver';
import { graphqlSchema } from './schema';
import { compiledExecution } from './compiled-execution';
import { graphqlIdeAssets, graphqlIdePage } from './ide.routes';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, visit } from 'graphql';
import type { ValidationContext } from 'graphql';

/** Deep enough for the standard introspection query (its type references nest about 13 levels). */
export const MAX_DEPTH = 15;
/**
 * Fields weighted by depth (×1.5 a level): a 100-item connection with every field and each item's events
 * costs about 12,000; a query several times that is refused.
 */
export const MAX_COST = 50_000;
export const MAX_ALIASES = 20;

/** Validation rules beyond GraphQL's own, for queries over HTTP and subscriptions over graphql-ws alike. */
export const LIMIT_RULES = [
  maxDepthRule({ n: MAX_DEPTH, flattenFragments: true, ignoreIntrospection: false, ...reportedRejection() }),
  maxAliasesRule({ n: MAX_ALIASES, ...reportedRejection() }),
  costLimitRule({ maxCost: MAX_COST, ...reportedRejection() }),
];

/** Report a refusal as a validation error (a 400 with invalid_request), instead of throwing it. */
function reportedRejection() {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
}

export interface GraphQLDeps {
  readonly service: VerificationService;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly guard: Middleware[];
  readonly jsonBody: Middleware;
  readonly webhooks: WebhookService;
  /** Whether live keys may introspect the schema (test keys always may). */
  readonly liveIntrospection: boolean;
  readonly execution: 'compiled' | 'interpreted';
}

/**
 * Errors carry SPEC.md's codes in `extensions.code` (with `details` for invalid requests); anything
 * unexpected becomes `internal_error` without its message.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger,
): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  if (original instanceof ApiError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, details: original.details },
    };
  }
  if (original instanceof IdempotencyKeyReused) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: 'idempotency_key_reused' },
    };
  }
  const code = formatted.extensions?.code;
  if (
    code === 'GRAPHQL_PARSE_FAILED' ||
    code === 'GRAPHQL_VALIDATION_FAILED' ||
    code === 'BAD_USER_INPUT' ||
    code === 'BAD_REQUEST'
  ) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: 'invalid_request' },
    };
  }
  logger.error({ err: original }, 'graphql resolver failed');
  return {
    message: 'Something went wrong on our side.',
    path: formatted.path,
    extensions: { code: 'internal_error' },
  };
}

/**
 * Introspection is open to test keys (the IDE and codegen run against test mode) and to live keys only
 * when GRAPHQL_LIVE_INTROSPECTION=on; a live key's introspection is otherwise refused as invalid_request.
 */
function introspectionPolicy(liveAllowed: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (liveAllowed || contextValue.principal.mode !== 'live') return;
          let introspects = false;
          visit(document, {
            Field(node) {
              if (node.name.value === '__schema' || node.name.value === '__type') introspects = true;
            },
          });
          if (!introspects) return;
          const refusal = new ValidationError(
            [
              {
                field: 'query',
                problem: 'introspection is open to test keys (see GRAPHQL_LIVE_INTROSPECTION)',
              },
            ],
            'Introspection is not available to live keys here; use a test key.',
          );
          // Apollo answers an error thrown here with its http status; formatError renders the code.
          throw new GraphQLError(refusal.message, {
            originalError: refusal,
            extensions: { http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** POST /graphql (and GET for queries), behind the same key and rate limit as REST. */
export async function graphqlRoutes(deps: GraphQLDeps): Promise<Router<ApiState>> {
  const apollo = new ApolloServer<GraphQLContext>({
    // Our schema, executed by compiled queries (see compiled-execution.ts) unless told otherwise.
    ...(deps.execution === 'compiled'
      ? { gateway: compiledExecution(graphqlSchema()) }
      : { schema: graphqlSchema() }),
    introspection: true,
    // Keys travel only in the Authorization header, which a cross-site form or image cannot send, so GET
    // queries need no CSRF pre-flight header.
    csrfPrevention: false,
    // Refused before execution, with invalid_request: queries nested deeper than the standard introspection
    // query needs, with more aliases than any real client sends, or whose estimated cost (fields weighted
    // by depth) exceeds what any page of this API requires. Introspection is bounded by depth and aliases
    // (its cost is fixed by the schema).
    validationRules: LIMIT_RULES,
    formatError: (formatted, error) => formatError(formatted, error, deps.logger),
    // No cache hints are served (answers depend on the key), so Apollo's per-field cache-control plugin is off.
    plugins: [introspectionPolicy(deps.liveIntrospection), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  const router = new Router<ApiState>();
  const handle = async (ctx: ApiContext) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(ctx.headers))
      if (typeof value === 'string') headers.set(name, value);
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: ctx.method, headers, search: ctx.querystring, body: ctx.state.body },
      context: async () => ({
        principal: ctx.state.principal,
        service: deps.service,
        clock: deps.clock,
        requestId: ctx.state.requestId,
        webhooks: deps.webhooks,
      }),
    });
    for (const [name, value] of result.headers) ctx.set(name, value);
    ctx.status = result.status ?? 200;
    if (result.body.kind === 'complete') {
      ctx.body = result.body.string;
    } else {
      let text = '';
      for await (const chunk of result.body.asyncIterator) text += chunk;
      ctx.body = text;
    }
  };
  router.post('/graphql', ...deps.guard, deps.jsonBody, handle);
  router.get('/graphql', graphqlIdePage, ...deps.guard, handle);
  router.use(graphqlIdeAssets().routes());
  return router;
}
