// A bar's "Alcohol server certification log" kept for the liquor inspector: a spreadsheet printout with one row per
// employee (the requested person never first) — Employee, Role, Program, State, Cert #, Certified, Expires — where
// programs mix TIPS, ServSafe Alcohol, Illinois BASSET and Texas TABC seller-server, and the Expires cell is empty
// for programs the manager "didn't know", plus the manager's initials and the date reviewed.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r5_bar_staff_certification_log',
  split: 'tuning',
  description:
    'Bar alcohol-server certification log (spreadsheet printout): one row per employee (holder never first), program TIPS / ServSafe Alcohol / BASSET / TABC, state, cert #, certified, expires (sometimes blank), manager review',
};

const PROG = {
  tips: ['TIPS On-Premise', 3],
  servsafe: ['ServSafe Alcohol', 3],
  basset: ['BASSET (IL)', 3],
  tabc: ['TABC Seller-Server', 2],
};

function render(f) {
  const css = `
  .t { font-size:13pt; font-weight:bold; } .s { font-size:8.5pt; color:#333; }
  table.g { width:100%; margin-top:8px; } table.g th { font-size:8pt; background:#d9e2ec; border:1px solid #8899aa; padding:3px; text-align:left; }
  table.g td { font-size:8.6pt; border:1px solid #b8c4d0; padding:3px 4px; }
  table.g tr:nth-child(even) td { background:#f4f7fa; }
  .ft { font-size:8.5pt; margin-top:10px; }`;
  const rows = f.rows
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td><td>${esc(r.name)}</td><td>${esc(r.role)}</td><td>${esc(PROG[r.prog][0])}</td><td>${esc(r.state)}</td><td>${esc(r.id)}</td><td>${esc(r.certified)}</td><td>${esc(r.expires)}</td></tr>`,
    )
    .join('');
  const body = `
  <div style="display:flex;justify-content:space-between"><div><div class="t">${esc(f.bar)} — Alcohol Server Certification Log</div><div class="s">${esc(f.addr)} · Liquor license ${esc(f.lic)}</div></div><div class="s">Sheet1 · printed ${esc(f.printed)}</div></div>
  <table class="g"><tr><th>#</th><th>Employee</th><th>Role</th><th>Program</th><th>State</th><th>Cert #</th><th>Certified</th><th>Expires</th></tr>${rows}</table>
  <div class="ft">Reviewed by manager: ${esc(f.mgr)} (initials ${esc(f.mgrInit)}) on ${esc(f.printed)}. Copies of cards in the binder behind the bar.</div>`;
  return page({
    title: 'Certification log',
    size: 'letter landscape',
    margin: '0.45in',
    body,
    css,
    font: FONTS.carlito,
  });
}

export function cases(k) {
  const { rng } = k;
  const stateOf = { tips: 'TN', servsafe: 'GA', basset: 'IL', tabc: 'TX' };
  const barState = { s: 'TN' };
  const row = (person, prog, o = {}) => {
    const issueIso = o.issueIso || addDays('2025-01-10', rng.int(0, 600));
    const expIso = addYears(issueIso, PROG[prog][1]);
    return {
      person,
      name: nameAs(person, o.nameStyle || 'first_last'),
      role: rng.pick(['Bartender', 'Server', 'Barback', 'Shift lead']),
      prog,
      state: o.state || (prog === 'tips' || prog === 'servsafe' ? barState.s : stateOf[prog]),
      id: `${rng.digits(prog === 'tabc' ? 6 : 8)}`,
      certified: fmt(issueIso, 'us'),
      expires: o.noExp ? '' : fmt(expIso, 'us'),
      issueIso,
      expIso,
    };
  };
  const make = (p, holder, prog) => {
    const place =
      { tabc: ['Lubbock, TX', 'TX'], basset: ['Peoria, IL', 'IL'] }[prog] ||
      rng.pick([
        ['Memphis, TN', 'TN'],
        ['Macon, GA', 'GA'],
      ]);
    barState.s = place[1];
    const n = rng.int(4, 6);
    const rows = [];
    for (let i = 0; i < n; i++)
      rows.push(row(k.person(), prog === 'mix' ? rng.pick(['tips', 'servsafe']) : prog));
    const h = holder();
    rows.splice(rng.int(1, n), 0, h);
    return {
      bar: rng.pick(['The Rusty Anchor', 'Lantern & Lark Tavern', 'Blue Heron Taproom']),
      addr: place[0],
      lic: `${rng.letters(2)}-${rng.digits(6)}`,
      printed: fmt(addDays('2026-11-01', rng.int(0, 15)), 'us'),
      mgr: rng.pick(['Darla Pruett', 'Vince Albanese', 'Keisha Monroe']),
      mgrInit: rng.pick(['DP', 'VA', 'KM']),
      rows,
      h,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, () => row(p, 'tips'), 'mix');
  out.push({
    key: 'holder-tips-row',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.h.id,
      'certificate.issue_date': f.h.issueIso,
      'certificate.expiration_date': f.h.expIso,
      ...personData('match', null),
    },
  });

  p = k.person();
  f = make(p, () => row(p, 'servsafe', { nameStyle: 'LAST_FIRST' }), 'mix');
  out.push({
    key: 'holder-servsafe-caps',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.h.id,
      'certificate.expiration_date': f.h.expIso,
      ...personData('match', null),
    },
  });

  p = k.person();
  f = make(
    p,
    () => row(p, 'basset', { noExp: true, issueIso: addDays('2024-05-01', rng.int(0, 500)) }),
    'basset',
  );
  out.push({
    key: 'holder-basset-expires-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.h.issueIso,
      'certificate.expiration_date': f.h.expIso,
      ...personData('match', null),
    },
    note: 'Expires cell empty: certified date + 3 years',
  });

  p = k.person();
  f = make(
    p,
    () => row(p, 'tabc', { noExp: true, issueIso: addDays('2024-02-01', rng.int(0, 200)) }),
    'tabc',
  );
  out.push({
    key: 'holder-tabc-two-years-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.h.issueIso, 'certificate.expiration_date': f.h.expIso },
    note: 'TABC without a printed end runs 2 years from the certified date, which has passed (3 years would still be valid)',
  });

  p = k.person();
  f = make(p, () => row(p, 'servsafe'), 'mix');
  out.push({
    key: 'client-accepts-tips-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_programs: ['TIPS'] },
    html: render(f),
    issues: ['unsupported program'],
    data: { 'certificate.id': f.h.id },
    note: "the holder's row is ServSafe Alcohol; other rows may be TIPS",
  });

  p = k.person();
  f = make(p, () => row(p, 'tips', { issueIso: addDays('2022-11-01', rng.int(0, 300)) }), 'mix');
  out.push({
    key: 'holder-tips-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.h.expIso },
  });
  return out;
}
