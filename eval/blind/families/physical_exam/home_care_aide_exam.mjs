// A home-care agency's annual health assessment for aides (state-form style): numbered items with Yes/No columns
// for communicable disease and ability statements, examiner certification paragraph, handwritten name/date/license.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'home_care_aide_exam',
  split: 'blind',
  description:
    'Home-care annual health assessment (state-form style): numbered Yes/No items, examiner certification, handwritten fields',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: 'glyph' });
  const items = [
    ['Free from communicable disease in a transmissible stage', true],
    ['Able to lift, position and transfer clients', f.able],
    ['Able to perform personal care tasks without restriction', f.able],
    ['Requires accommodation or work restriction', !f.able],
  ];
  const css = `table.i { width:100%; margin-top:8px; } table.i td, table.i th { border:1px solid #444; padding:5px; font-size:10pt; } .ln { display:inline-block; border-bottom:1px solid #000; min-width:2in; min-height:18px; }`;
  const body = `<div style="font-size:9pt">Form HCA-7 (rev. 2024)</div><div style="text-align:center;font-size:13pt;font-weight:bold;margin-top:4px">HOME CARE AIDE — ANNUAL HEALTH ASSESSMENT</div>
  <div style="text-align:center;font-size:9.5pt">Evergreen Home Care Partners · Agency license HC-${esc(f.agency)}</div>
  <div style="margin-top:12px;font-size:10.5pt">Aide name: <span class="ln" style="min-width:3in">${H(f.name)}</span> &nbsp; Date of birth: <span class="ln" style="min-width:1.2in">${H(f.dob)}</span></div>
  <table class="i"><tr><th style="width:5%">#</th><th>Item</th><th style="width:9%">Yes</th><th style="width:9%">No</th></tr>
  ${items.map(([t, y], i) => `<tr><td>${i + 1}</td><td>${esc(t)}</td><td style="text-align:center">${tk(y)}</td><td style="text-align:center">${tk(!y)}</td></tr>`).join('')}</table>
  <div style="margin-top:8px;font-size:10pt">Restrictions / comments: <span class="ln" style="min-width:4.5in">${H(f.comment)}</span></div>
  <p style="font-size:10pt;margin-top:14px">I certify that I examined the above-named aide on the date below and that the information above is accurate.</p>
  <div style="font-size:10.5pt">Examiner: <span class="ln">${H(f.ex)}</span> &nbsp; License no.: <span class="ln" style="min-width:1.2in">${H(f.lic)}</span></div>
  <div style="font-size:10.5pt;margin-top:12px">Signature: <span class="ln" style="min-width:2.4in">${sig(f.sig, { font: f.sigFont })}</span> &nbsp; Date of exam: <span class="ln" style="min-width:1.2in">${H(f.date)}</span></div>`;
  return page({ title: 'Assessment', body, css, font: FONTS.serif, margin: '0.65in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-03-01', rng.int(0, 240));
    const ex = rng.pick(['Beverly Oyama, NP', 'Kurt Lindell, MD']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      agency: rng.digits(5),
      name: nameAs(p, o.nameStyle || 'full'),
      dob: fmt(p.dob, rng.pick(['us', 'long'])),
      able: o.able !== false,
      comment: o.comment || 'None',
      ex,
      lic: `${rng.pick(['RN', 'MD', 'NP'])}${rng.digits(6)}`,
      sig: ex.split(',')[0],
      date: fmt(iso, rng.pick(['us', 'long'])),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'no-restrictions',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { able: false, comment: 'No lifting over 20 lb; no client transfers until cleared by ortho' });
  out.push({
    key: 'needs-restriction',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'other-aide',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
