// A two-page occupational-medicine pre-placement evaluation, printed by the clinic and filled in by hand. Page 1:
// clinic letterhead with a form number and revision date, the staffing agency's authorization (company, position,
// authorization date, services ticked), employee boxes (Last / First / MI, DOB, phone), the handwritten "Date of
// service", a health-history table whose Yes / No boxes come after each question, vitals and vision written in by
// the medical assistant, and the employee's own signature and date. Page 2: a body-systems grid with Normal /
// Abnormal ticks, then FITNESS DETERMINATION: four printed statements, each with a box before it; the examiner ticks
// one box AND rings its key words by hand. A ruled "Restrictions / accommodations" box below holds handwriting
// (or "none"), then the examiner block: signature line, a rubber name stamp, credentials printed as "MD  DO  PA-C
// NP" with one ringed, licence no., date signed (sometimes days after the exam) and the clinic stamp. The deciding
// entries are all on page 2; the exam date is page 1's date of service.
import { addDays, fmt, nameParts, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, INKS, page, sig, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r14_occmed_preplacement_two_page_ticked_circled',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page occupational-medicine pre-placement evaluation filled by hand: p1 form no. and revision date, agency authorization with its own date and ticked services, Last / First / MI boxes, handwritten date of service, Yes / No history boxes after each question, vitals; p2 Normal / Abnormal systems grid and FITNESS DETERMINATION with the chosen statement ticked AND its key words ringed, a handwritten restrictions box, signature line, name stamp, ringed MD / DO / PA-C / NP, date signed (days after the exam in one); qualified, restrictions allowed or not, not qualified, unsigned',
};

const CLINICS = [
  {
    name: 'Tri-Rivers Occupational Medicine',
    addr: '2210 Confluence Blvd, Suite 140 · Dayton, OH 45459',
    tel: '(937) 555-0142',
    fax: '(937) 555-0199',
    color: '#0f4c5c',
  },
  {
    name: 'Harbor Lane Employer Health Center',
    addr: '85 Wharf Street · Savannah, GA 31401',
    tel: '(912) 555-0117',
    fax: '(912) 555-0118',
    color: '#3d2c6b',
  },
  {
    name: 'Keystone WorkWell Clinics',
    addr: '4410 Harmon Blvd, Bldg C · Tulsa, OK 74103',
    tel: '(918) 555-0163',
    fax: '(918) 555-0164',
    color: '#6b2d1f',
  },
];
const AGENCIES = ['Meridian Nurse Staffing', 'BlueCompass Clinical Staffing', 'Ardent Care Partners'];
const QUESTIONS = [
  'Do you have any condition that limits lifting, bending or standing for long periods?',
  'Have you had back, neck, shoulder or knee surgery or injury?',
  'Do you have high blood pressure, heart disease or chest pain?',
  'Do you have asthma, COPD or shortness of breath with exertion?',
  'Do you have diabetes or a seizure disorder?',
  'Are you allergic to latex?',
  'Do you take any prescription medication daily?',
  'Have you ever been told you should not work in health care?',
];
const SYSTEMS = [
  'HEENT',
  'Neck / thyroid',
  'Heart',
  'Lungs',
  'Abdomen',
  'Back / spine',
  'Upper extremities',
  'Lower extremities',
  'Neurological',
  'Skin',
];
const DETS = [
  ['cleared', 'Medically qualified for the position', ' — no restrictions.'],
  ['cleared_with_restrictions', 'Qualified WITH restrictions', ' / accommodations listed below.'],
  ['not_cleared', 'NOT medically qualified', ' for the position applied for.'],
  ['deferred', 'Determination deferred', ' pending further information: ____________'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, ...o });
  const c = f.clinic;
  const css = `
  .lh { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid ${c.color}; padding-bottom:4px; }
  .lh .cn { font-size:15pt; font-weight:bold; color:${c.color}; } .lh .ca { font-size:8.5pt; color:#333; }
  .lh .fn { font-size:8pt; text-align:right; color:#333; }
  .ttl { text-align:center; font-size:13pt; font-weight:bold; letter-spacing:1px; margin:6px 0 2px; }
  .sec { background:#dfe3e6; font-weight:bold; font-size:9.5pt; padding:2px 6px; margin-top:8px; border:1px solid #888; }
  table.g { width:100%; font-size:9.4pt; }
  table.g td { border:1px solid #888; padding:3px 5px; vertical-align:top; height:0.36in; }
  table.g td .cap { display:block; font-size:7pt; color:#444; text-transform:uppercase; }
  table.q { width:100%; font-size:9.2pt; }
  table.q td { border-bottom:1px solid #bbb; padding:3px 4px; }
  table.q td.yn { width:1.3in; white-space:nowrap; text-align:right; }
  table.s { width:100%; font-size:9.2pt; }
  table.s td, table.s th { border:1px solid #888; padding:2px 5px; height:0.27in; }
  table.s th { background:#eee; font-size:8pt; }
  .det { font-size:10.2pt; line-height:1.25; margin:5px 0 7px 6px; }
  .ring { border:1.8px solid ${f.ink}; border-radius:50%; padding:1px 6px; margin:-1px -6px; }
  .rbox { border:1.5px solid #333; min-height:0.75in; padding:4px 8px; background:repeating-linear-gradient(#fff 0, #fff 0.24in, #bbb 0.24in, #bbb 0.25in); }
  .foot { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:8px; border-top:1px solid #aaa; padding-top:2px; }
  .ln { display:inline-block; border-bottom:1px solid #333; min-width:1.6in; padding:0 4px; }
  `;
  const np = nameParts(f.p);
  const head = (
    pg,
  ) => `<div class="lh"><div><div class="cn">${esc(c.name)}</div><div class="ca">${esc(c.addr)} · Tel ${esc(c.tel)} · Fax ${esc(c.fax)}</div></div>
    <div class="fn">Form OM-114 (rev. ${esc(f.rev)})<br>Page ${pg} of 2</div></div>`;
  const yn = (yes) =>
    `Yes ${box(yes, { ink: f.ink, font: f.pen })}&nbsp;&nbsp; No ${box(!yes, { ink: f.ink, font: f.pen })}`;
  const page1 = `<div class="pb">${head(1)}
  <div class="ttl">PRE-PLACEMENT MEDICAL EVALUATION</div>
  <div class="sec">1. EMPLOYER AUTHORIZATION (completed by the employer)</div>
  <table class="g"><tr>
    <td style="width:40%"><span class="cap">Company</span>${esc(f.agency)}</td>
    <td style="width:30%"><span class="cap">Position applied for</span>${esc(f.position)}</td>
    <td><span class="cap">Authorization date</span>${esc(fmt(f.authIso, 'us'))}</td></tr>
    <tr><td colspan="3"><span class="cap">Services authorized</span>
      ${box(true, { style: 'check', ink: '#222' })}Pre-placement physical &nbsp; ${box(true, { style: 'check', ink: '#222' })}Vision screen &nbsp;
      ${box(f.drug, { style: 'check', ink: '#222' })}10-panel drug screen &nbsp; ${box(false, { style: 'check' })}Audiogram &nbsp;
      ${box(f.resp, { style: 'check', ink: '#222' })}Respirator questionnaire &nbsp; ${box(false, { style: 'check' })}Lift test</td></tr></table>
  <div class="sec">2. EMPLOYEE (please print)</div>
  <table class="g"><tr>
    <td style="width:34%"><span class="cap">Last name</span>${H(np.last)}</td>
    <td style="width:30%"><span class="cap">First name</span>${H(f.firstShown)}</td>
    <td style="width:8%"><span class="cap">M.I.</span>${H(f.showMi ? np.mi : '')}</td>
    <td><span class="cap">Date of birth</span>${H(f.dobText)}</td></tr>
    <tr><td colspan="2"><span class="cap">Phone</span>${H(f.phone)}</td>
    <td colspan="2"><span class="cap">Date of service</span>${H(f.examText, { size: '1.3em' })}</td></tr></table>
  <div class="sec">3. HEALTH HISTORY (employee answers; explain any "Yes" on the back)</div>
  <table class="q">${QUESTIONS.map((q, i) => `<tr><td>${i + 1}. ${esc(q)}</td><td class="yn">${yn(f.yes.includes(i))}</td></tr>`).join('')}</table>
  <div style="font-size:9pt;margin:4px 0">Explain: ${H(f.explain, { size: '1.1em' })}</div>
  <div class="sec">4. MEASUREMENTS (clinic staff)</div>
  <table class="g"><tr>
    <td><span class="cap">Height</span>${H(f.vitals.ht)}</td><td><span class="cap">Weight</span>${H(f.vitals.wt)}</td>
    <td><span class="cap">Blood pressure</span>${H(f.vitals.bp)}</td><td><span class="cap">Pulse</span>${H(f.vitals.pulse)}</td>
    <td><span class="cap">Vision R / L (corrected?)</span>${H(f.vitals.vis)}</td><td><span class="cap">Urine dip</span>${H('neg')}</td></tr></table>
  <p style="font-size:8.8pt;margin:10px 0 4px">I certify that my answers are true and complete. I authorize ${esc(c.name)} to release the fitness determination (not my medical details) to the employer named above.</p>
  <div style="display:flex;gap:40px;align-items:flex-end;font-size:9pt">
    <div>Employee signature <span class="ln">${sig(f.employeeSig, { font: "'Dancing Script'", size: '1.6em', ink: INKS[2] })}</span></div>
    <div>Date <span class="ln" style="min-width:1in">${H(f.examText)}</span></div></div>
  <div class="foot"><span>WHITE — clinic chart · YELLOW — employer · PINK — employee</span><span>OM-114 p.1</span></div>
  </div>`;
  const sys = SYSTEMS.map(
    (s) =>
      `<tr><td>${esc(s)}</td><td style="text-align:center">${box(!f.abn[s], { ink: f.ink, font: f.pen })}</td><td style="text-align:center">${box(!!f.abn[s], { ink: f.ink, font: f.pen })}</td><td>${H(f.abn[s] || '', { size: '1em' })}</td></tr>`,
  ).join('');
  const dets = DETS.map(([k, strong, rest]) => {
    const on = k === f.det;
    const s = on ? `<span class="ring"><b>${esc(strong)}</b></span>` : `<b>${esc(strong)}</b>`;
    return `<div class="det">${box(on, { ink: f.ink, font: f.pen })} ${s}${esc(rest)}</div>`;
  }).join('');
  const creds = ['MD', 'DO', 'PA-C', 'NP']
    .map((x) => (x === f.cred ? `<span class="ring">${x}</span>` : x))
    .join(' &nbsp;&nbsp; ');
  const page2 = `<div>${head(2)}
  <div style="display:flex;justify-content:space-between;font-size:9.5pt;margin:6px 0">
    <div>Employee: ${H(`${np.last}, ${f.firstShown}`)}</div><div>DOB: ${H(f.dobText)}</div></div>
  <div class="sec">5. PHYSICAL EXAMINATION (examiner)</div>
  <table class="s"><tr><th style="width:30%">System</th><th style="width:11%">Normal</th><th style="width:11%">Abnormal</th><th>Comments</th></tr>${sys}</table>
  <div class="sec">6. FITNESS DETERMINATION (examiner: tick ONE and circle)</div>
  ${dets}
  <div style="font-size:8.5pt;font-weight:bold;margin:4px 0 2px">Restrictions / accommodations (duration, limits):</div>
  <div class="rbox">${H(f.restrText, { size: '1.25em' })}</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:12px">
    <div style="font-size:9.5pt;line-height:2.1">
      <div>Examiner signature <span class="ln" style="min-width:2.6in;height:0.42in;vertical-align:bottom">${f.signed ? sig(f.examinerSig, { font: f.sigFont, ink: f.ink, size: '1.9em' }) : ''}</span></div>
      <div>Printed name ${stamp([f.examinerName], { color: '#1c2f6e', rot: -1 })}</div>
      <div>Credentials: &nbsp; ${creds} &nbsp;&nbsp;&nbsp; Licence no. ${H(f.lic)}</div>
      <div>Date signed <span class="ln" style="min-width:1.2in">${H(f.signedText)}</span></div>
    </div>
    <div>${stamp([c.name.toUpperCase(), 'OCCUPATIONAL MEDICINE', c.tel], { color: c.color, rot: -6 })}</div>
  </div>
  <div class="foot"><span>Medical details stay in the clinic chart. The employer receives this page only.</span><span>OM-114 p.2</span></div>
  </div>`;
  return page({
    title: 'Pre-placement medical evaluation',
    body: page1 + page2,
    css,
    font: f.font,
    margin: '0.4in 0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const pens = ['DkgHandwriting', "'Humor Sans'", 'Breip', "'Comic Neue'"];
  const EXAMINERS = [
    ['Priya N. Raman', 'MD', 'Priya Raman'],
    ['Gordon T. Whitlock', 'DO', 'G. Whitlock'],
    ['Alana Brooks-Mott', 'PA-C', 'Alana Brooks-Mott'],
    ['Teodoro Quiñones', 'NP', 'T. Quinones'],
    ['Helen M. Achterberg', 'MD', 'H Achterberg'],
  ];
  const make = (p, o) => {
    const clinic = rng.pick(CLINICS);
    const ex = rng.pick(EXAMINERS);
    const ds = o.dateStyle || rng.pick(['us_short', 'us_nz', 'us', 'dash']);
    const signedIso = o.signedIso || o.exam;
    return {
      p,
      clinic,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu]),
      pen: rng.pick(pens),
      ink: rng.pick([INKS[0], INKS[1], INKS[3]]),
      sigFont: rng.pick(["'Kristi'", "'Kaushan Script'", "'Dancing Script'"]),
      rev: rng.pick(['03/2024', '11/2023', '06/2025']),
      agency: rng.pick(AGENCIES),
      position:
        o.position || rng.pick(['Travel RN', 'CNA (per diem)', 'LPN — long-term care', 'Surgical Tech']),
      authIso: addDays(o.exam, -rng.int(3, 12)),
      drug: rng.chance(0.7),
      resp: rng.chance(0.5),
      firstShown: o.firstShown || p.first,
      showMi: rng.chance(0.6),
      dobText: fmt(p.dob, ds === 'dash' ? 'dash' : 'us_nz'),
      phone: `${rng.int(201, 989)}-${rng.int(201, 989)}-${rng.digits(4)}`,
      examText: fmt(o.exam, ds),
      yes: o.yes || [],
      explain: o.explain || '',
      vitals: {
        ht: rng.pick([`4' 11"`, `5' 2"`, `5' 4"`, `5' 6"`, `5' 7"`, `5' 9"`, `5' 11"`, `6' 1"`]),
        wt: `${rng.int(118, 228)} lb`,
        bp: o.bp || `${rng.int(108, 134)}/${rng.int(64, 84)}`,
        pulse: String(rng.int(58, 88)),
        vis: rng.pick(['20/20 · 20/25', '20/25 · 20/20 (c)', '20/20 · 20/20']),
      },
      abn: o.abn || {},
      det: o.det,
      restrText: o.restr ?? rng.pick(['none', 'None', '—']),
      signed: o.signed !== false,
      examinerSig: ex[2],
      examinerName: `${ex[0]}, ${ex[1]}`,
      cred: ex[1],
      lic: `${{ MD: '35-', DO: 'D', 'PA-C': 'PA', NP: 'APN' }[ex[1]]}${rng.digits(6)}`,
      signedText: fmt(signedIso, ds),
      employeeSig: `${p.first} ${p.last}`,
    };
  };
  const out = [];
  const ago = (lo, hi) => addDays('2026-11-21', -rng.int(lo, hi));

  let p = k.person();
  let exam = ago(25, 100);
  let f = make(p, { exam, det: 'cleared', yes: [6], explain: 'levothyroxine 50 mcg daily' });
  out.push({
    key: 'qualified-ticked-and-ringed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `"Medically qualified" ticked and ringed on page 2; a "Yes" to daily medication on page 1 is history, not a restriction; the authorization date ${f.authIso} is not the exam date`,
  });

  p = k.person();
  exam = ago(15, 120);
  let restr = `No lifting > 25 lb until ${fmt(addDays(exam, 42), 'us_short')} (L shoulder)`;
  f = make(p, {
    exam,
    det: 'cleared_with_restrictions',
    restr,
    yes: [0, 1],
    explain: 'L rotator cuff repair 2025',
    abn: { 'Upper extremities': 'L shoulder ROM ↓ abduction' },
  });
  out.push({
    key: 'lifting-restriction-allowed-by-client',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present', 'not cleared'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', 'examiner.signature': 'present' },
    note: `qualified with a lifting restriction ("${restr}"); the client allows restrictions`,
  });

  p = k.person();
  while (!p.nick) p = k.person();
  exam = ago(280, 340);
  const signedIso = addDays(exam, rng.int(2, 5));
  f = make(p, { exam, signedIso, det: 'cleared', firstShown: p.nick, dateStyle: 'us' });
  out.push({
    key: 'older-exam-signed-days-later-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['exam too old'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
    },
    note: `date of service ${exam} (within 365 days); the examiner signed on ${signedIso}; the employee wrote the nickname "${p.nick}" in the First name box`,
  });

  p = k.person();
  exam = ago(10, 90);
  restr = rng.pick([
    'Sedentary / light duty only. No patient transfers or lifting > 20 lb. Re-eval 6 wks.',
    'No prolonged standing > 2 hr; seated breaks q2h. No lifting > 30 lb.',
  ]);
  f = make(p, {
    exam,
    det: 'cleared_with_restrictions',
    restr,
    yes: [0],
    explain: 'lumbar strain — PT ongoing',
    abn: { 'Back / spine': 'paraspinal tenderness L4-5' },
  });
  out.push({
    key: 'restrictions-present-default-rules',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', 'examiner.signature': 'present' },
    note: 'qualified with restrictions ticked and ringed, handwritten limits in the restrictions box; restrictions are not allowed by default',
  });

  p = k.person();
  exam = ago(5, 60);
  f = make(p, {
    exam,
    det: 'not_cleared',
    bp: `${rng.int(176, 192)}/${rng.int(102, 116)}`,
    yes: [2, 6],
    explain: 'BP meds — ran out 2 mo ago',
    abn: { Heart: 'S4 gallop?' },
    restr: 'Uncontrolled HTN — refer to PCP. May re-apply when BP < 140/90.',
  });
  out.push({
    key: 'not-qualified-uncontrolled-bp',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared', 'examiner.signature': 'present' },
    note: '"NOT medically qualified" ticked and ringed; the box below explains why (a referral, not restrictions to work under)',
  });

  p = k.person();
  exam = ago(10, 80);
  f = make(p, { exam, det: 'cleared', signed: false });
  out.push({
    key: 'name-stamp-without-signature',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'qualified, the examiner\u2019s name stamp and date signed are there but the signature line is blank',
  });
  // a filled-in form usually arrives scanned; the clinic's own e-faxed PDF sometimes as printed
  const renderings = ['scanned_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf', 'text_pdf', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
