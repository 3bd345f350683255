// The NPI registry as a license source (US jurisdictions only). A name search, then the license number
// (normalised) and state matched against each provider's taxonomies. NPPES holds no standing: every
// record it yields has status `unknown`, which the decision turns into `license status unverified`.
// A deactivated NPI (basic.status "D") says the provider stopped billing under it, not that the license
// ended, so it stays `unknown` too; the raw letter is kept as source_status.
import { isUsJurisdiction } from '../../jurisdictions';
import { normaliseLicenseNumber } from '../../numbers';
import type { Clock, LicenseQuery, LicenseSource, SourceAnswer, SourceRecord } from '../../types';
import { CircuitBreaker } from '../circuit-breaker';
import { SourceRejectedError } from '../errors';
import type { SourceFetch } from '../errors';
import { NPI_SOURCE_LABEL, NpiClient } from './client';
import type { NpiExchange } from './client';
import type { NppesProvider } from './nppes';
import { taxonomyLicenseTypes } from './taxonomy';

export const DEFAULT_NPI_REGISTRY_URL = 'https://npiregistry.cms.hhs.gov/api/';

export interface NpiSourceOptions {
  readonly baseUrl?: string;
  readonly fetch: SourceFetch;
  readonly clock: Clock;
  /** Attempts per page request, the first included. */
  readonly attempts?: number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Whole-request time-out of one attempt. */
  readonly timeoutMs?: number;
  readonly failureThreshold?: number;
  readonly coolDownMs?: number;
  readonly random?: () => number;
}

export interface NpiSource extends LicenseSource {
  readonly breaker: CircuitBreaker;
}

/** NPPES takes plain ASCII names; accents are folded and other characters dropped. */
export function searchableName(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function matchingRecords(providers: readonly NppesProvider[], query: LicenseQuery): SourceRecord[] {
  // One license is often listed under several taxonomies (specialities); it is one record.
  const records = new Map<string, SourceRecord>();
  for (const provider of providers) {
    for (const taxonomy of provider.taxonomies) {
      const key = normaliseLicenseNumber(taxonomy.license ?? '');
      if (key === '' || key !== query.numberKey) continue;
      if (query.jurisdiction !== null && taxonomy.state !== query.jurisdiction) continue;
      const id = `${provider.npi}|${taxonomy.state ?? ''}`;
      const types = taxonomyLicenseTypes(taxonomy.code, taxonomy.desc, provider.credential);
      const previous = records.get(id);
      const merged = [...new Set([...(previous?.types ?? []), ...types])];
      records.set(id, {
        jurisdiction: taxonomy.state ?? '',
        number: previous?.number ?? taxonomy.license ?? '',
        type: merged.length > 0 ? merged.join('/') : (taxonomy.desc ?? 'unknown'),
        types: merged,
        name: { first: provider.firstName, middle: provider.middleName, last: provider.lastName },
        status: 'unknown',
        sourceStatus: provider.status,
        issueDate: null,
        expirationDate: null,
        discipline: null,
        source: NPI_SOURCE_LABEL,
      });
    }
  }
  return [...records.values()];
}

export function createNpiSource(options: NpiSourceOptions): NpiSource {
  const breaker = new CircuitBreaker({
    failureThreshold: options.failureThreshold ?? 5,
    coolDownMs: options.coolDownMs ?? 30_000,
    now: () => options.clock.now().getTime(),
  });
  const client = new NpiClient({
    baseUrl: options.baseUrl ?? DEFAULT_NPI_REGISTRY_URL,
    fetch: options.fetch,
    breaker,
    clock: options.clock,
    attempts: options.attempts ?? 3,
    baseDelayMs: options.baseDelayMs ?? 250,
    maxDelayMs: options.maxDelayMs ?? 4000,
    timeoutMs: options.timeoutMs ?? 10_000,
    random: options.random,
  });
  return {
    name: 'npi',
    breaker,
    knowsJurisdiction: isUsJurisdiction,
    async lookup(query: LicenseQuery, signal?: AbortSignal): Promise<SourceAnswer | null> {
      if (query.jurisdiction !== null && !isUsJurisdiction(query.jurisdiction)) return null;
      const firstName = searchableName(query.person.first);
      const lastName = searchableName(query.person.last);
      if (firstName === '' || lastName === '') {
        throw new SourceRejectedError(NPI_SOURCE_LABEL, 'the name has no letters the registry can search');
      }
      const exchanges: NpiExchange[] = [];
      let searched = await client.search({ firstName, lastName, state: query.jurisdiction }, signal);
      exchanges.push(...searched.exchanges);
      let records = matchingRecords(searched.providers, query);
      // NPPES filters `state` on the provider's address, not on the license: a nurse licensed in CA may
      // live in NV. Without a hit, the search is repeated without the state; the taxonomy state still
      // has to match the requested jurisdiction.
      if (records.length === 0 && query.jurisdiction !== null) {
        searched = await client.search({ firstName, lastName, state: null }, signal);
        exchanges.push(...searched.exchanges);
        records = matchingRecords(searched.providers, query);
      }
      return {
        source: 'npi',
        standing: false,
        records,
        evidence: {
          source: NPI_SOURCE_LABEL,
          captured_at: exchanges[exchanges.length - 1]?.received_at ?? options.clock.now().toISOString(),
          request: { method: 'GET', urls: exchanges.map((exchange) => exchange.url) },
          response: { pages: exchanges, truncated: searched.truncated },
        },
      };
    },
  };
}
