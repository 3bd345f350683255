import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedBus } from '../../src/bus/embedded/embedded-bus';
import type { SqliteDatabase } from '../../src/storage/sqlite';
import { openDatabase } from '../../src/storage/sqlite';
import { describeBusContract } from '../contracts/bus.contract';

describeBusContract(
  'embedded SQLite',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bus-'));
    const file = path.join(dir, 'bus.db');
    const dbs: SqliteDatabase[] = [openDatabase(file)];
    const options = { leaseMs: 600, pollIntervalMs: 20 };
    return {
      bus: new EmbeddedBus(dbs[0], options),
      other: async () => {
        const db = openDatabase(file);
        dbs.push(db);
        return new EmbeddedBus(db, options);
      },
      dispose: async () => {
        dbs.forEach((db) => db.open && db.close());
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  { redeliveryTimeoutMs: 5000 },
);

describe('embedded bus without polling', () => {
  it('hands a key its next message as soon as the previous one is acknowledged', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bus-'));
    const db = openDatabase(path.join(dir, 'bus.db'));
    // A poll interval longer than the test: only publishes and acknowledgements can move it along.
    const bus = new EmbeddedBus(db, { pollIntervalMs: 60_000 });
    const stop = new AbortController();
    const seen: string[] = [];
    try {
      await bus.publish('t', [
        { key: 'a', value: { n: 1 } },
        { key: 'a', value: { n: 2 } },
        { key: 'b', value: { n: 1 } },
        { key: 'a', value: { n: 3 } },
      ]);
      const running = bus.consume({
        group: 'g',
        topic: 't',
        concurrency: 8,
        maxAttempts: 3,
        handle: async (m) => void seen.push(`${m.key}${String(m.value.n)}`),
        signal: stop.signal,
      });
      const deadline = Date.now() + 5000;
      while (seen.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(seen.filter((s) => s.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
      expect(seen).toContain('b1');
      stop.abort();
      await running;
    } finally {
      stop.abort();
      await bus.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
