// A county health department's folding cardstock "Food Handler Training Record" card, opened flat: the left panel
// has a photo area (a passport photo stapled in, or the empty "affix photo" square), the holder's details typed or
// written by the clerk (Last, First Middle; DOB; employer at first issue) and the holder's signature; the middle
// panel is a ruled TRAINING RECORD with one line per class (date trained, course, score, card no., valid until,
// instructor stamp / initials) filled by hand over the years — the newest line decides, the older ones are history;
// the right panel prints the program's terms ("valid three (3) years from the date of training unless a date is
// written", "valid only within <county>, <state>"), the office address and a form revision date. Some lines carry a
// rubber stamp over the writing; a "void" line struck through; a "valid until" left blank for the reader to compute.
import { addDays, addYears, endOfMonth, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r20_folding_training_record_card_photo_area',
  split: 'tuning',
  renderings: { photo: 45, fax: 15, scanned_pdf: 15, text_pdf: 25 },
  description:
    'County health department folding cardstock Food Handler Training Record opened flat: left panel photo area (stapled photo or empty "affix photo" square) with the holder\'s Last, First Middle, DOB, first employer and signature; middle panel a ruled training record filled by hand over the years (date trained, course, score, card no., valid until, instructor stamp / initials), the newest line deciding and older lines history, a voided line struck through, some "valid until" cells blank; right panel the printed terms ("valid three (3) years from the date of training unless otherwise written", "valid only within <county>, <state>"), office address and revision date; variants initial plus renewal with the renewal\'s end to compute, one class in DD MON YY, one class whose written end has passed, card no. left blank, end written as a month only, a Nevada county card where only California cards are accepted',
};

const COUNTIES = [
  {
    county: 'Saddleback County',
    state: 'Nevada',
    st: 'NV',
    city: 'Reno, NV 89502',
    dept: 'Saddleback County Health District — Environmental Health Services',
    color: '#2f5d2a',
    rev: 'EHS-FH-3 (rev. 2/2021)',
  },
  {
    county: 'Tamarack County',
    state: 'Idaho',
    st: 'ID',
    city: 'Boise, ID 83702',
    dept: 'Tamarack County Public Health — Food Protection Program',
    color: '#6a2c1e',
    rev: 'TCPH 114-F 07/20',
  },
  {
    county: 'Harmon County',
    state: 'Oklahoma',
    st: 'OK',
    city: 'Tulsa, OK 74103',
    dept: 'Harmon County Health Department · Consumer Protection',
    color: '#1f3f73',
    rev: 'HCHD-CP-22 r.2019',
  },
];
const INSTRUCTORS = [
  ['R. Delacroix, REHS', 'RD'],
  ['P. Amundsen', 'PA'],
  ['G. Whitlock, EHS', 'GW'],
  ['S. Iwu', 'SI'],
];
const COURSES = [
  'Food Handler — Basic',
  'Food Handler (Spanish class)',
  'Food Handler renewal',
  'Food Handler — online + proctored exam',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

function headSvg() {
  return `<svg width="100%" height="100%" viewBox="0 0 60 72" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg"><rect width="60" height="72" fill="#9aa3ad"/><circle cx="30" cy="27" r="12" fill="#5d646c"/><path d="M6 72 Q8 46 30 44 Q52 46 54 72 Z" fill="#4a5058"/></svg>`;
}
function recStamp(text, color, rot) {
  return `<span class="rstamp" style="border-color:${color};color:${color};transform:rotate(${rot}deg)">${esc(text)}</span>`;
}

function render(f) {
  const c = f.co;
  const h = (t, o = {}) => hand(t, { font: f.clerkFont, ink: f.clerkInk, size: '1.08em', ...o });
  const rows = f.entries
    .map((e) => {
      const hh = (t, o = {}) => hand(t, { font: e.font, ink: e.ink, size: '1.0em', ...o });
      const strike = e.void ? ' class="void"' : '';
      return `<tr${strike}><td>${hh(e.dateWritten)}</td><td>${hh(e.course, { size: '0.86em' })}</td><td>${hh(e.score)}</td><td class="cn">${e.cardNo ? hh(e.cardNo, { size: '0.86em' }) : ''}</td><td>${e.until ? hh(e.until) : ''}</td><td class="ins">${hh(e.ins[1], { size: '0.95em' })}${e.stamp ? recStamp(e.stamp, e.stampColor, e.stampRot) : ''}</td></tr>${e.void ? `<tr><td colspan="6" class="vn">${hh(e.void, { size: '0.85em' })}</td></tr>` : ''}`;
    })
    .join('');
  const blank = Math.max(0, 5 - f.entries.length - f.entries.filter((e) => e.void).length);
  const empties = '<tr><td></td><td></td><td></td><td></td><td></td><td class="ins"></td></tr>'.repeat(blank);
  return page({
    title: 'Food handler training record card',
    size: '9.2in 3.55in',
    margin: '0',
    font: FONTS.sans,
    bg: '#f4efe2',
    body: `<div class="card">
    <div class="pan left">
      <div class="dp" style="color:${c.color}">${esc(c.county.toUpperCase())}<br><span>FOOD HANDLER TRAINING RECORD</span></div>
      <div class="ph">${f.photo ? `<div class="photo">${headSvg()}</div><div class="staple s1"></div><div class="staple s2"></div>` : '<div class="affix">AFFIX<br>PHOTO<br>HERE</div>'}</div>
      <table class="hf">
        <tr><td class="l">Last</td><td>${h(f.last)}</td></tr>
        <tr><td class="l">First / Middle</td><td>${h(f.firstMiddle)}</td></tr>
        <tr><td class="l">Date of birth</td><td>${h(f.dobWritten)}</td></tr>
        <tr><td class="l">Employer (at issue)</td><td>${h(f.employer, { size: '0.9em' })}</td></tr>
      </table>
      <div class="hs">${sig(f.sigName, { font: f.hsig, ink: f.hink, size: '1.35em', rot: -2 })}</div><div class="l">Holder's signature</div>
    </div>
    <div class="pan mid">
      <div class="mt">TRAINING RECORD <span>— each class must be entered and stamped by the instructor</span></div>
      <table class="tr"><tr><th style="width:17%">Date trained</th><th style="width:25%">Course</th><th style="width:9%">Score</th><th style="width:17%">Card no.</th><th style="width:15%">Valid until</th><th>Instructor</th></tr>${rows}${empties}</table>
      <div class="mn">Holder must carry this record while working and show it to an inspector on request.</div>
    </div>
    <div class="pan right">
      <div class="rt" style="background:${c.color}">TERMS</div>
      <ol>
        <li>This training is valid <b>three (3) years from the date of training</b> unless another date is written in the "Valid until" column.</li>
        <li>Valid only within ${esc(c.county)}, ${esc(c.state)}. Not transferable.</li>
        <li>Report a lost record to the office below; a duplicate carries the original training date.</li>
        <li>Altered entries void the record.</li>
      </ol>
      <div class="ad">${esc(c.dept)}<br>${rngAddr(f)}<br>${esc(c.city)}</div>
      <div class="rv">${esc(c.rev)}</div>
    </div>
    </div>`,
    css: `
    .card { width:9.2in; height:3.55in; display:flex; background:#fbf8ee; }
    .pan { height:100%; padding:0.14in 0.16in; position:relative; }
    .left { width:2.75in; border-right:1px dashed #b7ab8c; }
    .mid { width:4.35in; border-right:1px dashed #b7ab8c; }
    .right { flex:1; font-size:6.9pt; color:#333; }
    .dp { font-weight:bold; font-size:9pt; line-height:1.15; max-width:1.62in; } .dp span { font-size:7.4pt; letter-spacing:0.5px; color:#333; }
    .ph { position:absolute; right:0.16in; top:0.14in; width:0.78in; height:0.95in; }
    .photo { width:100%; height:100%; border:1px solid #777; overflow:hidden; }
    .affix { width:100%; height:100%; border:1px dashed #888; font-size:6.5pt; color:#999; display:flex; align-items:center; justify-content:center; text-align:center; }
    .staple { position:absolute; width:0.28in; height:3px; background:#9a9a9a; border:0.5px solid #666; } .s1 { top:3px; left:0.25in; } .s2 { bottom:4px; left:0.25in; }
    .hf { margin-top:0.62in; width:100%; } .hf td { border-bottom:0.7px solid #666; padding:2px 2px 1px; height:0.31in; vertical-align:bottom; font-size:8pt; }
    .l { font-size:6.4pt; color:#555; text-transform:uppercase; white-space:nowrap; width:0.75in; }
    .hs { margin-top:4px; padding-left:8px; border-bottom:0.7px solid #666; height:0.34in; }
    .mt { font-weight:bold; font-size:8.6pt; } .mt span { font-weight:normal; font-size:6.6pt; color:#555; }
    .tr { width:100%; margin-top:4px; } .tr th { font-size:6.4pt; background:#e7e0cc; border:0.7px solid #777; padding:2px; }
    .tr td { border:0.7px solid #777; padding:1px 3px; height:0.42in; font-size:8pt; position:relative; vertical-align:middle; }
    .tr tr.void td { background:linear-gradient(to bottom, transparent 49%, #1a2b6d 49%, #1a2b6d 51%, transparent 51%); }
    .tr td.vn { height:0.2in; font-size:7pt; }
    .ins, .cn { white-space:nowrap; }
    .rstamp { position:absolute; right:2px; bottom:2px; border:1.6px solid; border-radius:3px; padding:0 2px; font-size:5.6pt; font-weight:bold; opacity:0.75; white-space:nowrap; letter-spacing:0.3px; background:transparent; }
    .mn { font-size:6.4pt; color:#555; margin-top:4px; }
    .rt { color:#fff; font-weight:bold; font-size:8pt; padding:2px 6px; letter-spacing:1px; }
    ol { padding-left:14px; margin:5px 0; } li { margin-bottom:3px; line-height:1.25; }
    .ad { margin-top:5px; font-size:6.6pt; line-height:1.3; } .rv { position:absolute; bottom:0.12in; right:0.16in; font-size:6pt; color:#777; }`,
  });
}
function rngAddr(f) {
  return esc(f.addr);
}

// how the instructors write dates on the record
const DW = {
  us: (x) => fmt(x, 'us_nz'),
  usShort: (x) => fmt(x, 'us_short'),
  mil: (x) => fmt(x, 'mil'),
  dash: (x) => fmt(x, 'dash'),
};

export function cases(k) {
  const { rng } = k;
  const cos = rng.shuffle(COUNTIES);
  let n = 0;
  const mk = (p, entries, o = {}) => {
    const co = o.co || cos[n++ % cos.length];
    const clerkFont = rng.pick(PENS);
    const ds = rng.pick(['us', 'usShort', 'dash']);
    return {
      co,
      last: p.last.toUpperCase(),
      firstMiddle: `${p.first}${p.middle ? ' ' + p.middle : ''}`,
      dobWritten: DW[ds](p.dob),
      employer: rng.pick([
        'Copperfield Diner',
        'Lakeside Senior Living — dietary',
        'Pioneer Way Elementary kitchen',
        'Bellwether Hospital café',
        'Grange Hall Catering',
      ]),
      sigName: `${p.first} ${p.last}`,
      hsig: rng.pick(SIGS),
      hink: rng.pick(INKS),
      clerkFont,
      clerkInk: rng.pick(INKS),
      photo: rng.chance(0.7),
      addr: `${rng.int(100, 2999)} ${rng.pick(['Harmon Blvd', 'Fernhill Rd', 'Meridian Ave', 'Grange Hall Rd'])}`,
      entries,
      ...o,
    };
  };
  const entry = (date, o = {}) => {
    const ins = rng.pick(INSTRUCTORS);
    const ds = o.ds || rng.pick(['us', 'usShort', 'mil', 'dash']);
    return {
      date,
      dateWritten: DW[ds](date),
      ds,
      course: rng.pick(COURSES),
      score: `${rng.int(76, 98)}%`,
      cardNo: `FH-${rng.digits(2)}-${rng.digits(5)}`,
      until: '',
      ins,
      font: rng.pick(PENS),
      ink: rng.pick(INKS),
      stamp: rng.chance(0.8) ? `VERIFIED ${ins[1]}` : '',
      stampColor: rng.pick(['#7b1f6a', '#1f4e8a', '#8a1c1c']),
      stampRot: rng.float(-8, 8).toFixed(1),
      ...o,
    };
  };
  const cert = (e, exp) => ({
    'certificate.id': e.cardNo,
    'certificate.issue_date': e.date,
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });
  const out = [];

  // 1 — initial class and renewal; renewal's end to compute (photo)
  {
    const p = k.person();
    const first = addDays('2021-09-01', rng.int(0, 200));
    const firstEnd = addYears(first, 3);
    const renew = addDays(firstEnd, -rng.int(5, 40));
    const e1 = entry(first, { course: 'Food Handler — Basic', until: DW.usShort(firstEnd) });
    const e2 = entry(renew, { course: 'Food Handler renewal', until: '' });
    const f = mk(p, [e1, e2]);
    const exp = addYears(renew, 3);
    out.push({
      key: 'initial-and-renewal-end-computed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...cert(e2, exp), ...personData() },
      note: `two lines: the initial class ${first} (valid until ${firstEnd} written) and the renewal ${renew} with "Valid until" blank; the printed terms say three years from the date of training, so the renewal runs to ${exp}; the renewal's card no. ${e2.cardNo} decides`,
    });
  }

  // 2 — one class written DD-MON-YY (fax)
  {
    const p = k.person();
    const date = addDays('2024-03-01', rng.int(0, 250));
    const e1 = entry(date, { ds: 'mil' });
    const f = mk(p, [e1]);
    const exp = addYears(date, 3);
    out.push({
      key: 'single-class-dd-mon-yy-faxed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: { ...cert(e1, exp), ...personData() },
      note: `one class on ${date} written ${e1.dateWritten}; "Valid until" blank, three years from training → ${exp}`,
    });
  }

  // 3 — the only class's written end has passed (photo)
  {
    const p = k.person();
    const date = addDays('2023-02-01', rng.int(0, 220));
    const end = addYears(date, 3);
    const e1 = entry(date, { until: DW.usShort(end) });
    const f = mk(p, [e1], { photo: true });
    out.push({
      key: 'written-end-passed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: { 'certificate.issue_date': date, 'certificate.expiration_date': end },
      note: `one class ${date}, "Valid until" ${e1.until} (${end}) written in the small column — before 2026-11-21; no renewal line`,
    });
  }

  // 4 — card no. left blank (scanned)
  {
    const p = k.person();
    const date = addDays('2025-01-10', rng.int(0, 250));
    const old = addDays(date, -rng.int(300, 500));
    const e0 = entry(old, {
      void: `void — wrong name, re-entered below  ${rng.pick(INSTRUCTORS)[1]}`,
      cardNo: `FH-${rng.digits(2)}-${rng.digits(5)}`,
    });
    e0.date = date;
    e0.dateWritten = DW[e0.ds](date);
    const e1 = entry(date, { cardNo: '', stamp: '', course: e0.course, score: e0.score, ds: e0.ds });
    e1.dateWritten = DW[e1.ds](date);
    const f = mk(p, [e0, e1]);
    const exp = addYears(date, 3);
    out.push({
      key: 'card-number-left-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['missing certificate id'],
      data: { 'certificate.issue_date': date, 'certificate.expiration_date': exp },
      note: `the first line (${date}) is struck through "void — wrong name, re-entered below" and its card no. is void with it; the re-entered line of the same date has the Card no. cell empty; valid three years → ${exp}`,
    });
  }

  // 5 — end written as a month only (text PDF)
  {
    const p = k.person();
    const date = addDays('2024-06-01', rng.int(0, 300));
    const endMonth = addYears(date, 3);
    const e1 = entry(date, { until: fmt(endMonth, 'mm_yyyy') });
    const f = mk(p, [e1], {
      last: p.last,
      firstMiddle: `${p.first}${p.middle ? ' ' + p.middle[0] + '.' : ''}`,
    });
    const exp = endOfMonth(endMonth);
    out.push({
      key: 'valid-until-month-only',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: { ...cert(e1, exp), ...personData() },
      note: `class ${date}, "Valid until" written as ${e1.until} → the last day of that month, ${exp}`,
    });
  }

  // 6 — Nevada county card, client accepts California only (photo)
  {
    const p = k.person();
    const date = addDays('2025-02-01', rng.int(0, 250));
    const co = COUNTIES[0];
    const e1 = entry(date);
    const f = mk(p, [e1], { co });
    out.push({
      key: 'nevada-county-card-california-only',
      person: requestPerson(p),
      rules: { accepted_jurisdictions: ['CA'] },
      html: render(f),
      rendering: 'photo',
      issues: ['unsupported jurisdiction'],
      data: {
        'certificate.id': e1.cardNo,
        'certificate.issue_date': date,
        'certificate.expiration_date': addYears(date, 3),
      },
      note: `a current ${co.county}, Nevada training record ("Valid only within ${co.county}, Nevada"); the client accepts California cards only`,
    });
  }
  return out;
}
