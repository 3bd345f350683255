// A county public-health department's mass-vaccination "Point of Dispensing" (POD) form: the one sheet a client
// carries through the stations of a community flu POD that the department runs each autumn as its emergency-
// preparedness exercise, the client's (canary) copy kept as proof and later photographed, faxed or scanned. Header
// with the department, its preparedness programme, the exercise name and number, the form no. and revision date, the
// season and the operational periods (two days, each with its own date and clock hours); a client-flow strip with a
// handwritten clock time at each station; STATION 1 registration as a printed adhesive label (client no., household
// group, "LAST, FIRST M" without accents, DOB, priority category, registration time stamp, bar code) with the other
// members of the household group listed below it with their own DOBs; STATION 2 screening questions with YES / NO
// boxes, a triage colour ringed (GREEN · YELLOW · RED) and the screener's initials; STATION 3 vaccination (product
// ticked among four printed products, the vial's peel-off lot label stuck in a box, route / site ringed, date and
// time given by hand, vaccinator name, credentials and signature or a strike-team stamp, VIS edition) and a decline
// panel with reasons; STATION 4 observation, exit time and the data-entry line for the state registry with its own
// later date. Dates that are not the vaccination's: the form revision, the other operational period, the lot expiry,
// the VIS edition, the relatives' DOBs and the registry entry date.
import {
  addDays,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
  stripAccents,
} from '../../lib/core.mjs';
import {
  barcode,
  box,
  esc,
  FONTS,
  hand,
  HANDS,
  INKS,
  logo,
  page,
  sig,
  SIGS,
  stamp,
} from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r29_c_county_pod_client_flow_record_stations',
  split: 'tuning',
  renderings: { photo: 35, fax: 20, scan_image: 20, scanned_pdf: 20, text_pdf: 5 },
  description:
    'County public-health mass-vaccination "Point of Dispensing" (POD) client flow & vaccine administration record from a seasonal flu POD exercise, the client\u2019s canary copy filled by several hands and mostly photographed, faxed or scanned: header with department, preparedness programme, exercise name and no., form revision, season and two operational periods with dates and hours; client-flow strip with a clock time per station; STATION 1 printed registration label (client no., household group, LAST, FIRST M, DOB, priority category, registration stamp, bar code) with the other household members and their DOBs; STATION 2 YES / NO screening boxes, triage GREEN / YELLOW / RED ringed, screener initials; STATION 3 product ticked among four, peel-off lot label with its expiry, route / site ringed, date and time given by hand, vaccinator with credentials and signature or a strike-team stamp, VIS edition, decline panel with reasons; STATION 4 observation, exit time, state-registry data-entry line with a later date; variants day-2 Fluzone, Flucelvax with a strike-team stamp, a September FluMist POD, last autumn\u2019s exercise form, a client who declined at station 3, and a vaccinator block left blank',
};

const DEPTS = [
  {
    name: 'Larkspur County Public Health',
    prog: 'Public Health Emergency Preparedness (PHEP) Program',
    addr: '1420 Larkspur Ave \u00b7 Fresno, CA 93721 \u00b7 (559) 555-0172',
    ini: 'LC',
    color: '#1d5c4d',
    shape: 'shield',
    form: 'PHEP-POD-3',
    rev: '2025-06-01',
    iis: 'CAIR2',
  },
  {
    name: 'Tamarack Valley Health District',
    prog: 'Emergency Preparedness & Response Section',
    addr: '77 Tamarack Dr \u00b7 Boise, ID 83702 \u00b7 (208) 555-0114',
    ini: 'TV',
    color: '#6b2d5c',
    shape: 'circle',
    form: 'EPR-MV-12',
    rev: '2024-08-15',
    iis: 'IRIS',
  },
  {
    name: 'Harmon County Department of Health',
    prog: 'Office of Public Health Preparedness',
    addr: '300 Harmon Blvd \u00b7 Knoxville, TN 37916 \u00b7 (865) 555-0148',
    ini: 'HC',
    color: '#23408e',
    shape: 'square',
    form: 'OPHP 4.2',
    rev: '2025-03-10',
    iis: 'TennIIS',
  },
];

const SITES = [
  'Pioneer Way Middle School \u2014 Gymnasium',
  'Grange Hall Road Fairgrounds \u2014 Exhibit Bldg B',
  'Copperfield Community College \u2014 Field House',
  'Saddleback Way Recreation Center',
];

const PRODUCTS = [
  {
    key: 'fluzone',
    short: 'Fluzone',
    label: 'Fluzone\u00ae Trivalent \u2014 Sanofi \u2014 0.5 mL IM',
    sticker: 'FLUZONE\u00ae TRIVALENT 2026-2027 FORMULA',
    mfr: 'Sanofi Pasteur',
    lot: (r) => `U${r.letters(1)}${r.digits(4)}${r.letters(2)}`,
    pres: '0.5 mL single-dose prefilled syringe',
  },
  {
    key: 'flucelvax',
    short: 'Flucelvax',
    label: 'Flucelvax\u00ae Trivalent \u2014 CSL Seqirus \u2014 0.5 mL IM',
    sticker: 'FLUCELVAX\u00ae TRIVALENT 2026/2027',
    mfr: 'CSL Seqirus',
    lot: (r) => `AY${r.digits(4)}`,
    pres: '0.5 mL syringe \u2014 cell-based',
  },
  {
    key: 'flublok',
    short: 'Flublok',
    label: 'Flublok\u00ae Trivalent \u2014 Sanofi \u2014 0.5 mL IM (18 y +)',
    sticker: 'FLUBLOK\u00ae TRIVALENT 2026-2027',
    mfr: 'Sanofi Pasteur',
    lot: (r) => `${r.letters(2)}${r.digits(5)}`,
    pres: '0.5 mL single-dose syringe \u2014 recombinant',
  },
  {
    key: 'flumist',
    short: 'FluMist',
    label: 'FluMist\u00ae Trivalent \u2014 AstraZeneca \u2014 0.2 mL intranasal',
    sticker: 'FLUMIST\u00ae TRIVALENT 2026-2027',
    mfr: 'AstraZeneca',
    lot: (r) => `QL${r.digits(4)}`,
    pres: '0.2 mL intranasal sprayer (0.1 mL / nostril)',
  },
];

const QUESTIONS = [
  'Are you sick today, or do you have a fever over 100.4 \u00b0F?',
  'Have you ever had a serious reaction after a flu vaccine?',
  'Do you have a severe (life-threatening) allergy to any vaccine ingredient?',
  'Have you had Guillain-Barr\u00e9 syndrome within 6 weeks of a flu vaccine?',
  'Have you already had a flu vaccine this season (since July 1)?',
  'Nasal spray only: are you pregnant, immunocompromised, or caring for someone severely immunocompromised?',
];

const VACCINATORS = [
  ['Rosalind Okonjo', 'RN'],
  ['Teodoro Villalba', 'EMT-P'],
  ['Hye-Jin Lim', 'PharmD'],
  ['Marcy Delacroix', 'LPN'],
  ['Abdul Rahimi', 'RN, MRC'],
  ['Connie Threlkeld', 'RN'],
];
const STAFF_INI = ['DK', 'MW', 'J.T.', 'RB', 'AO', 'L.M.', 'SP', 'KH'];
const RELATIONS = ['spouse', 'partner', 'sibling', 'sibling-in-law'];

function ringRow(list, chosen, ink) {
  return list
    .map((o) =>
      o === chosen
        ? `<span class="ring" style="border-color:${ink}">${esc(o)}</span>`
        : `<span class="opt">${esc(o)}</span>`,
    )
    .join(' \u00b7 ');
}

function render(f) {
  const D = f.dept;
  const c = (t, o = {}) => hand(t, { font: f.cpen, ink: f.cink, size: '1.08em', ...o });
  const s = (t, o = {}) => hand(t, { font: f.spen, ink: f.sink, size: '1.08em', ...o });
  const v = (t, o = {}) => hand(t, { font: f.vpen, ink: f.vink, size: '1.12em', ...o });
  const e = (t, o = {}) => hand(t, { font: f.epen, ink: f.eink, size: '1.05em', ...o });
  const periods = f.periods
    .map(
      ([dIso, hours], i) =>
        `<span class="op">Op. period ${i + 1}: <b>${esc(fmt(dIso, 'mon'))}</b> (${esc(new Date(dIso + 'T12:00:00Z').toUTCString().slice(0, 3))}) ${esc(hours)}</span>`,
    )
    .join('');
  const flow = [
    ['Arrival', f.times[0]],
    ['1 Registration', f.times[1]],
    ['2 Screening', f.times[2]],
    ['3 Vaccination', f.times[3]],
    ['4 Exit', f.times[4]],
  ]
    .map(
      ([cap, t]) =>
        `<div class="fc"><div class="fcc">${esc(cap)}</div><div class="fcv">${t ? s(t, { size: '1.15em' }) : '&nbsp;'}</div></div>`,
    )
    .join('<div class="arr">\u25b6</div>');
  const L = f.label;
  const label = `<div class="lbl">
    <div class="lr"><b>${esc(L.pod)}</b><span>REG ${esc(L.stamp)}</span></div>
    <div class="lr"><span>CLIENT ${esc(L.client)}</span><span>HH ${esc(L.hh)} (${L.hhPos} of ${L.hhOf})</span></div>
    <div class="ln">${esc(L.name)}</div>
    <div class="lr"><span>DOB ${esc(L.dob)}</span><span>CAT: ${esc(L.cat)}</span></div>
    <div class="bc">${f.barcode}</div>
  </div>`;
  const hhRows = f.household.length
    ? f.household
        .map(
          (h) =>
            `<tr><td>${esc(h.client)}</td><td>${esc(h.name)}</td><td>${esc(h.dob)}</td><td>${esc(h.rel)}</td></tr>`,
        )
        .join('')
    : '<tr><td colspan="4" class="none">\u2014 registered alone \u2014</td></tr>';
  const qRows = QUESTIONS.map((q, i) => {
    const a = f.answers[i];
    return `<tr><td class="qn">${i + 1}.</td><td class="qt">${esc(q)}</td>
      <td class="yn">${box(a === 'Y', { style: 'check', ink: f.sink })}</td><td class="yn">${box(a === 'N', { style: 'check', ink: f.sink })}</td></tr>`;
  }).join('');
  const prodRows = PRODUCTS.map(
    (p) =>
      `<div class="pr">${box(f.product && p.key === f.product.key, { style: 'x', ink: f.vink, font: f.vpen })} ${esc(p.label)}</div>`,
  ).join('');
  const lotLabel = f.product
    ? `<div class="vial" style="transform:rotate(${f.labelRot}deg)">
        <div class="vt">${esc(f.product.sticker)}</div>
        <div class="vs">${esc(f.product.pres)}</div>
        <div class="vl"><span>LOT <b>${esc(f.lot)}</b></span><span>EXP ${esc(f.lotExpText)}</span></div>
        <div class="vm">${esc(f.product.mfr)}</div>
      </div>`
    : '<div class="vialempty">affix vial / syringe<br>lot label here</div>';
  const siteOpts = ['L deltoid', 'R deltoid', 'Nares'];
  const vax = f.vaccinator;
  const vaxBlock = `
    <div class="g2">
      <div class="fl" style="flex:1.1"><div class="v">${f.dateText ? v(f.dateText) : '&nbsp;'}</div><div class="cp">Date given (mm/dd/yy)</div></div>
      <div class="fl" style="flex:0.8"><div class="v">${f.timeText ? v(f.timeText) : '&nbsp;'}</div><div class="cp">Time</div></div>
      <div class="fl" style="flex:1.6"><div class="v">${f.product ? ringRow(siteOpts, f.vsite, f.vink) : siteOpts.map(esc).join(' \u00b7 ')}</div><div class="cp">Route / site (circle)</div></div>
    </div>
    <div class="g2">
      <div class="fl" style="flex:1.6"><div class="v">${vax && vax.name ? v(vax.name) : '&nbsp;'}</div><div class="cp">Vaccinator (print)</div></div>
      <div class="fl" style="flex:0.7"><div class="v">${vax && vax.cred ? v(vax.cred) : '&nbsp;'}</div><div class="cp">Credentials</div></div>
      <div class="fl" style="flex:1.5"><div class="v">${vax && vax.sig ? sig(vax.sig, { font: f.vsig, ink: f.vink, size: '1.45em', rot: -2 }) : '&nbsp;'}</div><div class="cp">Signature</div></div>
    </div>
    ${vax && vax.stamp ? `<div class="vstamp">${stamp(vax.stamp, { color: '#5a1d6e', rot: -5 })}</div>` : ''}
    <div class="small">VIS given: Influenza (Inactivated or Recombinant) / Live, Intranasal \u2014 edition ${esc(f.visText)} &nbsp; ${box(!!f.product, { style: 'check', ink: f.vink })} yes</div>`;
  const dec = f.declined;
  const reasons = [
    ['medical', 'Medical contraindication / allergy'],
    ['religious', 'Religious belief'],
    ['personal', 'Personal or philosophical'],
    ['other', 'Other:'],
  ];
  const decBlock = `<div class="dec">
    <div>${box(!!dec, { style: 'x', ink: f.cink, font: f.cpen })} <b>Client declined vaccination at Station 3</b> &nbsp;<span class="small">(declining clients exit through Station 4; no vaccine is recorded above)</span></div>
    <div class="rs">Reason: ${reasons
      .map(([k, t]) => `${box(dec && dec.reason === k, { style: 'x', ink: f.cink, font: f.cpen })}${esc(t)}`)
      .join(
        ' &nbsp; ',
      )} <span class="wl">${dec && dec.other ? c(dec.other, { size: '1em' }) : '&nbsp;'}</span></div>
    <div class="rs">Client initials <span class="wl s">${dec ? c(dec.initials) : '&nbsp;'}</span> &nbsp; Date <span class="wl s">${dec ? c(dec.dateText) : '&nbsp;'}</span> &nbsp; Witness (POD staff) <span class="wl s">${dec ? v(dec.witness, { size: '1em' }) : '&nbsp;'}</span></div>
  </div>`;
  const body = `
  <div class="copy">CLIENT COPY (canary) \u2014 keep as your record of vaccination</div>
  <div class="hd">
    <div>${logo({ initials: D.ini, color: D.color, shape: D.shape, size: 50 })}</div>
    <div class="ht">
      <div class="dn" style="color:${D.color}">${esc(D.name)}</div>
      <div class="pg">${esc(D.prog)}</div>
      <div class="ad">${esc(D.addr)}</div>
    </div>
    <div class="fm">Form ${esc(D.form)}<br>rev. ${esc(fmt(D.rev, 'mm_yyyy'))}<br>${esc(f.exNo)}</div>
  </div>
  <div class="ti" style="background:${D.color}">POINT OF DISPENSING (POD) \u2014 CLIENT FLOW &amp; VACCINE ADMINISTRATION RECORD</div>
  <div class="ex"><b>${esc(f.exName)}</b> \u00b7 ${esc(f.seasonLabel)} seasonal influenza \u00b7 Site: ${esc(f.podSite)}</div>
  <div class="ops">${periods}</div>
  <div class="flow"><div class="fh">CLIENT FLOW \u2014 staff write the clock time at each station</div><div class="fr">${flow}</div></div>

  <div class="cols">
    <div class="col">
      <div class="sh"><span class="sn">1</span> REGISTRATION</div>
      <div class="lblbox">${label}</div>
      <div class="hh">Others in your household group (registered together)</div>
      <table class="ht2"><tr><th>Client no.</th><th>Name</th><th>DOB</th><th>Relation</th></tr>${hhRows}</table>
      <div class="small" style="margin-top:3px">Priority categories: HCW / EMS \u00b7 65+ \u00b7 CHRONIC \u00b7 GEN. Bring this copy to every station.</div>

      <div class="sh" style="margin-top:8px"><span class="sn">2</span> SCREENING</div>
      <table class="qt2"><tr><th></th><th></th><th>YES</th><th>NO</th></tr>${qRows}</table>
      <div class="tri">Triage: ${ringRow(['GREEN', 'YELLOW', 'RED'], f.triage, f.sink)} &nbsp; <span class="small">GREEN proceed \u00b7 YELLOW clinical consult \u00b7 RED defer</span></div>
      <div class="tri">Screener initials <span class="wl s">${s(f.screener)}</span> &nbsp; Consult by <span class="wl s">&nbsp;</span></div>
    </div>
    <div class="col">
      <div class="sh"><span class="sn">3</span> VACCINATION <span class="so">clinical staff only</span></div>
      <div class="prods">${prodRows}</div>
      <div class="lotrow"><div class="lotcap">Lot no. / exp.</div>${lotLabel}</div>
      ${vaxBlock}
      ${decBlock}

      <div class="sh" style="margin-top:8px"><span class="sn">4</span> OBSERVATION &amp; EXIT</div>
      <div class="ob">${box(f.exit.observed, { style: 'check', ink: f.eink })} Observed 15 minutes &nbsp; Adverse reaction: ${ringRow(['NONE', 'YES \u2014 see AE log'], f.exit.observed ? 'NONE' : null, f.eink)}</div>
      <div class="ob">Exit staff initials <span class="wl s">${e(f.exit.ini)}</span> &nbsp; ${box(f.exit.card, { style: 'check', ink: f.eink })} wallet card given</div>
      <div class="iis">Records unit: entered in state registry (${esc(D.iis)}) by <span class="wl s">${f.iis ? e(f.iis.by) : '&nbsp;'}</span> on <span class="wl s">${f.iis ? e(f.iis.dateText) : '&nbsp;'}</span></div>
    </div>
  </div>
  <div class="after">
    <div class="ah">AFTER YOUR VACCINE</div>
    <div class="ac">A sore arm, low fever or aches for a day or two are common. Seek care right away for hives, swelling of the face or throat,
    difficulty breathing or a fast heartbeat, and tell the provider you were vaccinated at this POD. Report side effects to VAERS (vaers.hhs.gov,
    1-800-822-7967). Your dose is sent to the state immunization registry (${esc(D.iis)}); allow two weeks before asking your employer or pharmacy to
    look it up. Exercise evaluation survey: tell us how long you waited at each station — scan the code at the exit table.</div>
  </div>
  <div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - cut here and keep in your wallet - - - - - - - - - - - - - - - - - - - - - -</div>
  <div class="wal">
    <div class="wt" style="background:${D.color}">FLU VACCINE — ${esc(f.seasonLabel)}</div>
    <div class="wg">
      <div><span class="wc">Name</span> ${f.wallet ? e(f.wallet.name) : ''}</div>
      <div><span class="wc">Date</span> ${f.wallet ? e(f.wallet.date) : ''}</div>
      <div><span class="wc">Vaccine</span> ${f.wallet ? e(f.wallet.vaccine) : ''}</div>
      <div><span class="wc">Clinic</span> ${f.wallet ? esc(D.name) + ' POD' : ''}</div>
    </div>
  </div>
  <div class="ft">White \u2014 POD records unit \u00b7 Canary \u2014 client \u00b7 ${esc(D.form)} rev. ${esc(fmt(D.rev, 'us'))} \u00b7 Questions about your record: ${esc(D.addr.split('\u00b7').pop().trim())} \u00b7 This exercise is funded by the CDC PHEP cooperative agreement.</div>`;
  const css = `
  .copy { text-align:right; font-size:7.4pt; font-weight:bold; letter-spacing:0.06em; color:#7a5a00; }
  .hd { display:flex; align-items:center; gap:10px; margin-top:2px; }
  .ht { flex:1; } .dn { font-size:15pt; font-weight:bold; } .pg { font-size:9pt; font-style:italic; } .ad { font-size:7.8pt; color:#333; }
  .fm { font-size:7.6pt; border:0.8px solid #444; padding:3px 6px; text-align:right; line-height:1.3; background:#fff; }
  .ti { color:#fff; font-weight:bold; text-align:center; padding:4px; margin-top:5px; font-size:10.2pt; letter-spacing:0.02em; }
  .ex { font-size:9pt; margin-top:4px; }
  .ops { font-size:8.4pt; margin-top:2px; display:flex; gap:18px; }
  .flow { margin-top:5px; border:1px solid #555; background:#fff; padding:2px 5px 4px; }
  .fh { font-size:7pt; font-weight:bold; letter-spacing:0.05em; color:#444; }
  .fr { display:flex; align-items:center; gap:4px; }
  .fc { flex:1; border:0.8px solid #888; min-height:34px; padding:1px 4px; background:#fffef8; }
  .fcc { font-size:6.8pt; color:#444; } .fcv { text-align:center; }
  .arr { font-size:7pt; color:#777; }
  .cols { display:flex; gap:12px; margin-top:6px; }
  .col { flex:1; min-width:0; }
  .sh { font-weight:bold; font-size:9.4pt; border-bottom:1.4px solid #222; padding-bottom:1px; margin-bottom:4px; }
  .sn { display:inline-block; width:1.35em; height:1.35em; border-radius:50%; background:#222; color:#fff; text-align:center; line-height:1.35em; font-size:8.5pt; margin-right:3px; }
  .so { font-weight:normal; font-size:7.4pt; font-style:italic; color:#555; }
  .lblbox { padding:4px 0; }
  .lbl { width:3.25in; background:#fff; border:0.6px solid #bbb; border-radius:4px; box-shadow:1px 1px 2px rgba(0,0,0,0.25); padding:4px 7px; font-family:${FONTS.mono}; font-size:8.2pt; line-height:1.3; transform:rotate(${f.label.rot}deg); }
  .lr { display:flex; justify-content:space-between; gap:6px; }
  .ln { font-size:10.4pt; font-weight:bold; margin:1px 0; }
  .bc { margin-top:2px; }
  .hh { font-size:7.6pt; font-weight:bold; margin-top:4px; }
  .ht2 { width:100%; font-size:7.8pt; margin-top:2px; }
  .ht2 th { text-align:left; font-size:7pt; border-bottom:0.8px solid #555; }
  .ht2 td { border-bottom:0.5px solid #bbb; padding:1px 2px; font-family:${FONTS.mono}; }
  .ht2 td.none { text-align:center; color:#666; font-family:inherit; font-style:italic; }
  .qt2 { width:100%; font-size:7.9pt; }
  .qt2 th { font-size:7pt; text-align:center; }
  .qt2 td { border-bottom:0.5px solid #ccc; padding:2px 1px; vertical-align:top; }
  .qn { width:1.2em; } .yn { width:2.3em; text-align:center; }
  .tri { font-size:8.4pt; margin-top:5px; }
  .ring { border:1.6px solid; border-radius:50%; padding:1px 0.4em; }
  .opt { padding:0 0.2em; }
  .prods { font-size:8.5pt; }
  .pr { margin:2px 0; white-space:nowrap; }
  .lotrow { display:flex; align-items:center; gap:8px; margin:5px 0 3px; min-height:0.8in; }
  .lotcap { font-size:7.2pt; color:#333; width:0.6in; }
  .vial { width:2.45in; border:0.7px solid #999; background:#fff; border-radius:3px; padding:3px 6px; font-family:${FONTS.sans}; box-shadow:1px 1px 2px rgba(0,0,0,0.2); }
  .vt { font-weight:bold; font-size:8pt; } .vs { font-size:6.8pt; color:#333; }
  .vl { display:flex; justify-content:space-between; font-size:8.2pt; font-family:${FONTS.mono}; margin-top:1px; } .vm { font-size:6.6pt; color:#555; }
  .vialempty { width:2.45in; height:0.7in; border:1px dashed #999; color:#999; font-size:7pt; text-align:center; padding-top:0.17in; }
  .g2 { display:flex; gap:8px; margin-top:3px; }
  .fl { min-width:0; } .fl .v { border-bottom:0.8px solid #333; min-height:22px; display:flex; align-items:flex-end; padding:0 2px; font-size:8.4pt; white-space:nowrap; }
  .fl .cp { font-size:6.8pt; color:#333; }
  .vstamp { margin:2px 0 10px 1.3in; }
  .small { font-size:7pt; color:#333; }
  .dec { margin-top:6px; border:1px solid #777; padding:3px 5px; font-size:8pt; background:#fff; }
  .rs { margin-top:3px; font-size:7.8pt; }
  .wl { display:inline-block; min-width:1.1in; border-bottom:0.7px solid #333; } .wl.s { min-width:0.7in; }
  .ob { font-size:8.4pt; margin-top:3px; }
  .iis { font-size:7.8pt; margin-top:5px; border-top:0.6px dashed #888; padding-top:3px; }
  .after { margin-top:8px; border:0.8px solid #888; background:#fff; padding:3px 7px; }
  .ah { font-size:7.6pt; font-weight:bold; letter-spacing:0.05em; } .ac { font-size:7.3pt; line-height:1.3; color:#222; }
  .cut { margin-top:9px; font-size:7pt; color:#666; white-space:nowrap; overflow:hidden; }
  .wal { margin-top:5px; width:3.4in; border:1px solid #444; background:#fff; }
  .wt { color:#fff; font-size:8pt; font-weight:bold; padding:2px 6px; letter-spacing:0.04em; }
  .wg { padding:3px 6px; font-size:8.4pt; line-height:1.55; }
  .wg > div { border-bottom:0.5px solid #aaa; min-height:17px; }
  .wc { font-size:6.8pt; color:#444; display:inline-block; width:0.55in; }
  .ft { margin-top:8px; font-size:6.7pt; color:#444; border-top:0.6px solid #999; padding-top:2px; }`;
  return page({
    title: `${D.form} POD client record`,
    margin: '0.4in',
    body,
    css,
    font: f.font,
    bg: '#fdf6d8',
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const hhm = (p, n) => {
    const rows = [];
    for (let i = 0; i < n; i++) {
      const q = otherPerson(k.person, p);
      const gap = Number(q.dob.slice(0, 4)) - Number(p.dob.slice(0, 4));
      const rel = gap >= 18 ? 'child' : gap <= -18 ? 'parent' : rng.pick(RELATIONS);
      rows.push({
        client: '',
        name: stripAccents(`${p.last}, ${q.first}`).toUpperCase(),
        dob: fmt(q.dob, 'us'),
        rel,
      });
    }
    return rows;
  };
  const clock = (h, m) =>
    `${String(h + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const mk = (p, o) => {
    const dept = o.dept || rng.pick(DEPTS);
    const regDay = o.regDay;
    const h = o.hour ?? rng.int(9, 12);
    const m0 = rng.int(0, 30);
    const times = [clock(h, m0), clock(h, m0 + 3), clock(h, m0 + 9), clock(h, m0 + 14), clock(h, m0 + 31)];
    const clientBase = `${rng.int(10, 29)}-${rng.digits(4)}`;
    const household = o.household ?? [];
    household.forEach(
      (x, i) =>
        (x.client = `${clientBase.slice(0, 3)}${String(Number(clientBase.slice(3)) + i + 1).padStart(4, '0')}`),
    );
    const name = stripAccents(nameAs(p, o.nameStyle || 'LAST_FIRST_MI')).toUpperCase();
    const product = o.product === undefined ? rng.pick(PRODUCTS.slice(0, 3)) : o.product;
    const vac = rng.pick(VACCINATORS);
    return {
      dept,
      exName: o.exName,
      exNo: o.exNo,
      seasonLabel: o.seasonLabel || '2026\u20132027',
      podSite: rng.pick(SITES),
      periods: o.periods,
      times,
      label: {
        pod: `${dept.ini} POD ${o.exShort}`,
        stamp: `${fmt(regDay, 'us_short')} ${times[1]}`,
        client: clientBase,
        hh: rng.digits(4),
        hhPos: household.length + 1,
        hhOf: household.length + 1,
        name,
        dob: fmt(p.dob, 'us'),
        cat: o.cat || rng.pick(['HCW/EMS', 'HCW/EMS', 'GEN']),
        rot: rng.float(-1.8, 1.8).toFixed(2),
      },
      household,
      barcode: barcode(rng, { width: 170, height: 22 }),
      answers: o.answers || ['N', 'N', 'N', 'N', 'N', product && product.key === 'flumist' ? 'N' : ''],
      triage: 'GREEN',
      screener: rng.pick(STAFF_INI),
      product,
      lot: product ? product.lot(rng) : '',
      lotExpText: o.lotExp ? fmt(o.lotExp, 'mm_yyyy') : '',
      labelRot: rng.float(-4, 4).toFixed(1),
      vsite: product ? (product.key === 'flumist' ? 'Nares' : rng.pick(['L deltoid', 'R deltoid'])) : null,
      dateText: o.dateText,
      timeText: product ? times[3] : '',
      vaccinator: o.vaccinator === undefined ? { name: vac[0], cred: vac[1], sig: vac[0] } : o.vaccinator,
      visText: '08/06/2021',
      declined: o.declined || null,
      exit: { observed: !!product, card: !!product && o.wallet !== false, ini: rng.pick(STAFF_INI) },
      iis: o.iis === undefined ? null : o.iis,
      wallet:
        product && o.wallet !== false
          ? {
              name: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
              date: o.dateText,
              vaccine: product.short,
            }
          : null,
      cpen: rng.pick(HANDS),
      cink: rng.pick(INKS),
      spen: rng.pick(HANDS),
      sink: rng.pick(['#202020', '#0b3d91', '#14213d']),
      vpen: rng.pick(HANDS),
      vink: rng.pick(['#1a2b6d', '#202020', '#0b3d91', '#2b2b52']),
      vsig: rng.pick(SIGS),
      epen: rng.pick(HANDS),
      eink: rng.pick(['#3a3a3a', '#14213d', '#1a2b6d']),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
    };
  };

  // 1 — two-day POD, vaccinated on day 2 with Fluzone; household members listed (photo)
  {
    const p = k.person();
    const d1 = addDays('2026-10-09', rng.int(0, 14));
    const d2 = addDays(d1, 1);
    const prod = PRODUCTS[0];
    const f = mk(p, {
      exName: 'Operation Autumn Shield 2026 \u2014 Community Flu POD (full-scale exercise)',
      exShort: 'AS-26',
      exNo: `Exercise no. 2026-FX-${rng.int(3, 9)}`,
      periods: [
        [d1, '1500\u20131930'],
        [d2, '0800\u20131400'],
      ],
      regDay: d2,
      product: prod,
      lotExp: '2027-06-30',
      dateText: fmt(d2, 'us_short'),
      household: hhm(p, 2),
      iis: { by: rng.pick(STAFF_INI), dateText: fmt(addDays(d2, rng.int(3, 12)), 'us_short') },
    });
    out.push({
      key: 'fluzone-day-two-household-group',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['vaccination outside season', 'missing administrator', 'missing vaccination date'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': d2,
        'vaccinations.0.lot': f.lot,
        ...personData('match', 'match'),
      },
      note: `Fluzone ticked, lot label ${f.lot} (lot exp 06/2027), given ${d2} on the POD's second operational period (the first, ${d1}, is not the shot's date), vaccinator ${f.vaccinator.name}, ${f.vaccinator.cred}; the household members on the sheet have their own names and DOBs; the registry entry date is later`,
    });
  }

  // 2 — Flucelvax; the vaccinator wrote only initials and pressed a strike-team stamp (fax)
  {
    const p = k.person();
    const d1 = addDays('2026-10-02', rng.int(0, 20));
    const d2 = addDays(d1, 1);
    const day = rng.pick([d1, d2]);
    const prod = PRODUCTS[1];
    const vac = rng.pick(VACCINATORS);
    const f = mk(p, {
      exName: 'FLUEX 26 \u2014 Mass Vaccination Drive-in & Walk-in POD',
      exShort: 'FLUEX26',
      exNo: `Incident / exercise ${rng.digits(2)}-${rng.digits(3)}`,
      periods: [
        [d1, '0900\u20131500'],
        [d2, '0900\u20131300'],
      ],
      regDay: day,
      product: prod,
      lotExp: '2027-05-31',
      dateText: fmt(day, 'us_nz'),
      nameStyle: 'LAST_FIRST',
      household: rng.chance(0.5) ? hhm(p, 1) : [],
      vaccinator: {
        name: '',
        cred: '',
        sig: vac[0]
          .split(' ')
          .map((x) => x[0])
          .join('.'),
        stamp: [
          vac[0].toUpperCase() + ', ' + vac[1],
          'MRC STRIKE TEAM 3 \u2014 VACCINATOR',
          'Medical Reserve Corps',
        ],
      },
    });
    out.push({
      key: 'flucelvax-strike-team-stamp',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['missing administrator', 'vaccination outside season'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': day,
        ...personData('match', 'match'),
      },
      note: `Flucelvax ticked, date given ${day} (M/D/YYYY) within the printed operational periods; the vaccinator lines are empty but the signature initials sit beside a stamp naming ${vac[0]}, ${vac[1]} of the Medical Reserve Corps strike team, which identifies the administrator`,
    });
  }

  // 3 — an early "back-to-school" POD in September with FluMist (scanned PDF)
  {
    const p = k.person();
    const d1 = addDays('2026-09-12', rng.int(0, 14));
    const prod = PRODUCTS[3];
    const f = mk(p, {
      exName: 'Back-to-School Community Flu POD \u2014 functional exercise',
      exShort: 'BTS-26',
      exNo: `Exercise no. 2026-FE-0${rng.int(1, 4)}`,
      periods: [[d1, '0900\u20131500']],
      regDay: d1,
      product: prod,
      lotExp: addDays('2027-01-10', rng.int(0, 40)),
      dateText: fmt(d1, 'dash'),
      cat: 'GEN',
      nameStyle: 'LAST_FIRST_MI',
      household: hhm(p, 1),
      iis: { by: rng.pick(STAFF_INI), dateText: fmt(addDays(d1, rng.int(2, 9)), 'dash') },
    });
    out.push({
      key: 'flumist-september-pod',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': d1,
        'vaccinations.0.lot': f.lot,
        ...personData('match', 'match'),
      },
      note: `FluMist (intranasal, Nares ringed) given ${d1} (MM-DD-YYYY) at a September POD: September is inside the 2026-2027 season (from 1 July); the lot expiry and the registry entry date are other dates`,
    });
  }

  // 4 — last autumn's exercise form (outside season) (photo)
  {
    const p = k.person();
    const d1 = addDays('2025-10-03', rng.int(0, 20));
    const d2 = addDays(d1, 1);
    const prod = rng.pick([PRODUCTS[0], PRODUCTS[2]]);
    const f = mk(p, {
      exName: 'Operation Autumn Shield 2025 \u2014 Community Flu POD (full-scale exercise)',
      exShort: 'AS-25',
      hour: rng.int(15, 18),
      exNo: `Exercise no. 2025-FX-${rng.int(3, 9)}`,
      seasonLabel: '2025\u20132026',
      periods: [
        [d1, '1500\u20131930'],
        [d2, '0800\u20131400'],
      ],
      regDay: d1,
      product: prod,
      lotExp: '2026-06-30',
      dateText: fmt(d1, 'us_short'),
      household: hhm(p, 1),
      iis: { by: rng.pick(STAFF_INI), dateText: fmt(addDays(d1, rng.int(3, 12)), 'us_short') },
    });
    f.product = {
      ...prod,
      sticker: prod.sticker.replace('2026-2027', '2025-2026').replace('2026/2027', '2025/2026'),
    };
    out.push({
      key: 'last-autumn-exercise-form',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['vaccination outside season'],
      forbidden: ['missing vaccination date', 'missing administrator'],
      data: {
        season: '2025-2026',
        'vaccinations.0.date': d1,
        ...personData('match', 'match'),
      },
      note: `last year's POD (exercise 2025, 2025\u20132026 season printed): given ${d1}, which falls in the 2025-2026 season, not the 2026-2027 season containing valid_on`,
    });
  }

  // 5 — the client declined at station 3 (scan image)
  {
    const p = k.person();
    const d1 = addDays('2026-10-16', rng.int(0, 14));
    const f = mk(p, {
      exName: 'Operation Autumn Shield 2026 \u2014 Community Flu POD (full-scale exercise)',
      exShort: 'AS-26',
      exNo: `Exercise no. 2026-FX-${rng.int(3, 9)}`,
      periods: [[d1, '0800\u20131600']],
      regDay: d1,
      product: null,
      dateText: '',
      cat: 'HCW/EMS',
      vaccinator: null,
      declined: {
        reason: 'personal',
        initials: `${p.first[0]}${p.last[0]}`,
        dateText: fmt(d1, 'us_short'),
        witness: rng.pick(STAFF_INI),
      },
    });
    f.answers = ['N', 'N', 'N', 'N', 'N', ''];
    out.push({
      key: 'declined-at-station-three',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['declination not allowed'],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'declination',
        'declination.date': d1,
        'declination.season': '2026-2027',
        ...personData('match', 'match'),
      },
      note: `screened GREEN but "Client declined vaccination at Station 3" is ticked with "Personal or philosophical", initialled and dated ${d1}; no product, lot or vaccinator; allow_declination defaults to false`,
    });
  }

  // 6 — product, lot and date filled, but the vaccinator lines were never completed and there is no stamp (fax)
  {
    const p = k.person();
    const d1 = addDays('2026-10-09', rng.int(0, 21));
    const prod = rng.pick([PRODUCTS[0], PRODUCTS[1], PRODUCTS[2]]);
    const f = mk(p, {
      exName: 'Drive-through Flu POD \u2014 point-of-dispensing exercise',
      exShort: 'DT-26',
      hour: rng.int(10, 16),
      wallet: false,
      exNo: `Exercise no. 2026-DT-${rng.int(1, 4)}`,
      periods: [[d1, '1000\u20131800']],
      regDay: d1,
      product: prod,
      lotExp: '2027-06-30',
      dateText: fmt(d1, 'us_short'),
      vaccinator: { name: '', cred: '', sig: '' },
      household: hhm(p, 1),
    });
    out.push({
      key: 'vaccinator-block-left-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['missing administrator'],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': d1,
        ...personData('match', 'match'),
      },
      note: `date given ${d1}, product and lot label filled, but Vaccinator (print), Credentials and Signature are blank and no stamp: nobody attests to giving the dose; the screener's and exit staff's initials belong to other stations; read as missing administrator (flagged), debatable because the department running the POD is printed in the header`,
    });
  }
  return out;
}
