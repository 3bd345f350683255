// A training-center coordinator's verification letter: letterhead, recipient block, "This letter verifies ...",
// a small table of course / class date / card number / renewal (full US dates), coordinator signature.
import {
  addDays,
  fmt,
  nameAs,
  otherDob,
  personData,
  phone,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'training_center_letter',
  split: 'blind',
  description:
    'Training-center verification letter with a course/date/card-number/renewal table and coordinator signature',
};

const COURSE = {
  bls: 'BLS Provider',
  acls: 'Advanced Cardiovascular Life Support (ACLS)',
  nrp: 'Neonatal Resuscitation Program (NRP)',
  pals: 'Pediatric Advanced Life Support (PALS)',
};

function render(f) {
  const css = `p { font-size:11pt; line-height:1.45; } table.c { width:100%; margin:10px 0 16px; } table.c th, table.c td { border:1px solid #666; padding:5px 7px; font-size:10pt; text-align:left; } table.c th { background:#eee; }`;
  const body = `
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #8c1d18;padding-bottom:6px">
   <div><div style="font-size:16pt;font-weight:bold;color:#8c1d18">Mercy Pines Hospital</div><div style="font-size:10pt">Clinical Education &amp; Resuscitation Training Center</div></div>
   <div style="font-size:9pt;text-align:right">${esc(f.addr)}<br>${esc(f.phone)}</div></div>
  <p style="margin-top:24px">${esc(f.date)}</p>
  <p>RE: Course completion verification<br>Participant: <b>${esc(f.name)}</b>${f.dob ? ` &nbsp; (DOB ${esc(f.dob)})` : ''}</p>
  <p>This letter verifies that the participant named above successfully completed the following American Heart Association course(s)
  at our Training Center. Course cards are issued electronically; the card numbers are listed for verification.</p>
  <table class="c"><tr><th>Course</th><th>Class date</th><th>Card number</th><th>Renew by</th></tr>
  ${f.rows.map((r) => `<tr><td>${esc(COURSE[r.type])}</td><td>${esc(r.date)}</td><td>${esc(r.id || '')}</td><td>${esc(r.renew)}</td></tr>`).join('')}</table>
  <p>If you need further information, please contact the Training Center office.</p>
  <p style="margin-top:26px">Respectfully,</p>${sig(f.coord, { font: f.sigFont })}
  <p>${esc(f.coord)}, BSN, RN<br>Training Center Coordinator</p>`;
  return page({ title: 'Verification letter', body, css, font: FONTS.sans, margin: '0.8in 0.9in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, rows, o = {}) => ({
    addr: '3300 Pioneer Way, Provo, UT 84601',
    phone: phone(rng, 801),
    date: fmt(o.letterIso || '2026-11-02', 'long'),
    name: nameAs(p, o.nameStyle || 'first_mi_last'),
    dob: o.dob === false ? null : fmt(o.dob || p.dob, 'us'),
    rows: rows.map((r) => ({
      ...r,
      date: fmt(r.iso, 'us'),
      renew: fmt(twoYearsEndOfMonth(r.iso), 'mm_yyyy'),
      id: r.noId ? null : `${rng.digits(12)}`,
    })),
    coord: rng.pick(['Marjorie Tennant', 'Elias Burkholder']),
    sigFont: rng.pick(SIGS),
  });
  const out = [];
  let p = k.person();
  let f = make(p, [{ type: 'bls', iso: addDays('2025-07-01', rng.int(0, 400)) }]);
  out.push({
    key: 'bls-one-row',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issue_date': f.rows[0].iso,
      'certifications.0.expiration_date': twoYearsEndOfMonth(f.rows[0].iso),
      'certifications.0.id': f.rows[0].id,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, [{ type: 'nrp', iso: addDays('2025-07-01', rng.int(0, 400)) }]);
  out.push({
    key: 'nrp-not-accepted',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'nrp' },
  });

  p = k.person();
  f = make(p, [{ type: 'bls', iso: addDays('2025-07-01', rng.int(0, 400)), noId: true }]);
  out.push({
    key: 'card-number-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing id'],
    data: {},
  });

  p = k.person();
  const d1 = addDays('2025-07-01', rng.int(0, 300));
  f = make(
    p,
    [
      { type: 'bls', iso: d1 },
      { type: 'acls', iso: addDays(d1, 1) },
    ],
    { nameStyle: 'last_first_mi' },
  );
  out.push({
    key: 'bls-and-acls',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: { ...personData() },
    note: 'two different course types are not a conflict',
  });

  p = k.person();
  f = make(p, [{ type: 'bls', iso: addDays('2025-07-01', rng.int(0, 400)) }], { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });
  return out;
}
