// TB test documents: a TST form with tick boxes and handwriting, an IGRA lab report, a radiology report,
// and combined clearance forms.
import type { TypeSpec } from '../builder';
import { addDays } from '../dates';
import type { Facts, Test } from './tuberculosis-layouts';
import { card, form, labReport, skin } from './tuberculosis-layouts';

const upd = (t: Test, patch: Partial<Test>): void => void Object.assign(t, patch);

export const tuberculosisSpec: TypeSpec<Facts> = {
  type: 'tuberculosis_test',
  layouts: {
    form: (facts, ctx) => form(facts, ctx, false).page(),
    handwritten: (facts, ctx) => form(facts, ctx, true).page(),
    card: (facts, ctx) => card(facts, ctx).page(),
    lab: (facts, ctx) => labReport(facts, ctx).page(),
  },
  rotation: ['form', 'handwritten', 'card'],
  dobLayout: 'form',
  base: (ctx) => ({ tests: [skin(ctx, ctx.rng.int(20, 200))] }),
  fields: (facts) => {
    const out: Record<string, unknown> = { 'tests.length': facts.tests.length };
    facts.tests.forEach((t, i) => {
      out[`tests.${i}.type`] = t.kind === 'unknown' ? null : t.kind;
      if (t.result && t.interpreted) out[`tests.${i}.result`] = t.result;
      out[`tests.${i}.exam_date`] = t.exam;
      if (t.kind === 'skin') out[`tests.${i}.report_date`] = t.report;
      if (t.kind === 'skin' && t.mm !== null) out[`tests.${i}.induration_mm`] = t.mm;
    });
    return out;
  },
  scenarios: [
    { name: 'valid skin test', issues: [] },
    { name: 'valid skin test handwritten', issues: [], layout: 'handwritten' },
    { name: 'valid skin test card', issues: [], layout: 'card' },
    {
      name: 'valid quantiferon',
      issues: [],
      layout: 'lab',
      apply: (f, ctx) => {
        const exam = addDays(ctx.validOn, -40);
        f.tests = [
          {
            kind: 'blood',
            exam,
            report: addDays(exam, 2),
            mm: null,
            result: 'negative',
            interpreted: true,
            admin: null,
            facility: 'Quest Diagnostics',
            signed: false,
            lab: 'quantiferon',
          },
        ];
      },
    },
    {
      name: 'valid tspot',
      issues: [],
      layout: 'lab',
      apply: (f, ctx) => {
        const exam = addDays(ctx.validOn, -90);
        f.tests = [
          {
            kind: 'blood',
            exam,
            report: addDays(exam, 3),
            mm: null,
            result: 'negative',
            interpreted: true,
            admin: 'Helen Park, NP',
            facility: 'LabCorp',
            signed: false,
            lab: 'tspot',
          },
        ];
      },
    },
    {
      name: 'valid two step',
      issues: [],
      layout: 'form',
      apply: (f, ctx) => {
        const second = skin(ctx, 30);
        f.tests = [{ ...skin(ctx, 45) }, second];
      },
    },
    {
      name: 'positive skin cleared by xray',
      issues: [],
      layout: 'form',
      apply: (f) => {
        upd(f.tests[0], { mm: 14, result: 'positive' });
        const exam = addDays(f.tests[0].report as string, 6);
        f.tests.push({
          kind: 'xray',
          exam,
          report: addDays(exam, 1),
          mm: null,
          result: 'negative',
          interpreted: true,
          admin: 'Samuel Ortiz, MD',
          facility: null,
          signed: true,
          lab: 'quantiferon',
        });
      },
    },
    {
      name: 'positive skin xray not accepted',
      issues: ['positive test result'],
      layout: 'form',
      rules: { accept_xray: false },
      apply: (f) => {
        upd(f.tests[0], { mm: 16, result: 'positive' });
        const exam = addDays(f.tests[0].report as string, 5);
        f.tests.push({
          kind: 'xray',
          exam,
          report: exam,
          mm: null,
          result: 'negative',
          interpreted: true,
          admin: 'Samuel Ortiz, MD',
          facility: null,
          signed: true,
          lab: 'quantiferon',
        });
      },
    },
    {
      name: 'positive quantiferon',
      issues: ['positive test result'],
      layout: 'lab',
      apply: (f, ctx) => {
        const exam = addDays(ctx.validOn, -20);
        f.tests = [
          {
            kind: 'blood',
            exam,
            report: addDays(exam, 2),
            mm: null,
            result: 'positive',
            interpreted: true,
            admin: null,
            facility: 'Quest Diagnostics',
            signed: false,
            lab: 'quantiferon',
          },
        ];
      },
    },
    {
      name: 'positive skin test',
      issues: ['positive test result'],
      apply: (f) => upd(f.tests[0], { mm: 17, result: 'positive' }),
    },
    {
      name: 'indeterminate blood test',
      issues: ['indeterminate test result'],
      layout: 'lab',
      apply: (f, ctx) => {
        const exam = addDays(ctx.validOn, -15);
        f.tests = [
          {
            kind: 'blood',
            exam,
            report: addDays(exam, 3),
            mm: null,
            result: 'indeterminate',
            interpreted: true,
            admin: null,
            facility: 'LabCorp',
            signed: false,
            lab: ctx.rng.pick(['quantiferon', 'tspot'] as const),
          },
        ];
      },
    },
    {
      name: 'missing read date',
      issues: ['missing test dates'],
      apply: (f) => upd(f.tests[0], { report: null }),
    },
    {
      name: 'read before placed',
      issues: ['invalid test dates'],
      apply: (f) => upd(f.tests[0], { report: addDays(f.tests[0].exam as string, -2) }),
    },
    {
      name: 'missing administrator',
      issues: ['missing administrator'],
      apply: (f) => upd(f.tests[0], { admin: null, signed: false }),
    },
    {
      name: 'missing result',
      issues: ['missing test result'],
      apply: (f) => upd(f.tests[0], { mm: null, interpreted: false, result: null }),
    },
    {
      name: 'read after 5 days',
      issues: ['invalid waiting period'],
      apply: (f) => upd(f.tests[0], { report: addDays(f.tests[0].exam as string, 5) }),
    },
    {
      name: 'read after 24 hours',
      issues: ['invalid waiting period'],
      layout: 'handwritten',
      apply: (f) => upd(f.tests[0], { report: addDays(f.tests[0].exam as string, 1) }),
    },
    {
      name: 'test too old',
      issues: ['test too old'],
      apply: (f, ctx) => {
        const exam = addDays(ctx.validOn, -420);
        upd(f.tests[0], { exam, report: addDays(exam, 2) });
      },
    },
    {
      name: 'too many tests',
      issues: ['too many tests'],
      layout: 'lab',
      apply: (f, ctx) => {
        const a = addDays(ctx.validOn, -60);
        const b = addDays(ctx.validOn, -20);
        const blood = (exam: string) => ({
          kind: 'blood' as const,
          exam,
          report: addDays(exam, 2),
          mm: null,
          result: 'negative' as const,
          interpreted: true,
          admin: null,
          facility: 'Quest Diagnostics',
          signed: false,
          lab: 'quantiferon' as const,
        });
        f.tests = [blood(a), blood(b)];
      },
    },
    {
      name: 'result inferred from induration',
      issues: ['low confidence test result'],
      apply: (f) => upd(f.tests[0], { interpreted: false, mm: 3 }),
    },
    {
      name: 'unknown test type',
      issues: ['indeterminate test type'],
      layout: 'form',
      apply: (f) => upd(f.tests[0], { kind: 'unknown' }),
    },
  ],
};
