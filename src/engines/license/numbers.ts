// License number normalisation. Boards print the same number as "RN 0123456", "rn-123456" or "123.456";
// all comparisons (registry key, NPI taxonomy match) use the normalised key so the forms agree.

// Prefixes stripped only when a digit follows, so alphanumeric numbers ("G12345", "A-998") keep their
// letters: those letters are part of the number, while these name the credential (or Florida's board
// codes ME/OS/PS), and a board may print them or not.
const TYPE_PREFIXES = [
  'APRN',
  'ARNP',
  'CRNA',
  'PHARM',
  'LPN',
  'LVN',
  'CNA',
  'RPH',
  'RRT',
  'EMT',
  'RN',
  'PN',
  'VN',
  'NP',
  'MD',
  'DO',
  'ME',
  'OS',
  'PA',
  'PT',
  'RT',
].sort((a, b) => b.length - a.length);

const PREFIX_PATTERN = new RegExp(`^(?:${TYPE_PREFIXES.join('|')})(?=\\d)`);

/** The comparable form of a license number; empty when nothing number-like is left. */
export function normaliseLicenseNumber(raw: string): string {
  const compact = raw
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const unprefixed = compact.replace(PREFIX_PATTERN, '');
  const trimmed = unprefixed.replace(/^0+(?=[0-9A-Z])/, '');
  return trimmed;
}
