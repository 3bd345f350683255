// A hospital-lab T-SPOT.TB report: coloured banner, demographics grid, spot-count table (Panel A, Panel B, Nil,
// positive control), boxed result, cut-off legend, electronic verification line. ISO dates with times.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'tspot_lab',
  split: 'blind',
  description:
    'Hospital-lab T-SPOT.TB report: demographics grid, Panel A/B/Nil/positive-control spot counts, boxed result, cut-off legend',
};

function render(f) {
  const css = `
  .bar { background:#0f4c5c; color:#fff; padding:8px 12px; display:flex; align-items:center; gap:10px; }
  .bar .n { font-size:14pt; font-weight:bold; } .bar .s { font-size:8pt; opacity:.9; }
  .demo { width:100%; margin-top:8px; font-size:9pt; }
  .demo td { border:1px solid #b7c9cc; padding:4px 6px; }
  .demo td.k { background:#eef4f5; width:17%; font-weight:bold; font-size:8pt; color:#0f4c5c; }
  h2 { font-size:11pt; color:#0f4c5c; border-bottom:1px solid #0f4c5c; margin:14px 0 6px; }
  .sp { width:70%; font-size:9.5pt; } .sp td, .sp th { border:1px solid #999; padding:3px 8px; } .sp th { background:#f3f3f3; }
  .result { margin-top:10px; display:inline-block; border:2px solid #222; padding:6px 14px; font-size:12pt; font-weight:bold; }
  .legend { font-size:8pt; margin-top:12px; color:#333; }
  .ver { font-size:8.5pt; margin-top:18px; }`;
  const body = `
  <div class="bar">${logo({ initials: 'SL', color: '#fff', fg: '#0f4c5c', size: 38 })}<div><div class="n">St. Lucan Regional Medical Center — Laboratory Services</div>
  <div class="s">Immunology Section · ${esc(f.addr)} · CLIA ${esc(f.clia)}</div></div></div>
  <table class="demo">
   <tr><td class="k">Patient</td><td>${esc(f.name)}</td><td class="k">MRN</td><td>${esc(f.mrn)}</td></tr>
   <tr><td class="k">Birth date</td><td>${esc(f.dob)}</td><td class="k">Encounter</td><td>${esc(f.enc)}</td></tr>
   <tr><td class="k">Collected</td><td>${esc(f.collected)}</td><td class="k">Resulted</td><td>${esc(f.resulted)}</td></tr>
   <tr><td class="k">Ordering provider</td><td>${esc(f.orderer)}</td><td class="k">Location</td><td>Employee Health Services</td></tr>
  </table>
  <h2>T-SPOT<sup>®</sup>.TB (Interferon-gamma release assay, ELISPOT)</h2>
  <table class="sp"><tr><th>Well</th><th>Spot count</th><th>Panel minus Nil</th></tr>
   <tr><td>Nil control</td><td>${f.nil}</td><td>—</td></tr>
   <tr><td>Panel A (ESAT-6)</td><td>${f.a}</td><td>${Math.max(0, f.a - f.nil)}</td></tr>
   <tr><td>Panel B (CFP10)</td><td>${f.b}</td><td>${Math.max(0, f.b - f.nil)}</td></tr>
   <tr><td>Positive control</td><td>${f.pos}</td><td>—</td></tr></table>
  <div class="result">RESULT: ${esc(f.resultText)}</div>
  <div class="legend">Interpretation (spots, panel minus nil): Positive ≥ 8 in either panel · Borderline 5–7 (retest advised) · Negative ≤ 4 in both panels.
  Invalid when nil control &gt; 10 spots or positive control &lt; 20 spots.<br>${esc(f.note)}</div>
  <div class="ver">Electronically verified by ${esc(f.tech)} on ${esc(f.resulted)}. Medical director: ${esc(f.director)}.</div>`;
  return page({ title: 'Lab result', body, css, font: FONTS.carlito, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const cIso = o.cIso || addDays('2026-05-15', rng.int(0, 150));
    const rIso = addDays(cIso, rng.int(1, 3));
    const hm = () => `${String(rng.int(6, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return {
      addr: '77 Bellwether Ct, Worcester, MA 01608',
      clia: `22D${rng.digits(7)}`,
      name: nameAs(p, o.nameStyle || 'last_first_middle'),
      mrn: `E${rng.digits(8)}`,
      dob: fmt(p.dob, 'iso'),
      enc: rng.digits(10),
      collected: `${fmt(cIso, 'iso')} ${hm()}`,
      resulted: `${fmt(rIso, 'iso')} ${hm()}`,
      orderer: rng.pick(['Ferris, Noel MD', 'Quayle, Ada NP']),
      nil: o.nil ?? rng.int(0, 2),
      a: o.a ?? rng.int(0, 3),
      b: o.b ?? rng.int(0, 2),
      pos: o.pos ?? rng.int(28, 60),
      resultText: o.resultText || 'NEGATIVE',
      note: o.note || '',
      tech: rng.pick(['M. Kaur, MLS(ASCP)', 'D. Ostrowski, MT']),
      director: 'Harold Vance, MD',
      cIso,
      rIso,
    };
  };
  const data = (f, result) => ({
    'tests.0.type': 'blood',
    'tests.0.result': result,
    'tests.0.exam_date': f.cIso,
    'tests.0.report_date': f.rIso,
  });
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...data(f, 'negative'), ...personData() },
  });

  p = k.person();
  f = make(p, { nil: 1, a: 15, b: 11, resultText: 'POSITIVE' });
  out.push({
    key: 'positive',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: data(f, 'positive'),
  });

  p = k.person();
  f = make(p, {
    nil: 14,
    a: 18,
    b: 16,
    resultText: 'INVALID',
    note: 'Nil control above 10 spots: the result cannot be interpreted. Please recollect.',
  });
  out.push({
    key: 'invalid-high-nil',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate' },
    note: 'T-SPOT invalid (nil > 10) read as indeterminate',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(q);
  out.push({
    key: 'other-holder',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'other-holder-name-check-off',
    person: requestPerson({ ...otherPerson(k.person, p), dob: p.dob }),
    rules: { require_name_match: false },
    html: render(f),
    issues: [],
    data: { 'person.name.status': 'mismatch', 'tests.0.result': 'negative' },
    note: 'require_name_match false: the mismatch is only reported in data',
  });
  return out;
}
