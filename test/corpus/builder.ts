// Turns a type's specification (valid facts, layouts, scenarios that each trip one DOMAIN.md issue) into
// corpus cases, adding the scenarios every type shares: name and dob mismatches, a missing name, a
// document of another type, and an unreadable photo.
import type { DocumentType } from '../../src/shared/value-sets';
import type { CorpusCase, Medium, Quality } from './case';
import { expectedDecision, pageText } from './case';
import type { Page } from './model';
import type { Person } from './people';
import { PEOPLE, printedName, STRANGERS } from './people';
import type { NameStyle } from './people';
import type { DateStyle } from './dates';
import { addDays, fmt, pickStyle } from './dates';
import type { Rng } from './rng';
import { caseSeed, createRng } from './rng';

export interface Holder {
  name: string | null;
  dob: string | null;
}

export interface Ctx {
  readonly rng: Rng;
  readonly validOn: string;
  readonly dateStyle: DateStyle;
  readonly person: Person;
  readonly holder: Holder;
  /** A date as this document writes dates. */
  d(iso: string): string;
}

export interface Scenario<F> {
  readonly name: string;
  readonly apply?: (f: F, ctx: Ctx) => void;
  readonly issues: readonly string[];
  readonly rules?: Readonly<Record<string, unknown>>;
  readonly layout?: string;
  readonly medium?: Medium;
  readonly quality?: Quality;
  readonly nameStyle?: NameStyle;
}

export interface TypeSpec<F> {
  readonly type: DocumentType;
  readonly layouts: Readonly<Record<string, (f: F, ctx: Ctx) => Page>>;
  /** The layouts that can show the base facts; scenarios needing another one name it. */
  readonly rotation: readonly string[];
  readonly base: (ctx: Ctx) => F;
  readonly scenarios: readonly Scenario<F>[];
  readonly fields: (f: F, ctx: Ctx) => Record<string, unknown>;
  /** A layout that prints the holder's date of birth, for the dob mismatch case. */
  readonly dobLayout?: string;
  /** Whether the type prints a holder's date of birth (resumes do not). */
  readonly printsDob?: boolean;
}

const MEDIA: readonly Medium[] = ['pdf_text', 'png_scan', 'pdf_scan', 'jpeg_photo'];

function validOnFor(rng: Rng): string {
  return addDays('2026-10-20', rng.int(0, 50));
}

function makeCtx(rng: Rng, person: Person, validOn: string, nameStyle: NameStyle, withDob: boolean): Ctx {
  const dateStyle = pickStyle(rng);
  return {
    rng,
    validOn,
    dateStyle,
    person,
    holder: {
      name: printedName(person, nameStyle),
      dob: withDob ? fmt(person.dob, dateStyle === 'iso' ? 'us' : dateStyle) : null,
    },
    d: (iso: string) => fmt(iso, dateStyle),
  };
}

type AnySpec = TypeSpec<unknown>;

function build(
  spec: AnySpec,
  s: Scenario<unknown>,
  index: number,
  seed: number,
  others: readonly AnySpec[],
): CorpusCase {
  const id = `${spec.type}-${String(index).padStart(2, '0')}-${s.name.replace(/[^a-z0-9]+/gi, '-')}`;
  const rng = createRng(caseSeed(seed, id));
  const wantsNickname = s.nameStyle === 'nickname';
  const pool = wantsNickname ? PEOPLE.filter((p) => p.nickname) : PEOPLE;
  const person = rng.pick(pool);
  const style: NameStyle =
    s.nameStyle ?? rng.pick(['plain', 'plain', 'middle_initial', 'upper_last_first', 'no_accents'] as const);
  const ctx = makeCtx(rng, person, validOnFor(rng), style, spec.printsDob !== false);
  let layout = s.layout ?? spec.rotation[index % spec.rotation.length];
  let page: Page;
  let fields: Record<string, unknown>;
  if (s.name === 'document type mismatch') {
    const other = others[index % others.length];
    const otherLayouts = other.rotation;
    layout = `${other.type}:${otherLayouts[index % otherLayouts.length]}`;
    page = other.layouts[otherLayouts[index % otherLayouts.length]](other.base(ctx), ctx);
    fields = {};
  } else {
    const facts = spec.base(ctx);
    s.apply?.(facts, ctx);
    page = spec.layouts[layout](facts, ctx);
    // An unreadable photo promises no fields: only its decision is measured.
    fields = s.quality === 'poor' ? {} : spec.fields(facts, ctx);
  }
  const medium = s.medium ?? MEDIA[index % MEDIA.length];
  const quality: Quality = s.quality ?? (medium === 'pdf_text' ? 'clean' : 'noisy');
  return {
    id,
    type: spec.type,
    scenario: s.name,
    layout,
    medium,
    quality,
    person,
    rules: s.rules ?? {},
    validOn: ctx.validOn,
    page,
    sourceText: pageText(page),
    expected: { decision: expectedDecision(spec.type, s.issues), issues: [...s.issues].sort(), fields },
  };
}

/** Scenarios every type shares, expressed through the holder block that every layout prints. */
function sharedScenarios<F>(spec: TypeSpec<F>): Scenario<F>[] {
  const shared: Scenario<F>[] = [
    { name: 'nickname and middle initial', issues: [], nameStyle: 'nickname' },
    {
      name: 'name mismatch',
      issues: ['name mismatch'],
      apply: (_f, ctx) => {
        ctx.holder.name = ctx.rng.pick(STRANGERS);
      },
    },
    {
      name: 'name not present',
      issues: ['name not present'],
      medium: 'pdf_text',
      apply: (_f, ctx) => {
        ctx.holder.name = null;
      },
    },
    { name: 'document type mismatch', issues: ['document type mismatch'] },
    { name: 'invalid extraction', issues: ['invalid extraction'], medium: 'jpeg_photo', quality: 'poor' },
  ];
  if (spec.printsDob !== false) {
    shared.push({
      name: 'dob mismatch',
      issues: ['dob mismatch'],
      medium: 'pdf_text',
      layout: spec.dobLayout,
      apply: (_f, ctx) => {
        ctx.holder.dob = ctx.d(addDays(ctx.person.dob, 397));
      },
    });
  }
  return shared;
}

export function buildCases(specs: readonly AnySpec[], seed: number): CorpusCase[] {
  const out: CorpusCase[] = [];
  for (const spec of specs) {
    const others = specs.filter((o) => o.type !== spec.type);
    const scenarios = [...spec.scenarios, ...sharedScenarios(spec)].filter(
      (s) => others.length > 0 || s.name !== 'document type mismatch',
    );
    scenarios.forEach((s, i) => out.push(build(spec, s, i, seed, others)));
  }
  return out;
}

/** Prints the holder block the way forms do; a missing name or dob leaves the line blank. */
export function holderBlock(
  ctx: Ctx,
  labels: { name?: string; dob?: string } = {},
): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [[labels.name ?? 'Name', ctx.holder.name ?? '']];
  if (ctx.holder.dob !== null) rows.push([labels.dob ?? 'Date of Birth', ctx.holder.dob]);
  return rows;
}
