// A home-health agency's one-page "Annual Health Examination" filled in entirely by hand by the examining clinician:
// vitals and findings on printed lines (WNL / abnormal ringed), the fitness statement "Fit for duty / Not fit for
// duty" chosen by drawing a ring around one printed phrase, then "Examiner signature" with the practice's name stamp
// beside or on it, "Printed name / credentials" and "Date of examination". Some forms have only the name stamp where
// the signature should be.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r5_annual_health_exam_by_hand',
  split: 'tuning',
  description:
    'Home-health Annual Health Examination filled by hand: vitals, WNL/abnormal ringed per system, "Fit for duty / Not fit for duty" ringed, examiner signature line with a name stamp, a signature or both, date of examination',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const ring = (list, chosen, sep = '&nbsp;&nbsp;/&nbsp;&nbsp;') =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:1px 8px;margin:0 -8px;transform:rotate(-2deg)">${esc(o)}</span>`
          : esc(o),
      )
      .join(sep);
  const ln = (label, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(label)}</span>${v}</div>`;
  const systems = [
    'Head / eyes / ears / nose / throat',
    'Cardiovascular',
    'Respiratory',
    'Abdomen',
    'Musculoskeletal / back',
    'Neurological',
    'Skin',
  ];
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #333; padding-bottom:4px; }
  .hd .n { font-size:13pt; font-weight:bold; font-family:${FONTS.lato}; }
  h1 { font-size:13pt; text-align:center; margin:8px 0; }
  .row { display:flex; gap:12px; margin-top:4px; }
  .ln { border-bottom:1px solid #333; min-height:27px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  table.s { width:100%; margin-top:8px; } table.s td { font-size:9pt; padding:3px 4px; border-bottom:1px solid #bbb; }
  .fit { font-size:12pt; font-weight:bold; margin:14px 0 4px; }
  .fine { font-size:8pt; color:#333; }`;
  const body = `
  <div class="hd"><div><div class="n">${esc(f.agency)}</div><div style="font-size:8pt">${esc(f.addr)}</div></div><div style="font-size:8pt">Personnel health file · Form HR-31</div></div>
  <h1>ANNUAL HEALTH EXAMINATION — HOME CARE STAFF</h1>
  <div class="row">${ln('Employee name', H(f.name), 2.4)}${ln('D.O.B.', H(f.dob))}${ln('Position', H(f.pos))}</div>
  <div class="row">${ln('BP', H(f.bp))}${ln('Pulse', H(f.pulse))}${ln('Height', H(f.ht))}${ln('Weight', H(f.wt))}${ln('Vision R/L', H(f.vis))}</div>
  <table class="s">${systems.map((s) => `<tr><td style="width:45%">${esc(s)}</td><td style="font-size:9.5pt">${ring(['WNL', 'Abnormal'], 'WNL')}</td><td style="width:30%">${''}</td></tr>`).join('')}</table>
  <div class="row">${ln('Medications / allergies', H(f.meds), 1)}</div>
  <div class="fit">The employee named above is (circle one): &nbsp;&nbsp; ${ring(['FIT FOR DUTY', 'NOT FIT FOR DUTY'], f.fit, '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;')}</div>
  <div class="fine">"Fit for duty" means free of communicable disease and able to perform the essential functions of the position (lifting up to 50 lb, transfers, bending, standing for long periods).</div>
  <div class="row" style="margin-top:16px"><div class="ln" style="flex:2;min-height:54px"><span class="l">Examiner signature</span>${f.signed ? sig(f.examiner, { font: f.sigFont, ink: f.ink, size: '1.9em' }) : ''}${f.stamped ? `<span style="margin-left:10px">${stamp([f.examiner + ', ' + f.cred, f.practice, 'Lic. ' + f.lic], { color: '#2b4a8b', rot: -4 })}</span>` : ''}</div>
    ${ln('Date of examination', H(f.date))}</div>
  <div class="row">${ln('Printed name / credentials', f.printed ? H(f.examiner + ', ' + f.cred) : '', 2)}${ln('Phone', H(f.phone))}</div>`;
  return page({ title: 'Annual health examination', body, css, font: FONTS.lato, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const EX = [
    ['Theodora Vance', 'MD', 'Vance Family Medicine'],
    ['Raúl Echeverría', 'PA-C', 'Mesa Verde Urgent & Family Care'],
    ['Gwen Okoro', 'FNP-BC', 'Cottonwood Health Clinic'],
  ];
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-04-01', rng.int(0, 220));
    const e = rng.pick(EX);
    return {
      agency: rng.pick([
        'Hearthside Home Health Services',
        'Comfort Keys In-Home Care',
        'Willowmere Home Care',
      ]),
      addr: rng.pick(['Mesa, AZ 85201', 'Reno, NV 89502', 'Boise, ID 83702']),
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      dob: fmt(p.dob, 'us_nz'),
      pos: rng.pick(['HHA', 'CNA', 'Caregiver', 'LPN']),
      bp: `${rng.int(108, 138)}/${rng.int(64, 88)}`,
      pulse: String(rng.int(58, 90)),
      ht: `${rng.int(5, 6)}'${rng.int(0, 11)}"`,
      wt: `${rng.int(118, 230)}`,
      vis: `20/${rng.pick([20, 25])} 20/${rng.pick([20, 25, 30])}`,
      meds: rng.pick(['none / NKDA', 'lisinopril 10 mg; PCN allergy', 'levothyroxine; NKDA']),
      fit: o.fit === undefined ? 'FIT FOR DUTY' : o.fit,
      examiner: e[0],
      cred: e[1],
      practice: e[2],
      lic: `${rng.letters(2)}${rng.digits(5)}`,
      signed: o.signed ?? true,
      stamped: o.stamped ?? rng.chance(0.5),
      printed: o.printed ?? true,
      date: o.noDate ? '' : fmt(iso, rng.pick(['us_nz', 'us_short'])),
      phone: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { signed: true, stamped: true });
  out.push({
    key: 'fit-signed-and-stamped',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'FIT FOR DUTY ringed; signature with the name stamp over the same line',
  });

  p = k.person();
  f = make(p, { signed: true, stamped: false, nameStyle: 'nick_last' });
  out.push({
    key: 'fit-signed-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { signed: true, stamped: true, printed: false, iso: addDays('2026-10-01', rng.int(0, 40)) });
  out.push({
    key: 'fit-stamp-gives-printed-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing examiner'],
    data: { exam_date: f.iso, clearance: 'cleared' },
    note: 'the "Printed name" line is empty; the examiner is named by the stamp on the signed signature line',
  });

  p = k.person();
  f = make(p, { signed: false, stamped: true });
  out.push({
    key: 'stamp-only-no-signature',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.iso, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'the signature line holds only the printed name stamp: a stamp is not a signature',
  });

  p = k.person();
  f = make(p, { fit: null });
  out.push({
    key: 'neither-option-ringed',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: f.iso, clearance: null },
    note: 'both FIT FOR DUTY and NOT FIT FOR DUTY printed, neither ringed; the printed definition beneath is part of the form, not a determination',
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'date-of-examination-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing exam date'],
    data: { exam_date: null },
    note: 'no date anywhere on the form',
  });
  return out;
}
