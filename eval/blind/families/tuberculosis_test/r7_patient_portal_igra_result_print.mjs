// A patient-portal "Test Details" page printed from the browser: the health system's portal bar, a patient strip
// (name, DOB, MRN), the QuantiFERON-TB Gold Plus result as a component table with a header row (Component / Your
// Value / Standard Range / Flag) where the qualitative result is the LAST row under four numeric rows, the
// "Collected on" and "Resulted on" times in a line of small print, a clinician's free-text comment, and the
// performing organisation (the lab, which is the administrator) in a table at the foot. Browser print header and
// footer carry the print date and the portal URL.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r7_patient_portal_igra_result_print',
  split: 'tuning',
  description:
    'Patient-portal "Test Details" browser print of a QuantiFERON-TB Gold Plus result: portal bar, patient strip, component table (Your Value / Standard Range / Flag) with the qualitative result in the last row, "Collected on / Resulted on" small print, clinician comment, performing-organisation table; print header/footer with URL',
};

const SYSTEMS = [
  {
    name: 'Bayridge Valley Health',
    portal: 'MyBayridge',
    url: 'https://my.bayridgevalley.example/portal/app/test-results/details',
    color: '#0e5a8a',
    lab: 'Bayridge Valley Health Central Laboratory',
    addr: '2200 Canal Point Blvd, Lansing, MI 48906',
    dir: 'Harold P. Wendt, MD',
  },
  {
    name: 'Saguaro Crest Medical Group',
    portal: 'CrestConnect',
    url: 'https://crestconnect.saguarocrest.example/mychart/Clinical/TestResults',
    color: '#7a3b12',
    lab: 'Saguaro Crest Reference Laboratory',
    addr: '415 E Juniper Loop, Mesa, AZ 85201',
    dir: 'Lenora Quist, MD, PhD',
  },
  {
    name: 'Three Forks Community Health',
    portal: 'Three Forks MyHealth',
    url: 'https://myhealth.threeforks.example/results/view',
    color: '#2e6b3a',
    lab: 'Three Forks Regional Lab Services',
    addr: '88 Trestle St, Boise, ID 83702',
    dir: 'Anand K. Ruparel, MD',
  },
];

function render(f) {
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; margin-bottom:6px; }
  .bar { display:flex; align-items:center; gap:10px; background:${f.sys.color}; color:#fff; padding:6px 10px; border-radius:3px; }
  .bar .p { font-size:13pt; font-weight:bold; } .bar .n { margin-left:auto; font-size:8.5pt; }
  .strip { display:flex; gap:28px; border:1px solid #ccd; background:#f4f6f9; padding:6px 10px; margin-top:8px; font-size:9pt; }
  .strip b { display:block; font-size:7pt; color:#556; font-weight:normal; text-transform:uppercase; letter-spacing:.4px; }
  h1 { font-size:15pt; margin:14px 0 2px; color:#222; font-weight:normal; }
  .when { font-size:8.5pt; color:#555; }
  .msg { border-left:4px solid ${f.sys.color}; background:#f7f7f2; padding:6px 10px; margin:10px 0; font-size:9.3pt; }
  table.c { width:100%; margin-top:6px; } table.c th { text-align:left; font-size:8pt; color:#444; border-bottom:2px solid #999; padding:4px; font-weight:normal; }
  table.c td { border-bottom:1px solid #ddd; padding:6px 4px; font-size:9.5pt; }
  .fl { color:#b00020; font-weight:bold; }
  h2 { font-size:10.5pt; margin:14px 0 4px; color:#333; }
  table.o { width:100%; font-size:8.5pt; } table.o th { text-align:left; background:#eee; padding:3px 5px; font-weight:normal; color:#444; } table.o td { padding:4px 5px; border-bottom:1px solid #e3e3e3; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#444; margin-top:16px; }`;
  const rows = f.components
    .map(
      (c) =>
        `<tr><td>${esc(c[0])}</td><td>${c[3] ? `<span class="fl">${esc(c[1])}</span>` : esc(c[1])}</td><td>${esc(c[2])}</td><td>${c[3] ? `<span class="fl">${esc(c[3])}</span>` : ''}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printed)}</span><span>${esc(f.sys.portal)} - Test Details</span></div>
  <div class="bar">${logo({ initials: f.sys.portal.slice(0, 2).toUpperCase(), color: '#fff', fg: f.sys.color, size: 30 })}<span class="p">${esc(f.sys.portal)}</span><span style="font-size:8.5pt;opacity:.9">${esc(f.sys.name)}</span><span class="n">Visits · Messages · <u>Test Results</u> · Billing</span></div>
  <div class="strip"><div><b>Patient</b>${esc(f.name)}</div><div><b>Birth date</b>${esc(f.dob)}</div><div><b>MRN</b>${esc(f.mrn)}</div><div><b>PCP</b>${esc(f.pcp)}</div></div>
  <h1>${esc(f.title)}</h1>
  <div class="when">Collected on ${esc(f.collected)} &nbsp;|&nbsp; Resulted on ${esc(f.resulted)} &nbsp;|&nbsp; Status: Final result</div>
  ${f.comment ? `<div class="msg"><b>${esc(f.commenter)}</b> wrote a note about this result<br>${esc(f.comment)}</div>` : ''}
  <table class="c"><tr><th style="width:44%">Component</th><th>Your Value</th><th>Standard Range</th><th>Flag</th></tr>${rows}</table>
  <h2>Interpretation</h2>
  <div style="font-size:8.8pt;color:#333">${esc(f.interp)}</div>
  <h2>Specimen</h2><div style="font-size:8.8pt">Blood, venous · 4 tubes (Nil, TB1, TB2, Mitogen) · ${esc(f.site)}</div>
  <h2>Performing Organization</h2>
  <table class="o"><tr><th>Name</th><th>Address</th><th>Lab Director</th><th>CLIA</th></tr>
  <tr><td>${esc(f.sys.lab)}</td><td>${esc(f.sys.addr)}</td><td>${esc(f.sys.dir)}</td><td>${esc(f.clia)}</td></tr></table>
  <div style="font-size:7.5pt;color:#666;margin-top:10px">Ordered by ${esc(f.orderedBy)} · Order #${esc(f.order)} · You are receiving this result through ${esc(f.sys.portal)}. Some results are released before your provider has reviewed them.</div>
  <div class="pf"><span>${esc(f.sys.url)}</span><span>1/1</span></div>`;
  return page({ title: 'Test Details', body, css, font: FONTS.roboto, margin: '0.4in' });
}

export function cases(k) {
  const { rng } = k;
  const clin = ['Dana Whitcombe, PA-C', 'Miguel Arrellano, MD', 'Priya Venkataraman, NP'];
  const time = () => `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`;
  const ptime = () => `${rng.int(1, 5)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`;
  const make = (p, o = {}) => {
    const sys = rng.pick(SYSTEMS);
    const collectedIso = o.collected || addDays('2026-05-04', rng.int(0, 170));
    const resultedIso = addDays(collectedIso, rng.int(2, 4));
    const ds = o.ds || rng.pick(['mon', 'us']);
    const nil = (rng.int(2, 9) / 100).toFixed(2);
    const neg = () => (rng.int(0, 6) / 100).toFixed(2);
    let components;
    let interp;
    if (o.result === 'Positive') {
      components = [
        ['TB1 Antigen minus Nil', (rng.int(70, 160) / 100).toFixed(2) + ' IU/mL', '<0.35 IU/mL', 'High'],
        ['TB2 Antigen minus Nil', (rng.int(90, 210) / 100).toFixed(2) + ' IU/mL', '<0.35 IU/mL', 'High'],
        ['Nil', nil + ' IU/mL', '<=8.00 IU/mL', ''],
        ['Mitogen minus Nil', '>10.00 IU/mL', '>=0.50 IU/mL', ''],
        ['QuantiFERON-TB Gold Plus Result', 'Positive', 'Negative', 'Abnormal'],
      ];
      interp =
        'A positive result indicates that M. tuberculosis infection is likely. It does not distinguish latent infection from active disease; clinical evaluation and chest radiography are recommended.';
    } else if (o.result === 'Indeterminate') {
      components = [
        ['TB1 Antigen minus Nil', neg() + ' IU/mL', '<0.35 IU/mL', ''],
        ['TB2 Antigen minus Nil', neg() + ' IU/mL', '<0.35 IU/mL', ''],
        ['Nil', nil + ' IU/mL', '<=8.00 IU/mL', ''],
        ['Mitogen minus Nil', (rng.int(8, 40) / 100).toFixed(2) + ' IU/mL', '>=0.50 IU/mL', 'Low'],
        ['QuantiFERON-TB Gold Plus Result', 'Indeterminate', 'Negative', 'Abnormal'],
      ];
      interp =
        'An indeterminate result means the likelihood of M. tuberculosis infection cannot be determined; the mitogen response was too low. Repeat testing is recommended.';
    } else {
      components = [
        ['TB1 Antigen minus Nil', neg() + ' IU/mL', '<0.35 IU/mL', ''],
        ['TB2 Antigen minus Nil', neg() + ' IU/mL', '<0.35 IU/mL', ''],
        ['Nil', nil + ' IU/mL', '<=8.00 IU/mL', ''],
        ['Mitogen minus Nil', rng.pick(['>10.00', '9.41', '7.86']) + ' IU/mL', '>=0.50 IU/mL', ''],
        ['QuantiFERON-TB Gold Plus Result', 'Negative', 'Negative', ''],
      ];
      interp =
        'A negative result indicates that M. tuberculosis infection is unlikely. Results should be interpreted together with risk, history and other findings.';
    }
    const printedIso = addDays('2026-11-10', rng.int(0, 9));
    return {
      sys,
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
      dob: fmt(p.dob, ds === 'mon' ? 'us' : 'us_nz'),
      mrn: `E${rng.digits(7)}`,
      pcp: rng.pick(clin),
      title: rng.pick(['QUANTIFERON-TB GOLD PLUS', 'QuantiFERON-TB Gold Plus (QFT-Plus), Blood']),
      collected: `${fmt(collectedIso, ds)} ${time()}`,
      resulted: `${fmt(resultedIso, ds)} ${ptime()}`,
      printed: `${fmt(printedIso, 'us_nz')}, ${rng.int(1, 11)}:${String(rng.int(10, 59))} ${rng.pick(['AM', 'PM'])}`,
      comment: o.comment ?? null,
      commenter: rng.pick(clin),
      components,
      interp,
      site: rng.pick([
        'Outpatient Lab Draw Station 2',
        'Employee Health draw room',
        'Patient Service Center',
      ]),
      clia: `${rng.digits(2)}D${rng.digits(7)}`,
      orderedBy: rng.pick(clin),
      order: rng.digits(9),
      collectedIso,
      resultedIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, {
    comment: 'Your TB blood test is negative. You can upload this page to your employer portal.',
  });
  out.push({
    key: 'negative-with-note',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.collectedIso,
      'tests.0.report_date': f.resultedIso,
      ...personData(),
    },
    note: 'the qualitative result is the last row of the component table; the performing laboratory is the administrator',
  });

  p = k.person();
  f = make(p, { nameStyle: 'last_first_middle', ds: 'us' });
  out.push({
    key: 'negative-last-first-middle',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.collectedIso,
      'tests.0.report_date': f.resultedIso,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, { collected: addDays('2025-12-01', rng.int(0, 60)), ds: 'mon' });
  out.push({
    key: 'negative-winter-draw',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['test too old'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.collectedIso,
      'tests.0.report_date': f.resultedIso,
      ...personData(),
    },
    note: 'collected about ten to eleven months before valid_on: still within 365 days; the print date (November 2026) is not the test date',
  });

  p = k.person();
  f = make(p, {
    result: 'Positive',
    comment:
      'Your TB blood test is positive. Please schedule a chest x-ray and a visit to discuss next steps.',
  });
  out.push({
    key: 'positive-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'positive', 'tests.0.exam_date': f.collectedIso },
  });

  p = k.person();
  f = make(p, { result: 'Indeterminate' });
  out.push({
    key: 'indeterminate-low-mitogen',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate' },
    note: 'mitogen minus nil below 0.50 IU/mL, printed result Indeterminate',
  });

  p = k.person();
  f = make(p, { collected: addDays('2025-06-02', rng.int(0, 80)) });
  out.push({
    key: 'negative-over-a-year-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.result': 'negative', 'tests.0.exam_date': f.collectedIso },
    note: 'collected in summer 2025, more than 365 days before valid_on; the page was printed in November 2026',
  });
  return out;
}
