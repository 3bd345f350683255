// Two pages scanned together from a food-safety training company's in-person class. Page 1 is the paper exam
// SCORE SHEET the instructor graded: a class block filled by hand (class date, location, instructor and ID, exam
// form and language ringed), candidate boxes (Last / First / MI, employer, phone), a 40-question bubble grid with the
// candidate's pencil marks and red crosses beside the missed items, a red score box (correct / 40, percent, pass mark,
// PASS / FAIL ringed, graded by, date graded) and an office-use strip with a registry entry date. Page 2 is the
// certificate itself, where the deciding details are: program title, holder name, score, then a grid of Certificate
// No. / Date of Issue / Expiration Date (or a printed "valid for three (3) years from the date of issue") /
// Jurisdiction, the approval or accreditation statement, two signatures, a seal, and a verify line with the print
// date. The class date on page 1 and the issue date on page 2 differ by a few days.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, HANDS, hand, INKS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r16_training_co_score_sheet_then_certificate',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page scan from a food-safety training company: p1 the instructor-graded exam score sheet (class date, location, instructor ID, exam form and language ringed, Last / First / MI boxes by hand, 40-question bubble grid with red crosses, red score box with PASS / FAIL ringed and a date graded, office-use registry date); p2 the certificate with program, holder, score and a Certificate No. / Date of Issue / Expiration Date / Jurisdiction grid, approval statement, signatures, seal and print date; California food handler card, Illinois certificate "valid three years" without a printed end, Certified Food Protection Manager (5 years), an expired card, a blank certificate number, an Illinois certificate for a California-only client',
};

const COMPANIES = [
  {
    name: 'Golden Ladle Food Safety Training, Inc.',
    short: 'GL',
    addr: '3120 Copperfield Dr, Fresno, CA 93721 · (559) 555-0186',
    web: 'goldenladle-training.com/verify',
    color: '#9a5b00',
    shape: 'circle',
    director: 'Marguerite Okonkwo-Bell',
  },
  {
    name: 'Prairie Table Food Safety Academy',
    short: 'PT',
    addr: '77 Grange Hall Rd, Springfield, IL 62704 · (217) 555-0133',
    web: 'prairietable-academy.com/certs',
    color: '#2b5d34',
    shape: 'square',
    director: 'Harold Vanterpool',
  },
  {
    name: 'SafeServe Partners Training Group',
    short: 'SP',
    addr: '940 Lindell Blvd, Suite 12, Aurora, CO 80012 · (303) 555-0167',
    web: 'safeservepartners-training.com/lookup',
    color: '#1d4e89',
    shape: 'shield',
    director: 'Rosalyn Trujillo-Meade',
  },
];
const PROGRAMS = {
  ca: {
    title: 'California Food Handler Card',
    course: 'California Food Handler Training Course',
    jur: 'State of California',
    approval:
      'Issued by an ANAB-accredited food handler training provider under ASTM E2659 (accreditation no. 0927), meeting California Health & Safety Code § 113948. Valid in all California counties except where a local program applies.',
    kind: 'handler',
    years: 3,
  },
  il: {
    title: 'Illinois Food Handler Training Certificate',
    course: 'Illinois Food Handler Training',
    jur: 'State of Illinois',
    approval:
      'Training program approved by the Illinois Department of Public Health (program no. FH-1183) and ANAB-accredited. Retain at the place of employment.',
    kind: 'handler',
    years: 3,
  },
  mgr: {
    title: 'Certified Food Protection Manager',
    course: 'Food Protection Manager Certification Examination',
    jur: 'United States (ANAB-CFP)',
    approval:
      'Examination accredited by the ANSI National Accreditation Board (ANAB) to the Conference for Food Protection Standards. Certification valid five (5) years.',
    kind: 'manager',
    years: 5,
  },
};
const INSTRUCTORS = [
  ['Dolores Achterberg', 'INS-0417'],
  ['Kwabena Frimpong', 'INS-2290'],
  ['Lucille Marchetti', 'INS-0863'],
  ['Tobias Renwick', 'INS-1574'],
];
const LOCATIONS = [
  'Harmon Blvd Bistro — back dining room',
  'Community Center rm 2, 400 Sycamore Ln',
  'Store #31 training room',
  'Millbrook Pkwy Commissary, 2nd fl.',
];
const EMPLOYERS = [
  'Larkspur Grill',
  'Old Quarry Diner',
  'Tamarack Catering Co.',
  'Bellwether Café',
  'Pioneer Way Deli',
];
const LEGIBLE = HANDS.filter((h) => h !== 'Breip');
const RED = '#c0262d';

function bubbles(f) {
  const cols = [0, 1, 2, 3].map((c) => {
    const rows = [];
    for (let r = 0; r < 10; r++) {
      const q = c * 10 + r;
      const wrong = f.wrong.has(q);
      const ans = f.answers[q];
      const cells = ['A', 'B', 'C', 'D']
        .map((l, i) => `<span class="bb${i === ans ? ' on' : ''}">${l}</span>`)
        .join('');
      rows.push(
        `<div class="qr"><span class="qx">${wrong ? `<span style="color:${RED};font-family:${f.hand}">✗</span>` : ''}</span><span class="qn">${q + 1}.</span>${cells}</div>`,
      );
    }
    return `<div class="qc">${rows.join('')}</div>`;
  });
  return `<div class="grid">${cols.join('')}</div>`;
}

function ringed(list, chosen, ink) {
  return list
    .map((o) =>
      o === chosen
        ? `<span class="rg">${esc(o)}<i style="border-color:${ink}"></i></span>`
        : `<span class="nr">${esc(o)}</span>`,
    )
    .join(' ');
}

function render(f) {
  const C = f.co;
  const P = PROGRAMS[f.prog];
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, ...o });
  const R = (t, o = {}) => hand(t, { font: f.hand, ink: RED, ...o });
  const pct = Math.round((f.correct / 40) * 100);
  const p1 = `<div class="pg pb">
   <div class="hd" style="border-color:${C.color}">${logo({ initials: C.short, color: C.color, shape: C.shape, size: 40 })}
    <div class="hn"><div class="cn" style="color:${C.color}">${esc(C.name)}</div><div class="ca">${esc(C.addr)}</div></div>
    <div class="ht">EXAMINATION<br>SCORE SHEET</div></div>
   <div class="sub">${esc(P.course)} · Instructor-graded paper examination · Use No. 2 pencil, fill one bubble per question</div>
   <table class="fm">
    <tr><td><span class="l">Class date</span>${H(fmt(f.classDate, f.hds))}</td><td colspan="2"><span class="l">Class location</span>${H(f.location)}</td></tr>
    <tr><td><span class="l">Instructor / proctor</span>${H(f.instr[0])}</td><td><span class="l">Instructor ID</span>${H(f.instr[1])}</td>
     <td><span class="l">Exam form &nbsp;·&nbsp; Language</span><span class="opt">${ringed(['A', 'B', 'C'], f.form, f.ink)} &nbsp;·&nbsp; ${ringed(['English', 'Español'], 'English', f.ink)}</span></td></tr>
   </table>
   <div class="cap">CANDIDATE (print clearly)</div>
   <table class="fm">
    <tr><td style="width:38%"><span class="l">Last name</span>${H(f.sheetLast, { size: '1.25em' })}</td><td style="width:38%"><span class="l">First name</span>${H(f.sheetFirst, { size: '1.25em' })}</td><td><span class="l">M.I.</span>${H(f.sheetMi, { size: '1.25em' })}</td></tr>
    <tr><td><span class="l">Employer</span>${H(f.employer)}</td><td><span class="l">Phone</span>${H(f.phone)}</td><td><span class="l">Answer sheet serial</span><span class="ser">${esc(f.serial)}</span></td></tr>
   </table>
   <div class="cap">ANSWERS</div>
   ${bubbles(f)}
   <div class="sc">
    <div class="scb" style="border-color:${RED}">
     <div class="scl" style="color:${RED}">FOR INSTRUCTOR USE — SCORE</div>
     <div>Correct: ${R(String(f.correct), { size: '1.5em' })} / 40 &nbsp;&nbsp; Score: ${R(pct + ' %', { size: '1.5em' })}</div>
     <div class="pm">Passing score 70 % (28 of 40)</div>
     <div class="res">RESULT: &nbsp;${ringed(['PASS', 'FAIL'], 'PASS', RED)}</div>
     <div>Graded by: ${R(
       f.instr[0]
         .split(' ')
         .map((x) => x[0])
         .join(''),
     )} &nbsp;&nbsp; Date graded: ${R(fmt(f.graded, 'us_nz'))}</div>
    </div>
    <div class="ofc"><div class="scl">OFFICE USE</div>
     <div>Entered in learner registry: ${H(fmt(f.registry, 'us_nz'), { size: '1em' })} &nbsp; by ${H(f.clerk, { size: '1em' })}</div>
     <div>Certificate printed and mailed to candidate / employer — see certificate.</div></div>
   </div>
   <div class="att">I completed this examination without assistance and understand that my score and certificate will be recorded with ${esc(C.name)}.
    <div class="atl"><span>Candidate signature ${sig(f.candSig, { font: f.sig2, ink: f.candInk, size: '1.7em', rot: -2 })}</span><span>Date ${H(fmt(f.classDate, f.hds))}</span></div></div>
   <div class="ft"><span>Form FH-EX-2 · rev. 01/2025</span><span>Page 1 of 2</span></div>
  </div>`;
  const expCell = f.noEnd
    ? `<div class="v sm">Valid for three (3) years from the date of issue</div>`
    : `<div class="v">${esc(fmt(f.exp, f.cds))}</div>`;
  const p2 = `<div class="pg cert" style="border-color:${C.color}">
   <div class="ci" style="border-color:${C.color}">
    <div class="ctop">${logo({ initials: C.short, color: C.color, shape: C.shape, size: 52 })}<div class="cco" style="color:${C.color}">${esc(C.name)}</div></div>
    <div class="ctt">${P.kind === 'manager' ? 'CERTIFICATION' : 'CERTIFICATE OF ACHIEVEMENT'}</div>
    <div class="cpr" style="color:${C.color}">${esc(P.title)}</div>
    <div class="cth">This is to certify that</div>
    <div class="cnm">${esc(f.certName)}</div>
    <div class="cth">has completed the ${esc(P.course)} and passed the examination with a score of ${pct}&nbsp;%.</div>
    <table class="cg"><tr>
     <td><div class="k">Certificate No.</div><div class="v">${f.certId ? esc(f.certId) : '&nbsp;'}</div></td>
     <td><div class="k">Date of Issue</div><div class="v">${esc(fmt(f.issue, f.cds))}</div></td>
     <td><div class="k">Expiration Date</div>${expCell}</td>
     <td><div class="k">Jurisdiction</div><div class="v sm">${esc(P.jur)}</div></td></tr></table>
    <div class="apv">${esc(P.approval)}</div>
    <div class="sigs">
     <div><div class="sgl">${sig(C.director, { font: f.sig, ink: '#1b1b1b', size: '1.55em' })}</div><div class="sgc">${esc(C.director)}, Program Director</div></div>
     <div class="sealc">${seal({ text: `${C.name.toUpperCase()} · `, inner: '✔', color: C.color, size: 96 })}</div>
     <div><div class="sgl">${sig(f.instr[0], { font: f.sig2, ink: f.ink, size: '1.55em' })}</div><div class="sgc">${esc(f.instr[0])}, Instructor ${esc(f.instr[1])}</div></div>
    </div>
    <div class="hold">The holder must keep this certificate available for inspection at the place of employment. This certificate is issued to the named individual and is not transferable.</div>
    <div class="vf">Verify this certificate at ${esc(C.web)} with the certificate number. Printed ${esc(fmt(f.printed, 'us'))}. Keep the original; employers should keep a copy on file. &nbsp;·&nbsp; Page 2 of 2</div>
   </div>
  </div>`;
  return page({
    title: 'Score sheet and certificate',
    size: 'letter',
    margin: '0.45in',
    font: f.font,
    body: p1 + p2,
    css: `
    body { font-size:9.5pt; }
    .hand { -webkit-text-stroke:0.25px currentColor; }
    .pg { height:10.05in; position:relative; }
    .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid; padding-bottom:5px; }
    .hn { flex:1; } .cn { font-size:14pt; font-weight:bold; } .ca { font-size:8pt; color:#444; }
    .ht { font-size:12pt; font-weight:bold; text-align:right; letter-spacing:.5px; }
    .sub { font-size:8pt; color:#333; margin:4px 0 6px; }
    table.fm { width:100%; } table.fm td { border:1px solid #333; padding:2px 6px 4px; height:0.46in; vertical-align:top; }
    .l { display:block; font-size:7pt; color:#444; } .ser { font-family:${FONTS.mono}; color:#b3261e; font-size:11pt; }
    .cap { font-size:8pt; font-weight:bold; background:#e6e6e6; padding:2px 6px; margin-top:8px; border:1px solid #333; border-bottom:none; }
    .grid { display:flex; border:1px solid #333; padding:5px 4px; }
    .qc { flex:1; } .qr { display:flex; align-items:center; height:0.25in; font-size:8.5pt; }
    .qx { width:0.18in; font-size:13pt; text-align:center; } .qn { width:0.28in; text-align:right; margin-right:5px; }
    .bb { display:inline-block; width:0.19in; height:0.19in; border:1px solid #555; border-radius:50%; font-size:6.5pt; text-align:center; line-height:0.18in; margin-right:3px; color:#555; }
    .bb.on { background:#3a3a3a; color:#3a3a3a; }
    .opt { font-size:10.5pt; display:block; margin-top:5px; }
    .att { margin-top:14px; font-size:8.5pt; border-top:1px solid #999; padding-top:6px; } .atl { display:flex; justify-content:space-between; margin-top:10px; width:80%; }
    .rg { position:relative; display:inline-block; padding:0 4px; } .rg i { position:absolute; left:-4px; right:-4px; top:-4px; bottom:-4px; border:2px solid; border-radius:50%; transform:rotate(-6deg); }
    .nr { display:inline-block; padding:0 4px; }
    .sc { display:flex; gap:12px; margin-top:10px; }
    .scb { border:2px solid; padding:6px 10px; width:58%; line-height:2.1; } .scl { font-size:8pt; font-weight:bold; }
    .pm { font-size:8pt; color:#333; line-height:1.2; } .res { font-weight:bold; font-size:11pt; }
    .ofc { border:1px dashed #666; padding:6px 10px; flex:1; font-size:8.5pt; line-height:1.7; }
    .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7.5pt; color:#555; border-top:1px solid #999; padding-top:2px; }
    .cert { border:6px double; padding:0.16in; }
    .ci { border:1.5px solid; height:100%; padding:0.45in 0.45in 0.3in; text-align:center; font-family:${FONTS.serif}; }
    .ctop { display:flex; flex-direction:column; align-items:center; gap:4px; } .cco { font-size:14pt; font-weight:bold; font-family:${f.font}; }
    .ctt { font-size:26pt; letter-spacing:2px; margin-top:30px; } .cpr { font-size:17pt; font-weight:bold; margin-top:4px; }
    .cth { font-size:11.5pt; margin-top:22px; font-style:italic; } .cnm { font-size:24pt; font-weight:bold; margin-top:10px; border-bottom:1px solid #555; display:inline-block; padding:0 20px; }
    table.cg { width:100%; margin-top:40px; font-family:${f.font}; } table.cg td { border:1px solid #666; padding:6px 6px; vertical-align:top; width:25%; }
    .k { font-size:8pt; color:#444; text-transform:uppercase; letter-spacing:.4px; } .v { font-size:12pt; font-weight:bold; margin-top:3px; } .v.sm { font-size:9.5pt; }
    .apv { font-size:9pt; margin-top:22px; font-family:${f.font}; color:#333; }
    .sigs { display:flex; justify-content:space-between; align-items:flex-end; margin-top:44px; }
    .sigs > div:not(.sealc) { width:2.45in; } .sgl { border-bottom:1px solid #333; height:0.5in; overflow:hidden; white-space:nowrap; } .sgc { font-size:8.5pt; font-family:${f.font}; margin-top:2px; }
    .vf { font-size:8pt; margin-top:26px; color:#444; font-family:${f.font}; }
    .hold { font-size:9pt; font-style:italic; color:#333; margin-top:36px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, prog, issue, o = {}) => {
    const P = PROGRAMS[prog];
    const classDate = addDays(issue, -rng.int(1, 4));
    const correct = rng.int(31, 38);
    const all = rng.shuffle([...Array(40).keys()]);
    return {
      prog,
      co: o.co || (prog === 'il' ? COMPANIES[1] : prog === 'ca' ? COMPANIES[0] : COMPANIES[2]),
      issue,
      exp: addYears(issue, P.years),
      noEnd: !!o.noEnd,
      classDate,
      graded: addDays(classDate, rng.int(0, 1)),
      registry: issue,
      printed: addDays(issue, rng.int(1, 6)),
      correct,
      wrong: new Set(all.slice(0, 40 - correct)),
      answers: Array.from({ length: 40 }, () => rng.int(0, 3)),
      form: rng.pick(['A', 'B', 'C']),
      instr: rng.pick(INSTRUCTORS),
      location: rng.pick(LOCATIONS),
      employer: rng.pick(EMPLOYERS),
      phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
      serial: `No. ${rng.digits(6)}`,
      clerk: rng.pick(['mt', 'JR', 'dv', 'KL']),
      candSig: nameAs(p, 'first_last'),
      candInk: rng.pick(['#333', '#2a2a6a']),
      sheetLast: o.sheetLast || p.last.toUpperCase(),
      sheetFirst: o.sheetFirst || (o.nickOnSheet && p.nick ? p.nick : p.first),
      sheetMi: p.middle ? p.middle[0] : '',
      certName: o.certName || nameAs(p, rng.pick(['full', 'first_mi_last', 'first_last'])),
      certId: o.noId
        ? ''
        : prog === 'mgr'
          ? `${rng.digits(8)}`
          : `${prog.toUpperCase()}-${rng.digits(3)}-${rng.digits(5)}`,
      cds: o.cds || rng.pick(['long', 'us', 'mon']),
      hds: rng.pick(['us_nz', 'us_short']),
      hand: rng.pick(LEGIBLE),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      sig2: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato, FONTS.open]),
    };
  };
  const full = (f) => ({
    'certificate.id': f.certId,
    'certificate.issue_date': f.issue,
    'certificate.expiration_date': f.exp,
    'certificate.kind': PROGRAMS[f.prog].kind,
  });
  const note = (f) =>
    `p2 certificate: issued ${f.issue}, ${f.noEnd ? `no printed end (issue + 3 years = ${f.exp})` : `expires ${f.exp}`}; p1 class date ${f.classDate}, graded ${f.graded} and the print date ${f.printed} are not the issue date`;
  const out = [];

  // 1. California food handler card
  let p = k.person();
  let f = mk(p, 'ca', addDays('2024-06-03', rng.int(0, 820)));
  out.push({
    key: 'california-card-certificate-on-page-two',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: note(f),
    rendering: 'scanned_pdf',
  });

  // 2. Illinois certificate without a printed end
  p = k.person();
  f = mk(p, 'il', addDays('2024-02-05', rng.int(0, 900)), { noEnd: true, nickOnSheet: true });
  out.push({
    key: 'illinois-certificate-valid-three-years-no-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; the candidate wrote ${f.sheetFirst} on the score sheet`,
    rendering: rng.pick(['scanned_pdf', 'text_pdf']),
  });

  // 3. Certified Food Protection Manager, five years
  p = k.person();
  f = mk(p, 'mgr', addDays('2022-01-10', rng.int(0, 1500)));
  out.push({
    key: 'food-protection-manager-five-years',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; manager certification, five years`,
    rendering: 'scanned_pdf',
  });

  // 4. expired California card
  p = k.person();
  f = mk(p, 'ca', addDays('2022-03-07', rng.int(0, 480)));
  out.push({
    key: 'california-card-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.issue, 'certificate.expiration_date': f.exp },
    note: `${note(f)}; expired before 2026-11-21`,
    rendering: 'scanned_pdf',
  });

  // 5. certificate number left blank
  p = k.person();
  f = mk(p, 'ca', addDays('2025-01-13', rng.int(0, 560)), { noId: true });
  out.push({
    key: 'certificate-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: {
      'certificate.issue_date': f.issue,
      'certificate.expiration_date': f.exp,
      ...personData('match', null),
    },
    note: `${note(f)}; the Certificate No. cell on p2 is empty; the answer sheet serial (${f.serial}) and instructor ID on p1 are not certificate numbers`,
    rendering: rng.pick(['text_pdf', 'scanned_pdf']),
  });

  // 6. Illinois certificate, client accepts California only
  p = k.person();
  f = mk(p, 'il', addDays('2024-08-05', rng.int(0, 700)));
  out.push({
    key: 'illinois-certificate-client-accepts-california',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.certId, 'certificate.expiration_date': f.exp, ...personData('match', null) },
    note: `${note(f)}; a current Illinois (IDPH-approved) certificate; the client accepts California only`,
    rendering: 'scanned_pdf',
  });
  return out;
}
