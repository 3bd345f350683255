import { setUp } from '../../src/projection/projection';
import { randomUUID } from 'node:crypto';
import {
  eventFeedProjection,
  historyEvent,
  readEventsOf,
  readFeed,
} from '../../projections/event-feed.projection';
import type { RecordedEvent } from '../../src/eventstore/event-store.port';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import type { SqliteDatabase } from '../../src/storage/sqlite';
import { openDatabase } from '../../src/storage/sqlite';

const scope = { accountId: 'acme', mode: 'test' as const };

/** A store holding one event per stream, of the given accounts, modes, types and data times. */
async function storeWith(
  specs: ReadonlyArray<[string, 'live' | 'test', string, string]>,
): Promise<{ store: SqliteEventStore; events: readonly RecordedEvent[] }> {
  const store = new SqliteEventStore(openDatabase(':memory:'));
  for (const [account, mode, type, at] of specs) {
    const id = randomUUID();
    const kind = type.startsWith('License') ? 'license' : 'document';
    await store.appendToStream(
      `${kind}_verification-${id}`,
      [
        {
          id: randomUUID(),
          type,
          data: { verification_id: id, started_at: at },
          metadata: { account_id: account, mode, schema_version: 1 },
        },
      ],
      'no_stream',
    );
  }
  return { store, events: await store.readAll(0, 1000) };
}

const SPECS: ReadonlyArray<[string, 'live' | 'test', string, string]> = [
  ['acme', 'test', 'DocumentVerificationStarted', '2026-11-21T00:00:01.000Z'],
  ['globex', 'test', 'DocumentVerificationStarted', '2026-11-21T00:00:02.000Z'],
  ['acme', 'live', 'DocumentVerificationStarted', '2026-11-21T00:00:03.000Z'],
  ['acme', 'test', 'LicenseVerificationStarted', '2026-11-21T00:00:04.000Z'],
];

const OLD_TABLE = `CREATE TABLE event_feed (
  position INTEGER PRIMARY KEY, account_id TEXT NOT NULL, mode TEXT NOT NULL, type TEXT NOT NULL,
  stream_id TEXT NOT NULL, verification_id TEXT NOT NULL, version INTEGER NOT NULL, recorded_at TEXT NOT NULL,
  event TEXT NOT NULL
); CREATE INDEX event_feed_scope ON event_feed (account_id, mode, position);`;

const allRows = (db: SqliteDatabase) => db.prepare('SELECT * FROM event_feed ORDER BY position').all();

describe('event feed projection', () => {
  it('applies an event twice without changing anything', async () => {
    const { events } = await storeWith(SPECS);
    const db = openDatabase(':memory:');
    setUp(db, eventFeedProjection);
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    const once = allRows(db);
    expect(once).toHaveLength(4);
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    eventFeedProjection.applyMany!(db, events, 'event_feed');
    expect(allRows(db)).toEqual(once);
  });

  it('writes a large batch in groups of rows with the same rows as one event at a time', async () => {
    const specs = Array.from({ length: 123 }, (_, i) => SPECS[i % SPECS.length]);
    const { events } = await storeWith(specs);
    const one = openDatabase(':memory:');
    setUp(one, eventFeedProjection);
    for (const e of events) eventFeedProjection.apply(one, e, 'event_feed');
    const many = openDatabase(':memory:');
    setUp(many, eventFeedProjection);
    eventFeedProjection.applyMany!(many, events, 'event_feed');
    expect(allRows(many)).toEqual(allRows(one));
    expect(allRows(many)).toHaveLength(123);
  });

  it('reads one account and mode in log order, by type and time, with a cursor', async () => {
    const { store, events } = await storeWith(SPECS);
    const db = openDatabase(':memory:');
    setUp(db, eventFeedProjection);
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    const all = await readFeed(db, store, scope, { after: 0, limit: 100 });
    expect(all.items).toEqual([events[0], events[3]].map(historyEvent));
    expect(all.nextAfter).toBe(events[3].position);
    expect((await readFeed(db, store, scope, { after: events[0].position, limit: 100 })).items).toHaveLength(
      1,
    );
    expect(
      (await readFeed(db, store, scope, { after: 0, limit: 100, types: ['LicenseVerificationStarted'] }))
        .items,
    ).toHaveLength(1);
    const upTo = events[1].recordedAt;
    expect(
      (await readFeed(db, store, scope, { after: 0, limit: 100, to: upTo })).items.map((e) => e.position),
    ).toEqual(events.filter((e, i) => e.recordedAt <= upTo && i % 3 === 0).map((e) => e.position));
    expect(await readFeed(db, store, scope, { after: 9e6, limit: 100 })).toEqual({
      items: [],
      nextAfter: 9e6,
    });
    const ids = [events[3], events[0]].map((e) => String(e.data.verification_id));
    expect(Object.fromEntries(await readEventsOf(db, store, scope, ids))).toEqual({
      [ids[0]]: [historyEvent(events[3])],
      [ids[1]]: [historyEvent(events[0])],
    });
  });

  it('keeps writing and reading a table made by an earlier version (with the data) like a narrow one', async () => {
    const { store, events } = await storeWith(SPECS);
    const old = openDatabase(':memory:');
    old.exec(OLD_TABLE);
    setUp(old, eventFeedProjection);
    eventFeedProjection.applyMany!(old, events.slice(0, 2), 'event_feed');
    for (const e of events.slice(2)) eventFeedProjection.apply(old, e, 'event_feed');
    const rows = allRows(old) as Array<{ stream_id: string; event: string }>;
    expect(rows.map((r) => r.stream_id)).toEqual(events.map((e) => e.streamId));
    expect(rows.map((r) => JSON.parse(r.event).data)).toEqual(events.map((e) => e.data));

    const narrow = openDatabase(':memory:');
    setUp(narrow, eventFeedProjection);
    eventFeedProjection.applyMany!(narrow, events, 'event_feed');
    expect(await readFeed(old, store, scope, { after: 0, limit: 100 })).toEqual(
      await readFeed(narrow, store, scope, { after: 0, limit: 100 }),
    );
    const ids = events.map((e) => String(e.data.verification_id));
    expect(await readEventsOf(old, store, scope, ids)).toEqual(await readEventsOf(narrow, store, scope, ids));
  });
});
