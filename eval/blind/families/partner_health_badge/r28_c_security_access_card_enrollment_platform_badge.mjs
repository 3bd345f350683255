// A hospital's Security & Access Control "Contract / Agency Personnel — Access Card Enrollment" form, the sheet a
// unit manager starts and the security officer finishes when a per-diem clinician booked through a partner staffing
// platform arrives for a first shift; the clinician later uploads a photo or scan of it. One letter page filled in
// three hands. Section 1 (requesting department, by the manager): unit, cost center, manager and extension,
// assignment start and end dates, shift ringed. Section 2 (the worker): Last / First / MI, role ringed among printed
// disciplines, the staffing platform's name, sometimes a date of birth. Section 3 (security officer, copied from the
// worker's platform badge in the app): PLATFORM BADGE NO. in boxes, status seen ticked among Active / Inactive -
// suspended / Expired, badge issued and valid-through dates, how it was seen ticked (app screen / printed badge /
// platform portal), officer initials, date and time. Section 4 (security office use): the hospital's own prox card
// no. (not the badge), card colour, door groups ticked, access start / access end (the assignment, not the badge),
// photo taken Y / N, issued by, card returned on. The form revision date, the assignment dates, the verification
// time and the access dates are not the badge's. Variants: active with full dates; a nickname and a valid-through
// month; LAST, FIRST with a DOB and a day-first verification; SUSPENDED ticked and the prox card refused; the badge no.
// boxes left empty while a prox card was issued; a valid-through date that has passed since the assignment ended.
import { addDays, addMonths, addYears, endOfMonth, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r28_c_security_access_card_enrollment_platform_badge',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'Hospital Security & Access Control "Contract / Agency Personnel — Access Card Enrollment" form filled in three hands (unit manager, clinician, security officer), mostly photographed, scanned or faxed: requesting unit, cost center, manager, assignment start / end, shift ringed; worker Last / First / MI, role ringed, staffing platform, DOB on some; Section 3 copied from the partner platform badge in the app (badge no. one character per box, status ticked Active / Inactive-suspended / Expired, badge issued, valid through, seen on app / printed badge / portal, officer initials with date and time); Section 4 the hospital’s own prox card no., colour, door groups ticked, access start / end, photo Y / N, card returned; variants active with full dates, nickname with a valid-through month, LAST, FIRST with DOB and day-first dates, suspended with the prox card refused, badge no. boxes empty while a prox card was issued, valid-through passed after the assignment ended',
};

const HOSPITALS = [
  {
    name: 'Fernhill Memorial Hospital',
    dept: 'Security & Access Control Services',
    addr: '2200 Fernhill Rd \u00b7 Tacoma, WA 98405',
    ext: 'ext. 4-7710',
    form: 'SEC-114',
    rev: '2025-08-01',
    color: '#234e70',
    ini: 'FM',
  },
  {
    name: 'Copperfield Regional Health',
    dept: 'Department of Public Safety \u2014 Badging Office',
    addr: '700 Copperfield Dr \u00b7 Aurora, CO 80012',
    ext: 'x 31-550',
    form: 'DPS-ID-7',
    rev: '2024-11-15',
    color: '#6b2b2b',
    ini: 'CR',
  },
  {
    name: 'Saint Adelaide Medical Center',
    dept: 'Protective Services \u00b7 ID & Access',
    addr: '45 Bellwether Ct \u00b7 Raleigh, NC 27603',
    ext: 'ext. 2290',
    form: 'PS-AC-3',
    rev: '2025-02-20',
    color: '#2f4f2f',
    ini: 'SA',
  },
];
const PLATFORMS = [
  { name: 'Sparrowgate Clinical', id: (r) => `SPG${r.digits(6)}` },
  { name: 'Quillwave Staffing', id: (r) => `QW-${r.digits(3)}-${r.digits(4)}` },
  { name: 'Harborlight Clinicians', id: (r) => `HLC${r.digits(2)}${r.letters(1)}${r.digits(4)}` },
  { name: 'Ferncastle ShiftPro', id: (r) => `FSP-${r.digits(7)}` },
];
const ROLES = ['RN', 'LPN / LVN', 'CNA', 'RT', 'Surg Tech', 'Other'];
const UNITS = [
  ['4 West \u2014 Med/Surg', '4410'],
  ['Emergency Department', '2105'],
  ['ICU / Step-down', '3320'],
  ['Labor & Delivery', '5150'],
  ['Post-Anesthesia Care', '2740'],
  ['Behavioral Health 2E', '6210'],
];
const MANAGERS = [
  'Renee Castellucci',
  'Darius Okonkwo',
  'Mallory Fenwick',
  'Joaquin Reyes',
  'Sunita Varghese',
  'Gordon Pike',
];
const OFFICERS = [
  ['Ofc. T. Brandt', 'TB'],
  ['Ofc. L. Amos', 'LA'],
  ['Sgt. R. Quiñones', 'RQ'],
  ['Ofc. M. Delacroix', 'MD'],
  ['Ofc. K. Yeboah', 'KY'],
];
const DOORS = [
  'Main / ED entrances',
  'Assigned unit',
  'Staff locker rooms',
  'Medication rooms',
  'Parking garage P2',
  'OR / restricted corridor',
];

function boxes(text, n) {
  const chars = [...(text || '')];
  return Array.from(
    { length: Math.max(n, chars.length) },
    (_, i) => `<span class="bx">${chars[i] ? chars[i] : '&nbsp;'}</span>`,
  ).join('');
}

function render(f) {
  const H = f.hosp;
  const mp = (t, o = {}) => hand(t, { font: f.mpen, ink: f.mink, size: '1.1em', ...o });
  const wp = (t, o = {}) => hand(t, { font: f.wpen, ink: f.wink, size: '1.12em', ...o });
  const op = (t, o = {}) => hand(t, { font: f.open, ink: f.oink, size: '1.1em', ...o });
  const ln = (cap, value, w = 'flex:1') =>
    `<div class="fl" style="${w}"><div class="v">${value || '&nbsp;'}</div><div class="c">${esc(cap)}</div></div>`;
  const ring = (list, chosen, ink) =>
    list
      .map((o) =>
        o === chosen
          ? `<span class="ring" style="border-color:${ink}">${esc(o)}</span>`
          : `<span class="opt">${esc(o)}</span>`,
      )
      .join(' ');
  const tick = (on, label) => `${box(on, { style: 'x', ink: f.oink, font: f.open })}${esc(label)}`;
  const statusRow = [
    ['active', 'Active'],
    ['inactive', 'Inactive / suspended / on hold'],
    ['expired', 'Expired'],
  ]
    .map(([k, l]) => tick(f.statusSeen === k, l))
    .join(' &nbsp;&nbsp; ');
  const seenRow = [
    ['app', 'Platform app screen'],
    ['print', 'Printed badge'],
    ['portal', 'Platform facility portal'],
  ]
    .map(([k, l]) => tick(f.seenOn === k, l))
    .join(' &nbsp;&nbsp; ');
  const doors = DOORS.map((d) => `<div class="dr">${tick(f.doors.includes(d), d)}</div>`).join('');
  const body = `
  <div class="hd">${logo({ initials: H.ini, color: H.color, shape: 'shield', size: 44 })}
    <div class="hx"><div class="hn">${esc(H.name)}</div><div class="hdp">${esc(H.dept)} \u00b7 ${esc(H.addr)} \u00b7 Badging office ${esc(H.ext)}</div></div>
    <div class="fm">${esc(H.form)}<br>rev. ${esc(fmt(H.rev, 'us'))}</div></div>
  <div class="ti" style="border-color:${H.color}">CONTRACT / AGENCY PERSONNEL \u2014 ACCESS CARD ENROLLMENT</div>
  <div class="in">Bring this form to the Badging Office with photo ID <u>and</u> your staffing platform badge (app or printed) before your first shift.
  Access cards are issued only to contract staff whose platform badge is <b>current and active</b>. Cards remain hospital property and must be returned at the end of the assignment.</div>

  <div class="sh" style="background:${H.color}">1 &nbsp;REQUESTING DEPARTMENT <span>(unit manager)</span></div>
  <div class="row">${ln('Unit / department', mp(f.unit[0]), 'flex:2')}${ln('Cost center', mp(f.unit[1]), 'flex:0.8')}${ln('Manager', mp(f.manager), 'flex:1.6')}${ln('Ext.', mp(f.mgrExt), 'flex:0.6')}</div>
  <div class="row">${ln('Assignment start', mp(fmt(f.assignStart, f.mds)), 'flex:1')}${ln('Assignment end', mp(fmt(f.assignEnd, f.mds)), 'flex:1')}
    <div class="fl" style="flex:2.2"><div class="v">${ring(['Days', 'Evenings', 'Nights', 'Rotating'], f.shift, f.mink)}</div><div class="c">Shift (circle)</div></div></div>

  <div class="sh" style="background:${H.color}">2 &nbsp;CONTRACT WORKER <span>(print clearly)</span></div>
  <div class="row">${ln('Last name', wp(f.lastText), 'flex:2')}${ln('First name', wp(f.firstText), 'flex:1.6')}${ln('MI', wp(f.mi), 'flex:0.4')}${ln('Date of birth', f.dobText ? wp(f.dobText) : '', 'flex:1.1')}</div>
  <div class="row"><div class="fl" style="flex:2.2"><div class="v">${ring(ROLES, f.roleRing, f.wink)}</div><div class="c">Role / discipline (circle)</div></div>
    ${ln('Staffing platform / agency', wp(f.platformText), 'flex:1.8')}</div>

  <div class="sh" style="background:${H.color}">3 &nbsp;PARTNER PLATFORM BADGE <span>(security officer \u2014 copy from the worker\u2019s platform badge)</span></div>
  <div class="row"><div class="fl" style="flex:2.3"><div class="v bxs" style="color:${f.oink};font-family:${f.open}">${boxes(f.badgeNo, 12)}</div><div class="c">Platform badge no.</div></div>
    ${ln('Badge issued', f.issuedText ? op(f.issuedText) : '', 'flex:1')}${ln('Valid through', f.thruText ? op(f.thruText) : '', 'flex:1')}</div>
  <div class="ck"><span class="cl">Badge status shown:</span> ${statusRow}</div>
  <div class="ck"><span class="cl">Seen on:</span> ${seenRow}</div>
  <div class="ck"><span class="cl">Government photo ID seen:</span> ${tick(f.idKind === 'DL', 'Driver licence')} &nbsp; ${tick(f.idKind === 'SID', 'State ID')} &nbsp; ${tick(f.idKind === 'PP', 'Passport')} &nbsp;&nbsp; ID exp. <span class="ul">${op(fmt(f.idExp, f.ods))}</span> &nbsp; ID no. last 4 <span class="ul">${op(f.idLast4)}</span></div>
  <div class="row">${ln('Verified by (initials)', op(f.officer[1]), 'flex:0.9')}${ln('Date', op(fmt(f.verifiedOn, f.ods)), 'flex:1')}${ln('Time', op(f.verTime), 'flex:0.7')}${ln('Platform support line called? (Y / N)', op(f.called), 'flex:1.6')}</div>
  <div class="row">${ln('Remarks', f.remark ? op(f.remark, { size: '1.05em' }) : '', 'flex:1')}</div>

  <div class="sh" style="background:${H.color}">4 &nbsp;SECURITY OFFICE USE</div>
  <div class="s4">
    <div class="s4l">
      <div class="row">${ln('Hospital access card (prox) no.', f.proxNo ? op(f.proxNo) : '', 'flex:1.3')}${ln('Card colour', op(f.proxNo ? f.cardColour : ''), 'flex:0.9')}</div>
      <div class="row">${ln('Access start', f.proxNo ? op(fmt(f.accessStart, f.ods)) : '', 'flex:1')}${ln('Access end (auto-disable)', f.proxNo ? op(fmt(f.assignEnd, f.ods)) : '', 'flex:1.2')}</div>
      <div class="row">${ln('Photo taken', f.proxNo ? op('Y') : op('N'), 'flex:0.6')}${ln('Issued by', f.proxNo ? sig(f.officer[0].replace(/^\S+ /, ''), { font: f.osig, ink: f.oink, size: '1.35em', rot: -2 }) : '', 'flex:1.4')}</div>
    </div>
    <div class="s4r"><div class="c" style="margin-bottom:2px"><b>Door groups</b></div>${doors}</div>
  </div>
  <div class="row" style="margin-top:8px">${ln('Worker signature', sig(f.workerSig, { font: f.wsig, ink: f.wink, size: '1.55em', rot: -3 }), 'flex:2')}${ln('Date', wp(fmt(f.verifiedOn, f.wds)), 'flex:1')}${ln('Manager signature', sig(f.manager, { font: f.msig, ink: f.mink, size: '1.45em', rot: -2 }), 'flex:2')}</div>
  <div class="sh" style="background:${H.color}">5 &nbsp;END OF ASSIGNMENT \u2014 CARD RETURN</div>
  <div class="row">${ln('Card returned on', f.returned ? op(fmt(f.returned, f.ods)) : '', 'flex:1')}${ln('Received by', f.returned ? op(f.retOfficer[1]) : '', 'flex:0.8')}
    <div class="fl" style="flex:2.6"><div class="v">${box(!!f.returned, { style: 'x', ink: f.oink, font: f.open })}Access disabled in system &nbsp;&nbsp; ${box(false, { style: 'x' })}Card not returned \u2014 bill agency $25</div><div class="c">&nbsp;</div></div></div>
  <div class="ft">${esc(H.form)} rev. ${esc(fmt(H.rev, 'mm_yyyy'))} \u00b7 White: Security \u00b7 Yellow: Unit \u00b7 Pink: Worker \u00b7 Retain 3 years after card return</div>`;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; } .hx { flex:1; }
  .hn { font-size:14pt; font-weight:bold; } .hdp { font-size:7.8pt; color:#444; }
  .fm { font-size:8pt; border:1px solid #333; padding:3px 7px; text-align:right; line-height:1.3; }
  .ti { margin-top:6px; border-top:2.5px solid; border-bottom:1px solid; font-weight:bold; font-size:12pt; text-align:center; padding:4px 0; letter-spacing:0.04em; }
  .in { font-size:8.6pt; line-height:1.35; margin:6px 0; }
  .sh { color:#fff; font-weight:bold; font-size:9.4pt; padding:2px 6px; margin-top:10px; letter-spacing:0.04em; }
  .sh span { font-weight:normal; font-size:8pt; font-style:italic; letter-spacing:0; }
  .row { display:flex; gap:10px; margin-top:6px; }
  .fl { min-width:0; } .fl .v { border-bottom:0.9px solid #333; min-height:25px; display:flex; align-items:flex-end; padding:0 3px 1px; white-space:nowrap; gap:6px; font-size:9.6pt; }
  .fl .c { font-size:7pt; color:#333; padding-top:1px; }
  .opt { padding:0 0.3em; } .ring { border:1.7px solid; border-radius:50%; padding:1px 0.45em; }
  .bxs { border-bottom:none !important; gap:0 !important; font-size:13pt !important; }
  .bx { display:inline-block; width:0.24in; height:0.3in; border:1px solid #333; margin-right:-1px; text-align:center; line-height:0.3in; }
  .ck { font-size:9pt; margin-top:7px; white-space:nowrap; } .ul { display:inline-block; min-width:0.6in; border-bottom:0.8px solid #333; } .cl { font-size:8pt; font-weight:bold; margin-right:6px; }
  .s4 { display:flex; gap:14px; } .s4l { flex:2.2; } .s4r { flex:1; border-left:0.8px solid #999; padding-left:10px; margin-top:6px; }
  .dr { font-size:9pt; margin:4px 0; white-space:nowrap; }
  .ft { margin-top:10px; font-size:6.8pt; color:#555; border-top:0.5px solid #aaa; padding-top:2px; }`;
  return page({ title: `${H.form} access card enrollment`, margin: '0.45in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const pickNick = () => {
    for (let i = 0; i < 40; i++) {
      const p = k.person();
      if (p.nick) return p;
    }
    throw new Error('no person with a nickname');
  };
  const mk = (p, o = {}) => {
    const hosp = rng.pick(HOSPITALS);
    const pl = o.platform || rng.pick(PLATFORMS);
    const assignStart = o.assignStart || addDays('2026-09-14', rng.int(0, 60));
    const verifiedOn = addDays(assignStart, -rng.int(0, 3));
    const role = o.role || rng.pick(['RN', 'RN', 'LPN / LVN', 'CNA', 'RT']);
    const officer = rng.pick(OFFICERS);
    const retOfficer = rng.pick(OFFICERS);
    return {
      hosp,
      pl,
      unit: rng.pick(UNITS),
      manager: rng.pick(MANAGERS),
      mgrExt: `${rng.digits(4)}`,
      assignStart,
      assignEnd: addDays(assignStart, rng.pick([27, 55, 90])),
      shift: rng.pick(['Days', 'Nights', 'Evenings', 'Rotating']),
      lastText: p.last,
      firstText: p.first,
      mi: p.middle ? p.middle[0] : '',
      dobText: '',
      roleRing: role,
      role,
      platformText: pl.name,
      badgeNo: pl.id(rng),
      statusSeen: 'active',
      seenOn: rng.pick(['app', 'app', 'print', 'portal']),
      officer,
      retOfficer,
      verifiedOn,
      verTime: `${rng.int(6, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      remark: '',
      called: 'N',
      idKind: rng.pick(['DL', 'DL', 'SID', 'PP']),
      idExp: addDays('2027-02-01', rng.int(0, 1800)),
      idLast4: rng.digits(4),
      proxNo: `${rng.digits(2)}-${rng.digits(5)}`,
      cardColour: rng.pick(['Orange (contract)', 'Yellow \u2014 temp', 'Green / CONTRACT']),
      accessStart: assignStart,
      returned: null,
      doors: rng.shuffle(DOORS).slice(0, rng.int(2, 4)),
      workerSig: `${p.first} ${p.last}`,
      mds: rng.pick(['us_short', 'us_nz']),
      ods: rng.pick(['us', 'us_short', 'us_nz']),
      wds: rng.pick(['us_nz', 'us_short']),
      mpen: rng.pick(HANDS),
      mink: rng.pick(INKS),
      wpen: rng.pick(HANDS),
      wink: rng.pick(['#202020', '#0b3d91', '#1a2b6d']),
      open: rng.pick(HANDS.filter((h) => h !== 'Breip')),
      oink: rng.pick(['#202020', '#14213d', '#3a3a3a']),
      msig: rng.pick(SIGS),
      wsig: rng.pick(SIGS),
      osig: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto, FONTS.lato]),
      ...o,
    };
  };

  // 1 — active, full dates; the assignment and access end long before the badge's valid-through (photo)
  {
    const p = k.person();
    const issue = addDays('2025-12-01', rng.int(0, 250));
    const exp = addYears(issue, 1);
    const f = mk(p, { role: 'RN' });
    f.issuedText = fmt(issue, 'us');
    f.thruText = fmt(exp, 'us');
    out.push({
      key: 'active-full-dates-prox-card-issued',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['badge inactive', 'missing badge id', 'document expired', 'missing expiration date'],
      data: {
        'badge.id': f.badgeNo,
        'badge.status': 'active',
        'badge.issue_date': issue,
        'badge.expiration_date': exp,
        'badge.holder_role': 'RN',
        'badge.issuer': f.pl.name,
        ...personData('match', 'not_present'),
      },
      note: `platform badge ${f.badgeNo} (${f.pl.name}) Active, issued ${issue}, valid through ${exp}; the hospital prox card ${f.proxNo}, the assignment ${f.assignStart} → ${f.assignEnd} (also the access end), the verification date and the form revision ${f.hosp.rev} are not badge data`,
    });
  }

  // 2 — nickname written by the worker, valid through a month (scanned PDF)
  {
    const p = pickNick();
    const issue = addDays('2026-01-05', rng.int(0, 200));
    const thruMonth = addMonths(issue, 12);
    const exp = endOfMonth(thruMonth);
    const f = mk(p, { firstText: p.nick, mi: '', workerSig: `${p.nick} ${p.last}` });
    f.issuedText = fmt(issue, 'us_short');
    f.thruText = fmt(exp, 'mm_yyyy');
    out.push({
      key: 'nickname-valid-through-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'document expired', 'badge inactive'],
      data: {
        'badge.id': f.badgeNo,
        'badge.status': 'active',
        'badge.issue_date': issue,
        'badge.expiration_date': exp,
        'badge.issuer': f.pl.name,
        ...personData('match', 'not_present'),
      },
      note: `the worker printed the nickname ${p.nick} ${p.last} for ${p.first} ${p.last} (a match); Active ticked, valid through ${fmt(exp, 'mm_yyyy')} → last day of the month ${exp}; badge ${f.badgeNo}`,
    });
  }

  // 3 — LAST, FIRST in capitals, DOB, day-first dates from a platform portal (fax)
  {
    const p = k.person();
    const issue = addDays('2025-10-01', rng.int(0, 300));
    const exp = addYears(issue, 1);
    const f = mk(p, {
      lastText: p.last.toUpperCase() + ',',
      firstText: p.first.toUpperCase(),
      dobText: fmt(p.dob, 'us'),
      seenOn: 'portal',
      ods: 'dmy',
    });
    f.issuedText = fmt(issue, 'dmy');
    f.thruText = fmt(exp, 'dmy');
    f.remark = `portal checked \u2014 ${f.pl.name} facility view`;
    out.push({
      key: 'last-first-caps-dob-portal-day-first',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['dob mismatch', 'document expired', 'badge inactive', 'missing badge id'],
      data: {
        'badge.id': f.badgeNo,
        'badge.status': 'active',
        'badge.issue_date': issue,
        'badge.expiration_date': exp,
        'badge.issuer': f.pl.name,
        ...personData('match', 'match'),
      },
      note: `name in capitals "LAST," / "FIRST" boxes, DOB ${p.dob}; badge ${f.badgeNo} Active, issued ${issue}, valid through ${exp} written day-first (D Mon YYYY)`,
    });
  }

  // 4 — SUSPENDED ticked; prox card refused (photo)
  {
    const p = k.person();
    const issue = addDays('2025-11-10', rng.int(0, 240));
    const exp = addYears(issue, 1);
    const f = mk(p, { statusSeen: 'inactive', proxNo: '', doors: [] });
    f.issuedText = fmt(issue, 'us');
    f.thruText = fmt(exp, 'us');
    f.remark = 'app shows SUSPENDED \u2014 no card issued, sent back to unit';
    f.called = 'Y';
    out.push({
      key: 'badge-suspended-prox-card-refused',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['badge inactive'],
      forbidden: ['document expired', 'missing badge id'],
      data: {
        'badge.id': f.badgeNo,
        'badge.status': 'inactive',
        'badge.expiration_date': exp,
        'badge.issuer': f.pl.name,
        ...personData('match', 'not_present'),
      },
      note: `the officer ticked "Inactive / suspended / on hold" and wrote that the app shows SUSPENDED; the valid-through date ${exp} is still ahead, but the badge is not active → badge inactive`,
    });
  }

  // 5 — badge no. boxes left empty while the hospital issued a prox card (scan image)
  {
    const p = k.person();
    const issue = addDays('2026-02-02', rng.int(0, 200));
    const exp = addYears(issue, 1);
    const f = mk(p, { badgeNo: '' });
    f.issuedText = fmt(issue, 'us_nz');
    f.thruText = fmt(exp, 'us_nz');
    f.remark = 'badge # did not display in app \u2014 status + dates seen';
    out.push({
      key: 'badge-number-boxes-empty-prox-issued',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing badge id'],
      forbidden: ['document expired', 'badge inactive'],
      data: {
        'badge.status': 'active',
        'badge.issue_date': issue,
        'badge.expiration_date': exp,
        'badge.issuer': f.pl.name,
        ...personData('match', 'not_present'),
      },
      note: `the platform badge no. boxes are empty (remark: the number did not display); the hospital's own prox card no. ${f.proxNo} in Section 4 and the cost center are not the platform badge → missing badge id`,
    });
  }

  // 6 — valid through has passed; the assignment ended and the card was returned (scanned PDF)
  {
    const p = k.person();
    const exp = addDays('2026-09-20', rng.int(0, 45));
    const issue = addYears(exp, -1);
    const assignStart = addDays(exp, -rng.int(40, 80));
    const f = mk(p, { assignStart, role: rng.pick(['CNA', 'LPN / LVN', 'RT']) });
    f.assignEnd = addDays(exp, -rng.int(1, 6));
    f.returned = addDays(f.assignEnd, rng.int(0, 2));
    f.issuedText = fmt(issue, 'us');
    f.thruText = fmt(exp, 'us');
    out.push({
      key: 'valid-through-passed-card-returned',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['document expired'],
      forbidden: ['missing badge id', 'missing expiration date'],
      data: {
        'badge.id': f.badgeNo,
        'badge.issue_date': issue,
        'badge.expiration_date': exp,
        'badge.issuer': f.pl.name,
        ...personData('match', 'not_present'),
      },
      note: `the badge was seen Active on ${f.verifiedOn} for an assignment that ended ${f.assignEnd} (card returned ${f.returned}); its valid-through date ${exp} is before 2026-11-21 → document expired (status as printed was active; not asserted)`,
    });
  }
  return out;
}
