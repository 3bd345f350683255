// Pre-employment physical examination forms: typed clinic forms with tick boxes, and a physician's letter.
import type { Ctx, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { Flow, LETTER } from '../model';
import { addDays } from '../dates';

interface Facts {
  exam: string | null;
  examiner: string | null;
  credentials: string;
  signed: boolean;
  clearance: 'cleared' | 'cleared_with_restrictions' | 'not_cleared' | null;
  restrictions: string | null;
}

const EXAMINERS: ReadonlyArray<readonly [string, string]> = [
  ['Laura Chen', 'MD'],
  ['Marcus Bell', 'DO'],
  ['Ana Ruiz', 'NP'],
  ['Peter Novak', 'PA-C'],
];

function form(f: Facts, ctx: Ctx, hand: boolean): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Pre-Employment Physical Examination');
  p.text('Occupational Health Services - Cedar Valley Medical Group', { size: 9 });
  for (const [l, v] of holderBlock(ctx, { name: 'Employee Name' })) p.field(l, v);
  p.field('Date of exam', f.exam ? ctx.d(f.exam) : '', { hand });
  p.rule();
  p.fields(
    [
      ['Blood pressure', '118/76'],
      ['Pulse', '72'],
      ['Vision', '20/20'],
    ],
    { hand },
  );
  p.checks('Cardiovascular', ['Normal', 'Abnormal'], ['Normal']);
  p.checks('Respiratory', ['Normal', 'Abnormal'], ['Normal']);
  p.checks('Musculoskeletal', ['Normal', 'Abnormal'], ['Normal']);
  p.rule();
  p.text('Examiner opinion', { font: 'bold', size: 12 });
  const c = f.clearance;
  p.checks(
    '',
    ['Cleared for duty without restrictions'],
    c === 'cleared' ? ['Cleared for duty without restrictions'] : [],
  );
  p.checks(
    '',
    ['Cleared with restrictions'],
    c === 'cleared_with_restrictions' ? ['Cleared with restrictions'] : [],
  );
  p.checks('', ['Not cleared'], c === 'not_cleared' ? ['Not cleared'] : []);
  p.field('Restrictions', f.restrictions ?? 'None', { hand });
  p.gap(6);
  p.field('Examiner name', f.examiner ? `${f.examiner}, ${f.credentials}` : '');
  p.field('Examiner signature', f.signed && f.examiner ? f.examiner : '', { hand: true });
  return p;
}

function letter(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height, 60);
  p.title('Harbor Occupational Medicine', 15);
  p.text('Fitness for Duty - Physical Examination Report', { size: 11, font: 'bold' });
  p.gap(6);
  for (const [l, v] of holderBlock(ctx, { name: 'Patient Name' })) p.field(l, v);
  p.field('Examination date', f.exam ? ctx.d(f.exam) : '');
  p.gap(8);
  const opinion =
    f.clearance === 'cleared'
      ? 'The employee is medically cleared and able to perform the essential functions of the position.'
      : f.clearance === 'cleared_with_restrictions'
        ? `The employee is cleared with the following restrictions: ${f.restrictions ?? ''}`
        : f.clearance === 'not_cleared'
          ? 'The employee is not medically cleared for the position at this time.'
          : 'Examination findings were reviewed with the employee.';
  p.text(opinion, { size: 10 });
  p.gap(14);
  if (f.signed && f.examiner) p.text(f.examiner, { font: 'hand', size: 16 });
  else p.gap(18);
  p.text('______________________________', { size: 10 });
  p.field('Examining physician', f.examiner ? `${f.examiner}, ${f.credentials}` : '');
  p.field('Signature', f.signed && f.examiner ? `${f.examiner}` : '', { hand: true });
  return p;
}

export const physicalSpec: TypeSpec<Facts> = {
  type: 'physical_exam',
  layouts: {
    form: (f, c) => form(f, c, false).page(),
    handwritten: (f, c) => form(f, c, true).page(),
    letter: (f, c) => letter(f, c).page(),
  },
  rotation: ['form', 'handwritten', 'letter'],
  dobLayout: 'form',
  base: (ctx) => {
    const [examiner, credentials] = ctx.rng.pick(EXAMINERS);
    return {
      exam: addDays(ctx.validOn, -ctx.rng.int(10, 300)),
      examiner,
      credentials,
      signed: true,
      clearance: 'cleared',
      restrictions: null,
    };
  },
  fields: (f) => ({
    exam_date: f.exam,
    clearance: f.clearance,
    'examiner.signature': f.signed && f.examiner ? 'present' : 'not_present',
  }),
  scenarios: [
    { name: 'valid typed form', issues: [], layout: 'form' },
    { name: 'valid handwritten form', issues: [], layout: 'handwritten' },
    { name: 'valid letter', issues: [], layout: 'letter' },
    {
      name: 'valid restrictions allowed',
      issues: [],
      layout: 'form',
      rules: { allow_restrictions: true },
      apply: (f) =>
        Object.assign(f, { clearance: 'cleared_with_restrictions', restrictions: 'No lifting over 25 lb' }),
    },
    { name: 'missing exam date', issues: ['missing exam date'], apply: (f) => void (f.exam = null) },
    {
      name: 'exam too old',
      issues: ['exam too old'],
      apply: (f, c) => void (f.exam = addDays(c.validOn, -400)),
    },
    {
      name: 'missing examiner',
      issues: ['missing examiner', 'missing examiner signature'],
      layout: 'form',
      apply: (f) => void (f.examiner = null),
    },
    { name: 'unsigned', issues: ['missing examiner signature'], apply: (f) => void (f.signed = false) },
    { name: 'not cleared', issues: ['not cleared'], apply: (f) => void (f.clearance = 'not_cleared') },
    {
      name: 'not cleared letter',
      issues: ['not cleared'],
      layout: 'letter',
      apply: (f) => void (f.clearance = 'not_cleared'),
    },
    {
      name: 'restrictions',
      issues: ['restrictions present'],
      layout: 'handwritten',
      apply: (f) =>
        Object.assign(f, { clearance: 'cleared_with_restrictions', restrictions: 'No lifting over 25 lb' }),
    },
    {
      name: 'restrictions letter',
      issues: ['restrictions present'],
      layout: 'letter',
      apply: (f) =>
        Object.assign(f, {
          clearance: 'cleared_with_restrictions',
          restrictions: 'Seated duties only for 4 weeks',
        }),
    },
    { name: 'no opinion', issues: ['missing clearance'], apply: (f) => void (f.clearance = null) },
    {
      name: 'no opinion letter',
      issues: ['missing clearance'],
      layout: 'letter',
      apply: (f) => void (f.clearance = null),
    },
  ],
};
