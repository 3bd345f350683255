import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_JSON, dataJson } from '../../src/eventstore/event-store.port';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { openDatabase } from '../../src/storage/sqlite';
import { describeEventStoreContract } from '../contracts/event-store.contract';

describeEventStoreContract('embedded SQLite', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-es-'));
  const db = openDatabase(path.join(dir, 'events.db'));
  const store = new SqliteEventStore(db, undefined, 20);
  return {
    store,
    prefix: '',
    dispose: async () => {
      await store.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

const META = { account_id: 'acme', mode: 'test', schema_version: 1 } as const;

describe('embedded SQLite group commit', () => {
  it('fails only the append that cannot be written when appends share a transaction', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-es-'));
    const db = openDatabase(path.join(dir, 'events.db'));
    const store = new SqliteEventStore(db, undefined, 20);
    try {
      const taken = { id: 'e5a1c0de-0000-4000-8000-000000000001', type: 'Created', data: {}, metadata: META };
      await store.appendToStream('stream-a', [taken], 'no_stream');
      const fresh = (n: number) => ({
        id: `e5a1c0de-0000-4000-8000-00000000010${n}`,
        type: 'Created',
        data: { n },
        metadata: META,
      });
      // Queued in one turn of the event loop: one transaction for all three.
      const results = await Promise.allSettled([
        store.appendToStream('stream-b', [fresh(1)], 'no_stream'),
        store.appendToStream('stream-c', [fresh(2), taken], 'no_stream'),
        store.appendToStream('stream-b', [fresh(3)], 0),
        store.appendToStream('stream-d', [fresh(4)], 5),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
      expect((await store.readStream('stream-b')).map((e) => e.data.n)).toEqual([1, 3]);
      expect(await store.readStream('stream-c')).toHaveLength(0);
      expect(await store.readStream('stream-d')).toHaveLength(0);
      expect((await store.readAll(0, 10)).map((e) => e.streamId)).toEqual([
        'stream-a',
        'stream-b',
        'stream-b',
      ]);
    } finally {
      await store.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded SQLite reads of the recent log', () => {
  it('answers readers at different positions, interleaved with appends from another connection, as the file holds them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-es-'));
    const file = path.join(dir, 'events.db');
    const [db, otherDb] = [openDatabase(file), openDatabase(file)];
    const store = new SqliteEventStore(db, undefined, 20);
    const writer = new SqliteEventStore(otherDb, undefined, 20);
    const truth = openDatabase(file);
    const positions = (from: number, limit: number) =>
      truth
        .prepare<[number, number], { position: number }>(
          'SELECT position FROM events WHERE position > ? ORDER BY position LIMIT ?',
        )
        .all(from, limit)
        .map((r) => r.position);
    let n = 0;
    const append = (count: number) =>
      Promise.all(
        Array.from({ length: count }, () => {
          n += 1;
          return writer.appendToStream(
            `s-${n}`,
            [
              {
                id: `e5a1c0de-0000-4000-8000-${String(n).padStart(12, '0')}`,
                type: 'E',
                data: { n },
                metadata: META,
              },
            ],
            'no_stream',
          );
        }),
      );
    try {
      const readers = [0, 0, 0];
      let rounds = 0;
      for (let round = 0; round < 60; round += 1) {
        await append((round * 7) % 13);
        for (const [i, from] of readers.entries()) {
          // Readers take different batch sizes and some fall behind or jump back.
          const at = round % 11 === i ? Math.max(0, from - 5) : from;
          const limit = [3, 50, 9][i];
          const got = await store.readAll(at, limit);
          expect(got.map((e) => e.position)).toEqual(positions(at, limit));
          expect(got.every((e) => e.data.n === Number(e.streamId.slice(2)))).toBe(true);
          readers[i] = got.length > 0 ? got[got.length - 1].position : at;
          rounds += 1;
        }
      }
      expect(rounds).toBe(180);
    } finally {
      await store.close();
      await writer.close();
      for (const d of [db, otherDb, truth]) d.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded SQLite data text', () => {
  it('hands events read back their data as the JSON text it holds, equal to the data and never serialised with the event', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-es-'));
    const db = openDatabase(path.join(dir, 'events.db'));
    const store = new SqliteEventStore(db, undefined, 20);
    try {
      const data = { verification_id: 'v-1', nested: { list: [1, 'two', null], note: 'ünïcode "quoted"' } };
      await store.appendToStream(
        'stream-a',
        [{ id: 'e5a1c0de-0000-4000-8000-000000000201', type: 'Created', data, metadata: META }],
        'no_stream',
      );
      const [event] = await store.readAll(0, 10);
      expect(event[DATA_JSON]).toBe(JSON.stringify(data));
      expect(JSON.parse(dataJson(event))).toEqual(data);
      expect(Object.keys(JSON.parse(JSON.stringify(event))).sort()).toEqual(
        ['data', 'id', 'metadata', 'position', 'recordedAt', 'streamId', 'type', 'version'].sort(),
      );
      // An event made in memory has no stored text: its data is written afresh.
      const { [DATA_JSON]: _text, ...fresh } = event;
      expect(dataJson(fresh as typeof event)).toBe(JSON.stringify(data));
    } finally {
      await store.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded SQLite log for rebuilds', () => {
  it('reads a stretch of positions by type without ids or streams, and whole events by position', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-es-'));
    const file = path.join(dir, 'events.db');
    const db = openDatabase(file);
    const store = new SqliteEventStore(db, undefined, 20);
    try {
      const event = (n: number, type: string) => ({
        id: `e5a1c0de-0000-4000-8000-00000000030${n}`,
        type,
        data: { n, note: 'ünïcode "quoted"' },
        metadata: META,
      });
      await store.appendToStream('stream-a', [event(1, 'Created'), event(2, 'Other')], 'no_stream');
      await store.appendToStream('stream-b', [event(3, 'Created'), event(4, 'Created')], 'no_stream');
      const log = store.sqliteLog!;
      expect(log.file).toBe(file);
      const read = log.read(1, 4, ['Created']);
      expect(read.map((e) => [e.position, e.version, e.type, e.data.n])).toEqual([
        [3, 0, 'Created', 3],
        [4, 1, 'Created', 4],
      ]);
      expect(read[0].metadata).toEqual(META);
      expect(read[0][DATA_JSON]).toBe(JSON.stringify(event(3, 'Created').data));
      expect(Object.keys(read[0]).sort()).toEqual([
        'data',
        'metadata',
        'position',
        'recordedAt',
        'type',
        'version',
      ]);
      expect(await store.readAll(0, 10)).toEqual(log.at([4, 2, 1, 3]));
      const memory = openDatabase(':memory:');
      expect(new SqliteEventStore(memory).sqliteLog).toBeUndefined();
      memory.close();
    } finally {
      await store.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
