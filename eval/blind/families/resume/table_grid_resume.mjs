// A table-based resume (word-processor template): left column holds the date range ("2019.03 – 2021.07" style as
// YYYY-MM), right column the role, employer and duties; headed sections in shaded rows; photo-less header box.
import { nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'table_grid_resume',
  split: 'blind',
  description:
    'Table-grid resume template: date ranges (YYYY-MM) in a left column, role/employer/duties right, shaded section rows',
};

function render(f) {
  const css = `table.r { width:100%; } table.r td { padding:5px 8px; vertical-align:top; font-size:10pt; border-bottom:1px solid #e5e5e5; } td.s { background:#dbeafe; font-weight:bold; font-size:10.5pt; }
  td.d { width:1.7in; color:#1e3a8a; white-space:nowrap; }`;
  const body = `<div style="border:2px solid #1e3a8a;padding:10px 14px;display:flex;justify-content:space-between;align-items:center"><div style="font-size:20pt;font-weight:bold;color:#1e3a8a">${esc(f.name)}</div>
  <div style="font-size:9.5pt;text-align:right">${f.contact.map(esc).join('<br>')}</div></div>
  <table class="r" style="margin-top:10px"><tr><td class="s" colspan="2">WORK EXPERIENCE</td></tr>
  ${f.jobs.map((j) => `<tr><td class="d">${esc(fmtYm(j.start, 'iso'))} – ${esc(fmtYm(j.end, 'current'))}</td><td><b>${esc(j.title)}</b><br>${esc(j.employer)} · ${esc(j.city)}<br>${j.bullets.map(esc).join('; ')}</td></tr>`).join('')}
  <tr><td class="s" colspan="2">EDUCATION</td></tr><tr><td class="d">2012 – 2014</td><td>Associate of Applied Science, Nursing — Sandhill Technical College</td></tr>
  <tr><td class="s" colspan="2">LICENSES</td></tr><tr><td class="d">active</td><td>${f.lic}</td></tr></table>`;
  return page({ title: 'Resume', body, css, font: FONTS.carlito, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => ({
    name: nameAs(p, o.nameStyle || 'first_last'),
    contact: [
      `Tel. ${rng.int(201, 989)} 555 ${rng.digits(4)}`,
      `${p.last.toLowerCase().replace(/[^a-z]/g, '')}.rn@postbox.example`,
    ],
    jobs,
    lic: 'Registered Nurse (RN), compact license; BLS; ACLS',
  });
  const out = [];
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 45 },
    { months: 36, gapBefore: 0 },
    { months: 30, gapBefore: 2 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'rn-nine-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 84, required_keywords: ['ACLS'] },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.contact[1],
      'work_history.0.start_date': jobs[0].start,
      'work_history.0.end_date': null,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 12 }, { months: 10, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'twenty-two-months-min-60',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 60 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'work_history.0.start_date': jobs[0].start },
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 30, gapBefore: 0 }]);
  f = make(otherPerson(k.person, p), jobs);
  out.push({
    key: 'other-name-check-off',
    person: requestPerson(p, { withDob: false }),
    rules: { require_name_match: false },
    html: render(f),
    issues: [],
    data: { 'person.name.status': 'mismatch' },
    note: 'require_name_match false',
  });
  return out;
}
