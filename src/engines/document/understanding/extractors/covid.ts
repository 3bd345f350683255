// COVID-19 vaccination records: CDC cards, IIS and pharmacy printouts, digital records and declinations.
import type { TextDoc } from '../normalize';
import { namedFirst, tickedLabels, withoutUntickedLines } from '../normalize';
import type { CovidData, CovidDose, CovidManufacturer } from '../types';
import { findVaccineEntries } from './vaccine-entries';
import { declines, extractDeclination } from './declination';

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

function makerIn(text: string): CovidManufacturer | null {
  for (const [m, re] of MAKERS) if (re.test(text)) return m;
  return null;
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
    ticked.map(tickedMaker).find((m) => m !== null) ?? makerIn(withoutUntickedLines(named)) ?? makerIn(named)
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

export function extractCovid(doc: TextDoc): CovidData {
  const found = findVaccineEntries(doc, PRODUCT).filter(
    (e) => (e.date || manufacturerOf(e.text) || e.lot) && !isTest(e.text, e.lot) && !notGiven(e.text, e.lot),
  );
  // A declination form names the vaccine and carries a date, but no product or lot of a given dose.
  const declining = declines(
    doc,
    found.some((e) => manufacturerOf(e.text)),
  );
  const entries = declining ? [] : found;
  const doses: CovidDose[] = entries.map((e) => ({
    kind: e.booster ? 'booster' : 'primary',
    date: e.date,
    manufacturer: manufacturerOf(e.text),
    lot: e.lot,
    administrator: { name: e.name, state: e.state, facility: e.facility, signature: e.signature },
  }));
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
