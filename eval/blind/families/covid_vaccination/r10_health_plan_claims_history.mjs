// A health plan member-portal "Claims history" page printed from the browser: print header (date, page title) and
// footer (URL, page x of y), the plan's app bar, a member card (name, member ID, group, DOB), the filter echo
// (service dates, members, claim type), then one table of claim lines newest first: Service date / Claim # /
// Patient / Provider / Service (CPT code and description) / Billed / Plan paid / You owe / Status. COVID-19 doses are
// claim lines for the product code (91300 Pfizer-BioNTech, 91301 Moderna, 91303 Janssen, 91306 Moderna booster)
// followed by the administration code (0001A, 0012A, 0031A …) at a pharmacy or clinic; office visits, labs, flu shots
// and a dependant's visits are mixed in. No lot numbers: the provider column is the administrator.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r10_health_plan_claims_history',
  split: 'tuning',
  description:
    "Health plan member-portal Claims history browser print: member card (name, ID, group, DOB), filter echo, claim-line table newest first (service date, claim #, patient, provider, CPT code + description, billed / plan paid / you owe, status) where COVID-19 doses appear as product codes 91300 / 91301 / 91303 / 91306 with their 0001A-style administration lines among office visits, labs, flu shots and a dependant's claims; no lot numbers",
};

const PLANS = [
  {
    name: 'Keystone Meridian Health Plan',
    short: 'KMHP',
    host: 'members.keystonemeridian.example',
    color: '#0b4f6c',
  },
  { name: 'Cascade Mutual Health', short: 'CMH', host: 'my.cascademutual.example', color: '#5a2d82' },
  { name: 'Prairie Shield Insurance', short: 'PSI', host: 'portal.prairieshield.example', color: '#8a4b08' },
];
const PRODUCT = {
  pfizer: {
    code: '91300',
    desc: 'COVID-19 vaccine, mRNA-LNP, spike protein, PF, 30 mcg/0.3 mL (Pfizer-BioNTech)',
    admin: ['0001A', '0002A'],
    boost: ['0004A', '91300'],
  },
  moderna: {
    code: '91301',
    desc: 'COVID-19 vaccine, mRNA-LNP, spike protein, PF, 100 mcg/0.5 mL (Moderna)',
    admin: ['0011A', '0012A'],
    boost: ['0064A', '91306', 'COVID-19 vaccine, mRNA-LNP, PF, 50 mcg/0.25 mL booster (Moderna)'],
  },
  janssen: {
    code: '91303',
    desc: 'COVID-19 vaccine, DNA, spike protein, adenovirus type 26 vector, PF, 0.5 mL (Janssen)',
    admin: ['0031A'],
  },
};
const PROVIDERS = [
  'Harmon Pharmacy #4471',
  'Whitcomb Street Community Pharmacy',
  'County Fairgrounds Vaccination Site',
  'Northstar Urgent Care',
  'Lindell Family Medicine',
];

function render(f) {
  const pl = f.plan;
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-bottom:6px; }
  .bar { background:${pl.color}; color:#fff; display:flex; align-items:center; gap:10px; padding:6px 10px; }
  .bar .n { font-weight:bold; font-size:12pt; } .bar .m { margin-left:auto; font-size:8.5pt; }
  .nav { font-size:8.5pt; color:#333; padding:5px 10px; border-bottom:1px solid #ccc; } .nav b { color:${pl.color}; border-bottom:2px solid ${pl.color}; }
  h1 { font-size:13pt; margin:10px 0 6px; }
  .mem { display:flex; gap:28px; border:1px solid #ccc; border-radius:6px; padding:7px 12px; font-size:9.5pt; }
  .mem .l { font-size:7.5pt; color:#666; display:block; }
  .flt { margin:8px 0; font-size:8.5pt; color:#333; background:#f3f5f7; padding:5px 10px; border-radius:4px; }
  table.cl { width:100%; font-size:7.9pt; } table.cl th { text-align:left; background:#eef0f2; border-bottom:1.5px solid #888; padding:4px; font-size:7.6pt; }
  table.cl td { border-bottom:1px solid #ddd; padding:3.5px 4px; vertical-align:top; } td.num { text-align:right; white-space:nowrap; }
  .cd { font-family:${FONTS.mono}; font-weight:bold; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:12px; border-top:1px solid #ccc; padding-top:4px; }
  .nt { font-size:7.6pt; color:#444; margin-top:8px; line-height:1.35; }`;
  const rows = f.lines
    .map(
      (l) =>
        `<tr><td style="white-space:nowrap">${esc(fmt(l.date, f.ds))}</td><td style="white-space:nowrap">${esc(l.claim)}</td><td>${esc(l.patient)}</td><td>${esc(l.prov)}</td><td><span class="cd">${esc(l.code)}</span> ${esc(l.desc)}</td><td class="num">${esc(l.billed)}</td><td class="num">${esc(l.paid)}</td><td class="num">${esc(l.owe)}</td><td>Processed</td></tr>`,
    )
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printed)}</span><span>Claims history | ${esc(pl.name)}</span></div>
  <div class="bar">${logo({ initials: pl.short, color: '#ffffff', fg: pl.color, shape: 'circle', size: 30 })}<span class="n">${esc(pl.name)}</span><span class="m">Signed in as ${esc(f.first)} · Log out</span></div>
  <div class="nav">Home &nbsp;·&nbsp; <b>Claims</b> &nbsp;·&nbsp; Benefits &nbsp;·&nbsp; Find care &nbsp;·&nbsp; ID cards &nbsp;·&nbsp; Messages</div>
  <h1>Claims history</h1>
  <div class="mem"><div><span class="l">Member</span><b>${esc(f.name)}</b></div><div><span class="l">Member ID</span>${esc(f.mid)}</div><div><span class="l">Group</span>${esc(f.group)}</div><div><span class="l">Date of birth</span>${esc(fmt(f.dob, f.ds))}</div><div><span class="l">Coverage</span>${esc(f.coverage)}</div></div>
  <div class="flt">Showing: <b>All members on this plan</b> · Service dates <b>${esc(fmt(f.from, f.ds))} – ${esc(fmt(f.to, f.ds))}</b> · Claim type <b>Medical and pharmacy</b> · Sort <b>Service date (newest first)</b> · ${f.lines.length} claim lines</div>
  <table class="cl"><tr><th>Service date</th><th>Claim #</th><th>Patient</th><th>Provider</th><th>Service</th><th>Billed</th><th>Plan paid</th><th>You owe</th><th>Status</th></tr>${rows}</table>
  <div class="nt">This is not a bill. Amounts reflect the plan's processing of each claim line. COVID-19 vaccines and their administration are covered at no cost to members. For a record of immunizations, contact your provider or the state immunization registry.</div>
  <div class="pf"><span>https://${esc(pl.host)}/claims/history?members=all&amp;from=${esc(f.from)}&amp;to=${esc(f.to)}</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'Claims history',
    body,
    css,
    font: f.font,
    margin: '0.4in',
    size: 'letter landscape',
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, doses, o = {}) => {
    const holder = o.holder || p;
    const plan = rng.pick(PLANS);
    const first = nameAs(holder, 'first_last');
    const dep = rng.pick(['Mila', 'Owen', 'Aria', 'Elias', 'Noah']) + ' ' + holder.last.split(/[ -]/)[0];
    const lines = [];
    const claim = () => `${rng.digits(2)}${rng.letters(1)}${rng.digits(8)}`;
    const prov = rng.pick(PROVIDERS);
    let n = 0;
    for (const d of doses) {
      const pr = PRODUCT[d.mfr];
      const c = claim();
      const booster = d.kind === 'booster';
      const code = booster ? pr.boost[1] : pr.code;
      const desc = booster && pr.boost[2] ? pr.boost[2] : pr.desc;
      const admin = booster ? pr.boost[0] : pr.admin[Math.min(n, pr.admin.length - 1)];
      const adminDesc = booster
        ? 'Immunization admin, SARS-CoV-2 vaccine, booster dose'
        : `Immunization admin, SARS-CoV-2 vaccine, ${n === 0 ? 'first' : 'second'} dose`;
      const pv = d.prov || prov;
      lines.push({
        date: d.date,
        claim: c,
        patient: first,
        prov: pv,
        code,
        desc,
        billed: '$0.00',
        paid: '$0.00',
        owe: '$0.00',
      });
      lines.push({
        date: d.date,
        claim: c,
        patient: first,
        prov: pv,
        code: admin,
        desc: adminDesc,
        billed: '$40.00',
        paid: '$40.00',
        owe: '$0.00',
      });
      if (!booster) n++;
    }
    const first0 = doses[0].date;
    const others = [
      [
        addDays(first0, -rng.int(30, 90)),
        first,
        'Lindell Family Medicine',
        '99213',
        'Office/outpatient visit, established patient, low complexity',
      ],
      [
        addDays(first0, rng.int(100, 200)),
        dep,
        'Cedarbrook Pediatrics',
        '99392',
        'Preventive visit, established patient, age 1–4',
      ],
      [
        addDays(first0, rng.int(150, 260)),
        first,
        rng.pick(PROVIDERS),
        '90686',
        'Influenza vaccine, quadrivalent, PF, 0.5 mL IM',
      ],
      [addDays(first0, rng.int(30, 120)), first, 'Quest-Valley Diagnostics', '80061', 'Lipid panel'],
    ];
    for (const [date, pt, pv, code, desc] of others) {
      const billed = rng.int(6000, 24000);
      const paid = Math.round(billed * rng.float(0.3, 0.7));
      const owe = Math.round((billed - paid) * rng.float(0, 0.4));
      const $ = (c) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      lines.push({
        date,
        claim: claim(),
        patient: pt,
        prov: pv,
        code,
        desc,
        billed: $(billed),
        paid: $(paid),
        owe: $(owe),
      });
    }
    lines.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const to = lines[0].date.slice(0, 4) + '-12-31';
    const from = lines[lines.length - 1].date.slice(0, 4) + '-01-01';
    const ds = o.ds || rng.pick(['us', 'mon', 'iso']);
    return {
      plan,
      ds,
      font: rng.pick([FONTS.roboto, FONTS.open, FONTS.sans]),
      name: nameAs(holder, rng.pick(['first_mi_last', 'FIRST_LAST', 'full'])),
      first: holder.first,
      mid: `${plan.short}${rng.digits(9)}`,
      group: `${rng.digits(6)}-${rng.alnum(3)}`,
      dob: holder.dob,
      coverage: rng.pick(['Employee + child(ren)', 'Family', 'Employee + spouse']),
      from,
      to,
      printed: `${fmt(addDays('2026-11-03', rng.int(0, 15)), 'us_nz')}, ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      lines,
    };
  };

  // 1 — Pfizer two doses
  let p = k.person();
  let d1 = addDays('2021-03-20', rng.int(0, 150));
  let d2 = addDays(d1, rng.int(21, 28));
  let f = make(p, [
    { mfr: 'pfizer', date: d1 },
    { mfr: 'pfizer', date: d2 },
  ]);
  out.push({
    key: 'pfizer-two-doses-among-claims',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1, 'doses.1.date': d2, ...personData() },
    note: 'two claims with 91300 + 0001A / 0002A, newest first in the table; the flu shot, lipid panel and the child\u2019s visit are not COVID-19 doses',
  });

  // 2 — Moderna two doses and a booster
  p = k.person();
  d1 = addDays('2021-02-10', rng.int(0, 120));
  d2 = addDays(d1, rng.int(28, 35));
  let d3 = addDays(d2, rng.int(200, 280));
  f = make(p, [
    { mfr: 'moderna', date: d1 },
    { mfr: 'moderna', date: d2 },
    { mfr: 'moderna', date: d3, kind: 'booster' },
  ]);
  out.push({
    key: 'moderna-series-and-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      'doses.2.date': d3,
      ...personData(),
    },
    note: 'the booster is 91306 with 0064A',
  });

  // 3 — Janssen single dose
  p = k.person();
  d1 = addDays('2021-03-05', rng.int(0, 100));
  f = make(p, [{ mfr: 'janssen', date: d1 }]);
  out.push({
    key: 'janssen-single-dose',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
    note: '91303 + 0031A: one Janssen dose completes the primary series',
  });

  // 4 — only the first Pfizer dose billed
  p = k.person();
  d1 = addDays('2021-04-01', rng.int(0, 120));
  f = make(p, [{ mfr: 'pfizer', date: d1 }]);
  out.push({
    key: 'pfizer-first-dose-only',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1 },
    note: 'one Pfizer dose (0001A) and no second dose in the whole date range',
  });

  // 5 — Moderna doses 17–20 days apart
  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  d2 = addDays(d1, rng.int(17, 20));
  f = make(p, [
    { mfr: 'moderna', date: d1 },
    { mfr: 'moderna', date: d2, prov: 'County Fairgrounds Vaccination Site' },
  ]);
  out.push({
    key: 'moderna-second-dose-too-soon',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: `${d1} and ${d2}: under 24 days (Moderna 28 less the 4-day grace)`,
  });

  // 6 — another member's claims
  p = k.person();
  const q = otherPerson(k.person, p);
  d1 = addDays('2021-04-10', rng.int(0, 100));
  d2 = addDays(d1, rng.int(21, 30));
  f = make(
    p,
    [
      { mfr: 'pfizer', date: d1 },
      { mfr: 'pfizer', date: d2 },
    ],
    { holder: q },
  );
  out.push({
    key: 'another-members-claims',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'a complete Pfizer series, but the member and patient are someone else',
  });
  return out;
}
