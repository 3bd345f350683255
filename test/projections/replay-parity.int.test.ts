// A projection rebuilt from any event store gives the same read-model rows for the same events: the
// embedded SQLite store always, EventStoreDB when EVENTSTORE_URL names one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verificationsProjection } from '../../projections/verifications.projection';
import type { VerificationCommand } from '../../src/domain/verification/decide';
import { decide } from '../../src/domain/verification/decide';
import type { DocumentRequestedData } from '../../src/domain/verification/events';
import { streamName } from '../../src/domain/verification/events';
import { evolve, initialState } from '../../src/domain/verification/state';
import type { VerificationState } from '../../src/domain/verification/state';
import type { EventStore } from '../../src/eventstore/event-store.port';
import { createEventStoreDbStore } from '../../src/eventstore/eventstoredb/eventstoredb-event-store';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { ProjectionRunner } from '../../src/projection/runner';
import { silentLogger } from '../../src/shared/logger';
import { openDatabase } from '../../src/storage/sqlite';

const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, s)).toISOString();

/** A day of verifications: the same commands decided on each store, in the same order. */
function history(ids: string[]): Array<{ id: string; commands: VerificationCommand[] }> {
  return ids.map((id, i) => {
    const request: DocumentRequestedData = {
      verification_id: id,
      document_id: randomUUID(),
      document: {
        url: `https://x.example/${i}.pdf`,
        type: i % 2 ? 'resume' : 'tuberculosis_test',
        external_id: null,
        metadata: {},
      },
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
      metadata: { i },
      rules: { valid_on: '2026-11-21' },
      sandbox: null,
      scheduled_at: at(i),
      requested_via: 'document-verifications',
    };
    const m = { correlation_id: id };
    const commands: VerificationCommand[] = [
      {
        type: 'RequestVerification',
        data: { kind: 'document', accountId: 'acme', mode: 'test', request },
        metadata: m,
      },
      { type: 'StartProcessing', data: { at: at(i + 1) }, metadata: m },
    ];
    if (i % 3 === 0) {
      commands.push({
        type: 'RecordFailedAttempt',
        data: {
          at: at(i + 2),
          issue: 'document could not be fetched',
          reason: 'reset',
          retryAt: at(i + 4),
          maxAttempts: 3,
        },
        metadata: m,
      });
    }
    if (i % 4 === 1)
      commands.push({
        type: 'FailVerification',
        data: { at: at(i + 5), issues: ['unsupported file format'], reason: 'html' },
        metadata: m,
      });
    else
      commands.push({
        type: 'CompleteVerification',
        data: {
          at: at(i + 5),
          outcome: { decision: 'accepted', confidence: 90 - i, issues: [], data: { n: i } },
        },
        metadata: m,
      });
    return { id, commands };
  });
}

const rowsOf = (db: ReturnType<typeof openDatabase>, ids: string[]) =>
  db
    .prepare(
      `SELECT id, kind, account_id, mode, status, document_type, external_id, scheduled_at, version, state FROM verifications WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
    )
    .all(...ids);

/** Appends the history, following it live with one runner, then replays it from 0 into a fresh model. */
async function replayInto(
  store: EventStore,
  ids: string[],
): Promise<{ live: unknown[]; replayed: unknown[] }> {
  const liveDb = openDatabase(':memory:');
  const live = new ProjectionRunner(liveDb, store, verificationsProjection);
  for (const { id, commands } of history(ids)) {
    let state: VerificationState = initialState;
    for (const command of commands) {
      const events = decide(command, state);
      await store.appendToStream(
        streamName('document', id),
        events.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: { ...e.data } as Record<string, unknown>,
          metadata: e.metadata,
        })),
        state.exists ? 'any' : 'no_stream',
      );
      state = events.reduce(evolve, state);
      await live.catchUp();
    }
  }
  const db = openDatabase(':memory:');
  try {
    await new ProjectionRunner(db, store, verificationsProjection).replay();
    return { live: rowsOf(liveDb, ids), replayed: rowsOf(db, ids) };
  } finally {
    db.close();
    liveDb.close();
  }
}

describe('projection replay across event stores', () => {
  const ids = Array.from({ length: 24 }, () => randomUUID());
  let sqliteRows: unknown[];
  let sqliteLive: unknown[];

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-replay-'));
    const db = openDatabase(path.join(dir, 'events.db'));
    try {
      ({ replayed: sqliteRows, live: sqliteLive } = await replayInto(new SqliteEventStore(db), ids));
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds from the embedded store the rows it built live, event by event', () => {
    expect(sqliteRows).toHaveLength(ids.length);
    expect(sqliteRows).toEqual(sqliteLive);
    expect(sqliteRows.map((r) => (r as { status: string }).status)).toContain('failed');
  });

  const esdb = process.env.EVENTSTORE_URL;
  (esdb ? it : it.skip)(
    `rebuilds the same rows from EventStoreDB${esdb ? '' : ' (skipped: EVENTSTORE_URL not set)'}`,
    async () => {
      const store = createEventStoreDbStore({ connectionString: esdb!, logger: silentLogger });
      try {
        const { live, replayed } = await replayInto(store, ids);
        expect(replayed).toEqual(sqliteRows);
        expect(live).toEqual(sqliteRows);
      } finally {
        await store.close();
      }
    },
    60_000,
  );
});
