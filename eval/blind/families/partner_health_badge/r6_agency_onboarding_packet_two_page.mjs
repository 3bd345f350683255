// A staffing agency's onboarding packet summary for a clinician placed through a partner platform, two pages:
// page 1 the candidate profile and a compliance checklist (background, license, TB, BLS...) with ticks; page 2
// "Partner platform credential" block with issuer, badge number, role, status, issue and expiration dates in
// D-Mon-YYYY, then the recruiter's sign-off. The badge facts are only on page 2.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r6_agency_onboarding_packet_two_page',
  split: 'blind',
  multipage: true,
  description:
    'Two-page agency onboarding packet summary: candidate profile and ticked compliance checklist on p1; partner platform credential block (issuer, badge no., role, status, issued / expires D-Mon-YYYY or "No expiry") and recruiter sign-off on p2',
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; border-bottom:3px solid #4a2c6f; padding-bottom:5px; }
  .hd b { font-size:15pt; color:#4a2c6f; }
  h2 { font-size:11pt; color:#4a2c6f; border-bottom:1px solid #4a2c6f; margin:14px 0 6px; }
  table.kv td { padding:4px 10px 4px 0; font-size:10pt; } table.kv td.l { color:#555; width:34%; }
  table.ck { width:100%; font-size:9.5pt; } table.ck td { border-bottom:1px solid #ddd; padding:4px; }`;
  const hd = (n) =>
    `<div class="hd"><b>${esc(f.agency)}</b><span style="font-size:8.5pt;text-align:right">Onboarding packet summary<br>Candidate ${esc(f.cand)} · page ${n} of 2</span></div>`;
  const items = [
    ['Criminal background check', 'Clear', f.d1],
    ['OIG / SAM exclusion check', 'No match', f.d1],
    ['State license verification', 'Active', f.d2],
    ['TB screening', 'Negative', f.d2],
    ['BLS card', 'Current', f.d2],
    ['Photo ID / selfie match', 'Verified', f.d1],
  ]
    .map(
      (r) =>
        `<tr><td>${box(true, { style: 'glyph' })} ${esc(r[0])}</td><td>${esc(r[1])}</td><td>${esc(r[2])}</td></tr>`,
    )
    .join('');
  const p1 = `${hd(1)}<h2>Candidate</h2><table class="kv">
  <tr><td class="l">Name</td><td><b>${esc(f.name)}</b></td></tr><tr><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
  <tr><td class="l">Discipline / specialty</td><td>${esc(f.role)} — ${esc(f.spec)}</td></tr><tr><td class="l">Home address</td><td>${esc(f.addr)}</td></tr>
  <tr><td class="l">Recruiter</td><td>${esc(f.recruiter)}</td></tr></table>
  <h2>Compliance checklist</h2><table class="ck"><tr><td><b>Item</b></td><td><b>Result</b></td><td><b>Verified</b></td></tr>${items}</table>
  <div style="font-size:9pt;margin-top:12px">Partner platform credential: see page 2.</div>`;
  const p2 = `${hd(2)}<h2>Partner platform credential</h2><table class="kv">
  <tr><td class="l">Issuing platform</td><td><b>${esc(f.issuer)}</b></td></tr>
  <tr><td class="l">Badge number</td><td><b>${esc(f.badgeId)}</b></td></tr>
  <tr><td class="l">Holder</td><td>${esc(f.name)}</td></tr>
  <tr><td class="l">Role on badge</td><td>${esc(f.role)}</td></tr>
  <tr><td class="l">Badge status</td><td><b>${esc(f.status)}</b></td></tr>
  <tr><td class="l">Issued</td><td>${esc(f.issued)}</td></tr>
  <tr><td class="l">Expires</td><td>${esc(f.exp)}</td></tr></table>
  <div style="font-size:9pt;margin-top:8px">Status and dates as shown on the platform's verification page on ${esc(f.checked)}.</div>
  <h2>Recruiter sign-off</h2><div style="font-size:10pt">I reviewed the items above against the source documents.</div>
  <div style="margin-top:14px">${sig(f.recruiter, { font: f.sigFont, size: '1.8em' })}</div><div style="font-size:9pt">${esc(f.recruiter)} · ${esc(f.checked)}</div>`;
  return page({
    title: 'Onboarding summary',
    body: `<div class="pb">${p1}</div>${p2}`,
    css,
    font: FONTS.lato,
    margin: '0.6in',
  });
}

export function cases(k) {
  const { rng } = k;
  const D = (x) => fmt(x, 'dmy').replace(/ /g, '-');
  const make = (p, o = {}) => {
    const issued = o.issued || addDays('2026-02-01', rng.int(0, 200));
    const exp = o.noExp ? null : addDays(issued, o.expDays || rng.pick([365, 365, 730]));
    const checked = addDays('2026-11-02', rng.int(0, 12));
    return {
      agency: rng.pick([
        'Bluepeak Clinical Staffing',
        'Harborlight Nurse Agency',
        'Summit Crest Healthcare Staffing',
      ]),
      cand: `C-${rng.digits(6)}`,
      name: nameAs(p, rng.pick(['full', 'first_last', 'last_first'])),
      dob: fmt(p.dob, 'us'),
      role: rng.pick(['RN', 'LPN', 'CNA']),
      spec: rng.pick(['Med/Surg', 'Long-term care', 'Telemetry', 'Behavioral health']),
      addr: `${rng.int(10, 9999)} ${rng.pick(['Lindell Blvd', 'Fernhill Rd'])}, ${rng.pick(['Madison, WI', 'Boise, ID'])}`,
      recruiter: rng.pick(['Tessa Marlowe', 'Devon Achebe', 'Carly Sundqvist']),
      d1: D(addDays(checked, -rng.int(3, 20))),
      d2: D(addDays(checked, -rng.int(1, 10))),
      issuer: o.issuer || rng.pick(['ShiftBridge Health', 'CareGrid Partners']),
      badgeId: `${rng.letters(3)}${rng.digits(7)}`,
      status: o.status || 'Active',
      issued: D(issued),
      exp: exp ? D(exp) : 'No expiry',
      checked: D(checked),
      sigFont: rng.pick(SIGS),
      issuedIso: issued,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-badge-page-2',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': f.issuedIso,
      'badge.expiration_date': f.expIso,
      ...personData(),
    },
    note: 'the badge block is on page 2; page 1 dates belong to the checklist items',
  });

  p = k.person();
  f = make(p, { status: 'Inactive — paused by platform' });
  out.push({
    key: 'inactive-badge',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { issued: addDays('2025-06-01', rng.int(0, 100)), expDays: 365 });
  out.push({
    key: 'badge-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
    note: 'status still printed Active, but the expiration date (one year after a mid-2025 issue) is before valid_on',
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'no-expiry-printed',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.expiration_date': null, 'badge.status': 'active' },
    note: '"No expiry" on the badge block: no expiration date',
  });

  p = k.person();
  f = make(p, { issuer: 'MedRelay Flex' });
  out.push({
    key: 'issuer-not-accepted',
    person: requestPerson(p),
    rules: { accepted_issuers: ['ShiftBridge Health', 'CareGrid Partners'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'badge.status': 'active' },
    note: 'an active badge from a platform the client does not list in accepted_issuers',
  });
  return out;
}
