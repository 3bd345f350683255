// A partner staffing platform's mailed "badge renewal reminder" letter, as the clinician uploads it (printed PDF,
// a phone photo of the paper, a fax from the agency): letterhead with the letter date and a reference line
// ("Account no." — the member account, not the badge), "Re: Your Partner Health Badge", a salutation by first name or
// nickname, a paragraph saying the badge expires in N days, a "Your badge today" table (Badge No. / Role / Status /
// Issued / Valid through), a "To keep your badge active" list with an "upload renewal documents by" date earlier
// than the expiry, a table of the badge's items with their own expiry months (BLS, TB screening, licence), the
// credentialing specialist's signature, a "page 1 of 1 · printed" footer, and a tear-off wallet stub below a dashed
// line ("LAST, FIRST" / badge no. / valid thru MM/YYYY). Variants: status "Active — renewal pending", a Canadian
// platform writing DD/MM/YYYY (stated in the footer), a nickname salutation with the client accepting the platform,
// a final notice with the badge suspended although its valid-through date is still ahead, and a platform the client
// does not accept.
import { addDays, addMonths, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r15_badge_renewal_reminder_letter_tearoff',
  split: 'tuning',
  renderings: { text_pdf: 40, scanned_pdf: 15, photo: 25, scan_image: 10, fax: 10 },
  description:
    'Partner staffing platform badge renewal reminder letter: letter date and account no. (not the badge), "expires in N days", Your badge today table (Badge No. / Role / Status / Issued / Valid through), an "upload documents by" date before the expiry, badge items with their own expiry months, specialist signature, printed-on footer, and a tear-off wallet stub (LAST, FIRST / badge no. / valid thru MM/YYYY); Active — renewal pending, Canadian DD/MM/YYYY, nickname salutation with the platform accepted, a suspended final notice with the date still ahead, a platform the client does not accept',
};

const PLATFORMS = {
  shiftwell: {
    name: 'ShiftWell Clinical Network',
    addr: 'PO Box 4471 · Aurora, CO 80012 · (720) 555-0114 · credentialing@shiftwell.example',
    color: '#0e5a6b',
    initials: 'SW',
    signer: ['Renée Castillo', 'Credentialing Specialist'],
  },
  carebridge: {
    name: 'CareBridge Per Diem',
    addr: '2290 Pioneer Way, Floor 3 · Raleigh, NC 27603 · (919) 555-0147 · badges@carebridge.example',
    color: '#4a2c7a',
    initials: 'CB',
    signer: ['Marcus Idowu', 'Compliance Coordinator'],
  },
  maple: {
    name: 'MapleShift Health Staffing Inc.',
    addr: '181 Bay Street, Suite 900 · Toronto, ON M5J 2T3 · (416) 555-0129 · compliance@mapleshift.example',
    color: '#9b1c1c',
    initials: 'MS',
    signer: ['Genevieve Tremblay', 'Credentialing Lead'],
  },
  nightingale: {
    name: 'Nightingale OnCall',
    addr: '77 Whitcomb St · Worcester, MA 01608 · (508) 555-0182 · support@nightingaleoncall.example',
    color: '#1e4d2b',
    initials: 'NO',
    signer: ['Patrice Lang', 'Credential Review Team'],
  },
};

function render(f) {
  const pl = f.pl;
  const css = `
  .lh { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid ${pl.color}; padding-bottom:6px; }
  .lh .n { font-size:16pt; font-weight:bold; color:${pl.color}; }
  .lh .a { font-size:8pt; color:#444; max-width:3.6in; text-align:right; }
  .meta { display:flex; justify-content:space-between; margin:12px 0 8px; font-size:10pt; }
  .to { line-height:1.35; }
  .re { font-weight:bold; margin:8px 0; }
  p { margin:6px 0; line-height:1.4; font-size:10.3pt; }
  table.bt { border:1.5px solid ${pl.color}; margin:8px 0; width:100%; font-size:10.2pt; }
  table.bt th { background:${pl.color}; color:#fff; text-align:left; padding:3px 6px; font-size:9pt; }
  table.bt td { padding:4px 6px; border-top:1px solid #ccc; }
  table.it { width:100%; font-size:9.3pt; margin:4px 0 8px; }
  table.it th { text-align:left; border-bottom:1px solid #555; padding:2px 4px; font-size:8.5pt; color:#333; }
  table.it td { padding:2px 4px; border-bottom:1px dotted #bbb; }
  ul { margin:4px 0 6px 18px; padding:0; font-size:10pt; line-height:1.4; }
  .notice { border:2px solid #a11; color:#a11; padding:4px 8px; font-weight:bold; margin:8px 0; font-size:10.5pt; }
  .ft { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:8px; }
  .cut { border-top:2px dashed #666; margin-top:10px; padding-top:8px; position:relative; }
  .cut .sc { position:absolute; top:-11px; left:10px; background:#fff; padding:0 4px; font-size:12pt; }
  .stub { width:3.4in; border:1.5px solid ${pl.color}; border-radius:7px; padding:6px 10px; font-size:8.8pt; display:inline-block; vertical-align:top; }
  .stub .h { color:${pl.color}; font-weight:bold; font-size:9pt; border-bottom:1px solid ${pl.color}; margin-bottom:3px; }
  .stub .nm { font-size:11.5pt; font-weight:bold; letter-spacing:.4px; }
  `;
  const body = `
  <div class="lh"><div style="display:flex;gap:10px;align-items:center">${logo({ initials: pl.initials, color: pl.color, shape: 'square', size: 44 })}<div class="n">${esc(pl.name)}</div></div>
    <div class="a">${esc(pl.addr)}</div></div>
  <div class="meta"><div class="to">${esc(f.toName)}<br>${esc(f.street)}<br>${esc(f.city)}</div>
    <div style="text-align:right">${esc(f.letterText)}<br>Account no. ${esc(f.account)}<br>Ref. ${esc(f.ref)}</div></div>
  ${f.final ? `<div class="notice">FINAL NOTICE — ACTION REQUIRED</div>` : ''}
  <div class="re">Re: Your Partner Health Badge${f.final ? ' — status change' : ' — renewal reminder'}</div>
  <p>Dear ${esc(f.greet)},</p>
  ${f.paras.map((x) => `<p>${x}</p>`).join('')}
  <table class="bt"><tr><th>Badge No.</th><th>Role</th><th>Status</th><th>Issued</th><th>Valid through</th></tr>
    <tr><td><b>${esc(f.badgeId)}</b></td><td>${esc(f.role)}</td><td><b>${esc(f.statusText)}</b></td><td>${esc(f.issueText)}</td><td><b>${esc(f.expText)}</b></td></tr></table>
  <div style="font-weight:bold;font-size:10pt">${f.final ? 'To restore your badge' : 'To keep your badge active'}</div>
  <ul>${f.steps.map((s) => `<li>${s}</li>`).join('')}</ul>
  <table class="it"><tr><th>Badge item</th><th>On file</th><th>Expires / due</th><th>Review</th></tr>
    ${f.items.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <p>Thank you for the care you provide to our partner facilities.</p>
  <div style="display:flex;align-items:flex-end;gap:14px">
    <div>Sincerely,<br>${sig(pl.signer[0], { font: f.sigFont, ink: '#1a2b6d', size: '1.9em', rot: -3 })}<br>${esc(pl.signer[0])}<br>${esc(pl.signer[1])}, ${esc(pl.name)}</div></div>
  <div class="ft"><span>${esc(f.footLeft)}</span><span>Page 1 of 1</span></div>
  <div class="cut"><span class="sc">✂</span>
    <div class="stub"><div class="h">${esc(pl.name.toUpperCase())} · BADGE WALLET STUB</div>
      <div class="nm">${esc(f.stubName)}</div>
      <div>Badge No. <b>${esc(f.badgeId)}</b> &nbsp; ${esc(f.role)}</div>
      <div>Valid thru <b>${esc(f.stubExp)}</b> &nbsp; Status at mailing: <b>${esc(f.stubStatus)}</b></div></div>
    <div style="display:inline-block;width:3.2in;font-size:8pt;color:#444;margin-left:12px;vertical-align:top">Keep this stub with your photo ID. Facilities can confirm your badge at any time by entering the badge number in the partner verification portal. The stub is not valid after the date shown or if your badge is suspended.</div>
  </div>`;
  return page({ title: 'Badge renewal reminder', body, css, font: f.font, margin: '0.45in 0.6in' });
}

const fd = (iso, s) =>
  s === 'dmy_slash' ? `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : fmt(iso, s);

export function cases(k) {
  const { rng } = k;
  const fonts = [FONTS.serif, FONTS.caladea, FONTS.sans, FONTS.open];
  const ROLES = ['RN', 'LPN', 'CNA', 'RT', 'LVN', 'Surgical Tech'];
  const make = (p, key, o) => {
    const pl = PLATFORMS[key];
    const ds = o.dateStyle || 'us';
    const letterIso = o.letterIso || addDays('2026-11-21', -rng.int(2, 20));
    const uploadBy = o.final ? addDays(letterIso, -rng.int(5, 20)) : addDays(o.exp, -rng.int(10, 21));
    const daysLeft = Math.round((new Date(o.exp) - new Date(letterIso)) / 864e5);
    const canada = key === 'maple';
    const f = {
      pl,
      font: rng.pick(fonts),
      sigFont: rng.pick(SIGS),
      toName: nameAs(p, 'full'),
      street: `${rng.int(100, 9800)} ${rng.pick(['Elmwood Ave', 'Cedar Crest Dr', 'Fernhill Rd', 'Kingsway'])}${rng.chance(0.5) ? `, Unit ${rng.int(2, 30)}` : ''}`,
      city: canada
        ? rng.pick(['Mississauga, ON L5B 1M2', 'Hamilton, ON L8P 4R5'])
        : rng.pick(['Aurora, CO 80012', 'Raleigh, NC 27603', 'Worcester, MA 01608']),
      letterText: fmt(letterIso, canada ? 'dmy_long' : 'long'),
      account: `${rng.letters(2)}${rng.digits(7)}`,
      ref: `RNW-${letterIso.slice(0, 4)}-${rng.digits(5)}`,
      greet: o.greet || p.first,
      badgeId: o.badgeId,
      role: o.role || rng.pick(ROLES),
      statusText: o.statusText || 'Active',
      issueText: fd(o.issue, ds),
      expText: fd(o.exp, ds),
      stubName: nameAs(p, canada ? 'LAST_FIRST' : 'LAST_FIRST_MI'),
      stubExp: fmt(o.exp, 'mm_yyyy'),
      stubStatus: o.stubStatus || 'ACTIVE',
      final: !!o.final,
      footLeft: `${pl.name} · printed ${fd(addDays(letterIso, -rng.int(0, 2)), ds)}${canada ? ' · dates are DD/MM/YYYY' : ''} · Form RN-${rng.digits(2)}`,
    };
    const expMonth = (m) => fmt(addMonths(o.exp, m), 'mm_yyyy');
    f.items = [
      ['BLS Provider (AHA)', 'Verified', expMonth(rng.int(4, 16)), 'OK'],
      ['TB screening', fd(addDays(letterIso, -rng.int(200, 330)), ds), `due ${fd(uploadBy, ds)}`, 'Renewal'],
      [`${f.role} licence / certification`, 'Primary source verified', expMonth(rng.int(6, 20)), 'OK'],
      [
        'Background check',
        fd(addDays(letterIso, -rng.int(300, 360)), ds),
        `due ${fd(uploadBy, ds)}`,
        'Renewal',
      ],
    ];
    f.paras = o.paras(f, { daysLeft, uploadBy: fd(uploadBy, ds) });
    f.steps = o.steps
      ? o.steps(f, fd(uploadBy, ds))
      : [
          `Upload a current TB screening and consent to the annual background check by <b>${esc(fd(uploadBy, ds))}</b>.`,
          'Review your profile and confirm your contact details.',
          'Once the items are verified, your badge is renewed for twelve months from the renewal date.',
        ];
    return f;
  };
  const out = [];
  const soon = () => addDays('2026-11-21', rng.int(25, 70));

  // 1. Active, US letter, expires soon but after valid_on.
  let p = k.person();
  let exp = soon();
  let issue = addMonths(exp, -12);
  let f = make(p, 'shiftwell', {
    exp,
    issue,
    badgeId: `SW-${rng.digits(6)}`,
    paras: (f, x) => [
      `Your Partner Health Badge expires in <b>${x.daysLeft} days</b>. To keep picking up shifts without interruption, please complete the renewal items below.`,
      'Your badge remains active until the date shown. Facilities see it as verified in the partner portal.',
    ],
  });
  out.push({
    key: 'active-expires-soon',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'badge inactive'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `valid through ${exp}, after valid_on; the "upload by" date and the items' due dates are earlier but are not the badge's; account no. ${f.account} is not the badge no.`,
  });

  // 2. Active — renewal pending.
  p = k.person();
  exp = soon();
  issue = addMonths(exp, -12);
  f = make(p, 'carebridge', {
    exp,
    issue,
    badgeId: `CB${rng.digits(8)}`,
    statusText: 'Active — renewal pending',
    stubStatus: 'ACTIVE',
    paras: (f, x) => [
      `We received some of your renewal documents — thank you. Your badge stays <b>active</b> while we review them; it is currently valid through ${esc(f.expText)} (${x.daysLeft} days from the date of this letter).`,
      'If anything is missing, your coordinator will contact you. No action is needed for items marked OK.',
    ],
  });
  out.push({
    key: 'active-renewal-pending',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['badge inactive'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: '"Active — renewal pending" is an active badge; the pending renewal does not suspend it',
  });

  // 3. Canadian platform, DD/MM/YYYY with days after the 12th.
  p = k.person();
  exp = addDays('2026-11-21', rng.int(40, 70));
  while (Number(exp.slice(8)) <= 12) exp = addDays(exp, 3);
  issue = addMonths(exp, -12);
  while (Number(issue.slice(8)) <= 12) issue = addDays(issue, 4);
  f = make(p, 'maple', {
    exp,
    issue,
    dateStyle: 'dmy_slash',
    badgeId: `MSH-${rng.digits(3)}-${rng.digits(4)}`,
    paras: (f, x) => [
      `This is a courtesy reminder that your MapleShift Partner Health Badge expires in ${x.daysLeft} days, on ${esc(f.expText)}.`,
      'Your badge is in good standing. Please complete the renewal items in the app so that facilities in Ontario and our U.S. partner network can continue to book you.',
    ],
  });
  out.push({
    key: 'canadian-day-first-dates',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `DD/MM/YYYY (stated in the footer; days after the 12th): issued ${issue}, valid through ${exp}`,
  });

  // 4. Nickname salutation, the client accepts the platform.
  p = k.person();
  while (!p.nick) p = k.person();
  exp = addDays('2026-11-21', rng.int(30, 90));
  issue = addMonths(exp, -24);
  f = make(p, 'nightingale', {
    exp,
    issue,
    greet: p.nick,
    dateStyle: 'long',
    badgeId: `NOC-${rng.digits(6)}`,
    paras: (f, x) => [
      `Your Nightingale OnCall badge was issued for two years and expires in ${x.daysLeft} days.`,
      'You can renew from your phone in a few minutes. Your badge stays active until the valid-through date.',
    ],
  });
  out.push({
    key: 'nickname-platform-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['Nightingale OnCall', 'CareBridge Per Diem'] },
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `the letter greets "${p.nick}", the stub prints ${nameAs(p, 'LAST_FIRST_MI')}; Nightingale OnCall is accepted`,
  });

  // 5. Final notice: suspended, valid-through still ahead.
  p = k.person();
  exp = addDays('2026-11-21', rng.int(40, 120));
  issue = addMonths(exp, -12);
  f = make(p, 'shiftwell', {
    exp,
    issue,
    final: true,
    letterIso: addDays('2026-11-21', -rng.int(3, 12)),
    badgeId: `SW-${rng.digits(6)}`,
    statusText: 'SUSPENDED',
    stubStatus: 'SUSPENDED',
    paras: () => [
      'We have not received the renewal items we asked for in our earlier reminders. Your Partner Health Badge has therefore been <b>suspended</b> and facilities can no longer book you.',
      'Your badge keeps its number and validity period; it is reactivated as soon as the missing items are verified.',
    ],
    steps: (f, by) => [
      `Upload the overdue items (TB screening, background check consent) — they were due ${esc(by)}.`,
      'Reply to this letter or call us if you believe this is an error.',
    ],
  });
  out.push({
    key: 'final-notice-suspended',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    forbidden: ['document expired'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'inactive', 'badge.expiration_date': exp },
    note: `status SUSPENDED although valid through ${exp} is still ahead`,
  });

  // 6. A platform the client does not accept.
  p = k.person();
  exp = soon();
  issue = addMonths(exp, -12);
  f = make(p, 'carebridge', {
    exp,
    issue,
    badgeId: `CB${rng.digits(8)}`,
    paras: (f, x) => [
      `Your CareBridge badge expires in ${x.daysLeft} days. Complete the items below to renew it for another year.`,
      'Your badge is active and visible to CareBridge partner facilities.',
    ],
  });
  out.push({
    key: 'platform-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['ShiftWell Clinical Network', 'Nightingale OnCall'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'an active CareBridge Per Diem badge; the client accepts ShiftWell and Nightingale OnCall only',
  });
  // letters reach the facility as printed PDFs, phone photos, scans and faxes
  const renderings = ['text_pdf', 'photo', 'text_pdf', 'scan_image', 'fax', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
