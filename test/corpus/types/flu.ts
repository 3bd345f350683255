// Influenza records: pharmacy printouts, employee-health forms with handwriting, registry histories and
// declination forms naming the season.
import type { Ctx, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { Flow, LETTER } from '../model';
import { addDays } from '../dates';

interface Shot {
  date: string | null;
  product: string;
  maker: string;
  lot: string;
  admin: string | null;
  facility: string | null;
}
interface Facts {
  shots: Shot[];
  declination: { date: string; reason: string | null; season: string } | null;
}

const PRODUCTS: ReadonlyArray<readonly [string, string]> = [
  ['Fluzone High-Dose Quadrivalent', 'Sanofi Pasteur'],
  ['Flucelvax Quadrivalent', 'Seqirus'],
  ['Fluarix Quadrivalent', 'GSK'],
  ['Afluria Quadrivalent', 'Seqirus'],
  ['Flublok', 'Sanofi Pasteur'],
];
const PHARMACISTS = ['Nina Patel, PharmD', 'Greg Olsen, RPh', 'Amy Cho, PharmD'];

function shot(ctx: Ctx, daysBefore: number): Shot {
  const [product, maker] = ctx.rng.pick(PRODUCTS);
  return {
    date: addDays(ctx.validOn, -daysBefore),
    product,
    maker,
    lot: `${ctx.rng.pick(['UJ', 'AH', 'K7', 'PX'])}${ctx.rng.int(100, 999)}${ctx.rng.pick(['AA', 'B', 'C1'])}`,
    admin: ctx.rng.pick(PHARMACISTS),
    facility: ctx.rng.pick(['Walgreens #5521', 'CVS Pharmacy #2210', 'Rite Aid #318']),
  };
}

function pharmacy(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title(`${f.shots[0]?.facility?.replace(/ #\d+/, '') ?? 'Walgreens'} Pharmacy`);
  p.text('Immunization Record - Patient Copy', { size: 10 });
  for (const [l, v] of holderBlock(ctx, { name: 'Patient' })) p.field(l, v);
  p.rule();
  for (const s of f.shots) {
    p.field('Vaccine', `${s.product} (Influenza vaccine)`);
    p.fields([
      ['Date administered', s.date ? ctx.d(s.date) : ''],
      ['Lot', s.lot],
    ]);
    p.field('Manufacturer', s.maker);
    p.field('Pharmacist', s.admin ?? '');
    p.field('Store', s.facility ?? '');
    p.gap(6);
  }
  return p;
}

function employeeHealth(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Employee Health - Influenza Vaccination Record');
  for (const [l, v] of holderBlock(ctx, { name: 'Employee Name' })) p.field(l, v);
  p.field('Season', f.shots[0]?.date ? seasonOf(f.shots[0].date) : '');
  p.rule();
  const s = f.shots[0];
  p.checks('Vaccine given', ['Yes', 'No'], ['Yes']);
  p.field('Vaccine', s.product, { hand: true });
  p.fields(
    [
      ['Date given', s.date ? ctx.d(s.date) : ''],
      ['Lot number', s.lot],
    ],
    { hand: true },
  );
  p.field('Manufacturer', s.maker, { hand: true });
  p.field('Administered by', s.admin ? s.admin.replace(/,.*/, ', RN') : '', { hand: true });
  p.field('Clinic', s.facility ? 'Employee Health Clinic' : '', { hand: true });
  return p;
}

function registry(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Immunization History Report');
  p.text('State Immunization Registry', { size: 10 });
  for (const [l, v] of holderBlock(ctx, { name: 'Patient Name' })) p.field(l, v);
  p.rule();
  const cols = [0, 170, 250, 330, 400];
  p.row(['Vaccine', 'Date', 'Manufacturer', 'Lot', 'Provider'], cols, { font: 'bold', size: 9 });
  for (const s of f.shots)
    p.row(
      [
        `Influenza, ${s.product.split(' ')[0]}`,
        s.date ? ctx.d(s.date) : '',
        s.maker,
        s.lot,
        s.facility ?? '',
      ],
      cols,
      { size: 9 },
    );
  return p;
}

function declination(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Influenza Vaccination Declination');
  for (const [l, v] of holderBlock(ctx, { name: 'Employee Name' })) p.field(l, v);
  p.field('Flu season', f.declination?.season ?? '');
  p.text('I decline the influenza vaccine for this season. I understand I must wear a mask.', { size: 10 });
  const r = f.declination?.reason ?? null;
  p.checks('Reason', ['Medical', 'Religious', 'Personal'], r ? [r[0].toUpperCase() + r.slice(1)] : []);
  p.field('Signature', ctx.holder.name ?? 'Signed', { hand: true });
  p.field('Date', f.declination ? ctx.d(f.declination.date) : '', { hand: true });
  return p;
}

export function seasonOf(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return m >= 7 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

const decl = (reason: string | null) => (f: Facts, ctx: Ctx) => {
  f.shots = [];
  const date = addDays(ctx.validOn, -20);
  f.declination = { date, reason, season: seasonOf(date) };
};

export const fluSpec: TypeSpec<Facts> = {
  type: 'flu_vaccination',
  layouts: {
    pharmacy: (f, c) => pharmacy(f, c).page(),
    employee_health: (f, c) => employeeHealth(f, c).page(),
    registry: (f, c) => registry(f, c).page(),
    declination: (f, c) => declination(f, c).page(),
  },
  rotation: ['pharmacy', 'employee_health', 'registry'],
  dobLayout: 'pharmacy',
  base: (ctx) => ({ shots: [shot(ctx, ctx.rng.int(5, 40))], declination: null }),
  fields: (f) => {
    if (f.declination)
      return {
        record_type: 'declination',
        'declination.season': f.declination.season,
        ...(f.declination.reason ? { 'declination.reason': f.declination.reason } : {}),
      };
    const last = f.shots[f.shots.length - 1];
    return { 'vaccinations.length': f.shots.length, [`vaccinations.${f.shots.length - 1}.date`]: last.date };
  },
  scenarios: [
    { name: 'valid pharmacy record', issues: [], layout: 'pharmacy' },
    { name: 'valid employee health form', issues: [], layout: 'employee_health' },
    {
      name: 'valid registry two seasons',
      issues: [],
      layout: 'registry',
      apply: (f, c) => void f.shots.unshift(shot(c, 380)),
    },
    { name: 'valid explicit season', issues: [], rules: { season: '2026-2027' } },
    {
      name: 'valid earlier season requested',
      issues: [],
      layout: 'registry',
      rules: { season: '2025-2026' },
      apply: (f, c) => void (f.shots = [shot(c, 400)]),
    },
    {
      name: 'last season only',
      issues: ['vaccination outside season'],
      apply: (f, c) => void (f.shots = [shot(c, 390)]),
    },
    {
      name: 'last season registry',
      issues: ['vaccination outside season'],
      layout: 'registry',
      apply: (f, c) => void (f.shots = [shot(c, 420), shot(c, 780)]),
    },
    {
      name: 'undated vaccination',
      issues: ['missing vaccination date'],
      apply: (f) => void (f.shots[0].date = null),
    },
    {
      name: 'no administrator',
      issues: ['missing administrator'],
      layout: 'pharmacy',
      apply: (f) => {
        f.shots[0].admin = null;
        f.shots[0].facility = null;
      },
    },
    {
      name: 'declination not allowed',
      issues: ['declination not allowed'],
      layout: 'declination',
      apply: decl('religious'),
    },
    {
      name: 'declination allowed',
      issues: [],
      layout: 'declination',
      rules: { allow_declination: true },
      apply: decl('medical'),
    },
    {
      name: 'declination without reason',
      issues: ['missing declination reason'],
      layout: 'declination',
      rules: { allow_declination: true },
      apply: decl(null),
    },
  ],
};
