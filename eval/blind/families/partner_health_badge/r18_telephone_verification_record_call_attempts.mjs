// A facility credentialing office's pre-printed "Verbal / Telephone Verification Record", one sheet per credential,
// filled in by hand by the coordinator who phoned the partner staffing platform, then photographed, scanned or
// faxed into the clinician's file. Top: the facility's name, form number and revision, the credential being
// verified ticked among six printed kinds (the others left empty), the clinician's name as "Last, First" with the
// discipline ringed and a date of birth. Then the source contacted (the platform's name, the number called, portal
// checked Y / N ringed), a CALL ATTEMPTS table whose rows each ring one printed outcome (No answer · Left msg · Busy
// · Reached) with their own date, time and initials, the person spoken to, and INFORMATION CONFIRMED BY SOURCE:
// badge no. one character per box, platform and role as stated, status ringed among ACTIVE · INACTIVE · SUSPENDED ·
// EXPIRED · NOT FOUND, date issued, valid through, holds YES / NO ringed with an explanation line, and the platform's
// call reference number (not the badge). Notes lines, the coordinator's attestation with signature and date, and a
// supervisor's review initials and date. Variants: reached on the second attempt, a valid-through month struck and
// rewritten with a nickname, an accepted platform with an earlier hold lifted, SUSPENDED ringed, a verification made
// long ago whose valid-through date has since passed, and the badge-number boxes left empty.
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r18_telephone_verification_record_call_attempts',
  split: 'tuning',
  renderings: { text_pdf: 17, photo: 50, scan_image: 17, fax: 16 },
  description:
    'Facility credentialing office "Verbal / Telephone Verification Record" filled by hand after phoning a partner staffing platform, mostly photographed: credential kind ticked among six (partner platform badge), "Last, First" name, discipline ringed, DOB, source contacted with the number called and portal Y / N ringed, a CALL ATTEMPTS table with one outcome ringed per row (No answer · Left msg · Busy · Reached) and its own date and time, person spoken to, INFORMATION CONFIRMED BY SOURCE (badge no. in boxes, platform, role, status ringed among ACTIVE · INACTIVE · SUSPENDED · EXPIRED · NOT FOUND, date issued, valid through, holds YES / NO ringed, call reference no. that is not the badge), notes, coordinator attestation, supervisor review; second attempt reached, valid-through struck and rewritten with a nickname, accepted platform with an earlier hold lifted, suspended, verified long ago with the date since passed, badge no. not given',
};

const FACILITIES = [
  {
    name: 'St. Brendan Regional Medical Center',
    dept: 'Contingent Staffing Office',
    addr: '3900 Lindell Blvd · Madison, WI 53703',
    form: 'CSO-31',
    color: '#1e4d6b',
  },
  {
    name: 'Lakemoor Rehabilitation & Nursing Center',
    dept: 'Staff Development & Credentialing',
    addr: '12 Tamarack Dr · Provo, UT 84601',
    form: 'SDC-7',
    color: '#4a3270',
  },
  {
    name: 'Pinehurst Valley Home Health',
    dept: 'Clinical Credentialing',
    addr: '560 Pioneer Way · Savannah, GA 31401',
    form: 'PVHH-CR-12',
    color: '#2d5a2b',
  },
];
const PLATFORMS = [
  { name: 'Wrenfield PerDiem', phone: '(888) 555-0142', id: (r) => `WPD-${r.digits(6)}` },
  { name: 'Cobaltline Shifts', phone: '(877) 555-0108', id: (r) => `CBL${r.digits(2)}-${r.digits(5)}` },
  { name: 'Marrowby Care Exchange', phone: '(866) 555-0177', id: (r) => `MCX${r.digits(7)}` },
];
const REPS = [
  ['Kayla', 'Partner Support'],
  ['Desmond R.', 'Clinician Compliance'],
  ['Anita', 'Credentialing Desk'],
  ['J. Whitlow', 'Trust & Safety'],
  ['Marco', 'Facility Support line'],
];
const COORDS = ['Rhonda Felsenthal', 'Gilberto Amezcua', 'Noreen Paek', 'Cassidy Hollins'];
const SUPERS = ['M.B.', 'T.O.', 'K.L.W.', 'D.S.'];
const KINDS = [
  'State license',
  'Certification (BLS / ACLS)',
  'Partner platform badge',
  'Prior employment',
  'Education',
  'Other',
];
const OUTCOMES = ['No answer', 'Left msg', 'Busy', 'Reached'];
const STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'EXPIRED', 'NOT FOUND'];

function ring(text, ink, on, pad = 7) {
  if (!on) return esc(text);
  return `<span style="display:inline-block;border:2px solid ${ink};border-radius:50%;padding:1px ${pad}px;margin:-3px -${pad}px;transform:rotate(-4deg)">${esc(text)}</span>`;
}

function render(f) {
  const fa = f.fac;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.22em', ...o });
  const css = `
  .top { display:flex; align-items:center; gap:10px; border-bottom:3px solid ${fa.color}; padding-bottom:5px; }
  .top .n { font-size:15pt; font-weight:bold; color:${fa.color}; } .top .d { font-size:9pt; }
  .top .r { margin-left:auto; text-align:right; font-size:8pt; }
  .ttl { font-size:14pt; font-weight:bold; text-align:center; margin:8px 0 2px; letter-spacing:.6px; }
  .inst { font-size:8.3pt; text-align:center; color:#333; margin-bottom:6px; }
  .blk { border:1.5px solid #222; padding:5px 9px; margin-top:6px; }
  .bh { font-weight:bold; font-size:9.5pt; background:#e6e6e6; margin:-5px -9px 5px; padding:2px 9px; border-bottom:1px solid #222; letter-spacing:.4px; }
  .row { display:flex; gap:14px; align-items:flex-end; margin:6px 0; font-size:10pt; flex-wrap:nowrap; white-space:nowrap; }
  .row b, .row .st { white-space:nowrap; }
  .lbl { font-size:8.8pt; white-space:nowrap; }
  .ln { display:inline-block; border-bottom:1px solid #222; min-width:1.2in; padding:0 3px; min-height:1.35em; }
  .opt { display:inline-block; margin-right:12px; white-space:nowrap; font-size:9.6pt; }
  table.ca { width:100%; font-size:9.4pt; } table.ca th { font-size:8pt; background:#f0f0f0; border:1px solid #444; padding:2px; }
  table.ca td { border:1px solid #444; padding:2px 5px; height:0.34in; }
  .bx { display:inline-block; width:0.26in; height:0.32in; border:1px solid #222; margin-right:-1px; text-align:center; vertical-align:bottom; }
  .st { font-size:11pt; font-weight:bold; letter-spacing:.6px; }
  .nl { border-bottom:1px solid #999; min-height:1.45em; margin-top:2px; }
  .foot { display:flex; justify-content:space-between; font-size:7.4pt; color:#333; margin-top:6px; }
  `;
  const kinds = KINDS.map(
    (kd) =>
      `<span class="opt">${box(kd === 'Partner platform badge', { ink: f.ink, font: f.pen, style: f.tick })}${esc(kd)}</span>`,
  ).join('');
  const disc = ['RN', 'LPN/LVN', 'CNA', 'RT', 'ST', 'Other']
    .map((d) => ring(d, f.ink, d === f.role, 6))
    .join(' &nbsp;·&nbsp; ');
  const attempts = [0, 1, 2]
    .map((i) => {
      const a = f.attempts[i];
      if (!a)
        return `<tr><td style="text-align:center">${i + 1}</td><td></td><td></td><td style="font-size:8.6pt;color:#333">${OUTCOMES.map(esc).join(' &nbsp;·&nbsp; ')}</td><td></td></tr>`;
      return `<tr><td style="text-align:center">${i + 1}</td><td>${H(a.date, { size: '1.1em' })}</td><td>${H(a.time, { size: '1.1em' })}</td>
        <td style="font-size:8.6pt">${OUTCOMES.map((o) => ring(o, f.ink, o === a.outcome, 5)).join(' &nbsp;·&nbsp; ')}</td><td>${H(a.ini, { size: '1.05em' })}</td></tr>`;
    })
    .join('');
  const chars = (f.badgeId || '').split('');
  const idBoxes = Array.from(
    { length: Math.max(12, chars.length) },
    (_, i) => `<span class="bx">${H(chars[i] === ' ' ? '' : chars[i] || '', { size: '1.25em' })}</span>`,
  ).join('');
  const statuses = STATUSES.map((s) => ring(s, f.ink, s === f.status, 8)).join(' &nbsp;&nbsp;·&nbsp;&nbsp; ');
  const validCell = f.validStruck
    ? `${H(f.validStruck, { style: 'text-decoration:line-through;text-decoration-thickness:2px' })} &nbsp;${H(f.validText)} ${H(f.coordIni, { size: '0.8em' })}`
    : H(f.validText);
  const notes = [...f.notes, '', ''].slice(0, Math.max(2, f.notes.length));
  const body = `
  <div class="top">${logo({ initials: fa.name.split(' ').filter((w) => /^[A-Z]/.test(w))[0][0] + fa.name.split(' ').filter((w) => /^[A-Z]/.test(w))[1][0], color: fa.color, shape: 'shield', size: 42 })}
    <div><div class="n">${esc(fa.name)}</div><div class="d">${esc(fa.dept)} · ${esc(fa.addr)}</div></div>
    <div class="r">Form ${esc(fa.form)}<br>rev. ${esc(f.rev)}</div></div>
  <div class="ttl">VERBAL / TELEPHONE VERIFICATION RECORD</div>
  <div class="inst">Use one form per credential. Record every call attempt. Ring one option where options are printed. File with the clinician\u2019s credential record.</div>
  <div class="blk"><div class="bh">1. CREDENTIAL BEING VERIFIED (tick one)</div><div style="line-height:1.8">${kinds}</div></div>
  <div class="blk"><div class="bh">2. CLINICIAN</div>
    <div class="row"><span class="lbl">Name (Last, First)</span><span class="ln" style="min-width:2.7in">${H(f.nameShown, { size: '1.35em' })}</span>
      <span class="lbl">Date of birth</span><span class="ln" style="min-width:1.1in">${H(f.dobText)}</span></div>
    <div class="row"><span class="lbl">Discipline (ring)</span><span style="font-size:10pt">${disc}</span>
      <span class="lbl" style="margin-left:12px">Unit / start date</span><span class="ln" style="min-width:2.1in">${H(f.unitStart, { size: '1.05em' })}</span></div></div>
  <div class="blk"><div class="bh">3. SOURCE CONTACTED</div>
    <div class="row"><span class="lbl">Organization</span><span class="ln" style="min-width:2.4in">${H(f.platformWritten)}</span>
      <span class="lbl">Phone no. called</span><span class="ln" style="min-width:1.4in">${H(f.pl.phone, { size: '1.05em' })}</span>
      <span class="lbl">Portal checked?</span> <b>${ring('Y', f.ink, f.portal === 'Y', 6)} / ${ring('N', f.ink, f.portal === 'N', 6)}</b></div>
    <table class="ca"><tr><th style="width:5%">#</th><th style="width:15%">Date</th><th style="width:12%">Time</th><th>Outcome (ring one)</th><th style="width:9%">Initials</th></tr>${attempts}</table>
    <div class="row"><span class="lbl">Person spoken to</span><span class="ln" style="min-width:1.8in">${H(f.rep[0])}</span>
      <span class="lbl">Title / department</span><span class="ln" style="min-width:2in">${H(f.rep[1], { size: '1.05em' })}</span></div></div>
  <div class="blk"><div class="bh">4. INFORMATION CONFIRMED BY SOURCE</div>
    <div class="row"><span class="lbl">Badge / credential no.</span><span>${idBoxes}</span></div>
    <div class="row"><span class="lbl">Issued by (platform)</span><span class="ln" style="min-width:2.2in">${H(f.platformWritten, { size: '1.1em' })}</span>
      <span class="lbl">Role on badge</span><span class="ln" style="min-width:1.6in">${H(f.roleWritten, { size: '1.1em' })}</span></div>
    <div class="row"><span class="lbl">Status (ring one)</span><span class="st">${statuses}</span></div>
    <div class="row"><span class="lbl">Date issued</span><span class="ln">${H(f.issuedText)}</span>
      <span class="lbl">Valid through / expires</span><span class="ln" style="min-width:2.2in">${validCell}</span></div>
    <div class="row"><span class="lbl">Holds, restrictions or pending items?</span> <b>${ring('NO', f.ink, f.holds === 'NO', 7)} / ${ring('YES', f.ink, f.holds === 'YES', 7)}</b>
      <span class="lbl">If yes, explain</span><span class="ln" style="min-width:3in">${H(f.holdText, { size: '1em' })}</span></div>
    <div class="row"><span class="lbl">Source reference / confirmation no.</span><span class="ln" style="min-width:1.8in">${H(f.ref, { size: '1.1em' })}</span></div></div>
  <div class="blk"><div class="bh">5. NOTES</div>${notes.map((n) => `<div class="nl">${H(n, { size: '1.02em' })}</div>`).join('')}</div>
  <div class="blk" style="font-size:8.6pt">I certify that I personally obtained the information above from the source named, by telephone, on the date of the call marked Reached.
    <div class="row"><span class="lbl">Verified by (print)</span><span class="ln" style="min-width:1.7in">${H(f.coord, { size: '1.05em' })}</span>
      <span class="lbl">Signature</span><span class="ln" style="min-width:1.6in">${sig(f.coordSig, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</span>
      <span class="lbl">Date</span><span class="ln" style="min-width:0.9in">${H(f.signedText, { size: '1.05em' })}</span></div>
    <div class="row"><span class="lbl">Reviewed by (supervisor initials)</span><span class="ln" style="min-width:0.7in">${hand(f.sup, { font: f.pen2, ink: f.ink2, size: '1.1em' })}</span>
      <span class="lbl">Date reviewed</span><span class="ln" style="min-width:0.9in">${hand(f.supText, { font: f.pen2, ink: f.ink2, size: '1.05em' })}</span></div></div>
  <div class="foot"><span>${esc(fa.form)} rev. ${esc(f.rev)} · Retain 7 years after separation</span><span>Page 1 of 1</span></div>`;
  return page({
    title: 'Telephone verification record',
    size: 'letter',
    margin: '0.4in',
    body,
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const today = '2026-11-21';
  const make = (p, o) => {
    const fac = rng.pick(FACILITIES);
    const pl = o.pl || rng.pick(PLATFORMS);
    const coord = rng.pick(COORDS);
    const coordIni = coord
      .split(' ')
      .map((w) => w[0])
      .join('');
    const ds = o.ds || rng.pick(['us_nz', 'us_short', 'us']);
    const reached = o.reached;
    const attempts = (o.before || []).map((d) => ({
      date: fmt(d, 'us_short'),
      time: `${rng.int(8, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} am`,
      outcome: rng.pick(['No answer', 'Left msg', 'Busy']),
      ini: coordIni,
    }));
    attempts.push({
      date: fmt(reached, 'us_short'),
      time: `${rng.int(1, 4)}:${String(rng.int(0, 59)).padStart(2, '0')} pm`,
      outcome: 'Reached',
      ini: coordIni,
    });
    const role = o.role || rng.pick(['RN', 'RN', 'LPN/LVN', 'CNA']);
    return {
      fac,
      pl,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato, FONTS.roboto]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      pen2: rng.pick(HANDS),
      ink2: rng.pick(['#222', '#6b1d1d', '#1f4f2a']),
      tick: rng.pick(['x', 'check']),
      sigFont: rng.pick(SIGS),
      rev: rng.pick(['4/2024', '11/2022', '01/2025']),
      nameShown: o.nameShown || nameAs(p, rng.pick(['last_first', 'last_first_mi', 'LAST_FIRST'])),
      dobText: fmt(p.dob, 'us_nz'),
      role,
      unitStart:
        o.unitStart ||
        `${rng.pick(['4 West', 'ICU', 'Rehab 2', 'Float pool', 'ED'])} · ${fmt(addDays(reached, rng.int(3, 14)), 'us_short')}`,
      platformWritten: o.platformWritten || pl.name,
      portal: o.portal || rng.pick(['Y', 'N']),
      attempts,
      rep: rng.pick(REPS),
      badgeId: o.badgeId === undefined ? pl.id(rng) : o.badgeId,
      roleWritten: o.roleWritten || { RN: 'Registered Nurse', 'LPN/LVN': 'LPN', CNA: 'CNA' }[role],
      status: o.status || 'ACTIVE',
      issuedText: o.issued ? fmt(o.issued, ds) : '',
      validText: o.validText,
      validStruck: o.validStruck || null,
      holds: o.holds || 'NO',
      holdText: o.holdText || '',
      ref: `${rng.pick(['Case', 'Ticket', 'Ref'])} ${rng.digits(6)}-${rng.letters(1)}`,
      notes: o.notes || [],
      coord,
      coordIni,
      coordSig: `${coord.split(' ')[0]} ${coord.split(' ').slice(-1)[0]}`,
      signedText: fmt(reached, 'us_short'),
      sup: rng.pick(SUPERS),
      supText: fmt(addDays(reached, rng.int(1, 5)), 'us_short'),
    };
  };
  const out = [];

  // 1. Reached on the second attempt; active; full dates.
  let p = k.person();
  let reached = addDays(today, -rng.int(3, 25));
  let issue = addDays(reached, -rng.int(40, 250));
  let exp = addDays(addMonths(issue, 12), -1);
  let f = make(p, {
    reached,
    before: [addDays(reached, -rng.int(1, 3))],
    issued: issue,
    validText: fmt(exp, 'us'),
    notes: ['Rep confirmed all items current; no open tickets.'],
  });
  out.push({
    key: 'reached-second-attempt-active',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
      'person.dob.status': 'match',
    },
    note: `attempt 1 ringed "${f.attempts[0].outcome}", attempt 2 "Reached"; ACTIVE ringed with valid through ${exp}; the call dates, the start date and the reference ${f.ref} are not the badge's`,
  });

  // 2. Valid-through month struck and rewritten; nickname.
  p = k.person();
  while (!p.nick) p = k.person();
  reached = addDays(today, -rng.int(2, 20));
  const expMonth = addMonths(reached, rng.int(4, 10));
  exp = endOfMonth(expMonth);
  const struckMonth = addMonths(expMonth, -12);
  f = make(p, {
    reached,
    nameShown: nameAs(p, 'last_nick'),
    validText: fmt(expMonth, 'mm_yyyy'),
    validStruck: fmt(struckMonth, 'mm_yyyy'),
    notes: [`Wrote last yr's date in error — rep re-read it as ${fmt(expMonth, 'mm_yyyy')}.`],
  });
  out.push({
    key: 'valid-through-month-struck-rewritten-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'name mismatch'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `valid through ${fmt(struckMonth, 'mm_yyyy')} is struck through and ${fmt(expMonth, 'mm_yyyy')} written beside it with the coordinator's initials (ends ${exp}); the clinician is written "${f.nameShown}", a nickname of ${p.first}`,
  });

  // 3. Platform the client accepts; an earlier hold was lifted.
  p = k.person();
  const pl = rng.pick(PLATFORMS);
  reached = addDays(today, -rng.int(3, 30));
  issue = addDays(reached, -rng.int(150, 300));
  exp = addDays(addMonths(issue, 12), -1);
  while (exp <= today) {
    issue = addDays(issue, 30);
    exp = addDays(addMonths(issue, 12), -1);
  }
  const holdMonth = addMonths(reached, -rng.int(3, 6));
  f = make(p, {
    pl,
    reached,
    before: [addDays(reached, -rng.int(2, 4)), addDays(reached, -1)],
    issued: issue,
    validText: fmt(exp, 'us'),
    notes: [
      `Badge was ON HOLD ${fmt(holdMonth, 'mm_yyyy')} (TB result expired) —`,
      `hold lifted ${fmt(addMonths(holdMonth, 1), 'mm_yyyy')}, nothing pending now.`,
    ],
  });
  out.push({
    key: 'accepted-platform-earlier-hold-lifted',
    person: requestPerson(p),
    rules: { accepted_issuers: [pl.name, 'Tandem Shift Partners'] },
    html: render(f),
    issues: [],
    forbidden: ['badge inactive', 'unsupported issuer'],
    data: {
      'badge.id': f.badgeId,
      'badge.issuer': pl.name,
      'badge.status': 'active',
      'badge.expiration_date': exp,
    },
    note: `${pl.name} is in the client's accepted issuers; two unanswered attempts before the call that reached the platform; the notes tell of a hold months ago that was lifted, and ACTIVE is ringed with holds NO`,
  });

  // 4. SUSPENDED ringed; valid-through still ahead.
  p = k.person();
  reached = addDays(today, -rng.int(2, 15));
  issue = addDays(reached, -rng.int(60, 200));
  exp = addDays(addMonths(issue, 12), -1);
  f = make(p, {
    reached,
    status: 'SUSPENDED',
    issued: issue,
    validText: fmt(exp, 'us'),
    holds: 'YES',
    holdText: 'Suspended — BLS card expired, awaiting renewal',
    notes: ['Rep: clinician may not be scheduled until reinstated.'],
  });
  out.push({
    key: 'suspended-ringed-valid-through-ahead',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    forbidden: ['document expired'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'inactive', 'badge.expiration_date': exp },
    note: `SUSPENDED ringed with a hold explained; the badge's own valid through ${exp} is still ahead`,
  });

  // 5. Verified long ago; the valid-through date has passed since.
  p = k.person();
  reached = addDays('2025-05-12', rng.int(0, 90));
  issue = addDays(reached, -rng.int(30, 120));
  exp = addDays(addMonths(issue, 12), -1);
  f = make(p, {
    reached,
    before: [addDays(reached, -1)],
    issued: issue,
    validText: fmt(exp, 'us'),
    ds: 'us',
    notes: ['Verified for summer contract.'],
  });
  out.push({
    key: 'verified-last-year-valid-through-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'active', 'badge.expiration_date': exp },
    note: `the call that reached the platform was on ${reached}; ACTIVE was ringed then, but the valid-through date ${exp} is before valid_on`,
  });

  // 6. The platform would not give the badge number by phone.
  p = k.person();
  reached = addDays(today, -rng.int(2, 20));
  issue = addDays(reached, -rng.int(30, 200));
  exp = addDays(addMonths(issue, 12), -1);
  f = make(p, {
    reached,
    badgeId: '',
    issued: issue,
    validText: fmt(exp, 'us'),
    notes: [
      'Rep would not release badge # by phone — confirmed by',
      'name + DOB only. Asked clinician to upload badge.',
    ],
  });
  out.push({
    key: 'badge-number-boxes-empty',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing badge id'],
    data: { 'badge.id': null, 'badge.status': 'active', 'badge.expiration_date': exp },
    note: `the badge-number boxes are empty and the notes say the platform would not give it; ${f.ref} is the call's reference, not a badge ID`,
  });

  const order = rng.shuffle(['photo', 'photo', 'photo', 'scan_image', 'fax', 'text_pdf']);
  return out.map((c, i) => ({ ...c, rendering: order[i] }));
}
