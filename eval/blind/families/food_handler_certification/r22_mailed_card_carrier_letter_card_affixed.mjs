// The letter-size "card carrier" that a county environmental-health office, a local health department, a health
// district or an online training provider mails a food handler card on: the plastic card is held on the sheet by
// glue dots, and the worker photographs or scans the whole sheet (card still on it, or already peeled off so only the
// dashed "card attached here" outline and the glue dots remain). The carrier has the issuer's letterhead and return
// address, a postal indicia, the window-envelope address block with the worker's name in capitals, sometimes a
// mailing date, a headline, a short letter (class or exam date, what the card is, how long it is valid, where it is
// valid, replacement fee), the card in its box (band, title, name, card / certificate / permit no., issued,
// expires — a full date, a month only, or expires only), an important-information list, the coordinator's name and
// the form number with its revision date. When the card is gone, only the letter's prose gives the number, the issue
// date and the validity rule.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  personData,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { barcode, esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r22_mailed_card_carrier_letter_card_affixed',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 10, text_pdf: 15 },
  description:
    'Letter-size card carrier a county environmental-health office, a local health department, a health district or an online training provider mails a plastic food handler card on, photographed or scanned whole: letterhead and return address, postal indicia, window-envelope address block with the name in capitals, mailing date (absent on one), headline, short letter (class / exam date, validity rule, where valid, replacement fee), the card held by glue dots in a box (band, title, name, card / certificate / permit no., issued, expires as a full date, a month only or expires only), or the card already peeled off leaving the dashed outline so the prose alone gives number, issue date and validity; important-information list, coordinator, form no. and revision date; variants California county card with full dates, Utah permit peeled off with "valid three years from the date of issue", California online-provider wallet card "Exp MM/YYYY", an expired county card mailed in 2022, a Nevada health-district card printing only its expiry on an undated carrier, a current Utah permit for a California-only client',
};

const ISSUERS = {
  ca_county: {
    name: 'Alder Creek County',
    dept: 'Department of Public Health \u00b7 Environmental Health Services',
    addr: ['1450 Harmon Blvd, Room 210', 'Fresno, CA 93721'],
    phone: '(559) 555-0148',
    color: '#1f5f8b',
    shape: 'shield',
    short: 'ALDER CREEK COUNTY EHS',
    title: 'FOOD HANDLER CARD',
    noCap: 'Card No.',
    where: 'in Alder Creek County and other California jurisdictions that accept county-issued cards',
    form: 'EHS-FH-17 (rev. 04/2023)',
    coord: 'Marguerite Osterhaus, REHS, Food Safety Program Coordinator',
    person: true,
    fee: '$12',
  },
  ut: {
    name: 'Timpanogos Valley Health Department',
    dept: 'Bureau of Food Protection',
    addr: ['640 Fernhill Rd', 'Provo, UT 84601'],
    phone: '(801) 555-0192',
    color: '#8a4a12',
    shape: 'circle',
    short: 'TIMPANOGOS VALLEY HEALTH DEPT.',
    title: 'FOOD HANDLER PERMIT',
    noCap: 'Permit No.',
    where: 'by every local health department in Utah',
    form: 'TVHD-FP-04 \u00b7 03/2021',
    coord: 'Brandt Lowry, EHS, Food Handler Program',
    person: true,
    fee: '$15',
  },
  nv: {
    name: 'Silver Basin Health District',
    dept: 'Environmental Health Division \u2014 Food Handler Safety Training',
    addr: ['2280 Saddleback Way', 'Reno, NV 89502'],
    phone: '(775) 555-0163',
    color: '#3d5a2a',
    shape: 'square',
    short: 'SILVER BASIN HEALTH DISTRICT',
    title: 'FOOD HANDLER SAFETY TRAINING CARD',
    noCap: 'Card #',
    where: 'within Silver Basin Health District, Nevada',
    form: 'SBHD-EH-221 rev 09/2020',
    coord: 'Odalys Pruett-Kim, Program Supervisor',
    person: true,
    fee: '$20',
  },
  ca_provider: {
    name: 'BrightPlate Food Safety Academy',
    dept: 'California Food Handler Card program \u00b7 ANAB-accredited certificate program #1142',
    addr: ['PO Box 5521', 'Mesa, AZ 85201'],
    phone: '1-888-555-0175',
    color: '#c0392b',
    shape: 'leaf',
    short: 'BRIGHTPLATE FOOD SAFETY',
    title: 'CALIFORNIA FOOD HANDLER CARD',
    noCap: 'Certificate #',
    where:
      'throughout California, except Riverside, San Bernardino and San Diego counties, which run their own programs',
    form: 'BP-WC-CA v5 (06/2024)',
    coord: 'BrightPlate Learner Support',
    person: false,
    fee: '$9.95',
  },
};

function cardHtml(f) {
  const I = f.iss;
  const c = f.card;
  if (!c)
    return `<div class="gone"><div class="dot d1"></div><div class="dot d2"></div><div class="dot d3"></div><div class="gl">card attached here</div></div>`;
  const rows = [
    c.issuedText
      ? `<div><div class="ck">${esc(c.issuedCap)}</div><div class="cv">${esc(c.issuedText)}</div></div>`
      : '',
    `<div><div class="ck">${esc(c.expCap)}</div><div class="cv">${esc(c.expText)}</div></div>`,
  ].join('');
  return `<div class="card" style="transform:rotate(${f.cardRot}deg)">
   <div class="cb" style="background:${I.color}">${esc(I.short)}</div>
   <div class="ci">
    <div class="ct" style="color:${I.color}">${esc(I.title)}</div>
    <div class="cn">${esc(c.name)}</div>
    <div class="crow"><div><div class="ck">${esc(I.noCap)}</div><div class="cv">${esc(c.no)}</div></div>${rows}</div>
    <div class="cf">${esc(c.foot)}</div>
    <div class="cbar">${f.bar}</div>
   </div>
   <div class="cs">${seal({ text: `${I.short} \u00b7 `, inner: '\u2713', color: I.color, size: 44 })}</div>
   <div class="dot d1"></div><div class="dot d2"></div>
  </div>`;
}

function render(f) {
  const I = f.iss;
  const body = `<div class="sheet">
   <div class="hd">${logo({ initials: I.name.slice(0, 2).toUpperCase(), color: I.color, shape: I.shape, size: 42 })}
    <div class="hn"><div class="on" style="color:${I.color}">${esc(I.name)}</div><div class="od">${esc(I.dept)}</div><div class="oa">${esc(I.addr.join(' \u00b7 '))} \u00b7 ${esc(I.phone)}</div></div>
    <div class="ind">PRSRT FIRST-CLASS<br>U.S. POSTAGE PAID<br>${esc(I.addr[1].split(',')[0].toUpperCase())}<br>PERMIT NO. ${esc(f.permitNo)}</div></div>
   <div class="mail"><div class="rs">${esc(f.rsLine)}</div>${f.mail.map((x) => `<div>${esc(x)}</div>`).join('')}</div>
   ${f.letterDate ? `<div class="dt">${esc(f.letterDate)}</div>` : '<div class="dt"></div>'}
   <div class="mid">
    <div class="lt"><div class="hl">${esc(f.headline)}</div>${f.paras.map((x) => `<p>${x}</p>`).join('')}</div>
    <div class="cbox"><div class="cbl">${f.card ? 'Peel card gently from carrier' : ''}</div>${cardHtml(f)}</div>
   </div>
   <div class="inf"><div class="infh">IMPORTANT INFORMATION</div><ul>${f.bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul></div>
   <div class="es">Para información en español, llame al ${esc(I.phone)}.</div>
   <div class="sg">${I.person ? `<div>${sig(I.coord.split(',')[0], { font: f.sigFont, ink: '#1a2b6d', size: '1.7em' })}</div>` : ''}<div class="sgn">${esc(I.coord)}</div></div>
   <div class="stub"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>
    <div class="sth">ADDRESS CHANGE / REPLACEMENT CARD REQUEST — detach and return with the fee</div>
    <div class="stl">Name __________________________________ ${esc(I.noCap)} ______________ Date of birth ____________</div>
    <div class="stl">New mailing address ____________________________________________________________</div>
    <div class="stl">Signature ______________________________ Date ____________ &nbsp; OFFICE USE: rec'd ________ by ____</div></div>
   <div class="ft"><span>${esc(I.form)}</span><span>${esc(f.footMid)}</span><span>${esc(f.ref)}</span></div>
  </div>`;
  const css = `
  .sheet { width:8.5in; height:11in; padding:0.45in 0.6in; position:relative; background:${f.paper}; }
  .hd { display:flex; gap:10px; align-items:flex-start; }
  .hn { flex:1; } .on { font-size:14.5pt; font-weight:bold; } .od { font-size:9pt; } .oa { font-size:8.2pt; color:#444; margin-top:2px; }
  .ind { border:1px solid #333; font-size:6.6pt; text-align:center; padding:3px 6px; line-height:1.25; font-family:${FONTS.sans}; }
  .mail { margin-top:0.45in; margin-left:0.35in; font-family:${FONTS.mono}; font-size:10.5pt; line-height:1.35; min-height:1.1in; }
  .rs { font-size:7.5pt; color:#555; margin-bottom:3px; letter-spacing:.5px; }
  .dt { margin:0.1in 0 0.05in; font-size:10.5pt; min-height:1.2em; }
  .mid { display:flex; gap:0.3in; align-items:flex-start; margin-top:6px; }
  .lt { flex:1; font-size:10.5pt; line-height:1.42; }
  .lt p { margin:0 0 8px; }
  .hl { font-size:15pt; font-weight:bold; color:${I.color}; margin-bottom:8px; }
  .cbox { width:3.75in; height:2.75in; border:1px solid #bbb; border-radius:8px; position:relative; background:${f.boxBg}; flex:none; }
  .cbl { position:absolute; top:4px; left:0; right:0; text-align:center; font-size:7pt; color:#888; }
  .card { position:absolute; left:0.18in; top:0.3in; width:3.375in; height:2.125in; border-radius:9px; background:#fff; border:0.8px solid #aaa; box-shadow:1.5px 2.5px 4px rgba(0,0,0,.3); overflow:hidden; }
  .cb { color:#fff; font-weight:bold; font-size:8.6pt; padding:4px 9px; letter-spacing:.6px; }
  .ci { padding:5px 10px; }
  .ct { font-weight:bold; font-size:${f.big ? '10.5pt' : '9.6pt'}; }
  .cn { font-size:${f.big ? '13pt' : '12pt'}; font-weight:bold; margin:5px 0 5px; font-family:${f.cardFont}; }
  .crow { display:flex; gap:12px; }
  .ck { font-size:6.6pt; color:#555; text-transform:uppercase; }
  .cv { font-size:${f.big ? '11pt' : '10pt'}; font-weight:bold; font-family:${f.cardFont}; white-space:nowrap; }
  .cf { font-size:6.4pt; color:#444; margin-top:7px; line-height:1.3; width:2.4in; }
  .cs { position:absolute; right:8px; bottom:8px; opacity:.8; }
  .dot { position:absolute; width:0.32in; height:0.32in; border-radius:50%; background:rgba(210,210,200,0.55); border:0.5px solid rgba(150,150,140,0.5); }
  .card .dot { display:none; }
  .gone { position:absolute; left:0.18in; top:0.3in; width:3.375in; height:2.125in; border:1.3px dashed #999; border-radius:9px; }
  .gone .d1 { left:0.5in; top:0.85in; } .gone .d2 { left:1.5in; top:0.9in; } .gone .d3 { left:2.5in; top:0.8in; }
  .gl { position:absolute; bottom:6px; width:100%; text-align:center; font-size:7pt; color:#aaa; }
  .inf { margin-top:0.3in; border-top:2px solid ${I.color}; padding-top:4px; font-size:9.3pt; }
  .infh { font-weight:bold; font-size:9pt; color:${I.color}; letter-spacing:.5px; }
  .inf ul { margin:4px 0 0 0; padding-left:18px; line-height:1.45; }
  .es { font-size:9pt; font-style:italic; margin-top:8px; color:#333; }
  .sg { margin-top:0.15in; } .sgn { font-size:9pt; border-top:0.8px solid #555; display:inline-block; padding-top:2px; min-width:3in; }
  .cbar { position:absolute; left:10px; bottom:6px; }
  .stub { position:absolute; left:0.6in; right:0.6in; bottom:0.7in; font-size:8.6pt; color:#333; }
  .cut { color:#888; white-space:nowrap; overflow:hidden; font-size:8pt; }
  .sth { font-weight:bold; margin:6px 0 8px; font-size:8.8pt; }
  .stl { margin:9px 0; white-space:nowrap; font-family:${FONTS.sans}; }
  .ft { position:absolute; left:0.6in; right:0.6in; bottom:0.35in; display:flex; justify-content:space-between; font-size:7.4pt; color:#666; }`;
  return page({ title: f.headline, size: 'letter', margin: '0', font: f.font, body, css });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, key, o = {}) => {
    const iss = ISSUERS[key];
    return {
      iss,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.carlito]),
      cardFont: rng.pick([FONTS.sans, FONTS.roboto, FONTS.dejavu]),
      paper: rng.pick(['#ffffff', '#fcfcf8', '#fbfaf5']),
      boxBg: rng.pick(['#f4f4f0', '#f7f5ee', '#eef2f5']),
      sigFont: rng.pick(SIGS),
      cardRot: rng.float(-1.8, 1.8).toFixed(2),
      permitNo: `${rng.int(12, 998)}`,
      rsLine: rng.pick(['RETURN SERVICE REQUESTED', 'ADDRESS SERVICE REQUESTED', '**********AUTO**5-DIGIT']),
      mail: [
        nameAs(p, rng.pick(['FIRST_MI_LAST', 'FIRST_LAST'])),
        street(rng).toUpperCase() + (rng.chance(0.4) ? ` APT ${rng.int(1, 40)}${rng.pick(['', 'B'])}` : ''),
        o.cityLine || `${iss.addr[1].toUpperCase()}-${rng.digits(4)}`,
      ],
      ref: `Ref ${rng.letters(2)}${rng.digits(7)}`,
      footMid: `Questions? ${iss.phone} \u00b7 Mon\u2013Fri 8:00\u20134:30`,
      big: false,
      bar: barcode(rng, { width: 120, height: 18 }),
      ...o,
    };
  };
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    ...(issue ? { 'certificate.issue_date': issue } : {}),
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });
  const out = [];

  // 1 — California county card on the carrier, issued and expires printed (photo)
  {
    const p = k.person();
    const issue = addDays('2025-01-13', rng.int(0, 560));
    const exp = addYears(issue, 3);
    const id = `ACFH-${issue.slice(2, 4)}-${rng.digits(6)}`;
    const mailed = addDays(issue, rng.int(7, 16));
    const f = mk(p, 'ca_county');
    const site = rng.pick([
      'the Fresno Westside Library community room',
      'our Harmon Blvd. classroom',
      'Alder Creek Adult School',
    ]);
    f.letterDate = fmt(mailed, 'long');
    f.headline = 'Your Food Handler Card is enclosed';
    f.paras = [
      `Congratulations! You completed the Alder Creek County food handler class and examination on ${esc(fmt(issue, 'long'))} at ${esc(site)}.`,
      'Your wallet card is attached to this letter. Sign the back of the card and keep it with you while you work; your employer must be able to see it during an inspection.',
      `The card is valid for three years from the date of issue ${esc(whereText(f))}.`,
    ];
    f.card = {
      name: nameAs(p, rng.pick(['FIRST_LAST', 'FIRST_MI_LAST'])),
      no: id,
      issuedCap: 'Issued',
      issuedText: fmt(issue, 'us'),
      expCap: 'Expires',
      expText: fmt(exp, 'us'),
      foot: 'Cal. Health & Safety Code \u00a7113948 \u00b7 Non-transferable \u00b7 Present on request',
    };
    f.bullets = [
      `Lost or damaged card: a replacement costs ${f.iss.fee}; call ${f.iss.phone}.`,
      'Changed your name or address? Tell us within 30 days.',
      'This card does not replace a Food Protection Manager certificate.',
    ];
    out.push({
      key: 'ca-county-card-on-carrier-full-dates',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(id, issue, exp), ...personData('match', null) },
      note: `county card ${id} on its carrier: issued ${issue}, expires ${exp} printed; the carrier's mailing date ${mailed}, the form revision and the postal permit no. are not the card's`,
    });
  }

  // 2 — Utah permit already peeled off: the letter's prose gives number, issue date and the 3-year rule (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2025-06-02', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const id = `${rng.digits(2)}-${rng.digits(6)}`;
    const mailed = addDays(issue, rng.int(4, 12));
    const f = mk(p, 'ut');
    f.letterDate = fmt(mailed, 'us');
    f.headline = 'Food Handler Permit \u2014 Mailed Card';
    f.paras = [
      `Dear ${esc(nameAs(p, 'first_last'))}:`,
      `Thank you for completing food handler training and passing the test. Food Handler Permit No. <b>${esc(id)}</b> was issued to you on ${esc(fmt(issue, 'long'))}. Your permanent card is attached to this letter.`,
      `Utah food handler permits are valid for three (3) years from the date of issue and are recognized ${esc(f.iss.where)}.`,
    ];
    f.card = null;
    f.bullets = [
      `Duplicate permits are ${f.iss.fee} at any TVHD office or online.`,
      'You must obtain a permit within 30 days of hire (Utah Code 26B-7-412).',
      'Keep a copy of your permit at each food establishment where you work.',
    ];
    out.push({
      key: 'utah-permit-peeled-off-prose-only',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(id, issue, exp), ...personData('match', null) },
      note: `the card has been peeled off the carrier (dashed outline and glue dots only); the letter states permit no. ${id} issued ${issue} and the three-year rule → ${exp} (DOMAIN default 3 years agrees); the letter date ${mailed} is the mailing date`,
    });
  }

  // 3 — online provider's California card, expiry as a month only (fax)
  {
    const p = k.person();
    const issue = addDays('2025-02-10', rng.int(0, 500));
    const thru = addYears(issue, 3);
    const exp = endOfMonth(thru);
    const id = `CA${rng.digits(8)}`;
    const order = addDays(issue, rng.int(0, 2));
    const mailed = addDays(order, rng.int(3, 9));
    const f = mk(p, 'ca_provider', {
      big: true,
      cityLine: `${rng.pick(['SANTA ROSA, CA 95404', 'BAKERSFIELD, CA 93301', 'STOCKTON, CA 95202', 'CHICO, CA 95926'])}-${rng.digits(4)}`,
    });
    f.letterDate = fmt(mailed, 'mon');
    f.headline = 'Here is your wallet card!';
    f.paras = [
      `Hi ${esc(p.nick || p.first)}, thanks for ordering a printed wallet card with order #${rng.digits(7)} on ${esc(fmt(order, 'us'))}.`,
      `You passed the California Food Handler Card exam on ${esc(fmt(issue, 'us'))} with a score of ${rng.int(76, 98)}%. Your card is accepted ${esc(f.iss.where)}.`,
      'Your digital certificate is always available in your learner account.',
    ];
    f.card = {
      name: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      no: id,
      issuedCap: 'Issued',
      issuedText: fmt(issue, 'us'),
      expCap: 'Exp',
      expText: fmt(thru, 'mm_yyyy'),
      foot: 'Meets Cal. H&SC \u00a7113948 \u00b7 Verify at brightplate.example/verify',
    };
    f.bullets = [
      'Keep this card with you at work and show it to your manager or an inspector on request.',
      `Replacement wallet cards are ${f.iss.fee} plus shipping.`,
      'Your card is not valid in other states.',
    ];
    out.push({
      key: 'provider-ca-card-exp-month-only',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...data(id, issue, exp), ...personData('match', null) },
      note: `provider's California card ${id}: issued ${issue}, "Exp ${fmt(thru, 'mm_yyyy')}" → last day of that month ${exp}; the order date ${order} and mailing date ${mailed} are not the card's; greeted by first name${p.nick ? ' / nickname' : ''}`,
    });
  }

  // 4 — an expired county card still on its 2022 carrier (photo)
  {
    const p = k.person();
    const issue = addDays('2022-03-07', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const id = `ACFH-${issue.slice(2, 4)}-${rng.digits(6)}`;
    const mailed = addDays(issue, rng.int(7, 16));
    const f = mk(p, 'ca_county');
    f.letterDate = fmt(mailed, 'long');
    f.headline = 'Your Food Handler Card is enclosed';
    f.paras = [
      `Congratulations! You completed the Alder Creek County food handler class and examination on ${esc(fmt(issue, 'long'))}.`,
      'Your wallet card is attached to this letter. Sign the back of the card and keep it with you while you work.',
      `The card is valid for three years from the date of issue ${esc(whereText(f))}.`,
    ];
    f.card = {
      name: nameAs(p, 'FIRST_LAST'),
      no: id,
      issuedCap: 'Issued',
      issuedText: fmt(issue, 'us'),
      expCap: 'Expires',
      expText: fmt(exp, 'us'),
      foot: 'Cal. Health & Safety Code \u00a7113948 \u00b7 Non-transferable \u00b7 Present on request',
    };
    f.bullets = [
      `Lost or damaged card: a replacement costs ${f.iss.fee}; call ${f.iss.phone}.`,
      'Renew before the expiration date by taking the class again.',
    ];
    out.push({
      key: 'ca-county-card-2022-expired',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: data(id, issue, exp),
      note: `county card ${id} issued ${issue}, expires ${exp} printed — before 2026-11-21`,
    });
  }

  // 5 — Nevada health-district card printing only its expiry, on an undated carrier (flatbed scan)
  {
    const p = k.person();
    const exp = addDays('2027-04-05', rng.int(0, 500));
    const id = `${rng.digits(3)}-${rng.digits(5)}`;
    const f = mk(p, 'nv');
    f.letterDate = '';
    f.headline = 'Your Food Handler Safety Training Card';
    f.paras = [
      'The Environmental Health Division has processed your food handler safety training. Your card is attached.',
      `Cards are valid only ${esc(f.iss.where)} and expire on the date shown on the card.`,
      'Bring your card to work on your first day; it must be available at all times while you handle food.',
    ];
    f.card = {
      name: nameAs(p, rng.pick(['LAST_FIRST', 'LAST_FIRST_MI'])),
      no: id,
      issuedText: '',
      expCap: 'Expires',
      expText: fmt(exp, 'mil4'),
      foot: 'NAC 446 \u00b7 Property of Silver Basin Health District \u00b7 Not valid if altered',
    };
    f.bullets = [
      `Replacement cards ${f.iss.fee} \u2014 bring photo ID to any SBHD office.`,
      'Renewal training may be taken up to 60 days before your card expires.',
      'Office hours and class schedules: see our website.',
    ];
    out.push({
      key: 'nevada-card-expiry-only-undated-carrier',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing issue date'],
      forbidden: ['document expired'],
      data: { ...data(id, null, exp), ...personData('match', null) },
      note: `the card prints card # ${id} and Expires ${fmt(exp, 'mil4')} only, and the carrier has no date; no issue or training date can be read (the form revision ${f.iss.form} is not one) → missing issue date (flagged); how to read a card without an issue date is not spelled out in DOMAIN.md: the printed expiry is used`,
    });
  }

  // 6 — a current Utah permit on its carrier; the client accepts California cards only (text PDF)
  {
    const p = k.person();
    const issue = addDays('2025-04-07', rng.int(0, 480));
    const exp = addYears(issue, 3);
    const id = `${rng.digits(2)}-${rng.digits(6)}`;
    const mailed = addDays(issue, rng.int(4, 12));
    const f = mk(p, 'ut');
    f.letterDate = fmt(mailed, 'us');
    f.headline = 'Food Handler Permit \u2014 Mailed Card';
    f.paras = [
      `Dear ${esc(nameAs(p, 'first_last'))}:`,
      `Thank you for completing food handler training and passing the test on ${esc(fmt(issue, 'long'))}. Your permit is attached below.`,
      `Utah food handler permits are valid for three (3) years from the date of issue and are recognized ${esc(f.iss.where)}.`,
    ];
    f.card = {
      name: nameAs(p, rng.pick(['FIRST_MI_LAST', 'FIRST_LAST'])),
      no: id,
      issuedCap: 'Date issued',
      issuedText: fmt(issue, 'us_nz'),
      expCap: 'Expiration',
      expText: fmt(exp, 'us_nz'),
      foot: 'Utah Code 26B-7-412 \u00b7 Valid statewide in Utah',
    };
    f.bullets = [
      `Duplicate permits are ${f.iss.fee} at any TVHD office or online.`,
      'Keep a copy of your permit at each food establishment where you work.',
    ];
    out.push({
      key: 'utah-permit-client-california-only',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['CA'] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: data(id, issue, exp),
      note: `a current Utah permit ${id} (${issue} – ${exp}); the client accepts California cards only`,
    });
  }
  return out;
}

function whereText(f) {
  return `and is accepted ${f.iss.where}`;
}
