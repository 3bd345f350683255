// The influenza Vaccine Information Statement handout a worker is given at the shot, kept and later photographed or
// scanned as proof: a full page of small two-column prose ("Influenza (Flu) Vaccine (Inactivated or Recombinant):
// What you need to know", numbered sections, a languages box, the federal statute line and the VIS edition date in the
// footer), with the clinic's rubber-stamped administration record pressed over the "Office use only" corner and filled
// in by hand (name, DOB, date given, vaccine, manufacturer / lot / lot expiry, site ringed, given by), or the
// pharmacy's printed adhesive administration label stuck there instead, sometimes a printed patient label stuck in
// the header, and now and then a handwritten note with another date (a COVID-19 appointment, "next flu shot fall
// 2027"). The VIS edition date, the lot expiry, the DOB and the note's date are not the vaccination date.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r24_vis_handout_admin_stamp_office_use',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'Influenza Vaccine Information Statement handout kept by the worker as proof: a full page of small two-column prose (numbered sections, languages box, statute line and VIS edition date in the footer, "Office use only" box), with the clinic\u2019s rubber-stamped administration record pressed crooked over the office-use corner and filled in by hand (name, DOB, date given, vaccine, mfr / lot / exp., site L / R ringed, given by with signature), or a pharmacy\u2019s printed adhesive administration label stuck there, a printed patient label in the header on some, a handwritten note with another date on others; variants pharmacy stamp in October, health-department clinic stamp with a patient label in early September, urgent-care printed label with next-due and lot-expiry dates, last season\u2019s stamped handout, a generic stamp with the given-by line blank, and a stamp whose date line was never filled',
};

const SITES = [
  {
    key: 'pharm',
    head: ['FAIRWAY DRUG #212', '1801 Larkspur Ave \u00b7 Tulsa, OK 74103 \u00b7 (918) 555-0139'],
    title: 'IMMUNIZATION ADMINISTERED',
    ink: '#3b2a8c',
    givers: [
      ['Kim-Thu Nguyen', 'PharmD, RPh'],
      ['Brent Okafor', 'RPh'],
    ],
  },
  {
    key: 'hd',
    head: [
      'CHATHAM BLUFF HEALTH DEPARTMENT',
      'Adult Immunization Clinic \u00b7 420 Meridian Ave \u00b7 Savannah, GA 31401',
    ],
    title: 'VACCINE RECORD \u2014 CLINIC USE',
    ink: '#14457a',
    givers: [
      ['Roberta Salcedo', 'RN'],
      ['Amos Leclair', 'LPN'],
    ],
  },
  {
    key: 'uc',
    head: ['PRIMESTAT URGENT CARE \u2014 EAST MADISON', '3300 Copperfield Dr \u00b7 Madison, WI 53703'],
    title: 'IMMUNIZATION RECORD',
    ink: '#222',
    givers: [
      ['Janine Holcomb', 'MA-C'],
      ['Victor Amadi', 'RN'],
    ],
  },
];
const PRODUCTS = [
  ['Fluzone High-Dose', 'Sanofi Pasteur', 'UT'],
  ['Flucelvax', 'CSL Seqirus', 'AX'],
  ['Fluarix', 'GSK', 'FX'],
  ['Afluria', 'CSL Seqirus', 'AF'],
  ['Flublok', 'Sanofi Pasteur', 'FB'],
];
const PENS = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];

const SECTIONS = [
  [
    '1. Why get vaccinated?',
    'Influenza vaccine can prevent influenza (flu). Flu is a contagious disease that spreads around the United States every year, usually between October and May. Anyone can get the flu, but it is more dangerous for some people. Infants and young children, people 65 years and older, pregnant people, and people with certain health conditions or a weakened immune system are at greatest risk of flu complications. Pneumonia, bronchitis, sinus infections and ear infections are examples of flu-related complications. If you have a medical condition such as heart disease, cancer or diabetes, flu can make it worse. Flu can cause fever and chills, sore throat, muscle aches, fatigue, cough, headache, and runny or stuffy nose. Some people may have vomiting and diarrhea, though this is more common in children than adults.',
  ],
  [
    '2. Influenza vaccines',
    'The recommendation is for everyone 6 months and older to get vaccinated every flu season. Children 6 months through 8 years of age may need 2 doses during a single flu season. Everyone else needs only 1 dose each flu season. It takes about 2 weeks for protection to develop after vaccination. There are many flu viruses, and they are always changing. Each year a new flu vaccine is made to protect against the influenza viruses believed to be likely to cause disease in the upcoming flu season. Even when the vaccine doesn\u2019t exactly match these viruses, it may still provide some protection. Influenza vaccine does not cause flu. Influenza vaccine may be given at the same time as other vaccines.',
  ],
  [
    '3. Talk with your health care provider',
    'Tell your vaccination provider if the person getting the vaccine has had an allergic reaction after a previous dose of influenza vaccine, or has any severe, life-threatening allergies; or has ever had Guillain-Barr\u00e9 Syndrome (also called \u201cGBS\u201d). In some cases, your health care provider may decide to postpone influenza vaccination until a future visit. People with minor illnesses, such as a cold, may be vaccinated. People who are moderately or severely ill should usually wait until they recover before getting influenza vaccine.',
  ],
  [
    '4. Risks of a vaccine reaction',
    'Soreness, redness, and swelling where the shot is given, fever, muscle aches, and headache can happen after influenza vaccination. There may be a very small increased risk of Guillain-Barr\u00e9 Syndrome (GBS) after inactivated influenza vaccine (the flu shot). People sometimes faint after medical procedures, including vaccination. Tell your provider if you feel dizzy or have vision changes or ringing in the ears. As with any medicine, there is a very remote chance of a vaccine causing a severe allergic reaction, other serious injury, or death.',
  ],
  [
    '5. What if there is a serious problem?',
    'An allergic reaction could occur after the vaccinated person leaves the clinic. If you see signs of a severe allergic reaction (hives, swelling of the face and throat, difficulty breathing, a fast heartbeat, dizziness, or weakness), call 9-1-1 and get the person to the nearest hospital. For other signs that concern you, call your health care provider. Adverse reactions should be reported to the Vaccine Adverse Event Reporting System (VAERS). Your health care provider will usually file this report, or you can do it yourself. VAERS is only for reporting reactions, and VAERS staff members do not give medical advice.',
  ],
  [
    '6. The National Vaccine Injury Compensation Program',
    'The National Vaccine Injury Compensation Program (VICP) is a federal program that was created to compensate people who may have been injured by certain vaccines. Claims regarding alleged injury or death due to vaccination have a time limit for filing, which may be as short as two years. Visit the VICP website or call the program to learn about the program and about filing a claim.',
  ],
  [
    '7. How can I learn more?',
    'Ask your health care provider. Call your local or state health department. Visit the website of the Food and Drug Administration (FDA) for vaccine package inserts and additional information. Contact the Centers for Disease Control and Prevention (CDC): call 1-800-232-4636 (1-800-CDC-INFO) or visit CDC\u2019s influenza website.',
  ],
];

function stampBlock(f) {
  const S = f.S;
  const ink = f.generic ? '#4a2a6a' : S.ink;
  const h = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.08em', ...o });
  const ring = (opts, chosen) =>
    opts
      .map((o) =>
        o === chosen
          ? `<span style="border:1.6px solid ${f.ink};border-radius:50%;padding:0 4px">${esc(o)}</span>`
          : `<span style="padding:0 4px">${esc(o)}</span>`,
      )
      .join(' ');
  const head = f.generic
    ? '<div class="sh1">VACCINE ADMINISTRATION</div><div class="sh2">record \u2014 keep with your immunization records</div>'
    : `<div class="sh1">${esc(S.head[0])}</div><div class="sh2">${esc(S.head[1])}</div><div class="sh3">${esc(S.title)}</div>`;
  return `<div class="stampx" style="color:${ink};border-color:${ink};transform:rotate(${f.rot}deg)">
    ${head}
    <div class="sl">Name <span class="sv w3">${h(f.nameHand)}</span></div>
    <div class="sl">DOB <span class="sv w1">${h(f.dobHand)}</span> Date given <span class="sv w1">${h(f.dateHand)}</span></div>
    <div class="sl">Vaccine <span class="sv w2">${h(f.prodHand)}</span></div>
    <div class="sl">Mfr <span class="sv w1">${h(f.mfrHand, { size: '0.98em' })}</span> Lot <span class="sv w1">${h(f.lot)}</span> Exp <span class="sv w0">${h(f.lotExpHand)}</span></div>
    <div class="sl">Site ${ring(['L deltoid', 'R deltoid'], f.site)} &nbsp; Route IM &nbsp; 0.5 mL</div>
    <div class="sl">Given by <span class="sv w3">${f.giver ? `${h(`${f.giver[0]}, ${f.giver[1]}`, { size: '1em' })} ${sig(f.giver[0], { font: f.gsig, ink: f.ink, size: '1.45em' })}` : ''}</span></div>
  </div>`;
}

function labelBlock(f) {
  const L = f.label;
  return `<div class="alabel" style="transform:rotate(${f.rot}deg)">
    <div><b>${esc(f.S.head[0])}</b></div><div>${esc(f.S.head[1])}</div>
    <div class="ld">** IMMUNIZATION ADMINISTERED **</div>
    <div>PT: ${esc(L.name)} &nbsp; DOB: ${esc(L.dob)}</div>
    <div>GIVEN: ${esc(L.when)}</div>
    <div>${esc(L.prod)}</div>
    <div>MFR: ${esc(L.mfr)} &nbsp; LOT: ${esc(L.lot)} &nbsp; EXP: ${esc(L.exp)}</div>
    <div>SITE: ${esc(L.site)} &nbsp; ROUTE: IM &nbsp; VIS: 08/06/2021</div>
    <div>BY: ${esc(L.by)}</div>
    <div>NEXT DUE: ${esc(L.next)}</div>
  </div>`;
}

function render(f) {
  const secs = SECTIONS.map(
    ([t, x]) => `<div class="s"><div class="stt">${esc(t)}</div><p>${esc(x)}</p></div>`,
  ).join('');
  const ptLabel = f.ptLabel
    ? `<div class="ptl" style="transform:rotate(${f.ptRot}deg)"><b>${esc(f.ptLabel.name)}</b><br>DOB ${esc(f.ptLabel.dob)} &nbsp; MRN ${esc(f.ptLabel.mrn)}<br>${esc(f.ptLabel.clinic)}</div>`
    : '';
  const note = f.note
    ? `<div class="hn" style="transform:rotate(${f.noteRot}deg)">${hand(f.note, { font: f.npen, ink: f.nink, size: '1.15em' })}</div>`
    : '';
  const body = `
  <div class="top">
    <div class="vis"><div class="v1">VACCINE INFORMATION STATEMENT</div></div>
    <div class="ttl">Influenza (Flu) Vaccine (Inactivated or Recombinant): <i>What you need to know</i></div>
    <div class="lang">Many vaccine information statements are available in Spanish and other languages.<br><i>Hojas de informaci\u00f3n sobre vacunas est\u00e1n disponibles en espa\u00f1ol y en muchos otros idiomas.</i></div>
    ${ptLabel}
  </div>
  <div class="cols">${secs}</div>
  <div class="bottom">
    <div class="foot"><div>U.S. Department of Health and Human Services \u00b7 Centers for Disease Control and Prevention</div>
      <div class="ed">Vaccine Information Statement \u00b7 Inactivated Influenza Vaccine \u00b7 8/6/2021 \u00b7 42 U.S.C. \u00a7 300aa-26</div></div>
    <div class="ou"><div class="oul">OFFICE USE ONLY</div></div>
    <div class="admin" style="left:${f.adminX}in;top:${f.adminY}in">${f.label ? labelBlock(f) : stampBlock(f)}</div>
    ${note}
  </div>`;
  const css = `
  .top { position:relative; border-bottom:2px solid #222; padding-bottom:6px; min-height:1.05in; }
  .vis { display:inline-block; border:2px solid #222; padding:4px 8px; }
  .v1 { font-weight:bold; font-size:10pt; letter-spacing:0.06em; }
  .ttl { font-size:16pt; font-weight:bold; margin-top:5px; width:4.6in; line-height:1.1; }
  .lang { position:absolute; right:0; top:0; width:2.3in; border:1px solid #555; padding:4px 6px; font-size:7pt; background:#f0f0f0; }
  .ptl { position:absolute; right:0.1in; top:0.62in; width:2.4in; background:#fff; border:0.8px solid #aaa; box-shadow:1px 2px 3px rgba(0,0,0,0.3); font-family:${FONTS.mono}; font-size:7.8pt; padding:4px 6px; line-height:1.3; }
  .cols { column-count:2; column-gap:0.3in; margin-top:8px; font-size:8.2pt; line-height:1.28; }
  .s { break-inside:avoid-column; } .stt { font-weight:bold; font-size:10pt; margin-top:5px; }
  .s p { margin:2px 0 3px; text-align:justify; }
  .bottom { position:relative; height:3.05in; margin-top:6px; border-top:1px solid #777; }
  .foot { font-size:7pt; color:#333; padding-top:3px; width:4.2in; } .ed { margin-top:2px; font-weight:bold; }
  .ou { position:absolute; right:0; top:0.08in; width:3.6in; height:2.85in; border:1.2px solid #333; }
  .oul { font-size:7pt; font-weight:bold; text-align:center; background:#e5e5e5; border-bottom:1px solid #333; }
  .admin { position:absolute; }
  .stampx { border:2.4px solid; border-radius:4px; padding:5px 9px 6px; width:3.85in; font-family:${FONTS.robotoCond}; font-size:10pt; font-weight:bold; opacity:0.9; background:rgba(255,255,255,0.35); }
  .sh1 { font-size:10.5pt; text-align:center; letter-spacing:0.04em; } .sh2 { font-size:7pt; text-align:center; font-weight:normal; }
  .sh3 { font-size:8.5pt; text-align:center; border-top:1.4px solid; border-bottom:1.4px solid; margin:2px 0 3px; letter-spacing:0.08em; }
  .sl { margin:6px 0 0; white-space:nowrap; }
  .sv { display:inline-block; border-bottom:1.1px solid; min-height:15px; padding:0 3px; font-weight:normal; vertical-align:bottom; }
  .w0 { min-width:0.6in; } .w1 { min-width:0.95in; } .w2 { min-width:2.6in; } .w3 { min-width:3in; }
  .alabel { width:3.5in; background:#fff; border:0.8px solid #999; border-radius:3px; box-shadow:1px 2px 4px rgba(0,0,0,0.35); font-family:${FONTS.mono}; font-size:8.6pt; line-height:1.32; padding:6px 8px; }
  .ld { margin:2px 0; font-weight:bold; }
  .hn { position:absolute; left:0.1in; top:0.75in; }`;
  return page({ title: 'Influenza VIS', margin: '0.45in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, S, o = {}) => {
    const [prod, mfr, pre] = rng.pick(PRODUCTS);
    const date = o.date;
    const ds = rng.pick(['us_short', 'us_nz', 'us']);
    const endYear = date ? Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 7 ? 1 : 0) : 2027;
    const lotExp = `${endYear}-0${rng.int(5, 6)}-30`;
    return {
      S,
      date,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.carlito, FONTS.dejavu]),
      pen: rng.pick(PENS),
      ink: rng.pick(INKS),
      gsig: rng.pick(SIGS),
      npen: rng.pick(PENS),
      nink: rng.pick(['#0b3d91', '#202020', '#5a1a1a']),
      rot: rng.pick([-5, -4, -3, 2, 3, 4]),
      noteRot: rng.pick([-4, -2, 3]),
      ptRot: rng.pick([-2, -1, 1, 2]),
      adminX: rng.pick([3.2, 3.3, 3.4]),
      adminY: rng.pick([0.25, 0.35, 0.45]),
      nameHand: rng.pick([`${p.first} ${p.last}`, `${p.last}, ${p.first}`]),
      dobHand: fmt(p.dob, ds),
      dateHand: date ? fmt(date, ds) : '',
      prodHand: `${prod} ${rng.pick(['', '(PFS)', '0.5 mL'])}`.trim(),
      mfrHand: mfr,
      lot: `${pre}${rng.digits(4)}${rng.letters(2)}`,
      lotExp,
      lotExpHand: fmt(lotExp, 'mm_yyyy'),
      prod,
      mfr,
      site: rng.pick(['L deltoid', 'R deltoid']),
      giver: rng.pick(S.givers),
      generic: false,
      label: null,
      ptLabel: null,
      note: null,
      ...o,
    };
  };
  const S = rng.shuffle([0, 1, 2]).map((i) => SITES[i]);
  const byKey = (key) => SITES.find((x) => x.key === key);

  // 1 — pharmacy stamp, October, filled by hand (photo)
  {
    const p = k.person();
    const date = addDays('2026-09-28', rng.int(0, 40));
    const f = mk(p, byKey('pharm'), { date });
    f.note = rng.chance(0.5) ? `COVID booster appt ${fmt(addDays(date, rng.int(14, 30)), 'us_short')}` : null;
    out.push({
      key: 'pharmacy-stamp-october-by-hand',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `the Fairway Drug stamp over the office-use box: date given ${date}, ${f.prod} (${f.mfr}), lot ${f.lot}, given by ${f.giver[0]}, ${f.giver[1]}; the VIS edition date 8/6/2021 in the footer, the lot expiry ${f.lotExpHand} and the DOB are not the vaccination date${f.note ? `; the handwritten note "${f.note}" is a later appointment, not a dose` : ''}`,
    });
  }

  // 2 — health-department clinic stamp with a printed patient label, early September (scanned PDF)
  {
    const p = k.person();
    const date = addDays('2026-08-31', rng.int(0, 16));
    const f = mk(p, byKey('hd'), { date });
    f.ptLabel = {
      name: `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle[0]}` : ''}`,
      dob: fmt(p.dob, 'us'),
      mrn: `CB${rng.digits(7)}`,
      clinic: 'Adult Imm. Clinic \u00b7 walk-in',
    };
    out.push({
      key: 'health-dept-stamp-patient-label-early-september',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `Chatham Bluff Health Department clinic stamp: date given ${date} (early in the 2026-2027 season, which starts 1 July), ${f.prod}, lot ${f.lot}, given by ${f.giver[0]}, ${f.giver[1]}; the printed patient label in the header repeats the name as LAST, FIRST and the DOB`,
    });
  }

  // 3 — urgent-care printed adhesive label with next-due and lot-expiry dates (text PDF)
  {
    const p = k.person();
    const date = addDays('2026-10-05', rng.int(0, 40));
    const f = mk(p, byKey('uc'), { date });
    const g = f.giver;
    f.label = {
      name: `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`,
      dob: fmt(p.dob, 'us'),
      when: `${fmt(date, 'us')} ${String(rng.int(9, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      prod: `${f.prod.toUpperCase()} 2026-2027 0.5 ML IM`,
      mfr: f.mfr.toUpperCase(),
      lot: f.lot,
      exp: fmt(f.lotExp, 'us'),
      site: f.site === 'L deltoid' ? 'LEFT DELTOID' : 'RIGHT DELTOID',
      by: `${g[0].toUpperCase()}, ${g[1]}`,
      next: fmt(addDays(date, 330), 'mm_yyyy'),
    };
    out.push({
      key: 'urgent-care-printed-label-next-due',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `PrimeStat Urgent Care printed administration label stuck in the office-use box: GIVEN ${date}, ${f.prod} 2026-2027, lot ${f.lot}, BY ${g[0]}, ${g[1]}; the lot EXP ${f.lotExp}, NEXT DUE ${f.label.next}, VIS 08/06/2021 and the DOB are not the vaccination date`,
    });
  }

  // 4 — last season's stamped handout (fax)
  {
    const p = k.person();
    const date = addDays('2025-09-22', rng.int(0, 45));
    const f = mk(p, S[0], { date });
    out.push({
      key: 'last-season-stamped-handout',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': date, ...personData() },
      note: `the administration record on the handout gives ${date}, in the 2025-2026 season, not the current 2026-2027 season; the VIS edition date 8/6/2021 is older still and not a dose`,
    });
  }

  // 5 — generic stamp, given-by line blank (photo)
  {
    const p = k.person();
    const date = addDays('2026-09-15', rng.int(0, 50));
    const f = mk(p, S[1], { date, generic: true, giver: null });
    out.push({
      key: 'generic-stamp-given-by-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `a generic "VACCINE ADMINISTRATION" stamp with no clinic or pharmacy name: date given ${date}, product, manufacturer and lot are written in, but the Given by line is blank and nothing else on the handout names who gave the shot or where (the VIS text names only federal agencies)`,
    });
  }

  // 6 — stamp with the date line never filled (scan image)
  {
    const p = k.person();
    const f = mk(p, S[2].key === 'uc' ? byKey('pharm') : S[2], { date: null });
    f.note = rng.chance(0.6) ? 'flu shot 2026-27' : null;
    out.push({
      key: 'stamp-date-line-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing vaccination date'],
      data: { ...personData() },
      note: `the ${f.S.head[0]} stamp is filled in (vaccine ${f.prod}, lot ${f.lot}, given by ${f.giver[0]}) except the Date given line, which is empty; the only dates on the page are the DOB, the lot expiry ${f.lotExpHand} and the VIS edition date 8/6/2021${f.note ? `; the handwritten "${f.note}" names a season, not a date` : ''}`,
    });
  }
  return out;
}
