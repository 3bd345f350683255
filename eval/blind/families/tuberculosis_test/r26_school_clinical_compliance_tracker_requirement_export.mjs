// A nursing or allied-health program's clinical-compliance tracker export: the third-party compliance platform the
// school uses to clear students for clinical rotations prints a "Student Requirement Status" report (landscape) that
// the student downloads and uploads, or that the clinical coordinator sends to the placement site. A platform bar
// (platform name, report title, generated date-time and by whom), the school / program / cohort / package line,
// a student panel (name, student ID, DOB, school e-mail, clinical site and rotation start) beside an overall status
// chip with counts, then one row per requirement — background check, drug screen, hepatitis B, MMR, varicella, Tdap,
// TB screening, influenza, COVID-19, BLS, health insurance, HIPAA module — each with its own status pill (Approved,
// Pending review, Rejected, Expired, Expiring soon, Action required), a completed date, an expiry date, the uploaded
// document (file name, pages, uploaded date-time) and the reviewer's note. The TB row's test details are only in the
// reviewer's note ("Verified from document: 1-step TST placed … read … 0 mm NEGATIVE — placed by … at …"). Other
// rows carry traps: a drug screen "Negative", hepatitis B and varicella titers "Positive (immune)", expiry dates of
// other requirements, rotation dates, and an overall "Not compliant" caused by another requirement.
import { addDays, fmt, nameAs, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r26_school_clinical_compliance_tracker_requirement_export',
  split: 'tuning',
  renderings: { text_pdf: 45, photo: 20, scanned_pdf: 15, scan_image: 12, fax: 8 },
  description:
    'Nursing / allied-health school clinical-compliance tracker "Student Requirement Status" export (landscape): platform bar with generated date-time and coordinator, school / program / cohort / package line, student panel (name, ID, DOB, school e-mail, clinical site and rotation start) beside an overall status chip with counts, then one row per requirement (background check, drug screen "Negative", hepatitis B and varicella titers "Positive (immune)", MMR, Tdap, TB screening, influenza, COVID-19, BLS, insurance, HIPAA) with a status pill, completed and expires dates, the uploaded file (name, pages, uploaded date-time) and the reviewer\u2019s note, the TB test details only inside the TB row\u2019s note; variants 1-step TST 0 mm approved while the overall status is Not compliant for a pending flu shot, a QuantiFERON approved and "expiring in N days", a two-step TST approved, an Expired TB row from autumn 2025, a Rejected upload showing placement only, and a positive QuantiFERON with the chest x-ray sub-requirement not submitted',
};

const CONFIGS = [
  {
    platform: 'RotationReady',
    pcolor: '#0f5c63',
    school: 'Larkspur Valley Community College',
    program: 'Associate Degree Nursing (ADN)',
    cohort: 'Spring 2027 \u2014 Level III',
    pkg: 'ADN Clinical Clearance 2026\u201327',
    domain: 'student.lvcc.edu',
    coord: 'Karen Albers, MSN, RN (Clinical Coordinator)',
    reviewers: ['K. Albers', 'RotationReady Review Team', 'D. Sisk'],
    sites: [
      'Mercy Regional Medical Center \u2014 4 West Med-Surg',
      'Harmon Valley Hospital \u2014 Pediatrics',
    ],
    health: 'LVCC Student Health Services',
    healthStaff: ['M. Ortiz, RN', 'J. Tran, NP'],
    lab: 'Meridian Reference Laboratory',
    city: 'Fresno, CA',
  },
  {
    platform: 'ClearPath Clinical',
    pcolor: '#3b3f8f',
    school: 'Meridian Institute of Health Careers',
    program: 'Surgical Technology (AAS)',
    cohort: 'Cohort 14 \u2014 Clinical Externship',
    pkg: 'ST Externship Requirements v3',
    domain: 'mihc.edu',
    coord: 'Brian Ostrowski, CST (Externship Coordinator)',
    reviewers: ['B. Ostrowski', 'ClearPath Verification', 'L. Haines'],
    sites: ['St. Brigid Surgical Pavilion \u2014 Main OR', 'Tamarack Ambulatory Surgery Center'],
    health: 'Pioneer Way Urgent Care',
    healthStaff: ['A. Reyes, RN', 'T. Hollis, LPN'],
    lab: 'Great Plains Clinical Laboratories',
    city: 'Omaha, NE',
  },
  {
    platform: 'CompliTrack EDU',
    pcolor: '#7a3b12',
    school: 'Saddleback State University \u2014 School of Health Professions',
    program: 'B.S. Respiratory Care',
    cohort: 'Class of 2027 \u2014 Senior Clinicals',
    pkg: 'RC Clinical Affiliation Package',
    domain: 'saddlebackstate.edu',
    coord: 'Dr. Helena Pruitt, RRT (Director of Clinical Education)',
    reviewers: ['H. Pruitt', 'CompliTrack Document Review', 'S. Gaines'],
    sites: ['Copperfield Medical Center \u2014 Adult ICU', 'Bellwether Children\u2019s Hospital \u2014 NICU'],
    health: 'Saddleback State Student Health & Counseling',
    healthStaff: ['R. Castillo, RN', 'E. Dunn, PA-C'],
    lab: 'Wasatch Diagnostic Laboratory',
    city: 'Provo, UT',
  },
];

const PILL = {
  Approved: ['#1e7d3a', '#e5f4e9'],
  'Pending review': ['#9a6a00', '#fff4d6'],
  Rejected: ['#a4161a', '#fde4e4'],
  Expired: ['#5a5a5a', '#e6e6e6'],
  'Expiring soon': ['#b45309', '#ffedd5'],
  'Action required': ['#a4161a', '#fde4e4'],
  'Not submitted': ['#555', '#fff'],
  Exempt: ['#1f4e8c', '#e3ecf8'],
};

function pill(status, sub = '') {
  const [c, bg] = PILL[status] || PILL['Not submitted'];
  return `<span class="pill" style="color:${c};background:${bg};border-color:${c}">${esc(status)}</span>${sub ? `<div class="psub">${esc(sub)}</div>` : ''}`;
}

function render(f) {
  const C = f.C;
  const ds = (x) => (x ? fmt(x, 'us') : '\u2014');
  const counts = {};
  for (const r of f.reqs) counts[r.status] = (counts[r.status] || 0) + 1;
  const notOk = f.reqs.filter((r) => !['Approved', 'Exempt', 'Expiring soon'].includes(r.status)).length;
  const rows = f.reqs
    .map(
      (
        r,
        i,
      ) => `<tr${r.sub ? ' class="sub"' : ''}><td class="n">${r.sub ? '' : i + 1 - f.reqs.slice(0, i).filter((x) => x.sub).length}</td>
      <td class="rq"><b>${esc(r.name)}</b><div class="rd">${esc(r.desc || '')}</div></td>
      <td class="st">${pill(r.status, r.psub)}</td>
      <td class="dt">${esc(r.done ? ds(r.done) : '\u2014')}</td>
      <td class="dt">${esc(r.exp === null ? '\u2014' : typeof r.exp === 'string' && /^\d{4}-/.test(r.exp) ? ds(r.exp) : r.exp)}</td>
      <td class="doc">${r.doc ? esc(r.doc) : '<span class="none">No document</span>'}</td>
      <td class="nt">${r.note || ''}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="bar">${logo({ initials: C.platform.slice(0, 2).toUpperCase(), color: '#fff', fg: C.pcolor, shape: 'square', size: 30 })}
    <div class="pn">${esc(C.platform)}</div><div class="rt">Student Requirement Status \u2014 Export</div>
    <div class="gen">Generated ${esc(fmt(f.gen, 'mon'))} ${esc(f.genTime)} by ${esc(C.coord.split(' (')[0])}</div></div>
  <div class="meta">${esc(C.school)} &nbsp;\u00b7&nbsp; ${esc(C.program)} &nbsp;\u00b7&nbsp; ${esc(C.cohort)} &nbsp;\u00b7&nbsp; Package: ${esc(C.pkg)} (#PKG-${esc(f.pkgNo)})</div>
  <div class="top">
    <table class="stu">
      <tr><th>Student</th><td class="nm">${esc(f.nameShown)}</td><th>Student ID</th><td>${esc(f.sid)}</td></tr>
      <tr><th>Date of birth</th><td>${esc(fmt(f.dob, f.dobStyle))}</td><th>E-mail</th><td>${esc(f.email)}</td></tr>
      <tr><th>Clinical site</th><td>${esc(f.site)}</td><th>Rotation start</th><td>${esc(fmt(f.rotStart, 'us'))} \u2013 ${esc(fmt(f.rotEnd, 'us'))}</td></tr>
      <tr><th>Clinical instructor</th><td>${esc(f.instructor)}</td><th>Account created</th><td>${esc(fmt(f.created, 'us'))}</td></tr>
    </table>
    <div class="ov ${notOk ? 'bad' : 'ok'}"><div class="ovl">OVERALL STATUS</div><div class="ovs">${notOk ? `NOT COMPLIANT` : 'COMPLIANT'}</div>
      <div class="ovc">${Object.entries(counts)
        .map(([k, v]) => `${esc(k)}: ${v}`)
        .join(
          ' \u00b7 ',
        )}</div>${notOk ? `<div class="ovc">${notOk} requirement${notOk > 1 ? 's need' : ' needs'} attention</div>` : ''}</div>
  </div>
  <table class="rq">
    <tr><th>#</th><th>Requirement</th><th>Status</th><th>Completed</th><th>Expires</th><th>Document(s)</th><th>Review / notes</th></tr>
    ${rows}
  </table>
  <div class="ft"><span>Statuses reflect document review by the school and ${esc(C.platform)}. Clinical sites may request the source documents.</span><span>${esc(C.platform)} \u00b7 report ID ${esc(f.reportId)} \u00b7 page 1 of 1</span></div>`;
  const css = `
  .bar { display:flex; align-items:center; gap:10px; background:${C.pcolor}; color:#fff; padding:6px 10px; border-radius:4px; }
  .pn { font-weight:bold; font-size:13pt; } .rt { font-size:10.5pt; flex:1; border-left:1px solid rgba(255,255,255,0.5); padding-left:10px; }
  .gen { font-size:8.2pt; }
  .meta { font-size:8.6pt; color:#333; margin:5px 2px; }
  .top { display:flex; gap:12px; align-items:stretch; margin-bottom:6px; }
  table.stu { flex:1; font-size:8.8pt; }
  table.stu th { text-align:left; font-weight:normal; color:#555; padding:2px 6px; background:#f2f4f5; border:0.6px solid #ccd; white-space:nowrap; }
  table.stu td { padding:2px 6px; border:0.6px solid #ccd; } td.nm { font-weight:bold; font-size:10pt; }
  .ov { width:2.4in; border:2px solid; border-radius:6px; padding:5px 8px; text-align:center; }
  .ov.bad { border-color:#a4161a; background:#fff3f3; } .ov.ok { border-color:#1e7d3a; background:#f0faf2; }
  .ovl { font-size:7.5pt; letter-spacing:0.1em; color:#555; } .ovs { font-size:13pt; font-weight:bold; }
  .ov.bad .ovs { color:#a4161a; } .ov.ok .ovs { color:#1e7d3a; } .ovc { font-size:7.4pt; color:#444; }
  table.rq { width:100%; font-size:8.2pt; }
  table.rq th { background:#e9ecef; text-align:left; padding:3px 4px; border:0.6px solid #bbb; font-size:8pt; }
  table.rq td { border:0.6px solid #c8c8c8; padding:3px 4px; vertical-align:top; }
  td.n { width:2%; color:#666; } td.rq { width:19%; } td.st { width:11%; } td.dt { width:7%; white-space:nowrap; }
  td.doc { width:16%; font-size:7.8pt; } td.nt { font-size:7.9pt; }
  tr.sub td { background:#fafafa; } tr.sub td.rq { padding-left:16px; }
  .rd { font-size:7.2pt; color:#666; }
  .pill { display:inline-block; border:1px solid; border-radius:9px; padding:0 6px; font-size:7.6pt; font-weight:bold; white-space:nowrap; }
  .psub { font-size:7pt; color:#555; margin-top:1px; }
  .none { color:#999; font-style:italic; }
  .rv { color:#555; font-size:7.3pt; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#666; margin-top:5px; border-top:0.6px solid #bbb; padding-top:2px; }`;
  return page({
    title: 'Student Requirement Status',
    size: 'letter landscape',
    margin: '0.35in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const hm = () => {
    const h = rng.int(7, 22);
    return `${h > 12 ? h - 12 : h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
  };
  const mk = (p, o = {}) => {
    const C = CONFIGS[order[n % 3]];
    n++;
    const gen = addDays('2026-11-03', rng.int(0, 16));
    const rotStart = addDays('2027-01-11', rng.int(0, 14));
    const em = stripAccents(`${(p.nick || p.first).toLowerCase()}.${p.last.toLowerCase()}`).replace(
      /[^a-z.]/g,
      '',
    );
    return {
      C,
      nameShown: nameAs(p, rng.pick(['first_mi_last', 'last_first_mi', 'first_last', 'last_first'])),
      sid: `${rng.pick(['S', '00', 'A'])}${rng.digits(7)}`,
      dob: p.dob,
      dobStyle: rng.pick(['us', 'us', 'mon']),
      email: `${em}@${C.domain}`,
      site: rng.pick(C.sites),
      rotStart,
      rotEnd: addDays(rotStart, 7 * 15 - 3),
      instructor: rng.pick([
        'Prof. Dana Whitcomb',
        'Alan Greer, RN',
        'Mona Petrakis, MSN',
        'Jerome Tate, RRT',
      ]),
      created: addDays('2025-06-02', rng.int(0, 90)),
      gen,
      genTime: hm(),
      pkgNo: rng.digits(4),
      reportId: `${rng.alnum(4)}-${rng.alnum(6)}`,
      font: rng.pick([FONTS.open, FONTS.lato, FONTS.roboto, FONTS.sans]),
      ...o,
    };
  };
  const up = (d, t = hm()) => `${fmt(d, 'us')} ${t}`;
  const rv = (C, d, who) =>
    `<div class="rv">\u2014 ${esc(who || rng.pick(C.reviewers))}, ${esc(fmt(d, 'us'))}</div>`;

  /** The non-TB requirements, dated from the account creation; flu status can be overridden. */
  const others = (f, { flu = 'Approved' } = {}) => {
    const C = f.C;
    const bg = addDays(f.created, rng.int(3, 20));
    const ds = addDays(bg, rng.int(2, 12));
    const hb = addDays(f.created, rng.int(10, 60));
    const mmr = addDays(hb, rng.int(0, 20));
    const td = addDays('2019-03-04', rng.int(0, 1500));
    const fluD = addDays('2026-09-21', rng.int(0, 40));
    const bls = addDays('2025-08-04', rng.int(0, 300));
    const ins = addDays('2026-08-01', 0);
    const list = {
      bg: {
        name: 'Criminal Background Check',
        desc: 'County, statewide, federal; OIG / SAM exclusion',
        status: 'Approved',
        done: bg,
        exp: 'Does not expire',
        doc: `Order BG-${rng.digits(7)} (results via vendor)`,
        note: `Clear \u2014 no records found.${rv(C, addDays(bg, 2), 'System (vendor result)')}`,
      },
      ds: {
        name: 'Urine Drug Screen (10-panel)',
        desc: 'Collected at an approved site; MRO reviewed',
        status: 'Approved',
        done: ds,
        exp: 'One-time',
        doc: `Order DS-${rng.digits(7)} (results via vendor)`,
        note: `Negative \u2014 MRO verified ${esc(fmt(addDays(ds, 3), 'us'))}.${rv(C, addDays(ds, 3), 'System (vendor result)')}`,
      },
      hb: {
        name: 'Hepatitis B',
        desc: '3-dose series or positive surface antibody titer',
        status: 'Approved',
        done: hb,
        exp: null,
        doc: `HepB_titer_lab.pdf \u00b7 1 p \u00b7 ${up(addDays(hb, 4))}`,
        note: `Anti-HBs ${rng.int(30, 400)} mIU/mL \u2014 POSITIVE (immune). Accepted.${rv(C, addDays(hb, 6))}`,
      },
      mmr: {
        name: 'MMR',
        desc: '2 documented doses or positive titers (measles, mumps, rubella)',
        status: 'Approved',
        done: mmr,
        exp: null,
        doc: `MMR_titers.pdf \u00b7 2 p \u00b7 ${up(addDays(mmr, 3))}`,
        note: `Measles, mumps, rubella IgG all Immune.${rv(C, addDays(mmr, 5))}`,
      },
      var: {
        name: 'Varicella',
        desc: '2 doses or positive IgG titer',
        status: 'Approved',
        done: mmr,
        exp: null,
        doc: `Varicella_IgG.pdf \u00b7 1 p \u00b7 ${up(addDays(mmr, 3))}`,
        note: `Varicella zoster IgG POSITIVE (immune).${rv(C, addDays(mmr, 5))}`,
      },
      td: {
        name: 'Tdap',
        desc: 'One adult dose within the last 10 years',
        status: 'Approved',
        done: td,
        exp: addDays(td, 3652),
        doc: `immunization_record.pdf \u00b7 3 p \u00b7 ${up(addDays(f.created, rng.int(5, 40)))}`,
        note: `Adacel on record.${rv(C, addDays(f.created, rng.int(41, 60)))}`,
      },
      flu:
        flu === 'Approved'
          ? {
              name: 'Influenza (2026\u20132027 season)',
              desc: 'Current season dose; due by Nov 1',
              status: 'Approved',
              done: fluD,
              exp: '2027-06-30',
              doc: `flu_shot_receipt.jpg \u00b7 1 p \u00b7 ${up(addDays(fluD, 1))}`,
              note: `Flucelvax, pharmacy receipt.${rv(C, addDays(fluD, 3))}`,
            }
          : {
              name: 'Influenza (2026\u20132027 season)',
              desc: 'Current season dose; due by Nov 1',
              status: 'Pending review',
              psub: 'Submitted',
              done: null,
              exp: null,
              doc: `IMG_${rng.digits(4)}.HEIC \u00b7 1 p \u00b7 ${up(addDays(f.gen, -rng.int(1, 3)))}`,
              note: 'In review queue \u2014 est. 2\u20133 business days.',
            },
      cov: rng.chance(0.5)
        ? {
            name: 'COVID-19',
            desc: 'Primary series, or approved declination per clinical site',
            status: 'Approved',
            done: addDays('2021-04-12', rng.int(0, 60)),
            exp: null,
            doc: `covid_card_front_back.pdf \u00b7 2 p \u00b7 ${up(addDays(f.created, rng.int(5, 30)))}`,
            note: `Primary series complete.${rv(C, addDays(f.created, rng.int(31, 50)))}`,
          }
        : {
            name: 'COVID-19',
            desc: 'Primary series, or approved declination per clinical site',
            status: 'Exempt',
            done: null,
            exp: null,
            doc: `site_declination_form.pdf \u00b7 1 p \u00b7 ${up(addDays(f.created, rng.int(5, 30)))}`,
            note: `Declination accepted per site policy; mask in patient areas.${rv(C, addDays(f.created, rng.int(31, 50)))}`,
          },
      bls: {
        name: 'BLS Provider (AHA)',
        desc: 'American Heart Association BLS; online-only not accepted',
        status: 'Approved',
        done: bls,
        exp: fmt(addDays(bls, 731), 'mm_yyyy'),
        doc: `BLS_eCard.pdf \u00b7 1 p \u00b7 ${up(addDays(bls, 2))}`,
        note: `eCard code verified.${rv(C, addDays(bls, 4))}`,
      },
      ins: {
        name: 'Health Insurance',
        desc: 'Current card, front and back',
        status: 'Approved',
        done: ins,
        exp: '2027-07-31',
        doc: `insurance_card.jpg \u00b7 2 p \u00b7 ${up(addDays(ins, 5))}`,
        note: `Plan year 2026\u201327.${rv(C, addDays(ins, 9))}`,
      },
      hipaa: {
        name: 'HIPAA & Bloodborne Pathogens Module',
        desc: 'Online module with attestation',
        status: 'Approved',
        done: addDays(f.created, rng.int(2, 20)),
        exp: null,
        doc: 'Completed in platform',
        note: 'Score 100%.',
      },
    };
    return list;
  };
  /** Orders the requirements with the TB rows after the first six. */
  const assemble = (o, tbRows) => [
    o.bg,
    o.ds,
    o.hb,
    o.mmr,
    o.var,
    o.td,
    ...tbRows,
    o.flu,
    o.cov,
    o.bls,
    o.ins,
    o.hipaa,
  ];
  const TBNAME = 'TB Screening (annual)';
  const TBDESC = '1-step TST, two-step TST, or IGRA within 12 months; chest x-ray if positive';
  const out = [];

  // 1 — 1-step TST 0 mm approved; overall Not compliant because the flu upload is pending (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const placed = addDays('2026-08-10', rng.int(0, 50));
    const read = addDays(placed, rng.pick([2, 3]));
    const by = rng.pick(C.healthStaff);
    const upd = addDays(read, rng.int(0, 3));
    const o = others(f, { flu: 'Pending' });
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Approved',
        done: read,
        exp: addDays(read, 365),
        doc: `TB_skin_test_form.jpg \u00b7 1 p \u00b7 ${up(upd)}`,
        note: `Verified from document: 1-step TST placed ${esc(fmt(placed, 'us'))}, read ${esc(fmt(read, 'us'))}, induration 0 mm, NEGATIVE. Placed and read by ${esc(by)}, ${esc(C.health)}.${rv(C, addDays(upd, 2))}`,
      },
    ]);
    out.push({
      key: 'one-step-tst-approved-overall-not-compliant-flu-pending',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['missing test result', 'positive test result', 'test too old', 'missing administrator'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
        ...personData(),
      },
      note: `the TB row is Approved: 1-step TST placed ${placed}, read ${read}, 0 mm NEGATIVE, by ${by} at ${C.health} (the administrator), details only in the reviewer's note; the overall NOT COMPLIANT chip is caused by the influenza upload pending review, not by TB; the drug screen "Negative" and the hepatitis B / varicella titers "POSITIVE (immune)" are other requirements; the TB row's expiry ${addDays(read, 365)} is the tracker's own date`,
    });
  }

  // 2 — QuantiFERON approved and "expiring in N days" (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const coll = addDays('2025-11-30', rng.int(0, 12));
    const res = addDays(coll, rng.int(2, 4));
    const expD = addDays(coll, 365);
    const left = Math.round((new Date(expD) - new Date(f.gen)) / 864e5);
    const upd = addDays(res, rng.int(1, 6));
    const o = others(f);
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Expiring soon',
        psub: `Approved \u00b7 expires in ${left} days`,
        done: coll,
        exp: expD,
        doc: `QFT_result_${fmt(res, 'compact')}.pdf \u00b7 1 p \u00b7 ${up(upd)}`,
        note: `Verified from document: QuantiFERON-TB Gold Plus, collected ${esc(fmt(coll, 'us'))}, resulted ${esc(fmt(res, 'us'))}, result NEGATIVE. Performing lab: ${esc(C.lab)}.${rv(C, addDays(upd, 1))} <b>Reminder sent ${esc(fmt(addDays(expD, -30), 'us'))}: renew before expiry.</b>`,
      },
    ]);
    out.push({
      key: 'qft-negative-approved-expiring-soon',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['test too old', 'positive test result', 'missing administrator', 'document expired'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `QFT-Plus collected ${coll}, resulted ${res}, NEGATIVE (${C.lab}, the administrator): ${Math.round((new Date('2026-11-21') - new Date(coll)) / 864e5)} days before 2026-11-21, within 365; the "Expiring soon \u00b7 expires in ${left} days" pill and the ${expD} expiry are still after valid_on`,
    });
  }

  // 3 — two-step TST approved (scan image)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const p1 = addDays('2026-07-13', rng.int(0, 40));
    const r1 = addDays(p1, 2);
    const p2 = addDays(r1, rng.int(7, 18));
    const r2 = addDays(p2, rng.pick([2, 3]));
    const by = rng.pick(C.healthStaff);
    const upd = addDays(r2, rng.int(0, 4));
    const o = others(f);
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Approved',
        done: r2,
        exp: addDays(r2, 365),
        doc: `2step_TST_${rng.pick(['scan', 'form', 'pg1'])}.pdf \u00b7 1 p \u00b7 ${up(upd)}`,
        note: `Verified from document: two-step TST. Step 1 placed ${esc(fmt(p1, 'us_short'))}, read ${esc(fmt(r1, 'us_short'))}, 0 mm NEG. Step 2 placed ${esc(fmt(p2, 'us_short'))}, read ${esc(fmt(r2, 'us_short'))}, 0 mm NEG. Administered by ${esc(by)}, ${esc(C.health)}.${rv(C, addDays(upd, 2))}`,
      },
    ]);
    out.push({
      key: 'two-step-tst-approved',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['positive test result', 'test too old', 'too many tests', 'missing test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.1.type': 'skin',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `two-step TST in the reviewer's note: step 1 ${p1} / ${r1}, step 2 ${p2} / ${r2}, both 0 mm NEG, ${by} at ${C.health}; two negative steps are accepted (corpus reading), not too many tests`,
    });
  }

  // 4 — TB row Expired: last TST in autumn 2025 (scanned PDF)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const placed = addDays('2025-09-08', rng.int(0, 45));
    const read = addDays(placed, 2);
    const expD = addDays(read, 365);
    const by = rng.pick(C.healthStaff);
    const o = others(f);
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Expired',
        psub: `Expired ${fmt(expD, 'us')}`,
        done: read,
        exp: expD,
        doc: `TB_read_${fmt(read, 'mon_yyyy').replace(' ', '')}.pdf \u00b7 1 p \u00b7 ${up(addDays(read, 1))}`,
        note: `Previously verified: 1-step TST placed ${esc(fmt(placed, 'us'))}, read ${esc(fmt(read, 'us'))}, 0 mm, NEGATIVE \u2014 ${esc(by)}, ${esc(C.health)}. <b>Renewal required before the spring rotation.</b> Student notified ${esc(fmt(addDays(expD, -30), 'us'))} and ${esc(fmt(addDays(expD, 1), 'us'))}.`,
      },
    ]);
    out.push({
      key: 'tb-row-expired-autumn-2025-tst',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['test too old'],
      forbidden: ['positive test result', 'missing test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        ...personData(),
      },
      note: `the TB row is Expired (${expD}); its only test is the TST placed ${placed}, read ${read}, 0 mm NEGATIVE — more than 365 days before 2026-11-21; the other requirements' current dates (flu this autumn, the export date ${f.gen}) are not TB tests; document expired may also be reported`,
    });
  }

  // 5 — Rejected upload showing the placement only (photo)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const placed = addDays('2026-10-19', rng.int(0, 18));
    const upd = addDays(placed, rng.int(0, 1));
    const rej = addDays(upd, rng.int(1, 3));
    const by = rng.pick(C.healthStaff);
    const o = others(f);
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Rejected',
        psub: 'Resubmit',
        done: null,
        exp: null,
        doc: `IMG_${rng.digits(4)}.jpg \u00b7 1 p \u00b7 ${up(upd)}`,
        note: `<b>Rejected:</b> document shows TST placement only (placed ${esc(fmt(placed, 'us'))}, L forearm, by ${esc(by)}, ${esc(C.health)}). Date read, induration (mm) and interpretation are blank. Upload the completed form read 48\u201372 h after placement.${rv(C, rej)}`,
      },
    ]);
    out.push({
      key: 'rejected-upload-tst-placement-only',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['missing test result'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.exam_date': placed,
        ...personData(),
      },
      note: `the TB row is Rejected: the uploaded form shows only the placement (${placed}, ${by}); no read date, mm or interpretation (placed but never read: missing test result; missing test dates may also be reported); every other requirement is Approved`,
    });
  }

  // 6 — positive QuantiFERON, chest x-ray sub-requirement not submitted (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const C = f.C;
    const coll = addDays('2026-08-17', rng.int(0, 50));
    const res = addDays(coll, rng.int(2, 4));
    const upd = addDays(res, rng.int(1, 5));
    const o = others(f);
    f.reqs = assemble(o, [
      {
        name: TBNAME,
        desc: TBDESC,
        status: 'Action required',
        psub: 'Positive result',
        done: coll,
        exp: null,
        doc: `QFTPlus_${rng.digits(6)}.pdf \u00b7 2 p \u00b7 ${up(upd)}`,
        note: `Verified from document: QuantiFERON-TB Gold Plus collected ${esc(fmt(coll, 'us'))}, resulted ${esc(fmt(res, 'us'))}: <b>POSITIVE</b> (TB1\u2212Nil ${(rng.int(70, 260) / 100).toFixed(2)} IU/mL). Lab: ${esc(C.lab)}. Chest x-ray and provider clearance required before placement.${rv(C, addDays(upd, 2))}`,
      },
      {
        sub: true,
        name: '\u21b3 TB \u2014 chest x-ray (if TST / IGRA positive)',
        desc: 'Radiology report stating no active TB, within 12 months',
        status: 'Not submitted',
        done: null,
        exp: null,
        doc: '',
        note: `Due before ${esc(fmt(f.rotStart, 'us'))}.`,
      },
    ]);
    out.push({
      key: 'qft-positive-action-required-cxr-not-submitted',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `QFT-Plus collected ${coll}, resulted ${res}, POSITIVE (${C.lab}); the chest x-ray sub-requirement is "Not submitted" with no document, so nothing clears it`,
    });
  }
  return out;
}
