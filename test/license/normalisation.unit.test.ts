import {
  canonicalLicenseType,
  compatibleTypes,
  typesCompatible,
} from '../../src/engines/license/license-types';
import { normaliseLicenseNumber } from '../../src/engines/license/numbers';
import { normaliseStatus } from '../../src/engines/license/status';
import { taxonomyLicenseTypes } from '../../src/engines/license/sources/npi/taxonomy';

describe('status mapping', () => {
  it.each([
    ['Active', 'active'],
    ['Clear/Active', 'active'],
    ['Current/Active', 'active'],
    ['CLEAR / ACTIVE', 'active'],
    ['Delinquent', 'expired'],
    ['Lapsed', 'expired'],
    ['Expired', 'expired'],
    ['Null and Void', 'expired'],
    ['Probation', 'probation'],
    ['Active with restrictions', 'probation'],
    ['Active - Probation', 'probation'],
    ['Suspended', 'suspended'],
    ['Administrative Suspension', 'suspended'],
    ['Revoked', 'revoked'],
    ['Administrative Revocation', 'revoked'],
    ['Authority Void', 'revoked'],
    ['Surrendered', 'surrendered'],
    ['Voluntary surrender', 'surrendered'],
    ['Inactive', 'inactive'],
    ['Clear/Inactive', 'inactive'],
    ['Retired', 'inactive'],
    ['Closed', 'inactive'],
    ['Deceased', 'inactive'],
    ['Active - Unencumbered', 'active'],
    ['Registered', 'active'],
    ['Registered through 05/31/2027', 'active'],
    ['REGISTERED', 'active'],
    ['Not Registered', 'inactive'],
    ['Not registered - may not practice', 'inactive'],
    ['Unregistered', 'inactive'],
    ['Registration expired', 'expired'],
    ['Lapsed', 'expired'],
    ['Delinquent/Active', 'expired'],
    ['Current/Inactive', 'inactive'],
    ['Probation/Restriction', 'probation'],
    ['Encumbered', 'probation'],
    ['Active - Encumbered', 'probation'],
    ['Active, Multistate', 'active'],
    ['Agreement to refrain from practice', 'suspended'],
    ['Emergency Suspension', 'suspended'],
    ['Relinquished', 'surrendered'],
    ['Cancelled', 'inactive'],
    ['Abuse finding', 'revoked'],
    ['Pending review', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (word, status) => {
    expect(normaliseStatus(word)).toBe(status);
  });
});

describe('license number normalisation', () => {
  it.each([
    ['123456', '123456'],
    ['RN 123456', '123456'],
    ['rn-0123456', '123456'],
    ['RN0123456', '123456'],
    ['12.345-6', '123456'],
    [' 00123 456 ', '123456'],
    ['ME 98765', '98765'],
    ['APRN-00042', '42'],
    ['G12345', 'G12345'],
    ['g-12345', 'G12345'],
    ['A 00998', 'A00998'],
    ['0000', '0'],
    ['RN', 'RN'],
    ['---', ''],
  ])('%s → %s', (raw, key) => {
    expect(normaliseLicenseNumber(raw)).toBe(key);
  });
});

describe('license types', () => {
  it.each([
    ['rn', 'RN'],
    ['Registered Nurse', 'RN'],
    ['R.N.', 'RN'],
    ['Licensed Vocational Nurse', 'LVN'],
    ['PA-C', 'PA'],
    ['RPh', 'PHARMACIST'],
    ['pharmacist', 'PHARMACIST'],
  ])('%s → %s', (raw, code) => {
    expect(canonicalLicenseType(raw)).toBe(code);
  });

  it('treats LPN/LVN and the APRN roles as one credential', () => {
    expect(typesCompatible('LPN', 'LVN')).toBe(true);
    expect(typesCompatible('APRN', 'NP')).toBe(true);
    expect(typesCompatible('RN', 'LPN')).toBe(false);
    expect(compatibleTypes('LVN')).toEqual(['LVN', 'LPN']);
    expect(compatibleTypes('RN')).toEqual(['RN']);
  });

  it.each([
    ['163W00000X', 'Registered Nurse', 'RN', ['RN']],
    ['163WP0808X', 'Registered Nurse, Psych/Mental Health', 'RN', ['RN']],
    ['164W00000X', 'Licensed Practical Nurse', 'LPN', ['LPN']],
    ['363LF0000X', 'Nurse Practitioner, Family', 'NP', ['NP']],
    ['207R00000X', 'Internal Medicine', 'M.D.', ['MD']],
    ['207R00000X', 'Internal Medicine', 'D.O.', ['DO']],
    ['207R00000X', 'Internal Medicine', null, ['MD', 'DO']],
    ['183500000X', 'Pharmacist', 'PharmD', ['PHARMACIST']],
    ['999X00000X', 'Registered Nurse', null, ['RN']],
    ['111N00000X', 'Chiropractor', 'DC', []],
  ])('taxonomy %s (%s, %s) → %j', (code, desc, credential, types) => {
    expect(taxonomyLicenseTypes(code, desc, credential)).toEqual(types);
  });
});
