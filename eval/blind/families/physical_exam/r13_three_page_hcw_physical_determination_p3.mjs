// A three-page "Pre-Placement Physical Examination — Health Care Worker" packet that a staffing agency sends its
// candidates to take to an occupational clinic. Page 1 is the applicant's health history (Yes / No boxes ticked by the
// applicant, medications, allergies, the applicant's signature and date — not the examiner's). Page 2 is the
// clinician's examination (visit date, vitals, vision, hearing, a Normal / Abnormal grid with comments, a lift test).
// Page 3 holds the examiner's determination: four printed statements with a box before each (cleared; cleared with
// restrictions on a line; not cleared with a reason; deferred pending), one ticked and sometimes also ringed by the
// examiner, then the examiner block with the credential ringed among MD / DO / NP / PA-C, license and NPI, signature,
// date of examination, date signed and the clinic's stamp.
import { addDays, fmt, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r13_three_page_hcw_physical_determination_p3',
  split: 'tuning',
  multipage: true,
  description:
    'Three-page agency pre-placement physical packet for health care workers: p1 applicant health history (Yes / No boxes, medications, allergies, applicant signature and date); p2 clinician examination (visit date, vitals, vision, hearing, Normal / Abnormal grid, lift test); p3 examiner\u2019s determination with a box before each of four statements (ticked, sometimes also ringed), restriction / reason lines, credential ringed among MD / DO / NP / PA-C, license, NPI, signature (absent in one, stamp only), date of examination, date signed, clinic stamp',
};

const CLINICS = [
  {
    name: 'Quarry Hill Occupational Medicine',
    addr: '1450 Old Quarry Rd, Worcester, MA 01608',
    phone: '(508) 555-0164',
    st: 'MA',
  },
  {
    name: 'Blue Heron Employer Health Clinic',
    addr: '62 Bellwether Ct, Raleigh, NC 27603',
    phone: '(919) 555-0133',
    st: 'NC',
  },
  {
    name: 'Bluestem Family & Occupational Medicine',
    addr: '3301 Grange Hall Rd, Omaha, NE 68102',
    phone: '(402) 555-0178',
    st: 'NE',
  },
];
const EXAMINERS = [
  ['Nadine Okoro', 'NP'],
  ['Victor Halloran', 'MD'],
  ['Sunita Raghavan', 'DO'],
  ['Brett Castellucci', 'PA-C'],
];
const AGENCIES = [
  ['NorthStar Allied Health Staffing', '#1f3b73'],
  ['Willowmere Nurse Partners', '#2f5d50'],
  ['Keel & Compass Travel Healthcare', '#6b2f2f'],
];
const HISTORY = [
  'Heart disease, murmur or chest pain',
  'High blood pressure',
  'Asthma, COPD or other lung disease',
  'Diabetes',
  'Seizures or fainting',
  'Back injury or back surgery',
  'Joint, shoulder or knee problems',
  'Hearing loss',
  'Vision problems not corrected by glasses',
  'Latex allergy or skin condition',
  'Hospitalization or surgery in the past 2 years',
  'Any condition that limits lifting, standing or walking',
];
const SYSTEMS = [
  'General appearance',
  'Head / eyes / ears / nose / throat',
  'Neck',
  'Lungs',
  'Heart',
  'Abdomen',
  'Musculoskeletal',
  'Back / spine',
  'Neurological',
  'Skin',
];
const STATEMENTS = {
  cleared:
    'Medically cleared to perform the essential functions of the position described, without restrictions.',
  restricted: 'Medically cleared with the following restrictions or accommodations:',
  not: 'NOT medically cleared for the position at this time. Reason / follow-up:',
  deferred: 'Determination deferred pending:',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const A = (t, o = {}) => hand(t, { font: f.aHand, ink: '#222', size: '1.15em', ...o });
  const [agency, color] = f.agency;
  const head = (sec) =>
    `<div class="hd"><div><div class="ag" style="color:${color}">${esc(agency)}</div><div class="ti">PRE-PLACEMENT PHYSICAL EXAMINATION — HEALTH CARE WORKER</div></div><div class="pg">${esc(sec)}</div></div>
     <div class="who">Candidate: <b>${esc(f.np.last)}, ${esc(f.np.first)}</b> &nbsp; · &nbsp; DOB ${esc(f.dob)} &nbsp; · &nbsp; Candidate ID ${esc(f.candId)}</div>`;
  const p1 = `<div class="page pb">${head('Page 1 of 3')}
   <div class="sec" style="background:${color}">SECTION 1 — HEALTH HISTORY (completed by the applicant)</div>
   <table class="bx"><tr><td style="width:34%"><div class="l">Last name</div>${A(f.np.last)}</td><td style="width:28%"><div class="l">First name</div>${A(f.np.first)}</td><td style="width:8%"><div class="l">MI</div>${A(f.np.mi)}</td><td><div class="l">Date of birth</div>${A(f.dob)}</td></tr>
   <tr><td colspan="2"><div class="l">Position applied for</div>${A(f.position)}</td><td colspan="2"><div class="l">Phone</div>${A(f.phone)}</td></tr></table>
   <div class="l" style="margin-top:8px">Have you ever had, or do you now have (tick one box for each):</div>
   <table class="hq"><tr><th></th><th>Yes</th><th>No</th></tr>${HISTORY.map((q, i) => `<tr><td>${i + 1}. ${esc(q)}</td><td class="b">${box(f.hx[i], { ink: '#222' })}</td><td class="b">${box(!f.hx[i], { ink: '#222' })}</td></tr>`).join('')}</table>
   <div class="ln"><span>Current medications</span><span class="u">${A(f.meds)}</span></div>
   <div class="ln"><span>Allergies</span><span class="u">${A(f.allergies)}</span></div>
   <div class="att">I certify that the answers above are true and complete. I authorize the examining clinic to release the determination on page 3 (not my medical details) to ${esc(agency)}.</div>
   <div class="ln"><span>Applicant signature</span><span class="u">${sig(`${f.np.first} ${f.np.last}`, { font: f.aSig, ink: '#222', size: '1.5em' })}</span><span>Date</span><span class="u" style="flex:0.4">${A(f.applicantDate)}</span></div>
   <div class="ft">Form NSA-PE3 (rev. 2025) · Applicant section · Continue on page 2</div></div>`;
  const sysRows = SYSTEMS.map(
    (s, i) =>
      `<tr><td>${esc(s)}</td><td class="b">${box(!f.abn[i], { style: 'check', ink: f.ink })}</td><td class="b">${box(!!f.abn[i], { style: 'check', ink: f.ink })}</td><td>${H(f.abn[i] || '', { size: '1em' })}</td></tr>`,
  ).join('');
  const p2 = `<div class="page pb">${head('Page 2 of 3')}
   <div class="sec" style="background:${color}">SECTION 2 — EXAMINATION (completed by the examining clinician)</div>
   <div class="ln"><span>Clinic</span><span class="u">${esc(f.clinic.name)}, ${esc(f.clinic.addr)}</span><span>Visit date</span><span class="u" style="flex:0.35">${H(f.visit)}</span></div>
   <table class="vt"><tr><th>Height</th><th>Weight</th><th>Blood pressure</th><th>Pulse</th><th>Resp.</th><th>Temp.</th></tr>
   <tr><td>${H(f.vitals.ht)}</td><td>${H(f.vitals.wt)}</td><td>${H(f.vitals.bp)}</td><td>${H(f.vitals.pulse)}</td><td>${H(f.vitals.resp)}</td><td>${H(f.vitals.temp)}</td></tr></table>
   <div class="ln"><span>Vision (Snellen) R 20/</span><span class="u" style="flex:0.2">${H(f.vis[0])}</span><span>L 20/</span><span class="u" style="flex:0.2">${H(f.vis[1])}</span><span>Corrected: ${box(f.vis[2], { ink: f.ink })}Yes ${box(!f.vis[2], { ink: f.ink })}No</span><span>Hearing (whisper test): ${box(true, { ink: f.ink })}Pass ${box(false)}Refer</span></div>
   <table class="sy"><tr><th style="width:34%">System</th><th>Normal</th><th>Abnormal</th><th>Comments</th></tr>${sysRows}</table>
   <div class="ln"><span>Lift test — lifts 50 lb floor to waist and carries 20 ft:</span><span>${box(f.lift, { ink: f.ink })}Yes &nbsp; ${box(!f.lift, { ink: f.ink })}No</span><span class="u">${H(f.liftNote, { size: '1em' })}</span></div>
   <div class="ln"><span>Clinician notes</span><span class="u">${H(f.notes, { size: '1em' })}</span></div>
   <div class="l" style="margin-top:14px">Records reviewed at this visit (results are reported to the agency separately):</div>
   <div class="ln" style="margin-top:3px"><span>${box(true, { style: 'check', ink: f.ink })}TB screening on file</span><span>${box(true, { style: 'check', ink: f.ink })}Immunization record</span><span>${box(f.drug, { style: 'check', ink: f.ink })}Urine drug screen collected</span><span>${box(false, { style: 'check', ink: f.ink })}Respirator fit test</span></div>
   <div class="ft">Form NSA-PE3 (rev. 2025) · Examiner section · Determination on page 3</div></div>`;
  const det = ['cleared', 'restricted', 'not', 'deferred']
    .map((k) => {
      const on = f.det === k;
      const txt = esc(STATEMENTS[k]);
      const line =
        k === 'restricted' || k === 'not' || k === 'deferred'
          ? `<div class="u2">${on ? H(f.detText) : ''}</div>`
          : '';
      const ring =
        on && f.ring
          ? `border:1.7px solid ${f.ink};border-radius:18px;padding:3px 8px;margin:-4px -9px;`
          : '';
      return `<div class="dt">${box(on, { ink: f.ink, font: f.hand })}<div style="flex:1"><span style="display:inline-block;${ring}">${txt}</span>${line}</div></div>`;
    })
    .join('');
  const creds = ['MD', 'DO', 'NP', 'PA-C']
    .map((c) =>
      c === f.examiner[1]
        ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:0 5px;margin:0 -5px">${c}</span>`
        : c,
    )
    .join(' &nbsp; ');
  const p3 = `<div class="page">${head('Page 3 of 3')}
   <div class="sec" style="background:${color}">SECTION 3 — EXAMINER'S DETERMINATION</div>
   <div style="font-size:9pt;margin:6px 0">Based on my review of the health history and my examination, the candidate named above is (tick one):</div>
   ${det}
   <div class="sec" style="background:${color};margin-top:16px">EXAMINER</div>
   <div class="ln"><span>Name (print)</span><span class="u">${H(f.examiner[0])}</span><span>Credentials (circle):</span><span style="font-weight:bold">${creds}</span></div>
   <div class="ln"><span>License no. / state</span><span class="u" style="flex:0.7">${H(f.license)}</span><span>NPI</span><span class="u" style="flex:0.6">${H(f.npi)}</span></div>
   <div class="ln"><span>Clinic / phone</span><span class="u">${H(`${f.clinic.name} · ${f.clinic.phone}`, { size: '1.05em' })}</span></div>
   <div class="ln" style="margin-top:14px"><span>Examiner signature</span><span class="u" style="min-height:40px">${f.signed ? sig(f.examiner[0], { font: f.sigFont, ink: f.ink, size: '1.9em' }) : ''}</span><span style="width:2.1in;text-align:center">${stamp([f.clinic.name.toUpperCase(), f.clinic.addr, `${f.examiner[0]}, ${f.examiner[1]}`], { color: '#1d3f8a', rot: -4 })}</span></div>
   <div class="ln"><span>Date of examination</span><span class="u" style="flex:0.5">${H(f.examDate)}</span><span>Date signed</span><span class="u" style="flex:0.5">${H(f.signedDate)}</span></div>
   <div class="att" style="margin-top:18px">Return pages 1–3 to ${esc(agency)} Credentialing. Only page 3 is shared with client facilities. This determination applies to the position described and does not replace the facility's own health screening.</div>
   <div class="ft">Form NSA-PE3 (rev. 2025) · Determination</div></div>`;
  const css = `
  .page { position:relative; height:10in; }
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #333; padding-bottom:3px; }
  .ag { font-weight:bold; font-size:10pt; } .ti { font-weight:bold; font-size:12.5pt; } .pg { font-size:8.5pt; color:#444; }
  .who { font-size:8.5pt; margin:3px 0 6px; color:#333; }
  .sec { color:#fff; font-weight:bold; font-size:9.5pt; padding:3px 6px; margin-top:6px; }
  .l { font-size:7.3pt; color:#333; }
  table.bx { width:100%; margin-top:6px; } table.bx td { border:1px solid #555; padding:2px 5px; height:38px; vertical-align:top; }
  table.hq { width:100%; font-size:8.8pt; } table.hq td { border-bottom:1px dotted #999; padding:2.5px 3px; } table.hq th { font-size:8pt; width:45px; }
  td.b { text-align:center; width:45px; }
  .ln { display:flex; gap:8px; align-items:flex-end; font-size:9pt; margin-top:8px; }
  .u { flex:1; border-bottom:1px solid #333; min-height:22px; padding:0 4px; }
  .u2 { border-bottom:1px solid #333; min-height:22px; margin-top:4px; padding:0 4px; }
  .att { font-size:8pt; border:1px solid #888; padding:5px 8px; margin-top:10px; background:#f6f6f6; }
  table.vt { width:100%; margin-top:8px; } table.vt th { font-size:7.8pt; border:1px solid #555; background:#eee; padding:2px; } table.vt td { border:1px solid #555; height:32px; text-align:center; }
  table.sy { width:100%; margin-top:8px; font-size:8.8pt; } table.sy th { border:1px solid #555; background:#eee; font-size:7.8pt; padding:2px; } table.sy td { border:1px solid #555; padding:2px 5px; height:27px; }
  .dt { display:flex; gap:8px; font-size:9.5pt; margin:9px 0 0 4px; align-items:flex-start; }
  .ft { position:absolute; bottom:0; left:0; right:0; font-size:7.5pt; color:#555; border-top:1px solid #999; padding-top:2px; }`;
  return page({
    title: 'Pre-placement physical examination',
    body: p1 + p2 + p3,
    css,
    font: FONTS.dejavu,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, examIso, o = {}) => {
    const clinic = rng.pick(CLINICS);
    const examiner = o.examiner || rng.pick(EXAMINERS);
    const ds = o.ds || rng.pick(['us', 'us_short', 'us_nz']);
    const w = (x) => fmt(x, ds);
    const np = nameParts(p);
    const abn = SYSTEMS.map(() => '');
    if (o.abn) Object.assign(abn, o.abn);
    return {
      agency: rng.pick(AGENCIES),
      clinic,
      examiner,
      hand: rng.pick(HANDS),
      aHand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      aSig: rng.pick(SIGS),
      np,
      dob: fmt(p.dob, 'us'),
      candId: `C-${rng.digits(6)}`,
      position: rng.pick([
        'Registered Nurse — Med/Surg',
        'Certified Nursing Assistant',
        'LPN — Long-term care',
        'Respiratory Therapist',
      ]),
      phone: `${rng.int(201, 989)}-555-${rng.digits(4)}`,
      hx: HISTORY.map((_, i) => !!(o.hx || []).includes(i)),
      meds: o.meds || rng.pick(['none', 'None', 'multivitamin', 'loratadine as needed']),
      allergies: rng.pick(['NKDA', 'penicillin (rash)', 'none known']),
      applicantDate: w(addDays(examIso, -rng.int(1, 6))),
      visit: w(examIso),
      vitals: {
        ht: `${rng.int(5, 6)}' ${rng.int(0, 11)}"`,
        wt: `${rng.int(120, 230)} lb`,
        bp: o.bp || `${rng.int(108, 134)}/${rng.int(66, 84)}`,
        pulse: String(rng.int(60, 88)),
        resp: String(rng.int(12, 18)),
        temp: `${rng.pick(['97.9', '98.2', '98.6', '98.4'])} F`,
      },
      vis: [rng.pick(['20', '25', '30']), rng.pick(['20', '25', '30']), rng.chance(0.5)],
      abn,
      lift: o.lift ?? true,
      drug: rng.chance(0.6),
      liftNote: o.liftNote || '',
      notes:
        o.notes ||
        rng.pick(['Healthy adult, no concerns.', 'No acute findings.', 'Fit for clinical duties.']),
      det: o.det || 'cleared',
      detText: o.detText || '',
      ring: !!o.ring,
      license: `${clinic.st} ${examiner[1] === 'NP' ? 'APRN' : examiner[1] === 'PA-C' ? 'PA' : 'MD'}-${rng.digits(6)}`,
      npi: `1${rng.digits(9)}`,
      signed: o.signed !== false,
      examDate: fmt(examIso, o.detDs || ds),
      signedDate: w(addDays(examIso, rng.int(0, 2))),
      examIso,
    };
  };
  const out = [];

  let p = k.person();
  let exam = addDays('2026-01-12', rng.int(0, 280));
  let f = make(p, exam);
  out.push({
    key: 'cleared-ticked-signed-stamped',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'the determination is on page 3; the applicant\u2019s signature and date on page 1 are not the examiner\u2019s',
  });

  p = k.person();
  exam = addDays('2026-02-09', rng.int(0, 260));
  f = make(p, exam, { ring: true, examiner: EXAMINERS[0], detDs: 'mil4' });
  out.push({
    key: 'cleared-ticked-and-ringed-np',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: `the nurse practitioner ticked the cleared statement and also drew a ring around it; NP ringed among the credentials; date of examination written ${f.examDate}`,
  });

  p = k.person();
  exam = addDays('2026-03-02', rng.int(0, 240));
  const restr = rng.pick([
    'No lifting over 25 lb and no patient transfers without a mechanical lift for 8 weeks (post-op shoulder).',
    'No shifts longer than 8 hours; seated breaks every 2 hours (plantar fasciitis).',
  ]);
  f = make(p, exam, {
    det: 'restricted',
    detText: restr,
    hx: [6],
    abn: { 6: 'L shoulder: reduced abduction, healing scar' },
    lift: false,
    liftNote: 'deferred — shoulder',
  });
  out.push({
    key: 'cleared-with-restrictions-line',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: `the second statement is ticked with "${restr}" written on its line (allow_restrictions defaults to false)`,
  });

  p = k.person();
  exam = addDays('2026-04-06', rng.int(0, 200));
  f = make(p, exam, {
    det: 'not',
    detText: 'Uncontrolled hypertension (BP 184/112). Start treatment with PCP, recheck in 4 weeks.',
    bp: '184/112',
    hx: [1],
    abn: { 4: 'BP elevated on repeat 182/110' },
    notes: 'Refer to PCP for hypertension.',
  });
  out.push({
    key: 'not-cleared-hypertension',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared' },
    note: 'the NOT cleared statement is ticked with a reason; page 2 records BP 184/112',
  });

  p = k.person();
  exam = addDays('2026-05-04', rng.int(0, 180));
  f = make(p, exam, { signed: false });
  out.push({
    key: 'stamp-without-signature',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'cleared is ticked and the clinic stamp (with the examiner\u2019s printed name) sits beside an empty examiner signature line; the only signature in the packet is the applicant\u2019s on page 1',
  });

  p = k.person();
  exam = addDays('2025-06-02', rng.int(0, 140));
  f = make(p, exam);
  out.push({
    key: 'exam-more-than-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared' },
    note: `a clean, signed clearance, but examined on ${exam}, more than 365 days before valid_on`,
  });

  const order = rng.shuffle([
    'text_pdf',
    'text_pdf',
    'text_pdf',
    'scanned_pdf',
    'scanned_pdf',
    'scanned_pdf',
  ]);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
