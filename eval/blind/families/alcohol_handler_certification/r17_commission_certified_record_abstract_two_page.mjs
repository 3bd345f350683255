// A state alcohol agency's answer to a records request about a server's permit / certification, as the two-page
// PDF the agency e-mails back: p1 a cover letter from the agency's records unit (letterhead, letter date, request
// no., receipt no., addressed to the requester — the server at home or an employer's HR contact "with the written
// authorization of the permit holder dated …", a Re: line naming the holder, prose saying the enclosed abstract is
// certified as of a date, that the letter itself is not a permit, the fee paid, the records custodian's signature,
// "Enclosure: Certified Abstract (1 page)"); p2 the CERTIFIED ABSTRACT OF RECORD: section A record holder (Name as
// LAST, FIRST MIDDLE, date of birth, city of record, permit / certificate class), section B the permit history
// oldest first (No. / Action / Action date / Certificate or permit no. / Valid from / Valid until / Status after
// action), section C training and examination entries (provider, course, completed, exam score), section D the
// custodian's certification "this Nth day of Month YYYY" with the agency seal. The deciding entry is the LAST row of
// the history on page 2; request, letter, receipt, training and authorization dates are other dates.
// Variants: a California RBS server recertified after a lapse; a Tennessee server permit renewed once (scanned);
// an Illinois BASSET card whose last row records its expiry; two Texas TABC seller-server certificates with no
// printed end ("two years from the date of certification"), the newer one current; a relative's record with the
// same surname sent for the requested person (scanned); a California RBS manager certification for a client that
// accepts Illinois only.
import { addDays, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r17_commission_certified_record_abstract_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page state alcohol agency records-request answer: p1 records-unit cover letter (request no., receipt no., requester = the server or an employer HR contact with the holder\u2019s authorization date, Re: holder, "certified as of", not a permit, custodian signature); p2 CERTIFIED ABSTRACT OF RECORD with holder block (LAST, FIRST MIDDLE, DOB, class), an oldest-first permit history table (Action / Action date / Certificate or permit no. / Valid from / Valid until / Status after action) whose LAST row decides, training and exam entries, custodian certification "this Nth day of" with seal; California RBS recertified after a lapse, Tennessee server permit renewed, Illinois BASSET expired, two Texas TABC certificates without a printed end, a relative\u2019s record with the same surname, a California manager certification for an Illinois-only client',
};

const AGENCIES = {
  CA: {
    state: 'California',
    agency: 'Department of Alcoholic Beverage Control',
    unit: 'Responsible Beverage Service (RBS) Program · Records Unit',
    addr: 'PO Box 70412 · Sacramento, CA 95817 · (916) 555-0142 · rbs.records@abc-state.example',
    color: '#123d6b',
    what: 'Responsible Beverage Service certification',
    numLabel: 'RBS Server ID',
    city: 'Fresno, CA',
  },
  TN: {
    state: 'Tennessee',
    agency: 'Alcoholic Beverage Commission',
    unit: 'Server Permit Section · Public Records',
    addr: '1700 Harmon Blvd, Suite 310 · Knoxville, TN 37916 · (865) 555-0177 · permits.records@tnabc-state.example',
    color: '#6b1f1f',
    what: 'alcohol server permit',
    numLabel: 'Server permit no.',
    city: 'Knoxville, TN',
  },
  IL: {
    state: 'Illinois',
    agency: 'Liquor Control Commission',
    unit: 'BASSET Program · Records and Certification',
    addr: '410 Lincolnway W, 2nd Floor · Springfield, IL 62704 · (217) 555-0163 · basset.records@ilcc-state.example',
    color: '#1f4d3a',
    what: 'BASSET certification',
    numLabel: 'BASSET certificate no.',
    city: 'Springfield, IL',
  },
  TX: {
    state: 'Texas',
    agency: 'Alcoholic Beverage Commission (TABC)',
    unit: 'Seller-Server Certification · Records Custodian',
    addr: '3100 Mesa Ridge Dr · El Paso, TX 79902 · (915) 555-0119 · ss.records@tabc-state.example',
    color: '#7a3b0c',
    what: 'TABC seller-server certification',
    numLabel: 'Certificate no.',
    city: 'El Paso, TX',
  },
};

const ORD = (n) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] || s[v] || s[0]}`;
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
const certifiedDay = (iso) =>
  `this ${ORD(Number(iso.slice(8, 10)))} day of ${MONTHS[Number(iso.slice(5, 7)) - 1]}, ${iso.slice(0, 4)}`;

function render(f) {
  const a = f.ag;
  const css = `
  .lh { display:flex; gap:14px; align-items:center; border-bottom:2px solid ${a.color}; padding-bottom:6px; }
  .lh .st { font-size:8.5pt; letter-spacing:2px; text-transform:uppercase; color:#444; }
  .lh .ag { font-size:15pt; font-weight:bold; color:${a.color}; font-family:${FONTS.serif}; }
  .lh .un { font-size:9pt; color:#333; }
  .addr { font-size:7.8pt; color:#444; text-align:right; margin-top:3px; }
  .meta { display:flex; justify-content:space-between; margin:16px 0 12px; font-size:9.5pt; }
  .to { line-height:1.35; }
  .re { font-weight:bold; margin:10px 0; }
  .lt p { margin:0 0 9px; line-height:1.42; font-size:10.2pt; text-align:justify; }
  .sg { margin-top:14px; } .sg .nm { font-size:9.5pt; line-height:1.3; }
  .encl { font-size:8.6pt; margin-top:16px; color:#333; }
  .pf { font-size:7.6pt; color:#555; border-top:1px solid #999; padding-top:2px; display:flex; justify-content:space-between; margin-top:22px; }
  h2 { text-align:center; font-family:${FONTS.serif}; font-size:14.5pt; letter-spacing:1.5px; margin:10px 0 2px; }
  .sub { text-align:center; font-size:8.8pt; color:#333; margin-bottom:8px; }
  .sec { font-weight:bold; font-size:9pt; background:${a.color}; color:#fff; padding:2px 6px; margin-top:10px; }
  table.hb { width:100%; font-size:9.4pt; } table.hb td { border:1px solid #999; padding:3px 6px; vertical-align:top; }
  table.hb td.k { background:#f2f2f2; width:1.45in; font-size:8.4pt; color:#333; }
  table.h { width:100%; font-size:8.5pt; margin-top:2px; } table.h th { border:1px solid #666; background:#e9e9e9; padding:3px 4px; font-size:7.6pt; text-align:left; }
  table.h td { border:1px solid #999; padding:3px 4px; vertical-align:top; }
  .fnote { font-size:8pt; color:#333; margin-top:3px; }
  .cert { display:flex; gap:16px; align-items:center; margin-top:12px; font-size:9.4pt; line-height:1.4; }
  `;
  const hist = f.history
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td><td>${esc(r.action)}</td><td>${esc(r.date)}</td><td>${esc(r.num || '')}</td><td>${esc(r.from || '—')}</td><td>${esc(r.until || '—')}</td><td>${esc(r.status)}</td></tr>`,
    )
    .join('');
  const train = f.training
    .map(
      (t) =>
        `<tr><td>${esc(t.provider)}</td><td>${esc(t.course)}</td><td>${esc(t.date)}</td><td>${esc(t.score)}</td></tr>`,
    )
    .join('');
  const head = `<div class="lh">${seal({ text: `STATE OF ${a.state.toUpperCase()} · ${a.agency.toUpperCase()} ·`, inner: '★', color: a.color, size: 62 })}
    <div><div class="st">State of ${esc(a.state)}</div><div class="ag">${esc(a.agency)}</div><div class="un">${esc(a.unit)}</div></div></div>
    <div class="addr">${esc(a.addr)}</div>`;
  const p1 = `${head}
  <div class="meta"><div class="to">${f.toLines.map(esc).join('<br>')}</div>
    <div style="text-align:right">${esc(f.letterText)}<br>Request no. ${esc(f.reqNo)}<br>Receipt no. ${esc(f.receipt)}</div></div>
  <div class="re">Re: Certified abstract of record — ${esc(f.reName)}</div>
  <div class="lt">
    <p>${esc(f.salutation)}</p>
    <p>We received your request on ${esc(f.receivedText)} for a certified copy of the ${esc(a.what)} record of the person named above${f.authText ? `, made with the written authorization of the permit holder dated ${esc(f.authText)}` : ''}. The enclosed abstract lists every action recorded on that file in the order it was recorded and is certified as of the date shown on it.</p>
    <p>This letter and the enclosed abstract are not a permit or a certificate and do not by themselves authorize anyone to sell or serve alcoholic beverages. An establishment relying on the record should read the history to the last entry. The fee of $${f.fee}.00 was received (receipt no. above).</p>
    <p>If you believe an entry is wrong, write to the Records Unit at the address above within 30 days and quote the request number.</p>
    <p>Sincerely,</p></div>
  <div class="sg">${sig(f.custodian, { font: f.sigFont, ink: '#1b2a55', size: '1.9em' })}
    <div class="nm">${esc(f.custodian)}<br>Custodian of Records, ${esc(a.unit.split(' · ')[0])}</div></div>
  <div class="encl">Enclosure: Certified Abstract of Record (1 page)<br>cc: file ${esc(f.reqNo)}</div>
  <div class="pf"><span>${esc(a.agency)} · ${esc(f.reqNo)}</span><span>Page 1 of 2</span></div>`;
  const p2 = `${head}
  <h2>CERTIFIED ABSTRACT OF RECORD</h2>
  <div class="sub">${esc(a.what.charAt(0).toUpperCase() + a.what.slice(1))} · Request ${esc(f.reqNo)} · Record as of ${esc(f.asOfText)}</div>
  <div class="sec">A. RECORD HOLDER</div>
  <table class="hb"><tr><td class="k">Name (Last, First Middle)</td><td><b>${esc(f.holderName)}</b></td><td class="k">Date of birth</td><td>${esc(f.dobText)}</td></tr>
    <tr><td class="k">${esc(f.headLabel)}</td><td><b>${esc(f.headNum)}</b></td><td class="k">City of record</td><td>${esc(f.cityText)}</td></tr>
    <tr><td class="k">Class</td><td>${esc(f.klass)}</td><td class="k">Record opened</td><td>${esc(f.openedText)}</td></tr></table>
  <div class="sec">B. PERMIT / CERTIFICATION HISTORY (oldest first)</div>
  <table class="h"><tr><th>No.</th><th>Action</th><th>Action date</th><th>Certificate / permit no.</th><th>Valid from</th><th>Valid until</th><th>Status after action</th></tr>${hist}</table>
  ${f.histNote ? `<div class="fnote">${esc(f.histNote)}</div>` : ''}
  <div class="sec">C. TRAINING AND EXAMINATION</div>
  <table class="h"><tr><th>Provider / trainer</th><th>Course</th><th>Completed</th><th>Exam</th></tr>${train}</table>
  <div class="sec">D. CERTIFICATION</div>
  <div class="cert">${seal({ text: `${a.agency.toUpperCase()} · OFFICIAL SEAL ·`, inner: '⚖', color: a.color, size: 96 })}
    <div>I certify that the foregoing is a true and complete abstract of the records of the ${esc(a.agency)}, State of ${esc(a.state)}, concerning the person named in section A, as those records stood at the close of business on ${esc(f.asOfText)}.<br>
    Certified ${esc(f.certifiedWords)}.<br>
    ${sig(f.custodian, { font: f.sigFont, ink: '#1b2a55', size: '1.7em' })}<br>${esc(f.custodian)}, Custodian of Records</div></div>
  <div class="pf"><span>Certified abstract · ${esc(f.reqNo)} · not valid without the seal</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Certified abstract of record',
    body: `<div class="pb">${p1}</div><div>${p2}</div>`,
    css,
    font: f.font,
    margin: '0.55in 0.7in',
  });
}

export function cases(k) {
  const { rng } = k;
  const CUSTODIANS = [
    'Marguerite Ellison',
    'Anselm Obi',
    'Dolores Kincaid',
    'Wendell Haraway',
    'Priscilla Tamez',
  ];
  const HR = [
    ['Nadine Forsgren', 'Human Resources', 'Copper Kettle Taproom'],
    ['Luis Arvizu', 'People Operations', 'Stillwater Brewing Co.'],
    ['Gwen Bastable', 'HR Generalist', 'Harbor Lights Oyster Bar'],
    ['Terrence Whaley', 'General Manager', 'Elm Street Bowl & Grill'],
  ];
  const fonts = [FONTS.serif, FONTS.caladea, FONTS.sans, FONTS.carlito];
  const make = (p, st, o) => {
    const ag = AGENCIES[st];
    const ds = o.ds || 'us';
    const letter = addDays('2026-11-21', -rng.int(4, 25));
    const received = addDays(letter, -rng.int(3, 9));
    const holder = o.holder || p;
    const toHolder = o.toHolder;
    const hr = rng.pick(HR);
    const toLines = toHolder
      ? [
          nameAs(p, 'first_mi_last'),
          `${rng.int(100, 9800)} ${rng.pick(['Pecan St', 'W 4th Ave', 'Maple Ct', 'Orchard Ln'])}`,
          o.city || ag.city,
        ]
      : [
          `${hr[0]}, ${hr[1]}`,
          hr[2],
          `${rng.int(100, 9800)} ${rng.pick(['Main St', 'Riverside Dr', 'Commerce Way'])}`,
          o.city || ag.city,
        ];
    const reqYear = letter.slice(0, 4);
    return {
      ag,
      font: rng.pick(fonts),
      sigFont: rng.pick(SIGS),
      custodian: rng.pick(CUSTODIANS),
      toLines,
      salutation: toHolder
        ? `Dear ${o.salName || nameAs(p, 'first_last')}:`
        : `Dear ${hr[0].split(' ')[0]} ${hr[0].split(' ').slice(-1)[0]}:`,
      letterText: fmt(letter, 'long'),
      receivedText: fmt(received, 'long'),
      authText: toHolder ? '' : fmt(addDays(received, -rng.int(1, 6)), 'long'),
      reqNo: `PRR-${reqYear}-${rng.digits(5)}`,
      receipt: `R${rng.digits(7)}`,
      fee: rng.pick([5, 10, 12, 15]),
      reName: nameAs(holder, 'full'),
      asOfText: fmt(letter, ds),
      certifiedWords: certifiedDay(letter),
      holderName: `${holder.last.toUpperCase()}, ${[holder.first, holder.middle].filter(Boolean).join(' ').toUpperCase()}`,
      dobText: fmt(o.docDob || holder.dob, ds),
      cityText: o.city || ag.city,
      headNum: o.headNum,
      headLabel: o.headLabel || ag.numLabel,
      klass: o.klass,
      openedText: fmt(o.opened, ds),
      history: o.history,
      histNote: o.histNote || '',
      training: o.training,
    };
  };
  const out = [];
  const D = (iso, ds = 'us') => fmt(iso, ds);

  // 1. California RBS: certified, lapsed, recertified.
  let p = k.person();
  let reg = addDays('2026-11-21', -rng.int(1500, 1700));
  let cert1 = addDays(reg, rng.int(10, 40));
  let recert = addDays(addYears(cert1, 3), rng.int(20, 90));
  let exp = addYears(recert, 3);
  let sid = `${rng.digits(9)}`;
  let f = make(p, 'CA', {
    toHolder: true,
    headNum: sid,
    klass: 'On-premises server',
    opened: reg,
    history: [
      { action: 'Server ID registered', date: D(reg), num: sid, status: 'Registered — training pending' },
      {
        action: 'RBS exam passed — certified',
        date: D(cert1),
        num: sid,
        from: D(cert1),
        until: D(addYears(cert1, 3)),
        status: 'Certified',
      },
      {
        action: 'Certification term ended',
        date: D(addDays(addYears(cert1, 3), 1)),
        num: sid,
        status: 'Expired',
      },
      {
        action: 'Recertification exam passed',
        date: D(recert),
        num: sid,
        from: D(recert),
        until: D(exp),
        status: 'Certified',
      },
    ],
    training: [
      {
        provider: 'Golden Poppy Beverage Training (accredited provider no. 2210)',
        course: 'RBS server training',
        date: D(addDays(cert1, -rng.int(1, 9))),
        score: `${rng.int(76, 95)} %`,
      },
      {
        provider: 'Golden Poppy Beverage Training (accredited provider no. 2210)',
        course: 'RBS server training (retraining)',
        date: D(addDays(recert, -rng.int(1, 9))),
        score: `${rng.int(76, 95)} %`,
      },
    ],
  });
  out.push({
    key: 'california-rbs-recertified-after-lapse',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': sid,
      'certificate.issue_date': recert,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the first certification (${cert1}) lapsed; the last history row, the recertification on ${recert} valid until ${exp}, decides; letter, request and training dates are other dates`,
  });

  // 2. Tennessee server permit, issued then renewed (five-year terms printed).
  p = k.person();
  let iss = addDays('2026-11-21', -rng.int(2100, 2400));
  let ren = addDays(addYears(iss, 5), -rng.int(5, 40));
  exp = addYears(addYears(iss, 5), 5);
  let pn = `SP-${rng.digits(7)}`;
  let app = addDays(iss, -rng.int(5, 20));
  const smoky = `Smoky Ridge Server Training (certified program no. 0${rng.digits(3)})`;
  f = make(p, 'TN', {
    toHolder: false,
    headNum: pn,
    klass: 'Server permit (on-premises)',
    opened: app,
    history: [
      { action: 'Application received', date: D(app), num: '', status: 'Pending' },
      {
        action: 'Server permit issued',
        date: D(iss),
        num: pn,
        from: D(iss),
        until: D(addYears(iss, 5)),
        status: 'Active',
      },
      {
        action: 'Renewal application received',
        date: D(addDays(ren, -rng.int(3, 12))),
        num: pn,
        status: 'Active — renewal pending',
      },
      {
        action: 'Server permit renewed',
        date: D(ren),
        num: pn,
        from: D(addYears(iss, 5)),
        until: D(exp),
        status: 'Active',
      },
    ],
    training: [
      {
        provider: smoky,
        course: 'Responsible vendor server course',
        date: D(addDays(iss, -rng.int(8, 30))),
        score: 'Pass',
      },
      {
        provider: smoky,
        course: 'Server renewal course',
        date: D(addDays(ren, -rng.int(10, 30))),
        score: 'Pass',
      },
    ],
  });
  out.push({
    key: 'tennessee-permit-renewed-scanned',
    rendering: 'scanned_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': pn,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the permit issued ${iss} (first term to ${addYears(iss, 5)}) was renewed; the last row gives the current term to ${exp}. The issue date of a renewed permit is left out of the expected data (original issue or renewal date are both defensible); the letter is addressed to an employer's HR contact, not the holder`,
  });

  // 3. Illinois BASSET: last row records the expiry, nothing after.
  p = k.person();
  iss = addDays('2026-11-21', -rng.int(1120, 1300));
  exp = addYears(iss, 3);
  let bn = `B${rng.digits(2)}-${rng.digits(6)}`;
  f = make(p, 'IL', {
    toHolder: true,
    headNum: bn,
    klass: 'On-premise consumption server',
    opened: iss,
    history: [
      { action: 'BASSET training reported by licensed trainer', date: D(iss), num: bn, status: 'Reported' },
      {
        action: 'BASSET certificate issued',
        date: D(addDays(iss, rng.int(1, 5))),
        num: bn,
        from: D(iss),
        until: D(exp),
        status: 'Valid',
      },
      {
        action: 'Certificate expired — no renewal training on file',
        date: D(addDays(exp, 1)),
        num: bn,
        status: 'Expired',
      },
    ],
    training: [
      {
        provider: `Prairie State BASSET Training, LLC (licensed trainer B-${rng.digits(4)})`,
        course: 'BASSET On-Premise',
        date: D(iss),
        score: `${rng.int(72, 96)} %`,
      },
    ],
  });
  out.push({
    key: 'illinois-basset-last-row-expired',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': bn,
      'certificate.issue_date': iss,
      'certificate.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `valid ${iss} to ${exp}; the last history row records the expiry and nothing follows it; the letter is recent but certifies the record, not a new term`,
  });

  // 4. Texas TABC: two certificates, no printed end; the newer one is within two years.
  p = k.person();
  const c1 = addDays('2026-11-21', -rng.int(1200, 1400));
  const c2 = addDays('2026-11-21', -rng.int(150, 460));
  exp = addYears(c2, 2);
  const n1 = `${rng.digits(4)}-${rng.digits(5)}`;
  const n2 = `${rng.digits(4)}-${rng.digits(5)}`;
  f = make(p, 'TX', {
    toHolder: rng.chance(0.5),
    headLabel: 'Certificates on record',
    headNum: '2 — see section B',
    klass: 'Seller-server (on- and off-premise)',
    opened: c1,
    history: [
      { action: 'Seller-server certificate issued', date: D(c1), num: n1, from: D(c1), status: 'Certified' },
      {
        action: 'Two-year term ended',
        date: D(addDays(addYears(c1, 2), 1)),
        num: n1,
        status: 'Not certified',
      },
      { action: 'Seller-server certificate issued', date: D(c2), num: n2, from: D(c2), status: 'Certified' },
    ],
    histNote:
      'Seller-server certificates are valid for two (2) years from the date of certification. The Commission does not record an expiration date on the certificate record.',
    training: [
      {
        provider: `Lone Star Server Academy (school no. SS-${rng.digits(3)})`,
        course: 'Seller-server online course',
        date: D(c1),
        score: `${rng.int(72, 96)} %`,
      },
      {
        provider: `Big Bend Hospitality School (school no. SS-${rng.digits(3)})`,
        course: 'Seller-server classroom course',
        date: D(c2),
        score: `${rng.int(72, 96)} %`,
      },
    ],
  });
  out.push({
    key: 'texas-two-certificates-no-printed-end',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': n2,
      'certificate.issue_date': c2,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `two TABC certificates: ${n1} from ${c1} (term ended) and ${n2} from ${c2}, the last row; no printed end, TABC two years, so ${exp}`,
  });

  // 5. A relative's record (same surname) sent for the requested person.
  p = k.person();
  let q = k.person();
  while (q.first === p.first || q.nick === p.nick || q.first[0] === p.first[0]) q = k.person();
  const relative = { ...q, last: p.last };
  iss = addDays('2026-11-21', -rng.int(400, 1400));
  exp = addYears(iss, 5);
  pn = `SP-${rng.digits(7)}`;
  app = addDays(iss, -rng.int(5, 20));
  f = make(p, 'TN', {
    holder: relative,
    toHolder: false,
    headNum: pn,
    klass: 'Server permit (on-premises)',
    opened: app,
    history: [
      { action: 'Application received', date: D(app), num: '', status: 'Pending' },
      {
        action: 'Server permit issued',
        date: D(iss),
        num: pn,
        from: D(iss),
        until: D(exp),
        status: 'Active',
      },
    ],
    training: [
      {
        provider: `Volunteer Hospitality Institute (certified program no. 0${rng.digits(3)})`,
        course: 'Responsible vendor server course',
        date: D(addDays(iss, -rng.int(8, 30))),
        score: 'Pass',
      },
    ],
  });
  out.push({
    key: 'relative-same-surname-scanned',
    rendering: 'scanned_pdf',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: {
      'certificate.id': pn,
      'certificate.expiration_date': exp,
      'person.name.status': 'mismatch',
    },
    note: `the abstract is ${nameAs(relative, 'full')}'s record (same surname, different first name), not ${nameAs(p, 'first_last')}'s; the request gives no date of birth`,
  });

  // 6. California RBS manager certification for a client that accepts Illinois only.
  p = k.person();
  reg = addDays('2026-11-21', -rng.int(300, 800));
  cert1 = addDays(reg, rng.int(7, 30));
  exp = addYears(cert1, 3);
  sid = `${rng.digits(9)}`;
  f = make(p, 'CA', {
    toHolder: true,
    headNum: sid,
    klass: 'Manager (on-premises)',
    opened: reg,
    history: [
      { action: 'Server ID registered', date: D(reg), num: sid, status: 'Registered — training pending' },
      {
        action: 'RBS exam passed — certified (manager)',
        date: D(cert1),
        num: sid,
        from: D(cert1),
        until: D(exp),
        status: 'Certified',
      },
    ],
    training: [
      {
        provider: 'Coastline RBS Academy (accredited provider no. 1874)',
        course: 'RBS manager training',
        date: D(addDays(cert1, -rng.int(1, 9))),
        score: `${rng.int(76, 95)} %`,
      },
    ],
  });
  out.push({
    key: 'california-manager-illinois-only-client',
    rendering: 'text_pdf',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['IL'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {
      'certificate.id': sid,
      'certificate.issue_date': cert1,
      'certificate.expiration_date': exp,
      'certificate.kind': 'manager',
      'person.name.status': 'match',
    },
    note: 'a current California RBS manager certification; the client accepts Illinois certifications only',
  });
  return out;
}
