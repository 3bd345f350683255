// A Commonwealth-style curriculum vitae: "Surname / Given names" and "Date of birth" in a personal-details table,
// a profile paragraph, "Professional experience" with "Mar 2019 – Nov 2022" / "Feb 2023 – to date" ranges written
// after each employer line (not in a column), "Registration" (nursing council PIN), education, and "Referees
// available on request".
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { addM, buildJobs } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r5_commonwealth_cv_to_date',
  split: 'tuning',
  description:
    'Commonwealth-style CV: Surname / Given names personal-details table, profile, experience with "Mon YYYY – to date" ranges after each employer line, registration PIN, education, referees on request',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mon = (v) => (v ? `${MON[Number(v.slice(5, 7)) - 1]} ${v.slice(0, 4)}` : 'to date');

function render(f) {
  const css = `
  h1 { font-family:${FONTS.caladea}; font-size:22pt; margin:0; color:#22313f; }
  h2 { font-family:${FONTS.caladea}; font-size:12pt; color:#22313f; border-bottom:1px solid #22313f; margin:14px 0 6px; }
  table.pd td { font-size:9.5pt; padding:2px 14px 2px 0; } table.pd td.l { color:#555; }
  .job { margin-bottom:8px; } .job .e { font-weight:bold; font-size:10pt; } .job .d { font-size:9.5pt; color:#333; }
  ul { margin:2px 0 0 18px; padding:0; } li { font-size:9.3pt; }
  p { font-size:9.8pt; line-height:1.45; margin:0; }`;
  const jobs = f.jobs
    .map(
      (j) =>
        `<div class="job"><div class="e">${esc(j.title)}, ${esc(j.employer)} (${esc(j.city)})</div><div class="d">${esc(mon(j.start))} – ${esc(mon(j.end))}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const body = `
  <h1>Curriculum Vitae</h1>
  <h2>Personal details</h2>
  <table class="pd"><tr><td class="l">Surname</td><td><b>${esc(f.surname)}</b></td><td class="l">Given names</td><td><b>${esc(f.given)}</b></td></tr>
  <tr><td class="l">Telephone</td><td>${esc(f.phone)}</td><td class="l">E-mail</td><td>${esc(f.email)}</td></tr>
  <tr><td class="l">Nationality</td><td>${esc(f.nat)}</td><td class="l">Right to work</td><td>${esc(f.rtw)}</td></tr></table>
  <h2>Profile</h2><p>${esc(f.profile)}</p>
  <h2>Professional experience</h2>${jobs}
  <h2>Registration and certificates</h2><p>${esc(f.reg)}</p>
  <h2>Education</h2><p>${esc(f.edu)}</p>
  <h2>Referees</h2><p>Available on request.</p>`;
  return page({ title: 'CV', body, css, font: FONTS.carlito, size: 'A4', margin: '18mm' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => ({
    surname: p.last.toUpperCase(),
    given: [p.first, p.middle].filter(Boolean).join(' '),
    phone: `+${rng.pick(['44 7', '61 4', '64 21'])}${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`,
    email: `${nameAs(p, 'plain')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')}@post.example`,
    nat: rng.pick(['British', 'Australian', 'New Zealander', 'Irish']),
    rtw: rng.pick(['US visa sponsorship in progress', 'Green card holder', 'US citizen (dual)']),
    profile:
      o.profile ||
      'Registered nurse with acute medical and surgical ward experience, confident with deteriorating patients, medication rounds and discharge planning.',
    jobs,
    reg:
      o.reg ||
      `Nursing council PIN ${rng.digits(2)}${rng.letters(1)}${rng.digits(4)}${rng.letters(1)} · BLS (2025) · ACLS (2025) · NCLEX-RN passed`,
    edu:
      o.edu ||
      `BSc (Hons) Adult Nursing, ${rng.pick(['Northfold University', 'University of the Southern Coast'])}, ${rng.int(2010, 2018)}`,
  });
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [{ months: 33 }, { months: 44, gapBefore: 1 }]);
  let f = make(p, jobs);
  out.push({
    key: 'to-date-current-job',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 6, min_experience_months: 60 },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.email,
      'work_history.0.start_date': jobs[0].start,
      'work_history.0.end_date': null,
      'work_history.1.end_date': jobs[1].end,
      'person.name.status': 'match',
    },
    note: '"to date" means the job is current',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 30, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'acls-keyword',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['ACLS'] },
    html: render(f),
    issues: [],
    data: { 'work_history.0.start_date': jobs[0].start },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 28 }, { months: 36, gapBefore: 0 }]);
  jobs[1].end = addM(jobs[0].start, 4);
  f = make(p, jobs);
  out.push({
    key: 'overlapping-bank-shifts',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: 'the older post overlaps the newer by four months: overlap is not inconsistent dates',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 24, gapBefore: 0 }], '2024-12');
  f = make(p, jobs, {
    profile:
      'Registered nurse currently taking a career break for family reasons, seeking to return to acute care.',
  });
  out.push({
    key: 'last-post-ended-2024',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': '2024-12' },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 14 }]);
  f = make(p, jobs, { edu: 'BSc Nursing, Northfold University, 2025' });
  out.push({
    key: 'fourteen-months-only',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'work_history.0.start_date': jobs[0].start },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 20 }, { months: 26, gapBefore: 0 }, { months: 18, gapBefore: 0 }]);
  const bad = jobs[1];
  [bad.start, bad.end] = [bad.end, bad.start];
  f = make(p, jobs);
  out.push({
    key: 'end-before-start',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: {},
    note: `the second post reads ${mon(bad.start)} – ${mon(bad.end)}: its end is before its start`,
  });
  return out;
}
