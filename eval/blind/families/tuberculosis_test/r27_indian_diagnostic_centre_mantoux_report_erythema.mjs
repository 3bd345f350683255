// A private diagnostic centre's computer-printed laboratory report of a Mantoux test, as nurses and allied staff
// recruited from India (or who had their pre-departure health check there) upload it: the chain's letterhead with the
// branch, its accreditation line and helpline; a two-column patient panel ("Patient Name : Ms. FIRST M LAST",
// "Age / Sex : 31 Y / F", DOB as DD-Mon-YYYY, passport no., UHID / visit no., "Ref. By : SELF" or a doctor, the
// recruiting client or health-check package, "Registered On", "Reported On"), a department heading (Clinical
// Pathology / Immunology) and "MANTOUX TEST (TUBERCULIN SKIN TEST)" as an investigation table (Investigation /
// Observed value / Unit / Biological reference interval): PPD strength and lot, site, date and time of injection, date
// and time of reading, hours after injection, ERYTHEMA in mm (printed "not considered for interpretation"),
// INDURATION in mm with the reference bands (< 5 mm negative, 5\u20139 mm doubtful, \u2265 10 mm positive) and a bold
// IMPRESSION (NEGATIVE / Non-reactive or POSITIVE / Reactive), a method note, a comment, the names of the staff nurse
// who injected and the technician or medical officer who read it, "*** End of Report ***" and the consultant
// pathologist's signature with the medical council registration no.; sometimes a RADIOLOGY block on the same report
// (X-ray chest PA view with findings and an impression signed by the radiologist). Footer: "Report generated on" /
// "re-printed on" date-time, page 1 of 1, "not for medico-legal purpose", a verification QR. Day-first dates
// (DD/MM/YYYY with 12-hour times, or DD-Mon-YYYY). The exam date is the date of injection and the report date the
// date of reading; the registration, reported, generated and re-printed dates, the DOB and the x-ray date are not.
// Variants: erythema larger than a small induration (negative) read at 72 h; 0 mm read at 48 h with a referring
// doctor; a positive induration cleared by a chest x-ray on the same report; a strongly positive induration with a
// chest x-ray only "advised"; a reading at 96 hours; last year's report re-printed this month.
import { addDays, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r27_indian_diagnostic_centre_mantoux_report_erythema',
  split: 'blind',
  renderings: { photo: 35, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 15 },
  description:
    'Indian private diagnostic centre laboratory report of a Mantoux test (tuberculin skin test) for recruited nurses / pre-departure health checks: chain letterhead with branch, accreditation and helpline; two-column patient panel ("Ms. FIRST M LAST", Age / Sex, DOB DD-Mon-YYYY, passport no., UHID / visit, "Ref. By : SELF" or a doctor, recruiting client / package, Registered On, Reported On); investigation table (PPD 5 TU and lot, site, date & time of injection, date & time of reading, hours after injection, ERYTHEMA mm "not considered for interpretation", INDURATION mm with < 5 / 5\u20139 / \u2265 10 mm bands, bold IMPRESSION Negative / Non-reactive or Positive / Reactive), method note and comment, staff nurse who injected and reader named, End of Report, consultant pathologist signature with council reg. no.; sometimes a same-report RADIOLOGY block (X-ray chest PA view, impression, radiologist); footer with generated / re-printed date-time and verification QR; DD/MM/YYYY with 12-hour times or DD-Mon-YYYY; erythema larger than a 2\u20134 mm induration, 0 mm at 48 h with a referring doctor, 12\u201314 mm positive cleared by the chest x-ray on the report, 15\u201318 mm positive with the x-ray only advised, read at 96 h, last year\u2019s report re-printed',
};

const CENTRES = [
  {
    name: 'SANJEEVANI DIAGNOSTICS',
    tag: 'Pathology \u00b7 Imaging \u00b7 Preventive Health Check-ups',
    branch: 'Kakkanad Branch',
    addr: 'Ground Floor, Pearl Arcade, Seaport\u2013Airport Road, Kakkanad, Kochi, Kerala 682030',
    tel: '+91 484 242 7710',
    help: '1800 425 0190',
    accred: 'ISO 15189:2012 accredited medical laboratory \u00b7 Certificate MC-4471',
    color: '#0a6a5b',
    ds: 'slash',
    pathologist: [
      'Dr. Meenakshi R. Pillai',
      'MD (Pathology)',
      'Consultant Pathologist',
      'TCMC Reg. No. 41283',
    ],
    radiologist: [
      'Dr. Arun Varghese',
      'MD (Radiodiagnosis)',
      'Consultant Radiologist',
      'TCMC Reg. No. 38816',
    ],
    nurses: ['Sr. Reena Thomas (Staff Nurse)', 'Sr. Bincy Joseph (Staff Nurse)'],
    readers: ['Dr. Nikhil Menon, MBBS (Medical Officer)', 'Joby Mathew, DMLT (Sr. Lab Technician)'],
    lot: 'Tuberculin PPD RT23 5 TU/0.1 mL',
  },
  {
    name: 'MEDIPOINT HEALTH CHECK & LABS',
    tag: 'NABH-empanelled centre for overseas employment medicals',
    branch: 'Andheri (East)',
    addr: '2nd Floor, Silver Crest, Sahar Road, Andheri (E), Mumbai 400069',
    tel: '+91 22 2683 5521',
    help: '1800 209 4466',
    accred: 'ISO 15189 accredited laboratory \u00b7 Lab code MPL-AE-02',
    color: '#1d3f8a',
    ds: 'mon',
    pathologist: [
      'Dr. Sunita K. Bhandarkar',
      'MD (Path.), DNB',
      'Chief of Laboratory',
      'MMC Reg. No. 2004/07/2391',
    ],
    radiologist: ['Dr. Farhan Qureshi', 'DMRD, DNB (Radiology)', 'Radiologist', 'MMC Reg. No. 2011/03/1187'],
    nurses: ['Ms. Pooja Salunkhe (GNM)', 'Mr. Sachin Gawde (GNM)'],
    readers: ['Dr. Tejal Mhatre, MBBS (Medical Officer)', 'Dr. Rohit Nair, MBBS (Medical Officer)'],
    lot: 'PPD (Tuberculin) 5 TU/0.1 mL',
  },
  {
    name: 'ARUNODAYA CLINICAL LABORATORY',
    tag: 'Diagnostic Centre & Health Check Clinic',
    branch: 'Labbipet',
    addr: 'D.No. 40-1-52, M.G. Road, Labbipet, Vijayawada, Andhra Pradesh 520010',
    tel: '+91 866 247 5536',
    help: '+91 98480 22715',
    accred: 'NABL-accredited (M-0912) \u00b7 ISO 9001:2015',
    color: '#7a2a12',
    ds: 'slash',
    pathologist: [
      'Dr. K. Lakshmi Prasanna',
      'MD (Pathology)',
      'Consultant Pathologist',
      'APMC Reg. No. 61529',
    ],
    radiologist: [
      'Dr. P. Srinivasa Rao',
      'MD (Radio-Diagnosis)',
      'Consultant Radiologist',
      'APMC Reg. No. 47102',
    ],
    nurses: ['Sr. M. Sowjanya (Staff Nurse)', 'Sr. G. Pushpa Latha (Staff Nurse)'],
    readers: ['Dr. V. Harika, MBBS (Duty Medical Officer)', 'Sr. M. Sowjanya (Staff Nurse)'],
    lot: 'Tuberculin PPD 5 TU/0.1 mL',
  },
];
const CLIENTS = [
  'Overseas Nursing Recruitment Package \u2014 Evercrest Global Staffing',
  'Pre-departure Medical \u2014 BlueHarbor International Nurses',
  'Health Check Package (Corporate) \u2014 Meridian Care Staffing USA',
  'Walk-in / Self',
];
const REF_DOCTORS = [
  'Dr. Anand Kulkarni, MD',
  'Dr. Shalini Reddy, MBBS',
  'Dr. George Kurian, MD (Gen. Med.)',
];
const FEMALE = new Set([
  'Marisol',
  'Katherine',
  'Elizabeth',
  'Siobhan',
  'Thanh',
  'Aaliyah',
  'Fatima',
  'Margaret',
  'Chidinma',
  'Rebecca',
  'Anjali',
  'Noor',
  'Ingrid',
  'Yesenia',
  'Hannah',
  'Beatrix',
  'Claire',
  'Eun-ji',
  'Lucía',
  'Joanna',
  'Sofia',
  'Mei-Ling',
  'Rosalind',
  'Deborah',
  'Valentina',
  'Theresa',
  'Jennifer',
  'Abigail',
  'Renata',
  'Oluwaseun',
  'Victoria',
  'Catalina',
  'Harriet',
  'Bao',
  'Eleanor',
  'Imani',
  'Colleen',
  'Paulina',
  'Zainab',
  'Nadia',
]);
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Day-first date as the centre prints it, with an optional 12-hour time. */
function dfirst(isoDate, style, time) {
  const [y, m, d] = isoDate.split('-');
  const t = time ? ` ${time}` : '';
  if (style === 'mon') return `${d}-${MON[Number(m) - 1]}-${y}${t}`;
  return `${d}/${m}/${y}${t}`;
}
function clock(h, mi) {
  const ap = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(mi).padStart(2, '0')} ${ap}`;
}

function render(f) {
  const C = f.c;
  const row = (a, b, u = '', r = '', cls = '') =>
    `<tr class="${cls}"><td class="inv">${a}</td><td class="val">${b}</td><td class="un">${esc(u)}</td><td class="ref">${r}</td></tr>`;
  const pan = (l, v) => `<tr><td class="pl">${esc(l)}</td><td class="pc">:</td><td class="pv">${v}</td></tr>`;
  const left = [
    pan('Patient Name', `<b>${esc(f.nameText)}</b>`),
    pan('Age / Sex', esc(f.ageSex)),
    pan('Date of Birth', esc(f.dobText)),
    pan('Passport No.', esc(f.passport)),
    pan('Ref. By', esc(f.refBy)),
  ].join('');
  const right = [
    pan('UHID / Visit No.', esc(`${f.uhid} / ${f.visit}`)),
    pan('Client / Package', esc(f.client)),
    pan('Registered On', esc(f.regText)),
    pan('Reported On', esc(f.repText)),
    pan('Sample / Test', 'In-vivo (intradermal)'),
  ].join('');
  const imp = f.positive
    ? `<b>POSITIVE</b> (Reactive) \u2014 induration ${esc(f.indText)} mm`
    : `<b>NEGATIVE</b> (Non-reactive)`;
  const xray = f.xray
    ? `
  <div class="dept">DEPARTMENT OF RADIOLOGY</div>
  <div class="tn">X-RAY CHEST PA VIEW</div>
  <table class="xr"><tr><td>Date of examination : ${esc(f.xray.dateText)}</td><td>Film / Accession No. : ${esc(f.xray.acc)}</td></tr></table>
  <div class="xf"><b>Findings:</b> ${f.xray.findings.map(esc).join(' ')}</div>
  <div class="xi"><b>IMPRESSION:</b> ${esc(f.xray.impression)}</div>
  <div class="sgrow"><div></div><div class="sgb">${sig(C.radiologist[0].replace('Dr. ', ''), { font: f.radSig, ink: '#1a2b6d', size: '1.45em', rot: -3 })}<div><b>${esc(C.radiologist[0])}</b>, ${esc(C.radiologist[1])}</div><div>${esc(C.radiologist[2])} \u00b7 ${esc(C.radiologist[3])}</div></div></div>`
    : '';
  const body = `
  ${f.duplicate ? `<div class="wm">DUPLICATE REPORT</div>` : ''}
  <div class="lh" style="border-color:${C.color}">
    <div class="mk" style="background:${C.color}">${esc(C.name.split(' ')[0][0])}</div>
    <div class="lt"><div class="cn" style="color:${C.color}">${esc(C.name)}</div><div class="tg">${esc(C.tag)}</div>
      <div class="ad">${esc(C.branch)}: ${esc(C.addr)}</div><div class="ad">Ph: ${esc(C.tel)} \u00b7 Helpline: ${esc(C.help)} \u00b7 ${esc(C.accred)}</div></div>
  </div>
  <table class="pt"><tr><td><table>${left}</table></td><td><table>${right}</table></td></tr></table>
  <div class="dept">${esc(f.deptName)}</div>
  <div class="tn">MANTOUX TEST (TUBERCULIN SKIN TEST)</div>
  <table class="res">
    <tr class="hd"><td>Investigation</td><td>Observed Value</td><td>Unit</td><td>Biological Reference Interval</td></tr>
    ${row('Antigen / Strength', esc(C.lot), '', '')}
    ${row('Batch / Lot No.', esc(f.lot), '', `Exp. ${esc(f.lotExp)}`)}
    ${row('Site of injection', esc(f.site), '', '')}
    ${row('Date &amp; time of injection', esc(f.injText), '', '')}
    ${row('Date &amp; time of reading', esc(f.readText), '', '')}
    ${row('Hours after injection', esc(String(f.hours)), 'hrs', 'Read at 48 \u2013 72 hrs')}
    ${row('Erythema (redness)', esc(f.eryText), 'mm', '<i>Not considered for interpretation</i>', 'ery')}
    ${row('<b>Induration</b>', `<b>${esc(f.indText)}</b>`, 'mm', '&lt; 5 mm : Negative<br>5 \u2013 9 mm : Doubtful<br>\u2265 10 mm : Positive', 'ind')}
    ${row('<b>IMPRESSION</b>', imp, '', '', 'imp')}
  </table>
  <div class="meth"><b>Method:</b> Mantoux technique, 0.1 mL intradermal on the volar aspect of the forearm. Transverse diameter of induration measured in millimetres by palpation (ball-point method). Erythema is recorded for information only.</div>
  <div class="cm"><b>Comment:</b> ${esc(f.comment)}</div>
  <table class="staff"><tr><td>Injected by : ${esc(f.nurse)}</td><td>Read by : ${esc(f.reader)}</td></tr></table>
  <div class="sgrow"><div class="tech">Checked by : ${esc(f.checker)}</div><div class="sgb">${sig(C.pathologist[0].replace('Dr. ', ''), { font: f.pathSig, ink: '#14213d', size: '1.5em', rot: -4 })}<div><b>${esc(C.pathologist[0])}</b>, ${esc(C.pathologist[1])}</div><div>${esc(C.pathologist[2])} \u00b7 ${esc(C.pathologist[3])}</div></div></div>
  ${xray}
  <div class="end">*** End of Report ***</div>
  <div class="ft"><div class="fq">${f.qrSvg}</div><div class="fl">
    <div>${esc(f.footLine)}</div>
    <div>Results relate only to the test performed. Kindly correlate clinically. Not valid for medico-legal purpose. Scan the code to verify this report online.</div>
    <div>Page 1 of 1 \u00b7 Bill No. ${esc(f.bill)} \u00b7 ${esc(C.branch)}</div></div></div>`;
  const css = `
  body { font-size:9.2pt; position:relative; }
  .wm { position:absolute; top:4.2in; left:0.4in; font-size:50pt; color:rgba(150,20,20,0.13); font-weight:bold; transform:rotate(-28deg); letter-spacing:4px; }
  .lh { display:flex; gap:10px; align-items:center; border-bottom:3px double; padding-bottom:5px; }
  .mk { width:46px; height:46px; border-radius:50%; color:#fff; font-size:24pt; font-weight:bold; text-align:center; line-height:46px; font-family:${FONTS.serif}; flex:none; }
  .cn { font-size:17pt; font-weight:bold; letter-spacing:1px; font-family:${FONTS.dejavuSerif}; }
  .tg { font-size:8.4pt; font-style:italic; color:#333; } .ad { font-size:7.4pt; color:#333; }
  table.pt { width:100%; border:1px solid #444; margin-top:6px; } table.pt > tbody > tr > td { vertical-align:top; width:50%; padding:3px 6px; }
  table.pt table td { padding:1px 2px; font-size:8.6pt; vertical-align:top; }
  .pl { width:1.15in; color:#222; } .pc { width:0.1in; } .pv { }
  .dept { text-align:center; font-weight:bold; font-size:9.4pt; margin-top:9px; text-decoration:underline; letter-spacing:.5px; }
  .tn { text-align:center; font-weight:bold; font-size:10.5pt; margin:3px 0 4px; }
  table.res { width:100%; } table.res td { padding:3px 5px; font-size:9pt; vertical-align:top; border-bottom:0.5px dotted #999; }
  table.res tr.hd td { font-weight:bold; border-top:1px solid #222; border-bottom:1px solid #222; font-size:8.6pt; }
  .inv { width:29%; } .val { width:34%; } .un { width:7%; } .ref { font-size:8pt; }
  tr.ery td { color:#333; } tr.ind td { background:#f3f3f3; } tr.imp td { border-top:1px solid #222; border-bottom:1px solid #222; font-size:10pt; }
  .meth { font-size:7.8pt; margin-top:5px; color:#222; } .cm { font-size:8.6pt; margin-top:4px; }
  table.staff { width:100%; margin-top:5px; font-size:8.2pt; } table.staff td { padding:1px 0; }
  .sgrow { display:flex; justify-content:space-between; align-items:flex-end; margin-top:4px; }
  .tech { font-size:8pt; } .sgb { text-align:center; font-size:8pt; min-width:2.6in; }
  table.xr { width:100%; font-size:8.6pt; } .xf { font-size:8.6pt; margin-top:2px; } .xi { font-size:9.4pt; margin-top:3px; }
  .end { text-align:center; font-size:8.4pt; margin:8px 0 4px; letter-spacing:1px; }
  .ft { display:flex; gap:10px; border-top:1px solid #555; padding-top:4px; margin-top:4px; font-size:7pt; color:#333; }
  .fl div { margin-bottom:1px; }`;
  return page({ title: 'Laboratory Report', size: 'A4', margin: '0.45in 0.5in', font: f.font, body, css });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const centres = rng.shuffle(CENTRES);
  const p2 = (n) => String(n).padStart(2, '0');
  const make = (p, inj, o = {}) => {
    const C = centres[out.length % centres.length];
    const hours = o.hours ?? 72;
    const injH = o.injH ?? rng.int(9, 12);
    const injM = rng.int(0, 11) * 5;
    const readISO = addDays(inj, Math.floor((injH + hours) / 24));
    const readH = (injH + hours) % 24;
    const readM = Math.min(55, injM + rng.int(0, 5) * 5);
    const reported = o.reported || readISO;
    const repH = Math.min(19, readH + rng.int(1, 4));
    const ds = C.ds;
    const female = FEMALE.has(p.first);
    const age = Number(inj.slice(0, 4)) - Number(p.dob.slice(0, 4)) - (inj.slice(5) < p.dob.slice(5) ? 1 : 0);
    const generated = o.generated || reported;
    return {
      c: C,
      font: rng.pick([FONTS.sans, FONTS.dejavu, FONTS.carlito]),
      nameText: `${female ? 'Ms.' : 'Mr.'} ${o.nameText || nameAs(p, rng.pick(['FIRST_MI_LAST', 'FIRST_LAST']))}`,
      ageSex: `${age} Y / ${female ? 'F' : 'M'}`,
      dobText: dfirst(p.dob, 'mon'),
      passport: `${rng.letters(1)}${rng.digits(7)}`,
      refBy: o.refBy || 'SELF',
      uhid: `${C.name.slice(0, 2)}${rng.digits(8)}`,
      visit: `V${rng.digits(6)}`,
      client: o.client || rng.pick(CLIENTS),
      regText: dfirst(inj, ds, clock(injH, Math.max(0, injM - rng.int(10, 35)))),
      repText: dfirst(reported, ds, clock(repH, rng.int(0, 59))),
      deptName: rng.pick(['DEPARTMENT OF CLINICAL PATHOLOGY', 'DEPARTMENT OF IMMUNOLOGY & SEROLOGY']),
      lot: `${rng.letters(2)}${rng.digits(4)}`,
      lotExp: dfirst(addDays(inj, rng.int(150, 400)), 'mon').slice(3),
      site: rng.pick(['Left forearm (volar)', 'Right forearm (volar)', 'L forearm, volar aspect']),
      injText: dfirst(inj, ds, clock(injH, injM)),
      readText: dfirst(readISO, ds, clock(readH, readM)),
      hours,
      eryText: o.ery ?? p2(rng.int(0, 4)),
      indText: o.ind,
      positive: !!o.positive,
      comment: o.comment || 'No significant induration. Negative Mantoux reaction.',
      nurse: rng.pick(C.nurses),
      reader: rng.pick(C.readers),
      checker: rng.pick(['Anil K. (Lab Technologist)', 'S. Deepthi (Lab Technologist)', 'R. Kavya (QC)']),
      pathSig: rng.pick(SIGS),
      radSig: rng.pick(SIGS),
      xray: o.xray || null,
      duplicate: !!o.duplicate,
      footLine:
        o.footLine ||
        `Report generated on ${dfirst(generated, ds, clock(Math.min(20, repH + rng.int(0, 2)), rng.int(0, 59)))} by LIS user ${rng.pick(['frontdesk01', 'reports.kkd', 'lis-admin3', 'dispatch2'])}`,
      bill: `${rng.digits(2)}/${rng.digits(6)}`,
      qrSvg: qr(rng, { size: 54, n: 21 }),
      readISO,
    };
  };
  const tb = (f, inj, result, mm) => ({
    'tests.0.type': 'skin',
    'tests.0.result': result,
    'tests.0.exam_date': inj,
    'tests.0.report_date': f.readISO,
    'tests.0.induration_mm': mm,
    'tests.0.administrator.facility': f.c.name,
  });
  const injDate = (base, spread) => {
    // injection days between the 13th and the 26th, so that a day-first date cannot be read month-first
    const x = addDays(base, rng.int(0, spread));
    const day = Number(x.slice(8));
    return day < 13 ? `${x.slice(0, 8)}${p2(day + 13)}` : day > 26 ? `${x.slice(0, 8)}${p2(day - 8)}` : x;
  };

  // 1 — erythema larger than a small induration, read at 72 h: negative.
  {
    const p = k.person();
    const inj = injDate('2026-09-01', 60);
    const ery = p2(rng.int(9, 14));
    const ind = p2(rng.int(2, 4));
    const f = make(p, inj, {
      ery,
      ind,
      comment: 'Induration below 5 mm. Negative Mantoux reaction. Erythema noted, not significant.',
    });
    out.push({
      key: 'erythema-larger-than-induration-negative',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'test too old'],
      data: { ...tb(f, inj, 'negative', Number(ind)), ...personData() },
      note: `injected ${f.injText}, read ${f.readText} (72 h); ERYTHEMA ${ery} mm is printed "not considered for interpretation", the INDURATION is ${ind} mm (< 5 mm): IMPRESSION NEGATIVE; the centre ${f.c.name} placed and read it; registration and reported date-times, the DOB and the lot expiry are not test dates`,
      rendering: 'photo',
    });
  }

  // 2 — 0 mm read at 48 h, a referring doctor named.
  {
    const p = k.person();
    const inj = injDate('2026-07-01', 80);
    const refBy = rng.pick(REF_DOCTORS);
    const f = make(p, inj, {
      hours: 48,
      ery: '00',
      ind: '00',
      refBy,
      comment: 'No induration at 48 hours. Negative Mantoux reaction.',
      reported: addDays(inj, 2),
    });
    out.push({
      key: 'zero-mm-read-at-48h-referring-doctor',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'missing administrator'],
      data: { ...tb(f, inj, 'negative', 0), ...personData() },
      note: `injected ${f.injText}, read ${f.readText} (48 h), induration 00 mm, NEGATIVE; "${refBy}" is the referring doctor, not the administrator; ${f.c.pathologist[0]} signs as pathologist for the centre`,
      rendering: 'scan_image',
    });
  }

  // 3 — 13 mm positive, cleared by a chest x-ray on the same report.
  {
    const p = k.person();
    const inj = injDate('2026-08-01', 70);
    const ind = String(rng.int(12, 14));
    const xd = addDays(inj, 3);
    const C = centres[out.length % centres.length];
    const xray = {
      dateText: dfirst(xd, C.ds),
      acc: `CR-${rng.digits(6)}`,
      findings: [
        'Both lung fields are clear.',
        'No focal parenchymal opacity, cavitation or hilar lymphadenopathy.',
        'Cardiac size is within normal limits.',
        'Both costophrenic angles are clear. Bony thorax appears normal.',
      ],
      impression:
        'No active pulmonary lesion seen. No radiological evidence of active pulmonary tuberculosis.',
    };
    const f = make(p, inj, {
      ery: p2(Number(ind) + rng.int(2, 6)),
      ind,
      positive: true,
      comment:
        'Positive Mantoux reaction (BCG vaccinated in childhood as per history). Chest X-ray done \u2014 see below.',
      reported: xd,
      xray,
    });
    out.push({
      key: 'positive-cleared-by-chest-xray-same-report',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result', 'missing test result', 'missing administrator'],
      data: { ...tb(f, inj, 'positive', Number(ind)), ...personData() },
      note: `Mantoux injected ${f.injText}, read ${f.readText} (72 h), induration ${ind} mm: POSITIVE (Reactive); the same report carries an X-ray chest PA view of ${xd} with the impression "No active pulmonary lesion \u2026 no radiological evidence of active pulmonary tuberculosis": accept_xray (default true) clears the positive skin test; the x-ray may be reported as a second test (type xray, negative)`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — strongly positive, chest x-ray only advised.
  {
    const p = k.person();
    const inj = injDate('2026-09-01', 55);
    const ind = String(rng.int(15, 18));
    const f = make(p, inj, {
      ery: p2(Number(ind) + rng.int(3, 8)),
      ind,
      positive: true,
      comment:
        'Strongly positive Mantoux reaction. Advised chest X-ray PA view and physician consultation for further evaluation.',
    });
    out.push({
      key: 'strongly-positive-xray-only-advised',
      person: requestPerson(p),
      html: render(f),
      issues: ['positive test result'],
      forbidden: ['invalid waiting period', 'test too old'],
      data: { ...tb(f, inj, 'positive', Number(ind)), ...personData() },
      note: `injected ${f.injText}, read ${f.readText} (72 h), induration ${ind} mm, IMPRESSION POSITIVE (Reactive); the comment only advises a chest x-ray \u2014 no x-ray report is on the page, so nothing clears the positive result`,
      rendering: 'photo',
    });
  }

  // 5 — read at 96 hours.
  {
    const p = k.person();
    const inj = injDate('2026-08-15', 70);
    const f = make(p, inj, {
      hours: 96,
      injH: rng.int(15, 17),
      ery: p2(rng.int(0, 3)),
      ind: p2(rng.int(0, 2)),
      comment: 'Patient reported for reading after 96 hours. Negative Mantoux reaction.',
    });
    out.push({
      key: 'read-at-96-hours',
      person: requestPerson(p),
      html: render(f),
      issues: ['invalid waiting period'],
      forbidden: ['positive test result', 'test too old'],
      data: { ...tb(f, inj, 'negative', Number(f.indText)), ...personData() },
      note: `injected ${f.injText}, read ${f.readText}: "Hours after injection 96", outside the 48\u201372 h window printed beside it, so the negative reading (${f.indText} mm) is not valid; the comment repeats the 96 hours`,
      rendering: 'fax',
    });
  }

  // 6 — last year's report, re-printed this month.
  {
    const p = k.person();
    const inj = injDate('2025-06-01', 90);
    const reprint = addDays('2026-11-02', rng.int(0, 14));
    const C = centres[out.length % centres.length];
    const f = make(p, inj, {
      ery: p2(rng.int(3, 7)),
      ind: p2(rng.int(0, 3)),
      duplicate: true,
      footLine: `Report re-printed on ${dfirst(reprint, C.ds, clock(rng.int(10, 17), rng.int(0, 59)))} (duplicate copy) \u2014 original reported on ${dfirst(addDays(inj, 3), C.ds)}`,
    });
    out.push({
      key: 'last-years-report-reprinted',
      person: requestPerson(p),
      html: render(f),
      issues: ['test too old'],
      forbidden: ['positive test result', 'invalid waiting period'],
      data: { ...tb(f, inj, 'negative', Number(f.indText)), ...personData() },
      note: `the Mantoux test was injected ${f.injText} and read ${f.readText}, more than 365 days before valid_on; the footer's "re-printed on ${reprint}" and the DUPLICATE REPORT watermark are a reprint, not a new test`,
      rendering: 'photo',
    });
  }
  return out;
}
