// A photocopy of a federal-style "Chronological Record of Medical Care" (the ruled continuation sheet that military
// troop medical clinics, tribal / federal health centers and residential job-training centers keep in the paper chart)
// on which the TB test is told in handwritten entries among the other visits: a DATE column on the left and, on the
// right, free-text notes in each clinician's own hand (S: / O: / A/P:, abbreviations such as PPD, TST, ID, L volar
// forearm, RTC, QFT) each closed with a signature and a printed or stamped name block. The holder is identified only in
// the PATIENT'S IDENTIFICATION block at the foot of the sheet (an addressograph plate imprint, a printed chart label or
// handwriting: LAST, FIRST MIDDLE; sex; date of birth; relationship to sponsor; sponsor's name for a family member;
// rank / grade or status; records maintained at). Dates are written the way each clinic writes them (14OCT26, 14 Oct
// 2026, 10/14/26), with clock times beside them. The deciding facts are spread over two entries (placed on one,
// read on another) or a draw and a later result entry whose own date is not the lab's resulted date; a sick-call
// visit, an influenza shot, a blood-pressure check or a respirator fit test are other entries with their own dates;
// one chart continues on a second sheet where the chest x-ray entry is.
import { addDays, fmt, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r28_b_chronological_record_of_care_handwritten_entries',
  split: 'tuning',
  renderings: { photo: 32, scanned_pdf: 24, fax: 18, scan_image: 16, text_pdf: 10 },
  description:
    'Photocopied federal-style "Chronological Record of Medical Care" continuation sheet (troop medical clinic of a reserve unit, tribal health center employee health, job-training center wellness clinic) with the TB test told in handwritten dated entries among other visits: DATE column and free-text S: / O: / A/P: notes in several hands, each signed with a stamped or printed name block; PATIENT\u2019S IDENTIFICATION block at the foot (addressograph imprint, chart label or handwriting: LAST, FIRST MIDDLE, sex, DOB, relationship to sponsor, sponsor\u2019s name, rank or status); dates as 14OCT26 / 14 Oct 2026 / 10/14/26 with clock times; variants PPD placed and read at 48 h 0 mm, QuantiFERON draw entry then a later result entry quoting collected and final dates, 15 mm positive with the chest x-ray entry on a second sheet, a read four days after placement, 16 mm positive with the x-ray only ordered, and a military spouse\u2019s sheet (sponsor named) whose only TB test is from last year under newer flu and blood-pressure entries',
};

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const p2 = (n) => String(n).padStart(2, '0');

const CLINICS = {
  army: {
    key: 'army',
    maintained: 'TMC 4 \u2014 1st Medical Readiness Det. (USAR), Camp Harlan, KY',
    org: '1st Med Readiness Det',
    idStyle: 'plate',
    ds: (iso) => {
      const [y, m, d] = iso.split('-').map(Number);
      return `${p2(d)}${MON[m - 1]}${String(y).slice(2)}`;
    },
    staff: {
      placer: ['SGT Renata Alvarez', 'SGT R. ALVAREZ, 68W', 'Medical Readiness NCO'],
      reader: ['SSG Curtis Oyelaran', 'SSG C. OYELARAN, 68W', 'TMC 4 / USAR'],
      prov: ['MAJ Helen Strickland', 'H. STRICKLAND, MAJ, MC', 'Physician, TMC 4'],
      pa: ['CPT Dale Hennessy', 'D. HENNESSY, CPT, SP', 'Physician Assistant'],
    },
  },
  tribal: {
    key: 'tribal',
    maintained: 'Red Mesa Health Center \u2014 Employee Health, Shiprock Rd, NM',
    org: 'Red Mesa HC Employee Health',
    idStyle: 'label',
    ds: (iso) => fmt(iso, 'us_short'),
    staff: {
      placer: ['Loretta Begay, RN', 'L. BEGAY, RN', 'Employee Health Nurse'],
      reader: ['Vernon Tsinajinnie, RN', 'V. TSINAJINNIE, RN', 'Employee Health'],
      prov: ['Miriam Achterberg, MD', 'M. ACHTERBERG, MD', 'Occupational Medicine'],
      pa: ['Gilbert Yazzie, PA-C', 'G. YAZZIE, PA-C', 'Urgent Care'],
    },
  },
  jobcorps: {
    key: 'jobcorps',
    maintained: 'Cedar Ridge Job Corps Center \u2014 Health & Wellness, Bldg 14',
    org: 'Cedar Ridge JCC Wellness',
    idStyle: 'written',
    ds: (iso) => fmt(iso, 'dmy'),
    staff: {
      placer: ['Annette Kilbride, LPN', 'A. KILBRIDE, LPN', 'Health & Wellness'],
      reader: ['Tamsin Orr, RN', 'T. ORR, RN', 'Center Nurse'],
      prov: ['Rupert Vasquez-Lind, MD', 'R. VASQUEZ-LIND, MD', 'Center Physician'],
      pa: ['Noelle Fairbanks, NP', 'N. FAIRBANKS, FNP-C', 'Center NP'],
    },
  },
};

const MALE = new Set(
  'Daniel William Robert Anthony José Grzegorz Jonathan Samuel Liam Marcus Dmitri Kwame Tomás Olusegun Rafael Nathaniel Christopher Tyrone Gabriel Patrick Emmanuel Ahmad Luis Michael Isaiah Kenji Desmond Francisco Stanislav Darnell Aidan Trevor Oluwaseun'.split(
    ' ',
  ),
);
const IMAGING = [
  'Harlan Valley Imaging',
  'Four Corners Regional Radiology',
  'Mercy Ridge Hospital Radiology',
];
const LABS = ['Southwest Regional Reference Laboratory', 'High Desert Clinical Laboratories'];

/** One handwritten entry: date (+ time) in the left column, lines of text, signature + name block. */
function entryHtml(f, e) {
  const pen = e.pen || f.pen;
  const ink = e.ink || f.ink;
  // Breip's letters are small and thin: written larger
  const hs = pen === 'Breip' ? '1.28em' : f.hsize;
  const lines = e.lines.map((l) => `<div class="ln">${hand(l, { font: pen, ink, size: hs })}</div>`).join('');
  const who = e.who;
  const block =
    e.nameStyle === 'stamp'
      ? `<span class="stw">${stamp([who[1], who[2]], { color: e.stampColor || '#3a3a7a', rot: e.rot ?? -3, font: FONTS.sans })}</span>`
      : `<span class="pn">${hand(who[1], { font: pen, ink, size: '0.9em' })}</span>`;
  const signature = e.unsigned
    ? ''
    : sig(who[0].replace(/,.*$/, '').replace(/^(SGT|SSG|SFC|MSG|CPT|MAJ|1LT)\s+/, ''), {
        font: e.sigFont || SIGS[0],
        ink,
        size: '1.45em',
        rot: -2,
      });
  return `<div class="en"><div class="dt">${hand(e.date, { font: pen, ink, size: hs })}${e.time ? `<br>${hand(e.time, { font: pen, ink, size: '0.95em' })}` : ''}</div>
  <div class="tx">${lines}<div class="ln sgl">${signature} ${block}</div></div></div>`;
}

function idBlock(f) {
  const P = f.pt;
  const C = f.C;
  let imprint;
  if (C.idStyle === 'plate') {
    imprint = `<div class="plate">${[
      `${P.last.toUpperCase()}, ${P.first.toUpperCase()} ${P.middle ? P.middle[0].toUpperCase() : ''}`,
      `${P.sex}  DOB ${P.dobText}  FMP ${P.fmp}`,
      `SPONSOR: ${P.sponsor ? P.sponsor.toUpperCase() : 'SELF'}`,
      `DOD ID ${P.dodid}   ${P.status}`,
      `${C.org.toUpperCase()}`,
    ]
      .map(esc)
      .join('<br>')}</div>`;
  } else if (C.idStyle === 'label') {
    imprint = `<div class="label"><b>${esc(`${P.last.toUpperCase()}, ${P.first.toUpperCase()}${P.middle ? ' ' + P.middle.toUpperCase() : ''}`)}</b><br>
      DOB: ${esc(P.dobText)} &nbsp; Sex: ${esc(P.sex)}<br>Chart # ${esc(P.chart)} &nbsp; EMP<br>${esc(C.org)}<br><span class="bc">|||| ||| |||| || ||||| |||</span></div>`;
  } else {
    imprint = `<div class="wr">${hand(`${P.last}, ${P.first} ${P.middle ? P.middle[0] + '.' : ''}`, { font: f.idPen, ink: f.idInk, size: '1.25em' })}<br>
      ${hand(`DOB ${P.dobText}   ${P.sex}`, { font: f.idPen, ink: f.idInk, size: '1.05em' })}<br>${hand(`Student ID ${P.chart}`, { font: f.idPen, ink: f.idInk, size: '1em' })}</div>`;
  }
  const cell = (cap, val, cls = '') =>
    `<div class="ic ${cls}"><div class="cap">${cap}</div><div class="val">${val}</div></div>`;
  const hv = (t) =>
    C.idStyle === 'written' ? hand(t, { font: f.idPen, ink: f.idInk, size: '1em' }) : esc(t);
  return `<div class="idb">
    <div class="idl"><div class="cap">PATIENT\u2019S IDENTIFICATION <span class="sm">(For typed or written entries give: Name \u2014 last, first, middle; ID No.; Sex; Date of Birth; Rank/Grade.)</span></div>${imprint}</div>
    <div class="idr">
      ${cell('RECORDS MAINTAINED AT', esc(C.maintained), 'w2')}
      ${cell('PATIENT\u2019S NAME (Last, First, Middle Initial)', hv(`${P.last}, ${P.first} ${P.middle ? P.middle[0] : ''}`), 'w2')}
      ${cell('SEX', hv(P.sex))}
      ${cell('DATE OF BIRTH', hv(P.dobText))}
      ${cell('RELATIONSHIP TO SPONSOR', hv(P.rel))}
      ${cell('STATUS', hv(P.status))}
      ${cell('SPONSOR\u2019S NAME', hv(P.sponsor || 'SELF'), 'w2')}
      ${cell('DEPART./SERVICE', hv(P.dept))}
      ${cell('RANK/GRADE', hv(P.rank))}
    </div></div>`;
}

function sheetHtml(f, entries, pageNo, pages) {
  return `<div class="sheet${pageNo < pages ? ' pb' : ''}">
  <div class="top"><span class="mr">MEDICAL RECORD</span><span class="tt">CHRONOLOGICAL RECORD OF MEDICAL CARE</span><span class="pgn">${pages > 1 ? `Sheet ${pageNo} of ${pages}` : ''}</span></div>
  <div class="grid">
    <div class="gh"><div class="dh">DATE</div><div class="th">SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION <span class="sm">(Sign each entry)</span></div></div>
    <div class="body">${entries.map((e) => entryHtml(f, e)).join('')}</div>
  </div>
  ${idBlock(f)}
  <div class="foot"><span>CHRONOLOGICAL RECORD OF MEDICAL CARE</span><span>${f.copyLine}</span><span>STANDARD FORM 600 (REV. 11/2010)<br><span class="sm">Prescribed by GSA/ICMR, FIRMR (41 CFR) 201-9.202-1</span></span></div>
  </div>`;
}

function render(f) {
  const pages = f.pages || [f.entries];
  const body = pages.map((es, i) => sheetHtml(f, es, i + 1, pages.length)).join('');
  const lh = 25;
  const css = `
  .sheet { position:relative; height:10.05in; display:flex; flex-direction:column; }
  .top { display:flex; align-items:baseline; border-bottom:2px solid #111; padding-bottom:2px; }
  .mr { font-weight:bold; font-size:10pt; width:1.6in; } .tt { flex:1; text-align:center; font-weight:bold; font-size:13pt; letter-spacing:0.03em; }
  .pgn { width:1.6in; text-align:right; font-size:8pt; }
  .grid { flex:1; border:1.4px solid #111; border-top:none; display:flex; flex-direction:column; }
  .gh { display:flex; border-bottom:1.4px solid #111; font-size:8pt; font-weight:bold; }
  .dh { width:1.05in; border-right:1.4px solid #111; padding:2px 4px; text-align:center; } .th { flex:1; padding:2px 6px; }
  .sm { font-weight:normal; font-size:7pt; }
  .body { flex:1; position:relative; background-image:linear-gradient(to bottom, transparent ${lh - 1}px, #9aa3ad ${lh - 1}px); background-size:100% ${lh}px; }
  .body::before { content:''; position:absolute; left:1.05in; top:0; bottom:0; border-left:1.3px solid #111; }
  .en { display:flex; }
  .dt { width:1.05in; padding:0 4px; line-height:${lh}px; text-align:center; }
  .tx { flex:1; padding:0 8px 0 10px; }
  .ln { line-height:${lh}px; min-height:${lh}px; white-space:nowrap; overflow:visible; }
  .ln .hand { line-height:${lh}px; }
  .sgl { height:${lh * 2}px; display:flex; align-items:center; gap:14px; }
  .stw { display:inline-block; transform:scale(0.92); transform-origin:left center; }
  .pn { display:inline-block; }
  .idb { display:flex; border:1.4px solid #111; border-top:none; }
  .idl { width:3.1in; border-right:1.4px solid #111; padding:3px 6px; font-size:7pt; }
  .idl .cap { font-weight:bold; }
  .idr { flex:1; display:flex; flex-wrap:wrap; }
  .ic { width:33.33%; border-left:0.8px solid #444; border-bottom:0.8px solid #444; padding:1px 4px; font-size:8.2pt; min-height:0.33in; }
  .ic.w2 { width:66.66%; } .ic .cap { font-size:6.4pt; font-weight:bold; } .ic .val { margin-top:1px; }
  .plate { font-family:${FONTS.courier}; font-size:10.5pt; letter-spacing:0.06em; color:${f.plateInk}; line-height:1.22; margin-top:5px; text-shadow:0.6px 0.4px 0 ${f.plateInk}; opacity:0.86; }
  .label { margin-top:6px; border:0.8px solid #999; background:#fbfbf6; padding:4px 7px; font-size:8.6pt; line-height:1.25; width:2.7in; transform:rotate(${f.labelRot}deg); box-shadow:0.5px 0.5px 1px #aaa; }
  .label .bc { font-family:${FONTS.sans}; letter-spacing:-1px; font-size:11pt; }
  .wr { margin-top:6px; line-height:1.35; }
  .foot { display:flex; justify-content:space-between; font-size:7.4pt; font-weight:bold; margin-top:2px; }
  .foot span:last-child { text-align:right; }`;
  return page({
    title: 'Chronological Record of Medical Care',
    margin: '0.35in 0.45in',
    body,
    css,
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const penSet = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];
  const ink = () => rng.pick(INKS);
  const hhmm = (h0, h1) => `${p2(rng.int(h0, h1))}${p2(rng.pick([0, 5, 10, 15, 20, 30, 40, 45, 50]))}`;
  const lot = () => `${rng.pick(['C5', 'C6', 'D2'])}${rng.digits(3)}${rng.pick(['AA', 'BA', 'AB'])}`;

  const make = (C, p, o = {}) => {
    const ds = C.ds;
    const pt = {
      first: p.first,
      middle: p.middle,
      last: p.last,
      sex: MALE.has(p.first) ? 'M' : 'F',
      dobText:
        C.key === 'army'
          ? `${p.dob.slice(8)}${MON[Number(p.dob.slice(5, 7)) - 1]}${p.dob.slice(0, 4)}`
          : C.key === 'tribal'
            ? fmt(p.dob, 'us')
            : fmt(p.dob, 'dmy'),
      fmp: o.fmp || '20',
      dodid: rng.digits(10),
      chart: rng.digits(7),
      sponsor: o.sponsor || '',
      rel: o.rel || (C.key === 'tribal' ? 'EMPLOYEE' : 'SELF'),
      status:
        o.status ||
        (C.key === 'army' ? 'USAR' : C.key === 'tribal' ? 'Contract staff' : 'Student (CNA trade)'),
      rank: o.rank || (C.key === 'army' ? rng.pick(['1LT', 'CPT', 'SFC', 'SGT']) : 'N/A'),
      dept: o.dept || (C.key === 'army' ? 'ARMY' : C.key === 'tribal' ? 'Nursing' : 'Health Occupations'),
    };
    return {
      C,
      pt,
      ds,
      pen: penSet[0],
      ink: ink(),
      rolePen: Object.fromEntries(
        rng.shuffle(penSet).map((x, i) => [['placer', 'reader', 'prov', 'pa'][i], x]),
      ),
      roleInk: Object.fromEntries(['placer', 'reader', 'prov', 'pa'].map((r) => [r, ink()])),
      hsize: '1.02em',
      idPen: rng.pick([HANDS[0], HANDS[1], HANDS[2]]),
      idInk: rng.pick(INKS),
      plateInk: rng.pick(['#3b2f6b', '#2a2a2a', '#4a3b78']),
      labelRot: rng.float(-2.5, 2.5).toFixed(1),
      copyLine: o.copyLine || '',
    };
  };
  const who = (C, role) => C.staff[role];
  const e = (f, role, date, lines, o = {}) => ({
    pen: f.rolePen[role],
    ink: f.roleInk[role],
    date: f.C.ds(date),
    time: o.time ?? hhmm(8, 16),
    lines,
    who: who(f.C, role),
    nameStyle: o.nameStyle || rng.pick(['stamp', 'print']),
    sigFont: rng.pick(SIGS),
    stampColor: rng.pick(['#2c3f8f', '#5a2a6e', '#1f1f1f']),
    rot: rng.float(-5, 2),
    unsigned: o.unsigned,
  });

  // 1 — reserve troop medical clinic: PPD placed and read at 48 h, 0 mm, between a sick-call visit and a flu shot.
  {
    const p = k.person();
    const C = CLINICS.army;
    const f = make(C, p, { rank: rng.pick(['1LT', 'CPT']), status: 'USAR / AN', dept: 'ARMY NURSE CORPS' });
    const sick = addDays('2026-05-12', rng.int(0, 60));
    const placed = addDays('2026-09-14', rng.int(0, 42));
    const read = addDays(placed, 2);
    const flu = addDays(read, rng.int(7, 20));
    const l = lot();
    f.entries = [
      e(f, 'pa', sick, [
        'S: c/o sore throat, nasal congestion x 3 days. No fever.',
        'O: T 98.9  P 78  BP 124/80. Pharynx mildly erythematous, no exudate.',
        'A/P: Viral URI. Supportive care, fluids. RTD. RTC PRN.',
      ]),
      e(
        f,
        'placer',
        placed,
        [
          'PHA / annual TB screen (civilian employment also requests).',
          'Denies cough > 3 wks, fever, night sweats, wt loss. No hx +TST, no BCG.',
          `PPD (Tubersol 5 TU / 0.1 mL) placed ID L volar forearm. Lot ${l}.`,
          `RTC 48\u201372 h for read: ${C.ds(read)} 0800\u20131100.`,
        ],
        { time: hhmm(8, 10) },
      ),
      e(
        f,
        'reader',
        read,
        ['TST read @ 48 h. Induration 0 mm.', 'Interp: NEGATIVE. Next TB screen w/ PHA.'],
        { time: hhmm(8, 10) },
      ),
      e(f, 'placer', flu, [
        'Influenza vaccine 2026\u201327, 0.5 mL IM R deltoid. VIS given.',
        `Lot ${rng.alnum(6)}. No reaction after 15 min. Entered in MEDPROS.`,
      ]),
    ];
    out.push({
      key: 'ppd-placed-read-48h-negative-between-other-visits',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period', 'missing test result', 'test too old'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
        ...personData(),
      },
      note: `PPD placed ${placed} (entry dated ${C.ds(placed)}) by ${C.staff.placer[0]}, read ${read} at 48 h, 0 mm NEGATIVE by ${C.staff.reader[0]}; the sick-call entry (${sick}) and the influenza entry (${flu}) are other visits; the holder appears only in the identification block (plate imprint)`,
    });
  }

  // 2 — tribal health center employee health: QuantiFERON draw entry, later result entry quoting collected / final dates.
  {
    const p = k.person();
    const C = CLINICS.tribal;
    const f = make(C, p);
    const fit = addDays('2026-07-20', rng.int(0, 30));
    const coll = addDays(fit, rng.int(10, 40));
    const res = addDays(coll, rng.int(2, 3));
    const seen = addDays(res, rng.int(2, 5));
    const lab = rng.pick(LABS);
    const acc = `${rng.letters(2)}${rng.digits(7)}`;
    f.entries = [
      e(f, 'placer', fit, [
        'Respirator fit test (qualitative, Bitrex) \u2014 3M 1870+ N95 size R: PASS.',
        'Medical clearance questionnaire reviewed, no contraindication.',
      ]),
      e(f, 'placer', coll, [
        'Pre-placement TB screen, contract RN (inpatient).',
        'Sx screen neg (no cough, fever, night sweats, wt loss). No BCG.',
        `QuantiFERON-TB Gold Plus drawn, 4 tubes, R AC. Sent to ${lab.split(' ').slice(0, 3).join(' ')}.`,
        `Acc # ${acc}. Will call with result.`,
      ]),
      e(f, 'reader', seen, [
        'QFT-Plus result rec\u2019d (faxed):  NEGATIVE.',
        `Nil 0.0${rng.int(2, 9)}  TB1\u2013Nil 0.0${rng.int(0, 4)}  TB2\u2013Nil 0.0${rng.int(0, 5)}  Mitogen\u2013Nil >10.00 IU/mL`,
        `Collected ${fmt(coll, 'us_short')}, final ${fmt(res, 'us_short')} \u2014 ${lab}.`,
        'Cleared for TB. Copy to employee & agency. Next annual screen due.',
      ]),
    ];
    out.push({
      key: 'qft-draw-entry-then-result-entry-negative',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['positive test result', 'missing administrator', 'missing test result', 'test too old'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': coll,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `QuantiFERON-TB Gold Plus drawn ${coll} (draw entry) and resulted ${res} (the "final" date quoted in the result entry, performed by ${lab}, which is the administrator); the result entry itself is dated ${seen}, the day the nurse charted it, not the report date; the respirator fit-test entry (${fit}) is not a TB test`,
    });
  }

  // 3 — job-training center: 15 mm positive on sheet 1, chest x-ray entry and clearance on sheet 2 (multi-page).
  {
    const p = k.person();
    const C = CLINICS.jobcorps;
    const f = make(C, p, { copyLine: 'COPY \u2014 released to student' });
    const intake = addDays('2026-06-01', rng.int(0, 30));
    const placed = addDays(intake, rng.int(3, 10));
    const read = addDays(placed, rng.pick([2, 3]));
    const mm = rng.int(14, 18);
    const cxr = addDays(read, rng.int(6, 16));
    const seen = addDays(cxr, rng.int(1, 5));
    const img = rng.pick(IMAGING);
    f.pages = [
      [
        e(f, 'prov', intake, [
          'Entry physical, CNA trade. Hx unremarkable. Born outside US, BCG as infant.',
          'Vitals WNL. Exam normal. Imm. review: MMR x2, varicella titer +, Hep B x3.',
          'Plan: TST per center policy. Cleared for classroom.',
        ]),
        e(f, 'placer', placed, [
          'TST (Aplisol 5 TU/0.1 mL) placed ID L forearm.',
          `Lot ${lot()}. Return for read ${C.ds(read)}.`,
        ]),
        e(f, 'reader', read, [
          `TST read ${read === addDays(placed, 2) ? '48' : '72'} h: induration ${mm} mm.  POSITIVE.`,
          'Asymptomatic. Hx BCG noted. Refer CXR PA/lat + provider eval.',
          'Hold clinical externship pending CXR. See continuation sheet.',
        ]),
      ],
      [
        e(f, 'prov', seen, [
          `CXR PA & lateral ${C.ds(cxr)} at ${img}:`,
          'Lungs clear. No infiltrate, cavitation, effusion or hilar adenopathy.',
          'Impression: No evidence of active pulmonary TB.',
          'A: LTBI (TST + / CXR neg), asymptomatic.',
          'P: Cleared for clinical externship. Offered 3HP \u2014 pt to f/u w/ PCP.',
          'Annual symptom screen in lieu of repeat TST.',
        ]),
      ],
    ];
    out.push({
      key: 'tst-positive-then-cxr-clear-on-sheet-2',
      person: requestPerson(p),
      html: render(f),
      multipage: true,
      issues: [],
      forbidden: ['positive test result', 'invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': mm,
        ...personData(),
      },
      note: `TST placed ${placed}, read ${read}, ${mm} mm POSITIVE on sheet 1; sheet 2 (dated ${seen}) records the chest x-ray of ${cxr} at ${img} with "No evidence of active pulmonary TB" and clearance: accept_xray (default) clears the positive skin test; the x-ray may be reported as a second test; the entry physical (${intake}) is another visit`,
    });
  }

  // 4 — tribal employee health: PPD read four days (about 96 h) after placement.
  {
    const p = k.person();
    const C = CLINICS.tribal;
    const f = make(C, p);
    const bp = addDays('2026-04-06', rng.int(0, 60));
    // a Monday placement, read on the Friday
    let placed = addDays('2026-09-07', 7 * rng.int(0, 8));
    while (new Date(placed + 'T00:00:00Z').getUTCDay() !== 1) placed = addDays(placed, 1);
    const read = addDays(placed, 4);
    f.entries = [
      e(f, 'pa', bp, [
        'BP recheck (worksite screening 148/92). Today 126/82 seated, repeat 124/80.',
        'No meds. Lifestyle counseling. Recheck 6 mo.',
      ]),
      e(f, 'placer', placed, [
        'Annual TB screen. Sx screen neg. Prior TST neg (per pt, outside clinic).',
        `PPD Tubersol 0.1 mL ID R volar forearm, lot ${lot()}.`,
        `Instructed return ${fmt(addDays(placed, 2), 'us_short')}\u2013${fmt(addDays(placed, 3), 'us_short')}.`,
      ]),
      e(f, 'reader', read, [
        `Pt in for PPD read \u2014 placed ${fmt(placed, 'us_short')} (missed read window, worked nights).`,
        'Read ~96 h after placement. Induration 0 mm. NEG.',
        'Discussed: read outside 48\u201372 h. Pt to decide re: repeat TST vs QFT.',
      ]),
    ];
    out.push({
      key: 'ppd-read-four-days-after-placement',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['invalid waiting period'],
      forbidden: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        ...personData(),
      },
      note: `PPD placed ${placed} (a Monday), read ${read} (the Friday, about 96 h later; the entry says so) \u2014 outside the 48\u201372 h window, so the 0 mm reading does not count; the instructed return dates and the earlier BP entry (${bp}) are not test dates`,
    });
  }

  // 5 — job-training center: 16 mm positive, chest x-ray only ordered.
  {
    const p = k.person();
    const C = CLINICS.jobcorps;
    const f = make(C, p);
    const placed = addDays('2026-09-21', rng.int(0, 40));
    const read = addDays(placed, rng.pick([2, 3]));
    const mm = rng.int(15, 19);
    const call = addDays(read, rng.int(3, 8));
    const appt = addDays('2026-11-24', rng.int(0, 10));
    f.entries = [
      e(f, 'placer', placed, [
        'TST for CNA clinical rotation. Denies sx. No prior TST, BCG unknown.',
        `Tubersol 5 TU ID L forearm, lot ${lot()}. Read in 48\u201372 h.`,
      ]),
      e(f, 'reader', read, [
        `TST read: ${mm} mm induration. POSITIVE. Pt asymptomatic.`,
        'CXR PA/lat ordered. Provider eval. NOT cleared for rotation pending CXR.',
      ]),
      e(f, 'pa', call, [
        `Phone: pt scheduled CXR at ${rng.pick(IMAGING)} for ${C.ds(appt)}.`,
        'Reviewed LTBI vs active TB, sx to report. Remains on hold for clinicals.',
      ]),
    ];
    out.push({
      key: 'tst-16mm-positive-cxr-only-ordered',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['positive test result'],
      forbidden: ['invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': mm,
        ...personData(),
      },
      note: `TST placed ${placed}, read ${read}, ${mm} mm POSITIVE; the chest x-ray is only ordered and scheduled for ${appt} (after valid_on) and the student is "NOT cleared": nothing clears the positive test`,
    });
  }

  // 6 — a military spouse's sheet: the only TB test is from last year, under newer flu and BP entries.
  {
    const p = k.person();
    const C = CLINICS.army;
    const q = otherPerson(k.person, p);
    const sponsor = `${rng.pick(['MSG', 'SFC', 'CPT', 'MAJ'])} ${q.first} ${p.last}`;
    const f = make(C, p, {
      sponsor,
      rel: 'SPOUSE',
      fmp: '30',
      status: 'DEPENDENT',
      rank: 'N/A',
      dept: 'ARMY (FAM MBR)',
    });
    const placed = addDays('2025-07-21', rng.int(0, 40));
    const read = addDays(placed, 2);
    const bpDay = addDays('2026-03-09', rng.int(0, 40));
    const flu = addDays('2026-10-05', rng.int(0, 30));
    f.entries = [
      e(f, 'placer', placed, [
        'FAM MBR \u2014 TB skin test for civilian employment (home health).',
        `Sx screen neg. PPD Tubersol 5 TU placed ID L volar forearm, lot ${lot()}.`,
      ]),
      e(f, 'reader', read, ['PPD read 48 h: 0 mm. NEGATIVE.', 'Result letter given to pt.']),
      e(f, 'pa', bpDay, ['BP check per pt request. 118/76 L arm seated. HR 72.', 'No complaints. RTC PRN.']),
      e(f, 'placer', flu, [
        'Influenza vaccine 2026\u201327 0.5 mL IM L deltoid. VIS given.',
        'Pt asks for new TB letter for job \u2014 advised new TST, next clinic day.',
      ]),
    ];
    out.push({
      key: 'spouse-sheet-tst-from-last-year',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['test too old'],
      forbidden: ['positive test result', 'name mismatch'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        ...personData(),
      },
      note: `the holder is the patient (relationship SPOUSE, FMP 30); the sponsor ${sponsor} is her or his spouse, not the holder; the only TB test is the PPD placed ${placed} and read ${read} (0 mm NEGATIVE), more than 365 days before 2026-11-21; the newer entries (BP ${bpDay}, influenza ${flu}) are not tests and the last one only advises a new TST`,
    });
  }
  return out;
}
