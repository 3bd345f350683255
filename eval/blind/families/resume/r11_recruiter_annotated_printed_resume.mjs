// A candidate's one-page word-processor resume as a staffing recruiter hands it on: printed, then marked up in red
// pen. The resume puts each job's dates in parentheses after the title line ("Staff RN, Telemetry — Employer, City
// (06/2021 – present)"), then bullets; education and licences follow. The recruiter's notes sit in the margin and
// between lines: a call note with its own dates ("called 11/12 — avail. 12/1"), ticks, a ring around a date range,
// "gap?" beside a break, "refs ✓". Those notes are not work history.
import { buildJobs, fmtYm, monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r11_recruiter_annotated_printed_resume',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 30, photo: 20, scan_image: 20, fax: 15 },
  description:
    'One-page word-processor nurse resume printed and marked up in red pen by a staffing recruiter: dates in parentheses after each title line "(MM/YYYY – present)", bullets, education and licences; margin notes with their own dates ("called 11/12 — avail. 12/1"), ticks, a ring around a date range, "gap?" beside a break, "refs ✓"',
};

const RED = '#c0182b';

function render(f) {
  const R = (t, o = {}) => hand(t, { font: f.pen, ink: RED, size: '1.35em', ...o });
  const css = `
  .sheet { position:relative; padding-right:1.35in; padding-top:0.35in; }
  .nm { font-size:22pt; font-weight:bold; text-align:center; letter-spacing:1px; }
  .ct { text-align:center; font-size:10.5pt; margin:2px 0 8px; }
  h2 { font-size:11.5pt; text-transform:uppercase; border-bottom:1.2px solid #222; margin:12px 0 4px; letter-spacing:.8px; }
  .job { margin-top:10px; position:relative; }
  .job .t { font-size:11pt; }
  .job ul { margin:3px 0 0 0; padding-left:18px; font-size:10.3pt; line-height:1.35; }
  .note { position:absolute; white-space:nowrap; }
  .ring { border:1.8px solid ${RED}; border-radius:50%; padding:0 5px; margin:0 -5px; }
  p { font-size:10.5pt; margin:4px 0; line-height:1.35; }`;
  const jobHtml = f.jobs
    .map((j, i) => {
      const range = `(${fmtYm(j.start, f.style)} – ${fmtYm(j.end, f.style)})`;
      const rangeHtml = f.ringJob === i ? `<span class="ring">${esc(range)}</span>` : esc(range);
      const side = f.sideNotes[i]
        ? `<div class="note" style="right:-1.3in;top:0;transform:rotate(${f.rots[i]}deg)">${R(f.sideNotes[i])}</div>`
        : '';
      return `<div class="job"><div class="t"><b>${esc(j.title)}</b> — ${esc(j.employer)}, ${esc(j.city)} ${rangeHtml}</div>
      <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>${side}</div>`;
    })
    .join('');
  const body = `<div class="sheet">
  <div class="note" style="right:0;top:0;transform:rotate(3deg)">${R(f.callNote, { size: '1.4em' })}</div>
  <div class="nm">${esc(f.name)}</div>
  <div class="ct">${[f.city, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;|&nbsp; ')}</div>
  <h2>Summary</h2><p>${esc(f.summary)}</p>
  <h2>Professional Experience</h2>${jobHtml}
  <h2>Education</h2>${f.edu.map((e) => `<p><b>${esc(e.cred)}</b>, ${esc(e.school)} — ${esc(e.year)}</p>`).join('')}
  <h2>Licenses &amp; Certifications</h2><p>${esc(f.certs.join(' · '))}</p>
  <div class="note" style="right:0.1in;bottom:0;transform:rotate(-3deg)">${R('refs ✓')}</div>
  </div>`;
  return page({ title: 'Resume', body, css, font: FONTS.carlito, margin: '0.6in 0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const pens = ['DkgHandwriting', "'Humor Sans'", 'Breip'];
  const make = (p, role, jobs, o = {}) => {
    const email = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}@${rng.pick(['mailbox', 'postbox'])}.example`;
    const callDay = rng.int(2, 18);
    return {
      pen: rng.pick(pens),
      style: o.style || rng.pick(['slash', 'slash', 'mon']),
      name: nameAs(p, rng.pick(['FIRST_LAST', 'first_mi_last', 'full'])),
      city: rng.pick(['Tacoma, WA', 'Knoxville, TN', 'Aurora, CO', 'Tulsa, OK']),
      phone: `${rng.int(201, 989)}-${rng.int(201, 989)}-${rng.digits(4)}`,
      email,
      summary:
        o.summary ||
        (role === 'rn'
          ? 'Registered nurse with acute-care experience seeking 13-week and per-diem assignments. Strong assessment, charting and patient-education skills.'
          : 'Compassionate nursing assistant experienced in long-term and post-acute care, seeking per-diem and contract shifts.'),
      jobs,
      ringJob: o.ringJob ?? null,
      sideNotes: o.sideNotes || [],
      rots: jobs.map(() => rng.float(-6, 4).toFixed(1)),
      callNote: `called 11/${callDay} — avail. 12/${rng.int(1, 15)}`,
      edu: [
        role === 'rn'
          ? {
              cred: rng.pick(['Associate Degree in Nursing', 'Bachelor of Science in Nursing']),
              school: rng.pick(['Pikes Peak State College', 'Tulsa Community College', 'Walters State CC']),
              year: String(o.eduYear || 2016),
            }
          : {
              cred: 'Nurse Aide Training Program',
              school: rng.pick(['Tri-County Technical Center', 'Red Butte Community College']),
              year: String(o.eduYear || 2018),
            },
      ],
      certs:
        o.certs ||
        (role === 'rn'
          ? ['RN, multistate license', 'BLS (AHA)', 'ACLS (AHA)']
          : ['CNA, state registry', 'CPR/AED (American Red Cross)']),
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const total = (jobs) => jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 28 },
    { months: 24, gapBefore: 1 },
    { months: 20, gapBefore: 0 },
  ]);
  let f = make(p, 'rn', jobs, { eduYear: 2018, sideNotes: ['✓ tele', '', '✓'] });
  out.push({
    key: 'continuous-with-call-note',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: [],
    data: { ...first(jobs), 'contact.email': f.email, 'person.name.status': 'match' },
    note: `three jobs, dates in parentheses after each title; the recruiter\u2019s red "${f.callNote}" is not a job date`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 22 }, { months: 26, gapBefore: -8 }, { months: 30, gapBefore: 1 }]);
  jobs[1].title = 'Per Diem Staff RN';
  f = make(p, 'rn', jobs, { eduYear: 2015, sideNotes: ['', 'PRN — still?', ''] });
  out.push({
    key: 'per-diem-overlaps-current',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates', 'employment gap'],
    data: { ...first(jobs), 'person.name.status': 'match' },
    note: 'the per-diem job ran into the current job for several months: an overlap, not inconsistent dates; no break over three months',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 34 }, { months: 26, gapBefore: 2 }]);
  jobs[0].title = 'ICU Registered Nurse';
  jobs[0].bullets = [
    'Cared for 1–2 critically ill patients in a 24-bed mixed ICU',
    'Managed ventilated patients and titrated vasoactive drips',
    'Member of the rapid response team',
  ];
  f = make(p, 'rn', jobs, { eduYear: 2017, sideNotes: ['ICU ✓ 2+ yrs', ''] });
  out.push({
    key: 'icu-keyword-in-current-job',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['ICU'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: 'ICU is in the current job\u2019s title and bullets (the recruiter\u2019s margin note repeats it)',
  });

  p = k.person();
  const gap = rng.int(10, 15);
  jobs = buildJobs(rng, 'cna', [
    { months: 14 },
    { months: 30, gapBefore: gap },
    { months: 18, gapBefore: 1 },
  ]);
  f = make(p, 'cna', jobs, { eduYear: 2017, sideNotes: ['', `gap? ${fmtYm(jobs[1].end, 'slash')}→`, ''] });
  out.push({
    key: 'gap-marked-by-recruiter',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `about ${gap} months between ${jobs[1].end} and ${jobs[0].start}; the recruiter wrote "gap?" beside it`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 11 }, { months: 7, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, { eduYear: 2024, sideNotes: ['✓', 'short'] });
  out.push({
    key: 'under-three-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...first(jobs) },
    note: `about ${total(jobs)} months in all, below the 36 required`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 30, gapBefore: 1 }, { months: 18, gapBefore: 1 }]);
  // the middle job's end typed before its start
  const s1 = jobs[1].start;
  jobs[1].start = jobs[1].end;
  jobs[1].end = s1;
  f = make(p, 'rn', jobs, { eduYear: 2014, ringJob: 1, sideNotes: ['', 'dates??', ''] });
  out.push({
    key: 'end-before-start-ringed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: { ...first(jobs) },
    note: `the second job reads (${fmtYm(jobs[1].start, f.style)} – ${fmtYm(jobs[1].end, f.style)}): its end is before its start; the recruiter ringed it`,
  });
  return out;
}
