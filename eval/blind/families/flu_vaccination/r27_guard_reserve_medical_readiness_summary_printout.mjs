// A drilling National Guard or Reserve member who also works as a nurse or aide hands the staffing platform the
// readiness summary their unit prints for them: an Individual Medical Readiness (IMR) summary from the unit's medical
// readiness tracker, printed by the unit's readiness NCO, often faxed from the armory or photographed on a desk.
// System print in capitals with CUI markings at top and bottom: report title and run date-time, requested / printed
// by (the readiness NCO, another person), a member block (LAST, FIRST MI; grade; masked DoD ID; component; DOB as
// DDMONYYYY; UIC; unit; MOS; duty status), an overall readiness box, a readiness-elements table (periodic health
// assessment, dental class, hearing, vision, immunizations, HIV lab, DNA, profile) each with a last date, a due or
// expiry date and a status, then the immunizations table: vaccine, dose / series, date given, lot, administered by /
// site, status and next due, with hepatitis, MMR titer, Tdap, polio and varicella rows before the influenza rows
// (this season's and earlier seasons'), a legend of status and exemption codes, and a "not a medical record" footer.
// Every date is DDMONYYYY; the PHA, dental, hearing, HIV, titer, Tdap and run dates, the due dates and the DOB are
// not the flu date. Variants: this season's dose given at the unit's readiness processing by a medic; a pharmacy dose
// transcribed from a civilian record; a dose at annual training in late August (inside the 1 July season); last
// season's dose only, status OVERDUE; a self-reported entry whose only name is the NCO who entered it; a religious
// accommodation exemption with no dose.
import { addDays, fmt, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r27_guard_reserve_medical_readiness_summary_printout',
  split: 'blind',
  renderings: { photo: 35, fax: 25, scanned_pdf: 20, scan_image: 10, text_pdf: 10 },
  description:
    'Guard / Reserve unit medical readiness tracker "Individual Medical Readiness (IMR) Summary" printout for a member who also works as a nurse or aide, printed by the unit readiness NCO: CUI markings top and bottom, run date-time and requested-by line, member block (LAST, FIRST MI, grade, masked DoD ID, component, DOB as DDMONYYYY, UIC, unit, MOS, duty status), overall readiness box, readiness-elements table (PHA, dental class, hearing, vision, immunizations, HIV, DNA, profile) with last / due dates and status, immunizations table (vaccine, dose / series, date given, lot, administered by / site, status, next due) with hepatitis, MMR titer, Tdap, polio, varicella rows before this and earlier seasons\u2019 influenza rows, status / exemption code legend, "not a medical record" footer; all dates DDMONYYYY; variants dose at unit readiness processing by a medic, civilian pharmacy dose transcribed, late-August annual-training dose, last season only (OVERDUE), self-reported entry naming only the NCO who entered it, religious accommodation exemption with no dose',
};

const UNITS = [
  {
    unit: '1148TH MED CO (AREA SPT)',
    uic: 'WQ4HA0',
    comp: 'ARNG',
    site: 'CAMP ASHBY READINESS CTR',
    state: 'OH',
  },
  { unit: '329TH CSH DET 2', uic: 'W7RT02', comp: 'USAR', site: 'FT. HAMMOND RSC', state: 'TX' },
  { unit: '207TH FWD SURG TM', uic: 'WV2KB0', comp: 'ARNG', site: 'LINDELL ARMORY', state: 'MO' },
  { unit: '814TH MED DET (VET SVC)', uic: 'W8MZ03', comp: 'USAR', site: 'MARSH CREEK USARC', state: 'GA' },
  { unit: '3643RD MAINT CO', uic: 'WPJ5A0', comp: 'ARNG', site: 'OLD QUARRY ARMORY', state: 'NC' },
];
const NCOS = ['SSG PRUITT, D', 'SFC OYELOWO, T', 'SSG BRANDVOLD, K', 'SGT MACIAS, R', 'SFC HOLLOWAY, J'];
const MEDICS = [
  'SPC ALVARADO, R (68W)',
  'SGT TRAN, B (68W)',
  'SPC WHITEHORSE, L (68W)',
  'CPT FERRANTE, A (66H)',
  'SGT DUBOSE, M (68C)',
];
const GRADES = [
  ['SPC', 'E-4', '68W'],
  ['SGT', 'E-5', '68C'],
  ['SSG', 'E-6', '68W'],
  ['1LT', 'O-2', '66H'],
  ['CPT', 'O-3', '66H'],
  ['SGT', 'E-5', '68K'],
];
const FLU = [
  { name: 'INFLUENZA-IIV3 (FLUZONE)' },
  { name: 'INFLUENZA-ccIIV3 (FLUCELVAX)' },
  { name: 'INFLUENZA-IIV3 (AFLURIA)' },
];

const mil = (isoDate) => fmt(isoDate, 'mil4').replace(/-/g, '');

function render(f) {
  const ctx = f.cui;
  const elem = f.elements
    .map(
      (e) =>
        `<tr><td>${esc(e[0])}</td><td>${esc(e[1])}</td><td>${esc(e[2])}</td><td class="${e[3].startsWith('CURRENT') || e[3] === 'ON FILE' || e[3] === 'NONE' ? 'ok' : e[3].startsWith('EXEMPT') ? 'ex' : 'bad'}">${esc(e[3])}</td></tr>`,
    )
    .join('');
  const imm = f.imm
    .map(
      (r) =>
        `<tr${r.flu ? ' class="flu"' : ''}><td>${esc(r.vac)}</td><td>${esc(r.dose)}</td><td><b>${esc(r.date)}</b></td><td>${esc(r.lot)}</td><td>${esc(r.by)}</td><td class="${/^(CURRENT|COMPLETE|IMMUNE)/.test(r.status) ? 'ok' : /^EXEMPT|^HIST/.test(r.status) ? 'ex' : 'bad'}">${esc(r.status)}</td><td>${esc(r.next)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="cui">CUI</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:3px">
   <div><div style="font-size:8pt">MEDICAL READINESS TRACKER (MRT) · ${esc(f.u.comp === 'ARNG' ? 'ARMY NATIONAL GUARD' : 'ARMY RESERVE')} · ${esc(f.u.state)}</div>
   <div style="font-size:13pt;font-weight:bold">INDIVIDUAL MEDICAL READINESS (IMR) SUMMARY</div></div>
   <div style="text-align:right;font-size:8pt">RUN: ${esc(f.run)}<br>REPORT: IMR-IND-01 · PAGE 1 OF 1</div></div>
  <div style="font-size:8pt;margin:3px 0 6px">REQUESTED BY: ${esc(f.nco)} (UNIT READINESS NCO) · PURPOSE: ${esc(f.purpose)}</div>
  <table class="mem">
   <tr><td class="l">NAME</td><td><b>${esc(f.name)}</b></td><td class="l">GRADE</td><td>${esc(f.grade)}</td><td class="l">DOD ID</td><td>${esc(f.dodid)}</td></tr>
   <tr><td class="l">DOB</td><td>${esc(f.dob)}</td><td class="l">COMPONENT</td><td>${esc(f.u.comp)}</td><td class="l">UIC</td><td>${esc(f.u.uic)}</td></tr>
   <tr><td class="l">UNIT</td><td>${esc(f.u.unit)}</td><td class="l">MOS / AOC</td><td>${esc(f.mos)}</td><td class="l">DUTY STATUS</td><td>M-DAY (DRILLING)</td></tr>
  </table>
  <div class="overall" style="background:${f.overall[1]}">OVERALL IMR: <b>${esc(f.overall[0])}</b><span style="float:right;font-size:8pt">AS OF ${esc(f.asOf)}</span></div>
  <div class="h">READINESS ELEMENTS</div>
  <table class="t"><tr class="th"><td style="width:34%">ELEMENT</td><td style="width:20%">LAST COMPLETED</td><td style="width:20%">DUE / EXPIRES</td><td>STATUS</td></tr>${elem}</table>
  <div class="h">IMMUNIZATIONS</div>
  <table class="t imm"><tr class="th"><td style="width:21%">VACCINE</td><td style="width:10%">DOSE / SERIES</td><td style="width:11%">DATE GIVEN</td><td style="width:10%">LOT</td><td style="width:24%">ADMINISTERED BY / SITE</td><td style="width:12%">STATUS</td><td>NEXT DUE</td></tr>${imm}</table>
  ${f.entryNote ? `<div style="font-size:8pt;margin-top:3px">${esc(f.entryNote)}</div>` : ''}
  <div class="h">LEGEND</div>
  <div style="font-size:7.6pt;line-height:1.35">DATES DDMONYYYY. STATUS: CURRENT · COMPLETE · IMMUNE (TITER OR DOCUMENTED HISTORY) · DUE (WITHIN 30 DAYS) · OVERDUE · HIST (EARLIER SEASON, SUPERSEDED). INFLUENZA: ONE DOSE EACH SEASON; SEASON RUNS 01 JUL – 30 JUN; COMPLIANCE DEADLINE 15 DEC. EXEMPTION CODES: MT MEDICAL TEMPORARY · MP MEDICAL PERMANENT · AR ADMINISTRATIVE, RELIGIOUS ACCOMMODATION · AS ADMINISTRATIVE, SEPARATION · MS SUPPLY. SOURCE: UNIT = GIVEN AT UNIT EVENT · CIV = CIVILIAN PROVIDER, DOCUMENT VERIFIED · SELF = SELF-REPORTED, NO DOCUMENT ON FILE.</div>
  <div style="font-size:7.6pt;margin-top:8px;border-top:1px solid #000;padding-top:3px">THIS SUMMARY IS NOT A MEDICAL RECORD. PRINTED AT THE MEMBER'S REQUEST FOR CIVILIAN EMPLOYMENT / CREDENTIALING. PRINTED BY ${esc(f.nco)} ${esc(f.run)}. QUESTIONS: UNIT READINESS NCO, ${esc(f.u.site)}.</div>
  <div class="cui" style="margin-top:6px">CUI</div>`;
  const css = `
  body { font-size:9pt; }
  .cui { text-align:center; font-weight:bold; font-size:11pt; letter-spacing:2px; }
  .mem { width:100%; border:1.5px solid #000; font-size:8.8pt; }
  .mem td { padding:3px 5px; border:1px solid #888; }
  .mem td.l { background:#e6e6e6; font-size:7.6pt; width:11%; }
  .overall { border:1.5px solid #000; padding:4px 8px; margin-top:6px; font-size:10pt; }
  .h { font-weight:bold; font-size:9.5pt; margin-top:9px; border-bottom:1.5px solid #000; }
  .t { width:100%; font-size:8.2pt; margin-top:2px; }
  .t td { padding:2px 4px; border-bottom:1px solid #bbb; vertical-align:top; }
  .th td { background:#d9d9d9; font-weight:bold; font-size:7.6pt; border-bottom:1.5px solid #000; }
  .ok { color:#11612b; font-weight:bold; }
  .bad { color:#a11a1a; font-weight:bold; }
  .ex { color:#7a5a00; font-weight:bold; }
  tr.flu td { background:${ctx}; }`;
  return page({ title: 'IMR summary', size: 'letter', margin: '0.45in', font: f.font, css, body });
}

export function cases(k) {
  const { rng } = k;
  const units = rng.shuffle(UNITS);
  const grades = rng.shuffle(GRADES);
  let n = 0;
  const fluLot = (i) =>
    i === 0
      ? `UT${rng.digits(4)}${rng.pick(['AA', 'BA', 'CA'])}`
      : i === 1
        ? `${rng.digits(6)}`
        : `P${rng.digits(6)}`;
  const mk = (p, o) => {
    const u = units[n % units.length];
    const g = grades[n % grades.length];
    n++;
    const run = addDays('2026-11-02', rng.int(0, 15));
    const hh = String(rng.int(7, 18)).padStart(2, '0');
    const pha = addDays(run, -rng.int(60, 330));
    const dent = addDays(run, -rng.int(30, 300));
    const hear = addDays(run, -rng.int(90, 340));
    const vis = addDays(run, -rng.int(90, 340));
    const hiv = addDays(run, -rng.int(200, 600));
    const hepA = `${Math.min(2021, Number(p.dob.slice(0, 4)) + rng.int(18, 27))}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const hepB = addDays(hepA, rng.int(200, 400));
    const mmr = addDays(hepA, -rng.int(0, 40));
    const tdap = addDays(run, -rng.int(400, 3000));
    const ipv = addDays(hepA, rng.int(0, 10));
    const medic = rng.pick(MEDICS);
    const f = {
      u,
      grade: `${g[0]} / ${g[1]}`,
      mos: g[2],
      name: stripAccents(`${p.last}, ${p.first}${p.middle ? ' ' + p.middle[0] : ''}`).toUpperCase(),
      dodid: `******${rng.digits(4)}`,
      dob: mil(p.dob),
      run: `${mil(run)} ${hh}${String(rng.int(0, 59)).padStart(2, '0')}`,
      asOf: mil(run),
      nco: rng.pick(NCOS),
      purpose: rng.pick([
        'MEMBER REQUEST — CIVILIAN EMPLOYER',
        'MEMBER COPY',
        'MEMBER REQUEST — CREDENTIALING',
      ]),
      font: rng.pick([FONTS.sans, FONTS.mono, FONTS.dejavu, FONTS.robotoCond]),
      cui: '#f4f4f4',
      medic,
      run_iso: run,
      base: [
        {
          vac: 'HEPATITIS A',
          dose: '2 OF 2',
          date: mil(addDays(hepA, 190)),
          lot: `${rng.pick(['AHAVB', 'VHA'])}${rng.digits(3)}`,
          by: 'MEPS / IET',
          status: 'COMPLETE',
          next: '—',
        },
        {
          vac: 'HEPATITIS B',
          dose: '3 OF 3',
          date: mil(hepB),
          lot: `${rng.pick(['ENG', 'RHB'])}${rng.digits(4)}`,
          by: 'MEPS / IET',
          status: 'COMPLETE',
          next: '—',
        },
        { vac: 'MMR', dose: 'TITER', date: mil(mmr), lot: '—', by: 'LAB TITER', status: 'IMMUNE', next: '—' },
        {
          vac: 'POLIO (IPV)',
          dose: 'ADULT BOOSTER',
          date: mil(ipv),
          lot: `${rng.pick(['V', 'Y'])}${rng.digits(4)}`,
          by: 'MEPS / IET',
          status: 'COMPLETE',
          next: '—',
        },
        {
          vac: 'TDAP',
          dose: 'BOOSTER',
          date: mil(tdap),
          lot: `${rng.pick(['U', 'C'])}${rng.digits(5)}${rng.pick(['AA', 'BA'])}`,
          by: `UNIT — ${u.site}`,
          status: 'CURRENT',
          next: mil(addDays(tdap, 3652)),
        },
        {
          vac: 'VARICELLA',
          dose: 'TITER',
          date: mil(addDays(mmr, 1)),
          lot: '—',
          by: 'LAB TITER',
          status: 'IMMUNE',
          next: '—',
        },
      ],
      elements: (immStatus) => [
        ['PERIODIC HEALTH ASSESSMENT', mil(pha), mil(addDays(pha, 365)), 'CURRENT'],
        ['DENTAL (CLASS 1)', mil(dent), mil(addDays(dent, 365)), 'CURRENT'],
        ['HEARING (DD 2215)', mil(hear), mil(addDays(hear, 365)), 'CURRENT'],
        ['VISION READINESS', mil(vis), mil(addDays(vis, 730)), 'CURRENT'],
        ['IMMUNIZATIONS', '—', '—', immStatus],
        ['LAB — HIV', mil(hiv), mil(addDays(hiv, 730)), 'CURRENT'],
        ['DNA SPECIMEN', 'ON FILE', '—', 'ON FILE'],
        ['MEDICAL PROFILE', 'NONE', '—', 'NONE'],
      ],
      ...o,
    };
    return f;
  };
  const fluRow = (o) => ({ flu: true, dose: 'ANNUAL', ...o });
  const season = (isoDate) => {
    const y = Number(isoDate.slice(0, 4));
    return isoDate.slice(5, 7) >= '07' ? `${y}-${y + 1}` : `${y - 1}-${y}`;
  };
  const priorFlu = (f, y) => {
    const dd = addDays(`${y}-10-01`, rng.int(0, 40));
    const i = rng.int(0, 2);
    return fluRow({
      vac: `${FLU[i].name} ${season(dd)}`,
      date: mil(dd),
      lot: fluLot(i),
      by: `UNIT — ${f.u.site}`,
      status: 'HIST',
      next: '—',
    });
  };
  const finish = (f, fluRows, immStatus, overall) => {
    f.imm = [...f.base, ...fluRows];
    f.elements = f.elements(immStatus);
    f.overall = overall;
    return f;
  };
  const READY = ['FULLY MEDICALLY READY (MR1)', '#d6efd9'];
  const out = [];

  // 1 — this season's dose at the unit's readiness processing, given by a medic (photo)
  {
    const p = k.person();
    const given = addDays('2026-09-12', rng.int(0, 55));
    const f = mk(p, {});
    const i = rng.int(0, 2);
    const lot = fluLot(i);
    finish(
      f,
      [
        fluRow({
          vac: `${FLU[i].name} 2026-2027`,
          date: mil(given),
          lot,
          by: `${f.medic} — SRP, ${f.u.site}`,
          status: 'CURRENT',
          next: 'NEXT SEASON',
        }),
        priorFlu(f, 2025),
        priorFlu(f, 2024),
      ],
      'CURRENT',
      READY,
    );
    out.push({
      key: 'srp-dose-this-season-given-by-unit-medic',
      rendering: 'photo',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        'vaccinations.0.lot': lot,
        ...personData(),
      },
      note: `influenza 2026-2027 row: given ${mil(given)} = ${given} by ${f.medic} at the unit's readiness processing (SRP); the 2025 and 2024 influenza rows are HIST (earlier seasons); the PHA, dental, hearing, HIV, Tdap, due dates, DOB ${f.dob} and the run date ${f.run} are not the flu date; the requesting NCO ${f.nco} is not the administrator`,
    });
  }

  // 2 — a civilian pharmacy dose transcribed from the member's record (fax)
  {
    const p = k.person();
    const given = addDays('2026-09-08', rng.int(0, 45));
    const f = mk(p, {});
    const store = rng.pick([
      'MERIDIAN DRUG #0412',
      'HEARTHSTONE PHARMACY #118',
      'PINE & PESTLE DRUGSTORE',
      'SUNRISE MARKET PHARMACY #27',
    ]);
    const rph = rng.pick(['RPH KESSLER, J', 'RPH NAKASHIMA, E', 'PHARMD OBI, C']);
    const entered = addDays(given, rng.int(4, 20));
    finish(
      f,
      [
        fluRow({
          vac: `${FLU[1].name} 2026-2027`,
          date: mil(given),
          lot: fluLot(1),
          by: `CIV — ${store}, ${rph}`,
          status: 'CURRENT',
          next: 'NEXT SEASON',
        }),
        priorFlu(f, 2025),
      ],
      'CURRENT',
      READY,
    );
    f.entryNote = `INFLUENZA 2026-2027: TRANSCRIBED FROM CIVILIAN RECORD (PHARMACY RECEIPT) BY ${f.nco} ${mil(entered)}.`;
    out.push({
      key: 'civilian-pharmacy-dose-transcribed',
      rendering: 'fax',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': given,
        ...personData(),
      },
      note: `influenza 2026-2027 given ${given} at a civilian pharmacy (${store}, ${rph}), source CIV (document verified); the transcription date ${entered} and the NCO who entered it are not the dose's date or administrator`,
    });
  }

  // 3 — a dose at annual training in late August, inside the 1 July season (scanned PDF)
  {
    const p = k.person();
    const given = addDays('2026-08-17', rng.int(0, 13));
    const f = mk(p, {});
    const i = rng.int(0, 2);
    finish(
      f,
      [
        priorFlu(f, 2025),
        fluRow({
          vac: `${FLU[i].name} 2026-2027`,
          date: mil(given),
          lot: fluLot(i),
          by: `${f.medic} — ANNUAL TRAINING, FT. HAMMOND`,
          status: 'CURRENT',
          next: 'NEXT SEASON',
        }),
      ],
      'CURRENT',
      READY,
    );
    out.push({
      key: 'annual-training-dose-late-august',
      rendering: 'scanned_pdf',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['vaccination outside season', 'missing vaccination date', 'missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': given, ...personData() },
      note: `influenza given ${mil(given)} = ${given} at annual training by ${f.medic}: late August is inside the 2026-2027 season (1 July – 30 June); the 2025 row above it (HIST) is last season's`,
    });
  }

  // 4 — last season's dose only, status OVERDUE (photo)
  {
    const p = k.person();
    const last = addDays('2025-09-22', rng.int(0, 45));
    const f = mk(p, {});
    const i = rng.int(0, 2);
    finish(
      f,
      [
        fluRow({
          vac: `${FLU[i].name} ${season(last)}`,
          date: mil(last),
          lot: fluLot(i),
          by: `${f.medic} — SRP, ${f.u.site}`,
          status: 'OVERDUE',
          next: '15DEC2026',
        }),
        priorFlu(f, 2024),
      ],
      'OVERDUE — INFLUENZA',
      ['NOT MEDICALLY READY (MR3A) — IMMUNIZATION OVERDUE', '#f6d5d5'],
    );
    out.push({
      key: 'last-season-dose-only-overdue',
      rendering: 'photo',
      person: requestPerson(p),
      html: render(f),
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': last, ...personData() },
      note: `the newest influenza row is the 2025-2026 dose of ${last}, status OVERDUE with next due 15DEC2026 (a deadline, not a dose); no 2026-2027 dose is recorded`,
    });
  }

  // 5 — a self-reported entry whose only name is the NCO who entered it (fax)
  {
    const p = k.person();
    const given = addDays('2026-09-25', rng.int(0, 35));
    const entered = addDays(given, rng.int(3, 15));
    const f = mk(p, {});
    finish(
      f,
      [
        fluRow({
          vac: 'INFLUENZA (PRODUCT NOT STATED) 2026-2027',
          date: mil(given),
          lot: '—',
          by: 'SELF — NO DOCUMENT ON FILE',
          status: 'CURRENT',
          next: 'NEXT SEASON',
        }),
        priorFlu(f, 2025),
      ],
      'CURRENT',
      READY,
    );
    f.entryNote = `INFLUENZA 2026-2027: ENTERED ${mil(entered)} BY ${f.nco} FROM MEMBER STATEMENT (SOURCE SELF). UPLOAD PROOF TO CLEAR SOURCE FLAG.`;
    out.push({
      key: 'self-reported-entry-no-administrator',
      rendering: 'fax',
      person: requestPerson(p),
      html: render(f),
      issues: ['missing administrator'],
      forbidden: ['vaccination outside season', 'missing vaccination date'],
      data: { season: '2026-2027', 'vaccinations.0.date': given, ...personData() },
      note: `influenza 2026-2027 dated ${given}, but source SELF ("no document on file"), no product, lot or administering person or site; ${f.nco} only entered it (${entered}) — the entry clerk is not the administrator → missing administrator (flagged)`,
    });
  }

  // 6 — a religious accommodation exemption, no dose this season (scan image / photo)
  {
    const p = k.person();
    const approved = addDays('2026-09-01', rng.int(0, 40));
    const f = mk(p, {});
    finish(
      f,
      [
        fluRow({
          vac: 'INFLUENZA 2026-2027',
          dose: 'ANNUAL',
          date: '—',
          lot: '—',
          by: `EXEMPT AR — APPROVED ${mil(approved)}`,
          status: 'EXEMPT (AR)',
          next: '30JUN2027',
        }),
        priorFlu(f, 2022),
      ],
      'EXEMPT (AR) — INFLUENZA',
      ['MEDICALLY READY (MR2) — EXEMPTION ON FILE', '#f7ecc8'],
    );
    f.entryNote = `INFLUENZA: ADMINISTRATIVE EXEMPTION, RELIGIOUS ACCOMMODATION (AR), APPROVED ${mil(approved)}, VALID THROUGH 30JUN2027.`;
    out.push({
      key: 'religious-accommodation-exemption-no-dose',
      rendering: 'scan_image',
      person: requestPerson(p),
      html: render(f),
      issues: ['declination not allowed'],
      forbidden: ['vaccination outside season'],
      data: {
        record_type: 'declination',
        'declination.reason': 'religious',
        'declination.season': '2026-2027',
        ...personData(),
      },
      note: `no 2026-2027 influenza dose: the row holds exemption code AR (administrative, religious accommodation) approved ${approved}, valid through 30JUN2027 — a religious declination, which allow_declination (false by default) does not accept; the old 2022 row is history; missing vaccination date may also be reported`,
    });
  }
  return out;
}
