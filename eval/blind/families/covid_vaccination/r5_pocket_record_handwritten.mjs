// A fold-out pocket "Personal Vaccination Record" from a county public-health office, filled in by hand at each
// visit: "Surname / Given name" and D.O.B. boxes on the cover, then one ruled row per dose with Vaccine, Product /
// Manufacturer, Lot No., Date (M/D/YY) and a "Given by (clinic stamp or signature)" cell — sometimes a small clinic
// stamp, sometimes initials and a printed site name, once left blank.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r5_pocket_record_handwritten',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 35, scan_image: 12, fax: 8 },
  description:
    'Fold-out pocket Personal Vaccination Record filled by hand: Surname / Given name, D.O.B., ruled dose rows (vaccine, product/mfr, lot, M/D/YY date) with a clinic stamp or signature in "Given by"',
};

const PROD = {
  pfizer: ['Pfizer', 'Pfizer-BioNTech'],
  moderna: ['Moderna', 'Moderna'],
  janssen: ['J&J Janssen', 'Janssen'],
  novavax: ['Novavax', 'Novavax'],
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.15em', ...o });
  const rows = f.rows
    .map((r) => {
      let given = '';
      if (r.by === 'stamp')
        given = stamp([r.site, r.city], { color: '#7a1f3d', rot: r.rot, font: FONTS.sans });
      else if (r.by === 'sig')
        given = `${sig(r.nurse, { font: r.sigFont, ink: f.ink, size: '1.35em' })}<br><span style="font-size:7pt">${esc(r.site)}</span>`;
      return `<tr><td>${esc(r.label)}</td><td>${H('COVID-19')}</td><td>${H(r.prod)}</td><td>${H(r.lot)}</td><td>${H(r.date)}</td><td style="font-size:7pt">${given}</td></tr>`;
    })
    .join('');
  const empty = Array.from(
    { length: 6 - f.rows.length },
    () => '<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td><td></td></tr>',
  ).join('');
  const css = `
  .wrap { display:flex; gap:0; border:1.5px solid #444; }
  .cover { width:36%; background:#f3efe2; padding:12px; border-right:1px dashed #777; }
  .cover .t { font-family:${FONTS.serif}; font-size:15pt; font-weight:bold; color:#5b3a1a; line-height:1.1; }
  .cover .o { font-size:8pt; margin:6px 0 12px; }
  .fld { border-bottom:1px solid #333; min-height:30px; margin-bottom:8px; }
  .fld .l { font-size:7pt; color:#333; display:block; }
  .inside { width:64%; padding:10px; }
  .inside h3 { margin:0 0 4px; font-size:10pt; }
  table.r { width:100%; } table.r th { font-size:7pt; background:#e2dccb; border:1px solid #555; padding:2px; }
  table.r td { border:1px solid #555; height:46px; font-size:8pt; padding:1px 3px; vertical-align:middle; }
  .sm { font-size:6.8pt; color:#333; margin-top:6px; }`;
  const body = `<div class="wrap">
  <div class="cover"><div class="t">Personal<br>Vaccination Record</div><div class="o">${esc(f.office)}<br>Keep this card. Bring it to every visit.</div>
    <div class="fld"><span class="l">Surname</span>${H(f.surname, { size: '1.3em' })}</div>
    <div class="fld"><span class="l">Given name(s)</span>${H(f.given, { size: '1.3em' })}</div>
    <div class="fld"><span class="l">D.O.B. (mm/dd/yy)</span>${H(f.dob, { size: '1.3em' })}</div>
    <div class="sm">Record every dose. Lot number from the vial label. A clinic stamp or the signature of the person giving the vaccine is required in "Given by".</div></div>
  <div class="inside"><h3>Vaccines received</h3>
    <table class="r"><tr><th style="width:9%">Dose</th><th style="width:14%">Vaccine</th><th style="width:20%">Product / Mfr.</th><th style="width:14%">Lot No.</th><th style="width:14%">Date</th><th>Given by (clinic stamp or signature)</th></tr>${rows}${empty}</table>
    <div class="sm">Form PH-22 · Questions: call your local health office.</div></div></div>`;
  return page({
    title: 'Vaccination record',
    size: '9in 4.6in',
    margin: '0.2in',
    body,
    css,
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    ['Larchmont Pharmacy', 'Tulsa, OK'],
    ['Cimarron Co. Health', 'Boise, ID'],
    ['Westgate Family Clinic', 'Omaha, NE'],
    ['Fairgrounds Drive-thru POD', 'Mesa, AZ'],
  ];
  const nurses = ['J. Albescu RN', 'M. Tippett LPN', 'D. Okonjo RPh'];
  const row = (label, mfr, iso, o = {}) => {
    const s = rng.pick(sites);
    return {
      label,
      prod: PROD[mfr][0],
      lot: o.noLot ? '' : `${rng.letters(2)}${rng.digits(4)}`,
      date: iso ? fmt(iso, rng.pick(['us_short', 'us_nz'])) : '',
      by: o.by || rng.pick(['stamp', 'sig', 'stamp']),
      site: s[0],
      city: s[1],
      nurse: rng.pick(nurses),
      sigFont: rng.pick(SIGS),
      rot: rng.pick([-8, -4, 5]),
    };
  };
  const make = (p, rows) => ({
    office: rng.pick([
      'Cimarron County Public Health',
      'Loess Hills Health District',
      'Red Mesa County Health Services',
    ]),
    surname: p.last,
    given: [p.first, p.middle].filter(Boolean).join(' '),
    dob: fmt(p.dob, 'us_short'),
    rows,
    hand: rng.pick(HANDS),
    ink: rng.pick(INKS),
  });
  const out = [];

  let p = k.person();
  let d1 = addDays('2021-03-01', rng.int(0, 90));
  let d2 = addDays(d1, 21 + rng.int(0, 7));
  out.push({
    key: 'pfizer-two-doses',
    person: requestPerson(p),
    html: render(make(p, [row('1st', 'pfizer', d1), row('2nd', 'pfizer', d2)])),
    issues: [],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': d2,
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-02-08', rng.int(0, 60));
  d2 = addDays(d1, 28 + rng.int(0, 6));
  let d3 = addDays('2022-09-20', rng.int(0, 120));
  out.push({
    key: 'moderna-series-and-booster',
    person: requestPerson(p),
    html: render(
      make(p, [
        row('1st', 'moderna', d1),
        row('2nd', 'moderna', d2),
        row('Booster', 'moderna', d3, { by: 'stamp' }),
      ]),
    ),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      'doses.2.date': d3,
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 70));
  out.push({
    key: 'janssen-single-dose-stamp',
    person: requestPerson(p),
    html: render(make(p, [row('1st', 'janssen', d1, { by: 'stamp' })])),
    issues: [],
    forbidden: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
    note: 'one Janssen dose completes the primary series; "Given by" holds only a clinic stamp',
  });

  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 60));
  out.push({
    key: 'second-dose-date-blank',
    person: requestPerson(p),
    html: render(make(p, [row('1st', 'moderna', d1), row('2nd', 'moderna', null)])),
    issues: ['missing dose date'],
    data: { 'doses.0.date': d1 },
    note: 'the second row has product, lot and a stamp but its Date cell is empty',
  });

  p = k.person();
  d1 = addDays('2021-03-15', rng.int(0, 60));
  d2 = addDays(d1, 14);
  out.push({
    key: 'pfizer-second-dose-at-14-days',
    person: requestPerson(p),
    html: render(make(p, [row('1st', 'pfizer', d1), row('2nd', 'pfizer', d2)])),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: '14 days between Pfizer doses; the minimum is 21 less the 4-day grace (17)',
  });

  p = k.person();
  d1 = addDays('2021-06-07', rng.int(0, 50));
  d2 = addDays(d1, 28 + rng.int(0, 10));
  out.push({
    key: 'given-by-blank-on-second-row',
    person: requestPerson(p),
    html: render(
      make(p, [row('1st', 'moderna', d1, { by: 'stamp' }), row('2nd', 'moderna', d2, { by: 'none' })]),
    ),
    issues: ['missing dose administrator'],
    data: { 'doses.1.date': d2 },
    note: 'the second row has no stamp, signature or site in "Given by"',
  });
  return out;
}
