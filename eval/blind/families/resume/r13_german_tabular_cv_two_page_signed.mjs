// A two-page German-style tabular CV ("Lebenslauf") written in English by a nurse trained in Germany, Switzerland or
// the Netherlands who now works, or wants to work, in the United States. A narrow left column holds the dates:
// "since MM/YYYY" for the current post and "MM/YYYY – MM/YYYY" for the others; the right column the post, employer,
// city and a few duties. Page 1: title, photo box, a personal-details table (address, phone, e-mail, date of birth,
// place of birth, nationality) and the newest posts; page 2: older posts, education and vocational training (with its
// own date ranges), further training with years, languages and IT, and the place, date (DD.MM.YYYY) and signature
// line. Some CVs list a period that is not employment (relocation and exam preparation) as a "since" row.
import { stripAccents } from '../../lib/core.mjs';
import { monthsBetween } from '../../lib/resume.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r13_german_tabular_cv_two_page_signed',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page German-style tabular CV in English: left date column ("since MM/YYYY", "MM/YYYY – MM/YYYY"), photo box, personal-details table, newest posts on p1; older posts, education and vocational training with its own date ranges, further training years, languages, place / DD.MM.YYYY / signature on p2; an overlapping part-time post, a gap across the page break, a "since" row that is relocation and exam preparation (not employed), under two years',
};

const EU = [
  ['Klinikum Elbmarsch', 'Stade, Germany'],
  ['Marienhospital Wendtorf', 'Kiel, Germany'],
  ['Universitätsklinikum Rheinau', 'Rheinau, Germany'],
  ['Kantonsspital Seeland-Ost', 'Biel/Bienne, Switzerland'],
  ['Pflegezentrum Am Lindenpark', 'Hannover, Germany'],
  ['Sint-Joris Ziekenhuis', 'Utrecht, Netherlands'],
];
const US = [
  ['Covenant Hills Medical Center', 'Knoxville, TN'],
  ['Harborpoint Dialysis Center', 'Savannah, GA'],
  ['Mount Calder Regional Hospital', 'Provo, UT'],
  ['Bellmont Surgical Hospital', 'Tulsa, OK'],
];
const DUTIES = {
  icu: [
    'Care of ventilated and post-operative patients (1:2)',
    'Arterial lines, vasoactive drips, CRRT',
    'Precepting new staff on the unit',
  ],
  med: [
    'Care of 6–8 patients per shift, admissions and transfers',
    'Medication administration, wound care, discharge teaching',
    'Charting in the electronic record',
  ],
  ltc: [
    'Care planning for 24 residents',
    'Medication rounds and wound care',
    'Supervision of care assistants',
  ],
  side: ['Night shifts for a home-care service, 2 per month', 'Ventilated patients at home'],
};
const fmtRange = (j) => (j.end ? `${mm(j.start)} – ${mm(j.end)}` : `since ${mm(j.start)}`);
const mm = (ym) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;

function render(f) {
  const entry = (j) =>
    `<tr><td class="dc">${esc(j.range || fmtRange(j))}</td><td><div class="pt">${esc(j.title)}</div>${j.employer ? `<div class="em">${esc(j.employer)}, ${esc(j.city)}</div>` : ''}${j.duties?.length ? `<ul>${j.duties.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>` : ''}</td></tr>`;
  const p1Jobs = f.jobs.slice(0, f.p1);
  const p2Jobs = f.jobs.slice(f.p1);
  const contact = [
    ['Address', f.addr],
    ['Phone', f.phone],
    ['E-mail', f.email],
    ['Date of birth', f.dobText],
    ['Place of birth', f.pob],
    ['Nationality', f.nat],
  ];
  const css = `
  .pg { position:relative; height:9.7in; overflow:hidden; }
  h1 { font-family:${FONTS.caladea}; font-size:24pt; margin:0; letter-spacing:1px; font-weight:normal; }
  .nm { font-size:15pt; font-weight:bold; margin-top:2px; } .sub { font-size:10pt; color:#444; }
  .top { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:1.5px solid #1d3557; padding-bottom:8px; }
  .ph { width:1.15in; height:1.45in; border:1px solid #999; background:#e4e7ec; color:#777; font-size:8pt; display:flex; align-items:flex-end; justify-content:center; padding-bottom:5px; }
  h2 { font-size:11.5pt; color:#1d3557; margin:14px 0 4px; border-bottom:1px solid #a8b3c4; padding-bottom:2px; text-transform:uppercase; letter-spacing:.8px; }
  table.t { width:100%; font-size:9.8pt; } table.t td { vertical-align:top; padding:4px 4px; } td.dc { width:1.55in; color:#1d3557; white-space:nowrap; }
  .pt { font-weight:bold; } .em { font-style:italic; } ul { margin:2px 0 0 16px; padding:0; } li { margin:1px 0; }
  .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:8pt; color:#666; border-top:1px solid #ccc; padding-top:2px; }
  .sig { margin-top:26px; font-size:10pt; }`;
  const p1 = `<div class="pg pb">
   <div class="top"><div><h1>Curriculum Vitae</h1><div class="nm">${esc(f.name)}</div><div class="sub">${esc(f.headline)}</div></div><div class="ph">Photo</div></div>
   <h2>Personal details</h2>
   <table class="t">${contact
     .filter(([, v]) => v)
     .map(([k, v]) => `<tr><td class="dc" style="color:#333">${esc(k)}</td><td>${esc(v)}</td></tr>`)
     .join('')}</table>
   <h2>Profile</h2>
   <div style="font-size:9.8pt;line-height:1.4">${esc(f.profile)}</div>
   <h2>Key skills</h2>
   <table class="t"><tr><td class="dc">Clinical</td><td>${esc(f.skills[0])}</td></tr><tr><td class="dc">Organisation</td><td>${esc(f.skills[1])}</td></tr></table>
   <h2>Professional experience</h2>
   <table class="t">${p1Jobs.map(entry).join('')}</table>
   <div class="ft"><span>${esc(f.name)} · Curriculum Vitae</span><span>Page 1 of 2</span></div></div>`;
  const p2 = `<div class="pg">
   ${p2Jobs.length ? `<h2>Professional experience (continued)</h2><table class="t">${p2Jobs.map(entry).join('')}</table>` : ''}
   <h2>Education and vocational training</h2>
   <table class="t">${f.edu.map(entry).join('')}</table>
   <h2>Further training and certificates</h2>
   <table class="t">${f.certs.map(([y, c]) => `<tr><td class="dc">${esc(y)}</td><td>${esc(c)}</td></tr>`).join('')}</table>
   <h2>Languages and IT</h2>
   <table class="t"><tr><td class="dc">Languages</td><td>${esc(f.langs)}</td></tr><tr><td class="dc">IT</td><td>${esc(f.it)}</td></tr></table>
   <div class="sig">${esc(f.place)}, ${esc(f.signedOn)}<br>${sig(f.name, { font: f.sigFont, size: '1.9em', rot: -2 })}</div>
   <div class="ft"><span>${esc(f.name)} · Curriculum Vitae</span><span>Page 2 of 2</span></div></div>`;
  return page({ title: 'Curriculum Vitae', body: p1 + p2, css, font: FONTS.carlito, margin: '0.6in 0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const person = () => k.person();
  const make = (p, jobs, o = {}) => {
    const inUS = !jobs[0]?.eu && !o.abroad;
    const de = rng.pick(['Germany', 'Switzerland', 'Netherlands']);
    const local = stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    return {
      name: [p.first, p.middle, p.last].filter(Boolean).join(' '),
      headline:
        o.headline || 'Registered Nurse (Gesundheits- und Krankenpflegerin / Krankenpfleger, state-examined)',
      addr: inUS
        ? `${rng.int(100, 9800)} ${rng.pick(['Larkspur Ave', 'Sycamore Ln', 'Meridian Ave'])}, ${jobs[0].city}`
        : `${rng.pick(['Lindenstraße', 'Am Mühlenbach', 'Schillerweg'])} ${rng.int(2, 88)}, ${rng.int(20, 99)}${rng.digits(3)} ${o.place || 'Hamburg'}`,
      phone: o.noContact
        ? ''
        : inUS
          ? `+1 ${rng.int(201, 989)} 555 ${rng.digits(4)}`
          : `+49 1${rng.int(51, 79)} ${rng.digits(7)}`,
      email: o.noContact
        ? ''
        : `${stripAccents(p.first).toLowerCase()}.${local}@${rng.pick(['posteo', 'mailbox', 'gmx'])}.example`,
      dobText: `${p.dob.slice(8, 10)}.${p.dob.slice(5, 7)}.${p.dob.slice(0, 4)}`,
      pob: rng.pick(['Bremen', 'Münster', 'Luzern', 'Rotterdam', 'Kraków', 'Manila']),
      nat: rng.pick(['German', 'Swiss', 'Dutch', 'German and Polish']),
      jobs,
      p1: o.p1 ?? Math.min(2, jobs.length),
      edu: o.edu || [
        {
          range: `10/${o.eduEnd - 3} – 09/${o.eduEnd}`,
          title: 'Vocational training in general nursing — state examination',
          employer: rng.pick([
            'Berufsfachschule für Pflege am Klinikum Elbmarsch',
            'Pflegeschule Rheinau',
            'Bildungszentrum Gesundheit Seeland',
          ]),
          city: de === 'Netherlands' ? 'Utrecht' : 'Germany',
          duties: [`Practical placements in surgery, internal medicine, paediatrics and psychiatry`],
        },
        {
          range: `08/${o.eduEnd - 12} – 06/${o.eduEnd - 4}`,
          title: 'Secondary school — Abitur (university entrance qualification)',
          employer: 'Gymnasium am Stadtpark',
          city: 'Germany',
        },
      ],
      certs: o.certs || [
        ['2025', 'BLS Provider (American Heart Association)'],
        ['2024', 'Recognition of foreign nursing qualification; NCLEX-RN passed'],
        ['2019', 'Intensive care and anaesthesia nursing, advanced course (720 h)'],
      ],
      profile:
        o.profile ||
        'State-examined nurse with experience on acute wards in Europe, now licensed in the United States. Calm under pressure, careful with documentation and used to teaching patients and families in two languages.',
      skills: [
        rng.pick([
          'Post-operative care, IV therapy, wound management, early warning scores',
          'Telemetry, medication administration, pain management, discharge planning',
          'Ventilated patients, central lines, sedation monitoring',
        ]),
        'Shift coordination, precepting students, quality audits, hygiene officer',
      ],
      langs: 'German (native), English (C1), Dutch (B1)',
      it: 'Epic, ORBIS, Microsoft Office',
      place: o.place || (inUS ? jobs[0].city.replace(/,.*$/, '') : 'Hamburg'),
      signedOn: o.signedOn || `0${rng.int(2, 9)}.11.2026`,
      sigFont: rng.pick(SIGS),
    };
  };
  const usJob = (start, end, title, duties, emp) => {
    const e = emp || rng.pick(US);
    return { start, end, title, employer: e[0], city: e[1], duties };
  };
  const euJob = (start, end, title, duties, emp) => {
    const e = emp || rng.pick(EU);
    return { start, end, title, employer: e[0], city: e[1], duties, eu: true };
  };
  const first = (j) => ({ 'work_history.0.start_date': j.start, 'work_history.0.end_date': j.end });
  const out = [];

  // 1 — continuous, three posts, min 36 months
  let p = person();
  let [eu1, eu2] = rng.shuffle(EU);
  let jobs = [
    usJob('2022-05', null, 'Registered Nurse, Medical-Surgical Unit', DUTIES.med),
    euJob('2017-10', '2022-03', 'Staff nurse, Internal Medicine', DUTIES.med, eu1),
    euJob('2014-10', '2017-09', 'Staff nurse, Geriatric Ward', DUTIES.ltc, eu2),
  ];
  let f = make(p, jobs, { eduEnd: 2014 });
  out.push({
    key: 'continuous-since-current',
    person: { first_name: p.first, last_name: p.last },
    rules: { min_experience_months: 36 },
    html: render(f),
    issues: [],
    data: { ...first(jobs[0]), 'contact.email': f.email, 'person.name.status': 'match' },
    note: '"since 05/2022" is the current post; about twelve years of posts; the vocational-training dates under Education are not employment',
  });

  // 2 — ICU keyword in the current post
  p = person();
  [eu1, eu2] = rng.shuffle(EU);
  jobs = [
    usJob('2023-08', null, 'Staff RN, Intensive Care Unit (ICU)', DUTIES.icu),
    euJob('2018-04', '2023-05', 'Intensive care nurse (Intensivstation)', DUTIES.icu, eu1),
    euJob('2015-10', '2018-03', 'Staff nurse, Surgery', DUTIES.med, eu2),
  ];
  f = make(p, jobs, { eduEnd: 2015, headline: 'Registered Nurse — Intensive Care' });
  out.push({
    key: 'icu-keyword-current-post',
    person: { first_name: p.first, last_name: p.last },
    rules: { required_keywords: ['ICU'] },
    html: render(f),
    issues: [],
    data: { ...first(jobs[0]), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: 'ICU appears in the current post\u2019s title and duties',
  });

  // 3 — overlapping part-time post
  p = person();
  [eu1, eu2] = rng.shuffle(EU);
  jobs = [
    usJob('2021-08', null, 'Registered Nurse, Telemetry', DUTIES.med),
    euJob('2016-04', '2021-06', 'Staff nurse, Cardiology Ward', DUTIES.med, eu1),
    euJob('2019-01', '2020-12', 'Part-time nurse (secondary employment)', DUTIES.side, [
      'Häusliche Intensivpflege Nordlicht GmbH',
      eu1[1],
    ]),
  ];
  f = make(p, jobs, { eduEnd: 2016, p1: 2 });
  out.push({
    key: 'part-time-post-overlaps',
    person: { first_name: p.first, last_name: p.last },
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['employment gap', 'inconsistent dates'],
    data: { ...first(jobs[0]), 'person.name.status': 'match' },
    note: 'a part-time post 01/2019 – 12/2020 ran alongside the main post 04/2016 – 06/2021 (an overlap, listed on page 2); one month between 06/2021 and 08/2021',
  });

  // 4 — gap across the page break
  p = person();
  [eu1, eu2] = rng.shuffle(EU);
  jobs = [
    usJob('2024-02', null, 'Registered Nurse, Post-Anesthesia Care Unit', DUTIES.med),
    euJob('2018-09', '2022-11', 'Staff nurse, Recovery Room', DUTIES.med, eu1),
    euJob('2015-10', '2018-08', 'Staff nurse, Trauma Surgery', DUTIES.med, eu2),
  ];
  f = make(p, jobs, { eduEnd: 2015, p1: 1 });
  out.push({
    key: 'gap-across-page-break',
    person: { first_name: p.first, last_name: p.last },
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: {
      'work_history.0.start_date': '2024-02',
      'work_history.1.end_date': '2022-11',
    },
    note: `page 1 ends with the current post "since 02/2024"; page 2 continues with "09/2018 – 11/2022": ${monthsBetween('2022-11', '2024-02')} months without an entry across the page break`,
  });

  // 5 — relocation row is not a job; last post ended 09/2024
  p = person();
  [eu1, eu2] = rng.shuffle(EU);
  jobs = [
    {
      start: '2024-10',
      end: null,
      title:
        'Relocation to the United States; NCLEX-RN preparation and credential recognition (not employed)',
    },
    euJob('2019-09', '2024-09', 'Staff nurse, Neurology', DUTIES.med, eu1),
    euJob('2016-10', '2019-08', 'Staff nurse, Internal Medicine', DUTIES.med, eu2),
  ];
  f = make(p, jobs, {
    eduEnd: 2016,
    abroad: true,
    p1: 2,
    place: rng.pick(['Bremen', 'Kiel', 'Hamburg']),
    profile:
      'State-examined nurse with eight years on neurology and internal medicine wards. Since autumn 2024 I have been preparing for the NCLEX-RN and my move to the United States, and I am looking for a first post there.',
  });
  out.push({
    key: 'since-row-is-relocation-not-a-job',
    person: { first_name: p.first, last_name: p.last },
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { 'work_history.0.end_date': '2024-09', 'person.name.status': 'match' },
    note: 'the "since 10/2024" row says relocation and exam preparation (not employed); the last post ended 09/2024, more than 12 months before valid_on',
  });

  // 6 — under two years
  p = person();
  jobs = [usJob('2025-01', null, 'Registered Nurse, Orthopedics', DUTIES.med)];
  f = make(p, jobs, {
    eduEnd: 2024,
    p1: 1,
    profile:
      'Nurse trained in Germany (state examination 2024) and licensed in the United States, working on an orthopedic unit since January 2025.',
    certs: [
      ['2025', 'BLS Provider (American Heart Association)'],
      ['2024', 'NCLEX-RN passed; state RN license'],
    ],
  });
  out.push({
    key: 'one-post-under-two-years',
    person: { first_name: p.first, last_name: p.last },
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...first(jobs[0]) },
    note: `one post "since 01/2025" (${monthsBetween('2025-01', '2026-11')} months); the training years 10/2021 – 09/2024 with their placements are education, not employment`,
  });

  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
