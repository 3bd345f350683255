// Evidence: the primary-source answers a license decision rests on, kept immutable and hashed so the
// proof a client is shown can be checked later against what the source said at the time.

/** One captured source answer. `request`/`response` are JSON values (parsed bodies, record rows). */
export interface EvidenceRecord {
  /** Which source answered, e.g. "license registry" or "nppes npi registry". */
  readonly source: string;
  /** RFC 3339 UTC time of the answer, from the engine's clock. */
  readonly captured_at: string;
  readonly request: unknown;
  readonly response: unknown;
}

export interface StoredEvidence {
  readonly verificationId: string;
  readonly n: number;
  readonly source: string;
  readonly capturedAt: string;
  /** Hex SHA-256 of `bytes`. */
  readonly sha256: string;
  /** The canonical JSON bytes of the record, exactly as stored and hashed. */
  readonly bytes: Buffer;
  readonly record: EvidenceRecord;
}

export interface EvidenceStore {
  /**
   * Appends a record for the verification and returns its number n (1, 2, …). Records are never
   * changed: a re-run of the verification appends its new captures (the source may answer differently
   * later, and both answers stay on file), while a byte-identical record is stored once and its n reused.
   * Throws when the verification's evidence already belongs to another account.
   */
  put(accountId: string, verificationId: string, record: EvidenceRecord): Promise<number>;
  /** The record, only to the account that owns the verification; null otherwise (indistinguishable). */
  get(accountId: string, verificationId: string, n: number): Promise<StoredEvidence | null>;
  /** The verification's records in order, for the same account only. */
  list(accountId: string, verificationId: string): Promise<StoredEvidence[]>;
  close(): Promise<void>;
}

export const proofPath = (verificationId: string, n: number): string =>
  `/v1/license-verifications/${verificationId}/evidence/${n}`;
