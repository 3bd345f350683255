// An occupational-health clinic network's "Employer Results Summary" sent to the staffing agency that authorised the
// visit: clinic header and report no., an Employer / Authorization block (agency, authorization no., services
// authorised), an Employee block (name, DOB, SSN last four, position), then a services table (Service / Result /
// Status / Date completed): pre-placement physical examination, vision, audiogram or lift test, urine drug screen
// (MRO verified), respirator questionnaire. Below it the Work Status Determination (Qualified / Qualified with
// restrictions / Not qualified / Determination pending) with restriction text, and the examining provider (name,
// credentials, NPI, a signature image or "Electronically signed by … on …"). The report date, the authorization
// date and the drug-screen collection date are not the exam date.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r10_employer_services_results_summary',
  split: 'tuning',
  description:
    'Occupational-health network Employer Results Summary for a staffing agency: authorization block, employee block (name, DOB, SSN last 4, position), services table (pre-placement physical, vision, lift test, urine drug screen MRO-verified, respirator questionnaire) with result / status / date completed, Work Status Determination (Qualified / with restrictions / Not qualified / pending) with restriction text, examining provider with NPI and a signature image or "Electronically signed by"',
};

const CLINICS = [
  {
    name: 'WorkWell Occupational Health',
    site: 'Northside Center · 4410 Grange Hall Rd, Omaha, NE 68102',
    color: '#0f5e9c',
  },
  {
    name: 'Meridian OccMed Partners',
    site: 'Lindell Blvd Clinic · 215 Lindell Blvd, Tulsa, OK 74103',
    color: '#2f6b2f',
  },
  {
    name: 'Keystone Employer Health',
    site: 'Harmon Clinic · 980 Harmon Blvd, Dayton, OH 45459',
    color: '#7b3b12',
  },
];
const AGENCIES = ['BrightPath Clinical Staffing', 'Vantage Nurse Partners', 'TrueNorth Healthcare Staffing'];
const EXAMINERS = [
  ['Dana Whitcomb', 'MD', 'Occupational Medicine'],
  ['Rohan Iyer', 'DO', 'Occupational Medicine'],
  ['Kelsey Marchand', 'PA-C', ''],
  ['Yolanda Fitzhugh', 'FNP-BC', ''],
];

function render(f) {
  const c = f.clinic;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2.5px solid ${c.color}; padding-bottom:6px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${c.color}; } .hd .s { font-size:8.5pt; color:#333; }
  .hd .r { margin-left:auto; text-align:right; font-size:8.5pt; }
  .ttl { font-size:13pt; font-weight:bold; margin:10px 0 6px; letter-spacing:0.5px; }
  .two { display:flex; gap:10px; } .bx { flex:1; border:1px solid #999; }
  .bx .h { background:#e9eef3; font-size:8.5pt; font-weight:bold; padding:3px 7px; border-bottom:1px solid #999; }
  .bx table { width:100%; font-size:9.3pt; } .bx td { padding:2.5px 7px; } .bx td.l { color:#555; width:42%; font-size:8.5pt; }
  table.sv { width:100%; margin-top:10px; font-size:9.2pt; } table.sv th { background:${c.color}; color:#fff; text-align:left; padding:4px 6px; font-size:8.5pt; }
  table.sv td { border-bottom:1px solid #ccc; padding:4px 6px; vertical-align:top; }
  .det { margin-top:12px; border:2px solid #333; padding:8px 10px; }
  .det .h { font-weight:bold; font-size:10pt; margin-bottom:4px; }
  .det .v { font-size:13pt; font-weight:bold; } .det .rs { margin-top:4px; font-size:9.3pt; }
  .pv { margin-top:12px; display:flex; justify-content:space-between; align-items:flex-end; font-size:9pt; }
  .pv .ln { border-top:1px solid #333; min-width:3in; padding-top:2px; }
  .ft { margin-top:14px; font-size:7.5pt; color:#444; line-height:1.35; border-top:1px solid #bbb; padding-top:5px; }`;
  const rows = f.services
    .map(
      (s) =>
        `<tr><td><b>${esc(s[0])}</b></td><td>${esc(s[1])}</td><td>${esc(s[2])}</td><td>${esc(s[3])}</td></tr>`,
    )
    .join('');
  const e = f.examiner;
  const signature =
    f.sigMode === 'image'
      ? `<div>${sig(e[0], { font: f.sigFont, size: '1.8em' })}</div><div class="ln">${esc(e[0])}, ${esc(e[1])} · NPI ${esc(f.npi)}<br>Examining provider${e[2] ? ` · ${esc(e[2])}` : ''}</div>`
      : f.sigMode === 'esign'
        ? `<div style="font-size:9pt">Electronically signed by <b>${esc(e[0])}, ${esc(e[1])}</b> (NPI ${esc(f.npi)}) on ${esc(f.signedAt)}</div>`
        : `<div style="height:30px"></div><div class="ln">${esc(e[0])}, ${esc(e[1])} · NPI ${esc(f.npi)}<br>Examining provider — <i>signature pending</i></div>`;
  const body = `
  <div class="hd">${logo({
    initials: c.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: c.color,
    shape: 'circle',
    size: 40,
  })}<div><div class="n">${esc(c.name)}</div><div class="s">${esc(c.site)}</div></div>
   <div class="r">Report no. ${esc(f.rep)}<br>Report date ${esc(f.repDate)}<br>Page 1 of 1</div></div>
  <div class="ttl">EMPLOYER RESULTS SUMMARY — CONFIDENTIAL</div>
  <div class="two">
   <div class="bx"><div class="h">Employer / authorization</div><table>
    <tr><td class="l">Employer</td><td>${esc(f.agency)}</td></tr>
    <tr><td class="l">Authorization no.</td><td>${esc(f.auth)}</td></tr>
    <tr><td class="l">Authorized on</td><td>${esc(f.authDate)}</td></tr>
    <tr><td class="l">Visit reason</td><td>Pre-placement</td></tr></table></div>
   <div class="bx"><div class="h">Employee</div><table>
    <tr><td class="l">Name</td><td><b>${esc(f.name)}</b></td></tr>
    <tr><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
    <tr><td class="l">SSN (last 4)</td><td>XXX-XX-${esc(f.ssn)}</td></tr>
    <tr><td class="l">Position</td><td>${esc(f.position)}</td></tr></table></div>
  </div>
  <table class="sv"><tr><th style="width:34%">Service</th><th>Result</th><th style="width:14%">Status</th><th style="width:15%">Date completed</th></tr>${rows}</table>
  <div class="det"><div class="h">WORK STATUS DETERMINATION — pre-placement physical examination</div>
   <div class="v">${esc(f.determination)}</div>
   <div class="rs"><b>Restrictions / accommodations:</b> ${esc(f.restrictions || 'None')}</div>
   ${f.detNote ? `<div class="rs">${esc(f.detNote)}</div>` : ''}</div>
  <div class="pv"><div>${signature}</div><div style="font-size:8pt;text-align:right">Employer copy<br>Medical details are kept by ${esc(c.name)}</div></div>
  <div class="ft">This summary gives the employer the work-status determination and service results authorized; it contains no diagnoses. Determinations: <b>Qualified</b> — meets the physical requirements of the position; <b>Qualified with restrictions</b> — may perform the position with the restrictions listed; <b>Not qualified</b> — does not meet the requirements; <b>Determination pending</b> — further information or testing required. Questions: Employer Services line.</div>`;
  return page({ title: 'Employer Results Summary', body, css, font: f.font, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, examIso, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'mon', 'iso']);
    const D = (x) => fmt(x, ds);
    const examiner = rng.pick(EXAMINERS);
    const authIso = addDays(examIso, -rng.int(2, 10));
    const drugIso = o.drugIso || examIso;
    const mroIso = addDays(drugIso, rng.int(1, 4));
    const repIso = o.repIso || addDays(mroIso, rng.int(0, 3));
    const liftOrAudio = rng.chance(0.5)
      ? [
          'Functional lift test (50 lb floor-to-waist)',
          o.liftFail ? 'Unable to complete 50 lb lift' : 'Completed 50 lb',
          'Complete',
          D(examIso),
        ]
      : ['Audiogram (baseline)', 'Within normal limits', 'Complete', D(examIso)];
    return {
      clinic: rng.pick(CLINICS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open]),
      sigFont: rng.pick(SIGS),
      examiner,
      npi: `1${rng.digits(9)}`,
      rep: `ERS-${rng.digits(7)}`,
      repDate: D(repIso),
      agency: rng.pick(AGENCIES),
      auth: `AU${rng.digits(8)}`,
      authDate: D(authIso),
      name: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'first_mi_last', 'last_first'])),
      dob: D(p.dob),
      ssn: rng.digits(4),
      position: rng.pick([
        'Registered Nurse — travel',
        'Certified Nursing Assistant',
        'Licensed Practical Nurse',
        'Respiratory Therapist',
      ]),
      services: [
        [
          'Pre-placement physical examination',
          o.physResult || 'Completed — see determination',
          o.physStatus || 'Complete',
          D(examIso),
        ],
        [
          'Vision — Snellen, Ishihara',
          `20/${rng.pick([20, 25])} OU corrected; color normal`,
          'Complete',
          D(examIso),
        ],
        liftOrAudio,
        [
          'Urine drug screen, 10-panel (MRO verified)',
          o.drugPending ? 'In process' : 'Negative',
          o.drugPending ? 'Pending' : 'Complete',
          o.drugPending ? '—' : D(mroIso),
        ],
        ['Respirator medical questionnaire (OSHA)', 'Cleared for N95 use', 'Complete', D(examIso)],
      ],
      determination: o.determination || 'QUALIFIED',
      restrictions: o.restrictions || '',
      detNote: o.detNote || '',
      sigMode: o.sigMode || rng.pick(['image', 'esign']),
      signedAt: `${D(repIso)} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    };
  };

  // 1 — qualified
  let p = k.person();
  let exam = addDays('2026-08-15', rng.int(0, 80));
  let f = make(p, exam);
  out.push({
    key: 'qualified',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'the exam date is the physical examination row\u2019s date completed; the report, authorization and MRO dates are later or earlier',
  });

  // 2 — qualified with restrictions, client allows restrictions
  p = k.person();
  exam = addDays('2026-07-20', rng.int(0, 100));
  const r1 = rng.pick([
    'No lifting over 25 lb for 8 weeks',
    'Must wear hearing protection in high-noise areas',
    'No overhead reaching with the right arm',
  ]);
  f = make(p, exam, { determination: 'QUALIFIED WITH RESTRICTIONS', restrictions: r1 });
  out.push({
    key: 'restrictions-allowed-by-client',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: 'qualified with restrictions and the client allows restrictions',
  });

  // 3 — qualified, e-signed, name LAST, FIRST MI
  p = k.person();
  exam = addDays('2026-05-10', rng.int(0, 150));
  f = make(p, exam, { sigMode: 'esign', nameStyle: 'LAST_FIRST_MI' });
  out.push({
    key: 'qualified-electronically-signed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: '"Electronically signed by … on …" counts as the examiner\u2019s signature',
  });

  // 4 — qualified with restrictions, default rules
  p = k.person();
  exam = addDays('2026-09-01', rng.int(0, 60));
  f = make(p, exam, {
    determination: 'QUALIFIED WITH RESTRICTIONS',
    restrictions: 'No lifting over 35 lb; no patient transfers without a mechanical lift',
    liftFail: true,
  });
  out.push({
    key: 'restrictions-default-rules',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions' },
    note: 'restrictions listed; allow_restrictions defaults to false',
  });

  // 5 — determination pending
  p = k.person();
  exam = addDays('2026-10-20', rng.int(0, 20));
  f = make(p, exam, {
    determination: 'DETERMINATION PENDING',
    physResult: 'Examined — awaiting records from primary care',
    physStatus: 'Pending',
    detNote: 'Blood pressure elevated on two readings; clearance after primary-care records are received.',
  });
  out.push({
    key: 'determination-pending',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: exam, clearance: null },
    note: 'the examination took place but the determination is pending: no clearance yet',
  });

  // 6 — last year's summary
  p = k.person();
  exam = addDays('2025-06-10', rng.int(0, 120));
  f = make(p, exam);
  out.push({
    key: 'summary-from-last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared' },
    note: `examined ${exam}, more than 365 days before valid_on`,
  });
  return out;
}
