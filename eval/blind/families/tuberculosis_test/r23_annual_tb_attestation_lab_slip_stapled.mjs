// A hospital employee-health "Annual TB Screening Attestation": the employee fills in the top half (name, employee
// no., unit, job title, anniversary month; a symptom self-report of six Yes / No questions ticked by hand; an
// exposure question; signature and date), and the employee-health nurse fills in the bottom "EHS use only" block,
// transcribing the most recent TB test (test-type boxes TST / QFT-Plus / T-SPOT, date collected, date resulted, the
// result ringed among NEG / POS / INDET, performing lab), a chest x-ray line used only after a positive test, the
// disposition, next due date and the nurse's signature. The laboratory's result slip is stapled over the lower right
// corner, a little crooked (lab header, accession, patient LAST, FIRST MI and DOB, collected / received / reported
// date-times, the IGRA's values and its final interpretation, ordering provider). The attestation date, hire date,
// next due date and the slip's received / printed dates are not test dates; the symptom self-report is not a test.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r23_annual_tb_attestation_lab_slip_stapled',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 25, fax: 20, scan_image: 5, text_pdf: 10 },
  description:
    'Hospital employee-health "Annual TB Screening Attestation": employee half filled by hand (name, employee no., unit, title, anniversary month, six symptom Yes / No questions ticked, exposure question, signature and date), "EHS use only" half where the nurse transcribes the last TB test (test-type boxes, collected, resulted, NEG / POS / INDET ringed, performing lab, chest x-ray line after a positive, disposition, next due, RN signature), with the lab\'s IGRA result slip stapled crooked over the lower corner (accession, LAST, FIRST MI, DOB, collected / received / reported times, values, interpretation, ordering provider); variants negative QFT-Plus, negative T-SPOT, positive QFT cleared by a chest film, indeterminate QFT (low mitogen) awaiting redraw, last IGRA more than a year before although the attestation is this year, and a transcribed negative with no test type ticked and no slip',
};

const HOSPITALS = [
  {
    name: 'St. Aldric Medical Center',
    dept: 'Employee Health Services',
    addr: '1200 Harmon Blvd, Dayton, OH 45459',
    tel: '(937) 555-0184',
    form: 'EHS-TB-ANN rev. 07/2025',
    color: '#1d4e89',
    initials: 'SA',
    nurses: [
      ['Loretta Vance', 'RN, COHN'],
      ['Pedro Almanza', 'RN'],
    ],
    doc: 'K. Brandvold, MD',
  },
  {
    name: 'Cobalt Valley Regional Hospital',
    dept: 'Occupational & Employee Health',
    addr: '455 Saddleback Way, Boise, ID 83702',
    tel: '(208) 555-0117',
    form: 'OEH-114 (2024)',
    color: '#2f5d3a',
    initials: 'CV',
    nurses: [
      ['Marguerite Ellison', 'RN'],
      ['Tobias Renfro', 'BSN, RN'],
    ],
    doc: 'A. Okonjo, DO',
  },
  {
    name: 'Prairie Mercy Health — Omaha Campus',
    dept: 'Team Member Health',
    addr: '3300 Meridian Ave, Omaha, NE 68102',
    tel: '(402) 555-0162',
    form: 'TMH-F22 v3',
    color: '#6b2140',
    initials: 'PM',
    nurses: [
      ['Janelle Okimoto', 'RN'],
      ['Russell Feeney', 'LPN'],
    ],
    doc: 'S. Lindgren, MD',
  },
];

const LABS = [
  { name: 'Tri-County Reference Laboratory', addr: 'Dayton, OH', clia: '36D0' },
  { name: 'Snake River Clinical Labs', addr: 'Meridian, ID', clia: '13D0' },
  { name: 'Heartland Diagnostic Laboratories', addr: 'Lincoln, NE', clia: '28D0' },
];
const UNITS = [
  '4 West Med-Surg',
  'Cardiac ICU',
  'Float Pool',
  'L&D',
  'Emergency Dept',
  'Oncology 6N',
  'PACU',
];
const TITLES = ['RN — Travel', 'RN — Agency', 'LPN — Agency', 'RN (contract)', 'CNA — Agency'];
const SYMPTOMS = [
  'Cough lasting 3 weeks or longer',
  'Coughing up blood or sputum',
  'Unexplained fever or chills',
  'Night sweats',
  'Unexplained weight loss (10 lb or more)',
  'Unusual fatigue or loss of appetite',
];
const PENS = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];

function hmTime(rng) {
  return `${String(rng.int(6, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
}

function slip(f) {
  const L = f.lab;
  const s = f.slip;
  let rows;
  if (s.kind === 'tspot') {
    rows = `<tr><td>Nil control (spots)</td><td>${s.vals.nil}</td></tr>
      <tr><td>Panel A (ESAT-6) − Nil</td><td>${s.vals.a}</td></tr>
      <tr><td>Panel B (CFP10) − Nil</td><td>${s.vals.b}</td></tr>
      <tr><td>Positive control</td><td>${s.vals.pos}</td></tr>`;
  } else {
    rows = `<tr><td>Nil (IU/mL)</td><td>${s.vals.nil}</td></tr>
      <tr><td>TB1 − Nil</td><td>${s.vals.tb1}</td></tr>
      <tr><td>TB2 − Nil</td><td>${s.vals.tb2}</td></tr>
      <tr><td>Mitogen − Nil</td><td>${s.vals.mit}</td></tr>`;
  }
  const test = s.kind === 'tspot' ? 'T-SPOT.<i>TB</i> (ELISPOT)' : 'QuantiFERON®-TB Gold Plus';
  return `<div class="slip" style="transform:rotate(${f.slipRot}deg)">
    <div class="staple"></div>
    <div class="sh"><b>${esc(L.name)}</b><br><span>${esc(L.addr)} · CLIA ${esc(L.clia)}${esc(f.cliaTail)}</span></div>
    <div class="sr"><span>Patient</span> <b>${esc(f.slipName)}</b></div>
    <div class="sr"><span>DOB</span> ${esc(fmt(f.p.dob, 'us'))} &nbsp; <span>Acc#</span> ${esc(f.acc)}</div>
    <div class="sr"><span>Ordering</span> ${esc(f.H.doc)} · ${esc(f.H.dept)}</div>
    <div class="sr"><span>Collected</span> ${esc(fmt(s.coll, 'us'))} ${esc(s.ct)} &nbsp; <span>Received</span> ${esc(fmt(s.recv, 'us'))}</div>
    <div class="sr"><span>Reported</span> ${esc(fmt(s.rep, 'us'))} ${esc(s.rt)}</div>
    <div class="st">${test}</div>
    <table class="stb">${rows}</table>
    <div class="sres">INTERPRETATION: <b>${esc(s.interp)}</b></div>
    ${s.comment ? `<div class="scm">${esc(s.comment)}</div>` : ''}
    <div class="sft">Printed ${esc(fmt(s.printed, 'us'))} · Page 1 of 1</div>
  </div>`;
}

function render(f) {
  const { H, p } = f;
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, ...o });
  const hn = (t, o = {}) => hand(t, { font: f.nfont, ink: f.nink, ...o });
  const yn = (yes) => `<span class="yn">${box(yes, f)} Yes</span><span class="yn">${box(!yes, f)} No</span>`;
  const box = (on, ff) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${ff.ink};font-family:${ff.font}">${ff.tick}</span>` : ''}</span>`;
  const nbox = (on) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${f.nink};font-family:${f.nfont}">X</span>` : ''}</span>`;
  const ring = (opts, chosen) =>
    opts
      .map((o) =>
        o === chosen
          ? `<span class="rg" style="border-color:${f.nink}">${esc(o)}</span>`
          : `<span class="ro">${esc(o)}</span>`,
      )
      .join(' ');
  const t = f.t;
  const cx = f.cxr;
  return page({
    title: 'Annual TB Screening Attestation',
    size: 'letter',
    margin: '0.45in',
    body: `
    <div class="hd">${logo({ initials: H.initials, color: H.color, shape: 'shield', size: 44 })}
      <div class="hx"><div class="hn" style="color:${H.color}">${esc(H.name)}</div><div class="ha">${esc(H.dept)} · ${esc(H.addr)} · ${esc(H.tel)}</div></div>
      <div class="fr">${esc(H.form)}<br>Hire / start ${esc(fmt(f.hire, 'us'))}</div></div>
    <div class="tt">ANNUAL TUBERCULOSIS (TB) SCREENING ATTESTATION</div>
    <div class="intro">Complete Part A yourself and return it to ${esc(H.dept)} during your anniversary month. Part B is completed by ${esc(H.dept)} staff. A symptom screen does not replace a TB test.</div>
    <div class="sec">PART A — EMPLOYEE</div>
    <table class="ga"><tr>
      <td style="width:42%"><span class="cap">Name (Last, First, MI)</span>${h(f.nameHand)}</td>
      <td><span class="cap">Employee / badge no.</span>${h(f.emp)}</td>
      <td><span class="cap">Date of birth</span>${h(fmt(p.dob, f.ds))}</td></tr>
      <tr><td><span class="cap">Unit / department</span>${h(f.unit)}</td>
      <td><span class="cap">Job title</span>${h(f.title)}</td>
      <td><span class="cap">Anniversary month</span>${h(f.anniv)}</td></tr></table>
    <div class="q">In the <b>past 12 months</b>, have you had any of the following? (tick one for each)</div>
    <table class="sy">${SYMPTOMS.map((s) => `<tr><td>${esc(s)}</td><td class="c">${yn(false)}</td></tr>`).join('')}
      <tr><td>Known contact with a person with active TB disease</td><td class="c">${yn(false)}</td></tr></table>
    <div class="att">I attest that the information above is true. I will report any of these symptoms to ${esc(H.dept)} right away.</div>
    <div class="ln">Employee signature <span class="ul fl">${sig(f.empSig, { font: f.esig, ink: f.ink, size: '1.55em' })}</span> Date <span class="ul w1">${h(fmt(f.attest, f.ds))}</span></div>
    <div class="sec">PART B — ${esc(H.dept.toUpperCase())} USE ONLY · MOST RECENT TB TEST (transcribe; attach lab slip)</div>
    <div class="pb2">
      <div class="ln">Test &nbsp; ${nbox(t.type === 'tst')} TST/PPD &nbsp; ${nbox(t.type === 'qft')} QFT-Plus &nbsp; ${nbox(t.type === 'tspot')} T-SPOT.TB &nbsp; &nbsp; Lab slip attached ${nbox(t.slip)}</div>
      <div class="ln">Date collected / placed <span class="ul w1">${hn(fmt(t.coll, f.nds))}</span></div>
      <div class="ln">Date resulted / read <span class="ul w1">${hn(fmt(t.rep, f.nds))}</span></div>
      <div class="ln">Result &nbsp; ${ring(['NEG', 'POS', 'INDET'], t.ring)} &nbsp;&nbsp; mm <span class="ul w0">${hn(t.mm ?? '')}</span></div>
      <div class="ln">Performed by / lab <span class="ul fl">${hn(t.by)}</span></div>
      <div class="ln">If positive — chest x-ray date <span class="ul w1">${hn(cx ? fmt(cx.date, f.nds) : '')}</span> ${nbox(cx && cx.clear)} No active TB ${nbox(cx && !cx.clear)} Abnormal &nbsp; Facility <span class="ul fl">${hn(cx ? cx.where : '')}</span></div>
      <div class="ln">Disposition &nbsp; ${nbox(f.disp === 'clear')} Cleared to work &nbsp; ${nbox(f.disp === 'hold')} Pending / not cleared &nbsp; ${nbox(f.disp === 'refer')} Refer to provider</div>
      <div class="ln">Comments <span class="ul fl">${hn(f.comment, { size: '1em' })}</span></div>
      <div class="ln">Next TB screen due <span class="ul w1">${hn(fmt(f.nextDue, 'mm_yyyy'))}</span></div>
      <div class="ln">Reviewed by <span class="ul w2">${hn(`${f.nurse[0]}, ${f.nurse[1]}`, { size: '1em' })} ${sig(f.nurse[0], { font: f.nsig, ink: f.nink, size: '1.45em' })}</span> Date <span class="ul w1">${hn(fmt(f.reviewed, f.nds))}</span></div>
      <div class="stp">${f.stampOn ? stamp([`${H.dept.toUpperCase()}`, 'REVIEWED', fmt(f.reviewed, 'mon')], { color: f.stampColor, rot: f.stampRot }) : ''}</div>
      ${f.slip ? slip(f) : ''}
    </div>
    <div class="foot">${esc(H.name)} · ${esc(H.form)} · Original to employee health file · Confidential employee health information</div>`,
    css: `
    .hd { display:flex; gap:10px; align-items:center; } .hx { flex:1; }
    .hn { font-size:15pt; font-weight:bold; } .ha { font-size:8.2pt; color:#333; } .fr { font-size:8pt; text-align:right; color:#333; }
    .tt { text-align:center; font-size:13pt; font-weight:bold; margin:6px 0 3px; border-top:2px solid #222; border-bottom:1px solid #222; padding:3px 0; }
    .intro { font-size:8.6pt; margin-bottom:4px; }
    .sec { background:#e2e2e2; font-weight:bold; font-size:9.2pt; padding:2px 5px; margin:7px 0 4px; }
    .ga { width:100%; } .ga td { border:0.8px solid #555; padding:2px 5px 5px; vertical-align:top; height:0.42in; }
    .cap { display:block; font-size:6.8pt; text-transform:uppercase; color:#444; }
    .q { font-size:9.6pt; margin:6px 0 2px; }
    .sy { width:100%; } .sy td { border-bottom:0.6px solid #999; padding:3px 4px; font-size:10pt; } .sy td.c { width:1.8in; white-space:nowrap; }
    .yn { margin-right:14px; }
    .bx { display:inline-block; width:12px; height:12px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin:0 3px; }
    .bx .mk { position:absolute; left:1px; top:-4px; font-size:15px; line-height:15px; }
    .att { font-size:8.8pt; font-style:italic; margin-top:5px; }
    .ln { display:flex; align-items:flex-end; gap:5px; margin:9px 0 4px; white-space:nowrap; font-size:10pt; }
    .ul { border-bottom:0.8px solid #333; min-height:17px; padding:0 3px; display:inline-block; }
    .fl { flex:1; } .w1 { min-width:1.1in; } .w0 { min-width:0.45in; } .w2 { min-width:2.6in; }
    .rg { border:1.7px solid; border-radius:50%; padding:0 5px; font-weight:bold; } .ro { padding:0 6px; font-weight:bold; }
    .pb2 { position:relative; min-height:4.1in; padding-right:2.9in; }
    .pb2 .ln { display:block; white-space:normal; margin:11px 0 6px; line-height:1.6; }
    .pb2 .fl { min-width:2.2in; }
    .stp { margin-top:6px; }
    .slip { position:absolute; right:-0.05in; top:0.05in; width:2.8in; background:#fbfbf4; border:0.8px solid #888; box-shadow:2px 3px 5px rgba(0,0,0,0.35); padding:6px 8px 5px; font-family:${FONTS.mono}; font-size:7.6pt; line-height:1.3; }
    .staple { position:absolute; left:14px; top:7px; width:42px; height:4px; background:#9a9a9a; border:1px solid #666; transform:rotate(-28deg); }
    .sh { text-align:center; border-bottom:1px dashed #555; margin:6px 0 3px; padding-bottom:2px; } .sh span { font-size:6.8pt; }
    .sr span { color:#444; }
    .st { font-weight:bold; margin-top:3px; font-family:${FONTS.sans}; font-size:8.4pt; }
    .stb { width:100%; } .stb td { padding:0 2px; } .stb td + td { text-align:right; }
    .sres { margin-top:3px; border-top:1px solid #555; padding-top:2px; font-size:8.2pt; }
    .scm { font-size:7pt; margin-top:2px; }
    .sft { font-size:6.6pt; color:#555; margin-top:3px; }
    .foot { font-size:7pt; color:#555; border-top:0.6px solid #999; margin-top:8px; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, o = {}) => {
    const i = order[n % 3];
    n++;
    const H = HOSPITALS[i];
    const lab = LABS[i];
    const nurse = rng.pick(H.nurses);
    const nameStyle = rng.pick(['lf', 'lfm', 'LF']);
    const mi = p.middle ? ` ${p.middle[0]}` : '';
    const attest = o.attest || addDays('2026-10-01', rng.int(0, 40));
    return {
      p,
      H,
      lab,
      nurse,
      hire: addDays('2019-03-01', rng.int(0, 2000)),
      nameHand:
        nameStyle === 'lf'
          ? `${p.last}, ${p.first}`
          : nameStyle === 'lfm'
            ? `${p.last}, ${p.first}${mi}`
            : `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`,
      slipName: `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${mi}`,
      empSig: `${p.first} ${p.last}`,
      emp: `${rng.digits(6)}`,
      unit: rng.pick(UNITS),
      title: rng.pick(TITLES),
      anniv: fmt(attest, 'month_yyyy').split(' ')[0],
      attest,
      acc: `${rng.letters(2)}${rng.digits(7)}`,
      cliaTail: rng.digits(6),
      font: rng.pick(PENS),
      nfont: rng.pick(PENS),
      ink: rng.pick(INKS),
      nink: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      esig: rng.pick(SIGS),
      nsig: rng.pick(SIGS),
      tick: rng.pick(['X', '✓']),
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      nds: rng.pick(['us_short', 'us_nz', 'dash']),
      slipRot: rng.pick([-4, -3, 2, 3, 5]),
      stampOn: rng.chance(0.6),
      stampColor: rng.pick(['#23408e', '#7a1f1f', '#1f5e3a']),
      stampRot: rng.int(-6, 4),
      cxr: null,
      disp: 'clear',
      comment: '',
      ...o,
    };
  };
  const qftSlip = (coll, interp, vals, o = {}) => {
    const recv = addDays(coll, rng.int(0, 1));
    const rep = o.rep || addDays(coll, rng.int(2, 4));
    return {
      kind: 'qft',
      coll,
      ct: o.ct || `${String(rng.int(7, 11)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      recv,
      rep,
      rt: hmTime(rng),
      printed: addDays(rep, rng.int(0, 6)),
      interp,
      vals,
      comment: o.comment || '',
    };
  };
  const neg = () => ({
    nil: (rng.int(2, 9) / 100).toFixed(2),
    tb1: (rng.int(0, 4) / 100).toFixed(2),
    tb2: (rng.int(0, 5) / 100).toFixed(2),
    mit: rng.pick(['>10.00', '8.74', '9.31', '>10.00']),
  });
  const out = [];

  // 1 — negative QFT-Plus transcribed, slip stapled (photo)
  {
    const p = k.person();
    const coll = addDays('2026-08-24', rng.int(0, 50));
    const s = qftSlip(coll, 'NEGATIVE', neg());
    const f = mk(p, {
      attest: addDays(s.rep, rng.int(1, 12)),
      slip: s,
      t: { type: 'qft', slip: true, coll, rep: s.rep, ring: 'NEG', by: null },
    });
    f.t.by = `${f.lab.name.split(' ').slice(0, 2).join(' ')} (see slip)`;
    f.reviewed = addDays(f.attest, rng.int(0, 3));
    f.nextDue = addYears1(f.attest);
    out.push({
      key: 'qft-negative-transcribed-slip-stapled',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': s.rep,
        ...personData(),
      },
      note: `QFT-Plus collected ${coll}, reported ${s.rep} by ${f.lab.name} (the lab is the administrator), NEGATIVE on the stapled slip and NEG ringed in Part B; the attestation date (${f.attest}), hire date, slip received / printed dates and next-due month are not test dates; the symptom answers are all No`,
    });
  }

  // 2 — negative T-SPOT.TB (scanned PDF)
  {
    const p = k.person();
    const coll = addDays('2026-07-20', rng.int(0, 70));
    const s = qftSlip(coll, 'NEGATIVE', {}, {});
    s.kind = 'tspot';
    s.vals = { nil: rng.int(0, 3), a: rng.int(0, 2), b: rng.int(0, 2), pos: '>20' };
    const f = mk(p, {
      attest: addDays(s.rep, rng.int(3, 20)),
      slip: s,
      t: { type: 'tspot', slip: true, coll, rep: s.rep, ring: 'NEG', by: null },
    });
    f.t.by = f.lab.name;
    f.reviewed = addDays(f.attest, rng.int(0, 2));
    f.nextDue = addYears1(f.attest);
    out.push({
      key: 'tspot-negative-slip-stapled',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': s.rep,
        ...personData(),
      },
      note: `T-SPOT.TB collected ${coll}, reported ${s.rep} (spot counts below the cut-off, NEGATIVE), T-SPOT ticked and NEG ringed by the nurse; ${f.lab.name} performed it`,
    });
  }

  // 3 — positive QFT-Plus, chest film with no active TB (fax)
  {
    const p = k.person();
    const coll = addDays('2026-08-03', rng.int(0, 45));
    const s = qftSlip(coll, 'POSITIVE', {
      nil: (rng.int(3, 12) / 100).toFixed(2),
      tb1: (rng.int(90, 380) / 100).toFixed(2),
      tb2: (rng.int(110, 420) / 100).toFixed(2),
      mit: '>10.00',
    });
    const cdate = addDays(s.rep, rng.int(3, 12));
    const f = mk(p, {
      attest: addDays(cdate, rng.int(1, 10)),
      slip: s,
      t: { type: 'qft', slip: true, coll, rep: s.rep, ring: 'POS', by: null },
      cxr: { date: cdate, clear: true, where: rng.pick(['Main campus Radiology', 'Outpatient Imaging Ctr']) },
      comment: 'CXR PA/Lat neg for active TB. LTBI tx offered — declined. Annual sx screen.',
    });
    f.t.by = f.lab.name;
    f.reviewed = addDays(f.attest, rng.int(0, 2));
    f.nextDue = addYears1(f.attest);
    out.push({
      key: 'qft-positive-chest-film-no-active-tb',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['positive test result'],
      data: { 'tests.0.result': 'positive', 'tests.0.exam_date': coll, ...personData() },
      note: `QFT-Plus collected ${coll}, POSITIVE on the slip and POS ringed; the chest x-ray line reads ${cdate} with "No active TB" ticked and the disposition "Cleared to work": accept_xray (default true) clears the positive blood test; the x-ray may be read as a second test`,
    });
  }

  // 4 — indeterminate QFT-Plus (low mitogen), redraw pending (photo)
  {
    const p = k.person();
    const coll = addDays('2026-09-21', rng.int(0, 40));
    const s = qftSlip(
      coll,
      'INDETERMINATE',
      {
        nil: (rng.int(4, 15) / 100).toFixed(2),
        tb1: (rng.int(0, 6) / 100).toFixed(2),
        tb2: (rng.int(0, 6) / 100).toFixed(2),
        mit: (rng.int(8, 38) / 100).toFixed(2),
      },
      { comment: 'Mitogen response below 0.50 IU/mL. Recommend repeat collection.' },
    );
    const f = mk(p, {
      attest: addDays(s.rep, rng.int(1, 5)),
      slip: s,
      t: { type: 'qft', slip: true, coll, rep: s.rep, ring: 'INDET', by: null },
      disp: 'hold',
      comment: 'Indeterminate (low mitogen) — redraw ordered.',
    });
    f.t.by = f.lab.name;
    f.reviewed = addDays(f.attest, rng.int(0, 2));
    f.nextDue = addDays(f.reviewed, 14);
    out.push({
      key: 'qft-indeterminate-low-mitogen-redraw',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['indeterminate test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'indeterminate',
        'tests.0.exam_date': coll,
        ...personData(),
      },
      note: `slip interpretation INDETERMINATE (mitogen − nil below 0.50), INDET ringed, disposition "Pending / not cleared", comment "redraw ordered"; no later test on the page`,
    });
  }

  // 5 — last IGRA more than a year before valid_on, attestation signed this autumn (scanned PDF)
  {
    const p = k.person();
    const coll = addDays('2025-07-14', rng.int(0, 75));
    const s = qftSlip(coll, 'NEGATIVE', neg());
    const f = mk(p, {
      attest: addDays('2026-10-05', rng.int(0, 30)),
      slip: s,
      t: { type: 'qft', slip: true, coll, rep: s.rep, ring: 'NEG', by: null },
      disp: 'hold',
      comment: 'Last IGRA > 12 mo. Employee to have new QFT drawn.',
    });
    f.t.by = f.lab.name;
    f.reviewed = addDays(f.attest, rng.int(0, 2));
    f.nextDue = addDays(f.reviewed, 7);
    out.push({
      key: 'last-igra-over-a-year-old-attestation-current',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': s.rep,
        ...personData(),
      },
      note: `the only TB test is the QFT-Plus collected ${coll} (reported ${s.rep}), more than 365 days before 2026-11-21; the attestation is signed ${f.attest} and reviewed ${f.reviewed}, but a symptom self-report is not a test, and the nurse's comment asks for a new draw`,
    });
  }

  // 6 — negative transcribed, no test type ticked and no slip attached (fax)
  {
    const p = k.person();
    const coll = addDays('2026-09-01', rng.int(0, 40));
    const rep = addDays(coll, rng.int(2, 3));
    const f = mk(p, {
      attest: addDays(rep, rng.int(5, 20)),
      slip: null,
      t: { type: null, slip: false, coll, rep, ring: 'NEG', by: null },
      comment: 'Per employee, TB test neg at prior assignment.',
    });
    f.t.by = rng.pick([
      'Bayfront Staffing clinic',
      'prior facility — Lakeshore Gen.',
      'Urgent care (per EE)',
    ]);
    f.reviewed = addDays(f.attest, rng.int(0, 2));
    f.nextDue = addYears1(f.attest);
    out.push({
      key: 'negative-transcribed-no-test-type-no-slip',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['indeterminate test type'],
      data: { 'tests.0.result': 'negative', ...personData() },
      note: `Part B has dates (${coll} / ${rep}), NEG ringed and "${f.t.by}" written, but none of TST / QFT-Plus / T-SPOT is ticked, no mm are given, "Lab slip attached" is empty and no slip is on the page: the kind of test cannot be told (this corpus's reading of a negative TB screen without the test named: indeterminate test type, flagged); missing administrator or a dates issue may also be argued but are not required`,
    });
  }
  return out;
}

function addYears1(isoDate) {
  return `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;
}
