import { setUp } from '../../src/projection/projection';
import { randomUUID } from 'node:crypto';
import {
  eventFeedProjection,
  historyEvent,
  readEventsOf,
  readFeed,
} from '../../projections/event-feed.projection';
import type { RecordedEvent } from '../../src/eventstore/event-store.port';
import { openDatabase } from '../../src/storage/sqlite';

let position = 0;
const recorded = (account: string, mode: 'live' | 'test', type: string, at: string): RecordedEvent => {
  const id = randomUUID();
  return {
    id,
    type,
    data: { verification_id: id, started_at: at },
    metadata: { account_id: account, mode, schema_version: 1 },
    streamId: `document_verification-${id}`,
    version: 1,
    position: ++position,
    recordedAt: at,
  };
};

describe('event feed projection', () => {
  const events = [
    recorded('acme', 'test', 'DocumentVerificationStarted', '2026-11-21T00:00:01.000Z'),
    recorded('globex', 'test', 'DocumentVerificationStarted', '2026-11-21T00:00:02.000Z'),
    recorded('acme', 'live', 'DocumentVerificationStarted', '2026-11-21T00:00:03.000Z'),
    recorded('acme', 'test', 'LicenseVerificationStarted', '2026-11-21T00:00:04.000Z'),
  ];

  it('applies an event twice without changing anything', () => {
    const db = openDatabase(':memory:');
    setUp(db, eventFeedProjection);
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    const once = db.prepare('SELECT * FROM event_feed').all();
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    expect(db.prepare('SELECT * FROM event_feed').all()).toEqual(once);
  });

  it('reads one account and mode in log order, by type and time, with a cursor', () => {
    const db = openDatabase(':memory:');
    setUp(db, eventFeedProjection);
    for (const e of events) eventFeedProjection.apply(db, e, 'event_feed');
    const scope = { accountId: 'acme', mode: 'test' as const };
    const all = readFeed(db, scope, { after: 0, limit: 100 });
    expect(all.items.map((e) => e.position)).toEqual([events[0].position, events[3].position]);
    expect(all.nextAfter).toBe(events[3].position);
    expect(readFeed(db, scope, { after: events[0].position, limit: 100 }).items).toHaveLength(1);
    expect(
      readFeed(db, scope, { after: 0, limit: 100, types: ['LicenseVerificationStarted'] }).items,
    ).toHaveLength(1);
    expect(readFeed(db, scope, { after: 0, limit: 100, to: '2026-11-21T00:00:02.000Z' }).items).toHaveLength(
      1,
    );
    expect(readFeed(db, scope, { after: 9e6, limit: 100 })).toEqual({ items: [], nextAfter: 9e6 });
  });

  it('reads rows that hold the whole event (as earlier versions wrote them) like rows written now', () => {
    const db = openDatabase(':memory:');
    setUp(db, eventFeedProjection);
    const [now, before] = [events[0], events[3]];
    eventFeedProjection.apply(db, now, 'event_feed');
    db.prepare(
      `INSERT INTO event_feed (position, account_id, mode, type, stream_id, verification_id, version, recorded_at, event)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      before.position,
      'acme',
      'test',
      before.type,
      before.streamId,
      before.data.verification_id,
      before.version,
      before.recordedAt,
      JSON.stringify(before),
    );
    const scope = { accountId: 'acme', mode: 'test' as const };
    expect(readFeed(db, scope, { after: 0, limit: 100 }).items).toEqual([now, before].map(historyEvent));
    const ids = [now, before].map((e) => String(e.data.verification_id));
    expect([...readEventsOf(db, scope, ids).values()].flat()).toEqual([now, before].map(historyEvent));
  });
});
