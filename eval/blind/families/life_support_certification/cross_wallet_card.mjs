// A red-cross style printed wallet card photographed/scanned front and back stacked on one page: front has the
// course and holder, back has the completion date, validity line ("Valid 2 years" or a printed expiry), certificate ID.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'cross_wallet_card',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 32, scan_image: 12, fax: 6 },
  description:
    'Red-cross style wallet card, front above back on one page; completion date, printed expiry or "valid 2 years", certificate ID',
};

const COURSE = { bls: 'Basic Life Support', cpr: 'Adult and Pediatric CPR/AED', first_aid: 'First Aid' };

function render(f, rng) {
  const css = `
  .c { width:3.4in; height:2.15in; border-radius:10px; border:1px solid #aaa; margin:0 auto 0.25in; padding:9px 11px; position:relative; overflow:hidden; }
  .front { background:linear-gradient(135deg,#fff 0%,#fff 62%,#d71920 62%); }
  .cross { display:inline-block; width:22px; height:22px; position:relative; } .cross:before,.cross:after{content:'';position:absolute;background:#d71920;}
  .cross:before{left:7px;top:0;width:8px;height:22px}.cross:after{left:0;top:7px;width:22px;height:8px}
  .back { background:#fafafa; font-size:7.5pt; } .back td { padding:2px 5px 2px 0; vertical-align:top; }`;
  const body = `<div style="padding-top:0.4in">
  <div class="c front"><div style="display:flex;align-items:center;gap:7px"><span class="cross"></span><b style="font-size:10pt">American Red Cross</b></div>
   <div style="font-size:7pt;margin-top:2px">Training Services</div>
   <div style="margin-top:14px;font-size:7pt;color:#555">This certifies that</div>
   <div style="font-size:12pt;font-weight:bold">${esc(f.name)}</div>
   <div style="font-size:7pt;color:#555;margin-top:4px">has successfully completed the requirements for</div>
   <div style="font-size:10.5pt;font-weight:bold;color:#d71920;margin-top:2px">${esc(COURSE[f.type])}</div></div>
  <div class="c back"><table>
   <tr><td>Date Completed:</td><td><b>${esc(f.done)}</b></td></tr>
   ${f.exp ? `<tr><td>Valid Thru:</td><td><b>${esc(f.exp)}</b></td></tr>` : '<tr><td>Validity:</td><td>Valid for 2 years from date of completion</td></tr>'}
   ${f.id ? `<tr><td>Certificate ID:</td><td><b>${esc(f.id)}</b></td></tr>` : ''}
   <tr><td>Instructor:</td><td>${esc(f.instr)}</td></tr><tr><td>Training Provider:</td><td>${esc(f.prov)}</td></tr></table>
   <div style="position:absolute;right:10px;bottom:9px">${qr(rng, { size: 52 })}</div>
   <div style="position:absolute;left:11px;bottom:9px;width:2.3in;font-size:6pt;color:#555">Scan the code or visit the Red Cross certificate lookup to validate this certificate.</div></div>
  </div>`;
  return page({ title: 'Certificate', body, css, size: '5.5in 6in', margin: '0', font: FONTS.lato });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const doneIso = o.doneIso || addDays('2025-03-01', rng.int(0, 500));
    const ds = o.ds || rng.pick(['us', 'us_nz', 'mon']);
    const expIso = o.noExp ? null : addYears(doneIso, 2);
    return {
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      type: o.type || 'bls',
      done: fmt(doneIso, ds),
      exp: expIso ? fmt(expIso, ds) : null,
      id: o.noId ? null : `${rng.alnum(3)}${rng.digits(3)}-${rng.alnum(4)}`,
      instr: rng.pick(['Renee Galvan', 'Paul Ostrowski', 'Mina Yoo']),
      prov: rng.pick([
        'Gateway Lifesaving LLC',
        'Heritage Hospital Education Dept.',
        'River Valley Safety Training',
      ]),
      doneIso,
      expIso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, { doneIso: addDays('2025-06-01', rng.int(0, 400)) });
  out.push({
    key: 'bls-printed-expiry',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.issue_date': f.doneIso,
      'certifications.0.expiration_date': f.expIso,
      'certifications.0.id': f.id,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { doneIso: addDays('2025-02-01', rng.int(0, 200)), noExp: true });
  out.push({
    key: 'issue-only-valid',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['missing expiration date'],
    data: {
      'certifications.0.issue_date': f.doneIso,
      'certifications.0.expiration_date': twoYearsEndOfMonth(f.doneIso),
    },
    note: 'no printed end: end of the month two years after completion',
  });

  p = k.person();
  f = make(p, { doneIso: addDays('2024-05-01', rng.int(0, 150)), noExp: true, type: 'cpr' });
  out.push({
    key: 'issue-only-lapsed',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': twoYearsEndOfMonth(f.doneIso) },
  });

  p = k.person();
  f = make(p, { noId: true, doneIso: addDays('2025-09-01', rng.int(0, 300)) });
  out.push({
    key: 'no-certificate-id',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['missing id'],
    data: {},
  });

  p = k.person();
  f = make(p, {
    type: 'first_aid',
    doneIso: addDays('2025-09-01', rng.int(0, 300)),
    nameStyle: 'FIRST_LAST',
  });
  out.push({
    key: 'first-aid-card',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      'certifications.0.type': 'first_aid',
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });
  return out;
}
