// A nursing school's "Clinical Placement Health Clearance" page filled in by hand at student health services:
// student boxes (Last / First / MI, student ID, DOB, program ringed), an immunization table (MMR, varicella,
// hepatitis B, Tdap, influenza) with titer results ringed, then the annual tuberculosis section: method tick boxes
// (Mantoux TST / IGRA / chest x-ray), a skin-test grid with a "current" and a "previous" row (date and time placed,
// arm ringed, date and time read, mm, NEG / POS ringed, placed / read by), an IGRA line with its result ticked among
// Negative / Positive / Indeterminate, a chest x-ray line with its impression ticked, and the clearance block
// (Cleared ringed, clinician, credentials, signature, phone, date signed) with the school's RECEIVED stamp over the
// margin. A variant adds the radiology report of the chest film as page 2.
import { addDays, addMonths, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r20_nursing_school_clinical_clearance_form',
  split: 'tuning',
  renderings: { photo: 40, fax: 15, scanned_pdf: 20, text_pdf: 25 },
  description:
    'Nursing school "Clinical Placement Health Clearance" page filled in by hand at student health: Last / First / MI boxes, student ID, program ringed, immunization table (MMR, varicella, hep B, Tdap, influenza) with titers ringed, then the annual TB section — method ticked among TST / IGRA / chest x-ray, a skin-test grid with a current and a previous row (dates and times placed / read, arm ringed, mm, NEG / POS ringed, initials), an IGRA line with Negative / Positive / Indeterminate boxes and a value, a chest x-ray line — clearance ringed, clinician signature, RECEIVED stamp; variants: current TST beside last year\'s, IGRA negative faxed, IGRA positive in words with its value and no film, TST read after four days, newest test over a year old with a recent signature, positive TST cleared by a chest film with the radiology report on page 2',
};

const SCHOOLS = [
  {
    name: 'Harrowgate College of Nursing & Allied Health',
    office: 'Student Health & Wellness Services',
    addr: '2200 Larkspur Ave, Dayton, OH 45459',
    phone: '(937) 555-0148',
    color: '#5b1f3d',
    ini: 'HC',
    form: 'SHS-114 (rev. 08/2025)',
  },
  {
    name: 'Tamarack Valley Community College — School of Nursing',
    office: 'Campus Health Center',
    addr: '41 Pioneer Way, Boise, ID 83702',
    phone: '(208) 555-0131',
    color: '#1f4e5b',
    ini: 'TV',
    form: 'CHC-NUR-7 · 2025',
  },
  {
    name: 'St. Brendan University College of Health Professions',
    office: 'University Health Service',
    addr: '900 Whitcomb St, Worcester, MA 01608',
    phone: '(508) 555-0177',
    color: '#223a78',
    ini: 'SB',
    form: 'UHS-CL-02 rev 6/25',
  },
];
const CLINICIANS = [
  ['Lorraine Tebbetts', 'RN, BSN', 'L. Tebbetts'],
  ['Amadou Diallo', 'NP-C', 'A. Diallo'],
  ['Celeste Varga', 'MSN, FNP', 'C. Varga'],
  ['Howard Ng', 'MD', 'H. Ng'],
];
const LABS = [
  'Quest-Meridian Reference Lab',
  'Valley Pathology Associates',
  'Northgate Clinical Laboratories',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

const rg = (t, on, ink) =>
  on
    ? `<span style="border:1.5px solid ${ink};border-radius:50%;padding:0 4px;white-space:nowrap">${esc(t)}</span>`
    : `<span style="padding:0 4px;white-space:nowrap">${esc(t)}</span>`;
const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;

function render(f) {
  const s = f.school;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.08em', ...o });
  const tstRow = (label, t) => {
    if (!t) return `<tr><td class="lb">${label}</td>${'<td></td>'.repeat(8)}</tr>`;
    return `<tr><td class="lb">${label}</td><td>${h(fmt(t.placed, f.ds))}<br>${h(t.pt, { size: '0.9em' })}</td><td>${rg('L', t.arm === 'L', ink)}${rg('R', t.arm === 'R', ink)}</td><td>${h(t.lot, { size: '0.9em' })}</td>
      <td>${h(fmt(t.read, f.ds))}<br>${h(t.rt, { size: '0.9em' })}</td><td>${h(String(t.mm))} mm</td><td>${rg('NEG', t.res === 'negative', ink)} ${rg('POS', t.res === 'positive', ink)}</td><td>${h(t.by, { size: '0.9em' })}</td><td>${h(t.rby, { size: '0.9em' })}</td></tr>`;
  };
  const ig = f.igra;
  const cx = f.cxr;
  const imm = f.imm
    .map(
      ([v, dates, titer]) =>
        `<tr><td class="lb">${esc(v)}</td><td>${dates.map((x) => h(fmt(x, f.ds), { size: '0.95em' })).join(' &nbsp; ')}</td><td>${titer === null ? '<span class="na">n/a</span>' : `${rg('Immune', titer === 'I', ink)} ${rg('Non-immune', titer === 'N', ink)} ${rg('Equivocal', false, ink)}`}</td><td>${h(f.clin[2].split(' ').pop().slice(0, 3).toUpperCase(), { size: '0.9em' })}</td></tr>`,
    )
    .join('');
  const p1 = `<div class="sheet">
  <div class="hd">${logo({ initials: s.ini, color: s.color, shape: 'shield', size: 42 })}
    <div><div class="sn">${esc(s.name)}</div><div class="so">${esc(s.office)} · ${esc(s.addr)} · ${esc(s.phone)}</div></div></div>
  <div class="tt">CLINICAL PLACEMENT HEALTH CLEARANCE <span class="tts">— to be completed by a licensed clinician; the student keeps a copy</span></div>
  <div class="stampwrap">${stamp(['RECEIVED', fmt(f.received, 'mil4'), 'CLINICAL COMPLIANCE OFFICE'], { color: '#9b1c1c', rot: -9 })}</div>
  <table class="grid"><tr>
    <td style="width:34%"><div class="cp">Last name</div>${h(f.p.last, { size: '1.2em' })}</td>
    <td style="width:30%"><div class="cp">First name</div>${h(f.p.first, { size: '1.2em' })}</td>
    <td style="width:8%"><div class="cp">MI</div>${h(f.p.mi, { size: '1.2em' })}</td>
    <td><div class="cp">Student ID</div>${h(f.sid)}</td></tr>
    <tr><td><div class="cp">Date of birth</div>${h(fmt(f.dob, f.ds))}</td>
    <td colspan="2"><div class="cp">Program</div>${['ADN', 'BSN', 'LPN', 'Surg Tech'].map((x) => rg(x, x === f.prog, ink)).join(' ')}</td>
    <td><div class="cp">Clinical term</div>${h(f.term)}</td></tr></table>
  <div class="sh">SECTION 1 — IMMUNIZATIONS (dates of doses or titer)</div>
  <table class="t"><tr><th style="width:18%">Vaccine</th><th>Date(s)</th><th style="width:34%">Titer (ring)</th><th style="width:8%">Init.</th></tr>${imm}</table>
  <div class="sh">SECTION 2 — TUBERCULOSIS SCREENING (required every 12 months)</div>
  <div class="rw">Method used (tick): &nbsp; ${bx(f.method.includes('tst'), ink, f.font)}Mantoux skin test (TST/PPD) &nbsp; ${bx(f.method.includes('igra'), ink, f.font)}Blood test (IGRA: QuantiFERON / T-SPOT) &nbsp; ${bx(f.method.includes('cxr'), ink, f.font)}Chest x-ray (prior positive only)</div>
  <table class="t tst"><tr><th></th><th>Date / time placed</th><th>Arm</th><th>Lot</th><th>Date / time read</th><th>Induration</th><th>Result (ring)</th><th>Placed by</th><th>Read by</th></tr>
    ${tstRow('Current', f.tst[0])}${tstRow('Previous (if on file)', f.tst[1])}</table>
  <div class="small">Skin tests must be read 48–72 hours after placement. Record induration in mm (0 mm if none).</div>
  <div class="rw">IGRA — date collected <span class="ul w2">${ig ? h(fmt(ig.coll, f.ds)) : ''}</span> test <span class="ul w2">${ig ? h(ig.name, { size: '0.95em' }) : ''}</span> laboratory <span class="ul fl">${ig ? h(ig.lab, { size: '0.95em' }) : ''}</span></div>
  <div class="rw">Result: ${bx(ig && ig.res === 'negative', ink, f.font)}Negative &nbsp; ${bx(ig && ig.res === 'positive', ink, f.font)}Positive &nbsp; ${bx(ig && ig.res === 'indeterminate', ink, f.font)}Indeterminate / borderline &nbsp; value / comment <span class="ul fl">${ig ? h(ig.comment, { size: '0.95em' }) : ''}</span> resulted <span class="ul w2">${ig ? h(fmt(ig.rep, f.ds)) : ''}</span></div>
  <div class="rw">Chest x-ray — date <span class="ul w2">${cx ? h(fmt(cx.date, f.ds)) : ''}</span> facility <span class="ul fl">${cx ? h(cx.fac, { size: '0.95em' }) : ''}</span> ${bx(cx && cx.clear, ink, f.font)}No active TB &nbsp; ${bx(cx && !cx.clear, ink, f.font)}Abnormal — refer</div>
  <div class="sh">SECTION 3 — CLEARANCE</div>
  <div class="rw">Student is cleared for clinical placement: ${rg('YES', f.cleared === 'yes', ink)} ${rg('NO', f.cleared === 'no', ink)} ${rg('PENDING', f.cleared === 'pending', ink)} &nbsp; comments <span class="ul fl">${h(f.comment, { size: '0.95em' })}</span></div>
  <table class="sig"><tr><td style="width:36%"><div class="cp">Clinician (print)</div>${h(f.clin[0])}</td><td style="width:14%"><div class="cp">Credentials</div>${h(f.clin[1])}</td>
    <td style="width:30%"><div class="cp">Signature</div>${sig(f.clin[2], { font: f.sig, ink, size: '1.6em' })}</td><td><div class="cp">Date signed</div>${h(fmt(f.signed, f.ds))}</td></tr>
    <tr><td colspan="2"><div class="cp">Clinic / practice</div>${esc(s.office)}, ${esc(s.name.split(' — ')[0])}</td><td colspan="2"><div class="cp">Phone</div>${esc(s.phone)}</td></tr></table>
  <div class="sh">SECTION 4 — STUDENT RELEASE</div>
  <div class="small" style="font-size:7.8pt">I authorize ${esc(s.office)} to release this clearance to the clinical agencies where I am placed. I understand that an expired item removes me from clinical rotation until it is renewed.</div>
  <div class="rw">Student signature <span class="ul fl">${sig(f.p.first + ' ' + f.p.last, { font: f.ssig, ink: f.sink, size: '1.5em' })}</span> Date <span class="ul w2">${hand(fmt(f.sdate, 'us_nz'), { font: f.sfont, ink: f.sink, size: '1.05em' })}</span></div>
  <div class="office"><b>OFFICE USE</b> &nbsp; Entered in compliance tracker on <span class="ul w2">${hand(fmt(f.received, 'us_short'), { font: f.sfont, ink: '#9b1c1c', size: '1em' })}</span> by <span class="ul w2">${hand(f.officeIni, { font: f.sfont, ink: '#9b1c1c', size: '1em' })}</span> &nbsp; Next TB due <span class="ul w2">${hand(f.nextDue, { font: f.sfont, ink: '#9b1c1c', size: '1em' })}</span></div>
  <div class="ft"><span>${esc(s.form)}</span><span>Form printed ${esc(f.printed)}</span><span>Page 1 of ${f.report ? 2 : 1}</span></div>
  </div>`;
  const p2 = f.report
    ? `<div class="sheet rep">
    <div class="rh"><b>${esc(f.report.fac)}</b> — Department of Diagnostic Imaging<br><span class="so">${esc(f.report.addr)}</span></div>
    <div class="rt">RADIOLOGY REPORT</div>
    <table class="kv"><tr><td>Patient</td><td>${esc(f.report.pname)}</td><td>DOB</td><td>${esc(fmt(f.dob, 'us'))}</td></tr>
    <tr><td>Exam</td><td>XR CHEST PA AND LATERAL</td><td>Exam date</td><td>${esc(fmt(f.cxr.date, 'us'))}</td></tr>
    <tr><td>Ordering</td><td>${esc(f.clin[0])}, ${esc(f.clin[1])}</td><td>Accession</td><td>${esc(f.report.acc)}</td></tr></table>
    <p><b>Indication:</b> Positive tuberculin skin test, student clearance. No symptoms.</p>
    <p><b>Comparison:</b> None available.</p>
    <p><b>Findings:</b> The lungs are clear. No consolidation, nodule, cavitation or pleural effusion. No hilar or mediastinal adenopathy. Heart size is normal. Osseous structures intact.</p>
    <p><b>IMPRESSION:</b> No radiographic evidence of active pulmonary tuberculosis. Normal chest.</p>
    <p class="so">Electronically signed by ${esc(f.report.rad)} on ${esc(fmt(addDays(f.cxr.date, 1), 'us'))}</p>
    <div class="ft"><span>${esc(f.report.fac)}</span><span>Page 2 of 2</span></div></div>`
    : '';
  return page({
    title: 'Clinical placement health clearance',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    bg: '#fff',
    body: f.report ? `<div class="pb">${p1}</div>${p2}` : p1,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.42in 0.5in; position:relative; font-size:9pt; background:${f.tint}; }
    .hd { display:flex; gap:10px; align-items:center; }
    .sn { font-family:${FONTS.serif}; font-size:14pt; font-weight:bold; color:${s.color}; }
    .so { font-size:7.8pt; color:#444; }
    .tt { margin:8px 0 6px; font-weight:bold; font-size:11pt; border-top:2px solid #222; border-bottom:1px solid #222; padding:3px 0; }
    .tts { font-weight:normal; font-size:7.8pt; }
    .stampwrap { position:absolute; right:0.6in; top:0.35in; }
    .grid, .sig { width:100%; } .grid td, .sig td { border:0.8px solid #555; padding:2px 5px 3px; height:0.42in; vertical-align:top; }
    .cp { font-size:6.6pt; color:#444; text-transform:uppercase; }
    .sh { background:#dedede; font-weight:bold; font-size:8.6pt; padding:2px 5px; margin:9px 0 4px; }
    .t { width:100%; } .t th { font-size:7.4pt; background:#f0f0f0; border:0.8px solid #555; padding:2px; }
    .t td { border:0.8px solid #555; padding:2px 4px; height:0.36in; font-size:8.4pt; }
    .tst td { text-align:center; } .t td.lb { text-align:left; font-size:8pt; }
    .na { color:#666; font-size:7.6pt; }
    .small { font-size:7.2pt; color:#444; margin:2px 0 4px; }
    .rw { display:flex; align-items:flex-end; gap:4px; margin:6px 0; flex-wrap:nowrap; white-space:nowrap; font-size:8.4pt; }
    .ul { border-bottom:0.8px solid #333; min-height:16px; padding:0 3px; } .fl { flex:1; } .w2 { width:1.05in; }
    .bx { display:inline-block; width:11px; height:11px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin-right:3px; }
    .bx .mk { position:absolute; left:1px; top:-1px; font-size:12px; line-height:12px; }
    .office { border:1px dashed #777; padding:5px 8px; margin-top:12px; font-size:8pt; display:flex; align-items:flex-end; gap:4px; white-space:nowrap; }
    .ft { position:absolute; bottom:0.3in; left:0.5in; right:0.5in; display:flex; justify-content:space-between; font-size:7pt; color:#555; }
    .rep { font-family:${FONTS.serif}; font-size:10.5pt; background:#fff; }
    .rh { font-size:11pt; } .rt { font-weight:bold; font-size:13pt; margin:14px 0 8px; letter-spacing:1px; }
    .kv td { padding:2px 10px 2px 0; font-size:9.5pt; } .kv td:nth-child(odd) { color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const schools = rng.shuffle(SCHOOLS);
  let n = 0;
  const mk = (p, o = {}) => {
    const clin = rng.pick(CLINICIANS);
    const yr = (a, b) => addDays(a, rng.int(0, b));
    const f0 = {
      school: schools[n++ % schools.length],
      p: { first: p.first, last: p.last, mi: p.middle ? p.middle[0] : '' },
      dob: p.dob,
      sid: `S${rng.digits(7)}`,
      prog: rng.pick(['ADN', 'BSN', 'LPN']),
      term: rng.pick(['Spring 2027', 'Winter 2027', 'Spr 27']),
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      clin,
      imm: [
        ['MMR', [yr(addMonths(p.dob, 13), 60), yr(addMonths(p.dob, 60), 300)], 'I'],
        ['Varicella', [yr('2024-02-01', 200)], rng.pick(['I', 'I', null])],
        ['Hepatitis B', [yr('2023-01-10', 20), yr('2023-02-20', 20), yr('2023-07-15', 20)], 'I'],
        ['Tdap', [yr('2022-03-01', 300)], null],
        ['Influenza 26–27', [yr('2026-09-20', 25)], null],
      ],
      method: ['tst'],
      tst: [null, null],
      igra: null,
      cxr: null,
      cleared: 'yes',
      comment: '',
      tint: '#fff',
      printed: rng.pick(['08/2025', 'Aug 2025', '2025-08']),
      report: null,
      ssig: rng.pick(SIGS),
      sfont: rng.pick(PENS),
      sink: rng.pick(INKS),
      officeIni: rng.pick(['jk', 'MRT', 'd.s.', 'KB']),
      ...o,
    };
    f0.sdate = f0.sdate || addDays(f0.signed, -rng.int(0, 3));
    const last = (f0.tst[0] && f0.tst[0].read) || (f0.igra && f0.igra.rep) || null;
    f0.nextDue = f0.cleared === 'yes' && last ? fmt(addMonths(last, 12), 'mm_yyyy') : '';
    return f0;
  };
  const tst = (placed, o = {}) => {
    const hrs = o.hours ?? rng.pick([48, 49, 50, 71, 70]);
    const ph = rng.int(8, 15);
    const pm = rng.pick(['00', '15', '30', '45']);
    const readAt = new Date(
      Date.UTC(...placed.split('-').map((x, i) => (i === 1 ? x - 1 : +x)), ph) + hrs * 3600e3,
    );
    const read = readAt.toISOString().slice(0, 10);
    const ini = (x) =>
      x
        .split(' ')
        .map((w) => w[0])
        .join('');
    const c1 = rng.pick(CLINICIANS);
    const c2 = rng.pick(CLINICIANS);
    return {
      placed,
      read,
      pt: `${ph}:${pm}`,
      rt: `${readAt.getUTCHours()}:${pm}`,
      arm: rng.pick(['L', 'R']),
      lot: `${rng.letters(1)}${rng.digits(4)}${rng.letters(2)}`,
      mm: 0,
      res: 'negative',
      hrs,
      by: `${ini(c1[0])} ${c1[1].split(',')[0]}`,
      rby: `${ini(c2[0])} ${c2[1].split(',')[0]}`,
      ...o,
    };
  };
  const out = [];

  // 1 — current TST beside last year's row (photo)
  {
    const p = k.person();
    const placed = addDays('2026-08-10', rng.int(0, 60));
    const prev = addDays(placed, -rng.int(350, 380));
    const t0 = tst(placed);
    const f = mk(p, {
      tst: [t0, tst(prev)],
      signed: addDays(t0.read, rng.int(0, 6)),
      received: addDays(t0.read, rng.int(7, 20)),
    });
    out.push({
      key: 'current-tst-beside-last-years-row',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...personData() },
      note: `"Current" skin test placed ${placed}, read ${t0.read} (${t0.hrs} h), 0 mm, NEG ringed (POS printed beside); the "Previous" row (${prev}) is last year's; immunization dates, the RECEIVED stamp (${f.received}) and the form's print date are not test dates; the placing / reading clinicians' initials and the signing clinician are the administrator`,
    });
  }

  // 2 — IGRA negative ticked, faxed
  {
    const p = k.person();
    const coll = addDays('2026-06-01', rng.int(0, 120));
    const lab = rng.pick(LABS);
    const f = mk(p, {
      method: ['igra'],
      igra: {
        coll,
        rep: addDays(coll, rng.int(2, 4)),
        name: 'QFT-Plus',
        lab,
        res: 'negative',
        comment: 'TB1–Nil 0.02, TB2–Nil 0.04',
      },
      signed: addDays(coll, rng.int(6, 15)),
      received: addDays(coll, rng.int(16, 30)),
    });
    out.push({
      key: 'igra-negative-ticked-faxed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': f.igra.rep,
        ...personData(),
      },
      note: `IGRA (QuantiFERON-TB Gold Plus) collected ${coll}, resulted ${f.igra.rep}, "Negative" ticked among Negative / Positive / Indeterminate with antigen values below 0.35 IU/mL; the skin-test grid is empty; laboratory ${lab}`,
    });
  }

  // 3 — IGRA positive in words with a value, no chest film (scanned)
  {
    const p = k.person();
    const coll = addDays('2026-07-01', rng.int(0, 90));
    const val = rng.pick(['0.86', '1.42', '2.7']);
    const f = mk(p, {
      method: ['igra'],
      igra: {
        coll,
        rep: addDays(coll, 3),
        name: 'QuantiFERON-TB Gold+',
        lab: rng.pick(LABS),
        res: null,
        comment: `POSITIVE — TB2–Nil ${val} IU/mL; CXR to be scheduled`,
      },
      cleared: 'pending',
      comment: 'awaiting chest x-ray',
      signed: addDays(coll, rng.int(5, 12)),
      received: addDays(coll, rng.int(14, 25)),
    });
    out.push({
      key: 'igra-positive-in-words-no-film',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      data: { 'tests.0.type': 'blood', 'tests.0.result': 'positive', 'tests.0.exam_date': coll },
      note: `no result box is ticked; the comment says "POSITIVE — TB2–Nil ${val} IU/mL" (at or above the 0.35 IU/mL cut-off, i.e. positive) and clearance is ringed PENDING "awaiting chest x-ray"; the chest x-ray line is blank, so nothing clears the positive IGRA`,
    });
  }

  // 4 — TST read after four days (photo)
  {
    const p = k.person();
    const placed = addDays('2026-09-07', rng.int(0, 50));
    const t0 = tst(placed, { hours: 96 });
    const f = mk(p, { tst: [t0, null], signed: t0.read, received: addDays(t0.read, rng.int(3, 12)) });
    out.push({
      key: 'tst-read-on-day-four',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['invalid waiting period'],
      data: { 'tests.0.type': 'skin', 'tests.0.exam_date': placed, 'tests.0.report_date': t0.read },
      note: `skin test placed ${placed} ${t0.pt}, read ${t0.read} ${t0.rt}: 96 hours, outside the 48–72 h window printed under the grid, although 0 mm NEG is ringed and clearance YES`,
    });
  }

  // 5 — newest test over a year old, clearance signed recently (text PDF)
  {
    const p = k.person();
    const placed = addDays('2025-07-20', rng.int(0, 70));
    const prev = addDays(placed, -rng.int(360, 375));
    const t0 = tst(placed);
    const f = mk(p, {
      tst: [t0, tst(prev)],
      signed: addDays('2026-10-05', rng.int(0, 30)),
      received: addDays('2026-11-02', rng.int(0, 10)),
      comment: 'TB on file from prior term',
    });
    out.push({
      key: 'newest-tst-over-a-year-old-recent-signature',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['test too old'],
      data: { ...personData() },
      note: `the "Current" row was placed ${placed} and read ${t0.read}, more than 365 days before 2026-11-21 (the "Previous" row ${prev} is older still); the clinician signed the clearance ${f.signed} and the RECEIVED stamp is ${f.received}, but those are not test dates`,
    });
  }

  // 6 — positive TST cleared by a chest film, radiology report on page 2 (scanned, two pages)
  {
    const p = k.person();
    const placed = addDays('2026-05-04', rng.int(0, 90));
    const mm = rng.int(11, 17);
    const t0 = tst(placed, { mm, res: 'positive' });
    const cdate = addDays(t0.read, rng.int(6, 20));
    const fac = rng.pick([
      'Meridian Imaging Center',
      'Sycamore Regional Radiology',
      'Northfield Outpatient Imaging',
    ]);
    const f = mk(p, {
      method: ['tst', 'cxr'],
      tst: [t0, null],
      cxr: { date: cdate, fac, clear: true },
      signed: addDays(cdate, rng.int(2, 8)),
      received: addDays(cdate, rng.int(9, 20)),
      comment: 'prior BCG; CXR neg, symptom screen neg',
      report: {
        fac,
        addr: `${rng.int(100, 999)} Harmon Blvd, suite ${rng.int(100, 400)}`,
        pname: `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`,
        acc: `XR${rng.digits(8)}`,
        rad: rng.pick(['Priya Raman, MD', 'Gordon Feist, MD', 'Elena Sorokina, DO']),
      },
    });
    out.push({
      key: 'positive-tst-cleared-by-film-report-page2',
      person: requestPerson(p),
      html: render(f),
      multipage: true,
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result'],
      data: { ...personData() },
      note: `skin test placed ${placed}, read ${t0.read}, ${mm} mm, POS ringed; chest x-ray ${cdate} "No active TB" ticked on page 1 and the radiology report on page 2 says no radiographic evidence of active tuberculosis; accept_xray (default true) clears the positive skin test`,
    });
  }
  return out;
}
