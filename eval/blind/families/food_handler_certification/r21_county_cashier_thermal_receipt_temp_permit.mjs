// A county environmental-health cashier's thermal-paper receipt that doubles as the temporary food handler permit
// until the wallet card arrives by mail: a narrow strip printed in a monospace face, grey and unevenly faded, torn
// at both ends. Department header with address and phone, transaction line (receipt no., register, operator,
// date and time), line items (class / exam fee, new card, renewal or duplicate card, a late fee, a $0.00 line),
// subtotal, tender (card with its last four digits and auth code, or cash and change), then a "TEMPORARY FOOD
// HANDLER PERMIT" block with the holder as "LAST, FIRST M", DOB, card no., issued and expires (or only issued with
// the three-year rule printed under it; a duplicate quotes the original dates), class language, score and
// instructor, where the card is valid, and the department's notices (carry at work, renewal window, no refunds).
// Photographed lying on a desk, or photocopied / faxed taped to a letter page with the worker's note beside it.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r21_county_cashier_thermal_receipt_temp_permit',
  split: 'tuning',
  renderings: { photo: 50, scanned_pdf: 15, fax: 15, scan_image: 10, text_pdf: 10 },
  description:
    'County environmental-health cashier\u2019s thermal receipt that doubles as the temporary food handler permit until the wallet card is mailed: narrow faded monospace strip with torn ends, department header, receipt / register / operator / date-time line, line items (class and exam, new card, renewal or duplicate card, $0.00 lines), tender with card last four or cash and change, then a TEMPORARY FOOD HANDLER PERMIT block ("LAST, FIRST M", DOB, card no., issued, expires or the three-year rule, class language, score, instructor, where valid) and notices; photographed on a desk or photocopied / faxed taped to a letter page with the worker\u2019s note; variants new card with a printed expiry, a duplicate card whose receipt date is not the original issue, a renewal with no printed end, card no. "to be assigned", a 2023 card whose expiry has passed, an Arizona county card for a California-only client',
};

const COUNTIES = {
  id: {
    dept: 'TWIN BUTTES PUBLIC HEALTH DISTRICT',
    div: 'Environmental Health - Food Safety',
    addr: ['1420 FERNHILL RD', 'BOISE ID 83702'],
    phone: '(208) 555-0143',
    where: 'VALID STATEWIDE IN IDAHO',
    cardNo: (rng) => `TB${rng.digits(2)}-${rng.digits(6)}`,
    st: 'ID',
  },
  ok: {
    dept: 'SANDHILL COUNTY HEALTH DEPT',
    div: 'Consumer Protection Services',
    addr: ['88 WHITCOMB ST', 'TULSA OK 74103'],
    phone: '(918) 555-0188',
    where: 'VALID IN SANDHILL COUNTY, OKLAHOMA',
    cardNo: (rng) => `FH${rng.digits(7)}`,
    st: 'OK',
  },
  tx: {
    dept: 'FRANKLIN RIDGE PUBLIC HEALTH DIST.',
    div: 'Food Handler & Food Manager Program',
    addr: ['5115 OLD QUARRY RD', 'EL PASO TX 79902'],
    phone: '(915) 555-0120',
    where: 'VALID IN THE STATE OF TEXAS',
    cardNo: (rng) => `E-${rng.digits(4)}-${rng.digits(4)}`,
    st: 'TX',
  },
  az: {
    dept: 'CHOLLA COUNTY ENVIRONMENTAL SVCS',
    div: 'Food Safety & Handler Cards',
    addr: ['3030 SADDLEBACK WAY', 'MESA AZ 85201'],
    phone: '(480) 555-0167',
    where: 'VALID IN CHOLLA COUNTY, ARIZONA',
    cardNo: (rng) => `CC${rng.digits(6)}`,
    st: 'AZ',
  },
};
const OPERATORS = ['MLV', 'JRT', 'KO2', 'DPW', 'AS'];
const INSTRUCTORS = ['R. OKONJO', 'T. VILLASENOR', 'B. HALE', 'M. ESTRADA', 'J. PIKE'];
const PENS = HANDS.filter((x) => x !== 'Breip');

const W = 38; // characters per line
function lr(a, b) {
  const gap = Math.max(1, W - a.length - b.length);
  return a + ' '.repeat(gap) + b;
}
function ctr(a) {
  const pad = Math.max(0, Math.floor((W - a.length) / 2));
  return ' '.repeat(pad) + a;
}
const DASH = '-'.repeat(W);

function receiptLines(f) {
  const C = f.co;
  const L = [];
  const push = (s, cls = '') => L.push({ s, cls });
  push(ctr(C.dept), 'b');
  push(ctr(C.div));
  for (const a of C.addr) push(ctr(a));
  push(ctr(C.phone));
  push(DASH);
  push(lr(`RECEIPT ${f.rcptNo}`, `REG ${f.reg}`));
  push(lr(`${f.txDate}  ${f.txTime}`, `OPER ${f.oper}`));
  push(DASH);
  for (const [a, b] of f.items) push(lr(a, b));
  push(DASH);
  push(lr('SUBTOTAL', f.total));
  push(lr('TAX', '0.00'));
  push(lr('TOTAL', f.total), 'b');
  for (const t of f.tender) push(lr(t[0], t[1]));
  push(DASH);
  push(ctr(f.blockTitle), 'b');
  push(ctr('*** TEMPORARY FOOD HANDLER PERMIT ***'), 'b');
  push('');
  push(`NAME:    ${f.nameText}`, 'b');
  push(`DOB:     ${f.dobText}`);
  push(`CARD NO: ${f.cardText}`, 'b');
  for (const x of f.dateLines) push(x.s, x.cls ?? 'b');
  push(`CLASS:   ${f.classLine}`);
  push(`SCORE:   ${f.score}   INSTR ${f.instr}`);
  push('');
  push(ctr(C.where));
  push(DASH);
  for (const n of f.notes) push(n);
  push(DASH);
  push(ctr('NO REFUNDS - KEEP THIS RECEIPT'));
  push(ctr(`${f.txDate} ${f.txTime} #${f.rcptNo.slice(-4)}`));
  return L;
}

function wrap(text) {
  const words = text.split(' ');
  const out = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > W) {
      out.push(cur.trim());
      cur = w;
    } else cur += ' ' + w;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function receiptHtml(f) {
  const lines = receiptLines(f)
    .map((l) => `<div class="rl ${l.cls}">${esc(l.s) || '&nbsp;'}</div>`)
    .join('');
  return `<div class="rcp" style="transform:rotate(${f.rot}deg)"><div class="fade"></div>${lines}</div>`;
}

function render(f) {
  const zig = (top) => {
    const pts = [];
    const n = 28;
    for (let i = 0; i <= n; i++) {
      const x = (i / n) * 100;
      const y = i % 2 ? 0 : 1.1;
      pts.push(`${x.toFixed(2)}% ${top ? y : 100 - y}%`);
    }
    return pts;
  };
  const clip = `polygon(${[...zig(true), ...zig(false).reverse()].join(',')})`;
  const rcpCss = `
    .rcp { position:relative; width:${(3.15 * f.scale).toFixed(2)}in; background:${f.paper}; padding:0.22in 0.12in 0.26in; clip-path:${clip}; font-family:${FONTS.mono}; font-size:${(8.3 * f.scale).toFixed(2)}pt; line-height:1.28; color:${f.ink}; }
    .rl { white-space:pre; } .rl.b { font-weight:bold; }
    .fade { position:absolute; inset:0; background:linear-gradient(${f.fadeAngle}deg, rgba(255,255,255,0) 30%, rgba(255,255,255,${f.fade}) 55%, rgba(255,255,255,0) 75%); pointer-events:none; }`;
  const height = ((receiptLines(f).length * 8.3 * 1.28) / 72 + 0.75).toFixed(2);
  if (!f.onSheet)
    return page({
      title: 'Receipt',
      size: `3.35in ${height}in`,
      margin: '0',
      bg: 'transparent',
      body: `<div class="wrap">${receiptHtml(f)}</div>`,
      css: `${rcpCss} html, body { background:${f.paper}; } .wrap { padding:0.1in; }`,
    });
  return page({
    title: 'Receipt copy',
    size: 'letter',
    margin: '0',
    body: `<div class="sheet">
      <div class="rpos">${receiptHtml(f)}<div class="tape t1"></div><div class="tape t2"></div></div>
      <div class="note">${hand(f.note, { font: f.nPen, ink: f.nInk, size: '1.25em', rot: -2 })}</div>
    </div>`,
    css: `${rcpCss}
    .sheet { width:8.5in; height:11in; position:relative; background:#fff; }
    .rpos { position:absolute; left:${f.left}; top:0.55in; }
    .tape { position:absolute; width:1.1in; height:0.34in; background:rgba(225,225,215,0.55); border:0.5px solid rgba(150,150,140,0.5); }
    .t1 { top:-0.22in; left:1.0in; transform:rotate(-4deg); } .t2 { bottom:-0.24in; left:1.1in; transform:rotate(3deg); }
    .note { position:absolute; left:${f.noteLeft}; top:${f.noteTop}; width:2.6in; line-height:1.5; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, coKey, issue, o = {}) => {
    const co = COUNTIES[coKey];
    const ds = o.ds || rng.pick(['us', 'us', 'mil4', 'iso']);
    const up = (x) => fmt(x, ds).toUpperCase();
    const cardNo = co.cardNo(rng);
    const f = {
      co,
      ds,
      up,
      cardNo,
      cardText: cardNo,
      paper: rng.pick(['#f6f5f0', '#f4f3ee', '#f8f7f2']),
      ink: rng.pick(['#3a3a3a', '#444448', '#4a4a4a']),
      fade: rng.float(0.18, 0.34).toFixed(2),
      fadeAngle: rng.int(150, 210),
      rot: rng.float(-0.5, 0.5).toFixed(2),
      rcptNo: `${rng.int(10, 99)}${rng.digits(6)}`,
      reg: `0${rng.int(1, 4)}`,
      oper: rng.pick(OPERATORS),
      txDate: fmt(issue, 'us'),
      txTime: `${String(rng.int(8, 15)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      nameText: nameAs(p, 'PLAIN_LAST_FIRST') + (p.middle ? ` ${p.middle[0]}` : ''),
      dobText: fmt(p.dob, 'us'),
      classLine: `${fmt(issue, 'us')} ${rng.pick(['ENGLISH', 'ENGLISH', 'SPANISH'])} IN-PERSON`,
      score: `${rng.int(76, 98)}/100 PASS`,
      instr: rng.pick(INSTRUCTORS),
      notes: [],
      onSheet: false,
      left: rng.pick(['0.7in', '0.9in', '1.1in']),
      noteLeft: '5.55in',
      noteTop: rng.pick(['1.2in', '1.8in', '2.6in']),
      nPen: rng.pick(PENS),
      nInk: rng.pick(INKS),
      note: '',
      scale: 1,
      ...o,
    };
    if (f.onSheet) {
      // photocopied enlarged, darker, the thermal fade mostly gone
      f.scale = 1.3;
      f.fade = rng.float(0.05, 0.12).toFixed(2);
      f.ink = '#262626';
    }
    return f;
  };
  const tenderCard = (total) => {
    return [
      [`${rng.pick(['VISA', 'MC', 'DISC'])} ************${rng.digits(4)}`, total],
      [`AUTH ${rng.digits(6)}  APPROVED`, ''],
    ];
  };
  const tenderCash = (total) => {
    const t = Number(total);
    const given = t <= 20 ? 20 : 40;
    return [
      ['CASH TEND', given.toFixed(2)],
      ['CHANGE', (given - t).toFixed(2)],
    ];
  };
  const wallet = [
    ...wrap(
      'THIS RECEIPT IS YOUR TEMPORARY PERMIT UNTIL YOUR WALLET CARD ARRIVES BY MAIL (ALLOW 10 BUSINESS DAYS). CARRY IT AT WORK.',
    ),
  ];
  const certData = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    'certificate.issue_date': issue,
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });

  // 1 — new card, expiry printed (photo)
  {
    const p = k.person();
    const issue = addDays('2026-02-03', rng.int(0, 250));
    const exp = addYears(issue, 3);
    const f = mk(p, 'id', issue);
    f.items = [
      ['FOOD HANDLER CLASS + EXAM', '15.00'],
      ['FOOD HANDLER CARD - NEW', '0.00'],
    ];
    f.total = '15.00';
    f.tender = tenderCard(f.total);
    f.blockTitle = 'FOOD HANDLER CARD ISSUED';
    f.dateLines = [{ s: `ISSUED:  ${f.up(issue)}` }, { s: `EXPIRES: ${f.up(exp)}` }];
    f.notes = [...wallet, ...wrap('RENEW WITHIN 30 DAYS BEFORE THE EXPIRATION DATE.')];
    out.push({
      key: 'new-card-expires-printed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...certData(f.cardNo, issue, exp), ...personData() },
      note: `a new card issued ${issue} with EXPIRES ${exp} printed; the receipt's transaction date is the class day; the DOB is the holder's`,
    });
  }

  // 2 — duplicate card bought later; the permit block quotes the original dates (flatbed scan on a sheet)
  {
    const p = k.person();
    const issue = addDays('2025-01-13', rng.int(0, 280));
    const exp = addYears(issue, 3);
    const tx = addDays('2026-08-03', rng.int(0, 95));
    const f = mk(p, 'tx', tx, { onSheet: true });
    f.items = [
      ['DUPLICATE CARD - LOST/DAMAGED', '10.00'],
      ['RECORD SEARCH', '0.00'],
    ];
    f.total = '10.00';
    f.tender = tenderCash(f.total);
    f.blockTitle = 'DUPLICATE FOOD HANDLER CARD';
    f.classLine = `${fmt(issue, 'us')} (ORIGINAL CLASS)`;
    f.dateLines = [
      { s: `ORIG ISSUED: ${f.up(issue)}` },
      { s: `EXPIRES:     ${f.up(exp)}` },
      { s: 'ORIGINAL DATES APPLY', cls: '' },
    ];
    f.notes = [...wallet];
    f.note = `Food handler card — lost my card, this is the duplicate receipt. New card in the mail. ${p.first}`;
    out.push({
      key: 'duplicate-card-original-dates',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['document expired'],
      data: { ...certData(f.cardNo, issue, exp), ...personData() },
      note: `a duplicate card bought on ${tx}; the permit block quotes the original issue ${issue} and expiry ${exp} ("original dates apply"); the transaction date is not the issue date`,
    });
  }

  // 3 — renewal, no printed end: three years from issue (fax on a sheet)
  {
    const p = k.person();
    const issue = addDays('2025-05-05', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const f = mk(p, 'ok', issue, { onSheet: true, ds: rng.pick(['us', 'iso']) });
    f.items = [
      ['FOOD HANDLER RENEWAL CLASS', '20.00'],
      ['FOOD HANDLER CARD - RENEWAL', '0.00'],
      ['LATE FEE', '0.00'],
    ];
    f.total = '20.00';
    f.tender = tenderCash(f.total);
    f.blockTitle = 'FOOD HANDLER CARD RENEWED';
    f.dateLines = [{ s: `ISSUED:  ${f.up(issue)}` }];
    f.notes = [
      ...wrap('FOOD HANDLER CARDS ARE VALID FOR THREE (3) YEARS FROM THE DATE OF ISSUE.'),
      ...wallet,
    ];
    f.note = `Renewed food handler card — receipt is the permit until card comes. Thanks! ${p.first[0]}. ${p.last}`;
    out.push({
      key: 'renewal-no-expiry-three-years',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...certData(f.cardNo, issue, exp), ...personData() },
      note: `renewal card issued ${issue}; no expiry printed, the receipt says cards are valid three years from issue (DOMAIN default 3 years) → ${exp}`,
    });
  }

  // 4 — card number "to be assigned" (photo)
  {
    const p = k.person();
    const issue = addDays('2026-07-06', rng.int(0, 120));
    const exp = addYears(issue, 3);
    const f = mk(p, 'id', issue);
    f.cardText = 'TO BE ASSIGNED';
    f.items = [
      ['FOOD HANDLER CLASS + EXAM', '15.00'],
      ['FOOD HANDLER CARD - NEW', '0.00'],
    ];
    f.total = '15.00';
    f.tender = tenderCard(f.total);
    f.blockTitle = 'FOOD HANDLER CARD ISSUED';
    f.dateLines = [{ s: `ISSUED:  ${f.up(issue)}` }, { s: `EXPIRES: ${f.up(exp)}` }];
    f.notes = [...wrap('YOUR CARD NUMBER WILL BE PRINTED ON THE WALLET CARD MAILED TO YOU.'), ...wallet];
    out.push({
      key: 'card-number-to-be-assigned',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['missing certificate id'],
      data: certData(null, issue, exp),
      note: `"CARD NO: TO BE ASSIGNED" — the number comes on the mailed card; the receipt, register and auth numbers are not the card's number`,
    });
  }

  // 5 — a 2023 card whose printed expiry has passed (scanned PDF on a sheet)
  {
    const p = k.person();
    const issue = addDays('2023-02-06', rng.int(0, 230));
    const exp = addYears(issue, 3);
    const f = mk(p, 'tx', issue, { onSheet: true });
    f.items = [
      ['FOOD HANDLER CLASS + EXAM', '12.00'],
      ['FOOD HANDLER CARD - NEW', '0.00'],
    ];
    f.total = '12.00';
    f.tender = tenderCard(f.total);
    f.blockTitle = 'FOOD HANDLER CARD ISSUED';
    f.dateLines = [{ s: `ISSUED:  ${f.up(issue)}` }, { s: `EXPIRES: ${f.up(exp)}` }];
    f.notes = [...wallet];
    f.note = `food handler — ${p.first}`;
    out.push({
      key: 'receipt-2023-expires-passed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['document expired'],
      data: certData(f.cardNo, issue, exp),
      note: `card issued ${issue}, EXPIRES ${exp} printed — before 2026-11-21`,
    });
  }

  // 6 — Arizona county card, client accepts California only (photo)
  {
    const p = k.person();
    const issue = addDays('2025-10-06', rng.int(0, 300));
    const exp = addYears(issue, 3);
    const f = mk(p, 'az', issue);
    f.items = [
      ['FOOD HANDLER TRAINING/TEST', '10.00'],
      ['FOOD HANDLER CARD - NEW', '0.00'],
    ];
    f.total = '10.00';
    f.tender = tenderCard(f.total);
    f.blockTitle = 'FOOD HANDLER CARD ISSUED';
    f.dateLines = [{ s: `ISSUED:  ${f.up(issue)}` }, { s: `EXPIRES: ${f.up(exp)}` }];
    f.notes = [...wallet, ...wrap('CARD IS ACCEPTED ONLY BY FOOD ESTABLISHMENTS IN CHOLLA COUNTY.')];
    out.push({
      key: 'arizona-county-card-california-only',
      person: requestPerson(p),
      rules: { accepted_jurisdictions: ['CA'] },
      html: render(f),
      rendering: 'photo',
      issues: ['unsupported jurisdiction'],
      data: certData(f.cardNo, issue, exp),
      note: `a current Cholla County, Arizona card (issued ${issue}, expires ${exp}); the client accepts California cards only`,
    });
  }
  return out;
}
