// A multi-state restaurant group's "Responsible Beverage Service — Class Sign-off Card", completed in ink by the
// group's in-house trainer at the end of a server class and faxed from the store to credentialing. The printed card
// sits in the upper part of a letter page: group letterhead with the training office's address and fax and a form
// number, employee name, DOB, store no. and hire date lines, the position ringed among SERVER / BARTENDER / HOST /
// BARBACK / MANAGER, the program ticked among TABC Seller-Server, TIPS On-Premise, TIPS Off-Premise, Illinois BASSET,
// ServSafe Alcohol and Other, ON-PREMISE / OFF-PREMISE ringed, seven module rows each ticked with the trainer's
// initials (the last the written exam with its score), then class date(s), date certified, certificate / card no.
// and expires copied from the program's certificate (the card prints that TABC certificates run two years and that
// EXPIRES stays blank when none is printed), trainer name, trainer ID / licence no., signature and date, the
// employee's signature and date and a manager's "copy received" initials and date. Under the card the store's general
// manager wrote a short note to credentialing with its own date.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, HANDS, hand, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r16_restaurant_group_rbs_signoff_card_faxed',
  split: 'tuning',
  renderings: { fax: 60, scan_image: 15, photo: 15, scanned_pdf: 10 },
  description:
    'Restaurant group’s Responsible Beverage Service class sign-off card completed in ink by the in-house trainer and faxed from the store: employee name, DOB, store no., hire date, position ringed, program ticked (TABC Seller-Server, TIPS On/Off-Premise, Illinois BASSET, ServSafe Alcohol, Other), ON / OFF-PREMISE ringed, seven module rows ticked with trainer initials and the exam score, class date(s), date certified, certificate no. and expires (blank for TABC: "valid 2 years" printed), trainer name, ID, signature, employee signature, manager copy-received initials, and a GM’s note under the card; TABC without an end, TIPS, BASSET with a nickname, TABC certified over two years ago, certificate number blank, a co-worker’s card',
};

const GROUPS = [
  {
    name: 'LONE MESA RESTAURANT GROUP',
    office:
      'Training & Compliance · 4410 Saddleback Way, El Paso, TX 79902 · Tel (915) 555-0110 · Fax (915) 555-0112',
    form: 'Form TC-14 · rev. 03/2025',
    short: 'LM',
    shape: 'shield',
  },
  {
    name: 'HARBOR & VINE HOSPITALITY GROUP',
    office:
      'People & Training Dept. · 210 Meridian Ave, Springfield, IL 62704 · Tel (217) 555-0175 · Fax (217) 555-0176',
    form: 'HV-RBS-2 (2024)',
    short: 'HV',
    shape: 'circle',
  },
  {
    name: 'SYCAMORE TABLE RESTAURANTS, INC.',
    office:
      'Beverage Training Office · 88 Sycamore Ln, Knoxville, TN 37916 · Tel (865) 555-0143 · Fax (865) 555-0149',
    form: 'ST-BEV-7 v2',
    short: 'ST',
    shape: 'square',
  },
];
const PROGRAMS = [
  ['tabc', 'TABC Seller-Server (TX)'],
  ['tips_on', 'TIPS On-Premise'],
  ['tips_off', 'TIPS Off-Premise'],
  ['basset', 'Illinois BASSET'],
  ['servsafe', 'ServSafe Alcohol'],
];
const MODULES = [
  'Alcohol law & your liability',
  'Checking IDs · spotting fake IDs',
  'Alcohol & the body · BAC',
  'Recognizing signs of intoxication',
  'Preventing problems · refusing service',
  'Incident log & documentation',
];
const TRAINERS = {
  tabc: [
    ['Ysela Carrizales', 'SS-40127 / T-118'],
    ['Brandon Okafor-Lee', 'SS-40127 / T-207'],
  ],
  tips: [
    ['Marjorie Kessling', 'TIPS 4470921'],
    ['Darius Whitlock', 'TIPS 3918846'],
  ],
  basset: [
    ['Colleen Pruitt', 'BT-22841'],
    ['Ramon Esparza', 'BT-19066'],
  ],
};
const GMS = ['Trent Gallardo', 'Shonda Miles', 'Luca Bertolini', 'Annette Vo'];
const POSITIONS = ['SERVER', 'BARTENDER', 'HOST', 'BARBACK', 'MANAGER'];
// the card's entries in faces whose digits survive a 1-bit fax; the GM's note may be in any legible face
const CARD_HANDS = ["'Humor Sans'", "'Comic Neue'"];
const LEGIBLE = HANDS.filter((h) => h !== 'Breip');
const INK = ['#111', '#1a1a4a', '#222244'];

function ringed(list, chosen, ink, rot) {
  return list
    .map((o) =>
      o === chosen
        ? `<span class="rg">${esc(o)}<i style="border-color:${ink};transform:rotate(${rot}deg)"></i></span>`
        : `<span class="nr">${esc(o)}</span>`,
    )
    .join('');
}

function render(f) {
  const G = f.group;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.35em', ...o });
  const ini = f.trainer[0]
    .split(/[\s-]+/)
    .map((x) => x[0])
    .join('');
  const progRow = PROGRAMS.map(
    ([k, label]) =>
      `<span class="po">${box(k === f.prog, { style: 'check', ink: f.ink })}${esc(label)}</span>`,
  ).join('');
  const mods = MODULES.map(
    (m, i) =>
      `<tr><td class="mn">${i + 1}.</td><td>${esc(m)}</td><td class="mc">${box(true, { style: 'check', ink: f.ink })}</td><td class="mi">${H(ini, { size: '1.15em' })}</td></tr>`,
  ).join('');
  const card = `<div class="card">
   <div class="hd">${logo({ initials: G.short, color: '#111', shape: G.shape, size: 40 })}
    <div class="hn"><div class="gn">${esc(G.name)}</div><div class="go">${esc(G.office)}</div></div>
    <div class="ht">RESPONSIBLE BEVERAGE SERVICE<br><b>CLASS SIGN-OFF CARD</b><div class="fm">${esc(G.form)}</div></div></div>
   <div class="ins">Complete in ink. Trainer keeps the white copy; the store faxes the yellow copy to Training &amp; Credentialing within 3 days.</div>
   <table class="ln"><tr>
    <td style="width:46%"><span class="l">Employee name (print)</span>${H(f.cardName, { size: '1.5em' })}</td>
    <td style="width:22%"><span class="l">Date of birth</span>${f.dobShown ? H(fmt(f.dobShown, 'us_nz')) : ''}</td>
    <td style="width:12%"><span class="l">Store #</span>${H(f.store)}</td>
    <td><span class="l">Hire date</span>${H(fmt(f.hire, 'us_nz'))}</td></tr></table>
   <div class="row"><span class="k">Position (ring one):</span> ${ringed(POSITIONS, f.position, f.ink, -5)}</div>
   <div class="row"><span class="k">Program (tick one):</span> ${progRow}<span class="po">${box(false, { style: 'check' })}Other ________</span></div>
   <div class="row"><span class="k">Premise type (ring):</span> ${ringed(['ON-PREMISE', 'OFF-PREMISE'], f.premise, f.ink, 4)}</div>
   <table class="mods"><tr><th colspan="2">Modules covered</th><th>✓</th><th>Trainer initials</th></tr>${mods}
    <tr><td class="mn">7.</td><td>Written exam — score ${H(f.score + '%', { size: '1.2em' })} &nbsp;(passing 70%)</td><td class="mc">${box(true, { style: 'check', ink: f.ink })}</td><td class="mi">${H(ini, { size: '1.15em' })}</td></tr></table>
   <table class="ln dt"><tr>
    <td><span class="l">Class date(s)</span>${H(f.classText)}</td>
    <td><span class="l">Date certified (exam passed)</span>${H(fmt(f.cert, f.ds))}</td>
    <td><span class="l">Certificate / card no.</span>${f.certId ? H(f.certId) : ''}</td>
    <td><span class="l">Expires</span>${f.expWritten ? H(fmt(f.exp, f.ds)) : ''}</td></tr></table>
   <div class="sm">Copy the number and dates from the program's certificate or wallet card. TABC seller-server certificates are valid 2 years from the date certified; leave EXPIRES blank if none is printed on the certificate.</div>
   <table class="ln"><tr>
    <td style="width:30%"><span class="l">Trainer (print)</span>${H(f.trainer[0])}</td>
    <td style="width:34%"><span class="l">Trainer ID / licence no.</span>${H(f.trainer[1])}</td>
    <td><span class="l">Trainer signature · date</span>${sig(f.trainer[0], { font: f.sig, ink: f.ink, size: '1.7em' })} ${H(fmt(f.cert, 'us_short'), { size: '1.1em' })}</td></tr>
    <tr><td colspan="2"><span class="l">Employee signature · date</span>${sig(f.empSig, { font: f.sig2, ink: '#222', size: '1.7em', rot: -2 })} ${H(fmt(f.cert, 'us_short'), { size: '1.1em', font: f.hand2 })}</td>
    <td><span class="l">Manager — copy received (initials · date)</span>${H(f.gmIni + '  ' + fmt(f.received, 'us_short'), { font: f.hand2 })}</td></tr></table>
  </div>`;
  const note = `<div class="note" style="transform:rotate(${f.noteRot}deg)">${H('Credentialing —', { font: f.hand2, size: '1.3em' })}<br>
   ${H(f.noteText, { font: f.hand2, size: '1.3em' })}<br>${H(`${f.gm} · GM, store ${f.store} · ${fmt(f.received, 'us_nz')}`, { font: f.hand2, size: '1.2em' })}</div>`;
  return page({
    title: 'RBS class sign-off card',
    size: 'letter',
    margin: '0.4in',
    font: f.font,
    body: card + note,
    css: `
    body { font-size:10pt; }
    .hand { -webkit-text-stroke:0.45px currentColor; }
    .card { border:2.5px solid #111; border-radius:8px; padding:10px 14px 8px; }
    .hd { display:flex; gap:10px; align-items:center; border-bottom:2px solid #111; padding-bottom:5px; }
    .hn { flex:1; } .gn { font-size:14pt; font-weight:bold; letter-spacing:.5px; } .go { font-size:7.6pt; }
    .ht { text-align:right; font-size:9pt; line-height:1.25; } .ht b { font-size:12.5pt; } .fm { font-size:7.2pt; }
    .ins { font-size:7.8pt; margin:3px 0 4px; font-style:italic; }
    table.ln { width:100%; margin-top:4px; } table.ln td { border:1px solid #111; padding:1px 6px 3px; height:0.5in; vertical-align:top; }
    .l { display:block; font-size:7.2pt; font-weight:bold; margin-bottom:2px; }
    table.ln .hand { line-height:1.35; }
    .row { margin-top:7px; font-size:10pt; } .k { font-weight:bold; margin-right:6px; }
    .po { margin-right:12px; white-space:nowrap; display:inline-block; line-height:1.7; }
    .rg { position:relative; display:inline-block; padding:0 6px; margin-right:10px; } .rg i { position:absolute; left:-5px; right:-5px; top:-5px; bottom:-5px; border:2.4px solid; border-radius:50%; }
    .nr { display:inline-block; padding:0 6px; margin-right:10px; }
    table.mods { width:100%; margin-top:6px; } table.mods th { border:1px solid #111; background:#ddd; font-size:8pt; padding:2px 5px; text-align:left; }
    table.mods td { border:1px solid #111; padding:1px 5px; height:0.3in; } td.mn { width:0.3in; text-align:right; } td.mc { width:0.45in; text-align:center; font-size:12pt; } td.mi { width:1.2in; text-align:center; }
    .dt td { width:25%; }
    .sm { font-size:7.4pt; margin-top:2px; }
    .note { margin:0.35in 0 0 0.6in; width:4.3in; border:1px solid #999; padding:10px 14px; background:#fff; line-height:1.5; }
    .note .hand { line-height:1.3; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, prog, cert, o = {}) => {
    const tKey = prog === 'tabc' ? 'tabc' : prog === 'basset' ? 'basset' : 'tips';
    const years = prog === 'tabc' ? 2 : 3;
    const split = rng.chance(0.5);
    const classStart = split ? addDays(cert, -1) : cert;
    const gm = rng.pick(GMS);
    return {
      prog,
      group: o.group || (prog === 'tabc' ? GROUPS[0] : prog === 'basset' ? GROUPS[1] : GROUPS[2]),
      cert,
      exp: addYears(cert, years),
      expWritten: o.expWritten ?? prog !== 'tabc',
      certId: o.noId
        ? ''
        : prog === 'tabc'
          ? `${rng.digits(3)}-${rng.digits(6)}`
          : prog === 'basset'
            ? `B${rng.digits(8)}`
            : `${rng.digits(7)}`,
      classText: split ? `${fmt(classStart, 'us_nz')} & ${fmt(cert, 'us_nz')}` : fmt(cert, 'us_nz'),
      hire: addDays(cert, -rng.int(3, 40)),
      received: addDays(cert, rng.int(1, 5)),
      cardName: o.cardName || nameAs(p, rng.pick(['first_mi_last', 'first_last', 'full'])),
      empSig: o.empSig || nameAs(p, 'first_last'),
      dobShown: o.dobShown === undefined ? (prog === 'tabc' ? p.dob : null) : o.dobShown,
      store: String(rng.int(3, 61)),
      position: rng.pick(POSITIONS.slice(0, 3)),
      premise: prog === 'tips_off' ? 'OFF-PREMISE' : 'ON-PREMISE',
      score: rng.int(78, 100),
      trainer: rng.pick(TRAINERS[tKey]),
      gm,
      gmIni: gm
        .split(' ')
        .map((x) => x[0])
        .join(''),
      noteText: rng.pick([
        'server card for your file, original kept at store.',
        'RBS sign-off attached as asked.',
        'here is the class card — call w/ questions.',
      ]),
      noteRot: rng.float(-2.5, 2).toFixed(1),
      ds: o.ds || rng.pick(['us_nz', 'us', 'us_short']),
      hand: rng.pick(CARD_HANDS),
      hand2: rng.pick(LEGIBLE),
      ink: rng.pick(INK),
      sig: rng.pick(SIGS),
      sig2: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu]),
    };
  };
  const full = (f) => ({
    'certificate.id': f.certId,
    'certificate.issue_date': f.cert,
    'certificate.expiration_date': f.exp,
    'certificate.kind': 'handler',
  });
  const note = (f) =>
    `${f.prog} certified ${f.cert}${f.expWritten ? `, expires written ${f.exp}` : `, EXPIRES blank → ${f.prog === 'tabc' ? '2' : '3'} years = ${f.exp}`}; class date(s) "${f.classText}", hire ${f.hire}, manager / GM note date ${f.received} are other dates`;
  const out = [];

  // 1. TABC, EXPIRES blank (two years)
  let p = k.person();
  let f = mk(p, 'tabc', addDays('2025-01-06', rng.int(0, 600)));
  out.push({
    key: 'tabc-expires-blank-two-years',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...full(f), ...personData('match', 'match') },
    note: note(f),
    rendering: 'fax',
  });

  // 2. TIPS On-Premise, expiry written
  p = k.person();
  f = mk(p, 'tips_on', addDays('2024-12-02', rng.int(0, 640)));
  out.push({
    key: 'tips-on-premise-expiry-written',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: note(f),
    rendering: 'fax',
  });

  // 3. BASSET, name written with a nickname
  p = k.person();
  while (!p.nick) p = k.person();
  f = mk(p, 'basset', addDays('2024-04-08', rng.int(0, 800)), {
    cardName: nameAs(p, 'nick_last'),
    empSig: nameAs(p, 'nick_last'),
  });
  out.push({
    key: 'basset-card-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...full(f), ...personData('match', null) },
    note: `${note(f)}; the trainer wrote the nickname ${p.nick} for ${p.first}`,
    rendering: rng.pick(['scan_image', 'photo']),
  });

  // 4. TABC certified over two years ago, EXPIRES blank
  p = k.person();
  f = mk(p, 'tabc', addDays('2024-02-05', rng.int(0, 250)));
  out.push({
    key: 'tabc-certified-over-two-years-ago',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {
      'certificate.issue_date': f.cert,
      'certificate.expiration_date': f.exp,
      ...personData('match', 'match'),
    },
    note: `${note(f)}; TABC runs 2 years, so it ended before 2026-11-21`,
    rendering: 'fax',
  });

  // 5. certificate number left blank
  p = k.person();
  f = mk(p, rng.pick(['tips_on', 'tips_off']), addDays('2025-03-03', rng.int(0, 520)), { noId: true });
  out.push({
    key: 'certificate-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: {
      'certificate.issue_date': f.cert,
      'certificate.expiration_date': f.exp,
      ...personData('match', null),
    },
    note: `${note(f)}; the certificate / card no. box is empty; the trainer ID, store no. and form no. are not certificate numbers`,
    rendering: rng.pick(['fax', 'scanned_pdf']),
  });

  // 6. a co-worker's card faxed
  p = k.person();
  let q = k.person();
  while (q.first === p.first || q.last === p.last || (q.nick && q.nick === p.nick)) q = k.person();
  f = mk(q, rng.pick(['tabc', 'basset']), addDays('2025-02-03', rng.int(0, 560)), { dobShown: null });
  out.push({
    key: 'coworker-card-faxed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { ...personData('mismatch', null) },
    note: `the card is ${nameAs(q, 'first_last')}'s (${f.prog}, certified ${f.cert}); the request is for ${nameAs(p, 'first_last')}, who appears nowhere on the page`,
    rendering: rng.pick(['fax', 'photo']),
  });
  return out;
}
