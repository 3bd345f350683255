// A confirmation letter in prose from an independent hospitality trainer who teaches a national alcohol-server
// program (TIPS or ServSafe Alcohol): letterhead, reference line, dates written day-first with ordinals
// ("the 14th of March 2025"), the certification number inside a sentence, "valid for three years" with no printed
// end date, trainer signature.
import { addDays, addYears, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS, INKS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r3_trainer_confirmation_letter',
  split: 'blind',
  description:
    'Independent hospitality trainer letter in prose confirming TIPS / ServSafe Alcohol completion: ordinal day-first dates, number in a sentence, "valid three years", no printed end',
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
function ordinal(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const suf =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `the ${d}${suf} of ${MONTHS[m - 1]} ${y}`;
}

function render(f) {
  const css = `
  .lh { display:flex; align-items:center; gap:14px; }
  .lh .n { font-family:${FONTS.caladea}; font-size:18pt; color:#5b2a14; }
  .lh .a { font-size:8.5pt; color:#555; }
  .rule { border-top:1px solid #5b2a14; margin:8px 0 18px; }
  p { line-height:1.5; margin:0 0 10px; font-size:11pt; text-align:justify; }
  .ref { font-weight:bold; margin:14px 0; }`;
  const body = `
  <div class="lh">${logo({ initials: 'RH', color: '#5b2a14', shape: 'circle', size: 52 })}
    <div><div class="n">Riverbend Hospitality Training</div>
    <div class="a">${esc(f.addr)} · ${esc(f.phone)} · hello@riverbend-training.example</div></div></div>
  <div class="rule"></div>
  <p>${esc(f.letterDate)}</p>
  <p>${esc(f.addressee)}<br>${esc(f.street)}<br>${esc(f.city)}</p>
  <p class="ref">Re: Confirmation of ${esc(f.program)} certification</p>
  <p>Dear ${esc(f.salutation)},</p>
  <p>${f.para1}</p>
  <p>${f.para2}</p>
  <p>Please keep this letter with your employment records until your wallet card arrives, and present it to your manager or to
  a liquor enforcement officer on request. Certification requirements vary by state; check with your employer whether this
  program is recognised where you work.</p>
  <p>Yours sincerely,</p>
  <div style="margin:4px 0 0">${sig(f.trainer, { font: f.sigFont, ink: f.ink })}</div>
  <p>${esc(f.trainer)}<br>${esc(f.trainerTitle)}<br>Riverbend Hospitality Training</p>`;
  return page({ title: 'Confirmation letter', body, css, font: FONTS.caladea, margin: '0.8in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const iso = o.iso;
    const tips = o.program !== 'servsafe';
    const program = tips ? 'TIPS On-Premise' : 'ServSafe Alcohol Primary';
    const owner = tips
      ? 'Health Communications, Inc. (TIPS)'
      : 'the National Restaurant Association (ServSafe)';
    const number = o.noId ? null : tips ? rng.digits(7) : `${rng.digits(8)}`;
    const full = nameAs(p, o.nameStyle || 'full');
    const dob = fmt(o.dob || p.dob, 'dmy_long');
    const score = rng.int(78, 98);
    const para1 = `I am pleased to confirm that <b>${esc(full)}</b> (date of birth ${esc(dob)}) attended the ${esc(program)} course that I
      taught at ${esc(o.venue || 'The Copper Kettle, 18 Harbor St, Savannah GA')} on ${esc(ordinal(iso))}, and passed the certification
      examination with a score of ${score}%.`;
    const para2 = number
      ? `The certification was issued by ${owner} under certification number <b>${esc(number)}</b>. ${esc(program)} certification is
         valid for three years from the date of the examination.`
      : `Your results have been submitted to ${owner}; your certification number will be printed on the wallet card that is mailed to
         you. ${esc(program)} certification is valid for three years from the date of the examination.`;
    return {
      addr: '22 Bull St, Suite 4, Savannah, GA 31401',
      phone: '(912) 555-0148',
      letterDate: fmt(addDays(iso, rng.int(2, 9)), 'dmy_long'),
      addressee: full,
      street: `${rng.int(100, 999)} ${rng.pick(['Abercorn St', 'Habersham St', 'Waters Ave'])}`,
      city: 'Savannah, GA 31401',
      program,
      salutation: p.first,
      para1,
      para2,
      trainer: rng.pick(['Cordelia Ashby', 'Benedikt Hollis', 'Yvonne Delacroix']),
      trainerTitle: tips ? 'Certified TIPS Trainer' : 'ServSafe Alcohol Instructor / Proctor',
      sigFont: rng.pick(SIGS),
      ink: rng.pick(INKS),
      number,
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { iso: addDays('2024-06-03', rng.int(0, 450)) });
  out.push({
    key: 'tips-three-years-running',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.number,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData(),
    },
    note: 'no printed end: exam date + 3 years',
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-02-06', rng.int(0, 240)) });
  out.push({
    key: 'tips-2023-lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.iso, 'certificate.expiration_date': f.expIso },
    note: 'exam date + 3 years is before valid_on',
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-09-01', rng.int(0, 60)), noId: true });
  out.push({
    key: 'number-on-card-to-follow',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.issue_date': f.iso },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-01-13', rng.int(0, 500)), program: 'servsafe' });
  out.push({
    key: 'servsafe-alcohol-client-wants-tips',
    person: requestPerson(p),
    rules: { accepted_programs: ['TIPS'] },
    html: render(f),
    issues: ['unsupported program'],
    data: { 'certificate.issue_date': f.iso },
    note: 'ServSafe Alcohol letter; the client accepts TIPS only',
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2025-03-03', rng.int(0, 400)),
    dob: otherDob(rng, p),
    nameStyle: 'first_last',
  });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });
  return out;
}
