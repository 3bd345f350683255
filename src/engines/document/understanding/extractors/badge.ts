// Partner staffing-platform credential badges.
import type { TextDoc } from '../normalize';
import { clean, dateAfterLabel, findLabel, identifierIn } from '../fields';
import type { BadgeData } from '../types';
import { dateByLayout, idByLayout } from '../layout-fields';

const ID = /\b(badge|credential|member|worker|profile)\s*(id|#|no\.?|number)|\bid\s*(#|no\.?|number)?\s*:/i;
const ID_WORDS =
  /\b(badge|credential|member|worker|profile)\s*(id|#|no\.?|number)\b|\bid\s*(#|no\.?|number)\b/i;
const ISSUER = /\b(issued by|issuer|issuing (platform|organization|partner)|platform|partner)\b/i;
const ROLE = /\b(role|position|discipline|specialty|credential type|profession|title)\b/i;
const ISSUED =
  /\b(issue(d)?\s*(date|on)?|date\s*(of\s*)?issue|verified on|member since|effective(\s*date)?)\b/i;
const EXPIRES =
  /\b(expir(es|ation|y)(\s*date)?|exp\.?\s*date|valid\s*(through|thru|until|to)|good\s*through|renew(al)?\s*(by|date))\b/i;
const STATUS = /\b(badge\s+)?status\s*:?\s*([A-Za-z-]+(?:\s+[A-Za-z-]+)?)/i;

function status(doc: TextDoc): BadgeData['badge']['status'] {
  const m = STATUS.exec(doc.text);
  const word = (m?.[2] ?? '').toLowerCase();
  if (
    /^(inactive|expired|revoked|suspended|deactivated|disabled|lapsed|not active|on hold|pending)/.test(word)
  )
    return 'inactive';
  if (/^(active|valid|current|verified|in good standing|good standing|cleared|compliant)/.test(word))
    return 'active';
  if (/\b(inactive|deactivated|revoked|suspended)\b/i.test(doc.text)) return 'inactive';
  return null;
}

export function extractBadge(doc: TextDoc): BadgeData {
  const idHit = findLabel(doc.lines, ID);
  const id = idByLayout(doc.words, ID_WORDS) ?? identifierIn(idHit?.value);
  // Without an "Issued by" line, the platform's name heads the badge ("ShiftWell Health Badge").
  const heading = doc.lines
    .slice(0, 3)
    .map((l) => /^(.+?)\s+(health\s+|credential\s+|compliance\s+)*(badge|pass)\b/i.exec(l)?.[1] ?? null)
    .find((v) => v !== null && !/^(your|this|the)$/i.test(v));
  const issuer =
    clean(findLabel(doc.lines, ISSUER)?.value.split(/\s{2,}|\s+(date|id|badge)\b/i)[0]) ?? clean(heading);
  const role = clean(findLabel(doc.lines, ROLE)?.value.split(/\s{2,}|\s+(date|id|status|issued)\b/i)[0]);
  return {
    badge: {
      id,
      issuer,
      holder_role: role,
      issue_date: dateByLayout(doc.words, ISSUED) ?? dateAfterLabel(doc.lines, ISSUED)?.iso ?? null,
      expiration_date:
        dateByLayout(doc.words, EXPIRES, 'end') ?? dateAfterLabel(doc.lines, EXPIRES, 'end')?.iso ?? null,
      status: status(doc),
    },
  };
}
