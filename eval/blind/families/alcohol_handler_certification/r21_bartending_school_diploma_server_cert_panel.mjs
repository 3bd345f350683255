// A private bartending school's landscape "Certificate of Completion" for its professional bartending course, with
// the state-approved responsible-service certification the course includes printed in a boxed panel at the foot:
// ornamental border, school name and its career-school licence line, the graduate's name large in a script or
// italic face, the course (hours, enrolment and graduation dates, practical exam score), the school's seal, the
// director's and lead instructor's signatures with printed names; the panel gives the program (TABC seller-server,
// Illinois BASSET, TIPS On-Premise, ServSafe Alcohol), the school's approval / trainer number, the certificate no.,
// the date certified and the expiry (a full date, a month only, or none with the program's rule printed), a QR
// "verify" square and a line that the diploma is not a bartender licence. Photographed framed on a wall (wooden
// frame, mat, glass glare) or scanned / faxed / saved as PDF unframed.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r21_bartending_school_diploma_server_cert_panel',
  split: 'tuning',
  renderings: { photo: 45, scanned_pdf: 20, fax: 10, scan_image: 10, text_pdf: 15 },
  description:
    'Private bartending school\u2019s landscape Certificate of Completion for a professional bartending course, the included state-approved responsible-service certification in a boxed panel at the foot: ornamental border, school name and career-school licence line, graduate name large in script or italic, course hours, enrolment and graduation dates and practical score, seal, director and lead-instructor signatures; panel with program (TABC seller-server, Illinois BASSET, TIPS On-Premise, ServSafe Alcohol), school approval / trainer no., certificate no., date certified, expiry as a full date, a month only or none with the program\u2019s rule printed, QR verify square, "not a bartender license" line; photographed framed on a wall with mat and glass glare, or scanned / faxed / PDF unframed; variants TABC with no printed end, BASSET with a printed expiry, TIPS valid thru a month, TIPS certificate no. left for the wallet card, TABC certified over two years ago, ServSafe Alcohol for a TIPS-only client',
};

const SCHOOLS = {
  tx: {
    name: 'Lone Star Pour Academy',
    tag: 'Professional Bartending & Mixology',
    lic: 'Approved by the Texas Workforce Commission, Career Schools and Colleges — Certificate of Approval No. S4471',
    addr: '2218 Harmon Blvd · El Paso, Texas 79902',
    color: '#7a1e1e',
    hours: 40,
    prog: 'TABC Seller-Server Training (On-Premise)',
    apprCap: 'TABC seller-server school no.',
    certCap: 'TABC certificate no.',
    dateCap: 'Date certified',
    endCap: 'Expires',
    rule: 'TABC seller-server certificates are valid for two (2) years from the date certified.',
    director: 'Ramona Villarreal-Ortiz',
    instructor: 'Dale "Dutch" Whitacre',
  },
  il: {
    name: 'Lakeshore Bartending Institute',
    tag: 'Bartending · Mixology · Beverage Service',
    lic: 'Private business and vocational school approved by the Illinois Board of Higher Education',
    addr: '640 Lindell Blvd · Springfield, Illinois 62704',
    color: '#14375e',
    hours: 32,
    prog: 'Illinois BASSET — On-Premise Alcohol Server/Seller',
    apprCap: 'ILCC licensed BASSET provider no.',
    certCap: 'BASSET card no.',
    dateCap: 'Training date',
    endCap: 'Expiration date',
    rule: 'BASSET certification is valid for three (3) years and is recorded with the Illinois Liquor Control Commission.',
    director: 'Gerald P. Stoltz',
    instructor: 'Monique Lafleur',
  },
  nv: {
    name: 'Silver State School of Mixology',
    tag: 'Bartender Training Since 1994',
    lic: 'Licensed by the Nevada Commission on Postsecondary Education',
    addr: '77 Saddleback Way · Reno, Nevada 89502',
    color: '#3d3d6b',
    hours: 40,
    prog: 'TIPS\u00ae On-Premise (Training for Intervention ProcedureS)',
    apprCap: 'TIPS trainer ID',
    certCap: 'TIPS certification no.',
    dateCap: 'Certified',
    endCap: 'Valid thru',
    rule: 'TIPS On-Premise certification is valid for three years; check your local requirements.',
    director: 'Harlan J. Petrakis',
    instructor: 'Coral Nakashima',
  },
  fl: {
    name: 'Gulf Breeze Bartending Academy',
    tag: 'Hands-on bartender training · job placement assistance',
    lic: 'Licensed by the Commission for Independent Education, Florida Department of Education, License No. 5127',
    addr: '1901 Pioneer Way · Orlando, Florida 32803',
    color: '#0f6a6a',
    hours: 40,
    prog: 'TIPS\u00ae On-Premise',
    apprCap: 'TIPS trainer ID',
    certCap: 'TIPS certification no.',
    dateCap: 'Certified',
    endCap: 'Expires',
    rule: 'Your TIPS card is mailed by the program; the certification number is printed on it.',
    director: 'Yolanda Brisbane',
    instructor: 'Marco Ianucci',
  },
  co: {
    name: 'Front Range Bartending School',
    tag: 'Colorado\u2019s bartending school',
    lic: 'Approved by the Colorado Division of Private Occupational Schools',
    addr: '12 Copperfield Dr · Aurora, Colorado 80012',
    color: '#2f5d2a',
    hours: 40,
    prog: 'ServSafe Alcohol\u00ae Primary',
    apprCap: 'ServSafe instructor / proctor ID',
    certCap: 'ServSafe Alcohol certificate no.',
    dateCap: 'Exam date',
    endCap: 'Expiration',
    rule: 'ServSafe Alcohol certificates are valid for three years from the exam date.',
    director: 'Beverly Quist',
    instructor: 'Tobias Ferrante',
  },
};

function render(f) {
  const S = f.school;
  const nameStyle =
    f.nameFace === 'script'
      ? `font-family:'Dancing Script';font-size:40pt;font-weight:bold;`
      : `font-family:${FONTS.serif};font-style:italic;font-size:35pt;font-weight:bold;`;
  const cell = (cap, val, cls = '') =>
    `<div class="pc ${cls}"><div class="pcap">${esc(cap)}</div><div class="pval">${val ? esc(val) : '<span class="blank"></span>'}</div></div>`;
  const cert = `<div class="cert">
    <div class="inner">
      <div><div class="sch">${esc(S.name)}</div>
      <div class="tag">${esc(S.tag)}</div>
      <div class="lic">${esc(S.lic)}</div></div>
      <div class="ti">Certificate of Completion</div>
      <div><div class="tc">This is to certify that</div>
      <div class="nm" style="${nameStyle}color:#1b1b1b">${esc(f.nameText)}</div></div>
      <div class="cb">has satisfactorily completed the ${S.hours}-hour <b>Professional Bartending Course</b>, including responsible
        alcohol service, and passed the final practical examination with a score of ${esc(f.score)}.</div>
      <div class="dl">Enrolled ${esc(f.enrolText)} &nbsp;·&nbsp; Graduated ${esc(f.gradText)} &nbsp;·&nbsp; Student no. ${esc(f.studentNo)}</div>
      <div class="sigs">
        <div class="sg">${sig(S.director, { font: f.sig1, ink: '#1a2b6d', size: '1.9em', rot: -2 })}<div class="sl">${esc(S.director)}, School Director</div></div>
        <div class="sealw">${seal({ text: `${S.name.toUpperCase()} · OFFICIAL SEAL · `, inner: '✦', color: S.color, size: 92 })}</div>
        <div class="sg">${sig(S.instructor.replace(/ "[^"]+"/, ''), { font: f.sig2, ink: '#202020', size: '1.9em', rot: -3 })}<div class="sl">${esc(S.instructor)}, Lead Instructor</div></div>
      </div>
      <div class="panel">
        <div class="ph">STATE-APPROVED RESPONSIBLE ALCOHOL SERVICE CERTIFICATION INCLUDED IN THIS COURSE</div>
        <div class="pg">
          ${cell('Program', S.prog, 'wide')}
          ${cell(S.apprCap, f.appr)}
          ${cell(S.certCap, f.certNo)}
          ${cell(S.dateCap, f.certText)}
          ${cell(S.endCap, f.endText)}
          <div class="qr">${qr(f.qrRng, { size: 70, n: 23 })}<div class="qt">Scan to verify</div></div>
        </div>
        <div class="pr">${esc(S.rule)}${f.certNote ? ' ' + esc(f.certNote) : ''}</div>
      </div>
      <div class="foot"><span>This certificate of completion is not a bartender or liquor license.</span><span>${esc(S.addr)}</span><span>Printed ${esc(f.printedText)}</span></div>
    </div>
  </div>`;
  const certCss = `
    .cert { width:10in; height:7.5in; background:${f.paper}; padding:0.16in; position:relative; }
    .inner { width:100%; height:100%; border:5px double ${S.color}; outline:1.5px solid ${S.color}; outline-offset:-12px; padding:0.3in 0.5in 0.42in; text-align:center; position:relative; display:flex; flex-direction:column; justify-content:space-between; }
    .sch { font-family:${FONTS.caladea}; font-size:29pt; font-weight:bold; color:${S.color}; letter-spacing:0.5px; }
    .tag { font-size:10.5pt; font-style:italic; color:#333; } .lic { font-size:8.2pt; color:#444; margin-top:2px; }
    .ti { font-family:${FONTS.caladea}; font-size:25pt; margin-top:0; letter-spacing:2px; text-transform:uppercase; color:#222; }
    .tc { font-size:11.5pt; font-style:italic; margin-top:0; }
    .nm { margin:2px 0 0; line-height:1.2; }
    .cb { font-size:11.5pt; max-width:7.8in; margin:0 auto; line-height:1.4; }
    .dl { font-size:9.6pt; color:#333; }
    .sigs { display:flex; justify-content:space-between; align-items:flex-end; margin:2px 0.3in 0; }
    .sg { width:2.7in; } .sl { border-top:0.9px solid #333; font-size:8.8pt; padding-top:2px; }
    .sealw { opacity:0.9; }
    .panel { margin:0; border:1.4px solid ${S.color}; background:${f.panelBg}; text-align:left; padding:4px 8px 5px; }
    .ph { font-size:8.8pt; font-weight:bold; letter-spacing:0.6px; color:${S.color}; }
    .pg { display:flex; gap:6px; align-items:stretch; margin-top:3px; }
    .pc { flex:1; border-left:0.8px solid #9a9a9a; padding:0 5px; } .pc.wide { flex:1.7; border-left:none; }
    .pcap { font-size:7.4pt; text-transform:uppercase; color:#555; }
    .pval { font-size:11.5pt; font-weight:bold; font-family:${FONTS.sans}; margin-top:2px; }
    .blank { display:inline-block; width:1.1in; border-bottom:0.9px solid #333; height:1.1em; }
    .qr { text-align:center; } .qt { font-size:6pt; color:#555; }
    .pr { font-size:8pt; color:#333; margin-top:3px; font-style:italic; }
    .foot { position:absolute; left:0.5in; right:0.5in; bottom:0.14in; display:flex; justify-content:space-between; font-size:6.8pt; color:#555; }`;
  if (!f.framed)
    return page({
      title: 'Certificate of Completion',
      size: '11in 8.5in',
      margin: '0',
      font: FONTS.serif,
      body: `<div class="pg0">${cert}</div>`,
      css: `${certCss} .pg0 { width:11in; height:8.5in; padding:0.5in; background:#fff; }`,
    });
  return page({
    title: 'Certificate of Completion (framed)',
    size: '11.9in 9.4in',
    margin: '0',
    font: FONTS.serif,
    bg: f.frameColor,
    body: `<div class="frame"><div class="mat">${cert}</div><div class="glare"></div><div class="streak"></div></div>`,
    css: `${certCss}
    .frame { width:11.9in; height:9.4in; padding:0.38in; background:linear-gradient(135deg, ${f.frameColor}, #2a1a0e 60%, ${f.frameColor}); position:relative; }
    .mat { width:100%; height:100%; background:${f.mat}; padding:0.57in 0.57in; box-shadow: inset 0 0 6px rgba(0,0,0,0.5); }
    .glare { position:absolute; left:${f.glareX}; top:${f.glareY}; width:4.2in; height:2.4in; background:radial-gradient(ellipse at center, rgba(255,255,255,0.5) 0%, rgba(255,255,255,0.2) 45%, rgba(255,255,255,0) 70%); }
    .streak { position:absolute; left:${f.streakX}; top:0.38in; width:0.5in; height:8.6in; background:linear-gradient(90deg, rgba(255,255,255,0), rgba(255,255,255,0.16), rgba(255,255,255,0)); transform:skewX(-18deg); }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, key, certIso, o = {}) => {
    const school = SCHOOLS[key];
    const grad = addDays(certIso, rng.int(1, 9));
    const enrol = addDays(grad, -rng.int(10, 24));
    const ds = o.ds || rng.pick(['us', 'long', 'us_nz']);
    return {
      school,
      ds,
      nameFace: rng.pick(['script', 'serif']),
      nameText: nameAs(p, 'full'),
      score: `${rng.int(84, 99)}%`,
      enrolText: fmt(enrol, 'long'),
      gradText: fmt(grad, 'long'),
      studentNo: `${rng.letters(2)}-${rng.digits(5)}`,
      appr: `${rng.digits(4)}`,
      certText: fmt(certIso, ds),
      printedText: fmt(addDays(grad, rng.int(0, 3)), 'us'),
      paper: rng.pick(['#fffdf6', '#fbf7ea', '#fffaf0']),
      panelBg: rng.pick(['#f3efe2', '#eef2f0', '#f1eef5']),
      sig1: rng.pick(SIGS),
      sig2: rng.pick(SIGS),
      qrRng: rng,
      framed: false,
      frameColor: rng.pick(['#5b3a1e', '#3b2614', '#1e1e1e', '#6e4a2a']),
      mat: rng.pick(['#f2efe6', '#e9e4d6', '#1f2a3a']),
      glareX: rng.pick(['0.6in', '1.3in', '6.8in', '7.2in']),
      glareY: rng.pick(['0.5in', '0.9in']),
      streakX: rng.pick(['2.2in', '8.4in', '9.6in']),
      certNote: '',
      ...o,
    };
  };
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    'certificate.issue_date': issue,
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });

  // 1 — Texas school, TABC seller-server with no printed end: two years (photo, framed)
  {
    const p = k.person();
    const cert = addDays('2025-02-03', rng.int(0, 520));
    const exp = addYears(cert, 2);
    const id = `${rng.digits(6)}`;
    const f = mk(p, 'tx', cert, { framed: true, certNo: id, endText: '' });
    f.endText = 'see below';
    out.push({
      key: 'tabc-no-printed-end-framed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...data(id, cert, exp), ...personData('match', null) },
      note: `TABC seller-server certificate ${id} certified ${cert}; "Expires: see below" and the panel prints the two-year rule (DOMAIN: TABC 2 years) → ${exp}; the enrolment, graduation and print dates are the school's, not the certification's`,
    });
  }

  // 2 — Illinois school, BASSET with a printed expiration date (scanned PDF, unframed)
  {
    const p = k.person();
    const cert = addDays('2024-12-02', rng.int(0, 560));
    const exp = addYears(cert, 3);
    const id = `${rng.digits(8)}`;
    const f = mk(p, 'il', cert, { certNo: id, ds: 'us' });
    f.endText = fmt(exp, 'us');
    out.push({
      key: 'basset-expiry-printed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      data: { ...data(id, cert, exp), ...personData('match', null) },
      note: `Illinois BASSET card ${id}, training ${cert}, expiration ${exp} printed`,
    });
  }

  // 3 — Nevada school, TIPS On-Premise valid thru a month (photo, framed)
  {
    const p = k.person();
    const cert = addDays('2025-01-13', rng.int(0, 560));
    const thru = addYears(cert, 3);
    const exp = endOfMonth(thru);
    const id = `${rng.digits(7)}`;
    const f = mk(p, 'nv', cert, { framed: true, certNo: id, ds: rng.pick(['us', 'us_nz']) });
    f.endText = fmt(thru, 'mm_yyyy');
    out.push({
      key: 'tips-valid-thru-month-framed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...data(id, cert, exp), ...personData('match', null) },
      note: `TIPS On-Premise certification ${id}, certified ${cert}, "Valid thru ${f.endText}" → the last day of that month, ${exp}`,
    });
  }

  // 4 — Florida school, TIPS certification number left for the mailed wallet card (flatbed scan)
  {
    const p = k.person();
    const cert = addDays('2026-03-02', rng.int(0, 200));
    const exp = addYears(cert, 3);
    const f = mk(p, 'fl', cert, { certNo: '', ds: 'long' });
    f.endText = fmt(exp, 'long');
    out.push({
      key: 'tips-certificate-number-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing certificate id'],
      data: { ...data(null, cert, exp), ...personData('match', null) },
      note: `TIPS certified ${cert}, expires ${exp}; the TIPS certification no. line is blank ("the certification number is printed on" the mailed card); the student no., trainer ID and school licence no. are not certificate numbers`,
    });
  }

  // 5 — Texas school, TABC certified over two years ago (fax)
  {
    const p = k.person();
    const cert = addDays('2024-02-05', rng.int(0, 250));
    const exp = addYears(cert, 2);
    const id = `${rng.digits(6)}`;
    const f = mk(p, 'tx', cert, { certNo: id, ds: 'us' });
    f.endText = '';
    out.push({
      key: 'tabc-certified-over-two-years-ago',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: ['document expired'],
      data: data(id, cert, exp),
      note: `TABC certified ${cert}, expiry line blank; TABC runs two years (printed on the panel and DOMAIN's TABC default) → ${exp}, before 2026-11-21 (three years would still be valid)`,
    });
  }

  // 6 — Colorado school, ServSafe Alcohol; the client accepts TIPS only (text PDF)
  {
    const p = k.person();
    const cert = addDays('2025-06-02', rng.int(0, 420));
    const exp = addYears(cert, 3);
    const id = `${rng.digits(8)}`;
    const f = mk(p, 'co', cert, { certNo: id, ds: 'us' });
    f.endText = fmt(exp, 'us');
    out.push({
      key: 'servsafe-alcohol-client-tips-only',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_programs: ['TIPS'] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported program'],
      data: data(id, cert, exp),
      note: `a current ServSafe Alcohol Primary certificate (${cert} – ${exp}); the client accepts TIPS only`,
    });
  }
  return out;
}
