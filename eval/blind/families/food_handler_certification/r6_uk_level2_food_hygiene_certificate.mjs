// A British-style "Level 2 Award in Food Safety and Hygiene for Catering" certificate from a fictional training
// company and awarding body, for kitchen staff trained in the UK: candidate name, date of achievement written
// day-first ("14th June 2025" or 14/06/2025), certificate number and learner number, a note recommending
// refresher training every three years and no printed expiry.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r6_uk_level2_food_hygiene_certificate',
  split: 'blind',
  description:
    'British Level 2 Food Safety and Hygiene for Catering certificate (landscape A4): awarding body and training centre, candidate name, day-first date of achievement in words or DD/MM/YYYY, certificate and learner no., "refresher recommended every three years", no printed expiry',
};

function ord(isoDate) {
  const [y, , d] = isoDate.split('-').map(Number);
  const s =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${d}${s} ${fmt(isoDate, 'month_yyyy').split(' ')[0]} ${y}`;
}
function dmy(isoDate) {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

function render(f) {
  const css = `
  .fr { border:3px solid #274e13; outline:1px solid #274e13; outline-offset:-9px; padding:28px 40px; height:186mm; position:relative; }
  .ab { display:flex; justify-content:space-between; align-items:center; }
  .t1 { font-size:11pt; letter-spacing:3px; color:#274e13; text-align:center; margin-top:20px; }
  .t2 { font-family:${FONTS.caladea}; font-size:24pt; text-align:center; margin:6px 0; }
  .nm { font-family:${FONTS.caladea}; font-size:26pt; text-align:center; margin:16px 0 6px; font-style:italic; }
  .meta { display:flex; justify-content:space-around; margin-top:22px; font-size:10pt; }
  .meta div { text-align:center; }
  .meta b { display:block; font-size:11.5pt; }`;
  const body = `<div class="fr">
  <div class="ab"><div style="display:flex;align-items:center;gap:8px">${logo({ initials: 'QA', color: '#274e13', shape: 'shield', size: 44 })}<div><b>${esc(f.body)}</b><div style="font-size:8pt">Regulated qualification · Ofqual-style register no. ${esc(f.qan)}</div></div></div>
  <div style="text-align:right;font-size:9pt">Delivered by<br><b>${esc(f.centre)}</b><br>${esc(f.town)}</div></div>
  <div class="t1">THIS IS TO CERTIFY THAT</div>
  <div class="nm">${esc(f.name)}</div>
  <div style="text-align:center">has been awarded the</div>
  <div class="t2">${esc(f.programme)}</div>
  <div style="text-align:center;font-size:9.5pt">Food safety &amp; hygiene for food handlers in catering, hospitality and care settings · Result: <b>Pass</b></div>
  <div class="meta"><div>Date of achievement<b>${esc(f.achieved)}</b></div><div>Certificate number<b>${esc(f.certNo || '—')}</b></div><div>Learner number<b>${esc(f.learner)}</b></div></div>
  <div style="text-align:center;font-size:8.5pt;margin-top:18px;color:#333">Refresher training is recommended at least every three years. Employers should check the certificate at ${esc(f.verify)}.</div>
  <div style="position:absolute;bottom:28px;left:40px;font-size:9pt;border-top:1px solid #333;width:2.6in;padding-top:2px">${sig(f.officer, { font: f.sigFont, size: '1.6em' })}<br>${esc(f.officer)}, Responsible Officer</div>
  <div style="position:absolute;bottom:22px;right:50px">${seal({ text: f.body.toUpperCase(), inner: '✓', color: '#274e13', size: 96 })}</div>
  </div>`;
  return page({
    title: 'Food hygiene certificate',
    size: 'A4 landscape',
    margin: '10mm',
    body,
    css,
    font: FONTS.lato,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iss = o.issued || addDays('2024-12-01', rng.int(0, 600));
    const words = o.words ?? rng.chance(0.5);
    return {
      body: rng.pick([
        'Albion Skills Awarding',
        'Northern Counties Qualifications Board',
        'Thamesbridge Awards',
      ]),
      qan: `${rng.digits(3)}/${rng.digits(4)}/${rng.digits(1)}`,
      centre: rng.pick([
        'Harbourside Catering Academy',
        'Pennine Care Training Ltd',
        'Kitchen Ready Skills Centre',
      ]),
      town: rng.pick(['Leeds', 'Bristol', 'Norwich', 'Preston']),
      name: nameAs(p, rng.pick(['full', 'first_last'])),
      programme: o.programme || 'Level 2 Award in Food Safety and Hygiene for Catering',
      achieved: words ? ord(iss) : dmy(iss),
      certNo: o.noId ? '' : `${rng.letters(3)}${rng.digits(7)}`,
      learner: `L${rng.digits(8)}`,
      verify: 'certificates.example.org.uk',
      officer: rng.pick(['Gillian Ashworth', 'Kieran Doyle', 'Priya Lakhani']),
      sigFont: rng.pick(SIGS),
      iss,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, { words: true });
  out.push({
    key: 'level2-ordinal-date',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': addYears(f.iss, 3),
      'certificate.id': f.certNo,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: 'no printed end: issue + 3 years (the certificate only recommends a refresher every three years); day-first ordinal date',
  });

  p = k.person();
  f = make(p, { words: false });
  out.push({
    key: 'level2-day-first-numeric',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': addYears(f.iss, 3),
      ...personData('match', null),
    },
    note: 'DD/MM/YYYY, read day-first on a British certificate',
  });

  p = k.person();
  f = make(p, { issued: addDays('2023-01-20', rng.int(0, 240)) });
  out.push({
    key: 'achieved-over-three-years-ago',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.iss, 'certificate.expiration_date': addYears(f.iss, 3) },
    note: 'achieved in 2023 with no printed end: issue + 3 years lies before valid_on',
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'programme-not-accepted',
    person: requestPerson(p),
    rules: { accepted_programs: ['ServSafe Food Handler', 'ServSafe Manager'] },
    html: render(f),
    issues: ['unsupported program'],
    data: { 'certificate.issue_date': f.iss },
    note: 'a British Level 2 award where the client accepts only ServSafe programs',
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'certificate-number-dash',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    forbidden: ['document expired'],
    data: { 'certificate.id': null, 'certificate.issue_date': f.iss },
    note: 'certificate number printed as "—"; the learner number is not the certificate id',
  });
  return out;
}
