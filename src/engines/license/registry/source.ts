// The embedded registry as a license source. It answers for the jurisdiction/type pairs it holds
// records for (a board file is the whole board, so "not in it" means "not licensed there"); without a
// jurisdiction it answers only when it finds the number under a fitting type, since it may hold only
// some states and the license may be in another one.
import { compatibleTypes, recordFitsType } from '../license-types';
import type { Clock, LicenseQuery, LicenseSource, LicenseStatus, SourceAnswer, SourceRecord } from '../types';
import type { LicenseRegistry } from './registry';
import type { StoredLicenseRow } from './schema';

export const REGISTRY_SOURCE_LABEL = 'license registry';

function toRecord(row: StoredLicenseRow): SourceRecord {
  return {
    jurisdiction: row.jurisdiction,
    number: row.number,
    type: row.license_type,
    types: [row.license_type],
    name: { first: row.first_name, middle: row.middle_name, last: row.last_name },
    status: row.status as LicenseStatus,
    sourceStatus: row.source_status,
    issueDate: row.issue_date,
    expirationDate: row.expiration_date,
    discipline: row.discipline === null ? null : row.discipline === 1,
    source: row.source,
  };
}

export function createRegistrySource(registry: LicenseRegistry, clock: Clock): LicenseSource {
  return {
    name: 'registry',
    knowsJurisdiction: (jurisdiction) => registry.holdsJurisdiction(jurisdiction),
    lookup(query: LicenseQuery): Promise<SourceAnswer | null> {
      const jurisdiction = query.jurisdiction;
      if (
        jurisdiction !== null &&
        !compatibleTypes(query.type).some((type) => registry.holds(jurisdiction, type))
      ) {
        return Promise.resolve(null);
      }
      const rows = registry.findByNumber(query.numberKey, query.jurisdiction);
      if (
        query.jurisdiction === null &&
        !rows.some((row) => recordFitsType(query.type, [row.license_type]))
      ) {
        return Promise.resolve(null);
      }
      return Promise.resolve({
        source: 'registry',
        standing: true,
        records: rows.map(toRecord),
        evidence: {
          source: REGISTRY_SOURCE_LABEL,
          captured_at: clock.now().toISOString(),
          request: {
            lookup: 'license number',
            number_key: query.numberKey,
            jurisdiction: query.jurisdiction,
            license_type: query.type,
          },
          // The stored rows as they were at decision time, provenance (source, source_url, imported_at) included.
          response: { records: rows },
        },
      });
    },
  };
}
