// A university student-health "Immunization Compliance Report" printed from the student-health portal for a nursing /
// allied-health student going to clinical placement: student banner (Last, First M; student ID; DOB; program), an
// overall compliance chip, then one table of requirements (MMR, hepatitis B, varicella, Tdap, influenza,
// TB screening) with Status / Date(s) on file / Next due / Reviewed columns. The TB requirement carries its test in a
// shaded sub-row under it: TST (placed, read, induration mm, interpretation, placed/read by) or IGRA (collected,
// resulted, result, performing lab), and a chest radiograph sub-row when the TST was positive. Childhood vaccine
// dates, the report run date and review dates are not test dates.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r10_student_health_compliance_report',
  split: 'tuning',
  description:
    'University student-health Immunization Compliance Report printout: student banner (LAST, First M, ID, DOB, program), overall status chip, requirement table (MMR, Hep B, varicella, Tdap, influenza, TB) with Complete / Pending review / Expired / Incomplete status and next-due columns; the TB row has its test in a shaded sub-row (TST placed/read/mm/interpretation/by, or IGRA collected/resulted/result/lab, plus a chest radiograph sub-row after a positive TST)',
};

const SCHOOLS = [
  {
    name: 'Riverbend State University',
    unit: 'Student Health & Wellness Center',
    color: '#7a1f2b',
    city: 'Springfield, IL',
    clinic: 'Riverbend Student Health Clinic',
    lab: 'Prairie Reference Laboratories, Springfield, IL',
  },
  {
    name: 'Halvorsen College of Health Sciences',
    unit: 'Campus Health Services — Immunization Compliance Office',
    color: '#1d4e89',
    city: 'Madison, WI',
    clinic: 'Halvorsen Campus Health Clinic',
    lab: 'Lakeshore Clinical Laboratory, Madison, WI',
  },
  {
    name: 'Mount Calder University',
    unit: 'Student Health Services',
    color: '#235a3a',
    city: 'Provo, UT',
    clinic: 'MCU Student Health Nurse Clinic',
    lab: 'Wasatch Diagnostic Laboratories, Provo, UT',
  },
];
const PROGRAMS = [
  'School of Nursing — Accelerated BSN, Cohort 2027',
  'Respiratory Care (BS) — Clinical Year',
  'Physician Assistant Studies — Clinical Phase',
  'School of Nursing — RN-to-BSN Practicum',
];
const NURSES = ['K. Alvarez, RN', 'T. Begay, LPN', 'M. Sorensen, RN', 'D. Achebe, RN, BSN'];
const REVIEWERS = ['J. Whitlock', 'R. Osterman', 'C. Nakagawa', 'P. Delacroix'];

const STATUS_COLOR = { ok: '#1f7a3a', warn: '#a86a00', bad: '#a4161a' };

function render(f) {
  const s = f.school;
  const D = (x) => (x ? fmt(x, f.ds) : '');
  const css = `
  .top { display:flex; align-items:center; gap:10px; border-bottom:3px solid ${s.color}; padding-bottom:6px; }
  .top .n { font-size:14pt; font-weight:bold; color:${s.color}; } .top .u { font-size:9pt; color:#333; }
  .top .r { margin-left:auto; text-align:right; font-size:8pt; color:#444; }
  h1 { font-size:13pt; margin:10px 0 6px; }
  .stu { display:grid; grid-template-columns: 1.3fr 1fr 1fr; gap:4px 16px; border:1px solid #bbb; background:#f6f6f6; padding:7px 10px; font-size:9.5pt; }
  .stu .l { font-size:7.5pt; color:#555; text-transform:uppercase; letter-spacing:0.4px; }
  .chip { display:inline-block; padding:2px 9px; border-radius:10px; color:#fff; font-weight:bold; font-size:9pt; }
  table.req { width:100%; margin-top:10px; font-size:9pt; }
  table.req th { background:${s.color}; color:#fff; text-align:left; padding:4px 6px; font-size:8.5pt; }
  table.req td { border-bottom:1px solid #ccc; padding:4px 6px; vertical-align:top; }
  table.req tr.sub td { background:#eef1f5; border-bottom:1px solid #aaa; font-size:8.6pt; padding:3px 6px 5px 22px; }
  .st { font-weight:bold; }
  .kv { display:inline-block; margin-right:14px; white-space:nowrap; } .kv b { font-weight:normal; color:#555; }
  .foot { margin-top:12px; font-size:7.6pt; color:#444; line-height:1.35; border-top:1px solid #bbb; padding-top:5px; }
  .pr { display:flex; justify-content:space-between; font-size:7.5pt; color:#666; margin-bottom:4px; }`;
  const st = (t, k) => `<span class="st" style="color:${STATUS_COLOR[k]}">${esc(t)}</span>`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td><b>${esc(r.req)}</b><br><span style="font-size:7.8pt;color:#555">${esc(r.rule)}</span></td><td>${st(r.status, r.k)}</td><td>${r.dates}</td><td>${esc(r.due)}</td><td>${esc(r.rev)}</td></tr>` +
        (r.subs || []).map((x) => `<tr class="sub"><td colspan="5">${x}</td></tr>`).join(''),
    )
    .join('');
  const body = `
  <div class="pr"><span>${esc(s.name)} · Student Health Portal</span><span>Printed ${esc(f.printed)}</span></div>
  <div class="top">${logo({
    initials: s.name
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 3),
    color: s.color,
    shape: 'shield',
    size: 44,
  })}
   <div><div class="n">${esc(s.name)}</div><div class="u">${esc(s.unit)} · ${esc(s.city)}</div></div>
   <div class="r">Phone ${esc(f.phone)}<br>Secure messages: Student Health Portal</div></div>
  <h1>Immunization Compliance Report — Clinical Placement Requirements</h1>
  <div class="stu">
   <div><div class="l">Student</div><b>${esc(f.name)}</b></div>
   <div><div class="l">Student ID</div>${esc(f.sid)}</div>
   <div><div class="l">Date of birth</div>${esc(D(f.dob))}</div>
   <div><div class="l">Program</div>${esc(f.program)}</div>
   <div><div class="l">Report run</div>${esc(D(f.runIso))}</div>
   <div><div class="l">Overall status</div><span class="chip" style="background:${STATUS_COLOR[f.overall[1]]}">${esc(f.overall[0])}</span></div>
  </div>
  <table class="req"><tr><th style="width:30%">Requirement</th><th style="width:14%">Status</th><th>Date(s) on file</th><th style="width:12%">Next due</th><th style="width:12%">Reviewed</th></tr>${rows}</table>
  <div class="foot">Status key: <b>Complete</b> — documentation reviewed and accepted; <b>Pending review</b> — documents received, not yet reviewed by a nurse; <b>Incomplete</b> — further action required by the student; <b>Expired</b> — the requirement must be renewed before the next clinical rotation. TB screening is required annually for clinical placement; a positive TST or IGRA requires a chest radiograph and a symptom review. This report lists documents on file with ${esc(s.unit)} and is not a medical record. Questions: use Secure Messages in the Student Health Portal.</div>`;
  return page({ title: 'Immunization Compliance Report', body, css, font: f.font, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const kv = (l, v) => `<span class="kv"><b>${esc(l)}:</b> ${esc(v)}</span>`;

  const make = (p, tb, o = {}) => {
    const school = rng.pick(SCHOOLS);
    const ds = o.ds || rng.pick(['us', 'iso', 'mon']);
    const D = (x) => fmt(x, ds);
    const runIso = addDays('2026-11-02', rng.int(0, 16));
    const rev = () => `${D(addDays(runIso, -rng.int(5, 60)))} ${rng.pick(REVIEWERS)}`;
    const by = rng.int(2000, 2005);
    const rows = [
      {
        req: 'MMR',
        rule: '2 doses or positive titer',
        status: 'Complete',
        k: 'ok',
        dates: `${D(`${by}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`)}; ${D(`${by + 4}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`)}`,
        due: '—',
        rev: rev(),
      },
      {
        req: 'Hepatitis B',
        rule: '3-dose series or positive anti-HBs',
        status: 'Complete',
        k: 'ok',
        dates: `anti-HBs reactive ${D(addDays('2024-06-01', rng.int(0, 300)))}`,
        due: '—',
        rev: rev(),
      },
      {
        req: 'Varicella',
        rule: '2 doses or positive IgG titer',
        status: 'Complete',
        k: 'ok',
        dates: `IgG positive ${D(addDays('2024-05-01', rng.int(0, 300)))}`,
        due: '—',
        rev: rev(),
      },
      {
        req: 'Tdap',
        rule: 'one dose within 10 years',
        status: 'Complete',
        k: 'ok',
        dates: D(addDays('2021-03-01', rng.int(0, 900))),
        due: '—',
        rev: rev(),
      },
      o.fluPending
        ? {
            req: 'Influenza 2026–27',
            rule: 'one dose for the current season',
            status: 'Pending review',
            k: 'warn',
            dates: 'document uploaded',
            due: D('2026-12-01'),
            rev: '—',
          }
        : {
            req: 'Influenza 2026–27',
            rule: 'one dose for the current season',
            status: 'Complete',
            k: 'ok',
            dates: D(addDays('2026-09-20', rng.int(0, 40))),
            due: '—',
            rev: rev(),
          },
      {
        req: 'TB screening (annual)',
        rule: 'TST or IGRA within 12 months; CXR if positive',
        status: tb.status,
        k: tb.k,
        dates: tb.dates(D),
        due: tb.due ? D(tb.due) : '—',
        rev: tb.rev === false ? '—' : rev(),
        subs: tb.subs(D),
      },
    ];
    return {
      school,
      ds,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.lato]),
      name: nameAs(p, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      sid: rng.digits(9),
      dob: p.dob,
      program: rng.pick(PROGRAMS),
      runIso,
      printed: `${fmt(runIso, 'us')} ${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      phone: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      overall: tb.k === 'ok' && !o.fluPending ? ['Compliant', 'ok'] : ['Not compliant', 'bad'],
      rows,
    };
  };
  const tst = (placed, readDays, mm, interp, school, o = {}) => {
    const read = addDays(placed, readDays);
    const placer = rng.pick(NURSES);
    const reader = rng.pick(NURSES);
    return {
      placed,
      read,
      status: o.status || 'Complete',
      k: o.k || 'ok',
      due: o.due === undefined ? addYears(placed, 1) : o.due,
      dates: (D) => `TST ${D(placed)}${o.cxr ? `; CXR ${D(o.cxr)}` : ''}`,
      subs: (D) => {
        const list = [
          `${kv('Test type', 'Tuberculin skin test (Mantoux, PPD 5 TU)')}${kv('Placed', D(placed))}${kv('Read', D(read))}${kv('Induration', `${mm} mm`)}${kv('Interpretation', interp)}<br>${kv('Placed by', `${placer} — ${school.clinic}`)}${kv('Read by', reader)}`,
        ];
        if (o.cxr)
          list.push(
            `${kv('Test type', 'Chest radiograph, PA and lateral')}${kv('Date', D(o.cxr))}${kv('Impression', 'No evidence of active pulmonary tuberculosis')}<br>${kv('Interpreted by', `${o.rad}, MD — ${o.radFac}`)}`,
          );
        return list;
      },
    };
  };
  const igra = (collected, result, school, o = {}) => {
    const resulted = addDays(collected, rng.int(1, 3));
    return {
      collected,
      resulted,
      status: o.status || 'Complete',
      k: o.k || 'ok',
      due: o.due === undefined ? addYears(collected, 1) : o.due,
      rev: o.rev,
      dates: (D) => `IGRA ${D(collected)}`,
      subs: (D) => [
        `${kv('Test type', 'Interferon-gamma release assay — QuantiFERON-TB Gold Plus')}${kv('Collected', D(collected))}${kv('Resulted', D(resulted))}${kv('Result', result)}<br>${kv('Performing lab', school.lab)}${o.extra ? kv('Comment', o.extra) : ''}`,
      ],
    };
  };

  // 1 — IGRA negative, complete
  let p = k.person();
  let school = rng.pick(SCHOOLS);
  let t = igra(addDays('2026-07-20', rng.int(0, 80)), 'Negative', school);
  let f = make(p, t);
  f.school = school;
  out.push({
    key: 'igra-negative-complete',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': t.collected,
      'tests.0.report_date': t.resulted,
      ...personData(),
    },
    note: 'the TB test is in the shaded sub-row under the TB requirement; childhood vaccine dates, the report run date and review dates are not test dates; the performing lab is the administrator',
  });

  // 2 — TST negative, read at 48 or 72 h, flu still pending (overall not compliant, TB fine)
  p = k.person();
  school = rng.pick(SCHOOLS);
  let placed = addDays('2026-08-03', rng.int(0, 70));
  t = tst(placed, rng.pick([2, 3]), 0, 'Negative', school);
  f = make(p, t, { fluPending: true });
  f.school = school;
  out.push({
    key: 'tst-negative-flu-pending',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing test result', 'invalid waiting period'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': t.placed,
      'tests.0.report_date': t.read,
      'tests.0.induration_mm': 0,
      ...personData(),
    },
    note: 'overall "Not compliant" because the influenza row is Pending review; the TB requirement itself is Complete with a negative 0 mm TST',
  });

  // 3 — positive TST, chest radiograph clear
  p = k.person();
  school = rng.pick(SCHOOLS);
  placed = addDays('2026-06-08', rng.int(0, 60));
  const mm = rng.pick([11, 13, 16]);
  const cxr = addDays(placed, rng.int(8, 20));
  t = tst(placed, 2, mm, 'Positive', school, {
    cxr,
    rad: rng.pick(['Lorenzo Aldana', 'Priya Raman', 'Geoffrey Stroud']),
    radFac: rng.pick(['Capitol Imaging Associates', 'Northside Radiology Group']),
    status: 'Complete (CXR on file)',
  });
  f = make(p, t);
  f.school = school;
  out.push({
    key: 'tst-positive-cxr-clear',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'positive',
      'tests.0.induration_mm': mm,
      'tests.1.type': 'xray',
      'tests.1.result': 'negative',
      ...personData(),
    },
    note: 'a positive TST followed by a chest radiograph with no active TB (accept_xray default): accepted',
  });

  // 4 — last year's TST, requirement expired
  p = k.person();
  school = rng.pick(SCHOOLS);
  placed = addDays('2025-07-14', rng.int(0, 80));
  t = tst(placed, 2, 0, 'Negative', school, { status: 'Expired', k: 'bad' });
  f = make(p, t);
  f.school = school;
  out.push({
    key: 'tst-last-year-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.type': 'skin', 'tests.0.exam_date': t.placed, 'tests.0.report_date': t.read },
    note: `the only TB test was placed ${t.placed}, more than 365 days before valid_on; the row says Expired, next due ${addYears(placed, 1)}`,
  });

  // 5 — TST read four days after placement
  p = k.person();
  school = rng.pick(SCHOOLS);
  placed = addDays('2026-09-07', rng.int(0, 50));
  t = tst(placed, 4, 0, 'Negative', school, { status: 'Pending review', k: 'warn', due: null });
  f = make(p, t);
  f.school = school;
  out.push({
    key: 'tst-read-day-four',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': t.placed, 'tests.0.report_date': t.read },
    note: 'read four days (about 96 h) after placement: outside 48–72 h; the portal still shows Pending review',
  });

  // 6 — indeterminate IGRA
  p = k.person();
  school = rng.pick(SCHOOLS);
  t = igra(addDays('2026-09-01', rng.int(0, 60)), 'Indeterminate', school, {
    status: 'Incomplete',
    k: 'bad',
    due: null,
    extra: 'Mitogen response below 0.5 IU/mL; repeat test required',
  });
  f = make(p, t);
  f.school = school;
  out.push({
    key: 'igra-indeterminate-repeat',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate', 'tests.0.exam_date': t.collected },
    note: 'QuantiFERON result Indeterminate (low mitogen); the requirement is Incomplete',
  });
  return out;
}
