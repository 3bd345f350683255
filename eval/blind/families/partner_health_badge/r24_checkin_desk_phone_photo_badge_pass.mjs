// A photograph of a clinician's phone, taken by a facility coordinator at the agency check-in desk with another phone
// (or printed into an onboarding packet, scanned or faxed): the partner staffing platform's app is open at its
// full-screen "Check-in pass". The phone lies on the desk at a slight angle, a thumb over the bezel, a light glare across
// the glass. On the screen: the status bar with the clock and battery; a notification banner from another app that has
// just dropped over the top (a recruiter's text or a calendar reminder, with another person's name and its own date);
// the app bar with the platform's logo and "Check-in pass"; a moving "LIVE" security strip with the phone's date and
// time (anti-screenshot); the holder's initials disc, name (as the profile shows it: "First Last", a nickname) and role
// chip; a large status banner (ACTIVE / INACTIVE with a reason line); a QR code; and a "Badge details" list (Badge ID,
// Issued by, Issued, Valid thru, Last verified); the app's bottom navigation. Beside the phone lies the facility's
// clipboard with the contract-staff sign-in sheet: other clinicians' names, their agencies or platforms and badge
// numbers and the day's date in several pens. The live strip's date, the notification's date, "last verified", the
// sign-in sheet's dates and the other people's badge numbers are not the holder's badge facts. Variants: active with a
// full valid-thru date (light theme); active with a month-only valid-thru and the profile name a nickname (dark theme);
// a platform the client accepts; INACTIVE with the valid-thru still ahead; "No expiration · monitored continuously";
// an active pass whose Badge ID reads "Pending assignment".
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r24_checkin_desk_phone_photo_badge_pass',
  split: 'tuning',
  renderings: { photo: 60, scanned_pdf: 15, fax: 15, scan_image: 10 },
  description:
    'Photograph of a clinician\u2019s phone lying on a facility check-in desk showing a partner staffing platform\u2019s full-screen "Check-in pass" (mostly photos, some printed into a packet and scanned or faxed): phone bezel at an angle with a thumb and glare; status bar clock; a notification banner from another app with another person\u2019s name and its own date; app bar and logo; moving LIVE security strip with the phone\u2019s date and time; initials disc, holder name (First Last or nickname), role chip; big ACTIVE / INACTIVE banner with a reason line; QR; Badge details list (Badge ID, Issued by, Issued, Valid thru, Last verified); bottom navigation; beside it a clipboard with the facility\u2019s contract-staff sign-in sheet in several pens (other clinicians, their platforms and badge numbers, the day\u2019s date); active with a full date (light), active with a month-only end and a nickname (dark), accepted platform, INACTIVE with the end ahead, no expiration, Badge ID "Pending assignment"',
};

const PLATFORMS = [
  {
    name: 'ShiftNest',
    legal: 'ShiftNest Health, Inc.',
    ini: 'SN',
    color: '#0e7c66',
    shape: 'square',
    id: (r) => `SN-${r.digits(3)}-${r.digits(4)}`,
  },
  {
    name: 'Carewell Relay',
    legal: 'Carewell Relay LLC',
    ini: 'CR',
    color: '#3b4cc0',
    shape: 'circle',
    id: (r) => `CRX${r.digits(7)}`,
  },
  {
    name: 'TrelliStaff',
    legal: 'TrelliStaff Clinical Network',
    ini: 'TS',
    color: '#b5541c',
    shape: 'shield',
    id: (r) => `TS ${r.letters(2)} ${r.digits(5)}`,
  },
];
const ROLES = [
  'RN · Med/Surg',
  'RN · Emergency',
  'LPN / LVN',
  'CNA',
  'Resp. Therapist (RRT)',
  'Surgical Tech (CST)',
];
const FACILITIES = [
  ['Mercy West Medical Center', '5 East'],
  ['Bayside Rehabilitation & Skilled Nursing', 'Hall B'],
  ['Holloway Regional Hospital', 'ED'],
  ['St. Brendan Care Center', 'Unit 2'],
];
const OTHERS = [
  ['T. Okonkwo', 'Nurselink Pro', (r) => `NLP${r.digits(6)}`],
  ['Maria G. Soto', 'ShiftNest', (r) => `SN-${r.digits(3)}-${r.digits(4)}`],
  ['D. Fairbanks', 'Keystone Staffing', (r) => `K-${r.digits(5)}`],
  ['Priya Raman', 'Carewell Relay', (r) => `CRX${r.digits(7)}`],
  ['J. Whitcombe', 'TrelliStaff', (r) => `TS ${r.letters(2)} ${r.digits(5)}`],
  ['Ana Lucero', 'agency (BlueHarbor)', (r) => r.digits(6)],
  ['R. Castile', 'Nurselink Pro', (r) => `NLP${r.digits(6)}`],
];
const DESKS = [
  'linear-gradient(100deg,#8a6a4a,#7a5b3d 40%,#94734f 70%,#7e5f41)',
  'linear-gradient(95deg,#cfc9bd,#bdb7ab 50%,#d6d0c4)',
  'linear-gradient(105deg,#5d5f63,#4b4d51 45%,#66686c)',
];

function render(f) {
  const P = f.pl;
  const dark = f.theme === 'dark';
  const fg = dark ? '#f2f2f2' : '#151515';
  const sub = dark ? '#a9a9a9' : '#666';
  const card = dark ? '#1f2023' : '#ffffff';
  const scr = dark ? '#0f1012' : '#f3f4f6';
  const active = f.status === 'ACTIVE';
  const bannerBg = active ? '#16a34a' : '#6b7280';
  const rows = [
    ['Badge ID', f.badgeText],
    ['Issued by', P.legal],
    ['Role', f.role],
    ['Issued', f.issuedText],
    ['Valid thru', f.validText],
    ['Last verified', f.verifiedText],
  ]
    .map(
      ([a, b]) => `<div class="dr"><span class="dk">${esc(a)}</span><span class="dv">${esc(b)}</span></div>`,
    )
    .join('');
  const qrBlock = f.qrShown
    ? `<div class="qrw" style="${active ? '' : 'opacity:.35;'}">${f.qr}</div>`
    : `<div class="qrw nq">QR code available once your<br>badge ID is assigned</div>`;
  const sheetRows = f.sheet
    .map(
      (r) =>
        `<tr><td>${hand(r.date, { font: r.pen, ink: r.ink, size: '1em' })}</td><td>${hand(r.name, { font: r.pen, ink: r.ink, size: '1em' })}</td><td>${hand(r.org, { font: r.pen, ink: r.ink, size: '0.92em' })}</td><td>${hand(r.id, { font: r.pen, ink: r.ink, size: '0.92em' })}</td><td>${hand(r.tin, { font: r.pen, ink: r.ink, size: '0.95em' })}</td><td></td></tr>`,
    )
    .join('');
  const blank = '<tr><td></td><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(
    Math.max(0, 9 - f.sheet.length),
  );
  const body = `
  <div class="desk">
    <div class="board" style="transform:rotate(${f.boardRot}deg)">
      <div class="clip"></div>
      <div class="sheet">
        <div class="shh">${esc(f.facility[0])} — ${esc(f.facility[1])}</div>
        <div class="sht">CONTRACT / AGENCY STAFF SIGN-IN</div>
        <table class="st"><tr><th>Date</th><th>Print name</th><th>Agency / app</th><th>Badge / ID #</th><th>In</th><th>Out</th></tr>${sheetRows}${blank}</table>
        <div class="shf">Show your agency or app credential to the unit secretary. Rev. ${esc(f.sheetRev)}</div>
      </div>
    </div>
    <div class="pen" style="transform:rotate(${f.penRot}deg)"></div>
    <div class="phone" style="transform:rotate(${f.phoneRot}deg)">
      <div class="screen" style="background:${scr};color:${fg}">
        <div class="sb"><b>${esc(f.clock)}</b><span>5G ▮▮▮ ${f.battery}%</span></div>
        <div class="noti"><div class="nh"><span class="ni">${esc(f.noti.app[0])}</span>${esc(f.noti.app)} · now</div>
          <div class="nt">${esc(f.noti.title)}</div><div class="nb">${esc(f.noti.text)}</div></div>
        <div class="ab">${logo({ initials: P.ini, color: P.color, shape: P.shape, size: 22 })}<span class="an">${esc(P.name)}</span><span class="at">Check-in pass</span></div>
        <div class="live" style="background:repeating-linear-gradient(135deg,${P.color} 0 8px,${P.color}cc 8px 16px)">LIVE · ${esc(f.liveText)}</div>
        <div class="who" style="background:${card}">
          <div class="av" style="background:${P.color}">${esc(f.initials)}</div>
          <div><div class="hn">${esc(f.nameShown)}</div><span class="rc" style="border-color:${P.color};color:${dark ? '#fff' : P.color}">${esc(f.role)}</span></div>
        </div>
        <div class="bn" style="background:${bannerBg}"><div class="bs">${esc(f.status)}</div><div class="br">${esc(f.statusLine)}</div></div>
        ${qrBlock}
        <div class="det" style="background:${card}"><div class="dh" style="color:${sub}">Badge details</div>${rows}</div>
        <div class="nav" style="background:${card};color:${sub}"><span>Home</span><span>Shifts</span><span style="color:${P.color};font-weight:bold">Pass</span><span>Profile</span></div>
      </div>
      <div class="glare"></div>
      <div class="thumb"></div>
    </div>
  </div>`;
  const css = `
  body { background:${f.desk}; }
  .desk { position:relative; width:9in; height:7in; overflow:hidden; background:${f.desk}; }
  .board { position:absolute; left:4.05in; top:0.35in; width:5.6in; height:7.4in; background:#8b5a2b; border-radius:10px; box-shadow:3px 4px 10px rgba(0,0,0,.5); }
  .clip { position:absolute; left:2.1in; top:-0.08in; width:1.4in; height:0.5in; background:linear-gradient(#d9d9d9,#9a9a9a); border-radius:6px; box-shadow:0 2px 3px rgba(0,0,0,.5); }
  .sheet { position:absolute; left:0.18in; top:0.32in; right:0.18in; bottom:0.2in; background:#fbfbf6; padding:0.18in 0.15in; font-family:${FONTS.sans}; color:#111; }
  .shh { font-size:8pt; color:#333; } .sht { font-size:11pt; font-weight:bold; letter-spacing:.6px; margin:2px 0 5px; }
  .st { width:100%; font-size:8pt; } .st th { border:0.8px solid #444; background:#e6e6e6; font-size:7pt; padding:2px; text-align:left; }
  .st td { border:0.8px solid #777; height:0.33in; padding:1px 3px; white-space:nowrap; overflow:hidden; }
  .shf { font-size:6.5pt; color:#555; margin-top:4px; }
  .pen { position:absolute; left:3.55in; top:5.3in; width:2.4in; height:0.13in; background:linear-gradient(#1b2f6b,#0d1a40); border-radius:0.07in; box-shadow:1px 2px 3px rgba(0,0,0,.5); }
  .phone { position:absolute; left:0.75in; top:0.22in; width:3.15in; height:6.55in; background:#111; border-radius:0.38in; padding:0.13in 0.1in; box-shadow:4px 6px 14px rgba(0,0,0,.6); }
  .screen { position:relative; width:100%; height:100%; border-radius:0.28in; overflow:hidden; font-family:${f.font}; font-size:8pt; }
  .sb { display:flex; justify-content:space-between; padding:5px 14px 2px; font-size:8pt; }
  .noti { margin:2px 6px 4px; background:rgba(235,235,240,.96); color:#111; border-radius:10px; padding:5px 8px; box-shadow:0 2px 6px rgba(0,0,0,.3); }
  .nh { font-size:6.6pt; color:#555; } .ni { display:inline-block; width:11px; height:11px; border-radius:3px; background:#34c759; color:#fff; text-align:center; font-size:6pt; margin-right:4px; line-height:11px; }
  .nt { font-weight:bold; font-size:7.6pt; } .nb { font-size:7.3pt; line-height:1.2; }
  .ab { display:flex; align-items:center; gap:5px; padding:2px 10px 4px; } .an { font-weight:bold; font-size:9.5pt; } .at { margin-left:auto; font-size:7.5pt; }
  .live { color:#fff; font-size:7.4pt; font-weight:bold; text-align:center; padding:3px 0; letter-spacing:.6px; }
  .who { display:flex; gap:8px; align-items:center; margin:6px 8px; border-radius:10px; padding:6px 8px; }
  .av { width:0.46in; height:0.46in; border-radius:50%; color:#fff; font-weight:bold; font-size:12pt; display:flex; align-items:center; justify-content:center; flex:none; }
  .hn { font-size:11pt; font-weight:bold; } .rc { display:inline-block; border:1px solid; border-radius:8px; padding:0 6px; font-size:7pt; margin-top:2px; }
  .bn { color:#fff; margin:4px 8px; border-radius:10px; padding:5px 8px; text-align:center; }
  .bs { font-size:17pt; font-weight:bold; letter-spacing:2px; } .br { font-size:7pt; }
  .qrw { text-align:center; margin:4px 0 2px; } .qrw svg { background:#fff; padding:3px; border-radius:4px; }
  .nq { font-size:7.2pt; border:1px dashed #999; margin:6px 30px; padding:14px 6px; border-radius:8px; }
  .det { margin:4px 8px; border-radius:10px; padding:4px 9px; }
  .dh { font-size:7pt; text-transform:uppercase; letter-spacing:.6px; margin-bottom:1px; }
  .dr { display:flex; justify-content:space-between; border-bottom:0.5px solid rgba(128,128,128,.35); padding:2.5px 0; font-size:8pt; }
  .dk { opacity:.75; } .dv { font-weight:bold; text-align:right; }
  .nav { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-around; padding:6px 0 9px; font-size:7.4pt; }
  .glare { position:absolute; inset:0.13in 0.1in; border-radius:0.28in; background:linear-gradient(${f.glareAngle}deg, rgba(255,255,255,0) 30%, rgba(255,255,255,${f.glare}) 44%, rgba(255,255,255,0) 58%); pointer-events:none; }
  .thumb { position:absolute; left:-0.4in; top:5.25in; width:0.58in; height:1.15in; border-radius:50%; background:radial-gradient(circle at 60% 40%, #d8a88a, #b07a5c); transform:rotate(18deg); box-shadow:1px 2px 4px rgba(0,0,0,.4); }`;
  return page({
    title: 'IMG_check-in',
    size: '9in 7in',
    margin: '0',
    font: FONTS.sans,
    body,
    css,
    bg: f.desk,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const plats = rng.shuffle(PLATFORMS);
  const make = (p, o) => {
    const pl = o.pl;
    const today = addDays('2026-11-11', rng.int(0, 8));
    const hh = rng.int(6, 7);
    const mm = rng.int(10, 58);
    const p2 = (n) => String(n).padStart(2, '0');
    const facility = rng.pick(FACILITIES);
    const others = rng.shuffle(OTHERS).slice(0, rng.int(4, 6));
    const sheet = others.map((x, i) => ({
      date: fmt(today, rng.pick(['us_short', 'us_nz'])),
      name: x[0],
      org: x[1],
      id: x[2](rng),
      tin: `${p2(hh - (i < 2 ? 1 : 0))}${p2(rng.int(0, 59))}`,
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
    }));
    const recruiter = rng
      .shuffle([`Dana (${pl.name} recruiter)`, 'Leon — Staffing Desk', 'Kels from Scheduling'])
      .find((r) => !r.startsWith(p.first));
    const noti = rng.pick([
      {
        app: 'Messages',
        title: recruiter,
        text: `Hi! Reminder your next shift at ${facility[0]} is ${fmt(addDays(today, rng.int(2, 6)), 'mon')} 0700 — reply C to confirm`,
      },
      {
        app: 'Calendar',
        title: `Orientation w/ ${rng.pick(['Jill Haskins RN', 'Omar Velez, educator', 'Pat Lindgren'])}`,
        text: `${fmt(addDays(today, rng.int(1, 4)), 'mon')} · 8:00 AM · Education Rm 2`,
      },
    ]);
    return {
      pl,
      theme: o.theme || rng.pick(['light', 'dark']),
      font: rng.pick([FONTS.roboto, FONTS.open, FONTS.lato]),
      desk: rng.pick(DESKS),
      boardRot: rng.float(-7, 3).toFixed(1),
      penRot: rng.float(-30, -10).toFixed(1),
      phoneRot: rng.float(-6, 5).toFixed(1),
      glare: rng.float(0.18, 0.34).toFixed(2),
      glareAngle: rng.int(100, 140),
      clock: `${hh}:${p2(mm)}`,
      battery: rng.int(18, 96),
      noti,
      liveText: `${fmt(today, 'mon')
        .replace(/, \d{4}$/, '')
        .toUpperCase()} · ${hh}:${p2(mm)}:${p2(rng.int(0, 59))} AM`,
      initials: `${(o.nameShown || p.first)[0]}${p.last[0]}`.toUpperCase(),
      nameShown: o.nameShown || nameAs(p, 'first_last'),
      role: o.role || rng.pick(ROLES),
      status: o.status || 'ACTIVE',
      statusLine:
        o.statusLine ||
        (o.status === 'INACTIVE' ? '' : `Cleared to work · ${rng.pick(['Verified', 'All items current'])}`),
      qrShown: o.qrShown ?? true,
      qr: qr(rng, { size: 84, n: 25 }),
      badgeText: o.badgeText,
      issuedText: fmt(o.issued, o.ds),
      validText: o.validText,
      verifiedText: fmt(addDays(today, -rng.int(0, 3)), o.ds),
      facility,
      sheet,
      sheetRev: rng.pick(['3/2024', '09/2025', '1/2026']),
    };
  };

  // 1 — active, full valid-thru date, light theme.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2026-03-09', rng.int(0, 150));
    const exp = addDays(addMonths(issued, 12), -1);
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeText: badgeId,
      ds: 'mon',
      validText: fmt(exp, 'mon'),
      theme: 'light',
    });
    out.push({
      key: 'active-full-date-light',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing expiration date', 'badge inactive', 'missing badge id'],
      data: {
        'badge.id': badgeId,
        'badge.issuer': pl.legal,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `ACTIVE banner; Badge ID ${badgeId}; issued ${issued}, valid thru ${exp}; the LIVE strip (${f.liveText}), the ${f.noti.app} notification, "Last verified" and the sign-in sheet's dates and other clinicians' badge numbers are not the holder's`,
      rendering: 'photo',
    });
  }

  // 2 — active, month-only valid thru, nickname, dark theme.
  {
    let p = k.person();
    for (let i = 0; i < 40 && !p.nick; i++) p = k.person();
    const pl = plats[1];
    const issued = addDays('2026-02-02', rng.int(0, 160));
    const endMonth = addMonths(issued, 18);
    const exp = endOfMonth(endMonth);
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeText: badgeId,
      ds: 'us_nz',
      validText: fmt(endMonth, 'mm_yyyy'),
      nameShown: nameAs(p, 'nick_last'),
      theme: 'dark',
    });
    out.push({
      key: 'active-month-only-dark-nickname',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing expiration date', 'document expired', 'name mismatch'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `dark theme; the profile shows "${f.nameShown}"; "Valid thru ${f.validText}" is month-only and ends ${exp}; ACTIVE`,
      rendering: 'photo',
    });
  }

  // 3 — a platform the client accepts.
  {
    const p = k.person();
    const pl = plats[2];
    const issued = addDays('2026-05-18', rng.int(0, 120));
    const exp = addMonths(issued, 12);
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeText: badgeId,
      ds: 'dmy',
      validText: fmt(exp, 'dmy'),
    });
    out.push({
      key: 'accepted-platform',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pl.legal, 'Meridian Per Diem Partners'] },
      html: render(f),
      issues: [],
      forbidden: ['unsupported issuer', 'badge inactive'],
      data: {
        'badge.id': badgeId,
        'badge.issuer': pl.legal,
        'badge.status': 'active',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `"Issued by ${pl.legal}" (app name ${pl.name}) is in accepted_issuers; ACTIVE, valid thru ${exp}; the sign-in sheet lists other clinicians of this and other platforms with their own numbers`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — INACTIVE, valid thru still ahead.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2026-01-12', rng.int(0, 120));
    const exp = addDays(addMonths(issued, 12), -1);
    const badgeId = pl.id(rng);
    const lapsed = addDays('2026-10-28', rng.int(0, 10));
    const f = make(p, {
      pl,
      issued,
      badgeText: badgeId,
      ds: 'us',
      validText: fmt(exp, 'us'),
      status: 'INACTIVE',
      statusLine: `Not eligible for shifts · TB screening expired ${fmt(lapsed, 'us_nz')} — upload to reactivate`,
    });
    out.push({
      key: 'inactive-valid-thru-ahead',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['badge inactive'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'inactive',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `grey INACTIVE banner ("${f.statusLine}"), the QR dimmed; valid thru ${exp} is after valid_on but the badge is inactive; the TB date in the reason line is not the badge's`,
      rendering: 'photo',
    });
  }

  // 5 — no expiration.
  {
    const p = k.person();
    const pl = plats[1];
    const issued = addDays('2026-04-06', rng.int(0, 150));
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeText: badgeId,
      ds: 'mon',
      validText: 'No expiration · monitored continuously',
    });
    out.push({
      key: 'no-expiration-monitored',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing expiration date'],
      forbidden: ['badge inactive', 'document expired'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': null,
        'person.name.status': 'match',
      },
      note: `"Valid thru: No expiration · monitored continuously"; issued ${issued}; ACTIVE; the live strip, last-verified and notification dates are not an end date`,
      rendering: 'fax',
    });
  }

  // 6 — Badge ID pending assignment.
  {
    const p = k.person();
    const pl = plats[2];
    const issued = addDays('2026-10-19', rng.int(0, 18));
    const exp = addDays(addMonths(issued, 12), -1);
    const f = make(p, {
      pl,
      issued,
      badgeText: 'Pending assignment',
      ds: 'us_nz',
      validText: fmt(exp, 'us_nz'),
      qrShown: false,
    });
    out.push({
      key: 'badge-id-pending',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing badge id'],
      forbidden: ['badge inactive'],
      data: {
        'badge.id': null,
        'badge.status': 'active',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `Badge ID reads "Pending assignment" and the QR panel says it appears once the ID is assigned; ACTIVE, valid thru ${exp}; the badge numbers on the sign-in sheet belong to other clinicians`,
      rendering: 'photo',
    });
  }
  return out;
}
