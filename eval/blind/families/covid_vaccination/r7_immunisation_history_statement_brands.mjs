// An Australian-style national register "Immunisation history statement" for an internationally recruited nurse: a
// government letterhead, a personal-details block with labels to the left (title and name in capitals, date of
// birth, register identifier), then ONE table of every vaccine on record in date order, oldest first (childhood and
// adult vaccines, yearly influenza), with "Date given / Vaccine brand / Dose / Immunisation provider" columns. The
// COVID-19 doses appear only as BRAND names (COMIRNATY, SPIKEVAX, VAXZEVRIA, CORONAVAC …) interleaved with the
// influenza rows, never first. Dates D Mon YYYY.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r7_immunisation_history_statement_brands',
  split: 'tuning',
  description:
    'Australian-style national register Immunisation history statement: labels-left personal block, one oldest-first table of all vaccines (childhood, influenza, COVID-19) with Date given / Vaccine brand / Dose / Immunisation provider; COVID-19 doses named only by brand (COMIRNATY, SPIKEVAX, VAXZEVRIA, CORONAVAC), D Mon YYYY',
};

const BRAND = {
  pfizer: 'COMIRNATY',
  moderna: 'SPIKEVAX',
  astrazeneca: 'VAXZEVRIA',
  novavax: 'NUVAXOVID',
  other: 'CORONAVAC',
};
const PROVIDERS = [
  'Swan River Medical Centre, Perth WA',
  'Kingsgrove Community Pharmacy, Kingsgrove NSW',
  'Banksia Hill GP Clinic, Geelong VIC',
  'State Vaccination Hub - Carrington, Newcastle NSW',
  'Mt Eden Family Practice, Toowoomba QLD',
];

function render(f) {
  const css = `
  .lh { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:3px solid #003b5c; padding-bottom:6px; }
  .crest { font-family:${FONTS.serif}; font-size:9pt; line-height:1.25; color:#003b5c; }
  .crest b { font-size:12pt; display:block; }
  .ref { font-size:8pt; text-align:right; color:#333; }
  h1 { font-size:15pt; color:#003b5c; margin:16px 0 8px; font-weight:normal; }
  table.pd td { padding:2px 14px 2px 0; font-size:9.5pt; vertical-align:top; } table.pd td.l { color:#444; width:170px; }
  p { font-size:8.8pt; color:#222; margin:8px 0; }
  table.h { width:100%; margin-top:8px; } table.h th { background:#003b5c; color:#fff; text-align:left; font-size:8.2pt; padding:4px 5px; font-weight:normal; }
  table.h td { font-size:8.8pt; padding:4px 5px; border-bottom:1px solid #cfd8de; }
  table.h tr:nth-child(odd) td { background:#f3f6f8; }
  .ft { font-size:7.3pt; color:#555; border-top:1px solid #aaa; margin-top:14px; padding-top:4px; display:flex; justify-content:space-between; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(fmt(r.iso, 'dmy'))}</td><td>${esc(r.brand)}</td><td>${esc(r.dose)}</td><td>${esc(r.provider)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="lh"><div class="crest"><b>National Immunisation Register</b>Health Services Agency<br>GPO Box 9822, Canberra ACT 2601</div>
  <div class="ref">Statement date ${esc(f.stmt)}<br>Reference ${esc(f.ref)}<br>Phone 1800 653 809</div></div>
  <h1>Immunisation history statement</h1>
  <table class="pd"><tr><td class="l">Name</td><td><b>${esc(f.name)}</b></td></tr>
  <tr><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
  <tr><td class="l">Individual identifier</td><td>${esc(f.ihi)}</td></tr>
  <tr><td class="l">Address</td><td>${esc(f.addr)}</td></tr></table>
  <p>This statement lists the vaccines reported to the National Immunisation Register for the person named above, up to the statement date. Vaccines given overseas appear when a recognised provider has recorded them. If you believe a vaccine is missing, ask your immunisation provider to report it.</p>
  <table class="h"><tr><th style="width:15%">Date given</th><th style="width:20%">Vaccine brand</th><th style="width:25%">Dose</th><th>Immunisation provider</th></tr>${rows}</table>
  <p style="margin-top:10px"><b>Vaccines due:</b> ${esc(f.due)}</p>
  <div class="ft"><span>This statement is an official record of immunisations reported to the Register.</span><span>Page 1 of 1</span></div>`;
  return page({ title: 'Immunisation history statement', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, covid, o = {}) => {
    // covid: [{ m, gap (days after previous), label }]
    let date = o.start || addDays('2021-06-20', rng.int(0, 120));
    const cov = covid.map((c, i) => {
      if (i > 0) date = addDays(date, c.gap);
      return {
        iso: date,
        brand: BRAND[c.m] + (c.m === 'other' ? ' (overseas)' : ''),
        dose: `COVID-19 - ${c.label || (i === 0 ? 'Dose 1' : i === 1 ? 'Dose 2' : 'Booster')}`,
        provider: c.provider || rng.pick(PROVIDERS),
        m: c.m,
        kind: c.label?.startsWith('Booster') || i >= 2 ? 'booster' : 'primary',
      };
    });
    const flu = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]
      .filter(() => rng.chance(0.7))
      .map((y) => ({
        iso: `${y}-0${rng.int(3, 5)}-${String(rng.int(10, 28)).padStart(2, '0')}`,
        brand: rng.pick(['VAXIGRIP TETRA', 'FLUARIX TETRA', 'AFLURIA QUAD', 'FLUAD QUAD']),
        dose: 'Influenza - Annual',
        provider: rng.pick(PROVIDERS),
      }));
    const early = [
      {
        iso: `20${rng.int(12, 17)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        brand: 'BOOSTRIX',
        dose: 'dTpa - Dose 1',
      },
      { iso: `2018-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, brand: 'H-B-VAX II', dose: 'Hepatitis B - Dose 3' },
    ].map((r) => ({ ...r, provider: rng.pick(PROVIDERS) }));
    const rows = [...early, ...flu, ...cov].sort((a, b) => (a.iso < b.iso ? -1 : 1));
    return {
      name: nameAs(p, o.nameStyle || rng.pick(['FIRST_LAST', 'FIRST_MI_LAST'])),
      dob: fmt(p.dob, 'dmy'),
      ihi: `8003 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      addr: `${rng.int(2, 199)} ${rng.pick(['Marmion St', 'Kent Rd', 'Glebe Pt Rd', 'Wattle Ave'])}, ${rng.pick(['Fremantle WA 6160', 'Ashfield NSW 2131', 'Brunswick VIC 3056'])}`,
      stmt: fmt(addDays('2026-10-20', rng.int(0, 28)), 'dmy'),
      ref: `IHS-${rng.digits(8)}`,
      due: o.due || 'No vaccines are currently due.',
      rows,
      cov,
    };
  };
  const dd = (f) =>
    Object.fromEntries(
      f.cov.flatMap((d, i) => [
        [`doses.${i}.date`, d.iso],
        [`doses.${i}.manufacturer`, d.m],
      ]),
    );
  const out = [];

  let p = k.person();
  let f = make(p, [
    { m: 'pfizer' },
    { m: 'pfizer', gap: rng.int(21, 42) },
    { m: 'pfizer', gap: rng.int(150, 240), label: 'Booster 1' },
  ]);
  out.push({
    key: 'comirnaty-series-and-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', 'doses.2.kind': 'booster', ...dd(f), ...personData() },
    note: 'COMIRNATY is the Pfizer-BioNTech brand; COVID-19 rows are interleaved with influenza rows in date order',
  });

  p = k.person();
  f = make(p, [{ m: 'moderna' }, { m: 'moderna', gap: rng.int(28, 45) }]);
  out.push({
    key: 'spikevax-two-doses',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...dd(f), ...personData() },
    note: 'SPIKEVAX is the Moderna brand',
  });

  p = k.person();
  f = make(p, [{ m: 'astrazeneca' }, { m: 'astrazeneca', gap: rng.int(70, 84) }], {
    start: addDays('2021-03-22', rng.int(0, 60)),
  });
  out.push({
    key: 'vaxzevria-twelve-weeks',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['unsupported manufacturer'],
    data: { ...dd(f), ...personData() },
    note: 'VAXZEVRIA is the AstraZeneca brand (accepted by default); doses 10-12 weeks apart',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }, { m: 'pfizer', gap: rng.int(12, 15) }]);
  out.push({
    key: 'comirnaty-second-dose-too-soon',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { ...dd(f) },
    note: 'second COMIRNATY dose 12-15 days after the first: below 21 days less the 4-day grace',
  });

  p = k.person();
  f = make(
    p,
    [
      { m: 'other', provider: 'Overseas - recorded by Swan River Medical Centre' },
      { m: 'other', gap: rng.int(21, 28), provider: 'Overseas - recorded by Swan River Medical Centre' },
    ],
    { start: addDays('2021-04-05', rng.int(0, 60)) },
  );
  out.push({
    key: 'coronavac-overseas',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported manufacturer'],
    data: {
      'doses.0.manufacturer': 'other',
      'doses.1.manufacturer': 'other',
      'doses.0.date': f.cov[0].iso,
    },
    note: 'two CoronaVac (Sinovac) doses given overseas and recorded later: manufacturer other, not accepted by default',
  });

  p = k.person();
  f = make(p, [{ m: 'pfizer' }], { due: 'COVID-19 - Dose 2 (overdue)' });
  out.push({
    key: 'comirnaty-one-dose-only',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': f.cov[0].iso },
    note: 'only one COMIRNATY dose among several influenza rows; the statement lists dose 2 as overdue',
  });
  return out;
}
