// Life-support cards: AHA eCards with a "Recommended Renewal" month, Red Cross certificates, wallet cards
// from other training organisations.
import type { Ctx, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays, lastDayOfMonth, monthYear } from '../dates';

interface Card {
  type: 'bls' | 'acls' | 'pals' | 'nrp' | 'cpr' | 'first_aid' | null;
  issuer: string | null;
  id: string | null;
  issue: string | null;
  end: string | null;
}
interface Facts {
  cards: Card[];
}

const COURSE: Readonly<Record<NonNullable<Card['type']>, string>> = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  pals: 'PALS Provider',
  nrp: 'NRP Provider (Neonatal Resuscitation Program)',
  cpr: 'Adult CPR/AED',
  first_aid: 'First Aid',
};
const ISSUER_NAME: Readonly<Record<string, string>> = {
  american_heart_association: 'American Heart Association',
  american_red_cross: 'American Red Cross',
  national_safety_council: 'National Safety Council',
  american_safety_health_institute: 'American Safety & Health Institute',
  protrainings: 'ProTrainings',
  other: 'Elite CPR Academy',
};

/** AHA practice: valid through the end of the month two years after issue. */
function twoYearsOn(issue: string): string {
  const [y, m] = issue.split('-').map(Number);
  return lastDayOfMonth(`${y + 2}-${String(m).padStart(2, '0')}-01`);
}

function card(ctx: Ctx, type: Card['type'], issuer: string, monthsAgo: number): Card {
  const issue = addDays(ctx.validOn, -monthsAgo * 30 - ctx.rng.int(0, 20));
  return { type, issuer, id: String(ctx.rng.int(100000000000, 999999999999)), issue, end: twoYearsOn(issue) };
}

function ecard(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(CARD.width, CARD.height * f.cards.length + 20, 18);
  for (const c of f.cards) {
    p.text(c.issuer ? ISSUER_NAME[c.issuer] : 'Resuscitation Course Card', { font: 'bold', size: 12 });
    p.text(c.type ? COURSE[c.type] : 'Provider', { font: 'bold', size: 14 });
    p.text(`${ctx.holder.name ?? ''}`, { size: 12 });
    p.text(
      'has successfully completed the cognitive and skills evaluations in accordance with the curriculum.',
      { size: 6.5 },
    );
    p.fields(
      [
        ['Issue Date', c.issue ? ctx.d(c.issue) : ''],
        ['Recommended Renewal Date', c.end ? monthYear(c.end, true) : ''],
      ],
      { size: 9 },
    );
    if (c.id) p.field('eCard Code', c.id, { size: 9 });
    p.field('Training Center', 'Metro Health Training Center', { size: 9 });
    p.rule();
  }
  return p;
}

function certificate(f: Facts, ctx: Ctx): Flow {
  const c = f.cards[0];
  const p = new Flow(LETTER.width, LETTER.height * 0.6, 60).frame();
  p.gap(20).text(c.issuer ? ISSUER_NAME[c.issuer] : 'Certificate of Completion', { font: 'bold', size: 18 });
  p.gap(10).text('This certifies that', { size: 11 });
  p.text(ctx.holder.name ?? '', { font: 'serif', size: 20 });
  p.text('has successfully completed the requirements for', { size: 11 });
  p.text(c.type ? COURSE[c.type] : 'the course', { font: 'bold', size: 15 });
  p.gap(8);
  p.fields([
    ['Date Completed', c.issue ? ctx.d(c.issue) : ''],
    ['Valid Until', c.end ? ctx.d(c.end) : ''],
  ]);
  if (c.id) p.field('Certificate ID', c.id.slice(0, 6) + '-' + c.id.slice(6, 10));
  return p;
}

function wallet(f: Facts, ctx: Ctx): Flow {
  const c = f.cards[0];
  const p = new Flow(CARD.width, CARD.height, 18).frame();
  p.text(c.type ? COURSE[c.type] : 'Course Completion Card', { font: 'bold', size: 13 });
  for (const [l, v] of holderBlock(ctx)) p.field(l, v, { size: 9, hand: true });
  if (c.issuer) p.field('Issued by', ISSUER_NAME[c.issuer], { size: 9 });
  p.fields(
    [
      ['Issued', c.issue ? ctx.d(c.issue) : ''],
      ['Expires', c.end ? ctx.d(c.end) : ''],
    ],
    { size: 9, hand: true },
  );
  if (c.id) p.field('Card #', c.id.slice(0, 8), { size: 9 });
  p.field('Instructor', 'R. Alvarez #0457', { size: 9 });
  return p;
}

const mut = (patch: Partial<Card>) => (f: Facts) => void Object.assign(f.cards[0], patch);

export const lifeSupportSpec: TypeSpec<Facts> = {
  type: 'life_support_certification',
  layouts: {
    ecard: (f, c) => ecard(f, c).page(),
    certificate: (f, c) => certificate(f, c).page(),
    wallet: (f, c) => wallet(f, c).page(),
  },
  rotation: ['ecard', 'wallet', 'certificate'],
  dobLayout: 'wallet',
  base: (ctx) => ({ cards: [card(ctx, 'bls', 'american_heart_association', ctx.rng.int(1, 18))] }),
  fields: (f) => {
    const out: Record<string, unknown> = { 'certifications.length': f.cards.length };
    f.cards.forEach((c, i) => {
      out[`certifications.${i}.type`] = c.type;
      out[`certifications.${i}.issuer`] = c.issuer;
      out[`certifications.${i}.expiration_date`] = c.end ?? (c.issue ? twoYearsOn(c.issue) : null);
    });
    return out;
  },
  scenarios: [
    { name: 'valid aha bls ecard', issues: [], layout: 'ecard' },
    {
      name: 'valid bls and acls ecards',
      issues: [],
      layout: 'ecard',
      apply: (f, c) => void f.cards.push(card(c, 'acls', 'american_heart_association', 5)),
    },
    {
      name: 'valid red cross cpr',
      issues: [],
      layout: 'certificate',
      apply: (f, c) => void (f.cards = [card(c, 'cpr', 'american_red_cross', 8)]),
    },
    {
      name: 'valid nsc first aid',
      issues: [],
      layout: 'wallet',
      apply: (f, c) => void (f.cards = [card(c, 'first_aid', 'national_safety_council', 3)]),
    },
    {
      name: 'valid pals ashi',
      issues: [],
      layout: 'wallet',
      apply: (f, c) => void (f.cards = [card(c, 'pals', 'american_safety_health_institute', 10)]),
    },
    { name: 'issue date only', issues: [], layout: 'wallet', apply: mut({ end: null }) },
    {
      name: 'renewal month passed',
      issues: ['document expired'],
      layout: 'ecard',
      apply: (f, c) => void (f.cards = [card(c, 'bls', 'american_heart_association', 26)]),
    },
    {
      name: 'issued over two years ago',
      issues: ['document expired'],
      layout: 'wallet',
      apply: (f, c) => void (f.cards = [{ ...card(c, 'bls', 'american_red_cross', 27), end: null }]),
    },
    { name: 'missing id', issues: ['missing id'], apply: mut({ id: null }) },
    { name: 'missing issuer', issues: ['missing issuer'], layout: 'wallet', apply: mut({ issuer: null }) },
    { name: 'missing type', issues: ['missing type'], layout: 'wallet', apply: mut({ type: null }) },
    {
      name: 'no dates',
      issues: ['missing expiration date'],
      layout: 'wallet',
      apply: mut({ issue: null, end: null }),
    },
    { name: 'nrp card', issues: ['unsupported type'], layout: 'ecard', apply: mut({ type: 'nrp' }) },
    { name: 'bls not accepted', issues: ['unsupported type'], rules: { accepted_types: ['acls', 'pals'] } },
    {
      name: 'unknown training company',
      issues: ['unsupported issuer'],
      layout: 'wallet',
      apply: mut({ issuer: 'other' }),
    },
    {
      name: 'two bls cards',
      issues: ['too many certifications'],
      layout: 'ecard',
      apply: (f, c) => void f.cards.push(card(c, 'bls', 'american_heart_association', 9)),
    },
  ],
};
