// A hospital training site's instructor CLASS ROSTER / SIGN-IN SHEET for one life-support class (landscape letter),
// photographed or faxed by the clinician because it is the only paper they got on the day. The top block names the
// training centre and site, the course (BLS Provider / ACLS / PALS / Heartsaver CPR AED, ticked AND ringed among the
// others), class date, lead instructor and instructor ID, the card issue date and, on most sheets, the
// "Recommended renewal" month / year for the whole class. The table has one row per student, each written by the
// student in their own hand (Last, First), with e-mail, signature, written exam %, skills P / F and the card / eCard
// code the instructor adds. The requested person is on one row below the first ones. On some sheets a small paper
// course-completion card for that person is stapled over the top right corner. A Red Cross licensed-provider sheet
// prints "Certificate ID" and no renewal month (valid two years).
import {
  addDays,
  endOfMonth,
  fmt,
  nameAs,
  personData,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { box, esc, FONTS, HANDS, hand, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r14_instructor_class_roster_with_course_card',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 20, photo: 40, fax: 15, scan_image: 10 },
  description:
    'Training-site instructor class roster / sign-in sheet (landscape) for one BLS, ACLS, PALS or Heartsaver CPR AED class: course ticked and ringed among the others, class date, lead instructor and ID, TC name and ID, card issue date and class-wide "Recommended renewal" MM/YYYY, then student rows each in its own handwriting (Last, First; e-mail; signature; exam %; skills P / F; eCard code), holder below the first rows; a paper completion card stapled on some; a Red Cross licensed-provider sheet with Certificate IDs and no renewal; variants expired class, holder row with no code, PALS for a BLS-only client, nickname row',
};

const SITES = [
  {
    site: 'Cedar Ridge Medical Center — Center for Clinical Education',
    tc: 'Prairie Heart Training Center',
    tcId: 'IL20418',
    city: 'Springfield, IL',
    color: '#a01c24',
  },
  {
    site: 'Holloway Regional Hospital · Simulation & Resuscitation Lab',
    tc: 'Gulf Coast Resuscitation Training Center',
    tcId: 'FL05731',
    city: 'Orlando, FL',
    color: '#8b1a1a',
  },
  {
    site: 'Tamarack Valley Health — Staff Development',
    tc: 'Mountain States Lifesaving Training Center',
    tcId: 'CO11206',
    city: 'Aurora, CO',
    color: '#9a2222',
  },
];

const ARC_PROVIDER = {
  site: 'BrightLine CPR & Safety Training, LLC',
  tc: 'American Red Cross Licensed Training Provider',
  tcId: 'LTP 00-48213',
  city: 'Raleigh, NC',
  color: '#c8102e',
};

const COURSES = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  pals: 'PALS Provider',
  cpr: 'Heartsaver CPR AED',
};
const COURSE_LIST = [
  'BLS Provider',
  'ACLS Provider',
  'PALS Provider',
  'Heartsaver CPR AED',
  'Heartsaver First Aid',
];

const FILLERS = [
  ['Gutierrez', 'Ana'],
  ['Mbeki', 'Thandiwe'],
  ['Kowalski', 'Brian'],
  ['Osei-Bonsu', 'Akua'],
  ['Larsen', 'Erik'],
  ['Delgado', 'Marco'],
  ['Yamamoto', 'Aiko'],
  ['Fitzpatrick', 'Shannon'],
  ['Reyes', 'Carmen'],
  ['Holt', 'Jordan'],
  ['Abara', 'Ifeoma'],
  ['Sørensen', 'Lars'],
  ['Choi', 'Daniel'],
  ['Whitman', 'Paige'],
];
const INSTRUCTORS = [
  ['Gloria Atwater, RN, BSN', '02160893541'],
  ['Rashid Qureshi, NRP', '11214507788'],
  ['Teresa Lindgren, RRT', '03158842290'],
  ['Owen McCready, EMT-P', '07129931064'],
];

function code(rng, arc) {
  return arc
    ? `${rng.alnum(3)}${rng.digits(3)}-${rng.alnum(4)}`
    : `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
}

function render(f) {
  const S = f.site;
  const rows = f.rows
    .map((r, i) => {
      const H = (t, o = {}) => hand(t, { font: r.hand, ink: r.ink, size: '1.15em', ...o });
      const I = (t, o = {}) => hand(t, { font: f.instrHand, ink: f.instrInk, size: '1.15em', ...o });
      return `<tr><td class="n">${i + 1}</td><td>${H(r.name, { size: '1.3em' })}</td><td>${H(r.email, { size: '0.95em' })}</td>
        <td>${sig(r.sigText, { font: r.sig, ink: r.ink, size: '1.45em', rot: -2 })}</td>
        <td class="c">${I(r.score)}</td><td class="c">${I(r.skills)}</td><td class="c">${r.remed ? I('✓') : ''}</td>
        <td class="cd">${r.code ? I(r.code, { size: '1.1em' }) : ''}</td></tr>`;
    })
    .concat(
      Array.from(
        { length: f.blankRows },
        (_, i) =>
          `<tr><td class="n">${f.rows.length + i + 1}</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>`,
      ),
    )
    .join('');
  const I = (t, o = {}) => hand(t, { font: f.instrHand, ink: f.instrInk, size: '1.2em', ...o });
  const courseOpts = COURSE_LIST.map((c) =>
    c === f.courseLabel
      ? `<span class="opt">${box(true, { style: 'check', ink: f.instrInk })}<span class="circled" style="border-color:${f.instrInk}">${esc(c)}</span></span>`
      : `<span class="opt">${box(false)}${esc(c)}</span>`,
  ).join('');
  const renewCell = f.arc
    ? `<div class="lb">Certification period</div><span class="pr">2 years from course date</span>`
    : `<div class="lb">Recommended renewal (MM/YYYY)</div>${f.renewText ? I(f.renewText) : ''}`;
  const card = f.card
    ? `<div class="card" style="transform:rotate(${f.cardRot}deg)"><div class="staple"></div>
        <div class="cb" style="background:${S.color}">${esc(f.arc ? 'American Red Cross' : 'Course Completion Card')}</div>
        <div class="ct">${esc(f.courseLabel)}</div>
        <div class="cl">This card certifies that</div>
        <div class="cn">${hand(f.cardName, { font: f.instrHand, ink: f.instrInk, size: '1.3em' })}</div>
        <div class="cl">has successfully completed the cognitive and skills evaluations in accordance with the curriculum.</div>
        <table class="ck"><tr><td>Issue date</td><td>${I(fmt(f.issue, 'us'), { size: '1.05em' })}</td></tr>
          <tr><td>${f.arc ? 'Valid for' : 'Renew by'}</td><td>${f.arc ? '<b>2 years</b>' : I(f.renewText, { size: '1.05em' })}</td></tr>
          <tr><td>${f.arc ? 'Certificate ID' : 'eCard code'}</td><td>${I(f.holderCode, { size: '1.05em' })}</td></tr>
          <tr><td>Training Center</td><td style="font-size:6.5pt">${esc(S.tc)} (${esc(S.tcId)})</td></tr></table>
       </div>`
    : '';
  const body = `<div class="wrap">${card}
   <div class="hd"><div class="hx" style="background:${S.color}">♥</div><div>
     <div class="h1">${esc(S.site)}</div>
     <div class="h2">${esc(S.tc)} · ${f.arc ? 'Provider' : 'TC'} ID ${esc(S.tcId)} · ${esc(S.city)}</div></div>
     <div class="h3">CLASS ROSTER / SIGN-IN SHEET<br><span>Instructor copy — submit to TC coordinator within 10 days</span></div></div>
   <div class="courses"><b>Course:</b> ${courseOpts} &nbsp; ${box(false)}Other: ________</div>
   <table class="meta"><tr>
     <td><div class="lb">Class date(s)</div>${I(fmt(f.classDate, f.ds))}</td>
     <td><div class="lb">Location / room</div>${I(f.room, { size: '1em' })}</td>
     <td><div class="lb">Lead instructor</div>${I(f.instr[0], { size: '1em' })}</td>
     <td><div class="lb">Instructor ID</div>${I(f.instr[1], { size: '1em' })}</td>
     <td><div class="lb">Card issue date</div>${I(fmt(f.issue, f.ds))}</td>
     <td>${renewCell}</td>
     <td><div class="lb">Cards</div>${box(!f.arc, { ink: f.instrInk })}eCard ${box(!!f.arc, { ink: f.instrInk })}Printed</td></tr></table>
   <div class="say">Students: PRINT your name as you want it on your card (Last, First). Your ${f.arc ? 'certificate' : 'eCard'} will be e-mailed to the address you write below.</div>
   <table class="ros"><tr><th style="width:3%">#</th><th style="width:20%">Student name (Last, First) — PRINT</th><th style="width:19%">E-mail</th><th style="width:16%">Signature</th>
     <th style="width:7%">Written exam %</th><th style="width:6%">Skills P / F</th><th style="width:7%">Remediation</th><th>${f.arc ? 'Certificate ID' : 'eCard code / Card #'} (instructor)</th></tr>${rows}</table>
   <div class="ft"><div>Lead instructor signature: ${sig(f.instr[0].replace(/,.*/, ''), { font: f.instrSig, ink: f.instrInk, size: '1.6em' })} &nbsp; Date: ${I(fmt(f.classDate, 'us_short'), { size: '1em' })}</div>
     <div class="tcu">TC coordinator use: Roster received ______ · Cards issued ______ · Entered ______</div></div>
  </div>`;
  return page({
    title: 'Class roster',
    size: '11in 8.5in',
    margin: '0',
    font: FONTS.sans,
    body,
    css: `
    .hand { -webkit-text-stroke: 0.35px currentColor; }
    .wrap { padding:0.35in 0.4in; position:relative; font-size:9pt; }
    .hd { display:flex; align-items:center; gap:10px; border-bottom:2px solid #222; padding-bottom:5px; }
    .hx { width:34px; height:34px; border-radius:50%; color:#fff; font-size:20px; text-align:center; line-height:34px; }
    .h1 { font-size:12.5pt; font-weight:bold; } .h2 { font-size:8.5pt; color:#333; }
    .h3 { margin-left:auto; font-size:13pt; font-weight:bold; text-align:right; } .h3 span { font-size:7pt; font-weight:normal; color:#444; }
    .courses { margin:6px 0 4px; font-size:9pt; } .opt { margin-right:12px; white-space:nowrap; }
    .lb { font-size:6.8pt; color:#444; }
    table.meta { width:100%; } table.meta td { border:1px solid #444; padding:2px 4px 4px; vertical-align:top; height:0.45in; }
    .pr { font-size:8.5pt; font-weight:bold; }
    .say { font-size:7.5pt; font-style:italic; margin:5px 0 3px; }
    table.ros { width:100%; table-layout:fixed; } table.ros th { border:1px solid #222; background:#e6e6e6; font-size:7.3pt; padding:2px; }
    table.ros td { border:1px solid #444; height:0.34in; padding:0 4px; font-size:8.5pt; overflow:hidden; white-space:nowrap; }
    td.n { text-align:center; color:#444; } td.c { text-align:center; } td.cd { font-family:${FONTS.mono}; }
    .ft { margin-top:7px; display:flex; justify-content:space-between; align-items:flex-end; font-size:8.5pt; }
    .tcu { font-size:7.5pt; color:#333; border:1px dashed #777; padding:3px 6px; }
    .card { position:absolute; right:0.35in; top:6.05in; width:3.4in; min-height:2.1in; background:#fffef8; border:1px solid #999; box-shadow:3px 4px 7px rgba(0,0,0,.35); z-index:4; font-size:7.5pt; padding-bottom:5px; }
    .staple { position:absolute; left:14px; top:8px; width:26px; height:3px; background:#8d8d8d; border-radius:1px; transform:rotate(-30deg); }
    .cb { color:#fff; font-weight:bold; font-size:8.5pt; padding:4px 8px 4px 48px; }
    .ct { font-weight:bold; font-size:11pt; padding:3px 8px 0; } .cl { padding:1px 8px; font-size:6.8pt; color:#333; }
    .cn { padding:1px 8px; border-bottom:1px solid #999; margin:0 8px; }
    table.ck { margin:3px 8px 0; } table.ck td { padding:0 4px; font-size:7.2pt; } table.ck td:first-child { color:#555; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o) => {
    const arc = !!o.arc;
    const site = arc ? ARC_PROVIDER : rng.pick(SITES);
    const issue = o.issue;
    const classDate = addDays(issue, -rng.int(0, 3));
    // recommended renewal: the issue month two years later
    const [y, m] = issue.split('-').map(Number);
    const renewText = `${String(m).padStart(2, '0')}/${y + 2}`;
    const fillers = rng.shuffle(FILLERS).slice(0, o.nRows - 1);
    const holderAt = o.holderAt;
    const holderCode = o.noCode ? null : code(rng, arc);
    const rows = [];
    let fi = 0;
    for (let i = 0; i < o.nRows; i++) {
      if (i === holderAt) {
        rows.push({
          name: nameAs(p, o.nameStyle || rng.pick(['last_first', 'last_first_mi'])),
          email: `${(p.nick || p.first).toLowerCase().replace(/[^a-z]/g, '')}.${p.last
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 6)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
          sigText: `${(p.nick || p.first)[0]}. ${p.last}`,
          score: `${rng.int(84, 100)}%`,
          skills: 'P',
          remed: false,
          code: holderCode,
          hand: rng.pick(HANDS),
          ink: rng.pick(INKS),
          sig: rng.pick(SIGS),
        });
        continue;
      }
      const [last, first] = fillers[fi++];
      rows.push({
        name: `${last}, ${first}`,
        email: `${first[0].toLowerCase()}${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'icloud.com', 'hotmail.com'])}`,
        sigText: `${first} ${last}`,
        score: `${rng.int(80, 100)}%`,
        skills: 'P',
        remed: rng.chance(0.15),
        code: code(rng, arc),
        hand: rng.pick(HANDS),
        ink: rng.pick(INKS),
        sig: rng.pick(SIGS),
      });
    }
    return {
      site,
      arc,
      issue,
      classDate,
      renewText: o.noRenew ? '' : renewText,
      courseLabel: COURSES[o.type],
      ds: rng.pick(['us', 'us_nz', 'long']),
      room: rng.pick(['Sim Lab B', 'Conf. Rm 3 West', 'Education Ctr 114', 'Classroom 2']),
      instr: rng.pick(INSTRUCTORS),
      instrHand: rng.pick(HANDS),
      instrInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91']),
      instrSig: rng.pick(SIGS),
      rows,
      blankRows: Math.max(1, 11 - o.nRows),
      card: !!o.card,
      cardName: nameAs(p, 'first_last'),
      holderCode,
      cardRot: rng.float(-6, 6).toFixed(1),
    };
  };
  const out = [];

  // 1. AHA BLS, renewal month printed, holder row 4–6, stapled card
  let p = k.person();
  let f = mk(p, {
    type: 'bls',
    issue: addDays('2025-04-07', rng.int(0, 500)),
    nRows: 9,
    holderAt: rng.int(3, 5),
    card: true,
  });
  let exp = endOfMonth(`${f.renewText.slice(3)}-${f.renewText.slice(0, 2)}-01`);
  out.push({
    key: 'bls-roster-holder-row-with-stapled-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': f.holderCode,
      'certifications.0.issue_date': f.issue,
      'certifications.0.expiration_date': exp,
      ...personData('match', null),
    },
    note: `the holder signs in on row ${f.rows.findIndex((r) => r.code === f.holderCode) + 1}; class-wide recommended renewal ${f.renewText} ends ${exp}; the stapled card repeats the same eCard code`,
    rendering: 'photo',
  });

  // 2. Red Cross LTP BLS, no renewal printed
  p = k.person();
  f = mk(p, {
    type: 'bls',
    arc: true,
    issue: addDays('2025-06-02', rng.int(0, 480)),
    nRows: 8,
    holderAt: rng.int(2, 6),
    noRenew: true,
  });
  exp = twoYearsEndOfMonth(f.issue);
  out.push({
    key: 'red-cross-provider-roster-no-renewal-month',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': f.holderCode,
      'certifications.0.issue_date': f.issue,
      'certifications.0.expiration_date': exp,
    },
    note: `Red Cross licensed training provider roster: "Certification period 2 years from course date", no printed end; issue ${f.issue} → end of the month two years later, ${exp}`,
    rendering: 'fax',
  });

  // 3. Heartsaver CPR AED, nickname on the row
  p = k.person();
  while (!p.nick) p = k.person();
  f = mk(p, {
    type: 'cpr',
    issue: addDays('2025-09-08', rng.int(0, 400)),
    nRows: 7,
    holderAt: rng.int(2, 5),
    nameStyle: 'last_nick',
    card: rng.chance(0.5),
  });
  exp = endOfMonth(`${f.renewText.slice(3)}-${f.renewText.slice(0, 2)}-01`);
  out.push({
    key: 'heartsaver-cpr-row-signed-with-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.expiration_date': exp,
      ...personData('match', null),
    },
    note: `the student printed "${p.last}, ${p.nick}" (nickname of ${p.first}); Heartsaver CPR AED is a CPR course`,
    rendering: 'scan_image',
  });

  // 4. expired class
  p = k.person();
  f = mk(p, {
    type: 'bls',
    issue: addDays('2024-02-05', rng.int(0, 240)),
    nRows: 10,
    holderAt: rng.int(4, 8),
    card: rng.chance(0.5),
  });
  exp = endOfMonth(`${f.renewText.slice(3)}-${f.renewText.slice(0, 2)}-01`);
  out.push({
    key: 'bls-class-renewal-month-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.expiration_date': exp },
    note: `recommended renewal ${f.renewText} (ends ${exp}) is before valid_on`,
    rendering: 'photo',
  });

  // 5. holder row with no card code
  p = k.person();
  f = mk(p, {
    type: rng.pick(['bls', 'acls']),
    issue: addDays('2026-05-04', rng.int(0, 150)),
    nRows: 9,
    holderAt: rng.int(3, 7),
    noCode: true,
  });
  out.push({
    key: 'holder-row-ecard-code-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.id': null },
    note: 'every other row has an eCard code written by the instructor; the holder\u2019s row has none and no card is stapled; the TC ID and the instructor ID are not the card\u2019s id',
    rendering: rng.pick(['scanned_pdf', 'photo']),
  });

  // 6. PALS class for a client that takes BLS only
  p = k.person();
  f = mk(p, {
    type: 'pals',
    issue: addDays('2025-08-11', rng.int(0, 400)),
    nRows: 8,
    holderAt: rng.int(2, 6),
    card: rng.chance(0.5),
  });
  out.push({
    key: 'pals-roster-client-accepts-bls-only',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_types: ['bls'] },
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'pals' },
    note: 'a current PALS Provider class (PALS ticked and ringed); the client accepts BLS only',
    rendering: 'text_pdf',
  });
  return out;
}
