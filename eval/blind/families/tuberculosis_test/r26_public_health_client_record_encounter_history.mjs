// A state / county public-health department's electronic client record, printed from the clinic information system
// for a client who asked for "a copy of my TB test": a system header (department, system name and version, printed
// date-time and user, page x of y), a client demographics grid (LAST, FIRST MIDDLE, AKA, DOB and age, sex, client
// no., address, phone, language, emergency contact who is a relative, payer), the client's programs, then the
// "Encounter / Service History" table with one row per service: date, time, clinic site, program, service code and
// description, details / result, staff and status. A Mantoux test is two rows: the placement visit (86580, Tubersol
// or Aplisol lot and expiry, "return for reading" window) and the reading visit days later on its own row (induration
// in mm and interpretation, a different nurse); other services are mixed in — influenza and Tdap shots, STI testing
// with "Negative" and "Non-reactive" results, family-planning visits, phone calls, record releases, a hepatitis B
// titer with a "Positive (immune)" result. One department sorts newest first, one oldest first (a long history that
// runs onto page 2), one groups the rows by program. The print date, the release date, the DOB, lot expiry dates and
// the other services' dates are not test dates.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r26_public_health_client_record_encounter_history',
  split: 'tuning',
  renderings: { text_pdf: 45, scanned_pdf: 20, photo: 15, fax: 10, scan_image: 10 },
  description:
    'State / county public-health clinic information system "Client Record — Encounter / Service History" print: system header (department, system and version, printed date-time and user, page x of y), demographics grid (LAST, FIRST MIDDLE, AKA, DOB / age, client no., emergency contact who is a relative, payer), programs, then one table of service rows (date, time, site, program, code + service, details / result, staff, status) where a Mantoux test is a placement row (86580, Tubersol / Aplisol lot and expiry, return-for-reading window) and a separate reading row days later (induration mm, interpretation, another nurse), mixed with flu and Tdap shots, STI tests "Negative" / "Non-reactive", a hepatitis B titer "Positive (immune)", family-planning visits, phone calls and record releases; newest first, oldest first over two pages, or grouped by program; variants 0 mm read at about 49 h, a QuantiFERON drawn at the clinic with the state laboratory result on a later row, an older and a current TST across the page break, a read on day 4 (about 95 h) noted as outside the window, 16 mm positive with the chest x-ray still pending, and a last TB test from autumn 2025 under newer flu and STI visits',
};

const DEPTS = [
  {
    key: 'marlow',
    name: 'Marlow County Health Department',
    unit: 'Community Health Services Division',
    system: 'PHCIS Clinic Manager 6.2',
    addr: '2150 Harmon Blvd, Dayton, OH 45459',
    tel: '(937) 555-0114',
    sites: ['MAIN CLINIC', 'EAST SATELLITE'],
    sort: 'newest',
    ds: 'us',
    color: '#28466b',
    nurses: ['Renee Caldwell, RN', 'Tomasz Grabowski, RN', 'Linda Osterhout, LPN'],
    dis: 'Kevin Marsh, DIS',
    clerk: 'jpetrie',
    lab: 'Ohio Department of Health Laboratory',
    imaging: 'Miami Valley Imaging Center',
    ppd: 'Tubersol',
    county: 'Marlow',
  },
  {
    key: 'pineridge',
    name: 'Pine Ridge Public Health District',
    unit: 'Clinical Services \u2014 Boise Office',
    system: 'Nightingale PH Record v11',
    addr: '707 Meridian Ave, Boise, ID 83702',
    tel: '(208) 555-0190',
    sites: ['BOISE', 'KUNA'],
    sort: 'oldest',
    ds: 'us_nz',
    color: '#3d5a2a',
    nurses: ['Carla Whitmer, RN', 'Dev Raman, BSN, RN', 'Sue Ann Pickett, RN'],
    dis: 'Alicia Moreno, DIS',
    clerk: 'mhollis',
    lab: 'Idaho Bureau of Laboratories',
    imaging: 'Treasure Valley Radiology',
    ppd: 'Aplisol',
    county: 'Ada',
  },
  {
    key: 'cumberland',
    name: 'Cumberland Valley Public Health',
    unit: 'Westside Health Center',
    system: 'CommunityCare EHR \u2014 Public Health Module',
    addr: '418 Copperfield Dr, Knoxville, TN 37916',
    tel: '(865) 555-0163',
    sites: ['WESTSIDE HC', 'MOBILE UNIT 2'],
    sort: 'program',
    ds: 'dash',
    color: '#5a2f4f',
    nurses: ['Brenda Yoakum, RN', 'Felix Onyango, RN', 'Patricia Lusk, PHN'],
    dis: 'Ray Holloway, DIS',
    clerk: 'tkemper',
    lab: 'Tennessee State Public Health Laboratory',
    imaging: 'East Ridge Medical Imaging',
    ppd: 'Tubersol',
    county: 'Knox',
  },
];

const REL = ['mother', 'spouse', 'sister', 'brother', 'father', 'partner', 'aunt'];
const REL_FIRST = ['Gloria', 'Darryl', 'Yolanda', 'Martin', 'Evelyn', 'Reggie', 'Carmen', 'Howard'];

/** hh:mm from minutes after midnight. */
const hm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const hours = (d1, t1, d2, t2) =>
  ((new Date(`${d2}T00:00:00Z`) - new Date(`${d1}T00:00:00Z`)) / 60000 + t2 - t1) / 60;

function render(f) {
  const D = f.D;
  const ds = (x) => fmt(x, D.ds);
  const rowHtml = (r) =>
    `<tr${r.tb ? ' class="tb"' : ''}><td class="dt">${esc(ds(r.date))}</td><td class="tm">${esc(r.time)}</td><td>${esc(r.site)}</td><td>${esc(r.prog)}</td><td class="sv"><b>${esc(r.code)}</b> ${esc(r.svc)}</td><td class="dl">${esc(r.details)}</td><td>${esc(r.staff)}</td><td>${esc(r.status)}</td></tr>`;
  const head = `<tr><th>Date</th><th>Time</th><th>Site</th><th>Program</th><th>Service</th><th>Details / result</th><th>Staff</th><th>Status</th></tr>`;
  const rows = [...f.rows];
  let tables;
  if (D.sort === 'program') {
    const order = ['IMMUNIZATIONS', 'STD/HIV', 'FAMILY PLANNING', 'TB CONTROL', 'GENERAL'];
    tables = order
      .map((g) => {
        const rs = rows.filter((r) => r.group === g).sort((a, b) => (a.date < b.date ? 1 : -1));
        if (!rs.length) return '';
        return `<tr class="grp"><td colspan="8">${esc(g)} (${rs.length})</td></tr>${rs.map(rowHtml).join('')}`;
      })
      .join('');
    tables = `<table class="hx">${head}${tables}</table>`;
  } else {
    rows.sort((a, b) => {
      const ka = `${a.date} ${a.time}`;
      const kb = `${b.date} ${b.time}`;
      return D.sort === 'newest' ? (ka < kb ? 1 : -1) : ka < kb ? -1 : 1;
    });
    if (f.split) {
      const p1 = rows.slice(0, f.split);
      const p2 = rows.slice(f.split);
      tables = `<table class="hx">${head}${p1.map(rowHtml).join('')}</table>
      <div class="cont">Continued on page 2</div>
      <div class="pb"></div>
      ${sysHead(f, 2)}
      <div class="pt2">${esc(f.nameRec)} &nbsp;\u00b7&nbsp; Client no. ${esc(f.clientNo)} &nbsp;\u00b7&nbsp; DOB ${esc(ds(f.dob))} &nbsp;\u00b7&nbsp; Encounter / Service History (continued)</div>
      <table class="hx">${head}${p2.map(rowHtml).join('')}</table>`;
    } else tables = `<table class="hx">${head}${rows.map(rowHtml).join('')}</table>`;
  }
  const body = `
  ${sysHead(f, 1)}
  <div class="ttl">CLIENT RECORD \u2014 ENCOUNTER / SERVICE HISTORY</div>
  <table class="demo">
    <tr><th>Client name</th><td class="nm">${esc(f.nameRec)}</td><th>Client no.</th><td>${esc(f.clientNo)}</td><th>County</th><td>${esc(f.county)}</td></tr>
    <tr><th>AKA</th><td>${esc(f.aka || '\u2014')}</td><th>DOB / age</th><td>${esc(ds(f.dob))} &nbsp;(${f.age} y)</td><th>Language</th><td>${esc(f.lang)}</td></tr>
    <tr><th>Address</th><td colspan="3">${esc(f.addr)}</td><th>Phone</th><td>${esc(f.phone)}</td></tr>
    <tr><th>Emergency contact</th><td colspan="3">${esc(f.ec)}</td><th>Payer</th><td>${esc(f.payer)}</td></tr>
    <tr><th>Programs</th><td colspan="5">${esc(f.programs)}</td></tr>
  </table>
  <div class="flt">Filter: all services \u00b7 ${esc(f.range)} \u00b7 Sort: ${D.sort === 'newest' ? 'date descending' : D.sort === 'oldest' ? 'date ascending' : 'program, then date descending'} \u00b7 ${f.rows.length} encounters</div>
  ${tables}
  <div class="ft">Released to client at client\u2019s request (authorization on file ${esc(ds(f.released))}). CONFIDENTIAL \u2014 this record contains protected health information. Redisclosure prohibited except as permitted by law. Printed from ${esc(D.system)}; not an official certificate. Questions: ${esc(D.tel)}.</div>`;
  const css = `
  .sys { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${D.color}; padding-bottom:3px; }
  .sys .a { font-size:12.5pt; font-weight:bold; color:${D.color}; } .sys .b { font-size:8.6pt; color:#333; }
  .sys .r { text-align:right; font-size:8pt; color:#333; font-family:${FONTS.mono}; }
  .ttl { font-size:11pt; font-weight:bold; margin:8px 0 4px; letter-spacing:0.04em; }
  table.demo { width:100%; font-size:8.8pt; margin-bottom:4px; }
  table.demo th { text-align:left; font-weight:normal; color:#444; background:#eef0f3; padding:2px 5px; border:0.6px solid #bbb; width:12%; white-space:nowrap; }
  table.demo td { padding:2px 5px; border:0.6px solid #bbb; }
  td.nm { font-weight:bold; }
  .flt { font-size:7.8pt; color:#555; margin:3px 0 2px; font-family:${FONTS.mono}; }
  table.hx { width:100%; font-size:8.4pt; }
  table.hx th { background:${D.color}; color:#fff; text-align:left; padding:2px 4px; font-weight:bold; border:0.6px solid ${D.color}; }
  table.hx td { border:0.6px solid #aaa; padding:2px 4px; vertical-align:top; }
  td.dt { white-space:nowrap; } td.tm { white-space:nowrap; } td.sv { width:19%; } td.dl { width:34%; }
  tr.grp td { background:#e8e8e8; font-weight:bold; font-size:8.2pt; letter-spacing:0.05em; }
  .cont { text-align:right; font-size:7.8pt; color:#555; margin-top:3px; font-style:italic; }
  .pt2 { font-size:8.6pt; font-weight:bold; margin:6px 0 4px; }
  .ft { font-size:7.2pt; color:#444; margin-top:8px; border-top:0.6px solid #999; padding-top:3px; }`;
  return page({ title: 'Client Record', margin: '0.45in', body, css, font: f.font });
}

function sysHead(f, pg) {
  const D = f.D;
  return `<div class="sys"><div><div class="a">${esc(D.name)}</div><div class="b">${esc(D.unit)} \u00b7 ${esc(D.addr)} \u00b7 ${esc(D.tel)}</div></div>
  <div class="r">${esc(D.system)}<br>Printed ${esc(fmt(f.printed, 'us'))} ${esc(f.printTime)} by ${esc(D.clerk)}<br>Page ${pg} of ${f.split ? 2 : 1}</div></div>`;
}

export function cases(k) {
  const { rng } = k;
  const byKey = Object.fromEntries(DEPTS.map((x) => [x.key, x]));
  const lot = (D) => (D.ppd === 'Tubersol' ? `C${rng.digits(4)}AA` : `${rng.digits(6)}`);
  const mk = (p, D, o = {}) => {
    const [first] = p.dob.split('-').map(Number);
    const printed = addDays('2026-11-02', rng.int(0, 17));
    const rf = rng.pick(REL_FIRST);
    return {
      D,
      nameRec: nameAs(p, rng.pick(['LAST_FIRST_MI', 'LAST_FIRST', 'last_first_middle'])).toUpperCase(),
      aka: p.nick
        ? nameAs(p, 'nick_last')
        : nameAs(p, 'plain') !== nameAs(p, 'first_last')
          ? nameAs(p, 'plain')
          : '',
      clientNo: `${rng.int(100, 999)}-${rng.digits(5)}`,
      county: D.county,
      dob: p.dob,
      age: 2026 - first - (p.dob.slice(5) > printed.slice(5) ? 1 : 0),
      lang: rng.pick(['English', 'English', 'Spanish', 'English']),
      addr: `${rng.int(100, 9899)} ${rng.pick(['Larkspur Ave', 'Old Quarry Rd', 'Tamarack Dr', 'Fernhill Rd', 'Sycamore Ln'])} Apt ${rng.int(1, 40)}, ${D.addr.split(', ').slice(1).join(', ')}`,
      phone: `${D.tel.slice(0, 5)} ${rng.int(201, 989)}-${rng.digits(4)}`,
      ec: `${rf} ${rng.pick([p.last, 'Hollins', 'Varga', 'Ebbers'])} (${rng.pick(REL)}) ${D.tel.slice(0, 5)} ${rng.int(201, 989)}-${rng.digits(4)}`,
      payer: rng.pick(['Self-pay / sliding fee B', 'Medicaid', 'Employer-sponsored (billed)', 'Self-pay']),
      programs: 'Immunizations; STD/HIV Prevention; Family Planning (Title X); TB Control',
      printed,
      printTime: `${rng.int(8, 16)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      released: printed,
      font: rng.pick([FONTS.sans, FONTS.dejavu, FONTS.roboto]),
      rows: [],
      ...o,
    };
  };
  const site = (D, i = 0) => D.sites[i];
  const nurse = (D, i) => D.nurses[i % D.nurses.length];
  const tm = (lo, hi) => hm(rng.int(lo, hi) * 5);

  // filler services ------------------------------------------------------------------------------------------
  const flu = (D, date) => ({
    date,
    time: tm(100, 200),
    site: site(D, rng.int(0, 1)),
    prog: 'IMM',
    group: 'IMMUNIZATIONS',
    code: '90686',
    svc: 'Influenza vaccine, quadrivalent, PF, 0.5 mL IM',
    details: `${rng.pick(['Fluarix', 'Flulaval', 'Afluria'])} lot ${rng.alnum(6)}, ${rng.pick(['L', 'R'])} deltoid. VIS given.`,
    staff: nurse(D, rng.int(0, 2)),
    status: 'Completed',
  });
  const tdap = (D, date) => ({
    date,
    time: tm(100, 200),
    site: site(D),
    prog: 'IMM',
    group: 'IMMUNIZATIONS',
    code: '90715',
    svc: 'Tdap vaccine, 7 yrs+, IM',
    details: `Boostrix lot ${rng.alnum(5)}, L deltoid. Next Td/Tdap due ${fmt(addDays(date, 3650), 'mm_yyyy')}.`,
    staff: nurse(D, rng.int(0, 2)),
    status: 'Completed',
  });
  const hepb = (D, date) => ({
    date,
    time: tm(100, 190),
    site: site(D),
    prog: 'IMM',
    group: 'IMMUNIZATIONS',
    code: '86706',
    svc: 'Hepatitis B surface antibody (titer)',
    details: `Anti-HBs ${rng.int(40, 600)} mIU/mL \u2014 POSITIVE (immune). No further doses needed.`,
    staff: nurse(D, rng.int(0, 2)),
    status: 'Resulted',
  });
  const sti = (D, date) => [
    {
      date,
      time: tm(150, 200),
      site: site(D),
      prog: 'STD',
      group: 'STD/HIV',
      code: '87491 / 87591',
      svc: 'Chlamydia / gonorrhea NAAT',
      details: 'Urine specimen. Result: CT Negative, GC Negative.',
      staff: D.dis,
      status: 'Resulted',
    },
    {
      date,
      time: tm(150, 200),
      site: site(D),
      prog: 'HIV',
      group: 'STD/HIV',
      code: '87389',
      svc: 'HIV-1/2 Ag/Ab screen',
      details: 'Non-reactive. Post-test counseling done.',
      staff: D.dis,
      status: 'Resulted',
    },
  ];
  const call = (D, date, what) => ({
    date,
    time: tm(160, 205),
    site: site(D),
    prog: 'GEN',
    group: 'GENERAL',
    code: 'PHONE',
    svc: 'Telephone encounter',
    details: what,
    staff: rng.pick([D.dis, nurse(D, 2)]),
    status: 'Completed',
  });
  const fp = (D, date) => ({
    date,
    time: tm(100, 200),
    site: site(D),
    prog: 'FP',
    group: 'FAMILY PLANNING',
    code: '99213',
    svc: 'Family planning visit, established',
    details: 'Method counseling; supply dispensed. Return 3 months.',
    staff: rng.pick(['Jill Amsel, FNP', 'Oscar Beltran, CNM']),
    status: 'Completed',
  });
  const release = (D, date) => ({
    date,
    time: tm(180, 200),
    site: site(D),
    prog: 'GEN',
    group: 'GENERAL',
    code: 'ROI',
    svc: 'Release of information',
    details: 'Client signed authorization; copy of record printed for employer / school.',
    staff: D.clerk,
    status: 'Completed',
  });

  // TB services ------------------------------------------------------------------------------------------------
  const placeRow = (D, date, t, l) => ({
    date,
    time: hm(t),
    site: site(D),
    prog: 'TB',
    group: 'TB CONTROL',
    code: '86580',
    svc: 'TB skin test (Mantoux) \u2014 PLACED',
    details: `${D.ppd} PPD 5 TU / 0.1 mL ID, ${rng.pick(['L', 'R'])} volar forearm. Lot ${l}, exp ${fmt(addDays(date, rng.int(150, 400)), 'mm_yyyy')}. Return for reading ${fmt(addDays(date, 2), 'us_short')}\u2013${fmt(addDays(date, 3), 'us_short')}.`,
    staff: nurse(D, 0),
    status: 'Completed',
    tb: true,
  });
  const readRow = (D, date, t, details, status = 'Completed') => ({
    date,
    time: hm(t),
    site: site(D),
    prog: 'TB',
    group: 'TB CONTROL',
    code: '86580',
    svc: 'TB skin test \u2014 READ',
    details,
    staff: nurse(D, 1),
    status,
    tb: true,
  });
  const tst = (D, placed, { days = 2, mm = 0, interp = 'NEGATIVE', late = '' } = {}) => {
    const t1 = rng.int(105, 170) * 5;
    let t2 = t1 + rng.int(8, 30) * 5;
    if (days === 3) t2 = t1 - rng.int(10, 40) * 5;
    const read = addDays(placed, days);
    const h = hours(placed, t1, read, t2);
    return {
      placed,
      read,
      t1,
      t2,
      h,
      rows: [
        placeRow(D, placed, t1, lot(D)),
        readRow(
          D,
          read,
          t2,
          late ||
            `Induration ${mm} mm. Interpretation: ${interp}. Read at ${Math.round(h)} h. No symptoms reported.`,
        ),
      ],
    };
  };
  const out = [];

  // 1 — newest first, 0 mm read at ~49 h (text PDF)
  {
    const p = k.person();
    const D = byKey.marlow;
    const f = mk(p, D);
    const placed = addDays('2026-09-14', rng.int(0, 45));
    const t = tst(D, placed, { days: 2, mm: 0 });
    f.rows = [
      ...t.rows,
      flu(D, addDays(placed, rng.int(9, 20))),
      ...sti(D, addDays(placed, -rng.int(60, 120))),
      call(
        D,
        addDays(placed, -rng.int(50, 55)),
        'Client informed of negative STI results. No treatment needed.',
      ),
      tdap(D, addDays(placed, -rng.int(300, 500))),
      fp(D, addDays(placed, -rng.int(520, 700))),
      release(D, f.printed),
    ];
    f.range = `${fmt(addDays(f.printed, -1095), 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'newest-first-tst-0mm-read-49h',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['missing test result', 'invalid waiting period', 'positive test result', 'test too old'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': t.placed,
        'tests.0.report_date': t.read,
        'tests.0.induration_mm': 0,
        ...personData(),
      },
      note: `newest first: the READ row (${t.read} ${hm(t.t2)}, 0 mm, NEGATIVE, ${nurse(D, 1)}) sits above its PLACED row (${t.placed} ${hm(t.t1)}, ${nurse(D, 0)}), about ${Math.round(t.h)} h apart; the flu shot after it, the STI "Negative" / HIV "Non-reactive" results, the release row and the print date (${f.printed}) are not TB tests; the administrator is the department's TB clinic nurses`,
    });
  }

  // 2 — oldest first over two pages: a 2023 TST and this autumn's TST at the end of page 2 (text PDF)
  {
    const p = k.person();
    const D = byKey.pineridge;
    const f = mk(p, D);
    const old = tst(D, addDays('2023-08-07', rng.int(0, 40)), { days: 2, mm: 0 });
    const placed = addDays('2026-09-08', rng.int(0, 50));
    const t = tst(D, placed, { days: 3, mm: 2 });
    const filler = [];
    const base = '2022-10-03';
    for (let y = 0; y < 4; y++) filler.push(flu(D, addDays(base, y * 365 + rng.int(0, 30))));
    filler.push(...sti(D, addDays('2023-03-06', rng.int(0, 40))));
    filler.push(call(D, addDays('2023-04-24', rng.int(0, 10)), 'Lab results discussed; all negative.'));
    filler.push(fp(D, addDays('2023-01-09', rng.int(0, 30))));
    filler.push(fp(D, addDays('2024-02-05', rng.int(0, 30))));
    filler.push(tdap(D, addDays('2024-05-13', rng.int(0, 30))));
    filler.push(hepb(D, addDays('2024-06-17', rng.int(0, 30))));
    filler.push(...sti(D, addDays('2025-04-07', rng.int(0, 40))));
    filler.push(fp(D, addDays('2025-06-02', rng.int(0, 30))));
    filler.push(call(D, addDays('2025-07-14', rng.int(0, 20)), 'Reminder call: annual visit due.'));
    filler.push(fp(D, addDays('2026-01-12', rng.int(0, 30))));
    filler.push(...sti(D, addDays('2026-03-02', rng.int(0, 40))));
    filler.push(release(D, f.printed));
    f.rows = [...old.rows, ...t.rows, ...filler];
    const n = f.rows.length;
    f.split = n - 6;
    f.range = `${fmt('2022-07-01', 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'oldest-first-two-page-current-tst-on-page2',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      multipage: true,
      issues: [],
      forbidden: ['test too old', 'missing test result', 'positive test result', 'invalid waiting period'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.1.type': 'skin',
        'tests.1.result': 'negative',
        ...personData(),
      },
      note: `oldest first over two pages: a 2023 Mantoux (${old.placed} / ${old.read}, 0 mm) on page 1 and the deciding one on page 2 — placed ${t.placed} ${hm(t.t1)}, read ${t.read} ${hm(t.t2)} (about ${Math.round(t.h)} h), 2 mm, NEGATIVE; the newest test decides its age; two TSTs years apart are not too many tests; flu, STI and hepatitis B titer "POSITIVE (immune)" rows are other services`,
    });
  }

  // 3 — grouped by program: QuantiFERON drawn at the clinic, state lab result on a later row (photo)
  {
    const p = k.person();
    const D = byKey.cumberland;
    const f = mk(p, D);
    const drawn = addDays('2026-08-24', rng.int(0, 60));
    const res = addDays(drawn, rng.int(3, 6));
    const nil = (rng.int(2, 9) / 100).toFixed(2);
    f.rows = [
      {
        date: drawn,
        time: tm(105, 150),
        site: site(D),
        prog: 'TB',
        group: 'TB CONTROL',
        code: '86480 / 36415',
        svc: 'IGRA (QuantiFERON-TB Gold Plus) \u2014 venipuncture',
        details: `4 tubes drawn (Nil, TB1, TB2, Mitogen); incubated on site; sent to ${D.lab}. Reason: employment screening.`,
        staff: nurse(D, 2),
        status: 'Specimen sent',
        tb: true,
      },
      {
        date: res,
        time: tm(150, 200),
        site: site(D),
        prog: 'TB',
        group: 'TB CONTROL',
        code: 'LABRES',
        svc: 'Lab result received \u2014 QFT-Plus',
        details: `${D.lab}, collected ${fmt(drawn, 'us_short')}, resulted ${fmt(res, 'us_short')}: Nil ${nil}; TB1\u2212Nil 0.0${rng.int(0, 4)}; TB2\u2212Nil 0.0${rng.int(0, 5)}; Mitogen\u2212Nil >10.00 IU/mL. RESULT: NEGATIVE.`,
        staff: nurse(D, 0),
        status: 'Reviewed',
        tb: true,
      },
      {
        date: addDays(res, 1),
        time: tm(110, 200),
        site: site(D),
        prog: 'TB',
        group: 'TB CONTROL',
        code: 'PHONE',
        svc: 'Result notification',
        details: 'Client notified of negative IGRA. Copy mailed.',
        staff: nurse(D, 0),
        status: 'Completed',
      },
      flu(D, addDays(res, rng.int(10, 30))),
      hepb(D, addDays(drawn, -rng.int(200, 300))),
      ...sti(D, addDays(drawn, -rng.int(90, 150))),
      release(D, f.printed),
    ];
    f.range = `${fmt(addDays(f.printed, -730), 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'program-grouped-qft-drawn-then-lab-result-row',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['positive test result', 'missing test result', 'test too old', 'missing administrator'],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': drawn,
        'tests.0.report_date': res,
        ...personData(),
      },
      note: `rows grouped by program; under TB CONTROL the venipuncture row (${drawn}, "Specimen sent") and a later "Lab result received" row with ${D.lab}'s QFT-Plus NEGATIVE resulted ${res}; the performing laboratory is the administrator; the hepatitis B titer "POSITIVE (immune)" under IMMUNIZATIONS is not a TB result`,
    });
  }

  // 4 — TST read at about 94 h (fax)
  {
    const p = k.person();
    const D = byKey.marlow;
    const f = mk(p, D);
    const placed = addDays('2026-09-21', rng.int(0, 40));
    const t1 = rng.int(120, 150) * 5;
    const read = addDays(placed, 4);
    const t2 = t1 - rng.int(2, 8) * 5;
    const h = hours(placed, t1, read, t2);
    f.rows = [
      placeRow(D, placed, t1, lot(D)),
      readRow(
        D,
        read,
        t2,
        `Client returned day 4 (missed 48\u201372 h window, work schedule). Induration 0 mm noted at ${Math.round(h)} h. Read outside window \u2014 repeat TST recommended.`,
        'Completed \u2014 late',
      ),
      call(D, addDays(placed, 2), 'Reminder call: TST reading due today; no answer, voicemail left.'),
      flu(D, addDays(placed, -rng.int(300, 380))),
      ...sti(D, addDays(placed, -rng.int(120, 200))),
      release(D, f.printed),
    ];
    f.range = `${fmt(addDays(f.printed, -730), 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'tst-read-day-4-outside-window',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['invalid waiting period'],
      forbidden: ['positive test result', 'test too old'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        ...personData(),
      },
      note: `placed ${placed} ${hm(t1)}, read ${read} ${hm(t2)}: about ${Math.round(h)} h, outside 48–72 h (the row itself says so and recommends a repeat); the reminder call on the due day is not a reading; 0 mm at that time does not make a valid negative`,
    });
  }

  // 5 — 16 mm positive, chest x-ray ordered and still pending (scanned PDF)
  {
    const p = k.person();
    const D = byKey.cumberland;
    const f = mk(p, D);
    const placed = addDays('2026-09-28', rng.int(0, 30));
    const mm = rng.int(15, 19);
    const t = tst(D, placed, { days: 2, mm });
    t.rows[1].details = `Induration ${mm} mm. Interpretation: POSITIVE. Symptom screen negative. Referred for CXR and LTBI evaluation.`;
    const ordered = addDays(t.read, rng.int(0, 2));
    f.rows = [
      ...t.rows,
      {
        date: ordered,
        time: tm(120, 190),
        site: site(D),
        prog: 'TB',
        group: 'TB CONTROL',
        code: '71046',
        svc: 'Chest x-ray, 2 views \u2014 REFERRAL',
        details: `Order sent to ${D.imaging}. Result: pending \u2014 not received.`,
        staff: nurse(D, 2),
        status: 'Open',
        tb: true,
      },
      call(
        D,
        addDays(ordered, rng.int(8, 14)),
        'TB clinic: CXR report not yet received; client says appointment rescheduled.',
      ),
      flu(D, addDays(placed, -rng.int(5, 20))),
      tdap(D, addDays(placed, -rng.int(400, 600))),
      release(D, f.printed),
    ];
    f.range = `${fmt(addDays(f.printed, -730), 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'tst-16mm-positive-cxr-pending',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['positive test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'positive',
        'tests.0.exam_date': t.placed,
        'tests.0.report_date': t.read,
        'tests.0.induration_mm': mm,
        ...personData(),
      },
      note: `Mantoux placed ${t.placed}, read ${t.read}, ${mm} mm POSITIVE; the chest x-ray row is only a referral with "pending — not received" and the later call confirms no report, so nothing clears the positive test; "Symptom screen negative" is not a test result`,
    });
  }

  // 6 — last TB test in autumn 2025 under newer flu and STI rows (text PDF)
  {
    const p = k.person();
    const D = byKey.pineridge;
    const f = mk(p, D);
    const placed = addDays('2025-08-11', rng.int(0, 60));
    const t = tst(D, placed, { days: 2, mm: 0 });
    f.rows = [
      ...t.rows,
      flu(D, addDays('2025-10-06', rng.int(0, 20))),
      ...sti(D, addDays('2026-02-09', rng.int(0, 30))),
      call(D, addDays('2026-03-16', rng.int(0, 10)), 'Results given: all negative.'),
      fp(D, addDays('2026-05-04', rng.int(0, 30))),
      flu(D, addDays('2026-10-05', rng.int(0, 25))),
      release(D, f.printed),
    ];
    f.range = `${fmt(addDays(f.printed, -730), 'us')} \u2013 ${fmt(f.printed, 'us')}`;
    out.push({
      key: 'last-tst-autumn-2025-newer-rows-other-services',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['test too old'],
      forbidden: ['positive test result', 'missing test result'],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': t.placed,
        'tests.0.report_date': t.read,
        ...personData(),
      },
      note: `oldest first; the only TB rows are the Mantoux placed ${t.placed} and read ${t.read} (0 mm, NEGATIVE), more than 365 days before 2026-11-21; the newer rows (2026 STI tests "Negative", family planning, this autumn's flu shot, the release and print date ${f.printed}) are not TB tests`,
    });
  }
  return out;
}
