// A hospital employee-health flu clinic sign-in sheet (landscape): one handwritten row per employee who walked in
// over the campaign — printed name "Last, First", department, employee no., signature, vaccine given, lot, date and
// the vaccinator's initials — with a vaccinator key (initials → name, credentials) at the foot. The requested
// person is somewhere below the first rows; the sheet carries no single clinic date, each row has its own.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r6_staff_flu_clinic_signin_roster',
  split: 'blind',
  description:
    'Hospital employee flu-clinic sign-in sheet (landscape, handwritten rows): Last, First; dept; employee no.; signature; vaccine; lot; M/D date; vaccinator initials with a key at the foot; holder below the first rows',
};

function render(f) {
  const css = `
  h1 { font-size:14pt; margin:0; }
  .hd { display:flex; justify-content:space-between; border-bottom:2px solid #333; padding-bottom:4px; margin-bottom:6px; }
  table.r { width:100%; font-size:8.6pt; }
  table.r th { background:#ddd; border:1px solid #333; padding:3px; font-size:7.8pt; }
  table.r td { border:1px solid #333; height:27px; padding:1px 4px; vertical-align:middle; }
  .key td { border:1px solid #666; padding:2px 6px; font-size:8.4pt; }`;
  const rows = f.rows
    .map((r, i) => {
      const H = (t, o = {}) => hand(t, { font: r.hand, ink: r.ink, size: '1.12em', ...o });
      return `<tr><td style="text-align:center">${i + 1}</td><td>${H(r.name)}</td><td>${H(r.dept, { size: '1em' })}</td><td>${H(r.empNo, { size: '1em' })}</td>
      <td>${sig(r.sigName, { font: r.sigFont, ink: r.ink, size: '1.35em', rot: -2 })}</td><td>${H(r.vaccine, { size: '1em' })}</td><td>${H(r.lot, { size: '1em' })}</td>
      <td>${H(r.date)}</td><td style="text-align:center">${H(r.initials, { ink: '#333', font: r.vhand })}</td></tr>`;
    })
    .join('');
  const body = `
  <div class="hd"><div><h1>${esc(f.hospital)} — Employee Health Services</h1>
    <div style="font-size:9pt">${esc(f.season)} Influenza Vaccination Campaign · Sign-in &amp; Administration Log · Location: ${esc(f.location)}</div></div>
    <div style="font-size:8.5pt;text-align:right">Sheet ${f.sheet} of ${f.sheet + 2}<br>Standing order EH-07 · VIS ${esc(f.vis)}</div></div>
  <div style="font-size:8pt;margin-bottom:4px">By signing I confirm I have read the Vaccine Information Statement, answered the screening questions and consent to receive the influenza vaccine. Route IM, deltoid, 0.5 mL unless noted.</div>
  <table class="r"><tr><th style="width:3%">#</th><th style="width:19%">Printed name (Last, First)</th><th style="width:11%">Dept / Unit</th><th style="width:8%">Emp. no.</th>
    <th style="width:17%">Signature</th><th style="width:11%">Vaccine</th><th style="width:9%">Lot #</th><th style="width:9%">Date given</th><th style="width:7%">Vacc. initials</th></tr>${rows}</table>
  <table class="key" style="margin-top:8px"><tr><td colspan="3"><b>Vaccinator key</b></td></tr>
    ${f.vaccinators.map((v) => `<tr><td>${esc(v[0])}</td><td>${esc(v[1])}</td><td>${sig(v[1], { font: v[2], size: '1.3em' })}</td></tr>`).join('')}</table>
  <div style="font-size:7.5pt;margin-top:6px">Return completed sheets to Employee Health (ext. ${esc(f.ext)}). Entries are transcribed to the employee health record and reported to the state immunization registry.</div>`;
  return page({
    title: 'Flu clinic log',
    size: 'letter landscape',
    margin: '0.4in',
    body,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const vaccinators = [
    ['JT', 'Janelle Tibbs, RN', 'Kristi'],
    ['MO', 'Marco Orlov, LPN', "'Dancing Script'"],
    ['SK', 'Sunny Kaur, PharmD', "'Kaushan Script'"],
  ];
  const vaccines = ['Fluzone HD', 'Flucelvax', 'Afluria Quad', 'Fluarix'];
  const depts = ['4 West', 'ED', 'Dietary', 'ICU', 'Radiology', 'EVS', 'Pharmacy', 'L&D', 'Rehab'];
  const make = (p, o = {}) => {
    const seasonStart = { prior: '2025-10-01', spring: '2026-04-27' }[o.season] || '2026-09-22';
    const n = rng.int(7, 10);
    const at = rng.int(3, n - 2);
    const rows = [];
    let day = seasonStart;
    for (let i = 0; i < n; i++) {
      day = addDays(day, rng.int(0, 3));
      const isHolder = i === at;
      const q = isHolder ? p : k.person();
      const v = rng.pick(vaccinators);
      const date = day;
      rows.push({
        name: nameAs(q, rng.pick(['last_first', 'last_first', 'LAST_FIRST'])),
        sigName: nameAs(q, 'first_last'),
        dept: rng.pick(depts),
        empNo: rng.digits(6),
        vaccine: rng.pick(vaccines),
        lot: `${rng.letters(2)}${rng.digits(4)}`,
        date: isHolder && o.noDate ? '' : fmt(date, rng.pick(['us_nz', 'us_short'])),
        iso: date,
        initials: v[0],
        vaccinator: v[1],
        hand: rng.pick(HANDS),
        vhand: rng.pick(HANDS),
        ink: rng.pick(INKS),
        sigFont: rng.pick(SIGS),
      });
    }
    return {
      hospital: rng.pick([
        'Saint Brendan Regional Medical Center',
        'Harlow Valley Hospital',
        'Cobalt Ridge Community Hospital',
      ]),
      season: o.season ? '2025–2026' : '2026–2027',
      location:
        o.season === 'spring'
          ? 'Late-season catch-up, Employee Health'
          : rng.pick(['Cafeteria Annex', 'Auditorium B', 'Employee Health, Suite 110']),
      sheet: rng.int(2, 9),
      vis: '08/06/2024',
      ext: rng.digits(4),
      rows,
      vaccinators,
      holder: rows[at],
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'holder-row-current-season',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': f.holder.iso, 'person.name.status': 'match' },
    note: "roster of several employees: only the requested person's row counts; the vaccinator initials resolve through the key at the foot",
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'holder-row-lower-down',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.holder.iso, 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { season: 'prior' });
  out.push({
    key: 'last-years-campaign',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.holder.iso },
    note: 'the 2025–2026 campaign sheet: the shot falls outside the 2026-2027 season of valid_on',
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'holder-date-left-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing vaccination date'],
    data: { 'person.name.status': 'match' },
    note: "every other row has a date; the holder's date cell is empty and the sheet has no clinic date of its own",
  });

  p = k.person();
  f = make(p, { season: 'spring' });
  out.push({
    key: 'spring-dose-previous-season',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.holder.iso },
    note: 'a late-season catch-up sheet of the 2025–2026 campaign: the holder was vaccinated in spring 2026, before the 1 July 2026 start of the season containing valid_on',
  });
  return out;
}
