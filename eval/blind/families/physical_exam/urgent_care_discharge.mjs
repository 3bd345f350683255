// An urgent-care discharge printout for an employment physical: dense header with visit number and timestamps,
// "Diagnoses", "Work/School note" section with the clearance sentence, provider e-signature; DD-MON-YY dates.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'urgent_care_discharge',
  split: 'blind',
  description:
    'Urgent-care discharge printout for an employment physical: visit header with times, diagnoses, work note, DD-MON-YY dates',
};

function render(f) {
  const css = `body { font-size:9.5pt; } .hb { border:1px solid #000; padding:5px 7px; display:grid; grid-template-columns:1fr 1fr 1fr; gap:2px 14px; font-size:8.8pt; }
  h3 { font-size:10pt; margin:12px 0 3px; border-bottom:1px solid #000; }`;
  const body = `<div style="display:flex;justify-content:space-between"><div style="font-size:14pt;font-weight:bold">QuickPath Urgent Care</div><div style="font-size:9pt">Discharge Instructions</div></div>
  <div class="hb"><span>Patient: ${esc(f.name)}</span><span>DOB: ${esc(f.dob)}</span><span>Visit #: ${esc(f.visit)}</span><span>Arrived: ${esc(f.arr)}</span><span>Discharged: ${esc(f.dis)}</span><span>Provider: ${esc(f.prov)}</span></div>
  <h3>Reason for visit</h3><div>Pre-employment physical examination (healthcare worker)</div>
  <h3>Diagnoses</h3><div>Z02.1 Encounter for pre-employment examination</div>
  <h3>Exam summary</h3><div>Vitals within normal limits. Heart, lungs, abdomen, musculoskeletal and neurological examinations normal. Visual acuity 20/20 corrected.</div>
  <h3>Work / school note</h3><div>${f.note}</div>
  <h3>Follow up</h3><div>With your primary care provider as needed.</div>
  <div style="margin-top:16px">Electronically signed: ${esc(f.prov)} ${esc(f.dis)}</div>`;
  return page({ title: 'Discharge', body, css, font: FONTS.mono, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, note, o = {}) => {
    const iso = o.iso || addDays('2026-06-01', rng.int(0, 160));
    const t1 = `${rng.int(9, 15)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const prov = rng.pick(['Jonah Pelletier, PA-C', 'Minh Chau Do, MD']);
    return {
      name: nameAs(p, 'LAST_FIRST_MI'),
      dob: fmt(p.dob, 'mil'),
      visit: rng.digits(9),
      arr: `${fmt(iso, 'mil')} ${t1}`,
      dis: `${fmt(iso, 'mil')} ${rng.int(16, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      prov,
      note,
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, 'Patient was examined today and is medically cleared for employment without restrictions.');
  out.push({
    key: 'cleared',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(
    p,
    'Patient was examined today. Cleared for employment with the following restriction: must wear hearing protection / avoid high-noise areas pending audiology follow-up.',
  );
  out.push({
    key: 'restriction',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, 'Patient was examined today and is medically cleared for employment without restrictions.', {
    iso: addDays('2025-08-01', rng.int(0, 90)),
  });
  out.push({
    key: 'old-visit',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
  });
  return out;
}
