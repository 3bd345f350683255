// A designer resume made from a word-processor template and usually photographed or scanned: a large two-weight
// name header with a job title under it, then two columns. The MAIN column (left) has a profile paragraph and an
// Experience timeline — a dot and a vertical rule beside each entry, the title in bold, "Employer · City" under it,
// and the date range in small coloured capitals or spelled-out month names ("September 2019 — February 2022",
// "Sept. 2019 – Feb. 2022", "MAR 2021 — NOW", "… – Current") — with bullets, then Education. The tinted SIDEBAR
// (right) holds Contact with little pictograms (☎ ✉ ⌂), Skills with five-dot ratings, Certifications with their own
// expiry months (not jobs) and Languages. Variants: continuous experience, a keyword in a job title, a nickname as
// the name, a long break between jobs, no post in the last two years, a sidebar with a city but no phone or e-mail.
import { addM, buildJobs, monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r14_designer_resume_right_sidebar_month_names',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 35, fax: 15, scan_image: 10 },
  description:
    'Designer template resume, main column left and tinted sidebar right: two-weight name header, profile, experience timeline with dots and a rule, dates as month names or small capitals ("September 2019 — February 2022", "Sept. 2019 – Feb. 2022", "MAR 2021 — NOW", "Current"), education; sidebar with pictogram contact lines, five-dot skill ratings, certifications with their own expiry months, languages; continuous, keyword in a title, nickname, long break, nothing recent, no phone or e-mail',
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
const DOTTED = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

function ymText(v, style) {
  if (!v) return { month: 'Present', dotted: 'Current', caps: 'NOW' }[style];
  const [y, m] = v.split('-').map(Number);
  if (style === 'month') return `${MONTHS[m - 1]} ${y}`;
  if (style === 'dotted') return `${DOTTED[m - 1]} ${y}`;
  return `${MONTHS[m - 1].slice(0, 3).toUpperCase()} ${y}`;
}

function render(f) {
  const c = f.accent;
  const css = `
  .hd { padding:0 0 10px; border-bottom:2px solid ${c}; margin-bottom:12px; }
  .hd .n1 { font-size:32pt; font-weight:300; letter-spacing:1px; color:#333; }
  .hd .n1 b { font-weight:700; color:${c}; }
  .hd .t { font-size:11pt; letter-spacing:3px; text-transform:uppercase; color:#555; margin-top:2px; }
  .cols { display:flex; gap:22px; }
  .main { flex:1; }
  .side { width:2.75in; background:${f.tint}; padding:14px 14px; border-radius:4px; font-size:10.4pt; }
  h3 { font-size:11.5pt; letter-spacing:2.5px; text-transform:uppercase; color:${c}; margin:14px 0 7px; }
  .side h3 { margin-top:4px; border-bottom:1px solid ${c}; padding-bottom:2px; }
  .pro { font-size:10.8pt; line-height:1.5; color:#333; }
  .job { position:relative; padding-left:20px; border-left:2px solid #cfcfcf; margin-left:6px; padding-bottom:14px; }
  .job:before { content:''; position:absolute; left:-7px; top:3px; width:10px; height:10px; border-radius:50%; background:${c}; border:1px solid #fff; }
  .job .ti { font-weight:bold; font-size:11.8pt; }
  .job .em { font-size:10.6pt; color:#444; }
  .job .dt { font-size:9.8pt; color:${c}; letter-spacing:1px; margin:1px 0 3px; }
  .job ul { margin:2px 0 0; padding-left:15px; font-size:10.3pt; line-height:1.45; }
  .edu { font-size:10.6pt; margin-bottom:6px; }
  .hl { margin:0; padding-left:16px; font-size:10.4pt; line-height:1.45; }
  .ct div { margin:5px 0; white-space:nowrap; font-size:9.8pt; } .ct span.ic { display:inline-block; width:18px; font-family:'DejaVu Sans'; color:${c}; }
  .sk { display:flex; justify-content:space-between; margin:3px 0; }
  .dots { font-family:'DejaVu Sans'; color:${c}; letter-spacing:1px; font-size:9pt; }
  .ce { margin:5px 0; line-height:1.3; } .ce small { color:#555; }
  `;
  const jobs = f.jobs
    .map(
      (
        j,
      ) => `<div class="job"><div class="ti">${esc(j.title)}</div><div class="em">${esc(j.employer)} · ${esc(j.city)}</div>
      <div class="dt">${esc(ymText(j.start, f.style))} ${f.dash} ${esc(ymText(j.end, f.style))}</div>
      <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const contact = f.contact.map(([ic, t]) => `<div><span class="ic">${ic}</span>${esc(t)}</div>`).join('');
  const skills = f.skills
    .map(
      ([s, n]) =>
        `<div class="sk"><span>${esc(s)}</span><span class="dots">${'●'.repeat(n)}${'○'.repeat(5 - n)}</span></div>`,
    )
    .join('');
  const [fn, ...rest] = f.name.split(' ');
  const body = `<div class="hd"><div class="n1">${esc(fn)} <b>${esc(rest.join(' '))}</b></div><div class="t">${esc(f.headline)}</div></div>
  <div class="cols">
    <div class="main">
      <h3>Profile</h3><div class="pro">${esc(f.profile)}</div>
      <h3>Highlights</h3><ul class="hl">${f.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>
      <h3>Experience</h3>${jobs}
      <h3>Education</h3>${f.edu.map((e) => `<div class="edu"><b>${esc(e.cred)}</b><br>${esc(e.school)} · ${esc(e.year)}</div>`).join('')}
    </div>
    <div class="side">
      <h3>Contact</h3><div class="ct">${contact}</div>
      <h3>Skills</h3>${skills}
      <h3>Certifications</h3>${f.certs.map((x) => `<div class="ce">${esc(x[0])}<br><small>${esc(x[1])}</small></div>`).join('')}
      <h3>Languages</h3>${f.langs.map((l) => `<div>${esc(l)}</div>`).join('')}
      <h3>Memberships</h3>${f.members.map((l) => `<div class="ce">${esc(l)}</div>`).join('')}
    </div>
  </div>`;
  return page({ title: 'Resume', body, css, font: f.font, margin: '0.45in 0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const ACCENTS = [
    ['#2f6f73', '#eaf3f3'],
    ['#8a4b6b', '#f6edf2'],
    ['#3a5a8c', '#ecf0f7'],
    ['#9a6a1f', '#f7f1e6'],
  ];
  const make = (p, role, jobs, o = {}) => {
    const [accent, tint] = rng.pick(ACCENTS);
    const email = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .toLowerCase()
      .replace(
        /[^a-z]/g,
        '',
      )}${rng.int(1, 9)}@${rng.pick(['gmail.example', 'icloud.example', 'proton.example'])}`;
    const phoneNo = `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
    const city = rng.pick([
      'Tulsa, Oklahoma',
      'Dayton, Ohio',
      'Savannah, Georgia',
      'Boise, Idaho',
      'Tacoma, Washington',
    ]);
    const contact = o.noContact
      ? [
          ['⌂', city],
          ['✎', 'References on request'],
        ]
      : [
          ['☎', phoneNo],
          ['✉', email],
          ['⌂', city],
        ];
    const rn = role === 'rn';
    return {
      accent,
      tint,
      font: rng.pick([FONTS.lato, FONTS.open, FONTS.roboto, FONTS.carlito]),
      style: o.style || rng.pick(['month', 'dotted', 'caps']),
      dash: rng.pick(['—', '–', 'to']),
      name: o.name || nameAs(p, rng.pick(['first_last', 'first_last', 'plain'])),
      headline: rn ? 'Registered Nurse' : 'Certified Nursing Assistant',
      profile:
        o.profile ||
        (rn
          ? 'Registered nurse who enjoys fast-paced units, precise charting and teaching patients and families. Looking for contract and per-diem work with a supportive team.'
          : 'Dependable nursing assistant with a calm bedside manner, experienced in long-term care and rehab. Available for day and evening shifts.'),
      highlights: rn
        ? rng
            .shuffle([
              'Zero medication errors on annual audits',
              'Super-user for the barcode medication administration roll-out',
              'Comfortable floating to step-down, med/surg and observation units',
              'Patient-satisfaction recognition ("DAISY" nominee)',
            ])
            .slice(0, 3)
        : rng
            .shuffle([
              'Perfect attendance recognition, two consecutive years',
              'Trained new aides on safe transfer techniques',
              'Fall-prevention champion on a 40-bed unit',
              'Comfortable with memory-care residents',
            ])
            .slice(0, 3),
      members: rn
        ? [
            rng.pick([
              'American Nurses Association',
              'Academy of Medical-Surgical Nurses',
              'Emergency Nurses Association',
            ]),
          ]
        : ['National Association of Health Care Assistants'],
      jobs,
      email: o.noContact ? null : email,
      phone: o.noContact ? null : phoneNo,
      contact,
      skills: rng
        .shuffle(
          rn
            ? [
                ['Patient assessment', 5],
                ['Telemetry monitoring', 4],
                ['Epic / Cerner', 4],
                ['IV therapy', 4],
                ['Wound care', 3],
              ]
            : [
                ['ADLs & mobility', 5],
                ['Vital signs', 5],
                ['Hoyer lift', 4],
                ['PointClickCare', 3],
                ['Dementia care', 4],
              ],
        )
        .slice(0, 4),
      certs: rn
        ? [
            ['BLS Provider — AHA', `Renew by ${rng.pick(['03', '07', '10'])}/2028`],
            ['ACLS Provider — AHA', `Renew by ${rng.pick(['01', '05', '09'])}/2027`],
            ['RN licence (multistate)', 'Active'],
          ]
        : [
            ['CNA — state registry', 'Active'],
            ['CPR / AED — Red Cross', `Valid to ${rng.pick(['04', '08', '12'])}/2027`],
          ],
      langs: rng.pick([
        ['English (native)'],
        ['English', 'Spanish (conversational)'],
        ['English', 'Tagalog'],
      ]),
      edu: [
        rn
          ? {
              cred: rng.pick(['Associate Degree in Nursing', 'B.S. in Nursing']),
              school: rng.pick([
                'Tulsa Community College',
                'Sinclair College',
                'Georgia Southern University',
              ]),
              year: String(o.eduYear || 2016),
            }
          : {
              cred: 'State-approved Nurse Aide Program',
              school: rng.pick(['Tri-County Technical Center', 'College of Western Idaho']),
              year: String(o.eduYear || 2019),
            },
      ],
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
    { months: 30 },
    { months: 26, gapBefore: 1 },
    { months: 20, gapBefore: 0 },
  ]);
  let f = make(p, 'rn', jobs, { eduYear: 2017, style: 'month' });
  out.push({
    key: 'continuous-month-names',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: {
      ...first(jobs),
      'contact.email': f.email,
      'contact.phone': f.phone,
      'person.name.status': 'match',
    },
    note: `about ${total(jobs)} months across three posts, spelled-out month names; the sidebar's certification renewal months are not posts`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 22 }, { months: 28, gapBefore: 2 }, { months: 24, gapBefore: 3 }]);
  jobs[0].title = 'Staff RN, Telemetry';
  jobs[0].bullets = [
    'Monitored telemetry for 4–5 cardiac step-down patients per shift',
    'Titrated heparin and insulin drips per protocol',
    'Charge nurse on weekend nights',
  ];
  f = make(p, 'rn', jobs, { eduYear: 2015, style: 'dotted' });
  out.push({
    key: 'telemetry-keyword-short-breaks',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['telemetry'], max_gap_months: 6 },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword', 'employment gap'],
    data: { ...first(jobs), 'contact.email': f.email },
    note: 'telemetry in the current title and bullets; breaks of two and three months, within the six allowed; dates as "Sept. 2019"',
  });

  p = k.person();
  while (!p.nick) p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 16 }, { months: 31, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, { eduYear: 2018, style: 'caps', name: nameAs(p, 'nick_last') });
  out.push({
    key: 'cna-current-nickname',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 6 },
    html: render(f),
    issues: [],
    forbidden: ['no recent experience'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: `the resume is headed "${f.name}" (a nickname); the current post runs to "NOW"`,
  });

  p = k.person();
  const gap = rng.int(9, 14);
  jobs = buildJobs(rng, 'rn', [{ months: 18 }, { months: 34, gapBefore: gap }, { months: 20, gapBefore: 1 }]);
  f = make(p, 'rn', jobs, { eduYear: 2014 });
  out.push({
    key: 'long-break-between-posts',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: ['employment gap'],
    data: {
      ...first(jobs),
      'work_history.1.end_date': jobs[1].end,
    },
    note: `${gap} months between ${jobs[1].end} and ${jobs[0].start}, over the four allowed`,
  });

  p = k.person();
  const lastEnd = addM('2026-11', -rng.int(26, 34));
  jobs = buildJobs(rng, 'cna', [{ months: 38 }, { months: 22, gapBefore: 1 }], lastEnd);
  f = make(p, 'cna', jobs, {
    eduYear: 2016,
    style: 'month',
    profile:
      'Experienced nursing assistant returning to work after time at home caring for a family member. Ready for day shifts in long-term care or rehab.',
  });
  out.push({
    key: 'nothing-in-last-two-years',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { ...first(jobs) },
    note: `the latest post ended ${lastEnd}, more than 12 months before valid_on; the profile says the candidate is returning to work`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 27 }, { months: 30, gapBefore: 1 }]);
  f = make(p, 'rn', jobs, { eduYear: 2018, noContact: true });
  out.push({
    key: 'sidebar-city-only-no-contact',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { ...first(jobs), 'contact.email': null, 'contact.phone': null },
    note: 'the Contact panel gives a city and "References on request" only: no phone, no e-mail',
  });
  return out;
}
