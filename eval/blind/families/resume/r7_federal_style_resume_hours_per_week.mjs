// A two-page federal-style resume (the kind built for VA and IHS nursing vacancies): name and contact block, a line
// of citizenship / veterans' preference / availability, then WORK EXPERIENCE entries that each stack labelled lines —
// employer and city, "From: MM/YYYY  To: MM/YYYY | Present", "Hours per week", "Salary", title, a duties paragraph
// and "Supervisor: … May contact: Yes/No". The first two jobs are on page 1, older jobs, education and licences and
// certifications on page 2. Variants: a per-diem job overlapping the current one, a long gap across the page break,
// and a From/To pair typed backwards.
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r7_federal_style_resume_hours_per_week',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page federal-style (VA / IHS vacancy) nurse resume: contact and citizenship lines, work entries of stacked labelled lines (From: MM/YYYY To: MM/YYYY | Present, Hours per week, Salary, title, duties, Supervisor / May contact), older jobs, education and licences on p2; variants with an overlapping per-diem job, a gap across the page break, a From/To typed backwards',
};

function render(f) {
  const css = `
  .nm { font-size:15pt; font-weight:bold; letter-spacing:.5px; }
  .ct { font-size:9pt; margin-top:2px; }
  .meta { font-size:8.6pt; margin-top:6px; border-top:1px solid #000; border-bottom:1px solid #000; padding:3px 0; }
  h2 { font-size:10.5pt; margin:12px 0 4px; letter-spacing:1px; }
  .job { margin:0 0 11px; font-size:9.2pt; line-height:1.35; page-break-inside:avoid; }
  .job .e { font-weight:bold; }
  .job .d { margin-top:2px; }
  .sm { font-size:8.6pt; }
  .pf { font-size:7.5pt; color:#444; text-align:right; margin-top:10px; }`;
  const job = (
    j,
  ) => `<div class="job"><div class="e">${esc(j.employer)}</div><div>${esc(j.city)}, United States</div>
  <div>From: ${esc(j.from)} &nbsp;&nbsp; To: ${esc(j.to)}</div>
  <div>Hours per week: ${esc(j.hours)} &nbsp;&nbsp; Salary: ${esc(j.salary)}</div>
  <div><b>${esc(j.title)}</b></div>
  <div class="d"><i>Duties, accomplishments and related skills:</i> ${esc(j.bullets.join('. '))}.</div>
  <div>Supervisor: ${esc(j.sup)} &nbsp;&nbsp; Okay to contact this supervisor: ${esc(j.contact)}</div></div>`;
  const p1 = f.jobs.slice(0, 2).map(job).join('');
  const p2 = f.jobs.slice(2).map(job).join('');
  const body = `
  <div class="nm">${esc(f.name)}</div>
  <div class="ct">${esc(f.addr)}${f.phone ? ` · Mobile: ${esc(f.phone)}` : ''}${f.email ? ` · Email: ${esc(f.email)}` : ''}</div>
  <div class="meta">Citizenship: United States &nbsp;|&nbsp; Veterans' preference: ${esc(f.vet)} &nbsp;|&nbsp; Federal civilian status: ${esc(f.fed)} &nbsp;|&nbsp; Availability: Permanent, full-time</div>
  <h2>WORK EXPERIENCE</h2>${p1}
  <div class="pf">${esc(f.name)} — page 1 of 2</div>
  <div class="pb"></div>
  <h2>WORK EXPERIENCE (continued)</h2>${p2 || '<div class="sm">—</div>'}
  <h2>EDUCATION</h2><div class="sm">${f.edu.map((e) => esc(e)).join('<br>')}</div>
  <h2>LICENSES AND CERTIFICATIONS</h2><div class="sm">${f.certs.map((c) => esc(c)).join('<br>')}</div>
  <h2>ADDITIONAL INFORMATION</h2><div class="sm">${esc(f.extra)}</div>
  <div class="pf">${esc(f.name)} — page 2 of 2</div>`;
  return page({ title: 'Resume', body, css, font: FONTS.serif, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const sups = [
    'Donna Reyes, RN, MSN',
    'Carl Whitby, Nurse Manager',
    'Ife Adeleke, DON',
    'Mark Sorensen, RN',
  ];
  const make = (p, role, jobs, o = {}) => ({
    name: nameAs(p, 'FIRST_MI_LAST'),
    addr: rng.pick([
      '1420 Pioneer Way, Tacoma, WA 98405',
      '88 Copperfield Dr, Tulsa, OK 74103',
      '3021 Fernhill Rd, Boise, ID 83702',
    ]),
    phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
    email: `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${rng.digits(2)}@mailbox.example`,
    vet: rng.pick(['None', '5-point preference (TP)', 'None claimed']),
    fed: rng.pick(['Not a current federal employee', 'Former federal employee']),
    jobs: jobs.map((j, i) => ({
      ...j,
      from: fmtYm(o.swap === i ? j.end : j.start, 'slash'),
      to: fmtYm(o.swap === i ? j.start : j.end, 'slash'),
      hours: j.hours || (role === 'cna' ? rng.pick(['40', '36']) : rng.pick(['36', '40', '36'])),
      salary:
        role === 'cna'
          ? `$${rng.int(17, 22)}.${rng.digits(2)} per hour`
          : `$${rng.int(68, 96)},${rng.digits(3)} per year`,
      sup: rng.pick(sups),
      contact: rng.pick(['Yes', 'Yes', 'Contact me first']),
    })),
    edu: o.edu || [
      `${rng.pick(['Bachelor of Science in Nursing', 'Associate Degree in Nursing'])} — ${rng.pick(['Cascadia State University', 'Red Butte Community College', 'University of the Plains'])}, ${rng.int(2009, 2016)}`,
    ],
    certs: o.certs || [
      `Registered Nurse — ${rng.pick(['Washington', 'Oklahoma', 'Idaho'])} Board of Nursing, License No. RN${rng.digits(7)}, expires ${rng.int(1, 12)}/2027`,
      `Basic Life Support (BLS) — American Heart Association, expires 0${rng.int(1, 9)}/2027`,
    ],
    extra: o.extra || 'Epic and Cerner charting; precepted new graduates; member of unit practice council.',
  });
  const wh = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 26 },
    { months: 19, gapBefore: 1 },
    { months: 30, gapBefore: 0 },
  ]);
  let f = make(p, 'rn', jobs);
  out.push({
    key: 'three-staff-jobs',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: { ...wh(jobs), 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'current job first with "To: Present"; the third job is on page 2',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 31 }, { months: 22, gapBefore: 1 }, { months: 16, gapBefore: 2 }]);
  f = make(p, 'rn', jobs, {
    certs: [
      `Registered Nurse — Oklahoma Board of Nursing, License No. RN${rng.digits(7)}, expires 08/2027`,
      'Basic Life Support (BLS) — American Heart Association, expires 05/2027',
      'Advanced Cardiovascular Life Support (ACLS) — American Heart Association, expires 05/2027',
    ],
  });
  out.push({
    key: 'acls-listed-on-page-two',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['ACLS'] },
    html: render(f),
    issues: [],
    data: { ...wh(jobs), 'person.name.status': 'match' },
    note: 'the keyword appears only in the licences and certifications on page 2',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 22 }, { months: 30, gapBefore: -5 }, { months: 24, gapBefore: 2 }]);
  jobs[1].hours = '12 (per diem)';
  f = make(p, 'rn', jobs);
  out.push({
    key: 'per-diem-overlaps-current',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates', 'employment gap'],
    data: { ...wh(jobs) },
    note: 'the per-diem job (12 hours per week) ran five months past the start of the current job: overlap, not inconsistent dates; the other break is two months',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 20 }, { months: 26, gapBefore: 0 }, { months: 34, gapBefore: 10 }]);
  f = make(p, 'rn', jobs, { extra: 'Relocated across states; available for rotating shifts.' });
  out.push({
    key: 'ten-month-gap-across-pages',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.2.end_date': jobs[2].end, 'work_history.1.start_date': jobs[1].start },
    note: `the second job (page 1) starts ${jobs[1].start}; the third (page 2) ended ${jobs[2].end}: about ten months without work`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 18 }, { months: 20, gapBefore: 1 }, { months: 14, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, {
    swap: 1,
    edu: [
      `Nurse Aide Training Program — ${rng.pick(['Tacoma Technical College', 'Tulsa Tech'])}, ${rng.int(2016, 2019)}`,
    ],
    certs: [
      `Certified Nursing Assistant — State Nurse Aide Registry No. ${rng.digits(6)}`,
      'CPR/AED — American Red Cross, expires 10/2027',
    ],
  });
  out.push({
    key: 'from-after-to',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: { ...wh(jobs) },
    note: `the second job reads From: ${fmtYm(jobs[1].end, 'slash')} To: ${fmtYm(jobs[1].start, 'slash')} - an end before its start`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 8 }, { months: 6, gapBefore: 0 }]);
  f = make(p, 'rn', jobs, { edu: [`Bachelor of Science in Nursing — University of the Plains, 2025`] });
  out.push({
    key: 'fourteen-months-total',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...wh(jobs) },
    note: 'two jobs, about fourteen months in all, both on page 1; page 2 holds only education and licences',
  });
  return out;
}
