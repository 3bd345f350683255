// A city / county public-health department's "Certificate of Tuberculosis Screening" (TB clearance certificate) as
// issued at its walk-in TB clinic to people who need one for work in health care, schools or food service: a
// security-tinted certificate sheet with a guilloche border, the department's printed crest, a certificate number,
// "This is to certify that" with the holder's name and date of birth, a RESULTS grid with one row per screening
// method (tuberculin skin test / IGRA / chest radiograph: administered or collected, read or resulted, reading,
// interpretation, performed by; methods not used say NOT DONE or NOT INDICATED), a DETERMINATION block with three
// printed statements of which one is ticked, a validity sentence, a date issued (or reissued, on a duplicate), the
// public-health nurse's signature and a facsimile of the health officer's, and a colourless embossed seal pressed
// over the signature block ("Not valid without the embossed seal"). Some departments type the values on a
// typewriter-style printer, others have the nurse write them in. The date issued, the valid-through month, the
// form revision, the date of birth and the reissue date are not test dates.
import { addDays, fmt, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r24_public_health_tb_clearance_certificate_embossed',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'City / county public-health department "Certificate of Tuberculosis Screening" (TB clearance certificate) on security-tinted paper with a guilloche border and printed crest: certificate no., "This is to certify that" NAME and DOB, a RESULTS grid with a row per method (Mantoux skin test / IGRA / chest radiograph: administered-collected, read-resulted, reading, interpretation, performed by; NOT DONE / NOT INDICATED rows), a DETERMINATION with one of three printed statements ticked, "valid for twelve months from the date of the test", date issued, public-health nurse signature, health officer facsimile signature and a colourless embossed seal pressed over the signatures; values typed in a typewriter face or written in by the nurse; variants negative skin test 0 mm, negative QuantiFERON by the county lab, 15 mm skin test cleared by a chest radiograph, a DUPLICATE reissued this autumn of a test more than a year old, a positive IGRA with the radiograph pending and "Not cleared" ticked, and a spouse\u2019s certificate with the same surname',
};

const DEPTS = [
  {
    top: 'COUNTY OF LARKIN',
    dept: 'Department of Public Health',
    prog: 'Tuberculosis Control Program',
    addr: '410 Whitcomb St \u00b7 Springfield, IL 62704',
    tel: '(217) 555-0148',
    form: 'LCDPH TB-7 (Rev. 03/2022)',
    color: '#1f3f6e',
    tint: '#eef3ea',
    officer: 'Harold J. Weatherby, MD, MPH',
    officerTitle: 'County Health Officer',
    nurses: [
      ['Denise Carrow', 'RN, PHN'],
      ['Omar Villalobos', 'PHN'],
    ],
    clinic: 'Central Public Health Clinic, Springfield',
    lab: 'Larkin County Public Health Laboratory',
    xray: 'Larkin Memorial Hospital \u2014 Radiology',
    prefix: 'TBC',
    typed: true,
  },
  {
    top: 'CITY OF BELLMONT',
    dept: 'Health Department',
    prog: 'TB Prevention & Control Clinic',
    addr: '88 Pioneer Way \u00b7 Reno, NV 89502',
    tel: '(775) 555-0122',
    form: 'BHD-CD-31 rev. 2023',
    color: '#5a2a2a',
    tint: '#f3efe6',
    officer: 'Yvette Marchand-Ruiz, DO',
    officerTitle: 'Health Officer / Director',
    nurses: [
      ['Gloria Ebersole', 'RN'],
      ['Kenneth Abiola', 'RN, PHN'],
    ],
    clinic: 'Bellmont Health Dept. TB Clinic, Room 112',
    lab: 'Northern Nevada Public Health Laboratory',
    xray: 'Truckee Meadows Imaging',
    prefix: 'BH-TB',
    typed: false,
  },
  {
    top: 'TRI-RIVERS HEALTH DISTRICT',
    dept: 'Serving Adams, Pike & Lowell Counties',
    prog: 'Communicable Disease Services \u2014 Tuberculosis',
    addr: '1550 Grange Hall Rd \u00b7 Knoxville, TN 37916',
    tel: '(865) 555-0176',
    form: 'TRHD-TB-CERT 11/2021',
    color: '#244f3b',
    tint: '#eaf0f3',
    officer: 'Anand K. Rao, MD',
    officerTitle: 'District Health Director',
    nurses: [
      ['Shirley Dunnavant', 'RN'],
      ['Marco Ybarra', 'BSN, RN'],
    ],
    clinic: 'Tri-Rivers District Office, Knoxville',
    lab: 'State Public Health Laboratory \u2014 Knoxville Regional',
    xray: 'East Ridge Medical Imaging',
    prefix: 'TR',
    typed: true,
  },
];
const PENS = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];

/** The department's printed crest (a simple ring with a cross and a star band). */
function crest(color) {
  return `<svg width="62" height="62" viewBox="0 0 62 62" xmlns="http://www.w3.org/2000/svg">
  <circle cx="31" cy="31" r="29" fill="none" stroke="${color}" stroke-width="2.5"/>
  <circle cx="31" cy="31" r="22" fill="none" stroke="${color}" stroke-width="1"/>
  <path d="M27 16 h8 v11 h11 v8 h-11 v11 h-8 v-11 h-11 v-8 h11 Z" fill="${color}"/>
  <text x="31" y="58" text-anchor="middle" font-size="5.2" fill="${color}" font-family="Liberation Sans">\u2605 PUBLIC HEALTH \u2605</text></svg>`;
}

/** A colourless embossed (raised) seal: white relief with a faint shadow and highlight. */
function embossed(text, size = 138) {
  const r = size / 2;
  const id = `em${text.length}${size}`;
  const fs = Math.min(size * 0.085, (2 * Math.PI * r * 0.76) / (text.length * 0.6));
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg">
  <defs><filter id="f${id}" x="-10%" y="-10%" width="120%" height="120%">
    <feDropShadow dx="0.9" dy="1.1" stdDeviation="0.5" flood-color="#000" flood-opacity="0.32"/>
    <feDropShadow dx="-0.7" dy="-0.7" stdDeviation="0.3" flood-color="#fff" flood-opacity="0.9"/></filter>
  <path id="${id}" d="M ${r} ${r} m -${r * 0.76} 0 a ${r * 0.76} ${r * 0.76} 0 1 1 ${r * 1.52} 0 a ${r * 0.76} ${r * 0.76} 0 1 1 -${r * 1.52} 0"/></defs>
  <g filter="url(#f${id})" fill="none" stroke="#f7f7f5" stroke-width="2.2">
    <circle cx="${r}" cy="${r}" r="${r - 3}"/><circle cx="${r}" cy="${r}" r="${r * 0.6}" stroke-width="1.4"/>
    <text font-family="Liberation Serif" font-size="${fs.toFixed(2)}" fill="#f6f6f4" stroke="none" font-weight="bold"><textPath href="#${id}">${esc(text)}</textPath></text>
    <path d="M${r - 6} ${r - 22} h12 v16 h16 v12 h-16 v16 h-12 v-16 h-16 v-12 h16 Z" fill="#f6f6f4" stroke="none"/>
  </g></svg>`;
}

function render(f) {
  const D = f.D;
  const v = (t, o = {}) => {
    if (t === null || t === undefined || t === '') return '';
    if (D.typed) return `<span class="ty">${esc(t)}</span>`;
    return hand(t, { font: f.pen, ink: f.ink, size: '1.08em', ...o });
  };
  const rows = f.rows
    .map(
      (r) =>
        `<tr><th>${r.label}</th><td>${v(r.a)}</td><td>${v(r.b)}</td><td>${v(r.reading)}</td><td class="ip">${v(r.interp)}</td><td class="by">${v(r.by, { size: '0.95em' })}</td></tr>`,
    )
    .join('');
  const tick = (on) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${D.typed ? '#111' : f.ink};font-family:${D.typed ? FONTS.courier : f.pen}">X</span>` : ''}</span>`;
  const det = [
    ['clear', 'No evidence of communicable tuberculosis. Cleared for employment / volunteer service.'],
    [
      'xray',
      'Positive skin test or IGRA; chest radiograph shows no evidence of active tuberculosis. Cleared \u2014 annual symptom review required.',
    ],
    [
      'hold',
      'Not cleared \u2014 referred for medical evaluation. This certificate does not clear the holder.',
    ],
  ]
    .map(([k, t]) => `<div class="dl">${tick(f.det === k)} ${esc(t)}</div>`)
    .join('');
  const body = `
  <div class="sheet">
  <div class="inner">
    <div class="hd">${crest(D.color)}
      <div class="hx"><div class="t1">${esc(D.top)}</div><div class="t2">${esc(D.dept)}</div><div class="t3">${esc(D.prog)}</div>
      <div class="t4">${esc(D.addr)} \u00b7 ${esc(D.tel)}</div></div>
      <div class="no">Certificate No.<br><b>${esc(f.certNo)}</b>${f.dup ? `<div class="dupst">${stamp(['DUPLICATE', `REISSUED ${fmt(f.issued, 'us')}`], { color: '#a11d1d', rot: -6 })}</div>` : ''}</div></div>
    <div class="title">CERTIFICATE OF TUBERCULOSIS SCREENING</div>
    <div class="subt">TB clearance for employment in health care, schools, child care and food service</div>
    <div class="cert">This is to certify that</div>
    <div class="nm">${D.typed ? `<span class="tyn">${esc(f.nameShown)}</span>` : hand(f.nameShown, { font: f.pen, ink: f.ink, size: '1.55em' })}</div>
    <div class="line2">Date of birth&nbsp; <span class="u">${v(fmt(f.dobShown, f.ds))}</span> &nbsp;&nbsp; Client no.&nbsp; <span class="u">${v(f.client)}</span> &nbsp;&nbsp; Screened at&nbsp; <span class="u">${esc(D.clinic)}</span></div>
    <div class="cert small">was screened for tuberculosis by the method(s) recorded below, in accordance with the department\u2019s TB screening standards.</div>
    <div class="sec">RESULTS</div>
    <table class="rg"><tr><th class="h0">Screening method</th><th>Administered / collected</th><th>Read / resulted</th><th>Reading</th><th>Interpretation</th><th>Performed / read by</th></tr>${rows}</table>
    <div class="note">Skin test read 48\u201372 hours after placement; induration recorded in millimetres. IGRA: QuantiFERON\u00ae-TB Gold Plus or T-SPOT.<i>TB</i>.</div>
    <div class="sec">DETERMINATION</div>
    ${det}
    ${f.comment ? `<div class="cm">Remarks: ${v(f.comment, { size: '1em' })}</div>` : ''}
    <div class="val">This certificate is valid for twelve (12) months from the date of the test. &nbsp; Valid through <span class="u">${v(f.validThru)}</span></div>
    <div class="sg">
      <div class="sgc"><div class="sgl">${sig(f.nurse[0], { font: f.nsig, ink: f.sink, size: '1.7em' })}</div><div class="sgt">${esc(f.nurse[0])}, ${esc(f.nurse[1])} \u2014 Public Health Nurse</div></div>
      <div class="sgc"><div class="sgl">${sig(D.officer.split(',')[0], { font: f.osig, ink: '#1b1b1b', size: '1.6em', rot: -2 })}</div><div class="sgt">${esc(D.officer)} \u2014 ${esc(D.officerTitle)}</div></div>
      <div class="sgc sm"><div class="sgl">${v(fmt(f.issued, f.ds))}</div><div class="sgt">Date ${f.dup ? 'reissued' : 'issued'}</div></div>
      <div class="emb" style="left:${f.embX}%;top:${f.embY}px;transform:rotate(${f.embRot}deg)">${embossed(`${D.top} \u2022 ${D.dept.toUpperCase()} \u2022 OFFICIAL SEAL \u2022`)}</div>
    </div>
    ${f.dup ? `<div class="dupl">Duplicate of certificate originally issued ${esc(fmt(f.origIssued, 'us'))}. Results are those of the original screening; a duplicate does not renew the certificate.</div>` : ''}
    <div class="ft"><span>${esc(D.form)}</span><span>NOT VALID WITHOUT THE EMBOSSED SEAL OF THE DEPARTMENT \u00b7 ALTERATIONS VOID</span><span>Holder copy</span></div>
  </div></div>`;
  const css = `
  .sheet { border:7px double ${D.color}; padding:5px; background:
    repeating-linear-gradient(45deg, ${D.tint} 0 2px, #fff 2px 7px), repeating-linear-gradient(-45deg, ${D.tint} 0 1px, transparent 1px 9px); }
  .inner { border:1.5px solid ${D.color}; padding:12px 20px 8px; background:rgba(255,255,255,0.84); }
  .hd { display:flex; align-items:center; gap:12px; border-bottom:1.5px solid ${D.color}; padding-bottom:6px; }
  .hx { flex:1; } .t1 { font-family:${FONTS.serif}; font-size:16pt; font-weight:bold; color:${D.color}; letter-spacing:0.06em; }
  .t2 { font-family:${FONTS.serif}; font-size:11.5pt; } .t3 { font-size:9.5pt; font-weight:bold; color:#333; } .t4 { font-size:8pt; color:#444; }
  .no { text-align:right; font-size:8.5pt; position:relative; } .no b { font-size:11pt; font-family:${FONTS.mono}; }
  .dupst { position:absolute; right:-6px; top:38px; white-space:nowrap; }
  .title { text-align:center; font-family:${FONTS.serif}; font-size:19pt; font-weight:bold; letter-spacing:0.05em; color:${D.color}; margin-top:12px; }
  .subt { text-align:center; font-size:9pt; font-style:italic; color:#333; margin-bottom:8px; }
  .cert { text-align:center; font-family:${FONTS.serif}; font-size:11.5pt; margin-top:6px; } .cert.small { font-size:10pt; }
  .nm { text-align:center; margin:4px auto 2px; border-bottom:1px solid #333; width:72%; min-height:28px; }
  .tyn { font-family:${FONTS.courier}; font-size:17pt; font-weight:bold; letter-spacing:0.04em; }
  .ty { font-family:${FONTS.courier}; font-size:10.5pt; }
  .line2 { text-align:center; font-size:9.5pt; margin-top:6px; }
  .u { display:inline-block; border-bottom:0.8px solid #444; min-width:1.1in; padding:0 4px; }
  .sec { font-weight:bold; font-size:10pt; color:#fff; background:${D.color}; padding:2px 8px; margin-top:12px; letter-spacing:0.08em; }
  table.rg { width:100%; margin-top:3px; font-size:9pt; }
  table.rg th, table.rg td { border:0.9px solid #555; padding:5px 5px; text-align:left; vertical-align:middle; }
  table.rg tr:first-child th { background:#e6e6e2; font-size:8pt; }
  table.rg th { font-weight:normal; } table.rg th.h0, table.rg tr th:first-child { width:27%; }
  table.rg td { height:34px; } td.ip { width:13%; } td.by { width:21%; }
  .note { font-size:7.4pt; color:#444; margin-top:2px; }
  .dl { font-size:9.6pt; margin:5px 0; padding-left:24px; text-indent:-24px; }
  .bx { display:inline-block; width:13px; height:13px; border:1.2px solid #222; position:relative; vertical-align:-2px; margin-right:7px; text-indent:0; }
  .bx .mk { position:absolute; left:1px; top:-4px; font-size:15px; line-height:15px; }
  .cm { font-size:9.4pt; margin-top:4px; }
  .val { font-size:9.4pt; margin-top:9px; }
  .sg { position:relative; display:flex; gap:16px; margin-top:16px; align-items:flex-end; }
  .sgc { flex:1; } .sgc.sm { flex:0.55; } .sgl { border-bottom:0.9px solid #333; min-height:34px; }
  .sgt { font-size:7.8pt; color:#333; margin-top:2px; }
  .emb { position:absolute; }
  .dupl { font-size:8.4pt; font-style:italic; color:#6a1a1a; margin-top:8px; }
  .ft { display:flex; justify-content:space-between; font-size:6.9pt; color:#444; margin-top:12px; border-top:0.6px solid #888; padding-top:2px; }`;
  return page({ title: 'Certificate of TB Screening', margin: '0.4in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, o = {}) => {
    const D = DEPTS[order[n % 3]];
    n++;
    const mi = p.middle ? ` ${p.middle[0]}` : '';
    const nameShown = D.typed
      ? rng.pick([`${p.first}${mi} ${p.last}`.toUpperCase(), `${p.first} ${p.last}`.toUpperCase()])
      : rng.pick([`${p.first}${mi} ${p.last}`, `${p.first} ${p.last}`]);
    return {
      D,
      nameShown,
      dobShown: p.dob,
      client: `${rng.digits(5)}-${rng.digits(2)}`,
      certNo: `${D.prefix}-${rng.digits(2)}-${rng.digits(6)}`,
      nurse: rng.pick(D.nurses),
      pen: rng.pick(PENS),
      ink: rng.pick(INKS),
      sink: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      nsig: rng.pick(SIGS),
      osig: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open]),
      ds: rng.pick(['us', 'us_nz', 'dash']),
      embX: rng.int(8, 42),
      embY: rng.int(-70, -40),
      embRot: rng.int(-20, 20),
      det: 'clear',
      comment: '',
      dup: false,
      ...o,
    };
  };
  const ini = (nurse) => `${nurse[0].split(' ')[0][0]}. ${nurse[0].split(' ').slice(-1)[0]}, ${nurse[1]}`;
  const TST = 'Tuberculin skin test (Mantoux, PPD 5 TU)';
  const IGRA = 'Interferon-gamma release assay (IGRA)';
  const CXR = 'Chest radiograph (PA / lateral)';
  const notDone = (label, word = 'NOT DONE') => ({
    label,
    a: '\u2014',
    b: '\u2014',
    reading: '\u2014',
    interp: word,
    by: '',
  });
  const validThru = (testDate) => fmt(addDays(testDate, 365), 'mm_yyyy');
  const out = [];

  // 1 — negative skin test, 0 mm, read at 48 h (photo)
  {
    const p = k.person();
    const placed = addDays('2026-08-17', rng.int(0, 70));
    const read = addDays(placed, 2);
    const f = mk(p, { issued: read });
    f.rows = [
      {
        label: TST,
        a: fmt(placed, f.ds),
        b: fmt(read, f.ds),
        reading: '0 mm',
        interp: 'NEGATIVE',
        by: ini(f.nurse),
      },
      notDone(IGRA),
      notDone(CXR, 'NOT INDICATED'),
    ];
    f.validThru = validThru(placed);
    out.push({
      key: 'tst-negative-0mm-read-48h',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'test too old'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
        ...personData(),
      },
      note: `Mantoux placed ${placed}, read ${read} (48 h), 0 mm, NEGATIVE, read by the public-health nurse ${f.nurse[0]} of ${f.D.top}; IGRA and chest radiograph rows are NOT DONE / NOT INDICATED; the date issued (${read}), valid-through month and form revision are not separate tests`,
    });
  }

  // 2 — negative QuantiFERON by the public-health laboratory (text PDF)
  {
    const p = k.person();
    const coll = addDays('2026-06-08', rng.int(0, 110));
    const res = addDays(coll, rng.int(2, 4));
    const f = mk(p, { issued: addDays(res, rng.int(1, 6)) });
    f.rows = [
      notDone(TST),
      {
        label: `${IGRA} \u2014 QFT-Plus`,
        a: fmt(coll, f.ds),
        b: fmt(res, f.ds),
        reading: `TB1\u2212Nil ${(rng.int(0, 4) / 100).toFixed(2)} / TB2\u2212Nil ${(rng.int(0, 5) / 100).toFixed(2)} IU/mL`,
        interp: 'NEGATIVE',
        by: f.D.lab,
      },
      notDone(CXR, 'NOT INDICATED'),
    ];
    f.validThru = validThru(coll);
    out.push({
      key: 'qft-plus-negative-public-health-lab',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['positive test result', 'missing administrator', 'test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `QuantiFERON-TB Gold Plus collected ${coll}, resulted ${res}, NEGATIVE, performed by ${f.D.lab} (the laboratory is the administrator); the skin-test row says NOT DONE; the date issued ${f.issued} is not the test date`,
    });
  }

  // 3 — 15 mm skin test, chest radiograph with no active TB, cleared (fax)
  {
    const p = k.person();
    const placed = addDays('2026-07-06', rng.int(0, 60));
    const read = addDays(placed, rng.pick([2, 3]));
    const mm = rng.int(13, 19);
    const cxr = addDays(read, rng.int(3, 14));
    const f = mk(p, { issued: addDays(cxr, rng.int(1, 5)), det: 'xray' });
    f.rows = [
      {
        label: TST,
        a: fmt(placed, f.ds),
        b: fmt(read, f.ds),
        reading: `${mm} mm`,
        interp: 'POSITIVE',
        by: ini(f.nurse),
      },
      notDone(IGRA),
      {
        label: CXR,
        a: fmt(cxr, f.ds),
        b: fmt(cxr, f.ds),
        reading: 'Lungs clear',
        interp: 'NO ACTIVE TB',
        by: f.D.xray,
      },
    ];
    f.comment = 'Hx BCG. LTBI treatment offered. Annual symptom screen.';
    f.validThru = validThru(cxr);
    out.push({
      key: 'tst-15mm-positive-chest-radiograph-clear',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.exam_date': placed,
        ...personData(),
      },
      note: `Mantoux placed ${placed}, read ${read}, ${mm} mm POSITIVE; the chest radiograph row (${cxr}, ${f.D.xray}) reads "Lungs clear / NO ACTIVE TB" and the second determination is ticked: accept_xray (default true) clears the positive skin test; the radiograph may be reported as a second test`,
    });
  }

  // 4 — duplicate reissued this autumn of a certificate whose test is more than a year old (scan image)
  {
    const p = k.person();
    const placed = addDays('2025-07-28', rng.int(0, 70));
    const read = addDays(placed, 2);
    const issued = addDays('2026-10-05', rng.int(0, 35));
    const f = mk(p, { issued, dup: true, origIssued: read });
    f.rows = [
      {
        label: TST,
        a: fmt(placed, f.ds),
        b: fmt(read, f.ds),
        reading: '0 mm',
        interp: 'NEGATIVE',
        by: ini(f.nurse),
      },
      notDone(IGRA),
      notDone(CXR, 'NOT INDICATED'),
    ];
    f.validThru = validThru(placed);
    out.push({
      key: 'duplicate-reissued-test-over-a-year-old',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        ...personData(),
      },
      note: `a DUPLICATE reissued ${issued} (stamp and "Date reissued") of the certificate originally issued ${read}; the only test is the Mantoux placed ${placed} and read ${read}, more than 365 days before 2026-11-21; the reissue date is not a test; the printed valid-through month ${fmt(addDays(placed, 365), 'mm_yyyy')} has also passed, so document expired may be reported too`,
    });
  }

  // 5 — positive IGRA, chest radiograph pending, "Not cleared" ticked (photo)
  {
    const p = k.person();
    const coll = addDays('2026-09-14', rng.int(0, 45));
    const res = addDays(coll, rng.int(2, 4));
    const ref = addDays(res, rng.int(1, 4));
    const f = mk(p, { issued: ref, det: 'hold' });
    f.rows = [
      notDone(TST),
      {
        label: `${IGRA} \u2014 QFT-Plus`,
        a: fmt(coll, f.ds),
        b: fmt(res, f.ds),
        reading: `TB1\u2212Nil ${(rng.int(80, 300) / 100).toFixed(2)} / TB2\u2212Nil ${(rng.int(90, 340) / 100).toFixed(2)} IU/mL`,
        interp: 'POSITIVE',
        by: f.D.lab,
      },
      { label: CXR, a: `Referred ${fmt(ref, f.ds)}`, b: '', reading: '', interp: 'PENDING', by: '' },
    ];
    f.comment = 'CXR ordered. Return with film report for clearance.';
    f.validThru = '\u2014';
    out.push({
      key: 'igra-positive-radiograph-pending-not-cleared',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': coll,
        ...personData(),
      },
      note: `QFT-Plus collected ${coll}, resulted ${res}, POSITIVE (${f.D.lab}); the chest radiograph row only says "Referred ${fmt(ref, f.ds)}" / PENDING with no impression, and "Not cleared \u2014 referred for medical evaluation" is ticked: nothing clears the positive test`,
    });
  }

  // 6 — the spouse's certificate: same surname, another first name (scanned PDF)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const spouse = { ...q, last: p.last, middle: q.middle };
    const placed = addDays('2026-08-03', rng.int(0, 80));
    const read = addDays(placed, rng.pick([2, 3]));
    const f = mk(spouse, { issued: read });
    f.rows = [
      {
        label: TST,
        a: fmt(placed, f.ds),
        b: fmt(read, f.ds),
        reading: '0 mm',
        interp: 'NEGATIVE',
        by: ini(f.nurse),
      },
      notDone(IGRA),
      notDone(CXR, 'NOT INDICATED'),
    ];
    f.validThru = validThru(placed);
    out.push({
      key: 'spouse-certificate-same-surname',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['name mismatch'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        ...personData('mismatch', null),
      },
      note: `the certificate is made out to ${spouse.first} ${spouse.last} (another first name, same surname: a household member's certificate uploaded by mistake); the request is for ${p.first} ${p.last}, and ${spouse.first} is not a nickname of ${p.first}; the test itself (${placed} / ${read}, 0 mm) would be acceptable`,
    });
  }
  return out;
}
