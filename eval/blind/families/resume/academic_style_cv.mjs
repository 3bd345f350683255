// An academic-style CV of a nurse educator / NP (serif, small caps headings, education first, then "Clinical
// Appointments" with "Month YYYY to present"), publications and presentations after; long document feel.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { addM, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'academic_style_cv',
  split: 'tuning',
  description:
    'Academic-style CV: education first, clinical appointments "Month YYYY to present", publications/presentations',
};

function render(f) {
  const css = `h1 { font-size:18pt; text-align:center; font-variant:small-caps; margin:0; } h2 { font-variant:small-caps; font-size:12pt; margin:16px 0 4px; border-bottom:0.5px solid #000; }
  .e { display:flex; font-size:10.5pt; margin:3px 0; } .e .d { width:2.1in; flex:none; }`;
  const body = `<h1>${esc(f.name)}, MSN, APRN</h1><div style="text-align:center;font-size:10pt">${f.contact.map(esc).join(' · ')}</div>
  <h2>Education</h2><div class="e"><div class="d">2018</div><div>Master of Science in Nursing (Family NP), Northfield State University</div></div><div class="e"><div class="d">2011</div><div>Bachelor of Science in Nursing, Northfield State University</div></div>
  <h2>Clinical Appointments</h2>${f.jobs.map((j) => `<div class="e"><div class="d">${esc(fmtYm(j.start, 'month'))} to ${esc(j.end ? fmtYm(j.end, 'month') : 'present')}</div><div><b>${esc(j.title)}</b>, ${esc(j.employer)}, ${esc(j.city)}</div></div>`).join('')}
  <h2>Licensure and Certification</h2><div class="e"><div class="d">current</div><div>APRN, Family Nurse Practitioner (board certified); RN; BLS</div></div>
  <h2>Presentations</h2><div class="e"><div class="d">2024</div><div>"Falls prevention in home health," Regional Nursing Research Day.</div></div>
  <h2>Service</h2><div class="e"><div class="d">2021–2024</div><div>Member, Clinical Practice Council</div></div>`;
  return page({ title: 'CV', body, css, font: FONTS.caladea, margin: '0.8in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  let p = k.person();
  let j0 = {
    title: 'Family Nurse Practitioner',
    employer: 'Meadowlark Community Health',
    city: 'Omaha, NE',
    start: '2021-08',
    end: null,
  };
  let j1 = {
    title: 'Registered Nurse, Emergency Department',
    employer: 'Prairie Winds Medical Center',
    city: 'Omaha, NE',
    start: '2013-01',
    end: '2021-07',
  };
  let f = {
    name: nameAs(p, 'full'),
    contact: [
      `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@faculty.example`,
      `(402) 555-${rng.digits(4)}`,
    ],
    jobs: [j0, j1],
  };
  out.push({
    key: 'np-long-history',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 120, max_gap_months: 2, required_keywords: ['Nurse Practitioner'] },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.contact[0],
      'work_history.0.start_date': '2021-08',
      'work_history.0.end_date': null,
    },
  });

  p = k.person();
  j0 = {
    title: 'Clinical Instructor',
    employer: 'Northfield State University',
    city: 'Omaha, NE',
    start: '2022-01',
    end: null,
  };
  j1 = {
    title: 'Registered Nurse, Oncology',
    employer: 'Prairie Winds Medical Center',
    city: 'Omaha, NE',
    start: '2019-03',
    end: addM('2022-01', 7),
  };
  f = {
    name: nameAs(p, 'full'),
    contact: [`${p.last.toLowerCase().replace(/[^a-z]/g, '')}@faculty.example`],
    jobs: [j0, j1],
  };
  out.push({
    key: 'overlap-end-after-next-start',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates'],
    data: { 'work_history.0.start_date': '2022-01' },
    note: 'overlapping jobs are plausible, not inconsistent',
  });
  return out;
}
