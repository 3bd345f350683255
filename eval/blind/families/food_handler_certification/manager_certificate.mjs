// A food protection manager certification (5-year term) from an exam provider: portrait certificate with ribbon
// seal, certification number, exam date, expiration date, proctor, ANAB accreditation mark.
import { addDays, addYears, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'manager_certificate',
  split: 'blind',
  description:
    'Food Protection Manager certification (portrait, seal): certification no., exam date, 5-year expiration, proctor, DOB',
};

function render(f) {
  const css = `.frame { margin:0.4in; border:2px solid #3a506b; padding:0.5in; text-align:center; min-height:9.6in; position:relative; }
  .t { font-family:${FONTS.caladea}; font-size:26pt; color:#3a506b; } table.k { margin:20px auto; font-size:11.5pt; text-align:left; } table.k td { padding:4px 10px; }`;
  const body = `<div class="frame"><div style="font-size:13pt;letter-spacing:3px;color:#3a506b">NATIONAL FOOD SAFETY CREDENTIALING BOARD</div>
  <div class="t" style="margin-top:20px">Certified Food Protection Manager</div>
  <div style="margin-top:26px;font-size:11pt">is hereby conferred upon</div>
  <div style="font-size:24pt;margin:10px 0;font-family:${FONTS.caladea}">${esc(f.name)}</div>
  <div style="font-size:10.5pt">who has demonstrated the knowledge required of a food protection manager by passing an accredited examination.</div>
  <table class="k"><tr><td>Certification No.</td><td><b>${esc(f.id)}</b></td></tr><tr><td>Date of birth</td><td>${esc(f.dob)}</td></tr>
  <tr><td>Examination date</td><td><b>${esc(f.exam)}</b></td></tr><tr><td>Expiration date</td><td><b>${esc(f.exp)}</b></td></tr>
  <tr><td>Proctor / site</td><td>${esc(f.proctor)}</td></tr></table>
  <div style="margin-top:30px">${seal({ text: '· ACCREDITED · FOOD PROTECTION MANAGER ', inner: '✔', color: '#a67c00', size: 120 })}</div>
  <div style="position:absolute;bottom:0.4in;left:0;right:0;font-size:8.5pt">Accredited by ANAB under the Conference for Food Protection standards. Certification is valid for five years from the examination date.</div></div>`;
  return page({ title: 'Certificate', body, css, margin: '0', font: FONTS.serif });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2022-06-01', rng.int(0, 1400));
    const ds = rng.pick(['long', 'us']);
    return {
      name: nameAs(p, o.nameStyle || 'full'),
      id: `${rng.digits(3)}${rng.alnum(3)}${rng.digits(4)}`,
      dob: fmt(o.dob || p.dob, ds),
      exam: fmt(iso, ds),
      exp: fmt(addYears(iso, 5), ds),
      proctor: rng.pick(['Lakeside Culinary Institute', 'Community College of the Plains, Testing Center']),
      iso,
      expIso: addYears(iso, 5),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'manager-current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.kind': 'manager',
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2020-03-01', rng.int(0, 500)) });
  out.push({
    key: 'manager-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.kind': 'manager', 'certificate.expiration_date': f.expIso },
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
  f = make(p, { nameStyle: 'first_last' });
  out.push({
    key: 'manager-no-dob-requested',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.kind': 'manager', 'person.name.status': 'match' },
  });
  return out;
}
