// An Illinois BASSET wallet card from a licensed trainer: front (trainer, holder, card number) and back (issue and
// expiration dates, state liquor commission note) side by side.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'basset_wallet_card',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 32, scan_image: 12, fax: 6 },
  description:
    'Illinois BASSET wallet card front+back: trainer, holder, card no.; issue/expiration dates and commission note on back',
};

function render(f) {
  const css = `.c { width:3.4in; height:2.15in; border:1px solid #333; border-radius:6px; padding:8px 10px; font-size:8pt; position:relative; }`;
  const body = `<div style="display:flex;gap:0.25in;padding:0.3in">
  <div class="c" style="background:linear-gradient(#7a003c 0,#7a003c 26px,#fff 26px)"><div style="color:#fff;font-weight:bold;font-size:9pt">BASSET CERTIFIED · ILLINOIS</div>
   <div style="margin-top:10px;font-size:7pt;color:#555">Beverage Alcohol Sellers and Servers Education and Training</div>
   <div style="font-size:12pt;font-weight:bold;margin-top:8px">${esc(f.name)}</div>
   ${f.id ? `<div style="margin-top:6px">Card No. <b>${esc(f.id)}</b></div>` : ''}
   <div style="position:absolute;bottom:8px;left:10px;font-size:7pt">Trainer: ${esc(f.trainer)} · License ${esc(f.lic)}</div></div>
  <div class="c"><table style="font-size:8.5pt"><tr><td>Date of issue</td><td style="padding-left:8px"><b>${esc(f.issued)}</b></td></tr><tr><td>Expiration</td><td style="padding-left:8px"><b>${esc(f.exp)}</b></td></tr></table>
   <div style="margin-top:8px;font-size:7pt">This card certifies completion of a BASSET course approved by the Illinois Liquor Control Commission. Present this card upon request by law enforcement or your employer.</div>
   <div style="position:absolute;bottom:8px;left:10px;font-size:7pt">Holder signature ____________________</div></div></div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.3in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-08-01', rng.int(0, 700));
    const ds = rng.pick(['us', 'us_nz', 'dash']);
    return {
      name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
      id: o.noId ? null : `${rng.digits(8)}`,
      trainer: rng.pick(['Prairie Bar Services Inc.', 'Lakefront Hospitality Education']),
      lic: `BT${rng.digits(5)}`,
      issued: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
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
      'certificate.expiration_date': f.expIso,
      'certificate.issue_date': f.iso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'no-card-number',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = make(p, { nameStyle: 'nick_last' });
  out.push({
    key: 'nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'illinois-accepted',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['IL'] },
    html: render(f),
    issues: [],
    data: { 'certificate.issue_date': f.iso },
  });
  return out;
}
