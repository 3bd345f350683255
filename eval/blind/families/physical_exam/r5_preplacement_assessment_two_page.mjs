// A two-page "Pre-placement Occupational Health Assessment" from an occupational medicine group. Page 1: the
// worker's health questionnaire (Yes/No boxes per question, X in one of two boxes printed AFTER each question) and
// the nurse's vitals. Page 2: the clinician's assessment — outcome boxes (Cleared without restriction / Cleared with
// restrictions / Not cleared / Deferred pending information), a restrictions box, and the examiner block (name,
// credentials, NPI, electronic signature line, date signed) with ISO dates.
import { addDays, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r5_preplacement_assessment_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page pre-placement occupational health assessment: worker questionnaire with Yes/No boxes after each question on p1; clinician outcome boxes, restrictions and examiner block (NPI, signature, ISO dates) on p2',
};

const OUTCOMES = [
  ['cleared', 'Cleared without restriction'],
  ['cleared_with_restrictions', 'Cleared with restrictions (see below)'],
  ['not_cleared', 'Not cleared for the position'],
  ['deferred', 'Deferred pending further information'],
];

function render(f) {
  const X = (on) => box(on, { style: 'glyph' });
  const qs = [
    'Do you have any condition that limits lifting, bending or standing?',
    'Have you had a back or joint injury in the last 3 years?',
    'Do you have a latex allergy?',
    'Have you been told you have a heart condition?',
    'Do you have any condition that could cause sudden loss of consciousness?',
    'Are you currently under treatment for any condition that affects your work?',
  ];
  const css = `
  .hd { display:flex; justify-content:space-between; background:#37474f; color:#fff; padding:6px 10px; }
  .hd .n { font-size:12.5pt; font-weight:bold; }
  table.p { width:100%; margin-top:8px; } table.p td { border:1px solid #90a4ae; padding:3px 6px; font-size:9pt; }
  table.p td.l { background:#eceff1; font-size:7.5pt; width:15%; }
  h2 { font-size:10.5pt; border-bottom:1.5px solid #37474f; margin:12px 0 4px; }
  .q { display:flex; justify-content:space-between; font-size:9pt; padding:3px 0; border-bottom:1px dotted #bbb; }
  .o { font-size:10pt; margin:5px 0; }
  .rbox { border:1px solid #555; min-height:46px; padding:4px 6px; font-size:9.5pt; }
  table.x td { font-size:9.5pt; padding:4px 12px 4px 0; }
  .pf { font-size:7.5pt; color:#555; margin-top:16px; display:flex; justify-content:space-between; border-top:1px solid #aaa; padding-top:3px; }`;
  const head = `<div class="hd"><div class="n">${esc(f.group)}</div><div style="font-size:8.5pt">Pre-placement Occupational Health Assessment</div></div>
  <table class="p"><tr><td class="l">Worker</td><td><b>${esc(f.name)}</b></td><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
  <tr><td class="l">Employer / client</td><td>${esc(f.client)}</td><td class="l">Position</td><td>${esc(f.pos)}</td></tr></table>`;
  const body = `${head}
  <h2>Part A — Worker health questionnaire (completed by the worker)</h2>
  ${qs.map((q) => `<div class="q"><span>${esc(q)}</span><span>Yes ${X(false)} &nbsp; No ${X(true)}</span></div>`).join('')}
  <h2>Part B — Nurse measurements</h2>
  <table class="p"><tr><td class="l">BP</td><td>${esc(f.bp)}</td><td class="l">Pulse</td><td>${esc(f.pulse)}</td><td class="l">Vision (Snellen)</td><td>${esc(f.vis)}</td></tr>
  <tr><td class="l">Hearing</td><td>Pass</td><td class="l">Urine drug screen</td><td>Negative (MRO reviewed)</td><td class="l">Measured on</td><td>${esc(f.nurseDate)}</td></tr></table>
  <div style="font-size:8.5pt;margin-top:10px">The clinician's assessment is on page 2.</div>
  <div class="pf"><span>${esc(f.name)} · Case ${esc(f.caseNo)}</span><span>Page 1 of 2</span></div>
  <div class="pb"></div>
  ${head}
  <h2>Part C — Clinician assessment</h2>
  <div style="font-size:9pt">Physical examination performed. Findings reviewed with Part A and Part B.</div>
  ${OUTCOMES.map(([k2, t]) => `<div class="o">${X(f.outcome === k2)} ${esc(t)}</div>`).join('')}
  <div style="font-size:8pt;margin-top:6px">Restrictions / accommodations:</div><div class="rbox">${esc(f.restrictions)}</div>
  <h2>Examiner</h2>
  <table class="x"><tr><td>Name</td><td><b>${esc(f.examiner)}</b></td><td>Credentials</td><td>${esc(f.cred)}</td></tr>
  <tr><td>NPI</td><td>${esc(f.npi)}</td><td>Date of examination</td><td>${esc(f.examDate)}</td></tr>
  <tr><td>Signature</td><td colspan="3">${f.examiner ? sig(f.examiner, { font: f.sigFont, size: '1.8em' }) : ''}</td></tr>
  <tr><td>Date signed</td><td>${esc(f.signedDate)}</td><td></td><td></td></tr></table>
  <div class="pf"><span>${esc(f.name)} · Case ${esc(f.caseNo)}</span><span>Page 2 of 2</span></div>`;
  return page({ title: 'Pre-placement assessment', body, css, font: FONTS.roboto, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-05-04', rng.int(0, 180));
    const shown = o.shown || p;
    const ex = rng.pick([
      ['Corinne Madsen', 'MD, MPH'],
      ['Arjun Sethuraman', 'DO'],
      ['Hollis Greer', 'PA-C'],
    ]);
    return {
      group: rng.pick([
        'Keystone Occupational Medicine',
        'Tidewater Worksite Health',
        'Front Range Occupational Clinic',
      ]),
      name: nameAs(shown, o.nameStyle || 'last_first_middle'),
      dob: shown.dob,
      client: rng.pick(['Brightwater Staffing', 'Meridian Nurse Partners']),
      pos: rng.pick(['Travel RN', 'CNA', 'Surgical technologist']),
      bp: `${rng.int(110, 136)}/${rng.int(66, 86)}`,
      pulse: rng.int(60, 88),
      vis: `20/${rng.pick([20, 25])} OU`,
      nurseDate: addDays(iso, -rng.int(0, 1)),
      caseNo: rng.digits(7),
      outcome: o.outcome || 'cleared',
      restrictions: o.restrictions || 'None.',
      examiner: o.noExaminer ? '' : ex[0],
      cred: o.noExaminer ? '' : ex[1],
      npi: o.noExaminer ? '' : `1${rng.digits(9)}`,
      examDate: iso,
      signedDate: o.noExaminer ? '' : addDays(iso, rng.int(0, 2)),
      sigFont: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'cleared-on-page-two',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', 'examiner.name': f.examiner, ...personData() },
    note: 'outcome and examiner only on page 2; the nurse measurement date on page 1 may be a day earlier',
  });

  p = k.person();
  f = make(p, { nameStyle: 'FIRST_MI_LAST' });
  out.push({
    key: 'cleared-caps-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-10-05', rng.int(0, 30)) });
  out.push({
    key: 'cleared-recent',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, {
    outcome: 'cleared_with_restrictions',
    restrictions: 'No lifting over 35 lb; no mandatory overtime for 8 weeks.',
  });
  out.push({
    key: 'cleared-with-restrictions',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, { noExaminer: true });
  out.push({
    key: 'examiner-block-empty',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner', 'missing examiner signature'],
    data: { exam_date: f.iso, clearance: 'cleared' },
    note: 'outcome ticked and exam date filled, but name, credentials, NPI, signature and date signed are empty',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'another-workers-assessment',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch', 'dob mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
