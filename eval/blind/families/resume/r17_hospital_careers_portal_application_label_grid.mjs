// A hospital careers portal's "printable view" of a submitted job application, saved to PDF from the browser and
// forwarded by the candidate in place of a resume: the browser's print header (date, time, tab title) and footer
// (URL, page n/2), the portal banner with the hospital's name, an application summary strip (requisition no. and
// title, Submitted on, Candidate ID, status), then sections of label / value grids: My Information (legal name in
// First / Middle / Last cells, preferred name, address, mobile phone, e-mail), My Experience with one grid per
// "Work Experience N" (Job Title / Company / Location / I currently work here ☒ Yes ☐ No / From MM/YYYY / To MM/YYYY or
// blank / Role Description), Education grids with their own From / To years, Certifications with numbers, issue and
// expiry dates, Application Questions (earliest start date, prior employment here, shifts) and an electronic
// signature line with its date. The first experience grids are on page 1, older ones on page 2. Variants: minimum
// experience met, a keyword only inside a role description, a per-diem post running alongside the current one, a
// break longer than the client allows across the page break, nothing in the last year, a To typed before its From.
import { addM, buildJobs, monthsBetween } from '../../lib/resume.mjs';
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { box, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r17_hospital_careers_portal_application_label_grid',
  split: 'tuning',
  multipage: true,
  description:
    'Hospital careers-portal application "printable view" saved to PDF (two pages): browser print header / footer with URL and page n/2, portal banner, summary strip (req. no. and title, submitted on, candidate ID, status), label / value grids — My Information (First / Middle / Last, preferred name, address, mobile, e-mail), one grid per Work Experience N (Job Title / Company / Location / I currently work here ☒ Yes ☐ No / From MM/YYYY / To MM/YYYY or blank / Role Description), education with its own From / To years, certifications with issue and expiry dates, application questions (earliest start, prior employment, shifts), e-signature with date; older experience on p2; minimum met, keyword only in a role description, per-diem post alongside the current one, a long break across the page break, nothing in the last year, a To before its From',
};

const HOSPITALS = [
  {
    name: 'Saint Brendan Health System',
    host: 'careers.stbrendanhealth.example',
    color: '#1c4f7c',
    portal: 'Candidate Home',
  },
  {
    name: 'Lakeshore Regional Medical Center',
    host: 'jobs.lakeshoreregional.example',
    color: '#2b6a4f',
    portal: 'Careers — My Applications',
  },
  {
    name: 'Mount Alder Health',
    host: 'apply.mountalderhealth.example',
    color: '#6b2f5e',
    portal: 'Talent Portal',
  },
];
const REQS = {
  rn: [
    'Registered Nurse — Telemetry, Nights',
    'Registered Nurse — Medical/Surgical (Float Pool)',
    'RN — Progressive Care Unit',
  ],
  cna: ['Patient Care Technician — Orthopedics', 'Certified Nursing Assistant — Skilled Nursing Unit'],
};
const ALT_TITLES = {
  rn: ['Staff Nurse', 'Registered Nurse II', 'Clinical Nurse, Step-Down Unit', 'RN, Emergency Department'],
  cna: ['Nursing Assistant', 'Patient Care Assistant', 'Home Health Aide'],
};
const ym = (v) => (v ? `${v.slice(5)}/${v.slice(0, 4)}` : '');

function grid(rows) {
  return `<table class="g">${rows
    .map((r) => {
      if (r.length === 2)
        return `<tr><td class="l">${esc(r[0])}</td><td class="v" colspan="3">${r[1]}</td></tr>`;
      return `<tr><td class="l">${esc(r[0])}</td><td class="v">${r[1]}</td><td class="l">${esc(r[2])}</td><td class="v">${r[3]}</td></tr>`;
    })
    .join('')}</table>`;
}

function expBlock(j, i) {
  const cur = !j.end && !j.toText;
  const yn = `${box(cur, { style: 'glyph' })}Yes &nbsp; ${box(!cur, { style: 'glyph' })}No`;
  return `<div class="blk"><div class="bh">Work Experience ${i + 1}</div>${grid([
    ['Job Title', `<b>${esc(j.title)}</b>`, 'Company', esc(j.employer)],
    ['Location', esc(j.city), 'I currently work here', yn],
    ['From', esc(j.fromText || ym(j.start)), 'To', esc(j.toText || ym(j.end))],
    ['Role Description', esc(j.desc)],
  ])}</div>`;
}

function render(f) {
  const h = f.hosp;
  const header = () =>
    `<div class="bp"><span>${esc(f.printStamp)}</span><span>${esc(h.portal)} – ${esc(h.name)}</span></div>`;
  const footer = (n) =>
    `<div class="bf"><span>https://${esc(h.host)}/candidate/applications/${esc(f.appId)}/print</span><span>${n}/2</span></div>`;
  const p1Jobs = f.jobs.slice(0, f.split);
  const p2Jobs = f.jobs.slice(f.split);
  const info = grid([
    ['First Name', esc(f.first), 'Middle Name', esc(f.middle || '')],
    ['Last Name', `<b>${esc(f.last)}</b>`, 'Preferred Name', esc(f.preferred || '')],
    ['Address', esc(f.addr)],
    ['Phone Device Type', 'Mobile', 'Phone Number', esc(f.phone)],
    ['Email Address', esc(f.email)],
    ['How Did You Hear About Us?', esc(f.heard)],
  ]);
  const edu = f.edu
    .map(
      (e, i) =>
        `<div class="blk"><div class="bh">Education ${i + 1}</div>${grid([
          ['School or University', esc(e.school), 'Degree', esc(e.degree)],
          ['Field of Study', esc(e.field), 'From – To (Actual or Expected)', esc(`${e.from} – ${e.to}`)],
        ])}</div>`,
    )
    .join('');
  const certRows = f.certs
    .map(
      (c) => `<tr><td>${esc(c[0])}</td><td>${esc(c[1])}</td><td>${esc(c[2])}</td><td>${esc(c[3])}</td></tr>`,
    )
    .join('');
  const qa = f.questions
    .map((q) => `<tr><td class="q">${esc(q[0])}</td><td class="a">${esc(q[1])}</td></tr>`)
    .join('');
  const p1 = `<div class="pb">${header(1)}
   <div class="ban" style="background:${h.color}"><span class="hn">${esc(h.name)}</span><span class="pt">Careers</span></div>
   <div class="sum"><div><span class="k">Job Requisition</span>${esc(f.req)} — ${esc(f.reqTitle)}</div>
    <div><span class="k">Submitted</span>${esc(fmt(f.submitted, 'us'))} ${esc(f.subTime)}</div>
    <div><span class="k">Candidate ID</span>${esc(f.candId)}</div>
    <div><span class="k">Status</span>${esc(f.status)}</div></div>
   <h2>Job Posting</h2>${grid([
     ['Department', esc(f.dept), 'Location', esc(f.site)],
     ['Time Type', esc(f.timeType), 'Shift', esc(f.shift)],
     ['Posting Date', esc(fmt(f.posted, 'us')), 'Apply By', esc(fmt(f.applyBy, 'us'))],
   ])}
   <h2>My Information</h2>${info}
   <h2>My Experience</h2>${p1Jobs.map((j, i) => expBlock(j, i)).join('')}
   ${p2Jobs.length ? '<div class="cont">Work experience continues on the next page</div>' : ''}
   ${footer(1)}</div>`;
  const p2 = `${header(2)}
   ${p2Jobs.map((j, i) => expBlock(j, i + f.split)).join('')}
   <h2>Education</h2>${edu}
   <h2>Certifications</h2><table class="ct"><tr><th>Certification</th><th>Number</th><th>Issued Date</th><th>Expiration Date</th></tr>${certRows}</table>
   <h2>Resume/CV</h2><div class="att">Attachment: ${esc(f.fileName)} &nbsp;<span class="sm">(uploaded ${esc(fmt(f.submitted, 'us'))})</span></div>
   <h2>Application Questions</h2><table class="qa">${qa}</table>
   <h2>Review and Submit</h2><div class="esig">I certify that the information in this application is true and complete. &nbsp; Electronic signature: <b>${esc(f.esig)}</b> &nbsp; Date: ${esc(fmt(f.submitted, 'us'))}</div>
   ${footer(2)}`;
  return page({
    title: 'Application print',
    margin: '0.35in 0.5in',
    font: f.font,
    body: p1 + p2,
    css: `
    body { font-size:9.8pt; }
    .bp, .bf { display:flex; justify-content:space-between; font-family:${FONTS.sans}; font-size:7.4pt; color:#333; }
    .bf { margin-top:10px; }
    .ban { color:#fff; padding:8px 12px; display:flex; justify-content:space-between; align-items:baseline; margin-top:6px; }
    .hn { font-size:14pt; font-weight:bold; } .pt { font-size:10pt; letter-spacing:2px; text-transform:uppercase; }
    .sum { display:grid; grid-template-columns:2.2fr 1fr 1fr 1fr; gap:8px; background:#f3f5f7; border:1px solid #d5d9de; padding:6px 10px; font-size:8.8pt; }
    .sum .k { display:block; font-size:7.2pt; text-transform:uppercase; color:#666; letter-spacing:.5px; }
    h2 { font-size:11.5pt; margin:13px 0 5px; border-bottom:1px solid #aaa; padding-bottom:2px; }
    .blk { margin-bottom:10px; }
    .bh { font-weight:bold; font-size:9.2pt; background:#eef1f4; padding:2px 6px; border:1px solid #d5d9de; border-bottom:none; }
    table.g { width:100%; table-layout:fixed; }
    table.g td { border:1px solid #d5d9de; padding:4.5px 7px; vertical-align:top; font-size:9.6pt; }
    table.g td.l { width:1.45in; color:#555; background:#fafbfc; font-size:8.3pt; }
    .cont { font-size:8pt; color:#666; font-style:italic; text-align:right; }
    table.ct, table.qa { width:100%; }
    table.ct th { text-align:left; background:#eef1f4; font-size:8.3pt; padding:3px 6px; border:1px solid #d5d9de; }
    table.ct td { border:1px solid #d5d9de; padding:3px 6px; font-size:9pt; }
    table.qa td { border-bottom:1px solid #e2e2e2; padding:3px 6px; vertical-align:top; font-size:9pt; }
    table.qa td.q { width:62%; color:#333; } table.qa td.a { font-weight:bold; }
    .att { font-size:9pt; } .sm { color:#666; font-size:8pt; }
    .esig { font-size:9pt; border:1px solid #d5d9de; padding:5px 8px; background:#fafbfc; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  let n = 0;
  const make = (p, role, jobs, o = {}) => {
    n++;
    const hosp = HOSPITALS[n % HOSPITALS.length];
    const submitted = addDays('2026-11-21', -rng.int(3, 20));
    const printed = addDays(submitted, rng.int(1, 3));
    const user = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}`;
    const rn = role === 'rn';
    const eduTo = o.eduTo || 2016;
    const usedTitles = new Set();
    for (const j of jobs) {
      if (usedTitles.has(j.title)) j.title = ALT_TITLES[role].find((t) => !usedTitles.has(t)) || j.title;
      usedTitles.add(j.title);
      if (!j.desc) j.desc = j.bullets.join('. ') + '.';
    }
    return {
      hosp,
      dept:
        o.dept ||
        (rn
          ? rng.pick(['Nursing — Telemetry 4 West', 'Nursing — Float Pool', 'Nursing — PCU 6 North'])
          : rng.pick(['Orthopedics 5 East', 'Skilled Nursing Unit'])),
      site: rng.pick(['Main Campus', 'North Campus', 'Downtown Pavilion']),
      timeType: rng.pick(['Full time (36 hrs/wk)', 'Part time (24 hrs/wk)', 'Full time (40 hrs/wk)']),
      shift: rng.pick(['Night (7p–7a)', 'Day (7a–7p)', 'Rotating']),
      posted: addDays(submitted, -rng.int(10, 40)),
      applyBy: addDays(submitted, rng.int(10, 30)),
      font: rng.pick([FONTS.sans, FONTS.roboto, FONTS.open, FONTS.lato]),
      printStamp: `${fmt(printed, 'us_short')}, ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      appId: `${rng.digits(7)}`,
      req: `R${rng.digits(6)}`,
      reqTitle: o.reqTitle || rng.pick(REQS[role]),
      submitted,
      subTime: `${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      candId: `C${rng.digits(8)}`,
      status: rng.pick(['Submitted — Under Review', 'Recruiter Screen', 'Submitted']),
      first: p.first,
      middle: o.noMiddle ? '' : p.middle,
      last: p.last,
      preferred: o.preferred || '',
      addr: `${rng.int(100, 9899)} ${rng.pick(['Larkspur Ave', 'Tamarack Dr', 'Old Quarry Rd', 'Meridian Ave'])}, ${rng.pick(['Apt 3B', 'Unit 12', ''])} ${rng.pick(['Columbus, OH 43215', 'Tulsa, OK 74103', 'Lansing, MI 48906', 'Raleigh, NC 27603'])}`.replace(
        ', ,',
        ',',
      ),
      phone: `(${rng.pick(['614', '918', '517', '919'])}) 555-01${rng.digits(2)}`,
      email: `${user}${rng.pick(['', rng.int(1, 99)])}@mailbox.example`,
      heard: rng.pick(['Job board', 'Employee referral', 'Staffing agency', 'Hospital website']),
      jobs,
      split: o.split ?? 2,
      edu: [
        rn
          ? {
              school: rng.pick([
                'Columbus State Community College',
                'Tulsa Community College',
                'Lansing Community College',
              ]),
              degree: rng.pick(['Associate of Applied Science', 'Bachelor of Science']),
              field: 'Nursing',
              from: String(eduTo - rng.pick([2, 4])),
              to: String(eduTo),
            }
          : {
              school: rng.pick(['Tri-County Career Center', 'Metro Technology Center']),
              degree: 'Certificate',
              field: 'Nurse Aide Training',
              from: String(eduTo),
              to: String(eduTo),
            },
      ],
      certs: rn
        ? [
            [
              'Registered Nurse (RN) License',
              `RN.${rng.digits(6)}`,
              fmt(`${eduTo}-0${rng.int(6, 9)}-1${rng.int(0, 9)}`, 'us'),
              fmt(`2028-0${rng.int(1, 9)}-30`, 'us'),
            ],
            [
              'BLS — American Heart Association',
              rng.digits(12),
              fmt(addDays('2025-08-01', rng.int(0, 300)), 'us'),
              '',
            ],
          ]
        : [
            [
              'State Tested Nurse Aide (STNA/CNA)',
              `${rng.digits(6)}`,
              fmt(`${eduTo}-0${rng.int(3, 9)}-1${rng.int(0, 9)}`, 'us'),
              fmt(`2027-0${rng.int(1, 9)}-28`, 'us'),
            ],
            [
              'BLS — American Red Cross',
              `${rng.alnum(6)}`,
              fmt(addDays('2025-05-01', rng.int(0, 300)), 'us'),
              '',
            ],
          ],
      fileName: `${stripAccents(p.last).replace(/[^A-Za-z]/g, '')}_${rn ? 'RN' : 'CNA'}_Resume_2026.pdf`,
      questions: [
        ['Are you legally authorized to work in the United States?', 'Yes'],
        ['Will you now or in the future require visa sponsorship?', 'No'],
        [`Have you previously been employed by ${hosp.name} or any of its affiliates?`, 'No'],
        [
          'What is the earliest date you are available to start?',
          fmt(addDays(submitted, rng.int(14, 35)), 'us'),
        ],
        ['Which shifts are you able to work?', rng.pick(['Nights; weekends', 'Days, evenings', 'Any shift'])],
        ...(o.extraQ || []),
      ],
      esig: nameAs(p, 'first_last'),
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const total = (jobs) => jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
  const out = [];

  // 1 — minimum experience met, three posts with one-month breaks
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 31 },
    { months: 22, gapBefore: 1 },
    { months: 18, gapBefore: 1 },
  ]);
  let f = make(p, 'rn', jobs, { eduTo: 2019 });
  out.push({
    key: 'three-posts-minimum-met',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    forbidden: ['insufficient experience'],
    data: {
      ...first(jobs),
      'contact.email': f.email,
      'contact.phone': f.phone,
      'person.name.status': 'match',
    },
    note: `about ${total(jobs)} months over three posts (the third on page 2) against 36 required; the submitted, printed and start-availability dates and the education and licence dates are not work`,
    rendering: 'text_pdf',
  });

  // 2 — keyword only inside a role description (and in the requisition title)
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 34, gapBefore: 2 }]);
  jobs[0].title = 'Staff Nurse, Progressive Care';
  jobs[0].desc =
    'Progressive care for 3–4 patients per shift: vasoactive drips, post-procedure recovery and discharge teaching; relief charge nurse.';
  jobs[1].title = 'Registered Nurse';
  jobs[1].desc =
    'Cared for 5–6 patients per shift on a 30-bed medical unit with remote telemetry monitoring; titrated drips per protocol; precepted new graduates.';
  f = make(p, 'rn', jobs, { eduTo: 2017, reqTitle: 'Registered Nurse — Telemetry, Nights' });
  out.push({
    key: 'keyword-in-role-description',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['telemetry'], max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword', 'employment gap'],
    data: { ...first(jobs), 'contact.email': f.email },
    note: `"telemetry" is only in the second post's Role Description (and in the hospital's requisition title, which is not the candidate's); a two-month break between ${jobs[1].end} and ${jobs[0].start} is within the three allowed`,
    rendering: 'scanned_pdf',
  });

  // 3 — a per-diem post running alongside the current one, preferred name
  p = k.person();
  while (!p.nick) p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 29 }, { months: 24, gapBefore: 1 }]);
  const prn = {
    employer: 'Prairie Winds Hospice',
    city: 'Omaha, NE',
    title: 'Hospice Aide (PRN)',
    start: addM(jobs[0].start, rng.int(5, 12)),
    end: null,
    desc: 'Per diem, two weekend shifts a month: personal care and comfort measures for hospice patients at home.',
    bullets: [],
  };
  if (jobs.some((j) => j.employer === prn.employer)) prn.employer = 'Willow Bend Hospice Care';
  jobs = [jobs[0], prn, jobs[1]];
  f = make(p, 'cna', jobs, { eduTo: 2020, preferred: p.nick });
  out.push({
    key: 'per-diem-alongside-current-post',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3, recent_within_months: 6 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates', 'employment gap', 'no recent experience'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: `two posts ticked "I currently work here": the full-time post from ${jobs[0].start} and a per-diem post from ${prn.start}; overlapping posts are not inconsistent dates. Preferred name ${p.nick}`,
    rendering: 'text_pdf',
  });

  // 4 — a long break across the page break
  p = k.person();
  const gap = rng.int(10, 16);
  jobs = buildJobs(rng, 'rn', [{ months: 15 }, { months: 20, gapBefore: 1 }, { months: 40, gapBefore: gap }]);
  f = make(p, 'rn', jobs, {
    eduTo: 2013,
    extraQ: [['If there are gaps in your employment history, you may explain them here (optional).', '']],
  });
  out.push({
    key: 'long-break-across-page-break',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: {
      ...first(jobs),
      'work_history.1.start_date': jobs[1].start,
      'work_history.2.end_date': jobs[2].end,
    },
    note: `Work Experience 2 (page 1) starts ${jobs[1].start}; Work Experience 3 (page 2) ends ${jobs[2].end}: about ${gap} months with nothing, over the six allowed; the optional gap question is left blank`,
    rendering: 'text_pdf',
  });

  // 5 — nothing in the last year
  p = k.person();
  const endYm = `2025-0${rng.int(2, 8)}`;
  jobs = buildJobs(rng, 'cna', [{ months: 26 }, { months: 30, gapBefore: 1 }], endYm);
  f = make(p, 'cna', jobs, {
    eduTo: 2018,
    extraQ: [
      [
        'If there are gaps in your employment history, you may explain them here (optional).',
        `Caring for a family member since ${fmt(endYm + '-01', 'mm_yyyy')}; ready to return to work.`,
      ],
    ],
  });
  out.push({
    key: 'nothing-in-the-last-year',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { ...first(jobs) },
    note: `no post is ticked current; the newest ended ${endYm}, over twelve months before 2026-11; the application's submitted and printed dates and its certification dates are not work`,
    rendering: 'scanned_pdf',
  });

  // 6 — a To typed before its From
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 24 }, { months: 28, gapBefore: 1 }, { months: 20, gapBefore: 1 }]);
  const bad = jobs[1];
  const badTo = addM(bad.start, -rng.int(5, 9));
  bad.toText = ym(badTo);
  f = make(p, 'rn', jobs, { eduTo: 2016 });
  out.push({
    key: 'to-before-from',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['inconsistent dates'],
    data: {
      ...first(jobs),
      'work_history.1.start_date': bad.start,
      'work_history.1.end_date': badTo,
    },
    note: `Work Experience 2 reads From ${ym(bad.start)} To ${ym(badTo)}: the end is before the start`,
    rendering: 'text_pdf',
  });
  return out;
}
