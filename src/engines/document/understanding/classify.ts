// Which of the nine document types a text is, by weighted keyword evidence. Used only to refuse a
// document that is clearly another type than the one requested, so the thresholds favour "same type".
import type { DocumentType } from '../../../shared/value-sets';
import { DOCUMENT_TYPES } from '../../../shared/value-sets';

type Cue = readonly [RegExp, number];

const CUES: Readonly<Record<DocumentType, readonly Cue[]>> = {
  tuberculosis_test: [
    [/\btuberculosis\b|\btuberculin\b/i, 4],
    [/\b(ppd|mantoux|tst)\b|skin test/i, 3],
    // The brand with its first letter misread ("GUANTIFERON" on a scan) is still the brand.
    [/\b[qg0o]?uanti\s?feron|t-?spot|\bigra\b|interferon[- ]gamma/i, 4],
    [/induration/i, 3],
    [/\btb\b/i, 2],
    [/chest\s*x-?ray|\bcxr\b|radiograph/i, 2],
  ],
  covid_vaccination: [
    [/covid|sars-?cov-?2|coronavirus/i, 5],
    [/pfizer|moderna|janssen|novavax|comirnaty|spikevax|biontech|astrazeneca/i, 3],
    [/vaccination record card|vaccine card/i, 2],
    [/\bdose\b/i, 1],
  ],
  flu_vaccination: [
    [/influenza|\bflu\b/i, 5],
    [/fluzone|flucelvax|fluarix|flulaval|afluria|flublok|flumist|fluad/i, 4],
    [/\bseason\b/i, 1],
    [/vaccin|immuniz/i, 1],
  ],
  life_support_certification: [
    [/basic life support|\bbls\b|\bacls\b|\bpals\b|\bnrp\b/i, 4],
    [/\bcpr\b|cardiopulmonary|resuscitation|heartsaver|\baed\b/i, 4],
    [/first aid/i, 2],
    [/american heart association|red cross|ecard|training (center|site)|instructor/i, 2],
    [/recommended renewal/i, 2],
  ],
  food_handler_certification: [
    [/food\s*(handler|safety|protection|worker|manager)/i, 5],
    [/servsafe(?!\s*alcohol)/i, 2],
    [/food\b/i, 1],
    [/(health|environmental health) department|ansi|anab|astm/i, 1],
  ],
  alcohol_handler_certification: [
    [/alcohol|liquor|beverage/i, 5],
    [/\btips\b|\brbs\b|responsible beverage|\btabc\b|basset|seller[- ]server|title 4|bartend/i, 4],
    [/\bserver\b/i, 1],
  ],
  physical_exam: [
    [
      /physical (exam|examination|assessment)|pre-?employment|pre-?placement|fitness for duty|fit for duty/i,
      5,
    ],
    [/blood pressure|\bbp\b|vision|heent|cardiovascular|musculoskeletal|neurolog/i, 2],
    [/cleared|clearance|restrictions/i, 2],
    [/examin(er|ing|ation)/i, 1],
    // A clearance issued on the whole of a health assessment, whichever screenings it lists.
    [
      /medical\s+(clearance|examination|evaluation|certificate)|health\s+(assessment|examination|evaluation|clearance)|fit(ness)?\s+(for|to)\s+(work|duty)|work\s+status/i,
      4,
    ],
  ],
  partner_health_badge: [
    [/\bbadge\b/i, 5],
    [/credential(ed|ing)?|compliance|verified|staffing|platform/i, 2],
    [/\bstatus\s*:\s*(active|inactive)/i, 2],
  ],
  resume: [
    [/\b(experience|work history|employment history|professional experience)\b/i, 4],
    [/\b(education|skills|summary|objective|references)\b/i, 2],
    [/\b(present|current)\b/i, 1],
    [/@[a-z0-9.-]+\.[a-z]{2,}/i, 1],
    [/\b(resume|curriculum vitae)\b/i, 3],
    // A CV's own headings and its spans of years ("March 2019 to August 2022", "2018 – present").
    [
      /\b(appointments|positions held|professional history|career history|publications|presentations|licensure|volunteer)\b/i,
      2,
    ],
    [
      /\b(?:19|20)\d{2}\s*(?:-|–|—|to|until)\s*(?:present|current|now|(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2})\b/i,
      3,
    ],
  ],
};

export interface Classification {
  readonly best: DocumentType | null;
  readonly scores: Readonly<Record<DocumentType, number>>;
  /** 0–1: how far the best type stands ahead of the runner-up. */
  readonly margin: number;
}

function score(text: string, cues: readonly Cue[]): number {
  let total = 0;
  for (const [re, weight] of cues) {
    const global = new RegExp(re.source, 'gi');
    const hits = text.match(global)?.length ?? 0;
    // Repetition adds evidence with diminishing returns; one stray word never dominates.
    total += hits === 0 ? 0 : weight * (1 + Math.log2(Math.min(hits, 8)) / 3);
  }
  return total;
}

export function classify(text: string): Classification {
  const scores = {} as Record<DocumentType, number>;
  for (const t of DOCUMENT_TYPES) scores[t] = score(text, CUES[t]);
  const ranked = [...DOCUMENT_TYPES].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked;
  const top = scores[first];
  return {
    best: top > 0 ? first : null,
    scores,
    margin: top > 0 ? Math.min(1, (top - scores[second]) / top) : 0,
  };
}

const VACCINATIONS: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'covid_vaccination',
  'flu_vaccination',
]);
/**
 * Vaccines of an adult's general record other than COVID-19 and influenza. A flowsheet or an immunization
 * record with a row for each of them may hold the requested vaccine's row unread: it is no record of the
 * other vaccine only. A leaflet's one line naming them ("Ask about Tdap, shingles …") is no such rows.
 */
const OTHER_VACCINES =
  /\b(?:tdap|td\/tdap|hepatitis\s*b|hep\s*b|mmr|varicella|zoster|shingrix|pneumococcal)\b/i;

/**
 * A document is another type only when that type has strong evidence and the requested one has little:
 * a TB form mentioning "flu" or a resume listing "BLS" must not be refused.
 */
export function isClearlyOtherType(
  c: Classification,
  requested: DocumentType,
  lines: readonly string[] = [],
): boolean {
  if (!c.best || c.best === requested) return false;
  if (
    VACCINATIONS.has(requested) &&
    VACCINATIONS.has(c.best) &&
    lines.filter((line) => OTHER_VACCINES.test(line)).length >= 2
  )
    return false;
  if (siblingTitled(requested, lines)) return true;
  const top = c.scores[c.best];
  const mine = c.scores[requested];
  const sibling =
    (requested === 'food_handler_certification' && c.best === 'alcohol_handler_certification') ||
    (requested === 'alcohol_handler_certification' && c.best === 'food_handler_certification');
  // A short card carries few cues: one strong cue of another type and none of the requested one is enough.
  if (mine === 0) return top >= 4;
  return top >= 6 && mine < top * (sibling ? 0.45 : 0.35);
}

const FOOD_TITLE = /\bfood\s*(?:handler|safety|protection|worker|manager)|servsafe(?!\s*alcohol)/i;
const ALCOHOL_TITLE =
  /\balcohol|\bliquor|\bbeverage|\btabc\b|seller[- ]server|\bbartend|\brbs\b|\btips\b|basset|servsafe\s*alcohol/i;

/**
 * A food handler's and an alcohol server's certificates come from the same providers, whose names
 * ("FirstShift Food Safety") print on both: the certificate's own title says which it is ("TEXAS TABC
 * SELLER-SERVER CERTIFICATION" under a food-safety school's name).
 */
function siblingTitled(requested: DocumentType, lines: readonly string[]): boolean {
  const [mine, other] =
    requested === 'food_handler_certification'
      ? [FOOD_TITLE, ALCOHOL_TITLE]
      : requested === 'alcohol_handler_certification'
        ? [ALCOHOL_TITLE, FOOD_TITLE]
        : [null, null];
  if (!mine || !other) return false;
  const title = lines
    .slice(0, 12)
    .find(
      (l) =>
        /\b(?:certificat\w*|card|permit)\b/i.test(l) && l.length <= 70 && (mine.test(l) || other.test(l)),
    );
  return title !== undefined && other.test(title) && !mine.test(title);
}

/** 0–1 support for the requested type, used in the confidence score. */
export function requestedSupport(c: Classification, requested: DocumentType): number {
  const top = c.best ? c.scores[c.best] : 0;
  if (top === 0) return 0;
  return Math.min(1, c.scores[requested] / top);
}
