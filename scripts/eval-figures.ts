// The figures of a document evaluation, from eval-docs.mjs's scored cases: decision accuracy, issue recall,
// field accuracy, false rejections of clean cases, and how well confidence separates right decisions
// from wrong ones.

/** One scored case of eval-docs.mjs's report. */
export interface ScoredCase {
  readonly id: string;
  readonly type: string;
  readonly rendering: string;
  readonly layout?: string;
  readonly expect: { readonly decision: string; readonly issues_required: readonly string[] };
  readonly decision: string | null;
  readonly confidence: number | null;
  readonly decision_ok: boolean;
  readonly missing_issues: readonly string[];
  readonly fields: ReadonlyArray<{ readonly ok: boolean }>;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

/** AUROC of confidence separating right from wrong decisions (ties count half); null without both kinds. */
export function auroc(right: readonly number[], wrong: readonly number[]): number | null {
  if (right.length === 0 || wrong.length === 0) return null;
  let wins = 0;
  for (const r of right) for (const w of wrong) wins += r > w ? 1 : r === w ? 0.5 : 0;
  return wins / (right.length * wrong.length);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Figures {
  readonly cases: number;
  readonly right: number;
  readonly decisionAccuracy: string;
  readonly issueRecall: string;
  readonly fieldAccuracy: string;
  readonly cleanCases: number;
  readonly falseRejections: number;
  readonly falseRejectionRate: string;
  readonly auroc: number | null;
  readonly medianWrongConfidence: number | null;
}

export function figuresOf(rows: readonly ScoredCase[]): Figures {
  const right = rows.filter((r) => r.decision_ok);
  const wrong = rows.filter((r) => !r.decision_ok);
  const required = rows.reduce((n, r) => n + r.expect.issues_required.length, 0);
  const missed = rows.reduce((n, r) => n + r.missing_issues.length, 0);
  const fields = rows.flatMap((r) => r.fields);
  const clean = rows.filter((r) => r.expect.decision === 'accepted');
  const falseRejections = clean.filter((r) => r.decision === 'rejected').length;
  const separation = auroc(
    right.map((r) => r.confidence ?? 0),
    wrong.map((r) => r.confidence ?? 0),
  );
  return {
    cases: rows.length,
    right: right.length,
    decisionAccuracy: pct(right.length, rows.length),
    issueRecall: pct(required - missed, required),
    fieldAccuracy: pct(fields.filter((f) => f.ok).length, fields.length),
    cleanCases: clean.length,
    falseRejections,
    falseRejectionRate: pct(falseRejections, clean.length),
    auroc: separation === null ? null : Number(separation.toFixed(3)),
    medianWrongConfidence: median(wrong.map((r) => r.confidence ?? 0)),
  };
}
