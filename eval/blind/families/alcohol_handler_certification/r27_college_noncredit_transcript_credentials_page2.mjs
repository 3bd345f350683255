// A community college's continuing-education (noncredit) academic record, printed by the student from the college's
// self-service site or mailed by the registrar, that a bartender or banquet server uploads as proof of alcohol
// training. Page 1 is the transcript proper: the college and its workforce division, a STUDENT COPY watermark, a
// student block (LAST, FIRST MIDDLE, preferred name, college ID, date of birth, program of study and its completion
// month, advisor), then terms as shaded bands with their own term dates and, under each, course rows (course code,
// title, section, class dates as M/D/YY ranges, instructor, contact hours, CEUs, grade S / U / W / IP) — the alcohol
// course is one row among front-of-house service, mixology, food safety and OSHA courses, and its class dates are not
// the certification. Page 2 carries the deciding table, "Industry-recognized credentials & third-party certifications
// recorded": credential, awarding body, state, credential no., date earned, valid through, and the source of the entry
// (provider report or student copy, with its own date), then a grading key, a note on how validity is set, the
// registrar's signature and seal, and a printed-on line. Variants: a TIPS On-Premise certification with its end
// printed beside a food handler card and an OSHA card; a Texas TABC seller-server certificate whose valid-through cell
// is a dash pointing to a footnote (TABC: two years); an expired TIPS row from 2021 above a current ServSafe Alcohol
// row; an Arizona Title 4 certificate that ran out in 2025 while the renewal class on page 1 is still "IP"; a ServSafe
// Alcohol exam passed whose credential number is "PENDING"; a current Illinois BASSET certificate for a Wisconsin-only
// client.
import { addDays, addYears, fmt, nameAs, personData, requestPerson, street } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r27_college_noncredit_transcript_credentials_page2',
  split: 'blind',
  multipage: true,
  description:
    'Two-page community college continuing-education (noncredit) academic record, student copy: p1 college / workforce-division header, STUDENT COPY watermark, student block (LAST, FIRST MIDDLE, preferred name, college ID, DOB, program of study with completion month, advisor), shaded term bands with term dates and course rows (code, title, section, M/D/YY class-date ranges, instructor, contact hours, CEUs, grade S / U / W / IP) where the alcohol course is one row among service, mixology, food-safety and OSHA courses; p2 "Industry-recognized credentials & third-party certifications recorded" table (credential, awarding body, state, credential no., date earned, valid through, source of entry with its own date), grading key, validity note, registrar signature and seal, printed-on line; variants TIPS On-Premise with its end printed beside food and OSHA cards, Texas TABC seller-server with a dash and footnote for valid-through, an expired 2021 TIPS row above a current ServSafe Alcohol row, an Arizona Title 4 certificate expired in 2025 with the renewal class still IP on p1, ServSafe Alcohol exam passed with credential no. PENDING, a current Illinois BASSET certificate for a Wisconsin-only client',
};

const COLLEGES = {
  GA: {
    name: 'Altamaha Coastal Technical College',
    div: 'Economic Development & Continuing Education',
    city: ['Savannah', 'GA', '31401'],
    color: '#0f4c5c',
    initials: 'AC',
    registrar: 'Denise L. Marchbanks',
  },
  TX: {
    name: 'Mesquite Valley College',
    div: 'Workforce & Continuing Education',
    city: ['El Paso', 'TX', '79902'],
    color: '#7a2e0e',
    initials: 'MV',
    registrar: 'Ruben A. Carrasco',
  },
  OH: {
    name: 'Great Miami Valley Community College',
    div: 'Center for Workforce Development',
    city: ['Dayton', 'OH', '45459'],
    color: '#2d3a8c',
    initials: 'GM',
    registrar: 'Paula J. Oberholtzer',
  },
  AZ: {
    name: 'Saguaro Pass Community College',
    div: 'Community & Corporate Learning',
    city: ['Mesa', 'AZ', '85201'],
    color: '#9c3d1b',
    initials: 'SP',
    registrar: 'Victor M. Ybarra',
  },
  NC: {
    name: 'Piedmont Crossing Community College',
    div: 'Continuing Education — Hospitality Careers',
    city: ['Raleigh', 'NC', '27603'],
    color: '#1f5f2e',
    initials: 'PC',
    registrar: 'Dr. Lorraine B. Pettiford',
  },
  IL: {
    name: 'Prairie Bend Community College',
    div: 'Workforce Institute — Noncredit Programs',
    city: ['Springfield', 'IL', '62704'],
    color: '#4a2168',
    initials: 'PB',
    registrar: 'Gregory T. Haskins',
  },
};

const INSTRUCTORS = [
  'D. Okonkwo',
  'M. Lindgren',
  'R. Castañeda',
  'T. Boudreaux',
  'S. Feldman',
  'K. Yazzie',
  'J. Ashworth',
  'P. Raman',
  'L. Dominguez',
];
const ADVISORS = ['Priya Raman', 'Curtis Wendell', 'Ana Lucía Torres', 'Howard Kim', 'Bernadette Sykes'];

const GRADE_KEY =
  'S Satisfactory / completed · U Unsatisfactory · W Withdrawn · IP In progress · AU Audit · CR Credit by exam. 1 CEU = 10 contact hours. Noncredit courses carry no quality points and are not included in any grade point average.';

function termBand(t) {
  return `<tr class="band"><td colspan="8"><b>${esc(t.name)}</b> &nbsp; <span class="sm">Term dates ${esc(t.dates)}</span><span class="sm" style="float:right">${esc(t.tag || '')}</span></td></tr>
  ${t.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.code)}</td><td>${esc(r.title)}</td><td class="c">${esc(r.sec)}</td><td>${esc(r.dates)}</td><td>${esc(r.inst)}</td><td class="c">${esc(r.hrs)}</td><td class="c">${esc(r.ceu)}</td><td class="c"><b>${esc(r.grade)}</b></td></tr>`,
    )
    .join('')}
  <tr class="tot"><td colspan="5" style="text-align:right">Term totals</td><td class="c">${t.rows.reduce((s, r) => s + (r.grade === 'W' || r.grade === 'IP' ? 0 : r.hrs), 0)}</td><td class="c">${(t.rows.reduce((s, r) => s + (r.grade === 'W' || r.grade === 'IP' ? 0 : r.hrs), 0) / 10).toFixed(1)}</td><td></td></tr>`;
}

function render(f) {
  const col = f.college;
  const head = (small) =>
    `<div class="hd"><div style="display:flex;align-items:center;gap:10px">${logo({ initials: col.initials, color: col.color, shape: 'shield', size: small ? 34 : 46 })}
     <div><div style="font-size:${small ? 11 : 14}pt;font-weight:bold;color:${col.color}">${esc(col.name)}</div>
     <div class="sm">${esc(col.div)} · Office of the Registrar, Noncredit Records · ${esc(f.addr)}, ${esc(col.city.join(' ').replace(/ (\w\w) /, ', $1 '))}</div></div></div>
     <div style="text-align:right;white-space:nowrap;margin-left:10px" class="sm">${small ? `Page 2 of 2` : `Page 1 of 2`}<br>Record no. ${esc(f.recNo)}</div></div>`;
  const wm = `<div class="wm">STUDENT COPY</div>`;
  const p1 = `<div class="pb pg">${wm}${head(false)}
  <div class="title">ACADEMIC RECORD — CONTINUING EDUCATION (NONCREDIT)</div>
  <div class="sub">Student copy · issued to the student · not an official transcript for transfer of credit</div>
  <table class="stu">
   <tr><td class="l">Student</td><td><b>${esc(f.nameFull)}</b></td><td class="l">College ID</td><td>${esc(f.studentId)}</td></tr>
   <tr><td class="l">Preferred name</td><td>${esc(f.preferred)}</td><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
   <tr><td class="l">Mailing address</td><td>${esc(f.home)}</td><td class="l">Record requested</td><td>${esc(f.requested)}</td></tr>
   <tr><td class="l">Program of study</td><td>${esc(f.program)}</td><td class="l">Program status</td><td>${esc(f.programStatus)}</td></tr>
   <tr><td class="l">Advisor</td><td>${esc(f.advisor)}</td><td class="l">Holds</td><td>None</td></tr>
  </table>
  <table class="crs">
   <tr class="th"><td style="width:11%">Course</td><td style="width:31%">Title</td><td class="c" style="width:6%">Sect.</td><td style="width:17%">Class dates</td><td style="width:13%">Instructor</td><td class="c" style="width:7%">Cont. hrs</td><td class="c" style="width:6%">CEU</td><td class="c" style="width:9%">Grade</td></tr>
   ${f.terms.map(termBand).join('')}
  </table>
  <div class="sm" style="margin-top:6px">Cumulative noncredit contact hours: <b>${f.cumHrs}</b> · CEUs: <b>${(f.cumHrs / 10).toFixed(1)}</b> · Credentials recorded: see page 2.</div>
  <div class="foot"><span>Printed ${esc(f.printed)} · WEBSTU self-service</span><span>${esc(f.nameLastFirst)} · ID ${esc(f.studentId)}</span><span>Page 1 of 2</span></div>
  </div>`;
  const p2 = `<div class="pg">${wm}${head(true)}
  <div class="sm" style="margin:4px 0 10px">Student: <b>${esc(f.nameLastFirst)}</b> · College ID ${esc(f.studentId)} · Program: ${esc(f.program)}</div>
  <div class="sec">INDUSTRY-RECOGNIZED CREDENTIALS &amp; THIRD-PARTY CERTIFICATIONS RECORDED</div>
  <table class="cred">
   <tr class="th"><td style="width:19%">Credential / exam</td><td style="width:22%">Awarding body</td><td class="c" style="width:6%">State</td><td style="width:13%">Credential no.</td><td style="width:11%">Date earned</td><td style="width:11%">Valid through</td><td style="width:18%">Source of entry</td></tr>
   ${f.creds
     .map(
       (c) =>
         `<tr><td><b>${esc(c.name)}</b>${c.sub ? `<br><span class="sm">${esc(c.sub)}</span>` : ''}</td><td>${esc(c.body)}</td><td class="c">${esc(c.st)}</td><td>${c.no}</td><td>${esc(c.earned)}</td><td>${c.thru}</td><td class="sm">${esc(c.src)}</td></tr>`,
     )
     .join('')}
  </table>
  ${f.footnote ? `<div class="sm" style="margin-top:4px">${esc(f.footnote)}</div>` : ''}
  <div class="sec" style="margin-top:16px">GRADING KEY</div>
  <div class="sm" style="line-height:1.45">${esc(GRADE_KEY)}</div>
  <div class="sec" style="margin-top:12px">ABOUT CREDENTIALS RECORDED</div>
  <div class="sm" style="line-height:1.45">Third-party credentials are recorded as reported by the awarding body or from a copy the student presented to the division office. The college does not issue these credentials; their terms of validity are set by the awarding body or by the state agency that regulates them, and renewal is the student's responsibility. A course grade of S on page 1 shows attendance and completion of instruction only; a credential is earned only when its examination is passed.</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:26px">
   <div>${sig(col.registrar.replace(/^Dr\. /, ''), { font: f.sigFont, ink: '#1c2a5a', size: '1.9em', rot: -2 })}<div style="border-top:1px solid #333;width:2.8in;font-size:8.5pt;padding-top:2px">${esc(col.registrar)}, Registrar</div></div>
   <div>${seal({ text: `${col.initials} COLLEGE · OFFICE OF THE REGISTRAR · SEAL ·`, inner: '✦', color: col.color, size: 92 })}</div>
  </div>
  <div class="sm" style="margin-top:14px">This record is issued to the student named above. Any alteration or erasure voids this record. To request an official record sent directly to an employer, use the records request form on the college website.</div>
  <div class="foot"><span>Printed ${esc(f.printed)} · WEBSTU self-service</span><span>${esc(f.nameLastFirst)} · ID ${esc(f.studentId)}</span><span>Page 2 of 2</span></div>
  </div>`;
  const css = `
  .pg { position:relative; height:9.95in; overflow:hidden; }
  .wm { position:absolute; top:4.2in; left:0.6in; width:6.3in; text-align:center; transform:rotate(-28deg); font-size:46pt; font-weight:bold; color:rgba(0,0,0,0.055); letter-spacing:4px; white-space:nowrap; }
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid ${col.color}; padding-bottom:6px; }
  .sm { font-size:8pt; color:#333; }
  .title { text-align:center; font-size:13pt; font-weight:bold; margin-top:10px; letter-spacing:0.5px; }
  .sub { text-align:center; font-size:8.5pt; font-style:italic; margin-bottom:8px; }
  .stu { width:100%; font-size:9pt; border:1px solid #888; margin-bottom:10px; }
  .stu td { padding:3px 6px; border-bottom:1px solid #ddd; }
  .stu td.l { color:#555; width:17%; white-space:nowrap; }
  .crs, .cred { width:100%; font-size:8.6pt; }
  .crs td, .cred td { padding:3px 4px; border-bottom:1px solid #ccc; vertical-align:top; }
  .th td { background:#e4e6ea; font-weight:bold; font-size:8pt; border-bottom:1.5px solid #555; }
  .band td { background:#f1f1ec; border-top:1.5px solid #777; padding-top:4px; }
  .tot td { font-size:8pt; color:#444; border-bottom:none; }
  .c { text-align:center; }
  .sec { font-size:9.5pt; font-weight:bold; color:${col.color}; border-bottom:1px solid ${col.color}; margin-bottom:4px; }
  .foot { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7.5pt; color:#555; border-top:1px solid #aaa; padding-top:3px; }`;
  return page({
    title: 'Academic record',
    size: 'letter',
    margin: '0.5in',
    font: f.font,
    css,
    body: p1 + p2,
  });
}

export function cases(k) {
  const { rng } = k;
  const ds = rng.shuffle(['us', 'mil4', 'us', 'iso', 'long', 'us_nz']);
  let di = 0;
  const mk = (p, st, o) => {
    const college = COLLEGES[st];
    const inst = rng.shuffle(INSTRUCTORS);
    const styleA = rng.pick(['LAST_FIRST_MI', 'LAST_FIRST']);
    const fullName = `${p.last.toUpperCase()}, ${[p.first, p.middle].filter(Boolean).join(' ').toUpperCase()}`;
    return {
      college,
      addr: street(rng),
      recNo: `NC-${rng.digits(7)}`,
      nameFull: fullName,
      nameLastFirst: nameAs(p, styleA === 'LAST_FIRST' ? 'last_first' : 'last_first_mi'),
      preferred: p.nick || '—',
      studentId: `${rng.pick(['A', 'S', '900'])}${rng.digits(7)}`,
      dob: fmt(p.dob, 'us'),
      home: `${street(rng)}, ${college.city[0]}, ${college.city[1]}`,
      requested: fmt(addDays('2026-11-02', rng.int(0, 12)), 'us'),
      printed: `${fmt(addDays('2026-11-02', rng.int(0, 14)), 'us')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      advisor: rng.pick(ADVISORS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      sigFont: rng.pick(SIGS),
      inst,
      ds: ds[di++ % ds.length],
      ...o,
    };
  };
  const cumHrs = (terms) =>
    terms.reduce(
      (s, t) => s + t.rows.reduce((a, r) => a + (r.grade === 'W' || r.grade === 'IP' ? 0 : r.hrs), 0),
      0,
    );
  const short = (a, b) => (a === b ? fmt(a, 'us_short') : `${fmt(a, 'us_short')}–${fmt(b, 'us_short')}`);
  // a term: name, its start/end and course rows
  const term = (name, start, end, rows, tag) => ({
    name,
    dates: `${fmt(start, 'us')} – ${fmt(end, 'us')}`,
    rows,
    tag,
  });
  const course = (f, code, title, start, days, hrs, grade, i) => ({
    code,
    title,
    sec: `${rng.pick(['N', 'W', 'E'])}${rng.int(1, 9)}${rng.int(0, 9)}`,
    dates: short(start, addDays(start, days)),
    inst: f.inst[i % f.inst.length],
    hrs,
    ceu: (hrs / 10).toFixed(1),
    grade,
  });
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    ...(issue ? { 'certificate.issue_date': issue } : {}),
    ...(exp ? { 'certificate.expiration_date': exp } : {}),
  });
  const firstState = rng.pick(['GA', 'NC']);
  const out = [];

  // 1 — TIPS On-Premise, valid-through printed, beside a food handler card and an OSHA 10 card
  {
    const p = k.person();
    const earned = addDays('2024-09-09', rng.int(0, 400));
    const exp = addYears(earned, 3);
    const no = rng.digits(7);
    const f = mk(p, firstState, {
      program: 'Hospitality & Beverage Service Certificate (noncredit, 96 contact hours)',
    });
    const t1s = addDays(earned, -rng.int(40, 70));
    const t1 = term(
      `${earned.slice(5, 7) <= '05' ? 'Spring' : earned.slice(5, 7) <= '08' ? 'Summer' : 'Fall'} ${earned.slice(0, 4)}`,
      t1s,
      addDays(t1s, 105),
      [
        course(f, 'HOSP-0104', 'Front-of-House Service Fundamentals', addDays(t1s, 7), 25, 24, 'S', 0),
        course(f, 'CULN-0110', 'Food Safety — Food Handler (ServSafe)', addDays(t1s, 14), 0, 8, 'S', 1),
        course(f, 'BART-0120', 'Bartending I — Mixology & Bar Setup', addDays(t1s, 21), 32, 32, 'S', 2),
        course(
          f,
          'HOSP-0131',
          'Responsible Alcohol Service (TIPS On-Premise)',
          addDays(earned, -1),
          1,
          6,
          'S',
          3,
        ),
      ],
    );
    const t0s = addDays(t1s, -120);
    const t0 = term(`Term ${t0s.slice(0, 4)}-${rng.int(1, 3)}`, t0s, addDays(t0s, 100), [
      course(f, 'SAFE-0100', 'OSHA 10-Hour General Industry', addDays(t0s, 20), 3, 10, 'S', 4),
      course(f, 'CUST-0101', 'Customer Service Excellence', addDays(t0s, 35), 14, 16, 'S', 5),
    ]);
    f.terms = [t0, t1];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = `Completed ${fmt(addDays(t1s, 105), 'mon_yyyy')}`;
    const foodNo = rng.digits(8);
    f.creds = [
      {
        name: 'OSHA 10-Hour — General Industry',
        body: 'U.S. Dept. of Labor (OSHA Outreach)',
        st: '—',
        no: esc(`${rng.digits(2)}-${rng.digits(9)}`),
        earned: fmt(addDays(t0s, 23), f.ds),
        thru: 'Does not expire',
        src: `Student copy, seen ${fmt(addDays(t0s, 30), 'us_short')}`,
      },
      {
        name: 'ServSafe Food Handler',
        body: 'National Restaurant Association',
        st: f.college.city[1],
        no: esc(foodNo),
        earned: fmt(addDays(t1s, 14), f.ds),
        thru: esc(fmt(addYears(addDays(t1s, 14), 3), f.ds)),
        src: `Provider report ${fmt(addDays(t1s, 20), 'us_short')}`,
      },
      {
        name: 'TIPS On-Premise',
        sub: 'Training for Intervention ProcedureS, version 3.0',
        body: 'Health Communications, Inc. (TIPS)',
        st: f.college.city[1],
        no: esc(no),
        earned: fmt(earned, f.ds),
        thru: esc(fmt(exp, f.ds)),
        src: `Provider report ${fmt(addDays(earned, rng.int(3, 12)), 'us_short')}`,
      },
    ];
    out.push({
      key: 'tips-on-premise-valid-through-printed-beside-food-card',
      rendering: 'scanned_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: [
        'document expired',
        'missing certificate id',
        'missing issue date',
        'document type mismatch',
      ],
      data: { ...data(no, earned, exp), ...personData() },
      note: `page 2 credentials table: TIPS On-Premise no. ${no}, earned ${earned}, valid through ${exp}; the ServSafe Food Handler card (${foodNo}) and the OSHA card in the same table are not alcohol credentials; the class dates of HOSP-0131 on page 1, the term dates, the program completion month and the printed / requested dates are not the certification's`,
    });
  }

  // 2 — Texas TABC seller-server, valid-through a dash with a footnote (two years)
  {
    const p = k.person();
    const earned = addDays('2025-03-03', rng.int(0, 280));
    const exp = addYears(earned, 2);
    const no = rng.digits(9);
    const school = `SS-${rng.digits(5)}`;
    const f = mk(p, 'TX', {
      program: 'Bar & Beverage Service Skills Award (noncredit, 60 contact hours)',
      footnote: `¹ Not reported by the awarding body. TABC seller-server certificates are issued by TABC-approved schools; the college's seller-server program is approved as school ${school}.`,
    });
    const t1s = addDays(earned, -rng.int(20, 50));
    f.terms = [
      term(
        `${earned.slice(5, 7) <= '05' ? 'Spring' : earned.slice(5, 7) <= '08' ? 'Summer I' : 'Fall'} ${earned.slice(0, 4)}`,
        t1s,
        addDays(t1s, 98),
        [
          course(f, 'BART-1001', 'Bartending Basics & Beverage Knowledge', addDays(t1s, 3), 26, 28, 'S', 0),
          course(f, 'HOSP-1015', 'TABC Seller-Server Training (English)', addDays(earned, 0), 0, 6, 'S', 1),
          course(f, 'HOSP-1017', 'Wine & Spirits Service', addDays(t1s, 40), 12, 12, 'W', 2),
          course(f, 'CUST-1002', 'Guest Relations for Hospitality', addDays(t1s, 44), 10, 12, 'S', 3),
        ],
        'Bar & Beverage Service Skills Award',
      ),
    ];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = `In progress (${f.cumHrs} of 60 hrs)`;
    f.creds = [
      {
        name: 'TABC Seller-Server Certificate',
        sub: 'on- and off-premise, English',
        body: 'Texas Alcoholic Beverage Commission (approved school program)',
        st: 'TX',
        no: esc(no),
        earned: fmt(earned, f.ds),
        thru: '— ¹',
        src: `TABC school upload ${fmt(addDays(earned, rng.int(1, 6)), 'us_short')}`,
      },
    ];
    out.push({
      key: 'tabc-seller-server-valid-through-dash-footnote',
      rendering: 'text_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date', 'missing issuer'],
      data: { ...data(no, earned, exp), ...personData() },
      note: `TABC seller-server certificate ${no} earned ${earned}; "Valid through" is a dash pointing to a footnote ("not reported by the awarding body") → TABC 2 years → ${exp}; the withdrawn wine course on page 1 and the program "in progress" do not affect the certificate`,
    });
  }

  // 3 — an expired 2021 TIPS row above a current ServSafe Alcohol row
  {
    const p = k.person();
    const old = addDays('2021-03-01', rng.int(0, 200));
    const oldExp = addYears(old, 3);
    const earned = addDays('2025-01-13', rng.int(0, 300));
    const exp = addYears(earned, 3);
    const oldNo = rng.digits(7);
    const no = `${rng.digits(8)}`;
    const f = mk(p, 'OH', { program: 'Professional Server Certificate (noncredit)' });
    const t0s = addDays(old, -rng.int(10, 30));
    const t1s = addDays(earned, -rng.int(10, 40));
    f.terms = [
      term(`Spring ${old.slice(0, 4)}`, t0s, addDays(t0s, 95), [
        course(f, 'HOSP-0131', 'Responsible Alcohol Service (TIPS)', old, 0, 6, 'S', 0),
        course(f, 'HOSP-0104', 'Table Service Essentials', addDays(t0s, 20), 20, 20, 'S', 1),
      ]),
      term(
        `${earned.slice(5, 7) <= '05' ? 'Spring' : earned.slice(5, 7) <= '08' ? 'Summer' : 'Fall'} ${earned.slice(0, 4)}`,
        t1s,
        addDays(t1s, 100),
        [
          course(f, 'HOSP-0135', 'ServSafe Alcohol — Primary (with proctored exam)', earned, 0, 5, 'S', 2),
          course(f, 'BART-0140', 'Craft Cocktails & Bar Management', addDays(t1s, 30), 28, 24, 'S', 3),
        ],
      ),
    ];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = `Completed ${fmt(addDays(t1s, 100), 'mon_yyyy')}`;
    f.creds = [
      {
        name: 'TIPS On-Premise',
        body: 'Health Communications, Inc. (TIPS)',
        st: 'OH',
        no: esc(oldNo),
        earned: fmt(old, f.ds),
        thru: esc(fmt(oldExp, f.ds)),
        src: `Provider report ${fmt(addDays(old, 9), 'us_short')}`,
      },
      {
        name: 'ServSafe Alcohol — Primary',
        body: 'National Restaurant Association (ServSafe)',
        st: 'OH',
        no: esc(no),
        earned: fmt(earned, f.ds),
        thru: esc(fmt(exp, f.ds)),
        src: `Provider report ${fmt(addDays(earned, rng.int(2, 10)), 'us_short')}`,
      },
    ];
    out.push({
      key: 'expired-2021-tips-row-above-current-servsafe-alcohol',
      rendering: 'scanned_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date'],
      data: { ...data(no, earned, exp), ...personData() },
      note: `two alcohol credentials on page 2: TIPS ${oldNo} (${old} – ${oldExp}, expired) and below it ServSafe Alcohol ${no} earned ${earned}, valid through ${exp}; the newer, current certificate decides`,
    });
  }

  // 4 — Arizona Title 4 expired in 2025; the renewal class on page 1 is still "IP"
  {
    const p = k.person();
    const earned = addDays('2022-02-14', rng.int(0, 330));
    const exp = addYears(earned, 3);
    const no = `T4-${rng.digits(6)}`;
    const f = mk(p, 'AZ', { program: 'Hospitality Service Skills (noncredit)' });
    const t0s = addDays(earned, -rng.int(15, 45));
    const renew = addDays('2026-12-01', rng.int(0, 9));
    const t1s = addDays('2026-10-19', rng.int(0, 7));
    f.terms = [
      term(
        `${earned.slice(5, 7) <= '05' ? 'Spring' : earned.slice(5, 7) <= '08' ? 'Summer' : 'Fall'} ${earned.slice(0, 4)}`,
        t0s,
        addDays(t0s, 110),
        [
          course(f, 'HOSP-0150', 'Title 4 Basic On-Sale Training', earned, 0, 4, 'S', 0),
          course(f, 'HOSP-0104', 'Dining Room Service', addDays(t0s, 12), 20, 18, 'S', 1),
        ],
      ),
      term(
        'Fall 2026 — Second 8 weeks',
        t1s,
        addDays(t1s, 56),
        [
          course(f, 'HOSP-0150', 'Title 4 Basic On-Sale Training (renewal)', renew, 0, 4, 'IP', 2),
          course(f, 'SAFE-0105', 'Workplace First Aid Awareness', addDays(t1s, 5), 0, 4, 'S', 3),
        ],
        'Registered ' + fmt(addDays(t1s, -20), 'us'),
      ),
    ];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = 'Active';
    f.creds = [
      {
        name: 'Title 4 Basic On-Sale Certificate',
        sub: 'Arizona liquor law training',
        body: 'Arizona Dept. of Liquor Licenses & Control — approved provider course',
        st: 'AZ',
        no: esc(no),
        earned: fmt(earned, f.ds),
        thru: esc(fmt(exp, f.ds)),
        src: `Student copy, seen ${fmt(addDays(earned, rng.int(5, 20)), 'us_short')}`,
      },
    ];
    out.push({
      key: 'arizona-title4-expired-renewal-class-in-progress',
      rendering: 'scanned_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: ['document expired'],
      forbidden: ['missing certificate id', 'missing issue date'],
      data: data(no, earned, exp),
      note: `Title 4 certificate ${no} earned ${earned}, valid through ${exp} — before 2026-11-21; the renewal class on page 1 (${renew}) is "IP" (in progress) and no new credential is recorded on page 2`,
    });
  }

  // 5 — ServSafe Alcohol exam passed, credential number PENDING
  {
    const p = k.person();
    const earned = addDays('2026-10-05', rng.int(0, 25));
    const exp = addYears(earned, 3);
    const f = mk(p, firstState === 'NC' ? 'GA' : 'NC', {
      program: 'Banquet & Catering Service Certificate (noncredit)',
    });
    const t1s = addDays('2026-08-17', rng.int(0, 10));
    f.terms = [
      term('Fall 2026', t1s, addDays(t1s, 112), [
        course(f, 'HOSP-0162', 'Banquet Service & Event Setup', addDays(t1s, 7), 28, 30, 'S', 0),
        course(
          f,
          'HOSP-0135',
          'ServSafe Alcohol — Primary (exam on final night)',
          addDays(earned, -7),
          7,
          6,
          'S',
          1,
        ),
        course(f, 'CULN-0110', 'Food Safety — Food Handler', addDays(t1s, 60), 0, 8, 'IP', 2),
      ]),
    ];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = 'In progress';
    f.creds = [
      {
        name: 'ServSafe Alcohol — Primary',
        sub: 'proctored exam, score 86%',
        body: 'National Restaurant Association (ServSafe)',
        st: f.college.city[1],
        no: '<b>PENDING</b>',
        earned: fmt(earned, f.ds),
        thru: esc(fmt(exp, f.ds)),
        src: `Proctor roster ${fmt(addDays(earned, 1), 'us_short')}; no. not yet reported`,
      },
    ];
    out.push({
      key: 'servsafe-alcohol-exam-passed-credential-no-pending',
      rendering: 'text_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing certificate id'],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...data(null, earned, exp), ...personData() },
      note: `ServSafe Alcohol exam passed ${earned}, valid through ${exp}, but the credential no. cell reads PENDING ("no. not yet reported") → missing certificate id (flagged); the record no., student ID and section numbers are not certificate numbers`,
    });
  }

  // 6 — a current Illinois BASSET certificate; the client accepts Wisconsin only
  {
    const p = k.person();
    const earned = addDays('2024-06-03', rng.int(0, 500));
    const exp = addYears(earned, 3);
    const no = rng.digits(8);
    const f = mk(p, 'IL', { program: 'Food & Beverage Service Certificate (noncredit)' });
    const t1s = addDays(earned, -rng.int(15, 40));
    f.terms = [
      term(
        `${earned.slice(5, 7) <= '05' ? 'Spring' : earned.slice(5, 7) <= '08' ? 'Summer' : 'Fall'} ${earned.slice(0, 4)}`,
        t1s,
        addDays(t1s, 100),
        [
          course(f, 'HOSP-0110', 'BASSET On-Premise Seller / Server', earned, 0, 4, 'S', 0),
          course(f, 'CULN-0112', 'Illinois Food Handler Training', addDays(t1s, 9), 0, 3, 'S', 1),
          course(f, 'HOSP-0120', 'Beverage Operations', addDays(t1s, 20), 35, 30, 'S', 2),
        ],
      ),
    ];
    f.cumHrs = cumHrs(f.terms);
    f.programStatus = `Completed ${fmt(addDays(t1s, 100), 'mon_yyyy')}`;
    f.creds = [
      {
        name: 'Illinois Food Handler',
        body: 'ANAB-accredited provider (state-approved)',
        st: 'IL',
        no: esc(`FH-${rng.digits(7)}`),
        earned: fmt(addDays(t1s, 9), f.ds),
        thru: esc(fmt(addYears(addDays(t1s, 9), 3), f.ds)),
        src: `Student copy, seen ${fmt(addDays(t1s, 16), 'us_short')}`,
      },
      {
        name: 'BASSET — On-Premise',
        sub: 'Beverage Alcohol Sellers and Servers Education and Training',
        body: 'Illinois Liquor Control Commission (college is a licensed BASSET provider)',
        st: 'IL',
        no: esc(no),
        earned: fmt(earned, f.ds),
        thru: esc(fmt(exp, f.ds)),
        src: `ILCC provider upload ${fmt(addDays(earned, rng.int(2, 8)), 'us_short')}`,
      },
    ];
    out.push({
      key: 'illinois-basset-current-for-wisconsin-only-client',
      rendering: 'scanned_pdf',
      person: requestPerson(p),
      rules: { accepted_jurisdictions: ['WI'] },
      html: render(f),
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired', 'missing certificate id'],
      data: data(no, earned, exp),
      note: `a current Illinois BASSET certificate ${no} (${earned} – ${exp}); the client accepts Wisconsin only`,
    });
  }
  return out;
}
