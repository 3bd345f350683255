// A Texas seller-server training certificate from a (fictional) approved school: school header with approval number,
// "TABC Seller-Server Certificate", certificate number, date of completion, no printed expiry (valid 2 years).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'tabc_seller_server',
  split: 'blind',
  description:
    'Texas TABC seller-server certificate from an approved school: school approval no., certificate no., completion date, no printed end',
};

function render(f) {
  const css = `.b { margin:0.5in; border:8px solid #002868; outline:3px solid #bf0a30; outline-offset:-14px; padding:0.5in; min-height:6.5in; text-align:center; }`;
  const body = `<div class="b"><div style="display:flex;justify-content:center;gap:10px;align-items:center">${logo({ initials: 'LS', color: '#002868', shape: 'shield', size: 56 })}
   <div style="text-align:left"><div style="font-size:17pt;font-weight:bold;color:#002868">Lone Star Server Academy</div><div style="font-size:9pt">TABC-approved seller training school · School #${esc(f.school)}</div></div></div>
  <div style="font-size:24pt;font-weight:bold;margin-top:24px">TABC Seller-Server Certificate</div>
  <div style="margin-top:16px">This is to certify that</div><div style="font-size:22pt;margin:8px 0;font-family:${FONTS.caladea}">${esc(f.name)}</div>
  <div>has successfully completed the Texas Alcoholic Beverage Commission approved seller-server training program.</div>
  <table style="margin:22px auto;font-size:12pt;text-align:left"><tr><td style="padding-right:14px">Certificate #:</td><td><b>${esc(f.id)}</b></td></tr>
   <tr><td>Date of completion:</td><td><b>${esc(f.done)}</b></td></tr><tr><td>Last 4 SSN:</td><td>XXX-XX-${esc(f.ssn)}</td></tr></table>
  <div style="font-size:9pt">Certification is valid for two (2) years from the date of completion. Verify at the TABC certificate inquiry page.</div>
  <div style="margin-top:24px">${sig('Dwight Carrasco', { font: f.sigFont })}<br><span style="border-top:1px solid #000;padding:0 20px">Dwight Carrasco, School Director</span></div></div>`;
  return page({ title: 'Certificate', body, css, size: 'letter landscape', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2025-01-05', rng.int(0, 600));
    return {
      school: rng.digits(4),
      name: nameAs(p, o.nameStyle || 'first_last'),
      id: rng.digits(9),
      done: fmt(iso, rng.pick(['us', 'long'])),
      ssn: rng.digits(4),
      sigFont: rng.pick(SIGS),
      iso,
      expIso: addYears(iso, 2),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'two-year-default',
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
  f = make(p, { iso: addDays('2024-03-01', rng.int(0, 200)) });
  out.push({
    key: 'older-than-two-years',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'TABC: 2 years from completion',
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'texas-card-illinois-job',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['IL'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {},
  });

  p = k.person();
  f = make(p, { nameStyle: 'FIRST_MI_LAST' });
  out.push({
    key: 'texas-accepted',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: [],
    data: { 'certificate.expiration_date': f.expIso, ...personData('match', 'not_present') },
  });
  return out;
}
