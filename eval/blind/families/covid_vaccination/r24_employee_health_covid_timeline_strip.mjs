// A hospital employee-health system's one-page "COVID-19 Vaccination Summary" (an immunization compliance
// snapshot) as a nurse or allied-health worker downloads or asks Employee Health for it, then uploads it photographed,
// scanned, faxed or as the printed PDF. The doses are not in a table: they sit on a horizontal timeline strip with
// year ticks, each dose a numbered marker on the axis whose callout card (dose label, date, product / maker, lot,
// given by / where) is placed in an evenly spaced slot above the axis and tied to its marker by a leader line, so the
// callouts are in date order but not above their own dates. Non-dose events (hire date, an exemption request
// withdrawn, an outside record uploaded, a fit test, an exposure screen) sit below the axis as grey diamonds with
// their own callouts. A dose whose date was never documented goes into an "UNDATED" tray at the right end of the
// strip. Around it: the employee block (LAST, First M; employee ID; DOB; department; job title; hire date;
// supervisor), the system's own requirement status chips (which may call a series "complete" when it is not), a
// documents-on-file list with upload dates, other requirements with their own due dates, the reviewing Employee
// Health nurse's signature and a print footer. None of those other dates are doses.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r24_employee_health_covid_timeline_strip',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 30, fax: 20, text_pdf: 15 },
  description:
    'Hospital employee-health system "COVID-19 Vaccination Summary" compliance snapshot with the doses on a horizontal timeline strip: year-ticked axis, numbered dose markers (filled = given by Employee Health, ringed = outside record) whose callout cards (dose label, date, product / maker, lot, given by or where) sit in evenly spaced slots above the axis joined to their markers by leader lines, non-dose events (hire, exemption request withdrawn, outside record uploaded, fit test, exposure screen) as grey diamonds below, an UNDATED tray at the right end for a dose without a documented date; employee block (LAST, First M, employee ID, DOB, department, title, hire date, supervisor), the system\u2019s own status chips, documents on file with upload dates, other requirements with due dates, reviewing EH nurse signature, print footer; variants Pfizer x2 + an updated Pfizer dose at a pharmacy, Moderna x2 at a mass-vaccination site + an EH Moderna booster, Janssen + a Moderna booster, Pfizer doses 15 days apart still chipped "complete", Covaxin x2 given abroad chipped "complete (WHO EUL)", Pfizer dose 2 in the UNDATED tray',
};

const SYSTEMS = [
  {
    org: 'Mercy Ridge Health',
    unit: 'Employee Health & Wellness',
    app: 'EH Connect',
    color: '#155e75',
    shape: 'cross',
    addr: '2200 Harmon Blvd, Dayton, OH 45459 \u00b7 EH clinic (937) 555-0148',
    clinic: 'Mercy Ridge EH Clinic',
    staff: ['Karina Ruiz, RN', 'Devon Achterberg, RN', 'Lila Chaudhry, LPN'],
    reviewer: ['Janet Whitlow', 'RN, COHN-S'],
    user: 'jwhitlow',
  },
  {
    org: 'Saint Adalbert Regional Medical Center',
    unit: 'Occupational & Employee Health Services',
    app: 'WorkWell EHS',
    color: '#6b2d5c',
    shape: 'shield',
    addr: '415 Lindell Blvd, Springfield, IL 62704 \u00b7 OEHS (217) 555-0190',
    clinic: 'SARMC Employee Health',
    staff: ['Tomasz Wr\u00f3bel, RN', 'Angela Fairweather, RN', 'Cheryl Nakamoto, MA'],
    reviewer: ['Marguerite Delacroix', 'BSN, RN'],
    user: 'mdelacroix',
  },
  {
    org: 'High Desert Community Hospital',
    unit: 'Employee Health Office',
    app: 'StaffHealth Tracker',
    color: '#8a4b0f',
    shape: 'circle',
    addr: '901 Saddleback Way, Mesa, AZ 85201 \u00b7 Employee Health ext. 4471',
    clinic: 'HDCH Employee Health',
    staff: ['Raymond Tso, RN', 'Bettina Alvarado, LPN', 'Grace Ohlin, RN'],
    reviewer: ['Patrice Okonkwo-Hale', 'MSN, RN'],
    user: 'pokonkwohale',
  },
];

const PRODUCT = {
  pfizer: ['Pfizer-BioNTech COVID-19 Vaccine', 'Pfizer, Inc.'],
  pfizer_upd: ['Pfizer-BioNTech COVID-19 Vaccine 2023\u20132024 Formula (Comirnaty)', 'Pfizer, Inc.'],
  moderna: ['Moderna COVID-19 Vaccine', 'ModernaTX, Inc.'],
  moderna_bst: ['Moderna COVID-19 Vaccine, Bivalent', 'ModernaTX, Inc.'],
  janssen: ['Janssen COVID-19 Vaccine', 'Janssen Biotech (J&J)'],
  covaxin: ['COVAXIN (BBV152) whole-virion inactivated', 'Bharat Biotech International Ltd.'],
};
const MFR = {
  pfizer: 'pfizer',
  pfizer_upd: 'pfizer',
  moderna: 'moderna',
  moderna_bst: 'moderna',
  janssen: 'janssen',
  covaxin: 'other',
};
const LOT = {
  pfizer: () => 'E',
  pfizer_upd: () => 'HF',
  moderna: () => '0',
  moderna_bst: () => 'AS',
  janssen: () => '20',
  covaxin: () => 'ED',
};
const DEPTS = [
  ['Med/Surg 4 West', 'Registered Nurse'],
  ['Cardiopulmonary', 'Respiratory Therapist II'],
  ['Imaging Services', 'CT Technologist'],
  ['Rehabilitation', 'Physical Therapist Assistant'],
  ['Emergency Department', 'Patient Care Technician'],
  ['Perioperative Services', 'Surgical Technologist'],
  ['Laboratory', 'Medical Laboratory Technician'],
];
const SUPERVISORS = [
  'Hollis Brandt',
  'Yolanda Fierro',
  'Peter Vance-Oduya',
  'Simone Castellan',
  'Reuben Aldous',
];

const t = (iso) => new Date(iso + 'T00:00:00Z').getTime();

/** The timeline strip: doses above the axis in slots, events below, an optional UNDATED tray at the right. */
function strip(f) {
  const W = 720;
  const tray = f.undated.length ? 150 : 0;
  const axisL = 24;
  const axisR = W - 24 - tray;
  const axisY = 186;
  const dated = [...f.doses].sort((a, b) => (a.date < b.date ? -1 : 1));
  const allDates = [...dated.map((x) => x.date), ...f.events.map((e) => e.date)];
  const y0 = Math.min(...allDates.map((x) => Number(x.slice(0, 4))));
  const y1 = Math.max(...allDates.map((x) => Number(x.slice(0, 4))));
  const start = t(`${y0}-01-01`);
  const end = t(`${y1 + 1}-01-01`);
  const X = (iso) => axisL + ((t(iso) - start) / (end - start)) * (axisR - axisL);
  const parts = [];
  const lines = [];
  // axis and year ticks
  lines.push(
    `<line x1="${axisL}" y1="${axisY}" x2="${axisR}" y2="${axisY}" stroke="#333" stroke-width="2.4"/>`,
  );
  for (let y = y0; y <= y1 + 1; y++) {
    const x = X(`${y}-01-01`);
    lines.push(
      `<line x1="${x}" y1="${axisY - 7}" x2="${x}" y2="${axisY + 7}" stroke="#333" stroke-width="1.4"/>`,
    );
    if (y <= y1)
      for (const q of ['04', '07', '10']) {
        const xq = X(`${y}-${q}-01`);
        lines.push(
          `<line x1="${xq}" y1="${axisY - 3}" x2="${xq}" y2="${axisY + 3}" stroke="#777" stroke-width="1"/>`,
        );
      }
    if (y <= y1) parts.push(`<div class="yr" style="left:${x + 3}px;top:${axisY + 8}px">${y}</div>`);
  }
  // dose callouts in slots above
  const n = dated.length;
  const slotW = (axisR - axisL) / Math.max(n, 1);
  const cw = Math.min(slotW - 10, 226);
  let prevX = -99;
  let level = 0;
  dated.forEach((x, i) => {
    const left = axisL + i * slotW + (slotW - cw) / 2;
    const mx = X(x.date);
    // markers closer than their own width are stacked upwards on a short stem, as the app draws clusters
    level = mx - prevX < 24 ? level + 1 : 0;
    prevX = mx;
    const my = axisY - level * 25;
    const cx = left + cw / 2;
    if (level)
      lines.push(
        `<line x1="${mx}" y1="${axisY}" x2="${mx}" y2="${my}" stroke="${f.S.color}" stroke-width="1.6"/>`,
      );
    lines.push(
      `<polyline points="${cx},40 ${cx},${my - 40} ${mx},${my - 12}" fill="none" stroke="${f.S.color}" stroke-width="1.2"/>`,
    );
    parts.push(callout(f, x, left, 4, cw));
    parts.push(marker(f, x, mx, my));
  });
  // events below
  const m = f.events.length;
  const evW = (axisR - axisL) / Math.max(m, 1);
  const ew = Math.min(evW - 10, 190);
  [...f.events]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .forEach((e, i) => {
      const left = axisL + i * evW + (evW - ew) / 2;
      const mx = X(e.date);
      const cx = left + ew / 2;
      lines.push(
        `<polyline points="${mx},${axisY + 10} ${mx},${axisY + 26} ${cx},${axisY + 40}" fill="none" stroke="#999" stroke-width="1" stroke-dasharray="3 2"/>`,
      );
      lines.push(
        `<rect x="${mx - 5}" y="${axisY - 5}" width="10" height="10" fill="#9a9a9a" transform="rotate(45 ${mx} ${axisY})"/>`,
      );
      parts.push(
        `<div class="ev" style="left:${left}px;top:${axisY + 40}px;width:${ew}px"><b>${esc(fmt(e.date, f.ds))}</b><br>${esc(e.text)}</div>`,
      );
    });
  // undated tray
  if (tray) {
    const tl = W - tray - 6;
    parts.push(
      `<div class="tray" style="left:${tl}px;top:4px;width:${tray}px;height:${axisY + 110}px"><div class="th">UNDATED \u2014 date not documented</div>${f.undated
        .map((x) => callout(f, x, 0, 0, tray - 12, true))
        .join('')}</div>`,
    );
  }
  const svg = `<svg class="sv" width="${W}" height="320" viewBox="0 0 ${W} 320" xmlns="http://www.w3.org/2000/svg">${lines.join('')}</svg>`;
  return `<div class="strip" style="width:${W}px;height:320px">${svg}${parts.join('')}</div>`;
}

function callout(f, x, left, top, w, inTray = false) {
  const [prod, maker] = PRODUCT[x.p];
  const src = x.outside
    ? `<div class="src">Outside record \u2014 ${esc(x.by)}${x.sighted ? ` (card sighted ${esc(fmt(x.sighted, f.ds))})` : ''}</div>`
    : `<div class="src">Given by ${esc(x.by)} \u00b7 ${esc(f.S.clinic)}</div>`;
  const pos = inTray ? 'position:relative;margin:4px 6px' : `left:${left}px;top:${top}px`;
  return `<div class="co${x.outside ? ' out' : ''}" style="${pos};width:${w}px;border-color:${f.S.color}">
    <div class="cl" style="background:${f.S.color}">${esc(x.label)}</div>
    <div class="cd">${x.date ? esc(fmt(x.date, f.ds)) : `<i>${esc(x.dateText)}</i>`}</div>
    <div>${esc(prod)}</div><div class="mk">${esc(maker)} \u00b7 Lot ${esc(x.lot)}${x.site ? ` \u00b7 ${esc(x.site)}` : ''}</div>${src}</div>`;
}

function marker(f, x, mx, y) {
  if (x.outside)
    return `<div class="mkr" style="left:${mx - 11}px;top:${y - 11}px;border:2.5px solid ${f.S.color};color:${f.S.color};background:#fff">${x.n}</div>`;
  return `<div class="mkr" style="left:${mx - 11}px;top:${y - 11}px;background:${f.S.color};color:#fff;border:2.5px solid ${f.S.color}">${x.n}</div>`;
}

function render(f) {
  const S = f.S;
  const chips = f.chips
    .map(
      ([label, val, good]) =>
        `<span class="chip" style="border-color:${good ? '#1f7a3a' : '#a15c00'};color:${good ? '#1f7a3a' : '#a15c00'}">${good ? '\u2714' : '!'} ${esc(label)}: <b>${esc(val)}</b></span>`,
    )
    .join('');
  const body = `
  <div class="hd">${logo({ initials: S.org.slice(0, 2).toUpperCase(), color: S.color, shape: S.shape, size: 40 })}
    <div class="hn"><div class="o">${esc(S.org)}</div><div class="u">${esc(S.unit)} \u00b7 ${esc(S.addr)}</div></div>
    <div class="app">${esc(S.app)}<br><span>Immunization compliance snapshot</span></div></div>
  <div class="ttl">COVID-19 Vaccination Summary</div>
  <div class="emp">
    <div><span>Employee</span><b>${esc(f.name)}</b></div>
    <div><span>Employee ID</span>${esc(f.empId)}</div>
    <div><span>Date of birth</span>${esc(fmt(f.p.dob, f.dobDs))}</div>
    <div><span>Department</span>${esc(f.dept[0])}</div>
    <div><span>Job title</span>${esc(f.dept[1])}</div>
    <div><span>Hire date</span>${esc(fmt(f.hire, f.ds))}</div>
    <div><span>Supervisor</span>${esc(f.sup)}</div>
    <div><span>Employment status</span>Active \u2014 ${esc(f.fte)}</div>
  </div>
  <div class="chips">${chips}</div>
  <div class="sh">Vaccination timeline <span>(doses above the line \u00b7 other events below \u00b7 \u25cf given by Employee Health \u00b7 \u25cb outside record)</span></div>
  ${strip(f)}
  <div class="two">
    <div><div class="sh2">Documents on file</div><table class="doc">${f.docs
      .map((d) => `<tr><td>${esc(d[0])}</td><td>${esc(fmt(d[1], f.ds))}</td><td>${esc(d[2])}</td></tr>`)
      .join('')}</table></div>
    <div><div class="sh2">Other requirements</div><table class="doc">${f.reqs
      .map((r) => `<tr><td>${esc(r[0])}</td><td>${esc(r[1])}</td></tr>`)
      .join('')}</table></div>
  </div>
  ${f.remark ? `<div class="rem"><b>EH remark:</b> ${esc(f.remark)}</div>` : ''}
  <div class="rev">Reviewed by ${sig(f.revSig, { font: f.sigFont, ink: '#1a2b6d', size: '1.7em', rot: -2 })} &nbsp; ${esc(S.reviewer[0])}, ${esc(S.reviewer[1])} &nbsp;\u00b7&nbsp; ${esc(fmt(f.reviewed, f.ds))}</div>
  <div class="ft"><span>Printed ${esc(fmt(f.printed, 'us'))} ${esc(f.ptime)} by ${esc(S.user)}</span><span>CONFIDENTIAL employee health information \u2014 do not file in the personnel record</span><span>Page 1 of 1</span></div>`;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid ${S.color}; padding-bottom:5px; }
  .hn { flex:1; } .hn .o { font-size:14pt; font-weight:bold; color:${S.color}; } .hn .u { font-size:8pt; color:#333; }
  .app { text-align:right; font-weight:bold; font-size:10pt; color:${S.color}; } .app span { font-weight:normal; font-size:7.8pt; color:#444; }
  .ttl { font-size:15pt; font-weight:bold; margin:7px 0 5px; }
  .emp { display:grid; grid-template-columns: 1.5fr 1fr 1fr 1.2fr; gap:4px 14px; border:1px solid #bbb; background:#f5f6f7; padding:6px 8px; font-size:9.6pt; }
  .emp span { display:block; font-size:7.2pt; text-transform:uppercase; color:#555; letter-spacing:0.3px; }
  .chips { margin:7px 0 4px; display:flex; flex-wrap:wrap; gap:6px; }
  .chip { border:1.5px solid; border-radius:12px; padding:2px 9px; font-size:8.6pt; }
  .sh { font-weight:bold; font-size:10.5pt; margin-top:6px; border-bottom:1px solid #aaa; padding-bottom:2px; }
  .sh span { font-weight:normal; font-size:7.8pt; color:#555; }
  .sh2 { font-weight:bold; font-size:9.4pt; margin-bottom:2px; }
  .strip { position:relative; margin:6px 0 2px; }
  .sv { position:absolute; left:0; top:0; }
  .yr { position:absolute; font-size:8pt; color:#333; font-weight:bold; }
  .co { position:absolute; border:1.4px solid; border-radius:5px; background:#fff; font-size:7.8pt; line-height:1.25; padding:0 5px 3px; overflow:hidden; }
  .co.out { border-style:dashed; }
  .cl { color:#fff; margin:0 -5px 2px; padding:1px 5px; font-weight:bold; font-size:7.6pt; text-transform:uppercase; letter-spacing:0.3px; }
  .cd { font-size:9.6pt; font-weight:bold; }
  .mk { color:#333; } .src { color:#444; font-style:italic; }
  .mkr { position:absolute; width:22px; height:22px; border-radius:50%; text-align:center; line-height:17px; font-weight:bold; font-size:9pt; }
  .ev { position:absolute; font-size:7.5pt; color:#444; border-left:2px solid #aaa; padding-left:4px; line-height:1.2; }
  .tray { position:absolute; border:1.5px dashed #a15c00; background:#fff8ec; border-radius:5px; }
  .tray .th { font-size:7.4pt; font-weight:bold; color:#a15c00; padding:3px 6px; }
  .two { display:flex; gap:18px; margin-top:6px; } .two > div { flex:1; }
  table.doc { width:100%; font-size:8.2pt; } table.doc td { border-bottom:1px solid #ddd; padding:2px 3px; vertical-align:top; }
  .rem { font-size:8.6pt; margin-top:6px; border-left:3px solid #a15c00; padding-left:6px; }
  .rev { margin-top:10px; font-size:9pt; }
  .ft { display:flex; justify-content:space-between; gap:10px; font-size:7pt; color:#555; border-top:1px solid #bbb; margin-top:10px; padding-top:3px; }`;
  return page({
    title: `${S.app} \u2014 COVID-19 summary`,
    size: 'letter',
    margin: '0.45in',
    font: f.font,
    css,
    body,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2, 0, 1, 2]);
  let n = 0;
  const lot = (p) => `${LOT[p]()}${rng.alnum(4)}${p === 'janssen' ? rng.digits(2) : ''}`;
  const mk = (p, doses, opts = {}) => {
    const { events: extra = [], ...o } = opts;
    const S = SYSTEMS[order[n++ % order.length]];
    const dated = doses.filter((x) => x.date);
    const first = dated.map((x) => x.date).sort()[0];
    const hire = o.hire || addDays(first, rng.int(-900, 500));
    const printed = addDays('2026-09-14', rng.int(0, 60));
    let fitTest = addDays(printed, -rng.int(30, 200));
    if (fitTest < hire) fitTest = addDays(hire, rng.int(3, 20));
    const numbered = doses.map((x, i) => ({
      n: i + 1,
      lot: lot(x.p),
      site: rng.pick(['L deltoid', 'R deltoid', '']),
      by: x.outside ? x.by : rng.pick(S.staff),
      ...x,
    }));
    const events = [
      { date: hire, text: 'Hired \u2014 new-hire health screen' },
      ...extra,
      { date: fitTest, text: 'N95 fit test passed (3M 1870+)' },
    ];
    return {
      p,
      S,
      name: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi', 'LAST_FIRST'])),
      empId: `E${rng.digits(6)}`,
      dobDs: rng.pick(['us', 'us_nz']),
      ds: o.ds || rng.pick(['us', 'mil4', 'dmy', 'mon', 'us_nz']),
      dept: rng.pick(DEPTS),
      hire,
      sup: rng.pick(SUPERVISORS),
      fte: rng.pick(['Full time (1.0 FTE)', 'Part time (0.6 FTE)', 'PRN / per diem']),
      doses: numbered.filter((x) => x.date),
      undated: numbered.filter((x) => !x.date),
      events,
      printed,
      ptime: `${rng.int(7, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      reviewed: addDays(printed, -rng.int(1, 20)),
      revSig: S.reviewer[0].split(' ')[0][0] + '. ' + S.reviewer[0].split(' ').slice(-1)[0],
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.roboto, FONTS.carlito]),
      reqs: [
        [
          'Influenza 2026\u20132027',
          `Compliant \u2014 given ${fmt(addDays('2026-09-22', rng.int(0, 30)), 'us_nz')}`,
        ],
        [
          'TB screening (annual symptom review)',
          `Due ${fmt(addDays('2027-02-01', rng.int(0, 120)), 'mm_yyyy')}`,
        ],
        ['Hepatitis B immunity', 'Immune (titer on file)'],
        ['N95 respirator fit test', `Due ${fmt(addDays(printed, rng.int(120, 300)), 'us_nz')}`],
      ],
      ...o,
    };
  };
  const data = (doses, kinds = {}) => {
    const o = {};
    [...doses]
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .forEach((x, i) => {
        if (x.date) o[`doses.${i}.date`] = x.date;
        o[`doses.${i}.manufacturer`] = MFR[x.p];
        if (kinds[i]) o[`doses.${i}.kind`] = kinds[i];
      });
    return o;
  };
  const gap = (a, b) => Math.round((t(b) - t(a)) / 864e5);
  const out = [];

  // 1 — Pfizer x2 by Employee Health + an updated 2023-2024 Pfizer dose at a pharmacy (photo)
  {
    const p = k.person();
    const d1 = addDays('2020-12-18', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(21, 25));
    const d3 = addDays('2023-09-25', rng.int(0, 60));
    const doses = [
      { p: 'pfizer', date: d1, label: 'Dose 1 \u2014 primary' },
      { p: 'pfizer', date: d2, label: 'Dose 2 \u2014 primary' },
      {
        p: 'pfizer_upd',
        date: d3,
        label: 'Updated dose 2023\u201324',
        outside: true,
        by: 'Hartwell Pharmacy #2210',
        sighted: addDays(d3, rng.int(3, 20)),
      },
    ];
    const f = mk(p, doses, {
      chips: [
        ['Primary series', 'COMPLETE', true],
        ['Updated dose', `on file (${fmt(d3, 'mm_yyyy')})`, true],
      ],
      events: [
        {
          date: addDays(d3, rng.int(25, 60)),
          text: 'Outside record uploaded by employee (pharmacy printout)',
        },
      ],
    });
    f.docs = [
      ['EH administration record (doses 1\u20132)', d2, 'system'],
      ['Pharmacy immunization printout', f.events[1].date, 'employee upload'],
    ];
    out.push({
      key: 'pfizer-two-eh-clinic-updated-dose-pharmacy',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...data(doses, { 2: 'booster' }), ...personData() },
      note: `timeline callouts: Pfizer ${d1} and ${d2} (${gap(d1, d2)} days) given by Employee Health, then an outside 2023-2024 formula Pfizer dose ${d3} (booster) at a pharmacy; hire ${f.hire}, the upload, fit-test, review and print dates are events, not doses`,
    });
  }

  // 2 — Moderna x2 at a county mass-vaccination site (outside) + a bivalent Moderna booster by EH (scanned PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-02-01', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(28, 33));
    const d3 = addDays('2022-10-03', rng.int(0, 50));
    const site = rng.pick([
      'County Mass Vaccination Site \u2014 Expo Center Hall B',
      'National Guard community vaccination site, Fairgrounds',
    ]);
    const doses = [
      { p: 'moderna', date: d1, label: 'Dose 1 \u2014 primary', outside: true, by: site, sighted: null },
      { p: 'moderna', date: d2, label: 'Dose 2 \u2014 primary', outside: true, by: site, sighted: null },
      { p: 'moderna_bst', date: d3, label: 'Booster (bivalent)' },
    ];
    const hire = addDays(d2, rng.int(40, 300));
    doses[0].sighted = addDays(hire, rng.int(0, 10));
    doses[1].sighted = doses[0].sighted;
    const f = mk(p, doses, {
      hire,
      chips: [
        ['Primary series', 'COMPLETE', true],
        ['Booster', 'received', true],
      ],
      events: [
        {
          date: addDays(hire, -rng.int(20, 40)),
          text: 'Pre-placement exemption request \u2014 withdrawn by employee',
        },
      ],
    });
    f.docs = [
      ['CDC vaccination card (copy)', doses[0].sighted, 'sighted by EH at hire'],
      ['EH administration record (booster)', d3, 'system'],
    ];
    out.push({
      key: 'moderna-two-mass-site-eh-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['missing dose administrator', 'declination not allowed'],
      data: { ...data(doses, { 2: 'booster' }), ...personData() },
      note: `outside Moderna doses ${d1} and ${d2} (${gap(d1, d2)} days) at "${site}" (card sighted at hire) and a bivalent Moderna booster ${d3} given by Employee Health; the withdrawn exemption request below the axis is an event, not a declination`,
    });
  }

  // 3 — Janssen single dose + Moderna booster (text PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-03-22', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(150, 260));
    const doses = [
      {
        p: 'janssen',
        date: d1,
        label: 'Dose 1 \u2014 single-dose series',
        outside: true,
        by: rng.pick(['Walk-up clinic, Lincoln HS gym (county health dept.)', 'Riverside Family Pharmacy']),
        sighted: addDays(d1, rng.int(30, 200)),
      },
      { p: 'moderna', date: d2, label: 'Booster' },
    ];
    const f = mk(p, doses, {
      chips: [
        ['Primary series', 'COMPLETE (1-dose)', true],
        ['Booster', 'received', true],
      ],
      events: [
        { date: addDays(d1, rng.int(8, 30)), text: 'Exposure screen \u2014 no symptoms, cleared to work' },
      ],
    });
    f.docs = [['Vaccination card copy (Janssen)', doses[0].sighted, 'employee upload']];
    out.push({
      key: 'janssen-single-then-moderna-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination'],
      data: { ...data(doses, { 1: 'booster' }), ...personData() },
      note: `one outside Janssen dose ${d1} (complete primary series) and a Moderna booster ${d2} by Employee Health — an mRNA booster after Janssen is accepted (this corpus's reading); the exposure-screen and hire events are not doses`,
    });
  }

  // 4 — Pfizer doses 15 days apart, still chipped "complete" (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-01-04', rng.int(0, 45));
    const d2 = addDays(d1, 15);
    const doses = [
      { p: 'pfizer', date: d1, label: 'Dose 1 \u2014 primary' },
      { p: 'pfizer', date: d2, label: 'Dose 2 \u2014 primary' },
    ];
    const f = mk(p, doses, {
      chips: [
        ['Primary series', 'COMPLETE', true],
        ['Updated dose', 'not on file', false],
      ],
    });
    f.docs = [['EH administration record (doses 1\u20132)', d2, 'system']];
    out.push({
      key: 'pfizer-doses-fifteen-days-apart-chipped-complete',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['insufficient waiting period'],
      data: { ...data(doses), ...personData() },
      note: `Pfizer ${d1} and ${d2} on the strip: 15 days apart, below 21 − 4 = 17 days, although the system's chip says the primary series is COMPLETE (the chip is not the reviewer's decision)`,
    });
  }

  // 5 — Covaxin x2 given abroad, chipped "complete (WHO EUL)" (scanned PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-06-07', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(28, 42));
    const where = rng.pick([
      'Sunrise Multispecialty Hospital, Kochi, Kerala (CoWIN)',
      'Government General Hospital CVC, Guntur, A.P. (CoWIN)',
    ]);
    const doses = [
      { p: 'covaxin', date: d1, label: 'Dose 1 \u2014 primary', outside: true, by: where, sighted: null },
      { p: 'covaxin', date: d2, label: 'Dose 2 \u2014 primary', outside: true, by: where, sighted: null },
    ];
    const hire = addDays('2024-03-04', rng.int(0, 500));
    doses[0].sighted = addDays(hire, rng.int(0, 14));
    doses[1].sighted = doses[0].sighted;
    const f = mk(p, doses, {
      hire,
      chips: [
        ['Primary series', 'COMPLETE (WHO EUL product)', true],
        ['Updated dose', 'not on file', false],
      ],
      events: [
        { date: addDays(hire, rng.int(2, 20)), text: 'CoWIN final certificate verified by EH (QR scanned)' },
      ],
    });
    f.docs = [['CoWIN final vaccination certificate', doses[0].sighted, 'employee upload']];
    out.push({
      key: 'covaxin-two-doses-abroad-who-eul',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['unsupported manufacturer'],
      data: { ...data(doses), ...personData() },
      note: `two COVAXIN (Bharat Biotech) doses ${d1} and ${d2} given in India: the manufacturer is "other", not among the accepted manufacturers, whatever the system's "COMPLETE (WHO EUL product)" chip says; not enough doses may also be reported as a consequence`,
    });
  }

  // 6 — Pfizer dose 2 in the UNDATED tray (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-03-15', rng.int(0, 60));
    const doses = [
      {
        p: 'pfizer',
        date: d1,
        label: 'Dose 1 \u2014 primary',
        outside: true,
        by: 'Hartwell Pharmacy #2210',
        sighted: null,
      },
      {
        p: 'pfizer',
        date: null,
        dateText: 'date not recorded on card',
        label: 'Dose 2 \u2014 primary',
        outside: true,
        by: 'Hartwell Pharmacy #2210',
        sighted: null,
      },
    ];
    const hire = addDays('2025-05-05', rng.int(0, 300));
    doses[0].sighted = addDays(hire, rng.int(0, 10));
    doses[1].sighted = doses[0].sighted;
    const f = mk(p, doses, {
      hire,
      ds: rng.pick(['us', 'mil4', 'mon']),
      chips: [
        ['Primary series', 'PENDING \u2014 dose 2 date needed', false],
        ['Updated dose', 'not on file', false],
      ],
      events: [
        { date: addDays(hire, rng.int(12, 40)), text: 'Reminder sent: pharmacy record for dose 2 requested' },
      ],
      remark:
        'Employee\u2019s card shows a second Pfizer row with lot and pharmacy but the date box is blank. Employee to obtain the pharmacy\u2019s dispensing record.',
    });
    f.docs = [['CDC vaccination card (copy, 2nd row date blank)', doses[0].sighted, 'sighted by EH']];
    out.push({
      key: 'pfizer-dose-two-undated-tray',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['missing dose date'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer', ...personData() },
      note: `dose 1 Pfizer ${d1} on the axis; dose 2 (Pfizer, lot and pharmacy given) sits in the UNDATED tray, "date not recorded on card" → missing dose date; the reminder, hire, fit-test and card-sighted dates are not dose dates (not enough doses may also be reported)`,
    });
  }
  return out;
}
