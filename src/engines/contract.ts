// The port between the worker and the processing engines. Engines are libraries: they see the request
// and the world through this contract only, never HTTP, the bus or the event store.
import type { DocumentType, OutcomeDecision } from '../shared/value-sets';

export interface PersonInput {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name?: string;
  readonly dob?: string;
}

export type EffectiveRules = Readonly<Record<string, unknown>>;

export interface DocumentJob {
  readonly verificationId: string;
  readonly accountId: string;
  readonly document: { readonly url: string; readonly type: DocumentType };
  readonly person: PersonInput;
  /** Defaults merged with the client's rules, `valid_on` already resolved to a date. */
  readonly rules: EffectiveRules;
  readonly signal?: AbortSignal;
}

export interface LicenseJob {
  readonly verificationId: string;
  readonly accountId: string;
  readonly license: { readonly type: string; readonly number: string; readonly jurisdiction?: string };
  readonly person: PersonInput;
  readonly rules: EffectiveRules;
  readonly signal?: AbortSignal;
}

/** A processed verification: the engine reached a decision. */
export interface CompletedOutcome {
  readonly kind: 'completed';
  readonly decision: OutcomeDecision;
  /** 0–100, the engine's confidence in its decision; null when the engine does not score (licenses). */
  readonly confidence: number | null;
  readonly issues: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** A permanent processing failure: retrying cannot help (unsupported format, 404, unknown jurisdiction …). */
export interface FailedOutcome {
  readonly kind: 'failed';
  /** One or more DOMAIN.md failure issues, e.g. "document could not be fetched". */
  readonly issues: readonly string[];
  /** Operator-facing detail, kept in the event, never shown to clients verbatim. */
  readonly reason: string;
}

export type EngineOutcome = CompletedOutcome | FailedOutcome;

/**
 * Thrown by an engine for a fault that may pass (network reset, 5xx, source outage, time-out).
 * The worker retries the job with backoff; after the last attempt the verification fails with `issue`.
 */
export class TransientFault extends Error {
  constructor(
    message: string,
    readonly issue: string,
  ) {
    super(message);
    this.name = 'TransientFault';
  }
}

export interface DocumentEngine {
  verify(job: DocumentJob): Promise<EngineOutcome>;
  close?(): Promise<void>;
}

export interface LicenseEngine {
  verify(job: LicenseJob): Promise<EngineOutcome>;
  close?(): Promise<void>;
}
