// A "Letter of good standing" from a partner platform's compliance team written in British/Commonwealth English: the
// badge details appear inside sentences ("credential badge no. ... has been active since 3rd March 2026 and remains
// valid until 2nd March 2027"), dates are ordinal day-first in words, or day-first numeric with "(DD/MM/YYYY)"
// spelled out; one variant says "valid until further notice" and names no end date; signed by the compliance lead.
import { addDays, addMonths, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r5_good_standing_letter_day_first',
  split: 'tuning',
  description:
    'Partner-platform letter of good standing in Commonwealth English: badge no., role, status and validity inside sentences, ordinal day-first dates in words or DD/MM/YYYY stated, one "until further notice" variant, signed',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ordinal = (n) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const words = (iso) =>
  `${ordinal(Number(iso.slice(8, 10)))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function render(f) {
  const css = `
  .lh { display:flex; justify-content:space-between; align-items:flex-start; }
  .lh .n { font-family:${FONTS.caladea}; font-size:19pt; color:#264653; }
  p { font-size:10.5pt; line-height:1.55; margin:0 0 10px; }`;
  const D = (iso) => (f.numeric ? dmy(iso) : `the ${words(iso)}`);
  const status = {
    active: `has been active since ${D(f.issueIso)}`,
    suspended: `was issued on ${D(f.issueIso)} but is currently <b>suspended</b> pending renewal of the holder's basic life support certificate, and may not be used to book shifts`,
  }[f.status];
  const validity = f.noExp
    ? 'and remains valid until further notice'
    : f.status === 'active'
      ? `and remains valid until ${D(f.expIso)}`
      : `(printed validity to ${D(f.expIso)})`;
  const body = `
  <div class="lh"><div><div class="n">${esc(f.platform)}</div><div style="font-size:8.5pt;color:#555">Clinical Compliance · ${esc(f.addr)}</div></div><div style="font-size:9pt;text-align:right">${esc(f.letterDate)}<br>Our ref: ${esc(f.ref)}</div></div>
  <p style="margin-top:26px">To whom it may concern,</p>
  <p><b>Re: ${esc(f.name)} — letter of good standing</b></p>
  <p>We confirm that ${esc(f.name)} is registered with ${esc(f.platform)} as ${/^[aeiou]/.test(f.role) ? 'an' : 'a'} ${esc(f.role)}. Their credential badge, no. ${esc(f.badgeNo)}, ${status} ${validity}.${f.numeric ? ' (All dates in this letter are DD/MM/YYYY.)' : ''}</p>
  <p>Before issuing a badge we verify professional registration, a current BLS certificate, tuberculosis screening, a criminal background check and exclusion-list clearance; these are re-checked on a rolling basis.</p>
  <p>Please contact the compliance team at ${esc(f.email)} should you require anything further.</p>
  <p style="margin-top:20px">Yours faithfully,</p>
  <div>${sig(f.signer, { font: f.sigFont, size: '2em' })}</div>
  <p>${esc(f.signer)}<br>Head of Clinical Compliance, ${esc(f.platform)}</p>`;
  return page({
    title: 'Letter of good standing',
    body,
    css,
    font: FONTS.caladea,
    size: 'A4',
    margin: '22mm',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2026-02-01', rng.int(0, 250));
    const expIso = addMonths(issueIso, 12);
    return {
      platform: rng.pick(['Locumlink Health', 'Wardshift Clinical', 'Tidewell Staffing Platform']),
      addr: rng.pick(['Suite 4, 21 Bridge Street', 'Level 9, 300 Collins Row', '2 Harbour Mews']),
      letterDate: words(o.old ? addDays(issueIso, rng.int(20, 60)) : addDays('2026-11-03', rng.int(0, 12))),
      ref: `GS/${rng.digits(5)}`,
      name:
        o.nameStyle === 'full'
          ? [p.first, p.middle, p.last].filter(Boolean).join(' ')
          : `${p.first} ${p.last}`,
      role: rng.pick(['registered nurse', 'healthcare assistant', 'enrolled nurse', 'midwife']),
      badgeNo: `${rng.letters(3)}${rng.digits(6)}`,
      status: o.status || 'active',
      noExp: !!o.noExp,
      numeric: !!o.numeric,
      email: 'compliance@example.org',
      signer: rng.pick(['Imogen Thackeray', 'Callum Ferreira', 'Ngaire Holloway']),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-dates-in-words',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeNo,
      'badge.status': 'active',
      'badge.issue_date': f.issueIso,
      'badge.expiration_date': f.expIso,
      ...personData('match', null),
    },
    note: 'validity stated in a sentence with ordinal day-first dates',
  });

  p = k.person();
  f = make(p, { numeric: true, issueIso: `2026-0${rng.int(3, 9)}-0${rng.int(1, 9)}` });
  out.push({
    key: 'active-numeric-day-first',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { 'badge.issue_date': f.issueIso, 'badge.expiration_date': f.expIso, ...personData('match', null) },
    note: 'e.g. 04/07/2027 = 4 July 2027; the letter says all dates are DD/MM/YYYY',
  });

  p = k.person();
  f = make(p, { nameStyle: 'full' });
  out.push({
    key: 'active-full-name',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'badge.id': f.badgeNo, 'badge.status': 'active', ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { status: 'suspended' });
  out.push({
    key: 'suspended-badge',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'the letter says the badge is suspended; a suspended badge is not active',
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'valid-until-further-notice',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.expiration_date': null, 'badge.status': 'active' },
    note: '"valid until further notice" names no end date',
  });

  p = k.person();
  f = make(p, { old: true, issueIso: addDays('2025-06-01', rng.int(0, 120)) });
  out.push({
    key: 'validity-ended',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
    note: 'an old letter written shortly after issue: the badge was active then, but the stated end date has passed',
  });
  return out;
}
