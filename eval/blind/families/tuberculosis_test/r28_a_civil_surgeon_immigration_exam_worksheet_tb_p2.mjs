// A civil surgeon's clinic "Immigration Medical Examination — Civil Surgeon's Worksheet and Summary", the two-page
// applicant copy that an internationally recruited nurse or aide keeps after the immigration medical examination
// (adjustment of status) and later uploads as TB proof. The sealed report itself goes to the immigration authority;
// this worksheet is the clinic's own form. Page 1: clinic letterhead, form number with its revision date, chart no.,
// applicant block with Family name / Given name / Middle name in separate cells (Middle "N/A" when there is none),
// date of birth, country of birth, A-Number, passport no. and how identity was verified, a visit table (initial
// examination and specimen collection, results review and vaccinations, sometimes a chest-radiograph referral),
// history and physical findings with Normal / Abnormal boxes, syphilis and gonorrhoea tests with their own dates,
// an interpreter line naming another person, and the summary of findings (No Class A or B / Class B / Class A or
// pending) ticked. Page 2 (the deciding page): the TB component — interferon-gamma release assay with the test name
// ticked (QuantiFERON-TB Gold Plus or T-SPOT.TB), collected and resulted dates, Negative / Positive / Indeterminate /
// Borderline boxes, the values and the performing laboratory; the chest radiograph block (Not required, or performed
// with date, imaging facility, radiologist and findings ticked); sputum specimens; the TB classification ticked; a
// vaccination record table full of old dates (MMR, Tdap, hepatitis B, influenza, COVID-19); the civil surgeon's
// certification, signature, date signed and clinic stamp; and who reviewed the results with the applicant and when.
// Values are written in by the clinic's nurse in one clinic and typed by the clinic system in the others. Dates
// that are not the TB test: date of birth, form revision, visit dates, syphilis / gonorrhoea specimen dates,
// vaccination dates, date signed, a "copy printed" line.
import { addDays, fmt, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r28_a_civil_surgeon_immigration_exam_worksheet_tb_p2',
  split: 'tuning',
  multipage: true,
  description:
    'Civil surgeon clinic "Immigration Medical Examination — Civil Surgeon\u2019s Worksheet and Summary", the two-page applicant copy an internationally recruited worker keeps: p1 letterhead, form no. with revision date, chart no., Family / Given / Middle name cells (Middle "N/A"), DOB, country of birth, A-Number, passport, identity-verified boxes, a visit table (initial exam and specimen collection, results review, radiograph referral), history and physical Normal / Abnormal boxes, syphilis and gonorrhoea tests with their own dates, interpreter line, summary of findings ticked; p2 TB component: IGRA test name ticked (QuantiFERON-TB Gold Plus / T-SPOT.TB), collected and resulted dates, Negative / Positive / Indeterminate / Borderline boxes with values and laboratory, chest radiograph (Not required or performed: date, facility, radiologist, findings ticked), sputum, TB classification ticked, a vaccination record table of old dates, civil surgeon certification with signature, date signed and stamp, results-review line; values by hand in one clinic and typed in the others; variants negative QFT-Plus, negative T-SPOT.TB with day-first written dates, positive QFT with a normal radiograph (Class B2 LTBI), positive QFT with a radiograph suggestive of TB and sputum pending, a negative exam from last year reprinted this month, an indeterminate QFT with a repeat drawn',
};

const CLINICS = [
  {
    name: 'Meridian Family & Immigration Medicine, PLLC',
    ini: 'MF',
    shape: 'circle',
    color: '#1d4e89',
    addr: '2217 Larkspur Ave, Suite 140',
    city: 'Raleigh, NC 27603',
    tel: '(919) 555-0163',
    fax: '(919) 555-0164',
    surgeon: 'Anh T. Vuong, MD',
    reviewers: ['Carla Whitten, LPN', 'Devika Raman, CMA'],
    lab: 'Capitol Reference Laboratories',
    clia: '34D2089145',
    imaging: 'Triangle Outpatient Imaging',
    radiologist: 'Gerald P. Oyler, MD',
    hd: 'Capitol County Health Dept. TB Clinic',
    form: 'MFIM-IME-02 (rev. 06/2024)',
    typed: false,
  },
  {
    name: 'Saguaro Civil Surgeon & Travel Clinic',
    ini: 'SC',
    shape: 'square',
    color: '#8a4b12',
    addr: '1840 Saddleback Way, Bldg C',
    city: 'Mesa, AZ 85201',
    tel: '(480) 555-0190',
    fax: '(480) 555-0191',
    surgeon: 'Roberto Elizondo-Hart, DO',
    reviewers: ['Maribel Trujillo, RN', 'Kyle Brandvold, MA'],
    lab: 'Desert Valley Clinical Laboratory',
    clia: '03D1174420',
    imaging: 'East Valley Radiology Associates',
    radiologist: 'Priyanka Sethi, MD',
    hd: 'Maricopa-Pinal Regional TB Control',
    form: 'SCS-IMW rev. 2023-11',
    typed: true,
  },
  {
    name: 'Northgate Travel & Immigration Health',
    ini: 'NG',
    shape: 'shield',
    color: '#2f5d3a',
    addr: '615 Tamarack Dr',
    city: 'Lansing, MI 48906',
    tel: '(517) 555-0127',
    fax: '(517) 555-0128',
    surgeon: 'Fiona M. Gallagher, MD',
    reviewers: ['Terrence Aldous, RN', 'Hyun-woo Baek, MA'],
    lab: 'Great Lakes Diagnostic Laboratory',
    clia: '23D0988716',
    imaging: 'Capital Area Imaging Center',
    radiologist: 'Marcus Lindqvist-Obi, MD',
    hd: 'Ingham Valley Health Department, TB Program',
    form: 'NTIH form 7B \u2014 03/2025',
    typed: true,
  },
];

// Country of birth and, where an interpreter may be used, the language and a fictional interpreter.
const COUNTRIES = [
  ['Philippines', ['Tagalog', 'Rosalinda Mercado']],
  ['Nigeria', ['Yoruba', 'Adebayo Ogunleye']],
  ['India', null],
  ['Kenya', null],
  ['Jamaica', null],
  ['Ghana', null],
  ['Vietnam', ['Vietnamese', 'Lan Nguyen-Tran']],
  ['Mexico', ['Spanish', 'Hector Villase\u00f1or']],
  ['Poland', ['Polish', 'Agnieszka Wr\u00f3bel']],
];

function render(f) {
  const C = f.C;
  const pen = (t, o = {}) => {
    if (t === null || t === undefined || t === '') return '';
    if (C.typed) return `<span class="ty">${esc(t)}</span>`;
    return hand(t, { font: f.pen, ink: f.ink, size: '1.06em', ...o });
  };
  const tk = (on) =>
    box(on, { style: C.typed ? 'bracket' : 'x', ink: C.typed ? '#111' : f.ink, font: f.pen });
  const ticks = (list, chosen) =>
    list.map(([k, label]) => `<span class="op">${tk(chosen === k)}${label}</span>`).join('');
  const typedName = (s) => (C.typed ? stripAccents(s).toUpperCase() : s);
  const cell = (cap, val, w = '') =>
    `<td${w ? ` style="width:${w}"` : ''}><div class="cp">${cap}</div><div class="vv">${val}</div></td>`;
  const head = `<div class="lh">${logo({ initials: C.ini, color: C.color, shape: C.shape, size: 44 })}
    <div class="lx"><div class="cn">${esc(C.name)}</div><div class="ca">${esc(C.addr)} \u00b7 ${esc(C.city)} \u00b7 Tel ${esc(C.tel)} \u00b7 Fax ${esc(C.fax)}</div>
    <div class="ca">Civil Surgeon: ${esc(C.surgeon)}</div></div>
    <div class="chart">Chart no.<br><b>${esc(f.chart)}</b></div></div>`;
  const foot = (n) =>
    `<div class="ft"><span>${esc(C.form)}</span><span>APPLICANT COPY \u2014 not a substitute for the sealed examination report</span><span>Page ${n} of 2</span></div>${f.printed ? `<div class="pr">${esc(f.printed)}</div>` : ''}`;

  const visits = f.visits
    .map(
      (v) =>
        `<tr><td>${esc(v[0])}</td><td class="dt">${pen(v[1])}</td><td>${pen(v[2], { size: '0.95em' })}</td></tr>`,
    )
    .join('');
  const systems = [
    'General appearance',
    'Eyes / ENT',
    'Heart',
    'Lungs / chest',
    'Abdomen',
    'Extremities',
    'Skin',
    'Lymph nodes',
    'Nervous system',
    'Mental status',
  ];
  const pe = systems
    .map((s) => `<tr><td>${s}</td><td class="c">${tk(true)}</td><td class="c">${tk(false)}</td></tr>`)
    .join('');
  const p1 = `<div class="pg">${head}
  <div class="title">IMMIGRATION MEDICAL EXAMINATION<br><span>Civil Surgeon\u2019s Worksheet and Summary of Findings</span></div>
  <div class="intro">Adjustment of status applicants. The civil surgeon\u2019s report is sealed and handed to the applicant for filing; this worksheet is the applicant\u2019s copy of what was found and recorded at this clinic.</div>
  <div class="sec">PART 1 \u2014 APPLICANT</div>
  <table class="grid"><tr>${cell('Family name (last)', `<b>${esc(typedName(f.last))}</b>`, '36%')}${cell('Given name (first)', `<b>${esc(typedName(f.first))}</b>`, '34%')}${cell('Middle name', esc(typedName(f.middle || 'N/A')))}</tr>
  <tr>${cell('Date of birth (mm/dd/yyyy)', esc(fmt(f.dob, 'us')))}${cell('Sex', esc(f.sex))}${cell('Country of birth', esc(f.country))}</tr>
  <tr>${cell('A-Number (if any)', esc(f.anum))}${cell('Passport no.', esc(f.passport))}${cell('Phone', esc(f.phone))}</tr></table>
  <div class="line">Identity verified with: ${ticks(
    [
      ['pp', 'Passport'],
      ['ead', 'Employment authorization card'],
      ['dl', 'State ID / driver licence'],
    ],
    f.idv,
  )}</div>
  <div class="sec">PART 2 \u2014 VISITS</div>
  <table class="tb"><tr><th style="width:44%">Visit</th><th style="width:20%">Date</th><th>Seen by</th></tr>${visits}</table>
  <div class="two"><div class="half">
  <div class="sec">PART 3 \u2014 HISTORY AND PHYSICAL</div>
  <table class="tb sm"><tr><th>System</th><th class="c">Normal</th><th class="c">Abnormal</th></tr>${pe}</table>
  <div class="line sm">BP ${pen(f.bp)} &nbsp; Pulse ${pen(f.pulse)} &nbsp; Wt ${pen(f.wt)}</div>
  </div><div class="half">
  <div class="sec">PART 4 \u2014 OTHER COMMUNICABLE DISEASES</div>
  <table class="tb sm"><tr><th>Test</th><th>Collected</th><th>Result</th></tr>
  <tr><td>Syphilis (RPR, reflex treponemal)</td><td class="dt">${pen(f.stiDate)}</td><td>${pen('Nonreactive', { size: '0.95em' })}</td></tr>
  <tr><td>Gonorrhea (NAAT, urine)</td><td class="dt">${pen(f.stiDate)}</td><td>${pen('Negative', { size: '0.95em' })}</td></tr>
  <tr><td>Hansen\u2019s disease (exam)</td><td class="dt">\u2014</td><td>${pen('No signs', { size: '0.95em' })}</td></tr></table>
  <div class="line sm">Mental health: ${tk(true)}No Class A / B finding &nbsp; ${tk(false)}Finding</div>
  <div class="line sm">Substance use: ${tk(true)}No Class A / B finding &nbsp; ${tk(false)}Finding</div>
  <div class="line sm">Interpreter used: ${tk(!!f.interp)}Yes ${tk(!f.interp)}No ${f.interp ? `&nbsp; Name ${pen(f.interp[1])} &nbsp; Language ${pen(f.interp[0])}` : ''}</div>
  </div></div>
  <div class="sec">PART 5 \u2014 SUMMARY OF FINDINGS</div>
  <div class="sum">${ticks(
    [
      ['none', 'No Class A or Class B medical condition found'],
      ['b', 'Class B condition(s) \u2014 see TB classification, page 2'],
      ['a', 'Class A condition / evaluation pending \u2014 report not released'],
    ],
    f.summary,
  )}</div>
  <div class="line sm">Remarks: ${pen(f.remark1, { size: '1em' })}</div>
  ${foot(1)}</div>`;

  const q = f.igra;
  const vals =
    q.kind === 'qft'
      ? `<table class="tb sm vals"><tr><th>Nil</th><th>TB1 \u2212 Nil</th><th>TB2 \u2212 Nil</th><th>Mitogen \u2212 Nil</th><th>IU/mL</th></tr><tr><td>${pen(q.v[0])}</td><td>${pen(q.v[1])}</td><td>${pen(q.v[2])}</td><td>${pen(q.v[3])}</td><td></td></tr></table>`
      : `<table class="tb sm vals"><tr><th>Panel A \u2212 Nil</th><th>Panel B \u2212 Nil</th><th>Nil control</th><th>Positive control</th><th>spots</th></tr><tr><td>${pen(q.v[0])}</td><td>${pen(q.v[1])}</td><td>${pen(q.v[2])}</td><td>${pen(q.v[3])}</td><td></td></tr></table>`;
  const x = f.cxr;
  const vax = f.vax
    .map(
      (r) => `<tr><td>${esc(r[0])}</td><td>${pen(r[1], { size: '0.95em' })}</td><td>${esc(r[2])}</td></tr>`,
    )
    .join('');
  const p2 = `<div class="pb"></div><div class="pg">
  <div class="rh"><span>${esc(C.name)}</span><span>Applicant: <b>${esc(typedName(`${f.last}, ${f.first}${f.middle ? ' ' + f.middle[0] : ''}`))}</b> &nbsp; DOB ${esc(fmt(f.dob, 'us'))} &nbsp; Chart ${esc(f.chart)}</span></div>
  <div class="sec">PART 6 \u2014 TUBERCULOSIS COMPONENT</div>
  <div class="sub">A. Interferon-gamma release assay (IGRA) \u2014 required for applicants aged 2 years and older</div>
  <div class="line">Test: ${ticks(
    [
      ['qft', 'QuantiFERON\u00ae-TB Gold Plus'],
      ['tspot', 'T-SPOT\u00ae.TB'],
    ],
    q.kind,
  )}</div>
  <table class="grid"><tr>${cell('Date specimen collected', pen(q.coll), '25%')}${cell('Date resulted', pen(q.res), '25%')}${cell('Performing laboratory / CLIA', `${esc(C.lab)} \u00b7 ${esc(C.clia)}`)}</tr></table>
  <div class="line res">Result: ${ticks(
    [
      ['neg', 'Negative'],
      ['pos', 'Positive'],
      ['ind', 'Indeterminate'],
      ['bord', 'Borderline (T-SPOT.TB only)'],
    ],
    q.result,
  )}</div>
  ${vals}
  ${q.remark ? `<div class="line sm">IGRA remarks: ${pen(q.remark, { size: '1em' })}</div>` : ''}
  <div class="sub">B. Chest radiograph \u2014 required if the IGRA is positive, or with signs or symptoms of TB</div>
  <div class="line">${tk(!x)}Not required (IGRA negative, no signs or symptoms) &nbsp;&nbsp; ${tk(!!x && !x.pending)}Performed &nbsp;&nbsp; ${tk(!!x?.pending)}Ordered, not yet done</div>
  <table class="grid"><tr>${cell('Date taken', pen(x && !x.pending ? x.date : ''), '18%')}${cell('Imaging facility', pen(x && !x.pending ? C.imaging : '', { size: '0.95em' }), '34%')}${cell('Reading radiologist', pen(x && !x.pending ? C.radiologist : '', { size: '0.95em' }))}</tr></table>
  <div class="line">Findings: ${ticks(
    [
      ['normal', 'Normal'],
      ['other', 'Abnormal \u2014 not suggestive of TB'],
      ['tb', 'Abnormal \u2014 suggestive of TB (sputum required)'],
    ],
    x && !x.pending ? x.findings : '',
  )}</div>
  ${x?.text ? `<div class="line sm">Radiograph impression: ${pen(x.text, { size: '1em' })}</div>` : ''}
  <div class="sub">C. Sputum smears and cultures (3 specimens)</div>
  <div class="line">${tk(!f.sputum)}Not required &nbsp;&nbsp; ${tk(!!f.sputum)}Collected: ${f.sputum ? f.sputum.dates.map((dt) => pen(dt)).join(' , ') : '______ , ______ , ______'} &nbsp; Referred to: ${pen(f.sputum ? f.sputum.to : '', { size: '0.95em' })}</div>
  <div class="sub">D. TB classification</div>
  <div class="cls">${ticks(
    [
      ['none', 'No TB classification'],
      ['b1', 'Class B1 TB, pulmonary'],
      ['b2', 'Class B2 TB, LTBI evaluation'],
      ['b3', 'Class B3 TB, contact evaluation'],
      ['pend', 'Pending \u2014 referred to health department / repeat testing'],
    ],
    f.cls,
  )}</div>
  <div class="sec">PART 7 \u2014 VACCINATION RECORD (as documented or given at this clinic)</div>
  <table class="tb sm"><tr><th style="width:30%">Vaccine</th><th style="width:44%">Date(s) received</th><th>Documentation</th></tr>${vax}</table>
  <div class="sec">PART 8 \u2014 CIVIL SURGEON\u2019S CERTIFICATION</div>
  <div class="cert">I certify that I examined the applicant named above, that the tests recorded on this worksheet were performed, and that the findings are recorded accurately.</div>
  <div class="sgrow"><div class="sgc"><div class="sgl">${sig(C.surgeon.split(',')[0], { font: f.sfont, ink: f.sink, size: '1.7em' })}</div><div class="sgt">Signature of civil surgeon \u2014 ${esc(C.surgeon)}</div></div>
  <div class="sgc sm"><div class="sgl">${pen(f.signed)}</div><div class="sgt">Date signed</div></div>
  <div class="stp">${stamp([C.name.split(',')[0].toUpperCase(), 'CIVIL SURGEON', C.city.toUpperCase()], { color: C.color, rot: f.srot })}</div></div>
  <div class="line sm">Results reviewed with the applicant on ${pen(f.reviewed)} by ${pen(f.reviewer, { size: '0.95em' })}</div>
  ${foot(2)}</div>`;

  const css = `
  .pg { position:relative; min-height:9.9in; }
  .lh { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${C.color}; padding-bottom:4px; }
  .lx { flex:1; } .cn { font-size:13.5pt; font-weight:bold; color:${C.color}; } .ca { font-size:8pt; color:#333; }
  .chart { font-size:8pt; text-align:right; } .chart b { font-family:${FONTS.mono}; font-size:10pt; }
  .title { text-align:center; font-weight:bold; font-size:13pt; margin:8px 0 2px; letter-spacing:.04em; }
  .title span { font-size:10.5pt; letter-spacing:0; font-weight:normal; font-style:italic; }
  .intro { font-size:8pt; color:#333; text-align:center; margin-bottom:4px; }
  .sec { background:${C.color}; color:#fff; font-weight:bold; font-size:9pt; padding:2px 6px; margin-top:8px; letter-spacing:.05em; }
  .sub { font-weight:bold; font-size:9pt; margin-top:7px; border-bottom:0.8px solid #999; }
  table.grid { width:100%; margin-top:2px; } table.grid td { border:0.8px solid #777; padding:2px 5px; vertical-align:top; height:34px; }
  .cp { font-size:7pt; color:#444; } .vv { font-size:10pt; min-height:15px; }
  table.tb { width:100%; margin-top:3px; font-size:8.8pt; } table.tb th { background:#eee; font-size:7.8pt; text-align:left; border:0.8px solid #777; padding:2px 4px; }
  table.tb td { border:0.8px solid #777; padding:3px 4px; height:22px; } table.tb.sm td { height:19px; font-size:8.4pt; }
  table.tb td.c, table.tb th.c { text-align:center; width:15%; } td.dt { white-space:nowrap; }
  table.vals td { text-align:center; }
  .line { font-size:9pt; margin-top:4px; } .line.sm { font-size:8.5pt; } .line.res { font-size:10pt; margin-top:6px; }
  .op { margin-right:16px; white-space:nowrap; }
  .two { display:flex; gap:12px; } .half { flex:1; }
  .sum, .cls { font-size:9pt; margin-top:4px; line-height:1.9; } .sum .op, .cls .op { display:inline-block; margin-right:22px; }
  .ty { font-family:${FONTS.courier}; font-size:9.6pt; }
  .rh { display:flex; justify-content:space-between; font-size:8.4pt; border-bottom:1.4px solid ${C.color}; padding-bottom:3px; }
  .cert { font-size:8.4pt; margin-top:4px; }
  .sgrow { display:flex; gap:18px; align-items:flex-end; margin-top:8px; position:relative; }
  .sgc { flex:1; } .sgc.sm { flex:0.45; } .sgl { border-bottom:0.9px solid #333; min-height:32px; } .sgt { font-size:7.6pt; color:#333; }
  .stp { flex:0.6; text-align:center; }
  .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7pt; color:#444; border-top:0.6px solid #999; padding-top:2px; }
  .pr { position:absolute; bottom:14px; right:0; font-size:7.4pt; color:#333; font-family:${FONTS.mono}; }`;
  return page({
    title: 'Immigration medical examination worksheet',
    margin: '0.45in 0.5in',
    body: p1 + p2,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, o = {}) => {
    const C = o.C || CLINICS[order[n++ % 3]];
    const ds = C.typed ? 'us' : o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const d = (iso) => fmt(iso, ds);
    const [country, lang] = rng.pick(COUNTRIES);
    const interp = lang && rng.chance(0.7) ? lang : null;
    const reviewer = rng.pick(C.reviewers);
    return {
      C,
      ds,
      d,
      first: p.first,
      middle: p.middle,
      last: p.last,
      dob: p.dob,
      sex: rng.pick(['F', 'M']),
      country,
      anum: rng.chance(0.5) ? `A${rng.digits(9)}` : 'None',
      passport: `${rng.letters(1)}${rng.digits(8)}`,
      phone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      idv: rng.pick(['pp', 'pp', 'ead']),
      chart: `${C.ini}-${rng.digits(6)}`,
      bp: `${rng.int(108, 134)}/${rng.int(66, 84)}`,
      pulse: String(rng.int(62, 88)),
      wt: `${rng.int(118, 196)} lb`,
      interp,
      reviewer,
      pen: rng.pick([HANDS[0], HANDS[1], HANDS[2], HANDS[4]]),
      ink: rng.pick(INKS),
      sink: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      sfont: rng.pick(SIGS),
      srot: rng.int(-8, 6),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open]),
      summary: 'none',
      cls: 'none',
      cxr: null,
      sputum: null,
      remark1: '',
      printed: '',
      ...o,
    };
  };
  /** Vaccination table rows: every date is years before the exam or given at the follow-up visit. */
  const vaxRows = (f, given) => [
    ['MMR', `${f.d(addDays(f.dob, 380))} ; ${f.d(addDays(f.dob, 1850))}`, 'Foreign record translated'],
    ['Td / Tdap', f.d(given), 'Given at this clinic'],
    ['Varicella', 'IgG titer immune', 'Laboratory evidence'],
    [
      'Hepatitis B',
      `${f.d(addDays(f.dob, 6300))} ; ${f.d(addDays(f.dob, 6335))} ; ${f.d(addDays(f.dob, 6480))}`,
      'Vaccination record',
    ],
    ['Influenza (seasonal)', f.d(given), 'Given at this clinic'],
    [
      'COVID-19',
      rng.pick([
        'Pfizer 2021 \u00d72 (record)',
        'Moderna 2021 \u00d72 (record)',
        'Not required \u2014 blanket',
      ]),
      'Vaccination record',
    ],
  ];
  const ini = (name) => name.split(',')[0];
  const qftNeg = () => [
    (rng.int(2, 9) / 100).toFixed(2),
    (rng.int(0, 6) / 100).toFixed(2),
    (rng.int(0, 7) / 100).toFixed(2),
    '>10.00',
  ];
  const out = [];

  // 1 — negative QuantiFERON, no radiograph needed
  {
    const p = k.person();
    const coll = addDays('2026-05-11', rng.int(0, 120));
    const res = addDays(coll, rng.int(2, 3));
    const rev = addDays(res, rng.int(3, 9));
    const f = mk(p);
    f.igra = { kind: 'qft', coll: f.d(coll), res: f.d(res), result: 'neg', v: qftNeg() };
    f.stiDate = f.d(coll);
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), f.C.surgeon],
      ['Results review, vaccinations, report sealed', f.d(rev), ini(f.reviewer)],
    ];
    f.vax = vaxRows(f, rev);
    f.signed = f.d(rev);
    f.reviewed = f.d(rev);
    out.push({
      key: 'qft-plus-negative-radiograph-not-required',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result', 'test too old', 'missing administrator', 'missing test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `page 2: QuantiFERON-TB Gold Plus collected ${coll}, resulted ${res}, Negative ticked, performed by ${f.C.lab} (the laboratory is the administrator; the civil surgeon signed); chest radiograph "Not required"; the syphilis / gonorrhoea specimens (${coll}), the visit on ${rev}, vaccination dates, date of birth and form revision are not TB tests`,
    });
  }

  // 2 — negative T-SPOT.TB, handwritten day-first dates
  {
    const p = k.person();
    const C = CLINICS.find((c) => !c.typed);
    const coll = addDays('2026-06-01', rng.int(0, 110));
    const res = addDays(coll, rng.int(2, 4));
    const rev = addDays(res, rng.int(2, 8));
    const f = mk(p, { C, ds: 'dmy' });
    f.igra = {
      kind: 'tspot',
      coll: f.d(coll),
      res: f.d(res),
      result: 'neg',
      v: [String(rng.int(0, 2)), String(rng.int(0, 2)), String(rng.int(0, 2)), '>20'],
    };
    f.stiDate = f.d(coll);
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), C.surgeon],
      ['Results review, vaccinations, report sealed', f.d(rev), ini(f.reviewer)],
    ];
    f.vax = vaxRows(f, rev);
    f.signed = f.d(rev);
    f.reviewed = f.d(rev);
    out.push({
      key: 'tspot-negative-day-month-name-dates-by-hand',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result', 'indeterminate test result', 'test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `T-SPOT.TB ticked, collected ${fmt(coll, 'dmy')} (${coll}) and resulted ${fmt(res, 'dmy')} (${res}), written by hand day-first with month names; Negative ticked (panel spots 0\u20132, positive control >20); laboratory ${C.lab}; radiograph not required`,
    });
  }

  // 3 — positive QuantiFERON, normal chest radiograph, Class B2 (accepted by accept_xray)
  {
    const p = k.person();
    const coll = addDays('2026-04-20', rng.int(0, 120));
    const res = addDays(coll, rng.int(2, 3));
    const cxr = addDays(res, rng.int(3, 12));
    const rev = addDays(cxr, rng.int(2, 6));
    const f = mk(p, { summary: 'b', cls: 'b2' });
    f.igra = {
      kind: 'qft',
      coll: f.d(coll),
      res: f.d(res),
      result: 'pos',
      v: [
        (rng.int(3, 12) / 100).toFixed(2),
        (rng.int(70, 260) / 100).toFixed(2),
        (rng.int(80, 300) / 100).toFixed(2),
        '>10.00',
      ],
    };
    f.cxr = { date: f.d(cxr), findings: 'normal', text: 'Lungs clear. No evidence of active TB.' };
    f.stiDate = f.d(coll);
    f.remark1 = 'LTBI \u2014 referred to PCP for treatment discussion';
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), f.C.surgeon],
      ['Chest radiograph referral (IGRA positive)', f.d(res), ini(f.reviewer)],
      ['Results review, vaccinations, report sealed', f.d(rev), f.C.surgeon],
    ];
    f.vax = vaxRows(f, rev);
    f.signed = f.d(rev);
    f.reviewed = f.d(rev);
    out.push({
      key: 'qft-positive-normal-radiograph-class-b2-ltbi',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': coll,
        'tests.1.type': 'xray',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `QuantiFERON-TB Gold Plus collected ${coll}, Positive; chest radiograph taken ${cxr} at ${f.C.imaging}, Normal ticked, "Lungs clear. No evidence of active TB."; Class B2 TB, LTBI evaluation: latent infection with no active disease, so accept_xray (default true) clears the positive IGRA`,
    });
  }

  // 4 — positive QuantiFERON, radiograph suggestive of TB, sputum pending
  {
    const p = k.person();
    const coll = addDays('2026-08-17', rng.int(0, 50));
    const res = addDays(coll, rng.int(2, 3));
    const cxr = addDays(res, rng.int(2, 7));
    const sp = addDays(cxr, rng.int(2, 5));
    const f = mk(p, { summary: 'a', cls: 'pend' });
    f.igra = {
      kind: 'qft',
      coll: f.d(coll),
      res: f.d(res),
      result: 'pos',
      v: [
        (rng.int(5, 20) / 100).toFixed(2),
        (rng.int(150, 700) / 100).toFixed(2),
        (rng.int(180, 800) / 100).toFixed(2),
        '>10.00',
      ],
    };
    f.cxr = {
      date: f.d(cxr),
      findings: 'tb',
      text: rng.pick([
        'RUL nodular opacity with cavitation \u2014 r/o active TB',
        'Left apical fibronodular opacities, suspicious for active TB',
      ]),
    };
    f.sputum = { dates: [f.d(sp), f.d(addDays(sp, 1)), f.d(addDays(sp, 2))], to: f.C.hd };
    f.stiDate = f.d(coll);
    f.remark1 = 'Report held pending TB evaluation';
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), f.C.surgeon],
      ['Chest radiograph referral (IGRA positive)', f.d(res), ini(f.reviewer)],
      ['Sputum collection, referral to health department', f.d(sp), ini(f.reviewer)],
    ];
    f.vax = vaxRows(f, sp);
    f.signed = f.d(sp);
    f.reviewed = f.d(sp);
    out.push({
      key: 'qft-positive-radiograph-suggestive-sputum-pending',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['positive test result'],
      forbidden: ['test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': coll,
        ...personData(),
      },
      note: `QuantiFERON-TB Gold Plus collected ${coll}, Positive; the chest radiograph of ${cxr} is ticked "Abnormal \u2014 suggestive of TB" (${f.cxr.text}), sputum collected ${sp} and the next two days and referred to ${f.C.hd}, classification "Pending": nothing clears the positive IGRA (the radiograph may be reported as a second, positive test)`,
    });
  }

  // 5 — negative exam signed last year, reprinted this month
  {
    const p = k.person();
    const coll = addDays('2025-04-14', rng.int(0, 120));
    const res = addDays(coll, rng.int(2, 3));
    const rev = addDays(res, rng.int(3, 9));
    const printedOn = addDays('2026-10-26', rng.int(0, 20));
    const f = mk(p);
    f.igra = { kind: 'qft', coll: f.d(coll), res: f.d(res), result: 'neg', v: qftNeg() };
    f.stiDate = f.d(coll);
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), f.C.surgeon],
      ['Results review, vaccinations, report sealed', f.d(rev), ini(f.reviewer)],
    ];
    f.vax = vaxRows(f, rev);
    f.signed = f.d(rev);
    f.reviewed = f.d(rev);
    f.printed = `Copy reprinted ${fmt(printedOn, 'us')} at the applicant\u2019s request`;
    out.push({
      key: 'negative-exam-last-year-reprinted-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `the only TB test is the QuantiFERON collected ${coll} (resulted ${res}, Negative), more than 365 days before 2026-11-21; the worksheet was signed ${rev} and only reprinted ${printedOn} (footer line), which is not a test date`,
    });
  }

  // 6 — indeterminate QuantiFERON (low mitogen), repeat drawn, result not on the worksheet
  {
    const p = k.person();
    const coll = addDays('2026-08-03', rng.int(0, 60));
    const res = addDays(coll, rng.int(2, 3));
    const rep = addDays(res, rng.int(3, 8));
    const f = mk(p, { summary: 'a', cls: 'pend' });
    f.igra = {
      kind: 'qft',
      coll: f.d(coll),
      res: f.d(res),
      result: 'ind',
      v: [
        (rng.int(4, 15) / 100).toFixed(2),
        (rng.int(0, 4) / 100).toFixed(2),
        (rng.int(0, 5) / 100).toFixed(2),
        (rng.int(8, 40) / 100).toFixed(2),
      ],
      remark: `Low mitogen response. Repeat QFT drawn ${f.d(rep)} \u2014 result to follow`,
    };
    f.stiDate = f.d(coll);
    f.remark1 = 'Repeat IGRA pending \u2014 report not sealed';
    f.visits = [
      ['Initial examination, specimens collected', f.d(coll), f.C.surgeon],
      ['Repeat IGRA specimen', f.d(rep), ini(f.reviewer)],
    ];
    f.vax = vaxRows(f, rep);
    f.signed = f.d(rep);
    f.reviewed = f.d(rep);
    out.push({
      key: 'qft-indeterminate-low-mitogen-repeat-drawn',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['indeterminate test result'],
      forbidden: ['positive test result', 'test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'indeterminate',
        'tests.0.exam_date': coll,
        ...personData(),
      },
      note: `QuantiFERON-TB Gold Plus collected ${coll}, resulted ${res}: Indeterminate ticked (mitogen \u2212 nil ${f.igra.v[3]} IU/mL, below 0.50); a repeat specimen was drawn ${rep} but its result is not on the worksheet (missing test result may also be reported for it); classification Pending`,
    });
  }
  return out;
}
