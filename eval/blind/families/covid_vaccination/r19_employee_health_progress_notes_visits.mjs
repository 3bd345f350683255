// A hospital Employee Health Service's paper "Progress Notes" continuation sheets for one employee, copied from the
// chart: a header with the form number, a patient imprint box (embossed-card addressograph: LAST, FIRST M, employee
// no., DOB, department) on every page, a ruled two-column table (Date / time | Notes — sign every entry), and one
// handwritten entry per visit, each in the pen and date habit of the nurse who saw the employee. COVID-19 doses are
// written in prose inside visit notes between other visits (respirator fit test, hepatitis B series, Tdap, TB skin
// test placed and read, influenza vaccine, a deferred visit), so the doses are spread over visits and, for the longer
// charts, over two pages with the second dose on page 2. Each entry ends with the nurse's signature and title.
// Variants: Pfizer x2 and a booster over two pages, Moderna x2 on one page, Janssen with a later Pfizer booster,
// a Pfizer second dose given 15 days after the first, a Moderna series whose second visit was deferred and never
// repeated, Pfizer then Moderna as the two primary doses.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r19_employee_health_progress_notes_visits',
  split: 'tuning',
  renderings: { photo: 35, fax: 15, scanned_pdf: 25, text_pdf: 25 },
  description:
    'Hospital Employee Health Service paper Progress Notes copied from the chart: form header, embossed patient imprint box (LAST, FIRST M, employee no., DOB, dept.) on each page, ruled Date / time | Notes table with one handwritten prose entry per visit in each nurse\u2019s own pen and date habit ("3/15/21 1410", "Jan 7 2021", "04-02-21"), COVID-19 doses written inside visit notes ("COVID vaccine #2 — Pfizer-BioNTech 0.3 mL IM L delt, lot EN6201") between fit-test, hepatitis B, Tdap, TB skin test placed / read, influenza and deferred visits, each signed with name and title; two-page charts with dose 2 on page 2; variants Pfizer x2 + booster, Moderna x2, Janssen + Pfizer booster, Pfizer dose 2 after 15 days, Moderna dose 2 deferred for fever and never given, Pfizer then Moderna',
};

const HOSPITALS = [
  {
    name: 'St. Brendan Regional Medical Center',
    dept: 'EMPLOYEE HEALTH SERVICE',
    ini: 'SBR',
    form: 'SBR-1140 (Rev. 11/19)',
    color: '#1d3b6e',
  },
  {
    name: 'Larkspur Valley Hospital',
    dept: 'OCCUPATIONAL & EMPLOYEE HEALTH',
    ini: 'LVH',
    form: 'LVH 88-201 rev 2018',
    color: '#5b2148',
  },
  {
    name: 'Meridian Lakes Health System',
    dept: 'EMPLOYEE HEALTH CLINIC — BLDG C',
    ini: 'MLH',
    form: 'MLHS-PN-02 (06/2020)',
    color: '#24513f',
  },
];
const NURSES = [
  { name: 'Dolores Kwiatek', title: 'RN', ds: 'us_short', time: true },
  { name: 'Marcus Ellingboe', title: 'RN, COHN', ds: 'mon', time: false },
  { name: 'Priya Ramaswamy', title: 'LPN', ds: 'dash2', time: true },
  { name: 'Ginny Halloran', title: 'RN', ds: 'us_nz', time: true },
  { name: 'Theo Baptiste', title: 'NP', ds: 'us_short', time: false },
];
const PRODUCT = {
  pfizer: {
    txt: 'Pfizer-BioNTech COVID-19 vaccine 0.3 mL IM',
    lot: () => ['EN6201', 'EL9269', 'ER8737', 'EW0182', 'FF2587', 'FJ1620'],
  },
  moderna: {
    txt: 'Moderna COVID-19 vaccine 0.5 mL IM',
    lot: () => ['011J20A', '039K20A', '025L20A', '013M20A', '044A21A', '030B21A'],
  },
  janssen: {
    txt: 'Janssen (J&J) COVID-19 vaccine 0.5 mL IM, single dose',
    lot: () => ['1805020', '1808609', '203A21A', '1805029'],
  },
};
const PENS = HANDS.filter((x) => x !== 'Breip');

function dfmt(iso, ds) {
  if (ds === 'dash2') {
    const [y, m, d] = iso.split('-');
    return `${m}-${d}-${y.slice(2)}`;
  }
  return fmt(iso, ds);
}

/** One visit entry: { date, text, nurse } */
function entryHtml(e) {
  const n = e.nurse;
  const ink = n.ink;
  const h = (t, o = {}) => hand(t, { font: n.font, ink, size: '1.08em', ...o });
  const when = `${dfmt(e.date, n.ds)}${n.time ? `<br>${e.time}` : ''}`;
  return `<tr><td class="dt">${h(when.split('<br>')[0])}${n.time ? `<br>${h(e.time, { size: '0.95em' })}` : ''}</td>
    <td class="nt">${e.lines.map((l) => `<div class="nl">${h(l)}</div>`).join('')}
    <div class="nl sg">${sig(n.name, { font: n.sig, ink, size: '1.5em', rot: -2 })} ${h(`, ${n.title}`, { size: '1em' })}</div></td></tr>`;
}

function sheet(f, entries, pageNo, pageCount) {
  const H = f.hosp;
  const blank = Math.max(0, f.rowsPerPage - entries.length);
  return `<div class="sheet${pageNo < pageCount ? ' pb' : ''}">
    <div class="hd">
      <div class="hl"><div class="hn">${esc(H.name)}</div><div class="hdp">${esc(H.dept)}</div>
        <div class="ht">PROGRESS NOTES</div><div class="hs">Document each encounter. Date, time, sign and title every entry. Do not leave blank lines between entries.</div></div>
      <div class="imp">${f.imprint.map((l) => `<div>${esc(l)}</div>`).join('')}</div>
    </div>
    <table class="pn"><tr><th style="width:1.05in">DATE / TIME</th><th>NOTES</th></tr>
      ${entries.map((e) => entryHtml(e, f)).join('')}
      ${Array.from({ length: blank }, () => '<tr><td class="dt"></td><td class="nt"><div class="nl">&nbsp;</div><div class="nl">&nbsp;</div></td></tr>').join('')}
    </table>
    <div class="ft"><span>${esc(H.form)}</span><span>PROGRESS NOTES — Page ${pageNo}${pageCount > 1 ? ` of ${pageCount}` : ''}</span><span>Copied for employee ${esc(fmt(f.copied, 'us'))} — ${esc(f.copiedBy)}</span></div>
  </div>`;
}

function render(f) {
  const pages = f.pages;
  return page({
    title: 'Progress Notes',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    body: pages.map((es, i) => sheet(f, es, i + 1, pages.length)).join(''),
    css: `
    .sheet { width:8.5in; height:11in; padding:0.45in 0.5in 0.4in; position:relative; ${f.xerox ? 'filter:grayscale(1) contrast(1.1);' : ''} }
    .hd { display:flex; gap:14px; border-bottom:2px solid #222; padding-bottom:6px; }
    .hl { flex:1; } .hn { font-size:13pt; font-weight:bold; color:${f.hosp.color}; } .hdp { font-size:9pt; letter-spacing:1px; color:#333; }
    .ht { font-size:18pt; font-weight:bold; letter-spacing:2px; margin-top:6px; } .hs { font-size:7.6pt; color:#444; }
    .imp { width:3.0in; border:1px solid #888; border-radius:4px; padding:6px 9px; font-family:${FONTS.mono}; font-size:9.6pt; line-height:1.35; color:#3a2f7a; font-weight:bold; letter-spacing:0.5px; background:#fbfbff; }
    .pn { width:100%; margin-top:8px; } .pn th { border:1px solid #222; font-size:8.5pt; padding:3px; background:#eee; }
    .pn td { border-left:1px solid #222; border-right:1px solid #222; border-bottom:0.7px solid #9ab; vertical-align:top; padding:2px 6px; }
    .dt { width:1.05in; } .nl { border-bottom:0.5px solid #bcd; min-height:0.27in; line-height:0.27in; white-space:nowrap; overflow:visible; }
    .nl.sg { border-bottom:none; text-align:right; }
    .ft { position:absolute; left:0.5in; right:0.5in; bottom:0.3in; display:flex; justify-content:space-between; font-size:7.6pt; color:#555; border-top:0.7px solid #999; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const hosps = rng.shuffle(HOSPITALS);
  const nursePool = () =>
    rng
      .shuffle(NURSES)
      .map((n) => ({ ...n, font: rng.pick(PENS), ink: rng.pick(INKS), sig: rng.pick(SIGS) }));
  const tm = () =>
    `${String(rng.int(7, 16)).padStart(2, '0')}${rng.pick(['05', '10', '20', '35', '40', '50'])}`;
  const site = () => rng.pick(['L delt', 'R delt', 'L deltoid', 'R deltoid']);

  const mk = (p) => {
    const ns = nursePool();
    const hosp = hosps[out.length % hosps.length];
    return {
      hosp,
      ns,
      imprint: [
        nameAs(p, 'LAST_FIRST_MI'),
        `EMP# ${rng.digits(6)}   DOB ${fmt(p.dob, 'us')}`,
        `DEPT ${rng.pick(['4W MED-SURG', 'ICU', 'ED', 'L&D', 'FLOAT POOL', 'TELE 3N'])}`,
        `${hosp.ini} ${rng.digits(3)}-${rng.digits(4)}`,
      ],
      rowsPerPage: 8,
      copied: addDays('2026-10-20', rng.int(0, 25)),
      copiedBy: rng.pick(['HIM / kr', 'EHS clerk AT', 'Records — J.M.']),
      xerox: rng.chance(0.5),
      pages: [],
    };
  };
  const pickNurse = (f) => f.ns[rng.int(0, f.ns.length - 1)];
  const E = (f, date, lines) => ({ date, time: tm(), lines, nurse: pickNurse(f) });
  const lotOf = (m) => rng.pick(PRODUCT[m].lot());

  // visit note builders
  const covid = (f, date, m, n, o = {}) => {
    const lot = lotOf(m);
    const s = site();
    const label = o.booster
      ? 'COVID-19 booster'
      : m === 'janssen'
        ? 'COVID-19 vaccine'
        : `COVID-19 vaccine #${n}`;
    const lines = [
      `Here for ${label}. Screening neg, ${n > 1 || o.booster ? 'no reaction to prior dose.' : 'no PEG allergy.'}`,
      `${PRODUCT[m].txt} ${s}, lot ${lot}.`,
      o.extra || `Observed 15 min, tolerated well. CDC card updated.`,
    ];
    return { e: E(f, date, lines), lot };
  };
  const hepb = (f, date, n) =>
    E(f, date, [
      `Hep B vaccine #${n} (Engerix-B 1 mL IM ${site()}), lot ${rng.letters(2)}${rng.digits(3)}.`,
      n < 3
        ? `Next dose due ${fmt(addDays(date, n === 1 ? 30 : 150), 'us_short')}.`
        : `Series complete, titer in 1-2 mo.`,
    ]);
  const fit = (f, date) =>
    E(f, date, [
      `Annual N95 fit test — ${rng.pick(['3M 1870+ std', 'Halyard 46727 reg', '3M 8210 med'])}: PASS.`,
      `Seal check reviewed.`,
    ]);
  const ppdPlace = (f, date) =>
    E(f, date, [
      `PPD 0.1 mL ID L forearm placed (Tubersol lot ${rng.letters(1)}${rng.digits(4)}).`,
      `Return to read ${fmt(addDays(date, 2), 'us_short')}-${fmt(addDays(date, 3), 'us_short')}.`,
    ]);
  const ppdRead = (f, date) => E(f, date, [`PPD read: 0 mm induration. Negative.`]);
  const flu = (f, date) =>
    E(f, date, [
      `Seasonal flu vaccine — Flucelvax 0.5 mL IM ${site()}, lot ${rng.digits(6)}.`,
      `VIS given. Tol well.`,
    ]);
  const tdap = (f, date) =>
    E(f, date, [`Tdap (Boostrix) 0.5 mL IM ${site()} per policy, lot ${rng.letters(2)}${rng.digits(3)}.`]);
  const sortPages = (f, entries, split) => {
    entries.sort((a, b) => (a.date < b.date ? -1 : 1));
    f.pages = split ? [entries.slice(0, split), entries.slice(split)] : [entries];
  };

  // 1 — Pfizer x2 + booster over two pages; dose 2 on page 2
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-01-04', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(21, 25));
    const b = addDays('2021-10-25', rng.int(0, 40));
    const c1 = covid(f, d1, 'pfizer', 1);
    const c2 = covid(f, d2, 'pfizer', 2);
    const c3 = covid(f, b, 'pfizer', 3, { booster: true });
    const pl = addDays(d2, rng.int(20, 40));
    const entries = [
      fit(f, addDays(d1, -rng.int(30, 60))),
      hepb(f, addDays(d1, -rng.int(20, 30)), 1),
      c1.e,
      hepb(f, addDays(d1, rng.int(8, 14)), 2),
      c2.e,
      ppdPlace(f, pl),
      ppdRead(f, addDays(pl, 2)),
      flu(f, addDays(b, -rng.int(12, 25))),
      c3.e,
    ];
    // dose 2 must start page 2
    sortPages(f, entries, 4);
    out.push({
      key: 'pfizer-two-doses-and-booster-dose2-on-page2',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        'doses.2.kind': 'booster',
        ...personData('match', 'match'),
      },
      note: `two pages of visit notes: page 1 fit test, hepatitis B #1, COVID-19 #1 Pfizer ${d1}, hepatitis B #2; page 2 COVID-19 #2 Pfizer ${d2} (${d2 > d1 ? Math.round((new Date(d2) - new Date(d1)) / 86400000) : 0} days), PPD placed and read, flu vaccine, Pfizer booster ${b}; the other visits are not COVID-19 doses and the copy date is not a dose`,
      rendering: 'scanned_pdf',
    });
  }

  // 2 — Moderna x2 on one page among other visits, photographed
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-01-11', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(28, 34));
    const c1 = covid(f, d1, 'moderna', 1);
    const c2 = covid(f, d2, 'moderna', 2);
    const pl = addDays(d1, -rng.int(20, 40));
    const entries = [
      ppdPlace(f, pl),
      ppdRead(f, addDays(pl, 3)),
      c1.e,
      tdap(f, addDays(d1, rng.int(5, 15))),
      c2.e,
      flu(f, addDays('2021-10-04', rng.int(0, 30))),
    ];
    sortPages(f, entries, 0);
    out.push({
      key: 'moderna-two-doses-one-page-tdap-between',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        ...personData('match', 'match'),
      },
      note: `Moderna #1 ${d1}, a Tdap visit between, Moderna #2 ${d2}; PPD placement / read and a later flu shot are other visits`,
      rendering: 'photo',
    });
  }

  // 3 — Janssen single dose, later Pfizer booster, faxed
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-03-08', rng.int(0, 30));
    const b = addDays('2021-11-01', rng.int(0, 50));
    const c1 = covid(f, d1, 'janssen', 1);
    const c2 = covid(f, b, 'pfizer', 2, {
      booster: true,
      extra: 'Booster after J&J primary per CDC. Observed 15 min. Card updated.',
    });
    const entries = [
      fit(f, addDays(d1, -rng.int(10, 40))),
      c1.e,
      hepb(f, addDays(d1, rng.int(20, 60)), 3),
      flu(f, addDays(b, -rng.int(15, 30))),
      c2.e,
    ];
    sortPages(f, entries, 0);
    out.push({
      key: 'janssen-then-pfizer-booster-faxed',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['unsupported dose combination', 'not enough doses'],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'janssen',
        'doses.1.date': b,
        'doses.1.kind': 'booster',
        'doses.1.manufacturer': 'pfizer',
        ...personData('match', 'match'),
      },
      note: `one Janssen dose ${d1} completes the primary series; the Pfizer dose ${b} is written as a booster ("after J&J primary") and is not a mixed primary series`,
      rendering: 'fax',
    });
  }

  // 4 — Pfizer dose 2 fifteen days after dose 1, two pages
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-01-18', rng.int(0, 30));
    const d2 = addDays(d1, 15);
    const c1 = covid(f, d1, 'pfizer', 1);
    const c2 = covid(f, d2, 'pfizer', 2, {
      extra: `Early 2nd dose — employee deploying ${fmt(addDays(d2, 3), 'us_short')}, per her request.`,
    });
    const entries = [
      fit(f, addDays(d1, -rng.int(40, 80))),
      hepb(f, addDays(d1, -rng.int(40, 60)), 2),
      E(f, addDays(d1, -rng.int(3, 15)), ['Wellness check / BP 124/78. No complaints.']),
      c1.e,
      c2.e,
      tdap(f, addDays(d2, rng.int(20, 60))),
      flu(f, addDays('2021-10-11', rng.int(0, 20))),
    ];
    sortPages(f, entries, 4);
    out.push({
      key: 'pfizer-second-dose-after-15-days-page2',
      person: requestPerson(p),
      html: render(f),
      issues: ['insufficient waiting period'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
      },
      note: `Pfizer #1 ${d1} on page 1, Pfizer #2 ${d2} on page 2: 15 days apart, below Pfizer's 21 days less the 4-day grace (17); the nurse wrote that it was given early at the employee's request`,
      rendering: 'text_pdf',
    });
  }

  // 5 — Moderna dose 1, dose 2 visit deferred for fever and never repeated
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-02-01', rng.int(0, 30));
    const def = addDays(d1, 28);
    const c1 = covid(f, d1, 'moderna', 1);
    const entries = [
      c1.e,
      E(f, def, [
        'Here for COVID-19 vaccine #2. T 100.9 F, sore throat x2 days.',
        'Vaccine DEFERRED — return when afebrile x24h. Rapid COVID test sent.',
      ]),
      E(f, addDays(def, 3), [
        'Rapid COVID test neg. Cleared to return to work.',
        'Pt to call to reschedule dose 2.',
      ]),
      tdap(f, addDays(def, rng.int(40, 90))),
      flu(f, addDays('2021-10-05', rng.int(0, 25))),
      flu(f, addDays('2022-10-03', rng.int(0, 25))),
    ];
    sortPages(f, entries, 0);
    out.push({
      key: 'moderna-dose2-deferred-never-given',
      person: requestPerson(p),
      html: render(f),
      issues: ['not enough doses'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'moderna' },
      note: `Moderna #1 ${d1}; the visit of ${def} for #2 was deferred for fever (no vaccine given, a rapid test and a return-to-work note follow), later visits are Tdap and flu only: one Moderna dose, primary series incomplete`,
      rendering: 'photo',
    });
  }

  // 6 — Pfizer then Moderna as the two primary doses, two pages
  {
    const p = k.person();
    const f = mk(p);
    const d1 = addDays('2021-01-06', rng.int(0, 30));
    const d2 = addDays(d1, rng.int(29, 35));
    const c1 = covid(f, d1, 'pfizer', 1);
    const c2 = covid(f, d2, 'moderna', 2, {
      extra: 'Pfizer not available this wk — Moderna given per EH supervisor.',
    });
    const entries = [
      hepb(f, addDays(d1, -rng.int(60, 90)), 3),
      fit(f, addDays(d1, -rng.int(10, 30))),
      c1.e,
      E(f, addDays(d1, rng.int(3, 8)), [
        'Sore arm, low-grade temp day after COVID #1, resolved.',
        'No action needed.',
      ]),
      c2.e,
      ppdPlace(f, addDays(d2, 40)),
      ppdRead(f, addDays(d2, 42)),
    ];
    sortPages(f, entries, 4);
    out.push({
      key: 'pfizer-then-moderna-primary-page2',
      person: requestPerson(p),
      html: render(f),
      issues: ['unsupported dose combination'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
      },
      note: `primary dose #1 Pfizer ${d1} on page 1, dose #2 Moderna ${d2} on page 2 ("Pfizer not available"): a mixed primary series, which this corpus reads as an unsupported dose combination; the interval is over 28 days so the waiting period is not the defect`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
