// Read side of the embedded license registry: lookups by number, the jurisdiction/type pairs it holds
// (for routing) and counts for `licenses stats`. Imports write through import.ts on their own connection.
import type { Database as Db, Statement } from 'better-sqlite3';
import { openRegistryDatabase, registryFile } from './schema';
import type { StoredLicenseRow } from './schema';

export interface CountBy {
  readonly key: string;
  readonly count: number;
}

export interface RegistryStats {
  readonly total: number;
  readonly byJurisdiction: readonly CountBy[];
  readonly byType: readonly CountBy[];
  readonly byStatus: readonly CountBy[];
  readonly lastImportAt: string | null;
}

export class LicenseRegistry {
  private readonly db: Db;
  private readonly byNumber: Statement<[string], StoredLicenseRow>;
  private readonly byNumberIn: Statement<[string, string], StoredLicenseRow>;
  private readonly dataVersion: Statement<[], { data_version: number }>;
  private coverage = new Set<string>();
  private jurisdictions = new Set<string>();
  private seenVersion = -1;

  constructor(readonly file: string) {
    this.db = openRegistryDatabase(file);
    this.byNumber = this.db.prepare('SELECT * FROM licenses WHERE number_key = ?');
    this.byNumberIn = this.db.prepare('SELECT * FROM licenses WHERE number_key = ? AND jurisdiction = ?');
    this.dataVersion = this.db.prepare('PRAGMA data_version');
  }

  /** Every record of the (normalised) number, in one jurisdiction or all of them, any type. */
  findByNumber(numberKey: string, jurisdiction: string | null): StoredLicenseRow[] {
    return jurisdiction === null
      ? this.byNumber.all(numberKey)
      : this.byNumberIn.all(numberKey, jurisdiction);
  }

  holds(jurisdiction: string, type: string): boolean {
    this.refreshCoverage();
    return this.coverage.has(`${jurisdiction}\u0000${type}`);
  }

  holdsJurisdiction(jurisdiction: string): boolean {
    this.refreshCoverage();
    return this.jurisdictions.has(jurisdiction);
  }

  /** Forces the coverage cache to reload (after an import on another connection of this process). */
  invalidate(): void {
    this.seenVersion = -1;
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM licenses').get() as { n: number }).n;
  }

  stats(): RegistryStats {
    const group = (column: 'jurisdiction' | 'license_type' | 'status'): CountBy[] =>
      this.db
        .prepare(
          `SELECT ${column} AS key, count(*) AS count FROM licenses GROUP BY ${column} ORDER BY ${column}`,
        )
        .all() as CountBy[];
    const last = this.db.prepare('SELECT max(finished_at) AS at FROM license_imports').get() as {
      at: string | null;
    };
    const byJurisdiction = group('jurisdiction');
    return {
      total: byJurisdiction.reduce((sum, row) => sum + row.count, 0),
      byJurisdiction,
      byType: group('license_type'),
      byStatus: group('status'),
      lastImportAt: last.at,
    };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  // `PRAGMA data_version` changes when another connection (an import, possibly in another process)
  // commits, so a long-running engine picks up newly imported jurisdictions without a restart.
  private refreshCoverage(): void {
    const version = this.dataVersion.get()?.data_version ?? 0;
    if (version === this.seenVersion) return;
    const rows = this.db.prepare('SELECT jurisdiction, license_type FROM license_coverage').all() as {
      jurisdiction: string;
      license_type: string;
    }[];
    this.coverage = new Set(rows.map((row) => `${row.jurisdiction}\u0000${row.license_type}`));
    this.jurisdictions = new Set(rows.map((row) => row.jurisdiction));
    this.seenVersion = version;
  }
}

export function openLicenseRegistry(dataDir: string): LicenseRegistry {
  return new LicenseRegistry(registryFile(dataDir));
}
