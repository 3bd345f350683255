// Scoring of engine outcomes against corpus expectations, and the per-type summary the evaluation prints.
import type { CompletedOutcome } from '../../src/engines/contract';
import type { ReadDocument } from '../../src/engines/document/reading/types';
import type { CorpusCase } from './case';

export interface CaseResult {
  readonly id: string;
  readonly type: string;
  readonly scenario: string;
  readonly medium: string;
  readonly expectedDecision: string;
  readonly decision: string;
  readonly decisionOk: boolean;
  readonly expectedIssues: readonly string[];
  readonly issues: readonly string[];
  readonly fieldsChecked: number;
  readonly fieldsOk: number;
  readonly fieldMisses: ReadonlyArray<{ path: string; expected: unknown; got: unknown }>;
  readonly confidence: number | null;
  readonly readConfidence: number | null;
  readonly ms: number;
  readonly error?: string;
}

export function valueAt(data: unknown, dotted: string): unknown {
  let cur: unknown = data;
  for (const key of dotted.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    if (key === 'length' && Array.isArray(cur)) return cur.length;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const same = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return JSON.stringify(a) === JSON.stringify(b);
};

export function scoreCase(
  c: CorpusCase,
  outcome: CompletedOutcome | null,
  read: ReadDocument | null,
  ms = 0,
  error?: string,
): CaseResult {
  const decision = outcome?.decision ?? 'failed';
  const misses: Array<{ path: string; expected: unknown; got: unknown }> = [];
  let ok = 0;
  const fields = Object.entries(c.expected.fields);
  for (const [p, want] of fields) {
    const got = outcome ? valueAt(outcome.data, p) : undefined;
    if (same(got, want)) ok++;
    else misses.push({ path: p, expected: want, got });
  }
  return {
    id: c.id,
    type: c.type,
    scenario: c.scenario,
    medium: c.medium,
    expectedDecision: c.expected.decision,
    decision,
    decisionOk: decision === c.expected.decision,
    expectedIssues: c.expected.issues,
    issues: [...(outcome?.issues ?? [])].sort(),
    fieldsChecked: fields.length,
    fieldsOk: ok,
    fieldMisses: misses,
    confidence: outcome?.confidence ?? null,
    readConfidence: read?.confidence ?? null,
    ms,
    ...(error ? { error } : {}),
  };
}

interface Figures {
  cases: number;
  decisionAccuracy: number;
  issuePrecision: number;
  issueRecall: number;
  fieldAccuracy: number;
  meanConfidenceRight: number | null;
  meanConfidenceWrong: number | null;
}

const pct = (n: number, d: number): number => (d === 0 ? 1 : n / d);
const mean = (xs: readonly number[]): number | null =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;

function figures(rs: readonly CaseResult[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of rs) {
    const want = new Set(r.expectedIssues);
    const got = new Set(r.issues);
    for (const i of got) {
      if (want.has(i)) tp++;
      else fp++;
    }
    for (const i of want) if (!got.has(i)) fn++;
  }
  const conf = (ok: boolean) =>
    rs.filter((r) => r.decisionOk === ok && r.confidence !== null).map((r) => r.confidence as number);
  return {
    cases: rs.length,
    decisionAccuracy: pct(rs.filter((r) => r.decisionOk).length, rs.length),
    issuePrecision: pct(tp, tp + fp),
    issueRecall: pct(tp, tp + fn),
    fieldAccuracy: pct(
      rs.reduce((a, r) => a + r.fieldsOk, 0),
      rs.reduce((a, r) => a + r.fieldsChecked, 0),
    ),
    meanConfidenceRight: mean(conf(true)),
    meanConfidenceWrong: mean(conf(false)),
  };
}

const p = (v: number): string => `${(v * 100).toFixed(1)}%`.padStart(7);
const c = (v: number | null): string => (v === null ? '    -' : v.toFixed(1).padStart(5));

export function summarise(results: readonly CaseResult[], meta: Record<string, unknown>) {
  const types = [...new Set(results.map((r) => r.type))];
  const perType = Object.fromEntries(types.map((t) => [t, figures(results.filter((r) => r.type === t))]));
  const perMedium = Object.fromEntries(
    [...new Set(results.map((r) => r.medium))].map((m) => [
      m,
      figures(results.filter((r) => r.medium === m)),
    ]),
  );
  const overall = figures(results);
  const rows = [
    `${'type'.padEnd(32)} cases decision  iss.P   iss.R  fields  conf.ok conf.wrong`,
    ...[
      ...types.map((t) => [t, perType[t]] as const),
      ...Object.entries(perMedium).map(([m, f]) => [`  medium ${m}`, f] as const),
      ['OVERALL', overall] as const,
    ].map(
      ([name, f]) =>
        `${name.padEnd(32)} ${String(f.cases).padStart(5)} ${p(f.decisionAccuracy)} ${p(f.issuePrecision)} ${p(f.issueRecall)} ${p(f.fieldAccuracy)} ${c(f.meanConfidenceRight)} ${c(f.meanConfidenceWrong)}`,
    ),
  ];
  const wrong = results.filter((r) => !r.decisionOk || r.issues.join() !== [...r.expectedIssues].join());
  const table = [
    ...rows,
    '',
    `cases whose decision or issues differ (${wrong.length}):`,
    ...wrong.map(
      (r) =>
        `  ${r.decisionOk ? ' ' : '✗'} ${r.id} [${r.medium}] expected ${r.expectedDecision} [${r.expectedIssues.join(', ')}] got ${r.decision} [${r.issues.join(', ')}]${r.error ? ` error: ${r.error}` : ''}`,
    ),
  ].join('\n');
  return { meta, overall, perType, perMedium, results, table };
}
