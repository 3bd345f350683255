import os from 'node:os';
import path from 'node:path';
import { parseApiKeysEnv } from './auth/api-keys';
import { parseAllowedHosts } from './shared/http/guarded-fetch';

export const ROLES = ['api', 'worker', 'projector', 'dispatcher', 'webhooks'] as const;
export type Role = (typeof ROLES)[number];

export interface Config {
  readonly port: number;
  /** Where a process without the api role serves /metrics (null: not served). */
  readonly metricsPort: number | null;
  readonly host: string | undefined;
  readonly dataDir: string;
  readonly apiKeys: string | undefined;
  readonly roles: ReadonlySet<Role>;
  /** The roles of each thread of the process, the main thread's first (ROLE_THREADS, see `threadGroups`). */
  readonly threads: readonly (readonly Role[])[];
  /**
   * How much lower than the API's the scheduling priority of the background roles' threads is, in a
   * process that serves the API (a nice increment, BACKGROUND_NICE; 0 keeps them equal). See
   * roles-thread.ts.
   */
  readonly backgroundNice: number;
  readonly eventStore:
    | {
        readonly kind: 'embedded';
        /** How long a subscriber following a busy log waits before reading (0: never). */
        readonly lingerMs: number;
      }
    | { readonly kind: 'eventstoredb'; readonly url: string };
  readonly bus:
    | { readonly kind: 'embedded'; readonly leaseMs: number }
    | {
        readonly kind: 'kafka';
        readonly brokers: readonly string[];
        readonly clientId: string;
        readonly idempotent: boolean;
        readonly sessionTimeoutMs: number;
      };
  readonly sqliteSynchronous: 'FULL' | 'NORMAL';
  readonly fetchAllowedHosts: readonly string[];
  readonly npiRegistryUrl: string | undefined;
  readonly licenseRoutingFile: string | undefined;
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  readonly worker: {
    readonly concurrency: number;
    readonly maxAttempts: number;
    readonly retryBaseMs: number;
    readonly jobTimeoutMs: number;
    readonly readingThreads: number;
    /** Documents of one account a worker processes at once (0: no cap). */
    readonly accountDocumentCap: number;
  };
  readonly webhooks: {
    readonly retryBaseMs: number;
    readonly maxRetryMs: number;
    readonly timeoutMs: number;
    readonly disableAfterMs: number;
    readonly concurrency: number;
  };
  /** GRAPHQL_EXECUTION: `compiled` (graphql-jit) or `interpreted` (graphql-js). */
  readonly graphqlExecution: 'compiled' | 'interpreted';
  /** GRAPHQL_LIVE_INTROSPECTION=on lets live keys introspect the GraphQL schema. */
  readonly graphqlLiveIntrospection: boolean;
  readonly logLevel: string;
}

const BACKGROUND: readonly Role[] = ['worker', 'projector', 'dispatcher', 'webhooks'];

/**
 * The roles of each thread of one process, the main thread's first. The API keeps the main thread to
 * itself. `split` gives the projector, the pipeline's most expensive stage per verification, a thread of
 * its own beside the other background roles, so the read models are written while the worker records the
 * next outcomes on the other core; `one` puts every background role on one thread; `off` runs every role
 * on the main thread. `auto` (ROLE_THREADS' default) splits when the process may use two cores or more:
 * on one core the threads would only share it, each paying for its own wake-ups.
 */
export function threadGroups(roles: ReadonlySet<Role>, threading: 'split' | 'one' | 'off'): Role[][] {
  const api: Role[] = roles.has('api') ? ['api'] : [];
  const background = BACKGROUND.filter((r) => roles.has(r));
  if (threading === 'off' || background.length === 0) return [[...api, ...background]];
  const projector = background.filter((r) => r === 'projector');
  const rest = background.filter((r) => r !== 'projector');
  const split = threading === 'split' && projector.length > 0 && rest.length > 0;
  const groups = split ? [rest, projector] : [background];
  return api.length > 0 ? [api, ...groups] : groups;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; every mistake is reported together, with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = (env[name] ?? '').trim();
    if (raw === '') return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };

  const roles = new Set<Role>();
  for (const raw of (env.ROLES ?? ROLES.join(','))
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)) {
    if ((ROLES as readonly string[]).includes(raw)) roles.add(raw as Role);
    else problems.push(`ROLES has an unknown role "${raw}" (known: ${ROLES.join(', ')})`);
  }
  if (roles.size === 0) problems.push(`ROLES must name at least one of ${ROLES.join(', ')}`);

  try {
    parseApiKeysEnv(env.API_KEYS);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const storeKind = oneOf('EVENT_STORE', ['embedded', 'eventstoredb'] as const, 'embedded');
  const eventStoreUrl = env.EVENTSTORE_URL?.trim();
  if (storeKind === 'eventstoredb' && !eventStoreUrl)
    problems.push('EVENT_STORE=eventstoredb needs EVENTSTORE_URL (e.g. esdb://eventstore:2113?tls=false)');
  const busKind = oneOf('BUS', ['embedded', 'kafka'] as const, 'embedded');
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (busKind === 'kafka' && brokers.length === 0)
    problems.push('BUS=kafka needs KAFKA_BROKERS (comma-separated host:port)');
  for (const broker of brokers)
    if (!/^[^\s:]+:\d{1,5}$/.test(broker)) problems.push(`KAFKA_BROKERS entry "${broker}" must be host:port`);

  let fetchAllowedHosts: string[] = [];
  try {
    fetchAllowedHosts = parseAllowedHosts(env.FETCH_ALLOWED_HOSTS);
  } catch (error) {
    problems.push(`FETCH_ALLOWED_HOSTS: ${(error as Error).message}`);
  }
  const npiRegistryUrl = env.NPI_REGISTRY_URL?.trim() || undefined;
  if (npiRegistryUrl && !/^https?:\/\/\S+$/.test(npiRegistryUrl))
    problems.push('NPI_REGISTRY_URL must be an http(s) URL');

  const cores = Math.max(1, os.availableParallelism());
  const threading = oneOf('ROLE_THREADS', ['auto', 'split', 'one', 'off'] as const, 'auto');
  const concurrency = int('WORKER_CONCURRENCY', cores * 2, 1, 256);
  const config: Config = {
    port: int('PORT', 3000, 0, 65535),
    metricsPort: env.METRICS_PORT?.trim() ? int('METRICS_PORT', 9464, 1, 65535) : null,
    host: env.HOST?.trim() || undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    apiKeys: env.API_KEYS,
    roles,
    threads: threadGroups(roles, threading === 'auto' ? (cores >= 2 ? 'split' : 'one') : threading),
    backgroundNice: int('BACKGROUND_NICE', 1, 0, 19),
    eventStore:
      storeKind === 'eventstoredb'
        ? { kind: 'eventstoredb', url: eventStoreUrl ?? '' }
        : { kind: 'embedded', lingerMs: int('PIPELINE_LINGER_MS', 2, 0, 50) },
    bus:
      busKind === 'kafka'
        ? {
            kind: 'kafka',
            brokers,
            clientId: env.KAFKA_CLIENT_ID?.trim() || 'credence',
            idempotent: oneOf('KAFKA_IDEMPOTENT', ['true', 'false'] as const, 'true') === 'true',
            sessionTimeoutMs: int('KAFKA_SESSION_TIMEOUT_MS', 30_000, 3000, 300_000),
          }
        : { kind: 'embedded', leaseMs: int('BUS_LEASE_MS', 30_000, 500, 3_600_000) },
    sqliteSynchronous: oneOf('SQLITE_SYNCHRONOUS', ['FULL', 'NORMAL'] as const, 'NORMAL'),
    fetchAllowedHosts,
    npiRegistryUrl,
    licenseRoutingFile: env.LICENSE_ROUTING_FILE?.trim() || undefined,
    rateLimit: {
      perSecond: int('RATE_LIMIT_PER_SECOND', 200, 0, 1_000_000),
      burst: int('RATE_LIMIT_BURST', 400, 1, 1_000_000),
    },
    worker: {
      concurrency,
      maxAttempts: int('JOB_MAX_ATTEMPTS', 5, 1, 50),
      retryBaseMs: int('JOB_RETRY_BASE_MS', 2000, 0, 3_600_000),
      jobTimeoutMs: int('JOB_TIMEOUT_MS', 180_000, 1000, 3_600_000),
      readingThreads: int('READING_THREADS', cores, 1, 64),
      accountDocumentCap: int(
        'ACCOUNT_MAX_CONCURRENT_DOCUMENTS',
        Math.max(1, Math.floor(concurrency / 2)),
        0,
        256,
      ),
    },
    webhooks: {
      retryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 10_000, 10, 3_600_000),
      maxRetryMs: int('WEBHOOK_MAX_RETRY_MS', 6 * 3_600_000, 10, 7 * 86_400_000),
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 15_000, 100, 60_000),
      disableAfterMs: int('WEBHOOK_DISABLE_AFTER_MS', 3 * 86_400_000, 1000, 30 * 86_400_000),
      concurrency: int('WEBHOOK_CONCURRENCY', 16, 1, 256),
    },
    graphqlExecution: oneOf('GRAPHQL_EXECUTION', ['compiled', 'interpreted'] as const, 'compiled'),
    graphqlLiveIntrospection: oneOf('GRAPHQL_LIVE_INTROSPECTION', ['on', 'off'] as const, 'off') === 'on',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
