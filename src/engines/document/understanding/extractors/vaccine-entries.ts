// Vaccination entries from the three layouts records use: a table with one row per dose (CDC card, IIS
// printout, pharmacy history), labelled blocks per dose (provider record), or one labelled record.
import type { PlacedWord, TextDoc } from '../normalize';
import { withoutBoxes, withoutUntickedLines } from '../normalize';
import { findDates, toIso } from '../dates';
import { captionRow, captionsOnly, clean, dateAfterLabel, findLabel, signaturePresent } from '../fields';
import type { Presence } from '../types';
import type { LayoutValue } from '../layout-fields';
import { captionLeftBlank, dateByLayout, dateValue, valueByLayout } from '../layout-fields';
import { initialsKey, keyedGiver } from './initials-key';
import { splitRowDoses } from './split-rows';
import { visEditionDates } from './vis-column';

export interface VaccineEntry {
  readonly text: string;
  readonly date: string | null;
  readonly lot: string | null;
  readonly name: string | null;
  readonly facility: string | null;
  readonly state: string | null;
  readonly signature: Presence;
  readonly booster: boolean;
}

/**
 * An event of the record itself, not a dose: "10/27/2026 Influenza self-attestation submitted —
 * verification pending", "Reminder e-mail: flu vaccine due", "Reconciled with state registry on
 * 11-07-2026 — 2 COVID-19 doses imported".
 */
export const RECORD_EVENT =
  /\b(?:submitted|uploaded|posted|reminder|requested|scheduled|reconciled|imported)\b/i;

/**
 * A row's site column that names no one: a dose transcribed from paper or from what the patient said
 * ("pt reported"), a provider not on record.
 */
const NO_PROVIDER =
  /\b(?:historical|(?:patient|pt|self)[\s.-]*reported|provider\s+not|not\s+(?:reported|recorded|known|available|on\s+file|provided|given|listed|documented|stated|supplied)|unknown)\b|^(?:none|n\/?a)$/i;

/** A registry's forecast row ("COVID-19  Due (updated vaccine)  04/21/2025  02/20/2026"): a dose to come. */
const FORECAST = /\b(?:due|overdue|not due|forecast|recommended)\b/i;

/**
 * A dose's heading. A note's sentence that opens with the word ("Booster after J&J primary per CDC") heads
 * no dose: the visit it belongs to began above it.
 */
const HEADING =
  /^(dose\s*#?\s*\d+|(1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth)\s+(dose|vaccination|shot)|booster(\s+dose)?(?!\s+(?:after|per|for|due|recommended|eligible|not)\b)|additional\s+dose|vaccination\s*#?\s*\d+)\b|^(1st|2nd|3rd|4th|5th)(?=\s+\d|\s*$)/i;
/** A form's numbered or lettered part on another topic than the doses: "3. Attestation", "Part C - Signature". */
const OTHER_PART =
  /^(?:(?:section|part)\s+)?(?:\d{1,2}|[A-H]|[IVX]{1,4})[.):–-]\s*[^\n]{0,20}\b(attestation|signatures?|declaration|certification|acknowledg\w+|consent|release|office use|review(?:ed)?)\b[^\n]{0,30}$/i;
const MAKER =
  /pfizer|biontech|moderna|janssen|novavax|astra\s*zeneca|sinovac|sanofi|seqirus|glaxo|\bgsk\b|medimmune|\bcsl\b|fluzone|flucelvax|fluarix|flulaval|afluria|flublok|flumist|fluad/i;
const GENERIC_VACCINE = /covid|sars|influenza|\bflu\b|vaccin/i;
const DOB = /\b(dob|d\.o\.b|date\s+of\s+birth|birth\s*date|born)\b/i;
/**
 * The administration date's caption, in the wordings forms use ("Admin date", "Date received", "Dose date"),
 * and a pharmacy label's word written straight before the date ("ADMIN 09/04/2026 11:19").
 */
const DATE_LABEL =
  /\b(date\s*(administered|given|received|vaccinated|of\s*(vaccination|administration|admin|service|dose|immuni[sz]ation|injection|shot))|(administered|given|received)\s+on|(admin(istration)?|vaccin(e|ation)|immuni[sz]ation|dose|injection|shot)\s+date|(admin|administered|vaccinated)\s*:?(?=\s*\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}))\b/i;
/** An administration date's caption, a letter of its verb misread allowed ("Date admuristered2/03/2022"). */
const DATED_CAPTION = new RegExp(`${DATE_LABEL.source}|\\bdate\\s*adm[a-z]*`, 'gi');

/**
 * How many administrations the page dates by caption, each caption with figures written straight after it.
 * Two clinic forms copied side by side and read as one page date two doses on the lines they share.
 */
export function datedAdministrations(lines: readonly string[]): number {
  let count = 0;
  for (const line of lines)
    for (const m of line.matchAll(DATED_CAPTION))
      if (/^[\s:#.-]{0,3}\d/.test(line.slice(m.index + m[0].length))) count++;
  return count;
}
const LOT = /\blot\s*(?:number|no\.?|#)?\s*[:#]?\s*((?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]{2,11})\b/i;
const LOT_TOKEN = /\b(?!COVID|SARS|IIV|RIV|LAIV)(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{3,10}\b/;
const NAME_LABEL =
  /\b(administered by|vaccinator|given by|immunizer|healthcare professional|provider|nurse|pharmacist)\b(\s*name)?/i;
const FACILITY_LABEL =
  /\b(clinic\s*site|clinic|facility|location|site(?!\s+of\s+(?:injection|administration))|pharmacy|organization|administered at|store)\b(\s*name)?/i;
const ORG_WORDS =
  /\b(pharmacy|clinic|hospital|health|medicine|practice|associates|physicians|group|partners|cvs|walgreens|rite aid|kroger|walmart|costco|department|center|centre|county|medical|dept|site|inc|llc|school|university|services|occupational|urgent care|minuteclinic)\b/i;
const STATES =
  /\b(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s*$/;

const NO_DATES: ReadonlySet<string> = new Set();

/**
 * Dates that are not the administration date: birth dates, product expiry dates, dates of signing, a
 * voucher's or consent's validity ("Valid September 1, 2026 - March 31, 2027"), to the end of its line,
 * and the `editions` of the information statements printed in a column of their own.
 */
function administrationDate(raw: string, editions: ReadonlySet<string> = NO_DATES): string | null {
  // A label printer's time run into the year ("06/16/202611:04") is set apart from it.
  const text = raw
    .replace(/\bvalid(?:ity)?\b[^\n]*/gi, (m) => ' '.repeat(m.length))
    .replace(/(\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*(?:19|20)\d{2})(\d{1,2}:\d{2})\b/g, '$1 $2');
  const found = findDates(text).filter((d) => {
    const before = text.slice(Math.max(0, d.index - 12), d.index);
    return !/exp|dob|birth|vis|sign/i.test(before) && d.precision === 'day' && !editions.has(toIso(d));
  });
  return found[0] ? toIso(found[0]) : null;
}

/** The injection site and route columns ("L deltoid", "R arm IM", "intranasal"): body parts, not people. */
const INJECTION_SITE =
  /^(?:(?:(?:l|r|lt|rt|left|right)\.?\s+)?(?:deltoid|arm|upper\s+arm|thigh|vastus\s+lateralis|nares|nostrils?)|ld|rd|la|ra|im|sc|sq|id|intramuscular|subcutaneous|intranasal|nasal|oral)\b[\s|,;:-]*/i;

const withoutInjectionSite = (text: string): string => {
  let v = text;
  for (let m = INJECTION_SITE.exec(v); m && m[0].length > 0; m = INJECTION_SITE.exec(v))
    v = v.slice(m[0].length);
  return v;
};

/** A dose's number or amount before the cell's text: "Dose 2 of 2", "Dose 0.5 mL", "0.5 mL". */
const DOSE_CELL =
  /^(?:dose\s*(?:#\s*)?\d+(?:\s*of\s*\d+)?|(?:dose\s*)?\d+(?:\.\d+)?\s*(?:ml|mcg|mg|cc))\b[\s|,;:-]*/i;

function splitAdministrator(text: string | null): {
  name: string | null;
  facility: string | null;
  state: string | null;
} {
  // A caption's instruction ("Site (circle): L deltoid  R deltoid") is no part of its value.
  // So is a dose's number or amount ("Dose 2 of 2  Snake River Family Medicine", "Dose 0.5 mL").
  const v = clean(
    text === null
      ? null
      : withoutInjectionSite(text.trim().replace(/^\([^)]{1,24}\)\s*:?\s*/, '')).replace(DOSE_CELL, ''),
  );
  // "Not recorded", "Historical - provider not reported": the cell says no one is on record.
  if (!v || NO_PROVIDER.test(v)) return { name: null, facility: null, state: null };
  const state = STATES.exec(v)?.[1] ?? null;
  const body = clean(state ? v.replace(STATES, '') : v);
  if (!body || !/[A-Za-z]{3,}/.test(body)) return { name: null, facility: null, state };
  return ORG_WORDS.test(body) ? { name: null, facility: body, state } : { name: body, facility: null, state };
}

/** A product's expiry date caption, in English or Spanish ("Exp. / Vence"). */
const PRODUCT_EXPIRY =
  /^(?:exp(?:iration|iry)?\.?|expires|vence|vencimiento|fecha de vencimiento)(?:\s*(?:date|\/)\s*\S*)*\s*:?\s*$/i;

/** An information statement's own footer: "Vaccine Information Statement · Inactivated Influenza Vaccine · 8/6/2021". */
const VIS_EDITION_LINE = /\bvaccine\s+information\s+statement\b.*\d/i;

/**
 * Birth-date lines, and the line below a birth-date label left without its value; the line below a
 * product's expiry caption standing alone ("Exp. / Vence" over "6/13/17") and a handout's edition line
 * hold no administration date.
 */
function birthLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  lines.forEach((l, i) => {
    if (PRODUCT_EXPIRY.test(l.trim())) out.add(i + 1);
    if (VIS_EDITION_LINE.test(l)) out.add(i);
    if (!DOB.test(l)) return;
    out.add(i);
    if (findDates(l).length === 0) out.add(i + 1);
  });
  return out;
}

/**
 * What follows the administration date on its line, or the line below it: the site column. Without a
 * date, what follows the lot number.
 */
/** A form's instruction in brackets: "(check one)", "(circle)", "(print)". */
const INSTRUCTION = /\((?:check|circle|tick|ring|print|mark)\b[^)]*\)/i;

function siteAfterDate(lines: readonly string[], lot: string | null): string | null {
  if (lot && findDates(lines.join('\n')).length === 0) {
    const line = lines.find((l) => l.includes(lot));
    const tail = line ? line.slice(line.indexOf(lot) + lot.length).replace(/^[\s|,;:-]+/, '') : '';
    return /[A-Za-z]{3,}/.test(tail) ? tail : null;
  }
  for (let i = 0; i < lines.length; i++) {
    const dates = findDates(lines[i]);
    if (dates.length === 0) continue;
    const last = dates[dates.length - 1];
    let tail = lines[i].slice(last.index + last.length).replace(/^[\s|,;:-]+/, '');
    // The lot's column (or its caption and value) comes between the date's and the site's.
    const lotFirst = tail.replace(/^lot\s*(?:number|no\.?|#)?\s*[:#]?\s*/i, '');
    if (lot && lotFirst.startsWith(lot)) tail = lotFirst.slice(lot.length).replace(/^[\s|,;:-]+/, '');
    if (/[A-Za-z]{3,}/.test(tail) && !/:/.test(tail)) return tail;
    // The cells after the date: skip the manufacturer and the lot, stop at the next label or entry.
    for (const next of lines.slice(i + 1)) {
      if (/:/.test(next) || findDates(next).length > 0) return null;
      if (MAKER.test(next) || LOT_TOKEN.test(next) || !/[A-Za-z]{3,}/.test(next)) continue;
      // The captions printed under the entry's blank lines hold no site, nor does the form's next
      // question ("Vaccine given (check one)").
      if (captionRow(next) || INSTRUCTION.test(next) || GENERIC_VACCINE.test(next)) return null;
      return next;
    }
    return null;
  }
  return null;
}

/** The edition date of the Vaccine Information Statement given with the dose. */
const VIS_DATE = /\bVIS\s*(?:date|edition)\b/i;

/**
 * What follows a caption's first word when it is the caption's own rest, not a value, or the instruction
 * of a heading ("PHARMACY / IMMUNIZER COMPLETES (return to employee)"), or the next part of a title
 * after its separator ("FREE FLU SHOT CLINIC · KLINIK VAKSEN GRIP GRATIS").
 */
const CAPTION_REST =
  /^\s*(?:[&/·•|]|(?:name|date|signature|print(?:ed)?|stamp|credentials|complete[sd]?|fills?\s+(?:in|out)|use\s+only|only)\b)/i;

/**
 * A caption found with a value after it, unless that is the caption's own rest ("Vaccinator name &
 * credentials (print)   Vaccinator signature"): no one is named there.
 */
const withValue = <T extends { value: string }>(hit: T | null): T | null =>
  hit && !CAPTION_REST.test(hit.value) ? hit : null;
const ADMINISTRATOR_CAPTION = new RegExp(`${NAME_LABEL.source}|${FACILITY_LABEL.source}`, 'i');

/** Who or where gave a dose, as a value beside a caption: not the captions, the vaccine or its lot. */
function administratorText(text: string): string | null {
  const v = clean(withoutInjectionSite(text));
  if (!v || !/[A-Za-z]{3,}/.test(v) || captionRow(v) || MAKER.test(v) || GENERIC_VACCINE.test(v)) return null;
  // Another caption ("Name of person who administered", "Signature / stamp"), or an instruction
  // ("Site (circle)").
  if (/^(name|date|signature|print(ed)?|stamp)\b/i.test(v) || /^\([^)]*\)$/.test(v)) return null;
  // Options offered with boxes, the rest of a phrase ("Pharmacy receipt / printout"), a numbered item of
  // the form, an instruction: no one's name.
  if (/^[a-z]/.test(v) || /[[\]]/.test(v) || captionsOnly(v) || /\b(if|you|your|please|must)\b/i.test(v))
    return null;
  return LOT_TOKEN.test(v) && !ORG_WORDS.test(v) ? null : v;
}

/**
 * Who gave the dose, by its caption's position. Lines of tick boxes offer places ("[x] Retail pharmacy
 * [ ] Physician / clinic office") and name none: their words are left out.
 */
function administratorByLayout(doc: TextDoc, words: readonly PlacedWord[]): LayoutValue | null {
  const unboxed = words.filter((w) => w.line === undefined || !/\[[x ]\]/.test(doc.lines[w.line] ?? ''));
  return valueByLayout(unboxed, ADMINISTRATOR_CAPTION, administratorText);
}

/**
 * Another field of a record standing where a value was looked for: a caption alone ("Reaction"), or a
 * caption of the entry's other fields with its value ("Method Injection"): not who gave the dose.
 */
const FIELD_CAPTION =
  /^(?:(?:reaction|notes?|method|comments?|entered|route|site|series|location|dose|lot(?:\s*(?:number|no\.?|#))?)\s*:?$|(?:reaction|notes?|method|comments?|entered|route|series)\b)/i;

const notAField = (value: string | null): string | null =>
  value !== null && FIELD_CAPTION.test(value.trim()) ? null : value;

function fromBlock(doc: TextDoc, from: number, to: number, skip: ReadonlySet<number>): VaccineEntry {
  const lines = doc.lines.slice(from, to).filter((_l, k) => !skip.has(from + k));
  const text = lines.join('\n');
  const dateHit = findLabel(lines, DATE_LABEL);
  // A date caption left blank is a dose without a date: the lot's expiry or the form's edition date
  // printed nearby is not when it was given.
  const words = doc.words.filter(
    (w) => w.line !== undefined && w.line >= from && w.line < to && !skip.has(w.line),
  );
  const date =
    (dateHit ? administrationDate(dateHit.value) : null) ??
    dateByLayout(words, DATE_LABEL) ??
    (captionLeftBlank(words, DATE_LABEL, dateValue()) ? null : administrationDate(text));
  const lot =
    LOT.exec(text)?.[1] ??
    LOT_TOKEN.exec(text.replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, ' '))?.[0] ??
    null;
  const nameHit = findLabel(lines, NAME_LABEL);
  const facHit = findLabel(lines, FACILITY_LABEL);
  // A field left blank above the next field's caption ("Where given / provider" over "Reaction") has no value.
  const valueOf = (hit: typeof nameHit): string | null =>
    notAField(withValue(hit)?.value.split(/\s{2,}|\b(date|signature)\b/i)[0] ?? null);
  const givenBy = valueOf(nameHit);
  const person = splitAdministrator(givenBy);
  const place = splitAdministrator(valueOf(facHit));
  const labelled = person.name ?? person.facility ?? place.name ?? place.facility;
  // "Administered by  Not provided": the field says no one; nothing nearby is looked for.
  const statedNone = NO_PROVIDER.test(givenBy ?? '');
  // A form's caption printed under (or over) its handwritten value: geometry ties them.
  const byLayout = labelled || statedNone ? null : administratorByLayout(doc, words);
  const placedValue = byLayout && notAField(byLayout.value) !== null ? byLayout : null;
  const site =
    labelled || statedNone
      ? { name: null, facility: null, state: null }
      : splitAdministrator(placedValue?.value ?? notAField(siteAfterDate(lines, lot)));
  return {
    text,
    date,
    lot,
    name: person.name ?? site.name,
    facility: place.facility ?? place.name ?? person.facility ?? site.facility,
    state: person.state ?? place.state ?? site.state,
    signature: signaturePresent(doc.lines, from, to, doc.words) ? 'present' : 'not_present',
    // "[ ] Additional / booster" offered and not ticked says nothing.
    booster: /booster|additional|bivalent|updated/i.test(withoutUntickedLines(text)),
  };
}

/**
 * A flowsheet row that holds a dose per column ("COVID-19 (mfr · lot) 11/20/2022 Novavax Lot Y543TZ
 * 12/17/2022 Novavax Lot S255MP"): one row per dose, each from its date to the next, when each of them
 * names a product or a lot. A row whose other dates stand alone (a registry's "Date entered", a lot's
 * expiry) stays one dose.
 */
function doseCells(line: string): string[] {
  const dates = findDates(line);
  // A row that names its doses ("Dose 2", "Booster") tells them in an order of its own.
  if (dates.length < 2 || DOSE_WORDS.test(line)) return [line];
  const label = line.slice(0, dates[0].index);
  const cells = dates.map((d, k) => line.slice(d.index, dates[k + 1]?.index ?? line.length));
  if (!cells.every((cell) => MAKER.test(cell) || LOT.test(cell))) return [line];
  // The row's label ("Moderna  01/15/2021 Lot A  02/12/2021 Lot B") names each column's product.
  return cells.map((cell) => (MAKER.test(cell) ? cell : `${label}${cell}`));
}

const DOSE_WORDS = /\b(?:booster|additional|dose\s*#?\s*\d|[1-9](?:st|nd|rd|th)\b|primary|series)/i;

function fromRow(
  line: string,
  editions: ReadonlySet<string> = NO_DATES,
  givenColumn?: DateColumns,
): VaccineEntry {
  const cells = findDates(line).filter((d) => d.precision === 'day');
  const date =
    givenColumn && cells.length === givenColumn.count
      ? toIso(cells[givenColumn.given])
      : (dateBeforeProduct(line, cells, editions) ?? administrationDate(line, editions));
  const lot =
    LOT.exec(line)?.[1] ??
    LOT_TOKEN.exec(line.replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, ' '))?.[0] ??
    null;
  // The administering site is the last column: what follows the date (and the lot when it comes later).
  const dates = findDates(line);
  const lastDate = dates[dates.length - 1];
  let tail = lastDate ? line.slice(lastDate.index + lastDate.length) : '';
  if (lot && tail.includes(lot)) tail = tail.slice(tail.indexOf(lot) + lot.length);
  // A registry's last column is another date ("Date Entered"): the site stands between the lot and it.
  if (!/[A-Za-z]{3}/.test(tail) && lot && dates.length >= 2 && line.indexOf(lot) < lastDate.index)
    tail = line.slice(line.indexOf(lot) + lot.length, lastDate.index);
  const admin = splitAdministrator(tail.replace(/^[\s|,;:-]+/, '').replace(/\bexp\S*\s*\S*/i, ''));
  return {
    text: line,
    date,
    lot,
    name: admin.name,
    facility: admin.facility,
    state: admin.state,
    signature: 'not_present',
    booster: /booster|additional|bivalent|updated|\b[3-9](rd|th)\b/i.test(line),
  };
}

const COLUMN_HEADER =
  /^(vaccine|date(\s+given|\s+administered)?|manufacturer|lot(\s+number)?|provider|administered by|site|clinic site|healthcare professional or clinic site|product name\/manufacturer lot number|dose)$/i;

/** Values listed under a column header the reader emitted on its own line (a table read column by column). */
function column(lines: readonly string[], header: RegExp): string[] {
  const at = lines.findIndex((l) => header.test(l.trim()));
  if (at < 0) return [];
  const out: string[] = [];
  for (let i = at + 1; i < lines.length && !COLUMN_HEADER.test(lines[i].trim()) && !/:/.test(lines[i]); i++)
    out.push(lines[i]);
  return out;
}

/** A line naming the vaccine alone, without a date or a caption: a table's row label or a cell of its own. */
const productLabel =
  (product: RegExp) =>
  (l: string, i: number): boolean =>
    i > 1 &&
    product.test(l) &&
    GENERIC_VACCINE.test(l) &&
    !/:/.test(l) &&
    findDates(l).length === 0 &&
    l.length < 60 &&
    !/record|history|report|card|form|registry|declin/i.test(l);

/**
 * A table the reader emitted one cell per line, row after row: each product line (without a date or a
 * label) opens an entry that runs to the next one.
 */
function fromCells(doc: TextDoc, product: RegExp, skip: ReadonlySet<number>): VaccineEntry[] {
  const isLabel = productLabel(product);
  const starts = doc.lines.map((l, i) => (!skip.has(i) && isLabel(l, i) ? i : -1)).filter((i) => i >= 0);
  const entries = starts.map((s, k) =>
    fromBlock(doc, s, k + 1 < starts.length ? starts[k + 1] : doc.lines.length, skip),
  );
  return entries.some((e) => e.date) ? entries : [];
}

/** Entries for the vaccine named by `product`: dose blocks, table rows, a table read by columns, or one record. */
export function findVaccineEntries(doc: TextDoc, product: RegExp): VaccineEntry[] {
  const key = initialsKey(doc.lines);
  const entries = entriesOf(doc, product).map((e) => {
    const keyed = e.name || e.facility ? null : keyedGiver(e.text, key);
    return keyed ? { ...e, name: keyed } : e;
  });
  const rows = entries.map((e) =>
    doc.lines.findIndex((l) => e.text.length >= 12 && l.startsWith(e.text.slice(0, 40))),
  );
  entries.forEach((e, k) => {
    if (e.date === null && rows[k] >= 0) entries[k] = { ...e, date: wrappedDate(doc.lines, rows[k], rows) };
  });
  // "Immunizations administered today" on a visit summary: an entry without a date of its own was given
  // on the day of the visit.
  if (!TODAY.test(doc.text) || entries.every((e) => e.date)) return entries;
  const visit = dateAfterLabel(doc.lines, VISIT_DATE)?.iso ?? null;
  return visit ? entries.map((e) => (e.date ? e : { ...e, date: visit })) : entries;
}

const TODAY =
  /\b(administered|given|received|vaccines?)\s+(today|this visit|during (this|today'?s) visit)\b|\btoday'?s\s+(immunizations|vaccines?)\b/i;
const VISIT_DATE =
  /\b(visit|encounter|service|appointment)(\s*date)?\b|\bdate\s*of\s*(visit|service|encounter)\b/i;

/** Two rows that tell one dose as one entry: each field from the first row that has it. */
function joined(first: VaccineEntry, second: VaccineEntry): VaccineEntry {
  return {
    ...first,
    text: `${first.text}\n${second.text}`,
    lot: first.lot ?? second.lot,
    name: first.name ?? second.name,
    facility: first.facility ?? second.facility,
    state: first.state ?? second.state,
    signature: first.signature === 'present' ? first.signature : second.signature,
    booster: first.booster || second.booster,
  };
}

/** Consecutive entries that `oneDose` says tell the same dose, joined. */
function joinWhere(
  entries: readonly VaccineEntry[],
  oneDose: (last: VaccineEntry, next: VaccineEntry) => boolean,
): VaccineEntry[] {
  const out: VaccineEntry[] = [];
  for (const e of entries) {
    const last = out[out.length - 1];
    if (last && oneDose(last, e)) out[out.length - 1] = joined(last, e);
    else out.push(e);
  }
  return out;
}

/**
 * One dose told on two lines ("I received the influenza vaccine on 10/02/2026" over "Vaccine: Fluzone …
 * Lot: UT8044AA"): a dated row without a lot followed by a lot without a date is one entry.
 */
const mergeHalves = (entries: readonly VaccineEntry[]): VaccineEntry[] =>
  joinWhere(entries, (last, e) => last.date !== null && !last.lot && !e.date && e.lot !== null);

/**
 * Rows next to each other dated the same day are one dose told twice: a claim's product line and its
 * administration line ("91301 COVID-19 vaccine … (Moderna)" over "0011A Immunization admin, SARS-CoV-2
 * vaccine, first dose").
 */
const sameDayOnce = (entries: readonly VaccineEntry[]): VaccineEntry[] =>
  joinWhere(entries, (last, e) => e.date !== null && last.date === e.date);

/**
 * A dose whose date stands after an administration-date caption on a line of its own, with the product
 * named on a line within three of it, neither of them a row of the page's table of doses: its block of
 * captioned fields, from the first of the two lines to the next row or caption heading.
 */
function toldAsFields(
  doc: TextDoc,
  product: RegExp,
  rows: readonly number[],
  skip: ReadonlySet<number>,
): VaccineEntry | null {
  for (let i = 0; i < doc.lines.length; i++) {
    if (rows.includes(i) || skip.has(i) || !DATE_LABEL.test(doc.lines[i])) continue;
    const hit = findLabel(doc.lines, DATE_LABEL, i, i + 1);
    const date = hit ? administrationDate(hit.value) : null;
    if (!date) continue;
    const near = [i - 3, i - 2, i - 1, i + 1, i + 2, i + 3].find(
      (k) =>
        k >= 0 &&
        k < doc.lines.length &&
        !rows.includes(k) &&
        MAKER.test(doc.lines[k]) &&
        product.test(doc.lines[k]),
    );
    if (near === undefined) continue;
    const from = Math.min(i, near);
    const next = rows.find((r) => r > from) ?? doc.lines.length;
    const entry = fromBlock(doc, from, Math.min(next, Math.max(i, near) + 6), skip);
    return { ...entry, date };
  }
  return null;
}

/**
 * A dose told as captioned fields whose own lines name no one who gave it (a pharmacy label under a
 * certificate): the page's "Administered by" value and the immunizer's signature stand elsewhere on it.
 */
function withPageGiver(doc: TextDoc, entry: VaccineEntry): VaccineEntry {
  if (entry.name || entry.facility) return entry;
  const given = withValue(findLabel(doc.lines, NAME_LABEL)) ?? administratorByLayout(doc, doc.words);
  const signed = entry.signature === 'present' || signaturePresent(doc.lines, 0, doc.lines.length, doc.words);
  return {
    ...entry,
    ...(given ? splitAdministrator(given.value) : {}),
    signature: signed ? 'present' : 'not_present',
  };
}

/**
 * A row of several dates whose product follows the second or a later one ("06/29/2026  V  11/13/26
 * Fluzone XS7574"): the date in the cell just before the product is when it was given; the earlier ones
 * are the row's other columns (a hire date, a birth date).
 */
function dateBeforeProduct(
  line: string,
  cells: ReturnType<typeof findDates>,
  editions: ReadonlySet<string>,
): string | null {
  const productAt = line.search(MAKER);
  if (cells.length < 2 || productAt < 0 || productAt < cells[1].index) return null;
  const before = cells.filter((d) => d.index < productAt);
  const last = before[before.length - 1];
  const caption = line.slice(Math.max(0, last.index - 12), last.index);
  if (/exp|dob|birth|vis|sign/i.test(caption) || editions.has(toIso(last))) return null;
  return line.slice(last.index + last.length, productAt).trim().length <= 12 ? toIso(last) : null;
}

/** A table header's date columns: how many, and which of them is the date the dose was given. */
interface DateColumns {
  readonly count: number;
  readonly given: number;
}

const DATE_CAPTION =
  /\b(?:(?:hire|birth|start|expir\w*|exp\.?|entry|entered|report|vis)\s+date|date\s+(?:of\s+)?(?:hire|birth|given|administered|admin|vaccinated|entered|declined|expires?)|date)\b/gi;
const GIVEN_CAPTION = /\b(?:given|administered|admin|vaccinated)\b/i;

/**
 * The header over a table's first dose row whose columns hold several dates ("Hire date  Status  Date
 * given / declined"): the given date's place among them, so that a row's hire date or birth date is not
 * taken for when the dose was given.
 */
function dateColumns(lines: readonly string[], firstRow: number): DateColumns | undefined {
  for (let i = firstRow - 1; i >= Math.max(0, firstRow - 20); i--) {
    if (findDates(lines[i]).length > 0) continue;
    const captions = [...lines[i].matchAll(DATE_CAPTION)].map((m) => m[0]);
    const given = captions.findIndex((c) => GIVEN_CAPTION.test(c));
    if (captions.length >= 2 && given >= 0) return { count: captions.length, given };
  }
  return undefined;
}

/**
 * A dose row whose administration date wrapped below its other cells ("… Lupe Arriaga, MA-C", then
 * "rix) deltoid given", then "09/18/2026"): the date on one of the next two short lines that name no
 * product, before any other row.
 */
function wrappedDate(lines: readonly string[], row: number, rows: readonly number[]): string | null {
  for (let k = row + 1; k <= row + 2 && k < lines.length && !rows.includes(k); k++) {
    const line = lines[k];
    if (line.length > 30 || GENERIC_VACCINE.test(line) || MAKER.test(line)) return null;
    const dates = findDates(line);
    if (dates.length > 1) return null;
    if (dates.length === 1 && dates[0].precision === 'day') return toIso(dates[0]);
  }
  return null;
}

/**
 * A health record's entry: a line opened by the entry's caption and the vaccine's name ("Immunization
 * COVID-19 VACCINE, VECTOR-NR …"), then its own captioned fields ("Date received", "Location", "Comments
 * MFR: JANSSEN …") up to the next entry or the record's next part.
 */
const RECORD_ENTRY = /^(?:immunization|vaccine|vaccination)\s*(?:name)?\s*[:-]?(?:\s+|$)/i;
const RECORD_PART = /\bsource\s*:|^(?:vitals|allergies|appointments|problems|medications|labs?|results)\b/i;

/**
 * A record of entries told field by field (a patient portal's download): each entry whose own line names
 * the vaccine, read from its fields alone. Two entries at least, so that a form's single "Vaccine: …"
 * line is not taken for one.
 */
function recordEntries(doc: TextDoc, vaccine: RegExp, skip: ReadonlySet<number>): VaccineEntry[] {
  // The entry's name after its caption, or on the next line when the caption stands alone (boxes aside).
  const nameOf = (i: number): string => {
    const own = withoutBoxes(doc.lines[i]).trim().replace(RECORD_ENTRY, '').trim();
    return own || (doc.lines[i + 1] ?? '');
  };
  const heads = doc.lines.flatMap((l, i) => (RECORD_ENTRY.test(withoutBoxes(l).trim()) ? [i] : []));
  if (heads.length < 2) return [];
  const blocks = heads
    .map((h, k) => {
      const next = k + 1 < heads.length ? heads[k + 1] : doc.lines.length;
      const part = doc.lines.findIndex((l, i) => i > h && i < next && RECORD_PART.test(l.trim()));
      return [h, part < 0 ? next : part] as const;
    })
    .filter(([h]) => vaccine.test(nameOf(h)));
  // Only a record whose entries each caption their own date: elsewhere a "Vaccine:" line is a form's field.
  const dated = blocks.every(([from, to]) => doc.lines.slice(from, to).some((l) => DATE_LABEL.test(l)));
  return dated ? blocks.map(([from, to]) => fromBlock(doc, from, to, skip)) : [];
}

/** What names the vaccine itself on an entry's own line: its generic name, not a maker of anything else. */
const COVID_OR_FLU = /covid|sars-?cov|influenza|\bflu\b/i;

function entriesOf(doc: TextDoc, product: RegExp): VaccineEntry[] {
  const skip = birthLines(doc.lines);
  const records = recordEntries(doc, COVID_OR_FLU, skip).filter((e) => product.test(e.text));
  if (records.length > 0) return records;
  // A tick the reader put before the heading ("[x] 1st Dose Pfizer-BioNTech") is no part of it.
  const heads = doc.lines
    .map((l, i) => (HEADING.test(l.replace(/^[\s|'"‘’“”]*\[x\]\s*/i, '')) && !skip.has(i) ? i : -1))
    .filter((i) => i >= 0);
  if (heads.length > 0) {
    // The last dose's block ends where the form moves on to another part ("3. Attestation", "Section C –
    // Signatures"): the date it was signed on is no dose's.
    const partAt = (h: number) => {
      const at = doc.lines.findIndex((l, i) => i > h && OTHER_PART.test(l.trim()) && !HEADING.test(l));
      return at < 0 ? doc.lines.length : at;
    };
    return heads.map((h, k) =>
      fromBlock(doc, h, Math.min(k + 1 < heads.length ? heads[k + 1] : doc.lines.length, partAt(h)), skip),
    );
  }
  const rowAt = doc.lines.flatMap((l, i) =>
    !skip.has(i) && product.test(l) && !FORECAST.test(l) && (findDates(l).length > 0 || LOT.test(l))
      ? [i]
      : [],
  );
  const editions = visEditionDates(doc.words);
  const columns = rowAt.length > 0 ? dateColumns(doc.lines, rowAt[0]) : undefined;
  // A row's cell wrapped onto the next line ("Karimi Site (Moderna)") brings the maker with it.
  const rows = rowAt.map((i) => {
    const next = doc.lines[i + 1] ?? '';
    return !MAKER.test(doc.lines[i]) &&
      MAKER.test(next) &&
      findDates(next).length === 0 &&
      !rowAt.includes(i + 1)
      ? `${doc.lines[i]} ${next}`
      : doc.lines[i];
  });
  // Rows that carry lots but no dates: their dates may stand on a line of their own above or below.
  const undated = rowAt.every((i) => findDates(doc.lines[i]).length === 0);
  const splitRows = undated ? splitRowDoses(doc.lines, product, skip, (_l, i) => rowAt.includes(i)) : [];
  if (splitRows.length > 0) return splitRows.map((row) => fromRow(row));
  if (rows.length > 0) {
    const sites = column(
      doc.lines,
      /^(provider|administered by|site|clinic site|healthcare professional or clinic site)$/i,
    );
    const entries = sameDayOnce(
      mergeHalves(
        rows
          .flatMap(doseCells)
          .map((row) => fromRow(row, editions, columns))
          .map((e, k) => (e.name || e.facility || !sites[k] ? e : { ...e, ...splitAdministrator(sites[k]) })),
      ),
    );
    // A dose told as captioned fields ("Date administered 10/05/2026" near "Vaccine product Flucelvax …")
    // beside a table of earlier doses: a dose of its own.
    const told = toldAsFields(doc, product, rowAt, skip);
    if (told && !entries.some((e) => e.date === told.date)) return [withPageGiver(doc, told), ...entries];
    // One dose and one "Administered by: …" or "Date given: …" line elsewhere on the page: that is who
    // gave it, and when.
    if (entries.length !== 1) return entries;
    const [only] = entries;
    const given = withValue(findLabel(doc.lines, NAME_LABEL)) ?? administratorByLayout(doc, doc.words);
    const dated = only.date ? null : findLabel(doc.lines, DATE_LABEL);
    // A date level with the product's row that is the "VIS date" field's value (the edition of the
    // information statement, in the next column) is not when the dose was given; the form's "Date given"
    // field is.
    const vis = dateByLayout(doc.words, VIS_DATE);
    const own = only.date !== null && only.date !== vis ? only.date : null;
    return [
      {
        ...only,
        ...(given && !only.name && !only.facility ? splitAdministrator(given.value) : {}),
        date:
          own ??
          dateByLayout(doc.words, DATE_LABEL) ??
          (dated ? administrationDate(dated.value) : null) ??
          only.date,
      },
    ];
  }
  const cells = fromCells(doc, product, skip);
  if (cells.length > 0) return cells;
  const split = splitRowDoses(doc.lines, product, skip, productLabel(product));
  if (split.length > 0) return split.map((row) => fromRow(row));
  const forms = formPerPage(doc, product);
  if (forms.length >= 2) return forms.map(([from, to]) => fromBlock(doc, from, to, skip));
  if (product.test(doc.text)) return [fromBlock(doc, 0, doc.lines.length, skip)];
  return [];
}

/**
 * A form per dose, one per page (a clinic's consent and administration record filled at each visit):
 * the pages that each name the vaccine and date its administration by caption, as line ranges.
 */
function formPerPage(doc: TextDoc, product: RegExp): Array<[number, number]> {
  const pageOf: number[] = [];
  for (const w of doc.words) if (w.line !== undefined) pageOf[w.line] ??= w.page;
  const starts: number[] = [];
  let page = -1;
  doc.lines.forEach((_line, i) => {
    const p = pageOf[i] ?? page;
    if (p !== page) starts.push(i);
    page = p;
  });
  const ranges = starts.map((from, k): [number, number] => [from, starts[k + 1] ?? doc.lines.length]);
  return ranges.filter(([from, to]) => {
    const lines = doc.lines.slice(from, to);
    const dated = findLabel(lines, DATE_LABEL);
    return product.test(lines.join('\n')) && dated !== null && findDates(dated.value).length > 0;
  });
}
