// The embedded license registry's tables (<dataDir>/licenses.db). Licenses are keyed by
// (number_key, jurisdiction, license_type): the key is also the lookup path (number first, then
// jurisdiction), so one clustered B-tree serves both upserts and lookups.
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS licenses (
  number_key TEXT NOT NULL,
  jurisdiction TEXT NOT NULL,
  license_type TEXT NOT NULL,
  number TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  last_name TEXT NOT NULL,
  source_status TEXT NOT NULL,
  status TEXT NOT NULL,
  issue_date TEXT,
  expiration_date TEXT,
  discipline INTEGER,
  source TEXT NOT NULL,
  source_url TEXT,
  imported_at TEXT NOT NULL,
  import_id INTEGER NOT NULL,
  PRIMARY KEY (number_key, jurisdiction, license_type)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS license_coverage (
  jurisdiction TEXT NOT NULL,
  license_type TEXT NOT NULL,
  PRIMARY KEY (jurisdiction, license_type)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS license_imports (
  id INTEGER PRIMARY KEY,
  source TEXT,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  rows INTEGER NOT NULL,
  inserted INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  rejected INTEGER NOT NULL
);
`;

/** The columns a staged or stored license row carries, in insert order. */
export const LICENSE_COLUMNS = [
  'number_key',
  'jurisdiction',
  'license_type',
  'number',
  'first_name',
  'middle_name',
  'last_name',
  'source_status',
  'status',
  'issue_date',
  'expiration_date',
  'discipline',
  'source',
  'source_url',
] as const;

export interface LicenseRow {
  readonly number_key: string;
  readonly jurisdiction: string;
  readonly license_type: string;
  readonly number: string;
  readonly first_name: string;
  readonly middle_name: string | null;
  readonly last_name: string;
  readonly source_status: string;
  readonly status: string;
  readonly issue_date: string | null;
  readonly expiration_date: string | null;
  /** 1, 0 or null: SQLite has no boolean. */
  readonly discipline: number | null;
  readonly source: string;
  readonly source_url: string | null;
}

export interface StoredLicenseRow extends LicenseRow {
  readonly imported_at: string;
  readonly import_id: number;
}

export function registryFile(dataDir: string): string {
  return path.join(dataDir, 'licenses.db');
}

export function openRegistryDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // An import's merge holds the write lock for seconds; readers are never blocked in WAL mode, and a
  // second writer waits rather than failing.
  db.pragma('busy_timeout = 30000');
  db.exec(SCHEMA);
  return db;
}
