// A hospital training site's two-page packet from a blended (online part 1, hands-on part 2) resuscitation course.
// Page 1 is the instructor's skills testing checklist: student name by hand, one column of critical skills with a
// ✓ per skill (adult CPR/AED, infant CPR, bag-mask), the instructor's number and the test date, PASS / REMEDIATE
// ringed. Page 2 is the training center's "Card Issuance Record": which course (five boxes, one ticked), the eCard
// code, "Card issue date" (M/D/YY) and "Renewal due (MM/YY)" written by the coordinator, the TC name and number
// printed. The instructor and TC numbers are not the card's id. In one form the coordinator wrote the wrong renewal
// month, struck it through and wrote the right one beside it.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r11_skills_checklist_card_issuance_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page blended-course packet from a hospital AHA training site: p1 instructor skills testing checklist (✓ per skill, instructor no., test date, PASS / REMEDIATE ringed); p2 Card Issuance Record with the course ticked among five, eCard code, "Card issue date" M/D/YY and "Renewal due (MM/YY)" by hand (blank in one form, struck and rewritten in another), TC name and number',
};

const SITES = [
  {
    name: 'Mercy Valley Health — Center for Clinical Education',
    tc: 'Mercy Valley Health Training Center',
    tcId: 'TX20573',
    addr: '600 Meridian Ave, El Paso, TX 79902',
    color: '#8b1a1a',
  },
  {
    name: 'Lakeshore Regional Medical Center — Resuscitation Education',
    tc: 'Lakeshore Regional Training Center',
    tcId: 'WI05118',
    addr: '12 Lindell Blvd, Madison, WI 53703',
    color: '#1d3f6e',
  },
  {
    name: 'Saint Brendan Hospital — Simulation & Life Support Lab',
    tc: 'St. Brendan Life Support Training Center',
    tcId: 'MA03361',
    addr: '75 Whitcomb St, Worcester, MA 01608',
    color: '#3f3f3f',
  },
];
const COURSES = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  pals: 'PALS Provider',
  hs: 'Heartsaver CPR AED',
  fa: 'Heartsaver First Aid',
};
const SKILLS = [
  'Verifies scene safety, checks for responsiveness, shouts for help',
  'Checks breathing and pulse simultaneously (5–10 seconds)',
  'Compressions: hand placement, rate 100–120/min, depth 2–2.4 in, full recoil',
  'Minimizes interruptions (< 10 seconds)',
  'Gives 2 breaths with a barrier device, each over 1 second, visible chest rise',
  'AED: powers on, attaches pads, clears for analysis and shock, resumes CPR',
  'Infant: 2-thumb encircling technique, 15:2 with two rescuers',
  'Bag-mask ventilation with E-C clamp',
];
const INSTRUCTORS = ['Lorraine Achebe', 'Curtis Van Pelt', 'Maribel Escobedo', 'Devon Shaughnessy'];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const s = f.site;
  const ring = (opt, chosen) =>
    opt === chosen
      ? `<span style="display:inline-block;border:1.7px solid ${f.ink};border-radius:50%;padding:0 6px">${opt}</span>`
      : `<span style="padding:0 7px">${opt}</span>`;
  const css = `
  .hd { display:flex; gap:10px; align-items:center; border-bottom:3px solid ${s.color}; padding-bottom:5px; }
  .hd .n { font-size:12pt; font-weight:bold; color:${s.color}; } .hd .a { font-size:8pt; color:#444; }
  .ti { font-size:13pt; font-weight:bold; margin:10px 0 2px; }
  .sub { font-size:8.5pt; color:#333; margin-bottom:8px; }
  .ln { display:flex; align-items:flex-end; gap:6px; margin-top:9px; font-size:9pt; }
  .ln .u { flex:1; border-bottom:1px solid #333; min-height:24px; }
  table.sk { width:100%; margin-top:8px; font-size:9pt; }
  table.sk th { background:${s.color}; color:#fff; font-size:8pt; padding:3px 5px; text-align:left; }
  table.sk td { border-bottom:1px solid #bbb; padding:5px; }
  table.sk td.c { width:70px; text-align:center; }
  .grid { display:grid; grid-template-columns: 1fr 1fr; gap:10px; margin-top:10px; }
  .cell { border:1.2px solid #333; padding:3px 7px; min-height:50px; }
  .cell .l { font-size:7.5pt; color:#333; text-transform:uppercase; letter-spacing:.3px; }
  .opt { font-size:9.5pt; padding:3px 0; }
  .pf { font-size:7.5pt; color:#555; border-top:1px solid #aaa; margin-top:18px; padding-top:3px; display:flex; justify-content:space-between; }`;
  const head = `<div class="hd">${logo({ initials: 'TC', color: s.color, shape: 'cross', size: 40 })}<div><div class="n">${esc(s.name)}</div><div class="a">${esc(s.addr)} · American Heart Association Training Center ${esc(s.tcId)}</div></div></div>`;
  const p1 = `${head}
  <div class="ti">Skills Testing Checklist — Hands-on Session (Part 2)</div>
  <div class="sub">Blended learning: the student completed the online portion before this session. Instructor ticks each critical skill performed correctly.</div>
  <div class="ln"><span>Student name</span><span class="u">${H(f.name)}</span><span>Date of test</span><span class="u" style="flex:0.45">${H(f.testDate)}</span></div>
  <div class="ln"><span>Unit / department</span><span class="u">${H(f.unit, { size: '1.05em' })}</span><span>Online certificate no.</span><span class="u" style="flex:0.6">${H(f.onlineNo, { size: '1.05em' })}</span></div>
  <table class="sk"><tr><th>Critical skill</th><th style="text-align:center">Performed</th><th style="text-align:center">Needs practice</th></tr>
  ${SKILLS.map((k) => `<tr><td>${esc(k)}</td><td class="c">${box(true, { style: 'check', ink: f.ink })}</td><td class="c">${box(false)}</td></tr>`).join('')}</table>
  <div class="ln"><span>Test result (circle):</span><span style="font-weight:bold">${ring('PASS', 'PASS')} &nbsp; ${ring('REMEDIATE', 'PASS')}</span></div>
  <div class="ln"><span>Instructor</span><span class="u">${H(f.instructor)}</span><span>Instructor no.</span><span class="u" style="flex:0.5">${H(f.instrNo)}</span><span>Signature</span><span class="u">${sig(f.instructor, { font: f.sigFont, ink: f.ink, size: '1.5em' })}</span></div>
  <div class="pf"><span>Form RE-14 · Skills checklist</span><span>Page 1 of 2 — card issuance on page 2</span></div>`;
  const renewal = f.struckRenew
    ? `<span style="position:relative;display:inline-block;margin-right:10px">${H(f.struckRenew)}<span style="position:absolute;left:-3px;right:-3px;top:50%;border-top:2px solid ${f.ink};transform:rotate(-8deg)"></span></span>${H(f.renew)} ${H(f.coordInit, { size: '0.8em' })}`
    : H(f.renew);
  const p2 = `${head}
  <div class="ti">Card Issuance Record</div>
  <div class="sub">Training Center use only. Cards are issued as eCards to the e-mail on file within 20 business days of a passed skills test.</div>
  <div class="ln"><span>Student name (as it will print)</span><span class="u">${H(f.name)}</span></div>
  <div class="grid">
    <div class="cell"><div class="l">Course completed (tick one)</div>
     ${Object.entries(COURSES)
       .map(
         ([k, v]) => `<div class="opt">${box(k === f.course, { ink: f.ink, font: f.hand })} ${esc(v)}</div>`,
       )
       .join('')}</div>
    <div>
     <div class="cell"><div class="l">eCard code</div>${H(f.code, { size: '1.3em' })}</div>
     <div class="cell" style="margin-top:8px"><div class="l">Card issue date</div>${H(f.issued, { size: '1.3em' })}</div>
     <div class="cell" style="margin-top:8px"><div class="l">Renewal due (MM/YY)</div>${renewal}</div>
    </div>
  </div>
  <div class="grid">
    <div class="cell"><div class="l">Training Center</div><div style="font-size:10pt">${esc(s.tc)}</div><div style="font-size:9pt">TC ID ${esc(s.tcId)} · American Heart Association</div></div>
    <div class="cell"><div class="l">Training Center coordinator</div>${sig(f.coord, { font: f.sigFont2, ink: f.ink, size: '1.6em' })}<div style="font-size:8.5pt">${esc(f.coord)}</div></div>
  </div>
  <div style="margin-top:14px">${stamp(['CARD ISSUED', f.stampDate], { color: '#1d5e2f', rot: -6 })}</div>
  <div style="font-size:8pt;margin-top:12px;color:#333">Verify an eCard at the issuing organisation's eCard verification page with the eCard code. Paper records are kept three years by the Training Center.</div>
  <div class="pf"><span>Form RE-14 · Card issuance</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Skills checklist and card issuance',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: FONTS.lato,
    margin: '0.5in',
  });
}

export function cases(k) {
  const { rng } = k;
  const coords = ['Brenda Oyelowo-Marsh', 'Ike Vanterpool', 'Justine Abramczyk'];
  const make = (p, issueIso, o = {}) => {
    const site = rng.pick(SITES);
    const coord = rng.pick(coords);
    const expIso = o.expIso === undefined ? twoYearsEndOfMonth(issueIso) : o.expIso;
    const testIso = addDays(issueIso, -rng.int(0, 6));
    return {
      site,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'first_mi_last', 'full'])),
      testDate: fmt(testIso, 'us_short'),
      unit: rng.pick(['4 West Med/Surg', 'Float pool', 'ED', 'PACU', 'Agency — per diem']),
      onlineNo: `HC${rng.digits(8)}`,
      instructor: rng.pick(INSTRUCTORS),
      instrNo: `${rng.digits(2)}${rng.letters(1)}${rng.digits(5)}`,
      course: o.course || 'bls',
      code: o.noCode ? '' : `${rng.digits(6)}${rng.alnum(6)}`,
      issued: fmt(issueIso, 'us_short'),
      renew: o.noRenew ? '' : fmt(expIso, 'mm_yyyy').replace(/\/20(\d\d)$/, '/$1'),
      struckRenew: o.struckIso ? fmt(o.struckIso, 'mm_yyyy').replace(/\/20(\d\d)$/, '/$1') : '',
      coordInit: coord
        .split(/[ -]/)
        .map((x) => x[0])
        .join('')
        .slice(0, 2),
      coord,
      stampDate: fmt(addDays(issueIso, rng.int(0, 3)), 'mil'),
      expIso,
    };
  };
  const data = (f, issueIso, type) => ({
    'certifications.0.type': type,
    'certifications.0.issuer': 'american_heart_association',
    'certifications.0.id': f.code || null,
    'certifications.0.issue_date': issueIso,
    'certifications.0.expiration_date': f.expIso,
  });
  const out = [];

  let p = k.person();
  let issue = addDays('2025-06-02', rng.int(0, 300));
  let f = make(p, issue);
  out.push({
    key: 'bls-renewal-due-mm-yy',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...data(f, issue, 'bls'), ...personData('match', null) },
    note: `"Renewal due (MM/YY)" ${f.renew} on page 2: valid through the month's last day; the instructor no. and online certificate no. on page 1 are not the card id`,
  });

  p = k.person();
  issue = addDays('2025-03-03', rng.int(0, 400));
  f = make(p, issue, { course: 'pals', noRenew: true });
  out.push({
    key: 'pals-issue-date-only',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing expiration date'],
    data: { ...data(f, issue, 'pals'), ...personData('match', null) },
    note: 'renewal box left blank: an AHA card with an issue date runs to the end of the month two years later',
  });

  p = k.person();
  issue = addDays('2024-03-04', rng.int(0, 200));
  f = make(p, issue);
  out.push({
    key: 'renewal-due-already-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso, 'certifications.0.type': 'bls' },
    note: `renewal due ${f.renew}, before valid_on`,
  });

  p = k.person();
  issue = addDays('2025-08-04', rng.int(0, 300));
  f = make(p, issue, { noCode: true });
  out.push({
    key: 'ecard-code-box-empty',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.id': null, 'certifications.0.expiration_date': f.expIso },
    note: 'the eCard code box is empty; the instructor number, TC ID and online part-1 certificate number are not the card id',
  });

  p = k.person();
  issue = addDays('2025-05-05', rng.int(0, 300));
  f = make(p, issue, { course: 'acls' });
  out.push({
    key: 'acls-when-client-takes-bls-only',
    person: requestPerson(p),
    rules: { accepted_types: ['bls'] },
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'acls' },
    note: 'ACLS Provider ticked; the client accepts BLS only (the skills checklist on page 1 is generic CPR content)',
  });

  p = k.person();
  issue = addDays('2025-04-07', rng.int(0, 330));
  f = make(p, issue, { struckIso: addMonths12(issue) });
  out.push({
    key: 'renewal-struck-and-rewritten',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { ...data(f, issue, 'bls'), ...personData('match', null) },
    note: `the coordinator first wrote ${f.struckRenew} (one year), struck it through and wrote ${f.renew} beside it with initials`,
  });
  return out;
}

function addMonths12(issueIso) {
  const [y, m] = issueIso.split('-').map(Number);
  return `${y + 1}-${String(m).padStart(2, '0')}-01`;
}
