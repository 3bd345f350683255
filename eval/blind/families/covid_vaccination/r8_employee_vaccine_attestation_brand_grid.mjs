// A home-health agency's "COVID-19 Vaccination Attestation" filled in by the employee by hand: employee block, then
// a dose grid whose rows are Dose 1 / Dose 2 / Additional dose – booster and whose first column is a row of printed
// brand tick boxes (Pfizer-BioNTech, Moderna, Novavax, Janssen (J&J), Other: ____) with the employee's X in one of
// them, then the date received (written however the employee writes dates: 3/4/21, 04-Mar-2021, March 4th 2021,
// 2021.03.04), lot and "Where received / vaccinator". An attestation paragraph with the employee signature, and a
// "For HR use only" strip with "card sighted" boxes, the verifier's initials and the date entered (a 2026 date that
// is not a dose date).
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r8_employee_vaccine_attestation_brand_grid',
  split: 'tuning',
  description:
    'Home-health agency COVID-19 vaccination attestation filled by hand: dose rows (Dose 1 / Dose 2 / Additional dose – booster) with a printed brand tick-box row per dose (Pfizer-BioNTech, Moderna, Novavax, Janssen, Other: ___), handwritten date in the employee\'s own format (3/4/21, 04-Mar-2021, March 4th 2021, 2021.03.04), lot, where received; attestation signature; HR-use strip with "card sighted" boxes and a date entered',
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
function wdate(isoDate, style) {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-').map(Number);
  const sfx = d % 100 >= 11 && d % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][d % 10] || 'th';
  if (style === 'dmon') return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`;
  if (style === 'ord') return `${MONTHS[m - 1]} ${d}${sfx} ${y}`;
  if (style === 'dots') return `${y}.${String(m).padStart(2, '0')}.${String(d).padStart(2, '0')}`;
  return fmt(isoDate, 'us_short');
}
const BRANDS = [
  ['pfizer', 'Pfizer-BioNTech'],
  ['moderna', 'Moderna'],
  ['novavax', 'Novavax'],
  ['janssen', 'Janssen (J&J)'],
  ['other', 'Other:'],
];
const AGENCIES = [
  { name: 'Hearthstone Home Health & Hospice', addr: '702 Tamarack Dr, Aurora, CO 80012', color: '#5a2d82' },
  {
    name: 'Bluebonnet In-Home Care Services',
    addr: '3900 Copperfield Dr, El Paso, TX 79902',
    color: '#1e5aa8',
  },
  {
    name: 'Keystone Visiting Nurses, Inc.',
    addr: '15 Lindell Blvd, Springfield, IL 62704',
    color: '#245e3a',
  },
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const a = f.ag;
  const css = `
  .hd { border:2px solid ${a.color}; padding:6px 10px; display:flex; justify-content:space-between; align-items:center; }
  .hd .n { font-weight:bold; font-size:13pt; color:${a.color}; } .hd .f { font-size:8pt; text-align:right; }
  .ti { font-size:14pt; font-weight:bold; text-align:center; margin:12px 0 4px; }
  .ins { font-size:8.6pt; color:#222; margin-bottom:8px; }
  .row { display:flex; gap:12px; margin-top:6px; }
  .ln { flex:1; display:flex; align-items:flex-end; border-bottom:1px solid #333; min-height:26px; white-space:nowrap; }
  .ln .l { font-size:8pt; padding:0 6px 2px 0; }
  table.g { width:100%; margin-top:10px; } table.g th { background:#e7e2ee; border:1px solid #555; font-size:8.3pt; padding:4px; text-align:left; }
  table.g td { border:1px solid #555; padding:5px 6px; font-size:8.7pt; vertical-align:middle; height:54px; }
  .brands { line-height:1.7; font-size:8.4pt; }
  .att { font-size:9pt; line-height:1.45; margin-top:12px; }
  .hr { margin-top:16px; border:1.5px dashed #666; padding:6px 10px; font-size:8.8pt; background:#f6f6f6; }`;
  const brandCell = (d) =>
    `<div class="brands">${BRANDS.map(([k, l]) => `${box(d.mfr === k, { ink: f.ink, font: f.hand })}${esc(l)}${k === 'other' ? ` ${d.mfr === 'other' ? H(d.otherText, { size: '1em' }) : '______'}` : ''}`).join(' &nbsp; ')}</div>`;
  const rows = f.doses
    .map(
      (d) =>
        `<tr><td style="width:13%;font-weight:bold">${esc(d.label)}</td><td style="width:37%">${d.mfr ? brandCell(d) : brandCell({})}</td><td style="width:14%">${H(d.dateText)}</td><td style="width:11%">${H(d.lot, { size: '1.05em' })}</td><td>${H(d.where, { size: '1em' })}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd"><div><div class="n">${esc(a.name)}</div><div style="font-size:8.5pt">${esc(a.addr)} · Human Resources</div></div><div class="f">Form HR-CV2<br>Rev. 01/2024</div></div>
  <div class="ti">COVID-19 Vaccination Attestation</div>
  <div class="ins">Complete one row for each COVID-19 vaccine dose you have received. Mark the brand with an X. Bring your vaccination card, pharmacy record or state registry print to HR so it can be sighted; HR will complete the shaded section.</div>
  <div class="row"><div class="ln" style="flex:2"><span class="l">Employee name (print)</span>${H(f.name)}</div><div class="ln"><span class="l">Date of birth</span>${H(f.dob)}</div></div>
  <div class="row"><div class="ln"><span class="l">Employee ID</span>${H(f.empId)}</div><div class="ln"><span class="l">Position / discipline</span>${H(f.position)}</div><div class="ln"><span class="l">Branch</span>${H(f.branch)}</div></div>
  <table class="g"><tr><th>Dose</th><th>Vaccine brand (mark one)</th><th>Date received</th><th>Lot #</th><th>Where received / vaccinator</th></tr>${rows}</table>
  <div class="att">I attest that the information above is true and complete to the best of my knowledge and that I have presented documentation of each dose listed. I understand that falsifying vaccination information may result in disciplinary action.</div>
  <div class="row" style="margin-top:8px"><div class="ln" style="flex:2"><span class="l">Employee signature</span>${sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</div><div class="ln"><span class="l">Date signed</span>${H(f.signed)}</div></div>
  <div class="hr"><b>FOR HR USE ONLY</b> &nbsp; Documentation sighted: ${box(f.sighted === 'card', { style: 'check', ink: '#111' })} CDC card &nbsp; ${box(f.sighted === 'registry', { style: 'check', ink: '#111' })} State registry print &nbsp; ${box(f.sighted === 'pharmacy', { style: 'check', ink: '#111' })} Pharmacy record &nbsp;&nbsp; Verified by: ${hand(f.hrInit, { font: HANDS[2], ink: '#222', size: '1.1em' })} &nbsp;&nbsp; Date entered in HRIS: ${hand(f.entered, { font: HANDS[2], ink: '#222', size: '1.1em' })}</div>`;
  return page({ title: 'COVID-19 Vaccination Attestation', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const places = [
    'Cornerstone Pharmacy #4471, Aurora CO',
    'County Health Dept. mass clinic',
    'Rite-Well Drug #10332 — R. Patel RPh',
    'Front Range Health drive-thru site',
    'St. Ursula Hospital employee clinic',
    'HomeTown Market Pharmacy #1820',
  ];
  const lotFor = (m) =>
    m === 'pfizer'
      ? `${rng.letters(2)}${rng.digits(4)}`
      : m === 'moderna'
        ? `0${rng.digits(2)}${rng.letters(1)}21${rng.letters(1)}`
        : m === 'janssen'
          ? `20${rng.digits(4)}`
          : `${rng.letters(3)}${rng.digits(5)}`;
  const make = (p, doses, o = {}) => {
    const ds = o.ds || rng.pick(['short', 'dmon', 'ord', 'dots']);
    return {
      ag: rng.pick(AGENCIES),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigText: `${p.first} ${p.last}`,
      name: nameAs(p, o.nameStyle || rng.pick(['first_mi_last', 'first_last', 'FIRST_LAST'])),
      dob: wdate(p.dob, ds),
      empId: rng.digits(5),
      position: rng.pick(['HHA', 'RN case manager', 'LPN', 'PT assistant', 'CNA']),
      branch: rng.pick(['North', 'Metro', 'East', 'Westside']),
      doses: doses.map((d, i) => ({
        label: ['Dose 1', 'Dose 2', 'Additional dose / booster'][i],
        ...d,
        dateText: d.iso === null ? '' : wdate(d.iso, ds),
        lot: d.mfr ? lotFor(d.mfr) : '',
        where: d.mfr ? d.where || rng.pick(places) : '',
      })),
      signed: wdate(addDays('2026-08-03', rng.int(0, 100)), ds),
      sighted: rng.pick(['card', 'registry', 'pharmacy']),
      hrInit: rng.pick(['LM', 'D.K.', 'jt', 'RW']),
      entered: fmt(addDays('2026-08-10', rng.int(0, 100)), 'us_short'),
      ds,
    };
  };
  const blank = { mfr: null, iso: null };
  const out = [];

  let p = k.person();
  let d1 = addDays('2021-02-01', rng.int(0, 120));
  let d2 = addDays(d1, rng.int(21, 28));
  let d3 = addDays(d2, rng.int(170, 260));
  let f = make(p, [
    { mfr: 'pfizer', iso: d1 },
    { mfr: 'pfizer', iso: d2 },
    { mfr: 'pfizer', iso: d3 },
  ]);
  out.push({
    key: 'pfizer-two-plus-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData(),
    },
    note: `dates written as ${f.ds}; the signature date and the HR entry date (2026) are not dose dates`,
  });

  p = k.person();
  d1 = addDays('2021-01-11', rng.int(0, 150));
  d2 = addDays(d1, rng.int(28, 35));
  f = make(p, [{ mfr: 'moderna', iso: d1 }, { mfr: 'moderna', iso: d2 }, blank], {
    ds: rng.pick(['ord', 'dmon']),
  });
  out.push({
    key: 'moderna-two-doses-booster-row-empty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses', 'missing dose date'],
    data: { 'doses.0.manufacturer': 'moderna', 'doses.0.date': d1, 'doses.1.date': d2, ...personData() },
    note: 'the booster row is left empty with no brand marked: a complete primary series, booster not required',
  });

  p = k.person();
  d1 = addDays('2021-03-15', rng.int(0, 200));
  f = make(p, [{ mfr: 'janssen', iso: d1 }, blank, blank], { ds: 'dots' });
  out.push({
    key: 'janssen-single-dose',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
    note: 'one Janssen dose is a complete primary series; YYYY.MM.DD dates',
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 150));
  d2 = addDays(d1, rng.int(12, 15));
  f = make(p, [{ mfr: 'pfizer', iso: d1 }, { mfr: 'pfizer', iso: d2 }, blank], {
    ds: rng.pick(['short', 'dmon']),
  });
  out.push({
    key: 'pfizer-second-dose-two-weeks-later',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: `Pfizer doses ${d1} and ${d2}: under 17 days apart (21 days less the 4-day grace)`,
  });

  p = k.person();
  d1 = addDays('2021-06-01', rng.int(0, 120));
  d2 = addDays(d1, rng.int(28, 42));
  const cov = 'Covaxin (Bharat Biotech)';
  f = make(p, [
    { mfr: 'other', otherText: cov, iso: d1, where: 'Govt. vaccination centre, Pune' },
    { mfr: 'other', otherText: cov, iso: d2, where: 'Govt. vaccination centre, Pune' },
    blank,
  ]);
  out.push({
    key: 'other-brand-written-in',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other', 'doses.1.manufacturer': 'other' },
    note: '"Other" ticked and Covaxin written beside it for both doses: not an accepted manufacturer',
  });

  p = k.person();
  d1 = addDays('2021-02-15', rng.int(0, 120));
  f = make(p, [{ mfr: 'moderna', iso: d1 }, { mfr: 'moderna', iso: null }, blank]);
  out.push({
    key: 'second-dose-date-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing dose date'],
    data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'moderna' },
    note: 'Dose 2 has Moderna marked, a lot and a place but no date (not enough doses may also be reported)',
  });
  return out;
}
