// Sandbox outcomes (SPEC.md §4): a test-mode verification with `sandbox` skips the engines but still runs
// through the same events and workers. Unset fields get defaults that look like a real answer.
import type { CompletedOutcome } from '../engines/contract';
import type { DocumentRequestedData, LicenseRequestedData, SandboxData } from '../domain/verification/events';
import { isDocumentRequest } from '../domain/verification/state';

export const isSandboxed = (sandbox: SandboxData | null): sandbox is SandboxData =>
  sandbox !== null && Object.keys(sandbox).length > 0;

export function sandboxOutcome(
  request: DocumentRequestedData | LicenseRequestedData,
  sandbox: SandboxData,
): CompletedOutcome {
  const decision =
    sandbox.decision === undefined || sandbox.decision === 'failed' ? 'accepted' : sandbox.decision;
  const issues = [...new Set(sandbox.issues ?? [])];
  const document = isDocumentRequest(request);
  return {
    kind: 'completed',
    decision,
    confidence: sandbox.confidence ?? 100,
    issues,
    data: { ...(document ? documentData(request) : licenseData(request)), ...(sandbox.data ?? {}) },
  };
}

export const sandboxFailureIssues = (sandbox: SandboxData): string[] =>
  sandbox.issues && sandbox.issues.length > 0 ? [...new Set(sandbox.issues)] : ['processing error'];

function fullName(request: DocumentRequestedData | LicenseRequestedData): string {
  const { first_name, middle_name, last_name } = request.person;
  return [first_name, middle_name, last_name].filter(Boolean).join(' ');
}

function documentData(request: DocumentRequestedData): Record<string, unknown> {
  const name = fullName(request);
  const dob = request.person.dob;
  return {
    person: {
      name: { source: name, extracted: name, status: 'match' },
      dob: { source: dob, extracted: dob, status: dob ? 'match' : 'not_present' },
    },
  };
}

function licenseData(request: LicenseRequestedData): Record<string, unknown> {
  const name = fullName(request);
  return {
    person: { name: { source: name, extracted: name, status: 'match' } },
    licenses: [
      {
        jurisdiction: request.license.jurisdiction,
        number: request.license.number,
        type: request.license.type,
        status: 'active',
        source_status: 'Active',
        issue_date: null,
        expiration_date: null,
        discipline: false,
        source: 'sandbox',
        proof: null,
      },
    ],
  };
}
