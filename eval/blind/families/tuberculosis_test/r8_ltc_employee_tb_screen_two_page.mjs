// A senior-living company's two-page Employee TB Screening Record, completed by hand by the community's nurse.
// Page 1: employee block (Name (Last, First, MI), DOB, position, hire date — the hire date is not a test date), a
// risk assessment whose Yes / No boxes come AFTER each question, and a symptom review whose boxes come BEFORE each
// symptom. Page 2: the Mantoux skin test as two ruled panels side by side — PLACEMENT (date given, time, arm ringed
// L / R, lot, given by, initials) and INTERPRETATION ("Interpreted on", time, "Hours after placement", induration in
// mm, NEG / POS with a ring drawn around one, read by) — then a chest x-ray strip (only when the skin test is positive
// or there is a history) with its impression as tick boxes, and an employee-health disposition with "☒ Cleared
// ☐ Not cleared / referred" boxes and its own, later, date. Dates are written the way the nurse writes them: M/D/YY,
// DD-Mon-YYYY or YYYY.MM.DD.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r8_ltc_employee_tb_screen_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Senior-living Employee TB Screening Record, two pages filled by hand: p1 employee block (hire date), risk questions with Yes/No boxes after them, symptom boxes before them; p2 Mantoux PLACEMENT | INTERPRETATION panels ("Interpreted on", hours after placement, mm, ringed NEG / POS), chest x-ray strip with impression boxes, employee-health disposition with a later date; M/D/YY, DD-Mon-YYYY or YYYY.MM.DD',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function wdate(isoDate, style) {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-').map(Number);
  if (style === 'dmon') return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`;
  if (style === 'dots') return `${y}.${String(m).padStart(2, '0')}.${String(d).padStart(2, '0')}`;
  return fmt(isoDate, 'us_short');
}

const COMPANIES = [
  {
    name: 'Willow Bend Senior Living',
    sub: 'Assisted Living · Memory Care · Skilled Nursing',
    community: 'Willow Bend of Tacoma',
    addr: '3310 Larkspur Ave, Tacoma, WA 98405 · (253) 555-0148',
    color: '#4b6b3a',
  },
  {
    name: 'Amberlyn Care Communities',
    sub: 'Employee Health & Infection Prevention',
    community: 'Amberlyn at Harmon Creek',
    addr: '915 Harmon Blvd, Omaha, NE 68102 · (402) 555-0117',
    color: '#7a4a1c',
  },
  {
    name: 'Stillwater Pines Retirement Village',
    sub: 'Health Services Department',
    community: 'Stillwater Pines – Lansing campus',
    addr: '47 Old Quarry Rd, Lansing, MI 48906 · (517) 555-0163',
    color: '#2f5d7c',
  },
];

const RISK = [
  'Born in, or lived more than one month in, a country with a high TB rate?',
  'Close contact with someone who has had infectious TB disease?',
  'Currently, or ever, on immunosuppressive medication (e.g. steroids, TNF blockers)?',
  'History of a positive TB skin test or TB blood test?',
  'History of treatment for latent TB infection or TB disease?',
];
const SYMPTOMS = [
  'Cough lasting more than 3 weeks',
  'Coughing up blood',
  'Unexplained weight loss',
  'Fever / night sweats',
  'Unusual fatigue',
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const c = f.co;
  const ring = (opt, chosen) =>
    opt === chosen
      ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:1px 6px;margin:0 2px">${opt}</span>`
      : opt;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid ${c.color}; padding-bottom:6px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${c.color}; font-family:${FONTS.caladea}; } .hd .s { font-size:8.3pt; color:#333; }
  .ti { text-align:center; font-size:13pt; font-weight:bold; margin:10px 0 2px; letter-spacing:.4px; }
  .st { text-align:center; font-size:8.5pt; color:#333; margin-bottom:8px; }
  h3 { background:${c.color}; color:#fff; font-size:9.5pt; margin:12px 0 4px; padding:3px 6px; }
  .row { display:flex; gap:12px; margin-top:6px; }
  .ln { flex:1; display:flex; align-items:flex-end; border-bottom:1px solid #444; min-height:26px; white-space:nowrap; overflow:visible; }
  .ln .l { font-size:7.8pt; white-space:nowrap; padding:0 6px 2px 0; color:#222; }
  .q { display:flex; justify-content:space-between; font-size:9pt; padding:4px 2px; border-bottom:1px dotted #aaa; }
  .q .yn { white-space:nowrap; padding-left:16px; }
  .sy { font-size:9pt; padding:3px 0; }
  .panels { display:flex; gap:10px; }
  .pn { flex:1; border:1.3px solid #333; padding:6px 8px 8px; }
  .pn .t { font-weight:bold; font-size:9.5pt; border-bottom:1px solid #333; margin-bottom:2px; }
  .small { font-size:7.8pt; color:#333; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; margin-top:16px; border-top:1px solid #999; padding-top:3px; }`;
  const ln = (l, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(l)}</span>${v || ''}</div>`;
  const head = `<div class="hd">${logo({
    initials: c.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: c.color,
    shape: 'leaf',
    size: 40,
  })}<div><div class="n">${esc(c.name)}</div><div class="s">${esc(c.sub)} · ${esc(c.addr)}</div></div></div>`;
  const p1 = `${head}
  <div class="ti">EMPLOYEE TUBERCULOSIS SCREENING RECORD</div>
  <div class="st">Form EH-07 · New hire baseline / annual screen · Keep in the confidential employee health file, not the personnel file</div>
  <h3>A. EMPLOYEE</h3>
  <div class="row">${ln('Name (Last, First, MI)', H(f.name), 2.4)}${ln('Date of birth', H(f.dob))}</div>
  <div class="row">${ln('Position', H(f.position))}${ln('Community', H(f.co.community, { size: '1.05em' }), 1.4)}${ln('Date of hire', H(f.hire))}</div>
  <h3>B. TB RISK ASSESSMENT (answer every question)</h3>
  ${RISK.map((q, i) => `<div class="q"><span>${i + 1}. ${esc(q)}</span><span class="yn">Yes ${box(f.risk[i], { ink: f.ink, font: f.hand })} &nbsp; No ${box(!f.risk[i], { ink: f.ink, font: f.hand })}</span></div>`).join('')}
  <h3>C. SYMPTOM REVIEW (tick any the employee has now)</h3>
  ${SYMPTOMS.map((s) => `<div class="sy">${box(false, { ink: f.ink, font: f.hand })} ${esc(s)}</div>`).join('')}
  <div class="sy">${box(true, { ink: f.ink, font: f.hand })} <b>None of the above</b></div>
  <div class="row" style="margin-top:12px">${ln('Employee signature', sig(f.empSig, { font: f.empSigFont, ink: '#222', size: '1.6em' }), 2)}${ln('Date', H(f.hire))}</div>
  <div class="small" style="margin-top:10px">If any symptom is ticked, do not place a skin test: refer the employee for evaluation the same day. Skin tests are read 48 to 72 hours after placement by a licensed nurse; self-reading is not accepted.</div>
  <div class="pf"><span>EH-07 (rev. 03/2025)</span><span>Page 1 of 2 — skin test and disposition on page 2</span></div>`;
  const p2 = `${head}
  <div style="font-size:9pt;margin-top:8px">Employee: ${H(f.name, { size: '1.1em' })}</div>
  <h3>D. MANTOUX TUBERCULIN SKIN TEST (5 TU PPD, 0.1 mL intradermal)</h3>
  <div class="panels">
   <div class="pn"><div class="t">PLACEMENT</div>
    <div class="row">${ln('Date given', H(f.placed), 1.6)}${ln('Time', H(f.placedTime))}</div>
    <div class="row"><div class="ln"><span class="l">Site</span>&nbsp; ${ring('L', f.arm)} forearm &nbsp;&nbsp; ${ring('R', f.arm)} forearm</div></div>
    <div class="row">${ln('PPD lot #', H(f.lot))}${ln('Exp.', H(f.lotExp))}</div>
    <div class="row">${ln('Given by (print)', H(f.giver))}</div>
    <div class="row">${ln('Signature / title', f.giverSig ? sig(f.giverSig, { font: f.sigFont, ink: f.ink, size: '1.5em' }) + '&nbsp;&nbsp;' + H(f.giverTitle, { size: '1em' }) : '')}</div>
   </div>
   <div class="pn"><div class="t">INTERPRETATION</div>
    <div class="row">${ln('Interpreted on', H(f.read), 1.6)}${ln('Time', H(f.readTime))}</div>
    <div class="row">${ln('Hours after placement', H(f.hours))}</div>
    <div class="row">${ln('Induration (mm)', H(f.mm))}<div class="ln" style="flex:1.1"><span class="l">Result</span>&nbsp; ${ring('NEG', f.res)} &nbsp;&nbsp;&nbsp;&nbsp; ${ring('POS', f.res)}</div></div>
    <div class="row">${ln('Read by (print)', H(f.reader))}</div>
    <div class="row">${ln('Signature / title', f.readerSig ? sig(f.readerSig, { font: f.sigFont, ink: f.ink, size: '1.5em' }) + '&nbsp;&nbsp;' + H(f.readerTitle, { size: '1em' }) : '')}</div>
   </div>
  </div>
  <div class="small" style="margin-top:4px">Record induration in millimetres, not redness. ≥ 10 mm is positive for health-care workers without other risk factors (≥ 5 mm for contacts or immunosuppressed).</div>
  <h3>E. CHEST X-RAY (required if the skin test is positive or section B question 4 is Yes)</h3>
  <div class="row">${ln('Date of film', H(f.cxr?.date))}${ln('Facility', H(f.cxr?.facility, { size: '1em' }), 2)}</div>
  <div class="q" style="border:0"><span>Impression: &nbsp; ${box(f.cxr?.clear, { ink: f.ink, font: f.hand })} No evidence of active pulmonary TB &nbsp;&nbsp; ${box(false, { ink: f.ink, font: f.hand })} Abnormal — refer</span><span>Reviewed by: ${H(f.cxr?.by, { size: '1em' })}</span></div>
  <h3>F. EMPLOYEE HEALTH DISPOSITION</h3>
  <div class="q" style="border:0"><span>${box(f.cleared, { ink: f.ink, font: f.hand })} Cleared to work &nbsp;&nbsp;&nbsp; ${box(!f.cleared, { ink: f.ink, font: f.hand })} Not cleared / referred to: ${H(f.referral, { size: '1em' })}</span></div>
  <div class="row">${ln('Employee health nurse', f.dispSig ? sig(f.dispSig, { font: f.sigFont2, ink: f.ink, size: '1.5em' }) : '', 2)}${ln('Date', H(f.dispDate))}</div>
  <div class="pf"><span>EH-07 (rev. 03/2025)</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Employee TB Screening Record',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: FONTS.carlito,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const nurses = [
    ['Rhonda Villarreal', 'RN'],
    ['Gemma Okonjo', 'LPN'],
    ['Terrence Blaylock', 'RN'],
    ['Ana-Lucia Pereira', 'RN'],
  ];
  const make = (p, o = {}) => {
    const co = rng.pick(COMPANIES);
    const ds = o.ds || rng.pick(['short', 'dmon', 'dots']);
    const placedIso = o.placed || addDays('2026-02-02', rng.int(0, 230));
    const readIso = addDays(placedIso, o.days ?? 2);
    const pH = o.pH ?? rng.int(7, 10);
    const pM = rng.int(0, 59);
    // a 48-hour read is never before the placement time of day; a 72-hour read is never after it
    const rH = o.rH ?? pH + rng.int(0, 2);
    const rM = rH === pH ? rng.int(pM, 59) : rng.int(0, 59);
    const hours = Math.round((o.days ?? 2) * 24 + rH - pH + (rM - pM) / 60);
    const giver = rng.pick(nurses);
    const reader = rng.chance(0.5) ? giver : rng.pick(nurses);
    const hm = (h, m) => `${h}:${String(m).padStart(2, '0')}${h < 12 ? 'a' : 'p'}`;
    return {
      co,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      empSigFont: rng.pick(SIGS),
      empSig: `${p.first} ${p.last}`,
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'last_first', 'LAST_FIRST_MI'])),
      dob: wdate(p.dob, ds),
      position: rng.pick(['Resident Assistant', 'Med Tech', 'CNA', 'LPN – Memory Care', 'RN Supervisor']),
      hire: wdate(addDays(placedIso, -rng.int(1, 6)), ds),
      risk: RISK.map((_, i) => (o.history && i === 3 ? true : false)),
      placed: wdate(placedIso, ds),
      placedTime: hm(pH, pM),
      arm: rng.pick(['L', 'R']),
      lot: `${rng.letters(1)}${rng.digits(4)}${rng.letters(2)}`,
      lotExp: wdate(addDays('2027-03-01', rng.int(0, 200)), ds),
      giver: o.noAdmin ? '' : `${giver[0]}`,
      giverSig: o.noAdmin ? '' : giver[0],
      giverTitle: giver[1],
      read: wdate(readIso, ds),
      readTime: hm(rH, rM),
      hours: o.noHours ? '' : `${hours}`,
      mm: String(o.mm ?? 0),
      res: o.mm >= 10 ? 'POS' : 'NEG',
      reader: o.noAdmin ? '' : reader[0],
      readerSig: o.noAdmin ? '' : reader[0],
      readerTitle: reader[1],
      cxr: o.cxrIso
        ? {
            date: wdate(o.cxrIso, ds),
            facility: rng.pick(['Pinecrest Imaging Center', 'St. Ursula Outpatient Radiology']),
            clear: true,
            by: rng.pick(['Dr. M. Fenwick (radiology)', 'K. Adebayo, MD']),
          }
        : null,
      cleared: o.cleared ?? true,
      referral: o.referral || '',
      dispSig: o.noDisp ? '' : rng.pick(nurses)[0],
      dispDate: o.noDisp ? '' : wdate(addDays(o.cxrIso || readIso, rng.int(1, 5)), ds),
      placedIso,
      readIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { ds: 'short', mm: 0 });
  out.push({
    key: 'neg-read-at-48h',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': 0,
      ...personData(),
    },
    note: 'M/D/YY dates; the hire date on page 1 and the disposition date on page 2 are not test dates; NEG is ringed',
  });

  p = k.person();
  f = make(p, { ds: 'dmon', mm: rng.pick([3, 4, 6]), days: 3, pH: 8, rH: 7 });
  out.push({
    key: 'neg-few-mm-read-day-three',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['invalid waiting period', 'positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': Number(f.mm),
      ...personData(),
    },
    note: `read on the third day a little before the placement time (${f.hours} h): inside 48–72 h; a few mm of induration below the 10 mm cut-off, NEG ringed`,
  });

  p = k.person();
  f = make(p, { ds: rng.pick(['dots', 'short']), days: 5, mm: 0, noHours: true });
  out.push({
    key: 'read-on-day-five',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.report_date': f.readIso },
    note: 'interpreted five days after placement (about 120 h), the hours box left empty',
  });

  p = k.person();
  f = make(p, { mm: rng.pick([11, 12, 14]), cleared: false, referral: 'PCP for chest x-ray', noDisp: false });
  out.push({
    key: 'pos-no-film-referred',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'skin', 'tests.0.result': 'positive', 'tests.0.induration_mm': Number(f.mm) },
    note: 'POS ringed, chest x-ray section empty, disposition "Not cleared / referred"',
  });

  p = k.person();
  let placed = addDays('2026-04-06', rng.int(0, 150));
  f = make(p, {
    placed,
    mm: rng.pick([15, 16, 18]),
    history: true,
    cxrIso: addDays(placed, rng.int(6, 14)),
  });
  out.push({
    key: 'pos-then-clear-film',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { 'tests.0.type': 'skin', 'tests.0.result': 'positive', ...personData() },
    note: 'POS ringed; section E: chest x-ray a week or two later ticked "No evidence of active pulmonary TB"; cleared (accept_xray default)',
  });

  p = k.person();
  f = make(p, { mm: 0, noAdmin: true, noDisp: true });
  out.push({
    key: 'placed-and-read-by-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'tests.0.result': 'negative', 'tests.0.exam_date': f.placedIso },
    note: 'dates, mm and ringed NEG filled and "Cleared" ticked, but "Given by", "Read by" and the employee-health nurse lines left blank; only the employee signed (page 1)',
  });
  return out;
}
