// An employer HR self-service portal page, exported to PDF: app bar and breadcrumb, an employee card, compliance
// status tiles, and an "Influenza history" table ordered oldest season first (the current season is the last row),
// with status (Received / Declined / Due), date, product, lot, administered by, location and source columns.
// Dates as DD-MON-YYYY.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r3_hr_portal_immunization_export',
  split: 'blind',
  description:
    'Employer HR self-service portal export: app bar, employee card, compliance tiles, influenza history table oldest season first (current season last), DD-MON-YYYY',
};

function render(f) {
  const css = `
  .bar { background:#16324f; color:#fff; padding:7px 12px; display:flex; justify-content:space-between; font-size:9.5pt; }
  .bar b { font-size:12pt; letter-spacing:0.4px; }
  .crumb { font-size:8.5pt; color:#555; margin:6px 2px; }
  .card { border:1px solid #cdd5df; border-radius:6px; padding:8px 12px; display:grid; grid-template-columns: repeat(4, 1fr); gap:4px 14px; }
  .card .l { font-size:7.5pt; color:#6b7785; text-transform:uppercase; }
  .card .v { font-size:10pt; }
  .tiles { display:flex; gap:10px; margin:10px 0; }
  .tile { flex:1; border-radius:6px; padding:7px 10px; font-size:9pt; border:1px solid #ddd; }
  .tile .h { font-size:7.5pt; text-transform:uppercase; color:#555; }
  .tile .s { font-size:11pt; font-weight:bold; }
  h3 { font-size:11pt; margin:12px 0 4px; color:#16324f; }
  table.h { width:100%; } table.h th { font-size:8pt; text-align:left; color:#444; border-bottom:2px solid #16324f; padding:4px; }
  table.h td { font-size:8.8pt; padding:5px 4px; border-bottom:1px solid #e2e6ea; vertical-align:top; }
  .chip { display:inline-block; padding:1px 7px; border-radius:9px; font-size:8pt; font-weight:bold; }
  .foot { margin-top:16px; font-size:7.5pt; color:#777; display:flex; justify-content:space-between; border-top:1px solid #ddd; padding-top:4px; }`;
  const chip = (s) => {
    const c = {
      Received: ['#d9f2e3', '#17663a'],
      Declined: ['#fde4d6', '#9a3b0b'],
      Due: ['#eef0f3', '#555'],
    }[s] || ['#eee', '#333'];
    return `<span class="chip" style="background:${c[0]};color:${c[1]}">${esc(s)}</span>`;
  };
  const rows = f.rows
    .map(
      (
        r,
      ) => `<tr><td>${esc(r.season)}</td><td>${chip(r.status)}</td><td>${esc(r.date || '—')}</td><td>${esc(r.product || '—')}</td>
      <td>${esc(r.lot || '—')}</td><td>${esc(r.by || '—')}</td><td>${esc(r.where || '—')}</td><td>${esc(r.source)}</td></tr>${
        r.detail
          ? `<tr><td></td><td colspan="7" style="font-size:8.3pt;color:#333;background:#fafafa">${r.detail}</td></tr>`
          : ''
      }`,
    )
    .join('');
  const body = `
  <div class="bar"><b>${esc(f.app)}</b><span>Employee Self-Service · ${esc(f.employer)}</span></div>
  <div class="crumb">Home › My Profile › Health &amp; Compliance › Immunizations › Influenza</div>
  <div class="card">
    <div><div class="l">Employee</div><div class="v">${esc(f.name)}</div></div>
    <div><div class="l">Employee ID</div><div class="v">${esc(f.empId)}</div></div>
    <div><div class="l">Date of birth</div><div class="v">${esc(f.dob)}</div></div>
    <div><div class="l">Department</div><div class="v">${esc(f.dept)}</div></div>
    <div><div class="l">Job title</div><div class="v">${esc(f.title)}</div></div>
    <div><div class="l">Manager</div><div class="v">${esc(f.manager)}</div></div>
    <div><div class="l">Work location</div><div class="v">${esc(f.site)}</div></div>
    <div><div class="l">Hire date</div><div class="v">${esc(f.hire)}</div></div>
  </div>
  <div class="tiles">
    <div class="tile"><div class="h">Influenza ${esc(f.curLabel)}</div><div class="s">${esc(f.curTile)}</div></div>
    <div class="tile"><div class="h">Masking requirement</div><div class="s">${esc(f.mask)}</div></div>
    <div class="tile"><div class="h">Compliance deadline</div><div class="s">${esc(f.deadline)}</div></div>
  </div>
  <h3>Influenza history</h3>
  <table class="h">
    <tr><th>Season</th><th>Status</th><th>Date</th><th>Vaccine</th><th>Lot</th><th>Administered by</th><th>Location</th><th>Source</th></tr>
    ${rows}
  </table>
  <div style="font-size:8pt;color:#555;margin-top:6px">Seasons run 1 July – 30 June. Rows are listed oldest first.</div>
  <div class="foot"><span>Exported ${esc(f.exported)} by ${esc(f.name)}</span><span>${esc(f.app)} · page 1 of 1</span></div>`;
  return page({ title: 'Immunizations', body, css, font: FONTS.lato, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const ds = 'mil4';
  const products = [
    ['Fluzone High-Dose', 'Sanofi'],
    ['Flucelvax', 'Seqirus'],
    ['Fluarix', 'GSK'],
    ['Afluria', 'Seqirus'],
  ];
  const nurses = ['K. Abernethy, RN', 'P. Ostrowski, LPN', 'D. Fairweather, RN', 'M. Quiñones, PharmD'];
  const dose = (season, iso, o = {}) => {
    const pr = rng.pick(products);
    return {
      season,
      status: 'Received',
      date: fmt(iso, ds),
      product: `${pr[0]} (${pr[1]})`,
      lot: rng.alnum(7),
      by: o.noAdmin ? '' : rng.pick(nurses),
      where: o.noAdmin
        ? ''
        : rng.pick(['Employee Health Clinic', 'Mobile cart — 4 West', 'Employee Health Clinic']),
      source: o.source || 'Employee Health',
      iso,
    };
  };
  const make = (p, rows, o = {}) => ({
    app: 'WorkNest HR',
    employer: 'Bellmont Regional Health',
    name: nameAs(p, o.nameStyle || 'first_last'),
    empId: rng.digits(7),
    dob: fmt(o.dob || p.dob, ds),
    dept: rng.pick(['Nursing — Med/Surg', 'Pharmacy', 'Environmental Services', 'Radiology']),
    title: rng.pick(['Staff Nurse II', 'Patient Care Tech', 'Unit Secretary', 'Respiratory Therapist']),
    manager: rng.pick(['Lorraine Beckett', 'Tomasz Wilk', 'Georgina Abara']),
    site: 'Bellmont Main Campus, Tulsa OK',
    hire: fmt(addDays('2019-03-01', rng.int(0, 900)), ds),
    curLabel: '2026–2027',
    curTile: o.tile || 'Compliant',
    mask: o.mask || 'Not required',
    deadline: fmt('2026-12-01', ds),
    rows,
    exported: fmt('2026-11-16', ds),
  });
  const out = [];

  // 1 — three seasons, current-season dose in the last row
  let p = k.person();
  let cur = addDays('2026-09-15', rng.int(0, 45));
  let rows = [
    dose('2024–2025', addDays('2024-10-01', rng.int(0, 30))),
    dose('2025–2026', addDays('2025-09-29', rng.int(0, 30))),
    dose('2026–2027', cur),
  ];
  out.push({
    key: 'current-season-last-row',
    person: requestPerson(p),
    html: render(make(p, rows)),
    issues: [],
    data: { season: '2026-2027', ...personData() },
    note: `the current-season dose (${cur}) is the last row`,
  });

  // 2 — newest dose given in February 2026: last season, although the year is 2026
  p = k.person();
  const feb = addDays('2026-01-20', rng.int(0, 35));
  rows = [
    dose('2024–2025', addDays('2024-10-10', rng.int(0, 30))),
    dose('2025–2026', feb, { source: 'Outside record — verified' }),
    { season: '2026–2027', status: 'Due', source: '—' },
  ];
  out.push({
    key: 'winter-2026-dose-last-season',
    person: requestPerson(p),
    html: render(make(p, rows, { tile: 'Due', mask: 'Required until compliant' })),
    issues: ['vaccination outside season'],
    data: {},
    note: `newest dose ${feb} belongs to the 2025-2026 season; the 2026-2027 row is only due`,
  });

  // 3 — current season declined for a medical reason, client does not allow declinations
  p = k.person();
  let dec = addDays('2026-09-22', rng.int(0, 40));
  rows = [
    dose('2024–2025', addDays('2024-10-03', rng.int(0, 30))),
    dose('2025–2026', addDays('2025-10-06', rng.int(0, 30))),
    {
      season: '2026–2027',
      status: 'Declined',
      date: fmt(dec, ds),
      source: 'Declination form',
      detail:
        'Reason: <b>Medical contraindication</b> — history of Guillain-Barré syndrome within 6 weeks of a prior dose. Signed by employee; reviewed by Employee Health.',
    },
  ];
  out.push({
    key: 'declined-medical',
    person: requestPerson(p),
    html: render(make(p, rows, { tile: 'Declined (medical)', mask: 'Required Dec–Mar' })),
    issues: ['declination not allowed'],
    data: { 'declination.date': dec },
    note: 'allow_declination defaults to false',
  });

  // 4 — declinations allowed, but the current-season declination has no reason
  p = k.person();
  dec = addDays('2026-10-01', rng.int(0, 30));
  rows = [
    dose('2025–2026', addDays('2025-10-13', rng.int(0, 30))),
    {
      season: '2026–2027',
      status: 'Declined',
      date: fmt(dec, ds),
      source: 'Declination form',
      detail: 'Reason: <i>(not provided)</i>. Employee acknowledged the masking requirement.',
    },
  ];
  out.push({
    key: 'declined-without-reason',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(make(p, rows, { tile: 'Declined', mask: 'Required Dec–Mar', nameStyle: 'last_first' })),
    issues: ['missing declination reason'],
    data: { 'declination.date': dec },
  });

  // 5 — current-season dose uploaded by the employee: no administrator or location
  p = k.person();
  cur = addDays('2026-09-05', rng.int(0, 50));
  rows = [
    dose('2025–2026', addDays('2025-10-02', rng.int(0, 30))),
    dose('2026–2027', cur, { noAdmin: true, source: 'Employee self-report' }),
  ];
  out.push({
    key: 'self-reported-no-administrator',
    person: requestPerson(p),
    html: render(make(p, rows, { tile: 'Pending review' })),
    issues: ['missing administrator'],
    data: { season: '2026-2027' },
    note: 'the current-season row has no administrator or location (self-reported)',
  });
  return out;
}
