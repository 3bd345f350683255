// An A4 pre-employment medical report in the style used by international recruiters: Parts A–D, metric
// measurements (cm, kg, mmHg, Snellen 6/6), a Yes/No history grid, examination findings, and a medical officer's
// certificate with FIT / FIT WITH RESTRICTIONS / TEMPORARILY UNFIT / UNFIT tick boxes, registration number, signature
// and clinic stamp. Dates written day-first with full month names ("22 September 2026").
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r3_medical_officer_report_a4',
  split: 'blind',
  description:
    'A4 pre-employment medical report (Parts A–D): metric vitals, Yes/No history grid, findings, medical officer certificate with FIT/RESTRICTED/UNFIT boxes, D Month YYYY dates',
};

const OUTCOMES = ['FIT', 'FIT WITH RESTRICTIONS', 'TEMPORARILY UNFIT', 'UNFIT'];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, ...o });
  const tick = (on) => box(on, { style: 'check', ink: f.ink });
  const css = `
  h1 { text-align:center; font-size:14pt; margin:4px 0 0; letter-spacing:1px; }
  .clinic { text-align:center; font-size:9pt; color:#333; margin-bottom:8px; }
  .part { background:#222; color:#fff; font-weight:bold; font-size:9.5pt; padding:3px 8px; margin-top:10px; }
  table.f { width:100%; } table.f td { border:1px solid #666; padding:3px 6px; font-size:9.5pt; vertical-align:top; height:26px; }
  .l { font-size:7.5pt; color:#444; display:block; }
  table.yn td { border:none; border-bottom:1px dotted #aaa; padding:2px 4px; font-size:9pt; height:auto; }
  .outc td { border:none; padding:3px 10px 3px 0; font-size:10pt; font-weight:bold; }`;
  const hist = f.history
    .map(
      ([q, yes]) =>
        `<tr><td>${esc(q)}</td><td style="width:110px">${tick(yes)} Yes ${tick(!yes)} No</td></tr>`,
    )
    .join('');
  const body = `
  <h1>PRE-EMPLOYMENT MEDICAL REPORT</h1>
  <div class="clinic">${esc(f.clinic)} · ${esc(f.clinicAddr)} · Form OM-7 (rev. 03/2025)</div>
  <div class="part">PART A — PERSONAL PARTICULARS (to be completed by the candidate)</div>
  <table class="f">
    <tr><td colspan="2"><span class="l">Full name (surname in capitals)</span>${esc(f.name)}</td><td><span class="l">Date of birth</span>${esc(f.dob)}</td></tr>
    <tr><td><span class="l">Position applied for</span>${esc(f.position)}</td><td><span class="l">Employer / agency</span>${esc(f.employer)}</td><td><span class="l">Passport / ID no.</span>${esc(f.idNo)}</td></tr>
  </table>
  <div class="part">PART B — MEDICAL HISTORY</div>
  <table class="f yn">${hist}</table>
  <div class="part">PART C — EXAMINATION FINDINGS</div>
  <table class="f">
    <tr><td><span class="l">Height</span>${H(f.height)} cm</td><td><span class="l">Weight</span>${H(f.weight)} kg</td>
      <td><span class="l">Blood pressure</span>${H(f.bp)} mmHg</td><td><span class="l">Pulse</span>${H(f.pulse)} /min</td></tr>
    <tr><td><span class="l">Visual acuity R / L</span>${H(f.va)}</td><td><span class="l">Colour vision</span>${H('Normal')}</td>
      <td><span class="l">Hearing (whisper)</span>${H('Normal')}</td><td><span class="l">Urinalysis</span>${H('NAD')}</td></tr>
    <tr><td colspan="2"><span class="l">Cardiovascular / respiratory</span>${H(f.cvr)}</td><td colspan="2"><span class="l">Musculoskeletal / spine</span>${H(f.msk)}</td></tr>
    <tr><td colspan="2"><span class="l">Abdomen / skin</span>${H('NAD')}</td><td colspan="2"><span class="l">Neurological / mental state</span>${H('NAD')}</td></tr>
  </table>
  <div class="part">PART D — CERTIFICATE OF THE MEDICAL OFFICER</div>
  <div style="font-size:9.5pt;margin:6px 0">I certify that I examined the above-named candidate on ${H(f.examDate)} and that in my opinion the candidate is:</div>
  <table class="outc"><tr>${OUTCOMES.map((o) => `<td>${tick(o === f.outcome)} ${esc(o)}</td>`).join('')}</tr></table>
  <table class="f" style="margin-top:6px">
    <tr><td colspan="3"><span class="l">Restrictions / reasons / review date</span>${H(f.remarks || '')}</td></tr>
    <tr><td style="width:40%"><span class="l">Signature of medical officer</span>${f.signed ? sig(f.doctor, { font: f.sigFont, ink: f.ink, size: '1.9em' }) : ''}</td>
      <td><span class="l">Name and qualifications</span>${esc(f.doctorFull)}<br><span class="l">Medical registration no.</span>${esc(f.regNo)}</td>
      <td style="width:26%"><span class="l">Clinic stamp</span>${f.signed ? stamp([f.clinic.toUpperCase(), 'OCCUPATIONAL HEALTH'], { color: '#7a1f5c' }) : ''}</td></tr>
    <tr><td colspan="3"><span class="l">Date of report</span>${esc(f.reportDate)}</td></tr>
  </table>`;
  return page({ title: 'Medical report', body, css, font: FONTS.sans, size: 'A4', margin: '12mm' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const iso = o.iso;
    const doc = rng.pick([
      ['Aurelio Benedetti', 'Dr Aurelio Benedetti, MBBS, MD (Occ. Med.)'],
      ['Nkechi Adebayo-Hart', 'Dr Nkechi Adebayo-Hart, MBChB, DOccMed'],
      ['Lionel Marchetti', 'Dr Lionel Marchetti, MD, MPH'],
    ]);
    return {
      clinic: 'Harbourside Occupational Medicine',
      clinicAddr: '9 Copperfield Dr, Orlando FL 32803',
      name: `${p.first}${p.middle ? ' ' + p.middle : ''} ${p.last.toUpperCase()}`,
      dob: fmt(p.dob, 'dmy_long'),
      position: rng.pick(['Registered Nurse', 'Theatre Nurse', 'Care Assistant', 'Physiotherapist']),
      employer: rng.pick(['Meridian Global Nurse Recruitment', 'Atlas Clinical Staffing']),
      idNo: `${rng.letters(2)}${rng.digits(7)}`,
      history: [
        ['Heart disease, high blood pressure or chest pain?', false],
        ['Asthma, tuberculosis or other lung disease?', false],
        ['Epilepsy, fainting or head injury?', false],
        ['Back, neck or joint problems?', !!o.backHistory],
        ['Any mental health condition requiring treatment?', false],
        ['Currently taking any medication?', !!o.meds],
      ],
      height: String(rng.int(152, 190)),
      weight: String(rng.int(52, 98)),
      bp: o.bp || `${rng.int(108, 132)}/${rng.int(68, 84)}`,
      pulse: String(rng.int(60, 88)),
      va: '6/6 · 6/6',
      cvr: o.cvr || 'HS I+II, no murmur; chest clear',
      msk: o.msk || 'Full range of movement, NAD',
      examDate: fmt(iso, 'dmy_long'),
      outcome: o.outcome || 'FIT',
      remarks: o.remarks,
      signed: o.signed !== false,
      doctor: doc[0],
      doctorFull: doc[1],
      regNo: `ME${rng.digits(6)}`,
      reportDate: fmt(addDays(iso, o.reportLag ?? rng.int(0, 2)), 'dmy_long'),
      sigFont: rng.pick(SIGS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { iso: addDays('2026-06-01', rng.int(0, 160)) });
  out.push({
    key: 'fit',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2026-05-04', rng.int(0, 160)),
    outcome: 'FIT WITH RESTRICTIONS',
    backHistory: true,
    msk: 'Reduced lumbar flexion, tender L4/5',
    remarks: 'No lifting above 15 kg; no manual patient handling. Review in 3 months.',
  });
  out.push({
    key: 'fit-with-lifting-limit',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: f.iso, clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2026-07-06', rng.int(0, 120)),
    outcome: 'UNFIT',
    meds: true,
    bp: `${rng.int(182, 198)}/${rng.int(112, 124)}`,
    remarks: 'Severe uncontrolled hypertension. Not fit for the post at present; refer to GP.',
  });
  out.push({
    key: 'unfit',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: f.iso, clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-03-03', rng.int(0, 200)) });
  out.push({
    key: 'examined-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
    note: 'exam more than 365 days before valid_on',
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-08-03', rng.int(0, 90)), signed: false });
  out.push({
    key: 'officer-did-not-sign',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.iso },
    note: 'name and registration number printed; signature box and stamp empty',
  });
  return out;
}
