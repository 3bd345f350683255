// A state-approved online food handler course's printable completion page, as the learner prints it from the
// course site's "My certificates" page (letter, portrait) and uploads it as a PDF, a photo or a flatbed scan. A thin
// print strip at the top (the site's breadcrumb, the signed-in account's e-mail, learner ID and printed date). The
// certificate fills the upper part: provider logo and name, "Certificate of Completion", the state program title
// (Texas food handler under the state health department's accredited-program list, a California Food Handler Card,
// an Illinois food handler training certificate), the holder's name, a sentence with the course, its language and
// length and the final assessment score, and the dates written out in words ("Issued on the fourteenth day of
// September, two thousand twenty-five" / "This certificate expires on the …"). Below the words: a row with the
// Certificate ID, the course code and version, and an accreditation panel that carries the provider's ANAB
// accreditation number and the state approval / program number (neither is the certificate ID), with the compliance
// director's signature and a seal. A scissors line then marks off the wallet card, front and back side by side: the
// front with the name (often LAST, FIRST), the Cert. ID and Issued / Expires as MM/DD/YYYY; the back with where the
// card is valid, the verify URL, the ANAB number and a holder signature line. The enrolment date, the course version
// date and the printed date are not the certificate's dates. Variants: a current Texas certificate (two years,
// printed); a California card photographed with the client accepting California only; an Illinois certificate whose
// wallet card has been cut out (a hole in the scan); a Texas certificate that expired in 2026; the same provider's
// Texas TABC seller-server certificate uploaded as the food handler certificate; a certificate in a relative's name
// printed from the holder's own account.
import { addDays, addYears, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r26_state_approved_online_certificate_dates_in_words_wallet_cutout',
  split: 'tuning',
  renderings: { text_pdf: 45, photo: 20, scan_image: 15, scanned_pdf: 15, fax: 5 },
  description:
    'State-approved online food handler course completion page printed from the learner account (portrait letter): print strip with breadcrumb, signed-in e-mail, learner ID and printed date; certificate with provider logo, "Certificate of Completion", state program title (Texas accredited food handler, California Food Handler Card, Illinois food handler training), holder name, course / language / hours / score sentence, issue and expiry dates written in words ("the fourteenth day of September, two thousand twenty-five"), Certificate ID and course code row, accreditation panel with the provider\u2019s ANAB accreditation number and the state approval / program number, signature and seal; scissors line and a wallet card front + back (name as LAST, FIRST, Cert. ID, Issued / Expires MM/DD/YYYY; where valid, verify URL, ANAB no., holder signature line); current Texas (2 years printed), California photographed with only CA accepted, Illinois with the wallet card cut out of the page, Texas expired in 2026, the same provider\u2019s TABC seller-server certificate uploaded as food, a relative\u2019s certificate printed from the holder\u2019s account',
};

const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
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
function ordinalWords(n) {
  if (n <= 20) return ORD[n];
  if (n === 30) return 'thirtieth';
  if (n < 30) return `twenty-${ORD[n - 20]}`;
  return `thirty-${ORD[n - 30]}`;
}
function yearWords(y) {
  const r = y - 2000;
  if (r < 10) return `two thousand ${ONES[r]}`.trim();
  if (r < 20)
    return `two thousand ${['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][r - 10]}`;
  const t = Math.floor(r / 10);
  const tens = ['', '', 'twenty', 'thirty'][t];
  return `two thousand ${tens}${r % 10 ? `-${ONES[r % 10]}` : ''}`;
}
/** "the fourteenth day of September, two thousand twenty-five" */
function dateInWords(isoDate) {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `the ${ordinalWords(d)} day of ${MONTHS[m - 1]}, ${yearWords(y)}`;
}

const PROVIDERS = [
  {
    name: 'ServeReady Learning',
    tag: 'Online food & beverage safety training',
    initials: 'SR',
    color: '#0d6e6e',
    host: 'servereadylearning.example',
    director: 'Maribel Ostrander',
    shape: 'leaf',
  },
  {
    name: 'PrepSafe Online Academy',
    tag: 'Accredited food handler courses since 2011',
    initials: 'PS',
    color: '#b5531b',
    host: 'prepsafe-academy.example',
    director: 'Howard T. Quillen',
    shape: 'shield',
  },
  {
    name: 'FirstShift Food Safety',
    tag: 'Train today \u00b7 work tonight',
    initials: 'FS',
    color: '#2f4c8c',
    host: 'firstshift-training.example',
    director: 'Ngozi Abara-Lindell',
    shape: 'circle',
  },
];

const PROGRAMS = {
  TX: {
    title: 'Texas Food Handler Training',
    card: 'TEXAS FOOD HANDLER',
    lang: 'English',
    hours: '2-hour',
    years: 2,
    approval: (r) =>
      `Texas Department of State Health Services \u2014 Accredited Food Handler Education Program No. ${r.digits(3)}`,
    valid:
      'Valid statewide in Texas for food employees. Present this card to your manager or an inspector on request.',
    code: 'TXFH',
    course: 'Texas Food Handler Training',
  },
  CA: {
    title: 'California Food Handler Card',
    card: 'CALIFORNIA FOOD HANDLER CARD',
    lang: 'English',
    hours: '90-minute',
    years: 3,
    approval: () =>
      'Issued under California Health and Safety Code \u00a7113948 (ANAB-accredited food handler training and assessment)',
    valid:
      'Valid in California except Riverside, San Bernardino and San Diego Counties, which run their own programs.',
    code: 'CAFH',
    course: 'California Food Handler',
  },
  IL: {
    title: 'Illinois Food Handler Training Certificate',
    card: 'ILLINOIS FOOD HANDLER',
    lang: 'English',
    hours: '2-hour',
    years: 3,
    approval: (r) =>
      `Approved by the Illinois Department of Public Health \u2014 Food Handler Training Program approval no. FH-${r.digits(4)}`,
    valid: 'Valid in Illinois. Employers keep a copy on file for each food handler.',
    code: 'ILFH',
    course: 'Illinois Food Handler Training',
  },
  TABC: {
    title: 'Texas TABC Seller-Server Certification',
    card: 'TABC SELLER-SERVER',
    lang: 'English',
    hours: '2-hour',
    years: 2,
    approval: (r) =>
      `Texas Alcoholic Beverage Commission \u2014 approved seller-server training school no. ${r.digits(4)}`,
    valid: 'Valid statewide in Texas for persons who sell or serve alcoholic beverages.',
    code: 'TABCSS',
    noAnab: true,
    course: 'TABC Seller-Server Training',
  },
};

function render(f) {
  const P = f.prov;
  const G = f.prog;
  const card = f.cutOut
    ? `<div class="cards"><div class="holein">&nbsp;</div><div class="holein">&nbsp;</div></div>`
    : `<div class="cards">
      <div class="wc front">
        <div class="wb" style="background:${P.color}">${logo({ initials: P.initials, color: '#fff', fg: P.color, size: 22, shape: 'circle' })}<span>${esc(P.name)}</span></div>
        <div class="wt">${esc(G.card)}</div>
        <div class="wn">${esc(f.cardName)}</div>
        <table class="wf"><tr><td>Cert. ID</td><td><b>${esc(f.certId)}</b></td></tr>
          <tr><td>Issued</td><td><b>${esc(fmt(f.issued, 'us'))}</b></td></tr>
          <tr><td>Expires</td><td><b>${esc(fmt(f.expires, 'us'))}</b></td></tr></table>
      </div>
      <div class="wc back">
        <div class="bk">${esc(G.valid)}</div>
        <div class="bk">Verify this card at <b>${esc(P.host)}/verify</b> with the Cert. ID.</div>
        <div class="bk">${esc(P.name)}${G.noAnab ? '' : ` \u00b7 ANAB Accreditation ID #${esc(f.anab)}`}</div>
        <div class="sl">Holder signature</div>
      </div>
    </div>`;
  const body = `
  <div class="ps"><span>${esc(P.host)} \u203a My Courses \u203a Certificates \u203a Print</span><span>Signed in: ${esc(f.account)} \u00b7 Learner ID ${esc(f.learnerId)} \u00b7 Printed ${esc(f.printed)}</span></div>
  <div class="cert" style="border-color:${P.color}">
    <div class="inner" style="border-color:${P.color}">
      <div class="top">${logo({ initials: P.initials, color: P.color, size: 50, shape: P.shape })}<div><div class="pn" style="color:${P.color}">${esc(P.name)}</div><div class="pt">${esc(P.tag)}</div></div></div>
      <div class="coc">Certificate of Completion</div>
      <div class="prog" style="color:${P.color}">${esc(G.title)}</div>
      <div class="tc">This certifies that</div>
      <div class="nm">${esc(f.certName)}</div>
      <div class="tx">has completed the ${esc(G.hours)} ${esc(G.course)} course in ${esc(G.lang)} and passed the final assessment with a score of ${f.score}%.</div>
      <div class="dw">Issued on ${esc(dateInWords(f.issued))}.</div>
      <div class="dw">This certificate expires on ${esc(dateInWords(f.expires))}.</div>
      <table class="ids"><tr>
        <td><div class="cap">Certificate ID</div><div class="val">${esc(f.certId)}</div></td>
        <td><div class="cap">Course</div><div class="val sm">${esc(f.course)}</div></td>
        <td><div class="cap">Enrolled</div><div class="val sm">${esc(fmt(f.enrolled, 'us'))}</div></td>
      </tr></table>
      <div class="acc">
        <div class="sealw">${seal({ text: `${P.name.toUpperCase()} \u2022 ${G.noAnab ? 'TABC APPROVED' : 'ANAB ACCREDITED'} \u2022`, inner: '\u2714', color: P.color, size: 78 })}</div>
        <div class="acct">
          ${G.noAnab ? '' : `<div><b>ANAB Accreditation ID #${esc(f.anab)}</b> \u2014 accredited under the ANSI National Accreditation Board certificate program (ASTM E2659).</div>`}
          <div>${esc(f.approval)}</div>
        </div>
        <div class="sg">${sig(P.director, { font: f.sigFont, ink: '#1b2a55', size: '1.7em' })}<div class="sgl">${esc(P.director)}, Director of Compliance</div></div>
      </div>
    </div>
  </div>
  <div class="cut">\u2702 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 Cut out your wallet card and keep it with you at work \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013 \u2013</div>
  ${card}
  <div class="oth"><div class="oh">Also in your account</div>
    <table><tr><th>Course</th><th>Status</th><th>Date</th><th>Certificate</th></tr>
    ${f.others.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table></div>
  <div class="ft">Questions? help@${esc(P.host)} \u00b7 Course version ${esc(f.version)} \u00b7 This page was generated from your learner record; reprints carry the original dates.</div>`;
  const css = `
  body { font-size:9.5pt; }
  .ps { display:flex; justify-content:space-between; gap:10px; font-size:7.2pt; color:#555; border-bottom:0.6px solid #bbb; padding-bottom:2px; }
  .cert { border:3px solid; padding:4px; margin-top:10px; }
  .inner { border:1px solid; padding:14px 26px 12px; text-align:center; }
  .top { display:flex; align-items:center; justify-content:center; gap:10px; text-align:left; }
  .pn { font-size:15pt; font-weight:bold; } .pt { font-size:8pt; color:#555; }
  .coc { font-family:${FONTS.caladea}; font-size:25pt; margin-top:10px; letter-spacing:.5px; }
  .prog { font-size:13pt; font-weight:bold; margin-top:2px; text-transform:uppercase; letter-spacing:1px; }
  .tc { margin-top:12px; font-style:italic; }
  .nm { font-family:${FONTS.caladea}; font-size:23pt; margin:4px 0 4px; border-bottom:1px solid #999; display:inline-block; padding:0 30px; }
  .tx { margin:6px 30px 8px; }
  .dw { font-family:${FONTS.caladea}; font-size:11.5pt; margin:2px 0; }
  .ids { margin:12px auto 6px; } .ids td { padding:0 18px; text-align:center; }
  .cap { font-size:7.2pt; text-transform:uppercase; letter-spacing:.6px; color:#666; } .val { font-size:12pt; font-weight:bold; font-family:${FONTS.mono}; } .val.sm { font-size:9pt; font-family:inherit; font-weight:normal; }
  .acc { display:flex; align-items:center; gap:12px; text-align:left; margin-top:6px; border-top:0.6px solid #ccc; padding-top:6px; }
  .acct { flex:1; font-size:7.8pt; color:#333; line-height:1.35; }
  .sg { text-align:center; } .sgl { font-size:7.4pt; border-top:0.8px solid #333; padding-top:1px; }
  .cut { text-align:center; color:#666; font-size:8.5pt; margin:14px 0 8px; white-space:nowrap; overflow:hidden; }
  .cards { display:flex; justify-content:center; gap:0.3in; }
  .wc { width:3.375in; height:2.125in; border:1px dashed #777; border-radius:8px; overflow:hidden; font-size:8pt; position:relative; }
  .wb { color:#fff; display:flex; align-items:center; gap:5px; padding:4px 8px; font-weight:bold; font-size:8.5pt; }
  .wt { font-weight:bold; font-size:8.6pt; padding:4px 8px 0; letter-spacing:.5px; }
  .wn { font-size:11pt; font-weight:bold; padding:3px 8px 2px; }
  .wf { margin:0 8px; font-size:8.2pt; } .wf td { padding:0.5px 6px 0.5px 0; }
  .back { padding:8px 10px; } .bk { margin-bottom:5px; font-size:7.4pt; line-height:1.3; }
  .sl { position:absolute; left:10px; right:10px; bottom:10px; border-top:0.8px solid #333; font-size:6.8pt; color:#555; padding-top:1px; }
  .holein { width:3.375in; height:2.125in; background:#cfcfcf; border-radius:8px; box-shadow: inset 3px 3px 6px rgba(0,0,0,.35); }
  .oth { margin:16px auto 0; width:6.6in; font-size:8pt; }
  .oh { font-weight:bold; font-size:8.6pt; margin-bottom:2px; }
  .oth table { width:100%; } .oth th { text-align:left; font-size:7.2pt; color:#555; border-bottom:0.8px solid #999; padding:1px 4px; } .oth td { border-bottom:0.5px solid #ddd; padding:2px 4px; }
  .ft { font-size:7pt; color:#666; text-align:center; margin-top:12px; }`;
  return page({
    title: `${G.title} - Certificate`,
    size: 'letter',
    margin: '0.4in 0.5in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const provs = rng.shuffle(PROVIDERS);
  const make = (p, o) => {
    const P = o.prov;
    const G = PROGRAMS[o.prog];
    const user = stripAccents(
      `${(o.accountPerson || p).first}${rng.pick(['.', ''])}${(o.accountPerson || p).last}`,
    )
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const printedDay = addDays('2026-11-04', rng.int(0, 14));
    const enrolled = addDays(o.issued, -rng.int(0, 6));
    const ver = `${rng.int(3, 6)}.${rng.int(0, 9)}`;
    return {
      prov: P,
      prog: G,
      font: rng.pick([FONTS.lato, FONTS.open, FONTS.sans, FONTS.roboto]),
      account: `${user}${rng.pick(['', rng.digits(2)])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`,
      learnerId: `L-${rng.digits(7)}`,
      printed: fmt(printedDay, 'us'),
      certName: o.certName,
      cardName: o.cardName,
      score: rng.int(74, 98),
      issued: o.issued,
      expires: o.expires,
      enrolled,
      certId: o.certId,
      course: `${G.code}-EN v${ver}`,
      version: `${ver} (${fmt(addDays(o.issued, -rng.int(60, 400)), 'mon_yyyy')})`,
      others: o.others || [
        [
          'Food Allergen Awareness (45 min)',
          'Completed',
          fmt(addDays(o.issued, rng.int(1, 20)), 'us'),
          `AA-${rng.digits(7)}`,
        ],
        [
          `${P.name} Food Manager Exam Prep`,
          'Enrolled — 0% complete',
          fmt(addDays(o.issued, rng.int(30, 200)), 'us'),
          '—',
        ],
      ],
      anab: String(rng.int(1000, 1999)).padStart(4, '0'),
      approval: G.approval(rng),
      sigFont: rng.pick(SIGS),
      cutOut: !!o.cutOut,
    };
  };
  const certId = (P, prog) => `${P.initials}-${prog}-${rng.digits(4)}-${rng.digits(4)}`;
  const data = (f, name = 'match') => ({
    'certificate.id': f.certId,
    'certificate.issue_date': f.issued,
    'certificate.expiration_date': f.expires,
    'certificate.kind': 'handler',
    'person.name.status': name,
  });

  // 1 — current Texas certificate, two years printed in words.
  {
    const p = k.person();
    const P = provs[0];
    const issued = addDays('2025-01-20', rng.int(0, 240));
    const f = make(p, {
      prov: P,
      prog: 'TX',
      issued,
      expires: addYears(issued, 2),
      certName: nameAs(p, 'first_last'),
      cardName: nameAs(p, 'FIRST_LAST'),
      certId: certId(P, 'TX'),
    });
    out.push({
      key: 'texas-current-two-years-in-words',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date', 'missing issuer'],
      data: data(f),
      note: `Texas food handler certificate ${f.certId} from ${P.name}: "Issued on ${dateInWords(issued)}" (${issued}) and "expires on ${dateInWords(f.expires)}" (${f.expires}), repeated as MM/DD/YYYY on the wallet card; the ANAB accreditation ID, the DSHS program number, the enrolled date, the course version and the printed date are not the certificate's`,
    });
  }

  // 2 — California card, photographed; the client accepts California only.
  {
    const p = k.person();
    const P = provs[1];
    const issued = addDays('2024-03-04', rng.int(0, 420));
    const f = make(p, {
      prov: P,
      prog: 'CA',
      issued,
      expires: addYears(issued, 3),
      certName: nameAs(p, 'full'),
      cardName: nameAs(p, 'LAST_FIRST'),
      certId: certId(P, 'CA'),
    });
    out.push({
      key: 'california-card-photo-ca-only',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['CA'] },
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['unsupported jurisdiction', 'document expired', 'name mismatch'],
      data: data(f),
      note: `California Food Handler Card ${f.certId} (${P.name}, ANAB-accredited): issued ${issued}, expires ${f.expires} (both in words on the certificate, MM/DD/YYYY on the wallet card, which prints the name as "${f.cardName}"); California is the accepted jurisdiction`,
    });
  }

  // 3 — Illinois certificate whose wallet card has been cut out of the page.
  {
    const p = k.person();
    const P = provs[2];
    const issued = addDays('2024-09-02', rng.int(0, 600));
    const f = make(p, {
      prov: P,
      prog: 'IL',
      issued,
      expires: addYears(issued, 3),
      certName: nameAs(p, 'plain'),
      cardName: '',
      certId: certId(P, 'IL'),
      cutOut: true,
    });
    out.push({
      key: 'illinois-wallet-card-cut-out',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date'],
      data: data(f),
      note: `Illinois food handler training certificate ${f.certId}; the wallet card has been cut out (a hole below the scissors line), so the dates are only the words on the certificate: issued ${issued}, expires ${f.expires}; the IDPH approval number and the ANAB ID are not the certificate ID`,
    });
  }

  // 4 — Texas certificate that expired in 2026.
  {
    const p = k.person();
    const P = provs[1];
    const issued = addDays('2024-04-08', rng.int(0, 190));
    const f = make(p, {
      prov: P,
      prog: 'TX',
      issued,
      expires: addYears(issued, 2),
      certName: nameAs(p, 'first_mi_last'),
      cardName: nameAs(p, 'LAST_FIRST_MI'),
      certId: certId(P, 'TX'),
    });
    out.push({
      key: 'texas-expired-2026',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['document expired'],
      forbidden: ['missing certificate id', 'missing issue date'],
      data: data(f),
      note: `Texas food handler certificate ${f.certId}: issued ${issued}, "expires on ${dateInWords(f.expires)}" (${f.expires}), before valid_on 2026-11-21; the printed date in November 2026 is a reprint date, not a renewal`,
    });
  }

  // 5 — the same provider's TABC seller-server certificate uploaded as the food handler certificate.
  {
    const p = k.person();
    const P = provs[0];
    const issued = addDays('2025-05-05', rng.int(0, 300));
    const f = make(p, {
      prov: P,
      prog: 'TABC',
      issued,
      expires: addYears(issued, 2),
      certName: nameAs(p, 'first_last'),
      cardName: nameAs(p, 'FIRST_LAST'),
      certId: certId(P, 'TABC'),
      others: [
        [
          'Texas Food Handler Training (bundle)',
          'In progress — 40% complete',
          fmt(addDays(issued, 1), 'us'),
          '—',
        ],
      ],
    });
    out.push({
      key: 'tabc-seller-server-uploaded-as-food',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['document type mismatch'],
      forbidden: ['document expired'],
      data: { 'person.name.status': 'match' },
      note: `the page is ${P.name}'s Texas TABC Seller-Server Certification ${f.certId} (alcohol seller-server training, TABC-approved school), current ${issued} to ${f.expires}: an alcohol handler certificate in the same layout as the provider's food handler certificates, not a food handler certificate; the account's Texas food handler course is listed below it as still in progress, with no certificate`,
    });
  }

  // 6 — a relative's certificate printed from the holder's own learner account.
  {
    const p = k.person();
    const P = provs[2];
    const firsts = [
      'Rosalyn',
      'Dominic',
      'Teodora',
      'Malik',
      'Priscilla',
      'Emeka',
      'Graciela',
      'Wesley',
    ].filter((n) => n !== p.first && n !== p.nick);
    const rel = { first: rng.pick(firsts), middle: '', last: p.last, nick: null };
    const issued = addDays('2025-06-02', rng.int(0, 320));
    const prog = rng.pick(['CA', 'IL']);
    const f = make(p, {
      prov: P,
      prog,
      issued,
      expires: addYears(issued, 3),
      certName: nameAs(rel, 'first_last'),
      cardName: nameAs(rel, 'LAST_FIRST'),
      certId: certId(P, prog),
    });
    out.push({
      key: 'relative-certificate-from-holder-account',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['name mismatch'],
      forbidden: ['document expired'],
      data: data(f, 'mismatch'),
      note: `the certificate and wallet card are made out to ${rel.first} ${rel.last} (same surname, different first name: a family member), not ${p.first} ${p.last}; only the print strip's signed-in account e-mail resembles the holder's name, and an account login is not the certificate holder; the certificate itself is current (${issued} to ${f.expires})`,
    });
  }
  return out;
}
