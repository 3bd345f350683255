// A walk-in clinic's encounter form / superbill, the patient's copy: clinic header with NPI and tax ID, a patient box
// (name, DOB, account no., insurance) and a Date of service box, then three columns of printed CPT codes with tick
// boxes (office visits, preventive / screening, immunizations — several influenza products, the administration code,
// Tdap, pneumococcal, COVID-19 —, labs / injections incl. a TB skin test), an ICD-10 diagnosis strip (Z23 ticked), a
// vaccine line (lot, expiry, site) and a rendering-provider line with signature. The front desk and the nurse fill
// it by hand: the influenza product code and 90471 are ticked with an X, the lot written. Dates: DOS in the box, the
// DOB, the vaccine lot's expiry and a printed revision date — only the DOS is the vaccination date.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r10_walk_in_clinic_superbill',
  split: 'tuning',
  description:
    'Walk-in clinic encounter form / superbill filled by hand: clinic header with NPI, patient box (name, DOB, account), Date of service box, three columns of printed CPT codes with tick boxes (office visits, preventive, immunizations with several influenza products and 90471, labs incl. TB skin test), ICD-10 strip with Z23, lot / expiry / site line, rendering provider name and signature; only the DOS dates the shot',
};

const CLINICS = [
  ['QuickCare Corner Clinic', '1420 Harmon Blvd, Dayton, OH 45459', '(937) 555-0142'],
  ['Northstar Walk-In Health', '88 Pioneer Way, Aurora, CO 80012', '(303) 555-0188'],
  ['Tamarack Express Care', '301 Tamarack Dr, Boise, ID 83702', '(208) 555-0131'],
];
const FLU = [
  ['90656', 'Influenza, IIV3, split virus, preservative free, 0.5 mL IM', 'Fluzone / Afluria (IIV3, PF)'],
  ['90661', 'Influenza, ccIIV3, cell culture, PF, 0.5 mL IM', 'Flucelvax (ccIIV3)'],
  ['90673', 'Influenza, RIV3, recombinant, PF, IM', 'Flublok (RIV3)'],
  ['90662', 'Influenza, IIV high-dose, PF, IM', 'Fluzone High-Dose'],
];
const PROVIDERS = [
  ['Corinne Watts', 'FNP-C'],
  ['Marcus Ibekwe', 'PA-C'],
  ['Leah Sandoval', 'MD'],
  ['Graham Oduya', 'DNP, APRN'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const X = (on) => box(on, { style: 'x', ink: f.ink, font: f.hand });
  const item = (code, desc, on) =>
    `<tr><td class="bx">${X(on)}</td><td class="cd">${code}</td><td>${esc(desc)}</td></tr>`;
  const col = (title, list) =>
    `<div class="col"><div class="ch">${esc(title)}</div><table class="codes">${list.map((x) => item(x[0], x[1], f.ticked.includes(x[0]))).join('')}</table></div>`;
  const css = `
  .hd { display:flex; justify-content:space-between; border-bottom:2px solid #222; padding-bottom:4px; }
  .hd .n { font-size:15pt; font-weight:bold; } .hd .a { font-size:8.5pt; line-height:1.3; }
  .hd .r { text-align:right; font-size:8pt; line-height:1.35; }
  .ttl { font-size:11pt; font-weight:bold; letter-spacing:1.5px; text-align:center; margin:5px 0; }
  .pt { display:grid; grid-template-columns: 2fr 1fr 1fr 1.2fr; border:1.5px solid #222; }
  .pt > div { border-right:1px solid #222; padding:2px 6px 4px; min-height:40px; } .pt > div:last-child { border-right:0; }
  .pt .l { font-size:7pt; text-transform:uppercase; color:#333; display:block; }
  .grid { display:flex; gap:8px; margin-top:8px; }
  .col { flex:1; border:1px solid #444; } .ch { background:#ddd; font-weight:bold; font-size:8.3pt; padding:2px 5px; border-bottom:1px solid #444; }
  table.codes { width:100%; font-size:7.7pt; } table.codes td { padding:1.5px 3px; border-bottom:1px solid #e3e3e3; vertical-align:top; }
  td.bx { width:16px; } td.cd { width:34px; font-family:${FONTS.mono}; font-weight:bold; }
  .dx { border:1px solid #444; margin-top:8px; padding:4px 6px; font-size:8.3pt; }
  .ln { display:flex; gap:10px; margin-top:8px; font-size:8.6pt; }
  .ln > div { flex:1; border-bottom:1px solid #222; min-height:26px; display:flex; align-items:flex-end; gap:6px; white-space:nowrap; }
  .ln .l { font-size:7.6pt; padding-bottom:2px; }
  .ft { margin-top:10px; font-size:7.2pt; color:#333; display:flex; justify-content:space-between; }`;
  const office = [
    ['99202', 'New patient, straightforward'],
    ['99203', 'New patient, low complexity'],
    ['99212', 'Established, straightforward'],
    ['99213', 'Established, low complexity'],
    ['99214', 'Established, moderate'],
    ['99385', 'Preventive visit, 18–39 y'],
    ['99386', 'Preventive visit, 40–64 y'],
    ['99401', 'Counseling, 15 min'],
  ];
  const imm = [
    ...FLU.map((x) => [x[0], x[1]]),
    ['90471', 'Immunization admin, first vaccine'],
    ['90472', 'Immunization admin, each additional'],
    ['90715', 'Tdap, 7 y and older, IM'],
    ['90677', 'Pneumococcal conjugate (PCV20)'],
    ['91320', 'COVID-19 vaccine, mRNA, 2026–27 formula'],
  ];
  const labs = [
    ['86580', 'TB skin test, intradermal (PPD)'],
    ['87880', 'Strep A, rapid'],
    ['87804', 'Influenza A/B, rapid'],
    ['81002', 'Urinalysis, dipstick'],
    ['82962', 'Glucose, fingerstick'],
    ['96372', 'Therapeutic injection, IM'],
    ['J1885', 'Ketorolac, per 15 mg'],
  ];
  const body = `
  <div class="hd"><div><div class="n">${esc(f.clinic[0])}</div><div class="a">${esc(f.clinic[1])}<br>Tel ${esc(f.clinic[2])} · Open 8 am – 8 pm, 7 days</div></div>
   <div class="r">Group NPI ${esc(f.npi)}<br>Tax ID ${esc(f.tax)}<br>Encounter # ${esc(f.enc)}</div></div>
  <div class="ttl">ENCOUNTER FORM / SUPERBILL — PATIENT COPY</div>
  <div class="pt">
   <div><span class="l">Patient name (last, first)</span>${H(f.name)}</div>
   <div><span class="l">Date of birth</span>${H(f.dob)}</div>
   <div><span class="l">Account no.</span><span style="font-family:${FONTS.mono}">${esc(f.acct)}</span></div>
   <div><span class="l">Date of service</span>${H(f.dos, { size: '1.35em' })}</div>
  </div>
  <div class="pt" style="border-top:0;grid-template-columns:2fr 2.2fr">
   <div><span class="l">Insurance / payer</span>${H(f.payer)}</div>
   <div><span class="l">Reason for visit</span>${H(f.reason)}</div>
  </div>
  <div class="grid">${col('OFFICE VISITS', office)}${col('IMMUNIZATIONS', imm)}${col('LABS / INJECTIONS', labs)}</div>
  <div class="dx"><b>DIAGNOSIS (ICD-10):</b>&nbsp; ${X(true)} Z23 Encounter for immunization &nbsp;&nbsp; ${X(false)} Z00.00 General adult exam &nbsp;&nbsp; ${X(false)} Z11.1 Screening for TB &nbsp;&nbsp; ${X(false)} J06.9 URI &nbsp;&nbsp; ${X(false)} J02.9 Pharyngitis</div>
  <div class="ln"><div><span class="l">Vaccine given</span>${H(f.product)}</div><div style="flex:0.8"><span class="l">Lot #</span>${H(f.lot)}</div><div style="flex:0.7"><span class="l">Lot exp.</span>${H(f.lotExp)}</div><div style="flex:0.7"><span class="l">Site / route</span>${H(f.site)}</div></div>
  <div class="ln"><div style="flex:0.7"><span class="l">VIS given (edition)</span>${H(f.vis)}</div><div><span class="l">Rendering provider (print)</span>${H(f.prov)}</div><div><span class="l">Signature</span>${f.provSig ? sig(f.provSig, { font: f.sigFont, ink: f.ink, size: '1.5em', rot: -2 }) : ''}</div></div>
  <div class="ln"><div><span class="l">Patient / guarantor signature</span>${sig(f.patSig, { font: f.sigFont2, ink: '#222', size: '1.4em', rot: -1 })}</div><div style="flex:0.6"><span class="l">Amount paid</span>${H(f.paid)}</div><div style="flex:0.6"><span class="l">Copay / method</span>${H(f.method)}</div></div>
  <div class="ft"><span>Keep this copy for your records. Vaccines given here are reported to the state immunization registry.</span><span>Form SB-7 rev. ${esc(f.rev)}</span></div>`;
  return page({ title: 'Encounter form', body, css, font: FONTS.sans, margin: '0.4in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const make = (p, dosIso, o = {}) => {
    const flu = o.flu || rng.pick(FLU);
    const prov = rng.pick(PROVIDERS);
    const lotExpIso = `${Number((dosIso || '2026-10').slice(0, 4)) + 1}-06-30`;
    const ds = o.ds || rng.pick(['us_nz', 'us_short', 'us']);
    const holder = o.holder || p;
    return {
      clinic: rng.pick(CLINICS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      npi: `1${rng.digits(9)}`,
      tax: `${rng.digits(2)}-${rng.digits(7)}`,
      enc: `E${rng.digits(7)}`,
      acct: `${rng.digits(3)}-${rng.digits(5)}`,
      name: nameAs(holder, rng.pick(['last_first', 'LAST_FIRST', 'last_first_mi'])),
      dob: fmt(holder.dob, ds),
      dos: dosIso ? fmt(dosIso, ds) : '',
      payer: rng.pick(['Self-pay', 'Meridian Mutual PPO', 'Keystone Health HMO', 'Medicaid']),
      reason: rng.pick(['Flu shot', 'flu vaccine — work req.', 'Flu shot + sore throat']),
      ticked: [flu[0], '90471', ...(o.extraTicks || [])],
      product: o.productText ?? flu[2],
      lot: `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`,
      lotExp: fmt(lotExpIso, 'us_short'),
      site: rng.pick(['L deltoid IM', 'R delt / IM', 'LD IM']),
      vis: fmt(rng.pick(['2023-08-06', '2024-08-06']), 'us_short'),
      prov: `${prov[0]}, ${prov[1]}`,
      provSig: prov[0],
      patSig: nameAs(holder, 'first_last'),
      paid: rng.pick(['$0.00', '$45.00', '$0']),
      method: rng.pick(['Ins.', 'card', 'n/a']),
      rev: rng.pick(['03/2024', '07/2025', '01/2026']),
      flu,
    };
  };

  // 1 — clean, October 2026
  let p = k.person();
  let dos = addDays('2026-09-25', rng.int(0, 45));
  let f = make(p, dos);
  out.push({
    key: 'october-dos-iiv-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': dos, ...personData() },
    note: 'the product CPT code and 90471 are ticked; the DOS box is the vaccination date (the DOB, lot expiry, VIS edition and form revision are not)',
  });

  // 2 — clean, recombinant, with a TB skin test also ticked
  p = k.person();
  dos = addDays('2026-08-28', rng.int(0, 40));
  f = make(p, dos, { flu: FLU[2], extraTicks: ['86580'] });
  f.reason = 'Flu shot + PPD for new job';
  out.push({
    key: 'flublok-with-ppd-same-visit',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': dos, ...personData() },
    note: 'a TB skin test was placed at the same visit (86580 ticked): the document is still a flu record',
  });

  // 3 — clean, high-dose, signature and provider present, mid-November
  p = k.person();
  dos = addDays('2026-11-02', rng.int(0, 14));
  f = make(p, dos, { flu: FLU[3], ds: 'us' });
  out.push({
    key: 'high-dose-november',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': dos, ...personData() },
  });

  // 4 — last season's superbill
  p = k.person();
  dos = addDays('2025-09-29', rng.int(0, 50));
  f = make(p, dos);
  f.rev = '07/2025';
  out.push({
    key: 'last-season-dos',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': dos },
    note: `DOS ${dos}: the 2025-2026 season, not the current 2026-2027 one`,
  });

  // 5 — DOS box left blank
  p = k.person();
  f = make(p, null);
  out.push({
    key: 'date-of-service-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: { 'vaccinations.0.date': null },
    note: 'the flu code is ticked and the lot written, but the Date of service box is empty; the only dates are the DOB, the lot expiry, the VIS edition and the form revision',
  });

  // 6 — the superbill of another person
  p = k.person();
  const q = otherPerson(k.person, p);
  dos = addDays('2026-09-15', rng.int(0, 50));
  f = make(p, dos, { holder: q });
  out.push({
    key: 'someone-elses-superbill',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch', 'vaccinations.0.date': dos },
    note: 'a valid current-season flu superbill, but the patient is another person',
  });
  return out;
}
