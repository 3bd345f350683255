// A framed "Statement of Completion" from a safety-training provider: the course (Adult First Aid / CPR AED or CPR &
// AED only) and the holder in large script, then dates written in words ("on the fourteenth day of March, 2025"),
// "Valid until" as a month and year in words or left as an empty printed line, a certificate number, the issuing
// organisation named in the footer (National Safety Council, American Safety & Health Institute, or a local outfit),
// and the instructor's signature.
import { addDays, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r5_first_aid_statement_dates_in_words',
  split: 'tuning',
  description:
    'Framed Statement of Completion: course and holder in script, completion date in words ("the fourteenth day of March, 2025"), Valid until as Month YYYY in words or a blank line, certificate no., issuer named in the footer',
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
const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
];
const words = (iso) =>
  `the ${ORD[Number(iso.slice(8, 10))]} day of ${MONTHS[Number(iso.slice(5, 7)) - 1]}, ${iso.slice(0, 4)}`;
const monthWords = (iso) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const ISSUERS = {
  national_safety_council: [
    'National Safety Council',
    'Authorized Training Provider of the National Safety Council',
    '#0a4f8c',
  ],
  american_safety_health_institute: [
    'American Safety & Health Institute',
    'Training delivered under the American Safety & Health Institute program',
    '#7a3b00',
  ],
  other: [
    'Coastline Lifesaving Guild',
    'Coastline Lifesaving Guild — independent first aid school',
    '#2f5d3a',
  ],
};
const COURSE = { first_aid: 'Adult First Aid', cpr: 'CPR & AED (Adult, Child, Infant)' };

function render(f) {
  const css = `
  .frame { border:10px double ${f.color}; padding:26px 40px; text-align:center; height:6.7in; position:relative; }
  .k { font-family:${FONTS.caladea}; font-size:12pt; letter-spacing:4px; color:${f.color}; }
  .t { font-family:${FONTS.caladea}; font-size:28pt; margin:6px 0 10px; }
  .who { font-family:'Dancing Script'; font-size:32pt; margin:8px 0; border-bottom:1px solid #888; display:inline-block; padding:0 30px; }
  .c { font-size:16pt; font-weight:bold; margin:6px 0; }
  p { font-size:11pt; margin:6px 0; }
  .row { display:flex; justify-content:space-between; align-items:flex-end; margin-top:26px; font-size:9.5pt; text-align:left; }
  .blank { display:inline-block; width:1.8in; border-bottom:1px solid #333; }
  .ft { position:absolute; bottom:14px; left:40px; right:40px; font-size:8pt; color:#333; }`;
  const body = `<div class="frame">
    <div class="k">STATEMENT OF COMPLETION</div>
    <div class="t">${esc(f.provider)}</div>
    <p>This is to certify that</p>
    <div class="who">${esc(f.name)}</div>
    <p>has satisfactorily completed the course of instruction and skills assessment in</p>
    <div class="c">${esc(COURSE[f.type])}</div>
    <p>on ${esc(f.doneWords)}.</p>
    <div class="row"><div>Certificate no.: ${f.id ? `<b>${esc(f.id)}</b>` : '<span class="blank">&nbsp;</span>'}<br><br>Valid until: ${f.validWords ? `<b>${esc(f.validWords)}</b>` : '<span class="blank">&nbsp;</span>'}</div>
      <div>${seal({ text: f.issuerName.toUpperCase() + ' · ', inner: '✚', color: f.color, size: 92 })}</div>
      <div style="text-align:center">${sig(f.instructor, { font: f.sigFont, size: '1.9em' })}<br><span style="border-top:1px solid #333;padding-top:2px">${esc(f.instructor)}, Instructor</span></div></div>
    <div class="ft">${esc(f.issuerLine)} · ${esc(f.provider)}, ${esc(f.city)}</div></div>`;
  return page({
    title: 'Statement of completion',
    size: 'letter landscape',
    margin: '0.4in',
    body,
    css,
    font: FONTS.caladea,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, type, issuerKey, doneIso, o = {}) => {
    const expIso = twoYearsEndOfMonth(doneIso);
    const [issuerName, issuerLine, color] = ISSUERS[issuerKey];
    return {
      type,
      provider: rng.pick([
        'Bayside Workplace Safety Training',
        'Granite State Rescue Instruction',
        'Prairie Lifeline Education',
      ]),
      city: rng.pick(['Worcester, MA', 'Omaha, NE', 'Boise, ID']),
      issuerName,
      issuerLine,
      color,
      name:
        o.nameStyle === 'full'
          ? [p.first, p.middle, p.last].filter(Boolean).join(' ')
          : `${p.first} ${p.last}`,
      doneWords: words(doneIso),
      validWords: o.noValid ? '' : monthWords(expIso),
      id: o.noId ? '' : `${rng.letters(2)}-${rng.digits(6)}`,
      instructor: rng.pick(['Colm Hartigan', 'Renata Oyebode', 'Wendell Sizemore']),
      sigFont: rng.pick(SIGS),
      doneIso,
      expIso,
    };
  };
  const day = (y, lo, hi) => addDays(`${y}-01-01`, rng.int(lo, hi));
  const out = [];

  let p = k.person();
  let f = make(p, 'first_aid', 'national_safety_council', day(2025, 30, 330));
  out.push({
    key: 'nsc-first-aid',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'first_aid',
      'certifications.0.issuer': 'national_safety_council',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': f.doneIso,
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', null),
    },
    note: 'completion date in words; "Valid until" in words as a month, read as that month\'s last day',
  });

  p = k.person();
  f = make(p, 'cpr', 'american_safety_health_institute', day(2026, 10, 250), { nameStyle: 'full' });
  out.push({
    key: 'ashi-cpr-full-name',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', null),
    },
  });

  p = k.person();
  f = make(p, 'first_aid', 'american_safety_health_institute', day(2025, 120, 340), { noValid: true });
  out.push({
    key: 'valid-until-line-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['missing expiration date'],
    data: { 'certifications.0.issue_date': f.doneIso, 'certifications.0.expiration_date': f.expIso },
    note: 'the "Valid until" line is printed but empty; an issue date with no end runs to the end of the month two years later',
  });

  p = k.person();
  f = make(p, 'cpr', 'national_safety_council', day(2024, 0, 250));
  out.push({
    key: 'completed-2024-lapsed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, 'first_aid', 'other', day(2026, 10, 250));
  out.push({
    key: 'local-school-issuer',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'other' },
    note: 'a local first-aid school that is none of the named issuers',
  });

  p = k.person();
  f = make(p, 'cpr', 'national_safety_council', day(2025, 60, 330), { noId: true });
  out.push({
    key: 'certificate-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.id': null },
  });
  return out;
}
