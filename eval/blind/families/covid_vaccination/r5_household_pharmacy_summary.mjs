// A retail pharmacy's "Household Immunization Summary" printed for a family account: one block per household member
// (the requested person is never the first block), each with a DOB line and a small COVID-19 table (ISO dates
// YYYY-MM-DD, product, manufacturer, lot, "Administered by" pharmacist and store). Blocks are separated by thin rules
// and the account holder's address sits at the top, so the first name on the page is somebody else.
import { addDays, fmt, nameAs, personData, requestPerson, street } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r5_household_pharmacy_summary',
  split: 'tuning',
  description:
    'Retail-pharmacy Household Immunization Summary: one block per family member (holder never first), each with DOB and a COVID-19 table with ISO dates, product, mfr, lot, administering pharmacist and store',
};

const PROD = {
  pfizer: ['COVID-19 mRNA (Comirnaty)', 'Pfizer-BioNTech'],
  moderna: ['COVID-19 mRNA (Spikevax)', 'Moderna'],
  janssen: ['COVID-19 Ad26 viral vector', 'Janssen'],
  novavax: ['COVID-19 protein subunit (Nuvaxovid)', 'Novavax'],
  astrazeneca: ['COVID-19 ChAdOx1 (Vaxzevria)', 'AstraZeneca'],
  covaxin: ['COVID-19 inactivated whole virion (Covaxin)', 'Bharat Biotech'],
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; background:#1f6f50; color:#fff; padding:8px 12px; }
  .hd .n { font-size:15pt; font-weight:bold; font-family:${FONTS.carlito}; }
  .acct { font-size:8.5pt; margin:8px 0; display:flex; justify-content:space-between; }
  .mem { border-top:1px solid #999; padding-top:6px; margin-top:10px; }
  .mem .who { font-size:10.5pt; font-weight:bold; } .mem .dob { font-size:8.5pt; color:#333; margin-left:12px; font-weight:normal; }
  table.t { width:100%; margin-top:4px; } table.t th { font-size:7.5pt; text-align:left; color:#1f6f50; border-bottom:1px solid #1f6f50; padding:2px 4px; }
  table.t td { font-size:8.6pt; padding:3px 4px; border-bottom:1px dotted #bbb; }
  .none { font-size:8.5pt; color:#666; font-style:italic; }
  .ft { margin-top:18px; font-size:7.5pt; color:#555; }`;
  const members = f.members
    .map((m) => {
      const rows = m.doses.length
        ? `<table class="t"><tr><th style="width:12%">Date</th><th style="width:30%">Vaccine</th><th style="width:14%">Manufacturer</th><th style="width:10%">Lot</th><th style="width:9%">Dose</th><th>Administered by</th></tr>${m.doses
            .map(
              (d) =>
                `<tr><td>${esc(d.date)}</td><td>${esc(d.prod)}</td><td>${esc(d.mfr)}</td><td>${esc(d.lot)}</td><td>${esc(d.label)}</td><td>${esc(d.by)}</td></tr>`,
            )
            .join('')}</table>`
        : '<div class="none">No COVID-19 immunizations on file.</div>';
      return `<div class="mem"><div class="who">${esc(m.name)}<span class="dob">DOB ${esc(m.dob)} · Patient ID ${esc(m.pid)}</span></div>${rows}</div>`;
    })
    .join('');
  const body = `
  <div class="hd"><div class="n">${esc(f.pharmacy)}</div><div style="font-size:9pt">Household Immunization Summary</div></div>
  <div class="acct"><div>Account: <b>${esc(f.account)}</b><br>${esc(f.addr)}</div><div style="text-align:right">Printed ${esc(f.printed)}<br>Store #${esc(f.store)} · ${esc(f.storePhone)}</div></div>
  <div style="font-size:8.5pt">COVID-19 vaccinations for each member of this household account, as recorded by our pharmacists and reported to the state registry.</div>
  ${members}
  <div class="ft">Dates are shown as YYYY-MM-DD. This summary is not a vaccination card; for official records contact your state immunization registry.</div>`;
  return page({ title: 'Household immunization summary', body, css, font: FONTS.carlito, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const pharmacists = ['A. Delacroix, PharmD', 'B. Nakashima, RPh', 'C. Whitlow, PharmD', 'E. Mbatha, RPh'];
  const dose = (mfr, iso, label, o = {}) => ({
    date: iso ? fmt(iso, 'iso') : '',
    prod: PROD[mfr][0],
    mfr: PROD[mfr][1],
    lot: `${rng.letters(2)}${rng.digits(4)}`,
    label,
    by: o.noBy ? '' : `${rng.pick(pharmacists)} — Store #${rng.int(100, 999)}`,
  });
  const series = (mfr) => {
    const a = addDays('2021-03-01', rng.int(0, 120));
    return [dose(mfr, a, '1'), dose(mfr, addDays(a, 28 + rng.int(0, 5)), '2')];
  };
  const make = (p, holderDoses, o = {}) => {
    const n = rng.int(3, 4);
    const at = o.at ?? rng.int(1, n - 1);
    const members = [];
    const fam = p.last;
    for (let i = 0; i < n; i++) {
      if (i === at)
        members.push({
          name: nameAs(p, o.nameStyle || 'FIRST_MI_LAST'),
          dob: fmt(p.dob, 'iso'),
          pid: rng.digits(8),
          doses: holderDoses,
        });
      else {
        const q = k.person();
        members.push({
          name: `${q.first} ${fam}`.toUpperCase(),
          dob: fmt(addDays(p.dob, rng.pick([-1, 1]) * rng.int(400, 9000)), 'iso'),
          pid: rng.digits(8),
          doses: rng.chance(0.25) ? [] : series(rng.pick(['pfizer', 'moderna'])),
        });
      }
    }
    return {
      pharmacy: rng.pick(['Copperleaf Pharmacy', 'Northgate Drug Co.', 'Bluebonnet Family Pharmacy']),
      account: `${members[0].name}`,
      addr: `${street(rng)}, ${rng.pick(['Aurora, CO 80012', 'Savannah, GA 31401', 'Madison, WI 53703'])}`,
      printed: fmt(addDays('2026-11-02', rng.int(0, 14)), 'iso'),
      store: rng.int(100, 999),
      storePhone: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      members,
    };
  };
  const out = [];

  let p = k.person();
  let s = series('pfizer');
  let b = dose('pfizer', addDays('2023-10-02', rng.int(0, 90)), 'Booster');
  out.push({
    key: 'holder-second-pfizer-and-booster',
    person: requestPerson(p),
    html: render(make(p, [...s, b], { at: 1 })),
    issues: [],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': s[0].date,
      'doses.1.date': s[1].date,
      'doses.2.kind': 'booster',
      ...personData(),
    },
    note: "the account holder and first block is another family member; only the requested person's block counts",
  });

  p = k.person();
  s = series('moderna');
  out.push({
    key: 'holder-last-moderna',
    person: requestPerson(p),
    html: render(make(p, s, { at: 2, nameStyle: 'FIRST_LAST' })),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': s[0].date,
      'doses.1.date': s[1].date,
      ...personData(),
    },
  });

  p = k.person();
  const a1 = addDays('2021-04-19', rng.int(0, 60));
  const az = [dose('astrazeneca', a1, '1'), dose('astrazeneca', addDays(a1, 56 + rng.int(0, 20)), '2')];
  out.push({
    key: 'holder-astrazeneca-two-doses',
    person: requestPerson(p),
    html: render(make(p, az)),
    issues: [],
    forbidden: ['unsupported manufacturer', 'insufficient waiting period'],
    data: { 'doses.0.manufacturer': 'astrazeneca', 'doses.1.date': az[1].date, ...personData() },
    note: 'two AstraZeneca doses 8+ weeks apart, entered from an overseas record',
  });

  p = k.person();
  s = series('pfizer').slice(0, 1);
  out.push({
    key: 'holder-only-first-dose',
    person: requestPerson(p),
    html: render(make(p, s)),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': s[0].date },
    note: 'other family members have two doses; the requested person has one',
  });

  p = k.person();
  const m1 = addDays('2021-05-10', rng.int(0, 40));
  const mix = [dose('pfizer', m1, '1'), dose('moderna', addDays(m1, 30 + rng.int(0, 10)), '2')];
  out.push({
    key: 'holder-pfizer-then-moderna',
    person: requestPerson(p),
    html: render(make(p, mix)),
    issues: ['unsupported dose combination'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.1.manufacturer': 'moderna' },
    note: 'Pfizer then Moderna as the two primary doses',
  });

  p = k.person();
  const c1 = addDays('2021-08-02', rng.int(0, 40));
  const cov = [dose('covaxin', c1, '1'), dose('covaxin', addDays(c1, 28 + rng.int(0, 8)), '2')];
  out.push({
    key: 'holder-covaxin-series',
    person: requestPerson(p),
    html: render(make(p, cov)),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other' },
    note: 'an inactivated vaccine from a manufacturer none of the accepted ones (other)',
  });
  return out;
}
