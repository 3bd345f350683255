// A two-page PDF that an alcohol-server training company e-mails after a class: page 1 is the paid invoice (invoice
// no., invoice date, due date, bill-to account — the learner or the bar that paid for several staff — line items
// naming each learner, totals, PAID stamp); page 2 is the learner's certificate (program, certificate no., date
// certified, expiration or none for TABC, trainer and the company's state approval number). The invoice and payment
// dates on page 1 are not the certification date; the evidence is on page 2.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r12_training_invoice_with_certificate_page2',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page PDF from an alcohol-server training company: p1 paid invoice (invoice / due / paid dates, bill-to learner or employer, line items naming learners, PAID stamp); p2 certificate (TIPS, ServSafe Alcohol, Texas TABC seller-server, Illinois BASSET) with certificate no., date certified, expiration or none for TABC, trainer and state approval no.; expired, no certification date, another learner\u2019s certificate variants',
};

const COMPANIES = [
  {
    name: 'Last Call Hospitality Training, LLC',
    addr: '310 Whitcomb St, El Paso, TX 79902',
    color: '#7c2d12',
  },
  {
    name: 'BarSmart Server Education Inc.',
    addr: '2604 Lindell Blvd, Springfield, IL 62704',
    color: '#1e3a8a',
  },
  { name: 'Good Pour Compliance Academy', addr: '45 Tamarack Dr, Reno, NV 89502', color: '#14532d' },
];
const PROGRAMS = {
  tips: { title: 'TIPS® On-Premise Certification', state: 'Nevada', approval: 'TIPS Trainer No.' },
  servsafe: {
    title: 'ServSafe Alcohol® Primary',
    state: 'Nevada',
    approval: 'ServSafe Instructor/Proctor ID',
  },
  tabc: {
    title: 'TABC Seller-Server Certification',
    state: 'Texas',
    approval: 'TABC School Certificate No.',
  },
  basset: {
    title: 'BASSET — Beverage Alcohol Sellers and Servers Education and Training',
    state: 'Illinois',
    approval: 'ILCC BASSET Provider License No.',
  },
};
const TRAINERS = ['Dana Whitlock', 'Ruben Okonkwo', 'Stacy Larrabee', 'Miguel Arce'];
const BARS = [
  'The Rusty Anchor Taproom',
  'Juniper & Rye Kitchen',
  'Cantina Los Altos',
  'Twelve Oaks Country Club',
];

function render(f) {
  const c = f.co;
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-start; }
  .hd .n { font-size:15pt; font-weight:bold; color:${c.color}; } .hd .a { font-size:8.5pt; color:#444; }
  .inv { font-size:22pt; letter-spacing:3px; color:#444; text-align:right; }
  table.meta { font-size:9pt; margin-left:auto; } table.meta td { padding:1px 0 1px 12px; } table.meta td.c { color:#666; }
  .bt { margin-top:16px; font-size:9.5pt; line-height:1.4; }
  table.li { width:100%; margin-top:16px; font-size:9pt; }
  table.li th { background:${c.color}; color:#fff; padding:5px; text-align:left; }
  table.li td { border-bottom:1px solid #ddd; padding:6px 5px; vertical-align:top; }
  table.li td.r, table.li th.r { text-align:right; }
  .tot { width:40%; margin:10px 0 0 auto; font-size:9.5pt; } .tot td { padding:2px 4px; } .tot td.r { text-align:right; }
  .pay { margin-top:16px; font-size:8.5pt; color:#333; }
  .cert { border:6px solid ${c.color}; outline:1px solid ${c.color}; outline-offset:-12px; padding:34px 40px; min-height:9.4in; text-align:center; }
  .cert .t { font-size:24pt; font-family:${FONTS.caladea}; margin:22px 0 4px; }
  .cert .p { font-size:13pt; font-weight:bold; color:${c.color}; margin:8px 0; }
  .cert .nm { font-size:22pt; font-family:${FONTS.caladea}; border-bottom:1px solid #666; display:inline-block; padding:0 30px 2px; margin:10px 0; }
  table.cd { margin:22px auto 0; font-size:10.5pt; text-align:left; } table.cd td { padding:4px 12px; border-bottom:1px dotted #aaa; } table.cd td.c { color:#555; }
  .sgn { display:flex; justify-content:space-around; margin-top:40px; font-size:9pt; } .sgn div { width:38%; border-top:1px solid #333; padding-top:3px; }`;
  const lines = f.lines
    .map(
      (l) =>
        `<tr><td>${esc(l[0])}</td><td>${esc(l[1])}</td><td class="r">${esc(l[2])}</td><td class="r">${esc(l[3])}</td></tr>`,
    )
    .join('');
  const p1 = `<div class="pb"><div class="hd"><div style="display:flex;gap:10px">${logo({
    initials: c.name
      .split(' ')
      .map((x) => x[0])
      .join('')
      .slice(0, 2),
    color: c.color,
    size: 46,
  })}<div><div class="n">${esc(c.name)}</div><div class="a">${esc(c.addr)}<br>billing@${esc(f.domain)}</div></div></div>
  <div><div class="inv">INVOICE</div><table class="meta"><tr><td class="c">Invoice No.</td><td>${esc(f.invNo)}</td></tr><tr><td class="c">Invoice date</td><td>${esc(f.invDate)}</td></tr><tr><td class="c">Due date</td><td>${esc(f.due)}</td></tr><tr><td class="c">Class date</td><td>${esc(f.classDate)}</td></tr></table></div></div>
  <div class="bt"><b>Bill to</b><br>${f.billTo.map(esc).join('<br>')}</div>
  <table class="li"><tr><th>Description</th><th>Learner</th><th class="r">Qty</th><th class="r">Amount</th></tr>${lines}</table>
  <table class="tot"><tr><td>Subtotal</td><td class="r">${esc(f.total)}</td></tr><tr><td>Tax</td><td class="r">$0.00</td></tr><tr><td><b>Total</b></td><td class="r"><b>${esc(f.total)}</b></td></tr><tr><td>Paid ${esc(f.paid)}</td><td class="r">−${esc(f.total)}</td></tr><tr><td><b>Balance due</b></td><td class="r"><b>$0.00</b></td></tr></table>
  <div style="margin-top:12px">${stamp(['PAID', f.paid], { color: '#15803d', rot: -8 })}</div>
  <div class="pay">Thank you for your business. Certificates for each learner follow on the next page(s). Keep this invoice for your records.</div></div>`;
  const rows = f.cd
    .map(([k, v]) => `<tr><td class="c">${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`)
    .join('');
  const p2 = `<div class="cert">${logo({
    initials: c.name
      .split(' ')
      .map((x) => x[0])
      .join('')
      .slice(0, 2),
    color: c.color,
    size: 56,
  })}
  <div class="t">Certificate of Completion</div>
  <div style="font-size:11pt">${esc(c.name)} certifies that</div>
  <div class="nm">${esc(f.holder)}</div>
  <div style="font-size:11pt">has completed the responsible alcohol service course and passed the examination for</div>
  <div class="p">${esc(f.program.title)}</div>
  <table class="cd">${rows}</table>
  <div class="sgn"><div>${sig(f.trainer, { font: f.sigFont, size: '1.7em' })}<br>${esc(f.trainer)}, Trainer</div><div>${esc(f.program.approval)} ${esc(f.approvalNo)}<br>${esc(c.name)}</div></div>
  <div style="font-size:8pt;color:#555;margin-top:40px">${esc(f.fine)}</div></div>`;
  return page({ title: `Invoice ${f.invNo}`, body: p1 + p2, css, font: FONTS.lato, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const co = o.prog === 'tabc' ? COMPANIES[0] : o.prog === 'basset' ? COMPANIES[1] : COMPANIES[2];
    const program = PROGRAMS[o.prog];
    const ds = o.ds || rng.pick(['us', 'long', 'mon']);
    const w = (x) => fmt(x, ds);
    const classIso = o.classIso;
    const invIso = addDays(classIso, -rng.int(3, 14));
    const paidIso = addDays(invIso, rng.int(0, 6));
    const holderP = o.certFor || p;
    const learners = o.learners || [p];
    const price = { tips: 45, servsafe: 40, tabc: 15, basset: 25 }[o.prog];
    const lines = learners.map((l) => [
      `${program.title} — class seat and exam`,
      nameAs(l, 'first_last'),
      '1',
      `$${price}.00`,
    ]);
    lines.push([
      'Printed wallet card',
      learners.map((l) => l.first).join(', '),
      String(learners.length),
      `$${5 * learners.length}.00`,
    ]);
    const total = `$${(price + 5) * learners.length}.00`;
    const certNo =
      o.prog === 'tabc'
        ? `TX${rng.digits(7)}`
        : o.prog === 'basset'
          ? `B${rng.digits(8)}`
          : `${rng.digits(4)}${rng.alnum(4)}`;
    const cd = [
      ['Certificate No.', certNo],
      ...(o.noIssue ? [] : [['Date certified', w(o.issue)]]),
      ...(o.exp ? [['Expiration date', w(o.exp)]] : []),
      ['State', program.state],
    ];
    return {
      co,
      domain: co.name.split(' ')[0].toLowerCase() + '.example',
      program,
      invNo: `INV-${rng.digits(5)}`,
      invDate: w(invIso),
      due: w(addDays(invIso, 15)),
      classDate: w(classIso),
      paid: fmt(paidIso, 'us'),
      billTo: o.billTo || [
        nameAs(p, 'first_last'),
        `${rng.int(100, 9899)} ${rng.pick(['Fernhill Rd', 'Larkspur Ave', 'Grange Hall Rd'])}`,
      ],
      lines,
      total,
      holder: nameAs(holderP, o.nameStyle || 'full'),
      cd,
      trainer: rng.pick(TRAINERS),
      sigFont: rng.pick(SIGS),
      approvalNo: `${rng.int(1000, 9999)}`,
      fine:
        o.fine ||
        'This certificate is the property of the learner and is not transferable. Verify with the issuing program.',
      certNo,
    };
  };
  const out = [];

  // 1 — TIPS with printed expiration
  let p = k.person();
  let issue = addDays('2025-03-10', rng.int(0, 500));
  let exp = addYears(issue, 3);
  let f = make(p, { prog: 'tips', classIso: issue, issue, exp });
  out.push({
    key: 'tips-certificate-on-page-two',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: 'the invoice, due and paid dates on page 1 are not certificate dates; the certificate is on page 2',
  });

  // 2 — TABC, no printed end
  p = k.person();
  issue = addDays('2025-04-14', rng.int(0, 420));
  f = make(p, {
    prog: 'tabc',
    classIso: issue,
    issue,
    fine: 'TABC seller-server certificates are valid for two years from the date of certification.',
  });
  out.push({
    key: 'tabc-no-expiration-printed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': addYears(issue, 2),
      ...personData('match', null),
    },
    note: 'no expiration printed; TABC certificates run two years from certification',
  });

  // 3 — BASSET bought by the bar for several staff, the holder's certificate
  p = k.person();
  let q = k.person();
  issue = addDays('2025-05-05', rng.int(0, 450));
  exp = addYears(issue, 3);
  const bar = rng.pick(BARS);
  f = make(p, {
    prog: 'basset',
    classIso: issue,
    issue,
    exp,
    learners: rng.shuffle([p, q]),
    billTo: [bar, `Attn: ${nameAs(q, 'first_last')}, General Manager`],
  });
  out.push({
    key: 'basset-employer-paid-two-seats',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      ...personData('match', null),
    },
    note: 'the bar paid for two seats and its manager is named on the invoice; the certificate on page 2 is the requested person\u2019s',
  });

  // 4 — ServSafe Alcohol expired
  p = k.person();
  issue = addDays('2023-02-06', rng.int(0, 250));
  exp = addYears(issue, 3);
  f = make(p, { prog: 'servsafe', classIso: issue, issue, exp });
  out.push({
    key: 'servsafe-alcohol-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': exp },
  });

  // 5 — no certification date on the certificate
  p = k.person();
  issue = addDays('2025-09-08', rng.int(0, 300));
  exp = addYears(issue, 3);
  f = make(p, { prog: 'tips', classIso: issue, issue, exp, noIssue: true });
  out.push({
    key: 'certificate-without-certified-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.id': f.certNo, 'certificate.issue_date': null, 'certificate.expiration_date': exp },
    note: 'page 2 prints the certificate number and expiration but no date certified; the invoice and class dates on page 1 are not the issue date',
  });

  // 6 — bar paid for two seats, page 2 is the co-worker's certificate
  p = k.person();
  q = k.person();
  while (q.last === p.last || q.first === p.first) q = k.person();
  issue = addDays('2025-06-02', rng.int(0, 400));
  exp = addYears(issue, 3);
  f = make(p, {
    prog: rng.pick(['tips', 'servsafe']),
    classIso: issue,
    issue,
    exp,
    learners: [p, q],
    certFor: q,
    billTo: [rng.pick(BARS), `Attn: ${nameAs(p, 'first_last')}`],
  });
  out.push({
    key: 'invoice-names-holder-certificate-is-coworkers',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'the requested person is a learner and the invoice contact on page 1, but the certificate on page 2 is issued to the co-worker',
  });
  // multi-page: only PDFs; pin five text PDFs and one scan
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
