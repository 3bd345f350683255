// A hospital Employee Health "Influenza Vaccine Received Outside [system]" attestation for the current season. The
// employee fills it by hand: an info grid with captions ABOVE the lines (three fields per row), a row of tick boxes for
// where the shot was given, then "Vaccinator / pharmacy or clinic", "Admin date", "Vaccine (brand)" and "Lot #"
// by hand, and the peel-off label from the syringe stuck at an angle in a dashed "affix vaccine label here" box. An
// attestation signature and date follow, and an "Employee Health use only" strip with a Verified Yes/No tick, the
// reviewer's initials and a "Date entered" that is not the vaccination date.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r7_outside_dose_attestation_with_lot_sticker',
  split: 'tuning',
  description:
    'Employee Health "influenza vaccine received elsewhere" attestation filled by hand: three-per-row caption-above grid, where-given tick boxes, Vaccinator / Admin date / brand / Lot # lines, syringe peel-off label stuck in an "affix label" box, employee signature, EH-use strip with Verified tick and a separate Date entered',
};

const LABELS = [
  ['FLUZONE', 'High-Dose Quadrivalent', 'Sanofi Pasteur'],
  ['FLUCELVAX', 'Trivalent', 'Seqirus'],
  ['FLUARIX', 'Trivalent', 'GSK'],
  ['AFLURIA', 'Trivalent', 'Seqirus'],
  ['FLUBLOK', 'Trivalent', 'Sanofi Pasteur'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const cap = (label, val, flex = 1) =>
    `<div style="flex:${flex}"><div class="ln">${val || '&nbsp;'}</div><div class="cp">${esc(label)}</div></div>`;
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2.5px solid #5a1846; padding-bottom:4px; }
  .hd .o { font-size:13pt; font-weight:bold; color:#5a1846; } .hd .s { font-size:8pt; color:#333; }
  h1 { font-size:12.5pt; text-align:center; margin:10px 0 2px; } .sub { text-align:center; font-size:8.5pt; margin-bottom:8px; }
  .sec { background:#5a1846; color:#fff; font-size:8.5pt; font-weight:bold; padding:2px 6px; margin-top:10px; }
  .row { display:flex; gap:16px; margin-top:8px; }
  .ln { border-bottom:1px solid #222; min-height:24px; padding-left:3px; display:flex; align-items:flex-end; }
  .cp { font-size:7pt; color:#333; padding-top:1px; text-transform:uppercase; letter-spacing:.3px; }
  .opts { font-size:9pt; margin-top:6px; }
  .afx { border:1.5px dashed #777; width:2.6in; height:1.05in; position:relative; margin-top:4px; }
  .afx .t { position:absolute; left:6px; bottom:3px; font-size:6.5pt; color:#888; }
  .lbl { position:absolute; left:14px; top:10px; width:2.05in; background:#fffef6; border:1px solid #bbb; box-shadow:1px 1px 2px #aaa; transform:rotate(${f.lblRot}deg); padding:3px 6px; font-family:${FONTS.robotoCond}; font-size:7.2pt; line-height:1.25; }
  .lbl b { font-size:9pt; color:#004b87; }
  .eh { border:1.5px solid #333; margin-top:12px; padding:6px 8px; background:#f2f2f2; font-size:8.5pt; }
  .att { font-size:8.3pt; margin-top:8px; line-height:1.35; }`;
  const where = [
    'Retail pharmacy',
    'Physician / clinic office',
    'Another employer',
    'Health dept. / community event',
    'Other',
  ];
  const label = f.label
    ? `<div class="lbl"><b>${esc(f.label[0])}</b> ${esc(f.label[1])}<br>Influenza Vaccine ${esc(f.seasonShort)} Formula · 0.5 mL<br>LOT ${esc(f.lot)} &nbsp; EXP ${esc(f.lotExp)}<br>${esc(f.label[2])}</div>`
    : '';
  const body = `
  <div class="hd"><div><div class="o">${esc(f.org)}</div><div class="s">Employee Health Services · ${esc(f.addr)}</div></div><div class="s">Form EHS-114 (rev. 06/2026)<br>Fax to ${esc(f.fax)}</div></div>
  <h1>Influenza Vaccine Received Outside ${esc(f.orgShort)} — Attestation</h1>
  <div class="sub">${esc(f.season)} influenza season · return within 7 days of vaccination</div>
  <div class="sec">1 · EMPLOYEE</div>
  <div class="row">${cap('Last name', H(f.last), 1.2)}${cap('First name', H(f.first))}${cap('Employee ID', H(f.empId), 0.8)}</div>
  <div class="row">${cap('Department / unit', H(f.dept))}${cap('Job title', H(f.job), 0.9)}${cap('Phone', H(f.phone, { size: '1.1em' }), 0.9)}</div>
  <div class="sec">2 · VACCINATION</div>
  <div class="opts">Where did you receive this season's flu vaccine? &nbsp; ${where.map((w) => `${box(w === f.where, { style: 'x', ink: f.ink, font: f.hand })}${esc(w)}`).join('&nbsp;&nbsp; ')}</div>
  <div class="row">${cap('Vaccinator — pharmacy, clinic or provider name', H(f.vaccinator), 2)}${cap('Admin date', H(f.adminDate), 0.8)}</div>
  <div class="row">${cap('Vaccine (brand)', H(f.brand), 1.2)}${cap('Lot #', H(f.lotHand), 0.8)}${cap('Site of injection', H(f.site), 0.8)}</div>
  <div style="display:flex;gap:18px;margin-top:10px;align-items:flex-start">
    <div><div style="font-size:7.5pt">Affix the vaccine label or attach a receipt / record:</div><div class="afx">${label}<span class="t">AFFIX VACCINE LABEL HERE</span></div></div>
    <div style="font-size:8.5pt;line-height:1.6;margin-top:12px">Attached:<br>${box(f.attached.includes('receipt'), { style: 'check', ink: f.ink })}Pharmacy receipt / printout<br>${box(f.attached.includes('card'), { style: 'check', ink: f.ink })}Vaccination card<br>${box(f.attached.includes('label'), { style: 'check', ink: f.ink })}Vaccine label (left)</div>
  </div>
  <div class="sec">3 · ATTESTATION</div>
  <div class="att">I attest that I received the influenza vaccine described above for the ${esc(f.season)} season and that the information is true. I understand that a false statement may lead to corrective action.</div>
  <div class="row">${cap('Employee signature', sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.6em' }), 2)}${cap('Date signed', H(f.signed), 0.8)}</div>
  <div class="eh"><b>EMPLOYEE HEALTH USE ONLY</b> &nbsp;&nbsp; Verified: ${box(f.verified === true, { style: 'x', ink: '#8b0000' })}Yes ${box(f.verified === false, { style: 'x', ink: '#8b0000' })}No &nbsp;&nbsp; Reviewer: ${hand(f.reviewer, { font: HANDS[2], ink: '#8b0000', size: '1.15em' })} &nbsp;&nbsp; Date entered: ${hand(f.entered, { font: HANDS[2], ink: '#8b0000', size: '1.1em' })} ${f.ehNote ? `&nbsp;&nbsp; Note: ${hand(f.ehNote, { font: HANDS[2], ink: '#8b0000', size: '1.05em' })}` : ''}</div>`;
  return page({ title: 'Outside flu vaccine attestation', body, css, font: FONTS.lato, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const orgs = [
    ['Mercy Pines Health System', 'Mercy Pines', '1400 Harmon Blvd, Tulsa, OK 74103'],
    ['Grand Prairie Medical Center', 'GPMC', '77 Meridian Ave, Omaha, NE 68102'],
    ['St. Brendan Regional Hospital', 'St. Brendan', '300 Larkspur Ave, Albany, NY 12206'],
  ];
  const places = {
    'Retail pharmacy': [
      'CornerWell Pharmacy #2281',
      'Medco Drug & Health - Store 418',
      'Thrifty Rx, Pioneer Way',
    ],
    'Physician / clinic office': [
      'Oak Terrace Family Medicine - Dr. L. Haines',
      'Northside Internal Medicine',
    ],
    'Another employer': ['Lakeview Manor (employee clinic)', 'Riverbend Home Care staff clinic'],
  };
  const make = (p, o = {}) => {
    const org = rng.pick(orgs);
    const iso = o.iso || addDays('2026-09-08', rng.int(0, 55));
    const where = o.where || 'Retail pharmacy';
    const lab = rng.pick(LABELS);
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'dash']);
    const lot = `${rng.letters(2)}${rng.digits(4)}${rng.letters(2)}`;
    return {
      org: org[0],
      orgShort: org[1],
      addr: org[2],
      fax: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
      season: o.season || '2026-2027',
      seasonShort: o.labelSeason || '2026-2027',
      last: o.shownLast || p.last,
      first: o.shownFirst || (o.nick && p.nick) || p.first,
      empId: rng.digits(6),
      dept: rng.pick(['4 West Med/Surg', 'Float pool', 'Dietary / Nutrition', 'Environmental Svcs', 'ED']),
      job: rng.pick(['RN', 'CNA', 'Unit secretary', 'Resp. therapist', 'Diet aide']),
      phone: `${rng.int(201, 989)}-${rng.int(201, 989)}-${rng.digits(4)}`,
      where,
      vaccinator: o.noVaccinator ? '' : rng.pick(places[where]),
      adminDate: o.noDate ? '' : fmt(iso, ds),
      brand:
        `${lab[0][0]}${lab[0].slice(1).toLowerCase()} ${lab[1] === 'High-Dose Quadrivalent' ? 'HD' : ''}`.trim(),
      lotHand: o.noLotHand ? '' : lot,
      site: rng.pick(['L deltoid', 'R deltoid', 'L arm', 'R arm']),
      label: o.noLabel ? null : lab,
      lot,
      lotExp: o.labelSeason === '2025-2026' ? '06/2026' : '06/2027',
      lblRot: rng.pick([-7, -4, 3, 6]),
      attached: o.attached || (o.noLabel ? ['receipt'] : ['label']),
      sigName: nameAs(p, 'first_last'),
      signed: fmt(o.signedIso || addDays(iso, rng.int(1, 9)), ds),
      verified: o.verified ?? true,
      reviewer: rng.pick(['KL', 'DMR', 'T. Ochs']),
      entered: fmt(o.enteredIso || addDays('2026-11-02', rng.int(0, 12)), 'us_short'),
      ehNote: o.ehNote || '',
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
    key: 'pharmacy-label-affixed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      season: '2026-2027',
      'vaccinations.0.date': f.iso,
      'vaccinations.0.lot': f.lot,
      'person.name.status': 'match',
    },
    note: 'the vaccination date is the "Admin date" line, not the date signed or the Employee Health "Date entered"',
  });

  p = k.person();
  f = make(p, {
    where: 'Physician / clinic office',
    ds: 'dash',
    noLabel: true,
    attached: ['card'],
    nick: true,
  });
  out.push({
    key: 'clinic-office-card-attached',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso, 'person.name.status': 'match' },
    note: 'no label stuck on; the vaccinator is a physician office written on the line; the first name may be written as a nickname',
  });

  p = k.person();
  f = make(p, { where: 'Another employer', ds: 'us_nz', iso: addDays('2026-08-24', rng.int(0, 10)) });
  out.push({
    key: 'another-employer-late-august',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: { season: '2026-2027', 'vaccinations.0.date': f.iso },
    note: 'given in late August 2026 at another employer: inside the 1 July 2026 - 30 June 2027 season',
  });

  p = k.person();
  const last = addDays('2025-10-01', rng.int(0, 40));
  f = make(p, {
    iso: last,
    ds: 'us_short',
    labelSeason: '2025-2026',
    signedIso: addDays('2026-10-15', rng.int(0, 20)),
    verified: false,
    ehNote: 'prior season?',
  });
  out.push({
    key: 'last-seasons-shot',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.iso },
    note: 'the form is for 2026-2027 and was signed in autumn 2026, but the Admin date (and the syringe label) are from the 2025-2026 season',
  });

  p = k.person();
  f = make(p, { noVaccinator: true, noLabel: true, attached: [], verified: null });
  out.push({
    key: 'vaccinator-line-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'vaccinations.0.date': f.iso },
    note: 'Retail pharmacy ticked but no pharmacy or vaccinator named, nothing attached: no administrator on the record',
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'admin-date-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing vaccination date'],
    forbidden: ['missing administrator'],
    data: { 'vaccinations.0.date': null },
    note: 'the label is affixed and the pharmacy named, but the Admin date line is empty; the signature date and the EH date entered are not the vaccination date',
  });
  return out;
}
