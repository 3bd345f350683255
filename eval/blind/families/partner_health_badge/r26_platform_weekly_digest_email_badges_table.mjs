// A partner staffing platform's weekly digest e-mail to a clinician, printed from web mail (browser print header
// with the print date and time and the tab title, footer with the mail URL and 1/1) and uploaded as it is or as a
// photo, scan or fax. The mail client's own header (Subject, From, To with the clinician's display name and address,
// the sent date and time). The body is the platform's HTML newsletter: a brand band, a pre-header "week of …", a
// greeting by first name or nickname, a coloured status banner about the platform's health & compliance badge, a
// "Your badges" table listing every badge the clinician holds on the platform (the platform-wide health badge that
// the facility asks for, plus site orientation badges for particular hospitals, a skills badge, sometimes a retired
// badge from an earlier role), each with its own number, status chip, issued and expiry dates; a "Credentials on
// file" list with their own dates; "Your week" figures (shifts, hours, a pay date); "Open shifts near you" with shift
// dates; and a footer with the member number (not a badge number), the company address and unsubscribe links. The
// requested badge is the platform-wide health badge row: the site and skills badges, the credential dates, shift and
// pay dates, the member number and the print and sent dates are not it. Variants: active with the health badge
// second in the table; active but "Expiring soon" (23 days after valid_on) with an amber renewal banner; a nickname
// greeting, a "Valid thru" month-only expiry, a retired CNA badge from before the clinician became an RN and a client
// list of accepted platforms; paused for an overdue TB screen (expiry still ahead); expired last month; active with
// no end date ("continuously monitored").
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r26_platform_weekly_digest_email_badges_table',
  split: 'tuning',
  renderings: { text_pdf: 45, photo: 20, scanned_pdf: 15, fax: 12, scan_image: 8 },
  description:
    'Partner staffing platform weekly digest e-mail printed from web mail (print header with date and tab title, footer with mail URL): Subject / From / To / sent date; brand band, "week of" pre-header, greeting by first name or nickname, coloured health-badge status banner, a "Your badges" table (platform-wide health & compliance badge among site orientation badges, a skills badge, sometimes a retired badge from an earlier role; Badge / Badge no. / Status chip / Issued / Expires), credentials on file with their own dates, weekly shifts / hours / pay date, open shifts with dates, footer with a member number that is not the badge; active second row, expiring soon after valid_on with an amber banner, nickname with month-only valid thru and a retired CNA badge, paused for an overdue TB screen, expired last month, active with no end date (continuously monitored)',
};

const PLATFORMS = [
  {
    name: 'Tendwell Health',
    badge: 'Tendwell Health & Compliance Badge',
    short: 'Health & Compliance Badge',
    id: (r) => `TW-HCB-${r.digits(7)}`,
    color: '#0e6f6a',
    host: 'tendwell.example',
    addr: '410 Market Square, Suite 900, Nashville, TN 37201',
  },
  {
    name: 'Shiftwise Clinical',
    badge: 'Shiftwise Clinical Clearance Badge',
    short: 'Clinical Clearance Badge',
    id: (r) => `SWC ${r.digits(4)} ${r.digits(4)}`,
    color: '#3b3f9e',
    host: 'shiftwise.example',
    addr: '2200 Congress Ave, Floor 6, Austin, TX 78701',
  },
  {
    name: 'Rallypoint Nurse Staffing',
    badge: 'Rallypoint Work-Ready Health Badge',
    short: 'Work-Ready Health Badge',
    id: (r) => `RP-${r.letters(2)}-${r.digits(6)}`,
    color: '#b2452c',
    host: 'rallypoint-staffing.example',
    addr: '75 W Washington St, 11th Floor, Chicago, IL 60602',
  },
];
const SITES = [
  ['Mercy Ridge Hospital', 'MRH'],
  ['St. Brendan Medical Center', 'SBMC'],
  ['Harlan Valley Regional', 'HVR'],
  ['Lakeview Rehabilitation Hospital', 'LRH'],
  ['Copper Creek Surgical Center', 'CCSC'],
];
const CHIP = {
  Active: ['#dff3e4', '#1c6b33'],
  'Expiring soon': ['#fff1cc', '#8a5a00'],
  Paused: ['#fde4d8', '#a03c0c'],
  Expired: ['#f3dede', '#8b1d1d'],
  Retired: ['#e7e7e7', '#4a4a4a'],
  'In progress': ['#e2ecf8', '#1f4f86'],
};
const BANNER = {
  ok: ['#e6f5ea', '#1c6b33'],
  warn: ['#fff4d6', '#8a5a00'],
  bad: ['#fbe3dc', '#9b2c12'],
  grey: ['#eeeeee', '#333'],
};

function render(f) {
  const P = f.plat;
  const chip = (s) => {
    const [bg, fg] = CHIP[s] || CHIP.Active;
    return `<span class="chip" style="background:${bg};color:${fg}">${esc(s)}</span>`;
  };
  const [bbg, bfg] = BANNER[f.bannerKind];
  const rows = f.rows
    .map(
      (r) => `<tr>
        <td><div class="bn">${esc(r.name)}</div>${r.sub ? `<div class="bs">${esc(r.sub)}</div>` : ''}</td>
        <td class="id">${esc(r.id)}</td><td>${chip(r.status)}${r.why ? `<div class="bs">${esc(r.why)}</div>` : ''}</td>
        <td class="d">${esc(r.issued)}</td><td class="d">${esc(r.expires)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(f.tabTitle)}</span></div>
  <div class="mc"><span class="ml">${esc(f.client)}</span><span class="acct">${esc(f.toAddr)}</span></div>
  <div class="subj">${esc(f.subject)}</div>
  <div class="hdr">
    <div><b>${esc(P.name)}</b> &lt;digest@${esc(P.host)}&gt;</div><div class="sent">${esc(f.sent)}</div>
  </div>
  <div class="to">To: ${esc(f.toName)} &lt;${esc(f.toAddr)}&gt;</div>
  <div class="mail">
    <div class="pre">${esc(f.preheader)}</div>
    <div class="brand" style="background:${P.color}"><span class="bl">${esc(P.name)}</span><span class="bw">Weekly digest</span></div>
    <div class="in">
      <p>Hi ${esc(f.greet)},</p>
      <p>Here is your week on ${esc(P.name)}: where your badges stand, what is on file and the shifts open near you.</p>
      <div class="ban" style="background:${bbg};color:${bfg};border-color:${bfg}">${f.banner}</div>
      <h3>Your badges</h3>
      <div class="who">${esc(f.profileLine)}</div>
      <table class="bt"><tr><th>Badge</th><th>Badge no.</th><th>Status</th><th>Issued</th><th>${esc(f.expHead)}</th></tr>${rows}</table>
      <div class="fn">${esc(f.tableNote)}</div>
      <div class="two">
        <div class="col">
          <h3>Credentials on file</h3>
          <ul class="cl">${f.creds.map(([n, d, st]) => `<li><span>${esc(n)}</span><span class="cd">${esc(d)} ${st === 'ok' ? '<span class="ok">\u2713</span>' : `<span class="due">${esc(st)}</span>`}</span></li>`).join('')}</ul>
        </div>
        <div class="col">
          <h3>Your week</h3>
          <table class="wk">${f.week.map(([a, b]) => `<tr><td>${esc(a)}</td><td class="wv">${esc(b)}</td></tr>`).join('')}</table>
        </div>
      </div>
      <h3>Open shifts near you</h3>
      <table class="os">${f.shifts.map((s) => `<tr><td class="sd">${esc(s[0])}</td><td>${esc(s[1])}</td><td>${esc(s[2])}</td><td class="pay">${esc(s[3])}</td></tr>`).join('')}</table>
      <div class="cta"><span style="background:${P.color}">Open the app</span></div>
    </div>
    <div class="mf">${esc(P.name)}, Inc. \u00b7 ${esc(P.addr)}<br>
      You receive this digest every Monday because you have an active clinician account (Member ID ${esc(f.member)}).
      Manage e-mail preferences \u00b7 Unsubscribe from digests \u00b7 Privacy</div>
  </div>
  <div class="pf"><span>${esc(f.mailUrl)}</span><span>1/1</span></div>`;
  const css = `
  body { font-size:9pt; }
  .ph, .pf { display:flex; justify-content:space-between; font-size:7.4pt; color:#444; }
  .pf { margin-top:10px; }
  .mc { display:flex; justify-content:space-between; align-items:baseline; border-bottom:1px solid #ccc; padding:5px 0 4px; margin-top:4px; }
  .ml { font-size:13pt; color:#555; font-weight:bold; } .acct { font-size:8pt; color:#555; }
  .subj { font-size:14pt; margin:8px 0 6px; }
  .hdr { display:flex; justify-content:space-between; font-size:9pt; } .sent { color:#555; font-size:8.4pt; }
  .to { font-size:8.4pt; color:#555; margin-bottom:8px; }
  .mail { width:6.3in; margin:0 auto; border:1px solid #ddd; }
  .pre { font-size:7.6pt; color:#777; padding:3px 8px; }
  .brand { color:#fff; display:flex; justify-content:space-between; align-items:baseline; padding:10px 14px; }
  .bl { font-size:15pt; font-weight:bold; } .bw { font-size:9pt; opacity:.9; }
  .in { padding:6px 14px 8px; }
  .in p { margin:5px 0; }
  .ban { border-left:5px solid; padding:7px 10px; margin:8px 0; font-size:9.6pt; }
  h3 { font-size:10.5pt; margin:10px 0 3px; }
  .who { font-size:8.2pt; color:#444; margin-bottom:3px; }
  .bt { width:100%; font-size:8.4pt; }
  .bt th { text-align:left; font-size:7.6pt; color:#555; border-bottom:1px solid #999; padding:3px 4px; }
  .bt td { border-bottom:0.6px solid #ddd; padding:4px 4px; vertical-align:top; }
  .bn { font-weight:bold; } .bs { font-size:7.2pt; color:#666; }
  .id { font-family:${FONTS.mono}; font-size:8pt; white-space:nowrap; } .d { white-space:nowrap; }
  .chip { display:inline-block; border-radius:8px; padding:0 7px; font-size:7.8pt; font-weight:bold; white-space:nowrap; }
  .fn { font-size:7.2pt; color:#666; margin-top:3px; }
  .two { display:flex; gap:16px; } .col { flex:1; }
  .cl { list-style:none; padding:0; margin:0; font-size:8.2pt; }
  .cl li { display:flex; justify-content:space-between; border-bottom:0.5px dotted #bbb; padding:1.5px 0; }
  .cd { white-space:nowrap; } .ok { color:#1c6b33; font-weight:bold; } .due { color:#a03c0c; font-weight:bold; font-size:7.4pt; }
  .wk { width:100%; font-size:8.2pt; } .wk td { padding:1.5px 0; border-bottom:0.5px dotted #bbb; } .wv { text-align:right; font-weight:bold; }
  .os { width:100%; font-size:8.2pt; } .os td { padding:2.5px 4px; border-bottom:0.5px solid #e2e2e2; } .sd { white-space:nowrap; font-weight:bold; } .pay { text-align:right; white-space:nowrap; }
  .cta { text-align:center; margin:10px 0 2px; } .cta span { color:#fff; padding:5px 22px; border-radius:14px; font-weight:bold; font-size:9pt; }
  .mf { font-size:7pt; color:#777; background:#f5f5f5; padding:6px 14px; line-height:1.35; }`;
  return page({ title: f.tabTitle, size: 'letter', margin: '0.35in 0.45in', font: f.font, body, css });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const plats = rng.shuffle(PLATFORMS);
  const sites = rng.shuffle(SITES);
  const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const dow = (iso) => DOW[new Date(`${iso}T00:00:00Z`).getUTCDay()];

  const make = (p, o) => {
    const P = o.plat;
    const ds = o.ds;
    const sentDay = o.sentDay || '2026-11-16';
    const printDay = addDays(sentDay, rng.int(0, 3));
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const toAddr = `${user}${rng.pick(['', rng.digits(2)])}@${rng.pick(['mailbox.example', 'inbox.example', 'post.example'])}`;
    const hh = rng.int(7, 21);
    const clock = (h, m) => `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
    const weekStart = addDays(sentDay, -7);
    const weekEnd = addDays(sentDay, -1);
    const health = {
      name: P.badge,
      sub: `Platform-wide \u00b7 ${o.role} \u00b7 accepted at every partner facility`,
      id: o.id,
      status: o.status,
      why: o.why || '',
      issued: fmt(o.issued, ds),
      expires: o.expText ?? fmt(o.exp, ds),
    };
    const siteRow = (s, i) => {
      const iss = addDays('2025-11-25', rng.int(0, 290));
      return {
        name: `Site orientation \u2014 ${s[0]}`,
        sub: `Facility badge \u00b7 unit orientation and EHR access`,
        id: `${s[1]}-${rng.digits(5)}`,
        status: o.siteStatus?.[i] || 'Active',
        issued: fmt(iss, ds),
        expires: fmt(addDays(addMonths(iss, 12), -1), ds),
      };
    };
    const rows = [];
    const nSites = o.nSites ?? 2;
    for (let i = 0; i < nSites; i++) rows.push(siteRow(sites[(out.length + i) % sites.length], i));
    if (o.skills) {
      const iss = addDays('2026-02-01', rng.int(0, 200));
      rows.push({
        name: `Skills badge \u2014 ${o.skills}`,
        sub: 'Skills checklist and competency test',
        id: `SK-${rng.digits(6)}`,
        status: 'Active',
        issued: fmt(iss, ds),
        expires: fmt(addDays(addMonths(iss, 24), -1), ds),
      });
    }
    rows.splice(o.healthAt ?? 1, 0, health);
    if (o.retired) rows.push(o.retired);
    const sd = (n) => addDays(sentDay, n);
    const week = [
      ['Shifts worked', String(o.shifts ?? rng.int(2, 4))],
      ['Hours', String(o.hours ?? rng.int(24, 44))],
      [
        'Paid',
        o.shifts === 0
          ? 'No payout this week'
          : `$${rng.int(900, 2400)}.${rng.digits(2)} on ${fmt(addDays(weekEnd, -1), 'mon')}`,
      ],
      ['Rating from facilities', `${(4.5 + rng.next() * 0.5).toFixed(1)} \u2605`],
    ];
    const shifts = [0, 1, 2].map((i) => {
      const day = sd(rng.int(1 + i * 2, 2 + i * 2));
      const s = sites[(out.length + i + 2) % sites.length];
      return [
        `${dow(day)} ${fmt(day, 'mon').replace(/, \d{4}$/, '')}`,
        `${s[0]} \u2014 ${rng.pick(['Med/Surg', 'Telemetry', 'Step-down', 'ED hold', 'Rehab'])}`,
        rng.pick(['7:00 AM \u2013 7:30 PM', '7:00 PM \u2013 7:30 AM', '11:00 AM \u2013 11:30 PM']),
        `$${rng.int(42, 78)}/hr`,
      ];
    });
    return {
      plat: P,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato]),
      printStamp: `${fmt(printDay, 'us_short')}, ${clock(hh, rng.int(0, 59))}`,
      tabTitle: `${o.subject} - ${toAddr} - Mail`,
      client: rng.pick(['Mail', 'Webmail', 'Inbox']),
      toAddr,
      toName: o.toName || nameAs(p, 'first_last'),
      subject: o.subject,
      sent: `${dow(sentDay)}, ${fmt(sentDay, 'mon')}, ${clock(6, rng.int(0, 20))}`,
      preheader: `Week of ${fmt(weekStart, 'mon').replace(/, \d{4}$/, '')} \u2013 ${fmt(weekEnd, 'mon')} \u00b7 badges, credentials and open shifts`,
      greet: o.greet || p.first,
      banner: o.banner,
      bannerKind: o.bannerKind,
      profileLine: `${o.profileName || nameAs(p, 'first_mi_last')} \u00b7 ${o.role} \u00b7 ${o.home}`,
      expHead: o.expHead || 'Expires',
      rows,
      tableNote:
        o.tableNote ||
        `Facilities booking you through ${P.name} check your ${P.short}. Site orientation badges only open doors and EHR access at that facility.`,
      creds: o.creds,
      week,
      shifts,
      member: `M${rng.digits(8)}`,
      mailUrl: `https://mail.${rng.pick(['mailbox', 'inbox', 'post'])}.example/#inbox/${rng.alnum(16).toLowerCase()}`,
    };
  };
  const data = (o, status) => ({
    'badge.id': o.id,
    'badge.issuer': o.plat.name,
    'badge.holder_role': o.role,
    ...(status ? { 'badge.status': status } : {}),
    'badge.issue_date': o.issued,
    'badge.expiration_date': o.expIso,
    'person.name.status': 'match',
  });
  const cred = (n, iso, ds, st = 'ok') => [n, fmt(iso, ds), st];

  // 1 — active, the health badge second in the table.
  {
    const p = k.person();
    const plat = plats[0];
    const issued = addDays('2026-02-09', rng.int(0, 150));
    const o = {
      plat,
      ds: 'mon',
      role: 'RN',
      home: 'Nashville, TN',
      id: plat.id(rng),
      status: 'Active',
      issued,
      exp: addDays(addMonths(issued, 12), -1),
      subject: 'Your week: 3 shifts, badges all current',
      banner: `<b>Your ${esc(plat.short)} is active.</b> Partner facilities can book you for any open shift.`,
      bannerKind: 'ok',
      skills: 'Telemetry',
      creds: [
        cred('RN license (TN, multistate)', '2028-04-30', 'mon'),
        cred('BLS \u2014 American Heart Association', '2027-08-31', 'mon'),
        cred('TB screening (IGRA)', addDays(issued, -rng.int(10, 40)), 'mon'),
        cred('Background check', addDays(issued, -rng.int(5, 20)), 'mon'),
      ],
    };
    o.expIso = o.exp;
    const f = make(p, o);
    out.push({
      key: 'active-health-badge-second-row',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['badge inactive', 'document expired', 'missing badge id', 'missing expiration date'],
      data: data(o, 'active'),
      note: `the ${plat.badge} row (second in "Your badges") is ${o.id}, Active, issued ${issued}, expires ${o.exp}; the site orientation and skills badges above and below it have their own numbers and dates, and the credential, pay, shift, sent and print dates are not the badge`,
    });
  }

  // 2 — active but expiring 23 days after valid_on; amber renewal banner.
  {
    const p = k.person();
    const plat = plats[1];
    const exp = '2026-12-14';
    const issued = '2025-12-15';
    const o = {
      plat,
      ds: 'us',
      role: rng.pick(['LPN', 'RN']),
      home: 'Austin, TX',
      id: plat.id(rng),
      status: 'Expiring soon',
      issued,
      exp,
      healthAt: 0,
      subject: 'Action needed: your badge renews in 4 weeks',
      banner: `<b>Your ${esc(plat.short)} expires on ${esc(fmt(exp, 'long'))}.</b> Upload your annual TB screen and flu record by ${esc(fmt('2026-12-07', 'long'))} so we can renew it without a break in bookings.`,
      bannerKind: 'warn',
      creds: [
        cred('License (TX)', '2027-09-30', 'us'),
        cred('BLS \u2014 American Red Cross', '2027-03-31', 'us'),
        ['TB screening', `${fmt('2025-12-02', 'us')}`, 'renew by 12/07'],
        ['Influenza 2026\u201327', 'not on file', 'due'],
      ],
    };
    o.expIso = exp;
    const f = make(p, o);
    out.push({
      key: 'active-expiring-soon-after-valid-on',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['badge inactive', 'document expired', 'missing expiration date'],
      data: data(o, 'active'),
      note: `the ${plat.badge} ${o.id} shows the chip "Expiring soon" and an amber banner, but it is still current: expires ${exp}, after valid_on 2026-11-21 (issued ${issued}); "Expiring soon" is an active badge, and the upload-by date (2026-12-07) and credential dates are not its expiry`,
    });
  }

  // 3 — nickname greeting, "Valid thru" month only, a retired CNA badge from an earlier role, accepted platforms.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const plat = plats[2];
    const issued = addDays('2026-06-01', rng.int(0, 100));
    const expMonth = addMonths(issued, 12);
    const oldIss = addDays('2022-03-01', rng.int(0, 200));
    const o = {
      plat,
      ds: 'dmy',
      role: 'RN',
      home: 'Chicago, IL',
      id: plat.id(rng),
      status: 'Active',
      issued,
      exp: null,
      expText: fmt(expMonth, 'mm_yyyy'),
      expHead: 'Valid thru',
      greet: p.nick,
      toName: nameAs(p, 'nick_last'),
      profileName: nameAs(p, 'full'),
      subject: `${p.nick}, here\u2019s your week`,
      banner: `<b>All set.</b> Your ${esc(plat.short)} (RN) is active \u2014 congratulations again on your RN licence!`,
      bannerKind: 'ok',
      nSites: 1,
      retired: {
        name: `${plat.short} \u2014 CNA (previous role)`,
        sub: 'Closed when your RN badge was issued',
        id: plat.id(rng),
        status: 'Retired',
        issued: fmt(oldIss, 'dmy'),
        expires: fmt(addDays(issued, -1), 'mm_yyyy'),
      },
      creds: [
        cred('RN license (IL)', '2028-05-31', 'dmy'),
        cred('BLS \u2014 American Heart Association', '2028-01-31', 'dmy'),
        cred('TB screening (TST, 2-step)', addDays(issued, -rng.int(20, 45)), 'dmy'),
        cred('Drug screen', addDays(issued, -rng.int(10, 30)), 'dmy'),
      ],
      tableNote: `Facilities booking you through ${plat.name} check your current ${plat.short}. Retired badges are kept for your records only.`,
    };
    o.expIso = endOfMonth(expMonth);
    const f = make(p, o);
    out.push({
      key: 'nickname-month-only-retired-cna-badge',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [plat.name, plats[0].name] },
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['badge inactive', 'document expired', 'unsupported issuer', 'name mismatch'],
      data: data(o, 'active'),
      note: `greeting and To line use the nickname ${p.nick} (profile line ${nameAs(p, 'full')}); the current ${plat.short} for the RN role ${o.id} is Active, issued ${issued}, "Valid thru" ${fmt(expMonth, 'mm_yyyy')} \u2192 ${o.expIso}; the CNA badge from the earlier role is Retired ("closed when your RN badge was issued") and is history, not the badge in question; ${plat.name} is in accepted_issuers`,
    });
  }

  // 4 — paused for an overdue TB screen; expiry still ahead.
  {
    const p = k.person();
    const plat = plats[0];
    const issued = addDays('2026-01-12', rng.int(0, 120));
    const role = rng.pick(['CNA', 'RN', 'LPN']);
    const o = {
      plat,
      ds: 'us',
      role,
      home: 'Memphis, TN',
      id: plat.id(rng),
      status: 'Paused',
      why: 'TB screen overdue',
      issued,
      exp: addDays(addMonths(issued, 12), -1),
      healthAt: 0,
      subject: 'Your badge is paused \u2014 one item needs attention',
      banner: `<b>Your ${esc(plat.short)} is paused</b> because your annual TB screen is overdue. You can\u2019t pick up new shifts and booked shifts may be released until it is reinstated.`,
      bannerKind: 'bad',
      shifts: 0,
      hours: 0,
      creds: [
        cred(
          role === 'CNA' ? 'Certification (TN nurse aide registry)' : `${role} license (TN)`,
          '2027-06-30',
          'us',
        ),
        cred('BLS \u2014 American Heart Association', '2027-10-31', 'us'),
        ['TB screening', fmt(addDays('2026-11-16', -rng.int(372, 390)), 'us'), 'OVERDUE'],
        cred('Background check', addDays(issued, -rng.int(5, 20)), 'us'),
      ],
    };
    o.expIso = o.exp;
    const f = make(p, o);
    out.push({
      key: 'paused-tb-screen-overdue',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      variant: {
        faxHeader: `NOV-19-2026  ${String(rng.int(9, 16)).padStart(2, '0')}:${String(rng.int(10, 59))}   FROM: ${rng.int(201, 989)} 555 ${rng.digits(4)}   TO: CREDENTIALING   P. 001/001`,
      },
      issues: ['badge inactive'],
      forbidden: ['missing badge id', 'document expired'],
      data: data(o, 'inactive'),
      note: `the ${plat.badge} ${o.id} is Paused ("TB screen overdue"; banner: can\u2019t pick up shifts) although its expiry ${o.exp} is still ahead; a paused badge is not active; the site orientation badges listed as Active are facility badges, not the platform badge`,
    });
  }

  // 5 — expired last month.
  {
    const p = k.person();
    const plat = plats[1];
    const issued = addDays('2025-10-06', rng.int(0, 20));
    const exp = addDays(addMonths(issued, 12), -1);
    const o = {
      plat,
      ds: 'mon',
      role: 'RN',
      home: 'San Antonio, TX',
      id: plat.id(rng),
      status: 'Expired',
      issued,
      exp,
      subject: 'We miss you \u2014 renew your badge to keep booking',
      banner: `<b>Your ${esc(plat.short)} expired on ${esc(fmt(exp, 'mon'))}.</b> Renew it in the app to start booking shifts again; your site orientation badges stay on file.`,
      bannerKind: 'grey',
      shifts: 0,
      hours: 0,
      siteStatus: ['Active', 'Active'],
      creds: [
        cred('RN license (TX, multistate)', '2028-02-29', 'mon'),
        cred('ACLS \u2014 American Heart Association', '2027-05-31', 'mon'),
        ['TB screening', fmt(addDays(issued, -14), 'mon'), 'renewal due'],
        cred('Background check', addDays(issued, -9), 'mon'),
      ],
    };
    o.expIso = exp;
    const f = make(p, o);
    out.push({
      key: 'expired-last-month',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['document expired'],
      forbidden: ['missing expiration date', 'missing badge id'],
      data: data(o, null),
      note: `the ${plat.badge} ${o.id} (second row) is Expired, issued ${issued}, expired ${exp}, before valid_on; badge inactive may also be reported (secondary); the site orientation badges still marked Active are facility badges and do not keep the platform badge current`,
    });
  }

  // 6 — active with no end date ("continuously monitored").
  {
    const p = k.person();
    const plat = plats[2];
    const issued = addDays('2025-09-15', rng.int(0, 200));
    const o = {
      plat,
      ds: 'long',
      role: rng.pick(['RT', 'RN', 'LPN']),
      home: 'Milwaukee, WI',
      id: plat.id(rng),
      status: 'Active',
      issued,
      exp: null,
      expText: 'No end date',
      subject: 'Your week on the app',
      banner: `<b>Your ${esc(plat.short)} is active.</b> Badges are continuously monitored and stay active while every item on file is current \u2014 there is no fixed end date.`,
      bannerKind: 'ok',
      skills: 'Ventilator management',
      creds: [
        cred('License (WI)', '2028-02-28', 'long'),
        cred('BLS \u2014 American Heart Association', '2027-11-30', 'long'),
        cred('TB screening (IGRA)', addDays(issued, -rng.int(10, 40)), 'long'),
        cred('OIG / SAM exclusion check', '2026-11-02', 'long'),
      ],
    };
    o.expIso = null;
    const f = make(p, o);
    out.push({
      key: 'active-no-end-date-continuous-monitoring',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing expiration date'],
      forbidden: ['badge inactive', 'document expired', 'missing badge id'],
      data: data(o, 'active'),
      note: `the ${plat.badge} ${o.id} is Active, issued ${issued}, and its Expires cell reads "No end date" (continuously monitored): no printed expiry; the site orientation and skills badges\u2019 expiry dates belong to those badges`,
    });
  }
  return out;
}
