// A home-care / staffing agency's two-page "Annual Health Update & Attestation" that each field employee fills in by
// hand once a year. Page 1: agency letterhead with the form number and revision date, review year and a due-by date,
// employee boxes (Last / First / MI, DOB, discipline ringed among RN · LPN/LVN · CNA · HHA · Other, hire date, branch),
// phone and an emergency contact (a relative, usually with the same surname), an annual TB symptom screen with
// Yes / No boxes and a "last TB test" line, a hepatitis B line, a respirator fit-test line and a table of licences
// and certifications with their expiry dates. Page 2 (headed "page 2 of 2" with the employee's name written again, often
// in another form of the name): the seasonal influenza section — season written into "20__ – 20__", a status line with
// RECEIVED · DECLINED · NOT YET printed side by side and one ringed by hand, a small table for this season's dose
// (date given / vaccine / lot / where given / given by) with a "previous season" row under it, "copy attached" and
// "agency flu clinic" boxes, declination reasons with tick boxes and a masking statement; an optional COVID-19 line;
// the employee's signature and date; a shaded office-use panel with the reviewer, review date, a ringed
// Compliant / Non-compliant / Exempt and a RECEIVED date stamp. Employees often photograph or fax page 2 alone.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r18_agency_annual_health_update_flu_on_page2',
  split: 'tuning',
  renderings: { photo: 35, fax: 15, scanned_pdf: 30, text_pdf: 20 },
  description:
    'Staffing / home-care agency two-page Annual Health Update & Attestation filled by hand: p1 letterhead with form no. and revision date, review year and due-by date, Last / First / MI boxes, DOB, ringed discipline, hire date, TB symptom screen with Yes / No boxes and a last-TB-test line, hepatitis B and fit-test lines and a licences table with their own dates, an emergency contact sharing the surname; p2 "page 2 of 2" with the name written again, the influenza section (season written into 20__–20__, RECEIVED · DECLINED · NOT YET with one ringed, a dose row and a previous-season row with date / vaccine / lot / where given / given by, copy-attached and agency-clinic boxes, declination reason boxes and masking statement), optional COVID-19 line, employee signature and date, shaded office-use panel with reviewer, ringed Compliant / Non-compliant / Exempt and a RECEIVED date stamp; page 2 often photographed or faxed alone; variants pharmacy dose, agency clinic dose with last season below, a struck and rewritten date, medical declination, last year’s form, no where-given / given-by',
};

const AGENCIES = [
  {
    name: 'Tamarack Home Care & Staffing',
    addr: '2901 Tamarack Dr, Boise, ID 83702',
    tel: '(208) 555-0163',
    form: 'HR-214',
    rev: 'rev. 03/2024',
    color: '#2f5d50',
    shape: 'leaf',
    ini: 'TH',
  },
  {
    name: 'Bright Harbor Nurse Staffing, LLC',
    addr: '640 Lindell Blvd, Suite 210, Savannah, GA 31401',
    tel: '(912) 555-0186',
    form: 'BH-EH-07',
    rev: 'Rev 08/23',
    color: '#23477a',
    shape: 'circle',
    ini: 'BH',
  },
  {
    name: 'Keystone Per Diem Partners',
    addr: '115 Grange Hall Rd, Lansing, MI 48906',
    tel: '(517) 555-0129',
    form: 'KPD-ANN-2',
    rev: 'revised 01/2025',
    color: '#6a2d3f',
    shape: 'shield',
    ini: 'KP',
  },
];
const BRANDS = [
  ['Fluzone High-Dose', 'Sanofi'],
  ['Flucelvax', 'Seqirus'],
  ['Fluarix', 'GSK'],
  ['Flublok', 'Sanofi'],
  ['Afluria', 'Seqirus'],
  ['FluLaval', 'GSK'],
];
const PHARMACIES = [
  ['Larkspur Pharmacy #212', 'Priya Natarajan, PharmD'],
  ['Whitcomb St. Drug', 'Owen Feld, RPh'],
  ['Copperfield Community Pharmacy', 'Lena Marquardt, PharmD'],
  ['Harmon Blvd Health Mart', 'Dwight Osei, RPh'],
];
const CLINIC_NURSES = ['Carla Benoit, RN', 'Hector Ybarra, LPN', 'Simone Achterberg, RN', 'Gail Thorsby, RN'];
const REVIEWERS = ['M. Delacroix', 'A. Pettigrew', 'R. Szabo', 'K. Umeh'];
const PENS = HANDS.filter((h) => h !== 'Breip');

function rg(text, on, ink) {
  return on
    ? `<span class="rg" style="border-color:${ink}">${esc(text)}</span>`
    : `<span class="op">${esc(text)}</span>`;
}
function bx(on, ink, font) {
  return `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;
}
function chk(on, ink) {
  return `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:'DejaVu Sans'">✓</span>` : ''}</span>`;
}

function header(f, sub) {
  const a = f.agency;
  return `<div class="lh">
    <div class="lg">${logo({ initials: a.ini, color: a.color, shape: a.shape, size: 40 })}</div>
    <div class="lt"><div class="an">${esc(a.name)}</div><div class="aa">${esc(a.addr)} · ${esc(a.tel)}</div></div>
    <div class="fr"><div class="fn">${esc(a.form)}</div><div class="fv">${esc(a.rev)}</div></div>
  </div>
  <div class="ti">ANNUAL HEALTH UPDATE &amp; ATTESTATION <span class="pg2">${sub}</span></div>`;
}

function page1(f) {
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, size: '1.15em', ...o });
  const n = f.p;
  const q = [
    'Cough lasting more than 3 weeks?',
    'Coughing up blood?',
    'Unexplained fever or night sweats?',
    'Unexplained weight loss (10 lb or more)?',
    'Close contact with a person with active TB this year?',
  ];
  return `<div class="sheet">
    ${header(f, '')}
    <div class="row2"><span class="cap">Review year</span><span class="ul s1">${h(f.reviewYear)}</span>
      <span class="cap">Return to the office by</span><span class="ul s2">${esc(fmt(f.dueBy, 'long'))}</span>
      <span class="cap">Employee ID</span><span class="ul s1">${h(f.empId)}</span></div>
    <div class="sec">A. EMPLOYEE</div>
    <table class="grid"><tr>
      <td style="width:34%"><div class="cp">Last name</div>${h(n.last, { size: '1.3em' })}</td>
      <td style="width:30%"><div class="cp">First name</div>${h(n.first, { size: '1.3em' })}</td>
      <td style="width:7%"><div class="cp">MI</div>${h(n.mi, { size: '1.3em' })}</td>
      <td><div class="cp">Date of birth</div>${h(fmt(f.dob, f.ds))}</td></tr>
      <tr><td colspan="2"><div class="cp">Discipline (ring one)</div>${['RN', 'LPN/LVN', 'CNA', 'HHA', 'RT', 'Other'].map((x) => rg(x, x === f.discipline, f.ink)).join(' &nbsp; ')}</td>
      <td colspan="2"><div class="cp">Hire date · Branch</div>${h(fmt(f.hire, f.ds))} &nbsp; ${h(f.branch, { size: '1em' })}</td></tr>
      <tr><td><div class="cp">Mobile phone (only if changed)</div>${h(f.phone, { size: '1.05em' })}</td>
      <td colspan="3"><div class="cp">Emergency contact (name, relationship, phone)</div>${h(f.emergency, { size: '1em' })}</td></tr>
    </table>
    <div class="sec">B. ANNUAL TB SYMPTOM SCREEN <span class="sm">(every employee, every year — this is not a TB test)</span></div>
    <table class="qs">${q.map((x) => `<tr><td>${esc(x)}</td><td class="yn">Yes ${bx(false, f.ink, f.font)}</td><td class="yn">No ${bx(true, f.ink, f.font)}</td></tr>`).join('')}</table>
    <div class="row2"><span class="cap">Date of last TB test</span><span class="ul s2">${h(fmt(f.lastTb, f.ds))}</span><span class="cap">Type</span><span class="ul s1">${h(f.lastTbType)}</span><span class="cap">Result</span><span class="ul s1">${h('neg')}</span></div>
    <div class="sec">C. HEPATITIS B</div>
    <div class="ln">${bx(true, f.ink, f.font)} Series complete — dates ${h(f.hepB)} &nbsp; ${bx(false, f.ink, f.font)} Positive titer &nbsp; ${bx(false, f.ink, f.font)} Declination on file</div>
    <div class="sec">D. RESPIRATOR FIT TEST</div>
    <div class="row2"><span class="cap">Date</span><span class="ul s2">${h(fmt(f.fit, f.ds))}</span><span class="cap">Model / size</span><span class="ul s2">${h(f.fitModel)}</span><span class="cap">Result</span>${rg('PASS', true, f.ink)} ${rg('FAIL', false, f.ink)}</div>
    <div class="sec">E. LICENCES &amp; CERTIFICATIONS ON FILE <span class="sm">(list any renewed since your last update)</span></div>
    <table class="dose"><tr><th style="width:26%">Credential</th><th style="width:26%">Number</th><th style="width:14%">State</th><th>Expires</th></tr>
      ${f.creds.map((c) => `<tr><td>${h(c[0], { size: '1em' })}</td><td>${h(c[1], { size: '1em' })}</td><td>${h(c[2], { size: '1em' })}</td><td>${h(c[3], { size: '1em' })}</td></tr>`).join('')}
      <tr><td></td><td></td><td></td><td></td></tr></table>
    <div class="foot">${esc(f.agency.form)} · ${esc(f.agency.rev)} · Page 1 of 2 — continue on page 2</div>
  </div>`;
}

function page2(f) {
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, size: '1.15em', ...o });
  const cur = f.cur; // this season's dose row or null
  const prev = f.prev;
  const row = (r, label) => {
    if (!r) return `<tr><td class="rl">${label}</td><td></td><td></td><td></td><td></td><td></td></tr>`;
    const date = r.struck
      ? `${h(fmt(r.struck, f.ds), { style: `text-decoration:line-through;text-decoration-thickness:1.6px;text-decoration-color:${f.ink};`, size: '1.05em' })} ${h(fmt(r.date, f.ds))} ${h(f.ini, { size: '0.75em' })}`
      : h(fmt(r.date, f.ds));
    return `<tr><td class="rl">${label}</td><td>${date}</td><td>${h(r.brand, { size: '1em' })}</td><td>${h(r.lot, { size: '0.9em' })}</td><td>${h(r.where || '', { size: '0.95em' })}</td><td>${h(r.by || '', { size: '0.95em' })}</td></tr>`;
  };
  const reasons = [
    [
      'medical',
      'Medical contraindication (e.g., severe allergy to a vaccine component, history of Guillain-Barré)',
    ],
    ['religious', 'Religious belief'],
    ['personal', 'Personal / other reason:'],
  ];
  const dec = f.declined;
  const st = f.status;
  const officeStamp = stamp(
    ['RECEIVED', fmt(f.officeDate, 'mil4'), f.agency.name.split(' ')[0].toUpperCase() + ' HR'],
    {
      color: '#8a1c1c',
      rot: f.stampRot,
    },
  );
  return `<div class="sheet">
    ${header(f, '— page 2 of 2')}
    <div class="row2"><span class="cap">Employee name</span><span class="ul s3">${h(f.name2, { size: '1.25em' })}</span><span class="cap">Employee ID</span><span class="ul s1">${h(f.empId)}</span></div>
    <div class="sec">F. SEASONAL INFLUENZA VACCINATION</div>
    <div class="row2"><span class="cap">Flu season</span><span class="big">20<span class="ul s0">${h(f.seasonA, { size: '1.3em' })}</span> – 20<span class="ul s0">${h(f.seasonB, { size: '1.3em' })}</span></span>
      <span class="sm">The agency counts doses given from the time vaccine is available (usually August) through the end of the season.</span></div>
    <div class="row2 stat"><span class="cap">Status this season (ring one)</span> ${rg('RECEIVED', st === 'received', f.ink)} &nbsp; ${rg('DECLINED', st === 'declined', f.ink)} &nbsp; ${rg('NOT YET — will submit by ________', st === 'notyet', f.ink)}</div>
    <div class="sub">F1. If received — complete the row and attach your record</div>
    <table class="dose"><tr><th style="width:13%"></th><th style="width:17%">Date given</th><th style="width:17%">Vaccine (brand)</th><th style="width:11%">Lot #</th><th style="width:22%">Where given (clinic / pharmacy)</th><th>Given by (name, credentials)</th></tr>
      ${row(cur, 'This season')}${row(prev, 'Previous season')}</table>
    <div class="ln">${bx(f.attached, f.ink, f.font)} Copy of vaccination record attached &nbsp;&nbsp; ${bx(f.agencyClinic, f.ink, f.font)} Given at the agency flu clinic (no copy needed)</div>
    <div class="sub">F2. If declined — tick the reason</div>
    <div class="reas">${reasons.map(([k2, t]) => `<div class="ln">${bx(dec && dec.reason === k2, f.ink, f.font)} ${esc(t)} ${k2 === 'personal' ? `<span class="ul s3">${dec && dec.reason === 'personal' ? h(dec.text) : ''}</span>` : ''}</div>`).join('')}
      ${dec && dec.text && dec.reason !== 'personal' ? `<div class="ln">Explain: ${h(dec.text)}</div>` : ''}
      <div class="ms">I understand that if I decline I must wear a surgical mask in patient homes and facilities for the whole influenza season and may be restricted from some assignments.</div></div>
    <div class="sec">G. COVID-19 <span class="sm">(optional)</span></div>
    <div class="ln">${bx(!!f.covid, f.ink, f.font)} Up to date — most recent dose <span class="ul s2">${f.covid ? h(fmt(f.covid, f.ds)) : ''}</span> &nbsp; ${bx(!f.covid, f.ink, f.font)} Prefer not to answer</div>
    <div class="sec">H. EMPLOYEE ATTESTATION</div>
    <div class="sm">I attest that the information on both pages of this form is true and complete.</div>
    <div class="row2 sg"><span class="cap">Signature</span><span class="ul s3">${sig(f.sigName, { font: f.sig, ink: f.ink, size: '1.9em' })}</span><span class="cap">Date</span><span class="ul s2">${h(fmt(f.signed, f.ds))}</span></div>
    <div class="office"><div class="ot">FOR OFFICE USE ONLY</div>
      <div class="row2"><span class="cap">Reviewed by</span><span class="ul s2">${hand(f.reviewer, { font: f.font2, ink: '#202020', size: '1.1em' })}</span><span class="cap">Date</span><span class="ul s1">${hand(fmt(f.officeDate, 'us_short'), { font: f.font2, ink: '#202020', size: '1.1em' })}</span>
      <span class="cap">Influenza</span> ${['Compliant', 'Non-compliant', 'Exempt'].map((x) => rg(x, x === f.office, '#202020')).join(' ')}</div>
      <div class="att">${chk(true, '#202020')} Page 1 reviewed &nbsp; ${chk(f.attached, '#202020')} Flu record received &nbsp; ${chk(true, '#202020')} Entered in HRIS</div>
      <div class="ostamp">${officeStamp}</div></div>
    <div class="foot">${esc(f.agency.form)} · ${esc(f.agency.rev)} · Page 2 of 2</div>
  </div>`;
}

function render(f, which) {
  const pages = which === 'both' ? [page1(f), page2(f)] : [page2(f)];
  return page({
    title: 'Annual Health Update',
    size: 'letter',
    margin: '0',
    font: f.agency === AGENCIES[1] ? FONTS.open : FONTS.sans,
    body: pages.map((p, i) => `<div class="${i < pages.length - 1 ? 'pb' : ''}">${p}</div>`).join(''),
    css: `
    .sheet { width:8.5in; height:11in; padding:0.5in 0.55in 0.4in; position:relative; font-size:10.4pt; ${f.xerox ? 'filter:grayscale(1) contrast(1.12); background:radial-gradient(ellipse at center, #fff 70%, #e4e4e4 100%);' : ''} }
    .lh { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${f.agency.color}; padding-bottom:5px; }
    .lt { flex:1; } .an { font-size:13.5pt; font-weight:bold; color:${f.agency.color}; } .aa { font-size:8.4pt; color:#444; }
    .fr { text-align:right; font-size:8pt; color:#444; } .fn { font-weight:bold; }
    .ti { font-size:12pt; font-weight:bold; letter-spacing:0.6px; margin:8px 0 6px; }
    .pg2 { font-weight:normal; font-size:10pt; color:#555; }
    .sec { background:${f.agency.color}; color:#fff; font-weight:bold; font-size:10pt; padding:3px 6px; margin:15px 0 6px; }
    .sec .sm { color:#e8e8e8; font-weight:normal; }
    .sub { font-weight:bold; font-size:9.2pt; margin:8px 0 3px; }
    .sm { font-size:8.2pt; color:#444; }
    .cap { font-size:8.4pt; color:#333; white-space:nowrap; }
    .row2 { display:flex; align-items:flex-end; gap:6px; margin:5px 0; flex-wrap:nowrap; }
    .ul { border-bottom:0.8px solid #444; min-height:19px; padding:0 3px; white-space:nowrap; }
    .s0 { display:inline-block; width:0.42in; text-align:center; } .s1 { width:1.0in; } .s2 { width:1.55in; } .s3 { flex:1; }
    .big { font-size:12pt; font-weight:bold; white-space:nowrap; }
    .stat { margin-top:8px; font-size:10pt; font-weight:bold; }
    .grid { width:100%; } .grid td { border:0.8px solid #666; padding:2px 5px 4px; vertical-align:top; height:0.56in; }
    .cp { font-size:7.6pt; color:#444; text-transform:uppercase; }
    .qs { width:100%; } .qs td { border-bottom:0.6px solid #bbb; padding:5px 4px; } .qs .yn { width:0.7in; white-space:nowrap; }
    .dose { width:100%; margin-top:2px; } .dose th { font-size:7.8pt; background:#eee; border:0.8px solid #666; padding:3px; text-align:left; }
    .dose td { border:0.8px solid #666; height:0.56in; padding:2px 4px; vertical-align:middle; }
    .dose td.rl { font-size:8pt; color:#333; }
    .ln { margin:4px 0; }
    .reas .ln { margin:4px 0; display:flex; align-items:flex-end; gap:4px; }
    .ms { font-size:8.2pt; font-style:italic; color:#333; margin-top:3px; }
    .bx { display:inline-block; width:11px; height:11px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin-right:3px; }
    .bx .mk { position:absolute; left:1px; top:0; font-size:13px; line-height:11px; }
    .rg { border:1.7px solid; border-radius:50%; padding:1px 6px; white-space:nowrap; }
    .op { padding:1px 6px; white-space:nowrap; }
    .sg { margin-top:8px; }
    .office { background:#ececec; border:1px solid #999; padding:5px 8px 8px; margin-top:16px; position:relative; height:1.25in; }
    .att { margin-top:6px; font-size:9pt; }
    .ot { font-size:8pt; font-weight:bold; letter-spacing:1px; color:#444; }
    .ostamp { position:absolute; right:0.3in; bottom:0.08in; opacity:0.85; }
    .foot { position:absolute; bottom:0.3in; left:0.55in; right:0.55in; font-size:7.6pt; color:#666; border-top:0.6px solid #aaa; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const agencies = rng.shuffle(AGENCIES);
  const mk = (p, o = {}) => {
    const font = rng.pick(PENS);
    return {
      agency: agencies[out.length % agencies.length],
      p: { first: p.first, last: p.last, mi: p.middle ? p.middle[0] : '' },
      name2: nameAs(p, rng.pick(['first_last', 'first_mi_last', 'nick_last'])),
      sigName: nameAs(p, 'first_last'),
      ini: `${p.first[0]}${p.last[0]}`,
      dob: p.dob,
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      font,
      font2: rng.pick(PENS.filter((x) => x !== font)),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      empId: `${rng.int(10, 99)}-${rng.digits(4)}`,
      reviewYear: '2026',
      dueBy: '2026-12-01',
      discipline: rng.pick(['RN', 'LPN/LVN', 'CNA', 'HHA']),
      hire: addDays('2019-03-04', rng.int(0, 1800)),
      branch: rng.pick(['North', 'Eastside', 'Metro', 'Lakeview']),
      lastTb: addDays('2026-01-12', rng.int(0, 200)),
      lastTbType: rng.pick(['PPD', 'QFT']),
      hepB: rng.pick(['2004, 2004, 2005', '1998 x3', '3/2011 · 4/2011 · 9/2011']),
      fit: addDays('2026-02-02', rng.int(0, 200)),
      fitModel: rng.pick(['3M 1870+ std', 'Halyard reg', '3M 8210 M']),
      seasonA: '26',
      seasonB: '27',
      status: 'received',
      cur: null,
      prev: null,
      attached: true,
      agencyClinic: false,
      declined: null,
      covid: rng.chance(0.5) ? addDays('2025-09-15', rng.int(0, 300)) : null,
      signed: null,
      reviewer: rng.pick(REVIEWERS),
      officeDate: null,
      office: 'Compliant',
      stampRot: rng.float(-8, 5).toFixed(1),
      xerox: false,
      creds: [
        [
          rng.pick(['RN licence', 'LPN licence', 'CNA certificate']),
          `${rng.letters(1)}${rng.digits(6)}`,
          rng.pick(['ID', 'GA', 'MI', 'OH']),
          fmt(addDays('2027-01-31', rng.int(0, 600)), 'us_nz'),
        ],
        ['BLS (AHA)', `eCard ${rng.alnum(6)}`, '—', fmt(addDays('2027-02-01', rng.int(0, 500)), 'mm_yyyy')],
      ],
      phone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      emergency: `${rng.pick(['Rosa', 'Dale', 'Miriam', 'Curtis', 'Ana', 'Frank'])} ${p.last.split(/[ -]/)[0]} (${rng.pick(['mother', 'father', 'spouse', 'sister'])}) ${rng.int(201, 989)}-555-${rng.digits(4)}`,
      ...o,
    };
  };
  const lot = () => `${rng.letters(2)}${rng.digits(4)}${rng.pick(['', 'A', 'AB'])}`;
  const dose = (date, o = {}) => {
    const [brand] = rng.pick(BRANDS);
    const [where, by] = rng.pick(PHARMACIES);
    return { date, brand, lot: lot(), where, by, ...o };
  };

  // 1 — page 2 photographed alone; this season's dose at a pharmacy
  {
    const p = k.person();
    const d1 = addDays('2026-09-08', rng.int(0, 55));
    const f = mk(p);
    f.cur = dose(d1);
    f.signed = addDays(d1, rng.int(2, 12));
    f.officeDate = addDays(f.signed, rng.int(1, 6));
    out.push({
      key: 'page2-photo-pharmacy-dose-this-season',
      person: requestPerson(p),
      html: render(f, 'p2'),
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': d1,
        'vaccinations.0.lot': f.cur.lot,
        ...personData('match', 'not_present'),
      },
      note: `only page 2 is in the photo: season written 20${f.seasonA}–20${f.seasonB}, RECEIVED ringed, this-season row ${d1} ${f.cur.brand} lot ${f.cur.lot} at ${f.cur.where} by ${f.cur.by}; the signature date ${f.signed}, review date and RECEIVED stamp ${f.officeDate} are not doses; no DOB on page 2`,
      rendering: 'photo',
    });
  }

  // 2 — both pages scanned; agency flu clinic dose, last season's dose in the row below
  {
    const p = k.person();
    const d1 = addDays('2026-10-01', rng.int(0, 40));
    const prevD = addDays('2025-10-06', rng.int(0, 40));
    const nurse = rng.pick(CLINIC_NURSES);
    const f = mk(p, { attached: false, agencyClinic: true });
    f.cur = dose(d1, { where: `${f.agency.name.split(' ')[0]} agency flu clinic`, by: nurse });
    f.prev = dose(prevD);
    f.signed = addDays(d1, rng.int(0, 5));
    f.officeDate = addDays(f.signed, rng.int(1, 8));
    out.push({
      key: 'two-pages-agency-clinic-dose-last-season-below',
      person: requestPerson(p),
      html: render(f, 'both'),
      issues: [],
      forbidden: ['vaccination outside season'],
      data: { record_type: 'immunization_record', season: '2026-2027', ...personData('match', 'match') },
      note: `page 1 holds the employee boxes, DOB, hire date ${f.hire}, last TB test ${f.lastTb} and fit test ${f.fit}; page 2: RECEIVED ringed, this season ${d1} at the agency flu clinic by ${nurse}; the previous-season row (${prevD}) is last season and does not decide; which vaccinations[] index each row takes is not pinned`,
      rendering: 'text_pdf',
    });
  }

  // 3 — both pages as a text PDF; September dose with a struck and rewritten date
  {
    const p = k.person();
    const d1 = addDays('2026-09-02', rng.int(0, 25));
    const f = mk(p);
    f.cur = dose(d1, { struck: addDays(d1, -rng.int(3, 9)) });
    f.signed = addDays(d1, rng.int(3, 20));
    f.officeDate = addDays(f.signed, rng.int(1, 6));
    out.push({
      key: 'two-pages-september-dose-date-corrected',
      person: requestPerson(p),
      html: render(f, 'both'),
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': d1,
        ...personData('match', 'match'),
      },
      note: `the date-given cell has ${f.cur.struck} struck through and ${d1} written after it with the employee's initials: the rewritten date is the dose (both are in the 2026-2027 season); September is inside the July–June season`,
      rendering: 'text_pdf',
    });
  }

  // 4 — page 2 faxed alone; DECLINED ringed with a medical reason
  {
    const p = k.person();
    const signed = addDays('2026-09-21', rng.int(0, 45));
    const f = mk(p, {
      status: 'declined',
      attached: false,
      declined: {
        reason: 'medical',
        text: rng.pick(['egg/latex reaction 2019 — hives, throat swelling', 'GBS after flu shot 2017']),
      },
      signed,
      officeDate: addDays(signed, rng.int(1, 7)),
      office: 'Exempt',
    });
    out.push({
      key: 'page2-faxed-declined-medical-reason',
      person: requestPerson(p),
      html: render(f, 'p2'),
      issues: ['declination not allowed'],
      data: { record_type: 'declination', 'declination.season': '2026-2027' },
      note: `DECLINED ringed (RECEIVED and NOT YET printed beside it, not ringed), "Medical contraindication" ticked with a handwritten explanation, dose rows empty, signed ${signed}; the office ringed "Exempt", but allow_declination is false by default`,
      rendering: 'fax',
    });
  }

  // 5 — last year's form: season 25–26, dose in October 2025
  {
    const p = k.person();
    const d1 = addDays('2025-09-29', rng.int(0, 40));
    const f = mk(p, {
      seasonA: '25',
      seasonB: '26',
      reviewYear: '2025',
      dueBy: '2025-12-01',
      lastTb: addDays('2025-01-13', rng.int(0, 200)),
      fit: addDays('2025-02-03', rng.int(0, 200)),
      xerox: true,
    });
    f.cur = dose(d1);
    f.signed = addDays(d1, rng.int(2, 10));
    f.officeDate = addDays(f.signed, rng.int(1, 6));
    out.push({
      key: 'last-years-form-photocopy-season-25-26',
      person: requestPerson(p),
      html: render(f, 'p2'),
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': d1 },
      note: `a photocopy of last year's page 2: season written 20${f.seasonA}–20${f.seasonB}, dose ${d1}, signed ${f.signed}, RECEIVED stamp ${f.officeDate}; nothing for the 2026-2027 season`,
      rendering: 'photo',
    });
  }

  // 6 — dose written in but where-given and given-by left blank, nothing attached
  {
    const p = k.person();
    const d1 = addDays('2026-09-14', rng.int(0, 50));
    const f = mk(p, { attached: false, office: 'Non-compliant' });
    f.cur = dose(d1, { where: '', by: '' });
    f.signed = addDays(d1, rng.int(1, 10));
    f.officeDate = addDays(f.signed, rng.int(1, 6));
    out.push({
      key: 'two-pages-dose-without-where-or-who',
      person: requestPerson(p),
      html: render(f, 'both'),
      issues: ['missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': d1 },
      note: `RECEIVED ringed, this-season row with date ${d1}, ${f.cur.brand}, lot ${f.cur.lot}, but "Where given" and "Given by" are empty, "copy attached" and "agency flu clinic" are not ticked; the agency on the letterhead and the office reviewer are not the vaccinator; the office ringed Non-compliant`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
