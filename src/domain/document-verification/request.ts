import type { DocumentType } from '../../shared/value-sets';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../rules';
import type { DocumentRequestedData } from '../verification/events';
import type { ClientReference, RequestContext, StartInput } from '../verification/request';
import { personData } from '../verification/request';

export interface DocumentVerificationInput extends StartInput {
  readonly document: ClientReference & { readonly url: string; readonly type: DocumentType };
}

/** The Requested event's data for a validated document request. Pure: ids and time come in. */
export function documentRequestedData(
  input: DocumentVerificationInput,
  context: RequestContext,
  requestedVia: DocumentRequestedData['requested_via'],
): DocumentRequestedData {
  return {
    verification_id: context.verificationId,
    document_id: context.newId(),
    document: {
      url: input.document.url,
      type: input.document.type,
      external_id: input.document.external_id ?? null,
      metadata: input.document.metadata ?? {},
    },
    person: personData(input.person, context.newId),
    external_id: input.external_id ?? null,
    metadata: input.metadata ?? {},
    rules: effectiveRules(DOCUMENT_RULE_DEFAULTS[input.document.type], input.rules, context.now.slice(0, 10)),
    sandbox: input.sandbox && Object.keys(input.sandbox).length > 0 ? input.sandbox : null,
    scheduled_at: context.now,
    requested_via: requestedVia,
  };
}
