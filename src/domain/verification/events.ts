// The lifecycle events of both aggregates. Names live in one `as const` table from which the type
// guards and the subscription filters derive, so the catalogue and the code cannot drift apart.
import type { DocumentType, Mode, OutcomeDecision } from '../../shared/value-sets';

export const VERIFICATION_KINDS = ['document', 'license'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const EVENT_TYPES = {
  document: {
    requested: 'DocumentVerificationRequested',
    started: 'DocumentVerificationStarted',
    attemptFailed: 'DocumentVerificationAttemptFailed',
    completed: 'DocumentVerificationCompleted',
    failed: 'DocumentVerificationFailed',
  },
  license: {
    requested: 'LicenseVerificationRequested',
    started: 'LicenseVerificationStarted',
    attemptFailed: 'LicenseVerificationAttemptFailed',
    completed: 'LicenseVerificationCompleted',
    failed: 'LicenseVerificationFailed',
  },
} as const;

export type LifecycleStep = keyof (typeof EVENT_TYPES)['document'];
export type VerificationEventType = (typeof EVENT_TYPES)[VerificationKind][LifecycleStep];

export const VERIFICATION_EVENT_TYPES: readonly VerificationEventType[] = VERIFICATION_KINDS.flatMap((kind) =>
  Object.values(EVENT_TYPES[kind]),
);

/** Every event type currently written carries this schema version. */
export const SCHEMA_VERSION = 1;

export const streamName = (kind: VerificationKind, id: string): string => `${kind}_verification-${id}`;

export interface PersonData {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name: string | null;
  readonly dob: string | null;
  readonly external_id: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The person's external_id, else an id the service gives the person (deprecated `person_id`). */
  readonly person_id: string;
}

export interface SandboxData {
  readonly status?: 'scheduled' | 'processing' | 'completed' | 'failed';
  readonly decision?: OutcomeDecision | 'failed';
  readonly confidence?: number;
  readonly issues?: readonly string[];
  readonly data?: Readonly<Record<string, unknown>>;
}

interface RequestedCommon {
  readonly verification_id: string;
  readonly person: PersonData;
  readonly external_id: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Effective rules: the type's defaults merged with the client's, `valid_on` resolved. */
  readonly rules: Readonly<Record<string, unknown>>;
  readonly sandbox: SandboxData | null;
  readonly scheduled_at: string;
}

export interface DocumentRequestedData extends RequestedCommon {
  readonly document_id: string;
  readonly document: {
    readonly url: string;
    readonly type: DocumentType;
    readonly external_id: string | null;
    readonly metadata: Readonly<Record<string, unknown>>;
  };
  /** Which endpoint started it: the current one or the deprecated `/v1/verifications`. */
  readonly requested_via: 'document-verifications' | 'verifications';
}

export interface LicenseRequestedData extends RequestedCommon {
  readonly license: {
    readonly type: string;
    readonly number: string;
    readonly jurisdiction: string | null;
    readonly external_id: string | null;
    readonly metadata: Readonly<Record<string, unknown>>;
  };
}

export interface StartedData {
  readonly verification_id: string;
  readonly started_at: string;
}

export interface AttemptFailedData {
  readonly verification_id: string;
  readonly attempt: number;
  readonly failed_at: string;
  readonly issue: string;
  readonly reason: string;
  readonly retry_at: string;
}

export interface CompletedData {
  readonly verification_id: string;
  readonly completed_at: string;
  readonly decision: OutcomeDecision;
  readonly confidence: number | null;
  readonly issues: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

export interface FailedData {
  readonly verification_id: string;
  readonly failed_at: string;
  readonly issues: readonly string[];
  /** Operator-facing cause; never shown to clients. */
  readonly reason: string;
}

export interface EventMeta {
  readonly account_id: string;
  readonly mode: Mode;
  readonly schema_version: number;
  readonly correlation_id?: string;
  readonly causation_id?: string;
}

type Ev<T extends string, D> = { readonly type: T; readonly data: D; readonly metadata: EventMeta };

type KindEvents<K extends VerificationKind, R> =
  | Ev<(typeof EVENT_TYPES)[K]['requested'], R>
  | Ev<(typeof EVENT_TYPES)[K]['started'], StartedData>
  | Ev<(typeof EVENT_TYPES)[K]['attemptFailed'], AttemptFailedData>
  | Ev<(typeof EVENT_TYPES)[K]['completed'], CompletedData>
  | Ev<(typeof EVENT_TYPES)[K]['failed'], FailedData>;

export type DocumentVerificationEvent = KindEvents<'document', DocumentRequestedData>;
export type LicenseVerificationEvent = KindEvents<'license', LicenseRequestedData>;
export type VerificationEvent = DocumentVerificationEvent | LicenseVerificationEvent;

const STEP_BY_TYPE = new Map<string, { kind: VerificationKind; step: LifecycleStep }>(
  VERIFICATION_KINDS.flatMap((kind) =>
    (Object.keys(EVENT_TYPES[kind]) as LifecycleStep[]).map(
      (step) => [EVENT_TYPES[kind][step], { kind, step }] as const,
    ),
  ),
);

export const isVerificationEvent = (event: { type: string }): event is VerificationEvent =>
  STEP_BY_TYPE.has(event.type);

/** The kind and lifecycle step of a verification event type. */
export function stepOf(type: VerificationEventType): { kind: VerificationKind; step: LifecycleStep } {
  const found = STEP_BY_TYPE.get(type);
  if (!found) throw new Error(`not a verification event: ${type}`);
  return found;
}
