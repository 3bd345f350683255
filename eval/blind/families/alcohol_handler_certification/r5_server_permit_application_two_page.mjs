// A state alcoholic-beverage commission's server permit application, two pages. Page 1: the applicant section filled in
// by hand (name, D.O.B., address, employer, training program and class date, Yes/No conviction questions with an X
// in one box). Page 2: "FOR COMMISSION USE ONLY" — Approved / Denied ticks, the permit number, "Date issued" and
// "Expiration" typed in by the clerk, and the commission stamp. The deciding entries are all on page 2.
import { addDays, addYears, fmt, nameAs, personData, requestPerson, street } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r5_server_permit_application_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page state server-permit application: handwritten applicant section with Yes/No boxes on p1; commission-use block on p2 with Approved tick, permit no., typed issue and expiration dates (one left blank), commission stamp',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.25em', ...o });
  const X = (on) => box(on, { style: 'x', ink: f.ink, font: f.hand });
  const ln = (label, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(label)}</span>${v}</div>`;
  const css = `
  .hd { text-align:center; border-bottom:2px solid #000; padding-bottom:4px; }
  .hd .n { font-family:${FONTS.serif}; font-size:14pt; font-weight:bold; }
  h2 { font-size:10.5pt; background:#ddd; padding:3px 6px; margin:12px 0 4px; }
  .row { display:flex; gap:12px; margin-top:4px; }
  .ln { border-bottom:1px solid #333; min-height:28px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  .q { font-size:9pt; margin:5px 0; display:flex; justify-content:space-between; }
  .office { border:2.5px solid #000; padding:10px; margin-top:14px; }
  table.o td { font-size:10pt; padding:5px 10px 5px 0; }
  .pf { font-size:7.5pt; text-align:right; margin-top:14px; color:#444; }`;
  const head = `<div class="hd"><div class="n">${esc(f.commission)}</div><div style="font-size:8.5pt">${esc(f.addr)} · Form SP-1 Server Permit Application</div></div>`;
  const qs = [
    'Have you been convicted of an alcohol-related offense in the last 5 years?',
    'Has a server permit issued to you ever been suspended or revoked?',
    'Are you at least 18 years of age?',
  ];
  const body = `${head}
  <h2>PART 1 — APPLICANT (print clearly)</h2>
  <div class="row">${ln('Full legal name', H(f.name), 2.2)}${ln('D.O.B.', H(f.dob))}</div>
  <div class="row">${ln('Home address', H(f.home), 2.2)}${ln('Phone', H(f.phone))}</div>
  <div class="row">${ln('Employer / establishment', H(f.employer), 2)}${ln('Position', H(f.pos))}</div>
  <h2>PART 2 — TRAINING</h2>
  <div class="row">${ln('Approved training program', H(f.program), 2)}${ln('Class date', H(f.classDate))}</div>
  <div class="row">${ln('Trainer name', H(f.trainer), 2)}${ln('Exam score', H(f.score))}</div>
  <h2>PART 3 — QUESTIONS</h2>
  ${qs.map((q, i) => `<div class="q"><span>${i + 1}. ${esc(q)}</span><span>${X(i === 2)} Yes &nbsp;&nbsp; ${X(i !== 2)} No</span></div>`).join('')}
  <div class="row" style="margin-top:14px">${ln('Applicant signature', sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.8em' }), 2)}${ln('Date', H(f.appDate))}</div>
  <div class="pf">Page 1 of 2 — continue on page 2</div>
  <div class="pb"></div>
  ${head}
  <div class="office"><div style="font-weight:bold;font-size:11pt;margin-bottom:6px">FOR COMMISSION USE ONLY</div>
    <table class="o"><tr><td>Application</td><td>${box(true, { style: 'glyph' })} Approved &nbsp;&nbsp; ${box(false, { style: 'glyph' })} Denied</td></tr>
    <tr><td>Permit no.</td><td><b>${esc(f.permitNo)}</b></td></tr>
    <tr><td>Applicant</td><td>${esc(f.typedName)}</td></tr>
    <tr><td>Date issued</td><td>${esc(f.issued)}</td></tr>
    <tr><td>Expiration</td><td>${esc(f.expires)}</td></tr>
    <tr><td>Permit class</td><td>On-premise server</td></tr></table>
    <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:10px"><div style="font-size:9pt">Processed by: ${esc(f.clerk)}</div>
      ${stamp([f.commission.toUpperCase(), 'PERMIT ISSUED', f.stampDate], { color: '#2d2d8f', rot: -5 })}</div></div>
  <div style="font-size:8.5pt;margin-top:10px">A server permit is valid for three years from the date issued unless a different expiration is entered above. The permit card is mailed to the home address within 10 business days.</div>
  <div class="pf">Page 2 of 2</div>`;
  return page({ title: 'Server permit application', body, css, font: FONTS.sans, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const COMMISSIONS = [
    ['Volunteer State Beverage Licensing Office', 'TN', 'Nashville, TN'],
    ['Peach State Beverage Permit Office', 'GA', 'Atlanta, GA'],
  ];
  const make = (p, o = {}) => {
    const classIso = o.classIso || addDays('2024-07-01', rng.int(0, 700));
    const issueIso = addDays(classIso, rng.int(10, 25));
    const expIso = addYears(issueIso, 3);
    const c = rng.pick(COMMISSIONS);
    return {
      commission: c[0],
      state: c[1],
      addr: c[2],
      name: nameAs(p, 'full'),
      dob: fmt(p.dob, 'us_nz'),
      home: `${street(rng)}, ${c[2]}`,
      phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
      employer: rng.pick(['Honky Tonk Row Saloon', 'Magnolia Grill', 'Riverfront Brewhouse']),
      pos: rng.pick(['Server', 'Bartender']),
      program: rng.pick(['TIPS On-Premise', 'ServSafe Alcohol']),
      classDate: fmt(classIso, 'us_nz'),
      trainer: rng.pick(['B. Kettering', 'L. Osei', 'M. Quill']),
      score: `${rng.int(78, 98)}`,
      sigName: `${p.first} ${p.last}`,
      appDate: fmt(addDays(classIso, rng.int(1, 5)), 'us_nz'),
      permitNo: o.pending ? 'PENDING — to be assigned' : `${c[1]}-SP-${rng.digits(6)}`,
      typedName: nameAs(p, o.typedStyle || 'LAST_FIRST_MI'),
      issued: fmt(issueIso, 'long'),
      expires: o.noExp ? '' : fmt(expIso, 'long'),
      clerk: rng.pick(['R. Haskell', 'T. Moody', 'A. Singh']),
      stampDate: fmt(issueIso, 'mil4'),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'approved-all-typed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.permitNo,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData(),
    },
    note: 'the permit number and dates are only on page 2; the class date on page 1 is the training date',
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'expiration-cell-empty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { 'certificate.issue_date': f.issueIso, 'certificate.expiration_date': f.expIso },
    note: 'Expiration left empty: issue date + 3 years (also stated under the box)',
  });

  p = k.person();
  f = make(p, { typedStyle: 'LAST_FIRST' });
  out.push({
    key: 'approved-recent',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.permitNo, 'certificate.expiration_date': f.expIso, ...personData() },
  });

  p = k.person();
  f = make(p, { pending: true });
  out.push({
    key: 'permit-number-pending',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null },
    note: '"PENDING — to be assigned" in the permit number cell',
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'client-accepts-texas-only',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.permitNo },
  });

  p = k.person();
  f = make(p, { classIso: addDays('2023-01-05', rng.int(0, 250)) });
  out.push({
    key: 'permit-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });
  return out;
}
