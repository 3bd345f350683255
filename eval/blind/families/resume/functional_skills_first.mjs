// A functional resume: name in caps with contact beneath, "Qualifications" and skill groups first, then a compact
// "Employment History" table (title | employer | dates "MON YYYY to MON YYYY"), then certifications.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { addM, buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'functional_skills_first',
  split: 'blind',
  description:
    'Functional resume: skill groups first, compact employment table with "MON YYYY to MON YYYY", certifications last',
};

function render(f) {
  const css = `h1 { font-size:18pt; margin:0; letter-spacing:2px; } h2 { font-size:10.5pt; background:#e3e9f2; padding:3px 6px; margin:14px 0 6px; }
  table.e { width:100%; font-size:10pt; } table.e td { padding:3px 4px; border-bottom:1px dotted #999; } ul { margin:2px 0; padding-left:18px; font-size:10pt; }`;
  const body = `<h1>${esc(f.name)}</h1><div style="font-size:10pt">${f.contact.map(esc).join(' · ')}</div>
  <h2>QUALIFICATIONS</h2><ul><li>Licensed practical nurse with long-term care and rehabilitation background</li><li>Skilled in medication administration, wound care and care-plan updates</li><li>Dependable, flexible for nights and weekends</li></ul>
  <h2>CLINICAL SKILLS</h2><ul><li>Medication pass for 20–30 residents; insulin and injections</li><li>Wound care: pressure injuries, negative-pressure dressings</li><li>Admissions, discharges and family communication</li></ul>
  <h2>EMPLOYMENT HISTORY</h2><table class="e">${f.jobs.map((j) => `<tr><td><b>${esc(j.title)}</b></td><td>${esc(j.employer)}, ${esc(j.city)}</td><td style="white-space:nowrap">${esc(fmtYm(j.start, 'caps'))} to ${esc(fmtYm(j.end, 'caps'))}</td></tr>`).join('')}</table>
  <h2>EDUCATION &amp; CERTIFICATIONS</h2><ul>${f.certs.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;
  return page({ title: 'Resume', body, css, font: FONTS.carlito, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => ({
    name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
    jobs,
    contact: [
      `${rng.int(100, 9999)} ${rng.pick(['Oak', 'Birch', 'Maple'])} St, Lansing, MI 48906`,
      `517-555-${rng.digits(4)}`,
      `${p.last.toLowerCase().replace(/[^a-z]/g, '')}.lpn@${rng.pick(['mailbox.example', 'postbox.example'])}`,
    ],
    certs: o.certs || [
      'Practical Nursing Diploma — Great Lakes Career Institute, 2017',
      'LPN, State of Michigan',
      'BLS Provider (AHA)',
      'IV Therapy Certification',
    ],
  });
  const out = [];
  let p = k.person();
  let jobs = buildJobs(rng, 'lpn', [
    { months: 34 },
    { months: 30, gapBefore: 0 },
    { months: 18, gapBefore: 1 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'lpn-seven-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 60, required_keywords: ['LPN'] },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.contact[2], 'person.name.status': 'match' },
  });

  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 20 }, { months: 24, gapBefore: 0 }]);
  // the older job's dates are written backwards (end before start)
  jobs[1] = { ...jobs[1], start: jobs[1].end, end: addM(jobs[1].end, -24) };
  f = make(p, jobs);
  out.push({
    key: 'end-before-start',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: {},
  });

  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 20 }, { months: 24, gapBefore: 14 }, { months: 16, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'gap-14-months-no-rule',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['employment gap'],
    data: { 'contact.email': f.contact[2] },
    note: 'employment gap is only raised when max_gap_months is set',
  });

  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 20 }, { months: 24, gapBefore: 14 }]);
  f = make(p, jobs);
  out.push({
    key: 'gap-14-months-rule-12',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 12 },
    html: render(f),
    issues: ['employment gap'],
    data: {},
  });
  return out;
}
