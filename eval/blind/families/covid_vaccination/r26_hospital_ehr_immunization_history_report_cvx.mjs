// A hospital EHR's "Immunization History" report (landscape), run by the hospital's release-of-information desk or
// by Employee Health for a worker who is also a patient there, and uploaded as the PDF, photographed, faxed or
// scanned. A report, not a certificate: a report header (report name and code, run date-time, requested by, ROI
// request no., date range "All"), a patient banner (LAST, FIRST MIDDLE, MRN, DOB, age, sex, PCP), then one table of
// every vaccine on the chart, either newest first across all vaccines or grouped by vaccine group with group rows.
// Each row: administration date, vaccine with its CVX code and CVX short description, product / trade name
// (Pfizer-BioNTech, COMIRNATY, Moderna, SPIKEVAX, Novavax, CoronaVac), manufacturer with MVX code, lot and lot
// expiry, dose / route / site, "administered at", "administered by", and a status: Given, Historical \u2013 reported,
// Historical \u2013 IIS, Entered in error (struck through). COVID-19 rows sit among influenza, Tdap and hepatitis B
// rows. Historical rows carry an H flag and usually no vaccinator, only where the dose was given. Around it: a
// reconciliation line with its own date, the reviewing clinician, a legend and a confidentiality footer. Variants:
// Pfizer x2 at the hospital's staff clinic + a 2023\u20132024 COMIRNATY dose; Moderna x2 reported from a county POD +
// a SPIKEVAX dose; Novavax x2 from the state IIS (pharmacy) + a 2023\u20132024 Novavax dose; Moderna doses 20 days
// apart; a Pfizer dose 2 marked Entered in error; CoronaVac x2 given abroad + a COMIRNATY dose.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r26_hospital_ehr_immunization_history_report_cvx',
  split: 'tuning',
  renderings: { text_pdf: 35, photo: 20, scanned_pdf: 20, fax: 15, scan_image: 10 },
  description:
    'Hospital EHR "Immunization History" report (landscape): report header (report name and code, run date-time, requested by, ROI request no., date range), patient banner (LAST, FIRST MIDDLE, MRN, DOB, age, sex, PCP), one table of all vaccines newest first or grouped by vaccine group: admin date, vaccine with CVX code and short description, product / trade name (Pfizer-BioNTech, COMIRNATY, Moderna, SPIKEVAX, Novavax, CoronaVac), manufacturer with MVX, lot and expiry, dose / route / site, administered at, administered by, status Given / Historical \u2013 reported / Historical \u2013 IIS / Entered in error (struck through); COVID-19 rows among influenza, Tdap and hepatitis B; reconciliation line, reviewing clinician, legend, confidentiality footer; variants Pfizer x2 at the staff clinic + COMIRNATY 2023\u20132024, Moderna x2 reported from a county POD + SPIKEVAX, Novavax x2 from the state IIS + Novavax 2023\u20132024, Moderna doses 20 days apart, Pfizer dose 2 entered in error, CoronaVac x2 abroad + COMIRNATY',
};

const SYSTEMS = [
  {
    org: 'St. Brendan Regional Medical Center',
    short: 'SBRMC',
    ehr: 'CareWeave',
    report: 'IMMUNIZATION HISTORY',
    code: 'IMM-HX-02',
    color: '#123f6b',
    shape: 'cross',
    addr: '1400 Meridian Ave, Albany, NY 12206',
    clinic: 'SBRMC Employee Health Clinic',
    pharmacy: 'SBRMC Outpatient Pharmacy',
    staff: ['Noreen Ballard, RN', 'Ivan Petrovic, RN', 'Claudette Mbeki, LPN', 'Grant Sorensen, PharmD'],
    reviewer: 'Helena Voss, NP (Employee Health)',
    roi: 'K. Dunleavy (HIM / Release of Information)',
    user: 'kdunleavy',
    iis: 'NYSIIS',
    layout: 'date',
    ds: 'us',
  },
  {
    org: 'Harlow Valley Hospital',
    short: 'HVH',
    ehr: 'MedLedger',
    report: 'Immunization History (All Vaccines)',
    code: 'RPT-IMMUN-HX',
    color: '#3b4a12',
    shape: 'shield',
    addr: '77 Copperfield Dr, Tulsa, OK 74103',
    clinic: 'HVH Staff Vaccination Clinic (Conf. Rm 2B)',
    pharmacy: 'HVH Retail Pharmacy',
    staff: ['Megan Atcitty, RN', 'Luis Carranza, RN', 'Opal Freeman, LPN', 'Dana Whitcomb, RN'],
    reviewer: 'Gordon Ellery, MD (Occupational Medicine)',
    roi: 'T. Nakashima, ROI Specialist',
    user: 'TNAKASH1',
    iis: 'OSIIS',
    layout: 'group',
    ds: 'mil4',
  },
  {
    org: 'Northgate University Health System',
    short: 'NUHS',
    ehr: 'Beacon Clinicals',
    report: 'Patient Immunization History Report',
    code: 'IMM0450',
    color: '#6d1f2e',
    shape: 'circle',
    addr: '2900 Lindell Blvd, Lansing, MI 48906',
    clinic: 'NUHS Workforce Health \u2013 Tower B, 3rd fl',
    pharmacy: 'NUHS Ambulatory Pharmacy',
    staff: ['Rochelle Abney, RN', 'Piotr Zielinski, RN', 'Amira Saleh, MA', 'Kenneth Obi, RN'],
    reviewer: 'Simone Thibodeaux, DNP, FNP-BC',
    roi: 'HIM Correspondence \u2013 J. Ortega',
    user: 'jortega4',
    iis: 'MCIR',
    layout: 'date',
    ds: 'dash',
  },
];

// product catalogue: [vaccine group, CVX, CVX short description, product, manufacturer (MVX), domain manufacturer]
const P = {
  pfizer: [
    'COVID-19',
    '208',
    'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL',
    'Pfizer-BioNTech COVID-19 Vaccine',
    'Pfizer, Inc (PFR)',
    'pfizer',
  ],
  comirnaty23: [
    'COVID-19',
    '309',
    'COVID-19, mRNA, LNP-S, PF, tris-sucrose, 30 mcg/0.3 mL',
    'COMIRNATY 2023-2024 Formula',
    'Pfizer, Inc (PFR)',
    'pfizer',
  ],
  moderna: [
    'COVID-19',
    '207',
    'COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL',
    'Moderna COVID-19 Vaccine',
    'Moderna US, Inc. (MOD)',
    'moderna',
  ],
  spikevax23: [
    'COVID-19',
    '312',
    'COVID-19, mRNA, LNP-S, PF, 50 mcg/0.5 mL',
    'SPIKEVAX 2023-2024 Formula',
    'Moderna US, Inc. (MOD)',
    'moderna',
  ],
  novavax: [
    'COVID-19',
    '211',
    'COVID-19, subunit, rS-nanoparticle+Matrix-M1 Adjuvant, PF, 0.5 mL',
    'Novavax COVID-19 Vaccine, Adjuvanted',
    'Novavax, Inc. (NVX)',
    'novavax',
  ],
  novavax23: [
    'COVID-19',
    '313',
    'COVID-19, subunit, rS-nanoparticle, adjuvanted, PF, 5 mcg/0.5 mL',
    'Novavax COVID-19 Vaccine, Adjuvanted (2023-2024 Formula)',
    'Novavax, Inc. (NVX)',
    'novavax',
  ],
  coronavac: [
    'COVID-19',
    '511',
    'COVID-19 IV Non-US Vaccine (CoronaVac)',
    'CoronaVac',
    'Sinovac Life Sciences (non-US) (OTH)',
    'other',
  ],
  flu3: ['Influenza', '153', 'Influenza, MDCK, trivalent, PF', 'Flucelvax Trivalent', 'Seqirus (SEQ)', null],
  flu3b: [
    'Influenza',
    '140',
    'Influenza, split virus, trivalent, PF',
    'Fluzone Trivalent',
    'Sanofi Pasteur (PMC)',
    null,
  ],
  flu4: [
    'Influenza',
    '150',
    'Influenza, injectable, quadrivalent, PF',
    'Fluarix Quadrivalent',
    'GlaxoSmithKline (SKB)',
    null,
  ],
  tdap: ['Tdap', '115', 'Tdap', 'ADACEL', 'Sanofi Pasteur (PMC)', null],
  hepb: ['Hep B', '43', 'Hep B, adult', 'ENGERIX-B', 'GlaxoSmithKline (SKB)', null],
};
const LOT = {
  pfizer: (r) => `${r.pick(['EL', 'EN', 'EW', 'ER', 'FA'])}${r.digits(4)}`,
  comirnaty23: (r) => `${r.pick(['HH', 'HF', 'JG'])}${r.digits(4)}`,
  moderna: (r) => `0${r.digits(2)}${r.pick(['K', 'L', 'M', 'A'])}2${r.digits(1)}A`,
  spikevax23: (r) => `${r.digits(4)}${r.pick(['AB', 'CD', 'EF'])}${r.digits(1)}`,
  novavax: (r) => `${r.digits(4)}MF${r.digits(3)}`,
  novavax23: (r) => `${r.digits(4)}NF${r.digits(3)}`,
  coronavac: (r) => `J${r.digits(9)}`,
  other: (r) => `${r.letters(2)}${r.digits(4)}${r.pick(['', 'A', 'B'])}`,
};

function render(f) {
  const S = f.S;
  const ds = S.ds;
  const D = (x) => (x ? esc(fmt(x, ds)) : '');
  const row = (x) => {
    const [, cvx, desc, prod, mfr] = P[x.p];
    const err = x.status === 'Entered in error';
    const hist = x.status.startsWith('Historical');
    return `<tr class="${err ? 'err' : ''}${hist ? ' hist' : ''}">
      <td class="nw">${D(x.date)}</td>
      <td><b>${esc(cvx)}</b> \u2013 ${esc(desc)}</td>
      <td>${esc(prod)}</td><td>${esc(mfr)}</td>
      <td class="nw">${esc(x.lot)}${x.exp ? `<br><span class="sm">exp ${D(x.exp)}</span>` : ''}</td>
      <td>${esc(x.dose || '')}</td>
      <td>${esc(x.at)}</td><td>${esc(x.by || '')}</td>
      <td class="st">${hist ? '<span class="h">H</span> ' : ''}${esc(x.status)}${x.reason ? `<br><span class="sm">${esc(x.reason)}</span>` : ''}</td></tr>`;
  };
  let rows;
  if (S.layout === 'group') {
    const groups = {};
    for (const x of f.rows) (groups[P[x.p][0]] ||= []).push(x);
    rows = Object.keys(groups)
      .sort()
      .map(
        (g) =>
          `<tr class="grp"><td colspan="9">${esc(g)} <span class="sm">(${groups[g].length} record${groups[g].length > 1 ? 's' : ''})</span></td></tr>${groups[
            g
          ]
            .sort((a, b) => (a.date < b.date ? 1 : -1))
            .map(row)
            .join('')}`,
      )
      .join('');
  } else {
    rows = [...f.rows]
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .map(row)
      .join('');
  }
  const body = `
  <div class="hd">${logo({ initials: S.short.slice(0, 2), color: S.color, shape: S.shape, size: 38 })}
    <div class="ho"><div class="on">${esc(S.org)}</div><div class="oa">${esc(S.addr)}</div></div>
    <div class="rp"><div class="rn">${esc(S.report)}</div><div>Report ${esc(S.code)} \u00b7 ${esc(S.ehr)}</div></div></div>
  <table class="meta"><tr>
    <td><span>Run date/time</span>${esc(fmt(f.run, 'us'))} ${esc(f.runTime)}</td>
    <td><span>Requested by</span>${esc(f.requestedBy)}</td>
    <td><span>ROI request #</span>${esc(f.roiNo)}</td>
    <td><span>Date range</span>All dates</td>
    <td><span>Include</span>Administered, historical, entered in error</td></tr></table>
  <table class="pt"><tr>
    <td class="pn"><span>Patient</span>${esc(f.name)}</td>
    <td><span>MRN</span>${esc(f.mrn)}</td>
    <td><span>DOB</span>${esc(fmt(f.p.dob, f.dobDs))}</td>
    <td><span>Age</span>${f.age} years</td>
    <td><span>PCP</span>${esc(f.pcp)}</td>
    <td><span>Patient type</span>${esc(f.ptype)}</td></tr></table>
  <table class="im"><thead><tr><th style="width:8%">Admin date</th><th style="width:20%">Vaccine (CVX)</th><th style="width:13%">Product</th><th style="width:11%">Manufacturer (MVX)</th><th style="width:8%">Lot #</th><th style="width:7%">Dose / route / site</th><th style="width:13%">Administered at</th><th style="width:9%">Administered by</th><th>Status</th></tr></thead>
    <tbody>${rows}</tbody></table>
  <div class="rec">Reconciled with state registry (${esc(S.iis)}) on ${D(f.reconciled)} \u2014 ${f.recNote}</div>
  <div class="low">
    <div class="leg"><b>Legend.</b> <span class="h">H</span> Historical: dose not administered at ${esc(S.org)}; details as documented by the source (patient record card, outside provider or state registry). Rows marked <i>Entered in error</i> are retained for audit and are not valid doses. CVX / MVX: CDC vaccine and manufacturer codes.</div>
    <div class="rv">Reviewed: ${sig(f.revSig, { font: f.sigFont, size: '1.6em', rot: -2 })}<br>${esc(S.reviewer)} \u00b7 ${D(f.reviewed)}</div>
  </div>
  <div class="ft"><span>CONFIDENTIAL \u2014 contains protected health information. Redisclosure prohibited without authorization.</span><span>Printed by ${esc(f.printedBy)} ${esc(fmt(f.run, 'us'))}</span><span>Page 1 of 1</span></div>`;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2.5px solid ${S.color}; padding-bottom:4px; }
  .ho { flex:1; } .on { font-size:13.5pt; font-weight:bold; color:${S.color}; } .oa { font-size:8pt; color:#333; }
  .rp { text-align:right; font-size:8pt; color:#333; } .rn { font-size:13pt; font-weight:bold; color:#111; letter-spacing:0.3px; }
  table.meta, table.pt { width:100%; margin-top:5px; font-size:8.6pt; }
  table.meta td, table.pt td { border:1px solid #bbb; padding:2px 5px; vertical-align:top; }
  table.meta span, table.pt span { display:block; font-size:6.6pt; color:#555; text-transform:uppercase; letter-spacing:0.3px; }
  table.pt td { background:#f2f4f6; } td.pn { font-weight:bold; font-size:10.5pt; width:26%; }
  table.im { width:100%; margin-top:7px; font-size:7.7pt; }
  table.im th { background:${S.color}; color:#fff; text-align:left; padding:3px 4px; font-size:7.2pt; vertical-align:bottom; }
  table.im td { border-bottom:1px solid #ccc; padding:2.5px 4px; vertical-align:top; line-height:1.22; }
  table.im tr:nth-child(even) td { background:#f7f8f9; }
  tr.grp td { background:#e4e8ec !important; font-weight:bold; font-size:8.4pt; border-top:1.2px solid #888; }
  tr.err td { text-decoration:line-through; color:#777; } tr.err td.st { text-decoration:none; color:#a11; font-weight:bold; }
  .nw { white-space:nowrap; } .sm { font-size:6.8pt; color:#555; font-weight:normal; }
  .h { display:inline-block; border:1px solid #555; border-radius:2px; padding:0 2px; font-size:6.8pt; font-weight:bold; }
  .rec { font-size:8pt; margin-top:6px; }
  .low { display:flex; gap:20px; margin-top:6px; align-items:flex-end; }
  .leg { flex:1; font-size:7.4pt; color:#333; } .rv { font-size:8.2pt; min-width:2.6in; }
  .ft { display:flex; justify-content:space-between; gap:12px; font-size:7pt; color:#444; border-top:1px solid #999; margin-top:8px; padding-top:3px; }`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(S.report)}</title><style>
@page { size: letter landscape; margin: 0.4in; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${f.font}; color: #111; font-size: 9.5pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table { border-collapse: collapse; }
${css}
</style></head><body>${body}</body></html>`;
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2, 0, 1, 2]);
  let n = 0;
  const nextS = () => SYSTEMS[order[n % order.length]];

  /** Background rows: influenza seasons, Tdap, hepatitis B; given at the hospital or historical. */
  const background = (S, person, { fluYears = [2024, 2025, 2026] } = {}) => {
    const rows = [];
    for (const y of fluYears) {
      const date = addDays(`${y}-09-25`, rng.int(0, 35));
      const p = y >= 2024 ? rng.pick(['flu3', 'flu3b']) : 'flu4';
      rows.push({
        p,
        date,
        lot: LOT.other(rng),
        exp: `${y + 1}-06-30`,
        dose: '0.5 mL IM L deltoid',
        at: S.clinic,
        by: rng.pick(S.staff),
        status: 'Given',
      });
    }
    const tdap = addDays('2018-04-01', rng.int(0, 1500));
    rows.push({
      p: 'tdap',
      date: tdap,
      lot: LOT.other(rng),
      dose: '0.5 mL IM R deltoid',
      at: S.clinic,
      by: rng.pick(S.staff),
      status: 'Given',
    });
    // hepatitis B series in nursing school or a first health-care job, from age 19, finished before 2026
    let hb = addDays(addYears(person.dob, 19), rng.int(0, 1500));
    if (hb > '2025-03-01') hb = addDays('2025-03-01', -rng.int(0, 200));
    const hbAt = rng.pick([
      'Outside provider (prior employer record)',
      'Outside provider (nursing school record)',
    ]);
    for (const off of [0, 30, 180])
      rows.push({
        p: 'hepb',
        date: addDays(hb, off),
        lot: '',
        at: hbAt,
        status: 'Historical \u2013 reported',
      });
    return rows;
  };

  const covidRow = (S, p, date, o = {}) => ({
    p,
    date,
    lot: (LOT[p] || LOT.other)(rng),
    exp: o.noExp ? null : addDays(date, rng.int(40, 150)),
    dose:
      o.dose ||
      (P[p][1] === '207' ? '0.5 mL IM' : P[p][1] === '312' ? '0.5 mL IM' : '0.3 mL IM') +
        ` ${rng.pick(['L', 'R'])} deltoid`,
    at: o.at || S.clinic,
    by: o.by === undefined ? rng.pick(S.staff) : o.by,
    status: o.status || 'Given',
    reason: o.reason || '',
  });

  const mk = (p, rows, o = {}) => {
    const S = SYSTEMS[order[n++ % order.length]];
    const run = addDays('2026-10-26', rng.int(0, 24));
    const age = Math.floor((Date.parse(run) - Date.parse(p.dob)) / (365.25 * 864e5));
    return {
      p,
      S,
      rows,
      name: nameAs(p, rng.pick(['LAST_FIRST_MI', 'LAST_FIRST', 'last_first_middle'])),
      mrn: `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`,
      dobDs: rng.pick(['us', 'us_nz']),
      age,
      pcp: rng.pick(['Baxter, Leonora MD', 'Ilunga, Patrice DO', 'Fairbanks, Corey MD', 'Unassigned']),
      ptype: rng.pick(['Employee health', 'Outpatient', 'Employee / Outpatient']),
      run,
      runTime: `${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      requestedBy: rng.chance(0.5) ? S.roi : S.reviewer,
      roiNo: `ROI-${run.slice(0, 4)}-${rng.digits(5)}`,
      reconciled: addDays(run, -rng.int(3, 90)),
      recNote: o.recNote || 'no additional doses found',
      reviewed: addDays(run, -rng.int(0, 2)),
      revSig: S.reviewer.split(',')[0],
      sigFont: rng.pick(SIGS),
      printedBy: S.user,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.dejavu]),
    };
  };
  const data = (doses, kinds = {}) => {
    const o = { record_type: 'immunization_record' };
    [...doses]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .forEach((x, i) => {
        o[`doses.${i}.date`] = x.date;
        o[`doses.${i}.manufacturer`] = P[x.p][5];
        if (kinds[i]) o[`doses.${i}.kind`] = kinds[i];
      });
    return o;
  };
  const gap = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / 864e5);
  const out = [];

  // 1 — Pfizer x2 at the staff clinic + a COMIRNATY 2023-2024 dose, newest first among flu / Tdap rows (text PDF)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2020-12-21', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(21, 25));
    const d3 = addDays('2023-09-28', rng.int(0, 45));
    const doses = [
      covidRow(S, 'pfizer', d1),
      covidRow(S, 'pfizer', d2),
      covidRow(S, 'comirnaty23', d3, { at: S.pharmacy }),
    ];
    const f = mk(p, [...background(S, p), ...doses]);
    out.push({
      key: 'pfizer-two-staff-clinic-comirnaty-2023',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: { ...data(doses, { 2: 'booster' }), ...personData() },
      note: `${S.layout === 'group' ? 'grouped' : 'newest-first'} report: Pfizer (CVX 208) ${d1} and ${d2} (${gap(d1, d2)} days) at ${S.clinic}, then COMIRNATY 2023-2024 (CVX 309) ${d3}; influenza, Tdap and hepatitis B rows, lot expiries, run, reconciliation and review dates are not COVID-19 doses`,
    });
  }

  // 2 — Moderna x2 reported from a county POD (historical, no vaccinator) + SPIKEVAX 2023-2024 given here (photo)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2021-01-11', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(28, 35));
    const d3 = addDays('2023-10-02', rng.int(0, 60));
    const pod = rng.pick([
      'County Health Dept \u2013 Fairgrounds POD (per CDC card)',
      'State mass vaccination site, Convention Center (per CDC card)',
    ]);
    const doses = [
      covidRow(S, 'moderna', d1, { at: pod, by: '', status: 'Historical \u2013 reported', noExp: true }),
      covidRow(S, 'moderna', d2, { at: pod, by: '', status: 'Historical \u2013 reported', noExp: true }),
      covidRow(S, 'spikevax23', d3),
    ];
    const f = mk(p, [...background(S, p), ...doses]);
    out.push({
      key: 'moderna-two-historical-pod-spikevax-2023',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['missing dose administrator'],
      data: { ...data(doses, { 2: 'booster' }), ...personData() },
      note: `Moderna (CVX 207) ${d1} and ${d2} (${gap(d1, d2)} days) are historical rows with the H flag: no vaccinator, but the administering site "${pod}" is documented; SPIKEVAX 2023-2024 (CVX 312) ${d3} given at ${S.clinic}`,
    });
  }

  // 3 — Novavax x2 from the state IIS (pharmacy) + Novavax 2023-2024 (text PDF)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2022-07-25', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(21, 30));
    const d3 = addDays('2023-10-16', rng.int(0, 40));
    const ph = rng.pick(['Hearthstone Pharmacy #2286', 'Meridian Drug #0417', 'Kessler Family Pharmacy']);
    const rph = rng.pick(['Anand Rao, RPh', 'Colleen Marsh, PharmD', 'Victor Ebo, RPh']);
    const doses = [
      covidRow(S, 'novavax', d1, {
        at: `${ph} (via ${S.iis})`,
        by: rph,
        status: 'Historical \u2013 IIS',
        dose: '0.5 mL IM',
      }),
      covidRow(S, 'novavax', d2, {
        at: `${ph} (via ${S.iis})`,
        by: rph,
        status: 'Historical \u2013 IIS',
        dose: '0.5 mL IM',
      }),
      covidRow(S, 'novavax23', d3, { dose: '0.5 mL IM L deltoid' }),
    ];
    const f = mk(p, [...background(S, p), ...doses], {
      recNote: '2 COVID-19 doses imported from the registry',
    });
    out.push({
      key: 'novavax-two-from-iis-novavax-2023',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: { ...data(doses, { 2: 'booster' }), ...personData() },
      note: `Novavax (CVX 211) ${d1} and ${d2} (${gap(d1, d2)} days, at least 21) imported from the state registry, given at ${ph} by ${rph}; Novavax 2023-2024 (CVX 313) ${d3} at the hospital`,
    });
  }

  // 4 — Moderna doses 20 days apart at the staff clinic (fax)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2021-01-04', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(19, 22));
    const doses = [covidRow(S, 'moderna', d1), covidRow(S, 'moderna', d2)];
    const f = mk(p, [...background(S, p), ...doses]);
    out.push({
      key: 'moderna-doses-too-close',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['insufficient waiting period'],
      data: { ...data(doses), ...personData() },
      note: `Moderna (CVX 207) ${d1} and ${d2}: ${gap(d1, d2)} days apart, below the 28-day interval less the 4-day grace (24 days)`,
    });
  }

  // 5 — Pfizer dose 2 entered in error (struck through); only one valid dose (scanned PDF)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2021-02-08', rng.int(0, 60));
    const wrong = addDays(d1, rng.int(21, 28));
    const doses = [covidRow(S, 'pfizer', d1)];
    const err = covidRow(S, 'pfizer', wrong, {
      status: 'Entered in error',
      reason: rng.pick(['documented on wrong patient', 'duplicate of outside record \u2013 not given']),
    });
    const f = mk(p, [...background(S, p), ...doses, err], { recNote: 'registry shows 1 COVID-19 dose' });
    out.push({
      key: 'pfizer-dose-two-entered-in-error',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['not enough doses'],
      forbidden: ['insufficient waiting period'],
      data: { ...data(doses), ...personData() },
      note: `one valid Pfizer dose ${d1}; the second Pfizer row ${wrong} is struck through and marked "Entered in error" (${err.reason}), so it is not a dose; the reconciliation line agrees (1 dose)`,
    });
  }

  // 6 — CoronaVac x2 given abroad (historical) + a COMIRNATY 2023-2024 dose here (text PDF)
  {
    const p = k.person();
    const S = nextS();
    const d1 = addDays('2021-05-03', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(28, 35));
    const d3 = addDays('2023-10-09', rng.int(0, 50));
    const abroad = rng.pick([
      'Outside US \u2013 Quezon City Health Dept, Philippines (card reviewed)',
      'Outside US \u2013 UBS Vila Mariana, S\u00e3o Paulo, Brazil (card reviewed)',
    ]);
    const doses = [
      covidRow(S, 'coronavac', d1, {
        at: abroad,
        by: '',
        status: 'Historical \u2013 reported',
        noExp: true,
        dose: '0.5 mL IM',
      }),
      covidRow(S, 'coronavac', d2, {
        at: abroad,
        by: '',
        status: 'Historical \u2013 reported',
        noExp: true,
        dose: '0.5 mL IM',
      }),
      covidRow(S, 'comirnaty23', d3),
    ];
    const f = mk(p, [...background(S, p, { fluYears: [2025, 2026] }), ...doses]);
    out.push({
      key: 'coronavac-two-abroad-then-comirnaty',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported manufacturer'],
      data: { ...data(doses), ...personData() },
      note: `the primary series is two CoronaVac doses (CVX 511, Sinovac, non-US) ${d1} and ${d2} given abroad: manufacturer "other", not accepted; the single COMIRNATY 2023-2024 dose ${d3} does not make a two-dose Pfizer series (not enough doses / unsupported dose combination may also be reported)`,
    });
  }
  return out;
}
