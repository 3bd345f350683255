// A one-page nurse / allied resume whose EXPERIENCE section groups several positions under one employer, the way
// people who were promoted inside one hospital system write it: an employer line with the city and the whole tenure
// in years only ("2014 – Present", "2016 – 2023"), then each position under it, newest first, with its own month
// range ("Mar 2021 – Present", "06/2018 – 02/2021") and bullets; a promotion or an internal transfer starts the month
// the last one ended. Other employers with a single position follow. Header: name with credentials, a contact line;
// then a profile paragraph, LICENSES & CERTIFICATIONS as a small table (credential / number / expires), EDUCATION with
// years (a degree finished while working is not a break) and PROFESSIONAL ACTIVITIES with their own years (committee,
// unit council — not jobs). Two page styles: a serif page with the employer's tenure right-aligned, and a sans page
// with a tinted employer bar. Each position is a work-history entry; the employer's year tenure is a summary of the
// positions under it. Variants: promotions CNA → LPN → RN inside one employer meeting a five-year minimum; the
// required keyword only in an earlier position under the same employer; internal transfers plus a short break
// between employers within the client's allowance; a break between employers longer than the client allows; the last
// position ended over a year ago; a position whose end is typed before its start.
import { monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r23_positions_grouped_under_employer',
  split: 'tuning',
  renderings: { text_pdf: 60, scanned_pdf: 25, scan_image: 10, fax: 5 },
  description:
    'One-page resume with several positions grouped under one employer (promotions / internal transfers): employer line with city and year-only tenure ("2014 – Present"), positions under it newest first each with its own month range ("Mar 2021 – Present", "06/2018 – 02/2021") and bullets, then single-position employers; name with credentials, contact line, profile, licences & certifications table (credential / number / expires), education with years, professional activities with years (not jobs); serif page with right-aligned tenure or sans page with tinted employer bars; CNA → LPN → RN promotions meeting a five-year minimum, keyword only in an earlier position, transfers and a short break within the allowance, a break between employers over the allowance, last position ended over a year ago, a position with its end typed before its start',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function ymText(v, style) {
  if (!v) return 'Present';
  const [y, m] = v.split('-').map(Number);
  if (style === 'slash') return `${String(m).padStart(2, '0')}/${y}`;
  if (style === 'month') return `${MON[m - 1]}. ${y}`.replace('May.', 'May');
  return `${MON[m - 1]} ${y}`;
}

const SYSTEMS = [
  ['Harwell Regional Health — Main Campus', 'Dayton, OH'],
  ['Sisters of Mercy Lakeshore Hospital', 'Worcester, MA'],
  ['Red Mesa Community Medical Center', 'Mesa, AZ'],
  ['Grand Prairie Health System', 'Omaha, NE'],
];
const OTHERS = [
  ['Brookside Manor Nursing & Rehabilitation', 'Albany, NY'],
  ['Tri-County Home Health', 'Knoxville, TN'],
  ['Silverleaf Outpatient Surgery Center', 'Boise, ID'],
  ['Westgate Dialysis', 'Reno, NV'],
  ['Quail Run Senior Living', 'Tulsa, OK'],
];
const B = {
  rnIcu: [
    'Care for two critically ill adults per shift: ventilators, CRRT and vasoactive drips',
    'Member of the rapid response and code team',
    'Charge nurse two shifts a week for a 20-bed unit',
  ],
  rnMed: [
    'Care for five to six patients per shift on a 34-bed medical-surgical unit',
    'Precept new graduate nurses through a 12-week orientation',
    'Lead daily safety huddles and bedside shift report',
  ],
  rnTele: [
    'Monitor and interpret cardiac rhythms for 24 telemetry patients',
    'Titrate heparin and amiodarone drips per protocol',
  ],
  lpn: [
    'Passed medications and treatments for a 24-bed hall',
    'Performed wound care, tube feedings and glucose checks',
  ],
  cna: ['Assisted patients with ADLs, mobility and feeding', 'Recorded vital signs, intake and output'],
  pct: ['Drew labs and performed 12-lead ECGs', 'Assisted nurses with admissions and transfers'],
  rnHome: [
    'Case-managed 30 home-health patients; OASIS start-of-care visits',
    'Taught families wound and ostomy care',
  ],
  rnOr: ['Circulated in general, orthopedic and ENT cases', 'Performed pre-op assessments and PACU handoffs'],
};

function render(f) {
  const groups = f.groups
    .map((g) => {
      const tenure = `${g.tenureText}`;
      const pos = g.positions
        .map(
          (p) =>
            `<div class="ps"><div class="pl"><b>${esc(p.title)}</b>${p.unit ? `, ${esc(p.unit)}` : ''}<span class="pd">${esc(p.datesText || `${ymText(p.start, f.ds)} – ${ymText(p.end, f.ds)}`)}</span></div>
            <ul>${p.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
        )
        .join('');
      return `<div class="gp"><div class="eh"><span><b>${esc(g.employer)}</b> · ${esc(g.city)}</span><span class="tn">${esc(tenure)}</span></div>${pos}</div>`;
    })
    .join('');
  const lic = f.licenses
    .map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td><td>${esc(c)}</td></tr>`)
    .join('');
  const body = `
  <div class="hd">
    <div class="nm">${esc(f.nameLine)}</div>
    <div class="ct">${[f.city, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;•&nbsp; ')}</div>
  </div>
  <h2>Profile</h2><div class="pf">${esc(f.profile)}</div>
  <h2>Experience</h2>${groups}
  <div class="two">
    <div><h2>Licenses &amp; Certifications</h2><table class="lt"><tr><th>Credential</th><th>Number</th><th>Expires</th></tr>${lic}</table></div>
    <div><h2>Education</h2><ul class="ed">${f.education.map((e) => `<li>${esc(e)}</li>`).join('')}</ul>
    <h2>Professional Activities</h2><ul class="ed">${f.activities.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>
  </div>`;
  const css =
    f.style === 'serif'
      ? `
  .hd { text-align:center; border-bottom:1.4px solid #222; padding-bottom:4px; }
  .nm { font-size:18pt; letter-spacing:1px; } .ct { font-size:9pt; margin-top:2px; }
  h2 { font-size:10.2pt; font-variant:small-caps; letter-spacing:1px; border-bottom:0.7px solid #555; margin:8px 0 3px; }
  .eh { display:flex; justify-content:space-between; font-size:10.3pt; margin-top:5px; } .tn { font-weight:bold; }
  .ps { margin-left:0.18in; } .pl { display:flex; justify-content:space-between; font-size:9.8pt; margin-top:2px; }
  .pd { font-style:italic; white-space:nowrap; }`
      : `
  .hd { border-left:6px solid ${f.color}; padding-left:10px; }
  .nm { font-size:19pt; font-weight:bold; color:${f.color}; } .ct { font-size:9pt; margin-top:2px; color:#333; }
  h2 { font-size:9.8pt; text-transform:uppercase; letter-spacing:1.2px; color:${f.color}; margin:9px 0 3px; }
  .eh { display:flex; justify-content:space-between; background:${f.tint}; padding:2px 6px; font-size:10pt; margin-top:5px; }
  .tn { color:#333; }
  .ps { margin-left:0.12in; border-left:2px solid ${f.tint}; padding-left:8px; } .pl { font-size:9.7pt; margin-top:3px; }
  .pd { margin-left:10px; color:#444; font-size:9.2pt; }
  .pd::before { content:'| '; color:#999; }`;
  return page({
    title: `${f.nameLine} — resume`,
    size: 'letter',
    margin: '0.45in 0.55in',
    font: f.font,
    body,
    css: `${css}
  body { font-size:9.6pt; }
  ul { margin:1px 0 2px; padding-left:0.2in; } li { margin:0.5px 0; line-height:1.22; }
  .pf { font-size:9.4pt; line-height:1.3; }
  .two { display:flex; gap:18px; } .two > div { flex:1; }
  .lt { width:100%; font-size:8.8pt; } .lt th { text-align:left; border-bottom:0.8px solid #444; font-weight:bold; }
  .lt td { padding:1.5px 3px; border-bottom:0.5px solid #ddd; }
  .ed li { font-size:9pt; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const styles = rng.shuffle(['serif', 'sans', 'serif', 'sans', 'serif', 'sans']);
  const systems = rng.shuffle(SYSTEMS);
  const others = rng.shuffle(OTHERS);
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const year = (v) => (v ? v.slice(0, 4) : 'Present');
  const grp = (emp, positions) => {
    const starts = positions.map((p) => p.start).sort();
    const current = positions.some((p) => !p.end);
    const ends = positions.map((p) => p.end || '9999').sort();
    return {
      employer: emp[0],
      city: emp[1],
      positions,
      tenureText: `${year(starts[0])} – ${current ? 'Present' : year(ends[ends.length - 1])}`,
    };
  };
  const pos = (title, unit, start, end, bullets) => ({ title, unit, start, end, bullets });
  const make = (p, o) => {
    const style = styles[out.length];
    const user = stripAccents(`${p.first[0]}${p.last}`)
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    return {
      style,
      font:
        style === 'serif'
          ? rng.pick([FONTS.caladea, FONTS.serif, FONTS.dejavuSerif])
          : rng.pick([FONTS.lato, FONTS.open, FONTS.carlito, FONTS.roboto]),
      color: rng.pick(['#1f4e79', '#4a2c5e', '#22543d', '#7b341e']),
      tint: rng.pick(['#e6eef6', '#eee6f3', '#e4f1e8', '#f6ebe3']),
      ds: o.ds || rng.pick(['mon', 'slash', 'month']),
      nameLine: o.nameLine || `${nameAs(p, rng.pick(['full', 'first_mi_last', 'first_last']))}, ${o.cred}`,
      city: o.groups[0].city,
      phone: o.noPhone ? '' : `(${rng.int(210, 979)}) 555-0${rng.digits(3)}`,
      email: `${user}${rng.pick(['', '.rn', rng.digits(2)])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`,
      profile: o.profile,
      groups: o.groups,
      licenses: o.licenses,
      education: o.education,
      activities: o.activities,
    };
  };
  const lic = (cred, st) => [
    [
      `${cred} — ${st}`,
      `${cred}${rng.digits(6)}`,
      `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2027, 2028)}`,
    ],
    [
      'BLS (AHA)',
      `eCard ${rng.digits(12)}`,
      `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2027, 2028)}`,
    ],
  ];
  const contact = (f) => ({ 'contact.email': f.email, ...(f.phone ? { 'contact.phone': f.phone } : {}) });
  const allJobs = (f) => f.groups.flatMap((g) => g.positions);
  const total = (jobs) => jobs.reduce((s, j) => s + months(j), 0);

  // 1 — CNA → LPN → RN under one employer, meeting a five-year minimum.
  {
    const p = k.person();
    const sys = systems[0];
    const g1 = grp(sys, [
      pos('Registered Nurse', 'Medical-Surgical 4 North', '2023-06', null, B.rnMed),
      pos('Licensed Practical Nurse', 'Transitional Care Unit', '2020-09', '2023-06', B.lpn),
      pos('Certified Nursing Assistant', 'Float Pool', '2019-04', '2020-09', B.cna),
    ]);
    const f = make(p, {
      cred: 'RN, ADN',
      groups: [g1],
      profile:
        'Registered nurse who grew up through the ranks of one hospital — aide, practical nurse and now RN — with a reputation for calm organization and strong patient teaching.',
      licenses: lic('RN', sys[1].slice(-2)),
      education: [
        `Associate Degree in Nursing, Sinclair Valley Community College — 2023`,
        'Practical Nursing Certificate, Miami Valley Career Technical Center — 2020',
      ],
      activities: [
        'Unit practice council, 4 North — 2024 – present',
        'Hospital falls-prevention committee — 2022',
      ],
    });
    const jobs = allJobs(f);
    out.push({
      key: 'promotions-one-employer-meet-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 60 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'inconsistent dates'],
      data: {
        'work_history.0.start_date': '2023-06',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2020-09',
        'work_history.2.start_date': '2019-04',
        total_experience_months: total(jobs),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `three positions under ${sys[0]} (tenure printed "${g1.tenureText}"), each a work-history entry: CNA 2019-04 – 2020-09, LPN 2020-09 – 2023-06, RN 2023-06 – present; about ${total(jobs)} months against 60; a promotion ending and starting in the same month is continuous, not overlapping; education and committee years are not jobs`,
      rendering: 'text_pdf',
    });
  }

  // 2 — the keyword only in an earlier position under the same employer.
  {
    const p = k.person();
    const sys = systems[1];
    const g1 = grp(sys, [
      pos('Clinical Nurse Educator', 'Nursing Professional Development', '2022-02', null, [
        'Plan and teach orientation for 60+ new nurses a year',
        'Run the annual skills fair and competency validation',
      ]),
      pos('Staff Nurse III', 'Medical Intensive Care Unit', '2016-08', '2022-02', B.rnIcu),
    ]);
    const g2 = grp(others[0], [
      pos('Staff Nurse', 'Subacute Rehab', '2014-07', '2016-07', [
        'Managed care for 12 subacute residents',
        'Coordinated discharge planning with therapy',
      ]),
    ]);
    const f = make(p, {
      cred: 'MSN, RN, CCRN-K',
      groups: [g1, g2],
      profile:
        'Nurse educator with a critical-care background, known for simulation-based orientation and competency programs.',
      licenses: [
        ...lic('RN', sys[1].slice(-2)),
        ['CCRN-K (AACN)', `${rng.digits(7)}`, `${rng.int(2027, 2029)}`],
      ],
      education: [
        'MSN, Nursing Education, Bay Colony University — 2021',
        'BSN, Lakeshore State University — 2014',
      ],
      activities: ['AACN chapter board, treasurer — 2023 – present'],
    });
    out.push({
      key: 'keyword-in-earlier-position-same-employer',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['ventilator'], recent_within_months: 12 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience'],
      data: {
        'work_history.0.start_date': '2022-02',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2016-08',
        'work_history.1.end_date': '2022-02',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `"ventilators" appears only in a bullet of the earlier MICU position under ${sys[0]}, not in the current educator position; the current position (since 2022-02) meets recent_within_months 12; the one-month break in 2016 is not checked (no max_gap_months)`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — internal transfers and a short break between employers, within the allowance.
  {
    const p = k.person();
    const sys = systems[2];
    const g1 = grp(sys, [
      pos('Staff RN', 'Cardiac Telemetry', '2022-10', null, B.rnTele),
      pos('Staff RN', 'Emergency Department', '2020-03', '2022-10', [
        'Triage and care for adult and pediatric ED patients',
        'Trauma-room documentation and sepsis bundles',
      ]),
    ]);
    const g2 = grp(others[1], [pos('Home Health RN', '', '2017-05', '2019-12', B.rnHome)]);
    const f = make(p, {
      cred: 'RN, BSN',
      groups: [g1, g2],
      ds: 'slash',
      profile: 'Acute-care and home-health RN comfortable in fast-paced ED and telemetry settings.',
      licenses: lic('RN', sys[1].slice(-2)),
      education: ['BSN, Canyon State University — 2017'],
      activities: ['Emergency Nurses Association member — 2020 – present'],
    });
    out.push({
      key: 'transfers-short-break-within-allowance',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates'],
      data: {
        'work_history.0.start_date': '2022-10',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2020-03',
        'work_history.1.end_date': '2022-10',
        'work_history.2.start_date': '2017-05',
        'work_history.2.end_date': '2019-12',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the ED → telemetry transfer under ${sys[0]} is continuous (2022-10); the only break is 2019-12 to 2020-03 (about 3 months) between employers, within max_gap_months 6`,
      rendering: 'text_pdf',
    });
  }

  // 4 — a break between employers longer than the client allows.
  {
    const p = k.person();
    const sys = systems[3];
    const g1 = grp(sys, [
      pos('Charge Nurse', 'Orthopedic / Spine Unit', '2024-01', null, B.rnMed),
      pos('Staff RN', 'Orthopedic / Spine Unit', '2022-11', '2024-01', [
        'Post-op care for joint replacement and spine patients',
        'Early mobility with physical therapy',
      ]),
    ]);
    const g2 = grp(others[2], [pos('Perioperative RN', '', '2016-09', '2021-06', B.rnOr)]);
    const f = make(p, {
      cred: 'RN',
      groups: [g1, g2],
      profile: 'Orthopedic and perioperative RN, now charge nurse on a 28-bed ortho / spine unit.',
      licenses: lic('RN', sys[1].slice(-2)),
      education: ['BSN, Prairie Plains University — 2016'],
      activities: ['Ortho / spine unit skin champion — 2023 – present'],
    });
    const gap = monthsBetween('2021-06', '2022-11');
    out.push({
      key: 'break-between-employers-over-allowance',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      forbidden: ['no recent experience'],
      data: {
        'work_history.0.start_date': '2024-01',
        'work_history.0.end_date': null,
        'work_history.1.start_date': '2022-11',
        'work_history.2.end_date': '2021-06',
        'gaps.0.from': '2021-06',
        'gaps.0.to': '2022-11',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `no job between 2021-06 (end of the perioperative post) and 2022-11 (start under ${sys[0]}), about ${gap} months, over max_gap_months 6; the promotion to charge nurse in 2024-01 is continuous`,
      rendering: 'scan_image',
    });
  }

  // 5 — last position ended over a year ago.
  {
    const p = k.person();
    const sys = systems[0];
    const g1 = grp(sys, [
      pos('Patient Care Technician II', 'Emergency Department', '2021-04', '2025-03', B.pct),
      pos('Patient Care Technician I', 'Emergency Department', '2019-08', '2021-04', B.cna),
    ]);
    const g2 = grp(others[3], [
      pos('Dialysis Technician', '', '2017-02', '2019-07', [
        'Cannulated fistulas and monitored treatments',
        'Cleaned and prepared dialysis machines',
      ]),
    ]);
    const f = make(p, {
      cred: 'CCMA',
      groups: [g1, g2],
      profile:
        'Patient care technician returning to acute care after completing nursing prerequisites (2025 – 2026).',
      licenses: [
        ['Certified Clinical Medical Assistant (NHA)', `${rng.digits(8)}`, `${rng.int(2027, 2028)}`],
        ...lic('CNA', sys[1].slice(-2)).slice(1),
      ],
      education: [
        'Nursing prerequisites, Sinclair Valley Community College — 2025 – 2026',
        'Dialysis technician training, Westgate — 2017',
      ],
      activities: ['Volunteer, free clinic intake desk — 2025 – present'],
    });
    out.push({
      key: 'last-position-ended-over-a-year-ago',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: ['no recent experience'],
      data: {
        'work_history.0.start_date': '2021-04',
        'work_history.0.end_date': '2025-03',
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the last position (PCT II under ${sys[0]}, tenure "${g1.tenureText}") ended 2025-03, about 20 months before valid_on; the prerequisite courses and the volunteer intake desk since 2025 are not jobs`,
      rendering: 'text_pdf',
    });
  }

  // 6 — a position whose end is typed before its start.
  {
    const p = k.person();
    const sys = systems[1];
    const bad = pos('Staff RN', 'Labor & Delivery', '2019-09', '2018-05', [
      'Cared for laboring patients and newborns; fetal monitoring',
      'Circulated cesarean sections',
    ]);
    const g1 = grp(sys, [
      pos('Charge Nurse', 'Labor & Delivery', '2021-05', null, [
        'Charge for a 14-bed L&D unit with 3,200 births a year',
        'Coordinate OB hemorrhage drills',
      ]),
      bad,
    ]);
    g1.tenureText = '2019 – Present';
    const g2 = grp(others[4], [pos('LPN', '', '2015-03', '2019-08', B.lpn)]);
    const f = make(p, {
      cred: 'RNC-OB',
      groups: [g1, g2],
      profile: 'Labor & delivery charge nurse with inpatient obstetric certification.',
      licenses: [
        ...lic('RN', sys[1].slice(-2)),
        ['NRP (AAP)', `${rng.digits(9)}`, `${String(rng.int(1, 12)).padStart(2, '0')}/2027`],
      ],
      education: ['BSN (RN-to-BSN), Lakeshore State University — 2019'],
      activities: ['Perinatal quality collaborative, unit lead — 2022 – present'],
    });
    out.push({
      key: 'position-end-before-start',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['inconsistent dates'],
      forbidden: ['no work history'],
      data: {
        'work_history.0.start_date': '2021-05',
        'work_history.0.end_date': null,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the Staff RN position under ${sys[0]} reads ${ymText(bad.start, f.ds)} – ${ymText(bad.end, f.ds)}: its end is before its start (probably 05/2021 meant); the employer tenure "2019 – Present" does not settle it`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
