// Checkpoints off the writing thread: the writer's own automatic checkpoint waits for a backstop far
// above what it writes here, so the file grows only because the checkpointer's thread copies the WAL in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKSTOP_PAGES, checkpointOffThread } from '../../src/storage/checkpointer';
import { openDatabase } from '../../src/storage/sqlite';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('checkpoints off the writing thread', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-checkpointer-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Writes about 2 MB in a few transactions. */
  const write = (db: ReturnType<typeof openDatabase>) => {
    db.exec('CREATE TABLE IF NOT EXISTS t (v TEXT)');
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    for (let commit = 0; commit < 4; commit += 1)
      db.transaction(() => {
        for (let i = 0; i < 500; i += 1) insert.run('x'.repeat(1000));
      })();
  };

  it('copies the WAL into the file from its own thread, and stops', async () => {
    const file = path.join(dir, 'a.db');
    const db = openDatabase(file, { synchronous: 'NORMAL' });
    db.exec('CREATE TABLE t (v TEXT)');
    const checkpointer = checkpointOffThread(db, 50);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    const before = fs.statSync(file).size;
    write(db);
    let grown = false;
    for (let i = 0; i < 100 && !grown; i += 1) {
      await sleep(50);
      grown = fs.statSync(file).size > before + 1_500_000;
    }
    expect(grown).toBe(true);
    await checkpointer.stop();
    db.close();
  });

  it('leaves the file as it is without one (the backstop is not reached)', async () => {
    const file = path.join(dir, 'b.db');
    const db = openDatabase(file, { synchronous: 'NORMAL' });
    db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    db.exec('CREATE TABLE t (v TEXT)');
    const before = fs.statSync(file).size;
    write(db);
    await sleep(300);
    expect(fs.statSync(file).size).toBe(before);
    db.close();
  });
});
