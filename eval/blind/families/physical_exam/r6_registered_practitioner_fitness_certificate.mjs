// An Indian-style "Medical Fitness Certificate" on a private practitioner's letterhead (MBBS, MD; state medical
// council registration number), for a nurse going to work abroad: a certificate in prose ("This is to certify
// that I have carefully examined Ms./Mr. ... aged ... years") with identification marks, findings in a short table,
// the opinion worded "fit", "fit, with the following restriction" or "temporarily unfit", date DD/MM/YYYY and
// place, and the doctor's signature with a rubber stamp — or, on the unsigned copy, only the stamp's typed name.
import { addDays, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r6_registered_practitioner_fitness_certificate',
  split: 'blind',
  description:
    'Indian-style private practitioner Medical Fitness Certificate in prose: letterhead with MBBS/MD and state medical council reg. no., "carefully examined Ms./Mr.", findings table, fit / fit with restriction / temporarily unfit wording, DD/MM/YYYY, signature and stamp',
};

function dmy(isoDate) {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}
function age(dob, on) {
  const [y1, m1, d1] = dob.split('-').map(Number);
  const [y2, m2, d2] = on.split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

function render(f) {
  const css = `
  .lh { text-align:center; border-bottom:2px solid #8b0000; padding-bottom:6px; }
  .lh .n { font-family:${FONTS.dejavuSerif}; font-size:17pt; color:#8b0000; font-weight:bold; }
  .lh .q { font-size:9.5pt; }
  h1 { text-align:center; font-size:13pt; text-decoration:underline; margin:18px 0 12px; letter-spacing:1px; }
  p { line-height:1.7; font-size:11pt; text-align:justify; }
  table.fx { margin:6px 0 6px 20px; font-size:10pt; }
  table.fx td { padding:2px 14px 2px 0; }`;
  const body = `
  <div class="lh"><div class="n">Dr. ${esc(f.doctor)}</div><div class="q">${esc(f.quals)}</div>
  <div class="q">Reg. No. ${esc(f.reg)} (${esc(f.council)})</div><div class="q">${esc(f.clinic)}, ${esc(f.addr)} · Ph. ${esc(f.phone)}</div></div>
  <div style="display:flex;justify-content:space-between;font-size:10pt;margin-top:8px"><span>Ref. No. ${esc(f.ref)}</span><span>Date: ${esc(dmy(f.date))}</span></div>
  <h1>MEDICAL FITNESS CERTIFICATE</h1>
  <p>This is to certify that I have carefully examined <b>${esc(f.honorific)} ${esc(f.name)}</b>, ${esc(f.relation)}, aged <b>${f.age}</b> years,
  date of birth ${esc(dmy(f.dob))}, whose signature is given below, on <b>${esc(dmy(f.date))}</b>. Identification mark: ${esc(f.mark)}.</p>
  <table class="fx"><tr><td>Height / Weight</td><td>${f.height} cm / ${f.weight} kg</td><td>Blood pressure</td><td>${f.bp} mm Hg</td></tr>
  <tr><td>Pulse</td><td>${f.pulse}/min, regular</td><td>Vision (with glasses)</td><td>6/6, 6/6</td></tr>
  <tr><td>Heart &amp; lungs</td><td>NAD</td><td>Abdomen / CNS</td><td>NAD</td></tr>
  <tr><td>Hb / Urine</td><td>${f.hb} g/dL / NAD</td><td>Chest X-ray</td><td>Normal study</td></tr></table>
  <p>${f.opinion}</p>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:34px">
    <div style="font-size:10pt">${sig(f.holderSig, { font: f.sigFont2, size: '1.5em' })}<br>Signature of candidate</div>
    <div style="text-align:center;font-size:10pt">${f.signed ? sig(`Dr ${f.doctor.split(' ').pop()}`, { font: f.sigFont, size: '2em' }) : '<div style="height:40px"></div>'}<br>
    ${stamp([`Dr. ${f.doctor}`, f.quals.split(',')[0], `Reg. No. ${f.reg}`], { color: '#1f3a93', rot: -3 })}<br>Signature of Registered Medical Practitioner</div></div>
  <div style="font-size:10pt;margin-top:8px">Place: ${esc(f.city)}</div>`;
  return page({
    title: 'Medical fitness certificate',
    size: 'A4',
    margin: '16mm',
    body,
    css,
    font: FONTS.serif,
  });
}

export function cases(k) {
  const { rng } = k;
  const docs = [
    ['Ramesh Krishnan Nair', 'MBBS, MD (General Medicine)', 'Travancore-Cochin Medical Council', 'Kochi'],
    ['Sushma Deshmukh', 'MBBS, DNB (Family Medicine)', 'Maharashtra Medical Council', 'Pune'],
    ['Harpreet Kaur Gill', 'MBBS, MD (Community Medicine)', 'Punjab Medical Council', 'Ludhiana'],
  ];
  const make = (p, o = {}) => {
    const d = rng.pick(docs);
    const date = o.date || addDays('2026-06-15', rng.int(0, 140));
    const female = rng.chance(0.5);
    const nm = nameAs(p, rng.pick(['full', 'FIRST_LAST', 'first_last']));
    const outcome = o.outcome || 'fit';
    const he = female ? 'she' : 'he';
    const opinion = {
      fit: `On examination ${he} is free from any communicable or contagious disease and is found <b>medically FIT</b> to work as a nurse / health-care worker.`,
      restricted: `On examination ${he} is found <b>FIT for duty with the following restriction</b>: ${esc(o.restriction)}. ${he[0].toUpperCase() + he.slice(1)} is otherwise free from communicable disease.`,
      unfit: `On examination ${he} is found <b>temporarily UNFIT</b> for duty at present and has been advised further evaluation and treatment. Review after six weeks.`,
    }[outcome];
    return {
      doctor: d[0],
      quals: d[1],
      council: d[2],
      city: d[3],
      reg: `${rng.int(10000, 99999)}`,
      clinic: rng.pick(['Sree Ayyappa Clinic', 'Lifeline Family Health Centre', 'Sanjeevani Polyclinic']),
      addr: rng.pick(['MG Road', 'Station Road', 'Civil Lines']),
      phone: `+91 ${rng.digits(5)} ${rng.digits(5)}`,
      ref: `MFC/${rng.digits(3)}/${date.slice(0, 4)}`,
      date,
      honorific: female ? 'Ms.' : 'Mr.',
      name: nm,
      relation: female
        ? `D/o ${rng.pick(['Suresh', 'Mohan', 'Abdul', 'Joseph'])} ${p.last}`
        : `S/o ${rng.pick(['Suresh', 'Mohan', 'Abdul', 'Joseph'])} ${p.last}`,
      age: age(p.dob, date),
      dob: p.dob,
      mark: rng.pick(['a mole on the left cheek', 'a scar on the right forearm', 'a black mole on the neck']),
      height: rng.int(150, 182),
      weight: rng.int(48, 88),
      bp: `${rng.int(108, 132)}/${rng.int(68, 84)}`,
      pulse: rng.int(64, 88),
      hb: (rng.int(118, 152) / 10).toFixed(1),
      opinion,
      signed: !o.unsigned,
      holderSig: nameAs(p, 'first_last'),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'fit-signed-stamped',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.date, clearance: 'cleared', ...personData() },
    note: 'DD/MM/YYYY dates; the opinion "medically FIT" in prose is the clearance',
  });

  p = k.person();
  f = make(p, { outcome: 'restricted', restriction: 'no lifting of weights above 10 kg for three months' });
  out.push({
    key: 'fit-with-lifting-restriction',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: f.date, clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, { date: addDays('2025-06-01', rng.int(0, 120)) });
  out.push({
    key: 'certificate-from-last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.date, clearance: 'cleared' },
    note: 'examined more than 365 days before valid_on',
  });

  p = k.person();
  f = make(p, { unsigned: true });
  out.push({
    key: 'stamped-not-signed',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.date, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: "the practitioner's rubber stamp is there but the signature space above it is empty; the candidate's own signature does not count",
  });

  p = k.person();
  f = make(p, { outcome: 'unfit' });
  out.push({
    key: 'temporarily-unfit',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: f.date, clearance: 'not_cleared' },
  });
  return out;
}
