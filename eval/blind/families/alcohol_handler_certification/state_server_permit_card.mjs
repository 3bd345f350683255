// A state alcoholic-beverage commission server permit (Tennessee-style), wallet card with permit number, class,
// issue and expiration dates in DD-MON-YYYY, holder DOB; front and back stacked vertically.
import { addDays, addYears, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'state_server_permit_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 35, scan_image: 10, fax: 5 },
  description:
    'State ABC server permit wallet card (front above back): permit no., class, DOB, issue/expiration as DD-MON-YYYY',
};

function render(f) {
  const css = `.c { width:3.4in; height:2.1in; border:1px solid #444; border-radius:8px; margin:0.15in auto; padding:8px 10px; position:relative; font-size:8pt; }`;
  const body = `<div style="padding-top:0.2in"><div class="c" style="background:#fdf6e3"><div style="display:flex;gap:8px;align-items:center">${seal({ text: '· STATE OF TENNESSEE · ALCOHOLIC BEVERAGE COMMISSION ', inner: '★', color: '#7c2d12', size: 50 })}
  <div><b>TENNESSEE ALCOHOLIC BEVERAGE COMMISSION</b><br>SERVER PERMIT</div></div>
  <div style="font-size:11pt;font-weight:bold;margin-top:8px">${esc(f.name)}</div><div>DOB ${esc(f.dob)}</div>
  <div style="margin-top:4px">Permit No. <b>${esc(f.id)}</b> · Class: ${esc(f.cls)}</div></div>
  <div class="c"><table style="font-size:8.5pt"><tr><td>Issued</td><td style="padding-left:10px"><b>${esc(f.issued)}</b></td></tr><tr><td>Expires</td><td style="padding-left:10px"><b>${esc(f.exp)}</b></td></tr></table>
  <div style="margin-top:6px;font-size:7pt">The permit holder completed a commission-approved responsible vendor server training course. Valid only in Tennessee. Must be carried while serving alcoholic beverages.</div></div></div>`;
  return page({ title: 'Permit', body, css, size: '4.2in 5.2in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-08-01', rng.int(0, 700));
    return {
      name: nameAs(p, o.nameStyle || 'FIRST_MI_LAST'),
      dob: fmt(o.dob || p.dob, 'mil4'),
      id: `SP-${rng.digits(7)}`,
      cls: rng.pick(['On-premises server', 'Off-premises clerk']),
      issued: fmt(iso, 'mil4'),
      exp: fmt(addYears(iso, 5), 'mil4'),
      iso,
      expIso: addYears(iso, 5),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'current',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['TN'] },
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2020-06-01', rng.int(0, 300)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'tennessee-card-texas-job',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {},
  });
  return out;
}
