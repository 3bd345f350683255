// A hospital system's quarterly resuscitation-maintenance program (the low-dose, high-frequency kind: short
// cognitive and manikin skills activities at a simulation station every quarter instead of a class every two years)
// as its learner portal prints the nurse's "My Credentials" page: the browser's print header (date and time, page
// title) and footer (URL, page 1 of 1); the portal's app bar with the nurse greeted by first name or nickname; a
// learner panel ("LAST, First M.", employee ID, unit, job title, manager, program enrolment date, hire date); one
// eCredential panel per course with a coloured status bar and captions above values (eCredential code, earned, valid
// through, status) and the line saying who issues the eCredential; then the quarter-by-quarter activity table for the
// course (quarter, window opens, due by, cognitive, compressions and ventilations scores, completed on, result) with
// the current quarter in progress; sometimes a panel of credentials the nurse uploaded from earlier classes; the
// program's rules in small print. Printed by the nurse or her unit educator and photographed, scanned or faxed into
// a staffing file, sometimes with the educator's handwritten note and date on it. The quarters' opening, due and
// completion dates, the enrolment and hire dates, the print date and the educator's date are not the credential's
// dates. Variants: BLS active; ACLS and BLS both in the program; PALS whose valid-through is printed as a month;
// BLS lapsed after a missed quarter; NRP only (the neonatal program's eCredential comes from the American Academy of
// Pediatrics); the program's BLS plus an earlier BLS eCard uploaded from a classroom course, both current.
import {
  addDays,
  endOfMonth,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r27_quarterly_resuscitation_program_learner_record_print',
  split: 'blind',
  renderings: { photo: 35, scanned_pdf: 25, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'Hospital quarterly resuscitation-maintenance program (low-dose, high-frequency simulation-station activities) learner portal "My Credentials" page printed from the browser and mostly photographed, scanned or faxed: print header and URL footer; app bar greeting by first name or nickname; learner panel ("LAST, First M.", employee ID, unit, job title, manager, enrolment and hire dates); one eCredential panel per course with status bar and captions above values (eCredential code, earned, valid through, status) and the issuing body; quarter-by-quarter activity table (opens, due by, cognitive, compressions / ventilations %, completed on, result) with the current quarter in progress; sometimes an "uploaded credentials" panel; program rules in small print; sometimes the unit educator\u2019s handwritten dated note; variants BLS active, ACLS and BLS both enrolled, PALS valid through printed as MM/YYYY, BLS lapsed after a missed quarter, NRP only (American Academy of Pediatrics eCredential), program BLS plus an earlier classroom BLS eCard uploaded, both current',
};

const SYSTEMS = [
  {
    org: 'Prairie Crest Health',
    portal: 'MyResus',
    host: 'myresus.prairiecrest.example',
    color: '#0e5a8a',
    shape: 'circle',
    ini: 'PC',
    tc: 'Prairie Crest Health Resuscitation Training Center',
    tcid: 'NE05512',
    units: ['4 North Med-Surg', 'Cardiac Step-Down', 'Emergency Department', 'Float Pool'],
    station: ['Main campus \u2014 Level 2 skills lab', 'Bellevue clinic \u2014 break room station'],
  },
  {
    org: 'Harbor Pointe Medical Center',
    portal: 'Resus Learning Hub',
    host: 'resushub.harborpointe.example',
    color: '#6b2d5c',
    shape: 'shield',
    ini: 'HP',
    tc: 'Harbor Pointe Simulation & Resuscitation Center',
    tcid: 'FL09318',
    units: ['Labor & Delivery', 'PICU', 'Surgical ICU', 'Resource Pool'],
    station: ['Tower B, 3rd floor station', 'Outpatient pavilion station'],
  },
  {
    org: 'Sangre Valley Health System',
    portal: 'ResusReady',
    host: 'resusready.sangrevalley.example',
    color: '#2f6b3a',
    shape: 'square',
    ini: 'SV',
    tc: 'Sangre Valley Health Training Center',
    tcid: 'CO07744',
    units: ['Telemetry', 'Medical ICU', 'Pediatrics', 'NICU', 'Staffing Office pool'],
    station: ['Aurora campus sim station', 'Education center, room 114'],
  },
];
const MANAGERS = [
  'Delphine Arceneaux, MSN, RN',
  'Warren Oyelaran, BSN, RN',
  'Kirsten Mahaffey, RN, CCRN',
  'Gideon Paredes, MSN',
  'Lorraine Tsai, DNP, RN',
];
const EDUCATORS = ['KM', 'J. Ruiz RN', 'T.B.', 'AL', 'Dana W.'];
const COURSE = {
  bls: {
    title: 'BLS Provider',
    issuer: 'Issued by the American Heart Association through',
    skills: ['Adult compressions', 'Adult ventilations'],
  },
  acls: {
    title: 'ACLS Provider',
    issuer: 'Issued by the American Heart Association through',
    skills: ['Compressions (adult)', 'Megacode scenario'],
  },
  pals: {
    title: 'PALS Provider',
    issuer: 'Issued by the American Heart Association through',
    skills: ['Infant / child compressions', 'Pediatric scenario'],
  },
  nrp: {
    title: 'NRP Provider (Neonatal Resuscitation Program\u00ae)',
    issuer: 'eCredential issued by the American Academy of Pediatrics; activities hosted by',
    skills: ['Positive-pressure ventilation', 'Neonatal scenario'],
  },
};
const STATUS = {
  Active: ['#1e7b34', '#e6f4ea'],
  Lapsed: ['#a12020', '#fbe6e6'],
  'Active (uploaded)': ['#55606e', '#eef1f4'],
};

// ---- quarters ----------------------------------------------------------------------------------------------------
function quarterOf(isoDate) {
  const y = Number(isoDate.slice(0, 4));
  const q = Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1;
  return { y, q };
}
function quarterDates({ y, q }) {
  const m = String((q - 1) * 3 + 1).padStart(2, '0');
  const start = `${y}-${m}-01`;
  return { start, end: endOfMonth(`${y}-${String(q * 3).padStart(2, '0')}-01`) };
}
function nextQuarter({ y, q }) {
  return q === 4 ? { y: y + 1, q: 1 } : { y, q: q + 1 };
}

function render(f) {
  const S = f.sys;
  const capVal = (cap, val, cls = '') =>
    `<div class="cv ${cls}"><div class="c">${esc(cap)}</div><div class="val">${val}</div></div>`;
  const credPanel = (c) => {
    const [fg, bg] = STATUS[c.status] || STATUS.Active;
    return `<div class="cred" style="border-left-color:${fg}">
      <div class="ch"><div><div class="ct">${esc(COURSE[c.type].title)}${c.programLabel ? ` <span class="pl">${esc(c.programLabel)}</span>` : ''}</div>
      <div class="ci">${esc(c.issuerLine)}</div></div>
      <span class="chip" style="color:${fg};background:${bg};border-color:${fg}">${esc(c.status.toUpperCase())}</span></div>
      <div class="grid">${capVal(c.codeCap, `<span class="mono">${esc(c.code)}</span>`)}${capVal(c.earnedCap, esc(c.earnedText))}${capVal(c.validCap, `<b>${esc(c.validText)}</b>`)}${capVal(c.lastCap || 'Next activity due', esc(c.nextText))}</div>
      ${c.sub ? `<div class="sub">${c.sub}</div>` : ''}
    </div>`;
  };
  const qRows = f.quarters
    .map(
      (q) =>
        `<tr class="${q.cls || ''}"><td><b>${esc(q.label)}</b></td><td>${esc(q.opens)}</td><td>${esc(q.due)}</td><td class="c">${q.cog}</td><td class="c">${esc(q.s1)}</td><td class="c">${esc(q.s2)}</td><td>${esc(q.done)}</td><td>${q.result}</td></tr>`,
    )
    .join('');
  const uploaded = f.uploaded
    ? `<h3>Credentials uploaded from other courses</h3>
    <table class="up"><tr><th>Course</th><th>Issued by</th><th>eCard code</th><th>Issue date</th><th>Recommended renewal</th><th>Review</th></tr>
    <tr><td>${esc(f.uploaded.course)}</td><td>${esc(f.uploaded.by)}</td><td class="mono">${esc(f.uploaded.code)}</td><td>${esc(f.uploaded.issued)}</td><td><b>${esc(f.uploaded.renew)}</b></td><td>${esc(f.uploaded.review)}</td></tr></table>`
    : '';
  const body = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(f.tabTitle)}</span></div>
  <div class="bar" style="background:${S.color}">${logo({ initials: S.ini, color: '#fff', fg: S.color, shape: S.shape, size: 34 })}
    <div class="bn"><div class="pn">${esc(S.portal)}</div><div class="on">${esc(S.org)} \u00b7 Clinical Education</div></div>
    <div class="nav"><span>Home</span><span>My activities</span><span class="on">Credentials</span><span>Station finder</span><span>Help</span></div>
    <div class="hi">Hi, ${esc(f.greet)} \u25be</div></div>
  <div class="crumb">Credentials \u203a <b>My credentials</b> <span class="r">Last sign-in ${esc(f.lastSignIn)}</span></div>
  <div class="learner">
    ${capVal('Learner', `<b>${esc(f.learnerName)}</b>`)}
    ${capVal('Employee ID', esc(f.empId))}
    ${capVal('Unit', esc(f.unit))}
    ${capVal('Job title', esc(f.job))}
    ${capVal('Manager', esc(f.manager))}
    ${capVal('Hire date', esc(f.hire))}
    ${capVal('Enrolled in program', esc(f.enrolled))}
    ${capVal('Preferred station', esc(f.station))}
  </div>
  <h2>My eCredentials</h2>
  ${f.creds.map(credPanel).join('')}
  <h3>Quarterly activities \u2014 ${esc(COURSE[f.qType].title)}</h3>
  <table class="qt"><tr><th>Quarter</th><th>Window opens</th><th>Due by</th><th>Cognitive</th><th>${esc(COURSE[f.qType].skills[0])}</th><th>${esc(COURSE[f.qType].skills[1])}</th><th>Completed on</th><th>Result</th></tr>${qRows}</table>
  ${uploaded}
  <h3>Recent station sessions</h3>
  <table class="ss"><tr><th>Date and time</th><th>Station</th><th>Activity</th><th>Duration</th><th>Outcome</th></tr>${f.sessions
    .map(
      (x) =>
        `<tr><td>${esc(x.when)}</td><td>${esc(x.station)}</td><td>${esc(x.act)}</td><td>${esc(x.dur)}</td><td>${esc(x.out)}</td></tr>`,
    )
    .join('')}</table>
  <div class="rules"><b>How your eCredential stays current.</b> Complete each quarter\u2019s cognitive and skills activities at any ${esc(S.org)} simulation station by the quarter\u2019s due date. Your eCredential remains valid through the date shown while every quarter is completed on time. If a due date is missed the eCredential lapses at the end of that quarter and you must complete a full provider course to re-enroll. Skills scores below 75 % repeat within the same session. Training Center: ${esc(S.tc)} (TC ${esc(S.tcid)}).</div>
  ${f.note ? `<div class="note" style="transform:rotate(${f.noteRot}deg)">${hand(f.note, { font: f.pen, ink: f.ink, size: '1.7em' })}</div>` : ''}
  <div class="pf"><span>https://${esc(S.host)}/learner/credentials?view=print</span><span>1/1</span></div>`;
  const css = `
  body { font-size:9pt; }
  .ph, .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; }
  .pf { position:fixed; left:0; right:0; bottom:0; }
  .bar { display:flex; align-items:center; gap:10px; color:#fff; padding:6px 10px; margin-top:5px; border-radius:3px; }
  .bn .pn { font-size:14pt; font-weight:bold; } .bn .on { font-size:7.6pt; opacity:.9; }
  .nav { flex:1; text-align:center; } .nav span { margin:0 7px; font-size:8.6pt; opacity:.85; } .nav .on { font-weight:bold; opacity:1; border-bottom:2px solid #fff; }
  .hi { font-size:8.6pt; }
  .crumb { font-size:8pt; color:#555; margin:6px 0; display:flex; } .crumb .r { margin-left:auto; }
  .learner { display:grid; grid-template-columns: repeat(4, 1fr); gap:6px 12px; border:1px solid #cfd5db; border-radius:4px; padding:7px 9px; background:#f8f9fb; }
  .cv .c { font-size:6.8pt; color:#5a6470; text-transform:uppercase; letter-spacing:.04em; }
  .cv .val { font-size:9.2pt; margin-top:1px; }
  h2 { font-size:11.5pt; margin:12px 0 6px; } h3 { font-size:10pt; margin:12px 0 5px; }
  .cred { border:1px solid #cfd5db; border-left:6px solid; border-radius:4px; padding:7px 10px; margin-bottom:8px; }
  .ch { display:flex; justify-content:space-between; align-items:flex-start; }
  .ct { font-size:11pt; font-weight:bold; } .pl { font-size:7.6pt; font-weight:normal; color:#555; border:1px solid #bbb; border-radius:8px; padding:0 5px; }
  .ci { font-size:7.8pt; color:#444; margin-top:1px; }
  .chip { border:1px solid; border-radius:9px; padding:1px 8px; font-size:7.8pt; font-weight:bold; }
  .grid { display:grid; grid-template-columns: 1.3fr 1fr 1fr 1fr; gap:8px; margin-top:6px; }
  .sub { font-size:7.6pt; color:#8a1f1f; margin-top:4px; }
  .mono { font-family:${FONTS.mono}; letter-spacing:.04em; }
  table { width:100%; font-size:8.2pt; }
  th { background:#eef1f4; text-align:left; padding:3px 4px; font-size:7.4pt; border-bottom:1px solid #888; }
  td { padding:3px 4px; border-bottom:0.7px solid #d3d7dc; }
  td.c { text-align:center; }
  tr.cur td { background:#fffbe6; } tr.miss td { background:#fdeeee; }
  .rules { font-size:7.2pt; color:#444; margin-top:10px; line-height:1.35; border-top:1px solid #ccc; padding-top:5px; }
  .note { margin:16px 0 0 2.4in; }`;
  return page({ title: f.tabTitle, size: 'letter', margin: '0.4in 0.45in', font: f.font, css, body });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const systems = rng.shuffle(SYSTEMS);
  const managers = rng.shuffle(MANAGERS);
  const educators = rng.shuffle(EDUCATORS);

  /** Quarter rows from the quarter after `from` through the print quarter; `missed` marks a missed quarter. */
  const quarterRows = (from, printed, ds, { missed = null } = {}) => {
    const rows = [];
    let q = nextQuarter(quarterOf(from));
    const cur = quarterOf(printed);
    let lapsed = false;
    while (q.y < cur.y || (q.y === cur.y && q.q <= cur.q)) {
      const { start, end } = quarterDates(q);
      const label = `Q${q.q} ${q.y}`;
      const isCur = q.y === cur.y && q.q === cur.q;
      const isMiss = missed && missed.y === q.y && missed.q === q.q;
      if (lapsed) {
        rows.push({
          label,
          opens: fmt(start, ds),
          due: fmt(end, ds),
          cog: '\u2014',
          s1: '\u2014',
          s2: '\u2014',
          done: '\u2014',
          result: 'Not eligible (lapsed)',
        });
      } else if (isMiss) {
        rows.push({
          label,
          opens: fmt(start, ds),
          due: fmt(end, ds),
          cog: rng.chance(0.5) ? '\u2713' : '\u2014',
          s1: '\u2014',
          s2: '\u2014',
          done: 'Not completed',
          result: '<b style="color:#a12020">Missed \u2014 eCredential lapsed</b>',
          cls: 'miss',
        });
        lapsed = true;
      } else if (isCur) {
        const started = rng.chance(0.6);
        const cogDate = addDays(start, rng.int(3, 30));
        rows.push({
          label,
          opens: fmt(start, ds),
          due: fmt(end, ds),
          cog: started ? `\u2713 ${fmt(cogDate, 'us_short')}` : '\u2014',
          s1: started && rng.chance(0.5) ? `${rng.int(82, 100)} %` : '\u2014',
          s2: '\u2014',
          done: '\u2014',
          result: started ? 'In progress' : 'Not started',
          cls: 'cur',
          events: started ? [[cogDate, 'cognitive module']] : [],
        });
      } else {
        const done = addDays(start, rng.int(8, 80));
        rows.push({
          label,
          opens: fmt(start, ds),
          due: fmt(end, ds),
          cog: '\u2713',
          s1: `${rng.int(80, 100)} %`,
          s2: `${rng.int(78, 100)} %`,
          done: fmt(done, ds),
          result: 'Complete',
          events: [
            [addDays(done, -rng.int(1, 6)), 'cognitive module'],
            [done, rng.pick(['compressions and ventilations', 'skills and scenario'])],
          ],
        });
      }
      q = nextQuarter(q);
    }
    return rows.slice(-6);
  };

  const make = (p, o) => {
    const i = out.length;
    const sys = systems[i % systems.length];
    const ds = o.ds;
    const printed = addDays('2026-11-03', rng.int(0, 14));
    const hh = rng.int(7, 18);
    const hire = addDays(o.enrolled, -rng.int(60, 2400));
    const f = {
      sys,
      font: rng.pick([FONTS.open, FONTS.roboto, FONTS.lato, FONTS.sans]),
      printStamp: `${fmt(printed, 'us_short')}, ${hh > 12 ? hh - 12 : hh}:${String(rng.int(10, 59))} ${hh >= 12 ? 'PM' : 'AM'}`,
      tabTitle: `My credentials \u2013 ${sys.portal}`,
      greet: o.greet || p.first,
      lastSignIn: `${fmt(addDays(printed, -rng.int(0, 20)), 'mon')} ${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(10, 59))}`,
      learnerName: nameAs(p, o.nameStyle || 'last_first_mi') + (p.middle && !o.nameStyle ? '.' : ''),
      empId: `${rng.pick(['E', '00', 'PC'])}${rng.digits(6)}`,
      unit: o.unit || rng.pick(sys.units),
      job: o.job || rng.pick(['Registered Nurse', 'RN II', 'Clinical Nurse', 'Staff Nurse \u2014 Per Diem']),
      manager: managers[i % managers.length],
      hire: fmt(hire, ds),
      enrolled: fmt(o.enrolled, ds),
      station: rng.pick(sys.station),
      creds: o.creds.map((c) => ({
        ...c,
        issuerLine: `${COURSE[c.type].issuer} ${sys.tc} (TC ${sys.tcid})`,
        codeCap: c.codeCap || 'eCredential code',
        earnedCap: c.earnedCap || 'Earned',
        validCap: c.validCap || 'Valid through',
      })),
      qType: o.qType,
      quarters: o.quarters(printed),
      uploaded: o.uploaded || null,
      sessions: [],
      note: o.note ? o.note(educators[i % educators.length], printed) : '',
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      noteRot: rng.float(-4, 3).toFixed(1),
    };
    f.sessions = sessionsFor(o.creds, f.quarters, sys, o.lapsed);
    return f;
  };
  /** The last few station visits (newest first), from the quarters' activities; a lapse notice on top after a lapse. */
  const sessionsFor = (creds, quarters, sys, lapsed) => {
    const title = COURSE[creds[0].type].title.split(' (')[0];
    const visits = quarters
      .flatMap((q) => q.events || [])
      .sort((a, b) => (a[0] < b[0] ? 1 : -1))
      .slice(0, lapsed ? 2 : 3)
      .map(([day, act]) => ({
        when: `${fmt(day, 'us_short')} ${String(rng.int(6, 20)).padStart(2, '0')}:${String(rng.int(10, 59))}`,
        station: rng.pick(sys.station),
        act: `${title} \u2014 ${act}`,
        dur: `${rng.int(6, 24)} min`,
        out: rng.pick(['Passed', 'Passed', 'Passed after 1 retry']),
      }));
    if (lapsed)
      visits.unshift({
        when: `${fmt(lapsed, 'us_short')} \u2014`,
        station: '\u2014',
        act: 'Notice: quarter due date missed',
        dur: '\u2014',
        out: 'eCredential lapsed',
      });
    return visits;
  };
  const code = () => (rng.chance(0.5) ? rng.digits(12) : `${rng.alnum(4)}-${rng.alnum(4)}-${rng.alnum(4)}`);
  const cert = (idx, type, issuer, id, issue, exp) => ({
    [`certifications.${idx}.type`]: type,
    [`certifications.${idx}.issuer`]: issuer,
    [`certifications.${idx}.id`]: id,
    [`certifications.${idx}.issue_date`]: issue,
    [`certifications.${idx}.expiration_date`]: exp,
  });

  // 1 — BLS active in the program
  {
    const p = k.person();
    const earned = addDays('2025-02-10', rng.int(0, 330));
    const exp = twoYearsEndOfMonth(earned);
    const id = code();
    const ds = 'us';
    const f = make(p, {
      ds,
      enrolled: addDays(earned, -rng.int(5, 40)),
      greet: p.nick || p.first,
      qType: 'bls',
      creds: [
        {
          type: 'bls',
          status: 'Active',
          code: id,
          earnedText: fmt(earned, ds),
          validText: fmt(exp, ds),
          nextText: fmt('2026-12-31', ds),
        },
      ],
      quarters: (printed) => quarterRows(earned, printed, ds),
      note: (ini, printed) => `Printed for agency file ${fmt(printed, 'us_short')} \u2014 ${ini}`,
    });
    out.push({
      key: 'bls-active-quarters-on-time',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'too many certifications'],
      data: {
        ...cert(0, 'bls', 'american_heart_association', id, earned, exp),
        ...personData('match', null),
      },
      note: `BLS Provider eCredential ${id}, earned ${earned}, valid through ${exp}, Active; the quarter windows, completion dates, enrolment, hire, sign-in and print dates and the educator's note are not the credential's dates`,
    });
  }

  // 2 — ACLS and BLS both in the program (two different types: not too many certifications)
  {
    const p = k.person();
    const ds = 'mon';
    const earnedA = addDays('2025-04-07', rng.int(0, 250));
    const earnedB = addDays(earnedA, rng.int(2, 20));
    const expA = twoYearsEndOfMonth(earnedA);
    const expB = twoYearsEndOfMonth(earnedB);
    const idA = code();
    const idB = code();
    const f = make(p, {
      ds,
      enrolled: addDays(earnedA, -rng.int(5, 30)),
      unit: rng.pick(['Cardiac Step-Down', 'Surgical ICU', 'Medical ICU', 'Emergency Department']),
      qType: 'acls',
      creds: [
        {
          type: 'acls',
          status: 'Active',
          code: idA,
          earnedText: fmt(earnedA, ds),
          validText: fmt(expA, ds),
          nextText: fmt('2026-12-31', ds),
        },
        {
          type: 'bls',
          status: 'Active',
          code: idB,
          earnedText: fmt(earnedB, ds),
          validText: fmt(expB, ds),
          nextText: fmt('2026-12-31', ds),
        },
      ],
      quarters: (printed) => quarterRows(earnedA, printed, ds),
    });
    out.push({
      key: 'acls-and-bls-both-enrolled',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['too many certifications', 'document expired', 'missing id', 'unsupported type'],
      data: {
        ...cert(0, 'acls', 'american_heart_association', idA, earnedA, expA),
        ...cert(1, 'bls', 'american_heart_association', idB, earnedB, expB),
        ...personData('match', null),
      },
      note: `two eCredentials of different types, listed ACLS first: ACLS ${idA} (${earnedA} – ${expA}) and BLS ${idB} (${earnedB} – ${expB}), both Active; two different course types are not too many certifications`,
    });
  }

  // 3 — PALS, valid through printed as a month
  {
    const p = k.person();
    const ds = 'iso';
    const earned = addDays('2025-06-02', rng.int(0, 200));
    const exp = twoYearsEndOfMonth(earned);
    const id = code();
    const f = make(p, {
      ds,
      enrolled: addDays(earned, -rng.int(5, 30)),
      unit: rng.pick(['PICU', 'Pediatrics', 'Emergency Department']),
      nameStyle: 'LAST_FIRST_MI',
      qType: 'pals',
      creds: [
        {
          type: 'pals',
          status: 'Active',
          code: id,
          earnedText: fmt(earned, ds),
          validText: fmt(exp, 'mm_yyyy'),
          validCap: 'Valid through (end of month)',
          nextText: fmt('2026-12-31', ds),
        },
      ],
      quarters: (printed) => quarterRows(earned, printed, ds),
      note: (ini) => `PALS ok thru ${fmt(exp, 'mm_yyyy')} \u2713 ${ini}`,
    });
    out.push({
      key: 'pals-valid-through-month',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing expiration date', 'missing id'],
      data: {
        ...cert(0, 'pals', 'american_heart_association', id, earned, exp),
        ...personData('match', null),
      },
      note: `PALS Provider eCredential ${id}, earned ${earned}, "Valid through (end of month)" ${fmt(exp, 'mm_yyyy')} → ${exp}`,
    });
  }

  // 4 — BLS lapsed after a missed quarter
  {
    const p = k.person();
    const ds = 'long';
    const earned = addDays('2024-11-04', rng.int(0, 120));
    const missed = { y: 2026, q: rng.pick([1, 2]) };
    const lapseEnd = quarterDates(missed).end;
    const id = code();
    const f = make(p, {
      ds,
      enrolled: addDays(earned, -rng.int(5, 30)),
      qType: 'bls',
      creds: [
        {
          type: 'bls',
          status: 'Lapsed',
          code: id,
          earnedText: fmt(earned, ds),
          validText: fmt(lapseEnd, ds),
          nextText: 'Re-enroll after a provider course',
          lastCap: 'Next step',
          sub: `Q${missed.q} ${missed.y} activities were not completed by ${fmt(lapseEnd, ds)}; the eCredential lapsed on that date (originally valid through ${fmt(twoYearsEndOfMonth(earned), ds)}).`,
        },
      ],
      quarters: (printed) => quarterRows(earned, printed, ds, { missed }),
      lapsed: addDays(lapseEnd, 1),
    });
    out.push({
      key: 'bls-lapsed-missed-quarter',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      forbidden: ['missing id', 'too many certifications'],
      data: {
        ...cert(0, 'bls', 'american_heart_association', id, earned, lapseEnd),
        ...personData('match', null),
      },
      note: `BLS eCredential ${id} LAPSED: Q${missed.q} ${missed.y} was missed, "valid through ${fmt(lapseEnd, 'long')}" (the original end ${twoYearsEndOfMonth(earned)} no longer applies, as the panel says); lapsed before 2026-11-21`,
    });
  }

  // 5 — NRP only: an unsupported type, and its eCredential comes from the American Academy of Pediatrics
  {
    const p = k.person();
    const ds = 'us';
    const earned = addDays('2025-03-03', rng.int(0, 300));
    const exp = twoYearsEndOfMonth(earned);
    const id = code();
    const f = make(p, {
      ds,
      enrolled: addDays(earned, -rng.int(5, 30)),
      unit: rng.pick(['Labor & Delivery', 'NICU', 'Mother-Baby']),
      qType: 'nrp',
      creds: [
        {
          type: 'nrp',
          status: 'Active',
          code: id,
          codeCap: 'eCredential ID',
          earnedText: fmt(earned, ds),
          validText: fmt(exp, ds),
          nextText: fmt('2026-12-31', ds),
          programLabel: '8th edition',
        },
      ],
      quarters: (printed) => quarterRows(earned, printed, ds),
    });
    out.push({
      key: 'nrp-only-aap-ecredential',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['unsupported type', 'unsupported issuer'],
      forbidden: ['document expired', 'missing id'],
      data: {
        ...cert(0, 'nrp', 'other', id, earned, exp),
        ...personData('match', null),
      },
      note: `the only credential is NRP Provider ${id} (${earned} – ${exp}, Active), not among the default accepted types; its eCredential is issued by the American Academy of Pediatrics, not one of the named issuers, so unsupported issuer applies too (the hospital's AHA Training Center only hosts the activities)`,
    });
  }

  // 6 — the program's BLS plus an earlier classroom BLS eCard uploaded, both current
  {
    const p = k.person();
    const ds = 'us';
    const earned = addDays('2025-09-08', rng.int(0, 200));
    const exp = twoYearsEndOfMonth(earned);
    const id = code();
    const upIssue = addDays('2025-01-13', rng.int(0, 150));
    const upExp = twoYearsEndOfMonth(upIssue);
    const upCode = rng.digits(12);
    const f = make(p, {
      ds,
      enrolled: addDays(earned, -rng.int(5, 30)),
      qType: 'bls',
      creds: [
        {
          type: 'bls',
          status: 'Active',
          code: id,
          earnedText: fmt(earned, ds),
          validText: fmt(exp, ds),
          nextText: fmt('2026-12-31', ds),
        },
      ],
      quarters: (printed) => quarterRows(earned, printed, ds),
      uploaded: {
        course: 'BLS Provider (instructor-led classroom course)',
        by: 'American Heart Association \u2014 Bluestem CPR & First Aid LLC',
        code: upCode,
        issued: fmt(upIssue, ds),
        renew: fmt(upExp, 'mm_yyyy'),
        review: `Accepted \u2014 Clinical Education, ${fmt(addDays(upIssue, rng.int(10, 40)), 'us_short')}`,
      },
      note: (ini) => `2 BLS on file?? \u2014 which one for agency \u2014 ${ini}`,
    });
    out.push({
      key: 'program-bls-plus-uploaded-classroom-bls',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['too many certifications'],
      forbidden: ['document expired'],
      data: {
        ...cert(0, 'bls', 'american_heart_association', id, earned, exp),
        ...cert(1, 'bls', 'american_heart_association', upCode, upIssue, upExp),
        ...personData('match', null),
      },
      note: `two current BLS credentials with different dates: the program's eCredential ${id} (${earned} – ${exp}) and an uploaded classroom BLS eCard ${upCode} (${upIssue}, renewal ${fmt(upExp, 'mm_yyyy')} → ${upExp}) → too many certifications (flagged); listed program first, upload second`,
    });
  }
  return out;
}
