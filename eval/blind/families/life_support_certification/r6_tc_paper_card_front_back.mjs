// A heart-association provider course card of the older paper kind, completed by the instructor: front with the
// course title band and the holder's name written on a line, back with the training center, TC ID, instructor,
// issue date and "Renew by" month written by hand and a card number sticker (sometimes missing). Front and back are
// printed side by side on one card-sized sheet, as a photocopy or a phone photo of both sides laid out.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r6_tc_paper_card_front_back',
  split: 'blind',
  renderings: { text_pdf: 20, scanned_pdf: 15, photo: 40, scan_image: 20, fax: 5 },
  description:
    'Paper provider course card completed by the instructor, front and back side by side: course band (BLS/ACLS/PALS), handwritten holder name, training center and TC ID, issue date and "Renew by" MM/YYYY by hand, card number sticker',
};

const COURSES = {
  bls: ['BLS Provider', 'Basic Life Support', '#b5121b'],
  acls: ['ACLS Provider', 'Advanced Cardiovascular Life Support', '#1b4f9c'],
  pals: ['PALS Provider', 'Pediatric Advanced Life Support', '#1f7a3a'],
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.15em', ...o });
  const [title, long, color] = COURSES[f.course];
  const css = `
  .wrap { display:flex; gap:0.22in; padding:0.12in; }
  .card { width:3.4in; height:2.15in; border:1px solid #777; border-radius:8px; position:relative; overflow:hidden; font-size:7.6pt; }
  .band { background:${color}; color:#fff; padding:5px 8px; }
  .band .t { font-size:13pt; font-weight:bold; }
  .ln { border-bottom:1px solid #333; min-height:17px; margin:0 8px; }
  .lab { font-size:6.2pt; color:#333; margin:0 8px 4px; }
  .back td { font-size:6.8pt; padding:1px 4px; vertical-align:bottom; }
  .back td.v { border-bottom:1px solid #333; min-width:0.9in; }
  .sticker { display:inline-block; background:#f4f1c9; border:1px solid #aaa; padding:1px 5px; font-family:${FONTS.mono}; font-size:7.6pt; }`;
  const front = `<div class="card">
    <div class="band"><div style="font-size:6.8pt;letter-spacing:1px">AMERICAN HEART ASSOCIATION</div><div class="t">${esc(title)}</div><div style="font-size:6.8pt">${esc(long)}</div></div>
    <div style="padding:7px 8px 2px;font-size:7pt">This card certifies that the individual named below has successfully completed the cognitive and skills evaluations in accordance with the curriculum of the American Heart Association ${esc(title)} program.</div>
    <div class="ln">${H(f.name, { size: '1.3em' })}</div><div class="lab">Name</div>
    <div style="position:absolute;right:8px;bottom:6px;width:26px;height:26px;border-radius:50%;background:${color}"></div>
  </div>`;
  const back = `<div class="card back">
    <table style="margin:6px 4px;width:96%">
      <tr><td>Training Center</td><td class="v" colspan="3">${esc(f.tc)}</td></tr>
      <tr><td>TC ID #</td><td class="v">${esc(f.tcId)}</td><td>TC Info</td><td class="v">${esc(f.tcCity)}</td></tr>
      <tr><td>Course Location</td><td class="v" colspan="3">${H(f.site, { size: '1em' })}</td></tr>
      <tr><td>Instructor Name</td><td class="v">${H(f.instr, { size: '1em' })}</td><td>Instructor ID #</td><td class="v">${H(f.instrId, { size: '1em' })}</td></tr>
      <tr><td>Issue Date</td><td class="v">${H(f.issued)}</td><td>Recommended Renewal Date</td><td class="v">${H(f.renew)}</td></tr>
      <tr><td>Holder's Signature</td><td class="v" colspan="3">${sig(f.holderSig, { font: f.sigFont, ink: f.ink, size: '1.3em' })}</td></tr>
    </table>
    <div style="margin:6px 8px;font-size:6.8pt">Card # ${f.cardNo ? `<span class="sticker">${esc(f.cardNo)}</span>` : '<span style="display:inline-block;width:1.2in;border-bottom:1px solid #333">&nbsp;</span>'}</div>
    <div style="position:absolute;bottom:4px;left:8px;font-size:5.6pt;color:#444">Tampering with this card will alter its appearance. © American Heart Association. 90-1836</div>
  </div>`;
  return page({
    title: 'Provider card',
    size: '7.5in 2.6in',
    margin: '0',
    body: `<div class="wrap">${front}${back}</div>`,
    css,
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issued = o.issued || addDays('2025-02-01', rng.int(0, 560));
    return {
      course: o.course || 'bls',
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
      tc: rng.pick([
        'Prairie Lakes Resuscitation Training Center',
        'Saguaro Valley Life Support Education',
        'Keystone Bay Cardiac Training',
      ]),
      tcId: `${rng.letters(2)}${rng.digits(5)}`,
      tcCity: rng.pick(['Omaha, NE', 'Mesa, AZ', 'Albany, NY']),
      site: rng.pick(['St. Ambrose Conference Rm B', 'Fire Station 12', 'Elm Ridge Community College']),
      instr: rng.pick(['D. Halloran', 'Keisha Monroe', 'V. Castaneda', 'Brent Ulrich']),
      instrId: `${rng.digits(2)}${rng.letters(1)}${rng.digits(5)}`,
      issued: fmt(issued, rng.pick(['us_nz', 'us'])),
      renew: fmt(twoYearsEndOfMonth(issued), 'mm_yyyy'),
      holderSig: nameAs(p, 'first_last'),
      cardNo: o.noId ? '' : `${rng.digits(3)}${rng.letters(2)}${rng.digits(6)}`,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issuedIso: issued,
      expIso: twoYearsEndOfMonth(issued),
    };
  };
  const out = [];
  const base = (f, type) => ({
    'certifications.0.type': type,
    'certifications.0.issuer': 'american_heart_association',
    'certifications.0.issue_date': f.issuedIso,
    'certifications.0.expiration_date': f.expIso,
  });

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'bls-clean',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...base(f, 'bls'), 'certifications.0.id': f.cardNo, ...personData('match', null) },
    note: 'recommended renewal printed as MM/YYYY by hand: valid to the last day of that month',
  });

  p = k.person();
  f = make(p, { course: 'acls', nameStyle: p.nick ? 'nick_last' : 'first_last' });
  out.push({
    key: 'acls-clean',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...base(f, 'acls'), 'certifications.0.id': f.cardNo, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { issued: addDays('2024-03-04', rng.int(0, 120)) });
  out.push({
    key: 'bls-renewal-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: base(f, 'bls'),
    note: 'recommended renewal month (by hand) lies before valid_on',
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'no-card-number',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing id'],
    data: { ...base(f, 'bls'), 'certifications.0.id': null },
    note: 'the card-number line on the back is empty (sticker never applied)',
  });

  p = k.person();
  f = make(p, { course: 'pals' });
  out.push({
    key: 'pals-only-bls-accepted',
    person: requestPerson(p),
    rules: { accepted_types: ['bls', 'cpr'] },
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'pals', 'certifications.0.issuer': 'american_heart_association' },
    note: 'a valid PALS card where the client only accepts BLS or CPR',
  });
  return out;
}
