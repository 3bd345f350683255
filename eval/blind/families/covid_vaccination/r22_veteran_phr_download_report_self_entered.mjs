// Page 1 of a personal-health-record "download my data" report from a (fictional) veterans' and service members'
// health network's patient portal, printed from the browser by a nurse who is a veteran and photographed, scanned or
// faxed to the staffing agency. Browser print header / footer (date-time, title, URL, "1 of 4"). Report banner with
// "created" date-time, date range, sections and sources ("VSHN electronic health record" and "Self-entered"), then
// sections set off by rules: DEMOGRAPHICS (LAST, FIRST MIDDLE; date of birth; preferred facility; primary-care
// provider; emergency contact — another person), ALLERGIES (with entry dates), IMMUNIZATIONS — source VSHN (stacked
// "Immunization: / Date received: / Location: / Series: / Reaction: / Comments:" entries newest first, CVX-style
// upper-case descriptions, the maker and lot in the comments, influenza, Tdap and pneumococcal entries between the
// COVID-19 ones), IMMUNIZATIONS — self-entered (the veteran's own entries in their own words: outside doses with a
// date, a method, a free-text "where" line that may be blank), VITALS (most recent), APPOINTMENTS (future dates).
// Two print styles: the classic monospace text report and a newer label-column print view.
import { addDays, fmt, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r22_veteran_phr_download_report_self_entered',
  split: 'tuning',
  renderings: { photo: 35, fax: 20, scanned_pdf: 30, text_pdf: 15 },
  description:
    'Page 1 of a veterans\' health network patient-portal personal health record "download report" printed from the browser (print header / footer with date-time, URL and 1 of 4): report created date-time, date range, sources (network EHR and self-entered), then ruled sections — demographics (LAST, FIRST MIDDLE, DOB, preferred facility, primary-care provider, emergency contact), allergies with entry dates, immunizations from the network EHR as stacked label / value entries newest first (CVX-style upper-case descriptions, location, series, reaction, maker and lot in comments; influenza, Tdap and pneumococcal entries between the COVID-19 ones), self-entered immunizations in the veteran\'s own words (date, method, free-text where-given that may be blank), vitals and future appointments; classic monospace or label-column print view; variants Moderna x2 among flu entries, Pfizer x2 and an updated-formula dose, Janssen with a self-entered pharmacy booster, Pfizer dose 1 on record and dose 2 self-entered with the date unknown, Pfizer doses fifteen days apart, a Moderna series only self-entered with no place or provider',
};

const NETWORK = {
  short: 'VSHN',
  long: 'Veterans & Service Members Health Network',
  portal: 'MyServiceHealth',
  host: 'myservicehealth.vshn.example.gov',
};
const FACILITIES = [
  ['LAKESHORE VSHN MEDICAL CENTER', 'OMAHA, NE'],
  ['TAMARACK VSHN COMMUNITY CLINIC', 'BOISE, ID'],
  ['SAVANNAH VSHN OUTPATIENT CLINIC', 'SAVANNAH, GA'],
  ['CAPITOL VALLEY VSHN MEDICAL CENTER', 'ALBANY, NY'],
  ['MESA VSHN HEALTH CARE CENTER', 'MESA, AZ'],
];
const PCPS = ['RUTH A KEMPER, NP', 'DONOVAN PIERCE, MD', 'ALMA SZABO, PA-C', 'KENNETH OSTRANDER, DO'];
const CONTACTS = [
  ['Raymond Ellis', 'spouse'],
  ['Teresa Mayfield', 'sister'],
  ['Julian Ortiz', 'partner'],
  ['Gloria Nakashima', 'mother'],
];
const NURSES = ['J KOWAL RN', 'M ABERNETHY LPN', 'T OKONJO RN', 'S VARGA RN', 'L PIETRANGELI LPN'];

// manufacturer labels in the comments / description per product
const DESC = {
  pfizer: ['COVID-19, MRNA, LNP-S, PF, 30 MCG/0.3 ML DOSE', 'PFIZER, INC', 'pfizer'],
  moderna: ['COVID-19, MRNA, LNP-S, PF, 100 MCG/0.5 ML DOSE', 'MODERNA US, INC', 'moderna'],
  janssen: ['COVID-19 VACCINE, VECTOR-NR, RS-AD26, PF, 0.5 ML', 'JANSSEN PRODUCTS, LP', 'janssen'],
  pfizer2023: ['COVID-19, MRNA, LNP-S, PF, PFIZER-BIONTECH, 2023-2024 FORMULA', 'PFIZER, INC', 'pfizer'],
  moderna2024: ['COVID-19, MRNA, LNP-S, PF, MODERNA, 2024-2025 FORMULA', 'MODERNA US, INC', 'moderna'],
};
const OTHER = [
  ['INFLUENZA, INJECTABLE, QUADRIVALENT, PRESERVATIVE FREE', 'SANOFI PASTEUR'],
  ['INFLUENZA, INJECTABLE, MDCK, QUADRIVALENT, PF', 'SEQIRUS'],
  ['TDAP', 'GLAXOSMITHKLINE'],
  ['PNEUMOCOCCAL CONJUGATE PCV 20', 'PFIZER, INC'],
  ['ZOSTER RECOMBINANT (SHINGRIX)', 'GLAXOSMITHKLINE'],
];

function lotFor(rng, p) {
  if (p.startsWith('pfizer')) return `${rng.pick(['EW', 'EN', 'FA', 'HH'])}${rng.digits(4)}`;
  if (p.startsWith('moderna')) return `0${rng.digits(2)}${rng.letters(1)}${rng.digits(2)}${rng.letters(1)}`;
  return `${rng.digits(4)}${rng.digits(2)}`;
}

function render(f) {
  const ds = f.ds;
  const vsEntries = f.vshn.map((e) => {
    const lines = [
      ['Immunization', e.desc],
      ['Date received', fmt(e.date, ds)],
      ['Location', e.loc],
      ...(e.series ? [['Series', e.series]] : []),
      ['Reaction', e.reaction || 'NONE NOTED'],
      ['Comments', e.comments],
    ];
    return lines;
  });
  const seEntries = f.self.map((e) => [
    ['Immunization', e.name],
    ['Date received', e.dateText],
    ['Method', e.method],
    ['Where given / provider', e.where],
    ['Reaction', e.reaction || ''],
    ['Notes', e.notes || ''],
    ['Entered', fmt(e.entered, ds)],
  ]);
  const cover = [
    ['Report created', `${fmt(f.created, 'long')} at ${f.createdTime}`],
    ['Date range', 'All dates'],
    ['Sections', 'Demographics; Allergies; Immunizations; Vitals; Appointments (future)'],
    [
      'Sources',
      `${NETWORK.short} electronic health record (${NETWORK.short}); information you entered (Self-entered)`,
    ],
  ];
  const demo = [
    ['Name', f.nameUpper],
    ['Date of birth', fmt(f.dob, ds)],
    ['Preferred facility', `${f.home[0]} (${f.home[1]})`],
    ['Primary care provider', f.pcp],
    ['Emergency contact', `${f.contact[0]} (${f.contact[1]}) ${f.contactPhone}`],
  ];
  const allergies = f.allergies.map((a) => [
    ['Allergen', a[0]],
    ['Reaction', a[1]],
    ['Date entered', fmt(a[2], ds)],
  ]);
  const vitals = [
    ['Blood pressure', `${f.bp} (${fmt(f.vitalsDate, ds)})`],
    ['Pulse', `${f.pulse} /min (${fmt(f.vitalsDate, ds)})`],
    ['Weight', `${f.weight} lb (${fmt(f.vitalsDate, ds)})`],
  ];
  const appts = f.appts.map((a) => [
    ['Date / time', `${fmt(a[0], ds)} ${a[1]}`],
    ['Clinic', a[2]],
    ['Status', 'FUTURE'],
  ]);

  if (f.style === 'mono') {
    const W = 92;
    const rule = (c = '-') => c.repeat(W);
    const pad = (s, n) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
    const head = (t, src) => `${rule()}\n${pad(t, W - src.length)}${src}\n${rule()}`;
    const kv = (arr, w = 24) => arr.map(([a, b]) => `${pad(a + ':', w)}${b}`).join('\n');
    const blocks = (arr, w) => arr.map((x) => kv(x, w)).join('\n\n');
    const text = [
      `${NETWORK.portal}  ·  ${NETWORK.long}`,
      'PERSONAL HEALTH INFORMATION — DOWNLOAD REPORT',
      '*** CONFIDENTIAL: this file contains personal health information. Keep it secure. ***',
      '',
      kv(cover, 18),
      '',
      head('DEMOGRAPHICS', `Source: ${NETWORK.short}`),
      kv(demo),
      '',
      head('ALLERGIES', `Source: ${NETWORK.short}`),
      blocks(allergies),
      '',
      head('IMMUNIZATIONS', `Source: ${NETWORK.short}`),
      vsEntries.length ? blocks(vsEntries) : 'No information was found for this section.',
      '',
      head('IMMUNIZATIONS', 'Source: Self-entered'),
      seEntries.length ? blocks(seEntries) : 'No information was entered for this section.',
      '',
      head('VITALS (most recent)', `Source: ${NETWORK.short}`),
      kv(vitals),
      '',
      head('APPOINTMENTS (future)', `Source: ${NETWORK.short}`),
      blocks(appts),
    ].join('\n');
    return page({
      title: `${NETWORK.portal} — Download report`,
      size: 'letter',
      margin: '0.4in 0.45in',
      font: FONTS.sans,
      body: `<div class="bh"><span>${esc(f.printStamp)}</span><span>${NETWORK.portal} – Download My Data</span></div>
        <div class="pg"><pre class="rep">${esc(text)}</pre></div>
        <div class="bf"><span>https://${NETWORK.host}/phr/download/report?fmt=txt</span><span>1/4</span></div>`,
      css: `
      .bh, .bf { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; }
      .pg { height:9.75in; overflow:hidden; }
      .rep { font-family:${FONTS.courier}; font-size:${f.fs}pt; line-height:1.18; margin:6px 0 0; white-space:pre-wrap; }`,
    });
  }

  // label-column print view
  const tbl = (arr) =>
    `<table class="kv">${arr.map(([a, b]) => `<tr><th>${esc(a)}</th><td>${esc(b)}</td></tr>`).join('')}</table>`;
  const sec = (t, src, inner) =>
    `<div class="sec"><div class="sh"><span>${esc(t)}</span><span class="src">Source: ${esc(src)}</span></div>${inner}</div>`;
  const list = (arr, empty) =>
    arr.length ? arr.map(tbl).join('<div class="sp"></div>') : `<div class="em">${esc(empty)}</div>`;
  return page({
    title: `${NETWORK.portal} — Health Summary`,
    size: 'letter',
    margin: '0.4in 0.5in',
    font: FONTS.open,
    body: `<div class="bh"><span>${esc(f.printStamp)}</span><span>Print view · ${NETWORK.portal}</span></div>
      <div class="pg"><div class="ban"><div class="pl">${NETWORK.portal}</div><div class="ps">${esc(NETWORK.long)}</div></div>
      <div class="tt">My Health Information — Download Report</div>
      <div class="conf">CONFIDENTIAL — contains personal health information</div>
      ${tbl(cover)}
      ${sec('Demographics', NETWORK.short, tbl(demo))}
      ${sec('Allergies', NETWORK.short, list(allergies, ''))}
      ${sec('Immunizations', NETWORK.short, list(vsEntries, 'No information was found for this section.'))}
      ${sec('Immunizations', 'Self-entered', list(seEntries, 'No information was entered for this section.'))}
      ${sec('Vitals (most recent)', NETWORK.short, tbl(vitals))}
      ${sec('Appointments (future)', NETWORK.short, list(appts, ''))}</div>
      <div class="bf"><span>https://${NETWORK.host}/phr/download/report?fmt=print</span><span>1 of 4</span></div>`,
    css: `
    body { font-size:${f.fs}pt; }
    .bh, .bf { display:flex; justify-content:space-between; font-size:7.4pt; color:#333; font-family:${FONTS.sans}; }
    .pg { height:9.75in; overflow:hidden; }
    .ban { background:#12355b; color:#fff; padding:5px 10px; margin-top:4px; display:flex; align-items:baseline; gap:12px; }
    .pl { font-weight:bold; font-size:13pt; } .ps { font-size:8.5pt; }
    .tt { font-size:12pt; font-weight:bold; margin:5px 0 1px; } .conf { font-size:7.6pt; color:#8a1c1c; margin-bottom:3px; }
    .sec { margin-top:5px; } .sh { display:flex; justify-content:space-between; border-bottom:1.5px solid #12355b; font-weight:bold; color:#12355b; font-size:${f.fs + 1}pt; }
    .src { font-weight:normal; font-size:${f.fs - 0.6}pt; color:#444; }
    table.kv { width:100%; } table.kv th { text-align:left; width:1.75in; font-weight:600; color:#333; padding:0 4px 0 0; vertical-align:top; }
    table.kv td { padding:0; vertical-align:top; }
    .sp { height:3px; border-bottom:0.5px dotted #bbb; margin-bottom:3px; } .em { color:#555; font-style:italic; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const homes = rng.shuffle(FACILITIES);
  let n = 0;
  const nurse = () => rng.pick(NURSES);
  const vDose = (p, date, home, series) => {
    const d = DESC[p];
    return {
      date,
      desc: d[0],
      loc: home[0],
      series,
      comments: `MFR: ${d[1]} · LOT: ${lotFor(rng, p)} · ${rng.pick(['L', 'R'])} DELTOID IM · ADMIN BY ${nurse()}`,
      kind: p,
    };
  };
  const vOther = (date, home, which) => {
    const o = which === 'flu' ? rng.pick(OTHER.slice(0, 2)) : rng.pick(OTHER);
    return {
      date,
      desc: o[0],
      loc: home[0],
      comments: `MFR: ${o[1]} · LOT: ${rng.alnum(6)} · ADMIN BY ${nurse()}`,
    };
  };
  const mk = (p, o = {}) => {
    const home = homes[n++ % homes.length];
    const created = addDays('2026-10-26', rng.int(0, 22));
    const style = o.style || rng.pick(['mono', 'labels']);
    const f = {
      home,
      nameUpper: stripAccents(`${p.last}, ${p.first}${p.middle ? ' ' + p.middle : ''}`).toUpperCase(),
      dob: p.dob,
      pcp: rng.pick(PCPS),
      contact: rng.pick(CONTACTS),
      contactPhone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      allergies: [
        [
          rng.pick(['PENICILLIN', 'SULFA DRUGS', 'LATEX', 'SHELLFISH']),
          rng.pick(['HIVES', 'RASH', 'ITCHING']),
          addDays('2018-03-01', rng.int(0, 1500)),
        ],
      ],
      created,
      createdTime: `${rng.int(7, 11)}:${rng.pick(['04', '18', '33', '52'])} AM ${rng.pick(['CT', 'ET', 'MT'])}`,
      printStamp: `${fmt(addDays(created, rng.int(0, 2)), 'us_short')}, ${rng.int(1, 5)}:${rng.pick(['07', '26', '41', '58'])} PM`,
      bp: `${rng.int(112, 134)}/${rng.int(68, 86)}`,
      pulse: rng.int(62, 84),
      weight: rng.int(128, 212),
      vitalsDate: addDays('2026-05-01', rng.int(0, 150)),
      appts: [
        [
          addDays('2026-12-01', rng.int(0, 60)),
          `${rng.int(8, 15)}:${rng.pick(['00', '30'])}`,
          `PRIMARY CARE ${rng.pick(['BLUE', 'GREEN', 'RED'])} TEAM — ${home[0]}`,
        ],
      ],
      ds: o.ds || rng.pick(['us', 'us', 'long']),
      style,
      fs: style === 'mono' ? 8.1 : 8.2,
      vshn: [],
      self: [],
      ...o,
    };
    // network entries newest first
    f.vshn = [...f.vshn].sort((a, b) => (a.date < b.date ? 1 : -1));
    return f;
  };
  const seDate = (iso, style) => fmt(iso, style || rng.pick(['us', 'us_nz']));
  const ddata = (doses) => {
    const o = {};
    doses.forEach((d, i) => {
      if (d.date) o[`doses.${i}.date`] = d.date;
      o[`doses.${i}.manufacturer`] = d.mfr;
    });
    return o;
  };
  const gap = (a, b) => Math.round((new Date(b) - new Date(a)) / 864e5);
  const out = [];

  // 1 — Moderna x2 at the network medical centre, between influenza entries (photo)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-01-18', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(28, 38));
    const f = mk(p, {
      vshn: [
        vDose('moderna', d1, home, '1 OF 2'),
        vDose('moderna', d2, home, 'COMPLETE (2 OF 2)'),
        vOther(addDays('2024-10-01', rng.int(0, 40)), home, 'flu'),
        vOther(addDays('2025-09-25', rng.int(0, 40)), home, 'flu'),
        vOther(addDays('2021-10-04', rng.int(0, 30)), home),
      ],
    });
    out.push({
      key: 'moderna-two-doses-among-flu-entries',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: {
        ...ddata([
          { date: d1, mfr: 'moderna' },
          { date: d2, mfr: 'moderna' },
        ]),
        ...personData(),
      },
      note: `network immunizations listed newest first: Moderna (MFR: MODERNA US, INC) ${d1} and ${d2}, ${gap(d1, d2)} days apart, at ${home[0]} with the administering nurse in the comments; the other network entries are two influenza doses and one other vaccine; report-created, allergy-entered, vitals and future appointment dates are not doses; record_type left out (a portal download could be read as electronic or immunization_record)`,
    });
  }

  // 2 — Pfizer x2 and a 2023-2024 formula Pfizer dose (fax)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-02-08', rng.int(0, 80));
    const d2 = addDays(d1, rng.int(21, 27));
    const b = addDays('2023-09-25', rng.int(0, 50));
    const f = mk(p, {
      style: 'mono',
      vshn: [
        vDose('pfizer', d1, home, '1 OF 2'),
        vDose('pfizer', d2, home, 'COMPLETE (2 OF 2)'),
        vDose('pfizer2023', b, home, 'BOOSTER'),
        vOther(addDays('2025-10-06', rng.int(0, 30)), home),
      ],
      fs: 8.6,
    });
    out.push({
      key: 'pfizer-two-doses-and-updated-formula-dose',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: {
        ...ddata([
          { date: d1, mfr: 'pfizer' },
          { date: d2, mfr: 'pfizer' },
          { date: b, mfr: 'pfizer' },
        ]),
        'doses.2.kind': 'booster',
        ...personData(),
      },
      note: `Pfizer ${d1} and ${d2} (${gap(d1, d2)} days apart, series COMPLETE) and a 2023-2024 formula Pfizer dose ${b} with series BOOSTER; listed newest first`,
    });
  }

  // 3 — Janssen at the network clinic; an mRNA booster self-entered with the pharmacy named (scanned PDF)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-03-22', rng.int(0, 60));
    const b = addDays('2022-10-10', rng.int(0, 60));
    const pharm = rng.pick(['Harmon Blvd Pharmacy #221', 'Bellwether Drug #14', 'Larkspur Ave Pharmacy']);
    const f = mk(p, {
      vshn: [
        vDose('janssen', d1, home, 'COMPLETE (1 OF 1)'),
        vOther(addDays('2024-10-14', rng.int(0, 30)), home),
      ],
      self: [
        {
          name: 'Covid booster - Moderna (bivalent)',
          dateText: seDate(b),
          method: 'Injection',
          where: `${pharm}, pharmacist`,
          notes: 'sore arm 1 day',
          entered: addDays(b, rng.int(2, 40)),
        },
      ],
    });
    out.push({
      key: 'janssen-on-record-self-entered-pharmacy-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination'],
      data: {
        ...ddata([
          { date: d1, mfr: 'janssen' },
          { date: b, mfr: 'moderna' },
        ]),
        ...personData(),
      },
      note: `network entry: Janssen (JANSSEN PRODUCTS, LP) ${d1}, series COMPLETE (1 OF 1) — a complete primary series on its own; the self-entered Moderna booster ${b} names ${pharm} as where it was given (an mRNA booster after Janssen is accepted, per this corpus's reading); the self-entry's "Entered" date is not a dose`,
    });
  }

  // 4 — Pfizer dose 1 on record; dose 2 self-entered with the date unknown (text PDF)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-04-05', rng.int(0, 60));
    const f = mk(p, {
      vshn: [vDose('pfizer', d1, home, '1 OF 2'), vOther(addDays('2025-10-20', rng.int(0, 30)), home)],
      self: [
        {
          name: 'COVID vaccine #2 (Pfizer)',
          dateText: 'Unknown',
          method: 'Injection',
          where: `${rng.pick(['County fairgrounds drive-thru clinic', 'Work site clinic at the plant', 'National Guard armory mass clinic'])}`,
          notes: "don't have my card anymore - it was about 3 wks after the 1st",
          entered: addDays('2026-09-10', rng.int(0, 40)),
        },
      ],
    });
    out.push({
      key: 'pfizer-dose-two-self-entered-date-unknown',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing dose date'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer', ...personData() },
      note: `network entry: Pfizer ${d1}, series 1 OF 2; the second Pfizer dose exists only as a self-entry whose "Date received" is "Unknown" ("about 3 wks after the 1st" is not a date); read as missing dose date (not enough doses may also be reported); the self-entry's "Entered" date is when it was typed in, not a dose date`,
    });
  }

  // 5 — two Pfizer doses fifteen days apart at the network clinic (photo)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-01-25', rng.int(0, 80));
    const d2 = addDays(d1, 15);
    const f = mk(p, {
      vshn: [
        vDose('pfizer', d1, home, '1 OF 2'),
        vDose('pfizer', d2, home, 'COMPLETE (2 OF 2)'),
        vOther(addDays('2023-10-02', rng.int(0, 40)), home),
        vOther(addDays('2026-09-21', rng.int(0, 30)), home),
      ],
    });
    out.push({
      key: 'pfizer-doses-fifteen-days-apart',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['insufficient waiting period'],
      data: {
        ...ddata([
          { date: d1, mfr: 'pfizer' },
          { date: d2, mfr: 'pfizer' },
        ]),
        ...personData(),
      },
      note: `Pfizer ${d1} and ${d2}: 15 days apart, below 21 − 4 = 17 days, although the network marks the series COMPLETE; the newest network entry is another vaccine given this autumn`,
    });
  }

  // 6 — the Moderna series only self-entered, with no place or provider (scanned PDF)
  {
    const p = k.person();
    const home = homes[n % homes.length];
    const d1 = addDays('2021-03-10', rng.int(0, 80));
    const d2 = addDays(d1, rng.int(28, 35));
    const entered = addDays('2026-09-15', rng.int(0, 30));
    const f = mk(p, {
      vshn: [
        vOther(addDays('2025-10-01', rng.int(0, 30)), home),
        vOther(addDays('2022-11-07', rng.int(0, 30)), home),
      ],
      self: [
        {
          name: 'Moderna covid shot 1',
          dateText: seDate(d1),
          method: 'Injection',
          where: '',
          notes: '',
          entered,
        },
        {
          name: 'Moderna covid shot 2',
          dateText: seDate(d2),
          method: 'Injection',
          where: '',
          notes: 'felt tired next day',
          entered,
        },
      ],
    });
    out.push({
      key: 'moderna-series-self-entered-no-place-or-provider',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['missing dose administrator'],
      data: {
        ...ddata([
          { date: d1, mfr: 'moderna' },
          { date: d2, mfr: 'moderna' },
        ]),
        ...personData(),
      },
      note: `the network's own immunization entries are influenza / Tdap / pneumococcal / zoster only; both Moderna doses (${d1}, ${d2}, ${gap(d1, d2)} days apart) exist only as the veteran's self-entries with "Where given / provider" empty; the network facility in the demographics and on other vaccines did not give them; read as missing dose administrator`,
    });
  }
  return out;
}
