// A designer-template "infographic" resume: a coloured name banner with a one-line headline and a contact row of
// symbols (☎ ✉ ⌂ in), a narrow left column with skill bars, licences & certifications and languages, and a wide right
// column "Career timeline" drawn as a vertical line with dots, each entry headed by its date range in the template's
// style (08.2021 — now, Aug '21 – today, 2021/08 → present), then employer, title, city and two or three bullets.
// Education sits at the bottom of the same timeline with its own year ranges (not jobs). Variants: a long career
// break with nothing written about it, a last job that ended in 2024, a contact row with only a city, and a PRN
// job running alongside the current one.
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { buildJobs } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r8_timeline_infographic_resume',
  split: 'tuning',
  description:
    'Infographic-template resume: name banner, contact row of symbols, left column of skill bars / licences / languages, right "Career timeline" with a vertical line and dots, entries headed by date ranges in template styles (08.2021 — now, Aug \'21 – today, 2021/08 → present), education in the same timeline with year ranges; variants with an unexplained career break, a last job ending in 2024, no phone or e-mail, a PRN job overlapping the current one',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function rangeText(start, end, style) {
  const f = (v) => {
    const [y, m] = v.split('-').map(Number);
    if (style === 'apos') return `${MON[m - 1]} \u2019${String(y).slice(2)}`;
    if (style === 'ym') return `${y}/${String(m).padStart(2, '0')}`;
    return `${String(m).padStart(2, '0')}.${y}`;
  };
  const now = style === 'apos' ? 'today' : style === 'ym' ? 'present' : 'now';
  const sep = style === 'ym' ? ' \u2192 ' : style === 'apos' ? ' \u2013 ' : ' \u2014 ';
  return `${f(start)}${sep}${end ? f(end) : now}`;
}
const THEMES = [
  { main: '#23395b', accent: '#f2a541', font: FONTS.lato },
  { main: '#2f4f4f', accent: '#8fbc8f', font: FONTS.open },
  { main: '#5a1e4a', accent: '#e07a5f', font: FONTS.roboto },
];

function render(f) {
  const t = f.theme;
  const css = `
  .ban { background:${t.main}; color:#fff; padding:16px 20px 12px; }
  .ban .n { font-size:24pt; font-weight:bold; letter-spacing:.5px; } .ban .h { font-size:11pt; color:${t.accent}; margin-top:2px; }
  .ct { display:flex; gap:22px; font-size:9pt; margin-top:8px; flex-wrap:wrap; }
  .wrap { display:flex; gap:18px; padding:14px 4px 0; }
  .left { width:32%; font-size:9pt; }
  .right { flex:1; }
  h3 { font-size:10.5pt; text-transform:uppercase; letter-spacing:1.5px; color:${t.main}; border-bottom:2px solid ${t.accent}; padding-bottom:2px; margin:0 0 8px; }
  .sk { margin-bottom:6px; } .bar { height:6px; background:#e3e3e3; border-radius:3px; margin-top:2px; } .bar i { display:block; height:6px; background:${t.accent}; border-radius:3px; }
  .left ul { padding-left:14px; margin:0 0 12px; } .left li { margin-bottom:3px; }
  .tl { position:relative; padding-left:22px; }
  .tl:before { content:''; position:absolute; left:6px; top:4px; bottom:4px; width:2px; background:${t.main}; opacity:.35; }
  .ev { position:relative; margin-bottom:12px; }
  .ev:before { content:''; position:absolute; left:-21px; top:3px; width:10px; height:10px; border-radius:50%; background:#fff; border:2.5px solid ${t.accent}; }
  .ev .d { font-weight:bold; color:${t.main}; font-size:9.5pt; }
  .ev .e { font-size:10.2pt; font-weight:bold; margin-top:1px; } .ev .ti { font-size:9.3pt; font-style:italic; color:#333; }
  .ev ul { margin:3px 0 0; padding-left:14px; font-size:8.8pt; }`;
  const contact = [
    f.phone ? `<span>\u260e ${esc(f.phone)}</span>` : '',
    f.email ? `<span>\u2709 ${esc(f.email)}</span>` : '',
    `<span>\u2302 ${esc(f.city)}</span>`,
    f.handle ? `<span>in/${esc(f.handle)}</span>` : '',
  ].join('');
  const jobs = f.jobs
    .map(
      (j) =>
        `<div class="ev"><div class="d">${esc(rangeText(j.start, j.end, f.style))}</div><div class="e">${esc(j.employer)}</div><div class="ti">${esc(j.title)} · ${esc(j.city)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const edu = f.edu
    .map(
      (e) =>
        `<div class="ev"><div class="d">${esc(e.years)}</div><div class="e">${esc(e.school)}</div><div class="ti">${esc(e.cred)}</div></div>`,
    )
    .join('');
  const body = `
  <div class="ban"><div class="n">${esc(f.name)}</div><div class="h">${esc(f.headline)}</div><div class="ct">${contact}</div></div>
  <div class="wrap">
   <div class="left">
    <h3>Skills</h3>${f.skills.map(([s, v]) => `<div class="sk">${esc(s)}<div class="bar"><i style="width:${v}%"></i></div></div>`).join('')}
    <h3 style="margin-top:14px">Licenses &amp; certifications</h3><ul>${f.certs.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
    <h3>Languages</h3><ul>${f.langs.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
   </div>
   <div class="right"><h3>Career timeline</h3><div class="tl">${jobs}</div>
   <h3 style="margin-top:6px">Education</h3><div class="tl">${edu}</div></div>
  </div>`;
  return page({ title: 'Resume', body, css, font: f.theme.font, margin: '0.35in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, role, jobs, o = {}) => {
    const email = `${stripAccents(p.first).toLowerCase()}${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}.${role}@${rng.pick(['mailbox', 'inbox', 'postbox'])}.example`;
    return {
      theme: rng.pick(THEMES),
      style: o.style || rng.pick(['dots', 'apos', 'ym']),
      name: nameAs(p, rng.pick(['first_last', 'FIRST_LAST'])),
      headline:
        role === 'rn'
          ? rng.pick(['Registered Nurse · Med-Surg & Telemetry', 'Critical-care RN · calm under pressure'])
          : rng.pick([
              'Certified Nursing Assistant · Long-term care',
              'Caregiver & CNA · resident-centred care',
            ]),
      phone: o.noContact ? '' : `${rng.int(201, 989)}.${rng.int(201, 989)}.${rng.digits(4)}`,
      email: o.noContact ? '' : email,
      city: rng.pick(['Tacoma, WA', 'Mesa, AZ', 'Raleigh, NC', 'Omaha, NE', 'Madison, WI']),
      handle: o.noContact
        ? ''
        : rng.chance(0.5)
          ? `${stripAccents(p.first).toLowerCase()}-${rng.digits(3)}`
          : '',
      jobs,
      skills: (role === 'rn'
        ? ['Patient assessment', 'IV therapy', 'Epic charting', 'Care coordination', 'Patient education']
        : ['ADLs & mobility', 'Vital signs', 'Dementia care', 'Infection control', 'PointClickCare']
      ).map((s) => [s, rng.int(55, 98)]),
      certs:
        o.certs ||
        (role === 'rn'
          ? ['RN license (compact)', 'BLS — American Heart Association', 'ACLS']
          : ['Certified Nursing Assistant — state registry', 'CPR/AED — American Red Cross']),
      langs: rng.pick([
        ['English (native)', 'Spanish (conversational)'],
        ['English'],
        ['English', 'Tagalog'],
      ]),
      edu: o.edu || [
        role === 'rn'
          ? {
              years: `${o.eduEnd - 4} \u2014 ${o.eduEnd}`,
              school: rng.pick(['Cascadia State University', 'University of the Plains']),
              cred: 'Bachelor of Science in Nursing',
            }
          : {
              years: `${o.eduEnd}`,
              school: rng.pick(['Tulsa Tech', 'Red Butte Community College']),
              cred: 'Nurse Aide Training Program (120 h)',
            },
      ],
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 30 },
    { months: 22, gapBefore: 1 },
    { months: 18, gapBefore: 0 },
  ]);
  let f = make(p, 'rn', jobs, { eduEnd: 2017 });
  out.push({
    key: 'three-jobs-continuous',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: { ...first(jobs), 'contact.email': f.email, 'person.name.status': 'match' },
    note: `date ranges in the "${f.style}" style; the education entry (a year range in the same timeline) is not a job`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 27 }, { months: 34, gapBefore: 1 }]);
  jobs[0].bullets = [
    'Cared for 4–5 telemetry patients on a 28-bed step-down unit',
    'Titrated cardiac drips per protocol',
    'Charge nurse two shifts a week',
  ];
  f = make(p, 'rn', jobs, { eduEnd: 2019 });
  out.push({
    key: 'telemetry-keyword-in-bullets',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['telemetry'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { ...first(jobs), 'person.name.status': 'match' },
    note: 'the keyword is in a bullet of the current job (and the headline may carry "Telemetry")',
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 16 }, { months: 30, gapBefore: 14 }, { months: 20, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, { eduEnd: 2016 });
  out.push({
    key: 'career-break-unexplained',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `about fourteen months between ${jobs[1].end} and ${jobs[0].start}, nothing in the timeline for it`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 40 }, { months: 26, gapBefore: 2 }], `2024-0${rng.int(1, 6)}`);
  f = make(p, 'rn', jobs, { eduEnd: 2015, style: rng.pick(['dots', 'ym']) });
  out.push({
    key: 'last-job-ended-2024',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': jobs[0].end },
    note: `the newest job ended ${jobs[0].end}, more than 12 months before valid_on`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 24 }, { months: 18, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, { noContact: true, eduEnd: 2020 });
  out.push({
    key: 'contact-row-city-only',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { 'contact.email': null, 'contact.phone': null, ...first(jobs) },
    note: 'the contact row under the name holds only the city symbol and city',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 20 }, { months: 28, gapBefore: -6 }, { months: 24, gapBefore: 1 }]);
  jobs[1].title = 'PRN Staff RN (per diem)';
  f = make(p, 'rn', jobs, { eduEnd: 2016 });
  out.push({
    key: 'prn-job-overlaps-current',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates', 'employment gap'],
    data: { ...first(jobs), 'person.name.status': 'match' },
    note: 'the PRN job ran six months into the current job: overlap, not inconsistent dates; no break over three months',
  });
  return out;
}
