// One sheet, two authors: a hospital staffing office's "Request for Verification of Partner Credential", filled in
// by hand by the facility's coordinator (clinician name as the coordinator knows it, role, the badge number if
// known — often blank — requested by, date, fax-back number), and below it the partner platform's typed
// VERIFICATION RESPONSE block stuck on or printed into the lower half: credential holder, credential no., role on
// file, "Credential standing" (In good standing / Lapsed / Paused), issued, "Renew by" (a full date or a month), the
// platform's verifier, response date and a VERIFIED stamp. Dates in the request are handwritten M/D/YY; in the
// response ISO or "Month D, YYYY".
import { addDays, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r8_facility_request_platform_response_sheet',
  split: 'tuning',
  description:
    'Hospital staffing office "Request for Verification of Partner Credential" filled by hand (name as known, role, badge no. often blank, requested by, date) with the partner platform\'s typed VERIFICATION RESPONSE in the lower half: holder, credential no., role on file, "Credential standing" (In good standing / Lapsed / Paused), issued, "Renew by" as a date or MM/YYYY, verifier, response date, VERIFIED stamp',
};

const PLATFORMS = [
  { name: 'ShiftLoom Health', short: 'ShiftLoom', color: '#0d6e6e', verifier: 'Credential Operations Team' },
  {
    name: 'CareRelay Clinician Network',
    short: 'CareRelay',
    color: '#5b2a86',
    verifier: 'Trust & Compliance',
  },
  {
    name: 'Nightingale Bridge',
    short: 'Nightingale Bridge',
    color: '#a1461b',
    verifier: 'Clinician Verification Desk',
  },
];
const FACILITIES = [
  ['Covenant Hills Medical Center', 'Knoxville, TN', 'Nursing Staffing Office'],
  ['Harborpoint Regional Hospital', 'Savannah, GA', 'Staffing & Scheduling'],
  ['Bellmont Surgical Hospital', 'Tulsa, OK', 'Resource Office'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const pl = f.pl;
  const css = `
  .fh { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:1.5px solid #333; padding-bottom:4px; }
  .fh .n { font-size:13pt; font-weight:bold; } .fh .s { font-size:8.5pt; }
  .ti { font-size:12pt; font-weight:bold; margin:10px 0 2px; }
  .ins { font-size:8.3pt; color:#333; }
  .row { display:flex; gap:12px; margin-top:7px; }
  .ln { flex:1; display:flex; align-items:flex-end; border-bottom:1px solid #333; min-height:27px; white-space:nowrap; }
  .ln .l { font-size:8pt; padding:0 6px 2px 0; }
  .resp { margin-top:22px; border:2px solid ${pl.color}; padding:10px 14px; font-family:${FONTS.roboto}; position:relative; }
  .resp .h { display:flex; align-items:center; gap:10px; border-bottom:1px solid ${pl.color}; padding-bottom:6px; }
  .resp .h .n { font-size:13pt; font-weight:bold; color:${pl.color}; } .resp .h .t { margin-left:auto; font-size:10pt; letter-spacing:1.5px; font-weight:bold; }
  table.r { margin-top:8px; font-size:10pt; } table.r td { padding:4px 22px 4px 0; } table.r td.l { color:#555; font-size:8.8pt; }
  .ok { color:#17692b; font-weight:bold; } .bad { color:#a40e0e; font-weight:bold; }
  .rn { font-size:8pt; color:#444; margin-top:8px; line-height:1.35; }`;
  const r = f.resp;
  const body = `
  <div class="fh"><div><div class="n">${esc(f.fac[0])}</div><div class="s">${esc(f.fac[2])} · ${esc(f.fac[1])}</div></div><div class="s">Form SO-14 · Fax back to ${esc(f.faxBack)}</div></div>
  <div class="ti">Request for Verification of Partner Credential</div>
  <div class="ins">Complete the top part and send to the partner platform before the clinician's first shift. Do not schedule until the response below is returned.</div>
  <div class="row"><div class="ln" style="flex:2"><span class="l">Clinician name</span>${H(f.reqName)}</div><div class="ln"><span class="l">Role</span>${H(f.reqRole)}</div></div>
  <div class="row"><div class="ln"><span class="l">Partner platform</span>${H(pl.short)}</div><div class="ln"><span class="l">Badge / credential no. (if known)</span>${H(f.reqBadge)}</div></div>
  <div class="row"><div class="ln"><span class="l">Unit / first shift</span>${H(f.unit)}</div><div class="ln"><span class="l">Requested by</span>${H(f.coord)}</div><div class="ln" style="flex:0.7"><span class="l">Date</span>${H(f.reqDate)}</div></div>
  <div class="resp">
   <div class="h">${logo({ initials: pl.short.slice(0, 2).toUpperCase(), color: pl.color, shape: 'square', size: 34 })}<div class="n">${esc(pl.name)}</div><div class="t">VERIFICATION RESPONSE</div></div>
   <table class="r">
    <tr><td class="l">Credential holder</td><td><b>${esc(r.holder)}</b></td></tr>
    <tr><td class="l">Credential no.</td><td>${esc(r.id || '—')}</td></tr>
    <tr><td class="l">Role on file</td><td>${esc(r.role)}</td></tr>
    <tr><td class="l">Credential standing</td><td class="${r.ok ? 'ok' : 'bad'}">${esc(r.standing)}</td></tr>
    <tr><td class="l">Issued</td><td>${esc(r.issued)}</td></tr>
    <tr><td class="l">Renew by</td><td>${esc(r.renew)}</td></tr>
    <tr><td class="l">Response date</td><td>${esc(r.date)}</td></tr>
   </table>
   <div class="rn">The standing above reflects the clinician's verified documents (license, BLS, TB screening, background check, exclusion lists) on the response date. A credential must be renewed by the date shown to remain in good standing. Request no. ${esc(r.req)}.</div>
   <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:8px"><div style="font-size:9pt">${sig(r.verifier, { font: f.sigFont, ink: '#14213d', size: '1.6em' })}<br>${esc(r.verifier)} · ${esc(pl.verifier)}</div>${stamp(['VERIFIED', r.date, pl.short.toUpperCase()], { color: pl.color, rot: -7 })}</div>
  </div>`;
  return page({ title: 'Verification request', body, css, font: FONTS.sans, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const roles = [
    'Registered Nurse',
    'Certified Nursing Assistant',
    'Licensed Practical Nurse',
    'Respiratory Therapist',
  ];
  const short = {
    'Registered Nurse': 'RN',
    'Certified Nursing Assistant': 'CNA',
    'Licensed Practical Nurse': 'LPN',
    'Respiratory Therapist': 'RT',
  };
  const make = (p, o = {}) => {
    const pl = rng.pick(PLATFORMS);
    const role = rng.pick(roles);
    const respIso = o.respIso || addDays('2026-10-26', rng.int(0, 24));
    const reqIso = addDays(respIso, -rng.int(0, 3));
    const issueIso = o.issueIso || addDays(respIso, -rng.int(60, 300));
    const id = `${pl.short.slice(0, 2).toUpperCase()}-${rng.digits(4)}-${rng.digits(4)}`;
    const rs = o.rs || rng.pick(['iso', 'long']);
    return {
      pl,
      fac: rng.pick(FACILITIES),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      faxBack: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      reqName: nameAs(p, o.reqStyle || rng.pick(['first_last', 'nick_last'])),
      reqRole: short[role],
      reqBadge: o.reqBadge ? id : '',
      unit: rng.pick(['4 West / Mon 0700', 'ICU / 11-22 1900', 'ED / Sat days', 'Rehab 2 / nights']),
      coord: rng.pick(['T. Maddox', 'Gina R.', 'K. Osei-Bonsu']),
      reqDate: fmt(reqIso, 'us_short'),
      resp: {
        holder: nameAs(p, o.holderStyle || rng.pick(['full', 'first_mi_last'])),
        id: o.noId ? '' : id,
        role,
        standing: o.standing || 'In good standing',
        ok: !o.standing || o.standing.startsWith('In good'),
        issued: fmt(issueIso, rs),
        renew: o.renew !== undefined ? o.renew : '',
        date: fmt(respIso, rs),
        req: `VR-${rng.digits(6)}`,
        verifier: rng.pick(['Odessa Farrow', 'Mikael Brandt', 'Yvette Lam']),
      },
      id,
      issueIso,
      rs,
    };
  };
  const out = [];

  let p = k.person();
  let exp = addDays('2027-02-01', rng.int(0, 200));
  let f = make(p, { reqBadge: true });
  f.resp.renew = fmt(exp, f.rs);
  out.push({
    key: 'good-standing-renew-by-date',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.issue_date': f.issueIso,
      'badge.expiration_date': exp,
      ...personData('match', null),
    },
    note: '"Credential standing: In good standing" is the status; "Renew by" is the expiration; the request date and response date are neither',
  });

  p = k.person();
  exp = endOfMonth(addDays('2027-03-01', rng.int(0, 300)));
  f = make(p);
  f.resp.renew = fmt(exp, 'mm_yyyy');
  out.push({
    key: 'renew-by-month-only',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      ...personData('match', null),
    },
    note: 'Renew by printed as MM/YYYY: valid through the last day of that month; badge no. left blank in the handwritten request',
  });

  p = k.person();
  f = make(p, {
    reqBadge: true,
    standing: `Lapsed — TB screening expired ${fmt(addDays('2026-09-20', rng.int(0, 30)), 'us')}`,
  });
  f.resp.renew = fmt(addDays('2027-01-10', rng.int(0, 150)), f.rs);
  out.push({
    key: 'standing-lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': f.id },
    note: 'the credential is Lapsed although its renew-by date is still ahead',
  });

  p = k.person();
  const respOld = addDays('2025-09-15', rng.int(0, 40));
  exp = addDays('2026-06-01', rng.int(0, 100));
  f = make(p, { respIso: respOld, issueIso: addDays(respOld, -rng.int(100, 250)) });
  f.resp.renew = fmt(exp, f.rs);
  out.push({
    key: 'last-year-response-renew-by-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': exp },
    note: 'a response from autumn 2025 that said "In good standing"; its renew-by date passed before valid_on',
  });

  p = k.person();
  f = make(p, { reqBadge: true });
  f.resp.renew = '— (no renewal date on file)';
  out.push({
    key: 'renew-by-not-on-file',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.expiration_date': null, 'badge.status': 'active', 'badge.id': f.id },
    note: 'in good standing, but the Renew by field says no date is on file',
  });

  p = k.person();
  while (!p.nick) p = k.person();
  exp = addDays('2027-01-04', rng.int(0, 250));
  f = make(p, { reqStyle: 'nick_last', holderStyle: 'LAST_FIRST_MI' });
  f.resp.renew = fmt(exp, f.rs);
  out.push({
    key: 'nickname-on-request-legal-name-on-response',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      ...personData('match', null),
    },
    note: 'the coordinator wrote the clinician\u2019s nickname; the platform answered with LAST, FIRST MI',
  });
  return out;
}
