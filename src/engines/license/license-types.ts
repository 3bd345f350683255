// License type codes: the aliases boards and clients use, and which codes name the same credential.
// Comparisons always go through `canonicalLicenseType`, so "Registered Nurse", "R.N." and "rn" agree.

const ALIASES: Readonly<Record<string, string>> = {
  'REGISTERED NURSE': 'RN',
  'REGISTERED PROFESSIONAL NURSE': 'RN',
  'LICENSED PRACTICAL NURSE': 'LPN',
  'PRACTICAL NURSE': 'LPN',
  PN: 'LPN',
  'LICENSED VOCATIONAL NURSE': 'LVN',
  'VOCATIONAL NURSE': 'LVN',
  'CERTIFIED NURSE AIDE': 'CNA',
  'CERTIFIED NURSING ASSISTANT': 'CNA',
  'NURSE AIDE': 'CNA',
  'ADVANCED PRACTICE REGISTERED NURSE': 'APRN',
  'NURSE PRACTITIONER': 'NP',
  ARNP: 'NP',
  CRNP: 'NP',
  'CERTIFIED REGISTERED NURSE ANESTHETIST': 'CRNA',
  'CLINICAL NURSE SPECIALIST': 'CNS',
  'CERTIFIED NURSE MIDWIFE': 'CNM',
  PHYSICIAN: 'MD',
  'MEDICAL DOCTOR': 'MD',
  'DOCTOR OF MEDICINE': 'MD',
  'PHYSICIAN AND SURGEON': 'MD',
  'DOCTOR OF OSTEOPATHY': 'DO',
  'OSTEOPATHIC PHYSICIAN': 'DO',
  'PHYSICIAN ASSISTANT': 'PA',
  'PA C': 'PA',
  'PHYSICAL THERAPIST': 'PT',
  'PHYSICAL THERAPIST ASSISTANT': 'PTA',
  'RESPIRATORY THERAPIST': 'RT',
  'RESPIRATORY CARE PRACTITIONER': 'RT',
  RRT: 'RT',
  CRT: 'RT',
  RCP: 'RT',
  RPH: 'PHARMACIST',
  'REGISTERED PHARMACIST': 'PHARMACIST',
  'EMERGENCY MEDICAL TECHNICIAN': 'EMT',
  'EMT B': 'EMT',
  'EMT BASIC': 'EMT',
  PARAMEDIC: 'EMT',
};

// Codes that name one credential under different state vocabularies (LPN in most states, LVN in CA/TX)
// or a credential and its specialities (an NP, CRNA, CNS or CNM license is an APRN license).
const FAMILIES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['LPN', 'LVN']),
  new Set(['APRN', 'NP', 'CRNA', 'CNS', 'CNM']),
];

export function canonicalLicenseType(raw: string): string {
  const words = raw
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  return ALIASES[words] ?? words.replace(/ /g, '');
}

export function typesCompatible(requested: string, candidate: string): boolean {
  if (requested === candidate) return true;
  return FAMILIES.some((family) => family.has(requested) && family.has(candidate));
}

/** The type and the codes that name the same credential (LVN for LPN, the APRN roles for APRN). */
export function compatibleTypes(type: string): string[] {
  const family = FAMILIES.find((members) => members.has(type));
  return family ? [type, ...[...family].filter((member) => member !== type)] : [type];
}

/** Whether a record standing for `types` can be the requested type; unknown types never conflict. */
export function recordFitsType(requested: string, types: readonly string[]): boolean {
  return types.length === 0 || types.some((type) => typesCompatible(requested, type));
}
