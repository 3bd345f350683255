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
