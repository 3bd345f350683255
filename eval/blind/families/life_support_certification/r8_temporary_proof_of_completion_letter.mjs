// A training site's "temporary proof of course completion" letter, the kind students are handed (or e-mailed) at
// the end of a class while the provider's eCard or certificate is still being issued. Letterhead, a letter date a
// few days after the class, "RE:" line, then prose only: "This is to confirm that … successfully completed the …
// course on March 4th, 2026 …", the card / eCard / certificate number inside a sentence (or a sentence saying it
// will follow), and the renewal stated in words ("recommended renewal is March 2028", "valid for two years from the
// date of the course"). Signed by the training-center coordinator with the instructor named. Variants: two courses
// in one letter, a renewal already passed, a code still pending, a neonatal course from a hospital's education
// department.
import { addDays, fmt, nameAs, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r8_temporary_proof_of_completion_letter',
  split: 'tuning',
  description:
    'Training site "temporary proof of course completion" letter in prose: letter date after the class, RE: line, "This is to confirm that … completed … on March 4th, 2026", eCard code / certificate ID inside a sentence or "to follow", renewal in words (Month YYYY, or "valid two years"); variants with two courses, renewal passed, code pending, an NRP letter from a hospital education department',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${s}`;
}
function wdate(isoDate, style) {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (style === 'ord') return `${MONTHS[m - 1]} ${ordinal(d)}, ${y}`;
  if (style === 'ord_dmy') return `the ${ordinal(d)} of ${MONTHS[m - 1]} ${y}`;
  return fmt(isoDate, style);
}
const monthYear = (isoDate) => {
  const [y, m] = isoDate.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
};

const SITES = {
  aha: {
    name: 'Cascade Lifeline Training',
    tag: 'An American Heart Association Authorized Training Site',
    tc: 'Aligned with Summit Valley Regional Training Center, TC ID WA20417',
    addr: '2214 Pioneer Way, Suite 3, Tacoma, WA 98405 · (253) 555-0192 · classes@cascadelifeline.example',
    color: '#a31621',
    coord: 'Loretta Vance-Ibsen',
    coordTitle: 'Training Site Coordinator',
  },
  aha2: {
    name: 'Red Mesa CPR & Safety',
    tag: 'American Heart Association BLS · ACLS · PALS courses',
    tc: 'Training Center: Sonoran Heart Education Network (TC ID AZ05531)',
    addr: '118 E Juniper Loop, Mesa, AZ 85201 · (480) 555-0136',
    color: '#8c2f1b',
    coord: 'Gilbert Oyama',
    coordTitle: 'Owner / Lead Instructor',
  },
  arc: {
    name: 'Harborlight Safety Education',
    tag: 'Licensed Training Provider of the American Red Cross',
    tc: 'Provider agreement no. LTP-GA-2291',
    addr: '40 Bellwether Ct, Savannah, GA 31401 · (912) 555-0184',
    color: '#b3001b',
    coord: 'Marguerite Ashby',
    coordTitle: 'Program Director',
  },
  nrp: {
    name: 'Prairie Winds Women\u2019s & Children\u2019s Hospital',
    tag: 'Department of Nursing Education & Professional Development',
    tc: 'Neonatal Resuscitation Program\u00ae of the American Academy of Pediatrics',
    addr: '6010 Harmon Blvd, Omaha, NE 68102 · (402) 555-0101',
    color: '#1f4e79',
    coord: 'Colette Brandvold, MSN, RNC-NIC',
    coordTitle: 'Clinical Educator, NRP Instructor',
  },
};

function render(f) {
  const s = f.site;
  const css = `
  .lh { display:flex; align-items:center; gap:12px; padding-bottom:8px; border-bottom:1.5px solid ${s.color}; }
  .lh .n { font-size:16pt; color:${s.color}; font-family:${FONTS.caladea}; font-weight:bold; }
  .lh .t { font-size:9pt; color:#333; } .lh .a { font-size:8pt; color:#555; }
  .body { font-size:11pt; line-height:1.55; margin-top:22px; }
  .body p { margin:0 0 12px; text-align:justify; }
  .re { font-weight:bold; margin:16px 0 14px; }
  .sg { margin-top:20px; }
  .ft { position:fixed; bottom:0; left:0; right:0; font-size:7.5pt; color:#666; text-align:center; border-top:1px solid #ccc; padding-top:3px; }`;
  const body = `
  <div class="lh">${logo({
    initials: s.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: s.color,
    shape: f.shape,
    size: 50,
  })}
  <div><div class="n">${esc(s.name)}</div><div class="t">${esc(s.tag)}</div><div class="a">${esc(s.addr)}</div></div></div>
  <div class="body">
  <div style="text-align:right">${esc(f.letterDate)}</div>
  <div class="re">RE: ${esc(f.re)}</div>
  <p>To whom it may concern:</p>
  ${f.paras.map((p) => `<p>${p}</p>`).join('')}
  <p>Please contact our office at the number above with any questions regarding this ${esc(f.noun)}.</p>
  <div class="sg">Sincerely,<br>${sig(f.sigText, { font: f.sigFont, ink: '#1a2b6d', size: '2em' })}<br><b>${esc(s.coord)}</b><br>${esc(s.coordTitle)}<br><span style="font-size:9pt;color:#444">${esc(s.tc)}</span></div>
  </div>
  <div class="ft">${esc(s.name)} · ${esc(f.footer)}</div>`;
  return page({ title: 'Letter', body, css, font: f.font, margin: '0.75in' });
}

export function cases(k) {
  const { rng } = k;
  const instr = ['Devon Castellano', 'Priyanka Rao', 'Wes Holloway', 'Imelda Sarkis', 'Trent Mbeki'];
  const b = (t) => `<b>${esc(t)}</b>`;
  const base = (siteKey, p, o = {}) => ({
    site: SITES[siteKey],
    shape: rng.pick(['circle', 'shield', 'square']),
    font: rng.pick([FONTS.serif, FONTS.caladea, FONTS.open]),
    sigFont: rng.pick(SIGS),
    sigText: SITES[siteKey].coord.split(',')[0],
    name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
    instructor: rng.pick(instr),
    noun: o.noun || 'letter',
    footer: rng.pick([
      'This letter is not a provider card. Keep it with your records until your card is received.',
      'Temporary documentation — valid only together with the completed course roster on file.',
    ]),
  });
  const out = [];

  // 1. AHA BLS, ordinal date, renewal month in words
  let p = k.person();
  let issue = addDays('2026-01-12', rng.int(0, 260));
  let code = rng.digits(12);
  let f = base(rng.pick(['aha', 'aha2']), p);
  let exp = twoYearsEndOfMonth(issue);
  f.letterDate = wdate(addDays(issue, rng.int(1, 4)), 'long');
  f.re = `Temporary proof of course completion — ${f.name}`;
  f.paras = [
    `This is to confirm that ${b(f.name)} successfully completed the American Heart Association ${b('BLS Provider')} course (classroom, with hands-on skills testing) at our site on ${b(wdate(issue, 'ord'))}, under instructor ${esc(f.instructor)}. The student passed both the written examination and the adult and infant CPR/AED skills tests.`,
    `The student\u2019s AHA eCard has been issued under eCard code ${b(code)} and can be claimed at the AHA eCard site. The recommended renewal date for this course is ${b(monthYear(exp))}.`,
  ];
  out.push({
    key: 'aha-bls-ordinal-date-renewal-month',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': code,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'the letter date is not the course date; renewal given as a month in words: valid through its last day',
  });

  // 2. Red Cross CPR/AED, "valid two years", certificate ID in a sentence
  p = k.person();
  issue = addDays('2025-03-03', rng.int(0, 400));
  code = `${rng.alnum(6)}`;
  f = base('arc', p, { nameStyle: 'full' });
  exp = twoYearsEndOfMonth(issue);
  const ds2 = rng.pick(['ord_dmy', 'dmy_long']);
  f.letterDate = wdate(addDays(issue, rng.int(2, 6)), 'long');
  f.re = 'Adult and Pediatric CPR/AED — confirmation of completion';
  f.paras = [
    `We are pleased to confirm that ${b(f.name)} attended and successfully completed the American Red Cross ${b('Adult and Pediatric CPR/AED')} course on ${b(wdate(issue, ds2))}, taught by ${esc(f.instructor)} at our Savannah classroom.`,
    `The digital certificate has been issued with Certificate ID ${b(code)} and may be validated at the Red Cross certificate lookup. The certification is valid for two years from the date of the course.`,
  ];
  out.push({
    key: 'red-cross-cpr-valid-two-years',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['missing expiration date', 'document expired'],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': code,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'no printed end date, only "valid for two years": corpus reading, through the end of the month two years after the course',
  });

  // 3. BLS and ACLS in one letter
  p = k.person();
  const acls = addDays('2026-03-02', rng.int(0, 200));
  const bls = addDays(acls, -1);
  const c1 = rng.digits(12);
  const c2 = rng.digits(12);
  f = base('aha', p);
  f.letterDate = wdate(addDays(acls, rng.int(1, 3)), 'long');
  f.re = 'Course completion — BLS Provider and ACLS Provider';
  f.paras = [
    `This is to confirm that ${b(f.name)} completed two American Heart Association courses with us this week: the ${b('BLS Provider')} course on ${b(wdate(bls, 'ord'))} (eCard code ${b(c1)}) and the ${b('ACLS Provider')} course on ${b(wdate(acls, 'ord'))} (eCard code ${b(c2)}).`,
    `Both eCards carry a recommended renewal date of ${b(monthYear(twoYearsEndOfMonth(acls)))}${bls.slice(0, 7) !== acls.slice(0, 7) ? ` (BLS: ${b(monthYear(twoYearsEndOfMonth(bls)))})` : ''}. Instructor for both courses: ${esc(f.instructor)}.`,
  ];
  out.push({
    key: 'bls-and-acls-one-letter',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: 'two different course types on consecutive days: not too many certifications',
  });

  // 4. renewal month already passed
  p = k.person();
  issue = addDays('2024-03-04', rng.int(0, 200));
  code = rng.digits(12);
  exp = twoYearsEndOfMonth(issue);
  f = base(rng.pick(['aha', 'aha2']), p);
  f.letterDate = wdate(addDays(issue, rng.int(1, 4)), 'long');
  f.re = `Temporary proof of course completion — ${f.name}`;
  f.paras = [
    `This is to confirm that ${b(f.name)} successfully completed the American Heart Association ${b('BLS Provider')} course at our site on ${b(wdate(issue, rng.pick(['ord', 'us'])))}. Instructor: ${esc(f.instructor)}.`,
    `eCard code: ${b(code)}. Recommended renewal: ${b(monthYear(exp))}.`,
  ];
  out.push({
    key: 'bls-renewal-month-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.issue_date': issue, 'certifications.0.expiration_date': exp },
    note: 'a 2024 class; the recommended renewal month ended before valid_on',
  });

  // 5. eCard code still pending
  p = k.person();
  issue = addDays('2026-08-03', rng.int(0, 90));
  f = base(rng.pick(['aha', 'aha2']), p);
  f.letterDate = wdate(addDays(issue, rng.int(0, 2)), 'long');
  f.re = 'Proof of attendance pending eCard issuance';
  f.paras = [
    `This is to confirm that ${b(f.name)} successfully completed the American Heart Association ${b('BLS Provider')} course on ${b(wdate(issue, 'ord'))} with instructor ${esc(f.instructor)}.`,
    `The course roster has been submitted to our Training Center. The student\u2019s eCard will be issued within 20 business days and the eCard code will be sent to the e-mail address the student registered with; we cannot provide a card number before then. The recommended renewal date will be ${b(monthYear(twoYearsEndOfMonth(issue)))}.`,
  ];
  out.push({
    key: 'ecard-code-not-yet-issued',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.id': null,
      'certifications.0.issue_date': issue,
    },
    note: 'the letter says the eCard code will follow; no card number anywhere (the TC ID is the training center\u2019s, not the card\u2019s)',
  });

  // 6. NRP from a hospital education department
  p = k.person();
  issue = addDays('2026-02-09', rng.int(0, 200));
  f = base('nrp', p, { noun: 'verification' });
  f.letterDate = wdate(addDays(issue, rng.int(3, 10)), 'long');
  f.re = 'Verification of NRP Provider status';
  code = `NRP-${rng.digits(7)}`;
  f.paras = [
    `This is to confirm that ${b(f.name)} completed the ${b('Neonatal Resuscitation Program (NRP) Provider, 8th edition')} course — online Part 1 and the instructor-led event — on ${b(wdate(issue, rng.pick(['ord', 'long'])))}, at our simulation center.`,
    `The provider eCard (no. ${b(code)}) is issued by the American Academy of Pediatrics and is valid for two years, through ${b(monthYear(twoYearsEndOfMonth(issue)))}.`,
  ];
  out.push({
    key: 'nrp-hospital-education-dept',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported type', 'unsupported issuer'],
    data: { 'certifications.0.type': 'nrp', 'certifications.0.issuer': 'other' },
    note: 'NRP is not in the default accepted types, and its issuer (American Academy of Pediatrics) is not one of the named issuers',
  });
  return out;
}
