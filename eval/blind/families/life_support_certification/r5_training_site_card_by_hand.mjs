// A pre-printed course-completion card from an American Heart Association training site, completed by hand by the
// instructor: the course is chosen by a tick in a box printed on the row BELOW the course names (BLS · ACLS · PALS ·
// Heartsaver CPR AED), the holder's name, "Issue date" (M/D/YYYY), "Recommended renewal" (MM/YYYY) and "Card no."
// are handwritten, and the back carries the instructor's signature and the training center's rubber stamp. Some cards
// leave the renewal or the card number blank.
import { fmt, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r5_training_site_card_by_hand',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 38, scan_image: 14, fax: 8 },
  description:
    'Hand-completed training-site course card, front + back: course ticked in a box row below the course names, handwritten name, issue date, MM/YYYY renewal and card no. (some blank), instructor signature and TC stamp',
};

const COURSES = [
  ['bls', 'BLS Provider'],
  ['acls', 'ACLS Provider'],
  ['pals', 'PALS Provider'],
  ['cpr', 'Heartsaver CPR AED'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.6em', ...o });
  const X = (on) => box(on, { style: 'check', ink: f.ink });
  const css = `
  .card { width:3.5in; height:2.2in; border:1px solid #555; border-radius:8px; padding:8px 10px; position:relative; overflow:hidden; }
  .pair { display:flex; gap:0.3in; }
  .band { background:#b3121a; color:#fff; margin:-8px -10px 6px; padding:4px 10px; font-size:9pt; font-weight:bold; }
  table.c { width:100%; font-size:6.8pt; text-align:center; } table.c td { padding:0 1px; }
  .ln { border-bottom:1px solid #333; min-height:22px; font-size:6.5pt; display:flex; align-items:flex-end; gap:4px; margin-top:3px; }
  .ln .l { white-space:nowrap; padding-bottom:1px; }
  .fine { font-size:5.8pt; color:#333; line-height:1.25; }`;
  const front = `<div class="card"><div class="band">Course Completion Card</div>
    <div style="font-size:7pt;margin-bottom:3px">This card certifies that the person named below has successfully completed the cognitive and skills evaluations for the course checked:</div>
    <table class="c"><tr>${COURSES.map((c) => `<td>${esc(c[1])}</td>`).join('')}</tr><tr>${COURSES.map((c) => `<td>${X(f.course === c[0])}</td>`).join('')}</tr></table>
    <div class="ln"><span class="l">Name</span>${H(f.name)}</div>
    <div style="display:flex;gap:8px"><div class="ln" style="flex:1"><span class="l">Issue date</span>${H(f.issued, { size: '1.4em' })}</div><div class="ln" style="flex:1"><span class="l">Recommended renewal</span>${H(f.renew, { size: '1.4em' })}</div></div>
    <div class="fine" style="margin-top:4px">Issued by an American Heart Association Training Site.</div></div>`;
  const back = `<div class="card"><div style="font-size:7.5pt;font-weight:bold">${esc(f.site)}</div><div class="fine">${esc(f.tc)}</div>
    <div class="ln"><span class="l">Card no.</span>${H(f.cardNo, { size: '1.4em' })}</div>
    <div class="ln"><span class="l">Instructor</span>${sig(f.instructor, { font: f.sigFont, ink: f.ink, size: '1.35em' })}</div>
    <div class="ln"><span class="l">Instructor ID</span>${H(f.instId, { size: '1.3em' })}</div>
    <div style="position:absolute;right:10px;bottom:10px">${stamp([f.site, 'TC ID ' + f.tcId], { color: '#2a3f8f', rot: -7 })}</div>
    <div class="fine" style="position:absolute;left:10px;bottom:8px;width:1.6in">Holder signature ______________</div></div>`;
  const body = `<div style="font-size:8pt;color:#555;margin-bottom:6px">Front · Back</div><div class="pair">${front}${back}</div>`;
  return page({ title: 'Course card', size: '8in 3.2in', margin: '0.25in', body, css, font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, course, issueIso, o = {}) => {
    const expIso = twoYearsEndOfMonth(issueIso);
    return {
      course,
      name: [p.first, p.middle ? p.middle[0] : '', p.last].filter(Boolean).join(' '),
      issued: fmt(issueIso, 'us_nz'),
      renew: o.noRenew ? '' : fmt(expIso, 'mm_yyyy'),
      cardNo: o.noId ? '' : `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(4)}`,
      site: rng.pick([
        'Riverbend CPR & Safety',
        'Lakeshore Resuscitation Education',
        'Pinnacle Life Support Training',
      ]),
      tc: rng.pick([
        'Training Center: Mid-Valley Health Education Center',
        'Training Center: Tri-County EMS Academy',
      ]),
      tcId: `${rng.letters(2)}${rng.digits(5)}`,
      instructor: rng.pick(['Gordon Feely', 'Alma Ruiz-Tate', 'Dev Chaudhary']),
      instId: `${rng.digits(2)}${rng.digits(8)}`,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
    };
  };
  const issue = (y, mLo = 1, mHi = 12) =>
    `${y}-${String(rng.int(mLo, mHi)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const out = [];

  let p = k.person();
  let f = make(p, 'bls', issue(2025));
  out.push({
    key: 'bls-ticked-renewal-written',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': f.cardNo,
      'certifications.0.issue_date': f.issueIso,
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', null),
    },
    note: 'the tick sits in the box row under the course names; renewal written MM/YYYY runs to the month end',
  });

  p = k.person();
  f = make(p, 'acls', issue(2026, 1, 9));
  out.push({
    key: 'acls-ticked',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'acls',
      'certifications.0.expiration_date': f.expIso,
      ...personData('match', null),
    },
  });

  p = k.person();
  f = make(p, 'cpr', issue(2025, 6, 12));
  out.push({
    key: 'heartsaver-cpr-ticked',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certifications.0.type': 'cpr', 'certifications.0.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, 'pals', issue(2025, 3, 12), { noRenew: true });
  out.push({
    key: 'renewal-left-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['missing expiration date'],
    data: {
      'certifications.0.type': 'pals',
      'certifications.0.issue_date': f.issueIso,
      'certifications.0.expiration_date': f.expIso,
    },
    note: 'the "Recommended renewal" line is empty; with an issue date and no printed end the card runs to the end of the month two years after issue (DOMAIN.md)',
  });

  p = k.person();
  f = make(p, 'bls', issue(2025), { noId: true });
  out.push({
    key: 'card-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.id': null },
    note: 'the back has instructor and TC ID but the "Card no." line is empty (the TC ID and instructor ID are not the card number)',
  });

  p = k.person();
  f = make(p, 'bls', issue(2024, 1, 9));
  out.push({
    key: 'renewal-month-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso },
  });
  return out;
}
