import type { Mode, OutcomeDecision, Status } from '../../shared/value-sets';
import type {
  AttemptFailedData,
  CompletedData,
  DocumentRequestedData,
  FailedData,
  LicenseRequestedData,
  StartedData,
  VerificationEvent,
  VerificationKind,
} from './events';
import { stepOf } from './events';

export interface VerificationOutcome {
  readonly decision: OutcomeDecision;
  readonly confidence: number | null;
  readonly issues: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

interface Known {
  readonly exists: true;
  readonly kind: VerificationKind;
  readonly id: string;
  readonly accountId: string;
  readonly mode: Mode;
  readonly status: Status;
  readonly request: DocumentRequestedData | LicenseRequestedData;
  readonly scheduledAt: string;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  readonly failedAt: string | null;
  /** Time of the last change (deprecated `updated_at`). */
  readonly updatedAt: string;
  readonly failedAttempts: number;
  readonly outcome: VerificationOutcome | null;
  readonly failure: { readonly issues: readonly string[]; readonly reason: string } | null;
}

export type VerificationState = Known | { readonly exists: false };

export type ExistingVerification = Known;

export const initialState: VerificationState = { exists: false };

export const isFinal = (state: VerificationState): boolean =>
  state.exists && (state.status === 'completed' || state.status === 'failed');

export const isDocumentRequest = (
  request: DocumentRequestedData | LicenseRequestedData,
): request is DocumentRequestedData => 'document' in request;

/** Pure and total: an event that does not fit the state is ignored, so every stream always replays. */
export function evolve(state: VerificationState, event: VerificationEvent): VerificationState {
  const { kind, step } = stepOf(event.type);
  if (step === 'requested') {
    if (state.exists) return state;
    const request = event.data as DocumentRequestedData | LicenseRequestedData;
    return {
      exists: true,
      kind,
      id: request.verification_id,
      accountId: event.metadata.account_id,
      mode: event.metadata.mode,
      status: 'scheduled',
      request,
      scheduledAt: request.scheduled_at,
      startedAt: null,
      completedAt: null,
      failedAt: null,
      updatedAt: request.scheduled_at,
      failedAttempts: 0,
      outcome: null,
      failure: null,
    };
  }
  if (!state.exists || isFinal(state)) return state;
  switch (step) {
    case 'started': {
      const data = event.data as StartedData;
      return {
        ...state,
        status: 'processing',
        startedAt: state.startedAt ?? data.started_at,
        updatedAt: data.started_at,
      };
    }
    case 'attemptFailed': {
      const data = event.data as AttemptFailedData;
      return { ...state, failedAttempts: state.failedAttempts + 1, updatedAt: data.failed_at };
    }
    case 'completed': {
      const data = event.data as CompletedData;
      return {
        ...state,
        status: 'completed',
        completedAt: data.completed_at,
        updatedAt: data.completed_at,
        outcome: {
          decision: data.decision,
          confidence: data.confidence,
          issues: data.issues,
          data: data.data,
        },
      };
    }
    case 'failed': {
      const data = event.data as FailedData;
      return {
        ...state,
        status: 'failed',
        failedAt: data.failed_at,
        updatedAt: data.failed_at,
        failure: { issues: data.issues, reason: data.reason },
      };
    }
    default: {
      const unreachable: never = step;
      return unreachable;
    }
  }
}

export const fold = (events: readonly VerificationEvent[]): VerificationState =>
  events.reduce(evolve, initialState);
