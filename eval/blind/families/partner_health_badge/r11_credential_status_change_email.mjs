// A partner staffing platform's automatic "credential status change" e-mail, printed from a web mail client: print
// header (mailbox, date, page), From / To / Date / Subject lines, a coloured notification banner, then the change in
// a status table (Badge ID / Holder / Role / Previous status / Current status / Effective / Valid until), and under
// it a second table of the items the badge summarises (license, BLS, TB, background) with their own dates. The item
// dates, the "Effective" date and the previous validity are not the badge's validity.
import { addDays, fmt, nameAs, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r11_credential_status_change_email',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 30, scan_image: 10, fax: 15 },
  description:
    'Printed partner-platform "credential status changed" notification e-mail: web-mail print header, From / To / Subject, banner, status-change table (Badge ID / Holder / Role / Previous status / Current status / Effective / Valid until) and a table of badge items with their own dates; activated, renewed (previous validity quoted), suspended, expired, open-ended, nickname variants',
};

const PLATFORMS = [
  { name: 'ShiftBridge Health', domain: 'shiftbridge.example', color: '#0067b8' },
  { name: 'CareRoster Pro', domain: 'careroster.example', color: '#00816d' },
  { name: 'NurseLink Connect', domain: 'nurselink.example', color: '#8a2be2' },
];

function render(f) {
  const pl = f.pl;
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:8pt; color:#444; border-bottom:1px solid #bbb; padding-bottom:3px; }
  .subj { font-size:14pt; margin:10px 0 6px; }
  table.mh { font-size:9.5pt; margin-bottom:10px; }
  table.mh td { padding:1px 8px 1px 0; vertical-align:top; }
  table.mh td.l { color:#555; }
  .ban { background:${f.bannerColor}; color:#fff; padding:10px 14px; font-size:12pt; font-weight:bold; border-radius:4px 4px 0 0; }
  .box { border:1px solid #ccc; border-top:0; padding:10px 14px 14px; font-size:10pt; }
  table.st { width:100%; font-size:9pt; margin:8px 0 12px; }
  table.st th { background:#f0f2f5; border:1px solid #ccc; padding:4px; font-size:8pt; text-align:left; }
  table.st td { border:1px solid #ccc; padding:5px 4px; }
  .chip { display:inline-block; padding:1px 7px; border-radius:9px; font-size:8.5pt; font-weight:bold; }
  .ft { font-size:7.8pt; color:#666; margin-top:14px; border-top:1px solid #ddd; padding-top:4px; }`;
  const chip = (s) => {
    const c =
      { Active: '#1e7e34', Pending: '#8a6d00', Suspended: '#b00020', Expired: '#6c6c6c' }[s] || '#555';
    return `<span class="chip" style="color:${c};border:1px solid ${c}">${esc(s)}</span>`;
  };
  const body = `<div class="ph"><span>${esc(f.mailbox)}</span><span>${esc(f.printed)}</span></div>
  <div class="subj">${esc(f.subject)}</div>
  <table class="mh"><tr><td class="l">From:</td><td>${esc(pl.name)} Credentialing &lt;no-reply@${esc(pl.domain)}&gt;</td></tr>
  <tr><td class="l">To:</td><td>${esc(f.to)}</td></tr>
  <tr><td class="l">Date:</td><td>${esc(f.sent)}</td></tr>
  <tr><td class="l">Subject:</td><td>${esc(f.subject)}</td></tr></table>
  <div class="ban">${esc(pl.name)} · ${esc(f.banner)}</div>
  <div class="box">
   <p>Hi ${esc(f.greet)},</p>
   <p>${f.lead}</p>
   <table class="st"><tr><th>Badge ID</th><th>Holder</th><th>Role</th><th>Previous status</th><th>Current status</th><th>Effective</th><th>Valid until</th></tr>
   <tr><td>${esc(f.id)}</td><td>${esc(f.holder)}</td><td>${esc(f.role)}</td><td>${chip(f.prev)}${f.prevUntil ? `<div style="font-size:7.5pt;color:#555">valid until ${esc(f.prevUntil)}</div>` : ''}</td><td>${chip(f.cur)}</td><td>${esc(f.effective)}</td><td><b>${esc(f.until)}</b></td></tr></table>
   <div style="font-weight:bold;font-size:9.5pt">Items on this badge</div>
   <table class="st"><tr><th>Item</th><th>Verified with</th><th>Verified on</th><th>Item expires</th></tr>
   ${f.items.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table>
   <p>${f.tail}</p>
   <p style="margin-bottom:0">— The ${esc(pl.name)} Credentialing Team</p>
  </div>
  <div class="ft">You are receiving this message because you hold a ${esc(pl.name)} credential badge. Facilities can confirm a badge at ${esc(pl.domain)}/verify with the Badge ID. Do not reply to this e-mail.</div>`;
  return page({ title: f.subject, body, css, font: FONTS.open, margin: '0.5in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const pl = rng.pick(PLATFORMS);
    const ds = o.ds || rng.pick(['dmy_long', 'long', 'mil4', 'mon']);
    const w = (x) => (x ? fmt(x, ds) : '');
    const effIso = o.effIso;
    const email = `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}@${rng.pick(['mail', 'inbox'])}.example`;
    const sentIso = o.sentIso || addDays(effIso, rng.int(0, 1));
    const role = rng.pick(['RN', 'LPN', 'CNA', 'RN — ICU', 'Respiratory Therapist']);
    const items = [
      [
        `${role.split(' ')[0]} license`,
        'State board of nursing',
        fmt(addDays(effIso, -rng.int(2, 9)), ds),
        fmt(addDays(effIso, rng.int(200, 700)), ds),
      ],
      [
        'BLS (American Heart Association)',
        'eCard lookup',
        fmt(addDays(effIso, -rng.int(2, 9)), ds),
        fmt(addDays(effIso, rng.int(90, 600)), ds),
      ],
      ['TB screening (IGRA)', 'Lab report', fmt(addDays(effIso, -rng.int(10, 60)), ds), '—'],
      [
        'Background check',
        'Vendor report',
        fmt(addDays(effIso, -rng.int(5, 30)), ds),
        fmt(addDays(effIso, 365), ds),
      ],
    ];
    return {
      pl,
      mailbox: `${email} — Mail`,
      printed: `${fmt(addDays(sentIso, rng.int(0, 3)), 'us_nz')}, ${rng.int(1, 11)}:${rng.digits(1)}${rng.int(0, 9)} ${rng.pick(['AM', 'PM'])}`,
      subject: o.subject,
      to: `${nameAs(p, 'first_last')} <${email}>`,
      sent: `${fmt(sentIso, 'long')} at ${rng.int(6, 11)}:${rng.int(10, 59)} AM`,
      banner: o.banner,
      bannerColor: o.bannerColor || pl.color,
      greet: o.greet || p.first,
      lead: o.lead,
      tail: o.tail,
      id: o.noId ? '—' : `${pl.name.slice(0, 2).toUpperCase()}-${rng.digits(4)}-${rng.alnum(4)}`,
      holder: nameAs(p, o.nameStyle || rng.pick(['first_mi_last', 'last_first', 'full'])),
      role,
      prev: o.prev,
      prevUntil: o.prevUntilIso ? w(o.prevUntilIso) : '',
      cur: o.cur,
      effective: w(effIso),
      until: o.untilIso ? w(o.untilIso) : o.untilText || '—',
      items,
    };
  };
  const out = [];

  let p = k.person();
  let eff = addDays('2026-08-03', rng.int(0, 90));
  let until = addDays(eff, 365);
  let f = make(p, {
    effIso: eff,
    untilIso: until,
    prev: 'Pending',
    cur: 'Active',
    subject: 'Your credential badge is now active',
    banner: 'Badge activated',
    lead: 'Good news — all required items have been verified and your credential badge is now <b>active</b>. Facilities that work with us will see the status below.',
    tail: 'We will remind you 30 days before any item on your badge expires.',
  });
  out.push({
    key: 'pending-to-active',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: 'the badge is valid until the date in the status table; the item expiry dates below belong to the license, BLS and background check',
  });

  p = k.person();
  eff = addDays('2026-09-28', rng.int(0, 45));
  const prevUntil = addDays(eff, rng.int(3, 20));
  until = addDays(prevUntil, 365);
  f = make(p, {
    effIso: eff,
    untilIso: until,
    prev: 'Active',
    prevUntilIso: prevUntil,
    cur: 'Active',
    subject: 'Badge renewed for another year',
    banner: 'Badge renewed',
    lead: 'Your annual re-verification is complete and your badge has been <b>renewed</b>. The previous validity is shown for reference; only the new "Valid until" date applies.',
    tail: 'Thank you for keeping your documents up to date.',
  });
  out.push({
    key: 'renewed-previous-validity-quoted',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: `"Previous status: Active, valid until ${f.prevUntil}" is quoted under the old status; the new Valid until is ${until}`,
  });

  p = k.person();
  eff = addDays('2026-10-12', rng.int(0, 35));
  f = make(p, {
    effIso: eff,
    untilIso: addDays(eff, rng.int(120, 300)),
    prev: 'Active',
    cur: 'Suspended',
    subject: 'Action required: your credential badge has been suspended',
    banner: 'Badge suspended',
    bannerColor: '#b00020',
    lead: 'Your credential badge has been <b>suspended</b> because an item could not be re-verified. You cannot be booked for shifts until it is reinstated.',
    tail: 'Upload the missing document in the app; we review uploads within two business days.',
  });
  out.push({
    key: 'active-to-suspended',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'current status Suspended; the Valid until date is still in the future but the badge is not active',
  });

  p = k.person();
  until = addDays('2026-09-30', rng.int(0, 40));
  f = make(p, {
    effIso: addDays(until, 1),
    untilIso: until,
    prev: 'Active',
    cur: 'Expired',
    subject: 'Your credential badge has expired',
    banner: 'Badge expired',
    bannerColor: '#5f6368',
    lead: 'Your credential badge reached the end of its validity and has <b>expired</b>. Start a renewal in the app to be booked again.',
    tail: 'Renewals usually take three to five business days.',
  });
  out.push({
    key: 'active-to-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': until },
    note: 'Valid until is before valid_on (badge inactive may also be reported)',
  });

  p = k.person();
  eff = addDays('2026-07-06', rng.int(0, 100));
  f = make(p, {
    effIso: eff,
    untilText: 'No end date',
    prev: 'Pending',
    cur: 'Active',
    subject: 'Your credential badge is now active',
    banner: 'Badge activated',
    lead: 'All required items have been verified and your credential badge is now <b>active</b>. This badge stays active while every item on it remains current.',
    tail: 'We will remind you before any item on your badge expires.',
  });
  out.push({
    key: 'active-no-end-date',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.id': f.id, 'badge.status': 'active', 'badge.expiration_date': null },
    note: 'Valid until reads "No end date"; the item expiry dates are not the badge\u2019s',
  });

  const nicks = [];
  for (let i = 0; i < 30 && !nicks.length; i++) {
    const q = k.person();
    if (q.nick) nicks.push(q);
  }
  p = nicks[0] || k.person();
  eff = addDays('2026-06-01', rng.int(0, 120));
  until = addDays(eff, rng.pick([365, 730]));
  f = make(p, {
    effIso: eff,
    untilIso: until,
    prev: 'Pending',
    cur: 'Active',
    nameStyle: 'nick_last',
    greet: p.nick || p.first,
    subject: 'Your credential badge is now active',
    banner: 'Badge activated',
    lead: 'Your credential badge is now <b>active</b>. Facilities will see the details below when they confirm your badge.',
    tail: 'Questions? Reply through the Help tab in the app.',
  });
  out.push({
    key: 'holder-under-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': until,
      ...personData('match', null),
    },
    note: 'the holder is named with a common nickname (e.g. Liz, Bill, Tony); it still matches',
  });
  return out;
}
