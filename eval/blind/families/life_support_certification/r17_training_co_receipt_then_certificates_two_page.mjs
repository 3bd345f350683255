// A CPR / life-support training company's e-mailed PDF: page 1 is the order receipt (company header, RECEIPT with
// order no., order date, payment card, status PAID, Bill to — the worker or a staffing agency —, a line-item table of
// course enrolments: Item / Student / Class date & location / Qty / Amount, with add-ons such as a printed wallet card
// or a student manual, subtotal, tax, total, a "certificates follow" note and a printed-on footer); page 2 holds the
// completion certificate(s): a framed block per completed course (student name, course, issuing organisation wording,
// a details grid with course date, card / certificate number or a "to be issued" line, recommended renewal MM/YYYY,
// valid-through date or expiration month, training center and ID, instructor and ID). In an agency order the page holds
// three students' certificates with the worker's in the middle. Variants: AHA BLS blended, Red Cross BLS for three
// agency staff, AHA BLS and ACLS on consecutive days, an ASHI BLS reprinted from order history whose expiration month
// has passed, an online-only provider that only cites the AHA guidelines, an AHA certificate whose eCard code is still
// to be issued.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  stripAccents,
  otherPerson,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r17_training_co_receipt_then_certificates_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page e-mailed PDF from a CPR / life-support training company: p1 order RECEIPT (order no., order date, card payment, PAID, Bill to the worker or a staffing agency, line items Item / Student / Class date & location / Qty / Amount with add-ons, subtotal, tax, total, printed-on footer); p2 framed completion certificate blocks (student, course, issuer wording, course date, eCard code / certificate no. or "to be issued", recommended renewal MM/YYYY, valid through or expiration month, training center and ID, instructor and ID); AHA BLS blended, Red Cross BLS for three agency staff with the worker in the middle, AHA BLS + ACLS on consecutive days, an ASHI BLS reprint whose expiration month has passed, an online-only provider citing AHA guidelines, an eCard code still to be issued',
};

const COMPANIES = {
  aha: {
    name: 'Keystone Lifesaving Academy, LLC',
    pre: 'KLA',
    tag: 'AHA BLS · ACLS · PALS · Heartsaver',
    addr: '615 Copperfield Dr, Suite B · Knoxville, TN 37916',
    web: 'keystonelifesaving.example',
    tc: 'Appalachian Resuscitation Training Center',
    tcId: 'TN20571',
    color: '#a3162d',
    shape: 'square',
  },
  aha2: {
    name: 'PulsePoint CPR Classes',
    pre: 'PPC',
    tag: 'American Heart Association Training Site',
    addr: '2230 Tamarack Dr · Boise, ID 83702',
    web: 'pulsepointcpr.example',
    tc: 'Snake River Cardiac Education TC',
    tcId: 'ID04418',
    color: '#0f4c81',
    shape: 'circle',
  },
  arc: {
    name: 'Gulfside Safety Training Co.',
    pre: 'GST',
    tag: 'American Red Cross Licensed Training Provider',
    addr: '1900 Old Quarry Rd · Orlando, FL 32803',
    web: 'gulfsidesafety.example',
    tc: 'Gulfside Safety Training Co.',
    tcId: 'LTP #ARC-20-11873',
    color: '#b3121b',
    shape: 'cross',
  },
  ashi: {
    name: 'Front Range Medical Skills',
    pre: 'FRMS',
    tag: 'ASHI Authorized Training Center',
    addr: '340 Pioneer Way · Aurora, CO 80012',
    web: 'frontrangeskills.example',
    tc: 'Front Range Medical Skills',
    tcId: 'ASHI TC #29917',
    color: '#1c5e3b',
    shape: 'shield',
  },
  online: {
    name: 'CertNow Online Academy',
    pre: 'CN',
    tag: '100% online certification — instant wallet card',
    addr: 'PO Box 4471 · Reno, NV 89502',
    web: 'certnow-academy.example',
    tc: 'CertNow Online Academy',
    tcId: 'Online campus',
    color: '#5a2d82',
    shape: 'leaf',
  },
};
const INSTRUCTORS = [
  ['Lorraine Biddle', '01190432178'],
  ['Terrence Okoye', '06171155093'],
  ['Hollis Quade', '10200674415'],
  ['Mirela Stan', '03180983360'],
];
const AGENCIES = [
  ['Harbor & Pine Nurse Staffing', 'Accounts Payable', '77 Whitcomb St, Worcester, MA 01608'],
  ['Northgate Clinical Staffing', 'Training & Compliance', '1200 Lindell Blvd, St. Louis, MO 63103'],
];
const COURSE = {
  bls: {
    aha: 'BLS Provider',
    arc: 'Basic Life Support (BLS)',
    ashi: 'ASHI Basic Life Support (BLS)',
    online: 'BLS Certification (Healthcare Provider) — Online',
  },
  acls: { aha: 'ACLS Provider' },
};

const money = (n) => (n < 0 ? `−$${(-n).toFixed(2)}` : `$${n.toFixed(2)}`);

function certBlock(c, comp, f, compact) {
  const issuerText =
    c.kind === 'aha'
      ? `has successfully completed the cognitive and skills evaluations in accordance with the curriculum of the <b>American Heart Association ${esc(COURSE[c.type].aha)}</b> course.`
      : c.kind === 'arc'
        ? `has successfully completed the requirements for <b>American Red Cross Basic Life Support</b> conducted by ${esc(comp.name)}, an American Red Cross Licensed Training Provider.`
        : c.kind === 'ashi'
          ? `has completed <b>Basic Life Support</b> through an authorized training center of the <b>American Safety &amp; Health Institute</b> (ASHI).`
          : `has passed the online <b>BLS Certification</b> examination of CertNow Online Academy. This course follows the 2020 AHA Guidelines for CPR and ECC; CertNow Online Academy is not affiliated with or endorsed by the American Heart Association.`;
  const cells = [];
  cells.push(['Course date', fmt(c.issue, f.ds)]);
  if (c.kind === 'aha') {
    cells.push(['eCard code', c.id || c.pendingText]);
    cells.push(['Recommended renewal', fmt(c.exp, 'mm_yyyy')]);
  } else if (c.kind === 'arc') {
    cells.push(['Certificate ID', c.id]);
    cells.push(['Valid through', fmt(c.exp, f.ds)]);
  } else if (c.kind === 'ashi') {
    cells.push(['Certification no.', c.id]);
    cells.push(['Expiration', fmt(c.exp, 'mm_yyyy')]);
  } else {
    cells.push(['Certificate no.', c.id]);
    cells.push(['Expiration date', fmt(c.exp, f.ds)]);
  }
  cells.push([
    c.kind === 'aha' ? 'Training Center / TC ID' : 'Provider',
    `${comp.tc}${c.kind === 'online' ? '' : ` · ${comp.tcId}`}`,
  ]);
  cells.push([
    c.kind === 'online' ? 'Exam' : 'Instructor / ID',
    c.kind === 'online' ? `Score ${c.score}% · proctor: none (self-paced)` : `${c.instr[0]} · ${c.instr[1]}`,
  ]);
  const grid = cells
    .map((x) => `<div class="cl"><div class="ck">${esc(x[0])}</div><div class="cv">${esc(x[1])}</div></div>`)
    .join('');
  return `<div class="cert ${compact ? 'cmp' : ''}" style="border-color:${comp.color}">
    <div class="ct" style="color:${comp.color}">Certificate of Course Completion</div>
    <div class="cs">This certifies that</div>
    <div class="cn">${esc(c.name)}</div>
    <div class="cx">${issuerText}</div>
    <div class="cg">${grid}</div>
    <div class="cf"><span>${c.kind === 'online' ? '' : sig(c.instr[0], { font: f.sigFont, size: compact ? '1.3em' : '1.6em', rot: -2 })}</span><span class="cw">${esc(comp.web)}/verify</span></div>
  </div>`;
}

function render(f) {
  const comp = COMPANIES[f.company];
  const lines = f.lines
    .map(
      (l, i) =>
        `<tr><td>${i + 1}</td><td><b>${esc(l.item)}</b>${l.sub ? `<div class="sub">${esc(l.sub)}</div>` : ''}</td><td>${esc(l.student || '—')}</td><td>${esc(l.when || '—')}</td><td class="n">${l.qty || 1}</td><td class="n">${money(l.amt)}</td></tr>`,
    )
    .join('');
  const sub = f.lines.reduce((s, l) => s + l.amt * (l.qty || 1), 0);
  const tax = Math.round(sub * f.taxRate * 100) / 100;
  const reprint = f.reprint
    ? `<div class="rp">ORDER HISTORY — REPRINT · printed ${esc(fmt(f.reprint, 'us'))} from your learner account</div>`
    : '';
  const p1 = `<div class="pb">${reprint}
   <div class="hd"><div class="lg">${logo({ initials: comp.name.slice(0, 2).toUpperCase(), color: comp.color, shape: comp.shape, size: 44 })}<div><div class="co" style="color:${comp.color}">${esc(comp.name)}</div><div class="tg">${esc(comp.tag)}</div><div class="ad">${esc(comp.addr)} · ${esc(comp.web)}</div></div></div>
   <div class="rc"><div class="rt">RECEIPT</div><table class="mt">
    <tr><td>Order no.</td><td>${esc(f.order)}</td></tr>
    <tr><td>Order date</td><td>${esc(fmt(f.orderDate, f.ds))}</td></tr>
    <tr><td>Payment</td><td>${esc(f.card)}</td></tr>
    <tr><td>Status</td><td><b style="color:#1d7a36">PAID</b></td></tr></table></div></div>
   <div class="bt"><div><div class="lb">Bill to</div>${f.billTo.map(esc).join('<br>')}</div>
    <div><div class="lb">Confirmation sent to</div>${esc(f.billMail)}</div></div>
   <table class="li"><tr><th>#</th><th>Item</th><th>Student</th><th>Class date &amp; location</th><th class="n">Qty</th><th class="n">Amount</th></tr>${lines}
    <tr class="tt"><td colspan="5" class="n">Subtotal</td><td class="n">${money(sub)}</td></tr>
    <tr class="tt"><td colspan="5" class="n">Sales tax (${(f.taxRate * 100).toFixed(2)}%)</td><td class="n">${money(tax)}</td></tr>
    <tr class="tt"><td colspan="5" class="n"><b>Total charged</b></td><td class="n"><b>${money(sub + tax)}</b></td></tr></table>
   <div class="nt">${esc(f.p1note)}</div>
   <div class="pol"><b>Refund &amp; reschedule policy:</b> Seats may be rescheduled once up to 48 hours before class. No-shows are not refunded. Cards and certificates are issued to the student named on the enrolment; name corrections must be requested within 30 days of the class.</div>
   <div class="ft"><span>${esc(comp.name)} · receipt ${esc(f.order)}</span><span>Page 1 of 2</span></div></div>`;
  const compact = f.certs.length > 1;
  const p2 = `<div class="h2" style="border-color:${comp.color}"><span>${f.certs.length > 1 ? `Completion certificates (${f.certs.length})` : 'Completion certificate'} — order ${esc(f.order)}</span><span>${esc(comp.name)}</span></div>
   ${f.certs.map((c) => certBlock(c, comp, f, compact)).join('')}
   ${
     f.certs.length === 1 && f.certs[0].kind !== 'online'
       ? `<div class="nt"><b>What happens next</b><br>We will e-mail a renewal reminder in ${esc(fmt(addDays(f.certs[0].exp.slice(0, 8) + '01', -75), 'month_yyyy'))}. Keep this certificate for your employer's file; lost certificates can be reprinted from your learner account at no charge.</div>`
       : ''
   }
   <div class="ft"><span>Verify at ${esc(comp.web)}/verify</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Receipt and certificate',
    margin: '0.45in 0.55in',
    font: f.font,
    body: p1 + p2,
    css: `
    body { font-size:9.6pt; }
    .rp { background:#333; color:#fff; font-size:8.4pt; padding:3px 8px; margin-bottom:8px; letter-spacing:.5px; }
    .hd { display:flex; justify-content:space-between; align-items:flex-start; }
    .lg { display:flex; gap:10px; align-items:center; }
    .co { font-size:16pt; font-weight:bold; } .tg { font-size:9pt; color:#444; } .ad { font-size:8pt; color:#666; }
    .rt { font-size:20pt; letter-spacing:3px; color:#333; text-align:right; }
    table.mt td { padding:1px 6px; font-size:8.8pt; } table.mt td:first-child { color:#666; text-align:right; }
    .bt { display:flex; gap:60px; margin:16px 0 10px; font-size:9.4pt; line-height:1.35; }
    .lb { font-size:7.8pt; text-transform:uppercase; color:#777; letter-spacing:1px; }
    table.li { width:100%; margin-top:6px; }
    table.li th { background:#f0f0f0; text-align:left; font-size:8.4pt; padding:4px 6px; border-bottom:1.5px solid #555; }
    table.li td { padding:5px 6px; border-bottom:1px solid #ddd; vertical-align:top; font-size:9pt; }
    table.li .n { text-align:right; } .sub { font-size:8pt; color:#555; }
    tr.tt td { border-bottom:none; padding:2px 6px; }
    .nt { margin-top:12px; font-size:9pt; background:#f7f7f2; border-left:3px solid #999; padding:5px 8px; }
    .pol { margin-top:12px; font-size:7.8pt; color:#555; line-height:1.35; }
    .ft { display:flex; justify-content:space-between; font-size:7.4pt; color:#666; border-top:1px solid #ccc; margin-top:14px; padding-top:3px; }
    .h2 { display:flex; justify-content:space-between; font-size:9pt; color:#444; border-bottom:2px solid; padding-bottom:3px; margin-bottom:10px; }
    .cert { border:3px double; padding:12px 18px 8px; margin:0 0 12px; text-align:center; }
    .ct { font-family:${FONTS.serif}; font-size:19pt; font-weight:bold; }
    .cs { font-size:9pt; color:#555; margin-top:4px; }
    .cn { font-family:${FONTS.serif}; font-size:20pt; margin:3px 0 4px; }
    .cx { font-size:9.2pt; max-width:6.2in; margin:0 auto 8px; line-height:1.35; }
    .cg { display:grid; grid-template-columns:repeat(3, 1fr); border-top:1px solid #ccc; border-left:1px solid #ccc; text-align:left; }
    .cl { border-right:1px solid #ccc; border-bottom:1px solid #ccc; padding:3px 6px; }
    .ck { font-size:7.4pt; text-transform:uppercase; color:#666; letter-spacing:.5px; } .cv { font-size:9.4pt; font-weight:bold; }
    .cf { display:flex; justify-content:space-between; align-items:flex-end; margin-top:4px; min-height:0.3in; }
    .cw { font-size:7.6pt; color:#666; }
    .cert.cmp { padding:7px 14px 5px; margin-bottom:9px; }
    .cert.cmp .ct { font-size:14pt; } .cert.cmp .cn { font-size:16pt; margin:1px 0 2px; } .cert.cmp .cx { font-size:8.4pt; margin-bottom:5px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const ISSUER = {
    aha: 'american_heart_association',
    arc: 'american_red_cross',
    ashi: 'american_safety_health_institute',
    online: 'other',
  };
  const cardOf = (kind, type, issue, p, o = {}) => {
    const exp =
      kind === 'aha'
        ? twoYearsEndOfMonth(issue)
        : kind === 'arc'
          ? addDays(addYears(issue, 2), -1)
          : kind === 'ashi'
            ? twoYearsEndOfMonth(issue)
            : addYears(issue, 2);
    const id =
      o.id === null
        ? null
        : kind === 'aha'
          ? `${rng.digits(12)}`
          : kind === 'arc'
            ? `${rng.alnum(6)}-${rng.alnum(4)}`
            : kind === 'ashi'
              ? `${rng.digits(3)}-${rng.digits(6)}`
              : `CN-${rng.digits(7)}`;
    return {
      kind,
      type,
      issue,
      exp,
      id,
      pendingText: o.pendingText,
      name: nameAs(p, o.nameStyle || rng.pick(['FIRST_MI_LAST', 'full', 'first_mi_last'])),
      instr: o.instr || rng.pick(INSTRUCTORS),
      score: rng.int(84, 98),
    };
  };
  const base = (o) => ({
    ds: o.ds || rng.pick(['us', 'long', 'mon']),
    font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.roboto]),
    sigFont: rng.pick(SIGS),
    order: `${COMPANIES[o.company].pre}-${rng.pick(['', 'W'])}${rng.digits(6)}`,
    card: `${rng.pick(['Visa', 'Mastercard', 'Amex'])} •••• ${rng.digits(4)}`,
    taxRate: rng.pick([0, 0.0625, 0.07, 0.0825]),
    ...o,
  });
  const where = (comp, d, time) => `${fmt(d, 'mon')}, ${time} · ${comp.addr.split(' · ')[1]}`;
  const data = (c) => ({
    'certifications.0.type': c.type,
    'certifications.0.issuer': ISSUER[c.kind],
    ...(c.id ? { 'certifications.0.id': c.id } : {}),
    'certifications.0.issue_date': c.issue,
    'certifications.0.expiration_date': c.exp,
  });
  const out = [];

  // 1 — AHA BLS blended (HeartCode online part + skills session)
  let p = k.person();
  let issue = addDays('2025-02-03', rng.int(0, 600));
  let c = cardOf('aha', 'bls', issue, p);
  let comp = COMPANIES.aha;
  let f = base({
    company: 'aha',
    orderDate: addDays(issue, -rng.int(8, 20)),
    billTo: [nameAs(p, 'first_last'), `${rng.int(100, 999)} Bellwether Ct`, 'Knoxville, TN 37919'],
    billMail: `${stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${rng.int(10, 99)}@mailbox.example`,
    lines: [
      {
        item: 'HeartCode® BLS — online portion',
        sub: 'Access key e-mailed; complete before the skills session',
        student: nameAs(p, 'first_last'),
        when: 'Online, self-paced',
        amt: 34.0,
      },
      {
        item: 'BLS Provider — skills practice & testing',
        sub: 'Blended course, hands-on session',
        student: nameAs(p, 'first_last'),
        when: where(comp, issue, '9:00 AM'),
        amt: 45.0,
      },
      {
        item: 'Printed wallet card (optional)',
        sub: 'Mailed within 10 business days',
        student: nameAs(p, 'first_last'),
        amt: 5.0,
      },
    ],
    p1note:
      'Your completion certificate is on page 2. Your AHA eCard is claimed separately from the e-mail sent by the AHA eCards system.',
    certs: [c],
  });
  out.push({
    key: 'aha-bls-blended-self-paid',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(c), ...personData('match', null) },
    note: `skills session ${issue} → recommended renewal ${c.exp.slice(0, 7)} (valid through ${c.exp}); the order date ${f.orderDate} and the order no. are not the card's`,
    rendering: 'text_pdf',
  });

  // 2 — Red Cross BLS, agency order for three staff, worker's certificate in the middle
  p = k.person();
  const q1 = otherPerson(k.person, p);
  const q2 = otherPerson(k.person, p);
  issue = addDays('2025-03-10', rng.int(0, 560));
  comp = COMPANIES.arc;
  const ag = rng.pick(AGENCIES);
  const instr2 = rng.pick(INSTRUCTORS);
  const certs2 = [q1, p, q2].map((x) => cardOf('arc', 'bls', issue, x, { instr: instr2 }));
  f = base({
    company: 'arc',
    orderDate: addDays(issue, -rng.int(5, 15)),
    billTo: [ag[0], `Attn: ${ag[1]}`, ag[2]],
    billMail: `training@${ag[0].split(' ')[0].toLowerCase()}.example`,
    lines: [q1, p, q2].map((x) => ({
      item: 'Basic Life Support (BLS) — in-person',
      sub: 'Red Cross digital certificate included',
      student: nameAs(x, 'first_last'),
      when: where(comp, issue, '1:00 PM'),
      amt: 79.0,
    })),
    p1note: `Group order for ${ag[0]}: 3 seats. Digital certificates for all students on this order follow on page 2.`,
    certs: certs2,
  });
  out.push({
    key: 'red-cross-bls-agency-order-three-students',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications', 'name mismatch'],
    data: { ...data(certs2[1]), ...personData('match', null) },
    note: `three students' certificates from one group class on page 2; the worker's (${certs2[1].name}, ID ${certs2[1].id}) is the second. The other two belong to co-workers and are not the worker's cards. Valid through ${certs2[1].exp}`,
    rendering: 'text_pdf',
  });

  // 3 — AHA BLS and ACLS on consecutive days
  p = k.person();
  issue = addDays('2025-04-14', rng.int(0, 520));
  comp = COMPANIES.aha2;
  const bls = cardOf('aha', 'bls', issue, p, { nameStyle: 'full' });
  const acls = cardOf('aha', 'acls', addDays(issue, 1), p, { nameStyle: 'full' });
  f = base({
    company: 'aha2',
    orderDate: addDays(issue, -rng.int(10, 30)),
    billTo: [nameAs(p, 'first_mi_last'), `${rng.int(100, 999)} Fernhill Rd`, 'Boise, ID 83706'],
    billMail: `${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.rn@mailbox.example`,
    lines: [
      {
        item: 'ACLS Provider — renewal',
        sub: 'Day 2 of BLS + ACLS bundle',
        student: nameAs(p, 'first_last'),
        when: where(comp, acls.issue, '8:00 AM'),
        amt: 165.0,
      },
      {
        item: 'BLS Provider — renewal',
        sub: 'Day 1 of BLS + ACLS bundle',
        student: nameAs(p, 'first_last'),
        when: where(comp, issue, '8:00 AM'),
        amt: 60.0,
      },
      { item: 'ACLS Provider Manual (eBook)', student: nameAs(p, 'first_last'), amt: 39.0 },
      { item: 'Bundle discount', sub: 'BLSACLS25', amt: -25.0 },
    ],
    p1note: 'Both certificates are on page 2. The AHA eCards for each course are e-mailed separately.',
    certs: [bls, acls],
  });
  out.push({
    key: 'aha-bls-and-acls-consecutive-days',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: {
      ...data(bls),
      'certifications.1.type': 'acls',
      'certifications.1.issuer': 'american_heart_association',
      'certifications.1.id': acls.id,
      'certifications.1.expiration_date': acls.exp,
      ...personData('match', null),
    },
    note: `BLS ${issue} (renewal ${bls.exp.slice(0, 7)}) and ACLS ${acls.issue} (renewal ${acls.exp.slice(0, 7)}): two different course types are not too many certifications; the receipt lists ACLS first`,
    rendering: 'scanned_pdf',
  });

  // 4 — ASHI BLS reprinted from order history, expired
  p = k.person();
  issue = addDays('2024-05-06', rng.int(0, 100));
  comp = COMPANIES.ashi;
  c = cardOf('ashi', 'bls', issue, p);
  f = base({
    company: 'ashi',
    orderDate: addDays(issue, -rng.int(6, 18)),
    reprint: addDays('2026-11-05', rng.int(0, 12)),
    billTo: [nameAs(p, 'first_last'), `${rng.int(100, 999)} Grange Hall Rd`, 'Aurora, CO 80011'],
    billMail: `${stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}@mailbox.example`,
    lines: [
      {
        item: 'ASHI Basic Life Support — initial',
        sub: 'Classroom course with skills test',
        student: nameAs(p, 'first_last'),
        when: where(comp, issue, '5:30 PM'),
        amt: 70.0,
      },
      { item: 'Student handbook (print)', student: nameAs(p, 'first_last'), amt: 12.0 },
    ],
    p1note:
      'Certificate on page 2. Your ASHI certification card is valid for two years; renewal classes are listed on our website.',
    certs: [c],
  });
  out.push({
    key: 'ashi-bls-order-history-reprint-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.expiration_date': c.exp,
    },
    note: `class ${issue}, Expiration ${c.exp.slice(0, 7)} → ${c.exp}, before 2026-11-21; the reprint date ${f.reprint} at the top is recent but is not a validity`,
    rendering: 'scanned_pdf',
  });

  // 5 — online-only provider that cites the AHA guidelines
  p = k.person();
  issue = addDays('2025-09-01', rng.int(0, 330));
  comp = COMPANIES.online;
  c = cardOf('online', 'bls', issue, p);
  f = base({
    company: 'online',
    orderDate: issue,
    billTo: [nameAs(p, 'first_last')],
    billMail: `${stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${rng.int(100, 999)}@mailbox.example`,
    lines: [
      {
        item: 'BLS Certification — online course & exam',
        sub: 'Instant certificate and wallet card PDF',
        student: nameAs(p, 'first_last'),
        when: 'Online, completed same day',
        amt: 39.95,
      },
      { item: 'Rush shipping of printed card', student: nameAs(p, 'first_last'), amt: 9.95 },
    ],
    p1note:
      'Congratulations! Your certificate is on page 2 and in your dashboard. Money-back guarantee if your employer does not accept it.',
    certs: [c],
  });
  out.push({
    key: 'online-only-provider-cites-aha-guidelines',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported issuer'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'other',
      'certifications.0.id': c.id,
      'certifications.0.expiration_date': c.exp,
    },
    note: 'the certificate is issued by an online-only company that states it follows the AHA guidelines and is not affiliated with the AHA: issuer other, not accepted by default',
    rendering: 'text_pdf',
  });

  // 6 — AHA BLS, eCard code still to be issued
  p = k.person();
  issue = addDays('2026-10-19', rng.int(0, 25));
  comp = COMPANIES.aha;
  c = cardOf('aha', 'bls', issue, p, {
    id: null,
    pendingText: 'To be issued — e-mailed by the AHA within 20 business days',
  });
  f = base({
    company: 'aha',
    orderDate: addDays(issue, -rng.int(4, 12)),
    billTo: [nameAs(p, 'first_last'), `${rng.int(100, 999)} Larkspur Ave`, 'Knoxville, TN 37920'],
    billMail: `${stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.${rng.int(10, 99)}@mailbox.example`,
    lines: [
      {
        item: 'BLS Provider — full classroom course',
        sub: 'Initial provider course',
        student: nameAs(p, 'first_last'),
        when: where(comp, issue, '8:30 AM'),
        amt: 75.0,
      },
    ],
    p1note:
      'Course completion certificate on page 2. The eCard code will appear in your AHA eCards account once the Training Center issues it.',
    certs: [c],
  });
  out.push({
    key: 'aha-bls-ecard-code-to-be-issued',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': null,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': c.exp,
    },
    note: `the eCard code cell says it is still to be issued; the receipt's order no. ${f.order} is not a card number. Course ${issue}, renewal ${c.exp.slice(0, 7)}`,
    rendering: 'text_pdf',
  });
  return out;
}
