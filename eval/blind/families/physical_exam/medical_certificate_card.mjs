// A small medical examiner's certificate (half-page, boxed fields): "I certify that I have examined ...", a
// determination with tick boxes (meets standards / meets standards with restriction / does not meet),
// examiner's printed name, license number, signature, exam date and "certificate expires" date.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'medical_certificate_card',
  split: 'blind',
  renderings: { text_pdf: 30, scanned_pdf: 25, photo: 25, scan_image: 12, fax: 8 },
  description:
    'Half-page medical examiner certificate: boxed fields, determination tick boxes, license no., signature, exam and expiry dates',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: 'x', font: f.hand });
  const css = `.c { border:2px solid #000; padding:10px 12px; } table.b { width:100%; } table.b td { border:1px solid #000; padding:3px 6px; height:34px; vertical-align:top; font-size:8pt; }`;
  const body = `<div class="c"><div style="text-align:center;font-weight:bold;font-size:11pt">MEDICAL EXAMINER'S CERTIFICATE — EMPLOYMENT PHYSICAL</div>
  <div style="font-size:8.5pt;margin:6px 0">I certify that I have examined the person named below in accordance with the employer's physical qualification standards and find this person:</div>
  <div style="font-size:9.5pt;margin:4px 0 8px">${tk(f.det === 'meets')} Meets standards &nbsp;&nbsp; ${tk(f.det === 'restr')} Meets standards only with: ${H(f.restr)} &nbsp;&nbsp; ${tk(f.det === 'no')} Does not meet standards</div>
  <table class="b"><tr><td colspan="2">Employee name<br>${H(f.name)}</td><td>Date of birth<br>${H(f.dob)}</td></tr>
  <tr><td>Examiner's name (print)<br>${H(f.ex)}</td><td>License / certificate no. and state<br>${H(f.lic)}</td><td>Telephone<br>${H(f.tel)}</td></tr>
  <tr><td>Examiner's signature<br>${sig(f.sig, { font: f.sigFont, size: '1.7em' })}</td><td>Date of examination<br>${H(f.date)}</td><td>Certificate expiration date<br>${H(f.exp)}</td></tr>
  <tr><td colspan="3">Office / clinic<br>${H(f.clinic)}</td></tr></table></div>`;
  return page({ title: 'Certificate', body, css, size: '8.5in 5.5in', margin: '0.35in', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-03-01', rng.int(0, 240));
    const ds = rng.pick(['us', 'us_nz', 'dash']);
    const ex = rng.pick(['Wendell Ashby, DC', 'Lorraine Petit, MD', 'Gus Hallorann, NP']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      det: o.det === undefined ? 'meets' : o.det,
      restr: o.restr || '',
      name: o.noName ? '' : nameAs(p, o.nameStyle || 'first_mi_last'),
      dob: fmt(p.dob, ds),
      ex: o.noExaminer ? '' : ex,
      lic: o.noExaminer ? '' : `${rng.pick(['OK', 'TX', 'KS'])} ${rng.digits(6)}`,
      tel: o.noExaminer ? '' : `(918) 555-0${rng.digits(3)}`,
      sig: o.noExaminer ? '' : ex.split(',')[0],
      date: o.noDate ? '' : fmt(iso, ds),
      exp: o.noDate ? '' : fmt(addYears(iso, 1), ds),
      clinic: o.noExaminer ? '' : rng.pick(['Tulsa Works Clinic', 'Green Country Occupational Health']),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'meets-standards',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { det: 'no' });
  out.push({
    key: 'does-not-meet',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'undated',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing exam date'],
    data: {},
  });

  p = k.person();
  f = make(p, { noExaminer: true });
  out.push({
    key: 'examiner-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner'],
    data: {},
    note: 'examiner name, signature and clinic blank (missing examiner signature may also be reported)',
  });

  p = k.person();
  f = make(p, { det: 'restr', restr: 'corrective lenses' });
  out.push({
    key: 'corrective-lenses',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, { noName: true });
  out.push({
    key: 'employee-name-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['name not present'],
    data: { 'person.name.status': 'not_present', clearance: 'cleared' },
  });
  return out;
}
