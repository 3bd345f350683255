// The license engine as a library: `createLicenseEngine` wires the embedded registry, the NPI registry
// connector, routing and the evidence store under one data directory. The composition root passes the
// guarded fetch (bound to FETCH_ALLOWED_HOSTS) and NPI_REGISTRY_URL.
import { silentLogger } from '../../shared/logger';
import type { Logger } from '../../shared/logger';
import type { LicenseEngine } from '../contract';
import { DefaultLicenseEngine } from './engine';
import { openEvidenceStore } from './evidence/sqlite-store';
import type { EvidenceStore } from './evidence/types';
import { openLicenseRegistry } from './registry/registry';
import type { LicenseRegistry } from './registry/registry';
import { createRegistrySource } from './registry/source';
import { createRouter, DEFAULT_ROUTING, loadRoutingConfig } from './routing';
import type { SourceFetch } from './sources/errors';
import { createNpiSource } from './sources/npi/source';
import type { NpiSource, NpiSourceOptions } from './sources/npi/source';
import type { Clock } from './types';

export interface LicenseEngineOptions {
  readonly dataDir: string;
  /** NPI_REGISTRY_URL; defaults to the public NPPES API. */
  readonly npiRegistryUrl?: string;
  readonly fetch: SourceFetch;
  /** A routing JSON file (see routing.ts); the default routes registry first, then NPI. */
  readonly routingConfigPath?: string;
  readonly logger?: Logger;
  readonly clock?: Clock;
  /** Retry, time-out and circuit-breaker tuning of the NPI connector. */
  readonly npi?: Omit<NpiSourceOptions, 'baseUrl' | 'fetch' | 'clock'>;
}

export interface LicenseEngineHandle extends LicenseEngine {
  readonly registry: LicenseRegistry;
  readonly evidence: EvidenceStore;
  readonly npi: NpiSource;
  close(): Promise<void>;
}

export function createLicenseEngine(options: LicenseEngineOptions): LicenseEngineHandle {
  const clock = options.clock ?? { now: () => new Date() };
  const logger = options.logger ?? silentLogger;
  const routing = options.routingConfigPath ? loadRoutingConfig(options.routingConfigPath) : DEFAULT_ROUTING;
  const registry = openLicenseRegistry(options.dataDir);
  const evidence = openEvidenceStore(options.dataDir);
  const npi = createNpiSource({
    ...options.npi,
    baseUrl: options.npiRegistryUrl,
    fetch: options.fetch,
    clock,
  });
  const sources = { registry: createRegistrySource(registry, clock), npi };
  const engine = new DefaultLicenseEngine({
    router: createRouter(routing, sources),
    sources,
    evidence,
    clock,
    logger,
  });
  return {
    registry,
    evidence,
    npi,
    verify: (job) => engine.verify(job),
    async close() {
      await engine.close();
      registry.close();
    },
  };
}

export { openLicenseRegistry, LicenseRegistry } from './registry/registry';
export type { RegistryStats, CountBy } from './registry/registry';
export { importLicenseCsv, ImportError } from './registry/import';
export type { ImportOptions, ImportProgress, ImportSummary, RejectedRow } from './registry/import';
export { openEvidenceStore, SqliteEvidenceStore } from './evidence/sqlite-store';
export type { EvidenceRecord, EvidenceStore, StoredEvidence } from './evidence/types';
export { proofPath } from './evidence/types';
export { createNpiSource, DEFAULT_NPI_REGISTRY_URL } from './sources/npi/source';
export type { SourceFetch } from './sources/errors';
export { loadRoutingConfig, parseRoutingConfig, RoutingConfigError } from './routing';
export type { RoutingConfig } from './routing';
export { LICENSE_STATUSES } from './types';
export type { Clock, LicenseStatus } from './types';
