// A reference-laboratory QuantiFERON-TB Gold Plus report: patient/specimen banner, result table with Nil, TB1-Nil,
// TB2-Nil and Mitogen-Nil in IU/mL, qualitative result, interpretation notes, performing-lab footer with CLIA number.
import { addDays, fmt, nameAs, otherDob, personData, phone, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'qft_lab_report',
  split: 'blind',
  description:
    'Reference-lab QuantiFERON-TB Gold Plus report: banner, Nil/TB1/TB2/Mitogen table, qualitative result, CLIA footer',
};

function render(f, rng) {
  const css = `
  .top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #000; padding-bottom:4px; }
  .lab { font-size:16pt; font-weight:bold; letter-spacing:1px; }
  .lab small { display:block; font-size:8pt; font-weight:normal; letter-spacing:0; }
  .banner { width:100%; margin-top:8px; font-size:9pt; }
  .banner td { padding:2px 6px 2px 0; vertical-align:top; }
  .banner b { font-weight:bold; }
  .res { width:100%; margin-top:12px; font-size:9.5pt; }
  .res th { text-align:left; border-bottom:1px solid #000; border-top:1px solid #000; padding:3px 4px; font-size:8.5pt; }
  .res td { padding:3px 4px; border-bottom:1px dotted #bbb; }
  .flag { font-weight:bold; }
  .interp { font-size:8.5pt; margin-top:12px; border:1px solid #999; padding:6px 8px; }
  .foot { font-size:8pt; margin-top:16px; border-top:1px solid #000; padding-top:4px; }`;
  const v = (x) => (typeof x === 'number' ? x.toFixed(2) : x);
  const body = `
  <div class="top"><div class="lab">MERIDIAN PATHOLOGY LABORATORIES<small>Clinical Reference Laboratory · ${esc(f.labAddr)} · ${esc(f.labPhone)}</small></div>
  <div style="text-align:right;font-size:8pt">${barcode(rng, { width: 150, height: 28 })}<br>Accession ${esc(f.acc)}</div></div>
  <table class="banner">
   <tr><td style="width:34%"><b>PATIENT:</b> ${esc(f.name)}</td><td style="width:22%"><b>DOB:</b> ${esc(f.dob)}</td><td style="width:14%"><b>SEX:</b> ${f.sex}</td><td><b>PATIENT ID:</b> ${esc(f.pid)}</td></tr>
   <tr><td><b>ORDERING:</b> ${esc(f.orderer)}</td><td colspan="2"><b>CLIENT:</b> ${esc(f.client)}</td><td><b>ACCOUNT:</b> ${esc(f.account)}</td></tr>
   <tr><td><b>COLLECTED:</b> ${esc(f.collected)}</td><td colspan="2"><b>RECEIVED:</b> ${esc(f.received)}</td><td><b>REPORTED:</b> ${esc(f.reported)}</td></tr>
  </table>
  <div style="margin-top:10px;font-size:9pt"><b>REPORT STATUS: FINAL</b> &nbsp;&nbsp; Specimen: Whole blood, lithium heparin (4-tube set)</div>
  <table class="res">
   <tr><th style="width:42%">TEST</th><th>RESULT</th><th>FLAG</th><th>UNITS</th><th>REFERENCE</th></tr>
   <tr><td><b>QUANTIFERON(R)-TB GOLD PLUS</b></td><td class="flag">${esc(f.result.toUpperCase())}</td><td>${f.result === 'negative' ? '' : 'A'}</td><td></td><td>NEGATIVE</td></tr>
   <tr><td>&nbsp;&nbsp;NIL</td><td>${v(f.nil)}</td><td></td><td>IU/mL</td><td></td></tr>
   <tr><td>&nbsp;&nbsp;TB1 ANTIGEN MINUS NIL</td><td>${v(f.tb1)}</td><td></td><td>IU/mL</td><td>&lt;0.35</td></tr>
   <tr><td>&nbsp;&nbsp;TB2 ANTIGEN MINUS NIL</td><td>${v(f.tb2)}</td><td></td><td>IU/mL</td><td>&lt;0.35</td></tr>
   <tr><td>&nbsp;&nbsp;MITOGEN MINUS NIL</td><td>${v(f.mito)}</td><td></td><td>IU/mL</td><td></td></tr>
  </table>
  <div class="interp"><b>Interpretation:</b> ${esc(f.comment)}<br><br>
  A negative result does not exclude infection with M. tuberculosis. Results are interpreted with the patient's risk, history and
  other findings. An indeterminate result may reflect a low mitogen response or a high nil value and should be repeated.
  This test is not affected by prior BCG vaccination.</div>
  <div class="foot">Performed at: Meridian Pathology Laboratories, ${esc(f.labAddr)} · CLIA ${esc(f.clia)} · Laboratory Director: ${esc(f.director)}<br>
  Page 1 of 1 · Printed ${esc(f.printed)} · This report contains protected health information.</div>`;
  return page({ title: 'Laboratory report', body, css, font: f.font, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const collectedIso = o.collectedIso || addDays('2026-06-01', rng.int(0, 140));
    const reportedIso = addDays(collectedIso, o.tat ?? rng.int(2, 4));
    const ds = o.dateStyle || rng.pick(['us', 'us', 'iso']);
    const t = () => `${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const f = {
      font: rng.pick([FONTS.mono, FONTS.sans, FONTS.robotoCond]),
      labAddr: `2250 Harmon Blvd, Tulsa, OK 74103`,
      labPhone: phone(rng, 918),
      acc: `MP${rng.digits(9)}`,
      name: o.noName ? '' : nameAs(p, o.nameStyle || 'LAST_FIRST_MI'),
      dob: fmt(o.dob || p.dob, ds),
      sex: rng.pick(['F', 'M']),
      pid: rng.digits(8),
      orderer: rng.pick(['HOLLIS, GRETA MD', 'ABARA, CHINEDU DO', 'STRAND, PETRA NP']),
      client: rng.pick(['WORKWELL CLINIC #14', 'PRAIRIE EMPLOYEE HEALTH', 'CARELINK STAFFING OCC MED']),
      account: rng.digits(7),
      collected: `${fmt(collectedIso, ds)} ${t()}`,
      received: `${fmt(addDays(collectedIso, 1), ds)} ${t()}`,
      reported: `${fmt(reportedIso, ds)} ${t()}`,
      clia: `37D${rng.digits(7)}`,
      director: 'Annika Sorell, MD, PhD',
      printed: fmt(reportedIso, ds),
      result: o.result || 'negative',
      nil: o.nil ?? rng.float(0.01, 0.09),
      tb1: o.tb1 ?? rng.float(0, 0.05),
      tb2: o.tb2 ?? rng.float(0, 0.06),
      mito: o.mito ?? '>10.00',
      comment:
        o.comment ||
        'No IFN-gamma response to M. tuberculosis antigens was detected. Infection with M. tuberculosis is unlikely.',
      collectedIso,
      reportedIso,
    };
    return f;
  };
  const data = (f) => ({
    'tests.0.type': 'blood',
    'tests.0.result': f.result,
    'tests.0.exam_date': f.collectedIso,
    'tests.0.report_date': f.reportedIso,
  });
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'negative',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['missing administrator'],
    data: { ...data(f), ...personData() },
  });

  p = k.person();
  f = make(p, {
    result: 'positive',
    tb1: 1.84,
    tb2: 2.37,
    nil: 0.06,
    comment:
      'IFN-gamma response to M. tuberculosis antigens detected. Infection with M. tuberculosis is likely; clinical evaluation recommended.',
  });
  out.push({
    key: 'positive',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['positive test result'],
    data: { ...data(f), ...personData() },
  });

  p = k.person();
  f = make(p, {
    result: 'indeterminate',
    mito: 0.21,
    nil: 0.05,
    tb1: 0.02,
    tb2: 0.01,
    comment:
      'Mitogen response below 0.50 IU/mL with negative antigen responses. Result is indeterminate; recommend repeat collection.',
  });
  out.push({
    key: 'indeterminate-low-mitogen',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['indeterminate test result'],
    data: { ...data(f) },
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch', 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { collectedIso: addDays('2025-08-04', rng.int(0, 50)), dateStyle: 'iso' });
  out.push({
    key: 'collected-2025',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['test too old'],
    data: { ...data(f) },
  });

  p = k.person();
  // eslint-disable-next-line no-control-regex
  while (!/[-' ]|[^\x00-\x7f]/.test(p.last + p.first)) p = k.person();
  f = make(p, { nameStyle: 'PLAIN_LAST_FIRST' });
  out.push({
    key: 'name-without-accents',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...data(f), ...personData() },
    note: 'capitals, accents/marks dropped',
  });

  p = k.person();
  f = make(p, { noName: true });
  out.push({
    key: 'patient-name-blank',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['name not present'],
    data: { 'person.name.status': 'not_present', 'tests.0.result': 'negative' },
    note: 'the PATIENT field of the banner is empty',
  });
  return out;
}
