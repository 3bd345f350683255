// A food protection manager certificate as kitchen managers and dietary supervisors actually have it: framed and
// hung on the back-of-house wall because the health code wants the certified manager's certificate posted, and
// photographed there with a phone when the staffing platform asks for it. The photo shows a painted block wall, the
// frame (wood or black, a cream mat, a glass glare band across part of the certificate, a slight tilt) and what is
// posted next to it: the establishment's food service permit (permit no., operator, person in charge — another
// person —, issued and expires dates for the business, not the manager), the latest inspection placard (inspection
// date, inspector), a hand-washing sign, sometimes a co-worker's framed certificate or the bar's liquor licence.
// Certificates: a ServSafe Food Protection Manager Certification (Certificate Number / Exam Date / Expiration Date
// as captions above values, MM/DD/YYYY), an examination council's Certified Food Safety Manager certificate ("Date
// Certified" in words, "Valid Through" a month and year only → last day of that month), a county health department's
// Certified Food Manager registration (Registration No., exam passed, Issued, Expires as DD-MON-YYYY). Variants: the
// holder's ServSafe certificate beside the permit; a co-worker's certificate framed to the left of the holder's
// council certificate; the county registration beside the inspection placard; an expired ServSafe certificate still
// on the wall beside a current permit; the kitchen manager's certificate (not the holder's) who is also the permit's
// person in charge; a framed ServSafe Alcohol certificate beside the liquor licence uploaded as the food certificate.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r25_framed_manager_certificate_kitchen_wall_photo',
  split: 'blind',
  renderings: { photo: 100 },
  description:
    'Phone photo of a food protection manager certificate framed on a back-of-house block wall (wood or black frame, cream mat, glass glare band, tilt) with what is posted beside it: the establishment\u2019s food service permit (permit no., operator, person in charge, the business\u2019s issued / expires dates), an inspection placard (date, inspector), a hand-washing sign, sometimes a co-worker\u2019s framed certificate or a liquor licence; certificates ServSafe Food Protection Manager (Certificate Number / Exam Date / Expiration Date captions above values), an examination council\u2019s Certified Food Safety Manager ("Date Certified" in words, "Valid Through" month and year only), a county Certified Food Manager registration (DD-MON-YYYY); variants holder\u2019s ServSafe beside the permit, co-worker\u2019s certificate left of the holder\u2019s, county registration beside the placard, expired ServSafe beside a current permit, the kitchen manager\u2019s certificate (also the permit\u2019s person in charge), a framed ServSafe Alcohol certificate beside the liquor licence',
};

const VENUES = [
  ['The Copper Kettle Bistro', 'Copper Kettle Hospitality LLC'],
  ['Maple Grove Senior Living \u2014 Dining Services', 'Maple Grove Senior Living, Inc.'],
  ['Bayview Medical Center Cafeteria', 'Bayview Health System'],
  ['Tres Hermanas Cocina', 'Tres Hermanas Restaurant Group LLC'],
  ['Lakeside Tavern & Grill', 'Lakeside Hospitality Partners'],
  ['St. Brendan Nursing & Rehab \u2014 Kitchen', 'St. Brendan Care Centers'],
];
const COUNTIES = [
  ['Marion County', 'OR', 'Marion County Public Health \u2014 Environmental Health'],
  ['Pinal Ridge County', 'AZ', 'Pinal Ridge County Health Department'],
  ['Larimer Valley County', 'CO', 'Larimer Valley Department of Health & Environment'],
  ['Sangamon Heights County', 'IL', 'Sangamon Heights County Health Department'],
  ['Cumberland Plateau County', 'TN', 'Cumberland Plateau County Environmental Health'],
];
const INSPECTORS = ['D. Okafor, REHS', 'Lynn Marchetti, EHS', 'R. Villaseñor, REHS', 'Tom Brandvold, RS'];

// ---- certificates -------------------------------------------------------------------------------------------------
function servsafe(c) {
  return `<div class="cert ss">
  <div class="ssh"><span class="ssw">ServSafe<sup>\u00ae</sup></span><span class="ssn">National Restaurant Association</span></div>
  <div class="ssband">FOOD PROTECTION MANAGER CERTIFICATION</div>
  <div class="sm">This is to certify that</div>
  <div class="nm">${esc(c.name)}</div>
  <div class="sm">has successfully passed the ServSafe Food Protection Manager Certification Examination, which is accredited by the
  ANSI National Accreditation Board (ANAB) \u2014 Conference for Food Protection (CFP) Standards.</div>
  <table class="cap"><tr><td>${esc(c.no)}</td><td>${esc(c.exam)}</td><td>${esc(c.exp)}</td></tr>
  <tr><th>Certificate Number</th><th>Exam Date</th><th>Expiration Date</th></tr></table>
  <div class="sssig"><div>${sig('Sherri D. Albrecht', { font: SIGS[1], ink: '#1a2b6d', size: '1.5em', rot: -2 })}<br>Sherri D. Albrecht, Vice President, Certification Programs</div><div class="anab">ANAB<br>ACCREDITED<br>${esc(c.acc || 'CFP #0655')}</div></div>
  <div class="ssf"><span>Exam Form ${esc(c.form)} \u00b7 Proctor ID ${esc(c.proctor)}</span>
  <span>Local laws apply. Check with your local regulatory agency for recertification requirements.</span></div></div>`;
}
function council(c) {
  return `<div class="cert cc">
  <div class="cch">${seal({ text: 'HEARTLAND FOOD SAFETY EXAMINATION COUNCIL \u00b7', inner: '\u2726', color: '#6b4f1d', size: 70 })}
   <div><div class="cco">Heartland Food Safety Examination Council</div><div class="ccs">ANAB-CFP accredited certification program \u00b7 Program ID 0${esc(c.pid)}</div></div></div>
  <div class="cct">Certified Food Safety Manager</div>
  <div class="sm">The Council confers upon</div>
  <div class="nm script">${esc(c.name)}</div>
  <div class="sm">the credential of Certified Food Safety Manager, having demonstrated the knowledge required by the FDA Food Code.</div>
  <table class="lft">
   <tr><td>Certification No.</td><td><b>${esc(c.no)}</b></td><td>Date Certified</td><td><b>${esc(c.exam)}</b></td></tr>
   <tr><td>Exam language</td><td>${esc(c.lang)}</td><td>Valid Through</td><td><b>${esc(c.exp)}</b></td></tr></table>
  <div class="ccsig"><div>${sig(c.reg, { font: SIGS[1], ink: '#222', size: '1.6em', rot: -2 })}<br>${esc(c.reg)}, Registrar</div>
   <div>${sig(c.chair, { font: SIGS[2], ink: '#222', size: '1.5em', rot: -1 })}<br>${esc(c.chair)}, Chair</div></div></div>`;
}
function county(c) {
  return `<div class="cert cy">
  <div class="cyh">${logo({ initials: c.st, color: '#25526e', shape: 'shield', size: 50 })}
   <div><div class="cyo">${esc(c.dept)}</div><div class="ccs">Food Safety Program \u00b7 ${esc(c.county)}, ${esc(c.st)}</div></div></div>
  <div class="cyt">CERTIFIED FOOD MANAGER REGISTRATION</div>
  <table class="lft cyk">
   <tr><td>Registrant</td><td colspan="3"><b class="nm2">${esc(c.name)}</b></td></tr>
   <tr><td>Registration No.</td><td><b>${esc(c.no)}</b></td><td class="wr">Accredited exam passed</td><td class="wr">${esc(c.examName)} \u2014 ${esc(c.examDate)}</td></tr>
   <tr><td>Issued</td><td><b>${esc(c.issued)}</b></td><td>Expires</td><td><b>${esc(c.exp)}</b></td></tr></table>
  <div class="sm" style="text-align:left">This registration must be posted in public view at the food establishment where the registrant is employed. It is valid in ${esc(c.county)} only and is not transferable.</div>
  <div class="ccsig"><div>${sig(c.dir, { font: SIGS[0], ink: '#14213d', size: '1.7em', rot: -3 })}<br>${esc(c.dir)}, Environmental Health Director</div></div></div>`;
}
function alcohol(c) {
  return `<div class="cert ss">
  <div class="ssh"><span class="ssw">ServSafe Alcohol<sup>\u00ae</sup></span><span class="ssn">National Restaurant Association</span></div>
  <div class="ssband" style="background:#6d2077">RESPONSIBLE ALCOHOL SERVICE \u2014 PRIMARY CERTIFICATE</div>
  <div class="sm">This is to certify that</div>
  <div class="nm">${esc(c.name)}</div>
  <div class="sm">has successfully completed the ServSafe Alcohol Primary training and passed the ServSafe Alcohol examination for
  responsible alcohol service.</div>
  <table class="cap"><tr><td>${esc(c.no)}</td><td>${esc(c.exam)}</td><td>${esc(c.exp)}</td></tr>
  <tr><th>Certificate Number</th><th>Exam Date</th><th>Expiration Date</th></tr></table>
  <div class="sssig"><div>${sig('Sherri D. Albrecht', { font: SIGS[1], ink: '#1a2b6d', size: '1.5em', rot: -2 })}<br>Sherri D. Albrecht, Vice President, Certification Programs</div><div class="anab">RESPONSIBLE<br>SERVICE<br>${esc('Alcohol')}</div></div>
  <div class="ssf"><span>Instructor ID ${esc(c.proctor)}</span><span>Check with your local jurisdiction for recertification requirements.</span></div></div>`;
}

function frame(inner, o) {
  const wood = o.wood
    ? 'linear-gradient(135deg,#6a4424,#9b6b3d 30%,#5a3820 60%,#8a5a32)'
    : 'linear-gradient(135deg,#111,#3a3a3a 35%,#0c0c0c 70%,#2b2b2b)';
  return `<div class="frame" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg);background:${wood}">
   <div class="mat"><div style="zoom:${o.zoom || 1}">${inner}</div></div>
   <div class="glare" style="background:linear-gradient(${o.glare.a}deg, rgba(255,255,255,0) ${o.glare.p}%, rgba(255,255,255,0.38) ${o.glare.p + 5}%, rgba(255,255,255,0.12) ${o.glare.p + 9}%, rgba(255,255,255,0) ${o.glare.p + 13}%)"></div></div>`;
}

function permit(o) {
  return `<div class="paper permit" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg)"><div class="tape t1"></div><div class="tape t2"></div>
  <div class="ph">${esc(o.dept)}</div><div class="pt">FOOD SERVICE ESTABLISHMENT PERMIT</div>
  <table class="pk"><tr><td>Permit No.</td><td><b>${esc(o.no)}</b></td></tr>
  <tr><td>Establishment</td><td>${esc(o.venue)}</td></tr><tr><td>Operator</td><td>${esc(o.operator)}</td></tr>
  <tr><td>Person in charge</td><td>${esc(o.pic)}</td></tr><tr><td>Risk category</td><td>${esc(o.risk)}</td></tr>
  <tr><td>Issued</td><td>${esc(o.issued)}</td></tr><tr><td>Expires</td><td><b>${esc(o.exp)}</b></td></tr></table>
  <div class="pf">THIS PERMIT IS NOT TRANSFERABLE AND MUST BE POSTED IN A CONSPICUOUS PLACE</div></div>`;
}
function liquor(o) {
  return `<div class="paper permit" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg);background:#f2f7ee"><div class="tape t1"></div><div class="tape t2"></div>
  <div class="ph">STATE LIQUOR CONTROL BOARD</div><div class="pt">RETAIL LIQUOR LICENSE \u2014 ON-PREMISES</div>
  <table class="pk"><tr><td>License No.</td><td><b>${esc(o.no)}</b></td></tr>
  <tr><td>Licensee</td><td>${esc(o.operator)}</td></tr><tr><td>Premises</td><td>${esc(o.venue)}</td></tr>
  <tr><td>Class</td><td>Beer, wine &amp; spirits</td></tr><tr><td>Effective</td><td>${esc(o.issued)}</td></tr><tr><td>Expires</td><td><b>${esc(o.exp)}</b></td></tr></table>
  <div class="pf">POST IN A CONSPICUOUS PLACE ON THE LICENSED PREMISES</div></div>`;
}
function placard(o) {
  return `<div class="paper plac" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg)"><div class="tape t1"></div>
  <div class="ph">${esc(o.dept)}</div><div class="pass">PASS</div><div class="pt">FOOD SAFETY INSPECTION</div>
  <div class="pk2">Date of inspection: <b>${esc(o.date)}</b><br>Inspector: ${esc(o.insp)}<br>Next routine inspection: ${esc(o.next)}</div>
  <div class="pf">Do not remove \u2014 removal of this placard is a violation</div></div>`;
}
function washSign(o) {
  return `<div class="paper wash" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg)">
  <div style="background:#1d4e89;color:#fff;font-weight:bold;margin:-0.14in -0.18in 6px;padding:3px">NOTICE \u00b7 AVISO</div><b>EMPLOYEES MUST WASH HANDS</b><br>BEFORE RETURNING TO WORK<br><i>Los empleados deben lavarse las manos antes de volver al trabajo</i></div>`;
}

function clipboard(o) {
  const rows = o.rows
    .map(
      (r) =>
        `<tr><td>${hand(r[0], { font: r[3], size: '1em' })}</td><td>${hand(r[1], { font: r[3], size: '1em' })}</td><td>${hand(r[2], { font: r[3], size: '1em' })}</td><td>${hand(r[4], { font: r[3], size: '1em' })}</td></tr>`,
    )
    .join('');
  return `<div class="clip" style="left:${o.x}in;top:${o.y}in;transform:rotate(${o.rot}deg)"><div class="clamp"></div>
  <div class="cs"><b>COOLING &amp; HOT-HOLDING TEMPERATURE LOG</b><br>Week of ${esc(o.week)} · Verified by manager: ${esc(o.mgr)}</div>
  <table class="ct"><tr><th>Date</th><th>Item / time</th><th>°F</th><th>Init.</th></tr>${rows}</table></div>`;
}

function render(f) {
  const items = f.items.join('');
  const css = `
  body { background:#d9d2c0; }
  .wall { position:relative; width:11in; height:8.5in; overflow:hidden;
    background-color:#e6dfcc;
    background-image: repeating-linear-gradient(0deg, rgba(120,110,90,0.35) 0 2px, transparent 2px 0.8in),
      repeating-linear-gradient(90deg, rgba(120,110,90,0.28) 0 2px, transparent 2px 1.6in),
      linear-gradient(160deg, rgba(255,255,255,0.25), rgba(0,0,0,0.12)); }
  .frame { position:absolute; padding:0.26in; box-shadow: 6px 9px 14px rgba(0,0,0,0.45), inset 0 0 0 2px rgba(255,255,255,0.15), inset 0 0 0 0.2in rgba(0,0,0,0.12); }
  .mat { padding:0.3in; background:#f1e9d2; box-shadow: inset 2px 2px 4px rgba(0,0,0,0.35); }
  .glare { position:absolute; inset:0; pointer-events:none; }
  .cert { width:5.5in; background:#fff; position:relative; padding:0.18in 0.26in; font-family:${FONTS.sans}; text-align:center; box-shadow: inset 0 0 0 1px #ccc; }
  .sm { font-size:8.2pt; color:#333; margin:3px 0; line-height:1.3; }
  .nm { font-size:20pt; font-weight:bold; margin:4px 0; font-family:${FONTS.serif}; }
  .nm.script { font-family:${FONTS.serif}; font-style:italic; font-weight:normal; font-size:22pt; }
  .ss { border:3px solid #00416a; }
  .ssh { display:flex; justify-content:space-between; align-items:baseline; }
  .ssw { font-size:20pt; font-weight:900; color:#c8102e; } .ssw sup { font-size:8pt; }
  .ssn { font-size:7.6pt; color:#00416a; font-weight:bold; }
  .ssband { background:#00416a; color:#fff; font-weight:bold; font-size:10.5pt; padding:3px; margin:4px -0.26in 6px; letter-spacing:0.6px; }
  table.cap { width:100%; margin-top:8px; } table.cap td { font-size:11.5pt; font-weight:bold; padding:2px 4px 0; border-bottom:1.2px solid #333; }
  table.cap th { font-size:7.4pt; font-weight:normal; color:#444; padding-top:2px; }
  .ssf { display:flex; justify-content:space-between; gap:10px; font-size:6.6pt; color:#555; margin-top:8px; text-align:left; }
  .sssig { display:flex; justify-content:space-between; align-items:flex-end; font-size:7pt; margin-top:8px; text-align:left; line-height:1.15; }
  .anab { border:1.5px solid #00416a; color:#00416a; font-weight:bold; font-size:7pt; padding:3px 6px; text-align:center; }
  .cc { border:8px double #8a6d2f; font-family:${FONTS.serif}; }
  .cch { display:flex; align-items:center; gap:10px; text-align:left; }
  .cco { font-size:12pt; font-weight:bold; color:#5a4216; } .ccs { font-size:7.4pt; color:#444; }
  .cct { font-size:17pt; font-variant:small-caps; letter-spacing:1px; margin:4px 0 2px; color:#5a4216; }
  table.lft { margin:6px auto 0; text-align:left; } table.lft td { font-size:10.5pt; padding:2px 8px 2px 0; }
  table.lft td:nth-child(odd) { color:#555; font-size:8.4pt; }
  .ccsig { display:flex; justify-content:space-around; font-size:7.2pt; margin-top:6px; line-height:1.1; }
  .cy { border:2px solid #25526e; }
  .cyh { display:flex; align-items:center; gap:10px; text-align:left; } .cyo { font-size:10.5pt; font-weight:bold; color:#25526e; }
  .cyt { font-size:14pt; font-weight:bold; margin:10px 0 6px; color:#25526e; letter-spacing:0.8px; }
  .cyk td { font-size:9.6pt !important; white-space:nowrap; } .cyk td.wr { white-space:normal; } .nm2 { font-size:14pt; }
  .paper { position:absolute; background:#fbfbf6; box-shadow: 3px 5px 9px rgba(0,0,0,0.35); font-family:${FONTS.sans}; padding:0.14in 0.18in; }
  .tape { position:absolute; width:0.9in; height:0.28in; background:rgba(240,235,200,0.7); }
  .t1 { top:-0.1in; left:-0.25in; transform:rotate(-35deg); } .t2 { top:-0.1in; right:-0.25in; transform:rotate(35deg); }
  .permit { width:3.3in; } .ph { font-size:7.2pt; font-weight:bold; color:#333; text-align:center; }
  .pt { font-size:10pt; font-weight:bold; text-align:center; margin:3px 0 5px; border-top:1.5px solid #222; border-bottom:1.5px solid #222; padding:2px 0; }
  table.pk td { font-size:8pt; padding:1px 6px 1px 0; vertical-align:top; } table.pk td:first-child { color:#555; white-space:nowrap; }
  .pf { font-size:6.2pt; text-align:center; margin-top:5px; color:#333; }
  .plac { width:2.5in; text-align:center; background:#f4fbf2; border:3px solid #1f7a3a; }
  .pass { font-size:34pt; font-weight:900; color:#1f7a3a; line-height:1.05; }
  .pk2 { font-size:8pt; text-align:left; line-height:1.45; }
  .clip { position:absolute; width:3.3in; height:3.4in; background:#8b5e34; border-radius:8px; padding:0.32in 0.12in 0.12in; box-shadow:4px 6px 10px rgba(0,0,0,0.4); }
  .clamp { position:absolute; top:-0.06in; left:1.05in; width:1.2in; height:0.3in; background:linear-gradient(#ddd,#888); border-radius:4px; }
  .cs { background:#fff; font-size:7.2pt; padding:4px 6px 2px; line-height:1.3; }
  table.ct { width:100%; background:#fff; } table.ct th { font-size:7pt; border-bottom:1px solid #555; text-align:left; padding:2px 4px; }
  table.ct td { font-size:8pt; border-bottom:1px solid #aac; padding:1px 4px; height:0.27in; }
  .wash { width:2.4in; text-align:center; font-size:9pt; background:#eef4fb; border:2px solid #1d4e89; line-height:1.35; }`;
  return page({
    title: 'IMG_' + f.img,
    size: '11in 8.5in',
    margin: '0',
    css,
    body: `<div class="wall">${items}</div>`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const glare = () => ({ a: rng.pick([100, 115, 125, 70]), p: rng.int(8, 55) });
  const setting = () => {
    const v = rng.pick(VENUES);
    const c = rng.pick(COUNTIES);
    const picP = k.person();
    return {
      venue: v[0],
      operator: v[1],
      county: c[0],
      st: c[1],
      dept: c[2],
      pic: nameAs(picP, 'first_last'),
      permitNo: `FE-${rng.digits(5)}`,
      permitIss: `01/01/2026`,
      permitExp: rng.pick(['12/31/2026', '06/30/2027']),
      risk: rng.pick(['3 (full menu)', 'III', 'High \u2014 complex preparation']),
      insp: addDays('2026-07-06', rng.int(0, 110)),
    };
  };
  const ssCert = (p, exam, o = {}) => ({
    name: o.name || nameAs(p, o.style || rng.pick(['first_last', 'FIRST_LAST', 'first_mi_last'])),
    no: o.no || `${rng.digits(8)}`,
    exam: fmt(exam, 'us'),
    exp: fmt(addYears(exam, 5), 'us'),
    form: `${rng.int(80, 99)}${rng.letters(1, 'ABCDE')}`,
    proctor: `${rng.digits(6)}`,
  });
  const img = () => `${rng.int(2000, 9999)}`;
  const log = (x, y, rot) => {
    const week = addDays('2026-11-02', 7 * rng.int(0, 2));
    const mgrP = k.person();
    const items = [
      'Chili 2:15p',
      'Rice 3:40p',
      'Soup 11:05a',
      'Chicken 1:30p',
      'Beans 4:10p',
      'Gravy 10:50a',
    ];
    const cooks = [
      [rng.letters(2), rng.pick(HANDS)],
      [rng.letters(2), rng.pick(HANDS)],
    ];
    const rows = [0, 1, 2, 3, 4, 5, 6].map((i) => {
      const ck = rng.pick(cooks);
      return [
        fmt(addDays(week, Math.floor(i / 2)), 'us_short'),
        rng.pick(items),
        String(rng.pick([38, 39, 40, 41, 136, 140, 145, 152])),
        ck[1],
        ck[0],
      ];
    });
    return clipboard({ x, y, rot, week: fmt(week, 'us'), mgr: nameAs(mgrP, 'first_last'), rows });
  };
  const cert = (iso, no, exp, kind = 'manager') => ({
    'certificate.id': no,
    'certificate.issue_date': iso,
    'certificate.expiration_date': exp,
    'certificate.kind': kind,
  });

  // 1 — holder's ServSafe manager certificate in a wood frame, the establishment permit to its right
  {
    const p = k.person();
    const s = setting();
    const exam = addDays('2022-09-12', rng.int(0, 1100));
    const c = ssCert(p, exam);
    const f = {
      img: img(),
      items: [
        frame(servsafe(c), { x: 0.7, y: 1.2, rot: -1.2, wood: true, glare: glare() }),
        permit({
          x: 7.25,
          y: 0.9,
          rot: 1.5,
          dept: s.dept,
          no: s.permitNo,
          venue: s.venue,
          operator: s.operator,
          pic: s.pic,
          risk: s.risk,
          issued: s.permitIss,
          exp: s.permitExp,
        }),
        washSign({ x: 7.6, y: 5.6, rot: -2 }),
        log(1.2, 5.75, -3),
      ],
    };
    out.push({
      key: 'servsafe-manager-framed-beside-establishment-permit',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...cert(exam, c.no, addYears(exam, 5)), ...personData('match', null) },
      note: `ServSafe Food Protection Manager ${c.no}: exam ${exam}, expiration ${addYears(exam, 5)} (captions under the values). The establishment permit beside it (${s.permitNo}, issued ${s.permitIss}, expires ${s.permitExp}, person in charge ${s.pic}) is the business's, not the holder's`,
    });
  }

  // 2 — a co-worker's ServSafe certificate framed to the left of the holder's council certificate
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const exam = addDays('2023-02-06', rng.int(0, 900));
    const exp = endOfMonth(addYears(exam, 5));
    const no = `HF-${rng.digits(7)}`;
    const qExam = addDays('2021-12-01', rng.int(0, 600));
    const qc = ssCert(q, qExam, { name: nameAs(q, 'first_last') });
    const c = {
      name: nameAs(p, rng.pick(['full', 'first_last'])),
      no,
      pid: rng.digits(4),
      exam: fmt(exam, rng.pick(['long', 'dmy_long'])),
      exp: fmt(exp, 'month_yyyy'),
      lang: rng.pick(['English', 'Spanish', 'English']),
      reg: 'Carol Ann Whitby',
      chair: 'Marcus J. Pellegrino',
    };
    const f = {
      img: img(),
      items: [
        frame(servsafe(qc), { x: 0.15, y: 1.6, rot: 0.8, wood: false, zoom: 0.76, glare: glare() }),
        frame(council(c), { x: 5.55, y: 1.3, rot: -0.9, wood: true, zoom: 0.76, glare: glare() }),
        washSign({ x: 4.2, y: 5.8, rot: -1.5 }),
      ],
    };
    out.push({
      key: 'coworker-servsafe-left-holder-council-certificate-right',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['name mismatch', 'document expired'],
      data: { ...cert(exam, no, exp), ...personData('match', null) },
      note: `two frames: left a co-worker's ServSafe manager certificate (${qc.name}, ${qc.no}, exam ${qExam}); right the holder's Certified Food Safety Manager ${no}, date certified ${exam}, "Valid Through ${fmt(exp, 'month_yyyy')}" → ${exp} (month only → last day)`,
    });
  }

  // 3 — county Certified Food Manager registration beside the inspection placard
  {
    const p = k.person();
    const s = setting();
    const examDate = addDays('2023-04-03', rng.int(0, 800));
    const issued = addDays(examDate, rng.int(6, 30));
    const exp = addYears(issued, 5);
    const no = `CFM-${s.st}-${rng.digits(5)}`;
    const c = {
      name: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first'])),
      dept: s.dept,
      county: s.county,
      st: s.st,
      no,
      examName: rng.pick([
        'ServSafe Manager',
        'NRFSP Food Safety Manager',
        'Prometric Certified Food Manager',
      ]),
      examDate: fmt(examDate, 'mil4'),
      issued: fmt(issued, 'mil4'),
      exp: fmt(exp, 'mil4'),
      dir: rng.pick(['Helen Varga', 'Jerome Tallchief', 'Priya Natarajan']),
    };
    const f = {
      img: img(),
      items: [
        placard({
          x: 0.6,
          y: 1.0,
          rot: -2,
          dept: s.dept,
          date: fmt(s.insp, 'us'),
          insp: rng.pick(INSPECTORS),
          next: rng.pick(['Spring 2027', fmt(addDays(s.insp, 180), 'mm_yyyy')]),
        }),
        frame(county(c), { x: 3.75, y: 1.35, rot: 1.1, wood: false, glare: glare() }),
        log(0.7, 3.6, 2),
      ],
    };
    out.push({
      key: 'county-cfm-registration-beside-inspection-placard',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing certificate id'],
      data: {
        ...cert(issued, no, exp),
        ...personData('match', null),
      },
      note: `county Certified Food Manager registration ${no}: issued ${issued}, expires ${exp}; the accredited exam date ${examDate} and the inspection placard's date ${s.insp} are other dates`,
    });
  }

  // 4 — an expired ServSafe certificate still on the wall beside a current establishment permit
  {
    const p = k.person();
    const s = setting();
    const exam = addDays('2021-01-11', rng.int(0, 260));
    const exp = addYears(exam, 5);
    const c = ssCert(p, exam);
    const f = {
      img: img(),
      items: [
        permit({
          x: 0.5,
          y: 1.1,
          rot: -1,
          dept: s.dept,
          no: s.permitNo,
          venue: s.venue,
          operator: s.operator,
          pic: nameAs(p, 'first_last'),
          risk: s.risk,
          issued: s.permitIss,
          exp: s.permitExp,
        }),
        frame(servsafe(c), { x: 4.15, y: 1.45, rot: 0.7, wood: rng.chance(0.5), glare: glare() }),
        log(0.8, 5.0, -1.5),
      ],
    };
    out.push({
      key: 'expired-servsafe-beside-current-permit',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: { ...cert(exam, c.no, exp), ...personData('match', null) },
      note: `ServSafe Food Protection Manager ${c.no}: exam ${exam}, expiration ${exp} — before 2026-11-21. The permit beside it names the holder as person in charge and runs to ${s.permitExp}, but that is the business's permit, not a renewal`,
    });
  }

  // 5 — the kitchen manager's certificate (not the holder's); the manager is also the permit's person in charge
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const s = setting();
    const exam = addDays('2023-06-05', rng.int(0, 700));
    const exp = endOfMonth(addYears(exam, 5));
    const no = `HF-${rng.digits(7)}`;
    const qName = nameAs(q, 'full');
    const c = {
      name: qName,
      no,
      pid: rng.digits(4),
      exam: fmt(exam, 'long'),
      exp: fmt(exp, 'month_yyyy'),
      lang: 'English',
      reg: 'Carol Ann Whitby',
      chair: 'Marcus J. Pellegrino',
    };
    const f = {
      img: img(),
      items: [
        frame(council(c), { x: 0.6, y: 1.3, rot: -0.6, wood: true, glare: glare() }),
        permit({
          x: 7.3,
          y: 1.2,
          rot: 2,
          dept: s.dept,
          no: s.permitNo,
          venue: s.venue,
          operator: s.operator,
          pic: `${nameAs(q, 'first_last')} (CFSM)`,
          risk: s.risk,
          issued: s.permitIss,
          exp: s.permitExp,
        }),
        washSign({ x: 7.7, y: 5.7, rot: 1 }),
      ],
    };
    out.push({
      key: 'kitchen-managers-certificate-not-holders',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['name mismatch'],
      data: { ...cert(exam, no, exp), ...personData('mismatch', null) },
      note: `the framed Certified Food Safety Manager certificate ${no} is ${qName}'s — the kitchen manager, also the permit's person in charge — not ${p.first} ${p.last}'s; the certificate itself is current (through ${exp})`,
    });
  }

  // 6 — a framed ServSafe Alcohol certificate beside the liquor licence, uploaded as the food certificate
  {
    const p = k.person();
    const s = setting();
    const exam = addDays('2024-05-13', rng.int(0, 700));
    const c = ssCert(p, exam, { no: `${rng.digits(8)}` });
    c.exp = fmt(addYears(exam, 3), 'us');
    const f = {
      img: img(),
      items: [
        frame(alcohol(c), { x: 0.55, y: 1.3, rot: 1, wood: false, glare: glare() }),
        liquor({
          x: 7.2,
          y: 1.0,
          rot: -1.5,
          no: `RL-${rng.digits(6)}`,
          venue: s.venue,
          operator: s.operator,
          issued: fmt(addDays('2026-03-01', rng.int(0, 90)), 'us'),
          exp: fmt(addDays('2027-02-28', rng.int(0, 90)), 'us'),
        }),
        log(7.5, 4.6, 2.5),
      ],
    };
    out.push({
      key: 'servsafe-alcohol-certificate-uploaded-as-food',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document type mismatch'],
      data: personData('match', null),
      note: `the frame holds a ServSafe Alcohol primary certificate (responsible alcohol service, exam ${exam}) beside the bar's liquor licence: an alcohol handler certificate, not a food handler / manager certificate, despite the ServSafe brand`,
    });
  }
  return out;
}
