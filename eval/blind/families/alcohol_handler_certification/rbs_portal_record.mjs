// A California Responsible Beverage Service portal "certification record" printout: server profile panel with
// Server ID, training provider, exam passed date, certification expiration date and status, in a two-column layout.
import { addDays, addYears, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'rbs_portal_record',
  split: 'blind',
  description:
    'California RBS portal certification record: two-column profile (Server ID, provider, exam date, expiration, status)',
};

function render(f) {
  const css = `.top { background:#0d2c54; color:#fff; padding:12px 18px; } .cols { display:flex; gap:20px; margin-top:16px; }
  .panel { flex:1; border:1px solid #c9d3e0; border-radius:6px; padding:12px 14px; } .panel h3 { margin:0 0 8px; font-size:11pt; color:#0d2c54; }
  .k { font-size:8.5pt; color:#667; margin-top:8px; } .v { font-size:11pt; }`;
  const body = `<div class="top"><div style="font-size:9pt">State of California · Department of Alcoholic Beverage Control</div><div style="font-size:16pt;font-weight:bold">RBS Portal — Certification Record</div></div>
  <div class="cols"><div class="panel"><h3>Server</h3><div class="k">Name</div><div class="v">${esc(f.name)}</div>
   <div class="k">Server ID</div><div class="v">${esc(f.id)}</div><div class="k">Role</div><div class="v">${esc(f.role)}</div></div>
   <div class="panel"><h3>Certification</h3><div class="k">Program</div><div class="v">Responsible Beverage Service (RBS) Training</div>
   <div class="k">Training provider</div><div class="v">${esc(f.provider)}</div><div class="k">Exam passed</div><div class="v">${esc(f.exam)}</div>
   <div class="k">Certification expires</div><div class="v">${esc(f.exp)}</div><div class="k">Status</div><div class="v"><b>${esc(f.status)}</b></div></div></div>
  <div style="font-size:8.5pt;margin-top:18px;color:#444">Certification is valid for three years from the date the exam was passed. Servers must pass the exam within 60 days of hire.</div>`;
  return page({ title: 'RBS record', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-05-01', rng.int(0, 800));
    const ds = rng.pick(['us', 'mon']);
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      id: `S${rng.digits(7)}`,
      role: rng.pick(['Server', 'Manager']),
      provider: rng.pick(['Golden Coast Hospitality Training', 'Pacific Server Education']),
      exam: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      status: o.status || (addYears(iso, 3) < '2026-11-21' ? 'Expired' : 'Active'),
      iso,
      expIso: addYears(iso, 3),
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
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-01-10', rng.int(0, 280)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(otherPerson(k.person, p));
  out.push({
    key: 'other-server',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'client-wants-tips',
    person: requestPerson(p),
    rules: { accepted_programs: ['TIPS'] },
    html: render(f),
    issues: ['unsupported program'],
    data: {},
  });
  return out;
}
