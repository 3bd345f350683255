// COVID-19 records: CDC cards (handwritten table), state registry printouts, provider records in dose
// blocks, and declination forms.
import type { Ctx, Holder, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays } from '../dates';

type Maker = 'pfizer' | 'moderna' | 'janssen' | 'novavax' | 'astrazeneca' | 'other';
interface Dose {
  maker: Maker;
  date: string | null;
  lot: string;
  site: string | null;
  booster: boolean;
}
interface Facts {
  doses: Dose[];
  declination: { date: string | null; reason: 'medical' | 'religious' | 'personal' | 'other' | null } | null;
}

const LABEL: Readonly<Record<Maker, string>> = {
  pfizer: 'Pfizer-BioNTech',
  moderna: 'Moderna',
  janssen: 'Janssen (J&J)',
  novavax: 'Novavax',
  astrazeneca: 'AstraZeneca',
  other: 'Sinovac CoronaVac',
};
const SITES = [
  'CVS Pharmacy #4471 MA',
  'Walgreens #1187 IL',
  'County Health Dept Clinic TX',
  'Mercy Hospital Vaccine Site OH',
  'Kaiser Permanente CA',
];
const lot = (ctx: Ctx): string =>
  `${ctx.rng.pick(['EW', 'FA', 'EK', 'FF', '0'])}${ctx.rng.int(1000, 9999)}${ctx.rng.pick(['', 'A', 'B'])}`;

function series(ctx: Ctx, maker: Maker, gap: number, count: number): Dose[] {
  const start = addDays('2021-03-01', ctx.rng.int(0, 120));
  const site = ctx.rng.pick(SITES);
  return Array.from({ length: count }, (_, i) => ({
    maker,
    date: addDays(start, i * gap),
    lot: lot(ctx),
    site,
    booster: false,
  }));
}

function splitName(h: Holder): [string, string] {
  if (!h.name) return ['', ''];
  if (h.name.includes(',')) {
    const [last, first] = h.name.split(/,\s*/);
    return [last, first];
  }
  const parts = h.name.split(' ');
  return [parts[parts.length - 1], parts.slice(0, -1).join(' ')];
}

const ordinal = (i: number, d: Dose): string =>
  d.booster ? 'Booster' : (['1st Dose', '2nd Dose', '3rd Dose', '4th Dose'][i] ?? 'Other');

function cdcCard(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(CARD.width + 140, CARD.height + 40, 16).frame();
  p.text('COVID-19 Vaccination Record Card', { font: 'bold', size: 13 });
  p.text(
    'Please keep this record card, which includes medical information about the vaccines you have received.',
    { size: 6.5 },
  );
  const [last, first] = splitName(ctx.holder);
  p.fields(
    [
      ['Last Name', last],
      ['First Name', first],
    ],
    { hand: true, size: 9 },
  );
  if (ctx.holder.dob) p.field('Date of birth', ctx.holder.dob, { hand: true, size: 9 });
  const cols = [0, 70, 215, 300];
  p.row(
    ['Vaccine', 'Product Name/Manufacturer Lot Number', 'Date', 'Healthcare Professional or Clinic Site'],
    cols,
    { size: 6.5, font: 'bold' },
  );
  f.doses.forEach((d, i) =>
    p.row(
      [`${ordinal(i, d)} COVID-19`, `${LABEL[d.maker]} ${d.lot}`, d.date ? ctx.d(d.date) : '', d.site ?? ''],
      cols,
      { size: 8.5, font: 'hand', border: true },
    ),
  );
  return p;
}

function registry(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Official Immunization Record');
  p.text('State Immunization Information System', { size: 10 });
  for (const [l, v] of holderBlock(ctx, { name: 'Patient Name' })) p.field(l, v);
  p.rule();
  const cols = [0, 150, 235, 320, 385];
  p.row(['Vaccine', 'Date Given', 'Manufacturer', 'Lot', 'Administered By'], cols, { font: 'bold', size: 9 });
  f.doses.forEach((d) =>
    p.row(
      [
        `COVID-19 ${d.booster ? 'booster' : 'vaccine'}`,
        d.date ? ctx.d(d.date) : '',
        LABEL[d.maker],
        d.lot,
        d.site ?? '',
      ],
      cols,
      { size: 9 },
    ),
  );
  return p;
}

function provider(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('Immunization History');
  p.text('Printed from the electronic health record of Lakeside Medical Group', { size: 9 });
  for (const [l, v] of holderBlock(ctx, { name: 'Patient' })) p.field(l, v);
  p.rule();
  f.doses.forEach((d, i) => {
    p.text(d.booster ? 'Booster Dose' : `Dose ${i + 1}`, { font: 'bold', size: 12 });
    p.field('Vaccine', `${LABEL[d.maker]} COVID-19 Vaccine`);
    p.fields([
      ['Date administered', d.date ? ctx.d(d.date) : ''],
      ['Lot number', d.lot],
    ]);
    p.field('Administered by', d.site ?? '');
    p.gap(4);
  });
  return p;
}

function declination(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height);
  p.title('COVID-19 Vaccination Declination Form');
  for (const [l, v] of holderBlock(ctx, { name: 'Employee Name' })) p.field(l, v);
  p.text('I have been offered the COVID-19 vaccine and I decline to receive it at this time.', { size: 10 });
  const r = f.declination?.reason ?? null;
  p.text('Reason for declination:', { size: 11 });
  p.checks('', ['Medical contraindication'], r === 'medical' ? ['Medical contraindication'] : []);
  p.checks('', ['Religious belief'], r === 'religious' ? ['Religious belief'] : []);
  p.checks(
    '',
    ['Personal or philosophical belief'],
    r === 'personal' ? ['Personal or philosophical belief'] : [],
  );
  p.checks(
    '',
    ['Other: scheduling conflict with work'],
    r === 'other' ? ['Other: scheduling conflict with work'] : [],
  );
  p.gap(6);
  p.field('Employee signature', ctx.holder.name ?? 'J. Doe', { hand: true });
  p.field('Date', f.declination?.date ? ctx.d(f.declination.date) : '', { hand: true });
  return p;
}

const decl = (reason: 'medical' | 'religious' | 'personal' | 'other' | null) => (f: Facts, ctx: Ctx) => {
  f.doses = [];
  f.declination = { date: addDays(ctx.validOn, -12), reason };
};

export const covidSpec: TypeSpec<Facts> = {
  type: 'covid_vaccination',
  layouts: {
    cdc_card: (f, c) => cdcCard(f, c).page(),
    registry: (f, c) => registry(f, c).page(),
    provider: (f, c) => provider(f, c).page(),
    declination: (f, c) => declination(f, c).page(),
  },
  rotation: ['cdc_card', 'registry', 'provider'],
  dobLayout: 'registry',
  base: (ctx) => ({ doses: series(ctx, 'pfizer', 21, 2), declination: null }),
  fields: (f) => {
    if (f.declination)
      return {
        record_type: 'declination',
        'declination.date': f.declination.date,
        ...(f.declination.reason && f.declination.reason !== 'other'
          ? { 'declination.reason': f.declination.reason }
          : {}),
      };
    const out: Record<string, unknown> = { 'doses.length': f.doses.length };
    f.doses.forEach((d, i) => {
      out[`doses.${i}.manufacturer`] = d.maker;
      out[`doses.${i}.date`] = d.date;
    });
    return out;
  },
  scenarios: [
    { name: 'valid pfizer card', issues: [], layout: 'cdc_card' },
    {
      name: 'valid moderna registry',
      issues: [],
      layout: 'registry',
      apply: (f, c) => void (f.doses = series(c, 'moderna', 28, 2)),
    },
    {
      name: 'valid janssen provider',
      issues: [],
      layout: 'provider',
      apply: (f, c) => void (f.doses = series(c, 'janssen', 0, 1)),
    },
    {
      name: 'valid series with booster',
      issues: [],
      layout: 'registry',
      apply: (f, c) =>
        void f.doses.push({
          ...f.doses[1],
          date: addDays(f.doses[1].date as string, 200),
          lot: lot(c),
          booster: true,
        }),
    },
    {
      name: 'valid novavax provider',
      issues: [],
      layout: 'provider',
      apply: (f, c) => void (f.doses = series(c, 'novavax', 21, 2)),
    },
    {
      name: 'valid astrazeneca card',
      issues: [],
      layout: 'cdc_card',
      apply: (f, c) => void (f.doses = series(c, 'astrazeneca', 56, 2)),
    },
    { name: 'one pfizer dose', issues: ['not enough doses'], apply: (f) => void f.doses.pop() },
    { name: 'booster required', issues: ['not enough doses'], rules: { require_booster: true } },
    {
      name: 'sinovac series',
      issues: ['unsupported manufacturer'],
      layout: 'registry',
      apply: (f, c) => void (f.doses = series(c, 'other', 28, 2)),
    },
    {
      name: 'janssen not accepted',
      issues: ['unsupported manufacturer'],
      layout: 'provider',
      rules: { accepted_manufacturers: ['pfizer', 'moderna'] },
      apply: (f, c) => void (f.doses = series(c, 'janssen', 0, 1)),
    },
    {
      name: 'mixed primary series',
      issues: ['unsupported dose combination'],
      apply: (f) => void (f.doses[1].maker = 'moderna'),
    },
    {
      name: 'second dose undated',
      issues: ['missing dose date'],
      apply: (f) => void (f.doses[1].date = null),
    },
    {
      name: 'no administering site',
      issues: ['missing dose administrator'],
      layout: 'registry',
      apply: (f) => f.doses.forEach((d) => (d.site = null)),
    },
    {
      name: 'doses 12 days apart',
      issues: ['insufficient waiting period'],
      apply: (f) => void (f.doses[1].date = addDays(f.doses[0].date as string, 12)),
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
      name: 'declination undated',
      issues: ['missing declination date'],
      layout: 'declination',
      rules: { allow_declination: true },
      apply: (f, c) => {
        decl('personal')(f, c);
        (f.declination as { date: string | null }).date = null;
      },
    },
    {
      name: 'declination without reason',
      issues: ['missing declination reason'],
      layout: 'declination',
      rules: { allow_declination: true },
      apply: decl(null),
    },
    {
      name: 'declination other reason',
      issues: ['invalid declination reason'],
      layout: 'declination',
      rules: { allow_declination: true },
      apply: decl('other'),
    },
  ],
};
