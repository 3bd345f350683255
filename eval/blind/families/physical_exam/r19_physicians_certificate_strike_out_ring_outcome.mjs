// A one-page "Employee Health Examination" form of a county home-care / long-term-care employers' association,
// completed by the employee (Part A) and the examining clinician (Parts B and C). Part A: surname / given names /
// DOB / position boxes and the type of examination ticked (pre-placement · annual · return to work). Part B: a short
// findings grid (height, weight, BP, pulse, vision, hearing, urinalysis, TB screen with its own date) with Normal /
// Abnormal ticks, a "previous examination" line with its own date. Part C, "Physician's certificate — strike out
// whichever does not apply": a prose certificate with the exam date written into a blank and "is / is not" pairs
// ("is / is not free from communicable disease", "is / is not physically and mentally able to perform the duties of
// the position") where the clinician strikes the word that does not apply; then the recommendation with four options
// printed side by side and one ringed (FIT FOR DUTY · FIT WITH RESTRICTIONS · TEMPORARILY UNFIT · UNFIT), a
// restrictions line, the next examination due. The clinician's block: signature, printed name (or a rubber name
// stamp), credential ringed (MD · DO · NP · PA-C), licence no., date signed and the practice stamp partly over the text.
// Variants: fit pre-placement, annual with last year's exam line, restrictions the client allows, "is" struck on the
// ability line with TEMPORARILY UNFIT ringed, an exam over a year old with a recent received stamp, a name stamp with
// the signature line left blank.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r19_physicians_certificate_strike_out_ring_outcome',
  split: 'tuning',
  renderings: { photo: 40, fax: 15, scanned_pdf: 15, text_pdf: 30 },
  description:
    'One-page employers\u2019-association Employee Health Examination form: Part A surname / given names / DOB / position boxes and examination type ticked; Part B findings grid with Normal / Abnormal ticks, a TB screen date and a previous-examination date; Part C physician\u2019s certificate "strike out whichever does not apply" with the exam date in a prose blank and is / is not pairs struck by hand, the recommendation ringed among FIT FOR DUTY · FIT WITH RESTRICTIONS · TEMPORARILY UNFIT · UNFIT, restrictions line, next exam due; clinician block with signature, printed name or rubber name stamp, ringed MD · DO · NP · PA-C, licence no., date signed, practice stamp over the text; variants fit pre-placement, annual with last year\u2019s exam, restrictions allowed, "is" struck on the ability line with TEMPORARILY UNFIT ringed, an exam over a year old with a recent received stamp, name stamp with no signature',
};

const ASSOCS = [
  {
    name: 'Tri-County Home Care Employers Association',
    short: 'TCHCEA',
    form: 'Form HE-3 (revised 04/2022)',
    color: '#2d3a8c',
  },
  {
    name: 'Lakeshore Long-Term Care Council',
    short: 'LLTCC',
    form: 'LLTCC Med-1 · rev. 2021',
    color: '#6b2737',
  },
  {
    name: 'Valley Personal Care Providers Alliance',
    short: 'VPCPA',
    form: 'VPCPA/EHE/07-23',
    color: '#1f5f4a',
  },
];
const CLINICIANS = [
  {
    name: 'Harold J. Wexley',
    cred: 'MD',
    lic: 'MD 048213',
    practice: 'Wexley Family Medicine',
    town: 'Knoxville, TN 37916',
  },
  {
    name: 'Adaora Nwachukwu',
    cred: 'NP',
    lic: 'APRN 7719302',
    practice: 'Pioneer Way Primary Care',
    town: 'Omaha, NE 68102',
  },
  {
    name: 'Stefan Lindahl',
    cred: 'DO',
    lic: 'DO 11-2847',
    practice: 'Grange Hall Osteopathic Clinic',
    town: 'Madison, WI 53703',
  },
  {
    name: 'Corinne Batiste',
    cred: 'PA-C',
    lic: 'PA 3301847',
    practice: 'Bellwether Urgent & Occupational Care',
    town: 'Orlando, FL 32803',
  },
];
const POSITIONS = [
  'Home Health Aide',
  'Certified Nursing Assistant',
  'Registered Nurse (agency)',
  'LPN — float',
  'Personal Care Aide',
];
const OUTCOMES = ['FIT FOR DUTY', 'FIT WITH RESTRICTIONS', 'TEMPORARILY UNFIT', 'UNFIT'];
const PENS = HANDS.filter((h) => h !== 'Breip');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function rg(text, on, ink) {
  return on
    ? `<span class="rg" style="border-color:${ink}">${esc(text)}</span>`
    : `<span class="op">${esc(text)}</span>`;
}
/** "is / is not" with one of them struck through by hand. keep: 'is' | 'is not' */
function isPair(keep, ink) {
  const strike = (t) => `<span class="sk" style="text-decoration-color:${ink}">${t}</span>`;
  return keep === 'is' ? `is / ${strike('is not')}` : `${strike('is')} / is not`;
}

function render(f) {
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, size: '1.15em', ...o });
  const e = (t, o = {}) => hand(t, { font: f.efont, ink: f.eink, size: '1.15em', ...o });
  const A = f.assoc;
  const C = f.clin;
  const yn = (on) => box(on, { style: 'x', ink: f.ink, font: f.font });
  const findings = [
    ['Blood pressure', f.bp, f.bpNormal],
    ['Pulse', f.pulse, true],
    ['Vision (corrected)', f.vision, true],
    ['Hearing (whisper)', 'intact bilat.', true],
    ['Heart / lungs', 'RRR, clear', true],
    ['Musculoskeletal / back', f.msk, f.mskNormal],
    ['Urinalysis (dip)', 'neg', true],
    ['TB screen', `${f.tbText} ${fmt(f.tbDate, 'us_short')}`, true],
  ];
  const dateBlank = f.dateWords
    ? `the <span class="bl w1">${h(String(Number(f.exam.slice(8, 10))))}</span> day of <span class="bl w2">${h(`${MONTHS[Number(f.exam.slice(5, 7)) - 1]} ${f.exam.slice(0, 4)}`)}</span>`
    : `<span class="bl w2">${h(fmt(f.exam, f.ds))}</span>`;
  const outStamp = stamp([C.practice.toUpperCase(), C.town, `Tel ${f.tel}`], {
    color: f.stampColor,
    rot: f.stampRot,
  });
  return page({
    title: 'Employee Health Examination',
    size: 'letter',
    margin: '0',
    font: A === ASSOCS[1] ? FONTS.serif : FONTS.sans,
    body: `<div class="sheet">
      <div class="top"><div class="an">${esc(A.name)}</div><div class="fm">${esc(A.form)}</div></div>
      <div class="ti">EMPLOYEE HEALTH EXAMINATION</div>
      <div class="ts">To be completed before first assignment and every twelve months thereafter. Return the original to the employer; keep a copy.</div>
      <div class="sec">PART A — EMPLOYEE <span class="sm">(completed by the employee)</span></div>
      <table class="g"><tr>
        <td style="width:30%"><div class="cp">Surname</div>${e(f.surname, { size: '1.3em' })}</td>
        <td style="width:32%"><div class="cp">Given names</div>${e(f.given, { size: '1.3em' })}</td>
        <td style="width:18%"><div class="cp">Date of birth</div>${e(fmt(f.dob, f.eds))}</td>
        <td><div class="cp">Position</div>${e(f.position, { size: '0.95em' })}</td></tr>
        <tr><td colspan="2"><div class="cp">Employer / agency</div>${e(f.employer, { size: '1em' })}</td>
        <td colspan="2"><div class="cp">Type of examination</div>${yn(f.type === 'pre')} Pre-placement &nbsp; ${yn(f.type === 'annual')} Annual &nbsp; ${yn(f.type === 'rtw')} Return to work</td></tr></table>
      <div class="sec">PART B — FINDINGS <span class="sm">(completed by the examining clinician)</span></div>
      <table class="fd"><tr><th style="width:26%">Item</th><th style="width:38%">Result</th><th>Normal</th><th>Abnormal</th><th style="width:20%">Comment</th></tr>
        ${findings.map(([a, b, ok]) => `<tr><td>${esc(a)}</td><td>${h(b, { size: '1em' })}</td><td class="c">${yn(ok)}</td><td class="c">${yn(!ok)}</td><td>${!ok && f.comment ? h(f.comment, { size: '0.9em' }) : ''}</td></tr>`).join('')}</table>
      <div class="ln">Previous examination by this office: <span class="bl w2">${f.prev ? h(fmt(f.prev, f.ds)) : h('none', { size: '1em' })}</span> &nbsp; Height / weight <span class="bl w2">${h(f.hw, { size: '1em' })}</span></div>
      <div class="sec">PART C — PHYSICIAN'S CERTIFICATE <span class="sm">(strike out whichever does not apply)</span></div>
      <div class="cert">I certify that I examined the above-named employee on ${dateBlank} and that in my opinion he / she
        ${isPair(f.free, f.ink)} free from any communicable disease that would endanger clients or co-workers, and
        ${isPair(f.able, f.ink)} physically and mentally able to perform the duties of the position named in Part A.</div>
      <div class="rec"><span class="cp2">RECOMMENDATION (ring one):</span> ${OUTCOMES.map((o) => rg(o, o === f.outcome, f.ink)).join(' ')}</div>
      <div class="ln">Restrictions / reason: <span class="bl w5">${f.restr ? h(f.restr, { size: '1.05em' }) : ''}</span></div>
      <div class="ln">Next examination due: <span class="bl w2">${f.nextDue ? h(fmt(f.nextDue, f.ds)) : ''}</span></div>
      <div class="blk">
        <div class="bl1"><div class="ln">Signature of examining clinician</div><div class="sgl">${f.signed ? sig(C.name, { font: f.sig, ink: f.ink, size: '2em' }) : ''}</div>
          <div class="ln">Printed name <span class="bl w4">${f.nameStamp ? `<span class="nst">${esc(C.name.toUpperCase())}, ${esc(C.cred)}<br>Lic. ${esc(C.lic)}</span>` : h(C.name)}</span></div>
          <div class="ln">Credential ${['MD', 'DO', 'NP', 'PA-C'].map((c) => rg(c, c === C.cred, f.ink)).join(' ')} &nbsp; Licence no. <span class="bl w3">${h(C.lic, { size: '1em' })}</span></div>
          <div class="ln">Date signed <span class="bl w2">${h(fmt(f.signedOn, f.ds))}</span></div></div>
        <div class="bl2">${outStamp}</div>
      </div>
      ${f.recv ? `<div class="recv">${stamp(['RECEIVED', fmt(f.recv, 'mil4'), `${A.short} MEMBER HR`], { color: '#8a1c1c', rot: 6 })}</div>` : ''}
      <div class="foot">${esc(A.form)} · Original: employer · Copy: employee · Copy: examining office</div>
    </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.45in 0.55in; position:relative; font-size:10.2pt; ${f.xerox ? 'filter:grayscale(1) contrast(1.15);' : ''} }
    .top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${A.color}; padding-bottom:3px; }
    .an { font-weight:bold; color:${A.color}; font-size:12pt; } .fm { font-size:8pt; color:#444; }
    .ti { text-align:center; font-size:16pt; font-weight:bold; letter-spacing:2px; margin-top:8px; }
    .ts { text-align:center; font-size:8.2pt; color:#444; font-style:italic; }
    .sec { margin:9px 0 4px; font-weight:bold; font-size:9.6pt; border-bottom:1px solid ${A.color}; color:${A.color}; }
    .sm { font-weight:normal; color:#555; font-size:8.2pt; }
    .g { width:100%; } .g td { border:0.8px solid #555; padding:2px 5px 3px; vertical-align:top; height:0.5in; }
    .cp { font-size:7.4pt; text-transform:uppercase; color:#444; }
    .fd { width:100%; } .fd th { font-size:8pt; background:#eee; border:0.8px solid #555; padding:2px; }
    .fd td { border:0.8px solid #555; padding:1px 5px; height:0.3in; } .fd td.c { text-align:center; width:0.65in; }
    .ln { margin:6px 0; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; text-align:center; min-height:1.35em; vertical-align:bottom; }
    .w1 { width:0.6in; } .w2 { width:1.7in; } .w3 { width:1.25in; } .w4 { width:2.6in; } .w5 { width:5.2in; text-align:left; padding-left:4px; }
    .cert { line-height:2.1; margin-top:4px; }
    .sk { text-decoration:line-through; text-decoration-thickness:2.2px; }
    .rec { margin:8px 0; font-weight:bold; font-size:10pt; }
    .cp2 { font-size:8.8pt; }
    .rg { display:inline-block; border:1.8px solid; border-radius:50%; padding:4px 8px; line-height:1.1; white-space:nowrap; } .op { display:inline-block; padding:4px 8px; line-height:1.1; white-space:nowrap; }
    .blk { display:flex; margin-top:6px; border:1px solid #777; padding:5px 9px; }
    .bl1 { flex:1; } .bl2 { width:2.3in; display:flex; align-items:center; justify-content:center; }
    .sgl { border-bottom:0.9px solid #333; height:0.5in; width:3.6in; }
    .nst { display:inline-block; color:#2a3f8f; font-family:${FONTS.mono}; font-size:8.6pt; border:1.4px solid #2a3f8f; padding:1px 5px; transform:rotate(-2deg); line-height:1.2; }
    .recv { position:absolute; right:0.7in; top:1.05in; opacity:0.85; }
    .foot { position:absolute; left:0.55in; right:0.55in; bottom:0.3in; font-size:7.4pt; color:#666; border-top:0.6px solid #aaa; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const assocs = rng.shuffle(ASSOCS);
  const clins = rng.shuffle(CLINICIANS);
  const mk = (p, exam, o = {}) => {
    const efont = rng.pick(PENS);
    const clin = clins[out.length % clins.length];
    return {
      assoc: assocs[out.length % assocs.length],
      clin,
      exam,
      surname: p.last.toUpperCase(),
      given: [p.first, p.middle].filter(Boolean).join(' '),
      dob: p.dob,
      position: rng.pick(POSITIONS),
      employer: rng.pick([
        'Brightwell Home Health Staffing',
        'CarePoint Per Diem LLC',
        'Northgate Nursing Pool',
        'Harbor Home Helpers, Inc.',
      ]),
      type: 'pre',
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      efont,
      eink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      ds: rng.pick(['us', 'us_nz', 'us_short']),
      eds: rng.pick(['us', 'us_nz', 'dash']),
      bp: `${rng.int(108, 134)}/${rng.int(66, 84)}`,
      bpNormal: true,
      pulse: `${rng.int(60, 88)} reg`,
      vision: `20/${rng.pick([20, 25, 30])} OU`,
      msk: 'full ROM, no tenderness',
      mskNormal: true,
      comment: '',
      tbText: rng.pick(['QFT neg', 'PPD 0 mm', 'IGRA neg']),
      tbDate: addDays(exam, -rng.int(5, 60)),
      hw: `${rng.int(5, 6)}'${rng.int(0, 11)}" / ${rng.int(120, 220)} lb`,
      prev: null,
      dateWords: false,
      free: 'is',
      able: 'is',
      outcome: 'FIT FOR DUTY',
      restr: 'none',
      nextDue: addDays(exam, 365),
      signed: true,
      nameStamp: false,
      signedOn: exam,
      tel: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      stampColor: rng.pick(['#23408e', '#6b1f5c', '#0f5a4a']),
      stampRot: rng.float(-10, 8).toFixed(1),
      recv: null,
      xerox: false,
      ...o,
    };
  };
  const examiner = (f) => ({
    'examiner.name': f.clin.name,
    'examiner.signature': f.signed ? 'present' : 'not_present',
  });

  // 1 — pre-placement, fit, date written in words; photographed
  {
    const p = k.person();
    const exam = addDays('2026-09-10', rng.int(0, 60));
    const f = mk(p, exam, { dateWords: true, signedOn: exam });
    out.push({
      key: 'preplacement-fit-date-in-words',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: { exam_date: exam, clearance: 'cleared', ...examiner(f), ...personData('match', 'match') },
      note: `exam date written in the certificate's blanks as "the ${Number(exam.slice(8, 10))} day of ${MONTHS[Number(exam.slice(5, 7)) - 1]} ${exam.slice(0, 4)}"; "is not" struck on both lines (so "is free" and "is able"), FIT FOR DUTY ringed among four; the TB screen date and next-due date are not the exam`,
      rendering: 'photo',
    });
  }

  // 2 — annual exam with last year's exam line, signed days later; scanned
  {
    const p = k.person();
    const exam = addDays('2026-08-03', rng.int(0, 70));
    const prev = addDays(exam, -rng.int(350, 380));
    const f = mk(p, exam, {
      type: 'annual',
      prev,
      signedOn: addDays(exam, rng.int(2, 6)),
      surname: p.last,
      given: p.first,
      xerox: true,
    });
    out.push({
      key: 'annual-previous-exam-line-signed-later',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['exam too old'],
      data: { exam_date: exam, clearance: 'cleared', ...examiner(f), ...personData('match', 'match') },
      note: `annual examination ${exam} (signed ${f.signedOn}); "previous examination by this office ${prev}" is last year's exam and does not decide; next due ${f.nextDue}`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — fit with restrictions, client allows restrictions; faxed
  {
    const p = k.person();
    const exam = addDays('2026-09-01', rng.int(0, 70));
    const restr = rng.pick([
      `No lifting over 25 lb until ${fmt(addDays(exam, 60), 'us_short')} (L shoulder strain)`,
      'No mechanical-lift transfers without a 2nd person — back',
      'Day shifts only x 3 months (sleep study pending)',
    ]);
    const f = mk(p, exam, {
      outcome: 'FIT WITH RESTRICTIONS',
      restr,
      msk: rng.pick(['L shoulder: pain on abduction', 'lumbar paraspinal tenderness']),
      mskNormal: false,
      comment: 'see restr.',
      type: rng.pick(['pre', 'rtw']),
    });
    out.push({
      key: 'fit-with-restrictions-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present'],
      data: {
        exam_date: exam,
        clearance: 'cleared_with_restrictions',
        ...examiner(f),
        ...personData('match', 'match'),
      },
      note: `FIT WITH RESTRICTIONS ringed with "${restr}"; "is not" struck on both certificate lines; the client allows restrictions (allow_restrictions: true)`,
      rendering: 'fax',
    });
  }

  // 4 — "is" struck on the ability line, TEMPORARILY UNFIT ringed
  {
    const p = k.person();
    const exam = addDays('2026-09-15', rng.int(0, 55));
    const f = mk(p, exam, {
      able: 'is not',
      outcome: 'TEMPORARILY UNFIT',
      bp: `${rng.int(176, 192)}/${rng.int(108, 118)}`,
      bpNormal: false,
      comment: 'repeat x2',
      restr: 'Uncontrolled BP — refer to PCP, re-evaluate after treatment',
      nextDue: addDays(exam, 30),
    });
    out.push({
      key: 'ability-is-struck-temporarily-unfit',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      data: { exam_date: exam, clearance: 'not_cleared', ...examiner(f) },
      note: `on the ability line the clinician struck "is", leaving "is not physically and mentally able"; TEMPORARILY UNFIT ringed (FIT FOR DUTY printed beside it, not ringed) with an uncontrolled-BP reason and a re-evaluation in about a month; "is not" is struck on the communicable-disease line, which is fine`,
      rendering: 'text_pdf',
    });
  }

  // 5 — exam over a year old, received stamp recent; photographed
  {
    const p = k.person();
    const exam = addDays('2025-08-25', rng.int(0, 60));
    const f = mk(p, exam, {
      type: 'annual',
      prev: addDays(exam, -rng.int(355, 375)),
      ds: 'us_short',
      recv: addDays('2026-11-02', rng.int(0, 14)),
      signedOn: exam,
    });
    out.push({
      key: 'exam-over-a-year-old-recent-received-stamp',
      person: requestPerson(p),
      html: render(f),
      issues: ['exam too old'],
      data: { exam_date: exam, clearance: 'cleared', ...examiner(f) },
      note: `exam ${exam} written with a two-digit year (${fmt(exam, 'us_short')}), more than 365 days before valid_on 2026-11-21; the previous-exam line ${f.prev} is older still; the red RECEIVED stamp ${f.recv} and the next-due date ${f.nextDue} (already passed) are not exam dates; FIT FOR DUTY ringed`,
      rendering: 'photo',
    });
  }

  // 6 — rubber name stamp, signature line blank
  {
    const p = k.person();
    const exam = addDays('2026-09-20', rng.int(0, 50));
    const f = mk(p, exam, { signed: false, nameStamp: true });
    out.push({
      key: 'name-stamp-signature-line-blank',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      data: { exam_date: exam, clearance: 'cleared', ...examiner(f) },
      note: `the clinician's name and licence are a rubber stamp in the printed-name line and the practice stamp is beside the block, but the signature line is empty; FIT FOR DUTY ringed and the certificate's "is not" struck on both lines`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
