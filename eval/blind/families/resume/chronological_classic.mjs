// A classic one-column reverse-chronological nursing resume (serif): centred name and contact line, summary,
// "Professional Experience" with employer/city left and dates right, bullets; education; licenses & certifications.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'chronological_classic',
  split: 'tuning',
  description:
    'One-column reverse-chronological resume (serif), dates right-aligned "Mon YYYY – Present", education and certifications',
};

function render(f) {
  const css = `h1 { text-align:center; font-size:20pt; margin:0; letter-spacing:1px; } .ct { text-align:center; font-size:10pt; margin-top:3px; }
  h2 { font-size:11pt; border-bottom:1px solid #000; text-transform:uppercase; letter-spacing:1px; margin:14px 0 6px; }
  .job { margin-bottom:8px; } .row { display:flex; justify-content:space-between; font-size:10.5pt; } ul { margin:2px 0 0 0; padding-left:18px; font-size:10pt; }`;
  const body = `<h1>${esc(f.name)}</h1><div class="ct">${f.contact.map(esc).join(' &nbsp;|&nbsp; ')}</div>
  <h2>Summary</h2><div style="font-size:10.5pt">${esc(f.summary)}</div>
  <h2>Professional Experience</h2>${f.jobs
    .map(
      (
        j,
      ) => `<div class="job"><div class="row"><b>${esc(j.title)}</b><span>${esc(fmtYm(j.start, f.ds))} – ${esc(fmtYm(j.end, f.ds))}</span></div>
   <div class="row"><i>${esc(j.employer)}</i><span>${esc(j.city)}</span></div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('')}
  <h2>Education</h2>${f.edu.map((e) => `<div class="row"><span><b>${esc(e[0])}</b>, ${esc(e[1])}</span><span>${esc(e[2])}</span></div>`).join('')}
  <h2>Licenses &amp; Certifications</h2><ul>${f.certs.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;
  return page({ title: 'Resume', body, css, font: FONTS.serif, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const contact = (p) => [
    `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['mailbox.example', 'inbox.example', 'postbox.example'])}`,
    `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
    rng.pick(['Tacoma, WA', 'Mesa, AZ', 'Knoxville, TN']),
  ];
  const make = (p, jobs, o = {}) => ({
    name: nameAs(p, o.nameStyle || 'full'),
    contact: o.contact || contact(p),
    ds: o.ds || rng.pick(['mon', 'month', 'slash']),
    summary:
      o.summary ||
      'Registered nurse with acute-care experience in medical-surgical and telemetry units. Calm under pressure, strong patient advocate, experienced preceptor.',
    jobs,
    edu: o.edu || [['Bachelor of Science in Nursing', 'Coastal State University', '2016']],
    certs: o.certs || [
      'Registered Nurse, multistate license',
      'BLS – American Heart Association',
      'ACLS – American Heart Association',
    ],
  });
  const out = [];
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 40 },
    { months: 30, gapBefore: 0 },
    { months: 20, gapBefore: 1 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'rn-eight-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24, max_gap_months: 6 },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.contact[0], 'person.name.status': 'match', 'work_history.0.end_date': null },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 9 }, { months: 5, gapBefore: 0 }]);
  f = make(p, jobs, {
    summary: 'New registered nurse building acute-care experience.',
    edu: [['Associate Degree in Nursing', 'Piedmont Valley Community College', '2025']],
  });
  out.push({
    key: 'short-history-min-36',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'contact.email': f.contact[0] },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 34, gapBefore: 19 }]);
  f = make(p, jobs);
  out.push({
    key: 'gap-19-months',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'contact.email': f.contact[0] },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 28, gapBefore: 0 }]);
  f = make(p, jobs, { certs: ['Registered Nurse', 'BLS – American Heart Association'] });
  out.push({
    key: 'no-acls-mention',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['BLS', 'ACLS'] },
    html: render(f),
    issues: ['missing required keyword'],
    data: {},
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 28, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'keywords-present',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['BLS', 'ACLS'] },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.contact[0] },
  });
  return out;
}
