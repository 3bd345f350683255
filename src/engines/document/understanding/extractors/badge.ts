// Partner staffing-platform credential badges.
import type { TextDoc } from '../normalize';
import { clean, dateAfterLabel, findLabel, idAfterCaption, identifierIn, validityPeriod } from '../fields';
import { findDates, toIso } from '../dates';
import type { BadgeData } from '../types';
import type { PersonInput } from '../../../contract';
import { findPersonName } from '../name-match';
import {
  captionLeftBlank,
  dateByLayout,
  dateValue,
  idByLayout,
  identifierValue,
  tickOptions,
  valueByLayout,
} from '../layout-fields';
import { tickedLabels } from '../normalize';
import {
  END_DATE_CAPTIONS,
  ID_CAPTIONS,
  ID_IN_PROSE,
  ID_AFTER_NOUN,
  proseOf,
  ISSUE_DATE_CAPTIONS,
  ROLE_NAMES,
  VALIDITY_PERIOD_CAPTIONS,
} from '../lexicon';

const ID = /\b(badge|credential|member|worker|profile)\s*(id|#|no\.?|number)|\bid\s*(#|no\.?|number)?\s*:/i;
/** Captions a platform's badge gives its number besides the common ones. */
const BADGE_ID_CAPTIONS =
  /\b(?:(?:employee|staff|clinician|personnel|provider|pass)\s*(?:id|#|no\.?|number)|passport(?:\s*(?:id|#|no\.?|number))?)\b/i;
/** The badge's own number, as a form captions it ("Badge / credential no."). */
const OWN_ID = /\b(badge|credential|member|worker|profile)\s*(id|#|no\.?|number)/i;
const ID_WORDS = new RegExp(`${ID_CAPTIONS.source}|${BADGE_ID_CAPTIONS.source}`, 'i');
const BARE_ID = /\b(?:id|no\.|#)(?=\s*[:#.]?\s*[A-Z0-9])/;
/** "Platform:" or "Partner:" is a caption only with its colon: "Partner Credentialing" is a department's name. */
const ISSUER = /\b(issued by|issuer|issuing (platform|organization|partner)|(?:platform|partner)(?=\s*:))\b/i;
const ROLE = /\b(role|position|discipline|specialty|credential type|profession|title)\b/i;
/** Another caption of a table's header row, read where a value was looked for. */
const ROW_CAPTION = /^(status|issued|valid|expires?|expiration|date|badge|id|no\.?|number)\b/i;
const ISSUED = new RegExp(`${ISSUE_DATE_CAPTIONS.source}|\\b(?:member|active) since\\b`, 'i');
const EXPIRES = END_DATE_CAPTIONS;
/**
 * An end the page gives as replacing an earlier one: a renewal message after a reminder ("expires
 * 10/31/2026" … "RENEWED. New valid thru: 10/31/2027"), an extension. It is the badge's end now.
 */
const RENEWED_END =
  /\b(?:new|renewed|updated|extended)\s+(?:valid\s+(?:thru|through|until|to)|expir\w*(?:\s+date)?|end\s+date|good\s+(?:thru|through|until))\b/i;
/** "Status: Active", "Badge status Inactive", "Credential standing  Lapsed – TB screening expired". */
const STATUS =
  /\b((?:badge|credential|account)\s+)?(?:status|standing)\s*:?\s*([A-Za-z-]+(?:\s+[A-Za-z-]+){0,2})/gi;
/** A caption saying when the status held, then a colon: "Status at mailing: ACTIVE", "Status as of 11/01/2026: Active". */
const STATUS_AS_OF =
  /\bstatus\s+(?:at|as\s+of|on)\s+[A-Za-z0-9/,. -]{1,24}?:\s*([A-Za-z-]+(?:\s+[A-Za-z-]+){0,2})/gi;

const INACTIVE_WORD =
  /^(inactive|expired|revoked|suspended|deactivated|disabled|lapsed|not active|on hold|paused|pending)/i;
const ACTIVE_WORD = /^(active|valid|current|verified|in good standing|good standing|cleared|compliant)/i;

/**
 * A tick the reader did not recognise ("[ ] Active IM Inactive [ ] Suspended": a filled box read as
 * letters) leaves its option the only one without an empty box before it.
 */
function unboxedOption(line: string): string[] {
  const words = line.match(/(\[ \]\s*)?\b(active|inactive|suspended|expired|revoked)\b/gi) ?? [];
  const bare = words.filter((w) => !w.startsWith('['));
  return words.length >= 2 && bare.length === 1 ? bare : [];
}

/** A status printed as options ("[x] Active [ ] Inactive [ ] Suspended"): the one ticked. */
function tickedStatus(doc: TextDoc): BadgeData['badge']['status'] | undefined {
  const options = tickOptions(doc.words).filter(
    (o) => INACTIVE_WORD.test(o.label) || ACTIVE_WORD.test(o.label),
  );
  // A choice of status offers different statuses; boxes beside the same word ("Verified" on each of a
  // wallet's tiles) are marks on items, not a choice.
  const words = new Set(options.map((o) => o.label.toLowerCase().split(/\s+/)[0]));
  const placed = words.size >= 2 || options.length === 1 ? options : [];
  const fromText = doc.lines.flatMap((line) =>
    /\[[x ]\]/.test(line) &&
    (line.match(/\b(active|inactive|suspended|expired|revoked)\b/gi) ?? []).length >= 2
      ? [tickedLabels(line).length > 0 ? tickedLabels(line) : unboxedOption(line)]
      : [],
  );
  // One ticked box bound to a status (a row of a table whose columns are the statuses) states it too.
  const bound = placed.length >= 2 || (placed.length === 1 && placed[0].ticked);
  const ticked = bound ? placed.filter((o) => o.ticked).map((o) => o.label) : fromText.flat();
  if (ticked.length !== 1) return placed.length >= 2 || fromText.length > 0 ? null : undefined;
  return INACTIVE_WORD.test(ticked[0]) ? 'inactive' : ACTIVE_WORD.test(ticked[0]) ? 'active' : null;
}

/** A line offering several statuses to choose from states none of them by itself. */
const OPTION_STATUS = String.raw`(active|inactive|suspended|expired|revoked|on\s*hold)`;
const STATUS_OPTIONS = new RegExp(String.raw`\b${OPTION_STATUS}\b.*\b${OPTION_STATUS}\b`, 'i');

/** A line of nothing but a status word, as a row of options printed apart comes line by line. */
const LONE_STATUS = new RegExp(String.raw`^[^A-Za-z]*${OPTION_STATUS}[^A-Za-z]*$`, 'i');

/**
 * The lines that state a status: not a line offering several, nor a status word alone on its line
 * beside another such line (a row of options "ACTIVE · ON HOLD · INACTIVE" read apart).
 */
function statusStatements(lines: readonly string[]): string[] {
  const lone = lines.map((line) => LONE_STATUS.test(line.trim()));
  return lines.filter((line, i) => !STATUS_OPTIONS.test(line) && !(lone[i] && (lone[i - 1] || lone[i + 1])));
}

/**
 * A condition or a warning names a status the badge is not in: "The stub is not valid … if your badge is
 * suspended", "Badges not renewed by the date will be deactivated", "to avoid being placed on hold".
 * ("May" before a day is the month.)
 */
const HYPOTHETICAL =
  /\b(if|unless|when|whenever|once|should|might|could|would|will|can|avoid|prevent|otherwise|until|before)\b|\bmay\b(?!\s+\d)/i;

/**
 * Whether the text states an inactive status as it is: a status word not preceded, in its sentence and
 * within ten words, by the words of a condition.
 */
function statesInactive(text: string): boolean {
  for (const m of text.matchAll(/\b(inactive|deactivated|revoked|suspended)\b/gi)) {
    const sentence =
      text
        .slice(0, m.index)
        .split(/[.!?;]/)
        .pop() ?? '';
    const lead = sentence.trim().split(/\s+/).slice(-10).join(' ');
    if (!HYPOTHETICAL.test(lead)) return true;
  }
  return false;
}

/**
 * A status-change notice's "Current status" (or "New status") caption heading its cell, not "Previous
 * status"; a history table's "Status" column is read by its last row, from the text.
 */
const STATUS_CAPTION = /^(?:current|new)\s+status\s*:?$/i;
const PLAIN_STATUS_CAPTION = /^(?:badge\s+|credential\s+)?status\b/i;
/** A line that opens with a status word: a row of a table whose column is the status. */
const STATUS_OPENS = new RegExp(String.raw`^\W*${OPTION_STATUS}\b`, 'i');

const statusWord = (text: string): BadgeData['badge']['status'] =>
  INACTIVE_WORD.test(text.trim()) ? 'inactive' : ACTIVE_WORD.test(text.trim()) ? 'active' : null;

function status(doc: TextDoc): BadgeData['badge']['status'] {
  const ticked = tickedStatus(doc);
  if (ticked !== undefined) return ticked;
  // A table's "Current status" column over "Active": the cell under (or beside) the caption.
  const placed = valueByLayout(doc.words, STATUS_CAPTION, statusWord);
  if (placed) return placed.value as BadgeData['badge']['status'];
  // The first status caption followed by a status: "standing" in a sentence ("remain in good standing")
  // is followed by none.
  for (const m of doc.text.matchAll(STATUS)) {
    const word = m[2].toLowerCase();
    if (INACTIVE_WORD.test(word)) return 'inactive';
    if (ACTIVE_WORD.test(word)) return 'active';
  }
  for (const m of doc.text.matchAll(STATUS_AS_OF)) {
    const found = statusWord(m[1]);
    if (found) return found;
  }
  const statements = statusStatements(doc.lines).join('\n');
  if (statesInactive(statements)) return 'inactive';
  // A panel's "STATUS" caption over "Active", the caption in a row of captions: the cell under it, when no
  // other row of the page opens with a status (a history's column, whose first row is the oldest).
  const rows = doc.lines.filter((line) => STATUS_OPENS.test(line));
  const cell = rows.length <= 1 ? valueByLayout(doc.words, PLAIN_STATUS_CAPTION, statusWord) : null;
  if (cell) return cell.value as BadgeData['badge']['status'];
  // A status chip: the word alone on its line.
  if (doc.lines.some((line) => /^(active|verified|in good standing)$/i.test(line.trim()))) return 'active';
  // A letter says it in a sentence: "holds an active Loomwell credential badge", "the badge is active".
  if (
    /\b(?:an?\s+active|currently\s+active)\s+(?:[A-Za-z-]+\s+){0,3}(?:badge|credential|pass|membership)\b|\b(?:badge|credential|pass)\s+(?:is|remains)\s+(?:currently\s+|now\s+)?(?:active|valid|in good standing)\b/i.test(
      doc.text.replace(/\s+/g, ' '),
    )
  )
    return 'active';
  return null;
}

/** A date column's caption in a table's header, by what its date is: "Issued / Done", "Expires / Due". */
const COLUMN_KIND: ReadonlyArray<readonly ['issued' | 'expires' | 'other', RegExp]> = [
  ['issued', /^(?:issued|issue|done|effective|from|completed|start)$/i],
  ['expires', /^(?:expires|expiry|expiration|due|through|thru|until|ends?)$/i],
  ['other', /^(?:verified|checked|updated|reviewed|printed)$/i],
];
/** A badge's cell that states it has no end: "No end date — monitored continuously". */
const NO_END = /\bno\s+(?:end|expir\w*)(?:\s+date)?\b|\bdoes\s+not\s+expire\b|\bnon-?expiring\b/i;

/** The platform's health badge by name, as against a site's, a skill's or a facility's badge. */
const HEALTH_BADGE = /\b(?:health|compliance|clearance)\b[^|]{0,30}\bbadge\b|\bpartner\s+health\b/i;

interface BadgeRow {
  readonly issued: string | null;
  readonly expires: string | null;
  readonly id: string | null;
  readonly status: BadgeData['badge']['status'];
}

/**
 * The badge's row of a table of credentials (one row per item, the badge among them) under a header
 * whose date columns the row's dates fill in order ("ISSUED / DONE  EXPIRES / DUE  VERIFIED" over
 * "Partner Health Badge … 2026-10-08  04/08/2028  2026-11-20"). A row that says it has no end has none.
 */
function badgeRow(lines: readonly string[]): BadgeRow | null {
  for (let h = 0; h < lines.length; h++) {
    if (findDates(lines[h]).length > 0) continue;
    const kinds = lines[h]
      .replace(/\s*\/\s*/g, '/')
      .split(/\s+/)
      .map((token) => {
        const parts = token.split('/');
        return COLUMN_KIND.find(([, re]) => parts.some((p) => re.test(p)))?.[0] ?? null;
      })
      .filter((k): k is 'issued' | 'expires' | 'other' => k !== null);
    if (new Set(kinds).size < 2 || !kinds.includes('expires')) continue;
    const rows = lines.flatMap((line, i) =>
      i > h && i <= h + 40 && /\bbadge\b|\bpartner\s+health\b/i.test(line) && findDates(line).length > 0
        ? [i]
        : [],
    );
    // A table of several badges (a site's orientation badge, a skills badge): the health badge's row.
    const at = rows.find((i) => HEALTH_BADGE.test(lines[i])) ?? rows[0] ?? -1;
    if (at < 0) continue;
    const line = lines[at];
    const dates = findDates(line);
    // The row's own number (letters, figures and dashes before its first date) and its status at its end.
    const id = /\b(?=(?:[A-Z-]*\d){4})[A-Z][A-Z0-9-]{4,}\b/.exec(line.slice(0, dates[0].index))?.[0] ?? null;
    const last = dates[dates.length - 1];
    // Its status after its dates, or in the column just before them ("RP-LU-730489  Paused  05/04/2026").
    const status =
      statusWord(line.slice(last.index + last.length).replace(/^[\s|·—-]+/, '')) ??
      statusWord(line.slice(0, dates[0].index).trim().split(/\s+/).pop() ?? '');
    // A row that says it has no end: its first date is when the badge was issued.
    if (NO_END.test(line)) return { issued: toIso(dates[0]), expires: null, id, status };
    if (dates.length !== kinds.length) continue;
    const of = (kind: 'issued' | 'expires'): string | null => {
      const k = kinds.indexOf(kind);
      return k < 0 ? null : toIso(dates[k], kind === 'expires' ? 'end' : 'start');
    };
    return { issued: of('issued'), expires: of('expires'), id, status };
  }
  return null;
}

/** A line that is nothing but a role's name ("Registered Nurse" under the holder's name). */
function roleLine(line: string): boolean {
  const m = ROLE_NAMES.exec(line);
  return m !== null && line.replace(m[0], '').replace(/[\s(),.·|-]/g, '').length <= 3;
}

/**
 * A badge or an app screen carries its platform's name as its first short line; without a caption that is
 * the issuer. A line with digits, a caption, a role or the word "badge" alone is something else.
 */
function brandLine(lines: readonly string[], person?: PersonInput): string | null {
  // A logo beside the name may be read as a box before it.
  const first = lines.find((line) => /[A-Za-z]{3}/.test(line))?.replace(/^\[[x ]\]\s*/, '');
  if (!first || first.split(/\s+/).length > 5 || /\d|:|\[/.test(first) || roleLine(first)) return null;
  // A letter or a card may open with the holder's name: no platform's.
  if (person && findPersonName([first], person)) return null;
  if (/^(my\s+)?(health\s+)?(badge|credential|id|card|profile|wallet)s?$/i.test(first.trim())) return null;
  return clean(first);
}

/**
 * A badge lists the credentials behind it ("BLS — AHA   exp Aug 2027", "TB screening   Oct 2026"); their
 * dates are theirs, not the badge's. Such a line names the credential before its dates; a dated row of
 * the badge's own history that mentions one ("10-Apr-2026  Reinstated: new BLS eCard verified") is the
 * badge's.
 */
const OTHER_CREDENTIAL =
  /\b(bls|acls|pals|cpr|tb|tuberculosis|licen[cs]e|background|vaccin\w*|immuniz\w*|drug screen|physical|exclusion|oig|sam|covid|influenza|flu)\b/i;

/** The heading of that list: everything under it is the list's. */
const CREDENTIAL_LIST =
  /^(verified\s+|compliance\s+|required\s+)?(credentials|documents|requirements|compliance items|checklist|items verified)\b/i;

/** The badge's own block after the list: "Platform credential badge", "Badge ID  TSC-7087-4450". */
const BADGE_BLOCK =
  /^(?:(?:platform|partner|your)\s+)?(?:credential\s+|health\s+)?badge\b(?!\s+(?:items|requirements))/i;

function withoutListedCredentials(doc: TextDoc): { lines: readonly string[]; words: TextDoc['words'] } {
  const heading = doc.lines.findIndex((line) => CREDENTIAL_LIST.test(line.trim()));
  // The list runs from its heading to the badge's own block, when one follows it.
  const block =
    heading < 0 ? -1 : doc.lines.findIndex((line, i) => i > heading && BADGE_BLOCK.test(line.trim()));
  const end = block < 0 ? doc.lines.length : block;
  const listed = new Set(
    doc.lines.flatMap((line, i) =>
      OTHER_CREDENTIAL.test(line.split(/\d/)[0]) || (heading >= 0 && i >= heading && i < end) ? [i] : [],
    ),
  );
  return {
    lines: doc.lines.map((line, i) => (listed.has(i) ? '' : line)),
    words: doc.words.filter((w) => w.line === undefined || !listed.has(w.line)),
  };
}

/**
 * A number printed alone on its line, under a bar code or a QR code ("*B617526*", "0045 8812 3391"): the
 * badge's own number when no caption names one. Dates and phone numbers are not codes.
 */
function loneCode(lines: readonly string[]): string | null {
  for (const line of lines) {
    const code = line.trim().replace(/^\*|\*$/g, '');
    if (!/^[A-Z]{0,4}[-\s]?\d[\dA-Z]*(?:[-\s]\d[\dA-Z]*){0,3}$/.test(code) || code.length > 22) continue;
    if (code.replace(/\D/g, '').length < 6 || findDates(code).length > 0) continue;
    if (/^\(?\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}$/.test(code)) continue;
    return code;
  }
  return null;
}

/**
 * A letter's date told right after its caption, in the lines read as one run of prose: "… remains valid
 * until the 4th" / "August 2026." wraps the date across lines, which the caption's line alone does not
 * hold. Only a date that follows the caption at once ("until the 4th August 2026", "since 4 Aug 2025")
 * is the caption's.
 */
function proseDate(
  lines: readonly string[],
  caption: RegExp,
  monthEnd: 'start' | 'end' = 'start',
): string | null {
  const text = lines.join(' ').replace(/\s+/g, ' ');
  for (const m of text.matchAll(new RegExp(caption.source, 'gi'))) {
    const after = text
      .slice((m.index ?? 0) + m[0].length)
      .replace(/^(?:\s*(?:on|the|is|of|from|:|,))*\s*/i, '')
      .slice(0, 40);
    const [d] = findDates(after);
    if (d && d.index === 0) return toIso(d, monthEnd);
  }
  return null;
}

/** The end date after its caption on the caption's own line, never from a line below. */
function onCaptionLine(lines: readonly string[], caption: RegExp): string | null {
  for (let i = 0; i < lines.length; i++) {
    const hit = dateAfterLabel(lines, caption, 'end', i, i + 1);
    if (hit) return hit.iso;
  }
  return null;
}

export function extractBadge(doc: TextDoc, person?: PersonInput): BadgeData {
  const own = withoutListedCredentials(doc);
  const idHit = findLabel(doc.lines, ID);
  // The badge's own number caption printed with nothing beside or under it: the number was not given,
  // and a call's reference or a confirmation number elsewhere on the page does not stand in for it.
  // Only on a text layer: on a scan, a number the reading placed out of the caption's reach is not blank.
  const ownHit = findLabel(doc.lines, OWN_ID);
  const textLayer = doc.lineConfidence.every((c) => c >= 100);
  const idLeftBlank =
    textLayer &&
    captionLeftBlank(doc.words, OWN_ID, identifierValue) &&
    !identifierValue(ownHit?.value ?? '');
  const id = idLeftBlank
    ? null
    : (idByLayout(doc.words, ID_WORDS) ??
      identifierIn(idHit?.value) ??
      idAfterCaption(doc.lines, ID_CAPTIONS) ??
      // A bare caption on a card ("ID 44-1029", "Clinician ID CR00912734", "No. 0087731"), not a phone's or a
      // licence's number.
      idAfterCaption(
        doc.lines.filter((line) => !/\b(phone|tel|fax|npi|licen[cs]e|dea|mrn|zip)\b/i.test(line)),
        BARE_ID,
      ) ??
      loneCode(own.lines) ??
      idAfterCaption([doc.lines.join(' ')], ID_IN_PROSE) ??
      idAfterCaption([proseOf(doc.lines)], ID_AFTER_NOUN));
  // Without an "Issued by" line, the platform's name heads the badge ("ShiftWell Health Badge").
  const heading = doc.lines
    .slice(0, 3)
    .map((l) => /^(.+?)\s+(health\s+|credential\s+|compliance\s+)*(badge|pass)\b/i.exec(l)?.[1] ?? null)
    // "CREDENTIAL REVIEW & BADGE ISSUANCE CHECKLIST" names a form, not the body issuing the badge.
    .find((v) => v !== null && !/^(your|this|the)$/i.test(v) && !/(?:&|\band)$/i.test(v));
  const issuer =
    clean(findLabel(doc.lines, ISSUER)?.value.split(/\s{2,}|\s+(date|id|badge)\b/i)[0]) ??
    clean(heading) ??
    brandLine(doc.lines, person);
  // A table's header ("Badge No.  Role  Status  Issued") has the role under its caption, not beside it.
  const besideRole = findLabel(doc.lines, ROLE)?.value;
  const role =
    (besideRole && !ROW_CAPTION.test(besideRole)
      ? clean(besideRole.split(/\s{2,}|\s+(date|id|status|issued)\b/i)[0])
      : null) ??
    clean(valueByLayout(doc.words, ROLE, (t) => (ROW_CAPTION.test(t) || /\d/.test(t) ? null : t))?.value) ??
    clean(doc.lines.find((line) => line.length <= 40 && roleLine(line)));
  const period = validityPeriod(own.lines, VALIDITY_PERIOD_CAPTIONS);
  const row = badgeRow(doc.lines);
  return {
    badge: {
      id: row?.id ?? id,
      issuer,
      holder_role: role,
      issue_date:
        row?.issued ??
        dateByLayout(doc.words, ISSUED) ??
        dateAfterLabel(doc.lines, ISSUED)?.iso ??
        period?.start ??
        proseDate(doc.lines, ISSUED) ??
        null,
      expiration_date: row
        ? row.expires
        : (dateAfterLabel(own.lines, RENEWED_END, 'end')?.iso ??
          dateByLayout(own.words, EXPIRES, 'end') ??
          // "Valid until" over "No end date" in a table: the caption's cell holds no date, and the first date
          // of the row below it is another column's.
          // A photo's words may stand too skewed for their boxes to pair; the line read along them still does.
          (captionLeftBlank(own.words, EXPIRES, dateValue('end'))
            ? onCaptionLine(own.lines, EXPIRES)
            : (dateAfterLabel(own.lines, EXPIRES, 'end')?.iso ??
              period?.end ??
              proseDate(own.lines, EXPIRES, 'end') ??
              null))),
      status: row?.status ?? status(doc),
    },
  };
}
