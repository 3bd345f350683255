// A training provider's "Request for Duplicate / Replacement Certificate" form: the server fills in Section A by
// hand (Name as Last, First MI in a row of boxes, date of birth, address, phone, e-mail, employer and the manager
// who sent them, a ticked reason for the replacement, the "approximate date of class" as they remember it, their
// signature and the date of the request); the provider's office completes Section B typed over the printed form
// (record located, a one-row table with certificate no. / program / certification date / expiration / trainer ID /
// exam score, the date the duplicate was printed, the clerk's initials, a DUPLICATE ISSUED stamp with its own date)
// and Section C is the reprinted wallet card printed on the same sheet ("Duplicate — original dates apply") with the
// name as First M. Last. Request date, printing date, stamp date, the remembered class date and the form revision
// date in the footer are not the certification date. Programs: Texas TABC seller-server (no printed end: two
// years), Illinois BASSET, ServSafe Alcohol, TIPS. One form corrects the date of birth (struck through, rewritten,
// initialled). Variants: a TABC certification older than two years (expired, though the duplicate is new) and a
// co-worker's duplicate uploaded by the requested person.
import { addDays, addYears, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r15_duplicate_certificate_request_office_use',
  split: 'tuning',
  renderings: { text_pdf: 30, scanned_pdf: 15, photo: 25, scan_image: 15, fax: 15 },
  description:
    'Training provider "Request for Duplicate / Replacement Certificate": Section A by hand (Last, First MI boxes, DOB — struck and rewritten in one, employer and manager, reason ticked, "approximate date of class", request date), Section B FOR OFFICE USE typed (record located, certificate no. / program / certification date / expiration / trainer ID / score, duplicate printed on, clerk, DUPLICATE ISSUED stamp dated), Section C reprinted wallet card "original dates apply" as First M. Last; TABC (two years, no printed end), BASSET, ServSafe Alcohol, TIPS; an expired TABC certification with a new duplicate, a co-worker\u2019s duplicate',
};

const PROVIDERS = {
  TX: {
    name: 'Lone Star Server Academy',
    sub: 'TABC-approved seller-server training school · School No. SS-41{n}',
    addr: '3100 Mesa Ridge Dr, Suite 6 · El Paso, TX 79902 · (915) 555-0136 · records@lonestarserver.example',
    program: 'TABC Seller-Server Certification',
    short: 'TABC Seller-Server',
    color: '#7a3b0c',
    initials: 'LS',
    form: 'Form DR-2',
    validity: 'two (2) years',
  },
  IL: {
    name: 'Prairie State BASSET Training, LLC',
    sub: 'Licensed BASSET trainer — Illinois Liquor Control Commission Provider No. B-{n}',
    addr: '410 Lincolnway W · Springfield, IL 62704 · (217) 555-0188 · office@prairiebasset.example',
    program: 'BASSET On-Premise Certification',
    short: 'BASSET On-Premise',
    color: '#1f4d3a',
    initials: 'PS',
    form: 'Form PS-R',
    validity: 'three (3) years',
  },
  SS: {
    name: 'Summit Hospitality Training Group',
    sub: 'ServSafe Alcohol® instructor / proctor · Instructor ID {n}',
    addr: '77 Harmon Blvd · Knoxville, TN 37916 · (865) 555-0120 · certs@summithospitality.example',
    program: 'ServSafe Alcohol Primary',
    short: 'ServSafe Alcohol',
    color: '#18447e',
    initials: 'SH',
    form: 'SHT-DUP',
    validity: 'three (3) years',
  },
  TIPS: {
    name: 'Bluewater Beverage Safety Training',
    sub: 'Certified TIPS trainer · Trainer No. T-{n}',
    addr: '1880 Copperfield Dr · Savannah, GA 31401 · (912) 555-0151 · help@bluewaterbev.example',
    program: 'TIPS On-Premise',
    short: 'TIPS On-Premise',
    color: '#5b2a6e',
    initials: 'BW',
    form: 'BBS-14',
    validity: 'three (3) years',
  },
};

const REASONS = ['Lost', 'Damaged / unreadable', 'Name change', 'Never received', 'Employer needs a copy'];

function render(f) {
  const pr = f.prov;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, ...o });
  const boxes = (s, n) =>
    Array.from(
      { length: Math.max(n, s.length) },
      (_, i) => `<span class="bx">${esc((s[i] || '').toUpperCase())}</span>`,
    ).join('');
  const css = `
  .hd { display:flex; gap:12px; align-items:center; border-bottom:3px solid ${pr.color}; padding-bottom:6px; }
  .hd .n { font-size:15pt; font-weight:bold; color:${pr.color}; }
  .hd .s { font-size:8.5pt; color:#333; }
  .hd .a { font-size:8pt; color:#444; }
  .tt { text-align:center; font-size:13.5pt; font-weight:bold; letter-spacing:.5px; margin:8px 0 2px; }
  .ins { font-size:8.2pt; color:#333; text-align:center; margin-bottom:6px; }
  .sec { border:1.4px solid #333; margin-top:7px; }
  .sec .sh { background:#ddd; font-weight:bold; font-size:9.5pt; padding:2px 6px; border-bottom:1px solid #333; }
  .sec.off { border-color:${pr.color}; } .sec.off .sh { background:${pr.color}; color:#fff; }
  .row { display:flex; gap:14px; padding:4px 8px; font-size:9.3pt; align-items:flex-end; }
  .ln { border-bottom:1px solid #555; flex:1; min-height:1.5em; padding-left:4px; }
  .lbl { white-space:nowrap; }
  .bx { display:inline-block; width:16px; height:21px; border:1px solid #666; margin-right:-1px; text-align:center; font-family:${f.pen}; color:${f.ink}; font-size:12.5pt; line-height:21px; }
  .cap { font-size:7pt; color:#444; }
  table.ot { width:calc(100% - 16px); margin:4px 8px; font-size:9.4pt; }
  table.ot th { border:1px solid #555; background:#f1f1f1; font-size:8pt; padding:2px 4px; text-align:left; }
  table.ot td { border:1px solid #555; padding:4px; font-family:${FONTS.mono}; font-size:10pt; }
  .card { width:3.5in; height:2.1in; border:1.6px solid ${pr.color}; border-radius:8px; padding:7px 10px; position:relative; font-size:8.6pt; }
  .card .ct { background:${pr.color}; color:#fff; margin:-7px -10px 5px; padding:4px 10px; border-radius:6px 6px 0 0; font-weight:bold; font-size:9.2pt; }
  .card .nm { font-size:12pt; font-weight:bold; margin:3px 0; }
  .card .dup { position:absolute; right:8px; bottom:6px; color:#a11; font-weight:bold; font-size:8pt; border:1px solid #a11; padding:1px 4px; transform:rotate(-6deg); }
  .ft { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; margin-top:6px; border-top:1px solid #999; padding-top:2px; }
  .strike { text-decoration:line-through; text-decoration-thickness:2px; }
  `;
  const reasonRow = REASONS.map((r) => `${box(r === f.reason, { ink: f.ink, font: f.pen })}${esc(r)}`).join(
    '&nbsp;&nbsp; ',
  );
  const dobCell = f.dobWrong
    ? `${H(f.dobWrong, { style: 'text-decoration:line-through;text-decoration-thickness:2px' })}&nbsp; ${H(f.dobText)} ${H(f.initials, { size: '0.85em' })}`
    : H(f.dobText);
  const body = `
  <div class="hd">${logo({ initials: pr.initials, color: pr.color, shape: 'shield', size: 50 })}
    <div><div class="n">${esc(pr.name)}</div><div class="s">${esc(f.sub)}</div><div class="a">${esc(pr.addr)}</div></div></div>
  <div class="tt">REQUEST FOR DUPLICATE / REPLACEMENT CERTIFICATE</div>
  <div class="ins">Print clearly. Mail, fax or e-mail the completed form. Duplicates carry the ORIGINAL certification and expiration dates. Allow 5–7 business days. Fee: $${f.fee}.00</div>
  <div class="sec"><div class="sh">SECTION A — APPLICANT (please print)</div>
    <div class="row"><span class="lbl">Name (Last, First, MI)</span><span>${boxes(f.boxName, 26)}</span></div>
    <div class="row"><span class="lbl">Date of birth</span><span class="ln">${dobCell}</span>
      <span class="lbl">Phone</span><span class="ln">${H(f.phone)}</span></div>
    <div class="row"><span class="lbl">Mailing address</span><span class="ln">${H(f.addr)}</span></div>
    <div class="row"><span class="lbl">E-mail</span><span class="ln">${H(f.email)}</span></div>
    <div class="row"><span class="lbl">Employer (establishment)</span><span class="ln">${H(f.employer)}</span>
      <span class="lbl">Manager</span><span class="ln">${H(f.manager)}</span></div>
    <div class="row"><span class="lbl">Approximate date of class</span><span class="ln">${H(f.approx)}</span>
      <span class="lbl">Class location</span><span class="ln">${H(f.classCity)}</span></div>
    <div class="row" style="font-size:8.8pt"><span class="lbl">Reason:</span><span>${reasonRow}</span></div>
    <div class="row"><span class="lbl">Applicant signature</span><span class="ln" style="position:relative">${sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</span>
      <span class="lbl">Date of request</span><span class="ln">${H(f.requestText)}</span></div>
  </div>
  <div class="sec off"><div class="sh">SECTION B — FOR OFFICE USE ONLY</div>
    <div class="row"><span>Record located:&nbsp; ${box(true, { style: 'glyph' })}Yes&nbsp; ${box(false, { style: 'glyph' })}No</span>
      <span>Fee received:&nbsp; ${box(true, { style: 'glyph' })}Yes &nbsp; Receipt # ${esc(f.receipt)}</span></div>
    <table class="ot"><tr><th>Certificate No.</th><th>Program</th><th>Certification date</th><th>Expiration</th><th>Trainer ID</th><th>Score</th></tr>
      <tr><td>${esc(f.certNo)}</td><td style="font-family:inherit;font-size:9pt">${esc(pr.program)}</td><td>${esc(f.issueText)}</td><td>${esc(f.expText)}</td><td>${esc(f.trainerId)}</td><td>${esc(f.score)}%</td></tr></table>
    <div class="row"><span class="lbl">Duplicate printed on</span><span class="ln" style="font-family:${FONTS.mono}">${esc(f.printedText)}</span>
      <span class="lbl">Processed by</span><span class="ln">${H(f.clerk, { font: f.clerkPen, ink: '#222' })}</span>
      <span>${stamp(['DUPLICATE ISSUED', f.stampText, pr.name.split(' ').slice(0, 2).join(' ').toUpperCase()], { color: '#a11a1a', rot: -5 })}</span></div>
  </div>
  <div class="sec" style="border-style:dashed"><div class="sh" style="background:#fff">SECTION C — DUPLICATE WALLET CARD (cut out)</div>
    <div style="display:flex;gap:16px;padding:8px;align-items:center">
      <div class="card"><div class="ct">${esc(pr.short.toUpperCase())} — CERTIFIED</div>
        <div class="cap">This certifies that</div><div class="nm">${esc(f.cardName)}</div>
        <div>completed ${esc(pr.program)}</div>
        <div style="margin-top:4px">Cert. No. <b>${esc(f.certNo)}</b></div>
        <div>Certified <b>${esc(f.issueText)}</b> &nbsp; ${esc(f.cardExpLabel)} <b>${esc(f.cardExpText)}</b></div>
        <div class="dup">DUPLICATE</div></div>
      <div style="font-size:8.3pt;color:#333;flex:1">Duplicate — original dates apply. A certification is valid for ${esc(pr.validity)} from the original certification date; a duplicate does not extend it.<br><br>Questions about this record: ${esc(pr.addr.split(' · ').slice(-2).join(' · '))}</div>
    </div>
  </div>
  <div class="ft"><span>${esc(pr.form)} (rev. ${esc(f.revText)})</span><span>${esc(f.footerMid)}</span><span>Page 1 of 1</span></div>`;
  return page({ title: 'Duplicate certificate request', body, css, font: f.font, margin: '0.35in 0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const fonts = [FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato];
  const EMPLOYERS = [
    'The Rusty Spur Saloon',
    'Copper Kettle Taproom',
    'Harbor Lights Oyster Bar',
    'Blue Heron Bistro',
    'Elm Street Bowl & Grill',
    'Stillwater Brewing Co.',
  ];
  const MANAGERS = ['Dana Whitlock', 'Russ Okonkwo', 'Priya Ramaswamy', 'Tom Berglund', 'Keisha Lorde'];
  const CLERKS = ['M. Lutz', 'R. Avila', 'J. Petty', 'C. Nguyen'];
  const make = (p, st, o) => {
    const pr = PROVIDERS[st];
    const issue = o.issue;
    const requestIso = o.requestIso || addDays('2026-11-21', -rng.int(8, 40));
    const printedIso = addDays(requestIso, rng.int(2, 6));
    const ds = o.dateStyle || 'us';
    const holder = o.holder || p;
    const first = o.firstShown || holder.first;
    const mi = holder.middle ? holder.middle[0] : '';
    const area = pr.addr.match(/\((\d{3})\)/)[1];
    return {
      prov: pr,
      sub: pr.sub.replace('{n}', rng.digits(3)),
      font: rng.pick(fonts),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      clerkPen: rng.pick(["'Humor Sans'", 'DkgHandwriting']),
      boxName: `${holder.last}, ${first} ${mi}`.trim(),
      dobText: fmt(o.docDob || holder.dob, 'us_nz'),
      dobWrong: o.dobWrong ? fmt(o.dobWrong, 'us_nz') : null,
      initials: `${holder.first[0]}${holder.last[0]}`,
      phone: `(${area}) 555-01${rng.digits(2)}`,
      addr: `${rng.int(100, 9800)} ${rng.pick(['Pecan St', 'W 4th Ave', 'Maple Ct', 'Orchard Ln'])}, Apt ${rng.int(1, 40)}`,
      email: `${holder.first[0].toLowerCase()}${holder.last.replace(/[^A-Za-z]/g, '').toLowerCase()}${rng.int(1, 99)}@mail.example`,
      employer: rng.pick(EMPLOYERS),
      manager: rng.pick(MANAGERS),
      approx: o.approx,
      classCity: o.classCity,
      reason: o.reason || rng.pick(REASONS.slice(0, 2)),
      sigName: nameAs(holder, 'first_last'),
      requestText: fmt(requestIso, 'us_short'),
      fee: rng.pick([10, 15, 20]),
      receipt: rng.digits(6),
      certNo: o.certNo,
      issueText: fmt(issue, ds),
      expText: o.expText,
      cardExpLabel: o.cardExpLabel || 'Expires',
      cardExpText: o.cardExpText || o.expText,
      trainerId: o.trainerId || `${rng.letters(2)}-${rng.digits(4)}`,
      score: rng.int(78, 98),
      printedText: fmt(printedIso, ds),
      stampText: fmt(printedIso, 'mil4'),
      clerk: rng.pick(CLERKS),
      cardName: nameAs(holder, 'first_mi_last'),
      revText: rng.pick(['03/2024', '11/2022', '06/2025']),
      footerMid: `Fax completed form to (${area}) 555-0199`,
    };
  };
  const month = (iso) => fmt(iso, 'month_yyyy');
  const out = [];

  // 1. TABC: no printed end, two years from certification.
  let p = k.person();
  let issue = addDays('2026-11-21', -rng.int(180, 560));
  let exp = addYears(issue, 2);
  let f = make(p, 'TX', {
    issue,
    certNo: `${rng.digits(4)}-${rng.digits(5)}`,
    expText: '2 yrs from cert. date',
    cardExpLabel: 'Valid',
    cardExpText: 'two years',
    approx: `around ${month(addDays(issue, -rng.int(20, 40)))}?`,
    classCity: 'El Paso (online)',
  });
  out.push({
    key: 'tabc-no-printed-end',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `TABC, two years from the certification date ${issue} (ends ${exp}); the remembered class month, the request date and the duplicate's print and stamp dates are not the certification date`,
  });

  // 2. BASSET with a corrected date of birth in Section A.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(300, 900));
  exp = addYears(issue, 3);
  const wrong = `${Number(p.dob.slice(0, 4)) + 1}${p.dob.slice(4)}`;
  f = make(p, 'IL', {
    issue,
    dobWrong: wrong,
    certNo: `B${rng.digits(2)}-${rng.digits(6)}`,
    expText: fmt(exp, 'us'),
    approx: fmt(issue, 'us_short'),
    classCity: 'Springfield',
    reason: 'Lost',
  });
  out.push({
    key: 'basset-dob-corrected-initialled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['dob mismatch'],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the applicant wrote the year of birth wrong, struck it through and wrote ${fmt(p.dob, 'us_nz')} beside it with initials; the corrected date matches`,
  });

  // 3. ServSafe Alcohol, nickname in the name boxes, ISO dates typed by the office.
  p = k.person();
  while (!p.nick) p = k.person();
  issue = addDays('2026-11-21', -rng.int(200, 800));
  exp = addYears(issue, 3);
  f = make(p, 'SS', {
    issue,
    firstShown: p.nick,
    dateStyle: 'iso',
    certNo: `${rng.digits(8)}`,
    expText: fmt(exp, 'iso'),
    approx: `${issue.slice(0, 4)} — at work`,
    classCity: 'Knoxville',
    reason: 'Damaged / unreadable',
  });
  out.push({
    key: 'servsafe-alcohol-nickname-iso',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `Section A boxes spell "${p.last}, ${p.nick}" (a nickname), the card prints ${nameAs(p, 'first_mi_last')}; office dates are ISO`,
  });

  // 4. TIPS, printed expiry, class remembered only by season; manager named on the form.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(60, 700));
  exp = addYears(issue, 3);
  f = make(p, 'TIPS', {
    issue,
    certNo: `${rng.digits(7)}`,
    expText: fmt(exp, 'us'),
    approx: rng.pick(['last spring', 'summer, I think', 'not sure — early in year']),
    classCity: 'Savannah',
    reason: 'Employer needs a copy',
  });
  out.push({
    key: 'tips-employer-copy',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `TIPS valid to ${exp}; the manager ${f.manager} and the clerk ${f.clerk} are other people`,
  });

  // 5. TABC older than two years: the duplicate is new, the certification is not.
  p = k.person();
  issue = addDays('2026-11-21', -rng.int(800, 1000));
  exp = addYears(issue, 2);
  f = make(p, 'TX', {
    issue,
    certNo: `${rng.digits(4)}-${rng.digits(5)}`,
    expText: '2 yrs from cert. date',
    cardExpLabel: 'Valid',
    cardExpText: 'two years',
    approx: issue.slice(0, 4),
    classCity: 'El Paso',
    reason: 'Lost',
  });
  out.push({
    key: 'tabc-expired-new-duplicate',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
    },
    note: `certified ${issue}: two years end ${exp}, before valid_on; the duplicate was printed and stamped this month but keeps the original dates`,
  });

  // 6. A co-worker's duplicate.
  p = k.person();
  const other = otherPerson(k.person, p);
  issue = addDays('2026-11-21', -rng.int(100, 600));
  exp = addYears(issue, 3);
  f = make(p, 'SS', {
    issue,
    holder: other,
    certNo: `${rng.digits(8)}`,
    expText: fmt(exp, 'us'),
    approx: fmt(issue, 'mon_yyyy'),
    classCity: 'Knoxville',
  });
  out.push({
    key: 'coworker-duplicate',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: {
      'certificate.id': f.certNo,
      'certificate.expiration_date': exp,
      'person.name.status': 'mismatch',
    },
    note: `the form and the card are ${nameAs(other, 'first_last')}'s, not ${nameAs(p, 'first_last')}'s; the request gives no date of birth`,
  });
  return out;
}
