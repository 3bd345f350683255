// An international nurse-recruitment agency's pre-departure health clearance page on which the agency's panel
// physician transcribes the candidate's COVID-19 vaccinations from the national certificate: A4, candidate block
// (Surname / Given names / Passport no. / Date of birth), a note that all dates are DD/MM/YY, and a handwritten grid
// (Dose / Date / Vaccine brand / Manufacturer / Batch / Vaccination centre / Seen ✓). Rows that were not given are
// struck through with a remark. The physician signs under a verification statement with a registration number and
// the clinic stamp. Day-first two-digit-year dates, some with a day of 12 or less.
import { addDays, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r11_recruitment_panel_physician_transcription',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 25, photo: 30, scan_image: 12, fax: 13 },
  description:
    'International nurse-recruitment pre-departure health clearance (A4): candidate Surname / Given names / Passport no. / DOB, "all dates DD/MM/YY", panel physician\u2019s handwritten COVID-19 grid (Dose / Date / Brand / Manufacturer / Batch / Vaccination centre / Seen ✓), a struck-through row with a remark, verification statement with registration no., signature and clinic stamp',
};

const AGENCIES = [
  {
    name: 'Meridian Global Nurse Recruitment',
    office: 'Manila office · 27/F Ayala North Tower, Makati City',
    color: '#0d4d8c',
    centres: ['Makati Med. Center Vax Site', 'Quezon City Gen. Hosp.', 'SM Megamall Vax Hub'],
    clinic: ['Dr. Rosario V. Santiago', 'PRC Reg. No. 0087412', 'St. Luke\u2019s Panel Clinic, BGC'],
  },
  {
    name: 'Crestline International Healthcare Staffing',
    office: 'Kochi office · MG Road, Ernakulam, Kerala',
    color: '#5b2a86',
    centres: ['General Hospital Ernakulam', 'Aster Medcity, Kochi', 'PHC Kakkanad'],
    clinic: ['Dr. Anand K. Menon', 'TCMC Reg. No. 48213', 'Lakeshore Panel Clinic, Kochi'],
  },
  {
    name: 'Harmattan Health Talent Partners',
    office: 'Lagos office · 14 Adeola Odeku St, Victoria Island',
    color: '#1f6b45',
    centres: ['LUTH Vaccination Centre', 'Eko Hospital, Ikeja', 'PHC Yaba'],
    clinic: ['Dr. Folake Adeyinka', 'MDCN Folio MDCN/R/51207', 'Reddington Panel Clinic, Lagos'],
  },
];
const PRODUCTS = {
  pfizer: ['Comirnaty', 'Pfizer-BioNTech'],
  moderna: ['Spikevax', 'Moderna'],
  astrazeneca: ['Vaxzevria', 'AstraZeneca'],
  janssen: ['COVID-19 Vaccine Janssen', 'Janssen (J&J)'],
  sinovac: ['CoronaVac', 'Sinovac'],
};

function dmy(isoDate) {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y.slice(2)}`;
}

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.1em', ...o });
  const a = f.agency;
  const css = `
  .hd { display:flex; align-items:center; gap:12px; border-bottom:3px double ${a.color}; padding-bottom:6px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${a.color}; } .hd .o { font-size:8.5pt; color:#333; }
  .ti { font-size:12pt; font-weight:bold; margin:10px 0 0; text-align:center; letter-spacing:.5px; }
  .st { text-align:center; font-size:8.5pt; margin-bottom:10px; }
  table.c { width:100%; font-size:9.5pt; }
  table.c td { border:1px solid #444; padding:3px 6px; height:38px; vertical-align:top; }
  table.c .l { display:block; font-size:7.3pt; color:#333; }
  table.v { width:100%; font-size:9pt; margin-top:8px; }
  table.v th { border:1px solid #333; background:#e8edf3; font-size:7.8pt; padding:3px; }
  table.v td { border:1px solid #333; height:40px; padding:2px 4px; text-align:center; position:relative; }
  .note { font-size:8.3pt; margin-top:6px; }
  .ver { border:1.2px solid #333; padding:8px 10px; margin-top:14px; font-size:9pt; line-height:1.45; }
  .ln { display:flex; align-items:flex-end; gap:8px; margin-top:10px; font-size:9pt; }
  .ln .u { flex:1; border-bottom:1px solid #333; min-height:26px; }`;
  const rows = [...f.rows];
  while (rows.length < 4) rows.push(null);
  const grid = rows
    .map((r, i) => {
      const label = ['1st', '2nd', 'Booster 1', 'Booster 2'][i];
      if (!r) return `<tr><td>${label}</td><td></td><td></td><td></td><td></td><td></td><td></td></tr>`;
      const strike = r.struck
        ? `<span style="position:absolute;left:4px;right:4px;top:50%;border-top:2px solid ${f.ink};transform:rotate(-1.2deg)"></span>`
        : '';
      const td = (x) => `<td>${x}${strike}</td>`;
      return `<tr><td>${label}</td>${td(H(r.date, { size: '1.3em' }))}${td(H(r.brand, { size: '1.15em' }))}${td(H(r.mfr, { size: '1.15em' }))}${td(H(r.batch, { size: '1.15em' }))}${td(H(r.centre, { size: '1.05em' }))}${td(r.struck ? '' : H('✓'))}</tr>`;
    })
    .join('');
  const body = `<div class="hd">${logo({ initials: a.name.split(' ')[0][0] + a.name.split(' ')[1][0], color: a.color, shape: 'square', size: 44 })}<div><div class="n">${esc(a.name)}</div><div class="o">${esc(a.office)}</div></div></div>
  <div class="ti">PRE-DEPARTURE HEALTH CLEARANCE — SECTION 4: COVID-19 VACCINATION</div>
  <div class="st">To be completed by the agency panel physician from the candidate's original vaccination certificate</div>
  <table class="c"><tr><td style="width:36%"><span class="l">Surname</span>${H(f.surname)}</td><td style="width:36%"><span class="l">Given names</span>${H(f.given)}</td><td><span class="l">Date of birth (DD/MM/YY)</span>${H(f.dob)}</td></tr>
  <tr><td><span class="l">Passport no.</span>${H(f.passport)}</td><td><span class="l">Destination / employer</span>${H(f.dest, { size: '1em' })}</td><td><span class="l">Candidate ref.</span>${H(f.ref)}</td></tr></table>
  <div class="note"><b>All dates on this page are written DD/MM/YY.</b> Record every dose on the certificate, including boosters. Strike through a row that does not apply and give the reason under Remarks.</div>
  <table class="v"><tr><th style="width:10%">Dose</th><th style="width:13%">Date</th><th style="width:15%">Vaccine brand</th><th style="width:15%">Manufacturer</th><th style="width:12%">Batch / lot</th><th>Vaccination centre</th><th style="width:7%">Seen ✓</th></tr>${grid}</table>
  <div class="ln"><span>Remarks</span><span class="u">${H(f.remarks, { size: '1em' })}</span></div>
  <div class="ln"><span>Source document</span><span class="u">${H(f.source, { size: '1em' })}</span></div>
  <div class="ver">I have examined the candidate's original COVID-19 vaccination certificate and the entries above are a true transcription of it.
   <div class="ln"><span>Panel physician</span><span class="u">${H(a.clinic[0])}</span><span>Reg. no.</span><span class="u" style="flex:0.7">${H(a.clinic[1].replace(/^.*No\. |^.*Folio /, ''))}</span></div>
   <div class="ln"><span>Signature</span><span class="u">${sig(a.clinic[0].replace(/^Dr\. /, ''), { font: f.sigFont, ink: f.ink, size: '1.6em' })}</span><span>Date</span><span class="u" style="flex:0.5">${H(f.signed)}</span><span style="flex:0.9">${stamp([a.clinic[2], a.clinic[1]], { color: '#23408e', rot: -5 })}</span></div>
  </div>
  <div style="font-size:7.5pt;color:#555;margin-top:14px;display:flex;justify-content:space-between"><span>Form PDH-4 · ${esc(a.name)}</span><span>Section 4 of 6</span></div>`;
  return page({
    title: 'Pre-departure health clearance',
    size: 'A4',
    body,
    css,
    font: FONTS.dejavu,
    margin: '14mm',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const rows = doses.map((d) => {
      const [brand, mfr] = PRODUCTS[d.m];
      return {
        date: dmy(d.date),
        brand,
        mfr,
        batch: d.m === 'pfizer' ? `FK${rng.digits(4)}` : `${rng.letters(2)}${rng.digits(5)}`,
        centre: d.centre === null ? '' : rng.pick(agency.centres),
        struck: !!d.struck,
      };
    });
    const last = doses[doses.length - 1].date;
    return {
      agency,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      surname: p.last.toUpperCase(),
      given: [p.first, p.middle].filter(Boolean).join(' ').toUpperCase(),
      dob: dmy(p.dob),
      passport: `${rng.letters(1)}${rng.digits(7)}${rng.letters(1)}`,
      dest: rng.pick(['USA — travel RN contract', 'USA — LTC facility', 'USA — acute care hospital']),
      ref: `MGR-${rng.digits(5)}`,
      remarks: o.remarks || 'Nil',
      source: rng.pick([
        'National digital vaccination certificate (QR verified)',
        'Vaccination card + registry printout',
        'Original vaccination certificate',
      ]),
      signed: dmy(addDays('2026-09-01', rng.int(0, 70))),
      rows,
      last,
    };
  };
  const out = [];
  // dates with a day of 12 or less read wrongly month-first
  const lowDay = (iso) => `${iso.slice(0, 8)}${String(rng.int(2, 12)).padStart(2, '0')}`;

  let p = k.person();
  let d1 = lowDay(addDays('2021-05-01', rng.int(0, 90)));
  let d2 = addDays(d1, rng.int(21, 35));
  let b = addDays('2022-01-10', rng.int(0, 120));
  let f = make(p, [
    { m: 'pfizer', date: d1 },
    { m: 'pfizer', date: d2 },
    { m: 'moderna', date: b },
  ]);
  out.push({
    key: 'pfizer-series-moderna-booster',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'doses.0.manufacturer': 'pfizer',
      'doses.0.date': d1,
      'doses.1.date': d2,
      'doses.2.kind': 'booster',
      ...personData(),
    },
    note: `DD/MM/YY dates stated on the page (${dmy(d1)} is ${d1}); two Comirnaty doses then a Spikevax booster`,
  });

  p = k.person();
  d1 = lowDay(addDays('2021-07-01', rng.int(0, 120)));
  f = make(p, [{ m: 'janssen', date: d1 }]);
  out.push({
    key: 'janssen-single-dose',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.0.date': d1, ...personData() },
    note: 'one Janssen dose completes the primary series; the empty 2nd row is not a missing dose',
  });

  p = k.person();
  d1 = lowDay(addDays('2021-03-01', rng.int(0, 60)));
  d2 = lowDay(addDays(d1, rng.int(66, 80)));
  f = make(p, [
    { m: 'astrazeneca', date: d1 },
    { m: 'astrazeneca', date: d2 },
  ]);
  out.push({
    key: 'astrazeneca-weeks-apart-day-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['insufficient waiting period'],
    data: {
      'doses.0.manufacturer': 'astrazeneca',
      'doses.0.date': d1,
      'doses.1.date': d2,
      ...personData(),
    },
    note: `Vaxzevria eight to twelve weeks apart; both dates have a day of 12 or less (${dmy(d1)}, ${dmy(d2)}) and must be read day-first`,
  });

  p = k.person();
  d1 = addDays('2021-04-05', rng.int(0, 60));
  d2 = addDays(d1, 28);
  f = make(p, [
    { m: 'sinovac', date: d1 },
    { m: 'sinovac', date: d2 },
  ]);
  out.push({
    key: 'coronavac-series',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported manufacturer'],
    data: { 'doses.0.date': d1, 'doses.1.date': d2 },
    note: 'two CoronaVac (Sinovac) doses: a manufacturer outside the accepted list (not enough doses may also be reported)',
  });

  p = k.person();
  d1 = addDays('2021-04-13', rng.int(0, 90));
  d2 = addDays(d1, rng.int(13, 19));
  f = make(p, [
    { m: 'moderna', date: d1 },
    { m: 'moderna', date: d2 },
  ]);
  out.push({
    key: 'moderna-second-dose-early',
    person: requestPerson(p),
    html: render(f),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.manufacturer': 'moderna', 'doses.0.date': d1, 'doses.1.date': d2 },
    note: `Spikevax doses ${Math.round((Date.parse(d2) - Date.parse(d1)) / 864e5)} days apart, below 28 days less the 4-day grace`,
  });

  p = k.person();
  d1 = addDays('2021-06-14', rng.int(0, 90));
  f = make(
    p,
    [
      { m: 'pfizer', date: d1 },
      { m: 'pfizer', date: addDays(d1, 21), struck: true },
    ],
    { remarks: '2nd dose not received — certificate shows dose 1 of 2 only' },
  );
  out.push({
    key: 'second-row-struck-through',
    person: requestPerson(p),
    html: render(f),
    issues: ['not enough doses'],
    data: { 'doses.0.manufacturer': 'pfizer', 'doses.0.date': d1 },
    note: 'the 2nd row was written and then struck through, with a remark that dose 2 was never received: one Pfizer dose',
  });
  return out;
}
