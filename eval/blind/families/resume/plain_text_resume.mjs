// A plain-text resume as pasted into a job board and printed (monospace, ASCII rules, ALL-CAPS headings, dates as
// MM/YYYY - MM/YYYY on their own line, contact on one line).
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'plain_text_resume',
  split: 'blind',
  description:
    'Plain-text job-board resume printed in monospace: ASCII rules, caps headings, MM/YYYY - MM/YYYY lines',
};

function render(f) {
  const lines = [];
  lines.push(f.name.toUpperCase());
  if (f.contact) lines.push(f.contact);
  lines.push('='.repeat(72), '', 'PROFILE', '-'.repeat(72), f.profile, '', 'EXPERIENCE', '-'.repeat(72));
  for (const j of f.jobs) {
    lines.push(
      `${j.title} -- ${j.employer} (${j.city})`,
      `${fmtYm(j.start, 'slash')} - ${fmtYm(j.end, 'slash')}`,
    );
    for (const b of j.bullets) lines.push(`  * ${b}`);
    lines.push('');
  }
  lines.push(
    'EDUCATION',
    '-'.repeat(72),
    ...f.edu,
    '',
    'CERTIFICATIONS',
    '-'.repeat(72),
    ...f.certs.map((c) => `  * ${c}`),
  );
  const body = `<pre style="font-family:${FONTS.mono};font-size:9.6pt;white-space:pre-wrap;margin:0">${esc(lines.join('\n'))}</pre>`;
  return page({ title: 'resume.txt', body, font: FONTS.mono, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => ({
    name: nameAs(p, 'first_last'),
    contact: o.noContact
      ? null
      : `${p.first.toLowerCase().replace(/[^a-z]/g, '')}_${p.last.toLowerCase().replace(/[^a-z]/g, '')}@mailbox.example | ${rng.int(201, 989)}-555-${rng.digits(4)} | ${rng.pick(['Fresno, CA', 'Reno, NV', 'Tulsa, OK'])}`,
    profile:
      o.profile ||
      'CNA with long-term care and home health experience. Reliable, patient-centered, available for nights.',
    jobs,
    edu: ['Nurse Aide Training Program, Valley Adult School, 2018'],
    certs: o.certs || ['Certified Nurse Assistant (CNA)', 'CPR/BLS (American Red Cross)'],
  });
  const out = [];
  let p = k.person();
  let jobs = buildJobs(rng, 'cna', [
    { months: 28 },
    { months: 22, gapBefore: 1 },
    { months: 14, gapBefore: 0 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'cna-three-jobs',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36, max_gap_months: 3, recent_within_months: 6 },
    html: render(f),
    issues: [],
    data: { 'person.name.status': 'match', 'work_history.0.end_date': null },
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 28 }, { months: 22, gapBefore: 0 }]);
  f = make(p, jobs, { noContact: true });
  out.push({
    key: 'no-contact-line',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: {},
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 16 }, { months: 20, gapBefore: 0 }], '2024-02');
  f = make(p, jobs);
  out.push({
    key: 'ended-2024-recent-12',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': '2024-02' },
  });
  return out;
}
