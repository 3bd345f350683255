// A short "fit for duty / physical examination" note on a family-practice letterhead: patient line, exam date in
// prose, statement of clearance, signed by the examining clinician with credentials.
import { addDays, fmt, nameAs, otherPerson, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'fit_for_duty_letter',
  split: 'blind',
  description:
    'Family-practice clearance note in prose: exam date, statement of fitness, clinician signature with credentials',
};

function render(f) {
  const css = `p { font-size:11.5pt; line-height:1.5; }`;
  const body = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #2b6777;padding-bottom:6px">
   <div style="font-size:17pt;color:#2b6777;font-family:${FONTS.caladea}">Juniper Hollow Family Practice</div><div style="font-size:9pt;text-align:right">${esc(f.addr)}<br>${esc(f.phone)}</div></div>
  <p style="margin-top:26px">Date: ${esc(f.letterDate)}</p><p>Patient: <b>${esc(f.name)}</b><br>Date of birth: ${esc(f.dob)}</p>
  <p>To the employer:</p>${f.paras.map((x) => `<p>${x}</p>`).join('')}
  <div style="margin-top:28px;height:46px">${sig(f.sig, { font: f.sigFont })}</div>
  <p>${esc(f.ex)}<br>Juniper Hollow Family Practice</p>`;
  return page({ title: 'Note', body, css, font: FONTS.serif, margin: '0.9in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, paras, o = {}) => {
    const ex = rng.pick([
      ['Camille Drouin', 'Camille Drouin, MD'],
      ['Tobias Wren', 'Tobias Wren, FNP-C'],
      ['Ayodele Okoro', 'Ayodele Okoro, DO'],
    ]);
    return {
      addr: '51 Fernhill Rd, Knoxville, TN 37916',
      phone: phone(rng, 865),
      letterDate: fmt(o.letterIso, 'long'),
      name: nameAs(p, o.nameStyle || 'full'),
      dob: fmt(p.dob, 'us'),
      paras,
      sig: o.noSig ? '' : ex[0],
      ex: ex[1],
      sigFont: rng.pick(SIGS),
    };
  };
  const L = (iso) => fmt(iso, 'long');
  const out = [];
  let p = k.person();
  let iso = addDays('2026-06-01', rng.int(0, 150));
  out.push({
    key: 'cleared-prose',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          `I performed a complete physical examination of the above patient on ${L(iso)}, including vital signs, vision, cardiopulmonary and musculoskeletal examination.`,
          'The patient is in good health and is <b>cleared for full duty</b> without restrictions as a healthcare worker.',
        ],
        { letterIso: iso },
      ),
    ),
    issues: [],
    data: { exam_date: iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  iso = addDays('2025-05-01', rng.int(0, 150));
  out.push({
    key: 'exam-2025',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          `The above patient had a physical examination in this office on ${L(iso)}.`,
          'There are no medical restrictions; the patient may work without limitation.',
        ],
        { letterIso: iso },
      ),
    ),
    issues: ['exam too old'],
    data: { exam_date: iso },
  });

  p = k.person();
  iso = addDays('2026-06-01', rng.int(0, 150));
  out.push({
    key: 'unsigned-note',
    person: requestPerson(p),
    html: render(
      make(p, [`Physical examination performed on ${L(iso)}. Patient is cleared for work.`], {
        letterIso: iso,
        noSig: true,
      }),
    ),
    issues: ['missing examiner signature'],
    data: { exam_date: iso },
  });

  p = k.person();
  iso = addDays('2026-06-01', rng.int(0, 150));
  out.push({
    key: 'other-patient',
    person: requestPerson(p),
    html: render(
      make(
        otherPerson(k.person, p),
        [`Physical examination performed on ${L(iso)}. Patient is cleared for work without restriction.`],
        { letterIso: iso },
      ),
    ),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  iso = addDays('2026-06-01', rng.int(0, 150));
  out.push({
    key: 'light-duty',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          `I examined the patient on ${L(iso)}.`,
          'The patient may return to work <b>with restrictions</b>: no patient transfers and no lifting over 20 pounds until re-evaluated in four weeks.',
        ],
        { letterIso: addDays(iso, 1), nameStyle: 'first_last' },
      ),
    ),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions', exam_date: iso },
  });
  return out;
}
