// A hospital credentialing system's "Individual Credential Expiration Report" for one nurse, printed by the unit's
// manager or the credentialing office and handed to the worker (or sent to the worker's agency), who uploads it as
// proof of the life-support card. Landscape, system-generated: hospital header, report code, run date / time and
// user, the parameter line, an employee block (Last, First MI, employee or contractor no., job title, unit, manager,
// hire date, sometimes the birth date and the agency), then one table grouped by category — LICENSURE,
// RESUSCITATION / LIFE SUPPORT, OCCUPATIONAL HEALTH, sometimes SPECIALTY — with columns credential, issuing body,
// number, issued, expires (a full date, or month / year in one hospital's configuration), days left from the run
// date, status (CURRENT / DUE ≤60 / EXPIRED / PENDING) and verification (source, user, date). The manager marks it by
// hand: a highlighter across a row, margin notes in pen ("card copy rec'd ✓", "need eCard code", "off schedule until
// renewed"), a "reviewed with employee" line with initials and date. Only the life-support rows are certifications;
// the licence, TB, flu, fit-test and NIHSS rows are other credentials with their own dates and numbers.
import {
  addDays,
  addYears,
  daysBetween,
  endOfMonth,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r22_hospital_credential_expiry_report_one_nurse',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 25, fax: 15, scan_image: 5, text_pdf: 15 },
  description:
    'Hospital credentialing system\u2019s landscape "Individual Credential Expiration Report" for one nurse, printed and marked by the manager: report code, run date / time and user, parameter line, employee block (LAST, First MI, employee or contractor no., job title, unit, manager, hire date, sometimes DOB and agency), one table grouped by category (LICENSURE, RESUSCITATION / LIFE SUPPORT, OCCUPATIONAL HEALTH, SPECIALTY) with credential, issuing body, number, issued, expires (full date or month / year), days left from the run date, status CURRENT / DUE \u226460 / EXPIRED / PENDING and verification source, user and date; highlighter over a row, margin notes in pen, a reviewed-with-employee line; variants AHA BLS due within 60 days beside a current ACLS, Red Cross BLS and AHA PALS with month / year expiries, National Safety Council CPR/AED and First Aid for a patient care tech, an expired BLS for an LPN, two current BLS cards from AHA and Red Cross, a BLS row entered from self-report with no card number',
};

const HOSPITALS = [
  {
    name: 'St. Anselm Regional Medical Center',
    dept: 'Nursing Administration \u2014 Credentialing Office',
    addr: '3100 Meridian Ave \u00b7 Dayton, OH 45459',
    sys: 'CredTrack Enterprise 9.2.4',
    code: 'CR-114',
    title: 'INDIVIDUAL CREDENTIAL EXPIRATION REPORT',
    color: '#1d3f6e',
    shape: 'cross',
    state: 'Ohio',
    st: 'OH',
    showDob: true,
    idCap: 'Employee #',
    monthOnly: false,
    ds: 'us',
  },
  {
    name: "Pinecrest Children's & Women's Hospital",
    dept: 'Clinical Education & Workforce Compliance',
    addr: '88 Tamarack Dr \u00b7 Boise, ID 83702',
    sys: 'MedCred 7 (build 7.14)',
    code: 'WFC-RPT-031',
    title: 'Credential Expiry Report \u2014 Single Employee',
    color: '#6a2c70',
    shape: 'leaf',
    state: 'Idaho',
    st: 'ID',
    showDob: false,
    idCap: 'Person ID',
    monthOnly: true,
    ds: 'us',
  },
  {
    name: 'Bluewater Valley Health \u2014 Lakeview Campus',
    dept: 'Department of Clinical Workforce Compliance',
    addr: '1207 Harmon Blvd \u00b7 Lansing, MI 48906',
    sys: 'WorkforceGate v23.2',
    code: 'WG-CRED-EXP',
    title: 'EMPLOYEE CREDENTIAL STATUS \u2014 DETAIL',
    color: '#0f5a5a',
    shape: 'square',
    state: 'Michigan',
    st: 'MI',
    showDob: true,
    idCap: 'Worker no.',
    monthOnly: false,
    ds: 'mil4',
  },
];
const MANAGERS = ['Pruitt, Dana RN MSN', 'Okonkwo, Grace RN', 'Haldane, Marcus BSN', 'Ferris, Lila RN'];
const USERS = ['jmorales', 'dpruitt', 'credoffice2', 'lferris', 'mhaldane'];
const AGENCIES = [
  'Cobaltline Travel Nursing',
  'Harborstone Clinical Staffing',
  'Prairie Lamp Nurse Registry',
];
const PENS = HANDS.filter((x) => x !== 'Breip');

function render(f) {
  const H = f.hosp;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.1em', ...o });
  const stCls = { CURRENT: 'ok', 'DUE \u226460': 'due', EXPIRED: 'ex', PENDING: 'pd' };
  const groups = [];
  for (const g of f.groups) {
    groups.push(`<tr class="gh"><td colspan="9">${esc(g.title)}</td><td class="mg"></td></tr>`);
    for (const r of g.rows) {
      groups.push(
        `<tr class="${r.hl ? 'hl' : ''}"><td>${esc(r.cred)}</td><td>${esc(r.body)}</td><td class="nw">${esc(r.no || '')}</td><td class="nw">${esc(r.issued || '')}</td><td class="nw">${esc(r.expires || '')}</td><td class="r">${esc(r.days ?? '')}</td><td><span class="s ${stCls[r.status] || ''}">${esc(r.status)}</span></td><td class="sm">${esc(r.ver || '')}</td><td class="sm">${esc(r.by || '')}</td><td class="mg">${r.note ? pen(r.note, { size: '1.15em', rot: r.noteRot || -2 }) : ''}</td></tr>`,
      );
    }
  }
  const emp = f.emp;
  const cells = [
    ['Employee', emp.name],
    [H.idCap, emp.id],
    ['Job title', emp.job],
    ['Dept / unit', emp.unit],
    ['Manager', emp.manager],
    ['Hire / start date', emp.hire],
    ...(H.showDob ? [['Birth date', emp.dob]] : []),
    ['Worker type', emp.workerType],
  ];
  const body = `<div class="sheet">
   <div class="hd">${logo({ initials: H.name.slice(0, 2).toUpperCase(), color: H.color, shape: H.shape, size: 40 })}
    <div class="hn"><div class="on">${esc(H.name)}</div><div class="od">${esc(H.dept)}</div><div class="oa">${esc(H.addr)}</div></div>
    <div class="rm"><div>Report ${esc(H.code)}</div><div>Run: ${esc(f.runText)}</div><div>User: ${esc(f.user)}</div><div>Page 1 of 1</div></div></div>
   <div class="ti">${esc(H.title)}</div>
   <div class="par">Parameters: ${esc(H.idCap)} = ${esc(emp.id)} \u00b7 Categories = ALL \u00b7 Include expired = Y \u00b7 Window = all \u00b7 Sort = category, expiration</div>
   <table class="emp"><tr>${cells
     .slice(0, 4)
     .map(([k, v]) => `<td><div class="k">${esc(k)}</div><div class="v">${esc(v)}</div></td>`)
     .join('')}</tr><tr>${cells
     .slice(4)
     .map(([k, v]) => `<td><div class="k">${esc(k)}</div><div class="v">${esc(v)}</div></td>`)
     .join('')}${cells.length === 7 ? '<td></td>' : ''}</tr></table>
   <table class="t">
    <tr><th style="width:17%">Credential</th><th style="width:17%">Issuing body</th><th style="width:11%">Number</th><th style="width:8.5%">Issued</th><th style="width:8.5%">${H.monthOnly ? 'Exp. (mo/yr)' : 'Expires'}</th><th style="width:5%">Days left</th><th style="width:7%">Status</th><th style="width:10%">Verified (source)</th><th style="width:6%">By</th><th class="mg"></th></tr>
    ${groups.join('')}
   </table>
   <div class="lg">Status: CURRENT = more than 60 days left \u00b7 DUE \u226460 = expires within 60 days of the run date \u00b7 EXPIRED = past the expiration date (employee may not be scheduled) \u00b7 PENDING = entered from employee report, source document not yet verified. Days left are counted from the run date.${H.monthOnly ? ' Month / year expirations run to the last day of the month.' : ''}</div>
   <div class="nt"><div class="nth">SYSTEM NOTICES</div>${f.notices.map((x) => `<div>${esc(x)}</div>`).join('')}</div>
   <div class="rv">Reviewed with employee: <span class="bl">${pen(f.reviewText, { size: '1.2em' })}</span> &nbsp; Mgr initials <span class="bl">${pen(f.mgrInit, { size: '1.25em' })}</span>
    &nbsp;&nbsp; Employee signature <span class="bl w">${f.empSig ? sig(f.empSig, { font: f.sigFont, ink: f.ink2, size: '1.7em' }) : ''}</span></div>
   <div class="ft"><span>CONFIDENTIAL \u2014 contains employee information. Do not post.</span><span>${esc(H.sys)} \u00b7 printed ${esc(f.runText)}</span></div>
  </div>`;
  const big = f.big;
  const css = `
  .sheet { width:11in; height:8.5in; padding:0.4in 0.45in; position:relative; background:${f.paper}; }
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${H.color}; padding-bottom:5px; }
  .hn { flex:1; } .on { font-size:14pt; font-weight:bold; color:${H.color}; } .od { font-size:9.5pt; } .oa { font-size:8pt; color:#444; }
  .rm { font-size:8.5pt; text-align:right; font-family:${FONTS.mono}; line-height:1.3; }
  .ti { font-size:13.5pt; font-weight:bold; margin:8px 0 2px; letter-spacing:.4px; }
  .par { font-size:8pt; color:#444; font-family:${FONTS.mono}; margin-bottom:6px; }
  .emp { width:100%; margin-bottom:8px; } .emp td { border:0.8px solid #999; padding:2px 6px; width:25%; vertical-align:top; }
  .k { font-size:7.2pt; color:#555; text-transform:uppercase; } .v { font-size:${big ? '11pt' : '10pt'}; font-weight:bold; }
  .t { width:100%; font-size:${big ? '9.6pt' : '8.8pt'}; }
  .t th { background:#e6e9ee; border:0.8px solid #777; padding:3px 4px; text-align:left; font-size:${big ? '8.6pt' : '7.8pt'}; }
  .t th.mg, .t td.mg { border:none; background:none; width:1.55in; padding-left:8px; }
  .t td { border:0.8px solid #999; padding:${big ? '5px' : '4px'} 4px; vertical-align:middle; }
  .t tr.gh td { background:${H.color}; color:#fff; font-weight:bold; font-size:8.6pt; letter-spacing:.5px; padding:2px 5px; }
  .t tr.gh td.mg { background:none; }
  .t tr.hl td:not(.mg) { background:rgba(255,236,60,0.55); }
  .nw { white-space:nowrap; } .r { text-align:right; } .sm { font-size:0.88em; }
  .s { font-weight:bold; font-size:0.92em; } .s.ex { color:#b00000; } .s.due { color:#a05a00; } .s.pd { color:#555; font-style:italic; } .s.ok { color:#1d5e20; }
  .lg { font-size:7.6pt; color:#444; margin-top:6px; line-height:1.35; }
  .nt { margin-top:10px; border:0.8px solid #999; padding:4px 8px; width:6.2in; font-size:8.2pt; font-family:${FONTS.mono}; line-height:1.4; }
  .nth { font-family:${f.font}; font-weight:bold; font-size:8pt; color:${H.color}; }
  .rv { margin-top:16px; font-size:9.5pt; white-space:nowrap; }
  .bl { display:inline-block; border-bottom:0.8px solid #333; min-width:0.8in; min-height:1.5em; vertical-align:bottom; padding:0 4px; }
  .bl.w { min-width:2.6in; }
  .ft { position:absolute; left:0.45in; right:0.45in; bottom:0.3in; display:flex; justify-content:space-between; font-size:7.4pt; color:#666; border-top:0.8px solid #aaa; padding-top:3px; }`;
  return page({ title: H.title, size: '11in 8.5in', margin: '0', font: f.font, body, css });
}

export function cases(k) {
  const { rng } = k;
  const hosps = rng.shuffle(HOSPITALS);
  let n = 0;
  const dfmt = (H, iso) => fmt(iso, H.ds);
  const efmt = (H, iso) => (H.monthOnly ? fmt(iso, 'mm_yyyy') : fmt(iso, H.ds));
  const mk = (p, o = {}) => {
    const hosp = o.hosp || hosps[n++ % hosps.length];
    const run = addDays('2026-11-02', rng.int(0, 14));
    const hh = String(rng.int(6, 17)).padStart(2, '0');
    const mm = String(rng.int(0, 59)).padStart(2, '0');
    const hire = addDays('2018-03-05', rng.int(0, 2400));
    const manager = rng.pick(MANAGERS);
    const agency = o.agency ?? (rng.chance(0.5) ? rng.pick(AGENCIES) : null);
    return {
      hosp,
      run,
      runText: `${fmt(run, 'us')} ${hh}:${mm}`,
      user: rng.pick(USERS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.open]),
      paper: rng.pick(['#ffffff', '#fdfdfa', '#fbfbf7']),
      pen: rng.pick(PENS),
      ink: rng.pick(INKS),
      big: false,
      emp: {
        name: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi'])),
        id: agency ? `C${rng.digits(6)}` : rng.digits(6),
        job: o.job || 'Registered Nurse II',
        unit:
          o.unit || rng.pick(['5 North Med-Surg', 'CVICU', 'Emergency Dept', 'Float Pool', 'Telemetry 3A']),
        manager,
        hire: dfmt(hosp, hire),
        dob: dfmt(hosp, p.dob),
        workerType: agency ? `Agency \u2014 ${agency}` : 'Employee \u2014 full time',
      },
      mgrInit: manager
        .split(', ')
        .reverse()
        .map((x) => x[0])
        .join(''),
      reviewText: fmt(addDays(run, rng.int(1, 4)), 'us_short'),
      notices: [
        `${fmt(addDays(run, -rng.int(1, 6)), 'us')}  Reminder e-mail sent to employee: items due within 60 days`,
        `${fmt(addDays(run, -rng.int(20, 45)), 'us')}  Annual competency packet assigned (due ${fmt(addDays(run, rng.int(30, 60)), 'us')})`,
        `${fmt(addDays(run, -rng.int(60, 120)), 'us')}  Record audited by ${rng.pick(['Compliance', 'Credentialing', 'HR'])} — no exceptions`,
      ],
      empSig: rng.chance(0.6) ? nameAs(p, 'first_last') : '',
      sigFont: rng.pick(SIGS),
      ink2: rng.pick(INKS),
      ...o,
    };
  };
  // a credential row; status and days from the run date
  const row = (f, cred, body, no, issueIso, expIso, o = {}) => {
    const H = f.hosp;
    const days = expIso ? daysBetween(f.run, expIso) : null;
    const status =
      o.status ||
      (days === null ? 'CURRENT' : days < 0 ? 'EXPIRED' : days <= 60 ? 'DUE \u226460' : 'CURRENT');
    return {
      cred,
      body,
      no,
      issued: issueIso ? dfmt(H, issueIso) : '',
      expires: expIso ? efmt(H, expIso) : '',
      days: days === null ? '' : String(days),
      status,
      ver:
        o.ver ??
        `${rng.pick(['Card copy', 'eCard verify', 'TC lookup'])} ${fmt(addDays(issueIso || f.run, rng.int(3, 25)), 'us_short')}`,
      by: o.by ?? rng.pick(['KLB', 'JM', 'ADS', 'RW']),
      ...o,
    };
  };
  // the non-life-support groups
  const others = (f, { license = 'RN', specialty = false } = {}) => {
    const H = f.hosp;
    const licIss = addDays('2019-06-01', rng.int(0, 1500));
    const licExp = `${rng.pick([2027, 2028])}-${H.st === 'MI' ? '03-31' : H.st === 'OH' ? '10-31' : '09-30'}`;
    const lic =
      license === 'CNA'
        ? row(
            f,
            'Nurse Aide Registry \u2014 CNA',
            `${H.state} Nurse Aide Registry`,
            `NA${rng.digits(7)}`,
            licIss,
            licExp,
            { ver: `Registry lookup ${fmt(addDays(f.run, -rng.int(20, 90)), 'us_short')}` },
          )
        : row(
            f,
            license === 'LPN' ? 'Licensed Practical Nurse' : 'Registered Nurse License',
            `${H.state} Board of Nursing`,
            `${license === 'LPN' ? 'PN' : 'RN'}${rng.digits(7)}`,
            licIss,
            licExp,
            { ver: `Nursys ${fmt(addDays(f.run, -rng.int(20, 90)), 'us_short')}` },
          );
    const tb = addDays(f.run, -rng.int(60, 300));
    const flu = addDays('2026-09-20', rng.int(0, 40));
    const fit = addDays(f.run, -rng.int(90, 340));
    const groups = [
      { title: 'LICENSURE / REGISTRY', rows: [lic] },
      {
        title: 'OCCUPATIONAL HEALTH',
        rows: [
          row(f, 'TB screening (annual)', 'Employee Health', '\u2014', tb, addYears(tb, 1), {
            ver: 'EH record',
          }),
          row(f, 'Influenza vaccine 2026-27', 'Employee Health', '\u2014', flu, '2027-06-30', {
            ver: 'EH record',
          }),
          row(f, 'N95 fit test (3M 1870+)', 'Employee Health', '\u2014', fit, addYears(fit, 1), {
            ver: 'EH record',
          }),
        ],
      },
    ];
    if (specialty) {
      const nih = addDays(f.run, -rng.int(100, 600));
      groups.push({
        title: 'SPECIALTY / UNIT COMPETENCY',
        rows: [
          row(
            f,
            'NIH Stroke Scale (NIHSS)',
            'APSS / NIHSS online',
            `NIH-${rng.digits(6)}`,
            nih,
            addYears(nih, 2),
            { ver: 'Cert copy' },
          ),
        ],
      });
    }
    return groups;
  };
  const ecard = () => `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
  const arcId = () => `0${rng.alnum(6)}`;
  const ahaBody = () =>
    rng.pick(['American Heart Association', 'AHA \u2014 Miami Valley TC', 'Amer. Heart Assn (AHA)']);
  const plain = hosps.filter((h) => !h.monthOnly);
  const out = [];

  // 1 — AHA BLS due within 60 days (still valid on 2026-11-21) and a current ACLS; photo
  {
    const p = k.person();
    const f = mk(p, { hosp: plain[0] });
    const blsIss = addDays('2024-12-02', rng.int(0, 25));
    const blsExp = twoYearsEndOfMonth(blsIss);
    const aclsIss = addDays('2025-04-07', rng.int(0, 200));
    const aclsExp = twoYearsEndOfMonth(aclsIss);
    const b = { id: ecard() };
    const a = { id: ecard() };
    const [lic, occ, spec] = others(f, { specialty: true });
    f.groups = [
      lic,
      {
        title: 'RESUSCITATION / LIFE SUPPORT',
        rows: [
          row(f, 'BLS Provider', ahaBody(), b.id, blsIss, blsExp, {
            hl: true,
            note: 'renewal class booked 12/9 \u2713',
          }),
          row(f, 'ACLS Provider', ahaBody(), a.id, aclsIss, aclsExp),
        ],
      },
      occ,
      spec,
    ];
    out.push({
      key: 'aha-bls-due-soon-acls-current',
      person: requestPerson(p, { withDob: f.hosp.showDob }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': b.id,
        'certifications.0.issue_date': blsIss,
        'certifications.0.expiration_date': blsExp,
        'certifications.1.type': 'acls',
        'certifications.1.issuer': 'american_heart_association',
        'certifications.1.id': a.id,
        'certifications.1.issue_date': aclsIss,
        'certifications.1.expiration_date': aclsExp,
        ...personData('match', f.hosp.showDob ? 'match' : null),
      },
      note: `life-support group: AHA BLS ${blsIss} → ${blsExp} (status "DUE ≤60" from the run date ${f.run}, but still valid on 2026-11-21) and AHA ACLS ${aclsIss} → ${aclsExp}; the licence, TB, flu, fit-test and NIHSS rows are not life-support certifications (NIHSS is a stroke-scale certificate, not a DOMAIN type, so it is left out of certifications[]); two different course types are not too many certifications`,
    });
  }

  // 2 — Red Cross BLS and AHA PALS, expirations printed as month / year (scanned PDF)
  {
    const p = k.person();
    const f = mk(p, { hosp: HOSPITALS[1], job: 'RN \u2014 Pediatrics', unit: 'PICU' });
    const blsIss = addDays('2025-05-05', rng.int(0, 240));
    const blsExp = endOfMonth(addYears(blsIss, 2));
    const palsIss = addDays('2025-02-03', rng.int(0, 300));
    const palsExp = twoYearsEndOfMonth(palsIss);
    const b = { id: arcId() };
    const a = { id: ecard() };
    const [lic, occ] = others(f);
    const ls = [
      {
        r: row(f, 'BLS (Basic Life Support)', 'American Red Cross', b.id, blsIss, blsExp),
        t: 'bls',
        iss: 'american_red_cross',
        id: b.id,
        i: blsIss,
        e: blsExp,
      },
      {
        r: row(f, 'PALS Provider', 'American Heart Association', a.id, palsIss, palsExp),
        t: 'pals',
        iss: 'american_heart_association',
        id: a.id,
        i: palsIss,
        e: palsExp,
      },
    ].sort((x, y) => (x.e < y.e ? -1 : 1));
    ls[0].r.note = "card copy rec'd \u2713";
    f.groups = [lic, { title: 'RESUSCITATION / LIFE SUPPORT', rows: ls.map((x) => x.r) }, occ];
    const data = {};
    ls.forEach((x, i) => {
      data[`certifications.${i}.type`] = x.t;
      data[`certifications.${i}.issuer`] = x.iss;
      data[`certifications.${i}.id`] = x.id;
      data[`certifications.${i}.issue_date`] = x.i;
      data[`certifications.${i}.expiration_date`] = x.e;
    });
    out.push({
      key: 'red-cross-bls-aha-pals-month-year-expiry',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'too many certifications', 'missing expiration date'],
      data: { ...data, ...personData('match', null) },
      note: `this hospital prints expirations as month / year ("Exp. (mo/yr)", legend: runs to the last day of the month): Red Cross BLS issued ${blsIss}, exp ${fmt(blsExp, 'mm_yyyy')} → ${blsExp}; AHA PALS issued ${palsIss}, exp ${fmt(palsExp, 'mm_yyyy')} → ${palsExp}; rows sorted by expiration`,
    });
  }

  // 3 — patient care tech with National Safety Council CPR/AED and First Aid (fax)
  {
    const p = k.person();
    const f = mk(p, { hosp: plain[1], job: 'Patient Care Technician', unit: 'Med-Surg 4 East', big: true });
    const iss = addDays('2025-03-03', rng.int(0, 400));
    const exp = addYears(iss, 2);
    const c = { id: `${rng.digits(8)}` };
    const fa = { id: `${rng.digits(8)}` };
    const [lic, occ] = others(f, { license: 'CNA' });
    f.groups = [
      lic,
      {
        title: 'RESUSCITATION / LIFE SUPPORT',
        rows: [
          row(f, 'CPR & AED (Adult/Child/Infant)', 'National Safety Council', c.id, iss, exp),
          row(f, 'First Aid', 'National Safety Council', fa.id, iss, exp),
        ],
      },
      occ,
    ];
    out.push({
      key: 'nsc-cpr-aed-and-first-aid-pct',
      person: requestPerson(p, { withDob: f.hosp.showDob }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'too many certifications', 'unsupported type', 'unsupported issuer'],
      data: {
        'certifications.0.type': 'cpr',
        'certifications.0.issuer': 'national_safety_council',
        'certifications.0.id': c.id,
        'certifications.0.issue_date': iss,
        'certifications.0.expiration_date': exp,
        'certifications.1.type': 'first_aid',
        'certifications.1.issuer': 'national_safety_council',
        'certifications.1.id': fa.id,
        'certifications.1.issue_date': iss,
        'certifications.1.expiration_date': exp,
        ...personData('match', f.hosp.showDob ? 'match' : null),
      },
      note: `a patient care technician (CNA registry row is not a certification here): NSC CPR & AED ${c.id} and NSC First Aid ${fa.id}, both ${iss} → ${exp}; cpr and first_aid are two different accepted types`,
    });
  }

  // 4 — LPN whose only life-support card, an AHA BLS, expired before the run date (photo)
  {
    const p = k.person();
    const f = mk(p, { hosp: plain[0], job: 'Licensed Practical Nurse', unit: 'Skilled Nursing 2' });
    const iss = addDays('2024-06-03', rng.int(0, 80));
    const exp = twoYearsEndOfMonth(iss);
    const id = ecard();
    const [lic, occ] = others(f, { license: 'LPN' });
    f.groups = [
      lic,
      {
        title: 'RESUSCITATION / LIFE SUPPORT',
        rows: [
          row(f, 'BLS Provider', ahaBody(), id, iss, exp, {
            hl: true,
            note: 'EXPIRED \u2014 off schedule until renewed!',
            noteRot: -4,
          }),
        ],
      },
      occ,
    ];
    out.push({
      key: 'lpn-aha-bls-expired',
      person: requestPerson(p, { withDob: f.hosp.showDob }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': iss,
        'certifications.0.expiration_date': exp,
        ...personData('match', f.hosp.showDob ? 'match' : null),
      },
      note: `the only life-support row: AHA BLS ${iss}, expires ${exp} (status EXPIRED, negative days left) — before 2026-11-21; the current licence, TB and flu rows do not make the card valid`,
    });
  }

  // 5 — two current BLS cards, AHA and Red Cross, with different dates (scanned PDF)
  {
    const p = k.person();
    const f = mk(p);
    const H = f.hosp;
    const ahaIss = addDays('2025-02-03', rng.int(0, 150));
    const ahaExp = twoYearsEndOfMonth(ahaIss);
    const arcIss = addDays('2026-03-02', rng.int(0, 150));
    const arcExp = H.monthOnly ? endOfMonth(addYears(arcIss, 2)) : addYears(arcIss, 2);
    const a = { id: ecard() };
    const b = { id: arcId() };
    const [lic, occ] = others(f);
    f.groups = [
      lic,
      {
        title: 'RESUSCITATION / LIFE SUPPORT',
        rows: [
          row(f, 'BLS Provider', ahaBody(), a.id, ahaIss, ahaExp),
          row(f, 'BLS (Basic Life Support)', 'American Red Cross', b.id, arcIss, arcExp, {
            note: 'which one is primary?',
          }),
        ],
      },
      occ,
    ];
    out.push({
      key: 'two-current-bls-aha-and-red-cross',
      person: requestPerson(p, { withDob: H.showDob }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['too many certifications'],
      forbidden: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': a.id,
        'certifications.0.issue_date': ahaIss,
        'certifications.0.expiration_date': ahaExp,
        'certifications.1.type': 'bls',
        'certifications.1.issuer': 'american_red_cross',
        'certifications.1.id': b.id,
        'certifications.1.issue_date': arcIss,
        'certifications.1.expiration_date': arcExp,
        ...personData('match', H.showDob ? 'match' : null),
      },
      note: `two BLS rows, both current, with different dates: AHA ${ahaIss} → ${ahaExp} and Red Cross ${arcIss} → ${arcExp} → too many certifications (flagged), as shared/corpus/README.md reads two BLS cards with different dates`,
    });
  }

  // 6 — BLS entered from the nurse's own report: no card number, PENDING (text PDF)
  {
    const p = k.person();
    const f = mk(p, { hosp: plain[1] });
    const iss = addDays('2026-08-03', rng.int(0, 70));
    const exp = twoYearsEndOfMonth(iss);
    const [lic, occ] = others(f);
    f.groups = [
      lic,
      {
        title: 'RESUSCITATION / LIFE SUPPORT',
        rows: [
          row(f, 'BLS Provider', 'American Heart Association', '', iss, exp, {
            status: 'PENDING',
            ver: `Self-report ${fmt(addDays(iss, rng.int(2, 9)), 'us_short')}`,
            by: '\u2014',
            hl: true,
            note: 'need eCard code / copy of card',
          }),
        ],
      },
      occ,
    ];
    out.push({
      key: 'bls-self-reported-no-card-number',
      person: requestPerson(p, { withDob: f.hosp.showDob }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing id'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.issue_date': iss,
        'certifications.0.expiration_date': exp,
        ...personData('match', f.hosp.showDob ? 'match' : null),
      },
      note: `the BLS row (AHA, ${iss} → ${exp}) was entered from the nurse's own report: the Number cell is empty, status PENDING and the manager wrote "need eCard code"; the employee / worker no., licence no. and report code are not the card's id`,
    });
  }
  return out;
}
