// An employer's "Certification Fee Reimbursement Request" (hospital clinical education, a staffing agency or a home
// health agency) filled in by hand by the nurse after a life-support class and sent in as proof of the card: form
// number and revision, Section 1 employee block (name written "Last, First MI", employee ID, unit, position ringed,
// hire date, phone), Section 2 a three-row table of certifications completed (course written in, training provider /
// issuing organisation written in, class / issue date, card or eCard no., expires / renew by, fee paid), unused rows
// struck through, attachment ticks and the employee's signature and request date; the training site's printed
// payment receipt stapled in the receipt box at the foot (receipt no., date, student, item, amount, card last four); Section
// 3 for the manager / education office: decision ringed among APPROVED / RETURNED / DENIED with a reason line, card
// copy seen tick, amount, cost centre, manager name, signature and date, a payroll strip with processed date, pay
// period end and clerk initials, and a rubber stamp. The footer prints the reimbursement policy (which courses are
// reimbursed, the 60-day limit, online-only courses not reimbursable).
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r21_cert_fee_reimbursement_request_receipt_stapled',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 10, text_pdf: 15 },
  description:
    'Employer "Certification Fee Reimbursement Request" filled in by hand by the nurse after a life-support class (hospital clinical education, staffing agency, home health agency): form no. and revision, employee block with "Last, First MI", employee ID, unit, position ringed, hire date; a three-row table of certifications completed (course and training provider written in, class / issue date, card or eCard no., expires / renew by, fee), unused rows struck, attachment ticks, signature and request date; the training site\u2019s printed payment receipt stapled in the receipt box at the foot; manager section with APPROVED / RETURNED / DENIED ringed, reason, card-copy tick, amount, cost centre, signature and date, payroll strip and stamp; reimbursement policy footer naming BLS / ACLS / PALS; variants AHA BLS with a renew-by month, ACLS and PALS on two rows, ASHI BLS with the expiry left blank, Red Cross BLS with the certificate ID "will e-mail" (returned), a 2024 request whose renew-by month has passed, an online-only course typed into the fillable PDF and denied',
};

const ORGS = [
  {
    name: 'Mercy Hollow Medical Center',
    dept: 'Clinical Education & Professional Development',
    addr: '2200 Larkspur Ave, Dayton, OH 45459',
    color: '#1d4e89',
    shape: 'cross',
    form: 'CE-114 (rev. 03/2022)',
    idCap: 'Employee ID',
    unitCap: 'Unit / dept.',
  },
  {
    name: 'Harborline Clinical Staffing, Inc.',
    dept: 'Clinician Services — Credentialing & Payroll',
    addr: '415 Meridian Ave, Suite 300, Tacoma, WA 98405',
    color: '#0f5e5a',
    shape: 'square',
    form: 'HCS-PR-07 rev 11/21',
    idCap: 'Clinician no.',
    unitCap: 'Current assignment',
  },
  {
    name: 'Tamsin Valley Home Health & Hospice',
    dept: 'Human Resources — Education Benefits',
    addr: '88 Sycamore Ln, Knoxville, TN 37916',
    color: '#6b2f6b',
    shape: 'leaf',
    form: 'HR-ED-3  06.2023',
    idCap: 'Payroll ID',
    unitCap: 'Branch / team',
  },
];
const MANAGERS = [
  'Corinne Vasquez, MSN, RN',
  'Derek Holloway, RN',
  'Annette Fairweather',
  'Raj Subramaniam, BSN',
];
const PAYROLL = ['KLM', 'TJ', 'RBW', 'AO'];
const UNITS = ['4 West Med-Surg', 'MICU', 'Peds ED', 'Float pool', 'Cardiac step-down', 'L&D'];
const POSITIONS = ['RN', 'LPN/LVN', 'CNA', 'RT', 'Other'];
const PENS = HANDS.filter((x) => x !== 'Breip');

function render(f) {
  const O = f.org;
  const typed = f.typed;
  // employee's entries (handwriting or fillable-field text), manager's entries in another pen
  const e = (t, o = {}) =>
    typed
      ? t
        ? `<span class="ff">${esc(t)}</span>`
        : ''
      : hand(t, { font: f.ePen, ink: f.eInk, size: '1.12em', ...o });
  const m = (t, o = {}) => hand(t, { font: f.mPen, ink: f.mInk, size: '1.1em', ...o });
  const tick = (on, who = 'e') =>
    `<span class="cbx">${on ? `<span class="mk" style="color:${who === 'e' ? f.eInk : f.mInk};font-family:${typed && who === 'e' ? FONTS.sans : 'DejaVu Sans'}">${typed && who === 'e' ? 'X' : '✓'}</span>` : ''}</span>`;
  const ring = (list, chosen, ink) =>
    list
      .map((x) =>
        x === chosen
          ? `<span class="rg" style="border-color:${ink}">${esc(x)}</span>`
          : `<span class="op">${esc(x)}</span>`,
      )
      .join(' ');
  const rows = [0, 1, 2]
    .map((i) => {
      const r = f.rows[i];
      if (!r)
        return typed
          ? '<tr><td></td><td></td><td></td><td></td><td></td><td></td></tr>'
          : '<tr><td colspan="6" class="strk"></td></tr>';
      return `<tr><td>${e(r.course)}</td><td>${e(r.provider, { size: '0.95em' })}</td><td>${e(r.dateText)}</td><td class="nw">${e(r.cardText, { size: r.cardText && r.cardText.length > 12 ? '0.9em' : '1.05em' })}</td><td>${e(r.expText)}</td><td>${e(r.fee)}</td></tr>`;
    })
    .join('');
  const receipt = f.receipt;
  return page({
    title: 'Certification Fee Reimbursement Request',
    size: 'letter',
    margin: '0',
    font: f.font,
    body: `<div class="sheet">
      <div class="hd">${logo({ initials: O.name.slice(0, 2).toUpperCase(), color: O.color, shape: O.shape, size: 44 })}
        <div class="hn"><div class="on">${esc(O.name)}</div><div class="od">${esc(O.dept)}</div><div class="oa">${esc(O.addr)}</div></div>
        <div class="fm">Form ${esc(O.form)}</div>
        <div class="stp">${stamp(f.stampLines, { color: f.stampColor, rot: f.stampRot })}</div></div>
      <div class="ti">CERTIFICATION FEE REIMBURSEMENT REQUEST</div>
      <div class="st">Life support · clinical certifications · required renewals</div>

      <div class="sec">SECTION 1 — EMPLOYEE <span class="sm">(please print)</span></div>
      <table class="g">
        <tr><td style="width:46%"><div class="cp">Employee name (Last, First MI)</div>${e(f.nameText, { size: '1.3em' })}</td>
            <td style="width:22%"><div class="cp">${esc(O.idCap)}</div>${e(f.empId)}</td>
            <td><div class="cp">${esc(O.unitCap)}</div>${e(f.unit, { size: '1em' })}</td></tr>
        <tr><td><div class="cp">Position (ring one)</div><div class="pos">${typed ? POSITIONS.map((x) => `${tick(x === f.position)}${esc(x)}`).join(' &nbsp;') : ring(POSITIONS, f.position, f.eInk)}</div></td>
            <td><div class="cp">Hire date</div>${e(f.hireText)}</td>
            <td><div class="cp">Phone</div>${e(f.phone, { size: '1em' })}</td></tr>
      </table>

      <div class="sec">SECTION 2 — CERTIFICATION(S) COMPLETED</div>
      <table class="ct">
        <tr><th style="width:12%">Course</th><th style="width:26%">Training provider / issuing organization</th><th style="width:14%">Class / issue date</th><th style="width:20%">Card / eCard / cert. no.</th><th style="width:15%">Expires / renew by</th><th>Fee paid</th></tr>
        ${rows}
      </table>
      <div class="att">${tick(f.att.card)}Copy of card / eCard attached &nbsp;&nbsp; ${tick(f.att.receipt)}Itemized receipt attached &nbsp;&nbsp; ${tick(f.att.required)}Course is required for my position</div>
      <div class="sg">I certify that I completed the course(s) above and have not been reimbursed for them elsewhere.</div>
      <div class="sgl">Employee signature <span class="bl w3">${typed ? '<span class="ff">/s/ ' + esc(f.sigName) + '</span>' : sig(f.sigName, { font: f.eSig, ink: f.eInk, size: '1.7em' })}</span>
        &nbsp; Date submitted <span class="bl w1">${e(f.reqText)}</span></div>

      <div class="sec">SECTION 3 — MANAGER / EDUCATION OFFICE USE</div>
      <div class="mg">
        <div class="ln">Decision: ${ring(['APPROVED', 'RETURNED', 'DENIED'], f.decision, f.mInk)} &nbsp; Reason / note <span class="bl w4">${m(f.reason, { size: '0.98em' })}</span></div>
        <div class="ln">${tick(f.cardSeen, 'm')}Card copy seen &nbsp; Amount approved <span class="bl w1">${m(f.amount)}</span> &nbsp; Cost center <span class="bl w1">${m(f.cost, { size: '1em' })}</span></div>
        <div class="ln">Manager (print) <span class="bl w3">${m(f.manager, { size: '1em' })}</span> Signature <span class="bl w2">${sig(f.manager.split(',')[0], { font: f.mSig, ink: f.mInk, size: '1.55em' })}</span> Date <span class="bl w1">${m(f.decText)}</span></div>
        <div class="pr">PAYROLL USE — processed <span class="bl w1">${f.payText ? m(f.payText, { size: '1em' }) : ''}</span> pay period ending <span class="bl w1">${f.ppText ? m(f.ppText, { size: '1em' }) : ''}</span> initials <span class="bl w0">${f.payInit ? m(f.payInit, { size: '1em' }) : ''}</span></div>
      </div>
      <div class="bt"><div class="ft">Reimbursement covers the provider-level course your position requires (BLS for all clinical staff; ACLS or PALS where your unit requires it), up to the posted amount. Submit within 60 days of the class with a copy of the card or eCard and an itemized receipt. Online-only courses without an in-person, hands-on skills check are not reimbursable. Questions: ${esc(f.contact)}.</div>
        <div class="rbox"><span class="rbl">STAPLE ITEMIZED RECEIPT HERE</span>${
          receipt
            ? `<div class="rc" style="transform:rotate(${receipt.rot}deg)"><div class="stpl"></div>
          <div class="rh">${esc(receipt.site)}</div><div class="ra">${esc(receipt.aff)}</div>
          <div class="rl">RECEIPT # ${esc(receipt.no)}</div><div class="rl">Date: ${esc(receipt.date)}</div>
          <div class="rl">Student: ${esc(receipt.student)}</div><div class="rdiv"></div>
          ${receipt.items.map((it) => `<div class="ri"><span>${esc(it[0])}</span><span>${esc(it[1])}</span></div>`).join('')}
          <div class="rdiv"></div><div class="ri b"><span>TOTAL PAID</span><span>${esc(receipt.total)}</span></div>
          <div class="rl">${esc(receipt.pay)}</div><div class="rt">Thank you for training with us!</div></div>`
            : ''
        }</div></div>
      <div class="fr"><span>${esc(O.form)}</span><span>Original to ${esc(O.name.split(' ')[0])} payroll · copy to employee file</span></div>
    </div>`,
    css: `
    .sheet { width:8.5in; height:11in; padding:0.5in 0.6in; position:relative; background:${f.paper}; }
    .hd { position:relative; display:flex; align-items:center; gap:10px; border-bottom:2.5px solid ${O.color}; padding-bottom:5px; }
    .hn { flex:1; } .on { font-size:14pt; font-weight:bold; color:${O.color}; } .od { font-size:9.5pt; } .oa { font-size:8pt; color:#444; }
    .fm { font-size:8pt; color:#444; align-self:flex-start; }
    .ti { text-align:center; font-weight:bold; font-size:14.5pt; margin-top:12px; letter-spacing:0.6px; }
    .st { text-align:center; font-size:8.6pt; color:#555; margin-bottom:4px; }
    .sec { margin:12px 0 5px; font-weight:bold; font-size:10pt; background:${O.color}; color:#fff; padding:2px 6px; }
    .sm { font-weight:normal; font-size:8pt; }
    .g { width:100%; } .g td { border:0.8px solid #555; padding:2px 6px; height:0.62in; vertical-align:top; }
    .cp { font-size:7.2pt; text-transform:uppercase; color:#444; }
    .pos { font-size:9.5pt; margin-top:3px; white-space:nowrap; }
    .rg { display:inline-block; border:1.7px solid; border-radius:50%; padding:0 5px; }
    .op { display:inline-block; padding:0 5px; }
    .ct { width:100%; } .ct th { font-size:7.6pt; background:#e9edf2; border:0.8px solid #555; padding:3px; text-align:left; }
    .ct td { border:0.8px solid #555; padding:2px 5px; height:0.62in; vertical-align:middle; font-size:9.5pt; }
    .ct td.strk { background:linear-gradient(to top right, transparent 48.5%, ${f.eInk} 49.2%, ${f.eInk} 50.8%, transparent 51.5%); }
    .nw { white-space:nowrap; }
    .att { margin-top:7px; font-size:9.2pt; }
    .sg { margin-top:8px; font-size:8.6pt; font-style:italic; }
    .sgl { margin-top:8px; white-space:nowrap; font-size:9.4pt; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; min-height:1.4em; vertical-align:bottom; padding-left:4px; }
    .w0 { width:0.55in; } .w1 { width:1.1in; } .w2 { width:1.6in; } .w3 { width:2.3in; } .w4 { width:3.3in; }
    .mg { position:relative; border:1px solid #777; padding:4px 8px 6px; }
    .ln { margin:13px 0; white-space:nowrap; font-size:9.6pt; }
    .pr { margin-top:8px; border-top:1px dashed #777; padding-top:6px; font-size:8.6pt; white-space:nowrap; }
    .stp { position:absolute; right:0.05in; top:0.05in; }
    .stp div { font-size:10.5pt !important; padding:5px 12px !important; font-weight:bold; }
    .bt { display:flex; gap:0.2in; margin-top:12px; align-items:flex-start; }
    .ft { flex:1; font-size:7.8pt; color:#333; line-height:1.35; }
    .rbox { width:3.0in; height:1.7in; border:1px dashed #999; position:relative; }
    .rbl { position:absolute; left:0; right:0; top:45%; text-align:center; font-size:7pt; color:#aaa; letter-spacing:1px; }
    .fr { position:absolute; left:0.6in; right:0.6in; bottom:0.35in; display:flex; justify-content:space-between; font-size:7pt; color:#666; }
    .ff { font-family:${FONTS.sans}; font-size:0.98em; color:#000; background:#e4ecfb; padding:0 3px; }
    .rc { position:absolute; left:${f.receiptLeft}; top:${f.receiptTop}; width:2.5in; background:#fdfdf8; border:0.6px solid #bbb; box-shadow:1px 2px 4px rgba(0,0,0,0.35); padding:10px 10px 8px; font-family:${FONTS.mono}; font-size:7.4pt; color:#333; line-height:1.3; }
    .stpl { position:absolute; top:4px; left:0.8in; width:0.5in; height:3px; background:#999; border:0.5px solid #555; }
    .rh { font-weight:bold; font-size:8pt; text-align:center; margin-top:4px; } .ra { text-align:center; font-size:6.6pt; margin-bottom:4px; }
    .rdiv { border-top:1px dashed #777; margin:3px 0; }
    .ri { display:flex; justify-content:space-between; gap:6px; } .ri.b { font-weight:bold; }
    .rt { text-align:center; margin-top:4px; font-size:6.8pt; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const orgs = rng.shuffle(ORGS);
  let n = 0;
  const mk = (p, o = {}) => {
    const org = o.org || orgs[n++ % orgs.length];
    const manager = rng.pick(MANAGERS);
    const hire = addDays('2019-01-07', rng.int(0, 1800));
    return {
      org,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      paper: rng.pick(['#ffffff', '#fdfdf9', '#fbfbf6']),
      ePen: rng.pick(PENS),
      eInk: rng.pick(INKS),
      eSig: rng.pick(SIGS),
      mPen: rng.pick(PENS),
      mInk: rng.pick(['#202020', '#8a1c1c', '#0b3d91']),
      mSig: rng.pick(SIGS),
      nameText: nameAs(p, rng.pick(['last_first_mi', 'LAST_FIRST_MI'])),
      sigName: nameAs(p, 'first_last'),
      empId: `${rng.pick(['E', '', 'C-'])}${rng.digits(6)}`,
      unit: rng.pick(UNITS),
      position: rng.pick(['RN', 'RN', 'RN', 'LPN/LVN', 'RT']),
      hireText: fmt(hire, rng.pick(['us_nz', 'us_short', 'us'])),
      phone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      manager,
      att: { card: true, receipt: true, required: true },
      cardSeen: true,
      cost: `${rng.int(4100, 8900)}-${rng.digits(3)}`,
      contact: `${rng.pick(['education', 'payroll', 'hr.benefits'])}@${org.name.split(' ')[0].toLowerCase()}.example`,
      stampColor: rng.pick(['#1f4e8a', '#2f6b2f', '#7b1f6a']),
      stampRot: rng.float(-10, 6).toFixed(1),
      receiptTop: rng.pick(['-0.12in', '0.02in', '0.1in']),
      receiptLeft: rng.pick(['0.1in', '0.25in', '0.35in']),
      typed: false,
      ...o,
    };
  };
  const dates = (f, classIso, o = {}) => {
    const req = addDays(classIso, rng.int(3, 18));
    const dec = addDays(req, rng.int(2, 8));
    const pay = addDays(dec, rng.int(3, 9));
    const pp = addDays(pay, rng.int(1, 6));
    const ds = o.ds || rng.pick(['us_nz', 'us_short', 'us']);
    f.reqText = fmt(req, ds);
    f.decText = fmt(dec, 'us_short');
    f.payText = fmt(pay, 'us_short');
    f.ppText = fmt(pp, 'us_short');
    f.payInit = rng.pick(PAYROLL);
    f.stampLines = ['APPROVED FOR PAYMENT', fmt(dec, 'mon').toUpperCase(), 'EDUCATION OFFICE'];
    f.decIso = dec;
    return { req, dec, pay, ds };
  };
  const ecard = () => `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
  const receipt = (site, aff, student, dateIso, items, o = {}) => {
    const total = items.reduce((s, it) => s + Number(it[1].replace(/[$,]/g, '')), 0);
    return {
      site,
      aff,
      no: `${rng.int(10, 99)}-${rng.digits(5)}`,
      date: fmt(dateIso, 'us'),
      student,
      items,
      total: `$${total.toFixed(2)}`,
      pay: `${rng.pick(['VISA', 'MC', 'DISCOVER'])} ****${rng.digits(4)} APPROVED`,
      rot: rng.float(-5, 5).toFixed(1),
      ...o,
    };
  };
  const AHA_SITES = [
    ['Riverbend CPR Training Site', 'An American Heart Association Training Site'],
    ['Copperfield Resuscitation Education', 'AHA Training Site · Gateway Valley TC'],
    ['LifeLine Skills Lab, LLC', 'Courses offered through an AHA Training Center'],
  ];
  const out = [];

  // 1 — AHA BLS renewal, renew-by month written, AHA site receipt stapled (photo)
  {
    const p = k.person();
    const issue = addDays('2026-02-02', rng.int(0, 220));
    const renew = twoYearsEndOfMonth(issue);
    const id = ecard();
    const [site, aff] = rng.pick(AHA_SITES);
    const f = mk(p);
    dates(f, issue);
    f.rows = [
      {
        course: 'BLS renewal',
        provider: `AHA — ${site.replace(', LLC', '')}`,
        dateText: fmt(issue, 'us_nz'),
        cardText: id,
        expText: fmt(renew, 'mm_yyyy'),
        fee: '$70.00',
      },
    ];
    f.decision = 'APPROVED';
    f.reason = 'BLS req. — ok';
    f.amount = '$70.00';
    f.receipt = receipt(site, aff, nameAs(p, 'first_last'), issue, [['BLS Provider — renewal', '$70.00']]);
    out.push({
      key: 'aha-bls-renew-month-receipt-stapled',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': renew,
        ...personData('match', null),
      },
      note: `one row: BLS renewal from an AHA training site on ${issue}, eCard ${id}, renew by ${fmt(renew, 'mm_yyyy')} → ${renew}; the request, decision and payroll dates and the hire date are not card dates; the stapled receipt repeats the class date`,
    });
  }

  // 2 — ACLS and PALS on two rows, same AHA training site (scanned PDF)
  {
    const p = k.person();
    const acls = addDays('2025-09-08', rng.int(0, 220));
    const pals = addDays(acls, rng.int(2, 16));
    const [site, aff] = rng.pick(AHA_SITES);
    const a = { id: ecard(), end: twoYearsEndOfMonth(acls) };
    const b = { id: ecard(), end: twoYearsEndOfMonth(pals) };
    const f = mk(p, { unit: 'Peds ED', position: 'RN' });
    dates(f, pals);
    f.rows = [
      {
        course: 'ACLS',
        provider: `Amer. Heart Assoc. / ${site.split(' ')[0]}`,
        dateText: fmt(acls, 'us_short'),
        cardText: a.id,
        expText: fmt(a.end, 'mm_yyyy'),
        fee: '$185',
      },
      {
        course: 'PALS',
        provider: `Amer. Heart Assoc. / ${site.split(' ')[0]}`,
        dateText: fmt(pals, 'us_short'),
        cardText: b.id,
        expText: fmt(b.end, 'mm_yyyy'),
        fee: '$185',
      },
    ];
    f.decision = 'APPROVED';
    f.reason = 'ACLS + PALS req. for Peds ED';
    f.amount = '$370.00';
    f.receipt = receipt(site, aff, nameAs(p, 'first_last'), pals, [
      ['ACLS Provider (full)', '$185.00'],
      ['PALS Provider (full)', '$185.00'],
    ]);
    out.push({
      key: 'acls-and-pals-two-rows',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['too many certifications', 'document expired'],
      data: {
        'certifications.0.type': 'acls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': a.id,
        'certifications.0.issue_date': acls,
        'certifications.0.expiration_date': a.end,
        'certifications.1.type': 'pals',
        'certifications.1.issuer': 'american_heart_association',
        'certifications.1.id': b.id,
        'certifications.1.issue_date': pals,
        'certifications.1.expiration_date': b.end,
        ...personData('match', null),
      },
      note: `two rows of different courses (ACLS ${acls}, renew by ${fmt(a.end, 'mm_yyyy')}; PALS ${pals}, renew by ${fmt(b.end, 'mm_yyyy')}), both from an AHA site: two different course types are not too many certifications`,
    });
  }

  // 3 — ASHI BLS, expires column left blank: end of the month two years after issue (fax)
  {
    const p = k.person();
    const issue = addDays('2025-07-01', rng.int(0, 330));
    const end = twoYearsEndOfMonth(issue);
    const id = `${rng.digits(7)}`;
    const f = mk(p);
    dates(f, issue);
    f.rows = [
      {
        course: 'BLS',
        provider: 'ASHI (HSI) — Prairie Line Emergency Care',
        dateText: fmt(issue, 'us'),
        cardText: id,
        expText: '',
        fee: '$65.00',
      },
    ];
    f.decision = 'APPROVED';
    f.reason = '';
    f.amount = '$65.00';
    f.receipt = receipt(
      'Prairie Line Emergency Care Classes',
      'ASHI Authorized Training Center',
      nameAs(p, 'first_last'),
      issue,
      [['ASHI Basic Life Support', '$65.00']],
    );
    out.push({
      key: 'ashi-bls-expires-left-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['missing expiration date', 'document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_safety_health_institute',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': end,
        ...personData('match', null),
      },
      note: `ASHI BLS certificate ${id} issued ${issue}; the "Expires / renew by" cell is empty, so by DOMAIN.md the card runs to the end of the month two years after issue, ${end}`,
    });
  }

  // 4 — Red Cross BLS, certificate ID "will e-mail", request returned (photo)
  {
    const p = k.person();
    const issue = addDays('2026-06-01', rng.int(0, 140));
    const exp = addYears(issue, 2);
    const f = mk(p, { att: { card: false, receipt: true, required: true }, cardSeen: false });
    dates(f, issue);
    f.rows = [
      {
        course: 'BLS',
        provider: 'American Red Cross',
        dateText: fmt(issue, 'us_nz'),
        cardText: 'will e-mail',
        expText: fmt(exp, 'us_nz'),
        fee: '$95.00',
      },
    ];
    f.decision = 'RETURNED';
    f.reason = 'need cert ID / copy of card';
    f.amount = '';
    f.payText = '';
    f.ppText = '';
    f.payInit = '';
    f.stampLines = ['RECEIVED', fmt(f.decIso, 'mon').toUpperCase(), 'RETURN TO EMPLOYEE'];
    f.stampColor = '#8a1c1c';
    f.receipt = receipt(
      'Southfork Safety Training Co.',
      'Red Cross Licensed Training Provider',
      nameAs(p, 'first_last'),
      issue,
      [['Basic Life Support (BLS) — blended', '$95.00']],
    );
    out.push({
      key: 'red-cross-bls-cert-id-will-email',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['missing id'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `Red Cross BLS ${issue}, expires ${exp}; the card no. cell says "will e-mail", the card-copy box is not ticked and the manager returned the request for the certificate ID; the receipt no., employee ID and cost centre are not the card's ID`,
    });
  }

  // 5 — a 2024 request from the personnel file: renew-by month already passed (flatbed scan)
  {
    const p = k.person();
    const issue = addDays('2024-08-01', rng.int(0, 75));
    const renew = twoYearsEndOfMonth(issue);
    const id = ecard();
    const [site, aff] = rng.pick(AHA_SITES);
    const f = mk(p);
    dates(f, issue);
    f.rows = [
      {
        course: 'BLS',
        provider: `AHA (${site.split(' ')[0]})`,
        dateText: fmt(issue, 'us_short'),
        cardText: id,
        expText: fmt(renew, 'mm_yyyy'),
        fee: '$70.00',
      },
    ];
    f.decision = 'APPROVED';
    f.reason = '';
    f.amount = '$70.00';
    f.receipt = receipt(site, aff, nameAs(p, 'first_last'), issue, [['BLS Provider', '$70.00']]);
    out.push({
      key: 'old-2024-request-renew-by-passed',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': renew,
        ...personData('match', null),
      },
      note: `a request from ${fmt(issue, 'month_yyyy')}: BLS ${issue}, renew by ${fmt(renew, 'mm_yyyy')} → ${renew}, before 2026-11-21`,
    });
  }

  // 6 — online-only course typed into the fillable PDF; manager denied it (text PDF)
  {
    const p = k.person();
    const issue = addDays('2026-05-04', rng.int(0, 130));
    const exp = addYears(issue, 2);
    const id = `NC-${rng.digits(7)}`;
    const f = mk(p, { typed: true, ePen: 'x', nameText: nameAs(p, 'last_first_mi') });
    dates(f, issue, { ds: 'us' });
    f.rows = [
      {
        course: 'BLS (online)',
        provider: 'NowCert CPR Online — follows AHA guidelines',
        dateText: fmt(issue, 'us'),
        cardText: id,
        expText: fmt(exp, 'us'),
        fee: '$34.95',
      },
    ];
    f.decision = 'DENIED';
    f.reason = 'online only, no skills check — not accepted';
    f.amount = '$0';
    f.payText = '';
    f.ppText = '';
    f.payInit = '';
    f.stampLines = ['DENIED', fmt(f.decIso, 'mon').toUpperCase(), 'SEE POLICY'];
    f.stampColor = '#8a1c1c';
    f.receipt = null;
    f.att = { card: true, receipt: false, required: false };
    out.push({
      key: 'online-only-course-typed-denied',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported issuer'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `the course was taken from "NowCert CPR Online", an online-only company that says it follows AHA guidelines but is not the AHA nor another issuer DOMAIN.md names → issuer other → unsupported issuer; the employer's denial agrees but is not itself an issue`,
    });
  }
  return out;
}
