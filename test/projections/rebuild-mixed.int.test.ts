// A rebuild of a realistic history gives, row for row, the read models the projector built event by event:
// documents and licenses in three accounts and modes, every event type, streams interleaved in the log,
// verifications left open, other event types between them, an event after a final one, and request data
// with quotes, escapes, non-ASCII text and numbers that JSON writes in more than one way. Both ways of
// reading the log are checked: the embedded store's SQLite log, and whole events as any store gives them.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECTIONS } from '../../projections';
import type { VerificationCommand } from '../../src/domain/verification/decide';
import { decide } from '../../src/domain/verification/decide';
import type {
  DocumentRequestedData,
  LicenseRequestedData,
  VerificationKind,
} from '../../src/domain/verification/events';
import { streamName } from '../../src/domain/verification/events';
import type { VerificationState } from '../../src/domain/verification/state';
import { evolve, initialState } from '../../src/domain/verification/state';
import type { EventStore } from '../../src/eventstore/event-store.port';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { rebuildBeside } from '../../src/projection/rebuild';
import { ProjectionRunner } from '../../src/projection/runner';
import type { SqliteDatabase } from '../../src/storage/sqlite';
import { openDatabase } from '../../src/storage/sqlite';

const SCOPES = [
  { accountId: 'acme', mode: 'test' as const },
  { accountId: 'acme', mode: 'live' as const },
  { accountId: 'globex "east"', mode: 'test' as const },
];
const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, 0) + s * 1000).toISOString();

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function request(
  kind: VerificationKind,
  id: string,
  i: number,
): DocumentRequestedData | LicenseRequestedData {
  const person = {
    first_name: i % 5 === 0 ? 'Zoë "Zo"' : 'Ada',
    last_name: i % 7 === 0 ? 'Ñúñez\\\u2028O’Brien 😀' : `Lovelace-${i}`,
    middle_name: null,
    dob: i % 2 ? '1990-12-10' : null,
    external_id: i % 3 ? `p-${i}` : null,
    metadata: {
      score: i % 4 === 0 ? 1e21 : 0.1 + i,
      tags: ['a', `</${i}>`],
      nested: { deep: [1, -0, 2.5e-7] },
    },
    person_id: `p-${i}`,
  };
  const common = {
    verification_id: id,
    person,
    external_id: i % 4 ? `case-${i}` : null,
    metadata: { i, note: 'tab\there' },
    rules: { max_age_days: 365, valid_on: '2026-11-21' },
    sandbox: null,
    scheduled_at: at(i),
  };
  if (kind === 'license')
    return {
      ...common,
      license: {
        type: 'RN',
        number: `95${i}`,
        jurisdiction: i % 2 ? 'CA' : null,
        external_id: null,
        metadata: {},
      },
    };
  return {
    ...common,
    document_id: randomUUID(),
    document: {
      url: `https://docs.example/${i}.pdf`,
      type: (['tuberculosis_test', 'resume', 'life_support_certification'] as const)[i % 3],
      external_id: null,
      metadata: {},
    },
    requested_via: i % 6 === 0 ? 'verifications' : 'document-verifications',
  };
}

/** The commands of one verification, in order; some stop before a final one. */
function lifecycle(kind: VerificationKind, id: string, i: number): VerificationCommand[] {
  const scope = SCOPES[i % SCOPES.length];
  const m = { correlation_id: randomUUID() };
  const commands: VerificationCommand[] = [
    { type: 'RequestVerification', data: { kind, ...scope, request: request(kind, id, i) }, metadata: m },
  ];
  if (i % 11 === 10) return commands;
  commands.push({ type: 'StartProcessing', data: { at: at(i + 1) }, metadata: m });
  const failed = (n: number, max: number): VerificationCommand => ({
    type: 'RecordFailedAttempt',
    data: {
      at: at(i + 2 + n),
      issue: 'document could not be fetched',
      reason: `reset ${n}`,
      retryAt: at(i + 9),
      maxAttempts: max,
    },
    metadata: m,
  });
  if (i % 5 === 0) commands.push(failed(0, 3));
  if (i % 13 === 0) return commands;
  if (i % 9 === 0)
    commands.push(failed(1, i % 5 === 0 ? 2 : 1)); // its last attempt: it fails
  else if (i % 4 === 1)
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
        outcome: {
          decision: (['accepted', 'rejected', 'flagged'] as const)[i % 3],
          confidence: i % 8 === 0 ? null : 50 + (i % 50) + 0.5,
          issues: i % 3 === 1 ? ['document expired', 'name "mismatch"'] : [],
          data: { expires_on: '2027-01-01', n: i, text: 'line\nbreak é' },
        },
      },
      metadata: m,
    });
  return commands;
}

/** Appends the lifecycles interleaved at random, with other events between them, the projector following. */
async function writeHistory(
  store: EventStore,
  live: readonly ProjectionRunner[],
  count: number,
): Promise<void> {
  const next = random(7);
  const pending = Array.from({ length: count }, (_, i) => {
    const kind: VerificationKind = i % 3 === 2 ? 'license' : 'document';
    const id = randomUUID();
    return { kind, id, commands: lifecycle(kind, id, i), state: initialState as VerificationState };
  });
  let appended = 0;
  while (pending.length > 0) {
    const at = Math.floor(next() * Math.min(pending.length, 40));
    const v = pending[at];
    const command = v.commands.shift()!;
    const events = decide(command, v.state);
    await store.appendToStream(
      streamName(v.kind, v.id),
      events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data }, metadata: e.metadata })),
      v.state.exists ? 'any' : 'no_stream',
    );
    v.state = events.reduce(evolve, v.state);
    if (v.commands.length === 0) pending.splice(at, 1);
    appended += 1;
    if (appended % 17 === 0)
      await store.appendToStream(
        `idempotency-${appended}`,
        [
          {
            id: randomUUID(),
            type: 'IdempotencyKeyRecorded',
            data: { key_hash: `k${appended}` },
            metadata: { account_id: 'acme', mode: 'test', schema_version: 1 },
          },
        ],
        'no_stream',
      );
    if (appended % 23 === 0) for (const runner of live) await runner.catchUp(31);
  }
}

const TABLES = {
  verifications: 'id',
  verifications_counts: 'account_id, mode, kind, status, decision, document_type',
  event_feed: 'account_id, mode, position',
};
const rowsOf = (db: SqliteDatabase) =>
  Object.fromEntries(
    Object.entries(TABLES).map(([t, key]) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY ${key}`).all()]),
  );

/** The store seen through its port alone: no SQLite log to attach. */
const withoutLog = (store: SqliteEventStore): EventStore => ({
  appendToStream: (...args) => store.appendToStream(...args),
  readStream: (id) => store.readStream(id),
  readEvents: (refs) => store.readEvents(refs),
  readAll: (from, limit) => store.readAll(from, limit),
  headPosition: () => store.headPosition(),
  subscribeToAll: (options) => store.subscribeToAll(options),
  readCheckpoint: (name) => store.readCheckpoint(name),
  storeCheckpoint: (name, position) => store.storeCheckpoint(name, position),
  ping: () => store.ping(),
  close: () => store.close(),
});

describe('rebuildBeside on a mixed history', () => {
  let dir: string;
  let eventsDb: SqliteDatabase;
  let store: SqliteEventStore;
  let liveFile: string;
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-rebuild-mixed-'));
    eventsDb = openDatabase(path.join(dir, 'credence.db'));
    store = new SqliteEventStore(eventsDb);
    liveFile = path.join(dir, 'read-models.db');
    const live = openDatabase(liveFile);
    const runners = PROJECTIONS.map((p) => new ProjectionRunner(live, store, p));
    await writeHistory(store, runners, 600);
    // An event after a verification's final one: the fold holds no row for it, the writer reads it.
    const done = eventsDb
      .prepare<[], { stream_id: string; version: number }>(
        "SELECT stream_id, version FROM events WHERE type = 'DocumentVerificationCompleted' LIMIT 1",
      )
      .get()!;
    await store.appendToStream(
      done.stream_id,
      [
        {
          id: randomUUID(),
          type: 'DocumentVerificationAttemptFailed',
          data: {
            verification_id: done.stream_id.slice(done.stream_id.indexOf('-') + 1),
            failed_at: at(9999),
            attempt: 9,
            issue: 'late',
          },
          metadata: { account_id: 'acme', mode: 'test', schema_version: 1 },
        },
      ],
      done.version,
    );
    for (const runner of runners) await runner.catchUp();
    before = rowsOf(live);
    live.close();
  }, 60_000);

  afterAll(async () => {
    await store.close();
    eventsDb.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds every kind of row the test means to cover', () => {
    const statuses = new Set(before.verifications.map((r) => (r as { status: string }).status));
    expect([...statuses].sort()).toEqual(['completed', 'failed', 'processing', 'scheduled']);
    const kinds = new Set(before.verifications.map((r) => (r as { kind: string }).kind));
    expect([...kinds].sort()).toEqual(['document', 'license']);
    const types = new Set(before.event_feed.map((r) => (r as { type: string }).type));
    expect(types.size).toBe(10);
    expect(before.verifications).toHaveLength(600);
  });

  it.each([
    ['from the SQLite log', () => store],
    ['from whole events', () => withoutLog(store)],
  ])(
    'rebuilds the same rows %s',
    async (_how, storeOf) => {
      const report = await rebuildBeside(liveFile, storeOf(), PROJECTIONS);
      expect(report.applied.verifications).toBe(before.event_feed.length);
      const live = openDatabase(liveFile);
      try {
        expect(rowsOf(live)).toEqual(before);
      } finally {
        live.close();
      }
    },
    60_000,
  );
});
