// A professional-network profile saved as PDF: left rail with Contact (e-mail, profile URL), Top skills and
// Certifications; main column with name, headline, location, Summary, then Experience entries as "Title / Company /
// Mon YYYY - Present (3 years 2 months) / City", Education at the end. Some profiles hold two concurrent jobs;
// one lists a job whose end precedes its start; one a student with no jobs.
import { addM, buildJobs, fmtYm, monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r6_profile_pdf_export_durations',
  split: 'blind',
  description:
    'Professional-network profile saved as PDF: left rail (contact, top skills, certifications), Experience entries "Mon YYYY - Present (N years M months)", concurrent jobs, education; variants with an end before a start and with no jobs',
};

function dur(s, e) {
  const n = monthsBetween(s, e || '2026-11') + 1;
  if (n <= 0) return '';
  const y = Math.floor(n / 12);
  const m = n % 12;
  return [y ? `${y} year${y > 1 ? 's' : ''}` : '', m ? `${m} month${m > 1 ? 's' : ''}` : '']
    .filter(Boolean)
    .join(' ');
}

function render(f) {
  const css = `
  .wrap { display:flex; gap:22px; }
  .rail { width:30%; background:#f3f2ef; padding:14px; font-size:9pt; min-height:9.8in; }
  .rail h3 { font-size:10pt; margin:12px 0 4px; }
  .main { flex:1; padding-top:6px; }
  h1 { font-size:22pt; margin:0; font-weight:normal; }
  h2 { font-size:13pt; margin:18px 0 6px; font-weight:normal; }
  .x { margin-bottom:10px; font-size:10pt; } .x .t { font-weight:bold; } .x .g { color:#666; }`;
  const exp = f.jobs
    .map((j) => {
      const d = dur(j.start, j.end);
      return `<div class="x"><div class="t">${esc(j.title)}</div><div>${esc(j.employer)}</div>
      <div class="g">${esc(fmtYm(j.start, 'mon'))} - ${esc(fmtYm(j.end, 'mon'))}${d ? ` (${d})` : ''}</div><div class="g">${esc(j.city)}</div></div>`;
    })
    .join('');
  const body = `<div class="wrap"><div class="rail">
  <h3>Contact</h3><div>${esc(f.email)}</div><div>www.example-network.com/in/${esc(f.slug)}</div>
  <h3>Top Skills</h3><div>${f.skills.map(esc).join('<br>')}</div>
  <h3>Certifications</h3><div>${f.certs.map(esc).join('<br>')}</div></div>
  <div class="main"><h1>${esc(f.name)}</h1><div>${esc(f.headline)}</div><div style="color:#666">${esc(f.loc)}</div>
  <h2>Summary</h2><div style="font-size:10pt">${esc(f.summary)}</div>
  ${f.jobs.length ? `<h2>Experience</h2>${exp}` : ''}
  <h2>Education</h2><div class="x"><div class="t">${esc(f.school)}</div><div>${esc(f.degree)}</div><div class="g">${esc(f.eduYears)}</div></div>
  <div style="font-size:8pt;color:#888;margin-top:30px">Page 1 of 1</div></div></div>`;
  return page({ title: 'Profile', body, css, font: FONTS.roboto, margin: '0.4in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, spec, o = {}) => {
    const jobs = spec ? buildJobs(rng, o.role || 'rn', spec, o.end ?? null) : [];
    if (o.concurrent && jobs.length) {
      jobs.splice(1, 0, {
        employer: 'Northstar Urgent Care',
        city: 'Aurora, CO',
        title: 'PRN Registered Nurse',
        start: addM(jobs[0].start, 6),
        end: null,
        bullets: [],
      });
    }
    if (o.flip && jobs.length > 1) {
      const j = jobs[1];
      [j.start, j.end] = [j.end, j.start];
    }
    return {
      name: nameAs(p, rng.pick(['first_last', 'nick_last', 'full'])),
      headline: o.headline || 'Registered Nurse | Med-Surg & Telemetry',
      loc: rng.pick(['Tacoma, Washington, United States', 'Knoxville, Tennessee, United States']),
      email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@example.net`,
      slug: `${p.first}-${p.last}-${rng.alnum(4)}`.toLowerCase().replace(/[^a-z0-9-]/g, ''),
      skills: rng
        .shuffle(['Patient Safety', 'Telemetry', 'Epic Systems', 'Wound Care', 'Patient Education'])
        .slice(0, 3),
      certs: ['BLS Provider', 'ACLS Provider', ...(o.certs || [])],
      summary:
        o.summary ||
        'Nurse focused on safe, compassionate care and clear communication across the care team.',
      jobs,
      school: rng.pick(['Puget Sound School of Nursing', 'Smoky Ridge State University']),
      degree: 'Bachelor of Science in Nursing (BSN)',
      eduYears: o.eduYears || '2012 - 2016',
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, [{ months: 40 }, { months: 34, gapBefore: 1 }]);
  out.push({
    key: 'current-role',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'work_history.0.start_date': f.jobs[0].start,
      'work_history.0.end_date': null,
      'contact.email': f.email,
    },
  });

  p = k.person();
  f = make(p, [{ months: 30 }, { months: 26, gapBefore: 2 }], { concurrent: true });
  out.push({
    key: 'two-concurrent-jobs',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates'],
    data: { 'work_history.0.end_date': null, 'contact.email': f.email },
    note: 'a PRN job held alongside the full-time one: overlapping jobs are not inconsistent dates',
  });

  p = k.person();
  f = make(p, [{ months: 28 }, { months: 40, gapBefore: 3 }], { end: '2024-04' });
  out.push({
    key: 'last-job-ended-2024',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': '2024-04' },
    note: 'most recent job ended April 2024; the client wants experience within the last 12 months',
  });

  p = k.person();
  f = make(p, [{ months: 22 }, { months: 30, gapBefore: 1 }, { months: 18, gapBefore: 2 }], { flip: true });
  out.push({
    key: 'end-before-start',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: { 'work_history.0.start_date': f.jobs[0].start },
    note: 'the second entry reads e.g. "Mar 2023 - Sep 2020": its end precedes its start',
  });

  p = k.person();
  f = make(p, null, {
    headline: 'Nursing student | Graduating 2027',
    summary: 'Final-year BSN student seeking a first position as a graduate nurse.',
    eduYears: '2023 - 2027',
    certs: [],
  });
  out.push({
    key: 'student-no-jobs',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['no work history'],
    data: { 'contact.email': f.email },
    note: 'profile with education and certifications only; no Experience section',
  });
  return out;
}
