// A retail pharmacy's "Patient Prescription History — for tax and insurance purposes" report, the kind a worker asks
// for at the counter (or downloads from the chain's website) at the end of the year for an FSA / HSA claim and then
// uploads as flu-shot proof, because the pharmacy bills vaccines as prescriptions. Counter reports: store header with
// store no., NCPDP no. and phone, report period and a print date-time with the technician's initials, a patient block
// (LAST, FIRST M, DOB, address, allergies, plan), and one table of every fill in the period oldest first — fill date,
// Rx no., drug / strength / form, NDC, quantity, prescriber, RPh, plan paid, patient paid — where influenza vaccine
// lines sit among ordinary refills (some of them FLUoxetine, FLUticasone or FLUconazole), other vaccines (Tdap, a
// COVID-19 vaccine the same day) and last season's influenza vaccine; under each vaccine line an "Immunization" sub-line
// with lot, lot expiry, site / route, VIS edition date and the immunizing pharmacist; the prescriber of a vaccine is the
// standing-order physician who did not give it. Totals, a "not a receipt" footer and a signed certification with the
// store's stamp close the report. A household report repeats the patient block and table for each family member. The
// online version printed from the browser has the chain's site header, a first-name greeting, a filter echo and a bare
// table (date filled, Rx number, medication, qty, paid) with no store, pharmacist or prescriber. Dates that are not the
// deciding one: report period, print date, DOB, other fills, lot expiry, VIS edition, last season's dose.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r28_a_pharmacy_rx_history_tax_insurance_report',
  split: 'tuning',
  renderings: { photo: 30, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 20 },
  description:
    'Retail pharmacy "Patient Prescription History \u2014 for tax and insurance purposes" report: counter print with store no., NCPDP no., report period, print date-time and technician initials, patient block (LAST, FIRST M, DOB, address, allergies, plan), one oldest-first fill table (fill date, Rx no., drug / strength / form, NDC, qty, prescriber, RPh, plan paid, patient paid) where influenza vaccine lines sit among refills named FLUoxetine / FLUticasone / FLUconazole, Tdap and same-day COVID-19 vaccine lines and last season\u2019s influenza dose, each vaccine with an "Immunization" sub-line (lot, lot expiry, site / route, VIS edition date, immunizing pharmacist) and a standing-order physician as prescriber; totals, not-a-receipt footer, signed certification and store stamp; a household report with a section per family member; the chain website\u2019s online FSA download printed from the browser (first-name greeting, filter echo, bare table with no store, pharmacist or prescriber); variants October dose among refills, household report with the spouse first and a same-day COVID-19 line, January (last season) and October doses in one calendar year, only a February dose of last season with a summer Tdap, the online download, the spouse\u2019s report',
};

const STORES = [
  {
    chain: 'Bellwether Drug',
    no: '0412',
    ini: 'BD',
    color: '#0f5f8a',
    shape: 'circle',
    addr: '3318 Meridian Ave',
    city: 'Tacoma, WA 98405',
    tel: '(253) 555-0147',
    ncpdp: '4812736',
    rphs: ['Karen Liu, PharmD', 'Marcus Obi, RPh'],
    techs: ['KL', 'TJ', 'RD'],
    standing: 'R. HALVERSON MD (STANDING ORDER)',
    ds: 'us',
    host: 'www.bellwetherdrug.example',
  },
  {
    chain: 'Hollis & Vane Apothecary',
    no: '002',
    ini: 'HV',
    color: '#6b2d5c',
    shape: 'leaf',
    addr: '77 Grange Hall Rd',
    city: 'Knoxville, TN 37916',
    tel: '(865) 555-0113',
    ncpdp: '4439021',
    rphs: ['Elaine Vane, RPh', 'Tobias Hollis, PharmD'],
    techs: ['MM', 'SB'],
    standing: 'J. OKONJO-PRICE MD (PROTOCOL)',
    ds: 'us_short',
    host: 'www.hollisvane.example',
  },
  {
    chain: 'ValuCare Pharmacy',
    no: '1187',
    ini: 'VC',
    color: '#b0471b',
    shape: 'square',
    addr: '9120 Saddleback Way',
    city: 'El Paso, TX 79902',
    tel: '(915) 555-0186',
    ncpdp: '4570098',
    rphs: ['Ricardo Beltr\u00e1n, PharmD', 'Joy Adeyemi-Ross, RPh'],
    techs: ['AV', 'CG', 'LP'],
    standing: 'M. ESCOBEDO MD \u2014 SO',
    ds: 'us',
    host: 'www.valucarerx.example',
  },
];

const FLU = [
  { drug: 'FLUZONE TRIVALENT', form: '0.5 ML PF SYRINGE', lab: '49281', mfr: 'Sanofi Pasteur' },
  { drug: 'FLUARIX TRIVALENT', form: '0.5 ML PF SYRINGE', lab: '58160', mfr: 'GSK' },
  { drug: 'FLUCELVAX TRIVALENT', form: '0.5 ML PF SYRINGE', lab: '70461', mfr: 'Seqirus' },
  { drug: 'AFLURIA TRIVALENT', form: '0.5 ML PF SYRINGE', lab: '33332', mfr: 'Seqirus' },
];
const MEDS = [
  ['FLUOXETINE HCL 20 MG CAPSULE', '30', '30'],
  ['FLUTICASONE PROP 50 MCG NASAL SPRAY', '16', '30'],
  ['FLUCONAZOLE 150 MG TABLET', '1', '1'],
  ['LISINOPRIL 10 MG TABLET', '90', '90'],
  ['ATORVASTATIN CALCIUM 20 MG TABLET', '90', '90'],
  ['LEVOTHYROXINE 75 MCG TABLET', '30', '30'],
  ['AMOXICILLIN 500 MG CAPSULE', '30', '10'],
  ['ONDANSETRON 4 MG ODT', '12', '6'],
  ['SERTRALINE HCL 50 MG TABLET', '30', '30'],
  ['METFORMIN HCL ER 500 MG TABLET', '60', '30'],
];
const PRESCRIBERS = ['A. PIERCE MD', 'N. FAROUK NP', 'S. LINDGREN PA-C', 'D. MWANGI DO', 'C. ESPINOZA MD'];
const COVID = { drug: 'COMIRNATY 2026-2027 FORMULA', form: '30 MCG/0.3 ML SYRINGE', lab: '00069' };
const TDAP = { drug: 'BOOSTRIX TDAP', form: '0.5 ML SYRINGE', lab: '58160' };

function ndc(rng, lab) {
  return `${lab}-${rng.digits(4)}-${rng.digits(2)}`;
}

function renderStore(f) {
  const S = f.S;
  const e = esc;
  const d = (iso) => fmt(iso, S.ds);
  const section = (pt) => {
    const rows = pt.fills
      .map((x) => {
        const main = `<tr class="${x.imm ? 'vx' : ''}"><td>${e(d(x.date))}</td><td>${e(x.rx)}</td><td>${e(x.drug)}</td><td>${e(x.ndc)}</td><td class="r">${e(x.qty)}</td><td>${e(x.prescriber)}</td><td>${e(x.rph)}</td><td class="r">${e(x.plan)}</td><td class="r">${e(x.pt)}</td></tr>`;
        if (!x.imm) return main;
        return `${main}<tr class="sub"><td></td><td colspan="8">IMMUNIZATION: LOT ${e(x.imm.lot)} \u00b7 EXP ${e(x.imm.exp)} \u00b7 ${e(x.imm.site)} \u00b7 VIS ${e(x.imm.vis)} \u00b7 ADMINISTERED BY ${e(x.imm.by.toUpperCase())}</td></tr>`;
      })
      .join('');
    const totPt = pt.fills.reduce((s, x) => s + Number(x.pt.replace('$', '')), 0);
    const totPlan = pt.fills.reduce((s, x) => s + Number(x.plan.replace('$', '')), 0);
    return `<div class="pt">
      <table class="pb2"><tr><td><span class="cap">PATIENT</span><br><b>${e(pt.name)}</b></td><td><span class="cap">DOB</span><br>${e(d(pt.dob))}</td>
      <td><span class="cap">ADDRESS</span><br>${e(pt.addr)}</td><td><span class="cap">ALLERGIES</span><br>${e(pt.allergy)}</td><td><span class="cap">PRIMARY PLAN</span><br>${e(pt.plan)}</td></tr></table>
      <table class="fl"><thead><tr><th style="width:9%">FILL DATE</th><th style="width:9%">RX #</th><th style="width:27%">DRUG / STRENGTH / FORM</th><th style="width:12%">NDC</th><th style="width:4%" class="r">QTY</th><th style="width:17%">PRESCRIBER</th><th style="width:5%">RPH</th><th class="r" style="width:8%">PLAN PAID</th><th class="r">PT PAID</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot><tr><td colspan="7">${pt.fills.length} PRESCRIPTION(S) FOR ${e(pt.name)}</td><td class="r">$${totPlan.toFixed(2)}</td><td class="r">$${totPt.toFixed(2)}</td></tr></tfoot></table></div>`;
  };
  const body = `
  <div class="hd">${logo({ initials: S.ini, color: S.color, shape: S.shape, size: 42 })}
   <div class="hx"><div class="sn">${e(S.chain)} <span>Store #${e(S.no)}</span></div>
   <div class="sa">${e(S.addr)} \u00b7 ${e(S.city)} \u00b7 Pharmacy ${e(S.tel)} \u00b7 NCPDP ${e(S.ncpdp)}</div></div>
   <div class="meta">PRINTED ${e(d(f.printed))} ${e(f.printTime)} \u00b7 ${e(f.tech)}<br>PAGE 1 OF 1</div></div>
  <div class="title">${f.household ? 'FAMILY PRESCRIPTION HISTORY' : 'PATIENT PRESCRIPTION HISTORY'} \u2014 FOR TAX AND INSURANCE PURPOSES</div>
  <div class="per">REPORT PERIOD: ${e(d(f.from))} THROUGH ${e(d(f.to))} &nbsp;\u00b7&nbsp; ALL FILLS AT THIS STORE &nbsp;\u00b7&nbsp; SORTED BY FILL DATE</div>
  ${f.patients.map(section).join('')}
  <div class="note">Immunizations are billed and recorded as prescriptions. The prescriber shown for an immunization is the physician whose standing order authorizes pharmacist immunization; the administering pharmacist is shown on the immunization line. This report is not a receipt and does not show over-the-counter purchases.</div>
  <div class="cert"><div class="cl">I certify that this is a true copy of the prescription records of this pharmacy for the patient(s) and period shown.</div>
   <div class="cs"><div class="sgl">${sig(f.certRph.split(',')[0], { font: f.sfont, ink: f.ink, size: '1.6em' })}</div><div class="sgt">${e(f.certRph)} \u2014 Pharmacist</div></div>
   <div class="cs sm"><div class="sgl">${hand(fmt(f.printed, S.ds), { font: f.pen, ink: f.ink })}</div><div class="sgt">Date</div></div>
   <div class="st">${stamp([S.chain.toUpperCase(), `STORE ${S.no} PHARMACY`, S.tel], { color: S.color, rot: f.srot })}</div></div>
  ${f.clip ? `<div class="clip">${hand(f.clip, { font: f.pen2, ink: '#222', size: '1.3em' })}</div>` : ''}`;
  const css = `
  body { font-size:8.4pt; }
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${S.color}; padding-bottom:4px; }
  .hx { flex:1; } .sn { font-size:14pt; font-weight:bold; color:${S.color}; } .sn span { font-size:10pt; color:#333; font-weight:normal; }
  .sa { font-size:8pt; color:#333; } .meta { font-size:7.6pt; text-align:right; font-family:${FONTS.mono}; }
  .title { font-weight:bold; font-size:11pt; margin-top:8px; letter-spacing:.02em; }
  .per { font-size:7.8pt; color:#333; margin:2px 0 6px; font-family:${FONTS.mono}; }
  .pt { margin-top:8px; }
  table.pb2 { width:100%; border:1px solid #666; background:#f4f4f4; } table.pb2 td { padding:3px 6px; font-size:8.6pt; vertical-align:top; }
  .cap { font-size:6.6pt; color:#555; letter-spacing:.04em; }
  table.fl { width:100%; margin-top:3px; font-family:${FONTS.mono}; font-size:7.4pt; }
  table.fl th { text-align:left; border-bottom:1.2px solid #222; padding:2px 3px; font-size:6.9pt; font-family:${FONTS.sans}; }
  table.fl td { padding:2.5px 3px; border-bottom:0.5px dotted #999; vertical-align:top; } .r { text-align:right; }
  tr.vx td { border-bottom:none; } tr.sub td { font-size:6.8pt; color:#222; padding-top:0; font-style:italic; }
  table.fl tfoot td { border-top:1px solid #222; border-bottom:none; font-weight:bold; font-size:7pt; }
  .note { font-size:7.2pt; color:#333; margin-top:10px; border-top:0.6px solid #aaa; padding-top:4px; }
  .cert { display:flex; gap:14px; align-items:flex-end; margin-top:12px; flex-wrap:wrap; }
  .cl { width:100%; font-size:7.8pt; } .cs { flex:1; } .cs.sm { flex:0.5; } .sgl { border-bottom:0.8px solid #333; min-height:30px; } .sgt { font-size:7.2pt; }
  .st { flex:0.7; text-align:center; }
  .clip { position:absolute; right:0.1in; top:${f.clipTop}in; background:#fdf6a3; padding:6px 10px; transform:rotate(${f.clipRot}deg); box-shadow:1px 2px 3px rgba(0,0,0,.25); max-width:2.4in; }`;
  return page({ title: 'Prescription history', margin: '0.45in 0.5in', body, css, font: f.font });
}

function renderOnline(f) {
  const S = f.S;
  const e = esc;
  const rows = f.patients[0].fills
    .slice()
    .reverse()
    .map(
      (x) =>
        `<tr><td>${e(fmt(x.date, 'mon'))}</td><td>${e(x.rx)}</td><td><b>${e(x.webName)}</b><div class="qn">${e(x.webSub)}</div></td><td>${e(x.qty)}</td><td class="r">${e(x.pt)}</td><td class="r">${e(x.plan)}</td><td><span class="chip">Picked up</span></td></tr>`,
    )
    .join('');
  const body = `
  <div class="bh"><span>${e(fmt(f.printed, 'us_nz'))}, ${e(f.printClock)}</span><span>Prescription History | ${e(S.chain)}</span></div>
  <div class="nav">${logo({ initials: S.ini, color: '#fff', fg: S.color, shape: 'circle', size: 30 })}<b>${e(S.chain)}</b><span>Pharmacy</span><span>Prescriptions</span><span class="on">Rx History</span><span>Vaccines</span><span class="hi">Hi, ${e(f.greet)}</span></div>
  <h1>Prescription history for tax &amp; FSA / HSA</h1>
  <div class="sub">Download or print a record of the prescriptions you\u2019ve picked up. Immunizations given in our pharmacies are listed as prescriptions.</div>
  <div class="flt"><div><span class="c">Family member</span><br>${e(f.patients[0].display)}</div><div><span class="c">Date of birth</span><br>${e(fmt(f.patients[0].dob, 'us'))}</div><div><span class="c">Year</span><br>2026</div><div><span class="c">Results</span><br>${f.patients[0].fills.length} prescriptions</div><div class="btn">Print</div><div class="btn">Download CSV</div></div>
  <table class="ot"><thead><tr><th style="width:14%">Date filled</th><th style="width:12%">Rx number</th><th>Medication</th><th style="width:6%">Qty</th><th class="r" style="width:10%">You paid</th><th class="r" style="width:12%">Insurance paid</th><th style="width:11%">Status</th></tr></thead><tbody>${rows}</tbody></table>
  <div class="fn">Totals may not include prescriptions filled at pharmacies outside ${e(S.chain)}. For an itemized receipt, lot numbers or a pharmacist-certified copy, visit any ${e(S.chain)} pharmacy counter.</div>
  <div class="bf"><span>https://${e(S.host)}/pharmacy/rx-history?year=2026</span><span>1/1</span></div>`;
  const css = `
  body { font-family:${FONTS.open}; font-size:9pt; }
  .bh, .bf { display:flex; justify-content:space-between; font-size:7.4pt; color:#333; font-family:${FONTS.sans}; }
  .bf { margin-top:16px; }
  .nav { display:flex; align-items:center; gap:14px; background:${S.color}; color:#fff; padding:6px 10px; margin-top:6px; font-size:9pt; }
  .nav b { font-size:12pt; } .nav .on { border-bottom:2px solid #fff; } .nav .hi { margin-left:auto; }
  h1 { font-size:15pt; font-weight:600; margin:12px 0 2px; } .sub { font-size:8.6pt; color:#444; }
  .flt { display:flex; gap:20px; align-items:flex-end; border:1px solid #d5d5d5; border-radius:5px; padding:7px 10px; margin:10px 0; font-size:9pt; }
  .flt .c { font-size:7.4pt; color:#666; } .btn { border:1px solid ${S.color}; color:${S.color}; border-radius:14px; padding:2px 12px; font-size:8.4pt; }
  table.ot { width:100%; font-size:8.6pt; } table.ot th { text-align:left; font-size:7.8pt; color:#555; border-bottom:1.4px solid #999; padding:4px; }
  table.ot td { border-bottom:0.6px solid #e1e1e1; padding:5px 4px; vertical-align:top; } .r { text-align:right; }
  .qn { font-size:7.6pt; color:#666; } .chip { font-size:7.4pt; background:#e8f3e8; color:#2f6b2f; border-radius:8px; padding:1px 6px; }
  .fn { font-size:7.6pt; color:#555; margin-top:10px; }`;
  return page({ title: 'Prescription History', margin: '0.35in 0.45in', body, css, font: FONTS.open });
}

export function cases(k) {
  const { rng } = k;
  const money = (lo, hi) => `$${(rng.int(lo * 100, hi * 100) / 100).toFixed(2)}`;
  const rxNo = (S) => (S.no === '002' ? `${rng.digits(6)}` : `${rng.int(1, 9)}${rng.digits(6)}`);
  const med = (S, date) => {
    const [drug, qty] = rng.pick(MEDS);
    return {
      date,
      rx: rxNo(S),
      drug,
      webName: drug.split(/ (?=\d)/)[0],
      webSub: drug.slice(drug.split(/ (?=\d)/)[0].length + 1),
      ndc: ndc(rng, rng.pick(['00093', '68180', '00378', '16729', '65862'])),
      qty,
      prescriber: rng.pick(PRESCRIBERS),
      rph: rng.pick(S.rphs.map((r) => r.split(' ')[0][0] + r.split(' ')[1][0])),
      plan: money(2, 60),
      pt: money(0, 15),
    };
  };
  const vaccine = (S, date, V, season, o = {}) => {
    const by = o.by || rng.pick(S.rphs);
    return {
      date,
      rx: rxNo(S),
      drug: season ? `${V.drug} ${season} ${V.form}` : `${V.drug} ${V.form}`,
      webName: season ? `${V.drug} ${season}` : V.drug,
      webSub: V.form,
      ndc: ndc(rng, V.lab),
      qty: '0.5',
      prescriber: S.standing,
      rph: by.split(' ')[0][0] + by.split(' ')[1][0],
      plan: money(18, 42),
      pt: '$0.00',
      imm: {
        lot: `${rng.letters(2)}${rng.digits(3)}${rng.letters(2)}`,
        exp: fmt(o.lotExp || addDays(date, rng.int(170, 250)), 'mm_yyyy'),
        site: rng.pick(['L DELTOID IM', 'R DELTOID IM']),
        vis: V === COVID ? '01/31/2025' : '08/06/2021',
        by,
      },
    };
  };
  /** n refill lines spread over the period, none on the vaccine days. */
  const refills = (S, from, to, n) => {
    const span = Math.round((Date.parse(to) - Date.parse(from)) / 86400000);
    return Array.from({ length: n }, () => med(S, addDays(from, rng.int(0, span))));
  };
  const sortFills = (xs) => xs.sort((a, b) => a.date.localeCompare(b.date));
  const mk = (p, o = {}) => {
    const S = o.S || rng.pick(STORES);
    const printed = o.printed || addDays('2026-11-02', rng.int(0, 7));
    return {
      S,
      printed,
      printTime: `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      printClock: `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      tech: rng.pick(S.techs),
      from: o.from || '2026-01-01',
      to: printed,
      certRph: rng.pick(S.rphs),
      sfont: rng.pick(SIGS),
      pen: rng.pick(HANDS),
      pen2: rng.pick(HANDS),
      ink: rng.pick(INKS),
      srot: rng.int(-9, 7),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto]),
      clip: '',
      clipTop: rng.pick([0.9, 1.1]),
      clipRot: rng.int(-6, 5),
      household: false,
      ...o,
    };
  };
  const ptBlock = (q, fills, o = {}) => ({
    name: o.name || nameAs(q, rng.pick(['LAST_FIRST_MI', 'LAST_FIRST'])),
    display: nameAs(q, 'first_last'),
    dob: q.dob,
    addr:
      o.addr ||
      `${rng.int(100, 9899)} ${rng.pick(['SYCAMORE LN', 'PIONEER WAY', 'HARMON BLVD', 'FERNHILL RD'])} APT ${rng.int(1, 40)}`,
    allergy: rng.pick(['NKDA', 'PCN', 'SULFA', 'NKDA']),
    plan:
      o.plan ||
      rng.pick([
        'CAREPOINT PPO \u00b7 ID XQ' + rng.digits(7),
        'MERIDIAN BLUE \u00b7 ID MB' + rng.digits(8),
        'HEALTHSPAN HMO \u00b7 ID ' + rng.digits(9),
      ]),
    fills: sortFills(fills),
  });
  const out = [];

  // 1 — October flu dose among ordinary refills (FLUoxetine, FLUticasone) (clean)
  {
    const p = k.person();
    const S = STORES[0];
    const f = mk(p, { S });
    const given = addDays('2026-09-28', rng.int(0, 30));
    const V = rng.pick(FLU);
    const vx = vaccine(S, given, V, '2026-2027');
    const meds = [
      med(S, addDays('2026-02-03', rng.int(0, 20))),
      med(S, addDays('2026-05-11', rng.int(0, 20))),
    ];
    [meds[0].drug, meds[0].qty] = MEDS[0];
    [meds[1].drug, meds[1].qty] = MEDS[1];
    f.patients = [
      ptBlock(p, [
        ...meds,
        ...refills(S, '2026-01-05', '2026-09-20', 4),
        ...refills(S, addDays(given, 2), '2026-11-02', 2),
        vx,
      ]),
    ];
    out.push({
      key: 'october-flu-line-among-refills-fluoxetine-fluticasone',
      person: requestPerson(p),
      html: renderStore(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': vx.imm.lot,
        ...personData(),
      },
      note: `the influenza line is ${vx.drug} filled ${given}, with its immunization sub-line (lot ${vx.imm.lot}, exp ${vx.imm.exp}, VIS 08/06/2021, administered by ${vx.imm.by}); FLUOXETINE and FLUTICASONE lines are not vaccines; the prescriber "${S.standing}" is the standing-order physician, not the administrator; report period, print date and DOB are not vaccination dates`,
    });
  }

  // 2 — household report: the spouse's section first (with the spouse's own flu shot), then the worker's section
  //     with a flu line and a COVID-19 line the same day (clean)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const spouse = { ...q, last: p.last };
    const S = STORES[1];
    const f = mk(p, { S, household: true });
    const addr = `${rng.int(100, 9899)} ${rng.pick(['OLD QUARRY RD', 'WHITCOMB ST', 'LINDELL BLVD'])}`;
    const spGiven = addDays('2026-09-12', rng.int(0, 14));
    const given = addDays('2026-10-05', rng.int(0, 20));
    const V = rng.pick(FLU);
    const vx = vaccine(S, given, V, '2026-2027');
    const cv = vaccine(S, given, COVID, '', { by: vx.imm.by });
    const plan = `MERIDIAN BLUE \u00b7 ID MB${rng.digits(8)}`;
    f.patients = [
      ptBlock(
        spouse,
        [...refills(S, '2026-01-05', '2026-10-30', 4), vaccine(S, spGiven, rng.pick(FLU), '2026-2027')],
        {
          addr,
          plan: `${plan}-01`,
        },
      ),
      ptBlock(
        p,
        [
          ...refills(S, '2026-01-05', '2026-10-30', 3),
          ...refills(S, addDays(given, 3), '2026-11-01', 1),
          cv,
          vx,
        ],
        {
          addr,
          plan: `${plan}-02`,
        },
      ),
    ];
    out.push({
      key: 'household-report-spouse-first-same-day-covid-line',
      person: requestPerson(p),
      html: renderStore(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'dob mismatch', 'vaccination outside season', 'document type mismatch'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': vx.imm.lot,
        ...personData(),
      },
      note: `FAMILY report: the first section is the spouse ${nameAs(spouse, 'first_last')} (own DOB, own flu dose ${spGiven}); the worker's section follows, with COMIRNATY (COVID-19) and ${V.drug} 2026-2027 both filled ${given}; the worker's influenza dose is ${given}, lot ${vx.imm.lot}, by ${vx.imm.by}; the COVID-19 line and the spouse's dose do not count`,
    });
  }

  // 3 — calendar-year report with last season's January dose and this season's dose (clean)
  {
    const p = k.person();
    const S = STORES[2];
    const f = mk(p, { S });
    const jan = addDays('2026-01-08', rng.int(0, 20));
    const given = addDays('2026-09-08', rng.int(0, 40));
    const V0 = rng.pick(FLU);
    const V = rng.pick(FLU);
    const old = vaccine(S, jan, V0, '2025-2026', { lotExp: '2026-06-30' });
    const vx = vaccine(S, given, V, '2026-2027');
    f.patients = [
      ptBlock(p, [
        ...refills(S, '2026-01-05', '2026-08-30', 5),
        ...refills(S, addDays(given, 2), '2026-11-01', 2),
        old,
        vx,
      ]),
    ];
    out.push({
      key: 'calendar-year-january-last-season-and-september-doses',
      person: requestPerson(p),
      html: renderStore(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `two influenza lines in the 2026 report: ${V0.drug} 2025-2026 filled ${jan} (last season, 2025-2026) and ${V.drug} 2026-2027 filled ${given}, which is inside the 2026-2027 season and decides; the January dose may be listed as a second vaccination`,
    });
  }

  // 4 — only a February dose of last season's vaccine, and a summer Tdap
  {
    const p = k.person();
    const S = rng.pick([STORES[0], STORES[2]]);
    const f = mk(p, { S });
    const feb = addDays('2026-02-02', rng.int(0, 24));
    const tdap = addDays('2026-07-13', rng.int(0, 40));
    const V = rng.pick(FLU);
    const old = vaccine(S, feb, V, '2025-2026', { lotExp: '2026-06-30' });
    f.patients = [
      ptBlock(p, [...refills(S, '2026-01-05', '2026-10-30', 5), old, vaccine(S, tdap, TDAP, '')]),
    ];
    out.push({
      key: 'february-last-season-dose-only-summer-tdap',
      person: requestPerson(p),
      html: renderStore(f),
      rendering: 'photo',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': feb, ...personData() },
      note: `the only influenza line is ${V.drug} 2025-2026 filled ${feb}: same calendar year as the report but the 2025-2026 season (1 July 2025 \u2013 30 June 2026), not 2026-2027; the BOOSTRIX TDAP line of ${tdap} is in the current season but is not an influenza vaccine`,
    });
  }

  // 5 — the chain website's online FSA download: date and product, but no store, pharmacist or lot
  {
    const p = k.person();
    const S = rng.pick(STORES);
    const f = mk(p, { S, greet: p.nick || p.first });
    const given = addDays('2026-09-21', rng.int(0, 40));
    const V = rng.pick(FLU);
    const vx = vaccine(S, given, V, '2026-2027');
    f.patients = [ptBlock(p, [...refills(S, '2026-01-05', '2026-11-01', 5), vx])];
    out.push({
      key: 'online-fsa-download-no-store-or-pharmacist',
      person: requestPerson(p),
      html: renderOnline(f),
      rendering: 'text_pdf',
      issues: ['missing administrator'],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: { season: '2026-2027', 'vaccinations.0.date': given, ...personData() },
      note: `browser print of ${S.chain}'s online prescription history: ${V.drug} 2026-2027 filled ${given} (newest first), but the page names no store, no pharmacist and no prescriber \u2014 only the chain's website, which says a certified copy with lot numbers is available at the counter; read as missing administrator (flagged), debatable since the chain itself is named; greeting "Hi, ${f.greet}"`,
    });
  }

  // 6 — the spouse's report (same surname, another first name and DOB)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const spouse = { ...q, last: p.last };
    const S = rng.pick(STORES);
    const f = mk(p, { S, clip: `for ${p.first}'s file \u2014 flu shot on here` });
    const given = addDays('2026-10-01', rng.int(0, 25));
    const V = rng.pick(FLU);
    f.patients = [
      ptBlock(spouse, [...refills(S, '2026-01-05', '2026-10-30', 4), vaccine(S, given, V, '2026-2027')]),
    ];
    out.push({
      key: 'spouse-report-same-surname',
      person: requestPerson(p),
      html: renderStore(f),
      rendering: 'scan_image',
      issues: ['name mismatch', 'dob mismatch'],
      data: { 'vaccinations.0.date': given, ...personData('mismatch', 'mismatch') },
      note: `the report's only patient is ${nameAs(spouse, 'first_last')} (same surname, DOB ${spouse.dob}); the worker ${nameAs(p, 'first_last')} appears only in the handwritten clipped note; the flu dose of ${given} is the spouse's`,
    });
  }
  return out;
}
