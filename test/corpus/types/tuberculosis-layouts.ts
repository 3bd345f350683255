// Layouts of TB test documents: a TST form (typed or handwritten), a wallet card, a lab report, and the
// chest x-ray section that clearance forms carry.
import type { Ctx } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays } from '../dates';

export interface Test {
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

export interface Facts {
  tests: Test[];
}

const CLINICS = [
  'Riverside Occupational Health',
  'Northgate Family Clinic',
  'Summit Urgent Care',
  'Lakeview Employee Health',
];
const NURSES = ['Angela Moore, RN', 'Tyrone Hicks, LPN', 'Dana Feld, RN', 'Carlos Mejia, NP'];

export function skin(ctx: Ctx, daysAgo: number): Test {
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

export function form(facts: Facts, ctx: Ctx, hand: boolean): Flow {
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

export function labReport(facts: Facts, ctx: Ctx): Flow {
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

export function card(facts: Facts, ctx: Ctx): Flow {
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
