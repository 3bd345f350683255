// A primary-care practice's EHR progress note for a nurse visit, printed and faxed (or photographed from the faxed
// paper) as the worker's flu proof. Practice letterhead; a patient banner (LAST, First M, DOB with age, MRN, PCP,
// guarantor); an encounter strip (encounter date, visit type, location, supervising provider, documented by,
// note status); chief complaint; a pre-vaccination screening list with [X] Yes / [X] No brackets; allergies and
// vitals; an IMMUNIZATIONS ADMINISTERED THIS VISIT table (vaccine, dose / route / site, manufacturer, lot, lot
// expiry, NDC, VIS edition and date given, administered by, time); a plan paragraph with the next dose due; a
// reconciled immunization history table with older entries; electronic signature and co-signature lines with their
// own dates; a printed-by footer. Faxed and photographed copies carry the sending office's fax line and a handwritten
// "Attn: credentialing" note with a ring drawn around the table.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r16_primary_care_nurse_visit_note_faxed',
  split: 'tuning',
  renderings: { text_pdf: 10, scanned_pdf: 25, photo: 25, scan_image: 10, fax: 30 },
  description:
    'Primary-care EHR nurse-visit progress note printed and faxed: letterhead, patient banner (LAST, First M, DOB/age, MRN, PCP, guarantor), encounter strip, chief complaint, [X] Yes / [X] No screening list, allergies and vitals, an Immunizations Administered This Visit table (vaccine, dose/route/site, mfr, lot, lot exp., NDC, VIS edition and given date, administered by, time), plan with next dose due, reconciled history table, e-signature and co-signature with their own dates, printed-by footer; sender fax line and a handwritten "Attn: credentialing" note with a ring round the table; current-season October dose, September dose with earlier seasons in the history, late-August dose, a late-winter dose of last season printed in November, influenza declined with Tdap given, a child’s note with the worker only as guarantor',
};

const PRACTICES = [
  {
    name: 'Willow Bend Family Medicine',
    addr: '2215 Larkspur Ave, Dayton, OH 45459',
    phone: '(937) 555-0148',
    fax: '9375550149',
    short: 'WILLOW BEND FAM MED',
    color: '#2a6f6f',
    shape: 'leaf',
  },
  {
    name: 'Prairie Lantern Primary Care & Pediatrics',
    addr: '808 Pioneer Way, Omaha, NE 68102',
    phone: '(402) 555-0116',
    fax: '4025550117',
    short: 'PRAIRIE LANTERN PC',
    color: '#8a4b16',
    shape: 'circle',
  },
  {
    name: 'Three Forks Family Health Center',
    addr: '41 Old Quarry Rd, Knoxville, TN 37916',
    phone: '(865) 555-0175',
    fax: '8655550176',
    short: '3 FORKS FHC',
    color: '#33487a',
    shape: 'square',
  },
];
const PROVIDERS = ['Alan Brooks, MD', 'Nadia Farouk, DO', 'Grace Liebowitz, MD', 'Owen Castellano, FNP-C'];
const NURSES = [
  ['Marisa Kent', 'LPN'],
  ['Tasha Okonkwo', 'CMA'],
  ['Brian Feld', 'RN'],
  ['Lupe Arriaga', 'MA-C'],
];
const FLU = [
  ['Influenza, trivalent, inj. (Fluzone)', 'Sanofi Pasteur', '49281-0126-10'],
  ['Influenza, cell culture, trivalent (Flucelvax)', 'Seqirus', '70461-0656-03'],
  ['Influenza, trivalent, inj. (Fluarix)', 'GlaxoSmithKline', '58160-0912-52'],
  ['Influenza, recombinant, trivalent (Flublok)', 'Sanofi Pasteur', '49281-0726-10'],
  ['Influenza, trivalent, inj. (Afluria)', 'Seqirus', '33332-0126-10'],
];
const TDAP = ['Tdap (Boostrix)', 'GlaxoSmithKline', '58160-0842-52'];
const INSURERS = ['Keystone Mutual PPO', 'Heartland Health Plan HMO', 'Self-pay', 'TriState BlueChoice'];
const SCREEN = [
  'Sick today, fever > 100.4 °F?',
  'Severe allergic reaction to a previous influenza vaccine or its components?',
  'Guillain-Barré syndrome within 6 weeks of a previous influenza vaccine?',
  'Currently pregnant?',
];

const FEMALE = new Set([
  'Marisol',
  'Katherine',
  'Elizabeth',
  'Siobhan',
  'Thanh',
  'Aaliyah',
  'Fatima',
  'Margaret',
  'Chidinma',
  'Rebecca',
  'Anjali',
  'Noor',
  'Ingrid',
  'Yesenia',
  'Hannah',
  'Beatrix',
  'Claire',
  'Eun-ji',
  'Lucía',
  'Joanna',
  'Sofia',
  'Mei-Ling',
  'Rosalind',
  'Deborah',
  'Valentina',
  'Theresa',
  'Jennifer',
  'Abigail',
  'Renata',
  'Oluwaseun',
  'Victoria',
  'Catalina',
  'Harriet',
  'Bao',
  'Eleanor',
  'Imani',
  'Colleen',
  'Paulina',
  'Zainab',
  'Nadia',
]);

function render(f) {
  const bx = (on) => `[${on ? '<b>X</b>' : '&nbsp;&nbsp;'}]`;
  const screen = SCREEN.map(
    (q) => `<tr><td>${esc(q)}</td><td class="yn">${bx(false)} Yes &nbsp; ${bx(true)} No</td></tr>`,
  ).join('');
  const rows = f.given
    .map(
      (g) =>
        `<tr><td><b>${esc(g.vaccine)}</b></td><td>0.5 mL / IM / ${esc(g.site)}</td><td>${esc(g.mfr)}</td><td class="mn">${esc(g.lot)}</td><td>${esc(g.lotExp)}</td><td class="mn">${esc(g.ndc)}</td><td>${esc(g.vis)}<br>given ${esc(f.dt(f.visit))}</td><td>${esc(g.by)}</td><td>${esc(g.time)}</td></tr>`,
    )
    .join('');
  const hist = f.history
    .map(
      (h) =>
        `<tr><td>${esc(f.dt(h.date))}</td><td>${esc(h.vaccine)}</td><td>${esc(h.source)}</td><td>${esc(h.where)}</td></tr>`,
    )
    .join('');
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.3em', ...o });
  const attn = f.annot
    ? `<div class="attn" style="transform:rotate(${f.annRot}deg)">${H(f.annot)}<br>${H(f.annSig, { size: '1.1em' })}</div>`
    : '';
  const ringBox =
    f.annot && f.given.length && !f.declined
      ? `<div class="ring" style="border-color:${f.ink};transform:rotate(${f.ringRot}deg)"></div>`
      : '';
  const tti = f.tti ? `<div class="tti">${esc(f.tti)}</div>` : '';
  const declined = f.declined
    ? `<p><b>Influenza vaccine:</b> offered per standing order for the ${esc(f.seasonText)} season. <b>Patient declined.</b> Reason given: ${esc(f.declined)}. Risks of declining and the availability of the vaccine later in the season discussed. Influenza declination form signed and scanned to chart ${esc(f.dt(f.visit))}.</p>`
    : '';
  const body = `${tti}<div class="hd">${logo({ initials: 'FM', color: f.pr.color, shape: f.pr.shape, size: 38 })}
   <div style="flex:1"><div class="pn" style="color:${f.pr.color}">${esc(f.pr.name)}</div><div class="pa">${esc(f.pr.addr)} · Tel ${esc(f.pr.phone)} · Fax ${esc(f.pr.fax.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'))}</div></div>
   <div class="dt">PROGRESS NOTE<div>Nurse Visit</div></div></div>
  ${attn}
  <table class="bn"><tr><td><span class="c">Patient</span> <b style="font-size:10.5pt">${esc(f.pname)}</b></td><td><span class="c">DOB</span> ${esc(f.dt(f.dob))} (${f.age} y)</td><td><span class="c">Sex</span> ${esc(f.sex)}</td><td><span class="c">MRN</span> ${esc(f.mrn)}</td></tr>
  <tr><td><span class="c">PCP</span> ${esc(f.pcp)}</td><td colspan="2"><span class="c">Guarantor</span> ${esc(f.guarantor)}</td><td><span class="c">Ins.</span> ${esc(f.ins)}</td></tr></table>
  <table class="enc"><tr><td><span class="c">Encounter date</span><br>${esc(f.dt(f.visit))}</td><td><span class="c">Visit type</span><br>${esc(f.visitType)}</td><td><span class="c">Supervising provider</span><br>${esc(f.prov)}</td><td><span class="c">Documented by</span><br>${esc(f.nurse[0])}, ${esc(f.nurse[1])}</td><td><span class="c">Note status</span><br>Signed</td></tr></table>
  <div class="h">Chief complaint</div><p>${esc(f.cc)}</p>
  <div class="h">Subjective / screening</div>
  <p style="margin-bottom:2px">${esc(f.subj)}</p>
  <table class="sc">${screen}</table>
  <p><b>Allergies:</b> ${esc(f.allergy)} &nbsp;·&nbsp; <b>Vitals:</b> T ${f.temp} °F, BP ${f.bp}, HR ${f.hr}${f.wt ? `, Wt ${f.wt} lb` : ''}</p>
  ${declined}
  <div class="h">Immunizations administered this visit</div>
  <div style="position:relative">${ringBox}
  <table class="im"><tr><th style="width:20%">Vaccine</th><th style="width:11%">Dose / route / site</th><th style="width:10%">Manufacturer</th><th style="width:8%">Lot #</th><th style="width:7%">Lot exp.</th><th style="width:11%">NDC</th><th style="width:11%">VIS edition</th><th>Administered by</th><th style="width:6%">Time</th></tr>${rows}</table></div>
  <div class="h">Assessment / plan</div>
  <p>${esc(f.plan)}</p>
  <div class="h">Immunization history (reconciled ${esc(f.dt(f.visit))})</div>
  <table class="hi"><tr><th style="width:15%">Date</th><th style="width:35%">Vaccine</th><th style="width:22%">Source</th><th>Given at</th></tr>${hist}</table>
  <div class="es">Electronically signed by ${esc(f.nurse[0])}, ${esc(f.nurse[1])} on ${esc(f.dt(f.visit))} at ${esc(f.signTime)}<br>Reviewed and co-signed by ${esc(f.prov)} on ${esc(f.dt(f.cosign))} at ${esc(f.cosignTime)}</div>
  <div class="ft"><span>Printed by ${esc(f.user)} on ${esc(f.dt(f.printed))} ${esc(f.printTime)}</span><span>CONFIDENTIAL — contains protected health information</span><span>Page 1 of 1</span></div>`;
  const css = `
  body { position:relative; min-height:10in; }
  .tti { font-family:${FONTS.mono}; font-size:8pt; margin:0 0 6px; letter-spacing:.5px; }
  .hd { display:flex; gap:10px; align-items:center; border-bottom:2px solid ${f.pr.color}; padding-bottom:5px; }
  .pn { font-size:14pt; font-weight:bold; } .pa { font-size:7.8pt; color:#333; }
  .dt { text-align:right; font-size:13pt; font-weight:bold; letter-spacing:.5px; } .dt div { font-size:9pt; font-weight:normal; }
  table.bn, table.enc { width:100%; margin-top:5px; font-size:8.6pt; } table.bn td { border:1px solid #999; padding:3px 5px; background:#f6f6f6; }
  table.enc td { border:1px solid #999; padding:2px 5px; vertical-align:top; }
  .c { font-size:7pt; color:#444; text-transform:uppercase; letter-spacing:.3px; }
  .h { font-weight:bold; font-size:9pt; margin:8px 0 2px; border-bottom:1px solid #777; color:${f.pr.color}; }
  p { margin:3px 0; font-size:8.8pt; line-height:1.35; }
  table.sc { font-size:8.4pt; margin-left:10px; } table.sc td { padding:0 4px; } td.yn { font-family:${FONTS.mono}; font-size:8.2pt; white-space:nowrap; padding-left:14px; }
  table.im { width:100%; font-size:7.9pt; } table.im th { background:#e8e8e8; border:1px solid #888; padding:2px; font-size:7.2pt; text-align:left; }
  table.im td { border:1px solid #999; padding:3px; vertical-align:top; } td.mn { font-family:${FONTS.mono}; font-size:7.6pt; }
  table.hi { width:100%; font-size:8pt; } table.hi th { text-align:left; border-bottom:1px solid #444; font-size:7.4pt; padding:1px 3px; } table.hi td { padding:1px 3px; border-bottom:1px dotted #aaa; }
  .es { margin-top:10px; font-size:8.4pt; font-style:italic; }
  .attn { position:absolute; left:3.4in; top:7.3in; z-index:3; line-height:1.1; text-align:left; }
  .ring { position:absolute; left:-14px; right:-14px; top:-16px; bottom:-16px; border:2px solid; border-radius:50%; z-index:2; pointer-events:none; }
  .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7.2pt; color:#333; border-top:1px solid #999; padding-top:2px; }`;
  return page({ title: 'Progress note', body, css, font: f.font, margin: '0.45in 0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const tm = () => `${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`;
  const tmPm = () => `${rng.int(1, 4)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`;
  const ageOn = (dob, on) => {
    const [y1, m1, d1] = dob.split('-').map(Number);
    const [y2, m2, d2] = on.split('-').map(Number);
    return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
  };
  const doseRow = (prod, nurse, visit) => ({
    vaccine: prod[0],
    mfr: prod[1],
    ndc: prod[2],
    lot: `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`,
    lotExp: fmt(addDays(visit, rng.int(150, 280)), 'mm_yyyy'),
    vis: '08/06/2021',
    site: rng.pick(['L deltoid', 'R deltoid']),
    by: `${nurse[0]}, ${nurse[1]}`,
    time: rng.pick([tm(), tmPm()]),
  });
  const mk = (p, o) => {
    const pr = rng.pick(PRACTICES);
    const nurse = rng.pick(NURSES);
    const visit = o.visit;
    const ds = o.ds || rng.pick(['us', 'us_nz']);
    const rendering = o.rendering;
    const printed = o.printed || addDays('2026-11-02', rng.int(0, 14));
    const subject = o.subject || p;
    const f = {
      pr,
      nurse,
      visit,
      dt: (x) => fmt(x, ds),
      pname: nameAs(subject, o.nameStyle || rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      dob: subject.dob,
      age: ageOn(subject.dob, visit),
      sex: FEMALE.has(subject.first) ? 'F' : 'M',
      mrn: `${rng.digits(2)}-${rng.digits(5)}`,
      pcp: rng.pick(PROVIDERS),
      guarantor: o.guarantor || 'Self',
      ins: rng.pick(INSURERS),
      prov: rng.pick(PROVIDERS),
      visitType: o.visitType || 'Nurse visit — immunization',
      cc:
        o.cc ||
        rng.pick([
          'Here for annual flu shot; needs documentation for work (agency nurse).',
          'Flu vaccine. Employer requires proof before next assignment.',
          'Walk-in for influenza vaccine per standing order.',
        ]),
      subj:
        o.subj ||
        'Influenza vaccine screening reviewed with the patient; VIS offered and questions answered. Verbal consent obtained.',
      allergy: rng.pick(['NKDA', 'Penicillins (rash)', 'Sulfa drugs (hives)', 'Latex (contact dermatitis)']),
      temp: rng.float(97.6, 98.9).toFixed(1),
      bp: `${rng.int(108, 134)}/${rng.int(64, 86)}`,
      hr: rng.int(62, 92),
      wt: o.wt,
      given: [],
      history: [],
      plan: '',
      signTime: tmPm(),
      cosign: addDays(visit, rng.int(1, 3)),
      cosignTime: tm(),
      user: rng.pick(['FRONTDESK1', 'hmiller', 'ROI-CLERK', 'kbanks']),
      printed,
      printTime: rng.pick([tm(), tmPm()]),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu, FONTS.open]),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      annRot: rng.float(-6, 4).toFixed(1),
      ringRot: rng.float(-1.2, 1.2).toFixed(1),
    };
    if (rendering !== 'text_pdf') {
      const sentIso = addDays(printed, rng.int(0, 1));
      f.tti = `${fmt(sentIso, 'mil4')} ${String(rng.int(8, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   ${pr.short}   ${pr.fax}   P.01/01`;
      f.annot =
        o.annot ??
        rng.pick([
          'Attn: Credentialing — flu shot record as requested',
          'Attn: credentialing · flu vaccine ↑',
        ]);
      const ini = rng.pick(['jm', 'KB', 'T.R.', 'hm']);
      f.annSig = `${ini}  ${fmt(sentIso, 'us_short')}`;
    }
    return f;
  };
  const seasonOf = (iso) => {
    const [y, m] = iso.split('-').map(Number);
    return m >= 7 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
  };
  const fluHistory = (f, years, where) => {
    for (const y of years) {
      const date = `${y}-${rng.pick(['09', '10', '10', '11'])}-${String(rng.int(2, 28)).padStart(2, '0')}`;
      f.history.push({
        date,
        vaccine: rng.pick(FLU)[0].replace(/ \(.*\)/, ''),
        source: rng.pick(['Administered here', 'State IIS (imported)', 'Outside record']),
        where: rng.pick(where || [f.pr.name, 'Corner Drug Pharmacy #118', 'Employee flu clinic']),
      });
    }
  };
  const otherHistory = (f) => {
    f.history.push({
      date: `${rng.int(2017, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(2, 28)).padStart(2, '0')}`,
      vaccine: 'Tdap',
      source: 'Administered here',
      where: f.pr.name,
    });
    if (rng.chance(0.6))
      f.history.push({
        date: `${rng.int(2021, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(2, 28)).padStart(2, '0')}`,
        vaccine: 'COVID-19, mRNA',
        source: 'State IIS (imported)',
        where: rng.pick(['Corner Drug Pharmacy #118', 'County mass vaccination site']),
      });
  };
  const sortHist = (f) => f.history.sort((a, b) => (a.date < b.date ? 1 : -1));
  const out = [];

  // 1 — October dose, faxed, ring around the administered table
  let p = k.person();
  let visit = addDays('2026-10-01', rng.int(0, 30));
  let r = 'fax';
  let f = mk(p, { visit, rendering: r });
  f.given = [doseRow(rng.pick(FLU), f.nurse, visit)];
  otherHistory(f);
  sortHist(f);
  f.plan = `Vaccine tolerated well; observed 15 minutes, no reaction. Next influenza vaccine due fall ${Number(visit.slice(0, 4)) + 1}. Copy of this note released to patient for employer.`;
  out.push({
    key: 'october-dose-faxed-ringed-table',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      season: '2026-2027',
      'vaccinations.0.date': visit,
      ...personData(),
    },
    note: `influenza ${visit} by ${f.nurse[0]}, ${f.nurse[1]}; co-signature ${f.cosign}, print date ${f.printed}, the fax line date and the handwritten note date are not dose dates; lot expiry and VIS edition 08/06/2021 neither`,
    rendering: r,
  });

  // 2 — September dose with two earlier seasons in the reconciled history
  p = k.person();
  visit = addDays('2026-09-08', rng.int(0, 20));
  r = 'scanned_pdf';
  f = mk(p, { visit, rendering: r });
  f.given = [doseRow(rng.pick(FLU), f.nurse, visit)];
  fluHistory(f, [2024, 2025]);
  otherHistory(f);
  sortHist(f);
  f.plan =
    'No adverse reaction during 15-minute observation. Patient to return for annual dose next season. Printed copy given to patient for work.';
  out.push({
    key: 'september-dose-earlier-seasons-in-history',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { record_type: 'immunization_record', season: '2026-2027', ...personData() },
    note: `this visit's influenza dose ${visit}; the history table lists influenza in the 2024-2025 and 2025-2026 seasons, which do not matter once the current season's dose is there`,
    rendering: r,
  });

  // 3 — late-August dose, photographed from the faxed paper
  p = k.person();
  visit = addDays('2026-08-20', rng.int(0, 10));
  r = 'photo';
  f = mk(p, { visit, rendering: r, ds: 'us' });
  f.given = [doseRow(rng.pick(FLU), f.nurse, visit)];
  otherHistory(f);
  sortHist(f);
  f.plan = `Early-season dose given ahead of a travel assignment starting ${fmt(addDays(visit, rng.int(14, 30)), 'us')}. Observed 15 minutes without reaction.`;
  out.push({
    key: 'late-august-dose-photo',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: {
      record_type: 'immunization_record',
      season: '2026-2027',
      'vaccinations.0.date': visit,
      ...personData(),
    },
    note: `influenza ${visit}: late August is inside the 1 July 2026 – 30 June 2027 season; the assignment start date in the plan is not a dose`,
    rendering: r,
  });

  // 4 — a late-winter dose of the previous season, printed and faxed in November
  p = k.person();
  visit = addDays('2026-02-09', rng.int(0, 40));
  r = 'fax';
  f = mk(p, { visit, rendering: r });
  f.given = [doseRow(rng.pick(FLU), f.nurse, visit)];
  otherHistory(f);
  sortHist(f);
  f.plan = 'Late-season dose. Tolerated well. Next influenza vaccine due in the fall.';
  out.push({
    key: 'late-winter-dose-last-season-printed-november',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { season: seasonOf(visit), 'vaccinations.0.date': visit },
    note: `the only influenza dose is ${visit} (${seasonOf(visit)} season); the note was printed ${f.printed} and faxed this month`,
    rendering: r,
  });

  // 5 — influenza declined, Tdap given the same visit
  p = k.person();
  visit = addDays('2026-09-21', rng.int(0, 45));
  r = 'scan_image';
  f = mk(p, {
    visit,
    rendering: r,
    visitType: 'Nurse visit — immunizations',
    cc: 'Tdap and flu vaccine for new job (home health aide / nurse).',
    annot: 'Attn: credentialing — immunization note',
    subj: 'Immunization screening reviewed with the patient; VIS for Tdap and for influenza vaccine offered. Verbal consent obtained for Tdap.',
  });
  f.seasonText = '2026–2027';
  f.declined = rng.pick([
    'personal preference, "I never get the flu"',
    'personal — does not want the flu shot this year',
  ]);
  f.given = [doseRow(TDAP, f.nurse, visit)];
  fluHistory(f, [2024]);
  sortHist(f);
  f.plan =
    'Tdap given, tolerated well. Influenza vaccine declined; patient informed the vaccine remains available any time this season.';
  out.push({
    key: 'influenza-declined-tdap-given',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': visit },
    note: `the note documents influenza vaccine offered and declined on ${visit} (${f.declined}); the only administered row is Tdap; an older 2024 influenza entry is in the history; allow_declination is false by default`,
    rendering: r,
  });

  // 6 — the child's note; the worker only appears as guarantor
  p = k.person();
  let child = k.person();
  while (child.first === p.first) child = k.person();
  child = {
    ...child,
    last: p.last,
    dob: `${rng.int(2012, 2020)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
  };
  visit = addDays('2026-10-05', rng.int(0, 30));
  r = rng.pick(['fax', 'photo']);
  f = mk(p, {
    visit,
    rendering: r,
    subject: child,
    guarantor: `${nameAs(p, 'last_first')} (parent)`,
    cc: 'Flu shot. Accompanied by parent, who consented.',
    subj: `Screening questions answered by parent (${nameAs(p, 'first_last')}); VIS given to parent. Consent obtained from parent.`,
    annot: rng.pick(['Attn: Credentialing — flu shot record as requested', 'flu shot ✓']),
    wt: rng.int(52, 110),
  });
  f.given = [doseRow(rng.pick(FLU), f.nurse, visit)];
  otherHistory(f);
  f.history = f.history.filter((h) => h.vaccine !== 'Tdap');
  fluHistory(f, [2025], [f.pr.name, 'Corner Drug Pharmacy #118']);
  sortHist(f);
  f.plan = 'Tolerated well. Parent to bring child back next fall for the annual dose.';
  out.push({
    key: 'child-note-worker-as-guarantor',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: `the patient is ${nameAs(child, 'first_last')} (DOB ${child.dob}), a child with the worker's surname; the worker ${nameAs(p, 'first_last')} appears only as guarantor / consenting parent`,
    rendering: r,
  });
  return out;
}
