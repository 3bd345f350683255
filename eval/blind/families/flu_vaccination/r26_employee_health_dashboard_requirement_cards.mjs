// A hospital employee-health compliance dashboard ("My requirements") printed from the browser by a nurse or allied
// health worker and uploaded as the PDF, photographed off the printout or scanned on a flatbed. A web page, not a
// form: the browser's print header (date, time, page title) and footer (URL, 1/1), the portal's app bar with a
// "Welcome back, <preferred name>" greeting, a profile strip (legal name, preferred name, employee ID, DOB,
// department, job title, hire date, manager, NHSN worker category), an overall compliance ring, a campaign banner with
// its own deadline and masking dates, then a grid of requirement cards — TB screening, hepatitis B, MMR, varicella,
// Tdap, N95 fit test, COVID-19, influenza — each with a coloured status chip and its own key/value rows. The
// influenza card is one card among the others (never first), titled with the season, and names the dose with the
// system's own labels (Date administered / Dose given / Vaccination date; Product / Vaccine / Vaccine product;
// Location / Given at / Site of service; Administered by / Vaccinator / Immunizer; Source / Documentation / Record
// source). Every other card carries dates too (last completed, next due, titers, fit-test due), none of them a flu
// dose. Variants: a dose at the Employee Health flu clinic; an outside pharmacy dose uploaded and verified later
// under a preferred (nick)name; an August dose early in the season with last season's dose on a "Previous season"
// line; a declination with masking required; last year's printout whose chip still says COMPLIANT for 2025–2026;
// a self-attested dose with no location and no vaccinator.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r26_employee_health_dashboard_requirement_cards',
  split: 'tuning',
  renderings: { photo: 35, scan_image: 15, scanned_pdf: 15, fax: 5, text_pdf: 30 },
  description:
    'Hospital employee-health compliance dashboard ("My requirements") printed from the browser: print header / footer with date-time, title and URL, app bar with a preferred-name greeting, profile strip (legal and preferred name, employee ID, DOB, department, title, hire date, manager, NHSN category), compliance ring, flu campaign banner with its own deadline and masking dates, then a 3-column grid of requirement cards (TB, hepatitis B, MMR, varicella, Tdap, N95 fit test, COVID-19, influenza) each with a coloured status chip and key/value rows; the influenza card sits among the others with the season in its title and the system\u2019s own labels (Date administered / Dose given / Vaccination date, Product / Vaccine, Location / Given at / Site of service, Administered by / Vaccinator / Immunizer, Source); variants EH flu-clinic dose, outside pharmacy dose verified later under a preferred name, August dose with a Previous season line, declination with masking, last year\u2019s printout chipped COMPLIANT for 2025\u20132026, self-attested dose without location or vaccinator',
};

const SYSTEMS = [
  {
    org: 'Bayside Meridian Health',
    app: 'ComplyHub',
    sub: 'Employee Health & Safety',
    host: 'complyhub.baysidemeridian.org/eh/my-requirements',
    color: '#0f5c7a',
    shape: 'circle',
    L: {
      date: 'Date administered',
      product: 'Product',
      mfr: 'Manufacturer',
      lot: 'Lot number',
      loc: 'Location',
      by: 'Administered by',
      src: 'Source',
    },
    clinic: 'EH Flu Clinic \u2014 Main Campus, Atrium Level 1',
    nurses: ['Corinne Albee, RN', 'Hector Villarreal, RN', 'Shauna Pettibone, LPN'],
    reviewer: 'D. Okoro, RN (Employee Health)',
  },
  {
    org: 'Cedar Hollow University Hospital',
    app: 'MyHealthReqs',
    sub: 'Occupational Health Services',
    host: 'ohs.cedarhollow.edu/myhealthreqs/dashboard',
    color: '#6a2c70',
    shape: 'shield',
    L: {
      date: 'Dose given',
      product: 'Vaccine',
      mfr: 'Mfr',
      lot: 'Lot #',
      loc: 'Given at',
      by: 'Vaccinator',
      src: 'Documentation',
    },
    clinic: 'OHS Walk-in Flu Station, Pavilion B Lobby',
    nurses: ['Marta Sobczak, RN', 'Jerome Whitlock, BSN, RN', 'Priya Venkataraman, RN'],
    reviewer: 'L. Haverford, RN, COHN',
  },
  {
    org: 'Prairie Lantern Medical Center',
    app: 'Workforce Health Compliance',
    sub: 'Employee Health Office',
    host: 'workforcehealth.prairielantern.org/compliance/me',
    color: '#2f6b2f',
    shape: 'square',
    L: {
      date: 'Vaccination date',
      product: 'Vaccine product',
      mfr: 'Maker',
      lot: 'Lot',
      loc: 'Site of service',
      by: 'Immunizer',
      src: 'Record source',
    },
    clinic: 'Employee Health Office, Room G-114',
    nurses: ['Bonnie Kastner, RN', 'Tobias Mwangi, RN', 'Lorraine Quist, LPN'],
    reviewer: 'R. Esquibel, MSN, RN',
  },
];

const PRODUCTS = [
  ['Flucelvax Trivalent (ccIIV3) 0.5 mL PFS', 'Seqirus'],
  ['Fluarix Trivalent (IIV3) 0.5 mL PFS', 'GlaxoSmithKline'],
  ['Afluria Trivalent (IIV3) 0.5 mL PFS', 'Seqirus'],
  ['Fluzone Trivalent (IIV3) 0.5 mL PFS', 'Sanofi Pasteur'],
  ['Flublok Trivalent (RIV3) 0.5 mL PFS', 'Sanofi Pasteur'],
];
const DEPTS = [
  ['Med/Surg 5 North', 'Registered Nurse II'],
  ['Cardiac Cath Lab', 'Cardiovascular Technologist'],
  ['Emergency Department', 'Registered Nurse \u2014 Float Pool'],
  ['Respiratory Care', 'Respiratory Therapist'],
  ['Labor & Delivery', 'Registered Nurse III'],
  ['Sterile Processing', 'Sterile Processing Tech'],
  ['Inpatient Rehab', 'Occupational Therapist'],
];
const MANAGERS = [
  'Gwendolyn Ashby',
  'Raul Benavides',
  'Kristen Oyelaran-Moss',
  'Walter Pruett',
  'Nina Castellanos',
];
const PHARMACIES = [
  ['Meridian Drug #0417', 'K. Patel, PharmD'],
  ['Hearthstone Pharmacy #2286', 'Jordan Lindgren, RPh'],
  ['Kessler Family Pharmacy', 'A. Oduya, PharmD'],
];

const seasonLabel = (y) => `${y}\u2013${y + 1}`;
const CHIP = {
  ok: ['#1d7a3a', '#e3f4e8'],
  warn: ['#9a5b00', '#fff2d9'],
  bad: ['#a4161a', '#fde4e4'],
  info: ['#1f4fa0', '#e3ecfb'],
  grey: ['#55505f', '#ecebef'],
};

function chip(text, kind) {
  const [fg, bg] = CHIP[kind];
  return `<span class="chip" style="color:${fg};background:${bg};border-color:${fg}">${esc(text)}</span>`;
}

function card(title, chipHtml, rows, { accent = '#999', foot = '' } = {}) {
  return `<div class="card" style="border-top-color:${accent}">
    <div class="ct"><span class="cn">${esc(title)}</span>${chipHtml}</div>
    <table class="kv">${rows
      .map(
        ([k, v]) =>
          `<tr><td class="k">${esc(k)}</td><td class="v">${v === null ? '<span class="dash">\u2014</span>' : esc(v)}</td></tr>`,
      )
      .join('')}</table>${foot ? `<div class="cf">${esc(foot)}</div>` : ''}</div>`;
}

function render(f) {
  const S = f.S;
  const ds = f.ds;
  const flu = card(f.flu.title, chip(f.flu.chip, f.flu.kind), f.flu.rows, {
    accent: CHIP[f.flu.kind][0],
    foot: f.flu.foot,
  });
  const cards = [...f.others];
  cards.splice(f.fluPos, 0, flu);
  const met = f.metCount;
  const pct = Math.round((met / 8) * 100);
  const ring = `<svg width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="26" fill="none" stroke="#e1e4e8" stroke-width="8"/><circle cx="32" cy="32" r="26" fill="none" stroke="${S.color}" stroke-width="8" stroke-dasharray="${(163.4 * pct) / 100} 163.4" transform="rotate(-90 32 32)"/><text x="32" y="37" text-anchor="middle" font-size="14" font-weight="bold" font-family="Liberation Sans" fill="#222">${met}/8</text></svg>`;
  const body = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(S.app)} \u2014 My Requirements</span></div>
  <div class="bar" style="background:${S.color}">${logo({
    initials: S.org
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: '#ffffff',
    fg: S.color,
    shape: S.shape,
    size: 34,
  })}
    <div class="bt"><div class="ba">${esc(S.app)}</div><div class="bo">${esc(S.org)} \u00b7 ${esc(S.sub)}</div></div>
    <div class="nav"><span class="on">My requirements</span><span>Documents</span><span>Appointments</span><span>Help</span></div>
    <div class="who">Welcome back, ${esc(f.greet)} \u25be</div></div>
  <div class="prof">
    <div class="pl">
      <div class="pn">${esc(f.legal)}</div>
      <div class="pg">
        <div><span>Preferred name</span>${esc(f.preferred)}</div>
        <div><span>Employee ID</span>${esc(f.empId)}</div>
        <div><span>Date of birth</span>${esc(fmt(f.p.dob, f.dobDs))}</div>
        <div><span>Department</span>${esc(f.dept[0])}</div>
        <div><span>Job title</span>${esc(f.dept[1])}</div>
        <div><span>Hire date</span>${esc(fmt(f.hire, ds))}</div>
        <div><span>Manager</span>${esc(f.manager)}</div>
        <div><span>NHSN category</span>Employee (on payroll)</div>
      </div>
    </div>
    <div class="ring">${ring}<div class="rl">${pct}% compliant<br><span>as of ${esc(fmt(f.printed, ds))}</span></div></div>
  </div>
  <div class="ban" style="border-color:${S.color}"><b>${esc(f.banner[0])}</b> ${esc(f.banner[1])}</div>
  <div class="hdr2"><span>Requirements (8)</span><span class="flt">Show: <u>All</u> \u00b7 Action needed \u00b7 Met</span></div>
  <div class="grid">${cards.join('')}</div>
  <div class="act"><div class="ah">Recent activity</div><table>${f.activity
    .sort((a, b) => (a[0] < b[0] ? 1 : -1))
    .map(([dt, t]) => `<tr><td class="ad">${esc(fmt(dt, ds))}</td><td>${esc(t)}</td></tr>`)
    .join('')}</table></div>
  <div class="note">Questions about a requirement? Contact ${esc(S.sub)} \u2014 status updates can take up to 3 business days after a document is uploaded. Chips show the system\u2019s status; reviewed documents stay on file for the length of employment.</div>
  <div class="pf"><span>https://${esc(S.host)}</span><span>1/1</span></div>`;
  const css = `
  .ph, .pf { display:flex; justify-content:space-between; font-size:7.6pt; color:#333; font-family:${FONTS.sans}; }
  .ph { margin-bottom:5px; } .pf { margin-top:8px; }
  .bar { display:flex; align-items:center; gap:10px; color:#fff; padding:6px 10px; border-radius:4px 4px 0 0; }
  .bt { min-width:190px; } .ba { font-weight:bold; font-size:13pt; } .bo { font-size:7.8pt; opacity:0.92; }
  .nav { flex:1; display:flex; gap:14px; font-size:8.6pt; } .nav span { opacity:0.85; } .nav .on { opacity:1; font-weight:bold; border-bottom:2px solid #fff; }
  .who { font-size:8.6pt; }
  .prof { display:flex; gap:12px; border:1px solid #c9cdd2; border-top:none; padding:8px 10px; background:#f7f8fa; }
  .pl { flex:1; } .pn { font-size:13.5pt; font-weight:bold; margin-bottom:4px; }
  .pg { display:grid; grid-template-columns:repeat(4, 1fr); gap:3px 12px; font-size:8.8pt; }
  .pg span { display:block; font-size:6.9pt; color:#5b6470; text-transform:uppercase; letter-spacing:0.3px; }
  .ring { display:flex; align-items:center; gap:6px; font-size:9pt; font-weight:bold; } .rl span { font-weight:normal; font-size:7.5pt; color:#555; }
  .ban { border:1px solid; border-left-width:5px; background:#fffdf3; padding:5px 8px; margin:8px 0; font-size:8.6pt; }
  .hdr2 { display:flex; justify-content:space-between; font-weight:bold; font-size:10.5pt; margin:6px 0 4px; } .flt { font-weight:normal; font-size:8pt; color:#555; }
  .grid { display:grid; grid-template-columns:repeat(3, 1fr); gap:8px; }
  .card { border:1px solid #cfd4da; border-top:4px solid; border-radius:5px; padding:6px 8px 6px; background:#fff; break-inside:avoid; }
  .ct { display:flex; flex-wrap:wrap; justify-content:space-between; align-items:flex-start; gap:3px 6px; margin-bottom:4px; }
  .cn { font-weight:bold; font-size:9.6pt; line-height:1.2; }
  .chip { border:1px solid; border-radius:10px; padding:1px 7px; font-size:7pt; font-weight:bold; white-space:nowrap; letter-spacing:0.2px; }
  table.kv { width:100%; font-size:8.2pt; } table.kv td { padding:1.5px 0; vertical-align:top; border-bottom:1px dotted #e1e4e8; }
  td.k { color:#5b6470; width:44%; padding-right:5px !important; } td.v { color:#111; }
  .dash { color:#999; }
  .cf { font-size:7.2pt; color:#5b6470; margin-top:4px; font-style:italic; }
  .act { margin-top:8px; border:1px solid #cfd4da; border-radius:5px; padding:5px 8px; }
  .ah { font-weight:bold; font-size:9.4pt; margin-bottom:2px; }
  .act table { width:100%; font-size:8.2pt; } .act td { padding:1.5px 4px 1.5px 0; border-bottom:1px dotted #e1e4e8; } td.ad { width:1.2in; color:#333; white-space:nowrap; }
  .note { font-size:7.6pt; color:#555; margin-top:8px; }`;
  return page(f, css, body);
}

function page(f, css, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(f.S.app)}</title><style>
@page { size: letter; margin: 0.4in; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${f.font}; color: #111; font-size: 10pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table { border-collapse: collapse; }
${css}
</style></head><body>${body}</body></html>`;
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2, 0, 1, 2]);
  let n = 0;
  const lot = () => `${rng.letters(2)}${rng.digits(4)}${rng.pick(['', 'A', 'B', ''])}`;

  /** Other requirement cards; year shifts everything for last year's printout. */
  const otherCards = (ds, printed, hire) => {
    const tb = addDays(printed, -rng.int(40, 300));
    const tdap = addDays(printed, -rng.int(900, 2400));
    const titer = addDays(hire, rng.int(-40, 10));
    const covid = addDays(printed, -rng.int(380, 780));
    const fitSoon = rng.chance(0.5);
    const fit = addDays(printed, fitSoon ? -rng.int(310, 350) : -rng.int(60, 250));
    generic = [
      [addDays(tb, rng.int(0, 2)), `TB screening result posted (${'Negative'})`],
      [
        addDays(printed, -rng.int(1, 9)),
        fitSoon
          ? 'Reminder e-mail: N95 fit test due within 60 days'
          : 'Annual compliance attestation completed',
      ],
    ];
    return [
      card(
        'Tuberculosis screening',
        chip('COMPLIANT', 'ok'),
        [
          ['Last completed', fmt(tb, ds)],
          [
            'Method',
            rng.pick(['QuantiFERON-TB Gold Plus', 'Annual TB symptom screen', 'TST (2-step at hire)']),
          ],
          ['Result', 'Negative'],
          ['Next due', fmt(addDays(tb, 365), ds)],
        ],
        { accent: CHIP.ok[0] },
      ),
      card(
        'Hepatitis B immunity',
        chip('MET', 'ok'),
        [
          ['Status', 'Immune (anti-HBs \u2265 10 mIU/mL)'],
          ['Titer drawn', fmt(titer, ds)],
        ],
        { accent: CHIP.ok[0] },
      ),
      card(
        'MMR',
        chip('MET', 'ok'),
        [
          ['Status', 'Immune \u2014 2 documented doses'],
          ['Reviewed', fmt(addDays(hire, rng.int(1, 12)), ds)],
        ],
        { accent: CHIP.ok[0] },
      ),
      card(
        'Varicella',
        chip('MET', 'ok'),
        [
          ['Status', 'Immune (IgG positive)'],
          ['Titer drawn', fmt(titer, ds)],
        ],
        { accent: CHIP.ok[0] },
      ),
      card(
        'Tdap',
        chip('MET', 'ok'),
        [
          ['Last dose', fmt(tdap, ds)],
          ['Next Td/Tdap due', fmt(addDays(tdap, 3652), ds)],
        ],
        { accent: CHIP.ok[0] },
      ),
      card(
        'N95 respirator fit test',
        fitSoon ? chip('DUE SOON', 'warn') : chip('COMPLIANT', 'ok'),
        [
          ['Last fit test', fmt(fit, ds)],
          ['Model', rng.pick(['3M 1870+ (M/L)', 'Halyard Fluidshield 46727', '3M 1860S'])],
          ['Due by', fmt(addDays(fit, 365), ds)],
        ],
        { accent: fitSoon ? CHIP.warn[0] : CHIP.ok[0] },
      ),
      card(
        'COVID-19 vaccination',
        chip('DOCUMENTED', 'grey'),
        [
          ['Most recent', fmt(covid, ds)],
          ['Requirement', 'Strongly recommended (not required)'],
        ],
        { accent: CHIP.grey[0] },
      ),
    ];
  };

  let generic = [];
  const mk = (p, o) => {
    const S = SYSTEMS[order[n++ % order.length]];
    const ds = o.ds || rng.pick(['us', 'us_nz', 'mon']);
    const y = o.seasonYear || 2026;
    let printed = o.printed || addDays(`${y}-11-02`, rng.int(0, 16));
    if (o.after && printed <= o.after) printed = addDays(o.after, rng.int(1, 4));
    const hire = o.hire || addDays(`${y - rng.int(2, 9)}-01-10`, rng.int(0, 300));
    const nick = o.nick && p.nick;
    const legal = nameAs(p, rng.pick(['last_first_mi', 'full', 'LAST_FIRST_MI']));
    const deadline = fmt(`${y}-12-01`, ds);
    const f = {
      p,
      S,
      ds,
      dobDs: o.dobDs || rng.pick(['us', 'us_nz']),
      printed,
      printStamp: `${fmt(printed, 'us_short')}, ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      hire,
      legal,
      greet: nick ? p.nick : p.first,
      preferred: nick ? p.nick : '\u2014',
      empId: `${rng.pick(['E', '00', 'W'])}${rng.digits(6)}`,
      dept: rng.pick(DEPTS),
      manager: rng.pick(MANAGERS),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato, FONTS.roboto]),
      banner: [
        `Flu campaign ${seasonLabel(y)}:`,
        `every worker must be vaccinated or have an approved declination on file by ${deadline}. Workers without a ${seasonLabel(y)} dose must wear a surgical mask in patient-care areas from ${fmt(`${y}-12-01`, ds)} through ${fmt(`${y + 1}-03-31`, ds)}.`,
      ],
      fluPos: o.fluPos ?? rng.int(2, 6),
      metCount: o.metCount ?? 8,
      ...o,
    };
    f.others = otherCards(ds, printed, hire);
    f.activity = [...generic, ...(o.activity || [])];
    return f;
  };
  const out = [];

  // 1 — dose at the Employee Health flu clinic (text PDF)
  {
    const p = k.person();
    const given = addDays('2026-09-28', rng.int(0, 30));
    const [prod, mfr] = rng.pick(PRODUCTS);
    const f = mk(p, { activity: [[given, 'Influenza dose recorded by Employee Health']] });
    const L = f.S.L;
    f.flu = {
      title: `Influenza vaccination ${seasonLabel(2026)}`,
      chip: 'COMPLIANT',
      kind: 'ok',
      rows: [
        [L.date, fmt(given, f.ds)],
        [L.product, prod],
        [L.mfr, mfr],
        [L.lot, lot()],
        [L.loc, f.S.clinic],
        [L.by, rng.pick(f.S.nurses)],
        [L.src, 'Administered by Employee Health'],
      ],
      foot: `Recorded ${fmt(given, f.ds)} \u00b7 reported to state IIS`,
    };
    out.push({
      key: 'eh-flu-clinic-dose-compliant',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `influenza card (position ${f.fluPos + 1} of 8): ${prod} given ${given} at the EH flu clinic; the campaign deadline, masking window, TB / Tdap / fit-test dates, hire date and DOB are not the dose`,
    });
  }

  // 2 — outside pharmacy dose uploaded and verified later; greeting and preferred name use a nickname (photo)
  {
    let p = k.person();
    for (let i = 0; i < 12 && !p.nick; i++) p = k.person();
    const given = addDays('2026-09-12', rng.int(0, 40));
    const uploaded = addDays(given, rng.int(6, 20));
    const verified = addDays(uploaded, rng.int(1, 4));
    const [prod, mfr] = rng.pick(PRODUCTS);
    const [ph, rph] = rng.pick(PHARMACIES);
    const f = mk(p, {
      nick: true,
      after: verified,
      activity: [
        [uploaded, 'Document uploaded: pharmacy vaccination record'],
        [verified, `Influenza ${seasonLabel(2026)} marked compliant (outside dose verified)`],
      ],
    });
    const L = f.S.L;
    f.flu = {
      title: `Influenza ${seasonLabel(2026)}`,
      chip: 'COMPLIANT \u2014 OUTSIDE DOSE',
      kind: 'ok',
      rows: [
        [L.date, fmt(given, f.ds)],
        [L.product, prod],
        [L.mfr, mfr],
        [L.lot, lot()],
        [L.loc, ph],
        [L.by, rph],
        [L.src, `Outside record uploaded ${fmt(uploaded, f.ds)}`],
        ['Verified', `${fmt(verified, f.ds)} by ${f.S.reviewer}`],
      ],
    };
    out.push({
      key: 'outside-pharmacy-dose-verified-preferred-name',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['name mismatch', 'missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `outside dose ${given} at ${ph} by ${rph}; uploaded ${uploaded} and verified ${verified} are later dates, not the dose; the greeting and the preferred-name field say "${p.nick || p.first}", the legal name is "${f.legal}"`,
    });
  }

  // 3 — August dose, day-month dates, last season's dose on a "Previous season" line (flatbed scan)
  {
    const p = k.person();
    const given = addDays('2026-08-17', rng.int(0, 13));
    const prev = addDays('2025-10-01', rng.int(0, 30));
    const [prod, mfr] = rng.pick(PRODUCTS);
    const f = mk(p, {
      ds: rng.pick(['mil4', 'dmy']),
      activity: [[given, 'Influenza dose recorded by Employee Health']],
    });
    const L = f.S.L;
    f.flu = {
      title: `Seasonal influenza \u2014 ${seasonLabel(2026)}`,
      chip: 'COMPLIANT',
      kind: 'ok',
      rows: [
        [L.date, fmt(given, f.ds)],
        [L.product, prod],
        [L.mfr, mfr],
        [L.lot, lot()],
        [L.loc, f.S.clinic],
        [L.by, rng.pick(f.S.nurses)],
        ['Previous season', `${seasonLabel(2025)}: ${fmt(prev, f.ds)} (EH clinic)`],
      ],
      foot: 'Early-season dose \u2014 counts for the whole season.',
    };
    out.push({
      key: 'august-dose-previous-season-line-day-first',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['vaccination outside season'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
      note: `the ${seasonLabel(2026)} dose was given ${given}: August is inside the 1 July \u2013 30 June season; the "Previous season" line (${prev}) is last season's dose, not the deciding one`,
    });
  }

  // 4 — declination on file, masking required (photo)
  {
    const p = k.person();
    const declined = addDays('2026-10-02', rng.int(0, 25));
    const reviewed = addDays(declined, rng.int(1, 5));
    const f = mk(p, {
      metCount: 7,
      after: reviewed,
      activity: [
        [declined, 'Influenza declination form submitted'],
        [reviewed, 'Declination reviewed \u2014 masking required'],
      ],
    });
    const reason = rng.pick([
      'Personal / philosophical objection',
      'Religious belief',
      'Medical \u2014 history of Guillain-Barr\u00e9 syndrome',
    ]);
    f.flu = {
      title: `Influenza vaccination ${seasonLabel(2026)}`,
      chip: 'DECLINED \u2014 MASK REQUIRED',
      kind: 'grey',
      rows: [
        [f.S.L.date, null],
        ['Declination form', `Signed ${fmt(declined, f.ds)}`],
        ['Reason given', reason],
        ['Reviewed', `${fmt(reviewed, f.ds)} by ${f.S.reviewer}`],
        ['Masking', `Required through ${fmt('2027-03-31', f.ds)}`],
      ],
      foot: 'You may change your mind at any time \u2014 walk-in flu shots are free for staff.',
    };
    out.push({
      key: 'declination-on-file-mask-required',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['declination not allowed'],
      data: {
        record_type: 'declination',
        'declination.date': declined,
        'declination.season': '2026-2027',
        ...personData(),
      },
      note: `the influenza card shows a ${seasonLabel(2026)} declination signed ${declined} (reason "${reason}") and no dose; allow_declination is false by default; the review date and the masking end date are not the declination date`,
    });
  }

  // 5 — last year's printout, chip still COMPLIANT for 2025-2026 (text PDF)
  {
    const p = k.person();
    const given = addDays('2025-09-24', rng.int(0, 35));
    const [prod, mfr] = rng.pick(PRODUCTS);
    const f = mk(p, {
      seasonYear: 2025,
      printed: addDays('2025-11-03', rng.int(0, 14)),
      activity: [[given, 'Influenza dose recorded by Employee Health']],
    });
    const L = f.S.L;
    f.flu = {
      title: `Influenza vaccination ${seasonLabel(2025)}`,
      chip: 'COMPLIANT',
      kind: 'ok',
      rows: [
        [L.date, fmt(given, f.ds)],
        [L.product, prod.replace('0.5 mL PFS', '2025\u20132026 formula')],
        [L.mfr, mfr],
        [L.lot, lot()],
        [L.loc, f.S.clinic],
        [L.by, rng.pick(f.S.nurses)],
        [L.src, 'Administered by Employee Health'],
      ],
    };
    out.push({
      key: 'last-year-printout-compliant-2025-2026',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['vaccination outside season'],
      data: {
        record_type: 'immunization_record',
        season: '2025-2026',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `a printout from ${f.printed} (browser header): the COMPLIANT chip is for the ${seasonLabel(2025)} season and the dose ${given} falls in it, not in the current 2026-2027 season`,
    });
  }

  // 6 — self-attested dose: no location, no vaccinator (text PDF)
  {
    const p = k.person();
    const given = addDays('2026-10-03', rng.int(0, 20));
    const attested = addDays(given, rng.int(2, 10));
    const f = mk(p, {
      metCount: 7,
      after: attested,
      activity: [[attested, 'Influenza self-attestation submitted \u2014 verification pending']],
    });
    const L = f.S.L;
    f.flu = {
      title: `Influenza vaccination ${seasonLabel(2026)}`,
      chip: 'PENDING VERIFICATION',
      kind: 'info',
      rows: [
        [L.date, fmt(given, f.ds)],
        [L.product, 'Influenza vaccine (type not specified)'],
        [L.mfr, null],
        [L.lot, null],
        [L.loc, 'Not provided'],
        [L.by, 'Not provided'],
        [L.src, `Employee self-attestation ${fmt(attested, f.ds)} \u2014 no document uploaded`],
      ],
      foot: 'Upload a pharmacy receipt or vaccination record to complete verification.',
    };
    out.push({
      key: 'self-attested-dose-no-location-no-vaccinator',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing administrator'],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `the worker attested a dose on ${given} (attestation entered ${attested}); location and administered-by read "Not provided" and nothing on the page names who gave it or where: missing administrator (flagged); the date is in season`,
    });
  }
  return out;
}
