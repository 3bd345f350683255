// A "Certificate of Medical Fitness for Employment" in Commonwealth style, as brought by internationally recruited
// nurses: "Surname", "Given names", "D.O.B.", "Date of examination (dd/mm/yyyy)", a row of four printed outcomes
// (FIT · FIT WITH RESTRICTIONS · TEMPORARILY UNFIT · UNFIT) with the tick boxes on the row BELOW the labels,
// a restrictions line, the medical practitioner's name, registration number, signature and practice stamp.
import { personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r5_commonwealth_fitness_certificate',
  split: 'tuning',
  description:
    'Commonwealth-style Certificate of Medical Fitness for Employment: Surname / Given names / D.O.B., dd/mm/yyyy exam date, four outcomes with tick boxes on the row below the labels, restrictions line, practitioner registration no., signature and stamp',
};

const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const OUT = ['FIT', 'FIT WITH RESTRICTIONS', 'TEMPORARILY UNFIT', 'UNFIT'];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const css = `
  .hd { text-align:center; border-bottom:1px solid #444; padding-bottom:6px; }
  .hd .n { font-family:${FONTS.dejavuSerif}; font-size:13pt; } .hd .t { font-size:15pt; font-weight:bold; margin-top:6px; letter-spacing:1px; }
  table.p { width:100%; margin-top:10px; } table.p td { border:1px solid #777; padding:4px 6px; font-size:9.5pt; height:34px; }
  table.p td.l { background:#f2f2f2; font-size:7.8pt; width:20%; }
  table.o { width:100%; margin-top:12px; text-align:center; } table.o td { width:25%; font-size:9pt; padding:3px; font-weight:bold; }
  .stmt { font-size:9.5pt; line-height:1.5; margin-top:12px; }
  .ln { border-bottom:1px solid #333; min-height:28px; display:flex; align-items:flex-end; gap:6px; margin-top:6px; } .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }`;
  const body = `
  <div class="hd"><div class="n">${esc(f.practice)}</div><div style="font-size:8pt">${esc(f.addr)}</div><div class="t">CERTIFICATE OF MEDICAL FITNESS FOR EMPLOYMENT</div></div>
  <table class="p"><tr><td class="l">Surname</td><td>${H(f.surname)}</td><td class="l">Given names</td><td>${H(f.given)}</td></tr>
    <tr><td class="l">D.O.B. (dd/mm/yyyy)</td><td>${H(f.dob)}</td><td class="l">Passport / ID no.</td><td>${H(f.passport)}</td></tr>
    <tr><td class="l">Proposed occupation</td><td>${H(f.occupation)}</td><td class="l">Date of examination (dd/mm/yyyy)</td><td>${H(f.date)}</td></tr></table>
  <div class="stmt">I have examined the person named above, reviewed the health declaration, and assessed fitness for the proposed occupation. In my opinion the person is: (tick one box)</div>
  <table class="o"><tr>${OUT.map((o) => `<td>${esc(o)}</td>`).join('')}</tr><tr>${OUT.map((o) => `<td>${box(f.outcome === o, { style: 'check', ink: f.ink })}</td>`).join('')}</tr></table>
  <div class="ln"><span class="l">Restrictions / duration (if any)</span>${H(f.restrictions)}</div>
  <div style="display:flex;gap:14px;margin-top:14px;align-items:flex-end">
    <div style="flex:2"><div class="ln"><span class="l">Medical practitioner</span>${H(f.doctor)}</div><div class="ln"><span class="l">Registration no.</span>${H(f.reg)}</div>
      <div class="ln" style="min-height:48px"><span class="l">Signature</span>${sig(f.doctor, { font: f.sigFont, ink: f.ink, size: '1.9em' })}</div></div>
    <div style="flex:1;text-align:center">${stamp([f.practice, f.doctor, 'Reg. ' + f.reg], { color: '#6b2c91', rot: 5 })}</div></div>
  <div style="font-size:7.5pt;color:#444;margin-top:14px">This certificate is valid for the purpose stated only. Dates on this form are day/month/year.</div>`;
  return page({
    title: 'Medical fitness certificate',
    body,
    css,
    font: FONTS.dejavu,
    size: 'A4',
    margin: '16mm',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso =
      o.iso || `2026-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(13, 28)).padStart(2, '0')}`;
    return {
      practice: rng.pick([
        'Harbourside Medical Centre',
        "St Aidan's Road Surgery",
        'Kowhai Street Medical Practice',
      ]),
      addr: rng.pick(['14 Quay Street', '220 Victoria Parade', '3/58 Marine Drive']),
      surname: p.last.toUpperCase(),
      given: [p.first, p.middle].filter(Boolean).join(' '),
      dob: dmy(p.dob),
      passport: `${rng.letters(2)}${rng.digits(7)}`,
      occupation: rng.pick(['Registered nurse', 'Health care assistant', 'Midwife']),
      date: dmy(iso),
      outcome: o.outcome || 'FIT',
      restrictions: o.restrictions || (o.outcome && o.outcome !== 'FIT' ? '' : 'Nil'),
      doctor: rng.pick(['Dr Lachlan Moyes', 'Dr Aroha Tane', 'Dr Priyanka Venkatesan']),
      reg: rng.digits(6),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'fit-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'the tick box row sits under the four outcome labels; FIT is the ticked column',
  });

  p = k.person();
  f = make(p, { iso: `2026-${rng.pick(['05', '07', '09'])}-0${rng.int(1, 9)}` });
  out.push({
    key: 'fit-day-first-ambiguous',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['exam too old'],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
    note: 'examination e.g. 03/07/2026 = 3 July 2026 (the form says dd/mm/yyyy)',
  });

  p = k.person();
  f = make(p, {
    outcome: 'FIT WITH RESTRICTIONS',
    restrictions: 'No night shifts for 3 months; no lifting > 15 kg',
  });
  out.push({
    key: 'restricted-allowed',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, {
    outcome: 'FIT WITH RESTRICTIONS',
    restrictions: 'Avoid manual handling of patients until review',
  });
  out.push({
    key: 'restricted-default-rules',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, { outcome: 'UNFIT' });
  out.push({
    key: 'unfit-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, {
    iso: `2025-${String(rng.int(2, 9)).padStart(2, '0')}-${String(rng.int(13, 28)).padStart(2, '0')}`,
  });
  out.push({
    key: 'examined-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
  });
  return out;
}
