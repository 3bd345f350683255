// A facility-side export from a partner platform (landscape table of booked clinicians with badge columns):
// the person's row sits among others; columns Badge #, Role, Status, Issued, Expires (ISO dates).
import { addDays, addMonths, fmt, nameAs, PEOPLE, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'facility_roster_export',
  split: 'blind',
  description:
    'Facility-side roster export from a platform (landscape table): several clinicians with badge no., role, status, ISO dates',
};

function render(f) {
  const css = `table.t { width:100%; font-size:9.5pt; } table.t th { background:#e0f2f1; text-align:left; padding:4px; border-bottom:2px solid #00695c; } table.t td { padding:4px; border-bottom:1px solid #ddd; }`;
  const body = `<div style="display:flex;justify-content:space-between"><div><b style="font-size:14pt;color:#00695c">PulseStaff</b> <span style="font-size:10pt">Facility portal · Clinician badges</span></div><div style="font-size:9pt">Facility: ${esc(f.facility)}<br>Exported ${esc(f.exported)}</div></div>
  <table class="t" style="margin-top:10px"><tr><th>Clinician</th><th>Role</th><th>Badge #</th><th>Status</th><th>Issued</th><th>Expires</th><th>Last shift</th></tr>
  ${f.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
  <div style="font-size:8.5pt;margin-top:10px;color:#555">Badges are issued by PulseStaff after its credential checks. Status updates nightly.</div>`;
  return page({ title: 'Export', body, css, size: 'letter landscape', font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, mine) => {
    const others = rng.shuffle(PEOPLE.filter((q) => q.last !== p.last && q.first !== p.first)).slice(0, 6);
    const row = (q, r) => [
      nameAs(q, 'last_first'),
      rng.pick(['RN', 'CNA', 'LPN', 'RT']),
      r.id || `PS-${rng.digits(6)}`,
      r.status || 'Active',
      fmt(r.iso, 'iso'),
      fmt(addMonths(r.iso, 12), 'iso'),
      fmt(addDays('2026-11-01', rng.int(0, 15)), 'iso'),
    ];
    const rows = others.map((q) => row(q, { iso: addDays('2026-01-01', rng.int(0, 280)) }));
    const myRow = row(p, mine);
    rows.splice(rng.int(1, rows.length - 1), 0, myRow);
    return {
      f: {
        facility: rng.pick(['Oak Terrace Care Center', 'Valley View Rehab']),
        exported: fmt('2026-11-18', 'iso'),
        rows,
      },
      myRow,
    };
  };
  const out = [];
  let p = k.person();
  let iso = addDays('2026-02-01', rng.int(0, 250));
  let { f, myRow } = make(p, { iso });
  out.push({
    key: 'row-active',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': myRow[2],
      'badge.status': 'active',
      'badge.issue_date': iso,
      'badge.expiration_date': addMonths(iso, 12),
      'person.name.status': 'match',
    },
  });

  p = k.person();
  iso = addDays('2026-02-01', rng.int(0, 250));
  ({ f, myRow } = make(p, { iso, status: 'Inactive' }));
  out.push({
    key: 'row-inactive',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'the other rows are active',
  });
  return out;
}
