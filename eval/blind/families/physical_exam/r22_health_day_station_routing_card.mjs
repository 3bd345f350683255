// A "New-Hire Health Day" station routing card (half-letter card stock), the card a new employee or agency clinician
// carries from station to station at an onboarding health screening event run on site by an occupational-health
// provider, and hands in at the exit table; clinicians photograph or scan their copy for the platform. Top: the
// organiser's band, the event line printed with its day(s), hours and rooms, and the card number. Station 1
// Registration is filled by the clerk (name written "LAST, First MI" or "First Last", DOB, agency / employee ID, a
// category ticked among Employee · Agency / contract · Student · Volunteer, the employee's consent signature and
// date). Stations 2–5 are short boxes, each filled in its own staff member's pen and closed with a time and
// initials: vitals; vision / hearing; TB skin test placed with its own "return for reading on" date; respirator
// questionnaire and fit test. Station 6, PROVIDER EXAM & CLEARANCE, is the larger box: history and exam ticks, a
// findings line, the determination printed as four options in a row (CLEARED · CLEARED W/ RESTRICTIONS · NOT CLEARED
// / REFERRED · DEFERRED) with the chosen one ringed by hand, a restrictions line, the provider's printed name, a
// credential, signature and date, and the provider's self-inking name stamp beside it. At the bottom the exit table's
// "card collected" line with its own initials and date and a form number with a revision date. The exam date is
// the provider's station date (on a two-day event it is the second day); the other dates (event days, DOB, TB
// reading day, exit, revision, annual re-screen) are not the exam. Variants: a one-day event cleared, a two-day
// event with the provider on day two and the name written "LAST, First", a restriction the client allows, not
// cleared and referred for blood pressure, last year's card, and a provider stamp without a signature.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r22_health_day_station_routing_card',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 20, fax: 15, scan_image: 15, text_pdf: 15 },
  description:
    'New-Hire Health Day station routing card (half-letter tinted card stock, mostly photographed, faxed or scanned) from an on-site occupational-health screening event: organiser band, printed event line with its day(s), hours and rooms, card no.; station 1 registration by the clerk (name "LAST, First MI" or "First Last", DOB, ID, category ticked, employee consent signature and date); stations 2–5 (vitals, vision / hearing, TB skin test placed with a "return for reading" date, respirator questionnaire / fit test) each in its own pen with time and initials; station 6 PROVIDER EXAM & CLEARANCE with history / exam ticks, findings, CLEARED · CLEARED W/ RESTRICTIONS · NOT CLEARED / REFERRED · DEFERRED printed in a row and one ringed by hand, restrictions line, provider printed name, credential, signature, date and a self-inking name stamp; exit-table "card collected" line and form revision; one-day event cleared, two-day event with the provider on day two, restriction the client allows, not cleared and referred, last year\u2019s card, stamp without signature',
};

const EVENTS = [
  {
    org: 'Maplecrest Senior Living Communities',
    title: 'New Team Member Health Day',
    provider: 'WorkWell Mobile Occupational Health',
    rooms: 'Community Room & Mobile Unit 2 (east lot)',
    color: '#5b3a1e',
    stock: '#f6ecd2',
    form: 'WW-RC-07',
  },
  {
    org: 'Northgate Home & Hospital Staffing',
    title: 'Onboarding Health Screening Day',
    provider: 'Cobalt Occupational Health — Mobile Unit 3',
    rooms: 'Training Rooms B–C, 2nd floor',
    color: '#1d4f73',
    stock: '#e3eef5',
    form: 'COH-ONB-12',
  },
  {
    org: 'Saint Brennan Regional Medical Center',
    title: 'Orientation Health Screening — Employee Health',
    provider: 'Saint Brennan Employee Health Services',
    rooms: 'Auditorium lobby, Pavilion A',
    color: '#2d5a3a',
    stock: '#e9f2e2',
    form: 'SBEH-114',
  },
];
const PROVIDERS = [
  ['Lorraine Abernethy-Cole', 'NP', '1457392081'],
  ['Vikram Soderberg', 'PA-C', '1730558214'],
  ['Ngozi Ferreira-Lund', 'MD', '1093774520'],
  ['Harlan J. Whitcombe', 'DO', '1588201947'],
];
const STAFF = [
  'K. Delacroix',
  'M. Ybarra',
  'T. Okonjo',
  'R. Haskins',
  'J. Villalobos',
  'D. Marchetti',
  'S. Pruitt',
];
const ROLES = [
  'RN — agency, med/surg',
  'LPN — long-term care',
  'CNA — rehab hall',
  'RN — float pool',
  'Resp. therapist',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function eventLine(days) {
  const d0 = new Date(days[0] + 'T00:00:00Z');
  const wd = WEEKDAYS[d0.getUTCDay()];
  if (days.length === 1) return `${wd}, ${fmt(days[0], 'long')}`;
  const d1 = new Date(days[1] + 'T00:00:00Z');
  return `${wd}–${WEEKDAYS[d1.getUTCDay()]}, ${MONTHS[d0.getUTCMonth()]} ${d0.getUTCDate()}–${d1.getUTCDate()}, ${d0.getUTCFullYear()}`;
}

function render(f) {
  const E = f.ev;
  const P = f.prov;
  const pen =
    (who) =>
    (t, o = {}) =>
      hand(t, { font: f.pens[who], ink: f.inks[who], size: '1.1em', ...o });
  const R = pen('reg');
  const V = pen('vit');
  const S = pen('vis');
  const T = pen('tb');
  const M = pen('mask');
  const D = pen('prov');
  const X = pen('exit');
  const done = (who, time, ini) =>
    `<div class="dn">done ${pen(who)(time, { size: '1.05em' })} &nbsp;init. ${pen(who)(ini, { size: '1.05em' })}</div>`;
  const tick = (on, who) => box(on, { style: f.tickStyle, ink: f.inks[who], font: f.pens[who] });
  const opts = [
    ['cleared', 'CLEARED'],
    ['cleared_with_restrictions', 'CLEARED W/ RESTRICTIONS'],
    ['not_cleared', 'NOT CLEARED / REFERRED'],
    ['deferred', 'DEFERRED'],
  ]
    .map(([k, label]) =>
      k === f.det
        ? `<span class="opt" style="border:1.8px solid ${f.inks.prov};border-radius:50%;padding:2px 7px;margin:-2px -7px">${label}</span>`
        : `<span class="opt">${label}</span>`,
    )
    .join('<span class="dotsep">·</span>');
  const cats = ['Employee', 'Agency / contract', 'Student', 'Volunteer']
    .map((c) => `${tick(c === f.category, 'reg')}${c}`)
    .join('&nbsp;&nbsp; ');
  const body = `
  <div class="band" style="background:${E.color}">
    <div class="org">${esc(E.org)}</div>
    <div class="ttl">${esc(E.title)}</div>
  </div>
  <div class="ev"><b>${esc(f.eventText)}</b> · ${esc(f.hours)} · ${esc(E.rooms)}<br>
    Screening by ${esc(E.provider)} &nbsp;|&nbsp; <b>STATION ROUTING CARD</b> — keep with you, hand in at the exit table</div>
  <div class="cardno">Card No. <b>${esc(f.cardNo)}</b></div>

  <div class="st"><div class="sn" style="background:${E.color}">1</div><div class="sb">
    <div class="sh">REGISTRATION</div>
    <div class="ln2">Name (Last, First MI) <span class="ul" style="min-width:2.35in">${R(f.nameWritten, { size: '1.2em' })}</span></div>
    <div class="ln2">DOB <span class="ul" style="min-width:0.95in">${R(f.dobText)}</span>
      &nbsp;ID / agency no. <span class="ul" style="min-width:1.05in">${R(f.agencyId)}</span></div>
    <div class="ln2">Position <span class="ul" style="min-width:1.6in">${R(f.role)}</span></div>
    <div class="ln2 sm">${cats}</div>
    <div class="ln2 sm">I consent to the screening below. Signature <span class="ul" style="min-width:1.35in">${sig(f.empSig, { font: f.empSigFont, ink: f.inks.emp, size: '1.55em', rot: -2 })}</span>
      Date <span class="ul" style="min-width:0.62in">${hand(f.consentText, { font: f.pens.emp, ink: f.inks.emp, size: '1em' })}</span></div>
    ${done('reg', f.times[0], f.ini.reg)}
  </div></div>

  <div class="row">
  <div class="st half"><div class="sn" style="background:${E.color}">2</div><div class="sb">
    <div class="sh">VITALS</div>
    <div class="ln2 sm">Ht ${V(f.vit.ht)} &nbsp; Wt ${V(f.vit.wt)}</div>
    <div class="ln2 sm">BP ${V(f.vit.bp)} &nbsp; P ${V(f.vit.p)}</div>
    ${f.vit.bp2 ? `<div class="ln2 sm">repeat BP ${V(f.vit.bp2)}</div>` : ''}
    ${done('vit', f.times[1], f.ini.vit)}
  </div></div>
  <div class="st half"><div class="sn" style="background:${E.color}">3</div><div class="sb">
    <div class="sh">VISION / HEARING</div>
    <div class="ln2 sm">Snellen R ${S(f.vis.r)} L ${S(f.vis.l)} ${f.vis.corr ? S('w/ glasses', { size: '0.95em' }) : ''}</div>
    <div class="ln2 sm">Color ${S(f.vis.color)} &nbsp; Whisper ${S('pass')}</div>
    ${done('vis', f.times[2], f.ini.vis)}
  </div></div>
  </div>

  <div class="row">
  <div class="st half"><div class="sn" style="background:${E.color}">4</div><div class="sb">
    <div class="sh">TB SKIN TEST / TITERS</div>
    <div class="ln2 sm">PPD placed ${T(f.tb.site)} &nbsp;lot ${T(f.tb.lot, { size: '0.95em' })}</div>
    <div class="ln2 sm">Return for reading on <span class="ul" style="min-width:0.7in">${T(f.tb.readText)}</span></div>
    <div class="ln2 sm">Titers drawn: ${tick(true, 'tb')}MMR ${tick(true, 'tb')}Var ${tick(f.tb.hep, 'tb')}Hep B</div>
    ${done('tb', f.times[3], f.ini.tb)}
  </div></div>
  <div class="st half"><div class="sn" style="background:${E.color}">5</div><div class="sb">
    <div class="sh">RESPIRATOR</div>
    <div class="ln2 sm">OSHA questionnaire reviewed ${tick(true, 'mask')}</div>
    <div class="ln2 sm">Fit test ${M(f.mask.model)} ${M(f.mask.result)}</div>
    ${done('mask', f.times[4], f.ini.mask)}
  </div></div>
  </div>

  <div class="st prov"><div class="sn" style="background:${E.color}">6</div><div class="sb">
    <div class="sh">PROVIDER EXAM &amp; CLEARANCE</div>
    <div class="ln2 sm">${tick(true, 'prov')}Health history reviewed &nbsp; ${tick(true, 'prov')}Physical exam &nbsp; ${tick(true, 'prov')}Stations 2–5 reviewed</div>
    <div class="ln2">Findings <span class="ul" style="min-width:3.7in">${D(f.findings, { size: '1.02em' })}</span></div>
    <div class="detr">${opts}</div>
    <div class="ln2">Restrictions <span class="ul" style="min-width:3.55in">${D(f.restrText, { size: '1.02em' })}</span></div>
    <div class="pv">
      <div class="pvl">
        <div class="ln2">Provider (print) <span class="ul" style="min-width:1.6in">${D(P[0])}</span> ${D(P[1], { size: '1em' })}</div>
        <div class="ln2">Signature <span class="ul sigl" style="min-width:1.95in">${f.signed ? sig(P[0], { font: f.provSig, ink: f.inks.prov, size: '1.6em', rot: -3 }) : ''}</span></div>
        <div class="ln2">Date <span class="ul" style="min-width:0.95in">${D(f.examText)}</span>
          &nbsp; Annual re-screen due <span class="ul" style="min-width:0.7in">${D(f.dueText, { size: '1em' })}</span></div>
      </div>
      <div class="pvs">${stamp([P[0].toUpperCase() + ', ' + P[1], `NPI ${P[2]}`, E.provider.split(' — ')[0]], { color: f.stampColor, rot: f.stampRot })}</div>
    </div>
  </div></div>

  <div class="exit">EXIT TABLE — card collected ${X(f.exitText, { size: '1em' })} by ${X(f.ini.exit, { size: '1em' })}
    &nbsp;·&nbsp; copy to: ${tick(true, 'exit')}employee file ${tick(f.category === 'Agency / contract', 'exit')}agency</div>
  <div class="nx"><b>AFTER TODAY</b> — Have your TB test read on the date in station 4 (48–72 hours; no reading after 72 h). Titer results are
    sent to ${esc(E.org)} in 5–7 business days. Questions: ${esc(E.provider.split(' — ')[0])}, ${esc(f.provTel)}. Bring a photo ID and this
    card to any follow-up visit. Agency clinicians: upload a photo of this card to your agency portal.</div>
  <div class="ft"><span>${esc(E.form)} rev. ${esc(f.rev)}</span><span>Confidential health information</span></div>`;
  const css = `
  body { background:${E.stock}; font-size:9.2pt; }
  .band { color:#fff; padding:4px 8px 3px; border-radius:4px 4px 0 0; }
  .org { font-size:8pt; letter-spacing:.4px; opacity:.95; } .ttl { font-size:12.5pt; font-weight:bold; }
  .ev { font-size:7.8pt; padding:3px 2px 1px; line-height:1.3; }
  .cardno { text-align:right; font-size:8pt; margin:-2px 0 2px; }
  .st { display:flex; border:1px solid #333; margin:4px 0; background:rgba(255,255,255,.35); }
  .sn { color:#fff; width:0.26in; font-weight:bold; font-size:12pt; text-align:center; padding-top:2px; }
  .sb { flex:1; padding:2px 6px 3px; position:relative; }
  .sh { font-weight:bold; font-size:8.8pt; letter-spacing:.4px; margin-bottom:1px; }
  .row { display:flex; gap:4px; } .half { flex:1; }
  .ln2 { margin:4px 0 1px; white-space:nowrap; } .sm { font-size:8.5pt; }
  .ul { display:inline-block; border-bottom:0.8px solid #333; min-height:1.25em; vertical-align:bottom; padding:0 2px; }
  .dn { text-align:right; font-size:7.4pt; color:#333; margin-top:2px; }
  .prov .sb { padding-bottom:5px; }
  .detr { margin:8px 0 7px; font-size:8.4pt; font-weight:bold; text-align:center; white-space:nowrap; }
  .dotsep { margin:0 8px; font-weight:normal; }
  .pv { display:flex; align-items:flex-end; }
  .pvl { flex:1; } .pvs { width:1.7in; text-align:center; padding-bottom:6px; }
  .sigl { height:0.32in; }
  .exit { border:0.8px dashed #444; padding:3px 6px; font-size:8pt; margin-top:6px; }
  .nx { font-size:7.4pt; line-height:1.3; margin-top:6px; border-top:1px solid #555; padding-top:3px; }
  .ft { display:flex; justify-content:space-between; font-size:6.8pt; color:#444; margin-top:3px; }`;
  return page({
    title: `${E.title} — routing card`,
    size: '5.5in 8.5in',
    margin: '0.25in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const events = rng.shuffle(EVENTS);
  const provs = rng.shuffle(PROVIDERS);
  const pens = () => {
    const roles = ['reg', 'vit', 'vis', 'tb', 'mask', 'prov', 'exit', 'emp'];
    const p = {};
    const i = {};
    for (const r of roles) {
      p[r] = rng.pick(HANDS);
      i[r] = rng.pick(INKS);
    }
    return [p, i];
  };
  const times = () => {
    let m = 7 * 60 + 30 + rng.int(0, 300);
    return Array.from({ length: 5 }, () => {
      m += rng.int(6, 22);
      return `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')}`;
    });
  };
  const make = (p, exam, o = {}) => {
    const ev = o.ev || events[out.length % events.length];
    const prov = o.prov || provs[out.length % provs.length];
    const days = o.days || [exam];
    const ds = o.ds || rng.pick(['us_short', 'us_nz', 'us']);
    const [pp, ii] = pens();
    const staff = rng.shuffle(STAFF);
    const iniOf = (s) => s.replace(/[^A-Z]/g, '');
    const bp = o.bp || `${rng.int(108, 134)}/${rng.int(66, 84)}`;
    return {
      ev,
      prov,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      pens: pp,
      inks: ii,
      tickStyle: rng.pick(['check', 'x']),
      eventText: eventLine(days),
      hours: rng.pick(['7:30 AM – 3:00 PM', '8:00 AM – 4:00 PM', '7:00 AM – 1:30 PM']),
      cardNo: `${rng.int(100, 499)}`,
      nameWritten: o.nameWritten || nameAs(p, rng.pick(['LAST_FIRST_MI', 'first_last'])),
      dobText: fmt(p.dob, rng.pick(['us_short', 'us_nz'])),
      agencyId: o.agencyId || `${rng.letters(2)}${rng.digits(5)}`,
      role: rng.pick(ROLES),
      category: o.category || rng.pick(['Agency / contract', 'Employee']),
      empSig: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      empSigFont: rng.pick(SIGS),
      consentText: fmt(days[0], 'us_short'),
      times: times(),
      ini: {
        reg: iniOf(staff[0]),
        vit: iniOf(staff[1]),
        vis: iniOf(staff[2]),
        tb: `${iniOf(staff[3])} RN`,
        mask: iniOf(staff[4]),
        exit: iniOf(staff[5]),
      },
      vit: {
        ht: `${rng.int(5, 6)}'${rng.int(0, 11)}"`,
        wt: `${rng.int(118, 228)} lb`,
        bp,
        bp2: o.bp2 || '',
        p: String(rng.int(62, 92)),
      },
      vis: {
        r: rng.pick(['20/20', '20/25', '20/30']),
        l: rng.pick(['20/20', '20/25', '20/30']),
        corr: rng.chance(0.4),
        color: rng.pick(['14/14', 'nl', 'WNL']),
      },
      tb: {
        site: rng.pick(['L FA', 'R FA', 'L forearm']),
        lot: `${rng.letters(1)}${rng.digits(4)}AA`,
        readText: fmt(addDays(days[0], rng.pick([2, 3])), 'us_short'),
        hep: rng.chance(0.6),
      },
      mask: {
        model: rng.pick(['3M 1870+', 'Halyard 46727', '3M 8210 M']),
        result: 'pass',
      },
      findings: o.findings || rng.pick(['WNL — no acute findings', 'Normal exam', 'NAD, exam WNL']),
      det: o.det || 'cleared',
      restrText: o.restrText ?? rng.pick(['none', '—', 'None']),
      signed: o.signed ?? true,
      provSig: rng.pick(SIGS),
      examText: fmt(exam, ds),
      dueText: fmt(addDays(exam, 365), 'mm_yyyy'),
      stampColor: rng.pick(['#23408e', '#6b1f5e', '#1f5f4a', '#7a2020']),
      stampRot: rng.float(-9, 6).toFixed(1),
      exitText: fmt(days[days.length - 1], 'us_short'),
      rev: rng.pick(['02/2024', '08/2023', '11/2025']),
      provTel: `(${rng.int(302, 918)}) 555-01${rng.digits(2)}`,
    };
  };
  const base = (f, exam, clearance, signature = 'present') => ({
    exam_date: exam,
    'examiner.name': f.prov[0],
    'examiner.credentials': f.prov[1],
    'examiner.signature': signature,
    clearance,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });

  // 1 — one-day event, every station closed, cleared.
  {
    const p = k.person();
    const exam = addDays('2026-08-04', rng.int(0, 95));
    const f = make(p, exam, { ds: 'us_short' });
    out.push({
      key: 'one-day-event-cleared',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing clearance', 'missing examiner signature'],
      data: base(f, exam, 'cleared'),
      note: `exam ${exam} (provider station date "${f.examText}", same as the printed event day); CLEARED ringed at station 6; the TB "return for reading" date, the consent and exit dates and the re-screen due month are not the exam`,
      rendering: 'photo',
    });
  }

  // 2 — two-day event, provider seen on day two; name "LAST, First MI".
  {
    const p = k.person();
    const day1 = addDays('2026-07-13', rng.int(0, 100));
    const exam = addDays(day1, 1);
    const f = make(p, exam, {
      days: [day1, exam],
      nameWritten: nameAs(p, 'LAST_FIRST_MI'),
      ds: 'us_nz',
    });
    out.push({
      key: 'two-day-event-provider-day-two',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing exam date'],
      data: base(f, exam, 'cleared'),
      note: `the printed event runs two days (${day1} and ${exam}); stations 1–5 were done on day one (consent dated ${f.consentText}) and the provider dated station 6 "${f.examText}", which is taken as the exam date; the name is written "${f.nameWritten}" by the registration clerk`,
      rendering: 'scanned_pdf',
    });
  }

  // 3 — a restriction the client allows.
  {
    const p = k.person();
    const exam = addDays('2026-09-08', rng.int(0, 60));
    const until = addDays(exam, rng.int(30, 50));
    const restrText = `No lifting > 25 lb until ${fmt(until, 'us_short')} (L wrist fx, in brace)`;
    const f = make(p, exam, {
      det: 'cleared_with_restrictions',
      findings: 'L wrist in splint, healing fx; otherwise WNL',
      restrText,
    });
    out.push({
      key: 'restriction-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared'],
      data: base(f, exam, 'cleared_with_restrictions'),
      note: `CLEARED W/ RESTRICTIONS ringed with "${restrText}"; the client allows restrictions (allow_restrictions: true)`,
      rendering: 'fax',
    });
  }

  // 4 — not cleared, referred for blood pressure.
  {
    const p = k.person();
    const exam = addDays('2026-09-20', rng.int(0, 50));
    const f = make(p, exam, {
      det: 'not_cleared',
      bp: `${rng.int(182, 196)}/${rng.int(110, 118)}`,
      bp2: `${rng.int(176, 188)}/${rng.int(106, 114)}`,
      findings: 'Severe HTN x2 readings, asx. Refer PCP today; re-eval w/ BP log',
      restrText: 'not to start until re-evaluated',
    });
    out.push({
      key: 'not-cleared-referred-blood-pressure',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      data: base(f, exam, 'not_cleared'),
      note: `NOT CLEARED / REFERRED ringed after two blood pressures of ${f.vit.bp} and ${f.vit.bp2}; the other stations are all closed and signed off, which does not clear the employee`,
      rendering: 'photo',
    });
  }

  // 5 — last year's card.
  {
    const p = k.person();
    const exam = addDays('2025-06-09', rng.int(0, 120));
    const f = make(p, exam, { ds: 'us' });
    out.push({
      key: 'last-years-card-exam-too-old',
      person: requestPerson(p),
      html: render(f),
      issues: ['exam too old'],
      forbidden: ['not cleared'],
      data: base(f, exam, 'cleared'),
      note: `the event and the provider date are ${exam}, more than 365 days before valid_on; cleared; the "annual re-screen due" month written on the card (${f.dueText}) has also passed`,
      rendering: 'scan_image',
    });
  }

  // 6 — the provider's name stamp but no signature.
  {
    const p = k.person();
    const exam = addDays('2026-08-24', rng.int(0, 75));
    const f = make(p, exam, { signed: false, ds: 'us_short' });
    out.push({
      key: 'provider-stamp-without-signature',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing examiner signature'],
      data: base(f, exam, 'cleared', 'not_present'),
      note: `station 6 has CLEARED ringed, the provider's printed name, the date ${f.examText} and the provider's self-inking name stamp, but the Signature line is empty; a name stamp is not read as a signature; the only signature on the card is the employee's consent at registration`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
