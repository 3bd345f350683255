// A state vaccine-record portal's "Digital COVID-19 Vaccine Record" downloaded as a PDF (letter, portrait). A state
// banner with a seal and the portal's own name; a two-column body: on the left the record holder (name as registered,
// date of birth, a partly masked client ID) and, on one-page records, the vaccination table (Dose / Date / Series /
// Vaccine / Manufacturer / Lot / Administered at); on the right a shaded VERIFICATION panel with the QR code, a
// "Verified" mark, the issuer, the date and time the record was generated, the date the registry data is current as
// of, a credential ID and a signing-key line, and how to verify. Two-page records put a "doses on file" count on page 1
// and the dose table on page 2 with notes. Dates are printed in the portal's own style (ISO, MM/DD/YYYY or "Mon D,
// YYYY"); every date other than the doses' (generated, data current as of, birth, last provider update) is nearby.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr, seal } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r17_state_portal_certificate_verification_panel',
  split: 'tuning',
  renderings: { text_pdf: 65, scanned_pdf: 20, photo: 15 },
  description:
    'State vaccine-record portal "Digital COVID-19 Vaccine Record" PDF: state banner with seal and portal name, two columns — record holder (name as registered, DOB, masked client ID) and dose table (Dose / Date / Series / Vaccine / Manufacturer / Lot / Administered at) on the left, a shaded verification panel on the right (QR, Verified mark, issuer, generated date-time, data current as of, credential ID, signing key, how to verify); two-page records with a doses-on-file count on page 1 and the dose table on page 2; ISO, MM/DD/YYYY or Mon D, YYYY dates; variants Moderna x2 + Pfizer booster, Pfizer x2 + updated dose with the table on page 2, Janssen + Moderna booster, a single Pfizer dose, Moderna dose 2 after 20 days, a spouse\'s record with the same surname',
};

const STATES = [
  {
    st: 'NM',
    state: 'New Mexico',
    portal: 'ShotTrack NM',
    iis: 'New Mexico Statewide Immunization Information System',
    url: 'shottrack-nm.example/verify',
    color: '#8c2d19',
    accent: '#f3e7d3',
    style: 'us',
    sites: [
      'Sandia Drug #22, Albuquerque',
      'Mesa Vista Community Health, Santa Fe',
      'Rio Grande Mass Vaccination Site, Las Cruces',
      'Cibola Family Practice, Grants',
    ],
  },
  {
    st: 'VT',
    state: 'Vermont',
    portal: 'Green Mountain VaxCard',
    iis: 'Vermont Immunization Registry',
    url: 'vaxcard-vt.example/check',
    color: '#1e5631',
    accent: '#e6f0e3',
    style: 'iso',
    sites: [
      'Champlain Valley Pharmacy, Burlington',
      'Northeast Kingdom Health Center, St. Johnsbury',
      'Rutland Fairgrounds Clinic',
      'Otter Creek Family Medicine, Middlebury',
    ],
  },
  {
    st: 'KS',
    state: 'Kansas',
    portal: 'Sunflower Shot Record',
    iis: 'Kansas Immunization Registry',
    url: 'sunflowershots.example/verify',
    color: '#274a8a',
    accent: '#e4eaf5',
    style: 'mon',
    sites: [
      'Prairie Mart Pharmacy #7, Wichita',
      'Flint Hills Health Clinic, Emporia',
      'Sedgwick Co. Vaccination Site (Expo Hall)',
      'Smoky Hill Medical Associates, Salina',
    ],
  },
];

const PRODUCT = {
  pfizer: { vac: 'COVID-19 mRNA vaccine (Pfizer-BioNTech)', mfr: 'Pfizer, Inc.' },
  moderna: { vac: 'COVID-19 mRNA vaccine (Moderna)', mfr: 'Moderna US, Inc.' },
  janssen: { vac: 'COVID-19 vaccine, Ad26 (Janssen)', mfr: 'Janssen Biotech (J&J)' },
  novavax: { vac: 'COVID-19 vaccine, protein subunit (Novavax)', mfr: 'Novavax, Inc.' },
  pfizer_biv: { vac: 'COVID-19 mRNA bivalent booster (Pfizer-BioNTech)', mfr: 'Pfizer, Inc.' },
  moderna_biv: { vac: 'COVID-19 mRNA bivalent booster (Moderna)', mfr: 'Moderna US, Inc.' },
  pfizer_2023: { vac: 'COMIRNATY 2023–2024 Formula', mfr: 'Pfizer, Inc.' },
};

function lotFor(rng, kind) {
  if (kind.startsWith('pfizer')) return `${rng.pick(['FA', 'EW', 'FF', 'GH', 'HG'])}${rng.digits(4)}`;
  if (kind.startsWith('moderna')) return `0${rng.digits(2)}${rng.letters(1)}${rng.digits(2)}A`;
  if (kind === 'janssen') return `20${rng.digits(4)}`;
  return `${rng.digits(4)}MF${rng.digits(3)}`;
}

function render(f) {
  const s = f.st;
  const ds = (x) => fmt(x, s.style);
  const css = `
  .top { display:flex; align-items:center; gap:12px; background:${s.color}; color:#fff; padding:8px 12px; }
  .top .a { font-size:8.5pt; opacity:.9; letter-spacing:.4px; text-transform:uppercase; }
  .top .b { font-size:15pt; font-weight:bold; }
  .top .p { margin-left:auto; text-align:right; font-size:9pt; }
  .top .p b { font-size:12pt; display:block; }
  .cols { display:flex; gap:16px; margin-top:12px; }
  .left { flex: 1 1 auto; }
  .right { flex: 0 0 2.15in; background:${s.accent}; border:1px solid #bbb; border-radius:6px; padding:10px 10px; font-size:8.2pt; line-height:1.4; }
  .right .vf { font-size:12pt; font-weight:bold; color:#1b6e2a; margin:6px 0 2px; }
  .right .c { color:#555; font-size:7.2pt; text-transform:uppercase; letter-spacing:.3px; margin-top:5px; }
  .right .v { font-weight:bold; word-break:break-all; }
  .hold { border:1px solid #bbb; border-radius:6px; padding:8px 12px; }
  .hold .c { color:#555; font-size:7.4pt; text-transform:uppercase; letter-spacing:.3px; }
  .hold .n { font-size:15pt; font-weight:bold; margin-bottom:5px; }
  .hold .row { display:flex; gap:30px; font-size:10pt; }
  h3 { font-size:10.5pt; margin:14px 0 4px; color:${s.color}; }
  table.d { width:100%; font-size:8.2pt; }
  table.d th { background:${s.color}; color:#fff; text-align:left; padding:4px 4px; font-size:7.6pt; font-weight:normal; }
  table.d td { border-bottom:1px solid #bbb; padding:5px 4px; vertical-align:top; }
  .sum { font-size:10pt; border:1px dashed #999; padding:8px 12px; margin-top:12px; line-height:1.5; }
  .nt { font-size:7.8pt; color:#333; margin-top:10px; line-height:1.4; }
  .ft { font-size:7.2pt; color:#555; border-top:1px solid #aaa; margin-top:14px; padding-top:3px; display:flex; justify-content:space-between; }`;
  const header = `<div class="top">${seal({ text: `STATE OF ${s.state.toUpperCase()} · IMMUNIZATION PROGRAM ·`, inner: s.st, color: '#ffffff', size: 58 })}
    <div><div class="a">State of ${esc(s.state)} · ${esc(s.iis)}</div><div class="b">Digital COVID-19 Vaccine Record</div></div>
    <div class="p"><b>${esc(s.portal)}</b>Official record · public portal</div></div>`;
  const holder = `<div class="hold"><div class="c">Name (as registered)</div><div class="n">${esc(f.hname)}</div>
    <div class="row"><div><div class="c">Date of birth</div>${esc(ds(f.hdob))}</div><div><div class="c">Client ID</div>${esc(f.client)}</div><div><div class="c">Doses on file</div>${f.doses.length}</div></div></div>`;
  const table = `<table class="d"><tr><th>Dose</th><th>Date</th><th>Series</th><th>Vaccine</th><th>Manufacturer</th><th>Lot</th><th>Administered at</th></tr>${f.doses
    .map(
      (d, i) =>
        `<tr><td>${i + 1}</td><td style="white-space:nowrap">${esc(ds(d.date))}</td><td>${esc(d.series)}</td><td>${esc(PRODUCT[d.p].vac)}</td><td>${esc(PRODUCT[d.p].mfr)}</td><td>${esc(d.lot)}</td><td>${esc(d.site)}</td></tr>`,
    )
    .join('')}</table>`;
  const panel = `<div class="right"><div style="text-align:center">${qr(f.qrRng, { size: 128, n: 29 })}</div>
    <div class="vf">✓ Verified record</div>
    <div>Matches the ${esc(s.iis)} as of the date below.</div>
    <div class="c">Issued by</div><div class="v">State of ${esc(s.state)} — ${esc(s.portal)}</div>
    <div class="c">Record generated</div><div class="v">${esc(ds(f.generated))} ${esc(f.gtime)}</div>
    <div class="c">Registry data current as of</div><div class="v">${esc(ds(f.asOf))}</div>
    <div class="c">Last update by a provider</div><div class="v">${esc(ds(f.lastUpdate))}</div>
    <div class="c">Credential ID</div><div class="v">${esc(f.cred)}</div>
    <div class="c">Signing key</div><div class="v" style="font-weight:normal;font-family:${FONTS.mono};font-size:7pt">ES256 · kid ${esc(f.kid)}</div>
    <div class="c">How to verify</div><div>Scan the code with any health-card verifier app, or enter the credential ID at ${esc(s.url)}. The app shows the name, date of birth and doses held by the registry.</div></div>`;
  const notes = `<div class="nt">This record lists the COVID-19 vaccinations reported to the ${esc(s.iis)} by vaccination providers. Doses given in another state, abroad or by a federal agency appear only if the provider reported them. To correct a record, contact the provider that gave the dose. This record does not expire; the QR code reflects the registry on the date it was generated.</div>`;
  const pages = f.twoPage ? 2 : 1;
  const foot = (n) =>
    `<div class="ft"><span>${esc(s.portal)} · generated ${esc(ds(f.generated))} ${esc(f.gtime)} · request ${esc(f.req)}</span><span>Page ${n} of ${pages}</span></div>`;
  let body;
  if (!f.twoPage) {
    body = `${header}<div class="cols"><div class="left">${holder}<h3>COVID-19 vaccinations</h3>${table}${notes}</div>${panel}</div>${foot(1)}`;
  } else {
    body = `${header}<div class="cols"><div class="left">${holder}
      <div class="sum">COVID-19 vaccination doses on file: <b>${f.doses.length}</b><br>Dose details (dates, vaccine, manufacturer, lot and where each dose was given) are on page 2.</div>${notes}</div>${panel}</div>${foot(1)}
      <div class="pb"></div>${header}<h3>COVID-19 vaccinations — ${esc(f.hname)} · DOB ${esc(ds(f.hdob))}</h3>${table}
      <div class="nt">Series: "Primary" doses make up the initial series; "Booster" and "Updated" doses were given after it. Dates are the dates of administration as reported by the provider.</div>${foot(2)}`;
  }
  return page({ title: 'Digital COVID-19 Vaccine Record', body, css, font: FONTS.open, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => {
    const st = o.st || rng.pick(STATES);
    const holder = o.holder || p;
    const generated = addDays('2026-10-26', rng.int(0, 24));
    return {
      st,
      hname: nameAs(holder, rng.pick(['FIRST_MI_LAST', 'LAST_FIRST_MI', 'full'])),
      hdob: holder.dob,
      client: `${st.st}-•••-${rng.digits(4)}`,
      doses: doses.map((d) => ({ ...d, lot: lotFor(rng, d.p), site: d.site || rng.pick(st.sites) })),
      generated,
      gtime: `${rng.int(7, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      asOf: addDays(generated, -1),
      lastUpdate: addDays(doses[doses.length - 1].date, rng.int(1, 6)),
      cred: `${st.st}${rng.alnum(4)}-${rng.alnum(4)}-${rng.alnum(4)}`,
      kid: rng.alnum(22),
      req: `R${rng.digits(9)}`,
      qrRng: rng,
      twoPage: !!o.twoPage,
    };
  };
  const out = [];

  // 1 — Moderna x2 + Pfizer bivalent booster, one page
  {
    const p = k.person();
    const d1 = addDays('2021-02-08', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(28, 35));
    const d3 = addDays('2022-09-19', rng.int(0, 60));
    const f = make(p, [
      { date: d1, p: 'moderna', series: 'Primary 1 of 2' },
      { date: d2, p: 'moderna', series: 'Primary 2 of 2' },
      { date: d3, p: 'pfizer_biv', series: 'Booster' },
    ]);
    out.push({
      key: 'moderna-two-pfizer-booster-one-page',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'digital',
        'doses.0.manufacturer': 'moderna',
        'doses.0.date': d1,
        'doses.1.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.2.kind': 'booster',
        'doses.2.manufacturer': 'pfizer',
        'doses.2.date': d3,
        ...personData(),
      },
      note: `Moderna ${d1} and ${d2} (${Math.round((new Date(d2) - new Date(d1)) / 864e5)} days), Pfizer bivalent booster ${d3}; the generated, data-as-of and last-update dates in the verification panel are not doses`,
      rendering: 'text_pdf',
    });
  }

  // 2 — Pfizer x2 + 2023-2024 updated dose, the dose table on page 2
  {
    const p = k.person();
    const d1 = addDays('2021-03-15', rng.int(0, 100));
    const d2 = addDays(d1, rng.int(21, 27));
    const d3 = addDays('2023-09-25', rng.int(0, 50));
    const f = make(
      p,
      [
        { date: d1, p: 'pfizer', series: 'Primary 1 of 2' },
        { date: d2, p: 'pfizer', series: 'Primary 2 of 2' },
        { date: d3, p: 'pfizer_2023', series: 'Updated (2023–2024)' },
      ],
      { twoPage: true },
    );
    out.push({
      key: 'pfizer-two-updated-dose-table-on-page2',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'digital',
        'doses.0.manufacturer': 'pfizer',
        'doses.0.date': d1,
        'doses.1.manufacturer': 'pfizer',
        'doses.1.date': d2,
        ...personData(),
      },
      note: `page 1 gives only the count of doses; page 2 lists Pfizer ${d1}, ${d2} and a 2023–2024 updated dose ${d3}`,
      rendering: 'text_pdf',
      multipage: true,
    });
  }

  // 3 — Janssen single dose + Moderna bivalent booster
  {
    const p = k.person();
    const d1 = addDays('2021-03-29', rng.int(0, 120));
    const d2 = addDays('2022-10-03', rng.int(0, 60));
    const f = make(p, [
      { date: d1, p: 'janssen', series: 'Primary 1 of 1' },
      { date: d2, p: 'moderna_biv', series: 'Booster' },
    ]);
    out.push({
      key: 'janssen-single-moderna-booster',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination'],
      data: {
        record_type: 'digital',
        'doses.0.manufacturer': 'janssen',
        'doses.0.date': d1,
        'doses.1.kind': 'booster',
        'doses.1.manufacturer': 'moderna',
        ...personData(),
      },
      note: 'a one-dose Janssen primary series is complete; an mRNA booster after it is accepted (corpus reading)',
      rendering: 'scanned_pdf',
    });
  }

  // 4 — a single Pfizer dose, table on page 2
  {
    const p = k.person();
    const d1 = addDays('2021-05-03', rng.int(0, 120));
    const f = make(p, [{ date: d1, p: 'pfizer', series: 'Primary 1 of 2' }], { twoPage: true });
    out.push({
      key: 'single-pfizer-dose-page2',
      person: requestPerson(p),
      html: render(f),
      issues: ['not enough doses'],
      data: { record_type: 'digital', 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1, ...personData() },
      note: `one Pfizer dose (${d1}, "Primary 1 of 2") and nothing after it; the verification panel says the record is verified, which is not a complete series`,
      rendering: 'text_pdf',
      multipage: true,
    });
  }

  // 5 — Moderna dose 2 only 20 days after dose 1
  {
    const p = k.person();
    const d1 = addDays('2021-01-18', rng.int(0, 100));
    const d2 = addDays(d1, 20);
    const d3 = addDays('2021-11-08', rng.int(0, 60));
    const f = make(p, [
      { date: d1, p: 'moderna', series: 'Primary 1 of 2' },
      { date: d2, p: 'moderna', series: 'Primary 2 of 2' },
      { date: d3, p: 'moderna', series: 'Booster' },
    ]);
    out.push({
      key: 'moderna-second-dose-after-20-days',
      person: requestPerson(p),
      html: render(f),
      issues: ['insufficient waiting period'],
      data: { 'doses.0.manufacturer': 'moderna', 'doses.0.date': d1, 'doses.1.date': d2 },
      note: `Moderna ${d1} then ${d2}: 20 days, below 28 − 4 = 24; the later booster does not repair the primary interval`,
      rendering: 'photo',
    });
  }

  // 6 — the spouse's record: same surname, another first name and birth date
  {
    const p = k.person();
    const q0 = otherPerson(k.person, p);
    const spouse = { ...q0, last: p.last, nick: null };
    const d1 = addDays('2022-01-10', rng.int(0, 120));
    const d2 = addDays(d1, rng.int(21, 30));
    const f = make(
      p,
      [
        { date: d1, p: 'novavax', series: 'Primary 1 of 2' },
        { date: d2, p: 'novavax', series: 'Primary 2 of 2' },
      ],
      { holder: spouse },
    );
    out.push({
      key: 'spouses-record-same-surname',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['name mismatch'],
      data: { 'person.name.status': 'mismatch' },
      note: `the record is ${spouse.first} ${spouse.last}'s (same surname as the worker ${p.first} ${p.last}, another first name); the request carries no date of birth, so only the name decides; the Novavax series itself is complete`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
