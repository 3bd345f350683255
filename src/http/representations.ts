// How a verification's state reads over the API (REST and GraphQL render the same objects).
import type { DocumentRequestedData, LicenseRequestedData } from '../domain/verification/events';
import type { ExistingVerification } from '../domain/verification/state';
import type { Decision } from '../shared/value-sets';
import type { WebhookDelivery, WebhookEndpoint } from '../webhooks/webhook-store';

/** flagged while undecided, failed when failed, the outcome once completed (SPEC.md §5). */
export function decisionOf(v: ExistingVerification): Decision {
  if (v.status === 'failed') return 'failed';
  if (v.status === 'completed' && v.outcome) return v.outcome.decision;
  return 'flagged';
}

const issuesOf = (v: ExistingVerification): readonly string[] | null =>
  v.status === 'completed'
    ? (v.outcome?.issues ?? [])
    : v.status === 'failed'
      ? (v.failure?.issues ?? [])
      : null;

const lifecycle = (v: ExistingVerification) => ({
  id: v.id,
  object: v.kind === 'document' ? 'document_verification' : 'license_verification',
  status: v.status,
  mode: v.mode,
  scheduled_at: v.scheduledAt,
  started_at: v.startedAt,
  completed_at: v.completedAt,
  failed_at: v.failedAt,
  external_id: v.request.external_id,
});

export function startResponse(v: ExistingVerification) {
  return {
    id: v.id,
    object: v.kind === 'document' ? 'document_verification' : 'license_verification',
    mode: v.mode,
    scheduled_at: v.scheduledAt,
    external_id: v.request.external_id,
    metadata: v.request.metadata,
  };
}

/** decision, confidence, issues, data: null until there is something to show (SPEC.md §5). */
function result(v: ExistingVerification) {
  const outcome = v.status === 'completed' ? v.outcome : null;
  return {
    decision: decisionOf(v),
    confidence: outcome ? outcome.confidence : null,
    issues: issuesOf(v),
    data: outcome ? outcome.data : null,
    rules: v.request.rules,
  };
}

export function documentVerification(v: ExistingVerification) {
  const request = v.request as DocumentRequestedData;
  return {
    ...lifecycle(v),
    document_id: request.document_id,
    document_type: request.document.type,
    metadata: request.metadata,
    ...result(v),
  };
}

export function licenseVerification(v: ExistingVerification) {
  const request = v.request as LicenseRequestedData;
  return { ...lifecycle(v), metadata: request.metadata, ...result(v), license: request.license };
}

/** The deprecated `/v1/verifications` resource; the read adds the decision fields. */
export function deprecatedVerification(v: ExistingVerification, withDecision: boolean) {
  const request = v.request as DocumentRequestedData;
  const base = {
    id: v.id,
    object: 'verification',
    uri: `/verifications/${v.id}`,
    status: v.status === 'completed' ? 'complete' : v.status,
    mode: v.mode,
    verification_type: request.document.type,
    created_at: v.scheduledAt,
    updated_at: v.updatedAt,
    document_id: request.document_id,
    person_id: request.person.person_id,
    external_id: request.external_id,
    metadata: request.metadata,
  };
  if (!withDecision) return base;
  const { confidence, ...rest } = result(v);
  return { ...base, ...rest, decision_confidence: confidence };
}

/** The deprecated POST answers with the resource as it was accepted: scheduled, no decision fields. */
export function deprecatedStartResponse(v: ExistingVerification) {
  return { ...deprecatedVerification(v, false), status: 'scheduled', updated_at: v.scheduledAt };
}

export function endpointResource(e: WebhookEndpoint) {
  return {
    id: e.id,
    object: 'webhook_endpoint',
    url: e.url,
    events: e.events,
    description: e.description,
    status: e.status,
    created_at: e.createdAt,
    disabled_at: e.disabledAt,
  };
}

/** A queued delivery goes out when its endpoint is next tried: at once, or after the endpoint's back-off. */
export function deliveryResource(d: WebhookDelivery, endpoint: WebhookEndpoint) {
  const waiting = d.status !== 'succeeded' && endpoint.status === 'enabled';
  const nextAttempt = endpoint.retryAt !== null ? new Date(endpoint.retryAt).toISOString() : d.createdAt;
  return {
    id: d.id,
    object: 'webhook_delivery',
    event_type: d.eventType,
    verification_id: d.verificationId,
    status: d.status,
    attempts: d.attempts,
    created_at: d.createdAt,
    last_attempt_at: d.lastAttemptAt,
    next_attempt_at: waiting ? nextAttempt : null,
    last_response_status: d.lastResponseStatus,
    last_error: d.lastError,
  };
}
