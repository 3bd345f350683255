// A grocery chain's "Alcohol Sales Policy Acknowledgement & Seller Certification" form, signed by a cashier at
// orientation and kept in the personnel file: store header with store no., form no. and revision; an employee block
// (Last, First MI, employee ID, position ringed among Cashier / Self-checkout host / Customer service / Wine & spirits
// / Shift lead, hire date, store); PART A, eight numbered policy statements (card everyone under 40, acceptable IDs,
// register age prompt, refuse and call a lead, no sales to obviously intoxicated guests, hours of sale, minors may
// not ring alcohol, violations mean termination) each with an initials box after it, the employee's signature and
// date; PART B, the seller / clerk certification block filled in by hand: program ticked among TABC Seller-Server,
// TIPS Off-Premise, Illinois BASSET (off-premise), ServSafe Alcohol, Other; certificate / card no.; date certified;
// expiration date ("leave blank if none printed"); training provider / school; state; OFF-PREMISE / ON-PREMISE
// ringed; copy-attached tick; store manager's verification signature and date; an HR RECEIVED stamp. The hire date,
// the acknowledgement date, the manager's date, the revision date and the stamp date are not the certificate's.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import {
  box,
  esc,
  FONTS,
  hand,
  HANDS,
  INKS,
  logo,
  options,
  page,
  sig,
  SIGS,
  stamp,
} from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r23_grocery_alcohol_policy_ack_seller_cert_block',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 25, scan_image: 5, text_pdf: 10 },
  description:
    'Grocery chain "Alcohol Sales Policy Acknowledgement & Seller Certification" from a cashier\u2019s personnel file: store header, form no. and revision; employee block (Last, First MI, employee ID, position ringed, hire date, store no.); PART A eight policy statements with handwritten initials in a box after each, employee signature and date; PART B seller / clerk certification block filled in by hand (program ticked among TABC Seller-Server, TIPS Off-Premise, Illinois BASSET, ServSafe Alcohol, Other; certificate no.; date certified; expiration "leave blank if none printed"; provider / school; state; OFF-PREMISE / ON-PREMISE ringed; copy attached), store manager\u2019s verification and an HR RECEIVED stamp; variants Texas TABC with the expiration left blank, TIPS Off-Premise with a full expiration date, BASSET with "exp 08/2027"-style month only, an expired TIPS, BASSET with the date certified left blank, a current TABC for an Illinois-only client',
};

const CHAINS = {
  tx: {
    name: 'FreshWay Markets',
    sub: 'Store Operations \u2014 Human Resources',
    addr: 'Store #0412 \u00b7 4410 Harmon Blvd \u00b7 El Paso, TX 79902',
    color: '#2c6e2f',
    shape: 'leaf',
    ini: 'FW',
    form: 'HR-ALC-02 \u00b7 rev. 01/2025',
    state: 'TX',
    hours: 'Beer & wine: Mon\u2013Sat 7 a.m.\u2013midnight, Sun 10 a.m.\u2013midnight (TABC)',
  },
  ga: {
    name: 'Hilltop Grocers',
    sub: 'People Services',
    addr: 'Store 57 \u00b7 1180 Whitcomb St \u00b7 Savannah, GA 31401',
    color: '#8b1e3f',
    shape: 'circle',
    ini: 'HG',
    form: 'PS-114 (08/2024)',
    state: 'GA',
    hours: 'Beer & wine sales follow county ordinance hours posted at each register',
  },
  il: {
    name: 'Prairie Basket Foods',
    sub: 'Team Member Services',
    addr: 'Store #23 \u00b7 915 Meridian Ave \u00b7 Springfield, IL 62704',
    color: '#1f4e8c',
    shape: 'square',
    ini: 'PB',
    form: 'TMS-ALC-7 v2025.1',
    state: 'IL',
    hours: 'Alcohol sales per local liquor control ordinance (posted)',
  },
};
const POLICY = [
  'I will ask for ID from every customer who appears to be under 40 years of age, every time.',
  'Acceptable ID: valid driver license, state ID card, passport, or military ID. No expired or altered IDs.',
  'I will scan or key the date of birth when the register shows the age prompt; I will never bypass it.',
  'If I have any doubt, I will refuse the sale and call a shift lead or manager.',
  'I will not sell to anyone who appears intoxicated or to any adult buying for a minor.',
  'I will follow the hours of sale posted at my register.',
  'Team members under 18 may not ring up alcohol; they must call a qualified cashier.',
  'I understand a sale to a minor can result in fines against me and termination.',
];
const PROGRAMS = [
  'TABC Seller-Server',
  'TIPS Off-Premise',
  'Illinois BASSET (off-premise)',
  'ServSafe Alcohol',
  'Other:',
];
const MANAGERS = ['R. Delgado', 'T. Whitcombe', 'S. Okonkwo', 'J. Halvorsen', 'L. Marchand'];

function render(f) {
  const C = f.chain;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.12em', ...o });
  const ini = f.initials;
  const css = `
  .hd { display:flex; gap:12px; align-items:center; }
  .hd .n { font-size:16pt; font-weight:bold; color:${C.color}; }
  .hd .s { font-size:8.5pt; color:#333; }
  .ttl { margin:8px 0 6px; padding:5px 8px; background:${C.color}; color:#fff; font-weight:bold; font-size:11.5pt; }
  table.e { width:100%; font-size:9pt; margin-bottom:6px; }
  table.e td { border:1px solid #777; padding:3px 6px; height:25px; }
  table.e td.cap { width:15%; font-size:7.8pt; color:#444; background:#f5f5f2; }
  .ph { font-weight:bold; font-size:10pt; margin:8px 0 3px; border-bottom:1.5px solid #333; }
  table.p { width:100%; font-size:8.7pt; }
  table.p td { padding:2px 4px; vertical-align:top; border-bottom:1px dotted #aaa; }
  .ib { display:inline-block; width:0.55in; height:0.27in; border:1px solid #333; text-align:center; }
  table.c { width:100%; font-size:9pt; }
  table.c td { border:1px solid #666; padding:4px 6px; height:28px; }
  table.c td.cap { width:22%; font-size:8pt; background:#f5f5f2; }
  .note { font-size:7.6pt; color:#444; }
  .foot { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:8px; }
  `;
  const pol = POLICY.map(
    (t, i) =>
      `<tr><td style="width:4%">${i + 1}.</td><td>${esc(t)}</td><td style="width:12%;text-align:right"><span class="ib">${pen(ini, { size: '1em' })}</span></td></tr>`,
  ).join('');
  const progCell = PROGRAMS.map((p) => {
    const chosen = p === f.program;
    const other =
      p === 'Other:'
        ? ` ${pen(f.otherText || '', { size: '1em' })}<span style="display:inline-block;width:${f.otherText ? 0 : 0.9}in;border-bottom:1px solid #444"></span>`
        : '';
    return `<span style="white-space:nowrap">${box(chosen, { style: f.boxStyle, ink: f.ink, font: f.pen })}${esc(p)}${other}</span>`;
  }).join(' &nbsp; ');
  const body = `
  <div class="hd">${logo({ initials: C.ini, color: C.color, shape: C.shape, size: 50 })}
    <div><div class="n">${esc(C.name)}</div><div class="s">${esc(C.sub)} \u00b7 ${esc(C.addr)}</div></div></div>
  <div class="ttl">ALCOHOL SALES POLICY ACKNOWLEDGEMENT &amp; SELLER CERTIFICATION</div>
  <table class="e">
    <tr><td class="cap">Employee name (Last, First MI)</td><td>${pen(f.empName)}</td><td class="cap">Employee ID</td><td>${esc(f.empId)}</td></tr>
    <tr><td class="cap">Position</td><td>${options(['Cashier', 'Self-checkout host', 'Customer service', 'Wine & spirits', 'Shift lead'], f.pos, { style: 'circle', ink: f.ink, sep: ' \u00b7 ' })}</td><td class="cap">Hire date</td><td>${pen(f.hire)}</td></tr>
  </table>
  <div class="ph">PART A \u2014 Policy acknowledgement (initial each line)</div>
  <table class="p">${pol}</table>
  <div class="note" style="margin-top:3px">Hours of sale: ${esc(C.hours)}.</div>
  <table class="e" style="margin-top:6px"><tr><td class="cap">Employee signature</td><td>${sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</td><td class="cap">Date</td><td>${pen(f.ackDate)}</td></tr></table>
  <div class="ph">PART B \u2014 Seller / server certification (required within 30 days of hire)</div>
  <table class="c">
    <tr><td class="cap">Program (tick one)</td><td colspan="3" style="font-size:8.6pt">${progCell}</td></tr>
    <tr><td class="cap">Certificate / card no.</td><td>${pen(f.certNo)}</td><td class="cap">State</td><td>${pen(f.st)}</td></tr>
    <tr><td class="cap">Date certified</td><td>${pen(f.certDate)}</td><td class="cap">Expiration date<br><span class="note">leave blank if none printed</span></td><td>${pen(f.expText)}</td></tr>
    <tr><td class="cap">Training provider / school</td><td>${pen(f.provider, { size: '1em' })}</td><td class="cap">Sales type</td><td>${options(['OFF-PREMISE', 'ON-PREMISE'], 'OFF-PREMISE', { style: 'circle', ink: f.ink, sep: ' &nbsp; ' })}</td></tr>
    <tr><td class="cap">Copy of certificate attached</td><td>${box(true, { style: f.boxStyle, ink: f.mInk, font: f.mPen })} yes &nbsp; ${box(false, { style: f.boxStyle })} no</td><td class="cap">Manager verified</td><td>${sig(f.mgr, { font: f.mSig, ink: f.mInk, size: '1.5em' })} ${hand(f.mgrDate, { font: f.mPen, ink: f.mInk, size: '1.05em' })}</td></tr>
  </table>
  ${f.mgrNote ? `<div style="margin-top:4px">${hand(f.mgrNote, { font: f.mPen, ink: '#b3121f', size: '1.1em', rot: -1.5 })}</div>` : ''}
  <div style="text-align:right;margin-top:${f.mgrNote ? -20 : 4}px;margin-right:20px">${stamp(['HR \u2014 RECEIVED', f.stampDate, `Store ${f.storeNo}`], { color: '#5b2a86', rot: -6 })}</div>
  <div class="foot"><span>${esc(C.form)}</span><span>White: personnel file \u00b7 Yellow: employee</span><span>Retain 3 years after separation</span></div>`;
  return page({ title: 'Alcohol policy acknowledgement', body, css, font: f.font, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, chain, o = {}) => {
    const C = CHAINS[chain];
    const hire = o.hire || addDays('2026-03-02', rng.int(0, 220));
    const pen = rng.pick(HANDS.filter((x) => x !== 'Breip'));
    const mPen = rng.pick(HANDS.filter((x) => x !== pen));
    const initials = `${p.first[0]}${p.middle ? p.middle[0] : ''}${p.last[0]}`.toUpperCase();
    return {
      chain: C,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
      pen,
      mPen,
      ink: rng.pick(INKS),
      mInk: rng.pick(['#202020', '#0b3d91', '#14213d']),
      sigFont: rng.pick(SIGS),
      mSig: rng.pick(SIGS),
      boxStyle: rng.pick(['x', 'check', 'x']),
      empName: nameAs(p, rng.pick(['last_first_mi', 'LAST_FIRST_MI', 'last_first'])),
      empId: `${rng.digits(6)}`,
      pos: rng.pick(['Cashier', 'Cashier', 'Self-checkout host', 'Customer service']),
      hire: fmt(hire, rng.pick(['us_short', 'us_nz'])),
      ackDate: fmt(addDays(hire, rng.int(0, 3)), 'us_short'),
      initials,
      sigName: nameAs(p, 'first_last'),
      st: C.state,
      mgr: rng.pick(MANAGERS),
      mgrDate: fmt(addDays(hire, rng.int(10, 28)), 'us_short'),
      stampDate: fmt(addDays(hire, rng.int(30, 45)), 'mil4'),
      storeNo: C.addr.match(/\d+/)[0],
      otherText: '',
      mgrNote: '',
      hireIso: hire,
      ...o,
    };
  };
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    ...(issue ? { 'certificate.issue_date': issue } : {}),
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });
  const tabcNo = () => `${rng.digits(6)}`;
  const out = [];

  // 1 — Texas TABC seller-server, expiration left blank (photo)
  {
    const p = k.person();
    const issue = addDays('2025-06-09', rng.int(0, 330));
    const exp = addYears(issue, 2);
    const no = tabcNo();
    const f = mk(p, 'tx', {
      program: 'TABC Seller-Server',
      certNo: no,
      certDate: fmt(issue, 'us'),
      expText: '',
      provider: rng.pick(['Lone Star Seller Training (online)', 'BorderCity Server School #3107']),
    });
    out.push({
      key: 'tabc-expiration-left-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `TABC seller-server certificate ${no}, date certified ${issue}, expiration left blank as the form instructs when none is printed → TABC default 2 years → ${exp}; hire ${f.hireIso}, the acknowledgement, manager and RECEIVED-stamp dates are not the certificate's`,
    });
  }

  // 2 — TIPS Off-Premise with a full expiration date (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2024-09-16', rng.int(0, 600));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const f = mk(p, 'ga', {
      program: 'TIPS Off-Premise',
      certNo: no,
      certDate: fmt(issue, 'us_nz'),
      expText: fmt(exp, 'us_nz'),
      provider: rng.pick(['TIPS trainer J. Mabry (Coastal Hospitality)', 'eTIPS online']),
    });
    out.push({
      key: 'tips-off-premise-full-expiration',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `TIPS Off-Premise certificate ${no}, certified ${issue}, expiration ${exp} written in full`,
    });
  }

  // 3 — Illinois BASSET with an expiration month only (fax)
  {
    const p = k.person();
    const issue = addDays('2024-12-02', rng.int(0, 500));
    const thru = addYears(issue, 3);
    const exp = endOfMonth(thru);
    const no = `${rng.digits(8)}`;
    const f = mk(p, 'il', {
      program: 'Illinois BASSET (off-premise)',
      certNo: no,
      certDate: fmt(issue, 'us_short'),
      expText: `exp ${fmt(thru, 'mm_yyyy')}`,
      provider: rng.pick(['Heartland BASSET Training, lic. #', 'Sangamon Valley Server Ed.']),
    });
    if (f.provider.endsWith('#')) f.provider += rng.digits(4);
    out.push({
      key: 'basset-expiration-month-only',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `BASSET card ${no}, certified ${issue}, expiration written as a month only "exp ${fmt(thru, 'mm_yyyy')}" → last day of that month ${exp}`,
    });
  }

  // 4 — TIPS expired; the manager's note says so (photo)
  {
    const p = k.person();
    const issue = addDays('2022-02-14', rng.int(0, 500));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const hire = addDays('2026-08-03', rng.int(0, 60));
    const f = mk(p, 'ga', {
      hire,
      program: 'TIPS Off-Premise',
      certNo: no,
      certDate: fmt(issue, 'us'),
      expText: fmt(exp, 'us'),
      provider: 'TIPS \u2014 from previous job',
      mgrNote: 'Cert is expired \u2014 schedule TIPS class before register shifts!',
    });
    out.push({
      key: 'tips-expired-manager-note',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: data(no, issue, exp),
      note: `TIPS certificate ${no}, certified ${issue}, expired ${exp} — before 2026-11-21; the 2026 hire and acknowledgement dates are not a renewal`,
    });
  }

  // 5 — BASSET with the date certified left blank (fax)
  {
    const p = k.person();
    const exp = addDays('2027-05-10', rng.int(0, 600));
    const no = `${rng.digits(8)}`;
    const f = mk(p, 'il', {
      program: 'Illinois BASSET (off-premise)',
      certNo: no,
      certDate: '',
      expText: fmt(exp, 'us'),
      provider: 'online \u2014 don\u2019t remember which',
      mgrNote: 'date certified? \u2014 get copy of card',
    });
    out.push({
      key: 'basset-date-certified-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: ['missing issue date'],
      forbidden: ['document expired'],
      data: { ...data(no, null, exp), ...personData('match', null) },
      note: `BASSET card ${no} with expiration ${exp} written, but the Date certified box is blank → missing issue date (flagged); the hire, acknowledgement, manager and stamp dates are not a certification date; how to read a certificate without an issue date is not spelled out in DOMAIN.md: the written expiry is used`,
    });
  }

  // 6 — current Texas TABC certificate, the client accepts Illinois only (text PDF)
  {
    const p = k.person();
    const issue = addDays('2025-09-08', rng.int(0, 300));
    const exp = addYears(issue, 2);
    const no = tabcNo();
    const f = mk(p, 'tx', {
      program: 'TABC Seller-Server',
      certNo: no,
      certDate: fmt(issue, 'us_short'),
      expText: '',
      provider: 'Lone Star Seller Training (online)',
    });
    out.push({
      key: 'tabc-current-client-illinois-only',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['IL'] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: data(no, issue, exp),
      note: `a current Texas TABC seller-server certificate ${no} (${issue}, no printed end → 2 years → ${exp}); the client accepts Illinois only`,
    });
  }
  return out;
}
