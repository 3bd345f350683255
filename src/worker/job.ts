import type { VerificationKind } from '../domain/verification/events';
import { VERIFICATION_KINDS } from '../domain/verification/events';

/** The message on `verification.requested`: which verification to process. */
export interface VerificationJob {
  readonly verification_id: string;
  readonly kind: VerificationKind;
}

export function parseJob(value: Readonly<Record<string, unknown>>): VerificationJob | null {
  const { verification_id, kind } = value;
  if (typeof verification_id !== 'string' || !(VERIFICATION_KINDS as readonly unknown[]).includes(kind))
    return null;
  return { verification_id, kind: kind as VerificationKind };
}
