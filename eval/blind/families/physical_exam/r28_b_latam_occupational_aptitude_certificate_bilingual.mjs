// A Colombian-style "Certificado médico de aptitud laboral" issued by an occupational-health clinic (IPS) after the
// pre-employment evaluation that an international nurse-recruitment agency orders for the nurses and nursing assistants
// it places with US staffing firms; the clinic prints it with English subtitles under each Spanish label because the
// agency forwards it abroad. The page carries the quality-system control box of such forms (código, versión, a
// version date, página 1 de 1), a certificate number, the contracting company block (agency, NIT, position, final
// client), the worker block (APELLIDOS / NOMBRES in separate cells, C.C. number, date of birth DD/MM/AAAA, age), the
// type of evaluation ticked (ingreso / periódica / post-incapacidad / egreso), the date of evaluation in DÍA / MES /
// AÑO cells, a table of the complementary tests with their own dates (vision, audiometry, labs, chest x-ray), the
// CONCEPTO MÉDICO with four printed outcomes (APTO / APTO CON RESTRICCIONES / APLAZADO / NO APTO) one of which is
// marked with an X, a RESTRICCIONES box and a separate RECOMENDACIONES (no restrictivas) box, the examining
// physician's signature over the printed name, specialty, medical registration and occupational-health licence, the
// worker's signature and thumbprint, the date issued and, on the system-printed forms, the clerk who prepared it and
// a print date-time. Some clinics print every value from their system; one fills the pre-printed form by hand. Dates
// are day-first throughout, so 06/10/2026 is 6 October.
import { addDays, fmt, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r28_b_latam_occupational_aptitude_certificate_bilingual',
  split: 'tuning',
  renderings: { photo: 34, scanned_pdf: 24, fax: 16, scan_image: 14, text_pdf: 12 },
  description:
    'Colombian-style occupational-health clinic (IPS) "Certificado médico de aptitud laboral / Occupational medical fitness certificate" for an international nurse-recruitment agency, Spanish labels with English subtitles: quality-control box (código, versión, version date, página), certificate no., company block (agency, NIT, position, US client), worker block (APELLIDOS / NOMBRES cells, C.C., DOB DD/MM/AAAA, age), type of evaluation ticked (ingreso / periódica / post-incapacidad / egreso), date of evaluation in DÍA / MES / AÑO cells, complementary tests table with their own dates, CONCEPTO MÉDICO with APTO / APTO CON RESTRICCIONES / APLAZADO / NO APTO and an X, RESTRICCIONES box apart from a RECOMENDACIONES (no restrictivas) box, physician signature with R.M. and SST licence, worker signature and thumbprint, date issued, clerk and print date-time; system-printed or filled by hand; variants apto, apto with non-restrictive recommendations and a day-first date that reads as another month, restrictions allowed by the client, restrictions by default, a copy issued this month of a 2025 evaluation, and no physician signature (only the worker signed)',
};

const CLINICS = [
  {
    key: 'valle',
    name: 'IPS Salud Laboral del Valle S.A.S.',
    nit: '900.482.317-5',
    addr: 'Calle 9 # 42-18, Barrio San Fernando, Cali, Valle del Cauca',
    tel: '(602) 555 0143',
    code: 'FO-SST-021',
    ver: '04',
    verDate: '15/02/2024',
    color: '#0e5a7a',
    typed: true,
    docs: [
      [
        'Natalia Restrepo Gaviria',
        'Dra.',
        'R.M. 76-4518-09',
        'Lic. SST Res. 2931 de 2016',
        'Natalia Restrepo',
      ],
      ['Mauricio Lenis Carvajal', 'Dr.', 'R.M. 76-1187-05', 'Lic. SST Res. 0874 de 2012', 'M. Lenis C.'],
    ],
    clerks: ['Yuliana Mosquera', 'Karen Dayana Ortiz'],
    city: 'Cali',
  },
  {
    key: 'andino',
    name: 'Centro Médico Ocupacional Andino',
    nit: '811.044.926-1',
    addr: 'Carrera 43A # 18 Sur-135, Of. 402, Medellín, Antioquia',
    tel: '(604) 555 0178',
    code: 'CMO-F-07',
    ver: '06',
    verDate: '03/07/2023',
    color: '#2f6b2f',
    typed: false,
    docs: [
      ['Juan Camilo Ospina Mejía', 'Dr.', 'R.M. 05-2290-11', 'Lic. SST 1402 de 2014', 'Juan C. Ospina'],
      [
        'Luisa Fernanda Cárdenas Ruiz',
        'Dra.',
        'R.M. 05-3318-14',
        'Lic. SST 0977 de 2017',
        'Luisa F. Cárdenas',
      ],
    ],
    clerks: ['Paula Andrea Zapata'],
    city: 'Medellín',
  },
  {
    key: 'caribe',
    name: 'OcupaSalud Caribe IPS',
    nit: '802.019.553-8',
    addr: 'Calle 77 # 59-35, Local 3, Barranquilla, Atlántico',
    tel: '(605) 555 0121',
    code: 'OS-HC-12',
    ver: '09',
    verDate: '22/01/2025',
    color: '#7a3b0e',
    typed: true,
    docs: [
      [
        'Andrés Felipe Barrios Polo',
        'Dr.',
        'R.M. 08-0931-10',
        'Lic. SST Res. 3377 de 2015',
        'Andrés Barrios',
      ],
      ['Ketty Fontalvo Márquez', 'Dra.', 'R.M. 08-1452-13', 'Lic. SST Res. 1215 de 2018', 'Ketty Fontalvo'],
    ],
    clerks: ['Wendy Paola Charris', 'Jorge Luis Ariza'],
    city: 'Barranquilla',
  },
];
const AGENCIES = [
  ['Puente Global Talento en Salud S.A.S.', '901.334.872-6', 'Bogotá D.C.'],
  ['Enlace Internacional de Enfermería Ltda.', '900.917.045-2', 'Medellín'],
  ['Horizonte Clínico Reclutamiento S.A.S.', '901.208.661-0', 'Cali'],
];
const US_CLIENTS = [
  'Keystone Clinical Staffing (Houston, TX)',
  'BlueHarbor Travel Nursing (Tampa, FL)',
  'Allcare Nurse Network (Phoenix, AZ)',
];
const POSITIONS = {
  rn: 'Enfermera(o) profesional / Registered Nurse (EE.UU. / USA)',
  aux: 'Auxiliar de enfermería / Nursing assistant \u2014 CNA (EE.UU. / USA)',
};
const HISPANIC = new Set([
  'Quintero-Vélez',
  'Núñez Ortega',
  'Arreola',
  'Ferreira',
  'Robles',
  'Saldaña',
  'Ruiz de la Fuente',
  'Montoya',
  'Villanueva',
  'Castellano',
  'Castellanos',
  'Serrano',
  'Baptiste',
]);
const MALE = new Set(['José', 'Tomás', 'Luis', 'Francisco', 'Rafael', 'Jonathan', 'Michael']);

const dmy = (iso) => fmt(iso, 'iso').split('-').reverse().join('/');
const age = (dob, on) => {
  const [y1, m1, d1] = dob.split('-').map(Number);
  const [y2, m2, d2] = on.split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
};

function thumbprint(rng) {
  const paths = [];
  for (let i = 0; i < 11; i++) {
    const rx = 6 + i * 2.6;
    const ry = 8 + i * 3.1;
    const gap = rng.float(0.2, 0.9);
    paths.push(
      `<ellipse cx="32" cy="38" rx="${rx}" ry="${ry}" fill="none" stroke="#3b3566" stroke-width="1.3" stroke-dasharray="${(rx * 3).toFixed(1)} ${(gap * 6).toFixed(1)}" opacity="${(0.75 - i * 0.03).toFixed(2)}"/>`,
    );
  }
  return `<svg width="64" height="78" viewBox="0 0 64 78" xmlns="http://www.w3.org/2000/svg"><g transform="rotate(${rng.int(-12, 12)} 32 38)">${paths.join('')}</g></svg>`;
}

function render(f) {
  const C = f.C;
  const typed = C.typed;
  const v = (t, o = {}) => {
    if (t === null || t === undefined || t === '') return '';
    if (typed) return `<span class="ty">${esc(t)}</span>`;
    const sz = f.pen === 'Breip' ? '1.35em' : o.size || '1.12em';
    return hand(t, { font: f.pen, ink: f.ink, ...o, size: sz });
  };
  const mark = (on) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${typed ? '#111' : f.ink};font-family:${typed ? FONTS.sans : f.pen}">X</span>` : ''}</span>`;
  const [dd, mm, yyyy] = dmy(f.exam).split('/');
  const evalTypes = [
    ['ingreso', 'Ingreso', 'Pre-employment'],
    ['periodica', 'Periódica', 'Periodic'],
    ['post', 'Post-incapacidad', 'Return to work'],
    ['egreso', 'Egreso', 'Exit'],
  ]
    .map(([k, es, en]) => `<span class="opt">${mark(f.evalType === k)}${es} <i>/ ${en}</i></span>`)
    .join('');
  const concepts = [
    [
      'cleared',
      'APTO',
      'FIT',
      'Puede desempeñar el cargo sin restricciones / Can perform the job without restrictions',
    ],
    [
      'cleared_with_restrictions',
      'APTO CON RESTRICCIONES',
      'FIT WITH RESTRICTIONS',
      'Puede desempeñar el cargo con las restricciones indicadas / Can perform the job with the restrictions stated',
    ],
    [
      'deferred',
      'APLAZADO',
      'DEFERRED',
      'Requiere valoración o exámenes adicionales / Further evaluation or tests required',
    ],
    ['not_cleared', 'NO APTO', 'UNFIT', 'No puede desempeñar el cargo / Cannot perform the job'],
  ]
    .map(
      ([k, es, en, t]) =>
        `<tr><td class="cb">${mark(f.concept === k)}</td><td class="cn"><b>${es}</b><br><i>${en}</i></td><td class="cd">${esc(t)}</td></tr>`,
    )
    .join('');
  const tests = f.tests
    .map(
      ([es, en, date, res]) =>
        `<tr><td>${esc(es)} <i>/ ${esc(en)}</i></td><td class="c">${v(date)}</td><td>${v(res)}</td></tr>`,
    )
    .join('');
  const sigLine = f.docSigned
    ? sig(f.doc[4], { font: f.docSigFont, ink: f.docInk, size: '1.9em', rot: -4 })
    : '';
  const docStamp = f.docStamp
    ? `<span class="dst">${stamp([`${f.doc[1]} ${f.doc[0]}`, 'Médico Esp. SST', f.doc[2]], { color: '#23408e', rot: -5 })}</span>`
    : '';
  const body = `
  <table class="hd"><tr>
    <td class="lg"><div class="logo" style="background:${C.color}">${esc(
      C.name
        .split(' ')
        .filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w))
        .slice(0, 3)
        .map((w) => w[0])
        .join(''),
    )}</div>
      <div class="cl"><b>${esc(C.name)}</b><br>NIT ${esc(C.nit)}<br>${esc(C.addr)}<br>Tel. ${esc(C.tel)}</div></td>
    <td class="tt">CERTIFICADO MÉDICO DE APTITUD LABORAL<div class="en">Occupational medical fitness certificate</div><div class="sub">Evaluación médica ocupacional / Occupational medical evaluation</div></td>
    <td class="qc">Código: ${esc(C.code)}<br>Versión: ${esc(C.ver)}<br>Fecha: ${esc(C.verDate)}<br>Página 1 de 1</td></tr></table>
  <div class="nos"><span>Certificado No. / <i>Certificate no.</i> <b>${esc(f.certNo)}</b></span><span>Historia clínica ocupacional No. / <i>Occupational record no.</i> ${esc(f.hcNo)}</span></div>
  <div class="sec">1. DATOS DE LA EMPRESA <i>/ EMPLOYER</i></div>
  <table class="g"><tr><td class="w55"><div class="cap">Empresa contratante / <i>Company</i></div>${v(f.agency[0])}</td><td><div class="cap">NIT</div>${v(f.agency[1])}</td><td><div class="cap">Ciudad / <i>City</i></div>${v(f.agency[2])}</td></tr>
  <tr><td class="w55"><div class="cap">Cargo al que aspira / <i>Position applied for</i></div>${typed ? v(f.position) : v(f.position.split(' / ')[0])}</td><td colspan="2"><div class="cap">Cliente final / <i>Final client</i></div>${v(f.client)}</td></tr></table>
  <div class="sec">2. DATOS DEL TRABAJADOR <i>/ WORKER</i></div>
  <table class="g"><tr><td class="w40"><div class="cap">Apellidos / <i>Surnames</i></div>${v(f.apellidos)}</td><td class="w40"><div class="cap">Nombres / <i>Given names</i></div>${v(f.nombres)}</td><td><div class="cap">Sexo / <i>Sex</i></div>${v(f.sex)}</td></tr>
  <tr><td><div class="cap">Documento de identidad / <i>ID document</i></div>${v(`C.C. ${f.cc}`)}</td><td><div class="cap">Fecha de nacimiento (DD/MM/AAAA) / <i>Date of birth</i></div>${v(dmy(f.dob))}</td><td><div class="cap">Edad / <i>Age</i></div>${v(`${f.age} años`)}</td></tr></table>
  <div class="sec">3. TIPO DE EVALUACIÓN <i>/ TYPE OF EXAMINATION</i></div>
  <div class="row3"><div class="opts">${evalTypes}</div>
    <div class="fe"><div class="cap">Fecha de la evaluación / <i>Date of examination</i></div>
    <table class="dmy"><tr><th>DÍA</th><th>MES</th><th>AÑO</th></tr><tr><td>${v(dd)}</td><td>${v(mm)}</td><td>${v(yyyy)}</td></tr></table></div></div>
  <div class="sec">4. EXÁMENES Y PRUEBAS REALIZADAS <i>/ TESTS PERFORMED</i></div>
  <table class="t"><tr><th>Examen / <i>Test</i></th><th class="c">Fecha / <i>Date</i></th><th>Resultado / <i>Result</i></th></tr>${tests}</table>
  <div class="sec">5. CONCEPTO MÉDICO OCUPACIONAL <i>/ FITNESS DETERMINATION</i></div>
  <table class="cc">${concepts}</table>
  <div class="two">
    <div class="bxr"><div class="cap">6. RESTRICCIONES / <i>RESTRICTIONS</i></div><div class="txt">${v(f.restr, { size: '1.05em' })}</div></div>
    <div class="bxr"><div class="cap">7. RECOMENDACIONES (no restrictivas) / <i>RECOMMENDATIONS (non-restrictive)</i></div><div class="txt">${v(f.recs, { size: '1.05em' })}</div></div>
  </div>
  <div class="sg">
    <div class="sgc"><div class="sgl">${sigLine}${docStamp}</div>
      <div class="cap2">Firma del médico examinador / <i>Examining physician's signature</i></div>
      <div class="sgt"><b>${esc(`${f.doc[1]} ${f.doc[0]}`)}</b><br>Médico(a) especialista en Seguridad y Salud en el Trabajo / <i>Occupational health physician</i><br>${esc(f.doc[2])} \u00b7 ${esc(f.doc[3])}</div></div>
    <div class="sgc w"><div class="sgl">${sig(f.workerSig, { font: f.wSigFont, ink: f.wInk, size: '1.9em', rot: -2 })}</div>
      <div class="cap2">Firma del trabajador / <i>Worker's signature</i></div>
      <div class="sgt">${esc(`${f.nombres} ${f.apellidos}`)}<br>C.C. ${esc(f.cc)}</div></div>
    <div class="hu"><div class="fp">${f.thumb}</div><div class="cap2">Huella / <i>Thumbprint</i></div><div class="sgt">&nbsp;<br>&nbsp;</div></div>
  </div>
  <div class="exp">Ciudad y fecha de expedición / <i>Place and date issued</i>: <span class="u">${v(`${C.city}, ${dmy(f.issued)}`)}</span>${f.copy ? `<span class="cp">${stamp(['COPIA CONTROLADA', `EXPEDIDA ${dmy(f.issued)}`], { color: '#a11d1d', rot: -7 })}</span>` : ''}</div>
  <div class="ft">La historia clínica ocupacional es confidencial y permanece bajo custodia de la IPS; este certificado no contiene diagnósticos. <i>The occupational medical record is confidential; this certificate contains no diagnoses.</i>
  ${typed ? `<br>Elaboró / <i>Prepared by</i>: ${esc(f.clerk)} \u2014 Auxiliar administrativa \u00b7 Impreso / <i>Printed</i>: ${esc(f.printed)}` : ''}</div>`;
  const css = `
  body { font-size:8.6pt; }
  i { color:#444; font-weight:normal; }
  table.hd { width:100%; border:1.2px solid #222; }
  table.hd td { border:1.2px solid #222; padding:4px 6px; vertical-align:middle; }
  td.lg { width:38%; } .logo { float:left; width:40px; height:40px; border-radius:6px; color:#fff; font-weight:bold; font-size:13pt; text-align:center; line-height:40px; margin-right:6px; }
  .cl { font-size:7.4pt; line-height:1.25; } .cl b { font-size:8.6pt; color:${C.color}; }
  td.tt { text-align:center; font-weight:bold; font-size:12pt; } td.tt .en { font-size:9pt; font-style:italic; font-weight:normal; color:#333; } td.tt .sub { font-size:7.5pt; font-weight:normal; margin-top:2px; }
  td.qc { width:17%; font-size:7.4pt; line-height:1.35; }
  .nos { display:flex; justify-content:space-between; margin:4px 1px; font-size:8.2pt; }
  .sec { background:${C.color}; color:#fff; font-weight:bold; padding:1px 6px; margin-top:5px; font-size:8.4pt; } .sec i { color:#e8e8e8; }
  table.g { width:100%; } table.g td { border:0.9px solid #444; padding:2px 5px 3px; vertical-align:top; height:0.32in; }
  td.w55 { width:55%; } td.w40 { width:40%; }
  .cap { font-size:6.8pt; color:#333; } .cap2 { font-size:7pt; color:#333; padding-top:1px; }
  .ty { font-family:${FONTS.mono}; font-size:9.2pt; }
  .row3 { display:flex; align-items:center; border:0.9px solid #444; border-top:none; padding:4px 6px; gap:10px; }
  .opts { flex:1; display:flex; flex-wrap:wrap; gap:4px 14px; }
  .opt { white-space:nowrap; }
  .bx { display:inline-block; width:12px; height:12px; border:1.2px solid #222; position:relative; vertical-align:-2px; margin-right:4px; background:#fff; }
  .bx .mk { position:absolute; left:1px; top:-4px; font-size:14px; line-height:15px; font-weight:bold; }
  table.dmy td, table.dmy th { border:0.9px solid #444; text-align:center; width:0.5in; } table.dmy th { font-size:6.6pt; background:#eee; } table.dmy td { height:0.26in; }
  table.t { width:100%; } table.t th, table.t td { border:0.9px solid #444; padding:2px 5px; } table.t th { background:#eee; font-size:7.4pt; text-align:left; } .c { text-align:center; width:1.05in; }
  table.cc { width:100%; } table.cc td { border:0.9px solid #444; padding:2px 6px; vertical-align:middle; }
  td.cb { width:0.3in; text-align:center; } td.cn { width:2.05in; font-size:8.8pt; } td.cd { font-size:7.8pt; }
  .two { display:flex; gap:6px; margin-top:6px; } .bxr { flex:1; border:0.9px solid #444; padding:3px 6px; min-height:0.52in; } .txt { margin-top:2px; line-height:1.3; }
  .sg { display:flex; gap:14px; margin-top:6px; align-items:flex-start; }
  .sgc { flex:1.25; } .sgc.w { flex:1; } .sgl { height:0.6in; position:relative; display:flex; align-items:flex-end; gap:6px; border-bottom:0.9px solid #333; }
  .dst { position:absolute; left:1.3in; top:-2px; }
  .sgt { font-size:7.6pt; line-height:1.25; margin:2px 0; }
  .hu { width:0.95in; text-align:center; } .fp { border:0.9px solid #444; height:0.85in; display:flex; align-items:center; justify-content:center; }
  .exp { margin-top:6px; font-size:8.6pt; position:relative; } .u { display:inline-block; min-width:2in; border-bottom:0.8px solid #333; padding:0 4px; }
  .cp { position:absolute; left:4.4in; top:-12px; }
  .ft { margin-top:6px; border-top:0.8px solid #777; padding-top:2px; font-size:6.8pt; color:#333; }`;
  return page({
    title: 'Certificado médico de aptitud laboral',
    margin: '0.35in 0.45in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const hisp = () => {
    let p = k.person();
    for (let i = 0; i < 40 && !HISPANIC.has(p.last); i++) p = k.person();
    return p;
  };
  const make = (C, p, o = {}) => {
    const exam = o.exam;
    const doc = rng.pick(C.docs);
    const issued = o.issued || addDays(exam, rng.int(0, 3));
    return {
      C,
      exam,
      issued,
      doc,
      docSigned: o.docSigned ?? true,
      docStamp: o.docStamp ?? (!C.typed && rng.chance(0.6)),
      docSigFont: rng.pick(SIGS),
      docInk: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      pen: rng.pick([HANDS[0], HANDS[1], HANDS[4]]),
      ink: rng.pick(INKS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open]),
      apellidos: p.last.toUpperCase(),
      nombres: [p.first, p.middle].filter(Boolean).join(' ').toUpperCase(),
      sex: MALE.has(p.first) ? 'M' : 'F',
      cc: `1.0${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}`,
      dob: p.dob,
      age: age(p.dob, exam),
      certNo: `${exam.slice(0, 4)}-${rng.digits(5)}`,
      hcNo: `HCO-${rng.digits(6)}`,
      agency: o.agency || rng.pick(AGENCIES),
      position: POSITIONS[o.role || 'rn'],
      client: rng.pick(US_CLIENTS),
      evalType: o.evalType || 'ingreso',
      concept: o.concept || 'cleared',
      restr: o.restr ?? 'Ninguna / None',
      recs:
        o.recs ??
        rng.pick(['Pausas activas. Higiene postural.', 'Estilo de vida saludable. Pausas activas.']),
      tests: o.tests,
      workerSig: `${p.first} ${p.last.split(/[ -]/)[0]}`,
      wSigFont: rng.pick(SIGS),
      wInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91']),
      thumb: thumbprint(rng),
      clerk: rng.pick(C.clerks),
      printed: `${fmt(issued, 'iso')} ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      copy: !!o.copy,
    };
  };
  const testRows = (exam, o = {}) => {
    const lab = addDays(exam, -rng.int(1, 5));
    const rx = addDays(exam, -rng.int(1, 6));
    return [
      [
        'Examen médico ocupacional con énfasis osteomuscular',
        'Occupational exam, musculoskeletal emphasis',
        dmy(exam),
        o.exam || 'Realizado / Done',
      ],
      ['Visiometría', 'Vision screening', dmy(exam), o.vision || 'AO 20/20 con corrección'],
      ['Audiometría tamiz', 'Screening audiometry', dmy(exam), 'Normal bilateral'],
      [
        'Laboratorio: cuadro hemático, glicemia, anti-HBs',
        'Labs: CBC, glucose, anti-HBs',
        dmy(lab),
        o.labs || 'Dentro de límites / anti-HBs reactivo',
      ],
      ['Radiografía de tórax PA', 'Chest x-ray PA', dmy(rx), 'Sin alteraciones / Normal'],
    ];
  };
  const base = (f, clearance, signature = 'present') => ({
    exam_date: f.exam,
    'examiner.name': f.doc[0],
    'examiner.signature': signature,
    clearance,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });
  const [A, B, C] = CLINICS;

  // 1 — APTO, pre-employment, printed from the system (photo).
  {
    const p = hisp();
    const exam = addDays('2026-08-18', rng.int(0, 80));
    const f = make(A, p, { exam, tests: testRows(exam) });
    out.push({
      key: 'apto-ingreso-system-printed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['missing clearance', 'restrictions present', 'missing examiner signature', 'exam too old'],
      data: base(f, 'cleared'),
      note: `APTO marked; date of evaluation ${dmy(exam)} (day-first) = ${exam}; restrictions "Ninguna / None"; the recommendations box holds general advice, not restrictions; the version date ${A.verDate} of the form, the lab and x-ray dates in the tests table, the DOB and the print date are not the exam date`,
    });
  }

  // 2 — APTO with non-restrictive recommendations, filled by hand, a day-first date that reads as another month.
  {
    const p = hisp();
    const day = rng.int(2, 11);
    const exam = `2026-10-${String(day).padStart(2, '0')}`;
    const f = make(B, p, {
      exam,
      role: 'aux',
      issued: addDays(exam, rng.int(1, 4)),
      tests: testRows(exam, { vision: 'AO 20/30 \u2014 usa lentes' }),
      recs: 'Uso de lentes formulados. Pausas activas c/2 h. Control de peso con su EPS.',
    });
    out.push({
      key: 'apto-recommendations-day-first-date',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['restrictions present', 'missing clearance', 'exam too old'],
      data: base(f, 'cleared'),
      note: `APTO marked by hand; DÍA ${String(day).padStart(2, '0')} / MES 10 / AÑO 2026 = ${exam} (read month-first it would be ${exam.slice(0, 4)}-${String(day).padStart(2, '0')}-10, also within a year, but the cells are captioned DÍA / MES / AÑO); the RECOMENDACIONES box ("no restrictivas": wear prescribed glasses, active breaks, weight control) is general advice and the RESTRICCIONES box says none, so the clearance is cleared`,
    });
  }

  // 3 — APTO CON RESTRICCIONES, the client allows restrictions (fax).
  {
    const p = hisp();
    const exam = addDays('2026-07-27', rng.int(0, 90));
    const f = make(C, p, {
      exam,
      concept: 'cleared_with_restrictions',
      restr:
        'No levantar ni movilizar cargas > 15 kg sin ayuda mecánica o de un segundo operador, por 3 meses.',
      recs: 'Fisioterapia para columna lumbar con su EPS. Higiene postural.',
      tests: testRows(exam, { exam: 'Realizado \u2014 lumbalgia mecánica' }),
    });
    out.push({
      key: 'apto-con-restricciones-allowed-by-client',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['restrictions present', 'not cleared', 'missing clearance'],
      data: base(f, 'cleared_with_restrictions'),
      note: `APTO CON RESTRICCIONES marked with a lifting restriction (no more than 15 kg without help, 3 months); the client allows restrictions (allow_restrictions: true), so nothing is raised; exam ${exam}`,
    });
  }

  // 4 — APTO CON RESTRICCIONES by hand, default rules (photo).
  {
    const p = hisp();
    const exam = addDays('2026-09-01', rng.int(0, 70));
    const f = make(B, p, {
      exam,
      concept: 'cleared_with_restrictions',
      restr: 'No turnos nocturnos por 6 meses (control de HTA). Reevaluar.',
      recs: 'Control de TA con su EPS. Dieta hiposódica.',
      tests: testRows(exam),
    });
    out.push({
      key: 'apto-con-restricciones-default-rules',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['restrictions present'],
      forbidden: ['not cleared', 'missing clearance'],
      data: base(f, 'cleared_with_restrictions'),
      note: `APTO CON RESTRICCIONES marked by hand with "no night shifts for 6 months"; allow_restrictions is not set (default false), so restrictions present (flagged); exam ${exam}`,
    });
  }

  // 5 — a controlled copy issued this month of a 2025 evaluation (flatbed scan).
  {
    const p = hisp();
    const exam = `2025-${rng.pick(['07', '08', '09'])}-${rng.int(13, 28)}`;
    const issued = addDays('2026-11-02', rng.int(0, 12));
    const f = make(A, p, { exam, issued, copy: true, tests: testRows(exam) });
    out.push({
      key: 'copy-issued-2026-of-2025-evaluation',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['exam too old'],
      forbidden: ['restrictions present', 'missing clearance'],
      data: base(f, 'cleared'),
      note: `date of evaluation ${dmy(exam)} = ${exam}, more than 365 days before 2026-11-21; the "COPIA CONTROLADA / EXPEDIDA ${dmy(issued)}" stamp, the date issued (${issued}) and the print date are when the copy was made, not a new exam; APTO`,
    });
  }

  // 6 — physician's name printed but the signature line left empty; only the worker signed (photo).
  {
    const p = hisp();
    const exam = addDays('2026-09-08', rng.int(0, 60));
    const f = make(C, p, { exam, docSigned: false, docStamp: false, tests: testRows(exam) });
    out.push({
      key: 'physician-signature-missing-worker-signed',
      person: requestPerson(p),
      html: render(f),
      rendering: rng.pick(['photo', 'scanned_pdf']),
      issues: ['missing examiner signature'],
      forbidden: ['missing examiner', 'missing clearance', 'restrictions present'],
      data: base(f, 'cleared', 'not_present'),
      note: `APTO marked and the physician's name, R.M. and licence printed under the line, but the "Firma del médico examinador" line is empty and there is no stamp; the only signature on the page is the worker's (with a thumbprint), which is not the examiner's`,
    });
  }
  return out;
}
