// A reference laboratory's two-page FINAL patient report for a pre-placement panel ordered by an
// occupational-health clinic: page 1 carries the report header (patient LAST, FIRST M, DOB and age, specimen and
// account numbers, ordering clinician, Collected / Received / Reported date-times) and the immunity titers (measles,
// mumps, rubella, varicella, hepatitis B surface antibody) with flags and reference ranges; page 2 repeats a short
// header and carries the QuantiFERON-TB Gold Plus block (Nil, TB1 and TB2 minus Nil, Mitogen minus Nil in IU/mL, the
// qualitative result, its own "Final" date-time, an interpretation key), the performing-laboratory block and
// "END OF REPORT". Printed copies reviewed at the clinic carry a RECEIVED stamp with its own date, the reviewer's
// ring around the TB result and a short handwritten note with initials and another date; portal downloads carry a
// "downloaded on" footer instead.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r16_preplacement_lab_panel_qft_on_page2',
  split: 'tuning',
  multipage: true,
  description:
    'Reference-lab two-page FINAL patient report of a pre-placement panel: p1 header (LAST, FIRST M, DOB/age, specimen, account = occupational-health clinic, ordering clinician, Collected / Received / Reported date-times) and MMR / varicella / hepatitis B titers with flags; p2 the QuantiFERON-TB Gold Plus block (Nil, TB1-Nil, TB2-Nil, Mitogen-Nil, qualitative result, its own Final date-time, interpretation key), performing-lab block; scanned copies with a RECEIVED stamp, the reviewer’s ring around the result and a handwritten note with initials and a later date; negative, non-immune titers beside a negative QFT, day-first dates ten months old, positive, indeterminate (low mitogen), last year’s panel printed this month',
};

const LABS = [
  {
    name: 'Keystone Ridge Reference Laboratories',
    short: 'KRRL',
    addr: '1450 Copperfield Dr, Aurora, CO 80012',
    phone: '(303) 555-0192',
    clia: '06D2148830',
    director: 'Laurel Fenwick, MD',
    color: '#0d4f7a',
    shape: 'square',
    font: FONTS.sans,
  },
  {
    name: 'Tri-Rivers Clinical Laboratory',
    short: 'TRCL',
    addr: '620 Lindell Blvd, Knoxville, TN 37916',
    phone: '(865) 555-0137',
    clia: '44D1093357',
    director: 'Obinna Achebe, MD, PhD',
    color: '#6b2d5c',
    shape: 'circle',
    font: FONTS.carlito,
  },
  {
    name: 'Pacific Crest Diagnostics',
    short: 'PCD',
    addr: '3301 Saddleback Way, Tacoma, WA 98405',
    phone: '(253) 555-0164',
    clia: '50D0871126',
    director: 'Miriam Kasprzak, MD',
    color: '#1f6b3a',
    shape: 'leaf',
    font: FONTS.roboto,
  },
];
const ACCOUNTS = [
  ['WorkWell Occupational Medicine — Eastgate', '118 Harmon Blvd, Dayton, OH 45459'],
  ['Northline Employee Health Services', '2040 Grange Hall Rd, Raleigh, NC 27603'],
  ['Summit OccHealth Partners', '77 Tamarack Dr, Boise, ID 83702'],
  ['Cedar Valley Work Health Clinic', '905 Meridian Ave, Omaha, NE 68102'],
];
const ORDERERS = ['Renee Baskin, MD', 'Tobias Greer, DO', 'Anita Solberg, FNP-C', 'Hector Villalba, PA-C'];
const REVIEWERS = [
  ['K. Aldana, RN', 'KA'],
  ['M. Prewitt, RN', 'MP'],
  ['D. Osgood, LPN', 'DO'],
  ['S. Yancey, RN', 'SY'],
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

function titerRows(rng, o) {
  const rows = [
    {
      name: 'MEASLES (RUBEOLA) ANTIBODY, IgG',
      val: rng.float(38, 260).toFixed(1),
      units: 'AU/mL',
      ref: 'Immune > 16.4; Equivocal 13.5–16.4; Non-immune < 13.5',
      interp: 'IMMUNE',
    },
    {
      name: 'MUMPS VIRUS ANTIBODY, IgG',
      val: rng.float(14, 180).toFixed(1),
      units: 'AU/mL',
      ref: 'Immune > 10.9; Equivocal 9.0–10.9; Non-immune < 9.0',
      interp: 'IMMUNE',
    },
    {
      name: 'RUBELLA ANTIBODY, IgG',
      val: rng.float(1.6, 9.8).toFixed(2),
      units: 'index',
      ref: 'Immune ≥ 1.00; Non-immune < 0.90',
      interp: 'IMMUNE',
    },
    o.vzvEquivocal
      ? {
          name: 'VARICELLA-ZOSTER VIRUS AB, IgG',
          val: rng.float(0.91, 1.08).toFixed(2),
          units: 'index',
          ref: 'Immune > 1.09; Equivocal 0.91–1.09; Non-immune < 0.91',
          interp: 'EQUIVOCAL',
          flag: 'A',
        }
      : {
          name: 'VARICELLA-ZOSTER VIRUS AB, IgG',
          val: rng.float(1.4, 4.6).toFixed(2),
          units: 'index',
          ref: 'Immune > 1.09; Equivocal 0.91–1.09; Non-immune < 0.91',
          interp: 'IMMUNE',
        },
    o.hbNonImmune
      ? {
          name: 'HEPATITIS B SURFACE ANTIBODY, QUANT',
          val: `< ${rng.pick(['3.1', '5.0'])}`,
          units: 'mIU/mL',
          ref: 'Immune ≥ 10.0',
          interp: 'NON-IMMUNE',
          flag: 'L',
        }
      : {
          name: 'HEPATITIS B SURFACE ANTIBODY, QUANT',
          val: String(rng.int(24, 980)),
          units: 'mIU/mL',
          ref: 'Immune ≥ 10.0',
          interp: 'IMMUNE',
        },
  ];
  return rows;
}

function qftValues(rng, result) {
  if (result === 'positive')
    return {
      nil: rng.float(0.02, 0.12).toFixed(2),
      tb1: rng.float(0.9, 2.4).toFixed(2),
      tb2: rng.float(1.1, 3.2).toFixed(2),
      mit: '> 10.00',
      flags: ['', 'H', 'H', ''],
      word: 'POSITIVE',
      comment:
        'Positive: M. tuberculosis infection likely. A positive result does not distinguish latent infection from active disease; clinical evaluation and chest radiograph are recommended.',
    };
  if (result === 'indeterminate')
    return {
      nil: rng.float(0.05, 0.2).toFixed(2),
      tb1: rng.float(0, 0.04).toFixed(2),
      tb2: rng.float(0, 0.03).toFixed(2),
      mit: rng.float(0.08, 0.31).toFixed(2),
      flags: ['', '', '', 'L'],
      word: 'INDETERMINATE',
      comment:
        'Indeterminate: low mitogen response (< 0.50 IU/mL) with negative TB antigen responses. The likelihood of M. tuberculosis infection cannot be determined. Recommend repeat testing with a new specimen.',
    };
  return {
    nil: rng.float(0.01, 0.09).toFixed(2),
    tb1: rng.float(0, 0.06).toFixed(2),
    tb2: rng.float(0, 0.08).toFixed(2),
    mit: rng.chance(0.6) ? '> 10.00' : rng.float(4.2, 9.7).toFixed(2),
    flags: ['', '', '', ''],
    word: 'NEGATIVE',
    comment:
      'Negative: M. tuberculosis infection unlikely. A negative result does not exclude infection in persons with recent exposure or immunosuppression.',
  };
}

function ageOn(dob, on) {
  const [y1, m1, d1] = dob.split('-').map(Number);
  const [y2, m2, d2] = on.split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

function header(f, n) {
  const L = f.lab;
  return `<div class="hd">
   <div class="lg">${logo({ initials: L.short.slice(0, 2), color: L.color, shape: L.shape, size: 40 })}<div><div class="ln" style="color:${L.color}">${esc(L.name)}</div><div class="la">${esc(L.addr)} · ${esc(L.phone)} · CLIA ${esc(L.clia)}</div></div></div>
   <div class="rt"><div class="rtt">PATIENT REPORT</div><div>Report status: <b>FINAL</b></div><div>Page ${n} of 2</div></div></div>
  <table class="pt">
   <tr><td class="c">Patient name</td><td class="v b">${esc(f.pname)}</td><td class="c">Specimen #</td><td class="v">${esc(f.spec)}</td><td class="c">Collected</td><td class="v">${esc(f.dt(f.collected))} ${esc(f.ctime)}</td></tr>
   <tr><td class="c">DOB / Age / Sex</td><td class="v">${esc(f.dt(f.dob))} · ${f.age} Y · ${esc(f.sex)}</td><td class="c">Patient ID</td><td class="v">${esc(f.pid)}</td><td class="c">Received</td><td class="v">${esc(f.dt(f.received))} ${esc(f.rtime)}</td></tr>
   <tr><td class="c">Account</td><td class="v">${esc(f.acctNo)} ${esc(f.acct[0])}<br><span class="sm">${esc(f.acct[1])}</span></td><td class="c">Ordering</td><td class="v">${esc(f.orderer)}</td><td class="c">Reported</td><td class="v">${esc(f.dt(f.reported))} ${esc(f.qtime)}</td></tr>
  </table>`;
}

function footer(f, n) {
  const left = f.portal
    ? `Downloaded from patient portal ${esc(f.dt(f.printed))} ${esc(f.ptime)} · ${esc(f.lab.short)}-WEB`
    : `Printed ${esc(f.dt(f.printed))} ${esc(f.ptime)} · Client copy · ${esc(f.acctNo)}`;
  return `<div class="ft"><span>${left}</span><span>${esc(f.pname)} · ${esc(f.spec)}</span><span>Page ${n} of 2</span></div>`;
}

function page1(f) {
  const rows = f.titers
    .map(
      (t) =>
        `<tr><td class="tn">${esc(t.name)}</td><td class="r${t.flag ? ' oo' : ''}">${esc(t.val)}</td><td class="fl">${esc(t.flag || '')}</td><td>${esc(t.units)}</td><td class="rf">${esc(t.ref)}</td><td class="lab">${esc(f.lab.short)}</td></tr>
       <tr class="ip"><td colspan="6">Interpretation: <b>${esc(t.interp)}</b></td></tr>`,
    )
    .join('');
  const rec = f.stamp
    ? `<div style="position:absolute;right:1.1in;top:6.4in;z-index:3">${stamp(['RECEIVED', fmt(f.stampIso, 'mon').toUpperCase(), f.acct[0].split(' —')[0].split(' ').slice(0, 2).join(' ').toUpperCase()], { color: '#9b1c1c', rot: f.stampRot })}</div>`
    : '';
  return `<div class="pg">${header(f, 1)}${rec}
  <div class="ord"><b>Tests ordered:</b> ${esc(f.ordered.join('; '))}<br><b>Clinical information:</b> Pre-placement health screen${f.agency ? ` — ${esc(f.agency)}` : ''}. Fasting: N. Specimen: serum; whole blood (lithium heparin).</div>
  <table class="rs"><tr><th style="width:34%">Test name</th><th style="width:10%">Result</th><th style="width:5%">Flag</th><th style="width:9%">Units</th><th>Reference range</th><th style="width:7%">Lab</th></tr>
  <tr class="grp"><td colspan="6">IMMUNITY SCREEN — Final ${esc(f.dt(f.titerFinal))} ${esc(f.ttime)}</td></tr>${rows}</table>
  <div class="key">Flags: H high · L low · A abnormal. Antibody results are reported for determination of immune status only; a non-immune or equivocal result should be evaluated by the ordering clinician.</div>
  <div class="cont">Results continue on page 2 →</div>
  ${footer(f, 1)}</div>`;
}

function page2(f) {
  const q = f.q;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const word = f.ring
    ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:2px 12px;margin:-4px -6px;transform:rotate(-4deg)">${esc(q.word)}</span>`
    : esc(q.word);
  const note = f.noteText
    ? `<div class="nt" style="transform:rotate(${f.noteRot}deg)">${H(f.noteText)}<br>${H(`${f.reviewer[1]}  ${f.noteDate}`, { size: '1.1em' })}</div>`
    : '';
  const hcv = f.hcv
    ? `<table class="rs"><tr><th style="width:34%">Test name</th><th style="width:10%">Result</th><th style="width:5%">Flag</th><th style="width:9%">Units</th><th>Reference range</th><th style="width:7%">Lab</th></tr>
  <tr class="grp"><td colspan="6">HEPATITIS C — Final ${esc(f.dt(f.titerFinal))} ${esc(f.ttime)}</td></tr>
  <tr><td class="tn">HEPATITIS C VIRUS ANTIBODY</td><td class="r">Non-reactive</td><td class="fl"></td><td></td><td class="rf">Non-reactive</td><td class="lab">${esc(f.lab.short)}</td></tr></table>`
    : '';
  return `<div class="pg">${header(f, 2)}
  ${hcv}
  <div class="qh">QuantiFERON-TB Gold Plus (QFT-Plus) — Final ${esc(f.dt(f.reported))} ${esc(f.qtime)}</div>
  <table class="rs q"><tr><th style="width:40%">Component</th><th style="width:13%">Result</th><th style="width:6%">Flag</th><th style="width:10%">Units</th><th>Reference</th></tr>
   <tr><td class="tn">QFT-Plus Nil</td><td class="r">${esc(q.nil)}</td><td class="fl">${q.flags[0]}</td><td>IU/mL</td><td class="rf">—</td></tr>
   <tr><td class="tn">QFT-Plus TB1 Antigen minus Nil</td><td class="r">${esc(q.tb1)}</td><td class="fl">${q.flags[1]}</td><td>IU/mL</td><td class="rf">&lt; 0.35</td></tr>
   <tr><td class="tn">QFT-Plus TB2 Antigen minus Nil</td><td class="r">${esc(q.tb2)}</td><td class="fl">${q.flags[2]}</td><td>IU/mL</td><td class="rf">&lt; 0.35</td></tr>
   <tr><td class="tn">QFT-Plus Mitogen minus Nil</td><td class="r">${esc(q.mit)}</td><td class="fl">${q.flags[3]}</td><td>IU/mL</td><td class="rf">≥ 0.50</td></tr>
  </table>
  <div class="qr">QuantiFERON-TB Gold Plus result: &nbsp;<b style="font-size:13pt">${word}</b>${note}</div>
  <div class="cm"><b>Comment:</b> ${esc(q.comment)}</div>
  <table class="ik"><tr><th colspan="4">Interpretation criteria (manufacturer)</th></tr>
   <tr><td>Nil (IU/mL)</td><td>TB1 − Nil or TB2 − Nil (IU/mL)</td><td>Mitogen − Nil (IU/mL)</td><td>Result</td></tr>
   <tr><td>≤ 8.0</td><td>≥ 0.35 and ≥ 25 % of Nil in either tube</td><td>any</td><td>Positive</td></tr>
   <tr><td>≤ 8.0</td><td>&lt; 0.35, or ≥ 0.35 and &lt; 25 % of Nil</td><td>≥ 0.50</td><td>Negative</td></tr>
   <tr><td>≤ 8.0</td><td>&lt; 0.35, or ≥ 0.35 and &lt; 25 % of Nil</td><td>&lt; 0.50</td><td>Indeterminate</td></tr>
   <tr><td>&gt; 8.0</td><td>any</td><td>any</td><td>Indeterminate</td></tr></table>
  <div class="pl"><b>Performing laboratory</b><br>${esc(f.lab.name)} · ${esc(f.lab.addr)}<br>CLIA ${esc(f.lab.clia)} · Laboratory director: ${esc(f.lab.director)} · ${esc(f.lab.phone)}</div>
  <div class="end">*** END OF REPORT ***</div>
  ${footer(f, 2)}</div>`;
}

function render(f) {
  const L = f.lab;
  const css = `
  .pg { position:relative; height:10.05in; overflow:hidden; }
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:2.5px solid ${L.color}; padding-bottom:5px; }
  .lg { display:flex; gap:9px; align-items:center; } .ln { font-size:14pt; font-weight:bold; } .la { font-size:7.8pt; color:#333; }
  .rt { text-align:right; font-size:8.5pt; } .rtt { font-size:13pt; font-weight:bold; letter-spacing:1px; }
  table.pt { width:100%; margin-top:6px; font-size:8.6pt; } table.pt td { border:1px solid #888; padding:3px 5px; vertical-align:top; }
  table.pt td.c { background:#eef1f4; font-weight:bold; width:11%; font-size:8pt; } table.pt td.v.b { font-weight:bold; font-size:10pt; }
  .sm { font-size:7.6pt; color:#333; }
  .ord { font-size:8.6pt; margin:9px 0 8px; line-height:1.45; }
  table.rs { width:100%; font-size:9pt; margin-top:4px; } table.rs th { text-align:left; border-bottom:1.5px solid #222; font-size:8pt; padding:3px 4px; }
  table.rs td { padding:4px 4px 1px; vertical-align:top; } td.tn { font-weight:bold; } td.r { font-weight:bold; } td.oo { text-decoration:underline; }
  td.fl { font-weight:bold; color:#000; } td.rf { font-size:8pt; } td.lab { font-size:8pt; color:#333; }
  tr.ip td { font-size:8.2pt; padding:0 4px 5px 18px; border-bottom:1px dotted #999; }
  tr.grp td { background:#e9e9e9; font-weight:bold; font-size:8.4pt; padding:3px 5px; }
  .key { font-size:7.8pt; margin-top:10px; color:#333; }
  .cont { margin-top:16px; font-size:8.6pt; font-style:italic; text-align:right; }
  .qh { margin-top:14px; background:#e9e9e9; font-weight:bold; font-size:9pt; padding:4px 6px; }
  table.q td { border-bottom:1px dotted #999; padding:5px 4px; }
  .qr { position:relative; margin:14px 0 8px; font-size:11pt; padding:16px 10px; min-height:62px; border:1.5px solid #333; }
  .nt { position:absolute; left:60%; top:3px; line-height:1.2; white-space:nowrap; }
  .cm { font-size:8.8pt; line-height:1.4; margin:8px 0; }
  table.ik { width:100%; font-size:7.8pt; margin-top:8px; } table.ik th { background:#eee; text-align:left; padding:3px; border:1px solid #999; } table.ik td { border:1px solid #bbb; padding:2px 4px; }
  .pl { margin-top:16px; font-size:8.2pt; line-height:1.45; border-top:1px solid #888; padding-top:6px; }
  .end { text-align:center; font-size:8.6pt; margin-top:16px; letter-spacing:1px; }
  .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7.4pt; color:#333; border-top:1px solid #999; padding-top:3px; }`;
  return page({
    title: 'Patient report',
    body: `<div class="pb">${page1(f)}</div>${page2(f)}`,
    css,
    font: L.font,
    margin: '0.45in 0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const hhmm = (lo, hi) =>
    `${String(rng.int(lo, hi)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const mk = (p, o) => {
    const lab = o.lab || rng.pick(LABS);
    const ds = o.ds || 'us';
    const collected = o.collected;
    const received = addDays(collected, rng.int(0, 1));
    const titerFinal = addDays(received, rng.int(0, 1));
    const reported = addDays(received, o.qftDays ?? rng.int(1, 3));
    const reviewer = rng.pick(REVIEWERS);
    const stampIso = addDays(reported, rng.int(1, 4));
    return {
      lab,
      dt: (x) => fmt(x, ds),
      pname: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'LAST_FIRST_MI', 'PLAIN_LAST_FIRST'])),
      dob: p.dob,
      age: ageOn(p.dob, collected),
      sex: FEMALE.has(p.first) ? 'F' : 'M',
      spec: `${rng.letters(2)}${rng.digits(6)}${rng.letters(1)}`,
      pid: rng.digits(9),
      acct: rng.pick(ACCOUNTS),
      acctNo: rng.digits(8),
      orderer: rng.pick(ORDERERS),
      agency: rng.pick([
        '',
        'Brightpath Nurse Staffing',
        'Cardinal Per Diem Partners',
        'Juniper Home Care',
        '',
      ]),
      ordered: rng
        .shuffle([
          'MMR Immunity Panel (IgG)',
          'Varicella-Zoster Ab, IgG',
          'Hepatitis B Surface Ab, Quant',
          'QuantiFERON-TB Gold Plus',
        ])
        .concat(o.hcv ? ['Hepatitis C Ab'] : []),
      collected,
      received,
      titerFinal,
      reported,
      ctime: hhmm(7, 11),
      rtime: hhmm(14, 22),
      ttime: hhmm(5, 18),
      qtime: hhmm(6, 19),
      titers: titerRows(rng, o),
      q: qftValues(rng, o.result),
      hcv: !!o.hcv,
      portal: !!o.portal,
      printed: o.printed || addDays(reported, rng.int(0, 6)),
      ptime: hhmm(8, 17),
      stamp: !o.portal,
      stampIso,
      stampRot: rng.float(-7, 5).toFixed(1),
      ring: !o.portal,
      reviewer,
      noteText: o.portal ? '' : o.noteText,
      noteDate: fmt(o.noteIso || stampIso, 'us_short'),
      noteRot: rng.float(-5, 3).toFixed(1),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
    };
  };
  const tb = (f, result) => ({
    'tests.0.type': 'blood',
    'tests.0.result': result,
    'tests.0.exam_date': f.collected,
    'tests.0.report_date': f.reported,
  });
  const out = [];

  // 1 — negative, reviewer rings the result on the printed copy
  let p = k.person();
  let f = mk(p, {
    collected: addDays('2026-06-08', rng.int(0, 120)),
    result: 'negative',
    noteText: rng.pick(['TB neg — OK to place', 'QFT neg ✓ cleared']),
  });
  out.push({
    key: 'neg-printed-copy-reviewer-ring',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...tb(f, 'negative'), ...personData() },
    note: `QFT-Plus NEGATIVE on page 2, collected ${f.collected}, final ${f.reported}; the RECEIVED stamp (${f.stampIso}), the reviewer's note date and the print date are not test dates; the performing laboratory is the administrator`,
    rendering: 'scanned_pdf',
  });

  // 2 — negative QFT beside a non-immune hepatitis B and an equivocal varicella titer (portal download)
  p = k.person();
  f = mk(p, {
    collected: addDays('2026-07-13', rng.int(0, 100)),
    result: 'negative',
    hbNonImmune: true,
    vzvEquivocal: true,
    portal: true,
  });
  out.push({
    key: 'neg-portal-pdf-titers-flagged-low',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result', 'indeterminate test result'],
    data: { ...tb(f, 'negative'), ...personData() },
    note: 'page 1 flags hepatitis B surface antibody L (NON-IMMUNE) and varicella A (EQUIVOCAL): immunity titers, not the TB result; the QFT-Plus on page 2 is NEGATIVE',
    rendering: 'text_pdf',
  });

  // 3 — negative, ten months old, DD-MON-YYYY dates, full middle name, hepatitis C before the QFT on page 2
  p = k.person();
  while (!p.middle) p = k.person();
  f = mk(p, {
    collected: addDays('2026-01-12', rng.int(0, 28)),
    result: 'negative',
    ds: 'mil4',
    nameStyle: 'LAST_FIRST_MI',
    hcv: true,
    noteText: 'neg — filed',
  });
  f.pname = `${p.last.toUpperCase()}, ${p.first.toUpperCase()} ${p.middle.toUpperCase()}`;
  f.printed = addDays('2026-11-02', rng.int(0, 12));
  out.push({
    key: 'neg-ten-months-old-day-month-dates',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['test too old'],
    data: { ...tb(f, 'negative'), ...personData() },
    note: `collected ${f.collected} (DD-MON-YYYY), within 365 days of 2026-11-21; printed ${f.printed}; a hepatitis C row comes before the QFT block on page 2`,
    rendering: 'scanned_pdf',
  });

  // 4 — positive, reviewer notes a chest x-ray was ordered; no x-ray in the upload
  p = k.person();
  f = mk(p, {
    collected: addDays('2026-05-18', rng.int(0, 140)),
    result: 'positive',
    noteText: 'POS → CXR ordered',
  });
  out.push({
    key: 'pos-reviewer-cxr-ordered-no-film',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { ...tb(f, 'positive'), ...personData() },
    note: `QFT-Plus POSITIVE (TB1-Nil ${f.q.tb1}, TB2-Nil ${f.q.tb2} IU/mL, flagged H) ringed by the reviewer with "CXR ordered"; no chest x-ray report is in the upload`,
    rendering: 'scanned_pdf',
  });

  // 5 — indeterminate, low mitogen
  p = k.person();
  f = mk(p, {
    collected: addDays('2026-08-03', rng.int(0, 90)),
    result: 'indeterminate',
    portal: rng.chance(0.5),
    noteText: 'Indet. — redraw',
  });
  out.push({
    key: 'indeterminate-low-mitogen',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { ...tb(f, 'indeterminate'), ...personData() },
    note: `Mitogen minus Nil ${f.q.mit} IU/mL (flag L) with TB antigen responses below 0.35: INDETERMINATE, repeat advised`,
    rendering: f.portal ? 'text_pdf' : 'scanned_pdf',
  });

  // 6 — last year's panel, printed and reviewed this month
  p = k.person();
  const printed = addDays('2026-11-03', rng.int(0, 12));
  f = mk(p, {
    collected: addDays('2025-08-04', rng.int(0, 70)),
    result: 'negative',
    printed,
    noteText: 'neg — copy for agency',
    noteIso: addDays(printed, rng.int(0, 2)),
  });
  f.stampIso = addDays(printed, rng.int(0, 2));
  out.push({
    key: 'neg-last-year-panel-printed-this-month',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { ...tb(f, 'negative') },
    note: `QFT-Plus negative but collected ${f.collected} and final ${f.reported}, more than 365 days before 2026-11-21; the print date ${printed}, the RECEIVED stamp and the reviewer's note are from this month`,
    rendering: 'scanned_pdf',
  });
  return out;
}
