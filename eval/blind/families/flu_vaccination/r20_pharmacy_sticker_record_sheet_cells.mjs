// A community pharmacy's "Personal Vaccination Sticker Record": one letter sheet the patient keeps and brings to
// each visit. Header with the pharmacy group, the form number and its print date; the patient's name (written in
// by the patient, often "Last, First"), date of birth and home store written by hand. Below, a grid of eight dose
// cells (two across, four down) filled in order over the years: in each cell a printed row of vaccine tick boxes
// (Influenza · COVID-19 · Tdap · Shingles · Pneumo · Other) with one ticked or ringed and the others left
// empty, a peel-off product label stuck in the "affix label" area (product, season formula, lot, exp., NDC, bar
// code), a handwritten "Date given", the site ringed (LD · RD · LT · RT), "Given by" initials or a signature and a
// small store stamp. Unused cells stay empty. A pharmacist's note strip and a footer with the form revision and
// a copy date sit at the foot. Several influenza cells across seasons, so only the newest flu cell decides.
import { addDays, fmt, nameAs, otherPerson, requestPerson, personData } from '../../lib/core.mjs';
import { barcode, box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r20_pharmacy_sticker_record_sheet_cells',
  split: 'tuning',
  renderings: { photo: 40, fax: 10, scanned_pdf: 20, text_pdf: 30 },
  description:
    'Community pharmacy "Personal Vaccination Sticker Record" sheet kept by the patient: header with form no. and print date, name / DOB / home store by hand; a 2 × 4 grid of dose cells filled in order over the years, each with a printed vaccine tick-box row (Influenza · COVID-19 · Tdap · Shingles · Pneumo · Other) one ticked or ringed, a peel-off product label (product, season formula, lot, exp., NDC, bar code), handwritten date given in mixed formats, site ringed, given-by initials or signature and a store stamp; several flu cells across seasons; variants current flu cell after older seasons, current dose with a same-day Tdap and a written-month date, newest flu dose last March, current flu cell with no given-by, a spouse\u2019s sheet, a ringed option and a day-month-year date',
};

const GROUPS = [
  {
    name: 'Bellhaven Community Pharmacies',
    short: 'BELLHAVEN',
    color: '#0f5f6b',
    form: 'BH-IMM-7 rev. 03/2025',
  },
  {
    name: 'Tri-Rivers Family Drug',
    short: 'TRI-RIVERS DRUG',
    color: '#7a2f1d',
    form: 'TRFD Form 112 (06/24)',
  },
  {
    name: 'Marlowe & Finch Apothecary',
    short: 'MARLOWE & FINCH',
    color: '#33406e',
    form: 'MF-VR-2 · 2025 edition',
  },
];
const STORES = [
  '#014 Larkspur Ave',
  '#027 Harmon Blvd',
  '#031 Pioneer Way',
  '#009 Meridian Ave',
  '#042 Fernhill Rd',
];
const RPH = [
  { ini: 'KLW', name: 'K. Whitlock', title: 'RPh' },
  { ini: 'DA', name: 'D. Amankwah', title: 'PharmD' },
  { ini: 'MS', name: 'M. Sorensen', title: 'RPh' },
  { ini: 'TP', name: 'T. Pacheco', title: 'CPhT-IZ' },
  { ini: 'RG', name: 'R. Gutierrez', title: 'PharmD' },
];
const FLU_OLD = [
  ['FLUZONE QUADRIVALENT', 'Sanofi Pasteur'],
  ['FLUCELVAX QUADRIVALENT', 'Seqirus'],
  ['FLUARIX QUADRIVALENT', 'GlaxoSmithKline'],
];
const FLU_TRI = [
  ['FLUZONE HIGH-DOSE', 'Sanofi Pasteur'],
  ['FLUCELVAX', 'Seqirus'],
  ['AFLURIA', 'Seqirus'],
  ['FLUARIX', 'GlaxoSmithKline'],
  ['FLUBLOK', 'Sanofi Pasteur'],
];
const KINDS = ['Influenza', 'COVID-19', 'Tdap', 'Shingles', 'Pneumo', 'Other'];
const PENS = HANDS.filter((h) => h !== 'Breip');

function seasonOf(iso) {
  const y = Number(iso.slice(0, 4));
  const s = Number(iso.slice(5, 7)) >= 7 ? y : y - 1;
  return `${s}-${s + 1}`;
}

function cell(c, i) {
  if (!c)
    return `<div class="cell"><div class="cn">${i + 1}</div><div class="kr">${KINDS.map((k) => `<span class="ko">${box(false, { style: 'x' })}${k}</span>`).join(' ')}</div>
      <div class="lab empty">AFFIX LABEL HERE</div><div class="ln">Date given <span class="bl"></span> Site LD · RD · LT · RT</div><div class="ln">Given by <span class="bl w"></span></div></div>`;
  const h = (t, o = {}) => hand(t, { font: c.pen.font, ink: c.pen.ink, size: '1.1em', ...o });
  const kr = KINDS.map((k) =>
    c.ring
      ? k === c.kind
        ? `<span class="rg" style="border-color:${c.pen.ink}">${k}</span>`
        : `<span class="op">${k}</span>`
      : `<span class="ko">${box(k === c.kind, { style: c.tick, ink: c.pen.ink, font: c.pen.font })}${k}</span>`,
  ).join(' ');
  const site = ['LD', 'RD', 'LT', 'RT']
    .map((s) => (s === c.site ? `<span class="rg" style="border-color:${c.pen.ink}">${s}</span>` : s))
    .join(' · ');
  const by = c.by
    ? c.by.sig
      ? `${sig(c.by.name, { font: c.pen.sig, ink: c.pen.ink, size: '1.35em', rot: -4 })} ${h(c.by.title, { size: '0.85em' })}`
      : h(`${c.by.ini} ${c.by.title}`)
    : '';
  return `<div class="cell"><div class="cn">${i + 1}</div><div class="kr">${kr}</div>
    <div class="lab" style="transform:rotate(${c.labRot}deg)"><div class="lp">${esc(c.product)}</div>
      <div class="ls">${esc(c.formula)}</div><div class="ll">LOT ${esc(c.lot)} &nbsp; EXP ${esc(c.exp)}</div>
      <div class="ll">${esc(c.mfr)} · NDC ${esc(c.ndc)}</div>${c.bar}</div>
    <div class="ln">Date given <span class="bl">${c.dateText ? h(c.dateText) : ''}</span> Site ${site}</div>
    <div class="ln">Given by <span class="bl w">${by}</span>${c.stamp ? `<span class="st" style="transform:rotate(${c.stRot}deg)">${esc(c.stamp)}</span>` : ''}</div></div>`;
}

function render(f) {
  const G = f.group;
  const h = (t, o = {}) => hand(t, { font: f.own.font, ink: f.own.ink, size: '1.25em', ...o });
  const cells = [];
  for (let i = 0; i < 8; i++) cells.push(cell(f.cells[i], i));
  return page({
    title: 'Personal Vaccination Sticker Record',
    margin: '0',
    font: f.font,
    body: `<div class="sheet">
      <div class="top"><div><div class="gn">${esc(G.name)}</div><div class="ti">Personal Vaccination Sticker Record</div>
        <div class="sub">Keep this sheet with your important papers and bring it to every immunization visit. Each cell is completed by the pharmacy team.</div></div>
        <div class="fm">${esc(G.form)}<br>Printed ${esc(f.printed)}</div></div>
      <div class="pt"><span class="pl">Name</span><span class="pv">${h(f.holder)}</span>
        <span class="pl">Date of birth</span><span class="pv s">${h(f.dobText, { size: '1.15em' })}</span>
        <span class="pl">Home store</span><span class="pv s">${h(f.store, { size: '1em' })}</span></div>
      <div class="grid">${cells.join('')}</div>
      <div class="note"><b>Pharmacist notes:</b> ${f.noteText ? hand(f.noteText, { font: f.own.font, ink: INKS[2], size: '1.05em' }) : ''}</div>
      <div class="ft"><span>${esc(G.form)} · ${esc(G.short)} · Do not discard — this is your record</span><span>${esc(f.footer)}</span></div>
    </div>`,
    css: `
    .sheet { width:8.5in; min-height:11in; padding:0.4in 0.45in 0.35in; position:relative; ${f.copy ? 'filter:grayscale(1) contrast(1.1);' : ''} }
    .top { display:flex; justify-content:space-between; border-bottom:3px solid ${G.color}; padding-bottom:4px; }
    .gn { color:${G.color}; font-weight:bold; font-size:11pt; letter-spacing:0.5px; }
    .ti { font-size:17pt; font-weight:bold; } .sub { font-size:7.8pt; color:#444; max-width:5.2in; }
    .fm { font-size:7.6pt; color:#444; text-align:right; }
    .pt { display:flex; align-items:flex-end; gap:6px; margin:9px 0 8px; }
    .pl { font-size:7.6pt; text-transform:uppercase; color:#333; white-space:nowrap; }
    .pv { flex:1; border-bottom:1px solid #222; min-height:22px; padding-left:4px; white-space:nowrap; } .pv.s { flex:0 0 1.4in; }
    .grid { display:grid; grid-template-columns:1fr 1fr; gap:6px; }
    .cell { border:1.3px solid ${G.color}; border-radius:5px; padding:4px 7px 5px; height:2.0in; position:relative; font-size:8.6pt; }
    .cn { position:absolute; right:6px; top:3px; font-weight:bold; color:${G.color}; font-size:9pt; }
    .kr { font-size:7.8pt; margin-right:14px; line-height:1.5; white-space:nowrap; } .ko { white-space:nowrap; margin-right:3px; }
    .rg { display:inline-block; border:1.6px solid; border-radius:50%; padding:0 4px; }
    .op { display:inline-block; padding:0 4px; }
    .lab { width:2.55in; height:0.82in; margin:4px 0 3px 0.1in; background:#fff; border:1px solid #bbb; border-radius:6px; box-shadow:1px 1px 2px rgba(0,0,0,0.35); padding:3px 6px; font-family:${FONTS.sans}; }
    .lab.empty { border:1px dashed #999; box-shadow:none; color:#999; text-align:center; line-height:0.76in; font-size:7.5pt; }
    .lp { font-weight:bold; font-size:8.6pt; } .ls { font-size:7.2pt; } .ll { font-size:7.2pt; font-family:${FONTS.mono}; }
    .ln { margin-top:3px; white-space:nowrap; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; width:1.35in; min-height:1.3em; vertical-align:bottom; text-align:center; }
    .bl.w { width:1.7in; text-align:left; }
    .st { display:inline-block; margin-left:6px; border:1.5px solid #5b2a86; color:#5b2a86; font-size:6.8pt; padding:1px 3px; opacity:0.8; font-family:${FONTS.mono}; }
    .note { margin-top:8px; border:1px solid #888; padding:4px 7px; min-height:0.45in; font-size:8.6pt; }
    .ft { position:absolute; left:0.45in; right:0.45in; bottom:0.2in; display:flex; justify-content:space-between; font-size:7.2pt; color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const groups = rng.shuffle(GROUPS);
  const out = [];
  const pen = () => ({ font: rng.pick(PENS), ink: rng.pick(INKS), sig: rng.pick(SIGS) });
  const lot = () => `${rng.pick(['UT', 'AJ', 'KX', 'D7', 'Z4'])}${rng.digits(4)}${rng.pick(['A', 'BA', ''])}`;
  const ndc = () => `${rng.digits(5)}-${rng.digits(3)}-${rng.digits(2)}`;
  const store = rng.pick(STORES);
  const flu = (date, o = {}) => {
    const s = seasonOf(date);
    const start = Number(s.slice(0, 4));
    const [product, mfr] = rng.pick(start >= 2024 ? FLU_TRI : FLU_OLD);
    const by = rng.pick(RPH);
    return {
      kind: 'Influenza',
      product,
      mfr,
      formula: `${s} Formula · 0.5 mL single-dose syringe`,
      lot: lot(),
      exp: fmt(`${start + 1}-06-30`, 'us'),
      ndc: ndc(),
      date,
      ds: 'us_short',
      site: rng.pick(['LD', 'RD']),
      by: { ...by, sig: rng.chance(0.3) },
      stamp: `${store.split(' ')[0]} ${fmt(date, 'us_short')}`,
      tick: rng.pick(['x', 'check']),
      pen: pen(),
      ...o,
    };
  };
  const other = (kind, product, mfr, formula, date, o = {}) => ({
    kind,
    product,
    mfr,
    formula,
    lot: lot(),
    exp: fmt(addDays(date, rng.int(200, 500)), 'us'),
    ndc: ndc(),
    date,
    ds: 'us_short',
    site: rng.pick(['LD', 'RD']),
    by: { ...rng.pick(RPH), sig: false },
    stamp: `${store.split(' ')[0]} ${fmt(date, 'us_short')}`,
    tick: 'x',
    pen: pen(),
    ...o,
  });
  const finish = (c) => {
    if (!c) return c;
    c.bar = barcode(rng, { width: 120, height: 14 });
    c.labRot = rng.float(-3, 3).toFixed(1);
    c.stRot = rng.float(-8, 8).toFixed(1);
    if (c.dateText === undefined) c.dateText = fmt(c.date, c.ds);
    return c;
  };
  const mk = (p, cells, o = {}) => {
    const own = pen();
    const printed = fmt(addDays('2023-08-01', rng.int(0, 300)), 'us');
    return {
      group: groups[out.length % groups.length],
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      own,
      holder: nameAs(p, o.nameStyle || rng.pick(['last_first', 'first_last', 'last_first_mi'])),
      dobText: fmt(p.dob, 'us_nz'),
      store,
      cells: cells.map(finish),
      printed,
      footer: `Copy made ${fmt(addDays('2026-11-21', -rng.int(2, 12)), 'us')}`,
      noteText: '',
      copy: false,
      ...o,
    };
  };
  const shingles = (date) =>
    other('Shingles', 'SHINGRIX', 'GlaxoSmithKline', 'Zoster vaccine recombinant, adjuvanted', date);
  const covid = (date) =>
    other('COVID-19', 'SPIKEVAX', 'ModernaTX', `${seasonOf(date)} Formula · 0.5 mL`, date);
  const tdap = (date) => other('Tdap', 'BOOSTRIX', 'GlaxoSmithKline', 'Tdap adsorbed · 0.5 mL', date);

  // 1 — current season flu in cell 5 after two older flu seasons, a Shingrix dose and a COVID-19 dose
  {
    const p = k.person();
    const cur = addDays('2026-09-18', rng.int(0, 45));
    const cells = [
      flu(addDays('2024-09-25', rng.int(0, 30))),
      shingles(addDays('2025-02-03', rng.int(0, 40))),
      flu(addDays('2025-10-01', rng.int(0, 30))),
      covid(addDays('2025-10-20', rng.int(0, 20))),
      flu(cur),
      null,
      null,
      null,
    ];
    out.push({
      key: 'current-flu-cell-five-after-older-seasons',
      person: requestPerson(p),
      html: render(mk(p, cells)),
      issues: [],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `influenza cells 1, 3 and 5 (${cells[0].date}, ${cells[2].date}, ${cur}); cell 5 (${cells[4].product}, lot ${cells[4].lot}, given by ${cells[4].by.name} ${cells[4].by.title}) is in the 2026-2027 season; the Shingrix and COVID-19 cells are other vaccines; the label's EXP date is the lot's expiry`,
      rendering: 'photo',
    });
  }

  // 2 — current dose with a same-day Tdap, the date written with the month in words
  {
    const p = k.person();
    const cur = addDays('2026-09-08', rng.int(0, 50));
    const prevVisit = addDays('2024-10-10', rng.int(0, 20));
    const cells = [
      covid(prevVisit),
      flu(prevVisit),
      tdap(cur),
      flu(cur, { ds: 'mon' }),
      null,
      null,
      null,
      null,
    ];
    cells[2].ds = 'mon';
    out.push({
      key: 'current-flu-beside-same-day-tdap-month-words',
      person: requestPerson(p),
      html: render(mk(p, cells, { nameStyle: 'last_first_middle', copy: true })),
      issues: [],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `cell 4 influenza ${fmt(cur, 'mon')} (2026-2027) beside a Tdap the same day in cell 3; name written "Last, First Middle"; the older flu cell (${prevVisit}, beside a COVID-19 dose the same day) is 2024-2025`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — the newest flu dose was given last March (2025-2026 season); a COVID-19 dose this autumn
  {
    const p = k.person();
    const late = addDays('2026-02-26', rng.int(0, 30));
    const cv = addDays('2026-09-20', rng.int(0, 40));
    const cells = [
      flu(addDays('2024-10-05', rng.int(0, 25))),
      flu(late),
      covid(cv),
      null,
      null,
      null,
      null,
      null,
    ];
    out.push({
      key: 'newest-flu-last-march-covid-this-fall',
      person: requestPerson(p),
      html: render(
        mk(p, cells, { noteText: `Pt. late for flu this yr — caught up ${fmt(late, 'us_short')}` }),
      ),
      issues: ['vaccination outside season'],
      data: {
        record_type: 'pharmacy_record',
        'vaccinations.0.date': late,
        ...personData('match', 'match'),
      },
      note: `the newest influenza cell is ${late} (label "2025-2026 Formula"), which falls in the 2025-2026 season, not 2026-2027 containing valid_on; the ${cv} cell is COVID-19, not influenza`,
      rendering: 'photo',
    });
  }

  // 4 — current-season flu cell with date and label but "Given by" left blank and no store stamp
  {
    const p = k.person();
    const cur = addDays('2026-10-02', rng.int(0, 35));
    const cells = [
      flu(addDays('2025-09-22', rng.int(0, 30))),
      flu(cur, { by: null, stamp: '' }),
      null,
      null,
      null,
      null,
      null,
      null,
    ];
    out.push({
      key: 'current-flu-cell-given-by-blank',
      person: requestPerson(p),
      html: render(mk(p, cells)),
      issues: ['missing administrator'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `cell 2 influenza ${cur} has the label and the date but its "Given by" line is blank and the cell carries no store stamp, so no administrator is recorded for the deciding dose (cell 1, last season, has one); the pharmacy group's name in the header is the form's publisher, not a vaccinator`,
      rendering: 'fax',
    });
  }

  // 5 — the sheet is the spouse's: same surname, another first name; request without DOB
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const spouse = { ...q, last: p.last };
    const cur = addDays('2026-09-12', rng.int(0, 40));
    const cells = [flu(addDays('2025-10-11', rng.int(0, 20))), flu(cur), null, null, null, null, null, null];
    out.push({
      key: 'spouses-sheet-same-surname',
      person: requestPerson(p, { withDob: false }),
      html: render(mk(spouse, cells, { nameStyle: 'first_last' })),
      issues: ['name mismatch'],
      data: { 'person.name.status': 'mismatch' },
      note: `the sheet is ${nameAs(spouse, 'first_last')}'s (same surname as ${p.first} ${p.last}, another first name); the request has no date of birth; the ${cur} flu cell belongs to the sheet's holder`,
      rendering: 'photo',
    });
  }

  // 6 — Influenza ringed instead of ticked, the date day-month-year with the month abbreviated in capitals
  {
    const p = k.person();
    const cur = addDays('2026-10-06', rng.int(0, 30));
    const cells = [
      shingles(addDays('2024-03-11', rng.int(0, 30))),
      shingles(addDays('2024-06-10', rng.int(0, 30))),
      flu(addDays('2024-11-04', rng.int(0, 20)), { ring: true }),
      flu(addDays('2025-10-27', rng.int(0, 20)), { ring: true }),
      flu(cur, { ring: true, ds: 'mil' }),
      null,
      null,
      null,
    ];
    out.push({
      key: 'ringed-influenza-day-month-year',
      person: requestPerson(p),
      html: render(mk(p, cells, { nameStyle: 'nick_last' })),
      issues: [],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': cur,
        ...personData('match', 'match'),
      },
      note: `"Influenza" is ringed in each flu cell rather than ticked; cell 5 date written ${fmt(cur, 'mil')} (${cur}, 2026-2027); holder name written "${nameAs(p, 'nick_last')}"${p.nick ? ' (nickname of ' + p.first + ')' : ''}`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
