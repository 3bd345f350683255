// A home-care / long-term-care agency's cumulative Employee Health Record card (half-letter, landscape), kept in
// the personnel file and photographed or faxed when a facility asks for the physical: a typed name label stuck on
// ("LAST, First M."), employee no., date of birth, hire date and position; then a ledger of health examinations,
// oldest first, one handwritten row per visit in that visit's own pen: date of exam, type (pre-employment, annual,
// return to work), findings / comments, fitness for duty as three printed options with the chosen one ticked
// (Fit · Fit w/ restrictions · Not fit), the examiner's printed name and credentials, the examiner's signature and a
// "next exam due" date. The LAST row decides; earlier rows carry their own examiners, restrictions long lifted and
// due dates. Below: the employee's acknowledgement signed as "First Last", a supervisor's review initials and date,
// a form revision line. Variants: a return-to-work row after an old restricted row, the latest date struck through
// and rewritten by the examiner (the struck date is more than a year old), a latest row more than a year old with
// its "next due" passed, a latest row with restrictions.
import { addDays, addMonths, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r15_employee_health_ledger_card_yearly_rows',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 30, scan_image: 15, fax: 15 },
  description:
    'Half-letter cumulative Employee Health Record card from a home-care / LTC agency: typed name label "LAST, First M.", employee no., DOB, hire date; a ledger of exams oldest first, one handwritten row per visit in its own pen (date, type, findings, Fit / Fit w/ restrictions / Not fit ticked, examiner name and credentials, signature, next exam due) whose LAST row decides; employee acknowledgement as "First Last", supervisor initials, form revision; an old restricted row before a return to work, the latest date struck and rewritten (struck date over a year old), a latest row over a year old with its due date passed, latest row with restrictions',
};

const AGENCIES = [
  {
    name: 'Cardinal Ridge Home Care Services',
    addr: '1420 Larkspur Ave · Knoxville, TN 37916 · (865) 555-0172',
    color: '#7b1e2b',
  },
  {
    name: 'Willowmere Senior Living — Human Resources',
    addr: '88 Sycamore Ln · Madison, WI 53703 · (608) 555-0139',
    color: '#2f5d3a',
  },
  {
    name: 'Northgate Visiting Nurse Association',
    addr: '505 Meridian Ave · Lansing, MI 48906 · (517) 555-0161',
    color: '#1d3f72',
  },
];
const EXAMINERS = [
  ['Joanne Kessler', 'NP'],
  ['Arturo Bledsoe', 'MD'],
  ['Helen Marchetti', 'PA-C'],
  ['Samir Qureshi', 'DO'],
  ['Lorraine Tibbs', 'FNP-C'],
  ['Grant Oyama', 'MD'],
];
const FIT = [
  ['cleared', 'Fit'],
  ['cleared_with_restrictions', 'Fit w/ restrictions'],
  ['not_cleared', 'Not fit'],
];

function render(f) {
  const a = f.agency;
  const css = `
  .card { border:2px solid ${a.color}; padding:6px 9px; height:100%; position:relative; }
  .hd { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:2px solid ${a.color}; padding-bottom:3px; }
  .hd .t { font-size:13pt; font-weight:bold; color:${a.color}; letter-spacing:.5px; }
  .hd .s { font-size:7.6pt; color:#333; }
  .conf { font-size:7pt; border:1px solid #a22; color:#a22; padding:1px 4px; font-weight:bold; }
  .id { display:grid; grid-template-columns: 2.5fr 1fr 1fr 1fr 1.3fr; gap:0 8px; margin:5px 0; font-size:7.2pt; color:#333; }
  .id div b { display:block; font-size:9.6pt; color:#111; font-weight:normal; border-bottom:1px solid #777; min-height:1.35em; }
  .label { display:inline-block; background:#fbf7e6; border:1px solid #bbb; padding:1px 6px; font-family:${FONTS.mono}; font-size:10pt; box-shadow:1px 1px 0 #ccc; }
  table.lg { width:100%; font-size:8.8pt; }
  table.lg th { background:${a.color}; color:#fff; font-size:7.2pt; padding:2px 3px; border:1px solid #444; }
  table.lg td { border:1px solid #666; height:0.47in; padding:1px 3px; vertical-align:middle; }
  .opt { white-space:nowrap; font-size:7.4pt; line-height:1.45; }
  .foot { display:flex; justify-content:space-between; align-items:flex-end; font-size:7.6pt; margin-top:5px; }
  .sl { border-bottom:1px solid #555; display:inline-block; min-width:1.7in; height:1.6em; vertical-align:bottom; }
  .rev { font-size:6.8pt; color:#555; display:flex; justify-content:space-between; margin-top:3px; }
  `;
  const rows = f.rows
    .map((r) => {
      const H = (t, o = {}) => hand(t, { font: r.pen, ink: r.ink, size: '1.12em', ...o });
      const dateCell = r.struck
        ? `${H(r.struck, { style: 'text-decoration:line-through;text-decoration-thickness:2px' })}<br>${H(r.dateText)} ${H(r.initials, { size: '0.8em' })}`
        : H(r.dateText);
      const fit = FIT.map(
        ([v, label]) => `${box(v === r.fit, { ink: r.ink, font: r.pen, style: r.tick })}${esc(label)}`,
      ).join('<br>');
      return `<tr><td style="width:0.95in">${dateCell}</td><td style="width:0.9in">${H(r.type)}</td>
        <td>${H(r.findings, { size: '0.95em' })}</td><td class="opt" style="width:1.05in">${fit}</td>
        <td style="width:1.2in">${H(r.examiner, { size: '0.95em' })}</td>
        <td style="width:1.15in">${r.signed ? sig(r.sigText, { font: r.sigFont, ink: r.ink, size: '1.45em', rot: -4 }) : ''}</td>
        <td style="width:0.75in">${H(r.dueText)}</td></tr>`;
    })
    .join('');
  const blanks = Array.from(
    { length: Math.max(0, 5 - f.rows.length) },
    () => '<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
  ).join('');
  const body = `<div class="card">
  <div class="hd"><div><div class="t">EMPLOYEE HEALTH RECORD</div><div class="s">${esc(a.name)} · ${esc(a.addr)}</div></div>
    <div style="text-align:right"><span class="conf">CONFIDENTIAL — MEDICAL</span><div class="s" style="margin-top:3px">File in personnel record, section 4</div></div></div>
  <div class="id">
    <div>Employee name (label)<b><span class="label">${esc(f.labelName)}</span></b></div>
    <div>Employee no.<b>${esc(f.empNo)}</b></div>
    <div>Date of birth<b>${esc(f.dobText)}</b></div>
    <div>Date of hire<b>${esc(f.hireText)}</b></div>
    <div>Position<b>${esc(f.position)}</b></div>
  </div>
  <table class="lg"><tr><th>Date of exam</th><th>Type of exam</th><th>Findings / comments</th><th>Fitness for duty</th><th>Examiner (print, credentials)</th><th>Examiner signature</th><th>Next exam due</th></tr>
  ${rows}${blanks}</table>
  <div class="foot">
    <div>Employee acknowledgement — I have been informed of the results above.<br><span class="sl">${sig(f.empSig, { font: f.empSigFont, ink: '#222', size: '1.45em', rot: -2 })}</span></div>
    <div>Reviewed by (HR / DON)<br><span class="sl" style="min-width:1.3in">${hand(f.reviewer, { font: "'Humor Sans'", ink: '#333', size: '0.95em' })}</span></div>
    <div>Date reviewed<br><span class="sl" style="min-width:0.9in">${hand(f.reviewText, { font: "'Humor Sans'", ink: '#333', size: '0.95em' })}</span></div>
  </div>
  <div class="rev"><span>Form HR-EH-12 (rev. ${esc(f.rev)}) · Keep one card per employee; start a new card when full.</span><span>Card ${esc(f.cardNo)}</span></div>
  </div>`;
  return page({
    title: 'Employee health record',
    size: '8.5in 5.5in',
    margin: '0.2in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const fonts = [FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.open];
  const ANNUAL = [
    'BP 124/78. Heart/lungs clear. Vision OK. No complaints.',
    'Annual review — no change in health. BP 118/76.',
    'WNL. Lift 50 lb demo OK. Immunizations reviewed.',
    'No new conditions. Back exam normal. Cleared.',
    'BP 130/82, recheck not needed. Exam normal.',
  ];
  const make = (p, rowsSpec, o = {}) => {
    const used = new Set();
    const rows = rowsSpec.map((r) => {
      let ex;
      do ex = rng.pick(EXAMINERS);
      while (used.has(ex[0]) && used.size < EXAMINERS.length);
      used.add(ex[0]);
      const exName = r.examiner || ex;
      return {
        dateText: fmt(r.date, r.style || 'us_nz'),
        struck: r.struck ? fmt(r.struck, r.style || 'us_nz') : null,
        initials: `${exName[0].split(' ')[0][0]}${exName[0].split(' ')[1][0]}`,
        type: r.type,
        findings: r.findings || rng.pick(ANNUAL),
        fit: r.fit || 'cleared',
        examiner: `${exName[0]}, ${exName[1]}`,
        exName,
        signed: r.signed !== false,
        sigText: `${exName[0].split(' ')[0][0]}. ${exName[0].split(' ')[1]}`,
        sigFont: rng.pick(SIGS),
        dueText: r.due === undefined ? fmt(addYears(r.date, 1), 'us_short') : r.due,
        pen: rng.pick(HANDS),
        ink: rng.pick(INKS),
        tick: rng.pick(['x', 'check']),
      };
    });
    const last = rowsSpec[rowsSpec.length - 1].date;
    return {
      agency: o.agency || rng.pick(AGENCIES),
      font: rng.pick(fonts),
      labelName: o.labelName || `${p.last.toUpperCase()}, ${p.first}${p.middle ? ` ${p.middle[0]}.` : ''}`,
      empNo: `E${rng.digits(5)}`,
      dobText: fmt(p.dob, 'us'),
      hireText: fmt(o.hire, 'us'),
      position:
        o.position || rng.pick(['Home Health Aide', 'CNA', 'LPN', 'Caregiver / HHA', 'RN Case Manager']),
      rows,
      empSig: o.empSig || nameAs(p, 'first_last'),
      empSigFont: rng.pick(SIGS),
      reviewer: rng.pick(['D. Ferris, HR', 'K. Amato RN DON', 'L. Sato — HR']),
      reviewText: fmt(addDays(last, rng.int(1, 9)), 'us_short'),
      rev: rng.pick(['02/2021', '9/19', '07/2023']),
      cardNo: rng.pick(['1 of 1', '2', '1']),
    };
  };
  const ago = (lo, hi) => addDays('2026-11-21', -rng.int(lo, hi));
  const latest = (f) => f.rows[f.rows.length - 1];
  const out = [];

  // 1. Three yearly rows, latest recent.
  let p = k.person();
  let exam = ago(20, 200);
  let f = make(
    p,
    [
      { date: addDays(exam, -rng.int(720, 740)), type: 'Pre-employment' },
      { date: addDays(exam, -rng.int(355, 375)), type: 'Annual' },
      { date: exam, type: 'Annual' },
    ],
    { hire: addDays(exam, -rng.int(745, 760)) },
  );
  out.push({
    key: 'three-yearly-rows-latest-fit',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': latest(f).exName[0],
      'examiner.signature': 'present',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the last of three rows decides (${exam}); earlier rows have other examiners and their own due dates; the hire date and the review date are not exam dates`,
  });

  // 2. An old restricted row, then return to work at full duty.
  p = k.person();
  exam = ago(30, 150);
  const injury = addDays(exam, -rng.int(40, 70));
  f = make(
    p,
    [
      { date: addDays(exam, -rng.int(400, 500)), type: 'Pre-employment' },
      {
        date: injury,
        type: 'Return to work',
        fit: 'cleared_with_restrictions',
        findings: `L wrist sprain. Light duty, no lifting > 15 lb x 4 wks.`,
        due: `RTW recheck ${fmt(addDays(injury, 28), 'us_short')}`,
      },
      {
        date: exam,
        type: 'Return to work',
        findings: 'Wrist healed, full ROM. Released to FULL DUTY, no restrictions.',
        due: fmt(addYears(exam, 1), 'us_short'),
      },
    ],
    { hire: addDays(exam, -rng.int(505, 520)), position: 'Home Health Aide' },
  );
  out.push({
    key: 'old-restriction-then-full-duty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
    },
    note: `the middle row (${injury}) had light-duty restrictions; the last row (${exam}) releases to full duty and decides`,
  });

  // 3. Latest date struck through and rewritten; the struck date is over a year old.
  p = k.person();
  exam = ago(20, 120);
  const struck = `${Number(exam.slice(0, 4)) - 1}${exam.slice(4)}`;
  f = make(
    p,
    [
      { date: addDays(exam, -rng.int(360, 380)), type: 'Annual' },
      { date: exam, struck, type: 'Annual' },
    ],
    { hire: addDays(exam, -rng.int(1200, 1900)) },
  );
  out.push({
    key: 'latest-date-struck-rewritten',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['exam too old'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `the examiner wrote last year (${struck}), struck it through and wrote ${exam} below with initials; the struck date would be over 365 days old`,
  });

  // 4. Latest row 300–350 days ago, nickname acknowledgement, DD-MMM-YYYY dates written by one examiner.
  p = k.person();
  while (!p.nick) p = k.person();
  exam = ago(300, 350);
  f = make(
    p,
    [
      { date: addDays(exam, -rng.int(365, 380)), type: 'Pre-employment' },
      { date: exam, type: 'Annual', style: 'mil4' },
    ],
    { hire: addDays(exam, -rng.int(385, 400)), empSig: nameAs(p, 'nick_last') },
  );
  out.push({
    key: 'latest-within-year-nickname-ack',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      'person.name.status': 'match',
    },
    note: `latest exam ${exam} is ${Math.round((new Date('2026-11-21') - new Date(exam)) / 864e5)} days before valid_on; the employee signed the acknowledgement "${nameAs(p, 'nick_last')}"`,
  });

  // 5. The latest row is more than a year old; its next-due date has passed.
  p = k.person();
  exam = ago(410, 520);
  f = make(
    p,
    [
      { date: addDays(exam, -rng.int(360, 372)), type: 'Pre-employment' },
      { date: exam, type: 'Annual' },
    ],
    { hire: addDays(exam, -rng.int(380, 400)) },
  );
  out.push({
    key: 'latest-row-over-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present' },
    note: `no row after ${exam}; the "next exam due" ${fmt(addYears(exam, 1), 'us_short')} has passed and the review date is not an exam`,
  });

  // 6. Latest row with restrictions.
  p = k.person();
  exam = ago(10, 90);
  f = make(
    p,
    [
      { date: addDays(exam, -rng.int(360, 380)), type: 'Annual' },
      {
        date: exam,
        type: 'Annual',
        fit: 'cleared_with_restrictions',
        findings: rng.pick([
          'Lumbar strain. No lifting > 25 lb, no patient transfers x 6 wks.',
          'Post knee surgery. Seated / light duty only until re-eval.',
        ]),
        due: `re-eval ${fmt(addMonths(exam, 2), 'us_short')}`,
      },
    ],
    { hire: addDays(exam, -rng.int(800, 1500)), position: 'CNA' },
  );
  out.push({
    key: 'latest-row-with-restrictions',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', 'examiner.signature': 'present' },
    note: `"Fit w/ restrictions" ticked in the last row with "${latest(f).findings}"; restrictions are not allowed by default`,
  });
  return out;
}
