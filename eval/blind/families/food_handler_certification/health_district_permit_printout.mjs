// A local health district's online "food handler permit" lookup printed from a browser: URL/print header, a
// key-value panel (permit #, status, issue date, expiration date, district), browser footer with page number.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'health_district_permit_printout',
  split: 'blind',
  description:
    'Browser printout of a health district food-handler permit lookup: print header/footer, key-value panel, ISO dates',
};

function render(f) {
  const css = `.ph { display:flex; justify-content:space-between; font-size:8pt; color:#444; } .nav { background:#20344c; color:#fff; padding:10px 16px; margin-top:6px; font-size:13pt; }
  table.kv { margin-top:14px; width:100%; font-size:10.5pt; } table.kv td { padding:7px 10px; border-bottom:1px solid #dde; } table.kv td.k { width:32%; color:#556; }`;
  const row = (k2, v) => (v === null ? '' : `<tr><td class="k">${esc(k2)}</td><td>${esc(v)}</td></tr>`);
  const body = `<div class="ph"><span>${esc(f.printed)}</span><span>Food Handler Permit Lookup</span></div>
  <div class="nav">${esc(f.district)} Health District — Food Handler Permits</div>
  <div style="font-size:9pt;margin-top:8px;color:#555">Home › Environmental Health › Food Handlers › Permit lookup</div>
  <h2 style="font-size:14pt;margin:14px 0 0">Permit details</h2>
  <table class="kv">${row('Permit holder', f.name)}${row('Permit number', f.id)}${row('Permit type', 'Food Handler')}${row('Status', f.status)}
  ${row('Issue date', f.issue)}${row('Expiration date', f.exp)}${row('Issuing district', `${f.district} Health District, Utah`)}${row('Training completed', f.training)}</table>
  <div style="font-size:9pt;margin-top:16px;color:#333">Food handler permits issued by a Utah local health department are valid statewide. Employers must keep a copy on file.</div>
  <div class="ph" style="position:fixed;bottom:0;left:0;right:0"><span>https://permits.${esc(f.slug)}health.example/foodhandler/lookup?id=${esc(f.id)}</span><span>1/1</span></div>`;
  return page({ title: 'Food Handler Permit Lookup', body, css, font: FONTS.dejavu, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-09-01', rng.int(0, 700));
    const district = rng.pick(['Wasatch Front', 'Bear River', 'Central Valley']);
    return {
      printed: `${fmt('2026-11-18', 'us_nz')}, ${rng.int(8, 11)}:${rng.int(10, 59)} AM`,
      district,
      slug: district.toLowerCase().replace(/\s/g, ''),
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      id: `${rng.digits(2)}-${rng.digits(6)}`,
      status: o.status || 'Valid',
      issue: o.noIssue ? null : fmt(iso, 'iso'),
      exp: fmt(addYears(iso, 3), 'iso'),
      training: o.noIssue ? 'Yes' : `Yes (${fmt(iso, 'iso')})`,
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'valid-permit',
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
  f = make(p, { noIssue: true });
  out.push({
    key: 'no-issue-date-shown',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-01-10', rng.int(0, 250)), status: 'Expired' });
  out.push({
    key: 'expired-permit',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { nameStyle: 'last_first' });
  out.push({
    key: 'utah-only-client',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['UT'] },
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.id, ...personData('match', 'not_present') },
  });
  return out;
}
