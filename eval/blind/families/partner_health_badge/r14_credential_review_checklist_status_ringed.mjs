// A partner staffing platform's printed "Credential Review & Badge Issuance Checklist", completed by hand by the
// platform's credentialing coordinator and then photographed, scanned or faxed to the facility. Top: the platform
// letterhead with a form number, an applicant reference number (not the badge ID), the clinician's name written as
// "Last, First" (a nickname on one), the role with one of RN / LPN / CNA / RT / Other ringed, and the market. Middle:
// a table of eight requirements (photo ID and selfie, background check, OIG / SAM, licence, BLS, TB, skills
// checklist, handbook) with their own handwritten verified and expiry dates, ticks and initials — none of them is
// the badge's date. Bottom: the BADGE DETERMINATION box, where the printed options ACTIVE · ON HOLD · INACTIVE are
// ringed by hand, and Badge ID, Badge issued and Badge valid through lines are written in (some left blank; one
// as MM/YYYY), then the coordinator's signature and the platform's ink stamp.
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, INKS, logo, page, sig, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r14_credential_review_checklist_status_ringed',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 20, photo: 40, fax: 15, scan_image: 10 },
  description:
    'Partner staffing platform Credential Review & Badge Issuance Checklist completed by hand: applicant ref. no. (not the badge ID), "Last, First" name, ringed role, eight requirement rows with their own verified / expiry dates, ticks and initials, then a BADGE DETERMINATION box with ACTIVE · ON HOLD · INACTIVE ringed by hand and handwritten Badge ID / issued / valid through (blank or MM/YYYY in some), coordinator signature and stamp; active, valid thru a month, accepted issuer, inactive, no badge ID, no end date',
};

const PLATFORMS = [
  { name: 'ShiftLoom Health', short: 'SL', color: '#2a6f4e', prefix: 'SLH' },
  { name: 'NurseRelay Partners', short: 'NR', color: '#8c3b1c', prefix: 'NRP' },
  { name: 'BrightRoster Clinical', short: 'BR', color: '#1d4f91', prefix: 'BRC' },
];

function render(f) {
  const pl = f.pl;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, ...o });
  const ring = (t, on) =>
    on
      ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:2px 9px;margin:-4px -9px;transform:rotate(${f.ringRot}deg)">${esc(t)}</span>`
      : esc(t);
  const css = `
  .top { display:flex; align-items:center; gap:12px; border-bottom:2.5px solid ${pl.color}; padding-bottom:6px; }
  .top .pn { font-size:17pt; font-weight:bold; color:${pl.color}; } .top .sub { font-size:9pt; color:#333; }
  .top .fr { margin-left:auto; text-align:right; font-size:8pt; color:#333; }
  .ttl { font-size:13.5pt; font-weight:bold; margin:8px 0 4px; text-align:center; }
  .ro { font-size:8pt; text-align:center; color:#555; margin-bottom:6px; }
  .f { display:flex; gap:18px; font-size:10pt; margin:6px 0; align-items:flex-end; }
  .ln { display:inline-block; border-bottom:1px solid #333; min-width:1.5in; padding:0 4px; }
  table.c { width:100%; font-size:9.2pt; margin-top:6px; }
  table.c th { background:#e8e8e8; border:1px solid #777; font-size:8pt; padding:3px; }
  table.c td { border:1px solid #777; padding:2px 5px; height:0.34in; }
  .det { border:2.5px solid #222; margin-top:10px; padding:8px 12px; }
  .det .h { font-weight:bold; font-size:11pt; letter-spacing:.5px; }
  .opts { font-size:14pt; font-weight:bold; margin:10px 0 10px 20px; letter-spacing:1px; }
  .dl { font-size:10.5pt; margin:8px 0; }
  `;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.item)}</td><td style="font-size:8.5pt">${esc(r.src)}</td><td>${H(r.ver)}</td><td>${H(r.exp)}</td><td style="text-align:center">${H(r.ok, { size: '1.35em' })}</td><td>${H(r.ini)}</td></tr>`,
    )
    .join('');
  const roles = ['RN', 'LPN', 'CNA', 'RT', 'Other']
    .map((r) => (r === f.role ? ring(r, true) : esc(r)))
    .join(' &nbsp;&nbsp; ');
  const opts = ['ACTIVE', 'ON HOLD', 'INACTIVE']
    .map((o) => ring(o, o === f.status))
    .join(' &nbsp;&nbsp;&nbsp;&nbsp; · &nbsp;&nbsp;&nbsp;&nbsp; ');
  const body = `
  <div class="top">${logo({ initials: pl.short, color: pl.color, shape: 'square', size: 44 })}
    <div><div class="pn">${esc(pl.name)}</div><div class="sub">Partner Credentialing · clinician network</div></div>
    <div class="fr">Form CR-7 · ${esc(f.rev)}<br>Applicant ref. ${esc(f.appRef)}</div></div>
  <div class="ttl">CREDENTIAL REVIEW &amp; BADGE ISSUANCE CHECKLIST</div>
  <div class="ro">Coordinator completes all sections. Ring one option where shown.</div>
  <div class="f"><div>Clinician (Last, First) <span class="ln" style="min-width:2.6in">${H(f.nameShown, { size: '1.3em' })}</span></div>
    <div>Role: &nbsp; ${roles}</div></div>
  <div class="f"><div>Market / region <span class="ln">${H(f.market)}</span></div>
    <div>Date received <span class="ln" style="min-width:1in">${H(f.recvText)}</span></div></div>
  <table class="c"><tr><th style="width:27%">Requirement</th><th style="width:25%">Source / method</th><th>Verified</th><th>Doc. expires</th><th style="width:7%">OK</th><th style="width:8%">Init.</th></tr>${rows}</table>
  <div class="det"><div class="h">BADGE DETERMINATION</div>
    <div style="font-size:8.5pt;color:#444">Ring the badge status. An ON HOLD or INACTIVE badge may not be scheduled.</div>
    <div class="opts">${opts}</div>
    <div class="dl">Reason / note: <span class="ln" style="min-width:4.5in">${H(f.reason)}</span></div>
    <div class="dl" style="display:flex;gap:22px">
      <div>Badge ID <span class="ln" style="min-width:1.6in">${H(f.badgeId, { size: '1.3em' })}</span></div>
      <div>Badge issued <span class="ln" style="min-width:1.1in">${H(f.issuedText, { size: '1.3em' })}</span></div>
      <div>Valid through <span class="ln" style="min-width:1.1in">${H(f.expText, { size: '1.3em' })}</span></div></div>
    <div class="dl" style="display:flex;justify-content:space-between;align-items:flex-end">
      <div>Coordinator <span class="ln" style="min-width:2.3in">${sig(f.coordSig, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</span>
        <div style="font-size:8.5pt;margin-top:2px">${esc(f.coordName)}, Credentialing Specialist</div></div>
      <div>${stamp([pl.name.toUpperCase(), 'CREDENTIALING', 'REVIEWED'], { color: pl.color, rot: f.stampRot })}</div>
    </div></div>
  <div style="font-size:7.5pt;color:#555;margin-top:6px">${esc(pl.name)} is a partner staffing platform. This checklist summarises primary-source checks on file; the badge ID is what facilities look up.</div>`;
  return page({ title: 'Credential review checklist', body, css, font: f.font, margin: '0.45in 0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const pens = ['DkgHandwriting', "'Humor Sans'", "'Comic Neue'", 'DkgHandwriting'];
  const make = (p, o) => {
    const pl = o.pl || rng.pick(PLATFORMS);
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const issue = o.issue;
    const recv = addDays(issue, -rng.int(4, 15));
    const w = (iso) => fmt(iso, ds);
    const role = rng.pick(['RN', 'LPN', 'CNA', 'RT']);
    const ini = rng.pick(['KM', 'jd', 'RT', 'AL']);
    const bls = o.blsExp || endOfMonth(addMonths(issue, rng.int(8, 20)));
    const rows = [
      {
        item: 'Photo ID + selfie match',
        src: 'ID scan, liveness check',
        ver: w(recv),
        exp: w(addMonths(recv, 40)),
        ok: '✓',
        ini,
      },
      {
        item: 'Criminal background',
        src: 'National + county search',
        ver: w(addDays(recv, 3)),
        exp: '',
        ok: '✓',
        ini,
      },
      {
        item: 'OIG / SAM exclusion',
        src: 'LEIE, SAM.gov',
        ver: w(addDays(recv, 1)),
        exp: 'monthly',
        ok: '✓',
        ini,
      },
      {
        item: `State ${role === 'CNA' ? 'certification' : 'licence'}`,
        src: role === 'CNA' ? 'Nurse aide registry' : 'Board lookup / Nursys',
        ver: w(addDays(recv, 1)),
        exp: w(addMonths(recv, rng.int(10, 22))),
        ok: '✓',
        ini,
      },
      {
        item: 'BLS / CPR card',
        src: 'eCard verify',
        ver: w(addDays(recv, 2)),
        exp: fmt(bls, 'mm_yyyy'),
        ok: o.blsBad ? '✗' : '✓',
        ini,
      },
      { item: 'TB screening', src: 'IGRA or TST / CXR', ver: w(addDays(recv, 2)), exp: '', ok: '✓', ini },
      {
        item: 'Skills checklist',
        src: 'Platform self-assessment',
        ver: w(addDays(recv, 4)),
        exp: '',
        ok: '✓',
        ini,
      },
      { item: 'Handbook acknowledgment', src: 'e-signature', ver: w(recv), exp: '', ok: '✓', ini },
    ];
    return {
      pl,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.carlito]),
      pen: rng.pick(pens),
      ink: rng.pick([INKS[0], INKS[3], '#1a1a1a']),
      sigFont: rng.pick(["'Kristi'", "'Dancing Script'", "'Kaushan Script'"]),
      ringRot: rng.float(-8, 6).toFixed(1),
      stampRot: rng.float(-9, 5).toFixed(1),
      rev: rng.pick(['rev. 02/2025', 'rev. 08/2024', 'v3.1']),
      appRef: `A${rng.digits(7)}`,
      nameShown: o.nameShown || nameAs(p, 'last_first'),
      role,
      market: rng.pick(['Tacoma / South Sound', 'Central Ohio', 'Tulsa metro', 'Savannah / Low Country']),
      recvText: w(recv),
      rows,
      status: o.status || 'ACTIVE',
      reason: o.reason || '',
      badgeId: o.badgeId === undefined ? `${pl.prefix}-${rng.digits(5)}-${rng.letters(1)}` : o.badgeId,
      issuedText: w(issue),
      expText: o.expText !== undefined ? o.expText : w(o.exp),
      coordName: rng.pick(['Kelsey Marchetti', 'Jordan Dahl', 'Renee Tolliver', 'Amir Latif']),
      coordSig: '',
    };
  };
  const fin = (f) => ({ ...f, coordSig: f.coordName.split(' ')[0][0] + '. ' + f.coordName.split(' ')[1] });
  const out = [];

  let p = k.person();
  let issue = addDays('2026-11-21', -rng.int(20, 150));
  let exp = addDays(addMonths(issue, 12), -1);
  let f = fin(make(p, { issue, exp }));
  out.push({
    key: 'active-ringed-full-dates',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `ACTIVE ringed; the requirement rows carry their own dates (BLS, licence) — the badge is valid through ${exp}; applicant ref. ${f.appRef} is not the badge ID`,
  });

  p = k.person();
  while (!p.nick) p = k.person();
  issue = addDays('2026-11-21', -rng.int(30, 200));
  const expMonth = addMonths(issue, 12);
  exp = endOfMonth(expMonth);
  f = fin(make(p, { issue, expText: fmt(expMonth, 'mm_yyyy'), nameShown: nameAs(p, 'last_nick') }));
  out.push({
    key: 'valid-thru-month-nickname',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: `valid through written as ${fmt(expMonth, 'mm_yyyy')} (ends ${exp}); the coordinator wrote "${f.nameShown}", a nickname`,
  });

  p = k.person();
  const pl = rng.pick(PLATFORMS);
  issue = addDays('2026-11-21', -rng.int(10, 120));
  exp = addMonths(issue, 12);
  f = fin(make(p, { issue, exp, pl, ds: 'dmy', nameShown: nameAs(p, 'LAST_FIRST_MI') }));
  out.push({
    key: 'accepted-issuer-day-first-dates',
    person: requestPerson(p),
    rules: { accepted_issuers: [pl.name, 'CareGrid Partners'] },
    html: render(f),
    issues: [],
    forbidden: ['unsupported issuer'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': exp,
    },
    note: `${pl.name} is in the client\u2019s accepted issuers; dates written D Mon YYYY`,
  });

  p = k.person();
  issue = addDays('2026-11-21', -rng.int(150, 300));
  exp = addMonths(issue, 12);
  const blsExp = endOfMonth(addDays('2026-11-21', -rng.int(20, 50)));
  f = fin(
    make(p, {
      issue,
      exp,
      status: 'INACTIVE',
      blsExp,
      blsBad: true,
      reason: `BLS lapsed ${fmt(blsExp, 'mm_yyyy')} — resubmit card`,
    }),
  );
  out.push({
    key: 'inactive-ringed-bls-lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    forbidden: ['document expired'],
    data: { 'badge.id': f.badgeId, 'badge.status': 'inactive', 'badge.expiration_date': exp },
    note: `INACTIVE ringed (BLS lapsed); the badge's own valid-through date ${exp} is still ahead`,
  });

  p = k.person();
  issue = addDays('2026-11-21', -rng.int(3, 40));
  exp = addMonths(issue, 12);
  f = fin(make(p, { issue, exp, badgeId: '' }));
  out.push({
    key: 'active-but-badge-id-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing badge id'],
    data: { 'badge.id': null, 'badge.status': 'active', 'badge.expiration_date': exp },
    note: `ACTIVE ringed and dated, but the Badge ID line is blank; applicant ref. ${f.appRef} is not a badge ID`,
  });

  p = k.person();
  issue = addDays('2026-11-21', -rng.int(5, 90));
  f = fin(make(p, { issue, expText: '' }));
  out.push({
    key: 'active-no-valid-through',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing expiration date'],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': issue,
      'badge.expiration_date': null,
    },
    note: 'the Valid through line is left blank; the requirement rows\u2019 expiry dates are not the badge\u2019s',
  });
  // checklists reach the facility mostly as phone photos, scans and faxes
  const renderings = ['fax', 'photo', 'scan_image', 'text_pdf', 'photo', 'scanned_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
