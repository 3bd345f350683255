// A clinic's paper "Adult Immunization Flowsheet" kept in the chart and photocopied for the worker: vaccines run DOWN
// the page (Td/Tdap, hepatitis B, MMR, varicella, influenza by season, pneumococcal, zoster, COVID-19) and the doses
// run ACROSS in numbered columns, each cell holding a small stack written by hand — date, manufacturer or brand, lot,
// and the vaccinator's initials — instead of one row per dose. Header: "Name (Last, First, MI)" boxes, DOB, chart
// no., allergies; a "next due" column at the right of every row with dates that are not doses; a signature /
// initials key at the foot mapping initials to names, credentials and the clinic stamp. The COVID-19 row decides.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, HANDS, hand, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r15_adult_immunization_flowsheet_dose_columns',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 30, photo: 30, fax: 10, scan_image: 15 },
  description:
    'Paper Adult Immunization Flowsheet from a clinic chart, photocopied: vaccines down the page (Td/Tdap, hepatitis B, MMR, varicella, influenza by season, pneumococcal, zoster, COVID-19), doses across in numbered columns with a handwritten stack per cell (date, brand / mfr, lot, initials), a Next due column with non-dose dates, Name (Last, First, MI) boxes, DOB, chart no., allergies, an initials key with names and credentials and a clinic stamp; variants Pfizer x2 + booster, Moderna x2, Janssen + Pfizer booster, Novavax x2, one Moderna dose only, Pfizer doses 13 days apart',
};

const CLINICS = [
  ['Tamarack Internal Medicine', '1180 Tamarack Dr, Lansing MI 48906', '(517) 555-0158'],
  ['Saddleback Family Health', '36 Saddleback Way, Provo UT 84601', '(801) 555-0121'],
  ['Old Quarry Medical Group', '905 Old Quarry Rd, Albany NY 12206', '(518) 555-0193'],
];
const STAFF = [
  ['LW', 'Lorna Whitcomb', 'RN'],
  ['DP', 'Derek Palomino', 'LPN'],
  ['AE', 'Abena Essien', 'MA-C'],
  ['GH', 'Greta Halloran', 'RN'],
  ['VS', 'Vikram Sethi', 'PharmD'],
];
const BRANDS = {
  pfizer: 'Pfizer',
  moderna: 'Moderna',
  janssen: 'J&J / Janssen',
  novavax: 'Novavax',
};

function cell(f, c) {
  if (!c) return '<td class="d"></td>';
  const H = (t, s = '1.05em') => hand(t, { font: f.hand, ink: f.ink, size: s });
  return `<td class="d">${H(fmt(c.date, f.ds), '1.15em')}<br>${H(c.mfr, '0.98em')}<br>${H('Lot ' + c.lot, '0.9em')} ${H(c.by, '0.9em')}</td>`;
}

function render(f) {
  const [cn, ca, ct] = f.clinic;
  const rows = f.rows
    .map(
      (
        r,
      ) => `<tr class="${r.covid ? 'cv' : ''}"><th class="vn">${r.label}</th>${[0, 1, 2, 3].map((i) => cell(f, r.cells[i])).join('')}
      <td class="nd">${r.next ? hand(r.next, { font: f.hand, ink: f.ink, size: '1em' }) : ''}</td></tr>`,
    )
    .join('');
  const key = f.staff
    .map(
      (s) =>
        `<tr><td class="ki">${hand(s[0], { font: f.hand, ink: f.ink, size: '1.2em' })}</td><td>${esc(s[1])}, ${esc(s[2])}</td><td>${sig(s[1], { font: f.sig, ink: f.ink, size: '1.5em', rot: -2 })}</td></tr>`,
    )
    .join('');
  const body = `<div class="hd"><div><div class="cn">${esc(cn)}</div><div class="ca">${esc(ca)} · ${esc(ct)}</div></div>
    <div class="tt">ADULT IMMUNIZATION FLOWSHEET<div class="ts">Record each dose: date · product / manufacturer · lot · initials</div></div></div>
   <table class="pt"><tr>
    <td style="width:44%"><span class="l">Name (Last, First, MI)</span>${hand(f.name, { font: f.hand, ink: f.ink, size: '1.35em' })}</td>
    <td><span class="l">Date of birth</span>${hand(fmt(f.dob, f.ds), { font: f.hand, ink: f.ink, size: '1.2em' })}</td>
    <td><span class="l">Chart #</span>${esc(f.chart)}</td>
    <td><span class="l">Allergies</span>${hand(f.allergy, { font: f.hand, ink: '#8a1c1c', size: '1.1em' })}</td></tr></table>
   <table class="fs"><tr><th class="vn">Vaccine</th><th>Dose 1</th><th>Dose 2</th><th>Dose 3 / booster</th><th>Dose 4 / booster</th><th>Next due</th></tr>
   ${rows}</table>
   <div class="low"><table class="key"><tr><th colspan="3">Initials / signature key</th></tr>${key}</table>
    <div class="st">${stamp([cn.toUpperCase(), ca, ct], { color: f.stampColor, rot: -5 })}</div></div>
   <div class="ft"><span>Keep this flowsheet at the front of the chart. Enter doses given elsewhere in pencil with the source.</span><span>${esc(f.rev)}</span></div>`;
  return page({
    title: 'Adult immunization flowsheet',
    size: 'letter',
    margin: '0.4in',
    font: f.font,
    body,
    css: `
    body { font-size:9pt; }
    .hand { -webkit-text-stroke:0.3px currentColor; }
    .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:4px; }
    .cn { font-size:13pt; font-weight:bold; } .ca { font-size:8pt; } .tt { font-size:13pt; font-weight:bold; text-align:right; }
    .ts { font-size:7.5pt; font-weight:normal; }
    table.pt { width:100%; margin-top:6px; } table.pt td { border:1px solid #333; padding:2px 6px 5px; vertical-align:top; height:0.5in; }
    .l { display:block; font-size:7pt; color:#333; }
    table.fs { width:100%; margin-top:8px; table-layout:fixed; }
    table.fs th { border:1px solid #222; background:#e6e6e6; font-size:8pt; padding:3px; }
    table.fs th.vn { width:1.35in; text-align:left; font-size:8.2pt; background:#f2f2f2; }
    table.fs td { border:1px solid #222; height:0.74in; padding:2px 4px; vertical-align:top; line-height:1.05; }
    table.fs td.nd { width:0.95in; }
    tr.cv th.vn { background:#fff3c4; }
    .low { display:flex; justify-content:space-between; align-items:center; margin-top:10px; }
    table.key { width:62%; } table.key th { background:#eee; border:1px solid #333; font-size:8pt; text-align:left; padding:2px 5px; }
    table.key td { border:1px solid #333; padding:1px 6px; height:0.36in; } td.ki { width:0.55in; text-align:center; }
    .ft { display:flex; justify-content:space-between; margin-top:10px; font-size:7.3pt; color:#333; border-top:1px solid #777; padding-top:3px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const lot = (m) =>
    m === 'pfizer'
      ? `${rng.letters(2)}${rng.digits(4)}`
      : m === 'moderna'
        ? `0${rng.digits(2)}${rng.letters(1)}21A`
        : m === 'janssen'
          ? `20${rng.digits(5)}`
          : `${rng.letters(1)}${rng.digits(3)}${rng.letters(2)}`;
  const mk = (p, covid, o = {}) => {
    const staff = rng.shuffle(STAFF).slice(0, 3);
    const ini = () => rng.pick(staff)[0];
    const clinic = rng.pick(CLINICS);
    const ds = o.ds || rng.pick(['us_nz', 'us_short', 'us']);
    const born = Number(p.dob.slice(0, 4));
    const c = (date, mfr, lt) => ({ date, mfr, lot: lt, by: ini() });
    const hb = `${rng.int(2009, 2016)}-0${rng.int(1, 8)}-1${rng.int(0, 9)}`;
    const td = `${rng.int(2017, 2020)}-0${rng.int(2, 9)}-0${rng.int(1, 9)}`;
    const fluYears = [2023, 2024, 2025, 2026].filter(() => rng.chance(0.85));
    const rows = [
      {
        label: 'Td / Tdap',
        cells: [c(td, 'Boostrix', `${rng.letters(2)}${rng.digits(3)}`)],
        next: `Td ${Number(td.slice(0, 4)) + 10}`,
      },
      {
        label: 'Hepatitis B',
        cells: [
          c(hb, 'Engerix-B', `${rng.letters(1)}${rng.digits(4)}`),
          c(addDays(hb, 30 + rng.int(0, 5)), 'Engerix-B', `${rng.letters(1)}${rng.digits(4)}`),
          c(addDays(hb, 180 + rng.int(0, 15)), 'Engerix-B', `${rng.letters(1)}${rng.digits(4)}`),
        ],
        next: 'series complete',
      },
      { label: 'MMR', cells: [], next: 'titer immune' },
      {
        label: 'Influenza (season)',
        cells: fluYears
          .slice(-4)
          .map((y) =>
            c(
              `${y}-${rng.pick(['09', '10'])}-${String(rng.int(2, 28)).padStart(2, '0')}`,
              rng.pick(['Fluzone', 'Flucelvax', 'Afluria']),
              `${rng.letters(2)}${rng.digits(3)}`,
            ),
          ),
        next: 'each fall',
      },
    ];
    if (born <= 1976) rows.push({ label: 'Zoster (RZV)', cells: [], next: `due at 50` });
    rows.push({
      label: 'COVID-19<br><span style="font-weight:normal;font-size:7pt">(mfr · lot)</span>',
      covid: true,
      cells: covid.map((x) => c(x.date, BRANDS[x.m], lot(x.m))),
      next: o.next || '',
    });
    return {
      clinic,
      ds,
      rows,
      staff,
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      dob: p.dob,
      chart: `${rng.digits(6)}`,
      allergy: rng.pick(['NKDA', 'PCN — rash', 'Latex', 'Sulfa']),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      stampColor: rng.pick(['#23408e', '#1d5e3a', '#6b1f6b']),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu]),
      rev: rng.pick(['Rev. 06/2019', 'Form AIF-2 (2020)', 'rev 3/21']),
    };
  };
  const out = [];
  const covidCells = (f) => f.rows.find((r) => r.covid).cells;
  const noteOf = (f) =>
    `COVID-19 row (doses across): ${covidCells(f)
      .map((c) => `${c.date} ${c.mfr} (${c.by})`)
      .join(', ')}; influenza, hepatitis B and Tdap cells and the Next due column hold other dates`;

  // 1. Pfizer x2 + booster
  let p = k.person();
  let d1 = addDays('2021-03-01', rng.int(0, 120));
  let d2 = addDays(d1, rng.int(21, 28));
  let d3 = addDays('2022-10-03', rng.int(0, 200));
  let f = mk(
    p,
    [
      { date: d1, m: 'pfizer' },
      { date: d2, m: 'pfizer' },
      { date: d3, m: 'pfizer' },
    ],
    { next: 'updated dose each fall' },
  );
  out.push({
    key: 'pfizer-two-doses-and-booster-across',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.date': d1,
      'doses.0.manufacturer': 'pfizer',
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData('match', 'match'),
    },
    note: noteOf(f),
    rendering: 'photo',
  });

  // 2. Moderna x2
  p = k.person();
  d1 = addDays('2021-01-25', rng.int(0, 150));
  d2 = addDays(d1, rng.int(28, 42));
  f = mk(p, [
    { date: d1, m: 'moderna' },
    { date: d2, m: 'moderna' },
  ]);
  out.push({
    key: 'moderna-two-doses',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'moderna',
      'doses.1.date': d2,
      'doses.1.manufacturer': 'moderna',
      ...personData('match', 'match'),
    },
    note: noteOf(f),
    rendering: 'scanned_pdf',
  });

  // 3. Janssen + Pfizer booster
  p = k.person();
  d1 = addDays('2021-03-29', rng.int(0, 90));
  d2 = addDays('2022-09-19', rng.int(0, 150));
  f = mk(p, [
    { date: d1, m: 'janssen' },
    { date: d2, m: 'pfizer' },
  ]);
  out.push({
    key: 'janssen-then-pfizer-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses', 'unsupported dose combination'],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'janssen',
      'doses.1.kind': 'booster',
      ...personData('match', 'match'),
    },
    note: `${noteOf(f)}; one Janssen dose completes the primary series, the Pfizer dose is a booster`,
    rendering: 'scan_image',
  });

  // 4. Novavax x2, request without dob
  p = k.person();
  d1 = addDays('2022-08-01', rng.int(0, 150));
  d2 = addDays(d1, rng.int(21, 35));
  f = mk(
    p,
    [
      { date: d1, m: 'novavax' },
      { date: d2, m: 'novavax' },
    ],
    { ds: 'us' },
  );
  out.push({
    key: 'novavax-two-doses',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'novavax',
      'doses.1.date': d2,
      ...personData('match', null),
    },
    note: noteOf(f),
    rendering: rng.pick(['text_pdf', 'photo']),
  });

  // 5. one Moderna dose only
  p = k.person();
  d1 = addDays('2021-04-12', rng.int(0, 120));
  f = mk(p, [{ date: d1, m: 'moderna' }], { next: `dose 2 due ${fmt(addDays(d1, 28), 'us_nz')}` });
  out.push({
    key: 'one-moderna-dose-dose-two-due-note',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'moderna' },
    note: `${noteOf(f)}; only dose 1; the Next due cell "dose 2 due …" is not a dose`,
    rendering: 'photo',
  });

  // 6. Pfizer doses 13 days apart
  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 100));
  d2 = addDays(d1, rng.int(12, 15));
  f = mk(p, [
    { date: d1, m: 'pfizer' },
    { date: d2, m: 'pfizer' },
  ]);
  out.push({
    key: 'pfizer-second-dose-too-early',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2, 'doses.0.manufacturer': 'pfizer' },
    note: `Pfizer ${d1} → ${d2}: ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days, below 21 − 4 = 17`,
    rendering: rng.pick(['fax', 'scanned_pdf']),
  });
  return out;
}
