// A health system's "Mandatory Influenza Vaccination Program — Request for Medical Exemption" for one season, as
// agency and employed staff hand it in and later upload it as their flu paperwork. One page in four parts: Part 1 by
// the worker (Last / First / MI, employee or badge no., department, job title, manager, DOB, staff category ticked —
// employee / contracted or agency / student / volunteer — the request statement, signature and date); Part 2 by the
// worker's own licensed provider (the recognised contraindications as tick boxes: severe allergic reaction to a prior
// dose or a component, Guillain-Barré syndrome within 6 weeks of a prior dose, other condition with documentation,
// "egg allergy is not a contraindication" printed below; permanent / this season ringed; provider name, MD / DO / NP /
// PA ringed, practice, phone, signature, date and a practice stamp); Part 3 "Employee Health use only" (RECEIVED
// date stamp, determination ticked among APPROVED / DENIED / INCOMPLETE — returned / WITHDRAWN by employee, the
// reason, reviewer and date); Part 4 "Vaccination — if the request is denied or withdrawn" (date given, product
// ringed among printed brands, manufacturer, lot, expiry, deltoid L / R, administered by, signature). The submission
// deadline, the season's end date, the masking period, the provider's date, the received stamp and the decision date
// are not vaccination or declination dates. Two systems' forms are filled by hand; a third is a fillable PDF typed on
// screen with "/s/" signatures.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r29_a_medical_exemption_request_review_then_vaccination',
  split: 'tuning',
  renderings: { scanned_pdf: 30, photo: 25, fax: 15, scan_image: 15, text_pdf: 15 },
  description:
    'Health system "Mandatory Influenza Vaccination Program \u2014 Request for Medical Exemption" for one season, one page in four parts: Part 1 worker (Last / First / MI, badge no., department, title, manager, DOB, staff category ticked incl. contracted / agency, request statement, signature, date); Part 2 licensed provider certification (contraindication tick boxes: severe allergic reaction to a prior dose or component, Guillain-Barr\u00e9 within 6 weeks of a prior dose, other with documentation; "egg allergy is not a contraindication"; permanent / this season ringed; provider, credential ringed, practice, signature, date, practice stamp); Part 3 Employee Health use only (RECEIVED stamp, APPROVED / DENIED / INCOMPLETE / WITHDRAWN ticked, reason, reviewer, date); Part 4 vaccination if denied or withdrawn (date, brand ringed, manufacturer, lot, expiry, deltoid, administered by, signature); submission deadline, season end, masking period and review dates as other dates; filled by hand at two systems, typed into a fillable PDF at a third; variants approved anaphylaxis with declination allowed, denied egg allergy then Flublok given, withdrawn and Flucelvax given (typed), approved Guillain-Barr\u00e9 under default rules, denied and vaccinated with the administered-by line blank, last season\u2019s denied request with its October dose',
};

const SYSTEMS = [
  {
    key: 'northgate',
    name: 'Northgate Health System',
    dept: 'Employee Health Services',
    addr: '900 Copperfield Dr, Aurora, CO 80012 \u00b7 Tel (303) 555-0161 \u00b7 Fax (303) 555-0169',
    form: 'EHS-FLU-03 Rev. 05/2025',
    color: '#2d4f7c',
    typed: false,
    reviewers: [
      ['Maureen Lindahl', 'RN, COHN-S', 'Employee Health Nurse Manager'],
      ['Dr. Felix Amundsen', 'MD', 'Medical Director, Employee Health'],
    ],
    nurses: [
      ['Kristen Valdés', 'RN'],
      ['Jerome Whitlock', 'LPN'],
    ],
    font: FONTS.sans,
  },
  {
    key: 'valleymercy',
    name: 'Valley Mercy Medical Center',
    dept: 'Occupational & Employee Health \u2014 Influenza Program',
    addr: '3150 Saddleback Way, Mesa, AZ 85201 \u00b7 Employee Health (480) 555-0128 \u00b7 Fax (480) 555-0125',
    form: 'VMMC-OEH-22 (2024)',
    color: '#6b2142',
    typed: false,
    reviewers: [
      ['Sandra Whitecloud', 'BSN, RN', 'Employee Health Coordinator'],
      ['Owen Castellucci', 'DO', 'Exemption Review Committee'],
    ],
    nurses: [
      ['Paloma Reyes', 'RN'],
      ['Grant Eubanks', 'RN'],
    ],
    font: FONTS.carlito,
  },
  {
    key: 'lakeshore',
    name: 'Lakeshore Community Health Partners',
    dept: 'Workforce Health \u2014 Seasonal Influenza Compliance',
    addr: '55 Bellwether Ct, Lansing, MI 48906 \u00b7 workforcehealth@lakeshore-chp.example \u00b7 Fax (517) 555-0142',
    form: 'WH-FLU-MEX fillable v4 (07/2025)',
    color: '#2f5d50',
    typed: true,
    reviewers: [
      ['Annika Thorsby', 'RN', 'Workforce Health Specialist'],
      ['Dr. Ravi Menon', 'MD', 'Workforce Health Physician'],
    ],
    nurses: [
      ['Delia Forsythe', 'RN'],
      ['Hector Blanco', 'LPN'],
    ],
    font: FONTS.roboto,
  },
];

const PROVIDERS = {
  allergy: [
    ['Laura Kinsella', 'MD', 'Foothills Allergy & Asthma Associates', '(303) 555-0147'],
    ['Anil Bhattacharya', 'MD', 'Desert Sky Allergy & Immunology', '(480) 555-0136'],
  ],
  gbs: [
    ['Miriam Stavros', 'DO', 'Capitol Neurology Group', '(517) 555-0173'],
    ['Corinne Abernethy', 'MD', 'Front Range Neurology', '(303) 555-0152'],
  ],
  other: [
    ['Devon Achebe', 'NP', 'Riverside Family Medicine', '(480) 555-0190'],
    ['Benjamin Osei-Tutu', 'PA', 'Eastside Primary Care', '(303) 555-0115'],
    ['Grace Holloway', 'MD', 'Lakeview Internal Medicine', '(517) 555-0109'],
  ],
};
const BRANDS = {
  flublok: ['Flublok', 'Sanofi Pasteur'],
  flucelvax: ['Flucelvax', 'Seqirus'],
  fluzoneHD: ['Fluzone High-Dose', 'Sanofi Pasteur'],
  afluria: ['Afluria', 'Seqirus'],
  fluarix: ['Fluarix', 'GSK'],
};
const BRAND_ORDER = ['flublok', 'flucelvax', 'fluzoneHD', 'afluria', 'fluarix'];
const DEPTS = [
  ['Medical-Surgical 4 East', 'Certified Nursing Assistant'],
  ['Emergency Department', 'Registered Nurse (agency)'],
  ['Surgical Services / PACU', 'Registered Nurse'],
  ['Rehabilitation Unit', 'Physical Therapy Assistant'],
  ['Environmental Services', 'EVS Technician'],
];

function render(f) {
  const S = f.S;
  const T = S.typed;
  const P = f.p;
  const w = (t, pen, ink, o = {}) => {
    if (t === null || t === undefined || t === '') return '';
    if (T) return `<span class="ty">${esc(t)}</span>`;
    return hand(t, { font: pen, ink, size: '1.1em', style: '-webkit-text-stroke:0.3px currentColor;', ...o });
  };
  const e = (t, o) => w(t, f.ePen, f.eInk, o); // employee
  const pv = (t, o) => w(t, f.pPen, f.pInk, o); // provider
  const eh = (t, o) => w(t, f.hPen, f.hInk, o); // employee health
  const bx = (on, pen, ink) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${T ? '#111' : ink};font-family:${T ? FONTS.mono : pen}">X</span>` : ''}</span>`;
  const ring = (list, chosen, ink) =>
    list
      .map((o) =>
        o === chosen
          ? T
            ? `<span class="tsel">\u25c9 ${esc(o)}</span>`
            : `<span class="rg" style="border-color:${ink}">${esc(o)}</span>`
          : `<span class="op">${T ? '\u25cb ' : ''}${esc(o)}</span>`,
      )
      .join(' &nbsp;');
  const season = f.season;
  const [y1, y2] = season.split('-');
  const s = (x) => fmt(x, f.ds);

  const cats = ['Employee', 'Contracted / agency staff', 'Student / trainee', 'Volunteer'];
  const part1 = `
  <div class="ph"><b>PART 1</b> \u2014 EMPLOYEE / STAFF MEMBER <i>(print clearly)</i></div>
  <table class="g">
    <tr><td class="w4"><div class="c">Last name</div>${e(P.last)}</td><td class="w4"><div class="c">First name</div>${e(P.first)}</td><td class="w1"><div class="c">MI</div>${e(P.middle ? P.middle[0] : '')}</td><td><div class="c">Badge / employee no.</div>${e(f.badge)}</td></tr>
    <tr><td><div class="c">Department / unit</div>${e(f.dept[0], { size: '1em' })}</td><td><div class="c">Job title</div>${e(f.dept[1], { size: '1em' })}</td><td colspan="2"><div class="c">Manager / agency contact</div>${e(f.manager, { size: '1em' })}</td></tr>
    <tr><td><div class="c">Date of birth</div>${e(s(P.dob))}</td><td colspan="3"><div class="c">Staff category</div>${cats.map((c) => `${bx(c === f.cat, f.ePen, f.eInk)}${esc(c)}`).join(' &nbsp; ')}</td></tr>
  </table>
  <div class="stmt">I request a <b>medical exemption</b> from influenza vaccination for the <b>${y1}\u2013${y2}</b> season. I understand that if my request is approved I must wear a surgical mask in patient-care areas while influenza is declared prevalent, and that if it is denied I must be vaccinated within 7 days of notice.</div>
  <div class="sgr"><div class="sgc"><div class="sgl">${T ? `<span class="ty">/s/ ${esc(nameAs(P, 'first_last'))}</span>` : sig(nameAs(P, 'first_last'), { font: f.eSig, ink: f.eInk, size: '1.55em' })}</div><div class="sgt">Signature of staff member</div></div>
    <div class="sgc sm"><div class="sgl">${e(s(f.empDate))}</div><div class="sgt">Date</div></div></div>`;

  const con = [
    [
      'allergy',
      'Severe allergic reaction (e.g., anaphylaxis) after a previous dose of any influenza vaccine, or to a vaccine component \u2014 specify:',
    ],
    ['gbs', 'Guillain-Barr\u00e9 syndrome within 6 weeks after a previous dose of influenza vaccine'],
    ['other', 'Other medical condition (specify; supporting documentation required):'],
  ];
  const Pv = f.prov;
  const part2 = `
  <div class="ph"><b>PART 2</b> \u2014 CERTIFICATION BY LICENSED HEALTH CARE PROVIDER <i>(MD, DO, NP or PA \u2014 not the staff member)</i></div>
  <div class="p2">
    <div class="lead">My patient named above has the following contraindication to influenza vaccination:</div>
    ${con.map(([k, t]) => `<div class="ci">${bx(f.contra === k, f.pPen, f.pInk)} ${esc(t)} ${f.contra === k && f.specify ? pv(f.specify, { size: '1.05em' }) : ''}</div>`).join('')}
    <div class="nb">Egg allergy of any severity is <b>not</b> a contraindication (egg-free vaccines are available). Local reactions, low-grade fever or a history of fainting are not contraindications.</div>
    <div class="ci">Duration: &nbsp;${f.contra ? ring(['Permanent', `${y1}\u2013${y2} season only`], f.duration, f.pInk) : ring(['Permanent', `${y1}\u2013${y2} season only`], null)}</div>
    <table class="g">
      <tr><td class="w4"><div class="c">Provider name (print)</div>${pv(f.contra ? Pv[0] : '')}</td><td><div class="c">Credential</div>${f.contra ? ring(['MD', 'DO', 'NP', 'PA'], Pv[1], f.pInk) : ring(['MD', 'DO', 'NP', 'PA'], null)}</td><td class="w4"><div class="c">Practice / clinic</div>${pv(f.contra ? Pv[2] : '', { size: '0.95em' })}</td><td><div class="c">Phone</div>${pv(f.contra ? Pv[3] : '', { size: '0.95em' })}</td></tr>
    </table>
    <div class="sgr"><div class="sgc"><div class="sgl">${f.contra ? (T ? `<span class="ty">/s/ ${esc(Pv[0])}, ${esc(Pv[1])}</span>` : sig(Pv[0], { font: f.pSig, ink: f.pInk, size: '1.55em' })) : ''}</div><div class="sgt">Provider signature</div></div>
      <div class="sgc sm"><div class="sgl">${f.contra ? pv(s(f.provDate)) : ''}</div><div class="sgt">Date</div></div>
      <div class="pst">${f.contra && !T ? stamp([Pv[2], Pv[3]], { color: '#4a3f8f', rot: -3 }) : ''}</div></div>
  </div>`;

  const dets = [
    [
      'approved',
      `APPROVED \u2014 exempt for the ${y1}\u2013${y2} season; surgical mask required Dec 1 \u2013 Mar 31 or while influenza is declared prevalent`,
    ],
    ['denied', 'DENIED \u2014 reason:'],
    ['incomplete', 'INCOMPLETE \u2014 returned to staff member'],
    ['withdrawn', 'WITHDRAWN by staff member \u2014 elected vaccination (complete Part 4)'],
  ];
  const R = f.reviewer;
  const part3 = `
  <div class="ph dark"><b>PART 3</b> \u2014 EMPLOYEE HEALTH USE ONLY</div>
  <div class="p3">
    <div class="p3l">${dets.map(([k, t]) => `<div class="ci">${bx(f.det === k, f.hPen, f.hInk)} ${esc(t)} ${k === 'denied' && f.det === 'denied' ? eh(f.denyReason, { size: '0.98em' }) : ''}</div>`).join('')}
      <div class="sgr"><div class="sgc"><div class="sgl">${T ? `<span class="ty">/s/ ${esc(R[0])}, ${esc(R[1])}</span>` : sig(R[0].replace(/^Dr\. /, ''), { font: f.hSig, ink: f.hInk, size: '1.45em' })}</div><div class="sgt">Reviewed by \u2014 ${esc(R[0])}, ${esc(R[1])}, ${esc(R[2])}</div></div>
        <div class="sgc sm"><div class="sgl">${eh(s(f.decDate))}</div><div class="sgt">Date of decision</div></div></div></div>
    <div class="p3r"><div class="c">Date received</div>${T ? `<span class="ty">${esc(fmt(f.received, 'us'))}</span>` : stamp(['RECEIVED', fmt(f.received, 'mon').toUpperCase(), S.dept.split(' \u2014 ')[0].toUpperCase()], { color: '#a11d1d', rot: -6 })}</div>
  </div>`;

  const V = f.vax;
  const B = V ? BRANDS[V.brand] : null;
  const NS = V && V.nurse;
  const part4 = `
  <div class="ph"><b>PART 4</b> \u2014 VACCINATION <i>(if the request is denied or withdrawn)</i></div>
  <div class="p4"><table class="g v">
    <tr><td class="w3"><div class="c">Date given</div>${V && V.date ? eh(s(V.date)) : ''}</td>
      <td colspan="3"><div class="c">Vaccine (ring one)</div>${ring(
        BRAND_ORDER.map((b) => BRANDS[b][0]),
        B ? B[0] : null,
        f.hInk,
      )} &nbsp;Other: ____</td></tr>
    <tr><td><div class="c">Manufacturer</div>${B ? eh(B[1]) : ''}</td><td><div class="c">Lot no.</div>${V ? eh(V.lot) : ''}</td><td><div class="c">Lot expires</div>${V ? eh(s(V.exp)) : ''}</td><td><div class="c">Site / route</div>${V ? `${ring(['L deltoid', 'R deltoid'], V.site, f.hInk)} &nbsp;IM` : `${ring(['L deltoid', 'R deltoid'], null)} &nbsp;IM`}</td></tr>
    <tr><td colspan="2"><div class="c">Administered by (name, credential)</div>${NS ? eh(`${NS[0]}, ${NS[1]}`) : ''}</td><td colspan="2"><div class="c">Signature</div>${NS ? (T ? `<span class="ty">/s/ ${esc(NS[0])}, ${esc(NS[1])}</span>` : sig(NS[0], { font: f.hSig, ink: f.hInk, size: '1.4em' })) : ''}</td></tr>
  </table>
  ${!V && f.na ? `<div class="na">${T ? '<span class="ty">N/A</span>' : hand('N/A \u2014 exemption approved', { font: f.hPen, ink: f.hInk, size: '1.7em', rot: -6 })}</div>` : ''}</div>`;

  const body = `
  <div class="hd"><div class="mk1">${esc(
    S.name
      .split(' ')
      .map((x) => x[0])
      .join('')
      .slice(0, 3),
  )}</div>
    <div class="hx"><div class="h1">${esc(S.name)}</div><div class="h2">${esc(S.dept)}</div><div class="h3">${esc(S.addr)}</div></div>
    <div class="sea">SEASON<br><b>${y1}\u2013${y2}</b></div></div>
  <div class="ti">MANDATORY INFLUENZA VACCINATION PROGRAM<br><span>REQUEST FOR MEDICAL EXEMPTION</span></div>
  <div class="intro">Return the completed form to Employee Health by <b>${esc(fmt(`${y1}-10-31`, 'long'))}</b>. Exemptions are valid for one influenza season only and end <b>${esc(fmt(`${y2}-06-30`, 'long'))}</b>. Religious accommodation requests use form HR-212.</div>
  ${part1}${part2}${part3}${part4}
  ${f.copyStamp ? `<div class="cps">${stamp(['COPY ISSUED TO STAFF MEMBER', fmt(f.copyStamp, 'us')], { color: '#23408e', rot: 4 })}</div>` : ''}
  <div class="ft"><span>${esc(S.form)}</span><span>Original: Employee Health file \u00b7 Copy: staff member \u00b7 Confidential medical information</span></div>`;

  const css = `
  body { position:relative; font-size:10pt; }
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${S.color}; padding-bottom:4px; }
  .mk1 { width:42px; height:42px; background:${S.color}; color:#fff; font-weight:bold; display:flex; align-items:center; justify-content:center; border-radius:6px; font-size:12pt; }
  .hx { flex:1; } .h1 { font-size:13.5pt; font-weight:bold; color:${S.color}; } .h2 { font-size:9pt; } .h3 { font-size:7.4pt; color:#444; }
  .sea { border:2px solid ${S.color}; color:${S.color}; text-align:center; font-size:7.5pt; padding:2px 8px; } .sea b { font-size:12pt; }
  .ti { text-align:center; font-weight:bold; font-size:11pt; margin-top:5px; line-height:1.2; } .ti span { font-size:13pt; letter-spacing:0.04em; }
  .intro { font-size:8.8pt; margin:5px 0 2px; }
  .ph { background:#e7e7e2; border-left:5px solid ${S.color}; font-size:9.6pt; padding:2px 6px; margin-top:9px; }
  .ph.dark { background:${S.color}; color:#fff; }
  .ph i { font-size:8pt; }
  table.g { width:100%; font-size:10pt; }
  table.g td { border:0.8px solid #777; padding:1px 5px 2px; vertical-align:top; height:37px; }
  td.w4 { width:28%; } td.w1 { width:7%; } td.w3 { width:22%; }
  .c { font-size:7.2pt; color:#444; text-transform:uppercase; }
  .stmt { font-size:9pt; margin:5px 2px; }
  .sgr { display:flex; gap:14px; align-items:flex-end; margin-top:3px; }
  .sgc { flex:1; } .sgc.sm { flex:0.35; } .sgl { border-bottom:0.8px solid #333; min-height:32px; } .sgt { font-size:7.2pt; color:#333; }
  .pst { width:2.1in; text-align:center; }
  .p2 { border:0.8px solid #777; border-top:none; padding:3px 6px 4px; }
  .lead { font-size:9.4pt; font-weight:bold; }
  .ci { font-size:9.6pt; margin:4px 0; }
  .nb { font-size:8pt; color:#333; font-style:italic; margin:2px 0 2px 20px; }
  .p3 { display:flex; gap:10px; border:1.2px solid ${S.color}; border-top:none; padding:3px 6px 4px; }
  .p3l { flex:1; } .p3r { width:1.9in; text-align:center; padding-top:4px; }
  .bx { display:inline-block; width:12px; height:12px; border:1.1px solid #222; position:relative; vertical-align:-2px; margin-right:3px; }
  .bx .mk { position:absolute; left:1px; top:-4px; font-size:14px; line-height:14px; }
  .rg { border:1.6px solid; border-radius:50%; padding:0 4px; } .op { padding:0 1px; }
  .tsel { font-weight:bold; } .ty { font-family:${FONTS.mono}; font-size:9.2pt; }
  table.v td { height:36px; }
  .p4 { position:relative; } .na { position:absolute; left:24%; top:42%; }
  .cps { position:absolute; left:${f.cpsLeft}in; top:2px; }
  .ft { display:flex; justify-content:space-between; font-size:6.8pt; color:#444; border-top:0.6px solid #888; margin-top:8px; padding-top:2px; }`;
  return page({
    title: 'Request for medical exemption \u2014 influenza',
    margin: '0.38in',
    body,
    css,
    font: S.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1]);
  let n = 0;
  const mk = (p, o = {}) => {
    const S = o.S || SYSTEMS[order[n++ % 2]];
    return {
      S,
      p,
      season: '2026-2027',
      badge: `${rng.letters(1)}${rng.digits(6)}`,
      dept: rng.pick(DEPTS),
      manager: rng.pick([
        'T. Haverford (charge RN)',
        'Medstaff Travel \u2014 J. Pruitt',
        'R. Delacroix, Nurse Mgr',
        'CareBridge Staffing \u2014 K. Oduya',
      ]),
      cat: rng.pick(['Employee', 'Contracted / agency staff', 'Contracted / agency staff']),
      prov: rng.pick(PROVIDERS[o.contra || 'other']),
      reviewer: rng.pick(S.reviewers),
      ePen: rng.pick([HANDS[0], HANDS[1], HANDS[2]]),
      eInk: rng.pick(INKS),
      eSig: rng.pick(SIGS),
      pPen: rng.pick([HANDS[0], HANDS[2], HANDS[4]]),
      pInk: rng.pick(['#0b3d91', '#202020', '#1a2b6d']),
      pSig: rng.pick(SIGS),
      hPen: rng.pick([HANDS[0], HANDS[1], HANDS[2]]),
      hInk: rng.pick(['#202020', '#14213d', '#0b3d91']),
      hSig: rng.pick(SIGS),
      ds: rng.pick(['us', 'us_nz', 'us_short']),
      duration: 'Permanent',
      vax: null,
      na: false,
      cpsLeft: 3.3 + rng.int(0, 6) / 10,
      ...o,
    };
  };
  /** The paperwork's dates: employee signs, provider certifies, EHS receives and decides. */
  const timeline = (f, empDate) => {
    f.empDate = empDate;
    f.provDate = addDays(empDate, -rng.int(1, 12));
    f.received = addDays(empDate, rng.int(1, 4));
    f.decDate = addDays(f.received, rng.int(2, 9));
  };
  const lot = (brand) =>
    ({
      flublok: () => `${rng.letters(2)}${rng.digits(4)}`,
      flucelvax: () => `${rng.digits(6)}`,
      fluzoneHD: () => `U${rng.digits(4)}${rng.letters(2)}`,
      afluria: () => `P${rng.digits(6)}`,
      fluarix: () => `${rng.letters(2)}${rng.digits(3)}${rng.letters(2)}`,
    })[brand]();
  const out = [];

  // 1 — approved (anaphylaxis), client allows declinations (scanned PDF)
  {
    const p = k.person();
    const f = mk(p, {
      contra: 'allergy',
      specify: 'anaphylaxis 30 min after flu shot 2019 (ED visit)',
      det: 'approved',
      na: true,
    });
    timeline(f, addDays('2026-09-08', rng.int(0, 35)));
    out.push({
      key: 'approved-anaphylaxis-declination-allowed',
      person: requestPerson(p),
      rules: { allow_declination: true },
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['declination not allowed', 'missing declination reason', 'vaccination outside season'],
      data: {
        record_type: 'declination',
        'declination.date': f.empDate,
        'declination.reason': 'medical',
        'declination.season': '2026-2027',
        ...personData(),
      },
      note: `a 2026\u20132027 medical exemption request: severe allergic reaction ticked and specified by ${f.prov[0]}, ${f.prov[1]} (certified ${f.provDate}), APPROVED by Employee Health on ${f.decDate}; Part 4 is struck "N/A"; the worker signed the request on ${f.empDate} (taken as the declination date; received ${f.received}); allow_declination is true, so a medical declination is accepted; the October 31 deadline and June 30 end date are printed policy dates`,
    });
  }

  // 2 — denied (egg allergy), then Flublok given by Employee Health (photo)
  {
    const p = k.person();
    const f = mk(p, {
      contra: 'other',
      specify: 'egg allergy \u2014 hives as a child',
      duration: 'Permanent',
      det: 'denied',
      denyReason: 'egg allergy not a contraindication \u2014 egg-free vaccine offered',
    });
    timeline(f, addDays('2026-09-14', rng.int(0, 25)));
    const given = addDays(f.decDate, rng.int(1, 6));
    const l = lot('flublok');
    f.vax = {
      brand: 'flublok',
      date: given,
      lot: l,
      exp: '2027-06-30',
      site: rng.pick(['L deltoid', 'R deltoid']),
      nurse: rng.pick(f.S.nurses),
    };
    out.push({
      key: 'denied-egg-allergy-then-flublok-given',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: [
        'declination not allowed',
        'vaccination outside season',
        'missing administrator',
        'missing vaccination date',
      ],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': l,
        ...personData(),
      },
      note: `the exemption request (egg allergy under "Other") was DENIED on ${f.decDate} \u2014 egg allergy is not a contraindication \u2014 and Part 4 records Flublok (Sanofi Pasteur) lot ${l} given ${given} by ${f.vax.nurse[0]}, ${f.vax.nurse[1]}, signed: the worker is vaccinated for 2026\u20132027, so the declination is moot; request ${f.empDate}, provider ${f.provDate}, received ${f.received}, lot expiry 2027-06-30 are other dates`,
    });
  }

  // 3 — fillable PDF typed on screen: request withdrawn, Flucelvax given (text PDF)
  {
    const p = k.person();
    const S = SYSTEMS[2];
    const f = mk(p, {
      S,
      contra: 'other',
      specify: 'vasovagal syncope with injections',
      duration: `2026\u20132027 season only`,
      det: 'withdrawn',
      ds: 'us',
    });
    timeline(f, addDays('2026-09-21', rng.int(0, 25)));
    const given = addDays(f.decDate, rng.int(0, 4));
    const l = lot('flucelvax');
    f.vax = {
      brand: 'flucelvax',
      date: given,
      lot: l,
      exp: '2027-06-30',
      site: rng.pick(['L deltoid', 'R deltoid']),
      nurse: rng.pick(S.nurses),
    };
    out.push({
      key: 'typed-withdrawn-then-flucelvax-given',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['declination not allowed', 'vaccination outside season', 'missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': l,
        ...personData(),
      },
      note: `fillable PDF typed on screen with /s/ signatures: the request (fainting with injections, which the form itself says is not a contraindication) was WITHDRAWN and Part 4 records Flucelvax (Seqirus) lot ${l} given ${given} by ${f.vax.nurse[0]}, ${f.vax.nurse[1]}; the request ${f.empDate}, provider ${f.provDate}, received ${f.received} and decision ${f.decDate} dates are not the vaccination`,
    });
  }

  // 4 — approved (Guillain-Barré), default rules (fax)
  {
    const p = k.person();
    const f = mk(p, { contra: 'gbs', specify: '', det: 'approved', na: true });
    timeline(f, addDays('2026-09-01', rng.int(0, 40)));
    out.push({
      key: 'approved-gbs-declination-not-allowed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['declination not allowed'],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'declination',
        'declination.reason': 'medical',
        'declination.season': '2026-2027',
        ...personData(),
      },
      note: `Guillain-Barr\u00e9 within 6 weeks of a prior dose ticked by ${f.prov[0]}, ${f.prov[1]}; APPROVED by Employee Health ${f.decDate}; no dose in Part 4 ("N/A"): a medical declination for 2026\u20132027, and allow_declination is false by default; missing vaccination date may also be reported`,
    });
  }

  // 5 — denied, vaccinated, but the administered-by line and signature are blank (scan image)
  {
    const p = k.person();
    const f = mk(p, {
      contra: 'other',
      specify: 'sore arm + low fever after last year\u2019s shot',
      duration: `2026\u20132027 season only`,
      det: 'denied',
      denyReason: 'mild reaction \u2014 not a contraindication',
    });
    timeline(f, addDays('2026-09-10', rng.int(0, 30)));
    const given = addDays(f.decDate, rng.int(1, 7));
    const brand = rng.pick(['afluria', 'fluarix']);
    const l = lot(brand);
    f.vax = {
      brand,
      date: given,
      lot: l,
      exp: '2027-06-30',
      site: rng.pick(['L deltoid', 'R deltoid']),
      nurse: null,
    };
    out.push({
      key: 'denied-vaccinated-administered-by-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing administrator'],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'declination not allowed'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `request DENIED ${f.decDate} (a mild reaction is not a contraindication); Part 4 has the date ${given}, ${BRANDS[brand][0]} (${BRANDS[brand][1]}) and lot ${l}, but "Administered by" and the signature are blank: no one is named as giving the dose (the health system's letterhead and the reviewer who denied the request are not the vaccinator), read as missing administrator, as for an employer form with blank placed-by / read-by`,
    });
  }

  // 6 — last season's denied request with its October dose (scanned PDF)
  {
    const p = k.person();
    const f = mk(p, {
      season: '2025-2026',
      contra: 'allergy',
      specify: 'latex allergy (rash)',
      duration: 'Permanent',
      det: 'denied',
      denyReason: 'latex-free presentation available',
      copyStamp: addDays('2026-10-26', rng.int(0, 20)),
    });
    timeline(f, addDays('2025-09-15', rng.int(0, 25)));
    const given = addDays(f.decDate, rng.int(1, 6));
    const brand = rng.pick(['fluzoneHD', 'flucelvax', 'afluria']);
    const l = lot(brand);
    f.vax = {
      brand,
      date: given,
      lot: l,
      exp: '2026-06-30',
      site: rng.pick(['L deltoid', 'R deltoid']),
      nurse: rng.pick(f.S.nurses),
    };
    out.push({
      key: 'last-season-denied-request-october-2025-dose',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['vaccination outside season'],
      forbidden: ['missing administrator', 'declination not allowed'],
      data: {
        season: '2025-2026',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `the form is for the 2025\u20132026 season: request denied ${f.decDate} and ${BRANDS[brand][0]} given ${given} by ${f.vax.nurse[0]} \u2014 a dose in the 2025\u20132026 season (1 July 2025 \u2013 30 June 2026), not 2026\u20132027; the COPY ISSUED stamp of ${f.copyStamp} is this season but is not a vaccination`,
    });
  }
  return out;
}
