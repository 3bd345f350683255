// A partner platform's printable ID badge (vertical lanyard card, front and back side by side): photo box, holder,
// role band, badge ID, status chip; back with issued/expires dates and the credential checklist.
import { addDays, addMonths, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'id_badge_card',
  split: 'blind',
  renderings: { text_pdf: 30, scanned_pdf: 20, photo: 35, scan_image: 10, fax: 5 },
  description:
    'Vertical lanyard ID badge (front+back): photo box, role band, badge ID, status chip; back with dates and checklist',
};

function render(f, rng) {
  const css = `.c { width:2.3in; height:3.5in; border:1px solid #444; border-radius:10px; overflow:hidden; position:relative; font-size:8pt; background:#fff; }`;
  const chip = f.status === 'ACTIVE' ? '#1e8e3e' : '#9aa0a6';
  const body = `<div style="display:flex;gap:0.3in;padding:0.3in">
  <div class="c"><div style="background:#0b4f6c;color:#fff;padding:6px 8px;font-weight:bold;font-size:11pt">ShiftHarbor<span style="font-weight:normal;font-size:7pt;display:block">Verified Clinician Network</span></div>
   <div style="width:1.1in;height:1.25in;margin:8px auto;background:#d7dde2;display:flex;align-items:center;justify-content:center;color:#667;font-size:7pt">PHOTO</div>
   <div style="text-align:center;font-size:12pt;font-weight:bold">${esc(f.name)}</div>
   <div style="margin:6px 0;background:#f6ae2d;text-align:center;font-weight:bold;font-size:12pt;padding:2px">${esc(f.role)}</div>
   <div style="text-align:center">Badge ID <b>${esc(f.id || '')}</b></div>
   <div style="text-align:center;margin-top:6px"><span style="background:${chip};color:#fff;border-radius:9px;padding:2px 10px;font-weight:bold">${esc(f.status)}</span></div></div>
  <div class="c" style="padding:10px"><b>Credential badge</b><table style="margin-top:6px;font-size:8pt"><tr><td>Issued</td><td style="padding-left:6px">${esc(f.issued)}</td></tr>
   <tr><td>Expires</td><td style="padding-left:6px">${esc(f.exp || '')}</td></tr></table>
   <div style="margin-top:8px">Verified at issue:</div><ul style="padding-left:14px;margin:3px 0"><li>Background check</li><li>License lookup</li><li>BLS</li><li>TB screening</li><li>OIG / SAM exclusion</li></ul>
   <div style="text-align:center;margin-top:6px">${qr(rng, { size: 62 })}</div>
   <div style="font-size:6.5pt;position:absolute;bottom:8px;left:10px;right:10px">If found, return to ShiftHarbor, Inc. Badge remains property of ShiftHarbor.</div></div></div>`;
  return page({ title: 'Badge', body, css, size: '6in 4.3in', margin: '0', font: FONTS.roboto });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-10', rng.int(0, 280));
    const ds = rng.pick(['us', 'mon']);
    const exp = addMonths(iso, 12);
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      role: o.role || rng.pick(['RN', 'CNA', 'LPN']),
      id: o.noId ? null : `SH-${rng.digits(6)}`,
      status: o.status || 'ACTIVE',
      issued: fmt(iso, ds),
      exp: o.noExp ? null : fmt(exp, ds),
      iso,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.issue_date': f.iso,
      'badge.expiration_date': f.expIso,
      'badge.holder_role': f.role,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { status: 'INACTIVE' });
  out.push({
    key: 'inactive',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-01-10', rng.int(0, 200)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'someone-else',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'no-badge-id',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['missing badge id'],
    data: {},
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'unreadable-photo',
    person: requestPerson(p),
    html: render(f, rng),
    rendering: 'photo',
    variant: { illegible: true, ext: 'jpg' },
    issues: ['invalid extraction'],
    data: {},
    note: 'a tiny, badly blurred photo: too poor to decide',
  });
  return out;
}
