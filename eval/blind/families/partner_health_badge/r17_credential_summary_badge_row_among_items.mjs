// A partner staffing platform's "Credential Summary" report that a facility's staffing office generates for one
// clinician before booking (landscape letter, one page): platform header with the report no. and generation time;
// a left sidebar with an ID-photo box, the clinician's name, role and specialty, a platform Profile ID (not the
// badge), home state, member-since date, shifts worked, a "N of M items current" compliance meter, a "Prepared for"
// block naming the facility and the person who ran the report, and a status legend; on the right one grouped table
// of everything the platform holds (Requirement / Evidence on file / Number / Issued or done / Expires or due /
// Verified / Status) — licence and identity, health screening, training, background and exclusion screening, the
// PLATFORM CREDENTIAL group whose single row is the Partner Health Badge (badge no., issued, valid through,
// status), and facility-specific items after it. The badge is a table row in the lower middle, never a separate
// block; every other row has its own numbers, dates and statuses. Variants: all current; an influenza row from last
// season expired while the badge stays active; a nickname with the client accepting the platform; a badge on hold
// after the TB screening lapsed although its valid-through date is ahead; a badge with no end date ("monitored
// continuously"); a badge whose valid-through date has passed.
import { addDays, addMonths, addYears, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r17_credential_summary_badge_row_among_items',
  split: 'tuning',
  renderings: { text_pdf: 55, scanned_pdf: 15, photo: 20, scan_image: 10 },
  description:
    'Partner staffing platform one-page landscape "Credential Summary" run by a facility: header with report no. and generation time; left sidebar (photo box, name, role, Profile ID that is not the badge, member since, "N of M items current" meter, Prepared for facility / requester, legend); right a grouped requirements table (Requirement / Evidence / Number / Issued / Expires / Verified / Status) for licence, health, training, background, then a PLATFORM CREDENTIAL group whose one row is the Partner Health Badge, then facility items; all current, last season\u2019s flu expired with the badge active, nickname with the platform accepted, badge on hold after TB lapsed, no end date, valid-through passed',
};

const PLATFORMS = [
  {
    name: 'Kestrel Health Shifts',
    color: '#0b5d73',
    initials: 'KH',
    verify: 'verify.kestrelshifts.example',
    mail: 'compliance@kestrelshifts.example',
    badgeId: (rng) => `KHS-${rng.digits(3)}-${rng.digits(4)}`,
  },
  {
    name: 'Pinecrest Clinician Network',
    color: '#2f5a24',
    initials: 'PC',
    verify: 'pinecrestnetwork.example/verify',
    mail: 'credentialing@pinecrestnetwork.example',
    badgeId: (rng) => `PCN${rng.digits(7)}`,
  },
  {
    name: 'OnTap Care Staffing',
    color: '#6a2c5e',
    initials: 'OT',
    verify: 'ontapcare.example/badge',
    mail: 'trust@ontapcare.example',
    badgeId: (rng) => `OT-B-${rng.alnum(6)}`,
  },
];
const FACILITIES = [
  ['St. Brendan Medical Center', 'Nursing Resource Office'],
  ['Harmon Ridge Rehabilitation Hospital', 'Staffing & Scheduling'],
  ['Lakeview Behavioral Health', 'Nursing Administration'],
  ['Cedar Hollow Skilled Nursing', 'Staff Development'],
];
const ROLES = {
  RN: {
    label: 'Registered Nurse (RN)',
    spec: ['Med-Surg', 'Telemetry', 'Emergency', 'ICU'],
    lic: 'RN license',
  },
  LPN: { label: 'Licensed Practical Nurse (LPN)', spec: ['Long-term care', 'Rehab'], lic: 'LPN license' },
  CNA: {
    label: 'Certified Nursing Assistant (CNA)',
    spec: ['Long-term care', 'Med-Surg'],
    lic: 'CNA certification',
  },
};

function render(f) {
  const pl = f.pl;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid ${pl.color}; padding-bottom:5px; }
  .hd .pn { font-size:14pt; font-weight:bold; color:${pl.color}; }
  .hd .tt { font-size:17pt; margin-left:18px; font-weight:300; letter-spacing:.5px; }
  .hd .rt { margin-left:auto; text-align:right; font-size:8pt; color:#333; line-height:1.35; }
  .wrap { display:flex; gap:14px; margin-top:8px; }
  .side { width:2.3in; flex:none; font-size:8.8pt; }
  .ph { width:0.95in; height:1.15in; border:1px solid #999; background:#e8eaec; display:flex; align-items:flex-end; justify-content:center; }
  .ph svg { display:block; }
  .nm { font-size:12.5pt; font-weight:bold; margin:6px 0 1px; }
  .kvs div { padding:1.5px 0; } .kvs span { color:#555; display:inline-block; width:0.9in; }
  .box { border:1px solid #bbb; border-radius:4px; padding:5px 6px; margin-top:8px; }
  .box .bt { font-size:7.5pt; text-transform:uppercase; letter-spacing:.6px; color:${pl.color}; font-weight:bold; margin-bottom:3px; }
  .meter { height:8px; background:#e3e3e3; border-radius:4px; overflow:hidden; margin:4px 0; }
  .meter div { height:8px; background:${f.meterColor}; }
  .main { flex:1; }
  table.r { width:100%; font-size:8.6pt; }
  table.r th { text-align:left; font-size:7.8pt; text-transform:uppercase; color:#333; border-bottom:1.6px solid #555; padding:3px 4px; background:#f3f4f5; }
  table.r td { padding:2.8px 4px; border-bottom:1px solid #dedede; vertical-align:top; }
  table.r tr.g td { background:${pl.color}; color:#fff; font-weight:bold; font-size:7.6pt; letter-spacing:.5px; padding:2px 4px; }
  .st { font-weight:bold; white-space:nowrap; }
  .s-ok { color:#1d6b2f; } .s-warn { color:#9a6a00; } .s-bad { color:#a01c1c; }
  .ft { margin-top:7px; font-size:7.3pt; color:#555; border-top:1px solid #bbb; padding-top:3px; display:flex; justify-content:space-between; gap:20px; }
  `;
  const cls = (s) =>
    /^(Expired|Inactive|On hold|Suspended|Lapsed)/i.test(s)
      ? 's-bad'
      : /Due|Expiring|Pending/i.test(s)
        ? 's-warn'
        : 's-ok';
  const rows = f.groups
    .map(
      ([g, items]) =>
        `<tr class="g"><td colspan="7">${esc(g)}</td></tr>` +
        items
          .map(
            (r) =>
              `<tr><td><b>${esc(r[0])}</b></td><td>${esc(r[1])}</td><td>${esc(r[2] || '—')}</td><td>${esc(r[3] || '—')}</td><td>${esc(r[4] || '—')}</td><td>${esc(r[5] || '—')}</td><td class="st ${cls(r[6])}">${esc(r[6])}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  const silhouette = `<svg width="70" height="80" viewBox="0 0 70 80"><circle cx="35" cy="28" r="15" fill="#b9bec4"/><path d="M6 80 Q8 50 35 50 Q62 50 64 80 Z" fill="#b9bec4"/></svg>`;
  const body = `
  <div class="hd">${logo({ initials: pl.initials, color: pl.color, shape: 'circle', size: 38 })}<div class="pn">${esc(pl.name)}</div>
    <div class="tt">Credential Summary</div>
    <div class="rt">Report ${esc(f.reportNo)}<br>Generated ${esc(f.generatedText)}<br>Data as of generation time</div></div>
  <div class="wrap">
    <div class="side">
      <div class="ph">${silhouette}</div>
      <div class="nm">${esc(f.displayName)}</div>
      <div style="margin-bottom:4px">${esc(f.role.label)} · ${esc(f.spec)}</div>
      <div class="kvs">
        <div><span>Profile ID</span>${esc(f.profileId)}</div>
        <div><span>Home state</span>${esc(f.home)}</div>
        <div><span>Member since</span>${esc(f.memberText)}</div>
        <div><span>Shifts worked</span>${f.shifts}</div>
        <div><span>Facility rating</span>${f.rating} / 5</div></div>
      <div class="box"><div class="bt">Compliance</div>
        <div><b>${f.current} of ${f.total}</b> items current</div>
        <div class="meter"><div style="width:${Math.round((100 * f.current) / f.total)}%"></div></div>
        <div>${esc(f.meterNote)}</div></div>
      <div class="box"><div class="bt">Prepared for</div>
        <div><b>${esc(f.facility[0])}</b></div><div>${esc(f.facility[1])}</div>
        <div>Run by ${esc(f.requester)}</div><div>Shift requested ${esc(f.shiftText)}</div></div>
      <div class="box"><div class="bt">Status key</div>
        <div><span class="st s-ok">Verified / Current / Clear / Active</span> — on file and in date</div>
        <div><span class="st s-warn">Due soon</span> — ends within 30 days</div>
        <div><span class="st s-bad">Expired / On hold</span> — action needed</div></div>
    </div>
    <div class="main">
      <table class="r"><tr><th style="width:17%">Requirement</th><th style="width:27%">Evidence on file</th><th>Number</th><th>Issued / done</th><th>Expires / due</th><th>Verified</th><th>Status</th></tr>${rows}</table>
      <div class="ft"><span>Facilities may confirm any item at ${esc(pl.verify)} with the report number. Questions: ${esc(pl.mail)}</span><span>Confidential — contains personal information · Page 1 of 1</span></div>
    </div>
  </div>`;
  return page({
    title: 'Credential Summary',
    size: 'letter landscape',
    margin: '0.38in 0.45in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const fonts = [FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato, FONTS.carlito];
  const REQUESTERS = [
    'K. Ambrose (staffing coordinator)',
    'D. Villalobos, RN (house supervisor)',
    'T. Nakagawa (scheduler)',
    'M. Oyelaran (staffing office)',
  ];
  const STATES = ['WA', 'OR', 'CO', 'AZ', 'TX', 'OH', 'NC', 'TN'];
  const make = (p, o) => {
    const pl = o.pl || rng.pick(PLATFORMS);
    const roleKey = o.roleKey || rng.pick(['RN', 'RN', 'LPN', 'CNA']);
    const role = ROLES[roleKey];
    const ds = o.ds || 'us';
    const gen = o.generated || addDays('2026-11-21', -rng.int(1, 9));
    const home = rng.pick(STATES);
    const D = (iso) => (iso ? fmt(iso, ds) : '');
    const V = (iso) => {
      const v = addDays(iso, rng.int(0, 3));
      return D(v > gen ? gen : v);
    };
    const licIss = addDays(gen, -rng.int(400, 2000));
    const licExp = addDays(gen, rng.int(90, 700));
    const idExp = addDays(gen, rng.int(300, 1500));
    const tb = o.tbDate || addDays(gen, -rng.int(30, 300));
    const tbDue = addYears(tb, 1);
    const fluSeasonOld = o.fluOld;
    const flu = fluSeasonOld
      ? '2025-10-' + String(rng.int(1, 28)).padStart(2, '0')
      : addDays('2026-09-01', rng.int(5, 60));
    const hep = addDays(gen, -rng.int(800, 3000));
    const bls = addDays(gen, -rng.int(60, 600));
    const blsEnd = endOfMonth(addMonths(bls, 24));
    const acls = addDays(gen, -rng.int(60, 600));
    const hipaa = addDays(gen, -rng.int(20, 300));
    const bg = addDays(gen, -rng.int(30, 330));
    const oig = addDays(gen, -rng.int(1, 25));
    const drug = addDays(gen, -rng.int(40, 300));
    const orient = addDays(gen, -rng.int(0, 40));
    const badgeRow = [
      'Partner Health Badge',
      `${pl.name} credential badge`,
      o.badgeNo,
      D(o.badgeIssued),
      o.badgeExpText,
      V(o.badgeVerified || addDays(gen, -rng.int(0, 2))),
      o.badgeStatus,
    ];
    const tbStatus = o.tbLapsed ? 'Expired' : 'Current';
    const licNum = `${roleKey === 'CNA' ? 'NA' : roleKey}${rng.digits(8)}`;
    const groups = [
      [
        'LICENSURE AND IDENTITY',
        [
          [
            role.lic,
            `State board primary source (${home})`,
            licNum,
            D(licIss),
            D(licExp),
            V(addDays(gen, -rng.int(1, 20))),
            'Verified',
          ],
          [
            'Government photo ID',
            'Driver licence — matched to selfie',
            `•••• ${rng.digits(4)}`,
            '',
            D(idExp),
            V(addDays(gen, -rng.int(100, 400))),
            'Verified',
          ],
          [
            'Work authorization (I-9)',
            'List A document reviewed',
            '',
            D(addDays(gen, -rng.int(200, 700))),
            '',
            '',
            'Complete',
          ],
        ],
      ],
      [
        'HEALTH SCREENING',
        [
          [
            'TB screening',
            rng.pick([
              'QuantiFERON-TB Gold Plus — negative',
              'Two-step TST — negative',
              'T-SPOT.TB — negative',
            ]),
            '',
            D(tb),
            D(tbDue),
            V(tb),
            tbStatus,
          ],
          fluSeasonOld
            ? [
                'Influenza 2025–26',
                'Pharmacy record — quadrivalent',
                '',
                D(flu),
                D('2026-06-30'),
                V(flu),
                'Expired',
              ]
            : [
                'Influenza 2026–27',
                'Clinic record — quadrivalent',
                '',
                D(flu),
                D('2027-06-30'),
                V(flu),
                'Current',
              ],
          ['Hepatitis B', 'Surface antibody titer — immune', '', D(hep), '', V(hep), 'Current'],
          ['MMR / Varicella', 'Titers — immune', '', D(addDays(hep, rng.int(0, 20))), '', '', 'Current'],
        ],
      ],
      [
        'TRAINING',
        [
          ['BLS', 'AHA BLS Provider eCard', rng.alnum(12), D(bls), D(blsEnd), V(bls), 'Current'],
          ...(roleKey === 'RN'
            ? [
                [
                  'ACLS',
                  'AHA ACLS Provider eCard',
                  rng.alnum(12),
                  D(acls),
                  D(endOfMonth(addMonths(acls, 24))),
                  V(acls),
                  'Current',
                ],
              ]
            : []),
          [
            'HIPAA / OSHA annual',
            `${pl.name} learning module`,
            '',
            D(hipaa),
            D(addYears(hipaa, 1)),
            '',
            'Current',
          ],
        ],
      ],
      [
        'BACKGROUND AND EXCLUSION SCREENING',
        [
          [
            'Criminal background',
            '7-year county, state and federal search',
            `BG-${rng.digits(7)}`,
            D(bg),
            D(addYears(bg, 1)),
            V(bg),
            'Clear',
          ],
          [
            'OIG / SAM exclusion',
            'Monthly automated screen',
            '',
            D(oig),
            D(addMonths(oig, 1)),
            D(oig),
            'No match',
          ],
          ['Drug screen', '10-panel urine, MRO reviewed', '', D(drug), '', V(drug), 'Negative'],
        ],
      ],
      ['PLATFORM CREDENTIAL', [badgeRow]],
      [
        `FACILITY — ${FACILITIES[o.facIdx ?? 0][0].toUpperCase()}`,
        [
          ['Orientation packet', 'E-signed acknowledgements', '', D(orient), '', '', 'Complete'],
          [
            'Unit competency checklist',
            `Self-assessment — ${role.spec[0]}`,
            '',
            D(addDays(orient, -rng.int(0, 5))),
            '',
            '',
            'Complete',
          ],
        ],
      ],
    ];
    const total = groups.reduce((s, [, it]) => s + it.length, 0);
    const bad = groups
      .flatMap(([, it]) => it)
      .filter((r) => /^(Expired|Inactive|On hold|Suspended)/i.test(r[6])).length;
    const h = rng.int(6, 21);
    return {
      pl,
      role,
      spec: rng.pick(role.spec),
      font: rng.pick(fonts),
      reportNo: `CS-${gen.slice(0, 4)}-${rng.digits(6)}`,
      generatedText: `${fmt(gen, ds)} ${String(h).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      displayName: o.displayName || nameAs(p, 'first_mi_last'),
      profileId: `P-${rng.digits(6)}`,
      home,
      memberText: fmt(addDays(gen, -rng.int(400, 1800)), 'mon_yyyy'),
      shifts: rng.int(12, 260),
      rating: (4.5 + rng.int(0, 5) / 10).toFixed(1),
      current: total - bad,
      total,
      meterColor: bad ? '#c0392b' : '#2e8b57',
      meterNote: bad
        ? `${bad} item${bad > 1 ? 's' : ''} need${bad > 1 ? '' : 's'} action before booking`
        : 'Ready to book',
      facility: FACILITIES[o.facIdx ?? 0],
      requester: rng.pick(REQUESTERS),
      shiftText: fmt(addDays(gen, rng.int(3, 14)), ds),
      groups,
    };
  };
  const out = [];
  const ok = (id, exp, issue) => ({
    'badge.id': id,
    'badge.status': 'active',
    'badge.issue_date': issue,
    'badge.expiration_date': exp,
    'person.name.status': 'match',
    'person.dob.status': 'not_present',
  });

  // 1. All current.
  let p = k.person();
  let pl = PLATFORMS[0];
  let issue = addDays('2026-11-21', -rng.int(60, 300));
  let exp = addYears(issue, 1);
  let id = pl.badgeId(rng);
  let f = make(p, {
    pl,
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: fmt(exp, 'us'),
    badgeStatus: 'Active',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'all-current-badge-active',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: ok(id, exp, issue),
    note: `the Partner Health Badge row (${id}, valid through ${exp}, Active) decides; ${f.profileId} is the platform profile, not the badge, and every other row has its own dates`,
  });

  // 2. Last season's influenza row expired; badge active.
  p = k.person();
  pl = PLATFORMS[1];
  issue = addDays('2026-11-21', -rng.int(30, 250));
  exp = addYears(issue, 1);
  id = pl.badgeId(rng);
  f = make(p, {
    pl,
    fluOld: true,
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: fmt(exp, 'us'),
    badgeStatus: 'Active',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'flu-row-expired-badge-active',
    rendering: 'photo',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['badge inactive', 'document expired'],
    data: ok(id, exp, issue),
    note: 'the 2025–26 influenza row is Expired and the meter asks for action, but the badge row itself is Active and valid through a date after valid_on',
  });

  // 3. Nickname; the client accepts the platform.
  p = k.person();
  while (!p.nick) p = k.person();
  pl = PLATFORMS[2];
  issue = addDays('2026-11-21', -rng.int(20, 200));
  exp = addMonths(issue, 18);
  id = pl.badgeId(rng);
  f = make(p, {
    pl,
    displayName: nameAs(p, 'nick_last'),
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: fmt(exp, 'us'),
    badgeStatus: 'Active',
    ds: 'iso',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'nickname-platform-accepted',
    rendering: 'text_pdf',
    person: requestPerson(p),
    rules: { accepted_issuers: [pl.name, 'Kestrel Health Shifts'] },
    html: render(f),
    issues: [],
    data: ok(id, exp, issue),
    note: `the sidebar shows "${nameAs(p, 'nick_last')}", a common nickname of ${p.first}; ${pl.name} is one of the client's accepted platforms; ISO dates`,
  });

  // 4. Badge on hold because the TB screening lapsed; valid-through still ahead.
  p = k.person();
  pl = PLATFORMS[0];
  issue = addDays('2026-11-21', -rng.int(100, 300));
  exp = addYears(issue, 1);
  id = pl.badgeId(rng);
  const gen4 = addDays('2026-11-21', -rng.int(1, 6));
  f = make(p, {
    pl,
    generated: gen4,
    tbLapsed: true,
    tbDate: addDays(gen4, -rng.int(380, 420)),
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: fmt(exp, 'us'),
    badgeStatus: 'On hold — inactive',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'badge-on-hold-tb-lapsed',
    rendering: 'scanned_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    forbidden: ['document expired'],
    data: { 'badge.id': id, 'badge.status': 'inactive', 'badge.expiration_date': exp },
    note: `the TB screening row is Expired and the badge row reads "On hold — inactive" although its valid-through date ${exp} is after valid_on`,
  });

  // 5. No end date on the badge row.
  p = k.person();
  pl = PLATFORMS[1];
  issue = addDays('2026-11-21', -rng.int(40, 500));
  id = pl.badgeId(rng);
  f = make(p, {
    pl,
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: 'No end date — monitored continuously',
    badgeStatus: 'Active',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'badge-no-end-date',
    rendering: 'text_pdf',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    forbidden: ['document expired', 'badge inactive'],
    data: {
      'badge.id': id,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': null,
    },
    note: 'the badge row gives no end date ("monitored continuously"); the expiry dates in the other rows are theirs, not the badge\u2019s',
  });

  // 6. Valid-through date passed.
  p = k.person();
  pl = PLATFORMS[2];
  exp = addDays('2026-11-21', -rng.int(12, 40));
  issue = addYears(exp, -1);
  id = pl.badgeId(rng);
  f = make(p, {
    pl,
    generated: addDays('2026-11-21', -rng.int(1, 8)),
    badgeNo: id,
    badgeIssued: issue,
    badgeExpText: fmt(exp, 'us'),
    badgeVerified: exp,
    badgeStatus: 'Expired',
    facIdx: rng.int(0, 3),
  });
  out.push({
    key: 'badge-valid-through-passed',
    rendering: 'scan_image',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.id': id, 'badge.expiration_date': exp },
    note: `the badge row's valid-through date ${exp} is before valid_on and its status reads Expired (\`badge inactive\` may also be reported)`,
  });
  return out;
}
