// A county health system's two-page "Pre-Employment Medical Questionnaire and Physician's Evaluation" for
// applicants and agency staff. Page 1 (applicant): the HR header with form number and print date, an applicant
// block (Last / First / Middle in separate cells, date of birth, position applied for, requisition no.), a
// two-column list of "Have you ever had …" history questions each followed by a printed Y N pair with one ringed by
// the applicant, an explanation line for any Y, medications and allergies lines, and the applicant's declaration,
// signature and date. Page 2 (physician): date of examination written in, a vitals row, a systems table with
// Normal / Abnormal / Not examined columns ticked, then "MEDICAL CLASSIFICATION (tick one)" with four printed
// classes (A fit without restriction · B fit with restrictions — specify · C temporarily unfit, re-evaluate on ___
// · D unfit for the position), the restriction line, the examiner's printed name, credential, clinic, signature and
// date signed, the clinic's stamp over the block, and an "HR use only" received line with its own date. The
// determination is only on page 2, as a class letter.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r20_county_hr_medical_questionnaire_class_code_p2',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page county health system Pre-Employment Medical Questionnaire and Physician\u2019s Evaluation filled by hand: p1 HR header with form no. and print date, Last / First / Middle cells, DOB, position and requisition no., two-column "Have you ever had" history list with a printed Y N pair ringed per question, explanation, medications and allergies lines, applicant declaration signed and dated; p2 date of examination, vitals, systems table with Normal / Abnormal / Not examined ticks, MEDICAL CLASSIFICATION tick one of Class A fit without restriction · B fit with restrictions · C temporarily unfit (re-evaluate on) · D unfit, restriction line, examiner name, credential, clinic, signature, date signed, clinic stamp over the block, HR received date; variants class A with a written-month date, class A with two-figure years and a "Y" history answer explained, class A after a ticked B was crossed out as an error, class B with a lifting restriction, class C pending blood-pressure control, an exam over a year old with a recent HR received date',
};

const SYSTEMS = [
  'County of Harlow Health System',
  'Pemberton County Hospital Authority',
  'Ostrander Valley Regional Health',
];
const CLINICS = [
  {
    name: 'Harlow Employee Health Services',
    addr: '400 Lindell Blvd, Dayton, OH 45459',
    tel: '(937) 555-0148',
    doc: 'Miriam Castellane',
    cred: 'MD',
  },
  {
    name: 'Pemberton Occupational Clinic',
    addr: '18 Grange Hall Rd, Tulsa, OK 74103',
    tel: '(918) 555-0163',
    doc: 'Terrence Obuya',
    cred: 'DO',
  },
  {
    name: 'Valley WorkWell Center',
    addr: '2210 Saddleback Way, Boise, ID 83702',
    tel: '(208) 555-0102',
    doc: 'Annika Sorell',
    cred: 'FNP-C',
  },
  {
    name: 'Harlow Employee Health Services',
    addr: '400 Lindell Blvd, Dayton, OH 45459',
    tel: '(937) 555-0148',
    doc: 'Joseph Radcliffe',
    cred: 'PA-C',
  },
];
const QUESTIONS = [
  'Heart disease or heart murmur',
  'High blood pressure',
  'Asthma or lung disease',
  'Diabetes',
  'Seizures or fainting spells',
  'Back injury or back surgery',
  'Neck, shoulder or knee problems',
  'Hernia',
  'Hearing loss',
  'Vision problems (not glasses)',
  'Skin disease or latex allergy',
  'Tuberculosis or positive TB test',
  'Hepatitis or liver disease',
  'Surgery in the last 5 years',
  'Workers’ compensation claim',
  'Any condition limiting lifting',
];
const POSITIONS = [
  'Registered Nurse — Float Pool',
  'Licensed Practical Nurse',
  'Certified Nursing Assistant',
  'Respiratory Therapist (contract)',
  'Surgical Technologist (agency)',
];
const SYS_ROWS = [
  'General appearance',
  'HEENT',
  'Neck / thyroid',
  'Heart',
  'Lungs',
  'Abdomen',
  'Musculoskeletal / back',
  'Extremities',
  'Neurological',
  'Skin',
];
const CLASSES = [
  ['A', 'Medically fit for the position without restriction'],
  ['B', 'Medically fit with the restriction(s) specified below'],
  ['C', 'Temporarily unfit — re-evaluate on'],
  ['D', 'Medically unfit for the position applied for'],
];
const PENS = HANDS.filter((x) => x !== 'Breip');

function render(f) {
  const a = (t, o = {}) => hand(t, { font: f.aPen, ink: f.aInk, size: '1.15em', ...o });
  const d = (t, o = {}) => hand(t, { font: f.dPen, ink: f.dInk, size: '1.12em', ...o });
  const yn = (yes) =>
    ['Y', 'N']
      .map((x) =>
        (x === 'Y') === yes
          ? `<span class="rg" style="border-color:${f.aInk}">${x}</span>`
          : `<span class="op">${x}</span>`,
      )
      .join('');
  const half = Math.ceil(QUESTIONS.length / 2);
  const qcol = (list, off) =>
    `<table class="q">${list.map((q, i) => `<tr><td class="qn">${off + i + 1}.</td><td>${esc(q)}</td><td class="yn">${yn(f.yes.includes(off + i))}</td></tr>`).join('')}</table>`;
  const tk = (on) => box(on, { style: 'check', ink: f.dInk });
  const C = f.clinic;
  const classRow = ([letter, text]) => {
    const chosen = letter === f.cls;
    const struck = letter === f.struck;
    const mark = struck
      ? `<span class="cbx"><span class="mk" style="color:${f.dInk};font-family:'DejaVu Sans'">✓</span><svg class="scr" viewBox="0 0 30 20" width="30" height="20"><path d="M1 14 L8 3 L10 17 L16 2 L18 18 L24 3 L29 12" fill="none" stroke="${f.dInk}" stroke-width="2.2"/></svg></span>`
      : tk(chosen);
    const extra =
      letter === 'C' ? ` <span class="bl w2">${chosen && f.reeval ? d(fmt(f.reeval, f.ds)) : ''}</span>` : '';
    const err = struck ? ` ${d(`error ${f.dIni}`, { size: '0.9em' })}` : '';
    return `<tr><td class="cl">${mark}</td><td class="cll">Class ${letter}</td><td>${esc(text)}${extra}${err}</td></tr>`;
  };
  const p1 = `<div class="pg">
    <div class="hd"><div><div class="org">${esc(f.system)}</div><div class="dep">Human Resources · Employee Health</div></div>
      <div class="fno">Form HR-MED-4 (rev. 09/2023)<br>Printed ${esc(f.printed)}</div></div>
    <div class="ti">PRE-EMPLOYMENT MEDICAL QUESTIONNAIRE</div>
    <div class="ins">Part 1 is completed by the applicant. Part 2 (page 2) is completed by the examining clinician. Information is confidential and kept apart from the personnel file.</div>
    <div class="sec">PART 1 — APPLICANT</div>
    <table class="g"><tr><td><div class="cp">Last name</div>${a(f.last, { size: '1.3em' })}</td><td><div class="cp">First name</div>${a(f.first, { size: '1.3em' })}</td><td><div class="cp">Middle</div>${a(f.middle, { size: '1.2em' })}</td><td><div class="cp">Date of birth</div>${a(fmt(f.dob, f.ads))}</td></tr>
      <tr><td colspan="2"><div class="cp">Position applied for</div>${a(f.position, { size: '1em' })}</td><td colspan="2"><div class="cp">Requisition / agency no.</div>${a(f.req, { size: '1em' })}</td></tr></table>
    <div class="qh">Have you ever had or been told you have any of the following? Ring <b>Y</b> (yes) or <b>N</b> (no) for each.</div>
    <div class="qs">${qcol(QUESTIONS.slice(0, half), 0)}${qcol(QUESTIONS.slice(half), half)}</div>
    <div class="ln">If you ringed Y, explain (number, date, current status): <span class="bl w5">${f.explain ? a(f.explain, { size: '1em' }) : ''}</span></div>
    <div class="ln">Current medications: <span class="bl w5">${a(f.meds, { size: '1em' })}</span></div>
    <div class="ln">Allergies: <span class="bl w5">${a(f.allergies, { size: '1em' })}</span></div>
    <div class="decl">I declare that the answers above are true and complete. I understand that a false statement may void an offer of employment or assignment.</div>
    <div class="ln">Applicant signature <span class="bl w3">${sig(f.aSig, { font: f.aSigFont, ink: f.aInk, size: '1.8em' })}</span> Date <span class="bl w2">${a(fmt(f.aDate, f.ads))}</span></div>
    <div class="ft"><span>HR-MED-4 · Page 1 of 2</span><span>Continue on page 2 — clinician</span></div></div>`;
  const p2 = `<div class="pg">
    <div class="hd"><div><div class="org">${esc(f.system)}</div><div class="dep">Pre-Employment Medical Questionnaire — continued</div></div>
      <div class="fno">Applicant: ${a(f.shortName, { size: '1em' })}</div></div>
    <div class="sec">PART 2 — PHYSICIAN'S EVALUATION</div>
    <div class="ln">Date of examination <span class="bl w2">${d(fmt(f.exam, f.ds))}</span> &nbsp; Clinic <span class="bl w3">${d(C.name, { size: '0.95em' })}</span></div>
    <table class="g v"><tr><td><div class="cp">Height</div>${d(f.ht)}</td><td><div class="cp">Weight</div>${d(f.wt)}</td><td><div class="cp">BP</div>${d(f.bp)}</td><td><div class="cp">Pulse</div>${d(f.pulse)}</td><td><div class="cp">Vision R / L (corr.)</div>${d(f.vision)}</td><td><div class="cp">Hearing</div>${d('WNL')}</td></tr></table>
    <table class="sy"><tr><th>System</th><th>Normal</th><th>Abnormal</th><th>Not examined</th><th>Comments</th></tr>
      ${SYS_ROWS.map((s) => {
        const ab = f.abn[s];
        return `<tr><td>${esc(s)}</td><td class="c">${tk(!ab)}</td><td class="c">${tk(!!ab)}</td><td class="c">${tk(false)}</td><td>${ab ? d(ab, { size: '0.95em' }) : ''}</td></tr>`;
      }).join('')}</table>
    <div class="sec">MEDICAL CLASSIFICATION <span class="sm">(tick one)</span></div>
    <table class="cls">${CLASSES.map(classRow).join('')}</table>
    <div class="ln">Restriction(s) / reason: <span class="bl w5">${f.restr ? d(f.restr, { size: '1em' }) : ''}</span></div>
    <div class="blk"><div class="b1">
      <div class="ln">Examiner (print) <span class="bl w3">${d(C.doc)}</span> Credential <span class="bl w1">${d(C.cred)}</span></div>
      <div class="ln">Signature <span class="bl w3 tall">${sig(`${C.doc}`, { font: f.dSig, ink: f.dInk, size: '1.9em' })}</span> Date signed <span class="bl w2">${d(fmt(f.signed, f.ds))}</span></div>
      <div class="ln sm">${esc(C.name)} · ${esc(C.addr)} · ${esc(C.tel)}</div></div>
      <div class="b2">${stamp([C.name.toUpperCase(), C.addr.split(',').slice(1).join(',').trim(), `TEL ${C.tel}`], { color: f.stampColor, rot: f.stampRot })}</div></div>
    <div class="hr">HR USE ONLY — Received <span class="bl w2">${hand(fmt(f.hrDate, 'us'), { font: f.hrPen, ink: '#7a1111', size: '1.05em' })}</span> by <span class="bl w1">${hand(f.hrIni, { font: f.hrPen, ink: '#7a1111', size: '1.05em' })}</span> &nbsp; Entered in HRIS ${box(true, { style: 'x', ink: '#7a1111' })}</div>
    <div class="ft"><span>HR-MED-4 · Page 2 of 2</span><span>Return both pages to Human Resources</span></div></div>`;
  return page({
    title: 'Pre-Employment Medical Questionnaire',
    margin: '0',
    font: f.font,
    body: `${p1}<div class="pb"></div>${p2}`,
    css: `
    .pg { width:8.5in; height:11in; padding:0.45in 0.55in; position:relative; font-size:9.8pt; overflow:hidden; }
    .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:3px; }
    .org { font-weight:bold; font-size:12.5pt; } .dep { font-size:8.6pt; color:#333; } .fno { font-size:8pt; text-align:right; color:#333; }
    .ti { text-align:center; font-size:15pt; font-weight:bold; margin-top:8px; letter-spacing:1px; }
    .ins { font-size:8pt; font-style:italic; text-align:center; color:#444; margin-bottom:4px; }
    .sec { margin:9px 0 4px; background:#222; color:#fff; font-weight:bold; font-size:9.4pt; padding:2px 6px; }
    .sm { font-weight:normal; font-size:8pt; }
    .g { width:100%; } .g td { border:0.8px solid #444; padding:2px 5px; height:0.48in; vertical-align:top; }
    .v td { height:0.42in; }
    .cp { font-size:7.2pt; text-transform:uppercase; color:#444; }
    .qh { margin:7px 0 3px; font-size:9pt; }
    .qs { display:flex; gap:14px; } .q { flex:1; width:50%; } .q td { border-bottom:0.6px solid #999; padding:2px 3px; height:0.3in; }
    .qn { width:0.28in; color:#444; } .yn { width:0.75in; text-align:center; white-space:nowrap; }
    .rg { display:inline-block; border:1.7px solid; border-radius:50%; padding:0 5px; margin:0 2px; font-weight:bold; }
    .op { display:inline-block; padding:0 5px; margin:0 2px; font-weight:bold; color:#333; }
    .ln { margin:7px 0; white-space:nowrap; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; min-height:1.35em; vertical-align:bottom; padding-left:4px; }
    .w1 { width:0.8in; } .w2 { width:1.6in; } .w3 { width:2.5in; } .w5 { width:4.6in; }
    .tall { height:0.45in; }
    .decl { font-size:8.6pt; margin-top:10px; border:1px solid #999; padding:4px 6px; }
    .sy { width:100%; font-size:9pt; } .sy th { background:#ddd; border:0.8px solid #444; font-size:8pt; padding:2px; }
    .sy td { border:0.8px solid #444; padding:1px 5px; height:0.27in; } .sy td.c { text-align:center; width:0.9in; }
    .cls { width:100%; } .cls td { padding:4px 4px; border-bottom:0.6px solid #aaa; }
    .cl { width:0.35in; text-align:center; } .cll { width:0.7in; font-weight:bold; }
    .scr { position:absolute; left:-0.45em; top:-0.2em; }
    .blk { display:flex; border:1px solid #555; padding:3px 8px; margin-top:6px; } .b1 { flex:1; } .b2 { width:2.1in; display:flex; align-items:center; justify-content:center; margin-left:-0.9in; }
    .hr { margin-top:12px; border:1.3px dashed #7a1111; padding:5px 8px; font-size:9pt; color:#7a1111; }
    .ft { position:absolute; left:0.55in; right:0.55in; bottom:0.3in; display:flex; justify-content:space-between; font-size:7.6pt; color:#555; border-top:0.6px solid #999; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const systems = rng.shuffle(SYSTEMS);
  const clinics = rng.shuffle(CLINICS);
  const mk = (p, exam, o = {}) => {
    const clinic = clinics[out.length % clinics.length];
    const ds = o.ds || rng.pick(['us', 'us_nz', 'long']);
    const aDate = addDays(exam, -rng.int(0, 6));
    const ini = clinic.doc
      .split(' ')
      .map((x) => x[0])
      .join('');
    return {
      system: systems[out.length % systems.length],
      clinic,
      font: rng.pick([FONTS.sans, FONTS.serif, FONTS.carlito, FONTS.lato]),
      aPen: rng.pick(PENS),
      aInk: rng.pick(INKS),
      aSigFont: rng.pick(SIGS),
      dPen: rng.pick(PENS),
      dInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91', '#2b2b52']),
      dSig: rng.pick(SIGS),
      dIni: ini,
      hrPen: rng.pick(PENS),
      hrIni: rng.pick(['JMK', 'RT', 'ALB', 'SW']),
      last: p.last,
      first: p.first,
      middle: o.noMiddle ? '' : p.middle || '',
      shortName: nameAs(p, 'last_first'),
      aSig: nameAs(p, 'first_last'),
      dob: p.dob,
      ads: o.ads || 'us',
      position: rng.pick(POSITIONS),
      req: `REQ-${rng.int(24, 26)}-${rng.digits(4)}`,
      yes: [],
      explain: '',
      meds: 'none',
      allergies: 'NKDA',
      aDate,
      exam,
      ds,
      printed: fmt(addDays('2024-01-10', rng.int(0, 400)), 'us'),
      ht: `5'${rng.int(2, 11)}"`,
      wt: `${rng.int(128, 205)} lb`,
      bp: `${rng.int(108, 132)}/${rng.int(68, 84)}`,
      pulse: String(rng.int(60, 86)),
      vision: `20/${rng.pick([20, 20, 25])} · 20/${rng.pick([20, 25, 30])}`,
      abn: {},
      cls: 'A',
      struck: null,
      reeval: null,
      restr: '',
      signed: exam,
      stampColor: rng.pick(['#23408e', '#6b1f5e', '#1f5f4a']),
      stampRot: rng.float(-9, 7).toFixed(1),
      hrDate: addDays(exam, rng.int(2, 9)),
      ...o,
    };
  };
  const base = (f) => ({
    exam_date: f.exam,
    'examiner.name': f.clinic.doc,
    ...personData('match', 'match'),
  });

  // 1 — class A, examination date with the month written out
  {
    const p = k.person();
    const exam = addDays('2026-08-20', rng.int(0, 80));
    const f = mk(p, exam, { ds: 'long' });
    out.push({
      key: 'class-a-written-month',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { ...base(f), clearance: 'cleared' },
      note: `page 2: examined ${exam}, Class A (fit without restriction) ticked, signed by ${f.clinic.doc}, ${f.clinic.cred}; the print date, applicant date and HR received date are other dates`,
      rendering: 'scanned_pdf',
    });
  }

  // 2 — class A, two-figure years, a Y answer explained on page 1
  {
    const p = k.person();
    const exam = addDays('2026-06-15', rng.int(0, 120));
    const f = mk(p, exam, {
      ds: 'us_short',
      ads: 'us_short',
      yes: [13],
      explain: `#14 appendectomy ${rng.int(2022, 2024)}, fully recovered`,
      abn: { Abdomen: 'well-healed RLQ scar' },
    });
    out.push({
      key: 'class-a-two-figure-years-history-yes',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared'],
      data: { ...base(f), clearance: 'cleared' },
      note: `exam ${fmt(exam, 'us_short')} (${exam}); the applicant ringed Y for surgery in the last 5 years and an abdominal scar is noted, but Class A (no restriction) is ticked`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — class B ticked by mistake, crossed out with "error" and initials, class A ticked
  {
    const p = k.person();
    const exam = addDays('2026-09-01', rng.int(0, 70));
    const f = mk(p, exam, { cls: 'A', struck: 'B' });
    out.push({
      key: 'class-b-struck-as-error-class-a-ticked',
      person: requestPerson(p, { withMiddle: true }),
      html: render(f),
      issues: [],
      forbidden: ['restrictions present'],
      data: { ...base(f), clearance: 'cleared' },
      note: `the Class B box holds a tick that is scribbled over and marked "error ${f.dIni}"; Class A is ticked and the restriction line is empty, so the determination is fit without restriction (a careful reviewer reads the correction as withdrawn)`,
      rendering: 'text_pdf',
    });
  }

  // 4 — class B with a lifting restriction
  {
    const p = k.person();
    const exam = addDays('2026-07-20', rng.int(0, 100));
    const restr = `No lifting over ${rng.pick([20, 25, 30])} lb; no patient transfers without lift device`;
    const f = mk(p, exam, {
      cls: 'B',
      restr,
      yes: [5],
      explain: `#6 lumbar strain ${rng.int(2023, 2025)}, PT completed`,
      abn: { 'Musculoskeletal / back': 'reduced lumbar flexion' },
    });
    out.push({
      key: 'class-b-lifting-restriction',
      person: requestPerson(p),
      html: render(f),
      issues: ['restrictions present'],
      data: { ...base(f), clearance: 'cleared_with_restrictions' },
      note: `Class B ticked with "${restr}" on the restriction line`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — class C, re-evaluate once blood pressure is controlled
  {
    const p = k.person();
    const exam = addDays('2026-10-01', rng.int(0, 40));
    const f = mk(p, exam, {
      cls: 'C',
      reeval: addDays(exam, 28),
      bp: `${rng.int(172, 188)}/${rng.int(104, 112)}`,
      restr: 'BP uncontrolled — start treatment, recheck with PCP before placement',
      meds: 'none',
    });
    out.push({
      key: 'class-c-temporarily-unfit-bp',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      data: { ...base(f), clearance: 'not_cleared' },
      note: `Class C "temporarily unfit — re-evaluate on ${f.reeval}" ticked, BP ${f.bp}; the re-evaluation date is in the future and no later clearance is attached`,
      rendering: 'text_pdf',
    });
  }

  // 6 — exam over a year before valid_on, with an HR received date this month
  {
    const p = k.person();
    const exam = addDays('2025-07-10', rng.int(0, 80));
    const f = mk(p, exam, { hrDate: addDays('2026-11-21', -rng.int(3, 12)), ds: 'us' });
    out.push({
      key: 'exam-over-a-year-old-recent-hr-stamp',
      person: requestPerson(p),
      html: render(f),
      issues: ['exam too old'],
      data: { ...base(f), clearance: 'cleared' },
      note: `examined ${exam}, more than 365 days before 2026-11-21; Class A is ticked; the HR received date ${f.hrDate} is recent but is not the examination date`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
