// A page of a yellow international vaccination booklet (English/French headings), with a hand-filled COVID-19
// table: vaccine, date, signature and professional status of the clinician, manufacturer and batch, official stamp.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { FONTS, hand, HANDS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'international_booklet_page',
  split: 'blind',
  renderings: { text_pdf: 20, scanned_pdf: 30, photo: 35, scan_image: 10, fax: 5 },
  description:
    'Yellow international vaccination booklet page (EN/FR headings), hand-filled COVID-19 rows with clinician signature and stamp',
};

const M = {
  astrazeneca: 'Vaxzevria (AstraZeneca)',
  other: 'BBIBP-CorV (Sinopharm)',
  pfizer: 'Comirnaty (Pfizer-BioNTech)',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.2em' });
  const css = `body { background:#f6e27a; } .pg { padding:0.35in; } table.t { width:100%; background:#fbf1b8; } table.t td, table.t th { border:1px solid #5b4a00; padding:3px 4px; font-size:7.5pt; vertical-align:top; }
  table.t td { height:0.85in; }`;
  const body = `<div class="pg"><div style="text-align:center;font-size:10pt;font-weight:bold">INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS<br><span style="font-weight:normal;font-size:8.5pt">CERTIFICAT INTERNATIONAL DE VACCINATION OU DE PROPHYLAXIE</span></div>
  <div style="margin:10px 0;font-size:9pt">This is to certify that [name] / Nous certifions que [nom] ${H(f.name)} &nbsp; date of birth / né(e) le ${H(f.dob)}</div>
  <div style="font-size:9pt;margin-bottom:6px">has on the date indicated been vaccinated against: <b>COVID-19</b> / a été vacciné(e) à la date indiquée contre : COVID-19</div>
  <table class="t"><tr><th>Vaccine or prophylaxis<br>Vaccin</th><th>Date</th><th>Signature and professional status of supervising clinician<br>Signature et titre du clinicien</th><th>Manufacturer and batch no.<br>Fabricant et numéro du lot</th><th>Official stamp<br>Cachet officiel</th></tr>
  ${f.doses.map((d) => `<tr><td>${H(d.vac)}</td><td>${H(d.date)}</td><td>${sig(d.clin, { font: f.sigFont, size: '1.6em' })}<br>${H(d.title)}</td><td>${H(d.mfr)}<br>${H(d.lot)}</td><td>${stamp(['CENTRO DE SALUD', d.centre], { color: '#5b2c83', rot: -8 })}</td></tr>`).join('')}
  <tr><td></td><td></td><td></td><td></td><td></td></tr></table></div>`;
  return page({
    title: 'Booklet',
    body,
    css,
    size: '6in 7.4in',
    margin: '0',
    font: FONTS.serif,
    bg: '#f6e27a',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => ({
    hand: rng.pick(HANDS),
    sigFont: rng.pick(SIGS),
    name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
    dob: fmt(p.dob, 'dmy'),
    doses: doses.map((d) => ({
      vac: M[d.m].split(' (')[0],
      mfr: M[d.m].split('(')[1].replace(')', ''),
      lot: rng.alnum(6),
      date: fmt(d.iso, 'dmy'),
      clin: rng.pick(['Dra. Ines Calvo', 'Dr. Paolo Renzi']),
      title: 'Médico / MD',
      centre: rng.pick(['SAN ROQUE', 'LAS PALMAS NORTE']),
    })),
  });
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-05-03', rng.int(0, 80));
  out.push({
    key: 'astrazeneca-two',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'astrazeneca', iso: d1 },
        { m: 'astrazeneca', iso: addDays(d1, 70) },
      ]),
    ),
    issues: [],
    data: {
      'doses.0.manufacturer': 'astrazeneca',
      'doses.0.date': d1,
      'doses.1.date': addDays(d1, 70),
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 80));
  out.push({
    key: 'sinopharm-two',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'other', iso: d1 },
        { m: 'other', iso: addDays(d1, 28) },
      ]),
    ),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other' },
  });

  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 80));
  out.push({
    key: 'astrazeneca-21-days',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'astrazeneca', iso: d1 },
        { m: 'astrazeneca', iso: addDays(d1, 21) },
      ]),
    ),
    issues: ['insufficient waiting period'],
    data: {},
    note: 'AstraZeneca minimum 28 days less 4-day grace = 24',
  });
  return out;
}
