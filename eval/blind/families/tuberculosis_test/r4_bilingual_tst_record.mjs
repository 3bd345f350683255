// A community clinic's bilingual (Spanish / English) tuberculin skin test record: every label is printed
// "Spanish / English" ("Nombre (Apellido, Nombre, Inicial) / Name (Last, First, MI)", "Lectura (mm) / Reading (mm)"),
// placement and reading sit side by side in two columns, every value is filled in by hand (M/D/YYYY), the arm is
// circled, and the result is chosen by circling one of two printed words (NEGATIVO / NEGATIVE or POSITIVO /
// POSITIVE) that stay next to each other.
import { addDays, fmt, nameAs, otherPerson, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r4_bilingual_tst_record',
  split: 'tuning',
  description:
    'Bilingual (ES/EN) community-clinic TST record: "Spanish / English" labels, placement and reading in two columns, handwritten M/D/YYYY values, circled arm and circled NEGATIVO/POSITIVO result',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const circ = (list, chosen) =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="border:2px solid ${f.ink};border-radius:50%;padding:1px 7px;margin:0 -7px">${esc(o)}</span>`
          : esc(o),
      )
      .join('&nbsp;&nbsp;&nbsp;&nbsp;');
  const css = `
  .hd { display:flex; align-items:center; gap:12px; border-bottom:3px double #2d5a27; padding-bottom:6px; }
  .hd .n { font-family:${FONTS.caladea}; font-size:15pt; color:#2d5a27; font-weight:bold; }
  .hd .s { font-size:8.5pt; color:#333; }
  h1 { font-size:12.5pt; text-align:center; margin:10px 0 2px; letter-spacing:0.4px; }
  .sub { text-align:center; font-size:8.5pt; font-style:italic; color:#444; margin-bottom:8px; }
  .f { border-bottom:1px solid #222; min-height:28px; padding:1px 4px; margin-bottom:7px; }
  .lab { font-size:7.4pt; color:#333; display:block; }
  .es { font-style:italic; }
  .cols { display:flex; gap:16px; margin-top:6px; }
  .col { flex:1; border:1.4px solid #2d5a27; padding:6px 9px; }
  .col h2 { margin:0 0 6px; font-size:10pt; background:#e3efe0; padding:3px 6px; }
  .res { font-size:11pt; font-weight:bold; padding:8px 4px 4px; }
  .note { font-size:7.6pt; color:#333; margin-top:8px; line-height:1.35; }`;
  const L = (es, en) => `<span class="lab"><span class="es">${esc(es)}</span> / ${esc(en)}</span>`;
  const body = `
  <div class="hd">
    <svg width="44" height="44"><circle cx="22" cy="22" r="20" fill="#2d5a27"/><path d="M10 30 Q22 6 34 30 Z" fill="#fff"/></svg>
    <div><div class="n">${esc(f.clinic)}</div><div class="s">${esc(f.addr)} · Tel. ${esc(f.phone)}</div></div>
  </div>
  <h1>REGISTRO DE PRUEBA CUTÁNEA DE TUBERCULINA / TUBERCULIN SKIN TEST RECORD</h1>
  <div class="sub">Prueba de Mantoux (PPD 5 UT, 0.1 mL intradérmica) / Mantoux test (PPD 5 TU, 0.1 mL intradermal)</div>
  <div style="display:flex;gap:14px">
    <div class="f" style="flex:2.2">${L('Nombre (Apellido, Nombre, Inicial)', 'Name (Last, First, MI)')}${H(f.name)}</div>
    <div class="f" style="flex:1">${L('Fecha de nacimiento', 'Date of birth')}${H(f.dob)}</div>
    <div class="f" style="flex:1">${L('Motivo', 'Reason')}${H(f.reason, { size: '1.05em' })}</div>
  </div>
  <div class="cols">
    <div class="col"><h2>1. Aplicación / Placement</h2>
      <div class="f">${L('Fecha de aplicación', 'Date placed')}${H(f.placed)}</div>
      <div class="f">${L('Hora', 'Time')}${H(f.time)}</div>
      <div class="f">${L('Brazo (circule)', 'Arm (circle one)')}<span style="font-size:10pt">${circ(['Izq. / L', 'Der. / R'], f.arm)}</span></div>
      <div class="f">${L('Lote de PPD / Vence', 'PPD lot / Exp.')}${H(f.lot)}</div>
      <div class="f">${L('Aplicado por (firma y título)', 'Placed by (signature and title)')}${sig(f.placer, { font: f.sigFont, ink: f.ink, size: '1.6em' })} <span style="font-size:8.5pt">${esc(f.placerTitle)}</span></div>
    </div>
    <div class="col"><h2>2. Lectura / Reading <span style="font-weight:normal;font-size:8pt">(48–72 h)</span></h2>
      <div class="f">${L('Fecha de lectura', 'Date read')}${H(f.read)}</div>
      <div class="f">${L('Induración en milímetros', 'Reading (mm)')}${f.mm === null ? '' : H(`${f.mm} mm`)}</div>
      <div class="res">${L('Resultado (circule uno)', 'Result (circle one)')}<div style="margin-top:6px">${circ(['NEGATIVO / NEGATIVE', 'POSITIVO / POSITIVE'], f.result)}</div></div>
      <div class="f">${L('Leído por (firma y título)', 'Read by (signature and title)')}${f.reader ? sig(f.reader, { font: f.sigFont2, ink: f.ink, size: '1.6em' }) : ''} <span style="font-size:8.5pt">${esc(f.readerTitle)}</span></div>
    </div>
  </div>
  <div class="note"><b>Importante / Important:</b> <span class="es">Regrese para la lectura en 2 a 3 días. Una prueba no leída dentro de 72 horas debe repetirse.</span>
  Return for reading in 2 to 3 days. A test not read within 72 hours must be repeated. Induration of ≥10 mm is positive for health-care workers; ≥5 mm for close contacts.
  <br><span class="es">Conserve esta copia.</span> Keep this copy for your records. Form TB-7 (rev. 08/2025)</div>`;
  return page({ title: 'TST record', body, css, font: FONTS.carlito, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const nurses = [
    ['Graciela Montaño', 'RN'],
    ['Paulette Ferris', 'LVN'],
    ['Osvaldo Rentería', 'RN'],
    ['Dora Whitlock', 'MA-C'],
  ];
  const make = (p, o = {}) => {
    const placedIso = o.placed || addDays('2026-09-08', rng.int(0, 55));
    const readIso = o.unread ? null : addDays(placedIso, o.readAfter ?? rng.pick([2, 2, 3]));
    const n1 = rng.pick(nurses);
    const n2 = rng.pick(nurses);
    const mm = o.mm ?? rng.pick([0, 0, 0, 2, 3]);
    return {
      clinic: rng.pick([
        'Clínica Comunitaria Valle Verde',
        'Centro de Salud La Frontera Community Health',
        'Clínica Familiar San Ysidro Heights',
      ]),
      addr: `${rng.int(100, 2999)} ${rng.pick(['Calle Alameda', 'Paisano Dr', 'Montana Ave'])}, El Paso, TX 79902`,
      phone: phone(rng, 915),
      name: nameAs(o.shown || p, o.nameStyle || 'last_first_mi'),
      dob: fmt((o.shown || p).dob, 'us_nz'),
      reason: rng.pick(['Empleo / Employment', 'Trabajo - hospital', 'Employment screening']),
      placed: fmt(placedIso, 'us_nz'),
      time: rng.pick(['9:40 am', '10:15 AM', '2:05 pm', '11:30']),
      arm: rng.pick(['Izq. / L', 'Der. / R']),
      lot: `${rng.letters(1)}${rng.digits(4)}AA / ${fmt(addDays('2027-03-01', rng.int(0, 200)), 'mm_yyyy')}`,
      placer: n1[0],
      placerTitle: n1[1],
      read: readIso ? fmt(readIso, 'us_nz') : '',
      mm,
      result: o.result || 'NEGATIVO / NEGATIVE',
      reader: n2[0],
      readerTitle: n2[1],
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      placedIso,
      readIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'negative-read-on-time',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': f.mm,
      ...personData(),
    },
    note: 'result chosen by circling NEGATIVO / NEGATIVE; POSITIVO / POSITIVE is printed beside it',
  });

  p = k.person();
  f = make(p, { readAfter: 3, nameStyle: 'LAST_FIRST_MI', mm: 0 });
  out.push({
    key: 'read-at-72h-caps-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['invalid waiting period'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      ...personData(),
    },
    note: 'read three days after placement (72 h): inside the window',
  });

  p = k.person();
  f = make(p, { readAfter: 5 });
  out.push({
    key: 'read-after-five-days',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.report_date': f.readIso },
    note: 'read five days after placement, outside 48–72 h',
  });

  p = k.person();
  f = make(p, { mm: rng.pick([12, 14, 17]), result: 'POSITIVO / POSITIVE' });
  out.push({
    key: 'positive-circled',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.result': 'positive', 'tests.0.induration_mm': f.mm },
    note: 'POSITIVO / POSITIVE circled, induration ≥ 10 mm, no chest x-ray',
  });

  p = k.person();
  f = make(p, { placed: addDays('2025-07-14', rng.int(0, 60)) });
  out.push({
    key: 'placed-last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.result': 'negative' },
    note: 'negative but placed more than 365 days before valid_on',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'another-patients-form',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch', 'dob mismatch'],
    data: { 'person.name.status': 'mismatch', 'person.dob.status': 'mismatch' },
    note: "the form is another patient's: both name and date of birth differ",
  });
  return out;
}
