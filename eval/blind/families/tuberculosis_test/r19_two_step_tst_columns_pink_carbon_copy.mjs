// The pink employee copy of a three-part carbonless "Tuberculin Skin Test — Baseline Two-Step & Annual Record" of a
// long-term-care / home-health employer, filled in by hand by the employer's staff nurse and torn off for the
// employee, who photographs, faxes or scans it for an agency. Pink paper; the values come through as slightly blurred
// blue-black carbon. Employee boxes (Last / First / MI, DOB, position, hire date, employee no.); a symptom screen
// whose answers are marked by an X struck over the printed YES or NO; BCG and prior-positive questions with the
// answer ringed; then the test grid TRANSPOSED: the fields run down the left (date given, time, site L / R ringed,
// Tubersol / Aplisol ringed, lot and expiry, given by, date read, time read, hours after placement, induration mm,
// NEG / POS ringed, read by) and the tests run across as columns STEP 1 · STEP 2 · ANNUAL; an unused column is
// struck through "N/A" or left blank. A chest x-ray strip for positive reactors, employee and infection
// preventionist signature lines, the form number and revision date and the copy-colour legend at the foot.
// A hand correction (value struck through, rewritten and initialled) appears on some copies.
import { addDays, fmt, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r19_two_step_tst_columns_pink_carbon_copy',
  split: 'tuning',
  renderings: { photo: 35, fax: 15, scan_image: 10, scanned_pdf: 15, text_pdf: 25 },
  description:
    "Pink employee copy of an employer's carbonless Baseline Two-Step & Annual TST record filled by hand in carbon: Last / First / MI boxes, symptom screen answered by an X struck over the printed YES or NO, BCG / prior-positive answers ringed, a transposed grid with fields down the left (date and time given, site L / R and Tubersol / Aplisol ringed, lot, given by, date and time read, hours, mm, NEG / POS ringed, read by) and STEP 1 / STEP 2 / ANNUAL as columns, an unused column struck N/A, a corrected value struck and initialled, x-ray strip, employee and infection-preventionist lines, form revision date and copy legend; variants two steps negative this year, old two-step with this year's annual column deciding, step 1 only with step 2 struck N/A, step 2 read on the fourth day with the hours line blank, step 2 positive with the x-ray strip empty, no one signing any column",
};

const EMPLOYERS = [
  {
    name: 'Willowmere Care Communities',
    sub: 'Skilled Nursing & Memory Care · Employee Health',
    addr: '1180 Tamarack Dr, Lansing, MI 48906 · (517) 555-0192',
    form: 'EH-114',
    rev: 'rev. 03/2022',
  },
  {
    name: 'Stonebridge Home Health & Hospice',
    sub: 'Clinical Compliance Office',
    addr: '502 Pioneer Way, Knoxville, TN 37916 · (865) 555-0154',
    form: 'SHH-TB2',
    rev: 'Rev 8/21',
  },
  {
    name: 'Cedar Lantern Senior Living',
    sub: 'Human Resources / Employee Health Nurse',
    addr: '77 Fernhill Rd, Worcester, MA 01608 · (508) 555-0107',
    form: 'HR-27',
    rev: 'revised 11/2023',
  },
];
const NURSES = [
  { name: 'Kathleen Moreau', cred: 'RN', ini: 'KM' },
  { name: 'Terrence Albright', cred: 'LPN', ini: 'TA' },
  { name: 'Nkechi Obiora', cred: 'RN, BSN', ini: 'NO' },
  { name: 'Paula Rinaldi', cred: 'RN', ini: 'PR' },
];
const IPS = ['D. Szymanski, RN, CIC', 'M. Lafleur, RN', 'G. Oyelowo, BSN, CIC'];
const SYMPTOMS = [
  'Cough lasting 3 weeks or longer',
  'Coughing up blood',
  'Fever or chills',
  'Night sweats',
  'Unexplained weight loss',
  'Unusual fatigue',
];
const CARBON = '#1d2450';
const PENS = HANDS.filter((h) => h !== 'Breip');

function ringOpts(list, chosen) {
  return list
    .map((o) => (o === chosen ? `<span class="rg">${esc(o)}</span>` : `<span class="op">${esc(o)}</span>`))
    .join(' ');
}
/** Printed YES / NO with an X struck over the chosen word. */
function crossYN(ans) {
  const w = (t) =>
    t === ans ? `<span class="xo">${t}<span class="xx">X</span></span>` : `<span class="op">${t}</span>`;
  return `${w('YES')} ${w('NO')}`;
}

function render(f) {
  const e = f.emp;
  const h = (t, o = {}) => hand(t, { font: f.font, ink: CARBON, size: '1.12em', ...o });
  const col = (c) => c; // columns: STEP 1, STEP 2, ANNUAL
  const cell = (c, fn) => {
    if (!c) return `<td class="na"></td>`;
    if (c === 'na') return `<td class="na struck"></td>`;
    return `<td>${fn(c)}</td>`;
  };
  const struck = (old, neu, ini) =>
    `${h(old, { size: '1em', style: `text-decoration:line-through;text-decoration-thickness:1.7px;text-decoration-color:${CARBON};` })} ${h(neu)}<sup>${h(ini, { size: '0.7em' })}</sup>`;
  const who = (c, k) =>
    c[k]
      ? `${sig(c[k].name, { font: f.sig, ink: CARBON, size: '1.35em', rot: -3 })} ${h(c[k].cred, { size: '0.8em' })}`
      : '';
  const rows = [
    [
      'Date given',
      (c) =>
        c.fixPlaced ? struck(fmt(c.fixPlaced, f.ds), fmt(c.placed, f.ds), c.fixIni) : h(fmt(c.placed, f.ds)),
    ],
    ['Time given', (c) => h(c.tPlaced)],
    ['Site (forearm)', (c) => ringOpts(['L', 'R'], c.site)],
    ['Tuberculin', (c) => ringOpts(['Tubersol', 'Aplisol'], c.product)],
    ['Lot # / exp.', (c) => h(`${c.lot}  ${c.lotExp}`, { size: '0.95em' })],
    ['Given by (sign, title)', (c) => who(c, 'givenBy')],
    [
      'Date read',
      (c) => (c.fixRead ? struck(fmt(c.fixRead, f.ds), fmt(c.read, f.ds), c.fixIni) : h(fmt(c.read, f.ds))),
    ],
    ['Time read', (c) => h(c.tRead)],
    ['Hours after placement', (c) => (c.hours ? h(c.hours) : '')],
    ['Induration (mm)', (c) => h(`${c.mm}`) + ' <span class="u">mm</span>'],
    ['Result (circle)', (c) => ringOpts(['NEG', 'POS'], c.result === 'negative' ? 'NEG' : 'POS')],
    ['Read by (sign, title)', (c) => who(c, 'readBy')],
  ];
  const cols = [f.step1, f.step2, f.annual];
  const naNote = (c, i) =>
    c === 'na'
      ? `<div class="nanote" style="left:${1.85 + i * 1.88}in">${h(f.naText || 'N/A', { size: '1.25em', rot: -28 })}</div>`
      : '';
  const grid = rows
    .map(([lab, fn]) => `<tr><th>${esc(lab)}</th>${cols.map((c) => cell(col(c), fn)).join('')}</tr>`)
    .join('');
  const symptoms = SYMPTOMS.map(
    (s) => `<tr><td>${esc(s)}</td><td class="yn">${crossYN('NO')}</td></tr>`,
  ).join('');
  const xr = f.xray ? `${h(fmt(f.xray.date, f.ds))}` : '';
  const body = `<div class="frm">
    <div class="top"><div><div class="en">${esc(f.employer.name)}</div><div class="es">${esc(f.employer.sub)}</div><div class="ea">${esc(f.employer.addr)}</div></div>
      <div class="fno">${esc(f.employer.form)}<br><span>${esc(f.employer.rev)}</span></div></div>
    <div class="ttl">TUBERCULIN SKIN TEST (MANTOUX) — BASELINE TWO-STEP &amp; ANNUAL RECORD</div>
    <table class="emp">
      <tr><td class="w3"><div class="lb">Last name</div>${h(e.last)}</td><td class="w3"><div class="lb">First name</div>${h(e.first)}</td><td class="w1"><div class="lb">MI</div>${h(e.mi)}</td><td class="w2"><div class="lb">Date of birth</div>${h(fmt(f.dob, f.dobDs))}</td></tr>
      <tr><td><div class="lb">Position</div>${h(f.position)}</td><td><div class="lb">Department / branch</div>${h(f.dept)}</td><td><div class="lb">Emp. #</div>${h(f.empNo, { size: '0.95em' })}</td><td><div class="lb">Date of hire</div>${h(fmt(f.hire, f.ds))}</td></tr>
    </table>
    <div class="two">
      <div class="half"><div class="sh">A. TB SYMPTOM SCREEN <span>(mark X over answer)</span></div>
        <table class="sym"><tr><td>Date of screen</td><td class="yn">${h(fmt(f.screen, f.ds))}</td></tr>${symptoms}</table></div>
      <div class="half"><div class="sh">B. HISTORY <span>(circle)</span></div>
        <div class="q">BCG vaccine received? ${ringOpts(['YES', 'NO', 'UNKNOWN'], f.bcg)}</div>
        <div class="q">Previous positive TB skin test? ${ringOpts(['YES', 'NO'], 'NO')}</div>
        <div class="q">Previous TB disease or treatment? ${ringOpts(['YES', 'NO'], 'NO')}</div>
        <div class="instr">Employees with a documented positive TST or IGRA do not receive a skin test; complete section D.</div></div>
    </div>
    <div class="sh">C. TUBERCULIN SKIN TESTS <span>Read 48–72 hours after placement. Step 2 is placed 1–3 weeks after Step 1 is read.</span></div>
    <div class="gw"><table class="grid"><tr><th class="corner"></th><th>STEP 1</th><th>STEP 2</th><th>ANNUAL</th></tr>${grid}</table>${cols.map(naNote).join('')}</div>
    <div class="sh">D. CHEST X-RAY <span>(required for positive reactors)</span></div>
    <div class="xr">Date of x-ray <span class="ln">${xr}</span> Facility <span class="ln wide">${f.xray ? h(f.xray.facility, { size: '0.95em' }) : ''}</span>
      <span class="cb"></span> No active TB <span class="cb"></span> Abnormal</div>
    <div class="sigs"><div>Employee signature <span class="ln wide">${sig(e.first + ' ' + e.last, { font: f.empSig, ink: CARBON, size: '1.4em', rot: -2 })}</span> Date <span class="ln">${h(fmt(f.empSigned, f.ds))}</span></div>
      <div>Reviewed by (Infection Preventionist) <span class="ln wide">${f.ip ? sig(f.ip.split(', ')[0], { font: f.sig, ink: CARBON, size: '1.3em', rot: -2 }) + ' ' + h(f.ip.split(', ').slice(1).join(', '), { size: '0.8em' }) : ''}</span> Date <span class="ln">${f.ip ? h(fmt(f.ipDate, f.ds)) : ''}</span></div></div>
    <div class="foot"><span>${esc(f.employer.form)} ${esc(f.employer.rev)}</span><span>WHITE — Personnel file · YELLOW — Employee Health · <b>PINK — Employee</b></span></div>
  </div>`;
  return page({
    title: 'TST record — employee copy',
    margin: '0',
    font: FONTS.sans,
    bg: '#f7d9e0',
    body,
    css: `
    .frm { padding:0.42in 0.5in 0.3in; min-height:11in; position:relative; background:#f7d9e0; color:#2a1f24; font-size:9.6pt; }
    .hand { text-shadow: 0 0 1.2px ${CARBON}; }
    .sig { text-shadow: 0 0 1px ${CARBON}; }
    .top { display:flex; justify-content:space-between; border-bottom:2px solid #3a2a30; padding-bottom:4px; }
    .en { font-weight:bold; font-size:14pt; } .es { font-size:9pt; } .ea { font-size:8.5pt; }
    .fno { text-align:right; font-weight:bold; font-size:11pt; } .fno span { font-weight:normal; font-size:8pt; }
    .ttl { font-weight:bold; font-size:11.5pt; text-align:center; margin:6px 0; letter-spacing:0.3px; }
    .emp { width:100%; } .emp td { border:1px solid #3a2a30; height:0.46in; vertical-align:top; padding:1px 5px; }
    .lb { font-size:7.2pt; text-transform:uppercase; color:#5a4950; }
    .w3 { width:32%; } .w1 { width:8%; } .w2 { width:28%; }
    .two { display:flex; gap:12px; margin-top:6px; } .half { flex:1; }
    .sh { font-weight:bold; font-size:9.5pt; border-top:2px solid #3a2a30; border-bottom:1px solid #3a2a30; color:#2a1f24; padding:2px 5px; margin-top:7px; }
    .sh span { font-weight:normal; font-size:8pt; }
    .sym { width:100%; } .sym td { border-bottom:0.6px solid #a88; padding:1px 3px; font-size:9pt; height:0.25in; }
    .yn { width:1.1in; white-space:nowrap; }
    .op { padding:0 4px; } .rg { border:1.6px solid ${CARBON}; border-radius:50%; padding:0 4px; box-shadow:0 0 1px ${CARBON}; }
    .xo { position:relative; padding:0 4px; } .xx { position:absolute; left:4px; top:-1px; font-family:${PENS[0]}; color:${CARBON}; font-size:12.5pt; line-height:1; text-shadow:0 0 1px ${CARBON}; }
    .q { margin:5px 0; font-size:9.3pt; } .instr { font-size:8pt; font-style:italic; margin-top:4px; }
    .gw { position:relative; }
    .grid { width:100%; margin-top:3px; } .grid th, .grid td { border:1px solid #3a2a30; padding:1px 5px; height:0.3in; font-size:9.2pt; }
    .grid th { text-align:left; width:1.75in; font-size:8.6pt; } .grid tr:first-child th { text-align:center; background:#ebc3cd; }
    .grid td { width:1.88in; white-space:nowrap; } .corner { background:#ebc3cd; }
    .u { font-size:7.5pt; }
    .struck { background: linear-gradient(to top right, transparent calc(50% - 1px), ${CARBON} 50%, transparent calc(50% + 1px)); }
    .nanote { position:absolute; top:1.7in; width:1.3in; text-align:center; }
    .strk { text-decoration:line-through; text-decoration-color:${CARBON}; text-decoration-thickness:1.5px; }
    .xr { margin:5px 0; } .ln { display:inline-block; border-bottom:1px solid #3a2a30; min-width:1.1in; min-height:16px; padding:0 3px; }
    .ln.wide { min-width:2.3in; } .xr .ln.wide { min-width:1.9in; }
    .cb { display:inline-block; width:10px; height:10px; border:1px solid #3a2a30; margin-left:10px; }
    .sigs > div { margin:10px 0 0; }
    .foot { position:absolute; bottom:0.22in; left:0.5in; right:0.5in; display:flex; justify-content:space-between; font-size:7.6pt; border-top:0.6px solid #3a2a30; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const employers = rng.shuffle(EMPLOYERS);
  let ei = 0;
  const lot = () => `${rng.letters(1)}${rng.digits(4)}${rng.pick(['AA', 'BA', 'CB'])}`;
  const clock = () =>
    `${rng.int(7, 11)}:${String(rng.int(0, 11) * 5).padStart(2, '0')}${rng.pick(['a', ' AM', ''])}`;
  /** A skin test placed on a Monday-to-Wednesday date and read after 48 h. */
  const tst = (placed, nurse, o = {}) => {
    const tP = clock();
    return {
      placed,
      tPlaced: tP,
      site: rng.pick(['L', 'R']),
      product: rng.pick(['Tubersol', 'Aplisol']),
      lot: lot(),
      lotExp: fmt(addDays(placed, rng.int(120, 400)), 'mm_yyyy'),
      givenBy: { name: nurse.name, cred: nurse.cred },
      read: addDays(placed, 2),
      tRead: tP,
      hours: '48',
      mm: 0,
      result: 'negative',
      readBy: { name: nurse.name, cred: nurse.cred },
      ...o,
    };
  };
  const weekdayStart = (iso) => {
    let x = iso;
    while ([0, 4, 5, 6].includes(new Date(x + 'T00:00:00Z').getUTCDay())) x = addDays(x, 1);
    return x;
  };
  const mk = (p, o = {}) => {
    const employer = employers[ei++ % employers.length];
    const nurse = rng.pick(NURSES);
    return {
      employer,
      nurse,
      emp: nameParts(p),
      dob: p.dob,
      dobDs: rng.pick(['us', 'us_nz']),
      ds: rng.pick(['us_short', 'us_nz', 'us_short']),
      position: rng.pick(['CNA', 'LPN', 'RN', 'Home health aide', 'RN case mgr']),
      dept: rng.pick(['2 West', 'Memory care', 'Home health — north', 'Rehab unit']),
      empNo: rng.digits(6),
      font: rng.pick(PENS),
      sig: rng.pick(SIGS),
      empSig: rng.pick(SIGS),
      bcg: rng.pick(['NO', 'NO', 'UNKNOWN']),
      step1: null,
      step2: null,
      annual: null,
      xray: null,
      ip: rng.pick(IPS),
      ...o,
    };
  };
  const out = [];
  const tests2 = (a, b) => ({
    'tests.0.type': 'skin',
    'tests.0.result': a,
    'tests.1.type': 'skin',
    'tests.1.result': b,
  });

  // 1 — two steps this year, both 0 mm NEG
  {
    const p = k.person();
    const f = mk(p);
    const s1 = weekdayStart(addDays('2026-08-31', rng.int(0, 45)));
    f.step1 = tst(s1, f.nurse);
    const s2 = weekdayStart(addDays(f.step1.read, rng.int(7, 14)));
    f.step2 = tst(s2, f.nurse, { mm: rng.pick([0, 0, 2]) });
    f.hire = addDays(s1, -rng.int(0, 3));
    f.screen = s1;
    f.empSigned = s1;
    f.ipDate = addDays(f.step2.read, rng.int(1, 5));
    out.push({
      key: 'two-steps-this-year-both-negative',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { ...tests2('negative', 'negative'), ...personData('match', 'match') },
      note: `step 1 placed ${s1}, read ${f.step1.read}; step 2 placed ${s2}, read ${f.step2.read} (${f.step2.mm} mm); NEG ringed in both columns; the ANNUAL column is blank; hire and review dates are other dates`,
      rendering: 'photo',
    });
  }

  // 2 — baseline two-step two years ago, this year's annual column decides
  {
    const p = k.person();
    const f = mk(p);
    const n2 = rng.pick(NURSES.filter((x) => x !== f.nurse));
    const s1 = weekdayStart(addDays('2024-03-04', rng.int(0, 90)));
    f.step1 = tst(s1, n2);
    f.step2 = tst(weekdayStart(addDays(f.step1.read, rng.int(8, 15))), n2);
    const an = weekdayStart(addDays('2026-05-04', rng.int(0, 140)));
    f.annual = tst(an, f.nurse, { hours: rng.pick(['48', '49', '50']) });
    f.annual.tRead = f.annual.tPlaced;
    f.hire = addDays(s1, -rng.int(1, 4));
    f.screen = an;
    f.empSigned = an;
    f.ipDate = addDays(f.annual.read, rng.int(1, 6));
    out.push({
      key: 'old-two-step-annual-column-this-year',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['test too old'],
      data: { 'tests.0.type': 'skin', ...personData('match', 'match') },
      note: `baseline steps ${s1} and ${f.step2.placed} are over a year old; the ANNUAL column (placed ${an}, read ${f.annual.read}, 0 mm NEG, by ${f.nurse.name}) is within 365 days and decides`,
      rendering: 'fax',
    });
  }

  // 3 — step 1 only, step 2 column struck N/A; a read date corrected by hand
  {
    const p = k.person();
    const f = mk(p);
    const s1 = weekdayStart(addDays('2026-09-07', rng.int(0, 50)));
    f.step1 = tst(s1, f.nurse, { fixRead: addDays(s1, 3), fixIni: f.nurse.ini });
    f.step2 = 'na';
    f.annual = null;
    f.naText = 'N/A — 1-step per IP';
    f.hire = addDays(s1, -1);
    f.screen = s1;
    f.empSigned = s1;
    f.ipDate = addDays(f.step1.read, rng.int(2, 6));
    out.push({
      key: 'step-one-only-read-date-corrected',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': s1,
        'tests.0.report_date': f.step1.read,
        'tests.0.induration_mm': 0,
        ...personData('match', 'match'),
      },
      note: `step 1 placed ${s1}; its read date was first written ${f.step1.fixRead}, struck through and rewritten ${f.step1.read} (48 h, initialled); 0 mm NEG; the STEP 2 column is struck through "N/A"; a one-step negative TST is accepted (corpus reading)`,
      rendering: 'scan_image',
    });
  }

  // 4 — step 2 read on the fourth day; the hours line left blank
  {
    const p = k.person();
    const f = mk(p);
    const s1 = weekdayStart(addDays('2026-08-17', rng.int(0, 50)));
    f.step1 = tst(s1, f.nurse);
    let s2 = addDays(f.step1.read, rng.int(7, 12));
    while (new Date(s2 + 'T00:00:00Z').getUTCDay() !== 1) s2 = addDays(s2, 1);
    f.step2 = tst(s2, f.nurse, { read: addDays(s2, 4), hours: '' });
    f.hire = addDays(s1, -2);
    f.screen = s1;
    f.empSigned = s1;
    f.ipDate = addDays(f.step2.read, 2);
    out.push({
      key: 'step-two-read-on-fourth-day-hours-blank',
      person: requestPerson(p),
      html: render(f),
      issues: ['invalid waiting period'],
      data: { 'tests.0.type': 'skin', ...personData('match', 'match') },
      note: `step 1 read at 48 h; step 2 placed ${s2} (a Monday) ${f.step2.tPlaced} and read ${f.step2.read} (Friday) ${f.step2.tRead}: 96 h, outside 48–72 h; its "Hours after placement" cell is empty so the interval must be counted from the dates; 0 mm NEG does not help`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — step 2 positive, x-ray strip empty
  {
    const p = k.person();
    const f = mk(p, { bcg: 'YES' });
    const s1 = weekdayStart(addDays('2026-09-14', rng.int(0, 40)));
    f.step1 = tst(s1, f.nurse, { mm: rng.pick([0, 3, 4]) });
    const s2 = weekdayStart(addDays(f.step1.read, rng.int(7, 14)));
    const mm = rng.pick([11, 12, 14, 16]);
    f.step2 = tst(s2, f.nurse, { mm, result: 'positive' });
    f.hire = addDays(s1, -1);
    f.screen = s1;
    f.empSigned = s1;
    f.ip = null;
    out.push({
      key: 'step-two-positive-xray-strip-empty',
      person: requestPerson(p),
      html: render(f),
      issues: ['positive test result'],
      data: { 'tests.0.type': 'skin', ...personData('match', 'match') },
      note: `step 1 ${f.step1.mm} mm NEG; step 2 placed ${s2}, read ${f.step2.read}: ${mm} mm, POS ringed (a boosted reaction); BCG YES ringed does not change the reading; section D (chest x-ray) is empty and the infection-preventionist line is unsigned`,
      rendering: 'photo',
    });
  }

  // 6 — dates, times, mm and results filled, but no one signed any column
  {
    const p = k.person();
    const f = mk(p);
    const s1 = weekdayStart(addDays('2026-07-20', rng.int(0, 60)));
    f.step1 = tst(s1, f.nurse, { givenBy: null, readBy: null });
    const s2 = weekdayStart(addDays(f.step1.read, rng.int(7, 14)));
    f.step2 = tst(s2, f.nurse, { givenBy: null, readBy: null });
    f.hire = addDays(s1, -3);
    f.screen = s1;
    f.empSigned = f.step2.read;
    f.ip = null;
    out.push({
      key: 'no-one-signed-given-by-or-read-by',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing administrator'],
      data: { ...tests2('negative', 'negative'), ...personData('match', 'match') },
      note: `both steps (${s1}, ${s2}) have dates, times, 0 mm and NEG ringed, but every "Given by" and "Read by" cell and the infection-preventionist line are blank; only the employee signed; the employer's letterhead is not the administrator (corpus reading for employer forms)`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
