// A two-page EHR "patient health summary" export: page 1 demographics, problems, medications, allergies and an
// immunization table; page 2 carries the TB screening table (the entry that matters) and other results.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'health_summary_two_page',
  split: 'blind',
  multipage: true,
  description:
    'Two-page EHR health-summary export; the TB screening table is on page 2 after immunizations, meds and problems',
};

function render(f) {
  const css = `
  .h { display:flex; justify-content:space-between; border-bottom:1px solid #333; font-size:8.5pt; padding-bottom:3px; }
  h1 { font-size:13pt; margin:8px 0; font-weight:normal; } h2 { font-size:10pt; background:#e8e8e8; padding:3px 5px; margin:12px 0 4px; }
  table.t { width:100%; font-size:8.8pt; } table.t th { text-align:left; border-bottom:1px solid #666; padding:2px 4px; } table.t td { padding:2px 4px; border-bottom:1px solid #e2e2e2; }
  .ft { position:fixed; bottom:0; left:0; right:0; font-size:7.5pt; color:#555; display:flex; justify-content:space-between; }`;
  const head = (n) =>
    `<div class="h"><span>Cloverfield Family Health Partners · ${esc(f.site)}</span><span>${esc(f.name)} · MRN ${esc(f.mrn)}</span><span>Page ${n} of 2</span></div>`;
  const rows = (list) => list.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  const body = `
  <div class="pb">${head(1)}
   <h1>Patient Health Summary</h1>
   <table class="t"><tr><td style="width:18%"><b>Name</b></td><td>${esc(f.name)}</td><td style="width:15%"><b>DOB</b></td><td>${esc(f.dob)}</td></tr>
   <tr><td><b>Address</b></td><td>${esc(f.addr)}</td><td><b>Phone</b></td><td>${esc(f.phone)}</td></tr>
   <tr><td><b>PCP</b></td><td>${esc(f.pcp)}</td><td><b>Printed</b></td><td>${esc(f.printed)}</td></tr></table>
   <h2>Active Problems</h2><table class="t"><tr><th>Problem</th><th>Onset</th></tr>${rows(f.problems)}</table>
   <h2>Medications</h2><table class="t"><tr><th>Medication</th><th>Sig</th></tr>${rows(f.meds)}</table>
   <h2>Allergies</h2><div style="font-size:9pt">${esc(f.allergies)}</div>
   <h2>Immunizations</h2><table class="t"><tr><th>Vaccine</th><th>Date</th><th>Lot</th><th>Site</th></tr>${rows(f.imms)}</table>
  </div>
  <div>${head(2)}
   <h2>Tuberculosis Screening</h2>
   <table class="t"><tr><th>Date</th><th>Test</th><th>Result</th><th>Details</th><th>Performed / read by</th></tr>${rows(f.tb)}</table>
   <h2>Recent Laboratory Results</h2><table class="t"><tr><th>Test</th><th>Result</th><th>Ref range</th><th>Date</th></tr>${rows(f.labs)}</table>
   <h2>Care Team Notes</h2><div style="font-size:9pt">${esc(f.note)}</div>
   <div style="margin-top:30px;font-size:8pt;color:#444">This summary was generated from the electronic health record and is provided at the patient's request.
   Cloverfield Family Health Partners, ${esc(f.site)}, ${esc(f.clinicPhone)}.</div>
  </div>`;
  return page({ title: 'Health summary', body, css, font: FONTS.roboto, margin: '0.5in 0.55in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, tbRows, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'mon', 'us_nz']);
    const d = (iso) => fmt(iso, ds);
    return {
      site: 'Bayside Clinic, Savannah GA',
      name: nameAs(p, 'last_first_middle'),
      mrn: rng.digits(7),
      dob: d(p.dob),
      addr: '612 Whitcomb St, Savannah, GA 31401',
      phone: phone(rng, 912),
      clinicPhone: phone(rng, 912),
      pcp: 'Ines Varga, MD',
      printed: d('2026-11-12'),
      problems: rng
        .shuffle([
          ['Seasonal allergic rhinitis', d('2019-04-02')],
          ['Iron deficiency, resolved', d('2021-09-15')],
          ['Low back strain', d('2024-02-08')],
        ])
        .slice(0, 2),
      meds: [
        ['Cetirizine 10 mg tablet', '1 tab by mouth daily as needed'],
        ['Vitamin D3 1000 IU', '1 cap daily'],
      ],
      allergies: rng.pick(['No known drug allergies', 'Penicillin (rash)', 'Latex (contact dermatitis)']),
      imms: [
        ['Tdap', d('2022-03-14'), `T${rng.digits(4)}AA`, 'L deltoid'],
        ['Hepatitis B (3 of 3)', d('2015-10-01'), '', ''],
        ['Influenza, quadrivalent', d('2025-10-06'), `F${rng.digits(5)}`, 'R deltoid'],
        ['MMR', d('2003-06-20'), '', ''],
      ],
      tb: tbRows(d),
      labs: [
        ['Hemoglobin', '13.4 g/dL', '12.0–15.5', d('2026-03-03')],
        ['TSH', '1.9 mIU/L', '0.4–4.0', d('2026-03-03')],
      ],
      note:
        o.note ||
        'Annual employee-health visit. No TB symptoms reported (no cough, fever, night sweats or weight loss).',
    };
  };
  const out = [];
  let p = k.person();
  let placed = addDays('2026-06-01', rng.int(0, 120));
  let f = make(p, (d) => [
    [
      d(placed),
      'TST (Mantoux, PPD 5 TU)',
      'Negative',
      `Read ${d(addDays(placed, 2))}: 0 mm induration`,
      'R. Ilves, RN',
    ],
  ]);
  out.push({
    key: 'tst-negative-page2',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': placed,
      'tests.0.report_date': addDays(placed, 2),
      'tests.0.induration_mm': 0,
      ...personData(),
    },
  });

  p = k.person();
  placed = addDays('2025-04-01', rng.int(0, 150));
  f = make(p, (d) => [
    [
      d(placed),
      'TST (Mantoux, PPD 5 TU)',
      'Negative',
      `Read ${d(addDays(placed, 3))}: 2 mm induration`,
      'R. Ilves, RN',
    ],
  ]);
  out.push({
    key: 'tst-2025-too-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.exam_date': placed },
  });

  p = k.person();
  const igra = addDays('2026-04-01', rng.int(0, 60));
  const cxr = addDays(igra, rng.int(10, 25));
  f = make(
    p,
    (d) => [
      [
        d(igra),
        'QuantiFERON-TB Gold Plus (lab: Coastal Diagnostic Lab)',
        'Positive',
        'TB1-Nil 0.92, TB2-Nil 1.10 IU/mL',
        'Coastal Diagnostic Lab',
      ],
      [
        d(cxr),
        'Chest x-ray, PA and lateral',
        'No active disease',
        'Impression: clear lungs; no evidence of active pulmonary tuberculosis',
        'Read by Yusuf Demir, MD (radiology)',
      ],
    ],
    { note: 'Latent TB infection, treated 2026. Annual symptom review negative.' },
  );
  out.push({
    key: 'igra-positive-cxr-clear',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { ...personData() },
  });

  p = k.person();
  placed = addDays('2026-09-01', rng.int(0, 40));
  f = make(p, (d) => [
    [
      d(placed),
      'TST (Mantoux, PPD 5 TU)',
      'Positive',
      `Read ${d(addDays(placed, 2))}: 12 mm induration; CXR ordered`,
      'R. Ilves, RN',
    ],
  ]);
  out.push({
    key: 'tst-positive-no-cxr',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'skin', 'tests.0.result': 'positive', 'tests.0.induration_mm': 12 },
  });
  return out;
}
