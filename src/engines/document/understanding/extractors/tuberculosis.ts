// TB skin tests (placed/read, induration), blood tests (IGRA: collected/resulted, performing lab) and
// chest x-rays (impression) from forms, lab reports and clearance letters.
import type { TextDoc } from '../normalize';
import { linesOnly, withoutBoxes, withoutUnticked } from '../normalize';
import { daysBetween, findDates, toIso } from '../dates';
import {
  clean,
  dateAfterLabel,
  dateInProse,
  findAddress,
  findLabel,
  letterSignatory,
  PHONE,
  signaturePresent,
} from '../fields';
import type { TbAdministrator, TbData, TbTest, TbTestEvidence } from '../types';
import type { TbKind, TbSection } from './tb-sections';
import { ALTERNATIVES, answerOf, KIND_CUES, splitSections } from './tb-sections';
import { impressionUnmarked, resultsIn, xrayImpression } from './results';
import { resultByDrawColumn } from './result-columns';
import { dateByLayout, valueByLayout } from '../layout-fields';
import { rowClinician } from '../names';

// Captions in English and in Spanish (a Mexican lab's "Toma de muestra", "Fecha de validación", a skin
// test's "Aplicación" and "Lectura", "Aplicó: / Leyó: / Validó:" before who did it).
const EXAM_LABELS: Readonly<Record<TbKind, RegExp>> = {
  skin: /\b(date\s*(?:\/\s*time\s*)?(placed|planted|given|administered)|placed\s*(on|date)?(?=\s*:|\s+\d)|administered\s*(on|date)|date of (placement|administration)|placement date|fecha\s*(?:y\s*hora\s*)?de\s*aplicaci[oóé]n|aplicaci[oóé]n(?:\s*(?:ppd|tst))?(?=\s*:|\s*$|\s+lectura\b))/i,
  blood:
    /\b(collect(ed|ion)\s*(date|on)?|date\s*(collected|drawn)|specimen\s*(date|collected)|drawn\s*(on|date)?|toma\s*de\s*(?:la\s*)?muestra|fecha\s*de\s*toma)\b/i,
  xray: /\b(exam\s*date|date of (exam|service|study|x-?ray)|study date|date\s*(taken|performed)|performed\s*(on|date))\b/i,
};
const REPORT_LABELS: Readonly<Record<TbKind, RegExp>> = {
  skin: /\b(date\s*(?:\/\s*time\s*)?(read|interpreted)|(read|interpreted)\s*(on|date)?(?=\s*:|\s+\d)|reading date|date of (reading|interpretation)|fecha\s*(?:y\s*hora\s*)?de\s*lectura|lectura(?=\s*:|\s*$))/i,
  blood:
    /\b(result(ed)?\s*(date|on)|resulted(?=\s*:|\s+\d)|report(ed)?\s*(date|on)?(?=\s*:|\s+\d)|date\s*(reported|resulted)|final(ized)?\s*(date|on)?(?=\s*:|\s+\d)|fecha\s*de\s*(?:validaci[oóé]n|resultados?|reporte|emisi[oó]n))/i,
  xray: /\b(report(ed)?\s*(date|on)|reported(?=\s*:|\s+\d)|dictated|date\s*(reported|signed|dictated)|signed\s*on|date\s*of\s*report)\b/i,
};
const RESULT_LABEL =
  /\b(result|interpretation|impression|reading|finding|outcome|qft\s+result|tb\s+result|resultado|interpretaci[oó]n)s?\b/i;
const ADMIN_NAME =
  /\b(administered by|placed by|read by|given by|interpreted by|performed by|tested by|(?:reviewed|verified|certified|recorded|attested) by|reader|reading physician|radiologist|provider(?:\s+name)?|clinician|healthcare professional|nurse|practitioner|physician)\b|\b(?:aplic|ley|valid|realiz|interpret)[oóé](?=\s*:)/i;
/** The same captions as a box's own caption, at the start of its phrase. */
const ADMIN_CAPTION =
  /^(?:(?:administered|placed|read|given|interpreted|performed|tested)\s+by|reader|reading physician|radiologist|(?:provider|clinician|examiner|physician|practitioner|nurse)(?:'?s)?(?:\s+name)?)\b/i;
const FACILITY =
  /\b(facility|clinic(?:\s+name)?|testing location|location|performing lab(?:oratory)?|performed at|tested at|laboratory|lab name|imaging center|hospital|organization|site)\b/i;
const KNOWN_LABS =
  /\b(quest diagnostics|labcorp|arup laboratories|mayo clinic laboratories|bioreference|sonic healthcare)\b/i;

/** A results-table row: the test's name followed by what it found ("T-SPOT.TB   NEGATIVE"). */
const TEST_ROW =
  /\b(t-?spot|quanti\s*feron|qft|igra|interferon[- ]gamma|tuberculin|ppd|mantoux|tst)\b[^\n]{0,40}\b(negative|positive|indeterminate|borderline)\b/i;

const PROSE_EXAM: Readonly<Record<TbKind, RegExp>> = {
  skin: /\b(placed|planted|administered|applied|given)\b/,
  blood: /\b(collected|drawn)\b/,
  xray: /\b(performed|taken|obtained|done)\b/,
};
const PROSE_REPORT: Readonly<Record<TbKind, RegExp>> = {
  skin: /\b(read|interpreted)\b/,
  blood: /\b(resulted|reported)\b/,
  xray: /\b(reported|read|interpreted)\b/,
};

/** "was screened for tuberculosis in our office on September 5, 2026": a test whose kind is not named. */
const PROSE_SCREENED = /\b(screened|screening|tested|testing)\b/;

/** A clock time, its meridiem written out or as one letter ("9:15a", "2:45 p.m."). */
const TIME = /\b(\d{1,2}):(\d{2})\s*([ap](?:\.?m)?\.?)?(?![a-z])/i;

/** Hour of the day of the first clock time on a line, 24-hour. */
function timeAfter(line: string): number | null {
  const m = TIME.exec(line);
  if (!m) return null;
  const meridiem = m[3];
  const hour = meridiem ? (+m[1] % 12) + (/p/i.test(meridiem) ? 12 : 0) : +m[1];
  return hour + +m[2] / 60;
}

function personish(value: string | null): string | null {
  // The value ends at the next caption of the row ("… Read by (print) Ana-Lucia Pereira").
  const v = clean(
    value?.split(/\s{2,}|\s+(date|signature|phone|tel|facility|location)\b/i)[0].split(ADMIN_NAME)[0],
  );
  // A caption's instruction in brackets ("(name/title)", "(print)") is no one's name: what follows it is.
  const named = v?.replace(/^(?:\([^()]{0,30}\)\s*)+/, '') ?? '';
  if (!named || !/[A-Za-z]{2,}/.test(named) || /^\[/.test(named)) return null;
  return named.length > 80 ? named.slice(0, 80) : named;
}

/** "Site: L forearm": where the test was placed on the arm, not where it was done; "L.E." opens a nurse's title. */
const INJECTION_SITE = /^\(?[LR]\)?\b(?!\.[A-Z]\.)|\b(fore)?arm\b|\bdeltoid\b/i;

/** A caption read as the value of the caption before it ("Employee health nurse  Date"). */
const CAPTION_VALUE = /^(date|time|signature|sign|title|name|print(ed)?|initials?)\b/i;

/** A section's heading ("F. EMPLOYEE HEALTH DISPOSITION") is no one's name. */
const LETTERED_HEADING = /^(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.)]\s+[A-Z][A-Z &/-]+$/;

/**
 * The first value under one of the captions that reads as a name: a caption word in an instruction
 * ("read … by a licensed nurse;") gives none, and the next caption of the kind is tried.
 */
function labelledPerson(lines: readonly string[], labels: RegExp, from: number, to: number): string | null {
  for (let start = from; start < to;) {
    const hit = findLabel(lines, labels, start, to);
    if (!hit) return null;
    const value = personish(hit.value);
    if (value && !LETTERED_HEADING.test(value) && !INJECTION_SITE.test(value) && !CAPTION_VALUE.test(value))
      return value;
    start = hit.lineIndex + 1;
  }
  return null;
}

/** A laboratory named in the letterhead ("Harbourline Diagnostic Laboratories"): the performing lab. */
const LAB_NAME =
  /\b(?:[A-Z][A-Za-z&.'-]*\s+){1,4}?(?:Laborator(?:y|ies)|Diagnostics|Pathology|Labs?)\b(?:\s+(?:Inc|LLC|Ltd)\.?)?/;

/** Caption words a table's header puts before "Lab" ("Name  Address  Lab Director"). */
const CAPTION_WORDS = /\b(name|address|director|date|phone|fax|clia|npi|id|no)\b/i;

/**
 * The performing laboratory: named in the letterhead, or under a "Performing lab / organization / site"
 * heading (its name in the lines below), or anywhere on a page that names no other.
 */
function performingLab(lines: readonly string[]): string | null {
  const labIn = (line: string): string | null => {
    const m = LAB_NAME.exec(line);
    return m && !CAPTION_WORDS.test(m[0]) ? m[0].trim() : null;
  };
  for (const line of lines.slice(0, 3)) {
    const lab = labIn(line);
    if (lab) return lab;
  }
  const heading = lines.findIndex((l) => /\bperform(ing|ed)\s+(lab\w*|organi[sz]ation|site|at)\b/i.test(l));
  const near = heading >= 0 ? lines.slice(heading, heading + 4) : [];
  for (const line of [...near, ...lines]) {
    const lab = labIn(line);
    if (lab) return lab;
  }
  return null;
}

/** The words of a section's lines, and those the reader placed on no line. */
const sectionWords = (doc: TextDoc, s: TbSection): TextDoc['words'] =>
  doc.words.filter((w) => w.line === undefined || (w.line >= s.from && w.line < s.to));

function administrator(
  doc: TextDoc,
  s: TbSection,
  kind: TbKind | null,
  visitStaff: string | null,
): TbAdministrator {
  const scopes: Array<[number, number]> = [
    [s.from, s.to],
    [0, doc.lines.length],
  ];
  let name: string | null = null;
  let facility: string | null = null;
  for (const [from, to] of scopes) {
    name ??= labelledPerson(doc.lines, ADMIN_NAME, from, to);
    facility ??= labelledPerson(doc.lines, FACILITY, from, to);
  }
  // A form whose boxes print their caption under the line the provider writes on ("Amos Pruitt, DO" over
  // "Provider name / credentials"): the caption's line of text holds no value, its box does.
  if (!name) {
    const words = sectionWords(doc, s);
    name =
      valueByLayout(words, ADMIN_CAPTION, (text) => {
        const value = personish(text);
        return value && !CAPTION_VALUE.test(value) && /^[A-Z][A-Za-z'.-]+\s+[A-Z]/.test(value) ? value : null;
      })?.value ?? null;
  }
  if (!facility && kind === 'blood') facility = KNOWN_LABS.exec(doc.text)?.[0] ?? performingLab(doc.lines);
  // A visit history names the clinician on the placing visit's row.
  name ??= visitStaff;
  const signatory = letterSignatory(doc.lines);
  name ??= signatory?.name ?? null;
  const sig =
    signaturePresent(doc.lines, s.from, s.to, doc.words) ??
    signaturePresent(doc.lines, 0, doc.lines.length, doc.words) ??
    (signatory ? signatory.signed : null);
  return {
    name,
    facility,
    phone: PHONE.exec(doc.lines.slice(s.from, s.to).join('\n'))?.[0] ?? PHONE.exec(doc.text)?.[0] ?? null,
    address: findAddress(doc.lines, s.from, s.to) ?? findAddress(doc.lines),
    signature: sig ? 'present' : 'not_present',
  };
}

/**
 * A cut-off printed on the form ("Induration of ≥10 mm is positive for health-care workers", "a reaction
 * of 5 mm or more is considered positive"): it defines a result, it does not state one, whatever OCR
 * made of its "≥".
 */
const CUT_OFF =
  /\b(?:is|are|considered|read as|interpreted as|regarded as)\s+(?:a\s+)?(?:positive|negative)\s+(?:for|in|if|when|result\s+for)\b|\bmm\s+or\s+(?:more|greater|larger|less)\b/i;

/**
 * A result named in a condition: "if TST or IGRA is positive", "when the reading is negative", "(required
 * for positive reactors)", and the reason a follow-up is not needed ("Not required (IGRA negative, no
 * signs or symptoms)").
 */
const CONDITION =
  /\b(?:if|when|unless)\b[^.\n]{0,40}\b(?:positive|negative)\b|\bfor\s+(?:positive|negative)\s+(?:reactors?|results?|tests?|screens?|tst|ppd|igra)\b|\bnot\s+(?:required|indicated|needed)\s*\([^)]*\)/gi;

const RESULT_OPTION = /\b(neg(?:ative)?|pos(?:itive)?|non-?reactive|reactive)\b/gi;
/**
 * A result option with a ring's arc stuck before it: "(NEG)", "<POS", "@NEG", also right after the
 * caption's own instruction ("Result (circle)( NEGATIVE"); or with only the closing arc after it
 * ("Result (circle)NEGATIVE) POSITIVE").
 */
const RINGED_OPTION = new RegExp(
  `(?:^|\\s|\\))[(<@©{]\\s?${RESULT_OPTION.source}\\)?|(?<![(\\w])${RESULT_OPTION.source}\\)`,
  'gi',
);

/**
 * A ring drawn around one of the printed results ("Result (NEG) POS") that OCR read as brackets or an
 * arc ("<", "@", "©") stuck to the word: that result is marked, as a tick would mark it.
 */

/** "mm induration" or "Induration (mm)" heading a table column, and the number in its cell under it. */
const INDURATION_CAPTION = /^(?:mm\s+induration|induration(?:\s*\(mm\)|\s+in\s+mm|\s+mm)?)\b/i;

function measuredUnderCaption(doc: TextDoc, s: TbSection): number | null {
  const words = doc.words.filter((w) => w.line !== undefined && w.line >= s.from && w.line < s.to);
  const hit = valueByLayout(
    words,
    INDURATION_CAPTION,
    (text) => /^(\d{1,2}(?:\.\d)?)(?:\s*mm)?$/i.exec(text.trim())?.[1] ?? null,
  );
  return hit ? Number(hit.value) : null;
}
function ringedResult(line: string): string {
  if (/\[[x ]\]/.test(line) || [...line.matchAll(RESULT_OPTION)].length < 2) return line;
  const ringed = [...line.matchAll(RINGED_OPTION)];
  if (ringed.length !== 1) return line;
  const at = (ringed[0].index ?? 0) + ringed[0][0].indexOf(ringed[0][1] ?? ringed[0][2]);
  return `${line.slice(0, at)}[x] ${line.slice(at)}`;
}

function sectionResult(doc: TextDoc, s: TbSection, kind: TbKind | null) {
  // "(required if TST or IGRA is positive)" is a condition, not a finding.
  const lines = doc.lines
    .slice(s.from, s.to)
    .map(answerOf)
    .map(ringedResult)
    .map((line) => line.replace(CONDITION, ' '));
  let results: Array<{ r: ReturnType<typeof resultsIn>[number]; conf: number; named?: boolean }> = [];
  // A result is stated on a short line (a form row, a result column); a sentence that names several
  // results is a legend ("Positive: … Negative: both panels ≤ 4 spots") and is read only when nothing
  // shorter stated one.
  const prose = (line: string): boolean =>
    withoutBoxes(line).split(/\s+/).length >= 14 ||
    /\b(positive|negative|borderline|indeterminate|invalid)\b\s*[:=]?[^.\n]{0,40}(>=|<=|[≥≤<>]|\bif\b|\bwhen\b)/i.test(
      line,
    ) ||
    /\b(criteria|interpreted by|cut-?off)\b/i.test(line);
  for (const pass of [false, true]) {
    lines.forEach((line, k) => {
      if (prose(line) !== pass || CUT_OFF.test(line)) return;
      if (!RESULT_LABEL.test(line) && !/\[x\]/.test(line) && !TEST_ROW.test(line)) return;
      // A long line's boxes are mostly specks; one tick on it still marks its option.
      const text = pass && (line.match(/\[x\]/g) ?? []).length !== 1 ? withoutBoxes(line) : line;
      const found = resultsIn(text.replace(/\b(positive|negative)\s+control\b/gi, ''));
      // "Result (circle): Negative / Positive" with neither marked: the options offered, no result.
      if (new Set(found).size >= 2 && !/\[x\]/.test(line) && !TEST_ROW.test(line)) return;
      // In a lab's results row the result comes first; a later "Negative" is the reference column.
      const stated = !/\[[x ]\]/.test(line) && TEST_ROW.test(line) ? found.slice(0, 1) : found;
      for (const r of stated)
        results.push({ r, conf: doc.lineConfidence[s.from + k] ?? 100, named: TEST_ROW.test(line) });
    });
    if (results.length > 0) break;
    results = [];
  }
  if (kind === 'xray') {
    // A radiology report has no tick boxes: a lone box token on it is noise, not an unticked option.
    // A form's options, though, are boxes: "[ ] No evidence of active TB  [ ] Abnormal" states nothing.
    const form = lines.join(' ').match(/\[[x ]\]/g)?.length ?? 0;
    const imp = xrayImpression(
      lines
        .filter((line) => !impressionUnmarked(line))
        .map(form >= 2 ? withoutUnticked : withoutBoxes)
        .join('\n'),
    );
    if (imp) results.unshift({ r: imp, conf: 100 });
  }
  let unlabelledPositive = false;
  if (results.length === 0) {
    const loose = lines.flatMap((l) => {
      if (/^(nil|mitogen|tb[12]|panel|indication|reason|history)/i.test(l) || CUT_OFF.test(l)) return [];
      const found = resultsIn(withoutUnticked(l));
      // "Negative  Positive  Indeterminate" with none of them marked: the options offered, no result.
      return new Set(found).size >= 2 && !/\[x\]/.test(l) ? [] : found;
    });
    if (loose.length > 0) results.push({ r: loose[0], conf: 100 });
    // A "positive" under no result caption and no tick is as likely an option printed for choosing or a
    // legend as a finding: it alone does not reject the test.
    unlabelledPositive = loose[0] === 'positive';
  }
  // In a panel of several analytes, a line naming the test beside its result ("QuantiFERON-TB Gold Plus
  // result:  NEGATIVE") states the test's own result; an "Interpretation: EQUIVOCAL" elsewhere in the
  // report may be another analyte's.
  const named = results.filter((x) => x.named);
  const panel = lines.some((line) => OTHER_SCREENING.test(line));
  if (panel && new Set(named.map((x) => x.r)).size === 1 && !unlabelledPositive)
    return { result: named[0].r, conflicting: false, weakLine: named[0].conf < 55 };
  const distinct = new Set(results.map((x) => x.r));
  return {
    result: results[0]?.r ?? null,
    conflicting: distinct.size > 1 || unlabelledPositive,
    weakLine: (results.length > 0 && results[0].conf < 55) || unlabelledPositive,
  };
}

/** Screenings a clearance summary lists beside the TB test, each on a row of its own. */
const OTHER_SCREENING =
  /\b(hepatitis|anti-?hbs|hbsag|measles|mumps|rubella|mmr|varicella|tdap|pertussis|respirator|fit test|drug screen|urine|influenza|covid|titer|serology|vision|hearing|audiogram)\b/i;

/**
 * The TB row of a table of several screenings: the one line naming the test with two dates in order
 * (placed then read, collected then resulted), among at least two dated rows of other screenings.
 */
function screeningRow(
  lines: readonly string[],
  s: TbSection,
  kind: TbKind,
): { dates: string[]; line: string; index: number } | null {
  const cue = KIND_CUES.find(([k]) => k === kind)![1];
  // The other screenings may stand anywhere in the table, the test's own row in its section.
  const others = lines.filter(
    (l) => OTHER_SCREENING.test(l) && !cue.test(l) && findDates(l).length > 0,
  ).length;
  if (others < 2) return null;
  const rows = lines
    .slice(s.from, s.to)
    .map((line, k) => ({ line, index: s.from + k, dates: findDates(line).map((d) => toIso(d)) }))
    .filter(({ line }) => cue.test(line) && !OTHER_SCREENING.test(line))
    .filter(
      ({ dates: [a, b, ...rest] }) =>
        rest.length === 0 &&
        a !== undefined &&
        // An x-ray's row may give one date; a test's gives placed and read, collected and resulted.
        (b === undefined ? kind === 'xray' : a <= b && Date.parse(b) - Date.parse(a) <= 30 * 86_400_000),
    );
  return rows.length === 1 ? rows[0] : null;
}

const SKIN_TEST = /\b(?:tst|ppd|tuberculin|mantoux|skin\s+test)\b/i;
const PLACED_VISIT = /\b(?:placed|placement|planted|administered)\b/i;
const READ_VISIT = /\b(?:read|reading)\b/i;

/**
 * The placing and the reading of a skin test as rows of a visit history, each opening with its date
 * ("09/19/2026 10:35 … TB skin test (Mantoux) — PLACED …", "09/21/2026 … TB skin test — READ …"): the
 * latest reading, and the latest placing before it.
 */
function skinTestVisits(lines: readonly string[]): {
  placed: string | null;
  read: string | null;
  staff: string | null;
} {
  const rows = lines.flatMap((line) => {
    const first = findDates(line)[0];
    if (!first || first.index > 3 || first.precision !== 'day' || !SKIN_TEST.test(line)) return [];
    const rest = line.slice(first.index + first.length);
    const stage = PLACED_VISIT.test(rest) ? 'placed' : READ_VISIT.test(rest) ? 'read' : null;
    const staff = rowClinician(rest);
    return stage ? [{ stage, date: toIso(first), staff }] : [];
  });
  const read = rows
    .filter((r) => r.stage === 'read')
    .map((r) => r.date)
    .sort()
    .pop();
  const placed = rows
    .filter((r) => r.stage === 'placed' && (!read || r.date <= read))
    .map((r) => r.date)
    .sort()
    .pop();
  const placing = rows.find((r) => r.stage === 'placed' && r.date === placed);
  return { placed: placed ?? null, read: read ?? null, staff: placing?.staff ?? null };
}

function readSection(doc: TextDoc, s: TbSection): { test: TbTest; evidence: TbTestEvidence } {
  const kind = s.kind;
  const labelsKind: TbKind = kind ?? 'skin';
  // A card or a form prints each date right of or under its caption; the words' boxes bind them even
  // when the reader emitted the handwritten values on lines of their own.
  const words = sectionWords(doc, s);
  const byLayout = (labels: RegExp): { iso: string } | null => {
    const iso = dateByLayout(words, labels);
    return iso ? { iso } : null;
  };
  const exam =
    byLayout(EXAM_LABELS[labelsKind]) ??
    dateAfterLabel(doc.lines, EXAM_LABELS[labelsKind], 'start', s.from, s.to);
  const report =
    byLayout(REPORT_LABELS[labelsKind]) ??
    dateAfterLabel(doc.lines, REPORT_LABELS[labelsKind], 'start', s.from, s.to);
  const unreadableDate = [EXAM_LABELS[labelsKind], REPORT_LABELS[labelsKind]].some((re) => {
    const hit = findLabel(doc.lines, re, s.from, s.to);
    return (
      hit !== null && /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/.test(hit.value) && findDates(hit.value).length === 0
    );
  });
  // A clinician's letter says it in prose: "placed on the left forearm on September 24, 2026 and read on
  // September 26, 2026".
  const prose = doc.lines.slice(s.from, s.to).join('\n');
  let examDate = exam?.iso ?? dateInProse(prose, PROSE_EXAM[labelsKind]) ?? null;
  let reportDate = report?.iso ?? dateInProse(prose, PROSE_REPORT[labelsKind]) ?? null;
  // A skin test's row without captions of its own ("Step 2 | 10/05/2026 | 10/07/2026 | 0 mm", under a
  // "Placed | Read" header both captions of which found the same date): placed, then read.
  if (kind === 'skin' && examDate === reportDate) {
    const row = doc.lines
      .slice(s.from, s.to)
      .map((line) => findDates(line))
      .find((dates) => dates.length === 2);
    const [placed, read] = row?.map((d) => toIso(d)) ?? [];
    if (placed && read && placed <= read && Date.parse(read) - Date.parse(placed) <= 30 * 86_400_000) {
      examDate = placed;
      reportDate = read;
    }
  }
  // A clearance summary's table of screenings (hepatitis B, MMR, fit test, drug screen …) with one TB row:
  // the row naming the test holds its two dates, whatever the header's captions bound to the first row.
  const row = kind ? screeningRow(doc.lines, s, kind) : null;
  if (row && kind !== 'xray') [examDate, reportDate] = row.dates;
  // "a history of a positive tuberculin skin test (15 mm, March 9, 2017)": the date told with the test.
  if (!examDate && !reportDate && kind) {
    const cue = KIND_CUES.find(([k]) => k === kind)?.[1];
    examDate = cue ? dateInProse(prose, cue) : null;
  }
  // A clinic's service history, a dated row per visit: the skin test placed on one row and read on
  // another decide, whatever other rows' dates and results the captions reached.
  const visits = kind === 'skin' ? skinTestVisits(doc.lines.slice(s.from, s.to)) : null;
  if (visits) {
    if ((visits.placed && visits.read) || (!examDate && !reportDate)) {
      examDate = visits.placed ?? examDate;
      reportDate = visits.read ?? reportDate;
    }
  }
  if (!examDate && !reportDate) examDate = dateInProse(prose, PROSE_SCREENED);
  // A test whose own date caption is there but left blank ("Date of x-ray ____") was not dated: a "Date"
  // further down its section is a reviewer's or a signature's.
  const ownCaption = kind !== null && doc.lines.slice(s.from, s.to).some((l) => EXAM_LABELS[kind].test(l));
  if (!exam && !report && kind !== 'skin' && !ownCaption) {
    const generic = dateAfterLabel(doc.lines, /\bdate\b(?!\s*of\s*birth)/i, 'start', s.from, s.to);
    examDate = generic?.iso ?? examDate;
    reportDate = generic ? null : reportDate;
  }
  const { result: stated, conflicting, weakLine } = sectionResult(doc, s, kind);
  let result = stated;
  let contradicted = conflicting;
  let lowConfidence = conflicting || weakLine;
  // The row's own outcome decides, under the table's Outcome or Result caption: the other screenings'
  // outcomes and the summary under the table are not this test's, and a "Positive" in the row is a
  // finding, not an option offered.
  const rowResults = row ? (kind === 'xray' ? [xrayImpression(row.line)] : resultsIn(row.line)) : [];
  if (
    row &&
    rowResults.length === 1 &&
    rowResults[0] &&
    RESULT_LABEL.test(doc.lines.slice(0, row.index).join('\n'))
  ) {
    result = rowResults[0];
    contradicted = false;
    lowConfidence = (doc.lineConfidence[row.index] ?? 100) < 55;
  }
  // A cumulative results review: the value under the newest draw's date is the test's, on that date; the
  // row's reference range and the draws left blank say nothing.
  const testRows = doc.lines.slice(s.from, s.to).flatMap((l, k) => (TEST_ROW.test(l) ? [s.from + k] : []));
  const drawn = kind === 'xray' ? null : resultByDrawColumn(doc, testRows);
  if (drawn) {
    result = drawn.result;
    contradicted = false;
    lowConfidence = (doc.lineConfidence[drawn.line] ?? 100) < 55;
    const resulted =
      reportDate !== null && reportDate >= drawn.date && daysBetween(drawn.date, reportDate) <= 30;
    if (!resulted) reportDate = null;
    examDate = drawn.date;
  }
  let induration: number | null | undefined;
  if (kind === 'skin') {
    // The measurement of a form row, not the instructions under it ("record 0 mm if none").
    const measured = doc.lines
      .slice(s.from, s.to)
      .filter(
        (line) =>
          withoutBoxes(line).split(/\s+/).length < 14 && !/\b(if|record|depending|per cdc)\b/i.test(line),
      );
    // A clock time beside the reading ("11:30   mm") holds no millimetres: neither its minutes nor its hour.
    const m =
      /(?<![\d:])(\d{1,2}(?:\.\d)?)\s*mm\b/i.exec(measured.join('\n')) ??
      // The unit in the caption: "Induration (mm): 0", "Induration in mm 12".
      /(?:induration\b[^\d\n]{0,12}\bmm\b\)?|\(mm\))\s*[:=]?\s*(\d{1,2}(?:\.\d)?)(?![\d/.-]|:\d)/i.exec(
        measured.join('\n'),
      ) ??
      /(\d{1,2}(?:\.\d)?)\s*mm\s+(?:of\s+)?induration|induration\s+(?:of\s+|was\s+|measured\s+)?(\d{1,2}(?:\.\d)?)\s*mm/i.exec(
        prose,
      );
    induration = m ? Number(m[1] ?? m[2]) : measuredUnderCaption(doc, s);
    if (result === null && induration !== null) {
      // The health-care worker cut-off: 10 mm or more is positive. An inferred result is flagged.
      result = induration >= 10 ? 'positive' : 'negative';
      lowConfidence = true;
    } else if (
      induration !== null &&
      ((result === 'negative' && induration >= 15) || (result === 'positive' && induration < 5))
    ) {
      lowConfidence = true;
      contradicted = true;
    }
  }
  let hoursToRead: number | null = null;
  if (kind === 'skin' && exam && report) {
    const section = doc.lines.slice(s.from, s.to);
    const examLine = section.find((l) => EXAM_LABELS.skin.test(l)) ?? '';
    const readLine = section.find((l) => REPORT_LABELS.skin.test(l)) ?? '';
    const t1 = timeAfter(examLine.slice(examLine.search(EXAM_LABELS.skin)));
    const t2 = timeAfter(readLine.slice(readLine.search(REPORT_LABELS.skin)));
    if (t1 !== null && t2 !== null) {
      const hours = (Date.parse(report.iso) - Date.parse(exam.iso)) / 3_600_000;
      hoursToRead = hours + (t2 - t1);
    }
  }
  const test: TbTest = {
    type: kind,
    result,
    exam_date: examDate,
    report_date: reportDate,
    administrator: administrator(doc, s, kind, visits?.staff ?? null),
  };
  if (kind === 'skin') test.induration_mm = induration ?? null;
  return { test, evidence: { lowConfidence, conflicting: contradicted, unreadableDate, hoursToRead } };
}

export interface TbExtraction {
  readonly data: TbData;
  readonly evidence: readonly TbTestEvidence[];
}

/** A line naming a TB test or TB itself. */
const NAMES_TB = /\btb\b|tuberculo|quanti\s?-?feron|\bqft\b|t-?spot|\bigra\b|\btst\b|\bppd\b|mantoux/i;

/**
 * A tracker of requirements, one dated row each (background check, drug screen, titers, flu, TB …),
 * whose TB requirement takes a row or two of its own: those rows, for the other rows' results and
 * dates are no TB test's. Null when the page is no such table.
 */
function tbRowsOfTracker(doc: TextDoc): TextDoc | null {
  const dated = (line: string) => findDates(line).length > 0;
  const others = doc.lines.filter((l) => OTHER_SCREENING.test(l) && !NAMES_TB.test(l) && dated(l));
  if (others.length < 3) return null;
  const rows = doc.lines.flatMap((l, i) => (NAMES_TB.test(l) && !OTHER_SCREENING.test(l) ? [i] : []));
  if (rows.length === 0 || rows.length > 3 || !rows.some((i) => dated(doc.lines[i]))) return null;
  // Each row long enough to be a requirement's whole row, not a heading over several lines.
  if (!rows.every((i) => doc.lines[i].split(/\s+/).length >= 8)) return null;
  // A row's notes wrapped onto the lines under it, up to the next numbered row or the next screening.
  const kept = new Set<number>();
  for (const i of rows) {
    kept.add(i);
    for (let j = i + 1; j <= i + 3 && j < doc.lines.length; j++) {
      const line = doc.lines[j];
      if (OTHER_SCREENING.test(line) || /^\s*\d{1,2}\b/.test(line) || rows.includes(j)) break;
      kept.add(j);
    }
  }
  const rowsOnly = linesOnly(doc, kept, 'drop');
  // The requirement's own words name the tests it accepts, not the one done.
  const lines = rowsOnly.lines.map((line) => line.replace(ALTERNATIVES, ' '));
  return { ...rowsOnly, lines, text: lines.join('\n') };
}

export function extractTuberculosis(input: TextDoc): TbExtraction {
  const doc = tbRowsOfTracker(input) ?? input;
  const sections = splitSections(doc.lines);
  const read = sections.map((s) => readSection(doc, s));
  // A conditional test ("CHEST X-RAY (only if positive)") with no finding and no date of its own (a date
  // further down the section is the signature's) was not done. Nor was a test whose
  // section of a form was left blank, when another section states a result.
  const stated = read.some((r) => r.test.result !== null && !r.evidence.conflicting);
  const useful = read.filter(
    (r, i) =>
      (r.test.type !== null || r.test.result !== null || r.test.exam_date !== null) &&
      !(sections[i].conditional && r.test.exam_date === null && r.test.result === null) &&
      !(stated && r.test.result === null && r.test.exam_date === null && r.test.report_date === null),
  );
  return { data: { tests: useful.map((r) => r.test) }, evidence: useful.map((r) => r.evidence) };
}
