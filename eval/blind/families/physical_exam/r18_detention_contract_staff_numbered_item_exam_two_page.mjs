// A secure-facility health services unit's two-page "Report of Medical Examination" for contract and agency health
// personnel, in the dense numbered-box style of government medical forms, filled by hand (a few values typed on a
// typewriter) and mostly scanned as a photocopy. Page 1: items 1–8 in captioned boxes (LAST – FIRST – MIDDLE name,
// date of birth and date of examination both asked for as YYYYMMDD, vendor no., agency, discipline ringed, facility,
// purpose with one of four boxes ticked), the examining facility box with the clinic's ink stamp over its caption,
// vitals and vision boxes, a CLINICAL EVALUATION grid of numbered body systems with NOR / ABNORMAL / NE columns marked
// X by hand, a notes box keyed by item number, a laboratory box with the TB screen's own date and the examinee's
// signed statement with its own date. Page 2: the name repeated in a strip, summary of defects, recommendations, then
// item 41 EXAMINER'S DETERMINATION with four printed statements (A qualified without limitation, B with limitations,
// C not qualified, D deferred) and a box before each; limitations; typed or printed name of examiner, credential ringed
// among MD · DO · NP · PA-C, licence, signature, date signed (YYYYMMDD); a health-services review block with another
// person and date, and the number of attached sheets. Variants: plain qualified with a corrected refraction noted as a
// defect, the date of examination struck through and rewritten with initials (the struck date over a year old),
// qualified with limitations the client allows, not qualified, an unsigned examiner block, and an examination more
// than a year old whose review block and "certified copy" stamp carry recent dates.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r18_detention_contract_staff_numbered_item_exam_two_page',
  split: 'tuning',
  multipage: true,
  renderings: { text_pdf: 33, scanned_pdf: 67 },
  description:
    'Two-page secure-facility health services "Report of Medical Examination" for contract / agency health personnel in a numbered-box government style, filled by hand and mostly scanned as a photocopy: p1 items 1–38 (LAST – FIRST – MIDDLE, DOB and date of examination as YYYYMMDD, vendor no., agency, discipline ringed, purpose ticked among four, examining facility box under a clinic stamp, vitals, a numbered clinical evaluation grid with NOR / ABNORMAL / NE marked X, notes by item number, a lab box with the TB screen date, the examinee\u2019s signed statement and date); p2 name strip, defects, recommendations, item 41 EXAMINER\u2019S DETERMINATION with boxes A qualified / B with limitations / C not qualified / D deferred, limitations, typed name, credential ringed, licence, signature, date signed, a health-services review block with its own person and date; plain qualified, exam date struck and rewritten, limitations the client allows, not qualified, unsigned, an exam over a year old with a recent review and certified-copy stamp',
};

const UNITS = [
  {
    org: 'TRI-RIVER REGIONAL JAIL AUTHORITY',
    unit: 'Medical Services Unit — Contract Health Personnel',
    addr: '2200 Old Quarry Rd · Knoxville, TN 37916',
    form: 'MSU-88C',
    facilities: ['Tri-River Regional Jail — Main Campus', 'Tri-River Women\u2019s Annex'],
    state: 'TN',
    clinics: [
      ['Fernhill Occupational Medicine', '1180 Fernhill Rd · Knoxville, TN', '(865) 555-0148'],
      ['Lindell WorkWell Clinic', '902 Lindell Blvd · Knoxville, TN', '(865) 555-0111'],
    ],
  },
  {
    org: 'DEPARTMENT OF YOUTH CORRECTIONS',
    unit: 'Office of Health Services — Agency & Contract Clinicians',
    addr: '615 Grange Hall Rd · Boise, ID 83702',
    form: 'OHS-211',
    facilities: ['Sawtooth Youth Center', 'Snake River Juvenile Facility'],
    state: 'ID',
    clinics: [
      ['Saddleback Employer Health Clinic', '77 Saddleback Way · Boise, ID', '(208) 555-0193'],
      ['Tamarack Occupational Health', '1410 Tamarack Dr · Boise, ID', '(208) 555-0156'],
    ],
  },
  {
    org: 'HARLOW COUNTY SHERIFF\u2019S OFFICE',
    unit: 'Detention Health Services — Non-County Health Staff',
    addr: '40 Meridian Ave · Tulsa, OK 74103',
    form: 'DHS-14',
    facilities: ['Harlow County Detention Center', 'Harlow County Work Release Center'],
    state: 'OK',
    clinics: [
      ['Copperfield Urgent & Occupational Care', '3301 Copperfield Dr · Tulsa, OK', '(918) 555-0127'],
      ['Pioneer Way Employer Health', '250 Pioneer Way · Tulsa, OK', '(918) 555-0164'],
    ],
  },
];
const EXAMINERS = [
  ['Renata Solberg-Ames', 'MD', 'MD-41877'],
  ['Curtis Vanlandingham', 'DO', 'DO-7302'],
  ['Mariel Castaneda', 'NP', 'APRN-22916'],
  ['Howard Pennington', 'PA-C', 'PA-5518'],
  ['Sunita Ravikumar', 'MD', 'MD-60314'],
  ['Gareth Moorcroft', 'NP', 'APRN-30471'],
];
const AGENCIES = [
  'Keystone Clinical Staffing',
  'Bluewater Nurse Partners',
  'Summit Ridge Healthcare Staffing',
  'Cardinal Per Diem Nursing',
];
const REVIEWERS = ['L. Arceneaux, RN, HSA', 'D. Whitlock, RN', 'P. Gomez-Fry, HSA', 'M. Okonjo, RN CCHP'];
const SYSTEMS = [
  ['17', 'Head, face, neck and scalp'],
  ['18', 'Nose and sinuses'],
  ['19', 'Mouth and throat'],
  ['20', 'Ears — general (canals, drums)'],
  ['21', 'Eyes — general, pupils'],
  ['22', 'Lungs and chest'],
  ['23', 'Heart (thrust, size, rhythm, sounds)'],
  ['24', 'Vascular system'],
  ['25', 'Abdomen and viscera'],
  ['26', 'Hernia'],
  ['27', 'Upper extremities'],
  ['28', 'Lower extremities'],
  ['29', 'Spine, other musculoskeletal'],
  ['30', 'Skin, lymphatics'],
  ['31', 'Neurologic'],
  ['32', 'Psychiatric (orientation, affect)'],
];
const DETS = [
  ['A', 'cleared', 'Examinee is medically QUALIFIED for assignment without limitation.'],
  [
    'B',
    'cleared_with_restrictions',
    'Examinee is QUALIFIED WITH THE LIMITATIONS listed in item 42 (state duration if temporary).',
  ],
  [
    'C',
    'not_cleared',
    'Examinee is NOT medically qualified for assignment at this time (reason in item 42).',
  ],
  ['D', 'deferred', 'Determination DEFERRED pending: ______________________________'],
];

/** A hand-drawn ring around a word. */
function ring(text, ink, rot = -4) {
  return `<span style="display:inline-block;border:1.8px solid ${ink};border-radius:50%;padding:0 6px;margin:-2px -6px;transform:rotate(${rot}deg)">${esc(text)}</span>`;
}

function render(f) {
  const u = f.unit;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.18em', ...o });
  const TY = (t) =>
    `<span style="font-family:${FONTS.courier};font-size:10.5pt;letter-spacing:.5px">${esc(t)}</span>`;
  const css = `
  .sheet { position:relative; min-height:9.95in; ${f.copy ? 'background:#f4f4f1; box-shadow: inset 0 0 40px rgba(0,0,0,.18);' : ''} padding:2px; }
  .hdr { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #000; padding-bottom:3px; }
  .hdr .o { font-weight:bold; font-size:11pt; letter-spacing:.4px; }
  .hdr .u { font-size:8.5pt; }
  .hdr .r { text-align:right; font-size:7.5pt; }
  .ttl { text-align:center; font-weight:bold; font-size:13pt; margin:4px 0 1px; letter-spacing:1px; }
  .priv { font-size:6.6pt; color:#222; border:1px solid #000; padding:2px 4px; margin-bottom:3px; line-height:1.25; }
  table.g { width:100%; border-collapse:collapse; table-layout:fixed; }
  table.g td { border:1px solid #000; vertical-align:top; padding:1px 4px 3px; height:0.5in; }
  .cap { display:block; font-size:6.6pt; text-transform:uppercase; letter-spacing:.1px; line-height:1.15; color:#000; }
  .v { display:block; margin-top:2px; min-height:1.3em; }
  table.ce { width:100%; border-collapse:collapse; font-size:8pt; }
  table.ce td, table.ce th { border:1px solid #000; padding:0 3px; height:0.205in; }
  table.ce th { font-size:6.6pt; background:#e9e9e9; }
  .sec { background:#dcdcdc; font-weight:bold; font-size:7.6pt; padding:1px 4px; border:1px solid #000; border-bottom:0; letter-spacing:.4px; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; margin-top:3px; }
  .det td { font-size:9.2pt; }
  .stampwrap { position:absolute; }
  `;
  const ce = SYSTEMS.map(([n, label]) => {
    const st = f.abn[n] ? 'ab' : f.ne.includes(n) ? 'ne' : 'nor';
    const m = (on) => (on ? H('X', { size: '1.05em' }) : '');
    return `<tr><td style="width:4%;text-align:center">${n}</td><td style="width:33%">${esc(label)}</td><td style="width:5%;text-align:center">${m(st === 'nor')}</td><td style="width:7%;text-align:center">${m(st === 'ab')}</td><td style="width:4%;text-align:center">${m(st === 'ne')}</td></tr>`;
  }).join('');
  const notes = Object.entries(f.abn)
    .map(([n, t]) => `${n} – ${t}`)
    .concat(f.moreNotes || []);
  const purpose = ['Pre-assignment', 'Annual / periodic', 'Return to duty', 'Other']
    .map((p) => `${box(p === f.purpose, { ink: f.ink, font: f.pen, style: f.tick })}${esc(p)}`)
    .join('&nbsp;&nbsp; ');
  const disc = ['RN', 'LPN/LVN', 'CNA', 'MA', 'Other']
    .map((d) => (d === f.discipline ? ring(d, f.ink) : esc(d)))
    .join(' &nbsp;·&nbsp; ');
  const examDateCell = f.struckExam
    ? `${H(f.struckExam, { style: 'text-decoration:line-through;text-decoration-thickness:2px' })} &nbsp;${H(f.examText)} ${H(f.examInitials, { size: '0.8em' })}`
    : H(f.examText);
  const clinicStamp = stamp([f.clinic[0].toUpperCase(), f.clinic[1], `Tel ${f.clinic[2]}`], {
    color: f.stampColor,
    rot: f.stampRot,
  });
  const p1 = `<div class="sheet">
  <div class="hdr"><div><div class="o">${esc(u.org)}</div><div class="u">${esc(u.unit)} · ${esc(u.addr)}</div></div>
    <div class="r">Form ${esc(u.form)} (Rev. ${esc(f.rev)})<br>Previous editions are obsolete</div></div>
  <div class="ttl">REPORT OF MEDICAL EXAMINATION</div>
  <div class="priv"><b>CONFIDENTIAL MEDICAL INFORMATION.</b> Used by Health Services to determine whether contract and agency health personnel can perform essential functions in a secure facility. Examiner: complete every item; enter dates as YYYYMMDD. Return both pages to the contractor; Health Services reviews before the first shift.</div>
  <table class="g">
   <tr><td colspan="3"><span class="cap">1. Last name – First name – Middle name</span><span class="v">${H(f.nameBox, { size: '1.3em' })}</span></td>
       <td><span class="cap">2. Date of birth (YYYYMMDD)</span><span class="v">${H(f.dobText)}</span></td>
       <td><span class="cap">3. Vendor / employee no.</span><span class="v">${TY(f.vendorNo)}</span></td></tr>
   <tr><td colspan="2"><span class="cap">4. Contractor / staffing agency</span><span class="v">${TY(f.agency)}</span></td>
       <td colspan="2"><span class="cap">5. Discipline (ring one)</span><span class="v" style="font-size:9.5pt;margin-top:5px">${disc}</span></td>
       <td><span class="cap">6. Facility of assignment</span><span class="v" style="font-size:8.5pt">${TY(f.facility)}</span></td></tr>
   <tr><td colspan="3"><span class="cap">7. Purpose of examination</span><span class="v" style="font-size:9pt;margin-top:5px">${purpose}</span></td>
       <td colspan="2"><span class="cap">8. Date of examination (YYYYMMDD)</span><span class="v">${examDateCell}</span></td></tr>
   <tr><td colspan="3" style="height:0.72in;position:relative"><span class="cap">9. Examining facility or examiner, and address</span>
       <div style="position:absolute;left:${f.stampLeft}in;top:2px">${clinicStamp}</div></td>
       <td colspan="2"><span class="cap">10. Height / 11. Weight / 12. BP (sitting) / 13. Pulse</span><span class="v">${H(f.vitals, { size: '1.05em' })}</span>
       <span class="cap" style="margin-top:4px">14. Distant vision R / L (corrected to)</span><span class="v">${H(f.vision, { size: '1.05em' })}</span></td></tr>
  </table>
  <div class="sec" style="margin-top:4px">CLINICAL EVALUATION — mark each item X in the appropriate column; enter NE if not evaluated</div>
  <div style="display:flex;gap:0">
   <table class="ce" style="width:58%"><tr><th></th><th style="text-align:left">Item</th><th>NOR</th><th>ABNORMAL</th><th>NE</th></tr>${ce}</table>
   <div style="flex:1;border:1px solid #000;border-left:0;padding:2px 5px"><span class="cap">33. Notes — describe every abnormality; enter the item number before each comment</span>
    ${notes.map((n) => `<div style="border-bottom:1px dotted #888;min-height:1.5em;margin-top:3px">${H(n, { size: '0.98em' })}</div>`).join('')}
    ${Array.from({ length: Math.max(0, 6 - notes.length) }, () => '<div style="border-bottom:1px dotted #888;height:1.5em"></div>').join('')}
   </div></div>
  <table class="g" style="margin-top:4px">
   <tr><td style="height:0.6in"><span class="cap">34. Laboratory — urinalysis (sp. gr., alb., sugar)</span><span class="v">${H(f.ua, { size: '1em' })}</span></td>
       <td><span class="cap">35. TB screening (test, date YYYYMMDD, result)</span><span class="v">${H(f.tb, { size: '1em' })}</span></td>
       <td><span class="cap">36. Other tests / attached</span><span class="v">${H(f.otherTests, { size: '1em' })}</span></td></tr>
   <tr><td colspan="2" style="height:0.62in"><span class="cap">37. Examinee statement — I have reported my medical history completely and truthfully, and I authorize release of this report to the contractor and Health Services.</span>
       <span class="v">${sig(f.examineeSig, { font: f.exSigFont, ink: '#222', size: '1.55em', rot: -2 })}</span></td>
       <td><span class="cap">38. Date (YYYYMMDD)</span><span class="v">${H(f.examineeDateText)}</span></td></tr>
  </table>
  <div class="ft"><span>${esc(u.form)} (Rev. ${esc(f.rev)}) — CONFIDENTIAL</span><span>PAGE 1 OF 2 — CONTINUE ON PAGE 2</span></div>
  </div>`;

  const dets = DETS.map(([letter, val, text]) => {
    const on = val === f.det;
    const letterHtml = on && f.ringLetter ? ring(letter, f.ink2, -6) : esc(letter);
    return `<tr><td style="width:0.35in;text-align:center;font-weight:bold;height:0.34in">${letterHtml}</td><td style="width:0.38in;text-align:center">${box(on, { ink: f.ink2, font: f.pen2, style: f.tick })}</td><td>${esc(text)}</td></tr>`;
  }).join('');
  const H2 = (t, o = {}) => hand(t, { font: f.pen2, ink: f.ink2, size: '1.18em', ...o });
  const creds = ['MD', 'DO', 'NP', 'PA-C']
    .map((c) => (c === f.ex[1] ? ring(c, f.ink2) : esc(c)))
    .join(' &nbsp;·&nbsp; ');
  const certStamp = f.certCopy
    ? `<div style="position:absolute;right:0.35in;top:1.25in">${stamp(['CERTIFIED TRUE COPY OF FILE', `HEALTH SERVICES · ${f.certCopy}`], { color: '#7a1f1f', rot: 6 })}</div>`
    : '';
  const p2 = `<div class="sheet">
  <div class="hdr"><div><div class="o">${esc(u.org)}</div><div class="u">Report of Medical Examination — continued</div></div><div class="r">Form ${esc(u.form)} (Rev. ${esc(f.rev)})</div></div>
  <table class="g" style="margin-top:4px"><tr><td colspan="3" style="height:0.46in"><span class="cap">Name of examinee (Last, First, MI)</span><span class="v">${H(f.nameStrip)}</span></td>
   <td><span class="cap">Vendor / employee no.</span><span class="v">${TY(f.vendorNo)}</span></td></tr></table>
  <table class="g" style="margin-top:4px">
   <tr><td style="height:0.95in"><span class="cap">39. Summary of defects and diagnoses (list with item numbers)</span>
     ${f.defects.map((x) => `<div style="margin-top:3px">${H2(x, { size: '1.02em' })}</div>`).join('')}</td></tr>
   <tr><td style="height:0.62in"><span class="cap">40. Recommendations — further specialist examinations indicated (specify)</span><span class="v">${H2(f.recs, { size: '1.02em' })}</span></td></tr>
  </table>
  <div class="sec" style="margin-top:6px">41. EXAMINER\u2019S DETERMINATION (check one)</div>
  <table class="g det">${dets}</table>
  <table class="g" style="margin-top:4px"><tr><td style="height:0.7in"><span class="cap">42. Limitations, accommodations or reason (items B, C, D)</span><span class="v">${H2(f.limits, { size: '1.05em' })}</span></td></tr></table>
  <table class="g" style="margin-top:4px">
   <tr><td colspan="2" style="position:relative"><span class="cap">43. Typed or printed name of examiner</span><span class="v">${f.exTyped ? TY(f.ex[0]) : H2(f.ex[0])}</span></td>
       <td><span class="cap">44. Credential (ring one)</span><span class="v" style="font-size:9.5pt;margin-top:5px">${creds}</span></td>
       <td><span class="cap">45. Licence no. / state</span><span class="v">${H2(`${f.ex[2]} / ${f.state}`, { size: '1em' })}</span></td></tr>
   <tr><td colspan="2" style="height:0.62in"><span class="cap">46. Signature of examiner</span><span class="v">${f.signed ? sig(f.exSig, { font: f.sigFont, ink: f.ink2, size: '1.9em', rot: -3 }) : ''}</span></td>
       <td colspan="2"><span class="cap">47. Date signed (YYYYMMDD)</span><span class="v">${H2(f.signedText)}</span></td></tr>
  </table>
  <div class="sec" style="margin-top:8px">48. FOR HEALTH SERVICES USE ONLY</div>
  <table class="g" style="position:relative">
   <tr><td colspan="2"><span class="cap">Reviewed by (name, title)</span><span class="v">${hand(f.reviewer, { font: "'Humor Sans'", ink: '#333', size: '1em' })}</span></td>
       <td><span class="cap">Date reviewed (YYYYMMDD)</span><span class="v">${hand(f.reviewText, { font: "'Humor Sans'", ink: '#333', size: '1em' })}</span></td>
       <td><span class="cap">Entered in clearance log</span><span class="v">${box(true, { style: 'check', ink: '#333' })} ${hand(f.logNo, { font: "'Humor Sans'", ink: '#333', size: '0.95em' })}</span></td></tr>
   <tr><td colspan="3"><span class="cap">Remarks</span><span class="v">${hand(f.reviewRemark, { font: "'Humor Sans'", ink: '#333', size: '0.95em' })}</span></td>
       <td><span class="cap">49. No. of attached sheets</span><span class="v">${H2(f.attached)}</span></td></tr>
  </table>
  ${certStamp}
  <div class="ft" style="margin-top:10px"><span>${esc(u.form)} (Rev. ${esc(f.rev)}) — CONFIDENTIAL — retain in contractor health file</span><span>PAGE 2 OF 2</span></div>
  </div>`;
  return page({
    title: 'Report of medical examination',
    size: 'letter',
    margin: '0.4in',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const ymd = (x) => fmt(x, 'compact');
  const make = (p, o) => {
    const unit = o.unit || rng.pick(UNITS);
    const ex = o.ex || rng.pick(EXAMINERS);
    const clinic = rng.pick(unit.clinics);
    const exam = o.exam;
    const signedOn = o.signedOn || addDays(exam, rng.int(0, 3));
    const f = {
      unit,
      ex,
      clinic,
      state: unit.state,
      font: rng.pick([FONTS.sans, FONTS.dejavu, FONTS.carlito]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      pen2: rng.pick(HANDS),
      ink2: rng.pick(INKS),
      tick: rng.pick(['x', 'check']),
      copy: o.copy ?? rng.chance(0.6),
      rev: rng.pick(['08/2019', '2021-03', '11/2017']),
      nameBox: o.nameBox || nameAs(p, 'LAST_FIRST') + (p.middle ? ` ${p.middle.toUpperCase()}` : ''),
      nameStrip: o.nameStrip || nameAs(p, 'last_first_mi'),
      dobText: ymd(p.dob),
      vendorNo: `V-${rng.digits(6)}`,
      agency: o.agency || rng.pick(AGENCIES),
      discipline: o.discipline || rng.pick(['RN', 'RN', 'LPN/LVN', 'CNA']),
      facility: rng.pick(unit.facilities),
      purpose: o.purpose || 'Pre-assignment',
      examText: o.examText || ymd(exam),
      struckExam: o.struckExam || null,
      examInitials: `${ex[0][0]}${ex[0].split(' ').slice(-1)[0][0]}`,
      stampColor: rng.pick(['#23408e', '#5a2a82', '#1f5f3a']),
      stampRot: rng.int(-7, 5),
      stampLeft: rng.float(0.15, 1.6).toFixed(2),
      vitals:
        o.vitals ||
        `${rng.int(61, 73)}" / ${rng.int(118, 235)} lb / ${rng.int(108, 134)}/${rng.int(66, 86)} / ${rng.int(60, 88)}`,
      vision: o.vision || rng.pick(['20/20  20/25', '20/30  20/25 (corr 20/20)', '20/20  20/20']),
      abn: o.abn || {},
      ne: o.ne || (rng.chance(0.6) ? [rng.pick(['26', '18'])] : []),
      moreNotes: o.moreNotes,
      ua: o.ua || rng.pick(['1.020 / neg / neg', 'SG 1.015, alb neg, glu neg', 'not done']),
      tb: o.tb,
      otherTests: o.otherTests || rng.pick(['Lift test 50 lb — passed', 'Respirator questionnaire', 'none']),
      examineeSig: o.examineeSig || nameAs(p, 'first_last'),
      exSigFont: rng.pick(SIGS),
      examineeDateText: ymd(o.examineeDate || exam),
      defects: o.defects || ['NCD — no condition disqualifying'],
      recs: o.recs || 'None',
      det: o.det || 'cleared',
      ringLetter: o.ringLetter ?? rng.chance(0.5),
      limits: o.limits || '',
      exTyped: rng.chance(0.5),
      signed: o.signed !== false,
      exSig: `${ex[0].split(' ')[0][0]}. ${ex[0].split(' ').slice(-1)[0]}`,
      sigFont: rng.pick(SIGS),
      signedText: o.signed === false ? '' : ymd(signedOn),
      reviewer: rng.pick(REVIEWERS),
      reviewText: ymd(o.reviewOn || addDays(signedOn, rng.int(2, 9))),
      logNo: `CL-${rng.digits(4)}`,
      reviewRemark: o.reviewRemark || rng.pick(['Cleared for orientation.', 'OK to schedule.', '—']),
      attached: o.attached || rng.pick(['1', '2', '0']),
      certCopy: o.certCopy || null,
    };
    if (!f.tb) {
      const tbDate = addDays(exam, -rng.int(2, 20));
      f.tb = `QFT ${ymd(tbDate)} — neg.`;
    }
    return f;
  };
  const ago = (lo, hi) => addDays('2026-11-21', -rng.int(lo, hi));
  const examinerData = (f) => ({
    'examiner.name': f.ex[0],
    'examiner.credentials': f.ex[1],
    'examiner.signature': f.signed ? 'present' : 'not_present',
  });
  const out = [];

  // 1. Qualified without limitation; a corrected refraction is listed as a defect.
  let p = k.person();
  let exam = ago(25, 160);
  let f = make(p, {
    exam,
    abn: { 21: 'Myopia, wears glasses — corrected to 20/20' },
    vision: '20/70  20/60 (corr 20/20)',
    defects: ['21 – Refractive error, corrected with lenses. NCD.'],
  });
  out.push({
    key: 'qualified-corrected-vision-listed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      ...examinerData(f),
      ...personData('match', 'match'),
    },
    note: `item 41 box A ticked on page 2; item 8 gives the exam date ${f.examText} (YYYYMMDD); myopia corrected with glasses is listed as a defect but is no limitation; the TB date (item 35), the examinee's date and the review date are other dates`,
  });

  // 2. The date of examination struck through and rewritten; the struck date is over a year old.
  p = k.person();
  exam = ago(15, 120);
  const struckIso = `${Number(exam.slice(0, 4)) - 1}${exam.slice(4)}`;
  f = make(p, { exam, struckExam: ymd(struckIso), purpose: 'Annual / periodic' });
  out.push({
    key: 'exam-date-struck-rewritten-initialled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['exam too old'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      ...examinerData(f),
      ...personData('match', 'match'),
    },
    note: `item 8 shows ${ymd(struckIso)} struck through (a year-old date, written in error) and ${f.examText} written beside it with the examiner's initials; box A ticked on page 2`,
  });

  // 3. Qualified with limitations; the client allows restrictions.
  p = k.person();
  exam = ago(20, 140);
  const lim = rng.pick([
    {
      text: `No lifting over 20 lb and no inmate restraint or escort duties until ${fmt(addDays(exam, 90), 'compact')} (post shoulder repair).`,
      abn: { 27: 'R shoulder — healing repair, ROM reduced' },
      defects: ['27 – s/p R rotator cuff repair, ROM limited'],
      recs: 'Ortho f/u as scheduled',
    },
    {
      text: 'Must carry rescue inhaler on post; no assignment to the fire / smoke response team.',
      abn: { 22: 'Scattered exp. wheeze, cleared after inhaler' },
      defects: ['22 – Asthma, mild persistent, controlled on inhaler'],
      recs: 'PCP for asthma action plan',
    },
  ]);
  const limit = lim.text;
  f = make(p, {
    exam,
    det: 'cleared_with_restrictions',
    abn: lim.abn,
    defects: lim.defects,
    recs: lim.recs,
    limits: limit,
  });
  out.push({
    key: 'qualified-with-limitations-client-allows',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: {
      exam_date: exam,
      clearance: 'cleared_with_restrictions',
      ...examinerData(f),
      ...personData('match', 'match'),
    },
    note: `box B ticked with item 42 "${limit}"; the client sets allow_restrictions: true, so no issue`,
  });

  // 4. Not qualified.
  p = k.person();
  exam = ago(10, 90);
  const bp = `${rng.int(176, 192)}/${rng.int(108, 118)}`;
  f = make(p, {
    exam,
    det: 'not_cleared',
    vitals: `${rng.int(62, 72)}" / ${rng.int(170, 240)} lb / ${bp} / ${rng.int(88, 104)}`,
    abn: {
      23: `BP ${bp}, repeat ${bp.split('/')[0] - 4}/${bp.split('/')[1] - 2}`,
      24: 'Bilat. ankle edema 1+',
    },
    defects: [`23 – Hypertension, uncontrolled (${bp})`, '24 – Peripheral edema'],
    recs: 'PCP within 1 week; cardiology referral',
    limits:
      'Uncontrolled hypertension — not qualified for secure-unit duty at this time. May be re-examined after BP control documented.',
    reviewRemark: 'Not cleared — agency notified.',
  });
  out.push({
    key: 'not-qualified-hypertension',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared', ...examinerData(f) },
    note: 'item 41 box C (not medically qualified at this time) ticked on page 2; page 1 has nothing that decides',
  });

  // 5. The examiner block is not signed.
  p = k.person();
  exam = ago(5, 60);
  f = make(p, { exam, signed: false, reviewRemark: 'Returned to agency — examiner signature missing.' });
  out.push({
    key: 'examiner-signature-box-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.ex[0],
      'examiner.signature': 'not_present',
    },
    note: 'box A ticked and the examiner\u2019s name, credential and licence are filled in, but item 46 (signature) and item 47 (date signed) are blank; the clinic stamp on page 1 and the examinee\u2019s signature are not the examiner\u2019s signature',
  });

  // 6. The exam is over a year old; the review block and a certified-copy stamp carry recent dates.
  p = k.person();
  exam = ago(420, 560);
  const recent = ago(3, 25);
  f = make(p, {
    exam,
    purpose: 'Pre-assignment',
    reviewOn: recent,
    reviewRemark: `Copy sent to agency for new placement ${fmt(recent, 'us_short')}`,
    certCopy: ymd(recent),
  });
  out.push({
    key: 'exam-over-a-year-old-recent-copy-stamp',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present' },
    note: `item 8 date of examination ${f.examText} is more than 365 days before valid_on; the review date ${ymd(recent)} and the certified-copy stamp are recent but are not the exam`,
  });

  const renderings = ['scanned_pdf', 'scanned_pdf', 'text_pdf', 'scanned_pdf', 'text_pdf', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
