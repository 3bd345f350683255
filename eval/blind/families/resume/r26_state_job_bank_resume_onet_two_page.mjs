// A nurse's / aide's resume built with a state workforce agency's online job bank (the public labor exchange that
// unemployment claimants and job seekers use) and printed or saved from it, two pages. Each page carries the job
// bank's own strip (system name, "Job seeker resume", resume ID, created and last-updated dates, visibility) and a
// print footer (printed date and time, page n of 2, the print URL). Page 1: the name (as typed into the builder,
// sometimes in capitals or with a nickname), mailing address, phone and e-mail lines, an Objective, a "Skills
// Inventory" matrix in which the job seeker put a dot in one of four experience columns per skill (less than 1 year ·
// 1–2 years · 3–5 years · more than 5 years) with a "last used" year, and the start of "Work Experience": each job
// as the title with its date range at the right ("Mar 2021 to Current", "March 2021 to Present", "03/2021 to
// Current"), the employer and "City, ST", the occupation the job bank coded for it (O*NET code and title), the hours
// and a bulleted list of duties. Page 2: "Work Experience (continued)" with the older jobs, then an unrelated
// "Projects" section with its own date ranges (unit quality projects, a capstone, volunteer outreach), "Education
// and Training", "Licenses and Certifications" with their own expiry dates, and references. The work history is the
// Work Experience entries only: project dates, skill years, created / updated / printed dates and licence dates are
// not jobs. Variants: three jobs meeting a four-year minimum with dated projects; a required keyword only in the
// skills matrix; a three-month break across the page break within a six-month allowance (nickname header); a
// fifteen-month break between jobs filled only by dated projects and volunteering; a job whose end is before its
// start; a last job that ended in 2024 while the projects and licences are dated 2026.
import { monthsBetween } from '../../lib/resume.mjs';
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r26_state_job_bank_resume_onet_two_page',
  split: 'tuning',
  multipage: true,
  renderings: { text_pdf: 50, scanned_pdf: 50 },
  description:
    'Two-page resume built with a state workforce agency\u2019s online job bank and printed from it: job-bank strip on each page (system, resume ID, created / last updated dates, visibility) and print footer (printed date, page n of 2, URL); p1 name, address, phone, e-mail, Objective, Skills Inventory matrix with a dot in one of four experience columns (<1 / 1\u20132 / 3\u20135 / 5+ years) and a last-used year, Work Experience with title and "Mon YYYY to Mon YYYY" / "Month YYYY to Present" / "MM/YYYY to Current" at the right, employer and City, ST, the job bank\u2019s O*NET occupation code, hours and bulleted duties; p2 older jobs, an unrelated dated Projects section (QI projects, capstone, volunteer outreach), Education and Training, Licenses and Certifications with expiry dates, references; three jobs meeting a minimum, keyword only in the skills matrix, three-month break across the page break within an allowance (nickname), fifteen-month break filled only by projects, an end before its start, last job ended 2024 with 2026 projects',
};

const BANKS = [
  {
    sys: 'WorkForward',
    state: 'Tennessee',
    agency: 'Tennessee State Office of Workforce Services',
    host: 'jobs.workforward-tn.example',
    color: '#7a1f2b',
  },
  {
    sys: 'JobLink Connect',
    state: 'Kansas',
    agency: 'Kansas Bureau of Employment and Training',
    host: 'joblinkconnect.ks.example',
    color: '#1f4e79',
  },
  {
    sys: 'CareerBridge',
    state: 'Nevada',
    agency: 'Nevada Office of Employment and Career Services',
    host: 'careerbridge.nv.example',
    color: '#2d5f2e',
  },
  {
    sys: 'SoonerPath Jobs',
    state: 'Oklahoma',
    agency: 'Oklahoma Office of Workforce Connections',
    host: 'soonerpath.ok.example',
    color: '#8a4b08',
  },
  {
    sys: 'OpportunityWorks',
    state: 'Georgia',
    agency: 'Georgia Workforce Opportunity Office',
    host: 'opportunityworks.ga.example',
    color: '#5b3a82',
  },
];

const ONET = {
  rn: '29-1141.00 Registered Nurses',
  lpn: '29-2061.00 Licensed Practical and Licensed Vocational Nurses',
  cna: '31-1131.00 Nursing Assistants',
  hha: '31-1121.00 Home Health Aides',
  pct: '29-2099.00 Health Technologists and Technicians, All Other',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formats a YYYY-MM (null = current) the way this job bank prints a range end. */
function ymText(v, ds, current) {
  if (!v) return current;
  const [y, m] = v.split('-').map(Number);
  if (ds === 'month') return `${MONTHS[m - 1]} ${y}`;
  if (ds === 'slash') return `${String(m).padStart(2, '0')}/${y}`;
  return `${MON[m - 1]} ${y}`;
}
const range = (a, b, ds, current) => `${ymText(a, ds, current)} to ${ymText(b, ds, current)}`;

const COLS = ['Less than 1 year', '1\u20132 years', '3\u20135 years', 'More than 5 years'];

function jobHtml(j, f) {
  return `<div class="job">
    <div class="jt"><span class="tt">${esc(j.title)}</span><span class="dr">${esc(j.rangeText || range(j.start, j.end, f.ds, f.current))}</span></div>
    <div class="em">${esc(j.employer)} \u00b7 ${esc(j.city)}</div>
    <div class="oc">Occupation: ${esc(j.onet)} \u00b7 ${esc(j.hours)}</div>
    <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>
  </div>`;
}

function render(f) {
  const B = f.bank;
  const strip = (n) => `<div class="strip" style="border-color:${B.color}">
      <div class="sys" style="color:${B.color}">${esc(B.sys)} <span class="st">${esc(B.state)}</span></div>
      <div class="sm">Job seeker resume \u00b7 Resume ID ${esc(f.resumeId)} \u00b7 Created ${esc(f.created)} \u00b7 Last updated ${esc(f.updated)} \u00b7 Visibility: ${esc(f.visibility)}${n === 2 ? ` \u00b7 <b>${esc(f.nameHeader)}</b>` : ''}</div>
    </div>`;
  const foot = (
    n,
  ) => `<div class="foot"><span>Printed ${esc(f.printed)}</span><span>${esc(B.sys)} is a service of the ${esc(B.agency)}. Equal opportunity program.</span><span>Page ${n} of 2</span></div>
    <div class="url">https://${esc(B.host)}/jobseeker/resume/${esc(f.resumeId)}/print?fmt=standard</div>`;
  const matrix = `<table class="mx">
    <tr><th class="sk">Skill</th>${COLS.map((c) => `<th>${esc(c)}</th>`).join('')}<th>Last used</th></tr>
    ${f.skills
      .map(
        ([s, col, last]) =>
          `<tr><td class="sk">${esc(s)}</td>${COLS.map((_, i) => `<td class="c">${i === col ? '<span class="dot">\u25cf</span>' : '<span class="o">\u25cb</span>'}</td>`).join('')}<td class="c">${esc(last)}</td></tr>`,
      )
      .join('')}
  </table>`;
  const p1Jobs = f.jobs
    .slice(0, f.onP1)
    .map((j) => jobHtml(j, f))
    .join('');
  const p2Jobs = f.jobs
    .slice(f.onP1)
    .map((j) => jobHtml(j, f))
    .join('');
  const body = `
  <div class="pg">
    ${strip(1)}
    <div class="nm">${esc(f.nameHeader)}</div>
    <div class="ct">${esc(f.address)}<br>
      ${f.phone ? `Phone: ${esc(f.phone)} (${esc(f.phoneKind)})` : ''}${f.phone && f.email ? ' &nbsp;\u00b7&nbsp; ' : ''}${f.email ? `E-mail: ${esc(f.email)}` : ''}
      ${f.contactPref ? `<br>Preferred contact: ${esc(f.contactPref)}` : ''}</div>
    <h2 style="color:${B.color}">Objective</h2>
    <p class="ob">${esc(f.objective)}</p>
    <h2 style="color:${B.color}">Skills Inventory</h2>
    <div class="hint">Years of experience as entered by the job seeker (one dot per skill).</div>
    ${matrix}
    <h2 style="color:${B.color}">Work Experience</h2>
    ${p1Jobs}
    <div class="sp"></div>
    ${foot(1)}
  </div>
  <div class="pg">
    ${strip(2)}
    ${p2Jobs ? `<h2 style="color:${B.color}">Work Experience (continued)</h2>${p2Jobs}` : ''}
    <h2 style="color:${B.color}">Projects</h2>
    ${f.projects
      .map(
        (pr) =>
          `<div class="pr"><div class="jt"><span class="tt">${esc(pr.title)}</span><span class="dr">${esc(pr.when)}</span></div><div class="em">${esc(pr.where)}</div><div class="pd">${esc(pr.text)}</div></div>`,
      )
      .join('')}
    <h2 style="color:${B.color}">Education and Training</h2>
    ${f.education.map(([cred, inst, yr]) => `<div class="ed"><b>${esc(cred)}</b> \u2014 ${esc(inst)}<span class="dr">${esc(yr)}</span></div>`).join('')}
    <h2 style="color:${B.color}">Licenses and Certifications</h2>
    <table class="lc"><tr><th>License / certificate</th><th>Issued by</th><th>Number</th><th>Expires</th></tr>
    ${f.licenses.map((l) => `<tr>${l.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table>
    <h2 style="color:${B.color}">References</h2>
    <p class="ob">Available upon request.</p>
    <div class="sp"></div>
    ${foot(2)}
  </div>`;
  const css = `
  body { font-size:9.6pt; }
  .pg { height:10.05in; display:flex; flex-direction:column; break-after:page; }
  .pg:last-child { break-after:auto; }
  .strip { border-bottom:2px solid; padding-bottom:3px; margin-bottom:8px; display:flex; justify-content:space-between; align-items:baseline; gap:10px; }
  .sys { font-weight:bold; font-size:11.5pt; white-space:nowrap; } .st { font-weight:normal; font-size:8.5pt; color:#444; }
  .sm { font-size:7.3pt; color:#444; text-align:right; }
  .nm { font-size:17pt; font-weight:bold; margin-top:2px; }
  .ct { font-size:9pt; margin:2px 0 4px; line-height:1.35; }
  h2 { font-size:10.5pt; margin:9px 0 3px; border-bottom:0.8px solid #aaa; padding-bottom:1px; text-transform:uppercase; letter-spacing:.4px; }
  .ob { margin:2px 0; }
  .hint { font-size:7.4pt; color:#555; margin-bottom:2px; }
  .mx { width:100%; font-size:8.4pt; }
  .mx th { background:#eee; border:0.7px solid #999; padding:2px 4px; font-size:7.4pt; font-weight:bold; }
  .mx td { border:0.7px solid #bbb; padding:1.5px 4px; }
  .mx .sk { text-align:left; width:36%; } .mx .c { text-align:center; }
  .dot { font-size:10pt; } .o { color:#aaa; font-size:8pt; }
  .job, .pr { margin:6px 0 2px; }
  .jt { display:flex; justify-content:space-between; align-items:baseline; }
  .tt { font-weight:bold; font-size:10pt; } .dr { font-size:9.2pt; white-space:nowrap; margin-left:auto; padding-left:12px; }
  .em { font-style:italic; }
  .oc { font-size:7.8pt; color:#555; }
  ul { margin:2px 0 0 0; padding-left:16px; } li { margin:0.5px 0; }
  .pd { font-size:8.8pt; }
  .ed { margin:3px 0; display:flex; gap:4px; }
  .lc { width:100%; font-size:8.4pt; margin-top:2px; }
  .lc th { text-align:left; border-bottom:0.8px solid #777; font-size:7.6pt; padding:2px 4px; }
  .lc td { border-bottom:0.5px solid #ccc; padding:2px 4px; }
  .sp { flex:1; }
  .foot { display:flex; justify-content:space-between; gap:12px; font-size:7pt; color:#555; border-top:0.7px solid #aaa; padding-top:2px; }
  .url { font-size:6.8pt; color:#777; }`;
  return page({
    title: `${f.nameHeader} - Resume`,
    size: 'letter',
    margin: '0.45in 0.55in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const job = (title, employer, city, onet, hours, start, end, bullets, rangeText) => ({
    title,
    employer,
    city,
    onet,
    hours,
    start,
    end,
    bullets,
    rangeText,
  });
  const make = (p, o) => {
    const bank = BANKS.find((b) => b.state === o.state);
    const user = stripAccents(`${p.first}${rng.pick(['.', '_', ''])}${p.last}`)
      .toLowerCase()
      .replace(/[^a-z._]/g, '');
    const created = addDays('2023-01-10', rng.int(0, 500));
    const updated = addDays('2026-09-01', rng.int(0, 60));
    const printedDay = addDays('2026-11-05', rng.int(0, 12));
    const hh = rng.int(8, 17);
    return {
      bank,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.dejavu]),
      ds: o.ds,
      current: o.current || 'Current',
      nameHeader: o.nameHeader || nameAs(p, rng.pick(['full', 'first_mi_last', 'FIRST_MI_LAST'])),
      address: `${rng.int(100, 9899)} ${rng.pick(['Hickory Bend Rd', 'Wren Hollow Ct', 'Prairie Gate Dr', 'Old Mill Pike', 'Juniper Ridge Ln'])}, ${o.home}`,
      phone: `(${o.area}) 555-0${rng.digits(3)}`,
      phoneKind: rng.pick(['cell', 'mobile', 'home']),
      email: `${user}${rng.pick(['', rng.digits(2), '.rn', '.nurse'])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`,
      contactPref: rng.chance(0.5) ? rng.pick(['Text message', 'E-mail', 'Phone, after 3 PM']) : '',
      objective: o.objective,
      skills: o.skills,
      jobs: o.jobs,
      onP1: o.onP1,
      projects: o.projects,
      education: o.education,
      licenses: o.licenses,
      resumeId: `R-${rng.digits(7)}`,
      created: fmt(created, 'us'),
      updated: fmt(updated, 'us'),
      visibility: rng.pick([
        'Employers can view',
        'Searchable by employers',
        'Private \u2014 shared by link',
      ]),
      printed: `${fmt(printedDay, 'us')} ${hh > 12 ? hh - 12 : hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`,
    };
  };
  const contact = (f) => ({ 'contact.email': f.email, 'contact.phone': f.phone });
  const wh = (jobs, idx = null) => {
    const outD = {};
    (idx || jobs.map((_, i) => i)).forEach((i) => {
      outD[`work_history.${i}.start_date`] = jobs[i].start;
      outD[`work_history.${i}.end_date`] = jobs[i].end;
    });
    return outD;
  };

  // 1 — three jobs meeting a four-year minimum; dated projects are not jobs.
  {
    const p = k.person();
    const jobs = [
      job(
        'Registered Nurse \u2013 Telemetry',
        'Covenant Hills Medical Center',
        'Knoxville, TN',
        ONET.rn,
        'Full-time, 36 hrs/week (nights)',
        '2022-05',
        null,
        [
          'Care for 4\u20135 cardiac patients per shift on a 30-bed telemetry unit',
          'Interpret rhythm strips and titrate heparin and amiodarone drips per protocol',
          'Relief charge nurse two shifts a month; precept new graduate RNs',
        ],
      ),
      job(
        'Registered Nurse \u2013 Medical/Surgical',
        'Brookhaven Memorial Hospital',
        'Chattanooga, TN',
        ONET.rn,
        'Full-time, 36 hrs/week',
        '2019-08',
        '2022-04',
        [
          'Adult med/surg care for 5\u20136 patients; post-operative orthopedic and GI surgery',
          'Discharge teaching with case management; wound VAC and PCA pump management',
        ],
      ),
      job(
        'Certified Nursing Assistant',
        'Sunridge Skilled Nursing & Rehab',
        'Cleveland, TN',
        ONET.cna,
        'Part-time, 24 hrs/week (while in nursing school)',
        '2016-09',
        '2019-07',
        [
          'ADLs, transfers and feeding for 12 rehab residents',
          'Vital signs, intake and output and skin checks charted in PointClickCare',
        ],
      ),
    ];
    const f = make(p, {
      ds: 'mon',
      state: 'Tennessee',
      home: 'Knoxville, TN 37916',
      area: 865,
      objective:
        'Telemetry RN with seven years of acute-care nursing seeking a full-time or contract telemetry / PCU position in East Tennessee.',
      skills: [
        ['Cardiac rhythm interpretation', 3, '2026'],
        ['IV therapy and drip titration', 3, '2026'],
        ['Epic electronic health record', 3, '2026'],
        ['Patient and family education', 3, '2026'],
        ['Charge nurse / shift leadership', 1, '2026'],
        ['Wound care', 2, '2022'],
      ],
      jobs,
      onP1: 2,
      projects: [
        {
          title: 'Falls-reduction quality improvement project (unit practice council)',
          when: 'Jan 2024 to Jun 2024',
          where: 'Covenant Hills Medical Center, 5 West Telemetry',
          text: 'Hourly-rounding audit and bed-alarm huddles; unit falls fell from 3.1 to 1.4 per 1,000 patient days.',
        },
        {
          title: 'Capstone: sepsis screening hand-off tool',
          when: 'Jan 2019 to May 2019',
          where: 'East Ridge College of Nursing',
          text: 'Designed and piloted an SBAR sepsis screening card with the med/surg educator.',
        },
      ],
      education: [
        ['Bachelor of Science in Nursing (BSN)', 'East Ridge College of Nursing, Chattanooga, TN', '2019'],
        ['Nurse Aide Training Program', 'Cleveland State Technical Institute, Cleveland, TN', '2016'],
      ],
      licenses: [
        ['Registered Nurse (multistate)', 'Tennessee Board of Nursing', `RN${rng.digits(6)}`, '04/30/2028'],
        ['Basic Life Support (BLS)', 'American Heart Association', `eCard ${rng.alnum(12)}`, '02/2027'],
        ['ACLS Provider', 'American Heart Association', `eCard ${rng.alnum(12)}`, '02/2027'],
      ],
    });
    out.push({
      key: 'three-jobs-meet-minimum-projects-not-jobs',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 48 },
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['insufficient experience', 'no work history', 'inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: `Work Experience: telemetry RN since 2022-05 (Current), med/surg RN 2019-08 to 2022-04, CNA 2016-09 to 2019-07 (on page 2); about ${months(jobs[0]) + months(jobs[1]) + months(jobs[2])} months, over 48; the Projects section's date ranges, the skill years, the created / updated / printed dates and the licence expiries are not jobs`,
    });
  }

  // 2 — the required keyword only in the skills matrix; the current job meets recent_within_months.
  {
    const p = k.person();
    const jobs = [
      job(
        'Staff Nurse, Progressive Care Unit',
        'Mount Calder Regional Hospital',
        'Wichita, KS',
        ONET.rn,
        'Full-time, 3 \u00d7 12-hour shifts',
        '2021-03',
        null,
        [
          'Step-down care for 3\u20134 patients after cardiac catheterisation, CABG and PCI',
          'Monitor arterial sheaths and vasoactive infusions; rapid response team member',
          'Super-user for the unit\u2019s smart-pump rollout',
        ],
      ),
      job(
        'Registered Nurse',
        'Prairie Winds Hospice',
        'Hutchinson, KS',
        ONET.rn,
        'Full-time, 40 hrs/week',
        '2018-06',
        '2021-02',
        [
          'Inpatient hospice unit: symptom management and comfort care for 6 patients',
          'Family meetings with the interdisciplinary team; death pronouncement per policy',
        ],
      ),
    ];
    const f = make(p, {
      ds: 'month',
      current: 'Present',
      state: 'Kansas',
      home: 'Wichita, KS 67203',
      area: 316,
      objective:
        'Progressive care RN looking for a day-shift staff position on a cardiac or step-down unit in the Wichita area.',
      skills: [
        ['Telemetry / cardiac monitoring', 3, '2026'],
        ['Post-PCI sheath care', 3, '2026'],
        ['Vasoactive infusions', 2, '2026'],
        ['Hospice and palliative care', 2, '2021'],
        ['Cerner PowerChart', 3, '2026'],
        ['Spanish (conversational)', 0, '2025'],
      ],
      jobs,
      onP1: 2,
      projects: [
        {
          title: 'Heart-failure discharge teaching booklet',
          when: 'August 2023 to November 2023',
          where: 'Mount Calder Regional Hospital, PCU shared governance',
          text: 'Wrote a plain-language daily-weights and low-sodium booklet now given to every HF patient.',
        },
        {
          title: 'Volunteer: county health fair blood-pressure screening',
          when: 'April 2022 to April 2022',
          where: 'Sedgwick County Fairgrounds',
          text: 'Screened about 140 adults and referred 11 to follow-up.',
        },
      ],
      education: [
        ['Associate of Applied Science in Nursing', 'Flint Hills Community College, Emporia, KS', '2018'],
      ],
      licenses: [
        [
          'Registered Nurse',
          'Kansas State Board of Nursing',
          `13-${rng.digits(6)}-${rng.digits(3)}`,
          '08/31/2027',
        ],
        ['Basic Life Support (BLS)', 'American Red Cross', `${rng.alnum(6)}-${rng.digits(4)}`, '06/2027'],
        [
          'Progressive Care Certified Nurse (PCCN)',
          'AACN Certification Corporation',
          rng.digits(8),
          '12/31/2028',
        ],
      ],
    });
    out.push({
      key: 'keyword-only-in-skills-matrix',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['telemetry'], recent_within_months: 6 },
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: '"Telemetry" appears only in the Skills Inventory matrix ("Telemetry / cardiac monitoring"), not in the job titles or duties, and it is part of the resume; the current PCU job (since 2021-03, "Present") meets recent_within_months 6; the projects\u2019 dates (one a single-day volunteer event) are not jobs',
    });
  }

  // 3 — a three-month break across the page break, within a six-month allowance; nickname header.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const jobs = [
      job(
        'Licensed Practical Nurse',
        'Ridgeview Assisted Living',
        'Las Vegas, NV',
        ONET.lpn,
        'Full-time, 40 hrs/week',
        '2024-04',
        null,
        [
          'Medication pass and treatments for 32 assisted-living and memory-care residents',
          'Monthly weights, glucose checks and insulin administration',
          'Supervise and schedule four caregivers on the day shift',
        ],
      ),
      job(
        'LPN, Long-Term Care',
        'Harborpoint Senior Care',
        'Henderson, NV',
        ONET.lpn,
        'Full-time, 40 hrs/week',
        '2021-10',
        '2024-01',
        [
          'Treatment nurse for 26 long-term residents; wound measurements and dressing changes',
          'Admission and quarterly MDS data entry assistance for the RN coordinator',
        ],
      ),
      job(
        'Home Health Aide',
        'Lakeland Home Health Services',
        'Henderson, NV',
        ONET.hha,
        'Part-time, 20\u201330 hrs/week',
        '2019-02',
        '2021-09',
        ['Personal care, meal preparation and medication reminders for home-bound clients'],
      ),
    ];
    const f = make(p, {
      ds: 'slash',
      nameHeader: nameAs(p, 'nick_last'),
      state: 'Nevada',
      home: 'Las Vegas, NV 89117',
      area: 702,
      objective:
        'LPN with long-term care and assisted-living experience seeking a day-shift charge or treatment nurse role.',
      skills: [
        ['Medication administration', 3, '2026'],
        ['Wound care and measurement', 2, '2024'],
        ['Diabetes management / insulin', 3, '2026'],
        ['Dementia and memory care', 3, '2026'],
        ['PointClickCare', 2, '2026'],
        ['Supervising caregivers', 1, '2026'],
      ],
      jobs,
      onP1: 1,
      projects: [
        {
          title: 'Memory-care activity calendar redesign',
          when: '09/2025 to 12/2025',
          where: 'Ridgeview Assisted Living',
          text: 'Worked with the activities director on a sensory-based afternoon programme for sundowning residents.',
        },
      ],
      education: [
        ['Practical Nursing Certificate', 'Silver Sage Technical College, Henderson, NV', '2021'],
        ['High School Diploma', 'Durango High School, Las Vegas, NV', '2016'],
      ],
      licenses: [
        ['Licensed Practical Nurse', 'Nevada State Board of Nursing', `LPN${rng.digits(5)}`, '11/30/2027'],
        ['CPR / AED / First Aid', 'American Heart Association', `eCard ${rng.alnum(12)}`, '05/2028'],
      ],
    });
    out.push({
      key: 'three-month-break-across-page-break-nickname',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['employment gap', 'name mismatch', 'inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: `the header name "${f.nameHeader}" uses the nickname of ${p.first}; page 1 holds the current LPN job (04/2024 to Current), page 2 the jobs 10/2021 to 01/2024 and 02/2019 to 09/2021; the longest break is 2024-01 to 2024-04 (about 3 months) across the page break, within max_gap_months 6`,
    });
  }

  // 4 — a fifteen-month break between jobs that only dated projects and volunteering fill.
  {
    const p = k.person();
    const jobs = [
      job(
        'Registered Nurse \u2013 Emergency Department',
        'Northstar Regional Medical Center',
        'Savannah, GA',
        ONET.rn,
        'Full-time, 36 hrs/week',
        '2023-09',
        null,
        [
          'Triage and care for adult and pediatric patients in a 42-bed Level II trauma ED',
          'Sepsis bundle and stroke alert first responder; trauma bay nurse two shifts a month',
        ],
      ),
      job(
        'Registered Nurse \u2013 Medical ICU',
        'Harborside General Hospital',
        'Brunswick, GA',
        ONET.rn,
        'Full-time, 36 hrs/week',
        '2019-03',
        '2022-06',
        [
          'Care for 1\u20132 critically ill patients: ventilators, CRRT and vasopressors',
          'Member of the unit\u2019s early-mobility team',
        ],
      ),
    ];
    const f = make(p, {
      ds: 'mon',
      state: 'Georgia',
      home: 'Savannah, GA 31405',
      area: 912,
      objective:
        'Emergency and critical-care RN seeking a full-time ED position; flexible with nights and weekends.',
      skills: [
        ['Emergency triage (ESI)', 2, '2026'],
        ['Ventilator management', 2, '2022'],
        ['Trauma nursing', 2, '2026'],
        ['Sepsis and stroke protocols', 3, '2026'],
        ['Epic ASAP', 2, '2026'],
      ],
      jobs,
      onP1: 1,
      projects: [
        {
          title: 'Volunteer: community vaccination outreach (mobile clinic)',
          when: 'Aug 2022 to Mar 2023',
          where: 'Coastal Empire Free Clinic network',
          text: 'Unpaid volunteer RN at Saturday pop-up clinics: screening, immunisation records and education.',
        },
        {
          title: 'RN-to-BSN capstone: ED boarding and patient experience',
          when: 'Jan 2023 to Jun 2023',
          where: 'Live Oak University (online)',
          text: 'Literature review and a proposed boarding-rounds checklist.',
        },
      ],
      education: [
        ['Bachelor of Science in Nursing (RN-to-BSN)', 'Live Oak University (online)', '2023'],
        ['Associate Degree in Nursing', 'Marsh Harbor Technical College, Brunswick, GA', '2018'],
      ],
      licenses: [
        ['Registered Nurse (multistate)', 'Georgia Board of Nursing', `RN${rng.digits(6)}`, '01/31/2028'],
        ['Trauma Nursing Core Course (TNCC)', 'Emergency Nurses Association', rng.digits(7), '10/2029'],
        ['Basic Life Support (BLS)', 'American Heart Association', `eCard ${rng.alnum(12)}`, '09/2027'],
      ],
    });
    out.push({
      key: 'fifteen-month-break-filled-only-by-projects',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['employment gap'],
      forbidden: ['no work history', 'inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: 'Work Experience: ED RN since 2023-09 (page 1) and MICU RN 2019-03 to 2022-06 (page 2): about 15 months without a job (2022-06 to 2023-09), over max_gap_months 6; the Projects section\u2019s unpaid volunteer outreach (Aug 2022 to Mar 2023) and the online capstone (Jan 2023 to Jun 2023) fall in the break but are not employment',
    });
  }

  // 5 — a job whose end is before its start.
  {
    const p = k.person();
    const jobs = [
      job(
        'Patient Care Technician',
        'Bellmont Surgical Hospital',
        'Tulsa, OK',
        ONET.pct,
        'Full-time, 40 hrs/week',
        '2022-03',
        null,
        [
          'Vital signs, EKGs, phlebotomy and post-op ambulation on a 24-bed surgical unit',
          'Bladder scans, I&O and glucose checks reported to the RN',
        ],
      ),
      job(
        'Certified Nursing Assistant',
        'Cedarbrook Care Center',
        'Broken Arrow, OK',
        ONET.cna,
        'Full-time, 40 hrs/week',
        '2021-06',
        '2019-02',
        [
          'ADLs and restorative ambulation for 14 long-term residents',
          'Trained new aides on the Hoyer lift and safe transfers',
        ],
      ),
      job(
        'Dietary Aide',
        'Cedarbrook Care Center',
        'Broken Arrow, OK',
        '35-2021.00 Food Preparation Workers',
        'Part-time, 20 hrs/week',
        '2017-08',
        '2019-01',
        ['Tray line and texture-modified diets for 90 residents'],
      ),
    ];
    const f = make(p, {
      ds: 'mon',
      state: 'Oklahoma',
      home: 'Tulsa, OK 74105',
      area: 918,
      objective:
        'Patient care technician finishing LPN prerequisites, looking for a PCT or CNA position with tuition support.',
      skills: [
        ['Phlebotomy', 2, '2026'],
        ['12-lead EKG', 2, '2026'],
        ['Safe patient handling', 3, '2026'],
        ['Meditech', 2, '2026'],
        ['Restorative nursing', 2, '2021'],
      ],
      jobs,
      onP1: 2,
      projects: [
        {
          title: 'Hospital-acquired pressure injury prevention team',
          when: 'Oct 2024 to Mar 2025',
          where: 'Bellmont Surgical Hospital',
          text: 'PCT representative; weekly skin-check audits on 3 North.',
        },
      ],
      education: [
        ['Certified Nursing Assistant program', 'Green Country Career Tech, Broken Arrow, OK', '2019'],
        ['Prerequisites toward Practical Nursing', 'Tulsa Metro Community College', '2025\u2013present'],
      ],
      licenses: [
        [
          'Certified Nursing Assistant (Long-Term Care)',
          'Oklahoma Nurse Aide Registry',
          rng.digits(7),
          '03/31/2027',
        ],
        ['Certified Phlebotomy Technician', 'National Healthcareer Association', rng.digits(8), '07/2027'],
        ['Basic Life Support (BLS)', 'American Heart Association', `eCard ${rng.alnum(12)}`, '01/2028'],
      ],
    });
    out.push({
      key: 'cna-job-end-before-start',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['inconsistent dates'],
      forbidden: ['no work history'],
      data: { ...wh(jobs, [0, 1]), ...contact(f), 'person.name.status': 'match' },
      note: 'the CNA job at Cedarbrook Care Center reads "Jun 2021 to Feb 2019": its end is before its start (most likely Feb 2019 to Jun 2021 typed backwards, which would fit between the dietary aide job and the PCT job); the other ranges are consistent',
    });
  }

  // 6 — last job ended in 2024; the projects and licences are dated 2026.
  {
    const p = k.person();
    const jobs = [
      job(
        'Home Health RN Case Manager',
        'Lakeland Home Health Services',
        'Athens, GA',
        ONET.rn,
        'Full-time, salaried',
        '2019-08',
        '2024-06',
        [
          'Case-managed 28\u201332 home health patients; OASIS start-of-care and recertification visits',
          'Taught wound, ostomy and diabetes self-care to patients and caregivers',
        ],
      ),
      job(
        'Registered Nurse \u2013 Oncology',
        'Mount Calder Regional Hospital',
        'Macon, GA',
        ONET.rn,
        'Full-time, 36 hrs/week',
        '2015-05',
        '2019-07',
        [
          'Chemotherapy and biotherapy administration for 4\u20135 inpatients',
          'Neutropenic precautions and central line care',
        ],
      ),
    ];
    const f = make(p, {
      ds: 'month',
      current: 'Present',
      state: 'Georgia',
      home: 'Athens, GA 30605',
      area: 706,
      objective:
        'Experienced home health and oncology RN returning to practice after caring for a family member (2024\u20132026); completed an RN refresher course this year.',
      skills: [
        ['OASIS documentation', 3, '2024'],
        ['Case management', 3, '2024'],
        ['Chemotherapy administration', 2, '2019'],
        ['Central line care', 3, '2024'],
        ['Patient teaching', 3, '2026'],
      ],
      jobs,
      onP1: 1,
      projects: [
        {
          title: 'RN Refresher course \u2013 clinical practicum project',
          when: 'March 2026 to June 2026',
          where: 'Piedmont Valley Technical College',
          text: 'Supervised 80-hour practicum on a med/surg unit; project on fall-risk reassessment after transfers.',
        },
        {
          title: 'Caregiver support group facilitator (volunteer)',
          when: 'September 2025 to Present',
          where: 'Oconee County Council on Aging',
          text: 'Monthly evening group for family caregivers of people with dementia.',
        },
      ],
      education: [
        ['RN Refresher Course (certificate)', 'Piedmont Valley Technical College, Athens, GA', '2026'],
        ['Bachelor of Science in Nursing', 'Ocmulgee State University, Macon, GA', '2015'],
      ],
      licenses: [
        ['Registered Nurse', 'Georgia Board of Nursing', `RN${rng.digits(6)}`, '01/31/2028'],
        ['Basic Life Support (BLS)', 'American Heart Association', `eCard ${rng.alnum(12)}`, '10/2028'],
      ],
    });
    out.push({
      key: 'last-job-ended-2024-projects-2026',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['no recent experience'],
      forbidden: ['no work history', 'inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: 'the last job (home health RN case manager) ended June 2024, about 29 months before valid_on, outside recent_within_months 12; the 2026 refresher practicum and the volunteer group ("September 2025 to Present") are in Projects, not Work Experience; the 2026 skills\u2019 last-used year, licence dates and the updated / printed dates are not work',
    });
  }
  return out;
}
