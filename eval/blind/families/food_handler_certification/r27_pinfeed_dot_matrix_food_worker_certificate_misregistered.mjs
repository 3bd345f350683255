// A public-health district's food worker certificate printed on a three-part continuous (pin-feed) form by the
// district's impact printer after the class: tractor-feed strips with their punched holes down both edges, vertical
// perforations between the parts, a pre-printed form in one coloured ink (boxes with small captions in their top-left
// corner, the district's seal, a statement, the health officer's facsimile signature, the form number and its revision
// date), and every value struck by the printer in an uppercase monospace face. As on most continuous forms the paper
// fed a little crooked, so the printed values all sit down and to the right of their boxes: on the bottom rule, over
// the next box's caption, sometimes reaching into the next box. Left part: the district's receipt stub (receipt no.,
// fee, paid date, cashier, transaction NEW / RENEW / DUPL, class session, score). Middle part: the certificate
// (certificate no., date issued, expires or — on the older revision — a printed three-year rule, name "LAST, FIRST M",
// date of birth, class date, language, score, instructor). Right part: the wallet card to fold and cut, repeating name,
// number and dates in shortened captions, with the worker's own signature in ink. A run header from the printer
// (run date and time, job, sheet) sits above the form. The receipt's paid date, the run date, the class date, the form
// revision and the date of birth are not the certificate's dates. Variants: a new certificate with issued and expires
// dates; the older revision that prints only the date issued and "valid three years from date issued"; a duplicate
// printed this autumn that keeps the original issue date; an expired certificate; a relative's certificate (same
// surname, another first name and birth date); a current certificate from a district whose state the client does
// not accept.
import { addDays, addYears, fmt, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r27_pinfeed_dot_matrix_food_worker_certificate_misregistered',
  split: 'blind',
  renderings: { photo: 30, scanned_pdf: 25, scan_image: 15, fax: 15, text_pdf: 15 },
  description:
    'Public-health district food worker certificate on a three-part pin-feed continuous form (tractor strips with holes, perforations), pre-printed in one coloured ink with captioned boxes, seal, statement, facsimile health-officer signature and form no. / revision date, values struck by an impact printer in uppercase monospace and misregistered down and to the right onto the box rules and the next captions; printer run header (run date, job, sheet); left receipt stub (receipt no., fee, paid date, cashier, NEW / RENEW / DUPL, class session, score), middle certificate (cert no., date issued, expires or the older revision\u2019s printed three-year rule, "LAST, FIRST M", DOB, class date, language, score, instructor), right fold-and-cut wallet card with short captions and the worker\u2019s ink signature; variants new certificate with both dates, older revision with only the issue date and "valid three years", a duplicate keeping the original issue date, an expired certificate, a relative\u2019s certificate (same surname, other first name and DOB), a current certificate from a state the client does not accept',
};

const DISTRICTS = [
  {
    key: 'ok',
    name: 'CANADIAN RIVER CITY-COUNTY HEALTH DISTRICT',
    short: 'CANADIAN RIVER HEALTH DIST.',
    div: 'Environmental Health Services \u00b7 Food Protection Program',
    addr: '2207 N. Larkspur Ave \u00b7 Tulsa, Oklahoma 74103 \u00b7 (918) 555-0172',
    state: 'OK',
    where: 'Valid in Oklahoma food establishments under OAC 310:257',
    seal: 'CANADIAN RIVER HEALTH DISTRICT \u00b7 OKLAHOMA \u00b7',
    officer: 'Harlan J. Westbrook, MPH',
    title: 'FOOD WORKER CERTIFICATE',
    ink: '#1f5e3a',
    form: 'EH-114',
    cert: (r) => `CR${r.digits(7)}`,
  },
  {
    key: 'id',
    name: 'SAWTOOTH-OWYHEE DISTRICT HEALTH',
    short: 'SAWTOOTH-OWYHEE DIST. HEALTH',
    div: 'Environmental Health Division \u00b7 Food Handler Education',
    addr: '640 W. Meridian Ave \u00b7 Boise, Idaho 83702 \u00b7 (208) 555-0129',
    state: 'ID',
    where: 'Recognized by Idaho public health districts',
    seal: 'SAWTOOTH-OWYHEE DISTRICT HEALTH \u00b7 IDAHO \u00b7',
    officer: 'Corinne A. Lindahl, REHS',
    title: 'FOOD SAFETY TRAINING CERTIFICATE',
    ink: '#7a1f2b',
    form: 'FS-30',
    cert: (r) => `${r.digits(2)}-${r.digits(6)}`,
  },
  {
    key: 'tx',
    name: 'LLANO ESTACADO PUBLIC HEALTH DISTRICT',
    short: 'LLANO ESTACADO PHD',
    div: 'Consumer Health Division \u00b7 Food Service Worker Program',
    addr: '915 Pioneer Way \u00b7 El Paso, Texas 79902 \u00b7 (915) 555-0158',
    state: 'TX',
    where: 'Valid in Texas \u2014 Health & Safety Code ch. 438',
    seal: 'LLANO ESTACADO PUBLIC HEALTH DISTRICT \u00b7 TEXAS \u00b7',
    officer: 'Rosario M. Ybarra, MD, MPH',
    title: 'FOOD SERVICE WORKER CERTIFICATE',
    ink: '#1b3f7a',
    form: 'CHD-221',
    cert: (r) => `FSW ${r.digits(3)} ${r.digits(4)}`,
  },
];
const CASHIERS = ['TLM', 'RB04', 'KAV', 'JJP', 'DS1'];
const INSTRUCTORS = ['B. OKONKWO, REHS', 'L. FENNIMORE', 'T. ARCHULETA, RS', 'M. DRISKELL, REHS', 'P. VANG'];
const EMPLOYERS = [
  'LA PALOMA TAQUERIA #2',
  'SUNRISE ASSISTED LIVING - KITCHEN',
  'HILLTOP ELEM. CAFETERIA',
  'BIG SKY TRAVEL PLAZA',
  'ST. MARGARET HOSP. DIETARY',
  'COPPER KETTLE DINER',
];
const RELATIVE_FIRSTS = ['Rosemary', 'Desiree', 'Everett', 'Lorenzo', 'Maribel', 'Harold', 'Yolanda'];

/** A form revision date as printed on the form: MM/YY. */
const revOf = (isoDate) => `${isoDate.slice(5, 7)}/${isoDate.slice(2, 4)}`;

/** Upper-case, accent-free "LAST, FIRST M" as an impact printer fed by an old system strikes it. */
function printedName(q) {
  const mi = q.middle ? ` ${q.middle[0]}` : '';
  return stripAccents(`${q.last}, ${q.first}${mi}`).toUpperCase();
}

function render(f) {
  const D = f.D;
  const dx = f.dx;
  const dy = f.dy;
  // a pre-printed box with its caption; v is the struck value (already escaped), placed with the sheet's offset
  const bx = (cap, v, w, o = {}) =>
    `<div class="bx" style="width:${w};${o.h ? `height:${o.h};` : ''}"><span class="cp">${esc(cap)}</span>${
      v
        ? `<span class="v" style="left:${5 + dx + (o.ddx || 0)}px;top:${12 + dy + (o.ddy || 0)}px;opacity:${o.faint ? 0.62 : 0.9}">${v}</span>`
        : ''
    }</div>`;
  const m = (s) => esc(s ?? '');
  const holes = Array.from({ length: 14 }, (_, i) => `<i style="top:${0.25 + i * 0.5}in"></i>`).join('');
  const stub = `
    <div class="part stub">
      <div class="ph">${m(D.short)}<br><b>RECEIPT \u00b7 DISTRICT RECORD</b></div>
      ${bx('RECEIPT NO.', m(f.receipt), '100%')}
      ${bx('TRANSACTION', m(f.trans), '100%')}
      ${bx('AMOUNT PAID', m(f.fee), '100%')}
      ${bx('DATE PAID', m(fmt(f.paid, f.ds)), '100%')}
      ${bx('CASHIER', m(f.cashier), '100%')}
      ${bx('CLASS SESSION', m(f.session), '100%')}
      ${bx('EXAM SCORE', m(f.score), '100%')}
      ${bx('NAME', m(f.name), '100%', { h: '0.62in' })}
      <div class="sm">Retain this stub for your records. Fees are not refundable. Lost certificates: a duplicate may be printed at any district office for the duplicate fee.</div>
      <div class="ini">Clerk ${hand(f.clerkIni, { font: f.pen, ink: f.penInk, size: '1.3em', rot: -6 })}</div>
    </div>`;
  const datesRow = f.oldRev
    ? `${bx('CERTIFICATE NUMBER', m(f.certNo), '38%')}${bx('DATE ISSUED', m(fmt(f.issue, f.ds)), '31%')}${bx('CLASS DATE', m(fmt(f.classDate, f.ds)), '31%')}`
    : `${bx('CERTIFICATE NUMBER', m(f.certNo), '36%')}${bx('DATE ISSUED', m(fmt(f.issue, f.ds)), '32%')}${bx('EXPIRES', m(fmt(f.exp, f.ds)), '32%')}`;
  const secondRow = f.oldRev
    ? `${bx('DATE OF BIRTH', m(fmt(f.dob, f.ds)), '30%')}${bx('LANGUAGE', m(f.lang), '24%')}${bx('SCORE', m(f.score), '16%')}${bx('INSTRUCTOR', m(f.instructor), '30%')}`
    : `${bx('DATE OF BIRTH', m(fmt(f.dob, f.ds)), '26%')}${bx('CLASS DATE', m(fmt(f.classDate, f.ds)), '26%')}${bx('LANGUAGE', m(f.lang), '20%')}${bx('INSTRUCTOR', m(f.instructor), '28%')}`;
  const cert = `
    <div class="part cert">
      <div class="hdr">
        <div>${seal({ text: D.seal, inner: '\u2695', color: D.ink, size: 66 })}</div>
        <div class="hn"><div class="dn">${esc(D.name)}</div><div class="dv">${esc(D.div)}</div><div class="da">${esc(D.addr)}</div></div>
      </div>
      <div class="tt">${esc(D.title)}</div>
      <div class="st">This certifies that the person named below completed the district\u2019s food worker training and passed the examination on safe food handling${f.oldRev ? '. <b>This certificate is valid for three (3) years from the date issued.</b>' : ' and is certified until the expiration date shown.'}</div>
      <div class="row">${datesRow}</div>
      <div class="row">${bx('NAME OF FOOD WORKER (LAST, FIRST, MI)', `<span class="big">${m(f.name)}</span>`, '100%', { h: '0.5in' })}</div>
      <div class="row">${secondRow}</div>
      <div class="row">${bx('EMPLOYER / ESTABLISHMENT AT TIME OF CLASS (OPTIONAL)', m(f.employer), '70%')}${bx('DISTRICT USE', m(f.districtUse), '30%')}</div>
      ${f.dupLine ? `<div class="dupl" style="margin-left:${dx}px;top:${dy}px">${m(f.dupLine)}</div>` : ''}
      <div class="ft">
        <div class="off">${sig(f.D.officer.split(',')[0], { font: f.officerFont, ink: D.ink, size: '1.6em', rot: -2 })}<div class="ol">${esc(D.officer)} \u00b7 Health Officer</div></div>
        <div class="rules">Carry this certificate or the wallet card while at work and show it to an inspector on request. ${esc(D.where)}. Not transferable. Report a change of name to the district.</div>
      </div>
      <div class="fno">FORM ${esc(D.form)} (REV ${esc(f.rev)}) \u00b7 CONTINUOUS 3-PART \u00b7 PART 2 \u2014 WORKER</div>
    </div>`;
  const card = `
    <div class="part wc">
      <div class="cut">\u2702 CUT ON DOTTED LINE \u2014 FOLD \u2014 CARRY AT WORK</div>
      <div class="card">
        <div class="cb">${esc(D.short)}</div>
        <div class="ct">FOOD WORKER CARD</div>
        ${bx('NAME', m(f.name), '100%')}
        <div class="row">${bx('CERT #', m(f.certNo), '100%')}</div>
        <div class="row">${bx('ISSUED', m(fmt(f.issue, f.ds)), '50%')}${f.oldRev ? bx('VALID', m('3 YEARS'), '50%', { ddx: -2 }) : bx('EXP', m(fmt(f.exp, f.ds)), '50%')}</div>
        <div class="sgn">${sig(f.signName, { font: f.sigFont, ink: f.penInk, size: '1.5em', rot: -4 })}<div class="sl">Worker\u2019s signature</div></div>
      </div>
      <div class="card back">
        <div class="ct" style="font-size:8pt">KNOW THE FIVE</div>
        <div class="sm">1 Wash hands \u00b7 2 Stay home when ill \u00b7 3 Cook to safe temperatures \u00b7 4 Hold hot 135\u00b0F+ / cold 41\u00b0F\u2212 \u00b7 5 Prevent cross-contact</div>
        <div class="sm" style="margin-top:4px">${esc(D.where)}.</div>
      </div>
    </div>`;
  const body = `
  <div class="tractor l">${holes}</div><div class="tractor r">${holes}</div>
  <div class="run" style="margin-left:${dx}px;margin-top:${dy}px">${m(f.runLine)}</div>
  <div class="sheet">${stub}${cert}${card}</div>`;
  const css = `
  body { color:${D.ink}; border-top:1px dashed #aaa; border-bottom:1px dashed #aaa; height:7in; }
  .tractor { position:absolute; top:0; width:0.5in; height:7in; border-right:1px dashed #999; }
  .tractor.l { left:0; } .tractor.r { right:0; border-right:none; border-left:1px dashed #999; }
  .tractor i { position:absolute; left:0.17in; width:0.16in; height:0.16in; border-radius:50%; background:#cfcfcf; box-shadow: inset 1px 1px 1px #888; }
  .run { position:absolute; left:0.62in; top:0.14in; font-family:${FONTS.mono}; font-size:8.5pt; color:#2a2a2a; letter-spacing:0.06em; }
  .sheet { position:absolute; left:0.55in; right:0.55in; top:0.45in; bottom:0.3in; display:flex; }
  .part { position:relative; padding:0 0.12in; }
  .stub { width:2.05in; border-right:1.2px dashed ${D.ink}; }
  .cert { flex:1; border-right:1.2px dashed ${D.ink}; }
  .wc { width:2.55in; }
  .ph { font-size:7pt; line-height:1.25; margin:2px 0 6px; }
  .bx { position:relative; display:inline-block; vertical-align:top; border:1px solid ${D.ink}; height:0.42in; margin:-1px 0 0 -1px; }
  .cp { position:absolute; left:3px; top:1px; font-size:5.6pt; letter-spacing:0.04em; font-family:${FONTS.sans}; }
  .v { position:absolute; font-family:${FONTS.mono}; font-size:10.5pt; font-weight:bold; color:#1e1e1e; white-space:nowrap; letter-spacing:0.05em; }
  .v .big { font-size:12pt; }
  .sm { font-size:6.2pt; line-height:1.3; margin-top:5px; }
  .ini { font-size:7pt; margin-top:6px; }
  .hdr { display:flex; gap:10px; align-items:center; }
  .dn { font-family:${FONTS.serif}; font-weight:bold; font-size:12.5pt; letter-spacing:0.03em; }
  .dv { font-size:8pt; } .da { font-size:7pt; }
  .tt { text-align:center; font-family:${FONTS.serif}; font-size:17pt; font-weight:bold; letter-spacing:0.12em; margin:8px 0 4px; }
  .st { font-size:8pt; text-align:center; margin:0 0.1in 8px; line-height:1.3; }
  .row { display:flex; margin-top:1px; }
  .row .bx { margin-left:-1px; }
  .cert .bx { height:0.5in; }
  .dupl { position:relative; font-family:${FONTS.mono}; font-weight:bold; font-size:10pt; color:#1e1e1e; margin-top:6px; letter-spacing:0.05em; }
  .ft { display:flex; gap:12px; align-items:flex-end; margin-top:16px; }
  .off { width:2.2in; } .ol { border-top:1px solid ${D.ink}; font-size:7pt; padding-top:1px; }
  .rules { flex:1; font-size:6.6pt; line-height:1.3; }
  .fno { position:absolute; bottom:0; left:0.12in; font-size:6.2pt; letter-spacing:0.05em; }
  .cut { font-size:6.2pt; letter-spacing:0.04em; margin:2px 0 6px; }
  .card { border:1.2px dashed ${D.ink}; padding:5px 6px 6px; border-radius:4px; }
  .card.back { margin-top:10px; }
  .card .bx { height:0.4in; }
  .card .v { font-size:9pt; }
  .stub .v { font-size:9.5pt; }
  .cb { font-size:6.6pt; font-weight:bold; } .ct { font-family:${FONTS.serif}; font-weight:bold; font-size:11pt; letter-spacing:0.08em; margin:2px 0 4px; }
  .sgn { margin-top:10px; } .sl { border-top:1px solid ${D.ink}; font-size:6pt; }`;
  return page({ title: D.title, size: '11in 7in', margin: '0', font: FONTS.sans, css, body });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const cashiers = rng.shuffle(CASHIERS);
  const instr = rng.shuffle(INSTRUCTORS);
  const mk = (p, D, o) => {
    const i = out.length;
    const classDate = o.classDate ?? addDays(o.issue, -rng.int(0, 6));
    const run = o.run ?? addDays(o.issue, rng.int(0, 2));
    const hh = rng.int(6, 17);
    return {
      D,
      dx: rng.int(14, 28),
      dy: rng.int(15, 21),
      ds: o.ds,
      name: printedName(o.who || p),
      signName: o.signName ?? `${(o.who || p).first} ${(o.who || p).last}`,
      dob: (o.who || p).dob,
      certNo: o.certNo,
      issue: o.issue,
      exp: o.exp,
      classDate,
      paid: o.paid ?? classDate,
      oldRev: !!o.oldRev,
      rev: revOf(addDays(o.issue, -(o.oldRev ? rng.int(1900, 2900) : rng.int(200, 1300)))),
      receipt: `R${rng.digits(8)}`,
      trans: o.trans || 'NEW',
      fee: o.fee || rng.pick(['$12.00', '$15.00', '$20.00']),
      cashier: cashiers[i % cashiers.length],
      session: `${rng.pick(['EN', 'ES', 'EN', 'VI'])}-${fmt(classDate, 'compact').slice(2)}-${rng.pick(['AM', 'PM', 'EVE'])}`,
      score: `${rng.int(74, 100)}%`,
      lang: rng.pick(['ENGLISH', 'ENGLISH', 'SPANISH', 'ENGLISH']),
      instructor: instr[i % instr.length],
      runLine: `RUN ${fmt(run, 'us_short')} ${String(hh).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   JOB FWC${rng.digits(4)}   SHEET ${rng.digits(4)}   ${o.runTag || 'CERT PRINT'}`,
      dupLine: o.dupLine || '',
      employer: rng.chance(0.6) ? rng.pick(EMPLOYERS) : '',
      districtUse: `${rng.pick(['B', 'C', 'W'])}${rng.digits(2)} ${rng.pick(['OK', 'PD', 'CK'])}`,
      clerkIni: cashiers[i % cashiers.length].replace(/\d/g, ''),
      pen: rng.pick(HANDS),
      penInk: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      officerFont: rng.pick(SIGS),
    };
  };
  const data = (certNo, issue, exp) => ({
    'certificate.id': certNo,
    'certificate.issue_date': issue,
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });
  const [dOk, dId, dTx] = DISTRICTS;

  // 1 — a new certificate with issued and expires dates, values struck below and right of their boxes
  {
    const p = k.person();
    const issue = addDays('2025-02-03', rng.int(0, 540));
    const exp = addYears(issue, 3);
    const certNo = dOk.cert(rng);
    const f = mk(p, dOk, { issue, exp, certNo, ds: 'us' });
    out.push({
      key: 'new-certificate-issued-and-expires',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id', 'name mismatch'],
      data: {
        ...data(certNo, issue, exp),
        'person.name.status': 'match',
        'person.dob.status': 'match',
      },
      note: `certificate ${certNo} "${f.name}", DATE ISSUED ${issue}, EXPIRES ${exp}; the printer's values sit ${f.dx}px right and ${f.dy}px below their boxes; the receipt's date paid, the printer's run date, the class date ${f.classDate}, the form revision and the DOB are not the certificate's dates`,
    });
  }

  // 2 — the older revision: only DATE ISSUED, "valid three years from the date issued" printed in the statement
  {
    const p = k.person();
    const issue = addDays('2024-04-08', rng.int(0, 600));
    const exp = addYears(issue, 3);
    const certNo = dId.cert(rng);
    const f = mk(p, dId, {
      issue,
      exp: null,
      certNo,
      ds: 'mil4',
      oldRev: true,
      classDate: addDays(issue, -rng.int(1, 5)),
    });
    out.push({
      key: 'older-revision-issue-date-three-year-rule',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: {
        ...data(certNo, issue, exp),
        'person.name.status': 'match',
        'person.dob.status': 'match',
      },
      note: `older form revision (REV ${f.rev}) with no EXPIRES box: DATE ISSUED ${fmt(issue, 'mil4')} and "valid for three (3) years from the date issued" → ${exp}; the CLASS DATE ${f.classDate} is a few days earlier and is not the issue date the three years run from`,
    });
  }

  // 3 — a duplicate printed this autumn, keeping the original issue date
  {
    const p = k.person();
    const issue = addDays('2024-09-09', rng.int(0, 400));
    const exp = addYears(issue, 3);
    const certNo = dTx.cert(rng);
    const reprint = addDays('2026-09-14', rng.int(0, 55));
    const f = mk(p, dTx, {
      issue,
      exp,
      certNo,
      ds: 'dash',
      trans: 'DUPL',
      fee: '$5.00',
      paid: reprint,
      run: reprint,
      runTag: 'DUPLICATE',
      dupLine: `*** DUPLICATE PRINTED ${fmt(reprint, 'dash')} \u2014 ORIGINAL DATES RETAINED ***`,
    });
    out.push({
      key: 'duplicate-keeps-original-issue-date',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: {
        ...data(certNo, issue, exp),
        'person.name.status': 'match',
        'person.dob.status': 'match',
      },
      note: `a duplicate (TRANSACTION DUPL, $5.00, paid and printed ${reprint}, "original dates retained"): the certificate's DATE ISSUED ${issue} and EXPIRES ${exp} decide, not the reprint date`,
    });
  }

  // 4 — expired
  {
    const p = k.person();
    const issue = addDays('2022-03-07', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const certNo = dOk.cert(rng);
    const f = mk(p, dOk, { issue, exp, certNo, ds: 'us', trans: rng.pick(['NEW', 'RENEW']) });
    out.push({
      key: 'expired-certificate',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['document expired'],
      forbidden: ['missing certificate id', 'missing issue date'],
      data: { ...data(certNo, issue, exp), 'person.name.status': 'match' },
      note: `certificate ${certNo} issued ${issue}, EXPIRES ${exp}, before 2026-11-21`,
    });
  }

  // 5 — a relative's certificate: same surname, another first name and another date of birth
  {
    const p = k.person();
    const firsts = RELATIVE_FIRSTS.filter((n) => n !== p.first && n !== p.nick);
    const relDob = `${Number(p.dob.slice(0, 4)) + rng.pick([-24, -22, 3, 5])}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const who = { first: rng.pick(firsts), middle: rng.pick(['L', 'R', 'M', '']), last: p.last, dob: relDob };
    const issue = addDays('2025-01-20', rng.int(0, 500));
    const exp = addYears(issue, 3);
    const certNo = dId.cert(rng);
    const f = mk(p, dId, { issue, exp, certNo, ds: 'mil4', who });
    out.push({
      key: 'relatives-certificate-same-surname',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['name mismatch', 'dob mismatch'],
      data: {
        ...data(certNo, issue, exp),
        'person.name.status': 'mismatch',
        'person.dob.status': 'mismatch',
      },
      note: `the certificate is ${f.name}'s (born ${relDob}), not ${p.first} ${p.last}'s (born ${p.dob}): same surname, another first name and birth date, signed "${f.signName}" on the wallet card; the certificate itself is current (${issue} – ${exp})`,
    });
  }

  // 6 — a current certificate from a district whose state the client does not accept
  {
    const p = k.person();
    const issue = addDays('2025-05-12', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const certNo = dTx.cert(rng);
    const f = mk(p, dTx, { issue, exp, certNo, ds: 'us' });
    out.push({
      key: 'texas-district-certificate-client-accepts-nm-az',
      person: requestPerson(p),
      rules: { accepted_jurisdictions: ['NM', 'AZ'] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired', 'missing certificate id'],
      data: {
        ...data(certNo, issue, exp),
        'person.name.status': 'match',
        'person.dob.status': 'match',
      },
      note: `a current Texas public-health-district food service worker certificate ${certNo} (${issue} – ${exp}, "Valid in Texas"); the client accepts NM and AZ only`,
    });
  }
  return out;
}
