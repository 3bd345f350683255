// A primary-care patient portal's two-page "Health Summary" printed from the browser (print header with date-time
// and title, URL and page x/2 in the footer) and uploaded as the PDF or scanned back in. Page 1 is the patient's
// chart summary: the portal bar with the logged-in account, "Prepared for" block (name, DOB, MRN, PCP, clinic,
// "as of" date), care team with a preferred pharmacy, allergies (allergen, reaction, severity, noted date), current
// medications (instructions, prescriber, start date) and health issues with noted dates. Page 2 carries the
// Immunizations section: vaccines grouped by the EHR's vaccine name and alphabetised, newest first inside each group,
// so the influenza doses of several seasons are split between an older "quadrivalent" group and a newer "trivalent"
// one (the older group printed first); each dose row gives the date, where it was given or the outside source
// (state registry, patient reported) and manufacturer / lot. Around it: health maintenance topics with due and
// last-done dates, recent vitals with their own date, upcoming appointments. Variants: a nurse-visit dose at the
// practice; a pharmacy dose imported from the state registry; a September dose with a February dose of the previous
// season just below it; a newest dose in March 2026 (last season); a spouse's or parent's summary printed through
// proxy access by the worker; a patient-reported current-season dose with the date "Unknown".
import { addDays, addYears, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r26_primary_care_portal_health_summary_immunizations_p2',
  split: 'tuning',
  multipage: true,
  renderings: { text_pdf: 50, scanned_pdf: 50 },
  description:
    'Primary-care patient portal two-page "Health Summary" browser print: p1 portal bar with logged-in account, Prepared-for block (name, DOB, MRN, PCP, clinic, as-of date), care team with preferred pharmacy, allergies with noted dates, current medications with prescriber and start dates, health issues; p2 Immunizations grouped by EHR vaccine name and alphabetised, newest first within a group, influenza split between an older quadrivalent group printed first and a newer trivalent group, each dose with date, given at / outside source (state registry, patient reported) and mfr / lot, then health maintenance with due and last-done dates, recent vitals, upcoming appointments; variants nurse-visit dose, registry-imported pharmacy dose, September dose above a February dose of last season, newest dose March 2026, a relative\u2019s summary printed via proxy access, patient-reported current-season dose with date Unknown',
};

const PORTALS = [
  {
    portal: 'MyWillowbrook',
    clinic: 'Willowbrook Family Medicine',
    system: 'Willowbrook Community Health Partners',
    addr: '3120 Larkspur Ave, Madison, WI 53703 \u00b7 (608) 555-0143',
    host: 'my.willowbrookchp.org/portal/health-summary',
    color: '#1b5e8c',
    shape: 'leaf',
    pcp: ['Alicia Brennan-Cho, MD', 'Family Medicine'],
    nurse: 'Tamsin Rudd, RN',
    nurseVisit: 'Willowbrook Family Medicine \u2014 nurse visit',
    givers: ['Kayla Monroe, CMA', 'Tamsin Rudd, RN', 'Jorge Villalobos, LPN'],
    ds: 'us',
  },
  {
    portal: 'Lakeview Health Connect',
    clinic: 'Lakeview Primary Care Associates',
    system: 'Lakeview Primary Care Associates, P.C.',
    addr: '88 Bellwether Ct, Suite 200, Raleigh, NC 27603 \u00b7 (919) 555-0188',
    host: 'connect.lakeviewpca.com/summary/print',
    color: '#00695c',
    shape: 'circle',
    pcp: ['Desmond Achebe, DO', 'Internal Medicine'],
    nurse: 'Harper Lindqvist, LPN',
    nurseVisit: 'Lakeview Primary Care \u2014 Glenwood office',
    givers: ['Harper Lindqvist, LPN', 'Renee Okafor, MA', 'Samir Haddad, RN'],
    ds: 'mon',
  },
  {
    portal: 'HealthTrail',
    clinic: 'Granite Peak Internal Medicine & Pediatrics',
    system: 'Granite Peak Medical Group',
    addr: '451 Pioneer Way, Boise, ID 83702 \u00b7 (208) 555-0117',
    host: 'healthtrail.granitepeakmg.com/app/summary',
    color: '#7a3b12',
    shape: 'square',
    pcp: ['Margit Solheim, PA-C', 'Internal Medicine'],
    nurse: 'Dale Ferreira, RN',
    nurseVisit: 'Granite Peak IM & Peds \u2014 Front St clinic',
    givers: ['Dale Ferreira, RN', 'Brittany Coe, MA', 'Lena Okonjo, LPN'],
    ds: 'us_nz',
  },
];

const ALLERGIES = [
  ['Penicillins', 'Hives', 'Moderate'],
  ['Sulfa (sulfonamide antibiotics)', 'Rash', 'Mild'],
  ['Latex', 'Contact dermatitis', 'Mild'],
  ['Codeine', 'Nausea and vomiting', 'Moderate'],
  ['Shellfish', 'Swelling of lips', 'Severe'],
  ['Adhesive tape', 'Skin irritation', 'Mild'],
];
const MEDS = [
  ['lisinopril 10 mg tablet', 'Take 1 tablet by mouth once daily'],
  ['levothyroxine 75 mcg tablet', 'Take 1 tablet by mouth every morning on an empty stomach'],
  ['sertraline 50 mg tablet', 'Take 1 tablet by mouth daily'],
  ['albuterol HFA 90 mcg/actuation inhaler', 'Inhale 2 puffs every 4 hours as needed for wheezing'],
  ['cholecalciferol (vitamin D3) 2,000 unit capsule', 'Take 1 capsule by mouth daily'],
  ['atorvastatin 20 mg tablet', 'Take 1 tablet by mouth at bedtime'],
  ['cetirizine 10 mg tablet', 'Take 1 tablet by mouth daily as needed for allergies'],
  ['metformin 500 mg tablet', 'Take 1 tablet by mouth twice daily with meals'],
];
const ISSUES = [
  'Essential hypertension',
  'Hypothyroidism, unspecified',
  'Mild intermittent asthma',
  'Generalized anxiety disorder',
  'Seasonal allergic rhinitis',
  'Low back pain',
  'Vitamin D deficiency',
  'Prediabetes',
];
const PHARM = [
  'Hearthstone Pharmacy #2286',
  'Meridian Drug #0417',
  'Kessler Family Pharmacy',
  'Pine & Pestle Drugstore',
];
const FLU_TRI = [
  ['Sanofi Pasteur', 'Fluzone Trivalent'],
  ['Seqirus', 'Flucelvax Trivalent'],
  ['GlaxoSmithKline', 'Fluarix Trivalent'],
  ['Seqirus', 'Afluria Trivalent'],
];
const FLU_QUAD = [
  ['Sanofi Pasteur', 'Fluzone Quadrivalent'],
  ['Seqirus', 'Flucelvax Quadrivalent'],
  ['GlaxoSmithKline', 'Fluarix Quadrivalent'],
];

function render(f) {
  const S = f.S;
  const ds = f.ds;
  const D = (x) => (x ? esc(fmt(x, ds)) : '');
  const banner = f.proxy
    ? `<div class="prx">You are viewing <b>${esc(f.holderShort)}</b>\u2019s record (proxy access \u2014 ${esc(f.proxy)}). <u>Switch to your own record</u></div>`
    : '';
  const printHead = `<div class="ph"><span>${esc(f.printStamp)}</span><span>Health Summary \u2013 ${esc(S.portal)}</span></div>`;
  const bar = `<div class="bar" style="background:${S.color}">${logo({ initials: S.portal.slice(0, 2).toUpperCase(), color: '#fff', fg: S.color, shape: S.shape === 'leaf' ? 'circle' : S.shape, size: 32 })}
    <div class="bp"><div class="bn">${esc(S.portal)}</div><div class="bs">${esc(S.system)}</div></div>
    <div class="bm"><span>Messages</span><span>Test Results</span><span>Visits</span><span class="on">Health Summary</span><span>Billing</span></div>
    <div class="bu">Logged in as ${esc(f.account)}<br><span>Last login ${esc(f.lastLogin)}</span></div></div>`;
  const p1 = `${printHead}${bar}${banner}
  <h1>Health Summary</h1>
  <div class="pf">
    <div><span>Prepared for</span><b>${esc(f.holderName)}</b></div>
    <div><span>Date of birth</span>${esc(fmt(f.holderDob, f.dobDs))}</div>
    <div><span>MRN</span>${esc(f.mrn)}</div>
    <div><span>Primary care provider</span>${esc(S.pcp[0])}</div>
    <div><span>Clinic</span>${esc(S.clinic)}</div>
    <div><span>Summary as of</span>${D(f.printed)}</div>
  </div>
  <h2>Care Team</h2>
  <table class="t"><tr><th>Name</th><th>Role</th><th>Since</th></tr>
    <tr><td>${esc(S.pcp[0])}</td><td>PCP \u2013 General (${esc(S.pcp[1])})</td><td>${D(f.pcpSince)}</td></tr>
    <tr><td>${esc(S.nurse)}</td><td>Care team nurse</td><td>${D(addDays(f.pcpSince, 140))}</td></tr>
    <tr><td>${esc(f.prefPharm)}</td><td>Preferred pharmacy</td><td>\u2014</td></tr></table>
  <h2>Allergies</h2>
  ${
    f.allergies.length
      ? `<table class="t"><tr><th>Allergen</th><th>Reactions</th><th>Severity</th><th>Noted</th></tr>${f.allergies
          .map(
            (a) =>
              `<tr><td>${esc(a[0])}</td><td>${esc(a[1])}</td><td>${esc(a[2])}</td><td>${D(a[3])}</td></tr>`,
          )
          .join('')}</table>`
      : '<p class="none">No Known Allergies (reviewed ' + D(f.allergyReviewed) + ')</p>'
  }
  <h2>Current Medications</h2>
  <table class="t"><tr><th>Medication</th><th>Instructions</th><th>Prescribed by</th><th>Started</th></tr>${f.meds
    .map(
      (m) =>
        `<tr><td><b>${esc(m[0])}</b></td><td>${esc(m[1])}</td><td>${esc(m[2])}</td><td>${D(m[3])}</td></tr>`,
    )
    .join('')}</table>
  <h2>Health Issues</h2>
  <table class="t"><tr><th>Problem</th><th>Noted</th></tr>${f.issues
    .map((x) => `<tr><td>${esc(x[0])}</td><td>${D(x[1])}</td></tr>`)
    .join('')}</table>
  <div class="ft"><span>https://${esc(S.host)}</span><span>1/2</span></div>`;

  const groups = f.groups
    .map(
      (g) =>
        `<tr class="g"><td colspan="4">${esc(g.name)}</td></tr>${g.doses
          .map(
            (x) =>
              `<tr><td class="dt">${x.date ? D(x.date) : `<i>${esc(x.dateText)}</i>`}</td><td>${x.outside ? '\u25c6 ' : ''}${esc(x.where)}</td><td>${esc(x.detail)}</td><td>${esc(x.by || '')}</td></tr>`,
          )
          .join('')}`,
    )
    .join('');
  const p2 = `${printHead}
  <div class="cont">Health Summary (continued) \u2014 ${esc(f.holderName)} \u00b7 DOB ${esc(fmt(f.holderDob, f.dobDs))}</div>
  <h2>Immunizations</h2>
  <p class="sub">Immunizations are grouped by vaccine and listed newest first within each vaccine. \u25c6 = recorded from an outside source (state immunization registry or patient report) and not given at this clinic.</p>
  <table class="t imm"><tr><th style="width:17%">Date</th><th style="width:37%">Given at / source</th><th style="width:28%">Manufacturer \u00b7 lot</th><th>Given by</th></tr>${groups}</table>
  <h2>Health Maintenance</h2>
  <table class="t"><tr><th>Topic</th><th>Status</th><th>Due</th><th>Last done</th></tr>${f.hm
    .map(
      (h) => `<tr><td>${esc(h[0])}</td><td>${esc(h[1])}</td><td>${esc(h[2])}</td><td>${esc(h[3])}</td></tr>`,
    )
    .join('')}</table>
  <div class="two">
    <div><h2>Recent Vitals</h2><table class="t"><tr><th colspan="2">Recorded ${D(f.vitalsDate)}</th></tr>
      <tr><td>Blood pressure</td><td>${esc(f.bp)}</td></tr><tr><td>Pulse</td><td>${f.pulse}</td></tr>
      <tr><td>Weight</td><td>${esc(f.weight)}</td></tr><tr><td>BMI</td><td>${esc(f.bmi)}</td></tr></table></div>
    <div><h2>Upcoming Appointments</h2><table class="t">${f.appts
      .map(
        (a) =>
          `<tr><td class="dt">${D(a[0])}<br><span class="tm">${esc(a[1])}</span></td><td>${esc(a[2])}</td></tr>`,
      )
      .join('')}</table></div>
  </div>
  <p class="disc">This summary is generated from your electronic health record at ${esc(S.clinic)}. It may not include care you received elsewhere unless it was reported to us. Questions? Send your care team a message.</p>
  <div class="ft"><span>https://${esc(S.host)}</span><span>2/2</span></div>`;

  const css = `
  .ph, .ft { display:flex; justify-content:space-between; font-size:7.6pt; color:#333; font-family:${FONTS.sans}; }
  .ph { margin-bottom:5px; } .ft { margin-top:10px; }
  .bar { display:flex; align-items:center; gap:10px; color:#fff; padding:6px 10px; }
  .bn { font-weight:bold; font-size:12.5pt; } .bs { font-size:7.6pt; opacity:0.9; }
  .bp { min-width:170px; }
  .bm { flex:1; display:flex; gap:11px; font-size:8.2pt; } .bm span { opacity:0.85; } .bm .on { opacity:1; font-weight:bold; border-bottom:2px solid #fff; }
  .bu { font-size:8pt; text-align:right; } .bu span { font-size:7pt; opacity:0.85; }
  .prx { background:#fff4d6; border:1px solid #d9a400; padding:4px 8px; font-size:8.6pt; margin-top:4px; }
  h1 { font-size:17pt; margin:10px 0 4px; font-weight:normal; color:${S.color}; }
  h2 { font-size:11pt; margin:11px 0 3px; color:${S.color}; border-bottom:1.5px solid ${S.color}; padding-bottom:1px; }
  .pf { display:grid; grid-template-columns:1.6fr 1fr 1fr; gap:4px 14px; border:1px solid #ccd; padding:6px 9px; background:#f6f8fa; font-size:9.2pt; }
  .pf span { display:block; font-size:7pt; color:#566; text-transform:uppercase; letter-spacing:0.3px; }
  .pf b { font-size:11pt; }
  table.t { width:100%; font-size:8.6pt; } table.t th { text-align:left; font-size:7.6pt; color:#444; background:#eef1f4; padding:3px 5px; border-bottom:1px solid #bbb; }
  table.t td { padding:3px 5px; border-bottom:1px solid #e2e5e9; vertical-align:top; }
  table.imm tr.g td { background:#f3f5f0; font-weight:bold; font-size:9pt; padding-top:5px; border-bottom:1px solid #c9cfc4; }
  table.imm td.dt, td.dt { white-space:nowrap; }
  .tm { color:#555; font-size:7.6pt; }
  .sub { font-size:7.8pt; color:#444; margin:2px 0 4px; }
  .none { font-size:9pt; margin:3px 0; }
  .cont { font-size:9pt; color:#333; border-bottom:1px solid #bbb; padding-bottom:3px; }
  .two { display:flex; gap:16px; } .two > div { flex:1; }
  .disc { font-size:7.6pt; color:#555; margin-top:10px; }
  .pb { break-after: page; }`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Health Summary</title><style>
@page { size: letter; margin: 0.45in; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${f.font}; color: #111; font-size: 10pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table { border-collapse: collapse; }
${css}
</style></head><body><div class="pb">${p1}</div>${p2}</body></html>`;
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2, 0, 1, 2]);
  let n = 0;
  const lot = () => `${rng.letters(2)}${rng.digits(4)}${rng.pick(['', 'A', 'B'])}`;
  const sortDesc = (xs) => [...xs].sort((a, b) => ((a.date || '9') < (b.date || '9') ? 1 : -1));

  /**
   * flu: list of { date | null, dateText?, tri: bool, where, outside, by, prod? } for influenza doses.
   * Builds the full immunization groups (influenza split by formulation, other vaccines around it).
   */
  const buildGroups = (S, flu, dob) => {
    const fluDose = (x) => {
      const [mfr, brand] = x.prod || rng.pick(x.tri ? FLU_TRI : FLU_QUAD);
      return {
        ...x,
        detail: x.noDetail ? '\u2014' : `${mfr} (${brand}) \u00b7 Lot ${lot()}`,
        by: x.outside ? '' : x.by || rng.pick(S.givers),
      };
    };
    const tri = sortDesc(flu.filter((x) => x.tri).map(fluDose));
    const quad = sortDesc(flu.filter((x) => !x.tri).map(fluDose));
    const covidD = addDays('2024-09-20', rng.int(0, 60));
    const covid2 = addDays('2023-10-02', rng.int(0, 50));
    const tdap = addDays('2019-03-01', rng.int(0, 900));
    let hep = addDays(addYears(dob, 18), rng.int(0, 1500));
    if (hep > '2024-06-01') hep = addDays('2024-06-01', -rng.int(0, 300));
    const groups = [
      {
        name: 'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL',
        doses: [
          {
            date: covidD,
            where: rng.pick(PHARM) + ' (state registry)',
            outside: true,
            detail: `Pfizer \u00b7 Lot ${lot()}`,
          },
          { date: covid2, where: S.nurseVisit, detail: `Pfizer \u00b7 Lot ${lot()}`, by: rng.pick(S.givers) },
        ],
      },
      {
        name: 'Hepatitis B, adult',
        doses: [
          {
            date: addDays(hep, 180),
            where: 'Outside record (patient reported)',
            outside: true,
            detail: '\u2014',
          },
          {
            date: addDays(hep, 30),
            where: 'Outside record (patient reported)',
            outside: true,
            detail: '\u2014',
          },
          { date: hep, where: 'Outside record (patient reported)', outside: true, detail: '\u2014' },
        ],
      },
    ];
    if (tri.length) groups.push({ name: 'Influenza, injectable, trivalent, preservative free', doses: tri });
    if (quad.length)
      groups.push({ name: 'Influenza, injectable, quadrivalent, preservative free', doses: quad });
    groups.push({
      name: 'Tdap',
      doses: [
        {
          date: tdap,
          where: S.nurseVisit,
          detail: `Sanofi Pasteur (Adacel) \u00b7 Lot ${lot()}`,
          by: rng.pick(S.givers),
        },
      ],
    });
    // alphabetical order as the EHR prints it; "quadrivalent" sorts before "trivalent"
    groups.sort((a, b) => a.name.localeCompare(b.name));
    return { groups, tdap, covidD };
  };

  const mk = (p, o) => {
    const S = PORTALS[order[n++ % order.length]];
    const ds = S.ds;
    const holder = o.holder || p;
    const printed = o.printed || addDays('2026-11-04', rng.int(0, 14));
    const { groups, tdap } = buildGroups(S, o.flu, holder.dob);
    const pcpSince = addDays('2016-02-01', rng.int(0, 2500));
    const allergies = rng.chance(0.25)
      ? []
      : rng
          .shuffle(ALLERGIES)
          .slice(0, rng.int(1, 3))
          .map((a) => [...a, addDays('2008-01-01', rng.int(0, 5000))]);
    const prescriber = [
      S.pcp[0],
      S.pcp[0],
      rng.pick(['Omar Siddiqui, MD (Endocrinology)', 'Lena Park, NP', 'Carl Huber, MD (Cardiology)']),
    ];
    const meds = rng
      .shuffle(MEDS)
      .slice(0, rng.int(3, 5))
      .map((m) => [...m, rng.pick(prescriber), addDays('2015-05-01', rng.int(0, 4000))]);
    const issues = rng
      .shuffle(ISSUES)
      .slice(0, rng.int(2, 4))
      .map((x) => [x, addDays('2012-01-01', rng.int(0, 5000))]);
    const vitalsDate = addDays(printed, -rng.int(20, 160));
    const fluLast = o.fluLast; // health-maintenance last-done text
    const hm = [
      o.hmFlu || [
        'Influenza vaccine (yearly)',
        'Completed',
        fmt('2027-09-01', ds),
        fluLast ? fmt(fluLast, ds) : '\u2014',
      ],
      ['Tetanus / Tdap (every 10 years)', 'Not due', fmt(addDays(tdap, 3652), ds), fmt(tdap, ds)],
      [
        'Depression screening (PHQ-2)',
        'Due soon',
        fmt(addDays(printed, rng.int(10, 60)), ds),
        fmt(addDays(printed, -rng.int(300, 360)), ds),
      ],
      [
        'Cervical / colorectal cancer screening',
        'Not due',
        fmt(addDays(printed, rng.int(300, 1500)), ds),
        fmt(addDays(printed, -rng.int(400, 1500)), ds),
      ],
    ];
    const f = {
      p,
      S,
      ds,
      dobDs: rng.pick(['us', 'us_nz', 'mon']),
      holderName: nameAs(holder, o.nameStyle || rng.pick(['full', 'first_mi_last', 'first_last'])),
      holderShort: `${holder.first} ${holder.last}`,
      holderDob: holder.dob,
      account: o.account || `${p.first} ${p.last}`,
      proxy: o.proxy || '',
      lastLogin: `${fmt(addDays(printed, -rng.int(1, 30)), 'us')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      mrn: `${rng.pick(['', 'E', 'MR'])}${rng.digits(rng.pick([7, 8]))}`,
      printed,
      printStamp: `${fmt(printed, 'us_short')}, ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      pcpSince,
      prefPharm: rng.pick(PHARM),
      allergies,
      allergyReviewed: addDays(printed, -rng.int(30, 200)),
      meds,
      issues,
      groups,
      hm,
      vitalsDate,
      bp: `${rng.int(108, 138)}/${rng.int(66, 88)}`,
      pulse: rng.int(58, 92),
      weight: `${rng.int(120, 230)} lb`,
      bmi: rng.float(20, 33).toFixed(1),
      appts: [
        [
          addDays(printed, rng.int(20, 120)),
          `${rng.int(8, 11)}:${rng.pick(['00', '20', '40'])} AM`,
          `Annual physical with ${S.pcp[0]}`,
        ],
        [
          addDays(printed, rng.int(130, 300)),
          `${rng.int(1, 4)}:${rng.pick(['00', '15', '30'])} PM`,
          'Lab visit \u2014 fasting blood work',
        ],
      ],
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.carlito]),
    };
    return f;
  };
  const out = [];

  // 1 — nurse-visit dose at the practice; older seasons below, quadrivalent group printed first (text PDF)
  {
    const p = k.person();
    const cur = addDays('2026-09-21', rng.int(0, 40));
    const flu = [
      { date: cur, tri: true, where: null },
      { date: addDays('2025-09-26', rng.int(0, 30)), tri: true, where: null },
      { date: addDays('2024-10-01', rng.int(0, 25)), tri: true, where: null },
      { date: addDays('2023-10-02', rng.int(0, 25)), tri: false, where: null },
      { date: addDays('2022-09-27', rng.int(0, 30)), tri: false, where: null },
    ];
    const S0 = PORTALS[order[n % order.length]];
    for (const x of flu) x.where = S0.nurseVisit;
    const f = mk(p, { flu, fluLast: cur });
    out.push({
      key: 'nurse-visit-dose-five-seasons',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `page 2: the influenza doses are split into a quadrivalent group (2023, 2022) printed above the trivalent group (${cur}, 2025, 2024); the newest, ${cur}, was given at ${S0.nurseVisit}; allergy, medication, problem, vitals, appointment and health-maintenance dates are not doses`,
    });
  }

  // 2 — pharmacy dose imported from the state registry (scanned PDF)
  {
    const p = k.person();
    const cur = addDays('2026-09-08', rng.int(0, 50));
    const ph = rng.pick(PHARM);
    const flu = [
      { date: cur, tri: true, where: `${ph} (state registry)`, outside: true },
      { date: addDays('2025-10-03', rng.int(0, 25)), tri: true, where: null },
      {
        date: addDays('2023-10-10', rng.int(0, 25)),
        tri: false,
        where: `${rng.pick(PHARM)} (state registry)`,
        outside: true,
      },
    ];
    const S0 = PORTALS[order[n % order.length]];
    flu[1].where = S0.nurseVisit;
    const f = mk(p, { flu, fluLast: cur });
    out.push({
      key: 'pharmacy-dose-from-state-registry',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['missing administrator'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `page 2: the newest influenza dose ${cur} is an outside (\u25c6) entry from the state registry, given at ${ph}: the pharmacy is the administrator even though the "Given by" cell is empty; last season's dose was at the practice`,
    });
  }

  // 3 — September dose with a February dose of last season just below it (text PDF)
  {
    const p = k.person();
    const cur = addDays('2026-09-01', rng.int(0, 12));
    const feb = addDays('2026-02-03', rng.int(0, 20));
    const S0 = PORTALS[order[n % order.length]];
    const flu = [
      { date: cur, tri: true, where: S0.nurseVisit },
      { date: feb, tri: true, where: S0.nurseVisit },
      {
        date: addDays('2024-10-07', rng.int(0, 25)),
        tri: true,
        where: `${rng.pick(PHARM)} (state registry)`,
        outside: true,
      },
      { date: addDays('2023-11-01', rng.int(0, 25)), tri: false, where: S0.nurseVisit },
    ];
    const f = mk(p, { flu, fluLast: cur });
    out.push({
      key: 'september-dose-above-february-dose-same-year',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['vaccination outside season'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `two influenza doses in 2026: ${cur} (2026-2027 season, the deciding one) and ${feb} (late in the 2025-2026 season, given because none was given in the fall of 2025)`,
    });
  }

  // 4 — newest influenza dose in March 2026, last season; health maintenance says overdue (scanned PDF)
  {
    const p = k.person();
    const mar = addDays('2026-03-02', rng.int(0, 25));
    const S0 = PORTALS[order[n % order.length]];
    const flu = [
      { date: mar, tri: true, where: S0.nurseVisit },
      { date: addDays('2024-10-14', rng.int(0, 20)), tri: true, where: S0.nurseVisit },
      {
        date: addDays('2023-10-09', rng.int(0, 20)),
        tri: false,
        where: `${rng.pick(PHARM)} (state registry)`,
        outside: true,
      },
    ];
    const f = mk(p, {
      flu,
      hmFlu: ['Influenza vaccine (yearly)', 'Overdue', fmt('2026-09-01', S0.ds), fmt(mar, S0.ds)],
    });
    out.push({
      key: 'newest-dose-march-2026-last-season',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['vaccination outside season'],
      data: { record_type: 'immunization_record', season: '2025-2026', ...personData() },
      note: `page 2: the newest influenza dose is ${mar}, inside the 2025-2026 season (1 July 2025 \u2013 30 June 2026), not the current 2026-2027 season; health maintenance shows influenza overdue since 09/01/2026`,
    });
  }

  // 5 — a relative's summary printed through proxy access by the worker (scanned PDF)
  {
    const p = k.person();
    let q = k.person();
    for (let i = 0; i < 10 && (q.first === p.first || q.nick === p.nick); i++) q = k.person();
    const rel = rng.pick(['spouse', 'parent']);
    const holder = {
      ...q,
      last: p.last,
      dob:
        rel === 'parent'
          ? `${Number(p.dob.slice(0, 4)) - rng.int(24, 32)}${p.dob.slice(4)}`
          : otherDob(rng, p),
    };
    const cur = addDays('2026-09-20', rng.int(0, 40));
    const S0 = PORTALS[order[n % order.length]];
    const flu = [
      { date: cur, tri: true, where: S0.nurseVisit },
      { date: addDays('2025-10-06', rng.int(0, 20)), tri: true, where: S0.nurseVisit },
    ];
    const f = mk(p, {
      flu,
      holder,
      fluLast: cur,
      proxy: rel === 'spouse' ? 'spouse' : 'adult child caregiver',
      nameStyle: 'full',
    });
    out.push({
      key: 'relative-summary-via-proxy-access',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['name mismatch'],
      data: { 'person.name.status': 'mismatch' },
      note: `the summary is ${holder.first} ${holder.last}'s (the worker's ${rel}, same surname): "Prepared for" names ${holder.first}, while ${p.first} ${p.last} only appears as the logged-in proxy account; the ${cur} dose is the relative's; the request has no DOB`,
    });
  }

  // 6 — current-season dose patient reported with date Unknown (text PDF)
  {
    const p = k.person();
    const ph = rng.pick(PHARM);
    const S0 = PORTALS[order[n % order.length]];
    const flu = [
      {
        date: null,
        dateText: 'Unknown',
        tri: true,
        where: `Patient reported \u2014 ${ph}, "fall 2026"`,
        outside: true,
        noDetail: true,
      },
      { date: addDays('2025-10-01', rng.int(0, 30)), tri: true, where: S0.nurseVisit },
      { date: addDays('2024-09-30', rng.int(0, 30)), tri: true, where: S0.nurseVisit },
    ];
    const f = mk(p, {
      flu,
      hmFlu: [
        'Influenza vaccine (yearly)',
        'Addressed \u2014 patient reported',
        fmt('2027-09-01', S0.ds),
        'Unknown',
      ],
    });
    out.push({
      key: 'patient-reported-current-dose-date-unknown',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing vaccination date'],
      data: { record_type: 'immunization_record', ...personData() },
      note: `page 2: the only 2026-2027 entry is patient reported (${ph}, "fall 2026") with the date "Unknown"; the dated influenza doses are from earlier seasons (vaccination outside season may also be reported)`,
    });
  }
  return out;
}
