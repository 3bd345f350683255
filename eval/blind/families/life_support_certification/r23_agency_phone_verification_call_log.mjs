// A staffing agency's "Primary Source Verification — Telephone Record" for a life-support card: the credentialing
// coordinator calls the training center (or the online provider's help line) named on the worker's card and writes
// down, by hand, what the person on the phone reads back from the center's records. The top of the form is typed
// from the agency's system (worker LAST, First MI, worker no., discipline ringed, sometimes DOB, recruiter, the
// assignment start date, the card as the worker described it); then a call-attempt log (date, time, number dialled,
// outcome: voicemail, call back, spoke with …); then the READ-BACK grid with a column per card found (Card 1 /
// Card 2): training center and TC ID, issuing organisation written in, course ringed among BLS · ACLS · PALS ·
// CPR/AED · FA · NRP, eCard code / certificate no., class date, card issue date, expires / renew by (MM/YY, a full
// date, or "—" when the center gives only the issue date), instructor, name as on the record; remarks; result ringed
// VERIFIED / NOT VERIFIED / PENDING; coordinator's signature and a QA reviewer's initials. The call dates, the
// assignment start, the hire date and the form revision are not the card's dates.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  personData,
  phone,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, options, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r23_agency_phone_verification_call_log',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 25, scan_image: 5, text_pdf: 10 },
  description:
    'Staffing agency "Primary Source Verification \u2014 Telephone Record" for a life-support card, the training center\u2019s read-back written in by the credentialing coordinator: typed worker block (LAST, First MI, worker no., discipline ringed, DOB on some, recruiter, assignment start, card as described by the worker), call-attempt log with dates, times, numbers and outcomes, READ-BACK grid with Card 1 / Card 2 columns (training center and TC ID, issuing organisation written in, course ringed among BLS \u00b7 ACLS \u00b7 PALS \u00b7 CPR/AED \u00b7 FA \u00b7 NRP, eCard code / certificate no., class date, card issue date, expires / renew by as MM/YY, a full date or "\u2014", instructor, name as on record), remarks, VERIFIED / NOT VERIFIED / PENDING ringed, coordinator signature, QA initials; variants AHA BLS with renew-by month, Red Cross BLS with a valid-thru date, AHA BLS + ACLS read back with issue dates only, AHA BLS whose renew-by month has passed, two current AHA BLS records with different dates, an online-only CPR company citing AHA guidelines',
};

const AGENCIES = [
  {
    name: 'Harborline Nurse Staffing',
    dept: 'Credentialing & Compliance',
    addr: '2207 Lindell Blvd, Suite 300 \u00b7 Omaha, NE 68102',
    ph: '(402) 555-0193',
    color: '#154c79',
    shape: 'circle',
    ini: 'HN',
    form: 'CR-07 rev. 03/2024',
  },
  {
    name: 'Keystone Per Diem Partners',
    dept: 'Clinical Credentialing Office',
    addr: '640 Saddleback Way \u00b7 Tulsa, OK 74103',
    ph: '(918) 555-0127',
    color: '#6b2d2d',
    shape: 'shield',
    ini: 'KP',
    form: 'PSV-LS-2 (10/2025)',
  },
  {
    name: 'Silver Fern Healthcare Staffing',
    dept: 'Quality & Credential Verification',
    addr: '18 Copperfield Dr \u00b7 Raleigh, NC 27603',
    ph: '(919) 555-0164',
    color: '#2f5d3a',
    shape: 'leaf',
    ini: 'SF',
    form: 'QCV-114 v4',
  },
];
const COORDS = ['Tamsin Reyes', 'Jordan Whitlow', 'Priya Natarajan', 'Colby Ferreira', 'Dana Kessler'];
const RECRUITERS = ['M. Okafor', 'B. Lindgren', 'S. Alvarado', 'K. Brandt'];
const TCS = {
  aha: [
    ['Prairie Pulse CPR Training Center', 'NE20417', 'American Heart Association'],
    ['Riverbend Regional Hospital \u2014 AHA Training Center', 'OK05523', 'AHA'],
    ['Lifeline Skills Academy (AHA TC)', 'NC10988', 'Amer. Heart Assoc.'],
  ],
  arc: [['Red Cross Training Support Center', '\u2014', 'American Red Cross']],
};
const PENS = HANDS.filter((x) => x !== 'Breip');
const COURSES = ['BLS', 'ACLS', 'PALS', 'CPR/AED', 'FA', 'NRP'];

function render(f) {
  const A = f.ag;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.12em', ...o });
  const blank = '<span style="color:#999">\u2014</span>';
  const callRows = f.calls
    .map(
      (c, i) =>
        `<tr><td class="c">${i + 1}</td><td>${pen(c.date)}</td><td>${pen(c.time)}</td><td>${pen(c.num, { size: '1em' })}</td><td>${pen(c.out)}</td><td class="c">${pen(f.coordIni, { size: '1em' })}</td></tr>`,
    )
    .join('');
  const col = (card, field) => {
    if (!card) return field === 'course' ? `<span style="color:#444">${COURSES.join(' \u00b7 ')}</span>` : '';
    if (field === 'course')
      return options(COURSES, card.course, { style: 'circle', ink: f.ink, sep: ' \u00b7 ' });
    const v = card[field];
    return v ? pen(v) : v === '' ? blank : '';
  };
  const rows = [
    ['Training center / provider', 'tc'],
    ['TC / site ID', 'tcid'],
    ['Issuing organization', 'org'],
    ['Course (ring one)', 'course'],
    ['eCard code / certificate no.', 'id'],
    ['Class date', 'classDate'],
    ['Card issue date', 'issue'],
    ['Expires / renew by', 'exp'],
    ['Instructor (name / ID)', 'instr'],
    ['Name as on TC record', 'recName'],
  ]
    .map(
      ([cap, k]) =>
        `<tr><th>${esc(cap)}</th><td>${col(f.cards[0], k)}</td><td>${col(f.cards[1], k)}</td></tr>`,
    )
    .join('');
  const css = `
  .hd { display:flex; align-items:center; gap:12px; border-bottom:3px solid ${A.color}; padding-bottom:6px; }
  .hd .n { font-size:15pt; font-weight:bold; color:${A.color}; }
  .hd .s { font-size:8.5pt; color:#333; }
  .ttl { text-align:center; font-weight:bold; font-size:12.5pt; margin:8px 0 2px; letter-spacing:0.03em; }
  .sub { text-align:center; font-size:8.5pt; color:#444; margin-bottom:8px; }
  .sec { background:${A.color}; color:#fff; font-weight:bold; font-size:9pt; padding:2px 6px; margin-top:10px; }
  table.g { width:100%; font-size:9.5pt; }
  table.g td, table.g th { border:1px solid #555; padding:4px 6px; vertical-align:middle; text-align:left; }
  table.g th { background:#eef1f4; font-weight:normal; width:28%; font-size:8.8pt; }
  table.w td { border:1px solid #777; padding:3px 6px; font-size:9.3pt; height:24px; }
  table.w td.cap { color:#333; font-size:8pt; width:17%; background:#f6f6f6; }
  table.cl th { background:#eef1f4; font-size:8.3pt; border:1px solid #555; padding:3px; }
  table.cl td { border:1px solid #777; height:27px; padding:2px 5px; }
  .c { text-align:center; }
  .rm { border:1px solid #777; min-height:52px; padding:4px 6px; font-size:9.5pt; }
  .foot { margin-top:10px; font-size:7.5pt; color:#555; display:flex; justify-content:space-between; }
  `;
  const dobCell = f.dob
    ? `<td class="cap">DOB</td><td>${esc(f.dob)}</td>`
    : '<td class="cap">DOB</td><td style="color:#777">on file</td>';
  const body = `
  <div class="hd">${logo({ initials: A.ini, color: A.color, shape: A.shape, size: 48 })}
    <div><div class="n">${esc(A.name)}</div><div class="s">${esc(A.dept)} \u00b7 ${esc(A.addr)} \u00b7 ${esc(A.ph)}</div></div></div>
  <div class="ttl">PRIMARY SOURCE VERIFICATION \u2014 TELEPHONE RECORD</div>
  <div class="sub">Life support / CPR card \u00b7 complete one record per worker \u00b7 attach to credential file</div>
  <table class="w" style="width:100%">
    <tr><td class="cap">Worker (Last, First MI)</td><td style="font-weight:bold">${esc(f.worker)}</td><td class="cap">Worker no.</td><td>${esc(f.wno)}</td></tr>
    <tr><td class="cap">Discipline</td><td>${options(['RN', 'LPN/LVN', 'CNA', 'RT', 'Tech'], f.disc, { style: 'circle', ink: f.ink, sep: ' &nbsp; ' })}</td>${dobCell}</tr>
    <tr><td class="cap">Recruiter</td><td>${esc(f.recruiter)}</td><td class="cap">Assignment start</td><td>${esc(f.start)}</td></tr>
    <tr><td class="cap">Card as described by worker</td><td colspan="3">${esc(f.claim)}</td></tr>
  </table>
  <div class="sec">SECTION 1 \u2014 CALL ATTEMPTS</div>
  <table class="cl" style="width:100%"><tr><th style="width:5%">#</th><th style="width:14%">Date</th><th style="width:11%">Time</th><th style="width:20%">Number called</th><th>Outcome / spoke with</th><th style="width:8%">Init.</th></tr>${callRows}</table>
  <div class="sec">SECTION 2 \u2014 INFORMATION READ BACK BY TRAINING CENTER / PROVIDER</div>
  <table class="g"><tr><th></th><th style="background:#dfe5ea;text-align:center;font-weight:bold">Card 1</th><th style="background:#dfe5ea;text-align:center;font-weight:bold">Card 2 (if any)</th></tr>${rows}</table>
  <div style="font-size:8.5pt;margin-top:6px">Remarks:</div>
  <div class="rm">${f.stamp ? `<div style="float:right;margin:4px 10px 0 8px">${stamp(f.stamp, { color: '#7a1f1f', rot: -7 })}</div>` : ''}${pen(f.remark)}</div>
  <div class="sec">SECTION 3 \u2014 VERIFIER</div>
  <table class="w" style="width:100%;margin-top:4px">
    <tr><td class="cap">Result</td><td colspan="3">${options(['VERIFIED', 'NOT VERIFIED', 'PENDING'], f.result, { style: 'circle', ink: f.ink, sep: ' &nbsp;&nbsp; ' })}</td></tr>
    <tr><td class="cap">Verified by</td><td>${pen(f.coord)} &nbsp; ${sig(f.coord, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</td><td class="cap">Date</td><td>${pen(f.verDate)}</td></tr>
    <tr><td class="cap">QA review</td><td>${pen(f.qa)}</td><td class="cap">Date</td><td>${pen(f.qaDate)}</td></tr>
  </table>
  <div class="foot"><span>${esc(A.form)}</span><span>Confidential \u2014 personnel / credential file</span><span>Page 1 of 1</span></div>`;
  return page({ title: 'PSV telephone record', body, css, font: f.font, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const ags = rng.shuffle(AGENCIES);
  let n = 0;
  const mk = (p, o = {}) => {
    const ag = o.ag || ags[n++ % ags.length];
    const c1 = addDays('2026-11-03', rng.int(0, 10));
    const coord = rng.pick(COORDS);
    const pen = rng.pick(PENS);
    return {
      ag,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
      pen,
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      worker: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi'])),
      wno: `W-${rng.digits(6)}`,
      disc: o.disc || rng.pick(['RN', 'RN', 'LPN/LVN']),
      dob: o.dob === false ? '' : fmt(p.dob, 'us'),
      recruiter: rng.pick(RECRUITERS),
      start: fmt(addDays(c1, rng.int(10, 30)), 'us'),
      coord,
      coordIni: coord
        .split(' ')
        .map((x) => x[0])
        .join(''),
      calls: [],
      c1,
      verDate: fmt(addDays(c1, 1), 'us_short'),
      qa: rng.pick(['LM', 'RJ', 'T.B.', 'AK']),
      qaDate: fmt(addDays(c1, rng.int(2, 4)), 'us_short'),
      result: 'VERIFIED',
      stamp: null,
      ...o,
    };
  };
  const calls = (f, tcName, final) => {
    const num = phone(rng);
    const t = () => `${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['am', 'AM'])}`;
    const list = [];
    if (rng.chance(0.7))
      list.push({
        date: fmt(f.c1, 'us_short'),
        time: t(),
        num,
        out: rng.pick([
          'LVM \u2014 asked for call back',
          'no answer, mailbox full',
          'on hold 15 min, hung up',
        ]),
      });
    list.push({
      date: fmt(addDays(f.c1, 1), 'us_short'),
      time: `${rng.int(1, 4)}:${String(rng.int(0, 59)).padStart(2, '0')} pm`,
      num,
      out:
        final ||
        `spoke w/ ${rng.pick(['Angie', 'Mr. Salas', 'Robin (coord.)', 'Deb, TC office'])} \u2014 ${tcName.split(' ')[0]}`,
    });
    return list;
  };
  const ecard = () => `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
  const instr = () =>
    `${rng.pick(['R. Gaines', 'L. Moreau', 'T. Abara', 'J. Wexford', 'C. Duong'])} / ${rng.digits(11)}`;
  const ahaOrg = (tc) => tc[2];
  const out = [];

  // 1 — AHA BLS, renew-by MM/YY read back (photo)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const issue = addDays('2025-03-03', rng.int(0, 420));
    const exp = twoYearsEndOfMonth(issue);
    const id = ecard();
    const f = mk(p, { claim: 'BLS \u2014 American Heart Assn., "renewed last year"' });
    f.calls = calls(f, tc[0]);
    f.cards = [
      {
        tc: tc[0],
        tcid: tc[1],
        org: ahaOrg(tc),
        course: 'BLS',
        id,
        classDate: fmt(issue, 'us_short'),
        issue: fmt(issue, 'us_short'),
        exp: fmt(exp, 'mm_yyyy').replace(/\/(\d\d)(\d\d)$/, '/$2'),
        instr: instr(),
        recName: nameAs(p, 'first_last'),
      },
      null,
    ];
    f.remark = 'eCard code confirmed digit by digit. Card good thru end of renew month.';
    out.push({
      key: 'aha-bls-renew-by-mm-yy',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `AHA BLS read back by the TC: eCard ${id}, issued ${issue}, renew by ${fmt(exp, 'mm_yyyy')} written as MM/YY → last day of that month ${exp}; the call dates (${f.c1} and the day after), the assignment start and the form revision are not card dates`,
    });
  }

  // 2 — Red Cross BLS with a full valid-thru date (scanned PDF)
  {
    const p = k.person();
    const tc = TCS.arc[0];
    const issue = addDays('2025-06-02', rng.int(0, 380));
    const exp = addYears(issue, 2);
    const id = `0${rng.alnum(6)}`;
    const f = mk(p, {
      dob: false,
      claim: 'Red Cross BLS (hospital class), cert emailed to worker \u2014 could not find it',
    });
    f.calls = calls(
      f,
      tc[0],
      `spoke w/ ${rng.pick(['Marcy', 'Jeremiah', 'agent #4471'])}, ARC support \u2014 record found`,
    );
    f.cards = [
      {
        tc: rng.pick([
          'Bluestem Medical Center (ARC licensed provider)',
          'Red Cross \u2014 Training Services',
        ]),
        tcid: `LTP ${rng.digits(5)}`,
        org: 'American Red Cross',
        course: 'BLS',
        id,
        classDate: fmt(issue, 'us'),
        issue: fmt(issue, 'us'),
        exp: `valid thru ${fmt(exp, 'us')}`,
        instr: instr(),
        recName: nameAs(p, 'nick_last'),
      },
      null,
    ];
    f.remark = `Cert ID read twice. Worker's e-mail on ARC record updated. Red Cross certs 2 yrs from class date.`;
    out.push({
      key: 'red-cross-bls-valid-thru-date',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'name mismatch'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `Red Cross BLS certificate ${id}, class / issue ${issue}, "valid thru ${fmt(exp, 'us')}" read back and written in full → ${exp}; the name on the TC record is written ${p.nick ? 'with the nickname' : 'first name and surname'}, which still matches`,
    });
  }

  // 3 — AHA BLS and ACLS read back with issue dates only; no end given (fax)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const bIss = addDays('2025-04-07', rng.int(0, 300));
    const aIss = addDays(bIss, rng.int(1, 2));
    const bExp = twoYearsEndOfMonth(bIss);
    const aExp = twoYearsEndOfMonth(aIss);
    const bId = ecard();
    const aId = ecard();
    const f = mk(p, { claim: 'BLS + ACLS, same TC, took them back to back' });
    f.calls = calls(f, tc[0]);
    const common = {
      tc: tc[0],
      tcid: tc[1],
      org: ahaOrg(tc),
      exp: '',
      instr: instr(),
      recName: nameAs(p, 'full'),
    };
    f.cards = [
      { ...common, course: 'BLS', id: bId, classDate: fmt(bIss, 'us_nz'), issue: fmt(bIss, 'us_nz') },
      { ...common, course: 'ACLS', id: aId, classDate: fmt(aIss, 'us_nz'), issue: fmt(aIss, 'us_nz') },
    ];
    f.remark = 'TC would only give issue dates \u2014 "AHA cards good 2 yrs, thru end of the month."';
    out.push({
      key: 'aha-bls-and-acls-issue-dates-only',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing expiration date', 'too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': bId,
        'certifications.0.issue_date': bIss,
        'certifications.0.expiration_date': bExp,
        'certifications.1.type': 'acls',
        'certifications.1.issuer': 'american_heart_association',
        'certifications.1.id': aId,
        'certifications.1.issue_date': aIss,
        'certifications.1.expiration_date': aExp,
        ...personData('match', 'match'),
      },
      note: `Expires / renew by is "\u2014" for both cards: only issue dates were read back, so each runs to the end of the month two years after issue (BLS ${bIss} → ${bExp}, ACLS ${aIss} → ${aExp}); BLS and ACLS are different course types, not too many certifications`,
    });
  }

  // 4 — AHA BLS whose renew-by month has passed (photo)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const issue = addDays('2024-01-08', rng.int(0, 250));
    const exp = twoYearsEndOfMonth(issue);
    const id = ecard();
    const f = mk(p, { claim: 'BLS (AHA) \u2014 worker says "current"', result: 'NOT VERIFIED' });
    f.calls = calls(f, tc[0]);
    f.cards = [
      {
        tc: tc[0],
        tcid: tc[1],
        org: ahaOrg(tc),
        course: 'BLS',
        id,
        classDate: fmt(issue, 'us_short'),
        issue: fmt(issue, 'us_short'),
        exp: fmt(exp, 'mm_yyyy'),
        instr: instr(),
        recName: nameAs(p, 'first_last'),
      },
      null,
    ];
    f.remark = `Card EXPIRED per TC. No newer BLS on file. Recruiter notified ${fmt(addDays(f.c1, 1), 'us_short')} \u2014 hold start until renewed.`;
    f.stamp = ['HOLD', 'DO NOT SCHEDULE'];
    out.push({
      key: 'aha-bls-renew-by-passed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      forbidden: ['too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `the only card read back: AHA BLS ${id}, issued ${issue}, renew by ${fmt(exp, 'mm_yyyy')} → ${exp}, before 2026-11-21`,
    });
  }

  // 5 — two current AHA BLS records with different dates (scanned PDF)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const i1 = addDays('2025-01-06', rng.int(0, 120));
    const i2 = addDays('2026-02-02', rng.int(0, 200));
    const e1 = twoYearsEndOfMonth(i1);
    const e2 = twoYearsEndOfMonth(i2);
    const id1 = ecard();
    const id2 = ecard();
    const f = mk(p, { claim: 'BLS \u2014 AHA', result: 'PENDING' });
    f.calls = calls(f, tc[0]);
    const common = {
      tc: tc[0],
      tcid: tc[1],
      org: ahaOrg(tc),
      course: 'BLS',
      instr: instr(),
      recName: nameAs(p, 'first_mi_last'),
    };
    f.cards = [
      { ...common, id: id1, classDate: fmt(i1, 'us'), issue: fmt(i1, 'us'), exp: fmt(e1, 'mm_yyyy') },
      {
        ...common,
        id: id2,
        classDate: fmt(i2, 'us'),
        issue: fmt(i2, 'us'),
        exp: fmt(e2, 'mm_yyyy'),
        instr: instr(),
      },
    ];
    f.remark =
      'TC shows TWO BLS records, both active (took class again for new employer?). Which card to file? \u2014 ask mgr';
    out.push({
      key: 'two-current-aha-bls-records',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['too many certifications'],
      forbidden: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id1,
        'certifications.0.issue_date': i1,
        'certifications.0.expiration_date': e1,
        'certifications.1.type': 'bls',
        'certifications.1.issuer': 'american_heart_association',
        'certifications.1.id': id2,
        'certifications.1.issue_date': i2,
        'certifications.1.expiration_date': e2,
        ...personData('match', 'match'),
      },
      note: `two BLS cards read back, both current, with different dates (${i1} → ${e1} and ${i2} → ${e2}) → too many certifications (flagged), as shared/corpus/README.md reads two BLS cards with different dates`,
    });
  }

  // 6 — online-only CPR company that cites AHA guidelines (text PDF)
  {
    const p = k.person();
    const issue = addDays('2026-01-12', rng.int(0, 250));
    const exp = addYears(issue, 2);
    const id = `QRC-${rng.digits(7)}`;
    const co = rng.pick([
      'QuickResponse CPR Online',
      'CertNow Lifesaver (web course)',
      'RapidCard CPR.example',
    ]);
    const f = mk(p, {
      disc: 'CNA',
      claim: 'BLS card from a website, printed at home',
      result: 'VERIFIED',
    });
    f.calls = calls(
      f,
      co,
      `spoke w/ support line (${rng.pick(['Kayla', 'Ben', 'agent 22'])}) \u2014 cert is valid`,
    );
    f.cards = [
      {
        tc: co,
        tcid: 'none given',
        org: '"follows AHA guidelines" \u2014 not an AHA TC',
        course: 'BLS',
        id,
        classDate: `online ${fmt(issue, 'us')}`,
        issue: fmt(issue, 'us'),
        exp: fmt(exp, 'us'),
        instr: 'none \u2014 no skills session',
        recName: nameAs(p, 'first_last'),
      },
      null,
    ];
    f.remark =
      'Online only, no hands-on check. Company is not AHA / ARC / ASHI / NSC. Send to clinical mgr for decision.';
    out.push({
      key: 'online-only-company-cites-aha-guidelines',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported issuer'],
      forbidden: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `the card was issued by an online-only company (${co}) that only "follows AHA guidelines" and is not one of DOMAIN.md's named issuers → issuer other → unsupported issuer under the default accepted_issuers; the record itself (${id}, ${issue} → ${exp}) is current`,
    });
  }
  return out;
}
