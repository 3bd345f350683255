// A hospital employee-health "TB Screening Questionnaire — Staff with a History of a Positive TB Test", filled in by
// the worker and the employee-health clinician and uploaded by the worker. Section A employee block (Last, First MI;
// DOB; agency; date completed). Section B history of the positive test: test type ticked among TST / QuantiFERON /
// T-SPOT.TB / unknown, date placed and date read or date collected, the reading written with its word ("18 mm —
// positive", "QFT-Plus POS, TB1-Nil 2.41"), BCG YES / NO ringed. Section C chest x-ray: date of most recent film,
// facility, result ticked among "Normal — no evidence of active TB" / "Abnormal — see report" / "Not done / pending",
// report attached YES / NO ringed. Section D LTBI treatment ringed (Completed / Declined / In progress / Not offered)
// with regimen and dates. Section E annual symptom review, seven questions with YES / NO boxes after each. The
// worker's attestation with signature and date, then Section F EMPLOYEE HEALTH REVIEW with the determination ticked
// among three (no signs of active TB — cleared / refer for chest x-ray / refer to TB clinic — not cleared),
// clinician signature, credentials and date. Some uploads carry the radiology report on page 2.
// Variants: an old positive skin test with this year's clear film; a positive QuantiFERON last year, LTBI treatment
// completed and a film this year written only in words; a questionnaire whose clear film is only on the attached
// report on page 2; a clear film three years old with only this year's symptom review; a new positive skin test this
// autumn with the film still pending; a film whose report says active TB cannot be excluded.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r19_positive_history_tb_questionnaire_cxr',
  split: 'tuning',
  renderings: { text_pdf: 20, photo: 40, fax: 15, scan_image: 10, scanned_pdf: 15 },
  description:
    'Hospital employee-health "TB Screening Questionnaire — Staff with a History of a Positive TB Test" filled by hand: employee block, history of the positive test (TST / QuantiFERON / T-SPOT.TB ticked, placed / read or collected dates, reading in words with its number, BCG ringed), chest x-ray section (date, facility, Normal / Abnormal / Not done ticked, report attached ringed), LTBI treatment ringed, seven symptom questions with YES / NO boxes after each, worker attestation, employee-health determination ticked among three with clinician signature; some uploads carry the radiology report on page 2; old positive TST with this year\u2019s clear film, positive QFT with treatment and a film in words, clear film only on the page-2 report, film three years old with only a symptom review, new positive TST with the film pending, film that cannot exclude active TB',
};

const HOSPITALS = [
  {
    name: 'Larkspur Valley Medical Center',
    dept: 'Employee Health & Wellness',
    addr: '1200 Larkspur Ave, Fresno, CA 93721',
    color: '#0f5e6e',
  },
  {
    name: 'St. Brendan of the Plains Hospital',
    dept: 'Occupational & Employee Health Services',
    addr: '45 Lindell Blvd, Omaha, NE 68102',
    color: '#6b2737',
  },
  {
    name: 'Copperfield Regional Health',
    dept: 'Staff Health Office',
    addr: '3300 Copperfield Dr, Mesa, AZ 85201',
    color: '#3d4f8a',
  },
];
const RAD = [
  ['Valley Diagnostic Imaging', 'Rochelle Adebayo-Kim, MD'],
  ['Plains Radiology Partners, PC', 'Gerald Ostrowski, MD'],
  ['Desert Sun Imaging Center', 'Anita Chaudhuri, DO'],
];
const CLINICIANS = [
  ['Marguerite Ellison', 'RN, COHN'],
  ['Terrence Obi', 'NP-C'],
  ['Sandra Kovach', 'MD'],
  ['Luis Echeverría', 'PA-C'],
];
const AGENCIES = [
  'Prairie Light Staffing',
  'TrueNorth Clinical Travel',
  'Open Door Per Diem',
  'Amberline Nurse Registry',
];
const SYMPTOMS = [
  'Cough lasting more than 3 weeks?',
  'Coughing up blood or bloody sputum?',
  'Fever or chills without a known cause?',
  'Night sweats (soaking the bed clothes)?',
  'Unexplained weight loss of 10 lb or more?',
  'Unusual tiredness or loss of appetite?',
  'Chest pain or shortness of breath?',
];

function ring(opt, chosen, ink) {
  return opt === chosen
    ? `<span style="display:inline-block;border:1.7px solid ${ink};border-radius:50%;padding:0 5px;margin:0 1px;transform:rotate(-3deg)">${esc(opt)}</span>`
    : `<span style="display:inline-block;padding:0 6px">${esc(opt)}</span>`;
}

function formPage(f) {
  const h = f.hosp;
  const W = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.15em', ...o });
  const C = (t, o = {}) => hand(t, { font: f.cHand, ink: f.cInk, size: '1.1em', ...o });
  const bx = (on, ink = f.ink) => box(on, { style: 'x', ink, font: f.hand });
  const types = ['TB skin test (TST / PPD)', 'QuantiFERON-TB Gold Plus', 'T-SPOT.TB', 'Unknown / no record'];
  const typeRow = types.map((t) => `${bx(t === f.histType)}${esc(t)}`).join('&nbsp;&nbsp;&nbsp;');
  const cxrOpts = [
    ['normal', 'Normal — no evidence of active TB'],
    ['abnormal', 'Abnormal — see report'],
    ['none', 'Not done / pending'],
  ];
  const cxrRow = cxrOpts
    .map(([k2, t]) => `${bx(k2 === f.cxrBox, f.cInk)}${esc(t)}`)
    .join('&nbsp;&nbsp;&nbsp;');
  const symRows = SYMPTOMS.map(
    (q, i) =>
      `<tr><td>${i + 1}. ${esc(q)}</td><td class="yn">YES ${bx(f.sym[i])}</td><td class="yn">NO ${bx(!f.sym[i])}</td></tr>`,
  ).join('');
  const det = [
    ['cleared', 'No signs or symptoms of active TB. Cleared to work; repeat symptom review in 12 months.'],
    ['refer_cxr', 'Chest x-ray needed before clearance (ordered / pending).'],
    ['refer_clinic', 'Refer to TB clinic / physician — NOT cleared to work pending evaluation.'],
  ];
  const detRows = det
    .map(([k2, t]) => `<div class="dt">${bx(k2 === f.det, f.cInk)} ${esc(t)}</div>`)
    .join('');
  return `<div class="sheet">
  <div class="hd"><div><div class="hn" style="color:${h.color}">${esc(h.name)}</div><div class="hs">${esc(h.dept)} · ${esc(h.addr)}</div></div>
   <div class="tt">TB SCREENING QUESTIONNAIRE<div>Staff with a history of a positive TB test</div><div>Form EH-TB-07 · rev. 01/2025</div></div></div>
  <div class="sec">A. EMPLOYEE / CONTRACT STAFF</div>
  <table class="g"><tr><td style="width:44%"><div class="l">Name (Last, First MI)</div>${W(f.name)}</td><td><div class="l">Date of birth</div>${W(f.dob)}</td><td><div class="l">Agency / department</div>${W(f.agency, { size: '1em' })}</td><td style="width:15%"><div class="l">Date completed</div>${W(f.completed)}</td></tr></table>
  <div class="sec">B. HISTORY OF POSITIVE TB TEST</div>
  <div class="row">Type of positive test: &nbsp;${typeRow}</div>
  <table class="g"><tr><td style="width:24%"><div class="l">${esc(f.histType.startsWith('TB skin') ? 'Date placed' : 'Date collected')}</div>${W(f.histD1)}</td><td style="width:24%"><div class="l">${esc(f.histType.startsWith('TB skin') ? 'Date read' : 'Date resulted')}</div>${W(f.histD2)}</td><td><div class="l">Result as recorded (mm or value, and interpretation)</div>${W(f.histResult)}</td></tr>
  <tr><td colspan="2"><div class="l">Where tested</div>${W(f.histWhere, { size: '1em' })}</td><td><div class="l">BCG vaccine as a child? (circle)</div>${ring('YES', f.bcg, f.ink)} ${ring('NO', f.bcg, f.ink)} ${ring('UNSURE', f.bcg, f.ink)}</td></tr></table>
  <div class="sec">C. CHEST X-RAY (most recent)</div>
  <table class="g"><tr><td style="width:20%"><div class="l">Date of film</div>${f.cxrStruck ? C(f.cxrStruck, { size: '0.95em', style: 'text-decoration:line-through;text-decoration-thickness:2px;margin-right:6px;' }) : ''}${C(f.cxrDate)}${f.cxrStruck ? C(' ' + f.cInit, { size: '0.75em' }) : ''}</td><td style="width:34%"><div class="l">Facility</div>${C(f.cxrWhere, { size: '1em' })}</td><td><div class="l">Result as stated on the report</div>${C(f.cxrWords, { size: '1em' })}</td></tr></table>
  <div class="row">${cxrRow} &nbsp;&nbsp;&nbsp; Report attached? ${ring('YES', f.attached, f.cInk)} ${ring('NO', f.attached, f.cInk)}</div>
  <div class="sec">D. TREATMENT FOR LATENT TB INFECTION (circle)</div>
  <div class="row">${ring('Completed', f.ltbi, f.ink)} ${ring('Declined', f.ltbi, f.ink)} ${ring('In progress', f.ltbi, f.ink)} ${ring('Not offered', f.ltbi, f.ink)} &nbsp; Regimen / dates: ${W(f.ltbiText, { size: '1em' })}</div>
  <div class="sec">E. ANNUAL SYMPTOM REVIEW — in the past 12 months have you had:</div>
  <table class="sy">${symRows}</table>
  <div class="att">I certify that the information above is true and complete. I will report any of these symptoms to Employee Health right away.
   <table class="sg"><tr><td style="width:58%"><div class="sl">${sig(f.wSig, { font: f.wSigFont, ink: f.ink, size: '1.6em' })}</div><div class="l">Employee signature</div></td><td><div class="sl">${W(f.completed)}</div><div class="l">Date</div></td></tr></table></div>
  <div class="rev"><div class="sec" style="margin-top:0">F. EMPLOYEE HEALTH REVIEW (office use)</div>${detRows}
   <table class="sg"><tr><td style="width:44%"><div class="sl">${sig(f.cSig, { font: f.cSigFont, ink: f.cInk, size: '1.6em' })}</div><div class="l">Reviewed by (signature)</div></td><td style="width:28%"><div class="sl">${C(f.cName, { size: '1em' })}</div><div class="l">Printed name, credentials</div></td><td><div class="sl">${C(f.reviewed)}</div><div class="l">Date reviewed</div></td></tr></table>
   <div class="stp">${stamp([h.dept.toUpperCase(), h.name, `REVIEWED ${f.reviewedStamp}`], { color: h.color, rot: 5 })}</div></div>
  <div class="ins"><b>INSTRUCTIONS FOR STAFF.</b> Once a TB skin test or TB blood test has been positive, do not repeat it. Complete sections A–E, record the date, facility and result of your most recent chest x-ray, and attach the radiology report if you have it. Report the month and year of any treatment for latent TB infection. Employee Health reviews this form at hire and every 12 months and will contact you if a chest x-ray or a visit is needed. Questions: ${esc(h.dept)}, ext. ${f.ext}.</div>
  <div class="ft"><span>Retain in employee health record · do not file in personnel file</span><span>Printed ${esc(f.printed)}</span><span>Page 1 of ${f.report ? 2 : 1}</span></div>
 </div>`;
}

function reportPage(f) {
  const r = f.report;
  return `<div class="xr">
  <div class="xh"><div><div style="font-size:15pt;font-weight:bold">${esc(r.group)}</div><div style="font-size:8.5pt;color:#444">Diagnostic radiology · professional reading services for ${esc(f.hosp.name)}</div></div><div style="text-align:right;font-size:12.5pt;font-weight:bold">IMAGING REPORT<div style="font-size:8pt;font-weight:normal">Final · Page 2 of 2</div></div></div>
  <table class="xt"><tr><td class="c">Patient</td><td>${esc(r.name)}</td><td class="c">DOB</td><td>${esc(r.dob)}</td></tr>
  <tr><td class="c">Procedure</td><td>${esc(r.proc)}</td><td class="c">Accession</td><td>${esc(r.acc)}</td></tr>
  <tr><td class="c">Exam date</td><td>${esc(r.date)}</td><td class="c">Ordered by</td><td>${esc(r.orderer)}</td></tr></table>
  <p><b>HISTORY:</b> ${esc(r.history)}</p>
  <p><b>COMPARISON:</b> ${esc(r.comparison)}</p>
  <p><b>FINDINGS:</b> ${esc(r.findings)}</p>
  <p style="font-size:11.5pt"><b>IMPRESSION:</b> ${esc(r.impression)}</p>
  <p style="margin-top:24px;font-size:9.5pt">Read by ${esc(r.rad)} · Electronically signed ${esc(r.signed)}</p>
 </div>`;
}

function css(f) {
  const h = f.hosp;
  return `
 .sheet { padding:0.38in 0.45in; height:11in; position:relative; overflow:hidden; background:${f.paper}; font-size:9.2pt; }
 .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2.5px solid ${h.color}; padding-bottom:4px; }
 .hn { font-size:14.5pt; font-weight:bold; font-family:${FONTS.serif}; } .hs { font-size:7.8pt; color:#333; }
 .tt { text-align:right; font-weight:bold; font-size:11.5pt; } .tt div { font-size:7.6pt; font-weight:normal; }
 .sec { font-weight:bold; font-size:8.8pt; margin:8px 0 2px; background:${h.color}; color:#fff; padding:1px 5px; }
 .l { font-size:7pt; color:#333; }
 table.g { width:100%; } table.g td { border:1px solid #555; padding:1px 5px; height:0.42in; vertical-align:top; }
 .row { padding:4px 2px; font-size:8.8pt; }
 table.sy { width:100%; font-size:8.8pt; } table.sy td { border-bottom:1px dotted #888; padding:2px 3px; } table.sy td.yn { width:60px; white-space:nowrap; text-align:right; }
 .att { font-size:8.3pt; margin-top:6px; }
 table.sg { width:100%; margin-top:4px; } table.sg td { padding-right:14px; vertical-align:bottom; }
 .sl { border-bottom:1px solid #222; min-height:0.36in; display:flex; align-items:flex-end; }
 .rev { border:1.5px solid #333; padding:5px 8px; margin-top:8px; position:relative; }
 .dt { padding:2px 0; font-size:8.8pt; }
 .stp { position:absolute; right:34px; bottom:-50px; }
 .ins { margin-top:66px; border:1px solid #777; padding:6px 9px; font-size:8pt; line-height:1.35; }
 .ft { position:absolute; bottom:0.25in; left:0.45in; right:0.45in; display:flex; justify-content:space-between; font-size:7.2pt; color:#444; border-top:1px solid #888; padding-top:2px; }
 .xr { padding:0.6in 0.65in; font-family:${FONTS.serif}; font-size:10.5pt; min-height:10in; }
 .xh { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:5px; margin-bottom:10px; }
 table.xt { width:100%; font-size:9.5pt; margin-bottom:10px; } table.xt td { border:1px solid #999; padding:3px 6px; } table.xt td.c { background:#eee; font-weight:bold; width:16%; }
 p { margin:8px 0; line-height:1.4; }`;
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const hosp = rng.pick(HOSPITALS);
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const w = (x) => (x ? fmt(x, ds) : '');
    const [cn, cc] = rng.pick(CLINICIANS);
    const reviewedIso = o.reviewed || addDays(o.completed, rng.int(0, 4));
    return {
      hosp,
      hand: rng.pick(HANDS),
      cHand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      cInk: rng.pick(['#1a2b6d', '#0b3d91', '#202020']),
      wSigFont: rng.pick(SIGS),
      cSigFont: rng.pick(SIGS),
      paper: rng.pick(['#fff', '#fcfbf5', '#f6f6f3']),
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      dob: w(p.dob),
      agency: rng.pick(AGENCIES),
      completed: w(o.completed),
      histType: o.histType,
      histD1: o.histD1Text ?? w(o.histD1),
      histD2: o.histD2Text ?? w(o.histD2),
      histResult: o.histResult,
      histWhere: o.histWhere,
      bcg: o.bcg || rng.pick(['YES', 'NO', 'UNSURE']),
      cxrDate: w(o.cxr),
      cxrWhere: o.cxr ? o.cxrWhere || rng.pick(RAD)[0] : '',
      cxrWords: o.cxrWords || '',
      cxrBox: o.cxrBox,
      attached: o.attached || 'NO',
      ltbi: o.ltbi || rng.pick(['Declined', 'Not offered']),
      ltbiText: o.ltbiText || '',
      sym: SYMPTOMS.map(() => false),
      wSig: nameAs(p, 'first_last'),
      cSig: cn,
      cName: `${cn}, ${cc}`,
      det: o.det,
      reviewed: w(reviewedIso),
      reviewedStamp: fmt(reviewedIso, 'mil4'),
      printed: fmt(rng.pick(['2025-01-06', '2025-02-11']), 'us'),
      report: null,
      ext: rng.int(2200, 7899),
      ds,
    };
  };
  const html = (f) => {
    const body = f.report ? `<div class="pb">${formPage(f)}</div>${reportPage(f)}` : formPage(f);
    return page({ title: 'TB screening questionnaire', body, css: css(f), margin: '0', font: FONTS.sans });
  };
  const out = [];

  // 1 — old positive skin test, this year's film clear, ticked normal
  let p = k.person();
  let placed = addDays('2016-04-04', rng.int(0, 900));
  let mm = rng.pick([15, 18, 22]);
  let cxr = addDays('2026-02-09', rng.int(0, 200));
  let completed = addDays(cxr, rng.int(1, 20));
  let f = make(p, {
    completed,
    histType: 'TB skin test (TST / PPD)',
    histD1: placed,
    histD2: addDays(placed, 2),
    histResult: `${mm} mm — positive`,
    histWhere: rng.pick(['Health dept. (county)', 'Nursing school clinic', 'Previous employer']),
    cxr,
    cxrWords: 'No active disease',
    cxrBox: 'normal',
    det: 'cleared',
  });
  f.cxrStruck = fmt(addDays(cxr, -365), f.ds);
  f.cInit = f.cName
    .split(' ')
    .map((x) => x[0])
    .slice(0, 2)
    .join('');
  out.push({
    key: 'old-pos-tst-clear-film-this-year',
    person: requestPerson(p),
    html: html(f),
    issues: [],
    forbidden: ['positive test result', 'test too old'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': mm,
      'tests.1.type': 'xray',
      'tests.1.result': 'negative',
      ...personData(),
    },
    note: `positive TST placed ${placed} (${mm} mm) with a chest film on ${cxr} ticked "Normal — no evidence of active TB": the film clears the positive test (accept_xray) and, as the newest test, is within 365 days; the film date first written a year earlier is struck through and initialled by the reviewer beside the corrected date; the completed, reviewed and printed dates are other dates`,
    rendering: 'photo',
  });

  // 2 — positive QuantiFERON last year, treatment completed, film this year in words only
  p = k.person();
  const qft = addDays('2025-03-03', rng.int(0, 120));
  cxr = addDays(qft, rng.int(5, 20));
  const cxr2 = addDays('2026-03-02', rng.int(0, 180));
  completed = addDays(cxr2, rng.int(2, 25));
  const tb1 = (rng.int(80, 420) / 100).toFixed(2);
  f = make(p, {
    completed,
    histType: 'QuantiFERON-TB Gold Plus',
    histD1: qft,
    histD2: addDays(qft, rng.int(2, 3)),
    histResult: `POSITIVE (TB1-Nil ${tb1} IU/mL)`,
    histWhere: rng.pick(['Reference lab via urgent care', 'Hospital lab — pre-placement']),
    cxr: cxr2,
    cxrWords: `lungs clear, no evidence of active TB (prior film ${fmt(cxr, 'us_short')} also clear)`,
    cxrBox: null,
    ltbi: 'Completed',
    ltbiText: `4 mo rifampin ${fmt(addDays(cxr, 10), 'mm_yyyy')} – ${fmt(addDays(cxr, 135), 'mm_yyyy')}`,
    det: 'cleared',
    ds: 'us_nz',
  });
  out.push({
    key: 'pos-qft-treated-film-in-words',
    person: requestPerson(p),
    html: html(f),
    issues: [],
    forbidden: ['positive test result', 'test too old'],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'positive',
      ...personData(),
    },
    note: `positive QuantiFERON collected ${qft}; the most recent film ${cxr2} is reported in words in the result cell ("lungs clear, no evidence of active TB") while none of the three result boxes is ticked; the prior film and the rifampin months are history. The clear film clears the positive IGRA`,
    rendering: 'fax',
  });

  // 3 — clear film only on the attached report (page 2)
  p = k.person();
  placed = addDays('2019-09-09', rng.int(0, 500));
  mm = rng.pick([12, 14, 16]);
  cxr = addDays('2026-05-04', rng.int(0, 140));
  completed = addDays(cxr, rng.int(1, 10));
  const [grp, rad] = rng.pick(RAD);
  f = make(p, {
    completed,
    histType: 'TB skin test (TST / PPD)',
    histD1: placed,
    histD2: addDays(placed, 3),
    histResult: `${mm} mm pos`,
    histWhere: rng.pick(['Army recruit clinic', 'Pharmacy clinic', 'College health service']),
    cxr,
    cxrWhere: grp,
    cxrWords: 'see attached',
    cxrBox: null,
    attached: 'YES',
    det: 'cleared',
  });
  f.report = {
    group: grp,
    rad,
    name: nameAs(p, 'LAST_FIRST_MI'),
    dob: fmt(p.dob, 'us'),
    proc: 'XR CHEST PA AND LATERAL',
    acc: `RX${rng.digits(8)}`,
    date: `${fmt(cxr, 'us')} ${rng.pick(['07:55', '11:20', '15:42'])}`,
    orderer: `${f.cName}`,
    history: `Annual screening, history of positive PPD (${fmt(placed, 'mm_yyyy')}). Health-care worker. No symptoms.`,
    comparison: `${fmt(addDays(placed, rng.int(10, 40)), 'us')}.`,
    findings:
      'Heart size normal. Lungs are clear bilaterally. No nodules, cavitation, infiltrate or hilar adenopathy. No effusion. Bones unremarkable.',
    impression:
      'Normal chest. No radiographic evidence of active tuberculosis; no change from the comparison study.',
    signed: `${fmt(addDays(cxr, 1), 'us')} 08:12`,
  };
  out.push({
    key: 'clear-film-on-page2-report',
    person: requestPerson(p),
    html: html(f),
    multipage: true,
    issues: [],
    forbidden: ['positive test result', 'test too old'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': mm,
      ...personData(),
    },
    note: `page 1 gives the film date ${cxr} but no result box ticked ("see attached"); the radiology report on page 2 impression: no radiographic evidence of active tuberculosis. The comparison film date in the report is an old study`,
    rendering: 'scanned_pdf',
  });

  // 4 — film three years old, only this year's symptom review
  p = k.person();
  placed = addDays('2018-01-08', rng.int(0, 700));
  mm = rng.pick([13, 17, 20]);
  cxr = addDays('2023-04-03', rng.int(0, 200));
  completed = addDays('2026-09-07', rng.int(0, 50));
  f = make(p, {
    completed,
    histType: 'TB skin test (TST / PPD)',
    histD1: placed,
    histD2: addDays(placed, 2),
    histResult: `${mm} mm — positive`,
    histWhere: rng.pick(['Previous employer', 'County health dept.']),
    cxr,
    cxrWords: 'Negative for active TB',
    cxrBox: 'normal',
    ltbi: 'Declined',
    det: 'cleared',
    ds: 'us',
  });
  out.push({
    key: 'film-three-years-old-symptom-review-only',
    person: requestPerson(p),
    html: html(f),
    issues: ['test too old'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
    },
    note: `the positive TST (${placed}) was cleared by a film on ${cxr}, but that film is the newest test and it is more than 365 days before valid_on; this year's questionnaire (${completed}) and the clinician's "cleared … repeat symptom review" determination are a symptom review, not a test (DOMAIN.md: newest test older than max_age_days → test too old)`,
    rendering: 'photo',
  });

  // 5 — new positive skin test this autumn, film pending
  p = k.person();
  placed = addDays('2026-09-14', rng.int(0, 40));
  mm = rng.pick([11, 13, 16]);
  completed = addDays(placed, rng.int(3, 6));
  f = make(p, {
    completed,
    histType: 'TB skin test (TST / PPD)',
    histD1: placed,
    histD2: addDays(placed, 2),
    histResult: `${mm} mm induration = POSITIVE (new converter)`,
    histWhere: 'Pre-placement, this office',
    cxr: null,
    cxrWords: `ordered ${fmt(addDays(completed, 1), 'us_short')} — pending`,
    cxrBox: 'none',
    ltbi: 'Not offered',
    ltbiText: 'to be discussed after CXR',
    det: 'refer_cxr',
  });
  out.push({
    key: 'new-pos-tst-film-pending',
    person: requestPerson(p),
    html: html(f),
    issues: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.exam_date': placed,
      'tests.0.report_date': addDays(placed, 2),
      'tests.0.induration_mm': mm,
    },
    note: `a positive TST placed ${placed} and read two days later (${mm} mm); the chest x-ray is "Not done / pending" (only an order date) and the clinician ticked "Chest x-ray needed before clearance", so nothing clears the positive result`,
    rendering: 'text_pdf',
  });

  // 6 — film whose report cannot exclude active TB
  p = k.person();
  const qft6 = addDays('2026-06-01', rng.int(0, 60));
  cxr = addDays(qft6, rng.int(6, 20));
  completed = addDays(cxr, rng.int(2, 6));
  const [grp6, rad6] = rng.pick(RAD);
  f = make(p, {
    completed,
    histType: 'T-SPOT.TB',
    histD1: qft6,
    histD2: addDays(qft6, 2),
    histResult: `Positive — Panel A 14 / Panel B 11 spots`,
    histWhere: 'Pre-placement lab',
    cxr,
    cxrWhere: grp6,
    cxrWords: 'RUL opacity — see report',
    cxrBox: 'abnormal',
    attached: 'YES',
    ltbi: 'Not offered',
    det: 'refer_clinic',
  });
  f.report = {
    group: grp6,
    rad: rad6,
    name: nameAs(p, 'LAST_FIRST_MI'),
    dob: fmt(p.dob, 'us'),
    proc: 'XR CHEST 2 VIEWS',
    acc: `RX${rng.digits(8)}`,
    date: `${fmt(cxr, 'us')} ${rng.pick(['09:14', '13:48'])}`,
    orderer: f.cName,
    history: 'Positive T-SPOT.TB on pre-placement screening. Evaluate for active TB.',
    comparison: 'None.',
    findings:
      'Patchy nodular opacity in the right upper lobe apex with a possible small cavitary component. Mild right hilar fullness. No pleural effusion. Heart size normal.',
    impression:
      'Right upper lobe nodular opacity; active pulmonary tuberculosis cannot be excluded. Recommend sputum AFB smear and culture x3 and clinical correlation.',
    signed: `${fmt(cxr, 'us')} 17:05`,
  };
  out.push({
    key: 'film-cannot-exclude-active-tb',
    person: requestPerson(p),
    html: html(f),
    multipage: true,
    issues: ['positive test result'],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'positive',
    },
    note: `positive T-SPOT.TB ${qft6}; the chest film (${cxr}) is ticked Abnormal and the page-2 impression says active tuberculosis cannot be excluded, so the film does not clear the positive test; the clinician ticked "Refer to TB clinic — NOT cleared"`,
    rendering: 'text_pdf',
  });
  return out;
}
