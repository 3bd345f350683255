// A county clerk's TEMPORARY alcoholic beverage server permit, written out by a deputy clerk at the counter on a
// three-part carbonless form (white — clerk, canary — applicant, pink — sheriff) while the permanent plastic card is
// made and mailed. The worker keeps the canary part, and the bar or store that employs them usually faxes it to the
// staffing agency; it arrives as a fax (with the sender's own fax line at the top and the manager's scrawled note
// under the form), or the worker photographs or scans the canary copy. The form: clerk's office heading, a red printed
// serial that is the permit no., the title and its "valid until the date below or until the permanent card is
// received" proviso, boxed applicant fields (Last / First / M.I., date of birth, address, phone), employment (licensed
// premises, premises licence no., position ticked), the permit class ringed (ON-PREMISES / OFF-PREMISES / BOTH; BEER
// ONLY / BEER & WINE / ALL ALCOHOLIC BEVERAGES), the server training the permit rests on (program ticked among TIPS,
// ServSafe Alcohol, a state-approved responsible vendor course, other; its certificate no. and date completed), and
// the clerk-use block (fee, receipt no., DATE ISSUED, TEMPORARY PERMIT EXPIRES, deputy clerk's signature, a RECEIVED
// date stamp). All entries are by hand in carbon-blue pressure ink that sits a little off its boxes; the form
// revision date, training date, date of birth, fax lines and the manager's note are not the permit's dates.
// Variants: a current permit faxed by the employer; the canary copy photographed (first name as a nickname); a
// scanned copy whose expiry the clerk struck and rewrote with initials; a permit whose 60 days ran out in late summer,
// faxed in November; a photographed copy with DATE ISSUED left blank; a co-worker's permit faxed under the holder's name.
import { addDays, fmt, nameAs, otherPerson, personData, requestPerson, street } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, options, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r25_county_clerk_temporary_server_permit_carbonless_fax',
  split: 'blind',
  renderings: { fax: 50, photo: 30, scanned_pdf: 20 },
  description:
    'County clerk\u2019s TEMPORARY alcoholic beverage server permit handwritten by a deputy clerk on a three-part carbonless form (white clerk / canary applicant / pink sheriff), mostly faxed by the employer (sender\u2019s fax line, manager\u2019s note under the form) or the canary copy photographed or scanned: clerk\u2019s office heading, red printed serial = permit no., "valid until the date below or receipt of the permanent card" proviso, boxed Last / First / M.I., DOB, address, premises and licence no., position ticked, class ringed (ON / OFF-PREMISES / BOTH; BEER ONLY / BEER & WINE / ALL), server training ticked (TIPS, ServSafe Alcohol, state responsible vendor course) with its certificate no. and date, clerk-use block (fee, receipt no., DATE ISSUED, TEMPORARY PERMIT EXPIRES, deputy clerk signature, RECEIVED stamp), "permanent card mailed within 30 days, valid two years"; carbon-blue entries off their boxes; variants current permit faxed, canary copy photographed with a nickname, expiry struck and rewritten with initials, 60 days run out in late summer faxed in November, DATE ISSUED blank, a co-worker\u2019s permit faxed under the holder\u2019s name',
};

const COUNTIES = [
  {
    county: 'Hollister County',
    st: 'TN',
    seat: 'Cedar Bluff',
    zip: '37412',
    clerk: 'Hon. Loretta J. Pruitt',
    phone: '(423) 555-0186',
    ink: '#8b1a1a',
    days: 60,
    area: '423',
  },
  {
    county: 'Breckin County',
    st: 'KY',
    seat: 'Harlow Springs',
    zip: '42718',
    clerk: 'Hon. Dale E. Mattingly',
    phone: '(270) 555-0147',
    ink: '#1f3a68',
    days: 60,
    area: '270',
  },
  {
    county: 'Osage Bend County',
    st: 'MO',
    seat: 'Linn Ferry',
    zip: '65051',
    clerk: 'Hon. Karen S. Vogelsang',
    phone: '(573) 555-0122',
    ink: '#1d1d1d',
    days: 60,
    area: '573',
  },
];

const PREMISES = [
  ['Riverbend Tavern', 'RT'],
  ['Smokehouse 41 Bar-B-Q', 'SH'],
  ['Lucky Dog Package & Deli', 'LD'],
  ['The Depot Taproom', 'DT'],
  ['Cumberland Lanes & Lounge', 'CL'],
  ['Marathon Food Mart #112', 'MF'],
];
const DEPUTIES = ['Tammy R. Gentry', 'Wes Huddleston', 'Brenda K. Oakes', 'Jolene Petrey', 'Alvin T. Sipes'];
const MANAGERS = ['Deb', 'Rick (GM)', 'Shawna', 'Tony P.', 'Carla \u2014 mgr'];
const CARBON = '#2f3f8f';

const PARTS = {
  canary: ['#fff4a8', 'PART 2 \u2014 APPLICANT (CANARY)'],
  white: ['#ffffff', 'PART 1 \u2014 COUNTY CLERK (WHITE)'],
  pink: ['#ffd6df', 'PART 3 \u2014 SHERIFF (PINK)'],
};

/** A carbon-copied handwritten entry: pressure ink, a little blurred and off its line. */
function cw(text, f, o = {}) {
  if (!text) return '';
  return hand(text, {
    font: o.font || f.pen,
    ink: CARBON,
    size: o.size || '1.12em',
    rot: o.rot ?? f.tilt,
    style: `text-shadow:0 0 1px ${CARBON};opacity:0.9;position:relative;left:${f.dx}px;top:${f.dy}px;`,
  });
}

function form(f) {
  const C = f.C;
  const ink = C.ink;
  const bx = (label, val, w, extra = '') =>
    `<td class="bx" style="width:${w}"${extra}><div class="lb">${esc(label)}</div><div class="vv">${val}</div></td>`;
  const tick = (on) => box(on, { style: 'x', ink: CARBON, font: f.pen });
  const prog = [
    ['TIPS', 'tips'],
    ['ServSafe Alcohol', 'servsafe'],
    [`${C.st} responsible vendor course`, 'state'],
    ['Other', 'other'],
  ]
    .map(([l, v]) => `<span class="opt">${tick(f.program === v)} ${esc(l)}</span>`)
    .join('');
  const pos = ['Server', 'Bartender', 'Clerk / cashier', 'Manager']
    .map((l) => `<span class="opt">${tick(f.position === l)} ${esc(l)}</span>`)
    .join('');
  const ring = (list, chosen) =>
    options(list, chosen, { style: 'circle', ink: CARBON, sep: '&nbsp;&nbsp;\u00b7&nbsp;&nbsp;' });
  const expCell = f.expStruck
    ? `<span style="position:relative;display:inline-block">${cw(f.expStruck, f, { size: '0.95em' })}<span style="position:absolute;left:-3px;right:-3px;top:55%;border-top:2px solid ${CARBON};transform:rotate(-5deg)"></span></span> ${cw(f.expText, f)} ${cw(f.initials, f, { size: '0.8em' })}`
    : cw(f.expText, f);
  return `<div class="form" style="background:${f.part[0]};color:${ink};border-color:${ink}">
  <div class="hd">
    <div class="ho"><div class="o1">OFFICE OF THE COUNTY CLERK</div><div class="o2">${esc(C.county.toUpperCase())}, ${esc(stateName(C.st).toUpperCase())}</div>
      <div class="o3">Courthouse \u00b7 ${esc(C.seat)}, ${esc(C.st)} ${esc(C.zip)} \u00b7 ${esc(C.phone)} \u00b7 ${esc(C.clerk)}, County Clerk</div></div>
    <div class="ser"><div class="sl">PERMIT NO.</div><div class="sn">N\u00ba ${esc(f.serial)}</div></div>
  </div>
  <div class="tt">TEMPORARY ALCOHOLIC BEVERAGE SERVER PERMIT</div>
  <div class="pv">Valid only until the expiration date entered below or until the permanent permit card is received, whichever occurs first. Not valid unless signed by a deputy clerk.</div>
  <div class="sec">1. APPLICANT \u2014 print clearly</div>
  <table class="g"><tr>${bx('LAST NAME', cw(f.last, f), '42%')}${bx('FIRST NAME', cw(f.first, f), '38%')}${bx('M.I.', cw(f.mi, f), '8%')}${bx('SEX', cw(f.sex, f), '12%')}</tr></table>
  <table class="g"><tr>${bx('DATE OF BIRTH', cw(f.dobText, f), '20%')}${bx('HOME ADDRESS', cw(f.addr, f), '44%')}${bx('CITY / STATE / ZIP', cw(f.city, f), '36%')}</tr></table>
  <div class="sec">2. EMPLOYMENT</div>
  <table class="g"><tr>${bx('LICENSED PREMISES (employer)', cw(f.premises, f), '58%')}${bx('PREMISES LICENSE NO.', cw(f.premLic, f), '42%')}</tr></table>
  <div class="row">POSITION: ${pos}</div>
  <div class="sec">3. PERMIT CLASS \u2014 clerk to circle</div>
  <div class="row">${ring(['ON-PREMISES', 'OFF-PREMISES', 'BOTH'], f.where)}&nbsp;&nbsp;&nbsp;&nbsp;|&nbsp;&nbsp;&nbsp;&nbsp;${ring(['BEER ONLY', 'BEER & WINE', 'ALL ALCOHOLIC BEVERAGES'], f.what)}</div>
  <div class="sec">4. SERVER TRAINING ON WHICH THIS PERMIT IS ISSUED (attach copy of certificate)</div>
  <div class="row">${prog}</div>
  <table class="g"><tr>${bx('TRAINING CERTIFICATE NO.', cw(f.trainNo, f), '40%')}${bx('DATE COMPLETED', cw(f.trainDate, f), '30%')}${bx('PROVIDER / TRAINER', cw(f.trainer, f, { size: '1em' }), '30%')}</tr></table>
  <div class="sec">5. FOR CLERK USE ONLY</div>
  <table class="g"><tr>${bx('FEE PAID', `${cw(f.fee, f)}</div><div class="sm" style="text-align:right">${ring(['CASH', 'CHECK', 'CARD'], f.pay)}`, '34%')}${bx('RECEIPT NO.', cw(f.receipt, f), '22%')}${bx('DATE ISSUED', cw(f.issueText, f), '20%')}${bx('TEMPORARY PERMIT EXPIRES', expCell, '24%', ' class="bx hx"')}</tr></table>
  <table class="g"><tr><td class="bx" style="width:60%"><div class="lb">ISSUED BY (DEPUTY CLERK)</div><div class="vv">${sig(f.deputy, { font: f.sigFont, ink: CARBON, size: '1.7em', rot: -2 })} <span class="sm">${cw(f.deputyPrint, f, { size: '0.9em' })}</span></div></td>
  <td class="bx" style="width:40%;position:relative"><div class="lb">DATE STAMP</div><div class="vv" style="height:0.42in">${f.stamp ? `<div style="position:absolute;left:0.5in;top:0.02in;zoom:0.82">${stamp(f.stamp, { color: f.stampInk, rot: -6, font: FONTS.mono })}</div>` : ''}</div></td></tr></table>
  <div class="ft">Your permanent permit card will be mailed to the address above within 30 days. The permanent card is valid for two (2) years from the date of issue. Carry this temporary permit on your person while on duty and show it on request of any law enforcement officer. <b>Applicant signature:</b> ${sig(f.appSig, { font: f.appSigFont, ink: CARBON, size: '1.3em', rot: -1 })}</div>
  <div class="pt"><span>Form CC-ABS-7 (Rev. ${esc(f.rev)})</span><span>WHITE \u2014 Clerk \u00b7 CANARY \u2014 Applicant \u00b7 PINK \u2014 Sheriff</span><b>${esc(f.part[1])}</b></div>
  </div>`;
}

function stateName(st) {
  return { TN: 'Tennessee', KY: 'Kentucky', MO: 'Missouri' }[st];
}

function render(f) {
  const css = `
  .form { border:2px solid; padding:0.14in 0.18in 0.08in; font-family:${FONTS.sans}; position:relative; }
  .hd { display:flex; justify-content:space-between; align-items:flex-start; }
  .o1 { font-size:12.5pt; font-weight:bold; letter-spacing:1px; } .o2 { font-size:10pt; font-weight:bold; } .o3 { font-size:7.4pt; }
  .ser { border:1.5px solid; padding:2px 8px; text-align:center; } .sl { font-size:6.8pt; font-weight:bold; }
  .sn { font-family:${FONTS.mono}; font-size:15pt; color:#c0161b; font-weight:bold; letter-spacing:1px; }
  .tt { text-align:center; font-size:13.5pt; font-weight:bold; margin-top:6px; letter-spacing:0.5px; border-top:2px solid; border-bottom:2px solid; padding:2px 0; }
  .pv { font-size:7.4pt; text-align:center; margin:2px 0 3px; font-style:italic; }
  .sec { font-size:7.6pt; font-weight:bold; margin-top:5px; background:rgba(0,0,0,0.07); padding:1px 4px; }
  table.g { width:100%; border-collapse:collapse; margin-top:-1px; }
  td.bx { border:1px solid; padding:1px 5px 2px; vertical-align:top; height:0.43in; }
  td.hx { border-width:2px; }
  .lb { font-size:6.4pt; font-weight:bold; letter-spacing:0.3px; }
  .vv { min-height:0.24in; white-space:nowrap; color:${CARBON}; }
  .row { font-size:8.4pt; padding:4px 4px; } .opt { margin-right:14px; white-space:nowrap; }
  .sm { font-size:8pt; }
  .ft { font-size:7.2pt; margin-top:5px; line-height:1.3; }
  .pt { display:flex; justify-content:space-between; font-size:6.8pt; margin-top:4px; border-top:1px solid; padding-top:2px; }
  .faxline { font-family:${FONTS.mono}; font-size:9pt; white-space:pre; margin-bottom:6px; }
  .note { margin-top:0.3in; }`;
  if (f.fax) {
    const body = `<div class="faxline">${esc(f.fax.line)}</div>${form(f)}
    <div class="note">${hand(f.fax.note, { font: f.fax.pen, ink: '#111', size: '1.5em', rot: -1.5 })}</div>`;
    return page({ title: 'fax', size: 'letter', margin: '0.4in 0.45in', css, body });
  }
  return page({ title: 'temporary permit', size: '8.5in 6.6in', margin: '0.22in', css, body: form(f) });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2, 0, 1, 2]);
  let n = 0;
  const ds = () => rng.pick(['us_short', 'us_nz', 'dash', 'us']);
  const mk = (p, issue, o = {}) => {
    const C = COUNTIES[order[n++ % order.length]];
    const prem = rng.pick(PREMISES);
    const program = o.program || rng.pick(['tips', 'servsafe', 'state']);
    const trained = addDays(issue, -rng.int(3, 40));
    const exp = addDays(issue, C.days);
    const style = o.ds || ds();
    const deputy = rng.pick(DEPUTIES);
    const offStore = /Mart|Package/.test(prem[0]);
    return {
      p,
      C,
      part: PARTS[o.part || 'canary'],
      serial: `${rng.int(1, 9)}${rng.digits(5)}`,
      last: p.last.toUpperCase(),
      first: (o.first || p.first).toUpperCase(),
      mi: p.middle ? p.middle[0] : '',
      sex: rng.pick(['F', 'M', '']),
      dobText: fmt(p.dob, rng.pick(['us_short', 'us_nz', 'us'])),
      addr: street(rng),
      city: `${rng.pick([C.seat, 'Pine Knob', 'Elk Fork', 'Mill Creek'])}, ${C.st} ${C.zip}`,
      premises: prem[0],
      premLic: `${C.st}-${prem[1]}-${rng.digits(4)}`,
      position: offStore ? 'Clerk / cashier' : rng.pick(['Server', 'Bartender']),
      where: offStore ? 'OFF-PREMISES' : rng.pick(['ON-PREMISES', 'BOTH']),
      what: rng.pick(['BEER & WINE', 'ALL ALCOHOLIC BEVERAGES', 'BEER ONLY']),
      program,
      trainNo:
        program === 'tips'
          ? `${rng.digits(7)}`
          : program === 'servsafe'
            ? `${rng.digits(8)}`
            : `RV-${rng.digits(5)}`,
      trainDate: fmt(trained, style),
      trainer:
        program === 'tips'
          ? rng.pick(['eTIPS online', 'J. Farris (TIPS trainer)'])
          : program === 'servsafe'
            ? 'ServSafe online'
            : rng.pick([`${C.county} Sheriff RV class`, 'Bluegrass Server Ed.']),
      fee: rng.pick(['$25.00', '$30.00', '$20.00']),
      pay: rng.pick(['CASH', 'CARD', 'CHECK']),
      receipt: `${rng.int(10, 99)}-${rng.digits(5)}`,
      issueText: fmt(issue, style),
      expText: fmt(exp, style),
      exp,
      deputy: deputy.split(' ')[0][0] + '. ' + deputy.split(' ').slice(-1)[0],
      deputyPrint: deputy.split(' ')[0] + ' ' + deputy.split(' ').slice(-1)[0],
      initials: deputy
        .split(' ')
        .map((w) => w[0])
        .join(''),
      stamp: ['RECEIVED', fmt(issue, 'mon').toUpperCase(), `${C.county.toUpperCase()} CLERK`],
      stampInk: rng.pick(['#6b1f7a', '#1b3b8f', '#8b1a1a']),
      rev: rng.pick(['03/2019', '07/2021', '11/2017']),
      pen: rng.pick(HANDS.filter((h) => h !== 'Breip')),
      sigFont: rng.pick(SIGS),
      appSig: `${p.first} ${p.last}`,
      appSigFont: rng.pick(SIGS),
      tilt: rng.float(-1.5, 1.5).toFixed(1),
      dx: rng.int(-4, 6),
      dy: rng.int(-3, 2),
      ...o,
    };
  };
  const faxOf = (f, sent, o = {}) => {
    const hh = rng.int(9, 18);
    const mm = String(rng.int(0, 59)).padStart(2, '0');
    return {
      line: `${fmt(sent, 'us')} ${String(hh).padStart(2, '0')}:${mm}  FAX ${f.C.area} 555 ${rng.digits(4)}   ${f.premises.toUpperCase()}          P.00${o.page || 1}/00${o.page || 1}`,
      note: o.note || `Temp permit for ${f.p.first} \u2014 card not here yet. ${rng.pick(MANAGERS)}`,
      pen: rng.pick(HANDS),
    };
  };
  const data = (f, issue, o = {}) => ({
    'certificate.id': f.serial,
    'certificate.issue_date': o.noIssue ? null : issue,
    'certificate.expiration_date': f.exp,
    'certificate.kind': 'handler',
  });
  const out = [];

  // 1 — current temporary permit faxed by the employer (fax)
  {
    const p = k.person();
    const issue = addDays('2026-10-12', rng.int(0, 30));
    const f = mk(p, issue);
    f.fax = faxOf(f, addDays(issue, rng.int(1, 8)));
    out.push({
      key: 'current-temporary-permit-faxed-by-employer',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(f, issue), ...personData() },
      note: `temporary permit Nº ${f.serial} (${f.C.county}, ${f.C.st}): issued ${issue}, temporary permit expires ${f.exp} (${f.C.days} days); the training certificate no. and date completed, the DOB, the form revision and the employer's fax line are not the permit's`,
    });
  }

  // 2 — the canary copy photographed; first name written as the nickname (photo)
  {
    let p = k.person();
    for (let i = 0; i < 12 && !p.nick; i++) p = k.person();
    const issue = addDays('2026-10-20', rng.int(0, 25));
    const f = mk(p, issue, { first: p.nick || p.first, program: 'servsafe' });
    out.push({
      key: 'canary-copy-photographed-nickname',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['name mismatch', 'document expired'],
      data: { ...data(f, issue), ...personData() },
      note: `canary applicant copy, FIRST NAME written "${(p.nick || p.first).toUpperCase()}" for ${p.first} (a common nickname, matches); permit Nº ${f.serial} issued ${issue}, expires ${f.exp}; the ServSafe Alcohol certificate no. and completion date in section 4 belong to the training, not the permit`,
    });
  }

  // 3 — scanned copy; the clerk struck the expiry and rewrote it with initials (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2026-10-05', rng.int(0, 30));
    const f = mk(p, issue, { program: 'state', ds: 'dash' });
    f.expStruck = fmt(addDays(issue, 90), 'dash');
    out.push({
      key: 'scanned-expiry-struck-and-rewritten',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired'],
      data: { ...data(f, issue), ...personData() },
      note: `the clerk first wrote ${addDays(issue, 90)} (90 days), struck it and wrote ${f.exp} (${f.C.days} days) with initials ${f.initials}; the struck date is not the expiry. Issued ${issue}, permit Nº ${f.serial}; both dates are after 2026-11-21 anyway`,
    });
  }

  // 4 — a permit whose 60 days ran out in late summer, faxed in November (fax)
  {
    const p = k.person();
    const issue = addDays('2026-06-22', rng.int(0, 40));
    const f = mk(p, issue);
    f.fax = faxOf(f, addDays('2026-11-09', rng.int(0, 9)), {
      note: `${p.first} says the card was mailed but never came?? pls advise \u2014 ${rng.pick(MANAGERS)}`,
    });
    out.push({
      key: 'sixty-day-permit-ran-out-faxed-in-november',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['document expired'],
      data: { ...data(f, issue), ...personData() },
      note: `temporary permit issued ${issue}, TEMPORARY PERMIT EXPIRES ${f.exp} — before 2026-11-21; the November fax line and the manager's note about the permanent card are not a renewal, and the permanent card (two years) is not on the page`,
    });
  }

  // 5 — photographed copy with DATE ISSUED left blank and no date stamp (photo)
  {
    const p = k.person();
    const issue = addDays('2026-10-14', rng.int(0, 25));
    const f = mk(p, issue, { stamp: null, program: 'tips' });
    f.issueText = '';
    out.push({
      key: 'photographed-date-issued-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['missing issue date'],
      forbidden: ['document expired'],
      data: { ...data(f, issue, { noIssue: true }), ...personData() },
      note: `the DATE ISSUED box is blank and the date-stamp box is empty; TEMPORARY PERMIT EXPIRES ${f.exp} is written (the permit was issued around ${issue}, ${f.C.days} days before, but the page does not say so). The TIPS date completed in section 4 is the training date, not the permit's issue date`,
    });
  }

  // 6 — a co-worker's permit faxed under the holder's name (fax)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const issue = addDays('2026-10-08', rng.int(0, 30));
    const f = mk(q, issue);
    f.fax = faxOf(f, addDays(issue, rng.int(2, 20)), {
      note: `RE: ${nameAs(p, 'first_last')} \u2014 temp server permit attached. ${rng.pick(MANAGERS)}`,
    });
    out.push({
      key: 'coworkers-permit-faxed-under-holders-name',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: ['name mismatch'],
      data: { ...data(f, issue), ...personData('mismatch', null) },
      note: `the manager's note says "RE: ${nameAs(p, 'first_last')}" but the permit is ${q.first} ${q.last}'s (LAST ${q.last.toUpperCase()}, FIRST ${q.first.toUpperCase()}, applicant signature); the permit itself is current (issued ${issue}, expires ${f.exp})`,
    });
  }
  return out;
}
