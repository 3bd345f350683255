// A local liquor-licensing office's "Licensee Affidavit of Server Training", filed by a bar or restaurant for each
// server it hires: Part 1 licensee (typed: establishment, license no., premises address), Part 2 server (handwritten:
// name, DOB, position), Part 3 training — the program chosen from a printed list whose tick boxes come AFTER the
// program names, "On-premise / Off-premise" with one ringed by hand, then the date certified, certificate / card no.,
// provider or trainer and "Expiration date (as printed on card — leave blank if none)"; Part 4 licensee attestation
// signed by the manager with a later date, and the office's RECEIVED stamp. Dates as the manager writes them
// (M/D/YY, DD-Mon-YYYY, YYYY.MM.DD).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r8_licensee_server_training_affidavit',
  split: 'tuning',
  description:
    'Local liquor-licensing office "Licensee Affidavit of Server Training": typed licensee part, handwritten server part, program list with tick boxes AFTER the names (TIPS, ServSafe Alcohol, TABC Seller-Server, BASSET, Other), ringed On-premise / Off-premise, date certified, card no., provider, "Expiration (leave blank if none)", manager attestation with a later date, RECEIVED stamp; M/D/YY, DD-Mon-YYYY or YYYY.MM.DD',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function wdate(isoDate, style) {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-').map(Number);
  if (style === 'dmon') return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`;
  if (style === 'dots') return `${y}.${String(m).padStart(2, '0')}.${String(d).padStart(2, '0')}`;
  return fmt(isoDate, 'us_short');
}

const OFFICES = {
  tx: {
    name: 'Rio Bravo County — Alcoholic Beverage Licensing Office',
    st: 'TX',
    city: 'El Paso, TX 79902',
    color: '#6b1d1d',
  },
  il: {
    name: 'Prairie Fork County Liquor Control Office',
    st: 'IL',
    city: 'Springfield, IL 62704',
    color: '#1d3b6b',
  },
  nv: {
    name: 'Silver Basin County Business License Division — Liquor Unit',
    st: 'NV',
    city: 'Reno, NV 89502',
    color: '#3b2d6b',
  },
  tn: { name: 'Cumberland Ridge County Beer Board', st: 'TN', city: 'Knoxville, TN 37916', color: '#2d5b3b' },
};
const PROGRAMS = [
  ['tips', 'TIPS (Training for Intervention ProcedureS)'],
  ['servsafe', 'ServSafe Alcohol'],
  ['tabc', 'Texas TABC Seller-Server'],
  ['basset', 'Illinois BASSET'],
  ['other', 'Other state-approved:'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const o = f.office;
  const ring = (opt) =>
    opt === f.premise
      ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:1px 7px">${opt}</span>`
      : `<span style="padding:1px 7px">${opt}</span>`;
  const css = `
  .hd { text-align:center; border-bottom:2px solid ${o.color}; padding-bottom:6px; }
  .hd .o { font-size:12pt; font-weight:bold; color:${o.color}; } .hd .t { font-size:15pt; font-weight:bold; margin-top:4px; letter-spacing:.3px; }
  .hd .s { font-size:8.3pt; }
  .part { border:1.2px solid #333; margin-top:10px; }
  .part .h { background:#222; color:#fff; font-size:9pt; font-weight:bold; padding:3px 6px; }
  .part .c { padding:4px 8px 8px; }
  .row { display:flex; gap:12px; margin-top:6px; }
  .ln { flex:1; display:flex; align-items:flex-end; border-bottom:1px solid #333; min-height:26px; white-space:nowrap; }
  .ln .l { font-size:8pt; padding:0 6px 2px 0; }
  .ty { font-family:${FONTS.mono}; font-size:9.5pt; }
  .pg { display:grid; grid-template-columns:1fr 1fr; gap:4px 48px; font-size:9.2pt; margin-top:4px; }
  .pg div { display:flex; justify-content:space-between; border-bottom:1px dotted #999; padding:3px 0; }
  .att { font-size:8.8pt; line-height:1.4; margin-top:4px; }`;
  const progs = PROGRAMS.map(
    ([k, l]) =>
      `<div><span>${esc(l)}${k === 'other' ? ' ' + (f.program === 'other' ? H(f.otherText, { size: '1em' }) : '________') : ''}</span><span>${box(f.program === k, { ink: f.ink, font: f.hand })}</span></div>`,
  ).join('');
  const body = `
  <div class="hd"><div class="o">${esc(o.name)}</div><div class="t">LICENSEE AFFIDAVIT OF SERVER TRAINING</div><div class="s">File within 30 days of the server's first shift · one affidavit per server · ${esc(o.city)}</div></div>
  <div class="part"><div class="h">PART 1 — LICENSEE</div><div class="c">
   <div class="row"><div class="ln" style="flex:2"><span class="l">Establishment (d/b/a)</span><span class="ty">${esc(f.estab)}</span></div><div class="ln"><span class="l">License no.</span><span class="ty">${esc(f.lic)}</span></div></div>
   <div class="row"><div class="ln"><span class="l">Premises address</span><span class="ty">${esc(f.paddr)}</span></div></div></div></div>
  <div class="part"><div class="h">PART 2 — SERVER / SELLER</div><div class="c">
   <div class="row"><div class="ln" style="flex:2"><span class="l">Full name</span>${H(f.name)}</div><div class="ln"><span class="l">Date of birth</span>${H(f.dob)}</div></div>
   <div class="row"><div class="ln"><span class="l">Position</span>${H(f.position)}</div><div class="ln"><span class="l">First shift</span>${H(f.firstShift)}</div></div></div></div>
  <div class="part"><div class="h">PART 3 — TRAINING (attach a copy of the certificate or card)</div><div class="c">
   <div style="font-size:8.5pt;margin-top:4px">Program completed (mark one box):</div>
   <div class="pg">${progs}</div>
   <div class="row" style="font-size:9.5pt;margin-top:8px">Course type (circle): &nbsp; ${ring('On-premise')} &nbsp; ${ring('Off-premise')}</div>
   <div class="row"><div class="ln"><span class="l">Date certified</span>${H(f.certified)}</div><div class="ln"><span class="l">Certificate / card no.</span>${H(f.cardNo)}</div></div>
   <div class="row"><div class="ln"><span class="l">Provider / trainer</span>${H(f.provider, { size: '1.05em' })}</div></div>
   <div class="row"><div class="ln" style="flex:0.62"><span class="l">Expiration date (as printed on card — leave blank if none)</span>${H(f.exp)}</div><div style="flex:0.38"></div></div></div></div>
  <div class="part"><div class="h">PART 4 — LICENSEE ATTESTATION</div><div class="c">
   <div class="att">I, the licensee or the licensee's designated manager, affirm that the server named above completed the training shown and that a copy of the certificate is kept on the premises and available for inspection.</div>
   <div class="row" style="align-items:flex-end"><div class="ln" style="flex:2"><span class="l">Manager signature</span>${sig(f.mgr, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</div><div class="ln"><span class="l">Printed name</span>${H(f.mgr, { size: '1.05em' })}</div><div class="ln"><span class="l">Date</span>${H(f.signed)}</div></div>
   <div style="display:flex;justify-content:flex-end;margin-top:8px">${stamp(['RECEIVED', f.received, o.name.split('—')[0].trim()], { color: o.color, rot: -6 })}</div>
  </div></div>`;
  return page({
    title: 'Licensee Affidavit of Server Training',
    body,
    css,
    font: FONTS.dejavu,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const estabs = [
    'The Copper Still Taproom',
    'Casa Nogal Cantina',
    'Ridgeline Bowl & Grill',
    'Blue Tern Oyster Bar',
    'Fourth Street Social',
  ];
  const streets = ['2117 Meridian Ave', '48 Grange Hall Rd', '903 Lindell Blvd', '15 Whitcomb St'];
  const make = (p, officeKey, o = {}) => {
    const office = OFFICES[officeKey];
    const ds = o.ds || rng.pick(['short', 'dmon', 'dots']);
    const certIso = o.certIso;
    const signedIso = addDays(certIso, rng.int(8, 40));
    return {
      office,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      estab: rng.pick(estabs),
      lic: `${office.st}-${rng.pick(['MB', 'BG', 'ON', 'RT'])}-${rng.digits(6)}`,
      paddr: `${rng.pick(streets)}, ${office.city}`,
      name: nameAs(p, o.nameStyle || rng.pick(['full', 'first_last', 'first_mi_last'])),
      dob: wdate(p.dob, ds),
      position: rng.pick(['Bartender', 'Server', 'Barback', 'Cashier']),
      firstShift: wdate(addDays(certIso, rng.int(3, 30)), ds),
      program: o.program,
      otherText: o.otherText || '',
      premise: o.premise || 'On-premise',
      certified: o.noIssue ? '' : wdate(certIso, ds),
      cardNo: o.cardNo,
      provider: o.provider,
      exp: o.expIso ? wdate(o.expIso, ds) : '',
      mgr: rng.pick(['Dana Krieger', 'Luis Armendáriz', 'Pam Whitlock', 'Jerome Tate']),
      signed: wdate(signedIso, ds),
      received: fmt(addDays(signedIso, rng.int(2, 9)), 'us').replace(/\//g, ' '),
      ds,
    };
  };
  const out = [];

  let p = k.person();
  let cert = addDays('2025-02-03', rng.int(0, 500));
  let exp = addYears(cert, 3);
  let id = `${rng.digits(7)}`;
  let f = make(p, rng.pick(['nv', 'tn']), {
    certIso: cert,
    program: 'tips',
    cardNo: id,
    provider: 'Health Communications, Inc. — trainer J. Roarke',
    expIso: exp,
  });
  out.push({
    key: 'tips-on-premise-expiry-on-card',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': id,
      'certificate.issue_date': cert,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      ...personData(),
    },
    note: 'TIPS box ticked after its label; On-premise ringed; the manager signature date, first shift and RECEIVED date are not certificate dates',
  });

  p = k.person();
  cert = addDays('2025-06-02', rng.int(0, 300));
  id = `${rng.digits(6)}`;
  f = make(p, 'tx', {
    certIso: cert,
    program: 'tabc',
    cardNo: id,
    provider: `Lone Star Server School (TABC school #${rng.digits(4)})`,
  });
  out.push({
    key: 'tabc-expiration-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: {
      'certificate.id': id,
      'certificate.issue_date': cert,
      'certificate.expiration_date': addYears(cert, 2),
      ...personData(),
    },
    note: 'TABC seller-server, expiration left blank as instructed: 2 years from the date certified',
  });

  p = k.person();
  cert = addDays('2024-12-02', rng.int(0, 500));
  exp = addYears(cert, 3);
  id = `B${rng.digits(8)}`;
  f = make(p, 'il', {
    certIso: cert,
    program: 'basset',
    cardNo: id,
    provider: 'Prairie State Bartending Academy (ILCC licensed trainer)',
    expIso: exp,
    ds: 'dots',
  });
  out.push({
    key: 'basset-dotted-dates',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': id,
      'certificate.issue_date': cert,
      'certificate.expiration_date': exp,
      ...personData(),
    },
    note: 'YYYY.MM.DD dates throughout',
  });

  p = k.person();
  cert = addDays('2023-05-01', rng.int(0, 150));
  exp = addYears(cert, 3);
  id = `${rng.digits(7)}`;
  f = make(p, rng.pick(['nv', 'tn']), {
    certIso: cert,
    program: 'tips',
    premise: 'Off-premise',
    cardNo: id,
    provider: 'Health Communications, Inc. — online eTIPS',
    expIso: exp,
  });
  out.push({
    key: 'tips-card-expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': cert, 'certificate.expiration_date': exp },
    note: 'the affidavit was filed in 2023; the card expiration copied onto it ended in 2026 before valid_on',
  });

  p = k.person();
  cert = addDays('2025-09-01', rng.int(0, 300));
  exp = addYears(cert, 3);
  id = `${rng.digits(8)}`;
  f = make(p, rng.pick(['nv', 'tn']), {
    certIso: cert,
    program: 'servsafe',
    cardNo: id,
    provider: 'National Restaurant Association — ServSafe proctor M. Gill',
    expIso: exp,
    noIssue: true,
  });
  out.push({
    key: 'date-certified-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.issue_date': null, 'certificate.expiration_date': exp, 'certificate.id': id },
    note: 'ServSafe Alcohol with card number and expiration, but the "Date certified" line is empty; the first shift and signature dates are not the certification date',
  });

  p = k.person();
  cert = addDays('2025-09-01', rng.int(0, 300));
  exp = addYears(cert, 3);
  id = `${rng.digits(8)}`;
  f = make(p, rng.pick(['nv', 'tn']), {
    certIso: cert,
    program: 'servsafe',
    cardNo: id,
    provider: 'National Restaurant Association — ServSafe',
    expIso: exp,
  });
  out.push({
    key: 'servsafe-client-accepts-tips-only',
    person: requestPerson(p),
    rules: { accepted_programs: ['TIPS'] },
    html: render(f),
    issues: ['unsupported program'],
    data: { 'certificate.issue_date': cert, 'certificate.expiration_date': exp },
    note: 'a current ServSafe Alcohol certificate; the client accepts TIPS only',
  });
  return out;
}
