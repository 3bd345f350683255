// A staffing agency's "TB screening verification" form completed by a provider: test-type tick boxes, a TST block
// with circled Negative/Positive, an IGRA block with tick boxes in a table, a chest x-ray block, and a provider block.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, options, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'employer_tb_attestation',
  split: 'tuning',
  description:
    'Agency TB verification form: test-type boxes, TST with circled result, IGRA result boxes in table cells, CXR block, provider block',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.boxStyle, font: f.hand });
  const css = `
  .brand { font-family:${FONTS.lato}; font-weight:900; font-size:20pt; color:#6b2c91; }
  .brand span { color:#f08a24; }
  .t { font-size:12pt; font-weight:bold; margin:4px 0 2px; }
  .inst { font-size:8.5pt; color:#333; }
  .sec { margin-top:10px; border:1.5px solid #6b2c91; }
  .sec h3 { margin:0; background:#6b2c91; color:#fff; font-size:9.5pt; padding:3px 6px; }
  .row { display:flex; gap:14px; padding:6px 8px; flex-wrap:wrap; align-items:flex-end; }
  .fld { border-bottom:1px solid #444; min-width:150px; padding:0 4px; min-height:20px; }
  .cap { font-size:7.5pt; color:#444; }
  table.ig { margin:6px 8px; width:calc(100% - 16px); }
  table.ig td, table.ig th { border:1px solid #777; padding:4px 6px; font-size:9pt; text-align:center; }`;
  const fld = (cap, val, w = 150) =>
    `<div><div class="fld" style="min-width:${w}px">${H(val)}</div><div class="cap">${cap}</div></div>`;
  const body = `
  <div style="display:flex;justify-content:space-between;align-items:center"><div class="brand">Staff<span>Bridge</span> Health</div>
  <div style="font-size:8pt;text-align:right">Credentialing Dept · credentialing@staffbridge.example<br>Fax ${esc(f.fax)}</div></div>
  <div class="t">Tuberculosis Screening Verification — to be completed by a licensed healthcare provider</div>
  <div class="inst">Attach lab report or radiology report if available. Forms missing provider information or signature cannot be accepted.</div>
  <div class="sec"><h3>EMPLOYEE</h3><div class="row">${fld('Employee Name', f.name, 260)}${fld('Date of Birth', f.dob, 110)}${fld('Position', f.position, 120)}</div></div>
  <div class="sec"><h3>1. TEST PERFORMED (check one)</h3><div class="row">
    ${tk(f.kind === 'tst')} Tuberculin skin test (TST/PPD) &nbsp;&nbsp; ${tk(f.kind === 'igra')} IGRA blood test (QuantiFERON / T-SPOT) &nbsp;&nbsp; ${tk(false)} Chest x-ray only</div></div>
  <div class="sec"><h3>2. TUBERCULIN SKIN TEST</h3><div class="row">
    ${fld('Date placed', f.tst?.placed, 110)}${fld('Date read', f.tst?.read, 110)}${fld('Induration (mm)', f.tst?.mm, 80)}
    <div style="padding-bottom:12px">Result (circle): ${options(['Negative', 'Positive'], f.tst?.result, { style: 'circle', sep: ' &nbsp; / &nbsp; ' })}</div></div></div>
  <div class="sec"><h3>3. INTERFERON-GAMMA RELEASE ASSAY</h3>
    <table class="ig"><tr><th>Date collected</th><th>Test name</th><th>Negative</th><th>Positive</th><th>Indeterminate</th></tr>
    <tr><td>${H(f.igra?.date)}</td><td>${H(f.igra?.name)}</td><td>${f.igra ? tk(f.igra.result === 'negative') : tk(false)}</td><td>${f.igra ? tk(f.igra.result === 'positive') : tk(false)}</td><td>${tk(f.igra?.result === 'indeterminate')}</td></tr></table></div>
  <div class="sec"><h3>4. CHEST X-RAY (required if TST or IGRA is positive)</h3><div class="row">
    ${fld('Date of x-ray', f.cxr?.date, 110)}
    <div style="padding-bottom:12px">${tk(f.cxr?.clear)} No evidence of active tuberculosis &nbsp;&nbsp; ${tk(f.cxr && !f.cxr.clear)} Abnormal — further evaluation</div></div></div>
  <div class="sec"><h3>5. PROVIDER</h3><div class="row">${fld('Provider name / credentials', f.prov?.name, 220)}${fld('Facility', f.prov?.facility, 220)}</div>
    <div class="row">${fld('Phone', f.prov?.phone, 130)}<div><div class="fld" style="min-width:240px;min-height:30px">${sig(f.prov?.sig, { font: f.sigFont })}</div><div class="cap">Provider signature</div></div>${fld('Date signed', f.prov?.date, 100)}</div></div>
  <div class="inst" style="margin-top:8px">SB-TB-04 (rev. 03/2025)</div>`;
  return page({ title: 'TB verification', body, css, font: FONTS.open, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const prov = () => {
    const n = rng.pick([
      ['Lena Okabe', 'MD'],
      ['Ruben Castell', 'PA-C'],
      ['Joy Marchetti', 'FNP-BC'],
      ['Amos Pruitt', 'DO'],
    ]);
    return {
      name: `${n[0]}, ${n[1]}`,
      sig: n[0],
      facility: rng.pick(['Riverbend Urgent Care', 'Parkline Family Medicine', 'Eastgate Community Clinic']),
      phone: phone(rng),
    };
  };
  const make = (p, o = {}) => {
    const ds = rng.pick(['us', 'us_nz', 'dash']);
    const f = {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      boxStyle: rng.pick(['x', 'check']),
      fax: phone(rng, 888),
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      dob: fmt(p.dob, ds),
      position: rng.pick(['RN', 'CNA', 'LPN', 'Med Tech']),
      kind: o.kind || 'igra',
      ds,
    };
    return f;
  };
  const out = [];

  // 1. IGRA negative, provider complete
  let p = k.person();
  let f = make(p);
  let dIso = addDays('2026-07-10', rng.int(0, 100));
  f.igra = { date: fmt(dIso, f.ds), name: 'QuantiFERON', result: 'negative' };
  f.prov = { ...prov(), date: fmt(addDays(dIso, 3), f.ds) };
  out.push({
    key: 'igra-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': dIso,
      ...personData(),
    },
  });

  // 2. provider block blank
  p = k.person();
  f = make(p);
  dIso = addDays('2026-07-10', rng.int(0, 100));
  f.igra = { date: fmt(dIso, f.ds), name: 'QFT-Plus', result: 'negative' };
  out.push({
    key: 'no-provider',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'tests.0.result': 'negative' },
    note: 'provider section left blank',
  });

  // 3. nothing ticked in the IGRA result cells
  p = k.person();
  f = make(p);
  dIso = addDays('2026-07-10', rng.int(0, 100));
  f.igra = { date: fmt(dIso, f.ds), name: 'QuantiFERON', result: null };
  f.prov = { ...prov(), date: fmt(addDays(dIso, 2), f.ds) };
  out.push({
    key: 'result-not-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test result'],
    data: {},
  });

  // 4. TST positive, chest x-ray clear → accepted (accept_xray default)
  p = k.person();
  f = make(p, { kind: 'tst' });
  let placed = addDays('2026-05-04', rng.int(0, 60));
  f.tst = { placed: fmt(placed, f.ds), read: fmt(addDays(placed, 2), f.ds), mm: '14', result: 'Positive' };
  const cxrIso = addDays(placed, rng.int(9, 30));
  f.cxr = { date: fmt(cxrIso, f.ds), clear: true };
  f.prov = { ...prov(), date: fmt(cxrIso, f.ds) };
  out.push({
    key: 'tst-positive-cxr-clear',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { ...personData() },
    note: 'positive TST cleared by chest x-ray',
  });

  // 5. same facts, client does not accept x-ray clearance
  p = k.person();
  f = make(p, { kind: 'tst' });
  placed = addDays('2026-05-04', rng.int(0, 60));
  f.tst = { placed: fmt(placed, f.ds), read: fmt(addDays(placed, 3), f.ds), mm: '17', result: 'Positive' };
  f.cxr = { date: fmt(addDays(placed, 12), f.ds), clear: true };
  f.prov = { ...prov(), date: fmt(addDays(placed, 12), f.ds) };
  out.push({
    key: 'tst-positive-xray-not-accepted',
    person: requestPerson(p),
    rules: { accept_xray: false },
    html: render(f),
    issues: ['positive test result'],
    data: {},
  });

  // 6. TST negative, circled, provider complete, name LAST, First
  p = k.person();
  f = make(p, { kind: 'tst', nameStyle: 'last_first' });
  placed = addDays('2026-08-03', rng.int(0, 80));
  f.tst = { placed: fmt(placed, f.ds), read: fmt(addDays(placed, 2), f.ds), mm: '0', result: 'Negative' };
  f.prov = { ...prov(), date: fmt(addDays(placed, 2), f.ds) };
  out.push({
    key: 'tst-negative-circled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.induration_mm': 0,
      'tests.0.exam_date': placed,
      'tests.0.report_date': addDays(placed, 2),
      ...personData(),
    },
  });

  // 7. IGRA negative ticked, provider complete, but no date anywhere for the test
  p = k.person();
  f = make(p);
  f.igra = { date: '', name: 'QuantiFERON', result: 'negative' };
  f.prov = { ...prov(), date: '' };
  out.push({
    key: 'igra-undated',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test dates'],
    data: { 'tests.0.result': 'negative' },
  });
  return out;
}
