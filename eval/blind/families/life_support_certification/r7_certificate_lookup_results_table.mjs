// Browser printout of a training provider's public "Certificate Verification" page, printed by a credentialing
// coordinator: print header (date, page title) and footer (URL, page 1 of 1), the provider's bar with its
// authorisation line (AHA Training Center, Red Cross Licensed Training Provider, ASHI Authorized Training Center),
// the search form echo with radio options, then a RESULTS TABLE with a header row (Holder / Course / Course completed /
// Recert due | Valid thru | Expiration / Credential # / Instructor / Status). Several rows can come back: another person
// with the same surname above the holder, or two course types for the holder. Date formats differ by provider.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  otherPerson,
  requestPerson,
  stripAccents,
} from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r7_certificate_lookup_results_table',
  split: 'tuning',
  description:
    "Browser printout of a training provider's public Certificate Verification page (AHA Training Center, Red Cross licensed provider, ASHI training center): search echo with radio options, results table with header row (Holder / Course / Course completed / Recert due or Valid thru or Expiration / Credential # / Instructor / Status), several rows (same-surname person first, two course types, two BLS), provider-specific date formats",
};

const PROVIDERS = {
  aha: {
    site: 'Lakeshore Resuscitation Education',
    auth: 'An American Heart Association Training Center · TC ID MI05812',
    url: 'https://verify.lakeshoreresus.example/ecard-lookup',
    issuer: 'american_heart_association',
    col: 'Recert due',
    color: '#9b1b1b',
    courses: { bls: 'BLS Provider', acls: 'ACLS Provider', pals: 'PALS Provider' },
    end: (iso) => endOfMonth(addYears(iso.slice(0, 7) + '-01', 2)),
    showEnd: (iso) => fmt(iso, 'mm_yyyy'),
    showStart: (iso) => fmt(iso, 'us'),
  },
  arc: {
    site: 'Harborline Aquatics & Safety Training',
    auth: 'American Red Cross Licensed Training Provider',
    url: 'https://harborline-safety.example/certificates/find',
    issuer: 'american_red_cross',
    col: 'Valid thru',
    color: '#c8102e',
    courses: {
      bls: 'Basic Life Support (BLS)',
      acls: 'Advanced Life Support (ALS)',
      pals: 'Pediatric Advanced Life Support',
    },
    end: (iso) => addYears(iso, 2),
    showEnd: (iso) => fmt(iso, 'us_nz'),
    showStart: (iso) => fmt(iso, 'us_nz'),
  },
  ashi: {
    site: 'Prairie Safety Institute',
    auth: 'Authorized Training Center of the American Safety & Health Institute (ASHI)',
    url: 'https://prairiesafety.example/verify?tab=results',
    issuer: 'american_safety_health_institute',
    col: 'Expiration',
    color: '#1f4e79',
    courses: {
      bls: 'ASHI Basic Life Support',
      acls: 'ASHI Advanced Cardiac Life Support',
      pals: 'ASHI Pediatric Advanced Life Support',
    },
    end: (iso) => addYears(iso, 2),
    showEnd: (iso) => fmt(iso, 'mil4'),
    showStart: (iso) => fmt(iso, 'mil4'),
  },
};

function render(f) {
  const pr = f.pr;
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; }
  .bar { background:${pr.color}; color:#fff; padding:8px 12px; margin-top:6px; }
  .bar .n { font-size:14pt; font-weight:bold; } .bar .a { font-size:8.5pt; opacity:.92; }
  .nav { font-size:8.5pt; color:#555; padding:4px 12px; border-bottom:1px solid #ddd; }
  h1 { font-size:13pt; margin:12px 0 6px; font-weight:normal; }
  .srch { border:1px solid #ccc; background:#fafafa; padding:8px 10px; font-size:9pt; }
  .rad { display:inline-block; width:10px; height:10px; border:1.3px solid #444; border-radius:50%; margin:0 3px -1px 10px; position:relative; }
  .rad.on::after { content:''; position:absolute; left:2px; top:2px; width:6px; height:6px; background:#222; border-radius:50%; }
  .fld { display:inline-block; border:1px solid #999; background:#fff; padding:2px 8px; min-width:120px; margin:0 10px 0 4px; }
  .cnt { margin:12px 0 4px; font-size:9.5pt; }
  table.r { width:100%; } table.r th { text-align:left; background:#e9ecef; border-bottom:2px solid #999; font-size:8pt; padding:5px 4px; }
  table.r td { border-bottom:1px solid #ddd; padding:6px 4px; font-size:8.8pt; vertical-align:top; }
  .st { font-weight:bold; } .st.ok { color:#1b6e20; } .st.bad { color:#b00020; }
  .nt { font-size:7.8pt; color:#444; margin-top:12px; line-height:1.35; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; margin-top:18px; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.name)}</td><td>${esc(r.course)}</td><td>${esc(pr.showStart(r.issue))}</td><td>${esc(pr.showEnd(r.endShown))}</td><td>${esc(r.id)}</td><td>${esc(r.instructor)}</td><td><span class="st ${r.status === 'Current' ? 'ok' : 'bad'}">${esc(r.status)}</span></td></tr>`,
    )
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printed)}</span><span>Certificate Verification | ${esc(pr.site)}</span></div>
  <div class="bar"><div class="n">${esc(pr.site)}</div><div class="a">${esc(pr.auth)}</div></div>
  <div class="nav">Home &nbsp;›&nbsp; Classes &nbsp;›&nbsp; <b>Verify a certificate</b> &nbsp;·&nbsp; Employers &nbsp;·&nbsp; Contact</div>
  <h1>Certificate Verification</h1>
  <div class="srch">Search by:<span class="rad ${f.by === 'id' ? 'on' : ''}"></span>Credential #<span class="rad ${f.by === 'name' ? 'on' : ''}"></span>Last name<span class="rad ${f.by === 'email' ? 'on' : ''}"></span>E-mail
  <div style="margin-top:6px">${f.fields.map(([l, v]) => `${esc(l)}<span class="fld">${esc(v)}</span>`).join('')}</div></div>
  <div class="cnt"><b>${f.rows.length}</b> record${f.rows.length > 1 ? 's' : ''} found</div>
  <table class="r"><tr><th style="width:18%">Holder</th><th style="width:20%">Course</th><th>Course completed</th><th>${esc(pr.col)}</th><th>Credential #</th><th>Instructor</th><th>Status</th></tr>${rows}</table>
  <div class="nt">Records are shown as entered by the instructor after the course roster was closed. A certificate is current through the date in the "${esc(pr.col)}" column. Employers may print this page as proof of verification. Questions: verify@${esc(pr.url.split('/')[2].replace(/^verify\./, ''))}</div>
  <div class="pf"><span>${esc(pr.url)}</span><span>1/1</span></div>`;
  return page({ title: 'Certificate Verification', body, css, font: FONTS.sans, margin: '0.4in' });
}

export function cases(k) {
  const { rng } = k;
  const instructors = ['R. Okonkwo', 'Janelle Frisby', 'T. Marchetti', 'Wade Lindgren', 'C. Abernethy-Ruiz'];
  const cid = (pr) =>
    pr === 'aha'
      ? `${rng.digits(12)}`
      : pr === 'arc'
        ? `0${rng.alnum(5)}${rng.digits(3)}`
        : `ASHI-${rng.digits(7)}`;
  const row = (prKey, who, type, issue, o = {}) => {
    const pr = PROVIDERS[prKey];
    const end = pr.end(issue);
    return {
      name: nameAs(who, o.nameStyle || 'first_last'),
      course: pr.courses[type],
      type,
      issue,
      end,
      endShown: end,
      id: cid(prKey),
      instructor: rng.pick(instructors),
      status: end < '2026-11-21' ? 'Expired' : 'Current',
    };
  };
  const make = (prKey, rows, o = {}) => {
    const pr = PROVIDERS[prKey];
    const first = rows[0];
    return {
      pr,
      rows,
      by: o.by || 'id',
      fields:
        o.by === 'name'
          ? [
              ['Last name', o.last],
              ['State (optional)', ''],
            ]
          : o.by === 'email'
            ? [['E-mail', o.email]]
            : [['Credential #', first.id]],
      printed: `${fmt(addDays('2026-11-09', rng.int(0, 10)), 'us_nz')}, ${rng.int(8, 11)}:${rng.int(10, 59)} AM`,
    };
  };
  const dataFor = (r, issuer) => ({
    'certifications.0.type': r.type,
    'certifications.0.issuer': issuer,
    'certifications.0.id': r.id,
    'certifications.0.issue_date': r.issue,
    'certifications.0.expiration_date': r.end,
  });
  const out = [];

  let p = k.person();
  let r = row('aha', p, 'bls', addDays('2025-06-02', rng.int(0, 200)));
  let f = make('aha', [r]);
  out.push({
    key: 'aha-bls-by-credential-number',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...dataFor(r, 'american_heart_association'), 'person.name.status': 'match' },
    note: 'the Recert due column prints month and year only: valid through the last day of that month',
  });

  p = k.person();
  const bls = row('aha', p, 'bls', addDays('2025-09-10', rng.int(0, 300)), { nameStyle: 'full' });
  const acls = row('aha', p, 'acls', addDays('2025-01-15', rng.int(0, 200)), { nameStyle: 'full' });
  f = make('aha', [bls, acls], {
    by: 'email',
    email: `${p.first[0].toLowerCase()}${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}@mailbox.example`,
  });
  out.push({
    key: 'aha-bls-and-acls-by-email',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: 'two different course types (BLS and ACLS), both current: not too many certifications',
  });

  p = k.person();
  const twin = { ...otherPerson(k.person, p), last: p.last };
  const theirs = row('arc', twin, 'bls', addDays('2024-02-01', rng.int(0, 200)));
  r = row('arc', p, 'bls', addDays('2025-04-01', rng.int(0, 250)));
  f = make('arc', [theirs, r], { by: 'name', last: p.last });
  out.push({
    key: 'red-cross-same-surname-holder-second',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch', 'document expired', 'too many certifications'],
    data: { ...dataFor(r, 'american_red_cross'), 'person.name.status': 'match' },
    note: 'searched by last name: the first row is another person with the same surname (possibly expired); the holder is the second row',
  });

  p = k.person();
  r = row('ashi', p, 'bls', addDays('2024-06-20', rng.int(0, 60)), { nameStyle: 'last_first' });
  f = make('ashi', [r]);
  out.push({
    key: 'ashi-bls-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.expiration_date': r.end,
    },
    note: 'Expiration is two years after completion, in summer 2026; status Expired',
  });

  p = k.person();
  const older = row('arc', p, 'bls', addDays('2025-01-10', rng.int(0, 90)));
  const newer = row('arc', p, 'bls', addDays('2026-02-01', rng.int(0, 150)));
  f = make('arc', [newer, older], {
    by: 'email',
    email: `${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.rn@inbox.example`,
  });
  out.push({
    key: 'red-cross-two-current-bls',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: 'two BLS certificates for the same person, both current, with different dates (corpus reading: too many certifications)',
  });

  p = k.person();
  r = row('ashi', p, 'bls', addDays('2025-08-04', rng.int(0, 200)));
  f = make('ashi', [r]);
  out.push({
    key: 'ashi-bls-issuer-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['american_heart_association', 'american_red_cross'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'american_safety_health_institute', 'certifications.0.type': 'bls' },
    note: 'a current ASHI BLS, but the client accepts only AHA and Red Cross',
  });
  return out;
}
