// A printed plastic (PVC) wallet card, laid front and back side by side on a counter or a scanner glass and
// photographed. The front carries the provider band, the course title and the holder's name in embossed capitals;
// the back has a magnetic stripe, a small table (the provider's own two date captions, certificate no., training
// center, instructor and instructor ID), the holder's own signature on a signature panel and a verify line. Each
// provider words its dates differently: "Certification Date / Expiration Date", "Date Issued / Valid Thru MM/YYYY",
// "Issued / Expires" with a month name, "Class Date / Expires". An independent school's card says that it follows
// the heart association's guidelines, and a neonatal resuscitation card comes from a pediatrics academy.
import {
  addDays,
  addYears,
  endOfMonth,
  addMonths,
  fmt,
  nameAs,
  personData,
  requestPerson,
} from '../../lib/core.mjs';
import { barcode, esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r13_plastic_wallet_card_front_back_photo',
  split: 'tuning',
  renderings: { text_pdf: 17, photo: 66, scan_image: 17 },
  description:
    'Printed plastic wallet card photographed front and back side by side: provider band, course title, embossed holder name on the front; magnetic stripe, provider-specific date captions (Certification / Expiration Date, Date Issued / Valid Thru MM/YYYY, Issued / Expires, Class Date / Expires), certificate no., training center, instructor ID, the holder\u2019s signature panel and a verify line on the back; ASHI, National Safety Council, ProTrainings, an independent school citing AHA guidelines, an NRP provider card',
};

const PROV = {
  ashi: {
    issuer: 'american_safety_health_institute',
    org: 'American Safety & Health Institute',
    short: 'ASHI',
    tag: 'an HSI company · Emergency care training',
    color: '#0b3a6f',
    accent: '#f2b705',
    course: 'Basic Life Support',
    sub: 'BLS for Healthcare Providers and Professional Rescuers',
    type: 'bls',
    labels: ['Certification Date', 'Expiration Date'],
    ds: 'us',
    verify: 'Verify: otis.example/ashi-verify',
    tcs: ['Rio Salado Safety Training, TC #28817', 'Cumberland Gap EMS Education, TC #31420'],
  },
  nsc: {
    issuer: 'national_safety_council',
    org: 'National Safety Council',
    short: 'NSC',
    tag: 'First Aid · CPR · AED Training',
    color: '#00573f',
    accent: '#9ccf3c',
    course: 'Adult CPR & AED',
    sub: 'Workplace rescuer course — 2020 guidelines',
    type: 'cpr',
    labels: ['Date Issued', 'Valid Thru'],
    ds: 'us',
    monthOnly: true,
    verify: 'Card authenticity: nsc-cards.example/lookup',
    tcs: ['Prairie Lantern Safety Institute', 'Bitterroot Workplace Safety LLC'],
  },
  pro: {
    issuer: 'protrainings',
    org: 'ProTrainings',
    short: 'PRO',
    tag: 'Blended and online CPR training',
    color: '#b3121f',
    accent: '#1d1d1d',
    course: 'BLS for Healthcare Providers',
    sub: 'Online course with in-person skills evaluation',
    type: 'bls',
    labels: ['Issued', 'Expires'],
    ds: 'mon',
    verify: 'Verify at verify.protrainings.example with the certificate no.',
    tcs: ['Skills evaluation: Lakeshore Skills Lab, Madison WI', 'Skills evaluation: Sandhill CPR, Omaha NE'],
  },
  indep: {
    issuer: 'other',
    org: 'Ridgeline Rescue Academy',
    short: 'RRA',
    tag: 'Independent CPR & first aid school',
    color: '#3d3d3d',
    accent: '#e4572e',
    course: 'Basic Life Support (BLS) Provider',
    sub: 'Course content follows the 2020 AHA Guidelines for CPR and ECC',
    type: 'bls',
    labels: ['Class Date', 'Expires'],
    ds: 'us_nz',
    verify: 'Ridgeline Rescue Academy is an independent training company and is not affiliated with the AHA.',
    tcs: ['Ridgeline Rescue Academy — Tulsa campus', 'Ridgeline Rescue Academy — Mobile classes'],
  },
  aap: {
    issuer: 'other',
    org: 'American Academy of Pediatrics',
    short: 'AAP',
    tag: 'Neonatal Resuscitation Program®',
    color: '#00558c',
    accent: '#f39c12',
    course: 'NRP Provider',
    sub: 'Neonatal Resuscitation Program — Essentials and Advanced, 8th edition',
    type: 'nrp',
    labels: ['Issue Date', 'Expiration Date'],
    ds: 'us',
    verify: 'Verify the provider status through the NRP learning platform.',
    tcs: ['Children\u2019s Hospital of the Plains, NRP Instructor Group', 'Sutter Creek Perinatal Education'],
  },
};
const INSTRUCTORS = [
  'Brenda Kowalik',
  'Marcus Fenwick',
  'Aurelio Tamez',
  'Joan Ellsworth',
  'Priya Kandasamy',
];

function cards(f) {
  const P = f.prov;
  const front = `<div class="card" style="transform:rotate(${f.rot1}deg)">
   <div class="band" style="background:${P.color}">${logo({ initials: P.short, color: P.accent, fg: P.color, shape: 'circle', size: 34 })}<div><div class="org">${esc(P.org)}</div><div class="tag">${esc(P.tag)}</div></div></div>
   <div class="crs" style="color:${P.color}">${esc(P.course)}</div>
   <div class="sub">${esc(P.sub)}</div>
   <div class="small">This card certifies that</div>
   <div class="emb">${esc(f.name)}</div>
   <div class="small">has successfully completed the cognitive and skills evaluations of the course named above.</div>
   <div class="stripe" style="background:${P.accent}"></div>
   <div class="sl">${seal({ text: `${P.short} · CERTIFIED PROVIDER · `, inner: '♥', color: P.color, size: 40 })}</div>
  </div>`;
  const back = `<div class="card back" style="transform:rotate(${f.rot2}deg)">
   <div class="mag"></div>
   <table class="bt">
    <tr><td class="c">${esc(P.labels[0])}</td><td class="v">${esc(f.issued)}</td><td class="c">${esc(P.labels[1])}</td><td class="v">${esc(f.expires)}</td></tr>
    <tr><td class="c">Certificate No.</td><td class="v" colspan="3">${esc(f.cert)}</td></tr>
    <tr><td class="c">Training Center</td><td class="v" colspan="3">${esc(f.tc)}</td></tr>
    <tr><td class="c">Instructor</td><td class="v">${esc(f.instr)}</td><td class="c">Instr. ID</td><td class="v">${esc(f.instrId)}</td></tr>
   </table>
   <div class="sp"><span class="c">Holder signature</span> ${sig(f.holderSig, { font: f.sigFont, ink: '#1a2b6d', size: '1.35em', rot: -2 })}</div>
   <div class="ver">${esc(P.verify)}</div>
   <div class="bc">${barcode(f.rng, { width: 110, height: 16 })}</div>
  </div>`;
  return front + back;
}

function render(f) {
  const css = `
  .wrap { display:flex; gap:0.3in; padding:0.28in 0.3in; }
  .card { width:3.37in; height:2.125in; border-radius:10px; background:#fdfdfb; border:1px solid #bbb; box-shadow:1px 2px 4px rgba(0,0,0,.35); overflow:hidden; position:relative; font-size:6.8pt; }
  .band { display:flex; gap:6px; align-items:center; padding:4px 8px; color:#fff; }
  .band .org { font-weight:bold; font-size:9pt; } .band .tag { font-size:6pt; opacity:.9; }
  .crs { font-weight:bold; font-size:11.5pt; padding:4px 9px 0; }
  .sub { font-size:6.3pt; color:#333; padding:0 9px 3px; }
  .small { font-size:6.2pt; color:#444; padding:0 9px; }
  .emb { font-family:${FONTS.courier}; font-weight:bold; font-size:11pt; letter-spacing:1.2px; padding:3px 9px; color:#2a2a2a; text-shadow:0.6px 0.6px 0 #fff, -0.5px -0.5px 0 #999; }
  .stripe { position:absolute; left:0; right:0; bottom:0; height:7px; }
  .sl { position:absolute; right:7px; bottom:11px; opacity:.85; }
  .mag { height:0.32in; background:#1b1b1b; margin-top:0.14in; }
  table.bt { width:100%; margin-top:5px; } table.bt td { padding:1.5px 6px; font-size:6.6pt; border-bottom:0.6px solid #ccc; }
  table.bt td.c { color:#555; font-size:5.9pt; white-space:nowrap; } table.bt td.v { font-weight:bold; font-family:${FONTS.sans}; font-size:7.4pt; }
  .sp { margin:4px 6px 0; background:repeating-linear-gradient(45deg,#f1eee4,#f1eee4 4px,#e8e3d2 4px,#e8e3d2 8px); border:0.6px solid #bbb; height:0.3in; display:flex; align-items:center; gap:6px; padding:0 5px; }
  .sp .c { font-size:5.4pt; color:#555; }
  .ver { font-size:5.4pt; color:#333; padding:3px 6px 0; }
  .bc { position:absolute; right:6px; bottom:4px; }`;
  return page({
    title: 'Wallet card',
    size: '7.65in 2.7in',
    margin: '0',
    body: `<div class="wrap">${cards(f)}</div>`,
    css,
    font: FONTS.open,
    bg: '#d9d4c7',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, key, issueIso, o = {}) => {
    const P = PROV[key];
    const expIso = P.monthOnly ? endOfMonth(addMonths(issueIso, 24)) : addYears(issueIso, 2);
    const instr = rng.pick(INSTRUCTORS);
    return {
      prov: P,
      rng,
      rot1: rng.float(-2, 2).toFixed(2),
      rot2: rng.float(-2, 2).toFixed(2),
      name: nameAs(p, o.nameStyle || rng.pick(['FIRST_MI_LAST', 'FIRST_LAST'])),
      issued: fmt(issueIso, P.ds),
      expires: P.monthOnly ? fmt(expIso, 'mm_yyyy') : fmt(expIso, P.ds),
      cert:
        key === 'pro'
          ? `PT-${rng.digits(7)}`
          : key === 'aap'
            ? `NRP${rng.digits(9)}`
            : key === 'nsc'
              ? `${rng.digits(3)}-${rng.digits(6)}`
              : `${rng.alnum(3)}${rng.digits(5)}-${rng.letters(2)}`,
      tc: rng.pick(P.tcs),
      instr: `${instr.split(' ')[0][0]}. ${instr.split(' ')[1]}`,
      instrId: key === 'nsc' ? `NSC-${rng.digits(5)}` : `${rng.letters(2)}${rng.digits(6)}`,
      holderSig: `${p.first} ${p.last}`,
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
    };
  };
  const data = (f) => ({
    'certifications.0.type': f.prov.type,
    'certifications.0.issuer': f.prov.issuer,
    'certifications.0.id': f.cert,
    'certifications.0.issue_date': f.issueIso,
    'certifications.0.expiration_date': f.expIso,
  });
  const out = [];

  let p = k.person();
  let f = make(p, 'ashi', addDays('2025-01-13', rng.int(0, 600)));
  out.push({
    key: 'ashi-bls-full-dates',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: '"Certification Date" and "Expiration Date" on the back; the holder\u2019s own signature is on the signature panel',
  });

  p = k.person();
  f = make(p, 'nsc', addDays('2025-02-03', rng.int(0, 560)));
  out.push({
    key: 'nsc-cpr-valid-thru-month',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: `"Valid Thru ${f.expires}" is a month only: valid through ${f.expIso}`,
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = make(p, 'pro', addDays('2025-03-10', rng.int(0, 520)), { nameStyle: 'nick_last' });
  out.push({
    key: 'protrainings-bls-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...data(f), ...personData('match', null) },
    note: `the card is printed "${f.name}", a common nickname of ${p.first}; "Issued" / "Expires" with month names`,
  });

  p = k.person();
  f = make(p, 'ashi', addDays('2024-01-15', rng.int(0, 250)));
  out.push({
    key: 'ashi-bls-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso },
    note: `"Expiration Date ${f.expires}" is before valid_on`,
  });

  p = k.person();
  f = make(p, 'indep', addDays('2025-05-05', rng.int(0, 420)));
  out.push({
    key: 'independent-school-cites-aha-guidelines',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'other', 'certifications.0.type': 'bls' },
    note: 'an independent school\u2019s BLS card; "follows the 2020 AHA Guidelines" names the guidelines, not the issuer, and the back says the school is not affiliated with the AHA',
  });

  p = k.person();
  f = make(p, 'aap', addDays('2025-04-07', rng.int(0, 450)));
  out.push({
    key: 'nrp-provider-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'nrp', 'certifications.0.expiration_date': f.expIso },
    note: 'a current Neonatal Resuscitation Program provider card; nrp is not in the default accepted_types (the pediatrics academy is also not a listed issuer, so `unsupported issuer` may be reported too)',
  });

  const order = rng.shuffle(['photo', 'photo', 'photo', 'photo', 'scan_image', 'text_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
