// A Mexican private clinical-laboratory chain's results report ("Informe de resultados"), in Spanish, that a nurse
// recruited from Mexico (TN status) has done at a branch before her US assignment and uploads as her TB test: the chain's
// letterhead with the branch, its sanitary licence, accreditation and the "Responsable sanitario" (a chemist with a
// professional licence number); a boxed patient panel with colon labels in two columns — "Paciente" printed surnames
// first in capitals without accents ("NUNEZ ORTEGA JOSE LUIS"), "Edad" in years, "Sexo", "Fecha de nac." day-first,
// "Folio / Orden", "Médico solicitante: A QUIEN CORRESPONDA", "Empresa" (the recruiting agency), "Fecha de registro",
// "Toma de muestra" and "Fecha de validación" with 24-hour times, and the print date; then sections under centred
// headings — a pre-employment profile ("Perfil preempleo") with blood group, VDRL "NO REACTIVO" and a five-panel drug
// screen "NEGATIVO" before the TB study, so NEGATIVO appears for tests that are not TB tests — and the TB study itself:
// either the interferon-gamma release assay (QuantiFERON-TB Gold Plus: Nil, TB1 − Nil, TB2 − Nil, Mitógeno − Nil in
// UI/mL, "Interpretación") or the tuberculin skin test ("Intradermorreacción a PPD (Mantoux)": fecha y hora de
// aplicación, antebrazo, lote, aplicó; fecha y hora de lectura, induración in mm and eritema in mm — the redness is not
// the reading —, resultado, leyó). The validating chemist signs at the foot ("Validó"), beside the report's QR check
// and "*** FIN DEL INFORME ***". Dates are day-first throughout (06/10/2026 is 6 October), sometimes with Spanish month
// abbreviations (06/OCT/2026). One report continues on a second page with the chain's imaging department's chest
// radiograph report ("sin evidencia de proceso fímico activo").
import { addDays, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, qr, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r29_b_mexican_private_lab_report_spanish_ppd_igra',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 20, scan_image: 15, fax: 10, text_pdf: 20 },
  description:
    'Mexican private clinical-laboratory chain "Informe de resultados" in Spanish for a nurse recruited from Mexico: letterhead with branch, sanitary licence, accreditation and Responsable sanitario (Q.F.B. with céd. prof.); boxed patient panel with colon labels (Paciente printed SURNAMES GIVEN NAMES in capitals without accents, Edad, Sexo, Fecha de nac. day-first, Folio / Orden, Médico solicitante A QUIEN CORRESPONDA, Empresa = recruiting agency, Fecha de registro, Toma de muestra, Fecha de validación with 24-h times, print date); a Perfil preempleo section (blood group, VDRL NO REACTIVO, five-panel drug screen NEGATIVO) before the TB study; the TB study as QuantiFERON-TB Gold Plus (Nil, TB1 − Nil, TB2 − Nil, Mitógeno − Nil in UI/mL, Interpretación) or Intradermorreacción a PPD (Mantoux) with aplicación / lectura date-times, antebrazo, lote, aplicó / leyó, induración mm and eritema mm; Validó signature, QR check, FIN DEL INFORME; day-first dates, some with Spanish month abbreviations; variants QuantiFERON negative, PPD 0 mm induration with erythema, PPD 12 mm positive with the chain\u2019s chest radiograph report on page 2, QuantiFERON positive, PPD read 96 h after application, and a 2025 QuantiFERON reprinted this month',
};

const HISPANIC = new Set([
  'Quintero-Vélez',
  'Núñez Ortega',
  'Arreola',
  'Robles',
  'Villanueva',
  'Montoya',
  'Saldaña',
  'Ruiz de la Fuente',
]);
const FEMALE = new Set(['Marisol', 'Yesenia', 'Lucía', 'Paulina', 'Catalina']);
const LABS = [
  {
    key: 'altavista',
    name: 'Laboratorios Cl\u00ednicos Altavista',
    tag: 'An\u00e1lisis cl\u00ednicos \u00b7 Imagenolog\u00eda \u00b7 Salud ocupacional',
    branch: 'Sucursal Chapultepec \u2014 Av. Chapultepec 418, Col. Americana, Guadalajara, Jal. C.P. 44160',
    tel: 'Tel. 33 5550 1842',
    lic: 'Licencia sanitaria 14-AM-14-039-0007 \u00b7 Acreditaci\u00f3n EMA No. CL-187',
    resp: ['Q.F.B. Rosa Elena Guti\u00e9rrez Llamas', 'C\u00e9d. Prof. 3381029'],
    validators: [
      ['Q.F.B. Miriam Alejandra Vallejo Reyes', 'C\u00e9d. Prof. 8812305'],
      ['Q.C. Hugo Armando Ledezma Ruiz', 'C\u00e9d. Prof. 6120474'],
    ],
    nurses: ['L.E. Karla Patricia Ibarra Soto', 'Enf. Jes\u00fas Omar Rentería Luna'],
    radiologist: [
      'Dr. Fernando Iturbide Salcedo',
      'M\u00e9dico Radi\u00f3logo \u00b7 C\u00e9d. Esp. 5567201',
    ],
    color: '#0d5f8a',
    shape: 'circle',
    font: FONTS.sans,
    monthStyle: 'num',
  },
  {
    key: 'sierra',
    name: 'Grupo Diagn\u00f3stico Sierra Madre',
    tag: 'Laboratorio de an\u00e1lisis cl\u00ednicos y gabinete',
    branch: 'Unidad San Pedro \u2014 Calz. del Valle 1207 Ote., San Pedro Garza Garc\u00eda, N.L. C.P. 66220',
    tel: 'Tel. 81 5550 7719 \u00b7 WhatsApp 81 5550 7720',
    lic: 'Aviso de funcionamiento 19-AF-19-019-0112 \u00b7 ISO 15189:2022',
    resp: ['Q.C.B. Luis Fernando Cant\u00fa Garza', 'C\u00e9d. Prof. 4410937'],
    validators: [
      ['Q.C.B. Daniela Sof\u00eda Trevi\u00f1o Elizondo', 'C\u00e9d. Prof. 9021744'],
      ['Q.F.B. Ricardo Villarreal Salinas', 'C\u00e9d. Prof. 7354201'],
    ],
    nurses: ['L.E. Andrea Guadalupe Zamora Pe\u00f1a', 'Enf. Marco Antonio Olvera Cruz'],
    radiologist: [
      'Dra. Ver\u00f3nica Elizondo Garza',
      'Radiolog\u00eda e Imagen \u00b7 C\u00e9d. Esp. 6643190',
    ],
    color: '#7a1f3d',
    shape: 'square',
    font: FONTS.roboto,
    monthStyle: 'abbr',
  },
  {
    key: 'bajio',
    name: 'Laboratorio M\u00e9dico del Baj\u00edo',
    tag: 'Laboratorio cl\u00ednico certificado',
    branch: 'Sucursal Centro \u2014 Blvd. L\u00f3pez Mateos 905 Pte., Le\u00f3n, Gto. C.P. 37000',
    tel: 'Tel. 477 555 0934',
    lic: 'Licencia sanitaria 11-AM-11-020-0041 \u00b7 Certificaci\u00f3n ISO 9001:2015',
    resp: ['Q.F.B. Mar\u00eda del Carmen Aguirre Tapia', 'C\u00e9d. Prof. 2298410'],
    validators: [
      ['Q.F.B. Jorge Alberto Mu\u00f1oz Padilla', 'C\u00e9d. Prof. 5530918'],
      ['Q.F.B. Adriana Lizbeth Rangel Ortiz', 'C\u00e9d. Prof. 10229384'],
    ],
    nurses: ['L.E. Brenda Yazm\u00edn Ortega Huerta', 'Enf. Gerardo Ba\u00f1uelos M\u00e1rquez'],
    radiologist: ['Dr. Alfonso Rivas Cervantes', 'M\u00e9dico Radi\u00f3logo \u00b7 C\u00e9d. Esp. 4928815'],
    color: '#2f6b1f',
    shape: 'shield',
    font: FONTS.lato,
    monthStyle: 'num',
  },
];
const AGENCIES = [
  'Talento Enfermero Internacional, S.C.',
  'NurseBridge M\u00e9xico, S.A. de C.V.',
  'Global Care Recruiting \u2014 Oficina Guadalajara',
];
const MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const p2 = (n) => String(n).padStart(2, '0');
const plain = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Day-first date as the lab's system prints it: 06/10/2026, or 06/OCT/2026. */
function dmy(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  return style === 'abbr' ? `${p2(d)}/${MES[m - 1]}/${y}` : `${p2(d)}/${p2(m)}/${y}`;
}
const hhmm = (t) => `${p2(Math.floor(t / 60))}:${p2(t % 60)}`;

function header(f) {
  const L = f.L;
  return `<div class="hd">
    <div class="lg">${logo({
      initials: L.name
        .split(' ')
        .filter((w) => w.length > 3)
        .map((w) => w[0])
        .join('')
        .slice(0, 2),
      color: L.color,
      shape: L.shape,
      size: 50,
    })}</div>
    <div class="hn"><div class="h1">${esc(L.name)}</div><div class="h2">${esc(L.tag)}</div><div class="h3">${esc(L.branch)} \u00b7 ${esc(L.tel)}</div><div class="h3">${esc(L.lic)}</div></div>
    <div class="rs">Responsable sanitario<br><b>${esc(L.resp[0])}</b><br>${esc(L.resp[1])}</div>
  </div>`;
}

function patient(f) {
  const r = (a, b) => `<tr><td class="k">${a}</td><td class="v">${b}</td></tr>`;
  return `<div class="pt"><table>
    ${r('Paciente:', `<b>${esc(f.nameText)}</b>`)}
    ${r('Edad:', `${f.age} A\u00d1OS`)}
    ${r('Sexo:', f.sex)}
    ${r('Fecha de nac.:', esc(f.dobText))}
    ${r('M\u00e9dico solicitante:', 'A QUIEN CORRESPONDA')}
    ${r('Empresa:', esc(f.agency))}
  </table><table>
    ${r('Folio / Orden:', `<b>${esc(f.folio)}</b>`)}
    ${r('Fecha de registro:', esc(f.regText))}
    ${r(f.ppd ? 'Aplicaci\u00f3n PPD:' : 'Toma de muestra:', esc(f.takenText))}
    ${r('Fecha de validaci\u00f3n:', esc(f.validText))}
    ${r('Procedencia:', esc(f.origin))}
    ${r('Impreso:', esc(f.printText))}
  </table></div>`;
}

function profile(f) {
  const rows = [
    ['Glucosa en ayuno', f.glu, 'mg/dL', '70 \u2013 100'],
    ['Hemoglobina', f.hb, 'g/dL', f.sex === 'FEMENINO' ? '12.0 \u2013 16.0' : '13.5 \u2013 17.5'],
    ['Leucocitos', f.wbc, 'x10\u00b3/\u00b5L', '4.5 \u2013 11.0'],
    ['Grupo sangu\u00edneo', f.blood, '', ''],
    ['Factor Rh', f.rh, '', ''],
    ['VDRL', 'NO REACTIVO', '', 'NO REACTIVO'],
    ['Antidoping 5 par\u00e1metros (orina)', 'NEGATIVO', '', 'NEGATIVO'],
    [
      '\u00a0\u00a0Anfetaminas / Coca\u00edna / Marihuana (THC) / Opi\u00e1ceos / Benzodiacepinas',
      'NEGATIVO',
      '',
      'Corte seg\u00fan inmunoensayo',
    ],
  ];
  return `<div class="sec">PERFIL PREEMPLEO</div>
  <table class="rt"><thead><tr><th>ESTUDIO</th><th>RESULTADO</th><th>UNIDADES</th><th>VALORES DE REFERENCIA</th></tr></thead>
  <tbody>${rows.map((r) => `<tr>${r.map((c, i) => `<td${i === 1 ? ' class="res"' : ''}>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

function qftBlock(f) {
  const q = f.qft;
  const rows = [
    ['Nil (control negativo)', q.nil, 'UI/mL', '\u2264 8.00'],
    ['TB1 \u2212 Nil', q.tb1, 'UI/mL', '< 0.35'],
    ['TB2 \u2212 Nil', q.tb2, 'UI/mL', '< 0.35'],
    ['Mit\u00f3geno \u2212 Nil (control positivo)', q.mit, 'UI/mL', '\u2265 0.50'],
  ];
  return `<div class="sec">INMUNOLOG\u00cdA</div>
  <div class="st">PRUEBA DE LIBERACI\u00d3N DE INTERFER\u00d3N GAMMA \u2014 QuantiFERON\u00ae-TB Gold Plus</div>
  <table class="rt"><thead><tr><th>ESTUDIO</th><th>RESULTADO</th><th>UNIDADES</th><th>VALORES DE REFERENCIA</th></tr></thead>
  <tbody>${rows.map((r) => `<tr>${r.map((c, i) => `<td${i === 1 ? ' class="res"' : ''}>${esc(c)}</td>`).join('')}</tr>`).join('')}
  <tr class="int"><td>INTERPRETACI\u00d3N</td><td class="res" colspan="3"><b>${esc(q.interp)}</b></td></tr></tbody></table>
  <div class="mt">M\u00e9todo: ELISA (QFT-Plus, 4 tubos). Muestra: sangre total en tubos QFT-Plus. Procesado en: ${esc(f.L.name)}, laboratorio central.<br>
  Criterio: positivo si TB1 o TB2 \u2212 Nil \u2265 0.35 UI/mL y \u2265 25 % del Nil; indeterminado si Nil &gt; 8.0 UI/mL o Mit\u00f3geno \u2212 Nil &lt; 0.50 UI/mL con ant\u00edgenos negativos. Un resultado negativo no descarta la infecci\u00f3n en exposici\u00f3n reciente.</div>`;
}

function ppdBlock(f) {
  const P = f.ppdData;
  const r = (a, b) => `<tr><td class="k">${a}</td><td class="v">${b}</td></tr>`;
  return `<div class="sec">PRUEBAS ESPECIALES</div>
  <div class="st">INTRADERMORREACCI\u00d3N A PPD (PRUEBA DE MANTOUX / TUBERCULINA)</div>
  <div class="ppd"><table>
    <tr><th colspan="2">APLICACI\u00d3N</th></tr>
    ${r('Fecha y hora:', esc(P.appText))}
    ${r('Sitio:', esc(P.site))}
    ${r('Reactivo / lote:', esc(P.lot))}
    ${r('Dosis:', '0.1 mL (5 UT), intrad\u00e9rmica')}
    ${r('Aplic\u00f3:', esc(P.applied))}
  </table><table>
    <tr><th colspan="2">LECTURA</th></tr>
    ${r('Fecha y hora:', esc(P.readText))}
    ${r('Induraci\u00f3n:', `<b class="res">${P.mm} mm</b>`)}
    ${r('Eritema:', `${P.ery} mm`)}
    ${r('Resultado:', `<b class="res">${esc(P.interp)}</b>`)}
    ${r('Ley\u00f3:', esc(P.reader))}
  </table></div>
  ${P.obs ? `<div class="obs"><b>Observaciones:</b> ${esc(P.obs)}</div>` : ''}
  <div class="mt">Se mide la induraci\u00f3n (no el eritema) en su di\u00e1metro transversal entre 48 y 72 horas despu\u00e9s de la aplicaci\u00f3n. Criterio: \u2265 10 mm positivo en personal de salud; \u2265 5 mm en inmunosuprimidos o contactos recientes.</div>`;
}

function footer(f, pageNo, pages) {
  const V = f.validator;
  return `<div class="ft">
    <div class="qrb">${f.qrSvg}<div class="sm">Verifique este informe en<br>resultados.${esc(f.L.key)}-lab.example<br>clave ${esc(f.verify)}</div></div>
    <div class="vl"><div class="sg">${sig(
      V[0]
        .replace(/^Q\.\S+ /, '')
        .split(' ')
        .slice(0, 2)
        .join(' '),
      { font: f.sigFont, ink: '#1b2a6b', size: '1.7em', rot: -3 },
    )}</div>
      <div class="vn">Valid\u00f3: ${esc(V[0])}<br>${esc(V[1])}</div></div>
    <div class="pg">P\u00e1gina ${pageNo} de ${pages}<br>Folio ${esc(f.folio)}</div>
  </div>
  <div class="lg2">Los resultados deben ser interpretados por su m\u00e9dico. Este informe fue validado electr\u00f3nicamente; su reproducci\u00f3n parcial no es v\u00e1lida.${pageNo === pages ? '<br><b>*** FIN DEL INFORME ***</b>' : ''}</div>`;
}

function xrayPage(f) {
  const X = f.xray;
  return `${header(f)}${patient(f)}
  <div class="sec">IMAGENOLOG\u00cdA</div>
  <div class="st">RADIOGRAF\u00cdA DE T\u00d3RAX PA \u2014 INTERPRETACI\u00d3N</div>
  <div class="xr">
    <p><b>Fecha del estudio:</b> ${esc(X.dateText)} &nbsp; &nbsp; <b>Indicaci\u00f3n:</b> PPD positivo (${f.ppdData.mm} mm); valoraci\u00f3n preempleo.</p>
    <p><b>Hallazgos:</b> Tejidos blandos y estructuras \u00f3seas sin alteraciones. Tr\u00e1quea central. Campos pulmonares con adecuada transparencia, sin infiltrados, cavitaciones, n\u00f3dulos ni derrame pleural. Hilios de aspecto normal, sin adenomegalias. Silueta cardiaca de tama\u00f1o normal. Senos costofr\u00e9nicos libres.</p>
    <p><b>Impresi\u00f3n diagn\u00f3stica:</b> ${esc(X.impression)}</p>
    <div class="rad">${sig(
      f.L.radiologist[0]
        .replace(/^Dra?\. /, '')
        .split(' ')
        .slice(0, 2)
        .join(' '),
      { font: f.radSig, ink: '#202020', size: '1.6em', rot: -2 },
    )}<br>${esc(f.L.radiologist[0])}<br><span class="sm">${esc(f.L.radiologist[1])}</span></div>
  </div>`;
}

function render(f) {
  const pages = f.xray ? 2 : 1;
  const p1 = `${header(f)}${patient(f)}${profile(f)}${f.ppd ? ppdBlock(f) : qftBlock(f)}
    ${f.reprint ? `<div class="rp">${stamp(['REIMPRESI\u00d3N', f.printText.split(' ')[0], 'COPIA FIEL DEL ORIGINAL'], { color: '#8a1c1c', rot: f.rpRot })}</div>` : ''}
    ${footer(f, 1, pages)}`;
  const body =
    pages === 2
      ? `<div class="pgw pb">${p1}</div><div class="pgw">${xrayPage(f)}${footer(f, 2, 2)}</div>`
      : `<div class="pgw">${p1}</div>`;
  const c = f.L.color;
  const css = `
  body { font-size:8.8pt; }
  .pgw { position:relative; }
  .hd { display:flex; gap:10px; align-items:center; border-bottom:2.5px solid ${c}; padding-bottom:4px; }
  .hn { flex:1; } .h1 { font-size:15pt; font-weight:bold; color:${c}; } .h2 { font-size:8.5pt; font-style:italic; } .h3 { font-size:7pt; color:#333; }
  .rs { font-size:7pt; text-align:right; border-left:1px solid #aaa; padding-left:8px; width:1.9in; }
  .pt { display:flex; gap:14px; border:1px solid #777; border-radius:4px; padding:4px 8px; margin:6px 0 4px; }
  .pt table { flex:1; font-size:8.3pt; } .pt td { padding:1px 3px; vertical-align:top; }
  .pt .k { width:40%; font-weight:bold; color:#333; white-space:nowrap; }
  .sec { text-align:center; font-weight:bold; font-size:10pt; letter-spacing:0.08em; margin:8px 0 2px; text-decoration:underline; color:${c}; }
  .st { text-align:center; font-weight:bold; font-size:8.6pt; margin:2px 0 3px; }
  .rt { width:100%; font-size:8.4pt; }
  .rt th { text-align:left; border-top:1.2px solid #222; border-bottom:1.2px solid #222; padding:2px 4px; font-size:7.8pt; }
  .rt td { padding:2px 4px; border-bottom:0.5px dotted #aaa; }
  .rt td.res { font-weight:bold; }
  .rt tr.int td { border-top:1px solid #222; border-bottom:1.2px solid #222; padding:3px 4px; }
  .mt { font-size:7.2pt; color:#333; margin-top:3px; line-height:1.25; }
  .ppd { display:flex; gap:14px; } .ppd table { flex:1; border:1px solid #999; font-size:8.4pt; }
  .ppd th { background:#eee; text-align:left; padding:2px 5px; font-size:8pt; } .ppd td { padding:1.5px 5px; }
  .ppd .k { width:38%; color:#333; }
  .obs { font-size:8.2pt; margin-top:4px; border:1px dashed #999; padding:3px 6px; }
  .ft { display:flex; align-items:flex-end; gap:14px; margin-top:14px; border-top:1px solid #999; padding-top:6px; }
  .qrb { display:flex; gap:5px; align-items:flex-end; width:2.3in; } .sm { font-size:6.8pt; color:#333; }
  .vl { flex:1; text-align:center; } .sg { height:0.42in; display:flex; align-items:flex-end; justify-content:center; }
  .vn { font-size:7.8pt; border-top:1px solid #333; display:inline-block; padding-top:2px; min-width:2.6in; }
  .pg { font-size:7.4pt; text-align:right; width:1.3in; }
  .lg2 { font-size:6.8pt; color:#444; text-align:center; margin-top:4px; }
  .rp { position:absolute; right:0.4in; top:${f.rpTop}in; opacity:0.8; }
  .xr { font-size:9pt; line-height:1.4; margin-top:6px; } .xr p { margin:4px 0; }
  .rad { text-align:center; margin-top:18px; font-size:8.4pt; }`;
  return page({
    title: 'Informe de resultados',
    margin: '0.4in 0.5in',
    body,
    css,
    font: f.L.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const L = Object.fromEntries(LABS.map((l) => [l.key, l]));
  const used = new Set();
  const pickMx = () => {
    for (let i = 0; i < 400; i++) {
      const q = k.person();
      if (HISPANIC.has(q.last) && !used.has(q.last)) {
        used.add(q.last);
        return q;
      }
    }
    throw new Error('no Hispanic-named person left');
  };
  const t = (h0, h1) => rng.int(h0, h1) * 60 + rng.pick([0, 4, 12, 18, 25, 33, 41, 47, 52]);

  const make = (Lab, p, o = {}) => {
    const ms = Lab.monthStyle;
    const ds = (iso, tm) => `${dmy(iso, ms)}${tm != null ? ` ${hhmm(tm)}` : ''}`;
    const ref = o.refDate || '2026-10-15';
    const age = Number(ref.slice(0, 4)) - Number(p.dob.slice(0, 4)) - (p.dob.slice(5) > ref.slice(5) ? 1 : 0);
    const f = {
      L: Lab,
      ds,
      nameText: plain(
        `${p.last.replace(/-/g, ' ')} ${[p.first, p.middle].filter(Boolean).join(' ')}`,
      ).toUpperCase(),
      age,
      sex: FEMALE.has(p.first) ? 'FEMENINO' : 'MASCULINO',
      dobText: dmy(p.dob, ms),
      agency: rng.pick(AGENCIES),
      folio: `${rng.digits(4)}-${rng.digits(6)}`,
      origin: rng.pick(['EMPRESA', 'PARTICULAR', 'CONVENIO EMPRESARIAL']),
      blood: rng.pick(['O', 'O', 'A', 'B']),
      glu: String(rng.int(78, 98)),
      hb: (13 + rng.int(0, 30) / 10).toFixed(1),
      wbc: (5 + rng.int(0, 40) / 10).toFixed(1),
      rh: rng.pick(['POSITIVO', 'POSITIVO', 'NEGATIVO']),
      validator: rng.pick(Lab.validators),
      sigFont: rng.pick(SIGS),
      radSig: rng.pick(SIGS),
      verify: rng.alnum(8),
      qrSvg: qr(rng, { size: 58, n: 21 }),
      rpTop: rng.float(4.2, 5.6).toFixed(2),
      rpRot: rng.float(-12, 8).toFixed(1),
      ...o,
    };
    return f;
  };
  /** QuantiFERON dates: registered and drawn the same morning, validated 2–4 days later. */
  const qftCase = (Lab, p, drawn, result, o = {}) => {
    const f = make(Lab, p, { ...o, refDate: drawn });
    const tDraw = t(7, 10);
    const validated = addDays(drawn, rng.int(2, 4));
    f.regText = f.ds(drawn, tDraw - rng.int(5, 25));
    f.takenText = f.ds(drawn, tDraw);
    f.validText = f.ds(validated, t(11, 18));
    f.printText = f.ds(o.printed || addDays(validated, rng.int(0, 3)), t(9, 19));
    const nil = (rng.int(2, 9) / 100).toFixed(2);
    f.qft =
      result === 'negative'
        ? {
            nil,
            tb1: (rng.int(0, 6) / 100).toFixed(2),
            tb2: (rng.int(0, 8) / 100).toFixed(2),
            mit: '> 10.00',
            interp: 'NEGATIVO \u2014 No se detecta respuesta a ant\u00edgenos de M. tuberculosis',
          }
        : {
            nil,
            tb1: (rng.int(62, 180) / 100).toFixed(2),
            tb2: (rng.int(80, 240) / 100).toFixed(2),
            mit: '> 10.00',
            interp: 'POSITIVO \u2014 Probable infecci\u00f3n por M. tuberculosis',
          };
    return { f, validated };
  };
  /** PPD dates: applied in the morning, read `hours` later (approximately). */
  const ppdCase = (Lab, p, applied, days, mm, o = {}) => {
    const f = make(Lab, p, { ppd: true, ...o, refDate: applied });
    const tApp = t(8, 11);
    const tRead =
      days === 2
        ? tApp + rng.int(-40, 180)
        : days === 3
          ? Math.max(tApp - rng.int(20, 150), 7 * 60 + 5)
          : tApp + rng.int(-30, 90);
    const read = addDays(applied, days);
    const [applier, reader] = rng.shuffle(Lab.nurses);
    f.regText = f.ds(applied, tApp - rng.int(8, 30));
    f.takenText = f.ds(applied, tApp);
    f.validText = f.ds(read, tRead + rng.int(20, 120));
    f.printText = f.ds(addDays(read, rng.int(0, 2)), t(9, 19));
    f.ppdData = {
      appText: f.ds(applied, tApp),
      readText: f.ds(read, tRead),
      site: `Antebrazo ${rng.pick(['izquierdo', 'derecho'])}, cara anterior`,
      lot: `${rng.pick(['PPD RT-23 SSI', 'Tuberculina PPD (Birmex)'])} \u00b7 lote ${rng.pick(['K', 'T', 'B'])}${rng.digits(5)}`,
      applied: applier,
      reader,
      mm,
      ery: mm === 0 ? rng.int(3, 8) : mm + rng.int(4, 10),
      interp: mm >= 10 ? `POSITIVO (\u2265 10 mm)` : 'NEGATIVO (< 10 mm)',
      obs: o.obs || '',
    };
    return { f, read, applier, reader, tApp, tRead };
  };
  const mxData = (tests) => ({ ...tests, ...personData() });

  // 1 — QuantiFERON negative after a pre-employment profile with other NEGATIVO results (text PDF, the lab's e-mailed PDF).
  {
    const p = pickMx();
    const drawn = addDays('2026-09-07', rng.int(0, 50));
    const { f, validated } = qftCase(L.altavista, p, drawn, 'negative');
    out.push({
      key: 'qft-negative-after-preemployment-profile',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['positive test result', 'missing administrator', 'test too old', 'indeterminate test type'],
      data: mxData({
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': validated,
      }),
      note: `patient printed "${f.nameText}" (surnames first, no accents); QuantiFERON-TB Gold Plus drawn ("Toma de muestra") ${drawn}, validated ${validated}, NEGATIVO, by ${L.altavista.name} (the administrator); the VDRL and drug-screen NEGATIVO / NO REACTIVO lines are not TB tests; day-first dates; the registration and print dates are not test dates`,
    });
  }

  // 2 — PPD 0 mm induration with some erythema, read at about 48-72 h (photo).
  {
    const p = pickMx();
    const applied = addDays('2026-09-14', rng.int(0, 45));
    const days = rng.pick([2, 3]);
    const { f, read, applier, reader } = ppdCase(L.sierra, p, applied, days, 0);
    out.push({
      key: 'ppd-zero-induration-with-erythema',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'missing test result'],
      data: mxData({
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': applied,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
      }),
      note: `Intradermorreacción a PPD applied ${applied} (${f.ppdData.appText}) by ${applier}, read ${read} (${f.ppdData.readText}) by ${reader}: induración 0 mm, NEGATIVO; the eritema of ${f.ppdData.ery} mm is redness, not the reading; dates with Spanish month abbreviations, day first`,
    });
  }

  // 3 — PPD 12 mm positive, the chain's chest radiograph report on page 2 (scanned PDF, two pages).
  {
    const p = pickMx();
    const applied = addDays('2026-08-24', rng.int(0, 40));
    const mm = rng.int(11, 15);
    const { f, read } = ppdCase(L.bajio, p, applied, rng.pick([2, 3]), mm);
    const cx = addDays(read, rng.int(1, 6));
    f.printText = f.ds(addDays(cx, rng.int(1, 3)), t(9, 19));
    f.xray = {
      date: cx,
      dateText: f.ds(cx, t(8, 13)),
      impression: rng.pick([
        'T\u00f3rax sin alteraciones. Sin evidencia radiol\u00f3gica de proceso f\u00edmico activo.',
        'Estudio dentro de l\u00edmites normales. No se observan datos de tuberculosis pulmonar activa.',
      ]),
    };
    out.push({
      key: 'ppd-positive-chest-radiograph-clear-page-2',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      multipage: true,
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period'],
      data: mxData({
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.exam_date': applied,
        'tests.0.report_date': read,
        'tests.0.induration_mm': mm,
        'tests.1.type': 'xray',
        'tests.1.result': 'negative',
      }),
      note: `page 1: PPD applied ${applied}, read ${read}, induración ${mm} mm, POSITIVO (eritema ${f.ppdData.ery} mm is not the reading); page 2: chest radiograph PA ${cx} by ${L.bajio.radiologist[0]} — "${f.xray.impression}" (no active TB): accept_xray (default) clears the positive skin test`,
    });
  }

  // 4 — QuantiFERON positive (photo).
  {
    const p = pickMx();
    const drawn = addDays('2026-09-21', rng.int(0, 45));
    const { f, validated } = qftCase(L.sierra, p, drawn, 'positive');
    out.push({
      key: 'qft-positive-no-radiograph',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['positive test result'],
      forbidden: ['test too old', 'missing administrator'],
      data: mxData({
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': validated,
      }),
      note: `QuantiFERON-TB Gold Plus drawn ${drawn}, validated ${validated}: TB1 − Nil ${f.qft.tb1} and TB2 − Nil ${f.qft.tb2} UI/mL, INTERPRETACIÓN POSITIVO; no chest radiograph on the report; the other NEGATIVO results of the pre-employment profile are not TB tests`,
    });
  }

  // 5 — PPD read four days after application; the lab notes the late reading (flatbed scan image).
  {
    const p = pickMx();
    const applied = addDays('2026-09-28', rng.int(0, 35));
    const { f, read } = ppdCase(L.altavista, p, applied, 4, 0, {
      obs: 'Paciente acudi\u00f3 a lectura fuera del periodo indicado (48\u201372 h). Se sugiere repetir la prueba.',
    });
    out.push({
      key: 'ppd-read-four-days-after-application',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['invalid waiting period'],
      forbidden: ['positive test result'],
      data: mxData({
        'tests.0.type': 'skin',
        'tests.0.exam_date': applied,
        'tests.0.report_date': read,
      }),
      note: `PPD applied ${applied} (${f.ppdData.appText}) and read ${read} (${f.ppdData.readText}), about 96 h later — outside 48–72 h; the observation says the patient came late and suggests repeating; the 0 mm NEGATIVO reading does not count`,
    });
  }

  // 6 — a 2025 QuantiFERON reprinted this month with a REIMPRESIÓN stamp (fax).
  {
    const p = pickMx();
    const drawn = addDays('2025-07-14', rng.int(0, 60));
    const printed = addDays('2026-10-26', rng.int(0, 20));
    const { f, validated } = qftCase(L.bajio, p, drawn, 'negative', { printed, reprint: true });
    out.push({
      key: 'qft-2025-reprinted-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: mxData({
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': validated,
      }),
      note: `QuantiFERON drawn ${drawn}, validated ${validated}, NEGATIVO — more than 365 days before 2026-11-21; the "Impreso" date ${printed} and the REIMPRESIÓN stamp are when the copy was printed, not the test`,
    });
  }
  return out;
}
