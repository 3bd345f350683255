// A Nevada-style alcohol awareness card issued at an in-person class: pre-printed small card where the instructor
// writes the student name, class date, card number and expiry by hand.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'awareness_card_handwritten',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 25, photo: 35, scan_image: 12, fax: 8 },
  description:
    'In-person alcohol awareness class card (Nevada-style) with handwritten name, class date, card no., expiry',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.3em' });
  const css = `.c { width:3.5in; height:2.2in; border:1.5px solid #333; padding:8px 10px; font-size:8.5pt; background:#f2f7ff; }
  .ln { display:inline-block; border-bottom:1px solid #333; min-width:1.3in; height:17px; vertical-align:bottom; }`;
  const body = `<div style="padding:0.3in"><div class="c"><div style="text-align:center;font-weight:bold">SIERRA SILVER ALCOHOL EDUCATION</div><div style="text-align:center;font-size:7.5pt">Nevada Alcohol Awareness Training · Card of completion</div>
  <div style="margin-top:8px">Name <span class="ln" style="min-width:2.8in">${H(f.name)}</span></div>
  <div style="margin-top:6px">Class date <span class="ln">${H(f.done)}</span> Expires <span class="ln" style="min-width:0.9in">${H(f.exp)}</span></div>
  <div style="margin-top:6px">Card # <span class="ln">${H(f.id)}</span></div>
  <div style="margin-top:6px">Instructor <span class="ln" style="min-width:1.8in">${sig(f.instr, { font: f.sigFont, size: '1.4em' })}</span></div></div></div>`;
  return page({ title: 'card', body, css, size: '4.2in 2.9in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-06-01', rng.int(0, 800));
    const ds = rng.pick(['us_nz', 'us_short']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || 'first_last'),
      done: o.noDone ? '' : fmt(iso, ds),
      exp: o.noExp ? '' : fmt(addYears(iso, 4), ds),
      id: rng.digits(6),
      instr: rng.pick(['Rhea Dunmore', 'Sal Okonjo']),
      iso,
      expIso: addYears(iso, 4),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'filled-in',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noExp: true, iso: addDays('2025-01-01', rng.int(0, 500)) });
  out.push({
    key: 'no-expiry-written',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'certificate.issue_date': f.iso, 'certificate.expiration_date': addYears(f.iso, 3) },
    note: 'no end written: default 3 years from the class date',
  });

  p = k.person();
  f = make(p, { noExp: true, iso: addDays('2023-02-01', rng.int(0, 200)) });
  out.push({
    key: 'no-expiry-old-class',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': addYears(f.iso, 3) },
  });
  return out;
}
