// GraphQL subscriptions over graphql-ws on the API's port and path (/graphql). The key travels in the
// connection parameters (`{ "authorization": "Bearer sk_…" }`, or `{ "key": "sk_…" }`); a connection
// without a valid key is closed with 4403. Operations pass the same limits as queries over HTTP.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Principal } from '../auth/api-keys';
import type { ApiKeyStore } from '../auth/api-keys';
import type { VerificationService } from '../application/verifications.service';
import type { Clock } from '../shared/clock';
import type { WebhookService } from '../webhooks/webhook-service';
import { LIMIT_RULES } from './graphql.routes';
import { graphqlSchema } from './schema';
import type { UpdateHub } from './updates';
import type { GraphQLContext } from './verifications.resolver';

export interface SubscriptionDeps {
  readonly keys: ApiKeyStore;
  readonly service: VerificationService;
  readonly webhooks: WebhookService;
  readonly clock: Clock;
  readonly updates: UpdateHub;
}

function keyOf(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const raw = params?.authorization ?? params?.Authorization ?? params?.key;
  if (typeof raw !== 'string') return null;
  const match = /^(?:Bearer[ ]+)?(\S+)$/i.exec(raw.trim());
  return match ? match[1] : null;
}

export function serveSubscriptions(server: http.Server, deps: SubscriptionDeps): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const principals = new WeakMap<object, Principal>();
  const cleanup = useServer(
    {
      schema: graphqlSchema(),
      validate: (schema, document) => validate(schema, document, [...specifiedRules, ...LIMIT_RULES]),
      onConnect: (ctx) => {
        const key = keyOf(ctx.connectionParams);
        const result = key ? deps.keys.check(key) : 'invalid';
        if (typeof result === 'string') return false;
        principals.set(ctx.extra.socket, result);
        return true;
      },
      context: (ctx): GraphQLContext => ({
        principal: principals.get(ctx.extra.socket)!,
        service: deps.service,
        clock: deps.clock,
        requestId: randomUUID(),
        webhooks: deps.webhooks,
        updates: deps.updates,
      }),
    },
    wss,
  );
  return {
    async close() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
