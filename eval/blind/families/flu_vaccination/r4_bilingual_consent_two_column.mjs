// A bilingual (English / Spanish) seasonal-influenza screening, consent and administration form from a
// neighbourhood pharmacy's walk-in clinic, in two columns: the left column is the patient's part (name, date of
// birth, Yes/No screening boxes, consent signature), the right column "For clinic use / Para uso de la clínica"
// has the vaccine chosen by an X among four printed products, lot, circled site, "Date administered/Fecha" and
// the vaccinator's name and signature, all handwritten. The season is printed in the title.
import {
  addDays,
  fmt,
  nameAs,
  otherPerson,
  personData,
  phone,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r4_bilingual_consent_two_column',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 25, photo: 35, scan_image: 15, fax: 10 },
  description:
    'Bilingual (EN/ES) pharmacy walk-in flu consent form in two columns: Yes/No screening boxes left, clinic-use block right with X on one of four printed vaccines, handwritten "Date administered/Fecha" and vaccinator',
};

const VACCINES = [
  ['Fluzone High-Dose Trivalent', 'Sanofi Pasteur'],
  ['Flucelvax Trivalent', 'CSL Seqirus'],
  ['Afluria Trivalent', 'CSL Seqirus'],
  ['FluMist (intranasal)', 'AstraZeneca'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const X = (on) => box(on, { style: 'x', font: f.hand, ink: f.ink });
  const css = `
  .top { background:#7a1f2b; color:#fff; padding:7px 12px; display:flex; justify-content:space-between; align-items:center; }
  .top .n { font-size:14pt; font-weight:bold; font-family:${FONTS.lato}; }
  .top .s { font-size:7.5pt; text-align:right; max-width:45%; }
  h1 { font-size:12pt; margin:8px 0 0; text-align:center; }
  .h1b { text-align:center; font-size:9pt; font-style:italic; color:#444; margin-bottom:8px; }
  .cols { display:flex; gap:14px; }
  .col { flex:1; border:1px solid #7a1f2b; padding:7px 9px; }
  .col h2 { font-size:9.5pt; margin:-7px -9px 7px; padding:4px 9px; background:#f3e3e5; color:#5a1620; }
  .f { border-bottom:1px solid #333; min-height:31px; margin-bottom:6px; padding:0 3px; }
  .f .hand { margin-top:3px; }
  .lab { display:block; font-size:7.2pt; color:#444; }
  table.q { width:100%; font-size:8pt; } table.q td { padding:2px 2px; border-bottom:1px dotted #aaa; vertical-align:top; }
  table.q td.yn { width:62px; white-space:nowrap; }
  .vx { font-size:9pt; margin:2px 0; }
  .small { font-size:7.4pt; color:#333; line-height:1.35; margin-top:6px; }`;
  const Q = [
    ['Are you sick today? / ¿Está enfermo hoy?', false],
    ['Severe allergy to any vaccine or component? / ¿Alergia grave a una vacuna?', false],
    ['History of Guillain-Barré syndrome? / ¿Historia de Guillain-Barré?', false],
    ['Allergy to eggs? / ¿Alergia al huevo?', f.egg],
    ['Pregnant or could become pregnant? / ¿Embarazada?', false],
    ['Received a flu vaccine this season? / ¿Ya recibió la vacuna esta temporada?', false],
  ];
  const qRows = Q.map(
    ([q, yes]) => `<tr><td>${esc(q)}</td><td class="yn">${X(yes)}Y/Sí ${X(!yes)}N/No</td></tr>`,
  ).join('');
  const vx = VACCINES.map(
    ([n, m]) =>
      `<div class="vx">${X(f.vaccine === n)} ${esc(n)} <span style="color:#666;font-size:7.6pt">— ${esc(m)}</span></div>`,
  ).join('');
  const circ = (list, chosen) =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="border:1.8px solid ${f.ink};border-radius:50%;padding:0 6px;margin:0 -6px">${esc(o)}</span>`
          : esc(o),
      )
      .join('&nbsp;&nbsp;&nbsp;');
  const body = `
  <div class="top"><div class="n">${esc(f.pharmacy)}</div><div class="s">Immunization Services · ${esc(f.addr)}<br>Tel. ${esc(f.phone)}</div></div>
  <h1>Seasonal Influenza Vaccine — Screening, Consent &amp; Administration Record</h1>
  <div class="h1b">Vacuna contra la influenza estacional · Temporada / Season ${esc(f.season)}</div>
  <div class="cols">
    <div class="col"><h2>Patient / Paciente</h2>
      <div class="f"><span class="lab">Patient name / Nombre del paciente</span>${H(f.name)}</div>
      <div style="display:flex;gap:10px"><div class="f" style="flex:1"><span class="lab">Date of birth / Fecha de nacimiento</span>${H(f.dob)}</div>
        <div class="f" style="flex:1"><span class="lab">Phone / Teléfono</span>${H(f.pphone, { size: '1.05em' })}</div></div>
      <table class="q">${qRows}</table>
      <div class="small">I have read the Vaccine Information Statement (VIS) and consent to receive the influenza vaccine.
      <i>He leído la Declaración de Información sobre la Vacuna y doy mi consentimiento.</i></div>
      <div class="f" style="margin-top:8px"><span class="lab">Signature of patient / Firma del paciente</span>${sig(f.patientSig, { font: f.sigFont2, ink: '#222', size: '1.5em' })}</div>
    </div>
    <div class="col"><h2>For clinic use / Para uso de la clínica</h2>
      <span class="lab">Vaccine given (mark one) / Vacuna administrada</span>${vx}
      <div style="display:flex;gap:10px;margin-top:6px"><div class="f" style="flex:1"><span class="lab">Lot / Lote</span>${H(f.lot)}</div>
        <div class="f" style="flex:1"><span class="lab">Exp. / Vence</span>${H(f.lotExp)}</div></div>
      <div class="f"><span class="lab">Site / Sitio (circle)</span><span style="font-size:9pt">${circ(['L deltoid', 'R deltoid', 'Nasal'], f.site)}</span></div>
      <div class="f"><span class="lab">Date administered/Fecha</span>${H(f.date)}</div>
      <div class="f"><span class="lab">Administered by (name, title) / Administrado por</span>${H(f.vaccinator)}</div>
      <div class="f"><span class="lab">Signature / Firma</span>${sig(f.vaccinatorSig, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</div>
      <div class="small">VIS edition ${esc(f.vis)} given · Dose 0.5 mL IM (0.2 mL intranasal) · Reported to state IIS</div>
    </div>
  </div>
  <div class="small" style="text-align:right">Form IMM-F (${esc(f.season)}) · Patient copy / Copia del paciente</div>`;
  return page({ title: 'Flu consent', body, css, font: FONTS.lato, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const vaccinators = [
    ['Renée Castellanos, PharmD', 'R. Castellanos'],
    ['Tobias Greenleaf, RPh', 'T. Greenleaf'],
    ['Mariela Funes, CPhT-IZ', 'Mariela Funes'],
  ];
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-15', rng.int(0, 55));
    const vacc = rng.pick(vaccinators);
    const [vaccine, mfr] = o.vaccine || rng.pick(VACCINES.slice(0, 3));
    const shown = o.shown || p;
    return {
      pharmacy: rng.pick(['Cornerstone Drug & Wellness', 'Farmacia Buena Salud', 'Two Rivers Apothecary']),
      addr: `${street(rng)}, Fresno, CA 93721`,
      phone: phone(rng, 559),
      season: o.season || '2026–2027',
      name: nameAs(shown, o.nameStyle || 'first_last'),
      dob: fmt(shown.dob, 'us_short'),
      pphone: phone(rng, 559),
      egg: rng.chance(0.2),
      patientSig: nameAs(shown, 'first_last'),
      vaccine,
      mfr,
      lot: `${rng.letters(2)}${rng.digits(5)}`,
      lotExp: fmt(
        addDays(o.season === '2025–2026' ? '2026-06-10' : '2027-06-10', rng.int(0, 19)),
        'us_short',
      ),
      site: vaccine.startsWith('FluMist') ? 'Nasal' : rng.pick(['L deltoid', 'R deltoid']),
      date: o.noDate ? '' : fmt(iso, rng.pick(['us_short', 'us_nz'])),
      vaccinator: vacc[0],
      vaccinatorSig: vacc[1],
      vis: '08/06/2026',
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'october-high-dose',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'pharmacy_record',
      season: '2026-2027',
      'vaccinations.0.date': f.iso,
      ...personData(),
    },
    note: 'the vaccine is the one product marked with an X among four printed',
  });

  p = k.person();
  f = make(p, { nameStyle: 'nick_last', iso: addDays('2026-09-02', rng.int(0, 12)) });
  out.push({
    key: 'september-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso, ...personData() },
    note: 'patient wrote a nickname (or the first name when there is none)',
  });

  p = k.person();
  f = make(p, { vaccine: VACCINES[3], iso: addDays('2026-11-02', rng.int(0, 12)) });
  out.push({
    key: 'november-intranasal',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso, ...personData() },
  });

  p = k.person();
  f = make(p, { season: '2025–2026', iso: addDays('2026-01-12', rng.int(0, 40)) });
  out.push({
    key: 'last-season-form',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.iso },
    note: `given ${f.iso}, in the 2025-2026 season; season current is 2026-2027`,
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'date-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: {},
    note: '"Date administered/Fecha" left blank; nothing else on the form dates the dose',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'someone-elses-form',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch', 'dob mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: "another patient's form: name and date of birth differ",
  });
  return out;
}
