// A hospital's "TB exposure — employee contact notification and testing record": the one-page form that Infection
// Prevention opens for each worker named in a tuberculosis contact investigation (a patient on the worker's unit was
// later found to have infectious pulmonary TB) and that Employee Occupational Health completes as the worker is
// tested. Section A (Infection Prevention) describes the exposure event: investigation number, unit and room, the
// source case by account number only, the infectious period (two dates), the date of last exposure, the exposure
// category ticked, whether a respirator was worn, the date the worker was notified and the infection preventionist's
// name. Section B identifies the worker (LAST, First MI in boxes or on a line, employee ID, department, title, DOB,
// prior-positive and BCG answers, and the "last TB screen on file" as a month only). Section C is a five-question
// symptom review with Y / N boxes. Section D is the contact-testing table: a BASELINE row (at notification) and a
// FOLLOW-UP row ("8–10 weeks after last exposure — due on or after" a printed date), each with the method ringed
// (TST / IGRA), placed or drawn and read or resulted date-times, the reading (mm, or IU/mL), NEG / POS / IND ringed
// and who placed and read it (or the laboratory), then a chest-radiograph line used only after a conversion. Section
// E is the disposition with four printed statements (one ticked), the Employee Health clinician's signature and the
// worker's acknowledgement. Values are handwritten on the printed form at two hospitals and typed from the Employee
// Health system at a third. The infectious period, last exposure, notification, follow-up due date, DOB, form
// revision, "on file" month and signature dates are not test dates; the newest completed test decides.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r29_a_tb_exposure_contact_followup_testing_record',
  split: 'tuning',
  renderings: { photo: 30, scanned_pdf: 25, fax: 15, scan_image: 15, text_pdf: 15 },
  description:
    'Hospital Infection Prevention / Employee Occupational Health "TB Exposure \u2014 Employee Contact Notification and Testing Record" from a tuberculosis contact investigation: Section A exposure event (investigation no., unit and room, source case by account no. only, infectious period from\u2013to, date of last exposure, exposure category ticked, respirator Y / N, date notified, infection preventionist), Section B employee (LAST, First MI, employee ID, department, title, DOB, prior positive / BCG, last screen on file as a month), Section C symptom review Y / N, Section D contact-testing table with a BASELINE row and a FOLLOW-UP row "8\u201310 weeks after last exposure \u2014 due on or after" a printed date (method TST / IGRA ringed, placed or drawn and read or resulted date-times, mm or IU/mL, NEG / POS / IND ringed, placed by / read by or laboratory) and a chest-radiograph line, Section E disposition ticked with clinician signature and employee acknowledgement; handwritten at two hospitals, typed from the Employee Health system at a third; variants baseline and follow-up TST both negative, baseline and follow-up QuantiFERON negative (BCG), baseline negative with the follow-up not yet due, a follow-up conversion with the film only ordered, a follow-up read on the fourth day, and last year\u2019s investigation',
};

const HOSPITALS = [
  {
    key: 'stbrendan',
    name: 'St. Brendan Regional Medical Center',
    sub: 'Infection Prevention & Control \u00b7 Employee Occupational Health Services (EOHS)',
    addr: '2200 Larkspur Ave, Tacoma, WA 98405 \u00b7 EOHS (253) 555-0187 \u00b7 Fax (253) 555-0190',
    form: 'IPC-TB-04 (Rev. 06/2024)',
    color: '#264d73',
    invPrefix: 'CI',
    typed: false,
    ip: 'Harriet Lindgren, RN, CIC',
    eohs: [
      ['Cora Bellweather', 'RN, COHN'],
      ['Tomas Ekwueme', 'RN'],
    ],
    prov: ['Judith Amsel', 'MD, MPH'],
    lab: 'St. Brendan Clinical Laboratory',
    xray: 'St. Brendan Imaging Services',
    font: FONTS.sans,
    ds: 'us_short',
  },
  {
    key: 'prairie',
    name: 'Prairie Hills Health \u2014 Lowell Campus',
    sub: 'Employee Health & Wellness / Infection Prevention',
    addr: '40 Meridian Ave, Omaha, NE 68102 \u00b7 Employee Health 402-555-0133',
    form: 'EH-117 rev 2023-09',
    color: '#5b3a1e',
    invPrefix: 'TBX',
    typed: false,
    ip: 'Nolan Pereira, MPH, CIC',
    eohs: [
      ['Adele Fortunato', 'LPN'],
      ['Brenda Kisamore', 'RN'],
    ],
    prov: ['Victor Osterhout', 'DO'],
    lab: 'Heartland Reference Laboratories',
    xray: 'Prairie Hills Radiology',
    font: FONTS.carlito,
    ds: 'us',
  },
  {
    key: 'bayview',
    name: 'Bayview University Hospital',
    sub: 'Occupational Health Services \u2014 Contact Tracking Module (OHS-CT)',
    addr: '1 Harmon Blvd, Savannah, GA 31401 \u00b7 OHS 912-555-0164',
    form: 'OHS-CT-TB v3.2',
    color: '#1f5a46',
    invPrefix: 'OHS-TB',
    typed: true,
    ip: 'Dr. Priyanka Venkataraman, Infection Prevention',
    eohs: [
      ['Leanne Strout', 'RN'],
      ['Marcus Ojukwu', 'RN, BSN'],
    ],
    prov: ['Ellis Harrowgate', 'MD'],
    lab: 'Coastal Pathology Laboratories',
    xray: 'Bayview Radiology',
    font: FONTS.lato,
    ds: 'iso',
  },
];

const UNITS = [
  ['5 West Medical-Surgical', '5112'],
  ['Cardiac Step-Down (4C)', '4C-21'],
  ['Emergency Department', 'Bay 14'],
  ['Medical ICU', 'MICU 6'],
  ['Dialysis Unit', 'Chair 9'],
  ['Oncology 7 North', '7N-08'],
];
const TITLES = [
  'Registered Nurse',
  'Certified Nursing Assistant',
  'Patient Care Technician',
  'Respiratory Therapist',
];

const THICK = '-webkit-text-stroke:0.35px currentColor;';
const hm = (h, m) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** A skin test placed on `placed`; read after `days` days with a clock time inside (or outside) 48–72 h. */
function tst(rng, placed, days, o = {}) {
  const ph = rng.int(8, 14);
  const pm = rng.pick([0, 10, 15, 20, 30, 40, 45, 50]);
  let rh;
  let rmin;
  if (days === 2) {
    rh = ph + rng.int(0, 3);
    rmin = rh === ph ? Math.min(59, pm + rng.int(5, 9)) : rng.pick([0, 5, 15, 30, 40]);
  } else if (days === 3) {
    rh = Math.max(7, ph - rng.int(1, 3));
    rmin = rng.pick([0, 5, 15, 30]);
  } else {
    rh = rng.int(8, 15);
    rmin = rng.pick([0, 10, 20, 35, 50]);
  }
  return {
    method: 'TST',
    a: placed,
    aTime: hm(ph, pm),
    b: addDays(placed, days),
    bTime: hm(rh, rmin),
    mm: 0,
    result: 'NEG',
    ...o,
  };
}

function render(f) {
  const H = f.H;
  const ink = f.ink;
  const v = (t, o = {}) => {
    if (t === null || t === undefined || t === '') return '';
    if (H.typed) return `<span class="ty">${esc(t)}</span>`;
    return hand(t, { font: f.pen, ink, size: '1.12em', style: THICK, ...o });
  };
  const vi = (t, o = {}) => {
    if (!t) return '';
    if (H.typed) return `<span class="ty">${esc(t)}</span>`;
    return hand(t, { font: f.pen2, ink: f.ink2, size: '1.1em', style: THICK, ...o });
  };
  const dt = (iso) => (iso ? fmt(iso, f.ds) : '');
  const tick = (on, pen = f.pen, color = ink) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${H.typed ? '#111' : color};font-family:${H.typed ? FONTS.mono : pen}">X</span>` : ''}</span>`;
  const ring = (list, chosen, color = ink) =>
    list
      .map((o) =>
        o === chosen
          ? H.typed
            ? `<b class="tysel">[${esc(o)}]</b>`
            : `<span class="rg" style="border-color:${color}">${esc(o)}</span>`
          : `<span class="opt">${esc(o)}</span>`,
      )
      .join(' ');
  const yn = (yes) => `${tick(yes)}Y ${tick(!yes)}N`;

  const X = f.exp;
  const cat = [
    'Close contact (\u2265 8 h shared air space)',
    'Casual contact',
    'Aerosol-generating procedure without respirator',
  ];
  const sectionA = `
  <div class="sec"><span>A</span> EXPOSURE EVENT <i>(completed by Infection Prevention)</i></div>
  <table class="g">
    <tr><td class="w3"><div class="c">Investigation no.</div>${esc(f.invNo)}</td>
        <td class="w3"><div class="c">Unit / location</div>${esc(X.unit[0])} \u00b7 Rm ${esc(X.unit[1])}</td>
        <td class="w3"><div class="c">Source case</div>Pt acct # ${esc(f.acct)} <span class="sm">(name withheld)</span></td></tr>
    <tr><td><div class="c">Infectious period</div>from ${esc(fmt(X.from, f.pds))} &nbsp;to ${esc(fmt(X.to, f.pds))}</td>
        <td><div class="c">Date of last exposure</div><b>${esc(fmt(X.last, f.pds))}</b></td>
        <td><div class="c">Respirator (N95 / PAPR) worn during exposure</div>${tick(false, FONTS.mono, '#111')}Yes ${tick(true, FONTS.mono, '#111')}No</td></tr>
    <tr><td colspan="2"><div class="c">Exposure category</div>${cat.map((c, i) => `${tick(i === X.cat, FONTS.mono, '#111')}${esc(c)}`).join('&nbsp;&nbsp; ')}</td>
        <td><div class="c">Employee notified</div>${esc(fmt(X.notified, f.pds))} by ${esc(H.ip)}</td></tr>
  </table>`;

  const P = f.p;
  const mi = P.middle ? P.middle[0] : '';
  const nameCell = H.typed
    ? `<span class="ty">${esc(nameAs(P, 'LAST_FIRST_MI'))}</span>`
    : `${v(P.last, { size: '1.2em' })}<span class="cm">,</span> ${v(P.first, { size: '1.2em' })} ${v(mi, { size: '1.2em' })}`;
  const sectionB = `
  <div class="sec"><span>B</span> EXPOSED EMPLOYEE</div>
  <table class="g">
    <tr><td class="w2"><div class="c">Name (Last, First, MI)</div>${nameCell}</td>
        <td><div class="c">Employee ID</div>${v(f.empId)}</td>
        <td><div class="c">Date of birth</div>${v(fmt(P.dob, f.dobStyle))}</td></tr>
    <tr><td><div class="c">Department / unit</div>${v(X.unit[0])}</td>
        <td><div class="c">Job title</div>${v(f.title)}</td>
        <td><div class="c">Work phone / ext.</div>${v(f.ext)}</td></tr>
    <tr><td colspan="2"><div class="c">TB history</div>Prior positive TST / IGRA: ${yn(false)} &nbsp;&nbsp; BCG vaccine: ${yn(f.bcg)} &nbsp;&nbsp; Prior LTBI treatment: ${yn(false)}</td>
        <td><div class="c">Last TB screen on file (EOHS)</div>${v(f.onFile)}</td></tr>
  </table>`;

  const sy = [
    'Cough \u2265 3 weeks',
    'Coughing up blood',
    'Fever / chills',
    'Night sweats',
    'Unexplained weight loss',
  ];
  const sectionC = `
  <div class="sec"><span>C</span> SYMPTOM REVIEW AT NOTIFICATION</div>
  <div class="sy">${sy.map((s) => `<span class="syi">${esc(s)} ${yn(false)}</span>`).join('')}</div>`;

  const row = (label, win, t) => {
    if (!t)
      return `<tr><th>${label}<div class="win">${win}</div></th><td>${ring(['TST', 'IGRA'], null)}</td><td></td><td></td><td></td><td>${ring(['NEG', 'POS', 'IND'], null)}</td><td></td><td></td></tr>`;
    const reading = t.method === 'TST' ? (t.mm === null ? '' : `${t.mm} mm`) : t.value || '';
    return `<tr><th>${label}<div class="win">${win}</div></th>
      <td>${ring(['TST', 'IGRA'], t.method)}${t.method === 'IGRA' ? `<div class="sm">${v('QFT-Plus', { size: '0.95em' })}</div>` : ''}</td>
      <td>${v(dt(t.a))}<div>${v(t.aTime, { size: '0.95em' })}</div></td>
      <td>${t.b ? vi(dt(t.b)) : ''}<div>${vi(t.bTime || '', { size: '0.95em' })}</div></td>
      <td>${vi(reading)}</td>
      <td>${t.result ? ring(['NEG', 'POS', 'IND'], t.result, f.ink2) : ring(['NEG', 'POS', 'IND'], null)}</td>
      <td>${t.by ? v(t.by, { size: '0.95em' }) : ''}</td>
      <td>${t.readBy ? vi(t.readBy, { size: '0.95em' }) : ''}</td></tr>`;
  };
  const cx = f.cxr;
  const sectionD = `
  <div class="sec"><span>D</span> CONTACT TESTING <i>(completed by Employee Health)</i></div>
  <table class="t">
    <tr><th class="h0">Round</th><th style="width:8%">Method</th><th style="width:13%">Placed / drawn<br><span class="sm">date \u00b7 time</span></th><th style="width:13%">Read / resulted<br><span class="sm">date \u00b7 time</span></th><th style="width:13%">Reading<br><span class="sm">mm induration / IU/mL</span></th><th style="width:11%">Interpretation</th><th style="width:11%">Placed / drawn by</th><th>Read by / laboratory</th></tr>
    ${row('BASELINE', 'at notification (unless tested in the last 3 months)', f.base)}
    ${row('FOLLOW-UP', `8\u201310 weeks after last exposure \u2014 due on or after <b>${esc(fmt(f.due, f.pds))}</b>`, f.follow)}
  </table>
  <div class="cx">Chest radiograph <span class="sm">(only after a conversion or a prior positive)</span>: &nbsp;Date ${cx ? v(cx.date) : '<span class="ul"></span>'} &nbsp; Facility ${cx ? v(cx.facility, { size: '0.95em' }) : '<span class="ul"></span>'} &nbsp; Impression ${cx ? v(cx.impression, { size: '0.95em' }) : '<span class="ul"></span>'}</div>
  <div class="note">TST: Mantoux 5 TU PPD, read 48\u201372 h after placement; \u2265 5 mm or an increase of \u2265 10 mm over baseline is a conversion in a contact. IGRA: QuantiFERON-TB Gold Plus.</div>`;

  const disp = [
    ['clear', 'No further action \u2014 baseline and follow-up negative, no symptoms.'],
    ['pending', 'Baseline negative \u2014 follow-up test to be done on or after the due date above.'],
    [
      'convert',
      'Conversion / positive \u2014 referred for chest radiograph and clinical evaluation; LTBI treatment offered.',
    ],
    ['prior', 'Prior positive \u2014 symptom review and chest radiograph only.'],
  ];
  const N = f.nurse;
  const sectionE = `
  <div class="sec"><span>E</span> DISPOSITION</div>
  <div class="dwrap"><div class="dls">${disp.map(([k, t]) => `<div class="dl">${tick(f.disp === k, f.pen2, f.ink2)} ${esc(t)}</div>`).join('')}</div>
  ${f.released ? `<div class="rel">${stamp(['COPY RELEASED TO EMPLOYEE', fmt(f.released, 'us'), 'EOHS'], { color: '#8a1c1c', rot: -5 })}</div>` : ''}</div>
  <div class="sg">
    <div class="sgc"><div class="sgl">${sig(N[0], { font: f.sigFont, ink: f.ink2, size: '1.6em' })}</div><div class="sgt">Employee Health clinician \u2014 ${esc(N[0])}, ${esc(N[1])}</div></div>
    <div class="sgc sm2"><div class="sgl">${vi(dt(f.signed))}</div><div class="sgt">Date</div></div>
    <div class="sgc"><div class="sgl">${sig(`${P.first} ${P.last}`, { font: f.empSig, ink: f.empInk, size: '1.5em', rot: -2 })}</div><div class="sgt">Employee acknowledgement \u2014 results explained, copy received</div></div>
    <div class="sgc sm2"><div class="sgl">${hand(fmt(f.empSigned, 'us_short'), { font: f.empPen, ink: f.empInk, size: '1em' })}</div><div class="sgt">Date</div></div>
  </div>`;

  const body = `
  <div class="hd"><div class="lg">${esc(
    H.name
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 3),
  )}</div>
    <div class="hx"><div class="h1">${esc(H.name)}</div><div class="h2">${esc(H.sub)}</div><div class="h3">${esc(H.addr)}</div></div>
    <div class="conf">CONFIDENTIAL<br><span>Employee health record<br>Not for personnel file</span></div></div>
  <div class="ti">TUBERCULOSIS EXPOSURE \u2014 EMPLOYEE CONTACT NOTIFICATION AND TESTING RECORD</div>
  ${H.typed ? `<div class="sysl">Printed from OHS-CT ${esc(fmt(f.printed, 'iso'))} ${esc(f.printTime)} by ${esc(N[0].split(' ')[0][0])}${esc(N[0].split(' ').slice(-1)[0].toUpperCase())} \u00b7 record status: ${f.disp === 'pending' ? 'OPEN' : 'CLOSED'}</div>` : ''}
  ${sectionA}${sectionB}${sectionC}${sectionD}${sectionE}
  <div class="ft"><span>${esc(H.form)}</span><span>Distribution: EOHS chart \u00b7 Infection Prevention \u00b7 Employee</span><span>Page 1 of 1</span></div>`;

  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2.5px solid ${H.color}; padding-bottom:5px; }
  .lg { width:44px; height:44px; border-radius:50%; background:${H.color}; color:#fff; font-weight:bold; font-size:14pt; display:flex; align-items:center; justify-content:center; font-family:${FONTS.serif}; }
  .hx { flex:1; } .h1 { font-size:14pt; font-weight:bold; color:${H.color}; } .h2 { font-size:9pt; } .h3 { font-size:7.6pt; color:#444; }
  .conf { border:1.5px solid #8a1c1c; color:#8a1c1c; font-weight:bold; font-size:9pt; text-align:center; padding:2px 6px; }
  .conf span { font-weight:normal; font-size:7pt; }
  .ti { text-align:center; font-weight:bold; font-size:11.6pt; margin:7px 0 3px; letter-spacing:0.02em; }
  .sysl { font-family:${FONTS.mono}; font-size:7.6pt; color:#333; text-align:right; }
  .sec { background:${H.color}; color:#fff; font-weight:bold; font-size:9.4pt; padding:2px 6px; margin-top:9px; letter-spacing:0.04em; }
  .sec span { display:inline-block; background:#fff; color:${H.color}; width:15px; text-align:center; margin-right:6px; border-radius:2px; }
  .sec i { font-weight:normal; font-size:8pt; }
  table.g { width:100%; font-size:9.8pt; }
  table.g td { border:0.8px solid #666; padding:2px 5px 3px; vertical-align:top; height:35px; }
  table.g td.w3 { width:33%; } table.g td.w2 { width:46%; }
  .c { font-size:7.2pt; color:#444; text-transform:uppercase; letter-spacing:0.02em; }
  .sm { font-size:7.2pt; color:#444; }
  .cm { font-size:1.1em; margin:0 1px; }
  .sy { border:0.8px solid #666; border-top:none; padding:5px 6px; font-size:9.4pt; display:flex; flex-wrap:wrap; gap:4px 16px; }
  table.t { width:100%; font-size:9.6pt; margin-top:0; }
  table.t th, table.t td { border:0.8px solid #555; padding:3px 4px; vertical-align:middle; }
  table.t tr:first-child th { background:#e9e9e4; font-size:7.6pt; font-weight:bold; }
  table.t th { text-align:left; } table.t th.h0 { width:18%; }
  table.t tr + tr th { font-size:9pt; }
  table.t td { height:52px; }
  .win { font-size:6.8pt; font-weight:normal; color:#333; margin-top:2px; }
  .opt { padding:0 2px; } .rg { border:1.6px solid; border-radius:50%; padding:0 3px; }
  .tysel { font-family:${FONTS.mono}; font-size:9pt; }
  .ty { font-family:${FONTS.mono}; font-size:9.3pt; }
  .cx { font-size:9.4pt; border:0.8px solid #555; border-top:none; padding:5px 6px; }
  .ul { display:inline-block; width:1.1in; border-bottom:0.8px solid #333; }
  .note { font-size:7pt; color:#444; margin-top:2px; }
  .dl { font-size:9.8pt; margin:4px 0 4px 4px; }
  .bx { display:inline-block; width:12px; height:12px; border:1.1px solid #222; position:relative; vertical-align:-2px; margin-right:4px; }
  .bx .mk { position:absolute; left:1px; top:-4px; font-size:14px; line-height:14px; }
  .sg { display:flex; gap:12px; margin-top:16px; align-items:flex-end; }
  .sgc { flex:1; } .sgc.sm2 { flex:0.4; } .sgl { border-bottom:0.8px solid #333; min-height:30px; }
  .sgt { font-size:7pt; color:#333; }
  .dwrap { display:flex; align-items:center; } .dls { flex:1; } .rel { width:1.9in; text-align:center; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#444; border-top:0.6px solid #888; margin-top:10px; padding-top:2px; }
`;
  return page({ title: 'TB exposure contact testing record', margin: '0.42in', body, css, font: H.font });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, o = {}) => {
    const H = o.H || HOSPITALS[order[n++ % 3]];
    const nurse = rng.pick(H.eohs);
    return {
      H,
      p,
      nurse,
      invNo: `${H.invPrefix}-${o.year || 2026}-${String(rng.int(3, 41)).padStart(3, '0')}`,
      acct: `${rng.digits(3)}-${rng.digits(5)}`,
      empId: `E${rng.digits(6)}`,
      title: rng.pick(TITLES),
      ext: `x${rng.int(2, 7)}${rng.digits(3)}`,
      bcg: false,
      pen: rng.pick([HANDS[0], HANDS[1], HANDS[2], HANDS[4]]),
      pen2: rng.pick([HANDS[0], HANDS[2], HANDS[4]]),
      ink: rng.pick(INKS),
      ink2: rng.pick(['#0b3d91', '#202020', '#1a2b6d']),
      empPen: rng.pick(HANDS),
      empInk: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      empSig: rng.pick(SIGS),
      ds: H.ds,
      pds: rng.pick(['us', 'us_nz']),
      dobStyle: rng.pick(['us', 'us_nz', 'dash']),
      printTime: hm(rng.int(8, 16), rng.int(0, 59)),
      printed: addDays('2026-11-02', rng.int(0, 16)),
      cxr: null,
      ...o,
    };
  };
  /** Exposure event with the last exposure on `last`. */
  const exposure = (last) => {
    const from = addDays(last, -rng.int(5, 12));
    const notified = addDays(last, rng.int(4, 9));
    return { unit: rng.pick(UNITS), from, to: last, last, notified, cat: rng.pick([0, 0, 1, 2]) };
  };
  const ini = (nm) => `${nm[0].split(' ')[0][0]}. ${nm[0].split(' ').slice(-1)[0]}, ${nm[1].split(',')[0]}`;
  const out = [];

  // 1 — baseline and follow-up skin tests both negative (scanned PDF)
  {
    const p = k.person();
    const X = exposure(addDays('2026-06-22', rng.int(0, 40)));
    const f = mk(p, {
      exp: X,
      onFile: fmt(addDays(X.last, -rng.int(120, 240)), 'mm_yyyy') + ' annual TST \u2014 neg',
    });
    const nurse2 = f.H.eohs.find((x) => x !== f.nurse);
    f.base = tst(rng, addDays(X.notified, rng.int(1, 3)), rng.pick([2, 3]), {
      by: ini(f.nurse),
      readBy: ini(nurse2),
    });
    f.due = addDays(X.last, 56);
    f.follow = tst(rng, addDays(f.due, rng.int(0, 12)), rng.pick([2, 3]), {
      mm: rng.pick([0, 0, 2]),
      by: ini(nurse2),
      readBy: ini(f.nurse),
    });
    f.disp = 'clear';
    f.signed = f.follow.b;
    f.empSigned = f.follow.b;
    out.push({
      key: 'baseline-and-followup-tst-negative',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'test too old', 'invalid test dates'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.1.type': 'skin',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `contact investigation ${f.invNo} at ${f.H.name}: last exposure ${X.last} (infectious period ${X.from} \u2013 ${X.to}, notified ${X.notified}); BASELINE TST placed ${f.base.a} ${f.base.aTime}, read ${f.base.b} ${f.base.bTime}, 0 mm NEG; FOLLOW-UP TST placed ${f.follow.a} ${f.follow.aTime} (due on or after ${f.due}), read ${f.follow.b} ${f.follow.bTime}, ${f.follow.mm} mm NEG, both read within 48\u201372 h by Employee Health nurses; the follow-up is the newest test; the exposure dates, the due date, DOB and the "${f.onFile}" month on file are not tests`,
    });
  }

  // 2 — baseline and follow-up QuantiFERON negative (BCG-vaccinated worker), typed from the system (text PDF)
  {
    const p = k.person();
    const X = exposure(addDays('2026-05-18', rng.int(0, 45)));
    const H = HOSPITALS[2];
    const f = mk(p, {
      H,
      exp: X,
      bcg: true,
      onFile: `${fmt(addDays(X.last, -rng.int(200, 330)), 'mm_yyyy')} QFT \u2014 neg`,
    });
    const val = () =>
      `TB1 ${(rng.int(0, 4) / 100).toFixed(2)} / TB2 ${(rng.int(0, 5) / 100).toFixed(2)} IU/mL`;
    const bd = addDays(X.notified, rng.int(1, 3));
    f.base = {
      method: 'IGRA',
      a: bd,
      aTime: hm(rng.int(7, 11), rng.int(0, 59)),
      b: addDays(bd, rng.int(2, 3)),
      bTime: hm(rng.int(12, 17), rng.int(0, 59)),
      value: val(),
      result: 'NEG',
      by: ini(f.nurse),
      readBy: H.lab,
    };
    f.due = addDays(X.last, 56);
    const fd = addDays(f.due, rng.int(1, 14));
    const fr = addDays(fd, rng.int(2, 4));
    f.follow = {
      method: 'IGRA',
      a: fd,
      aTime: hm(rng.int(7, 11), rng.int(0, 59)),
      b: fr,
      bTime: hm(rng.int(12, 17), rng.int(0, 59)),
      value: val(),
      result: 'NEG',
      by: ini(f.nurse),
      readBy: H.lab,
    };
    f.disp = 'clear';
    f.signed = addDays(fr, rng.int(0, 3));
    f.empSigned = f.signed;
    f.printed = addDays(f.signed, rng.int(5, 30));
    out.push({
      key: 'baseline-and-followup-qft-negative-bcg',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: [
        'positive test result',
        'missing administrator',
        'test too old',
        'indeterminate test result',
      ],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.1.type': 'blood',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `BCG-vaccinated worker tested by QuantiFERON-TB Gold Plus: baseline drawn ${bd}, resulted ${f.base.b}; follow-up drawn ${fd}, resulted ${fr}; both NEG, performed by ${H.lab} (the laboratory is the administrator); last exposure ${X.last}, due date ${f.due}, print date ${f.printed} and the QFT month on file are other dates`,
    });
  }

  // 3 — baseline negative, follow-up not yet due (photo)
  {
    const p = k.person();
    const X = exposure(addDays('2026-10-02', rng.int(0, 9)));
    const f = mk(p, { exp: X, onFile: fmt(addDays(X.last, -rng.int(90, 300)), 'mm_yyyy') + ' TST neg' });
    f.base = tst(rng, addDays(X.notified, rng.int(1, 2)), rng.pick([2, 3]), {
      mm: 0,
      by: ini(f.nurse),
      readBy: ini(f.nurse),
    });
    f.due = addDays(X.last, 56);
    f.follow = null;
    f.disp = 'pending';
    f.signed = f.base.b;
    f.empSigned = f.base.b;
    out.push({
      key: 'baseline-negative-followup-not-yet-due',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: [
        'invalid test dates',
        'missing test result',
        'missing test dates',
        'positive test result',
        'test too old',
      ],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': f.base.a,
        'tests.0.report_date': f.base.b,
        'tests.0.induration_mm': 0,
        ...personData(),
      },
      note: `only the BASELINE TST is done: placed ${f.base.a} ${f.base.aTime}, read ${f.base.b} ${f.base.bTime}, 0 mm NEG; the FOLLOW-UP row is blank and its printed "due on or after ${f.due}" is after valid_on (2026-11-21) \u2014 a future due date, not a test date; disposition "follow-up to be done" is ticked; DOMAIN.md has no follow-up rule, so a negative test within the year is accepted (corpus reading, like a one-step TST)`,
    });
  }

  // 4 — follow-up conversion, chest radiograph only ordered (fax)
  {
    const p = k.person();
    const X = exposure(addDays('2026-06-29', rng.int(0, 40)));
    const f = mk(p, {
      exp: X,
      onFile: fmt(addDays(X.last, -rng.int(150, 300)), 'mm_yyyy') + ' annual TST \u2014 0 mm',
    });
    const nurse2 = f.H.eohs.find((x) => x !== f.nurse);
    f.base = tst(rng, addDays(X.notified, rng.int(1, 3)), 2, {
      mm: 0,
      by: ini(f.nurse),
      readBy: ini(f.nurse),
    });
    f.due = addDays(X.last, 56);
    const mm = rng.int(11, 17);
    f.follow = tst(rng, addDays(f.due, rng.int(0, 10)), rng.pick([2, 3]), {
      mm,
      result: 'POS',
      by: ini(nurse2),
      readBy: ini(f.nurse),
    });
    const ordered = addDays(f.follow.b, rng.int(0, 2));
    f.cxr = { date: `ordered ${fmt(ordered, f.ds)}`, facility: f.H.xray, impression: 'pending' };
    f.disp = 'convert';
    f.signed = f.follow.b;
    f.empSigned = f.follow.b;
    out.push({
      key: 'followup-tst-conversion-cxr-ordered',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['positive test result'],
      forbidden: ['invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.1.type': 'skin',
        ...personData(),
      },
      note: `baseline TST ${f.base.a}/${f.base.b} 0 mm NEG; FOLLOW-UP TST placed ${f.follow.a}, read ${f.follow.b}: ${mm} mm, POS ringed (a conversion after exposure); the chest radiograph line says only "ordered ${ordered}" with impression "pending", and the conversion disposition is ticked: nothing clears the positive test`,
    });
  }

  // 5 — follow-up read on the fourth day (scanned PDF)
  {
    const p = k.person();
    const X = exposure(addDays('2026-07-06', rng.int(0, 40)));
    const f = mk(p, { exp: X, onFile: fmt(addDays(X.last, -rng.int(100, 280)), 'mm_yyyy') + ' TST neg' });
    const nurse2 = f.H.eohs.find((x) => x !== f.nurse);
    f.base = tst(rng, addDays(X.notified, rng.int(1, 3)), rng.pick([2, 3]), {
      mm: 0,
      by: ini(f.nurse),
      readBy: ini(nurse2),
    });
    f.due = addDays(X.last, 56);
    // placed on a Thursday, read the next Monday
    let pl = addDays(f.due, rng.int(0, 6));
    while (new Date(pl + 'T00:00:00Z').getUTCDay() !== 4) pl = addDays(pl, 1);
    f.follow = tst(rng, pl, 4, { mm: 0, by: ini(nurse2), readBy: ini(f.nurse) });
    f.disp = 'clear';
    f.signed = f.follow.b;
    f.empSigned = f.follow.b;
    out.push({
      key: 'followup-tst-read-fourth-day',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['invalid waiting period'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.1.type': 'skin',
        ...personData(),
      },
      note: `baseline TST read within 48\u201372 h; FOLLOW-UP TST placed ${f.follow.a} (Thursday) ${f.follow.aTime} and read ${f.follow.b} (Monday) ${f.follow.bTime}: 4 days, about 96 h after placement, outside 48\u201372 h; 0 mm NEG and the "no further action" tick do not help`,
    });
  }

  // 6 — last year's contact investigation, released to the employee this month (photo)
  {
    const p = k.person();
    const X = exposure(addDays('2025-05-12', rng.int(0, 40)));
    const f = mk(p, {
      exp: X,
      year: 2025,
      onFile: fmt(addDays(X.last, -rng.int(120, 300)), 'mm_yyyy') + ' TST neg',
    });
    const nurse2 = f.H.eohs.find((x) => x !== f.nurse);
    f.base = tst(rng, addDays(X.notified, rng.int(1, 3)), rng.pick([2, 3]), {
      by: ini(f.nurse),
      readBy: ini(nurse2),
    });
    f.due = addDays(X.last, 56);
    f.follow = tst(rng, addDays(f.due, rng.int(0, 10)), rng.pick([2, 3]), {
      by: ini(nurse2),
      readBy: ini(nurse2),
    });
    f.disp = 'clear';
    f.signed = f.follow.b;
    f.empSigned = f.follow.b;
    f.released = addDays('2026-11-02', rng.int(0, 14));
    out.push({
      key: 'last-year-investigation-tests-too-old',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.1.type': 'skin',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `investigation ${f.invNo} of 2025: last exposure ${X.last}; baseline TST ${f.base.a}/${f.base.b} and follow-up TST ${f.follow.a}/${f.follow.b}, both 0 mm NEG; the newest test (read ${f.follow.b}) is more than 365 days before 2026-11-21; the red COPY RELEASED stamp of ${f.released} is not a test date`,
    });
  }
  return out;
}
