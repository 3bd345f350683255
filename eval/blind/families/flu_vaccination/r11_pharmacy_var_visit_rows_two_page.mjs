// An independent pharmacy's two-page Vaccine Administration Record (VAR), kept on file and reused visit after visit.
// Page 1: patient information typed at intake (Last / First / MI, DOB, address, phone, payer), a screening checklist
// with Yes / No / Don't know boxes, and the consent paragraph signed by the patient on the first visit. Page 2:
// "Administration Record — Pharmacy Use Only", one handwritten row per visit (date given MM/DD/YY, vaccine, mfr,
// lot, exp., site/route, VIS edition date, pharmacist initials + RPh name, store). Influenza rows sit among Tdap,
// shingles, pneumococcal or COVID-19 rows; the rows are oldest first. VIS edition dates and lot expiries are not
// vaccination dates.
import {
  addDays,
  fmt,
  nameParts,
  otherPerson,
  personData,
  phone,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r11_pharmacy_var_visit_rows_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Independent pharmacy two-page Vaccine Administration Record reused across visits: p1 typed patient block, Yes / No / Don\u2019t know screening boxes, consent signed at the first visit; p2 "Administration Record — Pharmacy Use Only" with handwritten rows oldest first (MM/DD/YY date, vaccine, mfr, lot, exp., site, VIS edition date, RPh initials) mixing influenza with Tdap, shingles, pneumococcal or COVID-19 rows',
};

const PHARMACIES = [
  {
    name: 'Kessler Family Pharmacy',
    tag: 'Compounding · Immunizations · Since 1978',
    addr: '214 Main St, Lansing, MI 48906',
    color: '#0f5c4d',
    rph: [
      ['A. Kessler', 'Aaron Kessler, PharmD'],
      ['J. Moua', 'Jenna Moua, RPh'],
    ],
  },
  {
    name: 'Bluebonnet Apothecary',
    tag: 'Your neighborhood pharmacy',
    addr: '3307 Harmon Blvd, El Paso, TX 79902',
    color: '#3c4fa0',
    rph: [
      ['R. Alcántar', 'Rubén Alcántar, PharmD'],
      ['T. Greer', 'Tamsin Greer, RPh'],
    ],
  },
  {
    name: 'Harbor Drug & Wellness',
    tag: 'Independent · Locally owned',
    addr: '19 Bellwether Ct, Savannah, GA 31401',
    color: '#7a2e2e',
    rph: [
      ['S. Okoro', 'Sandra Okoro, PharmD'],
      ['M. Pruitt', 'Miles Pruitt, RPh'],
    ],
  },
];
const FLU = [
  ['Fluzone High-Dose', 'Sanofi'],
  ['Flucelvax', 'Seqirus'],
  ['Fluad', 'Seqirus'],
  ['FluLaval', 'GSK'],
  ['Afluria', 'Seqirus'],
];
const OTHER = [
  ['Tdap (Boostrix)', 'GSK', '03/29/24'],
  ['Shingrix #1', 'GSK', '02/04/22'],
  ['Prevnar 20', 'Pfizer', '09/27/24'],
  ['COVID-19 (Comirnaty)', 'Pfizer', '01/08/25'],
];
const SCREEN = [
  'Are you sick today?',
  'Do you have an allergy to medications, food, a vaccine component, or latex?',
  'Have you ever had a serious reaction after receiving a vaccination?',
  'Have you ever had Guillain-Barré syndrome?',
  'Do you have a long-term health problem with heart, lung, kidney or metabolic disease?',
  'Have you received any vaccinations in the past 4 weeks?',
  'For women: Are you pregnant or could you become pregnant during the next month?',
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.05em', ...o });
  const ph = f.ph;
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${ph.color}; padding-bottom:4px; }
  .hd .n { font-size:15pt; font-weight:bold; color:${ph.color}; font-family:${FONTS.caladea}; }
  .hd .t { font-size:8pt; color:#444; }
  .ti { font-size:12pt; font-weight:bold; margin:8px 0 4px; text-align:center; }
  table.k { width:100%; font-size:9pt; }
  table.k td { border:1px solid #777; padding:3px 5px; vertical-align:top; }
  table.k .l { font-size:7pt; color:#444; display:block; }
  table.s { width:100%; font-size:8.6pt; margin-top:6px; }
  table.s th { font-size:7.5pt; background:#eee; border:1px solid #999; padding:2px; }
  table.s td { border-bottom:1px solid #ccc; padding:3px 4px; }
  table.s td.c { text-align:center; width:52px; }
  table.a { width:100%; font-size:8.5pt; margin-top:6px; }
  table.a th { background:${ph.color}; color:#fff; font-size:7pt; padding:3px 2px; border:1px solid #555; }
  table.a td { border:1px solid #555; height:40px; padding:1px 3px; text-align:center; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; border-top:1px solid #999; margin-top:14px; padding-top:3px; }`;
  const head = `<div class="hd"><div><div class="n">${esc(ph.name)}</div><div class="t">${esc(ph.tag)}</div></div><div class="t" style="text-align:right">${esc(ph.addr)}<br>Ph ${esc(f.storePhone)} · NCPDP ${esc(f.ncpdp)}</div></div>`;
  const p1 = `${head}
  <div class="ti">VACCINE ADMINISTRATION RECORD (VAR)</div>
  <table class="k"><tr><td style="width:34%"><span class="l">Last name</span>${esc(f.last)}</td><td style="width:30%"><span class="l">First name</span>${esc(f.first)}</td><td style="width:8%"><span class="l">MI</span>${esc(f.mi)}</td><td><span class="l">Date of birth</span>${esc(f.dob)}</td></tr>
  <tr><td colspan="2"><span class="l">Address</span>${esc(f.addr)}</td><td colspan="2"><span class="l">Phone</span>${esc(f.phone)}</td></tr>
  <tr><td colspan="2"><span class="l">Primary care provider</span>${esc(f.pcp)}</td><td colspan="2"><span class="l">Insurance / payer</span>${esc(f.payer)}</td></tr></table>
  <div style="font-weight:bold;font-size:9.5pt;margin-top:10px">Screening questionnaire — to be answered by the patient before each vaccination</div>
  <table class="s"><tr><th style="text-align:left">Question</th><th>Yes</th><th>No</th><th>Don't know</th></tr>
  ${SCREEN.map((q) => `<tr><td>${esc(q)}</td><td class="c">${box(false)}</td><td class="c">${box(true, { ink: f.ink, font: f.hand })}</td><td class="c">${box(false)}</td></tr>`).join('')}</table>
  <div style="font-size:8.3pt;margin-top:10px;line-height:1.35">I have read or had explained to me the Vaccine Information Statement(s) for the vaccine(s) I am to receive. I have had a chance to ask questions and understand the benefits and risks. I request that the vaccine(s) be given to me or to the person named above. This consent remains in effect for later vaccinations recorded on page 2 unless I withdraw it.</div>
  <div style="display:flex;gap:20px;margin-top:10px;font-size:9pt;align-items:flex-end"><div style="flex:2;border-bottom:1px solid #333">Signature of patient ${sig(f.patientSig, { font: f.sigFont, ink: '#222', size: '1.6em' })}</div><div style="flex:1;border-bottom:1px solid #333">Date ${H(f.consentDate)}</div></div>
  <div class="pf"><span>VAR-2 (03/2024)</span><span>Page 1 of 2 — administration record on page 2</span></div>`;
  const rows = [...f.rows];
  while (rows.length < 7) rows.push(null);
  const p2 = `${head}
  <div class="ti">ADMINISTRATION RECORD — PHARMACY USE ONLY</div>
  <div style="font-size:9pt">Patient: <b>${esc(f.last)}, ${esc(f.first)}</b> &nbsp; DOB ${esc(f.dob)}</div>
  <table class="a"><tr><th style="width:11%">Date given</th><th style="width:17%">Vaccine</th><th>Mfr</th><th>Lot #</th><th>Exp.</th><th>Site / route</th><th>VIS date</th><th style="width:17%">Administered by</th><th>Store</th></tr>
  ${rows
    .map((r) =>
      r
        ? `<tr><td>${H(r.date, { size: '1.35em' })}</td><td>${H(r.vaccine, { size: '1.2em' })}</td><td>${H(r.mfr, { size: '1.15em' })}</td><td>${H(r.lot, { size: '1.15em' })}</td><td>${H(r.exp, { size: '1.1em' })}</td><td>${H(r.site, { size: '1.1em' })}</td><td>${H(r.vis, { size: '1.1em' })}</td><td>${r.by ? `${sig(r.by[0], { font: f.sigFont2, ink: f.ink, size: '1.25em', rot: -2 })}<div style="font-size:7pt">${esc(r.by[1])}</div>` : ''}</td><td>${H(r.store, { size: '1.1em' })}</td></tr>`
        : '<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
    )
    .join('')}</table>
  <div style="font-size:7.6pt;margin-top:6px;color:#333">Site: LD / RD = left / right deltoid · Route: IM, SC, ID. VIS date = edition date of the Vaccine Information Statement given. Report adverse events to VAERS.</div>
  <div class="pf"><span>VAR-2 (03/2024)</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Vaccine Administration Record',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: FONTS.carlito,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, rowSpecs, o = {}) => {
    const ph = rng.pick(PHARMACIES);
    const np = nameParts(p);
    const store = `#${rng.int(1, 4)}`;
    const rows = rowSpecs.map((s) => {
      const [vaccine, mfr, vis] = s.flu ? [...rng.pick(FLU), '08/06/21'] : rng.pick(OTHER);
      return {
        date: s.noDate ? '' : fmt(s.date, 'us').replace(/\/20(\d\d)$/, '/$1'),
        vaccine,
        mfr,
        lot: `${rng.letters(2)}${rng.digits(4)}${rng.chance(0.5) ? rng.letters(1) : ''}`,
        exp: fmt(addDays(s.date, rng.int(150, 300)), 'mm_yyyy'),
        site: `${rng.pick(['LD', 'RD'])} IM`,
        vis,
        by: o.noBy ? null : rng.pick(ph.rph),
        store,
      };
    });
    return {
      ph,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      last: (o.nameP || np).last.toUpperCase(),
      first: o.nick ? p.nick || p.first : (o.nameP || np).first,
      mi: (o.nameP || np).mi,
      dob: fmt(o.dob || p.dob, 'us'),
      addr: `${street(rng)}, ${ph.addr.split(', ').slice(1).join(', ')}`,
      phone: phone(rng),
      pcp: rng.pick(['Dr. E. Lindahl', 'Westgate Family Practice', 'none']),
      payer: rng.pick(['Medicare Part B', 'BCBS — Rx BIN 610014', 'Self-pay', 'Aetna']),
      storePhone: phone(rng),
      ncpdp: rng.digits(7),
      patientSig: `${(o.nameP || np).first} ${(o.nameP || np).last}`,
      consentDate: fmt(rowSpecs[0].date, 'us').replace(/\/20(\d\d)$/, '/$1'),
      rows,
    };
  };
  const out = [];

  let p = k.person();
  let cur = addDays('2026-09-08', rng.int(0, 60));
  let f = make(p, [
    { flu: true, date: addDays('2025-09-29', rng.int(0, 30)) },
    { date: addDays('2026-02-02', rng.int(0, 90)) },
    { flu: true, date: cur },
  ]);
  out.push({
    key: 'current-flu-row-third',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'pharmacy_record', season: '2026-2027', ...personData() },
    note: 'rows oldest first: last season\u2019s flu row, a non-flu row, then this season\u2019s flu row; the consent date on page 1 is the first visit',
  });

  p = k.person();
  cur = addDays('2026-09-20', rng.int(0, 50));
  f = make(p, [{ date: addDays('2026-04-06', rng.int(0, 60)) }, { flu: true, date: cur }], { nick: true });
  out.push({
    key: 'single-flu-row-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': cur, ...personData() },
    note: 'one flu row after a non-flu row; the patient block may carry a nickname as the first name',
  });

  p = k.person();
  f = make(p, [
    { flu: true, date: addDays('2024-10-01', rng.int(0, 30)) },
    { flu: true, date: addDays('2025-09-22', rng.int(0, 40)) },
    { date: addDays('2026-09-14', rng.int(0, 40)) },
  ]);
  out.push({
    key: 'newest-flu-last-season',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { record_type: 'pharmacy_record' },
    note: 'the newest influenza row is from the 2025-2026 season; the only 2026 autumn row is a non-flu vaccine',
  });

  p = k.person();
  f = make(p, [
    { date: addDays('2026-03-02', rng.int(0, 60)) },
    { flu: true, noDate: true, date: addDays('2026-10-05', rng.int(0, 30)) },
  ]);
  out.push({
    key: 'flu-row-date-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: {},
    note: 'the influenza row has vaccine, lot, expiry, site, VIS date and pharmacist, but "Date given" is empty; the lot expiry and VIS edition are not the date',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(q, [{ flu: true, date: addDays('2026-09-15', rng.int(0, 50)) }]);
  out.push({
    key: 'spouse-var-submitted',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'a valid current-season VAR, but for another person',
  });

  p = k.person();
  cur = addDays('2026-08-17', rng.int(0, 12));
  f = make(p, [{ flu: true, date: cur }]);
  out.push({
    key: 'august-dose-counts',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: { season: '2026-2027', 'vaccinations.0.date': cur, ...personData() },
    note: 'an August dose is in the 1 July – 30 June 2026-2027 season',
  });
  return out;
}
