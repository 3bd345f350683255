// Given events → when command → then events (or a typed refusal).
import type { VerificationCommand } from '../../src/domain/verification/decide';
import { decide } from '../../src/domain/verification/decide';
import {
  VerificationAlreadyFinished,
  VerificationAlreadyRequested,
  VerificationNotFound,
} from '../../src/domain/verification/errors';
import type { DocumentRequestedData, VerificationEvent } from '../../src/domain/verification/events';
import { fold } from '../../src/domain/verification/state';

const meta = { account_id: 'acme', mode: 'test' as const, schema_version: 1 };
const request: DocumentRequestedData = {
  verification_id: 'v-1',
  document_id: 'd-1',
  document: { url: 'https://x.example/a.pdf', type: 'resume', external_id: null, metadata: {} },
  person: {
    first_name: 'A',
    last_name: 'B',
    middle_name: null,
    dob: null,
    external_id: null,
    metadata: {},
    person_id: 'p-1',
  },
  external_id: null,
  metadata: {},
  rules: { valid_on: '2026-11-21' },
  sandbox: null,
  scheduled_at: '2026-11-21T00:00:00.000Z',
  requested_via: 'document-verifications',
};
const requested = {
  type: 'DocumentVerificationRequested',
  data: request,
  metadata: meta,
} as VerificationEvent;
const started = {
  type: 'DocumentVerificationStarted',
  data: { verification_id: 'v-1', started_at: '2026-11-21T00:00:01.000Z' },
  metadata: meta,
} as VerificationEvent;
const completed = {
  type: 'DocumentVerificationCompleted',
  data: {
    verification_id: 'v-1',
    completed_at: '2026-11-21T00:00:02.000Z',
    decision: 'accepted',
    confidence: 90,
    issues: [],
    data: {},
  },
  metadata: meta,
} as VerificationEvent;

const given = (...events: VerificationEvent[]) => ({
  when: (command: VerificationCommand) => ({
    then: (expected: Array<{ type: string; data?: object }>) =>
      expect(decide(command, fold(events))).toEqual(
        expected.map((e) =>
          expect.objectContaining({
            type: e.type,
            ...(e.data ? { data: expect.objectContaining(e.data) } : {}),
          }),
        ),
      ),
    thenThrows: (error: new (...args: never[]) => Error) =>
      expect(() => decide(command, fold(events))).toThrow(error),
  }),
});

const at = '2026-11-21T00:00:05.000Z';
const m = { correlation_id: 'c-1' };

describe('verification decider', () => {
  it('requests a new verification, stamping account, mode and schema version', () => {
    const events = decide(
      {
        type: 'RequestVerification',
        data: { kind: 'document', accountId: 'acme', mode: 'live', request },
        metadata: m,
      },
      fold([]),
    );
    expect(events).toEqual([
      {
        type: 'DocumentVerificationRequested',
        data: request,
        metadata: { account_id: 'acme', mode: 'live', schema_version: 1, correlation_id: 'c-1' },
      },
    ]);
  });

  it('refuses to request the same verification twice', () => {
    given(requested)
      .when({
        type: 'RequestVerification',
        data: { kind: 'document', accountId: 'acme', mode: 'test', request },
        metadata: m,
      })
      .thenThrows(VerificationAlreadyRequested);
  });

  it('starts a scheduled verification, and resumes a processing one without a new event', () => {
    given(requested)
      .when({ type: 'StartProcessing', data: { at }, metadata: m })
      .then([{ type: 'DocumentVerificationStarted', data: { started_at: at } }]);
    given(requested, started).when({ type: 'StartProcessing', data: { at }, metadata: m }).then([]);
  });

  it('completes a processing verification with its outcome', () => {
    given(requested, started)
      .when({
        type: 'CompleteVerification',
        data: {
          at,
          outcome: { decision: 'rejected', confidence: 80, issues: ['document expired'], data: {} },
        },
        metadata: m,
      })
      .then([
        {
          type: 'DocumentVerificationCompleted',
          data: { decision: 'rejected', issues: ['document expired'] },
        },
      ]);
  });

  it('refuses a second outcome: a finished verification stays finished', () => {
    given(requested, started, completed)
      .when({
        type: 'CompleteVerification',
        data: { at, outcome: { decision: 'accepted', confidence: 1, issues: [], data: {} } },
        metadata: m,
      })
      .thenThrows(VerificationAlreadyFinished);
    given(requested, started, completed)
      .when({
        type: 'FailVerification',
        data: { at, issues: ['processing error'], reason: 'x' },
        metadata: m,
      })
      .thenThrows(VerificationAlreadyFinished);
  });

  it('records failed attempts, and fails the verification on the last allowed one', () => {
    const attempt = (maxAttempts: number): VerificationCommand => ({
      type: 'RecordFailedAttempt',
      data: { at, issue: 'document could not be fetched', reason: 'reset', retryAt: at, maxAttempts },
      metadata: m,
    });
    given(requested, started)
      .when(attempt(3))
      .then([{ type: 'DocumentVerificationAttemptFailed', data: { attempt: 1 } }]);
    const firstFailure = decide(attempt(3), fold([requested, started]));
    given(
      requested,
      started,
      ...firstFailure,
      ...decide(attempt(3), fold([requested, started, ...firstFailure])),
    )
      .when(attempt(3))
      .then([
        { type: 'DocumentVerificationAttemptFailed', data: { attempt: 3 } },
        { type: 'DocumentVerificationFailed', data: { issues: ['document could not be fetched'] } },
      ]);
  });

  it('refuses commands on a verification that does not exist', () => {
    given().when({ type: 'StartProcessing', data: { at }, metadata: m }).thenThrows(VerificationNotFound);
  });

  it('evolves totally: events that do not fit the state are ignored', () => {
    const state = fold([completed, started, requested, requested, started, completed, started]);
    expect(state).toMatchObject({ exists: true, status: 'completed', startedAt: '2026-11-21T00:00:01.000Z' });
  });
});
