// An A4 certificate printed by an overseas training centre for nurses trained abroad (Philippines, Gulf, India):
// "This is to certify that" with the name in capitals, the course title, the programme whose guidelines were
// followed, the training centre's accreditation line naming the issuing organisation, a certificate number, dates
// day-first (DD/MM/YYYY or "12th March 2025") and either a printed expiry or "valid for two years".
import {
  addDays,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r6_intl_training_centre_certificate',
  split: 'blind',
  description:
    'A4 certificate from an overseas training centre (Manila, Dubai, Kochi): name in capitals, course, accreditation line naming the issuing organisation, certificate no., DD/MM/YYYY or ordinal dates, printed expiry or "valid for two years"',
};

const ISSUERS = {
  aha: {
    key: 'american_heart_association',
    line: 'An Authorized International Training Center of the American Heart Association',
  },
  ashi: {
    key: 'american_safety_health_institute',
    line: 'Authorized Training Center of the American Safety & Health Institute (ASHI)',
  },
  other: { key: 'other', line: 'Accredited by the Gulf Council for Emergency Care Education (GCECE)' },
};

function ordinal(isoDate) {
  const [y, , d] = isoDate.split('-').map(Number);
  const s =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${d}${s} ${fmt(isoDate, 'month_yyyy').split(' ')[0]} ${y}`;
}
function dmy(isoDate) {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

function render(f) {
  const D = f.ordinal ? ordinal : dmy;
  const css = `
  .frame { border:10px double ${f.color}; padding:26px 34px; height:273mm; position:relative; text-align:center; }
  .org { font-family:${FONTS.caladea}; font-size:20pt; color:${f.color}; font-weight:bold; }
  .acc { font-size:9pt; font-style:italic; margin-top:3px; }
  .title { font-family:${FONTS.caladea}; font-size:30pt; margin:34px 0 10px; letter-spacing:2px; }
  .name { font-family:${FONTS.caladea}; font-size:22pt; font-weight:bold; border-bottom:1px solid #333; display:inline-block; padding:0 30px 3px; margin:14px 0; }
  .course { font-size:16pt; font-weight:bold; color:${f.color}; margin:8px 0; }
  .meta { margin:28px auto 0; width:80%; font-size:11pt; text-align:left; }
  .meta td { padding:5px 8px; border-bottom:1px solid #ccc; }
  .sigs { position:absolute; bottom:60px; left:40px; right:40px; display:flex; justify-content:space-between; font-size:9pt; }
  .sigs div { width:42%; border-top:1px solid #333; padding-top:3px; }`;
  const body = `<div class="frame">
  <div class="org">${esc(f.centre)}</div>
  <div style="font-size:9.5pt">${esc(f.addr)}</div>
  <div class="acc">${esc(ISSUERS[f.issuer].line)}</div>
  <div class="title">CERTIFICATE OF COMPLETION</div>
  <div>This is to certify that</div>
  <div class="name">${esc(f.name)}</div>
  <div>has successfully completed the cognitive and skills evaluation of the</div>
  <div class="course">${esc(f.course)}</div>
  <div style="font-size:10pt">${esc(f.hours)} · conducted in accordance with current international resuscitation guidelines</div>
  <table class="meta">
    <tr><td>Certificate No.</td><td><b>${esc(f.certNo)}</b></td></tr>
    <tr><td>Date of Course / Issue</td><td>${esc(D(f.issued))}</td></tr>
    <tr><td>${f.expiry ? 'Valid Until' : 'Validity'}</td><td>${esc(f.expiry ? D(f.expiry) : 'Valid for two (2) years from the date of issue')}</td></tr>
    <tr><td>Lead Instructor</td><td>${esc(f.instructor)}</td></tr>
  </table>
  <div style="position:absolute;right:50px;bottom:140px">${seal({ text: f.centre.toUpperCase(), inner: '✚', color: f.color, size: 105 })}</div>
  <div class="sigs"><div>${sig(f.instructor, { font: f.sigFont, size: '1.6em' })}<br>Lead Instructor</div><div>${sig(f.director, { font: f.sigFont2, size: '1.6em' })}<br>Training Centre Coordinator</div></div>
  <div style="position:absolute;bottom:18px;left:0;right:0;font-size:8pt;color:#555">Verify this certificate: ${esc(f.verify)} · Dates are shown as day/month/year</div>
  </div>`;
  return page({ title: 'Certificate', size: 'A4', margin: '10mm', body, css, font: FONTS.serif });
}

export function cases(k) {
  const { rng } = k;
  const centres = [
    [
      'Luzon Resuscitation Academy',
      'Unit 804, Ortigas Avenue, Pasig City, Metro Manila, Philippines',
      '#7a1f2b',
    ],
    [
      'Al Noor Clinical Skills Institute',
      'Office 12, Healthcare City Bldg 4, Dubai, United Arab Emirates',
      '#0d5c63',
    ],
    ['Malabar Emergency Care Training Centre', 'MG Road, Ernakulam, Kochi, Kerala 682011, India', '#23408e'],
  ];
  const make = (p, o = {}) => {
    const c = rng.pick(centres);
    const issued = o.issued || addDays('2025-01-15', rng.int(0, 600));
    const issuer = o.issuer || 'aha';
    return {
      centre: c[0],
      addr: c[1],
      color: c[2],
      issuer,
      name: nameAs(o.shown || p, rng.pick(['FIRST_LAST', 'FIRST_MI_LAST'])),
      course:
        o.course ||
        (issuer === 'ashi'
          ? 'CPR and AED — Adult, Child & Infant'
          : 'Basic Life Support (BLS) Provider Course'),
      hours: rng.pick(['8 contact hours', '6 contact hours', '1-day course']),
      certNo: `${c[0].slice(0, 3).toUpperCase()}-${fmt(issued, 'compact').slice(0, 6)}-${rng.digits(4)}`,
      issued,
      expiry: o.noExpiry ? null : o.expiry || addDays(addDays(issued, 730), -1),
      instructor: rng.pick(['Ma. Cristina Dela Paz, RN', 'Rajesh Menon, BSc N', 'Omar Haddadin, EMT-P']),
      director: rng.pick(['Dr. Lourdes Bautista', 'Sunitha Varghese', 'Dr. Faisal Al-Rahbi']),
      verify: `www.${c[0].split(' ')[0].toLowerCase()}-training.example/verify`,
      ordinal: o.ordinal ?? rng.chance(0.5),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
    };
  };
  const out = [];
  const dat = (f, type) => ({
    'certifications.0.type': type,
    'certifications.0.issuer': ISSUERS[f.issuer].key,
    'certifications.0.issue_date': f.issued,
    'certifications.0.expiration_date': f.expiry || twoYearsEndOfMonth(f.issued),
    'certifications.0.id': f.certNo,
  });

  let p = k.person();
  let f = make(p, { issued: addDays('2025-04-01', rng.int(0, 300)), ordinal: false });
  out.push({
    key: 'aha-bls-day-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...dat(f, 'bls'), ...personData('match', null) },
    note: 'AHA course taken at an overseas authorized training center: issuer is the AHA; DD/MM/YYYY dates',
  });

  p = k.person();
  f = make(p, { issuer: 'ashi', noExpiry: true, issued: addDays('2025-06-10', rng.int(0, 200)) });
  out.push({
    key: 'ashi-cpr-two-year-wording',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...dat(f, 'cpr'), ...personData('match', null) },
    note: '"valid for two years from the date of issue" with no printed end: end of the month two years after issue',
  });

  p = k.person();
  f = make(p, { issuer: 'other', course: 'Basic Life Support for Healthcare Providers' });
  out.push({
    key: 'local-council-issuer',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.issuer': 'other' },
    note: 'accredited only by a fictional regional council that is none of the issuers DOMAIN.md names → other',
  });

  p = k.person();
  f = make(p, { issued: addDays('2024-02-05', rng.int(0, 150)) });
  out.push({
    key: 'aha-bls-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expiry, 'certifications.0.type': 'bls' },
    note: 'printed "Valid Until" is before valid_on',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'someone-elses-certificate',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
