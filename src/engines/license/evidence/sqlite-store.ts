// The evidence store on a SQLite file (<dataDir>/evidence.db). Append-only: triggers refuse UPDATE and
// DELETE, so not even a bug in this process can rewrite a proof already shown to a client. Commits use
// synchronous=FULL because a proof is cited by the verification's outcome right after it is written.
import Database from 'better-sqlite3';
import type { Database as Db, Statement } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { canonicalBytes, sha256Hex } from './canonical';
import type { EvidenceRecord, EvidenceStore, StoredEvidence } from './types';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS evidence (
  verification_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  account_id TEXT NOT NULL,
  source TEXT NOT NULL,
  captured_at TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  body BLOB NOT NULL,
  PRIMARY KEY (verification_id, n)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS evidence_no_update BEFORE UPDATE ON evidence
  BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;
CREATE TRIGGER IF NOT EXISTS evidence_no_delete BEFORE DELETE ON evidence
  BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;
`;

interface EvidenceRow {
  verification_id: string;
  n: number;
  account_id: string;
  source: string;
  captured_at: string;
  sha256: string;
  body: Buffer;
}

export class EvidenceOwnershipError extends Error {
  constructor(verificationId: string) {
    super(`evidence of verification ${verificationId} belongs to another account`);
    this.name = 'EvidenceOwnershipError';
  }
}

function toStored(row: EvidenceRow): StoredEvidence {
  const sha256 = sha256Hex(row.body);
  // A mismatch means the file was altered outside this store; serving it as proof would be a lie.
  if (sha256 !== row.sha256) throw new Error(`evidence ${row.verification_id}/${row.n} fails its hash`);
  return {
    verificationId: row.verification_id,
    n: row.n,
    source: row.source,
    capturedAt: row.captured_at,
    sha256,
    bytes: row.body,
    record: JSON.parse(row.body.toString('utf8')) as EvidenceRecord,
  };
}

export class SqliteEvidenceStore implements EvidenceStore {
  private readonly db: Db;
  private readonly owner: Statement<[string], { account_id: string }>;
  private readonly sameBytes: Statement<[string, string], { n: number }>;
  private readonly last: Statement<[string], { n: number | null }>;
  private readonly insert: Statement<[string, number, string, string, string, string, Buffer]>;
  private readonly one: Statement<[string, number, string], EvidenceRow>;
  private readonly all: Statement<[string, string], EvidenceRow>;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.owner = this.db.prepare('SELECT account_id FROM evidence WHERE verification_id = ? LIMIT 1');
    this.sameBytes = this.db.prepare(
      'SELECT n FROM evidence WHERE verification_id = ? AND sha256 = ? LIMIT 1',
    );
    this.last = this.db.prepare('SELECT max(n) AS n FROM evidence WHERE verification_id = ?');
    this.insert = this.db.prepare(
      `INSERT INTO evidence (verification_id, n, account_id, source, captured_at, sha256, body)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.one = this.db.prepare(
      'SELECT * FROM evidence WHERE verification_id = ? AND n = ? AND account_id = ?',
    );
    this.all = this.db.prepare(
      'SELECT * FROM evidence WHERE verification_id = ? AND account_id = ? ORDER BY n',
    );
  }

  // async so that every failure (ownership, hash, SQLite) reaches the caller as a rejection.
  async put(accountId: string, verificationId: string, record: EvidenceRecord): Promise<number> {
    const bytes = canonicalBytes(record);
    const sha256 = sha256Hex(bytes);
    // IMMEDIATE: two workers re-running one verification must not both claim the same n.
    const append = this.db.transaction((): number => {
      const owner = this.owner.get(verificationId);
      if (owner && owner.account_id !== accountId) throw new EvidenceOwnershipError(verificationId);
      const existing = this.sameBytes.get(verificationId, sha256);
      if (existing) return existing.n;
      const n = (this.last.get(verificationId)?.n ?? 0) + 1;
      this.insert.run(verificationId, n, accountId, record.source, record.captured_at, sha256, bytes);
      return n;
    });
    return append.immediate();
  }

  async get(accountId: string, verificationId: string, n: number): Promise<StoredEvidence | null> {
    if (!Number.isSafeInteger(n) || n < 1) return null;
    const row = this.one.get(verificationId, n, accountId);
    return row ? toStored(row) : null;
  }

  async list(accountId: string, verificationId: string): Promise<StoredEvidence[]> {
    return this.all.all(verificationId, accountId).map(toStored);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export function openEvidenceStore(dataDir: string): SqliteEvidenceStore {
  return new SqliteEvidenceStore(path.join(dataDir, 'evidence.db'));
}
