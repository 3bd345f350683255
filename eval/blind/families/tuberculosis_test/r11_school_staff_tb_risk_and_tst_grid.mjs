// A school district's "TB Risk Assessment and Skin Test Report" for employees, volunteers and substitute staff,
// completed by the district nurse by hand. Part 1: who the form is for (Last / First / MI in separate boxes, school
// site, DOB as M/D/YY). Part 2: six risk questions with YES / NO printed after each and a ring drawn around one.
// Part 3: a small five-column skin-test grid (Date placed / Date read / mm / result ringed NEG · POS / reader's
// initials) with a chest x-ray line under it. Part 4: the examining provider's certification (printed name, clinic,
// phone, signature, date signed). Dates are written with two-digit years; in one form the nurse wrote a wrong read
// date, struck it through and wrote the right one beside it with her initials.
import { addDays, fmt, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r11_school_staff_tb_risk_and_tst_grid',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 20, photo: 40, scan_image: 12, fax: 13 },
  description:
    'School district TB Risk Assessment and Skin Test Report for employees / volunteers filled by hand: Last / First / MI boxes, six risk questions with YES / NO ringed after each, a small grid (Date placed / Date read / mm / NEG · POS ringed / reader initials) with a chest x-ray line, provider certification with signature; M/D/YY dates, a read date struck through and rewritten',
};

const DISTRICTS = [
  {
    name: 'Arroyo Seco Unified School District',
    dept: 'Health Services · Credentialing Office',
    addr: '1450 Saddleback Way, Fresno, CA 93721',
    color: '#1f4e79',
  },
  {
    name: 'Copper Basin Public Schools',
    dept: 'Office of School Health',
    addr: '88 Pioneer Way, Mesa, AZ 85201',
    color: '#6b3e1f',
  },
  {
    name: 'North Fork Independent School District',
    dept: 'Human Resources — Employee Health',
    addr: '2201 Grange Hall Rd, El Paso, TX 79902',
    color: '#2d5e3a',
  },
];
const SITES = [
  'Lincoln Elementary',
  'Vista Ridge Middle',
  'District Office',
  'Substitute pool',
  'Food Services',
];
const CLINICS = [
  ['Westside Community Health Center', '(559) 555-0182', 'Marisa Tenorio, RN'],
  ['Sunrise Family Medicine', '(480) 555-0129', 'Dr. Howard Kleinfeld, MD'],
  ['Valle Verde Occupational Clinic', '(915) 555-0164', 'Priya Raman, NP'],
];
const RISK = [
  'Born, traveled or lived for more than one month in a country with an elevated TB rate',
  'Immunosuppression, current or planned (HIV, organ transplant, TNF-alpha antagonist, steroids)',
  'Close contact with someone who has had infectious TB disease since the last TB test',
  'Symptoms of TB: cough > 2–3 weeks, fever, night sweats, weight loss, coughing up blood',
  'Previous positive TB skin test or blood test',
  'Worked or volunteered in a shelter, jail, or health-care setting in the past year',
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const d = f.district;
  const ring = (opt, chosen) =>
    opt === chosen
      ? `<span style="display:inline-block;border:1.7px solid ${f.ink};border-radius:50%;padding:0 5px;margin:0 1px">${opt}</span>`
      : `<span style="padding:0 6px">${opt}</span>`;
  const css = `
  .hd { display:flex; gap:10px; align-items:center; border-bottom:2px solid ${d.color}; padding-bottom:5px; }
  .hd .n { font-size:13pt; font-weight:bold; color:${d.color}; }
  .hd .s { font-size:8pt; color:#333; }
  .ti { font-size:12.5pt; font-weight:bold; text-align:center; margin:8px 0 0; }
  .st { font-size:8pt; text-align:center; color:#333; margin-bottom:6px; }
  .pt { font-weight:bold; font-size:9.5pt; margin:10px 0 3px; border-bottom:1px solid #333; }
  .bx { display:flex; gap:6px; margin-top:4px; }
  .bx > div { border:1px solid #555; padding:1px 5px; min-height:34px; flex:1; }
  .bx .l { font-size:7pt; color:#333; }
  .rq { display:flex; justify-content:space-between; align-items:center; font-size:8.6pt; padding:3px 0; border-bottom:1px dotted #999; }
  .rq .yn { white-space:nowrap; font-weight:bold; font-size:8.6pt; padding-left:12px; }
  table.g { width:100%; margin-top:4px; font-size:8.5pt; }
  table.g th { border:1px solid #333; background:#eee; font-size:7.6pt; padding:2px 3px; }
  table.g td { border:1px solid #333; height:34px; text-align:center; padding:1px 3px; }
  .ln { display:flex; align-items:flex-end; gap:6px; margin-top:8px; font-size:8.5pt; }
  .ln .u { flex:1; border-bottom:1px solid #333; min-height:24px; }
  .fn { font-size:7.2pt; color:#333; margin-top:8px; }`;
  const part1 = `<div class="pt">PART 1 — EMPLOYEE / VOLUNTEER</div>
  <div class="bx"><div style="flex:1.6"><div class="l">Last name</div>${H(f.last)}</div><div style="flex:1.3"><div class="l">First name</div>${H(f.first)}</div><div style="flex:0.4"><div class="l">MI</div>${H(f.mi)}</div><div><div class="l">Date of birth</div>${H(f.dob)}</div></div>
  <div class="bx"><div><div class="l">School site / department</div>${H(f.site, { size: '1.05em' })}</div><div><div class="l">Position</div>${H(f.position, { size: '1.05em' })}</div><div style="flex:0.7"><div class="l">Employee ID</div>${H(f.empId, { size: '1.05em' })}</div></div>`;
  const part2 = `<div class="pt">PART 2 — RISK ASSESSMENT (circle YES or NO)</div>
  ${RISK.map((q, i) => `<div class="rq"><span>${i + 1}. ${esc(q)}</span><span class="yn">${ring('YES', f.risk[i] ? 'YES' : 'NO')} ${ring('NO', f.risk[i] ? 'YES' : 'NO')}</span></div>`).join('')}
  <div style="font-size:7.8pt;margin-top:3px">If any answer is YES, a TB skin test or IGRA is required. New employees are tested regardless of the answers.</div>`;
  const readCell = f.struckRead
    ? `<span style="position:relative;display:inline-block">${H(f.struckRead, { size: '1.05em' })}<span style="position:absolute;left:-2px;right:-2px;top:48%;border-top:1.8px solid ${f.ink};transform:rotate(-6deg)"></span></span> ${H(f.read)} ${H(f.struckRead ? f.readerInit : '', { size: '0.8em' })}`
    : H(f.read);
  const part3 = `<div class="pt">PART 3 — TUBERCULIN SKIN TEST (Mantoux, 5 TU PPD)</div>
  <table class="g"><tr><th style="width:18%">Date placed</th><th style="width:24%">Date read</th><th style="width:13%">mm induration</th><th style="width:25%">Result (circle)</th><th>Read by (initials)</th></tr>
  <tr><td>${H(f.placed)}</td><td>${readCell}</td><td>${H(f.mm)}</td><td>${ring('NEG', f.res)} &nbsp; ${ring('POS', f.res)}</td><td>${H(f.readerInit)}</td></tr></table>
  <div class="ln"><span>Chest X-ray (only if skin test positive) — date:</span><span class="u" style="flex:0.6">${H(f.cxr?.date)}</span><span>${f.cxr ? `<span style="color:${f.ink};font-family:${f.hand}">✓</span>` : '&#9633;'} No evidence of active TB &nbsp; &#9633; Further evaluation needed</span></div>`;
  const part4 = `<div class="pt">PART 4 — HEALTH CARE PROVIDER CERTIFICATION</div>
  <div style="font-size:8.3pt">I certify that the above-named person has been assessed and, where indicated, tested for tuberculosis and is free of infectious TB.</div>
  <div class="ln"><span>Provider (print)</span><span class="u">${H(f.provider)}</span><span>Clinic</span><span class="u">${H(f.clinic, { size: '1.05em' })}</span></div>
  <div class="ln"><span>Phone</span><span class="u" style="flex:0.6">${H(f.phone, { size: '1.05em' })}</span><span>Signature</span><span class="u">${sig(f.signer, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</span><span>Date signed</span><span class="u" style="flex:0.5">${H(f.signed)}</span></div>
  <div class="fn">Return the completed form to ${esc(d.dept)}, ${esc(d.addr)}. A skin test is read 48 to 72 hours after it is placed. Record induration in millimetres (0 mm if none). Form HS-TB-2 (rev. 7/24).</div>`;
  return page({
    title: 'TB Risk Assessment and Skin Test Report',
    body: `<div class="hd">${logo({
      initials: d.name
        .split(' ')
        .slice(0, 2)
        .map((x) => x[0])
        .join(''),
      color: d.color,
      shape: 'shield',
      size: 42,
    })}<div><div class="n">${esc(d.name)}</div><div class="s">${esc(d.dept)} · ${esc(d.addr)}</div></div></div>
  <div class="ti">TUBERCULOSIS RISK ASSESSMENT AND SKIN TEST REPORT</div>
  <div class="st">School employees, volunteers and contractors with student contact</div>
  ${part1}${part2}${part3}${part4}`,
    css,
    font: FONTS.open,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const district = rng.pick(DISTRICTS);
    const clinic = rng.pick(CLINICS);
    const placedIso = o.placed || addDays('2026-03-02', rng.int(0, 200));
    const readIso = addDays(placedIso, o.days ?? 2);
    const np = nameParts(p);
    const style = o.ds || rng.pick(['us_short', 'us_short', 'mil']);
    const w = (x) => (x ? fmt(x, style) : '');
    const res = (o.mm ?? 0) >= 10 ? 'POS' : 'NEG';
    const signedIso = o.cxrIso ? addDays(o.cxrIso, rng.int(1, 4)) : addDays(readIso, rng.int(0, 3));
    return {
      district,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      last: np.last.toUpperCase(),
      first: np.first,
      mi: np.mi,
      dob: w(p.dob),
      site: rng.pick(SITES),
      position: rng.pick(['Instructional aide', 'Substitute teacher', 'School nurse (LVN)', 'Volunteer']),
      empId: rng.chance(0.6) ? rng.digits(6) : '',
      risk: RISK.map((_, i) => (o.history && i === 4) || (o.riskYes && i === 0)),
      placed: w(placedIso),
      read: w(readIso),
      struckRead: o.struckIso ? w(o.struckIso) : '',
      mm: String(o.mm ?? 0),
      res,
      readerInit: clinic[2]
        .replace(/^Dr\. /, '')
        .split(' ')
        .map((x) => x[0])
        .join('')
        .slice(0, 2),
      cxr: o.cxrIso ? { date: w(o.cxrIso) } : null,
      provider: clinic[2],
      clinic: clinic[0],
      phone: clinic[1],
      signer: clinic[2].replace(/,.*$/, '').replace(/^Dr\. /, ''),
      signed: w(signedIso),
      placedIso,
      readIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { mm: 0 });
  out.push({
    key: 'neg-ringed-zero-mm',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': 0,
      ...personData(),
    },
    note: 'all risk answers NO ringed; NEG ringed in the grid; read two days after placement; the date signed is not a test date',
  });

  p = k.person();
  let placed = addDays('2026-05-04', rng.int(0, 150));
  f = make(p, { placed, mm: rng.pick([0, 2, 4]), struckIso: addDays(placed, 5), ds: 'us_short' });
  out.push({
    key: 'read-date-struck-and-rewritten',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['invalid waiting period'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      ...personData(),
    },
    note: `the nurse first wrote ${f.struckRead} in "Date read", struck it through and wrote ${f.read} beside it with her initials; the corrected read is two days after placement`,
  });

  p = k.person();
  f = make(p, { mm: rng.pick([11, 13, 16]), riskYes: true });
  out.push({
    key: 'pos-ringed-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': Number(f.mm),
    },
    note: 'POS ringed, chest x-ray line left empty',
  });

  p = k.person();
  f = make(p, { mm: 0, days: rng.pick([4, 5]) });
  out.push({
    key: 'read-days-after-placement',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.report_date': f.readIso },
    note: 'read four or five days after placement, outside 48–72 h',
  });

  p = k.person();
  placed = addDays('2026-02-09', rng.int(0, 180));
  f = make(p, { placed, mm: rng.pick([12, 15, 18]), history: true, cxrIso: addDays(placed, rng.int(5, 12)) });
  out.push({
    key: 'pos-then-clear-chest-film',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { 'tests.0.type': 'skin', 'tests.0.result': 'positive', ...personData() },
    note: 'POS ringed; the chest x-ray line has a date and "No evidence of active TB" ticked (accept_xray default)',
  });

  p = k.person();
  f = make(p, { placed: addDays('2025-05-12', rng.int(0, 120)), mm: 0 });
  out.push({
    key: 'form-from-last-school-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.result': 'negative' },
    note: 'a clean negative, but placed more than 365 days before valid_on',
  });
  return out;
}
