// The vocabulary shared by the license engine's parts: normalised statuses, the records a source answers
// with, and the port every source (embedded registry, NPI registry, later board connectors) implements.
import type { EvidenceRecord } from './evidence/types';

export const LICENSE_STATUSES = [
  'active',
  'probation',
  'inactive',
  'expired',
  'suspended',
  'revoked',
  'surrendered',
  'unknown',
] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** Time comes in from the composition root so tests and replays control it. */
export interface Clock {
  now(): Date;
}

export interface HolderName {
  readonly first: string;
  readonly middle: string | null;
  readonly last: string;
}

/** What a verification asks for, normalised once at the engine's door. */
export interface LicenseQuery {
  /** Canonical type code (see license-types.ts). */
  readonly type: string;
  /** The number as the client sent it, and its normalised form used for every comparison. */
  readonly number: string;
  readonly numberKey: string;
  /** Upper-case code, or null when the client left the jurisdiction out. */
  readonly jurisdiction: string | null;
  readonly person: HolderName;
}

/** One license record as a source holds it, in the engine's terms. */
export interface SourceRecord {
  readonly jurisdiction: string;
  /** The number as the source words it. */
  readonly number: string;
  /** The type shown to clients: a canonical code, or the source's own words when it maps to none. */
  readonly type: string;
  /** Canonical codes this record can stand for (a physician taxonomy may be MD or DO); empty = unknown. */
  readonly types: readonly string[];
  readonly name: HolderName;
  readonly status: LicenseStatus;
  readonly sourceStatus: string | null;
  readonly issueDate: string | null;
  readonly expirationDate: string | null;
  readonly discipline: boolean | null;
  /** The provenance clients see in `licenses[].source`. */
  readonly source: string;
}

export type SourceName = 'registry' | 'npi';

/** A source's answer for a query it covers; `records` hold every record of the number, any type. */
export interface SourceAnswer {
  readonly source: SourceName;
  /** Whether the source states the license's standing (a board file does; NPI does not). */
  readonly standing: boolean;
  readonly records: readonly SourceRecord[];
  readonly evidence: EvidenceRecord;
}

export interface LicenseSource {
  readonly name: SourceName;
  /** Whether the source can answer for this jurisdiction code at all (used to refuse unknown codes). */
  knowsJurisdiction(jurisdiction: string): boolean;
  /** null when the source does not cover the query, so the next routed source is asked. */
  lookup(query: LicenseQuery, signal?: AbortSignal): Promise<SourceAnswer | null>;
}
