// A hospital medical-staff office's "Health Status Confirmation" — the attachment of an application for clinical
// privileges / allied-health practitioner credentialing that locum-tenens and staffing agencies collect for nurse
// practitioners, physician assistants, CRNAs and nurse-midwives they place, and upload as a phone photo, fax or scan.
// The page is page N of the application packet (header with the health system, "Medical Staff Services ·
// Credentials Verification Office", attachment letter, form code with its revision, packet page and application no.).
// Section I is the applicant's own part, in the applicant's pen: name in Last / First / Middle cells, discipline
// ringed, DOB, department, placing agency, three health questions answered by ringing YES or NO, an attestation with
// the applicant's signature and date. Section II is for the confirming practitioner (not the applicant, not a
// relative): printed name, credentials ringed, licence no. and state, practice, address, phone, relationship ticked,
// "Date of most recent examination of the applicant", then five numbered statements with YES and NO boxes in
// columns at the right (examined in person · good general health · able to perform the essential functions and the
// privileges requested safely, without limitation · if not, able to with the limitations below · has a condition
// that presently prevents safe clinical practice), a limitations / comments box, signature and date signed, sometimes
// the practice's stamp. Section III is for the medical staff office (received, verified by phone with the
// practitioner, initials) with a RECEIVED stamp. Footer: confidentiality line and the portal's printed date. The exam
// date is the confirming practitioner's "Date of most recent examination"; the date signed, the applicant's date,
// the DOB, the RECEIVED stamp, the office's verification date, the form revision and the printed date are not.
// Variants: able without limitation with the date signed weeks after the exam; a nickname in the First cell and a
// day-first written exam date; limitations the client allows; an examination more than a year before valid_on on a
// form signed this autumn; a condition that presently prevents practice; Section II filled in but not signed.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r27_medical_staff_health_status_confirmation_form',
  split: 'blind',
  renderings: { photo: 35, fax: 15, scan_image: 15, scanned_pdf: 25, text_pdf: 10 },
  description:
    'Hospital medical-staff office "Health Status Confirmation" (attachment to an application for clinical privileges / allied-health credentialing of locum NPs, PAs, CRNAs, CNMs), one page of a numbered packet, filled by hand and mostly photographed, faxed or scanned: Section I by the applicant (Last / First / Middle cells, discipline ringed, DOB, department, placing agency, three health questions with YES / NO ringed, attestation, applicant signature and date); Section II by the confirming practitioner (print name, credentials ringed, licence, practice, relationship ticked, "Date of most recent examination of the applicant", five numbered statements with YES / NO boxes in right-hand columns: examined in person, good general health, able without limitation, able with the limitations below, condition presently preventing safe practice; limitations box; signature, date signed, practice stamp); Section III medical staff office use with a RECEIVED stamp and phone verification; footer with printed date; able without limitation, nickname and day-first date, limitations the client allows, exam over a year old on a form signed this autumn, condition preventing practice, Section II unsigned',
};

const SYSTEMS = [
  {
    name: 'Lakeshore Regional Health',
    sub: 'Medical Staff Services \u00b7 Credentials Verification Office',
    addr: '1900 Harmon Blvd, Lansing, MI 48906 \u00b7 Tel (517) 555-0170 \u00b7 Fax (517) 555-0179',
    color: '#1d4e89',
    shape: 'shield',
    init: 'LR',
    form: 'MSS-CR-14',
    att: 'Attachment D',
  },
  {
    name: 'St. Brendan Health System',
    sub: 'Office of Medical Staff Affairs \u2014 Credentialing',
    addr: '420 Bellwether Ct, Worcester, MA 01608 \u00b7 Tel (508) 555-0133 \u00b7 Fax (508) 555-0138',
    color: '#6b1f3a',
    shape: 'cross',
    init: 'SB',
    form: 'OMSA 7.3',
    att: 'Appendix 5',
  },
  {
    name: 'High Desert Medical Center',
    sub: 'Medical Staff & Advanced Practice Credentialing',
    addr: '77 Saddleback Way, Reno, NV 89502 \u00b7 Tel (775) 555-0161 \u00b7 Fax (775) 555-0169',
    color: '#8a4b12',
    shape: 'circle',
    init: 'HD',
    form: 'HDMC-MS 22',
    att: 'Form H',
  },
];
const PRACTITIONERS = [
  {
    name: 'Priyanka Sethuraman',
    cred: 'MD',
    lic: 'MD 4301 0872',
    st: 'MI',
    practice: 'Alder Creek Family Medicine',
    addr: '3310 Tamarack Dr, Lansing, MI 48906',
    tel: '(517) 555-0124',
  },
  {
    name: 'Thomas E. Whitcombe',
    cred: 'DO',
    lic: 'DO 21877',
    st: 'MA',
    practice: 'Northgate Internal Medicine, P.C.',
    addr: '88 Grange Hall Rd, Worcester, MA 01608',
    tel: '(508) 555-0191',
  },
  {
    name: 'Lorraine Abiodun',
    cred: 'NP',
    lic: 'APRN 114093',
    st: 'NV',
    practice: 'Harbor Occupational & Employee Health',
    addr: '615 Pioneer Way, Reno, NV 89502',
    tel: '(775) 555-0147',
  },
  {
    name: 'Miguel Santangelo',
    cred: 'PA',
    lic: 'PA 5520331',
    st: 'MI',
    practice: 'Cedar Point Urgent & Family Care',
    addr: '2040 Meridian Ave, Okemos, MI 48864',
    tel: '(517) 555-0158',
  },
  {
    name: 'Hyun-woo Baek',
    cred: 'MD',
    lic: 'MD 266410',
    st: 'NV',
    practice: 'Riverside Primary Care Associates',
    addr: '940 Lindell Blvd, Sparks, NV 89431',
    tel: '(775) 555-0115',
  },
];
const DISCIPLINES = ['NP', 'PA-C', 'CRNA', 'CNM'];
const DEPTS = {
  NP: ['Hospital Medicine', 'Emergency Department', 'Cardiology'],
  'PA-C': ['Emergency Department', 'Orthopaedic Surgery', 'Hospital Medicine'],
  CRNA: ['Anesthesiology'],
  CNM: ["Women's Health / Labor & Delivery"],
};
const AGENCIES = [
  'Summit Locum Partners',
  'Bluewater Locums, LLC',
  'Keystone Advanced Practice Staffing',
  'Northbound Provider Solutions',
];
const MSO = [
  ['D. Kowal', 'DK'],
  ['R. Fenwick', 'RF'],
  ['A. Ilunga', 'AI'],
  ['S. Marchetti', 'SM'],
];
const APPLICANT_Q = [
  'Do you have any physical or mental health condition that affects, or is reasonably likely to affect, your ability to exercise the clinical privileges or perform the duties requested?',
  'Are you currently engaged in the illegal use of drugs or the misuse of alcohol or prescription medication?',
  'Do you require any accommodation in order to exercise the privileges or perform the duties requested?',
];
const STATEMENTS = [
  'I personally examined the applicant on the date shown above.',
  'To the best of my knowledge the applicant is in good general physical and mental health.',
  'The applicant is able to perform the essential functions of the position and to exercise the clinical privileges requested safely and <u>without limitation</u>.',
  'If NO to item 3: the applicant is able to do so <u>with the limitations / accommodations</u> described below.',
  'The applicant currently has a health condition that <u>prevents safe clinical practice</u>.',
];

function render(f) {
  const S = f.sys;
  // Breip writes small: scale it up so every pen reads at a similar size.
  const sz = (pen, s) => (pen === 'Breip' ? `${(parseFloat(s) * 1.3).toFixed(2)}em` : s);
  const A = (t, o = {}) => hand(t, { font: f.aPen, ink: f.aInk, ...o, size: sz(f.aPen, o.size || '1.15em') });
  const P = (t, o = {}) => hand(t, { font: f.pPen, ink: f.pInk, ...o, size: sz(f.pPen, o.size || '1.1em') });
  const M = (t, o = {}) => hand(t, { font: f.mPen, ink: '#7a1f1f', ...o, size: sz(f.mPen, o.size || '1em') });
  const ring = (list, chosen, ink) =>
    list
      .map((o) =>
        o === chosen ? `<span class="circled" style="border-color:${ink}">${esc(o)}</span>` : esc(o),
      )
      .join(' &nbsp; ');
  const pbox = (on) => box(on, { style: f.tick, ink: f.pInk, font: f.pPen });
  const qs = APPLICANT_Q.map(
    (q, i) =>
      `<tr><td class="qn">${i + 1}.</td><td class="qt">${esc(q)}</td><td class="yn">${ring(['YES', 'NO'], f.aAns[i], f.aInk)}</td></tr>`,
  ).join('');
  const st = STATEMENTS.map((s, i) => {
    const a = f.pAns[i];
    return `<tr><td class="qn">${i + 1}.</td><td class="qt">${s}</td><td class="ck">${a === null ? box(false, { style: f.tick }) : pbox(a === 'Y')}</td><td class="ck">${a === null ? box(false, { style: f.tick }) : pbox(a === 'N')}</td></tr>`;
  }).join('');
  const rel = ['Personal physician / PCP', 'Occupational / employee health', 'Other']
    .map((r) => `${pbox(r === f.rel)}${esc(r)}`)
    .join(' &nbsp; ');
  const body = `
  <div class="hd">
    <div class="lg">${logo({ initials: S.init, color: S.color, shape: S.shape, size: 40 })}
      <div><div class="hn" style="color:${S.color}">${esc(S.name)}</div><div class="hs">${esc(S.sub)}</div><div class="ha">${esc(S.addr)}</div></div></div>
    <div class="hr"><div class="att">${esc(S.att)}</div><div>${esc(S.form)} (Rev. ${esc(f.rev)})</div><div>Application packet \u2014 page ${f.pkPage} of ${f.pkTotal}</div><div>Appl. no. <b>${esc(f.applNo)}</b></div></div>
  </div>
  <div class="tt">HEALTH STATUS CONFIRMATION</div>
  <div class="ti">Required of every applicant for initial appointment, reappointment or allied health practitioner (AHP) credentialing. Section I is completed by the applicant; Section II by a licensed physician, nurse practitioner or physician assistant who has examined the applicant within the last twelve months and who is not the applicant, a relative or a business partner of the applicant.</div>
  ${f.received ? `<div class="rcv" style="transform:rotate(${f.rcvRot}deg)">${stamp(['RECEIVED', f.received, 'MEDICAL STAFF OFFICE'], { color: '#8b1d1d', rot: 0 })}</div>` : ''}
  <div class="sec">SECTION I \u2014 APPLICANT</div>
  <table class="nm"><tr>
    <td><div class="cap">Last name</div>${A(f.last)}</td><td><div class="cap">First name</div>${A(f.first)}</td><td><div class="cap">Middle</div>${A(f.middle)}</td>
    <td><div class="cap">Discipline (ring one)</div>${ring(DISCIPLINES, f.disc, f.aInk)}</td></tr>
    <tr><td><div class="cap">Date of birth</div>${A(f.dobText)}</td><td colspan="2"><div class="cap">Department / service requested</div>${A(f.dept, { size: '1em' })}</td>
    <td><div class="cap">Placing agency (locum / AHP)</div>${A(f.agency, { size: '1em' })}</td></tr></table>
  <table class="qq">${qs}</table>
  <div class="att2">I attest that the answers above are true and complete. I authorise the practitioner named in Section II to release to the Medical Staff Office the information needed to complete this form. I understand that an omission or misstatement may be grounds for denial of my application.</div>
  <div class="sgl">Applicant signature <span class="ul" style="min-width:2.6in">${sig(f.aSig, { font: f.aSigFont, ink: f.aInk, size: '1.5em', rot: -2 })}</span> &nbsp; Date <span class="ul" style="min-width:1.1in">${A(f.aDate, { size: '1em' })}</span></div>
  <div class="sec">SECTION II \u2014 CONFIRMING PRACTITIONER</div>
  <table class="nm"><tr>
    <td style="width:40%"><div class="cap">Practitioner name (print)</div>${P(f.pr.name)}</td>
    <td><div class="cap">Credentials (ring)</div>${ring(['MD', 'DO', 'NP', 'PA'], f.pr.cred, f.pInk)}</td>
    <td><div class="cap">License no. / State</div>${P(`${f.pr.lic} / ${f.pr.st}`, { size: '1em' })}</td></tr>
    <tr><td><div class="cap">Practice / facility</div>${P(f.pr.practice, { size: '1em' })}</td><td colspan="2"><div class="cap">Address \u00b7 Telephone</div>${P(`${f.pr.addr} \u00b7 ${f.pr.tel}`, { size: '0.95em' })}</td></tr>
    <tr><td colspan="3"><span class="cap">Relationship to applicant:</span> ${rel}</td></tr></table>
  <div class="ed">Date of most recent examination of the applicant: <span class="ul" style="min-width:1.7in">${P(f.examText, { size: '1.2em' })}</span></div>
  <table class="st"><tr><th></th><th class="qt">Please answer every item</th><th class="ck">YES</th><th class="ck">NO</th></tr>${st}</table>
  <div class="lim"><div class="cap">Limitations / accommodations / comments (attach a letter if more space is needed)</div><div class="limv">${P(f.limText, { size: '1.05em' })}</div></div>
  <table class="ps"><tr>
    <td>Signature of examining practitioner<br><span class="ul sg" style="min-width:3in">${f.signed ? sig(f.pr.name, { font: f.pSigFont, ink: f.pInk, size: '1.7em', rot: -3 }) : ''}</span></td>
    <td>Date signed<br><span class="ul" style="min-width:1.2in">${P(f.signedText, { size: '1.05em' })}</span></td>
    <td class="pst">${f.pStamp ? stamp([f.pr.practice, f.pr.addr, `Tel ${f.pr.tel}`], { color: '#2d3f7a', rot: f.stRot }) : ''}</td></tr></table>
  <div class="sec off">SECTION III \u2014 MEDICAL STAFF OFFICE USE ONLY</div>
  <table class="mso"><tr>
    <td>Received <span class="ul" style="min-width:0.9in">${M(f.msoRecv)}</span></td>
    <td>Verified with practitioner by phone ${box(!!f.msoVer, { style: 'check', ink: '#7a1f1f' })} on <span class="ul" style="min-width:0.9in">${M(f.msoVer)}</span></td>
    <td>By <span class="ul" style="min-width:0.5in">${M(f.msoIni)}</span></td>
    <td>Entered in credentials file <span class="ul" style="min-width:0.5in">${M(f.msoVer ? '\u2713' : '')}</span></td></tr></table>
  <div class="ft"><span>CONFIDENTIAL \u2014 credentialing / peer review record. Do not file in the personnel record.</span><span>Printed from the credentialing portal ${esc(f.printedText)}</span></div>`;
  const css = `
  body { font-size:9pt; background:${f.paper}; position:relative; }
  .hd { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:2px solid #333; padding-bottom:4px; }
  .lg { display:flex; gap:8px; align-items:center; } .hn { font-size:14pt; font-weight:bold; } .hs { font-size:8.5pt; font-weight:bold; color:#333; } .ha { font-size:7.2pt; color:#444; }
  .hr { text-align:right; font-size:7.6pt; line-height:1.35; } .att { font-weight:bold; font-size:10pt; letter-spacing:1px; }
  .tt { text-align:center; font-size:15pt; font-weight:bold; letter-spacing:2px; margin:7px 0 2px; }
  .ti { font-size:7.8pt; color:#222; margin:0 0 4px; line-height:1.3; }
  .rcv { position:absolute; top:0.0in; left:4.3in; }
  .sec { background:#e4e4e4; border:1px solid #555; font-weight:bold; font-size:8.8pt; letter-spacing:1px; padding:2px 6px; margin-top:6px; }
  .sec.off { background:#f4f4f4; color:#444; }
  table.nm { width:100%; } table.nm td { border:0.7px solid #777; padding:1px 5px 3px; vertical-align:top; height:0.38in; }
  .cap { font-size:6.8pt; color:#555; text-transform:uppercase; letter-spacing:.3px; }
  table.qq { width:100%; margin-top:3px; } table.qq td { padding:2px 3px; border-bottom:0.5px solid #bbb; vertical-align:middle; font-size:8.3pt; }
  .qn { width:0.2in; vertical-align:top; } .yn { width:1.05in; white-space:nowrap; text-align:center; font-weight:bold; font-size:8.4pt; }
  .att2 { font-size:7.5pt; margin:4px 0 2px; line-height:1.3; }
  .sgl { margin:5px 0 2px; white-space:nowrap; }
  .ul { display:inline-block; border-bottom:0.8px solid #222; min-height:1.2em; vertical-align:bottom; padding:0 3px; }
  .sg { height:0.36in; }
  .ed { margin:6px 0 3px; font-size:9.6pt; font-weight:bold; white-space:nowrap; }
  table.st { width:100%; } table.st th { font-size:7.6pt; text-align:left; border-bottom:1px solid #333; }
  table.st td { border-bottom:0.5px solid #aaa; padding:2.5px 3px; font-size:8.6pt; vertical-align:middle; }
  table.st .ck, table.st th.ck { width:0.42in; text-align:center; }
  .lim { border:0.8px solid #666; margin-top:4px; padding:2px 6px; min-height:0.55in; }
  .limv { padding:2px 0 0 6px; }
  table.ps { width:100%; margin-top:5px; } table.ps td { vertical-align:bottom; padding:2px 4px; font-size:8.4pt; }
  .pst { text-align:center; width:2.3in; }
  table.mso { width:100%; margin-top:3px; font-size:8pt; color:#333; } table.mso td { padding:3px 4px; white-space:nowrap; }
  .ft { display:flex; justify-content:space-between; font-size:6.8pt; color:#555; border-top:0.7px solid #888; margin-top:8px; padding-top:2px; }`;
  return page({
    title: 'Health Status Confirmation',
    size: 'letter',
    margin: '0.42in 0.5in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const systems = rng.shuffle(SYSTEMS);
  const practs = rng.shuffle(PRACTITIONERS);
  const msos = rng.shuffle(MSO);
  const make = (p, exam, o = {}) => {
    const i = out.length;
    const sys = systems[i % systems.length];
    const pr = practs[i % practs.length];
    const mso = msos[i % msos.length];
    const disc = o.disc || rng.pick(DISCIPLINES);
    const signed = o.signed ?? true;
    const cap = (x) => (x > '2026-11-19' ? '2026-11-19' : x);
    const signedOn = cap(o.signedOn || addDays(exam, rng.int(3, 20)));
    const aDate = o.aDate || addDays(exam, -rng.int(1, 10));
    const received = o.received ?? cap(addDays(signedOn > aDate ? signedOn : aDate, rng.int(2, 8)));
    const verified = o.verified ?? (rng.chance(0.5) ? cap(addDays(received, rng.int(1, 3))) : '');
    const pTot = rng.int(10, 16);
    const printed = addDays(aDate, -rng.int(20, 90));
    const p2 = (n) => String(n).padStart(2, '0');
    return {
      sys,
      pr,
      disc,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      paper: o.paper || rng.pick(['#ffffff', '#fdfdf8', '#fbfbf6']),
      rev: rng.pick(['07/2024', '01/2023', '10/2025']),
      pkPage: rng.int(5, pTot - 2),
      pkTotal: pTot,
      applNo: `${sys.init}-${rng.int(24, 26)}-${rng.digits(5)}`,
      aPen: rng.pick(HANDS),
      aInk: rng.pick(INKS),
      aSigFont: rng.pick(SIGS),
      pPen: rng.pick(HANDS),
      pInk: rng.pick(['#0b3d91', '#1a2b6d', '#202020', '#14213d']),
      pSigFont: rng.pick(SIGS),
      mPen: rng.pick(HANDS),
      tick: rng.pick(['x', 'check']),
      last: o.last || p.last,
      first: o.first || p.first,
      middle: o.middle ?? (p.middle || ''),
      dobText: fmt(p.dob, o.dobStyle || rng.pick(['us', 'us_nz'])),
      dept: rng.pick(DEPTS[disc]),
      agency: rng.pick(AGENCIES),
      aAns: o.aAns || ['NO', 'NO', 'NO'],
      aSig: nameAs(p, 'first_last'),
      aDate: fmt(aDate, 'us_short'),
      rel: o.rel || rng.pick(['Personal physician / PCP', 'Occupational / employee health']),
      examText: o.examText || fmt(exam, rng.pick(['us', 'us_nz', 'mon'])),
      pAns: o.pAns || ['Y', 'Y', 'Y', null, 'N'],
      limText: o.limText ?? rng.pick(['None.', 'none', 'N/A \u2014 no limitations', '']),
      signed,
      signedText: signed ? fmt(signedOn, o.signedStyle || rng.pick(['us_short', 'us'])) : '',
      pStamp: o.pStamp ?? rng.chance(0.5),
      stRot: rng.float(-7, 5).toFixed(1),
      received: received ? fmt(received, 'mon').toUpperCase() : '',
      rcvRot: rng.float(-8, 6).toFixed(1),
      msoRecv: received ? fmt(received, 'us_short') : '',
      msoVer: verified ? fmt(verified, 'us_short') : '',
      msoIni: verified ? mso[1] : '',
      printedText: `${fmt(printed, 'us')} ${p2(rng.int(8, 17))}:${p2(rng.int(0, 59))}`,
    };
  };
  const data = (f, exam, clearance, signature = 'present') => ({
    exam_date: exam,
    'examiner.name': f.pr.name,
    'examiner.credentials': f.pr.cred,
    'examiner.signature': signature,
    clearance,
    ...personData(),
  });
  const nickPerson = () => {
    for (let i = 0; i < 40; i++) {
      const q = k.person();
      if (q.nick) return q;
    }
    return k.person();
  };

  // 1 — able without limitation; the practitioner signed weeks after the exam, the applicant later still.
  {
    const p = k.person();
    const exam = addDays('2026-08-10', rng.int(0, 45));
    const signedOn = addDays(exam, rng.int(18, 30));
    const f = make(p, exam, { signedOn });
    out.push({
      key: 'able-without-limitation-signed-later',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'missing clearance', 'missing exam date', 'exam too old'],
      data: data(f, exam, 'cleared'),
      note: `Section II: date of most recent examination "${f.examText}" (${exam}); item 3 (able without limitation) YES, item 5 NO, item 4 left blank as instructed; the practitioner signed on ${signedOn} and the applicant dated Section I "${f.aDate}" \u2014 neither is the exam date, nor is the RECEIVED stamp or the portal's printed date; ${f.pr.name}, ${f.pr.cred} of ${f.pr.practice} is the examiner`,
      rendering: 'photo',
    });
  }

  // 2 — nickname in the First cell, day-first written exam date.
  {
    const p = nickPerson();
    const exam = addDays('2026-06-22', rng.int(0, 90));
    const f = make(p, exam, {
      first: p.nick || p.first,
      middle: p.middle ? p.middle[0] : '',
      examText: fmt(exam, 'dmy'),
      rel: 'Occupational / employee health',
    });
    out.push({
      key: 'nickname-day-first-exam-date',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['name mismatch', 'restrictions present', 'missing clearance'],
      data: data(f, exam, 'cleared'),
      note: `the applicant wrote "${f.first}" in the First cell${p.nick ? ` (a common nickname of ${p.first})` : ''} with the middle initial only; exam date written "${f.examText}" (${exam}); items 1\u20133 YES and item 5 NO: able without limitation`,
      rendering: 'fax',
    });
  }

  // 3 — able with limitations; the client allows restrictions.
  {
    const p = k.person();
    const exam = addDays('2026-07-15', rng.int(0, 80));
    const limText = rng.pick([
      'No in-house call shifts longer than 12 consecutive hours (sleep apnea, on CPAP). Otherwise unrestricted.',
      'Latex allergy \u2014 latex-free gloves and supplies required. No other limitation.',
      'No lifting or positioning of patients over 30 lb without assistance until 03/2027 (shoulder repair).',
    ]);
    const f = make(p, exam, {
      pAns: ['Y', 'Y', 'N', 'Y', 'N'],
      aAns: ['NO', 'NO', 'YES'],
      limText,
    });
    out.push({
      key: 'limitations-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared', 'missing clearance'],
      data: { ...data(f, exam, 'cleared_with_restrictions') },
      note: `item 3 (without limitation) NO, item 4 (with the limitations described below) YES, item 5 NO: cleared with restrictions \u2014 "${limText}"; the applicant ringed YES to needing an accommodation; allow_restrictions: true`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — the most recent examination is more than a year old, on a form signed this autumn.
  {
    const p = k.person();
    const exam = addDays('2025-04-14', rng.int(0, 120));
    const signedOn = addDays('2026-10-05', rng.int(0, 20));
    const f = make(p, exam, {
      signedOn,
      aDate: addDays(signedOn, -rng.int(3, 14)),
      examText: fmt(exam, rng.pick(['us', 'mon'])),
      signedStyle: 'us',
      rel: 'Personal physician / PCP',
    });
    out.push({
      key: 'last-exam-over-a-year-signed-this-autumn',
      person: requestPerson(p),
      html: render(f),
      issues: ['exam too old'],
      forbidden: ['missing exam date', 'not cleared', 'missing examiner signature'],
      data: data(f, exam, 'cleared'),
      note: `the practitioner signed on ${signedOn}, the applicant dated Section I "${f.aDate}" and the office stamped it RECEIVED ${f.received}, but "Date of most recent examination of the applicant" is ${exam}, more than 365 days before valid_on; the form itself asks for an examination within twelve months; the answers say able without limitation`,
      rendering: 'scan_image',
    });
  }

  // 5 — a condition that presently prevents safe clinical practice.
  {
    const p = k.person();
    const exam = addDays('2026-09-14', rng.int(0, 30));
    const limText = rng.pick([
      'Recovering from L wrist fracture (ORIF 9/2026) \u2014 unable to perform procedures or patient handling at this time. Re-evaluate in 8 weeks.',
      'Uncontrolled seizure disorder under neurology work-up \u2014 not able to practise until cleared by neurology.',
    ]);
    const f = make(p, exam, { pAns: ['Y', 'N', 'N', 'N', 'Y'], aAns: ['YES', 'NO', 'YES'], limText });
    out.push({
      key: 'condition-prevents-safe-practice',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      forbidden: ['missing examiner signature', 'missing exam date'],
      data: data(f, exam, 'not_cleared'),
      note: `items 3 and 4 NO and item 5 ("currently has a health condition that prevents safe clinical practice") YES, with "${limText}": the practitioner does not clear the applicant; a re-evaluation date is not a clearance`,
      rendering: 'photo',
    });
  }

  // 6 — Section II completed but not signed.
  {
    const p = k.person();
    const exam = addDays('2026-08-03', rng.int(0, 70));
    const f = make(p, exam, { signed: false, pStamp: false, verified: '' });
    out.push({
      key: 'practitioner-section-not-signed',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      forbidden: ['missing examiner', 'missing clearance', 'not cleared'],
      data: data(f, exam, 'cleared', 'not_present'),
      note: `Section II has the practitioner's printed name (${f.pr.name}, ${f.pr.cred}), licence, exam date ${exam} and the YES / NO answers (able without limitation), but the "Signature of examining practitioner" and "Date signed" lines are empty and there is no practice stamp; the only signature on the page is the applicant's in Section I`,
      rendering: 'scanned_pdf',
    });
  }
  return out;
}
