// A state immunization information system (IIS) "official immunization record" printout: state header, patient
// demographics, a table grouped by vaccine family with several influenza doses over the years (newest last).
import { addDays, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'registry_printout',
  split: 'blind',
  description:
    'State IIS immunization record printout: grouped vaccine table with several yearly influenza rows, provider column',
};

function render(f) {
  const css = `table.t { width:100%; font-size:8.8pt; margin-top:8px; } table.t th { border-bottom:2px solid #000; text-align:left; padding:3px; }
  table.t td { padding:3px; border-bottom:1px solid #ccc; } td.g { font-weight:bold; background:#efefef; }`;
  const rows = f.groups
    .map(
      ([g, list]) =>
        `<tr><td class="g" colspan="5">${esc(g)}</td></tr>` +
        list
          .map(
            (r) =>
              `<tr><td>${esc(r[0])}</td><td>${esc(r[1])}</td><td>${esc(r[2])}</td><td>${esc(r[3])}</td><td>${esc(r[4])}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  const body = `
  <div style="text-align:center"><div style="font-size:9pt">${esc(f.state)} Department of Health</div><div style="font-size:14pt;font-weight:bold">${esc(f.sys)}</div>
  <div style="font-size:11pt">Official Immunization Record</div></div>
  <table style="margin-top:10px;font-size:9.5pt;width:100%"><tr><td><b>Patient Name:</b> ${esc(f.name)}</td><td><b>Birth Date:</b> ${esc(f.dob)}</td><td><b>Gender:</b> ${esc(f.sex)}</td></tr>
  <tr><td><b>Registry ID:</b> ${esc(f.rid)}</td><td colspan="2"><b>Date printed:</b> ${esc(f.printed)}</td></tr></table>
  <table class="t"><tr><th>Vaccine</th><th>Date administered</th><th>Manufacturer</th><th>Lot</th><th>Administered by</th></tr>${rows}</table>
  <div style="font-size:8pt;margin-top:14px">This record reflects the information reported to the registry by health care providers. It may be incomplete. Questions about this
  record should be directed to the provider who administered the vaccine.</div>`;
  return page({ title: 'Immunization record', body, css, font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, fluDates, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'iso']);
    const prov = [
      'Hilltop Pharmacy #31',
      'Aurora Family Practice',
      'County Public Health Clinic',
      'Mountainview Employee Health',
    ];
    const flu = fluDates.map((iso) => [
      `Influenza, ${iso < '2024-07-01' ? 'quadrivalent' : 'trivalent'}, injectable, preservative free`,
      fmt(iso, ds),
      rng.pick(['Sanofi Pasteur', 'Seqirus', 'GlaxoSmithKline']),
      rng.alnum(6),
      rng.pick(prov),
    ]);
    return {
      state: 'Colorado',
      sys: 'Centennial Immunization Information System',
      name: nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
      dob: fmt(o.dob || p.dob, ds),
      sex: rng.pick(['F', 'M']),
      rid: rng.digits(9),
      printed: fmt('2026-11-14', ds),
      groups: rng
        .shuffle([
          [
            'Hepatitis B',
            [
              ['Hep B, adult', fmt('2012-03-05', ds), 'Merck', rng.alnum(6), 'Campus Health'],
              ['Hep B, adult', fmt('2012-04-09', ds), 'Merck', rng.alnum(6), 'Campus Health'],
            ],
          ],
          ['Td / Tdap', [['Tdap', fmt('2021-08-17', ds), 'GlaxoSmithKline', rng.alnum(6), rng.pick(prov)]]],
        ])
        .concat([['Influenza', flu]]),
    };
  };
  const out = [];
  let p = k.person();
  let cur = addDays('2026-09-10', rng.int(0, 60));
  out.push({
    key: 'newest-flu-this-season',
    person: requestPerson(p),
    html: render(
      make(p, [addDays('2024-10-04', rng.int(0, 20)), addDays('2025-10-02', rng.int(0, 20)), cur]),
    ),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
  });

  p = k.person();
  out.push({
    key: 'newest-flu-last-season',
    person: requestPerson(p),
    html: render(
      make(p, [
        addDays('2023-10-04', rng.int(0, 20)),
        addDays('2024-10-02', rng.int(0, 20)),
        addDays('2025-10-06', rng.int(0, 30)),
      ]),
    ),
    issues: ['vaccination outside season'],
    data: { record_type: 'immunization_record' },
  });

  p = k.person();
  cur = addDays('2026-09-10', rng.int(0, 60));
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(make(p, [cur], { dob: otherDob(rng, p) })),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  cur = addDays('2026-08-25', rng.int(0, 60));
  out.push({
    key: 'single-flu-row-iso',
    person: requestPerson(p),
    html: render(make(p, [cur], { ds: 'iso', nameStyle: 'LAST_FIRST' })),
    issues: [],
    data: { 'vaccinations.0.date': cur, season: '2026-2027', ...personData() },
  });
  return out;
}
