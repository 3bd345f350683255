import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
