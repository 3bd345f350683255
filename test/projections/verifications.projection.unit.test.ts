import { setUp } from '../../src/projection/projection';
import { randomUUID } from 'node:crypto';
import {
  evolveRow,
  findVerification,
  listVerifications,
  verificationsProjection,
} from '../../projections/verifications.projection';
import type { RecordedEvent } from '../../src/eventstore/event-store.port';
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
