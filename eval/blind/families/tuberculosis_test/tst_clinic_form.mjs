// An occupational-medicine clinic's Mantoux (PPD) record: patient box, screening questions with Yes/No boxes,
// a placement table and a reading table filled in by hand, interpretation as ticked boxes.
import {
  addDays,
  fmt,
  nameAs,
  otherPerson,
  personData,
  phone,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'tst_clinic_form',
  split: 'blind',
  description:
    'Occupational clinic PPD/Mantoux record: placement and reading tables, handwritten mm, ticked interpretation',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ...o });
  const tick = (on) => box(on, { style: 'x', font: f.hand });
  const yn = (yes) => `${tick(yes)} Yes &nbsp; ${tick(!yes)} No`;
  const css = `
  .hdr { display:flex; align-items:center; gap:12px; border-bottom:3px solid #2f5d50; padding-bottom:6px; }
  .hdr .org { font-size:15pt; font-weight:bold; color:#2f5d50; }
  .hdr .addr { font-size:8.5pt; color:#333; }
  h1 { font-size:13pt; text-align:center; margin:10px 0 6px; letter-spacing:0.5px; }
  .grid { width:100%; margin-top:6px; }
  .grid td { border:1px solid #555; padding:4px 6px; vertical-align:top; height:34px; }
  .lbl { font-size:7.5pt; color:#333; text-transform:uppercase; display:block; }
  .sec { background:#dfe9e5; font-weight:bold; font-size:9.5pt; }
  .q td { border:none; border-bottom:1px dotted #999; padding:3px 4px; height:auto; }
  .note { font-size:8pt; color:#333; margin-top:8px; }`;
  const body = `
  <div class="hdr">${logo({ initials: 'KR', color: '#2f5d50', shape: 'leaf', size: 44 })}
    <div><div class="org">Kestrel Ridge Occupational Health</div>
    <div class="addr">${esc(f.addr)} · Tel ${esc(f.phone)} · Fax ${esc(f.fax)}</div></div></div>
  <h1>TUBERCULIN SKIN TEST (MANTOUX) — PLACEMENT &amp; READING RECORD</h1>
  <table class="grid">
    <tr><td colspan="2" style="width:60%"><span class="lbl">Patient name (Last, First, MI)</span>${H(f.name)}</td>
        <td><span class="lbl">Date of birth</span>${H(f.dob)}</td></tr>
    <tr><td><span class="lbl">Employer / agency</span>${H(f.employer)}</td><td><span class="lbl">Chart #</span>${H(f.chart)}</td>
        <td><span class="lbl">Reason for test</span>${tick(f.reason === 'pre')} Pre-placement ${tick(f.reason === 'annual')} Annual ${tick(false)} Exposure</td></tr>
  </table>
  <table class="grid q" style="margin-top:8px">
    <tr><td>Have you ever had a positive TB skin test or blood test?</td><td style="width:130px">${yn(false)}</td></tr>
    <tr><td>Have you received BCG vaccine?</td><td>${yn(f.bcg)}</td></tr>
    <tr><td>Cough lasting more than 3 weeks, night sweats, fever or unexplained weight loss?</td><td>${yn(false)}</td></tr>
    <tr><td>Live vaccine (e.g. MMR, varicella) in the last 4 weeks?</td><td>${yn(false)}</td></tr>
  </table>
  <table class="grid" style="margin-top:10px">
    <tr><td colspan="4" class="sec">PLACEMENT — PPD 5 TU / 0.1 mL intradermal</td></tr>
    <tr><td><span class="lbl">Date placed</span>${H(f.placed)}</td><td><span class="lbl">Time</span>${H(f.placedTime)}</td>
        <td><span class="lbl">Site</span>${tick(f.arm === 'L')} L forearm ${tick(f.arm === 'R')} R forearm</td>
        <td><span class="lbl">Manufacturer / Lot / Exp</span>${H(f.lot)}</td></tr>
    <tr><td colspan="2"><span class="lbl">Placed by (signature)</span>${sig(f.placer, { font: f.sigFont })}</td>
        <td colspan="2"><span class="lbl">Printed name / credentials</span>${H(f.placerPrint)}</td></tr>
    <tr><td colspan="4" class="sec">READING — 48 to 72 hours after placement</td></tr>
    <tr><td><span class="lbl">Date read</span>${H(f.read)}</td><td><span class="lbl">Time</span>${H(f.readTime)}</td>
        <td><span class="lbl">Induration (transverse)</span>${H(f.mm)} mm</td>
        <td><span class="lbl">Interpretation</span>${tick(f.result === 'negative')} Negative &nbsp; ${tick(f.result === 'positive')} Positive</td></tr>
    <tr><td colspan="2"><span class="lbl">Read by (signature)</span>${sig(f.reader, { font: f.sigFont })}</td>
        <td colspan="2"><span class="lbl">Printed name / credentials</span>${H(f.readerPrint)}</td></tr>
  </table>
  <p class="note">Record induration in millimetres; do not record erythema. A reading of 0 mm is entered as "0". Positive reactors are
  referred for chest radiograph and clinician review. Retain a copy for the employee health file.</p>
  <table class="grid" style="margin-top:8px"><tr><td><span class="lbl">Follow-up / comments</span>${H(f.comment || '')}</td></tr></table>`;
  return page({ title: 'TST record', body, css, font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const base = (p, over = {}) => {
    const placed = over.placedIso || addDays('2026-08-03', rng.int(0, 90));
    const style = rng.pick(['us_nz', 'us_short', 'us']);
    const readIso = over.readIso || addDays(placed, 2);
    const nurse = rng.pick([
      'Dana Whitlock, RN',
      'Mireille Tabb, LPN',
      'Owen Szabo, RN',
      'Carla Benning, MA',
    ]);
    const nurse2 = over.sameReader === false ? rng.pick(['Tess Laramie, RN', 'Hugo Penn, LPN']) : nurse;
    const f = {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      addr: `${street(rng)}, Dayton, OH 45459`,
      phone: phone(rng, 937),
      fax: phone(rng, 937),
      name: nameAs(p, over.nameStyle || 'last_first_mi'),
      dob: fmt(p.dob, style),
      employer: rng.pick([
        'Northgate Staffing',
        'BrightPath Nurse Registry',
        'Summit Care Partners',
        'Allwell Per Diem',
      ]),
      chart: `KR-${rng.digits(6)}`,
      reason: rng.pick(['pre', 'annual']),
      bcg: false,
      placed: fmt(placed, style),
      placedTime: `${rng.int(8, 11)}:${rng.pick(['05', '20', '40', '55'])} am`,
      arm: rng.pick(['L', 'R']),
      lot: `Tubersol ${rng.alnum(5)} exp ${fmt(addDays(placed, 300), 'mm_yyyy')}`,
      placer: nurse.split(',')[0],
      placerPrint: nurse,
      read: fmt(readIso, style),
      readTime: over.readTime || `${rng.int(8, 11)}:${rng.pick(['10', '30', '45'])} am`,
      mm: over.mm ?? '0',
      result: over.result || 'negative',
      reader: nurse2.split(',')[0],
      readerPrint: nurse2,
      comment: over.comment,
      placedIso: placed,
      readIso,
    };
    return f;
  };
  const out = [];
  const skinData = (f, extra = {}) => ({
    'tests.0.type': 'skin',
    'tests.0.result': f.result,
    'tests.0.induration_mm': Number(f.mm),
    'tests.0.exam_date': f.placedIso,
    'tests.0.report_date': f.readIso,
    ...extra,
  });

  let p = k.person();
  let f = base(p);
  out.push({
    key: 'negative-0mm',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...skinData(f), ...personData() },
  });

  p = k.person();
  f = base(p, { mm: '16', result: 'positive', nameStyle: 'LAST_FIRST_MI', comment: 'Referred for CXR' });
  out.push({
    key: 'positive-16mm',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { ...skinData(f), ...personData() },
  });

  p = k.person();
  {
    const placedIso = addDays('2026-09-01', rng.int(0, 30));
    f = base(p, { placedIso, readIso: addDays(placedIso, 4), sameReader: false });
  }
  out.push({
    key: 'read-after-96h',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { ...skinData(f) },
    note: 'read four days after placement',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = base(q);
  out.push({
    key: 'other-holder',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = base(p, { placedIso: addDays('2025-07-07', rng.int(0, 60)) });
  out.push({
    key: 'placed-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { ...skinData(f) },
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = base(p, { nameStyle: 'last_nick', mm: '3' });
  out.push({
    key: 'nickname-3mm',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...skinData(f), ...personData('match', 'match') },
    note: '3 mm, negative ticked; nickname on the form',
  });

  p = k.person();
  f = base(p);
  out.push({
    key: 'unreadable-photo',
    person: requestPerson(p),
    html: render(f),
    rendering: 'photo',
    variant: { illegible: true, ext: 'jpg' },
    issues: ['invalid extraction'],
    data: {},
    note: 'a tiny, badly blurred photo: too poor to decide',
  });

  p = k.person();
  f = base(p);
  out.push({
    key: 'sent-as-flu',
    person: requestPerson(p),
    document_type: 'flu_vaccination',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
