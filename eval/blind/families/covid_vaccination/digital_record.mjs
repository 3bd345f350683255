// A state "digital vaccine record" as saved from a phone (portrait, app-like cards per dose, big QR code at top),
// long-form dates, manufacturer and lot, location per dose.
import { addDays, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'digital_record',
  split: 'blind',
  renderings: { text_pdf: 45, scanned_pdf: 10, photo: 35, scan_image: 10, fax: 0 },
  description:
    'Phone-format digital vaccine record: QR on top, one rounded card per dose with manufacturer, long date, lot, location',
};

const M = { pfizer: 'Pfizer-BioNTech', moderna: 'Moderna', astrazeneca: 'AstraZeneca', novavax: 'Novavax' };

function render(f, rng) {
  const css = `body { background:#f2f4f7; } .wrap { padding:18px 16px; } .hd { text-align:center; }
  .card { background:#fff; border-radius:14px; padding:12px 14px; margin-top:12px; box-shadow:0 1px 3px rgba(0,0,0,.2); font-size:11pt; }
  .k { color:#667; font-size:9pt; } .big { font-size:15pt; font-weight:bold; }`;
  const body = `<div class="wrap"><div class="hd"><div style="font-size:10pt;color:#1a56db;font-weight:bold">${esc(f.state)} DIGITAL VACCINE RECORD</div>
  <div style="margin:10px auto;width:170px">${qr(rng, { size: 170, n: 33 })}</div><div class="k">Scan to verify (SMART Health Card)</div></div>
  <div class="card"><div class="k">Name</div><div class="big">${esc(f.name)}</div><div class="k" style="margin-top:6px">Date of birth</div><div>${esc(f.dob)}</div></div>
  ${f.doses
    .map(
      (
        d,
        i,
      ) => `<div class="card"><div style="display:flex;justify-content:space-between"><b>Dose ${i + 1}</b><span class="k">COVID-19</span></div>
   <div style="margin-top:4px">${esc(d.mfr)}</div><div class="k" style="margin-top:4px">Date</div><div>${esc(d.date)}</div>
   <div class="k" style="margin-top:4px">Lot</div><div>${esc(d.lot)}</div><div class="k" style="margin-top:4px">Location</div><div>${esc(d.loc)}</div></div>`,
    )
    .join('')}
  <div class="k" style="margin-top:14px;text-align:center">Issued by the ${esc(f.state)} Department of Health from the state immunization registry.</div></div>`;
  return page({
    title: 'Digital vaccine record',
    body,
    css,
    size: '4.2in 9.5in',
    margin: '0',
    font: FONTS.roboto,
    bg: '#f2f4f7',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => ({
    state: rng.pick(['NEVADA', 'OREGON', 'MICHIGAN']),
    name: nameAs(p, o.nameStyle || 'first_last'),
    dob: fmt(o.dob || p.dob, 'long'),
    doses: doses.map((d) => ({
      mfr: M[d.m],
      date: fmt(d.iso, 'long'),
      lot: rng.alnum(6),
      loc: rng.pick(['Silver Sage Pharmacy', 'Northern Regional Health District', 'Valley Medical Group']),
    })),
  });
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-03-10', rng.int(0, 100));
  let doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 21) },
    { m: 'pfizer', iso: addDays(d1, 240) },
  ];
  out.push({
    key: 'pfizer-series-booster',
    person: requestPerson(p),
    html: render(make(p, doses), rng),
    issues: [],
    data: {
      record_type: 'digital',
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': addDays(d1, 21),
      'doses.2.kind': 'booster',
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-03-10', rng.int(0, 100));
  doses = [
    { m: 'astrazeneca', iso: d1 },
    { m: 'astrazeneca', iso: addDays(d1, 56) },
  ];
  out.push({
    key: 'astrazeneca-eight-weeks',
    person: requestPerson(p),
    html: render(make(p, doses), rng),
    issues: [],
    data: { 'doses.0.manufacturer': 'astrazeneca', 'doses.1.date': addDays(d1, 56) },
  });

  p = k.person();
  d1 = addDays('2021-03-10', rng.int(0, 100));
  doses = [
    { m: 'moderna', iso: d1 },
    { m: 'moderna', iso: addDays(d1, 20) },
  ];
  out.push({
    key: 'moderna-20-days',
    person: requestPerson(p),
    html: render(make(p, doses), rng),
    issues: ['insufficient waiting period'],
    data: { 'doses.1.date': addDays(d1, 20) },
    note: 'Moderna minimum 28 days less 4-day grace = 24 days',
  });

  p = k.person();
  d1 = addDays('2021-03-10', rng.int(0, 100));
  doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 22) },
  ];
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(make(p, doses, { dob: otherDob(rng, p) }), rng),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  d1 = addDays('2021-03-10', rng.int(0, 100));
  doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 18) },
  ];
  out.push({
    key: 'pfizer-18-days-grace',
    person: requestPerson(p),
    html: render(make(p, doses, { nameStyle: 'FIRST_LAST' }), rng),
    issues: [],
    forbidden: ['insufficient waiting period'],
    data: { 'doses.1.date': addDays(d1, 18), ...personData() },
    note: '18 days is inside the 4-day grace of the 21-day Pfizer interval',
  });
  return out;
}
