// A staffing recruiter's candidate submittal as the facility receives it: two pages with a fax-style transmission
// line at the top of each ("… FROM: BRIGHTPATH STAFFING … P. 1/2"). Page 1 is the agency's Candidate Submittal cover:
// To (the facility's nurse manager) / From (the recruiter, with the recruiter's own phone and e-mail) / Date / Req.
// no., a candidate grid (Candidate as "LAST, First", specialty, the recruiter's rounded "Years of experience", earliest
// start date, shifts, pay rate, licence state and expiry, references), and a handwritten recruiter note. Page 2 is the
// candidate's resume in a compact word-processor template: name, the candidate's own phone and e-mail, a summary,
// Professional Experience with "MM/YY – MM/YY" or "MM/YY – Present" right-aligned after each employer line, bullets,
// Education, Licences & Certifications with their own expiry months. The recruiter's contact details, the submittal
// and start dates and the licence expiries are not work history or the candidate's contact. Variants: at least two
// years asked, a keyword that appears only in a bullet with breaks inside the allowed gap, a current post within the
// recent window, an overlapping per-diem post, too little experience, a long break.
import { addM, buildJobs, monthsBetween } from '../../lib/resume.mjs';
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r15_recruiter_submittal_cover_resume_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page staffing-recruiter candidate submittal with a fax transmission line on each page: p1 Candidate Submittal cover (To nurse manager / From recruiter with the recruiter\u2019s phone and e-mail / Date / Req. no.; candidate grid "LAST, First", specialty, rounded years, earliest start, shifts, pay, licence expiry; handwritten recruiter note); p2 the candidate\u2019s compact resume with "MM/YY – MM/YY" / "MM/YY – Present" right-aligned, bullets, education, licences with expiry months; minimum experience met, keyword only in a bullet with small breaks, current post within the window, overlapping per-diem post, too little experience, a long break',
};

const AGENCIES = [
  ['BrightPath Staffing', '(602) 555-0131', 'brightpathstaffing.example', '#0d4f8b'],
  ['Keel & Compass Healthcare Staffing', '(813) 555-0176', 'keelcompass.example', '#2d5f3f'],
  ['Summit Ridge Medical Staffing', '(801) 555-0158', 'summitridgemed.example', '#6a2f6b'],
];
const RECRUITERS = ['Alyssa Brandt', 'Devon Pruitt', 'Mariah Solano', 'Corey Lindahl'];
const MANAGERS = ['Janet Ostrowski, RN, MSN', 'Curtis Bell, BSN', 'Lena Farouk, DNP'];
const FACILITIES = [
  'St. Aldric Medical Center',
  'Pinecrest Rehabilitation Hospital',
  'Valley Oaks Skilled Nursing',
];

const ym2 = (v) => (v ? `${v.slice(5)}/${v.slice(2, 4)}` : 'Present');

function render(f) {
  const a = f.agency;
  const tx = (n) =>
    `<div class="tx">${esc(f.txDate)} ${esc(f.txTime)} &nbsp; P. ${n}/2 &nbsp; FROM: ${esc(a[0].toUpperCase())} ${esc(a[1])} &nbsp; TO: ${esc(f.facility.toUpperCase())}</div>`;
  const css = `
  .tx { font-family:${FONTS.mono}; font-size:7pt; white-space:nowrap; overflow:hidden; border-bottom:1px solid #000; padding-bottom:2px; margin-bottom:10px; }
  .ah { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid ${a[3]}; padding-bottom:4px; }
  .ah .n { font-size:17pt; font-weight:bold; color:${a[3]}; }
  .ah .t { font-size:15pt; letter-spacing:2px; color:#333; }
  table.hdr { width:100%; margin:10px 0; font-size:10.4pt; }
  table.hdr td { padding:3px 6px; border-bottom:1px solid #ccc; }
  table.hdr td.k { width:0.9in; font-weight:bold; color:#333; }
  table.cg { width:100%; border:1.5px solid #333; font-size:10.2pt; margin-top:6px; }
  table.cg td { border:1px solid #777; padding:5px 6px; vertical-align:top; }
  table.cg td.k { background:#eee; width:1.7in; font-size:9pt; font-weight:bold; }
  .note { margin-top:14px; border:1px solid #999; min-height:1.3in; padding:6px 8px; font-size:9pt; position:relative; }
  .conf { font-size:7.6pt; color:#555; margin-top:14px; line-height:1.35; }
  .rz { font-family:${f.rfont}; }
  .rz h1 { font-size:20pt; margin:0; letter-spacing:.5px; }
  .rz .ct { font-size:9.6pt; color:#333; margin:2px 0 8px; border-bottom:1px solid #555; padding-bottom:5px; }
  .rz h2 { font-size:10.5pt; letter-spacing:1.5px; text-transform:uppercase; color:#222; border-bottom:1px solid #aaa; margin:10px 0 4px; padding-bottom:1px; }
  .rz .job { margin:5px 0 4px; font-size:10pt; }
  .rz .jl { display:flex; justify-content:space-between; }
  .rz ul { margin:2px 0 0 16px; padding:0; font-size:9.5pt; line-height:1.3; }
  .rz p { font-size:9.8pt; margin:3px 0; line-height:1.35; }
  .rz .two { display:flex; justify-content:space-between; font-size:9.8pt; }
  `;
  const p1 = `<div class="pb">${tx(1)}
  <div class="ah"><div class="n">${esc(a[0])}</div><div class="t">CANDIDATE SUBMITTAL</div></div>
  <table class="hdr">
    <tr><td class="k">To:</td><td>${esc(f.manager)} — ${esc(f.facility)}</td><td class="k">Date:</td><td>${esc(f.subDate)}</td></tr>
    <tr><td class="k">From:</td><td>${esc(f.recruiter)}, Senior Recruiter · ${esc(a[1])} · ${esc(f.recMail)}</td><td class="k">Req. no.:</td><td>${esc(f.req)}</td></tr>
    <tr><td class="k">Re:</td><td colspan="3">${esc(f.reqTitle)} — candidate for your review (resume attached, page 2)</td></tr>
  </table>
  <table class="cg">
    <tr><td class="k">Candidate</td><td><b>${esc(f.candLabel)}</b></td><td class="k">Specialty</td><td>${esc(f.specialty)}</td></tr>
    <tr><td class="k">Years of experience</td><td>${esc(f.yearsText)}</td><td class="k">Earliest start</td><td>${esc(f.startText)}</td></tr>
    <tr><td class="k">Shifts</td><td>${esc(f.shifts)}</td><td class="k">Bill / pay rate</td><td>per MSA</td></tr>
    <tr><td class="k">License</td><td>${esc(f.licLine)}</td><td class="k">References</td><td>${esc(f.refs)}</td></tr>
    <tr><td class="k">Time off requested</td><td colspan="3">${esc(f.timeOff)}</td></tr>
  </table>
  <div class="note"><b>Recruiter notes:</b><br>${hand(f.noteText, { font: f.pen, ink: '#0b3d91', size: '1.3em' })}</div>
  <div class="conf">CONFIDENTIALITY NOTICE: This transmission contains information about a candidate submitted by ${esc(a[0])} under your staffing agreement. Do not contact the candidate directly; all communication goes through the recruiter named above. If you received this in error, call ${esc(a[1])}.</div>
  </div>`;
  const jobs = f.jobs
    .map(
      (
        j,
      ) => `<div class="job"><div class="jl"><span><b>${esc(j.title)}</b> — ${esc(j.employer)}, ${esc(j.city)}</span><span>${esc(ym2(j.start))} – ${esc(ym2(j.end))}</span></div>
      <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const contact = [f.cityLine, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;|&nbsp; ');
  const p2 = `${tx(2)}<div class="rz">
    <h1>${esc(f.resumeName)}</h1><div class="ct">${contact}</div>
    <h2>Summary</h2><p>${esc(f.summary)}</p>
    <h2>Professional Experience</h2>${jobs}
    <h2>Education</h2>${f.edu.map((e) => `<div class="two"><span>${esc(e[0])} — ${esc(e[1])}</span><span>${esc(e[2])}</span></div>`).join('')}
    <h2>Licenses &amp; Certifications</h2>${f.certs.map((c) => `<div class="two"><span>${esc(c[0])}</span><span>${esc(c[1])}</span></div>`).join('')}
  </div>`;
  return page({ title: 'Candidate submittal', body: p1 + p2, css, font: FONTS.sans, margin: '0.45in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, role, jobs, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const recruiter = rng.pick(RECRUITERS);
    const subIso = addDays('2026-11-21', -rng.int(2, 12));
    const total = jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
    const rn = role === 'rn';
    const area = rng.pick(['614', '480', '727', '385']);
    const user = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}`;
    return {
      agency,
      recruiter,
      recMail: `${recruiter.split(' ')[0].toLowerCase()}@${agency[2]}`,
      manager: rng.pick(MANAGERS),
      facility: rng.pick(FACILITIES),
      txDate: fmt(subIso, 'mil'),
      txTime: `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      subDate: fmt(subIso, 'us'),
      req: `REQ-${rng.digits(5)}`,
      reqTitle: o.reqTitle || (rn ? 'RN — Med/Surg, 13-week contract' : 'CNA — Long-term care, per diem'),
      candLabel: nameAs(p, 'LAST_FIRST'),
      specialty: o.specialty || (rn ? 'Med/Surg · Telemetry' : 'LTC / Rehab'),
      yearsText: o.yearsText || `${Math.max(1, Math.floor(total / 12))}+ yrs`,
      startText: fmt(addDays(subIso, rng.int(14, 30)), 'us'),
      shifts: rng.pick(['Nights, 3x12', 'Days or nights', 'Days 7a–7p, weekends OK']),
      licLine: rn
        ? `RN, ${rng.pick(['OH', 'AZ', 'FL'])} (compact) exp. ${fmt(addDays('2026-11-21', rng.int(200, 700)), 'mm_yyyy')}`
        : `CNA, state registry — active, exp. ${fmt(addDays('2026-11-21', rng.int(100, 600)), 'mm_yyyy')}`,
      refs: rng.pick(['2 on file, checked', '3 professional — on request']),
      timeOff:
        o.timeOff ||
        `${fmt(addDays(subIso, rng.int(40, 60)), 'us_short')} – ${fmt(addDays(subIso, rng.int(61, 66)), 'us_short')} (family)`,
      pen: rng.pick(HANDS),
      noteText: o.noteText,
      rfont: rng.pick([FONTS.serif, FONTS.carlito, FONTS.caladea, FONTS.lato]),
      resumeName: o.resumeName || nameAs(p, 'first_mi_last').toUpperCase(),
      cityLine: rng.pick(['Columbus, OH', 'Mesa, AZ', 'Clearwater, FL', 'Provo, UT']),
      phone: `(${area}) 555-01${rng.digits(2)}`,
      email: `${user}@mail.example`,
      summary:
        o.summary ||
        (rn
          ? 'Registered nurse with acute-care experience on busy medical-surgical and telemetry units. Calm under pressure, strong with EHR documentation and patient teaching.'
          : 'Dependable nursing assistant experienced with long-term care and rehab residents. Patient, safety-minded and a good team member.'),
      jobs,
      edu: [
        rn
          ? [
              rng.pick(['Associate Degree in Nursing', 'B.S. in Nursing']),
              rng.pick([
                'Columbus State Community College',
                'Mesa Community College',
                'St. Petersburg College',
              ]),
              String(o.eduYear || 2015),
            ]
          : [
              'Nurse Aide Training Program',
              rng.pick(['Tri-County Career Center', 'Red Rocks Technical School']),
              String(o.eduYear || 2018),
            ],
      ],
      certs: rn
        ? [
            ['BLS Provider, American Heart Association', `exp. ${rng.pick(['03', '06', '10'])}/2028`],
            ['ACLS Provider, American Heart Association', `exp. ${rng.pick(['02', '08'])}/2027`],
          ]
        : [['BLS for Healthcare Providers', `exp. ${rng.pick(['04', '09'])}/2027`]],
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const out = [];

  // 1. Minimum two years, comfortably met.
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [{ months: 28 }, { months: 31, gapBefore: 1 }]);
  let f = make(p, 'rn', jobs, { noteText: 'Strong tele skills. Avail. after 2 wk notice — call me!' });
  out.push({
    key: 'two-years-required-met',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: [],
    forbidden: ['insufficient experience'],
    data: {
      ...first(jobs),
      'contact.email': f.email,
      'contact.phone': f.phone,
      'person.name.status': 'match',
    },
    note: `about ${28 + 31} months in two posts; the recruiter's phone ${f.agency[1]} and e-mail ${f.recMail} on page 1 are not the candidate's`,
  });

  // 2. Keyword only in a bullet, breaks within the allowed gap.
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 20 }, { months: 26, gapBefore: 2 }, { months: 18, gapBefore: 3 }]);
  jobs[1].bullets = [
    'Floated to the outpatient dialysis unit two shifts a month',
    ...jobs[1].bullets.slice(0, 2),
  ];
  f = make(p, 'rn', jobs, { noteText: 'Has some dialysis float time (see 2nd job). Ok w/ nights.' });
  out.push({
    key: 'keyword-in-bullet-small-breaks',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['dialysis'], max_gap_months: 4 },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword', 'employment gap'],
    data: { ...first(jobs), 'contact.email': f.email },
    note: '"dialysis" appears in a bullet of the second post (and in the recruiter note); breaks of two and three months are within the four allowed',
  });

  // 3. Current post within the recent window; nickname on the resume.
  p = k.person();
  while (!p.nick) p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 15 }, { months: 22, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, {
    resumeName: nameAs(p, 'nick_last').toUpperCase(),
    noteText: `Goes by ${p.nick}. Currently working — wants per diem on weekends.`,
  });
  out.push({
    key: 'current-post-nickname',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 6 },
    html: render(f),
    issues: [],
    forbidden: ['no recent experience'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: `the resume is headed "${f.resumeName}" (a nickname), the cover "${f.candLabel}"; the current post runs to Present`,
  });

  // 4. An overlapping per-diem post (not inconsistent dates).
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 30, gapBefore: 1 }]);
  const perDiem = {
    employer: 'Northstar Urgent Care',
    city: 'Aurora, CO',
    title: 'PRN Staff Nurse (per diem)',
    start: addM(jobs[0].start, 4),
    end: addM(jobs[0].start, 15),
    bullets: ['Weekend triage and wound care, 2–3 shifts a month'],
  };
  if (jobs.some((j) => j.employer === perDiem.employer)) perDiem.employer = 'Lakeview Walk-In Clinic';
  jobs = [jobs[0], perDiem, jobs[1]];
  f = make(p, 'rn', jobs, { noteText: 'Did PRN urgent care alongside hospital job.' });
  out.push({
    key: 'overlapping-per-diem',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 12 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates'],
    data: { ...first(jobs), 'contact.email': f.email },
    note: `a per-diem post ${perDiem.start} – ${perDiem.end} overlaps the current job; overlapping posts are not inconsistent dates`,
  });

  // 5. Too little experience for the three years asked.
  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 13 }, { months: 5, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, {
    eduYear: 2025,
    yearsText: '1+ yr',
    noteText: 'Newer CNA but great attitude. Facility asked for 3 yrs — pls consider.',
  });
  out.push({
    key: 'under-three-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...first(jobs) },
    note: `about 18 months of work against 36 required; the recruiter's "1+ yr" agrees`,
  });

  // 6. A long break.
  p = k.person();
  const gap = rng.int(10, 15);
  jobs = buildJobs(rng, 'rn', [{ months: 14 }, { months: 36, gapBefore: gap }]);
  f = make(p, 'rn', jobs, {
    noteText: 'Took time off for family — back at work since last year. Solid refs.',
  });
  out.push({
    key: 'long-break',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { ...first(jobs), 'work_history.1.end_date': jobs[1].end },
    note: `${gap} months between ${jobs[1].end} and ${jobs[0].start}, over the six allowed`,
  });
  // submittals arrive faxed to the facility and scanned, or as the agency's own PDF
  const renderings = ['scanned_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf', 'text_pdf', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
