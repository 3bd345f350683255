// A food-safety training provider's "Official Learner Transcript" downloaded from its learning portal. A
// captions-left grid names the learner, the employer account and its training administrator (another person), the
// transcript date; then one course table lists every course the learner took with the columns Course / Code /
// Completed / Score / Status / Certificate No. / Jurisdiction / Renewal Due. Short courses (allergen awareness,
// cleaning and sanitizing, a manager exam prep still in progress) carry their own numbers and renewal dates; the food
// handler or food protection manager row is never first and its title cell wraps onto two lines.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r12_provider_learner_transcript_courses',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'Food-safety training provider Official Learner Transcript: captions-left learner grid (employer account, training administrator, transcript date), one course table (Course / Code / Completed / Score / Status / Certificate No. / Jurisdiction / Renewal Due) with allergen, sanitizing and exam-prep rows around the food handler or manager row (never first, wrapped title); renewal printed, "—", expired, certificate number pending, out-of-state variants',
};

const PROVIDERS = [
  {
    name: 'Harvest Table Food Safety Institute',
    addr: '1180 Copperfield Dr, Aurora, CO 80012',
    color: '#b45309',
    note: 'ANSI National Accreditation Board (ANAB) accredited certificate program',
  },
  {
    name: 'SafePlate Learning Co.',
    addr: '77 Bellwether Ct, Raleigh, NC 27603',
    color: '#1d4ed8',
    note: 'Accredited under ASTM E2659 for certificate programs',
  },
  {
    name: 'Kitchen Ready Training Network',
    addr: '5230 Harmon Blvd, Orlando, FL 32803',
    color: '#047857',
    note: 'Food handler courses approved by the state and local health authorities listed',
  },
];
const JUR = {
  TX: ['Texas Food Handler Course (DSHS-licensed)', 'Texas'],
  CA: ['California Food Handler Card Course', 'California'],
  IL: ['Illinois Food Handler Training (ANSI)', 'Illinois'],
  AZ: ['Arizona Food Handler Training (county-approved)', 'Arizona'],
};
const ADMINS = ['Rosa Delgado', 'Kyle Brannigan', 'Amina Farouk', 'Trent Oberholzer'];
const EMPLOYERS = [
  'Copper Kettle Bistro Group',
  'Northside Hospital Food & Nutrition',
  'Bluebonnet Cafeterias LLC',
];

function render(f) {
  const pr = f.prov;
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid ${pr.color}; padding-bottom:6px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${pr.color}; } .hd .a { font-size:8pt; color:#444; }
  .ti { font-size:14pt; margin:12px 0 8px; font-weight:bold; }
  table.kv { font-size:9pt; width:62%; } table.kv td { padding:2px 8px 2px 0; } table.kv td.c { color:#666; width:38%; }
  table.cr { width:100%; font-size:8.2pt; margin-top:12px; }
  table.cr th { text-align:left; border-bottom:1.5px solid #333; padding:4px 3px; font-size:7.6pt; vertical-align:bottom; }
  table.cr td { border-bottom:1px solid #ccc; padding:5px 3px; vertical-align:top; }
  .fn { font-size:7.6pt; color:#444; margin-top:10px; line-height:1.4; }
  .sg { margin-top:18px; font-size:8.5pt; }`;
  const kv = f.kv.map(([c, v]) => `<tr><td class="c">${esc(c)}</td><td>${esc(v)}</td></tr>`).join('');
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td style="width:24%">${esc(r.title)}</td><td>${esc(r.code)}</td><td>${esc(r.done)}</td><td>${esc(r.score)}</td><td>${esc(r.status)}</td><td>${esc(r.cert)}</td><td>${esc(r.jur)}</td><td>${esc(r.due)}</td></tr>`,
    )
    .join('');
  const body = `<div class="hd"><div style="display:flex;gap:10px;align-items:center">${logo({
    initials: pr.name
      .split(' ')
      .map((x) => x[0])
      .join('')
      .slice(0, 2),
    color: pr.color,
    shape: 'leaf',
    size: 40,
  })}<div><div class="n">${esc(pr.name)}</div><div class="a">${esc(pr.addr)}</div></div></div><div class="a" style="text-align:right">Learner portal<br>Downloaded ${esc(f.downloaded)}</div></div>
  <div class="ti">Official Learner Transcript</div>
  <table class="kv">${kv}</table>
  <table class="cr"><tr><th>Course</th><th>Code</th><th>Completed</th><th>Score</th><th>Status</th><th>Certificate No.</th><th>Jurisdiction</th><th>Renewal Due</th></tr>${rows}</table>
  <div class="fn">${esc(pr.note)}. "Renewal Due" is the date by which the course must be retaken to keep the certificate current${f.footnote ? `; ${esc(f.footnote)}` : ''}. Scores are the final examination score; a passing score is 70 % (75 % for manager examinations). Certificate numbers can be verified with the provider.</div>
  <div class="sg">Registrar, ${esc(pr.name)} — this transcript is issued electronically and is valid without a signature.</div>`;
  return page({ title: 'Official Learner Transcript', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, main, o = {}) => {
    const prov = rng.pick(PROVIDERS);
    const ds = o.ds || rng.pick(['us', 'mon', 'iso']);
    const w = (x) => (x ? fmt(x, ds) : '—');
    const near = (n) => addDays(main.issue, -rng.int(1, n));
    const allergen = near(60);
    const clean = near(90);
    const mainRow = {
      title: main.title,
      code: main.code,
      done: w(main.issue),
      score: `${rng.int(78, 98)} %`,
      status: 'Passed',
      cert: main.cert === null ? 'Pending' : main.cert,
      jur: main.jur,
      due: main.due ? w(main.due) : '—',
    };
    const others = [
      {
        title: 'Allergen Awareness for Food Service',
        code: 'ALG-101',
        done: w(allergen),
        score: `${rng.int(80, 100)} %`,
        status: 'Passed',
        cert: `ALG-${rng.digits(7)}`,
        jur: 'All states',
        due: w(addYears(allergen, 3)),
      },
      {
        title: 'Cleaning & Sanitizing Basics',
        code: 'SAN-050',
        done: w(clean),
        score: '—',
        status: 'Completed',
        cert: '—',
        jur: '—',
        due: '—',
      },
    ];
    const prep = {
      title: 'Food Protection Manager — Exam Prep',
      code: 'FPM-PREP',
      done: '—',
      score: '—',
      status: 'In progress (62 %)',
      cert: '—',
      jur: '—',
      due: '—',
    };
    const pos = rng.int(1, 2);
    const dlIso = o.transcript || addDays('2026-10-26', rng.int(0, 22));
    const rows = [...others.slice(0, pos), mainRow, ...others.slice(pos), ...(o.noPrep ? [] : [prep])];
    return {
      prov,
      kv: [
        ['Learner', nameAs(p, o.nameStyle || rng.pick(['first_last', 'last_first', 'full']))],
        ['Learner ID', `LRN-${rng.digits(8)}`],
        ['Date of birth', fmt(p.dob, ds)],
        ['Employer account', rng.pick(EMPLOYERS)],
        ['Training administrator', rng.pick(ADMINS)],
        ['Transcript date', w(dlIso)],
      ],
      rows,
      downloaded: `${fmt(dlIso, 'us')} ${rng.int(8, 20)}:${rng.int(10, 59)}`,
      footnote: o.footnote,
    };
  };
  const handler = (jur, issue, o = {}) => ({
    title: JUR[jur][0],
    code: `FH-${jur}-${rng.int(100, 399)}`,
    issue,
    cert: o.cert === undefined ? `FH${jur}${rng.digits(8)}` : o.cert,
    jur: JUR[jur][1],
    due: o.due === undefined ? addYears(issue, 3) : o.due,
  });
  const out = [];

  // 1 — Texas handler row, renewal printed
  let p = k.person();
  let issue = addDays('2025-01-20', rng.int(0, 560));
  let m = handler('TX', issue, { due: addYears(issue, 2) });
  let f = make(p, m);
  out.push({
    key: 'handler-row-renewal-due',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': m.cert,
      'certificate.issue_date': issue,
      'certificate.expiration_date': m.due,
      'certificate.kind': 'handler',
      ...personData(),
    },
    note: 'the food handler row is the second or third; the allergen row above it has its own certificate number and renewal date',
  });

  // 2 — manager certification, 5 years
  p = k.person();
  issue = addDays('2023-05-08', rng.int(0, 700));
  m = {
    title: 'Certified Food Protection Manager (ANAB-accredited examination)',
    code: 'CFPM-EXAM',
    issue,
    cert: `CFPM-${rng.digits(9)}`,
    jur: 'Colorado',
    due: addYears(issue, 5),
  };
  f = make(p, m, { noPrep: true });
  out.push({
    key: 'manager-certification-row',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': m.cert,
      'certificate.issue_date': issue,
      'certificate.expiration_date': m.due,
      'certificate.kind': 'manager',
      ...personData(),
    },
    note: 'a food protection manager certification with a five-year renewal date',
  });

  // 3 — no renewal printed
  p = k.person();
  issue = addDays('2024-06-03', rng.int(0, 700));
  m = handler(rng.pick(['IL', 'AZ']), issue, { due: null });
  f = make(p, m, {
    footnote:
      '"—" means the certificate carries no renewal date from the provider; the local health authority sets its term',
  });
  out.push({
    key: 'handler-no-renewal-printed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': m.cert,
      'certificate.issue_date': issue,
      'certificate.expiration_date': addYears(issue, 3),
      ...personData(),
    },
    note: 'Renewal Due reads "—" for the handler row: default validity of 3 years from completion',
  });

  // 4 — expired
  p = k.person();
  issue = addDays('2023-03-06', rng.int(0, 250));
  m = handler('CA', issue);
  f = make(p, m);
  out.push({
    key: 'handler-renewal-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': m.due },
    note: 'the allergen certificate on the transcript may still be current; the food handler certificate is not',
  });

  // 5 — certificate number pending
  p = k.person();
  issue = addDays('2026-08-24', rng.int(0, 50));
  m = handler(rng.pick(['TX', 'IL']), issue, { cert: null });
  f = make(p, m);
  out.push({
    key: 'handler-certificate-number-pending',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': issue, 'certificate.expiration_date': m.due },
    note: 'the handler row\u2019s Certificate No. reads "Pending"; the allergen row\u2019s number is not this certificate\u2019s',
  });

  // 6 — Texas certificate where only California is accepted
  p = k.person();
  issue = addDays('2025-08-04', rng.int(0, 400));
  m = handler('TX', issue);
  f = make(p, m);
  out.push({
    key: 'texas-card-california-required',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': m.due },
    note: 'a current Texas food handler certificate; the rules accept only California',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
