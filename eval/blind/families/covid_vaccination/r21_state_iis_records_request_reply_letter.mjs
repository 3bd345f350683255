// A state health department immunization program's reply to a records request, as it arrives by mail or fax: seal
// letterhead (department, immunization program, records unit, phone / fax), a reference block (letter date, request
// no., date received), a window-envelope address block (the worker, or the staffing agency's credentialing contact
// when the agency asked with the worker's signed release), an "RE:" line with the person's name surname-first and
// DOB, a paragraph saying which search was made and that only COVID-19 doses are listed, the doses table (columns and
// date style differ by state: oldest first or newest first, CDC description / trade name / MVX code / lot /
// reporting provider organisation), a paragraph on other vaccines held but not listed and how to add a missing dose,
// the records specialist's signature, the program's seal, and under a scissors line the returned copy of the request
// form filled in by hand (name, other names used, DOB, phone, records wanted ticked, purpose, signature and date) with
// an office-use strip (matched / mailed / initials).
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r21_state_iis_records_request_reply_letter',
  split: 'tuning',
  renderings: { photo: 35, fax: 25, scanned_pdf: 20, text_pdf: 20 },
  description:
    'State health department immunization program reply letter to a records request: seal letterhead, letter date / request no. / date received block, window address (the worker, or the agency credentialing contact who asked with a release), "RE:" line LAST, FIRST M with DOB, search paragraph, a COVID-19-only dose table (per state: oldest or newest first, CDC description or trade name, MVX code, lot, reporting provider organisation; MM/DD/YYYY, Mon D, YYYY or DD-MON-YYYY), a note on other vaccines held but not listed, records specialist signature and seal, and under a scissors line the hand-filled returned request form (records wanted ticked, purpose, signature, date) with an office-use strip; variants Pfizer x2 with an updated-formula booster, Moderna x2 sent to the agency, Janssen with a Moderna booster, one Moderna dose on file, Pfizer then Moderna, Moderna dose 2 after 22 days',
};

const STATES = [
  {
    dept: 'NEBRASKA DEPARTMENT OF HEALTH SERVICES',
    prog: 'Immunization Program · Registry Records Unit',
    sys: 'NeIIS',
    sysLong: 'Nebraska Immunization Information System (NeIIS)',
    addr: '1200 Capitol Commons Dr, PO Box 95130, Lincoln, NE 68509',
    tel: '(402) 555-0140',
    fax: '(402) 555-0199',
    web: 'dhs.ne.example.gov/immunization',
    color: '#1c3f6e',
    order: 'asc',
    ds: 'us',
    cols: 'desc',
    form: 'IMM-RR-04 (05/2024)',
    homes: ['OMAHA NE 68102', 'LINCOLN NE 68508', 'KEARNEY NE 68847'],
  },
  {
    dept: 'IDAHO OFFICE OF PUBLIC HEALTH',
    prog: 'Bureau of Immunization — Records Request Desk',
    sys: 'IRIS-ID',
    sysLong: 'Idaho Registry of Immunization Services (IRIS-ID)',
    addr: '450 W Statehouse Pl, Boise, ID 83702',
    tel: '(208) 555-0163',
    fax: '(208) 555-0107',
    web: 'oph.idaho.example.gov/iris',
    color: '#4a2a5e',
    order: 'desc',
    ds: 'mon',
    cols: 'trade',
    form: 'BOI-17 rev. 2025',
    homes: ['BOISE ID 83702', 'NAMPA ID 83651', 'POCATELLO ID 83201'],
  },
  {
    dept: 'OKLAHOMA STATE HEALTH AUTHORITY',
    prog: 'Vaccine Records Section',
    sys: 'OK-VaxTrack',
    sysLong: 'OK-VaxTrack statewide immunization registry',
    addr: '77 Meridian Ave, 4th Floor, Tulsa, OK 74103',
    tel: '(918) 555-0128',
    fax: '(918) 555-0182',
    web: 'osha-health.example.gov/vaxtrack',
    color: '#6b2d12',
    order: 'asc',
    ds: 'mil4',
    cols: 'mvx',
    form: 'VRS-2 (2024)',
    homes: ['TULSA OK 74103', 'NORMAN OK 73069', 'LAWTON OK 73501'],
  },
];
const CLERKS = [
  ['Denise Arrowood', 'Registry Records Specialist'],
  ['Tobias Venn', 'Immunization Records Technician'],
  ['Graciela Montemayor', 'Registry Help Desk Coordinator'],
];
const AGENCY = [
  [
    'Harborline Travel Nursing',
    'Attn: Credentialing — Joyce Pemberton',
    '88 Bellwether Ct, Ste 300, Aurora, CO 80012',
  ],
  ['Crestmark Clinical Staffing', 'Attn: Compliance — Ravi Anand', '2140 Fernhill Rd, Madison, WI 53703'],
];
const PROD = {
  pfizer: {
    desc: 'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL dose',
    cvx: '208',
    trade: 'Pfizer-BioNTech COVID-19 Vaccine',
    mfr: 'Pfizer, Inc',
    mvx: 'PFR',
  },
  pfizer2023: {
    desc: 'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL, 2023-2024 formula',
    cvx: '309',
    trade: 'COMIRNATY 2023-2024',
    mfr: 'Pfizer, Inc',
    mvx: 'PFR',
  },
  moderna: {
    desc: 'COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL dose',
    cvx: '207',
    trade: 'Moderna COVID-19 Vaccine',
    mfr: 'Moderna US, Inc.',
    mvx: 'MOD',
  },
  moderna2024: {
    desc: 'COVID-19, mRNA, LNP-S, PF, 50 mcg/0.5 mL, 2024-2025 formula',
    cvx: '312',
    trade: 'SPIKEVAX 2024-2025',
    mfr: 'Moderna US, Inc.',
    mvx: 'MOD',
  },
  janssen: {
    desc: 'COVID-19 vaccine, vector-nr, rS-Ad26, PF, 0.5 mL',
    cvx: '212',
    trade: 'Janssen COVID-19 Vaccine',
    mfr: 'Janssen Products, LP',
    mvx: 'JSN',
  },
};
const MFR = {
  pfizer: 'pfizer',
  pfizer2023: 'pfizer',
  moderna: 'moderna',
  moderna2024: 'moderna',
  janssen: 'janssen',
};
const PROVIDERS = [
  'Lindell Blvd Community Vaccination Site',
  'Tamarack Drive Pharmacy #0412',
  'Meridian Health Family Medicine',
  'County Fairgrounds Mass Vaccination Clinic',
  'Harmon Blvd Pharmacy #221',
  'St. Anselm Hospital Employee Health',
  'Copperfield Drive Urgent Care',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;

function table(f) {
  const st = f.state;
  const doses = st.order === 'desc' ? [...f.doses].reverse() : f.doses;
  const d = (x) => esc(fmt(x, st.ds));
  if (st.cols === 'desc')
    return `<table class="dt"><tr><th>#</th><th>Date administered</th><th>Vaccine (CDC description)</th><th>CVX</th><th>Manufacturer</th><th>Lot number</th><th>Administered at (reporting provider)</th></tr>
      ${doses.map((x, i) => `<tr><td>${i + 1}</td><td>${d(x.date)}</td><td>${esc(PROD[x.p].desc)}</td><td>${PROD[x.p].cvx}</td><td>${esc(PROD[x.p].mfr)}</td><td>${esc(x.lot)}</td><td>${esc(x.prov)}</td></tr>`).join('')}</table>`;
  if (st.cols === 'trade')
    return `<table class="dt"><tr><th>Date given</th><th>Trade name</th><th>Manufacturer</th><th>Lot</th><th>Provider organization</th><th>Source</th></tr>
      ${doses.map((x) => `<tr><td>${d(x.date)}</td><td>${esc(PROD[x.p].trade)}</td><td>${esc(PROD[x.p].mfr)}</td><td>${esc(x.lot)}</td><td>${esc(x.prov)}</td><td>${x.hist ? 'Historical' : 'Administered'}</td></tr>`).join('')}</table>`;
  return `<table class="dt"><tr><th>Vaccination date</th><th>Vaccine</th><th>MVX</th><th>Lot #</th><th>Clinic / pharmacy</th><th>Entered</th></tr>
      ${doses.map((x) => `<tr><td>${d(x.date)}</td><td>COVID-19 (${esc(PROD[x.p].trade)})</td><td>${PROD[x.p].mvx}</td><td>${esc(x.lot)}</td><td>${esc(x.prov)}</td><td>${esc(fmt(addDays(x.date, x.lag), 'mil4'))}</td></tr>`).join('')}</table>`;
}

function render(f) {
  const st = f.state;
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, size: '1.08em', ...o });
  const addr = f.toAgency
    ? `${esc(f.toAgency[0])}<br>${esc(f.toAgency[1])}<br>${esc(f.toAgency[2])}`
    : `${esc(f.addrName)}<br>${esc(f.street)}<br>${esc(f.city)}`;
  const salutation = f.toAgency ? `Dear ${esc(f.toAgency[1].split('— ')[1])}:` : `Dear ${esc(f.salName)}:`;
  const whoAsked = f.toAgency
    ? `Your request, made on behalf of the person named above with the signed release you enclosed, was received on ${esc(fmt(f.received, 'long'))}.`
    : `Your request was received on ${esc(fmt(f.received, 'long'))}.`;
  const countLine =
    f.doses.length === 1 ? 'one COVID-19 vaccination' : `${f.doses.length} COVID-19 vaccinations`;
  return page({
    title: 'Immunization record request — reply',
    size: 'letter',
    margin: '0',
    font: FONTS.serif,
    body: `<div class="sheet">
    <div class="lh">${seal({ text: `${st.dept} · OFFICIAL ·`, inner: '✚', color: st.color, size: 74 })}
      <div class="lht"><div class="dp">${esc(st.dept)}</div><div class="pg">${esc(st.prog)}</div>
      <div class="ad">${esc(st.addr)} · Tel ${esc(st.tel)} · Fax ${esc(st.fax)} · ${esc(st.web)}</div></div></div>
    <div class="top">
      <div class="win">${addr}</div>
      <table class="ref"><tr><td>Date</td><td>${esc(fmt(f.letter, 'long'))}</td></tr><tr><td>Request no.</td><td>${esc(f.reqNo)}</td></tr>
        <tr><td>Received</td><td>${esc(fmt(f.received, 'us'))}</td></tr><tr><td>Records requested</td><td>COVID-19 only</td></tr></table></div>
    <div class="re"><b>RE: Immunization record search — ${esc(f.reName)} &nbsp; (DOB ${esc(fmt(f.dob, 'us'))})</b></div>
    <p>${salutation}</p>
    <p>${whoAsked} We searched the ${esc(st.sysLong)} for records matching the name and date of birth above and found one matching person. As requested, ${countLine} on file ${f.doses.length === 1 ? 'is' : 'are'} listed below exactly as the providers reported ${f.doses.length === 1 ? 'it' : 'them'}.</p>
    ${table(f)}
    <p>The registry also holds ${f.otherCount} other immunization${f.otherCount === 1 ? '' : 's'} for this person (for example influenza and Tdap), which are not listed because you asked for COVID-19 vaccines only. If you received a dose that is not shown, please ask the clinic or pharmacy that gave it to report it to ${esc(st.sys)}; we cannot add doses from a personal card.</p>
    <p>This letter is an official copy of the registry record on the date it was printed. Questions: ${esc(st.tel)}, Monday to Friday.</p>
    <div class="sg"><div>Sincerely,<br>${sig(f.clerk[0], { font: f.sig, ink: '#1f2a55', size: '1.9em' })}<br>${esc(f.clerk[0])}<br>${esc(f.clerk[1])}</div>
      <div class="st">${stamp(['OFFICIAL REGISTRY COPY', st.sys, fmt(f.letter, 'mil4')], { color: st.color, rot: -7 })}</div></div>
    <div class="ft">${esc(st.form)} · Printed ${esc(fmt(f.letter, 'us'))} ${esc(f.printTime)} · Page 1 of 1</div>
    <div class="tail"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - returned copy of your request — keep for your records - - - - - - - - - - - - - - - - - - - -</div>
    <div class="rq">
      <div class="rqt">REQUEST FOR IMMUNIZATION RECORD — ${esc(st.sys)}</div>
      <table class="rg"><tr><td style="width:44%"><div class="cp">Name (first, middle, last)</div>${h(f.reqName, { size: '1.15em' })}</td>
        <td style="width:26%"><div class="cp">Other names used</div>${h(f.otherNames)}</td><td><div class="cp">Date of birth</div>${h(fmt(f.dob, f.wds))}</td></tr>
        <tr><td><div class="cp">Phone</div>${h(f.tel)}</td><td colspan="2"><div class="cp">Send to</div>${h(f.toAgency ? f.toAgency[0] + ' (fax)' : 'my home address', { size: '0.98em' })}</td></tr></table>
      <div class="rl">Records wanted: ${bx(false, f.ink, f.font)}complete record &nbsp; ${bx(true, f.ink, f.font)}COVID-19 vaccines only &nbsp; ${bx(false, f.ink, f.font)}school / child-care certificate &nbsp;&nbsp; </div>
      <div class="rl">Purpose of request: ${h(f.purpose)}</div>
      <div class="rl">Signature ${sig(f.sigName, { font: f.psig, ink: f.ink, size: '1.5em' })} &nbsp; Date ${h(fmt(f.reqSigned, f.wds))}</div>
      <div class="ou">OFFICE USE — matched ${bx(true, '#333', f.ofont)} &nbsp; ${f.toAgency ? 'faxed' : 'mailed'} ${hand(fmt(f.letter, 'us_short'), { font: f.ofont, ink: '#444', size: '1em' })} &nbsp; by ${hand(f.clerkIni, { font: f.ofont, ink: '#444', size: '1em' })}</div>
    </div></div>
  </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.45in 0.65in; position:relative; font-size:10.3pt; line-height:1.32; }
    .lh { display:flex; gap:12px; align-items:center; border-bottom:2px solid ${st.color}; padding-bottom:5px; }
    .dp { font-family:${FONTS.sans}; font-weight:bold; font-size:12.5pt; color:${st.color}; letter-spacing:0.5px; }
    .pg { font-family:${FONTS.sans}; font-size:10pt; } .ad { font-family:${FONTS.sans}; font-size:7.6pt; color:#444; }
    .top { display:flex; justify-content:space-between; margin-top:14px; }
    .win { font-family:${FONTS.sans}; font-size:10pt; line-height:1.3; margin-top:8px; }
    .ref td { font-family:${FONTS.sans}; font-size:8.8pt; padding:1px 6px; } .ref td:first-child { color:#555; }
    .re { margin:12px 0 4px; }
    p { margin:6px 0; }
    .dt { width:100%; margin:6px 0 8px; font-family:${FONTS.sans}; font-size:8.3pt; }
    .dt th { background:#e6e6e6; border:0.8px solid #555; padding:3px; text-align:left; font-size:7.8pt; }
    .dt td { border:0.8px solid #555; padding:3px; }
    .sg { display:flex; justify-content:space-between; align-items:flex-end; margin-top:4px; line-height:1.2; }
    .st { margin-right:0.4in; }
    .ft { font-family:${FONTS.sans}; font-size:7pt; color:#666; margin-top:8px; }
    .tail { position:absolute; left:0.65in; right:0.65in; bottom:0.45in; }
    .cut { font-family:${FONTS.sans}; font-size:7.4pt; color:#555; margin:10px 0 6px; white-space:nowrap; overflow:hidden; }
    .rq { font-family:${FONTS.sans}; font-size:8.6pt; border:1px solid #666; padding:5px 8px; }
    .rqt { font-weight:bold; font-size:9pt; margin-bottom:3px; }
    .rg { width:100%; } .rg td { border:0.8px solid #777; padding:1px 5px 2px; height:0.4in; vertical-align:top; }
    .cp { font-size:6.4pt; color:#555; text-transform:uppercase; }
    .rl { margin:5px 0; white-space:nowrap; }
    .ou { font-size:7.6pt; color:#444; border-top:1px dashed #888; padding-top:3px; }
    .bx { display:inline-block; width:10px; height:10px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin-right:3px; }
    .bx .mk { position:absolute; left:1px; top:-2px; font-size:12px; line-height:12px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const states = rng.shuffle(STATES);
  let n = 0;
  const dose = (p, date, o = {}) => ({
    p,
    date,
    lot: p.startsWith('pfizer')
      ? `${rng.letters(2)}${rng.digits(4)}`
      : p.startsWith('moderna')
        ? `0${rng.digits(2)}${rng.letters(1)}${rng.digits(2)}A`
        : `20${rng.digits(4)}`,
    prov: rng.pick(PROVIDERS),
    lag: rng.int(1, 9),
    hist: false,
    ...o,
  });
  const mk = (p, doses, o = {}) => {
    const state = states[n++ % states.length];
    const mi = p.middle ? ` ${p.middle[0]}` : '';
    const received = addDays('2026-10-12', rng.int(0, 25));
    const clerk = rng.pick(CLERKS);
    return {
      state,
      doses,
      dob: p.dob,
      addrName: `${p.first}${mi} ${p.last}`.toUpperCase(),
      salName: `${p.first} ${p.last}`,
      street:
        `${rng.int(100, 9899)} ${rng.pick(['Larkspur Ave', 'Sycamore Ln', 'Pioneer Way', 'Tamarack Dr'])}${rng.chance(0.4) ? ` Apt ${rng.int(1, 40)}` : ''}`.toUpperCase(),
      city: rng.pick(state.homes),
      reName: `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${mi.toUpperCase()}`,
      reqName: `${p.first}${p.middle ? ' ' + p.middle : ''} ${p.last}`,
      sigName: `${p.first} ${p.last}`,
      otherNames: rng.pick(['—', 'none', '']),
      tel: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      purpose: rng.pick(['employment', 'job — travel RN contract', 'new job (hospital)']),
      received,
      reqSigned: addDays(received, -rng.int(2, 8)),
      letter: addDays(received, rng.int(3, 12)),
      reqNo: `${state.sys.split('-')[0].toUpperCase()}-RR-26-${rng.digits(5)}`,
      printTime: `${rng.int(8, 16)}:${rng.pick(['04', '17', '32', '48'])}`,
      otherCount: rng.int(3, 14),
      clerk,
      clerkIni: clerk[0]
        .split(' ')
        .map((w) => w[0])
        .join(''),
      font: rng.pick(PENS),
      ofont: rng.pick(PENS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      psig: rng.pick(SIGS),
      wds: rng.pick(['us_short', 'us_nz', 'us']),
      toAgency: null,
      ...o,
    };
  };
  const out = [];
  const ddata = (doses) => {
    const o = { record_type: 'immunization_record' };
    doses.forEach((d, i) => {
      o[`doses.${i}.date`] = d.date;
      o[`doses.${i}.manufacturer`] = MFR[d.p];
    });
    return o;
  };
  const gap = (a, b) => Math.round((new Date(b) - new Date(a)) / 864e5);

  // 1 — Pfizer x2 and a 2023-2024 formula booster, mailed to the worker (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-03-08', rng.int(0, 70));
    const d2 = addDays(d1, rng.int(21, 30));
    const b = addDays('2023-09-20', rng.int(0, 60));
    const doses = [dose('pfizer', d1), dose('pfizer', d2), dose('pfizer2023', b)];
    const f = mk(p, doses);
    out.push({
      key: 'pfizer-two-doses-and-updated-formula-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...ddata(doses), 'doses.2.kind': 'booster', ...personData() },
      note: `${f.state.sys} reply listing Pfizer-BioNTech ${d1} and ${d2} (${gap(d1, d2)} days apart) and a 2023-2024 formula Pfizer dose ${b} (a booster after the complete primary series), ${f.state.order === 'desc' ? 'newest first' : 'oldest first'}; the letter date (${f.letter}), date received (${f.received}), the request signature date and the "Entered" column are not doses`,
    });
  }

  // 2 — Moderna x2, sent to the staffing agency's credentialing contact (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-02-01', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(28, 40));
    const doses = [dose('moderna', d1), dose('moderna', d2)];
    const ag = rng.pick(AGENCY);
    const f = mk(p, doses, { toAgency: ag, purpose: 'employment — release to agency' });
    out.push({
      key: 'moderna-two-doses-letter-to-agency-contact',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: { ...ddata(doses), ...personData() },
      note: `the letter is addressed to the agency contact (${ag[1]}), who is not the vaccinated person; the person is named in the "RE:" line (surname first) and on the returned request form; Moderna ${d1} and ${d2}, ${gap(d1, d2)} days apart`,
    });
  }

  // 3 — Janssen single dose and a Moderna 2024-2025 booster (scanned PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-04-05', rng.int(0, 100));
    const b = addDays('2024-09-15', rng.int(0, 60));
    const doses = [dose('janssen', d1), dose('moderna2024', b)];
    const f = mk(p, doses);
    out.push({
      key: 'janssen-single-dose-with-moderna-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination'],
      data: { ...ddata(doses), 'doses.1.kind': 'booster', ...personData() },
      note: `one Janssen dose ${d1} is a complete primary series; the Moderna 2024-2025 formula dose ${b} is a booster (an mRNA booster after Janssen is accepted, per this corpus's reading)`,
    });
  }

  // 4 — only one Moderna dose on file (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-05-03', rng.int(0, 120));
    const doses = [dose('moderna', d1)];
    const f = mk(p, doses);
    out.push({
      key: 'one-moderna-dose-on-file',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['not enough doses'],
      data: { ...ddata(doses), ...personData() },
      note: `the registry reply lists a single Moderna dose ${d1}; the letter's advice to have a missing dose reported does not add one; Moderna needs two doses for a complete primary series`,
    });
  }

  // 5 — Pfizer then Moderna as the two primary doses (text PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-04-12', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(30, 42));
    const doses = [dose('pfizer', d1), dose('moderna', d2)];
    const f = mk(p, doses);
    out.push({
      key: 'pfizer-then-moderna-primary-series',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported dose combination'],
      data: { ...ddata(doses) },
      note: `dose 1 Pfizer-BioNTech ${d1}, dose 2 Moderna ${d2} (${gap(d1, d2)} days apart), no other COVID-19 dose: the two primary doses are of different products, which this corpus reads as an unsupported dose combination`,
    });
  }

  // 6 — Moderna dose 2 only 22 days after dose 1 (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-03-01', rng.int(0, 100));
    const d2 = addDays(d1, 22);
    const doses = [dose('moderna', d1), dose('moderna', d2)];
    const f = mk(p, doses);
    out.push({
      key: 'moderna-second-dose-after-22-days',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['insufficient waiting period'],
      data: { ...ddata(doses) },
      note: `Moderna ${d1} and ${d2}: 22 days apart, below Moderna's 28-day minimum less the 4-day grace (24 days)`,
    });
  }
  return out;
}
