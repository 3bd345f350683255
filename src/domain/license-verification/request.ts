import { LICENSE_RULE_DEFAULTS, effectiveRules } from '../rules';
import type { LicenseRequestedData } from '../verification/events';
import type { ClientReference, RequestContext, StartInput } from '../verification/request';
import { personData } from '../verification/request';

export interface LicenseVerificationInput extends StartInput {
  readonly license: ClientReference & {
    readonly type: string;
    readonly number: string;
    readonly jurisdiction?: string;
  };
}

/** The Requested event's data for a validated license request. Codes are kept upper-case, as sources write them. */
export function licenseRequestedData(
  input: LicenseVerificationInput,
  context: RequestContext,
): LicenseRequestedData {
  return {
    verification_id: context.verificationId,
    license: {
      type: input.license.type.toUpperCase(),
      number: input.license.number,
      jurisdiction: input.license.jurisdiction ? input.license.jurisdiction.toUpperCase() : null,
      external_id: input.license.external_id ?? null,
      metadata: input.license.metadata ?? {},
    },
    person: personData(input.person, context.newId),
    external_id: input.external_id ?? null,
    metadata: input.metadata ?? {},
    rules: effectiveRules(LICENSE_RULE_DEFAULTS, input.rules, context.now.slice(0, 10)),
    sandbox: input.sandbox && Object.keys(input.sandbox).length > 0 ? input.sandbox : null,
    scheduled_at: context.now,
  };
}
