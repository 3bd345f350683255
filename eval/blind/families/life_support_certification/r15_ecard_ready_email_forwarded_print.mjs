// A training site's "your eCard / certificate is ready" notification e-mail, forwarded by the worker to an agency
// recruiter and printed from webmail (or photographed on a desk). The print has the webmail's print header with the
// print date, the forwarding note with its own date and the recruiter's name, the "---------- Forwarded message"
// block (From / Date / Subject / To), a greeting with the holder's first name or nickname, prose with the class date
// and a "claim by" date, then a details table (Student / Course / Class date / Issued / Recommended renewal or
// Expires / eCard code or certificate no. / Training site and ID / Instructor and ID), a "what's next" list with
// other dates and an unsubscribe footer with a page count. Sometimes an earlier class-reminder message sits above.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r15_ecard_ready_email_forwarded_print',
  split: 'tuning',
  renderings: { text_pdf: 35, scanned_pdf: 20, photo: 30, fax: 5, scan_image: 10 },
  description:
    'Printed webmail of a training site\u2019s "your eCard is ready" e-mail forwarded by the worker to a recruiter: print header with print date, forwarding note, Forwarded message block (From / Date / Subject / To), greeting by first name or nickname, prose with the class date and a claim-by date, a details table (Student LAST, First M / Course / Class date / Issued / Recommended renewal MM/YYYY or Expires / eCard code or certificate no. / training site and ID / instructor and ID), what\u2019s-next list with more dates, a class-reminder message above in one; AHA BLS and ACLS, Red Cross BLS, ASHI BLS, an expired BLS, PALS for a BLS-only client',
};

const SITES = {
  aha: [
    ['Cascade Resuscitation Training Center', 'TC ID WA20417', 'cascaderesus.example'],
    ['Heartland Lifesaving Education, LLC', 'TC ID NE05562', 'heartlandlse.example'],
  ],
  arc: [
    [
      'Coastal Health Skills — Red Cross Training Provider',
      'Provider #ARC-LTP-30918',
      'coastalskills.example',
    ],
  ],
  ashi: [
    ['Summit Safety Institute — ASHI Training Center', 'Training Center #TC-88104', 'summitsafety.example'],
  ],
};
const INSTRUCTORS = [
  ['Marguerite Osei', '02181609445'],
  ['Colton Brisbane', '05170328811'],
  ['Dana Whitlock', '11180557302'],
  ['Ramon Esquivel', '08190144297'],
];
const RECRUITERS = [
  ['Kelsey Draper', 'kdraper@brightpathstaffing.example', 'BrightPath Staffing'],
  ['Omar Haddad', 'ohaddad@novacare-travel.example', 'NovaCare Travel Nurses'],
  ['Jill Sandoval', 'jsandoval@keystonemedstaff.example', 'Keystone Med Staff'],
];
const COURSES = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  pals: 'PALS Provider',
};

function row(k, v) {
  return `<tr><td class="k">${esc(k)}</td><td class="vv">${v}</td></tr>`;
}

function render(f) {
  const [site, siteId, dom] = f.site;
  const [instr, instrId] = f.instructor;
  const [rec, recMail, recCo] = f.recruiter;
  const isAha = f.issuer === 'aha';
  const courseName =
    f.issuer === 'arc'
      ? `Basic Life Support (BLS)`
      : f.issuer === 'ashi'
        ? 'ASHI Basic Life Support'
        : `${COURSES[f.type]}`;
  const subject = isAha
    ? `Your ${COURSES[f.type]} eCard is ready to claim`
    : f.issuer === 'arc'
      ? 'Your American Red Cross digital certificate is available'
      : 'Your ASHI certification card — download now';
  const endRow = isAha
    ? row('Recommended Renewal Date', esc(fmt(f.exp, 'mm_yyyy')))
    : row('Expires', esc(fmt(f.exp, f.ds)));
  const idRow = isAha
    ? row('eCard Code', `<b>${esc(f.id)}</b>`)
    : row('Certificate No.', `<b>${esc(f.id)}</b>`);
  const issuerLine =
    f.issuer === 'aha'
      ? 'This course was conducted by an American Heart Association Training Center. The AHA strongly promotes knowledge and proficiency in all AHA courses.'
      : f.issuer === 'arc'
        ? 'Certificate issued by the American Red Cross through a Licensed Training Provider. Certification is valid for 2 years.'
        : 'Certification issued by the American Safety &amp; Health Institute (ASHI), an HSI brand.';
  const reminder = f.reminder
    ? `<div class="msg old">
      <div class="mh"><b>${esc(site)}</b> &lt;classes@${esc(dom)}&gt;<span class="dt">${esc(fmt(f.remindSent, 'long'))}, 6:02 PM</span></div>
      <div class="subj">Reminder: your ${esc(courseName)} class is in 2 days</div>
      <p>Hi ${esc(f.greet)}, this is a reminder of your upcoming class on <b>${esc(fmt(f.issue, 'long'))}</b>, 8:00 AM – 12:30 PM, Room 2B. Please complete the online pre-course self-assessment before ${esc(fmt(addDays(f.issue, -1), 'long'))}. Bring a photo ID. Reschedule requests must be received by ${esc(fmt(addDays(f.remindSent, 1), 'mon'))}.</p>
    </div>`
    : '';
  const body = `<div class="ph"><span>${esc(fmt(f.printed, 'us_short'))}, ${esc(f.printTime)}</span><span>Mail – ${esc(f.fullName)} – ${esc(subject.slice(0, 34))}…</span></div>
  <div class="wm">
   <div class="subjTop">Fw: ${esc(subject)}</div>
   <div class="msg">
    <div class="mh"><b>${esc(f.fullName)}</b> &lt;${esc(f.mail)}&gt;<span class="dt">${esc(fmt(f.fwd, 'mon'))}, 9:41 PM</span></div>
    <div class="to">To: ${esc(rec)} &lt;${esc(recMail)}&gt;</div>
    <p>Hi ${esc(rec.split(' ')[0])} — here is my ${esc(f.type.toUpperCase())} card for the ${esc(recCo)} file. Let me know if you need anything else before my start date (${esc(fmt(f.start, 'us_nz'))}).</p>
    <p>Thanks,<br>${esc(f.signOff)}</p>
    <div class="fw">---------- Forwarded message ---------<br>
     From: ${esc(site)} &lt;no-reply@${esc(dom)}&gt;<br>
     Date: ${esc(fmt(f.sent, 'long'))} at ${esc(f.sentTime)}<br>
     Subject: ${esc(subject)}<br>
     To: &lt;${esc(f.mail)}&gt;</div>
    <div class="card">
     <div class="band" style="background:${f.color}">${esc(site)}</div>
     <p>Hi ${esc(f.greet)},</p>
     <p>Congratulations on completing <b>${esc(courseName)}</b> on ${esc(fmt(f.issue, 'long'))}. Your ${isAha ? 'eCard' : 'certificate'} has been issued.
      ${isAha ? `Please claim your eCard by <b>${esc(fmt(f.claimBy, 'long'))}</b> and complete the short course evaluation.` : `You can download or print it at any time from your learner account.`}</p>
     <table class="det">
      ${row('Student', esc(f.docName))}
      ${row('Course', esc(courseName))}
      ${row('Class Date', esc(fmt(f.issue, f.ds)))}
      ${row('Issue Date', esc(fmt(f.issue, f.ds)))}
      ${endRow}
      ${idRow}
      ${row('Training Site', `${esc(site)}<br><span class="sm">${esc(siteId)}</span>`)}
      ${row('Instructor', `${esc(instr)} <span class="sm">(Instructor ID ${esc(instrId)})</span>`)}
     </table>
     <p class="sm">${issuerLine}</p>
     <p><b>What’s next</b></p>
     <ul>
      <li>Employers can verify your card at any time with the code above.</li>
      <li>Renewal classes open 90 days before your renewal date — we will e-mail you around ${esc(fmt(addDays(f.exp, -90), 'month_yyyy'))}.</li>
      <li>Save 10% on a First Aid class with code SKILLS10 (offer ends ${esc(fmt(f.offerEnd, 'us'))}).</li>
     </ul>
     <p class="ft">You received this e-mail because you registered for a class with ${esc(site)}. Unsubscribe · Privacy · © ${esc(f.sent.slice(0, 4))}</p>
    </div>
   </div>
   ${reminder}
  </div>
  <div class="pf"><span>https://mail.inboxhub.example/mail/u/0/#inbox/${esc(f.msgId)}</span><span>1/1</span></div>`;
  return page({
    title: 'Mail print',
    size: 'letter',
    margin: '0.4in',
    font: f.font,
    body,
    css: `
    body { font-size:10.2pt; }
    .ph, .pf { display:flex; justify-content:space-between; font-size:7.6pt; color:#444; font-family:${FONTS.sans}; }
    .pf { margin-top:14px; }
    .wm { border-top:1px solid #bbb; margin-top:4px; padding-top:6px; }
    .subjTop { font-size:15pt; margin:4px 0 10px; }
    .msg { border-bottom:1px solid #ddd; padding-bottom:8px; margin-bottom:8px; }
    .msg.old { color:#333; background:#f6f6f6; padding:6px 8px; }
    .mh { display:flex; gap:6px; } .mh .dt { margin-left:auto; color:#555; font-size:9pt; }
    .to { color:#555; font-size:9pt; }
    .subj { font-weight:bold; margin:3px 0; }
    .fw { color:#333; margin:8px 0; font-size:9.4pt; }
    .card { border:1px solid #ccc; padding:0 14px 6px; max-width:6.6in; }
    .band { color:#fff; font-weight:bold; padding:8px 12px; margin:0 -14px 8px; font-size:12pt; }
    table.det { border-collapse:collapse; margin:6px 0; }
    table.det td { border:1px solid #d3d3d3; padding:4px 10px; vertical-align:top; }
    td.k { background:#f1f3f5; width:2.1in; color:#333; } td.vv { width:3.9in; }
    .sm { font-size:8.4pt; color:#444; } .ft { font-size:7.6pt; color:#666; border-top:1px solid #ddd; padding-top:4px; }
    ul { margin:2px 0 6px; padding-left:20px; } p { margin:6px 0; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, issuer, type, issue, o = {}) => {
    const sent = addDays(issue, rng.int(1, 6));
    const exp =
      issuer === 'aha'
        ? twoYearsEndOfMonth(issue)
        : issuer === 'arc'
          ? addYears(issue, 2)
          : twoYearsEndOfMonth(issue);
    const greetNick = o.nick && p.nick;
    return {
      issuer,
      type,
      issue,
      exp,
      sent,
      sentTime: `${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      fwd: addDays(sent, rng.int(3, 40)),
      claimBy: addDays(sent, 30),
      remindSent: addDays(issue, -2),
      offerEnd: addDays(sent, rng.int(20, 45)),
      start: addDays('2026-11-30', rng.int(0, 20)),
      printed: addDays('2026-11-10', rng.int(0, 10)),
      printTime: `${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      site: rng.pick(SITES[issuer]),
      instructor: rng.pick(INSTRUCTORS),
      recruiter: rng.pick(RECRUITERS),
      id:
        issuer === 'aha'
          ? `${rng.digits(12)}`
          : issuer === 'arc'
            ? `${rng.alnum(6)}-${rng.alnum(4)}`
            : `ASHI-${rng.digits(8)}`,
      greet: greetNick ? p.nick : p.first,
      fullName: nameAs(p, 'first_last'),
      signOff: greetNick ? p.nick : p.first,
      docName: nameAs(p, o.docStyle || 'LAST_FIRST_MI'),
      mail: `${(greetNick ? p.nick : p.first).toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(2, 99)}@mailbox.example`,
      ds: o.ds || rng.pick(['us', 'long', 'mon']),
      color: rng.pick(['#8b1d2c', '#1d4e89', '#2f5d3a', '#5b2a6e']),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato]),
      msgId: rng.alnum(16).toLowerCase(),
      reminder: !!o.reminder,
    };
  };
  const ISSUER = {
    aha: 'american_heart_association',
    arc: 'american_red_cross',
    ashi: 'american_safety_health_institute',
  };
  const full = (f) => ({
    'certifications.0.type': f.type,
    'certifications.0.issuer': ISSUER[f.issuer],
    'certifications.0.id': f.id,
    'certifications.0.issue_date': f.issue,
    'certifications.0.expiration_date': f.exp,
  });
  const note = (f) =>
    `issued ${f.issue}, valid through ${f.exp}; the e-mail sent ${f.sent}, forwarded ${f.fwd}, printed ${f.printed}, claim-by ${f.claimBy}, offer end ${f.offerEnd} and start date ${f.start} are other dates`;
  const out = [];

  // 1. AHA BLS
  let p = k.person();
  let f = mk(p, 'aha', 'bls', addDays('2025-03-03', rng.int(0, 560)));
  out.push({
    key: 'aha-bls-ecard-ready-forwarded',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; AHA prints a Recommended Renewal month → last day of that month`,
    rendering: 'text_pdf',
  });

  // 2. Red Cross BLS, nickname greeting
  p = k.person();
  while (!p.nick) p = k.person();
  f = mk(p, 'arc', 'bls', addDays('2025-01-13', rng.int(0, 600)), { nick: true, ds: 'us' });
  out.push({
    key: 'red-cross-bls-nickname-greeting',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; greeted and signed with the nickname ${p.nick}, the details table has ${f.docName}`,
    rendering: 'photo',
  });

  // 3. AHA ACLS with the class reminder below
  p = k.person();
  f = mk(p, 'aha', 'acls', addDays('2025-02-10', rng.int(0, 580)), {
    reminder: true,
    docStyle: 'last_first_mi',
  });
  out.push({
    key: 'aha-acls-with-class-reminder-message',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; an earlier class-reminder message (sent ${f.remindSent}) with a pre-course deadline sits below`,
    rendering: 'scanned_pdf',
  });

  // 4. ASHI BLS, ISO dates
  p = k.person();
  f = mk(p, 'ashi', 'bls', addDays('2025-04-07', rng.int(0, 540)), { ds: 'iso' });
  out.push({
    key: 'ashi-bls-certificate-iso-dates',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; ASHI e-mail prints Expires ${f.exp}`,
    rendering: rng.pick(['photo', 'scan_image']),
  });

  // 5. expired AHA BLS
  p = k.person();
  f = mk(p, 'aha', 'bls', addDays('2024-06-03', rng.int(0, 110)));
  out.push({
    key: 'aha-bls-renewal-month-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.expiration_date': f.exp,
    },
    note: `class ${f.issue}, Recommended Renewal ${f.exp.slice(0, 7)} → valid through ${f.exp}, before 2026-11-21; the page was printed ${f.printed}`,
    rendering: 'photo',
  });

  // 6. PALS for a BLS-only client
  p = k.person();
  f = mk(p, 'aha', 'pals', addDays('2025-05-05', rng.int(0, 500)));
  out.push({
    key: 'aha-pals-client-accepts-bls-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_types: ['bls'] },
    html: render(f),
    issues: ['unsupported type'],
    data: {
      'certifications.0.type': 'pals',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.expiration_date': f.exp,
    },
    note: `a current PALS Provider eCard (valid through ${f.exp}); the client accepts BLS only`,
    rendering: 'text_pdf',
  });
  return out;
}
