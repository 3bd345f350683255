// A two-page staff immunisation record from an occupational health service that writes British-style: "Surname",
// "Forename(s)", "D.O.B.", "Immunisation", "Batch no.", "Vaccinator", dates DD/MM/YYYY (stated in the header).
// Page 1: hepatitis B course, MMR, varicella and TB screening status. Page 2: "Seasonal influenza" table, one row per
// season, newest first, with the vaccinator's printed name and clinic.
import { addDays, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r5_staff_immunisation_record_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page British-style staff immunisation record: Surname / Forename(s) / D.O.B., DD/MM/YYYY dates stated in the header, routine immunisations on p1, Seasonal influenza table newest first with batch no. and vaccinator on p2',
};

const dmy = (iso) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; border-bottom:2px solid #005eb8; padding-bottom:5px; }
  .hd .n { font-size:14pt; font-weight:bold; color:#005eb8; } .hd .s { font-size:8pt; color:#333; }
  table.p { width:100%; margin-top:8px; } table.p td { border:1px solid #9bb; padding:3px 6px; font-size:9pt; }
  table.p td.l { background:#eef4fa; font-size:7.5pt; width:15%; }
  h2 { font-size:10.5pt; color:#005eb8; margin:14px 0 4px; }
  table.t { width:100%; } table.t th { font-size:7.6pt; text-align:left; background:#005eb8; color:#fff; padding:3px 4px; }
  table.t td { font-size:8.8pt; padding:3px 4px; border-bottom:1px solid #ccd; }
  .pf { font-size:7.5pt; color:#555; margin-top:18px; border-top:1px solid #aaa; padding-top:3px; display:flex; justify-content:space-between; }`;
  const header = `<div class="hd"><div><div class="n">${esc(f.service)}</div><div class="s">Occupational Health &amp; Wellbeing · ${esc(f.addr)}</div></div>
    <div class="s" style="text-align:right">STAFF IMMUNISATION RECORD<br>All dates DD/MM/YYYY</div></div>`;
  const pt = `<table class="p"><tr><td class="l">Surname</td><td><b>${esc(f.surname)}</b></td><td class="l">Forename(s)</td><td><b>${esc(f.forenames)}</b></td></tr>
    <tr><td class="l">D.O.B.</td><td>${esc(f.dob)}</td><td class="l">Staff no.</td><td>${esc(f.staffNo)}</td></tr>
    <tr><td class="l">Department</td><td>${esc(f.dept)}</td><td class="l">Job title</td><td>${esc(f.job)}</td></tr></table>`;
  const routine = f.routine.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  const flu = f.flu.length
    ? f.flu
        .map(
          (r) =>
            `<tr><td>${esc(r.season)}</td><td>${esc(r.date)}</td><td>${esc(r.vaccine)}</td><td>${esc(r.batch)}</td><td>${esc(r.site)}</td><td>${esc(r.vaccinator)}</td><td>${esc(r.clinic)}</td></tr>`,
        )
        .join('')
    : '<tr><td colspan="7"><i>No influenza immunisation recorded.</i></td></tr>';
  const body = `${header}${pt}
  <h2>Routine immunisations and screening</h2>
  <table class="t"><tr><th>Immunisation / test</th><th>Date</th><th>Product</th><th>Batch no.</th><th>Result / status</th></tr>${routine}</table>
  <div style="font-size:8.5pt;margin-top:10px">Seasonal influenza immunisations: see page 2.</div>
  <div class="pf"><span>${esc(f.surname)}, ${esc(f.forenames)} · ${esc(f.staffNo)}</span><span>Page 1 of 2</span></div>
  <div class="pb"></div>
  ${header}${pt}
  <h2>Seasonal influenza (most recent season first)</h2>
  <table class="t"><tr><th>Season</th><th>Date given</th><th>Vaccine</th><th>Batch no.</th><th>Site</th><th>Vaccinator</th><th>Clinic</th></tr>${flu}</table>
  <div style="font-size:8pt;margin-top:8px">Staff who decline must complete form OH-17. Record checked by: ${esc(f.checker)}, Occupational Health Nurse Adviser.</div>
  <div class="pf"><span>${esc(f.surname)}, ${esc(f.forenames)} · ${esc(f.staffNo)}</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Staff immunisation record',
    body,
    css,
    font: FONTS.open,
    size: 'A4',
    margin: '15mm',
  });
}

export function cases(k) {
  const { rng } = k;
  const vaccinators = ['Sr. Aoife Brennan', 'Gareth Pryce, OHN', 'Priya Raman, RN', 'Tomasz Wilk, OHA'];
  const fluRow = (iso, o = {}) => {
    const y = Number(iso.slice(0, 4));
    const start = Number(iso.slice(5, 7)) >= 7 ? y : y - 1;
    return {
      season: `${start}/${String(start + 1).slice(2)}`,
      date: o.noDate ? '' : dmy(iso),
      vaccine: rng.pick(['QIVc (Flucelvax)', 'aQIV (Fluad)', 'QIVe (Fluarix)', 'QIVr (Supemtek)']),
      batch: `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`,
      site: rng.pick(['L deltoid', 'R deltoid']),
      vaccinator: o.noVacc ? '' : rng.pick(vaccinators),
      clinic: o.noVacc ? '' : rng.pick(['OH drop-in clinic', 'Peer vaccinator, Ward 7', 'OH Dept, Block C']),
      iso,
    };
  };
  const past = (n) =>
    Array.from({ length: n }, (_, i) => fluRow(addDays(`${2025 - i}-10-06`, rng.int(0, 30))));
  const make = (p, flu, o = {}) => {
    const shown = o.shown || p;
    return {
      service: rng.pick([
        'Kingsmere Hospitals Trust',
        'Avonleigh Health Services',
        'Northfold Community Health',
      ]),
      addr: rng.pick(['Level 1, Block C, Kingsmere', 'Avonleigh General, Ward Road', 'Northfold House']),
      surname: shown.last.toUpperCase(),
      forenames: [shown.first, shown.middle].filter(Boolean).join(' '),
      dob: dmy(shown.dob),
      staffNo: `${rng.digits(8)}`,
      dept: rng.pick(['Theatres', 'Acute Medicine', 'Bank Staff Office', 'Community Nursing']),
      job: rng.pick(['Staff Nurse', 'Healthcare Assistant', 'Registered Nurse (Bank)']),
      routine: [
        [
          'Hepatitis B (course of 3)',
          dmy(addDays('2015-02-10', rng.int(0, 900))),
          'Engerix B',
          `${rng.letters(3)}${rng.digits(3)}`,
          'Anti-HBs >100 mIU/mL',
        ],
        ['MMR', dmy(addDays('1999-05-04', rng.int(0, 2000))), '—', '—', '2 doses documented'],
        ['Varicella', '—', '—', '—', 'History of chickenpox'],
        ['TB screening', dmy(addDays('2024-03-12', rng.int(0, 200))), 'IGRA', '—', 'Negative'],
      ],
      flu,
      checker: rng.pick(['Fionnuala Drumm', 'Rhys Caddick', 'Marit Solberg']),
    };
  };
  const out = [];

  let p = k.person();
  let cur = fluRow(`2026-10-${rng.int(13, 28)}`);
  out.push({
    key: 'current-season-first-row',
    person: requestPerson(p),
    html: render(make(p, [cur, ...past(rng.int(1, 3))])),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': cur.iso, ...personData() },
    note: 'influenza table on page 2, newest first',
  });

  p = k.person();
  cur = fluRow(`2026-${rng.pick(['10', '11'])}-0${rng.int(1, 9)}`);
  out.push({
    key: 'day-first-ambiguous-date',
    person: requestPerson(p),
    html: render(make(p, [cur, ...past(2)])),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: { season: '2026-2027', 'vaccinations.0.date': cur.iso, ...personData() },
    note: 'e.g. 04/10/2026 = 4 October 2026 (header: all dates DD/MM/YYYY); read month-first it would be April, outside the season',
  });

  p = k.person();
  cur = fluRow(`2026-09-${rng.int(14, 28)}`);
  out.push({
    key: 'september-only-row',
    person: requestPerson(p),
    html: render(make(p, [cur])),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': cur.iso, ...personData() },
  });

  p = k.person();
  out.push({
    key: 'newest-row-last-season',
    person: requestPerson(p),
    html: render(make(p, past(rng.int(2, 3)))),
    issues: ['vaccination outside season'],
    data: {},
    note: 'the newest row is the 2025/26 season',
  });

  p = k.person();
  cur = fluRow(`2026-10-${rng.int(13, 28)}`, { noVacc: true });
  out.push({
    key: 'vaccinator-and-clinic-blank',
    person: requestPerson(p),
    html: render(make(p, [cur, ...past(1)])),
    issues: ['missing administrator'],
    data: { 'vaccinations.0.date': cur.iso },
    note: 'the 2026/27 row has date, vaccine and batch but empty Vaccinator and Clinic cells',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  cur = fluRow(`2026-10-${rng.int(13, 28)}`);
  out.push({
    key: 'another-staff-members-record',
    person: requestPerson(p),
    html: render(make(p, [cur], { shown: q })),
    issues: ['name mismatch', 'dob mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
