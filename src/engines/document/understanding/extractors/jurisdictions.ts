// US states by name and code: certificates name their jurisdiction in either form.
import { withoutUnticked } from '../normalize';

export const STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const BY_NAME: ReadonlyArray<readonly [string, RegExp]> = Object.entries(STATES)
  .sort((a, b) => b[1].length - a[1].length)
  .map(([code, name]) => [code, new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i')]);

/** A state code from a name or a code ("California", "CA", "ca") or null. */
export function stateCode(value: string): string | null {
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v) && STATES[v.toUpperCase()]) return v.toUpperCase();
  for (const [code, re] of BY_NAME) if (re.test(v)) return code;
  return null;
}

const LABEL = /\b(jurisdiction|state|issuing state|valid in)\s*:\s*(.+)/i;

/** "Certificate no. 306434  State TX": a state's code after its caption, without a colon. */
const BARE_LABEL = /\b(?:issuing\s+)?state\s+([A-Z]{2})\b(?!\s*(?:card|cards|number|no\b|#|-?\d))/i;

/**
 * The jurisdiction a certificate names: a labelled state first, then a state's name anywhere but in an
 * option left unticked ("[ ] Illinois BASSET").
 */
export function jurisdictionOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    const m = LABEL.exec(line);
    if (m) {
      const code = stateCode(m[2].split(/\s{2,}|,|\s+(county|date|id)\b/i)[0]) ?? stateCode(m[2]);
      if (code) return code;
    }
    const bare = BARE_LABEL.exec(line)?.[1];
    if (bare && bare === bare.toUpperCase() && STATES[bare]) return bare;
  }
  for (const raw of lines) {
    const line = withoutUnticked(raw);
    for (const [code, re] of BY_NAME) {
      // "Washington" alone is often a street or county name; require state-ish context for it.
      if (code === 'WA' && !/state of washington|washington state/i.test(line)) continue;
      if (re.test(line)) return code;
    }
  }
  return null;
}
