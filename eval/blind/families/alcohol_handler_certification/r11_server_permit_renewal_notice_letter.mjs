// A state alcohol authority's mailed letter about a server permit, folded for a window envelope: return address,
// the holder's mailing block, the letter date, a "RE:" line with the permit number, a small boxed summary (Permit
// holder / Permit no. / Class / Date issued / Valid until / Status) and the body in prose. Three letters: a renewal
// reminder ("Renewal due by"), a renewal confirmation that quotes the previous expiration beside the new one, and an
// expiration notice. One form prints the card's expiry as "Card expires end of MON YYYY". The letter date and the
// previous expiration are not the permit's dates.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  otherPerson,
  personData,
  requestPerson,
  street,
} from '../../lib/core.mjs';
import { esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r11_server_permit_renewal_notice_letter',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 15, scan_image: 15, fax: 20 },
  description:
    'State alcohol authority window-envelope letter about a server permit: mailing block, letter date, RE: permit no., boxed summary (holder / permit no. / class / date issued / valid until / status); renewal reminder with "Renewal due by", renewal confirmation quoting the previous and the new expiration, expiration notice, "Card expires end of MON YYYY" variant; Tennessee, Washington (MAST), Utah',
};

const AUTHORITIES = [
  {
    state: 'TN',
    name: 'Tennessee Alcoholic Beverage Commission',
    unit: 'Server Permit Section',
    addr: ['500 James Robertson Pkwy, 3rd Floor', 'Nashville, TN 37243'],
    city: ['Knoxville', 'TN', '37916'],
    cls: 'On-Premises Server Permit',
    prog: 'ABC-approved responsible vendor server training',
    years: 5,
    color: '#6a1b1b',
  },
  {
    state: 'WA',
    name: 'Washington State Liquor and Cannabis Board',
    unit: 'MAST Program — Mandatory Alcohol Server Training',
    addr: ['PO Box 43098', 'Olympia, WA 98504'],
    city: ['Tacoma', 'WA', '98405'],
    cls: 'MAST Class 12 Alcohol Server Permit',
    prog: 'MAST Class 12 (mixologist / server)',
    years: 5,
    color: '#0d4f6b',
  },
  {
    state: 'UT',
    name: 'Utah Department of Alcoholic Beverage Services',
    unit: 'Alcohol Training & Education — Server Certification',
    addr: ['1625 S 900 W', 'Salt Lake City, UT 84104'],
    city: ['Provo', 'UT', '84601'],
    cls: 'On-Premise Alcohol Server Certification',
    prog: 'Utah on-premise alcohol server training',
    years: 3,
    color: '#3d4a1c',
  },
];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function render(f) {
  const a = f.auth;
  const css = `
  .top { display:flex; justify-content:space-between; align-items:flex-start; }
  .ag { display:flex; gap:10px; align-items:center; }
  .ag .n { font-size:12.5pt; font-weight:bold; color:${a.color}; font-family:${FONTS.caladea}; }
  .ag .u { font-size:8.5pt; color:#333; }
  .win { margin-top:26px; margin-left:0.3in; font-family:${FONTS.courier}; font-size:10pt; line-height:1.3; height:1.15in; }
  .dt { text-align:right; font-size:10pt; margin-top:4px; }
  .re { font-weight:bold; margin:14px 0 8px; }
  table.sm { border:1.3px solid #333; margin:10px 0 12px; font-size:9.5pt; width:100%; }
  table.sm td { border:1px solid #999; padding:4px 7px; }
  table.sm td.l { background:#f1f1f1; width:24%; font-size:8.5pt; }
  p { font-size:10.3pt; line-height:1.45; margin:7px 0; }
  .ft { font-size:7.6pt; color:#444; border-top:1px solid #999; margin-top:22px; padding-top:4px; }`;
  const rows = f.rows.map(([l, v]) => `<tr><td class="l">${esc(l)}</td><td>${esc(v)}</td></tr>`);
  const table = `<table class="sm"><tr>${rows
    .slice(0, 2)
    .join('')
    .replace(/<\/?tr>/g, '')}</tr><tr>${rows
    .slice(2, 4)
    .join('')
    .replace(/<\/?tr>/g, '')}</tr><tr>${rows
    .slice(4, 6)
    .join('')
    .replace(/<\/?tr>/g, '')}</tr></table>`;
  const body = `<div class="top"><div class="ag">${logo({ initials: a.state, color: a.color, shape: 'shield', size: 48 })}<div><div class="n">${esc(a.name)}</div><div class="u">${esc(a.unit)}<br>${esc(a.addr.join(' · '))}</div></div></div>
  <div>${seal({ text: `${a.name.toUpperCase()} · `, inner: '★', color: a.color, size: 70 })}</div></div>
  <div class="win">${f.mail.map(esc).join('<br>')}</div>
  <div class="dt">${esc(f.letterDate)}</div>
  <div class="re">RE: ${esc(a.cls)} No. ${esc(f.permit)}</div>
  <p>Dear ${esc(f.salutation)}:</p>
  ${f.paras.map((x) => `<p>${x}</p>`).join('')}
  ${table}
  ${f.after.map((x) => `<p>${x}</p>`).join('')}
  <p>Sincerely,</p>
  <div style="height:46px">${sig(f.signer, { font: f.sigFont, ink: '#1a2b6d', size: '1.9em' })}</div>
  <div style="font-size:10pt">${esc(f.signer)}<br>${esc(a.unit.split(' — ')[0])} Supervisor</div>
  <div class="ft">Keep this letter with your permit. Permits are personal and may not be transferred. Questions: ${esc(f.helpline)} · Reference ${esc(f.ref)}</div>`;
  return page({ title: 'Server permit letter', body, css, font: FONTS.serif, margin: '0.7in 0.8in' });
}

export function cases(k) {
  const { rng } = k;
  const signers = ['Delphine R. Yarbrough', 'Calvin Tso', 'Marguerite Ellison-Pike'];
  const make = (p, issueIso, kind, o = {}) => {
    const auth = o.auth || rng.pick(AUTHORITIES);
    const expIso = o.monthOnly
      ? endOfMonth(addYears(issueIso, auth.years))
      : addDays(addYears(issueIso, auth.years), -1);
    const permit = `${auth.state}-${rng.digits(7)}`;
    const nm = nameAs(p, rng.pick(['FIRST_MI_LAST', 'full', 'first_mi_last']));
    const letterIso =
      kind === 'expired'
        ? addDays(expIso, rng.int(10, 40))
        : kind === 'renewed'
          ? addDays(issueIso, rng.int(3, 12))
          : addDays(expIso, -rng.int(60, 120));
    const usLong = (x) => fmt(x, 'long');
    const status = kind === 'expired' ? 'EXPIRED' : 'Active';
    const validUntil = o.monthOnly
      ? `Card expires end of ${MON[Number(expIso.slice(5, 7)) - 1]} ${expIso.slice(0, 4)}`
      : fmt(expIso, 'us');
    const rows = [
      ['Permit holder', nm],
      ['Permit no.', permit],
      ['Class', auth.cls],
      ['Date issued', fmt(issueIso, 'us')],
      ['Valid until', validUntil],
      ['Status', status],
    ];
    let paras;
    let after;
    if (kind === 'reminder') {
      paras = [
        `Our records show that your ${esc(auth.cls.toLowerCase())} will expire on <b>${usLong(expIso)}</b>. You may not serve or sell alcoholic beverages after that date unless your permit has been renewed.`,
        `<b>Renewal due by ${usLong(expIso)}.</b> To renew, complete a refresher course through an approved provider of ${esc(auth.prog)} and submit the renewal online. The details we hold for you are:`,
      ];
      after = [
        'If you have already renewed, please disregard this notice. Allow ten business days for a new card to arrive by mail.',
      ];
    } else if (kind === 'renewed') {
      paras = [
        `This letter confirms that your server permit has been renewed. Your previous permit expired, or was due to expire, on ${usLong(o.prevExp)}; that date no longer applies.`,
        'Your renewed permit is shown below. Your new wallet card is enclosed.',
      ];
      after = ['Please destroy any earlier card. Your permit number has not changed.'];
    } else {
      paras = [
        `Our records show that your ${esc(auth.cls.toLowerCase())} <b>expired on ${usLong(expIso)}</b> and has not been renewed. You may not serve, sell or dispense alcoholic beverages at a licensed premises until a new permit is issued.`,
        'The permit on file is:',
      ];
      after = [
        'To obtain a new permit you must complete the full initial course again. Your employer has been notified as required by rule.',
      ];
    }
    const mailP = o.mailTo || p;
    return {
      auth,
      sigFont: rng.pick(SIGS),
      signer: rng.pick(signers),
      mail: [
        nameAs(mailP, 'FIRST_MI_LAST'),
        street(rng).toUpperCase(),
        `APT ${rng.int(1, 40)}`,
        `${auth.city[0].toUpperCase()} ${auth.city[1]} ${auth.city[2]}-${rng.digits(4)}`,
      ],
      salutation: `${rng.pick(['Mr.', 'Ms.', 'Mx.'])} ${mailP.last}`,
      letterDate: fmt(letterIso, 'long'),
      permit,
      rows,
      paras,
      after,
      helpline: `(${rng.int(201, 989)}) 555-0${rng.digits(3)}`,
      ref: `SP-${rng.digits(6)}`,
      expIso,
    };
  };
  const data = (f, issueIso) => ({
    'certificate.id': f.permit,
    'certificate.issue_date': issueIso,
    'certificate.expiration_date': f.expIso,
    'certificate.kind': 'handler',
  });
  const out = [];

  let p = k.person();
  let auth = rng.pick(AUTHORITIES);
  let issue = addDays(addYears('2026-12-15', -auth.years), rng.int(30, 200));
  let f = make(p, issue, 'reminder', { auth });
  out.push({
    key: 'renewal-reminder-still-current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...data(f, issue), ...personData('match', null) },
    note: 'a reminder: "Renewal due by" the expiration date, which is after valid_on; the letter date is not the issue date',
  });

  p = k.person();
  auth = rng.pick(AUTHORITIES);
  issue = addDays(addYears('2026-12-20', -auth.years), rng.int(20, 160));
  f = make(p, issue, 'reminder', { monthOnly: true, auth });
  out.push({
    key: 'card-expires-end-of-month',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...data(f, issue), ...personData('match', null) },
    note: `"Valid until: Card expires end of …" in the summary box: valid through ${f.expIso}`,
  });

  p = k.person();
  issue = addDays('2026-09-14', rng.int(0, 50));
  const prevExp = addDays(issue, rng.int(5, 45));
  f = make(p, issue, 'renewed', { prevExp });
  out.push({
    key: 'renewal-confirmed-old-date-quoted',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...data(f, issue), ...personData('match', null) },
    note: `the letter quotes the previous expiration (${prevExp}); the renewed permit issued ${issue} is valid until ${f.expIso}`,
  });

  p = k.person();
  auth = rng.pick(AUTHORITIES);
  issue = addDays(addYears('2026-06-01', -auth.years), rng.int(0, 120));
  f = make(p, issue, 'expired', { auth });
  out.push({
    key: 'expiration-notice',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'status EXPIRED; the expiration date is before valid_on',
  });

  p = k.person();
  auth = rng.pick(AUTHORITIES);
  issue = addDays('2026-01-12', rng.int(0, 270));
  f = make(p, issue, 'renewed', { auth, prevExp: addDays(issue, rng.int(5, 45)) });
  out.push({
    key: 'client-accepts-california-only',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.permit, 'certificate.expiration_date': f.expIso },
    note: `a renewal confirmation for a current ${auth.state} permit; the client accepts California only`,
  });

  p = k.person();
  const other = otherPerson(k.person, p);
  auth = rng.pick(AUTHORITIES);
  issue = addDays(addYears('2026-12-15', -auth.years), rng.int(30, 200));
  f = make(other, issue, 'reminder', { auth });
  out.push({
    key: 'letter-for-household-member',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'a current permit letter mailed to someone else (another person at another address)',
  });
  return out;
}
