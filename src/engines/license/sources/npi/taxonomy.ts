// NUCC taxonomy codes (as the NPI registry lists them under `taxonomies[]`) mapped to license type codes.
// Specialities share their group's prefix (163W… are all registered nurses), so the longest listed prefix
// decides; the description is the fallback for codes outside the table.
const BY_CODE_PREFIX: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['163W', ['RN']],
  ['164W', ['LPN']],
  ['164X', ['LVN']],
  ['363L', ['NP']],
  ['3675', ['CRNA']],
  ['364S', ['CNS']],
  ['367A', ['CNM']],
  ['363A', ['PA']],
  ['2251', ['PT']],
  ['2252', ['PTA']],
  ['2278', ['RT']],
  ['2279', ['RT']],
  ['1835', ['PHARMACIST']],
  ['146N', ['EMT']],
  ['146M', ['EMT']],
  ['146L', ['EMT']],
  ['376K', ['CNA']],
  // Allopathic and osteopathic physicians share one taxonomy; the credential tells them apart.
  ['20', ['MD', 'DO']],
];

const BY_DESCRIPTION: ReadonlyArray<readonly [RegExp, string]> = [
  [/nurse practitioner/i, 'NP'],
  [/nurse anesthetist/i, 'CRNA'],
  [/clinical nurse specialist/i, 'CNS'],
  [/licensed practical nurse/i, 'LPN'],
  [/licensed vocational nurse/i, 'LVN'],
  [/registered nurse/i, 'RN'],
  [/physician assistant/i, 'PA'],
  [/physical therapy assistant/i, 'PTA'],
  [/physical therapist/i, 'PT'],
  [/respiratory therapist/i, 'RT'],
  [/pharmacist/i, 'PHARMACIST'],
  [/emergency medical technician|paramedic/i, 'EMT'],
  [/nurse'?s? aide|nursing assistant/i, 'CNA'],
];

/** Physician credentials as NPPES spells them ("M.D.", "MD", "D.O."). */
function physicianTypes(credential: string | null | undefined): readonly string[] {
  const words = new Set(
    (credential ?? '')
      .toUpperCase()
      .replace(/\./g, '')
      .split(/[^A-Z0-9]+/),
  );
  const found = ['MD', 'DO'].filter((type) => words.has(type));
  return found.length > 0 ? found : ['MD', 'DO'];
}

/** The license types a taxonomy entry stands for; empty when it maps to none the engine knows. */
export function taxonomyLicenseTypes(
  code: string | null | undefined,
  description: string | null | undefined,
  credential: string | null | undefined,
): readonly string[] {
  const normalised = (code ?? '').trim().toUpperCase();
  const byCode = BY_CODE_PREFIX.filter(([prefix]) => normalised.startsWith(prefix)).sort(
    ([a], [b]) => b.length - a.length,
  )[0];
  if (byCode) return byCode[1].includes('MD') ? physicianTypes(credential) : byCode[1];
  const byDescription = BY_DESCRIPTION.find(([pattern]) => pattern.test(description ?? ''));
  return byDescription ? [byDescription[1]] : [];
}
