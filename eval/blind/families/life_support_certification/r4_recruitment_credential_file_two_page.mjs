// A two-page candidate credential file printed by an international nurse-recruitment agency. Page 1: a
// two-column candidate profile and a compliance checklist whose life-support line only says "see page 2".
// Page 2: one bordered block per resuscitation certificate ("Course", "Certifying body", "Card / eCard no.",
// "Date of issue", "Expires on or before"), dates written day/month/year (days above 12, so unambiguous),
// followed by the verifying coordinator's note.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r4_recruitment_credential_file_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page nurse-recruitment candidate credential file: two-column profile and checklist on p1 ("see page 2"), life-support certificate blocks on p2 with D/M/YYYY dates and "Expires on or before"',
};

/** 14/3/2026 (day first, no padding) */
const dmySlash = (iso) => {
  const [y, m, dd] = fmt(iso, 'iso').split('-').map(Number);
  return `${dd}/${m}/${y}`;
};

const COURSES = {
  bls: 'Basic Life Support (BLS) for Healthcare Providers',
  acls: 'Advanced Cardiovascular Life Support (ACLS)',
  pals: 'Pediatric Advanced Life Support (PALS)',
};

function render(f) {
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:3px solid #0f5c63; padding-bottom:6px; }
  .hd .n { font-size:14pt; font-weight:bold; color:#0f5c63; }
  .hd .s { font-size:8pt; color:#555; }
  .ttl { font-size:12pt; font-weight:bold; margin:10px 0 6px; }
  .two { display:flex; gap:16px; }
  .two > div { flex:1; }
  table.kv { width:100%; } table.kv td { font-size:9pt; padding:3px 4px; border-bottom:1px solid #ddd; vertical-align:top; }
  table.kv td.l { color:#555; width:42%; font-size:8pt; }
  table.ck { width:100%; margin-top:4px; } table.ck th { background:#0f5c63; color:#fff; font-size:8pt; text-align:left; padding:3px 5px; }
  table.ck td { font-size:8.8pt; padding:4px 5px; border-bottom:1px solid #ccc; }
  .ok { color:#17692b; font-weight:bold; }
  .blk { border:1.5px solid #0f5c63; border-radius:4px; margin:10px 0; }
  .blk .bh { background:#e2f0f1; padding:4px 8px; font-weight:bold; font-size:10pt; }
  .blk table { width:100%; } .blk td { font-size:9.5pt; padding:4px 8px; }
  .blk td.l { width:30%; color:#444; font-size:8.5pt; }
  .pf { font-size:7.5pt; color:#666; border-top:1px solid #bbb; margin-top:18px; padding-top:3px; display:flex; justify-content:space-between; }`;
  const header = `<div class="hd">${logo({ initials: 'LW', color: '#0f5c63', shape: 'leaf', size: 40 })}<div><div class="n">${esc(f.agency)}</div>
    <div class="s">International Nurse Recruitment · Credentialing Office · ${esc(f.agencyAddr)}</div></div></div>`;
  const blocks = f.certs
    .map(
      (c, i) => `<div class="blk"><div class="bh">Certificate ${i + 1} — ${esc(c.short)}</div><table>
      <tr><td class="l">Course</td><td>${esc(c.course)}</td></tr>
      <tr><td class="l">Certifying body</td><td>${esc(c.issuer)}</td></tr>
      <tr><td class="l">Training site</td><td>${esc(c.site)}</td></tr>
      <tr><td class="l">Card / eCard no.</td><td>${c.id ? `<b>${esc(c.id)}</b>` : '<i>not recorded on card</i>'}</td></tr>
      <tr><td class="l">Date of issue</td><td>${esc(c.issued)}</td></tr>
      <tr><td class="l">Expires on or before</td><td><b>${esc(c.expires)}</b></td></tr>
      <tr><td class="l">Seen</td><td>${esc(c.seen)}</td></tr></table></div>`,
    )
    .join('');
  const body = `
  ${header}
  <div class="ttl">Candidate Credential File</div>
  <div class="two">
    <div><table class="kv">
      <tr><td class="l">Candidate</td><td><b>${esc(f.name)}</b></td></tr>
      <tr><td class="l">Candidate ref.</td><td>${esc(f.ref)}</td></tr>
      <tr><td class="l">Profession</td><td>${esc(f.profession)}</td></tr>
      <tr><td class="l">Placement</td><td>${esc(f.placement)}</td></tr></table></div>
    <div><table class="kv">
      <tr><td class="l">Recruiter</td><td>${esc(f.recruiter)}</td></tr>
      <tr><td class="l">File opened</td><td>${esc(f.opened)}</td></tr>
      <tr><td class="l">Printed</td><td>${esc(dmySlash('2026-11-16'))}</td></tr>
      <tr><td class="l">Stage</td><td>Pre-arrival compliance</td></tr></table></div>
  </div>
  <div class="ttl" style="font-size:10.5pt;margin-top:16px">Compliance checklist</div>
  <table class="ck"><tr><th>Item</th><th>Status</th><th>Where</th></tr>
    <tr><td>Passport / right to work</td><td class="ok">Seen</td><td>Section 1</td></tr>
    <tr><td>Nursing registration (NCLEX / state licence)</td><td class="ok">Verified</td><td>Section 2</td></tr>
    <tr><td>English language test</td><td class="ok">Seen</td><td>Section 3</td></tr>
    <tr><td>Resuscitation / life-support certificate(s)</td><td>Recorded</td><td>Section 4 — see page 2</td></tr>
    <tr><td>Occupational health clearance</td><td>Pending</td><td>Section 5</td></tr>
  </table>
  <div style="font-size:8pt;color:#444;margin-top:8px">This file summarises documents seen by the agency. Dates are written day/month/year.</div>
  <div class="pf"><span>${esc(f.ref)} · ${esc(f.name)}</span><span>Page 1 of 2</span></div>
  <div class="pb"></div>
  ${header}
  <div class="ttl">Section 4 — Resuscitation / life-support certificates</div>
  ${blocks}
  <div style="font-size:9pt;margin-top:12px">Original card(s) inspected and copied on file. Verified by:<br>
    ${sig(f.coordinator, { font: f.sigFont, size: '1.8em' })}<br>${esc(f.coordinator)}, Credentialing Coordinator</div>
  <div class="pf"><span>${esc(f.ref)} · ${esc(f.name)}</span><span>Page 2 of 2</span></div>`;
  return page({ title: 'Candidate credential file', body, css, font: FONTS.roboto, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const ISSUERS = {
    american_heart_association: 'American Heart Association',
    american_red_cross: 'American Red Cross',
    protrainings: 'ProTrainings, LLC',
    other: 'Lifeline Rescue Skills Academy (online)',
  };
  const cert = (type, issuerKey, o = {}) => {
    // issue days between 13 and 28 so that D/M/YYYY cannot be read as M/D
    const m = o.month || `2025-${String(rng.int(1, 12)).padStart(2, '0')}`;
    const issueIso = o.issueIso || `${m}-${rng.int(13, 28)}`;
    const expIso = twoYearsEndOfMonth(issueIso);
    return {
      type,
      issuerKey,
      short: type.toUpperCase(),
      course: COURSES[type],
      issuer: ISSUERS[issuerKey],
      site: rng.pick([
        'Harbourview Resuscitation Training Centre',
        'St. Columba Simulation Suite',
        'Metro Skills Lab (hybrid, skills check in person)',
      ]),
      id: o.noId ? null : rng.pick([`${rng.digits(12)}`, `${rng.alnum(4)}-${rng.alnum(4)}-${rng.alnum(4)}`]),
      issued: dmySlash(issueIso),
      expires: dmySlash(expIso),
      seen: `Original card, ${dmySlash(addDays('2026-10-13', rng.int(0, 15)))}`,
      issueIso,
      expIso,
    };
  };
  const make = (p, certs, o = {}) => ({
    agency: rng.pick([
      'Lanternway International Nurse Recruitment',
      'Bluecrest Global Clinical Talent',
      'Meridian Bridge Nurse Partners',
    ]),
    agencyAddr: rng.pick(['Toronto · Manila · Dayton OH', 'Dublin · Cebu · Raleigh NC']),
    name: nameAs(p, o.nameStyle || 'full'),
    ref: `CND-${rng.digits(6)}`,
    profession: 'Registered Nurse',
    placement: rng.pick(['Medical-surgical, Dayton OH', 'Critical care, Raleigh NC']),
    recruiter: rng.pick(['Ailbhe Corcoran', 'Jericho Santos', 'Hollis Mbeki']),
    opened: dmySlash(addDays('2026-05-14', rng.int(0, 90))),
    certs,
    coordinator: rng.pick(['Prudence Oyelaran', 'Sebastián Ferro', 'Ngaio Whitcombe']),
    sigFont: rng.pick(SIGS),
  });
  const out = [];

  let p = k.person();
  let c = cert('bls', 'american_heart_association');
  out.push({
    key: 'aha-bls',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': c.id,
      'certifications.0.issue_date': c.issueIso,
      'certifications.0.expiration_date': c.expIso,
      ...personData('match', null),
    },
    note: 'the only life-support entry is on page 2; page 1 says "see page 2"',
  });

  p = k.person();
  const a = cert('acls', 'american_heart_association');
  const b = cert('bls', 'american_red_cross');
  out.push({
    key: 'acls-and-red-cross-bls',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [a, b], { nameStyle: 'last_first_middle' })),
    issues: [],
    forbidden: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: 'two different course types (ACLS and BLS) are not too many certifications',
  });

  p = k.person();
  c = cert('bls', 'protrainings', { month: '2026-02' });
  out.push({
    key: 'protrainings-bls',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: [],
    data: {
      'certifications.0.issuer': 'protrainings',
      'certifications.0.expiration_date': c.expIso,
    },
  });

  p = k.person();
  c = cert('bls', 'american_heart_association', { month: `2024-${rng.pick(['03', '05', '07', '09'])}` });
  out.push({
    key: 'bls-expired-2026',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': c.expIso },
    note: `"Expires on or before" ${c.expIso}, before valid_on`,
  });

  p = k.person();
  c = cert('bls', 'other');
  out.push({
    key: 'online-academy-bls',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'other' },
    note: 'an online academy that is none of the named issuers',
  });

  p = k.person();
  c = cert('pals', 'american_heart_association', { noId: true });
  out.push({
    key: 'pals-no-card-number',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: ['missing id'],
    data: { 'certifications.0.type': 'pals', 'certifications.0.id': null },
    note: 'card number "not recorded on card"',
  });
  return out;
}
