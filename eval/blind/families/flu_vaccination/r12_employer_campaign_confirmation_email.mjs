// An employer's seasonal influenza campaign confirmation e-mail, printed from the employee's web mail. The mail
// header (From / To / Date / Subject) is followed by a short letter in prose ("Thank you for getting your flu shot
// at the 3rd-floor flu cart on Tuesday, October 6th") and an "Administration details" table with the columns
// Administered / Vaccine / Manufacturer / Lot # / Exp. / Site / Vaccinator, in which the Exp. column is the lot's
// expiry, not a validity. Nearby dates that are not the dose: the e-mail date, the campaign deadline, the consent
// time stamp, a same-day COVID-19 row above the influenza row, last season's dose in a compliance line. Variants:
// a recorded declination, last season's confirmation, an outside pharmacy dose, a vaccinator not recorded.
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r12_employer_campaign_confirmation_email',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'Printed employer flu-campaign confirmation e-mail: mail header, prose letter with the date in words ("Tuesday, October 6th"), an Administration details table (Administered / Vaccine / Manufacturer / Lot # / Exp. / Site / Vaccinator) sometimes with a same-day COVID-19 row first, campaign deadline, consent time stamp and last season in a compliance line; declination-recorded, last-season, outside-pharmacy and vaccinator-not-recorded variants',
};

const EMPLOYERS = [
  {
    org: 'Riverbend Health Partners',
    team: 'Employee Health & Wellness',
    domain: 'riverbendhealth.example',
    color: '#0b5cad',
  },
  {
    org: 'Galloway Senior Living Communities',
    team: 'People Services — Infection Prevention',
    domain: 'gallowayliving.example',
    color: '#2e7d32',
  },
  {
    org: 'Three Rivers Home Care Cooperative',
    team: 'Staff Health Office',
    domain: 'threeriverscare.example',
    color: '#8e244d',
  },
];
const PLACES = [
  '3rd-floor mobile flu cart (Tower B)',
  'Employee Health clinic, Suite 120',
  'Annual Skills Day flu station, Conference Center',
  'Night-shift pop-up clinic, Cafeteria',
];
const PRODUCTS = [
  ['Fluzone High-Dose Quadrivalent', 'Sanofi Pasteur'],
  ['Flucelvax', 'Seqirus'],
  ['Fluarix', 'GSK'],
  ['FluLaval', 'GSK'],
  ['Afluria', 'Seqirus'],
];
const NURSES = ['Renee Castillo, RN', 'Omar Haddadin, LPN', 'Gwen Talbot, RN', 'Priya Natarajan, PharmD'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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

function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${s}`;
}
/** "Tuesday, October 6th" */
function spoken(isoDate) {
  const [y, m, dd] = isoDate.split('-').map(Number);
  const wd = WEEKDAYS[new Date(Date.UTC(y, m - 1, dd)).getUTCDay()];
  return `${wd}, ${MONTHS[m - 1]} ${ordinal(dd)}`;
}

function render(f) {
  const e = f.emp;
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:8pt; color:#555; border-bottom:1px solid #bbb; padding-bottom:3px; }
  .subj { font-size:15pt; margin:12px 0 6px; }
  table.mh { font-size:9.3pt; margin-bottom:12px; } table.mh td { padding:1px 10px 1px 0; } table.mh td.l { color:#666; }
  .bar { background:${e.color}; color:#fff; font-weight:bold; padding:8px 12px; font-size:11.5pt; }
  .bd { border:1px solid #ccc; border-top:0; padding:10px 14px; font-size:10pt; line-height:1.45; }
  table.ad { width:100%; font-size:8.6pt; margin:8px 0 10px; }
  table.ad th { text-align:left; border-bottom:2px solid ${e.color}; padding:4px 4px; font-size:8pt; color:#333; }
  table.ad td { border-bottom:1px solid #ddd; padding:5px 4px; vertical-align:top; }
  .cl { background:#f5f7fa; border-left:3px solid ${e.color}; padding:6px 10px; font-size:9pt; margin:8px 0; }
  .ft { font-size:7.8pt; color:#777; margin-top:14px; border-top:1px solid #ddd; padding-top:4px; }`;
  const table = f.rows.length
    ? `<table class="ad"><tr>${f.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${f.rows
        .map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`)
        .join('')}</table>`
    : '';
  const body = `<div class="ph"><span>${esc(f.mailbox)}</span><span>${esc(f.printed)}</span></div>
  <div class="subj">${esc(f.subject)}</div>
  <table class="mh"><tr><td class="l">From:</td><td>${esc(e.team)} &lt;flu@${esc(e.domain)}&gt;</td></tr>
  <tr><td class="l">To:</td><td>${esc(f.to)}</td></tr><tr><td class="l">Date:</td><td>${esc(f.sent)}</td></tr>
  <tr><td class="l">Subject:</td><td>${esc(f.subject)}</td></tr></table>
  <div class="bar">${esc(e.org)} · ${esc(f.campaign)}</div>
  <div class="bd"><p>Dear ${esc(f.greet)},</p>${f.paras.map((x) => `<p>${x}</p>`).join('')}
  ${f.tableTitle ? `<div style="font-weight:bold;font-size:9.5pt">${esc(f.tableTitle)}</div>` : ''}${table}
  <div class="cl">${f.compliance}</div>
  <p>${f.closing}</p><p style="margin-bottom:0">${esc(e.team)}<br>${esc(e.org)}</p></div>
  <div class="ft">This is an automated message from the ${esc(e.org)} employee flu campaign. Employee ID ${esc(f.empId)}. Please keep it for your records; do not reply.</div>`;
  return page({ title: f.subject, body, css, font: FONTS.roboto, margin: '0.5in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const emp = rng.pick(EMPLOYERS);
    const email = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}@${emp.domain}`;
    const sentIso = o.sentIso || addDays(o.dose || o.decl, rng.int(0, 2));
    const y = Number((o.season || '2026-2027').slice(0, 4));
    return {
      emp,
      mailbox: `${email} — Mail`,
      printed: `${fmt(addDays(sentIso, rng.int(1, 25)), 'us_nz')}, ${rng.int(1, 11)}:${rng.int(10, 59)} PM`,
      subject: o.subject,
      to: `${nameAs(p, o.nameStyle || 'first_last')} <${email}>`,
      sent: `${fmt(sentIso, rng.pick(['long', 'mon']))} ${rng.int(7, 11)}:${rng.int(10, 59)} AM`,
      campaign: `${y}–${y + 1} Employee Influenza Campaign`,
      greet: o.greet || p.first,
      paras: o.paras,
      tableTitle: o.tableTitle,
      head: o.head || ['Administered', 'Vaccine', 'Manufacturer', 'Lot #', 'Exp.', 'Site', 'Vaccinator'],
      rows: o.rows || [],
      compliance: o.compliance,
      closing: o.closing || 'Thank you for helping protect our patients, residents and each other.',
      empId: rng.digits(6),
      year: y,
    };
  };
  const doseRow = (iso, vacc, o = {}) => {
    const [prod, mfr] = o.product || rng.pick(PRODUCTS);
    const lot = `${rng.letters(2)}${rng.digits(5)}`;
    return {
      row: [
        fmt(iso, 'us'),
        `${prod} (influenza)`,
        mfr,
        lot,
        fmt(addDays(`${iso.slice(0, 4)}-06-30`, 365), 'us'),
        rng.pick(['L deltoid, IM', 'R deltoid, IM']),
        vacc,
      ],
      prod,
      mfr,
      lot,
    };
  };
  const out = [];

  // 1 — plain confirmation
  let p = k.person();
  let dose = addDays('2026-09-21', rng.int(0, 45));
  let place = rng.pick(PLACES);
  let vacc = rng.pick(NURSES);
  let r = doseRow(dose, vacc);
  let f = make(p, {
    dose,
    subject: 'Flu vaccination recorded — thank you!',
    paras: [
      `Thank you for getting your flu shot at the ${esc(place)} on ${spoken(dose)}. Your vaccination has been recorded in your employee health file and counts toward this season's requirement.`,
    ],
    tableTitle: 'Administration details',
    rows: [r.row],
    compliance: `Status for the ${2026}–${2027} season: <b>Compliant</b>. Campaign deadline: ${fmt('2026-12-01', 'long')}. Consent signed electronically ${fmt(dose, 'us')} ${rng.int(7, 15)}:${rng.int(10, 59)}.`,
  });
  out.push({
    key: 'confirmation-table',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      season: '2026-2027',
      'vaccinations.0.date': dose,
      'vaccinations.0.lot': r.lot,
      'person.name.status': 'match',
    },
    note: 'the Exp. column is the lot expiry; the campaign deadline and consent stamp are not the dose date',
  });

  // 2 — same-day COVID-19 row above the influenza row
  p = k.person();
  dose = addDays('2026-10-01', rng.int(0, 40));
  vacc = rng.pick(NURSES);
  r = doseRow(dose, vacc);
  const covidRow = [
    fmt(dose, 'us'),
    'COVID-19, 2026–2027 formula (Comirnaty)',
    'Pfizer-BioNTech',
    `${rng.letters(2)}${rng.digits(4)}`,
    fmt(addDays(dose, rng.int(120, 200)), 'us'),
    'R deltoid, IM',
    vacc,
  ];
  f = make(p, {
    dose,
    subject: 'Your vaccines from Skills Day are on file',
    paras: [
      `You received two vaccines at the ${esc(rng.pick(PLACES))} on ${spoken(dose)}: an updated COVID-19 vaccine and your seasonal flu vaccine. Both have been added to your employee health record.`,
      'Only the influenza vaccine is required for the campaign; the COVID-19 dose is recorded for your information.',
    ],
    tableTitle: 'Vaccines administered',
    rows: [covidRow, r.row],
    compliance: `Influenza ${2026}–${2027}: <b>Compliant</b>. Last season: vaccinated ${fmt(addDays(dose, -rng.int(350, 375)), 'us')}.`,
  });
  out.push({
    key: 'covid-row-before-flu-row',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      season: '2026-2027',
      'vaccinations.0.date': dose,
      'vaccinations.0.lot': r.lot,
      'person.name.status': 'match',
    },
    note: 'the first table row is a COVID-19 dose; the influenza row is second; last season\u2019s date in the compliance line is not this season\u2019s dose',
  });

  // 3 — outside dose at a pharmacy, verified
  p = k.person();
  dose = addDays('2026-08-28', rng.int(0, 50));
  const pharm = rng.pick([
    'Hollis Drug #214, Tacoma, WA',
    'ValuCare Pharmacy #0871, Knoxville, TN',
    'Corner Apothecary, Madison, WI',
  ]);
  const pharmacist = rng.pick(['Elaine Moss, RPh', 'Daniel Kwon, PharmD', 'Teresa Alvarado, RPh']);
  r = doseRow(dose, `${pharmacist} — ${pharm}`);
  f = make(p, {
    dose,
    sentIso: addDays(dose, rng.int(5, 20)),
    subject: 'Outside flu vaccine documentation accepted',
    paras: [
      `We reviewed the pharmacy record you uploaded and have accepted it as proof of your influenza vaccination for this season. The vaccine was given on ${spoken(dose)}, ${dose.slice(0, 4)} at ${esc(pharm)}.`,
    ],
    tableTitle: 'Verified outside vaccination',
    rows: [r.row],
    compliance: `Reviewed by Employee Health on ${fmt(addDays(dose, rng.int(5, 20)), 'us')}. Season ${2026}–${2027}: <b>Compliant</b>.`,
  });
  out.push({
    key: 'outside-pharmacy-dose-verified',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': dose, 'person.name.status': 'match' },
    note: 'an outside pharmacy dose: the pharmacist and pharmacy in the Vaccinator column are the administrator; the review date is not the dose',
  });

  // 4 — declination recorded
  p = k.person();
  const decl = addDays('2026-09-28', rng.int(0, 40));
  f = make(p, {
    decl,
    subject: 'Influenza vaccine declination received',
    paras: [
      `This confirms that we received your signed declination of the ${2026}–${2027} influenza vaccine on ${spoken(decl)}.`,
      'Employees who decline must wear a surgical mask in patient and resident areas for the whole influenza season. You may still receive the vaccine at any time.',
    ],
    tableTitle: 'Declination on file',
    head: ['Date received', 'Season', 'Reason given', 'Masking required'],
    rows: [
      [
        fmt(decl, 'us'),
        '2026–2027',
        rng.pick(['Personal / philosophical belief', 'Religious belief']),
        'Yes — through 03/31/2027',
      ],
    ],
    compliance: 'Status: <b>Declined — masking</b>.',
    closing: 'If you change your mind, stop by Employee Health; no appointment is needed.',
  });
  out.push({
    key: 'declination-recorded',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': decl },
    note: 'allow_declination defaults to false; the masking end date is not a vaccination',
  });

  // 5 — last season's confirmation
  p = k.person();
  dose = addDays('2025-10-01', rng.int(0, 40));
  r = doseRow(dose, rng.pick(NURSES));
  f = make(p, {
    dose,
    season: '2025-2026',
    subject: 'Flu vaccination recorded — thank you!',
    paras: [
      `Thank you for getting your flu shot at the ${esc(rng.pick(PLACES))} on ${spoken(dose)}. Your vaccination has been recorded in your employee health file.`,
    ],
    tableTitle: 'Administration details',
    rows: [r.row],
    compliance: `Status for the 2025–2026 season: <b>Compliant</b>. Campaign deadline: ${fmt('2025-12-01', 'long')}.`,
  });
  out.push({
    key: 'last-season-confirmation',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { season: '2025-2026', 'vaccinations.0.date': dose },
    note: 'the e-mail is from the 2025–2026 campaign; the requested season is 2026–2027 (current)',
  });

  // 6 — vaccinator not recorded
  p = k.person();
  dose = addDays('2026-10-05', rng.int(0, 30));
  r = doseRow(dose, 'Not recorded');
  f = make(p, {
    dose,
    subject: 'Flu vaccination recorded — thank you!',
    paras: [
      `Thank you for getting your flu shot at the ${esc(rng.pick(PLACES))} on ${spoken(dose)}. Your vaccination has been entered from the clinic sign-in sheet.`,
    ],
    tableTitle: 'Administration details',
    rows: [r.row],
    compliance: `Status for the ${2026}–${2027} season: <b>Compliant</b>. Campaign deadline: ${fmt('2026-12-01', 'long')}.`,
  });
  out.push({
    key: 'vaccinator-not-recorded',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing administrator'],
    data: { season: '2026-2027', 'vaccinations.0.date': dose },
    note: 'the Vaccinator cell reads "Not recorded" and the letter names no one who gave the vaccine',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
