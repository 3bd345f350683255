// The webhook event types of SPEC.md §7 and the payload each one carries. Names live in one `as const`
// list from which validation, the OpenAPI enum check and the selection of deliveries derive.
import { createHash } from 'node:crypto';
import type {
  DocumentRequestedData,
  LicenseRequestedData,
  VerificationKind,
} from '../domain/verification/events';
import type { ExistingVerification } from '../domain/verification/state';
import { decisionOf, deprecatedVerification } from '../http/representations';

export const WEBHOOK_EVENT_TYPES = [
  'document_verification.completed',
  'document_verification.failed',
  'license_verification.completed',
  'license_verification.failed',
  'verification.completed',
  'verification.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

export type Outcome = 'completed' | 'failed';

/** The event types one outcome raises; the deprecated names exist for document verifications only. */
export function eventTypesOf(kind: VerificationKind, outcome: Outcome): WebhookEventType[] {
  return kind === 'document'
    ? [`document_verification.${outcome}`, `verification.${outcome}`]
    : [`license_verification.${outcome}`];
}

/** `webhook-id`: the same for every attempt of one outcome to one endpoint, so receivers can deduplicate. */
export function deliveryId(endpointId: string, type: WebhookEventType, verificationId: string): string {
  const digest = createHash('sha256').update(`${endpointId}\n${type}\n${verificationId}`).digest('hex');
  return `msg_${digest.slice(0, 32)}`;
}

export const DELIVERY_ID_PATTERN = /^msg_[0-9a-f]{32}$/;

/** The JSON body of one delivery: serialised once and sent byte for byte on every attempt (it is signed). */
export function webhookPayload(type: WebhookEventType, v: ExistingVerification): string {
  const timestamp = (v.status === 'failed' ? v.failedAt : v.completedAt) ?? v.updatedAt;
  return JSON.stringify({ type, timestamp, data: payloadData(type, v) });
}

function payloadData(type: WebhookEventType, v: ExistingVerification) {
  const outcome = v.status === 'completed' ? v.outcome : null;
  const issues = v.status === 'failed' ? (v.failure?.issues ?? []) : (outcome?.issues ?? []);
  if (type.startsWith('verification.')) {
    // The deprecated resource with its decision fields but without the bulky ones (data, rules).
    return {
      ...deprecatedVerification(v, false),
      decision: decisionOf(v),
      decision_confidence: outcome ? outcome.confidence : null,
      issues,
    };
  }
  const common = {
    id: v.id,
    object: v.kind === 'document' ? 'document_verification' : 'license_verification',
    mode: v.mode,
    status: v.status,
    decision: decisionOf(v),
    confidence: outcome ? outcome.confidence : null,
    issues,
  };
  if (v.kind === 'document')
    return {
      ...common,
      document_type: (v.request as DocumentRequestedData).document.type,
      external_id: v.request.external_id,
    };
  return {
    ...common,
    license_type: (v.request as LicenseRequestedData).license.type,
    external_id: v.request.external_id,
  };
}
