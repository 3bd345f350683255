// A veteran's military-to-civilian resume: an Army combat medic (68W) or practical nursing specialist (68C) who now
// works, or worked, as a civilian LPN / LVN, patient care technician or RN. Header: the name (in capitals, or with
// the licence after a comma), a tagline naming the military specialty, a contact line and, in one style, a clearance
// line. Then a SUMMARY OF QUALIFICATIONS in bullets (years of care "across Army and civilian settings"), CIVILIAN
// EXPERIENCE with the dates as "MM/YYYY – Present" or "Mon YYYY – Present", and MILITARY SERVICE headed by the
// service line ("United States Army · Active Duty · Honorable discharge, DD-214 on request") with one entry per
// specialty — title with MOS code and rank, the unit and installation, dates in military capitals ("JUN 2016 – AUG
// 2020") — and bullets that translate military duties (a deployment with its own months is inside a post, not a
// post); an Army Reserve drilling post may run alongside the civilian job. EDUCATION & MILITARY TRAINING (the Army
// medic and practical nursing courses and civilian degrees with years), LICENSES & CERTIFICATIONS with expiry months,
// and AWARDS with their years close the page. Two page styles: a serif page with right-aligned dates on the title
// line, and a sans page with a dates column on the left. Military service is work history. Variants: Army years
// needed to meet a five-year minimum; the required keyword only in the military duties; a Reserve post overlapping
// the civilian job with a short transition; a transition break longer than the client allows; the last job over a
// year ago while studying on the GI Bill; a military range typed end first.
import { monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r22_military_transition_resume',
  split: 'tuning',
  renderings: { text_pdf: 55, scanned_pdf: 25, scan_image: 12, fax: 8 },
  description:
    'Veteran\u2019s military-to-civilian resume (Army 68W combat medic / 68C practical nursing specialist now a civilian LPN / LVN, PCT or RN): name header with the specialty tagline, contact line and clearance line; summary of qualifications bullets; CIVILIAN EXPERIENCE with "MM/YYYY – Present" or "Mon YYYY – Present"; MILITARY SERVICE under a service line (Active Duty, honorable discharge, DD-214 on request) with one entry per MOS and rank, unit and installation, "JUN 2016 – AUG 2020" capitals, translated duties and a deployment with its own months inside a post; an Army Reserve drilling post alongside the civilian job; education & military training with years, licences and certifications with expiry months, awards with years; serif page with right-aligned dates or sans page with a left dates column; Army years needed for a five-year minimum, keyword only in military duties, Reserve overlap with a short transition, transition break over the allowance, last job over a year ago while studying on the GI Bill, a military range typed end first',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM in a resume style; null is the present. */
function ym(v, style) {
  if (!v) return style === 'caps' ? 'PRESENT' : 'Present';
  const [y, m] = v.split('-').map(Number);
  if (style === 'caps') return `${MON[m - 1].toUpperCase()} ${y}`;
  if (style === 'mon') return `${MON[m - 1]} ${y}`;
  return `${String(m).padStart(2, '0')}/${y}`;
}

const CIVILIAN = {
  lpn: [
    ['Licensed Vocational Nurse', 'Sunridge Skilled Nursing & Rehab', 'Mesa, AZ'],
    ['LPN, Long-Term Care', 'Ridgeview Assisted Living', 'Boise, ID'],
    ['Charge LPN', 'Maple Crest Care Center', 'Lansing, MI'],
    ['Clinic LPN', 'Northstar Urgent Care', 'Aurora, CO'],
  ],
  rn: [
    ['Registered Nurse, Med/Surg', 'Brookhaven Memorial Hospital', 'Tacoma, WA'],
    ['Staff RN, Progressive Care', 'Covenant Hills Medical Center', 'Knoxville, TN'],
    ['Registered Nurse, Telemetry', 'Mount Calder Regional Hospital', 'Provo, UT'],
  ],
  pct: [
    ['Patient Care Technician, Emergency Dept.', 'Covenant Hills Medical Center', 'Knoxville, TN'],
    ['ED Technician', 'Bellmont Surgical Hospital', 'Tulsa, OK'],
  ],
};
const CIV_BULLETS = {
  lpn: [
    'Pass medications and treatments for a 22-resident hall',
    'Perform wound care, G-tube feedings and blood glucose checks',
    'Update care plans with the RN supervisor and notify providers of changes',
    'Orient new LPNs and CNAs to the unit routine',
  ],
  rn: [
    'Care for five to six adult patients per shift on a 30-bed unit',
    'Titrate drips per protocol and monitor cardiac rhythms',
    'Precept new graduate nurses and nursing students',
    'Coordinate discharge teaching with case management',
  ],
  pct: [
    'Obtain 12-lead ECGs, vital signs and point-of-care glucose',
    'Perform phlebotomy and start peripheral IVs under RN direction',
    'Apply splints and assist with procedures',
    'Transport and reposition patients safely',
  ],
};
const INSTALLATIONS = [
  'Fort Calder, TX',
  'Fort Harlan, KY',
  'Camp Rennick, NC',
  'Fort Wexley, WA',
  'Fort Ordway, GA',
];
const UNITS = [
  'C Co., 517th Brigade Support Battalion',
  'Calder Army Community Hospital, Inpatient Ward 3',
  '642nd Forward Resuscitative Surgical Detachment',
  'B Co., 2nd Battalion, 88th Infantry Regiment (Battalion Aid Station)',
  'Wexley Army Health Clinic, Troop Medical Clinic 2',
];
const MIL = {
  '68W': {
    title: 'Combat Medic Specialist (68W)',
    bullets: [
      'Provided emergency care and sick call for a battalion of 600 Soldiers',
      'Trained 40+ Soldiers a year in first aid and casualty evacuation',
      'Maintained medical supply and equipment readiness worth $250K with no losses',
      'Drew labs, started IVs and gave immunizations at the aid station',
    ],
  },
  '68C': {
    title: 'Practical Nursing Specialist (68C)',
    bullets: [
      'Delivered inpatient nursing care on a 28-bed medical-surgical ward',
      'Administered medications, IV therapy and wound care under RN supervision',
      'Supervised and mentored six junior medics as shift team leader',
      'Documented care in the military electronic health record',
    ],
  },
};
const AWARDS = [
  'Army Commendation Medal',
  'Army Achievement Medal (2)',
  'Army Good Conduct Medal',
  'Expert Field Medical Badge',
];

function render(f) {
  const civ = f.civ
    .map((j) =>
      entry(f, {
        head: `<b>${esc(j.title)}</b>`,
        sub: `${esc(j.employer)} — ${esc(j.city)}`,
        dates: `${ym(j.start, f.civStyle)} – ${ym(j.end, f.civStyle)}`,
        bullets: j.bullets,
      }),
    )
    .join('');
  const mil = f.mil
    .map((j) =>
      entry(f, {
        head: `<b>${esc(j.title)}</b> · ${esc(j.rank)}`,
        sub: `${esc(j.unit)}, ${esc(j.place)}`,
        dates: j.datesText || `${ym(j.start, 'caps')} – ${ym(j.end, 'caps')}`,
        bullets: j.bullets,
      }),
    )
    .join('');
  const li = (xs) => `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
  const body = `
  <div class="hd">
    <div class="nm">${esc(f.nameLine)}</div>
    <div class="tg">${esc(f.tagline)}</div>
    <div class="ct">${[f.city, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;|&nbsp; ')}</div>
    ${f.clearance ? `<div class="cl">${esc(f.clearance)}</div>` : ''}
  </div>
  <h2>Summary of Qualifications</h2>${li(f.summary)}
  <h2>Civilian Experience</h2>${civ}
  <h2>Military Service</h2>
  <div class="svc">${esc(f.serviceLine)}</div>
  ${f.reserve ? entry(f, { head: `<b>${esc(f.reserve.title)}</b> · ${esc(f.reserve.rank)}`, sub: esc(f.reserve.unit), dates: `${ym(f.reserve.start, 'caps')} – ${ym(f.reserve.end, 'caps')}`, bullets: f.reserve.bullets }) : ''}
  ${mil}
  <h2>Education &amp; Military Training</h2>${li(f.education)}
  <h2>Licenses &amp; Certifications</h2>${li(f.certs)}
  <h2>Awards</h2><div class="aw">${esc(f.awards)}</div>`;
  const css =
    f.style === 'serif'
      ? `
  .hd { text-align:center; border-bottom:1.5px solid #222; padding-bottom:4px; }
  .nm { font-size:19pt; letter-spacing:2px; font-weight:bold; } .tg { font-size:10.5pt; font-style:italic; margin-top:1px; }
  .ct { font-size:9.3pt; margin-top:2px; } .cl { font-size:8.6pt; color:#444; }
  h2 { font-size:10.5pt; text-transform:uppercase; letter-spacing:1.5px; border-bottom:0.8px solid #555; margin:9px 0 3px; padding-bottom:1px; }
  .en { margin:4px 0 3px; } .l1 { display:flex; justify-content:space-between; } .dt { white-space:nowrap; font-weight:bold; }
  .l2 { font-style:italic; font-size:9.6pt; }`
      : `
  .hd { background:${f.color}; color:#fff; padding:8px 12px 7px; border-radius:2px; }
  .nm { font-size:18pt; font-weight:bold; } .tg { font-size:10pt; margin-top:1px; }
  .ct { font-size:9pt; margin-top:3px; } .cl { font-size:8.4pt; opacity:.9; }
  h2 { font-size:10pt; color:${f.color}; text-transform:uppercase; letter-spacing:1px; margin:9px 0 3px; border-bottom:2px solid ${f.color}; }
  .en { display:flex; margin:4px 0 3px; } .dcol { width:1.35in; font-size:9pt; font-weight:bold; color:#333; padding-top:1px; }
  .ecol { flex:1; } .l2 { font-size:9.4pt; color:#444; }`;
  return page({
    title: `${f.nameLine} — resume`,
    size: 'letter',
    margin: '0.5in 0.6in',
    font: f.font,
    body,
    css: `${css}
  body { font-size:9.8pt; }
  ul { margin:1px 0 2px; padding-left:0.22in; } li { margin:0.5px 0; line-height:1.25; }
  .svc { font-size:9.4pt; font-weight:bold; margin:2px 0 2px; } .aw { font-size:9.6pt; }`,
  });
}

function entry(f, { head, sub, dates, bullets }) {
  const ul = `<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
  if (f.style === 'serif')
    return `<div class="en"><div class="l1"><span>${head}</span><span class="dt">${esc(dates)}</span></div><div class="l2">${sub}</div>${ul}</div>`;
  return `<div class="en"><div class="dcol">${esc(dates)}</div><div class="ecol"><div>${head}</div><div class="l2">${sub}</div>${ul}</div></div>`;
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const styles = rng.shuffle(['serif', 'sans', 'serif', 'sans', 'serif', 'sans']);
  const installs = rng.shuffle(INSTALLATIONS);
  const units = rng.shuffle(UNITS);
  const total = (jobs) => jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
  const civJob = (role, start, end, i = 0) => {
    const [title, employer, city] = rng.shuffle(CIVILIAN[role])[i % CIVILIAN[role].length];
    return {
      title,
      employer,
      city,
      start,
      end,
      bullets: rng.shuffle(CIV_BULLETS[role]).slice(0, 3),
    };
  };
  let milCount = 0;
  const milJob = (mos, rank, start, end, extra = []) => ({
    title: MIL[mos].title,
    rank,
    unit: units[milCount % units.length],
    place: installs[milCount++ % installs.length],
    start,
    end,
    bullets: [...extra, ...rng.shuffle(MIL[mos].bullets).slice(0, 3 - Math.min(extra.length, 1))],
  });
  const make = (p, o) => {
    const style = styles[out.length];
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const cityOf = o.civ[0].city;
    const months = total([...o.civ, ...o.mil]);
    return {
      style,
      font:
        style === 'serif'
          ? rng.pick([FONTS.serif, FONTS.caladea, FONTS.dejavuSerif])
          : rng.pick([FONTS.carlito, FONTS.lato, FONTS.open, FONTS.roboto]),
      color: rng.pick(['#3b4a2a', '#1f3a5f', '#4a3420', '#2f4858']),
      nameLine:
        o.nameLine ||
        (style === 'serif'
          ? nameAs(p, rng.pick(['FIRST_LAST', 'FIRST_MI_LAST']))
          : `${nameAs(p, 'first_mi_last')}, ${o.cred}`),
      tagline: o.tagline,
      city: cityOf,
      phone: `(${rng.int(210, 979)}) 555-0${rng.digits(3)}`,
      email: `${user}${rng.pick(['', '.vet', rng.digits(2)])}@${rng.pick(['mailbox.example', 'post.example', 'inbox.example'])}`,
      clearance:
        style === 'serif'
          ? rng.pick(['Security clearance: Secret (inactive)', 'Veteran — honorably discharged'])
          : '',
      summary: o.summary || [
        `${Math.floor(months / 12)}+ years of hands-on patient care across Army and civilian settings`,
        'Calm, organized team leader used to high patient loads and short staffing',
        'Comfortable with electronic records, medication passes and infection control',
      ],
      civStyle: o.civStyle || rng.pick(['slash', 'mon']),
      civ: o.civ,
      mil: o.mil,
      reserve: o.reserve || null,
      serviceLine:
        o.serviceLine ||
        'United States Army · Active Duty · Honorable discharge (DD-214 available on request)',
      education: o.education,
      certs: o.certs,
      awards: `${rng.shuffle(AWARDS).slice(0, 3).join(' · ')} (${rng.int(2016, 2022)})`,
    };
  };
  const contact = (f) => ({ 'contact.email': f.email, 'contact.phone': f.phone });
  const st = (job) => job.city.slice(-2);
  const blsExp = () => `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2027, 2028)}`;

  // 1 — the Army years are needed to meet a five-year minimum.
  {
    const p = k.person();
    const civ = [civJob('lpn', '2024-04', null)];
    const mil = [
      milJob('68C', 'Sergeant (E-5)', '2019-03', '2024-01'),
      milJob('68W', 'Specialist (E-4)', '2015-08', '2019-03'),
    ];
    const f = make(p, {
      civ,
      mil,
      cred: 'LPN',
      tagline: 'Practical Nurse (LPN / LVN) · U.S. Army Veteran (68W / 68C)',
      education: [
        'Practical Nursing Specialist Course (68C), Army Health Sciences School, Fort Calder, TX — 2018',
        'Combat Medic Specialist Course (68W), Army Health Sciences School, Fort Calder, TX — 2015',
        'High School Diploma, Lindell Park High School — 2015',
      ],
      certs: [
        `LPN / LVN licence, ${st(civ[0])} Board of Nursing, No. LP${rng.digits(6)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2028`,
        `BLS for Healthcare Providers (AHA) — exp. ${blsExp()}`,
        'NREMT — EMT (2015 – 2021, lapsed)',
      ],
    });
    const jobs = [...civ, ...mil];
    out.push({
      key: 'army-years-meet-five-year-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 60 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'no work history'],
      data: {
        'work_history.0.start_date': civ[0].start,
        'work_history.0.end_date': null,
        'work_history.1.start_date': mil[0].start,
        'work_history.1.end_date': mil[0].end,
        'work_history.2.start_date': mil[1].start,
        total_experience_months: total(jobs),
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `military service is read as work history: civilian practical nurse post since ${civ[0].start} (${total(civ)} months) plus two Army posts ${mil[1].start} – ${mil[1].end} and ${mil[0].start} – ${mil[0].end}, about ${total(jobs)} months against 60 asked; the civilian post alone would not meet it; training course years, the lapsed NREMT range and award years are not work`,
      rendering: 'text_pdf',
    });
  }

  // 2 — the required keyword only in the military duties.
  {
    const p = k.person();
    const civ = [civJob('rn', '2021-09', null)];
    const mil = [
      milJob('68W', 'Sergeant (E-5)', '2013-02', '2018-01', [
        'Provided point-of-injury trauma care and prolonged field care during a 9-month deployment to Kuwait (MAR 2016 – NOV 2016)',
      ]),
    ];
    const f = make(p, {
      civ,
      mil,
      cred: 'RN, BSN',
      tagline: 'Registered Nurse · Former Army Combat Medic (68W)',
      education: [
        'Bachelor of Science in Nursing, Westmoor State University — 2021 (Post-9/11 GI Bill)',
        'Combat Medic Specialist Course (68W), Army Health Sciences School — 2013',
      ],
      certs: [
        `RN, ${st(civ[0])}, No. RN${rng.digits(8)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
        `BLS and ACLS (AHA) — exp. ${blsExp()}`,
        'Tactical Combat Casualty Care (TCCC) — 2016',
      ],
    });
    out.push({
      key: 'keyword-only-in-military-duties',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['trauma'], recent_within_months: 12 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience'],
      data: {
        'work_history.0.start_date': civ[0].start,
        'work_history.0.end_date': null,
        'work_history.1.start_date': mil[0].start,
        'work_history.1.end_date': mil[0].end,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `"trauma" appears only in a bullet of the Army post ("point-of-injury trauma care …"); the deployment months inside that bullet are part of the post, not another post; the current civilian RN post since ${civ[0].start} meets recent_within_months 12; the BSN years between the Army and the RN post are schooling (no gap rule is set)`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — an Army Reserve post alongside the civilian job; a short transition.
  {
    const p = k.person();
    const civ = [civJob('lpn', '2021-05', null, 1)];
    const mil = [milJob('68C', 'Sergeant (E-5)', '2016-07', '2021-01')];
    const reserve = {
      title: 'Practical Nursing Specialist (68C), U.S. Army Reserve (drilling)',
      rank: 'Staff Sergeant (E-6)',
      unit: `Det. 2, 7411th Medical Support Unit, ${civ[0].city} — one weekend a month and two weeks a year`,
      start: '2021-03',
      end: null,
      bullets: [
        'Run the detachment immunization and readiness clinic during battle assembly',
        'Train junior medics in medication safety and IV therapy',
      ],
    };
    const f = make(p, {
      civ,
      mil,
      reserve,
      cred: 'LPN',
      tagline: 'Licensed Practical Nurse · Army Reserve NCO (68C)',
      serviceLine: 'United States Army · Active Duty 2016 – 2021, then U.S. Army Reserve · Honorable service',
      education: [
        'Practical Nursing Specialist Course (68C), Army Health Sciences School — 2016',
        'Advanced Leader Course (Medical), U.S. Army — 2023',
      ],
      certs: [
        `LPN, ${st(civ[0])}, No. 47040${rng.digits(5)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
        `BLS for Healthcare Providers (AHA) — exp. ${blsExp()}`,
      ],
    });
    out.push({
      key: 'reserve-overlap-short-transition',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates'],
      data: { ...contact(f), 'person.name.status': 'match' },
      note: `active duty ${mil[0].start} – ${mil[0].end}, a drilling Reserve post from ${reserve.start} to the present and the civilian LPN post from ${civ[0].start} to the present: the longest break (${mil[0].end} to ${reserve.start}) is about 2 months, within max_gap_months 6; the Reserve post overlapping the civilian job is not inconsistent; two current posts, so the order of work_history is not pinned here`,
      rendering: 'text_pdf',
    });
  }

  // 4 — a transition break longer than the client allows.
  {
    const p = k.person();
    const civ = [civJob('pct', '2023-10', null)];
    const mil = [milJob('68W', 'Specialist (E-4)', '2017-03', '2022-06')];
    const f = make(p, {
      civ,
      mil,
      cred: 'EMT',
      tagline: 'Emergency Department Technician · U.S. Army Veteran (68W)',
      education: [
        'Combat Medic Specialist Course (68W), Army Health Sciences School — 2017',
        'Phlebotomy Technician Certificate, Calloway Valley Community College — 2023',
      ],
      certs: [
        `EMT, state certification No. E${rng.digits(6)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
        `BLS for Healthcare Providers (AHA) — exp. ${blsExp()}`,
      ],
    });
    out.push({
      key: 'transition-break-over-allowed',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      data: {
        'work_history.0.start_date': civ[0].start,
        'work_history.1.end_date': mil[0].end,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the Army post ends ${mil[0].end} and the civilian post starts ${civ[0].start}, about 16 months with no work against max_gap_months 6; the phlebotomy certificate year falls in the break but is schooling, not work`,
      rendering: 'scan_image',
    });
  }

  // 5 — the last job ended over a year ago; a full-time student on the GI Bill.
  {
    const p = k.person();
    const civ = [civJob('lpn', '2024-10', '2025-06', 2)];
    const mil = [milJob('68C', 'Staff Sergeant (E-6)', '2017-01', '2024-08')];
    const f = make(p, {
      civ,
      mil,
      cred: 'LPN',
      tagline: 'LPN and BSN Student · U.S. Army Veteran (68C)',
      civStyle: 'mon',
      education: [
        'Bachelor of Science in Nursing (in progress), Westmoor State University — full-time student since Aug 2025, expected May 2027 (Post-9/11 GI Bill)',
        'Practical Nursing Specialist Course (68C), Army Health Sciences School — 2017',
      ],
      certs: [
        `LPN, ${st(civ[0])}, No. 47040${rng.digits(5)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2027`,
        `BLS for Healthcare Providers (AHA) — exp. ${blsExp()}`,
      ],
    });
    out.push({
      key: 'last-job-over-a-year-ago-gi-bill-student',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: ['no recent experience'],
      data: {
        'work_history.0.start_date': civ[0].start,
        'work_history.0.end_date': civ[0].end,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the only civilian post ran ${civ[0].start} – ${civ[0].end} and the Army post ended ${mil[0].end}; full-time BSN study since Aug 2025 is education, not work; nothing within 12 months of valid_on`,
      rendering: 'text_pdf',
    });
  }

  // 6 — a military range typed end first.
  {
    const p = k.person();
    const civ = [civJob('rn', '2020-02', null, 1)];
    const mil = [milJob('68W', 'Sergeant (E-5)', '2014-03', '2019-08')];
    mil[0].datesText = `${ym('2019-08', 'caps')} – ${ym('2014-03', 'caps')}`;
    const f = make(p, {
      civ,
      mil,
      cred: 'RN',
      tagline: 'Registered Nurse · U.S. Army Veteran (68W)',
      education: [
        'Associate Degree in Nursing, Calloway Valley Community College — 2019',
        'Combat Medic Specialist Course (68W), Army Health Sciences School — 2014',
      ],
      certs: [
        `RN, ${st(civ[0])}, No. ${rng.digits(6)} — exp. ${String(rng.int(1, 12)).padStart(2, '0')}/2028`,
        `BLS and PALS (AHA) — exp. ${blsExp()}`,
      ],
    });
    out.push({
      key: 'military-range-typed-end-first',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['inconsistent dates'],
      forbidden: ['no work history'],
      data: {
        'work_history.0.start_date': civ[0].start,
        'work_history.0.end_date': null,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `the Army post is printed "${mil[0].datesText}", an end before its start, read as inconsistent dates (the reader cannot tell which month was meant as which); the civilian post since ${civ[0].start} is fine`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
