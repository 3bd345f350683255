// A pre-printed "Certificate of Health" of a home-care agency in fill-in-the-blank prose, completed by hand by the
// examining clinician: "I, ____, a duly licensed (ring) physician / nurse practitioner / physician assistant, certify
// that on the ___ day of ________, 20__ I examined ______ (applicant), date of birth ____, and in my opinion he / she
// IS / IS NOT (strike out what does not apply) physically and mentally able to perform the duties of ______
// WITHOUT RESTRICTION / WITH THE RESTRICTIONS STATED BELOW". The clinician strikes the printed alternative that does
// not apply (and sometimes also rings the one that does); the year is two figures written after a printed "20".
// Below: a restrictions / remarks box (left blank, "None", a restriction or a reason), signature line, licence no.,
// the office stamp, a "date signed" that is not the examination date; the applicant's own release with a signature
// and another date; an agency "received" stamp with its own date. Variants: plain clearance with the negatives
// struck, a ringed clearance with the applicant written last-first with a middle name, restrictions the client
// allows, an examination more than a year ago on a recently received copy, IS struck so that IS NOT remains, and a
// clinician named in print and by the office stamp who never signed.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r19_certificate_of_health_fill_in_prose_struck_options',
  split: 'tuning',
  renderings: { text_pdf: 30, photo: 35, fax: 15, scan_image: 10, scanned_pdf: 10 },
  description:
    'Home-care agency pre-printed "Certificate of Health" in fill-in-the-blank prose completed by hand: examiner name, credential ringed among physician / NP / PA, "on the ___ day of ______, 20__" with the day as an ordinal, the month in words and a two-figure year, applicant name and DOB, IS / IS NOT and WITHOUT RESTRICTION / WITH THE RESTRICTIONS STATED BELOW with the alternative struck out (sometimes also ringed), restrictions / remarks box, signature, licence no., office stamp, date signed; the applicant\u2019s release with signature and date and an agency RECEIVED stamp; plain clearance, last-first name with middle name, restrictions the client allows, exam over a year old on a recently received copy, IS struck leaving IS NOT, named and stamped but unsigned',
};

const AGENCIES = [
  {
    name: 'Hearthstone Home Care Associates',
    addr: '2214 Tamarack Dr, Knoxville, TN 37916',
    phone: '(865) 555-0148',
    form: 'HHA-7 (rev. 4/2024)',
    color: '#2f4f2f',
  },
  {
    name: 'Silver Maple In-Home Services, LLC',
    addr: '508 Grange Hall Rd, Omaha, NE 68102',
    phone: '(402) 555-0190',
    form: 'Form SM-12 · revised 09/23',
    color: '#3b2d6b',
  },
  {
    name: 'Tidewater Private Duty Nursing',
    addr: '61 Bellwether Ct, Savannah, GA 31401',
    phone: '(912) 555-0126',
    form: 'TPD-PH-3 · 01/2025',
    color: '#123f5c',
  },
];
const EXAMINERS = [
  {
    name: 'Lorraine T. Oyelaran-Pike',
    cred: 'physician',
    abbr: 'MD',
    lic: 'MD-0048812',
    office: 'Riverbend Family Medicine',
    addr: '410 Harmon Blvd',
  },
  {
    name: 'Cedric Okwuosa',
    cred: 'nurse practitioner',
    abbr: 'FNP-C',
    lic: 'APRN 7731094',
    office: 'Northgate Convenient Care',
    addr: '88 Larkspur Ave',
  },
  {
    name: 'Hilary Van Zandt',
    cred: 'physician assistant',
    abbr: 'PA-C',
    lic: 'PA 22-1187',
    office: 'Cedar Hollow Medical Group',
    addr: '1350 Meridian Ave',
  },
  {
    name: 'Arjun Ramaswamy',
    cred: 'physician',
    abbr: 'DO',
    lic: 'DO 0091533',
    office: 'Old Quarry Primary Care',
    addr: '27 Old Quarry Rd',
  },
];
const POSITIONS = [
  'Home Health Aide',
  'Licensed Practical Nurse',
  'Registered Nurse',
  'Certified Nursing Assistant',
];
const STATES = ['Tennessee', 'Nebraska', 'Georgia'];

function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${s}`;
}
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

function render(f) {
  const c = f.agency;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const blank = (content, w) => `<span class="bl" style="min-width:${w}">${content || '&nbsp;'}</span>`;
  // a printed alternative: struck out by hand, ringed by hand, or left as printed
  const alt = (text, mark) => {
    if (mark === 'strike')
      return `<span class="alt"><span style="position:relative;display:inline-block">${esc(text)}<span class="strk" style="background:${f.ink};transform:rotate(${text.length > 8 ? -0.8 : -4}deg)"></span></span></span>`;
    if (mark === 'ring')
      return `<span class="alt"><span style="display:inline-block;border:1.8px solid ${f.ink};border-radius:50%;padding:0 7px;margin:0 -3px;transform:rotate(-2deg)">${esc(text)}</span></span>`;
    return `<span class="alt">${esc(text)}</span>`;
  };
  const cleared = f.outcome !== 'not';
  const withR = f.outcome === 'restricted';
  const isMark = cleared ? (f.ring ? 'ring' : '') : 'strike';
  const isNotMark = cleared ? 'strike' : f.ring ? 'ring' : '';
  const woMark = withR ? 'strike' : cleared ? (f.ring ? 'ring' : '') : '';
  const wMark = withR ? (f.ring ? 'ring' : '') : cleared ? 'strike' : '';
  const credRing = (label) =>
    label === f.ex.cred
      ? `<span style="display:inline-block;border:1.8px solid ${f.ink};border-radius:50%;padding:0 6px;transform:rotate(-2deg)">${esc(label)}</span>`
      : esc(label);
  const sigHtml = f.signed ? sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '2em' }) : '';
  return `<div class="sheet">
  <div class="hd"><div><div class="an" style="color:${c.color}">${esc(c.name)}</div><div class="aa">${esc(c.addr)} · Tel ${esc(c.phone)} · Human Resources / Clinical Compliance</div></div>
   <div class="fno">${esc(c.form)}<br>Personnel file — section 4</div></div>
  <div class="title">CERTIFICATE OF HEALTH<div>for applicants and employees providing direct care in the home</div></div>
  <div class="inst">To the examining clinician: please complete every blank in ink. Strike out the printed words that do not apply. Do not use correction fluid; initial any change. Return the original to the applicant and fax a copy to the agency.</div>
  <div class="prose">
   <p>I, ${blank(H(f.exPrinted), '3.1in')}, a duly licensed &nbsp;${credRing('physician')} / ${credRing('nurse practitioner')} / ${credRing('physician assistant')}&nbsp; in the State of ${blank(H(f.state), '1.3in')}, hereby certify that on the ${blank((f.dayStruck ? H(f.dayStruck, { size: '1em', style: 'text-decoration:line-through;text-decoration-thickness:2px;margin-right:4px;' }) : '') + H(f.day), '0.6in')} day of ${blank(H(f.month), '1.3in')}, <span style="white-space:nowrap">20${blank(H(f.yy), '0.4in')}</span> I personally examined</p>
   <p>${blank(H(f.applicant, { size: '1.35em' }), '3.6in')} &nbsp; (name of applicant), &nbsp; date of birth ${blank(H(f.dob), '1.3in')},</p>
   <p>and that in my professional opinion he / she &nbsp;${alt('IS', isMark)} &nbsp;/&nbsp; ${alt('IS NOT', isNotMark)}&nbsp; physically and mentally able to perform the duties of ${blank(H(f.position), '2.2in')}</p>
   <p>${alt('WITHOUT RESTRICTION', woMark)} &nbsp;/&nbsp; ${alt('WITH THE RESTRICTIONS STATED BELOW', wMark)}.</p>
   <p>The applicant was examined for, and in my opinion is free from, any health condition that would create a hazard to the persons in whose homes he / she will work, to the extent that can be judged from this examination.</p>
  </div>
  <div class="rbox"><div class="rl">Restrictions, accommodations or reason the applicant is not able to perform the duties (write "None" if none):</div><div class="rv">${H(f.remarks, { size: '1.2em' })}</div></div>
  <table class="sg"><tr>
   <td style="width:46%"><div class="sl">${sigHtml}</div><div class="cap">Signature of examining clinician</div></td>
   <td style="width:22%"><div class="sl">${H(f.lic, { size: '1.1em' })}</div><div class="cap">License no.</div></td>
   <td><div class="sl">${H(f.signedOn, { size: '1.15em' })}</div><div class="cap">Date signed</div></td></tr></table>
  <div class="ofc"><div class="cap" style="margin-bottom:4px">Office stamp (name, address and telephone of practice)</div>${stamp(f.stampLines, { color: '#5a2a82', rot: f.stampRot })}</div>
  <div class="rel"><b>APPLICANT RELEASE.</b> I authorize the clinician named above to release this certificate to ${esc(c.name)} and understand it becomes part of my personnel file.
   <table class="sg" style="margin-top:4px"><tr><td style="width:55%"><div class="sl">${sig(f.appSig, { font: f.appSigFont, ink: '#222', size: '1.6em', rot: -1 })}</div><div class="cap">Applicant signature</div></td><td><div class="sl">${hand(f.appDate, { font: f.appHand, ink: '#222', size: '1.1em' })}</div><div class="cap">Date</div></td></tr></table></div>
  <div class="agency"><span><b>AGENCY USE ONLY</b> — Entered in HRIS by ${hand(f.clerk, { font: f.appHand, ink: '#444', size: '1em' })} &nbsp; Next certificate due: ${hand(f.nextDue, { font: f.appHand, ink: '#444', size: '1em' })}</span>
   <span class="rcv">RECEIVED<br><b>${esc(f.received)}</b><br>${esc(c.name.split(' ')[0].toUpperCase())} HR</span></div>
  <div class="ft"><span>${esc(c.form)}</span><span>Original: applicant · Copy: agency personnel file</span><span>Page 1 of 1</span></div>
 </div>`;
}

function css(f) {
  const c = f.agency;
  return `
 .sheet { padding:0.45in 0.55in; height:11in; position:relative; overflow:hidden; background:${f.paper}; }
 .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${c.color}; padding-bottom:5px; }
 .an { font-size:15pt; font-weight:bold; font-family:${FONTS.caladea}; } .aa { font-size:8pt; color:#333; }
 .fno { font-size:7.6pt; text-align:right; color:#333; }
 .title { text-align:center; font-family:${FONTS.caladea}; font-size:19pt; letter-spacing:3px; font-weight:bold; margin:14px 0 2px; }
 .title div { font-size:9pt; letter-spacing:0.5px; font-weight:normal; font-style:italic; }
 .inst { font-size:8.2pt; border:1px solid #777; padding:4px 8px; margin:8px 0 10px; background:rgba(0,0,0,0.03); }
 .prose { font-family:${FONTS.caladea}; font-size:11.6pt; line-height:2.15; }
 .prose p { margin:0 0 2px; }
 .bl { display:inline-block; border-bottom:1px solid #222; text-align:center; line-height:1.3; vertical-align:baseline; }
 .alt { font-weight:bold; letter-spacing:0.5px; }
 .strk { position:absolute; left:-4px; right:-4px; top:48%; height:2.2px; border-radius:1px; }
 .rbox { border:1.2px solid #333; margin-top:10px; min-height:0.95in; padding:4px 8px; }
 .rl { font-size:8.4pt; } .rv { margin-top:6px; }
 table.sg { width:100%; margin-top:16px; } table.sg td { vertical-align:bottom; padding-right:18px; }
 .sl { border-bottom:1px solid #222; min-height:0.5in; display:flex; align-items:flex-end; }
 .cap { font-size:7.8pt; color:#333; }
 .ofc { margin-top:12px; min-height:0.9in; }
 .rel { font-size:8.6pt; margin-top:10px; border-top:1px dashed #666; padding-top:6px; }
 .agency { display:flex; justify-content:space-between; align-items:center; margin-top:12px; font-size:8.4pt; background:rgba(0,0,0,0.05); padding:6px 8px; }
 .rcv { border:2px solid #b0282d; color:#b0282d; text-align:center; font-size:8pt; padding:2px 10px; transform:rotate(6deg); font-family:${FONTS.mono}; opacity:.85; }
 .ft { position:absolute; bottom:0.3in; left:0.55in; right:0.55in; display:flex; justify-content:space-between; font-size:7.4pt; color:#444; border-top:1px solid #888; padding-top:3px; }`;
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const ex = o.ex || rng.pick(EXAMINERS);
    const agency = rng.pick(AGENCIES);
    const [y, m, dd] = o.exam.split('-').map(Number);
    const signedIso = addDays(o.exam, o.signLag ?? rng.int(0, 3));
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    return {
      agency,
      ex,
      hand: rng.pick(HANDS),
      appHand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      appSigFont: rng.pick(SIGS),
      paper: o.paper || rng.pick(['#fff', '#fbfaf4', '#f4f4f1']),
      exPrinted: `${ex.name}, ${ex.abbr}`,
      state: rng.pick(STATES),
      day: o.dayWord || ordinal(dd),
      month: o.monthText || MONTHS[m - 1],
      yy: String(y).slice(2),
      applicant: nameAs(p, o.nameStyle || rng.pick(['full', 'first_mi_last', 'first_last'])),
      dob: fmt(p.dob, ds),
      position: rng.pick(POSITIONS),
      outcome: o.outcome || 'cleared',
      ring: o.ring ?? false,
      remarks: o.remarks ?? (rng.chance(0.5) ? 'None' : ''),
      signed: o.signed ?? true,
      sigText: ex.name.replace(/ [A-Z]\. /, ' '),
      lic: ex.lic,
      signedOn: fmt(signedIso, ds),
      stampLines: [
        `${ex.name}, ${ex.abbr}`,
        ex.office,
        `${ex.addr} · ${rng.pick(['Suite 2', 'Suite 110', 'Bldg B'])}`,
        `Tel ${rng.int(201, 989)}-555-0${rng.int(100, 199)}`,
      ],
      stampRot: rng.pick([-6, -3, 4]),
      appSig: nameAs(p, 'first_last'),
      appDate: fmt(o.appDate || addDays(o.exam, -rng.int(0, 2)), ds),
      clerk: rng.pick(['K. Dunmore', 'T.R.', 'A. Whitsett', 'MB']),
      nextDue: o.nextDue === undefined ? fmt(addDays(o.exam, 365), 'us_short') : o.nextDue,
      received: fmt(o.received || addDays(signedIso, rng.int(2, 12)), 'mil4'),
    };
  };
  const html = (f) =>
    page({ title: 'Certificate of Health', body: render(f), css: css(f), margin: '0', font: FONTS.sans });
  const out = [];

  // 1 — plain clearance, the negatives struck out
  let p = k.person();
  let exam = addDays('2026-06-08', rng.int(0, 120));
  let f = make(p, { exam, outcome: 'cleared', remarks: 'None' });
  out.push({
    key: 'cleared-negatives-struck',
    person: requestPerson(p),
    html: html(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.signature': 'present',
      ...personData(),
    },
    note: `examined "on the ${f.day} day of ${f.month}, 20${f.yy}" (${exam}); IS NOT and WITH THE RESTRICTIONS are struck through, leaving IS … WITHOUT RESTRICTION; the date signed, the applicant's release date and the RECEIVED stamp are other dates`,
    rendering: 'photo',
  });

  // 2 — ringed clearance, applicant written last-first with the middle name
  p = k.person();
  while (!p.middle) p = k.person();
  exam = addDays('2026-03-02', rng.int(0, 200));
  f = make(p, {
    exam,
    outcome: 'cleared',
    ring: true,
    nameStyle: 'last_first_middle',
    remarks: '',
    signLag: 4,
  });
  const [, , exDay] = exam.split('-').map(Number);
  f.dayStruck = ordinal(exDay > 20 ? exDay - 10 : exDay + 10);
  out.push({
    key: 'cleared-ringed-last-first-middle',
    person: requestPerson(p),
    html: html(f),
    issues: [],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.ex.name,
      'examiner.signature': 'present',
      ...personData(),
    },
    note: `the applicant is written "${f.applicant}" (last, first, middle); IS and WITHOUT RESTRICTION are ringed and their alternatives struck; the restrictions box is left blank on purpose; in the day blank "${f.dayStruck}" is struck through and "${f.day}" written beside it, so the examination was ${exam}; signed four days later`,
    rendering: 'fax',
  });

  // 3 — restrictions, the client allows them
  p = k.person();
  exam = addDays('2026-07-13', rng.int(0, 100));
  const restr = rng.pick([
    'No lifting or transferring clients over 35 lb without a second person or mechanical lift.',
    'No overnight / 24-hour live-in shifts; day shifts up to 12 h are fine.',
  ]);
  f = make(p, { exam, outcome: 'restricted', remarks: restr });
  out.push({
    key: 'restrictions-client-allows',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: html(f),
    issues: [],
    forbidden: ['not cleared', 'restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: `IS NOT and WITHOUT RESTRICTION are struck, leaving IS … WITH THE RESTRICTIONS STATED BELOW ("${restr}"); the client allows restrictions`,
    rendering: 'text_pdf',
  });

  // 4 — examination more than a year ago, copy received recently
  p = k.person();
  exam = addDays('2025-08-18', rng.int(0, 60));
  f = make(p, {
    exam,
    outcome: 'cleared',
    remarks: 'None',
    appDate: addDays('2026-11-02', rng.int(0, 8)),
    received: addDays('2026-11-10', rng.int(0, 6)),
    nextDue: '',
  });
  out.push({
    key: 'exam-over-a-year-old',
    person: requestPerson(p),
    html: html(f),
    issues: ['exam too old'],
    data: { exam_date: exam, clearance: 'cleared' },
    note: `examined on the ${f.day} day of ${f.month}, 20${f.yy} (${exam}), more than 365 days before valid_on; the applicant's release (${f.appDate}) and the RECEIVED stamp (${f.received}) are this month, which does not renew the examination`,
    rendering: 'photo',
  });

  // 5 — IS struck: not able to perform the duties
  p = k.person();
  exam = addDays('2026-09-08', rng.int(0, 50));
  f = make(p, {
    exam,
    outcome: 'not',
    ring: true,
    nextDue: '',
    remarks: rng.pick([
      'BP 184/112 today, recheck in 2 wks. Not able to work until cleared by cardiology.',
      'Healing L wrist fracture — no patient handling. Re-evaluate after ortho f/u.',
    ]),
  });
  out.push({
    key: 'is-struck-not-able',
    person: requestPerson(p),
    html: html(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared' },
    note: 'the printed IS is struck through and IS NOT is ringed; the remarks give the reason. The clinician left WITHOUT / WITH RESTRICTIONS unmarked, as they do not apply',
    rendering: 'text_pdf',
  });

  // 6 — named in print and by the office stamp, never signed
  p = k.person();
  exam = addDays('2026-08-17', rng.int(0, 70));
  f = make(p, { exam, outcome: 'cleared', signed: false, remarks: 'None' });
  out.push({
    key: 'stamped-not-signed',
    person: requestPerson(p),
    html: html(f),
    issues: ['missing examiner signature'],
    data: {
      exam_date: exam,
      clearance: 'cleared',
      'examiner.name': f.ex.name,
      'examiner.signature': 'not_present',
    },
    note: `the clinician's name is written in the first blank and appears on the office stamp, and the license no. and date signed are filled in, but the signature line is empty; the applicant's signature in the release is not the examiner's`,
    rendering: 'scanned_pdf',
  });
  return out;
}
