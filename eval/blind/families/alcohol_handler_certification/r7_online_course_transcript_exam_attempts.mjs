// Two-page "Learner transcript" exported from an online alcohol-server course provider's learning system. Page 1: the
// learner profile as a two-column key-value grid (labels left), a module progress table with YYYY-MM-DD HH:MM
// completion stamps, and an EXAM ATTEMPTS table where the first attempt can be a FAIL and the certifying attempt is a
// later row. Page 2: the "Certification record" block (Credential #, program, state of service, certified on, valid
// thru — TABC prints none), the provider's approval line and the registrar's signature. The certification date is the
// passing attempt's date, never the enrolment or first attempt date.
import { addDays, addYears, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r7_online_course_transcript_exam_attempts',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page online alcohol-server course learner transcript: p1 profile grid, module table with YYYY-MM-DD HH:MM stamps and an exam-attempts table (first attempt FAIL, pass on a later row); p2 certification record (Credential #, program, state, certified on, valid thru or none for TABC), approval line and registrar signature',
};

const PROGRAMS = {
  tips: {
    provider: 'BrightPour Hospitality Learning',
    program: 'TIPS On-Premise (eTIPS) 3.0',
    approval: 'Delivered under license from Health Communications, Inc. (TIPS)',
    state: 'Colorado',
    years: 3,
    printEnd: true,
    passMark: 70,
  },
  servsafe: {
    provider: 'Keel & Cork Server Academy',
    program: 'ServSafe Alcohol Primary - Online Course and Exam',
    approval: 'ServSafe Alcohol exam administered by an authorized online proctor',
    state: 'Georgia',
    years: 3,
    printEnd: true,
    passMark: 75,
  },
  tabc: {
    provider: 'Lone Mesa Seller-Server School',
    program: 'TABC Seller-Server Training',
    approval: 'Texas Alcoholic Beverage Commission approved seller-server training school, School No. 1163',
    state: 'Texas',
    years: 2,
    printEnd: false,
    passMark: 70,
  },
};

function render(f) {
  const pg = f.pg;
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid #234; padding-bottom:5px; }
  .hd .n { font-size:13pt; font-weight:bold; color:#234; } .hd .s { font-size:8pt; color:#555; text-align:right; }
  h1 { font-size:12.5pt; margin:12px 0 6px; }
  h2 { font-size:10pt; margin:14px 0 4px; color:#234; border-bottom:1px solid #9ab; }
  table.kv td { font-size:9pt; padding:2px 18px 2px 0; } table.kv td.l { color:#555; }
  table.t { width:100%; } table.t th { text-align:left; font-size:8pt; background:#e6edf3; padding:3px 5px; }
  table.t td { font-size:8.8pt; padding:3px 5px; border-bottom:1px solid #dde; }
  .F { color:#a00; font-weight:bold; } .P { color:#070; font-weight:bold; }
  .rec { border:1.5px solid #234; padding:10px 14px; margin-top:8px; }
  .rec table td { font-size:10pt; padding:4px 22px 4px 0; } .rec td.l { color:#444; font-size:8.8pt; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#666; border-top:1px solid #ccc; margin-top:20px; padding-top:3px; }`;
  const head = `<div class="hd"><div class="n">${esc(pg.provider)}</div><div class="s">Learner transcript<br>Generated ${esc(f.generated)}</div></div>`;
  const mods = f.modules
    .map((m, i) => `<tr><td>${i + 1}</td><td>${esc(m[0])}</td><td>Complete</td><td>${esc(m[1])}</td></tr>`)
    .join('');
  const atts = f.attempts
    .map(
      (a, i) =>
        `<tr><td>${i + 1}</td><td>${esc(a.when)}</td><td>${a.score}%</td><td>${pg.passMark}%</td><td class="${a.pass ? 'P' : 'F'}">${a.pass ? 'PASS' : 'FAIL'}</td><td>${esc(a.proctor)}</td></tr>`,
    )
    .join('');
  const body = `${head}
  <h1>Learner transcript</h1>
  <table class="kv"><tr><td class="l">Learner</td><td><b>${esc(f.name)}</b></td><td class="l">Learner ID</td><td>${esc(f.learnerId)}</td></tr>
  <tr><td class="l">E-mail</td><td>${esc(f.email)}</td><td class="l">Enrolled</td><td>${esc(f.enrolled)}</td></tr>
  <tr><td class="l">Employer (optional)</td><td>${esc(f.employer)}</td><td class="l">State of service</td><td>${esc(pg.state)}</td></tr>
  <tr><td class="l">Course</td><td colspan="3">${esc(pg.program)}</td></tr></table>
  <h2>Module progress</h2>
  <table class="t"><tr><th style="width:6%">#</th><th>Module</th><th>Status</th><th>Completed</th></tr>${mods}</table>
  <h2>Exam attempts</h2>
  <table class="t"><tr><th style="width:6%">#</th><th>Date / time</th><th>Score</th><th>Pass mark</th><th>Result</th><th>Proctor</th></tr>${atts}</table>
  <div style="font-size:8pt;color:#555;margin-top:6px">A failed attempt may be retaken once after 24 hours. The certification record is on page 2.</div>
  <div class="pf"><span>${esc(f.name)} · ${esc(f.learnerId)}</span><span>Page 1 of 2</span></div>
  <div class="pb"></div>
  ${head}
  <h1>Certification record</h1>
  <div class="rec"><table>
   <tr><td class="l">Certified learner</td><td><b>${esc(f.name)}</b></td></tr>
   <tr><td class="l">Credential #</td><td>${f.certId ? esc(f.certId) : '<span style="color:#888">—</span>'}</td></tr>
   <tr><td class="l">Program</td><td>${esc(pg.program)}</td></tr>
   <tr><td class="l">State of service</td><td>${esc(pg.state)}</td></tr>
   <tr><td class="l">Certified on</td><td>${esc(f.certified)}</td></tr>
   ${pg.printEnd ? `<tr><td class="l">Valid thru</td><td>${esc(f.validThru)}</td></tr>` : ''}
  </table></div>
  <div style="font-size:8.8pt;margin-top:10px">${esc(pg.approval)}.</div>
  <div style="font-size:8.5pt;margin-top:6px;color:#333">${pg.printEnd ? 'Certification must be renewed on or before the Valid thru date.' : 'Certificate holders should keep this record; the employer may verify certification with the commission.'}</div>
  <div style="margin-top:26px">${sig(f.registrar, { font: f.sigFont, size: '1.8em' })}<div style="border-top:1px solid #333;width:2.8in;font-size:8pt">${esc(f.registrar)}, Registrar — ${esc(pg.provider)}</div></div>
  <div class="pf"><span>${esc(f.name)} · ${esc(f.learnerId)}</span><span>Page 2 of 2</span></div>`;
  return page({ title: 'Learner transcript', body, css, font: FONTS.dejavu, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const stamp = (iso) =>
    `${iso} ${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const MODS = {
    tips: [
      'Alcohol and the law',
      'Blood alcohol concentration',
      'Assessing intoxication',
      'Intervention strategies',
      'Checking identification',
    ],
    servsafe: [
      'Alcohol law and your responsibility',
      'Recognizing and preventing intoxication',
      'Checking identification',
      'Handling difficult situations',
    ],
    tabc: [
      'The TABC and the Alcoholic Beverage Code',
      'Preventing sales to minors',
      'Preventing sales to intoxicated persons',
      'Responsible service practices',
      'Selling and serving within the law',
    ],
  };
  const make = (p, prog, o = {}) => {
    const pg = PROGRAMS[prog];
    const enrolledIso = o.enrolled || addDays('2025-02-01', rng.int(0, 480));
    let cur = enrolledIso;
    const modules = MODS[prog].map((m) => {
      cur = addDays(cur, rng.int(0, 2));
      return [m, stamp(cur)];
    });
    const proctors = ['Auto-graded', 'J. Pelletier (remote)', 'M. Osei (remote)'];
    const attempts = [];
    if (o.failFirst) {
      cur = addDays(cur, rng.int(0, 1));
      attempts.push({ when: stamp(cur), score: rng.int(52, 66), pass: false, proctor: rng.pick(proctors) });
      cur = addDays(cur, rng.int(2, 9));
    } else cur = addDays(cur, rng.int(0, 2));
    attempts.push({ when: stamp(cur), score: rng.int(78, 98), pass: true, proctor: rng.pick(proctors) });
    const certIso = cur;
    const endIso = addYears(certIso, pg.years);
    const ds = o.ds || rng.pick(['long', 'us', 'iso']);
    return {
      pg,
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full'])),
      learnerId: `LRN-${rng.digits(7)}`,
      email: `${stripAccents(p.first).toLowerCase()}.${stripAccents(p.last)
        .toLowerCase()
        .replace(/[^a-z]/g, '')}@mailbox.example`,
      enrolled: fmt(enrolledIso, 'iso'),
      employer: rng.pick(['Willow Glen Senior Living - Dining', 'Harbor Crest Events & Catering', '—']),
      modules,
      attempts,
      certId: o.noId ? '' : prog === 'tabc' ? `TX-SS-${rng.digits(8)}` : `${rng.digits(3)}-${rng.digits(6)}`,
      certified: fmt(certIso, ds),
      validThru: fmt(endIso, ds),
      registrar: rng.pick(['Colleen Maddox', 'Arturo Benavidez', 'Pamela Ostrowski']),
      sigFont: rng.pick(SIGS),
      generated: fmt(addDays('2026-11-02', rng.int(0, 15)), 'iso'),
      certIso,
      endIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, 'tips', { failFirst: true });
  out.push({
    key: 'tips-pass-on-second-attempt',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certId,
      'certificate.issue_date': f.certIso,
      'certificate.expiration_date': f.endIso,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: 'first exam attempt failed; certified on the date of the second (passing) attempt, shown on page 2',
  });

  p = k.person();
  f = make(p, 'tabc', { enrolled: addDays('2025-03-01', rng.int(0, 500)) });
  out.push({
    key: 'tabc-no-printed-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certId,
      'certificate.issue_date': f.certIso,
      'certificate.expiration_date': addYears(f.certIso, 2),
      'person.name.status': 'match',
    },
    note: 'TABC record prints no end: certification date + 2 years',
  });

  p = k.person();
  f = make(p, 'servsafe', { failFirst: true, nameStyle: 'full', ds: 'us' });
  out.push({
    key: 'servsafe-retake-valid-thru',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.certIso,
      'certificate.expiration_date': f.endIso,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, 'tips', { enrolled: addDays('2023-04-10', rng.int(0, 150)) });
  out.push({
    key: 'tips-valid-thru-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.certIso, 'certificate.expiration_date': f.endIso },
    note: 'certified in 2023, valid three years: ended before valid_on',
  });

  p = k.person();
  f = make(p, 'tabc', { failFirst: true, enrolled: addDays('2025-06-01', rng.int(0, 300)) });
  out.push({
    key: 'tabc-client-accepts-california',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.issue_date': f.certIso },
    note: 'a current Texas TABC certification; the client accepts California only',
  });

  p = k.person();
  f = make(p, 'servsafe', { noId: true });
  out.push({
    key: 'servsafe-credential-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.expiration_date': f.endIso },
    note: 'the Credential # row on page 2 shows a dash; the learner ID on both pages is not the certificate number',
  });
  return out;
}
