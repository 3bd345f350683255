// A life-support wallet card photographed twice while held in the worker's hand — once for the front, once for the
// back — and the two photos put together one above the other by a phone collage app before upload. Each photo shows
// the card tilted in perspective against whatever was behind it (a table, a car seat, a counter), a thumb over one
// corner and fingertips behind the far edge, a glare on the laminate, and sometimes the camera's orange date stamp.
// Fronts follow their program: the heart association's printed-and-laminated eCard (course, holder, values ABOVE
// their captions "Issue Date" / "Recommended Renewal Date" MM/YYYY), a national CPR foundation card (Issued / Expires,
// Certificate #), a Red Cross card (Date Completed / Valid Thru, Certificate ID), a safety council card filled in by
// the instructor. Backs carry the holder signature line (signed or blank), training center / site, TC ID, instructor
// and instructor ID, the eCard code or verify line, a QR, and the program's form number with its own year. The camera
// date stamp, the form number and the instructor ID are not the card's dates or number.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  otherPerson,
  personData,
  phone,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, qr, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r25_card_held_in_hand_front_back_collage',
  split: 'blind',
  renderings: { photo: 60, scan_image: 15, fax: 10, scanned_pdf: 10, text_pdf: 5 },
  description:
    'A life-support card photographed held in the hand, front and back, joined one above the other by a phone collage app: each half a tilted card in perspective on its own background with a thumb over a corner, fingertips behind the far edge, glare on the laminate and sometimes an orange camera date stamp; fronts per program (heart association printed-and-laminated eCard with values above the captions Issue Date / Recommended Renewal Date MM/YYYY; national CPR foundation card Issued / Expires / Certificate #; Red Cross card Date Completed / Valid Thru / Certificate ID; safety council card filled in by the instructor), backs with holder signature line signed or blank, training center, TC ID, instructor and instructor ID, eCard code or verify line, QR, form number with its own year; variants AHA BLS with the date stamp, national CPR foundation BLS with a blank signature line, AHA ACLS printed LAST FIRST scanned, AHA PALS past its renewal month, a spouse\u2019s Red Cross first aid card signed by the spouse (faxed), a safety council card with the card number left blank',
};

const SKINS = [
  ['#f0c8a8', '#d9a27f'],
  ['#d9a07a', '#b87a56'],
  ['#a86f4b', '#7e4f33'],
  ['#7a4a2e', '#5a3520'],
  ['#e8b996', '#c98f6b'],
];
const BACKDROPS = [
  'linear-gradient(160deg,#6b4a33 0%,#8a6144 45%,#5d3f2b 100%)',
  'linear-gradient(200deg,#2d2f35 0%,#474a52 60%,#23252a 100%)',
  'radial-gradient(circle at 30% 30%,#cfcac0 0%,#a9a397 70%,#8f897d 100%)',
  'linear-gradient(180deg,#3b4a5e 0%,#55677e 55%,#2f3b4b 100%)',
  'radial-gradient(circle at 70% 20%,#b8b2a6 0%,#8c857a 80%)',
  'linear-gradient(135deg,#5a5f3e 0%,#7b8158 50%,#4b4f33 100%)',
];
const INSTR = [
  'Renee Caldwell',
  'Marco Villaseñor',
  'Tobias Greer',
  'Ayesha Rahman',
  'Colin Brandt',
  'Dana Whitlow',
];

const heart = (c) =>
  `<svg width="18" height="16" viewBox="0 0 18 16"><path d="M9 15 L1.6 7.6 A4.2 4.2 0 0 1 9 2.4 A4.2 4.2 0 0 1 16.4 7.6 Z" fill="${c}"/><path d="M3 8 h3 l1.3-2.4 l2 4.6 l1.4-2.2 h4" stroke="#fff" stroke-width="1.1" fill="none"/></svg>`;
const cross = `<svg width="16" height="16" viewBox="0 0 16 16"><path d="M5.5 1h5v4.5H15v5h-4.5V15h-5v-4.5H1v-5h4.5z" fill="#d7141a"/></svg>`;

function front(f) {
  const C = f.card;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.1em', ...o });
  if (C.kind === 'aha')
    return `<div class="card aha">
      <div class="ahh">${heart('#c8102e')}<span class="aho">American Heart Association<sup>\u00ae</sup></span></div>
      <div class="crs">${esc(C.course)}</div>
      <div class="hold">${esc(C.holder)}</div>
      <div class="stm">has successfully completed the cognitive and skills evaluations in accordance with the curriculum of the American Heart Association ${esc(C.program)}.</div>
      <div class="dts"><div><div class="dv">${esc(C.issueText)}</div><div class="dc">Issue Date</div></div>
      <div><div class="dv">${esc(C.renewText)}</div><div class="dc">Recommended Renewal Date</div></div></div>
    </div>`;
  if (C.kind === 'ncpf')
    return `<div class="card ncpf"><div class="nb"><span class="nbl">NATIONAL CPR FOUNDATION</span><span class="nbs">Certification Card</span></div>
      <div class="crs2">${esc(C.course)}</div><div class="sub2">${esc(C.sub)}</div>
      <div class="hold2">${esc(C.holder)}</div>
      <table class="ft"><tr><td class="c">Issued</td><td class="v">${esc(C.issueText)}</td><td class="c">Expires</td><td class="v">${esc(C.expText)}</td></tr>
      <tr><td class="c">Certificate #</td><td class="v" colspan="3">${esc(C.id)}</td></tr></table>
      <div class="gl">Course content follows the current ILCOR / ECC resuscitation guidelines</div></div>`;
  if (C.kind === 'arc')
    return `<div class="card arc"><div class="ah2">${cross}<span><b>American Red Cross</b><br><span class="ts2">Training Services</span></span></div>
      <div class="crs3">${esc(C.course)}</div>
      <div class="hold3">${esc(C.holder)}</div>
      <table class="ft"><tr><td class="c">Date Completed</td><td class="v">${esc(C.issueText)}</td></tr>
      <tr><td class="c">Valid Thru</td><td class="v">${esc(C.expText)}</td></tr>
      <tr><td class="c">Certificate ID</td><td class="v">${esc(C.id)}</td></tr></table></div>`;
  // nsc: paper card completed by the instructor
  return `<div class="card nsc"><div class="gb"><span>NATIONAL SAFETY COUNCIL</span><span class="gbs">Making our world safer\u00ae</span></div>
    <div class="crs4">${esc(C.course)}</div>
    <div class="ln"><span class="c">This certifies that</span><span class="fill">${pen(C.holder, { size: '1.25em' })}</span></div>
    <div class="ln2">has completed the requirements of the course above in accordance with NSC program standards.</div>
    <div class="row4"><div class="ln"><span class="c">Course date</span><span class="fill s">${pen(C.issueText)}</span></div>
    <div class="ln"><span class="c">Expiration date</span><span class="fill s">${pen(C.expText)}</span></div></div>
    <div class="ln"><span class="c">Card No.</span><span class="fill s">${C.id ? pen(C.id) : ''}</span></div></div>`;
}

function back(f) {
  const C = f.card;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.05em', ...o });
  const holderSig = C.signedBy
    ? sig(C.signedBy, { font: f.sigFont, ink: f.sigInk, size: '1.55em', rot: -2 })
    : '';
  const rows = (list) =>
    `<table class="bt">${list.map(([c, v]) => `<tr><td class="c">${esc(c)}</td><td class="v">${v}</td></tr>`).join('')}</table>`;
  if (C.kind === 'aha')
    return `<div class="card back">
      <div class="bcols"><div class="bl">${rows([
        ['Training Center Name', esc(C.tc.name)],
        ['TC ID #', esc(C.tc.id)],
        ['TC City, State', esc(C.tc.city)],
        ['TC Phone #', esc(C.tc.phone)],
        ['Course Location', esc(C.tc.site)],
        ['Instructor Name', esc(C.instr)],
        ['Instructor ID #', esc(C.instrId)],
        ['eCard Code', `<b>${esc(C.id)}</b>`],
      ])}</div>
      <div class="bq">${qr(f.qrRng, { size: 58, n: 23 })}<div class="qc">To view or verify authenticity, scan this QR code or go to heart.org/cpr/mycards.</div></div></div>
      <div class="hs"><span class="sl">${holderSig}</span><div class="sc">Holder\u2019s Signature</div></div>
      <div class="fn">\u00a9 ${esc(C.formYear)} American Heart Association. All rights reserved. ${esc(C.formNo)}</div></div>`;
  if (C.kind === 'ncpf')
    return `<div class="card back">
      <div class="bcols"><div class="bl">${rows([
        ['Skills evaluator', esc(C.instr)],
        ['Evaluator ID', esc(C.instrId)],
        ['Skills session site', esc(C.tc.site)],
        ['Provider phone', esc(C.tc.phone)],
      ])}
      <div class="vf">Verify this card: nationalcprfoundation.example/verify \u00b7 enter the certificate # on the front</div></div>
      <div class="bq">${qr(f.qrRng, { size: 54, n: 21 })}</div></div>
      <div class="hs"><span class="sl">${holderSig}</span><div class="sc">Cardholder signature</div></div>
      <div class="fn">Card stock ${esc(C.formNo)} \u00b7 printed ${esc(C.formYear)} \u00b7 Not valid unless signed</div></div>`;
  if (C.kind === 'arc')
    return `<div class="card back">
      <div class="bcols"><div class="bl">${rows([
        ['Instructor', esc(C.instr)],
        ['Instructor ID', esc(C.instrId)],
        ['Training Provider', esc(C.tc.name)],
        ['Provider ID', esc(C.tc.id)],
      ])}
      <div class="vf">Scan or visit redcross.org/confirm to validate this certificate.</div></div>
      <div class="bq">${qr(f.qrRng, { size: 56, n: 21 })}</div></div>
      <div class="hs"><span class="sl">${holderSig}</span><div class="sc">Signature of participant</div></div>
      <div class="fn">${esc(C.formNo)} \u00b7 Rev. ${esc(C.formYear)}</div></div>`;
  return `<div class="card back nscb">
    <div class="ln"><span class="c">Instructor</span><span class="fill">${pen(C.instr)}</span></div>
    <div class="ln"><span class="c">Instructor ID #</span><span class="fill s">${pen(C.instrId)}</span></div>
    <div class="ln"><span class="c">Training Center</span><span class="fill">${pen(C.tc.name, { size: '0.95em' })}</span></div>
    <div class="ln"><span class="c">Phone</span><span class="fill s">${pen(C.tc.phone, { size: '0.95em' })}</span></div>
    <div class="hs"><span class="sl">${holderSig}</span><div class="sc">Cardholder signature</div></div>
    <div class="fn">Verify with the training center listed above. NSC card stock ${esc(C.formNo)} (${esc(C.formYear)})</div></div>`;
}

function panel(f, side) {
  const P = f.panels[side];
  const [skin, skinDark] = f.skin;
  const cardHtml = side === 0 ? front(f) : back(f);
  return `<div class="panel" style="background:${P.bg}">
    <div class="palm" style="background:radial-gradient(ellipse at 40% 30%, ${skin}, ${skinDark});left:${P.palmX}in;top:${P.palmY}in;transform:rotate(${P.palmRot}deg)"></div>
    <div class="stage" style="transform:perspective(1100px) rotateX(${P.rx}deg) rotateY(${P.ry}deg) rotate(${P.rz}deg)">
      <div class="fing" style="background:linear-gradient(90deg, ${skinDark}, ${skin});top:0.35in"></div>
      <div class="fing" style="background:linear-gradient(90deg, ${skinDark}, ${skin});top:0.82in"></div>
      <div class="fing" style="background:linear-gradient(90deg, ${skinDark}, ${skin});top:1.29in"></div>
      ${cardHtml}
      <div class="glare" style="left:${P.gx}in;top:${P.gy}in"></div>
      <div class="thumb" style="top:${side === 0 ? 1.42 : 1.66}in;background:radial-gradient(ellipse at 55% 35%, ${skin}, ${skinDark})"></div>
    </div>
    ${P.stamp ? `<div class="cam">${esc(P.stamp)}</div>` : ''}
  </div>`;
}

function render(f) {
  const css = `
  @page { size: 4.5in 6.3in; margin: 0; }
  body { margin:0; background:#fff; }
  .col { width:4.5in; height:6.3in; display:flex; flex-direction:column; gap:0.06in; background:#fff; position:relative; }
  .panel { position:relative; flex:1; overflow:hidden; }
  .stage { position:absolute; left:0.52in; top:0.42in; width:3.37in; height:2.125in; transform-origin:50% 50%; }
  .card { position:absolute; left:0; top:0; width:3.37in; height:2.125in; border-radius:9px; background:#fdfdfb; overflow:hidden; font-family:${f.font}; font-size:6.6pt; color:#161616; box-shadow:2px 3px 7px rgba(0,0,0,.45); border:0.6px solid #c9c9c9; }
  .fing { position:absolute; left:3.12in; width:0.52in; height:0.36in; border-radius:0 0.2in 0.2in 0; box-shadow:1px 1px 3px rgba(0,0,0,.35); }
  .thumb { position:absolute; left:-0.3in; width:0.62in; height:0.98in; border-radius:48% 52% 45% 55%; transform:rotate(28deg); box-shadow:1px 2px 5px rgba(0,0,0,.45); }
  .palm { position:absolute; width:2.1in; height:1.7in; border-radius:45%; }
  .glare { position:absolute; width:1.2in; height:0.7in; border-radius:50%; background:radial-gradient(ellipse, rgba(255,255,255,.42), rgba(255,255,255,0) 70%); pointer-events:none; }
  .cam { position:absolute; right:0.16in; bottom:0.1in; color:#ff8c1a; font-family:${FONTS.mono}; font-weight:bold; font-size:9.5pt; text-shadow:0 0 2px #7a3a00; }
  .wmk { position:absolute; right:0.1in; bottom:0.03in; font-size:6pt; color:rgba(255,255,255,.8); font-family:${FONTS.sans}; }
  /* heart association eCard */
  .aha { padding:7px 10px 6px 22px; }
  .ahh { display:flex; align-items:center; gap:4px; } .aho { font-family:${FONTS.serif}; font-size:8pt; color:#c8102e; font-weight:bold; }
  .crs { font-size:13pt; font-weight:bold; margin:3px 0 1px; color:#111; }
  .hold { font-size:11pt; border-bottom:0.7px solid #777; padding:2px 0 1px; margin-top:2px; }
  .stm { font-size:5.6pt; line-height:1.25; color:#333; margin-top:3px; }
  .dts { display:flex; gap:14px; margin-top:6px; } .dts > div { flex:1; }
  .dv { font-size:9.5pt; font-weight:bold; border-bottom:0.7px solid #777; padding-bottom:1px; } .dc { font-size:5.6pt; color:#444; }
  /* national CPR foundation */
  .nb { background:#12305c; color:#fff; padding:4px 10px; display:flex; justify-content:space-between; align-items:baseline; }
  .nbl { font-weight:bold; font-size:8.4pt; letter-spacing:.06em; } .nbs { font-size:6pt; }
  .crs2 { font-size:11.5pt; font-weight:bold; padding:4px 10px 0 22px; color:#12305c; } .sub2 { font-size:6.2pt; padding:0 10px 0 22px; }
  .hold2 { font-size:11pt; font-weight:bold; padding:4px 10px 2px 22px; letter-spacing:.03em; }
  table.ft { margin:2px 10px 0 20px; } table.ft td { padding:1.5px 4px; } table.ft td.c { font-size:5.8pt; color:#555; } table.ft td.v { font-size:8.6pt; font-weight:bold; }
  .gl { position:absolute; bottom:4px; right:8px; font-size:5pt; color:#555; }
  /* red cross */
  .arc { padding:7px 10px 6px 22px; } .ah2 { display:flex; align-items:center; gap:5px; font-size:8pt; } .ts2 { font-size:6pt; color:#555; }
  .crs3 { font-size:10.5pt; font-weight:bold; margin-top:5px; } .hold3 { font-size:11pt; margin:3px 0 2px; border-bottom:0.6px solid #aaa; }
  /* safety council */
  .gb { background:#00573f; color:#fff; padding:4px 9px; display:flex; justify-content:space-between; align-items:baseline; font-weight:bold; font-size:8pt; } .gbs { font-weight:normal; font-size:5.6pt; font-style:italic; }
  .crs4 { font-size:11pt; font-weight:bold; padding:3px 9px 1px 22px; color:#00573f; }
  .nsc .ln, .nscb .ln { display:flex; align-items:flex-end; gap:4px; padding:2px 9px 0 22px; } .ln .c { font-size:6pt; color:#333; white-space:nowrap; }
  .fill { flex:1; border-bottom:0.6px solid #333; min-height:13px; } .fill.s { flex:0 0 0.95in; }
  .ln2 { font-size:5.3pt; color:#444; padding:1px 9px 0 22px; } .row4 { display:flex; }
  .nscb { padding-top:8px; }
  /* backs */
  .back { padding:6px 9px 4px 9px; }
  .bcols { display:flex; gap:5px; } .bl { flex:1; } .bq { width:62px; text-align:center; } .qc { font-size:4.6pt; color:#444; line-height:1.15; }
  table.bt { width:100%; } table.bt td { padding:0.6px 2px; border-bottom:0.5px solid #ddd; line-height:1.15; } table.bt td.c { font-size:5.2pt; color:#555; white-space:nowrap; width:34%; } table.bt td.v { font-size:6.5pt; white-space:nowrap; }
  .vf { font-size:5.3pt; color:#333; margin-top:3px; }
  .hs { margin:3px 0 0 0.45in; width:2.2in; border-bottom:0.6px solid #222; height:17px; position:relative; } .hs .sl { position:absolute; left:6px; bottom:-2px; }
  .sc { position:absolute; top:18px; left:0; font-size:5.3pt; color:#444; }
  .fn { position:absolute; left:0.5in; bottom:2px; font-size:4.6pt; color:#666; }`;
  const body = `<div class="col">${panel(f, 0)}${panel(f, 1)}${f.collageMark ? `<div class="wmk">${esc(f.collageMark)}</div>` : ''}</div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>card photo</title><style>
* { box-sizing: border-box; } html, body { margin:0; padding:0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.hand { display:inline-block; line-height:1.1; } .sig { display:inline-block; line-height:1; white-space:nowrap; }
${css}</style></head><body>${body}</body></html>`;
}

export function cases(k) {
  const { rng } = k;
  const panelGeom = (stamp) => ({
    bg: rng.pick(BACKDROPS),
    rx: rng.float(-9, 9).toFixed(1),
    ry: rng.float(-12, 12).toFixed(1),
    rz: rng.float(-5, 5).toFixed(1),
    palmX: rng.float(-0.9, -0.4).toFixed(2),
    palmY: rng.float(1.7, 2.1).toFixed(2),
    palmRot: rng.int(-30, 20),
    gx: rng.float(1.2, 2.2).toFixed(2),
    gy: rng.float(0.1, 0.5).toFixed(2),
    stamp,
  });
  const mk = (p, card, o = {}) => {
    const shot = o.shot || addDays('2026-11-06', rng.int(0, 12));
    const stampIt = o.stamp ?? rng.chance(0.5);
    const camStamp = `${fmt(shot, 'slash_ymd')} ${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    return {
      card,
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigInk: rng.pick(INKS),
      skin: rng.pick(SKINS),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato]),
      qrRng: rng,
      panels: [panelGeom(stampIt ? camStamp : ''), panelGeom(stampIt ? camStamp : '')],
      collageMark: rng.chance(0.5) ? rng.pick(['made with Snapgrid', 'CollageMaker', 'PicJoin']) : '',
      shot,
      ...o,
    };
  };
  const ahaTc = () =>
    rng.pick([
      {
        name: 'Prairie Pulse CPR Training',
        id: `NE${rng.digits(5)}`,
        city: 'Omaha, NE',
        site: 'Midlands Regional Med. Ctr, Rm 4',
      },
      {
        name: 'Tidewater Cardiac Educ. Ctr',
        id: `GA${rng.digits(5)}`,
        city: 'Savannah, GA',
        site: 'Coastal Empire EMS, Training Rm',
      },
      {
        name: 'Capitol Heartsafe TC',
        id: `NY${rng.digits(5)}`,
        city: 'Albany, NY',
        site: 'St. Agnes Hospital, Educ. Wing',
      },
    ]);
  const instrId = () => `${rng.digits(2)}${rng.letters(1)}${rng.digits(8)}`;
  const ecard = () => `${rng.digits(6)}${rng.alnum(6)}`;
  const ahaCard = (p, course, program, issue, o = {}) => {
    const tc = ahaTc();
    tc.phone = phone(rng);
    return {
      kind: 'aha',
      course,
      program,
      holder: nameAs(p, o.nameStyle || 'first_mi_last'),
      issueText: fmt(issue, 'us'),
      renewText: fmt(twoYearsEndOfMonth(issue), 'mm_yyyy'),
      tc,
      instr: rng.pick(INSTR),
      instrId: instrId(),
      id: ecard(),
      signedBy: o.signedBy === undefined ? `${p.first} ${p.last}` : o.signedBy,
      formYear: rng.pick(['2020', '2024', '2025']),
      formNo: rng.pick(['20-2807 R/25', '25-1100 6/25', '20-3001 R/24']),
    };
  };
  const lsData = (type, issuer, c, issue, exp) => ({
    ...(type ? { 'certifications.0.type': type } : {}),
    'certifications.0.issuer': issuer,
    ...(c.id ? { 'certifications.0.id': c.id } : {}),
    'certifications.0.issue_date': issue,
    'certifications.0.expiration_date': exp,
  });
  const out = [];

  // 1 — AHA BLS Provider, holder signed, orange camera date stamp (photo)
  {
    const p = k.person();
    const issue = addDays('2025-06-02', rng.int(0, 420));
    const exp = twoYearsEndOfMonth(issue);
    const card = ahaCard(p, 'BLS Provider', 'Basic Life Support (CPR and AED) Program', issue);
    const f = mk(p, card, { stamp: true });
    out.push({
      key: 'aha-bls-signed-camera-date-stamp',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'too many certifications'],
      data: {
        ...lsData('bls', 'american_heart_association', card, issue, exp),
        ...personData('match', null),
      },
      note: `AHA BLS Provider eCard printed and laminated, issue date ${issue}, Recommended Renewal ${fmt(exp, 'mm_yyyy')} → ${exp} (values above their captions); eCard code ${card.id} on the back; the camera date stamp ${fmt(f.shot, 'slash_ymd')}, the copyright year ${card.formYear} / form no. ${card.formNo} and the instructor ID ${card.instrId} are not the card's dates or number`,
    });
  }

  // 2 — National CPR Foundation BLS, signature line blank (photo)
  {
    const p = k.person();
    const issue = addDays('2025-08-11', rng.int(0, 440));
    const exp = addYears(issue, 2);
    const card = {
      kind: 'ncpf',
      course: 'BLS Certification',
      sub: 'Basic Life Support for Healthcare Providers \u2014 online course with hands-on skills session',
      holder: nameAs(p, 'FIRST_LAST'),
      issueText: fmt(issue, 'us'),
      expText: fmt(exp, 'us'),
      id: `NCF-${rng.digits(8)}`,
      tc: {
        site: rng.pick(['SkillsCheck Studio, Reno, NV', 'Harbor Skills Lab, Orlando, FL']),
        phone: phone(rng),
      },
      instr: rng.pick(INSTR),
      instrId: `EV-${rng.digits(6)}`,
      signedBy: null,
      formYear: rng.pick(['2024', '2025']),
      formNo: `NC-BLS-${rng.digits(3)}`,
    };
    const f = mk(p, card);
    out.push({
      key: 'national-cpr-foundation-bls-unsigned-back',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['unsupported issuer', 'document expired', 'missing id'],
      data: { ...lsData('bls', 'national_cpr_foundation', card, issue, exp), ...personData('match', null) },
      note: `National CPR Foundation BLS card (an issuer DOMAIN.md lists), Issued ${issue}, Expires ${exp}, Certificate # ${card.id}; the cardholder signature line on the back is blank, which no rule checks; "follows ILCOR / ECC guidelines" is the curriculum, not the issuer; the evaluator ID ${card.instrId} is not the certificate number`,
    });
  }

  // 3 — AHA ACLS Provider printed LAST FIRST, collage printed and scanned (scan image)
  {
    const p = k.person();
    const issue = addDays('2025-03-03', rng.int(0, 500));
    const exp = twoYearsEndOfMonth(issue);
    const card = ahaCard(p, 'ACLS Provider', 'Advanced Cardiovascular Life Support Program', issue, {
      nameStyle: 'LAST_FIRST_nocomma',
    });
    const f = mk(p, card);
    out.push({
      key: 'aha-acls-last-first-scanned-collage',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['name mismatch', 'document expired', 'unsupported type'],
      data: {
        ...lsData('acls', 'american_heart_association', card, issue, exp),
        ...personData('match', null),
      },
      note: `AHA ACLS Provider, holder printed surname first without a comma (${card.holder}); issue ${issue}, Recommended Renewal ${fmt(exp, 'mm_yyyy')} → ${exp}; eCard code ${card.id}`,
    });
  }

  // 4 — AHA PALS Provider past its renewal month (photo)
  {
    const p = k.person();
    const issue = addDays('2024-02-05', rng.int(0, 220));
    const exp = twoYearsEndOfMonth(issue);
    const card = ahaCard(p, 'PALS Provider', 'Pediatric Advanced Life Support Program', issue);
    const f = mk(p, card, { stamp: true });
    out.push({
      key: 'aha-pals-renewal-month-passed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: {
        ...lsData('pals', 'american_heart_association', card, issue, exp),
        ...personData('match', null),
      },
      note: `AHA PALS Provider issued ${issue}, Recommended Renewal ${fmt(exp, 'mm_yyyy')}: valid through ${exp}, before 2026-11-21; the camera date stamp ${fmt(f.shot, 'slash_ymd')} is only when the photo was taken`,
    });
  }

  // 5 — a spouse's Red Cross first aid / CPR / AED card, signed by the spouse (fax)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const spouse = { ...q, last: p.last };
    const issue = addDays('2025-10-06', rng.int(0, 330));
    const exp = addYears(issue, 2);
    const card = {
      kind: 'arc',
      course: 'Adult and Pediatric First Aid/CPR/AED',
      holder: nameAs(spouse, 'first_last'),
      issueText: fmt(issue, 'us'),
      expText: fmt(exp, 'us'),
      id: `0${rng.alnum(6)}`,
      tc: {
        name: rng.pick(['Lakeshore Safety Partners', 'Frontier Workplace Training LLC']),
        id: `LTP ${rng.digits(5)}`,
      },
      instr: rng.pick(INSTR),
      instrId: `${rng.digits(7)}`,
      signedBy: `${spouse.first} ${spouse.last}`,
      formYear: rng.pick(['2023', '2025']),
      formNo: 'ARC card 6/23',
    };
    const f = mk(p, card);
    out.push({
      key: 'spouse-red-cross-first-aid-card-faxed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['name mismatch'],
      forbidden: ['document expired', 'unsupported issuer'],
      data: {
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': card.id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        'person.name.status': 'mismatch',
      },
      note: `the card is ${spouse.first} ${spouse.last}'s (same surname as the worker ${p.first} ${p.last}, a different first name), signed by ${spouse.first} on the back; otherwise a current Red Cross Adult and Pediatric First Aid/CPR/AED card (completed ${issue}, valid thru ${exp}); its type could be read as first_aid or cpr, both accepted`,
    });
  }

  // 6 — National Safety Council card filled in by the instructor, card no. left blank (photo)
  {
    const p = k.person();
    const issue = addDays('2025-09-15', rng.int(0, 380));
    const exp = addYears(issue, 2);
    const card = {
      kind: 'nsc',
      course: 'First Aid, CPR & AED',
      holder: nameAs(p, 'first_last'),
      issueText: fmt(issue, 'us_nz'),
      expText: fmt(exp, 'us_nz'),
      id: '',
      tc: { name: rng.pick(['Keystone Safety Co-op', 'Blue Ridge Workplace Safety']), phone: phone(rng) },
      instr: rng.pick(INSTR),
      instrId: `${rng.digits(6)}`,
      signedBy: `${p.first} ${p.last}`,
      formYear: '2022',
      formNo: '#720-FA',
    };
    const f = mk(p, card);
    out.push({
      key: 'nsc-instructor-filled-card-no-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['missing id'],
      forbidden: ['document expired', 'unsupported issuer'],
      data: {
        'certifications.0.issuer': 'national_safety_council',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `National Safety Council First Aid, CPR & AED card completed by hand: course date ${issue}, expiration ${exp}, but the Card No. line is blank; the instructor ID # ${card.instrId} on the back and the card-stock number ${card.formNo} are not the card's number`,
    });
  }
  return out;
}
