// A hospital Employee Health Services "Medical Clearance" routing slip (half-letter landscape, three-part carbonless
// set: white to Human Resources / Contract Labor, yellow kept by EHS, pink to the worker). Agency clinicians receive
// the pink copy after their pre-assignment health assessment at the hospital's EHS office and upload a photo, scan or
// fax of it. Top: the hospital's name, "EMPLOYEE HEALTH SERVICES — MEDICAL CLEARANCE", the copy colour line and a
// slip number. Left: the individual block filled in by the EHS clerk (Name Last, First, MI; DOB; category ticked among
// Employee · Agency / contract · Volunteer · Student; agency; department; anticipated start date), then a
// "Requirements reviewed" list with ticks and each item's own date (TB screen, titers, influenza, N95 fit test).
// Right: "Date of health assessment" in the clinician's pen, a DETERMINATION box where EHS presses one of its rubber
// stamps (MEDICALLY CLEARED · CLEARED WITH RESTRICTIONS — SEE BELOW · NOT CLEARED — RETURN TO EHS), a restrictions box
// in free text, the EHS clinician's printed name, credential, signature and date. Below the footer, HR's use line and its
// "RECEIVED" date stamp. The exam date is the date of health assessment; the start date, the requirement
// dates, the HR received stamp and the form revision are not. Variants: cleared, cleared with the name written
// "LAST, First" and the assessment date written day-first with the month in letters, a restriction the client
// allows, a restriction the client does not allow, a NOT CLEARED stamp, and a slip with the determination box left
// empty (no stamp pressed) though the clinician signed.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r23_ehs_medical_clearance_routing_slip_stamped',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 20, fax: 20, scan_image: 5, text_pdf: 15 },
  description:
    'Hospital Employee Health Services "Medical Clearance" routing slip (half-letter landscape, pink / yellow carbonless copy, mostly photographed, faxed or scanned): hospital and EHS heading, copy line, slip no.; clerk-filled individual block (Name Last, First, MI; DOB; category ticked; agency; department; anticipated start date); requirements reviewed with ticks and their own dates (TB screen, titers, influenza, N95 fit); date of health assessment in the clinician\u2019s pen; DETERMINATION box with a rubber stamp (MEDICALLY CLEARED · CLEARED WITH RESTRICTIONS — SEE BELOW · NOT CLEARED — RETURN TO EHS); free-text restrictions box; EHS clinician printed name, credential, signature and date; HR use line with a RECEIVED date stamp below the footer; cleared, cleared with "LAST, First" and a day-first written date, restriction allowed by the client, restriction not allowed, NOT CLEARED stamp, determination box left empty',
};

const HOSPITALS = [
  {
    name: 'Larchmont Valley Medical Center',
    city: 'Lansing, MI',
    color: '#7a1f3d',
    form: 'LVMC-EHS-031',
  },
  {
    name: 'St. Adelaide Regional Hospital',
    city: 'Tulsa, OK',
    color: '#1e4d6b',
    form: 'SARH 4410-EH',
  },
  {
    name: 'Pinecrest University Health — Cobb Street Campus',
    city: 'Savannah, GA',
    color: '#3b5320',
    form: 'PUH-EH-17',
  },
];
const CLINICIANS = [
  ['Marguerite Solano', 'RN, COHN'],
  ['Desmond Achterberg', 'PA-C'],
  ['Priya Venkataraman', 'FNP-BC'],
  ['Howard L. Quimby', 'MD'],
  ['Tamsin Oduro-Blake', 'NP'],
];
const AGENCIES = [
  'Keystone Clinical Staffing',
  'BlueHarbor Travel Nursing',
  'Meridian Per Diem Partners',
  'Allcare Nurse Network',
];
const DEPTS = ['4 West Med/Surg', 'Emergency Dept.', 'MICU', 'Labor & Delivery', 'Telemetry 5N', 'Dialysis'];
const STAMPS = {
  cleared: { lines: ['MEDICALLY', 'CLEARED'], color: '#1b6b2f' },
  cleared_with_restrictions: {
    lines: ['CLEARED WITH', 'RESTRICTIONS', '— SEE BELOW —'],
    color: '#1f3f8f',
  },
  not_cleared: { lines: ['NOT CLEARED', 'RETURN TO EHS'], color: '#a01818' },
};

function render(f) {
  const H = f.hosp;
  const C = (t, o = {}) => hand(t, { font: f.clerkPen, ink: f.clerkInk, size: '1.08em', ...o });
  const N = (t, o = {}) => hand(t, { font: f.nursePen, ink: f.nurseInk, size: '1.1em', ...o });
  const tick = (on) => box(on, { style: f.tickStyle, ink: f.clerkInk, font: f.clerkPen });
  const cats = ['Employee', 'Agency / contract', 'Volunteer', 'Student']
    .map((c) => `${tick(c === f.category)}${c}`)
    .join('&nbsp;&nbsp;');
  const reqs = f.reqs
    .map(
      ([label, date]) =>
        `<tr><td>${tick(true)}</td><td>${esc(label)}</td><td class="rd">${C(date, { size: '1em' })}</td></tr>`,
    )
    .join('');
  const st = f.det ? STAMPS[f.det] : null;
  const stampHtml = st
    ? `<div class="rs" style="color:${st.color};border-color:${st.color};transform:rotate(${f.stampRot}deg)">${st.lines.map(esc).join('<br>')}<div class="rsd">EMPLOYEE HEALTH · ${esc(f.stampDate)}</div></div>`
    : '';
  const body = `
  <div class="top">
    <div><div class="hn" style="color:${H.color}">${esc(H.name)}</div><div class="hc">${esc(H.city)}</div></div>
    <div class="ttl">EMPLOYEE HEALTH SERVICES<br><span>MEDICAL CLEARANCE</span></div>
    <div class="sn">Slip No. <b>${esc(f.slipNo)}</b><br><span class="cp">${esc(f.copyLine)}</span></div>
  </div>
  <div class="cols">
    <div class="lc">
      <div class="sh">INDIVIDUAL <span class="smx">(completed by EHS clerk)</span></div>
      <div class="ln">Name (Last, First, MI) <span class="ul" style="min-width:2.2in">${C(f.nameWritten, { size: '1.18em' })}</span></div>
      <div class="ln">DOB <span class="ul" style="min-width:0.85in">${C(f.dobText)}</span>
        &nbsp;Dept. <span class="ul" style="min-width:1.1in">${C(f.dept, { size: '1em' })}</span></div>
      <div class="ln sm">${cats}</div>
      <div class="ln">Agency <span class="ul" style="min-width:1.55in">${C(f.agency, { size: '1em' })}</span>
        &nbsp;Start <span class="ul" style="min-width:0.6in">${C(f.startText, { size: '1em' })}</span></div>
      <div class="sh" style="margin-top:6px">REQUIREMENTS REVIEWED</div>
      <table class="rq"><tr><th></th><th>Item</th><th>Date on file</th></tr>${reqs}</table>
    </div>
    <div class="rc">
      <div class="ln">Date of health assessment <span class="ul" style="min-width:1.05in">${N(f.examText, { size: '1.2em' })}</span></div>
      <div class="sh">DETERMINATION <span class="smx">(EHS stamp)</span></div>
      <div class="det">${stampHtml}</div>
      <div class="sh">RESTRICTIONS / ACCOMMODATIONS</div>
      <div class="rbox">${N(f.restrText, { size: '1.05em' })}</div>
      <div class="ln">EHS clinician (print) <span class="ul" style="min-width:1.45in">${N(f.clin[0], { size: '1.02em' })}</span>
        <span class="ul" style="min-width:0.45in">${N(f.clin[1], { size: '0.95em' })}</span></div>
      <div class="ln">Signature <span class="ul sgl" style="min-width:1.7in">${f.signed ? sig(f.clin[0], { font: f.sigFont, ink: f.nurseInk, size: '1.55em', rot: -3 }) : ''}</span>
        Date <span class="ul" style="min-width:0.7in">${N(f.signText, { size: '1em' })}</span></div>
    </div>
  </div>
  <div class="ft"><span>${esc(H.form)} (rev. ${esc(f.rev)})</span><span>White — HR / Contract Labor · Yellow — EHS · Pink — Individual</span><span>Confidential</span></div>
  <div class="hrb"><span class="hrn">HR / Contract Labor use: entered in HRIS ______ &nbsp; badge office notified ______</span>
    <div class="recv" style="transform:rotate(${f.recvRot}deg)">RECEIVED<br><b>${esc(f.recvText)}</b><br>HUMAN RESOURCES</div></div>`;
  const css = `
  body { background:${f.paper}; font-size:9.8pt; }
  .top { display:flex; align-items:flex-start; gap:10px; border-bottom:2px solid #333; padding-bottom:3px; position:relative; }
  .hn { font-weight:bold; font-size:11.5pt; } .hc { font-size:8pt; }
  .ttl { flex:1; text-align:center; font-size:8.5pt; letter-spacing:1px; font-weight:bold; }
  .ttl span { font-size:14pt; letter-spacing:2px; }
  .sn { font-size:8pt; text-align:right; } .cp { font-size:7pt; color:#444; }
  .hrb { display:flex; justify-content:space-between; align-items:center; margin-top:8px; font-size:7.6pt; color:#333; }
  .recv { border:1.8px solid #6b2a8a; color:#6b2a8a; font-size:7.5pt; padding:2px 8px; text-align:center; opacity:.8; line-height:1.2; }
  .cols { display:flex; gap:12px; margin-top:6px; }
  .lc { flex:1.05; } .rc { flex:1; border-left:1px solid #777; padding-left:10px; }
  .sh { font-weight:bold; font-size:8.4pt; letter-spacing:.6px; margin:3px 0 2px; } .smx { font-weight:normal; font-size:7pt; }
  .ln { margin:5px 0 2px; white-space:nowrap; } .sm { font-size:8.4pt; }
  .ul { display:inline-block; border-bottom:0.8px solid #333; min-height:1.2em; vertical-align:bottom; padding:0 2px; }
  .sgl { height:0.3in; }
  .rq { width:100%; font-size:8.2pt; } .rq th { text-align:left; border-bottom:0.8px solid #333; font-weight:normal; font-style:italic; }
  .rq td { padding:1.5px 3px; border-bottom:0.5px dotted #888; } .rd { width:0.9in; }
  .det { border:1.2px solid #333; height:1.1in; display:flex; align-items:center; justify-content:center; margin-bottom:4px; }
  .rs { border:3px double; padding:3px 12px; font-weight:bold; font-size:13pt; text-align:center; line-height:1.1; opacity:.82; font-family:${FONTS.sans}; letter-spacing:1px; }
  .rsd { font-size:7pt; letter-spacing:.5px; margin-top:2px; }
  .rbox { border:1px solid #333; min-height:0.62in; padding:3px 5px; margin-bottom:3px; }
  .ft { display:flex; justify-content:space-between; font-size:6.8pt; color:#444; border-top:1px solid #777; margin-top:6px; padding-top:2px; }`;
  return page({
    title: 'EHS Medical Clearance',
    size: '8.5in 5.5in',
    margin: '0.3in',
    font: f.font,
    body,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const hosps = rng.shuffle(HOSPITALS);
  const clins = rng.shuffle(CLINICIANS);
  const make = (p, exam, o = {}) => {
    const ds = o.ds || rng.pick(['us', 'us_nz', 'us_short']);
    const start = addDays(exam, rng.int(5, 20));
    return {
      hosp: hosps[out.length % hosps.length],
      clin: clins[out.length % clins.length],
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.open]),
      paper: rng.pick(['#fbe3ea', '#fdf3c8', '#f9e1e8']),
      copyLine: rng.pick(['PINK — INDIVIDUAL COPY', 'Part 3 of 3 — Individual']),
      slipNo: `${rng.int(1, 9)}${rng.digits(5)}`,
      clerkPen: rng.pick(HANDS),
      clerkInk: rng.pick(INKS),
      nursePen: rng.pick(HANDS),
      nurseInk: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      tickStyle: rng.pick(['check', 'x']),
      nameWritten: o.nameWritten || nameAs(p, rng.pick(['last_first_mi', 'LAST_FIRST_MI'])),
      dobText: fmt(p.dob, 'us'),
      dept: rng.pick(DEPTS),
      category: o.category || 'Agency / contract',
      agency: rng.pick(AGENCIES),
      startText: fmt(start, 'us_short'),
      reqs: [
        ['TB screen (IGRA / TST)', fmt(addDays(exam, -rng.int(3, 40)), 'us_short')],
        ['MMR / Varicella titers', fmt(addDays(exam, -rng.int(60, 900)), 'us_short')],
        ['Hepatitis B series / titer', fmt(addDays(exam, -rng.int(400, 2500)), 'us_short')],
        ['Influenza (current season)', fmt(addDays('2026-09-15', rng.int(0, 40)), 'us_short')],
        ['N95 fit test', fmt(addDays(exam, -rng.int(0, 2)), 'us_short')],
      ],
      examText: o.examText || fmt(exam, ds),
      det: o.det === undefined ? 'cleared' : o.det,
      stampDate: fmt(exam, 'mil'),
      stampRot: rng.float(-8, 6).toFixed(1),
      restrText: o.restrText ?? rng.pick(['None', 'none', '—  none  —']),
      signed: o.signed ?? true,
      signText: fmt(exam, 'us_short'),
      recvText: fmt(addDays(exam, rng.int(2, 9)), 'mon').toUpperCase(),
      recvRot: rng.float(-10, 10).toFixed(1),
      rev: rng.pick(['03/2022', '10/2024', '06/2025']),
    };
  };
  const base = (f, exam, clearance) => ({
    exam_date: exam,
    'examiner.name': f.clin[0],
    'examiner.credentials': f.clin[1],
    'examiner.signature': 'present',
    clearance,
    'person.name.status': 'match',
    'person.dob.status': 'match',
  });

  // 1 — cleared.
  {
    const p = k.person();
    const exam = addDays('2026-08-10', rng.int(0, 90));
    const f = make(p, exam);
    out.push({
      key: 'cleared-stamp',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing clearance', 'restrictions present'],
      data: base(f, exam, 'cleared'),
      note: `MEDICALLY CLEARED stamped in the determination box; date of health assessment "${f.examText}"; the HR RECEIVED stamp (${f.recvText}), the start date and the requirement dates are not the exam`,
      rendering: 'photo',
    });
  }

  // 2 — cleared; "LAST, First" and a day-first written date.
  {
    const p = k.person();
    const exam = addDays('2026-06-20', rng.int(0, 120));
    const f = make(p, exam, {
      nameWritten: nameAs(p, 'LAST_FIRST'),
      examText: fmt(exam, 'dmy'),
      category: 'Agency / contract',
    });
    out.push({
      key: 'cleared-last-first-day-first-date',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['missing exam date', 'exam too old'],
      data: base(f, exam, 'cleared'),
      note: `name written "${f.nameWritten}"; the assessment date is written day-first "${f.examText}" (${exam}); MEDICALLY CLEARED stamp`,
      rendering: 'fax',
    });
  }

  // 3 — restriction the client allows.
  {
    const p = k.person();
    const exam = addDays('2026-09-01', rng.int(0, 60));
    const restrText = rng.pick([
      'Latex allergy — non-latex gloves only',
      'No respirator use until re-fit (beard) — PAPR only',
    ]);
    const f = make(p, exam, { det: 'cleared_with_restrictions', restrText });
    out.push({
      key: 'restriction-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      issues: [],
      forbidden: ['restrictions present', 'not cleared'],
      data: base(f, exam, 'cleared_with_restrictions'),
      note: `CLEARED WITH RESTRICTIONS — SEE BELOW stamped, restrictions box "${restrText}"; the client allows restrictions (allow_restrictions: true)`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — restriction the client does not allow.
  {
    const p = k.person();
    const exam = addDays('2026-08-25', rng.int(0, 70));
    const until = addDays(exam, rng.int(30, 60));
    const restrText = `No lifting / pushing > 20 lb until ${fmt(until, 'us_short')} (post-op R shoulder)`;
    const f = make(p, exam, { det: 'cleared_with_restrictions', restrText });
    out.push({
      key: 'restriction-not-allowed',
      person: requestPerson(p),
      html: render(f),
      issues: ['restrictions present'],
      forbidden: ['not cleared'],
      data: base(f, exam, 'cleared_with_restrictions'),
      note: `CLEARED WITH RESTRICTIONS stamped with "${restrText}"; allow_restrictions is not set (default false)`,
      rendering: 'photo',
    });
  }

  // 5 — NOT CLEARED stamp.
  {
    const p = k.person();
    const exam = addDays('2026-09-15', rng.int(0, 50));
    const f = make(p, exam, {
      det: 'not_cleared',
      restrText: 'Pending PCP eval of elevated BP (184/112). Do not schedule.',
    });
    out.push({
      key: 'not-cleared-stamp',
      person: requestPerson(p),
      html: render(f),
      issues: ['not cleared'],
      data: base(f, exam, 'not_cleared'),
      note: 'NOT CLEARED — RETURN TO EHS stamped; the restrictions box explains the referral; every requirement line is ticked, which does not clear the worker',
      rendering: 'text_pdf',
    });
  }

  // 6 — determination box left empty.
  {
    const p = k.person();
    const exam = addDays('2026-09-05', rng.int(0, 60));
    const f = make(p, exam, { det: null, restrText: '' });
    out.push({
      key: 'determination-box-empty',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing clearance'],
      forbidden: ['missing examiner signature', 'missing exam date'],
      data: { ...base(f, exam, null) },
      note: 'the determination box has no stamp and the restrictions box is empty; the clinician printed a name, signed and dated; the HR RECEIVED stamp and the ticked requirements are not a clearance',
      rendering: 'photo',
    });
  }
  return out;
}
