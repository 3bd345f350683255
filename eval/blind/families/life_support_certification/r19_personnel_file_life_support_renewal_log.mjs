// An agency's personnel-file "Life Support Certification Renewal Log": one pre-printed sheet per employee on which the
// credentialing clerk writes a row each time the worker brings in a new card. Header: agency, employee name in
// Last / First / MI boxes, employee no., position ringed, hire date. The log table has eight ruled rows: date
// entered, course (written in), issuing organisation with AHA · ARC · ASHI · NSC · Other printed in every cell and
// the right one ringed by hand, class / issue date, card or eCard no., "Expires / Renew by" (written as MM/YY, a full
// date, or left blank when the card prints no end), copy-on-file tick, clerk initials and a remarks cell. Rows run
// oldest first in different pens; older rows are earlier cards of the same course; a mis-entered row is struck
// through and initialled. Footer: a file-audit line with another person and date, the form's revision date.
// Variants: three renewals of the same BLS card with the newest current, an old BLS beside a current BLS and a current
// ACLS, one ASHI CPR row whose expiry cell is blank (computed from the issue date), the newest BLS renew-by month
// already past with a future class booked in the remarks, two current BLS cards from two organisations, and a current
// BLS row whose card number was never written ("eCard not claimed").
import { addDays, fmt, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r19_personnel_file_life_support_renewal_log',
  split: 'tuning',
  renderings: { text_pdf: 30, photo: 35, fax: 15, scan_image: 10, scanned_pdf: 10 },
  description:
    'Agency personnel-file "Life Support Certification Renewal Log" filled by hand, one row per card brought in, oldest first in different pens: Last / First / MI boxes, position ringed, hire date; columns date entered, course written in, issuing organisation ringed among AHA · ARC · ASHI · NSC · Other printed in each cell, class / issue date, card or eCard no., expires / renew by (MM/YY, a full date or blank), copy on file, clerk initials, remarks; a struck mis-entered row, a file-audit line; BLS renewed three times, old BLS + current BLS + ACLS, ASHI CPR with no expiry written, newest renew-by passed with a class booked, two current BLS cards, current BLS with no card number',
};

const AGENCIES = [
  {
    name: 'Cobalt Ridge Staffing Solutions',
    sub: 'Per diem and contract nursing',
    city: 'Aurora, CO',
    color: '#1f4e79',
  },
  {
    name: 'Marigold Healthcare Personnel',
    sub: 'Home health · Facility staffing',
    city: 'Tulsa, OK',
    color: '#7a3b0c',
  },
  {
    name: 'Northstar Allied & Nursing Pool',
    sub: 'Credentialing office',
    city: 'Lansing, MI',
    color: '#2d5a3d',
  },
];
const ORGS = ['AHA', 'ARC', 'ASHI', 'NSC', 'Other'];
const CLERKS = [
  ['Renee Albers', 'RA'],
  ['Jorge Matos', 'JM'],
  ['Pam Whitcomb', 'PW'],
  ['Deshawn Ivory', 'DI'],
];

function cardNo(rng, org) {
  if (org === 'AHA') return `${rng.digits(6)}${rng.alnum(6)}`;
  if (org === 'ARC') return `${rng.alnum(3)}${rng.digits(3)}-${rng.alnum(4)}`.slice(0, 12);
  if (org === 'ASHI') return `${rng.digits(3)}-${rng.digits(6)}`;
  return `NSC ${rng.digits(7)}`;
}

function render(f) {
  const a = f.agency;
  const rows = [];
  for (let i = 0; i < 8; i++) {
    const r = f.rows[i];
    if (!r) {
      rows.push(`<tr>${'<td></td>'.repeat(9)}</tr>`);
      continue;
    }
    const H = (t, o = {}) => hand(t, { font: r.hand, ink: r.ink, size: '1.08em', ...o });
    const orgCell = ORGS.map((o) =>
      o === r.org
        ? `<span style="display:inline-block;border:1.6px solid ${r.ink};border-radius:50%;padding:0 3px;margin:0 -1px;transform:rotate(-4deg)">${o}</span>`
        : `<span style="padding:0 2px">${o}</span>`,
    ).join(' ');
    const other = r.org === 'Other' && r.otherName ? `<br>${H(r.otherName, { size: '0.9em' })}` : '';
    const strike = r.struck ? `<div class="rs" style="background:${r.ink}"></div>` : '';
    rows.push(
      `<tr class="${r.struck ? 'st' : ''}"><td>${H(r.entered, { size: '0.95em' })}</td><td>${H(r.course)}</td><td class="org">${orgCell}${other}</td><td>${H(r.issued)}</td><td>${H(r.no, { size: '0.98em' })}</td><td>${H(r.exp)}</td><td class="c">${r.copy ? H('✓', { size: '1.3em' }) : ''}</td><td class="c">${H(r.init)}</td><td class="rm">${H(r.remark, { size: '0.92em' })}${strike}</td></tr>`,
    );
  }
  const box = (t, n) => {
    const cells = [];
    const s = (t || '').toUpperCase().split('');
    for (let i = 0; i < n; i++)
      cells.push(
        `<span class="bx">${s[i] ? hand(s[i] === ' ' ? '' : s[i], { font: f.hHand, ink: f.hInk, size: '1.05em' }) : ''}</span>`,
      );
    return cells.join('');
  };
  const pos = ['RN', 'LPN/LVN', 'CNA', 'RT', 'Other']
    .map((o) =>
      o === f.position
        ? `<span style="display:inline-block;border:1.6px solid ${f.hInk};border-radius:50%;padding:0 4px">${o}</span>`
        : o,
    )
    .join(' &nbsp; ');
  return `<div class="sheet">
  <div class="hd"><div><div class="an" style="color:${a.color}">${esc(a.name)}</div><div class="as">${esc(a.sub)} · ${esc(a.city)}</div></div>
   <div class="tt">LIFE SUPPORT CERTIFICATION<br>RENEWAL LOG<div>Personnel file · Tab C</div></div></div>
  <table class="who"><tr><td><div class="l">Last name</div>${box(f.last, Math.max(16, f.last.length))}</td><td><div class="l">First name</div>${box(f.first, Math.max(12, f.first.length))}</td><td><div class="l">MI</div>${box(f.mi, 1)}</td></tr></table>
  <table class="who2"><tr><td><span class="l">Employee no.</span> ${hand(f.empNo, { font: f.hHand, ink: f.hInk })}</td><td><span class="l">Position (circle)</span> &nbsp;${pos}</td><td><span class="l">Hire date</span> ${hand(f.hire, { font: f.hHand, ink: f.hInk })}</td></tr></table>
  <div class="ins">Enter every life support card (BLS, ACLS, PALS, NRP, CPR / First Aid) when the employee presents it. Circle the issuing organisation. Copy the end date exactly as printed on the card (month / year or full date); leave it blank if the card prints none. Never erase — strike through an error and initial it. Keep the copy of the card behind this sheet.</div>
  <table class="log"><tr><th style="width:10.5%">Date entered</th><th style="width:8.5%">Course</th><th style="width:16%">Issuing org. (circle)</th><th style="width:10.5%">Class / issue date</th><th style="width:15%">Card / eCard no.</th><th style="width:10%">Expires / renew by</th><th style="width:5%">Copy on file</th><th style="width:6%">Clerk init.</th><th>Remarks</th></tr>
  ${rows.join('\n')}</table>
  <div class="key">AHA American Heart Association · ARC American Red Cross (incl. licensed training providers) · ASHI American Safety &amp; Health Institute · NSC National Safety Council</div>
  <table class="aud"><tr><td style="width:42%"><div class="sl">${sig(f.auditor, { font: f.audSig, ink: '#1b1b1b', size: '1.6em' })}</div><div class="l">File audit — reviewed by</div></td><td style="width:20%"><div class="sl">${hand(f.auditDate, { font: f.hHand, ink: '#1b1b1b' })}</div><div class="l">Audit date</div></td><td><div class="sl">${hand(f.auditNote, { font: f.hHand, ink: '#1b1b1b', size: '0.95em' })}</div><div class="l">Audit note</div></td></tr></table>
  <div class="ft"><span>${esc(f.formNo)}</span><span>CONFIDENTIAL — personnel record</span><span>Printed ${esc(f.printed)}</span></div>
 </div>`;
}

function css(f) {
  const a = f.agency;
  return `
 .sheet { padding:0.4in 0.45in; height:8.4in; position:relative; overflow:hidden; background:${f.paper}; }
 .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2.5px solid ${a.color}; padding-bottom:5px; }
 .an { font-size:15pt; font-weight:bold; } .as { font-size:8.5pt; color:#444; }
 .tt { text-align:right; font-weight:bold; font-size:12pt; line-height:1.15; } .tt div { font-size:7.8pt; font-weight:normal; }
 table.who { margin-top:8px; } table.who td { padding-right:14px; vertical-align:bottom; }
 .bx { display:inline-block; width:0.22in; height:0.27in; border:1px solid #333; margin-right:-1px; text-align:center; vertical-align:bottom; line-height:0.27in; }
 .l { font-size:7.4pt; color:#333; }
 table.who2 { width:100%; margin-top:6px; font-size:9pt; } table.who2 td { border-bottom:1px solid #555; padding:3px 4px; }
 .ins { font-size:7.8pt; margin:7px 0; color:#222; }
 table.log { width:100%; font-size:9.6pt; table-layout:fixed; }
 table.log th { border:1px solid #333; background:#e6e6e6; font-size:7.6pt; padding:3px 2px; }
 table.log td { border:1px solid #444; height:0.44in; padding:1px 3px; vertical-align:middle; position:relative; overflow:visible; }
 table.log td.org { font-size:7.8pt; color:#222; white-space:nowrap; }
 table.log td.c { text-align:center; } table.log td.rm { font-size:8pt; }
 .rs { position:absolute; left:-8.1in; right:4px; top:50%; height:1.8px; transform:rotate(-0.6deg); }
 .key { font-size:7.2pt; color:#333; margin-top:3px; }
 table.aud { width:100%; margin-top:10px; } table.aud td { padding-right:16px; vertical-align:bottom; }
 .sl { border-bottom:1px solid #222; min-height:0.38in; display:flex; align-items:flex-end; }
 .ft { position:absolute; bottom:0.22in; left:0.45in; right:0.45in; display:flex; justify-content:space-between; font-size:7.2pt; color:#444; border-top:1px solid #888; padding-top:2px; }`;
}

export function cases(k) {
  const { rng } = k;
  const make = (p, rowSpecs, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const rows = rowSpecs.map((r) => {
      const clerk = rng.pick(CLERKS);
      const no = r.no === undefined ? cardNo(rng, r.org) : r.no;
      return {
        hand: rng.pick(HANDS),
        ink: rng.pick(INKS),
        entered: fmt(r.entered || addDays(r.issue, rng.int(3, 30)), ds),
        course: r.course,
        org: r.org,
        otherName: r.otherName,
        issued: fmt(r.issue, r.issueStyle || ds),
        no,
        exp: r.expText ?? '',
        copy: r.copy ?? true,
        init: clerk[1],
        remark: r.remark || '',
        struck: r.struck || false,
        issue: r.issue,
      };
    });
    const auditIso = o.audit || addDays('2026-10-05', rng.int(0, 40));
    return {
      agency,
      paper: rng.pick(['#fff', '#fbfbf6', '#f5f6f2']),
      hHand: rng.pick(HANDS),
      hInk: rng.pick(INKS),
      last: p.last,
      first: p.first,
      mi: p.middle ? p.middle[0] : '',
      empNo: `E-${rng.digits(5)}`,
      position: rng.pick(['RN', 'LPN/LVN', 'CNA', 'RT']),
      hire: fmt(o.hire || addDays('2019-03-04', rng.int(0, 600)), ds),
      rows,
      auditor: rng.pick(['Gwen Holloway', 'Marta Reyes-Lind', 'Oscar Pellegrino']),
      audSig: rng.pick(SIGS),
      auditDate: fmt(auditIso, ds),
      auditNote: o.auditNote ?? rng.pick(['complete', 'OK — copies match', 'file current']),
      formNo: rng.pick(['HR-LS-02 (rev. 07/2022)', 'Form CR-9 · 03/21', 'CRED-114 rev 11/2023']),
      printed: fmt(rng.pick(['2021-06-14', '2022-01-10', '2023-08-02']), 'us'),
    };
  };
  const html = (f) =>
    page({
      title: 'Life support renewal log',
      size: 'letter landscape',
      body: render(f, rng),
      css: css(f),
      margin: '0',
      font: FONTS.sans,
    });
  const mmYY = (iso) => fmt(iso, 'mm_yyyy').replace(/\/20(\d\d)$/, '/$1');
  const out = [];

  // 1 — three renewals of an AHA BLS card, newest current
  let p = k.person();
  let i1 = addDays('2021-03-08', rng.int(0, 120));
  let i2 = addDays(i1, rng.int(700, 725));
  let i3 = addDays(i2, rng.int(700, 725));
  if (i3 < '2025-01-01') i3 = addDays('2025-01-06', rng.int(0, 200));
  let exp3 = twoYearsEndOfMonth(i3);
  let f = make(p, [
    { course: 'BLS', org: 'AHA', issue: i1, expText: mmYY(twoYearsEndOfMonth(i1)) },
    { course: 'BLS', org: 'AHA', issue: i2, expText: mmYY(twoYearsEndOfMonth(i2)) },
    { course: 'BLS Provider', org: 'AHA', issue: i3, expText: mmYY(exp3) },
  ]);
  out.push({
    key: 'bls-renewed-three-times-newest-current',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: [],
    forbidden: ['document expired', 'too many certifications'],
    data: { 'person.name.status': 'match' },
    note: `three rows of the same AHA BLS card renewed every two years; the two older rows ended long before valid_on, so they are the card's history, not conflicting cards (a careful reviewer's reading). The newest (issued ${i3}, renew by ${f.rows[2].exp}) runs to ${exp3}`,
    rendering: 'photo',
  });

  // 2 — old BLS, current BLS and a current ACLS
  p = k.person();
  const oldB = addDays('2022-05-02', rng.int(0, 150));
  const curB = addDays('2024-12-02', rng.int(0, 25));
  const acls = addDays('2025-03-03', rng.int(0, 200));
  f = make(p, [
    { course: 'BLS', org: 'AHA', issue: oldB, expText: mmYY(twoYearsEndOfMonth(oldB)) },
    {
      course: 'BLS',
      org: 'AHA',
      issue: curB,
      expText: mmYY(twoYearsEndOfMonth(curB)),
      remark: 'renewal due Dec',
    },
    { course: 'ACLS', org: 'AHA', issue: acls, expText: mmYY(twoYearsEndOfMonth(acls)) },
  ]);
  out.push({
    key: 'old-bls-current-bls-and-acls',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: [],
    forbidden: ['document expired', 'too many certifications'],
    data: { 'person.name.status': 'match' },
    note: `the current BLS was issued ${curB} with renew by ${f.rows[1].exp}, i.e. valid through ${twoYearsEndOfMonth(curB)} (after valid_on, only just); the first BLS row is its expired predecessor; ACLS is a different course type`,
    rendering: 'fax',
  });

  // 3 — one ASHI CPR row, the expiry cell blank (computed from the issue date)
  p = k.person();
  const ashi = addDays('2025-04-07', rng.int(0, 240));
  const ashiEnd = twoYearsEndOfMonth(ashi);
  f = make(p, [
    {
      course: 'CPR / AED (adult)',
      org: 'ASHI',
      issue: ashi,
      issueStyle: 'dmy',
      expText: '',
      remark: 'no exp. printed on card',
    },
  ]);
  out.push({
    key: 'ashi-cpr-expiry-cell-blank',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: [],
    forbidden: ['missing expiration date', 'document expired'],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.issue_date': ashi,
      'certifications.0.id': f.rows[0].no,
      'certifications.0.expiration_date': ashiEnd,
      'person.name.status': 'match',
    },
    note: `the card prints no end date, so the clerk left "Expires" blank (remark says so); by DOMAIN.md a card with an issue date and no printed end is valid through the end of the month two years after issue: ${ashiEnd}`,
    rendering: 'text_pdf',
  });

  // 4 — newest BLS renew-by month already past, class booked for later
  p = k.person();
  const e1 = addDays('2022-06-06', rng.int(0, 60));
  const e2 = addDays('2024-07-01', rng.int(0, 50));
  const e2End = twoYearsEndOfMonth(e2);
  const booked = addDays('2026-12-01', rng.int(0, 12));
  f = make(
    p,
    [
      { course: 'BLS', org: 'AHA', issue: e1, expText: mmYY(twoYearsEndOfMonth(e1)) },
      {
        course: 'BLS',
        org: 'AHA',
        issue: e2,
        expText: mmYY(e2End),
        remark: `renewal class booked ${fmt(booked, 'us_short')}`,
      },
    ],
    { auditNote: 'BLS renewal pending' },
  );
  out.push({
    key: 'newest-bls-renew-by-passed',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: ['document expired'],
    data: { 'person.name.status': 'match' },
    note: `the newest BLS row (issued ${e2}) says renew by ${f.rows[1].exp}: valid through ${e2End}, before valid_on; the class booked for ${booked} in the remarks is not a card`,
    rendering: 'photo',
  });

  // 5 — two current BLS cards from two organisations
  p = k.person();
  const b1 = addDays('2025-02-03', rng.int(0, 100));
  const b2 = addDays('2026-01-12', rng.int(0, 150));
  const b2End = addDays(addDays(b2, 730), 0);
  f = make(p, [
    { course: 'BLS', org: 'AHA', issue: b1, expText: mmYY(twoYearsEndOfMonth(b1)) },
    { course: 'BLS', org: 'ARC', issue: b2, expText: fmt(b2End, 'us'), remark: 'took class w/ 2nd agency' },
  ]);
  out.push({
    key: 'two-current-bls-cards',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: `an AHA BLS (issued ${b1}, renew by ${f.rows[0].exp}) and a Red Cross BLS (issued ${b2}, expires ${b2End}) are both current with different dates: more than one card of the same type with conflicting dates (corpus reading)`,
    rendering: 'scan_image',
  });

  // 6 — current BLS row with no card number
  p = k.person();
  const n0 = addDays('2023-09-11', rng.int(0, 90));
  const n1 = addDays('2026-02-02', rng.int(0, 200));
  f = make(
    p,
    [
      {
        course: 'BLS',
        org: 'ARC',
        issue: n0,
        expText: fmt(addDays(n0, 730), 'us'),
        no: cardNo(rng, 'ARC'),
        struck: true,
        remark: 'entered on wrong sheet',
      },
      {
        course: 'BLS',
        org: 'AHA',
        issue: n1,
        expText: mmYY(twoYearsEndOfMonth(n1)),
        no: '',
        copy: false,
        remark: 'eCard not claimed yet — f/u',
      },
    ],
    { auditNote: 'missing card # / copy' },
  );
  out.push({
    key: 'current-bls-no-card-number',
    person: requestPerson(p, { withDob: false }),
    html: html(f),
    issues: ['missing id'],
    forbidden: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: `the first row is struck through and initialled ("entered on wrong sheet") and does not count; the only live row, an AHA BLS issued ${n1}, has an empty card no. cell and "eCard not claimed yet"; the employee no. is not a card ID`,
    rendering: 'scanned_pdf',
  });
  return out;
}
