// A horizontal plastic-style wallet credential card from a partner platform, front and back on one page: holder,
// role, member/badge number, "VALID THRU MM/YY" like a bank card, status stripe on the back.
import { addDays, addMonths, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'wallet_credential_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 40, scan_image: 10, fax: 5 },
  description:
    'Bank-card style wallet credential: holder, role, member no., VALID THRU MM/YY; back with status stripe and issue date',
};

function render(f) {
  const css = `.c { width:3.37in; height:2.13in; border-radius:12px; position:relative; font-size:8pt; overflow:hidden; }`;
  const [yy, mm] = [f.expIso.slice(2, 4), f.expIso.slice(5, 7)];
  const body = `<div style="display:flex;gap:0.25in;padding:0.3in">
  <div class="c" style="background:linear-gradient(120deg,#312e81,#7c3aed);color:#fff;padding:12px 14px"><div style="font-size:12pt;font-weight:bold">CareBridge<span style="font-weight:normal"> Pro</span></div>
   <div style="font-size:7pt;opacity:.85">Credentialed healthcare professional</div>
   <div style="font-family:${FONTS.mono};font-size:12pt;letter-spacing:2px;margin-top:18px">${esc(f.id)}</div>
   <div style="display:flex;justify-content:space-between;margin-top:10px"><div><div style="font-size:6pt">HOLDER</div><div style="font-size:10pt">${esc(f.name)}</div></div><div><div style="font-size:6pt">VALID THRU</div><div style="font-size:10pt">${mm}/${yy}</div></div></div>
   <div style="position:absolute;right:14px;top:12px;font-weight:bold">${esc(f.role)}</div></div>
  <div class="c" style="background:#f4f4f5;border:1px solid #999"><div style="background:#222;height:0.35in;margin-top:0.2in"></div>
   <div style="padding:8px 12px"><div>Status: <b>${esc(f.status)}</b></div><div>Issued: ${esc(f.issued)}</div>
   <div style="font-size:6.5pt;margin-top:8px">Facilities: verify this card in the CareBridge Pro facility portal. Card issued by CareBridge Pro Staffing, LLC, and remains its property.</div></div></div></div>`;
  return page({ title: 'card', body, css, size: '8.5in 3.3in', margin: '0', font: FONTS.roboto });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-05', rng.int(0, 270));
    const exp = endOfMonth(addMonths(iso, 12));
    return {
      id: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
      role: rng.pick(['RN', 'LPN', 'CNA']),
      status: o.status || 'ACTIVE',
      issued: fmt(iso, 'us'),
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
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { status: 'INACTIVE' });
  out.push({
    key: 'inactive',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-03-01', rng.int(0, 150)) });
  out.push({
    key: 'valid-thru-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
  });
  return out;
}
