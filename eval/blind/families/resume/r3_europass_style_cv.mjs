// A Europass-style CV: a narrow right-aligned grey label column ("Dates", "Occupation or position held", "Name and
// address of employer", "Type of business or sector") beside the content column; dates written day-first with
// full month names ("14 March 2019 – 30 June 2022", "… – present"); personal information first, a CEFR language
// grid and "Licences and certificates" at the end.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { buildJobs } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r3_europass_style_cv',
  split: 'blind',
  description:
    'Europass-style CV: right-aligned label column (Dates / Occupation / Employer / Sector), day-first written-month dates, CEFR language grid, licences at the end',
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
const dayDate = (ym, day) => {
  const [y, m] = ym.split('-').map(Number);
  return `${day} ${MONTHS[m - 1]} ${y}`;
};

function render(f) {
  const css = `
  table.ep { width:100%; } table.ep td { vertical-align:top; padding:1.5px 8px; font-size:9.2pt; }
  td.lab { width:2.1in; text-align:right; color:#555; font-size:8.3pt; border-right:1px solid #1f4e9c; }
  td.sec { text-align:right; font-weight:bold; color:#1f4e9c; text-transform:uppercase; font-size:9.5pt; padding-top:9px; border-right:1px solid #1f4e9c; }
  tr.sp td { height:4px; }
  .nm { font-size:17pt; }
  table.cefr { border-collapse:collapse; font-size:8.5pt; } table.cefr td, table.cefr th { border:1px solid #bbb; padding:2px 6px; text-align:center; }`;
  const row = (l, v) => `<tr><td class="lab">${esc(l)}</td><td>${v}</td></tr>`;
  const jobs = f.jobs
    .map(
      (j) =>
        row('Dates', esc(`${j.from} – ${j.to}`)) +
        row('Occupation or position held', `<b>${esc(j.title)}</b>`) +
        row('Main activities and responsibilities', esc(j.bullets.slice(0, 2).join('; ')) + '.') +
        row('Name and address of employer', esc(`${j.employer}, ${j.city}`)) +
        row('Type of business or sector', esc(j.sector)) +
        '<tr class="sp"><td class="lab"></td><td></td></tr>',
    )
    .join('');
  const body = `
  <div style="display:flex;align-items:center;gap:10px;margin-bottom:6px"><div style="width:30px;height:30px;border-radius:50%;background:#1f4e9c;color:#fff;font-weight:bold;text-align:center;line-height:30px">e</div>
    <div style="font-size:11pt;color:#1f4e9c;font-weight:bold">Curriculum Vitae</div></div>
  <table class="ep">
    <tr><td class="sec">Personal information</td><td></td></tr>
    ${row('First name(s) / Surname(s)', `<span class="nm">${esc(f.name)}</span>`)}
    ${row('Address', esc(f.address))}
    ${f.phone ? row('Telephone', esc(f.phone)) : ''}
    ${f.email ? row('E-mail', esc(f.email)) : ''}
    ${row('Nationality', esc(f.nationality))}
    <tr><td class="sec">Desired employment</td><td style="padding-top:9px">${esc(f.desired)}</td></tr>
    <tr><td class="sec">Work experience</td><td></td></tr>
    ${jobs}
    <tr><td class="sec">Education and training</td><td></td></tr>
    ${row('Dates', esc(f.eduDates))}
    ${row('Title of qualification awarded', `<b>${esc(f.edu)}</b>`)}
    ${row('Organisation providing education', esc(f.school))}
    <tr><td class="sec">Personal skills</td><td></td></tr>
    ${row('Mother tongue(s)', esc(f.mother))}
    ${row(
      'Other language(s)',
      `<table class="cefr"><tr><th></th><th>Listening</th><th>Reading</th><th>Spoken interaction</th><th>Writing</th></tr>
      <tr><td>Spanish</td><td>B2</td><td>B2</td><td>B1</td><td>B1</td></tr></table>`,
    )}
    ${row('Digital skills', 'Epic, Cerner PowerChart, Pyxis MedStation, Microsoft Office')}
    ${row('Licences and certificates', esc(f.licences))}
    ${row('Driving licence', 'Category B')}
  </table>`;
  return page({ title: 'Europass CV', body, css, font: FONTS.open, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const sectors = {
    Hospital: 'Acute care hospital',
    Nursing: 'Long-term care / rehabilitation',
    Home: 'Home health care',
    Hospice: 'Hospice and palliative care',
  };
  const sectorOf = (emp) =>
    /Hospice/.test(emp)
      ? sectors.Hospice
      : /Home/.test(emp)
        ? sectors.Home
        : /Nursing|Assisted|Rehab/.test(emp)
          ? sectors.Nursing
          : 'Health care';
  const make = (p, jobs, o = {}) => {
    const handle = `${p.first}.${p.last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      address: `${rng.int(10, 990)} ${rng.pick(['Sycamore Ln', 'Tamarack Dr', 'Fernhill Rd'])}, ${rng.pick(['Raleigh, NC 27603', 'Boise, ID 83702', 'Madison, WI 53703'])}`,
      phone: o.noContact ? null : `+1 ${rng.int(201, 989)} ${rng.int(201, 989)} ${rng.digits(4)}`,
      email: o.noContact ? null : `${handle}@mailbox.example`,
      nationality: rng.pick(['American', 'Filipino', 'Irish', 'Nigerian']),
      desired: o.desired || 'Registered Nurse — travel / contract assignments',
      jobs: jobs.map((j) => ({
        ...j,
        from: dayDate(j.start, rng.int(1, 28)),
        to: j.end ? dayDate(j.end, rng.int(1, 28)) : 'present',
        sector: sectorOf(j.employer),
      })),
      eduDates: `${rng.pick([1, 2])} September 2011 – ${rng.int(10, 25)} May 2015`,
      edu: o.edu || 'Bachelor of Science in Nursing (BSN)',
      school: 'Kingsbury State University School of Nursing',
      mother: 'English',
      licences: o.licences || 'Registered Nurse (multistate); BLS and ACLS (American Heart Association)',
    };
  };
  const out = [];

  // 1 — three RN jobs, about seven years, BLS mentioned
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 34 },
    { months: 28, gapBefore: 1 },
    { months: 24, gapBefore: 0 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'rn-seven-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 60, required_keywords: ['BLS'] },
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.email,
      'work_history.0.employer': jobs[0].employer,
      'work_history.0.start_date': jobs[0].start,
      'work_history.0.end_date': null,
      'work_history.1.end_date': jobs[1].end,
      'person.name.status': 'match',
    },
    note: 'day-first dates with written months; the newest job runs to present',
  });

  // 2 — an eight-month break between jobs, client allows three
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 40, gapBefore: 9 }]);
  f = make(p, jobs);
  out.push({
    key: 'gap-between-jobs',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: ['employment gap'],
    data: { 'work_history.0.start_date': jobs[0].start, 'work_history.1.end_date': jobs[1].end },
    note: `no job between ${jobs[1].end} and ${jobs[0].start}`,
  });

  // 3 — CNA with under two years, client wants four
  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 13 }, { months: 7, gapBefore: 0 }]);
  f = make(p, jobs, {
    desired: 'Certified Nursing Assistant',
    edu: 'Nurse Aide Training Program certificate',
    licences: 'Certified Nursing Assistant (state registry); CPR/BLS',
  });
  out.push({
    key: 'cna-twenty-months',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 48 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'work_history.0.start_date': jobs[0].start },
  });

  // 4 — last clinical job ended in 2024, client wants experience in the last 12 months
  p = k.person();
  const end = `2024-0${rng.int(2, 6)}`;
  jobs = buildJobs(rng, 'lpn', [{ months: 36 }, { months: 26, gapBefore: 0 }], end);
  f = make(p, jobs, {
    desired: 'Licensed Practical Nurse',
    edu: 'Practical Nursing Diploma',
    licences: 'Licensed Practical Nurse; BLS (American Red Cross)',
  });
  out.push({
    key: 'last-job-ended-2024',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': end },
  });

  // 5 — postal address only: no telephone and no e-mail
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 40 }, { months: 30, gapBefore: 0 }]);
  f = make(p, jobs, { noContact: true, nameStyle: 'full' });
  out.push({
    key: 'address-only-no-contact',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { 'contact.email': null, 'contact.phone': null, 'person.name.status': 'match' },
  });
  return out;
}
