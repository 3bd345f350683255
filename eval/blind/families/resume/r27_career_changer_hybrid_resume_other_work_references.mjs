// A career changer's one-page hybrid resume — a nursing assistant, home health aide or patient care technician who
// came to health care from restaurants, retail, hotels or warehouses — printed and handed in at an agency's walk-in
// hours or a job fair, then scanned, photographed or faxed into the candidate file (sometimes uploaded as the PDF).
// Section headings hang in a narrow left gutter; the header has the name with the credential after it, a headline,
// and a contact block on the right with small labels (Cell / Email / Home) — on one variant the printed cell number
// is struck through in pen with the new number written beside it, on another the header shows only the town. Then
// Profile (years claimed in words, family caregiving), Certifications & Training with their own dates (nurse aide
// registry number and expiry, BLS valid-through month, HHA course completion), HEALTHCARE EXPERIENCE (title and
// employer on one line with the date range flush right, bullets), OTHER WORK EXPERIENCE (earlier and in-between jobs
// outside health care, one line each with its range), VOLUNTEER SERVICE (unpaid, with its own range), Education (a
// nurse aide programme with its clinical practicum hours, a diploma year) and References (supervisors with their
// titles, phones and e-mails). The work history is the healthcare AND the other work entries — the two sections
// are each newest first, so the page is not one chronological list; volunteer service, the practicum, the
// certification dates and the references are not employment. Date ranges in the candidate's style: "Mar 2021 –
// Present", "03/2021 – now", "March 2021 to Current", "Mar \u201921 – Present", "2021.03 – present". Variants: a
// break between care jobs filled by a restaurant job in the other section (within the client's limit); the keyword
// only in the current memory-care job's bullets with the cell number corrected by hand; care experience over the
// client's minimum; a fifteen-month break covered only by hospice volunteering; no own phone or e-mail while the
// references have both; an entry whose end is before its start.
import { monthsBetween } from '../../lib/resume.mjs';
import { nameAs, PLACES, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r27_career_changer_hybrid_resume_other_work_references',
  split: 'blind',
  renderings: { text_pdf: 30, scanned_pdf: 25, photo: 20, scan_image: 15, fax: 10 },
  description:
    'Career changer\u2019s one-page hybrid resume (CNA / HHA / PCT from restaurant, retail, hotel or warehouse work), printed and handed in, mostly scanned, photographed or faxed: section headings hanging in a left gutter; name with credential, headline, labelled contact block (Cell / Email / Home) \u2014 a printed cell number struck through with a new one written in pen, or only the town; Profile with claimed years and family caregiving; Certifications & Training with registry no. and expiry, BLS valid-through, HHA course date; HEALTHCARE EXPERIENCE with title \u00b7 employer and the range flush right plus bullets; OTHER WORK EXPERIENCE one line each (non-health jobs, some between care jobs); VOLUNTEER SERVICE with its own range; Education with a practicum; References with supervisors\u2019 phones and e-mails; ranges as "Mar 2021 \u2013 Present", "03/2021 \u2013 now", "March 2021 to Current", "Mar \u201921 \u2013 Present", "2021.03 \u2013 present"; break between care jobs filled by other work within a gap limit, keyword only in the current job with a hand-corrected phone, care experience over a minimum, fifteen-month break covered only by volunteering, no own contact while references have phones and e-mails, an entry ending before it starts',
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
const AREA = {
  OH: 937,
  WA: 253,
  CA: 559,
  TX: 915,
  IL: 217,
  AZ: 480,
  NV: 775,
  TN: 865,
  NY: 518,
  FL: 407,
  CO: 720,
  NC: 919,
  NE: 402,
  UT: 801,
  MI: 517,
  GA: 912,
  MA: 508,
  ID: 208,
  OK: 918,
  WI: 608,
};
// care employers by the kind of job held there
const CARE_EMPLOYERS = {
  cna: ['Sunridge Skilled Nursing & Rehab', 'Golden Meadow Assisted Living', 'St. Agnes Transitional Care'],
  hha: ['Hearthside Home Care', 'Lakeland Home Health Services', 'Northwind Home Care Partners'],
  mc: ['Maple Terrace Memory Care', 'Willow Bend Memory Care Community'],
  pct: ['Covenant Hills Medical Center', 'Mount Calder Regional Hospital'],
};
// title, employer, one-line description, the supervisor's title there
const OTHER_JOBS = [
  [
    'Server / Shift Lead',
    "Rosalie's Family Restaurant",
    'Opened and closed the floor, trained new servers',
    'Restaurant Manager',
  ],
  [
    'Cashier & Stock Associate',
    'Valley Fresh Market',
    'Register, inventory and customer service',
    'Store Manager',
  ],
  [
    'Front Desk Agent',
    'Harborview Suites Hotel',
    'Check-in, reservations and guest complaints',
    'Front Office Manager',
  ],
  [
    'Warehouse Associate',
    'Parcelpoint Fulfillment Center',
    'Picking and packing, forklift certified',
    'Shift Supervisor',
  ],
  ['Childcare Assistant', 'Little Acorns Learning Center', 'Toddler room, CPR-certified', 'Center Director'],
  ['Barista', 'Copper Kettle Coffee', 'Opening shift, cash handling', 'General Manager'],
];
const CARE_REFS = [
  ['Denise Okonkwo, RN', 'Director of Nursing'],
  ['Marisa Fuentes, LPN', 'Charge Nurse'],
  ['Keisha Tolliver, RN', 'Clinical Supervisor'],
  ['Amira Saleh, RN', 'Case Manager'],
  ['Brandon Yazzie, LPN', 'Unit Manager'],
];
const OTHER_REFS = ['Gary Lindahl', 'Paul Abernethy', 'Hollis Bremer', 'Tamsin Achebe', 'Ruben Castaneda'];
const CARE_BULLETS = {
  cna: [
    'Assisted 10\u201312 residents per shift with bathing, dressing, toileting and meals',
    'Took and charted vital signs, weights and intake / output in PointClickCare',
    'Safe transfers with gait belt and mechanical (Hoyer) lift',
    'Reported changes in condition to the charge nurse',
  ],
  hha: [
    'Visited 4\u20136 home care clients a day for personal care and light housekeeping',
    'Medication reminders and meal preparation for diabetic diets',
    'Documented visits and client changes in the agency app',
  ],
  mc: [
    'Supported residents living with dementia and Alzheimer\u2019s disease on a 24-bed secured unit',
    'Redirection and de-escalation; structured activities and mealtime assistance',
    'Personal care, incontinence care and two-person transfers',
  ],
  pct: [
    'Vital signs, blood glucose checks and 12-lead EKGs on a 30-bed medical unit',
    'Phlebotomy and specimen collection; bedside safety rounds',
    'Turning and repositioning, ambulation and ADL assistance',
  ],
};

const SKILLS = [
  'Vital signs & glucose checks',
  'Hoyer / sit-to-stand lifts',
  'Fall prevention',
  'PointClickCare & HHAeXchange charting',
  'Spanish (conversational)',
  'Infection control / PPE',
  'Meal prep for special diets',
  'Customer service',
  'Cash handling',
  'Valid driver\u2019s license & own car',
];

function ymText(v, style) {
  if (!v) return { mon: 'Present', slash: 'now', month: 'Current', apos: 'Present', dot: 'present' }[style];
  const [y, m] = v.split('-').map(Number);
  switch (style) {
    case 'slash':
      return `${String(m).padStart(2, '0')}/${y}`;
    case 'month':
      return `${MONTHS[m - 1]} ${y}`;
    case 'apos':
      return `${MON[m - 1]} \u2019${String(y).slice(2)}`;
    case 'dot':
      return `${y}.${String(m).padStart(2, '0')}`;
    default:
      return `${MON[m - 1]} ${y}`;
  }
}
function range(j, style) {
  const sep = style === 'month' ? ' to ' : ' \u2013 ';
  return `${ymText(j.start, style)}${sep}${ymText(j.end, style)}`;
}

function render(f) {
  const contact = [];
  if (f.phone || f.oldPhone) {
    const ph = f.oldPhone
      ? `<s style="text-decoration-color:${f.ink};text-decoration-thickness:1.6px">${esc(f.oldPhone)}</s> ${hand(f.phone, { font: f.pen, ink: f.ink, size: '1.1em', rot: -2 })}`
      : esc(f.phone);
    contact.push(`<div><span class="cl">Cell</span>${ph}</div>`);
  }
  if (f.email) contact.push(`<div><span class="cl">Email</span>${esc(f.email)}</div>`);
  contact.push(`<div><span class="cl">Home</span>${esc(f.town)}</div>`);
  const sec = (title, inner) =>
    `<div class="sec"><div class="sh" style="color:${f.color}">${title}</div><div class="sb">${inner}</div></div>`;
  const care = f.care
    .map(
      (
        j,
      ) => `<div class="job"><div class="jl"><span class="jd">${esc(range(j, f.ds))}</span><span class="jt">${esc(j.title)}</span> \u00b7 <span class="je">${esc(j.employer)}</span>, ${esc(j.city)}</div>
      <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const other = f.other
    .map(
      (j) =>
        `<div class="ol"><span class="jd">${esc(range(j, f.ds))}</span><span class="jt">${esc(j.title)}</span>, ${esc(j.employer)} \u2014 ${esc(j.city)}. <span class="od">${esc(j.line)}.</span></div>`,
    )
    .join('');
  const vol = f.vol
    .map(
      (v) =>
        `<div class="ol"><span class="jd">${esc(range(v, f.ds))}</span><span class="jt">${esc(v.role)}</span>, ${esc(v.org)} <span class="od">(unpaid, ${esc(v.hours)})</span></div>`,
    )
    .join('');
  const refs = f.refs
    .map(
      (r) =>
        `<div class="rf"><b>${esc(r.name)}</b><br>${esc(r.title)}, ${esc(r.org)}<br><i>${esc(r.rel)}</i><br>${esc(r.phone)}<br>${esc(r.email)}</div>`,
    )
    .join('');
  const body = `
  <div class="top">
    <div><div class="nm">${esc(f.nameText)}</div><div class="hl" style="color:${f.color}">${esc(f.headline)}</div></div>
    <div class="ct">${contact.join('')}</div>
  </div>
  <div class="rule" style="background:${f.color}"></div>
  ${sec('Profile', `<p>${esc(f.profile)}</p>`)}
  ${sec('Certifications &amp; Training', `<ul class="cert">${f.certs.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`)}
  ${sec('Healthcare Experience', care)}
  ${sec('Other Work Experience', other)}
  ${f.vol.length ? sec('Volunteer Service', vol) : ''}
  ${sec('Skills', `<p>${f.skills.map(esc).join(' \u00b7 ')}</p>`)}
  ${sec('Education', f.edu.map((e) => `<div class="ol"><span class="jd">${esc(e[1])}</span>${esc(e[0])}</div>`).join(''))}
  ${sec('References', `<div class="rfs">${refs}</div>`)}`;
  const css = `
  body { font-size:10.8pt; line-height:1.4; }
  .top { display:flex; justify-content:space-between; align-items:flex-end; }
  .nm { font-family:${f.nameFont}; font-size:22pt; font-weight:bold; letter-spacing:.5px; }
  .hl { font-size:10.5pt; font-weight:bold; letter-spacing:.4px; margin-top:1px; }
  .ct { text-align:left; font-size:9pt; line-height:1.45; min-width:2.4in; }
  .cl { display:inline-block; width:0.48in; font-size:7.4pt; text-transform:uppercase; color:#666; letter-spacing:.5px; }
  .rule { height:2.5px; margin:5px 0 6px; }
  .sec { display:flex; gap:12px; margin-bottom:11px; }
  .sh { width:1.25in; flex:none; font-size:8.6pt; font-weight:bold; text-transform:uppercase; letter-spacing:.8px; text-align:right; padding-top:1px; }
  .sb { flex:1; border-left:1px solid #bbb; padding-left:10px; }
  .sb p { margin:0; }
  ul { margin:1px 0 3px; padding-left:15px; } li { margin:0; }
  ul.cert { padding-left:13px; }
  .job { margin-bottom:5px; }
  .jt { font-weight:bold; } .je { font-style:italic; }
  .jd { float:right; white-space:nowrap; font-weight:bold; padding-left:10px; }
  .od { color:#333; }
  .ol { margin-bottom:3px; }
  .rfs { display:flex; gap:14px; font-size:9pt; line-height:1.35; } .rf { flex:1; }`;
  return page({ title: 'Resume', size: 'letter', margin: '0.65in 0.7in', font: f.font, body, css });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const colors = rng.shuffle(['#1f4e79', '#2e6b4f', '#7b2d3b', '#3d3d7a', '#00606b', '#5a4a1e']);
  const careEmps = Object.fromEntries(Object.entries(CARE_EMPLOYERS).map(([kd, l]) => [kd, rng.shuffle(l)]));
  const used = {};
  const otherJobs = rng.shuffle(OTHER_JOBS);
  const careRefs = rng.shuffle(CARE_REFS);
  const otherRefs = rng.shuffle(OTHER_REFS);
  let oj = 0;
  let rp = 0;
  const phoneIn = (st) => `(${AREA[st] || rng.int(201, 989)}) 555-01${rng.digits(2)}`;
  const make = (p, role, spec, o = {}) => {
    const place = rng.pick(PLACES);
    const town = `${place[0]}, ${place[1]}`;
    const care = spec.care.map((j) => ({
      ...j,
      employer: careEmps[j.kind][(used[j.kind] = (used[j.kind] ?? -1) + 1) % careEmps[j.kind].length],
      city: town,
      bullets: rng.shuffle(CARE_BULLETS[j.kind]).slice(0, 3),
    }));
    if (o.mcFirst) care[0].bullets = CARE_BULLETS.mc.slice();
    const other = spec.other.map((j) => {
      const x = otherJobs[oj++ % otherJobs.length];
      return { ...j, title: x[0], employer: x[1], line: x[2], boss: x[3], city: town };
    });
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const refJobs = [care[0], care[1], other[0]];
    const refs = refJobs.map((j, i) => {
      const r = i < 2 ? careRefs[rp++ % careRefs.length] : [otherRefs[rp++ % otherRefs.length], j.boss];
      const org = j.employer;
      const first = r[0].split(' ')[0].toLowerCase();
      return {
        name: r[0],
        title: r[1],
        org,
        rel: i === 0 ? 'Current supervisor' : 'Former supervisor',
        phone: phoneIn(place[1]),
        email: `${first}.${r[0]
          .split(' ')[1]
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}@${org
          .split(' ')
          .slice(0, 2)
          .join('')
          .toLowerCase()
          .replace(/[^a-z]/g, '')}.example`,
      };
    });
    const cred = { cna: 'CNA', hha: 'HHA', pct: 'CNA, PCT' }[role];
    return {
      nameText: `${nameAs(p, rng.pick(['first_last', 'first_mi_last']))}, ${cred}`,
      headline: o.headline || rng.pick(['Certified Nursing Assistant', 'Caregiver \u00b7 Home Health Aide']),
      town,
      phone: o.noContact ? '' : phoneIn(place[1]),
      oldPhone: o.oldPhone ? phoneIn(place[1]) : '',
      email: o.noContact
        ? ''
        : `${user}${rng.pick(['', rng.digits(2), '.cna'])}@${rng.pick(['inbox.example', 'mailhub.example', 'post.example'])}`,
      profile: o.profile,
      certs: o.certs || [
        `Certified Nursing Assistant \u2014 ${place[1]} Nurse Aide Registry #NA${rng.digits(6)}, active through ${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2027, 2028)}`,
        `BLS for Healthcare Providers (CPR & AED), American Heart Association \u2014 valid through ${MON[rng.int(0, 11)]} ${rng.int(2027, 2028)}`,
        `Home Health Aide Certificate (75 hours) \u2014 completed ${MON[rng.int(0, 11)]} ${spec.hhaYear || 2022}`,
      ],
      care,
      other,
      vol: o.vol || [],
      edu: o.edu || [
        [
          `Nurse Aide Training Program, ${rng.pick(['Pierce Valley Community College', 'Riverside Technical Institute', 'Lakes Region Adult Education'])} \u2014 incl. 40-hour clinical practicum`,
          String(spec.naYear || 2022),
        ],
        [
          `High School Diploma, ${rng.pick(['Lincoln High School', 'Westview High School', 'Mesa Verde High School'])}`,
          String(rng.int(2008, 2015)),
        ],
      ],
      refs,
      skills: rng.shuffle(SKILLS).slice(0, 6),
      ds: o.ds || rng.pick(['mon', 'slash', 'month', 'apos', 'dot']),
      color: colors[out.length % colors.length],
      font: rng.pick([FONTS.carlito, FONTS.open, FONTS.lato, FONTS.sans]),
      nameFont: rng.pick([FONTS.caladea, FONTS.serif, FONTS.dejavuSerif]),
      pen: rng.pick(HANDS),
      ink: rng.pick(['#1a2b6d', '#0b3d91', '#202020']),
    };
  };
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const contact = (f) => ({ 'contact.email': f.email, 'contact.phone': f.phone });
  const first = (f) => ({
    'work_history.0.employer': f.care[0].employer,
    'work_history.0.start_date': f.care[0].start,
    'work_history.0.end_date': f.care[0].end,
  });

  // 1 — a break between the care jobs filled by a restaurant job listed under Other Work Experience.
  {
    const p = k.person();
    const f = make(
      p,
      'cna',
      {
        care: [
          { title: 'Certified Nursing Assistant', kind: 'cna', start: '2024-05', end: null },
          { title: 'Home Health Aide', kind: 'hha', start: '2022-11', end: '2023-09' },
        ],
        other: [
          { start: '2023-10', end: '2024-04' },
          { start: '2018-03', end: '2022-10' },
        ],
      },
      {
        profile:
          'Nursing assistant with over three years of direct care in home health and skilled nursing, after several years in customer-facing jobs. Dependable, calm under pressure, and used to fast-paced shifts.',
      },
    );
    out.push({
      key: 'care-break-filled-by-other-work',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 4 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates', 'no work history'],
      data: { ...first(f), ...contact(f), 'person.name.status': 'match' },
      note: `Healthcare Experience alone shows a break from 2023-09 (end of home health aide) to 2024-05 (start of the current CNA job), but Other Work Experience lists ${f.other[0].title} at ${f.other[0].employer} 2023-10 \u2013 2024-04 in between, and ${f.other[1].title} 2018-03 \u2013 2022-10 before; the longest break is a month, within max_gap_months 4; the certification and course dates are not jobs`,
      rendering: 'text_pdf',
    });
  }

  // 2 — keyword only in the current memory-care job; the printed cell number corrected by hand.
  {
    const p = k.person();
    const f = make(
      p,
      'cna',
      {
        care: [
          { title: 'Resident Assistant \u2014 Memory Care', kind: 'mc', start: '2025-03', end: null },
          { title: 'Home Health Aide', kind: 'hha', start: '2023-01', end: '2025-02' },
        ],
        other: [{ start: '2019-06', end: '2022-12' }],
        hhaYear: 2022,
      },
      {
        mcFirst: true,
        oldPhone: true,
        profile:
          'Caring, patient nursing assistant with almost four years in home care and assisted living. Bilingual, reliable on nights and weekends, and known for building trust with residents and families.',
      },
    );
    out.push({
      key: 'keyword-in-current-job-phone-corrected-by-hand',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['dementia'], recent_within_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience', 'missing contact information'],
      data: { ...first(f), ...contact(f), 'person.name.status': 'match' },
      note: `"dementia" appears only in the first bullet of the current memory-care job (since 2025-03, current), which also meets recent_within_months 6; the printed cell number ${f.oldPhone} is struck through in pen and ${f.phone} written beside it \u2014 the handwritten number is the candidate's current phone; the references' phones are not the candidate's`,
      rendering: 'photo',
    });
  }

  // 3 — care experience over the client's minimum, with earlier warehouse work.
  {
    const p = k.person();
    const f = make(
      p,
      'pct',
      {
        care: [
          { title: 'Patient Care Technician', kind: 'pct', start: '2023-08', end: null },
          { title: 'Certified Nursing Assistant', kind: 'cna', start: '2022-02', end: '2023-07' },
        ],
        other: [{ start: '2017-09', end: '2021-12' }],
        naYear: 2021,
      },
      {
        headline: 'Patient Care Technician \u00b7 CNA',
        profile:
          'Patient care technician with nearly five years in health care, from long-term care to a busy hospital medical unit. Phlebotomy and EKG trained; looking for per diem or contract PCT work.',
      },
    );
    const care = f.care.reduce((s, j) => s + months(j), 0);
    out.push({
      key: 'care-experience-over-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 24 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'no work history', 'inconsistent dates'],
      data: { ...first(f), ...contact(f), 'person.name.status': 'match' },
      note: `the two healthcare jobs alone (PCT 2023-08 \u2013 present and CNA 2022-02 \u2013 2023-07) come to about ${care} months, over min_experience_months 24, and the warehouse job 2017-09 \u2013 2021-12 adds more; the profile's "nearly five years" is the candidate's own claim; the nurse aide programme (${f.edu[0][1]}) and its practicum are education`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — a fifteen-month break covered only by hospice volunteering.
  {
    const p = k.person();
    const vol = [
      {
        role: 'Companion Volunteer',
        org: 'Prairie Winds Hospice',
        hours: rng.pick(['about 6 h / week', '2 visits a week']),
        start: '2024-01',
        end: '2025-01',
      },
    ];
    const f = make(
      p,
      'hha',
      {
        care: [
          { title: 'Certified Nursing Assistant', kind: 'cna', start: '2025-02', end: null },
          { title: 'Home Health Aide', kind: 'hha', start: '2021-06', end: '2023-11' },
        ],
        other: [{ start: '2016-09', end: '2021-05' }],
        hhaYear: 2021,
        naYear: 2024,
      },
      {
        vol,
        profile:
          'Home health aide and CNA who stepped away from paid work to care for a family member, and kept serving patients as a hospice volunteer. Experienced with hospice, dementia and post-surgical clients.',
      },
    );
    const gap = monthsBetween('2023-11', '2025-02');
    out.push({
      key: 'break-covered-only-by-volunteering',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      forbidden: ['inconsistent dates', 'no work history', 'missing contact information'],
      data: {
        ...first(f),
        'gaps.0.from': '2023-11',
        'gaps.0.to': '2025-02',
        'gaps.0.months': gap,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `no job between the home health aide post ending 2023-11 and the CNA post starting 2025-02 (about ${gap} months, over max_gap_months 6); the only entry in between is hospice companion volunteering 2024-01 \u2013 2025-01, listed as unpaid under Volunteer Service, which is not employment; the other work ended 2021-05, before the care jobs`,
      rendering: 'text_pdf',
    });
  }

  // 5 — no phone or e-mail of the candidate; the references have both.
  {
    const p = k.person();
    const f = make(
      p,
      'cna',
      {
        care: [
          { title: 'Certified Nursing Assistant', kind: 'cna', start: '2023-04', end: null },
          { title: 'Caregiver', kind: 'hha', start: '2021-01', end: '2023-03' },
        ],
        other: [{ start: '2018-08', end: '2020-12' }],
        hhaYear: 2020,
        naYear: 2023,
      },
      {
        noContact: true,
        profile:
          'Certified nursing assistant in long-term care who started out in customer service. Gentle, organised and a strong team player on day and evening shifts.',
      },
    );
    out.push({
      key: 'no-own-contact-references-have-phones',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing contact information'],
      forbidden: ['no work history', 'inconsistent dates'],
      data: { ...first(f), 'contact.email': null, 'contact.phone': null, 'person.name.status': 'match' },
      note: `the header gives only the town (${f.town}); the only phone numbers and e-mail addresses on the page belong to the three references (${f.refs.map((r) => r.name).join('; ')}), not to the candidate`,
      rendering: 'scan_image',
    });
  }

  // 6 — a healthcare entry that ends before it starts.
  {
    const p = k.person();
    const f = make(
      p,
      'hha',
      {
        care: [
          { title: 'Certified Nursing Assistant', kind: 'cna', start: '2024-07', end: null },
          { title: 'Home Health Aide', kind: 'hha', start: '2023-08', end: '2022-03' },
        ],
        other: [{ start: '2019-05', end: '2022-02' }],
        hhaYear: 2022,
      },
      {
        profile:
          'Home health aide and CNA with hands-on experience in clients\u2019 homes and a skilled nursing facility. Patient, observant and comfortable with mechanical lifts and diabetic care.',
      },
    );
    out.push({
      key: 'entry-ends-before-it-starts',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['inconsistent dates'],
      forbidden: ['no work history', 'missing contact information'],
      data: { ...first(f), ...contact(f), 'person.name.status': 'match' },
      note: `the home health aide entry reads ${range(f.care[1], f.ds)} (start 2023-08, end 2022-03): its end is before its start; the current CNA job (2024-07 \u2013 present) and the other work entry are consistent`,
      rendering: 'fax',
    });
  }
  return out;
}
