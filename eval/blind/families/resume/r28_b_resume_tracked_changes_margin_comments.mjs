// A candidate's resume uploaded as it came back from someone who reviewed it in a word processor: saved to PDF (or
// printed and scanned) with the markup still showing. The page is the word processor's "all markup" view: the resume
// shrunk into the left part of the sheet and a grey markup pane on the right with comment balloons ("Commented
// [DW1]: …", a reviewer's full name and the time of the comment), "Deleted: …" and "Formatted: …" balloons, inserted
// text underlined in the reviewer's colour, deleted text struck through in the same colour (or moved into a
// balloon), and change bars in the left margin beside lines that changed. The reviewer is a career coach, a
// relative or a former charge nurse; the comments carry their own dates and sometimes talk about dates ("your offer
// letter says Sept 2022"), and one of them asks about a break. The resume itself is a plain one-column template:
// name with credentials, contact line, summary, Experience (title, employer and city, a right-aligned date range in
// the candidate's style: "Mar 2021 – Present", "03/2021 – present", "March 2021 – Current"), Education, Licenses &
// Certifications with their own dates, Skills. What a reviewer must read is the text as it now stands: struck text is
// gone and underlined insertions are in. Variants: continuous with edits only in bullets; a start date corrected
// from a later month to an earlier one, closing what the struck date would make a break; the required keyword in a
// job title with an old objective deleted; a ten-month break that an inserted "career break" line explains; a new
// aide's ten months with an inserted clinical externship under Education; "Present" struck and replaced by the
// month the last job ended two years ago.
import { monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r28_b_resume_tracked_changes_margin_comments',
  split: 'tuning',
  renderings: { text_pdf: 38, scanned_pdf: 26, photo: 12, scan_image: 12, fax: 12 },
  description:
    'One-column nurse / CNA resume saved or printed from a word processor with the reviewer\u2019s markup still showing: resume shrunk to the left, grey markup pane on the right with "Commented [DW1]:" balloons (reviewer\u2019s name and date: career coach, relative, former charge nurse), "Deleted:" and "Formatted:" balloons, insertions underlined and deletions struck through in the reviewer\u2019s colour, change bars in the margin; Experience with right-aligned ranges ("Mar 2021 \u2013 Present", "03/2021 \u2013 present", "March 2021 \u2013 Current"), Education, Licenses & Certifications with their own dates, Skills; the text as it now stands decides; variants continuous with edits in bullets, a start date struck and replaced by an earlier month closing a break, keyword in a title with an objective deleted, a ten-month break with an inserted career-break line, a new aide\u2019s ten months with an inserted externship, "Present" struck and replaced by an end month two years ago',
};

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

const REVIEWERS = [
  { name: 'Dana Whitlock', ini: 'DW', color: '#b0127a', role: 'career coach' },
  { name: 'Priya Natarajan', ini: 'PN', color: '#1f5fbf', role: 'former charge nurse' },
  { name: 'Gordon Ashby', ini: 'GA', color: '#0f7a3a', role: 'workforce center advisor' },
];

/** A YYYY-MM (null = present) in the candidate's style. */
function ymText(v, style) {
  if (!v) return style === 'month' ? 'Current' : style === 'slash' ? 'present' : 'Present';
  const [y, m] = v.split('-').map(Number);
  if (style === 'slash') return `${String(m).padStart(2, '0')}/${y}`;
  if (style === 'month') return `${MONTHS[m - 1]} ${y}`;
  return `${MON[m - 1]} ${y}`;
}

function render(f) {
  const R = f.rev;
  const ins = (t) =>
    `<span class="ins" style="color:${R.color};text-decoration-color:${R.color}">${esc(t)}</span>`;
  const del = (t) =>
    f.delInBalloons
      ? ''
      : `<span class="del" style="color:${R.color};text-decoration-color:${R.color}">${esc(t)}</span>`;
  // rows: [mainHtml, balloons[], changed]
  const rows = [];
  let cn = 0;
  const com = (text, when) => ({ kind: 'c', n: ++cn, text, when });
  const delB = (text) => ({ kind: 'd', text });
  const fmtB = (text) => ({ kind: 'f', text });
  const anchor = (t, n) =>
    `<span class="anc" style="background:${R.color}22;border-color:${R.color}">${t}</span><sup style="color:${R.color}">[${R.ini}${n}]</sup>`;

  // header
  rows.push([
    `<div class="nm">${esc(f.nameShown)}${f.cred ? `<span class="cr">, ${esc(f.cred)}</span>` : ''}</div>
     <div class="ct">${[f.city, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;|&nbsp; ')}</div>`,
    f.headerNotes || [],
    false,
  ]);
  // summary / objective
  for (const s of f.summary) {
    if (s.del)
      rows.push([
        f.delInBalloons ? '' : `<h2>${del(s.head)}</h2><p>${del(s.text)}</p>`,
        f.delInBalloons ? [delB(`${s.head} ${s.text}`)] : [],
        true,
      ]);
    else rows.push([`<h2>${esc(s.head)}</h2><p>${s.html}</p>`, s.notes || [], !!s.changed]);
  }
  rows.push([`<h2>Experience</h2>`, [], false]);
  for (const j of f.jobs) {
    const notes = [...(j.notes || [])];
    const part = (cur, old) => {
      if (old === undefined) return esc(ymText(cur, f.ds));
      if (f.delInBalloons) {
        notes.unshift(delB(ymText(old, f.ds)));
        return ins(ymText(cur, f.ds));
      }
      return `${del(ymText(old, f.ds))}${ins(ymText(cur, f.ds))}`;
    };
    let range = `${part(j.start, j.oldStart)} \u2013 ${part(j.end, j.oldEnd)}`;
    if (j.anchorDates) range = anchor(range, j.anchorDates);
    const title = j.titleIns ? `${esc(j.titleBase)}${ins(j.titleIns)}` : esc(j.title);
    const bullets = j.bullets
      .map((b) => {
        if (typeof b === 'string') return `<li>${esc(b)}</li>`;
        if (f.delInBalloons && (b.old || b.del)) notes.push(delB(b.old || b.del));
        if (b.ins) return `<li>${ins(b.ins)}</li>`;
        if (b.del) return f.delInBalloons ? '' : `<li>${del(b.del)}</li>`;
        return `<li>${esc(b.pre || '')}${b.old ? del(b.old) : ''}${ins(b.new)}${esc(b.post || '')}</li>`;
      })
      .join('');
    const changed =
      j.oldStart !== undefined ||
      j.oldEnd !== undefined ||
      !!j.titleIns ||
      j.bullets.some((b) => typeof b !== 'string');
    rows.push([
      `<div class="job"><div class="jl"><span class="jt">${title}</span><span class="jd">${range}</span></div>
       <div class="je">${esc(j.employer)} \u2014 ${esc(j.city)}</div><ul>${bullets}</ul></div>`,
      notes,
      changed,
    ]);
  }
  if (f.insertedEntry)
    rows.push([
      `<div class="job">${ins(f.insertedEntry.title)}<div>${ins(f.insertedEntry.text)}</div></div>`,
      f.insertedEntry.notes || [],
      true,
    ]);
  rows.push([
    `<h2>Education</h2>${f.education.map((e) => `<div class="ed">${e.ins ? ins(e.text) : esc(e.text)}</div>`).join('')}`,
    f.eduNotes || [],
    f.education.some((e) => e.ins),
  ]);
  rows.push([
    `<h2>Licenses &amp; Certifications</h2><div class="ed">${f.certs.map(esc).join('<br>')}</div>`,
    f.certNotes || [],
    false,
  ]);
  rows.push([`<h2>Skills</h2><div class="ed">${esc(f.skills)}</div>`, [], false]);

  const balloon = (b) => {
    if (b.kind === 'c')
      return `<div class="bl" style="border-color:${R.color}"><b style="color:${R.color}">Commented [${R.ini}${b.n}]:</b> ${esc(b.text)}<div class="bw">${esc(R.name)} \u00b7 ${esc(b.when)}</div></div>`;
    if (b.kind === 'd')
      return `<div class="bl" style="border-color:${R.color}"><b style="color:${R.color}">Deleted:</b> ${esc(b.text)}</div>`;
    return `<div class="bl fm" style="border-color:${R.color}"><b style="color:${R.color}">Formatted:</b> ${esc(b.text)}</div>`;
  };
  const resolved = rows.map(([m, notes, ch]) => [
    m,
    notes.map((b) => (typeof b === 'function' ? b(com, delB, fmtB) : b)),
    ch,
  ]);
  const body = `<div class="doc">${resolved
    .map(
      ([m, notes, ch]) =>
        `<div class="row"><div class="bar">${ch ? '<span style="background:#555"></span>' : ''}</div><div class="m">${m}</div><div class="mk">${notes.map(balloon).join('')}</div></div>`,
    )
    .join('')}</div>`;
  const css = `
  body { font-size:9.2pt; }
  .doc { position:relative; min-height:10.2in; background:linear-gradient(to right, #fff 0, #fff 72%, #efefef 72%); }
  .row { display:flex; }
  .bar { width:0.18in; flex:none; position:relative; } .bar span { position:absolute; left:0.06in; top:2px; bottom:2px; width:1.2px; }
  .m { width:calc(72% - 0.18in); flex:none; padding:0 0.22in 0 0.12in; }
  .mk { flex:1; padding:3px 6px 3px 10px; }
  .bl { border:1px solid; border-radius:2px; background:#fff; font-family:${FONTS.sans}; font-size:6.9pt; line-height:1.25; padding:2px 4px; margin-bottom:4px; position:relative; }
  .bl::before { content:''; position:absolute; left:-11px; top:6px; width:10px; border-top:1px dashed #999; }
  .bl.fm { background:#fafafa; color:#333; } .bw { color:#555; font-size:6.2pt; margin-top:1px; }
  .ins { text-decoration:underline; text-decoration-thickness:1px; }
  .del { text-decoration:line-through; text-decoration-thickness:1.2px; }
  .anc { border-bottom:1px solid; }
  sup { font-size:5.8pt; font-family:${FONTS.sans}; }
  .nm { font-size:18pt; font-weight:bold; margin-top:0.1in; letter-spacing:0.02em; } .cr { font-size:11pt; font-weight:normal; }
  .ct { font-size:8.6pt; color:#333; margin:2px 0 4px; padding-bottom:4px; border-bottom:1.4px solid #333; }
  h2 { font-size:9.6pt; text-transform:uppercase; letter-spacing:0.08em; margin:8px 0 3px; color:#222; border-bottom:0.6px solid #aaa; }
  p { margin:0 0 2px; line-height:1.3; }
  .job { margin:2px 0 5px; } .jl { display:flex; justify-content:space-between; gap:8px; } .jt { font-weight:bold; } .jd { white-space:nowrap; }
  .je { font-style:italic; color:#333; }
  ul { margin:1px 0 0; padding-left:0.2in; } li { line-height:1.25; }
  .ed { line-height:1.35; }`;
  return page({
    title: f.fileTitle,
    size: 'letter',
    margin: '0.35in 0.3in 0.35in 0.2in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const revs = rng.shuffle(REVIEWERS);
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const total = (jobs) => jobs.reduce((s, j) => s + months(j), 0);
  const when = (md) =>
    `${md} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
  const make = (p, o) => {
    const rev = o.rev || revs[out.length % revs.length];
    const user = stripAccents(`${p.first}${rng.pick(['.', '_', ''])}${p.last}`)
      .toLowerCase()
      .replace(/[^a-z._]/g, '');
    return {
      rev,
      font: rng.pick([FONTS.carlito, FONTS.caladea, FONTS.serif, FONTS.lato]),
      ds: o.ds,
      delInBalloons: !!o.delInBalloons,
      nameShown: o.nameShown || nameAs(p, rng.pick(['first_last', 'first_mi_last', 'full'])),
      cred: o.cred,
      city: o.city,
      phone: `(${rng.int(210, 979)}) 555-0${rng.digits(3)}`,
      email: `${user}${rng.pick(['', rng.digits(2)])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`,
      summary: o.summary,
      jobs: o.jobs,
      insertedEntry: o.insertedEntry,
      education: o.education,
      eduNotes: o.eduNotes,
      certs: o.certs,
      certNotes: o.certNotes,
      skills: o.skills,
      headerNotes: o.headerNotes,
      fileTitle: `${stripAccents(p.last)}_Resume_${rng.pick(['v3', 'v4', 'final', '2026'])}_${rev.ini}edits.docx`,
    };
  };
  const contact = (f) => ({ 'contact.email': f.email, 'contact.phone': f.phone });
  const wh = (jobs) =>
    Object.fromEntries(
      jobs.flatMap((j, i) => [
        [`work_history.${i}.start_date`, j.start],
        [`work_history.${i}.end_date`, j.end],
      ]),
    );

  // 1 — continuous, meets a three-year minimum; markup only in bullets and a title.
  {
    const p = k.person();
    const jobs = [
      {
        titleBase: 'Staff ',
        titleIns: 'Registered Nurse \u2014 Progressive Care',
        start: '2021-03',
        end: null,
        employer: 'St. Brigid Regional Medical Center',
        city: 'Lansing, MI',
        bullets: [
          {
            pre: '',
            old: 'Took care of',
            new: 'Managed care for',
            post: ' 4\u20135 step-down patients per 12-hour shift',
          },
          'Titrated cardiac drips per protocol; responded to rapid responses as unit first responder',
          { ins: 'Charge nurse two shifts a week since 2024; precepted six new graduates' },
        ],
        notes: [
          (c) =>
            c(
              'Spell out the unit \u2014 recruiters search for "PCU" and "progressive care".',
              when('10/27/2026'),
            ),
        ],
      },
      {
        title: 'Registered Nurse, Medical-Surgical',
        start: '2018-07',
        end: '2021-02',
        employer: 'Harwood Valley Hospital',
        city: 'Dayton, OH',
        bullets: [
          'Care for 5\u20136 adult med-surg patients; wound care and PCA management',
          { del: 'Responsible for various duties as assigned' },
        ],
        notes: [(c, d, fm) => fm('Font: 9 pt, Not Bold')],
      },
    ];
    const f = make(p, {
      ds: 'mon',
      cred: 'RN, BSN',
      city: 'Lansing, MI',
      summary: [
        {
          head: 'Summary',
          html: 'Progressive care and med-surg RN with eight years at the bedside. Calm under pressure, strong on patient education.',
        },
      ],
      jobs,
      education: [
        { text: 'Bachelor of Science in Nursing \u2014 Miami Valley University, Dayton, OH, 2018' },
      ],
      certs: [
        `RN License, Michigan \u2014 exp. ${MON[rng.int(0, 11)]} 2028`,
        `BLS / ACLS (American Heart Association) \u2014 renew by ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
        'PCCN (AACN) \u2014 2023',
      ],
      skills: 'Telemetry \u00b7 Cardiac drips \u00b7 Epic \u00b7 Precepting \u00b7 Patient education',
    });
    out.push({
      key: 'continuous-meets-minimum-edits-in-bullets',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 36 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'employment gap', 'inconsistent dates', 'no work history'],
      data: {
        ...wh(jobs),
        total_experience_months: total(jobs),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `two posts, ${jobs[0].start} \u2013 Present and ${jobs[1].start} \u2013 ${jobs[1].end}, continuous, about ${total(jobs)} months (over 36); the markup (an inserted title, a reworded bullet, a struck bullet, a formatting balloon, a comment by ${f.rev.name} dated 10/27/2026) changes no date; "Charge nurse ... since 2024" is inside the current post`,
    });
  }

  // 2 — a start date struck and replaced by an earlier month, which closes what the struck date would leave as a break.
  {
    const p = k.person();
    const jobs = [
      {
        title: 'Registered Nurse \u2014 Emergency Department',
        oldStart: '2023-01',
        start: '2022-09',
        end: null,
        employer: 'Mount Calder Regional Hospital',
        city: 'Provo, UT',
        bullets: [
          'Level II trauma ED, 52 beds; triage, sepsis bundles and stroke alerts',
          'Trauma nursing core course (TNCC) completed 2023',
        ],
        anchorDates: 1,
        notes: [
          (c) =>
            c(
              'Your offer letter says you started Sept 2022 (orientation counts) \u2014 I fixed it so it doesn\u2019t look like a gap after Harborview.',
              when('11/02/2026'),
            ),
        ],
      },
      {
        title: 'Registered Nurse, Telemetry',
        start: '2019-05',
        end: '2022-08',
        employer: 'Harborview Heights Hospital',
        city: 'Boise, ID',
        bullets: [
          'Telemetry RN for 4\u20135 patients; ACLS responder',
          'Super-user for the 2021 EHR upgrade',
        ],
      },
    ];
    const f = make(p, {
      ds: 'slash',
      cred: 'RN',
      city: 'Provo, UT',
      summary: [
        {
          head: 'Profile',
          html: 'Emergency and telemetry nurse seeking per diem or 13-week ED assignments in Utah and Idaho.',
        },
      ],
      jobs,
      education: [{ text: 'Associate Degree in Nursing \u2014 Snake River College, Boise, ID (2019)' }],
      certs: [
        `RN \u2014 Utah (compact), expires ${String(rng.int(1, 12)).padStart(2, '0')}/2028`,
        'BLS, ACLS, PALS \u2014 current (AHA)',
        'TNCC \u2014 issued 03/2023',
      ],
      skills:
        'Triage (ESI) \u00b7 Trauma \u00b7 IV / IO access \u00b7 Cerner \u00b7 Spanish (conversational)',
    });
    out.push({
      key: 'start-date-corrected-closes-break',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 3 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: `the current post's start "01/2023" is struck through (or moved to a "Deleted:" balloon) and "09/2022" inserted, as the reviewer's comment explains; as the resume now stands the previous post ends 08/2022 and the current one starts 09/2022, continuous (the struck date would have left about four months); a reader takes the document as edited, with struck text removed`,
    });
  }

  // 3 — keyword in the current job title; an old objective deleted; deletions in balloons.
  {
    const p = k.person();
    const jobs = [
      {
        title: 'Telemetry Nurse (RN), Cardiac Step-Down',
        start: '2024-04',
        end: null,
        employer: 'Covenant Hills Medical Center',
        city: 'Knoxville, TN',
        bullets: [
          'Continuous cardiac monitoring for 28 beds; rhythm interpretation and escalation',
          { pre: 'Float to CVICU ', old: 'sometimes', new: 'two shifts a month', post: '' },
        ],
      },
      {
        title: 'Licensed Practical Nurse',
        start: '2020-10',
        end: '2024-03',
        employer: 'Maple Crest Rehabilitation Center',
        city: 'Knoxville, TN',
        bullets: [
          'Medication pass for 22 residents; wound care and G-tube feeds',
          'Mentored two LPN students',
        ],
        notes: [(c) => c('Keep this \u2014 long-term care shows range.', when('10/19/2026'))],
      },
    ];
    const f = make(p, {
      ds: 'month',
      delInBalloons: true,
      cred: 'RN',
      city: 'Knoxville, TN',
      summary: [
        {
          head: 'Objective',
          del: true,
          text: 'To obtain a position as a nurse in a hospital where I can grow my skills.',
        },
        {
          head: 'Summary',
          html: 'Cardiac step-down RN (LPN to RN, 2024) with six years of patient care in acute and long-term settings.',
          changed: true,
          notes: [(c) => c('Objectives are dated \u2014 replaced with a summary.', when('10/19/2026'))],
        },
      ],
      jobs,
      education: [
        {
          text: 'Associate of Science in Nursing (LPN-to-RN bridge) \u2014 Foothills Community College, 2024',
        },
        { text: 'Practical Nursing Diploma \u2014 Tennessee College of Applied Technology, 2020' },
      ],
      certs: ['RN \u2014 Tennessee, multistate', 'BLS and ACLS (AHA), current'],
      skills: '12-lead ECG \u00b7 Rhythm strips \u00b7 Heparin protocol \u00b7 Epic \u00b7 PointClickCare',
    });
    out.push({
      key: 'keyword-in-title-objective-deleted-recent',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['telemetry'], recent_within_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience', 'employment gap'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: `"Telemetry" is in the current post's title (${jobs[0].start} \u2013 Current); the deleted objective appears only in a "Deleted:" balloon; the current post meets recent_within_months 6; LPN ${jobs[1].start} \u2013 ${jobs[1].end} then RN from ${jobs[0].start}, continuous`,
    });
  }

  // 4 — a ten-month break; the reviewer inserted a "career break" line to explain it.
  {
    const p = k.person();
    const jobs = [
      {
        title: 'Licensed Practical Nurse',
        start: '2024-02',
        end: null,
        employer: 'Silverline Home Care',
        city: 'Orlando, FL',
        bullets: ['Home visits for 6\u20138 clients a day: med management, wound care, diabetic teaching'],
      },
      {
        title: 'LPN, Long-Term Care',
        start: '2019-09',
        end: '2023-04',
        employer: 'Sunridge Skilled Nursing & Rehab',
        city: 'Orlando, FL',
        bullets: ['Medication nurse for a 30-bed hall; admissions and MDS support'],
        anchorDates: 1,
        notes: [
          (c) =>
            c(
              'There\u2019s a gap Apr 2023 \u2013 Feb 2024. Recruiters will ask \u2014 I added a line for your mom\u2019s care. OK?',
              when('11/06/2026'),
            ),
        ],
      },
    ];
    const f = make(p, {
      ds: 'mon',
      cred: 'LPN',
      city: 'Orlando, FL',
      summary: [
        {
          head: 'Summary',
          html: 'LPN with home health and long-term care experience; reliable, bilingual, valid driver\u2019s license.',
        },
      ],
      jobs,
      insertedEntry: {
        title: 'Career break \u2014 family caregiving (Apr 2023 \u2013 Jan 2024)',
        text: 'Full-time care for a parent after surgery; kept BLS and CEUs current.',
      },
      education: [{ text: 'Practical Nursing Certificate \u2014 Orange Technical College, 2019' }],
      certs: [
        'LPN \u2014 Florida',
        `BLS (American Red Cross) \u2014 valid through ${MON[rng.int(0, 11)]} 2027`,
      ],
      skills: 'Wound care \u00b7 Diabetic teaching \u00b7 Med management \u00b7 Spanish',
    });
    out.push({
      key: 'ten-month-break-career-break-line-inserted',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      forbidden: ['inconsistent dates', 'no recent experience'],
      data: {
        ...wh(jobs),
        'gaps.0.from': '2023-04',
        'gaps.0.to': '2024-02',
        'gaps.0.months': monthsBetween('2023-04', '2024-02'),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `no employment between 2023-04 and 2024-02 (${monthsBetween('2023-04', '2024-02')} months, over max_gap_months 6); the inserted "Career break \u2014 family caregiving" line explains the break but is not a job, so it is still a gap`,
    });
  }

  // 5 — a new aide with ten months; the reviewer inserted a clinical externship under Education.
  {
    const p = k.person();
    const jobs = [
      {
        title: 'Certified Nursing Assistant',
        start: '2026-01',
        end: null,
        employer: 'Prairie Winds Hospice',
        city: 'Omaha, NE',
        bullets: [
          'Personal care, repositioning and comfort measures for inpatient hospice residents',
          { ins: 'Recognized in the Q3 2026 family satisfaction survey' },
        ],
        notes: [
          (c) =>
            c('Proud of you! Add the CNA externship too \u2014 it shows clinical hours.', when('11/09/2026')),
        ],
      },
    ];
    const f = make(p, {
      ds: rng.pick(['mon', 'slash']),
      cred: 'CNA',
      city: 'Omaha, NE',
      summary: [
        {
          head: 'Summary',
          html: 'Compassionate nursing assistant in hospice care, working toward an LPN. Available nights and weekends.',
        },
      ],
      jobs,
      education: [
        { text: 'Nurse Aide Training Program (75 hours) \u2014 Metro Omaha Career Institute, 2025' },
        {
          ins: true,
          text: 'Clinical externship, Bellmont Senior Living \u2014 120 hours, Oct\u2013Dec 2025',
        },
        { text: 'High School Diploma \u2014 Central High School, Omaha, 2024' },
      ],
      certs: [
        'Certified Nursing Assistant \u2014 Nebraska Nurse Aide Registry (2025)',
        'CPR / First Aid (2025)',
      ],
      skills: 'ADLs \u00b7 Vital signs \u00b7 Hoyer lift \u00b7 Dementia care \u00b7 PointClickCare',
    });
    out.push({
      key: 'new-aide-ten-months-externship-inserted',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 24 },
      html: render(f),
      issues: ['insufficient experience'],
      forbidden: ['no work history', 'inconsistent dates'],
      data: {
        'work_history.0.start_date': '2026-01',
        'work_history.0.end_date': null,
        total_experience_months: months(jobs[0]),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `one post, CNA since 2026-01 (about ${months(jobs[0])} months) against min_experience_months 24; the inserted clinical externship (120 hours, under Education) and the training program are training, not employment`,
    });
  }

  // 6 — "Present" struck and replaced by the month the last job ended, two years ago.
  {
    const p = k.person();
    const jobs = [
      {
        title: 'Home Health Registered Nurse',
        start: '2020-05',
        oldEnd: null,
        end: '2024-06',
        employer: 'Lakeland Home Health Services',
        city: 'Savannah, GA',
        bullets: [
          'Start-of-care OASIS assessments and skilled visits for 25\u201330 patients',
          'IV antibiotics, wound VAC and ostomy teaching in the home',
        ],
        anchorDates: 1,
        notes: [
          (c) =>
            c(
              'You left Lakeland in June 2024, right? Don\u2019t list it as your current job \u2014 agencies verify. Maybe add what you did since?',
              when('10/30/2026'),
            ),
        ],
      },
      {
        title: 'Staff Nurse, Medical-Surgical',
        start: '2016-08',
        end: '2020-04',
        employer: 'Harborpoint Memorial Hospital',
        city: 'Savannah, GA',
        bullets: ['Adult med-surg care for 5\u20137 patients; charge nurse rotation'],
      },
    ];
    const f = make(p, {
      ds: rng.pick(['month', 'mon']),
      delInBalloons: rng.chance(0.5),
      cred: 'RN, BSN',
      city: 'Savannah, GA',
      summary: [
        {
          head: 'Summary',
          html: 'RN with ten years in home health and acute care, returning to practice and open to per diem home health or clinic roles.',
        },
      ],
      jobs,
      education: [{ text: 'BSN \u2014 Coastal Georgia State University, 2016' }],
      certs: [
        'RN \u2014 Georgia, active',
        `BLS (AHA) \u2014 recommended renewal ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
      ],
      skills: 'OASIS \u00b7 Wound care \u00b7 IV therapy \u00b7 Patient teaching \u00b7 HomeCare HomeBase',
    });
    out.push({
      key: 'present-struck-ended-two-years-ago',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: ['no recent experience'],
      forbidden: ['inconsistent dates'],
      data: { ...wh(jobs), ...contact(f), 'person.name.status': 'match' },
      note: `the last post's end "${ymText(null, f.ds)}" is struck through (or moved to a "Deleted:" balloon) and "${ymText('2024-06', f.ds)}" inserted; as edited, the most recent post ended 2024-06, about 29 months before valid_on, outside recent_within_months 12; the reviewer's comment confirms it`,
    });
  }
  return out;
}
