// What every start request carries, whatever it verifies: the person, the client's references, rules
// and sandbox. The document and license requests extend it with their subject.
import type { PersonData, SandboxData } from './events';

export interface ClientReference {
  readonly external_id?: string;
  readonly metadata?: Record<string, unknown>;
}

export interface PersonInput extends ClientReference {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name?: string;
  readonly dob?: string;
}

export interface StartInput extends ClientReference {
  readonly person: PersonInput;
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
