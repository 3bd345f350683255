// The long thermal register receipt a drugstore prints at the pharmacy counter after a flu shot, photographed lying on
// the counter or laid on a copier glass: store header, register / transaction / cashier line with the sale date and
// time, Rx-style sale lines (Rx no., product abbreviation, "INS PAID", $0.00) among the other things bought, totals and
// tender, then an IMMUNIZATION RECORD block in capitals (patient LAST, FIRST, DOB, Rx no., date and time administered,
// vaccine, manufacturer, NDC, lot and lot expiry, dose / route / site, VIS edition date, the standing-order
// prescriber — a physician who never saw the patient — and the administering pharmacist with licence no.), a
// next-dose line, the rewards member block, and a coupon footer: a dollars-off coupon with its own validity window, a
// survey invitation with a deadline, a return policy and a barcode. Thermal print is grey, with a faded band. Other
// dates on the slip (lot expiry, VIS edition, coupon and survey dates, a reprint date, the DOB) are not the date given.
import { addDays, fmt, nameAs, personData, phone, requestPerson, street } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, INKS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r25_pharmacy_register_receipt_immunization_block_coupons',
  split: 'blind',
  renderings: { photo: 50, scan_image: 20, fax: 10, scanned_pdf: 15, text_pdf: 5 },
  description:
    'Drugstore thermal register receipt after a pharmacy flu shot, photographed on the counter or laid on a copier glass: store header, register / transaction / cashier line with sale date-time, Rx-style sale lines ($0.00 INS PAID) among other purchases, totals and tender, an IMMUNIZATION RECORD block in capitals (LAST, FIRST, DOB, Rx no., date and time administered, vaccine, mfr, NDC, lot and lot exp., dose / route / site, VIS edition date, standing-order prescriber, administering pharmacist with licence no., state registry line), next-dose line, rewards member block, coupon footer with its own validity window, survey deadline, return policy and barcodes; faded thermal band; variants October dose on the counter, September dose scanned with a same-day cold medicine purchase, a COVID-19 block printed above the flu block, last season\u2019s receipt reprinted this month, a child\u2019s shot bought on the worker\u2019s rewards account, a COVID-19-only receipt under a flu-shot advert',
};

const STORES = [
  {
    name: 'HEARTHSTONE PHARMACY',
    tag: 'Health \u2022 Beauty \u2022 Rx',
    place: ['Raleigh', 'NC', '27603'],
    iis: 'NCIR',
    reward: 'HEARTHSTONE HEARTS',
    lic: 'NC RPH',
  },
  {
    name: 'MERIDIAN DRUG',
    tag: 'Your neighborhood pharmacy since 1961',
    place: ['Dayton', 'OH', '45459'],
    iis: 'OHIO IMPACTSIIS',
    reward: 'MERIDIAN PERKS',
    lic: 'OH RPH',
  },
  {
    name: 'PINE & PESTLE DRUGSTORE',
    tag: 'Pharmacy \u2022 Photo \u2022 Grocery',
    place: ['Omaha', 'NE', '68102'],
    iis: 'NESIIS',
    reward: 'PESTLE POINTS',
    lic: 'NE PHARMACIST',
  },
];
const FLU = [
  {
    abbr: 'FLUZONE TRIV PFS',
    name: 'INFLUENZA, FLUZONE TRIVALENT (IIV3)',
    mfr: 'SANOFI PASTEUR',
    ndc: '49281-0426-88',
    dose: '0.5 ML',
  },
  {
    abbr: 'FLUCELVAX TRIV PFS',
    name: 'INFLUENZA, FLUCELVAX TRIVALENT (CCIIV3)',
    mfr: 'SEQIRUS',
    ndc: '70461-0656-03',
    dose: '0.5 ML',
  },
  {
    abbr: 'FLUARIX TRIV SYR',
    name: 'INFLUENZA, FLUARIX TRIVALENT (IIV3)',
    mfr: 'GLAXOSMITHKLINE',
    ndc: '58160-0912-52',
    dose: '0.5 ML',
  },
  {
    abbr: 'AFLURIA TRIV PFS',
    name: 'INFLUENZA, AFLURIA TRIVALENT (IIV3)',
    mfr: 'SEQIRUS',
    ndc: '33332-0126-03',
    dose: '0.5 ML',
  },
];
const COVID = {
  abbr: 'SPIKEVAX 26-27 PFS',
  name: 'COVID-19 VACCINE, SPIKEVAX 2026-2027 FORMULA',
  mfr: 'MODERNA US',
  ndc: '80777-0110-96',
  dose: '0.5 ML',
};
const OTHER_ITEMS = [
  ['CHERRY COUGH DROPS 30CT', '2.79'],
  ['SPARKLING WATER 1L', '1.49'],
  ['NITRILE GLOVES 50CT', '8.99'],
  ['DAYTIME COLD&FLU 24CT', '9.49'],
  ['LIP BALM 2PK', '3.29'],
  ['GREETING CARD', '4.99'],
  ['COMPRESSION SOCKS', '14.99'],
  ['TRAIL MIX 6OZ', '4.49'],
];
const RPH = [
  ['NGOZI ADEBAYO, PHARMD', 'N. ADEBAYO'],
  ['KAREN LI, RPH', 'K. LI'],
  ['DEREK HOLLANDER, PHARMD', 'D. HOLLANDER'],
  ['MARISA FONTAINE, PHARMD', 'M. FONTAINE'],
  ['OWEN PRZYBYLA, RPH', 'O. PRZYBYLA'],
];
const STANDING = ['DR. HELENA MARSH, MD', 'DR. VIKRAM SETHI, MD', 'DR. ROSA ECHEVARRIA, DO'];
const CASHIERS = ['DEVONTE', 'MARIBEL', 'KYLE', 'ANH', 'TRISH', 'GUS'];

function clock(rng, h0, h1) {
  const h = rng.int(h0, h1);
  const m = rng.int(0, 59);
  return { h, m, text: `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}` };
}

function lr(l, r = '') {
  return `<div class="lr"><span>${l}</span><span>${r}</span></div>`;
}

function immBlock(f, v) {
  const line = (t) => `<div>${t}</div>`;
  return `<div class="c b">**** IMMUNIZATION RECORD ****</div>
  <div class="c">PATIENT COPY - KEEP FOR YOUR RECORDS</div>
  ${line(`PATIENT: ${esc(f.patient)}`)}
  ${line(`DOB: ${esc(f.dobText)}`)}
  ${line(`RX#: ${esc(v.rx)}`)}
  ${line(`DATE ADMIN: ${esc(v.dateText)} ${esc(v.time)}`)}
  ${line(`VACCINE: ${esc(v.p.name)}${v.season ? ` ${esc(v.season)}` : ''}`)}
  ${line(`MFR: ${esc(v.p.mfr)}`)}
  ${line(`NDC: ${esc(v.p.ndc)}`)}
  ${lr(`LOT: ${esc(v.lot)}`, `EXP: ${esc(v.lotExp)}`)}
  ${lr(`DOSE: ${esc(v.p.dose)}`, `ROUTE: IM  SITE: ${esc(v.site)}`)}
  ${line(`VIS EDITION: ${esc(v.vis)}`)}
  ${line(`PRESCRIBER: ${esc(f.standing)} (STANDING ORDER)`)}
  ${line(`ADMINISTERED BY: ${esc(v.rph)}`)}
  ${line(`LIC#: ${esc(v.lic)}`)}
  ${line(`REPORTED TO ${esc(f.store.iis)} ${esc(v.reported)}`)}`;
}

function receipt(f) {
  const S = f.store;
  const sales = f.sales.map(([d, a]) => lr(esc(d), esc(a))).join('');
  const blocks = f.vax.map((v) => immBlock(f, v)).join('<div class="hr"></div>');
  return `<div class="rc">
  ${f.reprint ? `<div class="c b inv">*** DUPLICATE RECEIPT ***</div><div class="c">REPRINTED ${esc(f.reprint)}</div><div class="hr"></div>` : ''}
  <div class="c logo">${esc(S.name)}</div>
  <div class="c sm">${esc(S.tag)}</div>
  <div class="c">STORE #${esc(f.storeNo)}</div>
  <div class="c">${esc(f.addr1)}</div>
  <div class="c">${esc(f.addr2)}</div>
  <div class="c">PHARMACY ${esc(f.rxPhone)}</div>
  <div class="hr"></div>
  ${lr(`${esc(f.saleDate)} ${esc(f.saleTime)}`, `REG ${esc(f.reg)} TRN ${esc(f.trn)}`)}
  ${lr(`CASHIER: ${esc(f.cashier)}`, `STR ${esc(f.storeNo)}`)}
  <div class="hr"></div>
  ${sales}
  <div class="hr"></div>
  ${lr('SUBTOTAL', esc(f.sub))}
  ${lr(`TAX ${esc(f.taxRate)}`, esc(f.tax))}
  ${lr('<b>TOTAL</b>', `<b>${esc(f.total)}</b>`)}
  ${lr(esc(f.tender), esc(f.total))}
  ${f.total !== '0.00' ? lr(`AUTH ${esc(f.auth)}`, 'CHIP') : ''}
  <div class="hr"></div>
  <div class="fade">${blocks}</div>
  <div class="hr"></div>
  <div>${esc(f.nextLine)}</div>
  <div class="hr"></div>
  <div class="c b">${esc(S.reward)}</div>
  ${lr('MEMBER:', esc(f.member))}
  ${lr('ACCT:', `****${esc(f.acct)}`)}
  ${lr('POINTS TODAY:', esc(f.points))}
  <div class="hr"></div>
  ${f.advert ? `<div class="c b">${esc(f.advert[0])}</div><div class="c">${esc(f.advert[1])}</div><div class="hr"></div>` : ''}
  <div class="cp"><div class="c b big">$5 OFF</div><div class="c">YOUR NEXT PURCHASE OF $25 OR MORE</div>
  <div class="c">VALID ${esc(f.cpFrom)} - ${esc(f.cpTo)}</div><div class="c">${barcode(f.bcRng, { width: 170, height: 22 })}</div>
  <div class="c sm">ONE PER CUSTOMER. EXCLUDES RX, ALCOHOL, GIFT CARDS.</div></div>
  <div class="hr"></div>
  <div class="c">TELL US HOW WE DID!</div>
  <div class="c">Take our survey by ${esc(f.surveyBy)}</div>
  <div class="c">and enter to win a $500 gift card.</div>
  <div class="c">SURVEY CODE ${esc(f.surveyCode)}</div>
  <div class="hr"></div>
  <div class="c sm">RETURNS WITH RECEIPT WITHIN 60 DAYS. PRESCRIPTIONS AND IMMUNIZATIONS ARE NOT RETURNABLE.</div>
  <div class="c">${barcode(f.bcRng, { width: 190, height: 26 })}</div>
  <div class="c">${esc(f.txn)}</div>
  <div class="c">THANK YOU FOR SHOPPING WITH US</div>
  </div>`;
}

function render(f) {
  const mode = f.mode;
  const rc = receipt(f);
  const css = `
  .rc { width:3.05in; background:linear-gradient(90deg,#f3f1ea,#fbfaf5 12%,#fdfcf8 50%,#f8f6ef 88%,#efede5); color:#2d2d2d; font-family:${FONTS.mono}; font-size:7.4pt; line-height:1.22; padding:0.22in 0.13in 0.3in; position:relative;
    clip-path:polygon(0 0.06in,3% 0,6% 0.06in,9% 0,12% 0.06in,15% 0,18% 0.06in,21% 0,24% 0.06in,27% 0,30% 0.06in,33% 0,36% 0.06in,39% 0,42% 0.06in,45% 0,48% 0.06in,51% 0,54% 0.06in,57% 0,60% 0.06in,63% 0,66% 0.06in,69% 0,72% 0.06in,75% 0,78% 0.06in,81% 0,84% 0.06in,87% 0,90% 0.06in,93% 0,96% 0.06in,100% 0,100% 100%,0 100%); }
  .c { text-align:center; } .b { font-weight:bold; } .sm { font-size:6.3pt; } .big { font-size:13pt; }
  .logo { font-size:10.5pt; font-weight:bold; letter-spacing:.06em; }
  .inv { background:#2d2d2d; color:#fdfcf8; }
  .lr { display:flex; justify-content:space-between; gap:6px; } .lr span:last-child { text-align:right; }
  .hr { border-top:1px dashed #555; margin:4px 0; }
  .fade { color:${f.fadeInk}; }
  .cp { border:1.2px dashed #444; padding:3px; margin:2px 0; }`;
  const note = f.stickyNote
    ? `<div class="sticky" style="transform:rotate(${f.stickyRot}deg)">${hand(f.stickyNote, { font: f.pen, ink: f.ink, size: '1.15em' })}</div>`
    : '';
  if (mode === 'counter') {
    return `<!doctype html><html><head><meta charset="utf-8"><title>receipt</title><style>
    @page { size: 4.6in ${f.pageH}in; margin:0; }
    * { box-sizing:border-box; } html, body { margin:0; padding:0; -webkit-print-color-adjust:exact; print-color-adjust:exact; }
    .hand { display:inline-block; line-height:1.1; }
    .counter { width:4.6in; height:${f.pageH}in; position:relative; overflow:hidden; background:
      radial-gradient(circle at 20% 30%, rgba(255,255,255,.08) 0 1px, transparent 2px) 0 0/9px 11px,
      radial-gradient(circle at 70% 60%, rgba(0,0,0,.10) 0 1px, transparent 2px) 0 0/7px 13px,
      linear-gradient(${f.counter[0]}, ${f.counter[1]}); }
    .slip { position:absolute; left:0.72in; top:0.25in; transform:rotate(${f.rot}deg); box-shadow:3px 5px 9px rgba(0,0,0,.45); }
    .curl { position:absolute; inset:0; background:linear-gradient(90deg, rgba(0,0,0,.10), rgba(0,0,0,0) 10%, rgba(0,0,0,0) 85%, rgba(0,0,0,.12)); pointer-events:none; }
    .sticky { position:absolute; right:0.12in; top:${(f.pageH * 0.66).toFixed(2)}in; width:1.25in; padding:6px; background:#fff27a; box-shadow:1px 2px 4px rgba(0,0,0,.35); }
    ${css}</style></head><body><div class="counter"><div class="slip">${rc}<div class="curl"></div></div>${note}</div></body></html>`;
  }
  // copier / scanner glass: the slip on a letter page, a little crooked, the lid's grey margin around it
  return `<!doctype html><html><head><meta charset="utf-8"><title>receipt</title><style>
  @page { size: letter; margin:0; }
  * { box-sizing:border-box; } html, body { margin:0; padding:0; -webkit-print-color-adjust:exact; print-color-adjust:exact; }
  .hand { display:inline-block; line-height:1.1; }
  .glass { width:8.5in; height:11in; position:relative; background:#fff; }
  .slip { position:absolute; left:${f.glassX}in; top:0.35in; transform:rotate(${f.rot}deg); outline:0.5px solid #ddd; }
  .sticky { position:absolute; left:5.2in; top:1.2in; width:1.9in; padding:8px; background:#fff6a8; border:0.5px solid #e0d070; }
  ${css}</style></head><body><div class="glass"><div class="slip">${rc}</div>${note}</div></body></html>`;
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o = {}) => {
    const S = o.store || rng.pick(STORES);
    const given = o.given;
    const [city, st, zip] = S.place;
    const ds = o.ds || 'us';
    const t = clock(rng, 9, 19);
    const saleT = `${((t.h + 11) % 12) + 1}:${String(Math.min(59, t.m + rng.int(4, 9))).padStart(2, '0')} ${t.h >= 12 ? 'PM' : 'AM'}`;
    const rph = rng.pick(RPH);
    const products = o.products || [rng.pick(FLU)];
    const vax = products.map((prod) => ({
      p: prod,
      rx: `${rng.digits(7)}-${rng.digits(5)}`,
      dateText: fmt(given, ds),
      time: t.text,
      season: prod === COVID ? '' : o.seasonTag || '2026-2027',
      lot: `${rng.letters(2)}${rng.digits(4)}${rng.letters(2)}`,
      lotExp: fmt(o.lotExp || addDays(given, rng.int(180, 260)), 'mm_yyyy'),
      site: rng.pick(['L DELTOID', 'R DELTOID']),
      vis: prod === COVID ? '01/24/2025' : '08/06/2021',
      rph: rph[0],
      lic: `${S.lic} ${rng.digits(5)}`,
      reported: fmt(addDays(given, rng.int(0, 1)), 'us'),
    }));
    const others = (o.others ?? rng.int(0, 2)) > 0 ? rng.shuffle(OTHER_ITEMS).slice(0, o.others ?? 1) : [];
    const sales = [];
    for (const v of vax) {
      sales.push([`RX ${v.rx.split('-')[0]}`, '0.00']);
      sales.push([`\u00a0\u00a0${v.p.abbr}`, 'INS PAID']);
    }
    for (const [d, a] of others) sales.push([d, a]);
    const sub = others.reduce((s, [, a]) => s + Number(a), 0);
    const tax = Math.round(sub * 0.0725 * 100) / 100;
    const f = {
      store: S,
      mode: o.mode || 'counter',
      pageH: (8.9 + 2.0 * (products.length - 1) + (o.reprint ? 0.4 : 0) + (o.advert ? 0.5 : 0)).toFixed(1),
      storeNo: rng.digits(5),
      addr1: street(rng),
      addr2: `${city}, ${st} ${zip}`,
      rxPhone: phone(rng),
      saleDate: fmt(given, ds),
      saleTime: saleT,
      reg: String(rng.int(1, 9)).padStart(2, '0'),
      trn: rng.digits(4),
      cashier: rng.pick(CASHIERS),
      sales,
      sub: sub.toFixed(2),
      taxRate: '7.25%',
      tax: tax.toFixed(2),
      total: (sub + tax).toFixed(2),
      tender: sub + tax > 0 ? `VISA ************${rng.digits(4)}` : 'NO PAYMENT DUE',
      auth: rng.digits(6),
      patient: o.patient || nameAs(p, 'PLAIN_LAST_FIRST'),
      dobText: fmt(o.dob || p.dob, ds),
      standing: rng.pick(STANDING),
      vax,
      nextLine: o.nextLine || `NEXT FLU VACCINE DUE: FALL ${Number(given.slice(0, 4)) + 1}`,
      member: o.member || nameAs(p, 'FIRST_LAST'),
      acct: rng.digits(4),
      points: String(rng.pick([250, 500, 1000])),
      advert: o.advert || null,
      cpFrom: fmt(addDays(given, 1), 'us'),
      cpTo: fmt(addDays(given, 14), 'us'),
      surveyBy: fmt(addDays(given, 30), 'us'),
      surveyCode: `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`,
      txn: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      reprint: o.reprint ? fmt(o.reprint, ds) : '',
      fadeInk: rng.pick(['#3a3a3a', '#4a4a4a', '#555']),
      counter: rng.pick([
        ['#d8d4cc', '#c7c2b8'],
        ['#5b5e63', '#4a4d52'],
        ['#e6dfd0', '#d4cbb8'],
        ['#3f4a44', '#343d38'],
      ]),
      rot: rng.float(-2.5, 2.5).toFixed(2),
      glassX: rng.float(2.2, 2.9).toFixed(2),
      stickyNote: o.stickyNote || '',
      stickyRot: rng.float(-6, 6).toFixed(1),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      bcRng: rng,
    };
    return f;
  };
  const out = [];

  // 1 — October dose, receipt on the counter (photo)
  {
    const p = k.person();
    const given = addDays('2026-10-01', rng.int(0, 30));
    const f = mk(p, { given, others: 1 });
    out.push({
      key: 'october-dose-receipt-on-counter',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': f.vax[0].lot,
        ...personData(),
      },
      note: `flu dose administered ${given} (DATE ADMIN in the immunization block, same as the sale date) by ${f.vax[0].rph}; the lot expiry ${f.vax[0].lotExp}, the VIS edition ${f.vax[0].vis}, the coupon window ${f.cpFrom} - ${f.cpTo}, the survey deadline ${f.surveyBy} and the next-dose line are not the date given; the standing-order prescriber ${f.standing} did not administer it`,
    });
  }

  // 2 — September dose with a cold-medicine purchase, two-figure years, laid on a scanner glass (scan image)
  {
    const p = k.person();
    const given = addDays('2026-09-02', rng.int(0, 25));
    const f = mk(p, {
      given,
      mode: 'glass',
      others: 2,
      ds: 'us_short',
      stickyNote: 'flu shot receipt \u2014 for HR file',
    });
    out.push({
      key: 'september-dose-scanned-two-figure-years',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'name mismatch'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `dates printed M/D/YY: administered ${fmt(given, 'us_short')} = ${given}, inside the 2026-2027 season; patient printed LAST, FIRST without accents (${f.patient}); other purchases on the same receipt are not vaccines`,
    });
  }

  // 3 — COVID-19 block printed above the flu block, same visit (photo)
  {
    const p = k.person();
    const given = addDays('2026-09-20', rng.int(0, 40));
    const flu = rng.pick(FLU);
    const f = mk(p, { given, products: [COVID, flu], others: 0 });
    out.push({
      key: 'covid-block-above-flu-block-same-visit',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'document type mismatch'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': f.vax[1].lot,
        ...personData(),
      },
      note: `two immunization blocks on one receipt: a COVID-19 (Spikevax) dose first, then the influenza dose (${flu.name}, lot ${f.vax[1].lot}) given ${given}; the flu block decides; the COVID-19 lot ${f.vax[0].lot} is not the flu lot`,
    });
  }

  // 4 — last season's receipt reprinted this month (photo)
  {
    const p = k.person();
    const given = addDays('2025-10-02', rng.int(0, 40));
    const reprint = addDays('2026-11-03', rng.int(0, 12));
    const f = mk(p, {
      given,
      seasonTag: '2025-2026',
      reprint,
      others: 0,
      nextLine: 'NEXT FLU VACCINE DUE: FALL 2026',
    });
    out.push({
      key: 'last-season-duplicate-reprinted-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': given, ...personData() },
      note: `DUPLICATE RECEIPT reprinted ${reprint}, but the sale and the dose are of ${given} (2025-2026 formula), outside the 2026-2027 season; the reprint date is not a vaccination date`,
    });
  }

  // 5 — a child's flu shot on the worker's rewards account (fax)
  {
    const p = k.person();
    const q = k.person();
    const childDob = `${rng.int(2012, 2016)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const child = { ...q, last: p.last, dob: childDob };
    const given = addDays('2026-10-03', rng.int(0, 30));
    const f = mk(p, {
      given,
      mode: 'glass',
      patient: nameAs(child, 'PLAIN_LAST_FIRST'),
      dob: childDob,
      member: nameAs(p, 'FIRST_LAST'),
      others: 1,
    });
    out.push({
      key: 'childs-shot-on-workers-rewards-account',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['name mismatch', 'dob mismatch'],
      data: {
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData('mismatch', 'mismatch'),
      },
      note: `the immunization block's patient is ${nameAs(child, 'first_last')}, born ${childDob}, the worker's child; the worker ${nameAs(p, 'first_last')} appears only as the rewards member who paid; the dose (${given}) is inside the season but it is not the worker's, and the DOB printed is the child's`,
    });
  }

  // 6 — a COVID-19-only receipt under a flu-shot advert, uploaded as the flu record (scanned PDF)
  {
    const p = k.person();
    const given = addDays('2026-09-15', rng.int(0, 45));
    const f = mk(p, {
      given,
      mode: 'glass',
      products: [COVID],
      others: 1,
      nextLine: 'ASK YOUR PHARMACIST ABOUT OTHER VACCINES YOU MAY BE DUE FOR',
      advert: ['NO TIME FOR THE FLU!', 'Flu shots every day, no appointment needed. $0 with most insurance.'],
    });
    out.push({
      key: 'covid-only-receipt-under-flu-advert',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['document type mismatch'],
      forbidden: ['vaccination outside season'],
      data: {},
      note: `the only immunization on the receipt is a COVID-19 dose (Spikevax 2026-2027, ${given}); influenza appears only in the store's advert ("NO TIME FOR THE FLU!"); the document is a COVID-19 vaccination record, not a flu vaccination`,
    });
  }
  return out;
}
