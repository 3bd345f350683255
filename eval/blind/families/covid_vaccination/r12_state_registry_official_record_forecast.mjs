// A state immunization information system's "Official Immunization Record" as a text PDF downloaded from the
// state's public record-request portal. A captions-above-values grid gives the patient (Last / First / Middle, date of
// birth, registry ID, record requested and printed dates), then a vaccination history table grouped by vaccine group;
// the COVID-19 group comes first and lists its rows newest first, so the booster / updated-vaccine rows are above the
// primary series. Columns: Date Administered / Series / Vaccine (trade name) / Manufacturer / Lot / Administered At /
// Date Entered — the entry date is the day the provider reported the dose, not the dose. A "Recommended vaccines"
// forecast table (earliest / due / overdue dates) and the registrar's certification close the page.
import { addDays, fmt, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r12_state_registry_official_record_forecast',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'State immunization information system "Official Immunization Record" downloaded as a PDF: captions-above-values patient grid (Last / First / Middle, DOB, registry ID, requested / printed), vaccination history grouped by vaccine group with the COVID-19 rows newest first (updated / booster rows above the primary series; Date Administered / Series / Vaccine / Manufacturer / Lot / Administered At / Date Entered), influenza and Tdap groups, a forecast table of due and overdue dates, registrar certification and seal',
};

const STATES = [
  {
    state: 'NE',
    name: 'Nebraska',
    agency: 'Department of Health and Human Services',
    sys: 'State Immunization Information System (SIIS)',
  },
  {
    state: 'ID',
    name: 'Idaho',
    agency: 'Department of Health and Welfare',
    sys: 'Immunization Reminder Information System',
  },
  {
    state: 'OK',
    name: 'Oklahoma',
    agency: 'State Department of Health',
    sys: 'Statewide Immunization Registry',
  },
];
const SITES = {
  NE: [
    'Hy-Vale Pharmacy #112, Omaha',
    'Douglas County Health Dept. Clinic',
    'Bryant Family Medicine, Lincoln',
  ],
  ID: ['Treasure Valley Pharmacy, Boise', 'Central District Health, Boise', 'St. Ives Clinic, Nampa'],
  OK: ['Cimarron Drug #40, Tulsa', 'Tulsa Health Department', 'Red Earth Community Clinic'],
};
const MFR = {
  pfizer: ['Pfizer-BioNTech', 'COMIRNATY', 'PFR'],
  moderna: ['Moderna US, Inc.', 'SPIKEVAX', 'MOD'],
  janssen: ['Janssen (J&J)', 'COVID-19 Vaccine, Janssen', 'JSN'],
  novavax: ['Novavax, Inc.', 'NUVAXOVID', 'NVX'],
};

function render(f) {
  const css = `
  .hd { display:flex; align-items:center; gap:14px; border-bottom:3px solid #1c3d5a; padding-bottom:6px; }
  .hd .a { font-size:9pt; color:#333; } .hd .s { font-size:14pt; font-weight:bold; color:#1c3d5a; }
  .ti { text-align:center; font-size:15pt; font-weight:bold; letter-spacing:2px; margin:10px 0 8px; }
  .grid { display:grid; grid-template-columns: repeat(4, 1fr); gap:6px 12px; border:1px solid #999; padding:6px 10px; }
  .grid .c { font-size:7.3pt; color:#555; text-transform:uppercase; }
  .grid .v { font-size:10pt; font-weight:bold; }
  h3 { font-size:10.5pt; margin:14px 0 3px; }
  table.h { width:100%; font-size:8.2pt; }
  table.h th { background:#dde6ee; border:1px solid #8aa; padding:3px 4px; text-align:left; font-size:7.8pt; }
  table.h td { border:1px solid #aab; padding:3px 4px; vertical-align:top; }
  table.h td.g { background:#1c3d5a; color:#fff; font-weight:bold; }
  .cert { display:flex; gap:14px; align-items:center; margin-top:14px; font-size:8.3pt; line-height:1.4; }
  .ft { font-size:7.3pt; color:#555; margin-top:8px; border-top:1px solid #aaa; padding-top:3px; }`;
  const grid = f.grid
    .map(([c, v]) => `<div><div class="c">${esc(c)}</div><div class="v">${esc(v)}</div></div>`)
    .join('');
  const hist = f.groups
    .map(
      (g) =>
        `<tr><td class="g" colspan="7">${esc(g.name)}</td></tr>${g.rows
          .map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`)
          .join('')}`,
    )
    .join('');
  const fc = f.forecast.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('');
  const body = `<div class="hd">${seal({ text: `STATE OF ${f.st.name.toUpperCase()} · ${f.st.agency.toUpperCase()}`, inner: f.st.state, color: '#1c3d5a', size: 74 })}
  <div><div class="a">State of ${esc(f.st.name)} · ${esc(f.st.agency)}</div><div class="s">${esc(f.st.sys)}</div></div></div>
  <div class="ti">OFFICIAL IMMUNIZATION RECORD</div>
  <div class="grid">${grid}</div>
  <h3>Vaccination history</h3>
  <table class="h"><tr><th>Date Administered</th><th>Series</th><th>Vaccine (trade name)</th><th>Manufacturer</th><th>Lot</th><th>Administered At</th><th>Date Entered</th></tr>${hist}</table>
  <h3>Recommended vaccines (forecast as of the print date)</h3>
  <table class="h"><tr><th>Vaccine group</th><th>Status</th><th>Earliest date</th><th>Due date</th><th>Overdue after</th></tr>${fc}</table>
  <div class="cert">${seal({ text: 'OFFICIAL RECORD · STATE REGISTRAR', inner: '✓', color: '#6b1d1d', size: 70 })}<div>I certify that this is a true and complete copy of the immunization record held for the person named above in the ${esc(f.st.sys)}, as reported by the administering providers.<br><b>${esc(f.registrar)}</b>, State Immunization Registrar · Printed ${esc(f.printed)}</div></div>
  <div class="ft">Dates are MM/DD/YYYY. "Date Entered" is the date the provider reported the dose to the registry. "Historical" rows were transcribed from a paper record. Record ID ${esc(f.recId)} · Page 1 of 1</div>`;
  return page({ title: 'Official Immunization Record', body, css, font: FONTS.dejavu, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const w = (x) => fmt(x, 'us');
  /** doses: [{ mfr, iso, series, site? }] oldest first */
  const make = (p, doses, o = {}) => {
    const st = rng.pick(STATES);
    const sites = SITES[st.state];
    const np = nameParts(p);
    const newest = doses[doses.length - 1].iso;
    const printedIso = o.printed || addDays('2026-10-20', rng.int(0, 25));
    const covRows = [...doses].reverse().map((d) => {
      const m = MFR[d.mfr];
      const entered = d.site === 'HIST' ? addDays(d.iso, rng.int(200, 500)) : addDays(d.iso, rng.int(0, 6));
      return [
        w(d.iso),
        d.series,
        m[1],
        m[0],
        d.lot || `${rng.letters(2)}${rng.digits(4)}`,
        d.site === 'HIST' ? 'Historical — provider not reported' : d.site || rng.pick(sites),
        w(entered),
      ];
    });
    const flu1 = addDays('2025-09-20', rng.int(0, 40));
    const groups = [
      { name: 'COVID-19', rows: covRows },
      {
        name: 'Influenza',
        rows: [0, 1].map((i) => {
          const d = addDays(flu1, -365 * i + rng.int(-10, 10));
          const [prod, mfr] = rng.pick([
            ['FLUZONE QUADRIVALENT', 'Sanofi Pasteur'],
            ['FLUCELVAX', 'Seqirus'],
            ['FLUARIX', 'GSK'],
          ]);
          return [
            w(d),
            '—',
            prod,
            mfr,
            `${rng.letters(2)}${rng.digits(5)}`,
            rng.pick(sites),
            w(addDays(d, rng.int(0, 3))),
          ];
        }),
      },
      {
        name: 'Tdap',
        rows: [
          [
            w(addDays('2019-03-01', rng.int(0, 900))),
            '—',
            'BOOSTRIX',
            'GSK',
            `${rng.letters(3)}${rng.digits(3)}`,
            rng.pick(sites),
            '—',
          ],
        ],
      },
    ];
    return {
      st,
      grid: [
        ['Last name', np.last.toUpperCase()],
        ['First name', np.first.toUpperCase()],
        ['Middle name', (np.middle || '—').toUpperCase()],
        ['Date of birth', w(p.dob)],
        ['Registry ID', `${st.state}${rng.digits(9)}`],
        ['Record status', 'Active'],
        ['Record requested', w(addDays(printedIso, -rng.int(0, 3)))],
        ['Printed', w(printedIso)],
      ],
      groups,
      forecast: o.forecast || [
        addDays(newest, 365) < printedIso
          ? ['COVID-19', 'Due (updated vaccine)', w(addDays(newest, 60)), w(addDays(newest, 365)), '—']
          : ['COVID-19', 'Up to date', '—', w(addDays(newest, 365)), '—'],
        ['Influenza', 'Due', w('2026-08-01'), w('2026-10-31'), '—'],
        ['Td/Tdap', 'Not due', w(addDays('2029-01-01', rng.int(0, 300))), '—', '—'],
      ],
      registrar: rng.pick(['Lorraine K. Abbott', 'Desmond Fairweather', 'Gloria Santangelo']),
      printed: w(printedIso),
      recId: rng.alnum(10),
    };
  };
  const out = [];

  // 1 — Moderna x2 + updated booster, newest first
  let p = k.person();
  let d1 = addDays('2021-03-01', rng.int(0, 200));
  let d2 = addDays(d1, rng.int(28, 42));
  let d3 = addDays('2024-09-15', rng.int(0, 300));
  let f = make(p, [
    { mfr: 'moderna', iso: d1, series: 'Primary 1 of 2' },
    { mfr: 'moderna', iso: d2, series: 'Primary 2 of 2' },
    { mfr: rng.pick(['moderna', 'pfizer']), iso: d3, series: 'Updated (2024–2025)' },
  ]);
  out.push({
    key: 'moderna-series-updated-dose-on-top',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      'doses.2.date': d3,
      ...personData(),
    },
    note: 'COVID-19 rows are newest first: the updated dose is the top row, the primary series below it; Date Entered is not the dose date',
  });

  // 2 — Pfizer x2 + two boosters
  p = k.person();
  d1 = addDays('2021-01-11', rng.int(0, 220));
  d2 = addDays(d1, rng.int(21, 35));
  d3 = addDays(d2, rng.int(180, 320));
  const d4 = addDays('2023-09-20', rng.int(0, 200));
  f = make(p, [
    { mfr: 'pfizer', iso: d1, series: 'Primary 1 of 2' },
    { mfr: 'pfizer', iso: d2, series: 'Primary 2 of 2' },
    { mfr: 'pfizer', iso: d3, series: 'Booster 1' },
    { mfr: 'pfizer', iso: d4, series: 'Updated (2023–2024)' },
  ]);
  out.push({
    key: 'pfizer-series-two-boosters-first',
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
    note: 'four COVID-19 rows, two booster rows above the two primary rows',
  });

  // 3 — Janssen + mRNA booster
  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 150));
  d2 = addDays(d1, rng.int(150, 400));
  f = make(p, [
    { mfr: 'janssen', iso: d1, series: 'Primary 1 of 1' },
    { mfr: rng.pick(['pfizer', 'moderna']), iso: d2, series: 'Booster 1' },
  ]);
  out.push({
    key: 'janssen-single-then-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses', 'unsupported dose combination'],
    data: {
      'doses.0.manufacturer': 'janssen',
      'doses.0.date': d1,
      'doses.1.kind': 'booster',
      ...personData(),
    },
    note: 'a one-dose Janssen series completes the primary series; the mRNA booster above it is accepted',
  });

  // 4 — Pfizer doses 14 days apart
  p = k.person();
  d1 = addDays('2021-02-01', rng.int(0, 200));
  d2 = addDays(d1, rng.int(12, 15));
  f = make(p, [
    { mfr: 'pfizer', iso: d1, series: 'Primary 1 of 2' },
    { mfr: 'pfizer', iso: d2, series: 'Primary 2 of 2' },
  ]);
  out.push({
    key: 'pfizer-second-dose-too-early',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: `${(Date.parse(d2) - Date.parse(d1)) / 86400000} days between Pfizer doses; the minimum is 21 less the 4-day grace (17)`,
  });

  // 5 — one Moderna dose, forecast overdue
  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 200));
  f = make(p, [{ mfr: 'moderna', iso: d1, series: 'Primary 1 of 2' }], {
    forecast: [
      ['COVID-19', 'Overdue', w(addDays(d1, 24)), w(addDays(d1, 28)), w(addDays(d1, 56))],
      ['Influenza', 'Due', w('2026-08-01'), w('2026-10-31'), '—'],
      ['Td/Tdap', 'Not due', w(addDays('2029-01-01', rng.int(0, 300))), '—', '—'],
    ],
  });
  out.push({
    key: 'single-moderna-second-overdue',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'moderna', 'doses.0.date': d1 },
    note: 'one Moderna dose; the forecast shows dose 2 overdue (its dates are recommendations, not doses)',
  });

  // 6 — historical dose without provider
  p = k.person();
  d1 = addDays('2021-03-15', rng.int(0, 150));
  d2 = addDays(d1, rng.int(28, 40));
  f = make(p, [
    { mfr: 'moderna', iso: d1, series: 'Primary 1 of 2', site: 'HIST' },
    { mfr: 'moderna', iso: d2, series: 'Primary 2 of 2' },
  ]);
  out.push({
    key: 'historical-dose-provider-not-reported',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing dose administrator'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: 'the first Moderna dose is a historical entry "provider not reported"; no one is named as its administrator',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
