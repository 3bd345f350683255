// Food handler / food manager and alcohol server certificates: program, issuer, jurisdiction and dates.
import type { PlacedWord, TextDoc } from '../normalize';
import { namedFirst, tickedLabels } from '../normalize';
import {
  clean,
  dateAfterLabel,
  dateInProse,
  findLabel,
  idAfterCaption,
  notAPhoneNumber,
  identifierIn,
  validityPeriod,
} from '../fields';
import { addYears, findDates, toIso } from '../dates';
import type { HandlerData } from '../types';
import { jurisdictionOf } from './jurisdictions';
import {
  captionLeftBlank,
  dateByLayout,
  dateValue,
  idByLayout,
  statesNoValue,
  valueByLayout,
} from '../layout-fields';
import {
  END_DATE_CAPTIONS,
  CREDENTIAL_ID_CAPTIONS,
  ID_CAPTIONS,
  NOT_THE_HOLDERS,
  ID_IN_PROSE,
  ISSUE_DATE_CAPTIONS,
  VALIDITY_PERIOD_CAPTIONS,
} from '../lexicon';

/** A trainer's letter tells when the course was passed: "attended and passed … on the 4th of August, 2026". */
const PROSE_EARNED = /\b(completed|passed|attended|attending|earned|certified|issued|awarded|took)\b/;

interface Program {
  readonly id: string;
  readonly re: RegExp;
  readonly issuer: string;
  readonly jurisdiction?: string;
  readonly validityYears?: number;
  readonly kind?: 'manager';
}

export const FOOD_PROGRAMS: readonly Program[] = [
  {
    id: 'servsafe manager',
    re: /servsafe\s*(food protection\s*)?manager/i,
    issuer: 'National Restaurant Association',
    validityYears: 5,
    kind: 'manager',
  },
  {
    id: 'servsafe food handler',
    re: /servsafe\s*food\s*handler|servsafe(?!\s*(alcohol|manager))/i,
    issuer: 'National Restaurant Association',
  },
  {
    id: 'food protection manager',
    re: /food protection manager|certified food manager|food manager certif/i,
    issuer: '',
    validityYears: 5,
    kind: 'manager',
  },
  { id: 'statefoodsafety food handler', re: /state\s*food\s*safety/i, issuer: 'StateFoodSafety' },
  { id: 'efoodhandlers', re: /efoodhandlers/i, issuer: 'eFoodHandlers' },
  { id: 'premier food safety', re: /premier food safety/i, issuer: 'Premier Food Safety' },
  { id: 'learn2serve food handler', re: /learn2serve|360\s*training/i, issuer: '360training' },
  { id: 'california food handler card', re: /california food handler/i, issuer: '', jurisdiction: 'CA' },
  {
    id: 'food handler card',
    re: /food\s*(handler|worker)'?s?\b/i,
    issuer: '',
  },
];

export const ALCOHOL_PROGRAMS: readonly Program[] = [
  { id: 'servsafe alcohol', re: /servsafe\s*alcohol/i, issuer: 'National Restaurant Association' },
  { id: 'tips', re: /\btips\b|training for intervention procedures/i, issuer: 'Health Communications Inc' },
  { id: 'rbs', re: /\brbs\b|responsible beverage service/i, issuer: 'California ABC', jurisdiction: 'CA' },
  {
    id: 'tabc',
    re: /\btabc\b|texas alcoholic beverage commission|seller[- ]server/i,
    issuer: 'Texas Alcoholic Beverage Commission',
    jurisdiction: 'TX',
    validityYears: 2,
  },
  {
    id: 'basset',
    re: /\bbasset\b|beverage alcohol sellers and servers/i,
    issuer: 'Illinois Liquor Control Commission',
    jurisdiction: 'IL',
  },
  {
    id: 'title 4',
    re: /title\s*(4|iv)\b/i,
    issuer: 'Arizona Department of Liquor Licenses and Control',
    jurisdiction: 'AZ',
  },
  { id: 'learn2serve alcohol', re: /learn2serve|360\s*training/i, issuer: '360training' },
  {
    id: 'alcohol awareness',
    re: /alcohol (awareness|server|seller)|responsible (alcohol|vendor)|bartender/i,
    issuer: '',
  },
];

const DENIED =
  /\b(?:does|do|is|are|will|shall)\s+not\s+(?:certify|qualify|make|replace|serve\s+as|constitute|count\s+as|substitute\s+for)\b[^.]*/gi;

/** A word's last letter l that OCR read as a bracket or a bar ("ServSafe Alcoho]"). */
const FINAL_L = /(?<=[A-Za-z]{2})[\]|](?=\s|$)/gm;

const ID_LABEL = new RegExp(`${ID_CAPTIONS.source}|\\b${NOT_THE_HOLDERS}id\\s*:`, 'i');
const ISSUER_LABEL =
  /\b(issued by|issuer|issuing (agency|authority|organization)|provider|administered by|approved by|accredited by)\b/i;
const ISSUE_LABEL = ISSUE_DATE_CAPTIONS;

/** Words that name an organisation: a certificate's heading is its issuer when nothing else names one. */
const ORGANISATION =
  /\b(department|dept|county|city of|state of|public health|health (district|department|agency|services)|commission|association|board|council|agency|authority|district|institute|academy|school|college|university|company|inc|llc|corp(oration)?|foundation|division|bureau|education|training|learning|safety|hospitality|consulting|solutions|services|center|centre|group|partners|network)\b/i;
const NOT_A_HEADING = /\b(certif(y|ies|icate|ication)|this is to|awarded|presented|card holder|name)\b/i;

function organisationHeading(lines: readonly string[], where: 'top' | 'foot' = 'top'): string | null {
  // A heading is short and starts with a capital; "has completed … Training" is a sentence.
  // A web page's header joins its parts with "·", "|" or " - " ("Tennessee ABC - Server Permit Division ·
  // Public Records"): each part is a heading of its own.
  // A footer's notice ends by naming who issues it before the address on the next line ("… has not been
  // started. ServeWell Academy" over "1200 Meridian Ave, …"): its sentences are parts of their own.
  const heading = (where === 'top' ? lines.slice(0, 6) : lines.slice(-4))
    .flatMap((line) =>
      line.split(where === 'top' ? /\s{2,}|\s[·|]\s/ : /\s{2,}|\s[·|]\s|(?<=[a-z]{2}[.!?])\s+(?=[A-Z])/),
    )
    // A logo read as a sign before the name ("& ServeWell Academy"); a contact address after it.
    .map((part) =>
      part.replace(/^[^A-Za-z0-9]+/, '').replace(/\s+(?:\S+@\S+|https?:\/\/\S+|www\.\S+).*$/, ''),
    )
    .find(
      (part) =>
        ORGANISATION.test(part) && !NOT_A_HEADING.test(part) && part.length <= 60 && /^[A-Z]/.test(part),
    );
  return clean(heading);
}
const END_LABEL = END_DATE_CAPTIONS;

/**
 * A public health body named anywhere on the certificate ("Lakeview County Department of Environmental
 * Health", "Health Department of the City of Ashford", "Pine Valley Health District"): the issuer of a
 * county or city card, which often names it only in a title line or a footer.
 */
const NAME_WORD = String.raw`(?!(?:Food|Worker|Handler|Card|Certificate|Permit|Training|Program)\b)[A-Z][A-Za-z.'-]+`;
const PLACE = String.raw`(?:${NAME_WORD} ){1,3}(?:County|City|Parish|Township|Borough|State)`;
const HEALTH_BODY = String.raw`(?:Department|Dept\.?|Division|Bureau|Office)\s+of\s+(?:Public\s+|Environmental\s+|Community\s+)?Health(?:\s+(?:Services|and\s+Human\s+Services))?`;
const HEALTH_AUTHORITY = new RegExp(
  [
    String.raw`${PLACE}\s+${HEALTH_BODY}`,
    String.raw`${HEALTH_BODY}(?:,|\s+of)\s+(?:the\s+)?(?:City\s+of\s+)?(?:[A-Z][A-Za-z.'-]+\s*){1,3}(?:County)?`,
    String.raw`${PLACE}\s+(?:Public\s+|Environmental\s+)?Health\s+(?:Department|District|Agency|Services|Authority)`,
    String.raw`(?:${NAME_WORD} ){1,3}(?:Public\s+)?Health\s+District`,
  ].join('|'),
);

function healthAuthority(lines: readonly string[]): string | null {
  for (const line of lines) {
    const hit = HEALTH_AUTHORITY.exec(line)?.[0];
    if (hit) return clean(hit.replace(/\s+/g, ' ').replace(/[,\s]+$/, ''));
  }
  return null;
}

/** A history row's action that starts a certificate's term. */
const ISSUE_ACTION = /\b(?:issued|renewed|re-?issued|re-?certified|recertification|certified|granted)\b/i;
/** A certificate's number among a row's cells: letters, figures and dashes, with at least four figures. */
const ROW_NUMBER = /\b(?=(?:[A-Z-]*\d){4})[A-Z0-9][A-Z0-9-]{4,}\b/;

/**
 * The latest of two or more history rows that each issue a certificate under its own number, with that
 * row's end when it prints one after the issue date (a "Valid until" cell).
 */
function latestIssueRow(lines: readonly string[]): { issued: string; id: string; end: string | null } | null {
  const rows = lines.flatMap((line) => {
    if (!ISSUE_ACTION.test(line)) return [];
    const dates = findDates(line);
    if (dates.length === 0) return [];
    const rest = line.replace(/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g, ' ');
    const id = ROW_NUMBER.exec(rest)?.[0];
    if (!id) return [];
    const issued = toIso(dates[0]);
    const later = dates.map((d) => toIso(d, 'end')).filter((d) => d > issued);
    return [{ issued, id, end: later[later.length - 1] ?? null }];
  });
  if (rows.length < 2 || new Set(rows.map((r) => r.id)).size < 2) return null;
  return rows.sort((a, b) => (a.issued < b.issued ? 1 : -1))[0];
}

/**
 * A transcript's table of courses, one dated row each under a header that captions the number and the
 * date: the row naming the certificate's program is read, with the header's words for its columns, not
 * the table's first course.
 */
function programRow(
  doc: TextDoc,
  programs: readonly Program[],
): { words: PlacedWord[]; line: string; program: Program } | null {
  if (doc.words.length === 0) return null;
  const header = doc.lines.findIndex(
    (line) => ID_CAPTIONS.test(line) && ISSUE_LABEL.test(line) && findDates(line).length === 0,
  );
  if (header < 0) return null;
  const rows = doc.lines.flatMap((line, i) => (i > header && findDates(line).length > 0 ? [i] : []));
  const own = rows.filter((i) => programs.some((p) => p.re.test(doc.lines[i])));
  if (rows.length < 2 || own.length !== 1) return null;
  const line = doc.lines[own[0]];
  const program = programs.find((p) => p.re.test(line));
  if (!program) return null;
  return { words: doc.words.filter((w) => w.line === header || w.line === own[0]), line, program };
}

/**
 * The program ticked on a line offering several ("Program (tick one): [ ] TIPS  [x] TABC Seller-Server
 * [ ] Illinois BASSET"): the one its label opens with.
 */
function programTicked(lines: readonly string[], programs: readonly Program[]): Program | null {
  const named = programs.map((p) => [p, p.re] as const);
  for (const line of lines) {
    if (programs.filter((p) => p.re.test(line)).length < 2) continue;
    for (const label of tickedLabels(line)) {
      const program = namedFirst(label, named);
      if (program) return program;
    }
  }
  return null;
}

/** Knows the programs of one family; `defaultYears` is the rule's default validity. */
export function extractHandler(doc: TextDoc, family: 'food' | 'alcohol', defaultYears: number): HandlerData {
  const programs = family === 'food' ? FOOD_PROGRAMS : ALCOHOL_PROGRAMS;
  // "It does not certify the holder as a certified food protection manager": a program named to be denied.
  const affirmed = doc.text.replace(DENIED, ' ').replace(FINAL_L, 'l');
  const row = programRow(doc, programs);
  const program =
    row?.program ?? programTicked(doc.lines, programs) ?? programs.find((p) => p.re.test(affirmed)) ?? null;
  const named = /\bprogram\s*:\s*(.+)/i.exec(doc.text)?.[1] ?? null;
  const issuerHit = findLabel(doc.lines, ISSUER_LABEL);
  const issuer =
    valueByLayout(doc.words, ISSUER_LABEL, (text) =>
      /[A-Za-z]{3}/.test(text) &&
      findDates(text).length === 0 &&
      text.length <= 60 &&
      // A table header's next caption ("Program / issuer | Juris. Cert. no.") is another field.
      !ID_LABEL.test(text) &&
      !ISSUE_LABEL.test(text) &&
      !END_LABEL.test(text)
        ? text
        : null,
    )?.value ??
    clean(issuerHit?.value.split(/\s{2,}|\s+(date|id|certificate)\b/i)[0]) ??
    (program?.issuer || null) ??
    healthAuthority(doc.lines) ??
    organisationHeading(doc.lines) ??
    // An app's or a web page's footer names the body behind it ("Liquor and Cannabis Board").
    organisationHeading(doc.lines, 'foot');
  const jurisdiction = jurisdictionOf(doc.lines) ?? program?.jurisdiction ?? null;
  const idHit = findLabel(doc.lines, ID_LABEL);
  // Where the page's geometry is known, a value is bound to its caption by position first.
  const id = row
    ? (idByLayout(row.words, ID_LABEL) ?? idByLayout(row.words, ID_CAPTIONS))
    : (idByLayout(doc.words, CREDENTIAL_ID_CAPTIONS) ??
      idByLayout(doc.words, ID_LABEL) ??
      idByLayout(doc.words, ID_CAPTIONS) ??
      idAfterCaption(doc.lines, CREDENTIAL_ID_CAPTIONS) ??
      identifierIn(idHit?.value) ??
      idAfterCaption(doc.lines, ID_CAPTIONS) ??
      idAfterCaption([doc.lines.join(' ')], ID_IN_PROSE));
  // "Certificate no. — not returned by provider": the number is not on the page, whatever other number is.
  const noNumber = doc.lines.some((line) => {
    const m = ID_CAPTIONS.exec(line);
    return m !== null && statesNoValue(line.slice(m.index + m[0].length));
  });
  const period = validityPeriod(doc.lines, VALIDITY_PERIOD_CAPTIONS);
  // A caption the page's geometry shows with nothing in its place (a table's empty cell) is blank: the
  // text's next line, read without columns, would lend it another column's date.
  const blank = (label: RegExp, monthEnd: 'start' | 'end') =>
    captionLeftBlank(doc.words, label, dateValue(monthEnd));
  const issue_date = row
    ? dateByLayout(row.words, ISSUE_LABEL)
    : (dateByLayout(doc.words, ISSUE_LABEL) ??
      (blank(ISSUE_LABEL, 'start') ? null : dateAfterLabel(doc.lines, ISSUE_LABEL)?.iso) ??
      period?.start ??
      dateInProse(doc.text, PROSE_EARNED));
  const printedEnd = row
    ? dateByLayout(row.words, END_LABEL, 'end')
    : (dateByLayout(doc.words, END_LABEL, 'end') ??
      (blank(END_LABEL, 'end') ? null : dateAfterLabel(doc.lines, END_LABEL, 'end')?.iso) ??
      period?.end ??
      null);
  const years = program?.validityYears ?? defaultYears;
  // A record's history of certificates, one row each ("3  Certificate issued  10/08/2025  5076-73666"):
  // the latest issue decides, with its own number and, when the row gives one, its own end.
  const latest = latestIssueRow(doc.lines);
  const issued = latest ? latest.issued : issue_date;
  const end = latest ? latest.end : printedEnd;
  return {
    certificate: {
      id: latest ? latest.id : noNumber ? null : notAPhoneNumber(id, doc.text),
      program: program?.id ?? clean(named),
      issuer,
      jurisdiction,
      issue_date: issued,
      expiration_date: end ?? (issued ? addYears(issued, years) : null),
      kind: program?.kind === 'manager' || /\bmanager\b/i.test(row?.line ?? affirmed) ? 'manager' : 'handler',
      expirationPrinted: end !== null,
    },
  };
}
