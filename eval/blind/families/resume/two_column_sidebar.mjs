// A modern two-column resume: coloured left sidebar (contact, skills, certifications, languages) and main column
// with experience (dates above each role as "MM/YYYY – MM/YYYY") and education. Reading order matters.
import { nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'two_column_sidebar',
  split: 'blind',
  description:
    'Two-column resume: dark sidebar (contact, skills, certifications) + main column experience with MM/YYYY ranges',
};

function render(f) {
  const css = `.wrap { display:flex; min-height:11in; } .side { width:2.5in; background:#263238; color:#eceff1; padding:0.5in 0.25in; font-size:9.5pt; }
  .side h3 { font-size:10pt; color:#80cbc4; text-transform:uppercase; letter-spacing:1px; margin:18px 0 6px; } .main { flex:1; padding:0.5in 0.45in; }
  .main h1 { font-size:24pt; margin:0; color:#263238; } .main h2 { font-size:11pt; color:#00796b; text-transform:uppercase; margin:18px 0 6px; }
  .d { font-size:9pt; color:#00796b; font-weight:bold; } ul { padding-left:16px; margin:3px 0 10px; font-size:9.8pt; }`;
  const body = `<div class="wrap"><div class="side">
   ${f.contact.length ? `<h3>Contact</h3>${f.contact.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
   <h3>Skills</h3>${f.skills.map((s) => `<div>• ${esc(s)}</div>`).join('')}
   <h3>Certifications</h3>${f.certs.map((s) => `<div>${esc(s)}</div>`).join('')}
   <h3>Languages</h3><div>English, Spanish (conversational)</div></div>
  <div class="main"><h1>${esc(f.name)}</h1><div style="font-size:11pt;color:#555">${esc(f.headline)}</div>
   <h2>Experience</h2>${f.jobs.map((j) => `<div class="d">${esc(fmtYm(j.start, 'slash'))} – ${esc(fmtYm(j.end, 'slash'))}</div><div><b>${esc(j.title)}</b> · ${esc(j.employer)}, ${esc(j.city)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`).join('')}
   <h2>Education</h2><div><b>${esc(f.edu[0])}</b><br>${esc(f.edu[1])} · ${esc(f.edu[2])}</div></div></div>`;
  return page({ title: 'Resume', body, css, font: FONTS.open, margin: '0' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => ({
    name: nameAs(p, o.nameStyle || 'first_last'),
    headline: 'Certified Nursing Assistant',
    jobs,
    contact: o.noContact
      ? []
      : [
          `${rng.pick(['(402)', '(208)', '(919)'])} 555-${rng.digits(4)}`,
          `${p.first[0].toLowerCase()}${p.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['mailbox.example', 'inbox.example'])}`,
          'Omaha, NE',
        ],
    skills: [
      'Vital signs',
      'ADL assistance',
      'Hoyer lift transfers',
      'Dementia care',
      'EHR charting (PointClickCare)',
    ],
    certs: ['CNA – Nebraska Nurse Aide Registry', 'CPR/BLS'],
    edu: ['Nurse Aide Training Program', 'Metro Technical College', '2019'],
  });
  const out = [];
  let p = k.person();
  let jobs = buildJobs(rng, 'cna', [{ months: 22 }, { months: 26, gapBefore: 1 }]);
  let f = make(p, jobs);
  out.push({
    key: 'cna-current',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.contact[1],
      'person.name.status': 'match',
      'work_history.0.start_date': jobs[0].start,
    },
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 30 }, { months: 20, gapBefore: 0 }], '2023-05');
  f = make(p, jobs);
  out.push({
    key: 'last-job-2023',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': '2023-05' },
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 22 }, { months: 26, gapBefore: 0 }]);
  f = make(p, jobs, { noContact: true });
  out.push({
    key: 'no-contact-block',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: {},
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 22 }, { months: 26, gapBefore: 0 }]);
  f = make(otherPerson(k.person, p), jobs);
  out.push({
    key: 'someone-elses-resume',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
