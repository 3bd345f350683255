// A partner staffing platform's "Clinician Credential Status Attestation", sent to a client facility for
// e-signature and downloaded as the completed two-page PDF (sometimes printed, countersigned by the facility's staffing
// coordinator and scanned). Page 1: the e-signature service's envelope ID in the top margin; the platform's letterhead
// (brand, legal entity, address); reference grid (attestation no., date of attestation, requested by, facility,
// staffing agreement and its date, order no.); the clinician block (name as registered, discipline, the platform's
// profile ID, state license with its own number and expiry, NPI); a table of the requirements the platform verified
// (BLS card, TB test, background check, OIG / SAM exclusion screen, license lookup, photo ID match) each with its
// source, verified-on and expires / next-due dates; a sentence sending the reader to Schedule A for the badge; the
// attestation statement and the compliance officer's e-signature box with its signature hash. Page 2: Schedule A —
// the Partner Health Badge in caption-above-value cells (badge number, holder, role, status, issued, valid through,
// issued by), a status key, the facility's acknowledgement line; then the e-signature service's certificate of
// completion (envelope summary, originator, signer events with IP addresses and sent / viewed / signed times, envelope
// summary events). The badge decides; the attestation, agreement, signing and audit-trail times, the requirements'
// dates and the profile ID, license number, NPI, attestation and order numbers are not the badge's. Variants: active;
// active with the holder under a nickname in Schedule A and dates in words; active for a client that accepts this
// platform; on hold for an expired TB test; active with the badge number still pending; active from a platform the
// client does not accept.
import { addDays, addMonths, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r27_esigned_credential_attestation_schedule_a_audit_trail',
  split: 'blind',
  multipage: true,
  description:
    'Two-page e-signed partner-platform "Clinician Credential Status Attestation" to a client facility: envelope ID in the top margin; p1 letterhead (brand, legal entity), reference grid (attestation no., date, requested by, facility, staffing agreement and its date, order no.), clinician block (name as registered, discipline, platform profile ID, state license no. and expiry, NPI), verified-requirements table (BLS, TB, background, OIG / SAM, license, photo ID with source, verified-on and expires / next-due dates), pointer to Schedule A, attestation statement and the compliance officer\u2019s e-signature box with hash; p2 Schedule A badge cells (badge no., holder, role, status, issued, valid through, issued by), status key, facility acknowledgement (countersigned by hand on scans), then the e-signature certificate of completion (envelope summary, originator, signer events with IPs and sent / viewed / signed times, summary events); variants active, nickname in Schedule A with dates in words, active for a client accepting the platform, On hold for an expired TB test, badge number pending, a platform the client does not accept',
};

const PLATFORMS = [
  {
    brand: 'Shiftwell',
    legal: 'Shiftwell Clinical Network, Inc.',
    addr: '700 Lavaca St, Suite 1400 \u00b7 Austin, TX 78701',
    color: '#0d5c63',
    shape: 'circle',
    ini: 'SW',
    badge: 'Shiftwell Health Badge',
    id: (r) => `SHW-${r.digits(3)}-${r.digits(4)}`,
    profile: (r) => `U${r.digits(7)}`,
    officer: ['Marguerite Osei-Bonsu', 'Director, Clinical Compliance'],
  },
  {
    brand: 'CareBridge On-Demand',
    legal: 'CareBridge Workforce Technologies LLC',
    addr: '1899 Wynkoop St \u00b7 Denver, CO 80202',
    color: '#3b3f8f',
    shape: 'square',
    ini: 'CB',
    badge: 'CareBridge Partner Health Badge',
    id: (r) => `CB${r.letters(2)}${r.digits(6)}`,
    profile: (r) => `PRO-${r.digits(6)}`,
    officer: ['Tobias Wrenfield', 'VP, Credentialing & Quality'],
  },
  {
    brand: 'Relay Clinical',
    legal: 'Relay Clinical Staffing Platform, Inc.',
    addr: '501 Commerce St, Floor 9 \u00b7 Nashville, TN 37203',
    color: '#8a3b12',
    shape: 'shield',
    ini: 'RC',
    badge: 'Relay Credential Badge',
    id: (r) => `RLY-${r.digits(8)}`,
    profile: (r) => `${r.digits(4)}-${r.digits(4)}`,
    officer: ['Annelise Grunwald, RN', 'Compliance Officer'],
  },
];
const FACILITIES = [
  {
    name: 'Lakeview Regional Medical Center',
    city: 'Madison, WI',
    tz: '(UTC-06:00) Central Time (US & Canada)',
    coord: 'Bethany Kroll',
  },
  {
    name: 'St. Columba Hospital',
    city: 'Savannah, GA',
    tz: '(UTC-05:00) Eastern Time (US & Canada)',
    coord: 'Cedric Amankwah',
  },
  {
    name: 'Redstone Valley Rehabilitation Hospital',
    city: 'Provo, UT',
    tz: '(UTC-07:00) Mountain Time (US & Canada)',
    coord: 'Noelle Hafen',
  },
];
const ROLES = {
  RN: ['Registered Nurse (RN)', 'RN'],
  LPN: ['Licensed Practical Nurse (LPN)', 'LPN'],
  CNA: ['Certified Nursing Assistant (CNA)', 'CNA'],
  RT: ['Respiratory Therapist (RRT)', 'RT'],
};
const STATUS_KEY =
  'Active \u2014 the clinician may be scheduled. On hold \u2014 a badge item is missing or lapsed; do not schedule until it is resolved. Deactivated \u2014 the badge is closed. Valid through \u2014 the badge\u2019s last day unless renewed; it does not change when a single item is renewed.';

const hex = (rng, n) => Array.from({ length: n }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('');
const clock = (rng, lo = 7, hi = 18) => {
  const h = rng.int(lo, hi);
  return `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
};

function render(f) {
  const P = f.plat;
  const env = `<div class="env">SignLedger Envelope ID: ${esc(f.envId)}</div>`;
  const cell = (cap, val, cls = '') =>
    `<td class="${cls}"><div class="cap">${esc(cap)}</div><div class="val">${val}</div></td>`;
  const items = f.items
    .map(
      (it) =>
        `<tr${it.bad ? ' class="bad"' : ''}><td>${esc(it.req)}</td><td>${esc(it.src)}</td><td>${esc(it.verified)}</td><td>${esc(it.exp)}</td><td><b>${esc(it.result)}</b></td></tr>`,
    )
    .join('');
  const p1 = `
  ${env}
  <div class="lh">${logo({ initials: P.ini, color: P.color, shape: P.shape, size: 44 })}
    <div><div class="br" style="color:${P.color}">${esc(P.brand)}</div><div class="le">${esc(P.legal)} \u00b7 Credentialing &amp; Compliance</div><div class="le">${esc(P.addr)}</div></div></div>
  <div class="ttl">Clinician Credential Status Attestation</div>
  <table class="ref"><tr>${cell('Attestation no.', esc(f.attNo))}${cell('Date of attestation', esc(fmt(f.attDate, f.ds)))}${cell('Requested by', esc(`${f.fac.coord}, Staffing Office`))}</tr>
  <tr>${cell('Client facility', esc(`${f.fac.name}, ${f.fac.city}`))}${cell('Agreement', esc(`Clinical Staffing Services Agreement dated ${fmt(f.agreement, f.ds)}`))}${cell('Order / assignment no.', esc(f.orderNo))}</tr></table>
  <h2>1. Clinician</h2>
  <table class="kv">
    <tr><td class="k">Name (as registered)</td><td><b>${esc(f.regName)}</b></td><td class="k">Platform profile ID</td><td>${esc(f.profileId)}</td></tr>
    <tr><td class="k">Discipline</td><td>${esc(f.role[0])}</td><td class="k">NPI</td><td>${esc(f.npi)}</td></tr>
    <tr><td class="k">License</td><td colspan="3">${esc(f.license)}</td></tr>
  </table>
  <h2>2. Requirements verified by ${esc(P.brand)}</h2>
  <table class="it"><tr><th>Requirement</th><th>Evidence / primary source</th><th>Verified on</th><th>Expires / next due</th><th>Result</th></tr>${items}</table>
  <h2>3. Partner Health Badge</h2>
  <p>The clinician\u2019s ${esc(P.badge)} \u2014 its number, status and validity \u2014 is set out in <b>Schedule A</b> on page 2, which forms part of this attestation.</p>
  <h2>4. Attestation</h2>
  <p>${esc(P.legal)} attests to ${esc(f.fac.name)} that, as of the date of this attestation, it has verified the requirements listed in section 2 against the primary sources shown, and that the badge status in Schedule A is the status recorded by the platform. ${esc(f.statusSentence)} This attestation is given under section 7.3 of the Agreement and does not replace the facility\u2019s own orientation and competency review.</p>
  <div class="sgb"><div class="sbox"><div class="sby">Signed by:</div>${sig(P.officer[0].split(',')[0], { font: f.sigFont, ink: '#111', size: '1.8em', rot: 0 })}<div class="hash">${esc(f.sigHash)}</div></div>
  <div class="sm"><b>${esc(P.officer[0])}</b><br>${esc(P.officer[1])}<br>Date signed: ${esc(fmt(f.attDate, f.ds))}</div></div>
  <div class="pg">Page 1 of 2 \u00b7 ${esc(f.attNo)}</div>`;
  const ack = f.ackHand
    ? `<td class="al">${sig(f.fac.coord, { font: f.ackFont, ink: f.ackInk, size: '1.7em', rot: -3 })}</td><td class="al">${hand(f.fac.coord, { font: f.pen, ink: f.ackInk })}</td><td class="al">${hand(fmt(f.ackDate, 'us_short'), { font: f.pen, ink: f.ackInk })}</td>`
    : '<td class="al"></td><td class="al"></td><td class="al"></td>';
  const signers = f.signers
    .map(
      (s) =>
        `<tr><td><b>${esc(s.name)}</b><br>${esc(s.email)}<br>${esc(s.title)}<br>Security level: Email, account authentication (none)</td><td>${s.sigImg}<br>Signature adoption: ${esc(s.adopt)}<br>Using IP address: ${esc(s.ip)}</td><td>Sent: ${esc(s.sent)}<br>Viewed: ${esc(s.viewed)}<br>Signed: ${esc(s.signed)}</td></tr>`,
    )
    .join('');
  const p2 = `
  ${env}
  <div class="sa">
    <div class="sat" style="background:${P.color}">SCHEDULE A \u2014 PARTNER HEALTH BADGE</div>
    <table class="sg"><tr>${cell('Badge number', `<span class="mono">${esc(f.badgeNoText)}</span>`)}${cell('Badge holder', `<b>${esc(f.holder)}</b>`)}${cell('Role', esc(f.role[1]))}</tr>
    <tr>${cell('Status', `<b>${esc(f.statusText)}</b>`)}${cell('Issued', esc(f.issuedText))}${cell('Valid through', `<b>${esc(f.validText)}</b>`)}</tr>
    <tr>${cell('Badge', esc(P.badge))}${cell('Issued by', esc(P.legal))}${cell('Items in badge', 'BLS \u00b7 TB \u00b7 background \u00b7 OIG/SAM \u00b7 license \u00b7 photo ID')}</tr></table>
    ${f.badgeNote ? `<div class="bn">${esc(f.badgeNote)}</div>` : ''}
    <div class="key"><b>Status key.</b> ${esc(STATUS_KEY)}</div>
  </div>
  <div class="ackt">Facility acknowledgement of receipt</div>
  <table class="ack"><tr>${ack}</tr><tr><td class="ac">Signature</td><td class="ac">Name</td><td class="ac">Date</td></tr></table>
  <div class="cc">
    <div class="cct"><span>Certificate Of Completion</span><span class="sl">SignLedger</span></div>
    <table class="es"><tr><td>Envelope Id: ${esc(f.envId)}</td><td>Status: Completed</td></tr>
    <tr><td>Subject: Please sign: Credential Status Attestation \u2014 ${esc(f.regName)} (${esc(f.attNo)})</td><td>Envelope originator:<br>${esc(f.sender)}<br>${esc(f.senderEmail)}<br>IP address: ${esc(f.senderIp)}</td></tr>
    <tr><td>Source envelope:<br>Document pages: 2 &nbsp; Signatures: ${f.signers.length} &nbsp; Initials: 0<br>Certificate pages: 1 &nbsp; AutoNav: Enabled<br>Envelope stamping: Enabled<br>Time zone: ${esc(f.fac.tz)}</td><td>Record tracking:<br>Status: Original \u00b7 ${esc(f.sentStamp)}<br>Holder: ${esc(f.sender)}<br>Location: SignLedger</td></tr></table>
    <table class="ev"><tr><th>Signer events</th><th>Signature</th><th>Timestamp</th></tr>${signers}</table>
    <table class="ev"><tr><th>Envelope summary events</th><th>Status</th><th>Timestamps</th></tr>
    <tr><td>Envelope sent</td><td>Hashed/encrypted</td><td>${esc(f.sentStamp)}</td></tr>
    <tr><td>Certified delivered</td><td>Security checked</td><td>${esc(f.signers[f.signers.length - 1].viewed)}</td></tr>
    <tr><td>Signing complete</td><td>Security checked</td><td>${esc(f.signers[f.signers.length - 1].signed)}</td></tr>
    <tr><td>Completed</td><td>Security checked</td><td>${esc(f.signers[f.signers.length - 1].signed)}</td></tr></table>
  </div>
  <div class="pg">Page 2 of 2 \u00b7 ${esc(f.attNo)}</div>`;
  const css = `
  body { font-size:9.4pt; }
  .env { font-size:7.4pt; color:#555; margin-bottom:6px; font-family:${FONTS.sans}; }
  .lh { display:flex; gap:10px; align-items:center; border-bottom:2px solid #333; padding-bottom:6px; }
  .br { font-size:17pt; font-weight:bold; } .le { font-size:8pt; color:#333; }
  .ttl { font-size:14pt; font-weight:bold; text-align:center; margin:10px 0 8px; letter-spacing:.02em; }
  table { width:100%; }
  .ref td, .sg td { border:1px solid #999; padding:3px 6px; vertical-align:top; width:33%; }
  .cap { font-size:6.8pt; color:#555; text-transform:uppercase; letter-spacing:.04em; }
  .val { font-size:9.6pt; margin-top:1px; }
  h2 { font-size:10.2pt; margin:11px 0 4px; border-bottom:1px solid #bbb; padding-bottom:1px; }
  .kv td { padding:2px 6px 2px 0; } .kv td.k { color:#555; width:20%; font-size:8.4pt; }
  .it { font-size:8.4pt; } .it th { text-align:left; background:#eee; border-bottom:1px solid #666; padding:3px 4px; font-size:7.6pt; }
  .it td { border-bottom:0.7px solid #ccc; padding:3px 4px; } .it tr.bad td { background:#fbe9e9; }
  p { margin:3px 0; line-height:1.35; }
  .sgb { display:flex; gap:18px; align-items:flex-end; margin-top:12px; }
  .sbox { border:1.4px solid #2a55a5; border-right:none; border-radius:8px 0 0 8px; padding:2px 12px 2px 8px; min-width:2.6in; }
  .sby { font-size:7pt; color:#2a55a5; } .hash { font-size:6.4pt; color:#555; font-family:${FONTS.mono}; }
  .sm { font-size:8.6pt; line-height:1.35; }
  .pg { font-size:7.4pt; color:#555; text-align:right; margin-top:14px; }
  .sa { border:1.5px solid #333; padding:0 0 6px; }
  .sat { color:#fff; font-weight:bold; padding:4px 8px; font-size:10.5pt; letter-spacing:.04em; }
  .sa table { margin:6px 8px 0; width:calc(100% - 16px); }
  .mono { font-family:${FONTS.mono}; font-size:10.4pt; letter-spacing:.03em; }
  .bn { font-size:8.4pt; margin:5px 8px 0; color:#7a2a00; }
  .key { font-size:7.4pt; color:#333; margin:6px 8px 0; line-height:1.3; }
  .ackt { font-size:9pt; font-weight:bold; margin:12px 0 2px; }
  .ack td { width:33%; padding:0 8px 0 0; } .ack td.al { border-bottom:1px solid #333; height:0.42in; vertical-align:bottom; } .ack td.ac { font-size:7pt; color:#555; }
  .cc { border:1px solid #999; margin-top:14px; padding:6px 8px; font-size:7.6pt; }
  .cct { display:flex; justify-content:space-between; font-size:10.5pt; font-weight:bold; border-bottom:1px solid #999; padding-bottom:3px; }
  .cct .sl { color:#2a55a5; font-style:italic; }
  .es td { vertical-align:top; padding:3px 4px; width:50%; }
  .ev { margin-top:6px; } .ev th { text-align:left; background:#efefef; padding:2px 4px; font-size:7.4pt; }
  .ev td { vertical-align:top; padding:3px 4px; border-bottom:0.6px solid #ddd; line-height:1.3; }`;
  return page({
    title: 'Credential Status Attestation',
    size: 'letter',
    margin: '0.5in 0.6in',
    font: f.font,
    css,
    body: `<div class="pb">${p1}</div>${p2}`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const facs = rng.shuffle(FACILITIES);

  const make = (p, plat, o) => {
    const i = out.length;
    const fac = facs[i % facs.length];
    const ds = o.ds;
    const attDate = addDays('2026-10-26', rng.int(0, 20));
    const role = ROLES[o.role || rng.pick(['RN', 'RN', 'LPN', 'CNA', 'RT'])];
    const st = rng.pick(['WI', 'GA', 'UT', 'TX', 'CO', 'TN']);
    const blsIssue = addDays(attDate, -rng.int(60, 500));
    const tbDate = o.tbExpired ? addDays(attDate, -rng.int(380, 430)) : addDays(attDate, -rng.int(20, 300));
    const tbDue = addDays(tbDate, 365);
    const bgDate = addDays(attDate, -rng.int(30, 300));
    const items = [
      {
        req: 'BLS Provider card',
        src: `American Heart Association eCard ${rng.digits(12)}`,
        verified: fmt(addDays(blsIssue, rng.int(3, 40)), ds),
        exp: fmt(addDays(addMonths(blsIssue.slice(0, 8) + '01', 25), -1), ds),
        result: 'Verified',
      },
      {
        req: 'TB screening',
        src: `QuantiFERON-TB Gold Plus, negative (${fmt(tbDate, 'us_short')})`,
        verified: fmt(addDays(tbDate, rng.int(2, 9)), ds),
        exp: fmt(tbDue, ds),
        result: o.tbExpired ? 'Expired' : 'Verified',
        bad: !!o.tbExpired,
      },
      {
        req: 'Criminal background check',
        src: rng.pick(['County + national criminal search', 'Statewide + federal search, 7 years']),
        verified: fmt(bgDate, ds),
        exp: fmt(addDays(bgDate, 365), ds),
        result: 'Clear',
      },
      {
        req: 'OIG / SAM exclusion screen',
        src: 'OIG LEIE and SAM.gov, monthly',
        verified: fmt(addDays(attDate, -rng.int(1, 25)), ds),
        exp: 'monthly',
        result: 'Not excluded',
      },
      {
        req: `${role[1]} license`,
        src: `${st} Board lookup \u00b7 no. ${role[1]}${rng.digits(6)}`,
        verified: fmt(addDays(attDate, -rng.int(1, 30)), ds),
        exp: fmt(addDays('2027-03-31', rng.int(0, 600)), ds),
        result: 'Active, unencumbered',
      },
      {
        req: 'Photo ID / identity match',
        src: 'Government ID + live selfie match',
        verified: fmt(addDays(attDate, -rng.int(100, 600)), ds),
        exp: '\u2014',
        result: 'Matched',
      },
    ];
    const sentClock = clock(rng, 8, 11);
    const signedOfficer = clock(rng, 12, 17);
    const ackDate = addDays(attDate, rng.int(1, 6));
    const officerEmail = `${plat.officer[0].split(' ')[0].toLowerCase()}@${plat.brand.toLowerCase().replace(/[^a-z]/g, '')}.example`;
    const signers = [
      {
        name: plat.officer[0],
        email: officerEmail,
        title: plat.officer[1],
        sigImg: sig(plat.officer[0].split(',')[0], { font: SIGS[0], ink: '#111', size: '1.4em', rot: 0 }),
        adopt: 'Pre-selected style',
        ip: `${rng.int(24, 99)}.${rng.int(10, 250)}.${rng.int(10, 250)}.${rng.int(2, 250)}`,
        sent: `${fmt(attDate, 'us_nz')} | ${sentClock}`,
        viewed: `${fmt(attDate, 'us_nz')} | ${clock(rng, 11, 12)}`,
        signed: `${fmt(attDate, 'us_nz')} | ${signedOfficer}`,
      },
    ];
    if (o.facilitySigns)
      signers.push({
        name: fac.coord,
        email: `${fac.coord.split(' ')[0][0].toLowerCase()}${fac.coord.split(' ')[1].toLowerCase()}@facility.example`,
        title: 'Staffing Office',
        sigImg: sig(fac.coord, { font: SIGS[1], ink: '#111', size: '1.3em', rot: 0 }),
        adopt: 'Drawn on device',
        ip: `${rng.int(100, 199)}.${rng.int(10, 250)}.${rng.int(10, 250)}.${rng.int(2, 250)}`,
        sent: `${fmt(attDate, 'us_nz')} | ${signedOfficer}`,
        viewed: `${fmt(ackDate, 'us_nz')} | ${clock(rng, 7, 10)}`,
        signed: `${fmt(ackDate, 'us_nz')} | ${clock(rng, 10, 12)}`,
      });
    return {
      plat,
      fac,
      ds,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      envId: `${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`,
      attNo: `ATT-${attDate.slice(0, 4)}-${rng.digits(5)}`,
      attDate,
      agreement: addDays('2023-01-15', rng.int(0, 900)),
      orderNo: `ORD-${rng.digits(7)}`,
      regName: nameAs(p, rng.pick(['full', 'first_mi_last'])),
      holder: o.holder || nameAs(p, rng.pick(['first_last', 'LAST_FIRST', 'first_mi_last'])),
      profileId: plat.profile(rng),
      npi: `1${rng.digits(9)}`,
      license: `${st} \u00b7 ${role[1]} no. ${items[4].src.split('no. ')[1]} \u00b7 expires ${items[4].exp}`,
      role,
      items,
      statusSentence:
        o.statusSentence ||
        'Subject to the status in Schedule A, the clinician may be scheduled under the Agreement.',
      badgeNoText: o.badgeNoText,
      statusText: o.statusText,
      issuedText: o.issuedText,
      validText: o.validText,
      badgeNote: o.badgeNote || '',
      sigFont: rng.pick(SIGS),
      sigHash: `${hex(rng, 12)}\u2026`,
      ackHand: !!o.ackHand,
      ackFont: rng.pick(SIGS),
      ackInk: rng.pick(INKS),
      pen: rng.pick(HANDS),
      ackDate,
      signers,
      sender: `${plat.brand} Credentialing`,
      senderEmail: `credentialing@${plat.brand.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      senderIp: `${rng.int(24, 99)}.${rng.int(10, 250)}.${rng.int(10, 250)}.${rng.int(2, 250)}`,
      sentStamp: `${fmt(attDate, 'us_nz')} ${sentClock}`,
    };
  };
  const validFor = (issued) => addDays(addMonths(issued, 12), -1);
  const [pA, pB, pC] = rng.shuffle(PLATFORMS);

  // 1 — active (born-digital PDF as downloaded)
  {
    const p = k.person();
    const ds = 'us';
    const issued = addDays('2026-02-02', rng.int(0, 200));
    const exp = validFor(issued);
    const id = pA.id(rng);
    const f = make(p, pA, {
      ds,
      badgeNoText: id,
      statusText: 'Active',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      facilitySigns: true,
    });
    out.push({
      key: 'active-schedule-a-on-page-2',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['badge inactive', 'missing badge id', 'missing expiration date', 'document expired'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `Schedule A on page 2: ${pA.badge} ${id}, Active, issued ${issued}, valid through ${exp}; the attestation no. ${f.attNo}, profile ID, NPI, license no., order no., the requirements' dates, the attestation date ${f.attDate} and the audit trail's times are not the badge's`,
    });
  }

  // 2 — active, the holder under a nickname in Schedule A, dates in words (printed, countersigned, scanned)
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const ds = 'long';
    const issued = addDays('2025-12-08', rng.int(0, 240));
    const exp = validFor(issued);
    const id = pB.id(rng);
    const f = make(p, pB, {
      ds,
      holder: nameAs(p, 'nick_last'),
      badgeNoText: id,
      statusText: 'Active',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      ackHand: true,
    });
    out.push({
      key: 'active-nickname-dates-in-words-countersigned',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'badge inactive', 'missing badge id', 'document expired'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `page 1 registers "${f.regName}", Schedule A names the badge holder "${f.holder}" (nickname of ${p.first}); ${id} Active, issued ${fmt(issued, 'long')}, valid through ${fmt(exp, 'long')}; the facility coordinator's handwritten acknowledgement date is not the badge's`,
    });
  }

  // 3 — active, for a client that accepts this platform (printed and scanned)
  {
    const p = k.person();
    const ds = 'dmy';
    const issued = addDays('2026-01-12', rng.int(0, 220));
    const exp = validFor(issued);
    const id = pC.id(rng);
    const f = make(p, pC, {
      ds,
      badgeNoText: id,
      statusText: 'Active',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      facilitySigns: rng.chance(0.5),
      ackHand: true,
    });
    out.push({
      key: 'active-client-accepts-platform',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pC.brand, pA.brand] },
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['unsupported issuer', 'badge inactive', 'missing badge id', 'document expired'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `${pC.badge} ${id} issued by ${pC.legal} (brand ${pC.brand}, in the client's accepted_issuers), Active, ${issued} – ${exp}`,
    });
  }

  // 4 — on hold: the TB test lapsed
  {
    const p = k.person();
    const ds = 'mon';
    const issued = addDays('2026-01-05', rng.int(0, 150));
    const exp = validFor(issued);
    const id = pA.id(rng);
    const f = make(p, pA, {
      ds,
      tbExpired: true,
      badgeNoText: id,
      statusText: 'On hold',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      badgeNote:
        'On hold since the TB screening lapsed; the badge returns to Active when a new result is verified.',
      statusSentence:
        'Because the TB screening in section 2 has lapsed, the badge is On hold and the clinician should not be scheduled until it is resolved.',
      facilitySigns: true,
    });
    out.push({
      key: 'on-hold-tb-lapsed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['badge inactive'],
      forbidden: ['missing badge id', 'document expired'],
      data: {
        'badge.id': id,
        'badge.status': 'inactive',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `Schedule A: ${id} status "On hold" (TB screening expired in section 2; the attestation says not to schedule) although its valid-through date ${exp} is still ahead → badge inactive`,
    });
  }

  // 5 — active, badge number still pending
  {
    const p = k.person();
    const ds = 'us';
    const issued = addDays('2026-10-05', rng.int(0, 25));
    const exp = validFor(issued);
    const f = make(p, pB, {
      ds,
      badgeNoText: 'Pending \u2014 assigned at first confirmed shift',
      statusText: 'Active',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      badgeNote:
        'New clinician: all badge items are verified; the badge number is assigned when the first shift is confirmed.',
      ackHand: true,
    });
    out.push({
      key: 'badge-number-pending',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['missing badge id'],
      forbidden: ['badge inactive', 'document expired'],
      data: {
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `Schedule A prints "Pending — assigned at first confirmed shift" for the badge number; the attestation no. ${f.attNo}, profile ID ${f.profileId}, NPI, order no. and license no. are not a badge ID → missing badge id; status Active, ${issued} – ${exp}`,
    });
  }

  // 6 — active badge from a platform the client does not accept
  {
    const p = k.person();
    const ds = 'iso';
    const issued = addDays('2026-03-09', rng.int(0, 200));
    const exp = validFor(issued);
    const id = pC.id(rng);
    const f = make(p, pC, {
      ds,
      badgeNoText: id,
      statusText: 'Active',
      issuedText: fmt(issued, ds),
      validText: fmt(exp, ds),
      facilitySigns: true,
    });
    out.push({
      key: 'platform-not-accepted-by-client',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pA.brand, pB.brand] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported issuer'],
      forbidden: ['badge inactive', 'missing badge id', 'document expired'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `an Active ${pC.badge} ${id} (${issued} – ${exp}) issued by ${pC.legal}; the client accepts only ${pA.brand} and ${pB.brand}`,
    });
  }
  return out;
}
