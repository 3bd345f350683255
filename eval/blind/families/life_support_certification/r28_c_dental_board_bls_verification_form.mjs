// A state dental licensing board's "CPR / Basic Life Support — Verification of Current Certification" form, the
// sheet a dentist, dental hygienist or dental assistant sends with a licence renewal and then also uploads to a
// staffing platform as proof of BLS. One letter-size page in three hands: PART 1 (licensee) filled by the licensee —
// Last / First / MI, licence type ringed, licence no. (a number that is not the card's), date of birth, phone, and a
// "name on CPR card if different" line; PART 2 (course) filled by the CPR instructor — the course ticked among five
// printed organisations (the fifth "Other organization" with a write-in line), hands-on skills session YES / NO
// ringed, date of course, card / certificate / eCard no., expiration or renewal date, training site and TC ID,
// instructor name, instructor ID (not the card's), signature and date signed; PART 3 the licensee's attestation with
// its own date; and a FOR BOARD USE ONLY strip with a RECEIVED stamp, Complete / Deficient ticked and a reviewer's
// note. The form's revision date, the renewal period printed in the instructions, the date signed, the attestation
// date and the received stamp are not the card's dates. Variants: AHA BLS with a renewal month by hand; NSC BLS typed
// into the fillable PDF with the card in a nickname; a Red Cross CPR/AED course written in under "Other" (an accepted
// issuer despite the Other box); an AHA BLS card whose renewal month has passed (the form is from the last renewal);
// an online-only course under "Other" with hands-on NO ringed; an ASHI BLS card whose card no. line was left blank.
import {
  addDays,
  addMonths,
  addYears,
  fmt,
  nameAs,
  personData,
  phone,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r28_c_dental_board_bls_verification_form',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'State dental licensing board "CPR / Basic Life Support — Verification of Current Certification" form sent with a licence renewal, filled in three hands, mostly photographed, scanned or faxed: PART 1 licensee (Last / First / MI, licence type ringed among DDS/DMD · RDH · EFDA · RDA · DA, licence no. that is not the card no., DOB, "name on CPR card if different"), PART 2 completed by the CPR instructor (course ticked among AHA / Red Cross / ASHI / NSC BLS lines and "Other organization" with a write-in, hands-on skills YES / NO ringed, date of course, card / certificate / eCard no., expiration or renewal date, training site and TC ID, instructor ID, signature, date signed), PART 3 attestation with its own date, FOR BOARD USE ONLY strip with a RECEIVED stamp and Complete / Deficient ticked; form revision and renewal-period dates in the header; variants AHA BLS renewal MM/YYYY, NSC BLS typed with a nickname on the card, Red Cross CPR/AED written under Other, AHA BLS from the last renewal whose month has passed, online-only course under Other with hands-on NO, ASHI BLS with the card no. left blank',
};

const BOARDS = [
  {
    state: 'State of Nebraska',
    board: 'Board of Dental Practice Examiners',
    agency: 'Division of Health Licensure & Investigations',
    addr: 'PO Box 94986 \u00b7 Omaha, NE 68102',
    tel: '(402) 555-0186',
    form: 'DPE-17',
    rev: '2023-03-01',
    color: '#1f4e79',
  },
  {
    state: 'State of Oklahoma',
    board: 'Board of Oral Health Licensure',
    agency: 'Professional Licensing Bureau',
    addr: '2920 Harmon Blvd, Suite 300 \u00b7 Tulsa, OK 74103',
    tel: '(918) 555-0133',
    form: 'OHL-BLS-2',
    rev: '2023-07-15',
    color: '#5b2a1d',
  },
  {
    state: 'State of Idaho',
    board: 'Dental Licensure Commission',
    agency: 'Bureau of Occupational Health Licenses',
    addr: '11 Pioneer Way \u00b7 Boise, ID 83702',
    tel: '(208) 555-0150',
    form: 'DLC-22',
    rev: '2022-11-01',
    color: '#2d5a3a',
  },
];

const LIC_TYPES = ['DDS / DMD', 'RDH', 'EFDA', 'RDA', 'DA (radiography)'];
const LIC_PREFIX = {
  'DDS / DMD': 'D-',
  RDH: 'RDH-',
  EFDA: 'EF',
  RDA: 'RDA ',
  'DA (radiography)': 'DR',
};
const COURSES = [
  ['aha', 'BLS Provider \u2014 American Heart Association'],
  ['arc', 'Basic Life Support (BLS) \u2014 American Red Cross'],
  ['ashi', 'Basic Life Support \u2014 ASHI / HSI'],
  ['nsc', 'BLS for Healthcare Providers \u2014 National Safety Council'],
  ['other', 'Other organization (name it):'],
];
const INSTRUCTORS = [
  'Corinne Blaylock',
  'Hector Amaral',
  'Yvette Sandoval',
  'Mitchell Greaves',
  'Priya Ramanathan',
  'Dolores Whitby',
  'Aaron Feldstein',
  'Nkechi Ubah',
];
const REVIEWERS = ['T. Marsh', 'R. Oyelaran', 'L. Kwan', 'D. Pruitt', 'M. Esposito'];
const SITES = {
  aha: [
    ['Prairie Heart Training Site', 'NE20417'],
    ['Riverbend Dental Education Center', 'TC 08815'],
    ['Northgate Community College \u2014 Allied Health', 'TS-4471'],
  ],
  arc: [['Red River Lifesaving', 'LTP 22618']],
  ashi: [['Summit Safety Training LLC', 'ATC 30462']],
  nsc: [
    ['Canyon CPR & First Aid', 'NSC TC 11907'],
    ['Harmon Safety Council Training Center', 'NSC 0452'],
  ],
};

function render(f) {
  const B = f.board;
  const lp = (t, o = {}) =>
    f.typed
      ? `<span class="typed">${esc(t)}</span>`
      : hand(t, { font: f.lpen, ink: f.link, size: '1.12em', ...o });
  const ip = (t, o = {}) =>
    f.typed
      ? `<span class="typed">${esc(t)}</span>`
      : hand(t, { font: f.ipen, ink: f.iink, size: '1.12em', ...o });
  const field = (cap, value, w = '') =>
    `<div class="fl" style="${w}"><div class="v">${value || '&nbsp;'}</div><div class="c">${esc(cap)}</div></div>`;
  const lic = LIC_TYPES.map((t) =>
    t === f.licType
      ? `<span class="ring" style="border-color:${f.typed ? '#222' : f.link}">${esc(t)}</span>`
      : `<span class="opt">${esc(t)}</span>`,
  ).join(' ');
  const courseRows = COURSES.map(([k, label]) => {
    const on = k === f.courseKey;
    const mk = box(on, { style: f.typed ? 'bracket' : 'x', ink: f.iink, font: f.ipen });
    const write =
      k === 'other'
        ? `<span class="wline">${on && f.otherText ? ip(f.otherText, { size: '1.02em' }) : '&nbsp;'}</span>`
        : '';
    return `<div class="co">${mk} ${esc(label)} ${write}</div>`;
  }).join('');
  const yn = ['YES', 'NO']
    .map((o) =>
      o === f.handsOn
        ? `<span class="ring" style="border-color:${f.typed ? '#222' : f.iink}">${o}</span>`
        : `<span class="opt">${o}</span>`,
    )
    .join(' &nbsp; ');
  const boardUse = `<div class="bu">
    <div class="buh">FOR BOARD USE ONLY \u2014 do not write below this line</div>
    <div class="bur">
      <div class="stampbox">${f.received ? `<div class="rstamp" style="color:${B.color};border-color:${B.color}">RECEIVED<br><b>${esc(fmt(f.received, 'mil4'))}</b><br>${esc(B.board.toUpperCase())}</div>` : ''}</div>
      <div class="bux">
        <div>${box(f.review === 'complete', { style: 'check', ink: '#8a1c1c' })} Complete &nbsp;&nbsp; ${box(f.review === 'deficient', { style: 'check', ink: '#8a1c1c' })} Deficient \u2014 reason: <span class="wline2">${f.reviewNote ? hand(f.reviewNote, { font: f.rpen, ink: '#8a1c1c', size: '1.02em' }) : '&nbsp;'}</span></div>
        <div style="margin-top:5px">Reviewed by ${f.reviewer ? hand(f.reviewer, { font: f.rpen, ink: '#8a1c1c', size: '1.02em' }) : '________'} &nbsp; Date ${f.reviewDate ? hand(fmt(f.reviewDate, 'us_short'), { font: f.rpen, ink: '#8a1c1c', size: '1.02em' }) : '________'} &nbsp; Lic. file no. ${esc(f.fileNo)}</div>
      </div>
    </div></div>`;
  const body = `
  <div class="hd">
    <div class="sl">${seal({ text: `${B.state.toUpperCase()} \u2022 ${B.board.toUpperCase()} \u2022`, inner: '\u2695', color: B.color, size: 74 })}</div>
    <div class="ht">
      <div class="st">${esc(B.state)} \u00b7 ${esc(B.agency)}</div>
      <div class="bd" style="color:${B.color}">${esc(B.board)}</div>
      <div class="ad">${esc(B.addr)} \u00b7 ${esc(B.tel)}</div>
    </div>
    <div class="fm">Form ${esc(B.form)}<br>Rev. ${esc(fmt(B.rev, 'us'))}<br>Page 1 of 1</div>
  </div>
  <div class="ti" style="background:${B.color}">CPR / BASIC LIFE SUPPORT \u2014 VERIFICATION OF CURRENT CERTIFICATION</div>
  <div class="ins">Required of every dentist, dental hygienist and registered or expanded-function dental assistant for the renewal period
  <b>${esc(fmt(B.period[0], 'us'))} \u2013 ${esc(fmt(B.period[1], 'us'))}</b>. Certification must be current on the date of renewal and must include a
  <b>hands-on, in-person skills assessment</b>; courses completed entirely online are not accepted. Part 2 is completed by the CPR instructor or training
  site, or attach a copy of both sides of your card.</div>

  <div class="ph">PART 1 \u2014 LICENSEE <span class="pn">(print)</span></div>
  <div class="row">
    ${field('Last name', lp(f.last), 'flex:2.2')}
    ${field('First name', lp(f.first), 'flex:1.8')}
    ${field('M.I.', lp(f.mi), 'flex:0.5')}
    ${field('Date of birth (MM/DD/YYYY)', f.dobText ? lp(f.dobText) : '', 'flex:1.5')}
  </div>
  <div class="row">
    <div class="fl" style="flex:3"><div class="v lt">${lic}</div><div class="c">Licence type (circle one)</div></div>
    ${field('Licence / registration no.', lp(f.licNo), 'flex:1.5')}
    ${field('Daytime phone', lp(f.tel), 'flex:1.5')}
  </div>
  <div class="row">
    ${field('Name as it appears on your CPR card, if different from above', f.cardName ? lp(f.cardName) : '', 'flex:1')}
  </div>

  <div class="ph">PART 2 \u2014 COURSE <span class="pn">(to be completed by the CPR instructor or training site)</span></div>
  <div class="cg">
    <div class="cl"><div class="cc">Course completed (check one)</div>${courseRows}</div>
    <div class="cr"><div class="cc">Hands-on skills session completed in person?</div><div class="yn">${yn}</div>
      <div class="sm">Blended courses: the skills session date is the course date.</div></div>
  </div>
  <div class="row">
    ${field('Date of course', f.courseDateText ? ip(f.courseDateText) : '', 'flex:1.2')}
    ${field('Card / certificate / eCard no.', f.cardNo ? ip(f.cardNo) : '', 'flex:1.8')}
    ${field(f.expCaption, f.expText ? ip(f.expText) : '', 'flex:1.6')}
  </div>
  <div class="row">
    ${field('Training site / training center', ip(f.site), 'flex:2.4')}
    ${field('TC / site ID', ip(f.siteId), 'flex:1')}
  </div>
  <div class="row">
    ${field('Instructor name (print)', ip(f.instr), 'flex:1.6')}
    ${field('Instructor ID no.', ip(f.instrId), 'flex:1.1')}
    ${field('Instructor signature', f.instrSig ? sig(f.instrSig, { font: f.isig, ink: f.iink, size: '1.5em', rot: -2 }) : '', 'flex:1.6')}
    ${field('Date signed', ip(fmt(f.instrSigned, f.signedStyle)), 'flex:0.9')}
  </div>

  <div class="ph">PART 3 \u2014 LICENSEE ATTESTATION</div>
  <div class="att">I attest that the information above is true and complete, that the course included a hands-on skills assessment, and that I will keep my
  certification current for the whole renewal period. False statements are grounds for discipline under the Dental Practice Act.</div>
  <div class="row">
    ${field('Signature of licensee', sig(f.lsigName, { font: f.lsig, ink: f.link, size: '1.6em', rot: -3 }), 'flex:2')}
    ${field('Date', lp(fmt(f.attDate, f.attStyle)), 'flex:1')}
  </div>
  ${boardUse}
  <div class="rt"><b>Forms are returned when:</b> Part 2 is incomplete (course, date, card no., expiration, instructor ID) \u00b7 the course was online only \u00b7
  the card expires before the renewal period begins \u00b7 the name differs from the licence and no explanation is given. Questions: ${esc(B.tel)}, option 3.</div>
  <div class="ft">${esc(B.form)} (Rev. ${esc(fmt(B.rev, 'mm_yyyy'))}) \u00b7 Mail or upload with your renewal application \u00b7 Keep a copy of your CPR card for audit</div>`;
  const css = `
  .hd { display:flex; align-items:center; gap:12px; }
  .ht { flex:1; } .st { font-size:8.6pt; letter-spacing:0.05em; text-transform:uppercase; color:#333; }
  .bd { font-size:15.5pt; font-weight:bold; font-family:${FONTS.serif}; } .ad { font-size:8pt; color:#444; }
  .fm { font-size:7.8pt; text-align:right; border:0.8px solid #555; padding:3px 6px; line-height:1.3; }
  .ti { color:#fff; font-weight:bold; text-align:center; padding:4px; margin-top:6px; font-size:10.4pt; letter-spacing:0.03em; }
  .ins { font-size:8.1pt; line-height:1.3; margin:5px 0 3px; color:#222; }
  .ph { margin-top:8px; background:#e6e6e6; border-top:1.2px solid #333; font-weight:bold; font-size:9pt; padding:2px 5px; }
  .pn { font-weight:normal; font-size:8pt; font-style:italic; }
  .row { display:flex; gap:10px; margin-top:5px; }
  .fl { flex:1; min-width:0; }
  .fl .v { border-bottom:0.9px solid #333; min-height:23px; padding:0 3px; white-space:nowrap; overflow:visible; display:flex; align-items:flex-end; }
  .fl .v.lt { font-size:9pt; gap:10px; padding-bottom:2px; }
  .fl .c { font-size:7.1pt; color:#333; padding-top:1px; }
  .typed { font-family:${FONTS.courier}; font-size:10.5pt; color:#111; }
  .opt { padding:0 0.3em; }
  .ring { border:1.7px solid; border-radius:50%; padding:1px 0.45em; }
  .cg { display:flex; gap:14px; margin-top:4px; }
  .cl { flex:2.3; } .cr { flex:1; border-left:0.8px solid #999; padding-left:10px; }
  .cc { font-size:7.6pt; font-weight:bold; color:#333; margin-bottom:2px; }
  .co { font-size:9.2pt; margin:3px 0; white-space:nowrap; }
  .wline { display:inline-block; min-width:2.9in; border-bottom:0.8px solid #333; }
  .wline2 { display:inline-block; min-width:2.6in; border-bottom:0.7px solid #8a1c1c; }
  .yn { font-size:10.5pt; margin:8px 0 4px 8px; font-weight:bold; } .sm { font-size:7pt; color:#555; }
  .att { font-size:8pt; line-height:1.3; margin-top:3px; }
  .bu { margin-top:10px; border:1.3px dashed #8a1c1c; padding:4px 8px 6px; font-size:8.6pt; }
  .buh { font-size:7.6pt; color:#8a1c1c; font-weight:bold; letter-spacing:0.08em; }
  .bur { display:flex; gap:12px; align-items:center; margin-top:3px; }
  .stampbox { width:1.75in; min-height:0.72in; }
  .rstamp { display:inline-block; border:2px solid; padding:2px 8px; font-size:7.4pt; text-align:center; transform:rotate(-5deg); opacity:0.82; line-height:1.25; }
  .rstamp b { font-size:10.5pt; letter-spacing:0.06em; }
  .bux { flex:1; }
  .rt { margin-top:8px; font-size:7.4pt; color:#333; line-height:1.3; border-left:2px solid #999; padding-left:6px; }
  .ft { margin-top:6px; font-size:6.8pt; color:#555; border-top:0.5px solid #aaa; padding-top:2px; }`;
  return page({ title: `${B.form} CPR verification`, margin: '0.45in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const pickNick = () => {
    for (let i = 0; i < 40; i++) {
      const p = k.person();
      if (p.nick) return p;
    }
    throw new Error('no person with a nickname');
  };
  const mk = (p, o = {}) => {
    const courseDate = o.courseDate;
    const [site, siteId] = rng.pick(SITES[o.siteKey || o.courseKey] || SITES.aha);
    const instr = rng.pick(INSTRUCTORS);
    const attDate = addDays(courseDate, rng.int(8, 60));
    const licType = rng.pick(LIC_TYPES);
    // the renewal period the form was sent for starts on the first of a month after the attestation
    const start = addMonths(attDate.slice(0, 7) + '-01', rng.int(1, 3));
    const board = { ...rng.pick(BOARDS), period: [start, addDays(addYears(start, 2), -1)] };
    return {
      board,
      typed: false,
      last: p.last,
      first: p.first,
      mi: p.middle ? p.middle[0] : '',
      dobText: fmt(p.dob, 'us'),
      licType,
      licNo: `${LIC_PREFIX[licType]}${rng.digits(rng.pick([5, 6]))}`,
      tel: phone(rng),
      cardName: '',
      courseKey: 'aha',
      otherText: '',
      handsOn: 'YES',
      site,
      siteId,
      instr,
      instrSig: instr,
      instrId: rng.digits(rng.pick([8, 10, 11])),
      instrSigned: addDays(courseDate, rng.int(0, 6)),
      signedStyle: rng.pick(['us_short', 'us_nz']),
      expCaption: 'Expiration / renewal date',
      lsigName: `${p.first} ${p.last}`,
      attDate,
      attStyle: rng.pick(['us', 'us_nz', 'us_short']),
      received: null,
      review: null,
      reviewNote: '',
      reviewer: '',
      reviewDate: null,
      fileNo: `${rng.letters(2)}-${rng.digits(5)}`,
      lpen: rng.pick(HANDS),
      link: rng.pick(INKS),
      ipen: rng.pick(HANDS),
      iink: rng.pick(['#202020', '#0b3d91', '#1a2b6d', '#3a3a3a']),
      rpen: rng.pick(HANDS),
      lsig: rng.pick(SIGS),
      isig: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      ...o,
    };
  };

  // 1 — AHA BLS Provider, renewal month by hand (photo)
  {
    const p = k.person();
    const issue = addDays('2025-01-20', rng.int(0, 560));
    const exp = twoYearsEndOfMonth(issue);
    const id = `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
    const f = mk(p, {
      courseDate: issue,
      courseKey: 'aha',
      courseDateText: fmt(issue, 'us_short'),
      cardNo: id,
      expCaption: 'Expiration / recommended renewal date',
      expText: fmt(exp, 'mm_yyyy'),
    });
    f.received = addDays(f.attDate, rng.int(4, 14));
    f.review = 'complete';
    f.reviewer = rng.pick(REVIEWERS);
    f.reviewDate = addDays(f.received, rng.int(1, 9));
    out.push({
      key: 'aha-bls-renewal-month-by-hand',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'unsupported issuer'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `AHA BLS Provider ticked, course ${issue}, renewal written ${fmt(exp, 'mm_yyyy')} → last day of that month ${exp}; eCard no. ${id}; the licence no. ${f.licNo}, instructor ID ${f.instrId}, form revision ${f.board.rev}, renewal period, date signed ${f.instrSigned}, attestation ${f.attDate} and RECEIVED ${f.received} are not card data`,
    });
  }

  // 2 — NSC BLS typed into the fillable PDF; the card is in the holder's nickname (text PDF)
  {
    const p = pickNick();
    const issue = addDays('2025-03-03', rng.int(0, 520));
    const exp = addYears(issue, 2);
    const id = `NSC-${rng.digits(7)}`;
    const f = mk(p, {
      typed: true,
      courseDate: issue,
      courseKey: 'nsc',
      courseDateText: fmt(issue, 'us'),
      cardNo: id,
      expText: fmt(exp, 'us'),
      cardName: nameAs(p, 'nick_last'),
      dobText: fmt(p.dob, 'us'),
    });
    out.push({
      key: 'nsc-bls-typed-nickname-on-card',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['name mismatch', 'document expired', 'missing id', 'unsupported issuer'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'national_safety_council',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `fillable form typed: NSC BLS for Healthcare Providers ticked, course ${issue}, expiration ${exp}, card ${id}; the licensee is ${p.first} ${p.last} and the card name line gives the nickname ${nameAs(p, 'nick_last')}, which still matches`,
    });
  }

  // 3 — Red Cross CPR/AED for Professional Rescuers written under "Other" (fax)
  {
    const p = k.person();
    const issue = addDays('2025-02-10', rng.int(0, 540));
    const exp = addYears(issue, 2);
    const id = `0${rng.alnum(6)}`;
    const f = mk(p, {
      courseDate: issue,
      courseKey: 'other',
      otherText: 'American Red Cross \u2014 CPR/AED for Professional Rescuers',
      siteKey: 'arc',
      courseDateText: fmt(issue, 'dash'),
      cardNo: id,
      expText: fmt(exp, 'dash'),
      dobText: '',
    });
    f.received = addDays(f.attDate, rng.int(3, 12));
    f.review = 'complete';
    f.reviewer = rng.pick(REVIEWERS);
    f.reviewDate = addDays(f.received, rng.int(1, 6));
    out.push({
      key: 'red-cross-cpr-pro-rescuer-written-under-other',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['unsupported issuer', 'unsupported type', 'document expired', 'missing id'],
      data: {
        'certifications.0.type': 'cpr',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'not_present'),
      },
      note: `the instructor ticked "Other organization" and wrote "American Red Cross — CPR/AED for Professional Rescuers": the issuer is the Red Cross (accepted) and the course a CPR course (accepted type), whatever box holds it; course ${issue}, expiration ${exp} (MM-DD-YYYY), certificate ${id}; the DOB line is blank`,
    });
  }

  // 4 — AHA BLS from the last renewal whose renewal month has passed (photo)
  {
    const p = k.person();
    const issue = addDays('2024-01-08', rng.int(0, 250));
    const exp = twoYearsEndOfMonth(issue);
    const id = `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
    const f = mk(p, {
      courseDate: issue,
      courseKey: 'aha',
      courseDateText: fmt(issue, 'us_nz'),
      cardNo: id,
      expText: fmt(exp, 'mm_yyyy'),
    });
    f.received = addDays(f.attDate, rng.int(3, 10));
    f.review = 'complete';
    f.reviewer = rng.pick(REVIEWERS);
    f.reviewDate = addDays(f.received, rng.int(1, 8));
    out.push({
      key: 'aha-bls-last-renewal-month-passed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      forbidden: ['missing id', 'missing expiration date'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `the form was completed for the previous renewal period and stamped RECEIVED ${f.received}: AHA BLS course ${issue}, renewal ${fmt(exp, 'mm_yyyy')} → ${exp}, before 2026-11-21, so the card has expired`,
    });
  }

  // 5 — online-only course under "Other", hands-on NO, board marked deficient (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2025-08-04', rng.int(0, 420));
    const exp = addYears(issue, 2);
    const id = `CNC-${rng.digits(6)}`;
    const f = mk(p, {
      courseDate: issue,
      courseKey: 'other',
      otherText: 'CPR Now Certify (online) \u2014 BLS/CPR Healthcare',
      handsOn: 'NO',
      courseDateText: fmt(issue, 'us'),
      cardNo: id,
      expText: fmt(exp, 'us'),
      site: 'cprnowcertify.example \u2014 online',
      siteId: 'n/a',
      instr: 'none (online)',
      instrSig: '',
      instrId: 'n/a',
    });
    f.received = addDays(f.attDate, rng.int(3, 10));
    f.review = 'deficient';
    f.reviewNote = 'online only \u2014 no skills check; not accepted';
    f.reviewer = rng.pick(REVIEWERS);
    f.reviewDate = addDays(f.received, rng.int(1, 8));
    out.push({
      key: 'online-only-course-other-hands-on-no',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['unsupported issuer'],
      forbidden: ['document expired', 'missing id'],
      data: {
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `the course is from "CPR Now Certify", an online-only company written in under Other (hands-on NO ringed, board reviewer marked it deficient): issuer other → unsupported issuer; dates ${issue} → ${exp} and number ${id} are present; whether the course is read as bls or cpr does not change the decision`,
    });
  }

  // 6 — ASHI BLS, card no. line left blank (scan image)
  {
    const p = k.person();
    const issue = addDays('2025-04-21', rng.int(0, 480));
    const exp = addYears(issue, 2);
    const f = mk(p, {
      courseDate: issue,
      courseKey: 'ashi',
      courseDateText: fmt(issue, 'us_short'),
      cardNo: '',
      expText: fmt(exp, 'us_short'),
    });
    out.push({
      key: 'ashi-bls-card-number-left-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing id'],
      forbidden: ['document expired', 'unsupported issuer'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_safety_health_institute',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'match'),
      },
      note: `ASHI Basic Life Support ticked, course ${issue}, expiration ${exp}, but the card / certificate no. line is empty; the licence no. ${f.licNo}, the TC ID ${f.siteId} and the instructor ID ${f.instrId} are not the card's number`,
    });
  }
  return out;
}
