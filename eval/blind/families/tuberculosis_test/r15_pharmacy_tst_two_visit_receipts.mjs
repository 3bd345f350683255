// A retail pharmacy's clinical-services printouts for a tuberculin skin test, as the worker keeps them: two narrow
// thermal-paper "Clinical Service Record" slips, one printed at the placement visit and one at the reading visit,
// laid side by side on a sheet (sometimes in the wrong order, sometimes with an unrelated shopping receipt among
// them) and photographed or scanned. Each slip has the store header, a transaction print date and time, the patient
// as "LAST, FIRST M" with a date of birth, an Rx / service number, the product with its lot AND the lot's expiry
// date, a "RETURN FOR READING between … and …" window, and on the reading slip the induration in mm, the
// interpretation, "next annual test due" and a loyalty line with the holder's nickname. The pharmacist signs or
// initials the reading slip by hand.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r15_pharmacy_tst_two_visit_receipts',
  split: 'tuning',
  renderings: { text_pdf: 10, scanned_pdf: 20, photo: 40, fax: 10, scan_image: 20 },
  description:
    'Retail pharmacy thermal-paper Clinical Service Record slips for a TB skin test laid side by side: placement slip (print date and time, LAST, FIRST M, DOB, service no., Tubersol / Aplisol lot with its own expiry date, site, pharmacist, RETURN FOR READING between two date-times) and reading slip (read date and time, induration mm, interpretation, next annual test due, loyalty line with a nickname, pharmacist initials or signature by hand); slips in reverse order, an unrelated shopping receipt among them; variants clean negative, 3 mm negative, positive 14 mm referred for x-ray, last year\u2019s test',
};

const STORES = [
  {
    name: 'CORNERWELL PHARMACY',
    no: '#2217',
    addr: ['4410 MERIDIAN AVE', 'TACOMA WA 98405'],
    tel: '(253) 555-0117',
  },
  {
    name: 'BRIGHTLEAF DRUG & HEALTH',
    no: 'STORE 0638',
    addr: ['91 SYCAMORE LN', 'KNOXVILLE TN 37916'],
    tel: '(865) 555-0162',
  },
  {
    name: 'VALLEY FAMILY PHARMACY',
    no: 'LOC 14',
    addr: ['2805 PIONEER WAY', 'MESA AZ 85201'],
    tel: '(480) 555-0109',
  },
  {
    name: 'HARBORSIDE RX & CLINIC',
    no: 'STORE 551',
    addr: ['120 WHITCOMB ST', 'WORCESTER MA 01608'],
    tel: '(508) 555-0184',
  },
];
const PHARMACISTS = [
  ['ANNA SVOBODA, PHARMD', 'A. Svoboda', 'AS'],
  ['TERRENCE BOYKIN, RPH', 'T. Boykin', 'TB'],
  ['PRIYA RAGHUNATHAN, PHARMD', 'P. Raghunathan', 'PR'],
  ['MIGUEL ARCE, PHARMD', 'M. Arce', 'MA'],
  ['HOLLY KESTREL, RPH', 'H. Kestrel', 'HK'],
];

const p2 = (n) => String(n).padStart(2, '0');
// "9:42 AM" from minutes after midnight
function clock(min) {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${((h + 11) % 12) + 1}:${p2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

function line(a, b = '') {
  return `<div class="ln"><span>${esc(a)}</span><span>${esc(b)}</span></div>`;
}

function slipPlacement(f) {
  const s = f.store;
  const ph = f.placer;
  return `<div class="slip" style="transform:rotate(${f.rotA}deg)">
   <div class="c b">${esc(s.name)}</div><div class="c">${esc(s.no)}</div>
   ${s.addr.map((x) => `<div class="c">${esc(x)}</div>`).join('')}<div class="c">${esc(s.tel)}</div>
   <div class="rule"></div>
   ${line(fmt(f.placed, 'us_short'), clock(f.tPlaced + 6))}
   ${line('REG 03  TRN ' + f.trn1, 'CASHIER 114')}
   <div class="rule"></div>
   <div class="c b">CLINICAL SERVICE RECORD</div>
   <div class="c">** VISIT 1 OF 2 — PLACEMENT **</div>
   <div class="rule"></div>
   ${line('PATIENT:', '')}<div class="v">${esc(f.nameSlip)}</div>
   ${line('DOB:', fmt(f.dob, 'us'))}
   ${line('SERVICE #:', f.svc)}
   ${line('SERVICE:', '')}<div class="v">TUBERCULIN SKIN TEST (MANTOUX)</div>
   ${line('PRODUCT:', f.product)}
   ${line('LOT:', f.lot)}
   ${line('LOT EXP:', fmt(f.lotExp, 'us'))}
   ${line('DOSE/ROUTE:', '0.1 ML ID')}
   ${line('SITE:', f.arm)}
   ${line('DATE PLACED:', fmt(f.placed, 'us'))}
   ${line('TIME PLACED:', clock(f.tPlaced))}
   ${line('ADMINISTERED BY:', '')}<div class="v">${esc(ph[0])}</div>
   <div class="rule"></div>
   <div class="b">RETURN FOR READING</div>
   <div>BETWEEN ${esc(fmt(addDays(f.placed, 2), 'us_short'))} ${esc(clock(f.tPlaced))}</div>
   <div>AND&nbsp;&nbsp;&nbsp;&nbsp; ${esc(fmt(addDays(f.placed, 3), 'us_short'))} ${esc(clock(f.tPlaced))}</div>
   <div class="sm">TESTS NOT READ IN THIS WINDOW MUST BE REPEATED.</div>
   <div class="rule"></div>
   ${line('SERVICE FEE', '$' + f.fee)}
   ${line('INS/EMPLOYER BILL', '-$' + f.fee)}
   ${line('AMOUNT DUE', '$0.00')}
   <div class="rule"></div>
   <div class="c sm">KEEP THIS RECORD. BRING IT TO YOUR READING VISIT.</div>
   <div class="c bc">${'|'.repeat(2)} ${esc(f.trn1)} ${'|'.repeat(2)}</div>
  </div>`;
}

function slipReading(f) {
  const s = f.store;
  const ph = f.reader;
  const ink = f.ink;
  const pos = f.result === 'positive';
  return `<div class="slip" style="transform:rotate(${f.rotB}deg)">
   <div class="c b">${esc(s.name)}</div><div class="c">${esc(s.no)}</div>
   ${s.addr.map((x) => `<div class="c">${esc(x)}</div>`).join('')}<div class="c">${esc(s.tel)}</div>
   <div class="rule"></div>
   ${line(fmt(f.read, 'us_short'), clock(f.tRead + 4))}
   ${line('REG 01  TRN ' + f.trn2, 'CASHIER 102')}
   <div class="rule"></div>
   <div class="c b">CLINICAL SERVICE RECORD</div>
   <div class="c">** VISIT 2 OF 2 — READING **</div>
   <div class="rule"></div>
   ${line('PATIENT:', '')}<div class="v">${esc(f.nameSlip)}</div>
   ${line('DOB:', fmt(f.dob, 'us'))}
   ${line('SERVICE #:', f.svc)}
   ${line('PLACED:', `${fmt(f.placed, 'us')} ${clock(f.tPlaced)}`)}
   ${line('DATE READ:', fmt(f.read, 'us'))}
   ${line('TIME READ:', clock(f.tRead))}
   ${line('INDURATION:', `${f.mm} MM`)}
   ${line('INTERPRETATION:', pos ? 'POSITIVE' : 'NEGATIVE')}
   ${pos ? '<div class="v">REFERRED TO PCP FOR CHEST X-RAY</div>' : ''}
   ${line('READ BY:', '')}<div class="v">${esc(ph[0])}</div>
   <div class="hw">${
     f.signed
       ? sig(ph[1], { font: f.sig, ink, size: '1.9em', rot: -5 })
       : hand(`${ph[2]} ✓`, { font: "'Humor Sans'", ink, size: '1.6em', rot: -6 })
   }</div>
   <div class="rule"></div>
   ${pos ? '' : `${line('NEXT ANNUAL TEST DUE:', fmt(f.nextDue, 'mm_yyyy'))}`}
   ${line('SERVICE FEE', '$0.00')}
   <div class="rule"></div>
   ${line('REWARDS MEMBER:', '')}<div class="v">${esc(f.rewardsName)}</div>
   ${line('POINTS THIS VISIT', '50')}
   <div class="rule"></div>
   <div class="c sm">FLU SHOTS WALK-IN DAILY · COUPON VALID</div>
   <div class="c sm">THRU ${esc(fmt(f.couponEnd, 'us_short'))}</div>
   <div class="c bc">${'|'.repeat(2)} ${esc(f.trn2)} ${'|'.repeat(2)}</div>
  </div>`;
}

function slipShopping(f) {
  const s = f.store;
  return `<div class="slip short" style="transform:rotate(${-f.rotA}deg)">
   <div class="c b">${esc(s.name)}</div><div class="c">${esc(s.no)}</div><div class="c">${esc(s.tel)}</div>
   <div class="rule"></div>
   ${line(fmt(f.shopDate, 'us_short'), '6:18 PM')}
   <div class="rule"></div>
   ${line('VITAMIN D3 2000IU', '8.99')}
   ${line('SALINE NASAL SPRY', '4.49')}
   ${line('ADHESIVE BANDAGE', '3.79')}
   ${line('SUBTOTAL', '17.27')}
   ${line('TAX', '1.38')}
   ${line('TOTAL', '18.65')}
   ${line('VISA ****' + f.card, '18.65')}
   <div class="rule"></div>
   <div class="c sm">RETURNS WITHIN 30 DAYS WITH RECEIPT</div>
  </div>`;
}

function render(f) {
  const slips = [slipPlacement(f), slipReading(f)];
  if (f.reverse) slips.reverse();
  if (f.shopping) slips.splice(1, 0, slipShopping(f));
  const note = f.sticky
    ? `<div class="sticky">${hand(f.sticky, { font: f.hand, ink: '#1f3f8f', size: '1.25em', rot: -2 })}</div>`
    : '';
  return page({
    title: 'TB test pharmacy records',
    size: 'letter',
    margin: '0',
    font: FONTS.mono,
    bg: f.bg,
    body: `<div class="sheet">${note}<div class="row">${slips.join('')}</div></div>`,
    css: `
    .sheet { padding:0.45in 0.3in; min-height:10.9in; }
    .row { display:flex; gap:0.18in; align-items:flex-start; justify-content:center; }
    .slip { width:2.55in; background:#fdfdf8; padding:0.14in 0.12in 0.2in; font-size:8.6pt; line-height:1.28;
      box-shadow:0 1px 3px rgba(0,0,0,.35); font-family:${FONTS.mono}; color:#1b1b1b; }
    .slip.short { width:2.3in; margin-top:0.5in; }
    .c { text-align:center; } .b { font-weight:bold; } .sm { font-size:7.4pt; }
    .ln { display:flex; justify-content:space-between; gap:4px; } .ln span:last-child { text-align:right; }
    .v { padding-left:10px; font-weight:bold; }
    .rule { border-top:1px dashed #444; margin:4px 0; }
    .hw { min-height:0.45in; padding-left:20px; }
    .bc { letter-spacing:1px; margin-top:6px; }
    .sticky { width:3.1in; background:#fff7a8; padding:8px 10px; margin:0 0 0.2in 0.6in; transform:rotate(-2deg);
      box-shadow:0 1px 3px rgba(0,0,0,.3); }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, placed, o = {}) => {
    const tPlaced = rng.int(9 * 60, 15 * 60 + 30);
    // read two or three days later, 49–71 h after placement
    let dayGap;
    let tRead;
    if (tPlaced < 10 * 60 + 30 || rng.chance(0.5)) {
      dayGap = 2;
      tRead = Math.min(tPlaced + rng.int(70, 240), 19 * 60);
    } else {
      dayGap = 3;
      tRead = Math.max(tPlaced - rng.int(70, 240), 8 * 60 + 30);
    }
    const read = addDays(placed, dayGap);
    const hours = dayGap * 24 + (tRead - tPlaced) / 60;
    if (hours < 49 || hours > 71) throw new Error(`reading at ${hours} h`);
    const placer = rng.pick(PHARMACISTS);
    const reader = rng.chance(0.5) ? placer : rng.pick(PHARMACISTS);
    const nick = p.nick || p.first;
    return {
      store: rng.pick(STORES),
      placer,
      reader,
      placed,
      tPlaced,
      read,
      tRead,
      hours,
      dob: p.dob,
      nameSlip: nameAs(p, 'LAST_FIRST_MI'),
      rewardsName: `${nick.toUpperCase()} ${p.last.toUpperCase()}`.replace(/\s+/g, ' '),
      svc: `CS-${rng.digits(7)}`,
      trn1: rng.digits(4),
      trn2: rng.digits(4),
      product: rng.pick(['TUBERSOL 5TU/0.1ML', 'APLISOL 5TU/0.1ML']),
      lot: `${rng.letters(1)}${rng.digits(4)}${rng.letters(1)}`,
      lotExp: addDays(placed, rng.int(120, 400)),
      arm: rng.pick(['L FOREARM', 'R FOREARM', 'LEFT VOLAR FOREARM']),
      fee: rng.pick(['25.00', '29.99', '32.00']),
      mm: 0,
      result: 'negative',
      nextDue: addYears(placed, 1),
      couponEnd: addDays(read, rng.int(20, 60)),
      shopDate: addDays(placed, -rng.int(3, 20)),
      card: rng.digits(4),
      signed: rng.chance(0.5),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      hand: "'Humor Sans'",
      rotA: rng.float(-1.6, 1.2).toFixed(2),
      rotB: rng.float(-1.2, 1.6).toFixed(2),
      bg: rng.pick(['#e9e4da', '#dfe3e8', '#f2efe8']),
      reverse: false,
      shopping: false,
      sticky: '',
      ...o,
    };
  };
  const out = [];
  const note = (f) =>
    `placed ${f.placed} ${clock(f.tPlaced)}, read ${f.read} ${clock(f.tRead)} (${f.hours.toFixed(1)} h), ${f.mm} mm; lot exp. ${f.lotExp}, next due ${f.nextDue.slice(0, 7)}, reading window printed on slip 1, coupon and slip print dates are not test dates`;

  // 1. plain pair, placement first
  let p = k.person();
  let f = mk(p, addDays('2026-08-31', rng.int(0, 70)));
  out.push({
    key: 'placement-and-reading-slips-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placed,
      'tests.0.report_date': f.read,
      'tests.0.induration_mm': 0,
      ...personData('match', 'match'),
    },
    note: note(f),
    rendering: 'photo',
  });

  // 2. reversed order, 3 mm (still negative)
  p = k.person();
  f = mk(p, addDays('2026-07-20', rng.int(0, 90)), { reverse: true, mm: rng.pick([2, 3, 4]) });
  out.push({
    key: 'reading-slip-first-small-induration-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placed,
      'tests.0.report_date': f.read,
      'tests.0.induration_mm': f.mm,
      ...personData('match', 'match'),
    },
    note: `${note(f)}; the reading slip lies left of the placement slip`,
    rendering: 'scan_image',
  });

  // 3. a shopping receipt between them and a sticky note with another date
  p = k.person();
  f = mk(p, addDays('2026-06-08', rng.int(0, 100)), { shopping: true });
  f.sticky = `For agency file — TB test ${fmt(f.placed, 'us_nz')} / read ${fmt(f.read, 'us_nz')}. Start date ${fmt('2026-12-07', 'us_nz')}`;
  out.push({
    key: 'shopping-receipt-between-and-sticky-note',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placed,
      'tests.0.report_date': f.read,
      ...personData('match', 'match'),
    },
    note: `${note(f)}; an unrelated purchase receipt dated ${f.shopDate} lies between the two slips; the sticky note repeats the dates and adds a start date`,
    rendering: 'photo',
  });

  // 4. fax of the pair, request without dob, nickname in the rewards line
  p = k.person();
  f = mk(p, addDays('2026-09-14', rng.int(0, 50)));
  out.push({
    key: 'faxed-pair-nickname-rewards-line',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placed,
      'tests.0.report_date': f.read,
      ...personData('match', null),
    },
    note: `${note(f)}; the rewards line prints "${f.rewardsName}"`,
    rendering: rng.pick(['fax', 'scanned_pdf']),
  });

  // 5. positive, referred for x-ray (no x-ray on the page)
  p = k.person();
  f = mk(p, addDays('2026-08-10', rng.int(0, 80)), { mm: rng.pick([12, 14, 16]), result: 'positive' });
  out.push({
    key: 'positive-referred-for-chest-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': f.mm,
    },
    note: `${f.mm} mm POSITIVE, "referred to PCP for chest x-ray"; no x-ray result on the page`,
    rendering: 'photo',
  });

  // 6. last year's test
  p = k.person();
  f = mk(p, addDays('2025-06-02', rng.int(0, 120)), { reverse: rng.chance(0.5) });
  out.push({
    key: 'last-years-slips-test-too-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placed,
      'tests.0.report_date': f.read,
    },
    note: `placed ${f.placed}, read ${f.read}: more than 365 days before 2026-11-21; the "next annual test due ${f.nextDue.slice(0, 7)}" line and the coupon date are not tests`,
    rendering: 'scanned_pdf',
  });
  return out;
}
