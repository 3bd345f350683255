// A physician's attestation letter listing COVID-19 doses as a numbered list in prose ("Dose 1: Moderna, lot …,
// given on 5 Oct 2021 at …"), day-month-year dates, signed with the practice stamp.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'physician_attestation_letter',
  split: 'blind',
  description:
    'Physician attestation letter: numbered dose list in prose with D Mon YYYY dates, signature and practice stamp',
};

const M = {
  moderna: 'Moderna (Spikevax)',
  novavax: 'Novavax',
  pfizer: 'Pfizer-BioNTech (Comirnaty)',
  janssen: 'Janssen (Johnson & Johnson)',
};

function render(f) {
  const css = `p, li { font-size:11.5pt; line-height:1.5; }`;
  const body = `<div style="border-bottom:3px solid #4b5563;padding-bottom:6px"><div style="font-size:17pt;font-weight:bold;color:#374151">Alder Creek Primary Care</div><div style="font-size:9pt">2401 Copperfield Dr, Aurora CO 80012 · (720) 555-0133</div></div>
  <p style="margin-top:24px">${esc(f.date)}</p><p><b>Re: COVID-19 vaccination history — ${esc(f.name)}, born ${esc(f.dob)}</b></p>
  <p>I attest that our records show the following COVID-19 vaccinations for the patient named above:</p>
  <ol>${f.doses.map((d) => `<li>${esc(M[d.m])}, lot ${esc(d.lot)}, given on ${esc(d.date)}${d.site ? ` at ${esc(d.site)}` : ''}.</li>`).join('')}</ol>
  <p>${esc(f.closing)}</p><p style="margin-top:20px">Sincerely,</p>
  <div style="display:flex;align-items:center;gap:30px"><div>${sig(f.doc, { font: f.sigFont, size: '2.4em' })}</div><div>${stamp(['ALDER CREEK PRIMARY CARE', 'AURORA, COLORADO', f.stampDate], { rot: -6 })}</div></div>
  <p>${esc(f.doc)}, MD</p>`;
  return page({ title: 'Letter', body, css, font: FONTS.caladea, margin: '0.9in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, doses, o = {}) => ({
    date: fmt('2026-10-28', 'dmy_long'),
    name: nameAs(p, o.nameStyle || 'first_last'),
    dob: fmt(p.dob, 'dmy_long'),
    doc: rng.pick(['Hollis Amberg', 'Farah Qureshi']),
    sigFont: rng.pick(SIGS),
    stampDate: fmt('2026-10-28', 'mil4'),
    closing: o.closing || 'The primary series is complete.',
    doses: doses.map((d) => ({
      m: d.m,
      lot: rng.alnum(6),
      date: fmt(d.iso, 'dmy'),
      site: d.noSite
        ? null
        : rng.pick(['this office', 'Aurora Community Vaccine Site', 'Alder Creek Primary Care']),
    })),
  });
  const out = [];
  let p = k.person();
  let d1 = addDays('2021-02-15', rng.int(0, 120));
  out.push({
    key: 'moderna-two',
    person: requestPerson(p),
    html: render(
      make(p, [
        { m: 'moderna', iso: d1 },
        { m: 'moderna', iso: addDays(d1, 28) },
      ]),
    ),
    issues: [],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': addDays(d1, 28),
      ...personData(),
    },
  });

  p = k.person();
  d1 = addDays('2022-02-15', rng.int(0, 120));
  out.push({
    key: 'novavax-14-days',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          { m: 'novavax', iso: d1 },
          { m: 'novavax', iso: addDays(d1, 14) },
        ],
        { closing: 'Please contact us with any questions.' },
      ),
    ),
    issues: ['insufficient waiting period'],
    data: { 'doses.0.manufacturer': 'novavax' },
  });

  p = k.person();
  d1 = addDays('2021-02-15', rng.int(0, 120));
  out.push({
    key: 'janssen-plus-booster',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          { m: 'janssen', iso: d1 },
          { m: 'pfizer', iso: addDays(d1, 200) },
        ],
        { closing: 'The patient completed a single-dose primary series and received a booster.' },
      ),
    ),
    issues: [],
    data: { 'doses.0.manufacturer': 'janssen', 'doses.1.kind': 'booster' },
  });
  return out;
}
