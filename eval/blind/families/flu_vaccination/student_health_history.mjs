// A two-page university student-health immunization history (for a nursing student who works per diem): page 1
// required series (MMR, varicella, hepatitis B, Tdap) with compliance status; page 2 the annual influenza table.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'student_health_history',
  split: 'blind',
  multipage: true,
  description:
    'Two-page student-health immunization history: required series with compliance on p1, annual influenza table on p2',
};

function render(f) {
  const css = `h1 { font-size:14pt; margin:0; } h2 { font-size:11pt; border-bottom:2px solid #7c2d12; color:#7c2d12; margin:12px 0 4px; }
  table.t { width:100%; font-size:9.5pt; } table.t th { text-align:left; padding:3px; border-bottom:1px solid #000; } table.t td { padding:3px; border-bottom:1px solid #ddd; }
  .ft { font-size:8pt; color:#555; margin-top:10px; }`;
  const hd = (n) =>
    `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font-size:9pt;color:#7c2d12;font-weight:bold">OAKRIDGE STATE UNIVERSITY · STUDENT HEALTH CENTER</div><h1>Immunization History</h1></div><div style="font-size:9pt">${esc(f.name)} · ID ${esc(f.sid)} · p. ${n}/2</div></div>`;
  const rows = (l) => l.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  const body = `<div class="pb">${hd(1)}<table style="margin-top:8px;font-size:10pt"><tr><td style="padding-right:24px">Student: <b>${esc(f.name)}</b></td><td style="padding-right:24px">DOB: ${esc(f.dob)}</td><td>Program: BSN (clinical)</td></tr></table>
  <h2>Required series</h2><table class="t"><tr><th>Vaccine</th><th>Doses / titer</th><th>Dates</th><th>Status</th></tr>${rows(f.series)}</table>
  <h2>Tuberculosis screening</h2><div style="font-size:9.5pt">See separate TB clearance form on file.</div>
  <div class="ft">Continued on page 2.</div></div>
  <div>${hd(2)}<h2>Influenza (annual)</h2><table class="t"><tr><th>Season</th><th>Date given</th><th>Product</th><th>Lot</th><th>Administered at</th></tr>${rows(f.flu)}</table>
  <div class="ft">Influenza vaccine is required each season by clinical placement sites. Records from outside providers are entered on receipt.</div>
  <div class="ft">Printed ${esc(f.printed)} by the Student Health Center records office.</div></div>`;
  return page({ title: 'Immunization history', body, css, font: FONTS.carlito, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, flu) => {
    const ds = rng.pick(['us', 'dmy']);
    return {
      name: nameAs(p, 'last_first_mi'),
      sid: rng.digits(9),
      dob: fmt(p.dob, ds),
      printed: fmt('2026-11-13', ds),
      series: [
        ['MMR', '2 doses', `${fmt('2001-05-04', ds)}; ${fmt('2005-08-22', ds)}`, 'Complete'],
        ['Varicella', 'Positive IgG titer', fmt('2023-08-30', ds), 'Immune'],
        [
          'Hepatitis B',
          '3 doses',
          `${fmt('2023-09-01', ds)}; ${fmt('2023-10-03', ds)}; ${fmt('2024-03-05', ds)}`,
          'Complete',
        ],
        ['Tdap', '1 dose', fmt('2023-09-01', ds), 'Complete'],
      ],
      flu: flu.map((iso) => [
        `${Number(iso.slice(0, 4)) - (iso.slice(5, 7) < '07' ? 1 : 0)}–${Number(iso.slice(0, 4)) + (iso.slice(5, 7) < '07' ? 0 : 1)}`,
        fmt(iso, ds),
        'Flucelvax trivalent',
        rng.alnum(6),
        rng.pick(['Student Health Center', 'Campus flu clinic', 'Outside pharmacy (record on file)']),
      ]),
    };
  };
  const out = [];
  let p = k.person();
  let cur = addDays('2026-09-02', rng.int(0, 60));
  out.push({
    key: 'three-seasons',
    person: requestPerson(p),
    html: render(
      make(p, [addDays('2024-10-01', rng.int(0, 20)), addDays('2025-09-25', rng.int(0, 20)), cur]),
    ),
    issues: [],
    data: { season: '2026-2027', ...personData() },
  });

  p = k.person();
  out.push({
    key: 'missing-this-season',
    person: requestPerson(p),
    html: render(make(p, [addDays('2024-10-01', rng.int(0, 20)), addDays('2025-10-10', rng.int(0, 30))])),
    issues: ['vaccination outside season'],
    data: {},
  });
  return out;
}
