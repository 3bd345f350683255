// Food handler / manager and alcohol server certificates: framed certificates and wallet cards.
import type { Ctx, Scenario, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays } from '../dates';

interface Program {
  readonly title: string;
  readonly issuer: string;
  readonly state: string | null;
  readonly years: number;
  /** The value `certificate.program` must carry. */
  readonly key: string;
}
interface Facts {
  program: Program;
  issuerPrinted: boolean;
  id: string | null;
  issue: string | null;
  end: string | null;
  endPrinted: boolean;
  state: string | null;
}

export const FOOD: Readonly<Record<string, Program>> = {
  servsafe: {
    title: 'ServSafe Food Handler Certificate',
    issuer: 'National Restaurant Association',
    state: null,
    years: 3,
    key: 'servsafe food handler',
  },
  california: {
    title: 'California Food Handler Card',
    issuer: 'ANAB Accredited Program',
    state: 'California',
    years: 3,
    key: 'california food handler card',
  },
  statefoodsafety: {
    title: 'StateFoodSafety Food Handler Training',
    issuer: 'StateFoodSafety',
    state: 'Utah',
    years: 3,
    key: 'statefoodsafety food handler',
  },
  manager: {
    title: 'ServSafe Manager Certification',
    issuer: 'National Restaurant Association',
    state: null,
    years: 5,
    key: 'servsafe manager',
  },
  county: {
    title: 'Food Handler Card',
    issuer: 'Maricopa County Environmental Services',
    state: 'Arizona',
    years: 3,
    key: 'food handler card',
  },
};
export const ALCOHOL: Readonly<Record<string, Program>> = {
  tips: {
    title: 'TIPS On-Premise Certification',
    issuer: 'Health Communications, Inc.',
    state: null,
    years: 3,
    key: 'tips',
  },
  rbs: {
    title: 'California Responsible Beverage Service (RBS) Certification',
    issuer: 'California ABC',
    state: 'California',
    years: 3,
    key: 'rbs',
  },
  tabc: {
    title: 'TABC Seller-Server Certificate',
    issuer: 'Texas Alcoholic Beverage Commission',
    state: 'Texas',
    years: 2,
    key: 'tabc',
  },
  basset: {
    title: 'BASSET Certification',
    issuer: 'Illinois Liquor Control Commission',
    state: 'Illinois',
    years: 3,
    key: 'basset',
  },
  servsafe: {
    title: 'ServSafe Alcohol Primary Certificate',
    issuer: 'National Restaurant Association',
    state: null,
    years: 3,
    key: 'servsafe alcohol',
  },
};

function base(ctx: Ctx, program: Program, monthsAgo: number): Facts {
  const issue = addDays(ctx.validOn, -monthsAgo * 30 - ctx.rng.int(0, 25));
  const [y, m, d] = issue.split('-').map(Number);
  const end = `${y + program.years}-${String(m).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
  return {
    program,
    issuerPrinted: true,
    id: `${ctx.rng.int(1000000, 9999999)}`,
    issue,
    end,
    endPrinted: true,
    state: program.state,
  };
}

function certificate(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height * 0.62, 56).frame();
  p.gap(12).text(f.program.title, { font: 'bold', size: 17 });
  p.gap(8).text('This certifies that', { size: 11 });
  p.text(ctx.holder.name ?? '', { font: 'serif', size: 20 });
  p.text('has successfully completed the training and passed the examination.', { size: 10 });
  p.gap(6);
  p.fields([
    ['Certificate Number', f.id ?? ''],
    ['Date of Issue', f.issue ? ctx.d(f.issue) : ''],
  ]);
  p.fields([
    ['Expiration Date', f.endPrinted && f.end ? ctx.d(f.end) : ''],
    ['State', f.state ?? ''],
  ]);
  if (f.issuerPrinted) p.field('Issued by', f.program.issuer);
  return p;
}

function card(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(CARD.width, CARD.height, 18).frame();
  p.text(f.program.title, { font: 'bold', size: f.program.title.length > 40 ? 9.5 : 12 });
  for (const [l, v] of holderBlock(ctx)) p.field(l, v, { size: 9 });
  if (f.id) p.field('Card ID', f.id, { size: 9 });
  p.fields(
    [
      ['Issued', f.issue ? ctx.d(f.issue) : ''],
      ['Expires', f.endPrinted && f.end ? ctx.d(f.end) : ''],
    ],
    { size: 9 },
  );
  if (f.state) p.field('Jurisdiction', f.state, { size: 9 });
  if (f.issuerPrinted) p.field('Issuer', f.program.issuer, { size: 9 });
  return p;
}

const fields = (f: Facts): Record<string, unknown> => ({
  'certificate.program': f.program.key,
  'certificate.issue_date': f.issue,
  ...(f.endPrinted ? { 'certificate.expiration_date': f.end } : {}),
});

function scenarios(
  programs: Readonly<Record<string, Program>>,
  family: 'food' | 'alcohol',
): Scenario<Facts>[] {
  const keys = Object.keys(programs);
  const use =
    (k: string, monthsAgo = 6) =>
    (f: Facts, ctx: Ctx) =>
      void Object.assign(f, base(ctx, programs[k], monthsAgo));
  const common: Scenario<Facts>[] = [
    ...keys.map((k, i) => ({
      name: `valid ${k}`,
      issues: [],
      layout: i % 2 ? 'card' : 'certificate',
      apply: use(k, 4 + i * 3),
    })),
    {
      name: 'no printed expiry',
      issues: [],
      layout: 'card',
      apply: (f: Facts) => void (f.endPrinted = false),
    },
    { name: 'expired', issues: ['document expired'], apply: use(keys[0], 40) },
    {
      name: 'expired by default validity',
      issues: ['document expired'],
      layout: 'card',
      apply: (f: Facts, c: Ctx) => {
        Object.assign(f, base(c, programs[keys[1]], 38));
        f.endPrinted = false;
      },
    },
    {
      name: 'missing issuer',
      issues: ['missing issuer'],
      layout: 'card',
      apply: (f: Facts, c: Ctx) => {
        Object.assign(
          f,
          base(
            c,
            {
              ...programs[keys[0]],
              title: family === 'food' ? 'Food Handler Card' : 'Alcohol Server Card',
              issuer: '',
              key: family === 'food' ? 'food handler card' : 'alcohol awareness',
            },
            5,
          ),
        );
        f.issuerPrinted = false;
      },
    },
    {
      name: 'program not accepted',
      issues: ['unsupported program'],
      rules: { accepted_programs: family === 'food' ? ['ServSafe Manager'] : ['TIPS'] },
      apply: use(keys[1]),
    },
    {
      name: 'program accepted',
      issues: [],
      rules: { accepted_programs: family === 'food' ? ['ServSafe Food Handler'] : ['TIPS', 'RBS'] },
      apply: use(keys[0]),
    },
    {
      name: 'jurisdiction not accepted',
      issues: ['unsupported jurisdiction'],
      layout: 'card',
      rules: { accepted_jurisdictions: ['NV', 'OR'] },
      apply: use(keys[1]),
    },
    {
      name: 'jurisdiction accepted',
      issues: [],
      layout: 'card',
      rules: { accepted_jurisdictions: ['CA', 'TX', 'IL', 'UT'] },
      apply: use(keys[1]),
    },
    {
      name: 'missing certificate id',
      issues: ['missing certificate id'],
      apply: (f: Facts) => void (f.id = null),
    },
    {
      name: 'missing issue date',
      issues: ['missing issue date'],
      layout: 'card',
      apply: (f: Facts) => void (f.issue = null),
    },
  ];
  if (family === 'alcohol') {
    common.push({
      name: 'tabc two year validity',
      issues: ['document expired'],
      layout: 'certificate',
      apply: (f: Facts, c: Ctx) => {
        Object.assign(f, base(c, programs.tabc, 28));
        f.endPrinted = false;
      },
    });
  }
  return common;
}

const layouts = {
  certificate: (f: Facts, c: Ctx) => certificate(f, c).page(),
  card: (f: Facts, c: Ctx) => card(f, c).page(),
};

export const foodSpec: TypeSpec<Facts> = {
  type: 'food_handler_certification',
  layouts,
  rotation: ['certificate', 'card'],
  dobLayout: 'card',
  base: (ctx) => base(ctx, FOOD.servsafe, 8),
  fields,
  scenarios: scenarios(FOOD, 'food'),
};

export const alcoholSpec: TypeSpec<Facts> = {
  type: 'alcohol_handler_certification',
  layouts,
  rotation: ['certificate', 'card'],
  dobLayout: 'card',
  base: (ctx) => base(ctx, ALCOHOL.tips, 8),
  fields,
  scenarios: scenarios(ALCOHOL, 'alcohol'),
};
