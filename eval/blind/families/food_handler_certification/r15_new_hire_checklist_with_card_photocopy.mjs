// A restaurant or cafeteria operator's "New Hire Document Checklist" from the employee's personnel file, with a
// photocopy of the worker's food handler card pasted into the "attach copy of card here" box. The sheet is full of
// other dates: hire date, orientation date, I-9 / W-4 dates, a "food handler card due by" date (30 days after hire),
// the manager's verification date and a form revision date; the employee is "LAST, First" on the sheet and
// "First M. Last" on the card. The manager initials each checklist line; once the hire date was struck through and
// rewritten. The card copy is greyish and slightly turned: a county environmental-health card, a state food worker
// card, or a ServSafe Food Handler certificate that prints no end date.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, HANDS, hand, INKS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r15_new_hire_checklist_with_card_photocopy',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 30, photo: 30, fax: 10, scan_image: 15 },
  description:
    'Food-service employer New Hire Document Checklist from a personnel file with a photocopy of the food handler card pasted in the "attach copy" box: LAST, First employee line, hire / orientation / I-9 / W-4 dates, a "card due by" date 30 days after hire, manager initials per line, a struck and rewritten hire date, a manager verification line; the card copy (county environmental-health card, state food worker card with MM/YYYY expiry, ServSafe Food Handler with no end date) is grey and turned; variants county card, ServSafe without expiry, state card with month-only expiry, corrected hire date, expired card, Nevada card for a California-only client',
};

const EMPLOYERS = [
  ['Bluebonnet Kitchen Group', 'Store #', 'HR-17 New Hire Checklist · rev. 02/2024', '#8a3b12'],
  ['Lakeside Campus Dining Services', 'Unit ', 'LCDS-HR-04 (Rev. 9/2023)', '#1f4e79'],
  ['Copper Kettle Cafés, LLC', 'Location ', 'CK-ONB-1 v5', '#2f5d3a'],
];
const MANAGERS = [
  ['Renee Castillo', 'RC'],
  ['Joel Hartigan', 'JH'],
  ['Tamika Broussard', 'TB'],
  ['Anh Le', 'AL'],
];
const POSITIONS = [
  'Line cook',
  'Prep cook',
  'Dishwasher / utility',
  'Barista',
  'Server',
  'Cashier / food prep',
];

const CARDS = {
  county: {
    issuer: 'Tallgrass County Environmental Health Division',
    sub: 'FOOD HANDLER CARD',
    state: 'Kansas',
    code: 'KS',
    color: '#245a8c',
    valid: 'Valid in Tallgrass County, Kansas',
  },
  state: {
    issuer: 'State of Washington — Food Worker Card',
    sub: 'FOOD WORKER CARD',
    state: 'Washington',
    code: 'WA',
    color: '#2f6b3a',
    valid: 'Valid statewide in Washington',
  },
  servsafe: {
    issuer: 'ServSafe® — National Restaurant Association',
    sub: 'ServSafe Food Handler Certificate',
    state: 'California',
    code: 'CA',
    color: '#8b1d2c',
    valid: 'ANAB-accredited food handler training · California approved',
  },
  nevada: {
    issuer: 'Silver Basin Health District',
    sub: 'FOOD HANDLER SAFETY TRAINING CARD',
    state: 'Nevada',
    code: 'NV',
    color: '#6a4c93',
    valid: 'Valid in Silver Basin Health District, Nevada only',
  },
};

function cardHtml(f) {
  const c = CARDS[f.kind];
  const expLine =
    f.kind === 'servsafe'
      ? ''
      : `<div class="cr"><span>${f.kind === 'state' ? 'EXPIRES' : 'Expiration Date'}</span><b>${esc(f.expText)}</b></div>`;
  return `<div class="card" style="transform:rotate(${f.rot}deg)">
    <div class="cb" style="background:${c.color}">${logo({ initials: c.code, color: '#fff', fg: c.color, size: 30, shape: 'shield' })}<div>${esc(c.issuer)}<div class="cs">${esc(c.sub)}</div></div></div>
    <div class="cbody">
     <div class="cl">This certifies that</div>
     <div class="cn">${esc(f.cardName)}</div>
     <div class="cl">${f.kind === 'servsafe' ? 'has successfully completed the ServSafe Food Handler Course and Assessment' : 'has completed food handler training and passed the examination'}</div>
     <div class="cr"><span>${f.kind === 'servsafe' ? 'Certificate #' : 'Card No.'}</span><b>${esc(f.id)}</b></div>
     <div class="cr"><span>${f.kind === 'servsafe' ? 'Date of Issue' : 'Issue Date'}</span><b>${esc(fmt(f.issue, f.cds))}</b></div>
     ${expLine}
     <div class="cv">${esc(c.valid)}</div>
    </div>
    <div class="cseal">${seal({ text: `${c.state.toUpperCase()} · FOOD SAFETY · `, inner: '✦', color: c.color, size: 58 })}</div>
  </div>`;
}

function render(f) {
  const [emp, unitLabel, rev, color] = f.employer;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, ...o });
  const I = H(f.mgr[1], { size: '1em' });
  const hire = f.hireWrong
    ? `<span class="st">${esc(fmt(f.hireWrong, 'us_nz'))}</span> ${H(fmt(f.hire, 'us_nz'))} ${H(f.mgr[1], { size: '0.9em' })}`
    : H(fmt(f.hire, 'us_nz'));
  const items = [
    ['Offer letter signed', fmt(addDays(f.hire, -rng3(f)), 'us_nz')],
    ['Form I-9 Section 1 & 2 (ID viewed)', fmt(f.hire, 'us_nz')],
    ['Form W-4 / state withholding', fmt(f.hire, 'us_nz')],
    ['Direct deposit form', ''],
    ['Orientation & food safety video', fmt(f.orient, 'us_nz')],
    ['Uniform / name badge issued', fmt(f.orient, 'us_nz')],
    ['Food handler card — copy attached below', fmt(f.verified, 'us_nz')],
  ];
  const body = `<div class="hd" style="border-color:${color}"><div class="en" style="color:${color}">${esc(emp)}</div><div class="ti">NEW HIRE DOCUMENT CHECKLIST</div></div>
   <table class="top"><tr>
    <td style="width:42%"><span class="l">Employee (Last, First)</span>${H(f.sheetName, { size: '1.3em' })}</td>
    <td><span class="l">${esc(unitLabel.trim())} #</span>${H(f.unit)}</td>
    <td><span class="l">Position</span>${H(f.position)}</td></tr>
    <tr><td><span class="l">Hire date</span>${hire}</td>
    <td><span class="l">Orientation date</span>${H(fmt(f.orient, 'us_nz'))}</td>
    <td><span class="l">Food handler card due by (30 days after hire)</span>${H(fmt(addDays(f.hire, 30), 'us_nz'))}</td></tr></table>
   <table class="ck"><tr><th>Item</th><th>Date completed</th><th>Mgr initials</th></tr>
    ${items.map(([t, dte]) => `<tr><td>${esc(t)}</td><td>${dte ? H(dte) : ''}</td><td>${dte ? I : ''}</td></tr>`).join('')}</table>
   <div class="att"><div class="al">ATTACH COPY OF FOOD HANDLER CARD HERE (front)</div>${cardHtml(f)}</div>
   <div class="ver">I have seen the original card and the copy above is true and complete.
    Verified by ${sig(f.mgr[0], { font: f.sig, ink: f.ink, size: '1.6em' })} &nbsp; Title: ${H('GM', { size: '1em' })} &nbsp; Date: ${H(fmt(f.verified, 'us_nz'))}</div>
   <div class="ft"><span>${esc(rev)}</span><span>Retain in personnel file for duration of employment + 3 years</span></div>`;
  return page({
    title: 'New hire checklist',
    size: 'letter',
    margin: '0.45in',
    font: f.font,
    body,
    css: `
    body { font-size:9.6pt; }
    .hand { -webkit-text-stroke:0.3px currentColor; }
    .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:3px solid; padding-bottom:4px; }
    .en { font-size:15pt; font-weight:bold; } .ti { font-size:12pt; font-weight:bold; letter-spacing:.5px; }
    table.top { width:100%; margin-top:8px; } table.top td { border:1px solid #333; padding:2px 6px 5px; vertical-align:top; height:0.5in; }
    .l { display:block; font-size:7pt; color:#333; }
    .st { text-decoration:line-through; text-decoration-thickness:1.6px; font-family:DkgHandwriting; color:#1a2b6d; font-size:1.1em; }
    table.ck { width:100%; margin-top:8px; } table.ck th { background:#e8e8e8; border:1px solid #333; font-size:8pt; padding:2px 5px; text-align:left; }
    table.ck td { border:1px solid #333; padding:3px 6px; height:0.3in; } table.ck td:nth-child(2) { width:1.5in; } table.ck td:nth-child(3) { width:0.9in; text-align:center; }
    .att { border:2px dashed #777; margin-top:10px; height:3.1in; position:relative; padding:6px; }
    .al { font-size:8pt; color:#555; font-weight:bold; }
    .card { position:absolute; left:1.3in; top:0.45in; width:3.9in; height:2.4in; border:1px solid #555; border-radius:10px; overflow:hidden;
      background:#fafafa; filter:grayscale(${f.gray}) contrast(1.05); box-shadow:0 0 0 3px #e9e9e9; }
    .cb { color:#fff; font-weight:bold; font-size:9.2pt; padding:5px 8px; display:flex; gap:7px; align-items:center; }
    .cs { font-size:8pt; font-weight:normal; letter-spacing:.4px; }
    .cbody { padding:5px 12px; font-size:8.8pt; } .cl { font-size:7.6pt; color:#333; }
    .cn { font-size:13pt; font-weight:bold; margin:1px 0 2px; font-family:${FONTS.serif}; }
    .cr { display:flex; gap:10px; margin-top:2px; } .cr span { width:1.15in; color:#333; }
    .cv { font-size:7pt; color:#444; margin-top:4px; }
    .cseal { position:absolute; right:10px; bottom:10px; opacity:.8; }
    .ver { margin-top:10px; line-height:2.2; }
    .ft { display:flex; justify-content:space-between; margin-top:10px; font-size:7.4pt; color:#444; border-top:1px solid #999; padding-top:3px; }`,
  });
}

// a small deterministic offset from the case data (days before hire the offer was signed)
function rng3(f) {
  return 3 + (f.id.charCodeAt(f.id.length - 1) % 9);
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, kind, issue, o = {}) => {
    let exp;
    let expText = '';
    if (kind === 'servsafe') exp = addYears(issue, 3);
    else if (kind === 'state') {
      exp = endOfMonth(addYears(issue, 2));
      expText = fmt(exp, 'mm_yyyy');
    } else {
      exp = o.exp || addYears(issue, 3);
      expText = fmt(exp, o.eds || 'us');
    }
    const hire = o.hire || addDays(issue, rng.int(5, 60));
    const orient = addDays(hire, rng.int(0, 3));
    return {
      kind,
      issue,
      exp,
      expText,
      hire,
      orient,
      verified: addDays(hire, rng.int(1, 10)),
      hireWrong: o.hireWrong ? addDays(hire, o.hireWrong) : null,
      employer: rng.pick(EMPLOYERS),
      unit: String(rng.int(11, 480)),
      position: rng.pick(POSITIONS),
      mgr: rng.pick(MANAGERS),
      sheetName: nameAs(p, rng.pick(['last_first', 'LAST_FIRST'])),
      cardName: nameAs(p, o.cardStyle || rng.pick(['first_mi_last', 'full', 'first_last'])),
      id:
        kind === 'servsafe'
          ? `${rng.digits(8)}`
          : kind === 'state'
            ? `FW-${rng.digits(7)}`
            : `${rng.letters(2)}-${rng.digits(6)}`,
      cds: o.cds || rng.pick(['us', 'long', 'mon']),
      rot: rng.float(-4, 4).toFixed(1),
      gray: rng.pick(['0.6', '0.85', '1']),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato]),
    };
  };
  const full = (f) => ({
    'certificate.id': f.id,
    'certificate.issue_date': f.issue,
    'certificate.expiration_date': f.exp,
    'certificate.kind': 'handler',
  });
  const note = (f) =>
    `card issued ${f.issue}, valid through ${f.exp}; hire ${f.hire}, orientation ${f.orient}, due-by ${addDays(f.hire, 30)} and verified ${f.verified} are checklist dates`;
  const out = [];

  // 1. county card
  let p = k.person();
  let f = mk(p, 'county', addDays('2024-09-09', rng.int(0, 700)));
  out.push({
    key: 'county-card-copy-on-checklist',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: note(f),
    rendering: 'scanned_pdf',
  });

  // 2. ServSafe Food Handler without end date
  p = k.person();
  f = mk(p, 'servsafe', addDays('2024-03-04', rng.int(0, 900)));
  out.push({
    key: 'servsafe-handler-no-end-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; no expiry printed → issue + 3 years`,
    rendering: 'photo',
  });

  // 3. state card with month-only expiry
  p = k.person();
  f = mk(p, 'state', addDays('2025-02-03', rng.int(0, 500)), { cds: 'us' });
  out.push({
    key: 'state-food-worker-card-month-expiry',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; EXPIRES printed as ${f.expText} → last day of that month`,
    rendering: 'photo',
  });

  // 4. corrected hire date
  p = k.person();
  f = mk(p, 'county', addDays('2025-05-05', rng.int(0, 420)), { hireWrong: -rng.int(7, 20), eds: 'dmy' });
  out.push({
    key: 'hire-date-struck-and-rewritten',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; the hire date ${f.hireWrong} is struck and ${f.hire} written beside it with the manager's initials`,
    rendering: rng.pick(['fax', 'scan_image']),
  });

  // 5. expired county card
  p = k.person();
  let issue = addDays('2023-01-09', rng.int(0, 280));
  f = mk(p, 'county', issue, { hire: addDays(issue, rng.int(20, 200)) });
  out.push({
    key: 'card-copy-expired-before-valid-on',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.exp, 'certificate.issue_date': f.issue },
    note: `card expired ${f.exp} (before 2026-11-21); the checklist was done at hire on ${f.hire}`,
    rendering: 'scanned_pdf',
  });

  // 6. Nevada card for a California-only client
  p = k.person();
  issue = addDays('2025-01-20', rng.int(0, 500));
  f = mk(p, 'nevada', issue);
  out.push({
    key: 'nevada-district-card-client-accepts-california',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.exp },
    note: `a current Nevada health-district card (valid through ${f.exp}, "Valid in Silver Basin Health District, Nevada only"); the client accepts California only`,
    rendering: rng.pick(['text_pdf', 'photo']),
  });
  return out;
}
