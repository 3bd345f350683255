// A British hospital trust's Occupational Health "New Entrant TB Screening" record for staff recruited from
// overseas: Surname / Forename(s) boxes, DD/MM/YYYY dates (stated in the header), country of birth and date of UK
// entry, a symptom questionnaire with Yes/No ticks, BCG scar, a T-SPOT.TB section (sample date, panel spot counts,
// result ticked), a chest x-ray section used only after a positive IGRA, and an OH clinician's outcome with
// signature. Values are typed by the OH admin; the outcome box is ticked by hand.
import { addDays, nameParts, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r6_uk_oh_new_entrant_tb_screen',
  split: 'blind',
  description:
    'British trust Occupational Health new-entrant TB screening record for overseas-trained staff: Surname / Forename(s), DD/MM/YYYY, symptom Yes/No ticks, T-SPOT.TB panel counts with ticked result, optional chest x-ray report, OH outcome and signature',
};

function render(f) {
  function ddmmyyyy(x) {
    if (!x) return '';
    const [y, m, d] = x.split('-');
    return `${d}/${m}/${y}`;
  }
  const T = (c) => box(c, { style: 'check', ink: f.ink });
  const css = `
  .top { display:flex; justify-content:space-between; align-items:center; border-bottom:4px solid #005eb8; padding-bottom:6px; }
  .org { color:#005eb8; font-weight:bold; font-size:13pt; }
  h1 { font-size:13pt; margin:10px 0 2px; }
  .hint { font-size:8pt; color:#444; }
  .sec { border:1px solid #005eb8; margin-top:9px; }
  .sec h2 { background:#005eb8; color:#fff; font-size:9.5pt; margin:0; padding:3px 7px; }
  .sec table { width:100%; }
  .sec td { border:1px solid #9bb8d8; padding:4px 6px; font-size:9.2pt; vertical-align:top; }
  .sec td.l { background:#eef4fb; width:24%; font-size:8.4pt; }
  .q td { font-size:8.8pt; }`;
  const yn = (v) => `${T(v === 'Y')} Yes &nbsp; ${T(v === 'N')} No`;
  const res = () =>
    ['Negative', 'Positive', 'Borderline', 'Invalid']
      .map((o) => `${T(o === f.result)} ${o}`)
      .join('&nbsp;&nbsp; ');
  const body = `
  <div class="top"><div style="display:flex;gap:10px;align-items:center">${logo({ initials: 'OH', color: '#005eb8', shape: 'square', size: 40 })}
    <div><div class="org">${esc(f.trust)}</div><div class="hint">Occupational Health &amp; Wellbeing Service · ${esc(f.site)}</div></div></div>
    <div class="hint" style="text-align:right">OH ref: ${esc(f.ohRef)}<br>Form OH/TB/02 v4</div></div>
  <h1>New Entrant Tuberculosis Screening — Healthcare Worker</h1>
  <div class="hint">For staff arriving from countries with a TB incidence of ≥ 40 per 100,000. All dates DD/MM/YYYY.</div>
  <div class="sec"><h2>1. Personal details</h2><table>
    <tr><td class="l">Surname</td><td><b>${esc(f.surname)}</b></td><td class="l">Forename(s)</td><td><b>${esc(f.forenames)}</b></td></tr>
    <tr><td class="l">Date of birth</td><td>${esc(ddmmyyyy(f.dob))}</td><td class="l">Staff group / role</td><td>${esc(f.role)}</td></tr>
    <tr><td class="l">Country of birth</td><td>${esc(f.country)}</td><td class="l">Date of entry to UK</td><td>${esc(ddmmyyyy(f.entry))}</td></tr>
  </table></div>
  <div class="sec q"><h2>2. Symptom enquiry</h2><table>
    <tr><td>Cough for more than three weeks</td><td>${yn('N')}</td><td>Unexplained weight loss</td><td>${yn('N')}</td></tr>
    <tr><td>Fever / night sweats</td><td>${yn('N')}</td><td>Coughing up blood</td><td>${yn('N')}</td></tr>
    <tr><td>Previous TB disease or treatment</td><td>${yn('N')}</td><td>BCG scar seen</td><td>${yn(f.bcg)}</td></tr>
  </table></div>
  <div class="sec"><h2>3. Interferon-gamma release assay (T-SPOT<sup>®</sup>.TB)</h2><table>
    <tr><td class="l">Date sample taken</td><td>${esc(ddmmyyyy(f.sample))}</td><td class="l">Date reported</td><td>${esc(ddmmyyyy(f.reported))}</td></tr>
    <tr><td class="l">Laboratory</td><td colspan="3">${esc(f.lab)}</td></tr>
    <tr><td class="l">Spot counts</td><td colspan="3">${f.spots ? `Nil ${f.spots[0]} &nbsp;·&nbsp; Panel A (ESAT-6) ${f.spots[1]} &nbsp;·&nbsp; Panel B (CFP10) ${f.spots[2]} &nbsp;·&nbsp; Positive control &gt;20` : '<i>awaited</i>'}</td></tr>
    <tr><td class="l">Result</td><td colspan="3">${res()}</td></tr>
  </table></div>
  <div class="sec"><h2>4. Chest X-ray (only if IGRA positive or symptomatic)</h2><table>
    <tr><td class="l">Date of X-ray</td><td>${esc(f.cxr ? ddmmyyyy(f.cxr) : 'N/A')}</td><td class="l">Reported by</td><td>${esc(f.cxr ? f.radiologist : '')}</td></tr>
    <tr><td class="l">Report</td><td colspan="3">${esc(f.cxr ? f.cxrText : '')}</td></tr>
  </table></div>
  <div class="sec"><h2>5. Occupational Health outcome</h2><table>
    <tr><td colspan="4">${T(f.outcome === 'fit')} Fit for work — no evidence of active TB &nbsp;&nbsp; ${T(f.outcome === 'refer')} Referred to TB clinic (latent infection) &nbsp;&nbsp; ${T(f.outcome === 'pending')} Pending results</td></tr>
    <tr><td class="l">OH clinician</td><td>${sig(f.clin, { font: f.sigFont, ink: f.ink, size: '1.6em' })}<br>${esc(f.clin)}, ${esc(f.clinTitle)}</td><td class="l">Date</td><td>${hand(ddmmyyyy(f.signed), { font: f.hand, ink: f.ink })}</td></tr>
  </table></div>
  <div class="hint" style="margin-top:8px">This record is held by Occupational Health and is confidential. A copy may be released to the employee or, with consent, to an employing agency.</div>`;
  return page({ title: 'OH TB screening', size: 'A4', body, css, font: FONTS.open, margin: '12mm' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const sample = o.sample || addDays('2026-08-03', rng.int(0, 80));
    const reported = o.noResult ? null : addDays(sample, rng.int(2, 5));
    const n = nameParts(p);
    const result = o.result ?? 'Negative';
    const spots = o.noResult
      ? null
      : result === 'Positive'
        ? [rng.int(0, 2), rng.int(12, 30), rng.int(9, 25)]
        : [rng.int(0, 2), rng.int(0, 3), rng.int(0, 3)];
    const cxr = o.cxr ? addDays(reported, rng.int(5, 20)) : null;
    return {
      trust: rng.pick([
        'Westmarch Teaching Hospitals NHS Trust',
        'Calderbrook & Fenwick University Hospitals',
        'North Ashby Healthcare NHS Foundation Trust',
      ]),
      site: rng.pick(['Ashgrove House, Level 2', 'Fenwick Road site', 'Ward Block C']),
      ohRef: `OH${rng.digits(6)}`,
      surname: n.last.toUpperCase(),
      forenames: [n.first, n.middle].filter(Boolean).join(' '),
      dob: o.dob || p.dob,
      role: rng.pick(['Registered Nurse (Band 5)', 'Staff Nurse, Theatres', 'Healthcare Assistant']),
      country: rng.pick(['Philippines', 'India', 'Nigeria', 'Kenya', 'Zimbabwe']),
      entry: addDays(sample, -rng.int(10, 60)),
      bcg: rng.pick(['Y', 'Y', 'N']),
      sample,
      reported,
      lab: rng.pick([
        'Westmarch Pathology — Immunology',
        'Regional Mycobacteriology Reference Laboratory, Calderbrook',
      ]),
      spots,
      result: o.noResult ? null : result,
      cxr,
      radiologist: rng.pick(['Dr P. Anand, Consultant Radiologist', 'Dr H. Lowther, FRCR']),
      cxrText:
        'PA chest: heart size normal. Lungs clear. No hilar lymphadenopathy. No radiological evidence of active tuberculosis.',
      outcome: o.noResult ? 'pending' : result === 'Positive' ? 'refer' : 'fit',
      clin: rng.pick(['Moira Gallacher', 'Adebayo Fashola', 'Ruth Penhaligon']),
      clinTitle: rng.pick(['OH Nurse Adviser', 'Specialist OH Nurse', 'OH Physician']),
      signed: o.noResult ? addDays(sample, 1) : addDays(cxr || reported, rng.int(0, 3)),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'tspot-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.sample,
      'tests.0.report_date': f.reported,
      ...personData(),
    },
    note: 'day-first dates (stated DD/MM/YYYY); the named laboratory and the OH clinician stand for the administrator',
  });

  p = k.person();
  f = make(p, { result: 'Positive', cxr: true });
  out.push({
    key: 'tspot-positive-cxr-clear',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'positive',
      'tests.1.type': 'xray',
      'tests.1.result': 'negative',
      ...personData(),
    },
    note: 'positive T-SPOT.TB followed by a chest x-ray with no evidence of active TB: cleared by accept_xray (default true)',
  });

  p = k.person();
  f = make(p, { result: 'Positive', cxr: true });
  out.push({
    key: 'tspot-positive-xray-not-accepted',
    person: requestPerson(p),
    rules: { accept_xray: false },
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'positive' },
    note: 'same as the cleared case but the client does not accept an x-ray clearance',
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.name.status': 'match', 'person.dob.status': 'mismatch', 'tests.0.result': 'negative' },
    note: 'the date of birth on the record (DD/MM/YYYY) is not the requested one, read day-first',
  });

  p = k.person();
  f = make(p, { noResult: true });
  out.push({
    key: 'result-awaited',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': null },
    note: 'sample taken but spot counts "awaited", no result box ticked, outcome "Pending results"',
  });
  return out;
}
