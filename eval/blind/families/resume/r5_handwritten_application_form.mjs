// A nursing-home chain's paper "Application for Employment" filled in by hand by the applicant: personal block
// (name, phone, e-mail on printed lines), an employment history grid "most recent first" with From / To as MM/YY
// (or "present"), position, supervisor and reason for leaving, a licences / certifications line, and a signed
// attestation. Used as the resume for candidates who apply on paper.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { buildJobs } from '../../lib/resume.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r5_handwritten_application_form',
  split: 'tuning',
  description:
    'Paper Application for Employment filled by hand: name/phone/e-mail lines, employment grid most recent first with MM/YY From/To or "present", reasons for leaving, certifications line, signed attestation',
};

const mmyy = (v) => (v ? `${v.slice(5, 7)}/${v.slice(2, 4)}` : 'present');

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.15em', ...o });
  const ln = (label, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(label)}</span>${v}</div>`;
  const rows = f.jobs
    .map(
      (j) =>
        `<tr><td>${H(j.employer, { size: '1em' })}<br>${H(j.city, { size: '0.9em' })}</td><td>${H(j.title, { size: '1em' })}</td><td class="c">${H(mmyy(j.start))}</td><td class="c">${H(mmyy(j.end))}</td><td>${H(j.sup, { size: '0.95em' })}</td><td>${H(j.reason, { size: '0.95em' })}</td></tr>`,
    )
    .join('');
  const blanks = Array.from(
    { length: Math.max(0, 4 - f.jobs.length) },
    () => '<tr><td style="height:44px"></td><td></td><td></td><td></td><td></td><td></td></tr>',
  ).join('');
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:4px; }
  .hd .n { font-size:14pt; font-weight:bold; font-family:${FONTS.serif}; }
  h1 { font-size:13pt; text-align:center; margin:6px 0; letter-spacing:1px; }
  h2 { font-size:9.5pt; background:#222; color:#fff; padding:2px 6px; margin:10px 0 4px; }
  .row { display:flex; gap:12px; margin-top:3px; }
  .ln { border-bottom:1px solid #333; min-height:27px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  table.g { width:100%; table-layout:fixed; } table.g th { font-size:7.4pt; border:1px solid #333; background:#eee; padding:2px; }
  table.g td { border:1px solid #555; font-size:8.5pt; padding:2px 4px; height:44px; vertical-align:middle; }
  td.c { text-align:center; }
  .fine { font-size:7.6pt; line-height:1.35; margin-top:6px; }`;
  const body = `
  <div class="hd"><div class="n">${esc(f.company)}</div><div style="font-size:8pt">An equal opportunity employer · Form HR-100</div></div>
  <h1>APPLICATION FOR EMPLOYMENT</h1>
  <h2>PERSONAL INFORMATION (please print)</h2>
  <div class="row">${ln('Name (first, middle, last)', H(f.name), 2)}${ln('Position applied for', H(f.position))}</div>
  <div class="row">${ln('Street address', H(f.street), 2)}${ln('City / State / ZIP', H(f.city))}</div>
  <div class="row">${ln('Phone', H(f.phone))}${ln('E-mail', H(f.email), 1.6)}</div>
  <h2>EMPLOYMENT HISTORY — most recent first (include military and volunteer work)</h2>
  ${f.noHistory ? `<div style="font-size:9pt;margin:2px 0 4px">If you have no previous employment, write "none": ${H(f.noHistory)}</div>` : ''}
  <table class="g"><tr><th style="width:24%">Employer / city</th><th style="width:18%">Position</th><th style="width:9%">From (MM/YY)</th><th style="width:9%">To (MM/YY)</th><th style="width:15%">Supervisor</th><th>Reason for leaving</th></tr>${rows}${blanks}</table>
  <h2>EDUCATION, LICENCES AND CERTIFICATIONS</h2>
  <div class="row">${ln('School / program', H(f.school), 2)}${ln('Year completed', H(f.eduYear))}</div>
  <div class="row">${ln('Licences / certifications (type, state, number)', H(f.certs))}</div>
  <div class="fine">I certify that the information on this application is true and complete. I understand that false information may be grounds for not hiring me or for dismissal.</div>
  <div class="row" style="margin-top:6px">${ln('Signature', sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.7em' }), 2)}${ln('Date', H(f.date))}</div>`;
  return page({ title: 'Application for employment', body, css, font: FONTS.sans, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const REASONS = [
    'moved',
    'better pay',
    'closer to home',
    'contract ended',
    'still employed',
    'return to school',
  ];
  const make = (p, jobs, o = {}) => ({
    company: rng.pick([
      'Golden Meadow Senior Living',
      'Cedar Hollow Care Centers',
      'Riverstone Health & Rehab',
    ]),
    name: nameAs(p, 'full'),
    position: o.position || 'CNA',
    street: `${rng.int(100, 9999)} ${rng.pick(['Oak St', 'Elm Ave', 'Pine Ridge Rd'])}`,
    city: rng.pick(['Omaha NE 68102', 'Tulsa OK 74103', 'Boise ID 83702']),
    phone: o.noContact ? '' : `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
    email: o.noContact
      ? ''
      : `${p.first
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${rng.digits(2)}@mail.example`,
    jobs: jobs.map((j, i) => ({
      ...j,
      sup: rng.pick(['DON Harris', 'K. Lutz RN', 'M. Ortiz', 'Admin office']),
      reason: j.end ? rng.pick(REASONS.filter((r) => r !== 'still employed')) : 'still employed',
      i,
    })),
    noHistory: o.noHistory || '',
    school: o.school || 'State-approved Nurse Aide Training Program',
    eduYear: o.eduYear || String(rng.int(2012, 2019)),
    certs: o.certs || 'CNA (state registry), CPR/BLS',
    sigName: `${p.first} ${p.last}`,
    date: `${rng.int(10, 11)}/${rng.int(1, 20)}/26`,
    hand: rng.pick(HANDS),
    ink: rng.pick(INKS),
    sigFont: rng.pick(SIGS),
  });
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'cna', [
    { months: 30 },
    { months: 22, gapBefore: 1 },
    { months: 18, gapBefore: 0 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'three-jobs-present',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.email,
      'work_history.0.employer': jobs[0].employer,
      'work_history.0.start_date': jobs[0].start,
      'work_history.0.end_date': null,
      'work_history.1.end_date': jobs[1].end,
      'person.name.status': 'match',
    },
    note: 'From/To written MM/YY; "present" for the current job',
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 14 }, { months: 26, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'current-job-recent-rule',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: [],
    data: { 'work_history.0.end_date': null, 'work_history.0.start_date': jobs[0].start },
  });

  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 40 }, { months: 30, gapBefore: 2 }]);
  f = make(p, jobs, {
    position: 'LPN',
    school: 'Practical Nursing Certificate, community college',
    certs: 'LPN license; BLS (AHA); IV therapy cert.',
  });
  out.push({
    key: 'bls-keyword-in-certifications',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['BLS'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { 'work_history.0.start_date': jobs[0].start },
    note: 'the keyword is only in the handwritten certifications line',
  });

  p = k.person();
  f = make(p, [], {
    noHistory: 'none — first job',
    position: 'Caregiver (entry level)',
    eduYear: '2026',
    certs: 'CPR (in progress)',
  });
  out.push({
    key: 'no-previous-employment',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['no work history'],
    data: {},
    note: 'the employment grid is empty and the applicant wrote "none"',
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 16 }, { months: 28, gapBefore: 9 }]);
  f = make(p, jobs);
  out.push({
    key: 'nine-month-gap',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `no job between ${jobs[1].end} and ${jobs[0].start}`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 24 }, { months: 20, gapBefore: 0 }]);
  f = make(p, jobs, { noContact: true });
  out.push({
    key: 'phone-and-email-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { 'contact.email': null, 'contact.phone': null },
    note: 'only a street address is written; phone and e-mail lines are empty',
  });
  return out;
}
