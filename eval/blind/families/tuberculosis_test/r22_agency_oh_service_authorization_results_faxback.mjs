// A staffing agency's "Authorization for Occupational Health Services" form, as the occupational-medicine clinic
// faxes it back with the results filled in. Top: the agency's letterhead with form number and revision, an
// authorization number, date issued and "valid through" (14 days), and Section A typed by the recruiter into the
// fillable PDF (employee "Last, First MI", DOB, phone, position, client facility and start date — a future date,
// the clinic sent to, services authorized ticked among TB skin test 1-step / 2-step, QuantiFERON, chest x-ray "only if
// TST / IGRA positive", drug screen, N95 fit test, titers, physical; billing line; recruiter name and signature).
// Middle: the employee's consent line signed at the clinic. Section B "Clinic use — results" filled by hand at the
// clinic: one row per service (TB skin test placed / read with times, site ringed, lot, mm, NEG / POS ringed,
// placed-by / read-by; QuantiFERON drawn, performing lab, result boxes, resulted; chest x-ray date, impression boxes;
// urine drug screen collected, CCF number, Negative / Non-negative; fit test model and Pass / Fail), services not
// authorized struck "N/A", a comment line, clinician signature with credentials, clinic stamp and "results faxed to
// agency on" with initials. The clinic's own fax line runs across the top. Other dates on the page (issue, valid
// through, start date, drug screen, fit test, fax) are not test dates, and the drug screen's "Negative" is not a TB
// result.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r22_agency_oh_service_authorization_results_faxback',
  split: 'tuning',
  renderings: { photo: 35, fax: 30, scanned_pdf: 20, scan_image: 5, text_pdf: 10 },
  description:
    'Staffing agency "Authorization for Occupational Health Services" form faxed back by the occupational-medicine clinic with results: agency letterhead, form no., authorization no., date issued and valid-through, Section A typed by the recruiter (employee Last, First MI, DOB, position, client facility with a future start date, clinic, services authorized ticked among TST 1-step / 2-step, QuantiFERON, chest x-ray if positive, drug screen, fit test, titers, physical; billing; recruiter signature), employee consent line, Section B "Clinic use — results" by hand with one row per service (TST placed / read with times, site ringed, lot, mm, NEG / POS ringed, placed-by / read-by; QuantiFERON drawn, performing lab, result boxes, resulted; chest x-ray impression boxes; urine drug screen Negative / Non-negative; fit test Pass / Fail), unused rows struck N/A, comment, clinician signature, clinic stamp, results-faxed line and the clinic fax header; variants negative TST beside a negative drug screen, negative QuantiFERON from a named lab, positive TST cleared by a same-week film, TST read on day four, TST placed but the worker never came back to have it read, positive QuantiFERON with the film still to be scheduled',
};

const AGENCIES = [
  {
    name: 'Harborline Nurse Staffing, Inc.',
    short: 'HNS',
    addr: '2200 Meridian Ave, Suite 410, Orlando, FL 32803',
    tel: '(407) 555-0131',
    fax: '(407) 555-0139',
    form: 'HNS-OH-02 rev. 03/2025',
    color: '#0f4c5c',
    recruiters: [
      ['Danielle Pruitt', 'Clinical Recruiter'],
      ['Omar Sadeghi', 'Credentialing Specialist'],
    ],
  },
  {
    name: 'Keystone Allied & Nursing Resources',
    short: 'KANR',
    addr: '88 Lindell Blvd, Floor 3, Knoxville, TN 37916',
    tel: '(865) 555-0174',
    fax: '(865) 555-0177',
    form: 'Form K-114 (01/2026)',
    color: '#5a2d0c',
    recruiters: [
      ['Brianna Coyle', 'Onboarding Coordinator'],
      ['Terrence Wu', 'Travel Recruiter'],
    ],
  },
  {
    name: 'Bluefield Per Diem Health Partners',
    short: 'BPD',
    addr: '415 Copperfield Dr, Aurora, CO 80012',
    tel: '(720) 555-0158',
    fax: '(720) 555-0150',
    form: 'BPD/CRED-07 · v4 · 2024',
    color: '#233d7b',
    recruiters: [
      ['Shauna Ridgeway', 'Compliance Coordinator'],
      ['Marco Villalobos', 'Account Manager'],
    ],
  },
];

const CLINICS = [
  {
    name: 'Northgate Occupational Medicine',
    addr: '1410 Pioneer Way, Orlando, FL 32803',
    tel: '(407) 555-0142',
    faxId: 'NORTHGATE OCC MED',
    clinicians: [
      ['Paula Rennick', 'RN'],
      ['Dev Anand', 'LPN'],
      ['Harriet Sowell', 'NP-C'],
    ],
    provider: ['Gregory Tull', 'MD'],
  },
  {
    name: 'WorkWell Clinic — Lindell',
    addr: '90 Lindell Blvd, Knoxville, TN 37916',
    tel: '(865) 555-0121',
    faxId: 'WORKWELL LINDELL',
    clinicians: [
      ['Marisa Fontaine', 'RN'],
      ['Curtis Oyama', 'MA'],
      ['Lena Brandt', 'PA-C'],
    ],
    provider: ['Ilse Marquardt', 'DO'],
  },
  {
    name: 'Front Range Employer Health Center',
    addr: '3021 Tamarack Dr, Aurora, CO 80012',
    tel: '(720) 555-0166',
    faxId: 'FRONT RANGE EHC',
    clinicians: [
      ['Jolene Whitcomb', 'RN'],
      ['Aurelio Pena', 'LPN'],
      ['Noreen Kagame', 'FNP'],
    ],
    provider: ['Samir Haddadin', 'MD'],
  },
];

const LABS = [
  ['Meridian Reference Laboratories', 'Orlando, FL'],
  ['Cumberland Regional Lab Services', 'Nashville, TN'],
  ['Peakview Clinical Laboratory', 'Denver, CO'],
];
const IMAGING = ['on site (clinic x-ray)', 'Tamarack Outpatient Imaging', 'St. Brendan Radiology'];
const CLIENTS = [
  'Mercy Ridge Medical Center — 4 West Med/Surg',
  'Lakeview Behavioral Hospital',
  'St. Anselm Hospital — ED',
  'Grange Hall Skilled Nursing & Rehab',
  'Sycamore Children’s Hospital — PICU',
];
const POSITIONS = ['RN — Med/Surg', 'RN — ED', 'LPN — LTC', 'CNA', 'RN — Tele', 'Resp. Therapist'];
const PENS = HANDS.filter((h) => h !== 'Breip');

const rg = (t, on, ink) =>
  on
    ? `<span style="border:1.5px solid ${ink};border-radius:50%;padding:0 4px;white-space:nowrap">${esc(t)}</span>`
    : `<span style="padding:0 4px;white-space:nowrap">${esc(t)}</span>`;
const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;
const tbx = (on) => `<span class="tb">${on ? 'X' : '&nbsp;'}</span>`;
const initials = (name) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('');

function render(f) {
  const A = f.agency;
  const C = f.clinic;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.05em', ...o });
  const na = h('N/A', { size: '0.95em' });
  const svc = f.services;
  const t = f.tst;
  const q = f.qft;
  const x = f.cxr;
  const ds = f.ds;
  const strike = `<span class="strike" style="border-color:${ink}"></span>`;

  const tstRow = svc.tst
    ? `<tr><td class="svc" rowspan="2"><b>TB skin test</b><br><span class="sm">Mantoux, 5 TU PPD</span></td>
        <td class="cp">PLACED</td>
        <td>date ${h(fmt(t.placed, ds))} time ${h(t.pt)}</td>
        <td>site: ${rg('L', t.arm === 'L', ink)} ${rg('R', t.arm === 'R', ink)} forearm</td>
        <td>lot / exp ${h(t.lot, { size: '0.92em' })}</td>
        <td>by ${h(t.by, { size: '0.95em' })}</td></tr>
       <tr><td class="cp">READ</td>
        <td>date ${t.read ? h(fmt(t.read, ds)) : ''} time ${t.read ? h(t.rt) : ''}</td>
        <td>induration <span class="ul w00">${t.read ? h(String(t.mm)) : ''}</span> mm</td>
        <td>${rg('NEG', t.read && t.res === 'negative', ink)} ${rg('POS', t.read && t.res === 'positive', ink)}</td>
        <td>by ${t.read ? h(t.rby, { size: '0.95em' }) : ''}</td></tr>`
    : `<tr><td class="svc"><b>TB skin test</b></td><td colspan="5" class="na">${strike}${na}</td></tr>`;
  const qftRow = svc.qft
    ? `<tr><td class="svc"><b>QuantiFERON-TB Gold Plus</b></td>
        <td class="cp">DRAWN</td><td>${h(fmt(q.drawn, ds))}</td>
        <td colspan="2">perf. lab ${h(q.lab, { size: '0.9em' })}<br>
          result ${bx(q.res === 'negative', ink, f.font)}Neg ${bx(q.res === 'positive', ink, f.font)}Pos ${bx(q.res === 'indeterminate', ink, f.font)}Indet.</td>
        <td>resulted ${h(fmt(q.rep, ds))}</td></tr>`
    : `<tr><td class="svc"><b>QuantiFERON-TB Gold Plus</b></td><td colspan="5" class="na">${strike}${na}</td></tr>`;
  const cxrRow = svc.cxr
    ? x && x.date
      ? `<tr><td class="svc"><b>Chest x-ray</b><br><span class="sm">PA &amp; lat. if +TST / IGRA</span></td>
          <td class="cp">TAKEN</td><td>${h(fmt(x.date, ds))}</td>
          <td colspan="2">${bx(x.clear === true, ink, f.font)}No active TB / no acute findings ${bx(x.clear === false, ink, f.font)}Abnormal — see report</td>
          <td>read at ${h(x.where, { size: '0.9em' })}</td></tr>`
      : `<tr><td class="svc"><b>Chest x-ray</b><br><span class="sm">PA &amp; lat. if +TST / IGRA</span></td>
          <td class="cp">TAKEN</td><td></td>
          <td colspan="2">${bx(false, ink, f.font)}No active TB / no acute findings ${bx(false, ink, f.font)}Abnormal — see report</td>
          <td>${x && x.note ? h(x.note, { size: '0.9em' }) : ''}</td></tr>`
    : `<tr><td class="svc"><b>Chest x-ray</b></td><td colspan="5" class="na">${strike}${na}</td></tr>`;
  const dsRow = svc.drug
    ? `<tr><td class="svc"><b>Urine drug screen</b><br><span class="sm">10-panel, non-DOT</span></td>
        <td class="cp">COLL.</td><td>${h(fmt(f.drug.date, ds))}</td>
        <td>CCF # ${h(f.drug.ccf, { size: '0.92em' })}</td>
        <td colspan="2">${bx(true, ink, f.font)}Negative ${bx(false, ink, f.font)}Non-negative — MRO review</td></tr>`
    : `<tr><td class="svc"><b>Urine drug screen</b></td><td colspan="5" class="na">${strike}${na}</td></tr>`;
  const fitRow = svc.fit
    ? `<tr><td class="svc"><b>N95 fit test</b><br><span class="sm">qualitative</span></td>
        <td class="cp">DATE</td><td>${h(fmt(f.fit.date, ds))}</td>
        <td colspan="2">model / size ${h(f.fit.model, { size: '0.92em' })}</td>
        <td>${bx(true, ink, f.font)}Pass ${bx(false, ink, f.font)}Fail</td></tr>`
    : `<tr><td class="svc"><b>N95 fit test</b></td><td colspan="5" class="na">${strike}${na}</td></tr>`;

  const svcList = [
    ['tst', 'TB skin test — 1-step'],
    ['tst2', 'TB skin test — 2-step'],
    ['qft', 'QuantiFERON-TB Gold Plus (IGRA)'],
    ['cxr', 'Chest x-ray — ONLY if TST / IGRA positive'],
    ['drug', '10-panel urine drug screen (non-DOT)'],
    ['fit', 'N95 respirator fit test'],
    ['titer', 'Titers (MMR, varicella, hep B)'],
    ['pe', 'Pre-placement physical'],
  ];
  const svcHtml = svcList
    .map(([k, label]) => `<div class="si">${tbx(!!svc[k])} ${esc(label)}</div>`)
    .join('');

  return page({
    title: 'Authorization for Occupational Health Services',
    size: 'letter',
    margin: '0.35in 0.45in',
    font: FONTS.sans,
    body: `<div class="faxl">${esc(f.faxLine)}</div>
    <div class="hd">${logo({ initials: A.short.slice(0, 2), color: A.color, shape: 'square', size: 42 })}
      <div class="hx"><div class="an">${esc(A.name)}</div><div class="aa">${esc(A.addr)} · Tel ${esc(A.tel)} · Credentialing fax ${esc(A.fax)}</div></div>
      <div class="fr">${esc(A.form)}<br>Auth. No. <b>${esc(f.authNo)}</b></div></div>
    <div class="tt">AUTHORIZATION FOR OCCUPATIONAL HEALTH SERVICES</div>
    <div class="intro">The clinic named below is authorized to perform ONLY the services checked for the employee named below, and to bill ${esc(A.name)}. Do not bill the employee. Please complete Section B and fax results to ${esc(A.fax)} within 24 hours of the final result.</div>
    <div class="sec">SECTION A — completed by ${esc(A.short)} staff</div>
    <table class="ga">
      <tr><td style="width:34%"><span class="cap">Date issued</span><span class="ty">${esc(fmt(f.issued, 'us'))}</span></td>
          <td style="width:33%"><span class="cap">Authorization valid through</span><span class="ty">${esc(fmt(f.validThru, 'us'))}</span></td>
          <td><span class="cap">Agency employee ID</span><span class="ty">${esc(f.empId)}</span></td></tr>
      <tr><td><span class="cap">Employee name (Last, First MI)</span><span class="ty">${esc(f.nameTyped)}</span></td>
          <td><span class="cap">Date of birth</span><span class="ty">${esc(fmt(f.dob, 'us'))}</span></td>
          <td><span class="cap">Phone</span><span class="ty">${esc(f.phone)}</span></td></tr>
      <tr><td><span class="cap">Position</span><span class="ty">${esc(f.position)}</span></td>
          <td colspan="2"><span class="cap">Client facility · anticipated start date</span><span class="ty">${esc(f.client)} · start ${esc(fmt(f.start, 'us'))}</span></td></tr>
      <tr><td colspan="3"><span class="cap">Clinic</span><span class="ty">${esc(C.name)}, ${esc(C.addr)} · ${esc(C.tel)}</span></td></tr>
    </table>
    <div class="sv"><div class="cap" style="margin-bottom:2px">Services authorized (check all that apply)</div><div class="sg">${svcHtml}</div></div>
    <table class="ga"><tr><td style="width:50%"><span class="cap">Authorized by (name, title)</span><span class="ty">${esc(f.recruiter[0])}, ${esc(f.recruiter[1])}</span></td>
      <td><span class="cap">Signature</span>${sig(f.recruiter[0], { font: f.rsig, ink: '#14213d', size: '1.45em', rot: -2 })}</td>
      <td style="width:22%"><span class="cap">Billing acct.</span><span class="ty">${esc(f.acct)}</span></td></tr></table>
    <div class="cons">Employee consent: I consent to the services checked above and to the release of the results to ${esc(A.name)} and its client facility.
      &nbsp; Signature ${sig(f.empSig, { font: f.esig, ink: '#202020', size: '1.35em', rot: -1 })} &nbsp; Date ${h(fmt(f.consent, ds))}</div>
    <div class="sec">SECTION B — CLINIC USE · RESULTS <span class="nb">(strike services not performed)</span></div>
    <table class="gb">${tstRow}${qftRow}${cxrRow}${dsRow}${fitRow}</table>
    <div class="ln">Clinic comments <span class="ul fl">${h(f.comment, { size: '0.98em' })}</span></div>
    <div class="bot">
      <div class="sigb"><div class="ln">Clinician <span class="ul fl">${h(`${f.signer[0]}, ${f.signer[1]}`, { size: '0.98em' })} &nbsp; ${sig(f.signer[0], { font: f.csig, ink, size: '1.5em' })}</span></div>
        <div class="ln">Date <span class="ul w1">${h(fmt(f.signed, ds))}</span> &nbsp; Results faxed to agency on <span class="ul w1">${h(fmt(f.faxed, ds))}</span> by <span class="ul w0">${h(initials(f.faxBy), { size: '0.95em' })}</span></div></div>
      <div class="stp">${stamp([C.name.toUpperCase(), C.addr, `Tel ${C.tel}`], { color: f.stampColor, rot: f.stampRot })}</div>
    </div>
    <div class="foot">${esc(A.short)} retains this authorization with the employee's credential file. Results are confidential medical information. &nbsp;·&nbsp; ${esc(A.form)}</div>`,
    css: `
    .faxl { font-family:${FONTS.mono}; font-size:8pt; border-bottom:1px solid #999; padding-bottom:2px; margin-bottom:6px; white-space:pre; }
    .hd { display:flex; gap:10px; align-items:center; }
    .hx { flex:1; } .an { font-size:14pt; font-weight:bold; } .aa { font-size:8pt; color:#333; }
    .fr { font-size:8pt; text-align:right; color:#333; }
    .tt { text-align:center; font-size:12.5pt; font-weight:bold; letter-spacing:0.5px; margin:6px 0 3px; border-top:2px solid #222; border-bottom:1px solid #222; padding:2px 0; }
    .intro { font-size:8.8pt; color:#222; margin-bottom:4px; }
    .sec { background:#dcdcdc; font-weight:bold; font-size:9.2pt; padding:2px 5px; margin:6px 0 3px; }
    .nb { font-weight:normal; font-size:8pt; color:#444; }
    .ga { width:100%; } .ga td { border:0.8px solid #555; padding:3px 5px 4px; vertical-align:top; }
    .cap { display:block; font-size:6.8pt; text-transform:uppercase; color:#444; }
    .ty { font-family:${FONTS.courier}; font-size:10pt; }
    .sv { border:0.8px solid #555; border-top:0; border-bottom:0; padding:3px 5px; }
    .sg { display:grid; grid-template-columns:1fr 1fr; gap:2px 12px; font-size:9.8pt; }
    .tb { display:inline-block; width:12px; height:12px; border:1px solid #222; font-family:${FONTS.courier}; font-weight:bold; font-size:10pt; line-height:11px; text-align:center; vertical-align:-1px; }
    .cons { font-size:9pt; border:0.8px dashed #777; padding:3px 6px; margin-top:6px; }
    .gb { width:100%; } .gb td { border:0.8px solid #555; padding:5px 5px; font-size:10pt; vertical-align:middle; height:0.47in; }
    .gb td.svc { width:1.55in; font-size:10pt; } .gb td.cp { width:0.55in; font-size:7.4pt; font-weight:bold; color:#333; text-align:center; }
    .gb td.na { position:relative; text-align:right; padding-right:0.5in; }
    .strike { position:absolute; left:4%; right:22%; top:50%; border-top:1.5px solid; transform:rotate(-1.2deg); }
    .sm { font-size:7.2pt; color:#444; }
    .bx { display:inline-block; width:11px; height:11px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin:0 3px 0 5px; }
    .bx .mk { position:absolute; left:1px; top:-3px; font-size:13px; line-height:13px; }
    .ln { display:flex; align-items:flex-end; gap:4px; margin:10px 0 5px; white-space:nowrap; font-size:10pt; }
    .ul { border-bottom:0.8px solid #333; min-height:16px; padding:0 3px; display:inline-block; }
    .fl { flex:1; } .w1 { min-width:1.05in; } .w0 { min-width:0.5in; } .w00 { min-width:0.35in; text-align:center; }
    .bot { display:flex; gap:14px; align-items:center; } .sigb { flex:1; } .stp { width:2.4in; text-align:center; }
    .foot { font-size:7pt; color:#555; border-top:0.6px solid #999; margin-top:6px; padding-top:2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const agencies = rng.shuffle(AGENCIES);
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const hm = (hh, mm) => `${hh}:${String(mm).padStart(2, '0')}`;
  // a skin test placed on `placed`, read after `hours` hours (times kept consistent with the hours)
  const tst = (clinic, placed, o = {}) => {
    const hours = o.hours ?? rng.pick([48.5, 50, 52, 68, 71]);
    const ph = rng.int(8, 14);
    const pmin = rng.pick([5, 15, 20, 40, 50]);
    const start = Date.UTC(...placed.split('-').map((v, i) => (i === 1 ? v - 1 : +v)), ph, pmin);
    const at = new Date(start + Math.round(hours * 60) * 60e3);
    const c1 = rng.pick(clinic.clinicians);
    const c2 = rng.pick(clinic.clinicians);
    return {
      placed,
      pt: hm(ph, pmin),
      read: at.toISOString().slice(0, 10),
      rt: hm(at.getUTCHours(), at.getUTCMinutes()),
      hours,
      arm: rng.pick(['L', 'R']),
      lot: `${rng.pick(['C', 'D', 'E'])}${rng.digits(4)}AA · ${rng.int(1, 12)}/${rng.pick([27, 28])}`,
      by: `${c1[0].split(' ')[0][0]}. ${c1[0].split(' ')[1]} ${c1[1]}`,
      rby: `${c2[0].split(' ')[0][0]}. ${c2[0].split(' ')[1]} ${c2[1]}`,
      mm: 0,
      res: 'negative',
      ...o,
    };
  };
  const mk = (p, o = {}) => {
    const i = order[n % 3];
    n++;
    const agency = agencies[i];
    const clinic = CLINICS[i];
    const visit = o.visit;
    const issued = addDays(visit, -rng.int(1, 6));
    const recruiter = rng.pick(agency.recruiters);
    const signer = rng.pick(clinic.clinicians);
    const f = {
      agency,
      clinic,
      issued,
      validThru: addDays(issued, 14),
      start: addDays('2026-11-30', rng.int(0, 21)),
      empId: `${agency.short}-${rng.digits(6)}`,
      authNo: `OH-${rng.digits(2)}${rng.letters(1)}-${rng.digits(5)}`,
      nameTyped: `${p.last}, ${p.first}${p.middle ? ' ' + p.middle[0] : ''}`,
      dob: p.dob,
      phone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      position: rng.pick(POSITIONS),
      client: rng.pick(CLIENTS),
      recruiter,
      acct: `${agency.short}-${rng.digits(4)}`,
      empSig: `${p.first} ${p.last}`,
      consent: visit,
      drug: { date: visit, ccf: `${rng.digits(3)}${rng.digits(4)}` },
      fit: { date: visit, model: rng.pick(['3M 1860 / Reg.', '3M 1870+ / one size', 'Halyard 46727 / Sm']) },
      signer,
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      rsig: rng.pick(SIGS),
      esig: rng.pick(SIGS),
      csig: rng.pick(SIGS),
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      stampColor: rng.pick(['#23408e', '#7a1f1f', '#1f5e3a']),
      stampRot: rng.int(-7, 5),
      tst: null,
      qft: null,
      cxr: null,
      comment: '',
      ...o,
    };
    f.faxBy = f.faxBy || rng.pick(clinic.clinicians)[0];
    f.faxLine = `${fmt(f.faxed, 'us')}  ${hm(rng.int(9, 17), rng.int(0, 59))}   FROM: ${clinic.faxId}  ${clinic.tel.replace(/[()]/g, '').replace(' ', '-')}   TO: ${agency.fax}   P. 0${rng.int(1, 2)}/0${rng.int(2, 3)}`;
    return f;
  };
  const out = [];

  // 1 — one-step TST read at 48–72 h, negative, beside a negative drug screen and a passed fit test (photo)
  {
    const p = k.person();
    const placed = addDays('2026-09-08', rng.int(0, 55));
    const tmp = { clinicians: CLINICS[order[n % 3]].clinicians };
    const t = tst(tmp, placed);
    const f = mk(p, {
      visit: placed,
      services: { tst: true, cxr: true, drug: true, fit: true },
      tst: t,
      cxr: null,
      signed: t.read,
      faxed: t.read,
      comment: 'TST neg. CXR not indicated. UDS neg (lab). Fit test passed.',
    });
    out.push({
      key: 'tst-negative-beside-negative-drug-screen',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.induration_mm': 0,
        'tests.0.exam_date': placed,
        'tests.0.report_date': t.read,
        ...personData(),
      },
      note: `Section B: TST placed ${placed} ${t.pt}, read ${t.read} ${t.rt} (${t.hours} h), 0 mm, NEG ringed, placed-by / read-by clinic staff with credentials, clinic stamp; the chest x-ray row, authorized only if positive, is left empty (the clinic comment says not indicated); the drug screen's ticked "Negative" is not a TB result; date issued (${f.issued}), valid through (${f.validThru}) and the client start date (${f.start}) are not test dates`,
    });
  }

  // 2 — QuantiFERON drawn at the clinic, negative from a named performing lab (fax)
  {
    const p = k.person();
    const drawn = addDays('2026-08-17', rng.int(0, 70));
    const rep = addDays(drawn, rng.int(2, 4));
    const lab = LABS[order[n % 3]];
    const f = mk(p, {
      visit: drawn,
      services: { qft: true, cxr: true, drug: true, titer: rng.chance(0.5) },
      qft: { drawn, rep, lab: `${lab[0]}, ${lab[1]}`, res: 'negative' },
      signed: rep,
      faxed: addDays(rep, rng.int(0, 1)),
      comment: `QFT-Plus NEGATIVE per ${lab[0].split(' ')[0]} report, copy attached`,
    });
    out.push({
      key: 'quantiferon-negative-named-lab',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': rep,
        ...personData(),
      },
      note: `QuantiFERON row: drawn ${drawn}, performing lab ${lab[0]} (the lab counts as administrator; the clinic drew the tube and signed Section B), Neg ticked, resulted ${rep}; the TST rows are struck N/A (not authorized); the drug-screen collection on the same day and its "Negative" are not a TB test`,
    });
  }

  // 3 — positive TST, chest film the same week with no active TB (scanned PDF)
  {
    const p = k.person();
    const placed = addDays('2026-08-31', rng.int(0, 50));
    const mm = rng.int(11, 16);
    const tmp = { clinicians: CLINICS[order[n % 3]].clinicians };
    const t = tst(tmp, placed, { mm, res: 'positive' });
    const cdate = addDays(t.read, rng.int(0, 3));
    const where = rng.pick(IMAGING);
    const f = mk(p, {
      visit: placed,
      services: { tst: true, cxr: true, drug: true },
      tst: t,
      cxr: { date: cdate, clear: true, where },
      signed: cdate,
      faxed: addDays(cdate, rng.int(0, 2)),
      comment: `+TST ${mm} mm. CXR PA/lat: no active dz. Refer PCP re LTBI.`,
    });
    out.push({
      key: 'positive-tst-cleared-by-chest-film-same-week',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result'],
      data: { ...personData() },
      note: `TST placed ${placed}, read ${t.read} (${t.hours} h), ${mm} mm, POS ringed; chest x-ray ${cdate} (${where}) with "No active TB / no acute findings" ticked: accept_xray (default true) clears the positive skin test; the drug screen row is a different service`,
    });
  }

  // 4 — TST read on day four (about 96 h), 0 mm (photo)
  {
    const p = k.person();
    const placed = addDays('2026-09-14', rng.int(0, 50));
    const tmp = { clinicians: CLINICS[order[n % 3]].clinicians };
    const hours = rng.pick([94.5, 96, 97, 98.5]);
    const t = tst(tmp, placed, { hours });
    const f = mk(p, {
      visit: placed,
      services: { tst: true, cxr: true, drug: rng.chance(0.6), fit: true },
      tst: t,
      signed: t.read,
      faxed: t.read,
      comment: 'Pt returned late for read (day 4) — 0 mm, read as given.',
    });
    out.push({
      key: 'tst-read-on-day-four',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.exam_date': placed,
        'tests.0.report_date': t.read,
        ...personData(),
      },
      note: `placed ${placed} ${t.pt}, read ${t.read} ${t.rt}: about ${t.hours} hours, outside the 48–72 h window (the clinic's own comment says day 4); the 0 mm NEG reading does not make the late read valid`,
    });
  }

  // 5 — TST placed, the worker never came back to have it read (fax)
  {
    const p = k.person();
    const placed = addDays('2026-10-12', rng.int(0, 28));
    const tmp = { clinicians: CLINICS[order[n % 3]].clinicians };
    const t = tst(tmp, placed, { read: null });
    const missed = addDays(placed, 2);
    const f = mk(p, {
      visit: placed,
      services: { tst: true, cxr: true, drug: true },
      tst: t,
      signed: addDays(placed, 3),
      faxed: addDays(placed, 3),
      comment: `NO SHOW for read ${fmt(missed, 'us_short')}. TST must be repeated.`,
    });
    out.push({
      key: 'tst-placed-never-read-no-show',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['missing test result'],
      data: { 'tests.0.type': 'skin', 'tests.0.exam_date': placed, ...personData() },
      note: `the PLACED line is complete (${placed} ${t.pt}) but the READ line has no date, no mm and neither NEG nor POS ringed; the comment says the worker did not return on ${missed}. A placed-but-never-read skin test is missing test result (this corpus's reading; missing test dates may also be reported); the drug screen's ticked "Negative" is not a TB result`,
    });
  }

  // 6 — positive QuantiFERON; the chest film is still to be scheduled (text PDF)
  {
    const p = k.person();
    const drawn = addDays('2026-10-05', rng.int(0, 30));
    const rep = addDays(drawn, rng.int(2, 4));
    const lab = LABS[order[n % 3]];
    const f = mk(p, {
      visit: drawn,
      services: { qft: true, cxr: true, drug: true, fit: rng.chance(0.5) },
      qft: { drawn, rep, lab: `${lab[0]}, ${lab[1]}`, res: 'positive' },
      cxr: { date: null, note: 'ordered — pt to schedule' },
      signed: rep,
      faxed: rep,
      comment: 'QFT POSITIVE. CXR ordered, not yet done. NOT cleared.',
    });
    out.push({
      key: 'quantiferon-positive-film-not-yet-done',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'positive',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': rep,
        ...personData(),
      },
      note: `QuantiFERON drawn ${drawn}, resulted ${rep} by ${lab[0]}, Pos ticked; the chest x-ray row has no date and no impression ticked ("ordered — pt to schedule"), so nothing clears the positive blood test`,
    });
  }
  return out;
}
