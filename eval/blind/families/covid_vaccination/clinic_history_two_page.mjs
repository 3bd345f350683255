// A two-page occupational-health "vaccination history" export: page 1 cover/demographics with MMR, hepatitis B and
// varicella rows; page 2 the COVID-19 section (dose rows with series/booster labels) and flu rows.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'clinic_history_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page occupational-health vaccination history export; COVID-19 dose table (series/booster labels) on page 2',
};

function render(f) {
  const css = `h2 { font-size:11pt; margin:14px 0 4px; border-left:5px solid #0e7490; padding-left:6px; } table.t { width:100%; font-size:9.3pt; }
  table.t th { text-align:left; border-bottom:1.5px solid #333; padding:3px; } table.t td { padding:3px; border-bottom:1px solid #ddd; }`;
  const hd = (n) =>
    `<div style="display:flex;justify-content:space-between;font-size:8.5pt;color:#444;border-bottom:1px solid #999;padding-bottom:3px"><span>Brightwell Occupational Health · Vaccination History</span><span>${esc(f.name)}</span><span>${n} / 2</span></div>`;
  const rows = (l) => l.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  const body = `<div class="pb">${hd(1)}<div style="font-size:15pt;font-weight:bold;margin-top:12px">Vaccination History</div>
  <table style="font-size:10pt;margin-top:8px"><tr><td style="padding-right:20px">Employee: <b>${esc(f.name)}</b></td><td style="padding-right:20px">DOB: ${esc(f.dob)}</td><td>Employer: ${esc(f.employer)}</td></tr></table>
  <h2>Measles, mumps, rubella</h2><table class="t"><tr><th>Date</th><th>Vaccine / test</th><th>Result / lot</th></tr>${rows(
    [
      [f.d('1999-04-12'), 'MMR dose 1', ''],
      [f.d('2003-09-02'), 'MMR dose 2', ''],
    ],
  )}</table>
  <h2>Hepatitis B</h2><table class="t"><tr><th>Date</th><th>Vaccine / test</th><th>Result / lot</th></tr>${rows([[f.d('2019-06-10'), 'Anti-HBs titer', 'Reactive (immune)']])}</table>
  <h2>Varicella</h2><table class="t"><tr><th>Date</th><th>Vaccine / test</th><th>Result / lot</th></tr>${rows([[f.d('2019-06-10'), 'VZV IgG', 'Positive']])}</table></div>
  <div>${hd(2)}<h2>COVID-19</h2><table class="t"><tr><th>Date</th><th>Product</th><th>Series</th><th>Lot</th><th>Given by</th></tr>${rows(f.covid)}</table>
  <h2>Influenza</h2><table class="t"><tr><th>Date</th><th>Product</th><th>Season</th><th>Lot</th><th>Given by</th></tr>${rows(f.flu)}</table>
  <div style="font-size:8pt;margin-top:14px">Outside records are entered as received; "Given by" names the reporting provider.</div></div>`;
  return page({ title: 'Vaccination history', body, css, font: FONTS.roboto, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, covid) => {
    const ds = rng.pick(['us', 'mon', 'iso']);
    const d = (iso) => fmt(iso, ds);
    return {
      d,
      name: nameAs(p, 'last_first'),
      dob: d(p.dob),
      employer: rng.pick(['Caring Hands Staffing', 'Apex Nurse Network']),
      covid: covid.map((c) => [
        c.iso ? d(c.iso) : '',
        c.prod,
        c.series,
        rng.alnum(6),
        c.by === undefined
          ? rng.pick(['Brightwell OH Clinic', 'Walgrove Pharmacy #12', 'County Health Dept'])
          : c.by,
      ]),
      flu: [[d('2025-10-09'), 'Fluzone trivalent', '2025-26', rng.alnum(6), 'Brightwell OH Clinic']],
    };
  };
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-03-01', rng.int(0, 100));
  out.push({
    key: 'moderna-series-page2',
    person: requestPerson(p),
    html: render(
      make(p, [
        { iso: d1, prod: 'Moderna COVID-19 vaccine', series: 'Primary 1 of 2' },
        { iso: addDays(d1, 29), prod: 'Moderna COVID-19 vaccine', series: 'Primary 2 of 2' },
        { iso: addDays(d1, 300), prod: 'Moderna COVID-19 vaccine, bivalent', series: 'Booster' },
      ]),
    ),
    issues: [],
    data: { 'doses.0.date': d1, 'doses.1.date': addDays(d1, 29), 'doses.2.kind': 'booster', ...personData() },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 100));
  out.push({
    key: 'second-dose-no-provider',
    person: requestPerson(p),
    html: render(
      make(p, [
        { iso: d1, prod: 'Pfizer-BioNTech COVID-19 vaccine', series: 'Primary 1 of 2' },
        { iso: addDays(d1, 21), prod: 'Pfizer-BioNTech COVID-19 vaccine', series: 'Primary 2 of 2', by: '' },
      ]),
    ),
    issues: ['missing dose administrator'],
    data: {},
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 100));
  out.push({
    key: 'booster-required-but-none',
    person: requestPerson(p),
    rules: { require_booster: true },
    html: render(
      make(p, [
        { iso: d1, prod: 'Pfizer-BioNTech COVID-19 vaccine', series: 'Primary 1 of 2' },
        { iso: addDays(d1, 21), prod: 'Pfizer-BioNTech COVID-19 vaccine', series: 'Primary 2 of 2' },
      ]),
    ),
    issues: ['not enough doses'],
    data: { 'doses.1.date': addDays(d1, 21) },
    note: 'require_booster: a complete primary series without a booster',
  });
  return out;
}
