// A partner staffing platform's mailed credential postcard (6 × 4.25 in), both sides laid side by side on a table or a
// copier glass and photographed or copied by the clinician. Address side: the platform's return address, a postage
// meter mark with its own date and ZIP, a teaser line ("Your credential has been renewed" / "Important: credential
// status change"), the mail-merge address block (the holder's name as the mailing system prints it — "First Last",
// a nickname, or "LAST FIRST M" in capitals — an account no. that is not the badge, the street address) over an
// intelligent-mail bar code. Message side: the platform's band and logo, the title, a short note in prose that
// greets the holder by first name, a detail panel (Badge No. / Role / Status as a coloured pill / Renewed or Issued /
// Valid through), in one variant the previous badge no. that the new one replaces, the reason of a status change,
// and a footer with the verification site, the member-services phone and a "printed" date. The meter date, the
// printed date, the account no. and the previous badge no. are not the badge's dates or id. Variants: a renewal
// with a full valid-through date, a reissue with a new badge no. and a month-only valid-through (end of month)
// addressed "LAST FIRST M", a platform the client accepts, a status change to INACTIVE with the date still ahead,
// "valid while in good standing" with no end, and a platform the client does not accept.
import {
  addDays,
  addMonths,
  endOfMonth,
  fmt,
  nameAs,
  PLACES,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { barcode, esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r23_mailed_renewal_postcard_both_sides',
  split: 'tuning',
  renderings: { photo: 50, scan_image: 10, fax: 15, scanned_pdf: 15, text_pdf: 10 },
  description:
    'Partner staffing platform mailed credential postcard (6 × 4.25 in), address side and message side laid side by side and photographed or copied: return address, postage meter mark with its own date, teaser line, mail-merge address block ("First Last", nickname or "LAST FIRST M" capitals; account no. that is not the badge) over an intelligent-mail bar code; message side band and logo, title, prose note greeting the holder, detail panel (Badge No. / Role / Status pill / Renewed or Issued / Valid through), previous badge no. replaced, status-change reason, footer with verification site, phone and printed date; renewal with a full date, reissue with a month-only end addressed LAST FIRST M, accepted platform, INACTIVE status change with the date ahead, "valid while in good standing" with no end, platform the client does not accept',
};

const PLATFORMS = [
  {
    name: 'Wayfield Health Shifts',
    ini: 'WH',
    color: '#0f4c5c',
    pill: '#2a9d8f',
    shape: 'square',
    box: 'PO Box 21870, Columbus, OH 43221',
    site: 'wayfieldshifts.example/verify',
    tel: '(888) 555-0117',
    id: (r) => `WHS-${r.digits(6)}`,
  },
  {
    name: 'CareLantern',
    ini: 'CL',
    color: '#5a2d82',
    pill: '#3aa655',
    shape: 'circle',
    box: '1400 Harmon Blvd, Ste 300, Raleigh, NC 27603',
    site: 'carelantern.example/badge',
    tel: '(855) 555-0148',
    id: (r) => `CL ${r.digits(4)} ${r.letters(2)}${r.digits(2)}`,
  },
  {
    name: 'Nurseline Direct',
    ini: 'ND',
    color: '#8c2f1b',
    pill: '#2f8f4e',
    shape: 'shield',
    box: 'PO Box 6093, Mesa, AZ 85201',
    site: 'nurselinedirect.example/check',
    tel: '(866) 555-0172',
    id: (r) => `NLD${r.digits(8)}`,
  },
];
const ROLES = [
  'Registered Nurse (RN)',
  'Licensed Practical Nurse (LPN)',
  'Certified Nursing Assistant (CNA)',
  'Respiratory Therapist (RRT)',
  'Surgical Technologist (CST)',
];
const SURFACES = ['#6f5a45', '#3f4a57', '#b8b0a2', '#51463c', '#d9d4c9'];

function render(f) {
  const P = f.pl;
  const pillColor = f.status === 'ACTIVE' ? P.pill : '#b3261e';
  const rows = [
    ['Badge No.', `<b class="bid">${esc(f.badgeId)}</b>`],
    ...(f.prevId ? [['Replaces', `${esc(f.prevId)} <i>(no longer valid)</i>`]] : []),
    ['Role', esc(f.role)],
    ['Status', `<span class="pill" style="background:${pillColor}">${esc(f.status)}</span>`],
    [f.issuedLabel, esc(f.issuedText)],
    ['Valid through', `<b>${esc(f.validText)}</b>`],
  ]
    .map(([a, b]) => `<tr><td class="k">${a}</td><td>${b}</td></tr>`)
    .join('');
  const addr = `
  <div class="card addr">
    <div class="ret">${logo({ initials: P.ini, color: P.color, shape: P.shape, size: 26 })}
      <div><b>${esc(P.name)}</b><br>${esc(P.box)}</div></div>
    <div class="meter"><div class="mt">US POSTAGE</div><div class="mv">$0.${f.postage}</div>
      <div class="mz">${esc(f.meterText)}<br>ZIP ${esc(f.meterZip)}<br>${esc(f.meterNo)}</div></div>
    <div class="teaser" style="color:${P.color}">${esc(f.teaser)}</div>
    <div class="to">
      <div class="acct">ACCT ${esc(f.acct)} &nbsp;·&nbsp; ${esc(f.mailCode)}</div>
      <div>${esc(f.addrName)}</div>
      <div>${esc(f.addrStreet)}</div>
      <div>${esc(f.addrCity)}</div>
      <div class="imb">${f.imb}</div>
    </div>
  </div>`;
  const msg = `
  <div class="card msg">
    <div class="band" style="background:${P.color}">${logo({ initials: P.ini, color: '#fff', fg: P.color, shape: P.shape, size: 24 })}
      <span>${esc(P.name)}</span><span class="bt">${esc(f.title)}</span></div>
    <div class="note">${f.note}</div>
    <table class="dt">${rows}</table>
    ${f.reason ? `<div class="reason">${esc(f.reason)}</div>` : ''}
    <div class="foot">Verify any time at ${esc(P.site)} · Member services ${esc(P.tel)}<br>Printed ${esc(f.printedText)} · Card ${esc(f.cardCode)}</div>
  </div>`;
  const body = `<div class="table">${f.addrFirst ? addr + msg : msg + addr}</div>`;
  const css = `
  body { background:${f.surface}; font-size:8.2pt; }
  .table { display:flex; gap:0.35in; padding:0.3in 0.3in; align-items:flex-start; }
  .card { width:6in; height:4.25in; background:#fdfcf7; box-shadow:2px 3px 6px rgba(0,0,0,.45); position:relative; padding:0.16in; flex:none; }
  .addr .ret { display:flex; gap:6px; align-items:flex-start; font-size:7.8pt; line-height:1.25; }
  .meter { position:absolute; right:0.16in; top:0.14in; border:1.2px solid #c0392b; color:#c0392b; width:1.3in; padding:3px 5px; font-size:6.8pt; line-height:1.25; }
  .mt { font-weight:bold; letter-spacing:.5px; } .mv { font-size:12pt; font-weight:bold; }
  .teaser { position:absolute; left:0.16in; top:1.1in; font-size:11pt; font-weight:bold; width:2.6in; line-height:1.2; }
  .to { position:absolute; left:2.7in; top:2.05in; font-family:${FONTS.mono}; font-size:9.5pt; line-height:1.35; }
  .acct { font-size:7.2pt; color:#333; }
  .imb { margin-top:4px; }
  .band { color:#fff; display:flex; align-items:center; gap:6px; padding:4px 8px; font-weight:bold; font-size:10pt; margin:-0.16in -0.16in 6px; }
  .bt { margin-left:auto; font-size:9pt; font-weight:normal; letter-spacing:.3px; }
  .note { font-size:8.6pt; line-height:1.35; margin-bottom:5px; }
  .dt { font-size:9.2pt; border:1px solid #999; width:100%; }
  .dt td { padding:2.5px 6px; border-bottom:0.5px solid #ccc; } .k { color:#444; width:1.15in; }
  .bid { letter-spacing:.5px; }
  .pill { color:#fff; border-radius:9px; padding:1px 10px; font-weight:bold; font-size:8.4pt; letter-spacing:.8px; }
  .reason { font-size:8pt; margin-top:5px; border-left:3px solid #b3261e; padding-left:6px; }
  .foot { position:absolute; left:0.16in; right:0.16in; bottom:0.1in; font-size:6.8pt; color:#555; border-top:0.5px solid #aaa; padding-top:2px; }`;
  return page({
    title: `${P.name} postcard`,
    size: '13.3in 4.9in',
    margin: '0',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const plats = rng.shuffle(PLATFORMS);
  const make = (p, o) => {
    const pl = o.pl || plats[out.length % plats.length];
    const place = rng.pick(PLACES);
    const printed = addDays(o.event || o.issued, rng.int(1, 8));
    const first = o.greet || p.first;
    return {
      pl,
      font: rng.pick([FONTS.open, FONTS.lato, FONTS.roboto, FONTS.carlito]),
      surface: rng.pick(SURFACES),
      addrFirst: rng.chance(0.5),
      postage: rng.pick(['368', '412', '395']),
      meterText: fmt(addDays(printed, rng.int(1, 3)), 'us'),
      meterZip: place[2],
      meterNo: `${rng.digits(3)}N${rng.digits(5)}`,
      teaser: o.teaser || 'Good news — your credential has been renewed',
      acct: rng.digits(8),
      mailCode: `${rng.letters(1)}${rng.digits(3)}-${rng.digits(2)}`,
      addrName: o.addrName || nameAs(p, 'FIRST_MI_LAST'),
      addrStreet: street(rng).toUpperCase(),
      addrCity: `${place[0].toUpperCase()} ${place[1]} ${place[2]}-${rng.digits(4)}`,
      imb: barcode(rng, { width: 210, height: 14 }),
      title: o.title || 'CREDENTIAL RENEWAL CONFIRMATION',
      note:
        o.note ||
        `Hi ${esc(first)}, thanks for keeping your documents up to date. Your ${esc(pl.name)} credential has been reviewed and renewed. Show the badge below, or the digital copy in the app, when you check in for a shift.`,
      badgeId: o.badgeId,
      prevId: o.prevId || '',
      role: o.role || rng.pick(ROLES),
      status: o.status || 'ACTIVE',
      issuedLabel: o.issuedLabel || 'Renewed',
      issuedText: fmt(o.issued, o.ds || 'long'),
      validText: o.validText,
      reason: o.reason || '',
      printedText: fmt(printed, 'us'),
      cardCode: `PC-${rng.digits(2)}${rng.letters(1)}`,
    };
  };

  // 1 — renewal, full valid-through date, nickname in the greeting and on the address block.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2026-07-06', rng.int(0, 90));
    const exp = addDays(addMonths(issued, 12), -1);
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeId,
      validText: fmt(exp, 'long'),
      addrName: nameAs(p, 'nick_last').toUpperCase(),
      greet: p.nick || p.first,
    });
    out.push({
      key: 'renewal-full-valid-through',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing expiration date', 'badge inactive'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `renewed ${issued}, valid through ${exp}, status pill ACTIVE; the address block reads "${f.addrName}"; the meter date (${f.meterText}), the printed date and the ACCT no. are not the badge's`,
      rendering: 'photo',
    });
  }

  // 2 — reissue with a new badge no., month-only end, addressed LAST FIRST M.
  {
    const p = k.person();
    const pl = plats[1];
    const issued = addDays('2026-05-11', rng.int(0, 120));
    const endMonth = addMonths(issued, 24);
    const exp = endOfMonth(endMonth);
    const badgeId = pl.id(rng);
    const prevId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeId,
      prevId,
      issuedLabel: 'Issued',
      ds: 'us',
      title: 'REPLACEMENT BADGE ISSUED',
      teaser: 'Your replacement credential is active',
      validText: fmt(endMonth, 'mm_yyyy'),
      addrName: `${stripName(p.last)} ${stripName(p.first)} ${p.middle ? p.middle[0] : ''}`.trim(),
      note: `Hi ${esc(p.first)}, as requested we have replaced your lost badge. Your old number no longer works at facility check-in; please use the new number below from today.`,
    });
    out.push({
      key: 'reissue-new-number-month-only-end',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing expiration date', 'document expired'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `new badge no. ${badgeId} replaces ${prevId} (struck as no longer valid); "Valid through ${f.validText}" is month-only and ends ${exp}; the address block prints "${f.addrName}" (last name first, mail-merge capitals)`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — a platform the client accepts.
  {
    const p = k.person();
    const pl = plats[2];
    const issued = addDays('2026-03-02', rng.int(0, 150));
    const exp = addDays(addMonths(issued, 12), 0);
    const badgeId = pl.id(rng);
    const f = make(p, { pl, issued, badgeId, ds: 'dmy', validText: fmt(exp, 'dmy') });
    out.push({
      key: 'accepted-platform-renewal',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: [pl.name, 'ShiftBridge Health'] },
      html: render(f),
      issues: [],
      forbidden: ['unsupported issuer'],
      data: {
        'badge.id': badgeId,
        'badge.issuer': pl.name,
        'badge.status': 'active',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `${pl.name} is in the client's accepted_issuers; renewed ${issued}, valid through ${exp}, ACTIVE`,
      rendering: 'fax',
    });
  }

  // 4 — status change to INACTIVE, end date still ahead.
  {
    const p = k.person();
    const pl = plats[0];
    const issued = addDays('2026-02-16', rng.int(0, 100));
    const exp = addDays(addMonths(issued, 12), -1);
    const badgeId = pl.id(rng);
    const hold = addDays('2026-10-20', rng.int(0, 20));
    const f = make(p, {
      pl,
      issued,
      badgeId,
      status: 'INACTIVE',
      event: hold,
      issuedLabel: 'Issued',
      title: 'CREDENTIAL STATUS CHANGE',
      teaser: 'Important: your credential status has changed',
      validText: fmt(exp, 'long'),
      note: `Hi ${esc(p.first)}, on ${esc(fmt(hold, 'long'))} your credential was set to inactive. You cannot be scheduled until it is reactivated. Upload the missing document in the app and we will review it within two business days.`,
      reason: 'Reason: BLS card on file expired. Reactivation requires a current BLS card.',
    });
    out.push({
      key: 'status-change-inactive-date-ahead',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['badge inactive'],
      data: {
        'badge.id': badgeId,
        'badge.status': 'inactive',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `status pill INACTIVE (set ${hold}, BLS expired); valid through ${exp} is still after valid_on but the badge is inactive`,
      rendering: 'photo',
    });
  }

  // 5 — "valid while in good standing": no end date.
  {
    const p = k.person();
    const pl = plats[1];
    const issued = addDays('2026-06-01', rng.int(0, 120));
    const badgeId = pl.id(rng);
    const f = make(p, {
      pl,
      issued,
      badgeId,
      issuedLabel: 'Issued',
      title: 'YOUR BADGE IS READY',
      teaser: 'Welcome — your credential is ready',
      validText: 'While in good standing',
    });
    out.push({
      key: 'valid-while-good-standing-no-end',
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
      note: `"Valid through: While in good standing" — no end date anywhere on either side; issued ${issued}; the meter and printed dates are not an end`,
      rendering: 'photo',
    });
  }

  // 6 — a platform the client does not accept.
  {
    const p = k.person();
    const pl = plats[2];
    const issued = addDays('2026-04-20', rng.int(0, 120));
    const exp = addDays(addMonths(issued, 12), -1);
    const badgeId = pl.id(rng);
    const others = PLATFORMS.filter((x) => x.name !== pl.name).map((x) => x.name);
    const f = make(p, { pl, issued, badgeId, validText: fmt(exp, 'us'), ds: 'us' });
    out.push({
      key: 'platform-not-accepted',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_issuers: others },
      html: render(f),
      issues: ['unsupported issuer'],
      forbidden: ['badge inactive'],
      data: {
        'badge.id': badgeId,
        'badge.issuer': pl.name,
        'badge.status': 'active',
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `the postcard is from ${pl.name}; the client accepts only ${others.join(' and ')}; otherwise a current ACTIVE badge through ${exp}`,
      rendering: 'text_pdf',
    });
  }
  return out;
}

function stripName(s) {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .toUpperCase();
}
