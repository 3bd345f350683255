// A TIPS-style certification wallet card handed out by an independent trainer at the end of an in-person class,
// front and back on one scan: the front is printed with the program ("TIPS On-Premise" or "ServSafe Alcohol"), the
// back has ruled lines completed by hand — Name, Cert. No., Date certified, Expires — with the trainer's signature
// and the trainer's name stamp. Some cards leave a line blank.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r5_trainer_wallet_card_by_hand',
  split: 'tuning',
  renderings: { text_pdf: 20, scanned_pdf: 20, photo: 38, scan_image: 14, fax: 8 },
  description:
    'Trainer-issued alcohol server wallet card, front printed with the program (TIPS / ServSafe Alcohol), back with handwritten Name, Cert. No., Date certified, Expires (some blank), trainer signature and name stamp',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.5em', ...o });
  const ln = (label, v) => `<div class="ln"><span class="l">${esc(label)}</span>${v}</div>`;
  const css = `
  .pair { display:flex; gap:0.3in; }
  .card { width:3.5in; height:2.2in; border:1px solid #444; border-radius:8px; padding:8px 10px; position:relative; overflow:hidden; }
  .front { background:${f.color}; color:#fff; }
  .front .p { font-size:20pt; font-weight:bold; font-family:${FONTS.robotoCond}; margin-top:14px; }
  .front .s { font-size:8pt; }
  .ln { border-bottom:1px solid #333; min-height:24px; display:flex; align-items:flex-end; gap:5px; font-size:7pt; margin-top:2px; }
  .ln .l { white-space:nowrap; padding-bottom:1px; }`;
  const front = `<div class="card front"><div class="s">Certified in responsible alcohol service</div><div class="p">${esc(f.program)}</div>
    <div class="s" style="margin-top:6px">${esc(f.sub)}</div><div class="s" style="position:absolute;bottom:8px;left:10px">Class held at ${esc(f.venue)}, ${esc(f.city)}</div></div>`;
  const back = `<div class="card">${ln('Name', H(f.name))}${ln('Cert. No.', H(f.certNo))}
    <div style="display:flex;gap:6px">${ln('Date certified', H(f.issued, { size: '1.3em' }))}${ln('Expires', H(f.expires, { size: '1.3em' }))}</div>
    ${ln('Trainer', sig(f.trainer, { font: f.sigFont, ink: f.ink, size: '1.4em' }))}
    <div style="position:absolute;right:8px;bottom:8px">${stamp([f.trainer, 'Certified Trainer #' + f.trainerNo], { color: '#333366', rot: -6 })}</div>
    <div style="position:absolute;left:10px;bottom:8px;font-size:6pt;width:1.5in">Not valid unless signed by a certified trainer.</div></div>`;
  return page({
    title: 'Server card',
    size: '8in 3.1in',
    margin: '0.25in',
    body: `<div class="pair">${front}${back}</div>`,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const PROGRAMS = [
    ['TIPS On-Premise', 'Training for Intervention ProcedureS', '#0b4a7a'],
    ['ServSafe Alcohol', 'Primary Responsible Alcohol Service', '#6b1d1d'],
  ];
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2024-10-01', rng.int(0, 700));
    const expIso = addYears(issueIso, 3);
    const pr = o.program || rng.pick(PROGRAMS);
    const ds = rng.pick(['us_nz', 'us_short']);
    return {
      program: pr[0],
      sub: pr[1],
      color: pr[2],
      venue: rng.pick(['Elks Lodge hall', 'Riverside Hotel ballroom', 'The Copper Still']),
      city: rng.pick(['Knoxville, TN', 'Savannah, GA', 'Madison, WI']),
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      certNo: o.noId ? '' : `${rng.digits(7)}`,
      issued: o.noIssue ? '' : fmt(issueIso, ds),
      expires: o.noExp ? '' : fmt(expIso, ds),
      trainer: rng.pick(['Rusty Calhoun', 'Marla Deveraux', 'Jin-ho Baek']),
      trainerNo: rng.digits(5),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
      pr,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'all-lines-filled',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'expires-line-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { 'certificate.issue_date': f.issueIso, 'certificate.expiration_date': f.expIso },
    note: 'no expiry written: issue date + default 3 years',
  });

  p = k.person();
  f = make(p, { nameStyle: 'nick_last' });
  out.push({
    key: 'nickname-on-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.certNo, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'cert-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null },
    note: "the trainer's stamp number is the trainer's, not the holder's certificate number",
  });

  p = k.person();
  f = make(p, { noIssue: true });
  out.push({
    key: 'date-certified-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.issue_date': null, 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { issueIso: addDays('2023-02-01', rng.int(0, 240)) });
  out.push({
    key: 'expired-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });
  return out;
}
