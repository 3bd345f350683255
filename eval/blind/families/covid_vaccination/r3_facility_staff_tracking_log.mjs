// A long-term-care facility's staff COVID-19 vaccination tracking log (landscape spreadsheet printout): facility
// header, one row per staff member with grouped Dose 1 / Dose 2 / Booster cells (manufacturer, date, lot), the
// administering site and the infection preventionist's initials. The holder is one row among several; dates are
// day-month-year with abbreviated months ("4 Mar 2021").
import { addDays, fmt, nameAs, PEOPLE, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r3_facility_staff_tracking_log',
  split: 'blind',
  description:
    'Nursing-facility staff COVID-19 tracking log (landscape spreadsheet): one row per employee, grouped Dose 1/Dose 2/Booster cells (mfr, date, lot), site, IP initials; holder mid-table',
};

const MFR = {
  pfizer: 'Pfizer-BioNTech',
  moderna: 'Moderna',
  janssen: 'Janssen (J&J)',
  novavax: 'Novavax',
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; }
  .hd .n { font-size:14pt; font-weight:bold; }
  .hd .s { font-size:8.5pt; color:#333; }
  .hd .r { font-size:8.5pt; text-align:right; }
  table.g { width:100%; margin-top:8px; table-layout:fixed; }
  table.g th, table.g td { border:1px solid #9aa3ad; padding:3px 4px; font-size:8.2pt; vertical-align:top; word-wrap:break-word; }
  table.g th { background:#dde4ec; font-size:7.8pt; }
  table.g th.grp { background:#b9c7d6; font-size:8.5pt; }
  table.g tr.z td { background:#f6f8fa; }
  .key { font-size:7.5pt; color:#333; margin-top:6px; }
  .att { margin-top:14px; display:flex; gap:40px; font-size:9pt; }
  .att div { flex:1; }`;
  const cell = (d) => (d ? [esc(d.mfr), esc(d.date), esc(d.lot)] : ['', '', '']);
  const rows = f.rows
    .map((r, i) => {
      const c = [...cell(r.d1), ...cell(r.d2), ...cell(r.b)];
      return `<tr class="${i % 2 ? 'z' : ''}"><td>${esc(r.name)}</td><td>${esc(r.pos)}</td>${c.map((x) => `<td>${x}</td>`).join('')}
        <td>${esc(r.site)}</td><td>${r.ip ? hand(r.ip, { font: f.hand, ink: f.ink }) : ''}</td></tr>`;
    })
    .join('');
  const body = `
  <div class="hd"><div><div class="n">${esc(f.facility)}</div><div class="s">${esc(f.addr)} · CCN ${esc(f.ccn)}</div></div>
    <div style="font-size:13pt;font-weight:bold;text-align:center">STAFF COVID-19 VACCINATION TRACKING LOG</div>
    <div class="r">Printed ${esc(f.printed)}<br>Sheet: Current staff (hire order) · filter: none</div></div>
  <table class="g">
    <colgroup><col style="width:14%"><col style="width:7%"><col style="width:8%"><col style="width:7%"><col style="width:6%"><col style="width:8%"><col style="width:7%"><col style="width:6%"><col style="width:8%"><col style="width:7%"><col style="width:6%"><col style="width:11%"><col style="width:5%"></colgroup>
    <tr><th rowspan="2">Employee (last, first)</th><th rowspan="2">Position</th><th class="grp" colspan="3">Dose 1</th><th class="grp" colspan="3">Dose 2</th><th class="grp" colspan="3">Booster / additional</th><th rowspan="2">Administered at</th><th rowspan="2">IP init.</th></tr>
    <tr><th>Mfr</th><th>Date</th><th>Lot</th><th>Mfr</th><th>Date</th><th>Lot</th><th>Mfr</th><th>Date</th><th>Lot</th></tr>
    ${rows}
  </table>
  <div class="key">IP init. = infection preventionist verified the employee's card or registry record. A blank dose cell means no dose on record.
  Records kept per the facility's staff vaccination policy; report weekly to the state survey agency.</div>
  <div class="att"><div>Infection preventionist: ${sig(f.ipName, { font: f.sigFont, ink: f.ink, size: '1.7em' })}<br>${esc(f.ipName)}, RN, CIC</div>
  <div>Administrator: ${esc(f.admin)}, NHA</div></div>`;
  return page({
    title: 'Staff vaccination log',
    body,
    css,
    font: FONTS.carlito,
    size: 'letter landscape',
    margin: '0.4in',
  });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    'Walgreens #4412, Madison WI',
    'Dane County PH clinic',
    'On-site clinic (Pharmerica)',
    'UW Health vaccine site',
    'CVS #2210, Madison WI',
  ];
  const positions = ['CNA', 'LPN', 'RN', 'Dietary', 'Housekeeping', 'Activities', 'CMA', 'PT aide'];
  const dose = (m, iso) => ({ mfr: MFR[m], date: iso ? fmt(iso, 'dmy') : '', lot: rng.alnum(6) });
  const randomRow = (q) => {
    const m = rng.pick(['pfizer', 'moderna', 'moderna', 'pfizer', 'janssen']);
    const d1 = addDays('2021-01-05', rng.int(0, 200));
    const gap = m === 'pfizer' ? 21 : 28;
    return {
      name: nameAs(q, 'last_first'),
      pos: rng.pick(positions),
      d1: dose(m, d1),
      d2: m === 'janssen' ? null : dose(m, addDays(d1, gap + rng.int(0, 10))),
      b: rng.chance(0.6) ? dose(rng.pick(['pfizer', 'moderna']), addDays(d1, rng.int(240, 400))) : null,
      site: rng.pick(sites),
      ip: rng.pick(['JT', 'JT', 'MR']),
    };
  };
  const make = (p, holder, o = {}) => {
    const n = rng.int(6, 9);
    const pos = rng.int(2, n - 2);
    const others = rng
      .shuffle(PEOPLE.filter((q) => q.last !== p.last && q.first !== p.first))
      .slice(0, n - 1);
    const rows = others.map(randomRow);
    const holderRow = {
      name: nameAs(p, o.nameStyle || 'last_first'),
      pos: rng.pick(positions),
      ...holder,
      site: holder.site ?? rng.pick(sites),
      ip: 'JT',
    };
    rows.splice(pos, 0, holderRow);
    return {
      facility: 'Larkspur Commons Health & Rehabilitation',
      addr: '1720 Larkspur Ave, Madison, WI 53703',
      ccn: `52${rng.digits(4)}`,
      printed: fmt('2026-11-09', 'dmy'),
      rows,
      ipName: 'Joanne Tremblay',
      admin: rng.pick(['Curtis Vandenberg', 'Alma Richter']),
      sigFont: rng.pick(SIGS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
    };
  };
  const out = [];

  // 1 — Moderna series plus booster
  let p = k.person();
  let d1 = addDays('2021-01-12', rng.int(0, 90));
  let d2 = addDays(d1, 28 + rng.int(0, 5));
  let b = addDays(d1, rng.int(260, 330));
  out.push({
    key: 'moderna-series-and-booster',
    person: requestPerson(p),
    html: render(make(p, { d1: dose('moderna', d1), d2: dose('moderna', d2), b: dose('moderna', b) })),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData('match', 'not_present'),
    },
    note: 'the holder is one row of a facility log',
  });

  // 2 — Pfizer second dose 14 days after the first (minimum 21 less 4 days grace = 17)
  p = k.person();
  d1 = addDays('2021-02-01', rng.int(0, 60));
  d2 = addDays(d1, 14);
  out.push({
    key: 'pfizer-second-dose-day-14',
    person: requestPerson(p),
    html: render(make(p, { d1: dose('pfizer', d1), d2: dose('pfizer', d2), b: null })),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: '14 days between Pfizer doses; the minimum is 21 less the 4-day grace',
  });

  // 3 — only a first Pfizer dose on record
  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 90));
  out.push({
    key: 'first-dose-only',
    person: requestPerson(p),
    html: render(make(p, { d1: dose('pfizer', d1), d2: null, b: null })),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1 },
  });

  // 4 — complete Pfizer primary series, no booster, client requires a booster
  p = k.person();
  d1 = addDays('2021-04-01', rng.int(0, 60));
  d2 = addDays(d1, 21 + rng.int(0, 6));
  out.push({
    key: 'booster-required-none',
    person: requestPerson(p),
    rules: { require_booster: true },
    html: render(
      make(p, { d1: dose('pfizer', d1), d2: dose('pfizer', d2), b: null }, { nameStyle: 'LAST_FIRST' }),
    ),
    issues: ['not enough doses'],
    data: { 'doses.1.date': d2 },
    note: 'require_booster true with a complete primary series and no booster is not enough doses',
  });

  // 5 — Janssen single dose but the holder's "Administered at" cell is blank
  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 80));
  out.push({
    key: 'janssen-no-administering-site',
    person: requestPerson(p),
    html: render(make(p, { d1: dose('janssen', d1), d2: null, b: null, site: '' })),
    issues: ['missing dose administrator'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1 },
    note: "every other row names where the dose was given; the holder's is blank",
  });
  return out;
}
