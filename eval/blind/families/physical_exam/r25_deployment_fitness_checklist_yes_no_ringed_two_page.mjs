// A crisis-response staffing agency's two-page "Pre-Assignment Fitness-for-Duty Examination — Examiner Checklist",
// sent with a nurse or aide to an occupational clinic before a deployment (hurricane shelter, wildfire evacuation
// centre, remote clinic rotation), filled in by hand by the examining provider and uploaded mostly as a scan.
// Page 1: agency band with form no., revision and "page 1 of 2"; Part A typed by the agency (examinee "LAST, First M",
// DOB, agency ref., assignment, deployment window, date referred); the provider's "DATE OF EXAMINATION" box in pen;
// vitals line; Part B a body-systems checklist where every item is a question with a printed YES  NO pair and one
// ringed by hand — most phrased so that YES is normal, some ("any abnormality?", "open lesions?", "signs of
// communicable disease?") so that NO is normal — with a findings column; a records-reviewed strip with the TB screen
// date and the last tetanus year. Page 2: the examinee's name repeated in pen, Part C functional capacity items with
// YES / NO ringed, Part D EXAMINER'S DETERMINATION with four printed statements and a box before each (fit without
// restriction · fit with restrictions below · temporarily unfit, re-examine after · unfit for assignment),
// restriction lines with temporary-until / permanent boxes, examiner print name, credential ringed among MD · DO · NP ·
// PA-C, licence, signature, date signed, a CLINIC STAMP box with the clinic's rubber stamp, and an agency-use strip
// with its own received date and initials. The exam date is the one in the DATE OF EXAMINATION box; the date signed
// can be a day or two later; the referral, deployment, DOB, TB, received and revision dates are not the exam.
// Variants: fit with every item normal; fit with a finding ringed and explained, name "LAST, FIRST M", an exam ten
// months old and a day-first date; fit with a restriction the client allows; temporarily unfit (blood pressure);
// a restriction the client does not allow; the provider's name printed and the clinic stamp pressed but the
// signature line left empty.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r25_deployment_fitness_checklist_yes_no_ringed_two_page',
  split: 'blind',
  multipage: true,
  renderings: { scanned_pdf: 70, text_pdf: 30 },
  description:
    'Two-page crisis-response staffing agency "Pre-Assignment Fitness-for-Duty Examination — Examiner Checklist" filled in by hand at an occupational clinic and mostly scanned: p1 agency band with form no., revision and page 1 of 2, Part A typed by the agency (LAST, First M, DOB, agency ref., deployment assignment and window, date referred), DATE OF EXAMINATION box in the provider\u2019s pen, vitals, Part B body-systems checklist of questions each with a printed YES NO pair ringed by hand (some phrased so that NO is normal) and a findings column, records-reviewed strip with TB screen date and tetanus year; p2 name repeated in pen, Part C functional capacity YES / NO ringed, Part D EXAMINER\u2019S DETERMINATION with a box before each of four statements (fit · fit with restrictions · temporarily unfit, re-examine after · unfit), restriction lines with temporary / permanent boxes, print name, credential ringed among MD · DO · NP · PA-C, licence, signature, date signed, clinic rubber stamp in a CLINIC STAMP box, agency received strip; fit, fit with a finding and a ten-month-old exam with a day-first date, restriction allowed, temporarily unfit, restriction not allowed, stamp and printed name without a signature',
};

const AGENCIES = [
  {
    name: 'Lighthouse Rapid Response Nursing',
    short: 'LRRN',
    color: '#14506e',
    shape: 'shield',
    form: 'LRR-MED-07',
    addr: '3100 Harmon Blvd, Orlando, FL 32803 · Deployment desk (407) 555-0139',
  },
  {
    name: 'Ironwood Crisis Staffing Group',
    short: 'ICS',
    color: '#7a2e1c',
    shape: 'square',
    form: 'ICSG-FFD-2',
    addr: '88 Saddleback Way, Mesa, AZ 85201 · Clinical readiness (480) 555-0172',
  },
  {
    name: 'Northern Reach Relief Clinicians',
    short: 'NR',
    color: '#2f5d36',
    shape: 'circle',
    form: 'NRRC-14',
    addr: '410 Whitcomb St, Boise, ID 83702 · Readiness office (208) 555-0120',
  },
];
const CLINICS = [
  ['Gulfside Occupational Health', '2715 Lindell Blvd, Orlando, FL 32803', '(407) 555-0186'],
  ['Desert Vista WorkCare', '1120 W Broadway Rd, Mesa, AZ 85202', '(480) 555-0114'],
  ['Treasure Valley Employer Clinic', '905 Fernhill Rd, Boise, ID 83702', '(208) 555-0161'],
  ['Riverside Occupational Medicine', '47 Copperfield Dr, Tulsa, OK 74103', '(918) 555-0133'],
];
const EXAMINERS = [
  ['Adaeze Okonkwo-Reyes', 'MD', 'ME 88214'],
  ['Theodore Lindqvist-Hart', 'DO', 'OS 10473'],
  ['Priscilla Nakamura', 'NP', 'APRN 3309187'],
  ['Everett Solano', 'PA-C', 'PA 6621'],
  ['Miriam Achterberg', 'MD', 'ME 71405'],
  ['Rolando Quiñones', 'NP', 'APRN 2290456'],
];
const ASSIGNMENTS = [
  ['Hurricane shelter medical unit — shelter nursing', '14-day deployment'],
  ['Wildfire evacuation center — first aid / triage', '14-day deployment'],
  ['Remote village clinic rotation — float RN', '28-day rotation'],
  ['Mobile vaccination strike team', '21-day deployment'],
  ['Flood recovery special-needs shelter', '14-day deployment'],
];
const ROLES = ['RN', 'LPN', 'CNA', 'EMT / shelter aide', 'RN (charge)'];

// [question, normal answer]
const SYSTEMS = [
  ['General appearance, hydration and nutrition normal?', 'YES'],
  ['Eyes — vision adequate for duties (with correction if worn)?', 'YES'],
  ['Ears — hears whispered voice at 5 ft, both ears?', 'YES'],
  ['Nose, mouth and throat normal?', 'YES'],
  ['Neck / thyroid / lymph nodes normal?', 'YES'],
  ['Lungs clear to auscultation, no wheeze?', 'YES'],
  ['Heart — regular rate and rhythm, no murmur?', 'YES'],
  ['Blood pressure below 160/100 on the day of exam?', 'YES'],
  ['Abdomen or hernia — any abnormality found?', 'NO'],
  ['Skin — open lesions, rash or infestation?', 'NO'],
  ['Spine / back — full range of motion, no tenderness?', 'YES'],
  ['Upper extremities — full strength and range of motion?', 'YES'],
  ['Lower extremities and gait normal?', 'YES'],
  ['Neurological — any deficit of reflexes, coordination or sensation?', 'NO'],
  ['Mental status — alert, oriented, affect appropriate?', 'YES'],
  ['Any sign of communicable disease?', 'NO'],
];
const FUNCTIONS = [
  ['Able to stand and walk for 12-hour shifts?', 'YES'],
  ['Able to lift / carry 50 lb and assist with patient transfers?', 'YES'],
  ['Able to wear an N95 respirator for extended periods?', 'YES'],
  ['Able to tolerate heat, cold and austere quarters (cots, shared facilities)?', 'YES'],
  ['Takes medication that needs refrigeration or daily monitoring?', 'NO'],
  ['Any condition likely to need medical care during the assignment?', 'NO'],
];
const DETERMINATIONS = [
  ['cleared', 'FIT FOR DUTY — may be assigned without restriction to the assignment in Part A.'],
  ['cleared_with_restrictions', 'FIT FOR DUTY WITH RESTRICTIONS — only as listed below.'],
  ['temp_unfit', 'TEMPORARILY UNFIT — re-examine after:'],
  ['unfit', 'UNFIT FOR ASSIGNMENT.'],
];

function render(f) {
  const A = f.agency;
  const P = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.08em', ...o });
  const ringPair = (chosen) =>
    ['YES', 'NO']
      .map((o) =>
        o === chosen
          ? `<span class="rg" style="border-color:${f.ink};transform:rotate(${f.ringRot}deg)">${o}</span>`
          : `<span class="nr">${o}</span>`,
      )
      .join('');
  const sysRows = SYSTEMS.map(([q, normal], i) => {
    const fd = f.findings[i];
    const ab = typeof fd === 'object' ? fd.c : fd;
    const flip = !!fd && typeof fd !== 'object';
    const ans = flip ? (normal === 'YES' ? 'NO' : 'YES') : normal;
    return `<tr><td class="n">${i + 1}</td><td>${esc(q)}</td><td class="yn">${ringPair(ans)}</td><td class="fd">${ab ? P(ab, { size: '0.98em' }) : ''}</td></tr>`;
  }).join('');
  const fnRows = FUNCTIONS.map(([q, normal], i) => {
    const ab = f.fnFindings[i];
    const ans = ab ? (normal === 'YES' ? 'NO' : 'YES') : normal;
    return `<tr><td class="n">C${i + 1}</td><td>${esc(q)}</td><td class="yn">${ringPair(ans)}</td><td class="fd">${ab ? P(ab, { size: '0.98em' }) : ''}</td></tr>`;
  }).join('');
  const tk = (on) => box(on, { style: f.tickStyle, ink: f.ink, font: f.pen });
  const det = DETERMINATIONS.map(
    ([k, text]) =>
      `<div class="opt">${tk(f.clearance === k)}<span class="ot">${esc(text)}${k === 'temp_unfit' ? ` <span class="ul" style="min-width:1.4in">${f.clearance === k ? P(f.reexam) : ''}</span>` : ''}</span></div>`,
  ).join('');
  const creds = ['MD', 'DO', 'NP', 'PA-C']
    .map((c) =>
      c === f.exam[1]
        ? `<span class="rg" style="border-color:${f.ink};transform:rotate(${f.ringRot}deg)">${c}</span>`
        : `<span class="nr">${c}</span>`,
    )
    .join(' ');
  const band = (pg) => `
  <div class="band" style="border-color:${A.color}">
    <div class="lg">${logo({ initials: A.short, color: A.color, shape: A.shape, size: 38 })}
      <div><div class="an" style="color:${A.color}">${esc(A.name)}</div><div class="aa">${esc(A.addr)}</div></div></div>
    <div class="fm">${esc(A.form)} · Rev. ${esc(f.rev)}<br><b>Page ${pg} of 2</b></div>
  </div>`;
  const p1 = `
  ${band(1)}
  <div class="ttl">PRE-ASSIGNMENT FITNESS-FOR-DUTY EXAMINATION<div class="st">EXAMINER CHECKLIST — CONFIDENTIAL MEDICAL</div></div>
  <div class="ins">To the examining provider: ring <b>YES</b> or <b>NO</b> for every item. Describe every answer that is not the expected one in the findings column. Return both pages to the agency; the examinee keeps no copy of page 2.</div>
  <div class="sec">PART A — EXAMINEE (completed by the agency)</div>
  <div class="pa">
    <table class="ga">
      <tr><td class="c">Examinee (Last, First MI)</td><td class="tv"><b>${esc(f.typedName)}</b></td><td class="c">Date of birth</td><td class="tv">${esc(f.dobText)}</td></tr>
      <tr><td class="c">Agency ref. no.</td><td class="tv">${esc(f.ref)}</td><td class="c">Discipline</td><td class="tv">${esc(f.role)}</td></tr>
      <tr><td class="c">Assignment</td><td class="tv">${esc(f.assign[0])}</td><td class="c">Length</td><td class="tv">${esc(f.assign[1])}</td></tr>
      <tr><td class="c">Date referred</td><td class="tv">${esc(f.referredText)}</td><td class="c">Earliest deploy date</td><td class="tv">${esc(f.deployText)}</td></tr>
    </table>
    <div class="doe"><div class="dl">DATE OF EXAMINATION</div><div class="dv">${P(f.examText, { size: '1.35em' })}</div><div class="dh">month / day / year</div></div>
  </div>
  <table class="vt"><tr>
    <td>Height ${P(f.v.ht)}</td><td>Weight ${P(f.v.wt)}</td><td>BP ${P(f.v.bp)}</td><td>Pulse ${P(f.v.hr)}</td>
    <td>Vision R 20/${P(f.v.vr)} L 20/${P(f.v.vl)}</td><td>Urine dip ${P(f.v.ua)}</td></tr></table>
  <div class="sec">PART B — EXAMINATION (completed by the examining provider)</div>
  <table class="ck">
    <tr><th class="n">#</th><th>Item</th><th class="yn">Ring one</th><th class="fd">Findings / comments</th></tr>
    ${sysRows}
  </table>
  <div class="rr">
    <span>Health history form reviewed with examinee ${ringPair('YES')}</span>
    <span>Last TB screen <span class="ul" style="min-width:0.95in">${P(f.tbText, { size: '1em' })}</span> result <span class="ul" style="min-width:0.5in">${P('neg', { size: '1em' })}</span></span>
    <span>Tetanus (Td/Tdap) year <span class="ul" style="min-width:0.5in">${P(f.tdYear, { size: '1em' })}</span></span>
  </div>
  <div class="ft"><span>${esc(A.form)} Rev. ${esc(f.rev)}</span><span>Continue on page 2 — Part D must be completed and signed</span></div>`;
  const p2 = `
  ${band(2)}
  <div class="nm2">Examinee name <span class="ul" style="min-width:3in">${P(f.p2Name)}</span> &nbsp; Ref. no. <span class="ul" style="min-width:1.2in">${P(f.ref, { size: '1em' })}</span></div>
  <div class="sec">PART C — FUNCTIONAL CAPACITY FOR THE ASSIGNMENT</div>
  <table class="ck">
    <tr><th class="n">#</th><th>Item</th><th class="yn">Ring one</th><th class="fd">Comments</th></tr>
    ${fnRows}
  </table>
  <div class="rem">Provider remarks <span class="ul" style="min-width:5.6in">${P(f.remarks, { size: '1em' })}</span></div>
  <div class="pd">
    <div class="pdh">PART D — EXAMINER&#8217;S DETERMINATION <span class="sm">(check one box)</span></div>
    ${det}
    <div class="rl">Restrictions / accommodations:</div>
    <div class="rline">${P(f.restrText, { size: '1.05em' })}</div>
    <div class="rline">${P(f.restrText2, { size: '1.05em' })}</div>
    <div class="rd">Restrictions are ${tk(f.restrKind === 'temp')}temporary until <span class="ul" style="min-width:1.1in">${f.restrKind === 'temp' ? P(f.restrUntil, { size: '1em' }) : ''}</span> &nbsp; ${tk(f.restrKind === 'perm')}permanent</div>
    <table class="ex">
      <tr><td colspan="2">Examiner (print) <span class="ul" style="min-width:2.6in">${P(f.exam[0])}</span> &nbsp; Credential ${creds}</td>
        <td rowspan="3" class="cs"><div class="csl">CLINIC STAMP</div>${f.stampOn ? `<div class="stw">${stamp([f.clinic[0].toUpperCase(), f.clinic[1], 'Tel ' + f.clinic[2]], { color: f.stampColor, rot: f.stampRot })}</div>` : ''}</td></tr>
      <tr><td>Licence no. / state <span class="ul" style="min-width:1.3in">${P(`${f.exam[2]} ${f.licState}`, { size: '1em' })}</span></td>
        <td>Date signed <span class="ul" style="min-width:1.05in">${P(f.signedText, { size: '1.05em' })}</span></td></tr>
      <tr><td colspan="2">Signature of examiner <span class="ul sgl" style="min-width:3.3in">${f.signed ? sig(f.exam[0], { font: f.sigFont, ink: f.ink, size: '1.7em', rot: -3 }) : ''}</span></td></tr>
    </table>
  </div>
  <div class="au"><b>AGENCY USE ONLY</b> &nbsp; Received <span class="ul" style="min-width:0.9in">${hand(f.receivedText, { font: f.clerkPen, ink: '#444', size: '1em' })}</span> &nbsp; by <span class="ul" style="min-width:0.5in">${hand(f.clerkInit, { font: f.clerkPen, ink: '#444', size: '1em' })}</span> &nbsp; ${box(true, { style: 'check', ink: '#444' })}Entered in readiness roster &nbsp; ${box(false, { style: 'check' })}Returned to clinic for completion</div>
  <div class="ft"><span>${esc(A.form)} Rev. ${esc(f.rev)}</span><span>Page 2 of 2 — keep with the deployment file</span></div>`;
  const css = `
  body { font-size:9.4pt; }
  .band { display:flex; justify-content:space-between; align-items:center; border-bottom:2.5px solid; padding-bottom:4px; }
  .lg { display:flex; gap:8px; align-items:center; } .an { font-size:13.5pt; font-weight:bold; } .aa { font-size:7.6pt; color:#444; }
  .fm { text-align:right; font-size:8pt; line-height:1.35; }
  .ttl { text-align:center; font-size:13.5pt; font-weight:bold; letter-spacing:.6px; margin:7px 0 2px; }
  .ttl .st { font-size:8.6pt; letter-spacing:2px; font-weight:normal; }
  .ins { font-size:8pt; border:0.8px solid #888; padding:3px 6px; margin:4px 0; background:#f6f6f6; }
  .sec { font-weight:bold; font-size:8.8pt; background:#222; color:#fff; padding:2px 6px; margin:7px 0 3px; letter-spacing:.5px; }
  .pa { display:flex; gap:8px; align-items:stretch; }
  .ga { flex:1; } .ga td { border:0.7px solid #777; padding:3px 5px; font-size:8.8pt; } .ga .c { font-size:7.4pt; color:#444; width:1.05in; background:#f2f2f2; }
  .tv { font-family:${FONTS.courier}; font-size:9.4pt; }
  .doe { width:1.75in; border:1.8px solid #222; padding:3px 6px; text-align:center; display:flex; flex-direction:column; justify-content:space-between; }
  .dl { font-size:8pt; font-weight:bold; letter-spacing:.5px; } .dh { font-size:6.8pt; color:#555; border-top:0.6px solid #999; }
  .dv { min-height:0.42in; display:flex; align-items:center; justify-content:center; }
  .vt { width:100%; margin-top:5px; } .vt td { border:0.7px solid #777; padding:3px 5px; font-size:8.4pt; white-space:nowrap; }
  .ck { width:100%; } .ck th { font-size:7.6pt; text-align:left; background:#e8e8e8; border:0.7px solid #666; padding:2px 4px; }
  .ck td { border:0.7px solid #888; padding:1px 5px; height:0.285in; font-size:8.9pt; }
  .ck .n { width:0.3in; text-align:center; color:#333; } .ck .yn { width:1.0in; text-align:center; white-space:nowrap; } .ck .fd { width:2.3in; }
  .nr { display:inline-block; padding:0 .3em; margin:0 .22em; font-weight:bold; font-size:8.6pt; }
  .rg { display:inline-block; padding:0 .28em; margin:0 .22em; font-weight:bold; font-size:8.6pt; border:1.7px solid; border-radius:50% / 55%; }
  .rr { display:flex; justify-content:space-between; gap:10px; margin-top:6px; font-size:8.4pt; white-space:nowrap; align-items:flex-end; }
  .ul { display:inline-block; border-bottom:0.8px solid #222; min-height:1.15em; vertical-align:bottom; padding:0 3px; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#555; border-top:0.7px solid #999; margin-top:8px; padding-top:2px; }
  .nm2 { margin:7px 0 2px; font-size:9pt; white-space:nowrap; }
  .rem { margin:6px 0 2px; font-size:8.6pt; white-space:nowrap; }
  .pd { border:1.8px solid #222; padding:5px 9px 6px; margin-top:8px; }
  .pdh { font-weight:bold; font-size:10pt; letter-spacing:.5px; margin-bottom:4px; } .sm { font-weight:normal; font-size:7.6pt; }
  .opt { display:flex; gap:5px; margin:5px 0; font-size:9.8pt; align-items:baseline; } .ot { white-space:nowrap; }
  .rl { font-size:8.6pt; margin-top:7px; }
  .rline { border-bottom:0.8px solid #333; min-height:0.32in; padding:0 4px; display:flex; align-items:flex-end; }
  .rd { font-size:8.6pt; margin:5px 0 2px; white-space:nowrap; }
  .ex { width:100%; margin-top:6px; font-size:8.8pt; } .ex td { padding:5px 2px; vertical-align:bottom; white-space:nowrap; }
  .sgl { height:0.46in; display:inline-flex; align-items:flex-end; }
  .cs { width:2.15in; border:1px dashed #777; vertical-align:top !important; text-align:center; position:relative; height:1.25in; }
  .csl { font-size:7pt; color:#777; letter-spacing:1px; }
  .stw { margin-top:10px; }
  .au { margin-top:9px; font-size:8.2pt; border:0.8px solid #999; background:#f4f4f4; padding:4px 7px; white-space:nowrap; }`;
  return page({
    title: 'Pre-Assignment Fitness-for-Duty Examination',
    size: 'letter',
    margin: '0.42in 0.5in',
    font: f.font,
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const agencies = rng.shuffle(AGENCIES);
  const clinics = rng.shuffle(CLINICS);
  const examiners = rng.shuffle(EXAMINERS);
  const assigns = rng.shuffle(ASSIGNMENTS);
  const make = (p, exam, o = {}) => {
    const i = out.length;
    const agency = agencies[i % agencies.length];
    const clinic = clinics[i % clinics.length];
    const examiner = examiners[i % examiners.length];
    const referred = addDays(exam, -rng.int(3, 15));
    const signedDate = addDays(exam, o.signLag ?? rng.pick([0, 0, 1, 2]));
    return {
      agency,
      clinic,
      exam: examiner,
      licState: clinic[1].match(/, ([A-Z]{2}) \d{5}/)[1],
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu, FONTS.roboto]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      clerkPen: rng.pick(HANDS),
      clerkInit: rng.pick(['DW', 'KM', 'R.T.', 'JLP']),
      sigFont: rng.pick(SIGS),
      tickStyle: rng.pick(['x', 'check']),
      ringRot: rng.int(-9, 6),
      rev: rng.pick(['03/2024', '09/2024', '01/2025', '06/2025']),
      typedName: o.typedName || nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi', 'LAST_FIRST'])),
      p2Name: o.p2Name || nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      dobText: fmt(p.dob, 'us'),
      ref: `${agency.short}-${rng.digits(5)}`,
      role: rng.pick(ROLES),
      assign: assigns[i % assigns.length],
      referredText: fmt(referred, 'us'),
      deployText: fmt(addDays(exam, rng.int(6, 20)), 'us'),
      examText: o.examText || fmt(exam, rng.pick(['us', 'us_nz'])),
      signedText: o.signedText || fmt(signedDate, rng.pick(['us_short', 'us_nz'])),
      v: {
        ht: `${rng.int(5, 6)}' ${rng.int(0, 11)}"`,
        wt: `${rng.int(121, 228)}`,
        bp: o.bp || `${rng.int(112, 136)}/${rng.int(68, 86)}`,
        hr: String(rng.int(60, 90)),
        vr: o.vr || rng.pick(['20', '25']),
        vl: o.vl || rng.pick(['20', '25', '30']),
        ua: rng.pick(['neg', 'WNL', 'neg']),
      },
      findings: o.findings || {},
      fnFindings: o.fnFindings || {},
      remarks:
        o.remarks ?? rng.pick(['', 'Cleared for field conditions.', 'Discussed hydration & sun safety.']),
      tbText: fmt(addDays(exam, -rng.int(40, 300)), 'us_short'),
      tdYear: String(rng.int(2017, 2025)),
      clearance: o.clearance || 'cleared',
      reexam: o.reexam || '',
      restrText: o.restrText ?? rng.pick(['None', 'none', 'N/A — no restrictions']),
      restrText2: o.restrText2 || '',
      restrKind: o.restrKind || '',
      restrUntil: o.restrUntil || '',
      signed: o.signed ?? true,
      stampOn: o.stampOn ?? true,
      stampColor: rng.pick(['#2a3f8f', '#6b1f5a', '#1f5a3a']),
      stampRot: rng.float(-7, 5).toFixed(1),
      receivedText: fmt(o.received || addDays(signedDate, rng.int(1, 6)), 'us_short'),
    };
  };
  const data = (f, exam, clearance, signature = 'present') => ({
    exam_date: exam,
    'examiner.name': f.exam[0],
    'examiner.credentials': f.exam[1],
    'examiner.signature': signature,
    clearance,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });

  // 1 — fit for duty, every item the expected answer.
  {
    const p = k.person();
    const exam = addDays('2026-09-14', rng.int(0, 55));
    const f = make(p, exam);
    out.push({
      key: 'fit-all-items-normal',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing clearance', 'restrictions present', 'not cleared', 'missing examiner signature'],
      data: data(f, exam, 'cleared'),
      note: `p2 Part D first box ticked (FIT FOR DUTY without restriction), restrictions "${f.restrText}"; DATE OF EXAMINATION ${f.examText} on p1 (signed ${f.signedText}); NO ringed on the items phrased so that NO is normal is not a finding; the referral (${f.referredText}), deploy, TB screen, received and revision dates are not the exam`,
      rendering: 'scanned_pdf',
    });
  }

  // 2 — fit; one finding ringed and explained; typed name in capitals; exam ten months old; day-first written date.
  {
    const p = k.person();
    const exam = addDays('2026-01-06', rng.int(0, 40));
    const finding = rng.pick([
      [4, 'small L thyroid nodule — f/u PCP'],
      [8, 'healed appendectomy scar, no hernia'],
    ]);
    const f = make(p, exam, {
      typedName: nameAs(p, 'LAST_FIRST_MI'),
      examText: fmt(exam, 'dmy'),
      findings: { [finding[0]]: finding[1] },
      remarks: 'Exam done for winter deployment; valid 12 mo per agency policy.',
      received: addDays('2026-10-26', rng.int(0, 20)),
      signLag: 0,
    });
    out.push({
      key: 'fit-finding-explained-ten-months-old',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['exam too old', 'restrictions present', 'not cleared', 'missing exam date'],
      data: data(f, exam, 'cleared'),
      note: `item ${finding[0] + 1} ringed the other way with "${finding[1]}" in the findings column: a finding, not a restriction; FIT FOR DUTY ticked, restrictions "${f.restrText}"; DATE OF EXAMINATION written "${f.examText}" (${exam}), within 365 days of valid_on; the agency received date ${f.receivedText} is recent but is not the exam`,
      rendering: 'text_pdf',
    });
  }

  // 3 — fit with restrictions; the client allows restrictions.
  {
    const p = k.person();
    const exam = addDays('2026-08-03', rng.int(0, 70));
    const restr = rng.pick([
      ['Non-latex gloves and supplies only (latex allergy).', ''],
      ['No assignment to sites above 8,000 ft elevation', '(asthma — carries rescue inhaler).'],
    ]);
    const f = make(p, exam, {
      clearance: 'cleared_with_restrictions',
      restrText: restr[0],
      restrText2: restr[1],
      restrKind: 'perm',
      findings: restr[1]
        ? { 5: 'faint end-exp. wheeze, cleared w/ cough' }
        : { 9: { c: 'hx latex contact dermatitis; none today' } },
    });
    out.push({
      key: 'restriction-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared', 'missing clearance'],
      data: data(f, exam, 'cleared_with_restrictions'),
      note: `Part D second box ticked (FIT FOR DUTY WITH RESTRICTIONS) with "${(restr[0] + ' ' + restr[1]).trim()}", permanent; the client allows restrictions (allow_restrictions: true)`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — temporarily unfit: blood pressure.
  {
    const p = k.person();
    const exam = addDays('2026-10-01', rng.int(0, 40));
    const bp = `${rng.int(166, 178)}/${rng.int(102, 110)}`;
    const reexamDate = addDays(exam, rng.int(21, 35));
    const f = make(p, exam, {
      clearance: 'temp_unfit',
      bp,
      findings: { 7: `${bp} x2 (repeat after 10 min)` },
      reexam: fmt(reexamDate, 'us_short'),
      restrText: 'Not to deploy until BP controlled — refer to PCP.',
      remarks: 'Started on med by PCP? Pt to bring BP log.',
    });
    out.push({
      key: 'temporarily-unfit-blood-pressure',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      forbidden: ['missing examiner signature', 'missing exam date'],
      data: data(f, exam, 'not_cleared'),
      note: `Part D third box ticked: TEMPORARILY UNFIT — re-examine after ${f.reexam}; item 8 (BP below 160/100?) ringed NO with ${bp}; a temporary unfitness is not a clearance`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — a restriction the client does not allow.
  {
    const p = k.person();
    const exam = addDays('2026-09-01', rng.int(0, 60));
    const until = addDays(exam, rng.int(35, 60));
    const f = make(p, exam, {
      clearance: 'cleared_with_restrictions',
      restrText: 'No lifting > 20 lb, no patient transfers or cot set-up',
      restrText2: '(R shoulder strain — PT in progress).',
      restrKind: 'temp',
      restrUntil: fmt(until, 'us_short'),
      findings: { 11: 'R shoulder abduction limited, painful arc' },
      fnFindings: { 1: 'see Part D' },
    });
    out.push({
      key: 'restriction-not-allowed',
      person: requestPerson(p),
      html: render(f),
      issues: ['restrictions present'],
      forbidden: ['not cleared', 'missing examiner signature', 'missing clearance'],
      data: data(f, exam, 'cleared_with_restrictions'),
      note: `Part D second box ticked with "No lifting > 20 lb, no patient transfers or cot set-up (R shoulder strain — PT in progress)", temporary until ${until}; allow_restrictions is not set (default false); item 12 and C2 ringed NO explain it`,
      rendering: 'scanned_pdf',
    });
  }

  // 6 — name printed, clinic stamp pressed, signature line empty.
  {
    const p = k.person();
    const exam = addDays('2026-09-20', rng.int(0, 50));
    const f = make(p, exam, { signed: false, stampOn: true });
    out.push({
      key: 'stamped-printed-name-unsigned',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      forbidden: ['missing examiner', 'missing clearance', 'not cleared'],
      data: data(f, exam, 'cleared', 'not_present'),
      note: `FIT FOR DUTY ticked, examiner "${f.exam[0]}" printed with ${f.exam[1]} ringed, licence and date signed written and the clinic's rubber stamp in the CLINIC STAMP box, but the "Signature of examiner" line is empty: a stamp and a printed name are not a signature; the agency clerk's initials are not the examiner's`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
