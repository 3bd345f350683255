// A Philippine-style nurse's "Curriculum Vitae" of the kind sent with overseas applications: photo box top right,
// Personal Data block (date of birth, civil status, citizenship, address, contact), Career Objective, Work
// Experience with "Inclusive dates: March 2019 – present" under each hospital, Education (BSN, year),
// Licenses and trainings (PRC, NCLEX, IV therapy ...), and "Character references available upon request".
import { buildJobs, fmtYm } from '../../lib/resume.mjs';
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r6_overseas_nurse_cv_personal_data',
  split: 'blind',
  description:
    'Philippine-style nurse Curriculum Vitae: photo box, Personal Data block (DOB, civil status, contact), Career Objective, Work Experience with "Inclusive dates: Month YYYY – present", BSN education, PRC / NCLEX / trainings list',
};

function render(f) {
  const css = `
  h1 { font-size:17pt; margin:0; letter-spacing:1px; }
  h2 { font-size:11pt; background:#e6e6e6; padding:3px 6px; margin:14px 0 6px; text-transform:uppercase; }
  table.pd td { padding:2px 10px 2px 0; font-size:10pt; }
  .job { margin-bottom:9px; font-size:10pt; }
  .job .e { font-weight:bold; }
  ul { margin:3px 0 0 18px; padding:0; }`;
  const pd = [
    ['Date of Birth', f.dob],
    ['Place of Birth', f.pob],
    ['Civil Status', f.civil],
    ['Citizenship', 'Filipino'],
    ['Address', f.addr],
    ...(f.email ? [['E-mail', f.email]] : []),
    ...(f.phone ? [['Mobile No.', f.phone]] : []),
  ]
    .map((r) => `<tr><td>${esc(r[0])}</td><td>: ${esc(r[1])}</td></tr>`)
    .join('');
  const jobs = f.jobs
    .map(
      (j) => `<div class="job"><div class="e">${esc(j.employer)}</div><div>${esc(j.city)}</div>
    <div>Position: <b>${esc(j.title)}</b></div><div>Inclusive dates: ${esc(fmtYm(j.start, 'month'))} – ${esc(j.end ? fmtYm(j.end, 'month') : 'present')}</div>
    <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const body = `
  <div style="display:flex;justify-content:space-between"><div><h1>${esc(f.name.toUpperCase())}</h1><div style="font-size:10.5pt">${esc(f.headline)}</div></div>
  <div style="width:1.2in;height:1.3in;border:1px solid #777;text-align:center;font-size:8pt;color:#888;padding-top:0.55in">2×2 photo</div></div>
  <h2>Career Objective</h2><div style="font-size:10pt">To obtain a position as a staff nurse where I can apply my clinical skills and compassion in delivering quality patient care.</div>
  <h2>Personal Data</h2><table class="pd">${pd}</table>
  <h2>Work Experience</h2>${jobs}
  <h2>Educational Background</h2><div style="font-size:10pt"><b>Bachelor of Science in Nursing</b> — ${esc(f.school)}, ${f.gradYear}<br>Secondary: ${esc(f.hs)}, ${f.gradYear - 4}</div>
  <h2>Licenses and Trainings</h2><ul style="font-size:10pt">${f.creds.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
  <div style="font-size:10pt;margin-top:14px">Character references available upon request.</div>
  <div style="font-size:10pt;margin-top:14px">I hereby certify that the above information is true and correct to the best of my knowledge.</div>
  <div style="margin-top:22px;font-size:10pt;border-top:1px solid #333;width:2.4in;text-align:center">${esc(f.name)}</div>`;
  return page({ title: 'Curriculum Vitae', size: 'A4', margin: '16mm', body, css, font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, spec, o = {}) => {
    const jobs = buildJobs(rng, 'rn', spec, o.end ?? null);
    const oldest = jobs[jobs.length - 1].start;
    return {
      name: nameAs(p, 'full'),
      headline: 'Registered Nurse',
      dob: `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(p.dob.slice(5, 7)) - 1]} ${Number(p.dob.slice(8))}, ${p.dob.slice(0, 4)}`,
      pob: rng.pick(['Iloilo City', 'Dagupan City', 'Tacloban City', 'Cagayan de Oro']),
      civil: rng.pick(['Single', 'Married']),
      addr: rng.pick([
        'Blk 4 Lot 12, Mabini St., Brgy. San Roque, Iloilo City',
        '23 Rizal Ave., Poblacion, Dagupan City',
      ]),
      email: o.noContact
        ? null
        : `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.digits(2)}@example.com`,
      phone: o.noContact ? null : `+63 9${rng.digits(2)} ${rng.digits(3)} ${rng.digits(4)}`,
      jobs,
      school: rng.pick([
        'West Visayas Nursing College',
        'Northern Luzon Colleges of Health',
        'Leyte Institute of Health Sciences',
      ]),
      gradYear: Number(oldest.slice(0, 4)) - 1,
      hs: rng.pick(['San Roque National High School', 'Dagupan City National High School']),
      creds: o.creds || [
        'Philippine Nurse Licensure (PRC), License No. ' + rng.digits(7),
        'NCLEX-RN passer',
        'Basic Life Support (BLS) Provider',
        'IV Therapy Training — ANSAP',
      ],
    };
  };
  const wh = (f) => ({
    'work_history.0.employer': f.jobs[0].employer,
    'work_history.0.start_date': f.jobs[0].start,
    'work_history.0.end_date': f.jobs[0].end,
  });
  const out = [];
  let p = k.person();
  let f = make(p, [{ months: 38 }, { months: 30, gapBefore: 2 }]);
  out.push({
    key: 'staff-nurse-current',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...wh(f), 'contact.email': f.email },
    note: '"Inclusive dates: Month YYYY – present" under each employer',
  });

  p = k.person();
  f = make(p, [{ months: 20 }, { months: 10, gapBefore: 1 }]);
  out.push({
    key: 'under-five-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 60 },
    html: render(f),
    issues: ['insufficient experience'],
    data: wh(f),
    note: 'about 30 months of nursing work where the client asks for 60',
  });

  p = k.person();
  f = make(p, [{ months: 18 }, { months: 26, gapBefore: 14 }]);
  out.push({
    key: 'fourteen-month-gap',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: wh(f),
    note: "about 14 months between the two hospital jobs (e.g. waiting for an overseas visa), over the client's 6",
  });

  p = k.person();
  f = make(p, [{ months: 44 }, { months: 22, gapBefore: 1 }], {
    creds: [
      'Philippine Nurse Licensure (PRC)',
      'NCLEX-RN passer',
      'IV Therapy Training — ANSAP',
      'Wound care seminar',
    ],
  });
  out.push({
    key: 'no-life-support-listed',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['BLS'] },
    html: render(f),
    issues: ['missing required keyword'],
    data: wh(f),
    note: 'required keyword BLS appears nowhere on the CV',
  });

  p = k.person();
  f = make(p, [{ months: 30 }, { months: 36, gapBefore: 2 }], { noContact: true });
  out.push({
    key: 'address-but-no-email-or-phone',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing contact information'],
    data: { 'contact.email': null, 'contact.phone': null },
    note: 'Personal Data gives a postal address only: no e-mail and no phone',
  });
  return out;
}
