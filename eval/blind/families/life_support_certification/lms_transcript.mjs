// A hospital learning-management "learner transcript" printout: many rows of compliance modules, one of which is the
// life-support certification (with a credential number and expiry); dates in DD-MON-YYYY.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'lms_transcript',
  split: 'blind',
  description:
    'Hospital LMS learner transcript table: compliance modules plus one BLS/ACLS row with credential no. and expiry, DD-MON-YYYY',
};

function render(f) {
  const css = `table.t { width:100%; font-size:8.6pt; } table.t th { background:#34495e; color:#fff; padding:4px; text-align:left; } table.t td { padding:3px 4px; border-bottom:1px solid #ddd; }
  table.t tr:nth-child(even) td { background:#f4f6f7; }`;
  const body = `
  <div style="display:flex;justify-content:space-between;align-items:flex-end"><div style="font-size:15pt;font-weight:bold;color:#34495e">Learner Transcript</div>
   <div style="font-size:8.5pt;text-align:right">Ashgrove Health System · Learning Portal<br>Run date: ${esc(f.run)}</div></div>
  <table style="margin:10px 0;font-size:9.5pt"><tr><td style="padding-right:18px"><b>Learner:</b> ${esc(f.name)}</td><td style="padding-right:18px"><b>Employee ID:</b> ${esc(f.emp)}</td><td><b>Department:</b> ${esc(f.dept)}</td></tr></table>
  <table class="t"><tr><th>Activity</th><th>Type</th><th>Status</th><th>Completed</th><th>Credential #</th><th>Expires</th></tr>
  ${f.rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${esc(r[1])}</td><td>${esc(r[2])}</td><td>${esc(r[3])}</td><td>${esc(r[4] || '')}</td><td>${esc(r[5] || '')}</td></tr>`).join('')}</table>
  <div style="font-size:8pt;color:#555;margin-top:10px">Instructor-led life support courses are taught by the Ashgrove Resuscitation Training Center, an American Heart Association Training Center.</div>`;
  return page({ title: 'Transcript', body, css, font: FONTS.carlito, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const D = (iso) => fmt(iso, 'mil4');
  const filler = () =>
    rng
      .shuffle([
        [
          'Annual Fire & Life Safety',
          'Online module',
          'Completed',
          D(addDays('2026-01-05', rng.int(0, 200))),
          '',
          '',
        ],
        [
          'HIPAA Privacy Refresher',
          'Online module',
          'Completed',
          D(addDays('2026-01-05', rng.int(0, 200))),
          '',
          '',
        ],
        [
          'Bloodborne Pathogens',
          'Online module',
          'Completed',
          D(addDays('2026-01-05', rng.int(0, 200))),
          '',
          '',
        ],
        ['Workplace Violence Prevention', 'Online module', 'In progress', '', '', ''],
        [
          'Restraint & Seclusion',
          'Online module',
          'Completed',
          D(addDays('2025-09-05', rng.int(0, 200))),
          '',
          '',
        ],
        [
          'Safe Patient Handling',
          'Classroom',
          'Completed',
          D(addDays('2025-10-05', rng.int(0, 200))),
          '',
          '',
        ],
      ])
      .slice(0, 5);
  const make = (p, ls, o = {}) => {
    const rows = filler();
    for (const l of ls)
      rows.splice(rng.int(0, rows.length), 0, [
        l.title,
        'Instructor-led (AHA)',
        'Completed',
        D(l.iso),
        l.id,
        D(l.exp),
      ]);
    return {
      run: D('2026-11-10'),
      name: nameAs(p, o.nameStyle || 'last_first'),
      emp: rng.digits(6),
      dept: rng.pick(['4 West Med/Surg', 'Emergency Dept', 'Float Pool']),
      rows,
    };
  };
  const ls = (title, iso) => ({ title, iso, id: rng.digits(12), exp: twoYearsEndOfMonth(iso) });
  const out = [];
  let p = k.person();
  let c = ls('BLS Provider (Heartcode + skills)', addDays('2025-05-01', rng.int(0, 400)));
  out.push({
    key: 'bls-row',
    person: requestPerson(p),
    html: render(make(p, [c])),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.id': c.id,
      'certifications.0.expiration_date': c.exp,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  c = ls('BLS Provider', addDays('2024-02-01', rng.int(0, 200)));
  out.push({
    key: 'bls-row-expired',
    person: requestPerson(p),
    html: render(make(p, [c])),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': c.exp },
  });

  p = k.person();
  c = ls('ACLS Provider', addDays('2025-05-01', rng.int(0, 400)));
  const c2 = ls('PALS Provider', addDays('2025-05-01', rng.int(0, 400)));
  out.push({
    key: 'acls-and-pals',
    person: requestPerson(p),
    html: render(make(p, [c, c2], { nameStyle: 'LAST_FIRST' })),
    issues: [],
    data: { ...personData('match', 'not_present') },
  });

  p = k.person();
  c = { ...ls('BLS Provider', addDays('2025-05-01', rng.int(0, 400))), id: '' };
  out.push({
    key: 'bls-row-no-credential-number',
    person: requestPerson(p),
    html: render(make(p, [c])),
    issues: ['missing id'],
    data: { 'certifications.0.type': 'bls' },
  });
  return out;
}
