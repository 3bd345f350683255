// A pocket "Clinician Health Passport" booklet that a travel clinician carries from assignment to assignment and that
// each clinic fills in by hand, photographed or scanned lying open at its tuberculosis spread. Left page: the holder's
// name and date of birth written on lines at the top, then numbered skin-test entries, oldest first, each a small
// two-line block (Placed: date, arm L / R ringed, PPD lot, given by; Read: date, induration mm, NEG / POS ringed,
// read by) in a different hand, ink and date style per clinic, with clinic stamps pressed over the entry text.
// Right page: blood-test (IGRA) entries with the test and the result ringed and the laboratory written in, chest
// x-ray entries with an impression tick box, and an annual symptom-review strip with a year per column (reviews are
// not tests). The booklet's passport number, issuer and page numbers are printed in the footer; pencilled "next due"
// reminders sit in the margin. The newest entry decides; older entries are history.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r18_clinician_health_passport_booklet_tb_spread',
  split: 'tuning',
  renderings: { photo: 35, scan_image: 15, fax: 15, scanned_pdf: 15, text_pdf: 20 },
  description:
    'Pocket clinician health passport booklet photographed or scanned open at its TB spread, filled by hand by several clinics over the years: left page holder name / DOB lines and numbered skin-test entries oldest first (Placed date, arm L / R ringed, lot, given by; Read date, mm, NEG / POS ringed, read by) in different hands, inks and date styles with clinic stamps over the text and a struck, rewritten date; right page IGRA entries (QFT-Plus / T-SPOT.TB and NEG / POS / IND ringed, lab), chest x-ray entries with an impression tick box, and a yearly symptom-review strip that holds no test; newest entry decides: negative TST this year, older TSTs then a negative QFT on the right page, a positive TST cleared by a chest x-ray, newest TST read on day four, newest entry last year, newest entry with no one signing or stamping it',
};

const ISSUERS = [
  { name: 'Meridian Travel Health Alliance', short: 'MTHA', color: '#1f3b5c' },
  { name: 'Roadside Clinician Guild', short: 'RCG', color: '#3d2a5a' },
  { name: 'Northstar Per-Diem Nurses Association', short: 'NPNA', color: '#20463a' },
];
// clinics that fill entries: name lines for the stamp, a clinician who signs, the style of dates they write
const CLINICS = [
  {
    stamp: ['CEDAR HOLLOW OCC HLTH', 'TACOMA WA 253-555-0148'],
    who: 'R. Lindahl RN',
    sigName: 'Ruth Lindahl',
    ini: 'RL',
    color: '#6b1d1d',
  },
  {
    stamp: ['LAKESHORE CO. HEALTH', 'TB CLINIC · ORLANDO FL'],
    who: 'D. Obi LPN',
    sigName: 'Dora Obi',
    ini: 'DO',
    color: '#1d3f7a',
  },
  {
    stamp: ['NORTHGATE FAMILY CLINIC', 'DAYTON OH 45459'],
    who: 'J. Whitcombe PA-C',
    sigName: 'J. Whitcombe',
    ini: 'JW',
    color: '#2a5a2a',
  },
  {
    stamp: ['SADDLEBACK URGENT CARE', 'MESA AZ 480-555-0121'],
    who: 'M. Arceneaux RN',
    sigName: 'M. Arceneaux',
    ini: 'MA',
    color: '#5a2a6e',
  },
  {
    stamp: ['PIONEER WAY EMPL. HEALTH', 'OMAHA NE 68102'],
    who: 'T. Vukovic NP',
    sigName: 'T. Vukovic',
    ini: 'TV',
    color: '#7a4a10',
  },
];
const LABS = [
  'Bluestem Diagnostic Laboratory, Omaha NE',
  'Keel Harbor Clinical Lab, Savannah GA',
  'Tri-County Reference Lab, Fresno CA',
];
const RADIOLOGY = [
  'Fernhill Imaging Center',
  'Lindell Radiology Associates',
  'Copperfield Diagnostic Imaging',
];
const PENS = HANDS.filter((h) => h !== 'Breip'); // faces whose digits read clearly
const DATE_STYLES = ['us_short', 'us_nz', 'us', 'mil', 'dmy'];

function ring(text, on, ink) {
  return on
    ? `<span class="rg" style="border-color:${ink}">${esc(text)}</span>`
    : `<span class="opt">${esc(text)}</span>`;
}

/** One skin-test entry block on the left page. */
function tstEntry(n, e) {
  if (!e) {
    return `<div class="ent"><div class="no">${n}</div><div class="body">
      <div class="ln"><span class="cap">Placed</span><span class="blank w1"></span><span class="cap">Arm</span><span class="opt">L</span><span class="opt">R</span><span class="cap">Lot</span><span class="blank w2"></span><span class="cap">By</span><span class="blank w3"></span></div>
      <div class="ln"><span class="cap">Read</span><span class="blank w1"></span><span class="cap">mm</span><span class="blank w0"></span><span class="opt">NEG</span><span class="opt">POS</span><span class="cap">By</span><span class="blank w3"></span></div>
    </div><div class="sbox"><span class="sc">clinic stamp</span></div></div>`;
  }
  const h = (t, o = {}) => hand(t, { font: e.font, ink: e.ink, size: '1.12em', ...o });
  const c = e.clinic;
  const by = (who, signed) =>
    signed
      ? `${sig(c.sigName, { font: e.sig, ink: e.ink, size: '1.45em', rot: -4 })}`
      : who === 'ini'
        ? h(c.ini)
        : '';
  const placedTxt = fmt(e.placed, e.ds);
  const readTxt = fmt(e.read, e.ds);
  const readCell = e.struckRead
    ? `${h(fmt(e.struckRead, 'us_short'), { size: '1em', style: `text-decoration:line-through;text-decoration-thickness:1.6px;text-decoration-color:${e.ink};` })} ${h(fmt(e.read, 'us_short'))}<sup>${h(c.ini, { size: '0.75em' })}</sup>`
    : h(readTxt);
  const st = e.stamp
    ? `<div class="stp" style="right:${e.stampX}px;top:${e.stampY}px">${stamp(c.stamp, { color: c.color, rot: e.stampRot })}</div>`
    : '';
  return `<div class="ent"><div class="no">${n}</div><div class="body">
    <div class="ln"><span class="cap">Placed</span><span class="val w1">${h(placedTxt)}</span><span class="cap">Arm</span>${ring('L', e.arm === 'L', e.ink)}${ring('R', e.arm === 'R', e.ink)}<span class="cap">Lot</span><span class="val w2">${h(e.lot, { size: '1em' })}</span><span class="cap">By</span><span class="val w3">${by(e.givenBy === 'sig' ? 'sig' : e.givenBy, e.givenBy === 'sig')}</span></div>
    <div class="ln"><span class="cap">Read</span><span class="val w1">${readCell}</span><span class="cap">mm</span><span class="val w0">${h(String(e.mm))}</span>${ring('NEG', e.result === 'negative', e.ink)}${ring('POS', e.result === 'positive', e.ink)}<span class="cap">By</span><span class="val w3">${by(e.readBy === 'sig' ? 'sig' : e.readBy, e.readBy === 'sig')}</span></div>
  </div><div class="sbox"><span class="sc">clinic stamp</span>${st}</div></div>`;
}

function igraEntry(n, e) {
  if (!e) {
    return `<div class="ent sm"><div class="no">${n}</div><div class="body">
      <div class="ln"><span class="cap">Collected</span><span class="blank w1"></span><span class="opt">QFT-Plus</span><span class="opt">T-SPOT.TB</span><span class="cap">Resulted</span><span class="blank w1"></span></div>
      <div class="ln"><span class="cap">Result</span><span class="opt">NEG</span><span class="opt">POS</span><span class="opt">IND</span><span class="cap">Lab</span><span class="blank w4"></span></div>
    </div></div>`;
  }
  const h = (t, o = {}) => hand(t, { font: e.font, ink: e.ink, size: '1.1em', ...o });
  return `<div class="ent sm"><div class="no">${n}</div><div class="body">
    <div class="ln"><span class="cap">Collected</span><span class="val w1">${h(fmt(e.collected, e.ds))}</span>${ring('QFT-Plus', e.test === 'qft', e.ink)}${ring('T-SPOT.TB', e.test === 'tspot', e.ink)}<span class="cap">Resulted</span><span class="val w1">${h(fmt(e.resulted, e.ds))}</span></div>
    <div class="ln"><span class="cap">Result</span>${ring('NEG', e.result === 'negative', e.ink)}${ring('POS', e.result === 'positive', e.ink)}${ring('IND', e.result === 'indeterminate', e.ink)}<span class="cap">Lab</span><span class="val w4">${h(e.lab, { size: '0.95em' })}</span></div>
    <div class="ln"><span class="cap">Reviewed by</span><span class="val w4">${e.reviewer ? sig(e.reviewer, { font: e.sig, ink: e.ink, size: '1.35em', rot: -3 }) : ''}</span></div>
  </div></div>`;
}

function cxrEntry(n, e) {
  if (!e) {
    return `<div class="ent sm"><div class="no">${n}</div><div class="body">
      <div class="ln"><span class="cap">Date</span><span class="blank w1"></span><span class="cap">Facility</span><span class="blank w4"></span></div>
      <div class="ln"><span class="cbx"></span><span class="opt">No evidence of active TB</span><span class="cbx"></span><span class="opt">Abnormal — see report</span></div>
    </div></div>`;
  }
  const h = (t, o = {}) => hand(t, { font: e.font, ink: e.ink, size: '1.1em', ...o });
  const mk = `<span class="mk" style="color:${e.ink};font-family:${e.font}">X</span>`;
  return `<div class="ent sm"><div class="no">${n}</div><div class="body">
    <div class="ln"><span class="cap">Date</span><span class="val w1">${h(fmt(e.date, e.ds))}</span><span class="cap">Facility</span><span class="val w4">${h(e.facility, { size: '0.95em' })}</span></div>
    <div class="ln"><span class="cbx">${mk}</span><span class="opt">No evidence of active TB</span><span class="cbx"></span><span class="opt">Abnormal — see report</span></div>
    <div class="ln"><span class="cap">Reviewed by</span><span class="val w4">${sig(e.reviewer, { font: e.sig, ink: e.ink, size: '1.35em', rot: -3 })}</span></div>
  </div></div>`;
}

function render(f) {
  const iss = f.issuer;
  const tst = [0, 1, 2, 3].map((i) => tstEntry(i + 1, f.tst[i]));
  const igra = [0, 1].map((i) => igraEntry(i + 1, f.igra[i]));
  const cxr = [0, 1].map((i) => cxrEntry(i + 1, f.cxr[i]));
  const years = [2023, 2024, 2025, 2026, 2027];
  const sym = years
    .map((y) => {
      const s = f.symptoms[y];
      return `<td><div class="yr">${y}</div><div class="sv">${s ? hand(s.text, { font: s.font, ink: s.ink, size: '1.05em' }) : ''}</div></td>`;
    })
    .join('');
  const holder = hand(f.holderName, { font: f.ownFont, ink: f.ownInk, size: '1.15em' });
  const dob = hand(fmt(f.dob, f.dobStyle), { font: f.ownFont, ink: f.ownInk, size: '1.2em' });
  const pencil = f.pencil
    ? `<div class="pencil">${hand(f.pencil, { font: "'Humor Sans'", ink: '#6d6d6d', size: '1em', rot: -8 })}</div>`
    : '';
  const body = `<div class="spread">
   <div class="pg left">
     <div class="ph"><span class="pn">6</span> TUBERCULOSIS SCREENING <span class="sub">— Skin tests (TST / PPD)</span></div>
     <div class="hold"><span class="cap">Holder</span><span class="hl">${holder}</span><span class="cap">Date of birth</span><span class="hl short">${dob}</span></div>
     <div class="instr">Read 48–72 hours after placing. Record induration in millimetres (write 0, not "neg").</div>
     ${tst.join('')}
     ${pencil}
     <div class="pf">${esc(iss.name)} · Clinician Health Passport · No. ${esc(f.passportNo)}<span>6</span></div>
   </div>
   <div class="gut"></div>
   <div class="pg right">
     <div class="ph"><span class="pn">7</span> TB SCREENING <span class="sub">(continued)</span></div>
     <div class="sec">Interferon-gamma release assay (blood test)</div>
     ${igra.join('')}
     <div class="sec">Chest radiograph</div>
     ${cxr.join('')}
     <div class="sec">Annual TB symptom review <span class="sub">(cough &gt; 3 wks, fever, night sweats, weight loss) — not a test</span></div>
     <table class="sym"><tr>${sym}</tr></table>
     <div class="pf"><span>7</span>Entries must be made by the testing clinic. Alterations must be initialled.</div>
   </div>
  </div>`;
  return page({
    title: 'Clinician Health Passport — TB screening',
    size: '8.5in 5.5in',
    margin: '0',
    font: FONTS.carlito,
    bg: iss.color,
    body,
    css: `
    .spread { width:8.5in; height:5.5in; display:flex; padding:0.13in 0.12in; background:${iss.color}; }
    .pg { flex:1; background:#fbf8ee; position:relative; padding:0.13in 0.18in 0.3in; overflow:hidden; font-size:8.2pt; color:#20242a; }
    .left { border-radius:3px 0 0 3px; background:linear-gradient(to right, #fbf8ee 88%, #e4dfd0 100%); }
    .right { border-radius:0 3px 3px 0; background:linear-gradient(to left, #fbf8ee 90%, #e6e1d2 100%); }
    .gut { width:2px; background:#b9b2a0; }
    .ph { font-weight:bold; font-size:9.2pt; letter-spacing:0.3px; border-bottom:1.3px solid ${iss.color}; padding-bottom:2px; color:${iss.color}; }
    .ph .pn { display:inline-block; background:${iss.color}; color:#fff; padding:0 5px; margin-right:4px; border-radius:2px; }
    .sub { font-weight:normal; font-size:7.2pt; color:#444; }
    .hold { display:flex; align-items:flex-end; gap:4px; margin:6px 0 2px; }
    .hl { flex:1; border-bottom:0.8px solid #555; min-height:17px; padding-left:4px; white-space:nowrap; }
    .hl.short { flex:0 0 1.05in; }
    .instr { font-size:6.6pt; font-style:italic; color:#555; margin-bottom:2px; }
    .cap { font-size:7.3pt; color:#333; text-transform:uppercase; letter-spacing:0.2px; margin-right:2px; white-space:nowrap; }
    .ent { display:flex; border-bottom:0.7px solid #a9a393; padding:3px 0 2px; position:relative; min-height:0.98in; }
    .sbox { width:0.95in; border-left:0.6px dashed #b1ab9b; position:relative; margin-left:3px; }
    .sc { position:absolute; bottom:1px; right:2px; font-size:5.6pt; color:#9a9484; text-transform:uppercase; }
    .ent.sm { min-height:0.7in; }
    .no { width:13px; font-weight:bold; color:${iss.color}; font-size:8pt; }
    .body { flex:1; position:relative; }
    .ln { display:flex; align-items:flex-end; gap:3px; min-height:0.36in; }
    .val { border-bottom:0.6px dotted #777; min-height:15px; padding:0 2px; white-space:nowrap; }
    .blank { border-bottom:0.6px dotted #777; height:13px; }
    .w0 { width:0.3in; } .w1 { width:0.86in; } .w2 { width:0.55in; } .w3 { flex:1; min-width:0.5in; } .w4 { flex:1; }
    .opt { font-size:7.6pt; padding:0 3px; white-space:nowrap; }
    .rg { white-space:nowrap; font-size:7.6pt; border:1.5px solid; border-radius:50%; padding:0 3px; }
    .cbx { display:inline-block; width:9px; height:9px; border:1px solid #333; position:relative; margin-left:4px; }
    .cbx .mk { position:absolute; left:0px; top:-4px; font-size:11px; }
    .stp { position:absolute; z-index:2; opacity:0.78; }
    .stp div { font-size:5.9pt !important; padding:2px 4px !important; white-space:nowrap; }
    .sec { font-weight:bold; font-size:7.6pt; margin-top:5px; color:${iss.color}; text-transform:uppercase; }
    .sym { width:100%; margin-top:2px; }
    .sym td { border:0.7px solid #8c8676; width:20%; vertical-align:top; padding:1px 3px; height:0.46in; }
    .yr { font-size:6.6pt; color:#555; }
    .sv { text-align:center; }
    .pf { position:absolute; bottom:0.08in; left:0.2in; right:0.2in; font-size:6.2pt; color:#666; display:flex; justify-content:space-between; gap:6px; }
    .pencil { position:absolute; right:0.3in; bottom:0.28in; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const clinics = rng.shuffle(CLINICS);
  let ci = 0;
  const nextClinic = () => clinics[ci++ % clinics.length];
  const lot = () => `${rng.letters(1)}${rng.digits(4)}${rng.pick(['', 'A', 'B', 'CA'])}`;
  // a TST entry by a clinic, read two days later (48 h by calendar days)
  const tst = (placed, o = {}) => ({
    clinic: nextClinic(),
    placed,
    read: addDays(placed, 2),
    arm: rng.pick(['L', 'R']),
    lot: lot(),
    mm: 0,
    result: 'negative',
    givenBy: rng.pick(['sig', 'ini']),
    readBy: 'sig',
    font: rng.pick(PENS),
    ink: rng.pick(INKS),
    sig: rng.pick(SIGS),
    ds: rng.pick(DATE_STYLES),
    stamp: rng.chance(0.75),
    stampX: rng.int(0, 8),
    stampY: rng.int(22, 34),
    stampRot: rng.float(-9, 6).toFixed(1),
    ...o,
  });
  const mkFacts = (p, o = {}) => ({
    issuer: rng.pick(ISSUERS),
    passportNo: `CHP-${rng.digits(6)}`,
    holderName: nameAs(p, rng.pick(['first_mi_last', 'full', 'first_last', 'LAST_FIRST'])),
    dob: p.dob,
    dobStyle: rng.pick(['us_nz', 'us']),
    ownFont: rng.pick(PENS),
    ownInk: rng.pick(INKS),
    tst: [],
    igra: [],
    cxr: [],
    symptoms: {},
    pencil: '',
    ...o,
  });
  const symp = (f, years) => {
    for (const y of years) {
      const c = rng.pick(CLINICS);
      f.symptoms[y] = { text: `neg ${c.ini}`, font: rng.pick(PENS), ink: rng.pick(INKS) };
    }
  };
  const out = [];

  // 1 — three yearly negative TSTs, newest this year; the newest read date struck and rewritten
  {
    const p = k.person();
    const t3 = addDays('2026-03-02', rng.int(0, 200));
    const f = mkFacts(p);
    f.tst = [
      tst(addDays('2024-02-12', rng.int(0, 200))),
      tst(addDays('2025-02-10', rng.int(0, 200))),
      tst(t3, { struckRead: addDays(t3, 1), givenBy: 'sig', ds: 'us_short' }),
    ];
    f.pencil = `next due ${fmt(addDays(t3, 365), 'mm_yyyy')}`;
    out.push({
      key: 'three-yearly-tsts-newest-this-year-negative',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { ...personData('match', 'match') },
      note: `skin-test entries oldest first; entry 3 placed ${t3}, read ${f.tst[2].read} (a first read date ${f.tst[2].struckRead} struck through and rewritten with initials), 0 mm, NEG ringed; entries 1–2 (${f.tst[0].placed}, ${f.tst[1].placed}) are history; the pencilled "next due" month is not a test`,
      rendering: 'photo',
    });
  }

  // 2 — older TSTs on the left page, this year's negative QuantiFERON on the right page
  {
    const p = k.person();
    const coll = addDays('2026-04-06', rng.int(0, 180));
    const res = addDays(coll, rng.int(2, 4));
    const f = mkFacts(p);
    f.tst = [tst(addDays('2023-05-01', rng.int(0, 150))), tst(addDays('2024-06-03', rng.int(0, 150)))];
    f.igra = [
      {
        collected: coll,
        resulted: res,
        test: 'qft',
        result: 'negative',
        lab: rng.pick(LABS),
        reviewer: rng.pick(CLINICS).sigName,
        font: rng.pick(PENS),
        ink: rng.pick(INKS),
        sig: rng.pick(SIGS),
        ds: rng.pick(DATE_STYLES),
      },
    ];
    symp(f, [2025]);
    out.push({
      key: 'older-tsts-left-negative-qft-right-page',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { ...personData('match', 'match') },
      note: `the skin tests on the left page (${f.tst[0].placed}, ${f.tst[1].placed}) are over a year old; the newest test is the QFT-Plus on the right page, collected ${coll}, resulted ${res}, NEG ringed, laboratory "${f.igra[0].lab}" (the administrator); the 2025 symptom review is not a test`,
      rendering: 'scan_image',
    });
  }

  // 3 — this year's TST positive, chest x-ray a week later with no active TB
  {
    const p = k.person();
    const t3 = addDays('2026-02-16', rng.int(0, 180));
    const mm = rng.pick([12, 13, 15, 16]);
    const cx = addDays(t3, rng.int(5, 12));
    const f = mkFacts(p);
    f.tst = [
      tst(addDays('2024-03-04', rng.int(0, 120))),
      tst(addDays('2025-01-20', rng.int(0, 120))),
      tst(t3, { mm, result: 'positive', readBy: 'sig', stamp: true }),
    ];
    f.cxr = [
      {
        date: cx,
        facility: rng.pick(RADIOLOGY),
        reviewer: rng.pick(CLINICS).sigName,
        font: rng.pick(PENS),
        ink: rng.pick(INKS),
        sig: rng.pick(SIGS),
        ds: rng.pick(DATE_STYLES),
      },
    ];
    symp(f, [2026]);
    out.push({
      key: 'positive-tst-this-year-cleared-by-chest-xray',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result'],
      data: { ...personData('match', 'match') },
      note: `entry 3: placed ${t3}, read ${f.tst[2].read}, ${mm} mm, POS ringed; the right page has a chest radiograph of ${cx} with "No evidence of active TB" ticked and a reviewer's signature; accept_xray default true clears the positive skin test`,
      rendering: 'photo',
    });
  }

  // 4 — newest TST read on the fourth day
  {
    const p = k.person();
    const t3 = addDays('2026-04-13', rng.int(0, 170));
    const f = mkFacts(p);
    f.tst = [tst(addDays('2025-01-13', rng.int(0, 90))), tst(t3, { read: addDays(t3, 4) })];
    symp(f, [2025]);
    out.push({
      key: 'newest-tst-read-on-day-four',
      person: requestPerson(p),
      html: render(f),
      issues: ['invalid waiting period'],
      data: {},
      note: `entry 2 (newest): placed ${t3}, read ${addDays(t3, 4)}, four calendar days (about 96 h), outside 48–72 h despite 0 mm NEG; the printed instruction says 48–72 hours; entry 1 is last year's`,
      rendering: 'fax',
    });
  }

  // 5 — the newest entry is last year's; this year only a symptom review
  {
    const p = k.person();
    const last = addDays('2025-05-05', rng.int(0, 130));
    const f = mkFacts(p);
    f.tst = [
      tst(addDays('2023-04-03', rng.int(0, 120))),
      tst(addDays('2024-04-08', rng.int(0, 120))),
      tst(last),
    ];
    symp(f, [2026]);
    f.pencil = `due ${fmt(addDays(last, 365), 'us_short')}!`;
    out.push({
      key: 'newest-entry-last-year-symptom-review-only-this-year',
      person: requestPerson(p),
      html: render(f),
      issues: ['test too old'],
      data: {},
      note: `newest skin test placed ${last}, read ${f.tst[2].read}: more than 365 days before 2026-11-21; the 2026 column of the symptom review strip is a questionnaire, not a test; the pencilled "due" date is a reminder`,
      rendering: 'text_pdf',
    });
  }

  // 6 — the newest entry filled in but not signed, initialled or stamped by anyone
  {
    const p = k.person();
    const t3 = addDays('2026-05-04', rng.int(0, 150));
    const f = mkFacts(p);
    f.tst = [
      tst(addDays('2024-05-06', rng.int(0, 120)), { stamp: true }),
      tst(addDays('2025-04-07', rng.int(0, 120)), { stamp: true }),
      tst(t3, { givenBy: '', readBy: '', stamp: false, font: f.ownFont, ink: f.ownInk }),
    ];
    out.push({
      key: 'newest-entry-with-no-one-signing-or-stamping',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing administrator'],
      data: {},
      note: `entry 3 (newest, placed ${t3}, read ${f.tst[2].read}, 0 mm NEG) is written in the holder's own hand with both "By" lines empty and no clinic stamp; the older entries carry clinic stamps and signatures but are other tests; the booklet issuer is not a testing clinic`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
