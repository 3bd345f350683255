// COVID-19 vaccination records: CDC cards, IIS and pharmacy printouts, digital records and declinations.
import type { TextDoc } from '../normalize';
import { namedFirst, tickedLabels, withoutUntickedLines } from '../normalize';
import type { CovidData, CovidDose, CovidManufacturer } from '../types';
import { findVaccineEntries, RECORD_EVENT } from './vaccine-entries';
import { declines, extractDeclination } from './declination';
import { findDates, toIso } from '../dates';
import { rowClinician } from '../names';

const MAKERS: ReadonlyArray<readonly [CovidManufacturer, RegExp]> = [
  ['pfizer', /pfizer|biontech|comirnaty/i],
  ['moderna', /moderna|spikevax/i],
  ['janssen', /janssen|johnson\s*(&|and)\s*johnson|\bj\s*&\s*j\b|\bjnj\b/i],
  ['novavax', /novavax|nuvaxovid/i],
  ['astrazeneca', /astra\s*-?zeneca|vaxzevria|covishield|azd1222/i],
  [
    'other',
    /sinovac|coronavac|sinopharm|bbibp|covaxin|sputnik|gamaleya|cansino|convidecia|medicago|covifenz|covovax|zf2001|clover|soberana|abdala/i,
  ],
];

const PRODUCT = new RegExp(`covid|sars-?cov|${MAKERS.map(([, re]) => re.source).join('|')}`, 'i');

/**
 * The makers' codes of the CDC's MVX list, as registries and military records print them in a column of
 * their own ("COVID-19, MRNA, LNP-S, PF, 100 MCG/0.5 ML  MOD  RK2857"): capitals only.
 */
const MVX_CODES: ReadonlyArray<readonly [CovidManufacturer, RegExp]> = [
  ['pfizer', /\bPFR\b/],
  ['moderna', /\bMOD\b/],
  ['janssen', /\bJSN\b/],
  ['novavax', /\bNVX\b/],
  ['astrazeneca', /\bASZ\b/],
];

function makerIn(text: string): CovidManufacturer | null {
  for (const [m, re] of MAKERS) if (re.test(text)) return m;
  return null;
}

/** The maker a dose's row gives by its MVX code alone, one code and no other maker named. */
function makerByCode(text: string): CovidManufacturer | null {
  const coded = MVX_CODES.filter(([, re]) => re.test(text));
  return coded.length === 1 ? coded[0][0] : null;
}

/** The maker a tick or a ring marks: the one its label opens with; a ticked "Other" is another maker. */
const tickedMaker = (label: string): CovidManufacturer | null =>
  /^other\b/i.test(label) ? 'other' : namedFirst(label, MAKERS);

/**
 * The product of a dose; on a form that lists the brands with a box each ("[ ] Pfizer  [x] Other:
 * Covaxin"), the ticked one: the brands left unticked are only offered, and so are brands a question
 * lists without boxes ("If yes, which? Pfizer-BioNTech  Moderna  Novavax"). A ticked "Other" with no product
 * named after it is another maker's product.
 */
export function manufacturerOf(text: string): CovidManufacturer | null {
  const ticked = text.split('\n').flatMap((line) => tickedLabels(line));
  // A line naming three products or more lists them ("two doses (Pfizer-BioNTech, AstraZeneca, Moderna)
  // or one (Janssen)"): it explains or offers them, and names no dose's product while another line does.
  const named = text
    .split('\n')
    .filter((line) => MAKERS.filter(([, re]) => re.test(line)).length < 3)
    .join('\n');
  return (
    ticked.map(tickedMaker).find((m) => m !== null) ??
    makerIn(withoutUntickedLines(named)) ??
    makerIn(named) ??
    makerByCode(named)
  );
}

/**
 * A line that tells a dose of a product none of the doses read carries ("COVID-19 vaccine, Ad26 | Janssen
 * COVID-19 JSN 2008967 St Agnes"): one maker named beside the vaccine, with no options offered on it. On
 * a scan it is a row whose date or lot the reader lost.
 */
export function unreadDoseNamed(lines: readonly string[], doses: readonly CovidDose[]): boolean {
  const read = new Set(doses.map((d) => d.manufacturer));
  return lines.some((line) => {
    if (/\[[x ]\]/.test(line) || !/covid|sars|vaccin/i.test(line)) return false;
    const named = MAKERS.filter(([m, re]) => m !== 'other' && re.test(line)).map(([m]) => m);
    return named.length === 1 && !read.has(named[0]);
  });
}

/** Doses of one product needed for a complete primary series. */
export const SERIES_LENGTH: Readonly<Record<CovidManufacturer, number>> = {
  pfizer: 2,
  moderna: 2,
  novavax: 2,
  astrazeneca: 2,
  janssen: 1,
  other: 2,
};

function recordType(text: string, hasDoses: boolean, declining: boolean): CovidData['record_type'] {
  if (!hasDoses && declining) return 'declination';
  if (/vaccination record card|\bcdc\b/i.test(text)) return 'cdc_card';
  if (/smart health card|digital (vaccine |vaccination )?record|qr code|verifiable/i.test(text))
    return 'digital';
  if (/electronic (health|medical) record|patient portal|mychart|\behr\b|printed from/i.test(text))
    return 'electronic';
  return 'immunization_record';
}

/**
 * A COVID-19 test written among the doses of a health record ("Rapid COVID test neg", "SARS-CoV-2 PCR not
 * detected"): it names the virus, not a vaccine.
 */
const COVID_TEST =
  /\b(?:rapid|pcr|antigen|naat|swab)\b[^\n]*\btest|\b(?:covid|sars-?cov-?2?)(?:-?19)?\s+(?:test|pcr|antigen|swab)|\btest(?:ed)?\s+(?:neg|pos|not\s+detected|detected)/i;
const VACCINE_WORDS = /vaccin|\bdose\b|booster|\bshot\b|immuni[sz]/i;
const isTest = (text: string, lot: string | null): boolean =>
  COVID_TEST.test(text) && !VACCINE_WORDS.test(text) && lot === null && manufacturerOf(text) === null;
/**
 * A visit's note that the dose was put off ("Vaccine #2 deferred for fever"): none was given that day. A
 * form's "[ ] Deferred — not vaccinated today" left unticked says nothing.
 */
const DEFERRED = /\b(?:deferred|postponed|not\s+(?:given|administered|vaccinated))\b/i;
const notGiven = (text: string, lot: string | null): boolean =>
  DEFERRED.test(withoutUntickedLines(text)) && lot === null;

function sentenceLine(line: string): boolean {
  const words = line.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  return words.length >= 8 && words.filter((w) => /^[a-z]/.test(w)).length >= 0.5 * words.length;
}

/**
 * Words in the clause before a date that make it the day of a dose: "dose two on", "booster on", or a
 * verb of giving beside the vaccine ("received the … COVID-19 vaccine on"); "records received on" is not.
 */
const DOSE_WORD = /\b(?:dose|doses|booster|vaccinated|immuni[sz]ed)\b/i;
const GIVEN_VERB = /\b(?:received|administered|given)\b/i;
const aboutVaccine = (text: string): boolean => VACCINE_WORDS.test(text) || PRODUCT.test(text);
/** Words that make the date no dose's: declined or put off, or a birth, a hire, a letter's date. */
const NO_DOSE_CUE =
  /\b(?:declin\w*|refus\w*|deferred|postponed|not\s+(?:given|administered|received)|birth|born|dob|since|employed|hired?|dated|authori[sz]\w*|separat\w*|checked|queried|searched|reported|documented|verified|recorded|entered|scheduled|appointment|request(?:ed)?|until)\b/i;
const GIVEN_BY =
  /\b(?:given|administered|vaccinated)\s+by\s+([A-Z][A-Za-z.'’-]+(?:\s+[A-Z][A-Za-z.'’-]+){0,3}(?:,\s*[A-Z]{2,5}\b)?)/;
const GIVEN_AT =
  /\bat\s+(?:the\s+|our\s+)?((?:[A-Z0-9][\w.'’&#-]*\s+){0,6}?(?:[\w-]+\s+)?(?:clinic|pharmacy|hospital|center|centre|site|event|department)\b(?:\s+(?:#\s*)?\d+)?(?:\s+(?:at|in|of)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,3})?)/i;
const LOT_AFTER = /^[\s,;]*(?:\(?\s*)?lot\s*(?:#|no\.?|number)?\s*:?\s*([A-Z0-9][A-Z0-9-]{3,})/i;

/**
 * Doses a letter tells in its sentences ("completed the primary series of the Pfizer-BioNTech COVID-19
 * vaccine …: dose one on January 27, 2021, lot EH8916, … and dose two on February 18, 2021"): each full
 * date whose clause says a dose was given, with the product named last before it in the text (or just
 * after it), and the lot that follows it.
 */
export function dosesInProse(doc: TextDoc): CovidDose[] {
  // The letter's sentences: lines of eight words or more, most of them in lower case. A table's rows
  // and a form's fields are read as entries, not here.
  const text = doc.lines.filter(sentenceLine).join(' ');
  const doses: CovidDose[] = [];
  const dates = findDates(text);
  for (const [k, d] of dates.entries()) {
    if (d.precision !== 'day') continue;
    // The clause: back to the last sentence or clause break, at most 90 characters.
    const before = text.slice(Math.max(0, d.index - 90), d.index);
    const clause = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf(';'), -1) + 1);
    const after = text.slice(d.index + d.length, d.index + d.length + 90);
    const ahead = after.slice(0, Math.max(0, after.search(/[.;]\s/)) || after.length);
    const told =
      DOSE_WORD.test(clause) ||
      (GIVEN_VERB.test(clause) && aboutVaccine(clause)) ||
      (/^\s*,?\s*(?:the\s+\w+\s+)?(?:also\s+)?(?:received|was\s+given)\b/i.test(ahead) &&
        aboutVaccine(ahead));
    if (!told) continue;
    if (NO_DOSE_CUE.test(clause) || NO_DOSE_CUE.test(ahead.slice(0, 40))) continue;
    const earlier = text.slice(Math.max(0, d.index - 400), d.index);
    const makers = MAKERS.flatMap(([m, re]) => {
      const all = [...earlier.matchAll(new RegExp(re.source, 'gi'))];
      return all.length > 0 ? [[m, all[all.length - 1].index ?? 0] as const] : [];
    });
    const last = makers.sort((a, b) => b[1] - a[1])[0]?.[0] ?? makerIn(ahead) ?? null;
    // Who gave it and where: in the dose's own stretch of the sentence, between the dates around it.
    const previous = dates[k - 1];
    const next = dates[k + 1];
    const from = Math.max(d.index - clause.length, previous ? previous.index + previous.length : 0);
    const to = Math.min(next ? next.index : text.length, d.index + d.length + ahead.length + 1);
    // The vaccinator named after the date ("on 1/25/2021 … administered by Ruth Engstrom, RN"), else in
    // the clause before it ("was administered by Calvin Mbeki, RN at our clinic on 2/27/2021").
    const stretch = text.slice(from, to);
    const sentenceEnd = text.slice(d.index + d.length, d.index + d.length + 250).search(/[.;]\s+[A-Z]/);
    const own = text.slice(
      d.index + d.length,
      Math.min(next ? next.index : text.length, d.index + d.length + (sentenceEnd < 0 ? 250 : sentenceEnd)),
    );
    doses.push({
      kind: /\bbooster\b/i.test(clause) ? 'booster' : 'primary',
      date: toIso(d),
      manufacturer: last,
      lot: LOT_AFTER.exec(after)?.[1] ?? null,
      administrator: {
        name: GIVEN_BY.exec(own)?.[1] ?? GIVEN_BY.exec(text.slice(from, d.index))?.[1] ?? null,
        state: null,
        facility: GIVEN_AT.exec(stretch)?.[1]?.trim() ?? null,
        signature: 'not_present',
      },
    });
  }
  return doses;
}

export function extractCovid(doc: TextDoc): CovidData {
  const found = findVaccineEntries(doc, PRODUCT).filter(
    (e) =>
      (e.date || manufacturerOf(e.text) || e.lot) &&
      !isTest(e.text, e.lot) &&
      !notGiven(e.text, e.lot) &&
      !(RECORD_EVENT.test(e.text) && e.lot === null && manufacturerOf(e.text) === null),
  );
  // A letter that tells more dated doses in its sentences than its lines yield as entries: its sentences.
  const prose = dosesInProse(doc);
  const dated = new Set(found.flatMap((e) => (e.date ? [e.date] : [])));
  // A declination form names the vaccine and carries a date, but no product or lot of a given dose.
  const declining = declines(
    doc,
    found.some((e) => manufacturerOf(e.text)),
  );
  const entries = declining ? [] : found;
  const fromLines: CovidDose[] = entries.map((e) => ({
    kind: e.booster ? 'booster' : 'primary',
    date: e.date,
    manufacturer: manufacturerOf(e.text),
    lot: e.lot,
    // A history's row names who gave the dose beside where ("Kessler Family Pharmacy  Anand Rao, RPh").
    administrator: {
      name: e.name ?? (e.facility === null ? rowClinician(e.text) : null),
      state: e.state,
      facility: e.facility,
      signature: e.signature,
    },
  }));
  const doses =
    !declining && prose.filter((d) => !dated.has(d.date!)).length > 0 && prose.length > dated.size
      ? prose
      : fromLines;
  // Doses beyond a complete primary series are boosters even when the record does not say so.
  const ordered = [...doses].sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
  let primaries = 0;
  for (const d of ordered) {
    if (d.kind === 'booster') continue;
    const need =
      SERIES_LENGTH[ordered.find((x) => x.kind === 'primary')?.manufacturer ?? d.manufacturer ?? 'pfizer'];
    if (primaries >= need) d.kind = 'booster';
    else primaries++;
  }
  const record_type = recordType(doc.text, doses.length > 0, declining);
  // A record listed newest first ("Date administered" descending) is told in the order the doses were
  // given, as long as every dose has a date to order it by.
  const told = doses.every((d) => d.date !== null) ? ordered : doses;
  if (record_type !== 'declination') return { record_type, doses: told, declination: null };
  const { reasonText: _reasonText, ...declination } = extractDeclination(doc);
  return { record_type, doses: [], declination };
}
