// A Philippines-style national digital COVID-19 vaccination certificate printed for a nurse recruited abroad:
// government-style header, QR, personal data in boxed cells (Last name / First name / Middle name / Suffix /
// Birthdate YYYY-MM-DD / Sex), then a dose table with Dose, Date, Brand, Manufacturer, Lot, Vaccinator and
// Vaccination site. Brands include ones outside the US list (Sinovac); the issuing registry and all sites are fictional.
import { addDays, nameParts, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r6_national_digital_vax_certificate',
  split: 'blind',
  description:
    'Philippines-style national digital COVID-19 vaccination certificate: boxed Last / First / Middle name, Birthdate YYYY-MM-DD, QR, dose table (brand, manufacturer, lot, vaccinator, site) incl. AstraZeneca, Sinovac, Janssen',
};

const PRODUCTS = {
  pfizer: ['Comirnaty', 'Pfizer-BioNTech'],
  moderna: ['Spikevax', 'Moderna'],
  astrazeneca: ['Vaxzevria', 'AstraZeneca'],
  janssen: ['Ad26.COV2.S', 'Janssen (Johnson & Johnson)'],
  sinovac: ['CoronaVac', 'Sinovac Biotech'],
};

function render(f, rng) {
  const css = `
  .hd { display:flex; align-items:center; gap:14px; border-bottom:3px solid #0038a8; padding-bottom:6px; }
  .hd .a { font-size:8.5pt; letter-spacing:0.5px; }
  .hd .b { font-size:14pt; font-weight:bold; color:#0038a8; }
  .band { background:#ce1126; height:5px; margin-top:2px; }
  h1 { font-size:15pt; text-align:center; margin:14px 0 6px; letter-spacing:1px; }
  table.pi { width:100%; margin-top:8px; }
  table.pi td { border:1px solid #8aa0c8; padding:3px 6px; vertical-align:top; }
  table.pi .l { font-size:7pt; color:#555; display:block; text-transform:uppercase; }
  table.pi .v { font-size:11pt; font-weight:bold; }
  table.d { width:100%; margin-top:14px; font-size:9pt; }
  table.d th { background:#0038a8; color:#fff; padding:4px; font-size:8pt; }
  table.d td { border:1px solid #8aa0c8; padding:4px; }`;
  const cell = (l, v) => `<td><span class="l">${esc(l)}</span><span class="v">${esc(v)}</span></td>`;
  const rows = f.doses
    .map(
      (d, i) =>
        `<tr><td>${esc(d.label || `Dose ${i + 1}`)}</td><td>${esc(d.date)}</td><td>${esc(PRODUCTS[d.m][0])}</td><td>${esc(PRODUCTS[d.m][1])}</td><td>${esc(d.lot)}</td><td>${esc(d.vacc)}</td><td>${esc(d.site)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd"><svg width="56" height="56"><circle cx="28" cy="28" r="26" fill="#0038a8"/><circle cx="28" cy="28" r="12" fill="#fcd116"/></svg>
    <div><div class="a">REPUBLIC HEALTH REGISTRY · DEPARTMENT OF HEALTH</div><div class="b">National Digital Vaccination Certificate</div><div class="a">COVID-19 Vaccination · Sertipiko ng Pagbabakuna</div></div>
    <div style="margin-left:auto;text-align:center">${qr(rng, { size: 96 })}<div style="font-size:7pt">${esc(f.certId)}</div></div></div>
  <div class="band"></div>
  <h1>VACCINATION CERTIFICATE</h1>
  <table class="pi"><tr>${cell('Last name', f.last)}${cell('First name', f.first)}${cell('Middle name', f.middle || '—')}${cell('Suffix', '—')}</tr>
  <tr>${cell('Birthdate (YYYY-MM-DD)', f.dob)}${cell('Sex', f.sex)}${cell('Nationality', 'Filipino')}${cell('Passport / ID no.', f.passport)}</tr></table>
  <table class="d"><tr><th>Dose</th><th>Date (YYYY-MM-DD)</th><th>Brand</th><th>Manufacturer</th><th>Lot no.</th><th>Vaccinator</th><th>Vaccination site</th></tr>${rows}</table>
  <div style="font-size:8pt;margin-top:14px;line-height:1.4">This certificate is generated from the national vaccination information system and bears a digital signature.
  Scan the QR code with the official verifier to confirm its authenticity. Date generated: ${esc(f.generated)}.</div>
  <div style="margin-top:26px;font-size:8.5pt;text-align:right">Digitally signed by<br><b>${esc(f.signer)}</b><br>Registry Certificate Authority</div>`;
  return page({ title: 'Vaccination certificate', size: 'A4', margin: '14mm', body, css, font: FONTS.open });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    'Quezon Memorial Vaccination Hub',
    'San Lazaro District Health Center',
    'Iloilo Provincial Gym Site',
    'Cebu South Mega Site',
  ];
  const vaccs = ['R. Mendoza, RN', 'J. Villareal, RN', 'A. Macaraeg, MD', 'L. Soriano, RN'];
  const make = (p, spec, o = {}) => {
    let date = addDays('2021-06-01', rng.int(0, 120));
    const doses = spec.map((s, i) => {
      if (i > 0) date = addDays(date, s.gap);
      return {
        m: s.m,
        label: s.label,
        iso: date,
        date,
        lot: `${rng.letters(2)}${rng.digits(4)}`,
        vacc: rng.pick(vaccs),
        site: rng.pick(sites),
      };
    });
    const n = nameParts(p);
    return {
      certId: `VAX-${rng.alnum(4)}-${rng.alnum(4)}`,
      last: n.last.toUpperCase(),
      first: n.first.toUpperCase(),
      middle: n.middle.toUpperCase(),
      dob: o.dob || p.dob,
      sex: rng.pick(['F', 'M']),
      passport: `P${rng.digits(7)}${rng.letters(1)}`,
      doses,
      generated: addDays('2026-09-01', rng.int(0, 70)),
      signer: 'RHR-CA-03',
    };
  };
  const out = [];
  const dd = (f) => Object.fromEntries(f.doses.flatMap((d, i) => [[`doses.${i}.date`, d.iso]]));

  let p = k.person();
  let f = make(p, [
    { m: 'astrazeneca' },
    { m: 'astrazeneca', gap: rng.int(56, 84) },
    { m: 'pfizer', gap: rng.int(150, 240), label: 'Booster 1' },
  ]);
  out.push({
    key: 'astrazeneca-series-pfizer-booster',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      record_type: 'digital',
      'doses.0.manufacturer': 'astrazeneca',
      'doses.1.manufacturer': 'astrazeneca',
      'doses.2.manufacturer': 'pfizer',
      'doses.2.kind': 'booster',
      ...dd(f),
      ...personData(),
    },
    note: 'two AstraZeneca doses 8–12 weeks apart complete the primary series; the Pfizer row is labelled Booster 1',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }, { m: 'pfizer', gap: rng.int(21, 28) }]);
  out.push({
    key: 'pfizer-two-doses',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.1.manufacturer': 'pfizer', ...dd(f), ...personData() },
  });

  p = k.person();
  f = make(p, [{ m: 'sinovac' }, { m: 'sinovac', gap: 28 }]);
  out.push({
    key: 'sinovac-series',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other', 'doses.1.manufacturer': 'other' },
    note: 'CoronaVac (Sinovac) is none of the named manufacturers → other, not accepted by default (not enough doses may also be reported)',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }, { m: 'pfizer', gap: rng.int(12, 15) }]);
  out.push({
    key: 'pfizer-second-dose-too-early',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['insufficient waiting period'],
    data: dd(f),
    note: 'second Pfizer dose 12–15 days after the first: below 21 days less the 4-day grace',
  });

  p = k.person();
  f = make(p, [{ m: 'janssen', label: 'Single dose' }], { dob: otherDob(rng, p) });
  out.push({
    key: 'janssen-birthdate-differs',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['dob mismatch'],
    data: {
      'doses.0.manufacturer': 'janssen',
      'person.dob.status': 'mismatch',
      'person.name.status': 'match',
    },
    note: 'a complete one-dose Janssen series, but the birthdate on the certificate is not the requested one',
  });
  return out;
}
