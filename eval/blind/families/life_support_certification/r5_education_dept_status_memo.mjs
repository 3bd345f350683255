// A hospital's clinical-education department memo to a staffing agency: "Life support status of agency staff as
// of <date>", a table with one row per credential (a person can have several rows), sorted by unit then surname so
// the requested person is never first; columns Staff (Surname, Given), Unit, Course, Provider, Card/eCode, Issued,
// Expires — all ISO dates — and a signature block from the education coordinator.
import { addDays, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r5_education_dept_status_memo',
  split: 'tuning',
  description:
    'Hospital clinical-education memo to an agency: table of staff life-support credentials (several rows per person possible, holder never first), Surname, Given; course, provider, card no., ISO issued/expires; coordinator signature',
};

const ISS = {
  american_heart_association: 'AHA',
  american_red_cross: 'Am. Red Cross',
  american_safety_health_institute: 'ASHI',
};
const COURSE = { bls: 'BLS', acls: 'ACLS', pals: 'PALS', nrp: 'NRP (Neonatal Resuscitation)' };

function render(f) {
  const css = `
  .lh { display:flex; justify-content:space-between; border-bottom:1px solid #333; padding-bottom:4px; }
  .lh .n { font-family:${FONTS.serif}; font-size:15pt; }
  .memo td { font-size:9.5pt; padding:1px 8px 1px 0; }
  table.t { width:100%; margin-top:10px; } table.t th { font-size:8pt; text-align:left; border-top:1.5px solid #000; border-bottom:1px solid #000; padding:3px; }
  table.t td { font-size:8.8pt; padding:3px; border-bottom:1px solid #ddd; }
  p { font-size:9.5pt; line-height:1.45; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${esc(COURSE[r.type])}</td><td>${esc(ISS[r.issuer])}</td><td>${esc(r.id)}</td><td>${esc(r.issueIso)}</td><td>${esc(r.expIso)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="lh"><div class="n">${esc(f.hospital)}</div><div style="font-size:8pt;text-align:right">Clinical Education &amp; Professional Development<br>${esc(f.addr)}</div></div>
  <h2 style="font-size:13pt;letter-spacing:3px;margin:12px 0 6px">MEMORANDUM</h2>
  <table class="memo"><tr><td><b>TO:</b></td><td>${esc(f.agency)}, Credentialing</td></tr><tr><td><b>FROM:</b></td><td>${esc(f.coord)}, MSN, RN — Clinical Education Coordinator</td></tr>
  <tr><td><b>DATE:</b></td><td>${esc(f.date)}</td></tr><tr><td><b>RE:</b></td><td>Life support status of agency staff assigned to our units</td></tr></table>
  <p>The following cards were presented in person and verified with the issuing training centers. Dates are YYYY-MM-DD; "Expires" is the last valid day.</p>
  <table class="t"><tr><th>Staff (Surname, Given)</th><th>Unit</th><th>Course</th><th>Provider</th><th>Card / eCode</th><th>Issued</th><th>Expires</th></tr>${rows}</table>
  <p style="margin-top:14px">Please contact me with any questions.</p>
  <div>${sig(f.coord, { font: f.sigFont, size: '1.9em' })}<br><span style="font-size:9pt">${esc(f.coord)}, MSN, RN</span></div>`;
  return page({ title: 'Memo', body, css, font: FONTS.serif, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const units = ['2 North', '3 South', 'CVICU', 'ED', 'Mother-Baby', 'PACU'];
  const cred = (person, type, issuer, issueIso, o = {}) => {
    const expIso = twoYearsEndOfMonth(issueIso);
    return {
      person,
      name: nameAs(person, o.nameStyle || 'last_first'),
      unit: o.unit,
      type,
      issuer,
      id: `${rng.digits(12)}`,
      issueIso,
      expIso,
    };
  };
  const issue = (y, lo = 1, hi = 12) =>
    `${y}-${String(rng.int(lo, hi)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const make = (p, holderCreds) => {
    const rows = [];
    const n = rng.int(3, 5);
    for (let i = 0; i < n; i++) {
      const q = k.person();
      rows.push(
        cred(q, 'bls', 'american_heart_association', issue(2025), {
          unit: rng.pick(units),
          nameStyle: 'last_first',
        }),
      );
      if (rng.chance(0.4))
        rows.push(
          cred(q, 'acls', 'american_heart_association', issue(2025), { unit: rows[rows.length - 1].unit }),
        );
    }
    const hu = rng.pick(units);
    holderCreds.forEach((c) => (c.unit = hu));
    const all = [...rows, ...holderCreds];
    // sort by unit then surname, but never let the holder be first
    all.sort((a, b) => a.unit.localeCompare(b.unit) || a.name.localeCompare(b.name));
    if (all[0].person === p) {
      const first = all.findIndex((r) => r.person !== p);
      const [x] = all.splice(first, 1);
      all.unshift(x);
    }
    return {
      hospital: rng.pick([
        'Saint Brendan Regional Medical Center',
        'Calloway Valley Hospital',
        'Marrowstone General Hospital',
      ]),
      addr: rng.pick(['Tacoma, WA 98405', 'Aurora, CO 80012', 'Savannah, GA 31401']),
      agency: rng.pick(['Keystone Nurse Staffing', 'Bluewater Clinical Partners']),
      coord: rng.pick(['Lucinda Farrow', 'Desmond Achebe', 'Rosalie Kwan']),
      date: addDays('2026-11-09', rng.int(0, 8)),
      rows: all,
      sigFont: rng.pick(SIGS),
    };
  };
  const out = [];

  let p = k.person();
  let c = cred(p, 'bls', 'american_heart_association', issue(2025));
  out.push({
    key: 'holder-bls-mid-table',
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
    note: "only the requested person's rows count; the table lists other agency staff too",
  });

  p = k.person();
  const a = cred(p, 'acls', 'american_heart_association', issue(2026, 1, 8));
  const b = cred(p, 'bls', 'american_heart_association', issue(2026, 1, 8));
  out.push({
    key: 'holder-bls-and-acls',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [a, b])),
    issues: [],
    forbidden: ['too many certifications'],
    data: { 'person.name.status': 'match' },
    note: 'two rows for the holder with different course types',
  });

  p = k.person();
  c = cred(p, 'pals', 'american_red_cross', issue(2025, 4, 12), { nameStyle: 'last_nick' });
  out.push({
    key: 'holder-red-cross-pals-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: [],
    data: {
      'certifications.0.type': 'pals',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.expiration_date': c.expIso,
      ...personData('match', null),
    },
  });

  p = k.person();
  const b1 = cred(p, 'bls', 'american_heart_association', issue(2025, 1, 5));
  const b2 = cred(p, 'bls', 'american_safety_health_institute', issue(2025, 8, 12));
  out.push({
    key: 'holder-two-bls-cards',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [b1, b2])),
    issues: ['too many certifications'],
    data: {},
    note: 'two valid BLS cards with different dates for the same person',
  });

  p = k.person();
  c = cred(p, 'bls', 'american_heart_association', issue(2024, 1, 9));
  out.push({
    key: 'holder-bls-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': c.expIso },
  });

  p = k.person();
  c = cred(p, 'nrp', 'american_heart_association', issue(2025, 5, 12));
  out.push({
    key: 'holder-nrp-only',
    person: requestPerson(p, { withDob: false }),
    html: render(make(p, [c])),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'nrp' },
    note: 'NRP is not in the default accepted_types',
  });
  return out;
}
