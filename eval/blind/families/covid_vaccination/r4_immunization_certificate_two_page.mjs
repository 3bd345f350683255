// A two-page "Certificate of Immunization" printed by a county public-health immunization office. Page 1: the
// patient block and the routine vaccines (Tdap, MMR, hepatitis B, varicella, influenza). Page 2: the COVID-19
// section, doses listed NEWEST FIRST (so the first row is a booster or the second dose), columns "Date
// administered/Fecha", trade name, manufacturer, lot, dose label and provider; dates as "MAR 03 2026"; the
// registrar's certification and seal close page 2.
import { addDays, fmt, nameAs, personData, phone, requestPerson, street } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r4_immunization_certificate_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page county Certificate of Immunization: routine vaccines on p1, COVID-19 rows on p2 listed newest first ("Date administered/Fecha", trade name, MVX), MON DD YYYY dates, registrar seal',
};

/** "MAR 03 2026" */
const monDd = (iso) => {
  const [dd, mon, y] = fmt(iso, 'mil4').split('-');
  return `${mon} ${dd} ${y}`;
};

const PRODUCTS = {
  pfizer: ['COMIRNATY (COVID-19 mRNA)', 'Pfizer-BioNTech', 'PFR'],
  moderna: ['SPIKEVAX (COVID-19 mRNA)', 'Moderna US, Inc.', 'MOD'],
  janssen: ['COVID-19 Vaccine, Ad26 (single dose)', 'Janssen (J&J)', 'JSN'],
  sinovac: ['CoronaVac (inactivated)', 'Sinovac Biotech', 'SNV'],
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:2px solid #553; padding-bottom:6px; }
  .hd .a { font-family:${FONTS.dejavuSerif}; font-size:13pt; font-weight:bold; color:#3b3b20; }
  .hd .b { font-size:8pt; color:#444; }
  .ttl { text-align:center; font-family:${FONTS.dejavuSerif}; font-size:16pt; letter-spacing:2px; margin:12px 0 2px; }
  .ttl2 { text-align:center; font-size:8.5pt; color:#555; margin-bottom:10px; }
  table.pt { width:100%; border:1px solid #553; } table.pt td { padding:4px 7px; font-size:9.5pt; border:1px solid #bbb; }
  table.pt td.l { font-size:7.5pt; color:#555; width:16%; background:#f4f3ea; }
  table.v { width:100%; margin-top:6px; } table.v th { font-size:7.6pt; text-align:left; border-bottom:1.5px solid #333; padding:3px 4px; background:#ecebdf; }
  table.v td { font-size:8.8pt; padding:4px; border-bottom:1px solid #ccc; vertical-align:top; }
  h3 { font-size:10pt; margin:14px 0 2px; color:#3b3b20; text-transform:uppercase; letter-spacing:1px; }
  .pf { font-size:7.5pt; color:#555; text-align:right; margin-top:16px; border-top:1px solid #aaa; padding-top:3px; }
  .cert { margin-top:18px; font-size:9pt; line-height:1.45; display:flex; gap:20px; align-items:center; }`;
  const header = `<div class="hd"><div><div class="a">${esc(f.office)}</div><div class="b">Immunization Records Unit · ${esc(f.addr)} · ${esc(f.phone)}</div></div>
    <div class="b" style="text-align:right">Certificate no. ${esc(f.certNo)}<br>Printed ${esc(monDd('2026-11-13'))}</div></div>`;
  const routine = f.routine
    .map(
      (r) =>
        `<tr><td>${esc(r[0])}</td><td>${esc(r[1])}</td><td>${esc(r[2])}</td><td>${esc(r[3])}</td><td>${esc(r[4])}</td></tr>`,
    )
    .join('');
  const covid = f.doses
    .map(
      (x) =>
        `<tr><td>${esc(x.date)}</td><td><b>${esc(x.product)}</b></td><td>${esc(x.mfr)} <span style="color:#777">(${esc(x.mvx)})</span></td><td>${esc(x.lot)}</td><td>${esc(x.label)}</td><td>${esc(x.provider)}</td></tr>`,
    )
    .join('');
  const body = `
  ${header}
  <div class="ttl">CERTIFICATE OF IMMUNIZATION</div>
  <div class="ttl2">Certificado de Inmunización · Official copy from the county immunization registry</div>
  <table class="pt">
    <tr><td class="l">Patient / Paciente</td><td colspan="3"><b>${esc(f.name)}</b></td></tr>
    <tr><td class="l">Birth date / Fecha de nacimiento</td><td>${esc(f.dob)}</td><td class="l">Registry ID</td><td>${esc(f.regId)}</td></tr>
    <tr><td class="l">Address</td><td colspan="3">${esc(f.patAddr)}</td></tr>
  </table>
  <h3>Routine vaccines / Vacunas de rutina</h3>
  <table class="v"><tr><th>Vaccine</th><th>Date administered/Fecha</th><th>Manufacturer</th><th>Lot</th><th>Provider</th></tr>${routine}</table>
  <div style="margin-top:14px;font-size:8.5pt;border:1px dashed #888;padding:6px">COVID-19 vaccinations are listed on page 2 (most recent dose first).
  Las vacunas contra el COVID-19 aparecen en la página 2.</div>
  <div class="pf">Page 1 of 2 · ${esc(f.name)} · ${esc(f.regId)}</div>
  <div class="pb"></div>
  ${header}
  <h3 style="margin-top:16px">COVID-19 (SARS-CoV-2) vaccinations — most recent first</h3>
  <table class="v"><tr><th style="width:14%">Date administered/Fecha</th><th style="width:24%">Vaccine (trade name)</th><th style="width:18%">Manufacturer (MVX)</th><th style="width:10%">Lot</th><th style="width:12%">Dose / Dosis</th><th>Provider / site</th></tr>${covid}</table>
  <div style="font-size:7.8pt;color:#444;margin-top:4px">Doses reported to the registry by the administering provider. Trade names as reported; MVX = CDC manufacturer code.</div>
  <div class="cert"><div>${seal({ text: `${f.office.toUpperCase()} · IMMUNIZATION REGISTRY`, inner: '✚', color: '#5a4b1a', size: 96 })}</div>
    <div>I certify that this is a true record of the immunizations reported to the registry for the person named above.<br>
    ${sig(f.registrar, { font: f.sigFont, size: '1.8em' })}<br>${esc(f.registrar)}, Deputy Registrar</div></div>
  <div class="pf">Page 2 of 2 · ${esc(f.name)} · ${esc(f.regId)}</div>`;
  return page({ title: 'Certificate of Immunization', body, css, font: FONTS.dejavu, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    'Kestrel Pharmacy #118, Boise ID',
    'Snake River Family Medicine, Boise ID',
    'County Public Health — Fairgrounds POD',
    'Owyhee Community Clinic, Nampa ID',
  ];
  const dose = (mfr, iso, label) => ({
    date: monDd(iso),
    product: PRODUCTS[mfr][0],
    mfr: PRODUCTS[mfr][1],
    mvx: PRODUCTS[mfr][2],
    lot: `${rng.letters(2)}${rng.digits(4)}`,
    label,
    provider: rng.pick(sites),
  });
  const make = (p, doses, o = {}) => ({
    office: rng.pick([
      'Ada-Canyon County Public Health',
      'Gem Valley District Health Department',
      'Sawtooth County Public Health',
    ]),
    addr: `${street(rng)}, Boise, ID 83702`,
    phone: phone(rng, 208),
    certNo: `CI-${rng.digits(7)}`,
    name: nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
    dob: monDd(p.dob),
    regId: `${rng.digits(9)}`,
    patAddr: `${street(rng)}, ${rng.pick(['Meridian', 'Boise', 'Nampa'])}, ID`,
    routine: [
      [
        'Tdap',
        monDd(addDays('2019-05-02', rng.int(0, 700))),
        'GSK',
        rng.letters(1) + rng.digits(5),
        'Clinic',
      ],
      ['MMR', monDd(addDays('1999-03-10', rng.int(0, 1000))), 'Merck', '—', 'Pediatric office'],
      ['Hep B (1 of 3)', monDd(addDays('2010-01-11', rng.int(0, 300))), 'Merck', '—', 'Student health'],
      [
        'Influenza, quadrivalent',
        monDd(addDays('2025-10-01', rng.int(0, 40))),
        'Sanofi',
        rng.letters(2) + rng.digits(4),
        'Pharmacy',
      ],
    ],
    // newest first on the page
    doses: [...doses].reverse(),
    registrar: rng.pick(['Corliss Vandenberg', 'Anselm Pruitt', 'Mireille Dumont']),
    sigFont: rng.pick(SIGS),
  });
  const out = [];

  // 1 — Moderna x2 + booster; booster is the first row on page 2
  let p = k.person();
  let d1 = addDays('2021-03-08', rng.int(0, 60));
  let d2 = addDays(d1, 28 + rng.int(0, 6));
  let d3 = addDays('2022-10-03', rng.int(0, 120));
  out.push({
    key: 'moderna-series-and-booster',
    person: requestPerson(p),
    html: render(
      make(p, [
        dose('moderna', d1, 'Dose 1 of 2'),
        dose('moderna', d2, 'Dose 2 of 2'),
        dose('moderna', d3, 'Booster'),
      ]),
    ),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData(),
    },
    note: 'doses on page 2, newest (booster) first',
  });

  // 2 — Pfizer x2
  p = k.person();
  d1 = addDays('2021-04-12', rng.int(0, 80));
  d2 = addDays(d1, 21 + rng.int(0, 5));
  out.push({
    key: 'pfizer-two-doses',
    person: requestPerson(p),
    html: render(
      make(p, [dose('pfizer', d1, 'Dose 1 of 2'), dose('pfizer', d2, 'Dose 2 of 2')], {
        nameStyle: 'LAST_FIRST',
      }),
    ),
    issues: [],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1, 'doses.1.date': d2, ...personData() },
  });

  // 3 — Janssen single dose, then an mRNA booster
  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 60));
  d2 = addDays('2022-01-10', rng.int(0, 60));
  out.push({
    key: 'janssen-then-pfizer-booster',
    person: requestPerson(p),
    html: render(make(p, [dose('janssen', d1, 'Single dose'), dose('pfizer', d2, 'Booster')])),
    issues: [],
    forbidden: ['unsupported dose combination', 'not enough doses'],
    data: {
      'doses.0.manufacturer': 'janssen',
      'doses.0.date': d1,
      'doses.1.kind': 'booster',
      ...personData(),
    },
    note: 'a one-dose Janssen series completes the primary series; an mRNA booster after it is accepted',
  });

  // 4 — Moderna second dose 20 days after the first
  p = k.person();
  d1 = addDays('2021-02-15', rng.int(0, 60));
  d2 = addDays(d1, 20);
  out.push({
    key: 'moderna-second-dose-early',
    person: requestPerson(p),
    html: render(make(p, [dose('moderna', d1, 'Dose 1 of 2'), dose('moderna', d2, 'Dose 2 of 2')])),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: '20 days between Moderna doses; the minimum is 28 less the 4-day grace (24)',
  });

  // 5 — a single Pfizer dose
  p = k.person();
  d1 = addDays('2021-06-01', rng.int(0, 90));
  out.push({
    key: 'single-pfizer-dose',
    person: requestPerson(p),
    html: render(make(p, [dose('pfizer', d1, 'Dose 1 of 2')])),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1 },
  });

  // 6 — two CoronaVac doses given abroad and entered in the registry
  p = k.person();
  d1 = addDays('2021-07-05', rng.int(0, 60));
  d2 = addDays(d1, 28 + rng.int(0, 5));
  const f = make(p, [dose('sinovac', d1, 'Dose 1 of 2'), dose('sinovac', d2, 'Dose 2 of 2')]);
  f.doses.forEach((x) => (x.provider = 'Administered outside US (documented)'));
  out.push({
    key: 'coronavac-series',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other', 'doses.0.date': d1 },
    note: 'Sinovac is not among the accepted manufacturers (other)',
  });
  return out;
}
