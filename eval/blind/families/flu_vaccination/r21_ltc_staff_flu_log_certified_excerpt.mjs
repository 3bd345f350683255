// A long-term-care facility's printed "Employee Influenza Vaccination Log" page (landscape spreadsheet print), given
// to an agency or per-diem worker as a certified excerpt: facility header with the season, NHSN reporting line and a
// print stamp ("Printed 11/02/2026 09:14 by ic.coord · page 3 of 7"), a table of 12–16 employees (row no., emp. no.,
// "Last, First", dept / shift, hire date, status code V / O / D / P, date given or declined, product, lot, site,
// given-by initials, declination code, mask acknowledgement, notes). Other employees' names and numbers are blacked
// out with marker bars in most copies (their dates and products stay readable); in one the page is sent unredacted
// with the worker's row written in by hand at the foot and highlighted. A key explains the status and declination
// codes and maps vaccinator initials to names and credentials; a certification box ("certified true excerpt") is
// signed and dated by the infection preventionist or staff development coordinator, with the facility stamp.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r21_ltc_staff_flu_log_certified_excerpt',
  split: 'tuning',
  renderings: { photo: 40, fax: 20, scanned_pdf: 20, scan_image: 5, text_pdf: 15 },
  description:
    "Long-term-care facility Employee Influenza Vaccination Log page (landscape spreadsheet print) released as a certified excerpt for one worker: facility header with the season, NHSN line and a print stamp with page x of y; 12–16 employee rows (emp. no., \"Last, First\", dept / shift, hire date, status V / O / D / P, date given or declined, product, lot, site, given-by initials, declination code, mask acknowledgement, notes) with the other employees' names and numbers blacked out by marker (their dates stay readable), or the page unredacted with the worker's row written in by hand at the foot and highlighted; status / declination / vaccinator-initials key, certification box signed and dated by the infection preventionist with the facility stamp; variants on-site dose, outside pharmacy dose documented, row added by hand, personal declination with mask acknowledgement, last season's log certified this month, given-by blank",
};

const FACILITIES = [
  {
    name: 'Maple Terrace Health & Rehabilitation',
    addr: '1450 Fernhill Rd, Lansing, MI 48906',
    color: '#2f5130',
    user: 'ic.coord',
    certifier: ['Rhonda Keplinger', 'RN, BSN, CIC', 'Infection Preventionist'],
  },
  {
    name: 'Cedar Crest Senior Living & Skilled Nursing',
    addr: '88 Old Quarry Rd, Worcester, MA 01608',
    color: '#5a3a1a',
    user: 'sdc_office',
    certifier: ['Paul Okonkwo', 'RN', 'Staff Development Coordinator'],
  },
  {
    name: 'Bayridge Manor Care Center',
    addr: '2301 Bellwether Ct, Knoxville, TN 37916',
    color: '#1f3f66',
    user: 'dnursing2',
    certifier: ['Lillian Szabo', 'LPN, IP', 'Infection Control Nurse'],
  },
];
const VACCINATORS = [
  ['KM', 'Kathleen Marsh, RN'],
  ['DT', 'Dante Tolliver, LPN'],
  ['RS', 'Rosa Santamaria, RN'],
  ['JW', 'Jerome Whitlock, LPN'],
];
const PRODUCTS = [
  ['Afluria (trivalent)', 'Seqirus'],
  ['Flucelvax', 'Seqirus'],
  ['Fluarix', 'GSK'],
  ['Fluzone', 'Sanofi'],
];
const FIRSTS = [
  'Tamika',
  'Brent',
  'Ofelia',
  'Gerald',
  'Shonda',
  'Viktor',
  'Priya',
  'Dolores',
  'Hector',
  'Wendy',
  'Abdul',
  'Crystal',
  'Ramon',
  'Peggy',
  'Lamar',
  'Hui',
  'Ernestine',
  'Cody',
];
const LASTS = [
  'Grissom',
  'Ambrose',
  'Delacroix',
  'Pruitt',
  'Sandoval',
  'Kowal',
  'Iyer',
  'Mercado',
  'Rasmussen',
  'Tillery',
  'Farouk',
  'Yoder',
  'Esquivel',
  'Lindgren',
  'Oakes',
  'Zhang',
  'Battle',
  'Huckabee',
];
const DEPTS = [
  'CNA / days',
  'CNA / eves',
  'Nursing / nights',
  'Dietary',
  'Housekeeping',
  'Therapy',
  'Activities',
  'Maint.',
  'Nursing / days',
  'Admin',
];
const PENS = HANDS.filter((h) => h !== 'Breip');

function render(f) {
  const fac = f.fac;
  const redact = (w) => `<span class="rd" style="width:${w}px"></span>`;
  const rowHtml = (r, i) => {
    if (r.holder) {
      const H = (t, o = {}) =>
        r.byHand ? hand(t, { font: f.font, ink: f.ink, size: '1.12em', ...o }) : esc(t ?? '');
      return `<tr class="${r.byHand ? 'hl' : 'me'}"><td>${i + 1}</td><td>${H(r.emp)}</td><td>${H(r.name)}</td><td>${H(r.dept)}</td><td>${H(fmt(r.hire, f.tds))}</td>
        <td class="c">${H(r.status)}</td><td>${H(r.date ? fmt(r.date, r.byHand ? f.hds : f.tds) : '')}</td><td>${H(r.product)}</td><td>${H(r.lot)}</td><td class="c">${H(r.site)}</td>
        <td class="c">${H(r.by)}</td><td class="c">${H(r.decl)}</td><td class="c">${H(r.mask)}</td><td class="nt">${H(r.notes, { size: '1em' })}</td></tr>`;
    }
    const nm = f.redacted ? redact(r.rw) : esc(r.name);
    const emp = f.redacted ? redact(38) : esc(r.emp);
    return `<tr><td>${i + 1}</td><td>${emp}</td><td>${nm}</td><td>${esc(r.dept)}</td><td>${esc(fmt(r.hire, f.tds))}</td><td class="c">${r.status}</td>
      <td>${r.date ? esc(fmt(r.date, f.tds)) : ''}</td><td>${esc(r.product)}</td><td>${esc(r.lot)}</td><td class="c">${esc(r.site)}</td><td class="c">${esc(r.by)}</td>
      <td class="c">${esc(r.decl)}</td><td class="c">${esc(r.mask)}</td><td class="nt">${esc(r.notes)}</td></tr>`;
  };
  const blankRows = f.blankRows ? '<tr class="bl">' + '<td></td>'.repeat(14) + '</tr>' : '';
  const cert = f.fac.certifier;
  return page({
    title: 'Employee influenza vaccination log',
    size: 'letter landscape',
    margin: '0',
    font: FONTS.carlito,
    body: `<div class="sheet">
    <div class="hd"><div><div class="fn">${esc(fac.name)}</div><div class="fa">${esc(fac.addr)}</div></div>
      <div class="tt">EMPLOYEE INFLUENZA VACCINATION LOG<br><span>${f.season[0]}–${f.season[1]} SEASON · campaign Oct 1 – Mar 31 · HCP data reported to NHSN</span></div>
      <div class="pr">Printed ${esc(fmt(f.printed, 'us'))} ${esc(f.printTime)} by ${esc(fac.user)}<br>page ${f.pageNo} of ${f.pageNo + f.pagesAfter}</div></div>
    <table class="lg"><tr><th style="width:2.5%">#</th><th style="width:6%">Emp. no.</th><th style="width:14%">Employee (Last, First)</th><th style="width:9%">Dept / shift</th><th style="width:7%">Hire date</th>
      <th style="width:4.5%">Status</th><th style="width:7.5%">Date given / declined</th><th style="width:11%">Vaccine / product</th><th style="width:7%">Lot</th><th style="width:4%">Site</th>
      <th style="width:5%">Given by</th><th style="width:4.5%">Decl. code</th><th style="width:4.5%">Mask ack.</th><th>Notes</th></tr>
      ${f.rows.map(rowHtml).join('')}${blankRows}</table>
    <div class="bt">
      <div class="key"><b>STATUS</b> V = vaccinated at facility clinic · O = outside dose reported by employee (copy filed if provided) · D = declined, signed declination on file · P = pending / on leave<br>
        <b>DECL. CODE</b> M = medical contraindication · R = religious · P = personal / other &nbsp; <b>MASK ACK.</b> ✓ = masking-during-flu-season acknowledgement signed<br>
        <b>GIVEN BY</b> ${VACCINATORS.filter((v) => f.keyIni.includes(v[0]))
          .map((v) => `${esc(v[0])} = ${esc(v[1])}`)
          .join(' · ')} · Site: LD / RD = left / right deltoid</div>
      <div class="cert"><div class="ct">CERTIFIED TRUE EXCERPT</div>
        <div class="cx">I certify that the row for <b>${esc(f.certName)}</b> is a true copy of this facility's employee influenza log${f.redacted ? "; other employees' identifiers have been removed" : ''}.</div>
        <div class="cs">${sig(cert[0], { font: f.sig, ink: f.cink, size: '1.6em' })}</div><div class="cn">${esc(cert[0])}, ${esc(cert[1])}<br>${esc(cert[2])}</div>
        <div class="cd">Date ${hand(fmt(f.certified, f.hds), { font: f.cfont, ink: f.cink, size: '1.1em' })}</div>
        <div class="cst">${stamp([fac.name.toUpperCase(), 'INFECTION CONTROL'], { color: fac.color, rot: -5 })}</div></div></div>
    <div class="ftr">Confidential employee health information. Retain per facility policy IC-14. Log maintained in ${esc(f.system)}.</div>
  </div>`,
    css: `
    .sheet { width:11in; height:8.5in; padding:0.35in 0.4in; position:relative; font-size:8.6pt; }
    .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${fac.color}; padding-bottom:4px; margin-bottom:5px; }
    .fn { font-weight:bold; font-size:12.5pt; color:${fac.color}; } .fa { font-size:7.8pt; color:#444; }
    .tt { text-align:center; font-weight:bold; font-size:12pt; letter-spacing:0.5px; } .tt span { font-weight:normal; font-size:8pt; letter-spacing:0; }
    .pr { font-size:7.4pt; color:#444; text-align:right; }
    .lg { width:100%; } .lg th { background:#dcdcdc; border:0.8px solid #444; font-size:7.2pt; padding:2px; }
    .lg td { border:0.8px solid #666; padding:1px 3px; height:0.29in; font-size:8.2pt; white-space:nowrap; overflow:hidden; }
    .lg tr:nth-child(even) td { background:#f4f4f4; }
    .lg td.c { text-align:center; } .lg td.nt { font-size:7.4pt; white-space:normal; }
    .lg tr.hl td { background:rgba(255,236,80,0.55); }
    .lg tr.bl td { height:0.32in; background:#fff; }
    .rd { display:inline-block; height:12px; background:#111; vertical-align:middle; border-radius:2px; transform:rotate(-0.6deg); }
    .bt { display:flex; gap:14px; margin-top:8px; align-items:stretch; }
    .key { flex:1.25; font-size:7.6pt; line-height:1.45; border:0.8px solid #777; padding:4px 6px; }
    .cert { flex:1; border:1.4px solid #333; padding:4px 8px; position:relative; font-size:8pt; }
    .ct { font-weight:bold; font-size:9pt; } .cx { font-size:7.8pt; margin:2px 0; }
    .cs { min-height:0.3in; } .cn { font-size:7.8pt; width:55%; }
    .cd { margin-top:2px; } .cst { position:absolute; right:14px; bottom:-0.62in; opacity:0.85; }
    .ftr { position:absolute; bottom:0.22in; left:0.4in; font-size:6.8pt; color:#666; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const facs = rng.shuffle(FACILITIES);
  let n = 0;
  // other employees' rows for a season [y, y+1]
  const others = (season, count, before) => {
    const fs = rng.shuffle(FIRSTS);
    const ls = rng.shuffle(LASTS);
    return Array.from({ length: count }, (_, i) => {
      const st = rng.pick(['V', 'V', 'V', 'V', 'O', 'D', 'P']);
      const v = rng.pick(VACCINATORS);
      const pr = rng.pick(PRODUCTS);
      let date =
        st === 'P'
          ? null
          : addDays(`${season[0]}-${rng.pick(['09-22', '10-01', '10-08', '10-15'])}`, rng.int(0, 30));
      if (date && date >= before) date = addDays(before, -rng.int(2, 12));
      return {
        name: `${ls[i]}, ${fs[i]}`,
        rw: rng.int(70, 110),
        emp: String(rng.int(10000, 39999)),
        dept: rng.pick(DEPTS),
        hire: addDays('2008-01-01', rng.int(0, 6200)),
        status: st,
        date,
        product: st === 'V' ? pr[0] : st === 'O' ? `${pr[0]} (outside)` : '',
        lot: st === 'V' ? `${rng.letters(2)}${rng.digits(4)}` : '',
        site: st === 'V' ? rng.pick(['LD', 'RD']) : '',
        by: st === 'V' ? v[0] : '',
        decl: st === 'D' ? rng.pick(['M', 'R', 'P']) : '',
        mask: st === 'D' ? '✓' : '',
        notes:
          st === 'P'
            ? rng.pick(['on leave — f/u', 'pending — reminder sent'])
            : st === 'O'
              ? 'pharmacy record'
              : '',
      };
    });
  };
  const mk = (p, holder, o = {}) => {
    const fac = facs[n++ % facs.length];
    const season = o.season || [2026, 2027];
    const count = rng.int(11, 15);
    let printed = o.printed || addDays(`${season[0]}-11-01`, rng.int(0, 9));
    if (holder.date && !holder.byHand && holder.date >= printed)
      printed = addDays(holder.date, rng.int(1, 4));
    const rows = others(season, count, printed);
    rows.sort((a, b) => a.name.localeCompare(b.name));
    const h = {
      holder: true,
      name:
        o.nameStyle === 'mi' && p.middle ? `${p.last}, ${p.first} ${p.middle[0]}.` : `${p.last}, ${p.first}`,
      emp: o.empNo || `A${rng.digits(4)}`,
      dept: rng.pick(['Agency RN / nights', 'Agency LPN / eves', 'Per diem CNA / days', 'Agency RN / days']),
      hire: addDays(`${season[0]}-05-01`, rng.int(0, 100)),
      lot: '',
      site: '',
      by: '',
      decl: '',
      mask: '',
      notes: '',
      product: '',
      ...holder,
    };
    const pos = o.atEnd ? rows.length : rng.int(3, rows.length - 2);
    rows.splice(pos, 0, h);
    const keyIni = [...new Set(rows.map((r) => r.by).filter((x) => x && x.length === 2))];
    return {
      fac,
      season,
      rows,
      keyIni,
      redacted: true,
      blankRows: false,
      certName: `${p.first} ${p.last}`,
      printed,
      printTime: `${String(rng.int(7, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      pageNo: rng.int(2, 5),
      pagesAfter: rng.int(1, 4),
      tds: rng.pick(['us', 'us_nz']),
      hds: rng.pick(['us_short', 'us_nz']),
      font: rng.pick(PENS),
      cfont: rng.pick(PENS),
      ink: rng.pick(INKS),
      cink: rng.pick(INKS),
      sig: rng.pick(SIGS),
      system: rng.pick([
        'the facility EHR (employee module)',
        'Excel workbook EH-FLU',
        'the staffing office tracker',
      ]),
      ...o,
      certified:
        o.certified || addDays(holder.date && holder.date > printed ? holder.date : printed, rng.int(1, 6)),
    };
  };
  const lot = () => `${rng.letters(2)}${rng.digits(4)}`;
  const out = [];

  // 1 — on-site dose in the worker's row, other employees blacked out (photo)
  {
    const p = k.person();
    const date = addDays('2026-10-01', rng.int(0, 30));
    const v = rng.pick(VACCINATORS);
    const pr = rng.pick(PRODUCTS);
    const f = mk(p, {
      status: 'V',
      date,
      product: pr[0],
      lot: lot(),
      site: rng.pick(['LD', 'RD']),
      by: v[0],
    });
    out.push({
      key: 'onsite-dose-other-rows-blacked-out',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `the worker's row (status V) shows ${pr[0]} given ${date} by "${v[0]}", which the key resolves to ${v[1]}; other employees' names are blacked out but their dates remain; the print date (${f.printed}), hire date and certification date (${f.certified}) are not vaccinations; the log has no date of birth`,
    });
  }

  // 2 — outside pharmacy dose, documentation on file (fax)
  {
    const p = k.person();
    const date = addDays('2026-09-04', rng.int(0, 30));
    const pharm = rng.pick(['Bellwether Pharmacy #214', 'Larkspur Ave Drug', 'Harmon Blvd Pharmacy #221']);
    const pr = rng.pick(PRODUCTS);
    const f = mk(p, {
      status: 'O',
      date,
      product: `${pr[0]} (outside)`,
      lot: lot(),
      site: '',
      by: 'RPh',
      notes: `${pharm} — pharmacist record seen, copy in EH file`,
    });
    out.push({
      key: 'outside-pharmacy-dose-documented',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `status O: ${pr[0]} given ${date} at ${pharm} (named in Notes; "Given by" RPh = the pharmacy's pharmacist), documentation on file; read as the pharmacy being the administrator`,
    });
  }

  // 3 — unredacted page with the worker's row written in by hand at the foot, highlighted (scanned PDF)
  {
    const p = k.person();
    const date = addDays('2026-10-20', rng.int(0, 25));
    const v = rng.pick(VACCINATORS);
    const pr = rng.pick(PRODUCTS);
    const f = mk(
      p,
      { status: 'V', date, product: pr[0], lot: lot(), site: rng.pick(['LD', 'RD']), by: v[0], byHand: true },
      {
        atEnd: true,
        redacted: false,
        blankRows: true,
        nameStyle: 'mi',
        printed: addDays(date, -rng.int(4, 12)),
      },
    );
    out.push({
      key: 'worker-row-added-by-hand-at-foot',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `the printed rows are other employees (names legible, fictional); the worker's row was written in by hand after the print date (${f.printed}) as the last row and highlighted: ${pr[0]} ${date}, given by "${v[0]}" = ${v[1]} per the key`,
    });
  }

  // 4 — personal declination with mask acknowledgement (photo)
  {
    const p = k.person();
    const date = addDays('2026-10-05', rng.int(0, 30));
    const f = mk(p, {
      status: 'D',
      date,
      decl: 'P',
      mask: '✓',
      notes: 'declination form signed; mask Oct–Mar',
    });
    out.push({
      key: 'declined-personal-reason-mask-acknowledged',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['declination not allowed'],
      data: {
        record_type: 'declination',
        'declination.date': date,
        'declination.reason': 'personal',
        ...personData('match', 'not_present'),
      },
      note: `status D with declination code P (personal / other) dated ${date} and the masking acknowledgement ticked; no vaccination in the worker's row; declinations are not allowed by default`,
    });
  }

  // 5 — last season's log page certified this month (flatbed scan)
  {
    const p = k.person();
    const date = addDays('2025-10-02', rng.int(0, 30));
    const v = rng.pick(VACCINATORS);
    const pr = rng.pick(PRODUCTS);
    const f = mk(
      p,
      { status: 'V', date, product: pr[0], lot: lot(), site: rng.pick(['LD', 'RD']), by: v[0] },
      { season: [2025, 2026], certified: addDays('2026-11-06', rng.int(0, 10)) },
    );
    out.push({
      key: 'last-seasons-log-certified-this-month',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': date, ...personData('match', 'not_present') },
      note: `the page is the 2025–2026 season log (printed ${f.printed}); the worker's dose ${date} is in the 2025-2026 season, not 2026-2027; only the certification (${f.certified}) is recent`,
    });
  }

  // 6 — outside dose reported by the worker: date and product, "Given by" blank, where given not recorded (text PDF)
  {
    const p = k.person();
    const date = addDays('2026-09-26', rng.int(0, 30));
    const pr = rng.pick(PRODUCTS);
    const f = mk(p, {
      status: 'O',
      date,
      product: `${pr[0]} (outside)`,
      by: '',
      notes: 'per employee — where given not recorded',
    });
    out.push({
      key: 'outside-dose-given-by-and-place-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing administrator'],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData('match', 'not_present'),
      },
      note: `the worker's row has status O (outside dose reported by the employee), ${pr[0]}, ${date}, but "Given by", lot and site are empty and the note says where it was given was not recorded; the key's vaccinators belong to other rows, the facility in the header keeps the log, and the certifying nurse attests the copy, not the dose`,
    });
  }
  return out;
}
