// A hospital professional-development department's Certificate of Continuing Education for a life-support course:
// the CE part (participant, activity title, course code, activity date, location, format, contact hours awarded, the
// accreditation / approval statement with a provider number, the nurse planner's signature) sits above a separate
// "Life support credential" panel giving what the training center issued: credential, issuing organisation (via the
// department's AHA Training Center, Red Cross licensed training provider or ASHI training center), card / eCard code,
// issue date and the end as printed by that organisation (AHA: recommended renewal MM/YYYY; ASHI: a full date; Red
// Cross: none printed). The CE certificate's own date of issue and the approval's expiry are not the card's dates.
import { addDays, endOfMonth, fmt, nameAs, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r10_ce_contact_hours_certificate',
  split: 'tuning',
  description:
    'Hospital professional-development Certificate of Continuing Education for a BLS / ACLS / CPR course: participant, activity title, course code, activity date, contact hours, CNE approval statement with provider no. and expiry, nurse planner signature; below it a "Life support credential issued" panel (credential, issuing organisation via the training center, card / eCard code or "to be issued", issue date, recommended renewal MM/YYYY, a full valid-through date or nothing)',
};

const DEPTS = [
  {
    org: 'Covenant Hills Medical Center',
    dept: 'Center for Clinical Education & Professional Development',
    city: 'Knoxville, TN',
    color: '#1f3f6e',
    approver: 'Appalachian Nursing Education Council',
  },
  {
    org: 'Harborpoint Regional Health',
    dept: 'Nursing Professional Development',
    city: 'Savannah, GA',
    color: '#115e59',
    approver: 'Southeastern Continuing Nursing Education Alliance',
  },
  {
    org: 'Bellmont Surgical Hospital',
    dept: 'Education & Simulation Services',
    city: 'Tulsa, OK',
    color: '#6b2d5c',
    approver: 'Plains States Nurses Association',
  },
];
const ISSUERS = {
  aha: {
    tc: 'an American Heart Association Training Center',
    org: 'American Heart Association',
    slug: 'american_heart_association',
    codeLabel: 'eCard code',
  },
  arc: {
    tc: 'an American Red Cross Licensed Training Provider',
    org: 'American Red Cross',
    slug: 'american_red_cross',
    codeLabel: 'Certificate ID',
  },
  ashi: {
    tc: 'an American Safety & Health Institute Authorized Training Center',
    org: 'American Safety & Health Institute (ASHI)',
    slug: 'american_safety_health_institute',
    codeLabel: 'Certification no.',
  },
};
const COURSES = {
  bls: { title: 'BLS Provider — Renewal (Instructor-led)', cred: 'BLS Provider', hours: '4.0', code: 'BLS' },
  acls: { title: 'ACLS Provider — Initial Course', cred: 'ACLS Provider', hours: '12.5', code: 'ACLS' },
  cpr: { title: 'CPR and AED for the Healthcare Workplace', cred: 'CPR / AED', hours: '3.0', code: 'CPR' },
};

function render(f) {
  const dp = f.dept;
  const css = `
  .frame { border:2px solid ${dp.color}; padding:18px 26px 14px; min-height:9.6in; position:relative; }
  .hd { display:flex; align-items:center; gap:12px; } .hd .o { font-size:14pt; font-weight:bold; color:${dp.color}; } .hd .d { font-size:9.5pt; }
  .ttl { text-align:center; margin:18px 0 2px; font-size:20pt; font-family:${FONTS.caladea}; color:${dp.color}; letter-spacing:1px; }
  .sub { text-align:center; font-size:9.5pt; color:#444; }
  .nm { text-align:center; font-size:18pt; font-family:${FONTS.caladea}; margin:16px auto 2px; border-bottom:1px solid #777; width:70%; padding-bottom:2px; }
  .nml { text-align:center; font-size:8pt; color:#555; }
  table.ce { margin:16px auto 0; font-size:10pt; width:92%; } table.ce td { padding:4px 8px; border-bottom:1px dotted #bbb; } table.ce td.l { width:34%; color:#444; }
  .acc { margin:12px auto 0; width:92%; font-size:8.4pt; line-height:1.35; color:#222; }
  .cred { margin:16px auto 0; width:92%; border:1.5px solid #333; }
  .cred .h { background:#333; color:#fff; font-size:9pt; font-weight:bold; padding:3px 8px; letter-spacing:0.6px; }
  .cred table { width:100%; font-size:10pt; } .cred td { padding:4px 8px; } .cred td.l { width:34%; color:#444; font-size:9pt; }
  .sg { display:flex; justify-content:space-between; align-items:flex-end; margin:16px auto 0; width:92%; font-size:8.8pt; }
  .sg .ln { border-top:1px solid #333; padding-top:2px; min-width:2.6in; }`;
  const c = f.cred;
  const body = `<div class="frame">
  <div class="hd">${logo({
    initials: dp.org
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 3),
    color: dp.color,
    shape: 'square',
    size: 46,
  })}<div><div class="o">${esc(dp.org)}</div><div class="d">${esc(dp.dept)} · ${esc(dp.city)}</div></div></div>
  <div class="ttl">Certificate of Continuing Education</div>
  <div class="sub">This certifies that</div>
  <div class="nm">${esc(f.name)}</div><div class="nml">Participant</div>
  <div class="sub" style="margin-top:8px">has successfully completed the continuing education activity below.</div>
  <table class="ce">
   <tr><td class="l">Activity title</td><td><b>${esc(f.course.title)}</b></td></tr>
   <tr><td class="l">Course code</td><td>${esc(f.courseCode)}</td></tr>
   <tr><td class="l">Date of activity</td><td>${esc(f.actDate)}</td></tr>
   <tr><td class="l">Location</td><td>${esc(f.room)}, ${esc(dp.org)}</td></tr>
   <tr><td class="l">Contact hours awarded</td><td><b>${esc(f.course.hours)}</b> contact hours</td></tr>
  </table>
  <div class="acc">${esc(dp.org)} ${esc(dp.dept)} is approved as a provider of nursing continuing professional development by the ${esc(dp.approver)} (Provider No. ${esc(f.prov)}, approval valid through ${esc(f.provExp)}). Participants must attend the entire activity and pass the skills and written evaluations to receive contact hours. Keep this certificate for four years.</div>
  <div class="cred"><div class="h">LIFE SUPPORT CREDENTIAL ISSUED</div><table>
   <tr><td class="l">Credential</td><td><b>${esc(c.cred)}</b></td></tr>
   <tr><td class="l">Issuing organization</td><td>${esc(c.org)} — course conducted by ${esc(dp.org)}, ${esc(c.tc)}${c.tcId ? ` (TC ID ${esc(c.tcId)})` : ''}</td></tr>
   <tr><td class="l">${esc(c.codeLabel)}</td><td>${c.id ? `<b>${esc(c.id)}</b>` : `<i>${esc(c.pending)}</i>`}</td></tr>
   <tr><td class="l">Issue date</td><td>${esc(c.issue)}</td></tr>
   ${c.endLabel ? `<tr><td class="l">${esc(c.endLabel)}</td><td><b>${esc(c.end)}</b></td></tr>` : ''}
  </table></div>
  <div class="sg"><div><div>${sig(f.planner, { font: f.sigFont, size: '1.8em' })}</div><div class="ln">${esc(f.planner)}, ${esc(f.plannerCred)}<br>Nurse Planner / Education Director</div></div>
   <div style="text-align:center">${seal({ text: `${dp.org.toUpperCase()} • CNE PROVIDER • `, inner: '✚', color: dp.color, size: 92 })}<div style="font-size:8pt">Certificate issued ${esc(f.certDate)}</div></div></div>
  </div>`;
  return page({
    title: 'Certificate of Continuing Education',
    body,
    css,
    font: FONTS.sans,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, iss, course, issueIso, o = {}) => {
    const I = ISSUERS[iss];
    const ds = o.ds || rng.pick(['long', 'us', 'mon']);
    const dept = rng.pick(DEPTS);
    const id =
      iss === 'aha'
        ? `${rng.digits(12)}`
        : iss === 'arc'
          ? `${rng.alnum(6)}-${rng.digits(4)}`
          : `ASHI-${rng.digits(7)}`;
    return {
      dept,
      sigFont: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
      course: COURSES[course],
      courseCode: `${dept.org.split(' ')[0].slice(0, 3).toUpperCase()}-${COURSES[course].code}-${fmt(issueIso, 'compact').slice(2, 6)}-${rng.digits(2)}`,
      actDate: fmt(issueIso, ds),
      room: rng.pick(['Simulation Lab B', 'Education Center Room 214', 'Skills Lab 3']),
      prov: `${rng.letters(2)}-${rng.digits(4)}`,
      provExp: fmt(addDays('2028-06-30', rng.int(0, 400)), 'long'),
      planner: rng.pick(['Adrienne Coltrane', 'Marisa Vanterpool', 'Howard Lindgren']),
      plannerCred: rng.pick(['MSN, RN, NPD-BC', 'DNP, RN', 'MSN, RN, CCRN']),
      certDate: fmt(addDays(issueIso, rng.int(0, 3)), ds),
      id,
      cred: {
        cred: COURSES[course].cred,
        org: I.org,
        tc: I.tc,
        tcId: iss === 'aha' ? `${rng.letters(2)}${rng.digits(5)}` : '',
        codeLabel: I.codeLabel,
        id: o.noId ? '' : id,
        pending: 'To be issued by the Training Center within 20 business days',
        issue: fmt(issueIso, ds),
        endLabel: null,
        end: '',
      },
    };
  };

  // 1 — AHA BLS, recommended renewal month
  let p = k.person();
  let issue = addDays('2025-09-10', rng.int(0, 380));
  let exp = endOfMonth(twoYearsEndOfMonth(issue));
  let f = make(p, 'aha', 'bls', issue);
  f.cred.endLabel = 'Recommended renewal';
  f.cred.end = fmt(exp, 'mm_yyyy');
  out.push({
    key: 'aha-bls-renewal-month',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'recommended renewal MM/YYYY ends on the month\u2019s last day; the CE approval expiry and the certificate issue date are not the card\u2019s end',
  });

  // 2 — ASHI CPR/AED with a printed valid-through date
  p = k.person();
  issue = addDays('2025-05-01', rng.int(0, 400));
  exp = addDays(issue, 730);
  f = make(p, 'ashi', 'cpr', issue);
  f.cred.endLabel = 'Certification valid through';
  f.cred.end = fmt(exp, rng.pick(['long', 'us']));
  out.push({
    key: 'ashi-cpr-valid-through',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.id': f.id,
      'certifications.0.expiration_date': exp,
      'person.name.status': 'match',
    },
  });

  // 3 — Red Cross BLS, no end printed
  p = k.person();
  issue = addDays('2025-03-01', rng.int(0, 500));
  f = make(p, 'arc', 'bls', issue);
  out.push({
    key: 'red-cross-bls-no-end-printed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['missing expiration date'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': twoYearsEndOfMonth(issue),
      'person.name.status': 'match',
    },
    note: 'only an issue date: valid through the end of the month two years later',
  });

  // 4 — AHA BLS whose renewal month has passed
  p = k.person();
  issue = addDays('2024-02-01', rng.int(0, 200));
  exp = twoYearsEndOfMonth(issue);
  f = make(p, 'aha', 'bls', issue);
  f.cred.endLabel = 'Recommended renewal';
  f.cred.end = fmt(exp, 'mm_yyyy');
  out.push({
    key: 'aha-bls-renewal-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.expiration_date': exp },
    note: `recommended renewal ${fmt(exp, 'mm_yyyy')}, before valid_on; the CE provider approval is still valid`,
  });

  // 5 — eCard code not yet issued
  p = k.person();
  issue = addDays('2026-10-20', rng.int(0, 25));
  exp = twoYearsEndOfMonth(issue);
  f = make(p, 'aha', 'bls', issue, { noId: true });
  f.cred.endLabel = 'Recommended renewal';
  f.cred.end = fmt(exp, 'mm_yyyy');
  out.push({
    key: 'ecard-code-to-be-issued',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.id': null },
    note: 'the eCard code line says it will be issued within 20 business days; the course code and CE provider no. are not the card id',
  });

  // 6 — ACLS where the client accepts only BLS / CPR
  p = k.person();
  issue = addDays('2025-08-01', rng.int(0, 400));
  exp = twoYearsEndOfMonth(issue);
  f = make(p, 'aha', 'acls', issue);
  f.cred.endLabel = 'Recommended renewal';
  f.cred.end = fmt(exp, 'mm_yyyy');
  out.push({
    key: 'acls-client-accepts-bls-cpr',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_types: ['bls', 'cpr'] },
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'acls', 'certifications.0.expiration_date': exp },
    note: 'a valid ACLS Provider credential, but the client accepts only BLS and CPR',
  });
  return out;
}
