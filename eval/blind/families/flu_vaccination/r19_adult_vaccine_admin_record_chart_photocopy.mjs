// A photocopy of the paper "Vaccine Administration Record for Adults" kept in a family practice's chart and released
// to the patient, who uploads it as proof of a flu shot. Photocopier grey with toner specks; the practice's
// address block and the patient's "Last, First MI" and birth date written at the top; one long table grouped by
// vaccine (Td / Tdap, hepatitis B, MMR, varicella, zoster, pneumococcal, COVID-19, influenza) with the printed
// columns type of vaccine, date given (mo/day/yr), funding source F S P with one ringed, route & site, lot,
// manufacturer, VIS edition date / date given, and signature or initials and title of the vaccinator; every row
// is filled by hand in different pens over the years, unused rows stay empty. The influenza block holds one row
// per season oldest first, so the flu dose is one row among many vaccines and seasons; a wrong date can be struck
// through and rewritten with initials; a refused season is written across its row; an outside dose is written
// with where it was given. A "chart copy released" stamp and the release date, an abbreviations footnote and the
// form's revision line sit at the foot.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r19_adult_vaccine_admin_record_chart_photocopy',
  split: 'tuning',
  renderings: { photo: 30, scanned_pdf: 20, fax: 15, scan_image: 5, text_pdf: 30 },
  description:
    'Photocopied paper Vaccine Administration Record for Adults from a family-practice chart, filled by hand over the years: practice address block, "Last, First MI" and DOB at the top, one long table grouped by vaccine (Td/Tdap, Hep B, MMR, varicella, zoster, pneumococcal, COVID-19, influenza) with type, date given (mo/day/yr), F S P funding with one ringed, route & site, lot, mfr, VIS edition / given dates and vaccinator initials or signature and title; influenza rows one per season oldest first in different pens; a struck and rewritten year, a refused season written across a row, an outside pharmacy dose; chart-copy release stamp and date; variants current-season dose among many rows, current dose whose year was corrected, newest flu row last March with a Tdap this autumn, current row written as patient-reported with no vaccinator, a parent\'s chart with the same surname, last season refused and this season\'s dose at a pharmacy',
};

const PRACTICES = [
  {
    name: 'Quarry Hill Family Medicine',
    lines: ['3310 Old Quarry Rd, Suite B', 'Knoxville, TN 37916', 'Tel (865) 555-0131'],
  },
  {
    name: 'Larkspur Avenue Primary Care',
    lines: ['640 Larkspur Ave', 'Aurora, CO 80012', 'Tel (303) 555-0175'],
  },
  {
    name: 'Copperfield Internal Medicine Assoc.',
    lines: ['2905 Copperfield Dr', 'Raleigh, NC 27603', 'Tel (919) 555-0124'],
  },
];
const STAFF = [
  { ini: 'LK', name: 'L. Kaminski', title: 'RN' },
  { ini: 'DM', name: 'D. Mbeki', title: 'MA' },
  { ini: 'SR', name: 'S. Ruiz', title: 'LPN' },
  { ini: 'AH', name: 'A. Hollister', title: 'RN' },
  { ini: 'JT', name: 'J. Tran', title: 'CMA' },
];
// flu products by season start year (trivalent from 2024)
const FLU = {
  old: [
    ['Fluzone Quadrivalent', 'Sanofi'],
    ['Flucelvax Quad', 'Seqirus'],
    ['Fluarix Quad', 'GSK'],
    ['Afluria Quad', 'Seqirus'],
  ],
  tri: [
    ['Fluzone (IIV3)', 'Sanofi'],
    ['Flucelvax (ccIIV3)', 'Seqirus'],
    ['Fluarix Trivalent', 'GSK'],
    ['FluLaval (IIV3)', 'GSK'],
  ],
};
const PENS = HANDS.filter((h) => h !== 'Breip');

function render(f) {
  const h = (t, pen, o = {}) => hand(t, { font: pen.font, ink: pen.ink, size: '1.05em', ...o });
  const fsp = (chosen, pen) =>
    ['F', 'S', 'P']
      .map((x) =>
        x === chosen
          ? `<span class="rg" style="border-color:${pen.ink}">${x}</span>`
          : `<span class="op">${x}</span>`,
      )
      .join('');
  const row = (r) => {
    if (!r)
      return `<tr class="empty"><td></td><td></td><td class="fsp"><span class="op">F</span><span class="op">S</span><span class="op">P</span></td><td></td><td></td><td></td><td></td><td></td></tr>`;
    const pen = r.pen;
    if (r.across)
      return `<tr><td>${h(r.type || '', pen)}</td><td>${h(fmt(r.date, 'us_short'), pen)}</td><td colspan="6" class="across">${h(r.across, pen, { size: '1.15em' })}</td></tr>`;
    const date = r.fixDate
      ? `${h(fmt(r.fixDate, r.ds || 'us_short'), pen, { size: '0.95em', style: `text-decoration:line-through;text-decoration-thickness:1.7px;text-decoration-color:${pen.ink};` })} ${h(fmt(r.date, r.ds || 'us_short'), pen)}<sup>${h(r.fixIni, pen, { size: '0.7em' })}</sup>`
      : r.date
        ? h(fmt(r.date, r.ds || 'us_short'), pen)
        : '';
    const who = r.by
      ? r.by.sig
        ? `${sig(r.by.name, { font: pen.sig, ink: pen.ink, size: '1.3em', rot: -3 })} ${h(r.by.title, pen, { size: '0.85em' })}`
        : h(`${r.by.ini} ${r.by.title}`, pen)
      : r.byText
        ? h(r.byText, pen, { size: '0.82em' })
        : '';
    return `<tr><td>${h(r.type, pen, { size: '0.98em' })}</td><td>${date}</td><td class="fsp">${r.fund ? fsp(r.fund, pen) : '<span class="op">F</span><span class="op">S</span><span class="op">P</span>'}</td><td>${h(r.route || '', pen, { size: '0.95em' })}</td><td>${h(r.lot || '', pen, { size: '0.92em' })}</td><td>${h(r.mfr || '', pen, { size: '0.92em' })}</td><td>${h(r.vis || '', pen, { size: '0.85em' })}</td><td>${who}</td></tr>`;
  };
  const groups = f.groups
    .map(
      (g) =>
        `<tr class="gh"><td colspan="8">${esc(g.title)}${g.hint ? ` <span>${esc(g.hint)}</span>` : ''}</td></tr>` +
        g.rows.map(row).join(''),
    )
    .join('');
  const own = f.ownPen;
  const body = `<div class="sheet">
    <div class="hd"><div class="tt"><div class="t1">Vaccine Administration Record</div><div class="t2">for Adults</div>
      <div class="ins">Before administering any vaccines, give the patient copies of all pertinent Vaccine Information Statements (VISs) and make sure they understand the risks and benefits. Record each dose below.</div></div>
      <div class="pbx"><div class="pl">Clinic name and address</div><b>${esc(f.practice.name)}</b><br>${f.practice.lines.map(esc).join('<br>')}</div></div>
    <div class="pt"><span class="pl">Patient name (last, first, MI)</span> <span class="pv">${h(f.holder, own, { size: '1.2em' })}</span>
      <span class="pl">Birthdate</span> <span class="pv sh">${h(fmt(f.dob, 'us'), own, { size: '1.15em' })}</span>
      <span class="pl">Chart #</span> <span class="pv sh">${h(f.chart, own)}</span></div>
    <table class="var"><tr class="ch"><th class="c1">Type of vaccine¹</th><th class="c2">Date given (mo/day/yr)</th><th class="c3">Funding source (F,S,P)²</th><th class="c4">Route³ &amp; site</th><th class="c5">Vaccine lot #</th><th class="c6">Mfr.</th><th class="c7">VIS: date on VIS / date given⁴</th><th class="c8">Signature or initials &amp; title of vaccinator</th></tr>
    ${groups}</table>
    <div class="fn">1. Record the generic abbreviation or the trade name. 2. F = federal, S = state, P = private. 3. IM = intramuscular, SC = subcutaneous; site LD / RD = left / right deltoid. 4. Record the publication date of the VIS and the date it was given.</div>
    <div class="rel">${stamp(['CHART COPY — RELEASED TO PATIENT', f.released, f.practice.name.toUpperCase()], { color: '#333', rot: -5, font: FONTS.mono })}</div>
    <div class="ft"><span>VAR-A (adult) · revised 07/2024 · page 1 of 1</span><span>copied ${esc(fmt(f.copiedOn, 'us'))}</span></div>
  </div>`;
  return page({
    title: 'Vaccine Administration Record for Adults',
    margin: '0',
    font: FONTS.sans,
    bg: '#ececea',
    body,
    css: `
    .sheet { padding:0.42in 0.45in 0.3in; min-height:11in; position:relative; color:#151515;
      background: radial-gradient(circle at 12% 30%, rgba(0,0,0,0.09) 0 1px, transparent 2px) 0 0/37px 53px,
                  radial-gradient(circle at 70% 60%, rgba(0,0,0,0.07) 0 1px, transparent 2px) 0 0/61px 41px,
                  linear-gradient(to right, #d9d9d6 0, #f1f1ef 0.18in, #f1f1ef calc(100% - 0.2in), #d4d4d1 100%); }
    .hd { display:flex; gap:14px; }
    .tt { flex:1; } .t1 { font-size:17pt; font-weight:bold; } .t2 { font-size:12pt; font-weight:bold; margin-top:-2px; }
    .ins { font-size:7.6pt; margin-top:3px; max-width:4.3in; }
    .pbx { width:2.6in; border:1.2px solid #222; padding:3px 6px; font-size:8.6pt; line-height:1.25; }
    .pl { font-size:7.4pt; text-transform:uppercase; color:#333; }
    .pt { display:flex; align-items:flex-end; gap:6px; margin:8px 0 6px; }
    .pv { flex:1; border-bottom:1px solid #222; min-height:20px; padding-left:4px; white-space:nowrap; } .pv.sh { flex:0 0 1.05in; }
    .var { width:100%; font-size:9pt; }
    .var th { border:1px solid #222; background:#d2d2cf; font-size:7.4pt; padding:2px 3px; vertical-align:bottom; text-align:left; }
    .var td { border:1px solid #222; height:0.33in; padding:0 3px; white-space:nowrap; overflow:hidden; }
    .c1 { width:1.35in; } .c2 { width:0.95in; } .c3 { width:0.62in; } .c4 { width:0.6in; } .c5 { width:0.85in; } .c6 { width:0.6in; } .c7 { width:0.95in; }
    .gh td { background:#dcdcd9; font-weight:bold; font-size:8.2pt; height:0.2in; } .gh span { font-weight:normal; font-size:7.2pt; }
    .fsp { text-align:center; } .op { padding:0 3px; font-size:8pt; color:#333; }
    .rg { border:1.4px solid; border-radius:50%; padding:0 3px; font-size:8pt; }
    .across { font-style:normal; text-align:left; }
    .strk { text-decoration:line-through; text-decoration-thickness:1.5px; }
    .fn { font-size:7pt; margin-top:4px; }
    .rel { position:absolute; right:0.6in; bottom:0.62in; opacity:0.8; }
    .rel div { font-size:8pt !important; }
    .ft { position:absolute; bottom:0.22in; left:0.45in; right:0.45in; display:flex; justify-content:space-between; font-size:7.4pt; color:#333; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const practices = rng.shuffle(PRACTICES);
  let pi = 0;
  const pen = () => ({ font: rng.pick(PENS), ink: rng.pick(INKS), sig: rng.pick(SIGS) });
  const staff = () => rng.pick(STAFF);
  const lotFlu = () =>
    `${rng.pick(['UJ', 'AF', 'KC', 'Y3', 'T8'])}${rng.digits(3)}${rng.pick(['AA', 'BA', 'A', ''])}`;
  const route = () => `IM ${rng.pick(['LD', 'RD'])}`;
  const vis = (given) => `${rng.pick(['8/6/21', '8/6/21', '8/24/23'])} / ${fmt(given, 'us_short')}`;
  const fluRow = (date, o = {}) => {
    const start = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) < 7 ? 1 : 0);
    const [type, mfr] = rng.pick(start >= 2024 ? FLU.tri : FLU.old);
    const by = staff();
    return {
      type,
      mfr,
      date,
      fund: 'P',
      route: route(),
      lot: lotFlu(),
      vis: vis(date),
      by: { ...by, sig: rng.chance(0.35) },
      pen: pen(),
      ...o,
    };
  };
  const other = (type, mfr, date, fund = 'P') => ({
    type,
    mfr,
    date,
    fund,
    route: type.startsWith('MMR') || type.startsWith('Var') ? `SC ${rng.pick(['LA', 'RA'])}` : route(),
    lot: `${rng.letters(2)}${rng.digits(4)}`,
    vis: `${fmt(addDays(date, -rng.int(150, 700)), 'us_short')} / ${fmt(date, 'us_short')}`,
    by: { ...staff(), sig: false },
    pen: pen(),
  });
  /** The chart's groups; the influenza rows and any extra current-autumn rows are given per case. */
  const mk = (p, fluRows, o = {}) => {
    const practice = practices[pi++ % practices.length];
    const rel = addDays(VALID, -rng.int(3, 14));
    const y0 = rng.int(2015, 2019);
    const tdap = other('Tdap (Boostrix)', 'GSK', `${y0}-0${rng.int(3, 9)}-${String(rng.int(10, 27))}`);
    const hb1 = `${y0 - rng.int(3, 6)}-0${rng.int(2, 5)}-${String(rng.int(10, 20))}`;
    const groups = [
      {
        title: 'Tetanus, diphtheria, pertussis (Td, Tdap)',
        hint: 'give Tdap once, then Td or Tdap every 10 yrs',
        rows: [tdap, o.tdap2 || null],
      },
      {
        title: 'Hepatitis B',
        hint: '',
        rows: [
          other('Engerix-B', 'GSK', hb1),
          other('Engerix-B', 'GSK', addDays(hb1, rng.int(30, 34))),
          other('Engerix-B', 'GSK', addDays(hb1, rng.int(182, 190))),
        ],
      },
      {
        title: 'Measles, mumps, rubella (MMR)',
        hint: '',
        rows: [other('MMR II', 'Merck', addDays(hb1, rng.int(40, 60))), null],
      },
      { title: 'Zoster (RZV) / Pneumococcal (PCV)', hint: '', rows: [null] },
      {
        title: 'COVID-19',
        hint: '',
        rows: o.covid || [other('Spikevax 2024-25', 'Moderna', `2024-10-${rng.int(10, 28)}`), null],
      },
      {
        title: 'Influenza',
        hint: 'give yearly — record each season on its own line',
        rows: [...fluRows, null],
      },
    ];
    return {
      practice,
      holder: nameAs(p, rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      dob: p.dob,
      chart: `${rng.int(10, 99)}-${rng.digits(5)}`,
      ownPen: pen(),
      groups,
      copiedOn: rel,
      released: fmt(rel, 'us'),
      ...o,
    };
  };
  const VALID = '2026-11-21';
  const out = [];

  // 1 — current-season dose as the last of four yearly rows, a COVID-19 dose the same autumn
  {
    const p = k.person();
    const cur = addDays('2026-09-21', rng.int(0, 40));
    const rows = [
      fluRow(addDays('2023-10-02', rng.int(0, 30))),
      fluRow(addDays('2024-09-23', rng.int(0, 30))),
      fluRow(addDays('2025-10-06', rng.int(0, 30))),
      fluRow(cur),
    ];
    const f = mk(p, rows, {
      covid: [
        other('Spikevax 2024-25', 'Moderna', `2024-10-${rng.int(10, 28)}`),
        other('Comirnaty 2026-27', 'Pfizer', cur),
      ],
    });
    out.push({
      key: 'current-season-row-last-of-four-seasons',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `influenza block rows ${rows.map((r) => r.date).join(', ')}; the last (${cur}, ${rows[3].type}, vaccinator ${rows[3].by.name} ${rows[3].by.title}) is in the 2026-2027 season; the COVID-19 dose the same day and the other vaccines are not influenza`,
      rendering: 'photo',
    });
  }

  // 2 — current-season dose whose year was first written as last year, struck and corrected
  {
    const p = k.person();
    const cur = addDays('2026-10-05', rng.int(0, 30));
    const prev = addDays('2025-09-29', rng.int(0, 30));
    const last = fluRow(cur);
    last.fixDate = addDays(cur, -365);
    last.fixIni = last.by.ini;
    last.vis = vis(cur);
    const rows = [fluRow(addDays('2024-10-14', rng.int(0, 20))), fluRow(prev), last];
    const f = mk(p, rows);
    out.push({
      key: 'current-dose-year-struck-and-rewritten',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `the last influenza row's date was first written ${fmt(last.fixDate, 'us_short')}, struck through and rewritten ${fmt(cur, 'us_short')} with the vaccinator's initials; the corrected date (${cur}) is in 2026-2027 and the VIS "date given" in the same row agrees; the previous row (${prev}) is last season`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — newest flu row is last March; a Tdap this autumn is not a flu shot
  {
    const p = k.person();
    const late = addDays('2026-02-23', rng.int(0, 30));
    const rows = [
      fluRow(addDays('2023-10-16', rng.int(0, 25))),
      fluRow(addDays('2024-10-21', rng.int(0, 25))),
      fluRow(late),
    ];
    const tdap2 = other('Tdap (Adacel)', 'Sanofi', addDays('2026-09-14', rng.int(0, 40)));
    const f = mk(p, rows, { tdap2 });
    out.push({
      key: 'newest-flu-row-last-march-tdap-this-autumn',
      person: requestPerson(p),
      html: render(f),
      issues: ['vaccination outside season'],
      data: { record_type: 'immunization_record', ...personData('match', 'match') },
      note: `the newest influenza row is ${late} (2025-2026 season, which ended 30 June 2026); nothing in the 2026-2027 season; the Tdap of ${tdap2.date} is this autumn but is another vaccine`,
      rendering: 'fax',
    });
  }

  // 4 — current-season row written as patient-reported, no vaccinator
  {
    const p = k.person();
    const cur = addDays('2026-09-28', rng.int(0, 35));
    const own = fluRow(cur, {
      fund: null,
      route: 'IM',
      lot: 'pt reported',
      mfr: '',
      vis: '',
      by: null,
      byText: '',
    });
    own.type = 'flu shot (at work)';
    const rows = [
      fluRow(addDays('2024-10-07', rng.int(0, 25))),
      fluRow(addDays('2025-10-13', rng.int(0, 25))),
      own,
    ];
    const f = mk(p, rows);
    out.push({
      key: 'current-row-patient-reported-no-vaccinator',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `the current-season row (${cur}) reads "flu shot (at work)" with "pt reported" in the lot column, no funding source ringed and an empty vaccinator cell: the practice only wrote down what the patient said, so no administrator is named for this dose (the practice in the header did not give it); earlier rows carry initials`,
      rendering: 'text_pdf',
    });
  }

  // 5 — a parent's chart: same surname, other first name and birth date
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const parent = { ...q, last: p.last, dob: `${Number(p.dob.slice(0, 4)) - 27}-${p.dob.slice(5)}` };
    const cur = addDays('2026-09-15', rng.int(0, 40));
    const rows = [
      fluRow(addDays('2024-10-01', rng.int(0, 25))),
      fluRow(addDays('2025-10-01', rng.int(0, 25))),
      fluRow(cur),
    ];
    const f = mk(p, rows, {
      covid: [other('Comirnaty 2025-26', 'Pfizer', addDays('2025-10-01', rng.int(0, 25))), null],
    });
    f.holder = nameAs(parent, 'last_first_mi');
    f.dob = parent.dob;
    out.push({
      key: 'parents-chart-same-surname',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['name mismatch'],
      data: { 'person.name.status': 'mismatch' },
      note: `the chart is ${nameAs(parent, 'full')}'s (born ${parent.dob}): same surname as ${p.first} ${p.last} but another first name; the request carries no date of birth, so only the name decides; the ${cur} influenza row belongs to the chart's patient`,
      rendering: 'photo',
    });
  }

  // 6 — last season refused (written across the row), this season given at a pharmacy
  {
    const p = k.person();
    const cur = addDays('2026-10-01', rng.int(0, 35));
    const refused = {
      type: 'Influenza',
      date: addDays('2025-10-20', rng.int(0, 20)),
      across: 'DECLINED — pt refused this season, VIS given',
      pen: pen(),
    };
    const pharm = fluRow(cur, {
      fund: 'P',
      by: null,
      byText: `Harbor Drug #212 · R. Okafor-Lind, RPh`,
    });
    const rows = [
      fluRow(addDays('2023-10-09', rng.int(0, 25))),
      fluRow(addDays('2024-10-14', rng.int(0, 20))),
      refused,
      pharm,
    ];
    const f = mk(p, rows);
    out.push({
      key: 'last-season-declined-this-season-at-pharmacy',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['declination not allowed', 'missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `the 2025-2026 row is written across "DECLINED — pt refused this season" (last season, not this one); the newest row, ${cur}, ${pharm.type} lot ${pharm.lot}, was given at "Harbor Drug #212" by R. Okafor-Lind, RPh (the administrator) and recorded in the chart`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
