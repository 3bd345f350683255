// An EHR "Results Review" print in its cumulative (flowsheet) view, as a clinic's front desk prints it for a
// worker: print line (printed by, date and time, page x of y), patient banner (LAST, First M / DOB and age / MRN /
// sex / PCP), the filter that was applied, then one grid with the components down the left (units and reference
// range beside them) and the draws across as columns, NEWEST COLUMN LEFT, each headed only by its collection date and
// time. The grid is broken into sections (hematology, chemistry, serology / immunity, TB screening by IGRA or a
// point-of-care tuberculin skin test documented as rows). Which column holds the TB test differs: the newest draw may
// be a later chemistry panel, and an older column may hold last year's IGRA. Under the grid an order-details table
// resolves each column to its accession, collected and resulted times, ordering clinician and performing lab (the
// lab of the TB column is the administrator), then result comments keyed to the TB column. After a positive IGRA a
// second page holds the imaging result (chest radiograph report with impression and radiologist's e-signature).
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r17_ehr_results_review_cumulative_flowsheet',
  split: 'tuning',
  renderings: { text_pdf: 65, scanned_pdf: 20, photo: 15 },
  description:
    "EHR \"Results Review\" cumulative flowsheet print: print line with its own date and user, patient banner (LAST, First M / DOB / MRN / PCP), filter echo, one grid of components down (units, reference range) and draws across as columns headed only by collection date-time, newest column left, in sections (hematology, chemistry, serology / immunity, TB screening as QuantiFERON-TB Gold Plus or T-SPOT.TB component rows, or a point-of-care tuberculin skin test as placed / read / mm / interpretation rows); an order-details table resolving each column to accession, collected / resulted, ordering clinician and performing lab, and result comments; the TB column is not always the newest and an older column may hold last year's IGRA; after a positive IGRA a page 2 with the chest radiograph report; variants negative QFT newest, negative QFT behind a later chemistry draw with last year's QFT further right, positive QFT with a clear chest film on page 2, indeterminate QFT (low mitogen), a T-SPOT.TB over a year old among this year's draws, a skin test read on day four",
};

const SYSTEMS = [
  {
    org: 'Cedar Valley Medical Group',
    app: 'ChartView Clinical 24.2',
    color: '#1f4e79',
    addr: '1880 Harmon Blvd, Knoxville, TN 37916',
    users: ['FRONTDESK\\mwhitley', 'HIM\\aprescott', 'CVMG\\rjanssen'],
    pcp: ['Okonjo, Adaeze, MD', 'Brandt, Lowell, DO', 'Feliciano, Rosa, NP'],
    poc: 'Cedar Valley Employee & Occupational Health (point of care)',
  },
  {
    org: 'Juniper Ridge Health Partners',
    app: 'Juniper EHR · Results Review',
    color: '#3d5a2a',
    addr: '640 Pioneer Way, Provo, UT 84601',
    users: ['JRHP\\kdelacruz', 'ROI\\tsandoval', 'JRHP\\bfoss'],
    pcp: ['Haddock, Simone, MD', 'Varga, Peter, PA-C', 'Nakashima, Iris, MD'],
    poc: 'Juniper Ridge WorkWell Clinic (point of care)',
  },
  {
    org: 'Bellwether Community Physicians',
    app: 'MedLedger Chart 11 — Cumulative Results',
    color: '#6b2d5c',
    addr: '95 Bellwether Ct, Worcester, MA 01608',
    users: ['BCP\\lrandolph', 'BCP\\ecastor', 'MEDREC\\jhuang'],
    pcp: ['Osterhout, Dana, MD', 'Ramaswamy, Vikram, MD', 'Keel, Harriet, NP'],
    poc: 'Bellwether Employee Health Office (point of care)',
  },
];
const LABS = [
  'Tamarack Reference Laboratories, 3300 Tamarack Dr, Boise ID 83702 · CLIA 13D0981274',
  'Northgate Clinical Lab Services, 12 Old Quarry Rd, Albany NY 12206 · CLIA 33D2049918',
  'Summit Pathology Partners, 715 Whitcomb St, Tulsa OK 74103 · CLIA 37D1127805',
];
const INHOUSE = 'In-house core laboratory';
const ORDERING = [
  'Okafor-Reyes, Lina, MD',
  'Castile, Brendan, NP',
  'Whitcombe, Alison, MD',
  'Pruitt, Gordon, PA-C',
];
const RADS = ['Imanishi, Kenta, MD', 'Delacroix, Vivienne, MD', 'Abernethy, Sloane, MD'];

const p2 = (n) => String(n).padStart(2, '0');
/** MM/DD/YY as cumulative views print column heads. */
const mdy2 = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y.slice(2)}`;
};
const hhmm = (h, m) => `${p2(h)}${p2(m)}`;

function render(f) {
  const s = f.sys;
  const css = `
  .pl { display:flex; justify-content:space-between; font-size:7.4pt; color:#444; border-bottom:1px solid #bbb; padding-bottom:2px; }
  .ob { display:flex; align-items:center; gap:8px; margin-top:6px; }
  .ob .n { font-size:12.5pt; font-weight:bold; color:${s.color}; } .ob .a { font-size:7.8pt; color:#444; }
  .ban { display:grid; grid-template-columns: 2.2fr 1.3fr 1fr 0.6fr 1.6fr; gap:2px 10px; background:#eef1f5; border:1px solid #b9c2cf; padding:5px 8px; margin-top:6px; font-size:9pt; }
  .ban .c { font-size:6.8pt; color:#5a6270; text-transform:uppercase; letter-spacing:.3px; }
  .ban .v { font-weight:bold; }
  .ti { margin:9px 0 2px; font-size:12pt; font-weight:bold; }
  .fi { font-size:7.8pt; color:#444; margin-bottom:5px; }
  table.g { width:100%; font-size:8pt; }
  table.g th { background:${s.color}; color:#fff; font-weight:normal; padding:3px 4px; text-align:center; font-size:7.6pt; border:1px solid #fff; line-height:1.2; }
  table.g th.l { text-align:left; }
  table.g td { border:1px solid #c7cdd6; padding:2px 4px; vertical-align:top; }
  table.g td.v { text-align:center; width:${f.colWidth}; }
  table.g td.u { color:#444; font-size:7.4pt; }
  table.g tr.sec td { background:#dfe5ee; font-weight:bold; font-size:7.8pt; letter-spacing:.3px; }
  .fl { font-weight:bold; color:#b00020; }
  h4 { font-size:9pt; margin:10px 0 3px; }
  table.od { width:100%; font-size:7.6pt; }
  table.od th { text-align:left; border-bottom:1.5px solid #555; padding:2px 4px; font-size:7.3pt; }
  table.od td { border-bottom:1px solid #ddd; padding:2px 4px; vertical-align:top; }
  .cm { font-size:7.8pt; line-height:1.35; border:1px solid #ccc; background:#fafafa; padding:4px 7px; }
  .leg { font-size:7pt; color:#555; margin-top:6px; }
  .rad { font-size:9.2pt; line-height:1.45; }
  .rad .k { color:#555; display:inline-block; width:130px; }
  .rad .box { border:1px solid #bbb; padding:6px 10px; margin-top:6px; }`;
  const heads = f.cols.map((c) => `<th>${esc(mdy2(c.collected))}<br>${esc(c.time)}</th>`).join('');
  const body1 = f.sections
    .map(
      (sec) =>
        `<tr class="sec"><td colspan="${3 + f.cols.length}">${esc(sec.title)}</td></tr>` +
        sec.rows
          .map(
            (r) =>
              `<tr><td>${esc(r.name)}</td><td class="u">${esc(r.units || '')}</td><td class="u">${esc(r.range || '')}</td>${f.cols
                .map((c) => {
                  const v = r.vals[c.key];
                  if (v === undefined) return '<td class="v"></td>';
                  const fl = r.flags?.[c.key];
                  return `<td class="v">${esc(v)}${fl ? ` <span class="fl">${esc(fl)}</span>` : ''}</td>`;
                })
                .join('')}</tr>`,
          )
          .join(''),
    )
    .join('');
  const od = f.cols
    .map(
      (c) =>
        `<tr><td>${esc(mdy2(c.collected))} ${esc(c.time)}</td><td>${esc(c.acc)}</td><td>${esc(c.panels)}</td><td>${esc(fmt(c.resulted, 'us'))} ${esc(c.rtime)}</td><td>${esc(c.orderedBy)}</td><td>${esc(c.lab)}</td></tr>`,
    )
    .join('');
  const banner = `<div class="pl"><span>${esc(s.app)} — Printed by ${esc(f.user)} on ${esc(fmt(f.printed, 'us'))} ${esc(f.ptime)}</span><span>Page 1 of ${f.page2 ? 2 : 1}</span></div>
  <div class="ob">${logo({
    initials: s.org
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 3),
    color: s.color,
    shape: 'square',
    size: 34,
  })}<div><div class="n">${esc(s.org)}</div><div class="a">${esc(s.addr)}</div></div></div>
  <div class="ban"><div><div class="c">Patient</div><div class="v">${esc(f.pname)}</div></div><div><div class="c">DOB (age)</div><div class="v">${esc(fmt(f.dob, 'us'))} (${f.age} y)</div></div><div><div class="c">MRN</div><div class="v">${esc(f.mrn)}</div></div><div><div class="c">Sex</div><div class="v">${esc(f.sex)}</div></div><div><div class="c">PCP</div><div class="v">${esc(f.pcp)}</div></div></div>`;
  const p1 = `${banner}
  <div class="ti">Results Review — Cumulative</div>
  <div class="fi">Filter: ${esc(f.filter)} · Columns: collection date / time, newest first · Final and corrected results only</div>
  <table class="g"><tr><th class="l">Component</th><th class="l">Units</th><th class="l">Ref. range</th>${heads}</tr>${body1}</table>
  <h4>Order details</h4>
  <table class="od"><tr><th>Collected</th><th>Accession</th><th>Order(s)</th><th>Resulted</th><th>Ordering clinician</th><th>Performing lab</th></tr>${od}</table>
  <h4>Result comments</h4>
  <div class="cm">${f.comments.map((c) => `<div><b>${esc(c.head)}</b> ${esc(c.text)}</div>`).join('')}</div>
  <div class="leg">Flags: H = high · L = low · A = abnormal · C = corrected. A blank cell means the component was not resulted on that draw. Reference ranges are those of the performing lab on the newest draw. This print is a copy of the legal medical record released at the patient's request.</div>`;
  let p2html = '';
  if (f.page2) {
    const x = f.page2;
    p2html = `<div class="pb"></div>${banner.replace('Page 1 of 2', 'Page 2 of 2')}
    <div class="ti">Results Review — Imaging</div>
    <div class="fi">Filter: ${esc(f.filter)} · Radiology · Final reports</div>
    <div class="rad"><div class="box">
    <div><span class="k">Exam</span><b>${esc(x.exam)}</b></div>
    <div><span class="k">Accession</span>${esc(x.acc)}</div>
    <div><span class="k">Exam date / time</span>${esc(fmt(x.date, 'us'))} ${esc(x.time)}</div>
    <div><span class="k">Ordering clinician</span>${esc(x.orderedBy)}</div>
    <div><span class="k">Indication</span>${esc(x.indication)}</div>
    <div><span class="k">Comparison</span>None available.</div>
    <p><b>Findings:</b> ${esc(x.findings)}</p>
    <p><b>IMPRESSION:</b> ${esc(x.impression)}</p>
    <div style="font-size:8.2pt;color:#333;margin-top:8px">Electronically signed by ${esc(x.rad)} (Radiologist) on ${esc(fmt(x.signed, 'us'))} ${esc(x.stime)}. ${esc(x.site)}</div>
    </div></div>`;
  }
  return page({ title: 'Results Review', body: p1 + p2html, css, font: FONTS.roboto, margin: '0.45in' });
}

// ---- the non-TB draws -------------------------------------------------------------------------------------------
function r1(rng, lo, hi, dp = 1) {
  return rng.float(lo, hi).toFixed(dp);
}
function otherSections(rng, keys) {
  // keys: { cbc: colKey|null, cmp: colKey|null, sero: colKey|null, lipid: colKey|null }
  const val = (k, v) => (k ? { [k]: v } : {});
  const secs = [];
  const cbc = keys.cbc || [];
  if (cbc.length) {
    const row = (name, units, range, gen) => ({
      name,
      units,
      range,
      vals: Object.assign({}, ...cbc.map((k) => val(k, gen()))),
    });
    secs.push({
      title: 'HEMATOLOGY — CBC',
      rows: [
        row('WBC', 'K/uL', '4.0–11.0', () => r1(rng, 4.6, 9.8)),
        row('Hemoglobin', 'g/dL', '12.0–16.0', () => r1(rng, 12.4, 15.6)),
        row('Hematocrit', '%', '36.0–46.0', () => r1(rng, 37, 45)),
        row('Platelets', 'K/uL', '150–400', () => String(rng.int(170, 360))),
      ],
    });
  }
  const cmp = keys.cmp || [];
  if (cmp.length) {
    const row = (name, units, range, gen, hiFlag) => {
      const vals = {};
      const flags = {};
      for (const k of cmp) {
        const v = gen();
        vals[k] = v;
        if (hiFlag && Number(v) > hiFlag) flags[k] = 'H';
      }
      return { name, units, range, vals, flags };
    };
    secs.push({
      title: 'CHEMISTRY — BASIC METABOLIC / HEPATIC',
      rows: [
        row('Glucose', 'mg/dL', '70–99', () => String(rng.int(78, 112)), 99),
        row('Creatinine', 'mg/dL', '0.60–1.20', () => r1(rng, 0.62, 1.1, 2)),
        row('ALT', 'U/L', '7–52', () => String(rng.int(12, 44))),
        row('Potassium', 'mmol/L', '3.5–5.1', () => r1(rng, 3.7, 4.9)),
      ],
    });
  }
  const lip = keys.lipid || [];
  if (lip.length) {
    secs.push({
      title: 'LIPIDS',
      rows: [
        {
          name: 'Cholesterol, total',
          units: 'mg/dL',
          range: '<200',
          vals: Object.assign({}, ...lip.map((k) => val(k, String(rng.int(158, 224))))),
        },
        {
          name: 'LDL, calculated',
          units: 'mg/dL',
          range: '<100',
          vals: Object.assign({}, ...lip.map((k) => val(k, String(rng.int(84, 139))))),
        },
      ],
    });
  }
  const sero = keys.sero || [];
  if (sero.length) {
    secs.push({
      title: 'SEROLOGY / IMMUNITY',
      rows: [
        {
          name: 'Hepatitis B surface Ab, quant.',
          units: 'mIU/mL',
          range: '≥10 immune',
          vals: Object.assign({}, ...sero.map((k) => val(k, String(rng.int(42, 640))))),
        },
        {
          name: 'Measles (rubeola) IgG',
          units: '',
          range: 'Immune',
          vals: Object.assign({}, ...sero.map((k) => val(k, 'Immune'))),
        },
        {
          name: 'Varicella-zoster IgG',
          units: '',
          range: 'Immune',
          vals: Object.assign({}, ...sero.map((k) => val(k, 'Immune'))),
        },
      ],
    });
  }
  return secs;
}

/** QuantiFERON rows for the given columns: results { colKey: 'negative'|'positive'|'indeterminate' }. */
function qftSection(rng, results) {
  const rows = {
    nil: { name: 'QFT-Plus Nil', units: 'IU/mL', range: '≤8.00', vals: {}, flags: {} },
    tb1: { name: 'QFT-Plus TB1 Ag minus Nil', units: 'IU/mL', range: '<0.35', vals: {}, flags: {} },
    tb2: { name: 'QFT-Plus TB2 Ag minus Nil', units: 'IU/mL', range: '<0.35', vals: {}, flags: {} },
    mit: { name: 'QFT-Plus Mitogen minus Nil', units: 'IU/mL', range: '≥0.50', vals: {}, flags: {} },
    res: { name: 'QuantiFERON-TB Gold Plus', units: '', range: 'Negative', vals: {}, flags: {} },
  };
  for (const [k, r] of Object.entries(results)) {
    if (r === 'negative') {
      rows.nil.vals[k] = r1(rng, 0.02, 0.14, 2);
      rows.tb1.vals[k] = r1(rng, 0, 0.09, 2);
      rows.tb2.vals[k] = r1(rng, 0, 0.11, 2);
      rows.mit.vals[k] = rng.chance(0.5) ? '>10.00' : r1(rng, 4.2, 9.6, 2);
      rows.res.vals[k] = 'Negative';
    } else if (r === 'positive') {
      rows.nil.vals[k] = r1(rng, 0.04, 0.18, 2);
      rows.tb1.vals[k] = r1(rng, 1.1, 3.4, 2);
      rows.tb2.vals[k] = r1(rng, 1.3, 4.1, 2);
      rows.tb1.flags[k] = 'H';
      rows.tb2.flags[k] = 'H';
      rows.mit.vals[k] = '>10.00';
      rows.res.vals[k] = 'Positive';
      rows.res.flags[k] = 'A';
    } else {
      rows.nil.vals[k] = r1(rng, 0.05, 0.2, 2);
      rows.tb1.vals[k] = r1(rng, 0, 0.06, 2);
      rows.tb2.vals[k] = r1(rng, 0, 0.05, 2);
      rows.mit.vals[k] = r1(rng, 0.08, 0.31, 2);
      rows.mit.flags[k] = 'L';
      rows.res.vals[k] = 'Indeterminate';
      rows.res.flags[k] = 'A';
    }
  }
  return {
    title: 'TB SCREENING — INTERFERON-GAMMA RELEASE ASSAY (QUANTIFERON-TB GOLD PLUS)',
    rows: [rows.nil, rows.tb1, rows.tb2, rows.mit, rows.res],
  };
}

function tspotSection(rng, k) {
  return {
    title: 'TB SCREENING — T-SPOT.TB (ELISPOT)',
    rows: [
      { name: 'Nil control', units: 'spots', range: '≤10', vals: { [k]: String(rng.int(0, 2)) } },
      {
        name: 'Panel A (ESAT-6) minus Nil',
        units: 'spots',
        range: '≤4',
        vals: { [k]: String(rng.int(0, 2)) },
      },
      {
        name: 'Panel B (CFP10) minus Nil',
        units: 'spots',
        range: '≤4',
        vals: { [k]: String(rng.int(0, 3)) },
      },
      { name: 'Positive control (mitogen)', units: 'spots', range: '≥20', vals: { [k]: '>20' } },
      { name: 'T-SPOT.TB interpretation', units: '', range: 'Negative', vals: { [k]: 'Negative' } },
    ],
  };
}

function tstSection(k, t) {
  return {
    title: 'TB SCREENING — TUBERCULIN SKIN TEST, MANTOUX (NURSING / POINT OF CARE)',
    rows: [
      { name: 'Placed — date / time', vals: { [k]: `${mdy2(t.placed)} ${t.ptime}` } },
      { name: 'Antigen / lot / site', vals: { [k]: t.antigen } },
      { name: 'Placed by', vals: { [k]: t.placedBy } },
      { name: 'Read — date / time', vals: { [k]: `${mdy2(t.read)} ${t.rtime}` } },
      { name: 'Induration', units: 'mm', range: '<10', vals: { [k]: String(t.mm) } },
      { name: 'TST interpretation', range: 'Negative', vals: { [k]: t.mm >= 10 ? 'Positive' : 'Negative' } },
      { name: 'Read by', vals: { [k]: t.readBy } },
    ],
  };
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const sys = rng.pick(SYSTEMS);
    // a print is never later than the day before valid_on
    let printed = o.printed || addDays('2026-11-03', rng.int(0, 15));
    if (printed > '2026-11-20') printed = addDays('2026-11-20', -rng.int(0, 3));
    const age =
      Number(printed.slice(0, 4)) - Number(p.dob.slice(0, 4)) - (printed.slice(5) < p.dob.slice(5) ? 1 : 0);
    const cols = o.cols.map((c, i) => ({
      key: String.fromCharCode(65 + i),
      time: hhmm(rng.int(7, 11), rng.pick([2, 9, 14, 21, 33, 40, 48, 55])),
      rtime: hhmm(rng.int(12, 18), rng.pick([5, 12, 26, 37, 44, 58])),
      acc: `${rng.letters(2)}${c.collected.slice(2, 4)}-${rng.digits(6)}`,
      orderedBy: rng.pick(ORDERING),
      lab: c.lab || rng.pick([INHOUSE, ...LABS]),
      ...c,
    }));
    const colWidth = cols.length >= 4 ? '12%' : cols.length === 3 ? '14%' : '18%';
    return {
      sys,
      user: rng.pick(sys.users),
      printed,
      ptime: `${rng.int(8, 16)}:${p2(rng.int(0, 59))}`,
      pname: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi', 'LAST_FIRST'])),
      dob: p.dob,
      age,
      mrn: `${rng.pick(['M', 'CV', 'JR'])}${rng.digits(7)}`,
      sex: rng.pick(['F', 'M', 'X']),
      pcp: rng.pick(sys.pcp),
      filter: o.filter || 'Last 24 months · All departments',
      cols,
      colWidth,
      sections: [],
      comments: [],
      page2: null,
    };
  };
  const sortSections = (f, list) => {
    f.sections = list;
  };
  const out = [];

  // 1 — negative QFT in the newest column, two older routine draws to its right
  {
    const p = k.person();
    const coll = addDays('2026-08-24', rng.int(0, 60));
    const res = addDays(coll, rng.int(2, 3));
    const lab = rng.pick(LABS);
    const f = make(p, {
      printed: addDays(res, rng.int(20, 40)),
      cols: [
        {
          collected: coll,
          resulted: res,
          panels: 'QuantiFERON-TB Gold Plus; Hep B sAb; Measles IgG; VZV IgG',
          lab,
        },
        { collected: addDays(coll, -rng.int(90, 150)), resulted: null, panels: 'CBC; Basic metabolic panel' },
        {
          collected: addDays(coll, -rng.int(330, 420)),
          resulted: null,
          panels: 'CBC; Basic metabolic panel; Lipid panel',
        },
      ],
    });
    f.cols[1].resulted = f.cols[1].collected;
    f.cols[2].resulted = addDays(f.cols[2].collected, 1);
    sortSections(f, [
      ...otherSections(rng, { cbc: ['B', 'C'], cmp: ['B', 'C'], lipid: ['C'], sero: ['A'] }),
      qftSection(rng, { A: 'negative' }),
    ]);
    f.comments.push({
      head: `QuantiFERON-TB Gold Plus (${mdy2(coll)}):`,
      text: 'Negative. No IFN-gamma response to M. tuberculosis antigens above the cut-off (TB1 or TB2 minus Nil ≥ 0.35 IU/mL). A negative result does not exclude infection in patients with recent exposure.',
    });
    out.push({
      key: 'qft-negative-newest-column',
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
      note: `the QFT is column A (collected ${coll}, resulted ${res} in the order details); the CBC / chemistry columns and the print date ${f.printed} are other dates; the performing lab in the order details is the administrator`,
      rendering: 'text_pdf',
    });
  }

  // 2 — negative QFT in column B: the newest column is a later chemistry draw; column D has last year's QFT
  {
    const p = k.person();
    const coll = addDays('2026-05-18', rng.int(0, 80));
    const res = addDays(coll, rng.int(1, 3));
    const newer = addDays(coll, rng.int(45, 100));
    const older = addDays(coll, -rng.int(360, 400));
    const mid = addDays(coll, -rng.int(120, 200));
    const lab = rng.pick(LABS);
    const f = make(p, {
      printed: addDays(newer, rng.int(10, 40)),
      cols: [
        { collected: newer, resulted: newer, panels: 'Basic metabolic panel; Lipid panel', lab: INHOUSE },
        {
          collected: coll,
          resulted: res,
          panels: 'QuantiFERON-TB Gold Plus (annual employee screening)',
          lab,
        },
        { collected: mid, resulted: addDays(mid, 1), panels: 'CBC; Basic metabolic panel' },
        {
          collected: older,
          resulted: addDays(older, 2),
          panels: 'QuantiFERON-TB Gold Plus; CBC',
          lab: rng.pick(LABS),
        },
      ],
    });
    sortSections(f, [
      ...otherSections(rng, { cbc: ['C', 'D'], cmp: ['A', 'C'], lipid: ['A'] }),
      qftSection(rng, { B: 'negative', D: 'negative' }),
    ]);
    f.comments.push({
      head: `QuantiFERON-TB Gold Plus (${mdy2(coll)}):`,
      text: 'Negative. Interpretation per manufacturer criteria; mitogen control adequate.',
    });
    f.comments.push({
      head: `QuantiFERON-TB Gold Plus (${mdy2(older)}):`,
      text: 'Negative. Prior annual screening.',
    });
    out.push({
      key: 'qft-negative-behind-newer-chemistry-last-years-qft-right',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['test too old'],
      data: { ...personData() },
      note: `the newest column (${newer}) is a chemistry / lipid draw with no TB rows; the deciding QFT is column B, collected ${coll} (within 365 days of valid_on), negative; column D holds last year's negative QFT (${older}); which tests[] index each QFT takes is not pinned, so no indexed fields are expected`,
      rendering: 'text_pdf',
    });
  }

  // 3 — positive QFT, clear chest radiograph on page 2
  {
    const p = k.person();
    const coll = addDays('2026-04-06', rng.int(0, 120));
    const res = addDays(coll, rng.int(2, 3));
    const cxr = addDays(res, rng.int(5, 16));
    const lab = rng.pick(LABS);
    const f = make(p, {
      printed: addDays(cxr, rng.int(14, 50)),
      cols: [
        {
          collected: coll,
          resulted: res,
          panels: 'QuantiFERON-TB Gold Plus; Hep B sAb; Measles IgG; VZV IgG',
          lab,
        },
        {
          collected: addDays(coll, -rng.int(150, 260)),
          resulted: null,
          panels: 'CBC; Basic metabolic panel',
        },
      ],
    });
    f.cols[1].resulted = addDays(f.cols[1].collected, 1);
    sortSections(f, [
      ...otherSections(rng, { cbc: ['B'], cmp: ['B'], sero: ['A'] }),
      qftSection(rng, { A: 'positive' }),
    ]);
    f.comments.push({
      head: `QuantiFERON-TB Gold Plus (${mdy2(coll)}):`,
      text: 'POSITIVE. IFN-gamma response to TB antigens above the cut-off; consistent with M. tuberculosis infection. Does not distinguish latent from active disease — clinical evaluation and chest radiograph recommended. See Imaging.',
    });
    f.page2 = {
      exam: 'XR CHEST PA AND LATERAL (2 VIEWS)',
      acc: `RAD${rng.digits(8)}`,
      date: cxr,
      time: hhmm(rng.int(8, 11), rng.pick([6, 19, 31, 47])),
      orderedBy: rng.pick(ORDERING),
      indication:
        'Positive interferon-gamma release assay on pre-employment screening; asymptomatic. Evaluate for active pulmonary tuberculosis.',
      findings:
        'The lungs are clear without focal consolidation, nodule, cavitation or pleural effusion. No hilar or mediastinal lymphadenopathy. Cardiomediastinal silhouette and pulmonary vasculature are normal. Osseous structures intact.',
      impression: 'No radiographic evidence of active pulmonary tuberculosis. Normal chest.',
      rad: rng.pick(RADS),
      signed: cxr,
      stime: hhmm(rng.int(13, 18), rng.pick([2, 28, 41, 53])),
      site: `Performed at ${f.sys.org} Imaging, ${f.sys.addr}.`,
    };
    out.push({
      key: 'qft-positive-clear-chest-film-page2',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': coll,
        'tests.1.type': 'xray',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `positive QFT collected ${coll}; page 2 holds the chest radiograph of ${cxr} with the impression "No radiographic evidence of active pulmonary tuberculosis" (accept_xray default)`,
      rendering: 'text_pdf',
      multipage: true,
    });
  }

  // 4 — indeterminate QFT (low mitogen)
  {
    const p = k.person();
    const coll = addDays('2026-07-13', rng.int(0, 90));
    const res = addDays(coll, rng.int(2, 3));
    const f = make(p, {
      printed: addDays(res, rng.int(7, 30)),
      cols: [
        { collected: coll, resulted: res, panels: 'QuantiFERON-TB Gold Plus; CBC', lab: rng.pick(LABS) },
        {
          collected: addDays(coll, -rng.int(60, 200)),
          resulted: null,
          panels: 'Basic metabolic panel; Lipid panel',
        },
        {
          collected: addDays(coll, -rng.int(300, 500)),
          resulted: null,
          panels: 'CBC; Basic metabolic panel',
        },
      ],
    });
    f.cols[1].resulted = f.cols[1].collected;
    f.cols[2].resulted = addDays(f.cols[2].collected, 1);
    sortSections(f, [
      ...otherSections(rng, { cbc: ['A', 'C'], cmp: ['B', 'C'], lipid: ['B'] }),
      qftSection(rng, { A: 'indeterminate' }),
    ]);
    f.comments.push({
      head: `QuantiFERON-TB Gold Plus (${mdy2(coll)}):`,
      text: 'INDETERMINATE. Mitogen response below 0.50 IU/mL with negative TB antigen tubes; the result cannot be interpreted. Recommend repeat collection.',
    });
    out.push({
      key: 'qft-indeterminate-low-mitogen',
      person: requestPerson(p),
      html: render(f),
      issues: ['indeterminate test result'],
      data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate', 'tests.0.exam_date': coll },
      note: 'the QuantiFERON result row reads Indeterminate (flag A) with the mitogen row flagged L; the comment asks for a repeat collection',
      rendering: 'photo',
    });
  }

  // 5 — T-SPOT.TB more than a year old; every other column is from this year
  {
    const p = k.person();
    const coll = addDays('2025-07-21', rng.int(0, 90));
    const res = addDays(coll, rng.int(2, 4));
    const a = addDays('2026-09-08', rng.int(0, 50));
    const b = addDays('2026-03-02', rng.int(0, 80));
    const f = make(p, {
      printed: addDays(a, rng.int(10, 30)),
      filter: 'Last 18 months · All departments',
      cols: [
        { collected: a, resulted: addDays(a, 1), panels: 'CBC; Basic metabolic panel; Hep B sAb' },
        { collected: b, resulted: b, panels: 'Basic metabolic panel; Lipid panel', lab: INHOUSE },
        { collected: coll, resulted: res, panels: 'T-SPOT.TB; Measles IgG; VZV IgG', lab: rng.pick(LABS) },
      ],
    });
    const secs = otherSections(rng, { cbc: ['A'], cmp: ['A', 'B'], lipid: ['B'], sero: ['A'] });
    // the serology of the old column: only the immunity rows, the hepatitis B row belongs to column A
    for (const sec of secs)
      if (sec.title.startsWith('SEROLOGY'))
        for (const row of sec.rows)
          if (row.name !== 'Hepatitis B surface Ab, quant.') row.vals = { C: 'Immune' };
    sortSections(f, [...secs, tspotSection(rng, 'C')]);
    f.comments.push({
      head: `T-SPOT.TB (${mdy2(coll)}):`,
      text: 'Negative. Spot counts in Panel A and Panel B minus Nil ≤ 4. Positive and negative controls valid.',
    });
    out.push({
      key: 'tspot-over-a-year-old-among-this-years-draws',
      person: requestPerson(p),
      html: render(f),
      issues: ['test too old'],
      data: { 'tests.0.type': 'blood', 'tests.0.result': 'negative', 'tests.0.exam_date': coll },
      note: `the only TB test is the T-SPOT.TB in the oldest column, collected ${coll}, more than 365 days before valid_on; columns A and B (${a}, ${b}) and the print date are this year's but hold no TB test`,
      rendering: 'scanned_pdf',
    });
  }

  // 6 — point-of-care skin test read on day four
  {
    const p = k.person();
    const placed = addDays('2026-06-01', rng.int(0, 110));
    const days = 4;
    const read = addDays(placed, days);
    const f = make(p, {
      printed: addDays(read, rng.int(10, 40)),
      cols: [
        { collected: placed, resulted: read, panels: 'TB skin test (PPD), place and read', lab: 'POC' },
        {
          collected: addDays(placed, -rng.int(2, 9)),
          resulted: null,
          panels: 'CBC; Hep B sAb; Measles IgG; VZV IgG',
        },
      ],
    });
    f.cols[0].lab = f.sys.poc;
    f.cols[1].resulted = addDays(f.cols[1].collected, 2);
    const ptime = hhmm(rng.int(8, 11), rng.pick([0, 15, 30, 45]));
    f.cols[0].time = ptime;
    const rtime = hhmm(rng.int(8, 11), rng.pick([5, 20, 35, 50]));
    f.cols[0].rtime = rtime;
    const nurses = [
      'Alvarado, Rita, LPN',
      'Okonkwo, Teresa, RN',
      'Lindgren, Paul, RN',
      'Mabry, Celeste, LPN',
    ];
    const placedBy = rng.pick(nurses);
    const readBy = rng.pick(nurses.filter((n) => n !== placedBy));
    sortSections(f, [
      ...otherSections(rng, { cbc: ['B'], sero: ['B'] }),
      tstSection('A', {
        placed,
        ptime,
        read,
        rtime,
        mm: 0,
        antigen: `Tubersol 5 TU, lot ${rng.letters(1)}${rng.digits(4)}AA, L forearm`,
        placedBy,
        readBy,
      }),
    ]);
    f.comments.push({
      head: `TB skin test (${mdy2(placed)}):`,
      text: 'Documented in the nursing flowsheet; the column date is the placement date.',
    });
    out.push({
      key: 'tst-read-on-day-four',
      person: requestPerson(p),
      html: render(f),
      issues: ['invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
      },
      note: `placed ${placed} ${ptime}, read ${read} ${rtime}: about 96 hours, outside 48–72 h; 0 mm negative does not cure the late reading`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
