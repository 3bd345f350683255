// A phone screenshot of the text-message (SMS / RCS) conversation between a clinician and their partner staffing
// platform's short code, the way clinicians upload "proof" of their badge: a status bar with the time and battery, a
// conversation header (iPhone: back arrow with an unread count, avatar and the short code; Android: the brand with a
// "verified business" line and the short code), date separators ("Tue, Sep 9 at 10:14 AM" / "Tuesday, September 9 ·
// 10:14 AM"), the platform's messages in grey bubbles on the left and the clinician's replies on the right, and the
// message field at the bottom. The badge facts are inside the platform's messages, written as short lines (Holder /
// Role / Badge # / Valid thru) or in one sentence. Other numbers and dates in the thread are not the badge's: log-in
// verification codes, shift confirmations with their order number and shift date, reminder deadlines, the
// separators' message dates and the screenshot's clock. The latest badge message decides the status and end date.
// Variants: a badge issued with its details followed by a code and a shift confirmation; an expiry reminder
// followed by a renewal with a new end date; the client accepting this platform, a nickname in the greeting and an
// end given as a month; a badge put ON HOLD in the latest message; a thread that says the badge is active but never
// gives its number (only a log-in code and an order number); a platform the client does not accept.
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r22_platform_sms_thread_screenshot',
  split: 'tuning',
  renderings: { photo: 35, scan_image: 20, scanned_pdf: 15, fax: 10, text_pdf: 20 },
  description:
    'Phone screenshot of the SMS / RCS thread between a clinician and a partner staffing platform\u2019s short code (iPhone or Android style): status bar with clock and battery, conversation header (short code or brand with verified-business line), date separators, platform messages in grey bubbles left and the clinician\u2019s replies right, message field; badge facts inside messages as short lines (Holder / Role / Badge # / Valid thru) or one sentence; log-in verification codes, shift confirmations with order numbers and shift dates, reminder deadlines and message dates that are not the badge\u2019s; the latest badge message decides; issued then a code and a shift, expiry reminder then renewal, accepted platform with a nickname greeting and a month-only end, put ON HOLD last, active but no badge number anywhere, platform not accepted',
};

const PLATFORMS = [
  {
    short: 'ShiftHarbor',
    full: 'ShiftHarbor, Inc.',
    code: '74120',
    color: '#0f6b8f',
    link: 'shiftharbor.example/b/',
    id: (r) => `SH-${r.digits(4)}-${r.digits(4)}`,
  },
  {
    short: 'CAREVALE',
    full: 'Carevale Connect Staffing',
    code: '52817',
    color: '#6a2c8a',
    link: 'carevale.example/m/',
    id: (r) => `CVC-${r.digits(7)}`,
  },
  {
    short: 'NurseLoop',
    full: 'NurseLoop PRN Network',
    code: '61534',
    color: '#b34a1c',
    link: 'nurseloop.example/v/',
    id: (r) => `NL ${r.digits(4)} ${r.digits(4)}`,
  },
];
const ROLES = ['RN', 'LPN', 'CNA', 'RT'];
const FACILITIES = [
  'Maple Crest Care Ctr',
  'Harlow Ridge Rehab',
  'St. Oriel Medical Ctr 4W',
  'Pinegate Senior Living',
  'Lakemont Hospital ED',
];
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WDL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONL = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The separator above a message sent on an ISO day at a clock time. */
function separator(style, isoDay, clock) {
  const x = new Date(isoDay + 'T00:00:00Z');
  const wd = x.getUTCDay();
  const m = x.getUTCMonth();
  const d = x.getUTCDate();
  const y = x.getUTCFullYear();
  const yr = y !== 2026 ? `, ${y}` : '';
  if (style === 'ios') return `${WD[wd]}, ${MON[m]} ${d}${yr} at ${clock}`;
  return `${WDL[wd]}, ${MONL[m]} ${d}${yr} · ${clock}`;
}

function clock(rng) {
  const h = rng.int(6, 21);
  return `${h % 12 || 12}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function render(f) {
  const P = f.pl;
  const ios = f.style === 'ios';
  const bubbles = f.msgs
    .map((m) => {
      const sep = m.day
        ? `<div class="sep">${ios ? '<b>Text Message</b><br>' : ''}${esc(separator(f.style, m.day, m.clock))}</div>`
        : '';
      const text = esc(m.text).replace(/\n/g, '<br>');
      const cls = m.me ? 'me' : 'them';
      return `${sep}<div class="bw ${cls}"><div class="bb ${cls === 'me' ? 'out' : 'in'}">${text}</div></div>${m.me && m.status ? `<div class="dl">${esc(m.status)}</div>` : ''}`;
    })
    .join('');
  const header = ios
    ? `<div class="hd ios"><div class="bk">&#8249; <span class="cnt">${f.unread}</span></div>
        <div class="av" style="background:#a3a8b3">${esc(P.code.slice(0, 2))}</div>
        <div class="hn">${esc(P.code)} &#8250;</div></div>`
    : `<div class="hd and"><span class="ar">&#8592;</span><div class="av2" style="background:${P.color}">${esc(P.short[0])}</div>
        <div><div class="hn2">${esc(P.short)} <span class="vf" style="color:${P.color}">&#10004;</span></div><div class="sub">Verified business · ${esc(P.code)}</div></div></div>`;
  const body = `<div class="ph">
    <div class="sb"><span>${esc(f.clock)}</span><span>${ios ? '&#9679;&#9679;&#9679;&#9675; 5G' : 'LTE &#9650;'} &nbsp;${f.battery}%</span></div>
    ${header}
    <div class="msgs">${bubbles}</div>
    <div class="inp"><span>${ios ? 'Text Message' : 'RCS message'}</span></div>
  </div>`;
  const css = ios
    ? `
  .in { background:#e9e9eb; color:#111; } .out { background:#34c759; color:#fff; }
  .sep { color:#8a8a8e; }`
    : `
  .in { background:#eceff3; color:#111; } .out { background:#d3e3fd; color:#0b1f44; }
  .sep { color:#5f6368; }`;
  return page({
    title: `Messages — ${P.code}`,
    size: '3.7in 8.1in',
    margin: '0',
    font: ios ? FONTS.open : FONTS.roboto,
    body,
    css: `${css}
  body { background:#fff; font-size:9.2pt; }
  .ph { padding:0 0 6px; height:8.05in; position:relative; display:flex; flex-direction:column; overflow:hidden; }
  .sb { display:flex; justify-content:space-between; padding:6px 16px 3px; font-size:8.6pt; font-weight:bold; }
  .hd.ios { text-align:center; border-bottom:0.6px solid #d6d6d8; padding:2px 0 5px; position:relative; background:#f7f7f8; }
  .bk { position:absolute; left:10px; top:10px; color:#0a7aff; font-size:15pt; line-height:1; }
  .cnt { font-size:8.5pt; background:#0a7aff; color:#fff; border-radius:8px; padding:0 5px; vertical-align:4px; }
  .av { width:0.42in; height:0.42in; border-radius:50%; color:#fff; margin:2px auto 1px; line-height:0.42in; font-weight:bold; font-size:11pt; }
  .hn { font-size:8.4pt; color:#111; }
  .hd.and { display:flex; align-items:center; gap:8px; padding:4px 10px 6px; border-bottom:0.6px solid #ddd; }
  .ar { font-size:14pt; } .av2 { width:0.36in; height:0.36in; border-radius:50%; color:#fff; text-align:center; line-height:0.36in; font-weight:bold; }
  .hn2 { font-size:11pt; font-weight:bold; } .sub { font-size:7.6pt; color:#5f6368; } .vf { font-size:8pt; }
  .msgs { padding:2px 10px 58px; flex:1; display:flex; flex-direction:column; justify-content:flex-end; }
  .sep { text-align:center; font-size:7.6pt; margin:9px 0 4px; line-height:1.25; }
  .bw { display:flex; margin:3px 0; } .bw.me { justify-content:flex-end; }
  .bb { max-width:78%; border-radius:15px; padding:6px 10px; line-height:1.32; }
  .dl { text-align:right; font-size:7pt; color:#8a8a8e; margin:-1px 4px 2px; }
  .inp { position:absolute; bottom:8px; left:12px; right:12px; border:0.8px solid #c7c7cc; border-radius:16px; padding:4px 12px; color:#9a9aa0; font-size:9pt; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, pl, msgs, o = {}) => ({
    pl,
    style: o.style || rng.pick(['ios', 'android']),
    clock: `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    battery: rng.int(18, 96),
    unread: rng.int(2, 40),
    msgs,
  });
  const msg = (day, text, o = {}) => ({ day, clock: clock(rng), text, ...o });
  const me = (text, status) => ({ me: true, text, status });
  const otp = (pl) =>
    `${pl.short}: ${rng.digits(6)} is your verification code. It expires in 10 minutes. Don't share it with anyone.`;
  const shift = (pl, day) => {
    const x = new Date(day + 'T00:00:00Z');
    return `${pl.short}: Shift confirmed — ${rng.pick(FACILITIES)}, ${WD[x.getUTCDay()]} ${fmt(day, 'us_short').replace(/\/\d\d$/, '')} 7a–7:30p. Order #${rng.digits(5)}. Reply C to confirm, X to cancel.`;
  };
  const plats = rng.shuffle(PLATFORMS);

  // 1 — badge issued with its details, then a log-in code and a shift confirmation.
  {
    const p = k.person();
    const pl = plats[0];
    const id = pl.id(rng);
    const role = rng.pick(ROLES);
    const issued = addDays('2026-11-21', -rng.int(30, 120));
    const exp = addDays(addMonths(issued, 12), -1);
    const name = nameAs(p, 'first_last');
    const f = make(
      p,
      pl,
      [
        msg(
          issued,
          `${pl.short}: Welcome aboard! Your clinician badge is ACTIVE.\nHolder: ${name}\nRole: ${role}\nBadge #: ${id}\nIssued: ${fmt(issued, 'us')}\nValid thru: ${fmt(exp, 'us')}\nShow it at check-in: ${pl.link}${rng.alnum(5).toLowerCase()}\n– ${pl.full}`,
        ),
        me('Thank you!!', 'Delivered'),
        msg(addDays('2026-11-21', -rng.int(6, 12)), otp(pl)),
        msg(addDays('2026-11-21', -rng.int(1, 4)), shift(pl, addDays('2026-11-21', rng.int(3, 9)))),
        me('C', 'Read'),
      ],
      { style: 'ios' },
    );
    out.push({
      key: 'issued-details-then-code-and-shift',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing badge id', 'missing expiration date'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.holder_role': role,
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `the issuing message gives Holder / Role / Badge # / Issued / Valid thru; the later six-digit log-in code, the shift's order number and shift date are not badge facts; the screenshot shows the short code ${pl.code}, the platform is named in the messages`,
      rendering: 'photo',
    });
  }

  // 2 — an expiry reminder, then a renewal with a new end date.
  {
    const p = k.person();
    const pl = plats[1];
    const id = pl.id(rng);
    const oldEnd = endOfMonth(`2026-${String(rng.int(9, 10)).padStart(2, '0')}-01`);
    const newEnd = endOfMonth(addMonths(oldEnd.slice(0, 8) + '01', 12));
    const remind = addDays(oldEnd, -rng.int(14, 25));
    const renewed = addDays(oldEnd, -rng.int(2, 8));
    const name = nameAs(p, 'LAST_FIRST');
    const f = make(p, pl, [
      msg(
        remind,
        `${pl.short}: Reminder — badge ${id} (${name}) expires ${fmt(oldEnd, 'us')}. Upload your BLS renewal in the app by ${fmt(addDays(oldEnd, -7), 'us_short')} to stay bookable.`,
      ),
      me('Uploaded it last night', 'Delivered'),
      msg(
        renewed,
        `${pl.short}: Good news! Badge ${id} issued to ${name} has been RENEWED.\nStatus: ACTIVE\nNew valid thru: ${fmt(newEnd, 'us')}\nMsg&data rates may apply. Reply STOP to opt out.`,
      ),
      me('Great, thanks', 'Read'),
      msg(addDays('2026-11-21', -rng.int(1, 9)), otp(pl)),
    ]);
    out.push({
      key: 'expiry-reminder-then-renewed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['document expired', 'badge inactive'],
      data: {
        'badge.id': id,
        'badge.status': 'active',
        'badge.expiration_date': newEnd,
        'person.name.status': 'match',
      },
      note: `the first message (${remind}) warns that the badge expires ${oldEnd}; the later message (${renewed}) says it was RENEWED, ACTIVE, new valid thru ${newEnd}, which decides; the "upload by" date and the log-in code are not badge facts; name written "${name}"`,
      rendering: 'scan_image',
    });
  }

  // 3 — the client accepts this platform; nickname greeting; end given as a month.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const pl = plats[2];
    const id = pl.id(rng);
    const role = rng.pick(ROLES);
    const endMonth = `2027-${String(rng.int(2, 9)).padStart(2, '0')}-01`;
    const exp = endOfMonth(endMonth);
    const day = addDays('2026-11-21', -rng.int(20, 90));
    const f = make(
      p,
      pl,
      [
        msg(
          day,
          `Hi ${p.nick}! Your ${pl.full} badge is ready. ${nameAs(p, 'full')} — ${role} — badge ${id} — status Active — good through ${fmt(endMonth, 'month_yyyy')}. Tap ${pl.link}${rng.alnum(5).toLowerCase()} to add it to your wallet.`,
        ),
        me(`Thanks! Do I need to print it?`, 'Delivered'),
        msg(day, `${pl.short}: No need — facilities can scan the QR in the app. Questions? Reply HELP.`),
        msg(addDays('2026-11-21', -rng.int(1, 6)), shift(pl, addDays('2026-11-21', rng.int(2, 6)))),
      ],
      { style: 'android' },
    );
    out.push({
      key: 'accepted-platform-nickname-month-end',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pl.full, 'Halcyon Shift Partners'] },
      html: render(f),
      issues: [],
      forbidden: ['unsupported issuer', 'name mismatch', 'missing expiration date'],
      data: {
        'badge.id': id,
        'badge.issuer': pl.full,
        'badge.status': 'active',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `${pl.full} is in the client's accepted issuers; the greeting uses the nickname "${p.nick}" and the same message names the holder "${nameAs(p, 'full')}"; "good through ${fmt(endMonth, 'month_yyyy')}" is a month only, read as its last day (${exp})`,
      rendering: 'text_pdf',
    });
  }

  // 4 — the latest badge message puts the badge ON HOLD.
  {
    const p = k.person();
    const pl = plats[0];
    const id = pl.id(rng);
    const role = rng.pick(ROLES);
    const issued = addDays('2026-11-21', -rng.int(150, 260));
    const exp = addDays(addMonths(issued, 12), -1);
    const tbEnd = addDays('2026-11-21', -rng.int(10, 25));
    const hold = addDays(tbEnd, 1);
    const name = nameAs(p, 'first_mi_last');
    const f = make(
      p,
      pl,
      [
        msg(
          issued,
          `${pl.short}: Your clinician badge is ACTIVE.\nHolder: ${name}\nRole: ${role}\nBadge #: ${id}\nValid thru: ${fmt(exp, 'us')}\n– ${pl.full}`,
        ),
        msg(addDays(issued, rng.int(20, 60)), shift(pl, addDays(issued, rng.int(62, 70)))),
        me('C', 'Delivered'),
        msg(
          hold,
          `${pl.short}: Your badge ${id} is now ON HOLD (status: INACTIVE). Reason: TB screening expired ${fmt(tbEnd, 'us')}. You can't book shifts until it is reactivated — upload a new result in the app.`,
        ),
        me('I sent my new TB result yesterday??', 'Delivered'),
      ],
      { style: 'android' },
    );
    out.push({
      key: 'on-hold-in-latest-message',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['badge inactive'],
      forbidden: ['document expired'],
      data: { 'badge.id': id, 'badge.status': 'inactive', 'badge.expiration_date': exp },
      note: `the first message (${issued}) says ACTIVE, valid thru ${exp}; the latest platform message (${hold}) puts the badge ON HOLD (status: INACTIVE); the clinician's reply after it does not change the status; the end date is still ahead`,
      rendering: 'photo',
    });
  }

  // 5 — active, but no badge number anywhere in the thread.
  {
    const p = k.person();
    const pl = plats[2];
    const role = rng.pick(ROLES);
    const day = addDays('2026-11-21', -rng.int(15, 60));
    const exp = addDays(addMonths(day, 12), -1);
    const f = make(p, pl, [
      msg(addDays(day, -1), otp(pl)),
      msg(
        day,
        `${pl.short}: Hi ${p.first}, you're all set! The ${pl.short} badge for ${nameAs(p, 'first_last')} (${role}) is ACTIVE and good through ${fmt(exp, 'us')}. Open the app to show your badge at check-in.`,
      ),
      me('Yay!', 'Read'),
      msg(addDays('2026-11-21', -rng.int(1, 5)), shift(pl, addDays('2026-11-21', rng.int(3, 8)))),
    ]);
    out.push({
      key: 'active-but-no-badge-number',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing badge id'],
      forbidden: ['badge inactive', 'document expired'],
      data: { 'badge.id': null, 'badge.status': 'active', 'badge.expiration_date': exp },
      note: 'the thread says the badge is ACTIVE and gives its end date but never its number; the six-digit verification code and the shift order number are not badge numbers',
      rendering: 'scanned_pdf',
    });
  }

  // 6 — a platform the client does not accept.
  {
    const p = k.person();
    const pl = plats[1];
    const id = pl.id(rng);
    const role = rng.pick(ROLES);
    const issued = addDays('2026-11-21', -rng.int(30, 200));
    const exp = addDays(addMonths(issued, 12), -1);
    const name = nameAs(p, 'first_last');
    const f = make(
      p,
      pl,
      [
        msg(
          issued,
          `${pl.short}: Badge ${id} issued to ${name} (${role}). Status ACTIVE, expires ${fmt(exp, 'mon')}. – ${pl.full}. Reply HELP for help.`,
        ),
        me('Got it, thank you', 'Delivered'),
        msg(addDays('2026-11-21', -rng.int(2, 8)), otp(pl)),
      ],
      { style: 'ios' },
    );
    out.push({
      key: 'platform-not-accepted',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: ['Halcyon Shift Partners', 'Orchard Lane Staffing Cloud'] },
      html: render(f),
      issues: ['unsupported issuer'],
      forbidden: ['badge inactive', 'document expired'],
      data: {
        'badge.id': id,
        'badge.issuer': pl.full,
        'badge.status': 'active',
        'badge.expiration_date': exp,
      },
      note: `the badge is ${pl.full}'s (active through ${exp}); the client accepts only Halcyon Shift Partners and Orchard Lane Staffing Cloud`,
      rendering: 'fax',
    });
  }
  return out;
}
