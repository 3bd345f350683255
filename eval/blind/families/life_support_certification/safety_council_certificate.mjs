// A landscape certificate of completion with ornamental border and seal from a national safety council program,
// long-form dates, "Certificate expires" line, certificate number bottom-left, instructor signature bottom-right.
import { addDays, addYears, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'safety_council_certificate',
  split: 'blind',
  description:
    'Landscape certificate of completion with border and seal (national safety council), long dates, expiry line, number, signature',
};

const COURSE = {
  cpr: 'Adult CPR and AED',
  first_aid: 'First Aid, CPR & AED',
  bls: 'Basic Life Support (BLS) for Healthcare Providers',
};

function render(f) {
  const css = `
  .frame { position:absolute; inset:0.35in; border:6px double #1f4e79; padding:0.35in 0.5in; text-align:center; }
  .t1 { font-family:${FONTS.caladea}; font-size:30pt; color:#1f4e79; letter-spacing:3px; margin-top:6px; }
  .t2 { font-size:11pt; letter-spacing:4px; color:#555; }
  .nm { font-family:${FONTS.caladea}; font-size:26pt; margin:16px auto 4px; border-bottom:1px solid #333; display:inline-block; padding:0 30px; }
  .crs { font-size:16pt; font-weight:bold; color:#1f4e79; margin:8px 0; }
  .low { position:absolute; left:0.5in; right:0.5in; bottom:0.35in; display:flex; justify-content:space-between; align-items:flex-end; font-size:9.5pt; text-align:left; }`;
  const body = `<div class="frame">
  <div style="font-weight:bold;color:#1f4e79;font-size:12pt">NATIONAL SAFETY COUNCIL</div>
  <div class="t1">Certificate of Completion</div><div class="t2">THIS IS TO CERTIFY THAT</div>
  <div class="nm">${esc(f.name)}</div>
  <div>has successfully completed the National Safety Council</div>
  <div class="crs">${esc(COURSE[f.type])}</div>
  <div>course, including the written and practical skills evaluations, on <b>${esc(f.done)}</b>.</div>
  <div style="margin-top:6px">Certificate expires: <b>${esc(f.exp)}</b></div>
  <div class="low"><div>Certificate No. <b>${esc(f.id)}</b><br>Training Center: ${esc(f.tc)}<br>${esc(f.city)}</div>
   <div style="text-align:center">${seal({ text: '· NATIONAL SAFETY COUNCIL · FIRST AID CPR AED ', inner: '✚', color: '#1f4e79', size: 100 })}</div>
   <div style="text-align:center"><div style="height:48px">${sig(f.instr, { font: f.sigFont, size: '2.2em' })}</div><div style="border-top:1px solid #333;padding:2px 20px 0">${esc(f.instr)}, Instructor #${esc(f.instrNo)}</div></div></div>
  </div>`;
  return page({ title: 'Certificate', body, css, size: 'letter landscape', margin: '0', font: FONTS.serif });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const doneIso = o.doneIso || addDays('2025-01-15', rng.int(0, 600));
    const expIso = addYears(doneIso, 2);
    const ds = o.ds || rng.pick(['long', 'dmy_long', 'long']);
    return {
      name: nameAs(p, o.nameStyle || 'full'),
      type: o.type || 'cpr',
      done: fmt(doneIso, ds),
      exp: fmt(expIso, ds),
      id: `NSC-${rng.digits(4)}-${rng.digits(6)}`,
      tc: rng.pick(['Summit Workplace Safety', 'Blue Heron Training Co.', 'Prairie First Aid Institute']),
      city: rng.pick(['Omaha, Nebraska', 'Boise, Idaho', 'Raleigh, North Carolina']),
      instr: rng.pick(['Gordon Whitby', 'Alana Brisco', 'Reggie Tallent']),
      instrNo: rng.digits(6),
      sigFont: rng.pick(SIGS),
      doneIso,
      expIso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, { doneIso: addDays('2025-03-01', rng.int(0, 500)) });
  out.push({
    key: 'cpr-current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'national_safety_council',
      'certifications.0.issue_date': f.doneIso,
      'certifications.0.expiration_date': f.expIso,
      'certifications.0.id': f.id,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { doneIso: addDays('2024-02-01', rng.int(0, 240)), ds: 'dmy_long' });
  out.push({
    key: 'expired-2026',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(otherPerson(k.person, p), { doneIso: addDays('2025-05-01', rng.int(0, 300)) });
  out.push({
    key: 'other-name',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, { type: 'bls', doneIso: addDays('2025-05-01', rng.int(0, 300)) });
  out.push({
    key: 'sent-as-food-handler',
    person: requestPerson(p),
    document_type: 'food_handler_certification',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });

  p = k.person();
  f = make(p, { type: 'bls', doneIso: addDays('2025-08-01', rng.int(0, 300)), nameStyle: 'plain' });
  out.push({
    key: 'bls-current-plain-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });
  return out;
}
