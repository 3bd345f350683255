// A hospital's patient portal "Order Details" printout for an interferon-gamma release assay run in the hospital's own
// laboratory, two pages as the browser prints them. Page 1 is the order summary and the patient demographics: the
// portal bar with the signed-in account (a proxy account viewing someone else's record in one case), the order
// (order no., ordered / appointment / order-expires dates, ordering and authorizing clinicians, department, reason,
// screening diagnosis code), the specimen requirements, and a demographics grid (legal name as LAST, FIRST M, DOB,
// MRN, address, phone, PCP, an emergency contact who shares the surname, an insurance subscriber). Page 2 carries the
// result: a status line, a Collected / Received / Resulted timeline, the component table (Nil, TB1 antigen minus Nil,
// TB2 antigen minus Nil, Mitogen minus Nil in IU/mL, reference ranges and flags) with the qualitative interpretation
// in a boxed row under it, the laboratory's interpretive comment, a clinician's portal note with its own date, and the
// performing-laboratory block (the laboratory is the administrator). Browser headers and footers carry the print date
// and the portal URL; scanned copies carry the worker's handwritten note on page 1 with another date.
import { addDays, fmt, nameAs, personData, phone, requestPerson, street, PLACES } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r25_hospital_portal_igra_order_summary_then_result',
  split: 'blind',
  multipage: true,
  description:
    'Hospital patient-portal "Order Details" browser print of an interferon-gamma release assay, two pages: p1 portal bar with the signed-in account, order summary (order no., ordered / appointment / order-expires dates, ordering and authorizing clinicians, department, reason, Z-code), specimen requirements, patient demographics grid (LAST, FIRST M, DOB, MRN, address, PCP, an emergency contact sharing the surname, insurance subscriber); p2 status line, Collected / Received / Resulted timeline, component table (Nil, TB1-Nil, TB2-Nil, Mitogen-Nil with ranges and flags) and a boxed interpretation row, lab comment, clinician portal note with its own date, performing-laboratory block; print header / footer with print date and URL; scanned copies with a handwritten note on p1; negative pre-employment, negative seven months old with a nickname greeting, negative annual with a relative as emergency contact, positive, a proxy account printing a family member\u2019s result, a negative collected over a year ago and printed this month',
};

const SYSTEMS = [
  {
    name: 'St. Brigid Regional Medical Center',
    portal: 'BrigidConnect',
    host: 'connect.stbrigidregional.example',
    color: '#5b2a86',
    ini: 'SB',
    shape: 'shield',
    lab: 'St. Brigid Regional Medical Center Clinical Laboratory',
    labAddr: ['Tacoma', 'WA', '98405'],
    director: 'Anneliese Kruger, MD, PhD',
    clia: '50D0671234',
    dept: 'Employee & Occupational Health Clinic',
    drawSite: 'Outpatient Lab Draw Station, Pavilion B, Level 1',
    clinicians: ['Priya Venkataraman, MD', 'Gordon Albee, PA-C', 'Maureen Castillo, NP'],
  },
  {
    name: 'Red Mesa Community Hospital',
    portal: 'MyRedMesa',
    host: 'my.redmesahospital.example',
    color: '#9c3d12',
    ini: 'RM',
    shape: 'square',
    lab: 'Red Mesa Community Hospital Core Laboratory',
    labAddr: ['Mesa', 'AZ', '85201'],
    director: 'Ferdinand Obuya, MD',
    clia: '03D0912877',
    dept: 'WorkWell Occupational Medicine',
    drawSite: 'Main Hospital Lab \u2014 Patient Service Center, Door 3',
    clinicians: ['Lydia Harcourt, DO', 'Samir Qureshi, MD', 'Janelle Booker, FNP-C'],
  },
  {
    name: 'Cascade Lutheran Health',
    portal: 'LutheranLink',
    host: 'lutheranlink.cascadelutheran.example',
    color: '#0f5e63',
    ini: 'CL',
    shape: 'circle',
    lab: 'Cascade Lutheran Hospital Laboratory Services',
    labAddr: ['Boise', 'ID', '83702'],
    director: 'Marguerite Dunleavy, MD',
    clia: '13D0498861',
    dept: 'Employee Health Services',
    drawSite: 'Cascade Lutheran Outpatient Laboratory, Suite 110',
    clinicians: ['Trent Oyama, MD', 'Rosalie Baptiste, NP', 'Keith Sandusky, MD'],
  },
];

const RELATIONS = ['Spouse', 'Sibling', 'Parent', 'Partner', 'Spouse'];
const FIRSTS = [
  'Elena',
  'Marcus',
  'Gloria',
  'Reggie',
  'Tamsin',
  'Oscar',
  'Hollis',
  'Delphine',
  'Arturo',
  'Priscilla',
];

function timeOf(rng, h0, h1) {
  const h = rng.int(h0, h1);
  const m = rng.int(0, 59);
  const ap = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${ap}`;
}

function render(f) {
  const S = f.sys;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, ...o });
  const ph = () =>
    `<div class="bh"><span>${esc(f.printStamp)}</span><span>${esc(S.portal)} - Order Details</span></div>`;
  const pf = (n) =>
    `<div class="bf"><span>https://${esc(S.host)}/app/orders/${esc(f.orderNo)}/details</span><span>${n}/2</span></div>`;
  const bar = `<div class="bar" style="background:${S.color}">${logo({ initials: S.ini, color: '#fff', fg: S.color, shape: S.shape, size: 30 })}
    <span class="pn">${esc(S.portal)}</span><span class="sys">${esc(S.name)}</span>
    <span class="acct">${esc(f.greeting)} &nbsp;|&nbsp; Log out</span></div>
    ${f.proxyLine ? `<div class="proxy">${f.proxyLine}</div>` : ''}`;
  const kv = (rows) =>
    `<table class="kv">${rows
      .map(
        (r) =>
          `<tr>${r.map(([c, v]) => `<td class="c">${esc(c)}</td><td class="v">${v === '' ? '&mdash;' : v}</td>`).join('')}</tr>`,
      )
      .join('')}</table>`;
  const e = esc;
  const p1 = `${ph()}
  <div class="pg">${bar}
  <div class="crumb">Health &rsaquo; Test Results &amp; Orders &rsaquo; Order Details</div>
  <h1>${e(f.orderTitle)}</h1>
  <div class="sub">Order #${e(f.orderNo)} &middot; <span class="chip">${e(f.orderStatus)}</span></div>
  ${f.note1 ? `<div class="n1">${pen(f.note1, { size: '1.25em', rot: -3 })}</div>` : ''}
  <h2>Order summary</h2>
  ${kv([
    [
      ['Ordered on', e(f.orderedOn)],
      ['Order expires', e(f.orderExpires)],
    ],
    [
      ['Ordering provider', e(f.orderingDr)],
      ['Authorizing provider', e(f.authDr)],
    ],
    [
      ['Department', e(S.dept)],
      ['Priority', 'Routine'],
    ],
    [
      ['Reason for order', e(f.reason)],
      ['Diagnosis', e(f.dx)],
    ],
    [
      ['Lab appointment', e(f.apptLine)],
      ['Billing', e(f.billing)],
    ],
  ])}
  <h2>Specimen instructions</h2>
  <ul class="ins">
    <li>Whole blood drawn into the four QuantiFERON-TB Gold Plus tubes (Nil, TB1, TB2, Mitogen), 1 mL each, or a lithium-heparin tube transferred within 16 hours.</li>
    <li>Draw location: ${e(S.drawSite)}. No fasting required.</li>
    <li>Tubes must reach the laboratory incubator within 16 hours of collection; specimens received later are rejected.</li>
  </ul>
  <h2>Patient demographics</h2>
  ${kv([
    [
      ['Legal name', `<b>${e(f.legalName)}</b>`],
      ['MRN', e(f.mrn)],
    ],
    [
      ['Date of birth', e(f.dobText)],
      ['Preferred name', e(f.preferred)],
    ],
    [
      ['Address', e(f.addr)],
      ['Home phone', e(f.homePhone)],
    ],
    [
      ['Preferred language', 'English'],
      ['Primary care provider', e(f.pcp)],
    ],
    [
      ['Emergency contact', e(f.emergency)],
      ['Contact phone', e(f.emergencyPhone)],
    ],
    [
      ['Coverage', e(f.coverage)],
      ['Subscriber', e(f.subscriber)],
    ],
  ])}
  <div class="more">Results for this order are shown on the next page. Some results may need your care team's review before they are released to ${e(S.portal)}.</div>
  </div>${pf(1)}`;

  const rows = f.q.rows
    .map(
      ([c, v, u, rr, flag]) =>
        `<tr><td>${e(c)}</td><td class="num">${e(v)}</td><td>${e(u)}</td><td>${e(rr)}</td><td class="fl">${e(flag)}</td></tr>`,
    )
    .join('');
  const p2 = `<div class="pb"></div>${ph()}
  <div class="pg">${bar}
  <div class="crumb">Order #${e(f.orderNo)} &rsaquo; Results</div>
  <div class="ptline"><b>${e(f.legalName)}</b> &nbsp; DOB ${e(f.dobText)} &nbsp; MRN ${e(f.mrn)}</div>
  <h1>${e(f.testName)}</h1>
  <div class="st"><span class="chip fin">Final result</span> &nbsp; Visible to patient: yes &nbsp; &middot; &nbsp; Result type: Laboratory</div>
  <table class="tl"><tr>
    <td><div class="tc">Specimen collected</div><div class="tv">${e(f.collectedLine)}</div></td>
    <td><div class="tc">Received in lab</div><div class="tv">${e(f.receivedLine)}</div></td>
    <td><div class="tc">Resulted</div><div class="tv">${e(f.resultedLine)}</div></td>
    <td><div class="tc">Specimen</div><div class="tv">${e(f.specimenNo)} &middot; Blood</div></td>
  </tr></table>
  <table class="ct"><thead><tr><th>Component</th><th>Value</th><th>Units</th><th>Reference range</th><th>Flag</th></tr></thead>
  <tbody>${rows}</tbody></table>
  <table class="interp"><tr><td class="ic">${e(f.q.interpCap)}</td><td class="iv">${e(f.q.interp)}</td><td class="ir">Normal value: Negative</td></tr></table>
  <h2>Lab comment</h2>
  <p class="lc">${f.q.comment}</p>
  <p class="lc">Cut-off: a TB1 or TB2 antigen response minus Nil of 0.35 IU/mL or more (and at least 25% of the Nil value) is reported as Positive. A Nil above 8.0 IU/mL, or a Mitogen response below 0.50 IU/mL with negative antigen responses, is reported as Indeterminate. A negative result does not exclude infection with <i>M. tuberculosis</i>.</p>
  ${
    f.drNote
      ? `<h2>Message from your care team</h2><div class="dn"><div class="dnh">${e(f.drNote.who)} &middot; ${e(f.drNote.when)}</div>${e(f.drNote.text)}</div>`
      : ''
  }
  <h2>Performing laboratory</h2>
  ${kv([
    [
      ['Laboratory', e(S.lab)],
      ['CLIA number', e(S.clia)],
    ],
    [
      ['Address', e(f.labAddr)],
      ['Phone', e(f.labPhone)],
    ],
    [
      ['Medical director', e(S.director)],
      ['Method', 'ELISA, QuantiFERON-TB Gold Plus (4 tube)'],
    ],
  ])}
  <div class="gen">This printout was generated from ${e(S.portal)} on ${e(f.generated)}. It is not a complete copy of your medical record. For questions about this result, message your care team.</div>
  </div>${pf(2)}`;

  const css = `
  .bh, .bf { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; font-family:${FONTS.sans}; }
  .bh { margin-bottom:6px; } .bf { margin-top:8px; }
  .pg { min-height:9.55in; }
  .bar { display:flex; align-items:center; gap:8px; color:#fff; padding:5px 10px; border-radius:3px; }
  .pn { font-weight:bold; font-size:13pt; } .sys { font-size:8.5pt; opacity:.9; } .acct { margin-left:auto; font-size:8.5pt; }
  .proxy { background:#fff4cf; border:1px solid #e0c36a; padding:4px 8px; font-size:9pt; margin-top:4px; }
  .crumb { font-size:8pt; color:#555; margin:6px 0 2px; }
  h1 { font-size:14.5pt; margin:4px 0 2px; font-weight:600; }
  h2 { font-size:10.5pt; margin:12px 0 4px; border-bottom:1.2px solid #bbb; padding-bottom:2px; color:#222; }
  .sub { font-size:9pt; color:#333; } .chip { display:inline-block; border:1px solid #6a8f3c; color:#3d6b12; border-radius:9px; padding:0 7px; font-size:8pt; }
  .chip.fin { border-color:#333; color:#222; font-weight:bold; }
  table.kv { width:100%; font-size:9pt; } table.kv td { padding:3px 5px; vertical-align:top; border-bottom:0.6px solid #e2e2e2; }
  table.kv td.c { color:#555; width:17%; font-size:8.4pt; } table.kv td.v { width:33%; }
  ul.ins { font-size:8.8pt; margin:2px 0; padding-left:18px; } ul.ins li { margin:1px 0; }
  .more { margin-top:12px; font-size:8.6pt; color:#444; font-style:italic; }
  .n1 { position:relative; height:0; } .n1 > span { position:absolute; right:0.15in; top:-0.42in; }
  .ptline { font-size:9pt; margin:2px 0 4px; background:#f3f3f3; padding:3px 6px; }
  .st { font-size:8.6pt; color:#333; margin:3px 0 6px; }
  table.tl { width:100%; margin:4px 0 8px; } table.tl td { border:0.8px solid #bbb; padding:4px 6px; width:25%; vertical-align:top; }
  .tc { font-size:7.6pt; color:#555; text-transform:uppercase; letter-spacing:.04em; } .tv { font-size:9.4pt; }
  table.ct { width:100%; font-size:9.2pt; } table.ct th { text-align:left; background:#ececec; border-bottom:1.2px solid #888; padding:4px 5px; font-size:8.4pt; }
  table.ct td { padding:4px 5px; border-bottom:0.6px solid #ddd; } td.num { font-weight:bold; } td.fl { color:#b00; font-weight:bold; }
  table.interp { width:100%; margin-top:6px; border:1.4px solid #333; } table.interp td { padding:6px 8px; }
  td.ic { font-size:9pt; width:42%; } td.iv { font-size:12pt; font-weight:bold; letter-spacing:.03em; } td.ir { font-size:8pt; color:#555; text-align:right; }
  p.lc { font-size:8.6pt; line-height:1.3; margin:3px 0; }
  .dn { border-left:3px solid ${S.color}; padding:3px 8px; font-size:9pt; background:#fafafa; } .dnh { font-size:8pt; color:#555; margin-bottom:2px; }
  .gen { margin-top:12px; font-size:7.8pt; color:#555; border-top:0.6px solid #ccc; padding-top:3px; }`;
  return page({
    title: `${S.portal} order details`,
    margin: '0.4in 0.5in',
    body: p1 + p2,
    css,
    font: f.font,
  });
}

const two = (x) => {
  const t = x.toFixed(2);
  return t === '-0.00' ? '0.00' : t;
};

function qft(rng, result) {
  const nil = rng.float(0.02, 0.19).toFixed(2);
  let tb1;
  let tb2;
  let mit;
  const flags = ['', '', '', ''];
  if (result === 'positive') {
    tb1 = rng.float(0.9, 3.6).toFixed(2);
    tb2 = rng.float(1.1, 4.4).toFixed(2);
    mit = '>10.00';
    flags[1] = 'A';
    flags[2] = 'A';
  } else {
    tb1 = two(rng.float(-0.03, 0.06));
    tb2 = two(rng.float(-0.02, 0.08));
    mit = rng.chance(0.6) ? '>10.00' : rng.float(4.2, 9.6).toFixed(2);
  }
  const interp = result === 'positive' ? 'POSITIVE' : 'NEGATIVE';
  const comment =
    result === 'positive'
      ? 'Interferon-gamma response to <i>M. tuberculosis</i> antigens detected. A positive result suggests infection with <i>M. tuberculosis</i>; it does not distinguish latent infection from active disease. Clinical evaluation and a chest radiograph are recommended.'
      : 'No interferon-gamma response to <i>M. tuberculosis</i> antigens above the cut-off was detected. Infection with <i>M. tuberculosis</i> is unlikely.';
  return {
    nil,
    tb1,
    tb2,
    mit,
    interp,
    interpCap: 'QuantiFERON-TB Gold Plus interpretation',
    comment,
    rows: [
      ['QFT Nil', nil, 'IU/mL', '\u2264 8.00', flags[0]],
      ['QFT TB1 Antigen minus Nil', tb1, 'IU/mL', '< 0.35', flags[1]],
      ['QFT TB2 Antigen minus Nil', tb2, 'IU/mL', '< 0.35', flags[2]],
      ['QFT Mitogen minus Nil', mit, 'IU/mL', '\u2265 0.50', flags[3]],
    ],
  };
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o = {}) => {
    const S = o.sys || rng.pick(SYSTEMS);
    const collected = o.collected;
    const received = collected;
    const resulted = addDays(collected, rng.int(1, 3));
    const ordered = addDays(collected, -rng.int(2, 12));
    const printed = o.printed || addDays('2026-11-04', rng.int(0, 14));
    const ds = o.ds || 'us_nz';
    const [hc, hs, hz] = rng.pick(PLACES);
    const [lc, ls, lz] = S.labAddr;
    const holder = o.holder || p;
    const relFirst = rng.pick(FIRSTS);
    const relation = o.relation || rng.pick(RELATIONS);
    const ct = timeOf(rng, 7, 11);
    const drPick = rng.shuffle(S.clinicians);
    const q = qft(rng, o.result || 'negative');
    const printTime = timeOf(rng, 8, 21);
    return {
      sys: S,
      q,
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato, FONTS.carlito]),
      printStamp: `${fmt(printed, 'us_short')}, ${printTime}`,
      greeting: o.greeting || `Signed in: ${nameAs(p, 'first_last')}`,
      proxyLine: o.proxyLine || '',
      orderNo: `${rng.int(3, 9)}${rng.digits(8)}`,
      orderTitle: 'QUANTIFERON-TB GOLD PLUS (QFT-PLUS), BLOOD',
      testName: 'QuantiFERON-TB Gold Plus (Interferon-Gamma Release Assay)',
      orderStatus: 'Completed',
      orderedOn: fmt(ordered, ds),
      orderExpires: fmt(addDays(ordered, 180), ds),
      orderingDr: drPick[0],
      authDr: drPick[1],
      reason: o.reason || 'Pre-employment health screening',
      dx: o.dx || 'Z11.1 \u2014 Encounter for screening for respiratory tuberculosis',
      apptLine: `${fmt(collected, ds)} at ${ct}`,
      billing: rng.pick([
        'Employer account (client bill)',
        'Bill patient insurance',
        'Employer \u2014 direct bill',
      ]),
      legalName: nameAs(holder, o.nameStyle || 'LAST_FIRST_MI'),
      mrn: `${rng.letters(1)}${rng.digits(8)}`,
      dobText: fmt(holder.dob, ds),
      preferred: o.preferred || holder.first,
      addr: `${street(rng)}, ${hc}, ${hs} ${hz}`,
      homePhone: phone(rng),
      pcp: o.pcp || rng.pick(['None on file', drPick[2], 'Harbor View Family Practice']),
      emergency: o.emergency || `${relFirst} ${holder.last} (${relation})`,
      emergencyPhone: phone(rng),
      coverage:
        o.coverage || rng.pick(['Employer / occupational health account', 'Commercial PPO', 'Self-pay']),
      subscriber: o.subscriber || nameAs(holder, 'first_last'),
      collectedLine: `${fmt(collected, ds)} ${ct}`,
      receivedLine: `${fmt(received, ds)} ${timeOf(rng, 12, 15)}`,
      resultedLine: `${fmt(resulted, ds)} ${timeOf(rng, 9, 17)}`,
      specimenNo: `${S.ini}${rng.digits(2)}-${rng.digits(6)}`,
      labAddr: `${street(rng)}, ${lc}, ${ls} ${lz}`,
      labPhone: phone(rng),
      generated: `${fmt(printed, 'long')} at ${printTime}`,
      drNote: o.drNote === undefined ? null : o.drNote,
      note1: o.note1 || '',
      collected,
      resulted,
      printed,
      ordered,
    };
  };
  const tb = (f, result) => ({
    'tests.0.type': 'blood',
    'tests.0.result': result,
    'tests.0.exam_date': f.collected,
    'tests.0.report_date': f.resulted,
  });
  const out = [];

  // 1 — negative, pre-employment, recent (text PDF)
  {
    const p = k.person();
    const f = mk(p, { collected: addDays('2026-09-08', rng.int(0, 45)) });
    f.drNote = {
      who: f.orderingDr,
      when: fmt(addDays(f.resulted, 1), 'us_nz'),
      text: 'Your TB blood test is negative. No further testing is needed for your pre-employment clearance.',
    };
    out.push({
      key: 'neg-preemployment-lab-appointment-p1',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['positive test result', 'test too old', 'missing administrator', 'missing test result'],
      data: { ...tb(f, 'negative'), 'tests.0.administrator.name': f.sys.lab, ...personData() },
      note: `QuantiFERON-TB Gold Plus NEGATIVE on page 2, collected ${f.collected}, resulted ${f.resulted}; page 1 carries the order date ${f.ordered}, the order-expires date ${addDays(f.ordered, 180)} and the print date ${f.printed}, none of which are test dates; the hospital laboratory that performed it is the administrator`,
    });
  }

  // 2 — negative seven months old, nickname greeting, handwritten note on page 1 (scanned PDF)
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const collected = addDays('2026-04-06', rng.int(0, 30));
    const noteDate = addDays('2026-11-09', rng.int(0, 8));
    const f = mk(p, {
      collected,
      greeting: `Welcome, ${p.nick}!`,
      preferred: p.nick,
      reason: 'Annual employee TB screening',
      note1: `TB neg \u2192 see pg 2   ${fmt(noteDate, 'us_short')}`,
      nameStyle: 'LAST_FIRST_MI',
    });
    out.push({
      key: 'neg-seven-months-nickname-greeting-scanned',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'test too old', 'positive test result'],
      data: { ...tb(f, 'negative'), ...personData() },
      note: `legal name ${nameAs(p, 'LAST_FIRST_MI')} in the demographics; the portal greets the account holder by the nickname ${p.nick}, also given as the preferred name; collected ${collected}, within 365 days of 2026-11-21; the worker's note on page 1 is dated ${noteDate}, the print date ${f.printed}`,
    });
  }

  // 3 — negative, annual screening, relative as emergency contact and insurance subscriber, day-first-looking ISO dates (scanned PDF)
  {
    const p = k.person();
    const subscriberFirst = rng.pick(FIRSTS);
    const f = mk(p, {
      collected: addDays('2026-07-20', rng.int(0, 60)),
      ds: 'iso',
      reason: 'Annual TB surveillance \u2014 healthcare worker',
      emergency: `${subscriberFirst} ${p.last} (Spouse)`,
      subscriber: `${subscriberFirst} ${p.last}`,
      coverage: 'Commercial PPO (through spouse)',
    });
    f.drNote = {
      who: f.authDr,
      when: fmt(addDays(f.resulted, 2), 'iso'),
      text: 'Negative QuantiFERON. You are up to date for this year; we will remind you next year.',
    };
    out.push({
      key: 'neg-annual-spouse-subscriber-iso-dates',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'positive test result', 'test too old'],
      data: { ...tb(f, 'negative'), ...personData() },
      note: `collected ${f.collected}, resulted ${f.resulted} (ISO dates); ${subscriberFirst} ${p.last}, the spouse, appears as emergency contact and insurance subscriber on page 1 and is not the patient`,
    });
  }

  // 4 — positive (text PDF)
  {
    const p = k.person();
    const f = mk(p, { collected: addDays('2026-08-24', rng.int(0, 60)), result: 'positive' });
    f.drNote = {
      who: f.orderingDr,
      when: fmt(addDays(f.resulted, 1), 'us_nz'),
      text: 'Your TB blood test came back positive. This usually means an old (latent) infection. Please call Employee Health to schedule a chest x-ray and a visit before your start date.',
    };
    out.push({
      key: 'pos-chest-xray-to-be-scheduled',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['positive test result'],
      data: { ...tb(f, 'positive'), ...personData() },
      note: `QFT-Plus POSITIVE (TB1-Nil ${f.q.tb1}, TB2-Nil ${f.q.tb2} IU/mL, flag A) collected ${f.collected}; the care-team message asks for a chest x-ray but none is in the upload`,
    });
  }

  // 5 — proxy account: the worker signed in and printed a parent's result (scanned PDF)
  {
    const p = k.person();
    const rel = k.person();
    const relative = { ...rel, last: p.last, dob: `${rng.int(1944, 1958)}-${rel.dob.slice(5)}` };
    const f = mk(p, {
      holder: relative,
      collected: addDays('2026-09-14', rng.int(0, 40)),
      greeting: `Signed in: ${nameAs(p, 'first_last')}`,
      proxyLine: `You are viewing <b>${esc(nameAs(relative, 'first_last'))}</b>'s record (proxy access granted by ${esc(nameAs(relative, 'first_last'))}). <u>Switch to my record</u>`,
      reason: 'Pre-admission screening \u2014 assisted living placement',
      emergency: `${p.first} ${p.last} (Child)`,
      note1: 'for my file',
    });
    out.push({
      key: 'proxy-account-parents-result',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['name mismatch', 'dob mismatch'],
      forbidden: ['positive test result'],
      data: { ...tb(f, 'negative'), ...personData('mismatch', 'mismatch') },
      note: `the patient on both pages is ${nameAs(relative, 'first_last')} (born ${relative.dob}), the worker's parent; the worker ${nameAs(p, 'first_last')} appears only as the signed-in proxy account and as the emergency contact; the QFT-Plus itself is negative (collected ${f.collected}) but it is not the worker's test, and the date of birth printed is the parent's`,
    });
  }

  // 6 — negative collected over a year ago, printed this month (scanned PDF)
  {
    const p = k.person();
    const collected = addDays('2025-09-02', rng.int(0, 70));
    const f = mk(p, {
      collected,
      printed: addDays('2026-11-05', rng.int(0, 10)),
      reason: 'Pre-employment health screening',
    });
    f.drNote = {
      who: f.orderingDr,
      when: fmt(addDays(f.resulted, 1), 'us_nz'),
      text: 'Negative TB blood test. Cleared for hire from a TB standpoint.',
    };
    out.push({
      key: 'neg-last-year-printed-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['test too old'],
      forbidden: ['positive test result'],
      data: { ...tb(f, 'negative'), ...personData() },
      note: `QFT-Plus negative, collected ${collected} and resulted ${f.resulted}, more than 365 days before 2026-11-21; the browser print date ${f.printed} and "generated on" line are this month`,
    });
  }
  return out;
}
