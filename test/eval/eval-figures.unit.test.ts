import type { ScoredCase } from '../../scripts/eval-figures';
import { auroc, figuresOf } from '../../scripts/eval-figures';

const scored = (
  expected: string,
  decision: string | null,
  confidence: number | null,
  extra: Partial<ScoredCase> = {},
): ScoredCase => ({
  id: `c-${Math.random()}`,
  type: 'resume',
  rendering: 'text_pdf',
  expect: { decision: expected, issues_required: [] },
  decision,
  confidence,
  decision_ok: expected === decision,
  missing_issues: [],
  fields: [],
  ...extra,
});

describe('document evaluation figures', () => {
  it('AUROC counts the pairs a right decision out-ranks, ties half', () => {
    expect(auroc([90, 80], [50])).toBe(1);
    expect(auroc([50], [90, 80])).toBe(0);
    expect(auroc([70, 60], [70, 50])).toBe(0.625);
    expect(auroc([], [50])).toBeNull();
  });

  it('counts false rejections among clean cases only, and the median confidence of wrong ones', () => {
    const f = figuresOf([
      scored('accepted', 'accepted', 95),
      scored('accepted', 'rejected', 70),
      scored('accepted', 'flagged', 58),
      scored('rejected', 'accepted', 40),
      scored('rejected', 'rejected', 90, {
        expect: { decision: 'rejected', issues_required: ['document expired', 'name mismatch'] },
        missing_issues: ['name mismatch'],
        fields: [{ ok: true }, { ok: false }, { ok: true }, { ok: true }],
      }),
      scored('flagged', null, null),
    ]);
    expect(f).toMatchObject({
      cases: 6,
      right: 2,
      decisionAccuracy: '33.3%',
      cleanCases: 3,
      falseRejections: 1,
      falseRejectionRate: '33.3%',
      issueRecall: '50.0%',
      fieldAccuracy: '75.0%',
      medianWrongConfidence: 49,
    });
    // Right: 95, 90; wrong: 70, 58, 40, 0 (no answer counts as no confidence) → every pair out-ranked.
    expect(f.auroc).toBe(1);
  });
});
