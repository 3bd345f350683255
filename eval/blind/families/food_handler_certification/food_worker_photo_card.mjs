// A state-style "food worker card" with a photo area (landscape plastic card scale): state health department band,
// holder (LAST, FIRST), card number, "Expires" printed; some cards print only the expiry, not the issue date.
import { addDays, addYears, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'food_worker_photo_card',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 25, photo: 40, scan_image: 10, fax: 5 },
  description:
    'State food worker photo card (landscape plastic card): department band, LAST, FIRST, card no., expires; issue date optional',
};

function render(f, rng) {
  const css = `.c { width:3.37in; height:2.13in; border-radius:9px; border:1px solid #666; overflow:hidden; background:#eef6fb; position:relative; font-size:8pt; }`;
  const body = `<div style="padding:0.3in"><div class="c"><div style="background:#1b4965;color:#fff;padding:4px 8px;font-size:8.5pt"><b>WASHINGTON STATE</b> · Food Worker Card</div>
  <div style="display:flex;gap:8px;padding:6px 8px"><div style="width:0.85in;height:1.05in;background:#c9d6df;display:flex;align-items:center;justify-content:center;font-size:6.5pt;color:#555">PHOTO</div>
  <div><div style="font-size:7pt;color:#555">Name</div><div style="font-size:10.5pt;font-weight:bold">${esc(f.name)}</div>
  <div style="font-size:7pt;color:#555;margin-top:4px">Card #</div><div><b>${esc(f.id)}</b></div>
  ${f.issued ? `<div style="font-size:7pt;color:#555;margin-top:4px">Issued</div><div>${esc(f.issued)}</div>` : ''}
  <div style="font-size:7pt;color:#555;margin-top:4px">Expires</div><div><b>${esc(f.exp)}</b></div></div></div>
  <div style="position:absolute;bottom:5px;left:8px">${barcode(rng, { width: 150, height: 18 })}</div><div style="position:absolute;bottom:6px;right:8px;font-size:6pt">Issued under WAC 246-217 by ${esc(f.lhj)}</div></div></div>`;
  return page({ title: 'card', body, css, size: '4.1in 2.9in', margin: '0', font: FONTS.robotoCond });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-10-01', rng.int(0, 650));
    const ds = rng.pick(['us', 'us_nz']);
    return {
      name: nameAs(p, o.nameStyle || 'LAST_FIRST'),
      id: `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(2)}`,
      issued: o.noIssue ? null : fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      lhj: rng.pick(['Pierce County', 'Spokane Regional Health District', 'Clark County Public Health']),
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'current',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.expiration_date': f.expIso,
      'certificate.issue_date': f.iso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noIssue: true });
  out.push({
    key: 'expiry-only',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['missing issue date'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'someone-else',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'washington-accepted',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['WA'] },
    html: render(f, rng),
    issues: [],
    data: { 'certificate.expiration_date': f.expIso },
  });
  return out;
}
