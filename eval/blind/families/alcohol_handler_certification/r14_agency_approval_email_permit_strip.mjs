// A state alcohol agency's e-mailed approval, printed from a web-mail client and (mostly) photographed on a bar
// counter: the browser's print header (date, page title) and footer (URL, page 1 of 1), the mail header (From / Sent /
// To / Subject), a short letter in prose ("Dear Bill, your application A-… received on … has been approved"), a grey
// "Permit details" box, and at the foot a printable permit strip inside a dashed cut line ("✂ cut along the dotted
// line and keep with you while serving") holding the holder's name as LAST, FIRST M, the permit / server number,
// class, date of birth, issue and expiry dates and a bar code. The application number and the e-mail's sent date are
// not the permit's number and issue date. Agencies: California ABC (RBS certification, server or manager), Tennessee
// ABC server permit, Illinois Liquor Control Commission BASSET (no printed end: "valid three years"), Oregon OLCC
// service permit, Texas TABC seller-server record (no printed end: two years). Variants: an expired strip, a strip
// whose permit number was never filled in ("to be assigned"), a Texas record where only California is accepted.
import { addDays, addYears, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, page, seal } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r14_agency_approval_email_permit_strip',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 35, fax: 15, scan_image: 10 },
  description:
    'State alcohol agency approval e-mail printed from web-mail (print header/footer, From / Sent / To / Subject, "Dear …, your application A-… has been approved", permit details box) with a printable permit strip inside a dashed cut line at the foot (LAST, FIRST M, permit / server no., class, DOB, issued, expires, bar code); CA RBS server or manager, TN ABC, IL BASSET and TX TABC without a printed end, OR OLCC; expired, permit no. "to be assigned", Texas where only California is accepted',
};

const AGENCIES = {
  CA: {
    state: 'California',
    agency: 'Department of Alcoholic Beverage Control',
    short: 'ABC',
    unit: 'Responsible Beverage Service (RBS) Program',
    mail: 'rbs-noreply@abc.ca.example.gov',
    program: 'RBS Certification',
    numLabel: 'Server ID',
    classLabel: 'Role',
    url: 'https://rbs.abc.ca.example.gov/portal/mail/view?msg=',
    color: '#1f4e79',
    years: 3,
  },
  TN: {
    state: 'Tennessee',
    agency: 'Alcoholic Beverage Commission',
    short: 'TABC',
    unit: 'Server Permit Section',
    mail: 'serverpermits@abc.tn.example.gov',
    program: 'Alcohol Server Permit',
    numLabel: 'Permit No.',
    classLabel: 'Class',
    url: 'https://mail.abc.tn.example.gov/owa/print?id=',
    color: '#7a1f2b',
    years: 5,
  },
  IL: {
    state: 'Illinois',
    agency: 'Liquor Control Commission',
    short: 'ILCC',
    unit: 'BASSET Certification Unit',
    mail: 'basset.cards@ilcc.illinois.example.gov',
    program: 'BASSET Certification',
    numLabel: 'BASSET Card No.',
    classLabel: 'Type',
    url: 'https://webmail.ilcc.illinois.example.gov/print?uid=',
    color: '#254d32',
    years: 3,
  },
  OR: {
    state: 'Oregon',
    agency: 'Liquor and Cannabis Commission',
    short: 'OLCC',
    unit: 'Service Permit Program',
    mail: 'servicepermits@olcc.oregon.example.gov',
    program: 'Alcohol Service Permit',
    numLabel: 'Service Permit #',
    classLabel: 'Class',
    url: 'https://mail.olcc.oregon.example.gov/print/',
    color: '#3b3b6d',
    years: 5,
  },
  TX: {
    state: 'Texas',
    agency: 'Alcoholic Beverage Commission',
    short: 'TABC',
    unit: 'Seller-Server Certification',
    mail: 'certificates@tabc.texas.example.gov',
    program: 'TABC Seller-Server Certification',
    numLabel: 'Certificate No.',
    classLabel: 'Type',
    url: 'https://mail.tabc.texas.example.gov/print?m=',
    color: '#5a3a12',
    years: 2,
  },
};

function render(f) {
  const a = AGENCIES[f.st];
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:8pt; color:#444; margin-bottom:6px; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; margin-top:10px; }
  .subj { font-size:15pt; font-weight:bold; margin:4px 0 6px; }
  .mh { font-size:9.6pt; border-bottom:1px solid #bbb; padding-bottom:6px; margin-bottom:10px; line-height:1.45; }
  .mh b { display:inline-block; width:52px; color:#333; }
  .ban { background:${a.color}; color:#fff; padding:8px 12px; display:flex; align-items:center; gap:12px; }
  .ban .t1 { font-size:13pt; font-weight:bold; } .ban .t2 { font-size:9pt; }
  .letter { font-size:10.6pt; line-height:1.45; margin:10px 4px; }
  .det { background:#f0f0f0; border:1px solid #ccc; padding:8px 12px; margin:8px 4px; font-size:10.2pt; }
  .det table td { padding:2px 14px 2px 0; vertical-align:top; }
  .det table td:first-child { color:#333; width:170px; }
  .cut { margin-top:14px; border-top:2px dashed #555; position:relative; padding-top:12px; }
  .cut .sc { position:absolute; top:-11px; left:8px; background:#fff; font-size:13pt; padding:0 4px; }
  .cut .ci { text-align:center; font-size:8.4pt; color:#444; margin-bottom:6px; }
  .strip { border:2px solid ${a.color}; width:6.4in; margin:0 auto; display:flex; }
  .strip .l { background:${a.color}; color:#fff; width:1.25in; padding:8px; font-size:8.5pt; text-align:center; }
  .strip .l .st { font-size:13pt; font-weight:bold; letter-spacing:1px; }
  .strip .r { flex:1; padding:6px 10px; font-size:9.2pt; }
  .strip .nm { font-size:13pt; font-weight:bold; letter-spacing:.5px; margin:2px 0 4px; }
  .strip .g { display:grid; grid-template-columns: 1fr 1fr 1fr; gap:2px 10px; }
  .strip .g div span { display:block; font-size:7pt; color:#555; text-transform:uppercase; }
  .strip .g div b { font-size:10.5pt; }
  .sigl { margin-top:6px; font-size:7.5pt; color:#555; border-top:1px solid #777; width:2.4in; padding-top:1px; }
  `;
  const numVal = f.id
    ? `<b>${esc(f.id)}</b>`
    : `<b style="font-weight:normal;font-style:italic;color:#666">${esc(f.noIdText)}</b>`;
  const body = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(a.short)} Mail - ${esc(f.subject)}</span></div>
  <div class="subj">${esc(f.subject)}</div>
  <div class="mh">
    <div><b>From:</b> ${esc(a.state)} ${esc(a.short)} &lt;${esc(a.mail)}&gt;</div>
    <div><b>Sent:</b> ${esc(f.sent)}</div>
    <div><b>To:</b> ${esc(f.toName)} &lt;${esc(f.toMail)}&gt;</div>
  </div>
  <div class="ban">${seal({ text: `STATE OF ${a.state.toUpperCase()} · ${a.short} ·`, inner: '★', color: '#fff', size: 52 })}
    <div><div class="t1">${esc(a.state)} ${esc(a.agency)}</div><div class="t2">${esc(a.unit)}</div></div></div>
  <div class="letter">
    <p>Dear ${esc(f.greet)},</p>
    ${f.paras.map((p) => `<p>${p}</p>`).join('')}
  </div>
  <div class="det"><table>
    ${f.details.map(([k, v]) => `<tr><td>${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`).join('')}
  </table></div>
  <div class="letter" style="margin-top:4px"><p>${esc(f.closing)}</p><p>${esc(a.unit)}<br>${esc(a.state)} ${esc(a.agency)}</p></div>
  <div class="cut"><span class="sc">✂</span>
    <div class="ci">Cut along the dotted line and keep this permit with you while serving. ${esc(f.stripNote)}</div>
    <div class="strip">
      <div class="l"><div class="st">${esc(a.state.toUpperCase())}</div>${esc(a.short)}<br><br>${esc(f.stripTitle)}</div>
      <div class="r">
        <div class="nm">${esc(f.stripName)}</div>
        <div class="g">
          <div><span>${esc(a.numLabel)}</span>${numVal}</div>
          <div><span>${esc(a.classLabel)}</span><b>${esc(f.cls)}</b></div>
          <div><span>Date of birth</span><b>${esc(f.dobText)}</b></div>
          <div><span>${esc(f.issuedLabel)}</span><b>${esc(f.issuedText)}</b></div>
          <div><span>${esc(f.expLabel)}</span><b>${esc(f.expText)}</b></div>
          <div>${barcode(f.rng, { width: 150, height: 26 })}</div>
        </div>
        <div style="display:flex;justify-content:space-between;align-items:flex-end">
          <div class="sigl">Holder signature</div>
          <div style="margin-top:-14px">${f.holderSigned ? hand(f.holderSig, { font: "'Dancing Script'", size: '1.3em', rot: -2 }) : ''}</div>
        </div>
      </div>
    </div>
  </div>
  <div class="pf"><span>${esc(a.url + f.msgId)}</span><span>1/1</span></div>`;
  return page({ title: f.subject, body, css, font: f.font, margin: '0.4in 0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const fonts = [FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato];
  const make = (p, st, o) => {
    const a = AGENCIES[st];
    const issue = o.issue;
    const sentIso = addDays(issue, o.sentLag ?? rng.int(1, 4));
    const appNo = `A-${issue.slice(0, 4)}-${rng.digits(6)}`;
    const hour = rng.int(7, 17);
    const sentDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const dow = sentDays[new Date(sentIso + 'T00:00:00Z').getUTCDay()];
    const emailUser = `${stripAccents(p.first).toLowerCase()}${rng.int(1, 99)}`;
    const ds = o.dateStyle || 'us';
    const f = {
      rng,
      st,
      font: rng.pick(fonts),
      id: o.id === undefined ? o.makeId() : o.id,
      noIdText: o.noIdText || '',
      cls: o.cls,
      subject: o.subject || `Your ${a.program} has been approved`,
      sent: `${dow}, ${fmt(sentIso, 'long')} ${hour % 12 || 12}:${rng.int(10, 59)} ${hour < 12 ? 'AM' : 'PM'}`,
      printStamp: `${fmt(o.printedIso || addDays(sentIso, rng.int(1, 20)), 'us_nz')}, ${rng.int(1, 11)}:${rng.int(10, 59)} PM`,
      toName: nameAs(p, 'first_last'),
      toMail: `${emailUser}@${rng.pick(['gmail.example', 'outlook.example', 'yahoo.example'])}`,
      greet: o.greet || p.first,
      stripName: o.stripName || nameAs(p, 'LAST_FIRST_MI'),
      dobText: fmt(o.dob || p.dob, 'us'),
      issuedLabel: o.issuedLabel || 'Issued',
      issuedText: fmt(issue, ds),
      expLabel: o.expLabel || 'Expires',
      expText: o.expText !== undefined ? o.expText : fmt(o.exp, ds),
      stripTitle: o.stripTitle || a.program.toUpperCase(),
      stripNote: o.stripNote || '',
      holderSigned: rng.chance(0.5),
      holderSig: nameAs(p, 'first_last'),
      msgId: rng.alnum(16),
      appNo,
      closing:
        o.closing ||
        'Please do not reply to this message. Questions may be directed to the program help line, Monday through Friday.',
    };
    f.paras = o.paras(f, a);
    f.details = o.details(f, a);
    return f;
  };
  const out = [];

  // 1. California RBS manager certification, printed end.
  let p = k.person();
  let issue = addDays('2026-11-21', -rng.int(90, 400));
  let exp = addYears(issue, 3);
  let f = make(p, 'CA', {
    issue,
    exp,
    cls: 'Manager',
    makeId: () => `RBS${rng.digits(8)}`,
    issuedLabel: 'Certified',
    greet: p.first,
    subject: 'RBS Certification Approved - Action Complete',
    paras: (f, a) => [
      `Congratulations. You passed the RBS certification exam and your application ${esc(f.appNo)} has been reviewed by the ${esc(a.agency)}. Your <b>RBS Manager</b> certification is now active and appears in your RBS Portal profile.`,
      `Your certification is valid for three years. Your employer may verify it in the portal using your Server ID shown below.`,
    ],
    details: (f, a) => [
      ['Application no.', f.appNo],
      [a.numLabel, f.id],
      ['Certification type', 'RBS Manager'],
      ['Certification date', fmt(issue, 'long')],
      ['Expiration date', fmt(exp, 'long')],
    ],
  });
  out.push({
    key: 'ca-rbs-manager-approved',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'manager',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the e-mail was sent after the certification date; the application number ${f.appNo} is not the Server ID`,
  });

  // 2. Tennessee server permit, nickname greeting, DD-MON-YYYY strip dates.
  p = k.person();
  while (!p.nick) p = k.person();
  issue = addDays('2026-11-21', -rng.int(200, 900));
  exp = addYears(issue, 5);
  f = make(p, 'TN', {
    issue,
    exp,
    cls: 'On-Premise Server',
    makeId: () => `SP-${rng.digits(7)}`,
    greet: p.nick,
    dateStyle: 'mil4',
    stripName: nameAs(p, 'LAST_FIRST_MI'),
    stripNote: 'Present it on request of an ABC agent.',
    paras: (f, a) => [
      `The ${esc(a.agency)} has approved your application (${esc(f.appNo)}) for an alcohol server permit. You completed a Commission-approved server training course and the required examination.`,
      `Your permit is printed below. It remains valid for five (5) years unless it is suspended or revoked. Keep your mailing address current with the Commission.`,
    ],
    details: (f, a) => [
      [a.numLabel, f.id],
      ['Permit class', f.cls],
      ['Issue date', fmt(issue, 'long')],
      ['Expiration date', fmt(exp, 'long')],
    ],
  });
  out.push({
    key: 'tn-server-permit-nickname-greeting',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: `the letter greets "${p.nick}", the strip prints ${f.stripName}; strip dates DD-MON-YYYY`,
  });

  // 3. Illinois BASSET: no printed end, three years from the certification date.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(300, 900));
  exp = addYears(issue, 3);
  f = make(p, 'IL', {
    issue,
    cls: 'On-Premise',
    makeId: () => `${rng.digits(3)}-${rng.digits(6)}`,
    issuedLabel: 'Date certified',
    expLabel: 'Valid',
    expText: '3 years from date certified',
    dateStyle: 'us',
    paras: (f) => [
      `Your BASSET (Beverage Alcohol Sellers and Servers Education and Training) course completion was reported to the Commission by a licensed BASSET trainer and your certification has been approved (reference ${esc(f.appNo)}).`,
      `A BASSET certification is valid for three years from the date you were certified. Your printable card is at the bottom of this message.`,
    ],
    details: (f) => [
      ['Card number', f.id],
      ['Training type', 'On-Premise'],
      ['Date certified', fmt(issue, 'us')],
      ['Valid for', 'Three (3) years'],
    ],
  });
  out.push({
    key: 'il-basset-no-printed-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `no printed end: three years from ${issue} is ${exp}`,
  });

  // 4. Oregon service permit, expired.
  p = k.person();
  exp = addDays('2026-11-21', -rng.int(20, 200));
  issue = addYears(exp, -5);
  f = make(p, 'OR', {
    issue,
    exp,
    cls: 'Service Permit',
    makeId: () => `${rng.digits(6)}`,
    dateStyle: 'us',
    stripName: nameAs(p, 'PLAIN_LAST_FIRST'),
    printedIso: addDays('2026-11-21', -rng.int(1, 8)),
    paras: (f, a) => [
      `Your application ${esc(f.appNo)} for an ${esc(a.state)} alcohol service permit has been approved. You passed the Alcohol Server Education course and exam.`,
      `Your service permit is valid for five years from the date of issue. Renew before the expiration date to keep serving.`,
    ],
    details: (f, a) => [
      [a.numLabel, f.id],
      ['Issued', fmt(issue, 'us')],
      ['Expiration', fmt(exp, 'us')],
    ],
  });
  out.push({
    key: 'or-service-permit-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `the permit expired on ${exp}, before valid_on; the page was printed recently but the approval is five years old`,
  });

  // 5. California RBS server: the Server ID was never filled into the strip or the box.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(14, 60));
  exp = addYears(issue, 3);
  f = make(p, 'CA', {
    issue,
    exp,
    cls: 'Server',
    id: null,
    noIdText: 'to be assigned',
    issuedLabel: 'Certified',
    stripName: nameAs(p, 'LAST_FIRST'),
    paras: (f) => [
      `Your RBS certification exam result has been recorded and your application ${esc(f.appNo)} is approved. Your <b>RBS Server</b> certification is valid for three years.`,
      `Your Server ID is being assigned and will be shown in your portal profile within two business days. Print this notice for your employer until then.`,
    ],
    details: (f, a) => [
      ['Application no.', f.appNo],
      [a.numLabel, 'to be assigned'],
      ['Certification type', 'RBS Server'],
      ['Certification date', fmt(issue, 'long')],
      ['Expiration date', fmt(exp, 'long')],
    ],
  });
  out.push({
    key: 'ca-rbs-server-id-to-be-assigned',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    forbidden: ['document expired'],
    data: {
      'certificate.id': null,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
    },
    note: `Server ID "to be assigned"; the application number ${f.appNo} is not a certificate id`,
  });

  // 6. Texas TABC record, no printed end (two years), client accepts California only.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(60, 400));
  exp = addYears(issue, 2);
  f = make(p, 'TX', {
    issue,
    cls: 'Seller-Server',
    makeId: () => `${rng.digits(4)}${rng.digits(4)}`,
    issuedLabel: 'Certified on',
    expLabel: 'Valid',
    expText: '2 yrs from certification',
    stripName: nameAs(p, 'first_mi_last').toUpperCase(),
    paras: (f) => [
      `A TABC-approved seller-server training school reported that you completed the course and passed the exam. Your certification record (${esc(f.appNo)}) has been approved and added to the public certificate search.`,
      `Seller-server certification is valid for two years from the date you were certified.`,
    ],
    details: (f, a) => [
      [a.numLabel, f.id],
      ['Certified on', fmt(issue, 'us')],
      ['Valid for', 'Two (2) years'],
    ],
  });
  out.push({
    key: 'tx-tabc-only-california-accepted',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
    },
    note: `a Texas TABC certification (valid to ${exp}, two years from certification) where the client accepts California only`,
  });
  return out;
}
