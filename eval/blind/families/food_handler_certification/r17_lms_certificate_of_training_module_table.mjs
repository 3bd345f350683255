// An employer learning-management system's generated "Certificate of Training" for a food handler course that the
// employer licenses from an accredited provider and runs inside its own learning portal (hospital nutrition
// services, senior-living dining, a restaurant group, a school district kitchen). A system page, not a framed
// certificate: portal top bar with the employer's learning brand, the title, a two-column grid of learner facts
// (Learner as "Last, First", employee no., department, location, manager, hire date) and course facts (course
// title, course code, content provider, delivery, language, enrolled, assignment due date), a module table
// (# / Module / Seat time / Completed on / Score / Status), an assessment-attempts table (a failed attempt before
// the pass in one form), then a boxed "Food handler credential issued" panel from the provider (certificate no.,
// program, jurisdiction, date issued, expires — or a validity sentence instead of a printed end), the employer
// training coordinator's e-signature line, the provider's accreditation statement, and a portal footer with the
// LMS completion record no. (not the certificate no.) and the print date/time. Enrolment, due, module, print and
// hire dates are other dates on the page; the manager and the coordinator are other people.
// Variants: California card with a printed end; ServSafe Food Handler with a retake and "valid three years from the
// date issued"; Texas with the learner under a nickname; an Arizona certificate reprinted this month whose end has
// passed; a panel whose provider certificate number was not returned to the portal (only the LMS record no.); an
// Illinois certificate for a client that accepts California cards only.
import { addDays, addYears, daysBetween, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r17_lms_certificate_of_training_module_table',
  split: 'tuning',
  renderings: { text_pdf: 65, scanned_pdf: 15, photo: 20 },
  description:
    'Employer learning-portal generated "Certificate of Training" for a licensed food handler course: portal top bar, learner grid ("Last, First", employee no., department, manager, hire date) beside course grid (code, content provider, enrolled, assignment due), module table (seat time / completed on / score / status), assessment attempts (a failed attempt before the pass), boxed provider credential panel (certificate no., program, jurisdiction, date issued, expires or "valid three years from the date issued"), coordinator e-signature, accreditation statement, footer with the LMS completion record no. and print time; California printed end, ServSafe with retake and no printed end, Texas with a nickname, an Arizona certificate reprinted after its end, provider certificate no. not returned, Illinois for a California-only client',
};

const EMPLOYERS = [
  {
    name: 'Whitmore Valley Health',
    portal: 'Whitmore Learning Commons',
    dept: 'Food & Nutrition Services',
    locs: ['Main Campus Kitchen', 'North Tower Café'],
    color: '#0f4c5c',
    initials: 'WV',
  },
  {
    name: 'Larkspur Senior Living',
    portal: 'Larkspur Academy',
    dept: 'Dining Services',
    locs: ['Larkspur at Cedar Hollow', 'Larkspur Gardens'],
    color: '#5a3d7a',
    initials: 'LA',
  },
  {
    name: 'Copper Lantern Restaurant Group',
    portal: 'Lantern U',
    dept: 'Back of House',
    locs: ['Copper Lantern — Midtown', 'Lantern Taqueria #4'],
    color: '#9a4b12',
    initials: 'CL',
  },
  {
    name: 'Saguaro Flats Unified School District',
    portal: 'SFUSD Staff Learning',
    dept: 'Child Nutrition Services',
    locs: ['Central Production Kitchen', 'Mesquite Elementary'],
    color: '#1f5f2f',
    initials: 'SF',
  },
];

const PROGRAMS = {
  CA: {
    course: 'California Food Handler Card Training & Exam',
    program: 'California Food Handler Card',
    provider: 'Clearplate Food Safety Institute',
    jurisdiction: 'California (statewide, Cal. Health & Safety Code §113948)',
    accred: 'ANAB-accredited certificate program under ASTM E2659-09 (accreditation no. 1{n})',
    code: 'FS-CA-101',
    id: (rng) => `CPF-${rng.digits(7)}`,
  },
  SS: {
    course: 'ServSafe Food Handler Online Course and Assessment',
    program: 'ServSafe Food Handler',
    provider: 'ServSafe® — National Restaurant Association',
    jurisdiction: 'Where accepted by the local regulatory authority',
    accred: 'ANAB-accredited certificate program (ASTM E2659-09); delivered under an enterprise licence',
    code: 'SSFH-ENT',
    id: (rng) => `${rng.digits(9)}`,
  },
  TX: {
    course: 'Texas Food Handler Training (DSHS-accredited)',
    program: 'Texas Food Handler Certificate',
    provider: 'Lone Oak Food Safety Training, LLC',
    jurisdiction: 'Texas (statewide) — DSHS accredited program no. FH-{n}',
    accred: 'Accredited by the Texas Department of State Health Services, food handler program no. FH-{n}',
    code: 'FH-TX-2',
    id: (rng) => `TX${rng.digits(8)}`,
  },
  AZ: {
    course: 'Arizona Food Handler Training (county-approved)',
    program: 'Food Handler Card — Saguaro County approved',
    provider: 'Desert Bloom Food Safety Academy',
    jurisdiction: 'Arizona — Saguaro County Environmental Services',
    accred: 'Meets ASTM E2659-09; approved by Saguaro County Environmental Services (provider no. {n})',
    code: 'FH-AZ-01',
    id: (rng) => `AZ-${rng.digits(3)}-${rng.digits(5)}`,
  },
  IL: {
    course: 'Illinois Food Handler Training (ANSI/ANAB)',
    program: 'Illinois Food Handler Training Certificate',
    provider: 'Prairie Kitchen Safety Co.',
    jurisdiction: 'Illinois (statewide, 410 ILCS 625/3.06)',
    accred: 'ANAB-accredited program approved by the Illinois Department of Public Health (no. {n})',
    code: 'FH-IL-30',
    id: (rng) => `IL-FH-${rng.digits(6)}`,
  },
};

const MODULES = [
  ['Why food safety matters: foodborne illness', 18],
  ['Personal hygiene and handwashing', 14],
  ['Time and temperature control', 22],
  ['Preventing cross-contamination and allergens', 19],
  ['Cleaning and sanitizing', 12],
  ['Pests, receiving and storage', 11],
];

function render(f) {
  const e = f.emp;
  const pr = f.prog;
  const css = `
  .bar { display:flex; align-items:center; gap:10px; background:${e.color}; color:#fff; padding:7px 12px; margin:0 0 0 0; }
  .bar .pn { font-size:13pt; font-weight:bold; } .bar .en { font-size:8pt; opacity:.9; }
  .bar .rt { margin-left:auto; font-size:8pt; text-align:right; }
  .crumbs { font-size:7.5pt; color:#555; padding:3px 2px; border-bottom:1px solid #ccc; }
  h1 { font-size:17pt; font-weight:normal; margin:12px 0 2px; letter-spacing:.3px; }
  .lead { font-size:9.5pt; color:#333; margin-bottom:8px; }
  .grid { display:grid; grid-template-columns:1fr 1fr; gap:0 18px; }
  .kv { display:grid; grid-template-columns:1.25in 1fr; font-size:9pt; border-top:1px solid #ddd; }
  .kv div { padding:3px 4px; border-bottom:1px solid #ddd; }
  .kv .k { color:#555; background:#f5f6f7; }
  .sh { font-size:8pt; font-weight:bold; text-transform:uppercase; letter-spacing:.6px; color:${e.color}; margin:10px 0 3px; }
  table.m { width:100%; font-size:8.8pt; }
  table.m th { text-align:left; background:#eef0f2; border-bottom:1.5px solid #777; padding:3px 5px; font-size:7.8pt; text-transform:uppercase; color:#333; }
  table.m td { padding:3px 5px; border-bottom:1px solid #ddd; }
  table.m td.n { text-align:right; font-variant-numeric: tabular-nums; }
  .ok { color:#1d6b2f; font-weight:bold; } .bad { color:#a01c1c; font-weight:bold; }
  .cred { border:2px solid ${e.color}; border-radius:4px; margin-top:12px; }
  .cred .ch { background:#f1f4f5; border-bottom:1px solid ${e.color}; padding:4px 8px; font-weight:bold; font-size:10pt; display:flex; justify-content:space-between; }
  .cred .ch span { font-weight:normal; font-size:8pt; color:#444; }
  .cred .cb { display:grid; grid-template-columns:1.4in 1fr 1.2in 1fr; gap:0; font-size:9.6pt; padding:4px 8px 6px; }
  .cred .cb div { padding:3px 2px; }
  .cred .cb .k { color:#555; font-size:8.6pt; }
  .cred .cb .v { font-weight:bold; }
  .cred .note { font-size:8.2pt; color:#333; padding:0 10px 6px; }
  .signs { display:flex; gap:30px; margin-top:14px; align-items:flex-end; }
  .signs .s { flex:1; border-bottom:1px solid #444; min-height:34px; position:relative; }
  .signs .c { font-size:7.8pt; color:#444; margin-top:2px; }
  .acc { font-size:7.8pt; color:#444; margin-top:10px; border-top:1px dashed #aaa; padding-top:4px; }
  .foot { position:fixed; bottom:0; left:0; right:0; font-size:7.4pt; color:#555; display:flex; justify-content:space-between; border-top:1px solid #bbb; padding-top:2px; }
  `;
  const modRows = f.modules
    .map(
      (m, i) =>
        `<tr><td>${i + 1}</td><td>${esc(m.title)}</td><td class="n">${m.min} min</td><td>${esc(m.done)}</td><td class="n">${m.score}</td><td class="ok">Complete</td></tr>`,
    )
    .join('');
  const attRows = f.attempts
    .map(
      (a, i) =>
        `<tr><td>Attempt ${i + 1}</td><td>${esc(a.when)}</td><td class="n">${a.score} %</td><td class="n">${f.passMark} %</td><td class="${a.pass ? 'ok' : 'bad'}">${a.pass ? 'Passed' : 'Not passed'}</td><td>${esc(a.form)}</td></tr>`,
    )
    .join('');
  const credCells = [
    ['Certificate no.', f.certCell],
    ['Program', pr.program],
    ['Date issued', f.issuedText],
    [f.expLabel, f.expText],
    ['Issued by', pr.provider],
    ['Jurisdiction', f.jurText],
  ]
    .map(([k, v]) => `<div class="k">${esc(k)}</div><div class="v">${v}</div>`)
    .join('');
  const body = `
  <div class="bar">${logo({ initials: e.initials, color: '#ffffff', fg: e.color, shape: 'square', size: 34 })}
    <div><div class="pn">${esc(e.portal)}</div><div class="en">${esc(e.name)} · learning portal</div></div>
    <div class="rt">Signed in as ${esc(f.viewer)}<br>My Learning › Transcript › Certificate</div></div>
  <div class="crumbs">Record: ${esc(f.recordNo)} &nbsp;·&nbsp; Course code ${esc(pr.code)} &nbsp;·&nbsp; Version ${esc(f.version)}</div>
  <h1>Certificate of Training</h1>
  <div class="lead">${esc(e.name)} certifies that the learner below completed the assigned course in ${esc(e.portal)}. The food handler credential shown in the box at the foot of this page is issued by the content provider.</div>
  <div class="grid">
    <div><div class="sh">Learner</div><div class="kv">
      <div class="k">Learner</div><div><b>${esc(f.learner)}</b></div>
      <div class="k">Employee no.</div><div>${esc(f.empNo)}</div>
      <div class="k">Department</div><div>${esc(e.dept)}</div>
      <div class="k">Location</div><div>${esc(f.loc)}</div>
      <div class="k">Manager</div><div>${esc(f.manager)}</div>
      <div class="k">Hire date</div><div>${esc(f.hireText)}</div>
      <div class="k">Job</div><div>${esc(f.job)}</div></div></div>
    <div><div class="sh">Course</div><div class="kv">
      <div class="k">Course</div><div><b>${esc(pr.course)}</b></div>
      <div class="k">Content provider</div><div>${esc(pr.provider)}</div>
      <div class="k">Delivery</div><div>Online, self-paced (SCORM 2004)</div>
      <div class="k">Language</div><div>${esc(f.lang)}</div>
      <div class="k">Enrolled</div><div>${esc(f.enrolledText)}</div>
      <div class="k">Assignment due</div><div>${esc(f.dueText)}</div>
      <div class="k">Recurrence</div><div>Re-enrol 60 days before the credential ends</div></div></div>
  </div>
  <div class="sh">Modules</div>
  <table class="m"><tr><th>#</th><th>Module</th><th>Seat time</th><th>Completed on</th><th>Score</th><th>Status</th></tr>${modRows}</table>
  <div class="sh">Final assessment (proctored online, ${f.questions} questions)</div>
  <table class="m"><tr><th>Attempt</th><th>Submitted</th><th>Score</th><th>Pass mark</th><th>Result</th><th>Form</th></tr>${attRows}</table>
  <div class="cred"><div class="ch">Food handler credential issued<span>returned by ${esc(pr.provider)} · ${esc(f.syncText)}</span></div>
    <div class="cb">${credCells}</div>
    ${f.credNote ? `<div class="note">${f.credNote}</div>` : ''}</div>
  <div class="signs">
    <div style="flex:1"><div class="s">${sig(f.coordinator, { font: f.sigFont, ink: '#1b2a55', size: '1.7em' })}</div>
      <div class="c">${esc(f.coordinator)}, Training Coordinator, ${esc(e.name)} — e-signed ${esc(f.esignText)}</div></div>
    <div style="flex:1"><div class="s" style="font-size:9pt;padding-top:14px">${esc(f.learnerSigned)}</div>
      <div class="c">Learner acknowledgement (electronic)</div></div>
  </div>
  <div class="acc">${esc(f.accred)}. The certificate number and dates above are the provider's; the LMS record number identifies this completion in ${esc(e.portal)} only. Verify with the provider at the address on the learner's wallet card.</div>
  <div class="foot"><span>${esc(e.portal)} · Completion record ${esc(f.recordNo)}</span><span>Printed ${esc(f.printedText)} by ${esc(f.viewer)}</span><span>Page 1 of 1</span></div>`;
  return page({ title: 'Certificate of Training', body, css, font: f.font, margin: '0.4in 0.5in 0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const MANAGERS = ['Teresa Okoye', 'Graham Pell', 'Luz Marina Ortiz', 'Devin Saltzman', 'Ruth Amankwah'];
  const COORDS = ['Janelle Moritz', 'Omar Fitzhugh', 'Patrice Lindgren', 'Kai Nakashima'];
  const VIEWERS = ['hr.onboarding', 'kitchen.manager', 'lms.admin', 'staffing.liaison'];
  const fonts = [FONTS.sans, FONTS.open, FONTS.lato, FONTS.roboto, FONTS.carlito];
  const make = (p, st, o) => {
    const prog = PROGRAMS[st];
    const emp = o.emp || rng.pick(EMPLOYERS);
    const n = rng.digits(4);
    const issue = o.issue;
    const ds = o.ds || 'us';
    const ts = (isoDate, h = rng.int(7, 20), m = rng.int(0, 59)) =>
      `${fmt(isoDate, ds)} ${String(((h + 11) % 12) + 1)}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    const firstTry = o.retakeFrom || issue;
    const enrolled = addDays(firstTry, -rng.int(6, 20));
    // module completions spread between enrolment and the exam, in order
    const span = daysBetween(enrolled, firstTry);
    const modules = MODULES.map(([title, min], i) => ({
      title,
      min: min + rng.int(-3, 4),
      done: fmt(addDays(enrolled, Math.round(((i + 1) * span) / (MODULES.length + 1))), ds),
      score: `${rng.int(80, 100)} %`,
    }));
    const passHour = rng.int(7, 17);
    const passMin = rng.int(0, 50);
    const attempts = (
      o.retakeFrom ? [{ when: ts(o.retakeFrom), score: rng.int(52, 68), pass: false, form: 'B' }] : []
    ).concat([
      {
        when: ts(issue, passHour, passMin),
        score: rng.int(78, 97),
        pass: true,
        form: o.retakeFrom ? 'C' : rng.pick(['A', 'B']),
      },
    ]);
    const learnerName = o.learnerName || nameAs(p, 'last_first');
    const printed = o.printed || addDays('2026-11-21', -rng.int(2, 12));
    return {
      emp,
      prog,
      font: rng.pick(fonts),
      sigFont: rng.pick(SIGS),
      viewer: rng.pick(VIEWERS),
      recordNo: `CMP-${rng.digits(8)}`,
      version: `${rng.int(3, 7)}.${rng.int(0, 9)}`,
      learner: learnerName,
      learnerSigned: `Acknowledged by ${o.ackName || nameAs(p, 'first_last')} on ${fmt(issue, ds)}`,
      empNo: `E${rng.digits(6)}`,
      loc: rng.pick(emp.locs),
      job: rng.pick([
        'Cook I',
        'Dietary Aide',
        'Prep Cook',
        'Line Cook',
        'Food Service Worker',
        'Barista / Server',
      ]),
      manager: rng.pick(MANAGERS),
      hireText: fmt(o.hire || addDays(enrolled, -rng.int(0, 5)), ds),
      lang: o.lang || 'English',
      enrolledText: fmt(enrolled, ds),
      dueText: fmt(addDays(enrolled, 30), ds),
      modules,
      attempts,
      passMark: st === 'SS' ? 75 : 70,
      questions: st === 'SS' ? 40 : rng.pick([30, 40]),
      certCell: o.certCell,
      issuedText: fmt(issue, ds),
      expLabel: o.expLabel || 'Expires',
      expText: o.expText,
      jurText: prog.jurisdiction.replace('{n}', n),
      credNote: o.credNote || '',
      syncText: o.syncText || `received ${ts(issue, passHour + rng.int(0, 2), passMin + rng.int(1, 9))}`,
      coordinator: rng.pick(COORDS),
      esignText: fmt(addDays(issue, rng.int(0, 3)), ds),
      accred: prog.accred.replace('{n}', n),
      printedText: ts(printed),
    };
  };
  const out = [];
  const base = (p, f, issue, exp) => ({
    'certificate.id': f.certId,
    'certificate.issue_date': issue,
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
    'person.name.status': 'match',
    'person.dob.status': 'not_present',
  });

  // 1. California card, printed end.
  let p = k.person();
  let issue = addDays('2026-11-21', -rng.int(120, 700));
  let exp = addYears(issue, 3);
  let id = PROGRAMS.CA.id(rng);
  let f = make(p, 'CA', { issue, certCell: esc(id), expText: fmt(exp, 'us') });
  f.certId = id;
  out.push({
    key: 'california-card-printed-end',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: base(p, f, issue, exp),
    note: `California Food Handler Card ${id}, issued ${issue}, expires ${exp}; enrolment, module, due, hire and print dates are other dates; the page gives no date of birth`,
  });

  // 2. ServSafe Food Handler: failed attempt, pass on a later day, validity sentence instead of an end date.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(200, 900));
  exp = addYears(issue, 3);
  id = PROGRAMS.SS.id(rng);
  f = make(p, 'SS', {
    issue,
    retakeFrom: addDays(issue, -rng.int(2, 6)),
    certCell: esc(id),
    expLabel: 'Validity',
    expText: 'Three (3) years from the date issued',
    credNote:
      'No expiration date is printed by the provider. Local regulatory authorities may set a shorter renewal period.',
    ds: 'mon',
  });
  f.certId = id;
  out.push({
    key: 'servsafe-retake-validity-sentence',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: base(p, f, issue, exp),
    note: `the first assessment attempt failed; the certificate was issued on the passing attempt ${issue}; no printed end, so three years to ${exp}`,
  });

  // 3. Texas, learner under a nickname in the portal.
  p = k.person();
  while (!p.nick) p = k.person();
  issue = addDays('2026-11-21', -rng.int(60, 500));
  exp = addYears(issue, 2);
  id = PROGRAMS.TX.id(rng);
  f = make(p, 'TX', {
    issue,
    emp: EMPLOYERS[rng.int(0, 2)],
    learnerName: nameAs(p, 'last_nick'),
    ackName: nameAs(p, 'nick_last'),
    certCell: esc(id),
    expText: fmt(exp, 'us'),
    lang: rng.pick(['English', 'Spanish (español)']),
  });
  f.certId = id;
  out.push({
    key: 'texas-nickname-learner',
    rendering: 'scanned_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: base(p, f, issue, exp),
    note: `the portal lists the learner as "${nameAs(p, 'last_nick')}" (a common nickname of ${p.first}); Texas certificate printed to end ${exp}`,
  });

  // 4. Arizona certificate reprinted this month, its end has passed.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(1130, 1300));
  exp = addYears(issue, 3);
  id = PROGRAMS.AZ.id(rng);
  f = make(p, 'AZ', {
    issue,
    emp: EMPLOYERS[3],
    certCell: esc(id),
    expText: fmt(exp, 'us'),
    printed: addDays('2026-11-21', -rng.int(1, 6)),
  });
  f.certId = id;
  out.push({
    key: 'arizona-reprinted-after-end',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `issued ${issue}, expires ${exp} (before valid_on); the portal printed the page this month, which does not renew it`,
  });

  // 5. Provider certificate number not returned to the portal: only the LMS completion record no.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(20, 300));
  exp = addYears(issue, 3);
  f = make(p, 'CA', {
    issue,
    certCell: '<span style="font-weight:normal;color:#a01c1c">— not returned by provider</span>',
    expText: fmt(exp, 'us'),
    syncText: 'sync incomplete',
    credNote:
      'The provider did not send a certificate number with this completion. Ask the learner for the wallet card or print the certificate from the provider\u2019s site.',
  });
  f.certId = null;
  out.push({
    key: 'provider-number-not-returned',
    rendering: 'photo',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: base(p, f, issue, exp),
    note: `the credential box has no certificate number; ${f.recordNo} and the employee no. are the employer portal's, not the certificate's`,
  });

  // 6. Illinois certificate, client accepts California only.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(90, 600));
  exp = addYears(issue, 3);
  id = PROGRAMS.IL.id(rng);
  f = make(p, 'IL', { issue, certCell: esc(id), expText: fmt(exp, 'us') });
  f.certId = id;
  out.push({
    key: 'illinois-for-california-client',
    rendering: 'text_pdf',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: base(p, f, issue, exp),
    note: 'an Illinois food handler certificate, valid on its dates, for a client that accepts California cards only',
  });
  return out;
}
