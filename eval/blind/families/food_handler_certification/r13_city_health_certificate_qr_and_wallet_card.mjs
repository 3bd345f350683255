// A city health department's Food Handler Certificate (landscape letter, city seal, QR "scan to verify" panel) and
// the separate plastic wallet card the department mails with it. Workers photograph the certificate with the wallet
// card lying on top of its lower corner, or the wallet card alone front and back. The certificate states the
// municipal code section and the exam score; its fields are in a four-cell row (Certificate No. / Date of Issue /
// Expiration Date / Exam language), and some print no expiration but "valid for three (3) years from the date of
// issue". The wallet card repeats the number and dates under its own captions (Card No. / Issued / Expires).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page, qr, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r13_city_health_certificate_qr_and_wallet_card',
  split: 'tuning',
  renderings: { text_pdf: 33, scanned_pdf: 17, photo: 50 },
  description:
    'City health department Food Handler Certificate (landscape, city seal, municipal code section, exam score, Certificate No. / Date of Issue / Expiration Date / Exam language row, QR verify panel, director signature) photographed with the separate plastic wallet card (Card No. / Issued / Expires) lying on it, or the wallet card alone front and back; no printed end ("valid for three (3) years"), number pending, expired and out-of-state variants',
};

const CITIES = [
  {
    city: 'City of Alder Springs',
    state: 'New Mexico',
    st: 'NM',
    dept: 'Department of Public Health',
    div: 'Division of Consumer Health Protection',
    code: 'Alder Springs Municipal Code § 9-6-14',
    web: 'aldersprings-nm.gov.example/foodcard',
    color: '#7b2d26',
    director: ['Renata Villaseñor, REHS', 'Director, Consumer Health Protection'],
  },
  {
    city: 'City of Harlow Bend',
    state: 'Kentucky',
    st: 'KY',
    dept: 'Department of Health & Human Services',
    div: 'Food Safety Program',
    code: 'Harlow Bend Ordinance 2019-47, § 4',
    web: 'harlowbend-ky.gov.example/verify',
    color: '#1e4d8c',
    director: ['Curtis Oyelaran-Webb, MPH', 'Food Safety Program Manager'],
  },
  {
    city: 'City of Port Ainsley',
    state: 'Minnesota',
    st: 'MN',
    dept: 'Health Department',
    div: 'Environmental Health Division',
    code: 'Port Ainsley City Code Ch. 188',
    web: 'portainsley-mn.gov.example/fh',
    color: '#2e6b3a',
    director: ['Ingeborg Lindahl, REHS', 'Environmental Health Manager'],
  },
];

function certificate(f) {
  const C = f.city;
  const fields = [
    ['Certificate No.', f.certNoText],
    ['Date of Issue', f.issued],
    ...(f.expires ? [['Expiration Date', f.expires]] : []),
    ['Exam language', f.lang],
  ];
  return `<div class="cert">
   <div class="in">
    <div class="top">${seal({ text: `${C.city.toUpperCase()} · ${C.state.toUpperCase()} · `, inner: '⚖', color: C.color, size: 86 })}
     <div class="org"><div class="c1" style="color:${C.color}">${esc(C.city.toUpperCase())}</div><div class="c2">${esc(C.dept)} · ${esc(C.div)}</div></div>
     <div class="qrp">${qr(f.rng, { size: 78 })}<div>Scan to verify<br>${esc(C.web)}</div></div></div>
    <div class="ti" style="color:${C.color}">Food Handler Certificate</div>
    <div class="tx">This certifies that</div>
    <div class="nm">${esc(f.name)}</div>
    <div class="tx">has completed the food handler training and passed the examination (score ${f.score}%) required by ${esc(C.code)}.</div>
    <table class="fl"><tr>${fields.map(([c]) => `<th>${esc(c)}</th>`).join('')}</tr><tr>${fields.map(([, v]) => `<td>${esc(v)}</td>`).join('')}</tr></table>
    ${f.expires ? '' : '<div class="tx" style="margin-top:6px"><b>This certificate is valid for three (3) years from the date of issue.</b></div>'}
    <div class="bot"><div class="sg">${sig(f.director[0].replace(/,.*$/, ''), { font: f.sigFont, size: '1.9em' })}<div class="sl">${esc(f.director[0])}<br>${esc(f.director[1])}</div></div>
     <div class="note">Keep this certificate at your place of employment. It is valid only in the ${esc(C.city)}, ${esc(C.state)}. A wallet card is mailed separately. Replacement cards: ${esc(C.web)}.</div></div>
   </div></div>`;
}

function walletFront(f, rot) {
  const C = f.city;
  return `<div class="wc" style="transform:rotate(${rot}deg)">
   <div class="wb" style="background:${C.color}">${esc(C.city.toUpperCase())}<span>${esc(C.dept)}</span></div>
   <div class="wt">FOOD HANDLER CARD</div>
   <div class="wn">${esc(f.cardName)}</div>
   <table class="wf"><tr><td class="c">Card No.</td><td>${esc(f.certNoText)}</td></tr><tr><td class="c">Issued</td><td>${esc(f.cIssued)}</td></tr><tr><td class="c">Expires</td><td>${esc(f.cExpires)}</td></tr></table>
   <div class="wq">${qr(f.rng, { size: 44 })}</div>
  </div>`;
}

function walletBack(f, rot) {
  const C = f.city;
  return `<div class="wc" style="transform:rotate(${rot}deg)">
   <div style="padding:10px 10px 4px;font-size:6.6pt;line-height:1.35">This card certifies that the person named on the front has met the food handler training requirements of ${esc(C.code)}. The card must be available at the food establishment during working hours. Not transferable. Valid only in the ${esc(C.city)}.</div>
   <div style="padding:2px 10px;font-size:6.4pt">If found, return to: ${esc(C.city)} ${esc(C.dept)}, ${esc(C.div)}.</div>
   <div style="padding:4px 10px">${barcode(f.rng, { width: 170, height: 24 })}</div>
   <div style="padding:0 10px;font-size:6pt;color:#555">Verify: ${esc(C.web)}</div>
  </div>`;
}

const CSS = (f) => `
  .cert { width:10.2in; height:7.7in; border:10px double ${f.city.color}; padding:6px; background:#fffdf6; }
  .cert .in { border:1px solid ${f.city.color}; height:100%; padding:0.25in 0.45in; position:relative; }
  .top { display:flex; align-items:center; gap:16px; } .org { flex:1; } .c1 { font-size:20pt; font-weight:bold; letter-spacing:1.5px; } .c2 { font-size:10pt; color:#333; }
  .qrp { text-align:center; font-size:7pt; color:#333; }
  .ti { font-family:${FONTS.caladea}; font-size:30pt; text-align:center; margin:12px 0 6px; font-style:italic; }
  .tx { text-align:center; font-size:11pt; }
  .nm { text-align:center; font-family:${FONTS.caladea}; font-size:24pt; font-weight:bold; margin:6px auto; border-bottom:1px solid #777; width:70%; }
  table.fl { margin:16px auto 0; } table.fl th { font-size:8.5pt; color:#555; font-weight:normal; padding:0 18px; border-bottom:1px solid #aaa; }
  table.fl td { font-size:13pt; font-weight:bold; text-align:center; padding:3px 18px; }
  .bot { position:absolute; left:0.45in; right:0.45in; bottom:0.25in; display:flex; gap:30px; align-items:flex-end; }
  .sg { width:3in; text-align:center; } .sl { border-top:1px solid #333; font-size:8.5pt; }
  .note { flex:1; font-size:7.5pt; color:#444; }
  .wc { width:3.37in; height:2.125in; border-radius:9px; background:#fff; border:1px solid #aaa; box-shadow:2px 3px 6px rgba(0,0,0,.45); position:relative; overflow:hidden; font-family:${FONTS.sans}; }
  .wb { color:#fff; font-weight:bold; font-size:9.5pt; padding:5px 9px; letter-spacing:.8px; } .wb span { display:block; font-weight:normal; font-size:6.4pt; letter-spacing:0; }
  .wt { font-weight:bold; font-size:10pt; padding:4px 9px 0; }
  .wn { font-size:11pt; font-weight:bold; padding:2px 9px; font-family:${FONTS.courier}; }
  table.wf { margin-left:7px; } table.wf td { font-size:8.5pt; padding:1px 3px; font-weight:bold; } table.wf td.c { font-weight:normal; color:#555; font-size:7pt; }
  .wq { position:absolute; right:9px; bottom:9px; }`;

function render(f) {
  if (f.cardOnly)
    return page({
      title: 'Food handler card',
      size: '7.65in 2.75in',
      margin: '0',
      body: `<div style="display:flex;gap:0.3in;padding:0.3in">${walletFront(f, f.rot1)}${walletBack(f, f.rot2)}</div>`,
      css: CSS(f),
      font: FONTS.open,
      bg: '#cfc8bb',
    });
  const card = f.withCard
    ? `<div style="position:absolute;right:0.35in;bottom:0.18in;z-index:5">${walletFront(f, f.rot1)}</div>`
    : '';
  return page({
    title: 'Food Handler Certificate',
    size: '11in 8.5in',
    margin: '0',
    body: `<div style="position:relative;padding:0.4in">${certificate(f)}${card}</div>`,
    css: CSS(f),
    font: FONTS.open,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, issueIso, o = {}) => {
    const city = o.city || rng.pick(CITIES);
    const expIso = addYears(issueIso, 3);
    const ds = rng.pick(['long', 'us']);
    const num = `${city.st}${issueIso.slice(2, 4)}-FH-${rng.digits(6)}`;
    return {
      city,
      rng,
      name: nameAs(p, o.nameStyle || rng.pick(['full', 'first_last', 'first_mi_last'])),
      cardName: nameAs(p, 'LAST_FIRST_MI'),
      score: rng.int(76, 98),
      certNoText: o.pending ? 'PENDING — number will be assigned by mail' : num,
      num: o.pending ? null : num,
      issued: fmt(issueIso, ds),
      expires: o.noExp ? '' : fmt(expIso, ds),
      cIssued: fmt(issueIso, 'us'),
      cExpires: fmt(expIso, 'us'),
      lang: rng.pick(['English', 'English', 'Spanish', 'Vietnamese']),
      director: city.director,
      sigFont: rng.pick(SIGS),
      withCard: !!o.withCard,
      cardOnly: !!o.cardOnly,
      rot1: rng.float(-8, 8).toFixed(1),
      rot2: rng.float(-3, 3).toFixed(1),
      issueIso,
      expIso,
    };
  };
  const data = (f) => ({
    'certificate.id': f.num,
    'certificate.issue_date': f.issueIso,
    'certificate.expiration_date': f.expIso,
    'certificate.kind': 'handler',
  });
  const out = [];

  let p = k.person();
  let issue = addDays('2024-03-04', rng.int(0, 820));
  let f = make(p, issue, { withCard: true });
  out.push({
    key: 'certificate-with-wallet-card-on-top',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: 'the wallet card lies on the certificate\u2019s lower corner and repeats the same number and dates; one credential, not two',
  });

  p = k.person();
  issue = addDays('2024-06-03', rng.int(0, 780));
  f = make(p, issue, { noExp: true });
  out.push({
    key: 'no-printed-expiration-three-years',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: `no Expiration Date cell; "valid for three (3) years from the date of issue": ${issue} + 3 years = ${f.expIso}`,
  });

  p = k.person();
  issue = addDays('2024-09-09', rng.int(0, 700));
  f = make(p, issue, { cardOnly: true });
  out.push({
    key: 'wallet-card-front-and-back-only',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: 'only the plastic wallet card, front and back: LAST, FIRST MI, Card No., Issued, Expires MM/DD/YYYY',
  });

  p = k.person();
  issue = addDays('2022-04-04', rng.int(0, 400));
  f = make(p, issue, { withCard: rng.chance(0.5) });
  out.push({
    key: 'certificate-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: `Expiration Date ${f.expires} is before valid_on`,
  });

  p = k.person();
  issue = addDays('2026-06-01', rng.int(0, 150));
  f = make(p, issue, { pending: true });
  out.push({
    key: 'certificate-number-pending',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null },
    note: 'Certificate No. reads "PENDING — number will be assigned by mail"; the QR verify address and the code section are not certificate numbers',
  });

  p = k.person();
  issue = addDays('2025-02-03', rng.int(0, 500));
  f = make(p, issue, { withCard: rng.chance(0.5) });
  out.push({
    key: 'city-card-client-accepts-california-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.expIso },
    note: `a current ${f.city.city}, ${f.city.state} certificate, "valid only in" that city; the client accepts California cards only`,
  });

  const rest = rng.shuffle(['photo', 'scanned_pdf', 'text_pdf', 'text_pdf']);
  let j = 0;
  out.forEach((c) => {
    c.rendering =
      c.key === 'certificate-with-wallet-card-on-top' || c.key === 'wallet-card-front-and-back-only'
        ? 'photo'
        : rest[j++];
  });
  return out;
}
