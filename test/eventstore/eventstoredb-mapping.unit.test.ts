import { ANY, ErrorType, NO_STREAM, START, STREAM_EXISTS } from '@eventstore/db-client';
import { EventStoreUnavailable, WrongExpectedVersion } from '../../src/eventstore/event-store.port';
import type { EsdbRecorded } from '../../src/eventstore/eventstoredb/esdb-mapping';
import {
  checkpointStream,
  eventTypeRegex,
  fromCurrentRevision,
  fromEsdbMetadata,
  isDomainEvent,
  isStreamNotFound,
  isUnavailable,
  mapEsdbError,
  positionOf,
  toEsdbMetadata,
  toExpectedRevision,
  toReadPosition,
  toRecordedEvent,
} from '../../src/eventstore/eventstoredb/esdb-mapping';
import { resubscribeDelay } from '../../src/eventstore/eventstoredb/esdb-subscription';

const metadata = { account_id: 'acme', mode: 'test' as const, schema_version: 1 };

describe('expected versions', () => {
  it('maps each port case to the client revision', () => {
    expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision(0)).toBe(0n);
    expect(toExpectedRevision(41)).toBe(41n);
  });

  it('refuses a version that is not a revision', () => {
    expect(() => toExpectedRevision(-1)).toThrow(RangeError);
    expect(() => toExpectedRevision(1.5)).toThrow(RangeError);
  });

  it('reads the current revision back', () => {
    expect(fromCurrentRevision(NO_STREAM)).toBe('no_stream');
    expect(fromCurrentRevision(7n)).toBe(7);
  });
});

describe('positions', () => {
  it('uses the commit position as the global position', () => {
    expect(positionOf({ commit: 1234n, prepare: 1234n })).toBe(1234);
    expect(positionOf({ commit: 2n ** 53n - 1n, prepare: 0n })).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => positionOf({ commit: 2n ** 53n, prepare: 0n })).toThrow(RangeError);
  });

  it('resumes $all at the event of a position, or at the start for 0', () => {
    expect(toReadPosition(0)).toBe(START);
    expect(toReadPosition(4711)).toEqual({ commit: 4711n, prepare: 4711n });
  });

  it('round-trips: a position read back is where reading resumes', () => {
    const position = positionOf({ commit: 987654321n, prepare: 987654321n });
    expect(toReadPosition(position)).toEqual({ commit: 987654321n, prepare: 987654321n });
  });
});

describe('metadata', () => {
  it("adds EventStoreDB's correlation keys and strips them on the way back", () => {
    const ours = { ...metadata, correlation_id: 'c-1', causation_id: 'k-1' };
    const stored = toEsdbMetadata(ours);
    expect(stored).toEqual({ ...ours, $correlationId: 'c-1', $causationId: 'k-1' });
    expect(fromEsdbMetadata(stored)).toEqual(ours);
  });

  it('adds no correlation keys when there is no correlation', () => {
    expect(toEsdbMetadata(metadata)).toEqual(metadata);
    expect(fromEsdbMetadata(undefined)).toEqual({});
  });
});

describe('recorded events', () => {
  const recorded = (over: Partial<EsdbRecorded> = {}): EsdbRecorded => ({
    id: 'e-1',
    type: 'DocumentVerificationRequested',
    streamId: 'document_verification-1',
    revision: 2n,
    created: new Date('2026-11-21T04:46:17.413Z'),
    isJson: true,
    data: { n: 1 },
    metadata: { ...metadata, $correlationId: 'c' },
    position: { commit: 500n, prepare: 500n },
    ...over,
  });

  it('maps a client event to the port shape', () => {
    expect(toRecordedEvent(recorded())).toEqual({
      id: 'e-1',
      type: 'DocumentVerificationRequested',
      streamId: 'document_verification-1',
      version: 2,
      position: 500,
      data: { n: 1 },
      metadata,
      recordedAt: '2026-11-21T04:46:17.413Z',
    });
  });

  it('hides system events, checkpoints and binary events', () => {
    expect(toRecordedEvent(recorded({ type: '$metadata' }))).toBeNull();
    expect(toRecordedEvent(recorded({ streamId: '$stats-127.0.0.1:2113' }))).toBeNull();
    expect(toRecordedEvent(recorded({ streamId: checkpointStream('dispatcher') }))).toBeNull();
    expect(toRecordedEvent(recorded({ isJson: false }))).toBeNull();
    expect(toRecordedEvent(undefined)).toBeNull();
    expect(isDomainEvent('license_verification-1', 'LicenseVerificationCompleted')).toBe(true);
  });

  it('requires a server that returns positions', () => {
    expect(() => toRecordedEvent(recorded({ position: undefined }))).toThrow(/22\.6/);
  });
});

describe('subscription filter', () => {
  it('excludes system events and checkpoints', () => {
    const regex = new RegExp(eventTypeRegex());
    expect(regex.test('DocumentVerificationRequested')).toBe(true);
    expect(regex.test('$metadata')).toBe(false);
    expect(regex.test('CheckpointStored')).toBe(false);
    expect(regex.test('CheckpointStoredElsewhere')).toBe(true);
  });

  it('keeps only the wanted types, matched exactly', () => {
    const regex = new RegExp(eventTypeRegex(['Wanted', 'A.B']));
    expect(regex.test('Wanted')).toBe(true);
    expect(regex.test('A.B')).toBe(true);
    expect(regex.test('AxB')).toBe(false);
    expect(regex.test('WantedToo')).toBe(false);
    expect(regex.test('Ignored')).toBe(false);
  });

  it('backs off from 100 ms to at most 30 s', () => {
    expect(resubscribeDelay(0)).toBe(100);
    expect(resubscribeDelay(3)).toBe(800);
    expect(resubscribeDelay(50)).toBe(30_000);
  });
});

describe('errors', () => {
  it('turns a version conflict into WrongExpectedVersion with the actual version', () => {
    const conflict = { type: ErrorType.WRONG_EXPECTED_VERSION, actualVersion: 3n };
    const mapped = mapEsdbError(conflict, 's-1', 1);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect(mapped).toMatchObject({ streamId: 's-1', expected: 1, actual: 3 });
    const missing = mapEsdbError(
      { type: ErrorType.WRONG_EXPECTED_VERSION, actualVersion: NO_STREAM },
      's',
      'stream_exists',
    );
    expect(missing).toMatchObject({ actual: 'no_stream' });
  });

  it('turns connection failures into EventStoreUnavailable and leaves the rest alone', () => {
    for (const error of [
      { type: ErrorType.UNAVAILABLE },
      { type: ErrorType.DEADLINE_EXCEEDED },
      { type: ErrorType.NOT_LEADER },
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      new Error('Failed to discover after 10 attempts.'),
    ]) {
      expect(mapEsdbError(error, 's', 'any')).toBeInstanceOf(EventStoreUnavailable);
    }
    const denied = { type: ErrorType.ACCESS_DENIED };
    expect(mapEsdbError(denied, 's', 'any')).toBe(denied);
    expect(isUnavailable(new Error('bad request'))).toBe(false);
  });

  it('recognises a missing stream', () => {
    expect(isStreamNotFound({ type: ErrorType.STREAM_NOT_FOUND })).toBe(true);
    expect(isStreamNotFound(new Error('x'))).toBe(false);
  });
});
