// Three photocopied A5 pages of a Spanish-language adult vaccination booklet ("Cartilla de Vacunación — Adultos")
// from a state health service, as a worker trained or vaccinated in Latin America sends it. Page 1 is the personal
// data page (Nombre(s) / Primer apellido / Segundo apellido, Fecha de nacimiento dd/mm/aaaa, sex ringed, ID key,
// health unit), page 2 the routine adult schedule (Td, SR, hepatitis B, yearly influenza, pneumococcal) with lot
// stickers, and page 3 the COVID-19 page: printed dose rows (1ª dosis, 2ª dosis, Refuerzo, 2º refuerzo) with the brand
// written by hand, the date written day first, a product lot sticker, the vaccination site's stamp and the
// vaccinator's name and signature. Brands: Pfizer-BioNTech (Comirnaty), AstraZeneca (Vaxzevria), Janssen, Moderna
// and Sinovac (CoronaVac).
import { addDays, PEOPLE, personData, randomDob } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r13_spanish_adult_vaccination_booklet_pages',
  split: 'tuning',
  multipage: true,
  description:
    'Three photocopied A5 pages of a Spanish-language adult vaccination booklet (Cartilla de Vacunación — Adultos): p1 personal data (Nombre(s), Primer / Segundo apellido, Fecha de nacimiento dd/mm/aaaa); p2 routine adult schedule with lot stickers; p3 COVID-19 page with printed dose rows (1ª, 2ª, Refuerzo), brand by hand, day-first dates, lot stickers, site stamp, vaccinator name and signature; Pfizer, AstraZeneca, Janssen, Moderna, Sinovac',
};

const SERVICES = [
  {
    name: 'SERVICIOS DE SALUD DEL ESTADO DE VALLE ALTO',
    unit: 'Centro de Salud Urbano “Dr. Manuel Arteaga”',
    jur: 'Jurisdicción Sanitaria III',
    city: 'San Isidro del Valle',
    color: '#6d1a36',
  },
  {
    name: 'INSTITUTO ESTATAL DE SALUD PÚBLICA DE COSTA SERENA',
    unit: 'Unidad de Medicina Familiar No. 14',
    jur: 'Jurisdicción Sanitaria I',
    city: 'Puerto Alameda',
    color: '#0f4c5c',
  },
];
const SITES = ['MACROMÓDULO U. DEPORTIVA NTE.', 'C.S.U. · MÓDULO COVID-19', 'BRIGADA · AUDITORIO MPAL.'];
const VACCINATORS = [
  'Enf. Rocío Jiménez Paredes',
  'Enf. Arturo Salcedo Ríos',
  'L.E. Guadalupe Ochoa Bernal',
  'Enf. Maribel Cantú Ledesma',
];
const BRAND = {
  pfizer: { hand: 'Pfizer-BioNTech', label: 'COMIRNATY® Pfizer-BioNTech', lot: () => 'FK' },
  astrazeneca: { hand: 'AstraZeneca', label: 'VAXZEVRIA® AstraZeneca', lot: () => 'ABV' },
  janssen: { hand: 'Janssen (J&J)', label: 'COVID-19 Vaccine Janssen', lot: () => '18' },
  moderna: { hand: 'Moderna', label: 'SPIKEVAX® Moderna', lot: () => '0' },
  sinovac: { hand: 'Sinovac', label: 'CoronaVac® Sinovac Life Sciences', lot: () => 'J2021' },
};
const HISPANIC = [
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
];
const dmy = (iso) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

function sticker(label, lot, exp) {
  return `<span class="stk">${esc(label)}<br>LOTE <b>${esc(lot)}</b> · CAD ${esc(exp)}</span>`;
}

function render(f) {
  const S = f.svc;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const head = (title) =>
    `<div class="hd"><div class="sv" style="color:${S.color}">${esc(S.name)}</div><div class="ti" style="background:${S.color}">${esc(title)}</div></div>`;
  const p1 = `<div class="pg pb">${head('CARTILLA DE VACUNACIÓN — ADULTOS · 20 a 59 años')}
   <div class="sec">DATOS PERSONALES</div>
   <div class="f"><div class="l">Nombre(s)</div><div class="u">${H(f.given)}</div></div>
   <div class="two"><div class="f"><div class="l">Primer apellido</div><div class="u">${H(f.ap1)}</div></div><div class="f"><div class="l">Segundo apellido</div><div class="u">${H(f.ap2)}</div></div></div>
   <div class="two"><div class="f"><div class="l">Fecha de nacimiento (dd/mm/aaaa)</div><div class="u">${H(f.dob)}</div></div><div class="f"><div class="l">Sexo (encierre)</div><div class="u" style="font-size:10pt">${f.sex === 'M' ? `<span class="ring" style="border-color:${f.ink}">Mujer</span> &nbsp; Hombre` : `Mujer &nbsp; <span class="ring" style="border-color:${f.ink}">Hombre</span>`}</div></div></div>
   <div class="f"><div class="l">Clave única de registro de población</div><div class="u">${H(f.curp, { size: '1.1em' })}</div></div>
   <div class="f"><div class="l">Domicilio</div><div class="u">${H(f.addr, { size: '1.05em' })}</div></div>
   <div class="f"><div class="l">Unidad de salud</div><div class="u">${H(S.unit, { size: '1.05em' })}</div></div>
   <div class="box">Esta cartilla es un documento oficial y gratuito. Preséntela cada vez que acuda a su unidad de salud. Las fechas se anotan con el formato <b>día/mes/año</b>.</div>
   <div class="ft">${esc(S.jur)} · ${esc(S.city)} · Página 1</div></div>`;
  const rrow = (r) =>
    `<tr><td class="vn">${esc(r.v)}</td><td>${esc(r.d)}</td><td>${H(r.date, { size: '1.1em' })}</td><td>${r.lot ? `<span class="stk sm">LOTE ${esc(r.lot)}</span>` : ''}</td><td>${H(r.who, { size: '1em' })}</td></tr>`;
  const p2 = `<div class="pg pb">${head('ESQUEMA DE VACUNACIÓN')}
   <table class="t"><tr><th style="width:25%">Vacuna</th><th style="width:16%">Dosis</th><th style="width:20%">Fecha (dd/mm/aaaa)</th><th>Lote</th><th style="width:16%">Aplicó</th></tr>
   ${f.routine.map(rrow).join('')}</table>
   <div class="box">Influenza estacional: una dosis cada año durante la temporada invernal. Td: un refuerzo cada 10 años.</div>
   <div class="ft">${esc(S.jur)} · Página 2</div></div>`;
  const drow = (label, d) =>
    `<tr><td class="vn">${label}</td>
     <td>${d ? H(d.brand) : ''}</td>
     <td>${d ? H(d.date) : ''}</td>
     <td>${d ? sticker(d.label, d.lot, d.exp) : ''}</td>
     <td class="st">${d ? `<span class="stamp" style="color:${S.color};border-color:${S.color}">${esc(d.site)}<br>${esc(S.city.toUpperCase())}</span>` : ''}</td>
     <td>${d ? `${sig(d.who.replace(/^(Enf\.|L\.E\.) /, ''), { font: d.sigFont, ink: f.ink, size: '1.2em' })}<br>${H(d.who, { size: '0.85em' })}` : ''}</td></tr>`;
  const labels = ['1ª dosis', '2ª dosis', 'Refuerzo', '2º refuerzo'];
  const p3 = `<div class="pg">${head('VACUNA CONTRA COVID-19 (SARS-CoV-2)')}
   <div style="font-size:7.5pt;margin:4px 0">Nombre: ${H(`${f.given} ${f.ap1} ${f.ap2}`.trim(), { size: '1.05em' })}</div>
   <table class="t c"><tr><th style="width:11%">Dosis</th><th style="width:16%">Vacuna (marca)</th><th style="width:15%">Fecha (dd/mm/aaaa)</th><th style="width:23%">Lote (etiqueta)</th><th style="width:18%">Sede / sello</th><th>Nombre y firma de quien aplica</th></tr>
   ${labels.map((l, i) => drow(f.single && i === 0 ? '1ª dosis<br><small>(dosis única)</small>' : l, f.doses[i])).join('')}</table>
   <div class="box">Esquema primario: dos dosis (Pfizer-BioNTech, AstraZeneca, Moderna, Sinovac) o una dosis única (Janssen). Refuerzo según lineamientos vigentes. Anote las fechas con el formato día/mes/año.</div>
   <div class="ft">${esc(S.jur)} · Página 3</div></div>`;
  const css = `
  .pg { position:relative; height:194mm; padding:1mm 0; overflow:hidden; }
  .hd { text-align:center; margin-bottom:6px; } .sv { font-size:8.5pt; font-weight:bold; letter-spacing:.4px; }
  .ti { color:#fff; font-weight:bold; font-size:10pt; padding:3px; margin-top:3px; }
  .sec { font-weight:bold; font-size:9pt; margin:8px 0 4px; border-bottom:1px solid #333; }
  .f { margin-top:7px; flex:1; } .l { font-size:7pt; color:#333; } .u { border-bottom:1px solid #444; min-height:22px; }
  .two { display:flex; gap:12px; }
  .ring { display:inline-block; border:1.6px solid; border-radius:50%; padding:0 5px; }
  .box { border:1px solid #777; padding:5px 7px; font-size:7.2pt; margin-top:10px; background:#f7f4ee; }
  table.t { width:100%; font-size:7.5pt; } table.t th { border:1px solid #333; background:#ececec; font-size:6.8pt; padding:2px; }
  table.t td { border:1px solid #333; height:30px; padding:1px 3px; vertical-align:middle; text-align:center; }
  table.t.c td { height:58px; }
  td.vn { font-weight:bold; text-align:left !important; }
  .stk { display:inline-block; background:#fffbe0; border:0.8px solid #999; font-family:${FONTS.sans}; font-size:5.6pt; line-height:1.2; padding:1px 3px; transform:rotate(-1.5deg); }
  .stk.sm { font-size:6pt; }
  .stamp { display:inline-block; border:1.5px solid; border-radius:4px; font-size:5pt; line-height:1.2; padding:2px 3px; transform:rotate(-6deg); opacity:.8; font-weight:bold; }
  .ft { position:absolute; bottom:0; left:0; right:0; text-align:center; font-size:6.5pt; color:#555; }`;
  return page({
    title: 'Cartilla de vacunación',
    size: 'A5',
    margin: '6mm 8mm',
    body: p1 + p2 + p3,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const pool = rng.shuffle(PEOPLE.filter((p) => HISPANIC.includes(p.last)));
  let pi = 0;
  const person = () => ({ ...pool[pi++ % pool.length], dob: randomDob(rng) });
  const make = (p, doses, o = {}) => {
    const svc = rng.pick(SERVICES);
    const parts = p.last.split(/[ -]/);
    const ap1 = p.last === 'Ruiz de la Fuente' ? p.last : parts[0];
    const ap2 = p.last === 'Ruiz de la Fuente' ? o.ap2 || '' : parts.slice(1).join(' ') || o.ap2 || '';
    const hand1 = rng.pick(HANDS);
    const fluYear = rng.int(2019, 2021);
    const site = rng.pick(SITES);
    return {
      svc,
      hand: hand1,
      ink: rng.pick(INKS),
      given: [p.first, p.middle].filter(Boolean).join(' '),
      ap1,
      ap2,
      dob: dmy(p.dob),
      sex: ['Marisol', 'Yesenia', 'Lucía', 'Catalina', 'Paulina', 'Sofia'].includes(p.first) ? 'M' : 'H',
      curp: `${ap1.slice(0, 2).toUpperCase()}${(ap2 || 'X')[0].toUpperCase()}${p.first[0]}${p.dob.slice(2, 4)}${p.dob.slice(5, 7)}${p.dob.slice(8, 10)}${rng.letters(6)}${rng.digits(2)}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      addr: `${rng.pick(['Calle Hidalgo', 'Av. Juárez', 'Calle Morelos', 'Privada Las Palmas'])} ${rng.int(12, 980)}, Col. ${rng.pick(['Centro', 'Las Flores', 'San Rafael'])}`,
      routine: [
        {
          v: 'Td',
          d: 'Refuerzo',
          date: dmy(`${rng.int(2014, 2018)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`),
          lot: `T${rng.digits(5)}`,
          who: 'RJP',
        },
        { v: 'SR (sarampión, rubéola)', d: 'Dosis única', date: '', lot: '', who: '' },
        {
          v: 'Hepatitis B',
          d: '1ª',
          date: dmy(`2018-0${rng.int(1, 9)}-2${rng.int(0, 8)}`),
          lot: `HB${rng.digits(4)}`,
          who: 'ASR',
        },
        {
          v: 'Influenza estacional',
          d: 'Anual',
          date: dmy(`${fluYear}-11-0${rng.int(1, 9)}`),
          lot: `UJ${rng.digits(4)}`,
          who: 'GOB',
        },
        {
          v: 'Influenza estacional',
          d: 'Anual',
          date: dmy(`${fluYear + 1}-10-2${rng.int(0, 8)}`),
          lot: `UK${rng.digits(4)}`,
          who: 'MCL',
        },
        { v: 'Neumocócica', d: '—', date: '', lot: '', who: '' },
      ],
      single: !!o.single,
      doses: doses.map((d) =>
        d
          ? {
              brand: BRAND[d.m].hand,
              label: BRAND[d.m].label,
              lot: `${BRAND[d.m].lot()}${rng.digits(4)}${d.m === 'astrazeneca' ? '' : rng.letters(1)}`,
              exp: `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(d.date.slice(0, 4)) + 1}`,
              date: dmy(d.date),
              site: d.site || site,
              who: d.who || rng.pick(VACCINATORS),
              sigFont: rng.pick(SIGS),
            }
          : null,
      ),
    };
  };
  const out = [];
  const push = (key, p, f, issues, data, note, extra = {}) =>
    out.push({
      key,
      person: { first_name: p.first, last_name: p.last, dob: p.dob },
      html: render(f),
      issues,
      data,
      note,
      ...extra,
    });

  // 1 — Pfizer x2 + booster
  let p = person();
  let d1 = addDays('2021-06-07', rng.int(0, 90));
  let d2 = addDays(d1, rng.int(21, 35));
  let d3 = addDays(d2, rng.int(170, 260));
  let f = make(p, [
    { m: 'pfizer', date: d1 },
    { m: 'pfizer', date: d2 },
    { m: 'pfizer', date: d3, site: SITES[1] },
  ]);
  push(
    'pfizer-two-doses-and-refuerzo',
    p,
    f,
    [],
    {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData(),
    },
    'the COVID-19 rows are on page 3 after the personal data and the routine schedule (whose influenza, Td and hepatitis B dates are not COVID-19 doses); dates day first as stated on the booklet',
  );

  // 2 — AstraZeneca x2, both dates with day <= 12
  p = person();
  const early = (iso) => Number(iso.slice(8, 10)) <= 12;
  d1 = addDays('2021-05-03', rng.int(0, 80));
  while (!early(d1) || Number(d1.slice(8, 10)) === Number(d1.slice(5, 7))) d1 = addDays(d1, 1);
  d2 = addDays(d1, 56);
  while (!early(d2) || Number(d2.slice(8, 10)) === Number(d2.slice(5, 7))) d2 = addDays(d2, 1);
  f = make(p, [
    { m: 'astrazeneca', date: d1 },
    { m: 'astrazeneca', date: d2 },
  ]);
  push(
    'astrazeneca-two-doses-day-first',
    p,
    f,
    [],
    { 'doses.0.manufacturer': 'astrazeneca', 'doses.0.date': d1, 'doses.1.date': d2, ...personData() },
    `both dates have a day of 12 or less (${dmy(d1)}, ${dmy(d2)}): read day first as the booklet says, ${d1} and ${d2}, ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days apart`,
  );

  // 3 — Janssen single dose, second surname printed on the booklet
  p = person();
  while (p.last.includes(' ') || p.last.includes('-')) p = person();
  d1 = addDays('2021-06-21', rng.int(0, 120));
  f = make(p, [{ m: 'janssen', date: d1 }], {
    single: true,
    ap2: rng.pick(['Domínguez', 'Carrillo', 'Esparza']),
  });
  push(
    'janssen-dosis-unica',
    p,
    f,
    [],
    { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
    `one Janssen dose ("dosis única") completes the primary series; the booklet adds a second surname (${f.ap2}) after ${p.last}, a multi-part surname, not another person`,
    { forbidden: ['not enough doses', 'name mismatch'] },
  );

  // 4 — Sinovac x2
  p = person();
  d1 = addDays('2021-04-12', rng.int(0, 100));
  d2 = addDays(d1, rng.int(28, 35));
  f = make(p, [
    { m: 'sinovac', date: d1 },
    { m: 'sinovac', date: d2 },
  ]);
  push(
    'sinovac-coronavac-two-doses',
    p,
    f,
    ['unsupported manufacturer'],
    { 'doses.0.manufacturer': 'other', 'doses.0.date': d1 },
    'two CoronaVac (Sinovac) doses: the manufacturer is other, not in the default accepted_manufacturers',
  );

  // 5 — AstraZeneca, only the first dose
  p = person();
  d1 = addDays('2021-07-05', rng.int(0, 90));
  f = make(p, [{ m: 'astrazeneca', date: d1 }]);
  push(
    'astrazeneca-second-row-empty',
    p,
    f,
    ['not enough doses'],
    { 'doses.0.manufacturer': 'astrazeneca', 'doses.0.date': d1 },
    'only the 1ª dosis row is filled; the 2ª dosis and refuerzo rows are empty',
  );

  // 6 — Pfizer 14 days apart
  p = person();
  d1 = addDays('2021-08-02', rng.int(0, 80));
  d2 = addDays(d1, 14);
  f = make(p, [
    { m: 'pfizer', date: d1 },
    { m: 'pfizer', date: d2, site: SITES[2] },
  ]);
  push(
    'pfizer-second-dose-day-14',
    p,
    f,
    ['insufficient waiting period'],
    { 'doses.0.date': d1, 'doses.1.date': d2 },
    `Pfizer-BioNTech doses ${dmy(d1)} and ${dmy(d2)}: 14 days apart, below 21 days less the 4-day grace`,
  );

  const order = rng.shuffle([
    'scanned_pdf',
    'scanned_pdf',
    'scanned_pdf',
    'scanned_pdf',
    'text_pdf',
    'text_pdf',
  ]);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
