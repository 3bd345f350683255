import type {
  DocumentRequestedData,
  EventMeta,
  LicenseRequestedData,
  VerificationEvent,
  VerificationKind,
} from './events';
import { EVENT_TYPES, SCHEMA_VERSION } from './events';
import { VerificationAlreadyFinished, VerificationAlreadyRequested, VerificationNotFound } from './errors';
import type { ExistingVerification, VerificationOutcome, VerificationState } from './state';
import { isFinal } from './state';

export interface CommandMeta {
  readonly correlation_id?: string;
  readonly causation_id?: string;
}

export type VerificationCommand =
  | {
      readonly type: 'RequestVerification';
      readonly data: {
        readonly kind: VerificationKind;
        readonly accountId: string;
        readonly mode: 'live' | 'test';
        readonly request: DocumentRequestedData | LicenseRequestedData;
      };
      readonly metadata: CommandMeta;
    }
  | {
      readonly type: 'StartProcessing';
      readonly data: { readonly at: string };
      readonly metadata: CommandMeta;
    }
  | {
      readonly type: 'RecordFailedAttempt';
      readonly data: {
        readonly at: string;
        readonly issue: string;
        readonly reason: string;
        readonly retryAt: string;
        /** Attempts allowed in all; the last failed one also fails the verification. */
        readonly maxAttempts: number;
      };
      readonly metadata: CommandMeta;
    }
  | {
      readonly type: 'CompleteVerification';
      readonly data: { readonly at: string; readonly outcome: VerificationOutcome };
      readonly metadata: CommandMeta;
    }
  | {
      readonly type: 'FailVerification';
      readonly data: { readonly at: string; readonly issues: readonly string[]; readonly reason: string };
      readonly metadata: CommandMeta;
    };

/** Pure: the events a command produces on a verification's current state, or a typed refusal. */
export function decide(command: VerificationCommand, state: VerificationState): VerificationEvent[] {
  if (command.type === 'RequestVerification') {
    const { kind, accountId, mode, request } = command.data;
    if (state.exists) throw new VerificationAlreadyRequested(request.verification_id);
    const metadata: EventMeta = {
      account_id: accountId,
      mode,
      schema_version: SCHEMA_VERSION,
      ...command.metadata,
    };
    return [{ type: EVENT_TYPES[kind].requested, data: request, metadata } as VerificationEvent];
  }
  const current = existing(state);
  const types = EVENT_TYPES[current.kind];
  const metadata = metaOf(current, command.metadata);
  const id = current.id;
  switch (command.type) {
    case 'StartProcessing':
      // A redelivered job resumes a verification that is already processing: nothing new to record.
      if (current.status === 'processing') return [];
      return [
        {
          type: types.started,
          data: { verification_id: id, started_at: command.data.at },
          metadata,
        } as VerificationEvent,
      ];
    case 'RecordFailedAttempt': {
      const { at, issue, reason, retryAt, maxAttempts } = command.data;
      const attempt = current.failedAttempts + 1;
      const events = [
        {
          type: types.attemptFailed,
          data: { verification_id: id, attempt, failed_at: at, issue, reason, retry_at: retryAt },
          metadata,
        } as VerificationEvent,
      ];
      if (attempt >= maxAttempts) {
        events.push({
          type: types.failed,
          data: {
            verification_id: id,
            failed_at: at,
            issues: [issue],
            reason: `gave up after ${attempt} attempts: ${reason}`,
          },
          metadata,
        } as VerificationEvent);
      }
      return events;
    }
    case 'CompleteVerification': {
      const { at, outcome } = command.data;
      return [
        {
          type: types.completed,
          data: { verification_id: id, completed_at: at, ...outcome },
          metadata,
        } as VerificationEvent,
      ];
    }
    case 'FailVerification': {
      const { at, issues, reason } = command.data;
      return [
        {
          type: types.failed,
          data: { verification_id: id, failed_at: at, issues, reason },
          metadata,
        } as VerificationEvent,
      ];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function existing(state: VerificationState): ExistingVerification {
  if (!state.exists) throw new VerificationNotFound('unknown');
  if (isFinal(state)) throw new VerificationAlreadyFinished(state.id, state.status);
  return state;
}

function metaOf(state: ExistingVerification, meta: CommandMeta): EventMeta {
  return { account_id: state.accountId, mode: state.mode, schema_version: SCHEMA_VERSION, ...meta };
}
