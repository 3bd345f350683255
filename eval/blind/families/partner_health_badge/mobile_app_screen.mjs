// A phone screenshot of a partner platform's app "My badge" screen: status bar, big status chip, badge ID with copy
// icon, role, "Valid until" with short dates, and a list of credential tiles.
import { addDays, addMonths, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'mobile_app_screen',
  split: 'blind',
  renderings: { text_pdf: 30, scanned_pdf: 5, photo: 50, scan_image: 15, fax: 0 },
  description:
    'Phone screenshot of a platform app "My badge" screen: status chip, badge ID, role, valid-until, credential tiles',
};

function render(f, rng) {
  const css = `.ph { background:#fafafa; margin:0; min-height:100%; } .sb { display:flex; justify-content:space-between; padding:6px 14px; font-size:9pt; background:#fafafa; }
  .tile { background:#fff; border-radius:10px; margin:8px 14px; padding:10px 12px; box-shadow:0 1px 2px rgba(0,0,0,.15); } .k { font-size:8.5pt; color:#777; }`;
  const body = `<div class="ph"><div class="sb"><b>9:41</b><span>▮▮▮ 5G ▭</span></div>
  <div style="padding:8px 14px;font-size:15pt;font-weight:bold">My badge</div>
  <div class="tile" style="text-align:center"><div style="font-size:9pt;color:#2563eb;font-weight:bold">StaffWell Connect</div><div style="font-size:16pt;font-weight:bold;margin:6px 0">${esc(f.name)}</div>
   <div style="font-size:11pt">${esc(f.role)}</div><div style="margin:10px 0"><span style="background:${f.status === 'Active' ? '#16a34a' : '#dc2626'};color:#fff;border-radius:12px;padding:4px 16px;font-weight:bold">${esc(f.status)}</span></div>
   ${qr(rng, { size: 110 })}</div>
  <div class="tile"><div class="k">Badge ID</div><div style="font-size:12pt">${esc(f.id)} ⧉</div></div>
  <div class="tile" style="display:flex;justify-content:space-between"><div><div class="k">Issued</div><div>${esc(f.issued)}</div></div><div><div class="k">Valid until</div><div>${esc(f.exp)}</div></div></div>
  <div class="tile"><div class="k">Credentials on file</div><div>✓ License · ✓ BLS · ✓ TB · ✓ Background · ✓ I-9</div></div></div>`;
  return page({
    title: 'Screenshot',
    body,
    css,
    size: '3.9in 8.2in',
    margin: '0',
    font: FONTS.roboto,
    bg: '#fafafa',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-05', rng.int(0, 280));
    const exp = addMonths(iso, 12);
    const ds = o.ds || rng.pick(['us_nz', 'mon', 'dmy']);
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      role: rng.pick(['CNA', 'RN · Med/Surg', 'LPN']),
      status: o.status || 'Active',
      id: `SWC${rng.digits(7)}`,
      issued: fmt(iso, ds),
      exp: fmt(exp, ds),
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
      'badge.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { status: 'Inactive' });
  out.push({
    key: 'inactive',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = make(p, { nameStyle: 'nick_last' });
  out.push({
    key: 'nickname',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['name mismatch'],
    data: { 'badge.status': 'active', ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'sent-as-resume',
    person: requestPerson(p),
    document_type: 'resume',
    html: render(f, rng),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
