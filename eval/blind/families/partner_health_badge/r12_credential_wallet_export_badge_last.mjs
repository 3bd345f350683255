// A staffing platform's "Credential Wallet" export, saved as a two-page PDF by the clinician. Page 1: export header
// (exported on, wallet owner), a profile grid with captions and values alternating across four columns (Name | value |
// Profession | value; Member ID | value | Home state | value) — the member ID is not the badge ID — and a grid of
// credential tiles (state license, BLS, TB test, background check, fit test, sometimes an expired ACLS), each with its
// own number, issued / expires dates and a Verified / Expired chip. Page 2: verification notes, then at the bottom the
// platform's credential badge in a captions-left block (Badge ID, Holder, Role, Issued by, Status, Issued, Valid Thru).
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r12_credential_wallet_export_badge_last',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page staffing-platform Credential Wallet export: p1 profile grid with alternating captions and values (Member ID is not the badge ID) and credential tiles with their own numbers, dates and Verified / Expired chips; p2 verification notes and, at the bottom, the platform credential badge block (Badge ID / Holder / Role / Issued by / Status / Issued / Valid Thru); on-hold, expired, continuous (no end) variants',
};

const PLATFORMS = [
  { name: 'Kestrel Staffing Cloud', domain: 'kestrelcloud.example', color: '#0e7490', pre: 'KSC' },
  { name: 'TrueShift Clinical', domain: 'trueshift.example', color: '#9d174d', pre: 'TSC' },
  { name: 'Vantage CareNet', domain: 'vantagecare.example', color: '#4338ca', pre: 'VCN' },
];
const ROLES = [
  ['Registered Nurse', 'RN'],
  ['Licensed Practical Nurse', 'LPN'],
  ['Certified Nursing Assistant', 'CNA'],
];
const STATES = ['TX', 'FL', 'AZ', 'NC', 'OH', 'GA'];

function render(f) {
  const pl = f.pl;
  const chip = (s) => {
    const c = { Verified: '#15803d', Expired: '#b91c1c', 'Expiring soon': '#a16207' }[s] || '#555';
    return `<span style="color:${c};border:1px solid ${c};border-radius:8px;padding:0 6px;font-size:7.5pt;font-weight:bold">${esc(s)}</span>`;
  };
  const css = `
  .hb { background:${pl.color}; color:#fff; padding:8px 12px; display:flex; justify-content:space-between; align-items:center; }
  .hb .n { font-size:14pt; font-weight:bold; } .hb .s { font-size:8pt; }
  h2 { font-size:12pt; margin:12px 0 6px; color:${pl.color}; }
  table.pg { width:100%; font-size:9pt; border:1px solid #ccc; } table.pg td { padding:4px 6px; border-bottom:1px solid #eee; } table.pg td.c { color:#666; font-size:8pt; width:15%; }
  .tiles { display:grid; grid-template-columns:1fr 1fr; gap:10px; }
  .tile { border:1px solid #ccc; border-radius:6px; padding:8px 10px; font-size:8.6pt; }
  .tile .t { font-weight:bold; font-size:9.5pt; display:flex; justify-content:space-between; }
  .tile .row { display:flex; gap:14px; margin-top:5px; }
  .tile .row div span { display:block; color:#777; font-size:7pt; text-transform:uppercase; }
  table.vn { width:100%; font-size:8.5pt; } table.vn th { text-align:left; border-bottom:1.5px solid #333; padding:3px; } table.vn td { border-bottom:1px solid #ddd; padding:4px 3px; }
  .badge { margin-top:22px; border:2px solid ${pl.color}; border-radius:8px; display:flex; }
  .badge .l { flex:1; padding:10px 14px; } .badge .r { width:150px; border-left:1px dashed #aaa; padding:10px; text-align:center; font-size:7.5pt; }
  .badge table td { padding:3px 14px 3px 0; font-size:10pt; } .badge table td.c { color:#555; font-size:8.5pt; }
  .ft { font-size:7.3pt; color:#666; margin-top:12px; border-top:1px solid #ddd; padding-top:3px; }`;
  const tiles = f.tiles
    .map(
      (t) =>
        `<div class="tile"><div class="t"><span>${esc(t.title)}</span>${chip(t.status)}</div><div style="color:#555">${esc(t.src)}</div><div class="row"><div><span>Number</span>${esc(t.num)}</div><div><span>Issued</span>${esc(t.iss)}</div><div><span>Expires</span>${esc(t.exp)}</div></div></div>`,
    )
    .join('');
  const p1 = `<div class="pb"><div class="hb"><div class="n">${esc(pl.name)} · Credential Wallet</div><div class="s">Exported ${esc(f.exported)}<br>${esc(pl.domain)}</div></div>
  <h2>Profile</h2>
  <table class="pg">${f.profile.map((r) => `<tr>${r.map((x, i) => (i % 2 ? `<td>${esc(x)}</td>` : `<td class="c">${esc(x)}</td>`)).join('')}</tr>`).join('')}</table>
  <h2>Credentials in wallet (${f.tiles.length})</h2><div class="tiles">${tiles}</div>
  <div class="ft">Page 1 of 2 · Tiles show each document as verified by ${esc(pl.name)}; a document's own expiry is not the badge's.</div></div>`;
  const p2 = `<div class="hb"><div class="n">${esc(pl.name)} · Credential Wallet</div><div class="s">Exported ${esc(f.exported)}</div></div>
  <h2>Verification notes</h2>
  <table class="vn"><tr><th>Date</th><th>Item</th><th>Note</th><th>By</th></tr>${f.notes.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table>
  <h2 style="margin-top:22px">Platform credential badge</h2>
  <div class="badge"><div class="l"><table>${f.badge.map(([c, v]) => `<tr><td class="c">${esc(c)}</td><td><b>${esc(v)}</b></td></tr>`).join('')}</table></div>
  <div class="r">${qr(f.qrRng, { size: 110 })}<div>Facilities: scan or visit ${esc(pl.domain)}/verify</div></div></div>
  <div class="ft">Page 2 of 2 · The badge summarises the credentials above for facilities that book through ${esc(pl.name)}.</div>`;
  return page({ title: 'Credential Wallet export', body: p1 + p2, css, font: FONTS.roboto, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const pl = rng.pick(PLATFORMS);
    const role = rng.pick(ROLES);
    const st = rng.pick(STATES);
    const ds = o.ds || rng.pick(['us', 'mon', 'iso']);
    const w = (x) => (x ? fmt(x, ds) : '—');
    const base = o.issue;
    const t = (title, src, num, iss, exp, status) => ({ title, src, num, iss: w(iss), exp: w(exp), status });
    const blsIss = addDays(base, -rng.int(60, 400));
    const bgIss = addDays(base, -rng.int(5, 40));
    const tiles = [
      t(
        `${role[1]} License — ${st}`,
        'State board primary source',
        `${role[1]}${rng.digits(6)}`,
        addDays(base, -rng.int(400, 900)),
        addDays(base, rng.int(200, 700)),
        'Verified',
      ),
      t(
        'BLS Provider',
        'American Heart Association eCard',
        rng.alnum(12),
        blsIss,
        addDays(blsIss, 730),
        'Verified',
      ),
      t(
        'TB test (QuantiFERON)',
        'Lab report upload',
        `ACC-${rng.digits(8)}`,
        addDays(base, -rng.int(10, 80)),
        null,
        'Verified',
      ),
      t('Background check', 'Vendor report', `BG-${rng.digits(7)}`, bgIss, addDays(bgIss, 365), 'Verified'),
    ];
    if (o.expiredTile)
      tiles.splice(
        2,
        0,
        t(
          'ACLS Provider',
          'American Heart Association eCard',
          rng.alnum(12),
          addDays(base, -900),
          addDays(base, -170),
          'Expired',
        ),
      );
    const memberId = `M-${rng.digits(7)}`;
    const badgeId = `${pl.pre}-${rng.digits(4)}-${rng.digits(4)}`;
    const holder = nameAs(p, o.nameStyle || 'first_last');
    return {
      pl,
      exported: `${fmt(o.exported || addDays('2026-11-02', rng.int(0, 16)), 'us')} ${rng.int(8, 21)}:${rng.int(10, 59)}`,
      profile: [
        ['Name', holder, 'Profession', role[0]],
        ['Member ID', memberId, 'Home state', st],
        [
          'Member since',
          w(addDays(base, -rng.int(100, 700))),
          'Phone',
          `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
        ],
      ],
      tiles,
      notes: [
        [w(addDays(base, -rng.int(5, 9))), 'Background check', 'Clear — no records found', 'Compliance bot'],
        [
          w(addDays(base, -rng.int(1, 4))),
          'License',
          'Active, no discipline (primary source)',
          rng.pick(['A. Moreno', 'J. Whitt']),
        ],
        [
          w(base),
          'Badge',
          o.note || 'All items verified — badge issued',
          rng.pick(['A. Moreno', 'J. Whitt']),
        ],
      ],
      badge: [
        ['Badge ID', badgeId],
        ['Holder', holder],
        ['Role', role[0]],
        ['Issued by', pl.name],
        ['Status', o.status || 'Active'],
        ['Issued', w(base)],
        ['Valid Thru', o.validText || w(o.until)],
      ],
      qrRng: rng,
      badgeId,
      memberId,
      role,
    };
  };
  const out = [];

  // 1 — active
  let p = k.person();
  let issue = addDays('2026-03-02', rng.int(0, 220));
  let until = addDays(issue, 365);
  let f = make(p, { issue, until });
  out.push({
    key: 'active-badge-at-bottom-of-page-two',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: `the badge block is the last thing on page 2; the Member ID ${f.memberId} on page 1 and the tile numbers are not the badge ID`,
  });

  // 2 — active with an expired ACLS tile
  p = k.person();
  issue = addDays('2026-01-12', rng.int(0, 250));
  until = addDays(issue, rng.pick([365, 540]));
  f = make(p, { issue, until, expiredTile: true, nameStyle: 'last_first' });
  out.push({
    key: 'active-badge-expired-acls-tile',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'badge inactive'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: 'an old ACLS tile on page 1 is marked Expired; the badge itself is active and current',
  });

  // 3 — on hold
  p = k.person();
  issue = addDays('2026-02-02', rng.int(0, 200));
  f = make(p, {
    issue,
    until: addDays(issue, 365),
    status: 'On hold — inactive',
    note: 'Badge placed on hold: background re-check pending',
  });
  out.push({
    key: 'badge-on-hold-inactive',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': f.badgeId },
    note: 'all tiles show Verified but the badge status reads "On hold — inactive"',
  });

  // 4 — expired badge
  p = k.person();
  issue = addDays('2025-08-04', rng.int(0, 60));
  until = addDays(issue, 365);
  f = make(p, { issue, until, status: 'Expired', exported: addDays(until, rng.int(10, 40)) });
  out.push({
    key: 'badge-valid-thru-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': until },
    note: 'Valid Thru is before valid_on (badge inactive may also be reported)',
  });

  // 5 — continuous, no end date
  p = k.person();
  issue = addDays('2026-04-06', rng.int(0, 180));
  f = make(p, { issue, validText: 'Continuous — re-verified monthly' });
  out.push({
    key: 'badge-continuous-no-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'active', 'badge.expiration_date': null },
    note: 'Valid Thru reads "Continuous — re-verified monthly"; the tiles\u2019 expiry dates are not the badge\u2019s',
  });

  // 6 — active, holder by nickname
  let q = null;
  for (let i = 0; i < 30 && !q; i++) {
    const c = k.person();
    if (c.nick) q = c;
  }
  p = q || k.person();
  issue = addDays('2026-05-04', rng.int(0, 150));
  until = addDays(issue, 365);
  f = make(p, { issue, until, nameStyle: 'nick_last', ds: 'mon' });
  out.push({
    key: 'active-badge-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: 'the wallet owner is named with a common nickname; it still matches',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
