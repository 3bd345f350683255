// A county environmental-health division's verification letter for a food worker card, entirely in prose: the
// holder's name in a "Re:" line written surname first, the training and examination date, the card number and the
// validity all inside sentences, with ordinal day-first dates ("the 3rd of March 2026"). Some letters state the end
// date, others only "valid for three (3) years from the date of issue". Signed by a registered environmental
// health specialist.
import { addDays, addYears, fmt, nameAs, personData, requestPerson, street } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r4_environmental_health_letter',
  split: 'tuning',
  description:
    'County environmental-health verification letter in prose: "Re:" line surname first, exam date, card number and validity inside sentences, ordinal dates ("the 3rd of March 2026"), REHS signature',
};

/** "the 3rd of March 2026" */
const ordinal = (iso) => {
  const [dd, month, y] = fmt(iso, 'dmy_long').split(' ');
  const n = Number(dd);
  const suf =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `the ${n}${suf} of ${month} ${y}`;
};

function render(f) {
  const css = `
  .lh { display:flex; gap:14px; align-items:center; border-bottom:1px solid #2f4f2f; padding-bottom:8px; }
  .lh .a { font-family:${FONTS.caladea}; font-size:15pt; color:#2f4f2f; }
  .lh .b { font-size:8.5pt; color:#444; line-height:1.35; }
  p { line-height:1.55; margin:0 0 10px; text-align:justify; }
  .re { font-weight:bold; margin:14px 0 12px; }`;
  const body = `
  <div class="lh">${seal({ text: `${f.county.toUpperCase()} · ENVIRONMENTAL HEALTH`, inner: '⚕', color: '#2f4f2f', size: 74 })}
    <div><div class="a">${esc(f.county)}</div><div class="b">Department of Public Health · Environmental Health Division<br>Food Safety Program · ${esc(f.addr)}</div></div></div>
  <p style="margin-top:16px">${esc(f.letterDate)}</p>
  <p>To whom it may concern:</p>
  <div class="re">Re: Food worker card verification — ${esc(f.reName)}</div>
  <p>This letter is to confirm that ${esc(f.name)} attended the ${esc(f.county)} food safety training for food workers and passed the
  written examination administered by this office on ${esc(f.examDate)}.</p>
  <p>${f.idSentence} ${f.validSentence}</p>
  <p>The card permits the holder to work as a food handler in licensed food establishments within the State of ${esc(f.stateName)}. It does not
  certify the holder as a person in charge or as a certified food protection manager. Please contact our office at ${esc(f.phone)} should you
  require further information.</p>
  <p style="margin-top:20px">Sincerely,</p>
  ${sig(f.officer, { font: f.sigFont, size: '2em' })}
  <p style="margin-top:4px">${esc(f.officer)}, REHS<br>Environmental Health Specialist III, Food Safety Program</p>`;
  return page({ title: 'Verification letter', body, css, font: FONTS.caladea, margin: '0.8in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2025-01-15', rng.int(0, 600));
    const expIso = addYears(issueIso, 3);
    const id = o.noId ? null : `FW-${rng.digits(2)}-${rng.digits(6)}`;
    const county = rng.pick(['Cascadia Falls County', 'Klickamish County', 'Upper Yakima Valley County']);
    return {
      county,
      stateName: 'Washington',
      addr: `${street(rng)}, Tacoma, WA 98405`,
      phone: `(253) 555-0${rng.digits(3)}`,
      letterDate: fmt(o.letterIso || [addDays(issueIso, rng.int(20, 200)), '2026-11-12'].sort()[0], 'long'),
      reName: nameAs(p, o.reStyle || 'LAST_FIRST_MI'),
      name: nameAs(p, o.nameStyle || 'full'),
      examDate: ordinal(issueIso),
      idSentence: id
        ? `Food Worker Card number ${id} was issued on that date.`
        : 'A food worker card was approved on that date; the card number will be assigned when the card is printed and mailed to the holder.',
      validSentence: o.statedEnd
        ? `The card remains valid until ${ordinal(expIso)}, after which the holder must renew it.`
        : 'The card is valid for three (3) years from the date of issue.',
      officer: rng.pick(['Winifred Stroud', 'Ezequiel Navarro', 'Hollis Dunmore']),
      sigFont: rng.pick(SIGS),
      id,
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { statedEnd: true });
  out.push({
    key: 'stated-end-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: 'all dates as ordinals inside sentences',
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'three-years-from-issue',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
    },
    note: 'no printed end: "valid for three (3) years from the date of issue" → issue + 3 years',
  });

  p = k.person();
  f = make(p, {
    issueIso: addDays('2026-03-02', rng.int(0, 150)),
    reStyle: 'PLAIN_LAST_FIRST',
    statedEnd: true,
  });
  out.push({
    key: 'recent-plain-name',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.issue_date': f.issueIso, 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { issueIso: addDays('2023-02-06', rng.int(0, 200)), statedEnd: true });
  out.push({
    key: 'expired-2026',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: `valid until ${f.expIso}, before valid_on`,
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'washington-card-california-client',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.id },
    note: 'a Washington county card; the client accepts California only',
  });

  p = k.person();
  f = make(p, { noId: true, issueIso: addDays('2026-10-05', rng.int(0, 25)), letterIso: '2026-11-09' });
  out.push({
    key: 'number-not-yet-assigned',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': f.issueIso },
    note: 'the letter says the card number will be assigned later',
  });
  return out;
}
