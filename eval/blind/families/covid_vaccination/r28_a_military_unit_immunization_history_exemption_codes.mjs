// A reserve-component service member's individual immunization history printed by the unit's medical readiness
// NCO from the service's readiness tracking system, as a Guard or Reserve nurse / medic who also works civilian shifts
// uploads it for COVID-19 proof. Landscape system print in a fixed-width face with CUI / Privacy Act banners top and
// bottom: system title and version, report run date-time and "requested by" (the readiness NCO, another person), a
// service-member grid (NAME as LAST, FIRST MIDDLE in capitals; DoD ID; DOB in the service's date style; grade;
// specialty; component; unit and UIC / PASCODE), a readiness strip (IMR status, PHA, dental class, hearing, HIV, each
// with its own date, and a COVID-19 line saying it is informational only), then the immunization table: grouped by
// vaccine with shaded group rows (Army, Air Force styles) or one newest-first list (Navy style), with dose, date,
// product as a CVX-style description or a trade name, a three-letter MVX-style manufacturer code (PFR, MOD, JSN), lot,
// administering site (military clinic, or "CIV:" a civilian pharmacy / mass vaccination site for transcribed doses),
// administered by (a medic, corpsman or nurse with rank, or "CIV VACCINATOR (PER CARD)"), source code and an
// exemption code column (MI medically immune on MMR / varicella rows is not about COVID-19; MT medical temporary and
// MP medical permanent on COVID-19 rows are), and the code legends. Dates follow the branch: 14MAR2021 (Army),
// 20210314 (Air Force) or 14-MAR-2021 (Navy). A "certified true copy" block is signed and dated by hand; some copies
// have the COVID-19 rows highlighted by the worker.
import { addDays, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r28_a_military_unit_immunization_history_exemption_codes',
  split: 'tuning',
  renderings: { photo: 30, scanned_pdf: 25, fax: 20, scan_image: 15, text_pdf: 10 },
  description:
    'Reserve-component service member\u2019s individual immunization history printed by the unit medical readiness NCO from the service\u2019s readiness tracking system (landscape, fixed-width, CUI / Privacy Act banners): run date-time and requested-by, member grid (LAST, FIRST MIDDLE; DoD ID; DOB; grade; specialty; component; unit and UIC / PASCODE), readiness strip (IMR status, PHA, dental, hearing, HIV dates, COVID-19 "informational only"), immunization table grouped by vaccine with shaded group rows (Army / Air Force) or one newest-first list (Navy): dose, date (14MAR2021 / 20210314 / 14-MAR-2021), CVX-style product or trade name, MVX code (PFR, MOD, JSN), lot, admin site (military clinic or "CIV:" pharmacy / mass vaccination site transcribed), admin by (medic, corpsman, nurse), source and exemption codes (MI on MMR / varicella, MT / MP on COVID-19) with legends; signed certified-true-copy block; worker\u2019s highlighter on some; variants Moderna x2 + civilian Pfizer bivalent booster, Pfizer x2 newest first among other vaccines, Janssen (civilian) + Pfizer booster, Pfizer dose 1 then MT medical temporary exemption on dose 2, MP medical permanent exemption with no doses, Pfizer then Moderna as the two primary doses after a unit transfer',
};

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
function milDate(iso, style) {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  if (style === 'af') return `${y}${m}${d}`;
  if (style === 'navy') return `${d}-${MON[Number(m) - 1]}-${y}`;
  return `${d}${MON[Number(m) - 1]}${y}`;
}

const BRANCHES = {
  army: {
    sys: 'READINESS MEDICAL TRACKER (RMT) v7.4.2',
    title: 'INDIVIDUAL IMMUNIZATION HISTORY \u2014 ALL VACCINES',
    org: 'ARMY NATIONAL GUARD',
    units: [
      ['1345TH MEDICAL CO (AREA SUPPORT)', 'UIC', 'WQ7BAA'],
      ['JFHQ MEDICAL DETACHMENT', 'UIC', 'W8MZT0'],
    ],
    grades: [
      ['SGT / E-5', '68C PRACTICAL NURSING SPECIALIST'],
      ['1LT / O-2', '66H MEDICAL-SURGICAL NURSE'],
      ['SPC / E-4', '68W COMBAT MEDIC SPECIALIST'],
    ],
    comp: 'ARNG',
    sites: ['1345TH MED CO AID STATION', 'JFHQ MED DET IMMUNIZATIONS', 'CAMP HARLAN TROOP MEDICAL CLINIC'],
    vaccinators: [
      'SPC T. GRANGER (68W)',
      'SGT M. OYELARAN (68W)',
      'CPT R. ALVORD (66H)',
      'SSG D. KIPPS (68W)',
    ],
    nco: ['SSG KAREN ODUYA', 'UNIT MEDICAL READINESS NCO'],
    ds: 'army',
    mode: 'grouped',
    idLabel: 'DOD ID',
    unitLabel: 'UNIT',
    trade: false,
  },
  af: {
    sys: 'AEROMED IMMUNIZATION TRACKING (AIT) \u2014 REL 2026.2',
    title: 'IMMUNIZATION RECORD \u2014 MEMBER DETAIL',
    org: 'AIR FORCE RESERVE COMMAND',
    units: [
      ['916TH AEROMEDICAL STAGING SQ', 'PASCODE', 'XK7MCR'],
      ['459TH AEROMEDICAL EVACUATION SQ', 'PASCODE', 'XK9AEW'],
    ],
    grades: [
      ['TSGT / E-6', '4N051 AEROSPACE MEDICAL SERVICE'],
      ['CAPT / O-3', '46N3 CLINICAL NURSE'],
    ],
    comp: 'AFR',
    sites: [
      'HARLAN FIELD ARB \u2014 916 AMDS IMMUNIZATIONS',
      '459 AES FLIGHT MEDICINE',
      'HARLAN FIELD ARB \u2014 RSD CLINIC',
    ],
    vaccinators: ['SSGT A. PELLETIER (4N0)', 'CAPT J. WHITCOMBE (46N)', 'TSGT R. ISHIKAWA (4N0)'],
    nco: ['MSGT DARNELL REEVES', 'UNIT HEALTH MONITOR'],
    ds: 'af',
    mode: 'grouped',
    idLabel: 'DOD ID NO',
    unitLabel: 'ORGANIZATION',
    trade: false,
  },
  navy: {
    sys: 'MEDICAL READINESS SNAPSHOT (MRS) 5.1',
    title: 'IMMUNIZATION HISTORY (CHRONOLOGICAL, MOST RECENT FIRST)',
    org: 'NAVY RESERVE',
    units: [
      ['NAVY OPERATIONAL SUPPORT CENTER PORT WILLARD', 'UIC', '83412'],
      ['EXPEDITIONARY MEDICAL FACILITY DET 7', 'UIC', '4719A'],
    ],
    grades: [
      ['HM2 / E-5', 'HOSPITAL CORPSMAN'],
      ['LT / O-3', 'NURSE CORPS (2905)'],
    ],
    comp: 'USNR',
    sites: ['NOSC PORT WILLARD MEDICAL', 'EMF DET 7 SRP', 'NOSC PORT WILLARD DRILL WKND SRP'],
    vaccinators: ['HM1 L. OCAMPO', 'HM2 B. STANEK', 'LCDR P. AMANKWAH, NC'],
    nco: ['HMC VERONICA TELLES', 'MEDICAL DEPARTMENT REPRESENTATIVE'],
    ds: 'navy',
    mode: 'chrono',
    idLabel: 'DOD ID',
    unitLabel: 'COMMAND',
    trade: true,
  },
};

// COVID-19 products: CVX-style description, trade name, MVX-style code, manufacturer value for data.
const COV = {
  pfizer: {
    cvx: '208',
    desc: 'COVID-19, MRNA, LNP-S, PF, 30 MCG/0.3 ML',
    trade: 'PFIZER-BIONTECH COVID-19 VACCINE',
    mvx: 'PFR',
  },
  moderna: {
    cvx: '207',
    desc: 'COVID-19, MRNA, LNP-S, PF, 100 MCG/0.5 ML',
    trade: 'MODERNA COVID-19 VACCINE',
    mvx: 'MOD',
  },
  janssen: {
    cvx: '212',
    desc: 'COVID-19 VECTOR-NR, RS-AD26, PF, 0.5 ML',
    trade: 'JANSSEN COVID-19 VACCINE',
    mvx: 'JSN',
  },
  pfizerBi: {
    cvx: '300',
    desc: 'COVID-19 MRNA BIVALENT ORIG/BA.4-BA.5, 30 MCG/0.3 ML',
    trade: 'PFIZER-BIONTECH COVID-19 VACCINE, BIVALENT',
    mvx: 'PFR',
  },
};

function render(f) {
  const B = f.B;
  const e = esc;
  const dd = (iso) => milDate(iso, B.ds);
  const rowCells = (r) => {
    const hl = r.cov && f.highlight ? ' class="hl"' : '';
    const prod = r.trade && B.trade ? r.trade : r.desc;
    if (B.mode === 'chrono')
      return `<tr${hl}><td>${e(r.date ? dd(r.date) : '\u2014')}</td><td>${e(r.group)}</td><td>${e(r.dose)}</td><td>${e(prod)}</td><td>${e(r.mvx || '')}</td><td>${e(r.lot || '')}</td><td>${e(r.site || '')}</td><td>${e(r.by || '')}</td><td class="c">${e(r.src || '')}</td><td>${e(r.ex || '')}</td></tr>`;
    return `<tr${hl}><td>${e(r.dose)}</td><td>${e(r.date ? dd(r.date) : '\u2014')}</td><td>${e(prod)}${r.cvxShow ? ` (CVX ${e(r.cvxShow)})` : ''}</td><td>${e(r.mvx || '')}</td><td>${e(r.lot || '')}</td><td>${e(r.site || '')}</td><td>${e(r.by || '')}</td><td class="c">${e(r.src || '')}</td><td>${e(r.ex || '')}</td></tr>`;
  };
  let table;
  if (B.mode === 'chrono') {
    const rows = [...f.rows].sort((a, b) => (b.date || '9999').localeCompare(a.date || '9999'));
    table = `<table class="im"><thead><tr><th style="width:9%">DATE</th><th style="width:10%">VACCINE</th><th style="width:4%">DOSE</th><th style="width:22%">PRODUCT (TRADE NAME)</th><th style="width:4%">MFR</th><th style="width:8%">LOT</th><th style="width:18%">ADMIN SITE</th><th style="width:13%">ADMIN BY</th><th style="width:3%">SRC</th><th>EXEMPT</th></tr></thead><tbody>${rows.map(rowCells).join('')}</tbody></table>`;
  } else {
    const groups = [...new Set(f.rows.map((r) => r.group))].sort();
    const body = groups
      .map((g) => {
        const rs = f.rows
          .filter((r) => r.group === g)
          .sort((a, b) => (a.date || '9999').localeCompare(b.date || '9999'));
        return `<tr class="gr"><td colspan="9">${e(g)}</td></tr>${rs.map(rowCells).join('')}`;
      })
      .join('');
    table = `<table class="im"><thead><tr><th style="width:5%">DOSE</th><th style="width:9%">DATE GIVEN</th><th style="width:27%">PRODUCT</th><th style="width:4%">MFR</th><th style="width:8%">LOT</th><th style="width:20%">ADMIN SITE</th><th style="width:14%">ADMIN BY</th><th style="width:3%">SRC</th><th>EXEMPT</th></tr></thead><tbody>${body}</tbody></table>`;
  }
  const grid = [
    ['NAME', `<b>${e(f.nameShown)}</b>`],
    [B.idLabel, e(f.dodId)],
    ['DOB', e(dd(f.dob))],
    ['GRADE', e(f.grade[0])],
    ['SPECIALTY', e(f.grade[1])],
    ['COMPONENT', e(B.comp)],
    [B.unitLabel, e(f.unit[0])],
    [f.unit[1], e(f.unit[2])],
  ];
  const gridHtml = `<table class="mg"><tr>${grid
    .slice(0, 4)
    .map(([c, v]) => `<td><span class="cap">${c}:</span> ${v}</td>`)
    .join('')}</tr><tr>${grid
    .slice(4)
    .map(([c, v]) => `<td><span class="cap">${c}:</span> ${v}</td>`)
    .join('')}</tr></table>`;
  const strip = `<table class="rs"><tr>
    <td><span class="cap">IMR STATUS</span><br><b>${e(f.imr)}</b></td>
    <td><span class="cap">PHA</span><br>${e(dd(f.pha))}</td>
    <td><span class="cap">DENTAL</span><br>CLASS 1 \u00b7 ${e(dd(f.dental))}</td>
    <td><span class="cap">HEARING</span><br>H-1 \u00b7 ${e(dd(f.dental))}</td>
    <td><span class="cap">HIV</span><br>${e(dd(f.hiv))}</td>
    <td><span class="cap">IMMUNIZATIONS</span><br>CURRENT</td>
    <td class="w"><span class="cap">COVID-19</span><br>INFORMATIONAL ONLY \u2014 NOT AN IMR REQUIREMENT SINCE ${e(dd('2023-01-10'))}</td></tr></table>`;
  const body = `
  <div class="cui">CUI \u2014 CONTAINS PRIVACY ACT INFORMATION (5 U.S.C. 552a) \u2014 FOR OFFICIAL USE</div>
  <div class="hdr"><div><b>${e(B.org)}</b><br>${e(B.sys)}</div><div class="tt">${e(B.title)}</div>
  <div class="rt">RUN: ${e(dd(f.run))} ${e(f.runTime)}<br>REQUESTED BY: ${e(B.nco[0])}<br>PAGE 1 OF 1</div></div>
  ${gridHtml}
  ${strip}
  ${table}
  <div class="lg"><b>SRC:</b> M = ADMINISTERED BY MILITARY \u00b7 C = CIVILIAN RECORD TRANSCRIBED (CDC CARD / IIS) \u00b7 H = HISTORICAL, DOCUMENTED AT ACCESSION &nbsp;&nbsp;
  <b>EXEMPT:</b> MI = MEDICALLY IMMUNE (TITER / DISEASE) \u00b7 MT = MEDICAL, TEMPORARY \u00b7 MP = MEDICAL, PERMANENT \u00b7 AR = ADMINISTRATIVE, REFUSAL \u00b7 RE = RELIGIOUS (APPROVED) \u00b7 NR = NOT REQUIRED<br>
  <b>MFR:</b> MVX CODE OF THE MANUFACTURER AS RECORDED AT ENTRY.</div>
  <div class="cert"><div class="ct">CERTIFIED TRUE COPY OF THE ELECTRONIC RECORD</div>
  <div class="sgl">${sig(f.ncoSig, { font: f.sfont, ink: f.ink, size: '1.55em' })}</div>
  <div class="sgt">${e(B.nco[0])}, ${e(B.nco[1])} &nbsp; DATE: ${hand(f.certDate, { font: f.pen, ink: f.ink, size: '1.1em' })}</div></div>
  ${f.note ? `<div class="sticky">${hand(f.note, { font: f.pen2, ink: '#1b1b1b', size: '1.45em' })}</div>` : ''}
  <div class="cui b">CUI</div>`;
  const css = `
  body { font-family:${FONTS.mono}; font-size:7.6pt; }
  .cui { text-align:center; font-weight:bold; font-size:8pt; letter-spacing:.08em; border:1px solid #222; padding:1px; }
  .cui.b { margin-top:6px; }
  .hdr { display:flex; justify-content:space-between; align-items:flex-start; margin-top:5px; font-size:7.8pt; }
  .tt { font-size:10.5pt; font-weight:bold; text-align:center; padding-top:3px; }
  .rt { text-align:right; }
  table.mg { width:100%; margin-top:5px; border:1px solid #222; } table.mg td { padding:2px 5px; font-size:8pt; border-bottom:0.5px dotted #888; }
  .cap { color:#333; font-size:7pt; }
  table.rs { width:100%; margin-top:4px; } table.rs td { border:1px solid #555; padding:2px 4px; font-size:7.4pt; vertical-align:top; }
  table.rs td.w { width:24%; }
  table.im { width:100%; margin-top:6px; font-size:7.3pt; } table.im th { border-top:1.4px solid #111; border-bottom:1.4px solid #111; text-align:left; padding:2px 3px; font-size:7pt; }
  table.im td { padding:1.6px 3px; border-bottom:0.5px solid #bbb; vertical-align:top; } td.c { text-align:center; }
  tr.gr td { background:#d9d9d9; font-weight:bold; border-bottom:0.8px solid #555; padding-top:2.5px; }
  tr.hl td { background:rgba(255,240,60,0.55); }
  .lg { font-size:6.7pt; margin-top:5px; line-height:1.35; }
  .cert { margin-top:6px; width:3.6in; margin-left:auto; border:1px solid #444; padding:3px 6px; position:relative; }
  .ct { font-size:7pt; font-weight:bold; } .sgl { min-height:26px; border-bottom:0.7px solid #333; } .sgt { font-size:6.9pt; }
  .sticky { position:absolute; left:0.4in; top:${f.noteTop}in; width:2.3in; background:#fff59a; padding:8px 10px; transform:rotate(${f.noteRot}deg); box-shadow:1px 2px 3px rgba(0,0,0,0.25); }`;
  return page({
    title: 'Immunization history',
    size: 'letter landscape',
    margin: '0.35in 0.4in',
    body,
    css,
    font: FONTS.mono,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, branchKey, o = {}) => {
    const B = BRANCHES[branchKey];
    const mi = p.middle ? ` ${p.middle}` : '';
    const run = addDays('2026-10-12', rng.int(0, 25));
    return {
      B,
      nameShown: stripAccents(`${p.last}, ${p.first}${mi}`).toUpperCase(),
      dob: p.dob,
      dodId: `1${rng.digits(9)}`,
      grade: rng.pick(B.grades),
      unit: rng.pick(B.units),
      run,
      runTime: `${String(rng.int(7, 16)).padStart(2, '0')}${String(rng.int(0, 59)).padStart(2, '0')}`,
      certDate: milDate(addDays(run, rng.int(0, 2)), B.ds),
      imr: 'FULLY MEDICALLY READY',
      pha: addDays('2026-01-12', rng.int(0, 200)),
      dental: addDays('2025-11-03', rng.int(0, 250)),
      hiv: addDays('2025-03-02', rng.int(0, 300)),
      ncoSig: B.nco[0].split(' ').slice(1).join(' '),
      sfont: rng.pick(SIGS),
      pen: rng.pick(HANDS),
      pen2: rng.pick(HANDS),
      ink: rng.pick(INKS),
      highlight: false,
      note: '',
      noteTop: rng.pick([6.0, 6.3]),
      noteRot: rng.int(-5, 4),
      ...o,
    };
  };
  /** The other vaccines on every record: accession-era and yearly doses, none of them COVID-19. */
  const otherRows = (f, accession) => {
    const B = f.B;
    const site = () => rng.pick(B.sites);
    const by = () => rng.pick(B.vaccinators);
    const lot = () => `${rng.letters(2)}${rng.digits(4)}${rng.chance(0.5) ? rng.letters(1) : ''}`;
    const rows = [
      {
        group: 'ADENOVIRUS T4/T7',
        dose: '1',
        date: addDays(accession, 2),
        desc: 'ADENOVIRUS TYPES 4 AND 7, LIVE, ORAL',
        trade: 'ADENOVIRUS T4/T7',
        mvx: 'BRR',
        lot: lot(),
        site: 'MEPS / RECEPTION BN',
        by: 'ACCESSION',
        src: 'H',
      },
      {
        group: 'HEPATITIS A',
        dose: '1',
        date: addDays(accession, 2),
        desc: 'HEP A, ADULT',
        trade: 'HAVRIX',
        mvx: 'SKB',
        lot: lot(),
        site: 'MEPS / RECEPTION BN',
        by: 'ACCESSION',
        src: 'H',
      },
      {
        group: 'HEPATITIS A',
        dose: '2',
        date: addDays(accession, 200),
        desc: 'HEP A, ADULT',
        trade: 'HAVRIX',
        mvx: 'SKB',
        lot: lot(),
        site: site(),
        by: by(),
        src: 'M',
      },
      {
        group: 'HEPATITIS B',
        dose: '\u2014',
        date: addDays(accession, 3),
        desc: 'HEP B SURFACE AB TITER',
        trade: 'HEP B TITER',
        mvx: '',
        lot: '',
        site: 'MEPS / RECEPTION BN',
        by: 'LAB',
        src: 'H',
        ex: 'MI',
      },
      {
        group: 'MMR',
        dose: '\u2014',
        date: addDays(accession, 3),
        desc: 'MMR IGG TITER',
        trade: 'MMR TITER',
        mvx: '',
        lot: '',
        site: 'MEPS / RECEPTION BN',
        by: 'LAB',
        src: 'H',
        ex: 'MI',
      },
      {
        group: 'VARICELLA',
        dose: '\u2014',
        date: addDays(accession, 3),
        desc: 'VARICELLA IGG TITER',
        trade: 'VZV TITER',
        mvx: '',
        lot: '',
        site: 'MEPS / RECEPTION BN',
        by: 'LAB',
        src: 'H',
        ex: 'MI',
      },
      {
        group: 'TDAP',
        dose: 'B',
        date: addDays('2022-06-06', rng.int(0, 300)),
        desc: 'TDAP',
        trade: 'BOOSTRIX',
        mvx: 'SKB',
        lot: lot(),
        site: site(),
        by: by(),
        src: 'M',
      },
      {
        group: 'POLIO',
        dose: 'B',
        date: addDays(accession, 2),
        desc: 'IPV',
        trade: 'IPOL',
        mvx: 'PMC',
        lot: lot(),
        site: 'MEPS / RECEPTION BN',
        by: 'ACCESSION',
        src: 'H',
      },
    ];
    for (const y of [2022, 2023, 2024, 2025, 2026]) {
      if (y === 2026 && f.noFlu2026) continue;
      const dt = addDays(`${y}-09-10`, rng.int(0, 45));
      rows.push({
        group: 'INFLUENZA',
        dose: 'A',
        date: dt,
        desc:
          y >= 2024 ? `INFLUENZA, TRIVALENT, PF ${y}-${y + 1}` : `INFLUENZA, QUADRIVALENT, PF ${y}-${y + 1}`,
        trade: rng.pick(['FLUZONE', 'FLUARIX', 'AFLURIA']),
        mvx: rng.pick(['PMC', 'SKB', 'SEQ']),
        lot: lot(),
        site: site(),
        by: by(),
        src: 'M',
      });
    }
    return rows;
  };
  const covRow = (f, kind, dose, date, o = {}) => {
    const P = COV[kind];
    return {
      group: 'COVID-19',
      cov: true,
      dose,
      date,
      desc: P.desc,
      trade: P.trade,
      mvx: P.mvx,
      cvxShow: f.B.mode === 'grouped' && f.showCvx ? P.cvx : '',
      lot: kind === 'janssen' ? `${rng.digits(6)}` : `${rng.letters(2)}${rng.digits(4)}`,
      site: rng.pick(f.B.sites),
      by: rng.pick(f.B.vaccinators),
      src: 'M',
      ...o,
    };
  };
  const days = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);
  const out = [];

  // 1 — Army: Moderna x2 at drill, then a civilian Pfizer bivalent booster transcribed from the card (clean)
  {
    const p = k.person();
    const f = mk(p, 'army', { showCvx: true });
    const d1 = addDays('2021-01-09', rng.int(0, 25));
    const d2 = addDays(d1, rng.int(28, 35));
    const d3 = addDays('2022-09-17', rng.int(0, 70));
    f.rows = [
      ...otherRows(f, addDays('2013-06-03', rng.int(0, 900))),
      covRow(f, 'moderna', '1', d1),
      covRow(f, 'moderna', '2', d2),
      covRow(f, 'pfizerBi', 'BST', d3, {
        site: 'CIV: RIVERBEND PHARMACY #212, DAYTON OH',
        by: 'CIV VACCINATOR (PER CARD)',
        src: 'C',
      }),
    ];
    out.push({
      key: 'army-moderna-two-doses-civilian-bivalent-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: [
        'not enough doses',
        'unsupported dose combination',
        'declination not allowed',
        'missing dose administrator',
      ],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        'doses.2.kind': 'booster',
        'doses.2.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `COVID-19 group (second, after the accession adenovirus row, before HEPATITIS A / B and INFLUENZA): Moderna (MFR MOD, CVX 207) dose 1 ${d1} and dose 2 ${d2} (${days(d1, d2)} days) given by unit medics, then a Pfizer bivalent booster ${d3} at a civilian pharmacy transcribed from the card (SRC C); the MI codes belong to MMR / varicella / hepatitis B titers, not to COVID-19; run, PHA, dental, HIV and DOB dates are not doses`,
    });
  }

  // 2 — Navy: Pfizer x2 in a newest-first list among other vaccines (clean)
  {
    const p = k.person();
    const f = mk(p, 'navy', { highlight: true });
    const d1 = addDays('2021-03-06', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(21, 26));
    f.rows = [
      ...otherRows(f, addDays('2016-02-01', rng.int(0, 700))),
      covRow(f, 'pfizer', '1', d1),
      covRow(f, 'pfizer', '2', d2),
    ];
    out.push({
      key: 'navy-pfizer-two-doses-newest-first-highlighted',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['not enough doses', 'insufficient waiting period', 'unsupported manufacturer'],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `one newest-first list: the two COVID-19 rows (highlighted by the worker) are PFIZER-BIONTECH COVID-19 VACCINE, MFR PFR, dose 2 ${d2} listed above dose 1 ${d1} (${days(d1, d2)} days apart) with yearly influenza rows above and accession vaccines below; dates as DD-MON-YYYY`,
    });
  }

  // 3 — Air Force: a civilian Janssen dose transcribed, then a Pfizer booster by the squadron (clean)
  {
    const p = k.person();
    const f = mk(p, 'af', { showCvx: rng.chance(0.5) });
    const d1 = addDays('2021-03-29', rng.int(0, 40));
    const d2 = addDays('2021-11-01', rng.int(0, 50));
    f.rows = [
      ...otherRows(f, addDays('2014-08-11', rng.int(0, 900))),
      covRow(f, 'janssen', '1', d1, {
        site: 'CIV: STATE FAIRGROUNDS MASS VACCINATION SITE',
        by: 'CIV VACCINATOR (PER CARD)',
        src: 'C',
      }),
      covRow(f, 'pfizer', 'BST', d2),
    ];
    out.push({
      key: 'air-force-civilian-janssen-then-pfizer-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination', 'missing dose administrator'],
      data: {
        record_type: 'immunization_record',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'janssen',
        'doses.1.kind': 'booster',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `dates as YYYYMMDD: Janssen (MFR JSN) dose 1 ${d1} at a civilian mass vaccination site, transcribed from the card (SRC C) \u2014 a complete one-dose primary series \u2014 then a Pfizer booster (BST) ${d2} by the squadron; an mRNA booster after Janssen is accepted (this corpus's reading)`,
    });
  }

  // 4 — Army: Pfizer dose 1, then a medical temporary exemption on dose 2 that never became a dose
  {
    const p = k.person();
    const f = mk(p, 'army', { highlight: true, showCvx: false });
    const d1 = addDays('2021-09-04', rng.int(0, 30));
    const ex = addDays(d1, rng.int(14, 20));
    const exEnd = addDays(ex, 120);
    f.rows = [
      ...otherRows(f, addDays('2015-01-12', rng.int(0, 900))),
      covRow(f, 'pfizer', '1', d1),
      {
        group: 'COVID-19',
        cov: true,
        dose: '2',
        date: '',
        desc: 'COVID-19, MRNA, LNP-S, PF, 30 MCG/0.3 ML',
        trade: '',
        mvx: '',
        lot: '',
        site: rng.pick(f.B.sites),
        by: '',
        src: '',
        ex: `MT ${milDate(ex, 'army')}\u2013${milDate(exEnd, 'army')}`,
      },
    ];
    f.note = 'COVID shots = highlighted. 2nd one deferred, never got it after';
    out.push({
      key: 'army-pfizer-dose-one-then-medical-temporary-exemption',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['not enough doses'],
      forbidden: ['insufficient waiting period'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `one Pfizer dose ${d1}; the dose-2 row has no date, lot or vaccinator, only "MT ${milDate(ex, 'army')}\u2013${milDate(exEnd, 'army')}" (medical, temporary exemption) and the worker's sticky note says it was never given: the primary series is incomplete (declination not allowed may also be reported for the exemption; the decision is the same)`,
    });
  }

  // 5 — Air Force: medical permanent exemption, no COVID-19 dose at all
  {
    const p = k.person();
    const f = mk(p, 'af', { showCvx: false });
    const ex = addDays('2021-09-27', rng.int(0, 40));
    f.rows = [
      ...otherRows(f, addDays('2012-05-07', rng.int(0, 900))),
      {
        group: 'COVID-19',
        cov: true,
        dose: '\u2014',
        date: ex,
        desc: 'COVID-19 VACCINE \u2014 EXEMPTION ENTRY (NO DOSE)',
        trade: '',
        mvx: '',
        lot: '',
        site: 'HARLAN FIELD ARB \u2014 RSD CLINIC',
        by: rng.pick(['MAJ E. SORENSON, MC', 'LT COL H. BRAXTON, MC']),
        src: 'M',
        ex: 'MP \u2014 MEDICAL, PERMANENT',
      },
    ];
    out.push({
      key: 'air-force-medical-permanent-exemption-no-doses',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['declination not allowed'],
      data: {
        'declination.reason': 'medical',
        'declination.date': ex,
        ...personData(),
      },
      note: `the only COVID-19 row is an exemption entry dated ${ex}: "MP \u2014 MEDICAL, PERMANENT", no product, lot or dose; a medical exemption is a declination with a medical reason, and allow_declination is false by default (not enough doses may also be reported); the other rows are hepatitis, MMR, polio, Tdap and influenza`,
    });
  }

  // 6 — Navy: Pfizer dose 1 at one command, Moderna dose 2 at the next after a transfer
  {
    const p = k.person();
    const f = mk(p, 'navy', { highlight: rng.chance(0.5) });
    const d1 = addDays('2021-07-10', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(30, 42));
    f.rows = [
      ...otherRows(f, addDays('2017-09-18', rng.int(0, 700))),
      covRow(f, 'pfizer', '1', d1, { site: 'EMF DET 7 SRP' }),
      covRow(f, 'moderna', '2', d2, { site: 'NOSC PORT WILLARD MEDICAL' }),
    ];
    out.push({
      key: 'navy-pfizer-then-moderna-after-transfer',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['unsupported dose combination'],
      forbidden: ['insufficient waiting period'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        ...personData(),
      },
      note: `COVID-19 dose 1 ${d1} PFIZER-BIONTECH (PFR) at EMF DET 7, dose 2 ${d2} MODERNA (MOD) at the NOSC ${days(d1, d2)} days later: two products as the two primary doses, read as unsupported dose combination like the corpus's Pfizer-then-Moderna case (not enough doses may also be reported)`,
    });
  }
  return out;
}
