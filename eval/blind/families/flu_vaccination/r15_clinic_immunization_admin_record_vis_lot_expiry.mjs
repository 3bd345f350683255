// A family-medicine clinic's EHR "Immunization Administration Record" print, as a patient asks the front desk for it:
// clinic letterhead with a fax number, a print line (printed date and time, user), patient banner ("LAST, First M",
// DOB, MRN, PCP), the visit line with a next appointment, then the administered-vaccines table with many dates per
// row — date given, vaccine, manufacturer, lot, the LOT'S EXPIRY, dose, route / site, VIS edition date, VIS given
// date, and the vaccinator as initials resolved in a key at the foot. Other vaccines are given the same day; older
// seasons' influenza doses sit in a "historical / reported" table. One print carries a handwritten correction of a
// date (struck through, right date written beside, initialled). The page footer has a form revision date.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, INKS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r15_clinic_immunization_admin_record_vis_lot_expiry',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 25, fax: 15, scan_image: 10 },
  description:
    'Family-medicine clinic EHR Immunization Administration Record print: letterhead, print line with its own date and user, patient banner (LAST, First M / DOB / MRN / PCP), visit line with the next appointment, administered table (Date given / Vaccine / Mfr / Lot / Lot exp. / Dose / Route-site / VIS edition / VIS given / Given by initials) with Tdap, COVID-19 or pneumococcal given the same day, a historical / reported table of earlier seasons, an initials key, a form revision footer; variants current season with Tdap, a struck date corrected by hand and initialled, with COVID-19 same day, given in August, only last season, a patient-reported dose with no vaccinator',
};

const CLINICS = [
  {
    name: 'Fernhill Family Medicine',
    addr: '2120 Fernhill Rd, Suite 140 · Madison WI 53703',
    tel: '(608) 555-0143',
    fax: '(608) 555-0144',
    color: '#1f5f8b',
    rev: 'IMM-ADM-01 rev. 04/2024',
  },
  {
    name: 'Copperfield Primary Care Associates',
    addr: '77 Copperfield Dr · Aurora CO 80012',
    tel: '(720) 555-0129',
    fax: '(720) 555-0130',
    color: '#6a2c70',
    rev: 'Form 3310 (Rev. 2023-09)',
  },
  {
    name: 'Grange Hall Community Clinic',
    addr: '450 Grange Hall Rd · Raleigh NC 27603',
    tel: '(919) 555-0176',
    fax: '(919) 555-0177',
    color: '#2d6a3e',
    rev: 'GHCC-EHR-IMM v7 · 01/2025',
  },
];
const NURSES = [
  ['JR', 'Jenna Ruiz, RN'],
  ['MT', 'Malik Thompson, LPN'],
  ['SO', 'Sunita Oberoi, CMA'],
  ['BK', 'Bridget Kowalski, RN'],
];
const PCPS = ['Adaeze Nwankwo, MD', 'Peter Lindgren, DO', 'Carmen Ibarra, NP', 'Howard Feld, MD'];
const FLU = [
  ['Influenza, quadrivalent (Fluzone)', 'Sanofi Pasteur'],
  ['Influenza, cell-based (Flucelvax)', 'Seqirus'],
  ['Influenza, adjuvanted (Fluad)', 'Seqirus'],
  ['Influenza, recombinant (Flublok)', 'Sanofi Pasteur'],
  ['Influenza, quadrivalent (Afluria)', 'Seqirus'],
];
const OTHERS = {
  tdap: ['Tdap (Boostrix)', 'GSK', 'IM / R deltoid', '08/06/2021'],
  covid: ['COVID-19, mRNA 2026–27 (Spikevax)', 'Moderna', 'IM / R deltoid', '01/08/2026'],
  pcv: ['Pneumococcal conj. (Prevnar 20)', 'Pfizer', 'IM / R deltoid', '05/12/2023'],
};

function fluLot(rng) {
  return `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`;
}

function render(f) {
  const C = f.clinic;
  const rowsHtml = f.rows
    .map((r) => {
      const dateCell = r.corrected
        ? `<span class="struck">${esc(fmt(r.wrong, f.ds))}</span> ${hand(fmt(r.date, 'us_nz'), { font: f.hand, ink: f.ink, size: '1.35em' })} ${hand(r.by, { font: f.hand, ink: f.ink, size: '1.1em' })}`
        : esc(fmt(r.date, f.ds));
      return `<tr><td>${dateCell}</td><td>${esc(r.vaccine)}</td><td>${esc(r.mfr)}</td><td>${esc(r.lot)}</td>
        <td>${esc(fmt(r.lotExp, f.ds))}</td><td>${esc(r.dose)}</td><td>${esc(r.route)}</td><td>${esc(r.vis)}</td>
        <td>${esc(fmt(r.date, f.ds))}</td><td class="c">${esc(r.by)}</td></tr>`;
    })
    .join('');
  const hist = f.hist.length
    ? `<div class="sec">Historical immunizations (entered from outside records / patient report)</div>
    <table class="t"><tr><th>Date</th><th>Vaccine</th><th>Source</th><th>Facility</th><th>Given by</th><th>Entered</th></tr>
    ${f.hist
      .map(
        (h) =>
          `<tr><td>${esc(fmt(h.date, f.ds))}</td><td>${esc(h.vaccine)}</td><td>${esc(h.source)}</td><td>${esc(h.facility)}</td><td>${esc(h.by)}</td><td>${esc(fmt(h.entered, f.ds))}</td></tr>`,
      )
      .join('')}</table>`
    : '';
  const used = [...new Set(f.rows.map((r) => r.by))];
  const key = NURSES.filter((n) => used.includes(n[0]))
    .map((n) => `<b>${esc(n[0])}</b> = ${esc(n[1])}`)
    .join(' · ');
  const body = `
  <div class="lh" style="border-color:${C.color}">
   <div><div class="cn" style="color:${C.color}">${esc(C.name)}</div><div class="ca">${esc(C.addr)}<br>Tel ${esc(C.tel)} · Fax ${esc(C.fax)}</div></div>
   <div class="pr">Printed ${esc(fmt(f.printed, 'us'))} ${esc(f.printTime)}<br>by ${esc(f.user)} · Page 1 of 1</div>
  </div>
  <div class="ti">IMMUNIZATION ADMINISTRATION RECORD</div>
  <table class="ban"><tr>
   <td><span class="l">Patient</span><b>${esc(f.name)}</b></td>
   <td><span class="l">DOB</span>${esc(fmt(f.dob, f.ds))}</td>
   <td><span class="l">MRN</span>${esc(f.mrn)}</td>
   <td><span class="l">PCP</span>${esc(f.pcp)}</td></tr></table>
  <div class="visit">Visit: <b>${esc(fmt(f.visit, f.ds))}</b> — Nurse visit (immunizations only) · Checked in ${esc(f.checkin)} ·
   Next appointment: ${esc(fmt(f.nextAppt, f.ds))} (annual physical, ${esc(f.pcp.split(',')[0])})</div>
  <div class="sec">Administered at this clinic</div>
  <table class="t"><tr><th>Date given</th><th>Vaccine</th><th>Mfr</th><th>Lot #</th><th>Lot exp.</th><th>Dose</th><th>Route / site</th><th>VIS edition</th><th>VIS given</th><th>Given by</th></tr>
  ${rowsHtml}</table>
  ${hist}
  <div class="key">Given-by key: ${key || '—'}</div>
  <div class="scr">Pre-vaccination screening completed and reviewed for each vaccine above. Patient observed 15 minutes; no adverse reaction noted.
   Vaccine information statements provided in ${esc(f.lang)}.</div>
  <div class="gi">Given to: ${esc(f.bodyName)} · Reason: employer requirement (healthcare worker) · Consent on file ${esc(fmt(f.consent, f.ds))}</div>
  <div class="foot"><span>${esc(C.rev)}</span><span>CONFIDENTIAL PATIENT INFORMATION</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'Immunization administration record',
    size: 'letter',
    margin: '0.45in',
    font: f.font,
    body,
    css: `
    body { font-size:9.4pt; }
    .lh { display:flex; justify-content:space-between; border-bottom:2.5px solid; padding-bottom:5px; }
    .cn { font-size:15pt; font-weight:bold; } .ca { font-size:8.2pt; color:#333; } .pr { font-size:8pt; text-align:right; color:#333; }
    .ti { font-size:12.5pt; font-weight:bold; letter-spacing:.6px; margin:10px 0 6px; }
    table.ban { width:100%; background:#eef1f4; } table.ban td { padding:5px 8px; border:1px solid #c9ced4; }
    .l { display:block; font-size:7pt; color:#555; text-transform:uppercase; }
    .visit { margin:8px 0; }
    .sec { font-weight:bold; margin:10px 0 3px; border-bottom:1px solid #999; }
    table.t { width:100%; } table.t th { background:#dde3ea; font-size:7.8pt; text-align:left; padding:3px 4px; border:1px solid #aab; }
    table.t td { border:1px solid #bbc; padding:4px 4px; font-size:8.6pt; vertical-align:middle; } td.c { text-align:center; font-weight:bold; }
    .struck { text-decoration:line-through; text-decoration-color:#1a2b6d; text-decoration-thickness:1.6px; color:#444; }
    .key { margin-top:8px; font-size:8.6pt; } .scr, .gi { margin-top:6px; font-size:8.6pt; }
    .foot { display:flex; justify-content:space-between; margin-top:26px; font-size:7.5pt; color:#555; border-top:1px solid #bbb; padding-top:3px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, visit, o = {}) => {
    const flu = rng.pick(FLU);
    const nurse = rng.pick(NURSES);
    const ds = o.ds || rng.pick(['us', 'us', 'mon', 'iso']);
    const rows = [];
    if (!o.noFluRow)
      rows.push({
        date: visit,
        vaccine: flu[0],
        mfr: flu[1],
        lot: fluLot(rng),
        lotExp: `${Number(visit.slice(0, 4)) + 1}-06-30`,
        dose: '0.5 mL',
        route: `IM / ${rng.pick(['L', 'R'])} deltoid`,
        vis: '08/06/2021',
        by: nurse[0],
      });
    for (const x of o.others || []) {
      const [v, m, route, vis] = OTHERS[x];
      rows.push({
        date: visit,
        vaccine: v,
        mfr: m,
        lot: `${rng.letters(1)}${rng.digits(5)}`,
        lotExp: addDays(visit, rng.int(200, 700)),
        dose: '0.5 mL',
        route: route.replace('R deltoid', rng.pick(['R deltoid', 'L deltoid'])),
        vis,
        by: rng.chance(0.6) ? nurse[0] : rng.pick(NURSES)[0],
      });
    }
    return {
      clinic: rng.pick(CLINICS),
      ds,
      visit,
      rows,
      hist: [],
      nurse,
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      bodyName: nameAs(p, rng.pick(['first_last', 'full'])),
      dob: p.dob,
      mrn: `${rng.digits(3)}-${rng.digits(4)}-${rng.digits(2)}`,
      pcp: rng.pick(PCPS),
      printed: addDays('2026-11-09', rng.int(0, 10)),
      printTime: `${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      user: rng.pick(['FRONTDESK2', 'mruiz', 'HIM-REL03', 'tbaker']),
      checkin: `${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`,
      nextAppt: addDays(visit, rng.int(60, 200)),
      consent: addDays(visit, -rng.int(0, 400)),
      lang: rng.pick(['English', 'English and Spanish']),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
      hand: rng.pick(["'Humor Sans'", 'DkgHandwriting']),
      ink: rng.pick(INKS),
    };
  };
  const histFlu = (f, years, o = {}) => {
    for (const y of years) {
      const date = `${y}-${rng.pick(['09', '10', '10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      f.hist.push({
        date,
        vaccine: rng.pick(FLU)[0].replace(/ \(.*\)/, ''),
        source: o.source || rng.pick(['Outside record (fax)', 'State IIS import']),
        facility:
          o.facility || rng.pick(['Employee Health — St. Brendan Hosp.', 'Cornerwell Pharmacy #2217']),
        by: o.by ?? rng.pick(['K. Ames, RN', 'R. Pham, PharmD']),
        entered: addDays(date, rng.int(5, 60)),
      });
    }
    f.hist.sort((a, b) => (a.date < b.date ? 1 : -1));
  };
  const out = [];

  // 1. current season with Tdap the same day, two older seasons in history
  let p = k.person();
  let visit = addDays('2026-09-21', rng.int(0, 55));
  let f = mk(p, visit, { others: ['tdap'] });
  histFlu(f, [2024, 2025]);
  out.push({
    key: 'current-season-with-tdap-older-seasons-below',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData('match', 'match') },
    note: `influenza ${visit} by ${f.nurse[1]} (initials ${f.nurse[0]} in the key); lot exp. ${f.rows[0].lotExp}, VIS edition 08/06/2021, next appointment ${f.nextAppt} and print date ${f.printed} are other dates; 2024 and 2025 doses in the historical table`,
    rendering: 'photo',
  });

  // 2. a struck date corrected by hand
  p = k.person();
  visit = addDays('2026-10-05', rng.int(0, 35));
  f = mk(p, visit, { others: rng.chance(0.5) ? ['pcv'] : [] });
  f.rows[0].corrected = true;
  f.rows[0].wrong = addDays(visit, -rng.int(1, 3));
  histFlu(f, [2025]);
  out.push({
    key: 'date-struck-and-corrected-by-hand',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData('match', 'match') },
    note: `the printed date ${f.rows[0].wrong} is struck through and ${visit} written beside it with the nurse's initials; both in the 2026-2027 season; the VIS given column prints ${visit}`,
    rendering: 'scanned_pdf',
  });

  // 3. COVID-19 the same day, no history
  p = k.person();
  visit = addDays('2026-09-08', rng.int(0, 60));
  f = mk(p, visit, { others: ['covid'] });
  out.push({
    key: 'flu-and-covid-same-visit',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData('match', 'match') },
    note: `influenza and COVID-19 on ${visit}; the COVID-19 row is not an influenza dose`,
    rendering: 'fax',
  });

  // 4. August dose (early in the season), ISO dates
  p = k.person();
  visit = addDays('2026-08-17', rng.int(0, 13));
  f = mk(p, visit, { ds: 'iso' });
  histFlu(f, [2023, 2024, 2025]);
  out.push({
    key: 'august-dose-early-season-iso-dates',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData('match', 'match') },
    note: `influenza on ${visit}: August is inside the 1 July 2026 – 30 June 2027 season; three earlier seasons in the historical table`,
    rendering: 'text_pdf',
  });

  // 5. only last season's dose, printed this month
  p = k.person();
  visit = addDays('2025-09-29', rng.int(0, 50));
  f = mk(p, visit, { others: rng.chance(0.5) ? ['tdap'] : [] });
  f.printed = addDays('2026-11-02', rng.int(0, 15));
  histFlu(f, [2024]);
  out.push({
    key: 'last-season-dose-printed-this-month',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { season: '2025-2026' },
    note: `the newest influenza dose is ${visit} (2025-2026 season); printed ${f.printed}; nothing in 2026-2027`,
    rendering: 'photo',
  });

  // 6. this season's dose only as a patient-reported entry without vaccinator
  p = k.person();
  f = mk(p, addDays('2026-10-12', rng.int(0, 25)), { noFluRow: true, others: ['tdap'] });
  const reported = addDays('2026-09-14', rng.int(0, 30));
  f.hist.push({
    date: reported,
    vaccine: 'Influenza, unspecified formulation',
    source: 'Patient report (verbal)',
    facility: '—',
    by: '—',
    entered: f.visit,
  });
  histFlu(f, [2025]);
  f.hist = f.hist.filter((h) => h.date === reported || h.date < '2026-07-01');
  out.push({
    key: 'current-dose-patient-reported-no-vaccinator',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { season: '2026-2027' },
    note: `the only 2026-2027 influenza entry (${reported}) is "Patient report (verbal)" with facility and given-by "—"; the clinic administered only Tdap on ${f.visit}`,
    rendering: rng.pick(['scan_image', 'text_pdf']),
  });
  return out;
}
