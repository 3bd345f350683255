// An employer learning-management system's "Employee Training History" report for a food-service worker (hospital
// nutrition services, school district kitchen, senior-living dining): report header with the run date, employee
// strip (LAST, FIRST, employee no., department, job), then one table of everything the employee has on file —
// internal courses (HIPAA, fire safety, allergen awareness, hand hygiene) without credential numbers, and the
// external food handler credential recorded by HR with Provider / Issued by, State, Completed, Credential #, Expires
// and Status. The food card row is never the first; in one variant there are two food card rows (old and renewed).
import { addDays, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r8_lms_training_history_food_card_row',
  split: 'tuning',
  description:
    'Employer LMS "Employee Training History" report for a food-service worker: run-date header, LAST, FIRST employee strip, one table mixing internal courses (no credential no.) with the external food handler card row (Provider / Issued by, State, Completed, Credential #, Expires or blank, Status); two food rows (old and renewed) in one variant',
};

const EMPLOYERS = [
  {
    name: 'Mount Calder Regional Hospital',
    dept: 'Food & Nutrition Services',
    lms: 'CalderLearn',
    color: '#1c4f7c',
  },
  {
    name: 'Red Fork Public Schools',
    dept: 'Child Nutrition Services',
    lms: 'RFPS Learning Hub',
    color: '#7c1c2f',
  },
  { name: 'Ridgeview Senior Living', dept: 'Dining Services', lms: 'Ridgeview University', color: '#3c6b2a' },
];
const INTERNAL = [
  ['HIPAA Privacy & Security Basics', 'Annual'],
  ['Fire Safety, RACE & PASS', 'Annual'],
  ['Allergen Awareness for Food Service', 'Biennial'],
  ['Hand Hygiene Competency', 'Annual'],
  ['Workplace Harassment Prevention', 'Biennial'],
];
const CARDS = {
  wa: {
    title: 'Food Worker Card (external credential)',
    provider: 'Narrows County Health Department (WA State Food Worker Card)',
    state: 'WA',
    years: 2,
    id: (rng) => `${rng.digits(8)}`,
  },
  servsafe: {
    title: 'ServSafe Food Handler Certificate (external)',
    provider: 'ServSafe — National Restaurant Association',
    state: 'OK',
    years: 3,
    id: (rng) => `${rng.digits(7)}`,
  },
  az: {
    title: 'Food Handler Card (external credential)',
    provider: 'Saguaro County Environmental Services',
    state: 'AZ',
    years: 3,
    id: (rng) => `FH-${rng.digits(6)}`,
  },
  or: {
    title: 'Oregon Food Handler Card (external)',
    provider: 'Willamette County Public Health — Oregon food handler program',
    state: 'OR',
    years: 3,
    id: (rng) => `OR${rng.digits(8)}`,
  },
};

function render(f) {
  const e = f.emp;
  const css = `
  .top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid ${e.color}; padding-bottom:4px; }
  .top .l { font-size:16pt; font-weight:bold; color:${e.color}; } .top .r { font-size:8pt; text-align:right; color:#333; }
  h1 { font-size:12.5pt; margin:10px 0 6px; }
  .es { display:grid; grid-template-columns:repeat(4, 1fr); gap:4px 16px; border:1px solid #bbb; padding:6px 8px; font-size:9pt; background:#fafafa; }
  .es b { display:block; font-size:7pt; color:#666; font-weight:normal; text-transform:uppercase; }
  table.t { width:100%; margin-top:10px; font-size:8.2pt; } table.t th { border-bottom:2px solid #333; text-align:left; padding:4px 3px; font-size:7.6pt; text-transform:uppercase; color:#333; }
  table.t td { border-bottom:1px solid #ddd; padding:4px 3px; vertical-align:top; } table.t tr:nth-child(even) td { background:#f6f8fa; }
  .ok { color:#1f6b2a; font-weight:bold; } .bad { color:#a11; font-weight:bold; }
  .lg { font-size:7.6pt; color:#444; margin-top:8px; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:14px; border-top:1px solid #bbb; padding-top:3px; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.course)}</td><td>${esc(r.kind)}</td><td>${esc(r.provider)}</td><td>${esc(r.state || '')}</td><td>${esc(r.done)}</td><td>${esc(r.id || '')}</td><td>${esc(r.exp || '—')}</td><td class="${r.status === 'Current' || r.status === 'Complete' ? 'ok' : 'bad'}">${esc(r.status)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="top"><div class="l">${esc(e.lms)}</div><div class="r">${esc(e.name)}<br>Report: TRN-110 Employee Training History<br>Run ${esc(f.run)} by ${esc(f.runBy)}</div></div>
  <h1>Employee Training History</h1>
  <div class="es"><div><b>Employee</b>${esc(f.name)}</div><div><b>Employee no.</b>${esc(f.empNo)}</div><div><b>Department</b>${esc(e.dept)}</div><div><b>Job title</b>${esc(f.job)}</div>
  <div><b>Hire date</b>${esc(f.hire)}</div><div><b>Supervisor</b>${esc(f.sup)}</div><div><b>Location</b>${esc(f.loc)}</div><div><b>Records</b>${f.rows.length}</div></div>
  <table class="t"><tr><th style="width:22%">Course / credential</th><th>Type</th><th style="width:20%">Provider / issued by</th><th>State</th><th>Completed</th><th>Credential #</th><th>Expires</th><th>Status</th></tr>${rows}</table>
  <div class="lg">Internal courses are assigned and tracked by ${esc(e.lms)}. External credentials are entered by Human Resources from the document the employee presents; "Expires" is left blank when the credential does not print an expiration date. Dates MM/DD/YYYY.</div>
  <div class="pf"><span>${esc(e.name)} — confidential personnel information</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'Training History',
    body,
    css,
    font: FONTS.roboto,
    size: 'letter landscape',
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, cardRows, o = {}) => {
    const emp = rng.pick(EMPLOYERS);
    const internal = rng
      .shuffle(INTERNAL)
      .slice(0, 4)
      .map(([c, freq]) => {
        const done = addDays('2026-01-05', rng.int(0, 280));
        return {
          course: c,
          kind: `Internal · ${freq}`,
          provider: emp.lms,
          done: fmt(done, 'us'),
          exp: '',
          status: 'Complete',
          id: '',
        };
      });
    const pos = o.pos ?? rng.int(1, 3);
    const rows = [...internal.slice(0, pos), ...cardRows, ...internal.slice(pos)];
    return {
      emp,
      name: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST', 'last_first_mi', 'LAST_FIRST_MI'])),
      empNo: rng.digits(6),
      job: rng.pick(['Dietary Aide', 'Cook I', 'Food Service Worker', 'Nutrition Assistant']),
      hire: fmt(addDays('2022-03-01', rng.int(0, 900)), 'us'),
      sup: rng.pick(['M. Oduya', 'Kelsey Brandt', 'R. Ishikawa']),
      loc: rng.pick(['Main campus', 'Kitchen B', 'Central production kitchen']),
      run: `${fmt(addDays('2026-11-09', rng.int(0, 10)), 'us')} ${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      runBy: rng.pick(['hr.generalist2', 'kbrandt', 'lms.admin']),
      rows,
    };
  };
  const card = (key, issueIso, o = {}) => {
    const c = CARDS[key];
    const expIso = o.noExp ? null : o.expIso || addYears(issueIso, c.years);
    const endIso = expIso || addYears(issueIso, 3);
    return {
      course: c.title,
      kind: 'External credential',
      provider: c.provider,
      state: c.state,
      done: fmt(issueIso, 'us'),
      id: o.noId ? '' : c.id(rng),
      exp: expIso ? fmt(expIso, 'us') : '',
      status: endIso < '2026-11-21' ? 'Overdue' : 'Current',
      issueIso,
      expIso: endIso,
    };
  };
  const out = [];

  let p = k.person();
  let c = card('wa', addDays('2025-04-07', rng.int(0, 300)));
  let f = make(p, [c]);
  out.push({
    key: 'county-card-row-with-expiry',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': c.id,
      'certificate.issue_date': c.issueIso,
      'certificate.expiration_date': c.expIso,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: 'the food worker card is one row among internal courses (which have completion dates but no credential numbers); printed two-year expiry',
  });

  p = k.person();
  c = card('servsafe', addDays('2024-06-03', rng.int(0, 360)), { noExp: true });
  f = make(p, [c]);
  out.push({
    key: 'servsafe-row-expires-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: {
      'certificate.id': c.id,
      'certificate.issue_date': c.issueIso,
      'certificate.expiration_date': c.expIso,
      'person.name.status': 'match',
    },
    note: 'Expires column shows a dash: default 3 years from completion',
  });

  p = k.person();
  c = card('az', addDays('2023-03-06', rng.int(0, 150)));
  f = make(p, [c]);
  out.push({
    key: 'card-expired-row-overdue',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': c.issueIso, 'certificate.expiration_date': c.expIso },
    note: 'the county card expired in 2026 before valid_on; status Overdue; the internal courses are current',
  });

  p = k.person();
  const old = card('az', addDays('2022-02-07', rng.int(0, 200)));
  c = card('az', addDays(old.expIso, -rng.int(5, 30)));
  f = make(p, [old, c], { pos: 2 });
  out.push({
    key: 'old-and-renewed-card-rows',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: {
      'certificate.id': c.id,
      'certificate.issue_date': c.issueIso,
      'certificate.expiration_date': c.expIso,
      'person.name.status': 'match',
    },
    note: 'two food handler rows: the first (older) is Overdue, the renewal below it is current',
  });

  p = k.person();
  c = card('servsafe', addDays('2025-08-04', rng.int(0, 300)), { noId: true });
  f = make(p, [c]);
  out.push({
    key: 'credential-number-not-entered',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': c.issueIso },
    note: 'HR left the Credential # cell empty; the employee no. is not a certificate number',
  });

  p = k.person();
  c = card('or', addDays('2025-05-05', rng.int(0, 300)));
  f = make(p, [c]);
  out.push({
    key: 'oregon-card-client-wants-wa',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['WA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.issue_date': c.issueIso },
    note: 'a current Oregon food handler card; the client accepts Washington cards only',
  });
  return out;
}
