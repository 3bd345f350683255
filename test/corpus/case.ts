// One corpus case: the page to render, the request to run, and what DOMAIN.md says must come out.
import type { DocumentType, OutcomeDecision } from '../../src/shared/value-sets';
import type { PersonInput } from '../../src/engines/contract';
import type { Page } from './model';

export type Medium = 'pdf_text' | 'pdf_scan' | 'png_scan' | 'jpeg_photo';
export type Quality = 'clean' | 'noisy' | 'poor';

export interface Expected {
  readonly decision: OutcomeDecision;
  readonly issues: readonly string[];
  /** Dotted paths into `data` (e.g. `tests.0.result`) and the value they must hold. */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface CorpusCase {
  readonly id: string;
  readonly type: DocumentType;
  readonly scenario: string;
  readonly layout: string;
  readonly medium: Medium;
  readonly quality: Quality;
  readonly person: PersonInput;
  /** The client's rules; the evaluation merges them with the type's defaults and `valid_on`. */
  readonly rules: Readonly<Record<string, unknown>>;
  readonly validOn: string;
  readonly page: Page;
  /** The text a perfect reader would return, for the understanding-only evaluation. */
  readonly sourceText: string;
  readonly expected: Expected;
}

/** DOMAIN.md's flagged issues; every other issue rejects. Stated here again so expectations never come from the engine. */
const FLAGGED = new Set([
  'name not present',
  'invalid extraction',
  'low confidence test result',
  'indeterminate test type',
  'too many certifications',
  'missing certificate id',
  'missing issue date',
  'restrictions present',
  'missing clearance',
  'employment gap',
  'missing required keyword',
  'missing contact information',
  'inconsistent dates',
]);

export function expectedDecision(type: DocumentType, issues: readonly string[]): OutcomeDecision {
  const flagged = (i: string): boolean =>
    FLAGGED.has(i) ||
    (i === 'missing administrator' && type === 'flu_vaccination') ||
    (i === 'missing expiration date' && type === 'partner_health_badge');
  if (issues.some((i) => !flagged(i))) return 'rejected';
  return issues.length > 0 ? 'flagged' : 'accepted';
}

/** The page's words in reading order: one line per baseline, left to right. */
export function pageText(page: Page): string {
  const rows = new Map<number, Array<{ x: number; text: string }>>();
  for (const it of page.items) {
    const entry =
      it.kind === 'text'
        ? { y: it.y, x: it.x, text: it.text }
        : it.kind === 'box'
          ? { y: it.y + it.size - 1, x: it.x, text: it.checked ? '[x]' : '[ ]' }
          : null;
    if (!entry) continue;
    const key = [...rows.keys()].find((k) => Math.abs(k - entry.y) < 4) ?? entry.y;
    rows.set(key, [...(rows.get(key) ?? []), { x: entry.x, text: entry.text }]);
  }
  return [...rows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, cells]) =>
      cells
        .sort((a, b) => a.x - b.x)
        .map((c) => c.text)
        .join(' '),
    )
    .join('\n');
}
