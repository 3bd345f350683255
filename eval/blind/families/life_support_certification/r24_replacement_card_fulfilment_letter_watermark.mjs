// A training center's "replacement card" fulfilment letter, the kind a nurse gets by mail or as a PDF after asking
// for a duplicate of a lost, damaged or never-received life-support card (or a reprint after a name change): the
// training center's letterhead, a letter date, the holder's mailing block, a RE: line with the request number, two or
// three paragraphs in prose ("Our records show that you successfully completed … on …"; "A replacement card carries
// the dates of the original card and does not extend it"), a small REQUEST DETAILS grid (reason ticked among Lost /
// Damaged / Never received / Name change, request received, fee and receipt no., processed by), the coordinator's
// signature; then a perforated carrier with the replacement card printed front and back side by side, a diagonal
// REPLACEMENT / DUPLICATE watermark across both faces, and on the back "Replacement issued <date>". The letter date, the
// request-received date, the fee receipt date and the replacement-issued date are not the card's issue date; the
// original class date is.
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  personData,
  phone,
  requestPerson,
  street,
  PLACES,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, qr, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r24_replacement_card_fulfilment_letter_watermark',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'Training center "replacement card" fulfilment letter with the duplicate card on a perforated carrier: letterhead, letter date, holder mailing block, RE: line with request no., prose ("our records show you successfully completed BLS Provider on …", "a replacement keeps the original dates"), a REQUEST DETAILS grid (reason ticked among Lost / Damaged / Never received / Name change, request received, fee and receipt no., processed by), coordinator signature; below the scissors line the card front and back side by side under a diagonal REPLACEMENT / DUPLICATE watermark (course, holder, issue or completion date, renewal MM/YYYY or valid-thru or expiration date, eCard code / certificate ID, TC and instructor, QR, "Replacement issued <date>" on the back); variants AHA BLS lost card, Red Cross BLS reprinted after a name change with the former surname in the letter, AHA ACLS whose renewal month is this month, AHA BLS whose renewal month has passed, an online-only CPR company whose course "follows AHA guidelines", and an ASHI paper card filled in by hand with the certification no. left blank',
};

const TCS = {
  aha: [
    {
      name: 'Mesa Ridge Resuscitation Education',
      line: 'An American Heart Association Training Center',
      tcid: 'AZ08841',
      city: ['Mesa', 'AZ', '85201'],
      color: '#a3161b',
      ini: 'MR',
      shape: 'square',
      coord: ['Lorena Batista', 'Training Center Coordinator'],
      site: 'Banner Creek Training Site',
      org: 'American Heart Association',
    },
    {
      name: 'Great Lakes Lifesaving Institute',
      line: 'AHA Training Center \u00b7 BLS \u00b7 ACLS \u00b7 PALS \u00b7 Heartsaver',
      tcid: 'MI04217',
      city: ['Lansing', 'MI', '48906'],
      color: '#8e1b3a',
      ini: 'GL',
      shape: 'circle',
      coord: ['Darius Whitcombe', 'TC Coordinator'],
      site: 'Sparrow Ridge Campus',
      org: 'American Heart Association',
    },
  ],
  arc: [
    {
      name: 'Copper Basin Health Education',
      line: 'American Red Cross Licensed Training Provider',
      tcid: 'LTP 30518',
      city: ['El Paso', 'TX', '79902'],
      color: '#c8102e',
      ini: 'CB',
      shape: 'cross',
      coord: ['Teresa Valdivia', 'Education Services Manager'],
      site: 'Copper Basin Medical Center',
      org: 'American Red Cross',
    },
  ],
  ashi: [
    {
      name: 'Tamarack Safety Training LLC',
      line: 'Authorized Training Center \u2014 American Safety & Health Institute (HSI)',
      tcid: 'ATC 11724',
      city: ['Boise', 'ID', '83702'],
      color: '#0f5c7a',
      ini: 'TS',
      shape: 'shield',
      coord: ['Wade Ostrander', 'Office Manager'],
      site: 'Tamarack classroom, Suite B',
      org: 'American Safety & Health Institute',
    },
  ],
  online: [
    {
      name: 'RapidCert CPR Online',
      line: 'Online certification \u00b7 course content based on the 2020 AHA Guidelines for CPR & ECC',
      tcid: 'RC-WEB',
      city: ['Orlando', 'FL', '32803'],
      color: '#1f6fb2',
      ini: 'RC',
      shape: 'circle',
      coord: ['Customer Success Team', 'Member Services'],
      site: 'Online (self-paced)',
      org: 'RapidCert CPR Online',
    },
  ],
};
const COURSE = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  arcbls: 'Basic Life Support',
  ashi: 'CPR Pro for the Professional Rescuer',
  online: 'BLS / CPR for Healthcare Providers',
};
const REASONS = ['Lost', 'Damaged', 'Never received', 'Name change'];
const INSTR = ['R. Gaines', 'L. Moreau', 'T. Abara', 'J. Wexford', 'C. Duong', 'P. Sandoval', 'N. Okoro'];

function card(f) {
  const C = f.card;
  const T = f.tc;
  const pen = (t) => hand(t, { font: f.pen, ink: f.ink, size: '1.05em' });
  const val = (t) => (C.byHand ? pen(t) : `<b>${esc(t)}</b>`);
  const wm = `<div class="wm">${esc(f.wm)}</div>`;
  const rows = C.fields
    .map(
      ([cap, value]) =>
        `<tr><td class="fc">${esc(cap)}</td><td class="fv">${value === '' ? '<span class="blank"></span>' : val(value)}</td></tr>`,
    )
    .join('');
  const front = `<div class="cd">
    <div class="band" style="background:${T.color}">${esc(C.band)}</div>
    <div class="cbody">
      <div class="course">${esc(C.course)}</div>
      <div class="hold">${C.byHand ? pen(C.holder) : esc(C.holder)}</div>
      <div class="cap0">has successfully completed the cognitive and skills evaluations in accordance with the curriculum of the ${esc(C.curric)}.</div>
      <table class="ct">${rows}</table>
    </div>${wm}</div>`;
  const back = `<div class="cd">
    <div class="bk">
      <div class="bl"><table class="ct">
        <tr><td class="fc">Training Center</td><td class="fv">${esc(T.name)}</td></tr>
        <tr><td class="fc">TC ID</td><td class="fv">${esc(T.tcid)}</td></tr>
        <tr><td class="fc">Training site</td><td class="fv">${esc(T.site)}</td></tr>
        <tr><td class="fc">Instructor</td><td class="fv">${C.byHand ? pen(C.instr) : esc(C.instr)}</td></tr>
        <tr><td class="fc">Holder signature</td><td class="fv"><span class="blank" style="width:1.1in"></span></td></tr>
      </table>
      <div class="rpl">Replacement issued ${esc(fmt(f.replIssued, C.rds))} \u00b7 original dates retained</div></div>
      <div class="bq">${C.qr ? qr(f.qrRng, { size: 70, n: 23 }) : ''}<div class="qc">${esc(C.qrCap)}</div></div>
    </div>
    ${wm}</div>`;
  return `<div class="cut">\u2702 \u2014 \u2014 \u2014 detach along the perforation \u2014 \u2014 \u2014 keep your card with you at work \u2014 \u2014 \u2014</div>
  <div class="carrier"><div class="side"><div class="lbl">FRONT</div>${front}</div><div class="side"><div class="lbl">BACK</div>${back}</div></div>`;
}

function render(f) {
  const T = f.tc;
  const pen = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, ...o });
  const reasons = REASONS.map((r) => `${box(r === f.reason, { style: 'glyph' })}${esc(r)}`).join(' &nbsp; ');
  const body = `
  <div class="lh">${logo({ initials: T.ini, color: T.color, shape: T.shape, size: 46 })}
    <div class="lx"><div class="ln">${esc(T.name)}</div><div class="ll">${esc(T.line)}</div>
    <div class="la">${esc(f.tcAddr)} \u00b7 ${esc(f.tcTel)}${f.web ? ` \u00b7 ${esc(f.web)}` : ''}</div></div></div>
  <div class="dt">${esc(fmt(f.letterDate, f.lds))}${f.scrawl ? `<span class="scr">${pen(f.scrawl, { size: '1.2em', rot: -4 })}</span>` : ''}</div>
  <div class="to">${esc(f.mailName)}<br>${esc(f.mail1)}<br>${esc(f.mail2)}</div>
  <div class="re"><b>RE: Replacement course completion card \u2014 Request no. ${esc(f.reqNo)}</b></div>
  <p>Dear ${esc(f.dear)},</p>
  <p>${f.para1}</p>
  <p>${f.para2}</p>
  <table class="rd"><tr><th colspan="4">REQUEST DETAILS</th></tr>
    <tr><td class="c">Reason for replacement</td><td colspan="3">${reasons}</td></tr>
    <tr><td class="c">Request received</td><td>${esc(fmt(f.reqDate, 'us'))}</td><td class="c">Processed by</td><td>${esc(f.procBy)}</td></tr>
    <tr><td class="c">Replacement fee</td><td>${esc(f.fee)}</td><td class="c">Receipt no. / paid</td><td>${esc(f.receipt)} \u00b7 ${esc(fmt(f.reqDate, 'us_short'))}</td></tr>
    ${f.formerName ? `<tr><td class="c">Name on original record</td><td colspan="3">${esc(f.formerName)} (documentation on file)</td></tr>` : ''}
  </table>
  <p>${f.para3}</p>
  <div class="sg">Sincerely,<br>${sig(f.sigName, { font: f.sigFont, ink: f.sink, size: '1.9em' })}<br>${esc(T.coord[0])}<br><span class="st">${esc(T.coord[1])}, ${esc(T.name)}</span></div>
  ${card(f)}
  <div class="ft">${esc(f.footer)}</div>`;
  const css = `
  .lh { display:flex; align-items:center; gap:12px; border-bottom:2px solid ${T.color}; padding-bottom:6px; }
  .ln { font-size:15pt; font-weight:bold; color:${T.color}; } .ll { font-size:9pt; font-style:italic; } .la { font-size:8pt; color:#444; }
  .dt { margin-top:12px; position:relative; } .scr { position:absolute; left:3.6in; top:-4px; } .to { margin-top:10px; line-height:1.3; } .re { margin-top:12px; }
  p { margin:7px 0; line-height:1.35; font-size:10pt; }
  table.rd { width:100%; font-size:9pt; margin:6px 0; }
  table.rd th { background:#eee; text-align:left; padding:2px 6px; border:0.8px solid #777; letter-spacing:0.06em; }
  table.rd td { border:0.8px solid #777; padding:3px 6px; } table.rd td.c { background:#f6f6f6; width:19%; font-size:8.3pt; }
  .sg { margin-top:4px; font-size:10pt; line-height:1.25; } .st { font-size:8.6pt; color:#444; }
  .cut { margin-top:12px; font-size:7.8pt; color:#666; border-top:1.4px dashed #888; padding-top:2px; text-align:center; }
  .carrier { display:flex; gap:0.16in; justify-content:center; margin-top:6px; }
  .lbl { font-size:6.5pt; color:#888; letter-spacing:0.2em; text-align:center; }
  .cd { width:3.62in; height:2.28in; border:1px solid #999; border-radius:9px; position:relative; overflow:hidden; background:#fff; font-size:7.4pt; box-shadow:0 0 0 0.5px #ccc; }
  .band { color:#fff; font-weight:bold; font-size:8.8pt; padding:3px 8px; letter-spacing:0.03em; }
  .cbody { padding:3px 8px; }
  .course { font-size:12pt; font-weight:bold; margin-top:2px; } .hold { font-size:12pt; margin:4px 0 2px; border-bottom:0.6px solid #999; min-height:18px; }
  .cap0 { font-size:6.2pt; color:#444; line-height:1.2; margin-bottom:3px; }
  table.ct { width:100%; margin-top:2px; } table.ct td { padding:2px 2px; vertical-align:bottom; }
  td.fc { color:#444; font-size:7.6pt; width:44%; white-space:nowrap; } td.fv { font-size:9.4pt; }
  .blank { display:inline-block; width:0.9in; border-bottom:0.6px solid #444; height:9px; }
  .bk { display:flex; padding:8px 8px; gap:6px; } .bl { flex:1; } .bq { width:74px; text-align:center; } .qc { font-size:5.4pt; color:#444; }
  .rpl { margin-top:5px; font-size:6.6pt; font-weight:bold; color:#333; }
  .wm { position:absolute; left:-10%; top:38%; width:120%; text-align:center; transform:rotate(-22deg); font-size:21pt; font-weight:bold; letter-spacing:0.12em; color:rgba(150,150,150,0.3); pointer-events:none; }
  .ft { margin-top:10px; font-size:7pt; color:#666; border-top:0.5px solid #aaa; padding-top:2px; }`;
  return page({ title: 'Replacement card', margin: '0.5in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, tc, o = {}) => {
    const [city, st, zip] = tc.city;
    const [mc, ms, mz] = rng.pick(PLACES);
    const letterDate = o.letterDate || addDays('2026-10-06', rng.int(0, 38));
    const reqDate = addDays(letterDate, -rng.int(3, 12));
    return {
      tc,
      tcAddr: `${street(rng)}, ${city}, ${st} ${zip}`,
      tcTel: phone(rng),
      web: null,
      letterDate,
      reqDate,
      replIssued: addDays(letterDate, -rng.int(0, 2)),
      lds: rng.pick(['long', 'long', 'us']),
      mailName: nameAs(p, rng.pick(['first_mi_last', 'first_last', 'FIRST_MI_LAST'])),
      mail1: street(rng),
      mail2: `${mc}, ${ms} ${mz}`,
      dear: rng.pick([p.first, `${p.first} ${p.last}`]),
      reqNo: `${tc.ini}-R${rng.digits(5)}`,
      procBy: rng.pick(['A. Lindqvist', 'M. Farouk', 'S. Beaudry', 'K. Yamamoto']),
      fee: rng.pick(['$10.00', '$15.00', '$12.50']),
      receipt: `${rng.digits(6)}`,
      reason: rng.pick(['Lost', 'Lost', 'Damaged', 'Never received']),
      sigName: tc.coord[0].split(' ')[0] === 'Customer' ? 'RapidCert Support' : tc.coord[0],
      sigFont: rng.pick(SIGS),
      sink: rng.pick(['#0b3d91', '#1a2b6d', '#202020']),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato, FONTS.serif]),
      wm: rng.pick(['REPLACEMENT', 'DUPLICATE']),
      qrRng: rng,
      formerName: null,
      scrawl: rng.chance(0.5)
        ? rng.pick([
            `rec'd ${fmt(addDays(letterDate, rng.int(3, 9)), 'us_short')}`,
            'for agency file',
            'copy sent to recruiter',
          ])
        : null,
      footer: `${tc.name} \u00b7 ${tc.tcid} \u00b7 Letter generated ${fmt(letterDate, 'us')} \u00b7 Keep this letter for your records`,
      ...o,
    };
  };
  const ecard = () => `${rng.digits(6)}${rng.alnum(6)}`.slice(0, 12);
  const instr = () => `${rng.pick(INSTR)} \u00b7 ${rng.digits(11)}`;
  const ahaCard = (p, course, issue, renew, id) => ({
    band: 'American Heart Association \u00b7 Training Center course completion',
    course,
    holder: nameAs(p, 'first_mi_last'),
    curric: 'American Heart Association BLS / ECC program',
    fields: [
      ['Issue Date', fmt(issue, 'us')],
      ['Recommended Renewal Date', fmt(renew, 'mm_yyyy')],
      ['eCard Code', id],
    ],
    instr: instr(),
    rds: 'us',
    qr: true,
    qrCap: 'Scan to verify this eCard',
  });

  // 1 — AHA BLS, card lost, renewal MM/YYYY (photo)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const issue = addDays('2025-02-10', rng.int(0, 330));
    const exp = twoYearsEndOfMonth(issue);
    const id = ecard();
    const f = mk(p, tc, { reason: 'Lost' });
    f.card = ahaCard(p, COURSE.bls, issue, exp, id);
    f.para1 = `Thank you for your request. Our records show that you successfully completed the <b>${COURSE.bls}</b> course at ${esc(tc.site)} on ${esc(fmt(issue, 'long'))}. Your replacement eCard has been reissued and is printed below.`;
    f.para2 = `Please note that a replacement card carries the same issue and recommended renewal dates as your original card; it does not extend your course completion. You may also claim the eCard again online with the eCard code shown.`;
    f.para3 = `If any information on the card is incorrect, please contact our office within 30 days.`;
    out.push({
      key: 'aha-bls-lost-card-replacement',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing id', 'missing expiration date', 'too many certifications'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `AHA BLS Provider, issue date ${issue} (class date in the letter), Recommended Renewal ${fmt(exp, 'mm_yyyy')} → ${exp}; eCard code ${id}; the letter date ${f.letterDate}, request received ${f.reqDate} and "Replacement issued ${f.replIssued}" on the back are not issue dates; the DOB is not printed`,
    });
  }

  // 2 — Red Cross BLS reprinted after a name change; former surname in the letter (scanned PDF)
  {
    const p = k.person();
    const tc = TCS.arc[0];
    const issue = addDays('2025-05-12', rng.int(0, 300));
    const exp = addYears(issue, 2);
    const id = `0${rng.alnum(6)}`;
    const former = rng.pick(['Holloway', 'Stanek', 'McBride', 'Oyelaran-Pitts', 'Guerrero']);
    const f = mk(p, tc, { reason: 'Name change', formerName: `${p.first} ${former}`, wm: 'REISSUE' });
    f.web = 'certificate lookup: redcross.org/confirm';
    f.card = {
      band: 'American Red Cross \u00b7 Training Services',
      course: COURSE.arcbls,
      holder: nameAs(p, 'full'),
      curric: 'American Red Cross Basic Life Support program',
      fields: [
        ['Date Completed', fmt(issue, 'us')],
        ['Valid Thru', fmt(exp, 'us')],
        ['Certificate ID', id],
      ],
      instr: `${rng.pick(INSTR)} (ARC instructor)`,
      rds: 'us',
      qr: true,
      qrCap: 'Scan to validate',
    };
    f.para1 = `As requested, we have updated your name on our training record from <b>${esc(`${p.first} ${former}`)}</b> to <b>${esc(nameAs(p, 'full'))}</b> and reissued your digital certificate for <b>${COURSE.arcbls}</b>, completed on ${esc(fmt(issue, 'long'))}.`;
    f.para2 = `The certificate ID and the dates are unchanged. Red Cross BLS certification is valid for two years from the date the course was completed.`;
    f.para3 = `Your previous certificate showing your former name is no longer valid for verification; please use the reissued certificate below.`;
    out.push({
      key: 'red-cross-bls-reissued-after-name-change',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['name mismatch', 'document expired', 'missing id', 'missing expiration date'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `Red Cross BLS, completed ${issue}, Valid Thru ${exp}, certificate ID ${id}; reissued after a name change: the card and mailing block carry the holder's current name, and the former name ${p.first} ${former} appears only in the letter as the name on the original record`,
    });
  }

  // 3 — AHA ACLS whose renewal month is the current month (fax)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const issue = addDays('2024-11-01', rng.int(0, 27));
    const exp = twoYearsEndOfMonth(issue);
    const id = ecard();
    const f = mk(p, tc, {
      reason: 'Damaged',
      letterDate: addDays('2026-09-21', rng.int(0, 30)),
    });
    f.card = ahaCard(p, COURSE.acls, issue, exp, id);
    f.card.curric = 'American Heart Association ACLS program';
    f.para1 = `We have received your request for a replacement of your damaged card. Our records show that you completed the <b>${COURSE.acls}</b> course on ${esc(fmt(issue, 'long'))}; your replacement card is below.`;
    f.para2 = `Your recommended renewal date is <b>${esc(fmt(exp, 'month_yyyy'))}</b>. Renewal classes fill quickly; we encourage you to register for an ACLS update course soon.`;
    f.para3 = `A replacement card carries the dates of the original card and does not extend your course completion.`;
    out.push({
      key: 'aha-acls-renewal-month-is-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing expiration date', 'unsupported type'],
      data: {
        'certifications.0.type': 'acls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `AHA ACLS Provider issued ${issue}, Recommended Renewal ${fmt(exp, 'mm_yyyy')}: the card runs to the last day of that month, ${exp}, which is after 2026-11-21; ACLS is an accepted type; the letter (${f.letterDate}) urges renewal soon but the card is still current`,
    });
  }

  // 4 — AHA BLS whose renewal month has passed; duplicate of an expired card (photo)
  {
    const p = k.person();
    const tc = rng.pick(TCS.aha);
    const issue = addDays('2024-02-05', rng.int(0, 200));
    const exp = twoYearsEndOfMonth(issue);
    const id = ecard();
    const f = mk(p, tc, { reason: rng.pick(['Lost', 'Never received']) });
    f.card = ahaCard(p, COURSE.bls, issue, exp, id);
    f.para1 = `We have processed your request for a replacement of your <b>${COURSE.bls}</b> card. Our records show that you completed the course on ${esc(fmt(issue, 'long'))}.`;
    f.para2 = `<b>Please note:</b> the recommended renewal date of this card (${esc(fmt(exp, 'month_yyyy'))}) has passed. The replacement reflects the original dates only and cannot be used as proof of current completion. To renew, please register for a BLS Provider or HeartCode\u00ae BLS class.`;
    f.para3 = `Upcoming BLS classes at ${esc(tc.site)} are listed on our website; agency and hospital staff receive priority seating.`;
    out.push({
      key: 'aha-bls-duplicate-of-expired-card',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'american_heart_association',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `AHA BLS issued ${issue}, Recommended Renewal ${fmt(exp, 'mm_yyyy')} → ${exp}, before 2026-11-21; the replacement issued ${f.replIssued} keeps the original dates (the letter says so), so the card is expired`,
    });
  }

  // 5 — online-only CPR company, course "based on AHA guidelines" (text PDF)
  {
    const p = k.person();
    const tc = TCS.online[0];
    const issue = addDays('2025-09-01', rng.int(0, 330));
    const exp = addYears(issue, 2);
    const id = `RC-${rng.digits(7)}`;
    const f = mk(p, tc, { reason: 'Never received', fee: '$0.00 (member)', wm: 'DUPLICATE' });
    f.web = 'rapidcertcpr.example/verify';
    f.procBy = 'automated';
    f.card = {
      band: 'RapidCert CPR Online \u00b7 Certification card',
      course: COURSE.online,
      holder: nameAs(p, 'first_last'),
      curric: 'RapidCert online course (2020 AHA Guidelines for CPR & ECC)',
      fields: [
        ['Issued', fmt(issue, 'us')],
        ['Expires', fmt(exp, 'us')],
        ['Certification #', id],
      ],
      instr: 'Online \u2014 no instructor',
      rds: 'us',
      qr: true,
      qrCap: 'Verify online',
    };
    f.para1 = `Our records show that you passed the online <b>${COURSE.online}</b> course and exam on ${esc(fmt(issue, 'long'))}. Your duplicate wallet card is printed below; your digital card remains available in your account.`;
    f.para2 = `Our course content is based on the 2020 American Heart Association Guidelines for CPR and Emergency Cardiovascular Care. RapidCert CPR Online is an independent provider and is not affiliated with the American Heart Association or the American Red Cross.`;
    f.para3 = `Certification is valid for two years from the date issued. Employer acceptance of online certification varies.`;
    out.push({
      key: 'online-cpr-company-based-on-aha-guidelines',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported issuer'],
      forbidden: ['document expired', 'missing id'],
      data: {
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `the card is issued by RapidCert CPR Online, an independent online provider (the letter says it is not affiliated with the AHA or the Red Cross; "based on the 2020 AHA Guidelines" is its curriculum, not its issuer): issuer other, not an accepted issuer; dates ${issue} → ${exp} and number ${id} are present; whether the course is read as bls or cpr does not change the decision`,
    });
  }

  // 6 — ASHI paper card filled in by hand, certification no. left blank (scan image)
  {
    const p = k.person();
    const tc = TCS.ashi[0];
    const issue = addDays('2025-04-14', rng.int(0, 300));
    const exp = addYears(issue, 2);
    const f = mk(p, tc, { reason: 'Damaged', wm: 'REPLACEMENT' });
    f.card = {
      band: 'American Safety & Health Institute \u00b7 Certification card',
      course: COURSE.ashi,
      holder: nameAs(p, 'first_last'),
      curric: 'ASHI CPR Pro program',
      byHand: true,
      fields: [
        ['Certification Date', fmt(issue, 'us_nz')],
        ['Expiration Date', fmt(exp, 'us_nz')],
        ['Certification No.', ''],
      ],
      instr: `${rng.pick(INSTR)} #${rng.digits(6)}`,
      rds: 'us',
      qr: false,
      qrCap: 'Verify with the issuing Training Center',
    };
    f.para1 = `Enclosed is the replacement card you requested for <b>${COURSE.ashi}</b>, which you completed on ${esc(fmt(issue, 'long'))}. Our office filled it in by hand from the class roster.`;
    f.para2 = `Your class was reported on a paper roster before our registry upload, and a certification number was not assigned to it. If your employer requires a number, please contact ASHI through our office.`;
    f.para3 = `Please sign the back of your card. The replacement carries the dates of the original card.`;
    out.push({
      key: 'ashi-paper-card-by-hand-no-certification-number',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing id'],
      forbidden: ['document expired'],
      data: {
        'certifications.0.issuer': 'american_safety_health_institute',
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `ASHI CPR Pro card written in by hand: certification date ${issue}, expiration ${exp}, but the Certification No. line is blank and the letter says no number was assigned; the request no. ${f.reqNo} and the fee receipt no. are not card numbers`,
    });
  }
  return out;
}
