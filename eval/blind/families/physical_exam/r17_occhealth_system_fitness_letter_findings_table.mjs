// An occupational-health clinic's system-generated fitness letter to a staffing agency (one letter page, as the
// agency receives it by e-mail or portal download, sometimes printed and photographed by the recruiter): clinic
// letterhead with the clinic's phone / fax, a meta box (Letter date / Our ref. / Account), the agency addressee, a
// shaded RE: grid (Employee "LAST, First M", DOB, Employer ref., Reason for evaluation — pre-placement or return to
// work after a leave with its own start date —, Date of evaluation), a short prose opening with the referral date,
// an EXAMINATION FINDINGS table (Area / Method / Finding / Result: Normal · Abnormal · Not tested), then a FITNESS
// OUTCOME table of four printed statements with a ☒ / ☐ glyph box in an "Applies" column, a "Modifications / reason"
// cell, a next-review date, and the clinician block: an e-signature image over "Electronically signed by …, on …"
// with credentials and NPI, or a "PRELIMINARY — awaiting clinician signature" panel. Footer with the system's
// generated-on stamp, cc: employee and a page count. A reissued copy prints "Duplicate — reissued on" above the
// letter with the original letter date. Variants: pre-placement fit, return to work with earlier restrictions
// withdrawn, fit with modifications (client allows restrictions), temporarily unfit, unsigned preliminary letter,
// a reissued copy of an exam over a year old.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r17_occhealth_system_fitness_letter_findings_table',
  split: 'tuning',
  description:
    'Occupational-health clinic system-generated fitness letter to a staffing agency (one page): letterhead, Letter date / Our ref. / Account box, addressee, shaded RE: grid (Employee LAST, First M, DOB, employer ref., reason — pre-placement or return to work after leave with its start date —, date of evaluation), prose with the referral date, EXAMINATION FINDINGS table (Area / Method / Finding / Normal · Abnormal · Not tested), FITNESS OUTCOME table of four statements with a ☒ / ☐ "Applies" column and a modifications cell, next review date, e-signature image over "Electronically signed by … on …" with NPI or a PRELIMINARY unsigned panel, generated-on footer, cc; fit, return to work with earlier restrictions withdrawn, modifications the client allows, temporarily unfit, unsigned preliminary, a reissued copy of an exam over a year old',
};

const CLINICS = [
  {
    name: 'Tallgrass Occupational Health',
    sub: 'Employer Services · Injury Care · Physicals',
    addr: '4410 Harmon Blvd, Suite 120 · Omaha, NE 68102',
    tel: '(402) 555-0190',
    fax: '(402) 555-0191',
    color: '#1f5d4a',
    system: 'WorkWell Connect 8.4',
  },
  {
    name: 'Bayline Employee Health Partners',
    sub: 'Occupational Medicine Clinic — Westside',
    addr: '219 Sycamore Ln · Savannah, GA 31401',
    tel: '(912) 555-0144',
    fax: '(912) 555-0145',
    color: '#23407a',
    system: 'OccuChart EHS',
  },
  {
    name: 'Red Mesa WorkCare Clinic',
    sub: 'A service of Red Mesa Medical Group',
    addr: '88 Saddleback Way · Mesa, AZ 85201',
    tel: '(480) 555-0127',
    fax: '(480) 555-0128',
    color: '#8a3b1c',
    system: 'ClinicFlow Occ 2026.2',
  },
];
const CLINICIANS = [
  { name: 'Harold V. Nguyen', cred: 'MD', short: 'Harold Nguyen' },
  { name: 'Celeste Amadi-Ross', cred: 'DO', short: 'Celeste Amadi-Ross' },
  { name: 'Priya K. Ramaswamy', cred: 'FNP-C', short: 'Priya Ramaswamy' },
  { name: 'Dustin L. Marchetti', cred: 'PA-C', short: 'Dustin Marchetti' },
];
const AGENCIES = [
  ['Compliance Team', 'Northgate Clinical Staffing', '1200 Lindell Blvd, Floor 4', 'St. Louis, MO 63103'],
  ['Credentialing Department', 'Harbor & Pine Nurse Staffing', '77 Whitcomb St', 'Worcester, MA 01608'],
  ['Onboarding Coordinator', 'TrueNorth Allied Staffing', '5005 Meridian Ave', 'Aurora, CO 80012'],
];
const OUTCOMES = [
  'Fit for full duties of the stated role, without restriction',
  'Fit for the stated role with the modifications below',
  'Temporarily unfit for the stated role — review date below',
  'Unfit for the stated role',
];

function findings(rng, o) {
  const bp = o.bp || `${rng.int(112, 134)}/${rng.int(70, 84)} mmHg`;
  const rows = [
    [
      'Blood pressure / pulse',
      'Seated, automated cuff',
      `${bp}; pulse ${rng.int(62, 84)} regular`,
      o.bpAbn ? 'Abnormal' : 'Normal',
    ],
    [
      'Height / weight / BMI',
      'Measured',
      `${rng.int(60, 73)} in; ${rng.int(128, 214)} lb; BMI ${rng.int(21, 31)}.${rng.int(0, 9)}`,
      'Normal',
    ],
    [
      'Vision',
      'Snellen, Ishihara',
      `R 20/${rng.pick([20, 25])}, L 20/${rng.pick([20, 25, 30])} ${rng.pick(['uncorrected', 'with glasses'])}; colour normal`,
      'Normal',
    ],
    [
      'Hearing',
      rng.pick(['Whispered voice', 'Screening audiometry']),
      'Within normal limits bilaterally',
      'Normal',
    ],
    [
      'Cardiovascular / respiratory',
      'Auscultation',
      o.cvNote || 'Heart regular, no murmur; chest clear',
      o.cvAbn ? 'Abnormal' : 'Normal',
    ],
    [
      'Musculoskeletal',
      'Range of motion, spine and limbs',
      o.mskNote || 'Full range of motion; no tenderness',
      o.mskAbn ? 'Abnormal' : 'Normal',
    ],
    [
      'Functional lift',
      'Floor-to-waist, 10 repetitions',
      o.liftNote || `${rng.pick([40, 50])} lb completed`,
      o.liftAbn ? 'Abnormal' : 'Normal',
    ],
    ['Neurological / skin', 'Screening exam', 'Grossly intact; skin intact, no lesions', 'Normal'],
    [
      'Urine drug screen',
      '10-panel, MRO review',
      o.drug || 'Negative (MRO verified)',
      o.drug ? 'Not tested' : 'Normal',
    ],
  ];
  return rows;
}

function render(f) {
  const c = f.clinic;
  const res = (r) =>
    r === 'Abnormal' ? `<b style="color:#9b1c1c">${r}</b>` : r === 'Not tested' ? `<i>${r}</i>` : r;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r[0])}</td><td class="m">${esc(r[1])}</td><td>${esc(r[2])}</td><td class="r">${res(r[3])}</td></tr>`,
    )
    .join('');
  const outcomes = OUTCOMES.map(
    (t, i) =>
      `<tr class="${i === f.outcome ? 'sel' : ''}"><td class="ap">${box(i === f.outcome, { style: 'glyph' })}</td><td>${esc(t)}</td></tr>`,
  ).join('');
  const signed = f.signed
    ? `<div class="sigimg">${sig(f.clin.short, { font: f.sigFont, ink: '#1a2b6d', size: '1.9em', rot: -2 })}</div>
       <div class="es">Electronically signed by <b>${esc(f.clin.name)}, ${esc(f.clin.cred)}</b> on ${esc(f.signedAt)}</div>
       <div class="sm">Examining clinician · NPI ${esc(f.npi)} · ${esc(c.name)}</div>`
    : `<div class="prelim">PRELIMINARY — AWAITING CLINICIAN SIGNATURE<br><span>This letter was generated from the visit record before the examining clinician signed it. A signed copy will follow.</span></div>
       <div class="es">Examining clinician: <b>${esc(f.clin.name)}, ${esc(f.clin.cred)}</b> · NPI ${esc(f.npi)}</div>
       <div class="sm">Signature: ________________________ &nbsp; Date: ____________</div>`;
  const dup = f.reissued
    ? `<div class="dup">DUPLICATE — reissued on ${esc(f.D(f.reissued))} at the request of the employee. Original letter dated ${esc(f.D(f.letter))}. Findings are as recorded at the original visit.</div>`
    : '';
  const reason = f.rtw
    ? `Return to work following medical leave (leave began ${f.D(f.leave)})`
    : 'Pre-placement physical examination';
  const mods = f.mods || '—';
  const rcvd = f.received
    ? `<div class="rcvd">${stamp(['RECEIVED', f.D(f.received), 'COMPLIANCE'], { color: '#b0262b', rot: 6 })}</div>`
    : '';
  const body = `${dup}
  <div class="lh">
    <div><div class="cn">${esc(c.name)}</div><div class="cs">${esc(c.sub)}</div><div class="ca">${esc(c.addr)} · Tel ${esc(c.tel)} · Fax ${esc(c.fax)}</div></div>
    <table class="meta"><tr><td>Letter date</td><td>${esc(f.D(f.letter))}</td></tr><tr><td>Our ref.</td><td>${esc(f.ref)}</td></tr><tr><td>Account</td><td>${esc(f.acct)}</td></tr></table>
  </div>
  ${rcvd}
  <div class="to">${f.agency.map(esc).join('<br>')}</div>
  <h1>${f.rtw ? 'Return-to-Work Fitness Letter' : 'Pre-placement Fitness Letter'}</h1>
  <table class="re">
    <tr><td class="k">RE: Employee</td><td><b>${esc(f.name)}</b></td><td class="k">Date of birth</td><td>${esc(f.D(f.dob))}</td></tr>
    <tr><td class="k">Employer ref.</td><td>${esc(f.empRef)}</td><td class="k">Role</td><td>${esc(f.role)}</td></tr>
    <tr><td class="k">Reason</td><td colspan="3">${esc(reason)}</td></tr>
    <tr><td class="k">Date of evaluation</td><td colspan="3"><b>${esc(f.D(f.exam))}</b> &nbsp;(in-clinic visit, ${esc(f.visitTime)})</td></tr>
  </table>
  <p>Thank you for your referral of ${esc(f.referred)} received on ${esc(f.D(f.referral))}. ${esc(f.first)} attended our clinic and was examined by the clinician named below. ${f.rtwText ? esc(f.rtwText) + ' ' : ''}Our findings and opinion are summarised below; clinical details beyond these are held in confidence.</p>
  <div class="sec">EXAMINATION FINDINGS</div>
  <table class="fx"><tr><th>Area</th><th>Method</th><th>Finding</th><th>Result</th></tr>${rows}</table>
  <div class="sec">FITNESS OUTCOME</div>
  <table class="oc"><tr><th class="ap">Applies</th><th>Statement</th></tr>${outcomes}
   <tr><td class="ap k2">Modifications / reason</td><td>${esc(mods)}</td></tr>
   <tr><td class="ap k2">Next review</td><td>${esc(f.review ? f.D(f.review) : 'Not required — routine annual review per employer policy')}</td></tr></table>
  <div class="sb">${signed}</div>
  <div class="cc">cc: ${esc(f.ccName)} (employee) · File ${esc(f.ref)}</div>
  <div class="ft"><span>Generated by ${esc(c.system)} on ${esc(f.D(f.genOn))} ${esc(f.genTime)}</span><span>CONFIDENTIAL — occupational health information</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'Fitness letter',
    margin: '0.4in 0.55in',
    font: f.font,
    body,
    css: `
    body { font-size:9.2pt; position:relative; }
    .dup { border:1.5px dashed #9b1c1c; color:#9b1c1c; font-weight:bold; padding:4px 8px; margin-bottom:8px; font-size:9pt; }
    .lh { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:3px solid ${c.color}; padding-bottom:6px; }
    .cn { font-size:17pt; font-weight:bold; color:${c.color}; } .cs { font-size:9.5pt; color:#444; } .ca { font-size:8pt; color:#555; margin-top:2px; }
    table.meta td { padding:1px 6px; font-size:8.6pt; border:1px solid #bbb; } table.meta td:first-child { background:#f0f0f0; }
    .rcvd { position:absolute; right:0.3in; top:1.05in; }
    .to { margin:8px 0 4px; font-size:9.2pt; line-height:1.3; }
    h1 { font-size:13pt; margin:8px 0 5px; color:${c.color}; }
    table.re { width:100%; margin-bottom:6px; }
    table.re td { border:1px solid #bbb; padding:3px 6px; } table.re td.k { background:#e9eef0; width:1.35in; font-weight:bold; font-size:8.6pt; }
    p { margin:5px 0; line-height:1.35; }
    .sec { background:${c.color}; color:#fff; font-weight:bold; padding:2px 6px; margin-top:7px; font-size:9pt; letter-spacing:1px; }
    table.fx, table.oc { width:100%; }
    table.fx th, table.oc th { background:#eee; text-align:left; font-size:8.4pt; padding:2px 6px; border:1px solid #bbb; }
    table.fx td, table.oc td { border:1px solid #bbb; padding:2.5px 6px; font-size:8.8pt; }
    table.fx td.m { color:#444; font-size:8.2pt; } table.fx td.r { width:0.9in; }
    td.ap { width:1.35in; text-align:center; } td.k2 { text-align:left; background:#f4f4f4; font-weight:bold; font-size:8.4pt; }
    tr.sel td { background:#fff6d6; font-weight:bold; }
    .sb { margin-top:8px; min-height:0.75in; }
    .sigimg { height:0.45in; } .es { font-size:9.2pt; } .sm { font-size:8.2pt; color:#444; }
    .prelim { border:2px solid #b36b00; color:#8a5200; font-weight:bold; padding:4px 8px; display:inline-block; margin-bottom:4px; }
    .prelim span { font-weight:normal; font-size:8.2pt; color:#444; }
    .cc { font-size:8.2pt; color:#444; margin-top:6px; }
    .ft { display:flex; justify-content:space-between; border-top:1px solid #999; margin-top:8px; padding-top:3px; font-size:7.4pt; color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  let n = 0;
  const make = (p, exam, o = {}) => {
    n++;
    const ds = o.ds || rng.pick(['us', 'mon', 'long']);
    const letter = o.letter || addDays(exam, rng.int(0, 2));
    return {
      ...o,
      D: (x) => fmt(x, ds),
      clinic: CLINICS[n % CLINICS.length],
      clin: CLINICIANS[(n + rng.int(0, 1)) % CLINICIANS.length],
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      npi: `1${rng.digits(9)}`,
      ref: `OH-${rng.digits(6)}`,
      acct: `EMP-${rng.digits(4)}`,
      agency: rng.pick(AGENCIES),
      name: nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
      referred: nameAs(p, 'first_last'),
      first: o.first || p.first,
      ccName: nameAs(p, 'first_mi_last'),
      dob: p.dob,
      empRef: `${rng.letters(2)}-${rng.digits(5)}`,
      role:
        o.role ||
        rng.pick([
          'Registered Nurse (travel)',
          'Certified Nursing Assistant',
          'Licensed Practical Nurse',
          'Surgical Technologist',
        ]),
      exam,
      letter,
      referral: addDays(exam, -rng.int(3, 12)),
      visitTime: `${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`,
      rows: findings(rng, o),
      outcome: o.outcome ?? 0,
      signed: o.signed ?? true,
      signedAt: `${fmt(letter, 'us')} ${rng.int(12, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      genOn: o.reissued || letter,
      genTime: `${rng.int(12, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    };
  };

  // 1 — pre-placement, fit
  let p = k.person();
  let exam = addDays('2026-06-08', rng.int(0, 140));
  let f = make(p, exam);
  out.push({
    key: 'pre-placement-fit-esigned',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.clin.name,
      'examiner.signature': 'present',
      ...personData(),
    },
    note: `evaluated ${exam}; the letter date ${f.letter}, referral ${f.referral} and generated-on stamp are other dates; the e-signature line counts as the examiner's signature`,
    rendering: 'text_pdf',
  });

  // 2 — return to work, earlier restrictions withdrawn
  p = k.person();
  exam = addDays('2026-07-01', rng.int(0, 120));
  const leave = addDays(exam, -rng.int(45, 90));
  const oldR = addDays(leave, rng.int(10, 25));
  f = make(p, exam, {
    rtw: true,
    leave,
    rtwText: `Temporary restrictions issued on ${fmt(oldR, 'us')} (no lifting over 15 lb, no patient transfers) are withdrawn as of this visit.`,
    mskNote: 'Healed right wrist; grip strength equal; full range of motion',
    drug: 'Not required for a return-to-work visit',
  });
  out.push({
    key: 'return-to-work-restrictions-withdrawn',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['restrictions present', 'not cleared'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: `return-to-work evaluation ${exam} with the full-duty statement ticked; the earlier temporary restrictions (${oldR}) are stated as withdrawn, and the leave start ${leave} is not the exam date`,
    rendering: 'text_pdf',
  });

  // 3 — fit with modifications, client allows restrictions
  p = k.person();
  exam = addDays('2026-08-03', rng.int(0, 90));
  const reviewR = addDays(exam, rng.int(60, 90));
  const modText = `No lifting over 25 lb and no overhead reaching with the right arm until the review date.`;
  f = make(p, exam, {
    outcome: 1,
    mods: modText,
    review: reviewR,
    mskAbn: true,
    mskNote: 'Right shoulder abduction limited to 120°, no instability',
    liftAbn: true,
    liftNote: '25 lb completed; 50 lb not attempted',
    received: addDays(exam, rng.int(3, 8)),
  });
  out.push({
    key: 'modifications-client-allows',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present', 'not cleared'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: `fit with modifications ticked (${modText}); the client allows restrictions. The review date ${reviewR} and the agency's RECEIVED stamp are other dates`,
    rendering: 'photo',
  });

  // 4 — temporarily unfit
  p = k.person();
  exam = addDays('2026-09-01', rng.int(0, 60));
  const reviewU = addDays(exam, rng.int(21, 35));
  f = make(p, exam, {
    outcome: 2,
    bp: `${rng.int(176, 188)}/${rng.int(108, 116)} mmHg (repeat ${rng.int(172, 180)}/${rng.int(104, 110)})`,
    bpAbn: true,
    mods: 'Blood pressure markedly raised on repeat readings; referred to primary care for treatment before clearance.',
    review: reviewU,
  });
  out.push({
    key: 'temporarily-unfit-blood-pressure',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared' },
    note: `"Temporarily unfit … review date below" is ticked (review ${reviewU}): not cleared at present`,
    rendering: 'scanned_pdf',
  });

  // 5 — preliminary, not signed
  p = k.person();
  exam = addDays('2026-09-15', rng.int(0, 50));
  f = make(p, exam, { signed: false });
  out.push({
    key: 'preliminary-unsigned',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.clin.name,
      'examiner.signature': 'not_present',
    },
    note: 'the letter is marked PRELIMINARY — awaiting clinician signature; the clinician is named but the signature line is blank',
    rendering: 'text_pdf',
  });

  // 6 — reissued copy of an old exam
  p = k.person();
  exam = addDays('2025-05-12', rng.int(0, 120));
  const reissued = addDays('2026-11-02', rng.int(0, 14));
  f = make(p, exam, { reissued });
  out.push({
    key: 'reissued-copy-exam-over-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared' },
    note: `a duplicate reissued on ${reissued} of a letter dated ${f.letter}; the evaluation itself was on ${exam}, more than 365 days before valid_on`,
    rendering: 'photo',
  });
  return out;
}
