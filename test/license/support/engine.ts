// Wiring for engine and connector tests: the real guarded fetch, allowed to reach the local NPPES stand-in.
import { guardedFetch } from '../../../src/shared/http/guarded-fetch';
import type { SourceFetch } from '../../../src/engines/license/sources/errors';
import type { LicenseJob } from '../../../src/engines/contract';

export const localFetch: SourceFetch = (url, options) =>
  guardedFetch(url, { ...options, allowedHosts: ['127.0.0.1'] });

let counter = 0;

export function licenseJob(over: {
  license?: Partial<LicenseJob['license']>;
  person?: Partial<LicenseJob['person']>;
  rules?: Record<string, unknown>;
  accountId?: string;
  verificationId?: string;
}): LicenseJob {
  counter += 1;
  return {
    verificationId: over.verificationId ?? `0190a1b2-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    accountId: over.accountId ?? 'acme',
    license: { type: 'RN', number: '100001', jurisdiction: 'CA', ...over.license },
    person: { first_name: 'Jane', last_name: 'Doe', ...over.person },
    rules: { valid_on: '2026-11-21', allow_probation: false, require_name_match: true, ...over.rules },
  };
}
