// A partner platform's "credential passport" PDF export: summary header with badge number, status, issued/valid
// through; a table of verified items (each with its own dates) below. Multiple dates, only the header's count.
import { addDays, addMonths, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'credential_passport_export',
  split: 'tuning',
  description:
    'Platform "credential passport" export: header with badge no./status/issued/valid through, table of verified items with their own dates',
};

function render(f) {
  const css = `.hd { background:#f3f0ff; border:1px solid #c9c1f0; border-radius:8px; padding:12px 16px; display:grid; grid-template-columns:1fr 1fr 1fr; gap:8px 20px; }
  .k { font-size:8pt; color:#666; text-transform:uppercase; } .v { font-size:11pt; font-weight:bold; }
  table.t { width:100%; margin-top:16px; font-size:9.5pt; } table.t th { text-align:left; border-bottom:2px solid #5b4bc4; padding:4px; } table.t td { border-bottom:1px solid #ddd; padding:4px; }`;
  const body = `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:12px"><div style="font-size:18pt;font-weight:bold;color:#5b4bc4">CareRelay</div><div style="font-size:9pt">Credential Passport · exported ${esc(f.exported)}</div></div>
  <div class="hd"><div><div class="k">Professional</div><div class="v">${esc(f.name)}</div></div><div><div class="k">Role</div><div class="v">${esc(f.role)}</div></div><div><div class="k">Passport / badge no.</div><div class="v">${esc(f.id)}</div></div>
   <div><div class="k">Status</div><div class="v">${esc(f.status)}</div></div><div><div class="k">Issued</div><div class="v">${esc(f.issued)}</div></div><div><div class="k">Valid through</div><div class="v">${esc(f.exp || '—')}</div></div></div>
  <table class="t"><tr><th>Verified item</th><th>Source</th><th>Verified on</th><th>Item expires</th><th>Result</th></tr>
  ${f.items.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <div style="font-size:8.5pt;margin-top:14px;color:#555">This passport summarises checks performed by CareRelay. Facilities may verify status at any time with the passport number.</div>`;
  return page({ title: 'Credential Passport', body, css, font: FONTS.lato, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-02-01', rng.int(0, 250));
    const ds = o.ds || rng.pick(['iso', 'mon', 'us']);
    const exp = addMonths(iso, 12);
    const v = (n) => fmt(addDays(iso, -n), ds);
    return {
      exported: fmt('2026-11-16', ds),
      name: nameAs(p, o.nameStyle || 'first_last'),
      role: rng.pick(['Registered Nurse', 'Certified Nursing Assistant', 'Respiratory Therapist']),
      id: `CR${rng.digits(8)}`,
      status: o.status || 'Active',
      issued: fmt(iso, ds),
      exp: o.noExp ? null : fmt(exp, ds),
      items: [
        ['Criminal background check', 'Third-party screening', v(10), fmt(addDays(iso, 355), ds), 'Clear'],
        ['State license', 'Board of Nursing lookup', v(3), fmt(addDays(iso, 500), ds), 'Active'],
        ['BLS', 'Training provider', v(3), fmt(addDays(iso, 400), ds), 'Valid'],
        ['TB screening', 'IGRA lab report', v(5), '—', 'Negative'],
        ['OIG / SAM exclusion', 'Federal lists', v(1), '—', 'Not excluded'],
      ],
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
      'badge.issue_date': f.iso,
      'badge.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'no-valid-through',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.id': f.id },
  });

  p = k.person();
  f = make(p, { status: 'Suspended — pending re-verification' });
  out.push({
    key: 'suspended',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'issuer-not-accepted',
    person: requestPerson(p),
    rules: { accepted_issuers: ['ShiftHarbor'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: {},
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'issuer-accepted',
    person: requestPerson(p),
    rules: { accepted_issuers: ['CareRelay'] },
    html: render(f),
    issues: [],
    data: { 'badge.status': 'active' },
  });
  return out;
}
