// Routing of a license query to its sources. A JSON config (ROUTING_CONFIG path) may list routes by
// jurisdiction and type, and extra jurisdiction codes a configured source knows. Each routed source
// still decides whether it covers the query (the registry only answers for pairs it holds records
// for), so the default route ["registry", "npi"] gives DOMAIN.md's default: registry first, NPI for
// the rest. A jurisdiction that no source knows is refused before any lookup.
import { readFileSync } from 'node:fs';
import { isUsJurisdiction, normaliseJurisdiction } from './jurisdictions';
import { canonicalLicenseType } from './license-types';
import type { LicenseQuery, LicenseSource, SourceName } from './types';

export interface Route {
  /** Codes, or "*" for any (a query without jurisdiction matches "*" only). */
  readonly jurisdictions: readonly string[];
  /** Canonical type codes, or "*". */
  readonly types: readonly string[];
  readonly sources: readonly SourceName[];
}

export interface RoutingConfig {
  /** Codes beyond US states/territories that a configured source can answer for. */
  readonly jurisdictions: readonly string[];
  readonly routes: readonly Route[];
  readonly default: readonly SourceName[];
}

export const DEFAULT_ROUTING: RoutingConfig = { jurisdictions: [], routes: [], default: ['registry', 'npi'] };

export type RoutePlan =
  | { readonly kind: 'sources'; readonly sources: readonly SourceName[] }
  | { readonly kind: 'unsupported'; readonly reason: string };

export class RoutingConfigError extends Error {
  constructor(message: string) {
    super(`routing config: ${message}`);
    this.name = 'RoutingConfigError';
  }
}

const SOURCE_NAMES: readonly SourceName[] = ['registry', 'npi'];

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new RoutingConfigError(`${where} must be a list of non-empty strings`);
  }
  return value as string[];
}

function sourceList(value: unknown, where: string): SourceName[] {
  const names = stringList(value, where);
  const unknown = names.filter((name) => !(SOURCE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new RoutingConfigError(`${where}: unknown source ${unknown.join(', ')}`);
  return names as SourceName[];
}

export function parseRoutingConfig(raw: unknown): RoutingConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RoutingConfigError('not an object');
  const config = raw as Record<string, unknown>;
  const allowed = ['jurisdictions', 'routes', 'default'];
  const extra = Object.keys(config).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw new RoutingConfigError(`unknown keys ${extra.join(', ')}`);
  const routes = config.routes === undefined ? [] : config.routes;
  if (!Array.isArray(routes)) throw new RoutingConfigError('routes must be a list');
  return {
    jurisdictions: stringList(config.jurisdictions ?? [], 'jurisdictions').map(normaliseJurisdiction),
    default: config.default === undefined ? DEFAULT_ROUTING.default : sourceList(config.default, 'default'),
    routes: routes.map((route: unknown, i) => {
      if (typeof route !== 'object' || route === null)
        throw new RoutingConfigError(`routes[${i}] is not an object`);
      const r = route as Record<string, unknown>;
      return {
        jurisdictions: stringList(r.jurisdictions ?? ['*'], `routes[${i}].jurisdictions`).map(
          normaliseJurisdiction,
        ),
        types: stringList(r.types ?? ['*'], `routes[${i}].types`).map((t) =>
          t === '*' ? t : canonicalLicenseType(t),
        ),
        sources: sourceList(r.sources, `routes[${i}].sources`),
      };
    }),
  };
}

export function loadRoutingConfig(file: string): RoutingConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RoutingConfigError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return parseRoutingConfig(JSON.parse(text));
  } catch (error) {
    if (error instanceof RoutingConfigError) throw error;
    throw new RoutingConfigError(`${file} is not valid JSON`);
  }
}

const covers = (list: readonly string[], value: string | null): boolean =>
  list.includes('*') || (value !== null && list.includes(value));

export interface Router {
  plan(query: LicenseQuery): RoutePlan;
}

export function createRouter(
  config: RoutingConfig,
  sources: Readonly<Record<SourceName, LicenseSource>>,
): Router {
  const known = (jurisdiction: string): boolean =>
    isUsJurisdiction(jurisdiction) ||
    config.jurisdictions.includes(jurisdiction) ||
    Object.values(sources).some((source) => source.knowsJurisdiction(jurisdiction));
  return {
    plan(query) {
      if (query.jurisdiction !== null && !known(query.jurisdiction)) {
        return { kind: 'unsupported', reason: `no source knows jurisdiction ${query.jurisdiction}` };
      }
      const route = config.routes.find(
        (candidate) =>
          covers(candidate.jurisdictions, query.jurisdiction) && covers(candidate.types, query.type),
      );
      return { kind: 'sources', sources: route?.sources ?? config.default };
    },
  };
}
