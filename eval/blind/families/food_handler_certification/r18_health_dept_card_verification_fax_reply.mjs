// A local health department's "Request for Verification of Food Handler Card" form as it comes back by fax. The
// requester (a senior-living dining service, a hospital nutrition department, a staffing agency) fills Section A by
// hand: business, contact, phone and fax, the employee's last and first name one letter per box, the date of birth
// in MM / DD / YYYY boxes, the "approximate date of class" as remembered, the card no. "if known", the card type
// crossed (Food Handler / Food Manager) and the reason ticked; the employee signs the release. The department's
// clerk completes Section B in another pen: RECORD FOUND / NO RECORD FOUND / MORE INFO NEEDED ringed, HANDLER /
// MANAGER ringed, ACTIVE / EXPIRED / REVOKED ringed, the record's name as "LAST, First M", card no., date issued and
// expiration date, class site and language, the clerk's initials and date verified, a VERIFIED stamp partly over
// the section. Two fax transmission lines run across the top (the request going out, the reply coming back); the
// footer states the department's validity rule (three years from issue) and where the card is valid. In one form
// the department's fax cover sheet comes first and the form is page 2, with a card history table (the old card
// expired, its renewal active) whose current row decides while the requester's "card no. if known" is the old one.
// One form was completed on screen (typed values). Variants: record found with a printed expiration, cover sheet
// then card history, expiration left blank (three years from issue), an expired card, a card from a district the
// client does not accept, the date issued left blank.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r18_health_dept_card_verification_fax_reply',
  split: 'tuning',
  renderings: { text_pdf: 30, scanned_pdf: 20, photo: 30, fax: 10, scan_image: 10 },
  description:
    'Local health department "Request for Verification of Food Handler Card" returned by fax: two fax lines at the top, Section A by the requester (dining service, hospital nutrition department or staffing agency) by hand — Last / First one letter per box, DOB in MM DD YYYY boxes, "approximate date of class", card no. "if known", Food Handler / Food Manager crossed, reason ticked, employee release signature and date; Section B FOR DEPARTMENT USE by the clerk in another pen — RECORD FOUND / NO RECORD / MORE INFO ringed, HANDLER / MANAGER ringed, ACTIVE / EXPIRED / REVOKED ringed, record name "LAST, First M", card no., date issued, expiration date, class site and language, clerk initials, date verified, VERIFIED stamp over the section; footer with the three-year rule and where the card is valid; a department fax cover sheet first with a card history table (old card expired, renewal active) on page 2; one form typed on screen; variants printed expiration, card history, expiration blank, expired card, a district the client does not accept, date issued blank',
};

const DEPTS = {
  OR: {
    name: 'Juniper Basin County Public Health',
    div: 'Environmental Health · Food Handler Program',
    addr: '1150 Larkspur Ave, Suite 2 · Prineville Flats, OR 97754',
    area: '541',
    color: '#1f5a85',
    initials: 'JB',
    scope: 'anywhere in the State of Oregon',
    form: 'JBCPH-EH-31 (rev. 04/2023)',
    stampName: 'JUNIPER BASIN CO. ENV. HEALTH',
  },
  AZ: {
    name: 'Saguaro Flats County Environmental Services',
    div: 'Consumer Health & Food Safety · Food Handler Cards',
    addr: '2207 W. Harmon Blvd · Saguaro Flats, AZ 85201',
    area: '480',
    color: '#8a3d16',
    initials: 'SF',
    scope: 'within Saguaro Flats County, Arizona',
    form: 'SFCES FH-12 Rev. 2024',
    stampName: 'SAGUARO FLATS CO. ENV. SERVICES',
  },
  CA: {
    name: 'Tamarack County Department of Environmental Health',
    div: 'Food Program · Food Handler Card Unit',
    addr: '45 Whitcomb St, Room 110 · Tamarack, CA 93721',
    area: '559',
    color: '#2f5d3a',
    initials: 'TC',
    scope: 'within Tamarack County, California',
    form: 'TCDEH-FHC-3 (03/2022)',
    stampName: 'TAMARACK COUNTY DEH',
  },
  UT: {
    name: 'Bonneville Bench Health Department',
    div: 'Environmental Health Services · Food Handler Permits',
    addr: '88 Pioneer Way · Provo Bench, UT 84601',
    area: '801',
    color: '#5b2a6e',
    initials: 'BB',
    scope: 'in the State of Utah',
    form: 'BBHD-EHS-FH (rev 9/23)',
    stampName: 'BONNEVILLE BENCH HEALTH DEPT',
  },
};

const REQUESTERS = [
  ['Meadowlark Senior Living — Dining Services', 'Dana Whitcomb, Dining Director'],
  ['Crestline Health Staffing', 'Jordan Pike, Credentialing'],
  ['St. Brigid Regional Medical Center — Nutrition Svcs', 'Luz Carmona, Food Service Mgr'],
  ['Harvest Table Contract Dining', 'Omar Siddiqui, HR Coordinator'],
];
const CLERKS = [
  ['Kim Alvarado', 'KA', '14'],
  ['Terrence Boyd', 'TB', '07'],
  ['Mariam Okonkwo', 'MO', '22'],
  ['Delia Sprague', 'DS', '03'],
];
const SITES = [
  'Main office class',
  'Online course + proctored exam',
  'Community college annex',
  'Mobile class — county fairgrounds',
];

/** One letter per box; spaces leave an empty box. */
function comb(text, n, V) {
  const chars = [...String(text || '').toUpperCase()];
  let cells = '';
  for (let i = 0; i < Math.max(n, chars.length); i++)
    cells += `<span class="cb">${chars[i] && chars[i] !== ' ' ? V(chars[i], { size: '1.15em' }) : ''}</span>`;
  return `<span class="comb">${cells}</span>`;
}

function ring(list, chosen, ink) {
  return list
    .map((o) =>
      o === chosen
        ? `<span class="rg" style="border-color:${ink}">${esc(o)}</span>`
        : `<span class="ro">${esc(o)}</span>`,
    )
    .join(' ');
}

function faxLine(t) {
  return `<div class="fx">${esc(t)}</div>`;
}

function coverPage(f) {
  const D = f.dept;
  const C = (t, o = {}) => hand(t, { font: f.cHand, ink: f.cInk, size: '1.25em', ...o });
  return `<div class="pb">
  ${faxLine(f.fax2.replace('P.02', 'P.01'))}
  <div class="hd" style="border-color:${D.color}">${logo({ initials: D.initials, color: D.color, shape: 'shield', size: 44 })}
   <div><div class="dn" style="color:${D.color}">${esc(D.name)}</div><div class="dv">${esc(D.div)}</div><div class="da">${esc(D.addr)} · Tel (${D.area}) 555-0170 · Fax (${D.area}) 555-0190</div></div></div>
  <div class="cvt">FAX TRANSMITTAL</div>
  <table class="cv">
   <tr><td class="k">To</td><td>${C(f.req[0])}</td><td class="k">Date</td><td>${C(fmt(f.verDate, f.cds))}</td></tr>
   <tr><td class="k">Attn</td><td>${C(f.req[1].split(',')[0])}</td><td class="k">Fax no.</td><td>${C(f.reqFax)}</td></tr>
   <tr><td class="k">From</td><td>${C(f.clerk[0])}, Food Handler Program</td><td class="k">Pages (incl. cover)</td><td>${C('2')}</td></tr>
   <tr><td class="k">Re</td><td colspan="3">${C('Food handler card verification — your request of ' + fmt(f.reqDate, 'us_short'))}</td></tr>
  </table>
  <div class="cvo">${box(false, { style: 'check', ink: f.cInk })}Urgent &nbsp;&nbsp; ${box(true, { style: 'check', ink: f.cInk })}For your records &nbsp;&nbsp; ${box(false, { style: 'check', ink: f.cInk })}Please reply &nbsp;&nbsp; ${box(false, { style: 'check', ink: f.cInk })}Please call</div>
  <div class="cvc"><div class="k">Comments:</div>${C(f.coverNote, { size: '1.35em' })}</div>
  <div class="conf">CONFIDENTIAL: This facsimile contains information from the food handler records of ${esc(D.name)} released with the card holder's written authorization. If you received it in error, notify the sender at (${D.area}) 555-0170 and destroy all copies.</div>
  </div>`;
}

function formPage(f) {
  const D = f.dept;
  const V = f.typed
    ? (t, o = {}) => (t ? `<span class="ty" style="font-size:${o.size || '1em'}">${esc(t)}</span>` : '')
    : (t, o = {}) => hand(t, { font: f.rHand, ink: f.rInk, size: '1.2em', ...o });
  const C = f.typed
    ? (t, o = {}) => (t ? `<span class="ty" style="font-size:${o.size || '1em'}">${esc(t)}</span>` : '')
    : (t, o = {}) => hand(t, { font: f.cHand, ink: f.cInk, size: '1.25em', ...o });
  const dobP = f.p.dob.split('-');
  const dobBoxes = `${comb(dobP[1], 2, V)}<span class="sl">/</span>${comb(dobP[2], 2, V)}<span class="sl">/</span>${comb(dobP[0], 4, V)}`;
  const kindBoxes = ['Food Handler card', 'Food Manager (CFPM) registration']
    .map((o, i) => `${box(i === 0, { style: f.typed ? 'glyph' : 'x', ink: f.rInk, font: f.rHand })}${esc(o)}`)
    .join(' &nbsp;&nbsp; ');
  const reasons = ['New hire', 'Lost / damaged card', 'Re-verification', 'Other']
    .map((o) => `${box(o === f.reason, { style: f.typed ? 'glyph' : 'check', ink: f.rInk })}${esc(o)}`)
    .join(' &nbsp; ');
  const cIssue = f.rec.issue ? fmt(f.rec.issue, f.cds) : '';
  const cExp = f.rec.exp && !f.expBlank ? fmt(f.rec.exp, f.cds) : '';
  const hist = f.history
    ? `<table class="hi"><tr><th>Card no.</th><th>Issued</th><th>Expires</th><th>Status</th></tr>
      ${f.history.map((h) => `<tr><td>${C(h.id, { size: '1.1em' })}</td><td>${C(fmt(h.issue, f.cds), { size: '1.1em' })}</td><td>${C(fmt(h.exp, f.cds), { size: '1.1em' })}</td><td>${C(h.status, { size: '1.1em' })}</td></tr>`).join('')}</table>`
    : '';
  const sigEmp = f.typed
    ? `<span class="ty">/s/ ${esc(nameAs(f.p, 'first_last'))}</span>`
    : sig(nameAs(f.p, 'first_last'), { font: f.eSig, ink: f.rInk, size: '1.7em' });
  return `<div>
  ${f.typed ? '' : faxLine(f.fax1) + faxLine(f.fax2)}
  <div class="hd" style="border-color:${D.color}">${logo({ initials: D.initials, color: D.color, shape: 'shield', size: 44 })}
   <div><div class="dn" style="color:${D.color}">${esc(D.name)}</div><div class="dv">${esc(D.div)}</div><div class="da">${esc(D.addr)} · Tel (${D.area}) 555-0170 · Fax (${D.area}) 555-0190</div></div></div>
  <div class="ti">REQUEST FOR VERIFICATION OF FOOD HANDLER CARD</div>
  <div class="ins">Section A is completed by the employer or agency and signed by the card holder. Fax to (${D.area}) 555-0190 and allow three business days. The department verifies cards it issued only; cards from online providers are verified with the provider.</div>
  <div class="sh">SECTION A — REQUESTER AND EMPLOYEE</div>
  <table class="g">
   <tr><td style="width:46%"><span class="l">Business / agency name</span>${V(f.req[0], { size: '1.1em' })}</td><td><span class="l">Contact person</span>${V(f.req[1], { size: '1.1em' })}</td></tr>
   <tr><td><span class="l">Phone</span>${V(f.reqPhone)}</td><td><span class="l">Fax (reply to)</span>${V(f.reqFax)}</td></tr>
  </table>
  <table class="g">
   <tr><td><span class="l">Employee last name</span>${comb(f.lastBox, 16, V)}</td></tr>
   <tr><td><span class="l">First name</span>${comb(f.p.first, 12, V)} <span class="l il">MI</span>${comb(f.p.middle ? f.p.middle[0] : '', 1, V)}</td></tr>
  </table>
  <table class="g">
   <tr><td style="width:40%"><span class="l">Date of birth (MM / DD / YYYY)</span>${dobBoxes}</td>
    <td><span class="l">Approximate date of class</span>${V(f.approx)}</td>
    <td><span class="l">Card no. (if known)</span>${V(f.knownNo)}</td></tr>
   <tr><td colspan="3"><span class="l">Verify</span>${kindBoxes}</td></tr>
   <tr><td colspan="3"><span class="l">Reason for request</span>${reasons}</td></tr>
  </table>
  <div class="rel">I authorize ${esc(D.name)} to release my food handler training record to the requester named above.
   <div class="sr"><span>Employee signature</span><span class="sv">${sigEmp}</span><span>Date</span><span class="sv">${V(fmt(f.empSig, 'us_short'))}</span>
   <span>Requested by</span><span class="sv">${V(f.req[1].split(',')[0], { size: '1em' })}</span><span>Date</span><span class="sv">${V(fmt(f.reqDate, 'us_short'))}</span></div></div>
  <div class="dep">
   <div class="sh2">SECTION B — FOR DEPARTMENT USE ONLY</div>
   <table class="b">
    <tr><td colspan="2"><span class="bl">Record search:</span> ${ring(['RECORD FOUND', 'NO RECORD FOUND', 'MORE INFO NEEDED'], 'RECORD FOUND', f.cInk)}</td></tr>
    <tr><td><span class="bl">Card type:</span> ${ring(['HANDLER', 'MANAGER'], 'HANDLER', f.cInk)}</td><td><span class="bl">Status:</span> ${ring(['ACTIVE', 'EXPIRED', 'REVOKED'], f.rec.status, f.cInk)}</td></tr>
    <tr><td colspan="2"><span class="bl">Record under name:</span> ${C(f.recName)}</td></tr>
    <tr><td style="width:50%"><span class="bl">Card no.</span> ${C(f.rec.id)}</td><td><span class="bl">Date issued</span> ${C(cIssue)}</td></tr>
    <tr><td><span class="bl">Expiration date</span> ${C(cExp)}</td><td><span class="bl">Class / exam site</span> ${C(f.site, { size: '1em' })}</td></tr>
    <tr><td><span class="bl">Language:</span> ${ring(['EN', 'ES', 'Other'], f.lang, f.cInk)}</td><td><span class="bl">Score</span> ${C(f.score)}</td></tr>
   </table>
   ${hist}
   <div class="bn"><span class="bl">Notes:</span> ${C(f.clerkNote, { size: '1.1em' })}</div>
   <div class="sr"><span>Verified by (initials / clerk no.)</span><span class="sv">${C(`${f.clerk[1]} / ${f.clerk[2]}`)}</span><span>Date verified</span><span class="sv">${C(fmt(f.verDate, f.cds))}</span>
    <span>Method</span><span class="sv">${box(true, { style: f.typed ? 'glyph' : 'check', ink: f.cInk })}database ${box(false, { style: 'check' })}paper file</span></div>
   <div class="stp">${stamp([`VERIFIED`, D.stampName, fmt(f.verDate, 'mil4')], { color: D.color, rot: f.stampRot })}</div>
  </div>
  <div class="ft"><div>Food handler cards issued by ${esc(D.name)} are valid for three (3) years from the date of issue and are honored ${esc(D.scope)}. A verification is not a card.</div>
   <div class="fr"><span>${esc(D.form)}</span><span>Page ${f.cover ? '2 of 2' : '1 of 1'}</span></div></div>
  </div>`;
}

function render(f) {
  const body = (f.cover ? coverPage(f) : '') + formPage(f);
  return page({
    title: 'Food handler card verification',
    size: 'letter',
    margin: '0.4in 0.5in',
    font: f.font,
    body,
    css: `
    body { font-size:9.4pt; }
    .hand { -webkit-text-stroke:0.35px currentColor; }
    .fx { font-family:${FONTS.mono}; font-size:7.6pt; white-space:nowrap; overflow:hidden; border-bottom:1px solid #444; padding:1px 0; }
    .hd { display:flex; gap:10px; align-items:center; border-bottom:3px solid; padding:6px 0 5px; margin-top:4px; }
    .dn { font-size:14pt; font-weight:bold; } .dv { font-size:9.5pt; font-weight:bold; color:#333; } .da { font-size:7.8pt; color:#333; }
    .ti { text-align:center; font-size:13pt; font-weight:bold; letter-spacing:.6px; margin:7px 0 3px; }
    .ins { font-size:8pt; color:#222; border:1px solid #999; padding:3px 6px; margin-bottom:5px; }
    .sh { background:#222; color:#fff; font-weight:bold; font-size:8.6pt; padding:2px 6px; margin-top:4px; }
    .sh2 { font-weight:bold; font-size:9pt; letter-spacing:.5px; border-bottom:1.5px solid #333; padding-bottom:2px; margin-bottom:3px; }
    table.g { width:100%; } table.g td { border:1px solid #333; padding:1px 6px 4px; vertical-align:top; height:0.44in; }
    .l { display:block; font-size:7pt; color:#333; } .il { display:inline; margin:0 4px 0 12px; }
    .comb { display:inline-flex; vertical-align:bottom; } .cb { display:inline-block; width:0.24in; height:0.27in; border:1px solid #555; border-left:none; text-align:center; line-height:0.27in; }
    .comb .cb:first-child { border-left:1px solid #555; } .cb .hand, .cb .ty { line-height:0.27in; }
    .sl { margin:0 3px; font-size:12pt; }
    .rel { border:1px solid #333; border-top:none; padding:3px 6px 4px; font-size:8.4pt; }
    .sr { display:flex; align-items:flex-end; gap:6px; margin-top:5px; font-size:8pt; flex-wrap:nowrap; }
    .sr .sv { flex:1; border-bottom:1px solid #333; min-height:0.3in; }
    .dep { position:relative; margin-top:8px; border:2px solid #333; background:#efefef; padding:4px 8px 6px; }
    table.b { width:100%; } table.b td { padding:3px 4px; border-bottom:1px dotted #777; height:0.33in; vertical-align:bottom; }
    .bl { font-size:8pt; font-weight:bold; color:#222; margin-right:4px; }
    .rg { border:2px solid; border-radius:50%; padding:1px 6px; font-weight:bold; } .ro { padding:1px 6px; font-weight:bold; color:#333; }
    table.hi { width:86%; margin:4px 0 2px; font-size:8.2pt; } table.hi th { border:1px solid #555; background:#ddd; padding:1px 5px; text-align:left; }
    table.hi td { border:1px solid #555; padding:1px 5px; height:0.3in; background:#f7f7f7; }
    .bn { margin-top:4px; min-height:0.3in; }
    .stp { position:absolute; right:0.25in; top:0.02in; }
    .ty { font-family:${FONTS.mono}; color:#0a1f5c; font-weight:bold; }
    .ft { margin-top:7px; font-size:7.6pt; color:#222; border-top:1px solid #777; padding-top:3px; }
    .fr { display:flex; justify-content:space-between; margin-top:2px; color:#555; }
    .cvt { font-size:22pt; font-weight:bold; letter-spacing:4px; margin:16px 0 8px; }
    table.cv { width:100%; font-size:10pt; } table.cv td { border-bottom:1px solid #888; padding:6px 6px; height:0.45in; vertical-align:bottom; }
    table.cv td.k { font-weight:bold; width:1.1in; }
    .cvo { margin:14px 0; font-size:10pt; }
    .cvc { border:1px solid #666; min-height:1.8in; padding:6px 8px; } .cvc .k { font-weight:bold; margin-bottom:4px; }
    .conf { margin-top:18px; font-size:8pt; color:#333; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, st, o = {}) => {
    const dept = DEPTS[st];
    const req = rng.pick(REQUESTERS);
    const reqDate = o.reqDate || addDays('2026-11-02', rng.int(0, 12));
    const verDate = addDays(reqDate, rng.int(1, 4));
    const reqArea = rng.pick(['509', '602', '559', '801', '541']);
    const reqFaxNo = `555-01${rng.digits(2)}`;
    const issue = o.issue;
    const exp = o.exp || (issue ? addYears(issue, 3) : null);
    const clerk = rng.pick(CLERKS);
    const rHand = rng.pick(HANDS);
    const t = (dte) =>
      `${fmt(dte, 'us')} ${String(rng.int(8, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return {
      p,
      dept,
      req,
      reqDate,
      verDate,
      reqPhone: `(${reqArea}) 555-01${rng.digits(2)}`,
      reqFax: `(${reqArea}) ${reqFaxNo}`,
      empSig: addDays(reqDate, -rng.int(0, 3)),
      fax1: `${t(reqDate)}  FROM: ${req[0].split(' —')[0].toUpperCase()}  TO: ${dept.area}5550190  P.01/01`,
      fax2: `${t(verDate)}  FROM: ${dept.stampName}  (${dept.area}) 555-0190  TO: ${reqArea}${reqFaxNo.replace('-', '')}  P.02`,
      lastBox: o.lastBox || p.last,
      approx: o.approx,
      knownNo: o.knownNo || '',
      reason: o.reason || rng.pick(['New hire', 'Re-verification']),
      rec: { status: o.status || 'ACTIVE', id: o.id, issue, exp },
      expBlank: !!o.expBlank,
      recName: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi'])),
      site: rng.pick(SITES),
      lang: o.lang || rng.pick(['EN', 'EN', 'ES']),
      score: `${rng.int(76, 98)}%`,
      clerk,
      clerkNote: o.clerkNote || '',
      history: o.history || null,
      cover: !!o.cover,
      coverNote: o.coverNote || '',
      typed: !!o.typed,
      cds: o.cds || rng.pick(['us_nz', 'us_short', 'us']),
      rHand,
      rInk: rng.pick(INKS),
      cHand: rng.pick(['DkgHandwriting', "'Comic Neue'", 'Breip'].filter((h) => h !== rHand)),
      cInk: rng.pick(['#0b5d2a', '#111111', '#7a1111']),
      eSig: rng.pick(SIGS),
      stampRot: rng.pick([-8, -5, 4, 7]),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato]),
    };
  };
  const cardNo = (st) =>
    st === 'OR'
      ? `JB-${rng.digits(6)}`
      : st === 'AZ'
        ? `FH${rng.digits(7)}`
        : st === 'CA'
          ? `TC-${rng.digits(2)}-${rng.digits(5)}`
          : `BB${rng.digits(6)}`;
  const full = (f) => ({
    'certificate.id': f.rec.id,
    'certificate.issue_date': f.rec.issue,
    'certificate.expiration_date': f.rec.exp,
    'certificate.kind': 'handler',
  });
  const rp = (p) => requestPerson(p, { withDob: true });
  const others = (f) =>
    `request ${f.reqDate}, employee signed ${f.empSig}, verified ${f.verDate} and the fax lines are not card dates; the requester's "approximate date of class" (${f.approx}) is a guess`;
  const out = [];

  // 1. Record found, expiration printed by the clerk.
  let p = k.person();
  let issue = addDays('2024-05-06', rng.int(0, 640));
  let f = mk(p, 'OR', {
    issue,
    id: cardNo('OR'),
    approx: `${fmt(addDays(issue, -rng.int(35, 70)), 'mon_yyyy')}?`,
  });
  out.push({
    key: 'record-found-expiration-written',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `clerk wrote card ${f.rec.id}, issued ${f.rec.issue}, expires ${f.rec.exp}; ${others(f)}`,
    rendering: 'fax',
  });

  // 2. Department fax cover sheet first; card history on page 2, the renewal decides.
  p = k.person();
  const oldIssue = addDays('2021-02-08', rng.int(0, 300));
  const oldExp = addYears(oldIssue, 3);
  issue = addDays(oldExp, rng.int(-20, 25));
  const oldNo = cardNo('AZ');
  const newNo = cardNo('AZ');
  f = mk(p, 'AZ', {
    issue,
    id: newNo,
    approx: `${oldIssue.slice(0, 4)}`,
    knownNo: oldNo,
    reason: 'Lost / damaged card',
    history: [
      { id: oldNo, issue: oldIssue, exp: oldExp, status: 'EXPIRED' },
      { id: newNo, issue, exp: addYears(issue, 3), status: 'ACTIVE' },
    ],
    clerkNote: 'Card renewed — old no. not valid. Use current no.',
    cover: true,
    coverNote: `Verification attached (p.2). Employee renewed in ${issue.slice(0, 4)}; the card no. you sent is the old one.`,
  });
  out.push({
    key: 'cover-sheet-then-card-history-renewal',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `page 1 is the department's fax cover; page 2's history lists the old card ${oldNo} (${oldIssue} – ${oldExp}, EXPIRED) and the renewal ${newNo} (${issue} – ${f.rec.exp}, ACTIVE), which decides; the requester's "card no. if known" is the old number; ${others(f)}`,
    rendering: 'scanned_pdf',
    multipage: true,
  });

  // 3. Expiration left blank: three years from the date issued, as the footer states.
  p = k.person();
  issue = addDays('2024-08-12', rng.int(0, 560));
  f = mk(p, 'CA', {
    issue,
    id: cardNo('CA'),
    expBlank: true,
    approx: `around ${issue.slice(0, 4)}`,
    clerkNote: 'Card valid 3 yrs from issue',
  });
  out.push({
    key: 'expiration-left-blank-three-years',
    person: rp(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'missing issue date'],
    data: { ...full(f), ...personData('match', 'match') },
    note: `the expiration line is blank; the footer and the clerk's note give three years from the date issued ${issue} → ${f.rec.exp}; ${others(f)}`,
    rendering: 'photo',
  });

  // 4. The card expired before valid_on; status EXPIRED ringed.
  p = k.person();
  issue = addDays('2022-09-05', rng.int(0, 330));
  f = mk(p, 'OR', {
    issue,
    id: cardNo('OR'),
    status: 'EXPIRED',
    approx: issue.slice(0, 4),
    clerkNote: 'Expired — must retake class & exam',
    typed: true,
    cds: 'us',
  });
  out.push({
    key: 'card-expired-status-ringed',
    person: rp(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.id': f.rec.id,
      'certificate.issue_date': f.rec.issue,
      'certificate.expiration_date': f.rec.exp,
      ...personData('match', 'match'),
    },
    note: `card ${f.rec.id} issued ${issue}, expired ${f.rec.exp} (EXPIRED ringed), before 2026-11-21; the verification itself is recent (${f.verDate})`,
    rendering: 'text_pdf',
  });

  // 5. A current Utah card, client accepts Arizona cards only; typed on screen by both parties.
  p = k.person();
  issue = addDays('2024-10-01', rng.int(0, 500));
  f = mk(p, 'UT', { issue, id: cardNo('UT'), approx: fmt(issue, 'mm_yyyy'), typed: true, cds: 'us' });
  out.push({
    key: 'utah-permit-client-accepts-arizona',
    person: rp(p),
    rules: { accepted_jurisdictions: ['AZ'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {
      'certificate.id': f.rec.id,
      'certificate.expiration_date': f.rec.exp,
      ...personData('match', 'match'),
    },
    note: `a current Bonneville Bench Health Department (Utah) food handler permit (${issue} – ${f.rec.exp}, "honored in the State of Utah"); the client accepts Arizona only`,
    rendering: 'text_pdf',
  });

  // 6. Date issued left blank by the clerk; card no. and expiration written.
  p = k.person();
  issue = addDays('2024-03-04', rng.int(0, 600));
  f = mk(p, 'CA', { issue, id: cardNo('CA'), approx: `${issue.slice(0, 4)} (not sure)`, cds: 'us_nz' });
  f.rec.issue = null;
  out.push({
    key: 'date-issued-left-blank',
    person: rp(p),
    html: render(f),
    issues: ['missing issue date'],
    forbidden: ['document expired'],
    data: {
      'certificate.id': f.rec.id,
      'certificate.issue_date': null,
      'certificate.expiration_date': f.rec.exp,
      ...personData('match', 'match'),
    },
    note: `the clerk wrote card ${f.rec.id} and expiration ${f.rec.exp} but left "Date issued" blank; the requester's "${f.approx}" is no issue date, and working it back from the three-year rule is a guess → missing issue date (flagged), not expired`,
    rendering: 'photo',
  });
  return out;
}
