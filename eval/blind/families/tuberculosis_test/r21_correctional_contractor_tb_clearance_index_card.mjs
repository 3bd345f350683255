// A correctional facility's "Contract & Agency Staff — Tuberculosis Clearance" 5 × 8 index card, kept in the gate
// office's contractor file and photocopied (front above back on one letter page) for the worker's staffing agency.
// Front: department / facility / medical unit header, form number, photo box, name "LAST, First MI", DOB, gate ID,
// agency, discipline ringed, post; "1. Current screening" with the method ticked among TST / IGRA / chest x-ray and
// one line per method (TST placed / read with times, arm ringed, mm, NEG / POS ringed, placed-by / read-by; IGRA
// collected, test ringed, laboratory, result boxes, resulted date; chest x-ray date, facility, impression boxes),
// "2. Symptom review" with Y / N ringed, "3. Disposition" with CLEARED FOR ENTRY / PENDING / NOT CLEARED ringed, a
// remark, the next screening due month and the unit nurse's signature and date. Back: a "clearance history" table of
// earlier years (oldest first) initialled by the unit, a gate / security strip with card-check stamps (recent dates
// that are not tests) and the printed rules. A "COPY — RELEASED TO AGENCY" stamp with its own date sits in the margin.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r21_correctional_contractor_tb_clearance_index_card',
  split: 'tuning',
  renderings: { photo: 40, fax: 20, scanned_pdf: 15, scan_image: 10, text_pdf: 15 },
  description:
    'Correctional facility "Contract & Agency Staff — Tuberculosis Clearance" 5 × 8 index card from the gate office\'s contractor file, photocopied front above back on one page for the staffing agency: department / facility / medical-unit header, photo box, "LAST, First MI", DOB, gate ID, agency, discipline ringed; current screening with the method ticked among TST / IGRA / chest x-ray and one line each (TST placed / read dates and times, arm ringed, mm, NEG / POS ringed, placed-by / read-by; IGRA collected, QFT-Plus / T-SPOT ringed, laboratory, result boxes, resulted; film date, facility, impression boxes), symptom review Y / N ringed, disposition CLEARED FOR ENTRY / PENDING / NOT CLEARED ringed with a remark, next-due month and unit nurse signature; back with earlier years\' clearance rows oldest first, gate card-check stamps and rules; COPY RELEASED stamp with its own date; variants negative TST with three older years on the back, transcribed outside negative QFT for a new contractor, positive TST cleared by a film, newest screening fourteen months old with recent gate checks, indeterminate QFT pending redraw, positive TST with the film only ordered',
};

const FACILITIES = [
  {
    dept: 'STATE DEPARTMENT OF CORRECTIONS · HEALTH SERVICES DIVISION',
    fac: 'Pine Hollow Correctional Center',
    unit: 'Health Services Unit (HSU)',
    short: 'HSU',
    addr: '4100 Grange Hall Rd, Tulsa, OK 74103',
    phone: '(918) 555-0162',
    form: 'HSU-TB-09 (rev. 02/2024)',
    ini: 'PH',
    color: '#1d3b2a',
  },
  {
    dept: "SYCAMORE COUNTY SHERIFF'S OFFICE · DETENTION HEALTH SERVICES",
    fac: 'Sycamore County Adult Detention Center',
    unit: 'Medical Unit — Employee & Contractor Health',
    short: 'MED',
    addr: '600 Harmon Blvd, Savannah, GA 31401',
    phone: '(912) 555-0119',
    form: 'DHS-117 rev 7/23',
    ini: 'SC',
    color: '#3a2a10',
  },
  {
    dept: 'DIVISION OF ADULT INSTITUTIONS · BUREAU OF HEALTH SERVICES',
    fac: 'Redstone Valley State Prison',
    unit: 'Infirmary — Staff Health Office',
    short: 'SHO',
    addr: '2 Saddleback Way, Provo, UT 84601',
    phone: '(801) 555-0187',
    form: 'BHS-TB-3 (2024)',
    ini: 'RV',
    color: '#14325c',
  },
];
const AGENCIES = [
  'MedBridge Correctional Staffing',
  'Sentinel Nurse Partners LLC',
  'Ironwood Clinical Contracts',
  'Keel & Lantern Health Staffing',
];
const NURSES = [
  ['Loretta Baines', 'RN'],
  ['Maribel Ochoa', 'LPN'],
  ['Gordon Pasternak', 'RN, HSA'],
  ['Yvette Mallory', 'RN'],
  ['Curtis Wendell', 'LPN'],
];
const OFFICERS = ['Sgt. K. Rhee', 'Ofc. D. Lamont', 'Cpl. A. Fenske', 'Ofc. T. Bui'];
const LABS = [
  'Northgate Clinical Laboratories',
  'Valley Pathology Associates',
  'Quest-Meridian Reference Lab',
];
const IMAGING = ['Mercy Ridge Imaging', 'Tamarack Outpatient Radiology', 'St. Anselm Hospital Radiology'];
const PENS = HANDS.filter((h) => h !== 'Breip');

const rg = (t, on, ink) =>
  on
    ? `<span style="border:1.5px solid ${ink};border-radius:50%;padding:0 4px;white-space:nowrap">${esc(t)}</span>`
    : `<span style="padding:0 4px;white-space:nowrap">${esc(t)}</span>`;
const bx = (on, ink, font) =>
  `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">X</span>` : ''}</span>`;
const ini = (name) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('');

function front(f) {
  const s = f.fac;
  const ink = f.ink;
  const h = (t, o = {}) => hand(t, { font: f.font, ink, size: '1.08em', ...o });
  const t = f.tst;
  const ig = f.igra;
  const cx = f.cxr;
  const sx = ['Cough > 3 weeks', 'Fever / night sweats', 'Unexplained weight loss', 'Coughing up blood']
    .map((q) => `${esc(q)} ${rg('Y', false, ink)}${rg('N', true, ink)}`)
    .join(' &nbsp;·&nbsp; ');
  return `<div class="card">
    <div class="ch">${logo({ initials: s.ini, color: s.color, shape: 'shield', size: 34 })}
      <div class="chx"><div class="cd">${esc(s.dept)}</div><div class="cf">${esc(s.fac)} — ${esc(s.unit)}</div></div>
      <div class="fno">${esc(s.form)}</div></div>
    <div class="ct">CONTRACT &amp; AGENCY STAFF — TUBERCULOSIS CLEARANCE</div>
    <div class="idw"><table class="idg"><tr><td style="width:44%"><div class="cp">Name (LAST, First MI)</div>${h(f.nameWritten, { size: '1.2em' })}</td>
      <td style="width:20%"><div class="cp">Date of birth</div>${h(fmt(f.dob, f.ds))}</td><td><div class="cp">Gate ID / badge no.</div>${h(f.gateId)}</td></tr>
      <tr><td><div class="cp">Agency / contractor</div>${h(f.agency, { size: '0.98em' })}</td>
      <td colspan="2"><div class="cp">Discipline &nbsp;·&nbsp; post</div>${['RN', 'LPN', 'CNA', 'MA', 'Other'].map((x) => rg(x, x === f.disc, ink)).join(' ')} &nbsp; ${h(f.post, { size: '0.95em' })}</td></tr></table>
    <div class="photo">PHOTO<br>ON FILE<br>(gate)</div></div>
    <div class="sh">1. CURRENT SCREENING &nbsp; <span class="nb">method:</span> ${bx(!!t, ink, f.font)}TST (Mantoux) &nbsp; ${bx(!!ig, ink, f.font)}IGRA &nbsp; ${bx(!!(cx && cx.date), ink, f.font)}Chest x-ray (prior positive only)</div>
    <div class="ln sm">Screened at ${rg(`${s.short} (on site)`, f.where === 'site', ink)} ${rg('outside provider — copy attached', f.where === 'outside', ink)} &nbsp; Prior positive TST / IGRA ${rg('Y', f.priorPos, ink)}${rg('N', !f.priorPos, ink)} &nbsp; BCG ${rg('Y', f.bcg, ink)}${rg('N', !f.bcg, ink)}${rg('Unk', false, ink)}</div>
    <div class="ln"><b>TST</b> placed <span class="ul w1">${t ? h(`${fmt(t.placed, f.ds)} ${t.pt}`) : ''}</span> arm ${rg('L', t && t.arm === 'L', ink)}${rg('R', t && t.arm === 'R', ink)} by <span class="ul w0">${t ? h(t.by, { size: '0.95em' }) : ''}</span>
      read <span class="ul w1">${t ? h(`${fmt(t.read, f.ds)} ${t.rt}`) : ''}</span> <span class="ul w00">${t ? h(String(t.mm)) : ''}</span>mm ${rg('NEG', t && t.res === 'negative', ink)}${rg('POS', t && t.res === 'positive', ink)} by <span class="ul w0">${t ? h(t.rby, { size: '0.95em' }) : ''}</span></div>
    <div class="ln"><b>IGRA</b> collected <span class="ul w1">${ig ? h(fmt(ig.coll, f.ds)) : ''}</span> ${rg('QFT-Plus', ig && ig.test === 'QFT-Plus', ink)}${rg('T-SPOT', ig && ig.test === 'T-SPOT', ink)} lab <span class="ul fl">${ig ? h(ig.lab, { size: '0.92em' }) : ''}</span></div>
    <div class="ln"><span style="width:0.42in"></span>result ${bx(ig && ig.res === 'negative', ink, f.font)}Neg ${bx(ig && ig.res === 'positive', ink, f.font)}Pos ${bx(ig && ig.res === 'indeterminate', ink, f.font)}Indeterminate &nbsp; resulted <span class="ul w1">${ig ? h(fmt(ig.rep, f.ds)) : ''}</span></div>
    <div class="ln"><b>CXR</b> date <span class="ul w1">${cx && cx.date ? h(fmt(cx.date, f.ds)) : ''}</span> facility <span class="ul fl">${cx ? h(cx.fac, { size: '0.92em' }) : ''}</span>
      ${bx(cx && cx.clear === true, ink, f.font)}No active TB ${bx(cx && cx.clear === false, ink, f.font)}Abnormal / refer &nbsp; ${bx(f.copyAttached, ink, f.font)}copy of report attached</div>
    <div class="sh">2. SYMPTOM REVIEW (today)</div>
    <div class="ln sm">${sx}</div>
    <div class="sh">3. DISPOSITION &nbsp; ${rg('CLEARED FOR ENTRY', f.disp === 'cleared', ink)} ${rg('PENDING', f.disp === 'pending', ink)} ${rg('NOT CLEARED', f.disp === 'not', ink)}</div>
    <div class="ln">Remarks <span class="ul fl">${h(f.remark, { size: '0.95em' })}</span> next screening due <span class="ul w1">${h(f.nextDue)}</span></div>
    <div class="ln">${esc(s.short)} nurse <span class="ul fl">${h(`${f.nurse[0]}, ${f.nurse[1]}`, { size: '0.95em' })} &nbsp; ${sig(f.nurse[0], { font: f.sig, ink, size: '1.5em' })}</span> date <span class="ul w1">${h(fmt(f.signed, f.ds))}</span></div>
  </div>`;
}

function back(f) {
  const s = f.fac;
  const rows = f.history.length
    ? f.history
        .map(
          (r) =>
            `<tr><td>${hand(r.date.slice(0, 4), { font: r.font, ink: r.ink })}</td><td>${hand(fmt(r.date, r.ds), { font: r.font, ink: r.ink })}</td><td>${hand(r.method, { font: r.font, ink: r.ink })}</td><td>${hand(r.result, { font: r.font, ink: r.ink })}</td><td>${hand(r.by, { font: r.font, ink: r.ink })}</td></tr>`,
        )
        .join('') +
      '<tr><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(Math.max(0, 4 - f.history.length))
    : `<tr><td colspan="5" style="text-align:center">${hand('— none — new contractor —', { font: f.font, ink: f.ink })}</td></tr>` +
      '<tr><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(3);
  const checks = f.checks
    .map(
      (c) =>
        `<span class="chk">${stamp([`CARD CHECKED`, fmt(c.date, 'mil4'), `GATE ${c.gate}`], { color: '#5b2a86', rot: c.rot })}<br>${hand(c.officer, { font: c.font, ink: '#333', size: '0.85em' })}</span>`,
    )
    .join('');
  return `<div class="card bk">
    <div class="bt">TB CLEARANCE HISTORY — previous years (${esc(s.short)} use only)</div>
    <table class="hist"><tr><th style="width:10%">Year</th><th style="width:22%">Date</th><th style="width:22%">Method</th><th style="width:26%">Result</th><th>${esc(s.short)} init.</th></tr>${rows}</table>
    <div class="bt" style="margin-top:8px">GATE / SECURITY USE</div>
    <div class="checks">${checks || '<span class="nb">no checks recorded</span>'}</div>
    <div class="rules">Contract, agency and volunteer staff may not enter secure areas without a current TB clearance. Clearance is renewed every 12 months by the ${esc(s.unit)}. A positive TST or IGRA requires a chest x-ray read as free of active disease before entry; an indeterminate IGRA is repeated. This card remains the property of ${esc(s.fac)}. Lost cards: ${esc(s.phone)}.</div>
  </div>`;
}

function render(f) {
  return page({
    title: 'TB clearance card (copy)',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    body: `<div class="sheet">
      <div class="cw" style="transform:rotate(${f.rot1}deg)">${front(f)}</div>
      <div class="cw" style="transform:rotate(${f.rot2}deg);margin-top:0.28in">${back(f)}</div>
      <div class="rel">${stamp(['COPY — RELEASED TO AGENCY', `${f.fac.short} RECORDS · ${fmt(f.released, 'mil4')}`], { color: '#a01818', rot: -6 })}</div>
      <div class="fnote">${hand(f.faxNote, { font: f.nfont, ink: '#1a2b6d', size: '1em', rot: -2 })}</div>
    </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.35in 0.45in; position:relative; background:#fff; }
    .cw { width:7.6in; }
    .card { width:7.6in; height:4.6in; border:1.4px solid #333; background:#fbfaf6; padding:0.14in 0.18in; position:relative; font-size:8.6pt; box-shadow:0 0 0 4px #e6e6e6; }
    .ch { display:flex; gap:8px; align-items:center; } .chx { flex:1; } .cd { font-size:7.4pt; letter-spacing:0.4px; color:#333; }
    .cf { font-weight:bold; font-size:10pt; } .fno { font-size:6.8pt; color:#555; align-self:flex-start; }
    .ct { text-align:center; font-weight:bold; font-size:10.5pt; letter-spacing:0.6px; border-top:1.6px solid #222; border-bottom:1px solid #222; margin:4px 0 5px; padding:2px 0; width:80%; }
    .idw { display:flex; gap:8px; align-items:stretch; }
    .photo { width:0.8in; border:1px dashed #777; font-size:6.6pt; color:#777; text-align:center; padding-top:14px; }
    .idg { flex:1; } .idg .hand { margin-top:2px; } .idg td { border:0.8px solid #555; padding:1px 5px 2px; height:0.37in; vertical-align:top; }
    .cp { font-size:6.2pt; text-transform:uppercase; color:#444; }
    .sh { font-weight:bold; font-size:8.4pt; margin:8px 0 3px; background:#e4e4e4; padding:1px 4px; }
    .nb { font-weight:normal; color:#555; font-size:7.6pt; }
    .ln { display:flex; align-items:flex-end; gap:3px; margin:6px 0; white-space:nowrap; font-size:8.1pt; }
    .ln.sm { font-size:7.6pt; }
    .ul { border-bottom:0.8px solid #333; min-height:15px; padding:0 2px; display:inline-block; }
    .fl { flex:1; } .w1 { min-width:1.05in; } .w0 { min-width:0.55in; } .w00 { min-width:0.3in; text-align:center; }
    .bx { display:inline-block; width:10px; height:10px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin:0 3px 0 4px; }
    .bx .mk { position:absolute; left:1px; top:-2px; font-size:12px; line-height:12px; }
    .bt { font-weight:bold; font-size:9pt; border-bottom:1px solid #333; margin-bottom:3px; }
    .hist { width:100%; } .hist th { font-size:7.4pt; background:#eee; border:0.8px solid #555; padding:2px; }
    .hist td { border:0.8px solid #555; height:0.3in; padding:1px 5px; font-size:8.4pt; }
    .checks { display:flex; gap:22px; align-items:flex-start; min-height:0.75in; padding:4px 2px; }
    .chk { text-align:center; font-size:8pt; }
    .rules { font-size:6.9pt; color:#333; line-height:1.3; margin-top:4px; }
    .rel { position:absolute; right:0.5in; bottom:0.55in; }
    .fnote { position:absolute; left:0.6in; bottom:0.6in; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const facs = rng.shuffle(FACILITIES);
  let n = 0;
  const tst = (placed, o = {}) => {
    const hrs = o.hours ?? rng.pick([48, 49, 50, 70, 71]);
    const ph = rng.int(7, 14);
    const pm = rng.pick(['00', '10', '30', '45']);
    const readAt = new Date(
      Date.UTC(...placed.split('-').map((x, i) => (i === 1 ? x - 1 : +x)), ph) + hrs * 3600e3,
    );
    const n1 = rng.pick(NURSES);
    const n2 = rng.pick(NURSES);
    return {
      placed,
      read: readAt.toISOString().slice(0, 10),
      pt: `${ph}:${pm}`,
      rt: `${readAt.getUTCHours()}:${pm}`,
      arm: rng.pick(['L', 'R']),
      mm: 0,
      res: 'negative',
      hrs,
      by: `${ini(n1[0])} ${n1[1].split(',')[0]}`,
      rby: `${ini(n2[0])} ${n2[1].split(',')[0]}`,
      ...o,
    };
  };
  const hist = (dates, method = 'PPD', result = () => '0 mm neg') =>
    dates.map((date) => ({
      date,
      ds: rng.pick(['us_short', 'us_nz']),
      method: typeof method === 'function' ? method(date) : method,
      result: typeof result === 'function' ? result(date) : result,
      by: ini(rng.pick(NURSES)[0]),
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
    }));
  const mk = (p, o = {}) => {
    const fac = facs[n++ % facs.length];
    const font = rng.pick(PENS);
    const f = {
      fac,
      dob: p.dob,
      nameWritten: `${p.last.toUpperCase()}, ${p.first}${p.middle ? ' ' + p.middle[0] : ''}`,
      gateId: `C-${rng.digits(5)}`,
      agency: rng.pick(AGENCIES),
      disc: rng.pick(['RN', 'RN', 'LPN', 'CNA']),
      post: rng.pick(['Infirmary', 'Intake / booking', 'Med pass — Units A–C', 'Mental health unit']),
      font,
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      nurse: rng.pick(NURSES),
      tst: null,
      igra: null,
      cxr: null,
      copyAttached: false,
      where: 'site',
      priorPos: false,
      bcg: rng.chance(0.2),
      disp: 'cleared',
      remark: '',
      history: [],
      checks: [],
      rot1: rng.float(-1.2, 1.2).toFixed(2),
      rot2: rng.float(-1.2, 1.2).toFixed(2),
      nfont: rng.pick(PENS),
      faxNote: '',
      ...o,
    };
    if (!o.nextDue) {
      const last = (f.cxr && f.cxr.date) || (f.tst && f.tst.read) || (f.igra && f.igra.rep);
      const [y, m] = last.split('-');
      f.nextDue = f.disp === 'cleared' ? `${m}/${Number(y) + 1}` : '';
    }
    return f;
  };
  const checksFrom = (start, count) =>
    Array.from({ length: count }, (_, i) => ({
      date: addDays(start, i * rng.int(18, 30)),
      gate: rng.pick(['1', '2', 'SALLYPORT']),
      rot: rng.int(-8, 8),
      officer: rng.pick(OFFICERS),
      font: rng.pick(PENS),
    }));
  const out = [];

  // 1 — negative TST on the front, three earlier yearly rows on the back (photo)
  {
    const p = k.person();
    const placed = addDays('2026-08-03', rng.int(0, 60));
    const t = tst(placed);
    const y0 = Number(placed.slice(0, 4));
    const f = mk(p, {
      tst: t,
      signed: t.read,
      history: hist([
        addDays(`${y0 - 3}-08-01`, rng.int(0, 60)),
        addDays(`${y0 - 2}-08-01`, rng.int(0, 60)),
        addDays(`${y0 - 1}-08-01`, rng.int(0, 60)),
      ]),
      checks: checksFrom(addDays(t.read, rng.int(3, 10)), 2),
      released: addDays('2026-11-02', rng.int(0, 12)),
      faxNote: 'for agency credentialing file',
    });
    out.push({
      key: 'negative-tst-front-three-years-history-back',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...personData() },
      note: `front: TST placed ${placed} ${t.pt}, read ${t.read} ${t.rt} (${t.hrs} h), 0 mm, NEG ringed, placed / read by unit nurses' initials with credentials, disposition CLEARED FOR ENTRY; the back's three rows (${f.history.map((r) => r.date).join(', ')}) are earlier years' clearances; the gate CARD CHECKED stamps, the COPY RELEASED stamp (${f.released}) and the next-due month are not test dates`,
    });
  }

  // 2 — outside QuantiFERON transcribed for a new contractor, copy attached (fax)
  {
    const p = k.person();
    const coll = addDays('2026-07-06', rng.int(0, 100));
    const rep = addDays(coll, rng.int(2, 4));
    const lab = rng.pick(LABS);
    const f = mk(p, {
      igra: { coll, rep, test: 'QFT-Plus', lab, res: 'negative' },
      copyAttached: true,
      where: 'outside',
      signed: addDays(rep, rng.int(2, 9)),
      remark: 'outside result verified vs lab report',
      checks: [],
      released: addDays('2026-11-05', rng.int(0, 10)),
    });
    out.push({
      key: 'outside-qft-negative-transcribed-new-contractor',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': rep,
        ...personData(),
      },
      note: `IGRA line only: QFT-Plus ringed, collected ${coll}, resulted ${rep}, Neg ticked, laboratory ${lab} (the performing lab is the administrator); the back reads "none — new contractor"; the unit nurse signed ${f.signed}, which is not a test date`,
    });
  }

  // 3 — positive TST cleared by a chest film; earlier negative years on the back (scanned PDF)
  {
    const p = k.person();
    const placed = addDays('2026-06-01', rng.int(0, 75));
    const mm = rng.int(11, 17);
    const t = tst(placed, { mm, res: 'positive' });
    const cdate = addDays(t.read, rng.int(5, 18));
    const fac = rng.pick(IMAGING);
    const y0 = Number(placed.slice(0, 4));
    const f = mk(p, {
      tst: t,
      cxr: { date: cdate, fac, clear: true },
      copyAttached: true,
      signed: addDays(cdate, rng.int(1, 6)),
      remark: 'new +TST, CXR neg, referred PCP re: LTBI tx',
      history: hist([addDays(`${y0 - 2}-06-10`, rng.int(0, 50)), addDays(`${y0 - 1}-06-10`, rng.int(0, 50))]),
      checks: checksFrom(addDays(cdate, rng.int(8, 15)), rng.int(1, 3)),
      released: addDays('2026-11-03', rng.int(0, 12)),
      faxNote: 'CXR report in HSU chart',
    });
    out.push({
      key: 'positive-tst-cleared-by-chest-film',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result'],
      data: { ...personData() },
      note: `current TST placed ${placed}, read ${t.read}, ${mm} mm, POS ringed; chest x-ray ${cdate} at ${fac} with "No active TB" ticked and disposition CLEARED FOR ENTRY; accept_xray (default true) clears the positive skin test; the back's earlier rows (${f.history.map((r) => r.date).join(', ')}) were negative`,
    });
  }

  // 4 — the newest screening is fourteen months old; gate checks are recent (photo)
  {
    const p = k.person();
    const placed = addDays('2025-08-18', rng.int(0, 30));
    const t = tst(placed);
    const y0 = Number(placed.slice(0, 4));
    const f = mk(p, {
      tst: t,
      signed: t.read,
      history: hist([addDays(`${y0 - 1}-08-20`, rng.int(0, 30))]),
      checks: checksFrom(addDays('2026-09-08', rng.int(0, 10)), 3),
      released: addDays('2026-11-09', rng.int(0, 8)),
    });
    out.push({
      key: 'newest-screening-fourteen-months-old-recent-gate-checks',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['test too old'],
      data: { ...personData() },
      note: `the current-screening TST was placed ${placed} and read ${t.read}, more than 365 days before 2026-11-21; its next-due month (${f.nextDue}) has passed; the CARD CHECKED stamps (${f.checks.map((c) => c.date).join(', ')}) and the COPY RELEASED stamp (${f.released}) are recent but are not tests. 'document expired' may also be reported (the next-due month is read as a due date, not a printed validity) but is not required`,
    });
  }

  // 5 — indeterminate QuantiFERON, disposition PENDING for a redraw (flatbed scan)
  {
    const p = k.person();
    const coll = addDays('2026-09-01', rng.int(0, 55));
    const rep = addDays(coll, rng.int(2, 3));
    const y0 = Number(coll.slice(0, 4));
    const f = mk(p, {
      igra: { coll, rep, test: 'QFT-Plus', lab: rng.pick(LABS), res: 'indeterminate' },
      disp: 'pending',
      signed: addDays(rep, rng.int(1, 4)),
      remark: 'INDET — low mitogen; redraw sched.',
      history: hist([addDays(`${y0 - 1}-08-01`, rng.int(0, 30))], 'QFT-Plus', 'NEG'),
      checks: [],
      released: addDays('2026-11-04', rng.int(0, 10)),
      faxNote: 'pls advise when redraw done',
    });
    out.push({
      key: 'qft-indeterminate-pending-redraw',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['indeterminate test result'],
      data: { ...personData() },
      note: `current IGRA QFT-Plus collected ${coll}, resulted ${rep}, "Indet." ticked, remark "low mitogen; redraw", disposition PENDING ringed; the back's negative QFT (${f.history[0].date}) is last year's and more than 365 days old, so the indeterminate current result decides`,
    });
  }

  // 6 — positive TST, chest film only ordered, NOT CLEARED (text PDF)
  {
    const p = k.person();
    const placed = addDays('2026-10-05', rng.int(0, 30));
    const mm = rng.int(14, 19);
    const t = tst(placed, { mm, res: 'positive' });
    const f = mk(p, {
      tst: t,
      cxr: { date: null, fac: `ordered — ${rng.pick(IMAGING)}`, clear: null },
      disp: 'not',
      signed: t.read,
      remark: 'Refer to PCP; no entry until CXR read',
      nextDue: '',
      checks: [],
      released: addDays(t.read, rng.int(2, 8)),
    });
    out.push({
      key: 'positive-tst-film-only-ordered-not-cleared',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.induration_mm': mm,
        'tests.0.exam_date': placed,
        'tests.0.report_date': t.read,
        ...personData(),
      },
      note: `TST placed ${placed}, read ${t.read} (${t.hrs} h), ${mm} mm, POS ringed; the CXR line names an imaging centre as "ordered" with no date and no impression ticked, and the disposition is NOT CLEARED — nothing clears the positive test; the back holds no history (new contractor)`,
    });
  }
  return out;
}
