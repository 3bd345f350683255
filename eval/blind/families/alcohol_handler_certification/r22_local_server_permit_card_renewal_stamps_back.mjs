// A city police department's, a county business-license office's or a city revenue department's alcohol server
// permit — the laminated local work permit that Georgia and Alabama towns require of bartenders and servers — as
// the worker uploads it: front and back photographed side by side on a table, both sides photocopied onto one
// letter sheet (with the worker's sticky note), or the clerk's e-mailed print-and-fold PDF. The front has the
// issuer band and seal, a photo, "LAST, FIRST M", DOB, permit no., class, employer, issued and expires (a full date
// or a month only "EXP 03/2027") and two signatures; the back has the conditions (where the permit is valid, carry
// it on duty, report a change of employer), a "training verified" line with the clerk's initials, a change-of-
// employer line, and a RENEWALS grid of three boxes in which the office stamps RENEWED with the renewal date and a
// new VALID THRU date, initialled by the clerk. When a renewal stamp is present, its VALID THRU date replaces the
// expiry printed on the front.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  otherDob,
  personData,
  requestPerson,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r22_local_server_permit_card_renewal_stamps_back',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 10, text_pdf: 15 },
  description:
    'Local alcohol server work permit (Georgia city police department, Georgia county business-license office, Alabama city revenue department), front and back: photographed side by side on a table, photocopied together onto a letter sheet with the worker\u2019s sticky note, or the clerk\u2019s print-and-fold PDF; front with issuer band, seal, photo, LAST, FIRST M, DOB, permit no., class, employer, issued and expires (full date or month only) and two signatures; back with conditions, training-verified line with clerk initials, change-of-employer line and a three-box RENEWALS grid with RENEWED / VALID THRU stamps initialled by the clerk; variants new permit, front expiry passed but renewed by stamp to a current date, county permit "EXP MM/YYYY", renewed once and lapsed again, a current Georgia permit for a Tennessee-only client, a permit whose DOB is not the worker\u2019s',
};

const ISSUERS = {
  ga_city: {
    band: 'CITY OF HARLOW SPRINGS, GEORGIA',
    dept: 'Police Department \u00b7 Alcohol Licensing Unit',
    title: 'ALCOHOL SERVER PERMIT',
    noCap: 'PERMIT NO.',
    color: '#14365f',
    official: 'Capt. Reginald T. Musgrove',
    officialCap: 'Chief of Police / designee',
    stampOrg: 'HSPD \u00b7 ALU',
    conditions:
      'This permit authorizes the holder to serve, dispense or sell alcoholic beverages only on the premises of establishments licensed by the City of Harlow Springs. Carry it at all times while on duty and show it to any police officer on request. Not transferable. Report a change of employer to the Alcohol Licensing Unit within ten (10) days. Revocable under City Code \u00a7 6-4-27.',
    ds: 'us',
    monthOnly: false,
    st: 'GA',
  },
  ga_county: {
    band: 'CALLOWAY COUNTY, GEORGIA',
    dept: 'Board of Commissioners \u00b7 Business License Office',
    title: 'ALCOHOL POURING PERMIT',
    noCap: 'PERMIT #',
    color: '#5a1f1f',
    official: 'Dorothea J. Wingate',
    officialCap: 'Business License Administrator',
    stampOrg: 'CALLOWAY CO. BLO',
    conditions:
      'Valid only in unincorporated Calloway County for on-premises consumption licensees. The holder must present this permit on demand of any sheriff\u2019s deputy or county inspector. Permits expire on the last day of the month shown and are renewed for two years upon proof of current responsible-server training. County Ord. 2019-14, Art. III.',
    ds: 'us',
    monthOnly: true,
    st: 'GA',
  },
  al_city: {
    band: 'CITY OF PELL HARBOR, ALABAMA',
    dept: 'Revenue Department \u00b7 Alcohol Server Identification',
    title: 'ALCOHOL SERVER ID CARD',
    noCap: 'SERVER ID',
    color: '#1f5a3a',
    official: 'Lorena Beauchamp-Tate',
    officialCap: 'Revenue Director',
    stampOrg: 'PELL HARBOR REV. DEPT.',
    conditions:
      'Issued under Ordinance 2017-081. Required of every person who serves or sells alcoholic beverages in a licensed establishment within the corporate limits of Pell Harbor. This card remains the property of the City; it is void if altered and must be surrendered on request. Duplicate cards: $10.',
    ds: 'mil4',
    monthOnly: false,
    st: 'AL',
  },
};
const EMPLOYERS = [
  'The Copper Kettle Tavern',
  'Magnolia Row Oyster Bar',
  'Riverbend Bowl & Grill',
  'Lucky Seven Sports Pub',
  'Casa Lumbre Cantina',
  'Foundry Street Taproom',
];
const CLERK_INITS = ['TMB', 'JR', 'KW', 'ALS', 'DH'];
const PENS = HANDS.filter((x) => x !== 'Breip');

const PHOTO = (shade) =>
  `<svg width="78" height="96" viewBox="0 0 78 96" xmlns="http://www.w3.org/2000/svg"><rect width="78" height="96" fill="#c9d3dc"/><circle cx="39" cy="36" r="17" fill="${shade}"/><path d="M8 96 Q10 62 39 60 Q68 62 70 96 Z" fill="${shade}"/></svg>`;

function front(f) {
  const I = f.iss;
  const kv = (k, v, cls = '') =>
    `<div class="f ${cls}"><div class="k">${esc(k)}</div><div class="v">${esc(v)}</div></div>`;
  return `<div class="card fr">
   <div class="band" style="background:${I.color}"><div>${esc(I.band)}</div><div class="dp">${esc(I.dept)}</div></div>
   <div class="ttl" style="color:${I.color}">${esc(I.title)}</div>
   <div class="bd">
    <div class="ph">${PHOTO(f.shade)}<div class="sl">${seal({ text: `${I.band} \u00b7 `, inner: '\u2605', color: I.color, size: 46 })}</div></div>
    <div class="fl">
     ${kv('NAME', f.nameText, 'nm')}
     <div class="rw">${kv('DOB', f.dobText)}${kv(I.noCap, f.no)}</div>
     <div class="rw">${kv('CLASS', f.cls)}${kv('EMPLOYER', f.employer)}</div>
     <div class="rw">${kv('ISSUED', f.issuedText)}${kv(I.monthOnly ? 'EXP' : 'EXPIRES', f.expText, 'ex')}</div>
    </div>
   </div>
   <div class="sgs"><div class="sg">${f.layout === 'print' ? '' : sig(f.holderSig, { font: f.hSig, ink: f.hInk, size: '1.35em', rot: -2 })}<div class="sc">Holder signature</div></div>
    <div class="sg">${sig(I.official.replace(/^Capt\. /, ''), { font: f.oSig, ink: '#1a2b6d', size: '1.25em', rot: -3 })}<div class="sc">${esc(I.officialCap)}</div></div></div>
  </div>`;
}

function back(f) {
  const I = f.iss;
  const c = (t, o = {}) =>
    f.layout === 'print' ? `<b>${esc(t)}</b>` : hand(t, { font: f.cPen, ink: f.cInk, size: '1.1em', ...o });
  const boxes = [0, 1, 2]
    .map((i) => {
      const r = f.renewals[i];
      const inner = r
        ? `<div class="stw">${stamp([`${I.stampOrg}`, `RENEWED ${r.onText}`, `VALID THRU ${r.thruText}`], { color: r.color, rot: r.rot, font: FONTS.mono })}</div><div class="ci">${c(r.init, { size: '1em' })}</div>`
        : '';
      return `<div class="rb"><div class="rbl">RENEWAL ${i + 1}</div>${inner}</div>`;
    })
    .join('');
  return `<div class="card bk">
   <div class="cond">${esc(I.conditions)}</div>
   <div class="ln">Server training verified: ${c(f.training)} &nbsp; clerk ${c(f.trainInit, { size: '1em' })}</div>
   <div class="ln">Change of employer: ${c(f.newEmployer || '', { size: '1em' })}</div>
   <div class="rg">${boxes}</div>
   <div class="bn">If found, return to ${esc(I.band.replace(/,.*/, ''))} \u00b7 ${esc(I.dept.split(' \u00b7 ')[0])}</div>
  </div>`;
}

function render(f) {
  const css = `
  .card { width:3.9in; height:2.5in; border-radius:10px; background:#fdfdfb; border:0.8px solid #999; position:relative; overflow:hidden; font-size:7pt; flex:none; }
  .band { color:#fff; font-weight:bold; font-size:8.4pt; padding:3px 8px; letter-spacing:.5px; }
  .band .dp { font-weight:normal; font-size:6.6pt; letter-spacing:0; }
  .ttl { font-weight:bold; font-size:${f.big ? '10.5pt' : '9.6pt'}; text-align:center; margin:3px 0 1px; letter-spacing:1px; }
  .bd { display:flex; gap:7px; padding:0 8px; }
  .ph { position:relative; width:78px; } .ph .sl { position:absolute; left:16px; top:74px; opacity:.75; }
  .fl { flex:1; }
  .f { margin-bottom:2px; } .k { font-size:5.8pt; color:#555; } .v { font-size:${f.big ? '9.6pt' : '8.6pt'}; font-weight:bold; font-family:${f.cardFont}; white-space:nowrap; }
  .f.nm .v { font-size:${f.big ? '10.6pt' : '9.6pt'}; } .f.ex .v { color:#a00000; }
  .rw { display:flex; gap:12px; } .rw .f { min-width:0.95in; }
  .sgs { position:absolute; left:8px; right:8px; bottom:5px; display:flex; gap:14px; }
  .sg { flex:1; text-align:center; height:0.36in; display:flex; flex-direction:column; justify-content:flex-end; }
  .sc { border-top:0.7px solid #444; font-size:5.6pt; color:#444; }
  .bk { padding:7px 9px; background:#f9f8f3; }
  .cond { font-size:6.3pt; line-height:1.3; color:#222; text-align:justify; }
  .ln { font-size:7.2pt; margin-top:4px; white-space:nowrap; border-bottom:0.6px solid #999; padding-bottom:1px; }
  .rg { display:flex; gap:5px; margin-top:5px; }
  .rb { flex:1; height:0.78in; border:0.8px solid #666; position:relative; }
  .rbl { font-size:5.6pt; color:#555; padding:1px 3px; }
  .stw { position:absolute; left:2px; top:12px; transform:scale(${f.big ? 0.78 : 0.7}); transform-origin:left top; }
  .stw div { white-space:nowrap; font-weight:bold; font-size:8pt !important; padding:2px 5px !important; line-height:1.2 !important; }
  .ci { position:absolute; right:4px; bottom:1px; }
  .bn { position:absolute; bottom:4px; left:9px; right:9px; font-size:5.8pt; color:#555; text-align:center; }`;
  const pair = `<div class="pair">${front(f)}${back(f)}</div>`;
  if (f.layout === 'photo') {
    return page({
      title: f.iss.title,
      size: '8.9in 3.3in',
      margin: '0',
      font: f.font,
      bg: f.table,
      body: pair,
      css: `${css}
      .pair { display:flex; gap:0.35in; padding:0.38in 0.4in; }
      .fr { transform:rotate(${f.rotA}deg); box-shadow:2px 3px 6px rgba(0,0,0,.45); } .bk { transform:rotate(${f.rotB}deg); box-shadow:2px 3px 6px rgba(0,0,0,.45); }`,
    });
  }
  if (f.layout === 'copy') {
    return page({
      title: f.iss.title,
      size: 'letter',
      margin: '0',
      font: f.font,
      body: `<div class="sheet"><div class="cp1">${front(f)}</div><div class="cp2">${back(f)}</div>
        <div class="sticky">${hand(f.sticky, { font: f.wPen, ink: f.wInk, size: '1.25em' })}</div></div>`,
      css: `${css}
      .sheet { width:8.5in; height:11in; position:relative; background:#fff; }
      .cp1, .cp2 { position:absolute; left:${f.copyX}; transform-origin:left top; transform:scale(1.45) rotate(${f.rotA}deg); filter:grayscale(${f.gray}); }
      .cp1 { top:0.6in; } .cp2 { top:4.6in; transform:scale(1.45) rotate(${f.rotB}deg); }
      .card { box-shadow:0 0 0 1.5px #555; }
      .sticky { position:absolute; right:0.5in; top:8.6in; width:2.2in; height:1.6in; background:#fff6a8; box-shadow:1px 2px 3px rgba(0,0,0,.25); padding:10px; transform:rotate(3deg); line-height:1.35; }`,
    });
  }
  // print: the clerk's e-mailed print-and-fold PDF
  return page({
    title: f.iss.title,
    size: 'letter',
    margin: '0.6in',
    font: f.font,
    body: `<div class="ph1"><b>${esc(f.iss.band)}</b> \u2014 ${esc(f.iss.dept)}</div>
      <div class="ph2">Print this page at 100% on card stock, cut along the outer line and fold along the middle line. This printed copy is your permit until the laminated card is ready for pick-up (${esc(f.pickup)}).</div>
      <div class="pr">${front(f)}<div class="fold"></div>${back(f)}</div>
      <div class="ph3">Record ${esc(f.recNo)} \u00b7 generated ${esc(f.genText)} \u00b7 ${esc(f.iss.dept.split(' \u00b7 ')[0])}</div>`,
    css: `${css}
    .ph1 { font-size:11pt; margin-bottom:4px; } .ph2 { font-size:9.5pt; color:#333; margin-bottom:0.3in; line-height:1.4; }
    .pr { display:flex; flex-direction:column; border:1px dashed #777; width:fit-content; padding:0.1in; transform:scale(1.3); transform-origin:left top; margin-left:0.4in; }
    .pr .card { border-radius:0; border:none; } .fold { border-top:1px dashed #999; margin:0.08in 0; position:relative; }
    .fold::after { content:'fold'; position:absolute; right:-0.32in; top:-0.07in; font-size:6pt; color:#999; }
    .ph3 { margin-top:2.3in; font-size:8pt; color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, key, issueIso, expIso, o = {}) => {
    const iss = ISSUERS[key];
    return {
      iss,
      font: rng.pick([FONTS.sans, FONTS.roboto, FONTS.open]),
      cardFont: rng.pick([FONTS.sans, FONTS.robotoCond, FONTS.dejavu]),
      shade: rng.pick(['#5b4636', '#7a5a44', '#3c2f2a', '#8f6e55', '#4a4a4a']),
      nameText: nameAs(p, rng.pick(['LAST_FIRST_MI', 'LAST_FIRST'])),
      dobText: fmt(o.dob || p.dob, iss.ds),
      no: o.no,
      cls: rng.pick(['SERVER', 'BARTENDER', 'SERVER / BARTENDER']),
      employer: rng.pick(EMPLOYERS),
      issuedText: fmt(issueIso, iss.ds),
      expText: iss.monthOnly ? fmt(expIso, 'mm_yyyy') : fmt(expIso, iss.ds),
      holderSig: nameAs(p, 'first_last'),
      hSig: rng.pick(SIGS),
      hInk: rng.pick(INKS),
      oSig: rng.pick(SIGS),
      cPen: rng.pick(PENS),
      cInk: rng.pick(['#202020', '#0b3d91', '#14213d']),
      wPen: rng.pick(PENS),
      wInk: rng.pick(INKS),
      training: rng.pick(['TIPS \u2713', 'ServSafe Alcohol \u2713', 'TIPS On-Prem \u2713']),
      trainInit: rng.pick(CLERK_INITS),
      newEmployer: '',
      renewals: [],
      table: rng.pick(['#6d5843', '#4f4a45', '#8a7560', '#3e4a52']),
      rotA: rng.float(-3, 3).toFixed(2),
      rotB: rng.float(-3, 3).toFixed(2),
      copyX: rng.pick(['0.55in', '0.7in', '0.8in']),
      gray: rng.pick([0.6, 0.85, 1]),
      sticky: '',
      big: false,
      layout: 'photo',
      ...o,
    };
  };
  const renewal = (f, onIso, thruIso) => ({
    onText: fmt(onIso, f.iss.ds === 'mil4' ? 'mil4' : 'us'),
    thruText: f.iss.monthOnly ? fmt(thruIso, 'mm_yyyy') : fmt(thruIso, f.iss.ds === 'mil4' ? 'mil4' : 'us'),
    color: rng.pick(['#8a1c1c', '#1f3f8a', '#5a2a7a']),
    rot: rng.float(-9, 7).toFixed(1),
    init: rng.pick(CLERK_INITS),
  });
  const permitNo = (key) =>
    key === 'ga_city'
      ? `ASP-${rng.digits(5)}`
      : key === 'ga_county'
        ? `${rng.int(19, 26)}-${rng.digits(4)}`
        : `PH${rng.digits(6)}`;
  const stickyFor = (p) =>
    rng.pick([
      `front + back \u2014 ${nameAs(p, 'nick_last')}`,
      `for credentialing: ${nameAs(p, 'first_last')} (server permit)`,
      `${nameAs(p, 'nick_last')} \u2014 both sides attached`,
    ]);
  const out = [];

  // 1 — new city permit, front and back photographed on a table (photo)
  {
    const p = k.person();
    const issue = addDays('2025-10-06', rng.int(0, 380));
    const exp = addYears(issue, 2);
    const no = permitNo('ga_city');
    const f = mk(p, 'ga_city', issue, exp, { no });
    out.push({
      key: 'new-city-permit-front-back-on-table',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: {
        'certificate.id': no,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'match'),
      },
      note: `city alcohol server permit ${no}, issued ${issue}, expires ${exp} printed on the front; the renewal boxes on the back are empty; the DOB is the holder's`,
    });
  }

  // 2 — front expiry passed, but the back carries a RENEWED stamp with a current VALID THRU (photocopy, scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2023-03-06', rng.int(0, 300));
    const exp1 = addYears(issue, 2);
    const renewedOn = addDays(exp1, -rng.int(5, 25));
    const thru = addYears(exp1, 2);
    const no = permitNo('ga_city');
    const f = mk(p, 'ga_city', issue, exp1, { no, layout: 'copy' });
    f.renewals = [renewal(f, renewedOn, thru)];
    f.sticky = stickyFor(p);
    if (rng.chance(0.5))
      f.newEmployer = `${rng.pick(EMPLOYERS)} ${fmt(addDays(renewedOn, rng.int(30, 200)), 'us_short')}`;
    out.push({
      key: 'front-expired-renewed-stamp-on-back',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: {
        'certificate.id': no,
        'certificate.expiration_date': thru,
        'certificate.kind': 'handler',
        ...personData('match', 'match'),
      },
      note: `the front prints issued ${issue} and expires ${exp1} (passed), but RENEWAL 1 on the back is stamped RENEWED ${renewedOn} / VALID THRU ${thru}: the renewal stamp is the permit's current validity (reading adopted here; DOMAIN.md does not speak of renewal stamps), so the permit is valid on 2026-11-21; issue_date is left out of data because either the original issue or the renewal date could be meant`,
    });
  }

  // 3 — county pouring permit with a month-only expiry, both sides photocopied and faxed (fax)
  {
    const p = k.person();
    const issue = addDays('2025-03-03', rng.int(0, 420));
    const expMonth = addYears(issue, 2);
    const exp = endOfMonth(expMonth);
    const no = permitNo('ga_county');
    const f = mk(p, 'ga_county', issue, expMonth, { no, layout: 'copy', big: true, gray: 1 });
    f.sticky = stickyFor(p);
    out.push({
      key: 'county-pouring-permit-exp-month-only',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date'],
      data: {
        'certificate.id': no,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'match'),
      },
      note: `county permit ${no}, issued ${issue}, "EXP ${fmt(expMonth, 'mm_yyyy')}" → last day of that month ${exp} (the back also says permits expire on the last day of the month shown)`,
    });
  }

  // 4 — renewed once, and that renewal has lapsed too (photo)
  {
    const p = k.person();
    const issue = addDays('2021-02-08', rng.int(0, 300));
    const exp1 = addYears(issue, 2);
    const renewedOn = addDays(exp1, -rng.int(3, 20));
    const thru = addYears(exp1, 2);
    const no = permitNo('al_city');
    const f = mk(p, 'al_city', issue, exp1, { no });
    f.renewals = [renewal(f, renewedOn, thru)];
    out.push({
      key: 'renewed-once-then-lapsed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: {
        'certificate.id': no,
        'certificate.expiration_date': thru,
        'certificate.kind': 'handler',
      },
      note: `server ID ${no}: front issued ${issue}, expires ${exp1}; one renewal stamp RENEWED ${renewedOn} / VALID THRU ${thru}, nothing after it; ${thru} is before 2026-11-21 → document expired (either date is past)`,
    });
  }

  // 5 — a current Georgia county permit; the client accepts Tennessee permits only (flatbed scan)
  {
    const p = k.person();
    const issue = addDays('2025-08-04', rng.int(0, 400));
    const expMonth = addYears(issue, 2);
    const no = permitNo('ga_county');
    const f = mk(p, 'ga_county', issue, expMonth, { no, layout: 'copy' });
    f.sticky = stickyFor(p);
    out.push({
      key: 'georgia-county-permit-client-tennessee-only',
      person: requestPerson(p),
      rules: { accepted_jurisdictions: ['TN'] },
      html: render(f),
      rendering: 'scan_image',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: {
        'certificate.id': no,
        'certificate.issue_date': issue,
        'certificate.expiration_date': endOfMonth(expMonth),
        'certificate.kind': 'handler',
      },
      note: `a current Calloway County, Georgia permit (${issue} – ${fmt(expMonth, 'mm_yyyy')}); the client accepts Tennessee only`,
    });
  }

  // 6 — the clerk's print-and-fold PDF of a current permit whose DOB is not the worker's (text PDF)
  {
    const p = k.person();
    const issue = addDays('2026-01-12', rng.int(0, 280));
    const exp = addYears(issue, 2);
    const no = permitNo('al_city');
    const dob = otherDob(rng, p);
    const gen = addDays(issue, rng.int(0, 2));
    const f = mk(p, 'al_city', issue, exp, {
      no,
      dob,
      layout: 'print',
      pickup: `after ${fmt(addDays(gen, rng.int(7, 14)), 'us')}`,
      recNo: `R-${rng.digits(7)}`,
      genText: `${fmt(gen, 'us')} ${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    });
    out.push({
      key: 'print-and-fold-permit-other-dob',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['dob mismatch'],
      data: {
        'certificate.id': no,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'mismatch'),
      },
      note: `a current Pell Harbor server ID ${no} (${issue} – ${exp}) in the worker's name, but the DOB printed on it (${dob}) is not the worker's ${p.dob} — perhaps a relative of the same name → dob mismatch`,
    });
  }
  return out;
}
