// A two-page medical examination report in the style of a commercial-driver exam, adapted by a home-health and
// non-emergency medical transport agency for staff who drive clients. Page 1: "Date of examination" at the top, the
// employee's section (name, DOB, position), a health history grid with Yes / No ticks, then the examiner's findings
// (vision, hearing, BP / pulse, urinalysis, body systems Normal / Abnormal). Page 2: "Medical Examiner Determination"
// with five printed statements and a tick box before each (meets standards; periodic monitoring; meets standards
// with limitations written on a line; does not meet standards; determination pending with a return date), then the
// examiner's block (name, credential, license no., registry no., signature, date signed). Values by hand.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r11_transport_staff_medical_exam_report_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page driver-style Medical Examination Report adapted by a home-health / medical-transport agency: p1 date of examination, employee block, Yes / No health history ticks, vision, hearing, BP, urinalysis and body-system Normal / Abnormal grid; p2 Medical Examiner Determination with five ticked statements (meets standards, monitoring, with limitations on a line, does not meet, pending with return date) and the examiner block (credential, license and registry no., signature, date signed)',
};

const AGENCIES = [
  ['CareLink Home Health & Transport', 'Raleigh, NC', '#2b5f8a'],
  ['Silver Sage Medical Transportation', 'Mesa, AZ', '#7a5a12'],
  ['Northwind Community Care', 'Lansing, MI', '#3f6b3a'],
];
const EXAMINERS = [
  ['Gregory T. Fairweather', 'MD', 'Occupational Health Associates of the Triangle'],
  ['Lena M. Sandoval', 'PA-C', 'Desert Ridge Occupational Medicine'],
  ['Oyinda Martins-Cole', 'DO', 'Great Lakes WorkCare Clinic'],
  ['Harold Bixby', 'FNP-C', 'Riverbend Urgent & Occupational Care'],
];
const HISTORY = [
  'Head or brain injuries, seizures, epilepsy',
  'Eye disorders or impaired vision (except corrective lenses)',
  'Heart disease, heart attack, pacemaker',
  'High blood pressure',
  'Diabetes or elevated blood sugar',
  'Sleep disorders, sleep apnea, daytime sleepiness',
  'Fainting or dizziness',
  'Regular, frequent alcohol use',
];
const SYSTEMS = [
  'General appearance',
  'Eyes',
  'Ears',
  'Mouth and throat',
  'Heart',
  'Lungs and chest',
  'Abdomen',
  'Spine, musculoskeletal',
  'Extremities',
  'Neurological',
];
const DET = {
  meets: 'Meets standards — qualifies for a 2-year certificate',
  monitor: 'Meets standards, but periodic monitoring is required; certificate for ____ months',
  limits: 'Meets standards with the following limitation(s):',
  notmeet: 'Does not meet standards (specify reason):',
  pending: 'Determination pending — employee to return by:',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.15em', ...o });
  const [agency, city, color] = f.agency;
  const B = (c) => box(c, { style: 'check', ink: f.ink });
  const css = `
  .hd { display:flex; justify-content:space-between; border-bottom:2px solid ${color}; padding-bottom:4px; }
  .hd .n { font-weight:bold; color:${color}; font-size:12pt; }
  .ti { font-size:13pt; font-weight:bold; text-align:center; margin:6px 0 4px; }
  .sec { background:${color}; color:#fff; font-size:9pt; font-weight:bold; padding:2px 6px; margin-top:8px; }
  .ln { display:flex; align-items:flex-end; gap:6px; margin-top:6px; font-size:8.8pt; }
  .ln .u { flex:1; border-bottom:1px solid #333; min-height:22px; }
  table.h { width:100%; font-size:8.5pt; margin-top:4px; }
  table.h td { border-bottom:1px solid #ccc; padding:2px 4px; }
  table.h td.c { width:40px; text-align:center; }
  .two { display:flex; gap:14px; }
  .two > div { flex:1; }
  .det { font-size:10pt; padding:7px 0; border-bottom:1px dotted #999; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; border-top:1px solid #999; margin-top:12px; padding-top:3px; }`;
  const head = `<div class="hd"><div><div class="n">${esc(agency)}</div><div style="font-size:8pt">Employee Health · ${esc(city)}</div></div><div style="font-size:8.5pt;text-align:right">Form EH-DR5<br>Employee ID ${H(f.empId, { size: '1em' })}</div></div>`;
  const p1 = `${head}
  <div class="ti">MEDICAL EXAMINATION REPORT — STAFF WHO TRANSPORT CLIENTS</div>
  <div class="ln"><span><b>Date of examination</b></span><span class="u" style="flex:0.35">${H(f.examDate)}</span><span>Type:</span><span>${B(f.kind === 'new')} New hire &nbsp; ${B(f.kind === 'recert')} Recertification &nbsp; ${B(false)} Follow-up</span></div>
  <div class="sec">SECTION 1 — EMPLOYEE INFORMATION (completed by the employee)</div>
  <div class="ln"><span>Name</span><span class="u">${H(f.name)}</span><span>Date of birth</span><span class="u" style="flex:0.4">${H(f.dob)}</span></div>
  <div class="ln"><span>Position</span><span class="u">${H(f.position)}</span><span>Driver license no. / state</span><span class="u" style="flex:0.6">${H(f.dl)}</span></div>
  <table class="h"><tr><td><b>Do you have or have you ever had:</b></td><td class="c"><b>Yes</b></td><td class="c"><b>No</b></td></tr>
  ${HISTORY.map((q) => `<tr><td>${esc(q)}</td><td class="c">${B(false)}</td><td class="c">${B(true)}</td></tr>`).join('')}</table>
  <div class="sec">SECTION 2 — EXAMINATION (completed by the medical examiner)</div>
  <div class="two"><div>
   <div class="ln"><span>Vision (Snellen) R 20/</span><span class="u">${H(f.vr)}</span><span>L 20/</span><span class="u">${H(f.vl)}</span><span>Both 20/</span><span class="u">${H(f.vr)}</span></div>
   <div class="ln"><span>Corrective lenses used:</span><span>${B(f.lenses)} Yes ${B(!f.lenses)} No</span></div>
   <div class="ln"><span>Hearing (forced whisper) R ft</span><span class="u">${H('5')}</span><span>L ft</span><span class="u">${H('5')}</span></div>
   <div class="ln"><span>BP</span><span class="u">${H(f.bp)}</span><span>Pulse</span><span class="u">${H(f.pulse)}</span></div>
   <div class="ln"><span>Urinalysis: SG</span><span class="u">${H('1.015')}</span><span>Prot</span><span class="u">${H('neg')}</span><span>Blood</span><span class="u">${H('neg')}</span><span>Sugar</span><span class="u">${H('neg')}</span></div>
  </div><div>
   <table class="h"><tr><td><b>Body system</b></td><td class="c"><b>Normal</b></td><td class="c"><b>Abn.</b></td></tr>
   ${SYSTEMS.map((s) => `<tr><td>${esc(s)}</td><td class="c">${B(!(f.abn && s === f.abn))}</td><td class="c">${B(f.abn === s)}</td></tr>`).join('')}</table>
   <div class="ln"><span>Comments</span><span class="u">${H(f.comment, { size: '1em' })}</span></div>
  </div></div>
  <div class="pf"><span>EH-DR5 (rev. 2025)</span><span>Page 1 of 2 — determination on page 2</span></div>`;
  const p2 = `${head}
  <div class="ti">MEDICAL EXAMINER DETERMINATION</div>
  <div style="font-size:9pt">Employee: ${H(f.name)} &nbsp;&nbsp; DOB: ${H(f.dob)}</div>
  <div style="margin-top:8px">
   <div class="det">${B(f.det === 'meets')} ${esc(DET.meets)}</div>
   <div class="det">${B(f.det === 'monitor')} ${esc(DET.monitor)}</div>
   <div class="det">${B(f.det === 'limits')} ${esc(DET.limits)} <span style="display:inline-block;min-width:3in;border-bottom:1px solid #333">${H(f.det === 'limits' ? f.limits : '')}</span></div>
   <div class="det">${B(f.det === 'notmeet')} ${esc(DET.notmeet)} <span style="display:inline-block;min-width:3in;border-bottom:1px solid #333">${H(f.det === 'notmeet' ? f.reason : '')}</span></div>
   <div class="det">${B(f.det === 'pending')} ${esc(DET.pending)} <span style="display:inline-block;min-width:1.3in;border-bottom:1px solid #333">${H(f.det === 'pending' ? f.returnBy : '')}</span> &nbsp; reason: ${H(f.det === 'pending' ? f.pendingWhy : '', { size: '1em' })}</div>
  </div>
  <div class="sec" style="margin-top:14px">MEDICAL EXAMINER</div>
  <div style="font-size:8.5pt;margin-top:4px">I have examined this employee in accordance with the agency's driver health standards and my determination is marked above.</div>
  <div class="ln"><span>Examiner name</span><span class="u">${H(f.ex[0])}</span><span>Credential</span><span class="u" style="flex:0.3">${H(f.ex[1])}</span></div>
  <div class="ln"><span>License no. / state</span><span class="u">${H(f.lic)}</span><span>National Registry no.</span><span class="u" style="flex:0.6">${H(f.reg)}</span></div>
  <div class="ln"><span>Clinic</span><span class="u">${H(f.ex[2], { size: '1em' })}</span><span>Phone</span><span class="u" style="flex:0.5">${H(f.phone, { size: '1em' })}</span></div>
  <div class="ln"><span>Signature</span><span class="u">${f.signed ? sig(f.ex[0], { font: f.sigFont, ink: f.ink, size: '1.7em' }) : ''}</span><span>Date signed</span><span class="u" style="flex:0.4">${H(f.signDate)}</span></div>
  <div style="margin-top:16px">${f.clinicStamp ? stamp([f.ex[2], 'OCCUPATIONAL MEDICINE'], { color: '#5a2a82', rot: -4 }) : ''}</div>
  <div class="pf"><span>EH-DR5 (rev. 2025)</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Medical Examination Report',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: FONTS.roboto,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, examIso, o = {}) => {
    const ex = rng.pick(EXAMINERS);
    const ds = rng.pick(['us', 'us_nz', 'us_short']);
    return {
      agency: rng.pick(AGENCIES),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      empId: rng.digits(5),
      examDate: fmt(examIso, ds),
      kind: rng.pick(['new', 'recert']),
      name: nameAs(p, o.nameStyle || rng.pick(['first_mi_last', 'last_first_mi', 'full'])),
      dob: fmt(p.dob, ds),
      position: rng.pick(['NEMT driver', 'Home health aide (drives)', 'Van driver / CNA']),
      dl: `${rng.letters(1)}${rng.digits(8)} / ${rng.pick(['NC', 'AZ', 'MI'])}`,
      vr: rng.pick(['20', '25', '30']),
      vl: rng.pick(['20', '25', '30', '40']),
      lenses: rng.chance(0.4),
      bp:
        o.abn === 'Heart'
          ? `${rng.int(150, 164)}/${rng.int(94, 102)}`
          : `${rng.int(112, 136)}/${rng.int(70, 86)}`,
      pulse: String(rng.int(62, 88)),
      abn: o.abn || null,
      comment: o.comment || '',
      det: o.det || 'meets',
      limits: o.limits || '',
      reason: o.reason || '',
      returnBy: o.returnIso ? fmt(o.returnIso, ds) : '',
      pendingWhy: o.pendingWhy || '',
      ex,
      lic: `${rng.pick(['NC', 'AZ', 'MI'])}-${rng.digits(6)}`,
      reg: rng.digits(10),
      phone: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      signed: o.signed ?? true,
      signDate: o.noSignDate ? '' : fmt(addDays(examIso, o.signLag ?? rng.int(0, 2)), ds),
      clinicStamp: o.stamp ?? rng.chance(0.5),
    };
  };
  const out = [];

  let p = k.person();
  let exam = addDays('2026-04-06', rng.int(0, 200));
  let f = make(p, exam);
  out.push({
    key: 'meets-standards-two-year',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'determination ticked on page 2; the exam date is at the top of page 1, the date signed may be a day or two later',
  });

  p = k.person();
  exam = addDays('2026-02-02', rng.int(0, 250));
  f = make(p, exam, { nameStyle: 'LAST_FIRST_MI', signLag: rng.int(1, 3) });
  out.push({
    key: 'signed-days-after-exam',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'the examiner signed one to three days after the examination; exam_date is the date of examination',
  });

  p = k.person();
  exam = addDays('2026-05-04', rng.int(0, 180));
  f = make(p, exam, {
    det: 'limits',
    limits: rng.pick([
      'No lifting clients over 50 lb without assistance',
      'Daytime driving only',
      'Must wear hearing aid while driving',
    ]),
  });
  out.push({
    key: 'limitation-allowed-by-client',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: 'meets standards with a limitation written on the line; the client allows restrictions',
  });

  p = k.person();
  exam = addDays('2026-09-14', rng.int(0, 50));
  f = make(p, exam, {
    det: 'pending',
    returnIso: addDays(exam, 21),
    pendingWhy: rng.pick(['BP recheck', 'sleep study results', 'eye exam report']),
    abn: 'Heart',
    comment: 'BP elevated on 2 readings',
  });
  out.push({
    key: 'determination-pending-return-date',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: exam, clearance: null },
    note: 'determination pending with a return-by date; no clearance yet (the return date is not the exam date)',
  });

  p = k.person();
  exam = addDays('2026-06-01', rng.int(0, 150));
  f = make(p, exam, {
    det: 'notmeet',
    reason: rng.pick(['Uncorrected vision below 20/40 both eyes', 'Uncontrolled seizure disorder']),
    abn: 'Eyes',
  });
  out.push({
    key: 'does-not-meet-standards',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared' },
    note: '"Does not meet standards" ticked with a reason',
  });

  p = k.person();
  exam = addDays('2026-07-06', rng.int(0, 120));
  f = make(p, exam, { signed: false, stamp: false });
  out.push({
    key: 'examiner-signature-line-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'examiner name, credential and date signed are filled in but the signature line is empty and there is no stamp',
  });
  return out;
}
