// Partner staffing-platform badges: a phone-screen badge and a printed credential summary.
import type { Ctx, TypeSpec } from '../builder';
import { holderBlock } from '../builder';
import { CARD, Flow, LETTER } from '../model';
import { addDays } from '../dates';

interface Facts {
  platform: string;
  issuerPrinted: boolean;
  id: string | null;
  role: string;
  issue: string;
  end: string | null;
  status: 'Active' | 'Inactive' | 'Suspended' | null;
}

const PLATFORMS = ['ShiftWell Staffing', 'CareBridge Pro', 'NurseLink Connect', 'MedShift Partners'];

function phone(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(CARD.width, CARD.height + 110, 20).frame();
  p.text(`${f.issuerPrinted ? f.platform : 'Health'} Badge`, { font: 'bold', size: 15 });
  p.text(ctx.holder.name ?? '', { size: 14 });
  p.field('Role', f.role, { size: 10 });
  if (f.id) p.field('Badge ID', f.id, { size: 10 });
  if (f.status) p.field('Status', f.status, { size: 10 });
  p.field('Issued', ctx.d(f.issue), { size: 10 });
  if (f.end) p.field('Valid through', ctx.d(f.end), { size: 10 });
  p.text('Verified: background check, TB screening, BLS, license', { size: 8 });
  return p;
}

function summary(f: Facts, ctx: Ctx): Flow {
  const p = new Flow(LETTER.width, LETTER.height * 0.55);
  p.title('Credential Badge Summary');
  for (const [l, v] of holderBlock(ctx, { name: 'Professional' })) p.field(l, v);
  if (f.issuerPrinted) p.field('Issued by', f.platform);
  p.fields([
    ['Badge #', f.id ?? ''],
    ['Role', f.role],
  ]);
  p.fields([
    ['Issue date', ctx.d(f.issue)],
    ['Expiration date', f.end ? ctx.d(f.end) : ''],
  ]);
  p.field('Badge status', f.status ?? '');
  p.text('This badge summarises compliance items verified by the staffing platform.', { size: 9 });
  return p;
}

export const badgeSpec: TypeSpec<Facts> = {
  type: 'partner_health_badge',
  layouts: { phone: (f, c) => phone(f, c).page(), summary: (f, c) => summary(f, c).page() },
  rotation: ['phone', 'summary'],
  dobLayout: 'summary',
  base: (ctx) => {
    const issue = addDays(ctx.validOn, -ctx.rng.int(20, 200));
    return {
      platform: ctx.rng.pick(PLATFORMS),
      issuerPrinted: true,
      id: `B-${ctx.rng.int(100000, 999999)}`,
      role: ctx.rng.pick(['RN', 'LPN', 'CNA']),
      issue,
      end: addDays(issue, 365),
      status: 'Active',
    };
  },
  fields: (f) => ({
    'badge.status': f.status === null ? null : f.status === 'Active' ? 'active' : 'inactive',
    'badge.expiration_date': f.end,
    'badge.id': f.id,
  }),
  scenarios: [
    { name: 'valid phone badge', issues: [], layout: 'phone' },
    { name: 'valid summary', issues: [], layout: 'summary' },
    {
      name: 'valid issuer accepted',
      issues: [],
      layout: 'summary',
      rules: {
        accepted_issuers: ['CareBridge Pro', 'ShiftWell Staffing', 'NurseLink Connect', 'MedShift Partners'],
      },
    },
    { name: 'missing badge id', issues: ['missing badge id'], apply: (f) => void (f.id = null) },
    { name: 'inactive', issues: ['badge inactive'], apply: (f) => void (f.status = 'Inactive') },
    {
      name: 'suspended',
      issues: ['badge inactive'],
      layout: 'summary',
      apply: (f) => void (f.status = 'Suspended'),
    },
    {
      name: 'issuer not accepted',
      issues: ['unsupported issuer'],
      rules: { accepted_issuers: ['Acme Nurses'] },
    },
    { name: 'missing expiration', issues: ['missing expiration date'], apply: (f) => void (f.end = null) },
    {
      name: 'expired',
      issues: ['document expired'],
      apply: (f, c) => Object.assign(f, { issue: addDays(c.validOn, -400), end: addDays(c.validOn, -35) }),
    },
    {
      name: 'expired summary',
      issues: ['document expired'],
      layout: 'summary',
      apply: (f, c) => Object.assign(f, { issue: addDays(c.validOn, -380), end: addDays(c.validOn, -15) }),
    },
  ],
};
