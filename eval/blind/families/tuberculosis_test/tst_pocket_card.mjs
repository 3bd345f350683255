// A county health department's pocket TB skin-test card, front and back scanned side by side on one page;
// everything filled in by hand, result as a number of mm and a circled word.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, options, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'tst_pocket_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 30, scan_image: 12, fax: 8 },
  description:
    'County health-department pocket TST card, front and back side by side; handwritten dates, mm and circled result',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.3em' });
  const css = `
  .wrap { display:flex; gap:0.35in; padding:0.3in 0.2in; }
  .card { width:3.5in; height:2.2in; border:1px solid #999; border-radius:8px; padding:8px 10px; background:#fffdf3; position:relative; font-size:8.5pt; }
  .card h4 { margin:0; font-size:8.5pt; text-align:center; color:#7a1f1f; }
  .ln { border-bottom:1px solid #666; display:inline-block; min-width:1.3in; height:15px; vertical-align:bottom; }
  table.bk { width:100%; margin-top:4px; } table.bk td, table.bk th { border:1px solid #777; padding:2px 3px; font-size:7.5pt; height:22px; }`;
  const body = `<div class="wrap">
  <div class="card"><h4>${esc(f.county)} COUNTY HEALTH DEPARTMENT</h4>
   <div style="text-align:center;font-size:7pt">Tuberculosis Control Program · ${esc(f.cphone)}</div>
   <div style="text-align:center;font-weight:bold;font-size:10pt;margin:6px 0 8px">TB SKIN TEST RECORD</div>
   <div>Name <span class="ln" style="min-width:2.6in">${H(f.name)}</span></div>
   <div style="margin-top:6px">Birthdate <span class="ln">${H(f.dob)}</span></div>
   <div style="margin-top:10px;font-size:6.5pt">Keep this card. Present it to your employer or school. Test must be read 48–72 hours after it is given.</div></div>
  <div class="card"><table class="bk">
   <tr><th>Date given</th><th>Arm</th><th>Given by</th></tr>
   <tr><td>${H(f.placed)}</td><td>${H(f.arm)}</td><td>${sig(f.giver, { font: f.sigFont, size: '1.3em' })}</td></tr>
   <tr><th>Date read</th><th>mm</th><th>Read by</th></tr>
   <tr><td>${H(f.read)}</td><td>${H(f.mm)}</td><td>${sig(f.reader, { font: f.sigFont, size: '1.3em' })}</td></tr></table>
   <div style="margin-top:6px">Result: ${f.result ? options(['NEG', 'POS'], f.result, { style: 'circle', sep: ' &nbsp;&nbsp; ' }) : 'NEG &nbsp;&nbsp; POS'}</div>
   <div style="margin-top:4px;font-size:6.5pt">Clinic: ${esc(f.clinic)} · Lot ${H(f.lot)}</div></div>
  </div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.2in', margin: '0', font: FONTS.dejavu });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const placed = o.placed || addDays('2026-07-06', rng.int(0, 100));
    const ds = rng.pick(['us_nz', 'us_short', 'us']);
    const readIso = o.readIso === null ? null : o.readIso || addDays(placed, rng.pick([2, 3]));
    const nurse = rng.pick(['J. Ostrander RN', 'P. Alvarez LPN', 'K. Mbeki RN']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      county: rng.pick(['Larimore', 'Sutter Bend', 'Ashcroft']),
      cphone: '(208) 555-0144',
      name: nameAs(p, o.nameStyle || 'first_last'),
      dob: fmt(p.dob, ds),
      placed: fmt(placed, ds),
      arm: rng.pick(['L', 'R', 'LFA', 'RFA']),
      giver: nurse,
      read: readIso ? fmt(readIso, ds) : '',
      mm: o.mm ?? '0',
      reader: readIso ? nurse : '',
      result: o.result === undefined ? 'NEG' : o.result,
      clinic: rng.pick(['Main St. Clinic', 'Westside Satellite']),
      lot: rng.alnum(6),
      placedIso: placed,
      readIso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': 0,
      ...personData(),
    },
  });

  p = k.person();
  let placed = addDays('2026-08-03', rng.int(0, 60));
  f = make(p, { placed, readIso: addDays(placed, 1) });
  out.push({
    key: 'read-next-day',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': placed, 'tests.0.report_date': addDays(placed, 1) },
  });

  p = k.person();
  f = make(p, { readIso: null, mm: '', result: null });
  out.push({
    key: 'never-read',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test result'],
    data: {},
    note: 'placed but the reading half is blank (missing test dates may also be reported)',
  });

  p = k.person();
  f = make(p, { mm: '0', nameStyle: 'FIRST_LAST' });
  out.push({
    key: 'dob-not-requested',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'tests.0.result': 'negative', 'person.name.status': 'match' },
  });

  p = k.person();
  while (!p.last.includes('-') && !p.last.includes("'")) p = k.person();
  f = make(p, { nameStyle: p.last.includes('-') ? 'nohyphen' : 'noapos', mm: '4' });
  out.push({
    key: 'surname-punctuation-dropped',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { 'tests.0.induration_mm': 4, 'tests.0.result': 'negative', ...personData() },
  });
  return out;
}
