// A county environmental-health food handler card (wallet size, front and back side by side): county seal,
// holder, card number, issued and expires dates printed, back with rules and the county's phone.
import { addDays, addYears, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'county_wallet_card',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 32, scan_image: 12, fax: 6 },
  description:
    'County environmental-health food handler wallet card, front+back: seal, card no., issued/expires, rules on back',
};

function render(f) {
  const css = `.c { width:3.4in; height:2.15in; border:1px solid #555; border-radius:7px; padding:8px 10px; font-size:8pt; background:#f4fbf2; position:relative; }`;
  const body = `<div style="display:flex;gap:0.25in;padding:0.3in">
  <div class="c"><div style="display:flex;gap:8px;align-items:center">${seal({ text: `· ${f.county.toUpperCase()} COUNTY · ${f.state} `, inner: '⚖', color: '#2e6b30', size: 52 })}
   <div><b style="font-size:9pt">${esc(f.county.toUpperCase())} COUNTY</b><br>Environmental Health Division<br><b>FOOD HANDLER CARD</b></div></div>
   <div style="margin-top:8px;font-size:11pt;font-weight:bold">${esc(f.name)}</div>
   <table style="margin-top:4px;font-size:8pt"><tr><td>Card No.</td><td style="padding-left:6px"><b>${esc(f.id)}</b></td></tr>
   <tr><td>Issued</td><td style="padding-left:6px"><b>${esc(f.issued)}</b></td></tr><tr><td>Expires</td><td style="padding-left:6px"><b>${esc(f.exp)}</b></td></tr></table></div>
  <div class="c" style="background:#fff"><b>This card is valid only in ${esc(f.county)} County, ${esc(f.stateName)}.</b>
   <ol style="padding-left:14px;margin:4px 0;font-size:7.2pt"><li>Wash hands before work and after using the restroom.</li><li>Do not work while ill with vomiting, diarrhea or jaundice.</li>
   <li>Keep hot foods at 135°F or above and cold foods at 41°F or below.</li><li>Carry this card at work and show it to an inspector on request.</li></ol>
   <div style="font-size:7pt">Replacement cards: ${esc(f.phone)}</div>
   <div style="position:absolute;bottom:8px;left:10px;font-size:7pt">Signature of holder: <span style="display:inline-block;width:1.5in;border-bottom:1px solid #000"></span></div></div></div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.3in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-12-01', rng.int(0, 600));
    const [county, state, stateName] =
      o.place ||
      rng.pick([
        ['Maricopa Valley', 'AZ', 'Arizona'],
        ['Sutter Bend', 'CA', 'California'],
        ['Larimore', 'ID', 'Idaho'],
      ]);
    const ds = rng.pick(['us', 'us_nz', 'mon']);
    return {
      county,
      state,
      stateName,
      name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
      id: `FH${rng.digits(7)}`,
      issued: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      phone: `(555) 01${rng.digits(2)}-${rng.digits(4)}`,
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
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-02-01', rng.int(0, 250)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { place: ['Maricopa Valley', 'AZ', 'Arizona'] });
  out.push({
    key: 'arizona-card-for-california-job',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.id },
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'other-holder',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, { place: ['Sutter Bend', 'CA', 'California'], nameStyle: 'plain' });
  out.push({
    key: 'california-card-accepted-there',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: [],
    data: { 'certificate.expiration_date': f.expIso, ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'sent-as-life-support',
    person: requestPerson(p),
    document_type: 'life_support_certification',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
