// A travel-nurse staffing agency's own "Tuberculin Skin Test — Two-Step Documentation" form (English / Spanish
// labels) that the clinician takes to any clinic and sends back as a phone photo, a fax or a scan. The form is a
// lab-style grid: one row per step (Step 1 / Step 2) with Date placed, Time, Site (L / R forearm, ringed), PPD brand
// and lot, Placed by, Date read, Time, Induration (mm), Result NEG / POS (ticked AND ringed) and Read by, all
// written by hand by whoever did the test. Step 2 is sometimes struck through with "N/A" (only step 1 done). Below
// the grid a chest x-ray strip (filled only after a positive reading), a clinic stamp box, and the carbonless-copy
// footer (white / yellow). The employee block asks for "Name (Last, First, MI)" and a date of birth.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, HANDS, hand, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r14_agency_two_step_tst_grid_bilingual',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 20, photo: 35, fax: 15, scan_image: 15 },
  description:
    'Staffing agency two-step TST documentation form with English / Spanish labels, filled by hand at any clinic: "Name (Last, First, MI)", DOB, a lab-style grid with one row per step (date and time placed, ringed L / R site, PPD lot, placed by, date and time read, mm, NEG / POS ticked and ringed, read by), step 2 struck "N/A" in one, a chest x-ray strip, a clinic stamp box and a white / yellow carbon-copy footer; variants both steps negative, step 1 only, read after five days, positive step 2, positive with a clear chest x-ray, placed-by / read-by left blank',
};

const AGENCIES = [
  {
    name: 'Lakeshore Allied Staffing',
    unit: 'Clinical Compliance Department',
    fax: '(414) 555-0187',
    mail: 'compliance@lakeshoreallied.example',
    form: 'Form CC-114  rev. 03/2025',
    color: '#1f4e79',
  },
  {
    name: 'Northwind Travel Health Partners',
    unit: 'Credentialing & Onboarding',
    fax: '(503) 555-0142',
    mail: 'onboarding@northwindtravel.example',
    form: 'NTHP-TB-02 (Rev. 11/24)',
    color: '#5b2a6e',
  },
  {
    name: 'Sunbelt Nurse Connection, Inc.',
    unit: 'Employee Health Records',
    fax: '(602) 555-0119',
    mail: 'records@sunbeltnurse.example',
    form: 'SNC-EH-07  v4',
    color: '#7a3b12',
  },
];

const CLINICS = [
  ['MinuteWell Clinic #0418', '2210 Larkspur Ave, Tacoma WA 98405', '(253) 555-0164'],
  ['Harmon Family Urgent Care', '880 Harmon Blvd, Mesa AZ 85201', '(480) 555-0131'],
  ['Riverbend Community Health Center', '41 Whitcomb St, Dayton OH 45459', '(937) 555-0178'],
  ['Pioneer Occupational Medicine', '3150 Pioneer Way, Boise ID 83702', '(208) 555-0126'],
  ['Bellwether Pharmacy Clinic', '17 Bellwether Ct, Knoxville TN 37916', '(865) 555-0190'],
];

const NURSES = [
  ['R. Castillo', 'Rosa Castillo, RN'],
  ['T. Nguyen', 'Tuan Nguyen, LPN'],
  ['M. Feldman', 'Marta Feldman, NP'],
  ['D. Okonjo', 'Doris Okonjo, RN'],
  ['K. Brandt', 'Kyle Brandt, MA'],
  ['L. Ahmadi', 'Leila Ahmadi, PharmD'],
];

const TIMES_AM = ['8:10a', '8:45 AM', '9:20a', '9:55 AM', '10:30a', '11:05 AM'];
const TIMES_PM = ['1:15p', '1:50 PM', '2:35p', '3:20 PM', '4:05p', '4:40 PM'];

// hours from a "9:20a" / "1:50 PM" label
function hours(t) {
  const m = t.match(/(\d+):(\d+)\s*([ap])/i);
  let h = Number(m[1]) % 12;
  if (m[3].toLowerCase() === 'p') h += 12;
  return h + Number(m[2]) / 60;
}

function ringTick(label, on, ink) {
  return on
    ? `<span style="white-space:nowrap">${box(true, { style: 'check', ink })}<span class="circled" style="border-color:${ink}">${esc(label)}</span></span>`
    : `<span style="white-space:nowrap">${box(false)}${esc(label)}</span>`;
}

function ring(list, chosen, ink) {
  return list
    .map((o) => (o === chosen ? `<span class="circled" style="border-color:${ink}">${o}</span>` : o))
    .join(' / ');
}

function stepRow(f, s, n) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  if (!s) {
    return `<tr class="st"><td class="sn">${n}<div class="es">Paso ${n}</div></td>
     <td colspan="10" class="na">${hand(f.steps[0].result === 'positive' ? 'N/A — Step 1 POS, do not repeat' : 'N/A — 1-step only, per facility policy', { font: f.hand, ink: f.ink, size: '1.2em', rot: -1 })}
       <div class="strike" style="border-color:${f.ink}"></div></td></tr>`;
  }
  const placer = f.blankAdmin
    ? ''
    : `${sig(s.placedBy[0], { font: f.sig, ink: f.ink, size: '1.35em', rot: -4 })}<div class="cr">${H(s.placedBy[1].split(', ')[1], { size: '0.9em' })}</div>`;
  const reader = f.blankAdmin
    ? ''
    : s.readDate
      ? `${sig(s.readBy[0], { font: f.sig, ink: f.ink, size: '1.35em', rot: -3 })}<div class="cr">${H(s.readBy[1].split(', ')[1], { size: '0.9em' })}</div>`
      : '';
  const res = s.result;
  return `<tr class="st"><td class="sn">${n}<div class="es">Paso ${n}</div></td>
   <td>${H(fmt(s.placed, f.ds))}</td><td>${H(s.tPlaced, { size: '1.1em' })}</td>
   <td class="c">${ring(['L', 'R'], s.arm, f.ink)}</td>
   <td>${H(s.brand, { size: '1em' })}<br>${H('Lot ' + s.lot, { size: '1em' })}</td>
   <td class="sg">${placer}</td>
   <td>${H(fmt(s.readDate, f.ds))}</td><td>${H(s.tRead, { size: '1.1em' })}</td>
   <td class="c mm">${s.mm === null ? '' : H(`${s.mm} mm`, { size: '1.2em' })}</td>
   <td class="r">${ringTick('NEG', res === 'negative', f.ink)}<br>${ringTick('POS', res === 'positive', f.ink)}</td>
   <td class="sg">${reader}</td></tr>`;
}

function render(f) {
  const A = f.agency;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, ...o });
  const [clinic, addr, tel] = f.clinic;
  const cxr = f.cxr
    ? `<div class="cx"><b>Chest X-ray (only if TST positive) / Radiografía de tórax (solo si la prueba es positiva)</b><br>
      Date / Fecha: ${H(fmt(f.cxr.date, f.ds))} &nbsp; Facility / Lugar: ${H(f.cxr.facility, { size: '1em' })}<br>
      Impression / Impresión: ${box(true, { ink: f.ink })}No evidence of active TB / Sin evidencia de TB activa &nbsp; ${box(false)}Abnormal — refer / Anormal
      &nbsp; Reviewed by: ${sig(f.cxr.by, { font: f.sig, ink: f.ink, size: '1.3em' })}</div>`
    : `<div class="cx"><b>Chest X-ray (only if TST positive) / Radiografía de tórax (solo si la prueba es positiva)</b><br>
      Date / Fecha: ______________ &nbsp; Facility / Lugar: _______________________________<br>
      Impression / Impresión: ${box(false)}No evidence of active TB / Sin evidencia de TB activa &nbsp; ${box(false)}Abnormal — refer / Anormal</div>`;
  const stampBox = f.blankAdmin
    ? ''
    : stamp([clinic.toUpperCase(), addr, `Tel ${tel}`], { color: f.stampColor, rot: f.stampRot });
  const body = `<div class="sheet">
   <div class="hd" style="border-color:${A.color}">
    <div><div class="an" style="color:${A.color}">${esc(A.name)}</div><div class="au">${esc(A.unit)} · Fax ${esc(A.fax)} · ${esc(A.mail)}</div></div>
    <div class="fm">${esc(A.form)}</div></div>
   <div class="ti">TUBERCULIN SKIN TEST (TST / PPD) — TWO-STEP DOCUMENTATION</div>
   <div class="ts">Prueba cutánea de tuberculina (PPD) — Documentación de dos pasos</div>
   <table class="emp"><tr>
     <td style="width:46%"><div class="lb">Name (Last, First, MI) / Nombre (Apellido, Nombre, Inicial)</div>${H(f.name, { size: '1.25em' })}</td>
     <td style="width:22%"><div class="lb">Date of birth / Fecha de nacimiento</div>${H(fmt(f.dob, f.ds))}</td>
     <td><div class="lb">Discipline / Profesión</div>${H(f.discipline)}</td>
     <td><div class="lb">Recruiter</div>${H(f.recruiter, { size: '0.95em' })}</td></tr></table>
   <div class="ins"><b>Instructions for the clinic / Instrucciones:</b> Read 48–72 hours after placement. Record induration in
     millimetres (write 0 mm if none) — do not record redness. If Step 1 is negative, place Step 2 one to three weeks after
     Step 1 was read. <i>Lea la prueba 48–72 horas después de aplicarla.</i></div>
   <table class="grid">
    <tr class="h1"><th rowspan="2" style="width:5%">Step<br>Paso</th><th colspan="5">PLACEMENT / APLICACIÓN</th><th colspan="5">READING / LECTURA</th></tr>
    <tr class="h2"><th>Date placed<br><i>Fecha</i></th><th>Time<br><i>Hora</i></th><th>Site<br>L / R forearm<br><i>Antebrazo</i></th><th>PPD brand · Lot<br><i>Marca · Lote</i></th><th>Placed by (sign., cred.)<br><i>Aplicada por</i></th>
      <th>Date read<br><i>Fecha</i></th><th>Time<br><i>Hora</i></th><th>Induration<br>(mm)</th><th>Result<br><i>Resultado</i></th><th>Read by (sign., cred.)<br><i>Leída por</i></th></tr>
    ${stepRow(f, f.steps[0], 1)}
    ${stepRow(f, f.steps[1], 2)}
   </table>
   ${cxr}
   <table class="low"><tr>
    <td style="width:58%"><div class="lb">Clinic stamp / Sello de la clínica</div><div class="stbox">${stampBox}</div></td>
    <td><div class="lb">Symptom screen / Síntomas (cough &gt; 3 wks, fever, night sweats, weight loss)</div>
      ${box(!f.blankAdmin, { ink: f.ink })}None reported / Ninguno &nbsp; ${box(false)}Present — refer</td></tr></table>
   <div class="ofc"><b>AGENCY USE ONLY — do not write below this line</b><br>
     Received ${box(false)}Fax ${box(false)}Upload ${box(false)}Mail &nbsp;&nbsp; Date received: ____________ &nbsp;&nbsp; Reviewed by: ______________________<br>
     ${box(false)}Complete — enter in credential file &nbsp;&nbsp; ${box(false)}Incomplete — returned to clinician (reason): ___________________________________</div>
   <div class="ft">Return the WHITE copy to ${esc(A.name)} by fax or upload; keep the YELLOW copy. · Blanco — Agencia · Amarillo — Empleado</div>
  </div>`;
  return page({
    title: 'TST two-step documentation',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    bg: f.yellow ? '#fbf3c4' : '#fff',
    body,
    css: `
    .hand { -webkit-text-stroke: 0.4px currentColor; }
    .sheet { font-size:9.5pt; padding:0.4in 0.4in 0.3in; min-height:10.9in; }
    .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid; padding-bottom:4px; }
    .an { font-size:15pt; font-weight:bold; } .au { font-size:8pt; color:#333; } .fm { font-size:7.5pt; color:#444; }
    .ti { text-align:center; font-weight:bold; font-size:12.5pt; margin-top:9px; letter-spacing:.3px; }
    .ts { text-align:center; font-style:italic; font-size:9.5pt; margin-bottom:7px; }
    .lb { font-size:7pt; color:#333; text-transform:none; }
    table.emp .hand { margin-top:5px; }
    table.emp, table.low { width:100%; } table.emp td, table.low td { border:1px solid #333; padding:3px 5px 6px; vertical-align:top; height:0.52in; }
    .ins { border:1px solid #333; border-top:0; padding:4px 6px; font-size:8pt; }
    table.grid { width:100%; margin-top:8px; table-layout:fixed; }
    table.grid th { border:1px solid #222; font-size:7pt; font-weight:bold; background:#e9e9e9; padding:2px; }
    table.grid tr.h2 th { font-weight:normal; } table.grid th i, .ts i { font-weight:normal; }
    table.grid td { border:1px solid #222; height:1.25in; padding:2px 3px; vertical-align:middle; font-size:8.5pt; position:relative; }
    td.sn { text-align:center; font-weight:bold; font-size:14pt; } td.sn .es { font-size:7pt; font-weight:normal; }
    td.c { text-align:center; font-size:11pt; } td.r { font-size:9.5pt; line-height:1.9; } td.sg { text-align:center; }
    .cr { font-size:8pt; }
    td.na { text-align:center; }
    .strike { position:absolute; left:4%; right:4%; top:50%; border-top:2px solid; transform:rotate(-4deg); }
    .cx { border:1px solid #333; margin-top:10px; padding:6px 8px; line-height:2.1; font-size:9pt; }
    table.low { margin-top:8px; } .stbox { height:1.05in; padding:6px 0 0 30px; }
    .ofc { margin-top:14px; border:1.5px solid #555; background:rgba(0,0,0,.06); padding:6px 8px; font-size:8pt; line-height:2; }
    .ft { margin-top:10px; font-size:7.5pt; text-align:center; color:#333; border-top:1px dashed #777; padding-top:4px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const ds = rng.pick(['us', 'us_nz', 'us_short']);
    const base = {
      agency,
      ds,
      dob: p.dob,
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'last_first', 'LAST_FIRST_MI'])),
      discipline: rng.pick(['RN — Tele', 'RN ICU', 'CNA', 'LPN', 'RT', 'RN — Med/Surg', 'CST']),
      recruiter: rng.pick(['Dana P.', 'J. Whitlock', 'Marisa', 'Kev. O.', 'A. Brennan']),
      clinic: rng.pick(CLINICS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      stampColor: rng.pick(['#23408e', '#6b1f6b', '#1d5e3a', '#8a1c1c']),
      stampRot: rng.float(-7, 5).toFixed(1),
      yellow: rng.chance(0.4),
      blankAdmin: !!o.blankAdmin,
      cxr: null,
    };
    return base;
  };
  const nurse = () => rng.pick(NURSES);
  const brand = () => rng.pick(['Tubersol', 'Aplisol', 'Tubersol 5TU']);
  // one step: placed on `placed`, read after `readDays` days at a time picked to give the wanted hours
  const step = (placed, readDays, mm, result, o = {}) => {
    const morning = rng.chance(0.5);
    const tPlaced = rng.pick(morning ? TIMES_AM : TIMES_PM);
    const tRead = o.tRead || rng.pick(morning ? TIMES_AM : TIMES_AM.slice(0, 3).concat(TIMES_PM.slice(0, 2)));
    const n1 = nurse();
    return {
      placed,
      tPlaced,
      arm: rng.pick(['L', 'R']),
      brand: brand(),
      lot: `${rng.letters(1)}${rng.digits(4)}${rng.letters(2)}`,
      placedBy: n1,
      readDate: readDays === null ? null : addDays(placed, readDays),
      tRead: readDays === null ? '' : tRead,
      readBy: rng.chance(0.6) ? n1 : nurse(),
      mm,
      result,
    };
  };
  const h = (s) =>
    s.readDate
      ? (Date.parse(s.readDate) - Date.parse(s.placed)) / 3600000 + hours(s.tRead) - hours(s.tPlaced)
      : null;
  const okStep = (placed, mm, result) => {
    for (let i = 0; i < 40; i++) {
      const s = step(placed, rng.pick([2, 2, 3]), mm, result);
      const hh = h(s);
      if (hh >= 49 && hh <= 71) return s;
    }
    throw new Error('no reading time in the window');
  };
  const out = [];

  // 1. both steps negative
  let p = k.person();
  let s1Placed = addDays('2026-08-24', rng.int(0, 50));
  let f = mk(p);
  let a = okStep(s1Placed, 0, 'negative');
  let b = okStep(addDays(a.readDate, rng.int(7, 14)), rng.pick([0, 0, 2]), 'negative');
  f.steps = [a, b];
  out.push({
    key: 'two-step-both-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.1.type': 'skin',
      'tests.1.result': 'negative',
      ...personData('match', 'match'),
    },
    note: `step 1 placed ${a.placed} ${a.tPlaced}, read ${a.readDate} ${a.tRead}; step 2 placed ${b.placed}, read ${b.readDate}; both ${a.mm} / ${b.mm} mm, NEG ticked and ringed`,
    rendering: 'photo',
  });

  // 2. only step 1, step 2 struck N/A
  p = k.person();
  s1Placed = addDays('2026-09-14', rng.int(0, 55));
  f = mk(p);
  a = okStep(s1Placed, 0, 'negative');
  f.steps = [a, null];
  out.push({
    key: 'step-one-only-step-two-struck-na',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': a.placed,
      'tests.0.report_date': a.readDate,
      'tests.0.induration_mm': 0,
      ...personData('match', 'match'),
    },
    note: 'only step 1 done and negative; the step 2 row is struck through "N/A — 1-step only"; a one-step negative TST is accepted (corpus reading)',
    rendering: 'fax',
  });

  // 3. read five days after placement
  p = k.person();
  s1Placed = addDays('2026-09-07', rng.int(0, 50));
  f = mk(p);
  a = step(s1Placed, rng.pick([4, 5]), 0, 'negative');
  f.steps = [a, null];
  out.push({
    key: 'read-four-or-five-days-after-placement',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.exam_date': a.placed,
      'tests.0.report_date': a.readDate,
    },
    note: `placed ${a.placed} ${a.tPlaced}, read ${a.readDate} ${a.tRead}: about ${Math.round(h(a))} h, outside 48–72 h`,
    rendering: 'photo',
  });

  // 4. step 2 positive, no x-ray
  p = k.person();
  s1Placed = addDays('2026-08-31', rng.int(0, 45));
  f = mk(p);
  a = okStep(s1Placed, rng.pick([0, 3]), 'negative');
  b = okStep(addDays(a.readDate, rng.int(7, 12)), rng.pick([12, 14, 17]), 'positive');
  f.steps = [a, b];
  out.push({
    key: 'step-two-positive-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'skin', ...personData('match', 'match') },
    note: `step 1 ${a.mm} mm NEG, step 2 ${b.mm} mm POS (boosted reaction); the chest x-ray strip is blank`,
    rendering: 'scan_image',
  });

  // 5. step 1 positive, clear chest x-ray
  p = k.person();
  s1Placed = addDays('2026-08-17', rng.int(0, 40));
  f = mk(p, { nameStyle: 'LAST_FIRST' });
  a = okStep(s1Placed, rng.pick([11, 13, 16]), 'positive');
  f.steps = [a, null];
  f.cxr = {
    date: addDays(a.readDate, rng.int(3, 15)),
    facility: rng.pick(['Summit Imaging Ctr', 'St. Agnes Radiology', 'Valley Open MRI & X-ray']),
    by: rng.pick(['P. Oduya MD', 'H. Lindqvist DO', 'S. Ramaswamy MD']),
  };
  out.push({
    key: 'step-one-positive-clear-chest-xray',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { ...personData('match', 'match') },
    note: `step 1 ${a.mm} mm POS; chest x-ray ${f.cxr.date} "No evidence of active TB" ticked; accept_xray default true`,
    rendering: 'scanned_pdf',
  });

  // 6. placed-by / read-by blank and no stamp
  p = k.person();
  s1Placed = addDays('2026-09-21', rng.int(0, 45));
  f = mk(p, { blankAdmin: true });
  a = okStep(s1Placed, 0, 'negative');
  f.steps = [a, null];
  out.push({
    key: 'placed-by-read-by-blank-no-stamp',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'tests.0.result': 'negative', 'tests.0.exam_date': a.placed },
    note: 'dates, times, mm and NEG are filled in, but the Placed by / Read by cells and the clinic stamp box are empty; the agency letterhead is not the administrator',
    rendering: rng.pick(['text_pdf', 'photo']),
  });
  return out;
}
