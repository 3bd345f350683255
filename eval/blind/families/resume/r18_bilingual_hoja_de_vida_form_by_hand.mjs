// A Latin American nurse recruitment agency's two-page bilingual "Hoja de vida — formato de experiencia laboral /
// Resume — work history form", filled in by the candidate in block letters (typed into the fillable PDF in two).
// Page 1: agency band and a photo box; 1. DATOS PERSONALES / PERSONAL DATA with first surname, second surname and
// given names one letter per box, the identity document crossed among C.C. / C.E. / PAS with its number, date of
// birth in DÍA / MES / AÑO boxes, sex ringed, address, city, country, mobile and e-mail; 2. EXPERIENCIA LABORAL /
// WORK EXPERIENCE in blocks, current or most recent first: employer, PÚBLICA / PRIVADA crossed, country, city,
// employer phone, "Fecha de ingreso / Start date" and "Fecha de retiro / End date" in DÍA / MES / AÑO boxes with
// "Actualmente / I currently work here" crossed instead of an end date, position, unit and reason for leaving;
// unused blocks struck through with "No aplica". Page 2: two more experience blocks, 3. FORMACIÓN ACADÉMICA
// (secondary school, nursing degree or auxiliary nursing certificate, clinical practicum, professional register no.),
// 4. IDIOMAS with R / B / MB ringed, 5. TIEMPO TOTAL DE EXPERIENCIA (years and months, public / private), 6.
// REFERENCIAS LABORALES (other people with phones), the signed declaration with place and a day-first date, and an
// AGENCY USE ONLY box with a RECIBIDO stamp and the recruiter's initials. Two uploads are phone photos / faxes of page
// 1 alone ("Página 1 de 2"). Variants: three posts with one start year struck and rewritten, four posts across the
// page break with short breaks, a long break across the page break, a typed form whose unit names the ICU, the last
// post left for the US over two years ago, a single post of fourteen months with a clinical practicum.
import { addM, monthsBetween } from '../../lib/resume.mjs';
import { PEOPLE, randomDob, requestPerson, stripAccents } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r18_bilingual_hoja_de_vida_form_by_hand',
  split: 'tuning',
  renderings: { text_pdf: 30, scanned_pdf: 35, photo: 20, fax: 15 },
  description:
    'Two-page bilingual Spanish / English "Hoja de vida — formato de experiencia laboral / Resume — work history form" of a Latin American nurse recruitment agency, filled in by hand in block letters (typed into the fillable PDF in two): surnames and given names one letter per box, ID document crossed (C.C. / C.E. / PAS), DOB in DÍA / MES / AÑO boxes, mobile and e-mail; experience blocks newest first with employer, PÚBLICA / PRIVADA crossed, "Fecha de ingreso / Fecha de retiro" in DÍA / MES / AÑO boxes or "Actualmente" crossed, position, unit, reason for leaving, unused blocks struck "No aplica"; p2 more blocks, education with a clinical practicum, languages ringed, total experience in years and months, work references with phones, signed declaration with place and day-first date, RECIBIDO stamp; photos / faxes of page 1 alone; variants three posts with a start year struck and rewritten, four posts across the page break with short breaks, a long break across the page break, a typed form naming the ICU, last post left for the US over two years ago, a single post of fourteen months',
};

const AGENCIES = [
  {
    name: 'Puente Andino Talento en Salud',
    sub: 'Reclutamiento internacional de enfermería · Medellín · Miami',
    color: '#0f5c5c',
    code: 'Formato HV-03 (rev. 02/2024)',
    initials: 'PA',
  },
  {
    name: 'Enlace Boricua Health Staffing',
    sub: 'Reclutamiento de personal de enfermería · San Juan, PR · Orlando, FL',
    color: '#7a1f3d',
    code: 'EB-WH-1 · 2023',
    initials: 'EB',
  },
  {
    name: 'Ruta Norte Enfermería Global',
    sub: 'Colocación de profesionales de la salud · Bogotá · Houston',
    color: '#2b4a8b',
    code: 'RN-F07 v4',
    initials: 'RN',
  },
];
const EMPLOYERS = [
  {
    n: 'Clínica Santa Lucía del Valle',
    city: 'Cali',
    country: 'Colombia',
    sector: 'PRIVADA',
    tel: '+57 602 555 0143',
  },
  {
    n: 'E.S.E. Hospital La Candelaria',
    city: 'Palmira',
    country: 'Colombia',
    sector: 'PÚBLICA',
    tel: '+57 602 555 0178',
  },
  {
    n: 'Clínica Los Almendros',
    city: 'Barranquilla',
    country: 'Colombia',
    sector: 'PRIVADA',
    tel: '+57 605 555 0121',
  },
  {
    n: 'Unidad Renal Caribe S.A.S.',
    city: 'Cartagena',
    country: 'Colombia',
    sector: 'PRIVADA',
    tel: '+57 605 555 0190',
  },
  {
    n: 'Hospital Universitario del Piedemonte',
    city: 'Villavicencio',
    country: 'Colombia',
    sector: 'PÚBLICA',
    tel: '+57 608 555 0166',
  },
  {
    n: 'IPS Cuidar en Casa',
    city: 'Medellín',
    country: 'Colombia',
    sector: 'PRIVADA',
    tel: '+57 604 555 0137',
  },
  {
    n: 'Hogar Geriátrico Amanecer',
    city: 'Pereira',
    country: 'Colombia',
    sector: 'PRIVADA',
    tel: '+57 606 555 0152',
  },
  {
    n: 'Centro Médico Ribera del Plata',
    city: 'Bayamón',
    country: 'Puerto Rico',
    sector: 'PRIVADA',
    tel: '(787) 555-0119',
  },
  {
    n: 'Hospital Regional de la Montaña',
    city: 'Utuado',
    country: 'Puerto Rico',
    sector: 'PÚBLICA',
    tel: '(787) 555-0184',
  },
];
const POSTS = {
  rn: [
    ['Profesional de enfermería', 'Hospitalización — medicina interna'],
    ['Jefe de enfermería (turno noche)', 'Urgencias'],
    ['Profesional de enfermería', 'Cirugía general'],
    ['Enfermera(o) de hemodiálisis', 'Unidad renal'],
  ],
  aux: [
    ['Auxiliar de enfermería', 'Hospitalización'],
    ['Auxiliar de enfermería domiciliaria', 'Atención domiciliaria'],
    ['Auxiliar de enfermería', 'Hogar geriátrico'],
    ['Auxiliar de enfermería', 'Hemodiálisis'],
  ],
};
const REASONS = [
  'Terminación de contrato',
  'Mejor oferta laboral',
  'Traslado de ciudad',
  'Renuncia voluntaria',
];
const REFS = [
  ['Gloria Patiño Rendón', 'Coordinadora de enfermería'],
  ['Hernán Ospina Lara', 'Jefe de servicio'],
  ['Yolanda Restrepo', 'Supervisora de turno'],
  ['Dr. Iván Carrasquilla', 'Médico internista'],
  ['Nilsa Rivera Cotto', 'Directora de enfermería'],
];
const HISPANIC = [
  'Marisol',
  'José',
  'Yesenia',
  'Tomás',
  'Lucía',
  'Catalina',
  'Luis',
  'Paulina',
  'Francisco',
  'Sofia',
];
const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

function surnames(p, extra) {
  if (p.last.includes('-')) return p.last.split('-');
  const w = p.last.split(' ');
  if (w.length === 2) return w;
  return [p.last, extra || ''];
}

function comb(text, n, V, o = {}) {
  const chars = [...String(text || '').toUpperCase()];
  let cells = '';
  for (let i = 0; i < Math.max(n, chars.length); i++)
    cells += `<span class="cb">${chars[i] && chars[i] !== ' ' ? V(chars[i], { size: o.size || '1.05em' }) : ''}</span>`;
  return `<span class="comb${o.cls ? ' ' + o.cls : ''}">${cells}</span>`;
}

/** DÍA / MES / AÑO boxes; strike = a year written wrong, struck through, the right one written beside. */
function dmy(day, ym, V, strike) {
  if (!ym) return `${comb('', 2, V)} ${comb('', 2, V)} ${comb('', 4, V)}`;
  const [y, m] = ym.split('-');
  const yr = strike
    ? `<span class="sk">${comb(strike, 4, V)}</span> ${V(y, { size: '1.15em' })}`
    : comb(y, 4, V);
  return `${comb(String(day).padStart(2, '0'), 2, V)} ${comb(m, 2, V)} ${yr}`;
}

function jobBlock(j, i, f, V, X) {
  const head =
    i === 0 ? 'EMPLEO ACTUAL O MÁS RECIENTE / CURRENT OR MOST RECENT JOB' : 'EMPLEO ANTERIOR / PREVIOUS JOB';
  const row = (cells) =>
    `<table class="g jr"><tr>${cells.map(([w, html]) => `<td style="width:${w}%">${html}</td>`).join('')}</tr></table>`;
  const sector = (pub, prv) =>
    `<span class="l">Sector</span>${X(pub)}PÚBLICA / Public<br>${X(prv)}PRIVADA / Private`;
  const start = (v) => `<span class="l">Fecha de ingreso / Start date (día · mes · año)</span>${v}`;
  const end = (v, cur) =>
    `<span class="l">Fecha de retiro / End date (día · mes · año)</span>${v} <span class="act">${X(cur)}Actualmente / I work here now</span>`;
  if (!j)
    return `<div class="jb na"><div class="jh">${i + 1}. ${head}</div><div class="nax">${f.typed ? '<span class="ty">N/A</span>' : hand('No aplica', { font: f.pen, ink: f.ink, size: '1.6em', rot: -8 })}</div>
      ${row([
        [44, '<span class="l">Empresa o entidad / Employer</span>'],
        [32, '<span class="l">País · Ciudad / Country · City</span>'],
        [24, sector(false, false)],
      ])}
      ${row([
        [33, start(dmy(0, null, V))],
        [43, end(dmy(0, null, V), false)],
        [24, '<span class="l">Teléfono de la empresa / Employer phone</span>'],
      ])}
      ${row([
        [33, '<span class="l">Cargo / Position</span>'],
        [33, '<span class="l">Servicio / Unit</span>'],
        [34, '<span class="l">Motivo de retiro / Reason for leaving</span>'],
      ])}</div>`;
  return `<div class="jb"><div class="jh">${i + 1}. ${head}</div>
    ${row([
      [44, `<span class="l">Empresa o entidad / Employer</span>${V(j.n)}`],
      [
        32,
        `<span class="l">País · Ciudad / Country · City</span>${V(`${j.country} · ${j.city}`, { size: '1.1em' })}`,
      ],
      [24, sector(j.sector === 'PÚBLICA', j.sector === 'PRIVADA')],
    ])}
    ${row([
      [33, start(dmy(j.sd, j.start, V, j.strikeStart))],
      [43, end(dmy(j.ed, j.end, V), !j.end)],
      [24, `<span class="l">Teléfono de la empresa / Employer phone</span>${V(j.tel, { size: '1.05em' })}`],
    ])}
    ${row([
      [33, `<span class="l">Cargo / Position</span>${V(j.title, { size: '1.05em' })}`],
      [33, `<span class="l">Servicio / Unit</span>${V(j.unit, { size: '1.05em' })}`],
      [
        34,
        `<span class="l">Motivo de retiro / Reason for leaving</span>${V(j.end ? j.reason : '', { size: '1.05em' })}`,
      ],
    ])}
   </div>`;
}

function render(f) {
  const A = f.agency;
  const V = f.typed
    ? (t, o = {}) =>
        t
          ? `<span class="ty" style="font-size:${o.size ? `calc(${o.size} * 0.85)` : '0.95em'}">${esc(t)}</span>`
          : ''
    : (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.2em', ...o });
  const X = (on) => box(on, { style: f.typed ? 'glyph' : 'x', ink: f.ink, font: f.pen });
  const ringed = (list, chosen) =>
    list
      .map((o) =>
        o === chosen
          ? `<span class="rg" style="border-color:${f.ink}">${esc(o)}</span>`
          : `<span class="ro">${esc(o)}</span>`,
      )
      .join(' ');
  const [s1, s2] = f.sur;
  const [y, m, dd] = f.p.dob.split('-');
  const blocks = [0, 1, 2, 3, 4].map((i) => f.jobs[i] || null);
  const foot = (n) =>
    `<div class="ft"><span>${esc(A.code)}</span><span>Página ${n} de 2 / Page ${n} of 2</span></div>`;
  const p1 = `<div class="${f.onlyPage1 ? '' : 'pb'}">
   <div class="hd" style="border-color:${A.color}">${logo({ initials: A.initials, color: A.color, shape: 'square', size: 42 })}
    <div class="hn"><div class="an" style="color:${A.color}">${esc(A.name)}</div><div class="as">${esc(A.sub)}</div></div>
    <div class="foto">FOTO<br>3 × 4 cm</div></div>
   <div class="ti">HOJA DE VIDA — FORMATO DE EXPERIENCIA LABORAL<div class="te">RESUME — WORK HISTORY FORM</div></div>
   <div class="ins">Diligencie en letra imprenta con tinta negra o azul. Relacione su experiencia en orden cronológico comenzando por el empleo actual o el más reciente.
    <i>Print in block letters in black or blue ink. List your experience starting with your current or most recent job.</i></div>
   <div class="sh" style="background:${A.color}">1. DATOS PERSONALES / PERSONAL DATA</div>
   <table class="g">
    <tr><td><span class="l">Primer apellido / First surname</span>${comb(s1, 13, V)}</td><td><span class="l">Segundo apellido / Second surname</span>${comb(s2, 11, V)}</td></tr>
    <tr><td colspan="2"><span class="l">Nombres / Given names</span>${comb(f.given, 22, V)}</td></tr>
    <tr><td><span class="l">Documento de identidad / ID document</span>${X(f.doc === 'C.C.')}C.C. ${X(f.doc === 'C.E.')}C.E. ${X(f.doc === 'PAS')}PAS &nbsp; No. ${V(f.docNo)}</td>
     <td><span class="l">Fecha de nacimiento / Date of birth (día · mes · año)</span>${comb(dd, 2, V)} ${comb(m, 2, V)} ${comb(y, 4, V)} &nbsp; <span class="l il">Sexo</span> ${ringed(['F', 'M'], f.sex)}</td></tr>
    <tr><td><span class="l">Dirección de residencia / Home address</span>${V(f.address)}</td><td><span class="l">Ciudad · País / City · Country</span>${V(f.home)}</td></tr>
    <tr><td><span class="l">Teléfono celular / Mobile</span>${V(f.phone)}</td><td><span class="l">Correo electrónico / E-mail</span>${V(f.email, { size: '1.1em' })}</td></tr>
   </table>
   <div class="sh" style="background:${A.color}">2. EXPERIENCIA LABORAL / WORK EXPERIENCE</div>
   ${blocks
     .slice(0, 3)
     .map((j, i) => jobBlock(j, i, f, V, X))
     .join('')}
   ${foot(1)}
  </div>`;
  if (f.onlyPage1) return wrap(f, p1);
  const edu = f.edu
    .map(
      (e) =>
        `<tr><td>${esc(e.level)}</td><td>${V(e.inst, { size: '1.05em' })}</td><td>${V(e.title, { size: '1.05em' })}</td><td>${V(e.year)}</td><td>${e.grad === null ? '' : ringed(['SÍ', 'NO'], e.grad ? 'SÍ' : 'NO')}</td></tr>`,
    )
    .join('');
  const tot = (mo) => [Math.floor(mo / 12), mo % 12];
  const [pubY, pubM] = tot(f.pubMonths);
  const [prvY, prvM] = tot(f.prvMonths);
  const [allY, allM] = tot(f.pubMonths + f.prvMonths);
  const p2 = `<div>
   <div class="p2h"><span>${esc(A.name)} — Hoja de vida (continuación)</span><span>Nombre / Name: ${V(f.nameLine, { size: '1.05em' })}</span></div>
   <div class="sh" style="background:${A.color}">2. EXPERIENCIA LABORAL (continuación) / WORK EXPERIENCE (continued)</div>
   ${blocks
     .slice(3, 5)
     .map((j, i) => jobBlock(j, i + 3, f, V, X))
     .join('')}
   <div class="sh" style="background:${A.color}">3. FORMACIÓN ACADÉMICA / EDUCATION</div>
   <table class="ed"><tr><th>Nivel / Level</th><th>Institución / School</th><th>Título / Degree or certificate</th><th>Año / Year</th><th>Graduado / Graduated</th></tr>${edu}</table>
   <div class="rr"><span class="l il">Registro profesional / Professional register no.</span> ${V(f.register)}</div>
   <div class="two">
    <div><div class="sh" style="background:${A.color}">4. IDIOMAS / LANGUAGES</div>
     <table class="ln"><tr><th></th><th>Habla / Speaks</th><th>Lee / Reads</th><th>Escribe / Writes</th></tr>
      <tr><td>Español</td><td>${ringed(['R', 'B', 'MB'], 'MB')}</td><td>${ringed(['R', 'B', 'MB'], 'MB')}</td><td>${ringed(['R', 'B', 'MB'], 'MB')}</td></tr>
      <tr><td>Inglés</td><td>${ringed(['R', 'B', 'MB'], f.eng[0])}</td><td>${ringed(['R', 'B', 'MB'], f.eng[1])}</td><td>${ringed(['R', 'B', 'MB'], f.eng[2])}</td></tr></table>
     <div class="l">R = regular · B = bien / good · MB = muy bien / very good</div></div>
    <div><div class="sh" style="background:${A.color}">5. TIEMPO TOTAL DE EXPERIENCIA / TOTAL EXPERIENCE</div>
     <table class="ln"><tr><th>Sector</th><th>Años / Years</th><th>Meses / Months</th></tr>
      <tr><td>Público / Public</td><td>${V(String(pubY))}</td><td>${V(String(pubM))}</td></tr>
      <tr><td>Privado / Private</td><td>${V(String(prvY))}</td><td>${V(String(prvM))}</td></tr>
      <tr><td><b>Total</b></td><td>${V(String(allY))}</td><td>${V(String(allM))}</td></tr></table></div>
   </div>
   <div class="sh" style="background:${A.color}">6. REFERENCIAS LABORALES / WORK REFERENCES</div>
   <table class="ed"><tr><th>Nombre / Name</th><th>Cargo / Title</th><th>Empresa / Employer</th><th>Teléfono / Phone</th></tr>
    ${f.refs.map((r) => `<tr><td>${V(r[0], { size: '1.05em' })}</td><td>${V(r[1], { size: '1em' })}</td><td>${V(r[2], { size: '1em' })}</td><td>${V(r[3], { size: '1em' })}</td></tr>`).join('')}</table>
   <div class="dec">Declaro que la información consignada en este formato es veraz y autorizo su verificación. / <i>I declare that the information on this form is true and I authorize its verification.</i>
    <div class="sr"><span>Firma / Signature</span><span class="sv">${f.typed ? `<span class="ty">/firmado/ ${esc(f.nameLine)}</span>` : sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.8em' })}</span>
     <span>Ciudad y fecha / Place and date (día/mes/año)</span><span class="sv">${V(`${f.signPlace}, ${f.signDate}`)}</span></div></div>
   <div class="ag"><div class="agt">PARA USO DE LA AGENCIA / AGENCY USE ONLY</div>
    ${
      f.typed
        ? `<div>Reclutador(a) / Recruiter: ______ &nbsp; Entrevista / Interview: ______ &nbsp; Referencias verificadas ${box(false, { style: 'check' })}</div>`
        : `<div>Reclutador(a) / Recruiter: ${hand(f.recruiter, { font: HANDS[2], ink: '#9b1c1c', size: '1.1em' })} &nbsp; Entrevista / Interview: ${hand(f.interview, { font: HANDS[2], ink: '#9b1c1c', size: '1.1em' })} &nbsp; Referencias verificadas ${box(true, { style: 'check', ink: '#9b1c1c' })}</div>
    <div class="rc">${stamp(['RECIBIDO / RECEIVED', f.received, A.name.toUpperCase()], { color: A.color, rot: f.stampRot })}</div>`
    }</div>
   ${foot(2)}
  </div>`;
  return wrap(f, p1 + p2);
}

function wrap(f, body) {
  return page({
    title: 'Hoja de vida',
    size: 'letter',
    margin: '0.35in 0.45in',
    font: f.font,
    body,
    css: `
    body { font-size:8.8pt; }
    .hand { -webkit-text-stroke:0.3px currentColor; }
    .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid; padding-bottom:4px; }
    .hn { flex:1; } .an { font-size:14pt; font-weight:bold; } .as { font-size:8pt; color:#333; }
    .foto { width:0.75in; height:0.9in; border:1px dashed #666; text-align:center; font-size:7pt; color:#777; padding-top:0.3in; }
    .ti { font-size:12.5pt; font-weight:bold; text-align:center; margin:4px 0 2px; } .te { font-size:9.5pt; font-weight:bold; color:#444; letter-spacing:.5px; }
    .ins { font-size:7.6pt; border:1px solid #999; padding:2px 6px; margin-bottom:4px; }
    .sh { color:#fff; font-weight:bold; font-size:8.6pt; padding:2px 6px; margin-top:5px; }
    table.g { width:100%; } table.g td { border:1px solid #444; padding:1px 5px 3px; vertical-align:top; height:0.4in; }
    .l { display:block; font-size:6.6pt; color:#333; } .il { display:inline; margin-right:4px; }
    .comb { display:inline-flex; vertical-align:bottom; } .cb { display:inline-block; width:0.2in; height:0.24in; border:1px solid #555; border-left:none; text-align:center; line-height:0.24in; }
    .comb .cb:first-child { border-left:1px solid #555; }
    .sk { position:relative; display:inline-block; } .sk::after { content:''; position:absolute; left:-3px; right:-3px; top:50%; border-top:2px solid ${f.ink}; transform:rotate(-8deg); }
    .jb { margin-top:3px; position:relative; } .jh { font-size:7.8pt; font-weight:bold; background:#e6e6e6; border:1px solid #444; border-bottom:none; padding:1px 5px; }
    .act { white-space:nowrap; margin-left:4px; font-size:7.4pt; }
    .jb.na table.g td { height:0.34in; }
    table.jr { margin-top:-1px; } table.jr td { height:0.38in; }
    .nax { position:absolute; left:0; right:0; top:14px; bottom:0; background:linear-gradient(to top right, transparent calc(50% - 1.5px), ${f.ink} calc(50% - 1px), ${f.ink} calc(50% + 1px), transparent calc(50% + 1.5px)); display:flex; align-items:center; justify-content:center; z-index:2; }
    .nax .hand, .nax .ty { background:rgba(255,255,255,0.85); padding:0 8px; }
    .rg { border:1.8px solid; border-radius:50%; padding:0 5px; font-weight:bold; } .ro { padding:0 5px; font-weight:bold; color:#333; }
    .ft { display:flex; justify-content:space-between; font-size:7pt; color:#555; border-top:1px solid #999; margin-top:5px; padding-top:2px; }
    .p2h { display:flex; justify-content:space-between; font-size:8pt; border-bottom:1px solid #999; padding-bottom:3px; align-items:flex-end; }
    table.ed { width:100%; font-size:8pt; } table.ed th { border:1px solid #444; background:#eee; font-size:7pt; padding:1px 4px; text-align:left; }
    table.ed td { border:1px solid #444; padding:2px 4px; height:0.34in; }
    .rr { margin:3px 0; }
    .two { display:flex; gap:10px; } .two > div { flex:1; }
    table.ln { width:100%; font-size:8pt; } table.ln th { border:1px solid #444; background:#eee; font-size:7pt; padding:1px 4px; } table.ln td { border:1px solid #444; padding:2px 4px; height:0.3in; text-align:center; }
    .dec { margin-top:6px; font-size:8pt; border:1px solid #444; padding:3px 6px; }
    .sr { display:flex; align-items:flex-end; gap:6px; margin-top:4px; } .sr .sv { flex:1; border-bottom:1px solid #333; min-height:0.42in; }
    .ag { margin-top:6px; border:2px dashed #9b1c1c; padding:4px 8px; position:relative; min-height:0.8in; font-size:8pt; }
    .agt { font-weight:bold; color:#9b1c1c; margin-bottom:3px; } .rc { position:absolute; right:0.25in; top:0.05in; }
    .ty { font-family:${FONTS.courier}; color:#0a1f5c; font-weight:bold; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const pool = rng.shuffle(PEOPLE.filter((x) => HISPANIC.includes(x.first)));
  let pi = 0;
  const hp = () => ({ ...pool[pi++ % pool.length], dob: randomDob(rng) });

  const build = (role, spec, end = null) => {
    const used = new Set();
    let cursor = end || '2026-11';
    const jobs = [];
    spec.forEach((s, i) => {
      let e;
      do e = rng.pick(EMPLOYERS);
      while (used.has(e.n));
      used.add(e.n);
      const start = addM(cursor, -s.months);
      const [title, unit] = s.post || rng.pick(POSTS[role]);
      jobs.push({
        ...e,
        ...(s.emp || {}),
        start,
        end: i === 0 ? end : cursor,
        sd: rng.int(1, 28),
        ed: rng.int(2, 26),
        title,
        unit,
        reason: s.reason || rng.pick(REASONS),
      });
      cursor = addM(start, -(spec[i + 1]?.gapBefore ?? 0));
    });
    // an older post ending in the month the next one starts ends the day before it
    for (let i = 0; i + 1 < jobs.length; i++)
      if (jobs[i + 1].end === jobs[i].start) jobs[i].sd = Math.min(28, jobs[i + 1].ed + 1);
    return jobs;
  };

  const make = (p, role, jobs, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const [s1, s2] = surnames(p, o.secondSurname);
    const user = `${stripAccents(p.first).toLowerCase()}.${stripAccents(s1)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${rng.int(1, 99)}`;
    const us = !!o.usAddress;
    const months = (j) => monthsBetween(j.start, j.end || '2026-11');
    const pub = jobs.filter((j) => j.sector === 'PÚBLICA').reduce((s, j) => s + months(j), 0);
    const prv = jobs.filter((j) => j.sector !== 'PÚBLICA').reduce((s, j) => s + months(j), 0);
    const signIso = `2026-${rng.pick(['10', '11'])}-${String(rng.int(1, 12)).padStart(2, '0')}`;
    const [sy, sm, sd] = signIso.split('-');
    const eduYear = Number(jobs[jobs.length - 1]?.start.slice(0, 4) || 2025) - rng.int(0, 1);
    const rn = role === 'rn';
    const birthYear = eduYear - rng.int(rn ? 22 : 19, rn ? 31 : 36);
    p.dob = `${birthYear}${p.dob.slice(4)}`;
    const edu = [
      {
        level: 'Bachillerato / Secondary',
        inst: 'Colegio Nuestra Señora del Rosario',
        title: 'Bachiller académico',
        year: String(birthYear + 17),
        grad: true,
      },
      rn
        ? {
            level: 'Universitario / University',
            inst: rng.pick([
              'Universidad del Valle Alto',
              'Fundación Universitaria San Martín de Porres',
              'Universidad Católica del Caribe',
            ]),
            title: 'Enfermería (Bachelor of Science in Nursing)',
            year: String(eduYear),
            grad: true,
          }
        : {
            level: 'Técnico laboral / Vocational',
            inst: rng.pick([
              'Instituto Técnico de Salud Nueva Vida',
              'Escuela de Auxiliares de Enfermería Santa Ana',
            ]),
            title: 'Técnico laboral en auxiliar de enfermería',
            year: String(eduYear),
            grad: true,
          },
    ];
    if (o.practicum)
      edu.push({
        level: 'Prácticas / Practicum',
        inst: o.practicum[0],
        title: o.practicum[1],
        year: String(eduYear),
        grad: null,
      });
    const refs = rng
      .shuffle(REFS)
      .slice(0, 2)
      .map((r, i) => [
        r[0],
        r[1],
        (jobs[i] || jobs[0]).n,
        (jobs[i] || jobs[0]).tel.replace(/\d\d$/, rng.digits(2)),
      ]);
    return {
      p,
      agency,
      sur: [s1, s2],
      given: [p.first, p.middle].filter(Boolean).join(' '),
      nameLine: [p.first, p.middle, s1, s2].filter(Boolean).join(' '),
      sigName: `${p.first} ${s1}`,
      doc: us ? 'PAS' : rng.pick(['C.C.', 'C.C.', 'PAS']),
      docNo: us ? `AX${rng.digits(7)}` : rng.digits(10),
      sex: ['José', 'Tomás', 'Luis', 'Francisco'].includes(p.first) ? 'M' : 'F',
      address: us
        ? `${rng.int(100, 9800)} ${rng.pick(['Conway Rd', 'Semoran Blvd', 'Kirkman Rd'])}, Apt ${rng.int(2, 40)}`
        : `${rng.pick(['Calle', 'Carrera', 'Avenida'])} ${rng.int(3, 120)} # ${rng.int(2, 90)}-${rng.int(10, 99)}`,
      home: us ? 'Orlando, FL · EE.UU. / USA' : `${jobs[0].city} · ${jobs[0].country}`,
      phone: us
        ? `(407) 555-01${rng.digits(2)}`
        : jobs[0].country === 'Puerto Rico'
          ? `(787) 555-01${rng.digits(2)}`
          : `+57 3${rng.digits(2)} 555 01${rng.digits(2)}`,
      email: `${user}@correo.example`,
      jobs,
      pubMonths: pub,
      prvMonths: prv,
      edu,
      register: rn ? `RP-${rng.digits(8)}` : `AE-${rng.digits(7)}`,
      eng:
        o.eng ||
        rng.pick([
          ['R', 'B', 'R'],
          ['B', 'B', 'R'],
          ['B', 'MB', 'B'],
        ]),
      refs,
      signPlace: us ? 'Orlando' : jobs[0].city,
      signDate: `${sd}/${sm}/${sy}`,
      received: `${sd}-${MONTHS_ES[Number(sm) - 1].toUpperCase()}-${sy}`,
      recruiter: rng.pick(['L.M.', 'A. Quiroz', 'JPR', 'D. Salas']),
      interview: `${Number(sd) + rng.int(1, 9)}/${sm}`,
      typed: !!o.typed,
      onlyPage1: !!o.onlyPage1,
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      stampRot: rng.pick([-7, -4, 5, 8]),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open]),
    };
  };
  const rp = (p) => requestPerson(p, { withDob: true });
  const wh = (jobs, idx = [0]) => {
    const out = {};
    for (const i of idx) {
      out[`work_history.${i}.start_date`] = jobs[i].start;
      out[`work_history.${i}.end_date`] = jobs[i].end;
    }
    return out;
  };
  const out = [];

  // 1. Photo of page 1: three posts, current one open; one start year struck and rewritten.
  let p = hp();
  let jobs = build('rn', [{ months: 30 }, { months: 22, gapBefore: 1 }, { months: 26, gapBefore: 0 }]);
  jobs[1].strikeStart = String(Number(jobs[1].start.slice(0, 4)) + 1);
  let f = make(p, 'rn', jobs, { onlyPage1: true });
  out.push({
    key: 'page1-photo-three-posts-year-struck',
    person: rp(p),
    rules: { min_experience_months: 24, recent_within_months: 6 },
    html: render(f),
    issues: [],
    forbidden: ['insufficient experience', 'no recent experience', 'inconsistent dates'],
    data: {
      ...wh(jobs, [0, 1]),
      'contact.email': f.email,
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `a photo of page 1 of 2 only; three posts (current since ${jobs[0].start}); the second post's start year ${jobs[1].strikeStart} is struck through and ${jobs[1].start.slice(0, 4)} written beside it, so it starts ${jobs[1].start}; surnames in two rows of boxes (${f.sur.filter(Boolean).join(' / ')})`,
    rendering: 'photo',
  });

  // 2. Four posts running onto page 2 with breaks of one and two months; up to three allowed.
  p = hp();
  jobs = build('aux', [
    { months: 20 },
    { months: 18, gapBefore: 2 },
    { months: 15, gapBefore: 1 },
    { months: 24, gapBefore: 2 },
  ]);
  f = make(p, 'aux', jobs);
  out.push({
    key: 'four-posts-across-pages-short-breaks',
    person: rp(p),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['employment gap'],
    data: { ...wh(jobs, [0, 3]), 'contact.email': f.email, 'person.name.status': 'match' },
    note: `three posts on page 1 and the fourth (${jobs[3].start} – ${jobs[3].end}) on page 2; breaks of 2, 1 and 2 months, within the 3 allowed`,
    rendering: 'scanned_pdf',
    multipage: true,
  });

  // 3. A long break between the last post on page 1 and the post on page 2.
  p = hp();
  const gap = rng.int(13, 18);
  jobs = build('rn', [
    { months: 26 },
    { months: 14, gapBefore: 1 },
    { months: 12, gapBefore: 1 },
    { months: 30, gapBefore: gap },
  ]);
  f = make(p, 'rn', jobs);
  out.push({
    key: 'long-break-across-page-break',
    person: rp(p),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { ...wh(jobs, [2, 3]), 'contact.email': f.email },
    note: `${gap} months between the end of the fourth post on page 2 (${jobs[3].end}) and the start of the third on page 1 (${jobs[2].start}); over the 6 allowed`,
    rendering: 'scanned_pdf',
    multipage: true,
  });

  // 4. Typed into the fillable PDF; the unit names the ICU.
  p = hp();
  jobs = build('rn', [
    { months: 34, post: ['Profesional de enfermería', 'UCI adultos / Adult ICU'] },
    { months: 20, gapBefore: 1 },
  ]);
  f = make(p, 'rn', jobs, { typed: true });
  out.push({
    key: 'typed-form-unit-names-icu',
    person: rp(p),
    rules: { required_keywords: ['ICU'], min_experience_months: 12 },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword', 'insufficient experience'],
    data: {
      ...wh(jobs, [0]),
      'contact.email': f.email,
      'contact.phone': f.phone,
      'person.name.status': 'match',
    },
    note: `"ICU" appears in the current post's unit ("UCI adultos / Adult ICU"); about ${34 + 20} months of work`,
    rendering: 'text_pdf',
    multipage: true,
  });

  // 5. Fax of page 1: the last post ended over two years ago when the candidate moved to the US.
  p = hp();
  const lastEnd = `2024-${String(rng.int(2, 8)).padStart(2, '0')}`;
  jobs = build(
    'aux',
    [
      { months: 28, reason: 'Viaje a EE.UU. / moved to the US' },
      { months: 16, gapBefore: 1 },
    ],
    lastEnd,
  );
  f = make(p, 'aux', jobs, { onlyPage1: true, usAddress: true });
  out.push({
    key: 'fax-page1-left-for-us-nothing-recent',
    person: rp(p),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { ...wh(jobs, [0]), 'contact.email': f.email },
    note: `a fax of page 1 of 2; the most recent post ended ${lastEnd} ("Viaje a EE.UU."), more than 12 months before 2026-11-21; the third block is struck "No aplica"`,
    rendering: 'fax',
  });

  // 6. A single post of fourteen months; the clinical practicum is education, not work.
  p = hp();
  jobs = build('aux', [{ months: 14 }]);
  f = make(p, 'aux', jobs, {
    typed: true,
    practicum: [
      'E.S.E. Hospital San Vicente del Norte',
      'Prácticas clínicas formativas — 6 meses (no remuneradas / unpaid)',
    ],
  });
  out.push({
    key: 'single-post-fourteen-months',
    person: rp(p),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...wh(jobs, [0]), 'contact.email': f.email },
    note: `one post of 14 months (${jobs[0].start} – present); blocks 2–5 struck "N/A"; the unpaid clinical practicum under education is not work history; total printed as 1 year 2 months against 24 months required`,
    rendering: 'text_pdf',
    multipage: true,
  });
  return out;
}
