// A staffing agency's one-page "COVID-19 Vaccination Attestation" filled in by hand by an internationally recruited
// worker, with a photocopy of the worker's own country's vaccination card taped into the "attach a copy" box on the
// lower half. Upper half: agency header and form number, worker block ("Last, First MI", applicant no., DOB, position),
// a status row ticked (fully vaccinated / fully vaccinated and boosted / partially vaccinated / not vaccinated — see
// exemption form), the worker's own dose lines (dose, brand ringed among printed brands, date as the worker writes it,
// country and place), the signed attestation with its date, and the recruiter's "reviewed" initials and date. Lower
// half: the card copy (greyed, slightly turned) — a Spanish-language carnet with Apellidos / Nombre and DD/MM/AAAA,
// an English-language provincial record card with Surname / Given names and YYYY-MM-DD, or a Commonwealth-style
// vaccination record with brand names only and D Mon YYYY — each with its own issue or print date.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r20_agency_attestation_with_foreign_card_copy',
  split: 'tuning',
  renderings: { photo: 40, fax: 15, scanned_pdf: 20, text_pdf: 25 },
  description:
    "Staffing agency COVID-19 Vaccination Attestation filled in by hand by an internationally recruited worker (Last, First MI; applicant no.; DOB; status ticked among fully vaccinated / boosted / partially / not vaccinated; dose lines with the brand ringed among printed brands, the date in the worker's own format, country and place; signature and date; recruiter review initials) with a greyed photocopy of the worker's own country's card taped into the lower \"attach copy\" box: a Spanish carnet (Apellidos / Nombre, brand and lote, DD/MM/AAAA), a provincial record card (Surname / Given names, product, YYYY-MM-DD) or a Commonwealth-style record (brand names only, D Mon YYYY), each with its own issue date; variants Comirnaty x2, Spikevax x2 plus a booster, Vaxzevria dose 1 only, Comirnaty 14 days apart in DD/MM/YY, CoronaVac x2, one Janssen dose",
};

const AGENCIES = [
  {
    name: 'Bridgewell Global Nurse Staffing',
    addr: '1180 Meridian Ave, Orlando, FL 32803',
    color: '#0f5c63',
    ini: 'BG',
    form: 'BGN-HR-31 rev. 03/2024',
  },
  {
    name: 'Northstar International Healthcare Recruitment',
    addr: '55 Lindell Blvd, Omaha, NE 68102',
    color: '#3b2a78',
    ini: 'NS',
    form: 'NIHR-COV-ATT v5',
  },
  {
    name: 'Keystone Passage Clinical Staffing',
    addr: '7 Copperfield Dr, Raleigh, NC 27603',
    color: '#7a3b12',
    ini: 'KP',
    form: 'KPCS-021 (2024)',
  },
];
const RECRUITERS = ['M. Osterhout', 'J. Villalobos', 'T. Abara', 'R. Kinsella'];
const BRANDS = ['Pfizer-BioNTech', 'Moderna', 'Novavax', 'J&J / Janssen', 'AstraZeneca', 'Other'];
// how each card names a product, and the attestation's printed brand it rings
const PROD = {
  pfizer: {
    card: 'COMIRNATY (Pfizer-BioNTech)',
    brandUk: 'Comirnaty',
    att: 'Pfizer-BioNTech',
    mfr: 'pfizer',
  },
  moderna: { card: 'SPIKEVAX (Moderna)', brandUk: 'Spikevax', att: 'Moderna', mfr: 'moderna' },
  astrazeneca: {
    card: 'VAXZEVRIA (AstraZeneca)',
    brandUk: 'Vaxzevria',
    att: 'AstraZeneca',
    mfr: 'astrazeneca',
  },
  janssen: {
    card: 'COVID-19 VACCINE JANSSEN',
    brandUk: 'Janssen COVID-19',
    att: 'J&J / Janssen',
    mfr: 'janssen',
  },
  sinovac: {
    card: 'CORONAVAC (Sinovac)',
    brandUk: 'CoronaVac',
    att: 'Other',
    mfr: 'other',
    otherText: 'Sinovac',
  },
};
const PENS = HANDS.filter((h) => h !== 'Breip');

const rg = (t, on, ink) =>
  on
    ? `<span style="border:1.5px solid ${ink};border-radius:50%;padding:0 4px;white-space:nowrap">${esc(t)}</span>`
    : `<span style="padding:0 4px;white-space:nowrap">${esc(t)}</span>`;
const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;

// ---- the three card copies ------------------------------------------------------------------------------------
function carnet(f) {
  const c = f.card;
  const rows = ['1ª dosis', '2ª dosis', 'Refuerzo']
    .map((lab, i) => {
      const d = f.doses[i];
      const hh = (t) => hand(t, { font: c.font, ink: '#222', size: '1.02em' });
      return `<tr><td>${lab}</td><td>${d ? hh(PROD[d.p].card) : ''}</td><td>${d ? hh(d.lot) : ''}</td><td>${d ? hh(fmt(d.date, 'iso').split('-').reverse().join('/')) : ''}</td><td>${d ? hh(d.site) : ''}</td></tr>`;
    })
    .join('');
  return `<div class="card cn">
    <div class="cnh"><div class="cnb">REPÚBLICA — MINISTERIO DE SALUD<br><b>CARNET DE VACUNACIÓN CONTRA COVID-19</b></div>${logo({ initials: 'MS', color: '#444', shape: 'circle', size: 34 })}</div>
    <table class="ck"><tr><td>Apellidos</td><td>${hand(c.surname, { font: c.font, ink: '#222', size: '1.15em' })}</td><td>Nombre</td><td>${hand(c.given, { font: c.font, ink: '#222', size: '1.15em' })}</td></tr>
    <tr><td>Documento</td><td>${hand(c.docNo, { font: c.font, ink: '#222' })}</td><td>F. nacimiento</td><td>${hand(fmt(f.dob, 'iso').split('-').reverse().join('/'), { font: c.font, ink: '#222' })}</td></tr></table>
    <table class="cd"><tr><th>Dosis</th><th>Vacuna</th><th>Lote</th><th>Fecha (DD/MM/AAAA)</th><th>Vacunatorio</th></tr>${rows}</table>
    <div class="cnf">Expedido: ${esc(fmt(c.issued, 'iso').split('-').reverse().join('/'))} &nbsp;·&nbsp; Conserve este carnet</div>
    <div class="cst">${stamp(['VACUNATORIO', c.stampText], { color: '#333', rot: 8 })}</div>
  </div>`;
}
function provincial(f) {
  const c = f.card;
  const rows = f.doses
    .map(
      (d, i) =>
        `<tr><td>${i + 1}</td><td>${esc(PROD[d.p].card)}</td><td>${esc(d.lot)}</td><td>${esc(fmt(d.date, 'iso'))}</td><td>${esc(d.site)}</td></tr>`,
    )
    .join('');
  return `<div class="card pv">
    <div class="pvh"><b>${esc(c.authority)}</b><br>RECORD OF COVID-19 IMMUNIZATION · ATTESTATION D'IMMUNISATION</div>
    <table class="ck"><tr><td>Surname / Nom</td><td><b>${esc(c.surname)}</b></td><td>Given names / Prénoms</td><td><b>${esc(c.given)}</b></td></tr>
    <tr><td>Date of birth (YYYY-MM-DD)</td><td>${esc(fmt(f.dob, 'iso'))}</td><td>Health no.</td><td>${esc(c.docNo)}</td></tr></table>
    <table class="cd"><tr><th>#</th><th>Product</th><th>Lot</th><th>Date (YYYY-MM-DD)</th><th>Location</th></tr>${rows}</table>
    <div class="cnf">Printed ${esc(fmt(c.issued, 'iso'))} from the provincial immunization registry · This is an official record</div>
  </div>`;
}
function commonwealth(f) {
  const c = f.card;
  const rows = f.doses
    .map(
      (d) =>
        `<tr><td>${esc(fmt(d.date, 'dmy'))}</td><td>${esc(PROD[d.p].brandUk)}</td><td>${esc(d.lot)}</td><td>${esc(d.site)}</td></tr>`,
    )
    .join('');
  return `<div class="card cw">
    <div class="cwh">${logo({ initials: 'HS', color: '#333', shape: 'square', size: 30 })}<div><b>${esc(c.authority)}</b><br>COVID-19 Vaccination Record</div></div>
    <div class="cwn">Name: <b>${esc(c.given)} ${esc(c.surname)}</b> &nbsp;&nbsp; Date of birth: ${esc(fmt(f.dob, 'dmy'))} &nbsp;&nbsp; NHI: ${esc(c.docNo)}</div>
    <table class="cd"><tr><th>Date given</th><th>Vaccine</th><th>Batch</th><th>Given at</th></tr>${rows}</table>
    <div class="cnf">Record generated ${esc(fmt(c.issued, 'dmy'))}</div>
  </div>`;
}

function render(f) {
  const a = f.agency;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.1em', ...o });
  const doseLine = (i) => {
    const d = f.att[i];
    const label = ['Dose 1', 'Dose 2', 'Booster / additional'][i];
    const brandOpts = BRANDS.map((b) => rg(b, d && PROD[d.p].att === b, ink)).join(' ');
    return `<tr><td class="lb">${label}</td><td class="br">${brandOpts}${d && PROD[d.p].otherText ? ' ' + h(PROD[d.p].otherText, { size: '0.95em' }) : ''}</td><td>${d ? h(d.written) : ''}</td><td>${d ? h(d.where, { size: '0.92em' }) : ''}</td></tr>`;
  };
  const status = [
    ['full', 'Fully vaccinated (primary series complete)'],
    ['boosted', 'Fully vaccinated and boosted'],
    ['partial', 'Partially vaccinated'],
    ['none', 'Not vaccinated — see exemption request form HR-32'],
  ]
    .map(([k, t]) => `<div class="st">${bx(f.status === k, ink, f.font)}${esc(t)}</div>`)
    .join('');
  const cardHtml =
    f.card.kind === 'carnet' ? carnet(f) : f.card.kind === 'provincial' ? provincial(f) : commonwealth(f);
  return page({
    title: 'COVID-19 vaccination attestation',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    body: `<div class="sheet">
    <div class="hd">${logo({ initials: a.ini, color: a.color, shape: 'circle', size: 40 })}<div><div class="an">${esc(a.name)}</div><div class="aa">${esc(a.addr)} · Compliance &amp; Credentialing</div></div><div class="fn">${esc(a.form)}</div></div>
    <div class="tt">COVID-19 VACCINATION ATTESTATION</div>
    <div class="intro">Complete in ink. List every COVID-19 dose you have received in any country and attach a legible copy of your vaccination card or certificate below. Client facilities may ask to see the original.</div>
    <table class="g"><tr><td style="width:46%"><div class="cp">Name (Last, First MI)</div>${h(f.nameWritten, { size: '1.2em' })}</td><td style="width:22%"><div class="cp">Applicant no.</div>${h(f.appNo)}</td><td><div class="cp">Date of birth</div>${h(f.dobWritten)}</td></tr>
    <tr><td><div class="cp">Position / specialty</div>${h(f.position)}</td><td colspan="2"><div class="cp">Country where vaccinated</div>${h(f.country)}</td></tr></table>
    <div class="sh">1. Vaccination status (tick one)</div>
    <div class="sts">${status}</div>
    <div class="sh">2. Doses received</div>
    <table class="dl"><tr><th style="width:15%">Dose</th><th>Vaccine brand (circle)</th><th style="width:16%">Date</th><th style="width:24%">Clinic / city</th></tr>${doseLine(0)}${doseLine(1)}${doseLine(2)}</table>
    <div class="sh">3. Attestation</div>
    <div class="intro">I attest that the information above is true and that the attached copy is of my own record. I understand that false information is grounds for removal from assignment.</div>
    <div class="rw"><span>Signature</span><span class="ul fl">${sig(f.sigName, { font: f.sig, ink, size: '1.6em' })}</span><span>Date</span><span class="ul w2">${h(WRITE[f.wstyle](f.signed))}</span></div>
    <div class="rv">Reviewed by recruiter: <span class="ul w2">${hand(f.recruiter, { font: f.rfont, ink: '#a01818', size: '1em' })}</span> on <span class="ul w2">${hand(fmt(f.reviewed, 'us_short'), { font: f.rfont, ink: '#a01818', size: '1em' })}</span> ${bx(true, '#a01818', f.rfont)}copy matches ${bx(false, '#a01818', f.rfont)}original seen</div>
    <div class="att"><div class="attl">ATTACH COPY OF VACCINATION CARD / CERTIFICATE HERE</div>
      <div class="copy" style="transform:rotate(${f.rot}deg)">${cardHtml}</div>
      <div class="tape t1"></div><div class="tape t2"></div></div>
    <div class="ft"><span>${esc(a.name)} · ${esc(a.form)}</span><span>Retain in personnel file</span></div>
  </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.4in 0.5in; position:relative; font-size:9pt; }
    .hd { display:flex; align-items:center; gap:10px; } .an { font-weight:bold; font-size:13pt; color:${a.color}; } .aa { font-size:7.8pt; color:#444; }
    .fn { margin-left:auto; font-size:7.5pt; color:#555; align-self:flex-start; }
    .tt { font-weight:bold; font-size:13pt; text-align:center; margin:8px 0 4px; letter-spacing:1px; border-bottom:2px solid ${a.color}; }
    .intro { font-size:7.8pt; color:#333; line-height:1.3; }
    .g { width:100%; margin-top:5px; } .g td { border:0.8px solid #555; padding:2px 5px; height:0.46in; vertical-align:top; } .g .cp { margin-bottom:3px; }
    .cp { font-size:6.6pt; text-transform:uppercase; color:#444; }
    .sh { font-weight:bold; font-size:9pt; margin:8px 0 3px; color:${a.color}; }
    .sts { display:grid; grid-template-columns:1fr 1fr; gap:3px 12px; font-size:8.6pt; }
    .dl { width:100%; } .dl th { font-size:7.4pt; background:#eee; border:0.8px solid #555; padding:2px; } .dl td { border:0.8px solid #555; padding:3px 4px; height:0.38in; font-size:8pt; }
    .dl td.br { font-size:7.6pt; }
    .rw { display:flex; align-items:flex-end; gap:5px; margin:6px 0; white-space:nowrap; }
    .ul { border-bottom:0.8px solid #333; min-height:16px; padding:0 3px; } .fl { flex:1; } .w2 { width:1.1in; }
    .rv { font-size:8pt; display:flex; align-items:flex-end; gap:5px; white-space:nowrap; color:#333; }
    .bx { display:inline-block; width:11px; height:11px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin-right:4px; }
    .bx .mk { position:absolute; left:1px; top:-1px; font-size:12px; line-height:12px; }
    .att { position:relative; border:1.4px dashed #777; margin-top:10px; height:4.05in; display:flex; align-items:center; justify-content:center; }
    .attl { position:absolute; top:3px; left:8px; font-size:7pt; color:#888; letter-spacing:1px; }
    .copy { filter:grayscale(1) contrast(1.15); background:#e9e9e9; padding:4px; box-shadow:0 0 0 1px #999; }
    .tape { position:absolute; width:1.1in; height:0.32in; background:rgba(235,230,200,0.55); border:1px solid rgba(180,170,130,0.4); }
    .t1 { top:0.3in; left:1.1in; transform:rotate(-14deg); } .t2 { bottom:0.35in; right:1.0in; transform:rotate(11deg); }
    .card { width:6.9in; background:#f6f6f6; color:#111; font-size:9.6pt; padding:8px 10px; border:1px solid #666; position:relative; }
    .cnh { display:flex; justify-content:space-between; align-items:center; } .cnb { font-size:8.4pt; line-height:1.3; }
    .ck { width:100%; margin:5px 0; } .ck td { border:0.7px solid #777; padding:2px 4px; font-size:9.2pt; } .ck td:nth-child(odd) { color:#444; font-size:8pt; width:17%; }
    .cd { width:100%; } .cd th { font-size:8pt; background:#ddd; border:0.7px solid #777; padding:2px; } .cd td { border:0.7px solid #777; padding:3px 4px; font-size:9.2pt; height:0.34in; }
    .cnf { font-size:8pt; color:#444; margin-top:4px; }
    .cst { position:absolute; right:16px; bottom:10px; opacity:0.8; }
    .pvh { font-size:8.4pt; text-align:center; border-bottom:1px solid #555; padding-bottom:3px; }
    .cwh { display:flex; gap:8px; align-items:center; font-size:9pt; } .cwn { margin:6px 0; font-size:8.6pt; }
    .ft { position:absolute; bottom:0.28in; left:0.5in; right:0.5in; display:flex; justify-content:space-between; font-size:7pt; color:#555; }`,
  });
}

// how a worker writes a date on the attestation
const WRITE = {
  long: (x) => fmt(x, 'long'),
  dmy: (x) => fmt(x, 'dmy'),
  dmySlash: (x) => fmt(x, 'iso').split('-').reverse().join('/'),
  dmyShort: (x) => {
    const [y, m, d] = x.split('-');
    return `${d}/${m}/${y.slice(2)}`;
  },
  usShort: (x) => fmt(x, 'us_short'),
};

export function cases(k) {
  const { rng } = k;
  const agencies = rng.shuffle(AGENCIES);
  let n = 0;
  const mk = (p, kind, doses, o = {}) => {
    const font = rng.pick(PENS);
    const wstyle = o.wstyle || rng.pick(['long', 'dmy', 'dmySlash']);
    const country = {
      carnet: o.country || 'Colombia',
      provincial: 'Canada',
      commonwealth: o.country || 'New Zealand',
    }[kind];
    const f = {
      agency: agencies[n++ % agencies.length],
      dob: p.dob,
      nameWritten: `${p.last}, ${p.first}${p.middle ? ' ' + p.middle[0] + '.' : ''}`,
      sigName: `${p.first} ${p.last}`,
      appNo: `A-${rng.digits(6)}`,
      dobWritten: WRITE[wstyle](p.dob),
      position: rng.pick(['RN — Med/Surg', 'RN, ICU', 'LPN / long-term care', 'RN — Telemetry']),
      country,
      font,
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      wstyle,
      rfont: rng.pick(PENS),
      recruiter: rng.pick(RECRUITERS),
      rot: rng.float(-3, 3).toFixed(2),
      doses,
      att: doses.map((d) => ({ ...d, written: WRITE[wstyle](d.date), where: d.where })),
      card: {
        kind,
        font: rng.pick(PENS),
        surname:
          kind === 'carnet' ? p.last.toUpperCase() : kind === 'provincial' ? p.last.toUpperCase() : p.last,
        given:
          kind === 'carnet'
            ? `${p.first}${p.middle ? ' ' + p.middle : ''}`.toUpperCase()
            : `${p.first}${p.middle ? ' ' + p.middle : ''}`,
        docNo:
          kind === 'carnet'
            ? `C.C. ${rng.int(10, 99)}.${rng.digits(3)}.${rng.digits(3)}`
            : kind === 'provincial'
              ? `${rng.digits(4)}-${rng.digits(3)}-${rng.digits(3)}`
              : `${rng.letters(3)}${rng.digits(4)}`,
        authority: kind === 'provincial' ? 'Northshore Health Authority' : 'Te Harbourside Health Service',
        stampText: rng.pick(['CENTRO DE SALUD SAN ROQUE', 'IPS LA ALAMEDA', 'HOSPITAL SANTA LUCÍA']),
        issued: null,
      },
      signed: addDays('2026-09-01', rng.int(0, 70)),
      ...o,
    };
    f.reviewed = addDays(f.signed, rng.int(1, 9));
    f.card.issued = f.card.issued || addDays(doses[doses.length - 1].date, rng.int(0, 40));
    f.status = o.status;
    return f;
  };
  const SITES = {
    carnet: ['Centro de Salud San Roque', 'IPS La Alameda', 'Hospital Santa Lucía', 'Coliseo Municipal'],
    provincial: ['Harbourview Mass Clinic', 'Northshore Pharmacy #12', 'Westgate Arena Clinic'],
    commonwealth: ['Kauri Street Medical Centre', 'Harbourside Vaccination Centre', 'Riverbend Pharmacy'],
  };
  const WHERE = {
    carnet: ['San Roque, Medellín', 'La Alameda, Cali', 'Sta. Lucía, Pereira'],
    provincial: ['Vancouver BC', 'North Vancouver BC', 'Surrey BC'],
    commonwealth: ['Auckland', 'Hamilton', 'Wellington'],
  };
  const dose = (kind, p, date) => {
    const i = rng.int(0, 2);
    return { p, date, lot: `${rng.letters(2)}${rng.digits(4)}`, site: SITES[kind][i], where: WHERE[kind][i] };
  };
  const out = [];
  const ddata = (f) => {
    const o = {};
    f.doses.forEach((d, i) => {
      o[`doses.${i}.date`] = d.date;
      o[`doses.${i}.manufacturer`] = PROD[d.p].mfr;
    });
    return o;
  };

  // 1 — Spanish carnet, Comirnaty x2, photographed
  {
    const p = k.person();
    const d1 = addDays('2021-05-13', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(21, 42));
    const f = mk(p, 'carnet', [dose('carnet', 'pfizer', d1), dose('carnet', 'pfizer', d2)], {
      status: 'full',
      wstyle: 'dmySlash',
    });
    out.push({
      key: 'carnet-comirnaty-two-doses-photo',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...ddata(f), 'doses.0.lot': f.doses[0].lot, ...personData() },
      note: `Spanish-language carnet copy: 1ª and 2ª dosis COMIRNATY (Pfizer-BioNTech) ${d1} and ${d2} written DD/MM/AAAA (${d2.slice(8)}/${d2.slice(5, 7)}), ${(new Date(d2) - new Date(d1)) / 864e5} days apart; Refuerzo row blank; the worker wrote the same dates day-first; the carnet's "Expedido" date ${f.card.issued}, the attestation date and the recruiter's review date are not doses`,
    });
  }

  // 2 — provincial card, Spikevax x2 + Comirnaty booster, faxed
  {
    const p = k.person();
    const d1 = addDays('2021-04-20', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(28, 56));
    const b = addDays(d2, rng.int(160, 260));
    const f = mk(
      p,
      'provincial',
      [dose('provincial', 'moderna', d1), dose('provincial', 'moderna', d2), dose('provincial', 'pfizer', b)],
      { status: 'boosted', wstyle: 'long' },
    );
    out.push({
      key: 'provincial-card-spikevax-twice-plus-booster-fax',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: { ...ddata(f), 'doses.2.kind': 'booster', ...personData() },
      note: `provincial registry card (YYYY-MM-DD): SPIKEVAX (Moderna) ${d1} and ${d2}, then COMIRNATY (Pfizer-BioNTech) ${b} as the booster line on the attestation; "Fully vaccinated and boosted" ticked; a different-brand booster after a complete series is not an unsupported combination`,
    });
  }

  // 3 — Commonwealth record, Vaxzevria dose 1 only, scanned
  {
    const p = k.person();
    const d1 = addDays('2021-06-02', rng.int(0, 60));
    const f = mk(p, 'commonwealth', [dose('commonwealth', 'astrazeneca', d1)], {
      status: 'partial',
      wstyle: 'dmy',
      country: 'New Zealand',
    });
    out.push({
      key: 'vaxzevria-one-dose-partially-ticked',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['not enough doses'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'astrazeneca' },
      note: `the record lists one Vaxzevria (AstraZeneca) dose ${d1}; the worker ticked "Partially vaccinated" and left Dose 2 blank; AstraZeneca needs two doses for a complete primary series`,
    });
  }

  // 4 — Comirnaty 14 days apart, day-first two-digit years, photographed
  {
    const p = k.person();
    const d1 = addDays('2021-07-13', rng.int(0, 12));
    const d2 = addDays(d1, 14);
    const f = mk(p, 'carnet', [dose('carnet', 'pfizer', d1), dose('carnet', 'pfizer', d2)], {
      status: 'full',
      wstyle: 'dmyShort',
      country: 'Ecuador',
    });
    out.push({
      key: 'comirnaty-fourteen-days-apart-dd-mm-yy',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['insufficient waiting period'],
      data: { ...ddata(f) },
      note: `two COMIRNATY (Pfizer-BioNTech) doses ${d1} and ${d2}: 14 days apart, below 21 − 4 = 17 days; the card prints DD/MM/AAAA and the worker wrote DD/MM/YY (the day ${d2.slice(8)} > 12 fixes the order); "Fully vaccinated" ticked by the worker does not change the interval`,
    });
  }

  // 5 — CoronaVac x2 (text PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-03-10', rng.int(0, 80));
    const d2 = addDays(d1, rng.int(28, 35));
    const f = mk(p, 'carnet', [dose('carnet', 'sinovac', d1), dose('carnet', 'sinovac', d2)], {
      status: 'full',
      wstyle: 'long',
      country: 'Chile',
    });
    out.push({
      key: 'coronavac-two-doses-other-ringed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported manufacturer'],
      data: { ...ddata(f) },
      note: `both doses are CORONAVAC (Sinovac) on the carnet and "Other: Sinovac" on the attestation — manufacturer other, not in the accepted list; the interval and dates are fine`,
    });
  }

  // 6 — one Janssen dose, provincial card (flatbed scan)
  {
    const p = k.person();
    const d1 = addDays('2021-05-03', rng.int(0, 120));
    const f = mk(p, 'provincial', [dose('provincial', 'janssen', d1)], {
      status: 'full',
      wstyle: rng.pick(['long', 'dmy']),
    });
    out.push({
      key: 'janssen-single-dose-provincial-card',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['not enough doses'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'janssen', ...personData() },
      note: `one COVID-19 Vaccine Janssen dose ${d1} — a complete primary series; "Fully vaccinated (primary series complete)" ticked with Dose 2 blank`,
    });
  }
  return out;
}
