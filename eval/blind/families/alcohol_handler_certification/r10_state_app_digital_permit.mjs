// A phone screenshot of a state liquor authority's "permit wallet" app showing the server's digital credential,
// printed or saved at phone proportions (narrow, tall): status bar (time, signal, battery), app bar, a credential card
// with the state band, photo box, and label-above-value fields (NAME, CERTIFICATE / PERMIT NO., PROGRAM, ISSUED,
// EXPIRES), a status chip (ACTIVE / EXPIRED), a "Scan to verify" QR with its refresh time, and the app's bottom tab
// bar. Programs: California RBS server certification, Illinois BASSET, Texas TABC seller-server, Washington MAST.
// The screenshot's clock and the "last refreshed" stamp are not the permit's dates.
import { addDays, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr, seal } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r10_state_app_digital_permit',
  split: 'tuning',
  description:
    'Phone screenshot of a state liquor authority permit-wallet app (narrow tall page): status bar, app bar, credential card with state band, photo box, label-above-value fields (NAME, CERTIFICATE / PERMIT NO., PROGRAM, ISSUED, EXPIRES), ACTIVE / EXPIRED chip, "Scan to verify" QR with last-refreshed time, bottom tab bar; California RBS, Illinois BASSET, Texas TABC, Washington MAST; one variant shows only EXPIRES',
};

const STATES = {
  CA: {
    state: 'California',
    agency: 'Department of Alcoholic Beverage Control',
    app: 'ABC Server Wallet',
    program: 'Responsible Beverage Service (RBS) Server Certification',
    idLabel: 'SERVER ID',
    id: (rng) => `S${rng.digits(8)}`,
    years: 3,
    color: '#1b3a6b',
  },
  IL: {
    state: 'Illinois',
    agency: 'Illinois Liquor Control Commission',
    app: 'ILCC Mobile',
    program: 'BASSET Certification — On-Premise',
    idLabel: 'BASSET CARD NO.',
    id: (rng) => `${rng.digits(3)}-${rng.digits(6)}`,
    years: 3,
    color: '#4a2a7a',
  },
  TX: {
    state: 'Texas',
    agency: 'Texas Alcoholic Beverage Commission',
    app: 'TABC Certified',
    program: 'TABC Seller-Server Certificate',
    idLabel: 'CERTIFICATE NO.',
    id: (rng) => `${rng.digits(9)}`,
    years: 2,
    color: '#8c1d18',
  },
  WA: {
    state: 'Washington',
    agency: 'Liquor and Cannabis Board',
    app: 'MAST Permit Wallet',
    program: 'MAST Permit — Class 12 (Mixologist)',
    idLabel: 'PERMIT NO.',
    id: (rng) => `${rng.digits(6)}`,
    years: 5,
    color: '#0d5c4a',
  },
};

function render(f) {
  const S = f.S;
  const css = `
  body { background:#f2f3f5; }
  .sb { display:flex; justify-content:space-between; padding:7px 16px 4px; font-size:9pt; font-weight:bold; background:#fff; }
  .ab { background:#fff; padding:6px 14px 9px; border-bottom:1px solid #ddd; display:flex; align-items:center; gap:8px; }
  .ab .t { font-size:12pt; font-weight:bold; } .ab .bk { font-size:14pt; color:${S.color}; }
  .cd { margin:12px 12px 0; border-radius:14px; background:#fff; box-shadow:0 1px 4px rgba(0,0,0,.25); overflow:hidden; }
  .band { background:${S.color}; color:#fff; padding:9px 12px; display:flex; align-items:center; gap:8px; }
  .band .s { font-size:11pt; font-weight:bold; letter-spacing:0.5px; } .band .a { font-size:7.5pt; opacity:0.9; }
  .in { padding:10px 14px 12px; }
  .ph { width:64px; height:78px; background:#d9dde3; border-radius:6px; float:right; margin-left:8px; font-size:6.5pt; color:#666; display:flex; align-items:flex-end; justify-content:center; padding-bottom:4px; }
  .fl { margin-bottom:8px; } .fl .l { font-size:7pt; color:#6b7280; letter-spacing:0.6px; font-weight:bold; } .fl .v { font-size:10.5pt; font-weight:bold; color:#111; margin-top:1px; }
  .chip { display:inline-block; border-radius:12px; padding:3px 12px; font-size:9pt; font-weight:bold; letter-spacing:1px; }
  .qr { text-align:center; margin:12px 12px 0; background:#fff; border-radius:14px; padding:10px 0 8px; box-shadow:0 1px 4px rgba(0,0,0,.2); }
  .qr .c { font-size:9.5pt; font-weight:bold; margin-top:4px; } .qr .r { font-size:7.5pt; color:#6b7280; margin-top:2px; }
  .tabs { position:fixed; bottom:0; left:0; right:0; background:#fff; border-top:1px solid #ddd; display:flex; justify-content:space-around; padding:7px 0 12px; font-size:7.5pt; color:#6b7280; }
  .tabs b { color:${S.color}; }`;
  const chip =
    f.status === 'ACTIVE'
      ? `<span class="chip" style="background:#dcfce7;color:#166534">● ACTIVE</span>`
      : `<span class="chip" style="background:#fee2e2;color:#991b1b">● EXPIRED</span>`;
  const fl = (l, v) => `<div class="fl"><div class="l">${esc(l)}</div><div class="v">${esc(v)}</div></div>`;
  const body = `
  <div class="sb"><span>${esc(f.clock)}</span><span>▂▄▆ &nbsp;LTE &nbsp;${esc(f.batt)}%</span></div>
  <div class="ab"><span class="bk">‹</span><span class="t">${esc(S.app)}</span></div>
  <div class="cd"><div class="band">${seal({ text: `STATE OF ${S.state.toUpperCase()} • `, inner: '★', color: '#ffffff', size: 34 })}<div><div class="s">${esc(S.state.toUpperCase())}</div><div class="a">${esc(S.agency)}</div></div></div>
   <div class="in"><div class="ph">PHOTO</div>
    ${fl('NAME', f.name)}
    ${fl(S.idLabel, f.id)}
    <div style="clear:both"></div>
    ${fl(f.S === STATES.WA ? 'PERMIT TYPE' : 'PROGRAM', S.program)}
    <div style="display:flex;gap:18px">${f.issued ? fl('ISSUED', f.issued) : ''}${fl('EXPIRES', f.expires)}</div>
    <div class="fl"><div class="l">STATUS</div><div style="margin-top:3px">${chip}</div></div>
   </div></div>
  <div class="qr">${qr(f.rng, { size: 104, n: 25 })}<div class="c">Scan to verify</div><div class="r">Last refreshed ${esc(f.refreshed)}</div></div>
  <div class="tabs"><span>Home</span><b>Wallet</b><span>Training</span><span>Account</span></div>`;
  return page({ title: S.app, body, css, font: f.font, size: '3.3in 7.1in', margin: '0', bg: '#f2f3f5' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, st, issueIso, o = {}) => {
    const S = STATES[st];
    const ds = o.ds || rng.pick(['us', 'mon', 'dash']);
    const expIso = o.expIso || addYears(issueIso, S.years);
    const ref = addDays('2026-11-05', rng.int(0, 14));
    return {
      S,
      rng,
      font: rng.pick([FONTS.roboto, FONTS.open, FONTS.lato]),
      clock: `${rng.int(7, 12)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      batt: rng.int(18, 96),
      name: nameAs(p, o.nameStyle || rng.pick(['FIRST_LAST', 'FIRST_MI_LAST', 'first_last'])),
      id: S.id(rng),
      issued: o.noIssue ? '' : fmt(issueIso, ds),
      expires: fmt(expIso, ds),
      expIso,
      status: o.status || 'ACTIVE',
      refreshed: `${fmt(ref, 'us_nz')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
    };
  };

  // 1 — California RBS, active
  let p = k.person();
  let issue = addDays('2024-06-01', rng.int(0, 700));
  let f = make(p, 'CA', issue);
  out.push({
    key: 'ca-rbs-active',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: 'label-above-value fields; the status-bar clock and "Last refreshed" stamp are not permit dates',
  });

  // 2 — Illinois BASSET, active, client accepts IL
  p = k.person();
  issue = addDays('2024-09-01', rng.int(0, 600));
  f = make(p, 'IL', issue);
  out.push({
    key: 'il-basset-active-il-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['IL'] },
    html: render(f),
    issues: [],
    forbidden: ['unsupported jurisdiction'],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': f.expIso,
      'person.name.status': 'match',
    },
  });

  // 3 — Texas TABC, active, two-year term printed
  p = k.person();
  issue = addDays('2025-02-01', rng.int(0, 500));
  f = make(p, 'TX', issue);
  out.push({
    key: 'tx-tabc-active',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': f.expIso,
      'person.name.status': 'match',
    },
    note: 'TABC: the printed expiry is two years after issue',
  });

  // 4 — expired chip
  p = k.person();
  const st = rng.pick(['TX', 'CA']);
  const expIso = addDays('2026-05-01', rng.int(0, 160));
  issue = addYears(expIso, -STATES[st].years);
  f = make(p, st, issue, { status: 'EXPIRED', expIso });
  out.push({
    key: 'expired-chip',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': expIso },
    note: `EXPIRED chip; expires ${expIso}, before valid_on`,
  });

  // 5 — BASSET card, client accepts only Texas
  p = k.person();
  issue = addDays('2025-01-15', rng.int(0, 500));
  f = make(p, 'IL', issue);
  out.push({
    key: 'basset-client-accepts-tx-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'an active Illinois BASSET certification for a client that accepts Texas credentials only',
  });

  // 6 — only EXPIRES shown
  p = k.person();
  issue = addDays('2025-04-01', rng.int(0, 400));
  f = make(p, 'WA', issue, { noIssue: true });
  out.push({
    key: 'mast-expires-only',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.id': f.id, 'certificate.issue_date': null, 'certificate.expiration_date': f.expIso },
    note: 'the MAST permit shows EXPIRES but no issue date',
  });
  return out;
}
