// A hospital's occupational / employee health department's "Staff COVID-19 Vaccination Status" letter, written at
// the employee's request for another employer: letterhead with the department's address, phone and fax, a letter
// date, an employee block (name "LAST, First M", employee ID, department, position, DOB, hire date), a short prose
// paragraph, then a dose table (Dose / Date given / Vaccine (manufacturer) / Lot no. / Given by or source) that is
// either printed from the employee health system or filled in by hand on the pre-printed letter. Under the table three
// printed questions — primary series complete, fully vaccinated, updated / booster dose on file — each with YES and
// NO printed after it and one of them ringed by hand, a handwritten "date fully vaccinated" (14 days after the last
// primary dose, not a dose), a handwritten remark, a line of other employee-health items with their own dates (TB
// screen, influenza), the nurse's signature, a cc line and a printed footer with a print time stamp. Usually
// photographed on a desk at an angle.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, HANDS, hand, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r16_occ_health_status_letter_ringed_yes_no',
  split: 'tuning',
  renderings: { photo: 55, scanned_pdf: 15, text_pdf: 10, fax: 10, scan_image: 10 },
  description:
    'Hospital occupational-health "Staff COVID-19 Vaccination Status" letter, mostly photographed at an angle: letterhead, letter date, employee block (LAST, First M, employee ID, department, DOB, hire date), prose, a dose table (Dose / Date given / Vaccine (manufacturer) / Lot / Given by or source: staff clinic nurse or outside pharmacy with "card sighted") printed or filled by hand, then "Primary series complete", "Fully vaccinated" and "Updated / booster dose on file" each with YES / NO ringed by hand, a handwritten date fully vaccinated, remark, other health items with their own dates, nurse signature, cc and print stamp; Moderna x2 + Pfizer booster, Pfizer x2 by hand, Janssen + Moderna booster, one Pfizer dose ringed NO, Moderna dose 2 after 19–22 days ringed NO, CoronaVac x2 ringed YES under a WHO-listing footnote',
};

const SYSTEMS = [
  {
    name: 'Bellwether Regional Health',
    dept: 'Employee Health Services',
    addr: '2200 Bellwether Ct, Savannah, GA 31401',
    tel: '(912) 555-0140',
    fax: '(912) 555-0149',
    color: '#1f5a7a',
    shape: 'cross',
    form: 'EHS-117 (rev. 08/2023)',
  },
  {
    name: 'Fernhill Medical Center',
    dept: 'Occupational Health & Wellness',
    addr: '515 Fernhill Rd, Boise, ID 83702',
    tel: '(208) 555-0172',
    fax: '(208) 555-0178',
    color: '#5b2a6e',
    shape: 'shield',
    form: 'OHW Form 22 · v4',
  },
  {
    name: 'Pioneer Valley Health Partners',
    dept: 'Team Member Health Office',
    addr: '1400 Pioneer Way, Suite 300, Omaha, NE 68102',
    tel: '(402) 555-0115',
    fax: '(402) 555-0116',
    color: '#2d6a3e',
    shape: 'leaf',
    form: 'TMH-COV-3',
  },
];
const NURSES = [
  ['Kathleen Ambrose', 'RN, COHN-S', 'K. Ambrose, RN'],
  ['Moses Oyelaran-Pitt', 'RN, BSN', 'M. Oyelaran-Pitt, RN'],
  ['Deirdre Vasquez-Holm', 'NP-C', 'D. Vasquez-Holm, NP'],
  ['Alton Greeley', 'LPN', 'A. Greeley, LPN'],
];
const MANAGERS = [
  'Priya Raman, MSN, Nurse Manager',
  'Colin Ashdown, RN, Unit Director',
  'Wendy Fairbanks, BSN, Clinical Manager',
];
const DEPTS = [
  '4 West Med-Surg',
  'Emergency Dept',
  'Cardiac Step-Down',
  'Labor & Delivery',
  'Perioperative Services',
  'Float Pool',
];
const POSITIONS = ['Registered Nurse', 'Patient Care Tech', 'LPN', 'Resp. Therapist', 'Unit Secretary / CNA'];
const OUTSIDE = [
  'Outside — Larkspur Pharmacy #212 (CDC card sighted)',
  'Outside — Harmon County Health Dept. clinic (state registry)',
  'Outside — Whitcomb St. Pharmacy (CDC card sighted)',
  'Outside — Meridian Ave mass vaccination site (CDC card sighted)',
];
// handwriting faces whose digits stay readable on a phone photo or a fax
const LEGIBLE = HANDS.filter((h) => h !== 'Breip');
const PRODUCT = {
  pfizer: ['Pfizer-BioNTech COVID-19 Vaccine (Pfizer)', 'Comirnaty (Pfizer-BioNTech)'],
  pfizer_bv: ['Pfizer-BioNTech Bivalent booster (Pfizer)', 'Pfizer-BioNTech, Bivalent'],
  moderna: ['Moderna COVID-19 Vaccine (Moderna)', 'Spikevax (Moderna)'],
  moderna_bv: ['Moderna Bivalent booster (Moderna)', 'Spikevax Bivalent (Moderna)'],
  janssen: ['Janssen COVID-19 Vaccine (Johnson & Johnson)', 'J&J / Janssen (single dose)'],
  sinovac: ['CoronaVac (Sinovac Biotech)', 'CoronaVac — Sinovac'],
};

/** A hand-drawn ring around the chosen word, and the other word left plain. */
function yesNo(chosen, f, n) {
  const rot = f.ringRot + [0, 5, -4][n % 3];
  const one = (w) =>
    w === chosen
      ? `<span class="rg">${w}<i style="border-color:${f.ink};transform:rotate(${rot}deg)"></i></span>`
      : `<span class="nr">${w}</span>`;
  return `${one('YES')}<span class="sl">/</span>${one('NO')}`;
}

function render(f) {
  const S = f.sys;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, ...o });
  const cell = (t) => (f.tableHand ? H(t, { size: '1.05em' }) : esc(t));
  const rows = f.doses
    .map(
      (
        x,
      ) => `<tr><td>${esc(x.label)}</td><td>${x.date ? cell(fmt(x.date, f.ds)) : cell(x.dateText || '')}</td>
      <td>${cell(x.product)}</td><td>${cell(x.lot)}</td><td class="by">${cell(x.by)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="lh" style="border-color:${S.color}">
    ${logo({ initials: '', color: S.color, shape: S.shape, size: 44 })}
    <div class="lt"><div class="sn" style="color:${S.color}">${esc(S.name)}</div><div class="dn">${esc(S.dept)}</div>
    <div class="ad">${esc(S.addr)} · Tel ${esc(S.tel)} · Fax ${esc(S.fax)}</div></div>
    <div class="cf">CONFIDENTIAL<br>Employee health record</div>
  </div>
  <div class="dt">${esc(fmt(f.letterDate, 'long'))}</div>
  <div class="ti">STAFF COVID-19 VACCINATION STATUS</div>
  <table class="emp">
    <tr><td class="k">Employee</td><td class="v"><b>${esc(f.empName)}</b></td><td class="k">Employee ID</td><td class="v">${esc(f.empId)}</td></tr>
    <tr><td class="k">Department</td><td class="v">${esc(f.dept)}</td><td class="k">Date of birth</td><td class="v">${esc(fmt(f.dob, 'us'))}</td></tr>
    <tr><td class="k">Position</td><td class="v">${esc(f.position)}</td><td class="k">Hire date</td><td class="v">${esc(fmt(f.hire, 'us'))}</td></tr>
  </table>
  <p>To whom it may concern:</p>
  <p>At the request of ${esc(f.proseName)}, ${esc(S.dept)} confirms the COVID-19 vaccination history held in the
  employee health record. Doses given outside our staff clinic were entered from the source document shown in the
  last column. This letter does not replace the original vaccination record.</p>
  <table class="doses">
    <tr><th style="width:14%">Dose</th><th style="width:15%">Date given</th><th>Vaccine (manufacturer)</th><th style="width:12%">Lot no.</th><th style="width:30%">Given by / source</th></tr>
    ${rows}
  </table>
  <table class="st">
    <tr><td>Primary series complete?</td><td class="yn">${yesNo(f.primaryDone ? 'YES' : 'NO', f, 0)}</td></tr>
    <tr><td>Fully vaccinated (14 days or more after the final primary dose)?${f.footnote ? '<sup>*</sup>' : ''}</td><td class="yn">${yesNo(f.primaryDone ? 'YES' : 'NO', f, 1)}</td></tr>
    <tr><td>Updated / booster dose on file?</td><td class="yn">${yesNo(f.booster ? 'YES' : 'NO', f, 2)}</td></tr>
    <tr><td>Date fully vaccinated:</td><td class="yn">${f.fullyOn ? H(fmt(f.fullyOn, 'us_nz')) : H('—')}</td></tr>
  </table>
  <div class="rm"><span class="k">Remarks:</span> ${H(f.remark, { size: '1.1em' })}</div>
  ${f.footnote ? `<div class="fn">* ${esc(f.footnote)}</div>` : ''}
  <div class="oth">Other employee-health items on file (not part of this letter): annual TB screening ${esc(fmt(f.tbDate, 'us'))} — negative;
  influenza ${esc(f.fluSeason)} received ${esc(fmt(f.fluDate, 'us'))}; hepatitis B series complete.</div>
  <p>Questions may be directed to ${esc(S.dept)} at ${esc(S.tel)}.</p>
  <div class="sg">
    <div>${sig(f.nurse[0], { font: f.sig, ink: f.ink, size: '2em' })}</div>
    <div class="sl2">${esc(f.nurse[0])}, ${esc(f.nurse[1])}<br>${esc(S.dept)} &nbsp;·&nbsp; Date signed: ${H(fmt(f.letterDate, 'us_nz'), { size: '1em' })}</div>
  </div>
  <div class="cc">cc: ${esc(f.manager)} · employee file</div>
  <div class="ft"><span>${esc(S.form)}</span><span>Printed ${esc(fmt(f.letterDate, 'us'))} ${esc(f.printTime)} by ${esc(f.printUser)}</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'COVID-19 vaccination status',
    size: 'letter',
    margin: '0.55in 0.65in',
    font: f.font,
    body,
    css: `
    body { font-size:10pt; line-height:1.3; }
    .hand { -webkit-text-stroke:0.25px currentColor; }
    .lh { display:flex; align-items:center; gap:12px; border-bottom:2.5px solid; padding-bottom:6px; }
    .lt { flex:1; } .sn { font-size:16pt; font-weight:bold; } .dn { font-size:11pt; font-weight:bold; color:#333; }
    .ad { font-size:8pt; color:#444; } .cf { font-size:7.5pt; text-align:right; color:#8a1c1c; font-weight:bold; }
    .dt { text-align:right; margin-top:10px; }
    .ti { font-size:13pt; font-weight:bold; letter-spacing:.6px; margin:6px 0 6px; }
    table.emp { width:100%; } table.emp td { padding:2px 6px; border:1px solid #bbb; }
    table.emp td.k { background:#f0f0f0; font-size:8.5pt; width:17%; } table.emp td.v { width:33%; }
    p { margin:7px 0; }
    table.doses { width:100%; margin-top:4px; } table.doses th { background:#e4e4e4; border:1px solid #444; font-size:8.5pt; padding:3px 4px; text-align:left; }
    table.doses td { border:1px solid #444; padding:4px 5px; height:0.36in; font-size:9.2pt; } td.by { font-size:8.6pt; }
    table.st { margin-top:10px; width:100%; } table.st td { padding:5px 4px; font-weight:bold; } td.yn { width:2.1in; font-weight:bold; font-size:11pt; }
    .rg { position:relative; display:inline-block; padding:0 5px; }
    .rg i { position:absolute; left:-7px; right:-7px; top:-6px; bottom:-6px; border:2.2px solid; border-radius:50%; }
    .nr { display:inline-block; padding:0 5px; } .sl { margin:0 10px; font-weight:normal; }
    .rm { margin-top:4px; } .k { font-weight:bold; }
    .fn { font-size:8pt; color:#333; margin-top:4px; }
    .oth { font-size:8.5pt; color:#333; margin-top:8px; border-top:1px dotted #999; padding-top:4px; }
    .sg { margin-top:8px; } .sl2 { border-top:1px solid #333; width:3.6in; font-size:9pt; padding-top:2px; }
    .cc { font-size:8.5pt; margin-top:6px; }
    .ft { display:flex; justify-content:space-between; margin-top:12px; font-size:7.4pt; color:#555; border-top:1px solid #aaa; padding-top:3px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, doses, o = {}) => {
    const sys = rng.pick(SYSTEMS);
    const nurse = rng.pick(NURSES);
    const primary = doses.filter((x) => x.kind === 'primary');
    const last = primary[primary.length - 1];
    const letterDate = addDays('2026-09-08', rng.int(0, 68));
    const fluDate = addDays('2026-09-28', rng.int(0, 20));
    const useProduct = rng.int(0, 1);
    const labels = { 1: 'Primary 1', 2: 'Primary 2' };
    let pi = 0;
    let bi = 0;
    const rows = doses.map((x) => {
      const label = x.kind === 'primary' ? labels[++pi] || `Primary ${pi}` : `Booster ${++bi}`;
      return {
        ...x,
        label: x.single ? 'Primary (1 of 1)' : label,
        product: PRODUCT[x.prod][useProduct],
        lot: x.lot || rng.alnum(6),
        by: x.by || (x.outside ? rng.pick(OUTSIDE) : `Staff clinic — ${nurse[2]}`),
      };
    });
    return {
      sys,
      nurse,
      doses: o.extraRow ? [...rows, o.extraRow] : rows,
      primaryDone: o.primaryDone ?? true,
      booster: doses.some((x) => x.kind === 'booster'),
      fullyOn: o.primaryDone === false ? null : addDays(last.date, 14),
      remark:
        o.remark ||
        rng.pick([
          'Record verified.',
          'Verified against source documents.',
          'No further doses required at this time.',
        ]),
      footnote: o.footnote || null,
      empName: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'last_first_mi', 'LAST_FIRST'])),
      proseName: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      empId: `E${rng.digits(7)}`,
      dept: rng.pick(DEPTS),
      position: rng.pick(POSITIONS),
      dob: o.dob || p.dob,
      hire: addDays('2017-02-06', rng.int(0, 1800)),
      letterDate,
      tbDate: addDays(letterDate, -rng.int(30, 240)),
      fluDate: fluDate > letterDate ? addDays(letterDate, -3) : fluDate,
      fluSeason: '2026–27',
      printTime: `${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      printUser: rng.pick(['kambrose', 'ehs_desk2', 'ohw.front', 'tmh-clerk']),
      manager: rng.pick(MANAGERS),
      ds: o.ds || rng.pick(['us', 'us_nz', 'mon', 'dash']),
      tableHand: o.tableHand ?? false,
      hand: rng.pick(LEGIBLE),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      ringRot: rng.int(-12, 8),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
    };
  };
  const noteOf = (f) =>
    `dose table: ${f.doses
      .filter((x) => x.date)
      .map((x) => `${x.label} ${x.date} ${x.prod}`)
      .join(
        ', ',
      )}; letter ${f.letterDate}, hire ${f.hire}, TB ${f.tbDate}, flu ${f.fluDate} and "date fully vaccinated" are not doses`;
  const out = [];

  // 1. Moderna x2 + Pfizer bivalent booster, printed table
  let p = k.person();
  let d1 = addDays('2020-12-28', rng.int(0, 50));
  let d2 = addDays(d1, rng.int(28, 36));
  let d3 = addDays('2022-09-12', rng.int(0, 90));
  let f = mk(p, [
    { kind: 'primary', date: d1, prod: 'moderna' },
    { kind: 'primary', date: d2, prod: 'moderna' },
    { kind: 'booster', date: d3, prod: 'pfizer_bv', outside: true },
  ]);
  out.push({
    key: 'moderna-two-pfizer-booster-ringed-yes',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      'doses.0.date': d1,
      'doses.0.manufacturer': 'moderna',
      'doses.1.date': d2,
      'doses.1.manufacturer': 'moderna',
      'doses.2.kind': 'booster',
      'doses.2.manufacturer': 'pfizer',
      ...personData('match', 'match'),
    },
    note: noteOf(f),
    rendering: 'photo',
  });

  // 2. Pfizer x2, table filled by hand
  p = k.person();
  d1 = addDays('2021-01-11', rng.int(0, 80));
  d2 = addDays(d1, rng.int(21, 26));
  f = mk(
    p,
    [
      { kind: 'primary', date: d1, prod: 'pfizer', outside: true },
      { kind: 'primary', date: d2, prod: 'pfizer', outside: true },
    ],
    { tableHand: true, ds: 'us_short' },
  );
  out.push({
    key: 'pfizer-two-doses-table-by-hand',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'pfizer',
      'doses.1.date': d2,
      'doses.1.manufacturer': 'pfizer',
      ...personData('match', 'match'),
    },
    note: `${noteOf(f)}; dose table handwritten (M/D/YY), no booster ringed NO`,
    rendering: rng.pick(['photo', 'scan_image']),
  });

  // 3. Janssen single dose + Moderna booster
  p = k.person();
  d1 = addDays('2021-03-22', rng.int(0, 60));
  d2 = addDays('2022-10-03', rng.int(0, 100));
  f = mk(p, [
    { kind: 'primary', date: d1, prod: 'janssen', single: true },
    { kind: 'booster', date: d2, prod: 'moderna_bv', outside: true },
  ]);
  out.push({
    key: 'janssen-single-dose-moderna-booster',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses', 'unsupported dose combination'],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'janssen',
      'doses.1.kind': 'booster',
      'doses.1.manufacturer': 'moderna',
      ...personData('match', null),
    },
    note: `${noteOf(f)}; one Janssen dose completes the primary series, the Moderna dose is a booster`,
    rendering: rng.pick(['scanned_pdf', 'photo']),
  });

  // 4. one Pfizer dose only, ringed NO
  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 90));
  f = mk(p, [{ kind: 'primary', date: d1, prod: 'pfizer' }], {
    primaryDone: false,
    extraRow: { label: 'Primary 2', date: null, dateText: '— not received —', product: '', lot: '', by: '' },
    remark: `Dose 2 not received — series incomplete. Advised ${fmt(d1, 'us_nz')}.`,
  });
  out.push({
    key: 'one-pfizer-dose-ringed-no',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer', ...personData('match', 'match') },
    note: `only one Pfizer dose (${d1}); the Primary 2 row reads "not received", the first two questions are ringed NO; the remark's date is not a dose`,
    rendering: 'photo',
  });

  // 5. Moderna dose 2 too early, ringed NO
  p = k.person();
  d1 = addDays('2021-02-01', rng.int(0, 90));
  d2 = addDays(d1, rng.int(19, 22));
  f = mk(
    p,
    [
      { kind: 'primary', date: d1, prod: 'moderna' },
      { kind: 'primary', date: d2, prod: 'moderna' },
    ],
    {
      primaryDone: false,
      remark: `Dose 2 given ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days after dose 1 — interval too short, repeat dose advised.`,
    },
  );
  out.push({
    key: 'moderna-second-dose-too-early-ringed-no',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: {
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.0.manufacturer': 'moderna',
      ...personData('match', 'match'),
    },
    note: `Moderna ${d1} → ${d2}: ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days, below 28 − 4 = 24; the letter rings NO`,
    rendering: rng.pick(['fax', 'photo']),
  });

  // 6. CoronaVac x2 abroad, ringed YES under a WHO-listing footnote
  p = k.person();
  d1 = addDays('2021-05-03', rng.int(0, 90));
  d2 = addDays(d1, rng.int(28, 35));
  const abroad = 'Outside (abroad) — national vaccination certificate sighted';
  f = mk(
    p,
    [
      { kind: 'primary', date: d1, prod: 'sinovac', by: abroad },
      { kind: 'primary', date: d2, prod: 'sinovac', by: abroad },
    ],
    {
      footnote:
        'Vaccine on the WHO Emergency Use Listing; counted as fully vaccinated under this department’s policy for staff vaccinated outside the United States.',
      remark: 'International hire — doses entered from overseas certificate.',
    },
  );
  out.push({
    key: 'coronavac-two-doses-ringed-yes-footnote',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported manufacturer'],
    data: {
      'doses.0.date': d1,
      'doses.0.manufacturer': 'other',
      'doses.1.date': d2,
      ...personData('match', 'match'),
    },
    note: `two CoronaVac (Sinovac) doses ${d1} and ${d2}: Sinovac is not one of DOMAIN.md's named manufacturers, so "other", which the default accepted_manufacturers excludes; the department's YES ring and WHO-listing footnote are its own policy, not the rule`,
    rendering: rng.pick(['photo', 'scanned_pdf']),
  });
  return out;
}
