// A county environmental health office's food handler CLASS COMPLETION LETTER with a perforated tear-off card at the
// foot of the page (Oregon-style state food handler card issued by a county). The letter is a real letter: county
// letterhead, letter date, the worker's mailing address, "RE:" line, a salutation, prose that gives the class date,
// location, exam score and how long the card is valid, a class information box (class no., instructor, language),
// the coordinator's signature; then a "cut here" line and the wallet card, front and fold-over back side by side
// (Card No., Issued, Expires, "Valid throughout the State of Oregon", holder signature line). Workers photograph the
// whole page; some have already cut the card off and only the letter with its ragged foot is left, so the card
// number and the validity are only in the prose. One class is taught in Spanish and its card is bilingual.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r14_class_completion_letter_tear_off_card',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 20, photo: 40, fax: 10, scan_image: 15 },
  description:
    'County environmental health food handler class completion letter (letterhead, letter date, mailing address, RE: line, prose with class date, score and validity, class info box, coordinator signature) with a perforated tear-off wallet card front and fold-over back at the foot (Card No., Issued, Expires, valid throughout Oregon); variants card cut off so only the prose gives the number and "three years from the class date", a Spanish-taught class with a bilingual card, an expired card, a card printed without a number, a client that accepts Washington cards only',
};

const COUNTIES = [
  {
    county: 'Klamath Ridge County',
    office: 'Public Health Department — Environmental Health Section',
    addr: '305 Main Street, Suite 210, Klamath Ridge, OR 97601',
    tel: '(541) 555-0142',
    color: '#245b3a',
    coord: ['Deanna Hollister', 'Food Safety Program Coordinator'],
  },
  {
    county: 'Umpqua Valley County',
    office: 'Health & Human Services · Environmental Health',
    addr: '1036 SE Douglas Ave, Room 19, Umpqua Valley, OR 97470',
    tel: '(541) 555-0197',
    color: '#1f4f7a',
    coord: ['Miguel A. Santibáñez, REHS', 'Environmental Health Specialist II'],
  },
  {
    county: 'Columbia Gorge Health District',
    office: 'Environmental Health Services',
    addr: '419 E 7th Street, The Dalles, OR 97058',
    tel: '(541) 555-0120',
    color: '#6a2c4c',
    coord: ['Patricia Renwick', 'Food Handler Program Lead'],
  },
];
const LOCATIONS = [
  'the County Services Building, Conference Room B',
  'the Public Library Community Room',
  'Hermiston Grange Hall',
  'the Fairgrounds Home Arts Building',
];

function card(f) {
  const C = f.co;
  const es = f.spanish;
  const num = f.cardNo || '';
  return `<div class="cards">
   <div class="wc front">
    <div class="wb" style="background:${C.color}">${es ? 'TARJETA DE MANIPULADOR DE ALIMENTOS / ' : ''}OREGON FOOD HANDLER CARD</div>
    <div class="wi">Issued by ${esc(C.county)} ${es ? '· Emitida por el condado' : ''}</div>
    <table class="wf">
     <tr><td class="c">${es ? 'Nombre / Name' : 'Name'}</td><td class="nm">${esc(f.cardName)}</td></tr>
     <tr><td class="c">${es ? 'No. de tarjeta / Card No.' : 'Card No.'}</td><td class="mono">${esc(num)}</td></tr>
     <tr><td class="c">${es ? 'Emitida / Issued' : 'Issued'}</td><td>${esc(fmt(f.issue, 'us'))}</td></tr>
     <tr><td class="c">${es ? 'Vence / Expires' : 'Expires'}</td><td>${esc(fmt(f.exp, 'us'))}</td></tr></table>
    <div class="wl">${logo({ initials: 'OR', color: C.color, shape: 'shield', size: 34 })}</div>
   </div>
   <div class="fold">fold · ${es ? 'doblar' : 'pliegue'}</div>
   <div class="wc back">
    <div class="bt">${es ? 'Válida en todo el estado de Oregón. / ' : ''}Valid throughout the State of Oregon. Keep this card with you
      while working; your employer must keep a copy on file. Not transferable.</div>
    <div class="bt">${esc(C.county)} ${esc(C.office.split(' — ')[0].split(' · ')[0])} · ${esc(C.tel)}</div>
    <div class="bs">Holder signature / ${es ? 'Firma' : 'Signature'}: ${f.signed ? sig(f.sigName, { font: f.holderSig, ink: f.ink, size: '1.6em' }) : '____________________'}</div>
    <div style="padding:3px 8px">${barcode(f.rng, { width: 150, height: 20 })}</div>
   </div></div>`;
}

function render(f) {
  const C = f.co;
  const validity = f.noExpInProse
    ? 'Your card is valid for <b>three years from the class date</b>.'
    : `Your card is valid for three years and expires on <b>${esc(fmt(f.exp, 'long'))}</b>.`;
  const numLine = f.torn
    ? ` Your card number is <b>${esc(f.cardNo)}</b>; keep this letter as a record of it.`
    : f.cardNo
      ? ''
      : ' Your card number will be assigned when your class record is entered in the state database; call our office to obtain it.';
  const body = `<div class="sheet${f.torn ? ' torn' : ''}">
   <div class="lh"><div>${logo({
     initials: C.county
       .split(' ')
       .map((w) => w[0])
       .join('')
       .slice(0, 3),
     color: C.color,
     shape: 'shield',
     size: 52,
   })}</div>
    <div><div class="l1" style="color:${C.color}">${esc(C.county.toUpperCase())}</div><div class="l2">${esc(C.office)}</div>
     <div class="l3">${esc(C.addr)} · Tel ${esc(C.tel)}</div></div></div>
   <div class="dt">${esc(fmt(f.letterDate, 'long'))}</div>
   <div class="ad">${esc(f.addrName)}<br>${esc(f.street)}<br>${esc(f.city)}</div>
   <div class="re"><b>RE: Food Handler Class — Completion${f.torn ? '' : ' and Card'}</b></div>
   <p>Dear ${esc(f.salutation)},</p>
   <p>Thank you for attending the food handler training class ${f.spanish ? 'taught in Spanish ' : ''}on <b>${esc(fmt(f.issue, f.ds))}</b> at ${esc(f.location)}.
    You passed the food handler examination with a score of ${f.score}%. ${f.torn ? 'Your Oregon food handler card was attached to the bottom of this letter.' : 'Your Oregon food handler card is printed at the bottom of this letter: cut along the dotted line, sign the back, and keep it with you while you work.'}
    ${validity}${numLine}</p>
   <p>Cards issued by ${esc(C.county)} are accepted by every county in Oregon. Lost cards can be reprinted at our office for $5.00 with photo
    identification. If you change jobs, show your card to your new employer within 30 days of hire.</p>
   <table class="ci"><tr><td><span>Class no.</span>${esc(f.classNo)}</td><td><span>Instructor</span>${esc(f.instructor)}</td><td><span>Language</span>${f.spanish ? 'Español' : 'English'}</td><td><span>Exam score</span>${f.score}%</td></tr></table>
   <p>Sincerely,</p>
   <div class="sg">${sig(C.coord[0], { font: f.sig, ink: f.coordInk, size: '2em' })}</div>
   <div class="sn">${esc(C.coord[0])}<br>${esc(C.coord[1])}</div>
   ${f.torn ? '' : `<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - cut here ${f.spanish ? '/ corte aquí ' : ''}- - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>${card(f)}`}
  </div>`;
  return page({
    title: 'Food handler class completion',
    size: 'letter',
    margin: '0',
    font: FONTS.serif,
    bg: f.torn ? '#5d5a55' : '#fff',
    body,
    css: `
    .hand { -webkit-text-stroke: 0.3px currentColor; }
    .sheet { background:#fff; padding:0.5in 0.75in 0.3in; font-size:10.5pt; min-height:11in; }
    .sheet.torn { min-height:0; height:8.6in; clip-path: polygon(0 0, 100% 0, 100% 97%, 96% 99%, 91% 96.5%, 86% 98.8%, 80% 97%, 73% 99.2%, 66% 96.8%, 60% 98.9%, 53% 97.2%, 46% 99.3%, 39% 96.9%, 32% 98.7%, 25% 97.1%, 18% 99%, 11% 96.8%, 5% 98.6%, 0 97.4%); }
    .lh { display:flex; gap:12px; align-items:center; border-bottom:1.5px solid #333; padding-bottom:6px; font-family:${FONTS.sans}; }
    .l1 { font-size:15pt; font-weight:bold; letter-spacing:.8px; } .l2 { font-size:9.5pt; } .l3 { font-size:8pt; color:#444; }
    .dt { margin-top:14px; } .ad { margin-top:12px; line-height:1.3; } .re { margin-top:14px; }
    p { margin:8px 0; line-height:1.38; }
    table.ci { width:100%; margin:8px 0; font-family:${FONTS.sans}; } table.ci td { border:1px solid #777; padding:3px 6px; font-size:9.5pt; }
    table.ci td span { display:block; font-size:7pt; color:#555; }
    .sg { height:0.45in; } .sn { font-size:9.5pt; line-height:1.25; }
    .cut { margin-top:16px; font-family:${FONTS.sans}; font-size:8pt; color:#555; white-space:nowrap; overflow:hidden; }
    .cards { display:flex; align-items:center; gap:6px; margin-top:10px; font-family:${FONTS.sans}; }
    .wc { width:3.4in; height:2.15in; border:1px dashed #666; position:relative; overflow:hidden; }
    .fold { writing-mode:vertical-rl; font-size:6.5pt; color:#777; }
    .wb { color:#fff; font-weight:bold; font-size:8.5pt; padding:5px 8px; letter-spacing:.4px; }
    .wi { font-size:7pt; padding:2px 8px; color:#333; }
    table.wf { margin:2px 6px; } table.wf td { font-size:9pt; padding:1px 3px; font-weight:bold; } table.wf td.c { font-weight:normal; font-size:7pt; color:#444; }
    td.nm { font-size:10.5pt !important; } .mono { font-family:${FONTS.mono}; }
    .wl { position:absolute; right:8px; bottom:8px; }
    .bt { font-size:7pt; padding:7px 9px 0; line-height:1.35; } .bs { font-size:7.5pt; padding:10px 9px 2px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, issue, o = {}) => {
    const co = rng.pick(COUNTIES);
    const city = rng.pick([
      'Klamath Ridge, OR 97603',
      'Umpqua Valley, OR 97471',
      'The Dalles, OR 97058',
      'Hermiston, OR 97838',
    ]);
    return {
      rng,
      co,
      issue,
      exp: addYears(issue, 3),
      letterDate: addDays(issue, rng.int(2, 9)),
      ds: rng.pick(['long', 'us', 'mon']),
      addrName: nameAs(p, o.addrStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
      street: `${rng.int(100, 9800)} ${rng.pick(['NE Alder St', 'Sycamore Ln', 'Old Quarry Rd', 'W 10th Ave', 'Pioneer Way'])}${rng.chance(0.4) ? ` #${rng.int(2, 40)}` : ''}`,
      city,
      salutation: o.salutation || rng.pick([p.first, `${p.first} ${p.last}`, 'Food Handler']),
      cardName: nameAs(p, o.cardStyle || rng.pick(['first_last', 'LAST_FIRST', 'FIRST_MI_LAST'])),
      cardNo: o.noNumber ? null : `OR-${rng.digits(2)}-${rng.digits(6)}`,
      score: rng.int(76, 100),
      location: rng.pick(LOCATIONS),
      classNo: `FH-${issue.slice(2, 4)}${rng.digits(3)}`,
      instructor: rng.pick(['L. Okafor, REHS', 'B. Sandoval', 'T. Haugen, EHS', 'R. Villalobos']),
      spanish: !!o.spanish,
      torn: !!o.torn,
      noExpInProse: !!o.torn,
      signed: rng.chance(0.5),
      sigName: `${p.first} ${p.last}`,
      holderSig: rng.pick(SIGS),
      ink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      coordInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91']),
    };
  };
  const out = [];

  let p = k.person();
  let issue = addDays('2024-05-06', rng.int(0, 850));
  let f = mk(p, issue);
  out.push({
    key: 'letter-with-card-still-attached',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.cardNo,
      'certificate.issue_date': f.issue,
      'certificate.expiration_date': f.exp,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: `card Issued ${f.issue}, Expires ${f.exp}; the letter date ${f.letterDate} is not the issue date`,
    rendering: 'photo',
  });

  p = k.person();
  issue = addDays('2024-08-12', rng.int(0, 700));
  f = mk(p, issue, { torn: true });
  out.push({
    key: 'card-already-cut-off-number-in-prose',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.cardNo,
      'certificate.issue_date': f.issue,
      'certificate.expiration_date': f.exp,
      ...personData('match', null),
    },
    note: `the card was cut off; the prose gives the class date ${f.issue}, the card number and "valid for three years from the class date" → ${f.exp}`,
    rendering: 'photo',
  });

  p = k.person();
  issue = addDays('2025-01-13', rng.int(0, 600));
  f = mk(p, issue, { spanish: true, cardStyle: 'plain', addrStyle: 'plain' });
  out.push({
    key: 'spanish-class-bilingual-card-no-accents',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.cardNo,
      'certificate.issue_date': f.issue,
      'certificate.expiration_date': f.exp,
      ...personData('match', null),
    },
    note: 'class taught in Spanish; bilingual card captions (No. de tarjeta / Card No., Emitida / Issued, Vence / Expires); name printed without accents',
    rendering: 'scan_image',
  });

  p = k.person();
  issue = addDays('2023-02-06', rng.int(0, 250));
  f = mk(p, issue);
  out.push({
    key: 'card-expired-this-year',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.exp },
    note: `Expires ${f.exp}, before valid_on`,
    rendering: rng.pick(['photo', 'fax']),
  });

  p = k.person();
  issue = addDays('2026-06-01', rng.int(0, 150));
  f = mk(p, issue, { noNumber: true });
  out.push({
    key: 'card-printed-without-number',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': f.issue },
    note: 'the Card No. line of the card is empty and the letter says the number "will be assigned"; the class no. is not a card number',
    rendering: 'scanned_pdf',
  });

  p = k.person();
  issue = addDays('2025-03-03', rng.int(0, 500));
  f = mk(p, issue);
  out.push({
    key: 'oregon-card-client-accepts-washington-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['WA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.exp },
    note: 'a current Oregon county card ("Valid throughout the State of Oregon"); the client accepts Washington cards only',
    rendering: rng.pick(['text_pdf', 'photo']),
  });
  return out;
}
