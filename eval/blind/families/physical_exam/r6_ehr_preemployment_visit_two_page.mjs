// A hospital EHR print of an employee-health pre-employment visit, two pages: page 1 with the patient banner,
// encounter details, history, vitals and a review of systems table; page 2 with the physical exam, the "Work
// clearance" section (Cleared / Cleared with restrictions / Not cleared / Pending) and the attestation —
// "Electronically signed by ... on ..." — or "PRELIMINARY — not signed" when the note was printed unsigned.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r6_ehr_preemployment_visit_two_page',
  split: 'blind',
  multipage: true,
  description:
    'Two-page EHR print of an employee-health pre-employment visit: banner, vitals and ROS on p1; exam, Work clearance section and "Electronically signed by ... on ..." attestation (or PRELIMINARY, unsigned) on p2; MM/DD/YYYY HH:MM',
};

function render(f) {
  const banner = `<div class="bn"><div><b>${esc(f.name)}</b> · MRN ${esc(f.mrn)} · DOB ${esc(f.dob)} · ${esc(f.sex)}</div><div>${esc(f.facility)} — Employee Health</div></div>`;
  const foot = (n) =>
    `<div class="ft">Printed ${esc(f.printed)} by ${esc(f.printer)} · Page ${n} of 2 · CONFIDENTIAL</div>`;
  const css = `
  .bn { display:flex; justify-content:space-between; background:#dfe7f1; border:1px solid #9fb3cc; padding:4px 8px; font-size:9pt; }
  h2 { font-size:10.5pt; background:#f0f0f0; border-left:4px solid #35608f; padding:3px 6px; margin:12px 0 4px; }
  .kv td { font-size:9.3pt; padding:2px 10px 2px 0; vertical-align:top; }
  table.g { width:100%; font-size:9pt; } table.g td, table.g th { border:1px solid #bbb; padding:2px 5px; text-align:left; }
  .ft { margin-top:18px; font-size:7.5pt; color:#555; border-top:1px solid #ccc; padding-top:3px; }
  .pg { min-height:9.4in; position:relative; }`;
  const ros = [
    'Constitutional',
    'Eyes',
    'ENT',
    'Cardiovascular',
    'Respiratory',
    'GI',
    'Musculoskeletal',
    'Skin',
    'Neurological',
    'Psychiatric',
  ]
    .map((s) => `<tr><td>${s}</td><td>Negative</td></tr>`)
    .join('');
  const exam = [
    'General: well appearing, no distress',
    'HEENT: normocephalic, TMs clear',
    'Neck: supple, no adenopathy',
    'Lungs: clear to auscultation bilaterally',
    'Heart: RRR, no murmur',
    'Abdomen: soft, non-tender',
    'Back: full ROM, no tenderness',
    'Extremities: no edema; grip 5/5 bilat',
    'Neuro: alert, CN II–XII intact, gait normal',
    'Skin: intact',
  ]
    .map((s) => `<li>${s}</li>`)
    .join('');
  const p1 = `<div class="pg">${banner}
  <h2>Encounter</h2><table class="kv"><tr><td>Visit type</td><td>Pre-employment physical</td><td>Date of service</td><td><b>${esc(f.visit)}</b></td></tr>
  <tr><td>Department</td><td>Employee Health Services</td><td>Provider</td><td>${esc(f.prov)}</td></tr>
  <tr><td>Job title</td><td>${esc(f.job)}</td><td>Referred by</td><td>Human Resources</td></tr></table>
  <h2>History</h2><table class="kv"><tr><td>PMH</td><td>${esc(f.pmh)}</td></tr><tr><td>Medications</td><td>${esc(f.meds)}</td></tr><tr><td>Allergies</td><td>${esc(f.allergy)}</td></tr><tr><td>Tobacco</td><td>Never</td></tr></table>
  <h2>Vitals</h2><table class="g"><tr><th>BP</th><th>Pulse</th><th>Resp</th><th>Temp</th><th>Ht</th><th>Wt</th><th>BMI</th><th>Vision R/L</th></tr>
  <tr><td>${f.bp}</td><td>${f.pulse}</td><td>16</td><td>98.${f.t} °F</td><td>${f.ht}</td><td>${f.wt} lb</td><td>${f.bmi}</td><td>20/20 · 20/25</td></tr></table>
  <h2>Review of systems</h2><table class="g">${ros}</table>
  <div style="font-size:9pt;margin-top:8px">Continued on next page.</div>${foot(1)}</div>`;
  const p2 = `<div class="pg">${banner}
  <h2>Physical exam</h2><ul style="font-size:9.3pt;margin:2px 0 0 0">${exam}</ul>
  <h2>Assessment / Plan</h2><div style="font-size:9.5pt">Encounter for pre-employment examination (Z02.1). ${esc(f.plan)}</div>
  <h2>Work clearance</h2><table class="kv"><tr><td>Status</td><td><b>${esc(f.status)}</b></td></tr>
  <tr><td>Restrictions</td><td>${esc(f.restr)}</td></tr><tr><td>Clearance date</td><td>${esc(f.clearDate)}</td></tr></table>
  <h2>Attestation</h2><div style="font-size:9.5pt">${f.signed ? `Electronically signed by <b>${esc(f.prov)}</b> on ${esc(f.signedAt)}` : '<b>PRELIMINARY — NOTE NOT SIGNED.</b> This document has not been reviewed or authenticated by the provider.'}</div>
  ${foot(2)}</div>`;
  return page({
    title: 'Encounter print',
    body: `<div class="pb">${p1}</div>${p2}`,
    css,
    font: FONTS.dejavu,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const visit = addDays('2026-08-10', rng.int(0, 95));
    const status = o.status || 'Cleared for full duty';
    const t = `${rng.int(8, 16)}:${rng.int(10, 59)}`;
    return {
      name: nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
      mrn: `E${rng.digits(7)}`,
      dob: fmt(p.dob, 'us'),
      sex: rng.pick(['F', 'M']),
      facility: rng.pick([
        'Bellhaven University Medical Center',
        'Quarry Hill Health System',
        'Orchard Bay Hospital',
      ]),
      printed: `${fmt(addDays(visit, rng.int(1, 20)), 'us')} ${t}`,
      printer: rng.pick(['HRCREDS01', 'onboarding.kiosk', 'mjolley']),
      visit: fmt(visit, 'us'),
      prov: rng.pick(['Priya Venkataraman, MD', 'Curtis Albee, PA-C', 'Lena Marquardt, NP']),
      job: rng.pick(['Registered Nurse', 'Patient Care Technician', 'Respiratory Therapist']),
      pmh: rng.pick(['None', 'Seasonal allergies', 'Mild intermittent asthma']),
      meds: rng.pick(['None', 'Cetirizine PRN', 'Albuterol HFA PRN']),
      allergy: o.allergy || 'NKDA',
      bp: `${rng.int(108, 134)}/${rng.int(66, 84)}`,
      pulse: rng.int(60, 90),
      t: rng.int(0, 6),
      ht: `5' ${rng.int(2, 11)}"`,
      wt: rng.int(120, 210),
      bmi: (rng.int(200, 300) / 10).toFixed(1),
      plan: o.plan || 'Normal examination. Immunization titers reviewed; TB screening on file.',
      status,
      restr: o.restr || 'None',
      clearDate: o.pending ? '' : fmt(visit, 'us'),
      signed: !o.unsigned,
      signedAt: `${fmt(addDays(visit, rng.int(0, 1)), 'us')} ${t}`,
      visitIso: visit,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'cleared-full-duty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.visitIso, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'the clearance and the electronic signature are on page 2; the e-signature counts as the examiner signature',
  });

  p = k.person();
  f = make(p, { nameStyle: 'last_first_middle' });
  out.push({
    key: 'cleared-name-with-middle',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.visitIso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, {
    status: 'Cleared with restrictions',
    restr: 'Latex allergy — non-latex gloves only',
    allergy: 'Latex (urticaria)',
  });
  out.push({
    key: 'restriction-allowed-by-client',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { exam_date: f.visitIso, clearance: 'cleared_with_restrictions' },
    note: 'cleared with a restriction, and the client allows restrictions',
  });

  p = k.person();
  f = make(p, {
    status: 'Pending — awaiting results',
    restr: '—',
    pending: true,
    plan: 'Exam unremarkable. Clearance deferred pending review of outside titer and drug screen results.',
  });
  out.push({
    key: 'clearance-pending',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: f.visitIso, clearance: null },
    note: 'the note is signed but the work-clearance status is pending: no clearance was given',
  });

  p = k.person();
  f = make(p, { unsigned: true });
  out.push({
    key: 'preliminary-unsigned',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.visitIso, 'examiner.signature': 'not_present' },
    note: 'printed as PRELIMINARY — NOTE NOT SIGNED; the provider is named but the note was never authenticated',
  });
  return out;
}
