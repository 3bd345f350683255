// A partner staffing platform's weekly Clinician Time Record, printed from the platform's app, filled by hand at
// the facility and photographed, scanned or faxed back. Header: platform name and logo, "CLINICIAN TIME RECORD",
// week ending, timesheet ID and order no. Two boxes under it: the clinician (name as "LAST, First M", role, phone)
// and, printed by the platform, the PARTNER HEALTH BADGE block (badge no., status, issued, valid through, "status
// as of print time"); then the facility block (facility, unit, supervisor on file and a handwritten facility
// temporary ID number, which is not the badge). A seven-day grid with printed dates and handwritten time in, meal
// out / in, time out, hours and the charge nurse's initials ("OFF" on some days, a note on one). Below: total hours,
// the clinician's certification signature and date, the facility supervisor's printed name, title, signature and
// date, and a footer with the print date and the submission deadline. Variants: active with a full valid-through
// date, valid through as MM/YYYY, an accepted platform with a nickname signature, inactive (credential hold) with
// the end still ahead, a valid-through date that passed after the week was worked, a platform the client does not
// accept.
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r16_platform_weekly_time_record_badge_block',
  split: 'tuning',
  renderings: { photo: 45, scan_image: 15, fax: 15, scanned_pdf: 15, text_pdf: 10 },
  description:
    'Partner staffing platform weekly Clinician Time Record printed from the app and filled by hand at the facility (mostly photographed): week ending, timesheet ID and order no.; clinician box "LAST, First M" / role; printed PARTNER HEALTH BADGE block (badge no., status, issued, valid through, status as of print time); facility block with a handwritten facility temp ID no. (not the badge); seven-day grid of handwritten times and charge-nurse initials; clinician and supervisor signatures with dates; print-date footer; active full date, valid thru MM/YYYY, accepted platform with nickname signature, inactive credential hold, valid-through passed after the worked week, platform not accepted',
};

const PLATFORMS = {
  relay: {
    name: 'Relay Clinician Network',
    short: 'Relay',
    initials: 'RC',
    color: '#0f5e6e',
    shape: 'square',
    web: 'relayclinician.example',
    fax: '(888) 555-0147',
    badgeId: (rng) => `RCN-${rng.digits(3)}-${rng.digits(4)}`,
  },
  tideline: {
    name: 'TideLine PerDiem',
    short: 'TideLine',
    initials: 'TL',
    color: '#2b3f8f',
    shape: 'circle',
    web: 'tidelineperdiem.example',
    fax: '(877) 555-0190',
    badgeId: (rng) => `TL${rng.digits(7)}`,
  },
  lantern: {
    name: 'Lanternshift Health',
    short: 'Lanternshift',
    initials: 'LS',
    color: '#8a4b0f',
    shape: 'shield',
    web: 'lanternshift.example',
    fax: '(866) 555-0126',
    badgeId: (rng) => `LSH ${rng.digits(6)}`,
  },
};
const FACILITIES = [
  ['Harlow Creek Medical Center', ['3 East Telemetry', 'Med/Surg 5N', 'ICU Step-Down']],
  ['Pinegate Rehabilitation & Nursing', ['Rehab Unit B', 'Long-Term Care 2']],
  ['Saint Odile Regional Hospital', ['Emergency Department', 'Ortho/Neuro 4W', 'PACU']],
];
const SUPERVISORS = [
  ['Dana Whitlock', 'Charge RN'],
  ['Marcus Ibe', 'Nurse Manager'],
  ['Colette Fairbanks', 'House Supervisor'],
  ['Ruth Amundsen', 'Charge RN'],
];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function render(f) {
  const pl = f.platform;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.12em', ...o });
  const S = (t, o = {}) => hand(t, { font: f.supPen, ink: f.supInk, size: '1.05em', ...o });
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; border-bottom:3px solid ${pl.color}; padding-bottom:6px; }
  .hd .n { display:flex; align-items:center; gap:8px; font-size:16pt; font-weight:bold; color:${pl.color}; }
  .hd .r { text-align:right; font-size:9pt; line-height:1.4; }
  .hd .r b { font-size:13pt; letter-spacing:1px; }
  .boxes { display:flex; gap:10px; margin-top:10px; }
  .bx { border:1.4px solid #444; padding:6px 8px; font-size:9.6pt; line-height:1.55; flex:1; }
  .bx .t { font-size:8pt; font-weight:bold; color:#fff; background:#444; margin:-6px -8px 5px; padding:2px 8px; letter-spacing:.5px; }
  .bx.badge { border-color:${pl.color}; background:#f6f9fa; }
  .bx.badge .t { background:${pl.color}; }
  .kv { display:grid; grid-template-columns: 0.95in 1fr; }
  .kv span:nth-child(odd) { color:#444; font-size:8.8pt; }
  .asof { font-size:7.6pt; color:#555; margin-top:3px; }
  table.g { width:100%; margin-top:12px; font-size:9.6pt; }
  table.g th { background:#e6e6e6; border:1px solid #555; font-size:8.2pt; padding:3px; }
  table.g td { border:1px solid #777; height:0.42in; padding:1px 4px; text-align:center; vertical-align:middle; }
  table.g td.l { text-align:left; white-space:nowrap; }
  .tot { text-align:right; margin-top:6px; font-size:10pt; }
  .cert { margin-top:14px; display:flex; gap:16px; font-size:9pt; }
  .cert > div { flex:1; border-top:2px solid #444; padding-top:4px; }
  .ln { display:flex; align-items:flex-end; gap:6px; margin-top:7px; }
  .ul { flex:1; border-bottom:1px solid #555; min-height:1.8em; }
  .nt { margin-top:14px; border:1px solid #777; padding:5px 8px; font-size:9pt; }
  .nl { border-bottom:1px solid #aaa; min-height:1.7em; }
  .terms { margin-top:10px; font-size:8pt; color:#333; line-height:1.4; }
  .ft { margin-top:16px; border-top:1px solid #aaa; padding-top:4px; font-size:7.8pt; color:#444; display:flex; justify-content:space-between; }
  .legal { font-size:7.8pt; color:#333; margin-top:4px; line-height:1.35; }
  `;
  const rows = f.days
    .map((d) => {
      if (d.off)
        return `<tr><td class="l">${esc(d.dow)}</td><td class="l">${esc(d.dateText)}</td><td colspan="6">${H(d.offText, { size: '1em' })}</td><td></td></tr>`;
      return `<tr><td class="l">${esc(d.dow)}</td><td class="l">${esc(d.dateText)}</td><td>${esc(d.shift)}</td><td>${H(d.in)}</td><td>${H(d.mOut)}</td><td>${H(d.mIn)}</td><td>${H(d.out)}</td><td>${H(d.hrs)}</td><td>${S(d.init)}${d.note ? ` ${S(d.note, { size: '0.8em' })}` : ''}</td></tr>`;
    })
    .join('');
  const body = `
  <div class="hd"><div class="n">${logo({ initials: pl.initials, color: pl.color, shape: pl.shape, size: 40 })}${esc(pl.name)}</div>
    <div class="r"><b>CLINICIAN TIME RECORD</b><br>Week ending <b style="font-size:10pt;letter-spacing:0">${esc(f.weekEndText)}</b><br>Timesheet ID ${esc(f.tsId)} · Order no. ${esc(f.orderNo)}</div></div>
  <div class="boxes">
    <div class="bx" style="flex:1.3"><div class="t">CLINICIAN</div><div class="kv">
      <span>Name</span><span><b>${esc(f.nameText)}</b></span>
      <span>Role</span><span>${esc(f.role)}</span>
      <span>Mobile</span><span>${esc(f.phone)}</span>
      <span>Pay period</span><span>${esc(f.periodText)}</span></div></div>
    <div class="bx badge"><div class="t">PARTNER HEALTH BADGE</div><div class="kv">
      <span>Badge no.</span><span><b>${esc(f.badgeId)}</b></span>
      <span>Status</span><span><b>${esc(f.statusText)}</b></span>
      <span>Issued</span><span>${esc(f.issueText)}</span>
      <span>Valid through</span><span><b>${esc(f.expText)}</b></span></div>
      <div class="asof">Issued by ${esc(pl.name)}. Badge status as of ${esc(f.printText)} (time of printing).</div></div>
    <div class="bx"><div class="t">FACILITY</div><div class="kv">
      <span>Facility</span><span>${esc(f.facility)}</span>
      <span>Unit</span><span>${esc(f.unit)}</span>
      <span>Supervisor</span><span>${esc(f.sup[0])}</span>
      <span>Facility temp ID #</span><span>${S(f.tempId)}</span></div></div>
  </div>
  <table class="g"><tr><th>Day</th><th>Date</th><th>Shift</th><th>Time in</th><th>Meal out</th><th>Meal in</th><th>Time out</th><th>Hours</th><th>Supervisor initials</th></tr>${rows}</table>
  <div class="tot">Total hours this week: ${H(f.total, { size: '1.3em' })}</div>
  <div class="cert">
    <div><b>Clinician certification.</b> <span class="legal">I certify the hours above are true and that my meal breaks were taken as recorded.</span>
      <div class="ln">Signature <span class="ul">${sig(f.clinSig, { font: f.clinSigFont, ink: f.ink, size: '1.7em', rot: -3 })}</span> Date <span class="ul" style="flex:0.45">${H(f.clinDate)}</span></div></div>
    <div><b>Facility approval.</b> <span class="legal">Hours verified against the unit schedule. Authorized facility representative only.</span>
      <div class="ln">Print name <span class="ul">${S(f.sup[0])}</span> Title <span class="ul" style="flex:0.6">${S(f.sup[1])}</span></div>
      <div class="ln">Signature <span class="ul">${sig(f.sup[0], { font: f.supSigFont, ink: f.supInk, size: '1.6em', rot: -2 })}</span> Date <span class="ul" style="flex:0.45">${S(f.supDate)}</span></div></div>
  </div>
  <div class="nt"><b>Notes for payroll / missed punches</b> (facility use)<div class="nl">${S(f.payNote)}</div><div class="nl"></div></div>
  <div class="terms"><b>Important.</b> Hours are paid only for shifts confirmed in the app and signed here by an authorized facility representative. Do not record time for orientation or shifts cancelled by the facility unless the facility approved payment. Your Partner Health Badge must be active on every shift you work; if its status changes, the app will notify you and open shifts will be released. Questions about this record: Clinician Support, ${esc(pl.web)}/help.</div>
  <div class="ft"><span>Printed from the ${esc(pl.short)} app on ${esc(f.printText)} · ${esc(pl.web)}</span><span>Submit by Monday 10:00 in the app or by fax to ${esc(pl.fax)} · Page 1 of 1</span></div>`;
  return page({ title: 'Clinician time record', body, css, font: f.font, margin: '0.45in 0.5in' });
}

export function cases(k) {
  const { rng } = k;
  // Saturdays for week endings
  const saturdayOnOrBefore = (iso) => {
    let x = iso;
    while (new Date(x + 'T00:00:00Z').getUTCDay() !== 6) x = addDays(x, -1);
    return x;
  };
  const make = (p, platformKey, o) => {
    const platform = PLATFORMS[platformKey];
    const weekEnd = o.weekEnd;
    const weekStart = addDays(weekEnd, -6);
    const [facility, units] = rng.pick(FACILITIES);
    const sup = rng.pick(SUPERVISORS);
    const night = rng.chance(0.5);
    const pattern = rng.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, 3).sort();
    let total = 0;
    const days = DAYS.map((dow, i) => {
      const iso = addDays(weekStart, i);
      const dateText = fmt(iso, 'us_short');
      if (!pattern.includes(i)) return { dow, dateText, off: true, offText: rng.pick(['OFF', '—', 'off']) };
      const hm = (m) => {
        const x = ((m % 1440) + 1440) % 1440;
        return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
      };
      const inM = (night ? 18 * 60 + 50 : 6 * 60 + 48) + rng.int(0, 9);
      const mealM = (night ? 24 * 60 : 12 * 60) + rng.int(0, 40);
      const outM = (night ? 7 * 60 + 20 : 19 * 60 + 20) + rng.int(0, 12);
      const hrs = Math.round((((outM - inM + 1440) % 1440) - 30) / 15) / 4;
      total += hrs;
      return {
        dow,
        dateText,
        shift: night ? '19:00–07:30' : '07:00–19:30',
        in: hm(inM),
        mOut: hm(mealM),
        mIn: hm(mealM + 30),
        out: hm(outM),
        hrs: hrs.toFixed(2),
        init: sup[0]
          .split(' ')
          .map((w) => w[0])
          .join(''),
        note: '',
      };
    });
    const worked = days.filter((d) => !d.off);
    if (o.note && worked.length) worked[worked.length - 1].note = o.note;
    const printIso = o.printIso || addDays(weekStart, -rng.int(1, 3));
    const signIso = printIso > weekEnd ? printIso : weekEnd;
    const expText = o.expStyle === 'mm_yyyy' ? fmt(o.exp, 'mm_yyyy') : fmt(o.exp, o.expStyle || 'us');
    return {
      platform,
      font: rng.pick([FONTS.sans, FONTS.roboto, FONTS.open, FONTS.lato]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      supPen: rng.pick(["'Comic Neue'", "'Humor Sans'", 'DkgHandwriting']),
      supInk: rng.pick(['#202020', '#1f3a68', '#3b2a55']),
      weekEndText: fmt(weekEnd, 'us'),
      periodText: `${fmt(weekStart, 'us_short')} – ${fmt(weekEnd, 'us_short')}`,
      tsId: `TS-${rng.digits(7)}`,
      orderNo: `ORD-${rng.digits(5)}`,
      nameText: o.nameText || nameAs(p, 'LAST_FIRST_MI'),
      role:
        o.role ||
        rng.pick(['Registered Nurse (RN)', 'Licensed Practical Nurse', 'Certified Nursing Assistant']),
      phone: `(${rng.int(300, 899)}) 555-01${rng.digits(2)}`,
      badgeId: o.badgeId || platform.badgeId(rng),
      statusText: o.statusText || rng.pick(['Active', 'ACTIVE', 'Active — verified']),
      issueText: fmt(o.issue, o.expStyle === 'mm_yyyy' ? 'us' : o.expStyle || 'us'),
      expText,
      printText: `${fmt(printIso, 'us')} ${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      facility,
      unit: rng.pick(units),
      sup,
      tempId: `T-${rng.digits(4)}`,
      payNote: o.payNote ?? rng.pick(['No OT approved this week.', 'Meal breaks verified — ok to pay.', '']),
      days,
      total: total.toFixed(2),
      clinSig: o.clinSig || nameAs(p, 'first_last'),
      clinSigFont: rng.pick(SIGS),
      clinDate: fmt(signIso, 'us_short'),
      supSigFont: rng.pick(SIGS),
      supDate: fmt(addDays(signIso, rng.int(0, 1)), 'us_short'),
    };
  };
  const recentWeek = () => saturdayOnOrBefore(addDays('2026-11-21', -rng.int(3, 20)));
  const out = [];

  // 1. Active, valid through a full date.
  let p = k.person();
  let exp = addDays('2026-11-21', rng.int(90, 300));
  let issue = addMonths(exp, -12);
  let f = make(p, 'relay', { weekEnd: recentWeek(), exp, issue });
  out.push({
    key: 'active-valid-through-full-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['badge inactive', 'document expired'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `badge block: ${f.badgeId}, ${f.statusText}, valid through ${exp}; the timesheet ID ${f.tsId}, order no. ${f.orderNo} and facility temp ID ${f.tempId} are not the badge; shift dates and the print date are other dates`,
  });

  // 2. Valid through printed as MM/YYYY.
  p = k.person();
  const expMonth = addMonths('2026-11-01', rng.int(2, 9));
  exp = endOfMonth(expMonth);
  issue = addDays(addMonths(expMonth, -12), rng.int(0, 20));
  f = make(p, 'tideline', { weekEnd: recentWeek(), exp, issue, expStyle: 'mm_yyyy' });
  out.push({
    key: 'valid-through-month-only',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired', 'missing expiration date'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `valid through printed as ${f.expText}: the last day of that month, ${exp}`,
  });

  // 3. Accepted platform; the clinician signed with a nickname.
  p = k.person();
  while (!p.nick) p = k.person();
  exp = addDays('2026-11-21', rng.int(45, 200));
  issue = addMonths(exp, -24);
  f = make(p, 'lantern', {
    weekEnd: recentWeek(),
    exp,
    issue,
    expStyle: 'long',
    clinSig: nameAs(p, 'nick_last'),
    note: 'float 4W',
  });
  out.push({
    key: 'accepted-platform-nickname-signature',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['Lanternshift Health', 'Relay Clinician Network'] },
    html: render(f),
    issues: [],
    forbidden: ['unsupported issuer'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `Lanternshift Health is accepted; the clinician box prints ${f.nameText}, the certification is signed "${f.clinSig}" (nickname)`,
  });

  // 4. Inactive — credential hold, with the end still ahead.
  p = k.person();
  exp = addDays('2026-11-21', rng.int(60, 250));
  issue = addMonths(exp, -12);
  const wk4 = recentWeek();
  f = make(p, 'relay', {
    weekEnd: wk4,
    printIso: addDays(wk4, rng.int(1, 3)),
    exp,
    issue,
    statusText: rng.pick(['INACTIVE — credential hold', 'Inactive (on hold: expired TB screening)']),
  });
  out.push({
    key: 'inactive-credential-hold',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    forbidden: ['document expired'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'inactive', 'badge.expiration_date': exp },
    note: `status "${f.statusText}" as of the print date after the worked week, although valid through ${exp} is still ahead`,
  });

  // 5. Valid through passed after the week was worked.
  p = k.person();
  const wk = saturdayOnOrBefore(addDays('2026-11-21', -rng.int(28, 45)));
  exp = addDays(wk, rng.int(4, 12));
  issue = addMonths(exp, -12);
  f = make(p, 'tideline', { weekEnd: wk, exp, issue });
  out.push({
    key: 'valid-through-passed-after-week',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `the week ending ${wk} was worked while the badge was active, but it is valid only through ${exp}, before valid_on 2026-11-21`,
  });

  // 6. A platform the client does not accept.
  p = k.person();
  exp = addDays('2026-11-21', rng.int(100, 320));
  issue = addMonths(exp, -12);
  f = make(p, 'tideline', { weekEnd: recentWeek(), exp, issue, expStyle: 'dash' });
  out.push({
    key: 'platform-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['Relay Clinician Network', 'Lanternshift Health'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'an active TideLine PerDiem badge; the client accepts Relay Clinician Network and Lanternshift Health only',
  });
  const renderings = ['photo', 'scanned_pdf', 'fax', 'photo', 'scan_image', 'photo'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
