// A clinic "After Visit Summary" handed to the patient: visit header, "What's next", vitals box, and an
// "Immunizations administered today" table (vaccine, dose, route/site, lot, given by); patient instructions below.
import { addDays, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'after_visit_summary',
  split: 'tuning',
  description:
    'Clinic After Visit Summary: visit header, vitals, "Immunizations administered today" table, instructions',
};

function render(f) {
  const css = `.hd { background:#e8f1f8; padding:10px 14px; border-radius:6px; } h2 { font-size:11.5pt; color:#1d5c8c; margin:14px 0 4px; }
  table.t { width:100%; font-size:9.5pt; } table.t th { text-align:left; background:#f0f0f0; padding:4px; } table.t td { padding:4px; border-bottom:1px solid #ddd; }`;
  const body = `<div style="display:flex;justify-content:space-between"><div style="font-size:16pt;font-weight:bold">After Visit Summary</div><div style="font-size:9pt;text-align:right">Lindell Park Medical Group<br>${esc(f.site)}</div></div>
  <div class="hd" style="margin-top:8px"><b>${esc(f.name)}</b> &nbsp; DOB: ${esc(f.dob)} &nbsp; · &nbsp; Visit: ${esc(f.visit)} with ${esc(f.prov)}</div>
  <h2>Today's visit</h2><div style="font-size:10pt">Reason for visit: ${esc(f.reason)}</div>
  <table class="t" style="margin-top:6px;width:60%"><tr><th>BP</th><th>Pulse</th><th>Temp</th><th>Weight</th></tr><tr><td>${esc(f.bp)}</td><td>${f.pulse}</td><td>98.4 °F</td><td>${f.wt} lb</td></tr></table>
  <h2>Immunizations administered today</h2>
  <table class="t"><tr><th>Vaccine</th><th>Dose</th><th>Route / site</th><th>Manufacturer</th><th>Lot</th><th>Given by</th></tr>
  ${f.imms.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <h2>What's next</h2><div style="font-size:10pt">Annual physical due ${esc(f.next)}. Mild soreness at the injection site is common and should improve in 1–2 days.</div>
  <h2>Instructions</h2><div style="font-size:10pt">Call the clinic for fever above 102 °F, a spreading rash, or trouble breathing. Vaccine Information Statements were provided.</div>`;
  return page({ title: 'After Visit Summary', body, css, font: FONTS.sans, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-15', rng.int(0, 60));
    const ds = rng.pick(['us', 'mon']);
    const prov = rng.pick(['Audra Kellerman, MD', 'Samir Haddad, NP']);
    const imms = [
      [
        o.product || 'Influenza vaccine, trivalent, 2026–2027 (Fluzone)',
        '0.5 mL',
        'IM / left deltoid',
        'Sanofi Pasteur',
        rng.alnum(6),
        'Rita Moncada, MA',
      ],
    ];
    if (o.withTdap)
      imms.push([
        'Tdap (Boostrix)',
        '0.5 mL',
        'IM / right deltoid',
        'GlaxoSmithKline',
        rng.alnum(6),
        'Rita Moncada, MA',
      ]);
    return {
      site: '1120 Lindell Blvd, Madison WI',
      name: nameAs(p, o.nameStyle || 'first_last'),
      dob: fmt(o.dob || p.dob, ds),
      visit: fmt(iso, ds),
      prov,
      reason: o.reason || 'Flu shot',
      bp: `${rng.int(110, 128)}/${rng.int(70, 82)}`,
      pulse: rng.int(60, 85),
      wt: rng.int(120, 210),
      imms,
      next: fmt(addDays(iso, 200), 'month_yyyy'),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'flu-today',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2026-2027', ...personData() },
  });

  p = k.person();
  f = make(p, { withTdap: true, reason: 'Annual wellness visit' });
  out.push({
    key: 'flu-with-tdap',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2026-2027' },
    note: 'another vaccine on the same visit',
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2026-03-02', rng.int(0, 60)),
    product: 'Influenza vaccine, trivalent, 2025–2026 (Fluzone)',
  });
  out.push({
    key: 'spring-2026-dose',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.iso, season: '2025-2026' },
    note: 'March 2026 belongs to the 2025-2026 season',
  });
  return out;
}
