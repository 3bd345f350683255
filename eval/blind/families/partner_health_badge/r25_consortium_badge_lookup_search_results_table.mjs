// A regional hospital consortium's shared "partner credential lookup" — a portal member facilities use to check the
// badges that several partner staffing platforms issue — printed from the browser by a facility's staffing
// coordinator after a search by last name, and uploaded as a photo, scan or fax. Browser print header (date and time,
// page title) and footer (search URL, 1/1); the portal band with the signed-in user and facility; a breadcrumb; the
// search form as it was submitted (last name filled, first name blank or an initial, platform "All platforms",
// status "Any", "include expired and inactive" ticked); a results line with the count and the time the platforms'
// data was refreshed; then a results table sorted by last verification, one badge a row: Clinician ("Last, First M",
// "First Last" or a nickname), Role, Home state, Badge ID, Issuing platform, Status chip, Issued, Valid through,
// Last verified. Several people share the holder's surname and several platforms appear; the holder's row is never
// the first. A status legend and the consortium's disclaimer (the issuing platform is the source of truth) close the
// page; in some prints the coordinator ringed the holder's row and wrote a note with her own date. The requested
// badge is the holder's row; the print date, refresh time, last-verified dates and the coordinator's note are not
// the badge's dates. Variants: active in the third row; the holder's older badge "Superseded" by a newer active one
// further down; a nickname row with "Valid thru" printed as MM/YYYY and the platform in the client's accepted list;
// suspended; expired; an active badge whose Valid through is "—" (no end date set by the platform).
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r25_consortium_badge_lookup_search_results_table',
  split: 'blind',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'Regional hospital consortium partner-credential lookup printed from the browser after a search by last name (mostly photographed, scanned or faxed): print header with date and page title, footer with the search URL; portal band with signed-in coordinator and facility; breadcrumb; the submitted search form (last name, blank first name, All platforms, Any status, include expired ticked); results line with count and data-refresh time; results table sorted by last verification, one badge per row (Clinician "Last, First M" / "First Last" / nickname, Role, Home state, Badge ID, Issuing platform, Status chip, Issued, Valid through, Last verified) with several people of the same surname and several platforms, the holder never first; status legend and source-of-truth disclaimer; sometimes the holder\u2019s row ringed by hand with a dated note; active third row, an older Superseded badge of the holder above the new active one, nickname with MM/YYYY valid thru and an accepted platform, suspended, expired, active with "—" valid through',
};

const PORTALS = [
  {
    org: 'Prairie States Hospital Council',
    app: 'WorkforceCheck',
    sub: 'Partner Credential Lookup',
    host: 'workforcecheck.pshc.example',
    color: '#1d4f73',
    tz: 'CT',
    facilities: ['St. Agatha Regional Medical Center', 'Big Bluestem Community Hospital'],
  },
  {
    org: 'Gulf Coast Health Staffing Consortium',
    app: 'CredLink',
    sub: 'Badge Search',
    host: 'credlink.gchsc.example',
    color: '#0f6a5c',
    tz: 'CT',
    facilities: ['Bayou Teche Medical Center', 'Port Lavaca Memorial Hospital'],
  },
  {
    org: 'Great Basin Facility Alliance',
    app: 'Supplemental Staff Registry',
    sub: 'Find a partner badge',
    host: 'ssr.gbfa.example',
    color: '#6a3d7c',
    tz: 'MT',
    facilities: ['Ruby Mountain Regional Hospital', 'Humboldt Valley Medical Center'],
  },
];
const PLATFORMS = [
  { name: 'Pulsework Health', id: (r) => `PW-${r.digits(6)}` },
  { name: 'StaffLoop Clinical', id: (r) => `SLC-${r.letters(2)}${r.digits(2)}-${r.digits(4)}` },
  { name: 'Medlyft Staffing', id: (r) => `ML${r.digits(7)}` },
  { name: 'Gridline Nursing', id: (r) => `GN-${r.letters(3)}${r.digits(4)}` },
  { name: 'Rounds On-Call', id: (r) => `ROC ${r.digits(4)}-${r.digits(4)}` },
];
const FIRSTS = [
  'Adrienne',
  'Bernard',
  'Celestine',
  'Dorian',
  'Evangeline',
  'Felix',
  'Gwendolyn',
  'Hector',
  'Imogen',
  'Jasper',
  'Kendra',
  'Lionel',
  'Marguerite',
  'Nolan',
  'Odette',
  'Preston',
  'Rosalie',
  'Sterling',
  'Tabitha',
  'Wendell',
];
const ROLES = ['RN', 'LPN', 'CNA', 'RT', 'LVN', 'CST', 'RN'];
const STATES = ['KS', 'NE', 'OK', 'MO', 'TX', 'LA', 'NV', 'UT', 'IA', 'CO'];
const COORDS = [
  ['jmorrow', 'JM'],
  ['t.delacroix', 'TD'],
  ['rbanerjee', 'RB'],
  ['kfenwick', 'KF'],
];
const STATUS_STYLE = {
  Active: ['#e3f4e6', '#1e6b2e'],
  Suspended: ['#fde9d6', '#9a4a06'],
  Expired: ['#f1e0e0', '#8a1f1f'],
  Inactive: ['#e6e6e6', '#444'],
  Superseded: ['#ececf4', '#4b4b6e'],
  'Pending review': ['#e1ecf7', '#1f4f86'],
};

function render(f) {
  const P = f.portal;
  const chip = (s) => {
    const [bg, fg] = STATUS_STYLE[s.split(' —')[0]] || STATUS_STYLE.Inactive;
    return `<span class="chip" style="background:${bg};color:${fg};border-color:${fg}">${esc(s)}</span>`;
  };
  const rows = f.rows
    .map((r) => {
      const nm =
        r.holder && f.ringRow
          ? `<span class="hr" style="border-color:${f.ink}">${esc(r.name)}</span>`
          : esc(r.name);
      return `<tr${r.holder && f.shadeSel ? ' class="sel"' : ''}>
        <td class="cb"><span class="sq">${r.holder && f.shadeSel ? '✓' : ''}</span></td>
        <td class="nm">${nm}</td><td>${esc(r.role)}</td><td class="c">${esc(r.state)}</td>
        <td class="id">${esc(r.id)}</td><td>${esc(r.platform)}</td><td>${chip(r.status)}${r.sub ? `<div class="sub">${esc(r.sub)}</div>` : ''}</td>
        <td class="d">${esc(r.issued)}</td><td class="d">${esc(r.valid)}</td><td class="d lv">${esc(r.verified)}</td></tr>`;
    })
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(P.app)} — ${esc(P.sub)} — Results</span></div>
  <div class="band" style="background:${P.color}">
    <div><div class="app">${esc(P.app)}</div><div class="org">${esc(P.org)}</div></div>
    <div class="nav"><span class="on">Search</span><span>Saved lists</span><span>Reports</span><span>Help</span></div>
    <div class="usr">Signed in: ${esc(f.user)}@${esc(f.facHost)}<br>${esc(f.facility)} (member ${esc(f.member)})</div>
  </div>
  <div class="bc">Home › Partner credentials › ${esc(P.sub)} › <b>Results</b></div>
  <div class="sp">
    <div class="fld"><div class="fl">Last name *</div><div class="in">${esc(f.qLast)}</div></div>
    <div class="fld"><div class="fl">First name or initial</div><div class="in">${esc(f.qFirst)}</div></div>
    <div class="fld"><div class="fl">Issuing platform</div><div class="in">All platforms ▾</div></div>
    <div class="fld"><div class="fl">Status</div><div class="in">Any ▾</div></div>
    <div class="fld ck"><span class="sq">✓</span> Include expired, inactive and superseded badges</div>
    <div class="btn" style="background:${P.color}">Search</div>
  </div>
  <div class="rs"><span><b>${f.rows.length} badges</b> found for last name “${esc(f.qLast)}”${f.qFirst ? ` and first name “${esc(f.qFirst)}”` : ''} · all platforms · any status</span>
    <span class="rf">Platform data refreshed ${esc(f.refreshed)} ${esc(P.tz)}</span></div>
  <div class="srt">Sort by: <b>Last verified (newest first)</b> ▾ &nbsp;·&nbsp; Showing 1–${f.rows.length} of ${f.rows.length} &nbsp;·&nbsp; Export CSV &nbsp;·&nbsp; Add selected to list</div>
  <table class="rt">
    <tr><th></th><th>Clinician</th><th>Role</th><th>Home state</th><th>Badge ID</th><th>Issuing platform</th><th>Status</th><th>Issued</th><th>${esc(f.validHead)}</th><th>Last verified</th></tr>
    ${rows}
  </table>
  ${f.note ? `<div class="hn" style="color:${f.ink};transform:rotate(${f.noteRot}deg)">${hand(f.note, { font: f.pen, ink: f.ink, size: '1.25em' })}</div>` : ''}
  <div class="lgd"><b>Status key.</b> <b>Active</b> — the issuing platform reports the badge current. <b>Suspended</b> — paused by the platform pending a compliance item or review; do not schedule. <b>Expired</b> — the valid-through date has passed. <b>Inactive</b> — closed by the platform or the clinician. <b>Superseded</b> — replaced by a newer badge from the same platform (shown separately). <b>—</b> in Valid through: the issuing platform set no end date.</div>
  <div class="dis">${esc(P.org)} relays badge data supplied by its partner staffing platforms and does not issue badges. The issuing platform remains the source of truth; confirm any discrepancy with the platform before scheduling. Results are for use by member facilities under the data-sharing agreement of ${esc(f.dsa)}.</div>
  <div class="pf"><span>https://${esc(P.host)}/partners/search?last=${esc(encodeURIComponent(f.qLast))}${f.qFirst ? `&amp;first=${esc(encodeURIComponent(f.qFirst))}` : ''}&amp;platform=all&amp;status=any&amp;inc=1</span><span>1/1</span></div>`;
  const css = `
  body { font-size:9pt; }
  .ph, .pf { display:flex; justify-content:space-between; font-size:7.6pt; color:#444; }
  .pf { margin-top:14px; }
  .band { color:#fff; display:flex; justify-content:space-between; align-items:center; padding:7px 12px; margin-top:6px; border-radius:3px; }
  .app { font-size:15pt; font-weight:bold; letter-spacing:.3px; } .org { font-size:8pt; opacity:.9; }
  .nav span { margin:0 8px; font-size:9pt; opacity:.85; } .nav .on { font-weight:bold; opacity:1; border-bottom:2px solid #fff; }
  .usr { font-size:7.6pt; text-align:right; line-height:1.35; }
  .bc { font-size:8pt; color:#555; margin:6px 0; }
  .sp { display:flex; gap:8px; align-items:flex-end; border:1px solid #ccc; background:#f7f7f7; padding:6px 8px; border-radius:3px; }
  .fld .fl { font-size:7.2pt; color:#555; } .fld .in { border:1px solid #999; background:#fff; padding:3px 6px; min-width:1.1in; min-height:1.5em; font-size:9pt; }
  .fld.ck { font-size:8pt; padding-bottom:3px; flex:1; }
  .sq { display:inline-block; width:0.9em; height:0.9em; border:1px solid #555; font-size:0.8em; line-height:0.9em; text-align:center; vertical-align:-0.1em; }
  .btn { color:#fff; padding:4px 14px; border-radius:3px; font-weight:bold; }
  .rs { margin:9px 0 2px; font-size:9.6pt; display:flex; justify-content:space-between; align-items:baseline; }
  .rf { font-size:7.8pt; color:#555; }
  .srt { font-size:7.8pt; color:#444; margin-bottom:4px; }
  .rt { width:100%; font-size:8.6pt; }
  .rt th { background:#eef0f3; border-bottom:1.2px solid #666; text-align:left; padding:4px 4px; font-size:7.8pt; }
  .rt td { border-bottom:0.7px solid #c6c6c6; padding:5px 4px; vertical-align:middle; }
  .rt tr.sel td { background:#fffbe2; }
  .rt .cb { width:0.22in; } .rt .c { text-align:center; } .rt .id { font-family:${FONTS.mono}; font-size:8.2pt; white-space:nowrap; }
  .rt .d { white-space:nowrap; } .rt .lv { color:#555; font-size:7.8pt; }
  .rt .nm { font-weight:bold; white-space:nowrap; }
  .chip { display:inline-block; border:0.8px solid; border-radius:9px; padding:0 7px; font-size:7.8pt; font-weight:bold; white-space:nowrap; }
  .sub { font-size:6.8pt; color:#666; margin-top:1px; }
  .hr { display:inline-block; border:1.8px solid; border-radius:50%; padding:1px 8px; margin:-3px -8px; transform:rotate(-2deg); }
  .hn { margin:8px 0 0 0.4in; }
  .lgd { font-size:7.6pt; color:#333; margin-top:12px; border-top:0.8px solid #bbb; padding-top:4px; line-height:1.35; }
  .dis { font-size:7pt; color:#666; margin-top:5px; line-height:1.3; }`;
  return page({
    title: `${P.app} — Results`,
    size: 'letter landscape',
    margin: '0.35in 0.4in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const portals = rng.shuffle(PORTALS);
  const coords = rng.shuffle(COORDS);
  const plats = rng.shuffle(PLATFORMS);
  const dateStyles = rng.shuffle(['us', 'mon', 'iso', 'us', 'dmy', 'mon']);
  const initials = 'ABCDEFGHJKLMNPRSTW';

  // rows: holder rows are given; others are generated around them, newest verification first.
  const make = (p, o) => {
    const i = out.length;
    const portal = portals[i % portals.length];
    const coord = coords[i % coords.length];
    const ds = o.ds || dateStyles[i];
    const printed = addDays('2026-11-09', rng.int(0, 10));
    const firsts = rng.shuffle(FIRSTS.filter((n) => n !== p.first && n !== p.nick));
    const nameStyle = o.nameStyle || rng.pick(['last_first_mi', 'last_first', 'first_last']);
    const other = (j) => {
      const q = {
        first: firsts[j],
        middle: rng.chance(0.7) ? initials[rng.int(0, initials.length - 1)] : '',
        last: p.last,
        nick: null,
      };
      return nameAs(q, nameStyle === 'nick_last' ? 'first_last' : nameStyle);
    };
    const valText = (isoDate) =>
      isoDate ? (o.validMonthOnly ? fmt(isoDate, 'mm_yyyy') : fmt(isoDate, ds)) : '—';
    const otherRow = (j) => {
      const pl = rng.pick(plats);
      const st = rng.pick([
        'Active',
        'Active',
        'Active',
        'Suspended',
        'Expired',
        'Inactive',
        'Pending review',
      ]);
      let issued = addDays('2025-12-01', rng.int(0, 320));
      if (st === 'Expired') issued = addDays('2024-09-01', rng.int(0, 300));
      if (st === 'Inactive') issued = addDays('2024-06-01', rng.int(0, 700));
      const exp = st === 'Pending review' ? null : addDays(addMonths(issued, 12), -1);
      return {
        name: other(j),
        role: rng.pick(ROLES),
        state: rng.pick(STATES),
        id: pl.id(rng),
        platform: pl.name,
        status: st,
        issued: st === 'Pending review' ? '—' : fmt(issued, ds),
        valid: st === 'Pending review' ? '—' : valText(exp),
        sub: st === 'Suspended' ? rng.pick(['BLS card expired', 'background recheck due']) : '',
      };
    };
    const holderName = o.holderName || nameAs(p, nameStyle);
    const holderRows = o.holderRows.map((h) => ({
      ...h,
      name: holderName,
      issued: fmt(h.issuedIso, ds),
      valid: h.validText ?? valText(h.expIso),
      holder: h.main,
    }));
    const rows = [];
    let j = 0;
    for (let r = 0; r < o.total; r++) {
      const h = holderRows.find((x) => x.at === r);
      rows.push(h || otherRow(j++));
    }
    // last verified: newest first, from the print day backwards
    let v = addDays(printed, -rng.int(0, 1));
    for (const r of rows) {
      r.verified = `${fmt(v, 'us_short')} ${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      v = addDays(v, -rng.int(0, 9));
    }
    const hh = rng.int(8, 17);
    return {
      portal,
      font: rng.pick([FONTS.open, FONTS.roboto, FONTS.lato, FONTS.sans]),
      facility: rng.pick(portal.facilities),
      facHost: rng.pick(['stagatha.example', 'regionalmc.example', 'bvhealth.example']),
      member: `M-${rng.digits(4)}`,
      user: coord[0],
      printStamp: `${fmt(printed, 'us_short')}, ${hh > 12 ? hh - 12 : hh}:${String(rng.int(10, 59))} ${hh >= 12 ? 'PM' : 'AM'}`,
      refreshed: `${fmt(printed, 'us')} 05:${String(rng.int(10, 59))}`,
      qLast: stripAccents(p.last),
      qFirst: o.qFirst || '',
      validHead: o.validMonthOnly ? 'Valid thru (mo/yr)' : 'Valid through',
      rows,
      ringRow: o.ringRow ?? false,
      shadeSel: o.shadeSel ?? rng.chance(0.5),
      note: o.note ? o.note(coord[1], fmt(printed, 'us_short')) : '',
      ink: rng.pick(['#1a2b6d', '#0b3d91', '#202020']),
      pen: rng.pick(HANDS),
      noteRot: rng.float(-3, 2).toFixed(1),
      dsa: `${fmt(addDays('2024-01-01', rng.int(0, 500)), 'long')}`,
    };
  };
  const data = (h, pl, status) => ({
    'badge.id': h.id,
    'badge.issuer': pl.name,
    ...(status ? { 'badge.status': status } : {}),
    'badge.issue_date': h.issuedIso,
    'badge.expiration_date': h.expIso,
    'person.name.status': 'match',
  });

  // 1 — active, third row of five.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2026-03-02', rng.int(0, 150));
    const h = {
      at: 2,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role: 'RN',
      state: 'KS',
      status: 'Active',
      issuedIso: issued,
      expIso: addDays(addMonths(issued, 12), -1),
    };
    const f = make(p, { total: 5, holderRows: [h] });
    out.push({
      key: 'active-third-row',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['badge inactive', 'document expired', 'missing badge id', 'name mismatch'],
      data: data(h, pl, 'active'),
      note: `results for last name "${f.qLast}": five badges, four of other people with the same surname; the holder's row (third, "${f.rows[2].name}") is ${pl.name} ${h.id}, Active, issued ${h.issuedIso}, valid through ${h.expIso}; the other rows' statuses and the print, refresh and last-verified dates are not the holder's badge`,
      rendering: 'photo',
    });
  }

  // 2 — the holder's older badge superseded by a newer active one further down.
  {
    const p = k.person();
    const pl = plats[1];
    const oldIssued = addDays('2024-12-01', rng.int(0, 90));
    const newIssued = addDays('2026-01-12', rng.int(0, 120));
    const role = rng.pick(['LPN', 'CNA', 'RN']);
    const hNew = {
      at: 1,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role,
      state: 'NE',
      status: 'Active',
      issuedIso: newIssued,
      expIso: addDays(addMonths(newIssued, 12), -1),
    };
    const hOld = {
      at: 3,
      main: false,
      id: pl.id(rng),
      platform: pl.name,
      role,
      state: 'NE',
      status: 'Superseded',
      issuedIso: oldIssued,
      expIso: addDays(addMonths(oldIssued, 12), -1),
    };
    hOld.sub = `replaced by ${hNew.id}`;
    const f = make(p, { total: 5, holderRows: [hNew, hOld], ringRow: false, shadeSel: true });
    out.push({
      key: 'older-badge-superseded-new-active',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['badge inactive', 'document expired'],
      data: data(hNew, pl, 'active'),
      note: `two rows for the holder from ${pl.name}: ${hOld.id} Superseded (valid through ${hOld.expIso}, "replaced by ${hNew.id}") and the current ${hNew.id} Active, issued ${newIssued}, valid through ${hNew.expIso}; the superseded badge is history, the current badge decides (a reviewer reads the replacement, not the old expiry)`,
      rendering: 'scan_image',
    });
  }

  // 3 — nickname row, valid thru as MM/YYYY, platform in the client's accepted list, ringed by hand.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const pl = plats[2];
    const issued = addDays('2026-05-04', rng.int(0, 120));
    const expMonth = addMonths(issued, 12);
    const h = {
      at: 3,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role: 'RN',
      state: 'OK',
      status: 'Active',
      issuedIso: issued,
      expIso: endOfMonth(expMonth),
    };
    const f = make(p, {
      total: 6,
      holderRows: [h],
      holderName: nameAs(p, 'nick_last'),
      nameStyle: 'nick_last',
      validMonthOnly: true,
      ringRow: true,
      note: (ini, d) => `↑ row 4 = ours — confirmed w/ ${pl.name.split(' ')[0]} ${d} ${ini}`,
    });
    out.push({
      key: 'nickname-month-year-accepted-platform',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pl.name, plats[3].name] },
      html: render(f),
      issues: [],
      forbidden: ['unsupported issuer', 'name mismatch', 'badge inactive', 'document expired'],
      data: data(h, pl, 'active'),
      note: `the holder is listed as "${f.rows[3].name}" (nickname of ${p.first}), ringed by the coordinator with a dated note; ${pl.name} ${h.id} Active, issued ${issued}; "Valid thru (mo/yr)" ${fmt(expMonth, 'mm_yyyy')} ends ${h.expIso}; ${pl.name} is in the client's accepted_issuers`,
      rendering: 'photo',
    });
  }

  // 4 — suspended.
  {
    const p = k.person();
    const pl = plats[3];
    const issued = addDays('2026-02-16', rng.int(0, 140));
    const h = {
      at: 2,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role: 'CNA',
      state: 'MO',
      status: 'Suspended',
      issuedIso: issued,
      expIso: addDays(addMonths(issued, 12), -1),
      sub: 'TB screen overdue',
    };
    const f = make(p, { total: 4, holderRows: [h] });
    out.push({
      key: 'suspended',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['badge inactive'],
      forbidden: ['document expired', 'missing badge id'],
      data: data(h, pl, 'inactive'),
      note: `the holder's row ${pl.name} ${h.id} shows Suspended ("TB screen overdue") although its valid-through date ${h.expIso} is still ahead; the legend says suspended badges must not be scheduled; other people's Active rows do not count`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — expired.
  {
    const p = k.person();
    const pl = plats[4];
    const issued = addDays('2025-08-04', rng.int(0, 60));
    const h = {
      at: 1,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role: 'RN',
      state: 'TX',
      status: 'Expired',
      issuedIso: issued,
      expIso: addDays(addMonths(issued, 12), -1),
    };
    const f = make(p, { total: 5, holderRows: [h] });
    out.push({
      key: 'expired',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['document expired'],
      forbidden: ['missing expiration date', 'missing badge id'],
      data: data(h, pl, null),
      note: `the holder's row ${pl.name} ${h.id}: Expired, valid through ${h.expIso}, before valid_on; badge inactive may also be reported for the Expired status (secondary); the row's last-verified date is recent but is not a renewal`,
      rendering: 'fax',
    });
  }

  // 6 — active badge with no end date.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2025-11-10', rng.int(0, 200));
    const h = {
      at: 2,
      main: true,
      id: pl.id(rng),
      platform: pl.name,
      role: rng.pick(['RT', 'LPN']),
      state: 'IA',
      status: 'Active',
      issuedIso: issued,
      expIso: null,
      validText: '—',
    };
    const f = make(p, {
      total: 5,
      holderRows: [h],
      ringRow: true,
      note: (ini) => `↑ row 3 — no end date?? ask ${pl.name.split(' ')[0]} — ${ini}`,
    });
    out.push({
      key: 'active-no-end-date',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing expiration date'],
      forbidden: ['badge inactive', 'document expired', 'missing badge id'],
      data: data(h, pl, 'active'),
      note: `the holder's row ${pl.name} ${h.id} is Active, issued ${issued}, with "—" in Valid through (the legend: the platform set no end date); the other rows' dates are other people's`,
      rendering: 'photo',
    });
  }
  return out;
}
