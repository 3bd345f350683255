// A Wisconsin municipal Operator's ("bartender") License as the city or village clerk issues it: a bordered
// certificate printed on the municipality's form and completed by the clerk, by hand in most offices, typed in one.
// Seal and office heading; a license no. box at the top right; the license class crossed among REGULAR (two-year,
// ends June 30 of an odd year) / PROVISIONAL / TEMPORARY (one event); what may be served ringed (BEER · WINE &
// LIQUOR · BOTH); the licensee as "LAST, First Middle" with date of birth and home address; the responsible beverage
// server training ticked (course provider and completion date, or licensed within the past two years, or not
// required for a temporary license); for a temporary license the event and its dates; the date the council or
// village board approved it, the date issued, the expiry date, fee and receipt no.; the clerk's signature with the
// municipal seal pressed half over it and a PAID stamp; conditions in small print; a pocket card below a dashed
// cut line with the name as "First M. Last", number, class and expiry. The course date, approval date, receipt and
// form revision are not the issue date. One renewal was written on last cycle's sheet: the old license no. and the
// old June 30 are struck through and the new ones written beside them with the clerk's initials. One comes with the
// clerk's cover letter as page 1 (council meeting date, the license period, the next renewal window). Variants:
// a new regular license, a renewal with struck entries, letter then license, a temporary license for a summer
// festival that has ended, a current license for a client that accepts Illinois only, the license no. left blank.
import { addDays, fmt, nameAs, personData, requestPerson, street } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r18_wisconsin_municipal_operator_license',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 35, fax: 15, scan_image: 10 },
  description:
    'Wisconsin city / village clerk\u2019s Operator\u2019s (bartender) License completed by hand on the municipal form (typed in one): seal and office heading, license no. box, class crossed among REGULAR / PROVISIONAL / TEMPORARY, BEER · WINE & LIQUOR · BOTH ringed, "LAST, First Middle", DOB, address, responsible beverage server training ticked with provider and course date, event and dates for a temporary license, council / village board approval date, date issued, expires (June 30 of an odd year or the event\u2019s last day), fee and receipt no., clerk signature under the seal, PAID stamp, conditions, pocket card below a dashed cut line ("First M. Last", no., class, expires); a renewal on last cycle\u2019s sheet with the old no. and old June 30 struck and rewritten; the clerk\u2019s cover letter as page 1 in one; variants new regular license, struck renewal, letter then license, temporary festival license ended, client accepts Illinois only, license no. blank',
};

const MUNIS = [
  {
    kind: 'City',
    name: 'Brennan Rapids',
    county: 'Ashgrove County',
    body: 'Common Council',
    clerkTitle: 'City Clerk',
    addr: '301 N. Mill Street · Brennan Rapids, Wisconsin 54481',
    phone: '(715) 555-0123',
    color: '#23406e',
    prefix: 'OP',
    form: 'Form CL-OP-2 (rev. 01/2024)',
  },
  {
    kind: 'City',
    name: 'Oakhurst Lake',
    county: 'Tamsin County',
    body: 'Common Council',
    clerkTitle: 'City Clerk-Treasurer',
    addr: '12 Lakeview Plaza · Oakhurst Lake, Wisconsin 53094',
    phone: '(920) 555-0147',
    color: '#5a2d0c',
    prefix: 'OL',
    form: 'OL-Clerk 114 · 2023',
  },
  {
    kind: 'Village',
    name: 'Pell Creek',
    county: 'Marlow County',
    body: 'Village Board',
    clerkTitle: 'Village Clerk',
    addr: '540 Depot Road · Pell Creek, Wisconsin 53538',
    phone: '(608) 555-0162',
    color: '#1e5a3a',
    prefix: 'VPC',
    form: 'VPC Lic. Form 7 (2022)',
  },
];
const CLERKS = ['Karen J. Lindahl', 'Paul R. Vetter', 'Monica S. Fruehauf', 'Greta L. Olander'];
const PROVIDERS = [
  'Northwoods Technical College (classroom)',
  'Lakeshore Hospitality Training (online)',
  'Driftless Server Training, LLC',
  'Fox Valley Beverage Server School (online)',
];
const EVENTS = [
  ['St. Casimir Parish Summer Festival', 'St. Casimir Parish'],
  ['Brat Days on the River', 'Rapids Lions Club'],
  ['Firemen\u2019s Picnic', 'Pell Creek Volunteer Fire Dept.'],
  ['Lakefront Polka Fest', 'Oakhurst Lake Chamber of Commerce'],
];

function strike(oldText, newHtml) {
  return `<span class="st">${esc(oldText)}</span> ${newHtml}`;
}

function licensePage(f) {
  const M = f.muni;
  const V = f.typed
    ? (t, o = {}) => (t ? `<span class="ty" style="font-size:${o.size || '1.05em'}">${esc(t)}</span>` : '')
    : (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.25em', ...o });
  const X = (on) => box(on, { style: f.typed ? 'glyph' : 'x', ink: f.ink, font: f.pen });
  const classes = [
    ['REGULAR', 'two-year license, expires June 30 of the odd-numbered year'],
    ['PROVISIONAL', 'pending training, not more than 60 days'],
    ['TEMPORARY', 'one event of a qualifying organization, not more than 14 days'],
  ]
    .map(([c, d]) => `<span class="opt">${X(c === f.cls)}<b>${c}</b> <span class="od">(${d})</span></span>`)
    .join('');
  const serve = ['BEER', 'WINE & LIQUOR', 'BOTH']
    .map((o) =>
      o === f.serve
        ? `<span class="rg" style="border-color:${f.ink}">${esc(o)}</span>`
        : `<span class="ro">${esc(o)}</span>`,
    )
    .join(' · ');
  const temp = f.cls === 'TEMPORARY';
  const course = !temp && !f.prevLicensed;
  const rbsHtml = `<div class="rbs"><div class="fl">Responsible beverage server training</div>
    <div>${X(course)}course completed &nbsp; provider ${course ? V(f.rbsProvider, { size: '1.1em' }) : '<span class="bl2"></span>'} &nbsp; date ${course ? V(fmt(f.rbsDate, f.ds)) : '<span class="bl2 s"></span>'}</div>
    <div>${X(!temp && f.prevLicensed)}licensed as an operator in Wisconsin within the past two years</div>
    <div>${X(temp)}not required (temporary license)</div></div>`;
  const numHtml = f.oldNo
    ? strike(f.oldNo, V(f.no) + `<span class="ini">${V(f.initials, { size: '0.85em' })}</span>`)
    : V(f.no);
  const expText = fmt(f.exp, f.expStyle);
  const expHtml = f.oldExpText
    ? strike(f.oldExpText, V(expText) + `<span class="ini">${V(f.initials, { size: '0.85em' })}</span>`)
    : V(expText);
  const eventRow = temp
    ? `<tr><td colspan="2"><span class="fl">Event and sponsoring organization (temporary license only)</span>${V(`${f.event[0]} — ${f.event[1]}`, { size: '1.1em' })}</td>
       <td><span class="fl">Event dates</span>${V(`${fmt(f.evFrom, f.ds)} – ${fmt(f.exp, f.ds)}`, { size: '1.1em' })}</td></tr>`
    : `<tr><td colspan="2"><span class="fl">Event and sponsoring organization (temporary license only)</span></td><td><span class="fl">Event dates</span></td></tr>`;
  const clerkSig = f.typed
    ? `<span class="ty">/s/ ${esc(f.clerk)}</span>`
    : sig(f.clerk, { font: f.sigFont, ink: f.ink, size: '1.9em' });
  const stubName = nameAs(f.p, 'first_mi_last');
  return `<div class="lic" style="border-color:${M.color}">
   <div class="top">
    <div class="sealL">${seal({ text: `${M.kind.toUpperCase()} OF ${M.name.toUpperCase()} · WISCONSIN · `, inner: '⚖', color: M.color, size: 78 })}</div>
    <div class="hdc"><div class="mn" style="color:${M.color}">${M.kind.toUpperCase()} OF ${esc(M.name.toUpperCase())}</div>
      <div class="mc">${esc(M.county)}, Wisconsin · Office of the ${esc(M.clerkTitle)}</div><div class="ma">${esc(M.addr)} · ${esc(M.phone)}</div></div>
    <div class="nob"><div class="fl">License No.</div>${numHtml}</div>
   </div>
   <div class="ti" style="color:${M.color}">OPERATOR'S LICENSE</div>
   <div class="ts">(bartender / server) — issued under Wis. Stat. § 125.17 and the ordinances of the ${M.kind} of ${esc(M.name)}</div>
   <div class="cls">${classes}</div>
   <p class="pr">The ${esc(M.body)} having approved the application, the person named below is licensed to serve, sell or dispense
    alcohol beverages on licensed premises within the ${M.kind} of ${esc(M.name)}: &nbsp; ${serve}</p>
   <table class="g">
    <tr><td colspan="2" style="width:64%"><span class="fl">Name of licensee (Last, First, Middle)</span>${V(f.licName, { size: '1.4em' })}</td>
      <td><span class="fl">Date of birth</span>${V(fmt(f.p.dob, f.ds))}</td></tr>
    <tr><td colspan="3"><span class="fl">Home address</span>${V(f.home, { size: '1.1em' })}</td></tr>
    <tr><td colspan="3">${rbsHtml}</td></tr>
    ${eventRow}
    <tr><td><span class="fl">Approved by ${esc(M.body)} on</span>${V(fmt(f.approved, f.ds))}</td>
      <td><span class="fl">Date issued</span>${V(fmt(f.issued, f.ds))}</td>
      <td><span class="fl">This license expires</span>${expHtml}</td></tr>
    <tr><td><span class="fl">Fee paid</span>${V(f.fee)}</td><td><span class="fl">Receipt no.</span>${V(f.receipt)}</td><td><span class="fl">Background check returned</span>${V(fmt(f.bg, f.ds))}</td></tr>
   </table>
   <div class="sg"><div class="sgl"><div class="sv">${clerkSig}</div><div class="sc">${esc(f.clerk)}, ${esc(M.clerkTitle)}</div></div>
     <div class="sealO">${seal({ text: `SEAL · ${M.kind.toUpperCase()} OF ${M.name.toUpperCase()} · `, inner: '★', color: '#777', size: 92 })}</div>
     <div class="pd">${stamp(['PAID', fmt(f.paid, 'mil4'), M.kind.toUpperCase() + ' CLERK'], { color: '#9b1c1c', rot: f.stampRot })}</div></div>
   <div class="cond">Conditions: This license is not transferable and is valid only within the ${M.kind} of ${esc(M.name)}. The licensee shall carry the pocket card,
    or the license shall be on file at the licensed premises, while on duty. The license may be revoked or suspended for violation of ch. 125 Wis. Stats.
    or ${M.kind.toLowerCase()} ordinance. Renewal applications are due by April 15 of the year the license expires.</div>
   <div class="ff"><span>${esc(M.form)}</span><span>White — licensee · Yellow — clerk file</span></div>
  </div>
  <div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - cut along the line - - - - -</div>
  <div class="card" style="border-color:${M.color}">
   <div class="cb" style="background:${M.color}">${M.kind.toUpperCase()} OF ${esc(M.name.toUpperCase())}, WIS. · OPERATOR'S LICENSE · POCKET CARD</div>
   <table class="cg">
    <tr><td class="k">Name</td><td>${V(stubName, { size: '1.2em' })}</td><td class="k">License no.</td><td>${V(f.no)}</td></tr>
    <tr><td class="k">Class</td><td>${V(f.cls.charAt(0) + f.cls.slice(1).toLowerCase())}</td><td class="k">Expires</td><td>${V(fmt(f.exp, f.ds))}</td></tr>
   </table>
   <div class="cf">Carry while on duty · Not valid outside the ${M.kind} of ${esc(M.name)} · Clerk ${V(f.initials, { size: '1em' })}</div>
  </div>`;
}

function letterPage(f) {
  const M = f.muni;
  return `<div class="pb lt">
   <div class="lh" style="border-color:${M.color}">${seal({ text: `${M.kind.toUpperCase()} OF ${M.name.toUpperCase()} · WISCONSIN · `, inner: '⚖', color: M.color, size: 66 })}
    <div><div class="mn" style="color:${M.color}">${M.kind.toUpperCase()} OF ${esc(M.name.toUpperCase())}</div><div class="mc">Office of the ${esc(M.clerkTitle)} · ${esc(M.addr)} · ${esc(M.phone)}</div></div></div>
   <p>${esc(fmt(f.letterDate, 'long'))}</p>
   <p>${esc(nameAs(f.p, 'first_mi_last'))}<br>${esc(f.home.split(', ')[0])}<br>${esc(f.home.split(', ').slice(1).join(', '))}</p>
   <p><b>Re: Operator's License No. ${esc(f.no)}</b></p>
   <p>Dear ${esc(f.p.first)} ${esc(f.p.last)}:</p>
   <p>At its meeting of ${esc(fmt(f.approved, 'long'))} the ${esc(M.body)} approved your application for a regular operator's license.
    Your license, issued ${esc(fmt(f.issued, 'long'))}, is enclosed; it is valid through ${esc(fmt(f.exp, 'long'))}, the end of the current two-year licensing period.
    Your responsible beverage server training certificate from ${esc(f.rbsProvider.replace(/ \(.*\)$/, ''))}, dated ${esc(fmt(f.rbsDate, 'long'))}, is on file with this office.</p>
   <p>Please cut out the pocket card at the bottom of the license and carry it whenever you are working, or leave the license on file with the
    licensed premises. Renewal applications for the next period will be accepted from March 1 to April 15, ${esc(f.exp.slice(0, 4))}. A replacement card costs $5.00.</p>
   <p>If your name or address changes, please let this office know within ten days.</p>
   <p>Sincerely,</p>
   <div style="height:0.55in">${sig(f.clerk, { font: f.sigFont, ink: f.ink, size: '2em' })}</div>
   <p>${esc(f.clerk)}<br>${esc(M.clerkTitle)}, ${M.kind} of ${esc(M.name)}</p>
   <p class="enc">Enclosure: Operator's License (1 page)<br>cc: License file</p>
  </div>`;
}

function render(f) {
  const body = (f.letter ? letterPage(f) : '') + licensePage(f);
  return page({
    title: "Operator's license",
    size: 'letter',
    margin: '0.4in 0.5in',
    font: f.font,
    body,
    css: `
    body { font-size:9.6pt; }
    .hand { -webkit-text-stroke:0.35px currentColor; }
    .lic { border:5px double; padding:10px 14px 6px; position:relative; }
    .top { display:flex; align-items:center; gap:10px; }
    .hdc { flex:1; text-align:center; } .mn { font-size:15pt; font-weight:bold; letter-spacing:1px; font-family:${FONTS.serif}; }
    .mc { font-size:9pt; font-weight:bold; } .ma { font-size:7.8pt; color:#333; }
    .nob { border:2px solid #333; width:1.8in; min-height:0.62in; padding:2px 6px; }
    .ti { text-align:center; font-size:24pt; font-weight:bold; letter-spacing:3px; font-family:${FONTS.serif}; margin-top:4px; }
    .ts { text-align:center; font-size:8.2pt; font-style:italic; margin-bottom:5px; }
    .cls { display:flex; flex-direction:column; gap:2px; border:1px solid #666; padding:3px 8px; font-size:8.8pt; }
    .od { font-size:7.6pt; color:#333; }
    .pr { font-size:9pt; margin:6px 0; line-height:1.5; }
    .rg { border:2px solid; border-radius:50%; padding:1px 7px; font-weight:bold; white-space:nowrap; } .ro { font-weight:bold; padding:1px 7px; white-space:nowrap; }
    .ini { margin-left:10px; }
    table.g { width:100%; } table.g td { border:1px solid #444; padding:1px 6px 4px; vertical-align:top; height:0.45in; }
    .fl { display:block; font-size:7.2pt; color:#333; }
    .rbs { font-size:8.8pt; line-height:1.75; } .rbs .fl { font-size:7.2pt; }
    .bl2 { display:inline-block; width:2.2in; border-bottom:1px solid #444; } .bl2.s { width:1in; }
    .st { text-decoration:line-through; text-decoration-thickness:1.8px; font-family:${FONTS.courier}; color:#333; font-size:1.05em; }
    .sg { display:flex; align-items:flex-end; margin-top:6px; position:relative; height:0.95in; }
    .sgl { width:3.3in; } .sv { height:0.55in; display:flex; align-items:flex-end; } .sc { border-top:1px solid #333; font-size:8.2pt; padding-top:1px; }
    .sealO { position:absolute; left:2.6in; top:-0.05in; opacity:.55; }
    .pd { position:absolute; right:0.3in; top:0.1in; }
    .cond { font-size:7.2pt; color:#222; margin-top:4px; line-height:1.3; }
    .ff { display:flex; justify-content:space-between; font-size:7pt; color:#555; margin-top:3px; }
    .cut { font-size:8pt; color:#555; white-space:nowrap; overflow:hidden; margin:12px 0 8px; }
    .card { width:5.2in; border:2px solid; border-radius:6px; margin:0 auto; }
    .cb { color:#fff; font-weight:bold; font-size:8pt; padding:3px 8px; letter-spacing:.4px; }
    table.cg { width:100%; } table.cg td { padding:3px 6px; height:0.34in; border-bottom:1px dotted #888; vertical-align:bottom; }
    table.cg td.k { font-size:7.6pt; color:#333; width:0.8in; }
    .cf { font-size:7pt; padding:3px 8px; color:#333; }
    .ty { font-family:${FONTS.courier}; color:#111; font-weight:bold; }
    .lt { font-family:${FONTS.serif}; font-size:11pt; line-height:1.4; }
    .lt .lh { display:flex; align-items:center; gap:12px; border-bottom:2px solid; padding-bottom:6px; margin-bottom:18px; }
    .lt .mc { font-family:${FONTS.sans}; font-weight:normal; font-size:8.6pt; }
    .enc { font-size:9pt; margin-top:20px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o = {}) => {
    const muni = o.muni || rng.pick(MUNIS);
    const issued = o.issued;
    const approved = o.approved || addDays(issued, -rng.int(3, 12));
    const rbsDate = addDays(approved, -rng.int(25, 220));
    const pen = rng.pick(HANDS);
    const clerk = rng.pick(CLERKS);
    const place = rng.pick([
      [muni.name, muni.addr.match(/\d{5}/)[0]],
      [muni.name, muni.addr.match(/\d{5}/)[0]],
      ['Stevens Point', '54481'],
    ]);
    return {
      p,
      muni,
      cls: o.cls || 'REGULAR',
      serve: o.serve || rng.pick(['BOTH', 'BOTH', 'BEER']),
      no: o.no === undefined ? `${muni.prefix}-${o.exp.slice(2, 4) - 2}-${rng.digits(4)}` : o.no,
      oldNo: o.oldNo || null,
      oldExpText: o.oldExpText || null,
      licName: nameAs(p, 'last_first_middle'),
      home: `${street(rng)}, ${place[0]}, WI ${place[1]}`,
      rbsProvider: rng.pick(PROVIDERS),
      rbsDate,
      prevLicensed: !!o.prevLicensed,
      event: o.event || null,
      evFrom: o.evFrom || null,
      approved,
      issued,
      exp: o.exp,
      expStyle: o.expStyle || rng.pick(['long', 'us', 'us_nz']),
      fee: o.fee || rng.pick(['$50.00', '$40.00', '$75.00']),
      receipt: `R${rng.digits(6)}`,
      bg: addDays(approved, -rng.int(5, 20)),
      paid: addDays(approved, -rng.int(14, 40)),
      clerk,
      initials: clerk
        .split(' ')
        .filter((w) => !w.endsWith('.'))
        .map((w) => w[0])
        .join(''),
      typed: !!o.typed,
      letter: !!o.letter,
      letterDate: addDays(issued, 1),
      ds: o.ds || rng.pick(['us', 'us_nz', 'us_short']),
      pen,
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      stampRot: rng.pick([-9, -6, 5, 8]),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu]),
    };
  };
  const full = (f) => ({
    'certificate.id': f.no,
    'certificate.issue_date': f.issued,
    'certificate.expiration_date': f.exp,
    'certificate.kind': 'handler',
  });
  const others = (f) =>
    `approved ${f.approved}, training course ${f.rbsDate}, background check ${f.bg} and the PAID stamp ${f.paid} are not the issue date`;
  const rp = (p) => requestPerson(p, { withDob: true });
  const out = [];

  // 1. New regular license issued mid-cycle; expires June 30, 2027.
  let p = k.person();
  let f = mk(p, { issued: addDays('2026-01-12', rng.int(0, 230)), exp: '2027-06-30' });
  out.push({
    key: 'regular-license-issued-mid-cycle',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'missing certificate id', 'missing issue date'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `regular operator's license ${f.no} issued ${f.issued}, expires ${f.exp} (end of the two-year period); ${others(f)}; a municipal bartender license is the state's server credential, recorded with its training`,
    rendering: 'photo',
  });

  // 2. Renewal written on last cycle's sheet: old no. and old June 30 struck and rewritten.
  p = k.person();
  const issued2 = addDays('2025-06-16', rng.int(0, 12));
  const muni2 = rng.pick(MUNIS);
  f = mk(p, {
    muni: muni2,
    issued: issued2,
    exp: '2027-06-30',
    oldNo: `${muni2.prefix}-23-${rng.digits(4)}`,
    oldExpText: 'June 30, 2025',
    expStyle: 'long',
    prevLicensed: true,
  });
  out.push({
    key: 'renewal-old-number-and-expiry-struck',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `renewal: the old license no. ${f.oldNo} and "June 30, 2025" are struck through with the clerk's initials, the new no. ${f.no} and June 30, 2027 written beside them; issued ${f.issued}; ${others(f)}`,
    rendering: 'fax',
  });

  // 3. The clerk's cover letter first, the license on page 2.
  p = k.person();
  f = mk(p, { issued: addDays('2025-09-08', rng.int(0, 300)), exp: '2027-06-30', letter: true });
  out.push({
    key: 'clerk-letter-then-license',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `page 1 is the clerk's letter of ${f.letterDate} (council meeting ${f.approved}, renewal window in ${f.exp.slice(0, 4)}); page 2 the license ${f.no}, issued ${f.issued}, expires ${f.exp}`,
    rendering: 'scanned_pdf',
    multipage: true,
  });

  // 4. Temporary license for a summer festival that ended in August 2026.
  p = k.person();
  const evFrom = addDays('2026-06-12', rng.int(0, 60));
  const evTo = addDays(evFrom, rng.int(1, 3));
  f = mk(p, {
    cls: 'TEMPORARY',
    event: rng.pick(EVENTS),
    evFrom,
    issued: addDays(evFrom, -rng.int(5, 14)),
    exp: evTo,
    serve: 'BEER',
    fee: '$10.00',
    no: `T-26-${rng.digits(3)}`,
  });
  out.push({
    key: 'temporary-festival-license-ended',
    person: rp(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': f.no,
      'certificate.issue_date': f.issued,
      'certificate.expiration_date': f.exp,
      ...personData('match', 'match'),
    },
    note: `TEMPORARY crossed: valid for ${f.event[0]} ${evFrom} – ${evTo} only, issued ${f.issued}; it ended before 2026-11-21`,
    rendering: 'scan_image',
  });

  // 5. A current regular license; the client accepts Illinois credentials only. Typed by the clerk's office.
  p = k.person();
  f = mk(p, { issued: addDays('2025-07-20', rng.int(0, 400)), exp: '2027-06-30', typed: true, ds: 'us' });
  out.push({
    key: 'wisconsin-license-client-accepts-illinois',
    person: rp(p),
    rules: { accepted_jurisdictions: ['IL'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.no, 'certificate.expiration_date': f.exp, ...personData('match', 'match') },
    note: `a current Wisconsin operator's license (${f.issued} – ${f.exp}, "valid only within" the municipality); the client accepts Illinois only`,
    rendering: 'text_pdf',
  });

  // 6. License no. left blank on the license and the pocket card.
  p = k.person();
  f = mk(p, { issued: addDays('2025-11-03', rng.int(0, 300)), exp: '2027-06-30', no: '' });
  out.push({
    key: 'license-number-left-blank',
    person: rp(p),
    html: render(f),
    issues: ['missing certificate id'],
    forbidden: ['document expired'],
    data: {
      'certificate.id': null,
      'certificate.issue_date': f.issued,
      'certificate.expiration_date': f.exp,
      ...personData('match', 'match'),
    },
    note: `the clerk left the License No. box and the pocket card's number blank; receipt ${f.receipt} is no license number; issued ${f.issued}, expires ${f.exp}`,
    rendering: 'photo',
  });
  return out;
}
