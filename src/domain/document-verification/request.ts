import type { DocumentType } from '../../shared/value-sets';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../rules';
import type { DocumentRequestedData, PersonData, SandboxData } from '../verification/events';

export interface PersonInput {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name?: string;
  readonly dob?: string;
  readonly external_id?: string;
  readonly metadata?: Record<string, unknown>;
}

export interface DocumentVerificationInput {
  readonly document: {
    readonly url: string;
    readonly type: DocumentType;
    readonly external_id?: string;
    readonly metadata?: Record<string, unknown>;
  };
  readonly person: PersonInput;
  readonly external_id?: string;
  readonly metadata?: Record<string, unknown>;
  readonly rules?: Record<string, unknown>;
  readonly sandbox?: SandboxData;
}

export interface RequestContext {
  readonly verificationId: string;
  readonly newId: () => string;
  /** RFC 3339 time of acceptance. */
  readonly now: string;
}

export function personData(person: PersonInput, newId: () => string): PersonData {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    middle_name: person.middle_name || null,
    dob: person.dob ?? null,
    external_id: person.external_id ?? null,
    metadata: person.metadata ?? {},
    person_id: person.external_id ?? newId(),
  };
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
