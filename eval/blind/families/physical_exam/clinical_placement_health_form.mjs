// A nursing school's "health clearance for clinical placement" form (landscape, two columns): student section on the
// left, provider section on the right with an exam-findings checklist, a circled clearance answer (YES / NO) and a
// provider stamp; dates in YYYY-MM-DD.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, options, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'clinical_placement_health_form',
  split: 'tuning',
  description:
    'Nursing-school clinical-placement health form (landscape, two columns): findings checklist, circled YES/NO clearance, stamp',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: 'check', font: f.hand });
  const css = `.cols { display:flex; gap:18px; } .col { flex:1; border:1px solid #666; padding:8px 10px; } .col h3 { margin:0 0 6px; font-size:10.5pt; background:#e5e7eb; padding:3px 5px; }
  .r { margin:6px 0; font-size:9.5pt; } .ln { display:inline-block; border-bottom:1px solid #333; min-width:1.6in; min-height:17px; }`;
  const findings = [
    'General appearance',
    'Cardiovascular',
    'Respiratory',
    'Musculoskeletal (able to lift 35 lb)',
    'Vision / hearing adequate for patient care',
  ];
  const body = `<div style="text-align:center"><b style="font-size:13pt">Riverside College of Health Sciences — School of Nursing</b><br><span style="font-size:10.5pt">Health Clearance for Clinical Placement</span></div>
  <div class="cols" style="margin-top:10px"><div class="col"><h3>Part A — Student</h3>
   <div class="r">Student name <span class="ln" style="min-width:2.6in">${H(f.name)}</span></div><div class="r">Date of birth <span class="ln">${H(f.dob)}</span></div>
   <div class="r">Student ID <span class="ln">${H(f.sid)}</span></div><div class="r">Cohort <span class="ln">${H(f.cohort)}</span></div>
   <div class="r" style="font-size:8.5pt;margin-top:12px">I authorize my provider to release this form to the School of Nursing and its clinical partners.</div>
   <div class="r">Signature <span class="ln" style="min-width:2.2in">${sig(f.studentSig, { font: f.sigFont, size: '1.6em' })}</span></div></div>
  <div class="col"><h3>Part B — Examining provider</h3>
   <div class="r">Date of physical examination <span class="ln">${H(f.date)}</span></div>
   ${findings.map((x) => `<div class="r">${tk(true)} ${esc(x)} — within normal limits</div>`).join('')}
   <div class="r" style="margin-top:10px">Is the student physically able to participate in clinical practice without restriction? (circle) &nbsp; ${f.clear ? options(['YES', 'NO'], f.clear, { style: 'circle', sep: ' &nbsp; ' }) : 'YES &nbsp; NO'}</div>
   <div class="r">Provider <span class="ln" style="min-width:2.1in">${H(f.prov)}</span></div>
   <div class="r">Signature <span class="ln" style="min-width:2.1in">${sig(f.provSig, { font: f.sigFont, size: '1.6em' })}</span> &nbsp; ${f.stamp ? stamp([f.clinic, f.clinicCity], { rot: -5 }) : ''}</div></div></div>`;
  return page({
    title: 'Health clearance',
    body,
    css,
    size: 'letter landscape',
    font: FONTS.sans,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-04-20', rng.int(0, 190));
    const prov = rng.pick(['Delphine Marchand, NP', 'Oscar Lindqvist, MD']);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || 'first_last'),
      dob: fmt(p.dob, 'iso'),
      sid: rng.digits(8),
      cohort: 'BSN Fall 2026',
      studentSig: `${p.first} ${p.last}`,
      date: o.noDate ? '' : fmt(iso, 'iso'),
      clear: o.clear === undefined ? 'YES' : o.clear,
      prov,
      provSig: prov.split(',')[0],
      stamp: true,
      clinic: 'WESTSIDE FAMILY HEALTH',
      clinicCity: 'MADISON, WI',
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'yes-circled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { clear: null });
  out.push({
    key: 'nothing-circled',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: f.iso },
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'exam-date-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing exam date'],
    data: {},
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-06-01', rng.int(0, 120)) });
  out.push({
    key: 'exam-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
  });
  return out;
}
