import { runWrites, setUp } from '../../src/projection/projection';
import { randomUUID } from 'node:crypto';
import type { ListFilter } from '../../projections/verifications.projection';
import {
  evolveRow,
  findVerification,
  listVerifications,
  verificationsProjection,
} from '../../projections/verifications.projection';
import type { RecordedEvent } from '../../src/eventstore/event-store.port';
import { DATA_JSON } from '../../src/eventstore/event-store.port';
import { openDatabase } from '../../src/storage/sqlite';

const meta = { account_id: 'acme', mode: 'test' as const, schema_version: 1 };
let position = 0;
const recorded = (type: string, version: number, data: Record<string, unknown>): RecordedEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: meta,
  streamId: `document_verification-${data.verification_id}`,
  version,
  position: ++position,
  recordedAt: '2026-11-21T00:00:00.000Z',
});

const requested = (id: string, at: string, type = 'resume', external_id: string | null = null) =>
  recorded('DocumentVerificationRequested', 0, {
    verification_id: id,
    document_id: `doc-${id}`,
    document: { url: 'https://x.example/a.pdf', type, external_id: null, metadata: {} },
    person: {
      first_name: 'A',
      last_name: 'B',
      middle_name: null,
      dob: null,
      external_id: null,
      metadata: {},
      person_id: 'p',
    },
    external_id,
    metadata: {},
    rules: {},
    sandbox: null,
    scheduled_at: at,
    requested_via: 'document-verifications',
  });

describe('verifications projection', () => {
  it('applies an event twice without changing anything', () => {
    const db = openDatabase(':memory:');
    setUp(db, verificationsProjection);
    const events = [
      requested('v1', '2026-11-21T00:00:00.000Z'),
      recorded('DocumentVerificationStarted', 1, {
        verification_id: 'v1',
        started_at: '2026-11-21T00:00:01.000Z',
      }),
      recorded('DocumentVerificationCompleted', 2, {
        verification_id: 'v1',
        completed_at: '2026-11-21T00:00:02.000Z',
        decision: 'accepted',
        confidence: 90,
        issues: [],
        data: {},
      }),
    ];
    for (const e of events) verificationsProjection.apply(db, e, 'verifications');
    const once = db.prepare('SELECT * FROM verifications').all();
    for (const e of events) verificationsProjection.apply(db, e, 'verifications');
    verificationsProjection.apply(db, events[1], 'verifications');
    expect(db.prepare('SELECT * FROM verifications').all()).toEqual(once);
    expect(findVerification(db, 'v1')).toMatchObject({
      status: 'completed',
      outcome: { decision: 'accepted' },
    });
  });

  it("writes a verification requested in the batch with its request's stored text, and its later rows whole", () => {
    const db = openDatabase(':memory:');
    setUp(db, verificationsProjection);
    const request = requested('t1', '2026-11-21T00:00:00.000Z');
    // Text as a store holds it: the projector puts it in the state as it is (here spaced out, to tell).
    const text = JSON.stringify(request.data, null, 1);
    verificationsProjection.applyMany!(db, [{ ...request, [DATA_JSON]: text }], 'verifications');
    const stored = () =>
      (db.prepare("SELECT state FROM verifications WHERE id = 't1'").get() as { state: string }).state;
    expect(stored()).toContain(`"request":${text},"scheduledAt"`);
    expect(findVerification(db, 't1')).toMatchObject({ status: 'scheduled', request: request.data });
    verificationsProjection.applyMany!(
      db,
      [
        recorded('DocumentVerificationStarted', 1, {
          verification_id: 't1',
          started_at: '2026-11-21T00:00:01.000Z',
        }),
      ],
      'verifications',
    );
    const started = findVerification(db, 't1')!;
    expect(started).toMatchObject({ status: 'processing', request: request.data });
    expect(stored()).toBe(JSON.stringify(started));
  });

  it('evolveRow returns the same row for an event at or below the row version', () => {
    const row = evolveRow(null, requested('v2', '2026-11-21T00:00:00.000Z'))!;
    expect(evolveRow(row, requested('v2', '2026-11-21T00:00:00.000Z'))).toBe(row);
  });

  it('lists newest first with filters combined', () => {
    const db = openDatabase(':memory:');
    setUp(db, verificationsProjection);
    verificationsProjection.apply(
      db,
      requested('a', '2026-11-21T00:00:01.000Z', 'resume', 'x'),
      'verifications',
    );
    verificationsProjection.apply(
      db,
      requested('b', '2026-11-21T00:00:02.000Z', 'physical_exam', 'x'),
      'verifications',
    );
    verificationsProjection.apply(
      db,
      requested('c', '2026-11-21T00:00:02.000Z', 'resume', 'y'),
      'verifications',
    );
    const scope = { accountId: 'acme', mode: 'test' as const };
    expect(
      listVerifications(db, scope, { kind: 'document', limit: 10, offset: 0 }).items.map((i) => i.id),
    ).toEqual(['c', 'b', 'a']);
    expect(
      listVerifications(db, scope, {
        kind: 'document',
        limit: 10,
        offset: 0,
        externalId: 'x',
        documentType: 'resume',
      }).items.map((i) => i.id),
    ).toEqual(['a']);
    expect(
      listVerifications(db, { accountId: 'other', mode: 'test' }, { kind: 'document', limit: 10, offset: 0 })
        .total,
    ).toBe(0);
  });
});

describe('verifications projection: list totals from the counts', () => {
  type Filter = Pick<ListFilter, 'status' | 'decision' | 'documentType'>;
  const filters: Filter[] = [
    {},
    ...(['scheduled', 'processing', 'completed', 'failed'] as const).map((status) => ({ status })),
    ...(['accepted', 'rejected', 'flagged', 'failed'] as const).map((decision) => ({ decision })),
    { status: 'completed', decision: 'flagged' },
    { status: 'processing', decision: 'flagged' },
    { documentType: 'resume' },
    { documentType: 'resume', status: 'failed' },
    { documentType: 'tuberculosis_test' },
  ];
  const rowCount = (db: ReturnType<typeof openDatabase>, filter: Filter) => {
    const all = listVerifications(
      db,
      { accountId: 'acme', mode: 'test' },
      { kind: 'document', limit: 10_000, offset: 0, ...filter },
    );
    return { total: all.total, rows: all.items.length };
  };
  // Every verification goes through a different path, applied in batches that split its events.
  const lifecycle = (id: string, i: number): RecordedEvent[] => {
    const at = `2026-11-21T00:00:${String(i % 60).padStart(2, '0')}.000Z`;
    const events = [requested(id, at, i % 4 === 0 ? 'tuberculosis_test' : 'resume')];
    const path = i % 5;
    if (path >= 1)
      events.push(recorded('DocumentVerificationStarted', 1, { verification_id: id, started_at: at }));
    if (path === 2)
      events.push(
        recorded('DocumentVerificationFailed', 2, {
          verification_id: id,
          failed_at: at,
          issues: [],
          reason: 'x',
        }),
      );
    if (path >= 3)
      events.push(
        recorded('DocumentVerificationCompleted', 2, {
          verification_id: id,
          completed_at: at,
          decision: ['accepted', 'flagged'][path - 3],
          confidence: 80,
          issues: [],
          data: {},
        }),
      );
    return events;
  };

  it('keeps every total equal to the rows it counts, however the events are batched', () => {
    const db = openDatabase(':memory:');
    setUp(db, verificationsProjection);
    const events = Array.from({ length: 40 }, (_, i) => lifecycle(`c${i}`, i)).flat();
    // Interleave: first events of all, then the rest, in uneven batches, some applied twice.
    const ordered = [...events.filter((e) => e.version === 0), ...events.filter((e) => e.version > 0)];
    for (let i = 0; i < ordered.length; i += 7) {
      verificationsProjection.applyMany!(db, ordered.slice(i, i + 7), 'verifications');
      if (i % 3 === 0) verificationsProjection.applyMany!(db, ordered.slice(i, i + 7), 'verifications');
    }
    for (const filter of filters) {
      const { total, rows } = rowCount(db, filter);
      expect({ filter, total }).toEqual({ filter, total: rows });
    }
    expect(rowCount(db, {}).total).toBe(40);
    expect(rowCount(db, { status: 'failed' }).total).toBe(8);
  });

  it('counts the rows of a table made before the counts existed when it is first set up', () => {
    const db = openDatabase(':memory:');
    setUp(db, verificationsProjection);
    verificationsProjection.applyMany!(
      db,
      Array.from({ length: 15 }, (_, i) => lifecycle(`o${i}`, i)).flat(),
      'verifications',
    );
    db.exec('DROP TABLE verifications_counts');
    setUp(db, verificationsProjection);
    for (const filter of filters) {
      const { total, rows } = rowCount(db, filter);
      expect({ filter, total }).toEqual({ filter, total: rows });
    }
  });

  it("makes in a rebuild's fold the rows and totals the events make one at a time", () => {
    const events = Array.from({ length: 40 }, (_, i) => lifecycle(`r${i}`, i)).flat();
    const log = [
      ...events.filter((e) => e.version === 0),
      ...events.filter((e) => e.version > 0),
      // After a final event (the row's version still moves), and a stream that never was requested.
      recorded('DocumentVerificationAttemptFailed', 3, {
        verification_id: 'r3',
        failed_at: '2026-11-21T00:01:00.000Z',
        attempt: 1,
        issue: 'x',
      }),
      recorded('DocumentVerificationStarted', 1, { verification_id: 'ghost', started_at: 'x' }),
    ];
    const one = openDatabase(':memory:');
    setUp(one, verificationsProjection);
    for (const e of log) verificationsProjection.apply(one, e, 'verifications');

    const folded = openDatabase(':memory:');
    setUp(folded, verificationsProjection);
    const folder = verificationsProjection.rebuilder!('verifications');
    let leftOver = 0;
    const byPosition = new Map(log.map((e) => [e.position, e]));
    for (let i = 0; i < log.length; i += 7) {
      const batch = log.slice(i, i + 7);
      const stretch = { after: batch[0].position - 1, upTo: batch[batch.length - 1].position };
      const { writes, apply } = folder.fold(batch, stretch);
      runWrites(folded, writes);
      verificationsProjection.applyMany!(
        folded,
        apply.map((e) => byPosition.get(e.position)!),
        'verifications',
      );
      leftOver += apply.length;
    }
    expect(leftOver).toBeGreaterThan(0);
    for (const table of ['verifications', 'verifications_counts'])
      expect(folded.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3, 4, 5, 6`).all()).toEqual(
        one.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3, 4, 5, 6`).all(),
      );
    expect(findVerification(folded, 'r3')).toMatchObject({ status: 'completed' });
    for (const filter of filters) {
      const { total, rows } = rowCount(folded, filter);
      expect({ filter, total }).toEqual({ filter, total: rows });
    }
  });
});
