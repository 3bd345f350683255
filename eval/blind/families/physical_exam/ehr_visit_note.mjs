// An EHR progress-note printout of an annual employee physical: encounter header (date of service, provider),
// SOAP sections (subjective, objective with vitals and exam findings, assessment/plan with the work clearance),
// electronically signed line.
import { addDays, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'ehr_visit_note',
  split: 'tuning',
  description:
    'EHR progress-note printout (SOAP) of an employee physical: encounter header, vitals, exam, A/P with clearance, e-signature line',
};

function render(f) {
  const css = `body { font-size:9.5pt; } .bar { border-top:2px solid #000; border-bottom:1px solid #000; padding:3px 0; display:flex; justify-content:space-between; font-size:8.5pt; }
  h3 { font-size:10pt; margin:10px 0 2px; text-transform:uppercase; } p { margin:2px 0; }`;
  const body = `<div style="font-size:12pt;font-weight:bold">Granite Peak Health — Employee Health Clinic</div>
  <div class="bar"><span>${esc(f.name)} · DOB ${esc(f.dob)} · MRN ${esc(f.mrn)}</span><span>Encounter ${esc(f.enc)}</span></div>
  <table style="font-size:9pt;margin-top:4px"><tr><td style="padding-right:20px"><b>Date of service:</b> ${esc(f.dos)}</td><td style="padding-right:20px"><b>Provider:</b> ${esc(f.prov)}</td><td><b>Visit type:</b> Annual employee physical</td></tr></table>
  <h3>Subjective</h3><p>${esc(f.subj)}</p>
  <h3>Objective</h3><p>Vitals: BP ${esc(f.bp)} · HR ${f.hr} · RR 14 · Temp 98.2 °F · SpO2 99% · BMI ${f.bmi}</p>
  <p>General: well appearing, no distress. HEENT: normal. Neck: supple. Lungs: clear to auscultation bilaterally. Heart: regular rate and rhythm, no murmur.
  Abdomen: soft, non-tender. Musculoskeletal: full range of motion, normal gait. Neuro: grossly intact. Skin: no rashes.</p>
  <h3>Assessment / Plan</h3><p>1. Encounter for occupational health examination.</p><p>${f.plan}</p>
  <p style="margin-top:20px">${f.esig ? `Electronically signed by ${esc(f.esig)} on ${esc(f.signedOn)}` : '<i>Note not yet signed.</i>'}</p>`;
  return page({ title: 'Progress note', body, css, font: FONTS.robotoCond, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, plan, o = {}) => {
    const iso = o.iso || addDays('2026-04-15', rng.int(0, 200));
    const ds = o.ds || rng.pick(['us', 'iso']);
    const prov = rng.pick(['Rosalie Kent, MD', 'Darius Fenwick, PA-C', 'Mara Lindholm, NP']);
    return {
      name: nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
      dob: fmt(o.dob || p.dob, ds),
      mrn: rng.digits(8),
      enc: rng.digits(9),
      dos: fmt(iso, ds),
      prov,
      subj: 'Presents for annual physical required by employer. No new complaints. Denies chest pain, shortness of breath, back pain.',
      bp: `${rng.int(110, 130)}/${rng.int(70, 82)}`,
      hr: rng.int(58, 84),
      bmi: rng.float(21, 29).toFixed(1),
      plan,
      esig: o.unsigned ? null : prov,
      signedOn: fmt(iso, ds),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, '2. Cleared for work without restrictions. Return in one year.');
  out.push({
    key: 'cleared',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, '2. Labs drawn today; will follow up on results.');
  out.push({
    key: 'no-work-status',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: f.iso },
  });

  p = k.person();
  f = make(p, '2. Cleared for work without restrictions.', { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, '2. Cleared for work without restrictions.', {
    iso: addDays('2025-06-01', rng.int(0, 120)),
    ds: 'iso',
  });
  out.push({
    key: 'last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
  });

  p = k.person();
  f = make(p, '2. Cleared for work without restrictions.', { iso: addDays('2025-06-01', rng.int(0, 120)) });
  out.push({
    key: 'last-year-longer-window',
    person: requestPerson(p),
    rules: { max_age_days: 730 },
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared' },
    note: 'max_age_days 730',
  });
  return out;
}
