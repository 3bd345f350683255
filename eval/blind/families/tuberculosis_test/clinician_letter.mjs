// A letter on a physician practice's letterhead, prose only: "To whom it may concern ... PPD placed on ... read on ...".
// Variants: a positive reactor cleared by a recent chest x-ray, a letter that never says which test was done,
// and an old clearance.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'clinician_letter',
  split: 'tuning',
  description:
    'Physician letter in prose on letterhead (TST result, or positive history + chest x-ray clearance), long-form dates, signed',
};

function render(f) {
  const css = `
  .lh { text-align:center; border-bottom:1px double #444; padding-bottom:6px; }
  .lh .n { font-family:${FONTS.caladea}; font-size:18pt; letter-spacing:2px; color:#3b3b6d; }
  .lh .a { font-size:9pt; color:#444; }
  p { line-height:1.5; font-size:11.5pt; margin:0 0 12px; }`;
  const body = `
  <div class="lh"><div class="n">WILLOWMERE INTERNAL MEDICINE</div><div class="a">${esc(f.addr)} · Telephone ${esc(f.phone)} · Fax ${esc(f.fax)}</div></div>
  <p style="margin-top:28px">${esc(f.date)}</p>
  <p>To Whom It May Concern:</p>
  <p>RE: <b>${esc(f.name)}</b>${f.dob ? `, date of birth ${esc(f.dob)}` : ''}</p>
  ${f.paras.map((x) => `<p>${x}</p>`).join('')}
  <p>Please contact our office with any questions.</p>
  <p style="margin-top:20px">Sincerely,</p>
  <div style="height:46px">${sig(f.doc, { font: f.sigFont, size: '2.4em' })}</div>
  <p style="margin-top:4px">${esc(f.doc)}, ${esc(f.cred)}<br>Willowmere Internal Medicine</p>`;
  return page({ title: 'Letter', body, css, font: FONTS.serif, margin: '0.9in 1in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, paras, o = {}) => ({
    addr: '1408 Larkspur Ave, Suite 3, Madison, WI 53703',
    phone: phone(rng, 608),
    fax: phone(rng, 608),
    date: fmt(o.letterIso || '2026-10-20', 'long'),
    name: nameAs(p, o.nameStyle || 'full'),
    dob: o.noDob ? null : fmt(p.dob, 'long'),
    paras,
    doc: rng.pick(['Miriam Achterberg', 'Colin Ferrante', 'Saanvi Rao']),
    cred: rng.pick(['MD', 'DO']),
    sigFont: rng.pick(SIGS),
  });
  const L = (iso) => fmt(iso, 'long');
  const out = [];

  let p = k.person();
  let placed = addDays('2026-08-10', rng.int(0, 60));
  let f = make(
    p,
    [
      `The above patient was seen in this office for a pre-employment tuberculosis screening. A Mantoux tuberculin skin test (PPD, 5 TU) was placed on the left forearm on ${L(placed)} and read on ${L(addDays(placed, 2))} by our nursing staff.`,
      `There was <b>0 mm</b> of induration. The test is interpreted as <b>negative</b>. The patient denies cough, fever, night sweats or weight loss.`,
    ],
    { letterIso: addDays(placed, 3) },
  );
  out.push({
    key: 'tst-negative-prose',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': placed,
      'tests.0.report_date': addDays(placed, 2),
      'tests.0.induration_mm': 0,
      ...personData(),
    },
  });

  p = k.person();
  const cxr = addDays('2026-07-01', rng.int(0, 100));
  f = make(
    p,
    [
      `${esc(p.first)} has a history of a positive tuberculin skin test (15 mm, ${fmt('2017-03-09', 'long')}) and completed treatment for latent tuberculosis infection in 2018.`,
      `A two-view chest radiograph obtained on ${L(cxr)} showed clear lungs with <b>no evidence of active tuberculosis</b>. On symptom review today the patient has no cough, fever, night sweats or weight loss.`,
      `In my opinion the patient is free of communicable tuberculosis and may work in a healthcare setting.`,
    ],
    { letterIso: addDays(cxr, 5), nameStyle: 'first_last' },
  );
  out.push({
    key: 'positive-history-cxr-2026',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { ...personData() },
  });

  p = k.person();
  const when = addDays('2026-09-01', rng.int(0, 40));
  f = make(
    p,
    [
      `This letter confirms that the above patient was screened for tuberculosis in our office on ${L(when)} and the result was <b>negative</b>.`,
      `The patient is cleared from a tuberculosis standpoint to begin work.`,
    ],
    { letterIso: addDays(when, 4) },
  );
  out.push({
    key: 'method-not-stated',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test type'],
    data: { 'tests.0.result': 'negative' },
    note: 'the letter never says which test was done',
  });

  p = k.person();
  const oldCxr = addDays('2024-10-01', rng.int(0, 120));
  f = make(
    p,
    [
      `The patient had a positive QuantiFERON-TB Gold Plus in 2019. A chest x-ray on ${L(oldCxr)} showed no active pulmonary disease.`,
      `No further imaging is planned as the patient remains asymptomatic.`,
    ],
    { letterIso: addDays(oldCxr, 10), nameStyle: 'first_mi_last' },
  );
  out.push({
    key: 'cxr-2024-too-old',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: {},
  });

  p = k.person();
  placed = addDays('2026-08-10', rng.int(0, 60));
  f = make(
    p,
    [
      `A tuberculin skin test was placed on ${L(placed)} and read on ${L(addDays(placed, 2))}: <b>0 mm</b>, negative.`,
    ],
    { letterIso: addDays(placed, 2), noDob: true },
  );
  out.push({
    key: 'sent-as-physical',
    person: requestPerson(p),
    document_type: 'physical_exam',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
