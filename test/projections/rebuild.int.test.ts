// `rebuildBeside` on real SQLite files: new tables built beside the live ones and renamed in their place,
// the same rows as the projector's, each index once, nothing left of an interrupted rebuild, and read
// models made by older releases (a WITHOUT ROWID verifications table, an event feed holding the data)
// converted on the way.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECTIONS } from '../../projections';
import { streamName } from '../../src/domain/verification/events';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { rebuildBeside } from '../../src/projection/rebuild';
import { ProjectionRunner } from '../../src/projection/runner';
import type { SqliteDatabase } from '../../src/storage/sqlite';
import { openDatabase } from '../../src/storage/sqlite';

const meta = { account_id: 'acme', mode: 'test' as const, schema_version: 1 };

async function writeHistory(store: SqliteEventStore, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const at = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
    await store.appendToStream(
      streamName('document', id),
      [
        {
          id: randomUUID(),
          type: 'DocumentVerificationRequested',
          metadata: meta,
          data: {
            verification_id: id,
            document_id: randomUUID(),
            document: { url: `https://x.example/${i}.pdf`, type: 'resume', external_id: null, metadata: {} },
            person: {
              first_name: 'A',
              last_name: `B${i}`,
              middle_name: null,
              dob: null,
              external_id: `p-${i}`,
              metadata: {},
              person_id: `p-${i}`,
            },
            external_id: `case-${i}`,
            metadata: {},
            rules: { valid_on: '2026-11-21' },
            sandbox: null,
            scheduled_at: at,
            requested_via: 'document-verifications',
          },
        },
        {
          id: randomUUID(),
          type: 'DocumentVerificationCompleted',
          metadata: meta,
          data: {
            verification_id: id,
            completed_at: at,
            decision: 'accepted',
            confidence: 90,
            issues: [],
            data: {},
          },
        },
      ],
      'no_stream',
    );
  }
}

const rows = (db: SqliteDatabase, table: string, key: string) =>
  db.prepare(`SELECT * FROM ${table} ORDER BY ${key}`).all();
const schemaOf = (db: SqliteDatabase) =>
  db
    .prepare<[], { type: string; name: string; tbl_name: string; sql: string | null }>(
      'SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name',
    )
    .all();

describe('rebuildBeside', () => {
  let dir: string;
  let store: SqliteEventStore;
  let eventsDb: SqliteDatabase;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-rebuild-'));
    eventsDb = openDatabase(path.join(dir, 'credence.db'));
    store = new SqliteEventStore(eventsDb);
  });
  afterEach(async () => {
    await store.close();
    eventsDb.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('swaps in new tables with the rows the projector made, each index once, nothing left over', async () => {
    await writeHistory(store, 40);
    const liveFile = path.join(dir, 'read-models.db');
    const live = openDatabase(liveFile);
    for (const p of PROJECTIONS) await new ProjectionRunner(live, store, p).catchUp();
    const before = {
      v: rows(live, 'verifications', 'id'),
      f: rows(live, 'event_feed', 'position'),
      c: rows(live, 'verifications_counts', 'status, decision'),
    };
    // What a rebuild that was killed half-way leaves behind.
    live.exec('CREATE TABLE verifications__bdead (id TEXT)');
    live
      .prepare('INSERT INTO projection_checkpoints (name, position) VALUES (?, ?)')
      .run('verifications__bdead', 7);

    const report = await rebuildBeside(liveFile, store, PROJECTIONS);
    expect(report.read).toBe(80);
    expect(report.applied).toEqual({ verifications: 80, event_feed: 80 });

    expect(rows(live, 'verifications', 'id')).toEqual(before.v);
    expect(rows(live, 'event_feed', 'position')).toEqual(before.f);
    expect(rows(live, 'verifications_counts', 'status, decision')).toEqual(before.c);
    expect(before.c.length).toBeGreaterThan(0);
    const schema = schemaOf(live);
    expect(schema.filter((o) => o.type === 'table').map((o) => o.name)).toEqual([
      'event_feed',
      'projection_checkpoints',
      'verifications',
      'verifications_counts',
    ]);
    const suffixes = schema
      .filter((o) => o.type === 'index' && o.sql)
      .map((o) => `${o.tbl_name}:${/_([a-z_]+)$/.exec(o.name.replace(/^.*__b[0-9a-z]+_/, '_'))?.[1]}`)
      .sort();
    expect(suffixes).toEqual([
      'event_feed:verification',
      'verifications:by_external_id',
      'verifications:by_status',
      'verifications:by_type',
      'verifications:list',
    ]);
    expect(live.prepare('SELECT name, position FROM projection_checkpoints ORDER BY name').all()).toEqual([
      { name: 'event_feed', position: 80 },
      { name: 'verifications', position: 80 },
    ]);
    // The projector's own setup finds the renamed indexes and adds none.
    for (const p of PROJECTIONS) new ProjectionRunner(live, store, p);
    expect(schemaOf(live)).toEqual(schema);
    live.close();
  });

  it('creates an index of keys in no log order after reading the log, not while filling the table', async () => {
    await writeHistory(store, 30);
    const liveFile = path.join(dir, 'read-models.db');
    const live = openDatabase(liveFile);
    const indexesOf = (pattern: string) =>
      live
        .prepare<[string], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name GLOB ? ORDER BY name",
        )
        .all(pattern)
        .map((row) => row.name.replace(/^.*__b[0-9a-z]+_/, ''));
    const duringFirstPass: string[][] = [];
    await rebuildBeside(liveFile, store, PROJECTIONS, () =>
      duringFirstPass.push(indexesOf('verifications__b*')),
    );
    expect(duringFirstPass.length).toBeGreaterThan(0);
    for (const indexes of duringFirstPass) expect(indexes).toEqual(['by_status', 'by_type', 'list']);
    expect(indexesOf('verifications').map((name) => name.replace(/^verifications_/, ''))).toEqual([
      'by_external_id',
      'by_status',
      'by_type',
      'list',
    ]);
    const plan = live
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM verifications WHERE account_id = 'acme' AND mode = 'test' AND kind = 'document' AND external_id = 'case-7'",
      )
      .all() as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join()).toMatch(/by_external_id/);
    expect(
      live
        .prepare(
          "SELECT COUNT(*) AS n FROM verifications WHERE account_id = 'acme' AND mode = 'test' AND kind = 'document' AND external_id = 'case-7'",
        )
        .get(),
    ).toEqual({ n: 1 });
    live.close();
  });

  it('converts a read model made by an older release, and the projector goes on from its checkpoint', async () => {
    await writeHistory(store, 10);
    const liveFile = path.join(dir, 'read-models.db');
    const live = openDatabase(liveFile);
    live.exec(`CREATE TABLE verifications (
      id TEXT PRIMARY KEY, kind TEXT NOT NULL, account_id TEXT NOT NULL, mode TEXT NOT NULL, status TEXT NOT NULL,
      document_type TEXT, external_id TEXT, scheduled_at TEXT NOT NULL, version INTEGER NOT NULL, state TEXT NOT NULL
    ) WITHOUT ROWID`);
    // The event feed as releases before the narrow feed made it: the event's stream and data in each row.
    live.exec(`CREATE TABLE event_feed (
      position INTEGER PRIMARY KEY, account_id TEXT NOT NULL, mode TEXT NOT NULL, type TEXT NOT NULL,
      stream_id TEXT NOT NULL, verification_id TEXT NOT NULL, version INTEGER NOT NULL, recorded_at TEXT NOT NULL,
      event TEXT NOT NULL
    ); CREATE INDEX event_feed_scope ON event_feed (account_id, mode, position)`);
    const projector = new ProjectionRunner(live, store, PROJECTIONS[0]);
    await projector.catchUp();
    const feeder = new ProjectionRunner(live, store, PROJECTIONS[1]);
    await feeder.catchUp();
    const before = rows(live, 'verifications', 'id');
    const feedColumns = 'account_id, mode, position, type, verification_id, version, recorded_at';
    const feedBefore = live.prepare(`SELECT ${feedColumns} FROM event_feed ORDER BY position`).all();
    expect(feedBefore).toHaveLength(20);

    await rebuildBeside(liveFile, store, PROJECTIONS);
    const table = schemaOf(live).find((o) => o.name === 'verifications');
    expect(table?.sql).not.toMatch(/WITHOUT ROWID/);
    expect(rows(live, 'verifications', 'id')).toEqual(before);
    const feed = schemaOf(live).find((o) => o.name === 'event_feed');
    expect(feed?.sql).not.toMatch(/\bevent TEXT/);
    expect(schemaOf(live).map((o) => o.name)).not.toContain('event_feed_scope');
    expect(live.prepare(`SELECT ${feedColumns} FROM event_feed ORDER BY position`).all()).toEqual(feedBefore);

    await writeHistory(store, 2);
    expect(await projector.catchUp()).toBe(4);
    expect(rows(live, 'verifications', 'id')).toHaveLength(12);
    expect(await feeder.catchUp()).toBe(4);
    expect(rows(live, 'event_feed', 'position')).toHaveLength(24);
    live.close();
  });
});
