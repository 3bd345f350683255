// Text normalisation between reading and understanding. OCR and PDF text layers disagree on ligatures,
// dashes, quotes, checkbox glyphs and digit look-alikes; every extractor reads the same cleaned form.

const CHECKED_GLYPHS = /[☒☑✔✓✗✘■▣⊠]/g;
const UNCHECKED_GLYPHS = /[☐□▢◻❑]/g;

/** A document's text split into trimmed, non-empty lines, plus the joined form. */
export interface TextDoc {
  readonly text: string;
  readonly lines: readonly string[];
  /** 0–100 per line: the reader's confidence in that line (100 for a text layer). */
  readonly lineConfidence: readonly number[];
  /** Every word the reader placed, with its page and box; empty for text without geometry. */
  readonly words: readonly PlacedWord[];
}

/** A word with its box on its page (page units, y down), as the reader placed it. */
export interface PlacedWord {
  readonly text: string;
  readonly page: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly confidence: number;
  /** Index in `TextDoc.lines` of the line the word was read on. */
  readonly line?: number;
}

/** Confusions OCR makes inside numbers: letters that look like digits. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  g: '9',
};

const fixDigitRun = (token: string): string =>
  token.replace(/[OoDQlIi|!SsBZzg]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);

/**
 * Repairs look-alike letters only where the token is clearly numeric (a date or a measurement), so words
 * such as "Sol" or "Illinois" keep their letters.
 */
export function fixNumericTokens(line: string): string {
  const dateLike =
    /(?<![A-Za-z])([0-9OolIS|]{1,4})([/.-])([0-9OolIS|]{1,2})\2([0-9OolIS|]{2,4})(?![A-Za-z])/g;
  // A table's rule read as "|" before a full date ("|06/12/2026") is a border, not a digit.
  let out = line.replace(/(^|[\s:~])[|[](?=\d{2}[/.-]\d{1,2}[/.-]\d{2,4})/g, '$1');
  // So is one before a one-figure month that, read as a "1", would make no date ("|7/15/01").
  out = out.replace(
    /(^|[\s:~])\|(?=(\d)[/.-](\d{1,2})[/.-]\d{2,4}(?![\d/.-]))/g,
    (whole: string, lead: string, month: string, dayOf: string) =>
      Number(`1${month}`) > 12 && Number(dayOf) > 12 ? lead : whole,
  );
  out = out.replace(dateLike, (whole: string) => {
    const digits = whole.replace(/[^0-9]/g, '').length;
    return digits >= 3 ? fixDigitRun(whole) : whole;
  });
  // A date written or read with spaces around its slashes ("10/ 20/ 26", "10 / 20 / 2026"): one date.
  out = out.replace(
    /(?<![\d/.])\b(\d{1,2}) ?\/ ?(\d{1,2}) ?\/ ?(\d{2}|\d{4})\b(?![/.]\d)/g,
    (whole: string, a: string, b: string, y: string) => (/ /.test(whole) ? `${a}/${b}/${y}` : whole),
  );
  // A slash read as a comma before the year: "11/03,2026".
  out = out.replace(/\b(\d{1,2})\/(\d{1,2}),(\d{4})\b/g, '$1/$2/$3');
  // A slash read as a 1 between month and day: "09108/2026" is 09/08/2026. ("0918/2026" is left alone:
  // 09/8 with a misread slash and 09/18 with a lost one are both dates.)
  out = out.replace(
    /(?<![\d/.-])(0[1-9]|1[0-2])1(\d{2})\/((?:19|20)\d{2})\b/g,
    (whole: string, month: string, day: string, year: string) =>
      Number(day) >= 1 && Number(day) <= 31 ? `${month}/${day}/${year}` : whole,
  );
  // The same in a month and year: "01,2028".
  out = out.replace(/(?<![\d,.])\b(0[1-9]|1[0-2]),((?:19|20)\d{2})\b/g, '$1/$2');
  out = out.replace(
    /(?<![A-Za-z])([0-9OolI]{1,3})(\s?mm\b)/g,
    (_w, n: string, unit: string) => `${fixDigitRun(n)}${unit}`,
  );
  // A four-digit year after a month name: "March 14, 2O26".
  out = out.replace(
    /(\b[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+)([0-9OolIS]{4})\b/g,
    (_w, head: string, year: string) => (/\d{2}/.test(year) ? head + fixDigitRun(year) : head + year),
  );
  return out;
}

/** Checkbox marks in every spelling a text layer or OCR produces, to `[x]` / `[ ]`. */
export function normaliseCheckboxes(line: string): string {
  return (
    line
      .replace(CHECKED_GLYPHS, '[x]')
      .replace(UNCHECKED_GLYPHS, '[ ]')
      .replace(/[[(|{]\s*[xX×✕✖Kk*]\s*[\])|}]/g, '[x]')
      // A tick OCR read as a figure, a slash or a section sign inside a box it did not close: "[4 No
      // evidence of …", "[§ Mantoux skin test".
      .replace(/(?<=\s|^)\[[4vV✓/§](?=\s+[A-Za-z])(?![^\]\n]{0,15}\])/g, '[x]')
      // So is a tick read as a figure inside the box it closed, before an option's label: "[4] Medical …".
      .replace(/(?<=\s|^)\[[4vV✓]\](?=\s+[A-Za-z])/g, '[x]')
      .replace(/\[\s*\]|\(\s\)|\[\s*[|]|\|\s*\]|\[[1lIJ|]\]|(?<=\s|^)\[[1lIJ](?=\s+[A-Za-z])/g, '[ ]')
      .replace(/\[x\](?=\S)/g, '[x] ')
      .replace(/\[ \](?=\S)/g, '[ ] ')
  );
}

/** What separates a question or a caption from the options that answer it. */
const OPTIONS_START = /^(.*[:?]\s+|.*\s[-–]\s+)/;

/**
 * Options printed with their box after the label ("Negative ☒  Positive ☐", "Yes [ ] No [x]") put every
 * box after a word and end the line with one, where options whose box comes first never do. Such a line
 * is rewritten box-first ("[x] Negative [ ] Positive"), the order every reader of ticks expects: each box
 * goes before the words between it and the previous box, and before the first box the question or
 * caption (up to its colon, question mark or dash) stays where it is. A line whose first box follows a
 * caption ("Interpretation: [x] Negative [ ] Positive [x]") or that has boxes side by side (specks, a
 * box read twice) is left as it is; so is a long line with a single box at its end.
 */
export function boxesBeforeLabels(line: string): string {
  const parts = line.split(/(\[[x ]\])/);
  // parts: text, box, text, box, …, text; the last text is what follows the last box.
  const boxes = (parts.length - 1) / 2;
  if (boxes === 0 || /[A-Za-z0-9]/.test(parts[parts.length - 1])) return line;
  const labels = parts.filter((_, i) => i % 2 === 0).slice(0, boxes);
  if (labels.some((l) => !/[A-Za-z0-9)]\s*$/.test(l))) return line;
  if (boxes === 1 && (labels[0].trim().split(/\s+/).length > 4 || /:/.test(labels[0]))) return line;
  const [, lead = ''] = OPTIONS_START.exec(labels[0]) ?? [];
  const out = [lead.trim()];
  labels.forEach((label, k) => {
    out.push(parts[2 * k + 1], (k === 0 ? label.slice(lead.length) : label).trim());
  });
  return out.filter((p) => p.length > 0).join(' ');
}

/**
 * Box tokens where no tick box can be: specks, word gaps and rules a reader took for boxes ("TB Skin [x]
 * Test Card", "have been [x] offered", "Code: [ ] 4784…"). A real box opens its line or an option label.
 */
export function dropStrayBoxes(input: string): string {
  // In a run of boxes the one next to the following label is the real one; the others are gaps.
  let line = input
    .replace(/(\[[x ]\]\s*){2,}/g, (run) => `${run.trim().slice(-3)} `)
    // A box between a class's word and its letter ("[ ] Class [x] D Medically unfit") is a speck in the
    // option's label: the option's own box is the one before it.
    .replace(/\b(class|category|level|grade|group|tier)\s*\[[x ]\]\s*(?=[A-Z0-9]\b)/gi, '$1 ')
    // An option ticked, then marked as ticked in error and initialled ("[x] Class B … error AS"), is
    // not chosen.
    .replace(/^\[x\](?=[^[]*\b(?:entered\s+in\s+)?error\s+[A-Z]{2,3}\s*$)/, '[ ]');
  // A ring drawn around an answer ("(circle) [x] (YES  NO") marks it with no empty box beside the others.
  // Bilingual forms answer in Spanish too ("NEGATIVO", "Sí"), short forms in abbreviations ("NEG", "Pos");
  // a fitness opinion, a chest film's impression, a vaccine's brand ringed in a row of brands, a flu
  // vaccine's kind or "declined" ringed in a row of kinds and a life-support course ringed in a row of
  // courses are answers too.
  const answer =
    /(?!\s*\(?\s*(?:[Pp]fizer|PFIZER|[Mm]oderna|MODERNA|J\s?&\s?J|[Jj]anssen|JANSSEN|[Nn]ovavax|NOVAVAX|[Aa]stra\s?[Zz]eneca|ASTRA\s?ZENECA|[Ss]inovac|SINOVAC|[Oo]ther|OTHER|(?:[Aa]b)?[Nn]ormal|(?:AB)?NORMAL|[Yy][Ee][Ss]|[Nn][Oo]|[Ss][IiÍí]|[Nn]egativ[eoa]|NEGATIV[EOA]|[Pp]ositiv[eoa]|POSITIV[EOA]|[Nn]eg|NEG|[Pp]os|POS|[Nn]on-?[Rr]eactive|NON-?REACTIVE|[Rr]eactive|REACTIVE|[Ff]it|FIT|[Uu]nfit|UNFIT|[Cc]leared|CLEARED|[Nn]ot (?:[Ff]it|FIT|[Cc]leared|CLEARED)|BLS|ACLS|PALS|NRP|PEARS|[Ss]tandard|STANDARD|[Hh]igh-?[Dd]ose|HIGH-?DOSE|[Cc]ell-?[Bb]ased|CELL-?BASED|[Rr]ecombinant|RECOMBINANT|[Aa]djuvanted|ADJUVANTED|[Dd]eclined|DECLINED|[Rr]efused|REFUSED)\b)/
      .source;
  line = line
    .replace(/(?<=\S)\s*\[[x ]\][\s.,;:|]*$/, '')
    .replace(new RegExp(`(?<=\\S)\\s*\\[[x ]\\]${answer}\\s*(?=[a-z0-9#©®(&]|\\[)`, 'g'), ' ')
    .replace(/(?<=[a-z,.])\s*\[[x ]\]\s*(?=[a-z])/g, ' ');
  // With no empty box left, a tick inside the line is noise too; a single real tick opens its line.
  if (!line.includes('[ ]')) line = line.replace(new RegExp(`(?<=\\S)\\s*\\[x\\]${answer}`, 'g'), '');
  return line.replace(/ {2,}/g, ' ').trim();
}

/** A value without the box tokens a reader scattered around it. */
export const withoutBoxes = (value: string): string =>
  value
    .replace(/\s*\[[x ]\]\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const JOINED_CAPTION =
  /\b(issued|completed|passed|given|administered|expired|signed|dated|certified|awarded|received|placed|valid)(on|by|thru|through|until)\b/gi;

/** A date read joined to the word before it ("Emergency Department03.04.2022"). */
const JOINED_DATE = /([A-Za-z]{3,})(\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2})\b/g;

/** Two dates of neighbouring cells read as one run ("12/26/202412/31/2026"): the first ends at its year. */
const GLUED_DATES = /(\b\d{1,2}\/\d{1,2}\/(?:19|20)\d{2})(?=\d{1,2}\/\d{1,2}\/(?:19|20)\d{2}\b)/g;

/** A form's revision ("SB-TB-04 (rev. 03/2025)", "Revised 1/24"): when the form was printed, no date of its content. */
const REVISION =
  /(\b(?:rev(?:ision|ised)?)\.?\s*(?:date\s*)?:?\s*)(?:\d{1,2}[/.-]\d{1,4}(?:[/.-]\d{2,4})?|(?:19|20)\d{2})\b/gi;
const REVISION_WORD = /^\(?rev(?:ision|ised)?\.?:?$/i;

/**
 * Characters written one per box ("D A N V E R S", "1 9 7 9 3 7", "0 8 / 2 7 / 1 9 9 3"): four or more
 * single characters a space or two apart are one word. A wider gap (an empty box between two words) still
 * parts them.
 */
const BOXED_CHARACTERS = /(?<=^|\s)(?:[A-Za-z0-9/.-] {1,2}){3,}[A-Za-z0-9](?=\s|$)/g;
/**
 * The same boxes with their walls read as bars or brackets ("D|E|S|H|P|A|N|DI|E", "|M|I|C|X|Y|"): four or
 * more runs of up to three characters between walls, at least three of them single, are one word without
 * the walls. A wall OCR read as a letter I or l beside the box's own character ("DI", "TIE", "BIO") is
 * dropped too; a box holding an I alone keeps it.
 */
const WALLED_CHARACTERS =
  /(?<=^|\s)[|[\]]?(?:[A-Za-z0-9]{1,3} ?[|[\]] ?){3,}[A-Za-z0-9]{1,3}[|[\]]?(?=\s|$)/g;
const wallsRemoved = (line: string): string =>
  line.replace(WALLED_CHARACTERS, (run) => {
    const cells = run
      .split(/[|[\]]/)
      .map((cell) => cell.trim())
      .filter((cell) => cell.length > 0);
    if (cells.filter((cell) => cell.length === 1).length < 3) return run;
    return cells.map((cell) => (cell.length > 1 ? cell.replace(/[Il]/g, '') || cell : cell)).join('');
  });

export const boxedJoined = (line: string): string =>
  wallsRemoved(line).replace(BOXED_CHARACTERS, (run) => {
    if (!/[A-Za-z0-9].*[A-Za-z0-9]/.test(run)) return run;
    // A date in day, month and year boxes ("2 2  0 1  2 0 2 4"): its parts apart, as a date is written.
    const parts = run.split(/ {2,}/).map((part) => part.replace(/ /g, ''));
    const sizes = parts.map((part) => part.length).join(',');
    if (/^\d+$/.test(parts.join('')) && (sizes === '2,2,4' || sizes === '4,2,2')) return parts.join('/');
    return run.replace(/ /g, '');
  });

export function normaliseLine(raw: string): string {
  let line = raw.normalize('NFKC');
  line = line
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201B\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u00A0\u2000-\u200B\u202F\t]/g, ' ')
    .replace(/\u2026/g, '...');
  line = normaliseCheckboxes(boxedJoined(line));
  line = boxesBeforeLabels(line);
  line = dropStrayBoxes(line);
  line = fixNumericTokens(line);
  // A space OCR lost between a caption's verb and its preposition ("Exam passedon 10/27/2026").
  line = line
    .replace(JOINED_CAPTION, '$1 $2')
    .replace(JOINED_DATE, '$1 $2')
    .replace(GLUED_DATES, '$1 ')
    .replace(REVISION, '$1');
  return line.replace(/ {2,}/g, ' ').trim();
}

export interface RawLine {
  readonly text: string;
  readonly confidence: number;
  readonly page?: number;
  readonly words?: ReadonlyArray<Omit<PlacedWord, 'page'>>;
}

type RawWord = NonNullable<RawLine['words']>[number];

const isBoxWord = (w: RawWord): boolean => /^\[[x ]\]$/.test(normaliseCheckboxes(w.text.trim()));

/**
 * A row of tick boxes printed under a row of options ("Medical   Religious   Personal" over "☐  ☒  ☐"),
 * or in the table cells under their captions, reaches the reader as a line of boxes alone, often far
 * from its options in reading order. Each box marks the option over it, so the boxes are written into
 * the options' line, before their options ("[ ] Medical [x] Religious [ ] Personal"), and the line of
 * boxes goes. Only when every box stands under an option of its own, within a few lines of type; the
 * boxes keep their place among the words, so the geometry still sees them where they are.
 */
function boxRowsIntoOptions(input: readonly RawLine[]): RawLine[] {
  const lines = [...input];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i];
    const boxes = (row.words ?? []).filter(isBoxWord);
    // A table's row may open with its own label ("QuantiFERON  ☒ ☐ ☐" under "Test  Negative  Positive
    // Indeterminate"): the label stays on its line, the boxes go up.
    const label = (row.words ?? []).filter((w) => !isBoxWord(w));
    const boxesOnly = /^(\s*\[[x ]\])+\s*$/.test(normaliseCheckboxes(row.text));
    const labelled =
      !boxesOnly &&
      label.length > 0 &&
      /^[^[\]]+?(\s*\[[x ]\])+\s*$/.test(normaliseCheckboxes(row.text)) &&
      Math.max(...label.map((w) => w.x1)) < Math.min(...boxes.map((b) => b.x0));
    if (boxes.length < 2 || (!boxesOnly && !labelled)) continue;
    const h = Math.max(...boxes.map((b) => b.y1 - b.y0), 1);
    const top = Math.min(...boxes.map((b) => b.y0));
    const above = lines
      .map((line, k) => ({ line, k }))
      .filter(({ line, k }) => {
        const words = line.words ?? [];
        if (k === i || line.page !== row.page || words.length === 0 || words.some(isBoxWord)) return false;
        const bottom = Math.max(...words.map((w) => w.y1));
        return bottom <= top + 0.3 * h && top - bottom <= 2.5 * h;
      })
      .sort(
        (a, b) => Math.max(...b.line.words!.map((w) => w.y1)) - Math.max(...a.line.words!.map((w) => w.y1)),
      )[0];
    if (!above) continue;
    const words = [...above.line.words!].sort((a, b) => a.x0 - b.x0);
    const phrases: RawWord[][] = [];
    for (const w of words) {
      const last = phrases[phrases.length - 1]?.at(-1);
      if (last && w.x0 - last.x1 <= 1.2 * Math.max(w.y1 - w.y0, last.y1 - last.y0)) phrases.at(-1)!.push(w);
      else phrases.push([w]);
    }
    const marks = new Map<RawWord[], RawWord>();
    for (const box of boxes) {
      const centre = (box.x0 + box.x1) / 2;
      const phrase = phrases.find((p) => p[0].x0 - h <= centre && centre <= p[p.length - 1].x1 + h);
      if (!phrase || marks.has(phrase)) break;
      marks.set(phrase, box);
    }
    if (marks.size !== boxes.length) continue;
    const text = phrases
      .map((p) => {
        const box = marks.get(p);
        return `${box ? `${normaliseCheckboxes(box.text.trim())} ` : ''}${p.map((w) => w.text).join(' ')}`;
      })
      .join('   ');
    // The row's label must stand under none of the options it is marked against.
    if (labelled && label.some((w) => phrases.some((p) => marks.has(p) && w.x1 > p[0].x0 - h))) continue;
    lines[above.k] = { ...above.line, text, words: [...words, ...boxes] };
    if (labelled) {
      lines[i] = { ...row, text: label.map((w) => w.text).join(' '), words: label };
      continue;
    }
    lines.splice(i, 1);
    i -= 1;
  }
  return lines;
}

/** A statement ending with its one box ("Not cleared for the position   ☐"); no question. */
const STATEMENT_THEN_BOX = /^([^?[\]]*[A-Za-z]{3}[^?[\]]*?)\s*(\[[x ]\])\s*$/;

/**
 * Statements printed one under another, each with its box at the end of its row ("Cleared for the
 * position without restrictions  ☒" over "Not cleared for the position  ☐"), reach the reader as lines
 * ending with a box, which on a line of its own is as often a speck or a rule's end. Two lines or more
 * in a row that end so are such a list: each box is written before its statement, as boxes are read.
 */
function boxesAfterStatements(input: readonly RawLine[]): RawLine[] {
  const lines = [...input];
  const ends = lines.map((l) => STATEMENT_THEN_BOX.exec(normaliseCheckboxes(l.text)));
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && ends[j]) j += 1;
    if (j - i >= 2)
      for (let k = i; k < j; k++) lines[k] = { ...lines[k], text: `${ends[k]![2]} ${ends[k]![1]}` };
    i = Math.max(j, i + 1);
  }
  return lines;
}

export function toTextDoc(raw: string | readonly RawLine[]): TextDoc {
  const input: readonly RawLine[] = boxesAfterStatements(
    typeof raw === 'string'
      ? raw.split(/\r?\n|\f/).map((text) => ({ text, confidence: 100 }))
      : boxRowsIntoOptions(raw),
  );
  const lines: string[] = [];
  const lineConfidence: number[] = [];
  const words: PlacedWord[] = [];
  for (const l of input) {
    let previous = '';
    for (const w of l.words ?? []) {
      const text = normaliseLine(w.text);
      const revision = REVISION_WORD.test(previous) && /\d/.test(text);
      previous = text;
      if (text.length > 0 && !revision) words.push({ ...w, text, page: l.page ?? 0, line: lines.length });
    }
    for (const part of l.text.split(/\r?\n|\f/)) {
      const n = normaliseLine(part);
      if (n.length === 0) continue;
      lines.push(n);
      lineConfidence.push(l.confidence);
    }
  }
  completeWrappedDates(lines, words);
  return { text: lines.join('\n'), lines, lineConfidence, words };
}

const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
const YEAR_WORD = /^(19|20)\d{2}[,.;]?$/;

/**
 * A date whose year a narrow table cell wrapped onto the next line ("Oct 27," over "2026"): the year
 * under the month and day, on one of the next two lines, is moved up beside them.
 */
function completeWrappedDates(lines: string[], words: readonly PlacedWord[]): void {
  const byLine = new Map<number, PlacedWord[]>();
  for (const w of words) if (w.line !== undefined) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  for (const [line, onLine] of byLine) {
    const row = [...onLine].sort((a, b) => a.x0 - b.x0);
    for (let k = 0; k + 1 < row.length; k++) {
      const [month, day, after] = [row[k], row[k + 1], row[k + 2]];
      if (!MONTH_WORD.test(month.text) || !/^\d{1,2},?$/.test(day.text)) continue;
      if (after && YEAR_WORD.test(after.text) && after.x0 - day.x1 < 3 * (day.y1 - day.y0)) continue;
      const height = day.y1 - day.y0;
      const year = [line + 1, line + 2]
        .flatMap((l) => byLine.get(l) ?? [])
        .find(
          (w) =>
            w.page === day.page &&
            YEAR_WORD.test(w.text) &&
            w.y0 > day.y0 &&
            w.y0 - day.y1 < 2.5 * height &&
            w.x0 >= month.x0 - height &&
            w.x0 <= day.x1 + height,
        );
      if (!year || year.line === undefined) continue;
      const fragment = `${month.text} ${day.text}`;
      const at = lines[line].indexOf(fragment);
      const digits = year.text.slice(0, 4);
      const below = lines[year.line].search(new RegExp(`(^|\\s)${digits}(?=[,.;]?(\\s|$))`));
      if (at < 0 || below < 0) continue;
      lines[line] =
        `${lines[line].slice(0, at + fragment.length)} ${digits}${lines[line].slice(at + fragment.length)}`;
      lines[year.line] =
        `${lines[year.line].slice(0, below)} ${lines[year.line].slice(below).replace(digits, '')}`
          .replace(/ {2,}/g, ' ')
          .trim();
    }
  }
}

/** Removes accents and folds case: "Zoë O'Néill" → "zoe o'neill". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Drops the options of a checkbox list that are not ticked, so keyword scans see only chosen answers. */
export function withoutUnticked(line: string): string {
  return line
    .replace(/\[ \]\s*[^[\n]*?(?=\[x\]|\[ \]|$)/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** withoutUnticked for each line of a text: an option left unticked ends at its own line's end. */
export const withoutUntickedLines = (text: string): string =>
  text.split('\n').map(withoutUnticked).join('\n');

/** The labels of ticked boxes on a line: "[x] Negative [ ] Positive" → ["Negative"]. */
export function tickedLabels(line: string): string[] {
  const out: string[] = [];
  // A label ends at the next box, or at a bracket OCR left of one ("[x] Seller-Server [TIPS …").
  const re = /\[x\]\s*([^[\n]*?)(?=\[|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push(m[1].trim());
  return out;
}

/**
 * Of several named things, the one a text names first: a ticked option's label runs on over the options
 * after it when a ring left them without boxes ("Other  Sinovac Pfizer-BioNTech …"), so the option marked
 * is the one the label opens with.
 */
export function namedFirst<T>(text: string, named: ReadonlyArray<readonly [T, RegExp]>): T | null {
  let first: { value: T; at: number } | null = null;
  for (const [value, re] of named) {
    const at = text.search(re);
    if (at >= 0 && (!first || at < first.at)) first = { value, at };
  }
  return first?.value ?? null;
}

/**
 * The document with only some of its lines, in their order, the words renumbered to them. Words the
 * reader placed on no line stay when `unplaced` is 'keep'.
 */
export function linesOnly(doc: TextDoc, keep: Iterable<number>, unplaced: 'keep' | 'drop'): TextDoc {
  const kept = [...new Set(keep)].sort((a, b) => a - b);
  const renumber = new Map(kept.map((i, k) => [i, k]));
  const lines = kept.map((i) => doc.lines[i]);
  return {
    text: lines.join('\n'),
    lines,
    lineConfidence: kept.map((i) => doc.lineConfidence[i]),
    words: doc.words.flatMap((w) => {
      if (w.line === undefined) return unplaced === 'keep' ? [w] : [];
      const line = renumber.get(w.line);
      return line === undefined ? [] : [{ ...w, line }];
    }),
  };
}
