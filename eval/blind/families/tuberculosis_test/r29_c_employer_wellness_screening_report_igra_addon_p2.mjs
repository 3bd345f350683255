// A workplace wellness-screening vendor's two-page "Personal Health Screening Report" from an employer's biometric
// screening event (a hospital system's "Know Your Numbers", a staffing agency's "Well@Work" health check), where the
// employer had the vendor add its occupational-health panel to the blood draw, so the worker's annual TB blood test
// (interferon-gamma release assay) is on the wellness report and is what the worker uploads. Page 1 is the consumer
// wellness report: vendor banner with report ID and generated date-time, a participant grid (name, DOB, participant
// ID, screening date and time, screening site, fasting hours, sponsor group), a greeting by first or preferred name,
// a biometrics table (blood pressure, heart rate, BMI, waist, lipids, glucose, HbA1c, cotinine) with target ranges,
// last year's values under their own date and status chips, and a next-steps box with a health coach, an incentive
// deadline and a pointer to page 2. Page 2 repeats the participant in a running header and holds the "Employer-
// requested add-on tests": a hepatitis B surface antibody line, then the IGRA block (QuantiFERON-TB Gold Plus tube
// values or T-SPOT.TB spot counts, specimen collected / received / final date-times, a boxed interpretation, the
// performing laboratory with its address, CLIA number and director), the vendor medical director's review with its own
// date, and a release log to the employer's employee health with another date. Dates that are not the test's: report
// generated, last year's screening, incentive deadline, consent and release dates, DOB, physician review date.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r29_c_employer_wellness_screening_report_igra_addon_p2',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page workplace wellness-screening vendor "Personal Health Screening Report" from an employer biometric screening event with the occupational-health IGRA added to the draw: p1 vendor banner with report ID and generated date-time, participant grid (name, DOB, participant ID, screening date / time, site, fasting hours, sponsor group), greeting by first or preferred name, biometrics table (BP, heart rate, BMI, waist, lipids, glucose, HbA1c, cotinine) with targets, last year\u2019s values under their own date and status chips, next-steps box (health coach, incentive deadline, "see page 2"); p2 running header, "Employer-requested add-on tests": hepatitis B surface antibody line, then the TB block (QuantiFERON-TB Gold Plus tube values or T-SPOT.TB spot counts, collected / received / final date-times, boxed interpretation, performing lab with address, CLIA no. and director), vendor medical director review with its own date and a release log to employee health; variants QFT negative, T-SPOT negative at an agency event, QFT negative with a preferred-name greeting, QFT positive with a chest x-ray only recommended, QFT indeterminate (low mitogen), and last year\u2019s report',
};

const VENDORS = [
  {
    name: 'Harborline Health Screenings',
    ini: 'HH',
    color: '#0f6d73',
    shape: 'circle',
    tag: 'Onsite biometric screening \u00b7 Occupational health add-ons',
    web: 'my.harborlinehealth.example',
    md: ['Celeste Varga-Moore, MD', 'Medical Director'],
    tel: '(800) 555-0163',
  },
  {
    name: 'Vitalia Onsite Wellness',
    ini: 'VW',
    color: '#b4531a',
    shape: 'leaf',
    tag: 'Know your numbers. Own your health.',
    web: 'portal.vitalia-onsite.example',
    md: ['Raymond Oduya, DO', 'Chief Medical Officer'],
    tel: '(888) 555-0129',
  },
  {
    name: 'Keystone Biometric Services',
    ini: 'KB',
    color: '#263f7a',
    shape: 'square',
    tag: 'Employer health screening since 2004',
    web: 'results.keystonebiometric.example',
    md: ['Lorraine Baptiste, MD, MPH', 'Medical Director'],
    tel: '(877) 555-0191',
  },
];

const SPONSORS = [
  {
    group: 'Sycamore Regional Health \u2014 Team Member Wellness',
    program: 'Know Your Numbers',
    eh: 'Sycamore Regional Health Employee Health Services',
    site: 'Sycamore Regional Medical Center \u2014 Conference Center, Room B',
  },
  {
    group: 'Brightline Nurse Staffing \u2014 Well@Work',
    program: 'Well@Work Health Check',
    eh: 'Brightline Nurse Staffing Clinical Compliance',
    site: 'Brightline branch office, 2290 Meridian Ave, Suite 140',
  },
  {
    group: 'Pioneer Valley Home Care & Hospice',
    program: 'Healthy You Screening',
    eh: 'Pioneer Valley Home Care Employee Health',
    site: 'Mobile screening coach \u2014 Pioneer Way main office lot',
  },
];

const LABS = [
  {
    name: 'Cascade Reference Laboratories',
    addr: '2210 Meridian Ave, Tacoma, WA 98405',
    clia: '50D2093317',
    dir: 'Anand Kulkarni, MD',
  },
  {
    name: 'Bellwether Clinical Laboratory, LLC',
    addr: '881 Harmon Blvd, Aurora, CO 80012',
    clia: '06D1122408',
    dir: 'Grace Whitcomb, MD, PhD',
  },
  {
    name: 'Meridian Immunodiagnostics',
    addr: '4100 Fernhill Rd, Omaha, NE 68102',
    clia: '28D0717365',
    dir: 'Stefan Lindqvist, PhD, HCLD(ABB)',
  },
];

const COACHES = [
  'Ren\u00e9e Albright, RN',
  'Marcus Ellery, RD',
  'Priya Natarajan, MPH, CHES',
  'Joel Whitcomb, RN',
];

const clock = (rng, lo, hi) =>
  `${String(rng.int(lo, hi)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

function biometrics(rng) {
  const sys = rng.int(108, 138);
  const dia = rng.int(68, 88);
  const rows = [];
  const chip = (ok, warn) =>
    ok ? ['In range', 'ok'] : warn ? ['Borderline', 'warn'] : ['Above range', 'bad'];
  rows.push([
    'Blood pressure',
    `${sys}/${dia} mmHg`,
    'below 120/80',
    `${sys + rng.int(-8, 8)}/${dia + rng.int(-5, 5)}`,
    chip(sys < 120 && dia < 80, sys < 130 && dia < 85),
  ]);
  const hr = rng.int(58, 92);
  rows.push(['Resting heart rate', `${hr} bpm`, '60\u2013100', '\u2014', chip(hr >= 60, true)]);
  const bmi = rng.float(20.5, 31.5);
  rows.push([
    'Body mass index (BMI)',
    bmi.toFixed(1),
    '18.5\u201324.9',
    (bmi + rng.float(-1, 1)).toFixed(1),
    chip(bmi < 25, bmi < 30),
  ]);
  const tc = rng.int(156, 232);
  rows.push([
    'Total cholesterol',
    `${tc} mg/dL`,
    'below 200',
    `${tc + rng.int(-15, 15)}`,
    chip(tc < 200, tc < 240),
  ]);
  const hdl = rng.int(38, 78);
  rows.push([
    'HDL cholesterol',
    `${hdl} mg/dL`,
    '40 or higher',
    `${hdl + rng.int(-6, 6)}`,
    chip(hdl >= 40, false),
  ]);
  const ldl = rng.int(72, 156);
  rows.push([
    'LDL cholesterol (calc.)',
    `${ldl} mg/dL`,
    'below 100',
    `${ldl + rng.int(-12, 12)}`,
    chip(ldl < 100, ldl < 160),
  ]);
  const tg = rng.int(62, 188);
  rows.push([
    'Triglycerides',
    `${tg} mg/dL`,
    'below 150',
    `${tg + rng.int(-20, 20)}`,
    chip(tg < 150, tg < 200),
  ]);
  const glu = rng.int(78, 108);
  rows.push([
    'Glucose (fasting)',
    `${glu} mg/dL`,
    '70\u201399',
    `${glu + rng.int(-6, 6)}`,
    chip(glu < 100, glu < 126),
  ]);
  const a1c = rng.float(4.8, 6.1);
  rows.push([
    'Hemoglobin A1c',
    `${a1c.toFixed(1)} %`,
    'below 5.7 %',
    (a1c + rng.float(-0.3, 0.2)).toFixed(1),
    chip(a1c < 5.7, a1c < 6.5),
  ]);
  rows.push(['Nicotine (cotinine)', 'Negative', 'Negative', 'Negative', ['In range', 'ok']]);
  return rows;
}

function tbBlock(f) {
  const T = f.tb;
  const L = f.lab;
  let table;
  if (T.kind === 'qft') {
    const r = T.values;
    table = `<table class="tt"><tr><th>Component</th><th>Result</th><th>Units</th><th>Reference / cut-off</th></tr>
      <tr><td>Nil (background)</td><td>${r.nil}</td><td>IU/mL</td><td>\u2264 8.00</td></tr>
      <tr><td>TB1 antigen minus Nil</td><td>${r.tb1}</td><td>IU/mL</td><td>&lt; 0.35</td></tr>
      <tr><td>TB2 antigen minus Nil</td><td>${r.tb2}</td><td>IU/mL</td><td>&lt; 0.35</td></tr>
      <tr><td>Mitogen minus Nil</td><td>${r.mit}</td><td>IU/mL</td><td>\u2265 0.50</td></tr></table>`;
  } else {
    const r = T.values;
    table = `<table class="tt"><tr><th>Well</th><th>Spot count</th><th>Interpretive criteria</th></tr>
      <tr><td>Nil control</td><td>${r.nil}</td><td>\u2264 10 spots for a valid test</td></tr>
      <tr><td>Panel A (ESAT-6) minus Nil</td><td>${r.a}</td><td rowspan="2">\u2264 4 negative \u00b7 5\u20137 borderline \u00b7 \u2265 8 positive<br>(the higher of Panel A / Panel B)</td></tr>
      <tr><td>Panel B (CFP10) minus Nil</td><td>${r.b}</td></tr>
      <tr><td>Positive control (mitogen)</td><td>${r.pos}</td><td>\u2265 20 spots for a valid test</td></tr></table>`;
  }
  const cls = { NEGATIVE: 'neg', POSITIVE: 'pos', INDETERMINATE: 'ind' }[T.result];
  return `<div class="tb">
    <div class="sec"><span class="sl">B</span> Tuberculosis screening \u2014 interferon-gamma release assay (IGRA)</div>
    <div class="tg">
      <div><span class="cap">Test</span>${esc(T.kind === 'qft' ? 'QuantiFERON\u00ae-TB Gold Plus (QFT-Plus)' : 'T-SPOT\u00ae.TB')}</div>
      <div><span class="cap">Specimen</span>${esc(T.kind === 'qft' ? 'Whole blood, lithium heparin (transferred to QFT-Plus tubes at the lab)' : 'Whole blood, lithium heparin (T-Cell Xtend)')}</div>
      <div><span class="cap">Accession</span>${esc(T.acc)}</div>
      <div><span class="cap">Collected</span>${esc(T.collectedText)}</div>
      <div><span class="cap">Received</span>${esc(T.receivedText)}</div>
      <div><span class="cap">Final</span>${esc(T.finalText)}</div>
    </div>
    ${table}
    <div class="res ${cls}"><span>INTERPRETATION</span><b>${esc(T.result)}</b><i>${esc(T.meaning)}</i></div>
    ${T.comment ? `<div class="cm"><b>Lab comment:</b> ${esc(T.comment)}</div>` : ''}
    <div class="lab">Performing laboratory: <b>${esc(L.name)}</b> \u00b7 ${esc(L.addr)} \u00b7 CLIA ${esc(L.clia)} \u00b7 Laboratory director: ${esc(L.dir)}</div>
  </div>`;
}

function render(f) {
  const V = f.vendor;
  const S = f.sponsor;
  const bio = f.bio
    .map(
      ([m, val, tgt, last, [st, cls]]) =>
        `<tr><td>${esc(m)}</td><td class="num">${esc(val)}</td><td>${esc(tgt)}</td><td class="num">${esc(last)}</td><td><span class="chip ${cls}">${esc(st)}</span></td></tr>`,
    )
    .join('');
  const head = `<div class="bn" style="border-color:${V.color}">
      <div class="lg">${logo({ initials: V.ini, color: V.color, shape: V.shape, size: 40 })}</div>
      <div class="vn"><div class="v1" style="color:${V.color}">${esc(V.name)}</div><div class="v2">${esc(V.tag)}</div></div>
      <div class="rt"><div class="r1">Personal Health Screening Report</div><div class="r2">${esc(S.program)} ${esc(f.year)}</div></div>
    </div>`;
  const p1 = `
  ${head}
  <div class="meta">Report ID ${esc(f.reportId)} \u00b7 Generated ${esc(f.generatedText)} \u00b7 ${esc(V.web)}</div>
  <table class="pg">
    <tr><td class="k">Participant</td><td class="vv"><b>${esc(f.nameText)}</b></td><td class="k">Date of birth</td><td class="vv">${esc(f.dobText)}</td></tr>
    <tr><td class="k">Participant ID</td><td class="vv">${esc(f.pid)}</td><td class="k">Screening date</td><td class="vv">${esc(f.screenText)}</td></tr>
    <tr><td class="k">Screening site</td><td class="vv">${esc(S.site)}</td><td class="k">Fasting</td><td class="vv">${esc(f.fasting)}</td></tr>
    <tr><td class="k">Sponsor group</td><td class="vv" colspan="3">${esc(S.group)}</td></tr>
  </table>
  <p class="hi">Hi ${esc(f.greet)}, thank you for taking part in ${esc(S.program)} ${esc(f.year)}. Your numbers are below, with last year's where we have them. Values outside
  the target range are not a diagnosis \u2014 share this report with your doctor.</p>
  <table class="bio">
    <tr><th>Measure</th><th>Your result</th><th>Target</th><th>Last year<br><span class="sm">${esc(f.lastYearText)}</span></th><th>Status</th></tr>
    ${bio}
  </table>
  <div class="msr">Measurements taken by ${esc(f.screener)} (biometric screener) · blood drawn by ${esc(f.phleb)} (phlebotomist) · finger-stick values were not used.</div>
  <div class="hra">
    <div class="hrh">From your health assessment</div>
    <table><tr>${f.hra.map(([q, a]) => `<td><span class="cap">${esc(q)}</span>${esc(a)}</td>`).join('')}</tr></table>
  </div>
  <div class="ns">
    <div class="nsh" style="color:${V.color}">Your next steps</div>
    <ul>
      <li>Book a free call with your health coach, <b>${esc(f.coach)}</b>, at ${esc(V.tel)} or on ${esc(V.web)}.</li>
      <li>Complete your screening and one coaching call by <b>${esc(f.incentiveText)}</b> to earn the ${esc(f.year)} premium credit.</li>
      <li>Results of the add-on tests your employer requested are on <b>page 2</b>. They are also sent to ${esc(S.eh)} under the authorization you signed at check-in.</li>
    </ul>
  </div>
  <div class="ft"><span>${esc(V.name)} \u00b7 ${esc(V.tel)} \u00b7 Confidential health information</span><span>Page 1 of 2</span></div>`;
  const hb = f.hbs;
  const p2 = `
  <div class="rh"><span><b>${esc(f.nameText)}</b> \u00b7 DOB ${esc(f.dobText)} \u00b7 ID ${esc(f.pid)}</span><span>${esc(S.program)} ${esc(f.year)} \u00b7 Report ${esc(f.reportId)}</span></div>
  <div class="h2" style="background:${V.color}">EMPLOYER-REQUESTED ADD-ON TESTS</div>
  <p class="intro">Ordered under the standing order of ${esc(V.md[0])}, ${esc(V.md[1])}, ${esc(V.name)}, for ${esc(S.group)}. Drawn at the screening on ${esc(f.screenShort)}
  with your biometric panel. Authorization to release to ${esc(S.eh)} signed ${esc(f.consentText)}.</p>
  <div class="hb">
    <div class="sec"><span class="sl">A</span> Hepatitis B surface antibody (anti-HBs), quantitative</div>
    <table class="tt"><tr><th>Result</th><th>Units</th><th>Reference</th><th>Interpretation</th><th>Final</th></tr>
      <tr><td>${esc(hb.value)}</td><td>mIU/mL</td><td>\u2265 10 immune</td><td>${esc(hb.interp)}</td><td>${esc(hb.finalText)}</td></tr></table>
  </div>
  ${tbBlock(f)}
  <div class="rv">
    <div class="sec"><span class="sl">C</span> Physician review</div>
    <div class="rvg"><div>${esc(f.reviewNote)}</div>
      <div class="sg">${sig(V.md[0].split(',')[0], { font: f.sigFont, ink: '#1a2b6d', size: '1.5em', rot: -2 })}<div class="sgc">Electronically signed: ${esc(V.md[0])} \u00b7 ${esc(f.reviewText)}</div></div></div>
  </div>
  <table class="log"><tr><th colspan="3">Release log</th></tr>
    <tr><td>${esc(f.releaseText)}</td><td>Results released to ${esc(S.eh)}</td><td>secure fax / portal</td></tr>
    <tr><td>${esc(f.generatedText)}</td><td>Report posted to participant portal</td><td>${esc(V.web)}</td></tr></table>
  <div class="what"><b>About the TB blood test.</b> An IGRA measures the immune response to proteins of <i>Mycobacterium tuberculosis</i>. A negative result
  means infection is unlikely; a positive result means infection is likely but does not tell latent from active disease and needs a clinical evaluation and usually
  a chest x-ray; an indeterminate result cannot be interpreted and the test should be repeated. Prior BCG vaccination does not affect this test.</div>
  <div class="ft"><span>${esc(V.name)} \u00b7 ${esc(V.tel)} \u00b7 Confidential health information</span><span>Page 2 of 2</span></div>`;
  const css = `
  .pb { break-after: page; }
  .bn { display:flex; align-items:center; gap:10px; border-bottom:3px solid; padding-bottom:6px; }
  .vn { flex:1; } .v1 { font-size:15pt; font-weight:bold; } .v2 { font-size:8.4pt; color:#555; }
  .rt { text-align:right; } .r1 { font-size:12.5pt; font-weight:bold; } .r2 { font-size:9.5pt; color:#444; }
  .meta { font-size:7.6pt; color:#555; text-align:right; margin-top:2px; }
  .pg { width:100%; margin-top:8px; font-size:9pt; border:1px solid #ccc; }
  .pg td { padding:4px 6px; border-bottom:0.5px solid #e2e2e2; }
  .pg .k { color:#555; font-size:8pt; width:1.15in; background:#f5f5f3; }
  .hi { font-size:9.4pt; margin:10px 0 6px; line-height:1.35; }
  .bio { width:100%; font-size:9pt; }
  .bio th { text-align:left; font-size:8pt; color:#333; border-bottom:1.5px solid #333; padding:3px 5px; vertical-align:bottom; }
  .bio td { padding:4px 5px; border-bottom:0.5px solid #ddd; }
  .num { font-variant-numeric: tabular-nums; }
  .sm { font-weight:normal; font-size:7pt; color:#666; }
  .chip { display:inline-block; border-radius:9px; padding:1px 8px; font-size:7.6pt; font-weight:bold; }
  .chip.ok { background:#dcefe2; color:#1f6b37; } .chip.warn { background:#fbecc8; color:#8a5a00; } .chip.bad { background:#f7d6d2; color:#9b2417; }
  .msr { font-size:7.6pt; color:#555; margin-top:4px; }
  .hra { margin-top:10px; border:1px solid #ccc; padding:4px 8px; }
  .hrh { font-size:8.6pt; font-weight:bold; color:#333; margin-bottom:2px; }
  .hra table { width:100%; font-size:8.8pt; } .hra td { padding:2px 6px 2px 0; vertical-align:top; }
  .ns { margin-top:12px; border:1px solid #ccc; border-left:4px solid #888; padding:5px 10px; background:#fafaf7; }
  .nsh { font-weight:bold; font-size:10pt; } .ns ul { margin:4px 0 2px 16px; padding:0; font-size:8.8pt; line-height:1.4; }
  .ft { display:flex; justify-content:space-between; font-size:7.2pt; color:#666; border-top:0.6px solid #aaa; margin-top:14px; padding-top:3px; }
  .rh { display:flex; justify-content:space-between; font-size:8pt; border-bottom:0.8px solid #777; padding-bottom:3px; }
  .h2 { color:#fff; font-weight:bold; font-size:10.5pt; padding:4px 8px; margin-top:8px; letter-spacing:0.04em; }
  .intro { font-size:8.6pt; line-height:1.35; margin:6px 0; }
  .sec { font-weight:bold; font-size:10pt; margin:10px 0 4px; }
  .sl { display:inline-block; width:1.4em; height:1.4em; line-height:1.4em; text-align:center; background:#333; color:#fff; border-radius:3px; font-size:8.5pt; margin-right:4px; }
  .tt { width:100%; font-size:8.8pt; }
  .tt th { text-align:left; font-size:7.8pt; background:#eee; border:0.5px solid #bbb; padding:3px 5px; }
  .tt td { border:0.5px solid #ccc; padding:3px 5px; }
  .tb { border:1.2px solid #555; padding:2px 10px 8px; margin-top:10px; }
  .tg { display:grid; grid-template-columns: 1fr 1fr 1fr; gap:3px 14px; font-size:8.6pt; margin-bottom:6px; }
  .cap { display:block; font-size:7pt; color:#666; text-transform:uppercase; letter-spacing:0.05em; }
  .res { display:flex; align-items:center; gap:14px; margin-top:7px; border:1.5px solid; padding:5px 10px; }
  .res span { font-size:7.6pt; letter-spacing:0.08em; color:#444; } .res b { font-size:14pt; letter-spacing:0.04em; } .res i { font-size:8.6pt; }
  .res.neg { border-color:#1f6b37; } .res.neg b { color:#1f6b37; }
  .res.pos { border-color:#9b2417; background:#fbeeec; } .res.pos b { color:#9b2417; }
  .res.ind { border-color:#8a5a00; background:#fdf5e2; } .res.ind b { color:#8a5a00; }
  .cm { font-size:8.4pt; margin-top:5px; line-height:1.3; }
  .lab { font-size:7.8pt; color:#333; margin-top:6px; border-top:0.5px dashed #999; padding-top:3px; }
  .rvg { display:flex; gap:16px; align-items:flex-end; font-size:8.6pt; line-height:1.35; } .rvg > div:first-child { flex:1; }
  .sg { text-align:center; min-width:2.3in; } .sgc { font-size:7.2pt; color:#444; border-top:0.6px solid #555; }
  .log { width:100%; font-size:8pt; margin-top:10px; }
  .log th { text-align:left; background:#eee; padding:2px 5px; border:0.5px solid #bbb; } .log td { padding:2px 5px; border:0.5px solid #ccc; }
  .what { font-size:7.8pt; color:#333; line-height:1.35; margin-top:10px; }`;
  return page({
    title: `${S.program} ${f.year} report ${f.reportId}`,
    margin: '0.55in',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const pickNick = () => {
    for (let i = 0; i < 40; i++) {
      const p = k.person();
      if (p.nick) return p;
    }
    throw new Error('no person with a nickname');
  };
  const qft = (kind) => {
    const f2 = (x) => x.toFixed(2);
    if (kind === 'neg')
      return {
        nil: f2(rng.float(0.02, 0.14)),
        tb1: f2(rng.float(0, 0.08)),
        tb2: f2(rng.float(0, 0.11)),
        mit: '>10.00',
      };
    if (kind === 'pos')
      return {
        nil: f2(rng.float(0.04, 0.2)),
        tb1: f2(rng.float(0.9, 3.2)),
        tb2: f2(rng.float(1.1, 4.1)),
        mit: rng.pick(['>10.00', f2(rng.float(6, 9.8))]),
      };
    return {
      nil: f2(rng.float(0.05, 0.2)),
      tb1: f2(rng.float(0, 0.05)),
      tb2: f2(rng.float(0, 0.06)),
      mit: f2(rng.float(0.12, 0.38)),
    };
  };
  const MEANING = {
    NEGATIVE: 'M. tuberculosis infection not likely',
    POSITIVE: 'M. tuberculosis infection likely',
    INDETERMINATE: 'result cannot be interpreted',
  };
  const mk = (p, o) => {
    const vendor = o.vendor || rng.pick(VENDORS);
    const sponsor = o.sponsor || rng.pick(SPONSORS);
    const lab = o.lab || rng.pick(LABS.slice(0, 2));
    const screen = o.screen;
    const year = screen.slice(0, 4);
    const t0 = clock(rng, 6, 10);
    const received = addDays(screen, 1);
    const final = addDays(screen, o.tat ?? rng.int(2, 4));
    const generated = addDays(final, rng.int(1, 3));
    const dstyle = o.dstyle || 'us';
    const tb = {
      kind: o.kind || 'qft',
      values: o.values,
      result: o.result,
      meaning: MEANING[o.result],
      comment: o.comment || '',
      acc: `${rng.letters(2)}${rng.digits(7)}`,
      collectedText: `${fmt(screen, dstyle)} ${t0}`,
      receivedText: `${fmt(received, dstyle)} ${clock(rng, 7, 11)}`,
      finalText: `${fmt(final, dstyle)} ${clock(rng, 12, 18)}`,
    };
    const hbv = rng.chance(0.8) ? rng.int(48, 940) : rng.int(2, 8);
    return {
      vendor,
      sponsor,
      lab,
      year,
      reportId: `${vendor.ini}-${year}-${rng.digits(6)}`,
      generatedText: `${fmt(generated, o.genStyle || 'mon')} ${clock(rng, 5, 7)}`,
      nameText: o.nameText,
      greet: o.greet || p.first,
      dobText: fmt(p.dob, o.dobStyle || 'us'),
      pid: `${rng.letters(1)}${rng.digits(8)}`,
      screenText: `${fmt(screen, 'long')}, ${t0}`,
      screenShort: fmt(screen, 'us'),
      fasting: `Yes \u2014 ${rng.int(9, 14)} hours (self-reported)`,
      lastYearText: fmt(addDays(screen, -rng.int(350, 380)), 'mm_yyyy'),
      bio: biometrics(rng),
      coach: rng.pick(COACHES),
      screener: rng.pick(['Dana Ortiz, MA', 'Keith Lamb, EMT', 'Yolanda Reyes, CMA', 'Tess Garvey, LPN']),
      phleb: rng.pick(['M. Achebe, CPT', 'J. Sorensen, PBT', 'L. Duarte, CPT']),
      hra: [
        ['Physical activity', `${rng.int(1, 5)} days / week, 30 min +`],
        ['Sleep', `${rng.int(5, 8)} hours / night`],
        ['Stress (self-rated)', rng.pick(['Low', 'Moderate', 'Moderate', 'High'])],
        ['Tobacco / vaping', rng.pick(['Never', 'Never', 'Former — quit 2019'])],
        ['Flu vaccine this season', rng.pick(['Yes', 'Planning to', 'Not yet'])],
      ],
      incentiveText: fmt(`${year}-12-${rng.pick(['05', '12', '15'])}`, 'long'),
      consentText: fmt(screen, 'us'),
      releaseText: fmt(addDays(final, rng.int(0, 2)), 'us'),
      reviewText: fmt(addDays(final, rng.int(0, 2)), 'us'),
      reviewNote: o.reviewNote,
      hbs: {
        value: String(hbv),
        interp: hbv >= 10 ? 'Immune' : 'Not immune \u2014 booster series suggested',
        finalText: `${fmt(addDays(screen, 1), dstyle)}`,
      },
      tb,
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.roboto, FONTS.carlito]),
      _final: final,
    };
  };
  const dataOf = (screen, final, result) => ({
    'tests.0.type': 'blood',
    'tests.0.result': result,
    'tests.0.exam_date': screen,
    'tests.0.report_date': final,
  });

  // 1 — QuantiFERON negative at a hospital "Know Your Numbers" event (text PDF)
  {
    const p = k.person();
    const screen = addDays('2026-09-08', rng.int(0, 45));
    const f = mk(p, {
      screen,
      sponsor: SPONSORS[0],
      kind: 'qft',
      values: qft('neg'),
      result: 'NEGATIVE',
      nameText: nameAs(p, 'full'),
      reviewNote:
        'Biometrics reviewed; no critical values. TB screening negative \u2014 meets the annual TB screening requirement; no further TB evaluation needed.',
    });
    out.push({
      key: 'qft-negative-know-your-numbers',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['test too old', 'missing administrator', 'positive test result'],
      data: { ...dataOf(screen, f._final, 'negative'), ...personData('match', 'match') },
      note: `QuantiFERON-TB Gold Plus on page 2: collected ${screen} at the screening, final ${f._final}, NEGATIVE; performing lab ${f.lab.name} is the administrator; the report's generated date, last year's biometrics date, the incentive deadline and the physician review / release dates are not the test's dates`,
    });
  }

  // 2 — T-SPOT.TB negative at a staffing agency's Well@Work event (scanned PDF)
  {
    const p = k.person();
    const screen = addDays('2026-08-17', rng.int(0, 60));
    const f = mk(p, {
      screen,
      sponsor: SPONSORS[1],
      lab: LABS[2],
      kind: 'tspot',
      tat: rng.int(3, 5),
      values: { nil: String(rng.int(0, 2)), a: String(rng.int(0, 2)), b: String(rng.int(0, 1)), pos: '>20' },
      result: 'NEGATIVE',
      nameText: nameAs(p, 'LAST_FIRST_MI'),
      reviewNote:
        'T-SPOT.TB negative (highest panel minus nil \u2264 4 spots). Cleared for the agency\u2019s annual TB requirement.',
    });
    out.push({
      key: 'tspot-negative-agency-well-at-work',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['test too old', 'indeterminate test result', 'missing administrator'],
      data: { ...dataOf(screen, f._final, 'negative'), ...personData('match', 'match') },
      note: `T-SPOT.TB spot counts on page 2 (panels A / B minus nil \u2264 2, positive control >20): NEGATIVE, collected ${screen}, final ${f._final}, performed by ${f.lab.name}; name printed LAST, FIRST M`,
    });
  }

  // 3 — QuantiFERON negative; "LAST, First" in the grid and a greeting by the preferred name (text PDF)
  {
    const p = pickNick();
    const screen = addDays('2026-09-21', rng.int(0, 40));
    const f = mk(p, {
      screen,
      sponsor: SPONSORS[2],
      kind: 'qft',
      values: qft('neg'),
      result: 'NEGATIVE',
      nameText: nameAs(p, 'last_first'),
      greet: p.nick,
      dstyle: 'mil4',
      genStyle: 'dmy',
      reviewNote:
        'No critical biometric values. QFT-Plus negative; annual TB screening complete for the 2026 plan year.',
    });
    out.push({
      key: 'qft-negative-preferred-name-greeting',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['name mismatch', 'test too old', 'positive test result'],
      data: { ...dataOf(screen, f._final, 'negative'), ...personData('match', 'match') },
      note: `participant "${nameAs(p, 'last_first')}", greeted as "${p.nick}"; QFT-Plus NEGATIVE collected ${screen} (DD-MON-YYYY), final ${f._final}`,
    });
  }

  // 4 — QuantiFERON positive; only a chest x-ray "recommended", none on the document (text PDF)
  {
    const p = k.person();
    const screen = addDays('2026-09-01', rng.int(0, 50));
    const f = mk(p, {
      screen,
      kind: 'qft',
      values: qft('pos'),
      result: 'POSITIVE',
      nameText: nameAs(p, 'first_mi_last'),
      comment:
        'Positive result. Refer to Employee Health for symptom review and clinical evaluation; a chest radiograph is recommended to exclude active disease.',
      reviewNote:
        'TB blood test POSITIVE. Not cleared for the annual TB requirement until evaluated by Employee Health with a chest x-ray. Participant notified by phone.',
    });
    out.push({
      key: 'qft-positive-xray-only-recommended',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      forbidden: ['test too old'],
      data: { ...dataOf(screen, f._final, 'positive'), ...personData('match', 'match') },
      note: `QFT-Plus POSITIVE (TB1-Nil ${f.tb.values.tb1}, TB2-Nil ${f.tb.values.tb2} IU/mL), collected ${screen}; a chest x-ray is only recommended, no x-ray result is on the document, so nothing clears the positive test`,
    });
  }

  // 5 — QuantiFERON indeterminate (low mitogen response) (scanned PDF)
  {
    const p = k.person();
    const screen = addDays('2026-08-24', rng.int(0, 60));
    const f = mk(p, {
      screen,
      kind: 'qft',
      values: qft('ind'),
      result: 'INDETERMINATE',
      nameText: nameAs(p, 'FIRST_LAST'),
      comment:
        'Mitogen response below 0.50 IU/mL with negative antigen tubes. Result cannot be interpreted; recollect. Possible causes: delayed processing, immunosuppression.',
      reviewNote:
        'TB blood test INDETERMINATE. Repeat IGRA or TST required; participant asked to return for a redraw.',
    });
    out.push({
      key: 'qft-indeterminate-low-mitogen',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['indeterminate test result'],
      forbidden: ['test too old', 'positive test result'],
      data: { ...dataOf(screen, f._final, 'indeterminate'), ...personData('match', 'match') },
      note: `QFT-Plus INDETERMINATE (mitogen minus nil ${f.tb.values.mit} IU/mL < 0.50), collected ${screen}, final ${f._final}`,
    });
  }

  // 6 — last year's report uploaded again: QFT negative from the 2025 event (scanned PDF)
  {
    const p = k.person();
    const screen = addDays('2025-09-02', rng.int(0, 55));
    const f = mk(p, {
      screen,
      kind: 'qft',
      values: qft('neg'),
      result: 'NEGATIVE',
      nameText: nameAs(p, rng.pick(['full', 'first_last'])),
      reviewNote:
        'No critical biometric values. QFT-Plus negative; annual TB screening complete for the 2025 plan year.',
    });
    out.push({
      key: 'last-years-report-qft-negative',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: { ...dataOf(screen, f._final, 'negative'), ...personData('match', 'match') },
      note: `the ${f.year} report (program year ${f.year}): QFT-Plus NEGATIVE collected ${screen}, final ${f._final}, more than 365 days before 2026-11-21`,
    });
  }
  return out;
}
