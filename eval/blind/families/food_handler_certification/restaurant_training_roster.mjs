// A restaurant group's food-safety training roster (landscape table) listing several employees with their food
// handler card numbers, providers, issue and expiry dates; the person's own row sits among co-workers'.
import { addDays, addYears, fmt, nameAs, PEOPLE, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'restaurant_training_roster',
  split: 'blind',
  description:
    'Restaurant food-safety roster (landscape): several employees with card no., provider, issue/expiry; the holder is one row',
};

function render(f) {
  const css = `table.t { width:100%; font-size:9.5pt; } table.t th { background:#7f1d1d; color:#fff; padding:4px; text-align:left; } table.t td { padding:4px; border-bottom:1px solid #ccc; }`;
  const body = `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font-size:15pt;font-weight:bold;color:#7f1d1d">Copper Kettle Restaurant Group</div><div style="font-size:10pt">Food Handler Certification Roster — ${esc(f.location)}</div></div><div style="font-size:9pt">As of ${esc(f.asOf)}</div></div>
  <table class="t" style="margin-top:10px"><tr><th>Employee</th><th>Position</th><th>Card / certificate #</th><th>Program / issuer</th><th>Issued</th><th>Expires</th></tr>
  ${f.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <div style="margin-top:26px;font-size:10pt">Verified by: ${sig(f.mgr, { font: f.sigFont, size: '1.8em' })} &nbsp; ${esc(f.mgr)}, General Manager</div>`;
  return page({ title: 'Roster', body, css, size: 'letter landscape', font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, iso) => {
    const ds = rng.pick(['us', 'us_nz']);
    const others = rng.shuffle(PEOPLE.filter((q) => q.last !== p.last && q.first !== p.first)).slice(0, 5);
    const row = (q, d) => [
      nameAs(q, 'last_first'),
      rng.pick(['Line cook', 'Server', 'Dishwasher', 'Prep cook', 'Host']),
      `${rng.pick(['SPA-', 'FH', 'MVC-'])}${rng.digits(7)}`,
      rng.pick(['SafePlate Academy', 'Maricopa Valley County EH', 'ServSafe Food Handler']),
      fmt(d, ds),
      fmt(addYears(d, 3), ds),
    ];
    const rows = others.map((q) => row(q, addDays('2024-01-01', rng.int(0, 900))));
    const mine = row(p, iso);
    rows.splice(rng.int(1, rows.length - 1), 0, mine);
    return {
      f: {
        location: rng.pick(['Mesa, AZ', 'Tempe, AZ']),
        asOf: fmt('2026-11-10', ds),
        rows,
        mgr: rng.pick(['Dolores Ybarra', 'Kurt Feeney']),
        sigFont: rng.pick(SIGS),
      },
      mine,
    };
  };
  const out = [];
  let p = k.person();
  let iso = addDays('2024-12-01', rng.int(0, 600));
  let { f, mine } = make(p, iso);
  out.push({
    key: 'row-current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': mine[2],
      'certificate.issue_date': iso,
      'certificate.expiration_date': addYears(iso, 3),
      'person.name.status': 'match',
    },
  });

  p = k.person();
  iso = addDays('2023-01-01', rng.int(0, 250));
  ({ f, mine } = make(p, iso));
  out.push({
    key: 'row-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': addYears(iso, 3) },
    note: 'co-workers’ rows are current; the holder’s row is not',
  });
  return out;
}
