// A hospital's Health Clearance Card for volunteers, students and contract / agency staff (8 × 5 in index card on
// tinted card stock), usually photographed by the clinician and uploaded. Two parts. Part A is filled by the
// hospital's volunteer / staffing office in the clerk's pen: "Name (Last, First, MI)", date of birth, a category row
// (Volunteer · Student · Agency / contract · Employee) with one ticked, department, orientation date, ID badge
// issued date, the clerk's initials and "sent to EHS" date. Part B, "Employee Health Service use only", is filled by
// the nurse practitioner / physician in another pen: a screening checklist (TB screen with its own date and a ringed
// Neg / Pos, MMR / varicella / hepatitis B documentation ticks, respirator fit test with date and model, drug screen
// date), the DATE OF HEALTH ASSESSMENT, a determination with four printed statements (cleared — no restrictions ·
// cleared with restrictions / accommodations · not cleared at this time · deferred — pending), the chosen one
// ticked and in some cards also ringed, a restrictions line, the examiner's signature, printed name, a credential
// ringed among MD · DO · NP · PA-C · RN, the date signed and a handwritten "recheck due". Footer: form number and
// revision date, and the card's 12-month rule. Variants: plain clearance by an NP, restrictions ringed with the
// client allowing them, a "deferred" tick struck through and initialled with the clearance ticked after a titer
// came back, restrictions not allowed, no examiner signature (the clerk's initials are on the card), an
// assessment over a year old with a recent badge re-issue date in part A.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r16_hospital_contract_staff_health_clearance_card',
  split: 'tuning',
  renderings: { photo: 45, scan_image: 15, fax: 10, scanned_pdf: 15, text_pdf: 15 },
  description:
    'Hospital Health Clearance Card (8 × 5 in tinted index card, mostly photographed) for volunteers, students and agency / contract staff: Part A by the volunteer / staffing office in the clerk\u2019s pen (Name Last, First, MI; DOB; ticked category; department; orientation and ID-badge dates; clerk initials); Part B "Employee Health Service use only" filled by hand by the NP / physician: screening checklist with its own dates (TB with ringed Neg / Pos, immunity ticks, fit test, drug screen), date of health assessment, four determination statements with the chosen one ticked and sometimes ringed, restrictions line, signature, printed name, credential ringed among MD · DO · NP · PA-C · RN, date signed, recheck due; plain clearance, restrictions the client allows, a struck "deferred" tick then cleared, restrictions not allowed, unsigned, assessment over a year old',
};

const HOSPITALS = [
  {
    name: 'Greyhaven Regional Medical Center',
    dept: 'Employee Health Service · 2nd floor, Pavilion B · (541) 555-0148',
    color: '#6b2230',
    stock: '#fbf1d6',
  },
  {
    name: "St. Brendan's Community Hospital",
    dept: 'Occupational & Employee Health · 400 Whitcomb St · (319) 555-0162',
    color: '#1f4a7a',
    stock: '#e6f0f7',
  },
  {
    name: 'Cascade Valley Health — Riverside Campus',
    dept: 'Employee Health & Wellness · Suite 110 · (509) 555-0183',
    color: '#2e5a36',
    stock: '#f4ead9',
  },
];
const EXAMINERS = [
  ['Rosemary Lindgren', 'NP'],
  ['Tobias Achterberg', 'MD'],
  ['Yolanda Price-Whitman', 'NP'],
  ['Farid Nasser', 'PA-C'],
  ['Marguerite Olsen', 'DO'],
];
const CREDS = ['MD', 'DO', 'NP', 'PA-C', 'RN'];
const DEPTS = [
  '4 West Med/Surg',
  'Float pool — nursing',
  'Emergency Dept.',
  'Progressive Care (PCU)',
  'Rehab unit 3B',
];
const CLERKS = ['T. Ruggiero', 'M. Okwu', 'J. Bartley', 'S. Feeney'];
const STATEMENTS = [
  ['cleared', 'Cleared for assignment — no restrictions'],
  ['cleared_with_restrictions', 'Cleared with restrictions / accommodations (specify below)'],
  ['not_cleared', 'Not cleared at this time'],
  ['deferred', 'Deferred — pending:'],
];

function render(f) {
  const h = f.hosp;
  const C = (t, o = {}) => hand(t, { font: f.clerkPen, ink: f.clerkInk, size: '1.12em', ...o });
  const N = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.15em', ...o });
  const ring = (inner, on) =>
    on
      ? `<span style="border:1.7px solid ${f.ink};border-radius:50%;padding:0 5px;margin:0 -5px">${inner}</span>`
      : inner;
  const css = `
  body { background:${h.stock}; }
  .card { padding:8px 12px; height:4.76in; position:relative; }
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2.5px solid ${h.color}; padding-bottom:3px; }
  .hd .n { font-size:13pt; font-weight:bold; color:${h.color}; }
  .hd .d { font-size:8pt; color:#333; }
  .hd .t { text-align:right; font-size:13.5pt; font-weight:bold; letter-spacing:1px; color:${h.color}; }
  .hd .t small { display:block; font-size:7.2pt; letter-spacing:0; font-weight:normal; color:#333; }
  .sec { font-size:8.2pt; font-weight:bold; color:#fff; background:${h.color}; padding:1px 5px; margin-top:7px; letter-spacing:.4px; }
  .row { display:flex; gap:10px; margin-top:6px; font-size:8.8pt; align-items:flex-end; }
  .f { flex:1; white-space:nowrap; }
  .f .v { display:inline-block; border-bottom:1px solid #555; min-width:60%; min-height:1.3em; padding-left:3px; vertical-align:bottom; }
  .cols { display:flex; gap:12px; margin-top:3px; }
  table.sc { font-size:8.6pt; width:100%; }
  table.sc td { border-bottom:1px solid #999; padding:2px 3px; height:0.29in; vertical-align:bottom; }
  table.sc td.k { width:1.05in; font-weight:bold; }
  .det { font-size:9pt; line-height:1.7; }
  .det .ln { white-space:nowrap; }
  .ul { display:inline-block; border-bottom:1px solid #555; vertical-align:bottom; min-height:1.3em; }
  .ack { position:absolute; left:12px; right:12px; bottom:20px; border-top:1px dashed #777; padding-top:4px; font-size:8pt; display:flex; justify-content:space-between; align-items:flex-end; gap:8px; }
  .ft { position:absolute; left:12px; right:12px; bottom:6px; font-size:7pt; color:#444; display:flex; justify-content:space-between; }
  `;
  const cat = ['Volunteer', 'Student', 'Agency / contract', 'Employee']
    .map((c) => `${box(c === f.category, { ink: f.clerkInk, font: f.clerkPen, style: 'check' })}${esc(c)}`)
    .join('&nbsp;&nbsp; ');
  const partA = `<div class="sec">PART A — VOLUNTEER SERVICES / STAFFING OFFICE</div>
  <div class="row"><div class="f" style="flex:2.2">Name (Last, First, MI) <span class="v">${C(f.nameText)}</span></div>
    <div class="f">DOB <span class="v">${C(f.dobText)}</span></div></div>
  <div class="row"><div class="f" style="flex:2.2">Category: ${cat}</div>
    <div class="f">Dept. <span class="v">${C(f.dept, { size: '1em' })}</span></div></div>
  <div class="row"><div class="f">Orientation date <span class="v">${C(f.orientText)}</span></div>
    <div class="f">ID badge issued <span class="v">${C(f.badgeText)}</span></div>
    <div class="f">Office initials / date sent to EHS <span class="v" style="min-width:30%">${C(f.clerk + '  ' + f.sentText, { size: '1em' })}</span></div></div>`;
  const tb = ['Neg', 'Pos'].map((r) => ring(esc(r), r === 'Neg')).join(' / ');
  const immun = (label) => `${box(true, { ink: f.ink, font: f.pen, style: f.tick })}${esc(label)}`;
  const screening = `<table class="sc">
    <tr><td class="k">TB screen</td><td>${esc(f.tbType)} date ${N(f.tbText, { size: '1.05em' })}</td><td style="white-space:nowrap">${tb}</td></tr>
    <tr><td class="k">Immunity docs</td><td colspan="2">${immun('MMR')}&nbsp;&nbsp; ${immun('Varicella')}&nbsp;&nbsp; ${immun('Hep B')}</td></tr>
    <tr><td class="k">Influenza</td><td>${box(f.fluTicked, { ink: f.ink, font: f.pen, style: f.tick })}given / documented</td><td>season ${N(f.fluText, { size: '0.95em' })}</td></tr>
    <tr><td class="k">Resp. fit test</td><td>date ${N(f.fitText, { size: '1.05em' })}</td><td>model ${N(f.fitModel, { size: '0.95em' })}</td></tr>
    <tr><td class="k">Drug screen</td><td>collected ${N(f.drugText, { size: '1.05em' })}</td><td>${N('neg — MRO', { size: '0.95em' })}</td></tr>
  </table>`;
  const det = STATEMENTS.map(([v, label]) => {
    const ticked = f.ticks.includes(v);
    const struck = f.struck === v;
    let text = esc(label);
    if (f.ringed === v) text = ring(text, true);
    let extra = v === 'deferred' ? ` ${N(f.pendingText || '', { size: '0.95em' })}` : '';
    if (struck) {
      text = `<span style="text-decoration:line-through;text-decoration-color:${f.ink};text-decoration-thickness:2px">${text}${extra}</span>`;
      extra = ` &nbsp;${N(f.strikeInitials, { size: '0.85em' })}`;
    }
    return `<div class="ln">${box(ticked, { ink: f.ink, font: f.pen, style: f.tick })}${text}${extra}</div>`;
  }).join('');
  const creds = CREDS.map((c) => ring(esc(c), c === f.cred)).join(' · ');
  const partB = `<div class="sec">PART B — EMPLOYEE HEALTH SERVICE USE ONLY</div>
  <div class="cols">
    <div style="flex:1">${screening}
      <div class="row" style="margin-top:6px"><div class="f">Restrictions / accommodations: <span class="ul" style="min-width:58%">${N(f.restrText, { size: '1em' })}</span></div></div>
      ${f.followUp ? `<div class="row"><div class="f">Notes: <span class="ul" style="min-width:75%">${N(f.followUp, { size: '0.95em' })}</span></div></div>` : ''}
    </div>
    <div style="flex:1.12">
      <div class="row" style="margin-top:0;font-size:9.4pt"><div class="f"><b>DATE OF HEALTH ASSESSMENT</b> <span class="ul" style="min-width:1.2in">${N(f.examText, { size: '1.2em' })}</span></div></div>
      <div class="det" style="margin-top:3px"><b style="font-size:8pt">DETERMINATION (tick one)</b>${det}</div>
      <div class="row" style="margin-top:2px"><div class="f">Examiner signature <span class="ul" style="min-width:1.75in;height:1.9em">${f.signed ? sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '1.55em', rot: -4 }) : ''}</span></div></div>
      <div class="row"><div class="f">Print name <span class="ul" style="min-width:1.5in">${N(f.examiner, { size: '1em' })}</span></div>
        <div class="f" style="flex:0.9">${creds}</div></div>
      <div class="row"><div class="f">Date signed <span class="ul" style="min-width:0.8in">${N(f.signedText, { size: '1em' })}</span></div>
        <div class="f">Recheck due <span class="ul" style="min-width:0.8in">${N(f.dueText, { size: '1em' })}</span></div></div>
    </div>
  </div>`;
  const body = `<div class="card">
  <div class="hd"><div><div class="n">${esc(h.name)}</div><div class="d">${esc(h.dept)}</div></div>
    <div class="t">HEALTH CLEARANCE CARD<small>Volunteers · Students · Contract / Agency Staff &nbsp; Card no. ${esc(f.cardNo)}</small></div></div>
  ${partA}${partB}
  <div class="ack"><span>Worker: I have received a copy of this card and will report any change in my health to EHS.</span>
    <span>Signature <span class="ul" style="min-width:1.8in;height:1.7em">${sig(f.workerSig, { font: f.workerSigFont, ink: '#222', size: '1.35em', rot: -2 })}</span></span>
    <span>Date <span class="ul" style="min-width:0.7in">${hand(f.workerDate, { font: f.clerkPen, ink: '#222', size: '1em' })}</span></span></div>
  <div class="ft"><span>Form EHS-114 (rev. ${esc(f.rev)}) · Return to Employee Health. Clearance is valid for assignment for 12 months from the date of health assessment.</span><span>White: EHS file · Card: worker</span></div>
  </div>`;
  return page({ title: 'Health clearance card', size: '8in 5in', margin: '0.12in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const ago = (lo, hi) => addDays('2026-11-21', -rng.int(lo, hi));
  const make = (p, exam, o = {}) => {
    const hosp = o.hosp || rng.pick(HOSPITALS);
    const ex = o.ex || rng.pick(EXAMINERS);
    const ds = o.dateStyle || rng.pick(['us_nz', 'us', 'us_short']);
    const tbIso = addDays(exam, -rng.int(3, 12));
    const signedIso = o.signedIso || exam;
    return {
      hosp,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.lato]),
      clerkPen: rng.pick(["'Humor Sans'", "'Comic Neue'"]),
      clerkInk: rng.pick(['#222', '#3a3a3a', '#1d1d4d']),
      pen: o.pen || rng.pick(['DkgHandwriting', 'Breip', 'DkgHandwriting']),
      ink: rng.pick(INKS),
      tick: rng.pick(['x', 'check']),
      nameText: o.nameText || `${p.last}, ${p.first} ${p.middle ? p.middle[0] : ''}`.trim(),
      dobText: fmt(p.dob, 'us'),
      category: o.category || 'Agency / contract',
      dept: rng.pick(DEPTS),
      orientText: fmt(o.orientIso || addDays(exam, rng.int(2, 10)), 'us_short'),
      badgeText: fmt(o.badgeIso || addDays(exam, rng.int(3, 12)), 'us_short'),
      clerk: rng.pick(CLERKS),
      sentText: fmt(addDays(exam, -rng.int(14, 25)), 'us_short'),
      tbType: rng.pick(['IGRA', 'TST', 'QFT']),
      tbText: fmt(tbIso, 'us_short'),
      fluTicked: o.fluTicked ?? true,
      fluText: o.fluText ?? (exam >= '2026-07-01' ? '26-27' : '25-26'),
      fitText: fmt(addDays(exam, -rng.int(0, 2)), 'us_short'),
      fitModel: rng.pick(['3M 1870+', 'Halyard N95 M', '3M 8210 R']),
      drugText: fmt(addDays(exam, -rng.int(5, 15)), 'us_short'),
      examText: fmt(exam, ds),
      ticks: o.ticks || ['cleared'],
      ringed: o.ringed || null,
      struck: o.struck || null,
      strikeInitials: o.struck ? `${ex[0][0]}${ex[0].split(' ').pop()[0]}` : '',
      pendingText: o.pendingText || '',
      restrText: o.restrText ?? rng.pick(['none', 'None', '—', 'N/A']),
      followUp: o.followUp || '',
      signed: o.signed !== false,
      sigText: `${ex[0].split(' ')[0]} ${ex[0].split(' ').pop()}`,
      sigFont: rng.pick(SIGS),
      examiner: o.printed ?? `${ex[0]}, ${ex[1]}`,
      ex,
      cred: ex[1],
      signedText: fmt(signedIso, ds),
      dueText: fmt(addDays(exam, 365), 'mm_yyyy'),
      cardNo: `HC-${rng.digits(5)}`,
      workerSig: o.workerSig || nameAs(p, 'first_last'),
      workerSigFont: rng.pick(SIGS),
      workerDate: fmt(addDays(signedIso, rng.int(0, 3)), 'us_short'),
      rev: rng.pick(['03/2024', '11/2022', '06/2025']),
    };
  };
  const out = [];

  // 1. Plain clearance by the NP.
  let p = k.person();
  let exam = ago(20, 200);
  let f = make(p, exam, { ex: EXAMINERS[0] });
  out.push({
    key: 'np-cleared-no-restrictions',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.ex[0],
      'examiner.signature': 'present',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `date of health assessment ${exam}; the TB, fit-test, drug-screen, orientation, badge and "sent to EHS" dates are other dates on the card; recheck due ${f.dueText}`,
  });

  // 2. Restrictions ticked and ringed; the client allows restrictions; nickname written by the clerk.
  p = k.person();
  while (!p.nick) p = k.person();
  exam = ago(15, 150);
  const accomm = rng.pick([
    'Latex allergy — non-latex gloves only',
    'No lifting > 35 lb without assist; use lift equipment',
  ]);
  f = make(p, exam, {
    ticks: ['cleared_with_restrictions'],
    ringed: 'cleared_with_restrictions',
    restrText: accomm,
    nameText: nameAs(p, 'last_nick'),
    dateStyle: 'mil',
  });
  out.push({
    key: 'restriction-ringed-client-allows',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: {
      exam_date: exam,
      clearance: 'cleared_with_restrictions',
      'examiner.signature': 'present',
      'person.name.status': 'match',
    },
    note: `"Cleared with restrictions / accommodations" ticked and ringed with "${accomm}"; allow_restrictions is true; the clerk wrote the name as "${nameAs(p, 'last_nick')}" (nickname); assessment date written DD-MON-YY`,
  });

  // 3. "Deferred — pending titer" ticked, then struck and initialled; "Cleared" ticked when the titer came back.
  p = k.person();
  exam = ago(30, 160);
  const titerIso = addDays(exam, rng.int(5, 12));
  f = make(p, exam, {
    ticks: ['deferred', 'cleared'],
    struck: 'deferred',
    pendingText: 'varicella titer',
    followUp: `VZV IgG immune ${fmt(titerIso, 'us_short')} — cleared`,
    signedIso: titerIso,
  });
  out.push({
    key: 'deferred-struck-then-cleared',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing clearance', 'not cleared'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the "Deferred — pending: varicella titer" statement is ticked but struck through and initialled; "Cleared — no restrictions" is ticked and the note says the titer came back immune on ${titerIso} (also the date signed); the assessment date is ${exam}`,
  });

  // 4. Restrictions, not allowed by default.
  p = k.person();
  exam = ago(10, 120);
  const restr = rng.pick([
    'No lifting > 20 lb; no patient transfers x 6 wks',
    'Seated duties only — no floor assignment until ortho re-eval',
  ]);
  f = make(p, exam, { ticks: ['cleared_with_restrictions'], restrText: restr });
  out.push({
    key: 'cleared-with-restrictions',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: {
      exam_date: exam,
      clearance: 'cleared_with_restrictions',
      'examiner.signature': 'present',
    },
    note: `"Cleared with restrictions / accommodations" ticked with "${restr}"; restrictions are not allowed by default`,
  });

  // 5. No examiner signature; printed name and credential present; the clerk's initials are on part A.
  p = k.person();
  exam = ago(10, 90);
  f = make(p, exam, { signed: false, pen: 'DkgHandwriting' });
  out.push({
    key: 'examiner-signature-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.ex[0],
      'examiner.signature': 'not_present',
    },
    note: `the examiner's signature line is empty; "${f.examiner}" is only printed by hand; the office clerk's initials in Part A are not the examiner's signature`,
  });

  // 6. Assessment more than a year old; the ID badge was re-issued recently.
  p = k.person();
  exam = ago(400, 520);
  f = make(p, exam, {
    badgeIso: ago(10, 60),
    fluTicked: false,
    fluText: '',
  });
  out.push({
    key: 'assessment-over-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present' },
    note: `date of health assessment ${exam} is more than 365 days before valid_on and the recheck due ${f.dueText} has passed; the recent "ID badge issued" date ${f.badgeText} in Part A is not an exam`,
  });
  const renderings = ['photo', 'photo', 'scan_image', 'photo', 'fax', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
