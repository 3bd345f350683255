// Two phone screenshots the clinician puts side by side in one image: the partner platform's credential badge as a
// phone-wallet pass (coloured pass with the platform's name, the holder's name as the primary field, ROLE / STATUS
// and BADGE # / VALID THRU as caption-above-value pairs, a QR with the badge number under it) and the wallet's "Pass
// Details" screen (automatic updates, issuer, issued, badge ID, valid thru, status, last verified, holder, role,
// terms). VALID THRU is a full date or MM/YY (through the end of that month); status ACTIVE, SUSPENDED or EXPIRED.
import { addDays, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r13_phone_wallet_pass_with_details_screen',
  split: 'tuning',
  renderings: { text_pdf: 33, photo: 50, scan_image: 17 },
  description:
    'Two phone screenshots side by side: the partner platform badge as a phone-wallet pass (platform name, holder as primary field, ROLE / STATUS and BADGE # / VALID THRU caption-above-value pairs, QR with badge no.) and the wallet\u2019s Pass Details screen (automatic updates, issuer, issued, badge ID, valid thru, status, last verified, holder, role, terms); VALID THRU full date or MM/YY; ACTIVE, SUSPENDED, EXPIRED',
};

const PLATFORMS = [
  { name: 'Rotaline Clinical', short: 'ROTALINE', dom: 'rotaline.example', color: '#0f5c8c', pre: 'RTL' },
  {
    name: 'Halyard Health Staffing',
    short: 'HALYARD',
    dom: 'halyardhealth.example',
    color: '#7a1f3d',
    pre: 'HHS',
  },
  {
    name: 'Bramblecote ShiftWorks',
    short: 'BRAMBLECOTE',
    dom: 'bramblecote.example',
    color: '#2f6b2f',
    pre: 'BSW',
  },
];
const ROLES = [
  'Registered Nurse',
  'Licensed Practical Nurse',
  'Certified Nursing Assistant',
  'Respiratory Therapist',
];

function render(f) {
  const P = f.pl;
  const chip = { ACTIVE: '#22c55e', SUSPENDED: '#ef4444', EXPIRED: '#9ca3af' }[f.status];
  const status = (t) => `<div class="sb"><b>${esc(t)}</b><span>▮▮▮ LTE &nbsp;${f.battery}%</span></div>`;
  const left = `<div class="scr">${status(f.clock1)}
   <div class="nav"><span style="color:#2563eb">Done</span><b>Wallet</b><span style="color:#2563eb">•••</span></div>
   <div class="pass" style="background:${P.color}">
    <div class="ph"><span class="lg">${esc(P.short)}</span><span class="pt">CLINICIAN BADGE</span></div>
    <div class="cap">CLINICIAN</div><div class="pri">${esc(f.name)}</div>
    <div class="pair"><div><div class="cap">ROLE</div><div class="val">${esc(f.role)}</div></div><div style="text-align:right"><div class="cap">STATUS</div><div class="val"><span class="chip" style="background:${chip}">${esc(f.status)}</span></div></div></div>
    <div class="pair"><div><div class="cap">BADGE #</div><div class="val">${esc(f.id)}</div></div><div style="text-align:right"><div class="cap">VALID THRU</div><div class="val">${esc(f.validThru)}</div></div></div>
    <div class="qrb">${qr(f.rng, { size: 118 })}<div style="font-size:8pt;color:#333;margin-top:3px">${esc(f.id)}</div></div>
   </div>
   <div class="upd">Pass updated ${esc(f.updated)}</div></div>`;
  const row = (k, v, o = '') =>
    `<div class="row"><span class="k">${esc(k)}</span><span class="v" ${o}>${esc(v)}</span></div>`;
  const right = `<div class="scr">${status(f.clock2)}
   <div class="nav"><span style="color:#2563eb">‹ Pass</span><b>Pass Details</b><span></span></div>
   <div class="grp">${row('Automatic Updates', 'On')}${row('Show on Lock Screen', 'Off')}</div>
   <div class="gh">ISSUER</div>
   <div class="grp">${row('Issued by', P.name)}${row('Website', P.dom)}</div>
   <div class="gh">BADGE</div>
   <div class="grp">${row('Holder', f.name)}${row('Role', f.role)}${row('Badge ID', f.id)}${row('Issued', f.issued)}${row('Valid thru', f.validThruLong)}${row('Status', f.statusWord)}${row('Last verified', f.verified)}</div>
   <div class="gh">TERMS</div>
   <div class="terms">This pass shows the holder's credential status with ${esc(P.name)} as of the last update. Facilities can confirm a badge at ${esc(P.dom)}/verify. A suspended or expired badge may not be used to book shifts.</div>
   <div class="grp"><div class="row" style="justify-content:center;color:#dc2626">Remove Pass</div></div></div>`;
  const css = `
  .wrap { display:flex; gap:0.25in; padding:0.2in; }
  .scr { width:3.45in; height:7.3in; background:#f2f2f7; border:1px solid #ccc; overflow:hidden; position:relative; }
  .sb { display:flex; justify-content:space-between; padding:6px 14px 4px; font-size:9pt; }
  .nav { display:flex; justify-content:space-between; padding:6px 12px 8px; font-size:10pt; }
  .pass { margin:4px 12px; border-radius:12px; color:#fff; padding:10px 12px 12px; box-shadow:0 2px 6px rgba(0,0,0,.25); }
  .ph { display:flex; justify-content:space-between; align-items:center; margin-bottom:10px; }
  .lg { font-weight:bold; font-size:12pt; letter-spacing:1.2px; } .pt { font-size:7.5pt; opacity:.9; letter-spacing:.8px; }
  .cap { font-size:6.8pt; letter-spacing:.9px; opacity:.85; } .pri { font-size:15pt; font-weight:bold; margin-bottom:10px; }
  .pair { display:flex; justify-content:space-between; margin-bottom:9px; } .val { font-size:10.5pt; font-weight:bold; }
  .chip { display:inline-block; border-radius:10px; padding:1px 9px; font-size:9pt; color:#fff; border:1px solid rgba(255,255,255,.6); }
  .qrb { background:#fff; border-radius:8px; text-align:center; padding:8px 0 5px; width:150px; margin:8px auto 0; }
  .upd { text-align:center; font-size:7.5pt; color:#6b7280; margin-top:8px; }
  .gh { font-size:7.5pt; color:#6b7280; padding:10px 16px 3px; letter-spacing:.5px; }
  .grp { background:#fff; margin:0 10px; border-radius:10px; }
  .row { display:flex; justify-content:space-between; gap:8px; padding:6px 10px; font-size:9pt; border-bottom:0.5px solid #e5e7eb; }
  .row .k { color:#111; } .row .v { color:#6b7280; text-align:right; }
  .terms { font-size:7.5pt; color:#6b7280; padding:0 16px 8px; line-height:1.35; }`;
  return page({
    title: 'Screenshots',
    size: '7.6in 7.75in',
    margin: '0',
    body: `<div class="wrap">${left}${right}</div>`,
    css,
    font: FONTS.roboto,
    bg: '#ffffff',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const pl = o.pl || rng.pick(PLATFORMS);
    const issueIso = o.issueIso || addDays('2025-12-01', rng.int(0, 300));
    const expIso = o.monthOnly ? endOfMonth(o.expIso) : o.expIso;
    const updIso = addDays('2026-11-10', rng.int(0, 10));
    const h = rng.int(7, 19);
    const clock = `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return {
      pl,
      rng,
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'first_mi_last'])),
      role: o.role || rng.pick(ROLES),
      status: o.status || 'ACTIVE',
      statusWord: { ACTIVE: 'Active', SUSPENDED: 'Suspended — contact support', EXPIRED: 'Expired' }[
        o.status || 'ACTIVE'
      ],
      id: `${pl.pre}-${rng.digits(4)}-${rng.alnum(4)}`,
      validThru: o.monthOnly ? `${expIso.slice(5, 7)}/${expIso.slice(2, 4)}` : fmt(expIso, 'us'),
      validThruLong: o.monthOnly ? `${expIso.slice(5, 7)}/${expIso.slice(2, 4)}` : fmt(expIso, 'mon'),
      issued: fmt(issueIso, 'mon'),
      verified: `${fmt(addDays(updIso, -rng.int(0, 3)), 'mon')}, ${rng.int(1, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      updated: `${fmt(updIso, 'mon')}`,
      clock1: clock,
      clock2: `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      battery: rng.int(18, 96),
      issueIso,
      expIso,
    };
  };
  const data = (f) => ({
    'badge.id': f.id,
    'badge.status': f.status === 'ACTIVE' ? 'active' : 'inactive',
    'badge.issue_date': f.issueIso,
    'badge.expiration_date': f.expIso,
  });
  const out = [];

  let p = k.person();
  let f = make(p, { expIso: addDays('2027-02-01', rng.int(0, 300)) });
  out.push({
    key: 'active-pass-full-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: 'ACTIVE pass, VALID THRU a full date; "Pass updated" and "Last verified" are not badge dates',
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = make(p, { expIso: addDays('2027-01-15', rng.int(0, 300)), nameStyle: 'nick_last' });
  out.push({
    key: 'active-pass-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...data(f), ...personData('match', null) },
    note: `the pass names the clinician "${f.name}", a common nickname of ${p.first}`,
  });

  p = k.person();
  const pl = rng.pick(PLATFORMS);
  f = make(p, { pl, expIso: `2027-${String(rng.int(2, 11)).padStart(2, '0')}-01`, monthOnly: true });
  out.push({
    key: 'active-pass-mm-yy-issuer-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: [pl.name, 'ShiftBridge Health'] },
    html: render(f),
    issues: [],
    forbidden: ['unsupported issuer'],
    data: { ...data(f), ...personData('match', null) },
    note: `VALID THRU ${f.validThru} (MM/YY): through ${f.expIso}; the platform is in the client\u2019s accepted_issuers`,
  });

  p = k.person();
  f = make(p, { status: 'SUSPENDED', expIso: addDays('2027-03-01', rng.int(0, 250)) });
  out.push({
    key: 'pass-suspended',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': f.id },
    note: 'STATUS chip SUSPENDED and "Suspended — contact support" in the details, although VALID THRU is in the future',
  });

  p = k.person();
  f = make(p, {
    status: 'EXPIRED',
    issueIso: addDays('2024-09-02', rng.int(0, 200)),
    expIso: addDays('2026-06-01', rng.int(0, 120)),
  });
  out.push({
    key: 'pass-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
    note: `VALID THRU ${f.validThru} is before valid_on and the chip reads EXPIRED (\`badge inactive\` may also be reported)`,
  });

  p = k.person();
  const pl2 = rng.pick(PLATFORMS);
  f = make(p, { pl: pl2, expIso: addDays('2027-01-04', rng.int(0, 300)) });
  out.push({
    key: 'platform-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: PLATFORMS.filter((x) => x !== pl2).map((x) => x.name) },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'badge.status': 'active', 'badge.id': f.id },
    note: `an active ${pl2.name} pass; the client accepts only the other platforms`,
  });

  const order = rng.shuffle(['photo', 'photo', 'photo', 'text_pdf', 'text_pdf', 'scan_image']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
