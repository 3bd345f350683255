// Holder name and date of birth as printed on the document.
import { findDates, toIso } from './dates';
import { ENDS_WITH_DATE_CAPTION } from './lexicon';
import { valueByLayout } from './layout-fields';
import type { PlacedWord } from './normalize';

const NAME_LABELS: readonly RegExp[] = [
  /\b(?:this\s+(?:is\s+to\s+)?certif(?:y|ies)\s+that|this\s+certificate\s+is\s+(?:presented|awarded)\s+to|awarded\s+to|presented\s+to|issued\s+to|certifies\s+that)\b/i,
  /\b(?:patient|employee|recipient|holder|card\s*holder|student|participant|candidate|applicant|member|staff|worker|vaccine\s+recipient|client|professional|learner|trainee|attendee)(?:'s)?\s*(?:full\s+|legal\s+)?name/i,
  /\bname\s+of\s+(?:patient|employee|recipient|holder|student|participant|applicant|individual|person)\b/i,
  /\b(?:full\s+|legal\s+|printed\s+)?name(?!\s+of\s+(?:facility|clinic|provider|examiner|vaccinator|employer|lab|laboratory|pharmacy|institution|issuer|company))/i,
  /\b(?:patient|recipient|holder|employee|student|participant|candidate|issued\s+to|cardholder|professional|clinician|worker|member|learner|trainee|attendee)\s*:/i,
  // "Learner  Robert Tsosie": a course's learner, captioned without a colon.
  /^(?:learner|trainee|attendee)\b/i,
  // "Badge holder  Rachel Goldstein": the credential's holder, captioned without a colon.
  /\b(?:badge|card|certificate|credential|licen[cs]e|permit|policy)\s*holder\b/i,
];

/**
 * Words of titles, organisations (a school district, a staffing group, a company) and forms: a line holding
 * one is not a bare holder name.
 */
export const NOT_NAME_WORDS =
  /\b(sanofi|pasteur|pfizer|moderna|seqirus|janssen|novavax|cvs|walgreens|rite|aid|kroger|quest|labcorp|diagnostics|american|association|heart|cross|council|institute|foundation|provider|card|badge|record|certificate|certification|health|healthcare|staffing|partners|connect|pro|training|center|centre|course|program|department|county|state|services|medical|hospital|clinic|pharmacy|vaccination|vaccine|covid|influenza|test|report|form|summary|examination|exam|physical|food|alcohol|handler|server|basic|life|support|advanced|pediatric|first|aid|cpr|bls|acls|pals|safety|manager|commission|national|official|immunization|history|laboratory|lab|results?|registry|resume|experience|education|skills|section|page|date|signature|issued|valid|status|active|inactive|role|verified|thank|you|this|the|and|for|of|is|has|with|to|fit|unfit|temporarily|restrictions?|limitations?|cleared|duty|duties|negative|positive|reactive|expired|item|qty|quantity|price|subtotal|total|order|receipt|district|schools?|academy|university|college|independent|unified|public|network|group|agency|authority|board|bureau|division|society|ministry|trust|inc|llc|ltd|corp|corporation|company|human|resources|tuberculosis|assessment|screening|questionnaire|personal|personales|details|data|datos|information|informaci[oó]n|emergency|requirements?|evidence|file|number|description|source|notes|comments|remarks|log|renewal|personnel|tab|roster|tracking|audit)\b/i;

// A form's other people and parties ("Trainer", "Contact person", "Business / agency name") are not its holder.
const NOT_A_HOLDER =
  /\b(provider|physician|examiner|vaccinator|administrator|clinic|facility|pharmacist|nurse|instructor|trainer|director|signature|lab(oratory)?|employer|company|business|agency|contact|manufacturer|product|program|course|site|reviewer|technician|radiologist)\b/i;

// A number's caption ("License no.", "PERMIT NO.", "Card #") is the next field, not the end of a name.
const STOP_AT =
  /\s{2,}|\s*[|;·•]\s*|\b(?:dob|d\.o\.b|date\s+of\s+birth|birth\s*date|date|sex|gender|mrn|id|phone|address|age|employee\s+id|has\s+(?:successfully\s+)?(?:completed|met|passed|been)|is\s+certified|for\s+successfully|role|position|title|department)\b|\b(?:licen[cs]e|permit|card|cert(?:ificate)?|badge|registration|receipt)\.?\s*(?:no\b|nr\b|#|number\b)/i;

const SUFFIXES = /^(jr|sr|ii|iii|iv|md|do|rn|lpn|np|pa|cna|phd)\.?$/i;

/** The lower-case words a name may hold: "Maria de la Cruz", "Ludwig van Beethoven". */
const PARTICLE = /^(van|de|der|del|della|da|di|du|dos|das|le|la|von|y|e|bin|binti|ibn|al|el|ten|ter|op|den)$/;

/**
 * A sentence's words about the holder, not a name: "certifies that the person named below has completed",
 * "issued to the above-named individual". A name is never opened by an article in lower case.
 */
const DESCRIBES_THE_HOLDER = /^(?:the|a|an|this|that|said|such|each|any)\s|\b(?:named|undersigned)\b/;

/** "Test name", "Vaccine name", "Course name": the name of a thing, not of a person. */
const THING_NAMED =
  /\b(?:test|vaccine|product|course|program|programme|brand|drug|trade|company|employer|school|business|establishment|site|exam|class|module|unit|plan|store|file|user|account)\s*$/i;

/** A result or an answer printed where a name may stand ("Negative  Positive  Indeterminate", "NEG POS BY"). */
const ANSWER_WORD =
  /^(?:negative|positive|indeterminate|reactive|non-?reactive|borderline|equivocal|invalid|pending|yes|no|none|neg|pos|ind|negpos|by|n\/?a)$/i;

/**
 * A sentence going on after a word for the holder ("… authorization of the permit holder dated October
 * 19"): a name does not open with a verb or a preposition in lower case.
 */
const SENTENCE_GOES_ON =
  /^(?:dated|signed|who|whose|was|were|is|are|has|have|had|and|or|of|on|at|by|in|for|with|to|from|as|must|shall|will|may)\b/;

export function cleanName(raw: string): string | null {
  let v = raw.replace(/\s*\[[x ]\]\s*/g, ' ').replace(/^[\s:#.\-|_]+/, '');
  if (SENTENCE_GOES_ON.test(v)) return null;
  const stop = STOP_AT.exec(v);
  if (stop && stop.index > 0) v = v.slice(0, stop.index);
  else if (stop && stop.index === 0) return null;
  v = v
    .replace(/[^A-Za-z\u00C0-\u024F'’.,\- ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  v = v.replace(/^[,.\-' ]+|[,\-' ]+$/g, '');
  if (/,/.test(v)) {
    const [last, rest] = v.split(/\s*,\s*/, 2);
    const restTokens = (rest ?? '').split(' ').filter(Boolean);
    if (restTokens.length > 0 && !restTokens.every((t) => SUFFIXES.test(t))) v = `${rest} ${last}`;
    else v = v.replace(/,/g, ' ');
  }
  const tokens = v.split(' ').filter((t) => /[A-Za-z\u00C0-\u024F]/.test(t));
  if (tokens.length < 2 || tokens.length > 6) return null;
  // A name's words are capitalised, save its particles: two lower-case letters ("oo OF ry") are OCR's
  // reading of marks. A longer word in lower case may be a handwritten name misread ("Bas han").
  if (tokens.some((t) => /^[a-z\u00DF-\u00FF]{2}$/.test(t) && !PARTICLE.test(t))) return null;
  if (tokens.filter((t) => t.replace(/[.'-]/g, '').length >= 2).length < 2) return null;
  if (NOT_A_HOLDER.test(v) || DESCRIBES_THE_HOLDER.test(v) || tokens.some((t) => ANSWER_WORD.test(t)))
    return null;
  // A blank form prints its labels where the name belongs: "Last Name: First Name:".
  // (A bilingual form's second caption too: "Nombre del paciente", "Apellido".)
  if (
    /\b(name|first|last|surname|middle|given|initial|credentials?|nombre|apellidos?|paciente|inicial)\b/i.test(
      v,
    )
  )
    return null;
  return tokens.join(' ');
}

/** A word of a personal name as printed: capitalised, an initial, or in capitals. */
const NAME_WORD_FORMS = String.raw`[A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF'’.-]+|[A-Z]\.?|[A-Z\u00C0-\u00DE'’.-]{2,}|Mc[A-Z][a-z]+|O'[A-Z][a-z]+|[A-Z][a-z]+-[A-Z][a-z]+`;
const NAME_WORD = new RegExp(`^(${NAME_WORD_FORMS})$`);
/** The same, or a particle ("van", "de") or a name with a capital inside ("DeShawn"), as a card prints a name alone. */
const NAME_WORD_ON_CARD = new RegExp(
  `^(${NAME_WORD_FORMS}|(van|de|der|del|da|di|le|la|von|y)|[A-Z][a-z]+[A-Z][a-z]+)$`,
);

/**
 * The name that opens a line whose rest is another column's text ("Samuel T. Kowalczyk  Duplicate -
 * original dates apply. A certification is valid …", a certificate's name beside its fine print): its
 * first words while they read as a name's, four at most, when they hold no word of a title or a form.
 */
function leadingName(line: string): string | null {
  const tokens = line.replace(/^[\s:#.|_-]+/, '').split(/\s+/);
  const run: string[] = [];
  for (const token of tokens) {
    if (!NAME_WORD.test(token) || run.length === 4) break;
    run.push(token);
  }
  const text = run.join(' ');
  return run.length >= 2 && !NOT_NAME_WORDS.test(text) ? cleanName(text) : null;
}

/** A caption of where someone signs or of who examined. */
const SIGNER = /\b(signature|signed|sign\s+here|examin\w*|physician|clinician|provider)\b/i;

/** The order a form asks the name's parts in, after its caption: "Name (Last, First Middle) = …". */
const NAME_ORDER_HINT = /^\s*\((?:last|first|given|surname|family)\b[^)]*\)/i;

function labelled(lines: readonly string[]): string | null {
  for (const label of NAME_LABELS) {
    for (let i = 0; i < lines.length; i++) {
      const m = label.exec(lines[i]);
      if (!m) continue;
      // "names", "named": the label word continues in lower case. "Employee NameElizabeth" is a label, and
      // so is "NamelLaura", where OCR read the colon as a letter.
      const after = lines[i].slice(m.index + m[0].length);
      if (/^[a-z]/.test(after) && !/^[a-z][A-Z]/.test(after)) continue;
      const before = lines[i].slice(0, m.index);
      if (NOT_A_HOLDER.test(before.slice(-25)) || THING_NAMED.test(before)) continue;
      // "Printed name" under a signature caption spells out the signer's name, not the holder's.
      if (/^printed\b/i.test(m[0]) && SIGNER.test(`${lines[i - 2] ?? ''} ${lines[i - 1] ?? ''} ${before}`))
        continue;
      const rest = after
        .replace(/^\s*\(s\)/i, '')
        .replace(/^[a-z](?=[A-Z])/, '')
        .replace(NAME_ORDER_HINT, '')
        .replace(/^[\s:#.\-|=]+/, '');
      // The line below a blank label is a name only if it reads like one (not "Influenza, Flublok").
      const below = lines[i + 1] ?? '';
      const candidate =
        rest.length > 0
          ? cleanName(rest)
          : NOT_NAME_WORDS.test(below)
            ? leadingName(below)
            : cleanName(below);
      if (candidate) return candidate;
      if (rest.length === 0 || /^_+$/.test(rest)) continue;
    }
  }
  return null;
}

const LAST_NAME = /\b(?:last\s*name|surname|family\s+name)\b/i;
const FIRST_NAME = /\b(?:first\s*name|given\s+names?)\b/i;
/** A line that opens with a caption of a name's part. */
const NAME_CAPTION = /^\s*(?:last\s*name|surname|family\s+name|first\s*name|given\s+names?|middle|mi\b)/i;

/** CDC cards and some lab forms print the surname and the given name under separate labels. */
function splitLabels(lines: readonly string[]): string | null {
  const value = (re: RegExp): string | null => {
    for (let i = 0; i < lines.length; i++) {
      const m = re.exec(lines[i]);
      if (!m) continue;
      let rest = lines[i]
        .slice(m.index + m[0].length)
        .replace(/^\s*\(s\)/i, '')
        .replace(/^[\s:]+/, '');
      // A boxed form puts the value under its label (not the next caption: "Surname" over "Given name(s)").
      if (rest.length === 0 && lines[i + 1] && !/:/.test(lines[i + 1]) && !NAME_CAPTION.test(lines[i + 1]))
        rest = lines[i + 1];
      const token = /^([A-Za-z\u00C0-\u024F'’-]+(?:\s[A-Za-z\u00C0-\u024F'’-]+)?)/.exec(rest);
      if (token && !/^(first|last|mi|middle|name|date)$/i.test(token[1].split(' ')[0])) {
        return token[1].split(/\s+(?=first|given|last\b|surname|family|mi\b|middle|dob|date)/i)[0];
      }
    }
    return null;
  };
  const last = value(LAST_NAME);
  const first = value(FIRST_NAME);
  if (!last || !first) return null;
  const middle = value(/\b(?:mi|middle\s*(?:name|initial))\b\s*:/i);
  return [first, middle && middle.length <= 12 ? middle : null, last].filter(Boolean).join(' ');
}

/**
 * Cards and badges print the holder's name on a line of its own, without a label. The first line that
 * reads as a personal name (capitalised words or initials, no digits, no words of titles) is taken.
 */
function standalone(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, 14)) {
    if (/[\d:@|]/.test(line) || line.length > 48) continue;
    const tokens = line.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
    if (tokens.length < 2 || tokens.length > 5) continue;
    const namey = tokens.every((t) => NAME_WORD_ON_CARD.test(t));
    if (!namey || NOT_NAME_WORDS.test(line)) continue;
    const name = cleanName(line);
    if (name) return name;
  }
  return null;
}

/** A resume's first line is its owner's name. */
function heading(lines: readonly string[]): string | null {
  for (const raw of lines.slice(0, 3)) {
    // OCR leaves stray marks after a heading ("CARTER, WILLIAM )").
    const line = raw.replace(/[^A-Za-z\u00C0-\u024F'’.,\s-]+\s*$/, '').trim();
    if (
      /[@\d|]/.test(line) ||
      /^[A-Z][a-z]+(\s[A-Z][a-z]+)?,\s*[A-Z]{2}$/.test(line) ||
      /resume|curriculum|summary|experience|education|objective|profile|skills|contact|references/i.test(line)
    )
      continue;
    if (
      /^[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’.-]*(,?\s+[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’.-]*){1,5}$/.test(
        line,
      )
    ) {
      const name = cleanName(line.replace(/,\s*(RN|LPN|LVN|CNA|BSN|MSN|NP|APRN|CCRN|MD|DO|PA-C)\b/g, ''));
      if (name) return name;
    }
  }
  return null;
}

/** The OCR confidence a value placed by layout needs before it may differ from the request's. */
const CLEARLY_READ = 75;

/**
 * The holder's name bound to its caption by position: a form prints it right of "Patient name", in the
 * box under it, or on the rule over a caption printed beneath ("Margaret Abernathy" over "Patient name /
 * Nombre del paciente"), which a reading in text order leaves lines away from its caption.
 */
function placedName(words: readonly PlacedWord[]): string | null {
  // The caption opens its cell: "Provider name" or "Name of facility" are someone else's.
  for (const label of NAME_LABELS.slice(1, 4).map((re) => new RegExp(`^(?:${re.source})`, 'i'))) {
    const hit = valueByLayout(words, label, (text) =>
      NOT_NAME_WORDS.test(text) || /\d/.test(text) ? null : cleanName(text),
    );
    if (hit && hit.confidence >= CLEARLY_READ) return hit.value;
  }
  return null;
}

/**
 * The surname and the given names under captions of their own, each bound to its caption by position
 * ("Surname" with the name written on the rule under it, "Given name(s)  Marisol Beatriz" beside).
 */
function placedSplitName(words: readonly PlacedWord[]): string | null {
  const part = (label: RegExp): string | null => {
    const hit = valueByLayout(words, new RegExp(`^(?:${label.source})(?:\\s*\\(s\\))?`, 'i'), (text) =>
      NOT_NAME_WORDS.test(text) || /\d/.test(text) || NAME_CAPTION.test(text)
        ? null
        : (/^[A-Za-z\u00C0-\u024F'’.-]+(?:\s[A-Za-z\u00C0-\u024F'’.-]+){0,2}$/.exec(text.trim())?.[0] ??
          null),
    );
    return hit && hit.confidence >= CLEARLY_READ ? hit.value : null;
  };
  const last = part(LAST_NAME);
  const first = last && part(FIRST_NAME);
  return last && first ? `${first} ${last}` : null;
}

/** "Employee name", "SURNAME GIVEN NAME": a caption of the holder's name, not of a thing's or another's. */
const holderCaption = (caption: string): boolean =>
  !NOT_A_HOLDER.test(caption) && !THING_NAMED.test(caption.replace(/\s*name\s*$/i, ''));

export function extractHolderName(
  lines: readonly string[],
  resumeStyle = false,
  words: readonly PlacedWord[] = [],
): string | null {
  if (resumeStyle) return heading(lines) ?? labelled(lines);
  const found = splitLabels(lines) ?? placedSplitName(words) ?? labelled(lines) ?? placedName(words);
  if (found) return found;
  // A form whose name field is left blank, or filled with marks that read as no name, has no holder
  // name, whatever else reads like one.
  const blankField = lines.some(
    (l) =>
      /^(patient|employee|recipient|holder|student|full|legal)?\s*name\s*:?\s*$/i.test(l) ||
      (/^[^:]{0,30}\bname\s*:\s*\S/i.test(l) && holderCaption(l.split(':')[0])) ||
      // "Name (Last, First, MI)  Pack, thon": a line opened by the caption, the value garbled.
      /^\s*(?:patient|employee|applicant|holder|full|legal)?\s*name\b(?!\s+of\b)/i.test(l),
  );
  return blankField ? null : standalone(lines);
}

const DOB_LABEL = /\b(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s*date|birthdate|born)\b/i;

/** A birth year OCR split in two ("12/17/19 69"): its century and its decade are one year. */
const SPLIT_YEAR = /^(\s*[:.]?\s*\d{1,2}[/.-]\d{1,2}[/.-](?:19|20))\s(\d{2})(?![\d:/])/;

export function extractDob(lines: readonly string[], words: readonly PlacedWord[] = []): string | null {
  for (let i = 0; i < lines.length; i++) {
    const m = DOB_LABEL.exec(lines[i]);
    if (!m) continue;
    const rest = lines[i].slice(m.index + m[0].length).replace(SPLIT_YEAR, '$1$2');
    const [d] = findDates(rest);
    if (d && d.precision === 'day') return toIso(d);
    if (rest.replace(/[\s:_.-]/g, '').length === 0) {
      // The line below holds the birth date only where no caption of its own stands before it
      // ("Address 563 Bell St · Date 9/11/26" under a blank "DOB" is the visit's date).
      const below = lines[i + 1] ?? '';
      const [n] = findDates(below);
      if (n && n.precision === 'day' && !ENDS_WITH_DATE_CAPTION.test(below.slice(0, n.index).trim()))
        return toIso(n);
    }
  }
  // A birth date printed over or under its caption, away from it in text order, when it was read clearly:
  // a handwritten date OCR garbled ("4/3/46") would make a mismatch out of doubt.
  const placed = valueByLayout(words, DOB_LABEL, (text) => {
    const [d] = findDates(text);
    return d && d.precision === 'day' ? toIso(d) : null;
  });
  if (!placed || placed.confidence < CLEARLY_READ) return null;
  // A date that another caption of its row owns ("Date 9/11/26" under a blank "DOB") is that field's.
  const ownedByOther = lines.some((line) =>
    findDates(line).some((d) => {
      const before = line.slice(0, d.index).trim();
      return toIso(d) === placed.value && ENDS_WITH_DATE_CAPTION.test(before) && !DOB_AT_END.test(before);
    }),
  );
  return ownedByOther ? null : placed.value;
}

const DOB_AT_END = new RegExp(`(?:${DOB_LABEL.source})\\s*[:#.]?\\s*$`, 'i');

/** A clinician as a row names them: "Renee Caldwell, RN", "Anand Rao, RPh". */
const CLINICIAN =
  /\b([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+(?:-[A-Z][a-z'’-]+)?,\s*(?:RN|LPN|LVN|PHN|MD|DO|NP|FNP|APRN|PA(?:-C)?|CMA|MA|BSN|RPh|PharmD))\b/g;

/** The last clinician a row names with a credential, or null. */
export function rowClinician(text: string): string | null {
  return [...text.matchAll(CLINICIAN)].pop()?.[1] ?? null;
}
