// A training site's two-part "Renewal Class Registration & Card Issuance" slip, the student's carbonless copy
// (tinted paper, slightly blurred second-sheet ink). Header with the training site's name and its affiliation in
// the site's own words, slip number and form revision. Part 1 — STUDENT, by hand: Last / First / MI, e-mail,
// phone, employer or agency, and "Your current or most recent card": course ticked among BLS · ACLS · PALS ·
// Heartsaver, issuer ticked among four printed organisations, that card's expiry written in (an older card, often
// already expired, the reason for the renewal). Part 2 — TRAINING SITE USE ONLY: class date, course held ringed
// among five, written test score, skills Pass / Remediate ticked, then "CARD ISSUED": card / eCard number in
// boxes, issue date and "Renew by" month (sometimes left blank, so the validity follows from the issue date),
// instructor printed name, instructor ID and signature, training center and TC ID, and a "CARD ISSUED" rubber stamp
// over the part. Footer with the copy colours and a print date.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r20_renewal_class_registration_card_issue_slip',
  split: 'tuning',
  renderings: { photo: 45, fax: 15, scan_image: 10, text_pdf: 30 },
  description:
    'Training site two-part "Renewal Class Registration & Card Issuance" slip, student\u2019s carbonless copy filled by hand: affiliation in the site\u2019s own words, slip no.; Part 1 student Last / First / MI, contact, employer, and the current or most recent card (course and issuer ticked among printed options, its older expiry written in); Part 2 training-site use: class date, course held ringed among five, test score, skills Pass / Remediate, CARD ISSUED block with card / eCard no. in boxes, issue date and Renew by month (sometimes blank), instructor name, ID and signature, TC name and ID, CARD ISSUED stamp over the part; variants AHA BLS with renew-by month beside an expired earlier card, Red Cross BLS with no renew-by and a written-month issue date, ASHI BLS with a printed full expiry and two-figure years, an AHA card from a class two years ago with renew-by blank, card no. left blank with "eCard to follow", an unaffiliated company\u2019s own certificate',
};

const SITES = {
  aha: {
    name: 'Keystone Resuscitation Education',
    aff: 'An American Heart Association Training Site — courses taught to AHA guidelines, cards issued through our Training Center',
    tc: 'Meridian Valley AHA Training Center',
    tcId: `TC ${'OH'}-20${'417'}`,
    color: '#a3111c',
    code: 'eCard code',
    issuer: 'american_heart_association',
    held: ['BLS Provider', 'ACLS Provider', 'PALS Provider', 'Heartsaver CPR AED', 'Heartsaver First Aid'],
  },
  arc: {
    name: 'Southfork Safety Training Co.',
    aff: 'Licensed Training Provider of the American National Red Cross',
    tc: 'Southfork Safety Training Co. (LTP)',
    tcId: 'LTP 7731-0924',
    color: '#c8102e',
    code: 'Certificate ID',
    issuer: 'american_red_cross',
    held: [
      'Basic Life Support (BLS)',
      'Adult First Aid/CPR/AED',
      'ALS',
      'PALS',
      'CPR/AED for Prof. Rescuers',
    ],
  },
  ashi: {
    name: 'Prairie Line Emergency Care Classes',
    aff: 'Authorized Training Center of the American Safety & Health Institute (HSI)',
    tc: 'Prairie Line Emergency Care Classes',
    tcId: 'ATC 2203418',
    color: '#1d4e89',
    code: 'Certification no.',
    issuer: 'american_safety_health_institute',
    held: [
      'ASHI Basic Life Support',
      'ASHI CPR & AED',
      'ASHI First Aid',
      'ASHI Pediatric CPR',
      'Bloodborne Pathogens',
    ],
  },
  other: {
    name: 'Lakeview CPR & First Response, LLC',
    aff: 'Independent training company — certificates issued under our own Lakeview Rescuer curriculum',
    tc: 'Lakeview CPR & First Response (in-house)',
    tcId: 'n/a',
    color: '#3c6e2f',
    code: 'Certificate no.',
    issuer: 'other',
    held: [
      'Lakeview Healthcare BLS',
      'Lakeview Rescuer CPR',
      'First Aid Basics',
      'AED Operator',
      'Babysitter CPR',
    ],
  },
};
const PREV_ISSUERS = ['AHA', 'Red Cross', 'ASHI / HSI', 'Other'];
const INSTRUCTORS = ['Dana Whitcomb', 'Luis Arceneaux', 'Priya Natarajan', 'Grant Oyler', 'Maribel Stroud'];
const AGENCIES = [
  'Northstar Clinical Staffing',
  'ShiftWise Nurse Network',
  'Cardinal Travel Nursing',
  'Mercy Hill Hospital',
  'Brightline Home Health',
];
const PENS = HANDS.filter((x) => x !== 'Breip');

function render(f) {
  const S = f.site;
  const s = (t, o = {}) => hand(t, { font: f.sPen, ink: f.sInk, size: '1.15em', ...o });
  const t = (t2, o = {}) => hand(t2, { font: f.tPen, ink: f.tInk, size: '1.15em', ...o });
  const tick = (on, ink) => box(on, { style: 'x', ink, font: f.sPen });
  const ring = (list, chosen) =>
    list
      .map((x) =>
        x === chosen
          ? `<span class="rg" style="border-color:${f.tInk}">${esc(x)}</span>`
          : `<span class="op">${esc(x)}</span>`,
      )
      .join(' ');
  const idBoxes = (id, n) => {
    const chars = (id || '').split('');
    return Array.from(
      { length: n },
      (_, i) => `<span class="ib">${chars[i] ? t(chars[i], { size: '1.05em' }) : ''}</span>`,
    ).join('');
  };
  return page({
    title: 'Renewal Class Registration & Card Issuance',
    size: '8.5in 8.6in',
    margin: '0',
    font: f.font,
    body: `<div class="sheet">
      <div class="hd"><div><div class="sn">${esc(S.name)}</div><div class="af">${esc(S.aff)}</div></div>
        <div class="no">Slip No. <b>${esc(f.slip)}</b><br>Form RC-2 rev. ${esc(f.rev)}</div></div>
      <div class="ti">RENEWAL CLASS REGISTRATION &amp; CARD ISSUANCE</div>
      <div class="cc">STUDENT COPY</div>
      <div class="sec">PART 1 — STUDENT <span class="sm">(print clearly; your card is issued exactly as written)</span></div>
      <table class="g"><tr><td style="width:38%"><div class="cp">Last name</div>${s(f.last, { size: '1.35em' })}</td><td style="width:38%"><div class="cp">First name</div>${s(f.first, { size: '1.35em' })}</td><td><div class="cp">MI</div>${s(f.mi, { size: '1.3em' })}</td></tr>
        <tr><td><div class="cp">E-mail</div>${s(f.email, { size: '0.95em' })}</td><td><div class="cp">Phone</div>${s(f.phone, { size: '1em' })}</td><td><div class="cp">Employer / agency</div>${s(f.agency, { size: '0.85em' })}</td></tr></table>
      <div class="pc"><div class="pct">Your current or most recent card</div>
        <div class="ln">Course ${['BLS', 'ACLS', 'PALS', 'Heartsaver'].map((c) => `${tick(c === f.prev.course, f.sInk)}${c}`).join(' &nbsp; ')}</div>
        <div class="ln">Issued by ${PREV_ISSUERS.map((c) => `${tick(c === f.prev.issuer, f.sInk)}${c}`).join(' &nbsp; ')}</div>
        <div class="ln">That card expires / renew by <span class="bl w2">${s(f.prev.exp)}</span> &nbsp; <span class="sm">(bring it to class)</span></div></div>
      <div class="sec">PART 2 — TRAINING SITE USE ONLY</div>
      <div class="p2">
        <div class="ln">Class date <span class="bl w2">${t(f.classText)}</span> &nbsp; Location <span class="bl w3">${t(f.loc, { size: '0.95em' })}</span></div>
        <div class="ln wr">Course held (ring one): ${ring(S.held, f.held)}</div>
        <div class="ln">Written test score <span class="bl w1">${t(f.score)}</span> &nbsp; Skills ${tick(true, f.tInk)}Pass &nbsp; ${tick(false, f.tInk)}Remediate</div>
        <div class="ci"><div class="cih">CARD ISSUED</div>
          <div class="ln">${esc(S.code)} ${idBoxes(f.id, f.idLen)} ${f.idNote ? t(f.idNote, { size: '1em' }) : ''}</div>
          <div class="ln">Issue date <span class="bl w2">${f.issueText ? t(f.issueText) : ''}</span> &nbsp; ${esc(f.endCaption)} <span class="bl w2">${f.endText ? t(f.endText) : ''}</span></div>
          <div class="ln">Instructor (print) <span class="bl w3">${t(f.instr)}</span> Instructor ID <span class="bl w1">${t(f.instrId, { size: '1em' })}</span></div>
          <div class="ln">Instructor signature <span class="bl w3 tall">${sig(f.instr, { font: f.tSig, ink: f.tInk, size: '1.8em' })}</span></div>
          <div class="ln">Training Center <span class="bl w4">${esc(S.tc)}</span> TC ID <span class="bl w1">${esc(S.tcId)}</span></div>
        </div>
        <div class="stp">${stamp(['CARD ISSUED', f.stampDate, S.name.toUpperCase()], { color: S.color, rot: f.stampRot })}</div>
      </div>
      <div class="ak">I understand my card will show the name written in Part 1. Student signature <span class="bl w3">${sig(f.sigName, { font: f.sSig, ink: f.sInk, size: '1.6em' })}</span> Date <span class="bl w1">${s(f.classShort, { size: '1em' })}</span></div>
      <div class="ft"><span>White — training site · Yellow — student · Pink — instructor file</span><span>Printed ${esc(f.printed)}</span></div>
    </div>`,
    css: `
    .sheet { width:8.5in; height:8.6in; padding:0.45in 0.55in; position:relative; background:${f.paper}; }
    .hd { display:flex; justify-content:space-between; border-bottom:3px solid ${S.color}; padding-bottom:4px; }
    .sn { font-size:15pt; font-weight:bold; color:${S.color}; } .af { font-size:8.4pt; font-style:italic; max-width:5.3in; }
    .no { font-size:8.6pt; text-align:right; }
    .ti { text-align:center; font-weight:bold; font-size:14pt; margin-top:10px; letter-spacing:1px; }
    .cc { text-align:center; font-size:8pt; letter-spacing:3px; color:#555; }
    .sec { margin:10px 0 5px; font-weight:bold; border-bottom:1.4px solid ${S.color}; color:${S.color}; font-size:10pt; }
    .sm { font-weight:normal; color:#444; font-size:8pt; }
    .g { width:100%; } .g td { border:0.8px solid #555; padding:2px 6px; height:0.52in; vertical-align:top; }
    .cp { font-size:7.4pt; text-transform:uppercase; color:#444; }
    .pc { margin-top:7px; border:1px solid #777; padding:4px 8px; } .pct { font-weight:bold; font-size:9.4pt; }
    .ln { margin:7px 0; white-space:nowrap; } .ln.wr { white-space:normal; font-size:9.4pt; line-height:1.7; }
    .bl { display:inline-block; border-bottom:0.9px solid #333; min-height:1.35em; vertical-align:bottom; padding-left:4px; }
    .w1 { width:0.9in; } .w2 { width:1.6in; } .w3 { width:2.3in; } .w4 { width:3.2in; } .tall { height:0.45in; }
    .rg { display:inline-block; border:1.7px solid; border-radius:50%; padding:1px 6px; }
    .op { display:inline-block; padding:1px 6px; }
    .p2 { position:relative; }
    .ci { border:1.6px solid #222; padding:4px 10px; margin-top:8px; }
    .cih { font-weight:bold; letter-spacing:2px; font-size:10pt; }
    .ib { display:inline-block; width:0.24in; height:0.3in; border:0.9px solid #333; margin-right:-1px; text-align:center; vertical-align:bottom; line-height:0.3in; }
    .stp { position:absolute; right:0.25in; top:2.12in; opacity:0.85; }
    .stp div { font-size:10pt !important; padding:6px 12px !important; }
    .ak { margin-top:10px; font-size:8.8pt; white-space:nowrap; }
    .ft { position:absolute; left:0.55in; right:0.55in; bottom:0.3in; display:flex; justify-content:space-between; font-size:7.4pt; color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, siteKey, o = {}) => {
    const site = SITES[siteKey];
    const instr = rng.pick(INSTRUCTORS);
    const user = `${p.first[0]}${p.last.split(/[ -]/)[0]}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    return {
      site,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.roboto]),
      paper: rng.pick(['#fbf3c4', '#f8efbf', '#fdf6d0']),
      sPen: rng.pick(PENS),
      sSig: rng.pick(SIGS),
      sigName: nameAs(p, 'first_last'),
      sInk: rng.pick(INKS),
      tPen: rng.pick(PENS),
      tInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91']),
      tSig: rng.pick(SIGS),
      last: p.last.toUpperCase(),
      first: p.first.toUpperCase(),
      mi: p.middle ? p.middle[0] : '',
      email: `${user}${rng.int(1, 99)}@${rng.pick(['mailbox.test', 'example.net', 'inbox.example'])}`,
      phone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      agency: rng.pick(AGENCIES),
      slip: `${rng.letters(1)}${rng.digits(5)}`,
      rev: rng.pick(['02/2023', '11/2022', '06/2021']),
      loc: rng.pick(['Room 2B, main campus', 'Skills lab — 3rd floor', 'On-site at employer', 'Classroom A']),
      score: `${rng.int(84, 100)}%`,
      instr,
      instrId: `${rng.digits(2)}${rng.pick(['0', '1'])}${rng.digits(6)}`.slice(0, 9),
      idLen: 12,
      idNote: '',
      endCaption: 'Renew by (month / year)',
      stampRot: rng.float(-9, 6).toFixed(1),
      printed: fmt(addDays('2023-03-01', rng.int(0, 400)), 'us'),
      ...o,
    };
  };
  const eCard = () => `${rng.digits(3)}${rng.alnum(3)}${rng.digits(3)}${rng.alnum(3)}`.slice(0, 12);
  const mmYYYY = (iso) => fmt(iso, 'mm_yyyy');

  // 1 — AHA BLS renewal with renew-by month; the student's earlier card already expired
  {
    const p = k.person();
    const issue = addDays('2026-03-02', rng.int(0, 200));
    const renew = twoYearsEndOfMonth(issue);
    const prevExp = addDays(issue, -rng.int(5, 40));
    const id = eCard();
    const f = mk(p, 'aha', {
      held: 'BLS Provider',
      classText: fmt(issue, 'us'),
      classShort: fmt(issue, 'us_short'),
      id,
      issueText: fmt(issue, 'us'),
      endText: mmYYYY(renew),
      stampDate: fmt(issue, 'us'),
      prev: { course: 'BLS', issuer: 'AHA', exp: mmYYYY(prevExp) },
    });
    out.push({
      key: 'aha-bls-renew-month-earlier-card-expired',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['document expired', 'too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': renew,
        ...personData('match', null),
      },
      note: `card issued ${issue} (eCard ${id}), renew by ${mmYYYY(renew)} → ${renew}; Part 1's "current or most recent card" (expired ${mmYYYY(prevExp)}) is the student's note of the card being renewed, not a second card on the page, so not too many certifications`,
      rendering: 'photo',
    });
  }

  // 2 — Red Cross BLS, issue date with the month in words, renew-by left blank (valid two years to month end)
  {
    const p = k.person();
    const issue = addDays('2025-04-07', rng.int(0, 300));
    const end = twoYearsEndOfMonth(issue);
    const id = `${rng.alnum(6)}`;
    const f = mk(p, 'arc', {
      held: 'Basic Life Support (BLS)',
      classText: fmt(issue, 'long'),
      classShort: fmt(issue, 'us_short'),
      id,
      idLen: 8,
      issueText: fmt(issue, 'long'),
      endText: '',
      endCaption: 'Valid until',
      stampDate: fmt(issue, 'mon'),
      prev: { course: 'BLS', issuer: 'Red Cross', exp: fmt(addDays(issue, -rng.int(3, 60)), 'us_short') },
    });
    out.push({
      key: 'red-cross-bls-written-month-end-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['missing expiration date', 'document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': end,
        ...personData('match', null),
      },
      note: `issued ${fmt(issue, 'long')} by a licensed training provider of the (American National) Red Cross; "Valid until" left blank, so by DOMAIN.md the card runs to the end of the month two years after issue, ${end}`,
      rendering: 'photo',
    });
  }

  // 3 — ASHI BLS, full printed expiry date, two-figure years
  {
    const p = k.person();
    const issue = addDays('2025-12-01', rng.int(0, 250));
    const exp = addDays(issue, 730);
    const id = `${rng.digits(7)}`;
    const f = mk(p, 'ashi', {
      held: 'ASHI Basic Life Support',
      classText: fmt(issue, 'us_short'),
      classShort: fmt(issue, 'us_short'),
      id,
      idLen: 9,
      issueText: fmt(issue, 'us_short'),
      endText: fmt(exp, 'us_short'),
      endCaption: 'Expiration date',
      stampDate: fmt(issue, 'us_short'),
      prev: { course: 'BLS', issuer: 'ASHI / HSI', exp: fmt(addDays(issue, -rng.int(2, 30)), 'us_short') },
    });
    out.push({
      key: 'ashi-bls-printed-expiry-two-figure-years',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_safety_health_institute',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `ASHI (Health & Safety Institute) authorized training center; certification ${id} issued ${fmt(issue, 'us_short')}, expiration written as ${fmt(exp, 'us_short')} (a full date, used as is)`,
      rendering: 'scan_image',
    });
  }

  // 4 — AHA BLS from a class two years ago, renew-by blank: ends the month two years after issue, before valid_on
  {
    const p = k.person();
    const issue = addDays('2024-09-03', rng.int(0, 50));
    const end = twoYearsEndOfMonth(issue);
    const id = eCard();
    const f = mk(p, 'aha', {
      held: 'BLS Provider',
      classText: fmt(issue, 'dmy'),
      classShort: fmt(issue, 'us_short'),
      id,
      issueText: fmt(issue, 'dmy'),
      endText: '',
      stampDate: fmt(issue, 'us'),
      printed: fmt(addDays('2023-02-01', rng.int(0, 300)), 'us'),
      prev: { course: 'BLS', issuer: 'AHA', exp: mmYYYY(addDays(issue, -rng.int(10, 50))) },
    });
    out.push({
      key: 'aha-bls-two-years-ago-renew-blank',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': end,
        ...personData('match', null),
      },
      note: `issued ${issue} with "Renew by" blank: valid through the end of the month two years later, ${end}, before 2026-11-21`,
      rendering: 'photo',
    });
  }

  // 5 — card number boxes empty, "eCard to follow" written beside them
  {
    const p = k.person();
    const issue = addDays('2026-08-10', rng.int(0, 70));
    const renew = twoYearsEndOfMonth(issue);
    const f = mk(p, 'aha', {
      held: 'ACLS Provider',
      classText: fmt(issue, 'us_nz'),
      classShort: fmt(issue, 'us_short'),
      id: '',
      idNote: 'eCard to follow by e-mail',
      issueText: fmt(issue, 'us_nz'),
      endText: mmYYYY(renew),
      stampDate: fmt(issue, 'us'),
      prev: { course: 'ACLS', issuer: 'AHA', exp: mmYYYY(addDays(issue, -rng.int(20, 90))) },
    });
    out.push({
      key: 'acls-card-number-blank-ecard-to-follow',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing id'],
      data: {
        'certifications.0.type': 'acls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': renew,
        ...personData('match', null),
      },
      note: `ACLS Provider ringed, issued ${issue}, renew by ${mmYYYY(renew)}; the eCard code boxes are empty with "eCard to follow by e-mail" written beside them; the slip number and instructor / TC IDs are not the card's ID`,
      rendering: 'fax',
    });
  }

  // 6 — an independent company's own curriculum certificate (issuer other)
  {
    const p = k.person();
    const issue = addDays('2026-05-04', rng.int(0, 150));
    const exp = twoYearsEndOfMonth(issue);
    const id = `LV-${rng.digits(6)}`;
    const f = mk(p, 'other', {
      held: 'Lakeview Healthcare BLS',
      classText: fmt(issue, 'us'),
      classShort: fmt(issue, 'us_short'),
      id,
      idLen: 9,
      issueText: fmt(issue, 'us'),
      endText: mmYYYY(exp),
      endCaption: 'Renew by',
      stampDate: fmt(issue, 'us'),
      prev: { course: 'BLS', issuer: 'Other', exp: mmYYYY(addDays(issue, -rng.int(5, 60))) },
    });
    out.push({
      key: 'independent-company-own-curriculum',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['unsupported issuer'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `the certificate is issued by Lakeview CPR & First Response, LLC "under our own Lakeview Rescuer curriculum" (TC ID n/a): none of the issuers DOMAIN.md names, so issuer other → unsupported issuer; the course ring uses the site's printed course list`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
