// A hospital's annual influenza vaccination program "Individual Compliance Report" for one worker, run from its
// employee-health system and handed to the worker for an agency. Report header (report ID, run date and time, run
// by); the season in the title; an employee grid (legal name "Last, First M", preferred name, employee ID, DOB,
// department, job title, NHSN worker category, manager, hire date); a two-part campaign panel — the campaign's
// milestone dates (vaccine available, clinic dates, compliance deadline, masking period, reporting period) beside a
// coloured status box; the current season's documentation as captioned fields (how documented, date, product,
// manufacturer, lot, route / site, administered by, location, verified by and when), or a declination with its
// reason boxes and e-signature date; and a table of prior seasons newest first, one of which may be an old
// declination. On the two-page report page 1 carries the status and prior seasons and page 2 the current-season
// documentation with an audit trail. Scanned and faxed copies carry a credentialing coordinator's handwritten note.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r17_hospital_flu_campaign_compliance_report_prior_seasons',
  split: 'tuning',
  renderings: { text_pdf: 55, scanned_pdf: 20, fax: 10, photo: 15 },
  description:
    'Hospital annual influenza vaccination program Individual Compliance Report for one worker: report ID / run date / run by, season in the title, employee grid (legal and preferred name, ID, DOB, department, NHSN worker category, manager, hire date), campaign milestone dates beside a coloured status box, current-season documentation as captioned fields (documented as, date administered, product, manufacturer, lot, route / site, administered by, location, verified by and on) or a declination with reason boxes and e-signature date, and a prior-seasons table newest first (an old declination among them); a two-page form with the current-season documentation and audit trail on page 2; handwritten coordinator notes on copies; variants Employee Health clinic dose, outside pharmacy dose on page 2, medical declination, only a late-winter dose of last season, self-attested dose with no vaccinator, religious declination with declinations allowed',
};

const HOSPITALS = [
  {
    name: 'Kestrel Bay Medical Center',
    dept: 'Employee Health Services · Infection Prevention & Control',
    addr: '2400 Harmon Blvd, Savannah, GA 31401',
    color: '#0f5c6e',
    sys: 'EHS Compass 8.4',
    policy: 'Policy IC-114, Influenza Vaccination of Health Care Personnel',
    clinic: 'Kestrel Bay Employee Health Clinic, 2nd floor Pavilion B',
    nurses: ['Marguerite Olsen, RN', 'Devon Achterberg, RN', 'Priya Natarajan, LPN'],
    managers: ['Coretta Vance, MSN, RN', 'Alan Brisbois, BSN, RN'],
  },
  {
    name: 'Tri-County Lutheran Hospital',
    dept: 'Occupational & Employee Health',
    addr: '515 Tamarack Dr, Lansing, MI 48906',
    color: '#5b2a86',
    sys: 'Workforce Health Manager (WHM) 2026.2',
    policy: 'HR-EH-032, Annual Influenza Program',
    clinic: 'TCL Employee Health, Main Campus Room 1140',
    nurses: ['Heidi Brandvold, RN', 'Samuel Ekwueme, RN, COHN', 'Lorna Pickett, LPN'],
    managers: ['Gretchen Maalouf, RN', 'Dwight Kessler, MBA, RN'],
  },
  {
    name: 'Mercy Larkspur Hospital',
    dept: 'Employee Wellness & Infection Prevention',
    addr: '88 Larkspur Ave, Reno, NV 89502',
    color: '#8a3b12',
    sys: 'SafeStaff Occupational Health 5',
    policy: 'Administrative Policy 7.22, Seasonal Influenza Prevention',
    clinic: 'Mercy Larkspur Staff Clinic, Lower Level',
    nurses: ['Josefina Carrizales, RN', 'Brent Hollister, RN', 'Amara Diallo, LPN'],
    managers: ['Teresa Whitlock, DNP, RN', 'Omar Saleh, BSN, RN'],
  },
];
const PRODUCTS = [
  ['Fluzone High-Dose Quadrivalent', 'Sanofi Pasteur', 'UT'],
  ['Flucelvax Quadrivalent', 'Seqirus', 'AU'],
  ['Fluarix Quadrivalent', 'GlaxoSmithKline', 'KS'],
  ['Afluria Quadrivalent', 'Seqirus', 'AP'],
  ['FluLaval Quadrivalent', 'GlaxoSmithKline', 'FL'],
];
const PHARMACIES = [
  ['Pinecrest Pharmacy #2214', 'Kendra Voss, PharmD'],
  ['CareWay Drug #0391', 'Mateo Ibarra, RPh'],
  ['Northside Apothecary', 'Lillian Cho, PharmD'],
];
const CATEGORIES = [
  'Contract / agency personnel',
  'Employee (on payroll)',
  'Adult student / trainee',
  'Licensed independent practitioner',
];
const TITLES = [
  'Registered Nurse — Float Pool',
  'Patient Care Technician',
  'LPN — Rehabilitation',
  'RN — Med/Surg 5 North',
  'Certified Nursing Assistant',
];
const DEPTS = [
  'Nursing Resource Office',
  'Inpatient Rehabilitation',
  'Medical-Surgical 5 North',
  'Emergency Department',
];

const lotFor = (rng, pre) => `${pre}${rng.digits(4)}${rng.letters(2)}`;

function render(f) {
  const h = f.hosp;
  const w = (x) => (x ? fmt(x, 'us') : '—');
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2.5px solid ${h.color}; padding-bottom:5px; }
  .hd .n { font-size:13.5pt; font-weight:bold; color:${h.color}; } .hd .d { font-size:8.3pt; color:#333; }
  .hd .r { margin-left:auto; font-size:7.6pt; text-align:right; color:#333; line-height:1.35; }
  .ti { font-size:13pt; font-weight:bold; margin:9px 0 1px; } .se { font-size:10pt; color:${h.color}; font-weight:bold; margin-bottom:6px; }
  table.kv { width:100%; font-size:8.6pt; border:1px solid #bbb; }
  table.kv td { padding:2px 6px; vertical-align:top; } table.kv td.c { color:#555; width:17%; background:#f3f4f6; }
  .cp { display:flex; gap:10px; margin-top:8px; }
  .ms { flex:1.4; border:1px solid #bbb; font-size:8.3pt; }
  .ms .t, .cur .t, .pr .t { background:${h.color}; color:#fff; font-weight:bold; font-size:8.3pt; padding:3px 6px; letter-spacing:.3px; }
  .ms table { width:100%; } .ms td { padding:2px 6px; border-bottom:1px solid #e3e3e3; } .ms td.v { text-align:right; white-space:nowrap; }
  .stb { flex:1; border:2px solid ${f.statusColor}; background:${f.statusBg}; padding:8px 10px; font-size:8.6pt; line-height:1.4; position:relative; }
  .stb .l { font-size:7.4pt; color:#444; text-transform:uppercase; letter-spacing:.4px; }
  .stb .s { font-size:12.5pt; font-weight:bold; color:${f.statusColor}; margin:3px 0 4px; }
  .cur { border:1px solid #bbb; margin-top:10px; font-size:8.8pt; }
  .cur table { width:100%; } .cur td { padding:3px 6px; vertical-align:top; border-bottom:1px solid #eee; } .cur td.c { color:#555; width:23%; }
  .pr { margin-top:10px; border:1px solid #bbb; }
  .pr table { width:100%; font-size:8.2pt; } .pr th { text-align:left; background:#eceff2; padding:3px 5px; font-size:7.7pt; border-bottom:1px solid #999; }
  .pr td { padding:3px 5px; border-bottom:1px solid #e3e3e3; vertical-align:top; }
  .au { font-size:7.8pt; margin-top:8px; } .au td { padding:2px 6px; border-bottom:1px solid #eee; }
  .ft { margin-top:10px; font-size:7.2pt; color:#555; border-top:1px solid #aaa; padding-top:3px; display:flex; justify-content:space-between; gap:10px; }
  .note { position:absolute; }`;
  const pages = f.twoPage ? 2 : 1;
  const header = `<div class="hd">${logo({
    initials: h.name
      .split(' ')
      .map((x) => x[0])
      .join('')
      .slice(0, 3),
    color: h.color,
    shape: 'shield',
    size: 40,
  })}
    <div><div class="n">${esc(h.name)}</div><div class="d">${esc(h.dept)} · ${esc(h.addr)}</div></div>
    <div class="r">Report ID ${esc(f.reportId)}<br>Run ${esc(w(f.run))} ${esc(f.runTime)} by ${esc(f.runBy)}<br>${esc(h.sys)}</div></div>`;
  const emp = `<table class="kv">
    <tr><td class="c">Legal name</td><td><b>${esc(f.legal)}</b></td><td class="c">Employee ID</td><td>${esc(f.empId)}</td></tr>
    <tr><td class="c">Preferred name</td><td>${esc(f.preferred)}</td><td class="c">Date of birth</td><td>${esc(w(f.dob))}</td></tr>
    <tr><td class="c">Department</td><td>${esc(f.dept)}</td><td class="c">Job title</td><td>${esc(f.title)}</td></tr>
    <tr><td class="c">NHSN category</td><td>${esc(f.category)}</td><td class="c">Hire / start date</td><td>${esc(w(f.hire))}</td></tr>
    <tr><td class="c">Manager</td><td>${esc(f.manager)}</td><td class="c">Agency</td><td>${esc(f.agency || '—')}</td></tr></table>`;
  const ms = `<div class="ms"><div class="t">2026–2027 campaign milestones</div><table>
    <tr><td>Vaccine available at Employee Health</td><td class="v">${esc(w(f.m.avail))}</td></tr>
    <tr><td>Employee Health walk-in clinics</td><td class="v">${esc(w(f.m.clinic1))} – ${esc(w(f.m.clinic2))}</td></tr>
    <tr><td>Compliance deadline (vaccinate or decline)</td><td class="v">${esc(w(f.m.deadline))}</td></tr>
    <tr><td>Masking required if not vaccinated</td><td class="v">${esc(w(f.m.deadline))} – ${esc(w(f.m.maskEnd))}</td></tr>
    <tr><td>NHSN reporting period</td><td class="v">10/01/2026 – 03/31/2027</td></tr></table></div>`;
  const stb = `<div class="stb"><div class="l">2026–2027 status</div><div class="s">${esc(f.status)}</div><div>${esc(f.statusText)}</div>${f.statusNote ? `<div style="margin-top:4px">${f.statusNote}</div>` : ''}</div>`;
  const cur = `<div class="cur"><div class="t">Current season (2026–2027) documentation</div><table>${f.cur
    .map(([c, v, raw]) => `<tr><td class="c">${esc(c)}</td><td>${raw ? v : esc(v)}</td></tr>`)
    .join('')}</table></div>`;
  const prior = `<div class="pr"><div class="t">Prior seasons (newest first)</div><table><tr><th>Season</th><th>Status</th><th>Date</th><th>Product</th><th>Lot</th><th>Administered by / source</th></tr>${f.prior
    .map(
      (r) =>
        `<tr><td style="white-space:nowrap">${esc(r.season)}</td><td>${esc(r.status)}</td><td>${esc(w(r.date))}</td><td>${esc(r.product || '—')}</td><td>${esc(r.lot || '—')}</td><td>${esc(r.by)}</td></tr>`,
    )
    .join('')}</table></div>`;
  const audit = f.audit?.length
    ? `<table class="au"><tr><td colspan="3"><b>Audit trail</b></td></tr>${f.audit
        .map(
          (a) =>
            `<tr><td style="white-space:nowrap">${esc(w(a[0]))} ${esc(a[1])}</td><td>${esc(a[2])}</td><td>${esc(a[3])}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const foot = (n) =>
    `<div class="ft"><span>${esc(h.policy)}. Influenza seasons are counted 1 July – 30 June. Confidential employee health information — released to the employee on request.</span><span style="white-space:nowrap">Page ${n} of ${pages}</span></div>`;
  const title = `<div class="ti">Annual Influenza Vaccination Program — Individual Compliance Report</div><div class="se">Season 2026–2027</div>`;
  const note = f.note
    ? `<div style="margin:22px 0 0 52%;transform:rotate(-3deg);line-height:1.5">${f.note.html}</div>`
    : '';
  let body;
  if (!f.twoPage) {
    body = `${header}${title}${emp}<div class="cp">${ms}${stb}</div>${cur}${audit}${prior}${foot(1)}${note}`;
  } else {
    body = `${header}${title}${emp}<div class="cp">${ms}${stb}</div>${prior}${foot(1)}${note}
      <div class="pb"></div>${header}<div class="ti">Individual Compliance Report — continued</div><div class="se">${esc(f.legal)} · ${esc(f.empId)}</div>${cur}${audit}${foot(2)}`;
  }
  return page({ title: 'Influenza Compliance Report', body, css, font: FONTS.lato, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const STATUS = {
    ok: ['#1b6e2a', '#e8f4ea'],
    warn: ['#9a6400', '#fdf3dc'],
    bad: ['#a11d1d', '#fbe6e6'],
  };
  const make = (p, o) => {
    const hosp = rng.pick(HOSPITALS);
    const avail = addDays('2026-09-01', rng.int(0, 10));
    const [sc, sb] = STATUS[o.tone];
    const category = o.category || rng.pick(CATEGORIES);
    const agency = rng.pick(['Meridian Clinical Staffing', 'BrightPath Nurses Inc.', 'TruCare Travel']);
    return {
      hosp,
      reportId: `FLU-${rng.digits(7)}`,
      run: o.run || addDays('2026-11-04', rng.int(0, 12)),
      runTime: `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      runBy: rng.pick([
        'ehs.portal (self-service)',
        'jwalcott',
        'EH clerk — R. Munoz',
        'credentialing.export',
      ]),
      legal: nameAs(p, rng.pick(['last_first_mi', 'last_first_middle', 'LAST_FIRST_MI'])),
      preferred: p.nick || p.first,
      empId: `${rng.pick(['C', 'E', 'A'])}${rng.digits(6)}`,
      dob: p.dob,
      dept: rng.pick(DEPTS),
      title: rng.pick(TITLES),
      category,
      hire: addDays('2022-07-11', -rng.int(0, 1100)),
      manager: rng.pick(hosp.managers),
      agency: category.startsWith('Contract') ? agency : '',
      m: {
        avail,
        clinic1: addDays(avail, rng.int(5, 9)),
        clinic2: addDays(avail, rng.int(50, 58)),
        deadline: '2026-12-01',
        maskEnd: '2027-03-31',
      },
      status: o.status,
      statusText: o.statusText,
      statusNote: o.statusNote || '',
      statusColor: sc,
      statusBg: sb,
      cur: [],
      prior: [],
      audit: [],
      twoPage: !!o.twoPage,
      note: null,
    };
  };
  /** prior seasons newest first: from 2025-2026 back n seasons; decl: season index to show as a declination. */
  const priorSeasons = (f, n, o = {}) => {
    const rows = [];
    for (let i = 0; i < n; i++) {
      const y = 2025 - i;
      const season = `${y}–${y + 1}`;
      if (o.decl === i) {
        rows.push({
          season,
          status: 'Declined — medical (egg allergy, later withdrawn)',
          date: addDays(`${y}-10-20`, rng.int(0, 20)),
          by: 'Declination form (e-signed)',
        });
        continue;
      }
      const [prod, , pre] = rng.pick(PRODUCTS);
      const date = i === 0 && o.lastDate ? o.lastDate : addDays(`${y}-09-22`, rng.int(0, 45));
      const outside = rng.chance(0.3);
      rows.push({
        season,
        status: outside ? 'Vaccinated — outside provider' : 'Vaccinated — Employee Health',
        date,
        product: prod,
        lot: lotFor(rng, pre),
        by: outside ? `${rng.pick(PHARMACIES)[0]} (proof on file)` : rng.pick(f.hosp.nurses),
      });
    }
    f.prior = rows;
  };
  const out = [];

  // 1 — vaccinated at the Employee Health clinic this season, one page, an old declination among prior seasons
  {
    const p = k.person();
    const given = addDays('2026-09-21', rng.int(0, 40));
    const [prod, mfr, pre] = rng.pick(PRODUCTS);
    const f = make(p, {
      tone: 'ok',
      status: 'COMPLIANT — VACCINATED',
      statusText: 'Documentation complete. No masking requirement this season.',
    });
    const nurse = rng.pick(f.hosp.nurses);
    f.cur = [
      ['Documented as', 'Vaccinated at Employee Health'],
      ['Date administered', fmt(given, 'us')],
      ['Vaccine product', `${prod} (2026–2027 formula), 0.5 mL`],
      ['Manufacturer / lot', `${mfr} / ${lotFor(rng, pre)}`],
      ['Route / site', `Intramuscular / ${rng.pick(['left deltoid', 'right deltoid'])}`],
      ['Administered by', nurse],
      ['Location', f.hosp.clinic],
      ['VIS edition given', '08/06/2021'],
    ];
    f.audit = [
      [given, `${rng.int(8, 15)}:${String(rng.int(10, 59))}`, 'Dose recorded', nurse],
      [addDays(given, 1), '06:00', 'Status recalculated: Compliant', 'system'],
    ];
    priorSeasons(f, 4, { decl: 2 });
    out.push({
      key: 'employee-health-dose-old-declination-in-history',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['declination not allowed', 'vaccination outside season'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `current-season dose ${given} at Employee Health by ${nurse}; the declination is the ${f.prior[2].season} season, not this one; campaign milestones, hire date and run date are other dates`,
      rendering: 'text_pdf',
    });
  }

  // 2 — outside pharmacy dose this season, documentation on page 2
  {
    const p = k.person();
    const given = addDays('2026-09-08', rng.int(0, 30));
    const [prod, mfr, pre] = rng.pick(PRODUCTS);
    const [pharm, rph] = rng.pick(PHARMACIES);
    const f = make(p, {
      tone: 'ok',
      status: 'COMPLIANT — VACCINATED ELSEWHERE',
      statusText: 'Outside dose verified by Employee Health. Details on page 2.',
      twoPage: true,
    });
    const uploaded = addDays(given, rng.int(2, 12));
    const verified = addDays(uploaded, rng.int(1, 5));
    const eh = rng.pick(f.hosp.nurses);
    f.cur = [
      ['Documented as', 'Vaccinated elsewhere — proof uploaded by employee'],
      ['Date administered', fmt(given, 'us')],
      ['Vaccine product', `${prod} (2026–2027 formula)`],
      ['Manufacturer / lot', `${mfr} / ${lotFor(rng, pre)}`],
      ['Route / site', 'Intramuscular / left deltoid'],
      ['Administered by', rph],
      ['Location', `${pharm}, ${rng.pick(['Savannah GA', 'Lansing MI', 'Reno NV'])}`],
      ['Proof', `Pharmacy immunization receipt (PDF), uploaded ${fmt(uploaded, 'us')}`],
      ['Verified by', `${eh} on ${fmt(verified, 'us')}`],
    ];
    f.audit = [
      [uploaded, '21:14', 'Document uploaded (self-service)', 'employee'],
      [verified, '10:02', 'Outside dose verified against receipt', eh],
      [verified, '10:03', 'Status recalculated: Compliant', 'system'],
    ];
    priorSeasons(f, 3);
    out.push({
      key: 'outside-pharmacy-dose-documentation-page2',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing administrator'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `page 1 has the status and prior seasons; page 2 has the current-season dose ${given} given by ${rph} at ${pharm}; upload ${uploaded} and verification ${verified} are not the dose date`,
      rendering: 'text_pdf',
      multipage: true,
    });
  }

  // 3 — medical declination this season (declinations not allowed by default)
  {
    const p = k.person();
    const decl = addDays('2026-10-01', rng.int(0, 25));
    const f = make(p, {
      tone: 'warn',
      status: 'DECLINATION ON FILE',
      statusText:
        'Employee declined the 2026–2027 vaccine. Surgical mask required in patient-care areas through the end of the masking period.',
    });
    f.cur = [
      ['Documented as', 'Declination (e-signed by employee)'],
      ['Declination date', fmt(decl, 'us')],
      [
        'Reason',
        `${box(true, { style: 'glyph' })}Medical contraindication &nbsp; ${box(false, { style: 'glyph' })}Religious belief &nbsp; ${box(false, { style: 'glyph' })}Personal / other`,
        true,
      ],
      [
        'Reason detail',
        'History of Guillain-Barré syndrome within 6 weeks of a prior influenza vaccine (per employee).',
      ],
      [
        'Acknowledgement',
        'Employee acknowledged the masking requirement and that they may change their decision at any time.',
      ],
      ['Reviewed by', `${rng.pick(f.hosp.nurses)} on ${fmt(addDays(decl, rng.int(1, 4)), 'us')}`],
    ];
    priorSeasons(f, 3);
    f.note = {
      html: `${hand('declined this yr — no shot', { font: HANDS[1], ink: '#b3261e', size: '1.05em' })}<br>${hand(`cred. ${fmt(addDays(f.run, rng.int(1, 4)), 'us_short')}  JM`, { font: HANDS[1], ink: '#b3261e', size: '0.95em' })}`,
    };
    out.push({
      key: 'medical-declination-this-season',
      person: requestPerson(p),
      html: render(f),
      issues: ['declination not allowed'],
      data: { 'declination.date': decl, 'declination.season': '2026-2027', ...personData() },
      note: `the 2026–2027 entry is a medical declination dated ${decl}; prior seasons were vaccinated but do not count for this season; allow_declination defaults to false; the handwritten coordinator note carries its own date`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — nothing this season; last season's dose was given late in winter 2026
  {
    const p = k.person();
    const late = addDays('2026-01-26', rng.int(0, 60));
    const f = make(p, {
      tone: 'bad',
      status: 'NON-COMPLIANT',
      statusText: 'No 2026–2027 vaccination or declination on file.',
      statusNote: `Reminders sent ${fmt(addDays('2026-10-01', rng.int(0, 6)), 'us')} and ${fmt(addDays('2026-10-28', rng.int(0, 6)), 'us')}.`,
    });
    f.cur = [
      ['Documented as', 'No documentation received'],
      ['Date administered', '—'],
      ['Vaccine product', '—'],
      ['Administered by', '—'],
      ['Next action', `Vaccinate or decline by ${fmt('2026-12-01', 'us')}`],
    ];
    priorSeasons(f, 3, { lastDate: late });
    out.push({
      key: 'only-last-seasons-late-winter-dose',
      person: requestPerson(p),
      html: render(f),
      issues: ['vaccination outside season'],
      data: { ...personData() },
      note: `the newest dose is ${late}, listed under 2025–2026 (a season ends 30 June 2026); it is within a year of valid_on but not in the 2026–2027 season; the current-season block is empty`,
      rendering: 'text_pdf',
    });
  }

  // 5 — self-attested dose this season, no vaccinator or location
  {
    const p = k.person();
    const given = addDays('2026-09-15', rng.int(0, 35));
    const [prod] = rng.pick(PRODUCTS);
    const f = make(p, {
      tone: 'warn',
      status: 'PENDING VERIFICATION',
      statusText: 'Self-attested outside dose; proof of vaccination not yet received.',
    });
    const att = addDays(given, rng.int(1, 10));
    f.cur = [
      ['Documented as', 'Self-attestation — vaccinated elsewhere (no proof uploaded)'],
      ['Date administered', `${fmt(given, 'us')} (as reported by employee)`],
      ['Vaccine product', `${prod} (as reported)`],
      ['Manufacturer / lot', 'Not provided'],
      ['Administered by', 'Not provided'],
      ['Location', 'Not provided'],
      ['Attested', `${fmt(att, 'us')}, electronic attestation by employee`],
    ];
    priorSeasons(f, 3);
    f.note = {
      html: hand(`no proof yet — emailed ${fmt(addDays(f.run, 1), 'us_short')}`, {
        font: HANDS[0],
        ink: INKS[2],
        size: '1.05em',
      }),
    };
    out.push({
      key: 'self-attested-dose-no-vaccinator',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing administrator'],
      data: { season: '2026-2027', ...personData() },
      note: `the only 2026–2027 dose (${given}) is self-attested with "Administered by: Not provided" and no location; the date is in season, so only the administrator is missing`,
      rendering: 'fax',
    });
  }

  // 6 — religious declination; the client allows declinations
  {
    const p = k.person();
    const decl = addDays('2026-09-28', rng.int(0, 30));
    const f = make(p, {
      tone: 'warn',
      status: 'DECLINATION ON FILE',
      statusText:
        'Declination accepted for 2026–2027. Masking required in patient-care areas during the masking period.',
    });
    f.cur = [
      ['Documented as', 'Declination (e-signed by employee)'],
      ['Declination date', fmt(decl, 'us')],
      [
        'Reason',
        `${box(false, { style: 'glyph' })}Medical contraindication &nbsp; ${box(true, { style: 'glyph' })}Religious belief &nbsp; ${box(false, { style: 'glyph' })}Personal / other`,
        true,
      ],
      ['Reason detail', 'Sincerely held religious belief; statement on file.'],
      ['Acknowledgement', 'Employee acknowledged the masking requirement.'],
      ['Reviewed by', `${rng.pick(f.hosp.nurses)} on ${fmt(addDays(decl, rng.int(1, 5)), 'us')}`],
    ];
    priorSeasons(f, 3);
    out.push({
      key: 'religious-declination-declinations-allowed',
      person: requestPerson(p),
      rules: { allow_declination: true },
      html: render(f),
      issues: [],
      forbidden: ['declination not allowed', 'missing declination reason'],
      data: { 'declination.date': decl, ...personData() },
      note: `allow_declination: true; the 2026–2027 declination (${decl}) has its reason ticked (religious belief)`,
      rendering: 'photo',
    });
  }
  return out;
}
