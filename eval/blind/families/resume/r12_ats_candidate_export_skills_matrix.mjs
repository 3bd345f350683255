// A nurse's resume as an applicant-tracking system exports it for a hiring manager: requisition and candidate header
// (applied on, exported on), a captions-above-values contact grid, a skills matrix (Skill / Years / Proficiency / Last
// used), work experience as a table (Employer / Position / Unit / Dates / Reason for leaving) with ranges such as
// "Mar 2021 – Present" in the fourth column, education and a licences and certifications table whose expiry dates
// are not employment. In one variant the contact details are masked until the candidate is unlocked.
import { buildJobs, fmtYm, monthsBetween } from '../../lib/resume.mjs';
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r12_ats_candidate_export_skills_matrix',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'Applicant-tracking-system candidate profile export of a nurse / CNA resume: requisition header with applied and exported dates, captions-above-values contact grid, skills matrix (Skill / Years / Proficiency / Last used), work experience table (Employer / Position / Unit / Dates "Mar 2021 – Present" / Reason for leaving), education and licences tables with expiry dates; a masked-contact variant',
};

const ATS = [
  { name: 'HireLoop ATS', color: '#334155' },
  { name: 'TalentBridge Recruit', color: '#065f46' },
  { name: 'Candidex', color: '#7c2d12' },
];
const UNITS = {
  rn: ['Telemetry', 'Med/Surg', 'Step-down', 'Emergency Department', 'Oncology'],
  cna: ['Long-term care', 'Memory care', 'Rehab unit', 'Home health'],
};
const REASONS = ['Relocation', 'Career advancement', 'Contract ended', 'Schedule', 'Better opportunity'];

function render(f) {
  const a = f.ats;
  const css = `
  .hb { border-bottom:3px solid ${a.color}; display:flex; justify-content:space-between; padding-bottom:4px; font-size:8pt; color:#444; }
  .hb b { color:${a.color}; font-size:11pt; }
  .nm { font-size:19pt; font-weight:bold; margin:10px 0 2px; }
  .grid { display:grid; grid-template-columns:repeat(4, 1fr); gap:4px 12px; margin:6px 0 4px; }
  .grid .c { font-size:7.2pt; color:#666; text-transform:uppercase; } .grid .v { font-size:9.5pt; }
  h3 { font-size:10.5pt; background:#eef1f4; padding:3px 6px; margin:12px 0 4px; color:${a.color}; }
  table.t { width:100%; font-size:8.6pt; } table.t th { text-align:left; font-size:7.8pt; color:#444; border-bottom:1.2px solid #555; padding:3px; }
  table.t td { border-bottom:1px solid #ddd; padding:4px 3px; vertical-align:top; }
  .sum { font-size:9.3pt; line-height:1.4; }
  .ft { font-size:7.3pt; color:#777; margin-top:12px; border-top:1px solid #ccc; padding-top:3px; }`;
  const tbl = (head, rows, widths = []) =>
    `<table class="t"><tr>${head.map((h, i) => `<th${widths[i] ? ` style="width:${widths[i]}"` : ''}>${esc(h)}</th>`).join('')}</tr>${rows
      .map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`)
      .join('')}</table>`;
  const body = `<div class="hb"><span><b>${esc(a.name)}</b> · Candidate profile</span><span>Req. ${esc(f.req)} — ${esc(f.reqTitle)}<br>Applied ${esc(f.applied)} · Exported ${esc(f.exported)}</span></div>
  <div class="nm">${esc(f.name)}</div>
  <div class="grid">${f.contact.map(([c, v]) => `<div><div class="c">${esc(c)}</div><div class="v">${esc(v)}</div></div>`).join('')}</div>
  <h3>Summary</h3><div class="sum">${esc(f.summary)}</div>
  <h3>Skills matrix</h3>${tbl(['Skill', 'Years', 'Proficiency', 'Last used'], f.skills, ['46%'])}
  <h3>Work experience</h3>${tbl(['Employer', 'Position', 'Unit', 'Dates', 'Reason for leaving'], f.jobs, ['27%', '21%', '15%', '20%'])}
  <h3>Education</h3>${tbl(['School', 'Credential', 'Graduated'], f.edu)}
  <h3>Licenses &amp; certifications</h3>${tbl(['Credential', 'Issuer', 'Number', 'Expires'], f.certs)}
  <div class="ft">Parsed from the candidate's uploaded resume and application answers. Candidate ID ${esc(f.candId)}.</div>`;
  return page({ title: 'Candidate profile', body, css, font: FONTS.robotoCond, margin: '0.45in 0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, role, jobs, o = {}) => {
    const ats = rng.pick(ATS);
    const email = `${stripAccents(p.first).toLowerCase()}${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}${rng.int(10, 99)}@${rng.pick(['gmail.example', 'outlook.example'])}`;
    const phone = `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
    const ds = o.dateStyle || rng.pick(['mon', 'mon', 'month']);
    const units = UNITS[role];
    const jobRows = jobs.map((j) => [
      `${j.employer}, ${j.city}`,
      j.title,
      j.unit ||
        (j.title.includes('ICU')
          ? 'Medical ICU'
          : j.title.includes('Telemetry')
            ? 'Telemetry'
            : rng.pick(units)),
      `${fmtYm(j.start, ds)} – ${fmtYm(j.end, ds)}`,
      j.end ? rng.pick(REASONS) : '—',
    ]);
    const lastUsed = (jobs[0].end || '2026-11').slice(0, 4);
    const skills =
      role === 'rn'
        ? [
            ['Cardiac monitoring / telemetry', String(rng.int(2, 6)), 'Advanced', lastUsed],
            ['Epic documentation', String(rng.int(2, 8)), 'Expert', lastUsed],
            ['IV insertion and infusion pumps', String(rng.int(2, 8)), 'Advanced', lastUsed],
            ['Wound care', String(rng.int(1, 4)), 'Intermediate', String(Number(lastUsed) - 1)],
          ]
        : [
            ['ADL assistance', String(rng.int(1, 6)), 'Expert', lastUsed],
            ['Vital signs', String(rng.int(1, 6)), 'Advanced', lastUsed],
            ['Mechanical lift transfers', String(rng.int(1, 4)), 'Advanced', lastUsed],
            ['PointClickCare charting', String(rng.int(1, 4)), 'Intermediate', lastUsed],
          ];
    if (o.extraSkill) skills.splice(1, 0, o.extraSkill);
    const issueBls = addDays('2025-03-01', rng.int(0, 400));
    const certs =
      role === 'rn'
        ? [
            [
              'Registered Nurse',
              `${rng.pick(['Texas', 'Florida', 'Ohio'])} Board of Nursing`,
              `RN${rng.digits(6)}`,
              fmt(addDays('2027-01-31', rng.int(0, 500)), 'us'),
            ],
            ['BLS Provider', 'American Heart Association', rng.alnum(10), fmt(addDays(issueBls, 730), 'us')],
            ['ACLS Provider', 'American Heart Association', rng.alnum(10), fmt(addDays(issueBls, 700), 'us')],
          ]
        : [
            [
              'Certified Nursing Assistant',
              'State Nurse Aide Registry',
              `CNA${rng.digits(6)}`,
              fmt(addDays('2027-03-31', rng.int(0, 400)), 'us'),
            ],
            ['CPR/AED', 'American Red Cross', rng.alnum(10), fmt(addDays(issueBls, 730), 'us')],
          ];
    const appliedIso = addDays('2026-10-12', rng.int(0, 25));
    return {
      ats,
      req: `R-${rng.digits(5)}`,
      reqTitle: role === 'rn' ? 'Travel RN — Telemetry' : 'CNA — Skilled Nursing (per diem)',
      applied: fmt(appliedIso, 'us'),
      exported: `${fmt(addDays(appliedIso, rng.int(1, 12)), 'us')} ${rng.int(8, 17)}:${rng.int(10, 59)}`,
      name: nameAs(p, 'first_last'),
      contact: o.masked
        ? [
            ['Email', '••••••••@•••••.com'],
            ['Mobile', '(•••) •••-••••'],
            ['Location', `${rng.pick(['Tacoma, WA', 'Mesa, AZ', 'Raleigh, NC'])}`],
            ['Contact', 'Unlock candidate to view'],
          ]
        : [
            ['Email', email],
            ['Mobile', phone],
            ['Location', `${rng.pick(['Tacoma, WA', 'Mesa, AZ', 'Raleigh, NC'])}`],
            ['Desired shift', rng.pick(['Nights', 'Days / 12 h', 'Any'])],
          ],
      summary:
        o.summary ||
        (role === 'rn'
          ? 'Registered nurse with acute-care experience on telemetry and medical-surgical units; comfortable with high-acuity patients and precepting new staff.'
          : 'Certified nursing assistant experienced in long-term and rehabilitative care; dependable, resident-centred, and skilled in safe transfers.'),
      skills,
      jobs: jobRows,
      edu:
        role === 'rn'
          ? [
              [
                rng.pick(['Lakeview College of Nursing', 'Sierra State University']),
                'BSN',
                String(o.eduYear || 2016),
              ],
            ]
          : [
              [
                rng.pick(['Tri-County Technical Center', 'Red Butte Community College']),
                'Nurse Aide Training Program',
                String(o.eduYear || 2019),
              ],
            ],
      certs,
      candId: rng.digits(8),
      email,
      phone,
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const total = (jobs) => jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
  const out = [];

  // 1 — clean, enough experience
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 30 },
    { months: 26, gapBefore: 1 },
    { months: 22, gapBefore: 1 },
  ]);
  let f = make(p, 'rn', jobs, { eduYear: 2016 });
  out.push({
    key: 'three-jobs-present-first',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: {
      ...first(jobs),
      'contact.email': f.email,
      total_experience_months: total(jobs),
      'person.name.status': 'match',
    },
    note: 'dates are the fourth column of the experience table; the applied / exported dates and licence expiries are not employment',
  });

  // 2 — required keyword only in the Unit column and skills matrix
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 24 }, { months: 34, gapBefore: 1 }]);
  jobs[0].unit = 'Medical ICU';
  jobs[0].title = 'Staff Registered Nurse';
  f = make(p, 'rn', jobs, {
    eduYear: 2018,
    extraSkill: ['ICU drips and ventilator care', '2', 'Advanced', '2026'],
  });
  out.push({
    key: 'icu-in-unit-column',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['ICU'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: 'ICU appears in the Unit column of the current job and in the skills matrix',
  });

  // 3 — per-diem overlap, no long gap
  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 20 }, { months: 18, gapBefore: -6 }, { months: 24, gapBefore: 2 }]);
  jobs[1].title = 'CNA (per diem)';
  f = make(p, 'cna', jobs, { eduYear: 2019 });
  out.push({
    key: 'per-diem-overlap-short-breaks',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: [],
    forbidden: ['employment gap', 'inconsistent dates'],
    data: { ...first(jobs), 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'the per-diem job overlaps the current one; the only break is about two months',
  });

  // 4 — gap
  p = k.person();
  const gap = rng.int(9, 14);
  jobs = buildJobs(rng, 'rn', [{ months: 16 }, { months: 28, gapBefore: gap }, { months: 20, gapBefore: 1 }]);
  f = make(p, 'rn', jobs, { eduYear: 2015 });
  out.push({
    key: 'gap-between-first-and-second-rows',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `about ${gap} months between ${jobs[1].end} and ${jobs[0].start}`,
  });

  // 5 — no recent experience
  p = k.person();
  const endYm = `2025-${String(rng.int(1, 6)).padStart(2, '0')}`;
  jobs = buildJobs(rng, 'cna', [{ months: 30 }, { months: 24, gapBefore: 1 }], endYm);
  f = make(p, 'cna', jobs, { eduYear: 2017 });
  out.push({
    key: 'last-job-ended-over-a-year-ago',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { ...first(jobs) },
    note: `the newest job ended ${endYm}; the recent application and export dates and the skills matrix's "last used" are not work`,
  });

  // 6 — contact details masked
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 30, gapBefore: 1 }]);
  f = make(p, 'rn', jobs, { eduYear: 2017, masked: true });
  out.push({
    key: 'contact-masked-until-unlocked',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { ...first(jobs), 'contact.email': null, 'contact.phone': null },
    note: 'the e-mail and mobile are masked with dots ("Unlock candidate to view"); no other contact detail is printed',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
