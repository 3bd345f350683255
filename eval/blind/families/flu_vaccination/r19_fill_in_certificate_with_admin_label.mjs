// A one-page "Certificate of Influenza Immunization" pad form used by retail pharmacies and occupational-health
// clinics, filled in by hand at the counter. Letterhead with a store / clinic number and a form revision line; a
// prose certificate with blanks ("This is to certify that ____, date of birth ____, received ... on the ___ day of
// ______, 20__"), the vaccine presentation ringed by hand among six printed options, route ringed, brand / lot /
// expiry written in, the season written into "20__ – 20__"; a dashed "affix administration label here" box holding
// a printed adhesive label (patient LAST, FIRST M, product line, lot, admin date, filled date, discard-after date, a
// "last flu vaccine here" line, Rx no.) stuck on at a slight angle; immunizer signature, printed name, credential
// ringed among several; a rubber store / clinic stamp partly over the text; a footer with the pad's print date and
// VIS edition. Variants: date in words, label name last-first with a nickname in the prose, previous season's
// date on the label, a late-June dose (last season), date blanks left empty with no label, a spouse's certificate.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r19_fill_in_certificate_with_admin_label',
  split: 'tuning',
  renderings: { photo: 40, fax: 15, scanned_pdf: 15, text_pdf: 30 },
  description:
    'Pharmacy / occupational-health "Certificate of Influenza Immunization" pad form filled in by hand: prose with blanks (name, DOB, "on the 9th day of October, 20 26"), vaccine presentation ringed among six printed options, route ringed, brand / lot / exp. written in, season written into 20__–20__, a printed adhesive administration label stuck in a dashed box (LAST, FIRST M, product line, lot, admin / filled / discard-after dates, last flu vaccine here, Rx no.), immunizer signature, printed name, credential ringed, store stamp over the text, pad print date and VIS edition in the footer; variants date in words, last-first label with a nickname in the prose, last season on the label, a late-June dose, date blanks empty and no label, a spouse\u2019s certificate',
};

const ISSUERS = [
  {
    kind: 'pharmacy',
    name: 'Fernhill Family Pharmacy',
    unit: 'Store #0417',
    addr: '2214 Fernhill Rd, Tacoma, WA 98405',
    tel: '(253) 555-0148',
    color: '#14532d',
    shape: 'cross',
    form: 'Form IMM-C4 (rev. 02/2025)',
    creds: ['RPh', 'PharmD', 'Pharm. intern', 'CPhT-IZ'],
    staff: [
      ['Noreen Castellaw', 'PharmD'],
      ['Victor Amadi', 'RPh'],
    ],
  },
  {
    kind: 'pharmacy',
    name: 'Saddleback Drug & Compounding',
    unit: 'Pharmacy NPI 1902837465',
    addr: '77 Saddleback Way, Mesa, AZ 85201',
    tel: '(480) 555-0191',
    color: '#7c2d12',
    shape: 'circle',
    ini: 'SD',
    form: 'SDC-VAX-11 · 06/24',
    creds: ['RPh', 'PharmD', 'Pharm. intern', 'CPhT-IZ'],
    staff: [
      ['Elena Markopoulos', 'PharmD'],
      ['Gordon Tisdale', 'RPh'],
    ],
  },
  {
    kind: 'clinic',
    name: 'Copperfield Occupational Health Associates',
    unit: 'Employee Health & Travel Clinic',
    addr: '1408 Copperfield Dr, Suite 3, Raleigh, NC 27603',
    tel: '(919) 555-0137',
    color: '#1e3a8a',
    shape: 'shield',
    ini: 'CO',
    form: 'COHA-117 Rev 9/2023',
    creds: ['RN', 'LPN', 'NP', 'MA'],
    staff: [
      ['Bethany Oyler', 'RN'],
      ['Ramon Esquivel', 'LPN'],
    ],
  },
];
const PRODUCTS = [
  {
    label: 'FLUZONE HIGH-DOSE 0.7ML SYR',
    brand: 'Fluzone High-Dose',
    mfr: 'Sanofi',
    opt: 'High-dose',
    ndc: '49281-0126-65',
  },
  { label: 'FLUAD 0.5ML PFS', brand: 'Fluad', mfr: 'Seqirus', opt: 'Adjuvanted', ndc: '70461-0126-03' },
  { label: 'FLUBLOK 0.5ML PFS', brand: 'Flublok', mfr: 'Sanofi', opt: 'Recombinant', ndc: '49281-0726-88' },
  {
    label: 'FLUCELVAX 0.5ML PFS',
    brand: 'Flucelvax',
    mfr: 'Seqirus',
    opt: 'Cell-culture',
    ndc: '70461-0626-03',
  },
  {
    label: 'AFLURIA 0.5ML PFS',
    brand: 'Afluria',
    mfr: 'Seqirus',
    opt: 'Standard-dose',
    ndc: '33332-0126-03',
  },
  { label: 'FLUARIX 0.5ML PFS', brand: 'Fluarix', mfr: 'GSK', opt: 'Standard-dose', ndc: '58160-0826-52' },
];
const OPTS = ['Standard-dose', 'High-dose', 'Adjuvanted', 'Recombinant', 'Cell-culture', 'Nasal spray'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
  return `${n}${s}`;
}
function rg(text, on, ink) {
  return on
    ? `<span class="rg" style="border-color:${ink}">${esc(text)}</span>`
    : `<span class="op">${esc(text)}</span>`;
}

function label(f) {
  if (!f.label)
    return `<div class="affix"><div class="affixt">AFFIX VACCINE ADMINISTRATION LABEL HERE</div></div>`;
  const L = f.label;
  return `<div class="affix"><div class="affixt">AFFIX VACCINE ADMINISTRATION LABEL HERE</div>
    <div class="lbl" style="transform:rotate(${f.labelRot}deg)">
      <div class="l1"><b>${esc(f.iss.name.toUpperCase())}</b> ${esc(f.iss.tel)}</div>
      <div class="l1">${f.iss.kind === 'clinic' ? 'VISIT#' : 'RX#'} ${esc(L.rx)} &nbsp;&nbsp; ${f.iss.kind === 'clinic' ? 'Printed' : 'Filled'}: ${esc(fmt(L.filled, 'us'))}</div>
      <div class="l2">${esc(L.patient)}</div>
      <div class="l1">${esc(L.product)} &nbsp; NDC ${esc(L.ndc)}</div>
      <div class="l1">QTY 1 EA &nbsp; LOT ${esc(L.lot)} &nbsp; EXP ${esc(fmt(L.exp, 'us'))}</div>
      <div class="l1">ADMIN ${esc(fmt(L.admin, 'us'))} ${esc(L.time)} &nbsp; ${esc(L.site)} &nbsp; BY ${esc(L.by)}</div>
      ${L.last ? `<div class="l1">LAST FLU VACCINE HERE: ${esc(fmt(L.last, 'us'))}</div>` : ''}
      <div class="l3">DISCARD AFTER ${esc(fmt(L.discard, 'us'))} · KEEP FOR YOUR RECORDS</div>
    </div></div>`;
}

function render(f) {
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, size: '1.2em', ...o });
  const iss = f.iss;
  const dayTxt = f.date ? ordinal(Number(f.date.slice(8, 10))) : '';
  const monTxt = f.date ? MONTHS[Number(f.date.slice(5, 7)) - 1] : '';
  const yrTxt = f.date ? f.date.slice(2, 4) : '';
  const st = stamp(f.stampLines, { color: f.stampColor, rot: f.stampRot, font: FONTS.sans });
  return page({
    title: 'Certificate of Influenza Immunization',
    size: 'letter',
    margin: '0',
    font: iss.kind === 'clinic' ? FONTS.caladea : FONTS.open,
    body: `<div class="sheet">
      <div class="lh"><div>${logo({ initials: iss.ini || 'FF', color: iss.color, shape: iss.shape, size: 46 })}</div>
        <div class="lt"><div class="an">${esc(iss.name)}</div><div class="au">${esc(iss.unit)}</div><div class="aa">${esc(iss.addr)} · Tel ${esc(iss.tel)}</div></div>
        <div class="fr">${esc(iss.form)}<br>No. ${esc(f.serial)}</div></div>
      <div class="ti">CERTIFICATE OF INFLUENZA IMMUNIZATION</div>
      <div class="st">Give this copy to the patient · Employers and schools may accept this certificate as proof of vaccination</div>
      <div class="prose">
        <p>This is to certify that <span class="bl w3">${h(f.nameProse, { size: '1.35em' })}</span>,
        date of birth <span class="bl w2">${h(f.dobTxt)}</span>, received one dose of seasonal influenza vaccine at this
        location on the <span class="bl w1">${h(dayTxt)}</span> day of <span class="bl w2">${h(monTxt)}</span>, 20<span class="bl w0">${h(yrTxt)}</span>.</p>
        <p>Presentation <span class="sm">(ring one)</span>: ${OPTS.map((o) => rg(o, o === f.prod.opt, f.ink)).join(' &nbsp;')}</p>
        <p>Route <span class="sm">(ring one)</span>: ${rg('Intramuscular', true, f.ink)} &nbsp; ${rg('Intranasal', false, f.ink)} &nbsp;&nbsp; Site: <span class="bl w1">${h(f.site)}</span></p>
        <p>Brand / manufacturer <span class="bl w3b">${h(`${f.prod.brand} — ${f.prod.mfr}`)}</span> Lot no. <span class="bl w1b">${h(f.lot)}</span> Exp. <span class="bl w1">${h(f.lotExpTxt, { size: '1em' })}</span></p>
        <p>This dose is for the 20<span class="bl w0">${h(f.seasonA)}</span> – 20<span class="bl w0">${h(f.seasonB)}</span> influenza season. Vaccine Information Statement given
        (edition <span class="bl w1">${h(f.vis, { size: '1em' })}</span>).</p>
      </div>
      <div class="mid">
        ${label(f)}
        <div class="signs">
          <div class="srow"><span class="cap">Immunizer signature</span><span class="bl w4">${f.signed ? sig(f.immName, { font: f.sig, ink: f.ink, size: '1.9em' }) : ''}</span></div>
          <div class="srow"><span class="cap">Printed name</span><span class="bl w4">${h(f.immName)}</span></div>
          <div class="srow"><span class="cap">Credential</span> ${iss.creds.map((c) => rg(c, c === f.immCred, f.ink)).join(' ')}</div>
          <div class="srow"><span class="cap">Date signed</span><span class="bl w2">${h(f.dateSignedTxt)}</span></div>
          <div class="stp">${st}</div>
        </div>
      </div>
      <div class="note"><b>Next season:</b> influenza vaccine is recommended every year. Ask about other vaccines you may be due for
        (Tdap, shingles, pneumococcal, COVID-19). ${f.tdapLine ? `<br>${h(f.tdapLine, { size: '1em' })}` : ''}</div>
      <div class="foot">${esc(iss.form)} · pad printed ${esc(fmt(f.padPrinted, 'mon_yyyy'))} · white: patient · yellow: store file</div>
    </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.55in 0.65in; position:relative; font-size:11pt; ${f.xerox ? 'filter:grayscale(1) contrast(1.15);' : ''} }
    .lh { display:flex; align-items:center; gap:12px; border-bottom:3px double ${iss.color}; padding-bottom:6px; }
    .lt { flex:1; } .an { font-size:16pt; font-weight:bold; color:${iss.color}; } .au { font-size:9.5pt; font-weight:bold; color:#333; }
    .aa { font-size:8.8pt; color:#444; } .fr { font-size:8pt; color:#555; text-align:right; }
    .ti { text-align:center; font-size:17pt; font-weight:bold; letter-spacing:1.5px; margin-top:18px; color:${iss.color}; }
    .st { text-align:center; font-size:8.6pt; color:#555; font-style:italic; margin-bottom:10px; }
    .prose p { line-height:2.25; margin:6px 0; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; text-align:center; line-height:1.3; vertical-align:baseline; min-height:1.3em; }
    .w0 { width:0.45in; } .w1 { width:1.0in; } .w2 { width:1.6in; } .w3 { width:2.6in; } .w4 { width:2.5in; } .w3b { width:2.1in; } .w1b { width:1.2in; }
    .sm { font-size:8.5pt; color:#555; }
    .rg { display:inline-block; border:1.8px solid; border-radius:50%; padding:3px 8px; line-height:1.15; white-space:nowrap; }
    .op { display:inline-block; padding:3px 8px; line-height:1.15; white-space:nowrap; }
    .mid { display:flex; gap:22px; margin-top:12px; align-items:flex-start; }
    .affix { width:3.35in; height:1.75in; border:1.6px dashed #777; position:relative; flex:none; }
    .affixt { position:absolute; top:45%; width:100%; text-align:center; font-size:8pt; color:#999; letter-spacing:1px; }
    .lbl { position:absolute; left:0.08in; top:0.12in; width:3.15in; background:#fffbe6; border:1px solid #d4c98a; box-shadow:1px 2px 3px rgba(0,0,0,0.35); padding:5px 7px; font-family:${FONTS.mono}; font-size:7.6pt; line-height:1.3; color:#111; }
    .lbl .l2 { font-size:9.6pt; font-weight:bold; margin:1px 0; } .lbl .l3 { font-size:6.8pt; margin-top:2px; }
    .signs { flex:1; position:relative; }
    .srow { margin:9px 0; display:flex; align-items:flex-end; gap:7px; }
    .cap { font-size:8.8pt; color:#333; white-space:nowrap; }
    .stp { position:absolute; right:0.2in; top:-0.75in; opacity:0.8; width:max-content; }
    .note { margin-top:26px; font-size:9pt; color:#333; border-top:0.8px solid #bbb; padding-top:6px; }
    .foot { position:absolute; left:0.65in; right:0.65in; bottom:0.4in; font-size:7.6pt; color:#666; border-top:0.6px solid #aaa; padding-top:3px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const lot = () => `${rng.letters(1)}${rng.digits(4)}${rng.pick(['AA', 'AB', 'B', ''])}`;
  const mk = (p, iss, date, o = {}) => {
    const prod = rng.pick(PRODUCTS);
    const [immName, immCred] = rng.pick(iss.staff);
    const l = lot();
    const fmtStyle = rng.pick(['us', 'us_nz', 'us_short']);
    const f = {
      iss,
      prod,
      lot: l,
      date,
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      nameProse: nameAs(p, rng.pick(['full', 'first_mi_last', 'first_last'])),
      dobTxt: fmt(p.dob, fmtStyle),
      site: rng.pick(['L deltoid', 'R deltoid', 'LD', 'RD']),
      lotExp: '2027-06-30',
      lotExpTxt: '06/30/27',
      seasonA: date && date < '2026-07-01' ? '25' : '26',
      seasonB: date && date < '2026-07-01' ? '26' : '27',
      vis: '08/06/2024',
      immName,
      immCred,
      signed: true,
      dateSignedTxt: date ? fmt(date, fmtStyle) : '',
      serial: `${rng.digits(6)}`,
      labelRot: rng.float(-4, 3).toFixed(1),
      stampRot: rng.float(-12, 8).toFixed(1),
      stampColor: rng.pick(['#1f3f9a', '#7a1f2b', '#3b3b8f']),
      stampLines: [
        iss.name.toUpperCase(),
        iss.unit,
        date ? fmt(date, 'mil4') : iss.addr.split(',').slice(-2).join(',').trim(),
      ],
      padPrinted: addDays('2025-05-01', rng.int(0, 300)),
      tdapLine: null,
      xerox: false,
      label: null,
      ...o,
    };
    if (f.labelOn !== false && date) {
      f.label = {
        rx: `${rng.int(6, 8)}${rng.digits(6)}`,
        filled: date,
        patient: nameAs(p, 'LAST_FIRST_MI'),
        product: prod.label,
        ndc: prod.ndc,
        lot: l,
        exp: f.lotExp,
        admin: date,
        time: `${rng.int(9, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        site: f.site.startsWith('L') ? 'IM LT DELT' : 'IM RT DELT',
        by: `${immName.split(' ')[0][0]}. ${immName.split(' ')[1].toUpperCase()} ${immCred}`,
        last: null,
        discard: '2027-06-30',
        ...(o.labelOver || {}),
      };
    }
    return f;
  };
  const [ph1, ph2, clinic] = ISSUERS;

  // 1 — pharmacy certificate photographed, date written in words, label matches
  {
    const p = k.person();
    const date = addDays('2026-09-15', rng.int(0, 45));
    const f = mk(p, rng.pick([ph1, ph2]), date);
    out.push({
      key: 'pharmacy-date-in-words-label-matches',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        'vaccinations.0.lot': f.lot,
        'vaccinations.0.administrator.signature': 'present',
        ...personData('match', 'match'),
      },
      note: `the dose date is written into the prose blanks as "${ordinal(Number(date.slice(8, 10)))} day of ${MONTHS[Number(date.slice(5, 7)) - 1]}, 20${date.slice(2, 4)}" and repeated on the label (ADMIN ${fmt(date, 'us')}); ${f.prod.opt} ringed among six presentations; lot expiry ${f.lotExp}, label discard-after and VIS edition are not doses`,
      rendering: 'photo',
    });
  }

  // 2 — occupational-health clinic copy faxed; label last-first with middle initial, nickname in the prose
  {
    let p = k.person();
    for (let i = 0; i < 10 && !p.nick; i++) p = k.person();
    const date = addDays('2026-10-01', rng.int(0, 35));
    const f = mk(p, clinic, date, { nameProse: nameAs(p, 'nick_last') });
    out.push({
      key: 'clinic-faxed-nickname-prose-label-last-first',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['name mismatch'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'match'),
      },
      note: `the prose names "${f.nameProse}" (a common nickname) and the label "${f.label.patient}"; both are the requested person; dose ${date} by ${f.immName}, ${f.immCred} at an occupational-health clinic`,
      rendering: 'fax',
    });
  }

  // 3 — text PDF; label carries last season's dose at the same store, this season's date in the prose
  {
    const p = k.person();
    const date = addDays('2026-08-24', rng.int(0, 40));
    const last = addDays('2025-09-20', rng.int(0, 40));
    const iss = rng.pick([ph1, ph2]);
    const f = mk(p, iss, date, {
      labelOver: { last, filled: addDays(date, -1) },
      tdapLine: `Tdap on file ${fmt(addDays('2021-03-10', rng.int(0, 500)), 'us_short')}`,
    });
    out.push({
      key: 'label-shows-last-seasons-dose-and-fill-date',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'pharmacy_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'match'),
      },
      note: `this season's dose ${date} (late August/September is inside the July–June season); the label's "LAST FLU VACCINE HERE: ${fmt(last, 'us')}" is last season and does not decide; the label's Filled date ${fmt(addDays(date, -1), 'us')} is the day the syringe was prepared, ADMIN ${fmt(date, 'us')} is the dose`,
      rendering: 'text_pdf',
    });
  }

  // 4 — late-June dose: last season, scanned
  {
    const p = k.person();
    const date = addDays('2026-06-16', rng.int(0, 12));
    const f = mk(p, rng.pick([ph1, ph2]), date, {
      lotExp: '2026-06-30',
      lotExpTxt: '06/30/26',
      labelOver: { discard: '2026-06-30', exp: '2026-06-30' },
    });
    out.push({
      key: 'late-june-dose-last-season',
      person: requestPerson(p),
      html: render(f),
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': date },
      note: `the dose was given ${date}, written as "${ordinal(Number(date.slice(8, 10)))} day of June, 20 26" with the season 20 25 – 20 26; a season runs 1 July – 30 June, so the dose belongs to 2025-2026, not the current 2026-2027 season; only a careful reading of the month shows it`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — date blanks left empty and no label stuck on
  {
    const p = k.person();
    const iss = rng.pick(ISSUERS);
    const f = mk(p, iss, null, {
      stampLines: [iss.name.toUpperCase(), iss.unit, iss.tel],
      seasonA: '26',
      seasonB: '27',
    });
    out.push({
      key: 'date-blanks-empty-no-label',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing vaccination date'],
      data: { ...personData('match', 'match') },
      note: `the immunizer signed, ringed the presentation and wrote brand and lot, and the season is written 2026–2027, but the "on the ___ day of ______, 20__" blanks and "Date signed" are empty and the label box is empty; the lot expiry (06/30/27), VIS edition and pad print date are not dose dates`,
      rendering: 'photo',
    });
  }

  // 6 — a spouse's certificate (same surname, other first name and DOB)
  {
    const p = k.person();
    const spouse = {
      first:
        p.first === 'Daniel'
          ? 'Teresa'
          : rng.pick(['Russell', 'Annette', 'Warren', 'Gloria', 'Curtis', 'Miriam']),
      middle: rng.pick(['Dale', 'Lynn', 'Ray', 'Jo']),
      last: p.last,
      dob: addDays(p.dob, rng.int(400, 1500)),
    };
    const date = addDays('2026-09-20', rng.int(0, 40));
    const f = mk(spouse, rng.pick(ISSUERS), date);
    out.push({
      key: 'spouses-certificate-same-surname',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['name mismatch'],
      data: { 'person.name.status': 'mismatch', 'vaccinations.0.date': date },
      note: `the certificate and its label are for ${spouse.first} ${spouse.last} (same surname as the requested ${p.first} ${p.last}, different first name): a household member's record was uploaded; the request carries no DOB`,
      rendering: 'scan_image',
    });
  }
  return out;
}
