// A state registry COVID-19 vaccine history printout (landscape table): dose #, CVX-style vaccine description,
// date, manufacturer, lot, administering organisation, county; verification footer.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'registry_record',
  split: 'blind',
  description:
    'State registry COVID-19 vaccine history (landscape table): dose, CVX-style description, date, manufacturer, lot, provider org',
};

const DESC = {
  pfizer: ['COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL dose', 'Pfizer-BioNTech'],
  moderna: ['COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL dose', 'Moderna US, Inc.'],
  janssen: ['COVID-19 vaccine, vector-nr, rS-Ad26, PF, 0.5 mL', 'Janssen'],
  novavax: ['COVID-19, subunit, rS-nanoparticle+Matrix-M1 Adjuvant, PF, 0.5 mL', 'Novavax, Inc.'],
  other: ['COVID-19, inactivated virus (non-US vaccine)', 'Sinovac'],
};

function render(f) {
  const css = `table.t { width:100%; font-size:9pt; } table.t th { background:#3d3d3d; color:#fff; padding:4px; text-align:left; } table.t td { padding:4px; border-bottom:1px solid #bbb; }`;
  const body = `
  <div style="display:flex;justify-content:space-between;align-items:center"><div><div style="font-size:15pt;font-weight:bold">Keystone State Immunization Registry</div><div style="font-size:9pt">COVID-19 Vaccination History — Consumer Access Portal</div></div>
  <div style="font-size:8.5pt;text-align:right">Record retrieved ${esc(f.printed)}<br>Reference ${esc(f.ref)}</div></div>
  <table style="margin:10px 0;font-size:10pt"><tr><td style="padding-right:30px">Name: <b>${esc(f.name)}</b></td><td style="padding-right:30px">Date of Birth: <b>${esc(f.dob)}</b></td><td>Sex: ${esc(f.sex)}</td></tr></table>
  <table class="t"><tr><th>Dose</th><th>Vaccine</th><th>Date given</th><th>Manufacturer</th><th>Lot number</th><th>Administered at</th><th>County</th></tr>
  ${f.rows.map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.desc)}</td><td>${esc(r.date)}</td><td>${esc(r.mfr)}</td><td>${esc(r.lot)}</td><td>${esc(r.site)}</td><td>${esc(r.county)}</td></tr>`).join('')}</table>
  <div style="font-size:8pt;margin-top:14px">Data are reported by vaccine providers. This printout is provided for the individual's personal records.</div>`;
  return page({
    title: 'Registry',
    body,
    css,
    size: 'letter landscape',
    font: FONTS.dejavu,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'iso', 'mon']);
    return {
      printed: fmt('2026-11-03', ds),
      ref: rng.alnum(10),
      name: nameAs(p, o.nameStyle || 'FIRST_MI_LAST'),
      dob: fmt(p.dob, ds),
      sex: rng.pick(['F', 'M']),
      rows: doses.map((d) => ({
        desc: DESC[d.m][0],
        mfr: DESC[d.m][1],
        date: fmt(d.iso, ds),
        lot: rng.alnum(6),
        site: rng.pick([
          'Riverside Pharmacy #88',
          'Allegheny Health Vaccine Clinic',
          'Summit Family Medicine',
        ]),
        county: rng.pick(['Dauphin', 'Erie', 'Centre']),
      })),
    };
  };
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-04-01', rng.int(0, 120));
  out.push({
    key: 'janssen-single',
    person: requestPerson(p),
    html: render(make(p, [{ m: 'janssen', iso: d1 }])),
    issues: [],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
  });

  p = k.person();
  d1 = addDays('2021-02-01', rng.int(0, 120));
  out.push({
    key: 'pfizer-then-moderna',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'pfizer', iso: d1 },
        { m: 'moderna', iso: addDays(d1, 30) },
      ]),
    ),
    issues: ['unsupported dose combination'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.1.manufacturer': 'moderna' },
  });

  p = k.person();
  d1 = addDays('2022-01-10', rng.int(0, 100));
  out.push({
    key: 'novavax-client-accepts-mrna-only',
    person: requestPerson(p),
    rules: { accepted_manufacturers: ['pfizer', 'moderna'] },
    html: render(
      make(p, [
        { m: 'novavax', iso: d1 },
        { m: 'novavax', iso: addDays(d1, 21) },
      ]),
    ),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'novavax' },
  });

  p = k.person();
  d1 = addDays('2021-05-01', rng.int(0, 100));
  out.push({
    key: 'inactivated-non-us',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'other', iso: d1 },
        { m: 'other', iso: addDays(d1, 28) },
      ]),
    ),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.manufacturer': 'other' },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 100));
  out.push({
    key: 'moderna-series-booster',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          { m: 'moderna', iso: d1 },
          { m: 'moderna', iso: addDays(d1, 28) },
          { m: 'moderna', iso: addDays(d1, 280) },
        ],
        { nameStyle: 'last_first_mi' },
      ),
    ),
    issues: [],
    data: { 'doses.0.date': d1, 'doses.1.date': addDays(d1, 28), 'doses.2.kind': 'booster', ...personData() },
  });

  p = k.person();
  d1 = addDays('2021-03-01', rng.int(0, 100));
  out.push({
    key: 'other-person',
    person: requestPerson(p),
    html: render(
      make(otherPerson(k.person, p), [
        { m: 'pfizer', iso: d1 },
        { m: 'pfizer', iso: addDays(d1, 21) },
      ]),
    ),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
