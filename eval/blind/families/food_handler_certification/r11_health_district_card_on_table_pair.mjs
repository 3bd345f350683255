// A city-county health district's paper food handler card, laminated with a punched lanyard hole, as a worker lays
// it on a table to photograph it — sometimes beside a co-worker's card from the same class. The card prints "This is
// to certify that" with the name typed by the district's printer, "Trained on" as DD MON YYYY, "Card expires end
// of" as a month and year only, and a card number written by the clerk in a box (left blank on one card). A manager
// variant is the district's food protection manager registration card with a full expiry date.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r11_health_district_card_on_table_pair',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 10, photo: 50, scan_image: 17, fax: 8 },
  description:
    'City-county health district laminated food handler card (punched hole, seal): "This is to certify that" + typed name, "Trained on" DD MON YYYY, "Card expires end of" MON YYYY, card no. by hand in a box (blank on one); sometimes beside a co-worker\u2019s card from the same class; a manager registration card variant with a full expiry date',
};

const DISTRICTS = [
  {
    name: 'Tri-Rivers City-County Health District',
    short: 'TRI-RIVERS HEALTH DISTRICT',
    place: 'Boise, Idaho',
    ord: 'District Food Code § 4-110',
    color: '#0b6e4f',
  },
  {
    name: 'Ochoco Valley Health Department',
    short: 'OCHOCO VALLEY HEALTH DEPT.',
    place: 'Provo, Utah',
    ord: 'Utah Admin. Code R392-103',
    color: '#a2441b',
  },
  {
    name: 'Pawnee Prairie Public Health District',
    short: 'PAWNEE PRAIRIE PUBLIC HEALTH',
    place: 'Omaha, Nebraska',
    ord: 'City Ordinance 11-204',
    color: '#28428f',
  },
];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dmon = (iso) => `${iso.slice(8, 10)} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const monY = (iso) => `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function card(c) {
  const D = c.district;
  const H = (t, o = {}) => hand(t, { font: c.hand, ink: c.ink, size: '1.25em', ...o });
  const title = c.manager ? 'FOOD PROTECTION MANAGER REGISTRATION' : "FOOD HANDLER'S CARD";
  const lines = c.manager
    ? `<div class="k">Certified through</div><div class="v">${esc(c.program)}</div>
       <div class="row"><div><div class="k">Registered</div><div class="v">${esc(c.issued)}</div></div><div><div class="k">Registration expires</div><div class="v">${esc(c.expires)}</div></div></div>`
    : `<div class="row"><div><div class="k">Trained on</div><div class="v">${esc(c.issued)}</div></div><div><div class="k">Card expires end of</div><div class="v big">${esc(c.expires)}</div></div></div>`;
  return `<div class="card" style="transform:rotate(${c.rot}deg)">
   <div class="hole"></div>
   <div class="band" style="background:${D.color}">${esc(D.short)}<div class="sub">${esc(D.place)}</div></div>
   <div class="in">
    <div class="t" style="color:${D.color}">${title}</div>
    <div class="k">This is to certify that</div>
    <div class="nm">${esc(c.name)}</div>
    <div class="k" style="margin-bottom:3px">has completed the training and examination required by ${esc(D.ord)}.</div>
    ${lines}
    <div class="row" style="align-items:flex-end"><div><div class="k">Card no.</div><div class="num">${H(c.num)}</div></div>
     <div style="text-align:center">${sig(c.officer, { font: c.sigFont, ink: c.ink, size: '1.3em' })}<div class="k" style="border-top:1px solid #555">Issuing officer</div></div>
     <div style="opacity:.85">${seal({ text: `${D.short} · OFFICIAL · `, inner: '✚', color: D.color, size: 52 })}</div></div>
   </div></div>`;
}

function render(cards) {
  const css = `
  body { background:#fff; }
  .wrap { display:flex; gap:0.35in; padding:0.25in 0.3in; align-items:flex-start; }
  .card { width:3.6in; height:2.55in; border:1px solid #999; border-radius:8px; position:relative; background:#fbfbf4; box-shadow:1px 2px 3px rgba(0,0,0,.25); overflow:hidden; font-size:7.6pt; }
  .hole { position:absolute; right:10px; top:8px; width:12px; height:12px; border-radius:50%; background:#fff; border:1px solid #999; }
  .band { color:#fff; font-weight:bold; font-size:9pt; padding:4px 8px; letter-spacing:.6px; }
  .band .sub { font-weight:normal; font-size:6.8pt; letter-spacing:0; }
  .in { padding:4px 9px; }
  .t { font-weight:bold; font-size:10pt; margin-bottom:2px; }
  .k { font-size:6.4pt; color:#444; }
  .nm { font-family:${FONTS.courier}; font-size:11.5pt; font-weight:bold; margin:1px 0; }
  .v { font-size:9pt; font-weight:bold; font-family:${FONTS.courier}; }
  .v.big { font-size:10.5pt; }
  .row { display:flex; justify-content:space-between; gap:8px; margin-top:3px; }
  .num { border:1px solid #666; min-width:1.2in; min-height:22px; padding:0 4px; background:#fff; }`;
  const w = cards.length > 1 ? '8.4in' : '4.4in';
  return page({
    title: 'Food handler card',
    size: `${w} 3.2in`,
    margin: '0',
    body: `<div class="wrap">${cards.map(card).join('')}</div>`,
    css,
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const officers = ['R. Castellanos-Whit', 'D. Ingebretsen', 'M. Oduya-Banks'];
  const make = (p, issueIso, o = {}) => {
    const district = o.district || rng.pick(DISTRICTS);
    const expIso = o.manager ? addYears(issueIso, 5) : endOfMonth(addYears(issueIso, 3));
    return {
      district,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      officer: rng.pick(officers),
      rot: rng.float(-2.5, 2.5).toFixed(2),
      name: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'FIRST_MI_LAST', 'LAST_FIRST'])),
      issued: o.manager ? fmt(issueIso, 'us') : dmon(issueIso),
      expires: o.manager ? fmt(expIso, 'us') : monY(expIso),
      num: o.noNum ? '' : `${o.manager ? 'FPM' : 'FH'}-${issueIso.slice(2, 4)}-${rng.digits(5)}`,
      manager: !!o.manager,
      program: 'ServSafe Food Protection Manager',
      issueIso,
      expIso,
    };
  };
  const data = (c, kind = 'handler') => ({
    'certificate.id': c.num || null,
    'certificate.issue_date': c.issueIso,
    'certificate.expiration_date': c.expIso,
    'certificate.kind': kind,
  });
  const out = [];

  let p = k.person();
  let issue = addDays('2024-02-05', rng.int(0, 900));
  let c = make(p, issue);
  out.push({
    key: 'one-card-month-only-expiry',
    person: requestPerson(p),
    html: render([c]),
    issues: [],
    data: { ...data(c), ...personData('match', null) },
    note: `"Card expires end of ${c.expires}": valid through ${c.expIso}; "Trained on" is the issue date`,
  });

  p = k.person();
  const coworker = otherPerson(k.person, p);
  issue = addDays('2025-01-13', rng.int(0, 560));
  c = make(p, issue);
  const cw = make(coworker, issue, { district: c.district });
  out.push({
    key: 'holder-card-beside-coworker',
    person: requestPerson(p),
    html: render([cw, c]),
    issues: [],
    forbidden: ['name mismatch'],
    data: { ...data(c), ...personData('match', null) },
    note: 'two cards from the same class on the table; the holder\u2019s is the right-hand one, the co-worker\u2019s (left) has its own card no.',
  });

  p = k.person();
  issue = addDays('2023-03-06', rng.int(0, 150));
  c = make(p, issue);
  out.push({
    key: 'expired-end-of-month',
    person: requestPerson(p),
    html: render([c]),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': c.expIso },
    note: `"Card expires end of ${c.expires}" is before valid_on`,
  });

  p = k.person();
  const other = otherPerson(k.person, p);
  issue = addDays('2025-03-03', rng.int(0, 400));
  c = make(other, issue);
  out.push({
    key: 'coworker-card-sent-instead',
    person: requestPerson(p),
    html: render([c]),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'a valid card, but it names someone else',
  });

  p = k.person();
  issue = addDays('2025-04-07', rng.int(0, 420));
  c = make(p, issue, { noNum: true });
  out.push({
    key: 'card-number-box-blank',
    person: requestPerson(p),
    html: render([c]),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.expiration_date': c.expIso },
    note: 'the clerk left the card-number box empty; the ordinance number is not an id',
  });

  p = k.person();
  issue = addDays('2023-06-05', rng.int(0, 800));
  c = make(p, issue, { manager: true });
  out.push({
    key: 'manager-registration-full-date',
    person: requestPerson(p),
    html: render([c]),
    issues: [],
    data: { ...data(c, 'manager'), ...personData('match', null) },
    note: 'manager registration card: "Registration expires" is a full date five years on',
  });
  return out;
}
