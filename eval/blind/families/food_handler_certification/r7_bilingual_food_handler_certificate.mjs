// A Spanish/English food handler certificate for a worker who took the exam in Spanish (hospital dietary and
// senior-living kitchens hire many): issuer banner, a bilingual title, then a key-value GRID of three columns with the
// bilingual caption ABOVE each value in a ruled cell ("No. de certificado / Certificate No.", "Fecha de emisión / Date
// issued", "Válido hasta / Valid thru", "Jurisdicción / Jurisdiction" …). Dates are MM/DD/YYYY or Spanish long form
// ("14 de octubre de 2026"); one variant prints no end at all. A two-column bilingual notice, the program director's
// signature and a seal close the page.
import { addDays, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r7_bilingual_food_handler_certificate',
  split: 'tuning',
  description:
    'Spanish/English food handler certificate: bilingual title, three-column grid with "Spanish / English" captions above values in ruled cells (No. de certificado, Fecha de emisión, Válido hasta, Jurisdicción), dates MM/DD/YYYY or Spanish long form ("14 de octubre de 2026"), a variant with no printed end, bilingual notice, director signature and seal',
};

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const es = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${MESES[m - 1]} de ${y}`;
};

const ISSUERS = {
  TX: {
    name: 'Mesa del Sol Food Safety Training, LLC',
    line: 'Programa acreditado por el Departamento de Servicios de Salud del Estado de Texas · Texas DSHS Accredited Food Handler Program No. FH-0417',
    program: 'Manipulador de Alimentos de Texas / Texas Food Handler',
    jur: 'Texas',
    color: '#8c2d04',
    years: 2,
  },
  CA: {
    name: 'Costa Segura Capacitación / Costa Segura Training',
    line: 'Programa acreditado ANAB conforme a ASTM E2659 · ANAB-accredited California Food Handler Card program',
    program: 'Tarjeta de Manipulador de Alimentos de California / California Food Handler Card',
    jur: 'California',
    color: '#0b5563',
    years: 3,
  },
  NM: {
    name: 'Condado de Doña Paz — Departamento de Salud Ambiental',
    line: 'Doña Paz County Environmental Health Department · 410 Calle Cimarrón, Las Cruces, NM',
    program: 'Certificado de Manipulador de Alimentos / Food Handler Certificate',
    jur: 'Condado de Doña Paz, Nuevo México (NM)',
    color: '#4a1d6b',
    years: 3,
  },
};

function render(f) {
  const is = f.iss;
  const cell = (es_, en, v, span = 1) =>
    `<td colspan="${span}"><div class="cp">${esc(es_)} / <i>${esc(en)}</i></div><div class="v">${v ? esc(v) : '&nbsp;'}</div></td>`;
  const css = `
  .frame { border:3px double ${is.color}; padding:18px 22px; }
  .ban { display:flex; gap:14px; align-items:center; border-bottom:2px solid ${is.color}; padding-bottom:8px; }
  .ban .n { font-size:13pt; font-weight:bold; color:${is.color}; } .ban .l { font-size:7.8pt; color:#333; }
  h1 { text-align:center; font-family:${FONTS.serif}; font-size:20pt; color:${is.color}; margin:16px 0 0; }
  h2 { text-align:center; font-family:${FONTS.serif}; font-size:12.5pt; font-style:italic; font-weight:normal; margin:2px 0 12px; color:#333; }
  .cert { text-align:center; font-size:9.5pt; margin-bottom:10px; }
  table.g { width:100%; table-layout:fixed; } table.g td { border:1px solid #777; padding:4px 6px 6px; vertical-align:top; }
  .cp { font-size:6.8pt; color:#444; text-transform:uppercase; letter-spacing:.2px; } .v { font-size:11pt; margin-top:3px; font-weight:bold; }
  .nt { display:flex; gap:18px; margin-top:14px; font-size:8pt; line-height:1.35; } .nt div { flex:1; }
  .sg { display:flex; justify-content:space-between; align-items:flex-end; margin-top:14px; }
  .sl { border-top:1px solid #333; width:2.7in; font-size:8pt; padding-top:2px; }`;
  const body = `<div class="frame">
  <div class="ban">${seal({ text: is.name.toUpperCase().slice(0, 38), inner: '✓', color: is.color, size: 62 })}<div><div class="n">${esc(is.name)}</div><div class="l">${esc(is.line)}</div></div></div>
  <h1>Certificado de Manipulador de Alimentos</h1>
  <h2>Food Handler Certificate</h2>
  <div class="cert">Se certifica que la persona nombrada aprobó el examen de manipulación segura de alimentos.<br><i>This certifies that the person named below passed the food handler safety examination.</i></div>
  <table class="g">
   <tr>${cell('Nombre del titular', 'Holder name', f.name, 2)}${cell('No. de certificado', 'Certificate No.', f.id)}</tr>
   <tr>${cell('Programa', 'Program', is.program, 2)}${cell('Jurisdicción', 'Jurisdiction', is.jur)}</tr>
   <tr>${cell('Fecha de emisión', 'Date issued', f.issued)}${f.noEnd ? cell('Idioma del examen', 'Exam language', 'Español') : cell('Válido hasta', 'Valid thru', f.valid)}${cell('Calificación', 'Score', f.score)}</tr>
  </table>
  <div class="nt"><div><b>Aviso.</b> Este certificado es personal e intransferible. Preséntelo a su empleador o al inspector de salud cuando se le solicite. ${f.noEnd ? '' : 'Renueve antes de la fecha de vencimiento.'}</div>
  <div><b>Notice.</b> This certificate is personal and not transferable. Show it to your employer or the health inspector on request. ${f.noEnd ? '' : 'Renew before the expiration date.'}</div></div>
  <div class="sg"><div>${sig(f.director, { font: f.sigFont, size: '1.8em' })}<div class="sl">${esc(f.director)} — Director(a) del programa / Program director</div></div>
  <div style="font-size:7.5pt;color:#555;text-align:right">Verifique en / Verify at<br>${esc(f.verify)}</div></div></div>`;
  return page({ title: 'Certificado / Certificate', body, css, font: FONTS.open, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const directors = ['Rosario Villaseñor', 'Ernesto Galindo', 'Marta I. Beltrán'];
  const make = (p, jur, o = {}) => {
    const iss = ISSUERS[jur];
    const issuedIso = o.issued || addDays('2025-01-10', rng.int(0, 500));
    const endIso = addYears(issuedIso, iss.years);
    const ds = o.spanish ? es : (x) => fmt(x, 'us');
    return {
      iss,
      name: nameAs(p, o.nameStyle || rng.pick(['full', 'first_last', 'FIRST_LAST'])),
      id: o.noId ? '' : `${jur}-${rng.digits(3)}-${rng.digits(5)}`,
      issued: ds(issuedIso),
      valid: ds(endIso),
      noEnd: !!o.noEnd,
      score: `${rng.int(76, 97)} %`,
      director: rng.pick(directors),
      sigFont: rng.pick(SIGS),
      verify: `verificar.${jur.toLowerCase()}-foodsafety.example`,
      issuedIso,
      endIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, 'TX');
  out.push({
    key: 'texas-printed-valid-thru',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.issuedIso,
      'certificate.expiration_date': f.endIso,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: 'the Texas card prints a two-year Válido hasta / Valid thru date',
  });

  p = k.person();
  f = make(p, 'CA', { noEnd: true, issued: addDays('2024-03-01', rng.int(0, 300)) });
  out.push({
    key: 'california-no-printed-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: {
      'certificate.issue_date': f.issuedIso,
      'certificate.expiration_date': addYears(f.issuedIso, 3),
      'person.name.status': 'match',
    },
    note: 'no end printed (the third cell holds the exam language): issue date + 3 years',
  });

  p = k.person();
  f = make(p, 'NM', { spanish: true, nameStyle: 'last_first_middle' });
  out.push({
    key: 'county-spanish-long-dates',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.issuedIso,
      'certificate.expiration_date': f.endIso,
      'person.name.status': 'match',
    },
    note: 'dates in Spanish words ("3 de marzo de 2026"); holder written Last, First Middle',
  });

  p = k.person();
  f = make(p, 'TX', { issued: addDays('2024-02-05', rng.int(0, 200)), spanish: rng.chance(0.5) });
  out.push({
    key: 'texas-lapsed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.issuedIso, 'certificate.expiration_date': f.endIso },
    note: 'two-year Texas card issued in 2024, ended in 2026 before valid_on',
  });

  p = k.person();
  f = make(p, 'TX', { issued: addDays('2025-09-01', rng.int(0, 300)) });
  out.push({
    key: 'texas-card-california-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.endIso },
    note: 'a current Texas card; the client accepts California cards only',
  });

  p = k.person();
  f = make(p, 'CA', { noId: true, spanish: true });
  out.push({
    key: 'certificate-number-cell-empty',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: {
      'certificate.id': null,
      'certificate.issue_date': f.issuedIso,
      'certificate.expiration_date': f.endIso,
    },
    note: 'the No. de certificado cell is empty; dates in Spanish words',
  });
  return out;
}
