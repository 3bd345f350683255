// A partner platform's "Shift confirmation" PDF sent to a facility: shift header (unit, date, times), then the booked
// clinicians in a table — Clinician, Role, Platform badge, Badge status (a ✓ in the Active column or an ✗ in the
// Inactive column), Valid through (MM/DD/YYYY) — the requested person never first, and the platform's footer naming
// the issuer.
import { addDays, addMonths, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r5_shift_confirmation_roster',
  split: 'tuning',
  description:
    'Partner-platform shift confirmation sent to a facility: shift header, table of booked clinicians (holder never first) with badge no., Active / Inactive tick columns and valid-through date, issuer footer',
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:3px solid ${f.color}; padding-bottom:6px; }
  .hd .n { font-size:17pt; font-weight:bold; color:${f.color}; font-family:${FONTS.lato}; }
  .sh { display:flex; gap:30px; font-size:9.5pt; margin:10px 0; background:#f5f5f5; padding:8px; }
  table.b { width:100%; } table.b th { font-size:8pt; text-align:left; border-bottom:2px solid #333; padding:4px; }
  table.b td { font-size:9.3pt; padding:5px 4px; border-bottom:1px solid #ddd; }
  td.c, th.c { text-align:center; }
  .ft { font-size:7.8pt; color:#555; margin-top:18px; border-top:1px solid #ccc; padding-top:4px; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.name)}</td><td>${esc(r.role)}</td><td>${esc(r.id)}</td><td class="c">${r.active ? '✓' : ''}</td><td class="c">${r.active ? '' : '✗'}</td><td>${esc(r.valid)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd"><div class="n">${esc(f.platform)}</div><div style="font-size:9pt;text-align:right">SHIFT CONFIRMATION<br>Ref. ${esc(f.ref)}</div></div>
  <div class="sh"><div><b>Facility</b><br>${esc(f.facility)}</div><div><b>Unit</b><br>${esc(f.unit)}</div><div><b>Shift</b><br>${esc(f.shift)}</div></div>
  <div style="font-size:9pt;margin-bottom:6px">The following clinicians are confirmed. Each holds a ${esc(f.platform)} credential badge; status as of the time this confirmation was generated.</div>
  <table class="b"><tr><th>Clinician</th><th>Role</th><th>Badge no.</th><th class="c">Active</th><th class="c">Inactive</th><th>Valid through</th></tr>${rows}</table>
  <div class="ft">Badges are issued by ${esc(f.platform)} after verification of licence, BLS, TB screening, background and exclusion checks. Questions: ${esc(f.web)}</div>`;
  return page({ title: 'Shift confirmation', body, css, font: FONTS.lato, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const PLAT = [
    ['Relievo Health', 'relievo.example.com/facilities', '#c2410c'],
    ['PerDiemly', 'perdiemly.example.com/help', '#0f766e'],
  ];
  const row = (person, o = {}) => {
    const expIso = o.expIso || addMonths(addDays('2026-06-01', rng.int(0, 150)), 12);
    return {
      person,
      name: nameAs(person, o.nameStyle || 'first_mi_last'),
      role: rng.pick(['RN', 'LPN', 'CNA', 'RT']),
      id: `${rng.digits(3)}-${rng.digits(4)}`,
      active: o.active ?? true,
      valid: fmt(expIso, o.ds || 'us'),
      expIso,
    };
  };
  const make = (p, holder) => {
    const pl = rng.pick(PLAT);
    const rows = [];
    const n = rng.int(3, 5);
    for (let i = 0; i < n; i++) rows.push(row(k.person()));
    const h = holder();
    rows.splice(rng.int(1, n), 0, h);
    return {
      platform: pl[0],
      web: pl[1],
      color: pl[2],
      ref: `SC-${rng.digits(8)}`,
      facility: rng.pick([
        'Larkspur Skilled Nursing Center',
        'Bayview Rehabilitation Hospital',
        'Elm Crest Senior Living',
      ]),
      unit: rng.pick(['Rehab 2', 'Memory care', 'Med-surg 3B']),
      shift: `${fmt(addDays('2026-11-22', rng.int(0, 6)), 'long')}, ${rng.pick(['07:00–19:00', '19:00–07:00', '15:00–23:00'])}`,
      rows,
      h,
      pl,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, () => row(p));
  out.push({
    key: 'holder-active-mid-table',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.h.id,
      'badge.status': 'active',
      'badge.expiration_date': f.h.expIso,
      ...personData('match', null),
    },
    note: "only the requested person's row counts",
  });

  p = k.person();
  f = make(p, () => row(p, { nameStyle: 'nick_last' }));
  out.push({
    key: 'holder-active-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'badge.id': f.h.id, 'badge.status': 'active', ...personData('match', null) },
  });

  p = k.person();
  f = make(p, () => row(p, { ds: 'iso', nameStyle: 'LAST_FIRST' }));
  out.push({
    key: 'holder-active-iso-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'badge.expiration_date': f.h.expIso, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, () => row(p, { active: false }));
  out.push({
    key: 'holder-inactive-column',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'the mark is in the Inactive column of the holder row; the other rows are active',
  });

  p = k.person();
  f = make(p, () => row(p, { expIso: addDays('2026-08-01', rng.int(0, 90)) }));
  out.push({
    key: 'holder-valid-through-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.h.expIso },
  });

  p = k.person();
  f = make(p, () => row(p));
  out.push({
    key: 'client-accepts-another-platform',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: [f.pl[0] === 'PerDiemly' ? 'Relievo Health' : 'PerDiemly'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'badge.id': f.h.id },
  });
  return out;
}
