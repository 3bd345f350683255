// A record whose rows are signed with the giver's initials ("10/17/2026 Fluzone Lot CJ698 DP") and whose
// key spells them out ("Initials / signature key", "GH Greta Halloran, RN   DP Derek Palomino, LPN";
// "Given-by key: MT = Malik Thompson, LPN"): the initials name the person who gave the dose.

/** A key's heading: "Initials / signature key", "Given-by key:", "Key to initials", "Vaccinator legend". */
const KEY_HEADING =
  /\b(?:initials?|signatures?|given[-\s]*by|administered[-\s]*by|vaccinators?|staff|nurses?)\b[^\n]{0,24}\b(?:key|legend)\b|\b(?:key|legend)\s+(?:to|of)\s+(?:initials|signatures)\b/i;

/** "GH Greta Halloran, RN", "JR = Jenna Ruiz, RN", "GH | Greta Halloran": initials, then a name. */
const KEY_ENTRY =
  /(?:^|[\s|:;,])([A-Z]{2,3})\s*(?:[|=:–—-]\s*)?((?:Dr\.? )?[A-Z][a-z'’-]+(?: [A-Z]\.?)?(?: [A-Z][a-z'’-]+){1,2})/g;

/** Lines of the key after its heading. */
const KEY_LINES_AFTER = 6;

/** Whether `initials` are the first letters of the name's first and last words ("GH" for Greta Halloran). */
function initialsOf(initials: string, name: string): boolean {
  const words = name.replace(/^Dr\.?\s+/, '').split(/\s+/);
  const first = words[0][0];
  const last = words[words.length - 1][0];
  return initials[0] === first && initials[initials.length - 1] === last;
}

/** The page's key from initials to the names they stand for. */
export function initialsKey(lines: readonly string[]): ReadonlyMap<string, string> {
  const key = new Map<string, string>();
  lines.forEach((line, i) => {
    if (!KEY_HEADING.test(line)) return;
    // A stamp or a signature may stand between the key's lines.
    for (let k = i; k < Math.min(lines.length, i + 1 + KEY_LINES_AFTER); k++) {
      for (const m of lines[k].matchAll(KEY_ENTRY)) if (initialsOf(m[1], m[2])) key.set(m[1], m[2]);
    }
  });
  return key;
}

/** The person a row's initials stand for: the last initials in `text` that the key spells out. */
export function keyedGiver(text: string, key: ReadonlyMap<string, string>): string | null {
  if (key.size === 0) return null;
  const named = [...text.matchAll(/\b[A-Z]{2,3}\b/g)].map((m) => key.get(m[0])).filter((n) => n);
  return named[named.length - 1] ?? null;
}
