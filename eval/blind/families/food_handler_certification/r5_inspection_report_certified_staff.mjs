// Page 2 of a retail food establishment inspection report as printed by a county inspector's tablet: the
// "Certified food employees on site" section lists every employee whose card or manager certificate the inspector
// saw (the requested person is never first), with columns Employee, Position, Certificate type, Program / issuer,
// Jurisdiction, Cert. no., Issued, Expires (MM/DD/YYYY), then the inspector's signature and the person-in-charge.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r5_inspection_report_certified_staff',
  split: 'tuning',
  description:
    'Retail food inspection report page "Certified food employees on site": table of several employees (holder never first) with certificate type, program/issuer, jurisdiction, number, issued/expires; inspector signature',
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; border:1.5px solid #000; padding:5px 8px; }
  .hd .n { font-weight:bold; font-size:11pt; }
  table.e { width:100%; margin-top:6px; } table.e td { border:1px solid #777; font-size:8.5pt; padding:2px 5px; }
  table.e td.l { background:#eee; font-size:7pt; width:14%; }
  h3 { font-size:9.5pt; background:#000; color:#fff; padding:3px 6px; margin:12px 0 0; }
  table.c { width:100%; } table.c th { font-size:7.2pt; border:1px solid #555; background:#ddd; padding:2px; }
  table.c td { font-size:8.4pt; border:1px solid #777; padding:3px; }
  .obs { font-size:8.5pt; border:1px solid #777; padding:5px; margin-top:8px; min-height:60px; }
  .ft { display:flex; justify-content:space-between; margin-top:16px; font-size:8.5pt; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.name)}</td><td>${esc(r.pos)}</td><td>${esc(r.kind === 'manager' ? 'Food Protection Manager' : 'Food Handler')}</td><td>${esc(r.program)}</td><td>${esc(r.jur)}</td><td>${esc(r.id)}</td><td>${esc(r.issued)}</td><td>${esc(r.expires)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd"><div><div class="n">${esc(f.agency)}</div><div style="font-size:8pt">Food Protection Program · Retail Food Establishment Inspection Report</div></div><div style="font-size:8pt;text-align:right">Inspection #${esc(f.insp)}<br>Page 2 of 3</div></div>
  <table class="e"><tr><td class="l">Establishment</td><td>${esc(f.est)}</td><td class="l">Permit</td><td>${esc(f.permit)}</td></tr>
  <tr><td class="l">Address</td><td>${esc(f.addr)}</td><td class="l">Date / time in</td><td>${esc(f.when)}</td></tr></table>
  <h3>CERTIFIED FOOD EMPLOYEES ON SITE (cards and certificates viewed by inspector)</h3>
  <table class="c"><tr><th>Employee</th><th>Position</th><th>Certificate type</th><th>Program / issuer</th><th>Juris.</th><th>Cert. no.</th><th>Issued</th><th>Expires</th></tr>${rows}</table>
  <div class="obs"><b>Observations:</b> ${esc(f.obs)}</div>
  <div class="ft"><div>Inspector: ${sig(f.inspector, { font: f.sigFont, size: '1.7em' })}<br>${esc(f.inspector)}, REHS</div><div>Person in charge: ${esc(f.pic)}<br>Received copy ✓</div></div>`;
  return page({ title: 'Inspection report', body, css, font: FONTS.dejavu, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const row = (person, o = {}) => {
    const issueIso = o.issueIso || addDays('2024-09-01', rng.int(0, 700));
    const kind = o.kind || 'handler';
    const expIso = addYears(issueIso, kind === 'manager' ? 5 : 3);
    return {
      person,
      name: nameAs(person, o.nameStyle || 'first_last'),
      pos: o.pos || rng.pick(['Line cook', 'Prep cook', 'Server', 'Dishwasher', 'Barista']),
      kind,
      program:
        o.program ||
        (kind === 'manager'
          ? 'ServSafe Food Protection Manager'
          : rng.pick(['County food handler card', 'ServSafe Food Handler'])),
      jur: o.jur || f0.state,
      id: o.noId ? '' : `${rng.letters(1)}${rng.digits(7)}`,
      issued: fmt(issueIso, 'us'),
      expires: fmt(expIso, 'us'),
      issueIso,
      expIso,
    };
  };
  const f0 = { state: 'WA' };
  const make = (p, holder) => {
    f0.state = rng.pick(['WA', 'NV', 'UT']);
    const n = rng.int(3, 5);
    const at = rng.int(1, n);
    const rows = [];
    for (let i = 0; i < n; i++)
      rows.push(row(k.person(), i === 0 ? { kind: 'manager', pos: 'Kitchen manager' } : {}));
    const h = holder();
    rows.splice(at, 0, h);
    return {
      agency: rng.pick([
        'Cowlitz Bend Public Health',
        'Silver Sage Health District',
        'Wasatch Front County Health',
      ]),
      insp: rng.digits(7),
      est: rng.pick([
        'Copper Kettle Diner',
        "Lupita's Taqueria",
        'Northline Bagel Works',
        'Harbor Pho House',
      ]),
      permit: `FE-${rng.digits(5)}`,
      addr: rng.pick(['412 Front St', '88 Canal Ave', '1720 Grand Blvd']),
      when: `${fmt(addDays('2026-11-03', rng.int(0, 12)), 'us')} 11:${rng.int(10, 59)}`,
      rows,
      obs: rng.pick([
        'Hand sink stocked. Cold holding at 38°F. No priority violations.',
        'Sanitizer at 200 ppm quat. Date marking observed on RTE foods.',
      ]),
      inspector: rng.pick(['Marisa Engstrom', 'Calvin Oduya', 'Tess Barrowman']),
      pic: rng.pick(['Kitchen manager', 'Owner on site']),
      sigFont: rng.pick(SIGS),
      h,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, () => row(p));
  out.push({
    key: 'holder-handler-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.h.id,
      'certificate.issue_date': f.h.issueIso,
      'certificate.expiration_date': f.h.expIso,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: "the first row is the kitchen manager; only the requested person's row counts",
  });

  p = k.person();
  f = make(p, () =>
    row(p, { kind: 'manager', pos: 'Assistant manager', issueIso: addDays('2023-01-10', rng.int(0, 600)) }),
  );
  out.push({
    key: 'holder-manager-certificate',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.kind': 'manager',
      'certificate.expiration_date': f.h.expIso,
      ...personData('match', null),
    },
    note: 'ServSafe manager certificate, printed 5-year expiry',
  });

  p = k.person();
  f = make(p, () => row(p, { nameStyle: 'nick_last' }));
  out.push({
    key: 'holder-listed-by-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.h.id, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, () => row(p, { issueIso: addDays('2023-01-05', rng.int(0, 250)) }));
  out.push({
    key: 'holder-card-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.h.expIso },
    note: 'the inspector listed the card although its expiry has passed',
  });

  p = k.person();
  f = make(p, () => row(p, { jur: 'OR', program: 'Oregon food handler card' }));
  out.push({
    key: 'holder-card-from-another-state',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: [f.rows[0].jur] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.h.id },
    note: 'the holder row says OR; the client accepts only the state where the other cards were issued',
  });

  p = k.person();
  f = make(p, () => row(p, { noId: true }));
  out.push({
    key: 'holder-cert-no-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': f.h.issueIso },
  });
  return out;
}
