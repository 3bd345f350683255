// A staffing agency's annual "Influenza Vaccination Status" form. The season is printed in the title. Statement 1:
// "I HAVE  /  HAVE NOT  received the influenza vaccine this season" — the employee draws a ring around one of the
// two printed words. If HAVE: handwritten date, place, vaccine and lot, with the vaccinator's name or stamp. If
// HAVE NOT: reason boxes (medical, religious, personal, other) and the masking acknowledgement.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r5_status_circled_have_have_not',
  split: 'tuning',
  description:
    'Agency Influenza Vaccination Status form: season in title, ring drawn around HAVE or HAVE NOT, handwritten date/place/lot with vaccinator stamp, or reason boxes for a declination',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const ring = (w, on) =>
    on
      ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:1px 9px;margin:0 -9px;transform:rotate(3deg)">${w}</span>`
      : w;
  const X = (on) => box(on, { style: 'check', ink: f.ink });
  const reasons = [
    ['med', 'Medical contraindication (e.g. severe allergy, history of GBS)'],
    ['rel', 'Religious belief'],
    ['per', 'Personal / philosophical reasons'],
    ['oth', 'Other:'],
  ];
  const ln = (label, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(label)}</span>${v}</div>`;
  const css = `
  .hd { text-align:center; border-bottom:2px solid #000; padding-bottom:4px; }
  .hd .n { font-family:${FONTS.caladea}; font-size:16pt; }
  h1 { text-align:center; font-size:12pt; margin:8px 0; }
  .ln { border-bottom:1px solid #333; min-height:28px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  .row { display:flex; gap:12px; margin-top:6px; }
  .st { font-size:12pt; margin:14px 0 6px; font-weight:bold; }
  .part { border:1px solid #666; padding:8px; margin-top:8px; }
  .part h2 { margin:0 0 4px; font-size:10pt; }
  .fine { font-size:8pt; line-height:1.35; }`;
  const body = `
  <div class="hd"><div class="n">${esc(f.agency)}</div><div style="font-size:8pt">Clinical Compliance Department · ${esc(f.addr)}</div></div>
  <h1>INFLUENZA VACCINATION STATUS — ${esc(f.season)} SEASON</h1>
  <div class="row">${ln('Name', H(f.name), 2)}${ln('D.O.B.', H(f.dob))}${ln('Discipline', H(f.role))}</div>
  <div class="st">1. I &nbsp; ${ring('HAVE', f.have === true)} &nbsp;&nbsp;/&nbsp;&nbsp; ${ring('HAVE NOT', f.have === false)} &nbsp; received the influenza vaccine this season. <span style="font-size:8pt;font-weight:normal">(circle one)</span></div>
  <div class="part"><h2>2. If you HAVE been vaccinated</h2>
    <div class="row">${ln('Date given', f.have ? H(f.date) : '')}${ln('Where (clinic / pharmacy)', f.have ? H(f.place) : '', 2)}</div>
    <div class="row">${ln('Vaccine', f.have ? H(f.vaccine) : '')}${ln('Lot #', f.have ? H(f.lot) : '')}</div>
    <div class="row"><div class="ln" style="flex:1;min-height:46px"><span class="l">Vaccinator name / stamp</span>${f.have && f.vacc ? (f.vaccStamp ? stamp([f.vacc, f.place], { color: '#8a1538', rot: -5 }) : H(f.vacc)) : ''}</div></div></div>
  <div class="part"><h2>3. If you HAVE NOT been vaccinated — reason (check one)</h2>
    ${reasons.map(([k2, t]) => `<div style="margin:3px 0;font-size:9.5pt">${X(f.reason === k2)} ${esc(t)} ${k2 === 'oth' && f.reason === 'oth' ? H(f.other) : ''}</div>`).join('')}
    <div class="fine">I understand that if I decline I must wear a surgical mask in patient-care areas for the entire flu season (October 1 – March 31) and may be removed from assignments that require vaccination.</div></div>
  <div class="row" style="margin-top:14px">${ln('Signature', sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.8em' }), 2)}${ln('Date', H(f.signed))}</div>`;
  return page({ title: 'Influenza vaccination status', body, css, font: FONTS.caladea, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-18', rng.int(0, 50));
    const signedIso = addDays(o.have === false ? '2026-10-01' : iso, rng.int(0, 10));
    return {
      agency: rng.pick([
        'Trellis Clinical Staffing',
        'Northwind Per Diem Partners',
        'Pinecrest Travel Nursing',
      ]),
      addr: rng.pick(['Orlando, FL', 'Knoxville, TN', 'Raleigh, NC']),
      season: o.season || '2026–2027',
      name: [p.first, p.last].join(' '),
      dob: fmt(p.dob, 'us_nz'),
      role: rng.pick(['RN', 'CNA', 'LPN', 'RT']),
      have: o.have ?? true,
      date: fmt(iso, rng.pick(['us_nz', 'us_short'])),
      place: o.noVacc ? '' : rng.pick(['Kessler Drug #12', 'County flu clinic', 'Ridgeway Employee Health']),
      vaccine: rng.pick(['Flucelvax', 'Fluzone', 'Afluria Quad']),
      lot: `${rng.letters(2)}${rng.digits(4)}`,
      vacc: o.noVacc ? '' : rng.pick(['Nadine Forsyth, RN', 'Omar Haddix, PharmD', 'Lise Tremblay, LPN']),
      vaccStamp: rng.chance(0.5),
      reason: o.reason ?? null,
      other: o.other || '',
      sigName: `${p.first} ${p.last}`,
      signed: fmt(signedIso, 'us_nz'),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      iso,
      signedIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'have-ringed-october',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['declination not allowed'],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso, declination: null, ...personData() },
    note: 'ring drawn around HAVE; HAVE NOT printed next to it; section 3 empty',
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-08-24', rng.int(0, 14)) });
  out.push({
    key: 'have-ringed-late-august',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso, ...personData() },
    note: 'a late-August dose is inside the 1 July – 30 June season',
  });

  p = k.person();
  f = make(p, { have: false, reason: 'med' });
  out.push({
    key: 'have-not-medical-allowed',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: { record_type: 'declination', 'declination.date': f.signedIso },
    note: 'HAVE NOT ringed, medical reason ticked; the client allows declinations',
  });

  p = k.person();
  f = make(p, { have: false, reason: 'per' });
  out.push({
    key: 'have-not-default-rules',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination' },
  });

  p = k.person();
  f = make(p, { have: false, reason: null });
  out.push({
    key: 'have-not-no-reason',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination reason'],
    data: { record_type: 'declination' },
    note: 'HAVE NOT ringed, no reason box ticked',
  });

  p = k.person();
  f = make(p, { noVacc: true });
  out.push({
    key: 'have-vaccinator-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'vaccinations.0.date': f.iso },
    note: '"Where" and "Vaccinator name / stamp" both left empty; date, vaccine and lot filled',
  });
  return out;
}
