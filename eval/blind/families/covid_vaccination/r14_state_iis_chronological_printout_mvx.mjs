// A two-page consumer printout from a state immunization information system's public portal: "Patient Immunization
// History — Consumer Copy". Page 1 has the department banner, the request line (portal, request ID, printed
// date), a demographics grid (Name LAST, FIRST MIDDLE; DOB; sex; state IIS ID; county) and then ONE table of every
// vaccine the registry holds, oldest first, not grouped by vaccine: hepatitis B, MMR, varicella, Tdap, HPV, yearly
// influenza ... Page 2 continues the same table from 2021 on, where the COVID-19 rows sit among influenza, Tdap,
// Shingrix and pneumococcal rows. Each row gives Date administered, the CDC vaccine description with its CVX code, the
// trade name, the three-letter MVX manufacturer code (PFR, MOD, JSN, SKB, MSD, SEQ, PMC — PFR also appears on a
// pneumococcal row), lot, dose, where given and the source (ADM reported by the provider / HIST historical). The MVX
// key and the disclaimer are at the foot of page 2.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r14_state_iis_chronological_printout_mvx',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page state immunization information system consumer printout: banner, request line, demographics grid (LAST, FIRST MIDDLE; DOB; IIS ID), then one oldest-first table of every vaccine (hepatitis B, MMR, Tdap, HPV, yearly influenza on p1; from 2021 on p2 the COVID-19 rows among influenza, Tdap, Shingrix and a Pfizer pneumococcal row) with CDC description and CVX code, trade name, MVX code, lot, dose, where given and ADM / HIST source; MVX key at the foot; variants Pfizer and Moderna series with boosters, Janssen plus an mRNA booster, a second Moderna dose after 19 days, Pfizer then Moderna, a single Pfizer dose',
};

const STATES = [
  [
    'IDAHO',
    'Department of Health and Welfare',
    'Idaho Statewide Immunization Tracking Registry (SITR)',
    'Ada',
  ],
  [
    'NEBRASKA',
    'Department of Health & Human Services',
    'Nebraska Vaccine History Exchange (NVHX)',
    'Douglas',
  ],
  ['TENNESSEE', 'Department of Health', 'Volunteer Immunization Records System (VIRS)', 'Knox'],
  ['NEW MEXICO', 'Department of Health', 'Enchantment Immunization Registry (EIR)', 'Bernalillo'],
];

const SITES = [
  'RIVERBEND COMMUNITY HEALTH CTR',
  'BELLWETHER PHARMACY #2231',
  'COUNTY PHD MASS VAX SITE - FAIRGROUNDS',
  'TAMARACK VALLEY HEALTH EMPLOYEE HLTH',
  'HARMON FAMILY MEDICINE',
  'MINUTEWELL CLINIC #0418',
  'ST AGNES HOSPITAL OCC HEALTH',
];

const COVID = {
  pfizer: ['COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL dose', '208', 'Pfizer-BioNTech COVID-19 Vaccine', 'PFR'],
  moderna: ['COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL dose', '207', 'Moderna COVID-19 Vaccine', 'MOD'],
  janssen: ['COVID-19 vaccine, vector-nr, rS-Ad26, PF, 0.5 mL', '212', 'Janssen COVID-19 Vaccine', 'JSN'],
  pfizerBiv: [
    'COVID-19, mRNA, LNP-S, bivalent booster, PF, 30 mcg/0.3 mL dose',
    '300',
    'Pfizer-BioNTech COVID-19 Vaccine, Bivalent',
    'PFR',
  ],
  modernaBiv: [
    'COVID-19, mRNA, LNP-S, bivalent booster, PF, 50 mcg/0.5 mL dose',
    '229',
    'Moderna COVID-19 Vaccine, Bivalent',
    'MOD',
  ],
};
const OTHER = {
  flu: [
    ['Influenza, injectable, quadrivalent, preservative free', '150', 'Fluzone Quadrivalent', 'PMC'],
    ['Influenza, injectable, quadrivalent, preservative free', '150', 'Fluarix Quadrivalent', 'SKB'],
    ['Influenza, injectable, MDCK, quadrivalent, preservative free', '171', 'Flucelvax Quadrivalent', 'SEQ'],
  ],
  flu26: ['Influenza, trivalent, preservative free', '140', 'Fluzone Trivalent', 'PMC'],
  hepb: ['Hep B, adult', '43', 'Engerix-B', 'SKB'],
  mmr: ['MMR', '03', 'M-M-R II', 'MSD'],
  var: ['varicella', '21', 'Varivax', 'MSD'],
  tdap: ['Tdap', '115', 'Boostrix', 'SKB'],
  hpv: ['HPV9', '165', 'Gardasil 9', 'MSD'],
  zos: ['zoster recombinant', '187', 'Shingrix', 'SKB'],
  pcv: ['Pneumococcal conjugate PCV20, polysaccharide CRM197 conjugate', '216', 'Prevnar 20', 'PFR'],
};
const MVX_KEY = [
  ['JSN', 'Janssen'],
  ['MOD', 'Moderna US, Inc.'],
  ['MSD', 'Merck and Co., Inc.'],
  ['PFR', 'Pfizer, Inc'],
  ['PMC', 'Sanofi Pasteur'],
  ['SEQ', 'Seqirus'],
  ['SKB', 'GlaxoSmithKline'],
];

function row(r) {
  return `<tr><td class="dt">${esc(r.dateText)}</td><td>${esc(r.v[0])} <span class="cvx">(CVX ${esc(r.v[1])})</span></td><td>${esc(r.v[2])}</td>
    <td class="c">${esc(r.v[3])}</td><td class="mono">${esc(r.lot)}</td><td class="c">${esc(r.dose)}</td><td class="si">${esc(r.site)}</td><td class="c">${esc(r.src)}</td></tr>`;
}

const HEAD = `<tr><th style="width:9%">Date<br>administered</th><th style="width:27%">Vaccine (CDC description, CVX)</th><th style="width:17%">Trade name</th>
  <th style="width:5%">MVX</th><th style="width:9%">Lot #</th><th style="width:6%">Dose</th><th style="width:21%">Administered at</th><th style="width:6%">Source</th></tr>`;

function render(f) {
  const [st, dept, sys, county] = f.state;
  const p1 = f.rows.filter((r) => r.date < '2021-01-01');
  const p2 = f.rows.filter((r) => r.date >= '2021-01-01');
  const foot = (n) =>
    `<div class="pf"><span>${esc(sys)} · Consumer copy · Printed ${esc(fmt(f.printed, 'us'))} ${esc(f.printTime)}</span><span>Page ${n} of 2</span></div>`;
  const body = `
  <div class="pg pb">
   <div class="bn"><div class="st">STATE OF ${esc(st)}</div><div class="dp">${esc(dept)} · Immunization Program</div>
     <div class="sy">${esc(sys)}</div></div>
   <div class="ttl">PATIENT IMMUNIZATION HISTORY — CONSUMER COPY</div>
   <div class="req">Requested through the public portal by the patient · Request ID ${esc(f.reqId)} · Identity verified by: DOB + mobile number on file</div>
   <table class="demo">
    <tr><td class="k">Patient name</td><td class="v">${esc(f.name)}</td><td class="k">Date of birth</td><td class="v">${esc(fmt(f.dob, 'us'))}</td></tr>
    <tr><td class="k">Sex</td><td class="v">${esc(f.sex)}</td><td class="k">State IIS ID</td><td class="v mono">${esc(f.iisId)}</td></tr>
    <tr><td class="k">County of residence</td><td class="v">${esc(county.toUpperCase())}</td><td class="k">Status</td><td class="v">ACTIVE</td></tr></table>
   <div class="sub">Immunizations on record (all vaccines, oldest first)</div>
   <table class="im">${HEAD}${p1.map(row).join('')}</table>
   <div class="cont">— continued on page 2 —</div>
   ${foot(1)}
  </div>
  <div class="pg">
   <div class="rh"><b>${esc(f.name)}</b> · DOB ${esc(fmt(f.dob, 'us'))} · IIS ID ${esc(f.iisId)} <span>(continued)</span></div>
   <table class="im">${HEAD}${p2.map(row).join('')}</table>
   <div class="end">*** End of immunization history — ${f.rows.length} doses on record ***</div>
   <table class="key"><tr><th colspan="${MVX_KEY.length}">Manufacturer (MVX) codes used on this record</th></tr>
     <tr>${MVX_KEY.map(([c, n]) => `<td><b>${c}</b> = ${esc(n)}</td>`).join('')}</tr></table>
   <div class="disc">Source: ADM = dose reported by the administering provider; HIST = historical dose transcribed from another record.
     This record is only as complete as the information reported to the registry by health care providers. Doses given in
     another state, by the military or outside the United States may not appear. This consumer copy is not a vaccination
     card; it may be used as proof of the doses listed.</div>
   ${foot(2)}
  </div>`;
  return page({
    title: 'Patient Immunization History',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    body,
    css: `
    .pg { height:11in; padding:0.45in 0.45in 0.4in; position:relative; font-size:8pt; }
    .bn { border-bottom:2px solid #000; padding-bottom:4px; } .st { font-size:13pt; font-weight:bold; letter-spacing:1px; }
    .dp { font-size:9pt; } .sy { font-size:8.5pt; font-style:italic; }
    .ttl { font-size:12pt; font-weight:bold; margin:8px 0 2px; } .req { font-size:7.5pt; color:#333; margin-bottom:6px; }
    table.demo { width:100%; margin-bottom:8px; } table.demo td { border:1px solid #777; padding:3px 5px; font-size:8.5pt; }
    td.k { background:#eee; width:16%; font-size:7.5pt !important; } td.v { font-weight:bold; }
    .mono { font-family:${FONTS.mono}; }
    .sub { font-weight:bold; font-size:9pt; margin:4px 0 3px; }
    table.im { width:100%; table-layout:fixed; } table.im th { background:#d9d9d9; border:1px solid #555; font-size:7pt; padding:2px 3px; text-align:left; }
    table.im td { border:1px solid #999; padding:2px 3px; font-size:7.3pt; vertical-align:top; line-height:1.25; }
    td.dt { white-space:nowrap; } td.c { text-align:center; } td.si { font-size:6.8pt !important; } .cvx { color:#444; white-space:nowrap; }
    .cont { text-align:center; font-size:7.5pt; margin-top:6px; font-style:italic; }
    .rh { font-size:8.5pt; border-bottom:1px solid #000; padding-bottom:3px; margin-bottom:6px; } .rh span { font-style:italic; }
    .end { text-align:center; font-size:7.5pt; margin:8px 0; }
    table.key { width:100%; margin-top:6px; } table.key th { text-align:left; font-size:7.5pt; border-bottom:1px solid #777; }
    table.key td { font-size:7pt; padding:2px 4px 0 0; }
    .disc { font-size:6.8pt; color:#333; margin-top:10px; line-height:1.35; }
    .pf { position:absolute; left:0.45in; right:0.45in; bottom:0.3in; display:flex; justify-content:space-between; font-size:7pt; color:#444; border-top:1px solid #999; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const lot = (m) =>
    m === 'PFR'
      ? `${rng.letters(2)}${rng.digits(4)}`
      : m === 'MOD'
        ? `0${rng.digits(2)}${rng.letters(1)}2${rng.digits(1)}A`
        : m === 'JSN'
          ? `20${rng.digits(5)}`
          : `${rng.letters(1)}${rng.digits(3)}${rng.letters(2)}`;
  // the non-COVID history of one person, in ISO dates
  const history = (p) => {
    const born = Number(p.dob.slice(0, 4));
    const rows = [];
    const add = (date, v, dose, src = 'ADM') =>
      rows.push({ date, v, dose, src, lot: src === 'HIST' ? '' : lot(v[3]) });
    const y0 = rng.int(2004, 2008);
    add(`${y0}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, OTHER.mmr, '1', 'HIST');
    add(addDays(rows[0].date, rng.int(30, 60)), OTHER.mmr, '2', 'HIST');
    const hb = `${y0 + 1}-0${rng.int(2, 5)}-0${rng.int(1, 9)}`;
    add(hb, OTHER.hepb, '1');
    add(addDays(hb, 30 + rng.int(0, 6)), OTHER.hepb, '2');
    add(addDays(hb, 182 + rng.int(0, 20)), OTHER.hepb, '3');
    if (born >= 1985) {
      const hv = `${y0 + 3}-0${rng.int(1, 8)}-2${rng.int(0, 8)}`;
      add(hv, OTHER.hpv, '1');
      add(addDays(hv, 180 + rng.int(0, 30)), OTHER.hpv, '2');
    } else {
      const v1 = `${y0 + 2}-0${rng.int(1, 8)}-1${rng.int(0, 9)}`;
      add(v1, OTHER.var, '1', 'HIST');
      add(addDays(v1, rng.int(35, 70)), OTHER.var, '2', 'HIST');
    }
    add(`${y0 + 4}-1${rng.int(0, 1)}-0${rng.int(1, 9)}`, OTHER.tdap, '1');
    for (let y = 2011; y <= 2025; y++) {
      if (rng.chance(0.12) && y < 2021) continue;
      add(
        `${y}-${rng.pick(['09', '10', '10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        rng.pick(OTHER.flu),
        '1',
      );
    }
    add(`2026-${rng.pick(['09', '10'])}-${String(rng.int(1, 28)).padStart(2, '0')}`, OTHER.flu26, '1');
    add(`2023-0${rng.int(2, 8)}-1${rng.int(0, 9)}`, OTHER.tdap, '2');
    if (born <= 1976) {
      const z = `2022-0${rng.int(3, 6)}-1${rng.int(0, 9)}`;
      add(z, OTHER.zos, '1');
      add(addDays(z, 70 + rng.int(0, 40)), OTHER.zos, '2');
      add(`2024-0${rng.int(3, 9)}-0${rng.int(1, 9)}`, OTHER.pcv, '1');
    } else if (rng.chance(0.5)) add(`2024-0${rng.int(3, 9)}-0${rng.int(1, 9)}`, OTHER.pcv, '1');
    return rows;
  };
  const mk = (p, doses, o = {}) => {
    const ds = rng.pick(['us', 'us_nz']);
    const rows = history(p);
    for (const d of doses)
      rows.push({ date: d.date, v: COVID[d.v], dose: d.dose, src: 'ADM', lot: lot(COVID[d.v][3]) });
    rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const r of rows) {
      r.dateText = fmt(r.date, ds);
      r.site = r.src === 'HIST' ? 'HISTORICAL - PROVIDER UNKNOWN' : rng.pick(SITES);
    }
    return {
      state: rng.pick(STATES),
      name: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST', 'LAST_FIRST_MI', 'LAST_FIRST_nocomma'])).replace(
        /^([^,]+),? (\S+)$/,
        (m0, a, b) => (p.middle && o.fullMiddle !== false ? `${a}, ${b} ${p.middle.toUpperCase()}` : m0),
      ),
      dob: p.dob,
      sex: rng.pick(['F', 'M', 'U']),
      iisId: `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(4)}`,
      reqId: `CR-${rng.alnum(10)}`,
      printed: addDays('2026-11-02', rng.int(0, 16)),
      printTime: `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      rows,
    };
  };
  const out = [];

  // 1. Pfizer x2 + bivalent booster
  let p = k.person();
  let d1 = addDays('2021-03-08', rng.int(0, 120));
  let d2 = addDays(d1, rng.int(21, 26));
  let d3 = addDays('2022-09-20', rng.int(0, 120));
  let f = mk(p, [
    { date: d1, v: 'pfizer', dose: '1' },
    { date: d2, v: 'pfizer', dose: '2' },
    { date: d3, v: 'pfizerBiv', dose: 'B' },
  ]);
  out.push({
    key: 'pfizer-series-and-bivalent-booster-among-other-vaccines',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.date': d1,
      'doses.0.manufacturer': 'pfizer',
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData('match', 'match'),
    },
    note: `three COVID-19 rows on page 2 (MVX PFR) among influenza, Tdap and other rows; the Prevnar 20 row is also PFR but not a COVID-19 dose; ${d1} → ${d2}`,
  });

  // 2. Moderna x2 + bivalent booster
  p = k.person();
  d1 = addDays('2021-02-15', rng.int(0, 150));
  d2 = addDays(d1, rng.int(28, 35));
  d3 = addDays('2022-10-03', rng.int(0, 150));
  f = mk(p, [
    { date: d1, v: 'moderna', dose: '1' },
    { date: d2, v: 'moderna', dose: '2' },
    { date: d3, v: 'modernaBiv', dose: 'B' },
  ]);
  out.push({
    key: 'moderna-series-and-bivalent-booster',
    person: requestPerson(p, { withMiddle: true }),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.date': d1,
      'doses.0.manufacturer': 'moderna',
      'doses.1.date': d2,
      'doses.1.manufacturer': 'moderna',
      ...personData('match', 'match'),
    },
    note: `Moderna (MVX MOD) ${d1} and ${d2} (${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days), bivalent booster ${d3}`,
  });

  // 3. Janssen + Pfizer booster
  p = k.person();
  d1 = addDays('2021-03-29', rng.int(0, 100));
  d2 = addDays('2022-09-12', rng.int(0, 150));
  f = mk(p, [
    { date: d1, v: 'janssen', dose: '1' },
    { date: d2, v: 'pfizerBiv', dose: 'B' },
  ]);
  out.push({
    key: 'janssen-single-dose-then-pfizer-bivalent',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses', 'unsupported dose combination'],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'janssen',
      'doses.1.kind': 'booster',
      ...personData('match', 'match'),
    },
    note: 'one Janssen dose (MVX JSN) completes the primary series; an mRNA booster after it is accepted (corpus reading)',
  });

  // 4. Moderna second dose after 19 days
  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 90));
  d2 = addDays(d1, rng.int(17, 20));
  f = mk(p, [
    { date: d1, v: 'moderna', dose: '1' },
    { date: d2, v: 'moderna', dose: '2' },
  ]);
  out.push({
    key: 'moderna-second-dose-too-early',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2, 'doses.0.manufacturer': 'moderna' },
    note: `Moderna doses ${d1} and ${d2}: ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days, below 28 − 4 = 24`,
  });

  // 5. Pfizer then Moderna as the primary series
  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 90));
  d2 = addDays(d1, rng.int(28, 40));
  f = mk(p, [
    { date: d1, v: 'pfizer', dose: '1' },
    { date: d2, v: 'moderna', dose: '2' },
  ]);
  out.push({
    key: 'pfizer-then-moderna-primary',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported dose combination'],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.1.manufacturer': 'moderna',
      ...personData('match', 'match'),
    },
    note: 'dose 1 PFR, dose 2 MOD: mixed primary series (corpus reading: Pfizer then Moderna is an unsupported dose combination)',
  });

  // 6. a single Pfizer dose
  p = k.person();
  d1 = addDays('2021-06-07', rng.int(0, 120));
  f = mk(p, [{ date: d1, v: 'pfizer', dose: '1' }]);
  out.push({
    key: 'single-pfizer-dose-among-many-vaccines',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer' },
    note: 'only one COVID-19 row (PFR, dose 1); the other PFR row is Prevnar 20 or there are many flu rows, none of them a COVID-19 dose',
  });
  const r = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = r[i]));
  return out;
}
