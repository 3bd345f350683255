// A clinic's Vaccine Administration Record (VAR) for COVID-19, the paper kept in the patient's chart and copied for
// the employer: patient block at the top (typed from registration), then a ruled grid filled by hand per dose — date
// given, vaccine and manufacturer, lot, site/route, VIS date, vaccinator signature and title. Some rows carry the
// clinic's stamp. Dates M/D/YY by hand.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r6_clinic_vaccine_admin_record_by_hand',
  split: 'blind',
  description:
    'Clinic COVID-19 Vaccine Administration Record: typed patient block, ruled grid filled by hand (M/D/YY date, vaccine/mfr, lot, site/route, VIS date, vaccinator signature and title), clinic stamp',
};

const MFR = { pfizer: 'Pfizer-BioNTech', moderna: 'Moderna', novavax: 'Novavax' };

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #000; padding-bottom:4px; }
  h1 { font-size:13pt; margin:0; }
  table.p { width:100%; margin-top:8px; }
  table.p td { border:1px solid #000; padding:3px 6px; font-size:9pt; }
  table.p .l { font-size:7pt; display:block; color:#333; }
  table.g { width:100%; margin-top:12px; }
  table.g th { border:1px solid #000; background:#e9e9e9; font-size:7.6pt; padding:3px; }
  table.g td { border:1px solid #000; height:46px; padding:2px 4px; vertical-align:middle; }`;
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const d = f.doses[i];
      if (!d) return '<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>';
      const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.1em', ...o });
      return `<tr><td>${esc(d.label)}</td><td>${H(d.shown)}</td><td>${H(d.vaccine, { size: '0.95em' })}</td><td>${H(d.lot)}</td><td>${H(d.siteRoute, { size: '0.95em' })}</td><td>${H(d.vis, { size: '0.95em' })}</td>
      <td>${sig(d.vacc, { font: f.sigFont, ink: f.ink, size: '1.35em' })} ${H(d.title, { size: '0.9em' })}${d.stamp ? `<div style="margin-top:-6px">${stamp([f.clinic.toUpperCase(), f.city], { rot: -6, color: '#6a1b9a' })}</div>` : ''}</td></tr>`;
    })
    .join('');
  const body = `
  <div class="hd"><div><h1>COVID-19 Vaccine Administration Record</h1><div style="font-size:8.5pt">${esc(f.clinic)} · ${esc(f.addr)}</div></div>
  <div style="font-size:8pt;text-align:right">Chart copy — release to patient<br>VAR-C19 rev. 3</div></div>
  <table class="p"><tr><td style="width:40%"><span class="l">Patient name (last, first, middle)</span>${esc(f.name)}</td><td><span class="l">Date of birth</span>${esc(f.dob)}</td><td><span class="l">MRN</span>${esc(f.mrn)}</td><td><span class="l">Phone</span>${esc(f.phone)}</td></tr>
  <tr><td colspan="2"><span class="l">Address</span>${esc(f.paddr)}</td><td colspan="2"><span class="l">Employer / reason</span>Health-care personnel</td></tr></table>
  <div style="font-size:8pt;margin-top:6px">Screening completed and consent on file for each dose. The vaccinator records each dose in the state immunization information system.</div>
  <table class="g"><tr><th style="width:9%">Dose</th><th style="width:11%">Date given</th><th style="width:18%">Vaccine / manufacturer</th><th style="width:11%">Lot #</th><th style="width:11%">Site / route</th><th style="width:10%">VIS / EUA fact sheet date</th><th>Vaccinator signature &amp; title</th></tr>${rows}</table>`;
  return page({ title: 'VAR', body, css, font: FONTS.carlito, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const vaccs = [
    ['Renee Gallo', 'RN'],
    ['Tobias Lindahl', 'PharmD'],
    ['Yolanda Pruitt', 'LPN'],
  ];
  const make = (p, spec) => {
    let date = addDays('2021-03-10', rng.int(0, 200));
    const doses = spec.map((s, i) => {
      if (i > 0) date = addDays(date, s.gap);
      const v = rng.pick(vaccs);
      return {
        label: s.label || (i === 0 ? '1st' : i === 1 ? '2nd' : 'Booster'),
        iso: date,
        shown: s.noDate ? '' : fmt(date, 'us_short'),
        vaccine: `${MFR[s.m]} COVID-19`,
        lot: `${rng.letters(2)}${rng.digits(4)}`,
        siteRoute: `${rng.pick(['L', 'R'])} delt / IM`,
        vis: fmt(addDays(date, -rng.int(20, 90)), 'us_short'),
        vacc: v[0],
        title: v[1],
        stamp: rng.chance(0.4),
      };
    });
    const [city, st, zip] = ['Savannah', 'GA', '31401'];
    return {
      clinic: rng.pick([
        'Live Oak Family Clinic',
        'Tidewater Community Health Center',
        'Marsh Creek Primary Care',
      ]),
      city: `${city}, ${st}`,
      addr: `${rng.int(100, 9000)} ${rng.pick(['Abercorn St', 'Bull St', 'Waters Ave'])}, ${city}, ${st} ${zip}`,
      name: nameAs(p, rng.pick(['last_first_middle', 'LAST_FIRST_MI'])),
      dob: fmt(p.dob, 'us'),
      mrn: rng.digits(8),
      phone: `(912) ${rng.int(201, 989)}-${rng.digits(4)}`,
      paddr: `${rng.int(10, 999)} ${rng.pick(['Gwinnett St', 'Habersham St'])}, ${city}, ${st}`,
      doses,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
    };
  };
  const out = [];
  const dd = (f) => Object.fromEntries(f.doses.map((d, i) => [`doses.${i}.date`, d.iso]));

  let p = k.person();
  let f = make(p, [{ m: 'moderna' }, { m: 'moderna', gap: rng.int(28, 35) }]);
  out.push({
    key: 'moderna-two-doses',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'doses.0.manufacturer': 'moderna', 'doses.1.manufacturer': 'moderna', ...dd(f), ...personData() },
  });

  p = k.person();
  f = make(p, [
    { m: 'moderna' },
    { m: 'moderna', gap: rng.int(28, 40) },
    { m: 'pfizer', gap: rng.int(180, 300) },
  ]);
  out.push({
    key: 'moderna-series-pfizer-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['unsupported dose combination'],
    data: { 'doses.2.kind': 'booster', 'doses.2.manufacturer': 'pfizer', ...dd(f), ...personData() },
    note: 'a booster of another product after a complete Moderna series is not a mixed primary series',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }]);
  out.push({
    key: 'pfizer-first-dose-only',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': f.doses[0].iso },
  });

  p = k.person();
  f = make(p, [{ m: 'novavax' }, { m: 'novavax', gap: rng.int(21, 30), noDate: true }]);
  out.push({
    key: 'novavax-second-date-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing dose date'],
    data: { 'doses.0.manufacturer': 'novavax', 'doses.0.date': f.doses[0].iso },
    note: 'the second Novavax row is signed with a lot number but its date cell is empty',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }, { m: 'moderna', gap: rng.int(28, 42) }]);
  out.push({
    key: 'pfizer-then-moderna-primary',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported dose combination'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.1.manufacturer': 'moderna' },
    note: 'Pfizer then Moderna as the two primary doses (corpus reading: unsupported dose combination)',
  });
  return out;
}
