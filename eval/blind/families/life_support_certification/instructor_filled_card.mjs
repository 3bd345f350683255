// A pre-printed safety-institute completion card filled in by the instructor by hand (course ticked, dates and card
// number written), shown front and back side by side.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'instructor_filled_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 30, scan_image: 12, fax: 8 },
  description:
    'Pre-printed safety-institute card completed by hand: course tick boxes, handwritten dates/card number, front+back',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.25em' });
  const tk = (on) => box(on, { style: 'x', font: f.hand });
  const css = `.c { width:3.5in; height:2.2in; border:1px solid #777; padding:8px 10px; font-size:8pt; background:#f7fbff; }
  .ln { border-bottom:1px solid #555; display:inline-block; min-width:1.2in; height:16px; vertical-align:bottom; }`;
  const body = `<div style="display:flex;gap:0.25in;padding:0.3in">
  <div class="c"><div style="font-weight:bold;color:#00558c;font-size:9.5pt">AMERICAN SAFETY &amp; HEALTH INSTITUTE</div>
   <div style="font-size:7pt">Certified training · Emergency care</div>
   <div style="margin-top:10px">This card certifies that</div>
   <div style="margin-top:2px"><span class="ln" style="min-width:3in">${H(f.name)}</span></div>
   <div style="margin-top:6px">completed the following program:</div>
   <div style="margin-top:4px">${tk(f.type === 'cpr')} CPR AED &nbsp; ${tk(f.type === 'bls')} Basic Life Support &nbsp; ${tk(f.type === 'first_aid')} First Aid</div></div>
  <div class="c"><div>Completion date <span class="ln">${H(f.done)}</span></div>
   <div style="margin-top:6px">Expiration date <span class="ln">${H(f.exp)}</span></div>
   <div style="margin-top:6px">Card / cert. no. <span class="ln">${H(f.id)}</span></div>
   <div style="margin-top:6px">Instructor <span class="ln" style="min-width:1.6in">${sig(f.instr, { font: f.sigFont, size: '1.5em' })}</span></div>
   <div style="margin-top:6px">Instructor ID <span class="ln">${H(f.instrId)}</span></div>
   <div style="font-size:6.5pt;margin-top:6px;color:#444">Certification period is 2 years or less as set by the training organization.</div></div></div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.3in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const doneIso = o.doneIso || addDays('2025-06-01', rng.int(0, 450));
    const expIso = addYears(doneIso, 2);
    const ds = rng.pick(['us_nz', 'us', 'us_short']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || 'first_last'),
      type: o.type === undefined ? 'cpr' : o.type,
      done: o.noDates ? '' : fmt(doneIso, ds),
      exp: o.noDates || o.noExp ? '' : fmt(expIso, ds),
      id: o.noId ? '' : `${rng.digits(7)}`,
      instr: rng.pick(['Len Haverford', 'Pia Castaneda']),
      instrId: rng.digits(6),
      doneIso,
      expIso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'cpr-by-hand',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.expiration_date': f.expIso,
      'certifications.0.id': f.id,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { type: null });
  out.push({
    key: 'no-course-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing type'],
    data: {},
  });

  p = k.person();
  f = make(p, { noDates: true, type: 'bls' });
  out.push({
    key: 'no-dates',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: {},
    note: 'neither completion nor expiration date written',
  });

  p = k.person();
  f = make(p, { type: 'first_aid', nameStyle: 'last_first' });
  out.push({
    key: 'first-aid-last-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'first_aid',
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { type: 'bls' });
  out.push({
    key: 'sent-as-covid',
    person: requestPerson(p),
    document_type: 'covid_vaccination',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
