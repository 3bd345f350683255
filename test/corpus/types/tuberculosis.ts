// TB test documents: a TST form with tick boxes and handwriting, an IGRA lab report, a radiology report,
// and combined clearance forms.
import type { TypeSpec, Ctx } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays } from '../dates';

interface Test {
  kind: 'skin' | 'blood' | 'xray' | 'unknown';
  exam: string | null;
  report: string | null;
  times?: [string, string];
  mm: number | null;
  result: 'negative' | 'positive' | 'indeterminate' | null;
  /** Whether the form ticks/prints an interpretation (false: only the mm is written). */
  interpreted: boolean;
  admin: string | null;
  facility: string | null;
  signed: boolean;
  lab: 'quantiferon' | 'tspot';
}

interface Facts {
  tests: Test[];
}

const CLINICS = [
  'Riverside Occupational Health',
  'Northgate Family Clinic',
  'Summit Urgent Care',
  'Lakeview Employee Health',
];
const NURSES = ['Angela Moore, RN', 'Tyrone Hicks, LPN', 'Dana Feld, RN', 'Carlos Mejia, NP'];

function skin(ctx: Ctx, daysAgo: number): Test {
  const exam = addDays(ctx.validOn, -daysAgo);
  return {
    kind: 'skin',
    exam,
    report: addDays(exam, ctx.rng.pick([2, 3])),
    mm: ctx.rng.pick([0, 0, 2, 4]),
    result: 'negative',
    interpreted: true,
    admin: ctx.rng.pick(NURSES),
    facility: ctx.rng.pick(CLINICS),
    signed: true,
    lab: 'quantiferon',
  };
}

function skinSection(f: Flow, t: Test, ctx: Ctx, heading: string, hand: boolean): void {
  f.text(heading, { font: 'bold', size: 12 });
  f.fields(
    [
      ['Date placed', t.exam ? ctx.d(t.exam) + (t.times ? ` ${t.times[0]}` : '') : ''],
      ['Site', 'Left forearm'],
    ],
    { hand },
  );
  f.fields(
    [
      ['PPD Lot #', 'C5' + ctx.rng.int(1000, 9999)],
      ['Placed by', t.admin ?? ''],
    ],
    { hand },
  );
  f.fields(
    [
      ['Date read', t.report ? ctx.d(t.report) + (t.times ? ` ${t.times[1]}` : '') : ''],
      ['Induration', t.mm === null ? '' : `${t.mm} mm`],
    ],
    { hand },
  );
  f.checks(
    'Interpretation',
    ['Negative', 'Positive'],
    t.interpreted && t.result ? [t.result === 'negative' ? 'Negative' : 'Positive'] : [],
  );
  f.field('Read by', t.admin ?? '', { hand });
  f.gap(4);
}

function xraySection(f: Flow, t: Test, ctx: Ctx): void {
  f.text('Chest X-Ray Report (PA and Lateral)', { font: 'bold', size: 12 });
  if (t.exam) f.field('Exam date', ctx.d(t.exam));
  if (t.report) f.field('Report date', ctx.d(t.report));
  f.text('Indication: positive tuberculin screening', { size: 10 });
  const impression =
    t.result === 'negative'
      ? 'No evidence of active tuberculosis. Lungs are clear.'
      : t.result === 'positive'
        ? 'Right upper lobe cavitary lesion, consistent with active tuberculosis.'
        : 'Limited study.';
  f.field('Impression', impression);
  if (t.admin) f.field('Radiologist', t.admin.replace(/, (RN|LPN|NP)$/, ', MD'));
  if (t.signed)
    f.text(`Electronically signed by ${(t.admin ?? 'Radiology').replace(/, (RN|LPN|NP)$/, ', MD')}`, {
      size: 9,
    });
}

function form(facts: Facts, ctx: Ctx, hand: boolean): Flow {
  const f = new Flow(LETTER.width, LETTER.height);
  f.title('Tuberculosis Screening Record');
  for (const [l, v] of holderBlock(ctx)) f.field(l, v);
  f.field('Facility', facts.tests[0]?.facility ?? '');
  f.rule();
  const skins = facts.tests.filter((t) => t.kind === 'skin');
  facts.tests.forEach((t) => {
    if (t.kind === 'skin')
      skinSection(
        f,
        t,
        ctx,
        skins.length > 1
          ? `Tuberculin Skin Test (TST) - Step ${skins.indexOf(t) + 1}`
          : 'Tuberculin Skin Test (TST / PPD Mantoux)',
        hand,
      );
    else if (t.kind === 'xray') xraySection(f, t, ctx);
    else if (t.kind === 'unknown') {
      f.text('Screening Test', { font: 'bold', size: 12 });
      f.field('Date', t.exam ? ctx.d(t.exam) : '');
      f.checks('Result', ['Negative', 'Positive'], t.result === 'negative' ? ['Negative'] : ['Positive']);
      f.field('Provider', t.admin ?? '');
    } else bloodBlock(f, t, ctx);
  });
  const signer = facts.tests.find((t) => t.kind === 'skin' || t.kind === 'unknown');
  if (signer)
    f.gap(6).field('Signature', signer.signed ? (signer.admin ?? '').replace(/,.*$/, '') : '', {
      hand: true,
    });
  return f;
}

function bloodBlock(f: Flow, t: Test, ctx: Ctx): void {
  const name = t.lab === 'quantiferon' ? 'QuantiFERON-TB Gold Plus' : 'T-SPOT.TB';
  f.text(`Test: ${name}`, { font: 'bold', size: 12 });
  f.fields([
    ['Collected', t.exam ? ctx.d(t.exam) : ''],
    ['Reported', t.report ? ctx.d(t.report) : ''],
  ]);
  if (t.lab === 'quantiferon') {
    f.row(
      ['Nil', '0.05 IU/mL', 'TB1-Nil', t.result === 'positive' ? '1.42' : '0.01', 'Mitogen-Nil', '>10.00'],
      [0, 60, 170, 240, 320, 410],
    );
  } else {
    f.row(
      [
        'Panel A',
        t.result === 'positive' ? '14 spots' : '1 spot',
        'Panel B',
        t.result === 'positive' ? '11 spots' : '0 spots',
      ],
      [0, 80, 200, 280],
    );
  }
  const word =
    t.result === 'indeterminate'
      ? t.lab === 'tspot'
        ? 'BORDERLINE'
        : 'INDETERMINATE'
      : (t.result ?? '').toUpperCase();
  f.field('Result', word);
  if (t.facility) f.field('Performing laboratory', t.facility);
  if (t.admin) f.field('Ordering provider', t.admin);
}

function labReport(facts: Facts, ctx: Ctx): Flow {
  const f = new Flow(LETTER.width, LETTER.height);
  f.title(facts.tests[0]?.facility ?? 'Laboratory Report');
  f.text('Clinical Laboratory Report', { size: 10 });
  for (const [l, v] of holderBlock(ctx, { name: 'Patient Name', dob: 'DOB' })) f.field(l, v);
  f.rule();
  for (const t of facts.tests) {
    if (t.kind === 'xray') xraySection(f, t, ctx);
    else bloodBlock(f, t, ctx);
    f.gap(6);
  }
  return f;
}

function card(facts: Facts, ctx: Ctx): Flow {
  const f = new Flow(CARD.width, CARD.height, 20).frame();
  f.text('TB Skin Test Card', { font: 'bold', size: 13 });
  for (const [l, v] of holderBlock(ctx)) f.field(l, v, { size: 10 });
  const t = facts.tests[0];
  f.fields(
    [
      ['Placed', t.exam ? ctx.d(t.exam) : ''],
      ['Read', t.report ? ctx.d(t.report) : ''],
    ],
    { hand: true, size: 10 },
  );
  f.fields(
    [
      ['Result', t.interpreted && t.result ? t.result : ''],
      ['mm', t.mm === null ? '' : `${t.mm} mm`],
    ],
    { hand: true, size: 10 },
  );
  f.field('Given by', t.admin ?? '', { hand: true, size: 10 });
  f.field('Signature', t.signed ? (t.admin ?? '').replace(/,.*$/, '') : '', { hand: true, size: 10 });
  return f;
}

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
