// A hospital clinical-education department's one-page "Supplemental Staff Skills Validation Record" for agency,
// travel and float staff, filled in by hand and photographed by the worker. Section A: name printed by hand,
// agency, discipline and units ringed, orientation date. Section B: a ten-row unit skills table, each row with a
// method ringed (D / V / S / T), the validator's initials and a date (some rows N/A). Section C: LIFE SUPPORT CARD
// VERIFICATION with two hand-filled rows: row 1 printed "BLS", row 2 the advanced course ticked among ACLS / PALS /
// NRP (or N/A written across); each row has the issuing organisation ringed among AHA / ARC / ASHI / NSC / Other with
// a write-in line, card no. / eCard code, issue date, "expires / renew by" (a month or a full date) and the
// educator's initials. Section D: staff attestation signature and date, educator signature, printed name and
// credentials, outcome ringed, next validation due; a staffing-office date stamp and a form revision footer.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r16_unit_skills_validation_sheet_card_lines',
  split: 'tuning',
  renderings: { text_pdf: 0, scanned_pdf: 15, photo: 55, scan_image: 15, fax: 15 },
  description:
    'Hospital clinical-education Supplemental Staff Skills Validation Record filled by hand and mostly photographed: staff block with discipline and units ringed, a ten-row skills table (method D / V / S / T ringed, initials, dates, N/A rows), then LIFE SUPPORT CARD VERIFICATION rows (BLS printed; ACLS / PALS / NRP ticked or N/A) with the issuer ringed among AHA / ARC / ASHI / NSC / Other + write-in, card no. or eCard code, issue date and expires / renew-by by hand, educator initials; attestation and educator signatures, outcome ringed, next-due date, staffing-office stamp; AHA BLS with a renew-by month, BLS plus ACLS, Red Cross with a full expiry date and a nickname, a renew-by month already past, card no. written as pending, an online-only provider written on the Other line',
};

const HOSPITALS = [
  {
    name: 'St. Columba Regional Medical Center',
    dept: 'Department of Clinical Education & Professional Development',
    city: 'Springfield, IL',
    color: '#1d4e89',
    shape: 'cross',
  },
  {
    name: 'Mercy Ridge Health — Lakeshore Campus',
    dept: 'Nursing Education & Practice Council',
    city: 'Madison, WI',
    color: '#7a1f3d',
    shape: 'shield',
  },
  {
    name: 'Briarwood University Hospital',
    dept: 'Center for Clinical Learning',
    city: 'Tulsa, OK',
    color: '#2f5d3a',
    shape: 'circle',
  },
];
const EDUCATORS = [
  ['Lorraine Whitcomb', 'MSN, RN, CCRN-K', 'LW'],
  ['Devin Achterberg', 'BSN, RN, CEN', 'DA'],
  ['Priya Ramaswamy', 'MSN, RN-BC', 'PR'],
  ['Colette Brandt', 'DNP, RN, NPD-BC', 'CB'],
];
const AGENCIES = [
  'Brightpath Nurse Staffing',
  'Cardinal Per Diem Partners',
  'Summit Travel Nursing',
  'Lakeside Clinical Staffing',
];
const SKILLS = [
  'Glucometer QC and patient testing',
  'Defibrillator / code cart daily check',
  'IV smart pump programming (guardrails)',
  'Blood product administration',
  'Restraint application and monitoring',
  'Isolation: PPE donning / doffing',
  'Fall-risk bundle and bed alarm',
  'Rapid response / code activation',
  'Medication scanning (BCMA) workflow',
  'Fetal heart monitoring strip review',
];
const ISSUERS = ['AHA', 'ARC', 'ASHI', 'NSC', 'Other'];
function ring(opt, chosen, ink) {
  return opt === chosen
    ? `<span style="display:inline-block;border:1.7px solid ${ink};border-radius:50%;padding:0 4px;margin:0 1px;transform:rotate(-4deg)">${esc(opt)}</span>`
    : `<span style="display:inline-block;padding:0 5px">${esc(opt)}</span>`;
}

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const E = (t, o = {}) => hand(t, { font: f.eHand, ink: f.eInk, size: '1.15em', ...o });
  const R = (o, c) => ring(o, c, f.eInk);
  const skills = f.skills
    .map((s, i) =>
      s.na
        ? `<tr><td class="n">${i + 1}</td><td>${esc(s.name)}</td><td class="m">D &nbsp;V &nbsp;S &nbsp;T</td><td colspan="2" class="na">${E('N/A — not on assigned unit', { size: '1em' })}</td></tr>`
        : `<tr><td class="n">${i + 1}</td><td>${esc(s.name)}</td><td class="m">${['D', 'V', 'S', 'T'].map((m) => R(m, s.m)).join('')}</td><td class="c">${E(f.edu[2], { size: '1.05em' })}</td><td class="c">${E(s.date, { size: '1.05em' })}</td></tr>`,
    )
    .join('');
  const cardRow = (c, label) => {
    if (!c)
      return `<tr><td class="crs">${label}</td><td colspan="5" class="na">${E('N/A', { size: '1.3em' })} <span style="display:inline-block;width:62%;border-bottom:1.5px solid ${f.eInk};transform:rotate(-1deg);vertical-align:middle"></span></td></tr>`;
    const iss = `${ISSUERS.map((x) => R(x, c.issuer)).join('')}<div class="wi">Other: ${c.other ? E(c.other, { size: '1.3em' }) : ''}</div>`;
    return `<tr><td class="crs">${label}</td><td class="iss">${iss}</td><td class="c">${E(c.id, { size: '1.1em' })}</td><td class="c">${E(c.issue)}</td><td class="c">${E(c.exp)}</td><td class="c">${E(f.edu[2], { size: '1.05em' })}</td></tr>`;
  };
  const adv = f.cards[1];
  const advLabel = `<div class="adv">${['ACLS', 'PALS', 'NRP']
    .map(
      (x) =>
        `<span style="white-space:nowrap"><span class="cbx">${adv && adv.course === x ? `<span class="mk" style="color:${f.eInk};font-family:${f.eHand}">✓</span>` : ''}</span>${x}</span>`,
    )
    .join('<br>')}</div>`;
  const body = `<div class="sheet">
  <div class="hd">${logo({ initials: 'H', color: f.hosp.color, shape: f.hosp.shape, size: 42 })}
   <div style="flex:1"><div class="hn" style="color:${f.hosp.color}">${esc(f.hosp.name)}</div><div class="hdp">${esc(f.hosp.dept)} · ${esc(f.hosp.city)}</div></div>
   <div class="tt">SUPPLEMENTAL STAFF<br>SKILLS VALIDATION RECORD<div>Agency · Travel · Float pool — complete before the first unsupervised shift</div></div></div>
  <div class="sec">A · STAFF MEMBER</div>
  <table class="a"><tr><td style="width:46%"><div class="l">Name (print)</div>${H(f.name)}</td><td style="width:30%"><div class="l">Agency / employer</div>${H(f.agency, { size: '1.05em' })}</td><td><div class="l">Orientation date</div>${H(f.orient)}</td></tr>
  <tr><td><div class="l">Discipline (circle)</div>${['RN', 'LPN', 'CNA', 'RT', 'PCT'].map((x) => ring(x, f.disc, f.ink)).join(' ')}</td><td colspan="2"><div class="l">Assigned unit(s) (circle)</div>${['ICU', 'PCU/Tele', 'Med-Surg', 'ED', 'L&amp;D', 'Peds'].map((x) => (f.units.includes(x) ? ring(x, x, f.ink) : `<span style="padding:0 5px">${x}</span>`)).join(' ')}</td></tr></table>
  <div class="sec">B · UNIT SKILLS VALIDATION <span class="sm">Method: D = demonstration · V = verbal review · S = simulation · T = written test</span></div>
  <table class="b"><tr><th style="width:4%">#</th><th>Competency</th><th style="width:19%">Method (circle)</th><th style="width:12%">Validator initials</th><th style="width:14%">Date</th></tr>${skills}</table>
  <div class="sec">C · LIFE SUPPORT CARD VERIFICATION <span class="sm">Sight the original card or eCard; a copy goes to the staffing office</span></div>
  <table class="cc"><tr><th style="width:11%">Course</th><th style="width:29%">Issuing organization (circle)</th><th style="width:20%">Card no. / eCard code</th><th style="width:13%">Issue date</th><th style="width:16%">Expires / renew by</th><th>Sighted (initials)</th></tr>
  ${cardRow(f.cards[0], '<b>BLS</b><div class="sm">required — all clinical staff</div>')}
  ${cardRow(adv, advLabel)}</table>
  ${f.remark ? `<div class="rm">Educator remarks: ${E(f.remark, { size: '1.05em' })}</div>` : '<div class="rm">Educator remarks: <span class="ln2"></span></div>'}
  <div class="sec">D · ATTESTATION AND SIGN-OFF</div>
  <div class="att">I have reviewed the unit orientation packet and the policies listed above and had the opportunity to ask questions.</div>
  <table class="d"><tr><td style="width:50%"><div class="l">Staff signature</div>${sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</td><td><div class="l">Date</div>${H(f.staffDate)}</td></tr>
  <tr><td><div class="l">Educator / validator signature</div>${sig(f.edu[0], { font: f.eSig, ink: f.eInk, size: '1.6em' })}</td><td><div class="l">Printed name, credentials · date</div>${E(`${f.edu[0]}, ${f.edu[1]}`, { size: '1em' })}<br>${E(f.eduDate, { size: '1em' })}</td></tr>
  <tr><td><div class="l">Outcome (circle)</div>${ring('COMPETENT', f.outcome, f.eInk)} &nbsp; ${ring('NOT YET — remediation plan attached', f.outcome, f.eInk)}</td><td><div class="l">Next validation due</div>${E(f.nextDue)}</td></tr></table>
  <div class="stp">${stamp(['STAFFING OFFICE', `REC'D ${fmt(f.stampIso, 'mil4')}`, 'SCANNED TO FILE'], { color: '#5b2a86', rot: f.stampRot })}</div>
  <div class="ft"><span>Form CE-207 · rev. 02/2026 · retain 3 years</span><span>White: Education · Yellow: Staffing office · Pink: Staff member</span></div>
  </div>`;
  const css = `
  .sheet { position:relative; min-height:10in; }
  .hd { display:flex; gap:10px; align-items:center; border-bottom:2px solid #222; padding-bottom:5px; }
  .hn { font-size:13.5pt; font-weight:bold; } .hdp { font-size:8pt; color:#333; }
  .tt { text-align:right; font-weight:bold; font-size:11pt; line-height:1.15; } .tt div { font-size:7pt; font-weight:normal; margin-top:2px; }
  .sec { font-weight:bold; font-size:9pt; margin:9px 0 3px; background:#e4e4e4; padding:2px 5px; border-left:4px solid ${f.hosp.color}; }
  .sm { font-size:7pt; font-weight:normal; color:#333; }
  .l { font-size:7pt; color:#333; }
  table.a, table.d { width:100%; } table.a td, table.d td { border:1px solid #555; padding:2px 5px; height:0.43in; vertical-align:top; font-size:9pt; }
  table.b { width:100%; font-size:8.6pt; } table.b th { border:1px solid #444; background:#f0f0f0; font-size:7.4pt; padding:2px; }
  table.b td { border:1px solid #666; padding:1px 4px; height:0.29in; } td.n { text-align:center; color:#444; } td.m { text-align:center; white-space:nowrap; font-weight:bold; }
  td.c { text-align:center; } td.na { color:#555; padding-left:8px; }
  table.cc { width:100%; font-size:8.6pt; } table.cc th { border:1px solid #444; background:#f0f0f0; font-size:7.4pt; padding:2px; }
  table.cc td { border:1px solid #555; padding:3px 4px; height:0.62in; vertical-align:middle; } td.crs { font-size:9pt; }
  td.iss { font-size:8.2pt; font-weight:bold; } .wi { font-weight:normal; font-size:7.6pt; margin-top:2px; white-space:nowrap; }
  .adv { font-size:8.4pt; line-height:1.35; }
  .rm { font-size:8.4pt; margin-top:5px; } .ln2 { display:inline-block; width:75%; border-bottom:1px solid #666; }
  .att { font-size:8pt; margin:2px 0 3px; }
  .stp { position:absolute; right:0.15in; bottom:0.55in; }
  .ft { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7pt; border-top:1px solid #888; padding-top:2px; }`;
  return page({ title: 'Skills validation record', body, css, font: f.font, margin: '0.4in 0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const eCard = () => `${rng.digits(3)}${rng.letters(1)}${rng.digits(4)}${rng.letters(1)}${rng.digits(3)}`;
  const mk = (p, o) => {
    const orient = o.orient;
    const ds = o.ds || rng.pick(['us_short', 'us_nz']);
    const w = (x) => fmt(x, ds);
    const edu = rng.pick(EDUCATORS);
    const naIdx = new Set(rng.shuffle([3, 4, 9]).slice(0, rng.int(1, 2)).concat([9]));
    const skills = SKILLS.map((name, i) => ({
      name,
      na: naIdx.has(i),
      m: rng.pick(['D', 'D', 'D', 'V', 'S', 'T']),
      date: w(addDays(orient, rng.int(0, 2))),
    }));
    const eduDate = addDays(orient, rng.int(1, 3));
    return {
      hosp: rng.pick(HOSPITALS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      eHand: rng.pick(HANDS),
      eInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91', '#1c4f2a']),
      sigFont: rng.pick(SIGS),
      eSig: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'first_mi_last', 'last_first'])),
      sigText: nameAs(p, o.sigStyle || 'first_last'),
      agency: rng.pick(AGENCIES),
      disc: o.disc || rng.pick(['RN', 'RN', 'LPN']),
      units: o.units || [rng.pick(['ICU', 'PCU/Tele', 'Med-Surg', 'ED'])],
      orient: w(orient),
      skills,
      edu,
      staffDate: w(addDays(orient, rng.int(0, 1))),
      eduDate: w(eduDate),
      nextDue: fmt(addYears(orient, 1), rng.pick(['mm_yyyy', ds])),
      outcome: 'COMPETENT',
      stampIso: addDays(eduDate, rng.int(1, 6)),
      stampRot: rng.float(-8, 6).toFixed(1),
      remark: o.remark || '',
      w,
    };
  };
  const card = (f, o) => ({
    course: o.course,
    issuer: o.issuer,
    other: o.other || '',
    id: o.id === undefined ? eCard() : o.id,
    issue: f.w(o.issue),
    exp: o.expText,
  });
  const renewMonth = (issue) => {
    const [y, m] = issue.split('-').map(Number);
    return `${String(m).padStart(2, '0')}/${y + 2}`;
  };
  const monthEnd = (mmYYYY) => endOfMonth(`${mmYYYY.slice(3)}-${mmYYYY.slice(0, 2)}-01`);
  const out = [];

  // 1 — AHA BLS with a renew-by month; advanced row N/A
  let p = k.person();
  let orient = addDays('2026-08-03', rng.int(0, 90));
  let f = mk(p, { orient, units: ['Med-Surg'] });
  let issue = addDays('2025-03-02', rng.int(0, 420));
  let c0 = card(f, { course: 'BLS', issuer: 'AHA', issue, expText: renewMonth(issue) });
  f.cards = [c0, null];
  out.push({
    key: 'aha-bls-renew-month-advanced-na',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': c0.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': monthEnd(c0.exp),
      ...personData('match', null),
    },
    note: `BLS row: AHA ringed, eCard code ${c0.id}, issued ${issue}, renew by ${c0.exp} (end of that month); orientation, skill, signature, next-due and stamp dates are not card dates; the advanced row is N/A`,
    rendering: 'photo',
  });

  // 2 — AHA BLS and AHA ACLS (two course types)
  p = k.person();
  orient = addDays('2026-07-20', rng.int(0, 100));
  f = mk(p, { orient, units: ['ICU', 'PCU/Tele'] });
  issue = addDays('2025-01-12', rng.int(0, 450));
  const issue2 = addDays('2024-12-01', rng.int(0, 500));
  c0 = card(f, { course: 'BLS', issuer: 'AHA', issue, expText: renewMonth(issue) });
  let c1 = card(f, { course: 'ACLS', issuer: 'AHA', issue: issue2, expText: renewMonth(issue2) });
  f.cards = [c0, c1];
  out.push({
    key: 'aha-bls-and-acls-rows',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.expiration_date': monthEnd(c0.exp),
      'certifications.1.type': 'acls',
      'certifications.1.expiration_date': monthEnd(c1.exp),
      ...personData('match', null),
    },
    note: `BLS (renew by ${c0.exp}) and ACLS ticked in the second row (renew by ${c1.exp}), both AHA: two course types, not two cards of one type`,
    rendering: 'photo',
  });

  // 3 — Red Cross BLS with a full expiry date; name printed with a nickname
  p = k.person();
  while (!p.nick) p = k.person();
  orient = addDays('2026-06-15', rng.int(0, 120));
  f = mk(p, { orient, nameStyle: 'nick_last', sigStyle: 'nick_last', ds: 'us_nz' });
  issue = addDays('2025-02-09', rng.int(0, 400));
  let exp = addDays(addYears(issue, 2), -1);
  c0 = card(f, {
    course: 'BLS',
    issuer: 'ARC',
    issue,
    expText: fmt(exp, 'us_nz'),
    id: `${rng.alnum(3)}${rng.digits(4)}`,
  });
  f.cards = [c0, null];
  out.push({
    key: 'red-cross-bls-full-expiry-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': c0.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': exp,
      ...personData('match', null),
    },
    note: `name printed and signed as "${nameAs(p, 'nick_last')}" (nickname of ${p.first}); ARC ringed, certificate ${c0.id}, expires ${exp} written in full`,
    rendering: rng.pick(['fax', 'scan_image']),
  });

  // 4 — AHA BLS whose renew-by month has passed (valid at orientation)
  p = k.person();
  issue = addDays('2024-08-01', rng.int(0, 75));
  orient = addDays('2026-05-11', rng.int(0, 60));
  f = mk(p, { orient });
  c0 = card(f, { course: 'BLS', issuer: 'AHA', issue, expText: renewMonth(issue) });
  f.cards = [c0, null];
  out.push({
    key: 'aha-bls-renew-month-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': monthEnd(c0.exp),
    },
    note: `renew by ${c0.exp} ends ${monthEnd(c0.exp)}, before 2026-11-21; the card was current at the ${fmt(orient, 'iso')} orientation, and the next-validation-due date is in 2027`,
    rendering: 'photo',
  });

  // 5 — card number written as pending
  p = k.person();
  orient = addDays('2026-09-08', rng.int(0, 60));
  f = mk(p, { orient });
  issue = addDays(orient, -rng.int(6, 30));
  c0 = card(f, {
    course: 'BLS',
    issuer: 'AHA',
    issue,
    expText: renewMonth(issue),
    id: 'pending — to follow',
  });
  f.cards = [c0, null];
  f.remark = 'class completed; eCard not yet claimed';
  out.push({
    key: 'aha-bls-card-number-pending',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': null,
      'certifications.0.expiration_date': monthEnd(c0.exp),
    },
    note: `issuer, issue date ${issue} and renew-by ${c0.exp} are written, but the card no. / eCard code cell says "pending — to follow"`,
    rendering: rng.pick(['photo', 'scanned_pdf']),
  });

  // 6 — online-only provider written on the Other line
  p = k.person();
  orient = addDays('2026-07-06', rng.int(0, 100));
  f = mk(p, { orient });
  issue = addDays('2026-01-05', rng.int(0, 200));
  exp = addDays(addYears(issue, 2), 0);
  const other = rng.pick(['QuickCert CPR (online)', 'CPR Express Online', 'NurseReady Online BLS']);
  c0 = card(f, {
    course: 'BLS',
    issuer: 'Other',
    other,
    issue,
    expText: fmt(exp, 'us_short'),
    id: `${rng.letters(3)}-${rng.digits(6)}`,
  });
  f.cards = [c0, null];
  f.remark = 'online-only card — staffing office to review';
  out.push({
    key: 'online-only-provider-other-line',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported issuer'],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'other',
      'certifications.0.id': c0.id,
      'certifications.0.expiration_date': exp,
    },
    note: `"Other" ringed with "${other}" written on its line: not one of the issuers DOMAIN.md names (accepted_issuers default excludes other)`,
    rendering: 'photo',
  });
  return out;
}
