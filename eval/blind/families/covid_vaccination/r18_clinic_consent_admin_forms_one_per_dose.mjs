// The half-sheet "COVID-19 Vaccine — Screening, Consent & Administration" forms a community vaccination clinic fills in
// at each visit, one form per dose, as the worker keeps them: the two forms photographed or faxed side by side, or
// scanned as two half-letter pages (the second dose on page 2), some of them the yellow patient copy of a carbonless
// set. Each form: clinic header with the site written in and a form revision date; patient boxes (Last / First / MI,
// DOB, preferred language ringed, phone, employer); six screening questions with Yes / No boxes (the prior-dose question names the
// product ringed and the earlier date); a consent paragraph with the signature of the patient or legal
// representative; and a shaded FOR CLINIC USE ONLY panel: product tick boxes (Pfizer-BioNTech · Moderna · Novavax ·
// Janssen) with the chosen one also ringed, dose 1st · 2nd · Additional / booster ticked, lot and lot expiry, site
// ringed, date and time administered, vaccinator's printed name and signature, card-given and entered-in-IIS boxes,
// a "next dose due" date that is only an appointment, and a "Deferred — not vaccinated today" line.
import { addDays, daysBetween, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r18_clinic_consent_admin_forms_one_per_dose',
  split: 'tuning',
  renderings: { photo: 35, fax: 15, scanned_pdf: 20, text_pdf: 30 },
  description:
    'Community vaccination clinic half-sheet COVID-19 Screening, Consent & Administration forms, one per dose, photographed or faxed side by side or scanned as two half-letter pages with dose 2 on page 2, some the yellow carbonless patient copy: clinic header with the site written in and a form revision date, Last / First / MI boxes, DOB, language ringed, employer, six Yes / No screening questions (the prior-dose question with the product ringed and an earlier date), consent signature of patient or representative, shaded FOR CLINIC USE ONLY panel (product ticked and ringed among Pfizer-BioNTech / Moderna / Novavax / Janssen, dose 1st / 2nd / Additional ticked, lot and lot expiry, site ringed, date and time given, vaccinator name and signature, card-given and IIS boxes, a next-dose-due appointment, a Deferred line); variants Pfizer x2, Moderna x2 on two pages, booster form left of a Janssen form, second visit deferred for fever, Moderna dose 2 after about three weeks, dose 2 form with its date left blank',
};

const CLINICS = [
  {
    org: 'Larkspur County Public Health',
    prog: 'COVID-19 Vaccination Clinic',
    sites: ['Fairgrounds Hall B', 'Eastgate Library', 'Larkspur HS gym'],
    form: 'LCPH-CV2 (rev. 12/2020)',
    color: '#1d4e89',
    shape: 'shield',
    ini: 'LC',
    state: 'CO',
  },
  {
    org: 'Harbor Point Community Health Center',
    prog: 'Vaccine Clinic',
    sites: ['Main clinic, 2nd fl.', 'Mobile unit #2', 'Harmon Blvd site'],
    form: 'HPCHC-IMM-19 · 01/21',
    color: '#6b2d5c',
    shape: 'circle',
    ini: 'HP',
    state: 'GA',
  },
  {
    org: 'Meridian Pharmacy Partners',
    prog: 'Workplace & LTC Vaccination Program',
    sites: ['Sycamore Ln Care Center', 'Pioneer Way Rehab', 'Bellwether Senior Living'],
    form: 'MPP-COVID-CF v3',
    color: '#1f6b3a',
    shape: 'square',
    ini: 'MP',
    state: 'OH',
  },
];
const PRODUCTS = {
  pfizer: 'Pfizer-BioNTech',
  moderna: 'Moderna',
  novavax: 'Novavax',
  janssen: 'Janssen (J&J)',
};
const VACCINATORS = [
  ['Teresa Olmos, RN', 'T. Olmos'],
  ['Bradley Kwon, PharmD', 'B. Kwon'],
  ['Ama Owusu-Bekoe, LPN', 'A. Owusu-Bekoe'],
  ['Russell Pryce, EMT-P', 'R. Pryce'],
  ['Nadine Shapiro, NP', 'N. Shapiro'],
  ['Helga Strand, RN', 'H. Strand'],
];
const EMPLOYERS = [
  'Sycamore Ln Care Center',
  'Bellwether Regional Health',
  'self — agency RN',
  'Eastgate Home Health',
  '',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

function rg(text, on, ink) {
  return on
    ? `<span class="rg" style="border-color:${ink}">${esc(text)}</span>`
    : `<span class="op">${esc(text)}</span>`;
}
function bx(on, ink, font, style = 'x') {
  const m = style === 'check' ? '✓' : 'X';
  const ff = style === 'check' ? "'DejaVu Sans'" : font;
  return `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${ff}">${m}</span>` : ''}</span>`;
}

/** One half-sheet form. v: the visit's facts. */
function form(f, v) {
  const c = f.clinic;
  const ink = v.ink;
  const h = (t, o = {}) => hand(t, { font: v.font, ink, size: '1.12em', ...o });
  const own = (t, o = {}) => hand(t, { font: f.ownFont, ink: f.ownInk, size: '1.12em', ...o });
  const prior = v.prior; // {product, date} or null
  const qs = [
    ['Are you feeling sick today?', v.sick],
    [
      'Have you ever had a severe allergic reaction (e.g., anaphylaxis) to any vaccine or injectable medication?',
      false,
    ],
    ['Have you received a COVID-19 vaccine before?', !!prior],
    ['Do you have a bleeding disorder or take a blood thinner?', false],
    ['Have you received any other vaccine in the last 14 days?', false],
    ['Are you pregnant or breastfeeding?', false],
  ];
  const qrows = qs
    .map(([q, yes], i) => {
      let extra = '';
      if (i === 2)
        extra = `<div class="qx">If yes, which? ${Object.entries(PRODUCTS)
          .map(([k2, n]) => rg(n.replace(' (J&J)', ''), prior && prior.product === k2, f.ownInk))
          .join(
            ' ',
          )} &nbsp; Date: <span class="ul w1">${prior ? own(fmt(prior.date, f.ownDs)) : ''}</span></div>`;
      if (i === 0 && v.sick) extra = `<div class="qx">${own(v.sickNote)}</div>`;
      return `<tr><td class="qn">${i + 1}.</td><td>${esc(q)}${extra}</td><td class="yn">${bx(yes, f.ownInk, f.ownFont)}Y</td><td class="yn">${bx(!yes, f.ownInk, f.ownFont)}N</td></tr>`;
    })
    .join('');
  const given = !v.deferred;
  const prod = (k2) =>
    `<span class="pi">${bx(given && v.product === k2, ink, v.font)}${rg(PRODUCTS[k2], given && v.product === k2, ink)}</span>`;
  const doseOpt = (k2, label) =>
    `<span class="pi">${bx(given && v.dose === k2, ink, v.font)}${esc(label)}</span>`;
  const lotCell = v.lotStruck
    ? `${h(v.lotStruck, { size: '1em', style: `text-decoration:line-through;text-decoration-thickness:1.5px;text-decoration-color:${ink};` })} ${h(v.lot)}`
    : h(given ? v.lot : '');
  return `<div class="form${f.yellow ? ' yel' : ''}">
    <div class="hd">${logo({ initials: c.ini, color: c.color, shape: c.shape, size: 30 })}
      <div class="ho"><div class="on">${esc(c.org)}</div><div class="pr">${esc(c.prog)}</div></div></div>
    <div class="tt">COVID-19 VACCINE — SCREENING, CONSENT &amp; ADMINISTRATION RECORD</div>
    <div class="rw"><span class="cap">Clinic site</span><span class="ul fl">${h(v.site, { size: '1em' })}</span></div>
    <div class="sh">1 · PATIENT (please print)</div>
    <table class="pt"><tr><td style="width:42%"><div class="cp">Last name</div>${own(f.p.last, { size: '1.2em' })}</td>
      <td style="width:38%"><div class="cp">First name</div>${own(f.p.first, { size: '1.2em' })}</td>
      <td><div class="cp">MI</div>${own(f.p.mi, { size: '1.2em' })}</td></tr>
      <tr><td><div class="cp">Date of birth</div>${own(fmt(f.dob, f.ownDs))}</td>
      <td><div class="cp">Preferred language</div>${['English', 'Español', 'Other'].map((x) => rg(x, x === f.lang, f.ownInk)).join(' ')}</td>
      <td><div class="cp">Age</div>${own(String(v.age))}</td></tr>
      <tr><td><div class="cp">Phone</div>${own(f.phone, { size: '1em' })}</td><td colspan="2"><div class="cp">Employer (if health-care worker)</div>${own(f.employer, { size: '0.95em' })}</td></tr></table>
    <div class="sh">2 · SCREENING</div>
    <table class="qs">${qrows}</table>
    <div class="sh">3 · CONSENT</div>
    <div class="cs">I have received and read the Fact Sheet for Recipients for the COVID-19 vaccine offered today. I have had the chance to ask questions, and I consent to receive the vaccine and to have this dose reported to the state immunization registry.</div>
    <div class="rw sgr"><span class="cap">Signature of patient or legal representative</span><span class="ul fl">${sig(f.sigName, { font: f.ownSig, ink: f.ownInk, size: '1.55em' })}</span></div>
    <div class="rw"><span class="cap">If representative: name / relationship</span><span class="ul fl"></span></div>
    <div class="cu">
      <div class="cut">FOR CLINIC USE ONLY</div>
      <div class="pl">${prod('pfizer')}${prod('moderna')}${prod('novavax')}${prod('janssen')}</div>
      <div class="pl"><span class="cap">Dose</span>${doseOpt('1', '1st')}${doseOpt('2', '2nd')}${doseOpt('b', 'Additional / booster')}</div>
      <div class="rw"><span class="cap">Lot #</span><span class="ul w2">${lotCell}</span><span class="cap">Lot exp.</span><span class="ul w1">${given ? h(fmt(v.lotExp, 'us_short')) : ''}</span><span class="cap">Site</span>${rg('L deltoid', given && v.site2 === 'L', ink)}${rg('R deltoid', given && v.site2 === 'R', ink)}</div>
      <div class="rw"><span class="cap">Date administered</span><span class="ul w2">${given && v.date ? h(fmt(v.date, v.ds)) : ''}</span><span class="cap">Time</span><span class="ul w0">${given ? h(v.time) : ''}</span><span class="cap">Route</span><span>IM</span></div>
      <div class="rw"><span class="cap">Vaccinator (print, credentials)</span><span class="ul fl">${given ? h(v.vacc[0], { size: '1em' }) : ''}</span></div>
      <div class="rw"><span class="cap">Vaccinator signature</span><span class="ul fl">${given ? sig(v.vacc[1], { font: v.sig, ink, size: '1.45em' }) : ''}</span></div>
      <div class="rw sm">${bx(given, ink, v.font, 'check')}Vaccination card given &nbsp; ${bx(given, ink, v.font, 'check')}Entered in state IIS &nbsp; by <span class="ul w0">${given ? h(v.iisIni, { size: '0.95em' }) : ''}</span></div>
      <div class="rw"><span class="cap">Next dose due</span><span class="ul w2">${v.nextDue ? h(fmt(v.nextDue, v.ds)) : ''}</span></div>
      <div class="rw">${bx(!!v.deferred, ink, v.font)}<span class="cap">Deferred — not vaccinated today. Reason:</span><span class="ul fl">${v.deferred ? h(v.deferred, { size: '1em' }) : ''}</span></div>
      ${v.deferred ? `<div class="rw"><span class="cap">Screened by</span><span class="ul fl">${h(v.vacc[0], { size: '1em' })}</span></div>` : ''}
    </div>
    <div class="ft"><span>${esc(c.form)}</span><span>${f.yellow ? 'YELLOW — PATIENT COPY' : 'WHITE — CLINIC · YELLOW — PATIENT'}</span></div>
  </div>`;
}

const CSS = (f) => `
  .form { width:5.5in; height:8.5in; padding:0.3in 0.3in 0.22in; position:relative; background:#fff; font-size:8.5pt; color:#1c1c1c; overflow:hidden; }
  .form.yel { background:#fbf2b5; }
  .form.yel .hand, .form.yel .sig { filter:blur(0.35px); opacity:0.88; }
  .hd { display:flex; align-items:center; gap:7px; }
  .on { font-weight:bold; font-size:10.5pt; color:${f.clinic.color}; } .pr { font-size:8pt; color:#444; }
  .tt { font-weight:bold; font-size:8.8pt; margin:5px 0 3px; border-top:1.4px solid #222; border-bottom:1.4px solid #222; padding:2px 0; text-align:center; letter-spacing:0.2px; }
  .sh { font-weight:bold; font-size:8.4pt; background:#e2e2e2; padding:1px 4px; margin:7px 0 3px; }
  .cap { font-size:7.7pt; color:#333; white-space:nowrap; }
  .rw { display:flex; align-items:flex-end; gap:4px; margin:3px 0; min-height:19px; }
  .ul { border-bottom:0.7px solid #444; min-height:15px; padding:0 2px; white-space:nowrap; }
  .fl { flex:1; } .w0 { width:0.45in; } .w1 { width:0.75in; } .w2 { width:1.0in; }
  .pt { width:100%; } .pt td { border:0.7px solid #666; padding:1px 4px 2px; vertical-align:top; height:0.39in; }
  .cp { font-size:6.4pt; color:#444; text-transform:uppercase; }
  .qs { width:100%; } .qs td { border-bottom:0.5px solid #bbb; padding:2.5px 2px; vertical-align:top; font-size:7.9pt; }
  .qs .qn { width:12px; } .qs .yn { width:0.32in; white-space:nowrap; }
  .qx { margin-top:2px; font-size:7.5pt; }
  .qx .ul { display:inline-block; }
  .cs { font-size:7.4pt; line-height:1.3; color:#333; }
  .sgr { min-height:26px; }
  .cu { background:#eef1f5; border:1.2px solid #555; padding:4px 7px 5px; margin-top:7px; }
  .form.yel .cu { background:#f3e9a8; }
  .cut { font-weight:bold; font-size:7.6pt; letter-spacing:1px; }
  .pl { display:flex; flex-wrap:wrap; gap:6px; margin:3px 0; align-items:center; }
  .pi { white-space:nowrap; font-size:8.3pt; }
  .bx { display:inline-block; width:10px; height:10px; border:1px solid #222; position:relative; vertical-align:-1px; margin-right:3px; background:#fff; }
  .bx .mk { position:absolute; left:1px; top:0; font-size:11px; line-height:10px; }
  .rg { border:1.5px solid; border-radius:50%; padding:0 4px; white-space:nowrap; }
  .op { padding:0 4px; white-space:nowrap; }
  .sm { font-size:7.7pt; }
  .ft { position:absolute; bottom:0.1in; left:0.3in; right:0.3in; display:flex; justify-content:space-between; font-size:6.2pt; color:#555; }`;

// the forms side by side: on a table (photos) or on a copier's glass (white, for faxes and scans)
function renderSide(f, visits, { glass = false } = {}) {
  const bg = glass ? '#ffffff' : '#d9d6cf';
  return page({
    title: 'COVID-19 vaccine consent and administration forms',
    size: '11.4in 8.9in',
    margin: '0',
    font: FONTS.sans,
    bg,
    body: `<div class="tbl">${visits.map((v, i) => `<div class="wrap" style="transform:rotate(${f.rot[i]}deg)">${form(f, v)}</div>`).join('')}</div>`,
    css: `${CSS(f)}
    .tbl { width:11.4in; height:8.9in; display:flex; gap:0.12in; justify-content:center; align-items:center; background:${bg}; }
    .wrap { ${glass ? 'outline:0.6px solid #bbb;' : 'box-shadow:0 1px 4px rgba(0,0,0,.35);'} }`,
  });
}

function renderPages(f, visits) {
  return page({
    title: 'COVID-19 vaccine consent and administration forms',
    size: '5.5in 8.5in',
    margin: '0',
    font: FONTS.sans,
    body: visits
      .map((v, i) => `<div class="${i < visits.length - 1 ? 'pb' : ''}">${form(f, v)}</div>`)
      .join(''),
    css: CSS(f),
  });
}

function ageOn(dob, date) {
  const [y, m, d] = dob.split('-').map(Number);
  const [y2, m2, d2] = date.split('-').map(Number);
  return y2 - y - (m2 < m || (m2 === m && d2 < d) ? 1 : 0);
}

export function cases(k) {
  const { rng } = k;
  const clinics = rng.shuffle(CLINICS);
  const out = [];
  const mk = (p, o = {}) => ({
    clinic: clinics[out.length % clinics.length],
    p: { first: p.first, last: p.last, mi: p.middle ? p.middle[0] : '' },
    sigName: nameAs(p, 'first_last'),
    dob: p.dob,
    lang: rng.pick(['English', 'English', 'Español']),
    phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
    employer: rng.pick(EMPLOYERS),
    ownFont: rng.pick(PENS),
    ownInk: rng.pick(INKS),
    ownSig: rng.pick(SIGS),
    ownDs: rng.pick(['us_short', 'us_nz', 'us']),
    yellow: false,
    rot: [rng.float(-2.2, 1.5).toFixed(2), rng.float(-1.5, 2.2).toFixed(2)],
    ...o,
  });
  // a visit at the clinic
  const visit = (f, product, dose, date, o = {}) => {
    const vacc = rng.pick(VACCINATORS);
    return {
      product,
      dose,
      date,
      age: ageOn(f.dob, date || '2021-06-01'),
      site: rng.pick(f.clinic.sites),
      lot: product === 'janssen' ? `${rng.digits(6)}` : `${rng.letters(2)}${rng.digits(4)}`,
      lotExp: addDays(date || '2021-06-01', rng.int(30, 150)),
      site2: rng.pick(['L', 'R']),
      time: `${rng.int(9, 16)}:${String(rng.pick([5, 10, 20, 35, 40, 50])).padStart(2, '0')}`,
      vacc,
      iisIni: vacc[1].split(' ').pop().slice(0, 2).toUpperCase(),
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      ds: rng.pick(['us_short', 'us', 'us_nz']),
      prior: null,
      sick: false,
      deferred: '',
      nextDue: null,
      ...o,
    };
  };
  const MIN = { pfizer: 21, moderna: 28 };

  // 1 — Pfizer dose 1 and dose 2, side by side, photographed
  {
    const p = k.person();
    const d1 = addDays('2021-02-08', rng.int(0, 150));
    const d2 = addDays(d1, rng.int(21, 25));
    const f = mk(p);
    const v1 = visit(f, 'pfizer', '1', d1, { nextDue: addDays(d1, 21) });
    const v2 = visit(f, 'pfizer', '2', d2, { prior: { product: 'pfizer', date: d1 } });
    out.push({
      key: 'pfizer-two-forms-side-by-side',
      person: requestPerson(p),
      html: renderSide(f, [v1, v2]),
      issues: [],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.0.lot': v1.lot,
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        ...personData('match', 'match'),
      },
      note: `two forms: Pfizer-BioNTech 1st dose ${d1} and 2nd dose ${d2} (${daysBetween(d1, d2)} days); the first form's "next dose due" ${addDays(d1, 21)} is an appointment, the lot expiry dates and the prior-dose date the patient wrote on form 2 are not doses`,
      rendering: 'photo',
    });
  }

  // 2 — Moderna dose 1 and dose 2, the yellow patient copies scanned as two half-letter pages
  {
    const p = k.person();
    const d1 = addDays('2021-01-18', rng.int(0, 160));
    const d2 = addDays(d1, rng.int(28, 36));
    const f = mk(p, { yellow: true });
    const v1 = visit(f, 'moderna', '1', d1, { nextDue: addDays(d1, 28) });
    const v2 = visit(f, 'moderna', '2', d2, { prior: { product: 'moderna', date: d1 } });
    out.push({
      key: 'moderna-yellow-copies-dose2-on-page2',
      person: requestPerson(p),
      html: renderPages(f, [v1, v2]),
      multipage: true,
      issues: [],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        ...personData('match', 'match'),
      },
      note: `yellow carbonless patient copies, one per page: page 1 Moderna 1st dose ${d1}, page 2 Moderna 2nd dose ${d2}; the series is only complete with page 2`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — a booster form lying left of the Janssen form, faxed
  {
    const p = k.person();
    const d1 = addDays('2021-03-22', rng.int(0, 120));
    const b = addDays(d1, rng.int(150, 330));
    const boosterProduct = rng.pick(['moderna', 'pfizer']);
    const f = mk(p);
    const v1 = visit(f, 'janssen', '1', d1);
    const v2 = visit(f, boosterProduct, 'b', b, { prior: { product: 'janssen', date: d1 } });
    out.push({
      key: 'booster-form-left-of-janssen-form-faxed',
      person: requestPerson(p),
      html: renderSide(f, [v2, v1], { glass: true }),
      issues: [],
      forbidden: ['unsupported dose combination', 'not enough doses'],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'janssen',
        'doses.1.date': b,
        'doses.1.kind': 'booster',
        'doses.1.manufacturer': boosterProduct,
        ...personData('match', 'match'),
      },
      note: `the right-hand form is the Janssen single dose (${d1}, a complete primary series); the left-hand form is a later ${PRODUCTS[boosterProduct]} "Additional / booster" dose (${b}); an mRNA booster after Janssen is accepted (corpus reading); doses listed oldest first`,
      rendering: 'fax',
    });
  }

  // 4 — second visit deferred for fever: only one dose given
  {
    const p = k.person();
    const d1 = addDays('2021-02-15', rng.int(0, 150));
    const visit2 = addDays(d1, rng.int(21, 24));
    const f = mk(p);
    const v1 = visit(f, 'pfizer', '1', d1, { nextDue: addDays(d1, 21) });
    const temp = rng.pick(['100.9', '101.2', '100.6']);
    const v2 = visit(f, 'pfizer', '2', null, {
      prior: { product: 'pfizer', date: d1 },
      sick: true,
      sickNote: `fever, chills since yesterday`,
      deferred: `temp ${temp}°F — reschedule after symptoms resolve`,
    });
    out.push({
      key: 'second-visit-deferred-fever-one-dose-only',
      person: requestPerson(p),
      html: renderSide(f, [v1, v2]),
      issues: ['not enough doses'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer' },
      note: `form 1: Pfizer-BioNTech 1st dose ${d1}; form 2 (the planned 2nd-dose visit around ${visit2}): "Are you feeling sick today?" Yes, "Deferred — not vaccinated today" ticked with a temperature, product / dose / lot / date left blank; no second dose documented`,
      rendering: 'photo',
    });
  }

  // 5 — Moderna dose 2 about three weeks after dose 1
  {
    const p = k.person();
    const d1 = addDays('2021-01-25', rng.int(0, 150));
    const gap = rng.int(19, 22);
    const d2 = addDays(d1, gap);
    const f = mk(p);
    const v1 = visit(f, 'moderna', '1', d1, { nextDue: addDays(d1, 28) });
    const v2 = visit(f, 'moderna', '2', d2, { prior: { product: 'moderna', date: d1 } });
    out.push({
      key: 'moderna-dose2-after-three-weeks',
      person: requestPerson(p),
      html: renderSide(f, [v1, v2], { glass: true }),
      issues: ['insufficient waiting period'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
      },
      note: `Moderna 1st dose ${d1}, 2nd dose ${d2}: ${gap} days, below Moderna's 28-day minimum less the 4-day grace (24 days); form 1's "next dose due" ${addDays(d1, MIN.moderna)} was not kept`,
      rendering: 'text_pdf',
    });
  }

  // 6 — dose 2 form complete except the date administered
  {
    const p = k.person();
    const d1 = addDays('2021-03-01', rng.int(0, 140));
    const f = mk(p);
    const v1 = visit(f, 'pfizer', '1', d1, {
      nextDue: addDays(d1, 21),
      lotStruck: `${rng.letters(2)}${rng.digits(4)}`,
    });
    const v2 = visit(f, 'pfizer', '2', null, { prior: { product: 'pfizer', date: d1 } });
    v2.age = ageOn(f.dob, addDays(d1, 21));
    v2.lotExp = addDays(d1, rng.int(40, 120));
    out.push({
      key: 'dose2-form-date-administered-blank',
      person: requestPerson(p),
      html: renderSide(f, [v1, v2], { glass: true }),
      issues: ['missing dose date'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer' },
      note: `form 1: Pfizer-BioNTech 1st dose ${d1} (its lot number struck through and rewritten); form 2: Pfizer-BioNTech 2nd dose ticked with lot, site, time, vaccinator and signature, but "Date administered" is empty; form 1's "next dose due" ${addDays(d1, 21)} is an appointment, not the date of dose 2, and the lot expiry is not a dose date (not enough doses may also be reported)`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
