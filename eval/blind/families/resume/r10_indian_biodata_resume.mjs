// An Indian-style nurse "BIO-DATA" / curriculum vitae of an internationally educated nurse applying to US staffing:
// name in capitals with a photo box, address / mobile (+91 or Gulf number) / e-mail lines, CAREER OBJECTIVE,
// EDUCATIONAL QUALIFICATION table (course, institution, board / university, year of passing, % marks), PROFESSIONAL
// REGISTRATION (state nursing council RN&RM no., NCLEX-RN), WORK EXPERIENCE as a numbered table in ascending order
// (S.No 1 = first job) with Hospital / Designation / Department / From / To (DD.MM.YYYY, "Till date") / Duration
// ("2 Years 3 Months"), then PERSONAL PROFILE (father's name, DOB, gender, marital status, nationality, languages,
// passport no.) and a DECLARATION with place, date and signature. The declaration date and year of passing are not
// employment dates.
import { stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';
import { addM, monthsBetween } from '../../lib/resume.mjs';

export const family = {
  type: 'resume',
  name: 'r10_indian_biodata_resume',
  split: 'tuning',
  description:
    'Indian-style nurse BIO-DATA for US staffing: capitals name with photo box, +91 / Gulf mobile and e-mail, career objective, educational qualification table (year of passing, % marks), nursing council registration and NCLEX, work experience as a numbered oldest-first table (Hospital / Designation / Department / From / To as DD.MM.YYYY or "Till date" / Duration "N Years M Months"), personal profile with DOB and passport no., declaration with place, date and signature',
};

const EMPLOYERS = [
  ['Periyar Valley Multispeciality Hospital', 'Ernakulam, Kerala'],
  ['St. Alphonsa Mission Hospital', 'Kottayam, Kerala'],
  ['Malabar Crescent Hospital', 'Kozhikode, Kerala'],
  ['Deccan Sunrise Superspeciality Hospital', 'Hyderabad, Telangana'],
  ['Coromandel Heart Institute', 'Chennai, Tamil Nadu'],
  ['Gulf Oasis Medical Centre', 'Muscat, Oman'],
  ['Crescent Bay Specialty Hospital', 'Riyadh, Saudi Arabia'],
  ['Emirates Palm Medical City', 'Abu Dhabi, UAE'],
];
const DESIG = ['Staff Nurse', 'Senior Staff Nurse', 'Registered Nurse', 'Nursing Officer', 'Charge Nurse'];
const DEPTS = [
  'Medical-Surgical Ward',
  'Emergency Department',
  'Oncology Ward',
  'Orthopaedic Ward',
  'Dialysis Unit',
];
const ICU = ['Medical ICU', 'Cardiac Surgery ICU', 'Neuro ICU', 'Neonatal ICU'];

const dmy = (ymStr, day) => {
  const [y, m] = ymStr.split('-');
  return `${String(day).padStart(2, '0')}.${m}.${y}`;
};
const dur = (a, b) => {
  const n = monthsBetween(a, b || '2026-11');
  const y = Math.floor(n / 12);
  const m = n % 12;
  return (
    [y ? `${y} Year${y > 1 ? 's' : ''}` : '', m ? `${m} Month${m > 1 ? 's' : ''}` : '']
      .filter(Boolean)
      .join(' ') || 'Less than 1 Month'
  );
};

function render(f) {
  const css = `
  .nm { font-size:17pt; font-weight:bold; letter-spacing:1px; } .ct { font-size:9.5pt; line-height:1.45; margin-top:3px; }
  .hd { display:flex; justify-content:space-between; border-bottom:2px solid #000; padding-bottom:6px; }
  .photo { width:1in; height:1.2in; border:1px solid #444; font-size:7pt; color:#666; display:flex; align-items:center; justify-content:center; text-align:center; }
  h2 { font-size:10.5pt; margin:11px 0 4px; background:#d9d9d9; padding:2px 6px; letter-spacing:0.5px; }
  p { margin:2px 0; font-size:9.8pt; line-height:1.4; }
  table.t { width:100%; font-size:8.8pt; } table.t th, table.t td { border:1px solid #333; padding:3px 4px; vertical-align:top; } table.t th { background:#f0f0f0; }
  table.pp td { font-size:9.5pt; padding:1px 8px 1px 0; }
  ul { margin:2px 0 0 18px; padding:0; font-size:9.6pt; }
  .dec { display:flex; justify-content:space-between; align-items:flex-end; margin-top:6px; font-size:9.5pt; }`;
  const exp = f.jobs
    .map(
      (j, i) =>
        `<tr><td style="text-align:center">${i + 1}</td><td>${esc(j.employer)}<br><span style="font-size:8pt">${esc(j.city)}</span></td><td>${esc(j.title)}</td><td>${esc(j.dept)}</td><td style="white-space:nowrap">${esc(j.fromText)}</td><td style="white-space:nowrap">${esc(j.toText)}</td><td>${esc(j.durText)}</td></tr>`,
    )
    .join('');
  const edu = f.edu
    .map(
      (e) =>
        `<tr><td>${esc(e[0])}</td><td>${esc(e[1])}</td><td>${esc(e[2])}</td><td style="text-align:center">${esc(e[3])}</td><td style="text-align:center">${esc(e[4])}</td></tr>`,
    )
    .join('');
  const body = `
  <div style="text-align:center;font-weight:bold;font-size:12pt;letter-spacing:3px;margin-bottom:6px">${esc(f.heading)}</div>
  <div class="hd"><div><div class="nm">${esc(f.name)}</div><div class="ct">${esc(f.addr)}${f.mobile ? `<br>Mobile : ${esc(f.mobile)}` : ''}${f.email ? `<br>E-mail : ${esc(f.email)}` : ''}</div></div><div class="photo">Passport size<br>photograph</div></div>
  <h2>CAREER OBJECTIVE</h2><p>${esc(f.objective)}</p>
  <h2>EDUCATIONAL QUALIFICATION</h2>
  <table class="t"><tr><th>Course</th><th>Institution</th><th>Board / University</th><th>Year of passing</th><th>% Marks</th></tr>${edu}</table>
  <h2>PROFESSIONAL REGISTRATION</h2><ul>${f.reg.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>
  <h2>WORK EXPERIENCE</h2>
  ${f.jobs.length ? `<table class="t"><tr><th style="width:5%">S.No</th><th>Hospital</th><th>Designation</th><th>Department</th><th>From</th><th>To</th><th>Duration</th></tr>${exp}</table>` : '<p>—</p>'}
  ${f.expNote ? `<p style="font-size:9pt;margin-top:3px">${esc(f.expNote)}</p>` : ''}
  <h2>CLINICAL SKILLS</h2><ul>${f.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
  <h2>PERSONAL PROFILE</h2>
  <table class="pp"><tr><td>Father's Name</td><td>: ${esc(f.father)}</td></tr><tr><td>Date of Birth</td><td>: ${esc(f.dob)}</td></tr><tr><td>Gender</td><td>: ${esc(f.gender)}</td></tr><tr><td>Marital Status</td><td>: ${esc(f.marital)}</td></tr><tr><td>Nationality</td><td>: Indian</td></tr><tr><td>Languages Known</td><td>: ${esc(f.langs)}</td></tr><tr><td>Passport No.</td><td>: ${esc(f.passport)}</td></tr></table>
  <h2>DECLARATION</h2><p>I hereby declare that the above-mentioned information is true and correct to the best of my knowledge and belief.</p>
  <div class="dec"><div>Place : ${esc(f.place)}<br>Date&nbsp;&nbsp; : ${esc(f.decDate)}</div><div style="text-align:center">${sig(f.sigName, { font: f.sigFont, size: '1.6em' })}<br>(${esc(f.name)})</div></div>`;
  return page({ title: 'Bio-data', body, css, font: f.font, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  /** spec newest first: [{months, gapBefore, dept?}]; end null = till date (2026-11). Returns jobs oldest first. */
  const jobsFrom = (spec, end = null) => {
    const used = new Set();
    let cursor = end || '2026-11';
    const list = [];
    spec.forEach((s, i) => {
      let e;
      do e = rng.pick(EMPLOYERS);
      while (used.has(e[0]));
      used.add(e[0]);
      const start = addM(cursor, -s.months);
      list.push({
        employer: e[0],
        city: e[1],
        title: rng.pick(DESIG),
        dept: s.dept || rng.pick(DEPTS),
        start,
        end: i === 0 ? end : cursor,
      });
      cursor = addM(start, -(spec[i + 1]?.gapBefore ?? 0));
    });
    return list.reverse();
  };
  const make = (p, jobs, o = {}) => {
    const e = stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const l = stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const lastCity = jobs.length ? jobs[jobs.length - 1].city : '';
    const gulf = /Oman|Saudi|UAE/.test(lastCity);
    const cc = /Oman/.test(lastCity) ? '+968 9' : /Saudi/.test(lastCity) ? '+966 5' : '+971 5';
    const grad = o.grad || 2016;
    for (const j of jobs) {
      j.fromText = dmy(j.start, rng.int(1, 28));
      j.toText = j.end ? dmy(j.end, rng.int(1, 28)) : rng.pick(['Till date', 'Till Date', 'Present']);
      j.durText = dur(j.start, j.end);
    }
    const [y, m, d] = p.dob.split('-');
    return {
      heading: rng.pick(['BIO-DATA', 'CURRICULUM VITAE', 'RESUME']),
      font: rng.pick([FONTS.serif, FONTS.sans, FONTS.caladea]),
      sigFont: rng.pick(SIGS),
      name: `${p.first} ${p.middle ? p.middle + ' ' : ''}${p.last}`.toUpperCase(),
      addr: gulf
        ? `Staff Accommodation, ${lastCity}`
        : rng.pick([
            'Puthenpurackal House, Kanjirappally P.O., Kottayam, Kerala – 686507',
            'Flat 4B, Lakeview Residency, Kakkanad, Kochi – 682030',
            'Plot 17, Madhapur, Hyderabad, Telangana – 500081',
          ]),
      mobile: o.noContact ? '' : gulf ? `${cc}${rng.digits(7)}` : `+91 9${rng.digits(4)} ${rng.digits(5)}`,
      email: o.noContact ? '' : `${e}${l.slice(0, 5)}${rng.digits(2)}@gmail.example`,
      objective:
        'To obtain a challenging position as a Registered Nurse in a reputed healthcare organisation where I can use my clinical skills and experience for quality patient care and continue to grow professionally.',
      edu: [
        [
          'B.Sc. Nursing',
          rng.pick([
            'Government College of Nursing, Kottayam',
            'Malabar Institute of Nursing Sciences',
            'St. Gregorios College of Nursing',
          ]),
          rng.pick(['Kerala University of Health Sciences', 'Rajiv Gandhi University of Health Sciences']),
          String(grad),
          `${rng.int(66, 84)}%`,
        ],
        [
          'Higher Secondary (Science)',
          'Govt. Higher Secondary School',
          'Kerala Board of Higher Secondary Education',
          String(grad - 4),
          `${rng.int(72, 94)}%`,
        ],
        [
          'SSLC',
          'St. Mary\u2019s High School',
          'Kerala State Board',
          String(grad - 6),
          `${rng.int(78, 96)}%`,
        ],
      ],
      reg: [
        `Registered Nurse & Registered Midwife, Kerala Nurses and Midwives Council — Reg. No. ${rng.digits(5)} (${grad})`,
        ...(o.nclex === false ? [] : [`NCLEX-RN — passed ${rng.pick(['2023', '2024', '2025'])}`]),
        `BLS & ACLS (American Heart Association) — current`,
        ...(gulf
          ? [
              `${/Oman/.test(lastCity) ? 'Oman Ministry of Health' : /Saudi/.test(lastCity) ? 'Saudi Commission for Health Specialties' : 'Department of Health Abu Dhabi'} licence (Prometric) — ${rng.pick(['active', 'valid'])}`,
            ]
          : []),
      ],
      jobs,
      expNote: o.expNote || '',
      skills: rng
        .shuffle([
          'Patient assessment, care planning and documentation',
          'IV cannulation, blood sampling and blood transfusion',
          'Ventilator care and arterial line monitoring',
          'Infection control and biomedical waste management',
          'Medication administration and high-alert drug safety',
        ])
        .slice(0, 4),
      father: `Mr. ${rng.pick(['Joseph', 'Thomas', 'Varghese', 'Ramesh', 'Suresh', 'Mathew'])} ${p.last.split(/[ -]/)[0]}`,
      dob: `${d}-${m}-${y}`,
      gender: rng.pick(['Female', 'Male']),
      marital: rng.pick(['Single', 'Married']),
      langs: rng.pick([
        'English, Malayalam, Hindi',
        'English, Malayalam, Tamil, Arabic (basic)',
        'English, Hindi, Telugu',
      ]),
      passport: `${rng.letters(1)}${rng.digits(7)}`,
      place: gulf ? lastCity.split(',')[0] : rng.pick(['Kottayam', 'Kochi', 'Hyderabad']),
      decDate: `${String(rng.int(1, 20)).padStart(2, '0')}.${rng.pick(['09', '10', '11'])}.2026`,
      sigName: `${p.first} ${p.last}`,
    };
  };

  // 1 — three jobs, about six years, client asks for 36 months
  let p = k.person();
  let jobs = jobsFrom([{ months: 28 }, { months: 26, gapBefore: 1 }, { months: 20, gapBefore: 2 }]);
  let f = make(p, jobs, { grad: 2018 });
  out.push({
    key: 'three-jobs-oldest-first',
    person: { first_name: p.first, last_name: p.last },
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'the experience table runs oldest first (S.No 1 is the first job; the last row is "Till date"); about 74 months in all',
  });

  // 2 — ICU keyword in the Department column
  p = k.person();
  jobs = jobsFrom([
    { months: 30, dept: rng.pick(ICU) },
    { months: 34, gapBefore: 1, dept: rng.pick(ICU) },
  ]);
  f = make(p, jobs, { grad: 2017 });
  out.push({
    key: 'icu-keyword-in-department',
    person: { first_name: p.first, last_name: p.last },
    rules: { required_keywords: ['ICU'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'ICU appears in the Department column of both jobs',
  });

  // 3 — two jobs, no rules, Gulf job current
  p = k.person();
  jobs = jobsFrom([{ months: 40 }, { months: 30, gapBefore: 3 }]);
  jobs[jobs.length - 1].employer = 'Gulf Oasis Medical Centre';
  jobs[jobs.length - 1].city = 'Muscat, Oman';
  if (jobs[0].employer === 'Gulf Oasis Medical Centre') jobs[0].employer = 'Malabar Crescent Hospital';
  f = make(p, jobs, { grad: 2015 });
  out.push({
    key: 'india-then-gulf-till-date',
    person: { first_name: p.first, last_name: p.last },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'the current job (last row) is in Oman, "Till date"; the declaration date is not an employment date',
  });

  // 4 — an unexplained gap of over a year
  p = k.person();
  jobs = jobsFrom([{ months: 20 }, { months: 30, gapBefore: 16 }, { months: 18, gapBefore: 1 }]);
  f = make(p, jobs, { grad: 2016 });
  out.push({
    key: 'sixteen-month-gap',
    person: { first_name: p.first, last_name: p.last },
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: {},
    note: `about sixteen months between the second job\u2019s end (${jobs[1].end}) and the current job\u2019s start (${jobs[2].start})`,
  });

  // 5 — a To date before its From date
  p = k.person();
  jobs = jobsFrom([{ months: 26 }, { months: 24, gapBefore: 1 }]);
  f = make(p, jobs, { grad: 2018 });
  const j0 = jobs[0];
  const wrongTo = addM(j0.start, -rng.int(14, 26));
  j0.toText = dmy(wrongTo, rng.int(1, 28));
  j0.durText = dur(j0.start, j0.end);
  f = { ...f, jobs };
  out.push({
    key: 'to-date-before-from-date',
    person: { first_name: p.first, last_name: p.last },
    html: render(f),
    issues: ['inconsistent dates'],
    data: {},
    note: `S.No 1 reads From ${j0.fromText} To ${j0.toText}: an end before its start (the Duration column still shows the intended length)`,
  });

  // 6 — about a year of experience, client wants two years
  p = k.person();
  jobs = jobsFrom([{ months: 13 }]);
  f = make(p, jobs, {
    grad: 2025,
    nclex: false,
    expNote:
      'Internship: 6 months compulsory clinical internship as part of B.Sc. Nursing (not included above).',
  });
  out.push({
    key: 'one-year-experience-min-24',
    person: { first_name: p.first, last_name: p.last },
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'person.name.status': 'match' },
    note: 'one job of about 13 months, till date; the compulsory internship is training, not employment',
  });
  return out;
}
