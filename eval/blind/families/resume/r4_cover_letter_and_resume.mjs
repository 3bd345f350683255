// A two-page application: page 1 is a cover letter in prose on a personal letterhead (the only place with the
// e-mail and telephone), page 2 the resume itself, whose header repeats only the name. Work history as
// "Employer — City" headings with year.month ranges ("2019.06 – 2022.11", "2022.12 – present") in a narrow left
// column; education and licences follow.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { addM, buildJobs } from '../../lib/resume.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r4_cover_letter_and_resume',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page application: cover letter in prose on p1 (the only contact details), resume on p2 with YYYY.MM – YYYY.MM / present ranges in a narrow left column, education and licences',
};

const dotYm = (v) => (v ? v.replace('-', '.') : 'present');

function render(f) {
  const css = `
  .lh { text-align:center; border-bottom:1px solid #6b4f2a; padding-bottom:6px; }
  .lh .n { font-family:${FONTS.caladea}; font-size:20pt; letter-spacing:1px; color:#3e2d17; }
  .lh .c { font-size:9pt; color:#444; }
  p { line-height:1.5; margin:0 0 10px; font-size:10.5pt; }
  h2 { font-family:${FONTS.caladea}; font-size:11.5pt; color:#6b4f2a; border-bottom:1px solid #c9b79c; margin:14px 0 6px; letter-spacing:0.5px; }
  table.j { width:100%; } table.j td { vertical-align:top; padding:3px 4px 7px; font-size:9.8pt; }
  td.dt { width:1.35in; color:#333; font-size:9pt; white-space:nowrap; }
  ul { margin:2px 0 0 16px; padding:0; } li { font-size:9.2pt; }`;
  const jobs = f.jobs
    .map(
      (
        j,
      ) => `<tr><td class="dt">${esc(dotYm(j.start))} – ${esc(dotYm(j.end))}</td><td><b>${esc(j.employer)}</b> — ${esc(j.city)}<br>
      <i>${esc(j.title)}</i><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr>`,
    )
    .join('');
  const body = `
  <div class="lh"><div class="n">${esc(f.name)}</div><div class="c">${esc(f.street)} · ${esc(f.city)}${f.phone ? ` · ${esc(f.phone)}` : ''}${f.email ? ` · ${esc(f.email)}` : ''}</div></div>
  <p style="margin-top:18px">${esc(f.letterDate)}</p>
  <p>Hiring Manager<br>Clinical Staffing Department</p>
  <p>Dear Hiring Manager,</p>
  <p>I am writing to apply for the ${esc(f.position)} position advertised on your careers page. ${esc(f.pitch)}</p>
  <p>In my current and previous roles I have cared for adults with complex medical and post-surgical needs, worked closely with
  interdisciplinary teams, and helped orient newer colleagues. I take pride in clear documentation, safe medication practice
  and calm communication with patients and families.</p>
  <p>My resume is attached on the following page. I would welcome the opportunity to discuss how I can contribute to your team,
  and I am available for per diem, contract or full-time shifts.</p>
  <p>Thank you for your time and consideration.</p>
  <p>Sincerely,<br>${sig(f.name, { font: f.sigFont, size: '1.9em', ink: '#222' })}<br>${esc(f.name)}</p>
  <div class="pb"></div>
  <div class="lh"><div class="n" style="font-size:16pt">${esc(f.name)}</div><div class="c">Resume · page 2</div></div>
  <h2>PROFESSIONAL SUMMARY</h2>
  <div style="font-size:9.8pt">${esc(f.summary)}</div>
  <h2>EXPERIENCE</h2>
  <table class="j">${jobs}</table>
  <h2>EDUCATION</h2>
  <table class="j"><tr><td class="dt">${esc(f.eduYear)}</td><td><b>${esc(f.edu)}</b> — ${esc(f.school)}</td></tr></table>
  <h2>LICENSES &amp; CERTIFICATIONS</h2>
  <div style="font-size:9.8pt">${esc(f.licences)}</div>`;
  return page({ title: 'Application', body, css, font: FONTS.caladea, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobs, o = {}) => {
    const handle = `${p.first[0]}${p.last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    return {
      name: nameAs(p, 'first_last'),
      street: `${rng.int(10, 999)} ${rng.pick(['Whitcomb St', 'Harmon Blvd', 'Pioneer Way'])}`,
      city: rng.pick(['Savannah, GA 31401', 'Lansing, MI 48906', 'Aurora, CO 80012']),
      phone: o.noContact ? null : `${rng.int(201, 989)}.${rng.int(201, 989)}.${rng.digits(4)}`,
      email: o.noContact ? null : `${handle}${rng.int(1, 99)}@inbox.example`,
      letterDate: rng.pick(['November 9, 2026', 'November 12, 2026', 'November 16, 2026']),
      position: o.position || 'Registered Nurse',
      pitch:
        o.pitch ||
        'I am a registered nurse who enjoys fast-paced units and brings steady clinical judgement to every shift.',
      summary:
        o.summary ||
        'Registered nurse experienced in medical-surgical and telemetry care, EHR documentation and precepting.',
      jobs,
      eduYear: o.eduYear || '2016',
      edu: o.edu || 'Bachelor of Science in Nursing',
      school: o.school || 'Coastal Plains University',
      licences: o.licences || 'Registered Nurse (compact license) · BLS and ACLS, American Heart Association',
      sigFont: rng.pick(SIGS),
    };
  };
  const out = [];

  // 1 — RN, three jobs, about eight years, BLS required
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 38 },
    { months: 30, gapBefore: 1 },
    { months: 26, gapBefore: 0 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'rn-three-jobs',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 48, required_keywords: ['BLS'] },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.email,
      'work_history.0.employer': jobs[0].employer,
      'work_history.0.start_date': jobs[0].start,
      'work_history.0.end_date': null,
      'work_history.1.end_date': jobs[1].end,
      'person.name.status': 'match',
    },
    note: 'contact details only in the cover letter on page 1; work history on page 2',
  });

  // 2 — CNA with two overlapping jobs (a weekend job held alongside a weekday one): not inconsistent
  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 20 }, { months: 26, gapBefore: 0 }]);
  jobs[1].end = addM(jobs[0].start, 5);
  f = make(p, jobs, {
    position: 'Certified Nursing Assistant',
    pitch: 'I am a certified nursing assistant with long-term care and rehabilitation experience.',
    summary: 'Certified nursing assistant: ADLs, safe transfers, vital signs, dementia care.',
    eduYear: '2021',
    edu: 'Nurse Aide Training Program (state approved)',
    school: 'Lowcountry Technical College',
    licences: 'Certified Nursing Assistant, state registry · CPR/AED, American Red Cross',
  });
  out.push({
    key: 'cna-overlapping-jobs',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['CPR'] },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: 'the older job overlaps the newer one by five months; overlap is not inconsistent dates',
  });

  // 3 — LPN, current job, recent experience required
  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 22 }, { months: 40, gapBefore: 0 }]);
  f = make(p, jobs, {
    position: 'Licensed Practical Nurse',
    pitch: 'I am a licensed practical nurse with long-term care experience.',
    summary: 'LPN experienced in medication passes, wound care and care-plan updates.',
    eduYear: '2017',
    edu: 'Practical Nursing Diploma',
    licences: 'Licensed Practical Nurse · BLS',
  });
  out.push({
    key: 'lpn-current-job',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: [],
    data: { 'work_history.0.end_date': null, 'work_history.0.start_date': jobs[0].start },
  });

  // 4 — a seven-month break, client allows three
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 34, gapBefore: 7 }]);
  f = make(p, jobs);
  out.push({
    key: 'seven-month-gap',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `no job between ${jobs[1].end} and ${jobs[0].start}`,
  });

  // 5 — about eighteen months in total, client wants three years
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 11 }, { months: 7, gapBefore: 0 }]);
  f = make(p, jobs, { eduYear: '2024', summary: 'Early-career registered nurse, medical-surgical.' });
  out.push({
    key: 'eighteen-months',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'work_history.0.start_date': jobs[0].start },
  });

  // 6 — one job ends before it starts
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 24 }, { months: 30, gapBefore: 0 }, { months: 20, gapBefore: 0 }]);
  const bad = jobs[1];
  const realStart = bad.start;
  bad.start = bad.end;
  bad.end = realStart;
  f = make(p, jobs);
  out.push({
    key: 'end-before-start',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: {},
    note: `the second job reads ${bad.start} – ${bad.end}: its end is before its start`,
  });
  return out;
}
