// Influenza vaccination records and declinations, with the season they belong to.
import type { TextDoc } from '../normalize';
import { withoutUntickedLines } from '../normalize';
import type { FluData, FluVaccination } from '../types';
import { findVaccineEntries, RECORD_EVENT } from './vaccine-entries';
import { dateAfterLabel } from '../fields';
import { declines, extractDeclination, reasonOf, vaccinatedTicked } from './declination';
import { findDates, toIso } from '../dates';

/** The date a declination was made, under its own caption. */
const DECLINATION_DATE = /\b(declination\s+date|date\s+(?:of\s+)?declin\w*|declined\s+on)\b/i;

const REFUSED_WORD = /\b(refused|declined|not given|patient declined)\b/i;
/**
 * A row that says the dose was refused; an unticked "[ ] Declined" option says nothing, nor does one left
 * beside the vaccine's kind ringed in the same row ("[x] STANDARD  HIGH-DOSE  DECLINED").
 */
const refused = (text: string): boolean =>
  REFUSED_WORD.test(withoutUntickedLines(text)) && !vaccinatedTicked(text);

const PRODUCTS: ReadonlyArray<readonly [string, RegExp, string]> = [
  ['Fluzone', /\bfluzone\b/i, 'Sanofi Pasteur'],
  ['Flublok', /\bflublok\b/i, 'Sanofi Pasteur'],
  ['Flucelvax', /\bflucelvax\b/i, 'Seqirus'],
  ['Afluria', /\bafluria\b/i, 'Seqirus'],
  ['Fluad', /\bfluad\b/i, 'Seqirus'],
  ['Fluarix', /\bfluarix\b/i, 'GSK'],
  ['FluLaval', /\bflulaval\b/i, 'GSK'],
  ['FluMist', /\bflumist\b/i, 'AstraZeneca'],
  // Names the same vaccines carry outside the US.
  ['Supemtek', /\bsupemtek\b/i, 'Sanofi Pasteur'],
  ['Vaxigrip', /\bvaxigrip\b/i, 'Sanofi Pasteur'],
  ['Efluelda', /\befluelda\b/i, 'Sanofi Pasteur'],
  ['Fluenz', /\bfluenz\b/i, 'AstraZeneca'],
  ['Influvac', /\binfluvac\b/i, 'Viatris'],
  ['Optaflu', /\boptaflu\b/i, 'Seqirus'],
];
// Product classes as records abbreviate them: IIV4, ccIIV4, RIV4, LAIV4, and QIV/TIV with their
// cell-based, recombinant, adjuvanted and egg-based variants (QIVc, QIVr, aQIV, QIVe), and the classes
// written out ("HIGH-DOSE", "CELL-BASED").
const GENERIC =
  /influenza(\s+(virus\s+)?vaccine)?|\bflu\s*(shot|vaccine|vaccination)|\biiv[34]\b|\bccIIV4?\b|\briv4\b|\blaiv4?\b|\ba?[QT]IV[cre]?\b|\bhigh[- ]dose\b|\bcell[- ]based\b/i;
const MAKERS = /sanofi(\s+pasteur)?|seqirus|glaxosmithkline|\bgsk\b|astrazeneca|medimmune|csl/i;
const PRODUCT = new RegExp(`${PRODUCTS.map(([, re]) => re.source).join('|')}|${GENERIC.source}`, 'i');

/** `2026-2027` from "2026-2027", "2026–27", "2026/27". */
export function seasonIn(text: string): string | null {
  const m = /\b(20\d{2})\s*[-/]\s*(20\d{2}|\d{2})\b(?!\s*[-/]\d)/.exec(text);
  if (!m) return null;
  const start = +m[1];
  const end = m[2].length === 2 ? Math.floor(start / 100) * 100 + +m[2] : +m[2];
  return end === start + 1 ? `${start}-${end}` : null;
}

/** The July–June season a date falls in. */
export function seasonOf(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return m >= 7 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

function product(raw: string): { product: string | null; manufacturer: string | null } {
  // "[ ] Fluzone High-Dose [ ] Flucelvax  [x] Fluarix": the options left unticked were not given.
  const chosen = withoutUntickedLines(raw);
  const text = PRODUCT.test(chosen) ? chosen : raw;
  const named = PRODUCTS.find(([, re]) => re.test(text));
  const maker = MAKERS.exec(text)?.[0] ?? null;
  if (named) return { product: named[0], manufacturer: maker ?? named[2] };
  const generic = GENERIC.exec(text)?.[0] ?? null;
  return { product: generic ? 'Influenza vaccine' : null, manufacturer: maker };
}

/** A row of a grouped history: its date first, then where it was given. */
const DATED_ROW = /^\W{0,3}(\d{1,2}\s?\/\s?\d{1,2}\s?\/\s?\d{2,4}|\d{4}-\d{2}-\d{2})\b\W*(.*)$/;

/**
 * Doses of a history grouped by vaccine ("Influenza, injectable, trivalent, preservative free" over
 * "10/16/2026  Hearthstone Pharmacy #2286 (state registry)" and "10/15/2025  Willowbrook Family
 * Medicine — nurse visit"): each row under an influenza heading, up to the next heading.
 */
function groupedRows(lines: readonly string[]): FluVaccination[] {
  const out: FluVaccination[] = [];
  let underFlu = false;
  for (const line of lines) {
    const row = DATED_ROW.exec(line);
    if (!row) {
      // A heading: a short line naming a vaccine, with no date. Influenza's heads its rows; another's ends them.
      if (findDates(line).length === 0 && line.split(/\s+/).length <= 10) underFlu = PRODUCT.test(line);
      continue;
    }
    if (!underFlu) continue;
    const date = findDates(row[1])[0];
    if (!date || date.precision !== 'day') continue;
    const place = row[2].replace(/^[#&¢*†\s]+/, '').trim();
    out.push({
      date: toIso(date),
      product: 'Influenza vaccine',
      manufacturer: null,
      lot: null,
      administrator: { name: null, facility: place.length > 0 ? place : null, signature: 'not_present' },
    });
  }
  return out;
}

/** The options of a row that asks which kind of vaccine was given, or that none was. */
const KIND_OPTION = /\b(standard|high-?dose(?:\s+65\+)?|cell-?based|recombinant|adjuvanted|declined)\b/gi;
const RINGED_KIND = new RegExp(
  `(?:^|\\s|\\))[(<@©{]\\s?${KIND_OPTION.source}|(?<![(<\\w])${KIND_OPTION.source}[)>]`,
  'gi',
);

/**
 * A pen ring around one option of a row of kinds ("STANDARD  <HIGH-DOSE 65+>  CELL-BASED  DECLINED",
 * "… CELL-BASED (DECLINED)") that OCR read as brackets: that option is marked, as a tick would mark it.
 * A tick read just before the row's first option is the previous cell's box (a consent ticked) when
 * another option carries the ring.
 */
export function ringedKind(line: string): string {
  const options = [...line.matchAll(KIND_OPTION)];
  if (options.length < 3) return line;
  const ringed = [...line.matchAll(RINGED_KIND)];
  if (ringed.length !== 1) return line;
  const word = ringed[0][1] ?? ringed[0][2];
  const at = (ringed[0].index ?? 0) + ringed[0][0].indexOf(word);
  const first = options[0].index ?? 0;
  const before = line.slice(0, first);
  const boxed = /\[x\]\s*$/.test(before);
  if (/\[x\]/.test(line.slice(first)) || (/\[x\]/.test(before) && !boxed) || (boxed && at === first))
    return line;
  return `${before.replace(/\[x\]\s*$/, '')}${line.slice(first, at)}[x] ${line.slice(at)}`;
}

export function extractFlu(input: TextDoc): FluData {
  const ringed = input.lines.map(ringedKind);
  const doc: TextDoc = ringed.some((line, i) => line !== input.lines[i])
    ? { ...input, lines: ringed, text: ringed.join('\n') }
    : input;
  const seasonLine = doc.lines.find((l) => /season/i.test(l) && seasonIn(l)) ?? null;
  const printedSeason = seasonLine ? seasonIn(seasonLine) : null;
  const clean = (l: string) => l.replace(/\b20\d{2}\s*[-/]\s*(20)?\d{2}\s+(flu\s+)?season\b/i, '');
  const cleaned: TextDoc = { ...doc, lines: doc.lines.map(clean), text: doc.lines.map(clean).join('\n') };
  const found = findVaccineEntries(cleaned, PRODUCT);
  // A history's row of a dose offered and declined ("Influenza – REFUSED (reason: personal belief)") is no
  // dose; when it is the latest row, the record is the declination it states.
  const refusals = new Set(found.filter((e) => refused(e.text)));
  const entries = found.filter((e) => !refusals.has(e));
  const refusal = [...refusals].filter((e) => e.date).sort((a, b) => (a.date! < b.date! ? 1 : -1))[0];
  if (refusal && entries.every((e) => !e.date || e.date < refusal.date!)) {
    const season = printedSeason ?? seasonOf(refusal.date!);
    return {
      record_type: 'declination',
      season,
      vaccinations: [],
      declination: { date: refusal.date, reason: reasonOf(refusal.text), season },
    };
  }
  const read: FluVaccination[] = entries
    .filter((e) => (PRODUCT.test(e.text) || e.date) && !(RECORD_EVENT.test(e.text) && e.lot === null))
    .map((e) => ({
      date: e.date,
      ...product(e.text),
      lot: e.lot,
      administrator: { name: e.name, facility: e.facility, signature: e.signature },
    }));
  // Rows of a grouped history whose dates no entry read, in the order of the dates.
  const grouped = groupedRows(cleaned.lines).filter((g) => !read.some((v) => v.date === g.date));
  const vaccinations =
    grouped.length > 0
      ? [...read, ...grouped].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
      : read;
  // "Declination date 10/16/2026" after every dose on the page (a history of earlier seasons below the
  // current season's declination): the record is that declination.
  const declinedOn = dateAfterLabel(doc.lines, DECLINATION_DATE)?.iso ?? null;
  const latestDose = vaccinations
    .map((v) => v.date)
    .filter((d): d is string => d !== null)
    .sort()
    .pop();
  const declining =
    (declinedOn !== null && (!latestDose || latestDose < declinedOn)) ||
    declines(
      doc,
      vaccinations.some((v) => v.date && v.lot),
      vaccinations.some((v) => v.date && v.product),
    );
  if (declining) {
    const d = extractDeclination(doc);
    const reason = d.reason ?? (d.reasonText ? d.reasonText.slice(0, 80) : null);
    return {
      record_type: 'declination',
      season: printedSeason ?? (d.date ? seasonOf(d.date) : null),
      vaccinations: [],
      declination: { date: d.date, reason, season: printedSeason ?? (d.date ? seasonOf(d.date) : null) },
    };
  }
  const pharmacy = /pharmacy|pharmacist|\bcvs\b|walgreens|rite aid|\brx\b|kroger|costco|walmart/i.test(
    doc.text,
  );
  const dated = vaccinations
    .filter((v) => v.date)
    .map((v) => v.date as string)
    .sort();
  return {
    record_type: pharmacy ? 'pharmacy_record' : 'immunization_record',
    season: printedSeason ?? (dated.length > 0 ? seasonOf(dated[dated.length - 1]) : null),
    vaccinations,
    declination: null,
  };
}
