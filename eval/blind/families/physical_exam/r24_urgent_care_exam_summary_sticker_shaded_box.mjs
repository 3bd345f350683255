// An urgent-care chain's one-page "Pre-Placement Physical — Exam Summary" (occupational-medicine service line),
// the sheet a nurse or allied-health worker gets at checkout after the physical their staffing agency authorised and
// uploads as a photo, fax or scan. Top: the chain's band with its centre number, address and phone, the title and the
// copy line (Employer copy / Patient copy). Left of the title block sits the clinic's printed patient label (a thermal
// sticker stuck on slightly askew: "LAST, FIRST M", DOB, sex, MRN, visit account, "DOS" with the arrival time, a bar
// code). Then a typed AUTHORIZATION strip (agency, authorisation no., authorised-on date, position, services ordered).
// VITALS & SCREENING is a ruled grid filled in the medical assistant's pen (height, weight, BMI, BP, pulse, resp, temp,
// SpO2, Snellen R / L / both, corrected Y / N ringed, colour plates, whisper test) closed with the MA's initials and
// time. EXAMINATION is a two-column body-systems table with Normal / Abnormal / Not examined tick columns and a
// comments column, then ADDITIONAL SERVICES lines (urine drug screen collected with results to follow from the MRO, a
// TB skin test placed with its own "return to read" date, a respirator fit test). The PROVIDER DETERMINATION is a
// grey-shaded box with four printed options, each with a box the provider ticks (meets the physical requirements of
// the position without restrictions · meets them with the restrictions below · does not meet them at this time ·
// deferred pending), a restrictions line, provider (print) with credential, signature, and "Date of exam" in the
// provider's pen; sometimes the centre's provider stamp with an NPI. Footer: form no. with its revision, "printed"
// date and user, page 1 of 1. The exam date is the provider's "Date of exam" (the same day as the label's DOS); the
// authorisation date, the TB read date, the label's print time, the revision and the printed date are not the exam.
// Variants: cleared; cleared with the label name "LAST, FIRST M" and a short-year written date; a restriction the
// client allows; a medical-records reprint of last year's summary with a recent REPRINT stamp; a restriction the
// client does not allow; the provider's name printed but the signature line left empty.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
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
  type: 'physical_exam',
  name: 'r24_urgent_care_exam_summary_sticker_shaded_box',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 15 },
  description:
    'Urgent-care chain occupational-medicine "Pre-Placement Physical — Exam Summary" (one page, mostly photographed, faxed or scanned): chain band with centre no., title and copy line; thermal patient label stuck on askew ("LAST, FIRST M", DOB, MRN, account, DOS with arrival time, bar code); typed agency authorization strip with its own authorised-on date; vitals & screening grid in the medical assistant\u2019s pen with MA initials and time; body-systems table with Normal / Abnormal / Not examined ticks; additional services (drug screen pending MRO, TB skin test placed with a return-to-read date, fit test); grey-shaded PROVIDER DETERMINATION box with four ticked statements, restrictions line, provider print name and credential, signature, "Date of exam" by hand, provider stamp with NPI; footer with form revision and printed date; cleared, cleared with a LAST, FIRST M label and a short-year date, restriction the client allows, last year\u2019s summary reprinted with a recent REPRINT stamp, restriction not allowed, provider name printed but signature line empty',
};

const CHAINS = [
  {
    name: 'FirstStop Urgent Care',
    sub: 'Occupational Health Services',
    color: '#b4232a',
    shape: 'cross',
    form: 'FS-OH-112',
    centres: [
      ['Center #114', '2210 W Shields Ave, Fresno, CA 93705', '(559) 555-0142'],
      ['Center #131', '640 Herndon Pkwy, Fresno, CA 93720', '(559) 555-0190'],
    ],
  },
  {
    name: 'Cascade Walk-In Clinics',
    sub: 'WorkHealth by Cascade',
    color: '#1f5f8b',
    shape: 'leaf',
    form: 'CWC-WH 07',
    centres: [
      ['Location 09 — Tacoma Mall', '4502 S Steele St, Tacoma, WA 98409', '(253) 555-0117'],
      ['Location 15 — Lakewood', '9820 Bridgeport Way SW, Lakewood, WA 98499', '(253) 555-0163'],
    ],
  },
  {
    name: 'Lone Oak MedExpress',
    sub: 'Employer Health Division',
    color: '#2f6b3a',
    shape: 'square',
    form: 'LOM-EH-4',
    centres: [
      ['Clinic 22 — Eastside', '7311 Gateway Blvd E, El Paso, TX 79915', '(915) 555-0108'],
      ['Clinic 27 — Zaragoza', '1460 N Zaragoza Rd, El Paso, TX 79936', '(915) 555-0175'],
    ],
  },
];
const PROVIDERS = [
  ['Renata Iglesias', 'PA-C', '1487' + '620193'],
  ['Gordon W. Ashby', 'DO', '1912' + '034577'],
  ['Nkechi Umeh', 'FNP-C', '1366' + '821045'],
  ['Lars Petterson', 'MD', '1720' + '559813'],
  ['Coretta Vail', 'NP-C', '1053' + '447260'],
];
const MAS = [
  ['J. Ocampo', 'JO'],
  ['T. Brandt', 'TB'],
  ['K. Yazzie', 'KY'],
  ['M. Duarte', 'MD'],
  ['S. Lowery', 'SL'],
];
const AGENCIES = [
  'Meridian Per Diem Partners',
  'BrightPath Clinical Staffing',
  'Northshore Travel Nurses',
  'Allied Pulse Staffing',
];
const POSITIONS = [
  'RN — Med/Surg (travel)',
  'CNA — Long-term care',
  'Respiratory Therapist',
  'LPN — Skilled nursing',
  'Surgical Tech',
  'RN — Emergency (per diem)',
];
const SYSTEMS = [
  'General appearance',
  'Skin',
  'HEENT',
  'Neck / thyroid',
  'Lungs',
  'Heart',
  'Abdomen',
  'Back / spine',
  'Upper extremities',
  'Lower extremities',
  'Neurological',
  'Mental status',
];
const OPTIONS = [
  ['cleared', 'Meets the physical requirements of the position without restrictions.'],
  [
    'cleared_with_restrictions',
    'Meets the physical requirements of the position with the restrictions / accommodations listed below.',
  ],
  ['not_cleared', 'Does not meet the physical requirements of the position at this time.'],
  ['deferred', 'Determination deferred pending: ______________________'],
];

function render(f) {
  const C = f.chain;
  const MA = (t, o = {}) => hand(t, { font: f.maPen, ink: f.maInk, size: '1.05em', ...o });
  const PR = (t, o = {}) => hand(t, { font: f.prPen, ink: f.prInk, size: '1.1em', ...o });
  const tk = (on, pen = 'pr') =>
    box(on, {
      style: f.tickStyle,
      ink: pen === 'pr' ? f.prInk : f.maInk,
      font: pen === 'pr' ? f.prPen : f.maPen,
    });
  const ring = (list, chosen) =>
    list
      .map((o) =>
        o === chosen ? `<span class="circled" style="border-color:${f.maInk}">${esc(o)}</span>` : esc(o),
      )
      .join(' / ');
  const V = f.vitals;
  const vit = `
  <table class="vg">
    <tr><td class="c">Height</td><td>${MA(V.ht)}</td><td class="c">Weight</td><td>${MA(V.wt)}</td><td class="c">BMI</td><td>${MA(V.bmi)}</td><td class="c">BP</td><td>${MA(V.bp)}</td></tr>
    <tr><td class="c">Pulse</td><td>${MA(V.hr)}</td><td class="c">Resp</td><td>${MA(V.rr)}</td><td class="c">Temp</td><td>${MA(V.temp)}</td><td class="c">SpO2</td><td>${MA(V.spo2)}</td></tr>
    <tr><td class="c">Vision R</td><td>20/${MA(V.vr)}</td><td class="c">Vision L</td><td>20/${MA(V.vl)}</td><td class="c">Both</td><td>20/${MA(V.vb)}</td><td class="c">Corrected</td><td>${ring(['Y', 'N'], V.corr)}</td></tr>
    <tr><td class="c">Color plates</td><td>${MA(V.color)}</td><td class="c">Whisper R</td><td>${ring(['P', 'F'], 'P')}</td><td class="c">Whisper L</td><td>${ring(['P', 'F'], 'P')}</td><td class="c">MA / time</td><td>${MA(`${f.ma[1]} ${f.maTime}`)}</td></tr>
  </table>`;
  const half = Math.ceil(SYSTEMS.length / 2);
  const sysRow = (s) => {
    const ab = f.abnormal[s];
    return `<tr><td>${esc(s)}</td><td class="ck">${tk(!ab)}</td><td class="ck">${tk(!!ab)}</td><td class="ck">${tk(false)}</td><td class="cm">${ab ? PR(ab, { size: '0.95em' }) : ''}</td></tr>`;
  };
  const sysHead = `<tr><th>System</th><th>Nml</th><th>Abn</th><th>NE</th><th>Comments</th></tr>`;
  const sysTables = [SYSTEMS.slice(0, half), SYSTEMS.slice(half)]
    .map((list) => `<table class="sy">${sysHead}${list.map(sysRow).join('')}</table>`)
    .join('');
  const det = OPTIONS.map(
    ([k, text]) => `<div class="opt">${tk(f.clearance === k)}<span>${esc(text)}</span></div>`,
  ).join('');
  const label = `
  <div class="lbl" style="transform:rotate(${f.lblRot}deg)">
    <div><b>${esc(f.labelName)}</b></div>
    <div>DOB ${esc(f.dobText)} &nbsp; ${esc(f.age)}Y</div>
    <div>MRN ${esc(f.mrn)} &nbsp; ACCT ${esc(f.acct)}</div>
    <div>DOS ${esc(f.dosText)} ${esc(f.arrTime)} &nbsp; ${esc(f.finClass)}</div>
    <div class="bc">${f.bar}</div>
  </div>`;
  const body = `
  <div class="band" style="border-color:${C.color}">
    <div class="lg">${logo({ initials: 'UC', color: C.color, shape: C.shape, size: 34 })}
      <div><div class="cn" style="color:${C.color}">${esc(C.name)}</div><div class="cs">${esc(C.sub)} · ${esc(f.centre[0])}</div>
      <div class="ca">${esc(f.centre[1])} · Ph ${esc(f.centre[2])}</div></div></div>
    <div class="cp">${esc(f.copyLine)}</div>
  </div>
  <div class="hrow">
    ${label}
    <div class="ttl"><div class="t1">PRE-PLACEMENT PHYSICAL</div><div class="t2">EXAM SUMMARY</div>
      <div class="t3">Confidential medical information — release only to the authorizing employer or agency</div></div>
  </div>
  <div class="auth">
    <div><span class="c">Authorized by</span> ${esc(f.agency)}</div>
    <div><span class="c">Auth #</span> ${esc(f.authNo)}</div>
    <div><span class="c">Authorized on</span> ${esc(f.authText)}</div>
    <div><span class="c">Position</span> ${esc(f.position)}</div>
    <div class="full"><span class="c">Services</span> ${f.services.map((s) => `${box(true, { style: 'glyph' })}${esc(s)}`).join(' &nbsp;')}</div>
  </div>
  <div class="sh">VITALS &amp; SCREENING <span class="sm">(completed by medical assistant)</span></div>
  ${vit}
  <div class="sh">EXAMINATION</div>
  <div class="sys">${sysTables}</div>
  <div class="sh">ADDITIONAL SERVICES</div>
  <div class="add">
    <div>${tk(true, 'ma')}Urine drug screen (non-DOT, 10-panel) — collected, chain of custody #${esc(f.ccf)}; results to follow from MRO</div>
    <div>${tk(f.tbPlaced, 'ma')}TB skin test placed ${f.tbPlaced ? `L forearm — return to read on ${MA(f.tbReadText, { size: '1em' })}` : '— N/A (IGRA on file)'}</div>
    <div>${tk(f.fit, 'ma')}Respirator fit test ${f.fit ? `(qualitative, 3M 1870+) — ${MA('pass', { size: '1em' })}` : '— not ordered'}</div>
  </div>
  <div class="detbox">
    <div class="dh">PROVIDER DETERMINATION <span class="sm">(check one)</span></div>
    ${det}
    <div class="rl">Restrictions / accommodations: <span class="ul" style="min-width:3.9in">${PR(f.restrText, { size: '1.02em' })}</span>
      &nbsp; Duration: <span class="ul" style="min-width:0.9in">${PR(f.restrDur, { size: '1em' })}</span></div>
    <table class="pr">
      <tr><td>Provider (print) <span class="ul" style="min-width:1.9in">${PR(f.prov[0])}</span> <span class="ul" style="min-width:0.55in">${PR(f.prov[1], { size: '1em' })}</span></td>
        <td>Date of exam <span class="ul" style="min-width:1.05in">${PR(f.examText, { size: '1.15em' })}</span></td></tr>
      <tr><td>Signature <span class="ul sg" style="min-width:2.9in">${f.signed ? sig(f.prov[0], { font: f.sigFont, ink: f.prInk, size: '1.6em', rot: -4 }) : ''}</span></td>
        <td class="pst">${f.provStamp ? stamp([f.prov[0] + ', ' + f.prov[1], C.name + ' · ' + f.centre[0], 'NPI ' + f.prov[2]], { color: '#2d2d7a', rot: f.stRot }) : ''}</td></tr>
    </table>
  </div>
  <div class="ack">
    <div>I received a copy of this summary and understand my drug screen result will be sent to the authorizing agency.</div>
    <div class="ackl">Patient signature <span class="ul sg" style="min-width:2.3in">${sig(f.patSig, { font: f.patSigFont, ink: f.patInk, size: '1.35em', rot: -2 })}</span>
      &nbsp; Date <span class="ul" style="min-width:0.9in">${hand(f.patDateText, { font: f.patPen, ink: f.patInk, size: '1em' })}</span></div>
  </div>
  <div class="ft"><span>${esc(C.form)} Rev. ${esc(f.rev)}</span><span>Printed ${esc(f.printedText)} by ${esc(f.printedBy)}</span><span>Page 1 of 1</span></div>
  ${f.reprint ? `<div class="rpw"><div class="rp" style="transform:rotate(${f.rpRot}deg)">COPY — REPRINTED<br><b>${esc(f.reprint)}</b><br>MEDICAL RECORDS · NOT AN ORIGINAL</div></div>` : ''}`;
  const css = `
  body { font-size:9.5pt; background:${f.paper}; position:relative; }
  .band { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid; padding-bottom:3px; }
  .lg { display:flex; gap:8px; align-items:center; } .cn { font-size:14pt; font-weight:bold; }
  .cs { font-size:8.4pt; font-weight:bold; color:#333; } .ca { font-size:7.6pt; color:#444; }
  .cp { font-size:8pt; font-weight:bold; letter-spacing:1px; border:1px solid #555; padding:1px 6px; }
  .hrow { display:flex; gap:14px; align-items:center; margin:6px 0 4px; }
  .lbl { width:2.75in; background:#fff; border:0.6px solid #bbb; box-shadow:1px 1px 2px rgba(0,0,0,.25); padding:4px 7px; font-family:${FONTS.mono}; font-size:7.6pt; line-height:1.3; flex:none; }
  .bc { margin-top:2px; }
  .ttl { flex:1; text-align:center; } .t1 { font-size:13pt; font-weight:bold; letter-spacing:1px; } .t2 { font-size:17pt; font-weight:bold; letter-spacing:3px; }
  .t3 { font-size:7pt; color:#555; margin-top:2px; }
  .auth { display:grid; grid-template-columns:1.5fr 1fr 1fr 1.3fr; gap:2px 10px; border:1px solid #777; padding:3px 6px; font-size:8.3pt; background:#fafafa; }
  .auth .full { grid-column:1 / 5; } .c { color:#555; font-size:7.4pt; text-transform:uppercase; margin-right:3px; }
  .sh { font-weight:bold; font-size:8.6pt; letter-spacing:.8px; margin:6px 0 2px; border-bottom:1px solid #333; }
  .sm { font-weight:normal; font-size:7.2pt; letter-spacing:0; }
  .vg { width:100%; } .vg td { border:0.7px solid #666; padding:2px 4px; height:0.3in; } .vg .c { width:0.8in; background:#f1f1f1; }
  .sys { display:flex; gap:10px; } .sy { flex:1; width:100%; font-size:8.2pt; }
  .sy th { font-size:7.4pt; text-align:left; border-bottom:0.8px solid #333; font-weight:bold; }
  .sy td { border-bottom:0.5px solid #bbb; padding:1.5px 3px; height:0.25in; } .ck { width:0.32in; text-align:center; } .cm { width:1.35in; }
  .add div { margin:2px 0; font-size:8.4pt; }
  .detbox { background:${f.shade}; border:1.4px solid #333; padding:5px 8px 6px; margin-top:7px; position:relative; }
  .dh { font-weight:bold; font-size:9.6pt; letter-spacing:1px; margin-bottom:3px; }
  .opt { display:flex; gap:4px; margin:4px 0; font-size:9.8pt; }
  .rl { margin:5px 0 3px; white-space:nowrap; font-size:8.6pt; }
  .ul { display:inline-block; border-bottom:0.8px solid #222; min-height:1.15em; vertical-align:bottom; padding:0 2px; }
  .pr { width:100%; margin-top:6px; font-size:9pt; white-space:nowrap; } .pr td { padding:4px 0; vertical-align:bottom; }
  .sg { height:0.36in; }
  .pst { text-align:center; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#444; border-top:0.8px solid #777; margin-top:6px; padding-top:2px; }
  .ack { margin-top:8px; font-size:8.4pt; border:0.8px dashed #888; padding:4px 8px; }
  .ackl { margin-top:4px; white-space:nowrap; }
  .rpw { text-align:right; margin:14px 0.4in 0 0; }
  .rp { display:inline-block; border:3px solid #9b1c1c; color:#9b1c1c; font-weight:bold; font-size:11pt; padding:4px 12px; text-align:center; opacity:.8; line-height:1.2; }`;
  return page({
    title: 'Exam Summary',
    size: 'letter',
    margin: '0.4in 0.45in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const chains = rng.shuffle(CHAINS);
  const provs = rng.shuffle(PROVIDERS);
  const mas = rng.shuffle(MAS);
  const make = (p, exam, o = {}) => {
    const chain = chains[out.length % chains.length];
    const prov = provs[out.length % provs.length];
    const ma = mas[out.length % mas.length];
    const printed = o.printed || addDays(exam, 0);
    const hr = rng.int(7, 15);
    const mi = rng.int(0, 59);
    const p2 = (n) => String(n).padStart(2, '0');
    const tbPlaced = o.tbPlaced ?? rng.chance(0.5);
    const ageY =
      Number(exam.slice(0, 4)) - Number(p.dob.slice(0, 4)) - (exam.slice(5) < p.dob.slice(5) ? 1 : 0);
    const corr = rng.pick(['Y', 'N']);
    return {
      chain,
      centre: rng.pick(chain.centres),
      prov,
      ma,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
      paper: o.paper || '#ffffff',
      shade: rng.pick(['#d9d9d9', '#dcdcdc', '#e0e0e0', '#d6dce4']),
      copyLine: o.copyLine || rng.pick(['EMPLOYER COPY', 'PATIENT COPY', 'AGENCY COPY']),
      maPen: rng.pick(HANDS),
      maInk: rng.pick(INKS),
      prPen: rng.pick(HANDS),
      prInk: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      sigFont: rng.pick(SIGS),
      tickStyle: rng.pick(['x', 'check']),
      labelName: o.labelName || nameAs(p, rng.pick(['LAST_FIRST_MI', 'LAST_FIRST'])),
      dobText: fmt(p.dob, 'us'),
      age: ageY,
      mrn: rng.digits(8),
      acct: `V${rng.digits(7)}`,
      dosText: fmt(exam, 'us'),
      arrTime: `${p2(hr)}:${p2(mi)}`,
      finClass: rng.pick(['FC: EMPLOYER', 'FIN: OCC MED', 'CLASS: W/C-EMP']),
      bar: barcode(rng, { width: 150, height: 16 }),
      lblRot: rng.float(-3.5, 3.5).toFixed(1),
      agency: rng.pick(AGENCIES),
      authNo: `A-${rng.digits(6)}`,
      authText: fmt(addDays(exam, -rng.int(2, 12)), 'us'),
      position: rng.pick(POSITIONS),
      services: [
        'Pre-placement physical',
        'Vision / hearing',
        '10-panel UDS',
        ...(tbPlaced ? ['TST'] : []),
        'Fit test',
      ],
      vitals: {
        ht: `5' ${rng.int(1, 11)}"`,
        wt: `${rng.int(118, 214)} lb`,
        bmi: `${rng.int(20, 31)}.${rng.int(0, 9)}`,
        bp: o.bp || `${rng.int(108, 134)}/${rng.int(66, 84)}`,
        hr: String(rng.int(58, 92)),
        rr: String(rng.int(12, 18)),
        temp: `${rng.pick(['97.8', '98.1', '98.4', '98.6'])}`,
        spo2: `${rng.int(96, 100)}%`,
        vr: rng.pick(['20', '25', '30']),
        vl: rng.pick(['20', '25', '30']),
        vb: '20',
        corr,
        color: rng.pick(['14/14', '13/14', 'nl']),
      },
      maTime: `${p2(hr)}:${p2(Math.min(59, mi + rng.int(4, 14)))}`,
      abnormal: o.abnormal || {},
      ccf: rng.digits(7),
      tbPlaced,
      tbReadText: fmt(addDays(exam, 2), 'us_short'),
      fit: rng.chance(0.6),
      clearance: o.clearance || 'cleared',
      restrText: o.restrText ?? rng.pick(['None', 'none', 'N/A']),
      restrDur: o.restrDur ?? '',
      signed: o.signed ?? true,
      examText: o.examText || fmt(exam, o.ds || rng.pick(['us', 'us_nz'])),
      provStamp: o.provStamp ?? rng.chance(0.5),
      stRot: rng.float(-6, 4).toFixed(1),
      rev: rng.pick(['02/2023', '08/2024', '11/2025']),
      printedText: `${fmt(printed, 'us')} ${p2(rng.int(9, 17))}:${p2(rng.int(0, 59))}`,
      printedBy: rng.pick(['frontdesk2', 'ohs.checkout', 'mrecords01', 'kiosk-3']),
      reprint: o.reprint || '',
      patSig: nameAs(p, 'first_last'),
      patSigFont: rng.pick(SIGS),
      patInk: rng.pick(INKS),
      patPen: rng.pick(HANDS),
      patDateText: fmt(exam, 'us_short'),
      rpRot: rng.float(-9, -3).toFixed(1),
    };
  };
  const base = (f, exam, clearance, signature = 'present') => ({
    exam_date: exam,
    'examiner.name': f.prov[0],
    'examiner.credentials': f.prov[1],
    'examiner.signature': signature,
    clearance,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });

  // 1 — cleared.
  {
    const p = k.person();
    const exam = addDays('2026-08-24', rng.int(0, 80));
    const f = make(p, exam, { abnormal: {} });
    out.push({
      key: 'cleared-no-restrictions',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing clearance', 'restrictions present', 'missing examiner signature'],
      data: base(f, exam, 'cleared'),
      note: `first statement ticked in the shaded PROVIDER DETERMINATION box ("without restrictions"); date of exam "${f.examText}" in the provider's pen, the same day as the label's DOS; the authorised-on date (${f.authText})${f.tbPlaced ? `, the TB read date (${f.tbReadText})` : ''} and the form revision are not the exam; the MA's initials on the vitals grid are not the examiner`,
      rendering: 'photo',
    });
  }

  // 2 — cleared; label "LAST, FIRST M", short-year written date, one abnormal finding that does not restrict.
  {
    const p = k.person();
    const exam = addDays('2026-07-13', rng.int(0, 100));
    const f = make(p, exam, {
      labelName: nameAs(p, 'LAST_FIRST_MI'),
      examText: fmt(exam, 'us_short'),
      abnormal: { Skin: rng.pick(['healed scar R knee', 'tattoo L arm']) },
      copyLine: 'AGENCY COPY',
    });
    out.push({
      key: 'cleared-label-last-first-short-year',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing exam date', 'exam too old', 'restrictions present'],
      data: base(f, exam, 'cleared'),
      note: `the label prints "${f.labelName}"; date of exam written "${f.examText}" (${exam}); an Abnormal tick on Skin with a comment is a finding, not a restriction; "without restrictions" ticked`,
      rendering: 'fax',
    });
  }

  // 3 — restriction the client allows.
  {
    const p = k.person();
    const exam = addDays('2026-09-08', rng.int(0, 60));
    const restrText = rng.pick([
      'Must wear corrective lenses while working',
      'Non-latex gloves only (latex allergy)',
    ]);
    const f = make(p, exam, {
      clearance: 'cleared_with_restrictions',
      restrText,
      restrDur: 'permanent',
      abnormal: restrText.startsWith('Must') ? { HEENT: 'uncorrected 20/50 R' } : {},
    });
    out.push({
      key: 'restriction-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared', 'missing clearance'],
      data: base(f, exam, 'cleared_with_restrictions'),
      note: `second statement ticked ("with the restrictions / accommodations listed below") with "${restrText}" (permanent); the client allows restrictions (allow_restrictions: true)`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — last year's summary, reprinted by medical records recently.
  {
    const p = k.person();
    const exam = addDays('2025-06-02', rng.int(0, 85));
    const printed = addDays('2026-10-26', rng.int(0, 20));
    const f = make(p, exam, {
      printed,
      reprint: fmt(printed, 'us'),
      examText: fmt(exam, 'us'),
      copyLine: 'PATIENT COPY',
    });
    out.push({
      key: 'last-year-summary-reprinted',
      person: requestPerson(p),
      html: render(f),
      issues: ['exam too old'],
      forbidden: ['missing exam date', 'not cleared'],
      data: base(f, exam, 'cleared'),
      note: `exam ${exam} (date of exam and the label's DOS), over 365 days before valid_on; the red "COPY — REPRINTED ${f.reprint}" stamp and the footer's printed date are the reprint, not a new exam; cleared without restrictions`,
      rendering: 'scan_image',
    });
  }

  // 5 — a restriction the client does not allow.
  {
    const p = k.person();
    const exam = addDays('2026-09-20', rng.int(0, 45));
    const until = addDays(exam, rng.int(21, 42));
    const restrText = `No lifting / patient transfers > 25 lb, L wrist splint`;
    const f = make(p, exam, {
      clearance: 'cleared_with_restrictions',
      restrText,
      restrDur: `until ${fmt(until, 'us_short')}`,
      abnormal: { 'Upper extremities': 'L wrist tender, splinted' },
    });
    out.push({
      key: 'restriction-not-allowed',
      person: requestPerson(p),
      html: render(f),
      issues: ['restrictions present'],
      forbidden: ['not cleared', 'missing examiner signature'],
      data: base(f, exam, 'cleared_with_restrictions'),
      note: `second statement ticked with "${restrText}", duration until ${until}; allow_restrictions is not set (default false); the Abnormal tick on Upper extremities explains it`,
      rendering: 'photo',
    });
  }

  // 6 — provider's name printed, signature line empty.
  {
    const p = k.person();
    const exam = addDays('2026-09-02', rng.int(0, 70));
    const f = make(p, exam, { signed: false, provStamp: false });
    out.push({
      key: 'provider-printed-not-signed',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      forbidden: ['missing examiner', 'missing clearance'],
      data: base(f, exam, 'cleared', 'not_present'),
      note: `"without restrictions" ticked, provider (print) "${f.prov[0]}, ${f.prov[1]}" and the date of exam written, but the provider's Signature line is empty and there is no stamp; the only signature on the sheet is the patient's acknowledgement, and the MA's initials on the vitals grid are not the examiner's signature`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
