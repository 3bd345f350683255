// A pharmacy chain's "immunization history" printout (all vaccines given at its stores): patient block, table sorted
// by date with flu, shingles and COVID-19 rows mixed; dates as YYYY/MM/DD; pharmacist initials column.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'pharmacy_history_printout',
  split: 'blind',
  description:
    'Pharmacy immunization-history printout mixing flu/shingles/COVID rows by date (YYYY/MM/DD), store and pharmacist columns',
};

function render(f) {
  const css = `table.t { width:100%; font-size:9pt; margin-top:10px; } table.t th { border-top:2px solid #000; border-bottom:1px solid #000; text-align:left; padding:3px; } table.t td { padding:3px; border-bottom:1px solid #e0e0e0; }`;
  const body = `<div style="display:flex;justify-content:space-between"><div style="font-size:15pt;font-weight:bold;color:#047857">Greenleaf Drug &amp; Wellness</div><div style="font-size:8.5pt;text-align:right">Immunization History Report<br>Printed ${esc(f.printed)} · Store #${esc(f.store)}</div></div>
  <table style="font-size:10pt;margin-top:8px"><tr><td style="padding-right:24px">Patient: <b>${esc(f.name)}</b></td><td style="padding-right:24px">DOB: ${esc(f.dob)}</td><td>Patient #: ${esc(f.pid)}</td></tr></table>
  <table class="t"><tr><th>Date</th><th>Vaccine</th><th>Manufacturer</th><th>Lot</th><th>Dose</th><th>Store</th><th>RPh</th></tr>
  ${f.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <div style="font-size:8pt;margin-top:12px">Only immunizations given at Greenleaf stores are listed. Doses were reported to the state immunization registry.</div>`;
  return page({ title: 'Immunization history', body, css, font: FONTS.dejavu, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const D = (iso) => (iso ? fmt(iso, 'slash_ymd') : '—');
  const make = (p, covid, o = {}) => {
    const rows = [
      [
        '2023/10/14',
        'Influenza, trivalent, high dose',
        'Sanofi Pasteur',
        rng.alnum(6),
        '0.5 mL',
        `#${rng.digits(4)}`,
        'JKL',
      ],
      [
        '2024/03/02',
        'Zoster recombinant (Shingrix) 1 of 2',
        'GlaxoSmithKline',
        rng.alnum(6),
        '0.5 mL',
        `#${rng.digits(4)}`,
        'MRA',
      ],
      ...covid.map((c) => [
        D(c.iso),
        c.label,
        c.mfr,
        rng.alnum(6),
        c.dose,
        c.noStore ? '' : `#${rng.digits(4)}`,
        c.noStore ? '' : rng.pick(['JKL', 'MRA', 'TQ']),
      ]),
    ].sort((a, b) => (a[0] === '—' ? 1 : b[0] === '—' ? -1 : a[0].localeCompare(b[0])));
    return {
      printed: fmt('2026-11-15', 'slash_ymd'),
      store: rng.digits(4),
      name: nameAs(p, o.nameStyle || 'LAST_FIRST'),
      dob: D(p.dob),
      pid: rng.digits(8),
      rows,
    };
  };
  const pf = (iso, n, extra = {}) => ({
    iso,
    label: `COVID-19 mRNA (Pfizer-BioNTech) dose ${n}`,
    mfr: 'Pfizer',
    dose: '0.3 mL',
    ...extra,
  });
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-04-05', rng.int(0, 90));
  out.push({
    key: 'pfizer-series-and-booster',
    person: requestPerson(p),
    html: render(make(p, [pf(d1, 1), pf(addDays(d1, 21), 2), pf(addDays(d1, 230), 3)])),
    issues: [],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': addDays(d1, 21),
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 90));
  out.push({
    key: 'second-dose-undated',
    person: requestPerson(p),
    html: render(make(p, [pf(d1, 1), pf(null, 2)])),
    issues: ['missing dose date'],
    data: { 'doses.0.date': d1 },
  });

  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 90));
  out.push({
    key: 'one-pfizer-dose',
    person: requestPerson(p),
    html: render(make(p, [pf(d1, 1)])),
    issues: ['not enough doses'],
    data: { 'doses.0.date': d1 },
  });

  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 90));
  out.push({
    key: 'pfizer-16-days',
    person: requestPerson(p),
    html: render(make(p, [pf(d1, 1), pf(addDays(d1, 16), 2)], { nameStyle: 'PLAIN_LAST_FIRST' })),
    issues: ['insufficient waiting period'],
    data: { 'doses.1.date': addDays(d1, 16) },
    note: 'Pfizer 21 days less 4-day grace = 17',
  });
  return out;
}
