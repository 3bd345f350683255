// The yellow patient copy of an urgent-care chain's carbonless (NCR) TB skin test form, as a worker photographs it
// or faxes it to the agency. Everything is written by hand into a printed grid: the patient block, four screening
// questions with YES / NO ringed, then a two-row ADMINISTRATION AND READING grid (PLACED / READ rows: date, time,
// arm ringed, tuberculin product ringed with lot and lot expiry, induration in mm, signature and credentials).
// Under the grid the front desk writes the "return for reading between" window (two dates that are not test dates),
// and the reader rings NEGATIVE or POSITIVE and YES / NO for "chest x-ray ordered". After a positive reading the
// upload is a two-page PDF: the form, then the imaging group's chest radiograph report with its impression.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r13_urgent_care_ppd_ncr_patient_copy',
  split: 'tuning',
  renderings: { text_pdf: 17, scanned_pdf: 17, photo: 50, fax: 16 },
  description:
    'Yellow patient copy of an urgent-care chain carbonless TB skin test form filled by hand: patient block, YES / NO ringed screening, a PLACED / READ grid (date, time, arm ringed, Tubersol / Aplisol ringed with lot and lot expiry, induration mm, signature and credentials), a "return for reading between" window, NEGATIVE / POSITIVE ringed, chest x-ray ordered YES / NO; after a positive reading a second page with the chest radiograph report',
};

const CLINICS = [
  {
    name: 'Lanternlight Urgent Care',
    tag: 'Walk-in care · Occupational health services',
    addr: '3120 Meridian Ave, Lansing, MI 48906',
    phone: '(517) 555-0143',
    color: '#b4232a',
    rad: ['Great Lakes Imaging Associates, PC', '1800 Harmon Blvd, Lansing, MI 48906'],
  },
  {
    name: 'Bayou Crossing ExpressCare',
    tag: 'Urgent care · Employer services · Lab',
    addr: '77 Whitcomb St, Savannah, GA 31401',
    phone: '(912) 555-0171',
    color: '#125b8c',
    rad: ['Coastal Plain Radiology Group', '410 Bellwether Ct, Savannah, GA 31401'],
  },
  {
    name: 'High Desert Walk-In Clinics',
    tag: 'Same-day care · Pre-employment testing',
    addr: '905 Pioneer Way, Reno, NV 89502',
    phone: '(775) 555-0118',
    color: '#6a4c93',
    rad: ['Sierra Vista Diagnostic Imaging', '2290 Fernhill Rd, Reno, NV 89502'],
  },
];
const PLACERS = ['Dana Whitlock, LPN', 'Marisa Quijano, RN', 'Corey Baptiste, LPN'];
const READERS = ['Keisha Arrington, RN', 'Tom Beaulieu, RN', 'Ana Sepulveda, LPN'];
const RADIOLOGISTS = ['Harold Oyama, MD', 'Priti Venkataraman, MD', 'Gregory Lindahl, DO'];
const AGENCIES = [
  'Brightpath Nurse Staffing',
  'Cardinal Per Diem Partners',
  'Juniper Home Care',
  'Summit Travel Nursing',
];
const SCREEN = [
  'Previous positive TB skin test or TB blood test?',
  'Ever received BCG vaccine?',
  'Live-virus vaccine (MMR, varicella, yellow fever) in the past 4 weeks?',
  'Severe reaction to a previous PPD skin test?',
];

function ringed(opt, chosen, ink) {
  return opt === chosen
    ? `<span style="display:inline-block;border:1.8px solid ${ink};border-radius:50%;padding:0 6px;margin:0 2px;transform:rotate(-3deg)">${esc(opt)}</span>`
    : `<span style="display:inline-block;padding:0 8px">${esc(opt)}</span>`;
}

function formPage(f) {
  const c = f.clinic;
  const H = (t, o = {}) =>
    hand(t, { font: f.hand, ink: f.ink, size: '1.2em', style: 'opacity:.88;filter:blur(0.25px);', ...o });
  const R = (opt, chosen) => ringed(opt, chosen, f.ink);
  const screen = SCREEN.map(
    (q, i) =>
      `<tr><td>${i + 1}. ${esc(q)}</td><td class="yn">${R('YES', f.screen[i] ? 'YES' : 'NO')}${R('NO', f.screen[i] ? 'YES' : 'NO')}</td></tr>`,
  ).join('');
  const readSig = f.read ? sig(f.readerSig, { font: f.sigFont2, ink: f.ink, size: '1.45em' }) : '';
  return `<div class="sheet">
  <div class="hd">${logo({ initials: c.name.split(' ')[0].slice(0, 2).toUpperCase(), color: c.color, shape: 'cross', size: 40 })}
   <div style="flex:1"><div class="cn" style="color:${c.color}">${esc(c.name)}</div><div class="ct">${esc(c.tag)}<br>${esc(c.addr)} · ${esc(c.phone)}</div></div>
   <div class="ti">TB SKIN TEST RECORD<div>Mantoux / PPD (5 TU, 0.1 mL intradermal)</div><div class="cp" style="background:${c.color}">PATIENT COPY</div></div></div>
  <div class="sec">1 · PATIENT</div>
  <table class="pb2"><tr><td style="width:58%"><div class="l">Patient name (Last, First, MI)</div>${H(f.name)}</td><td><div class="l">Date of birth</div>${H(f.dob)}</td><td style="width:18%"><div class="l">Chart #</div>${H(f.chart, { size: '1.05em' })}</td></tr>
  <tr><td><div class="l">Employer / agency requesting test</div>${H(f.agency, { size: '1.05em' })}</td><td colspan="2"><div class="l">Reason (circle)</div>${R('Pre-employment', 'Pre-employment')} ${R('Annual', 'x')} ${R('Exposure', 'x')} ${R('School', 'x')}</td></tr></table>
  <div class="sec">2 · SCREENING (circle YES or NO)</div>
  <table class="sc">${screen}</table>
  <div class="sec">3 · ADMINISTRATION AND READING</div>
  <table class="g"><tr><th style="width:11%"></th><th style="width:14%">Date</th><th style="width:10%">Time</th><th style="width:16%">Site (circle)</th><th style="width:25%">Tuberculin (circle) · Lot # · Exp.</th><th>Signature and credentials</th></tr>
  <tr><th class="rh">PLACED</th><td>${H(f.placed)}</td><td>${H(f.ptime, { size: '1.05em' })}</td><td>${R('L arm', f.arm)}${R('R arm', f.arm)}</td>
   <td>${R('Tubersol', f.product)} ${R('Aplisol', f.product)}<div style="margin-top:4px;text-align:left"><span class="l">Lot #</span> ${H(f.lot, { size: '1em' })}</div><div style="text-align:left"><span class="l">Exp.</span> ${H(f.lotExp, { size: '1em' })}</div></td>
   <td>${sig(f.placerSig, { font: f.sigFont, ink: f.ink, size: '1.45em' })}<br>${H(f.placer, { size: '0.95em' })}</td></tr>
  <tr><th class="rh">READ</th><td>${H(f.read)}</td><td>${H(f.rtime, { size: '1.05em' })}</td><td class="na">—</td>
   <td><span class="l">Induration (transverse)</span><br>${H(f.mm, { size: '1.35em' })} <b>mm</b></td>
   <td>${readSig}<br>${H(f.read ? f.reader : '', { size: '0.95em' })}</td></tr></table>
  <div class="ret">Return for reading between ${H(f.win1)} and ${H(f.win2)} &nbsp;(48–72 hours after placement). A test not read within 72 hours must be repeated.</div>
  <div class="res"><b>4 · INTERPRETATION</b> (circle one): &nbsp; ${R('NEGATIVE', f.res)} &nbsp; ${R('POSITIVE', f.res)}
   <span style="margin-left:28px"><b>Chest x-ray ordered:</b> ${R('YES', f.cxrOrdered)} ${R('NO', f.cxrOrdered)}</span></div>
  <div class="cut">Interpretation for health-care workers: induration ≥ 10 mm is positive (≥ 5 mm with HIV, recent close contact, fibrotic changes on x-ray or immunosuppression). Record 0 mm when no induration. Redness alone is not measured.</div>
  <div class="ins"><b>AFTER YOUR TEST</b><ul><li>Keep the site clean and dry; do not cover it with a bandage, scratch or rub it.</li><li>Mild itching is normal. Call us if you have swelling of the whole arm, blistering or fever.</li><li>You <u>must</u> return for the reading in the window shown above. Bring this copy with you.</li><li>Your employer copy (pink) is released only with your written consent.</li></ul>
  <div style="display:flex;gap:18px;margin-top:6px"><span>Clinic use — billed as: ${R('Self-pay', 'x')} ${R('Employer account', 'Employer account')} ${R('Insurance', 'x')}</span></div></div>
  <div class="ft"><span>Form UC-114 (rev. 03/25)</span><span>WHITE — Clinic chart · <b style="background:#f3e27a">YELLOW — Patient</b> · PINK — Employer</span></div>
  </div>`;
}

function xrayPage(f) {
  const [gname, gaddr] = f.clinic.rad;
  return `<div class="xr">
  <div class="xh"><div><div style="font-size:15pt;font-weight:bold;letter-spacing:.5px">${esc(gname)}</div><div style="font-size:8.5pt;color:#444">${esc(gaddr)} · Diagnostic radiology</div></div><div style="font-size:13pt;font-weight:bold;text-align:right">RADIOLOGY REPORT<div style="font-size:8pt;font-weight:normal">FINAL</div></div></div>
  <table class="xt"><tr><td class="c">Patient</td><td>${esc(f.xName)}</td><td class="c">DOB</td><td>${esc(fmt(f.dobIso, 'us'))}</td></tr>
  <tr><td class="c">Exam</td><td>XR CHEST 2 VIEWS (PA AND LATERAL)</td><td class="c">Accession #</td><td>${esc(f.acc)}</td></tr>
  <tr><td class="c">Date of service</td><td>${esc(fmt(f.xIso, 'us'))} ${esc(f.xTime)}</td><td class="c">Ordering provider</td><td>${esc(f.orderer)}</td></tr>
  <tr><td class="c">Referring site</td><td colspan="3">${esc(f.clinic.name)}, ${esc(f.clinic.addr)}</td></tr></table>
  <p><b>CLINICAL INDICATION:</b> Positive tuberculin skin test (${esc(f.mm)} mm) on pre-employment screening. Asymptomatic: no cough, fever, night sweats or weight loss.</p>
  <p><b>COMPARISON:</b> None available.</p>
  <p><b>TECHNIQUE:</b> PA and lateral views of the chest.</p>
  <p><b>FINDINGS:</b> The lungs are clear without focal consolidation, nodule, mass, cavitation or pleural effusion. No hilar or mediastinal lymphadenopathy. Cardiomediastinal silhouette is within normal limits. No pneumothorax. Visualized osseous structures are intact.</p>
  <p style="font-size:11pt"><b>IMPRESSION:</b><br>1. No radiographic evidence of active pulmonary tuberculosis.<br>2. No acute cardiopulmonary abnormality.</p>
  <p style="margin-top:26px;font-size:9.5pt">Electronically signed by: ${esc(f.radiologist)} on ${esc(fmt(f.xSignIso, 'us'))} ${esc(f.xSignTime)}<br>Dictated: ${esc(fmt(f.xIso, 'us'))} · Transcribed: ${esc(fmt(f.xSignIso, 'us'))}</p>
  <div style="position:absolute;bottom:0.45in;left:0.6in;right:0.6in;font-size:7.5pt;color:#555;border-top:1px solid #999;padding-top:3px">CONFIDENTIAL PATIENT INFORMATION · Page 1 of 1 · ${esc(gname)}</div>
  </div>`;
}

function render(f) {
  const c = f.clinic;
  const css = `
  .sheet { background:#fbf3b8; padding:0.35in 0.4in; height:11in; overflow:hidden; position:relative; }
  .hd { display:flex; gap:10px; align-items:center; border-bottom:2.5px solid ${c.color}; padding-bottom:6px; }
  .cn { font-size:15pt; font-weight:bold; } .ct { font-size:8pt; color:#333; }
  .ti { text-align:right; font-weight:bold; font-size:12.5pt; } .ti div { font-size:7.8pt; font-weight:normal; }
  .ti .cp { display:inline-block; color:#fff; font-weight:bold; font-size:8.5pt; padding:1px 8px; margin-top:3px; letter-spacing:1px; }
  .sec { font-weight:bold; font-size:9.5pt; margin:11px 0 3px; color:${c.color}; border-bottom:1px solid #555; }
  .l { font-size:7.2pt; color:#333; }
  table.pb2 { width:100%; } table.pb2 td { border:1px solid #555; padding:2px 5px; height:42px; vertical-align:top; font-size:9pt; }
  table.sc { width:100%; font-size:9pt; } table.sc td { border-bottom:1px dotted #888; padding:3px 2px; } table.sc td.yn { width:120px; text-align:right; white-space:nowrap; font-weight:bold; }
  table.g { width:100%; font-size:8.8pt; } table.g th { border:1px solid #444; background:#efe39b; font-size:7.8pt; padding:3px; }
  table.g td { border:1px solid #444; height:66px; padding:2px 4px; text-align:center; vertical-align:middle; }
  table.g th.rh { font-size:9.5pt; } table.g td.na { color:#777; }
  .ret { font-size:8.8pt; margin-top:9px; }
  .res { font-size:10pt; margin-top:12px; padding:8px 6px; border:1.5px solid #444; }
  .ins { font-size:8.4pt; margin-top:14px; border:1px dashed #777; padding:6px 10px; } .ins ul { margin:3px 0 0 16px; padding:0; }
  .cut { font-size:7.6pt; color:#333; margin-top:8px; }
  .ft { position:absolute; bottom:0.3in; left:0.4in; right:0.4in; display:flex; justify-content:space-between; font-size:7.6pt; border-top:1px solid #777; padding-top:3px; }
  .xr { padding:0.55in 0.6in; font-family:${FONTS.serif}; font-size:10.5pt; position:relative; min-height:10in; }
  .xh { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:6px; margin-bottom:10px; }
  table.xt { width:100%; font-size:9.5pt; margin-bottom:10px; } table.xt td { border:1px solid #999; padding:3px 6px; } table.xt td.c { background:#eee; font-weight:bold; width:17%; }
  p { margin:7px 0; line-height:1.4; }`;
  const body = f.xIso ? `<div class="pb">${formPage(f)}</div>${xrayPage(f)}` : formPage(f);
  return page({ title: 'TB skin test record', body, css, font: FONTS.lato, margin: '0' });
}

export function cases(k) {
  const { rng } = k;
  const times = ['8:10 AM', '9:35 AM', '10:50 AM', '11:20 AM', '1:45 PM', '2:30 PM', '3:55 PM', '4:40 PM'];
  const make = (p, o) => {
    const clinic = rng.pick(CLINICS);
    const style = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const w = (x) => (x ? fmt(x, style) : '');
    const placedIso = o.placed;
    const readIso = o.readDays === null ? null : addDays(placedIso, o.readDays ?? 2);
    const ti = rng.int(0, times.length - 2);
    const mm = o.mm ?? 0;
    const placer = rng.pick(PLACERS);
    const reader = rng.pick(READERS);
    return {
      clinic,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      dob: w(p.dob),
      dobIso: p.dob,
      chart: `${rng.letters(1)}${rng.digits(6)}`,
      agency: rng.pick(AGENCIES),
      screen: SCREEN.map((_, i) => (o.bcg && i === 1 ? true : false)),
      placed: w(placedIso),
      ptime: times[ti],
      arm: rng.pick(['L arm', 'R arm']),
      product: rng.pick(['Tubersol', 'Aplisol']),
      lot: `${rng.letters(1)}${rng.digits(4)}${rng.letters(2)}`,
      lotExp: fmt(addDays('2027-01-31', rng.int(0, 300)), 'mm_yyyy'),
      placer,
      placerSig: placer.replace(/,.*$/, ''),
      read: w(readIso),
      rtime: readIso ? o.rtime || times[Math.min(ti + rng.int(-1, 1), times.length - 1)] : '',
      mm: readIso ? String(mm) : '',
      reader,
      readerSig: reader.replace(/,.*$/, ''),
      win1: w(addDays(placedIso, 2)),
      win2: w(addDays(placedIso, 3)),
      res: readIso ? (mm >= 10 ? 'POSITIVE' : 'NEGATIVE') : '',
      cxrOrdered: readIso ? (mm >= 10 ? 'YES' : 'NO') : '',
      placedIso,
      readIso,
    };
  };
  const out = [];

  // 1 — negative, 0 mm, read on day 2
  let p = k.person();
  let f = make(p, { placed: addDays('2026-03-02', rng.int(0, 220)), mm: 0 });
  out.push({
    key: 'neg-zero-mm-ringed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': 0,
      ...personData(),
    },
    note: 'NEGATIVE ringed, 0 mm written in the READ row two days after placement; the "return for reading between" dates and the lot expiry are not test dates',
  });

  // 2 — negative, read on day 3 within 72 h by the written times, BCG history ringed YES
  p = k.person();
  f = make(p, {
    placed: addDays('2026-04-06', rng.int(0, 190)),
    mm: rng.pick([0, 3, 5]),
    readDays: 3,
    bcg: true,
    ds: 'us',
  });
  f.ptime = '10:50 AM';
  f.rtime = '9:30 AM';
  out.push({
    key: 'neg-read-third-morning-bcg-yes',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['invalid waiting period', 'positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      ...personData(),
    },
    note: `placed ${f.placed} 10:50 AM, read ${f.read} 9:30 AM (70 h 40 min, inside 48–72 h); the YES ringed on the BCG screening question is history, not a result`,
  });

  // 3 — positive, chest radiograph report on page 2 (accepted)
  p = k.person();
  let placed = addDays('2026-02-02', rng.int(0, 200));
  f = make(p, { placed, mm: rng.pick([12, 14, 17]) });
  f.xIso = addDays(f.readIso, rng.int(2, 9));
  f.xTime = rng.pick(['08:42', '13:15', '16:07']);
  f.xSignIso = addDays(f.xIso, rng.int(0, 1));
  f.xSignTime = rng.pick(['17:20', '09:05', '11:48']);
  f.xName = nameAs(p, 'LAST_FIRST_MI');
  f.acc = `CR${rng.digits(8)}`;
  f.orderer = rng.pick(['Alan Mercado, PA-C', 'Joyce Whitlow, FNP-C', 'Samir Haddad, MD']);
  f.radiologist = rng.pick(RADIOLOGISTS);
  out.push({
    key: 'pos-ringed-cxr-report-page2',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': Number(f.mm),
      ...personData(),
    },
    note: `POSITIVE ringed (${f.mm} mm) and chest x-ray ordered YES on page 1; page 2 is the radiology report dated ${f.xIso} with "No radiographic evidence of active pulmonary tuberculosis" (accept_xray default)`,
  });

  // 4 — positive, no x-ray in the upload
  p = k.person();
  f = make(p, { placed: addDays('2026-05-04', rng.int(0, 170)), mm: rng.pick([11, 13, 15, 16]) });
  out.push({
    key: 'pos-ringed-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': Number(f.mm),
    },
    note: 'POSITIVE ringed and "Chest x-ray ordered: YES" ringed, but no x-ray report is in the upload',
  });

  // 5 — read on day 5
  p = k.person();
  f = make(p, { placed: addDays('2026-03-16', rng.int(0, 200)), mm: 0, readDays: rng.pick([5, 6]) });
  out.push({
    key: 'read-after-window',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.report_date': f.readIso },
    note: `NEGATIVE ringed, but the READ row is dated ${f.read}, ${f.readIso === addDays(f.placedIso, 5) ? 'five' : 'six'} days after placement, after the printed "return between" window`,
  });

  // 6 — never read
  p = k.person();
  f = make(p, { placed: addDays('2026-06-01', rng.int(0, 150)), readDays: null });
  out.push({
    key: 'placed-never-read',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test result'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.result': null },
    note: 'only the PLACED row is filled; the READ row, induration and interpretation are blank (the "return for reading between" dates are an appointment window, not a reading); `missing test dates` may also be reported',
  });

  // renderings: three photos, a fax, a text PDF; the two-page case is a scanned PDF
  const order = rng.shuffle(['photo', 'photo', 'photo', 'fax', 'text_pdf']);
  let j = 0;
  out.forEach((c) => {
    c.rendering = c.key === 'pos-ringed-cxr-report-page2' ? 'scanned_pdf' : order[j++];
  });
  return out;
}
