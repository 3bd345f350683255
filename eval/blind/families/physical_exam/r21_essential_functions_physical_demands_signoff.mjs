// A staffing agency's "Position Physical Demands & Essential Functions — Examiner Verification" sheet (landscape
// letter), sent by the agency to the examining clinic with the job description's demands already typed in, and
// returned with the examiner's marks. Top: agency banner with form number, revision and the job description's
// effective date; a typed position block (position title, job code, assignment type, "sent to clinic" date and
// requisition no.) and the employee's name typed as "LAST, First M" with a date of birth. The middle is a demands
// table: twelve printed physical demands, each with the agency's typed frequency (an X under N / O / F / C — never,
// occasionally, frequently, constantly) and then the examiner's own columns ticked by hand — Able · Able with
// restriction · Unable — with a handwritten comment / restriction cell. Below it the EXAMINER'S DETERMINATION with
// three printed statements and a box before each (able to perform all essential functions without restriction · able
// with the restriction(s) noted, temporary until ___ or permanent · not able at this time), a restrictions line, the
// date of examination written in, the examiner's printed name, credential ringed among MD · DO · NP · PA-C, licence
// no., clinic and phone, signature, date signed and the clinic's rubber stamp; and a strip with the employee's
// acknowledgement (signature and date) and the agency's "received" initials and date. The frequency X marks are the
// agency's, not the examiner's; the determination is the ticked statement. Variants: all able with full duty, a
// climbing row the position does not require left unmarked with a nickname on the employee line, a temporary
// overhead-reach restriction the client allows, a lifting restriction (not allowed), unable on the patient-handling
// rows and "not able" ticked, an examiner named and stamped but not signed.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r21_essential_functions_physical_demands_signoff',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 20, fax: 15, scan_image: 10, text_pdf: 20 },
  description:
    'Staffing agency "Position Physical Demands & Essential Functions — Examiner Verification" sheet (landscape, mostly photographed, faxed or scanned): agency banner with form no., revision and job-description effective date; typed position block (title, job code, assignment, sent-to-clinic date, requisition) and employee "LAST, First M" with DOB; a table of twelve printed physical demands with the agency\u2019s typed frequency X under N / O / F / C and the examiner\u2019s hand ticks under Able · Able with restriction · Unable plus a comment cell; EXAMINER\u2019S DETERMINATION with a box before each of three statements (all essential functions without restriction · with the restriction(s) noted, temporary until / permanent · not able at this time), restrictions line, handwritten date of examination, printed examiner name, credential ringed among MD · DO · NP · PA-C, licence no., signature, date signed, clinic stamp; employee acknowledgement signed and dated and agency received initials; all able, an unrequired row left blank with a nickname signature, a temporary restriction the client allows, a lifting restriction not allowed, unable on patient handling, named and stamped but unsigned',
};

const AGENCIES = [
  {
    name: 'Keelstone Travel Nursing, LLC',
    sub: 'Clinical Compliance Department',
    addr: '1180 Harmon Blvd, Suite 300 · Omaha, NE 68102',
    fax: '(402) 555-0193',
    color: '#183d5d',
    form: 'KTN-HR-214',
  },
  {
    name: 'BrightWater Allied & Nursing Staffing',
    sub: 'Onboarding & Credentialing',
    addr: '75 Meridian Ave · Raleigh, NC 27603',
    fax: '(919) 555-0127',
    color: '#5a2d6e',
    form: 'BW-ONB-09',
  },
  {
    name: 'Tessaly Per Diem Partners',
    sub: 'Workforce Health & Safety',
    addr: '402 Copperfield Dr · Aurora, CO 80012',
    fax: '(720) 555-0164',
    color: '#2f5b34',
    form: 'TPD-PD-3',
  },
];
const CLINICS = [
  {
    name: 'Fairmont WorkHealth Clinic',
    addr: '2901 Larkspur Ave, Omaha, NE 68102',
    tel: '(402) 555-0171',
    doc: 'Helena Vasquez-Orr',
    cred: 'NP',
    lic: 'APRN-NP 114872',
  },
  {
    name: 'Eastgate Occupational Medicine',
    addr: '640 Pioneer Way, Raleigh, NC 27603',
    tel: '(919) 555-0158',
    doc: 'Gordon Achebe',
    cred: 'MD',
    lic: 'NC 2009-01873',
  },
  {
    name: 'Tri-Rivers Employee Health Center',
    addr: '18 Fernhill Rd, Aurora, CO 80012',
    tel: '(720) 555-0116',
    doc: 'Priya Ramaswamy',
    cred: 'PA-C',
    lic: 'PA.0017265',
  },
  {
    name: 'Fairmont WorkHealth Clinic',
    addr: '2901 Larkspur Ave, Omaha, NE 68102',
    tel: '(402) 555-0171',
    doc: 'Warren Blaylock',
    cred: 'DO',
    lic: 'NE 31-6620',
  },
];
const POSITIONS = [
  ['Registered Nurse — Travel, Med/Surg / Telemetry', 'RN-TRV-02', '13-week travel contract'],
  ['Registered Nurse — Per Diem, Emergency Dept.', 'RN-PD-07', 'Per diem, 12-h shifts'],
  ['Licensed Practical Nurse — Long-Term Care', 'LPN-LTC-01', 'Local contract, 8-h shifts'],
  ['Certified Nursing Assistant — Rehab / SNF', 'CNA-SNF-04', 'Local contract, 8-h and 12-h shifts'],
  ['Respiratory Therapist — Travel', 'RT-TRV-01', '13-week travel contract'],
];
// demand, typed frequency (N/O/F/C)
const DEMANDS = [
  ['Lift / carry up to 50 lb (supplies, equipment, patient limbs)', 'F'],
  ['Push / pull up to 200 lb with assistance (beds, stretchers, wheelchairs)', 'F'],
  ['Transfer / reposition patients, with lift equipment or a second staff member', 'F'],
  ['Stand and walk for most of a 12-hour shift', 'C'],
  ['Bend, stoop, kneel, squat', 'F'],
  ['Reach above shoulder level', 'O'],
  ['Fine finger manipulation (syringes, IV pumps, keyboard)', 'C'],
  ['Climb ladders (supply storage)', 'N'],
  ['Near / far vision and colour discrimination (with correction)', 'C'],
  ['Hear alarms, call lights and speech (with or without aid)', 'C'],
  ['Wear N95 respirator, gown and gloves for extended periods', 'F'],
  ['Respond to emergencies, perform CPR, move quickly', 'O'],
];
const PENS = HANDS.filter((x) => x !== 'Breip');

function render(f) {
  const A = f.agency;
  const C = f.clinic;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.12em', ...o });
  const tk = (on) => box(on, { style: f.tick, ink: f.ink, font: f.pen });
  const freqCell = (letter, want) =>
    `<td class="fq">${letter === want ? '<b style="font-family:' + FONTS.mono + '">X</b>' : ''}</td>`;
  const rows = DEMANDS.map(([text, freq], i) => {
    const m = i in f.marks ? f.marks[i] : 'able';
    const cell = (k) => `<td class="ex">${m === null ? '' : tk(m === k)}</td>`;
    return `<tr><td class="no">${i + 1}</td><td class="dm">${esc(text)}</td>${['N', 'O', 'F', 'C'].map((l) => freqCell(l, freq)).join('')}
      ${cell('able')}${cell('restr')}${cell('unable')}<td class="cm">${f.comments[i] ? H(f.comments[i], { size: '0.98em' }) : ''}</td></tr>`;
  }).join('');
  const det = (k, inner) => `<div class="st">${tk(f.det === k)} ${inner}</div>`;
  const creds = ['MD', 'DO', 'NP', 'PA-C']
    .map((c) =>
      c === C.cred
        ? `<span style="display:inline-block;border:1.7px solid ${f.ink};border-radius:50%;padding:0 5px;margin:0 -5px">${c}</span>`
        : c,
    )
    .join(' &nbsp;·&nbsp; ');
  const body = `
  <div class="top"><div class="nm" style="color:${A.color}">${esc(A.name)}</div>
    <div class="sub">${esc(A.sub)} · ${esc(A.addr)} · Return completed form by fax to ${esc(A.fax)}</div>
    <div class="fno">Form ${esc(A.form)} · rev. ${esc(f.rev)}<br>Job description effective ${esc(f.jdEff)}</div></div>
  <div class="ttl" style="background:${A.color}">POSITION PHYSICAL DEMANDS &amp; ESSENTIAL FUNCTIONS — EXAMINER VERIFICATION</div>
  <table class="pos"><tr>
    <td style="width:34%"><div class="cp">Position</div>${esc(f.pos[0])}</td>
    <td style="width:11%"><div class="cp">Job code</div>${esc(f.pos[1])}</td>
    <td style="width:19%"><div class="cp">Assignment</div>${esc(f.pos[2])}</td>
    <td style="width:18%"><div class="cp">Sent to clinic</div>${esc(f.sent)}</td>
    <td><div class="cp">Requisition</div>${esc(f.req)}</td></tr>
    <tr><td colspan="2"><div class="cp">Employee name (Last, First MI)</div><b style="font-size:11pt">${esc(f.nameTyped)}</b></td>
    <td><div class="cp">Date of birth</div>${esc(f.dobTyped)}</td>
    <td colspan="2"><div class="cp">Examining clinic (agency use)</div>${esc(C.name)} · ${esc(C.tel)}</td></tr></table>
  <div class="ins">Frequency (typed by agency): <b>N</b> never · <b>O</b> occasionally, up to 1/3 of the shift · <b>F</b> frequently, 1/3 – 2/3 · <b>C</b> constantly, over 2/3.
    <b>Examiner:</b> tick one ability column for each demand the position requires and note any restriction.</div>
  <table class="dmd"><tr><th rowspan="2">#</th><th rowspan="2" style="text-align:left">Physical demand / essential function</th><th colspan="4">Frequency</th><th colspan="3">Examiner — ability</th><th rowspan="2">Comment / restriction</th></tr>
    <tr><th>N</th><th>O</th><th>F</th><th>C</th><th>Able</th><th>Able w/<br>restriction</th><th>Unable</th></tr>${rows}</table>
  <div class="low"><div class="dt">
    <div class="sh">EXAMINER'S DETERMINATION <span style="font-weight:normal;font-size:8pt">(tick one)</span></div>
    ${det('cleared', 'The employee is medically able to perform <b>all</b> essential functions listed above <b>without restriction</b>.')}
    ${det('restr', `The employee is able to perform the essential functions <b>with the restriction(s)</b> noted — ${box(f.temp === 'temp', { style: f.tick, ink: f.ink, font: f.pen })}temporary until <span class="ln" style="min-width:0.95in">${f.until ? H(f.until, { size: '1em' }) : ''}</span> ${box(f.temp === 'perm', { style: f.tick, ink: f.ink, font: f.pen })}permanent`)}
    ${det('not', 'The employee is <b>not able</b> to perform the essential functions of this position at this time.')}
    <div class="lr">Restrictions / remarks: <span class="ln" style="min-width:4.6in">${f.remarks ? H(f.remarks, { size: '1em' }) : ''}</span></div>
    <div class="lr">Date of examination <span class="ln" style="min-width:1.3in">${H(f.examText)}</span>
      &nbsp; Examiner (print) <span class="ln" style="min-width:1.75in">${H(C.doc)}</span> &nbsp; ${creds}</div>
    <div class="lr">Signature <span class="ln" style="min-width:2.1in;height:0.36in">${f.signed ? sig(C.doc, { font: f.sigFont, ink: f.ink, size: '1.75em' }) : ''}</span>
      &nbsp; Licence no. <span class="ln" style="min-width:1.1in">${H(C.lic, { size: '0.98em' })}</span>
      &nbsp; Date signed <span class="ln" style="min-width:1in">${f.signed || f.dateSignedAnyway ? H(f.signedText) : ''}</span></div></div>
    <div class="stp">${stamp([C.name.toUpperCase(), C.addr.split(',').slice(1).join(',').trim(), `Tel ${C.tel}`], { color: f.stampColor, rot: f.stampRot })}</div></div>
  <div class="ack"><div style="white-space:nowrap">Employee acknowledgement — I have read these physical demands and received a copy. &nbsp;Signature <span class="ln" style="min-width:1.7in">${sig(f.empSig, { font: f.empSigFont, ink: f.empInk, size: '1.45em' })}</span>
    Date <span class="ln" style="min-width:0.8in">${hand(f.empDate, { font: f.empPen, ink: f.empInk, size: '1em' })}</span></div>
    <div class="ag">AGENCY USE — received <span class="ln" style="min-width:0.8in">${hand(f.recvText, { font: f.recvPen, ink: '#8b1a1a', size: '1em' })}</span> by <span class="ln" style="min-width:0.45in">${hand(f.recvIni, { font: f.recvPen, ink: '#8b1a1a', size: '1em' })}</span></div></div>
  <div class="ft"><span>${esc(A.form)} rev. ${esc(f.rev)} — confidential medical information; keep apart from the personnel file</span><span>Page 1 of 1</span></div>`;
  const css = `
  .top { display:flex; align-items:flex-end; gap:12px; border-bottom:1.5px solid #333; padding-bottom:2px; }
  .nm { font-weight:bold; font-size:13pt; } .sub { font-size:7.6pt; color:#333; flex:1; } .fno { font-size:7.6pt; text-align:right; }
  .ttl { color:#fff; font-weight:bold; text-align:center; font-size:11pt; padding:3px; margin:4px 0; letter-spacing:.5px; }
  .pos { width:100%; font-size:9pt; } .pos td { border:0.8px solid #555; padding:1px 5px; vertical-align:top; height:0.34in; }
  .cp { font-size:6.6pt; text-transform:uppercase; color:#444; }
  .ins { font-size:7.8pt; margin:3px 0; }
  .dmd { width:100%; font-size:8.6pt; } .dmd th { background:#e4e4e4; border:0.8px solid #444; font-size:7.4pt; padding:1px 2px; }
  .dmd td { border:0.8px solid #444; padding:0 3px; height:0.232in; }
  .dmd td.no { width:0.22in; text-align:center; color:#444; } .dmd td.fq { width:0.27in; text-align:center; }
  .dmd td.ex { width:0.55in; text-align:center; } .dmd td.cm { width:2.2in; } .dmd td.dm { width:4.1in; }
  .low { display:flex; margin-top:5px; border:1.2px solid #222; padding:3px 8px; }
  .dt { flex:1; } .sh { font-weight:bold; font-size:9.5pt; margin-bottom:2px; }
  .st { font-size:9pt; margin:3px 0; } .lr { font-size:9pt; margin:5px 0 2px; white-space:nowrap; }
  .ln { display:inline-block; border-bottom:0.9px solid #222; min-height:1.3em; vertical-align:bottom; padding:0 3px; }
  .stp { width:1.9in; display:flex; align-items:flex-end; justify-content:center; margin-left:-0.2in; padding-bottom:4px; }
  .ack { display:flex; justify-content:space-between; font-size:8.2pt; margin-top:5px; border:0.8px dashed #555; padding:3px 6px; align-items:flex-end; }
  .ag { color:#8b1a1a; white-space:nowrap; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#555; margin-top:3px; }`;
  return page({
    title: 'Physical demands verification',
    size: 'letter landscape',
    margin: '0.35in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const agencies = rng.shuffle(AGENCIES);
  const clinics = rng.shuffle(CLINICS);
  const out = [];
  const mk = (p, exam, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'us_nz', 'us_short']);
    const clinic = o.clinic || clinics[out.length % clinics.length];
    const sent = addDays(exam, -rng.int(3, 12));
    return {
      agency: agencies[out.length % agencies.length],
      clinic,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato, FONTS.open]),
      pen: rng.pick(PENS),
      ink: rng.pick(INKS),
      tick: rng.pick(['check', 'x']),
      sigFont: rng.pick(SIGS),
      rev: rng.pick(['03/2025', '10/2023', '06/2024']),
      jdEff: fmt(addDays('2023-07-01', rng.int(0, 500)), 'us'),
      pos: o.pos || rng.pick(POSITIONS),
      sent: fmt(sent, 'us'),
      req: `${rng.letters(2)}-${rng.digits(5)}`,
      nameTyped: o.nameTyped || nameAs(p, 'LAST_FIRST_MI'),
      dobTyped: fmt(p.dob, 'us'),
      marks: o.marks || {},
      comments: o.comments || {},
      det: o.det || 'cleared',
      temp: o.temp || null,
      until: o.until || '',
      remarks: o.remarks || '',
      examText: fmt(exam, ds),
      signed: o.signed ?? true,
      dateSignedAnyway: o.dateSignedAnyway || false,
      signedText: fmt(o.signedOn || exam, ds),
      stampColor: rng.pick(['#23408e', '#6b1f5e', '#1f5f4a', '#7a2020']),
      stampRot: rng.float(-8, 6).toFixed(1),
      empSig: o.empSig || nameAs(p, 'first_last'),
      empSigFont: rng.pick(SIGS),
      empPen: rng.pick(PENS),
      empInk: rng.pick(INKS),
      empDate: fmt(o.empDate || exam, 'us_short'),
      recvPen: rng.pick(PENS),
      recvText: fmt(addDays(exam, rng.int(1, 8)), 'us_short'),
      recvIni: rng.pick(['KLM', 'DT', 'J.R.', 'AW']),
    };
  };
  const base = (f, exam, signature = 'present') => ({
    exam_date: exam,
    'examiner.name': f.clinic.doc,
    'examiner.credentials': f.clinic.cred,
    'examiner.signature': signature,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });

  // 1 — every demand "Able", the first statement ticked.
  {
    const p = k.person();
    const exam = addDays('2026-08-10', rng.int(0, 95));
    const f = mk(p, exam, { ds: 'us_short' });
    out.push({
      key: 'all-able-full-duty',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { ...base(f, exam), clearance: 'cleared' },
      note: `examined ${exam} (written ${f.examText}); Able ticked on every row and "all essential functions without restriction" ticked; the typed frequency X marks, the job-description and sent-to-clinic dates and the agency's received date are not the examination`,
      rendering: 'photo',
    });
  }

  // 2 — the climbing row (frequency N) left unmarked; nickname on the employee's signature.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const exam = addDays('2026-07-01', rng.int(0, 110));
    const f = mk(p, exam, {
      ds: 'long',
      marks: { 7: null },
      comments: { 7: 'N/A — not required', 8: 'wears glasses' },
      empSig: nameAs(p, 'nick_last'),
      empDate: addDays(exam, rng.int(0, 2)),
    });
    out.push({
      key: 'unrequired-row-blank-nickname-signature',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'missing clearance'],
      data: { ...base(f, exam), clearance: 'cleared' },
      note: `the ladder-climbing row is typed N (never) and the examiner left its ability boxes empty with "N/A — not required"; every other row is Able and the first statement is ticked; the employee signed as "${f.empSig}" (nickname of ${p.first}); the typed name is "${f.nameTyped}"`,
      rendering: 'fax',
    });
  }

  // 3 — a temporary overhead-reach restriction; the client allows restrictions.
  {
    const p = k.person();
    const exam = addDays('2026-09-01', rng.int(0, 70));
    const until = addDays(exam, rng.int(35, 60));
    const remarks = `No overhead reaching with R arm until ${fmt(until, 'us_short')} (rotator cuff strain, PT ongoing)`;
    const f = mk(p, exam, {
      det: 'restr',
      temp: 'temp',
      until: fmt(until, 'us_short'),
      marks: { 5: 'restr' },
      comments: { 5: 'no overhead — R arm' },
      remarks,
    });
    out.push({
      key: 'temporary-reach-restriction-client-allows',
      person: requestPerson(p, { withMiddle: true }),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared'],
      data: { ...base(f, exam), clearance: 'cleared_with_restrictions' },
      note: `"able with the restriction(s) noted — temporary until ${until}" ticked with "${remarks}"; the client allows restrictions (allow_restrictions: true)`,
      rendering: 'text_pdf',
    });
  }

  // 4 — lifting restriction; restrictions not allowed (default).
  {
    const p = k.person();
    const exam = addDays('2026-08-20', rng.int(0, 80));
    const lb = rng.pick([20, 25]);
    const remarks = `Lift / carry max ${lb} lb; no manual patient transfers — mechanical lift only`;
    const f = mk(p, exam, {
      det: 'restr',
      temp: 'perm',
      marks: { 0: 'restr', 2: 'restr' },
      comments: { 0: `max ${lb} lb`, 2: 'mech. lift only' },
      remarks,
      ds: 'us',
    });
    out.push({
      key: 'lifting-restriction-permanent',
      person: requestPerson(p),
      html: render(f),
      issues: ['restrictions present'],
      data: { ...base(f, exam), clearance: 'cleared_with_restrictions' },
      note: `rows 1 and 3 ticked "Able w/ restriction", the second statement ticked with "permanent", remarks "${remarks}"`,
      rendering: 'photo',
    });
  }

  // 5 — unable on the patient-handling rows; "not able" ticked.
  {
    const p = k.person();
    const exam = addDays('2026-10-01', rng.int(0, 40));
    const f = mk(p, exam, {
      det: 'not',
      marks: { 0: 'unable', 1: 'unable', 2: 'unable', 4: 'restr' },
      comments: {
        0: 'post-op, 6 wk',
        1: 'no pushing',
        2: 'none until cleared',
        4: 'limited',
      },
      remarks: 'Lumbar discectomy 3 wk ago — re-evaluate after surgeon release',
      ds: 'us_nz',
    });
    out.push({
      key: 'unable-patient-handling-not-able-ticked',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      data: { ...base(f, exam), clearance: 'not_cleared' },
      note: 'Unable ticked on the lifting, pushing and transfer rows and "not able to perform the essential functions … at this time" ticked; no later clearance is attached',
      rendering: 'scan_image',
    });
  }

  // 6 — examiner printed, licence and stamp, but the signature line is empty.
  {
    const p = k.person();
    const exam = addDays('2026-09-15', rng.int(0, 55));
    const f = mk(p, exam, { signed: false, dateSignedAnyway: false, ds: 'us' });
    out.push({
      key: 'examiner-named-stamped-unsigned',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      data: { ...base(f, exam, 'not_present'), clearance: 'cleared' },
      note: `the examiner's name, credential, licence no. and the clinic stamp are there and the first statement is ticked, but the Signature and Date signed lines are empty; the only signature on the page is the employee's acknowledgement`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
