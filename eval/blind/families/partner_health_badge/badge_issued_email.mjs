// A printed "your badge has been issued / renewed" e-mail from a partner platform: mail header, friendly body, a
// boxed summary (badge ID, role, status, issue date, expiry as MM/YYYY so it runs to the month's end).
import {
  addDays,
  addMonths,
  endOfMonth,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
} from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'badge_issued_email',
  split: 'tuning',
  description:
    'Printed platform e-mail "badge issued/renewed": mail header, boxed summary with MM/YYYY expiry',
};

function render(f) {
  const css = `.mh td { padding:1px 10px 1px 0; font-size:10pt; } .bx { border:1px solid #f59e0b; background:#fffbeb; border-radius:8px; padding:12px 16px; margin:14px 0; }
  .bx td { padding:3px 14px 3px 0; font-size:11pt; } p { font-size:10.5pt; line-height:1.45; }`;
  const body = `<table class="mh" style="border-bottom:1px solid #ccc;padding-bottom:6px;width:100%"><tr><td><b>From:</b></td><td>ShiftCrew Credentialing &lt;no-reply@shiftcrew.example&gt;</td></tr>
  <tr><td><b>Sent:</b></td><td>${esc(f.sent)}</td></tr><tr><td><b>To:</b></td><td>${esc(f.to)}</td></tr><tr><td><b>Subject:</b></td><td>Your ShiftCrew badge is ${esc(f.verb)}</td></tr></table>
  <p style="margin-top:16px">Hello ${esc(f.first)},</p><p>Good news — your ShiftCrew credential badge is ${esc(f.verb)}. Facilities can see it on your profile and on shift check-in.</p>
  <div class="bx"><table><tr><td>Badge holder</td><td><b>${esc(f.name)}</b></td></tr><tr><td>Badge ID</td><td><b>${esc(f.id)}</b></td></tr><tr><td>Role</td><td>${esc(f.role)}</td></tr>
  <tr><td>Status</td><td>${esc(f.status)}</td></tr><tr><td>Issued</td><td>${esc(f.issued)}</td></tr><tr><td>Expires</td><td>${esc(f.exp)}</td></tr></table></div>
  <p>We'll remind you 30 days before your badge expires. Thanks for being part of ShiftCrew!</p><p style="font-size:9pt;color:#777">ShiftCrew, Inc. · 77 Saddleback Way, Boise ID 83702</p>`;
  return page({ title: 'Email', body, css, font: FONTS.carlito, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-05', rng.int(0, 270));
    const exp = endOfMonth(addMonths(iso, 12));
    return {
      sent: `${fmt(iso, 'long')} 9:${rng.int(10, 59)} AM`,
      to: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}@inbox.example`,
      verb: o.verb || 'active',
      first: p.first,
      name: nameAs(p, o.nameStyle || 'first_last'),
      id: `SC${rng.digits(6)}`,
      role: rng.pick(['RN', 'CNA', 'CMA']),
      status: o.status || 'Active',
      issued: fmt(iso, 'us'),
      exp: fmt(exp, 'mm_yyyy'),
      iso,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'issued',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': f.expIso,
      'badge.issue_date': f.iso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-06-01', rng.int(0, 120)) });
  out.push({
    key: 'month-expiry-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
    note: 'MM/YYYY expiry ends on the last day of that month',
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'someone-else',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'issuer-not-accepted',
    person: requestPerson(p),
    rules: { accepted_issuers: ['Tendly Health', 'CareRelay'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: {},
  });
  return out;
}
