import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { acquireWriteLock } from './write-lock';

export type SqliteDatabase = Database.Database;

export interface OpenOptions {
  /** FULL survives power loss, NORMAL survives a process crash (kill -9) only. */
  readonly synchronous?: 'FULL' | 'NORMAL';
  /**
   * Page size of a file created by this call (SQLite keeps the size a file was made with; an existing
   * file keeps its own). Large pages suit files written in batches of many rows, such as read models.
   */
  readonly pageSize?: number;
}

/** Opens a SQLite file in WAL mode; one writer at a time, readers never blocked. */
export function openDatabase(file: string, options: OpenOptions = {}): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Before the journal mode: the first write fixes the page size.
  if (options.pageSize) db.pragma(`page_size = ${options.pageSize}`);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * Opens a transaction (BEGIN IMMEDIATE) once no other thread of the process writes the file (see
 * write-lock.ts), or a savepoint of the one already open on the connection.
 */
function begin(db: SqliteDatabase): { commit(): void; rollback(): void } {
  if (db.inTransaction) {
    db.exec('SAVEPOINT nested');
    return {
      commit: () => db.exec('RELEASE nested'),
      rollback: () => db.exec('ROLLBACK TO nested; RELEASE nested'),
    };
  }
  const lock = acquireWriteLock(db.name, db.memory);
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    commit: () => {
      try {
        db.exec('COMMIT');
      } finally {
        // A COMMIT that failed leaves the transaction open for the caller's rollback, which releases.
        if (!db.inTransaction) lock.release();
      }
    },
    rollback: () => {
      try {
        if (db.inTransaction) db.exec('ROLLBACK');
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * Runs `work` inside BEGIN IMMEDIATE … COMMIT (rolled back if it throws). Inside a transaction already
 * open on the connection, it runs in a savepoint of that transaction instead.
 */
export function inTransaction<T>(db: SqliteDatabase, work: () => T): T {
  const transaction = begin(db);
  try {
    const result = work();
    transaction.commit();
    return result;
  } catch (error) {
    transaction.rollback();
    throw error;
  }
}

/**
 * `inTransaction` for work that awaits: the connection's other users must not write in between (the
 * write lock is held throughout, so other connections wait; this connection's callers must not interleave).
 */
export async function inTransactionAsync<T>(db: SqliteDatabase, work: () => Promise<T>): Promise<T> {
  const transaction = begin(db);
  try {
    const result = await work();
    transaction.commit();
    return result;
  } catch (error) {
    transaction.rollback();
    throw error;
  }
}

/**
 * SQL text per table name, built once. Statements are cached by their text, and a string built afresh for
 * every call would be hashed again on every lookup; the same string object is not.
 */
export function perTable(sqlOf: (table: string) => string): (table: string) => string {
  const built = new Map<string, string>();
  return (table) => {
    let sql = built.get(table);
    if (sql === undefined) {
      sql = sqlOf(table);
      built.set(table, sql);
    }
    return sql;
  };
}

/** `perTable` for statements that also vary with how many rows they write (a multi-row VALUES clause). */
export function perTableAndRows(
  sqlOf: (table: string, rows: number) => string,
): (table: string, rows: number) => string {
  const built = new Map<string, string[]>();
  return (table, rows) => {
    let byRows = built.get(table);
    if (byRows === undefined) {
      byRows = [];
      built.set(table, byRows);
    }
    return (byRows[rows] ??= sqlOf(table, rows));
  };
}

/** The read models' file: written by the projector in batches, and read by the API. */
export const openReadModels = (file: string): SqliteDatabase =>
  openDatabase(file, { synchronous: 'NORMAL', pageSize: 16384 });

const cache = new WeakMap<SqliteDatabase, Map<string, Database.Statement>>();

/** A prepared statement, prepared once per connection and SQL text. */
export function statement<P extends unknown[] = unknown[], R = unknown>(
  db: SqliteDatabase,
  sql: string,
): Database.Statement<P, R> {
  let byText = cache.get(db);
  if (!byText) {
    byText = new Map();
    cache.set(db, byText);
  }
  let prepared = byText.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    byText.set(sql, prepared);
  }
  return prepared as unknown as Database.Statement<P, R>;
}
