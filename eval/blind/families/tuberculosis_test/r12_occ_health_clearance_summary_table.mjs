// A hospital Employee Occupational Health "Pre-Placement Health Clearance Summary" exported from its employee-health
// system. A captions-left / values-right grid names the worker, then one screenings table lists every requirement
// on its own row (hepatitis B, MMR, varicella, TB, respirator fit test, drug screen, sometimes a chest film) under
// the columns Screening / Method / Administered / Date Read / Resulted / Reading (mm) / Outcome / Clinician or
// Laboratory. The TB row is never the first; its method and clinician cells wrap onto two lines. The export's own
// timestamp, the reviewer's sign-off date and the other rows' dates are not the TB test's dates.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r12_occ_health_clearance_summary_table',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'Hospital Employee Occupational Health Pre-Placement Health Clearance Summary export: captions-left employee grid, one screenings table (Screening / Method / Administered / Date Read / Resulted / Reading (mm) / Outcome / Clinician or Laboratory) with hepatitis B, MMR, varicella, TB (TST or QuantiFERON, wrapped cells, never first), respirator fit, drug screen and sometimes a chest radiograph row; export timestamp and reviewer sign-off dates nearby',
};

const HOSPITALS = [
  {
    name: 'St. Brendan Regional Medical Center',
    dept: 'Employee Occupational Health Services',
    addr: '4120 Meridian Ave, Omaha, NE 68102',
    phone: '(402) 555-0147',
    color: '#234e70',
    sys: 'EOHS Clearance Module 5.2',
  },
  {
    name: 'Lakeshore Baptist Health System',
    dept: 'Workforce Health & Safety',
    addr: '900 Lindell Blvd, Madison, WI 53703',
    phone: '(608) 555-0190',
    color: '#5a2a6e',
    sys: 'WorkWell EHS export',
  },
  {
    name: 'Desert Vista University Hospital',
    dept: 'Occupational Medicine — Employee Health',
    addr: '2250 Saddleback Way, Mesa, AZ 85201',
    phone: '(480) 555-0133',
    color: '#7a3b12',
    sys: 'CareForce Employee Health 2026.1',
  },
];
const NURSES = ['Janelle Ortiz, RN', 'Marcus Feld, LPN', 'Corinne Albee, RN, COHN', 'Teodoro Vance, RN'];
const LABS = [
  'Northbridge Reference Laboratory, CLIA 28D0947713',
  'Prairie Clinical Labs, CLIA 52D2210448',
  'Sonoran Pathology Associates, CLIA 03D1183320',
];
const REVIEWERS = ['Dr. Alison Whitcombe, MD', 'Harold Nyberg, NP', 'Dr. Sunita Pereira, DO'];

function render(f) {
  const h = f.hosp;
  const css = `
  .top { display:flex; justify-content:space-between; font-size:7.8pt; color:#555; border-bottom:1px solid #ccc; padding-bottom:2px; }
  .hd { display:flex; align-items:center; gap:10px; margin-top:8px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${h.color}; }
  .hd .s { font-size:8.5pt; color:#333; }
  .ti { font-size:13pt; font-weight:bold; margin:12px 0 6px; letter-spacing:.3px; }
  table.kv { font-size:9pt; margin-bottom:10px; width:70%; }
  table.kv td { padding:2px 8px 2px 0; vertical-align:top; }
  table.kv td.c { color:#555; width:34%; }
  table.sc { width:100%; font-size:8.3pt; }
  table.sc th { background:${h.color}; color:#fff; text-align:left; padding:4px 4px; font-size:7.9pt; vertical-align:bottom; }
  table.sc td { border-bottom:1px solid #bbb; padding:4px 4px; vertical-align:top; }
  table.sc tr:nth-child(even) td { background:#f4f6f8; }
  .st { margin-top:12px; font-size:9.5pt; border:1px solid #999; padding:6px 10px; }
  .ft { margin-top:14px; font-size:7.5pt; color:#555; line-height:1.35; }`;
  const kv = f.kv.map(([c, v]) => `<tr><td class="c">${esc(c)}</td><td>${esc(v)}</td></tr>`).join('');
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td><b>${esc(r.screen)}</b></td><td style="width:19%">${esc(r.method)}</td><td>${esc(r.adm)}</td><td>${esc(r.read)}</td><td style="text-align:center">${esc(r.mm)}</td><td>${esc(r.outcome)}</td><td style="width:20%">${esc(r.by)}</td></tr>`,
    )
    .join('');
  const body = `<div class="top"><span>${esc(h.sys)} — report generated ${esc(f.generated)}</span><span>Page 1 of 1</span></div>
  <div class="hd">${logo({ initials: h.name.split(' ')[0].slice(0, 2).toUpperCase(), color: h.color, shape: 'square', size: 40 })}
  <div><div class="n">${esc(h.name)}</div><div class="s">${esc(h.dept)} · ${esc(h.addr)} · ${esc(h.phone)}</div></div></div>
  <div class="ti">Pre-Placement Health Clearance Summary</div>
  <table class="kv">${kv}</table>
  <table class="sc"><tr><th>Screening</th><th>Method</th><th>Administered</th><th>Date Read / Resulted</th><th>Reading (mm)</th><th>Outcome</th><th>Clinician / Laboratory</th></tr>${rows}</table>
  <div class="st"><b>Clearance status:</b> ${esc(f.status)}<br><span style="font-size:8.5pt">Reviewed by ${esc(f.reviewer)} on ${esc(f.reviewed)}</span></div>
  <div class="ft">Dates are MM/DD/YYYY. Tuberculin skin tests are read 48–72 hours after placement; induration is recorded in millimetres. IGRA results are reported by the performing laboratory. This summary is released to the contracting agency with the worker's signed authorization on file. Questions: ${esc(h.dept)}, ${esc(h.phone)}.</div>`;
  return page({
    title: 'Pre-Placement Health Clearance Summary',
    body,
    css,
    font: FONTS.carlito,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const w = (x) => fmt(x, 'us');
  /** tb: array of row objects for TB (one, or a TST and a chest film); anchor: a date near the TB test. */
  const make = (p, tb, anchor, o = {}) => {
    const hosp = rng.pick(HOSPITALS);
    const lab = rng.pick(LABS);
    const nurse = rng.pick(NURSES);
    const other = (n) => addDays(anchor, rng.int(-n, 3));
    const hepb = other(20);
    const mmr = other(20);
    const fit = other(10);
    const drug = other(10);
    const rowsOther = [
      {
        screen: 'Hepatitis B',
        method: 'Anti-HBs quantitative serology',
        adm: w(hepb),
        read: w(addDays(hepb, 2)),
        mm: '—',
        outcome: `Immune (${rng.int(34, 480)} mIU/mL)`,
        by: lab,
      },
      {
        screen: 'Measles / Mumps / Rubella',
        method: 'IgG serology, three antigens',
        adm: w(mmr),
        read: w(addDays(mmr, 3)),
        mm: '—',
        outcome: 'Immune',
        by: lab,
      },
      {
        screen: 'Varicella',
        method: 'Documented 2-dose vaccine history',
        adm: '—',
        read: '—',
        mm: '—',
        outcome: 'Meets requirement',
        by: 'Records review',
      },
    ];
    const rowsAfter = [
      {
        screen: 'Respirator fit test',
        method: 'N95 (3M 1870+), qualitative',
        adm: w(fit),
        read: '—',
        mm: '—',
        outcome: 'Pass',
        by: rng.pick(NURSES),
      },
      {
        screen: 'Drug screen',
        method: '10-panel urine, MRO reviewed',
        adm: w(drug),
        read: w(addDays(drug, rng.int(2, 4))),
        mm: '—',
        outcome: 'Negative',
        by: 'MRO: Dr. Leon Acheson',
      },
    ];
    const tbRows = tb.map((t) => ({ ...t, by: t.by === 'LAB' ? lab : t.by === 'NURSE' ? nurse : t.by }));
    const pos = o.tbPos ?? rng.int(1, 3);
    const rows = [...rowsOther.slice(0, pos), ...tbRows, ...rowsOther.slice(pos), ...rowsAfter];
    const last = addDays(anchor, rng.int(6, 12));
    const generated = o.generated || addDays(last, rng.int(2, 20));
    return {
      hosp,
      lab,
      nurse,
      kv: [
        ['Employee name', nameAs(p, rng.pick(['last_first_mi', 'LAST_FIRST', 'first_mi_last']))],
        ['Employee ID', `E${rng.digits(6)}`],
        ['Date of birth', w(p.dob)],
        ['Position', rng.pick(['RN — Float Pool (contract)', 'Patient Care Tech', 'LPN — Rehab Unit'])],
        ['Department', rng.pick(['Nursing Resource Office', 'Med/Surg 4 West', 'Inpatient Rehabilitation'])],
        ['Agency', rng.pick(['Meridian Clinical Staffing', 'BrightPath Nurses Inc.', 'TruCare Travel'])],
      ],
      rows,
      status: o.status || 'Cleared for placement',
      reviewer: rng.pick(REVIEWERS),
      reviewed: w(last),
      generated: `${w(generated)} ${rng.int(7, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    };
  };
  const tst = (placed, days, mm, by = 'NURSE') => ({
    screen: 'Tuberculosis',
    method: 'Tuberculin skin test (Mantoux, 5 TU PPD), left forearm',
    adm: w(placed),
    read: w(addDays(placed, days)),
    mm: String(mm),
    outcome: mm >= 10 ? 'Positive' : 'Negative',
    by,
  });
  const out = [];

  // 1 — negative TST, TB row third or fourth
  let p = k.person();
  let placed = addDays('2026-05-11', rng.int(0, 150));
  let f = make(p, [{ ...tst(placed, 2, 0), by: 'NURSE' }], placed, { tbPos: 3 });
  f.rows.find((r) => r.screen === 'Tuberculosis').by = `Placed and read by ${f.nurse}`;
  out.push({
    key: 'tst-negative-row-four',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': placed,
      'tests.0.report_date': addDays(placed, 2),
      'tests.0.induration_mm': 0,
      ...personData(),
    },
    note: 'the TB row is the fourth screening; its placed / read dates are in the Administered and Date Read columns; the serology and fit-test dates and the review date are not TB dates',
  });

  // 2 — QuantiFERON negative, lab as administrator
  p = k.person();
  const coll = addDays('2026-04-20', rng.int(0, 170));
  const res = addDays(coll, rng.int(1, 3));
  f = make(
    p,
    [
      {
        screen: 'Tuberculosis',
        method: 'QuantiFERON-TB Gold Plus (IGRA), blood',
        adm: w(coll),
        read: w(res),
        mm: '—',
        outcome: 'Negative (TB1/TB2 − Nil < 0.35 IU/mL)',
        by: 'LAB',
      },
    ],
    coll,
  );
  out.push({
    key: 'igra-negative-lab-row',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': coll,
      'tests.0.report_date': res,
      ...personData(),
    },
    note: 'blood test: collected in Administered, resulted in Date Read / Resulted; the performing laboratory in the last column is the administrator',
  });

  // 3 — positive TST cleared by chest film row
  p = k.person();
  placed = addDays('2026-03-02', rng.int(0, 150));
  const cxr = addDays(placed, rng.int(4, 12));
  const mm = rng.pick([12, 14, 17]);
  f = make(
    p,
    [
      { ...tst(placed, 2, mm), by: `Placed by ${rng.pick(NURSES)}; read by ${rng.pick(NURSES)}` },
      {
        screen: 'Chest radiograph',
        method: 'PA and lateral, follow-up of positive TST',
        adm: w(cxr),
        read: w(addDays(cxr, 1)),
        mm: '—',
        outcome: 'No evidence of active pulmonary tuberculosis',
        by: 'Radiology: Dr. K. Imanishi',
      },
    ],
    placed,
    { status: 'Cleared — positive TST with negative chest radiograph; annual symptom review' },
  );
  out.push({
    key: 'tst-positive-chest-film-clear',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': mm,
      'tests.1.type': 'xray',
      'tests.1.result': 'negative',
      ...personData(),
    },
    note: `TST ${mm} mm Positive, then a chest radiograph row reporting no active disease (accept_xray default)`,
  });

  // 4 — read on day 5
  p = k.person();
  placed = addDays('2026-06-01', rng.int(0, 120));
  const days = rng.pick([4, 5]);
  f = make(p, [tst(placed, days, 0)], placed, { status: 'Pending — clinician review' });
  out.push({
    key: 'tst-read-after-72-hours',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': placed, 'tests.0.report_date': addDays(placed, days) },
    note: `read ${days} days after placement, outside 48–72 h`,
  });

  // 5 — IGRA indeterminate
  p = k.person();
  const c2 = addDays('2026-05-18', rng.int(0, 150));
  f = make(
    p,
    [
      {
        screen: 'Tuberculosis',
        method: 'QuantiFERON-TB Gold Plus (IGRA), blood',
        adm: w(c2),
        read: w(addDays(c2, 2)),
        mm: '—',
        outcome: 'Indeterminate (mitogen response low); redraw advised',
        by: 'LAB',
      },
    ],
    c2,
    { status: 'Pending — repeat TB blood test' },
  );
  out.push({
    key: 'igra-indeterminate',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate', 'tests.0.exam_date': c2 },
  });

  // 6 — last year's TST on a recent summary
  p = k.person();
  placed = addDays('2025-06-09', rng.int(0, 120));
  f = make(p, [tst(placed, 2, 0)], addDays('2026-10-05', rng.int(0, 20)), {
    status: 'Annual TB screening due',
  });
  out.push({
    key: 'tst-more-than-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.exam_date': placed, 'tests.0.result': 'negative' },
    note: 'the other screenings and the review are from autumn 2026, but the TB skin test was placed more than 365 days before valid_on',
  });
  // digital documents first: four text PDFs, two scans
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
