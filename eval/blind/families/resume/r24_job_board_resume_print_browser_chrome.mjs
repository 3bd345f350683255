// A candidate's resume as a job board shows it to an employer, printed from the browser by a staffing recruiter and
// uploaded (saved to PDF, or printed and scanned or faxed into the candidate file). The browser's print chrome runs
// along the edges (print date and time and the page title at the top, the long candidate URL and "1/1" at the
// bottom). Under it the board's employer console: the board's bar with its navigation and the staffing company's
// account, a breadcrumb naming the requisition, and a candidate strip (applied-on date, status, source, the Message /
// Schedule / Reject buttons). The main column is the resume in the board's fixed template: name, headline, location,
// the contact line (or, on a free account, "Contact details hidden — upgrade to view"), Summary, Work Experience with
// each job as a bold title, "Employer - City, ST" and a date line in the board's words ("March 2021 to Present",
// "Mar 2021 - Present", "03/2021 to Present"), a short description, then Education with year ranges, Skills with the
// candidate's own "(N years)" per skill, Certifications and Licenses with their own dates, and Assessments with the
// dates they were taken. A right rail holds the screener questions the candidate answered ("How many years of … do you
// have?") and a recruiter's timestamped note. The work history is the Work Experience entries; the skill years, the
// screener answers, the applied-on date, the assessment dates, the recruiter note and the print date are not. Variants:
// a staff job and a concurrent per-diem job meeting a three-year minimum; the required keyword only inside a job's
// description; a short break between jobs within the client's allowance; a new aide whose ten months fall short of a
// two-year minimum although the skills and screener claim three years; contact details hidden by the board; and a
// last job that ended two years ago.
import { monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r24_job_board_resume_print_browser_chrome',
  split: 'tuning',
  renderings: { text_pdf: 50, scanned_pdf: 30, fax: 10, scan_image: 10 },
  description:
    'Job-board candidate resume printed from the employer console by a staffing recruiter (browser print chrome with print date, page title, candidate URL and 1/1): board bar and navigation, requisition breadcrumb, candidate strip (applied-on date, status, source, Message / Schedule / Reject buttons); resume in the board template (name, headline, location, contact line or "Contact details hidden — upgrade to view", Summary, Work Experience with "March 2021 to Present" / "Mar 2021 - Present" / "03/2021 to Present" date lines, Education with year ranges, Skills with self-reported "(N years)", Certifications and Licenses with their own dates, Assessments with dates); right rail of screener answers and a timestamped recruiter note; staff plus concurrent per-diem job meeting a minimum, keyword only in a description, short break within the allowance, ten months against a two-year minimum while skills and screener claim three years, contact hidden by the board, last job ended two years ago',
};

const BOARDS = [
  { name: 'HireLine', tag: 'for Employers', color: '#2557a7', host: 'employers.hireline.example' },
  { name: 'CareerHarbor', tag: 'Recruiter', color: '#0b7a75', host: 'recruit.careerharbor.example' },
  { name: 'MedJobsNow', tag: 'Employer Center', color: '#7a2e8c', host: 'hire.medjobsnow.example' },
];
const ACCOUNTS = [
  'Keystone Clinical Staffing',
  'BlueHarbor Travel Nursing',
  'Allcare Nurse Network',
  'Meridian Per Diem Partners',
];
const RECRUITERS = ['Kelsey R.', 'Dominic A.', 'Tasha W.', 'Brent O.'];
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
const MON = MONTHS.map((m) => m.slice(0, 3));

function ymText(v, style) {
  if (!v) return 'Present';
  const [y, m] = v.split('-').map(Number);
  if (style === 'slash') return `${String(m).padStart(2, '0')}/${y}`;
  if (style === 'mon') return `${MON[m - 1]} ${y}`;
  return `${MONTHS[m - 1]} ${y}`;
}
function range(j, style) {
  const sep = style === 'mon' ? ' - ' : ' to ';
  return `${ymText(j.start, style)}${sep}${ymText(j.end, style)}`;
}

const LOCK =
  '<svg width="9" height="11" viewBox="0 0 9 11" style="vertical-align:-1px"><path d="M2 5V3.2a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="#6b5200" stroke-width="1.2"/><rect x="0.5" y="5" width="8" height="5.5" rx="1" fill="#6b5200"/></svg>';

function render(f) {
  const B = f.board;
  const jobs = f.jobs
    .map(
      (j) => `<div class="job"><div class="jt">${esc(j.title)}</div>
      <div class="je">${esc(j.employer)} - ${esc(j.city)}</div>
      <div class="jd">${esc(range(j, f.ds))}</div>
      <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const contact = f.hidden
    ? `<div class="hid">${LOCK} Contact details hidden — <u>upgrade to view</u> this candidate's email and phone number</div>`
    : `<div class="ct">${esc(f.email)} &nbsp;·&nbsp; ${esc(f.phone)}</div>`;
  const sq = f.screeners
    .map(([q, a]) => `<div class="q">${esc(q)}</div><div class="a">${esc(a)}</div>`)
    .join('');
  const body = `
  <div class="chrome"><span>${esc(f.printStamp)}</span><span>${esc(f.pageTitle)}</span><span></span></div>
  <div class="bar" style="background:${B.color}"><b class="bn">${esc(B.name)}</b><span class="bt">${esc(B.tag)}</span>
    <span class="nav">Jobs &nbsp; <u>Candidates</u> &nbsp; Messages &nbsp; Analytics</span><span class="acct">${esc(f.account)} ▾</span></div>
  <div class="crumb">Candidates › ${esc(f.req)} › <b>${esc(f.nameShown)}</b></div>
  <div class="strip"><span>Applied ${esc(f.appliedText)}</span><span>Status: <b>${esc(f.status)}</b></span><span>Source: ${esc(B.name)} Apply</span>
    <span class="btns"><span class="btn pri" style="background:${B.color}">Message</span><span class="btn">Schedule</span><span class="btn">Reject</span></span></div>
  <div class="cols">
    <div class="main">
      <div class="nm">${esc(f.nameShown)}</div>
      <div class="hl">${esc(f.headline)}</div>
      <div class="loc">${esc(f.location)}</div>
      ${contact}
      <h3>Summary</h3><div class="sum">${esc(f.summary)}</div>
      <h3>Work Experience</h3>${jobs}
      <h3>Education</h3>${f.education.map(([d, s, y]) => `<div class="ed"><b>${esc(d)}</b><br>${esc(s)}<br><span class="jd">${esc(y)}</span></div>`).join('')}
      <h3>Skills</h3><div class="sk">${f.skills.map(esc).join(' &nbsp;•&nbsp; ')}</div>
      <h3>Certifications and Licenses</h3>${f.certs.map(([a, b]) => `<div class="ce"><b>${esc(a)}</b><br><span class="jd">${esc(b)}</span></div>`).join('')}
      <h3>Assessments</h3>${f.assess.map(([a, b, c]) => `<div class="ce">${esc(a)} — <b>${esc(b)}</b> <span class="jd">${esc(c)}</span></div>`).join('')}
    </div>
    <div class="rail">
      <div class="box"><div class="bh">Screener questions</div>${sq}</div>
      <div class="box"><div class="bh">Job match</div><div class="meter"><span style="width:${f.match}%;background:${B.color}"></span></div><div class="sm">${f.match}% match to ${esc(f.req)}</div></div>
      <div class="box"><div class="bh">Notes (visible to your team)</div><div class="note">${esc(f.note)}</div><div class="sm">${esc(f.noteBy)}</div></div>
    </div>
  </div>
  <div class="chrome foot"><span>${esc(f.url)}</span><span>1/1</span></div>`;
  const css = `
  body { font-size:9pt; color:#2d2d2d; }
  .chrome { display:flex; justify-content:space-between; font-family:${FONTS.sans}; font-size:7pt; color:#222; margin-bottom:5px; }
  .chrome.foot { position:fixed; bottom:0; left:0; right:0; margin:0; }
  .bar { color:#fff; display:flex; align-items:baseline; gap:8px; padding:5px 10px; }
  .bn { font-size:13pt; } .bt { font-size:8pt; opacity:.85; } .nav { margin-left:18px; font-size:8.4pt; } .acct { margin-left:auto; font-size:8.2pt; }
  .crumb { font-size:8pt; color:#555; margin:5px 2px; }
  .strip { display:flex; gap:16px; align-items:center; border:1px solid #d4d4d4; background:#f7f7f7; padding:4px 8px; font-size:8pt; }
  .btns { margin-left:auto; display:flex; gap:5px; } .btn { border:1px solid #999; border-radius:4px; padding:1px 8px; font-size:7.8pt; }
  .btn.pri { color:#fff; border-color:transparent; }
  .cols { display:flex; gap:12px; margin-top:8px; }
  .main { flex:1; border:1px solid #ddd; border-radius:6px; padding:10px 14px; }
  .rail { width:2.05in; flex:none; }
  .nm { font-size:17pt; font-weight:bold; color:#111; } .hl { font-size:10pt; margin-top:1px; } .loc { font-size:8.6pt; color:#555; }
  .ct { font-size:8.8pt; margin-top:3px; } .hid { font-size:8.2pt; margin-top:4px; background:#fff4d6; border:1px solid #e8c766; padding:3px 6px; border-radius:4px; }
  h3 { font-size:10pt; margin:9px 0 3px; padding-bottom:2px; border-bottom:1px solid #e2e2e2; color:#111; }
  .sum { font-size:8.8pt; line-height:1.3; }
  .job { margin:4px 0 6px; } .jt { font-weight:bold; font-size:9.6pt; color:#111; } .je { font-size:8.8pt; } .jd { font-size:8.2pt; color:#666; }
  ul { margin:2px 0; padding-left:0.18in; } li { font-size:8.5pt; line-height:1.25; }
  .ed, .ce { font-size:8.6pt; margin:2px 0 4px; } .sk { font-size:8.5pt; line-height:1.35; }
  .box { border:1px solid #ddd; border-radius:6px; padding:6px 8px; margin-bottom:8px; font-size:8pt; }
  .bh { font-weight:bold; font-size:8.6pt; margin-bottom:3px; color:#111; }
  .q { color:#555; margin-top:4px; font-size:7.8pt; } .a { font-weight:bold; font-size:8.4pt; }
  .meter { height:6px; background:#e5e5e5; border-radius:3px; overflow:hidden; margin:3px 0; } .meter span { display:block; height:100%; }
  .sm { font-size:7.2pt; color:#666; } .note { font-size:8pt; font-style:italic; margin-bottom:2px; }`;
  return page({
    title: f.pageTitle,
    size: 'letter',
    margin: '0.3in 0.4in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const boards = rng.shuffle(BOARDS);
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const job = (title, employer, city, start, end, bullets) => ({
    title,
    employer,
    city,
    start,
    end,
    bullets,
  });
  const make = (p, o) => {
    const board = boards[out.length % boards.length];
    const nameShown = o.nameShown || nameAs(p, rng.pick(['first_last', 'full', 'first_mi_last']));
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const applied = `2026-11-${String(rng.int(3, 15)).padStart(2, '0')}`;
    const [ay, am, ad] = applied.split('-').map(Number);
    const printDay = ad + rng.int(1, 4);
    const hh = rng.int(8, 17);
    const req = o.req;
    return {
      board,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato]),
      ds: o.ds,
      nameShown,
      headline: o.headline,
      location: o.location,
      hidden: !!o.hidden,
      email: `${user}${rng.pick(['', rng.digits(2), '.rn'])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`,
      phone: `(${rng.int(210, 979)}) 555-0${rng.digits(3)}`,
      summary: o.summary,
      jobs: o.jobs,
      education: o.education,
      skills: o.skills,
      certs: o.certs,
      assess: o.assess,
      screeners: o.screeners,
      match: rng.int(62, 94),
      note: o.noteText,
      noteBy: `${rng.pick(RECRUITERS)} · ${MON[am - 1]} ${ad}, ${ay} ${hh > 12 ? hh - 12 : hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`,
      account: rng.pick(ACCOUNTS),
      req,
      appliedText: `${MON[am - 1]} ${ad}, ${ay}`,
      status: rng.pick(['New', 'Reviewed', 'Contacting']),
      printStamp: `${am}/${Math.min(28, printDay)}/${String(ay).slice(2)}, ${hh > 12 ? hh - 12 : hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`,
      pageTitle: `${nameShown} - ${o.headline} - ${o.location} | ${board.name}`,
      url: `https://${board.host}/candidates/${rng.alnum(6).toLowerCase()}${rng.digits(4)}?job=${rng.digits(8)}&tab=resume`,
    };
  };
  const span = (y, n) => {
    const m = MONTHS[rng.int(0, 11)];
    return `${m} ${y} to ${m} ${y + n}`;
  };
  const contact = (f) =>
    f.hidden
      ? { 'contact.email': null, 'contact.phone': null }
      : { 'contact.email': f.email, 'contact.phone': f.phone };

  // 1 — staff job plus a concurrent per-diem job, meeting a three-year minimum.
  {
    const p = k.person();
    const jobs = [
      job('Registered Nurse - Telemetry', 'Covenant Hills Medical Center', 'Knoxville, TN', '2022-04', null, [
        'Cardiac telemetry RN for 4–5 patients on a 30-bed progressive care unit',
        'Titrate heparin and diltiazem drips per protocol; rapid response team member',
      ]),
      job('Per Diem RN (PRN)', 'Northstar Urgent Care', 'Knoxville, TN', '2023-08', null, [
        'Two weekend shifts a month: triage, IV therapy, splinting and discharge teaching',
      ]),
      job(
        'Registered Nurse - Medical/Surgical',
        'Brookhaven Memorial Hospital',
        'Tacoma, WA',
        '2019-06',
        '2022-03',
        [
          'Care for 5–6 adult med/surg patients; precepted new graduates',
          'Super-user for the Epic go-live on 6 South',
        ],
      ),
    ];
    const f = make(p, {
      ds: 'month',
      headline: 'Registered Nurse',
      location: 'Knoxville, TN',
      req: 'Travel RN – Telemetry (Req 44821)',
      summary:
        'Telemetry and med/surg RN with seven years at the bedside, looking for 13-week telemetry or PCU contracts in the Southeast.',
      jobs,
      education: [
        ['Bachelor of Science in Nursing (BSN)', 'Pacific Crest University - Tacoma, WA', '2015 to 2019'],
      ],
      skills: ['Telemetry (4 years)', 'Epic (7 years)', 'IV therapy (7 years)', 'Charge nurse (2 years)'],
      certs: [
        ['Registered Nurse (RN) - Compact', `Expires: ${MON[rng.int(0, 11)]} 2028`],
        ['BLS Certification', span(2025, 2)],
        ['ACLS Certification', span(2025, 2)],
      ],
      assess: [['Electrocardiography (ECG)', 'Expert', 'Completed Oct 2026']],
      screeners: [
        ['How many years of Registered Nurse experience do you have?', '7'],
        ['Do you have an active compact RN license?', 'Yes'],
        ['When can you start?', 'Within 2 weeks'],
      ],
      noteText: 'Strong tele bkgd. Wants Nashville or Chattanooga. Call back after 3 pm.',
    });
    out.push({
      key: 'staff-plus-concurrent-per-diem-meets-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 36 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'inconsistent dates', 'no work history'],
      data: { ...contact(f), 'person.name.status': 'match' },
      note: `Work Experience: telemetry RN since 2022-04 (Present), a concurrent per-diem RN job since 2023-08 (overlap is not inconsistent), med/surg RN 2019-06 – 2022-03; about ${months(jobs[0]) + months(jobs[2])} months excluding the overlap, over 36; the screener answer and skill years are the candidate's own claims; the applied-on date, assessment date and print date are not jobs`,
      rendering: 'text_pdf',
    });
  }

  // 2 — the required keyword only inside a job's description.
  {
    const p = k.person();
    const jobs = [
      job('Perioperative Registered Nurse', 'Bellmont Surgical Hospital', 'Tulsa, OK', '2021-09', null, [
        'Pre-op assessment and Phase I recovery in a 14-bay PACU for ortho, spine and general cases',
        'Circulate in OR when staffing requires; member of the malignant hyperthermia response team',
      ]),
      job('Staff Nurse', 'Mount Calder Regional Hospital', 'Provo, UT', '2017-05', '2021-08', [
        'Adult medical-surgical care for 5–6 patients; wound VAC and PCA management',
        'Unit council secretary 2019–2021',
      ]),
    ];
    const f = make(p, {
      ds: 'mon',
      headline: 'Perioperative RN',
      location: 'Tulsa, OK',
      req: 'Per Diem RN – Surgical Services (Req 51207)',
      summary:
        'Surgical services nurse, comfortable in pre-op, recovery and the OR, seeking per diem day shifts close to Tulsa.',
      jobs,
      education: [
        ['Associate Degree in Nursing (ADN)', 'Wasatch Valley College - Provo, UT', '2015 to 2017'],
      ],
      skills: ['Perioperative nursing (5 years)', 'Conscious sedation (5 years)', 'Epic OpTime (5 years)'],
      certs: [
        ['Registered Nurse (RN)', `Expires: ${MONTHS[rng.int(0, 11)]} 2027`],
        ['ACLS Certification', span(2025, 2)],
        ['PALS Certification', span(2025, 2)],
      ],
      assess: [
        ['Medical terminology', 'Highly Proficient', 'Completed Sep 2026'],
        ['Attention to detail', 'Proficient', 'Completed Sep 2026'],
      ],
      screeners: [
        ['How many years of perioperative experience do you have?', '5'],
        ['Are you available for weekend call?', 'No'],
      ],
      noteText: 'Good fit for SSU/recovery. Not interested in call.',
    });
    out.push({
      key: 'keyword-only-in-job-description',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['PACU'], recent_within_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience'],
      data: {
        'work_history.0.start_date': '2021-09',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2017-05',
        'work_history.1.end_date': '2021-08',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `"PACU" appears only in the first bullet of the current perioperative job, not in the headline, skills or certifications; the current job (since 2021-09, "Present") meets recent_within_months 6`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — a short break between jobs within the client's allowance.
  {
    const p = k.person();
    const jobs = [
      job('Certified Nursing Assistant', 'Sunridge Skilled Nursing & Rehab', 'Mesa, AZ', '2024-02', null, [
        'ADLs, transfers and feeding for 12 residents on a rehab hall',
        'Vital signs, intake and output, and skin checks charted in PointClickCare',
      ]),
      job('Caregiver / CNA', 'Ridgeview Assisted Living', 'Boise, ID', '2021-03', '2023-10', [
        'Memory-care caregiver; medication reminders and behavior charting',
      ]),
      job('Home Health Aide', 'Lakeland Home Health Services', 'Boise, ID', '2019-01', '2021-02', [
        'Personal care and light housekeeping for home-bound clients',
      ]),
    ];
    const f = make(p, {
      ds: 'slash',
      headline: 'Certified Nursing Assistant',
      location: 'Mesa, AZ',
      req: 'CNA – Long-Term Care, Nights (Req 38815)',
      summary:
        'Dependable CNA with long-term care, memory care and home health experience. Moved from Idaho to Arizona in late 2023.',
      jobs,
      education: [
        ['CNA Training Program', 'Treasure Valley Technical Institute - Boise, ID', '2018 to 2019'],
      ],
      skills: ['Hoyer lift (6 years)', 'Dementia care (5 years)', 'PointClickCare (2 years)'],
      certs: [
        ['Certified Nursing Assistant (CNA) - Arizona', `Expires: ${MONTHS[rng.int(0, 11)]} 2027`],
        ['CPR/BLS', span(2025, 2)],
      ],
      assess: [['Customer focus', 'Proficient', 'Completed Nov 2026']],
      screeners: [
        ['How many years of CNA experience do you have?', '7'],
        ['Are you able to work night shift?', 'Yes'],
      ],
      noteText: 'Gap Oct 23 - Feb 24 = relocation per cand. OK for nights.',
    });
    out.push({
      key: 'short-break-within-allowance',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates'],
      data: {
        'work_history.0.start_date': '2024-02',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2021-03',
        'work_history.1.end_date': '2023-10',
        'work_history.2.start_date': '2019-01',
        'work_history.2.end_date': '2021-02',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: 'the longest break is 2023-10 to 2024-02 (about 4 months, the relocation the recruiter notes), within max_gap_months 6; the other break is a month; "03/2021 to 10/2023" style dates',
      rendering: 'fax',
    });
  }

  // 4 — ten months of work against a two-year minimum; skills and screener claim three years.
  {
    const p = k.person();
    const jobs = [
      job('Certified Nursing Assistant', 'Prairie Winds Hospice', 'Omaha, NE', '2026-01', null, [
        'Personal care and comfort measures for hospice patients in the inpatient unit',
        'Post-mortem care and family support with the RN',
      ]),
    ];
    const f = make(p, {
      ds: 'month',
      headline: 'CNA',
      location: 'Omaha, NE',
      req: 'CNA – Acute Care Float Pool (Req 60234)',
      summary:
        'Caring CNA who looked after my grandmother at home for three years before getting certified. Looking for full-time days.',
      jobs,
      education: [
        [
          'Nurse Aide Training Program (75 hours, incl. clinical externship)',
          'Metro Prairie Community College - Omaha, NE',
          'September 2025 to December 2025',
        ],
        ['High school diploma', 'Bryan West High School - Omaha, NE', '2019 to 2023'],
      ],
      skills: ['Patient care (3 years)', 'Vital signs (1 year)', 'Hospice care (1 year)'],
      certs: [
        ['Certified Nursing Assistant (CNA) - Nebraska', `December 2025 to December 2027`],
        ['BLS Certification', `November 2025 to November 2027`],
      ],
      assess: [['Patient-focused care', 'Expert', 'Completed Nov 2026']],
      screeners: [
        ['How many years of caregiving experience do you have?', '3'],
        ['Do you have an active CNA certification?', 'Yes'],
      ],
      noteText: 'Only ~1 yr paid CNA exp. Float pool wants 2. Hold.',
    });
    out.push({
      key: 'ten-months-against-two-year-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 24 },
      html: render(f),
      issues: ['insufficient experience'],
      forbidden: ['no work history'],
      data: {
        'work_history.0.start_date': '2026-01',
        'work_history.0.end_date': null,
        total_experience_months: months(jobs[0]),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `one job, CNA since 2026-01 (about ${months(jobs[0])} months) against min_experience_months 24; "Patient care (3 years)", the screener answer "3" and the summary's family caregiving are self-reported, not work history; the nurse aide training and its externship are education`,
      rendering: 'text_pdf',
    });
  }

  // 5 — contact details hidden by the board.
  {
    const p = k.person();
    const jobs = [
      job('Licensed Practical Nurse', 'Evergreen Behavioral Health', 'Madison, WI', '2023-03', null, [
        'Medication pass and PRN documentation for a 22-bed adult psychiatric unit',
        'De-escalation and safety checks; admission vitals and skin assessments',
      ]),
      job('LPN, Long-Term Care', 'Harborpoint Senior Care', 'Madison, WI', '2020-07', '2023-02', [
        'Medication and treatment nurse for 26 residents; wound care',
      ]),
    ];
    const f = make(p, {
      ds: 'mon',
      hidden: true,
      nameShown: nameAs(p, 'plain'),
      headline: 'LPN',
      location: 'Madison, WI',
      req: 'LPN – Behavioral Health (Req 47190)',
      summary: 'LPN with behavioral health and long-term care experience; CPI trained.',
      jobs,
      education: [['Practical Nursing Diploma', 'Lakeshore Technical College - Madison, WI', '2019 to 2020']],
      skills: ['Medication administration (6 years)', 'CPI de-escalation (3 years)', 'Wound care (3 years)'],
      certs: [
        ['Licensed Practical Nurse (LPN) - Wisconsin', `Expires: ${MONTHS[rng.int(0, 11)]} 2028`],
        ['CPI Nonviolent Crisis Intervention', span(2025, 2)],
      ],
      assess: [['Medication administration', 'Proficient', 'Completed Oct 2026']],
      screeners: [
        ['How many years of LPN experience do you have?', '6'],
        ['Preferred way to be contacted?', 'Text message'],
      ],
      noteText: 'Need to unlock contact info before sub. Upgrade pending w/ mgr.',
    });
    out.push({
      key: 'contact-hidden-by-board',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing contact information'],
      forbidden: ['no work history'],
      data: {
        'work_history.0.start_date': '2023-03',
        'work_history.0.end_date': null,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: 'the board hides the e-mail and phone ("Contact details hidden — upgrade to view"); no e-mail or phone number of the candidate appears anywhere (only the city, the board URL and the account name)',
      rendering: 'text_pdf',
    });
  }

  // 6 — last job ended two years ago.
  {
    const p = k.person();
    const jobs = [
      job('Home Health RN Case Manager', 'Tri-County Home Health', 'Knoxville, TN', '2020-02', '2024-09', [
        'Case-managed 28–32 patients; OASIS start-of-care and recertification visits',
        'Taught wound, ostomy and diabetes self-care to patients and families',
      ]),
      job('Registered Nurse', 'Covenant Hills Medical Center', 'Knoxville, TN', '2016-06', '2020-01', [
        'Adult medical and oncology care; chemotherapy-certified',
      ]),
    ];
    const f = make(p, {
      ds: 'month',
      headline: 'Registered Nurse',
      location: 'Knoxville, TN',
      req: 'RN Case Manager – Home Health (Req 52866)',
      summary:
        'Home health and oncology RN returning to practice after caring for a family member (2024 – 2026). Refresher CE completed this fall.',
      jobs,
      education: [
        ['Bachelor of Science in Nursing', 'Smoky Ridge University - Knoxville, TN', '2012 to 2016'],
      ],
      skills: ['OASIS (5 years)', 'Case management (5 years)', 'Chemotherapy administration (3 years)'],
      certs: [
        ['Registered Nurse (RN) - Tennessee, multistate', `Expires: ${MONTHS[rng.int(0, 11)]} 2027`],
        ['BLS Certification', `October 2026 to October 2028`],
      ],
      assess: [
        ['Clinical judgment', 'Highly Proficient', 'Completed Oct 2026'],
        ['Home health documentation', 'Expert', 'Completed Oct 2026'],
      ],
      screeners: [
        ['How many years of home health experience do you have?', '4'],
        ['Do you have reliable transportation?', 'Yes'],
      ],
      noteText: 'Out of work since fall 2024 (family). Sharp on phone screen.',
    });
    out.push({
      key: 'last-job-ended-two-years-ago',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: ['no recent experience'],
      forbidden: ['no work history'],
      data: {
        'work_history.0.start_date': '2020-02',
        'work_history.0.end_date': '2024-09',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: 'the last job ended 2024-09, about 26 months before valid_on, outside recent_within_months 12; the October 2026 BLS card, the assessments taken in October 2026, the applied-on date and the refresher CE in the summary are not work',
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
