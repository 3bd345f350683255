// A staffing agency's one-page "Request for Verification of Life Support Training", faxed to the training center
// the worker named and faxed back with the center's answer written in by hand. At the very top the agency's own
// outgoing fax line (its date, time and page count), then the agency letterhead, a To / From / Date sent block and a
// request paragraph. SECTION A is typed by the agency from what the worker said: the name as the worker gave it
// (sometimes a nickname), date of birth, e-mail, the course claimed, an approximate class date and the card or eCard
// number the worker gave (sometimes "not provided", sometimes wrong). SECTION B — TRAINING CENTER RESPONSE is filled
// by the center's coordinator in pen: record located YES / NO ringed, the course completed ticked among six printed
// choices (the others left empty), the organisation the card was issued under, date completed, card issue date,
// recommended renewal or expiration (MM/YYYY or a full date, as the organisation prints it), the eCard code or
// certificate ID written one character per box, the lead instructor and instructor ID, remarks, and the
// coordinator's printed name, signature, date and phone with the training center's rubber stamp over the signature
// line. Variants: an AHA BLS record, a Red Cross BLS record with a full valid-through date and the worker's nickname
// in section A, an ACLS record where the worker's code was wrong and the center writes the right one, a BLS record
// whose renewal month has passed, a PALS record for a client that accepts BLS and ACLS only, and a located BLS record
// whose code boxes are left empty.
import { addDays, addMonths, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r18_training_center_verification_return_fax',
  split: 'tuning',
  renderings: { text_pdf: 30, fax: 35, photo: 20, scanned_pdf: 15 },
  description:
    'Staffing agency "Request for Verification of Life Support Training" faxed to a training center and returned with the center\u2019s answer by hand: agency outgoing fax line and letterhead, To / From / Date sent, SECTION A typed from what the worker said (name as given — a nickname in one —, DOB, course claimed, approximate class date, card no. given or "not provided" or wrong), SECTION B TRAINING CENTER RESPONSE in pen (record located YES / NO ringed, course ticked among six, issuing organisation written in, date completed, card issue date, renewal MM/YYYY or valid-through date, eCard code / certificate ID one character per box, instructor and ID, remarks, coordinator name, signature, date, phone, TC stamp over the signature); AHA BLS, Red Cross BLS, ACLS with the worker\u2019s code corrected, renewal month passed, PALS for a BLS / ACLS-only client, code boxes left empty',
};

const AGENCIES = [
  {
    name: 'Bluewater Nurse Partners',
    dept: 'Credentialing & Compliance',
    addr: '418 Harmon Blvd, Suite 210 · Raleigh, NC 27603',
    phone: '(919) 555-0182',
    fax: '(919) 555-0183',
    form: 'CRD-112',
  },
  {
    name: 'Keystone Clinical Staffing',
    dept: 'Clinical Credentialing Office',
    addr: '7 Bellwether Ct · Worcester, MA 01608',
    phone: '(508) 555-0137',
    fax: '(508) 555-0138',
    form: 'KCS-VER-4',
  },
  {
    name: 'Summit Ridge Healthcare Staffing',
    dept: 'Compliance Department',
    addr: '1650 Whitcomb St · Aurora, CO 80012',
    phone: '(720) 555-0119',
    fax: '(720) 555-0120',
    form: 'SR-CV-09',
  },
];
const RECRUITERS = ['Tamsin Burkhardt', 'Jerome Ilunga', 'Paige Whitcombe', 'Luz Marina Ocampo'];
const TCS = {
  aha: [
    {
      name: 'Sandhill Resuscitation Education',
      sub: 'American Heart Association Training Center',
      tcid: 'TC ID NC20417',
      fax: '(919) 555-0174',
      org: 'American Heart Assoc.',
    },
    {
      name: 'Mercy Valley Hospital — Center for Clinical Education',
      sub: 'AHA Training Center',
      tcid: 'TC ID MA05531',
      fax: '(508) 555-0160',
      org: 'AHA',
    },
    {
      name: 'Front Range Lifesaving Institute',
      sub: 'An American Heart Association Training Center',
      tcid: 'TC ID CO11862',
      fax: '(720) 555-0152',
      org: 'American Heart Association',
    },
  ],
  arc: [
    {
      name: 'Cedar Hollow CPR & Safety',
      sub: 'American Red Cross Licensed Training Provider',
      tcid: 'LTP #A-30958',
      fax: '(919) 555-0141',
      org: 'American Red Cross',
    },
    {
      name: 'Blackstone Valley Safety Training',
      sub: 'Red Cross Licensed Training Provider',
      tcid: 'LTP #A-27714',
      fax: '(508) 555-0129',
      org: 'Amer. Red Cross',
    },
  ],
};
const COURSES = [
  ['bls', 'BLS Provider'],
  ['acls', 'ACLS Provider'],
  ['pals', 'PALS Provider'],
  ['cpr', 'Heartsaver CPR AED'],
  ['first_aid', 'Heartsaver First Aid'],
  ['other', 'Other:'],
];
const COORDS = [
  'Bernadette Quill',
  'Osvaldo Trejo',
  'Kirsten Almquist',
  'Delphine Okoro',
  'Ruth Ann Gaskins',
];
const INSTRUCTORS = [
  ['W. Haverford', '02150118934'],
  ['M. Dziedzic', '02160344871'],
  ['T. Rosenthal', '02170590126'],
  ['A. Villalobos', '02140201577'],
];

function ring(text, ink, on) {
  if (!on) return esc(text);
  return `<span style="display:inline-block;border:2px solid ${ink};border-radius:50%;padding:1px 9px;margin:-3px -9px;transform:rotate(-5deg)">${esc(text)}</span>`;
}

function render(f) {
  const a = f.agency;
  const t = f.tc;
  const H = (x, o = {}) => hand(x, { font: f.pen, ink: f.ink, size: '1.25em', ...o });
  const css = `
  .faxline { font-family:${FONTS.mono}; font-size:8.5pt; display:flex; justify-content:space-between; border-bottom:1px solid #000; padding-bottom:2px; }
  .lh { display:flex; justify-content:space-between; align-items:flex-end; margin-top:8px; }
  .lh .n { font-size:17pt; font-weight:bold; letter-spacing:.3px; } .lh .d { font-size:9pt; }
  .lh .c { text-align:right; font-size:8.5pt; line-height:1.35; }
  .ttl { text-align:center; font-size:13.5pt; font-weight:bold; margin:10px 0 6px; border-top:2px solid #000; border-bottom:2px solid #000; padding:3px 0; letter-spacing:.5px; }
  table.tf { width:100%; font-size:10pt; margin-bottom:6px; } table.tf td { padding:2px 4px; }
  .req { font-size:9.2pt; line-height:1.35; margin:4px 0 8px; }
  .sh { background:#000; color:#fff; font-weight:bold; font-size:10pt; padding:2px 6px; letter-spacing:.4px; }
  table.sa { width:100%; font-size:10pt; border:1.5px solid #000; } table.sa td { border:1px solid #000; padding:3px 6px; height:0.3in; }
  table.sa td.k { width:32%; font-size:8.8pt; background:#eee; }
  .sb { border:2px solid #000; border-top:0; padding:6px 10px 8px; font-size:10pt; }
  .row { display:flex; gap:18px; align-items:flex-end; margin:7px 0; }
  .lbl { font-size:8.8pt; white-space:nowrap; }
  .ln { display:inline-block; border-bottom:1px solid #000; min-width:1.3in; padding:0 4px; min-height:1.35em; }
  .bx { display:inline-block; width:0.27in; height:0.33in; border:1px solid #000; margin-right:-1px; text-align:center; vertical-align:bottom; }
  .opt { display:inline-block; margin-right:14px; font-size:10pt; white-space:nowrap; }
  .au { border:1px dashed #000; margin-top:10px; padding:6px 8px; font-size:8.6pt; white-space:nowrap; }
  .foot { font-size:7.6pt; margin-top:8px; display:flex; justify-content:space-between; color:#222; }
  `;
  const yn = `${ring('YES', f.ink, f.located === 'YES')} &nbsp;&nbsp;&nbsp; ${ring('NO', f.ink, f.located === 'NO')}`;
  const courses = COURSES.map(
    ([v, label]) =>
      `<span class="opt">${box(v === f.courseTick, { ink: f.ink, font: f.pen, style: f.tick })}${esc(label)}${v === 'other' ? ` <span class="ln" style="min-width:1.1in">${H(f.otherCourse || '')}</span>` : ''}</span>`,
  ).join('');
  const chars = (f.code || '').split('');
  const codeBoxes = Array.from(
    { length: Math.max(f.boxes, chars.length) },
    (_, i) => `<span class="bx">${H(chars[i] || '', { size: '1.3em' })}</span>`,
  ).join('');
  const tcStamp = stamp([t.name.toUpperCase(), t.sub, t.tcid], { color: f.stampColor, rot: f.stampRot });
  const body = `
  <div class="faxline"><span>${esc(f.outFax)}</span><span>${esc(a.name.toUpperCase())}</span><span>P. 001/001</span></div>
  <div class="lh"><div><div class="n">${esc(a.name)}</div><div class="d">${esc(a.dept)}</div></div>
    <div class="c">${esc(a.addr)}<br>Phone ${esc(a.phone)} · Secure fax ${esc(a.fax)}</div></div>
  <div class="ttl">REQUEST FOR VERIFICATION OF LIFE SUPPORT TRAINING</div>
  <table class="tf"><tr><td style="width:52%"><b>To:</b> ${esc(t.name)}<br><span style="font-size:8.8pt">${esc(t.sub)} · Attn: Training Center Coordinator · Fax ${esc(t.fax)}</span></td>
    <td><b>From:</b> ${esc(f.recruiter)}, Credentialing Specialist<br><b>Date sent:</b> ${esc(f.sentText)} &nbsp; <b>Pages:</b> 1</td></tr></table>
  <div class="req">The clinician named in Section A has applied for assignment through our agency and lists a course taken at your center. A signed release authorizing you to disclose training records is on file (signed ${esc(f.releaseText)}). Please complete <b>Section B</b> from your records and fax this page back to ${esc(a.fax)}. Thank you.</div>
  <div class="sh">SECTION A — COMPLETED BY AGENCY (information given by the clinician)</div>
  <table class="sa">
   <tr><td class="k">Name as given by clinician</td><td>${esc(f.nameA)}</td><td class="k" style="width:16%">Date of birth</td><td style="width:18%">${esc(f.dobText)}</td></tr>
   <tr><td class="k">E-mail used to register</td><td colspan="3">${esc(f.email)}</td></tr>
   <tr><td class="k">Course claimed</td><td>${esc(f.claimed)}</td><td class="k">Class date given</td><td>${esc(f.classGiven)}</td></tr>
   <tr><td class="k">Card / eCard no. given by clinician</td><td colspan="3">${esc(f.codeGiven)}</td></tr>
  </table>
  <div class="sh" style="margin-top:8px">SECTION B — TRAINING CENTER RESPONSE (to be completed by the training center)</div>
  <div class="sb">
   <div class="row"><span class="lbl">B1. Student record located?</span> <span style="font-size:11pt;font-weight:bold">${yn}</span></div>
   <div class="row" style="display:block"><span class="lbl">B2. Course completed (tick one):</span><div style="margin-top:4px;line-height:1.9">${courses}</div></div>
   <div class="row"><span class="lbl">B3. Card issued under (organization)</span><span class="ln" style="min-width:3.4in">${H(f.orgWritten)}</span></div>
   <div class="row"><span class="lbl">B4. Date course completed</span><span class="ln">${H(f.completedText)}</span>
     <span class="lbl">B5. Card issue date</span><span class="ln">${H(f.issueText)}</span></div>
   <div class="row"><span class="lbl">B6. ${esc(f.renewLabel)}</span><span class="ln" style="min-width:1.6in">${H(f.renewText)}</span></div>
   <div class="row"><span class="lbl">B7. eCard code / certificate ID</span><span>${codeBoxes}</span></div>
   <div class="row"><span class="lbl">B8. Lead instructor / instructor ID</span><span class="ln" style="min-width:3.2in">${H(f.instructor, { size: '1.1em' })}</span></div>
   <div class="row"><span class="lbl">B9. Remarks</span><span class="ln" style="min-width:5.6in">${H(f.remarks, { size: '1.05em' })}</span></div>
   <div class="row" style="margin-top:12px;position:relative">
     <div><span class="lbl">Verified by (print)</span><br><span class="ln" style="min-width:1.9in">${H(f.coord, { size: '1.1em' })}</span></div>
     <div><span class="lbl">Signature</span><br><span class="ln" style="min-width:1.9in">${sig(f.coordSig, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</span></div>
     <div><span class="lbl">Date</span><br><span class="ln" style="min-width:0.95in">${H(f.respText, { size: '1.1em' })}</span></div>
     <div><span class="lbl">Phone</span><br><span class="ln" style="min-width:1.1in">${H(f.tcPhone, { size: '1em' })}</span></div>
     <div style="position:absolute;left:${f.stampLeft}in;top:2px;opacity:.9">${tcStamp}</div>
   </div>
  </div>
  <div class="au"><b>AGENCY USE ONLY</b> &nbsp; Fax received <span class="ln" style="min-width:0.9in">${hand(f.recvText, { font: f.pen2, ink: f.ink2, size: '1.1em' })}</span>
   &nbsp; by <span class="ln" style="min-width:0.6in">${hand(f.recvBy, { font: f.pen2, ink: f.ink2, size: '1.1em' })}</span>
   &nbsp; Entered in credential file ${box(true, { style: 'check', ink: f.ink2 })} &nbsp; Original card seen ${box(false)}yes ${box(true, { style: 'x', ink: f.ink2, font: f.pen2 })}no</div>
  <div class="foot"><span>${esc(a.form)} rev. ${esc(f.rev)} · Confidential — for credentialing use only</span><span>The training center\u2019s answer reflects its records on the date it signs.</span></div>`;
  return page({
    title: 'Verification of life support training',
    size: 'letter',
    margin: '0.45in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const today = '2026-11-21';
  const make = (p, o) => {
    const agency = rng.pick(AGENCIES);
    const tc = o.tc || rng.pick(TCS[o.org || 'aha']);
    const sent = addDays(today, -rng.int(4, 20));
    const resp = addDays(sent, rng.int(0, 3));
    const ds = o.ds || rng.pick(['us_nz', 'us_short', 'us']);
    const instr = rng.pick(INSTRUCTORS);
    const coord = rng.pick(COORDS);
    const recruiter = rng.pick(RECRUITERS);
    const f = {
      agency,
      tc,
      font: rng.pick([FONTS.sans, FONTS.dejavu, FONTS.open]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      tick: rng.pick(['x', 'check']),
      sigFont: rng.pick(SIGS),
      stampColor: rng.pick(['#1f3f8f', '#7a1f1f', '#222']),
      stampRot: rng.int(-8, 6),
      stampLeft: rng.float(1.3, 3.2).toFixed(2),
      rev: rng.pick(['02/2025', '06/2023', '10/2024']),
      recruiter,
      recvBy: recruiter
        .split(' ')
        .map((w) => w[0])
        .join(''),
      outFax: `${fmt(sent, 'us')} ${String(rng.int(8, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  FAX ${agency.fax}`,
      sentText: fmt(sent, 'us'),
      releaseText: fmt(addDays(sent, -rng.int(1, 6)), 'us'),
      nameA: o.nameA || nameAs(p, rng.pick(['last_first', 'LAST_FIRST', 'first_last'])),
      dobText: fmt(p.dob, 'us'),
      email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['mailbox.example', 'inbox.example', 'webmail.example'])}`,
      claimed: o.claimed,
      classGiven: o.classGiven,
      codeGiven: o.codeGiven,
      located: o.located || 'YES',
      courseTick: o.courseTick,
      otherCourse: o.otherCourse,
      orgWritten: o.orgWritten || tc.org,
      completedText: fmt(o.completed, ds),
      issueText: fmt(o.issue, ds),
      renewLabel: o.renewLabel || 'Recommended renewal (MM/YYYY) or expiration',
      renewText: o.renewText,
      code: o.code,
      boxes: o.boxes || 12,
      instructor: `${instr[0]} / ${instr[1]}`,
      remarks: o.remarks || '',
      coord,
      coordSig: `${coord.split(' ')[0][0]}. ${coord.split(' ').slice(-1)[0]}`,
      resp,
      respText: fmt(resp, 'us_short'),
      recvText: fmt(addDays(resp, rng.int(0, 2)), 'us_short'),
      pen2: rng.pick(HANDS),
      ink2: rng.pick(['#202020', '#2b2b52', '#6b1d1d']),
      tcPhone: tc.fax.replace(/\d{4}$/, String(rng.int(1000, 1999))),
    };
    return f;
  };
  const ecard = () => rng.digits(12);
  const out = [];

  // 1. AHA BLS record located, renewal as MM/YYYY.
  let p = k.person();
  let completed = addDays(today, -rng.int(60, 560));
  let issue = addDays(completed, rng.int(0, 6));
  let code = ecard();
  let f = make(p, {
    org: 'aha',
    claimed: 'BLS Provider (AHA)',
    classGiven: fmt(completed, 'month_yyyy'),
    codeGiven: 'not provided',
    courseTick: 'bls',
    completed,
    issue,
    renewText: fmt(addMonths(issue, 24), 'mm_yyyy'),
    code,
    remarks: 'eCard claimed by student.',
  });
  let exp = endOfMonth(addMonths(issue, 24));
  out.push({
    key: 'aha-bls-record-located-renewal-month',
    person: requestPerson(p),
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': code,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': exp,
      ...personData('match', 'match'),
    },
    note: `YES ringed, BLS Provider ticked; recommended renewal ${f.renewText} ends ${exp}; the sent, release and response dates are fax paperwork, not the card`,
  });

  // 2. Red Cross BLS, full valid-through date, nickname in section A.
  p = k.person();
  while (!p.nick) p = k.person();
  completed = addDays(today, -rng.int(90, 600));
  code = rng.pick(['0', '1']) + rng.alnum(6);
  exp = addDays(addMonths(completed, 24), 0);
  f = make(p, {
    org: 'arc',
    nameA: nameAs(p, 'nick_last'),
    claimed: 'BLS — Red Cross',
    classGiven: `${fmt(completed, 'mon_yyyy')} (approx.)`,
    codeGiven: 'not provided — lost card',
    courseTick: 'bls',
    completed,
    issue: completed,
    renewLabel: 'Valid through / expiration date',
    renewText: fmt(exp, 'us'),
    code,
    boxes: 10,
    remarks: 'Digital certificate re-sent to student e-mail.',
  });
  out.push({
    key: 'red-cross-bls-valid-through-nickname',
    person: requestPerson(p),
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': code,
      'certifications.0.expiration_date': exp,
      ...personData('match', 'match'),
    },
    note: `the agency typed the name as the worker gave it, "${f.nameA}" (a nickname of ${p.first}); a Red Cross licensed training provider answers, B3 names the Red Cross, and B6 is a full valid-through date ${exp}`,
  });

  // 3. ACLS record; the code the worker gave was wrong, the center writes the right one.
  p = k.person();
  completed = addDays(today, -rng.int(40, 400));
  issue = completed;
  do code = ecard();
  while (code[5] === code[6]);
  const wrong = code.slice(0, 5) + code[6] + code[5] + code.slice(7);
  f = make(p, {
    org: 'aha',
    claimed: 'ACLS',
    classGiven: fmt(completed, 'us'),
    codeGiven: wrong,
    courseTick: 'acls',
    completed,
    issue,
    renewText: fmt(addMonths(issue, 24), 'mm_yyyy'),
    code,
    remarks: 'Code given in Sec. A has 2 digits reversed — correct code in B7.',
  });
  exp = endOfMonth(addMonths(issue, 24));
  out.push({
    key: 'acls-code-in-section-a-corrected',
    person: requestPerson(p),
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: [],
    data: {
      'certifications.0.type': 'acls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': code,
      'certifications.0.expiration_date': exp,
      ...personData('match', 'match'),
    },
    note: `section A repeats the worker's code ${wrong}; the center's remark says two digits are reversed and B7 holds the right code ${code}; ACLS is an accepted type`,
  });

  // 4. BLS record whose renewal month has passed.
  p = k.person();
  issue = addDays('2024-01-08', rng.int(0, 260));
  completed = issue;
  code = ecard();
  f = make(p, {
    org: 'aha',
    claimed: 'BLS',
    classGiven: fmt(completed, 'month_yyyy'),
    codeGiven: code,
    courseTick: 'bls',
    completed,
    issue,
    renewText: fmt(addMonths(issue, 24), 'mm_yyyy'),
    code,
    remarks: 'No renewal course on file with this TC.',
  });
  exp = endOfMonth(addMonths(issue, 24));
  out.push({
    key: 'bls-renewal-month-passed',
    person: requestPerson(p),
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: ['document expired'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.expiration_date': exp,
    },
    note: `recommended renewal ${f.renewText} ends ${exp}, before valid_on; the center found the record and says no renewal is on file`,
  });

  // 5. PALS for a client that accepts BLS and ACLS only.
  p = k.person();
  completed = addDays(today, -rng.int(30, 300));
  issue = addDays(completed, rng.int(0, 3));
  code = ecard();
  f = make(p, {
    org: 'aha',
    claimed: 'PALS',
    classGiven: fmt(completed, 'us'),
    codeGiven: 'not provided',
    courseTick: 'pals',
    completed,
    issue,
    renewText: fmt(addMonths(issue, 24), 'mm_yyyy'),
    code,
    remarks: 'No BLS course on file for this student.',
  });
  exp = endOfMonth(addMonths(issue, 24));
  out.push({
    key: 'pals-only-client-wants-bls-or-acls',
    person: requestPerson(p),
    rules: { accepted_types: ['bls', 'acls'] },
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: ['unsupported type'],
    data: {
      'certifications.0.type': 'pals',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.expiration_date': exp,
    },
    note: 'PALS Provider is the only course ticked and the remark says there is no BLS on file; the client accepts bls and acls only',
  });

  // 6. Record located, BLS, but the code boxes are left empty.
  p = k.person();
  completed = addDays(today, -rng.int(45, 420));
  issue = completed;
  f = make(p, {
    org: 'aha',
    claimed: 'BLS',
    classGiven: fmt(completed, 'month_yyyy'),
    codeGiven: 'not provided',
    courseTick: 'bls',
    completed,
    issue,
    renewText: fmt(addMonths(issue, 24), 'mm_yyyy'),
    code: '',
    remarks: 'Paper card issued in class — card no. not recorded on our roster.',
  });
  exp = endOfMonth(addMonths(issue, 24));
  out.push({
    key: 'bls-located-code-boxes-empty',
    person: requestPerson(p),
    html: render(f),
    resp: f.resp,
    tcFax: f.tc.fax,
    agencyFax: f.agency.fax,
    issues: ['missing id'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.id': null,
      'certifications.0.expiration_date': exp,
    },
    note: 'YES ringed and BLS ticked with dates, but B7 is empty and the remark says the card number was not recorded; the instructor ID and the TC ID are not the card\u2019s ID',
  });

  const order = rng.shuffle(['fax', 'fax', 'photo', 'scanned_pdf', 'text_pdf', 'text_pdf']);
  // a returned fax carries the training center's own header line, dated the day it answered
  return out.map((c, i) => ({
    ...c,
    rendering: order[i],
    variant:
      order[i] === 'fax'
        ? {
            faxHeader: `${fmt(c.resp, 'mil4')}  ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   FROM: ${c.tcFax}   TO: ${c.agencyFax}   P. 001/001`,
          }
        : undefined,
    resp: undefined,
    tcFax: undefined,
    agencyFax: undefined,
  }));
}
