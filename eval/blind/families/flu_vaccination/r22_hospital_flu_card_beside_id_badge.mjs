// A hospital's "I got my flu shot" proof card, photographed on a desk beside the worker's hospital ID badge (or
// laid on a copier glass with the badge and copied for the agency, sometimes enlarged). The card: coloured band with
// the hospital and its employee-health department, the season printed in the title, worker category ringed
// (employee / physician-LIP / student / volunteer / agency-contract), name, badge no., unit, date given, product
// ticked among four printed brands or written on an Other line, lot, deltoid L / R ringed, where given ticked among
// the employee-health clinic, the roving cart and "outside — documentation verified" with a place line, given-by
// signature or name stamp with credentials; a perforated badge-services stub with its own "sticker issued" date and
// initials. The badge: hospital band, photo, name with credential, role, contract-staff strip, ID no. with a bar
// code, a "valid thru" date, and the season's round flu sticker (or a yellow MASK tab for staff who declined). A
// declining worker gets the yellow declination-and-masking card instead (reason ticked, signature and date,
// employee-health reviewer). On copies the worker writes a note and the agency stamps its received date.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r22_hospital_flu_card_beside_id_badge',
  split: 'tuning',
  renderings: { photo: 50, scanned_pdf: 15, fax: 15, scan_image: 15, text_pdf: 5 },
  description:
    "Hospital \"I got my flu shot\" proof card photographed on a desk beside the worker's hospital ID badge, or copied with the badge on a copier glass (enlarged, with the worker's note and the agency's received stamp): card band with the hospital and employee-health department, season in the title, worker category ringed, name, badge no., unit, date given, product ticked among printed brands, lot, deltoid L / R ringed, where given ticked (employee-health clinic, roving cart, outside with documentation verified and a place line), given-by signature or name stamp, perforated badge-services stub with its own sticker-issued date; ID badge with photo, name and credential, contract-staff strip, ID no. and bar code, valid-thru date and the season's round flu sticker or a yellow MASK tab; a yellow declination-and-masking card for staff who declined; variants clinic dose with sticker, roving-cart dose with a written-month date and a name stamp, outside pharmacy dose verified by employee health, last season's card and sticker, religious declination with the MASK tab, date given left blank though the sticker was issued",
};

const HOSPITALS = [
  {
    name: 'Mercy Ridge Medical Center',
    short: 'MRMC',
    dept: 'Employee Health & Wellness',
    color: '#c2571a',
    light: '#fde9d9',
    title: 'I GOT MY FLU SHOT!',
    cardForm: 'EHW-FLU-1 (rev 8/2026)',
    stub: 'Badge Services',
  },
  {
    name: 'St. Anselm Regional Health',
    short: 'SARH',
    dept: 'Occupational Health Services',
    color: '#2d6a3e',
    light: '#e2f1e4',
    title: 'FLU FIGHTER',
    cardForm: 'OHS 112 · 2026',
    stub: 'Security / ID Office',
  },
  {
    name: 'Harbor Valley Hospital',
    short: 'HVH',
    dept: 'Team Member Health',
    color: '#1f4f8f',
    light: '#dfe9f7',
    title: 'VACCINATED!',
    cardForm: 'TMH-07 (07/26)',
    stub: 'Badge Office',
  },
];
const BRANDS = ['Flucelvax', 'Fluzone High-Dose', 'Flublok', 'Afluria'];
const EH_STAFF = [
  ['Kemi Amadi', 'RN'],
  ['Gail Fortescue', 'RN, COHN'],
  ['Tobias Renner', 'LPN'],
  ['Priya Venkatesan', 'RN'],
  ['Lorraine Dube', 'NP'],
];
const AGENCIES = [
  'Harborline Nurse Staffing',
  'Keel & Lantern Health Staffing',
  'Bluefield Per Diem',
  'MedBridge Staffing',
];
const UNITS = ['4 West Med/Surg', 'ED', 'Tele 5B', 'ICU float', 'L&D', 'Ortho/Neuro 6'];
const PENS = HANDS.filter((h) => h !== 'Breip');

const rg = (t, on, ink) =>
  on
    ? `<span style="border:1.5px solid ${ink};border-radius:50%;padding:0 3px;white-space:nowrap">${esc(t)}</span>`
    : `<span style="padding:0 3px;white-space:nowrap">${esc(t)}</span>`;
const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">✓</span>` : ''}</span>`;

// the card's form number carries the year the card stock was printed (the season's first year)
const formNo = (f) => {
  const y = String(f.season[0]);
  return f.hosp.cardForm.replace('2026', y).replace('/26)', `/${y.slice(2)})`);
};

const silhouette = `<svg width="100%" height="100%" viewBox="0 0 60 70" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg"><rect width="60" height="70" fill="#b9c0c8"/><circle cx="30" cy="26" r="13" fill="#7d8792"/><path d="M6 70 Q8 44 30 44 Q52 44 54 70 Z" fill="#7d8792"/></svg>`;

function flu(f) {
  const H = f.hosp;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.12em', ...o });
  const v = f.vax;
  const cats = ['Employee', 'Physician / LIP', 'Student', 'Volunteer', 'Agency / Contract'];
  const brands = BRANDS.map((b) => `${bx(v.brand === b, ink, f.font)}${esc(b)}`).join(' ');
  const other = BRANDS.includes(v.brand) ? '' : v.brand;
  const givenBy = v.byStamp
    ? stamp([`${v.by[0].toUpperCase()}, ${v.by[1]}`, H.dept.toUpperCase()], { color: '#5b2a86', rot: -3 })
    : v.by
      ? `${sig(v.by[0], { font: f.sig, ink, size: '1.35em' })} ${h(v.by[1], { size: '0.95em' })}`
      : '';
  return `<div class="card" style="border-color:${H.color}">
    <div class="main">
      <div class="band" style="background:${H.color}">${logo({ initials: H.short.slice(0, 2), color: '#fff', fg: H.color, shape: 'circle', size: 26 })}
        <div><div class="hn">${esc(H.name)}</div><div class="hd">${esc(H.dept)}</div></div></div>
      <div class="ttl" style="color:${H.color}">${esc(H.title)} <span class="sea">${esc(f.seasonLabel)} Influenza Season</span></div>
      <div class="row sm">${cats.map((c) => rg(c, c === f.cat, ink)).join(' ')}</div>
      <div class="row"><span class="lb">Name</span><span class="ul fl">${h(f.nameWritten)}</span></div>
      <div class="row"><span class="lb">Badge / Emp #</span><span class="ul w1">${h(f.badgeNo)}</span><span class="lb">Unit</span><span class="ul fl">${h(f.unit, { size: '1em' })}</span></div>
      <div class="row"><span class="lb">Date given</span><span class="ul w1">${v.date ? h(fmt(v.date, f.ds)) : ''}</span><span class="lb">Lot #</span><span class="ul fl">${h(v.lot)}</span></div>
      <div class="row sm">Vaccine: ${brands}</div>
      <div class="row sm">${bx(!!other, ink, f.font)}Other <span class="ul w0">${h(other, { size: '1.1em' })}</span> &nbsp; Deltoid ${rg('L', v.site === 'L', ink)} ${rg('R', v.site === 'R', ink)}</div>
      <div class="row sm">Given at: ${bx(v.where === 'clinic', ink, f.font)}${esc(H.short)} EH clinic ${bx(v.where === 'cart', ink, f.font)}Roving cart ${bx(v.where === 'outside', ink, f.font)}Outside (documentation verified)</div>
      <div class="row"><span class="lb">Outside: where</span><span class="ul fl">${h(v.place || '', { size: '1em' })}</span></div>
      <div class="row gb"><span class="lb">${v.where === 'outside' ? 'Given by / verified by' : 'Given by'}</span><span class="ul fl">${givenBy} ${v.verifier ? `&nbsp;/ ${sig(v.verifier[0], { font: f.sig, ink, size: '1.25em' })} ${h(v.verifier[1], { size: '0.9em' })}` : ''}</span></div>
      <div class="fine">Keep this card as proof of vaccination. Present it to ${esc(H.stub)} for your ${esc(f.seasonShort)} badge sticker. ${esc(formNo(f))}</div>
    </div>
    <div class="stub" style="background:${H.light}">
      <div class="stt">${esc(H.stub.toUpperCase())}</div>
      <div class="sl">${esc(f.seasonShort)} sticker issued</div>
      <div class="sv">${f.stickerDate ? h(fmt(f.stickerDate, 'us_short'), { size: '1em' }) : ''}</div>
      <div class="sl">by</div><div class="sv">${h(f.stickerBy, { size: '1em' })}</div>
      <div class="sl">ID scanned</div><div class="sv">${f.stickerDate ? h('✓', { size: '1.1em' }) : ''}</div>
    </div>
  </div>`;
}

function mask(f) {
  const H = f.hosp;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.1em', ...o });
  const d = f.decl;
  const reasons = [
    ['medical', 'Medical contraindication (provider documentation on file)'],
    ['religious', 'Religious belief'],
    ['personal', 'Personal / other reason'],
  ];
  return `<div class="card mk" style="border-color:#b58b00">
    <div class="main" style="background:#fff6c9">
      <div class="band" style="background:#b58b00">${logo({ initials: H.short.slice(0, 2), color: '#fff', fg: '#b58b00', shape: 'circle', size: 26 })}
        <div><div class="hn">${esc(H.name)}</div><div class="hd">${esc(H.dept)}</div></div></div>
      <div class="ttl" style="color:#7a5c00;font-size:10.5pt">INFLUENZA VACCINE DECLINATION &amp; MASKING ACKNOWLEDGEMENT <span class="sea">${esc(f.seasonLabel)}</span></div>
      <div class="row"><span class="lb">Name</span><span class="ul fl">${h(f.nameWritten)}</span><span class="lb">Badge #</span><span class="ul w1">${h(f.badgeNo)}</span></div>
      <div class="row sm" style="white-space:normal">I decline influenza vaccination for this season for the reason checked below. I understand I must wear a surgical mask in patient-care areas while the health officer's flu-season masking order is in effect.</div>
      ${reasons.map(([k, t]) => `<div class="row sm">${bx(d.reason === k, ink, f.font)}${esc(t)}</div>`).join('')}
      <div class="row"><span class="lb">Signature</span><span class="ul fl">${sig(f.selfSig, { font: f.esig, ink: '#202020', size: '1.3em' })}</span><span class="lb">Date</span><span class="ul w1">${h(fmt(d.date, f.ds))}</span></div>
      <div class="row"><span class="lb">EH reviewed</span><span class="ul fl">${sig(d.reviewer[0], { font: f.sig, ink, size: '1.2em' })} ${h(d.reviewer[1], { size: '0.9em' })}</span></div>
      <div class="fine">Present to ${esc(H.stub)} for a MASK ${esc(f.seasonShort)} badge tab. ${esc(formNo(f))}-D</div>
    </div>
    <div class="stub" style="background:#fff0a8">
      <div class="stt">${esc(H.stub.toUpperCase())}</div>
      <div class="sl">MASK tab issued</div>
      <div class="sv">${h(fmt(f.stickerDate, 'us_short'), { size: '1em' })}</div>
      <div class="sl">by</div><div class="sv">${h(f.stickerBy, { size: '1em' })}</div>
    </div>
  </div>`;
}

function badge(f, rng) {
  const H = f.hosp;
  const sticker = f.decl
    ? `<div class="mtab">MASK<br><span>${esc(f.seasonShort)}</span></div>`
    : `<div class="fst" style="background:${H.color}">FLU<br>✓<br><span>${esc(f.seasonShort)}</span></div>`;
  return `<div class="badge">
    <div class="bb" style="background:${H.color}">${esc(H.name)}</div>
    <div class="ph">${silhouette}</div>
    <div class="bn">${esc(f.badgeName)}</div>
    <div class="bc">${esc(f.cred)}</div>
    <div class="br">${esc(f.role)}</div>
    <div class="cs">CONTRACT STAFF · ${esc(f.agency.toUpperCase())}</div>
    <div class="bid">ID ${esc(f.badgeNo)}</div>
    <div class="bcd">${barcode(rng, { width: 150, height: 20 })}</div>
    <div class="bv">Valid thru ${esc(fmt(f.badgeThru, 'us'))}</div>
    ${sticker}
  </div>`;
}

const CSS = `
  .card { width:4.75in; height:3.15in; display:flex; border:2px solid; border-radius:6px; background:#fff; overflow:hidden; box-shadow:1px 2px 5px rgba(0,0,0,.35); font-size:8.2pt; }
  .main { flex:1; min-width:0; overflow:hidden; padding:0 0 4px; }
  .band { color:#fff; display:flex; gap:6px; align-items:center; padding:3px 7px; }
  .hn { font-weight:bold; font-size:9pt; } .hd { font-size:7pt; }
  .ttl { font-weight:900; font-size:13pt; padding:2px 7px 0; font-family:${FONTS.lato}; }
  .sea { font-size:8pt; font-weight:bold; color:#222; }
  .row { display:flex; align-items:flex-end; gap:3px; padding:0 7px; margin-top:4px; white-space:nowrap; }
  .row.sm { font-size:7.4pt; }
  .lb { font-size:7.2pt; color:#333; }
  .ul { border-bottom:0.8px solid #444; min-height:14px; padding:0 2px; display:inline-block; }
  .fl { flex:1; } .w1 { min-width:0.95in; } .w0 { min-width:0.6in; }
  .gb { min-height:24px; }
  .fine { font-size:6.1pt; color:#444; padding:3px 7px 0; }
  .bx { display:inline-block; width:9px; height:9px; border:1px solid #222; position:relative; vertical-align:-1px; margin:0 2px 0 3px; }
  .bx .mk { position:absolute; left:0; top:-4px; font-size:12px; line-height:12px; }
  .stub { width:0.78in; border-left:1.5px dashed #777; padding:5px 4px; font-size:6.4pt; text-align:center; }
  .stt { font-weight:bold; font-size:6.4pt; margin-bottom:6px; }
  .sl { color:#333; margin-top:6px; } .sv { min-height:14px; border-bottom:0.7px solid #555; }
  .badge { width:2.1in; height:3.4in; border-radius:9px; background:#fbfbfb; border:1px solid #aaa; box-shadow:1px 2px 5px rgba(0,0,0,.4); position:relative; overflow:hidden; text-align:center; font-size:7pt; }
  .bb { color:#fff; font-weight:bold; font-size:8.2pt; padding:6px 4px; }
  .ph { width:1.05in; height:1.2in; margin:6px auto 3px; border:1px solid #888; overflow:hidden; }
  .bn { font-weight:bold; font-size:11.5pt; line-height:1.1; padding:0 4px; }
  .bc { font-weight:bold; font-size:10pt; color:#333; }
  .br { font-size:7.4pt; color:#333; }
  .cs { background:#222; color:#fff; font-size:6.4pt; font-weight:bold; padding:2px 0; margin-top:4px; letter-spacing:0.3px; }
  .bid { font-family:${FONTS.mono}; font-size:8pt; margin-top:3px; }
  .bcd { margin-top:1px; } .bv { font-size:6.4pt; color:#333; }
  .fst { position:absolute; top:0.4in; right:0.08in; width:0.56in; height:0.56in; border-radius:50%; color:#fff; font-weight:900; font-size:8pt; line-height:1.02; padding-top:6px; border:2px solid #fff; box-shadow:0 0 0 1px #666; }
  .fst span, .mtab span { font-size:6.6pt; }
  .mtab { position:absolute; top:0.42in; right:0; width:0.5in; background:#f4c400; color:#222; font-weight:900; font-size:8pt; padding:4px 0; border:1px solid #8a6d00; }`;

function render(f, rng) {
  const item = f.decl ? mask(f) : flu(f);
  if (f.layout === 'desk') {
    return page({
      title: 'Flu card and badge',
      size: '7.6in 5in',
      margin: '0',
      bg: f.desk,
      body: `<div class="desk">
        <div style="position:absolute;left:0.25in;top:0.6in;transform:rotate(${f.rot1}deg)">${item}</div>
        <div style="position:absolute;left:5.25in;top:0.55in;transform:rotate(${f.rot2}deg)">${badge(f, rng)}</div>
      </div>`,
      css: `${CSS} .desk { position:relative; width:7.6in; height:5in; }`,
    });
  }
  // copier glass: the card above the badge on a letter page, enlarged; the worker's note and the agency stamp beside
  return page({
    title: 'Copy — flu card and badge',
    size: 'letter',
    margin: '0',
    body: `<div class="sheet">
      <div style="position:absolute;left:${(0.3 / f.zoom).toFixed(3)}in;top:${(0.35 / f.zoom).toFixed(3)}in;zoom:${f.zoom};transform:rotate(${f.rot1}deg)">${item}</div>
      <div style="position:absolute;left:${(0.45 / f.zoom).toFixed(3)}in;top:${((0.55 + 3.15 * f.zoom) / f.zoom).toFixed(3)}in;zoom:${f.zoom};transform:rotate(${f.rot2}deg)">${badge(f, rng)}</div>
      <div class="note">${hand(f.note, { font: f.nfont, ink: '#14213d', size: '1.35em', rot: -1.5 })}</div>
      <div class="rcv">${stamp([`${f.agency.toUpperCase()}`, 'RECEIVED', fmt(f.received, 'mil4'), 'CREDENTIALING'], { color: '#8a1c1c', rot: -5 })}</div>
      <div class="enl">ENLARGED ${Math.round(f.zoom * 100)}%</div>
    </div>`,
    css: `${CSS}
      .sheet { width:8.5in; height:10.9in; position:relative; background:#fff; overflow:hidden; }
      .note { position:absolute; left:4.1in; top:6.2in; width:3.9in; }
      .rcv { position:absolute; left:4.6in; top:8.1in; }
      .enl { position:absolute; right:0.4in; bottom:0.3in; font-family:${FONTS.mono}; font-size:8pt; color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const hosps = rng.shuffle(HOSPITALS);
  let n = 0;
  const lot = () => `${rng.letters(2)}${rng.digits(4)}${rng.pick(['', 'A', 'B'])}`;
  const mk = (p, o = {}) => {
    const hosp = hosps[n++ % hosps.length];
    const season = o.season || [2026, 2027];
    const agency = rng.pick(AGENCIES);
    const cred = rng.pick(['RN', 'RN', 'LPN', 'CNA', 'RT']);
    const f = {
      hosp,
      season,
      seasonLabel: rng.chance(0.5)
        ? `${season[0]}–${season[1]}`
        : `${season[0]}-${String(season[1]).slice(2)}`,
      seasonShort: `${String(season[0]).slice(2)}-${String(season[1]).slice(2)}`,
      cat: 'Agency / Contract',
      nameWritten: rng.pick([
        `${p.last}, ${p.first}`,
        `${p.first} ${p.last}`,
        `${p.first} ${p.middle ? p.middle[0] + '. ' : ''}${p.last}`,
      ]),
      badgeName: `${p.nick && rng.chance(0.4) ? p.nick : p.first} ${p.last}`,
      cred,
      role: cred === 'RT' ? 'Respiratory Therapy' : `Nursing — ${rng.pick(UNITS)}`,
      agency,
      badgeNo: `${rng.int(1, 9)}${rng.digits(6)}`,
      badgeThru: `${season[1] + rng.int(0, 1)}-06-30`,
      unit: rng.pick(UNITS),
      font: rng.pick(PENS),
      nfont: rng.pick(PENS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      esig: rng.pick(SIGS),
      selfSig: `${p.first} ${p.last}`,
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      stickerBy: rng.pick(['DW', 'jm', 'T.R.', 'AC']),
      rot1: rng.float(-2.5, 2.5).toFixed(1),
      rot2: rng.float(-3, 5).toFixed(1),
      desk: rng.pick(['#7b5e44', '#9a8570', '#5d6166', '#c8c1b2']),
      zoom: rng.pick([1.3, 1.35, 1.4]),
      decl: null,
      ...o,
    };
    f.note =
      f.note || `Flu shot ${season[0]} — ${p.first} ${p.last}, ${cred}. Card + badge copy for my file.`;
    f.received = f.received || addDays('2026-11-02', rng.int(0, 14));
    return f;
  };
  const out = [];

  // 1 — employee-health clinic dose, badge with this season's sticker (photo on a desk)
  {
    const p = k.person();
    const date = addDays('2026-09-22', rng.int(0, 40));
    const by = rng.pick(EH_STAFF);
    const brand = rng.pick(BRANDS);
    const f = mk(p, {
      layout: 'desk',
      vax: { date, brand, lot: lot(), site: rng.pick(['L', 'R']), where: 'clinic', by },
      stickerDate: addDays(date, rng.int(0, 6)),
    });
    out.push({
      key: 'eh-clinic-dose-card-beside-badge-sticker',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'photo',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `card for the ${f.seasonLabel} season: ${brand} given ${date} at the ${f.hosp.short} employee-health clinic by ${by[0]}, ${by[1]} (signature with credentials); the stub's sticker-issued date (${f.stickerDate}) and the badge's valid-thru date (${f.badgeThru}) are not vaccinations; neither card nor badge shows a date of birth`,
    });
  }

  // 2 — roving-cart dose, date with a written month, given-by as a name stamp (photo on a desk)
  {
    const p = k.person();
    const date = addDays('2026-10-05', rng.int(0, 35));
    const by = rng.pick(EH_STAFF);
    const brand = rng.pick(BRANDS);
    const f = mk(p, {
      layout: 'desk',
      ds: rng.pick(['mon', 'long']),
      vax: { date, brand, lot: lot(), site: rng.pick(['L', 'R']), where: 'cart', by, byStamp: true },
      stickerDate: addDays(date, rng.int(1, 9)),
    });
    out.push({
      key: 'roving-cart-dose-month-written-name-stamp',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'photo',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `roving cart ticked; date given written "${fmt(date, f.ds)}"; given by as a purple name stamp (${by[0]}, ${by[1]}, ${f.hosp.dept}) without a signature — a named vaccinator and facility, read as the administrator; the badge shows ${f.badgeName}${f.badgeName.split(' ')[0] !== p.first ? ' (a nickname of the first name)' : ''}`,
    });
  }

  // 3 — outside pharmacy dose verified by employee health (copier, scanned PDF)
  {
    const p = k.person();
    const date = addDays('2026-09-05', rng.int(0, 45));
    const pharm = rng.pick(['Bellwether Pharmacy #212', 'Larkspur Ave Drug', 'Harmon Blvd Pharmacy #221']);
    const rph = rng.pick([
      ['Dana Lam', 'PharmD'],
      ['Victor Osei-Bonsu', 'RPh'],
    ]);
    const verifier = rng.pick(EH_STAFF);
    const brand = rng.pick(['Fluzone High-Dose', 'Flucelvax', 'Fluarix']);
    const f = mk(p, {
      layout: 'copier',
      vax: {
        date,
        brand,
        lot: lot(),
        site: rng.pick(['L', 'R']),
        where: 'outside',
        place: `${pharm} — ${rph[0]}, ${rph[1]}`,
        by: null,
        verifier,
      },
      stickerDate: addDays(date, rng.int(6, 20)),
    });
    out.push({
      key: 'outside-pharmacy-dose-verified-by-eh',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'scanned_pdf',
      issues: [],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData('match', 'not_present') },
      note: `"Outside — documentation verified" ticked; the place line names ${pharm} and its pharmacist (${rph[0]}, ${rph[1]}), read as the administrator; the employee-health nurse's signature (${verifier[0]}) verifies the documentation; the copy's RECEIVED stamp (${f.received}), the worker's note and the sticker-issued date (${f.stickerDate}) are not vaccination dates; record_type left out (a hospital card recording a pharmacy dose)`,
    });
  }

  // 4 — last season's card with last season's sticker (photo on a desk)
  {
    const p = k.person();
    const date = addDays('2025-10-01', rng.int(0, 40));
    const by = rng.pick(EH_STAFF);
    const f = mk(p, {
      layout: 'desk',
      season: [2025, 2026],
      vax: { date, brand: rng.pick(BRANDS), lot: lot(), site: rng.pick(['L', 'R']), where: 'clinic', by },
      stickerDate: addDays(date, rng.int(0, 5)),
      badgeThru: `2027-06-30`,
    });
    out.push({
      key: 'last-seasons-card-and-sticker',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'photo',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': date, ...personData('match', 'not_present') },
      note: `the card is printed for the ${f.seasonLabel} season and the dose was given ${date}; the badge's round sticker reads ${f.seasonShort}; the badge itself is valid through 2027-06-30, which is not a vaccination; no 2026-2027 dose is shown`,
    });
  }

  // 5 — religious declination with the MASK tab (copier, fax)
  {
    const p = k.person();
    const date = addDays('2026-10-01', rng.int(0, 30));
    const rev = rng.pick(EH_STAFF);
    const f = mk(p, {
      layout: 'copier',
      decl: { reason: 'religious', date, reviewer: rev },
      stickerDate: addDays(date, rng.int(0, 4)),
      note: `Flu declination — ${p.first} ${p.last}. I wear a mask per policy.`,
    });
    out.push({
      key: 'religious-declination-mask-tab',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'fax',
      issues: ['declination not allowed'],
      data: {
        record_type: 'declination',
        'declination.reason': 'religious',
        'declination.date': date,
        ...personData('match', 'not_present'),
      },
      note: `yellow declination and masking card for ${f.seasonLabel}: "Religious belief" ticked, signed and dated ${date}, reviewed by employee health; the badge carries a MASK tab instead of a flu sticker; declinations are not allowed by default`,
    });
  }

  // 6 — date given left blank, though the badge sticker was issued (copier, flatbed scan image)
  {
    const p = k.person();
    const by = rng.pick(EH_STAFF);
    const stick = addDays('2026-10-12', rng.int(0, 25));
    const f = mk(p, {
      layout: 'copier',
      vax: { date: null, brand: rng.pick(BRANDS), lot: lot(), site: rng.pick(['L', 'R']), where: 'cart', by },
      stickerDate: stick,
    });
    out.push({
      key: 'date-given-blank-sticker-issued',
      person: requestPerson(p),
      html: render(f, rng),
      rendering: 'scan_image',
      issues: ['missing vaccination date'],
      data: { 'vaccinations.0.date': null, ...personData('match', 'not_present') },
      note: `the card's "Date given" line is empty although product, lot, site, roving cart and the vaccinator's signature (${by[0]}) are filled in; the badge-services stub's sticker-issued date (${stick}) and the agency's RECEIVED stamp (${f.received}) are not the vaccination date, and the printed season and the ${f.seasonShort} sticker do not supply one`,
    });
  }
  return out;
}
