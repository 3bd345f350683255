// Captions real credentials print for the fields several document types share, kept as data in one place
// so that every extractor knows every wording: a wallet card's "EXP", an eCard's "Recommended Renewal
// Date", a permit's "Valid thru", a certificate's "Date of completion". Each is a case-insensitive pattern
// without the `g` flag, matched on a line or a phrase; the value's type (a date, an identifier) is checked
// by the caller, so a caption may be broad.

// The end is "not followed by a letter or digit" rather than \b, which fails after a caption's own "#".
const words = (list: readonly string[]): RegExp => new RegExp(`\\b(?:${list.join('|')})(?![A-Za-z0-9])`, 'i');

/** The end of a credential's validity. */
export const END_DATE_CAPTIONS = words([
  // "Card expires end of  MAR 2029": the month's end.
  'expir(?:es|ed|ation|y|ing)(?:\\s*(?:date|on|(?:at\\s+the\\s+)?end\\s+of))?',
  'exp\\.?(?:\\s*date)?',
  'valid\\s*(?:through|thru|until|till|to)',
  'good\\s*(?:through|thru|until)',
  '(?:recommended\\s*)?renew(?:al)?\\s*(?:by|date|due|before)?',
  '(?:re-?)?certification\\s*(?:due|expires)',
  'due\\s*for\\s*renewal',
  'not\\s*valid\\s*after',
]);

/** A caption before a validity printed as a period ("Valid 01/2026 – 12/2027", "Effective … through …"). */
export const VALIDITY_PERIOD_CAPTIONS = words([
  'valid(?:ity)?(?:\\s*(?:period|dates?|from))?',
  'effective(?:\\s*(?:period|dates?|from))?',
  '(?:certification|coverage|badge|card)\\s*(?:period|term)',
  'good\\s*from',
  'period',
  'term',
]);

/** When a credential was issued or earned. */
export const ISSUE_DATE_CAPTIONS = words([
  // A photo cropped at the caption's first letter, or OCR reading its capital I as "l": "SSUED", "lssued".
  '[il]?ssue(?:d)?(?:\\s*(?:date|on))?',
  // OCR reads a capital I as "l" and may lose the spaces: "Dateoflssue", "Dateissued".
  'date\\s*(?:of\\s*)?(?:[il]ssued?|issuance|completion|certification|exam(?:ination)?|training|course|class|test)',
  // A registration's start, the caption opening its line or cell ("Registered:  01/20/2025", a cell
  // "Registered" over its date): never a "Registered Nurse", nor a history row's "Server ID registered".
  '(?<![A-Za-z0-9].*)registered(?=\\s*(?::|on\\b|$))',
  'date\\s*registered',
  'registration\\s*date',
  '(?:exam|training|course|class|test|completion|certification|award|pass)\\s*date',
  'completed(?:\\s*on)?',
  'completion(?=\\s*:)',
  'date\\s*(?:certified|completed|passed|awarded)',
  'certified(?:\\s*on)?',
  'trained(?:\\s*on)?',
  'date\\s*trained',
  'awarded(?:\\s*on)?',
  'effective(?:\\s*date)?',
  'verified\\s*on',
  // A card's abbreviation beside its date: "iss 1/13/2026  Exp 01/2029".
  'iss\\.?(?=\\s*\\d)',
]);

/**
 * Whose a bare "ID #" is when a person or a body other than the holder is named before it: "Instructor
 * ID #", "TC ID", "Trainer ID", "Provider ID", a form's "INSTRUCTOR / ID". Their numbers are no
 * credential's.
 */
export const NOT_THE_HOLDERS = String.raw`(?<!\b(?:instructor|trainer|tc|training\s+(?:center|centre|site)|center|centre|site|school|provider|employer|facility|clinic|proctor|evaluator|examiner|director|coordinator|approval|program|course|class|vendor|store|location|npi)\s*(?:/\s*)?)`;

/** A credential's own number. The separator is left to the caller. */
export const ID_CAPTIONS = words([
  '(?:certificate|cert\\.?|certification|card|permit|license|licence|server|credential|registration|registry|student|badge|member|worker|profile|e-?card|record|confirmation|verification|reference|serial|control)\\s*(?:\\/\\s*e-?)?(?:id|#|no\\.?|num(?:ber)?|code)',
  'e-?card\\s*code',
  `${NOT_THE_HOLDERS}id\\s*(?:#|no\\.?|number)`,
]);

/**
 * The captions of the credential's own number, ahead of a student's, member's or order's number when a
 * page prints both ("Student no. WZ-40745" on a diploma, "TABC CERTIFICATE NO 134661" in its panel).
 */
export const CREDENTIAL_ID_CAPTIONS = words([
  // Two captions for one number ("eCard code / certificate no."): the value follows the second.
  '(?:e-?card\\s*code|card\\s*(?:id|no\\.?))\\s*\\/\\s*(?:certificate|cert\\.?|card)\\s*(?:id|#|no\\.?|num(?:ber)?)',
  '(?:certificate|cert\\.?|certification|card|permit|license|licence|credential|e-?card)\\s*(?:\\/\\s*e-?)?(?:id|#|no\\.?|num(?:ber)?|code)',
]);

/**
 * A credential's number as a letter states it, the noun a few words before "number": "holds an active
 * badge, number LW-2026-08817", "a permit (no. 55-1093)". Read only when no caption printed one.
 */
export const ID_IN_PROSE =
  /\b(?:badge|credential|certificate|certification|card|permit|license|licence|membership|registration)\b[\s,(]{1,3}(?:[a-z]+\s+){0,2}(?:number|no\.?|#|id)(?![A-Za-z])/i;

/**
 * A credential's number right after its noun in a message or a letter, with no caption between: "your
 * badge CVC-4596042 is active", "Badge SH-8822-5076 issued to …". Only a code of letters and figures
 * follows (a word or a year does not). Read only when no caption and no "number" printed one.
 */
export const ID_AFTER_NOUN = /\b(?:badge|credential)\b(?=\s+[A-Z]{1,6}-?\d)/i;

/**
 * Lines read as one run of prose, with a code that a line's end or the reader broke at a hyphen
 * ("badge SH-8822-" / "5076", "SH- 3357 -4377") joined again.
 */
export const proseOf = (lines: readonly string[]): string =>
  lines
    .join(' ')
    .replace(/\b([A-Z]{1,6}-?\d*)-\s+(\d)/g, '$1-$2')
    .replace(/(\d)\s+-(\d)/g, '$1-$2');

/** Healthcare roles a badge or a roster names its holder by, spelled out and abbreviated. */
export const ROLE_NAMES = words([
  '(?:travel\\s+|staff\\s+|charge\\s+)?registered\\s+nurse(?:\\s*\\(rn\\))?',
  'licensed\\s+(?:practical|vocational)\\s+nurse',
  'nurse\\s+practitioner',
  'certified\\s+nurs(?:ing|e)\\s+(?:assistant|aide)',
  '(?:certified\\s+)?medical\\s+assistant',
  'patient\\s+care\\s+(?:technician|tech|assistant)',
  'physician\\s+assistant',
  '(?:respiratory|physical|occupational)\\s+therapist(?:\\s+assistant)?',
  'speech(?:-language)?\\s+(?:pathologist|therapist)',
  '(?:surgical|radiologic|radiology|pharmacy|lab(?:oratory)?|medical\\s+lab(?:oratory)?|sterile\\s+processing|behavioral\\s+health|emergency\\s+room|cardiovascular|ekg|dialysis)\\s+(?:technologist|technician|tech)',
  'phlebotomist',
  'pharmacist',
  'home\\s+health\\s+aide',
  'personal\\s+care\\s+aide',
  'caregiver',
  'paramedic',
  'emt(?:-[bp])?',
  'dental\\s+(?:assistant|hygienist)',
  'sonographer',
  'medical\\s+technologist',
  'nurse',
  'rn|lpn|lvn|cna|cma|np|pa-c|crna|cst|rrt|pt|ota|cota|slp',
]);

/**
 * The end of a text that is a date's own caption ("KENJI WATANABE Issued" before 2026.07.17): a date after
 * it belongs to that caption, not to a blank caption above it.
 */
export const ENDS_WITH_DATE_CAPTION =
  /\b(?:issued|issue date|date|expires?|expiration|exp|thru|through|until|dob|birth|born|placed|read|given|completed|effective|renew(?:al)?|due)\s*[:#.]?\s*$/i;

/** What stands between a caption and its value: spaces, colons, dashes, bars. */
export const CAPTION_SEPARATOR = /^[\s:#.\-–=|]*/;

/** What follows the caption matched by `m` in `text`, its separator left out. */
export const afterCaption = (text: string, m: RegExpExecArray): string =>
  text.slice(m.index + m[0].length).replace(CAPTION_SEPARATOR, '');

/** A line that starts with a caption of its own ("Date read: …", "Clinic address: …"). */
export const STARTS_WITH_CAPTION = /^[A-Za-z][A-Za-z /#().'-]{0,30}:/;

/** Words forms print as captions; a line of nothing else is a row of captions, not a value. */
const CAPTION_WORD =
  /^(?:name|names|credentials?|date|signed|signature|npi|title|licen[cs]e|no\.?|number|phone|address|state|registry|print(?:ed)?|stamp|of|and|or|\/|&)$/i;

/** The line holds captions only ("Name   Credentials") or opens a numbered item ("3. If you …"). */
export const captionsOnly = (line: string): boolean =>
  /^\d{1,2}[.)]\s/.test(line.trim()) ||
  line
    .trim()
    .split(/\s+/)
    .every((w) => CAPTION_WORD.test(w));

/** Nouns that name a form's fields rather than fill them. */
const FIELD_NOUN =
  /^(?:provider|physician|doctor|office|clinic|pharmacy|facility|vaccinator|administrator|admin|site|location|organi[sz]ation|employer|vaccine|brand|lot|dose|route|manufacturer|product|injection|examiner|reviewer|result|type|id|email|mail)$/i;

/** Text made of caption words and field nouns only ("Vaccinator Clinic", "PROVIDER NAME"). */
export const captionRow = (text: string): boolean => {
  const words = text
    .replace(/[,;:()#-]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return words.length >= 1 && words.every((w) => CAPTION_WORD.test(w) || FIELD_NOUN.test(w));
};
