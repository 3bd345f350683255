// A browser printout of a partner platform's public badge verification page: print header/footer with URL,
// search box showing the badge number, a result card (holder, role, status, issued, expires) and a disclaimer.
import { addDays, addMonths, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'public_verify_page',
  split: 'blind',
  description:
    'Browser printout of a platform public badge-verification page: URL header/footer, search box, result card',
};

function render(f) {
  const css = `.ph { display:flex; justify-content:space-between; font-size:8pt; color:#444; } .nav { display:flex; justify-content:space-between; align-items:center; padding:12px 0; border-bottom:1px solid #ddd; }
  .sb { border:1px solid #aaa; border-radius:6px; padding:8px 10px; width:60%; margin:18px 0; font-size:11pt; } .card { border:1px solid #cfd8dc; border-radius:10px; padding:16px 20px; }
  .g { display:grid; grid-template-columns:150px 1fr; gap:8px 10px; font-size:11pt; } .g div:nth-child(odd) { color:#607d8b; }`;
  const body = `<div class="ph"><span>${esc(f.printed)}</span><span>Verify a badge | Tendly Health</span></div>
  <div class="nav"><b style="font-size:16pt;color:#00897b">tendly<span style="color:#333">health</span></b><span style="font-size:10pt">For facilities · For clinicians · Verify</span></div>
  <h2 style="font-size:15pt">Verify a clinician badge</h2><div class="sb">🔍 ${esc(f.id)}</div>
  <div class="card"><div style="font-size:10pt;color:${f.status === 'Verified · Active' ? '#2e7d32' : '#c62828'};font-weight:bold">${esc(f.status)}</div>
  <div class="g" style="margin-top:10px"><div>Name</div><div><b>${esc(f.name)}</b></div><div>Role</div><div>${esc(f.role)}</div><div>Badge number</div><div>${esc(f.id)}</div>
  <div>Issued</div><div>${esc(f.issued)}</div><div>Expires</div><div>${esc(f.exp || 'No expiration on file')}</div></div></div>
  <div style="font-size:8.5pt;color:#666;margin-top:16px">Verification reflects Tendly Health records at the time of the search. Tendly Health is a staffing marketplace; badges summarise checks Tendly performed.</div>
  <div class="ph" style="position:fixed;bottom:0;left:0;right:0"><span>https://verify.tendly.example/badge/${esc(f.id)}</span><span>1/1</span></div>`;
  return page({ title: 'Verify a badge | Tendly Health', body, css, font: FONTS.lato, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-10', rng.int(0, 270));
    const exp = addMonths(iso, 12);
    return {
      printed: `${fmt('2026-11-17', 'us_nz')}, ${rng.int(1, 11)}:${rng.int(10, 59)} PM`,
      id: `TH-${rng.alnum(4)}-${rng.digits(4)}`,
      status: o.status || 'Verified · Active',
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      role: rng.pick(['Registered Nurse', 'Licensed Vocational Nurse', 'Certified Nursing Assistant']),
      issued: fmt(iso, 'long'),
      exp: o.noExp ? null : fmt(exp, 'long'),
      iso,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'verified-active',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.issue_date': f.iso,
      'badge.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { status: 'Not active — deactivated by Tendly Health' });
  out.push({
    key: 'deactivated',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'no-expiration-on-file',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.id': f.id },
  });
  return out;
}
