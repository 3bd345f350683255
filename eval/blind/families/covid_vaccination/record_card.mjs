// A bilingual paper COVID-19 vaccination record card (front and back side by side): name boxes, DOB, patient number,
// a dose table (1st, 2nd, other) with product/manufacturer + lot, date, healthcare professional or clinic site,
// all handwritten; a clinic sticker sometimes stands in for the written product.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { FONTS, hand, HANDS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'record_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 32, scan_image: 12, fax: 6 },
  description:
    'Bilingual paper vaccination record card (front+back), handwritten dose rows: product/lot, date, clinic site',
};

const PROD = {
  pfizer: ['Pfizer', 'Pfizer-BioNTech'],
  moderna: ['Moderna', 'Moderna'],
  janssen: ['J&J', 'Janssen'],
  novavax: ['Novavax', 'Novavax'],
};

function render(f) {
  const H = (t, s = '1.3em') => hand(t, { font: f.hand, size: s });
  const css = `.c { width:4in; height:3in; border:1px solid #666; padding:8px 10px; background:#fff; font-size:7.5pt; }
  table.d { width:100%; } table.d td, table.d th { border:1px solid #444; padding:2px 3px; font-size:7pt; height:36px; vertical-align:top; } table.d th { height:auto; background:#eee; }
  .ln { border-bottom:1px solid #333; display:inline-block; min-height:15px; }`;
  const row = (label, d) =>
    `<tr><td><b>${label}</b></td><td>${H(d ? `${d.prodText}` : '')}<br>${H(d ? `Lot ${d.lot}` : '', '1.05em')}</td><td>${H(d?.date || '')}</td><td>${H(d?.site || '', '1.05em')}</td></tr>`;
  const body = `<div style="display:flex;gap:0.2in;padding:0.3in 0.25in">
  <div class="c"><div style="display:flex;justify-content:space-between"><b style="font-size:9pt">COVID-19 Vaccination Record Card</b><span style="font-size:6.5pt">Tarjeta de registro de vacunación</span></div>
   <div style="font-size:6.5pt;margin:3px 0 8px">Please keep this record card, which includes medical information about the vaccines you have received. / Por favor, guarde esta tarjeta.</div>
   <table style="width:100%"><tr><td style="width:55%">Last Name / Apellido<br><span class="ln" style="width:95%">${H(f.last)}</span></td><td>First Name / Nombre<br><span class="ln" style="width:70%">${H(f.first)}</span> MI <span class="ln" style="width:12%">${H(f.mi)}</span></td></tr>
   <tr><td style="padding-top:6px">Date of birth / Fecha de nacimiento<br><span class="ln" style="width:80%">${H(f.dob)}</span></td><td style="padding-top:6px">Patient number (medical record or IIS record number)<br><span class="ln" style="width:90%">${H(f.pnum)}</span></td></tr></table></div>
  <div class="c"><table class="d"><tr><th style="width:15%">Vaccine</th><th>Product name/Manufacturer<br>Lot number</th><th style="width:20%">Date</th><th style="width:30%">Healthcare professional or clinic site</th></tr>
   ${row('1st Dose COVID-19', f.doses[0])}${row('2nd Dose COVID-19', f.doses[1])}${row('Other', f.doses[2])}${row('Other', f.doses[3])}</table></div></div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.7in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    'Fairgrounds Vax Site',
    'Elm St Pharmacy',
    'St. Ansel Clinic',
    'Cty Health Dept',
    'Harbor Med Group',
  ];
  const make = (p, doses, o = {}) => {
    const ds = rng.pick(['us_nz', 'us_short', 'us']);
    return {
      hand: rng.pick(HANDS),
      last: o.noName ? '' : p.last,
      first: o.noName ? '' : p.first,
      mi: p.middle && !o.noName ? p.middle[0] : '',
      dob: fmt(p.dob, ds),
      pnum: rng.chance(0.5) ? rng.digits(8) : '',
      doses: doses.map((d) => ({
        prodText: PROD[d.m][rng.int(0, 1)],
        lot: rng.alnum(6),
        date: d.iso ? fmt(d.iso, ds) : '',
        site: d.noSite ? '' : d.site || rng.pick(sites),
      })),
    };
  };
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-03-01', rng.int(0, 120));
  let doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 21) },
  ];
  out.push({
    key: 'pfizer-two-doses',
    person: requestPerson(p),
    html: render(make(p, doses)),
    issues: [],
    data: {
      record_type: 'cdc_card',
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': addDays(d1, 21),
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 13) },
  ];
  out.push({
    key: 'pfizer-13-days-apart',
    person: requestPerson(p),
    html: render(make(p, doses)),
    issues: ['insufficient waiting period'],
    data: { 'doses.1.date': addDays(d1, 13) },
  });

  p = k.person();
  d1 = addDays('2021-04-01', rng.int(0, 120));
  out.push({
    key: 'moderna-single-dose',
    person: requestPerson(p),
    html: render(make(p, [{ m: 'moderna', iso: d1 }])),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'moderna' },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [
    { m: 'moderna', iso: d1 },
    { m: 'moderna', iso: addDays(d1, 28) },
    { m: 'moderna', iso: addDays(d1, 250) },
  ];
  out.push({
    key: 'moderna-two-plus-booster',
    person: requestPerson(p),
    html: render(make(p, doses)),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.2.kind': 'booster',
      'doses.2.date': addDays(d1, 250),
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [
    { m: 'moderna', iso: d1 },
    { m: 'moderna', iso: addDays(d1, 29), noSite: true },
  ];
  out.push({
    key: 'second-dose-no-site',
    person: requestPerson(p),
    html: render(make(p, doses)),
    issues: ['missing dose administrator'],
    data: {},
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [{ m: 'janssen', iso: d1 }];
  out.push({
    key: 'janssen-one-dose',
    person: requestPerson(p),
    html: render(make(p, doses)),
    issues: [],
    forbidden: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1 },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [
    { m: 'pfizer', iso: d1 },
    { m: 'pfizer', iso: addDays(d1, 22) },
  ];
  out.push({
    key: 'name-boxes-blank',
    person: requestPerson(p),
    html: render(make(p, doses, { noName: true })),
    issues: ['name not present'],
    data: { 'person.name.status': 'not_present', 'doses.1.date': addDays(d1, 22) },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 120));
  doses = [
    { m: 'moderna', iso: d1 },
    { m: 'moderna', iso: addDays(d1, 28) },
  ];
  out.push({
    key: 'unreadable-photo',
    person: requestPerson(p),
    html: render(make(p, doses)),
    rendering: 'photo',
    variant: { illegible: true, ext: 'jpg' },
    issues: ['invalid extraction'],
    data: {},
    note: 'a tiny, badly blurred photo: too poor to decide',
  });
  return out;
}
