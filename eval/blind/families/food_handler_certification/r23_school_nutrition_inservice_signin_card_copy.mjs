// A school district's Child Nutrition Services "Back-to-School Food Safety In-Service — Sign-In Sheet": the site
// manager passes the sheet round the cafeteria staff at the August in-service, each worker writes a row in their own
// hand (printed name, school site, position, food handler card no., card expires, signature, time in), the manager
// initials "card seen", and the worker whose file is being completed has a photocopy of their own card (or printed
// certificate) taped into the "card copy" box at the foot, with a sticky-note arrow to their row. The uploaded sheet
// therefore has several people on it; only the holder's row and the copy in the box are the holder's. The in-service
// date, the presenter, the district form revision and the other rows' cards are distractors.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, INKS, logo, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r23_school_nutrition_inservice_signin_card_copy',
  split: 'tuning',
  renderings: { photo: 40, scanned_pdf: 25, fax: 15, scan_image: 10, text_pdf: 10 },
  description:
    'School district Child Nutrition Services "Food Safety In-Service \u2014 Sign-In Sheet" passed round the cafeteria staff: district header, in-service date, location, presenter, form revision; eight rows each in its own handwriting (printed name, school site, position, food handler card no., card expires, signature, time in) with the manager\u2019s "card seen" initials, the holder below the first rows; at the foot a taped-in photocopy of the holder\u2019s own card or certificate with a sticky-note arrow to the row; variants Arizona county card with full dates, state-approved online course certificate with a state seal and "valid for 3 years from date of issue" and no printed end, Utah health-department permit "Exp MM/YYYY", an expired county card with the row ringed, an online proof of completion whose certificate number is "pending", a current California card for an Arizona-only client',
};

const DISTRICTS = {
  az: {
    name: 'Saguaro Flats Unified School District',
    dept: 'Child Nutrition Services',
    addr: '2400 Pioneer Way \u00b7 Mesa, AZ 85201',
    color: '#8a3b12',
    shape: 'square',
    ini: 'SF',
    sites: ['Ocotillo ES', 'Red Mesa MS', 'Cholla ES', 'Desert Vista HS', 'Central Kitchen'],
    place: 'Central Kitchen training room',
    form: 'CNS-FS-04 (rev. 06/2024)',
  },
  ut: {
    name: 'Wasatch Bend School District',
    dept: 'Nutrition Services Department',
    addr: '85 Grange Hall Rd \u00b7 Provo, UT 84601',
    color: '#24507a',
    shape: 'shield',
    ini: 'WB',
    sites: ['Timpview ES', 'Alpine Ridge JH', 'Cedar Hollow ES', 'Bend HS', 'Warehouse'],
    place: 'Bend High School cafeteria',
    form: 'NS-112 v3 / 2025',
  },
};
const CO_WORKERS = [
  ['Garza', 'Leticia'],
  ['Moody', 'Pamela'],
  ['Yazzie', 'Dorothy'],
  ['Nguyen', 'Kim'],
  ['Rasmussen', 'Carol'],
  ['Ortiz', 'Rosa'],
  ['Begay', 'Lorraine'],
  ['Holt', 'Sharon'],
  ['Fifita', 'Mele'],
  ['Pruitt', 'Janet'],
  ['Espinoza', 'Maribel'],
];
const POSITIONS = ['Cook', 'Food Svc Asst', 'Cashier', 'Baker', 'Site Lead', 'Sub'];
const PRESENTERS = ['Brenda Kowal, RD, SNS', 'Hector Ruelas, CNS Supervisor', 'Amy Strand, REHS'];

function render(f) {
  const D = f.dist;
  const rows = f.rows
    .map((r, i) => {
      const o = { font: r.font, ink: r.ink, size: '1.05em', rot: r.rot };
      const h = (t) => hand(t, o);
      return `<tr${r.ring ? ' class="rg"' : ''}><td class="c">${i + 1}</td><td>${h(r.name)}</td><td>${h(r.site)}</td><td>${h(r.pos)}</td><td>${h(r.no)}</td><td>${h(r.exp)}</td><td>${sig(r.sig, { font: r.sigFont, ink: r.ink, size: '1.45em', rot: -2 })}</td><td>${h(r.time)}</td><td class="c">${hand(r.seen, { font: f.mgrPen, ink: '#b01818', size: '1em' })}</td></tr>`;
    })
    .join('');
  const css = `
  .hd { display:flex; gap:12px; align-items:center; border-bottom:2px solid ${D.color}; padding-bottom:5px; }
  .hd .n { font-size:14pt; font-weight:bold; color:${D.color}; }
  .hd .s { font-size:8.5pt; }
  .ttl { text-align:center; font-size:12.5pt; font-weight:bold; margin:7px 0 3px; }
  .meta { display:flex; justify-content:space-between; font-size:9pt; margin:3px 0 6px; }
  table.r { width:100%; font-size:8.6pt; }
  table.r th { border:1px solid #333; background:#efe9e2; padding:3px; font-size:7.8pt; }
  table.r td { border:1px solid #555; height:30px; padding:1px 4px; white-space:nowrap; overflow:hidden; }
  table.r tr.rg td { outline: none; }
  .c { text-align:center; }
  .stmt { font-size:7.8pt; color:#333; margin:5px 0; }
  .copybox { margin-top:10px; border:1.5px dashed #666; height:3.05in; position:relative; padding:6px; }
  .copybox .lbl { font-size:8pt; color:#444; }
  .copy { position:absolute; left:0.5in; top:0.38in; transform:rotate(${f.copyRot}deg); filter:grayscale(1) contrast(1.15); background:#f2f2f2; box-shadow:0 0 0 1px #999; }
  .tape { position:absolute; width:1.0in; height:0.3in; background:rgba(235,230,200,0.75); }
  .sticky { position:absolute; right:0.35in; top:0.5in; width:1.7in; height:1.45in; background:#fff59a; padding:8px; transform:rotate(3deg); box-shadow:1px 2px 3px rgba(0,0,0,0.25); }
  .foot { font-size:7.5pt; color:#555; display:flex; justify-content:space-between; margin-top:6px; }
  `;
  const body = `
  <div class="hd">${logo({ initials: D.ini, color: D.color, shape: D.shape, size: 44 })}
   <div><div class="n">${esc(D.name)}</div><div class="s">${esc(D.dept)} \u00b7 ${esc(D.addr)}</div></div></div>
  <div class="ttl">FOOD SAFETY IN-SERVICE \u2014 SIGN-IN SHEET</div>
  <div class="meta"><span>Date: <b>${esc(f.svcDate)}</b></span><span>Location: ${esc(D.place)}</span><span>Presenter: ${esc(f.presenter)}</span><span>Hours: 2.0</span></div>
  <div class="stmt">Topics: personal hygiene &amp; handwashing \u00b7 allergens (Big 9) \u00b7 cooling &amp; reheating \u00b7 HACCP logs \u00b7 sanitizer test strips. Every employee must show a <b>current food handler card</b>; write the card number and expiration as printed on the card.</div>
  <table class="r"><tr><th style="width:3%">#</th><th style="width:20%">Name (please print)</th><th style="width:12%">Site</th><th style="width:10%">Position</th><th style="width:15%">Food handler card no.</th><th style="width:10%">Card expires</th><th style="width:15%">Signature</th><th style="width:7%">Time in</th><th style="width:8%">Card seen (mgr)</th></tr>${rows}</table>
  <div class="copybox"><div class="lbl">CARD COPY \u2014 tape a copy of the employee\u2019s current card / certificate here (new hires and renewals)</div>
    <div class="copy">${f.copyHtml}</div>
    <div class="tape" style="left:0.35in;top:0.28in;transform:rotate(-12deg)"></div>
    <div class="tape" style="left:${f.copyW - 0.2}in;top:${f.copyH + 0.15}in;transform:rotate(-8deg)"></div>
    <div class="sticky">${hand(f.sticky, { font: f.mgrPen, ink: '#1a2b6d', size: '1.05em' })}</div>
  </div>
  <div class="foot"><span>${esc(D.form)}</span><span>Original to CNS office \u00b7 copy stays at site</span><span>Manager: ${sig(f.mgr, { font: SIGS[1], ink: '#222', size: '1.3em', rot: 0 })}</span></div>`;
  return page({ title: 'In-service sign-in', body, css, font: f.font, margin: '0.4in' });
}

// the card / certificate copies, sized in inches
function countyCard(c) {
  return `<div style="width:3.4in;height:2.15in;border:1px solid #444;border-radius:8px;font-family:${FONTS.sans};font-size:8.3pt;overflow:hidden">
  <div style="background:#555;color:#fff;padding:4px 8px;font-weight:bold;font-size:8.5pt">${esc(c.band)}</div>
  <div style="display:flex;gap:8px;padding:6px 8px"><div>${seal({ text: c.sealText, inner: '\u2605', color: '#333', size: 52 })}</div>
  <div><div style="font-size:11pt;font-weight:bold;letter-spacing:0.05em">FOOD HANDLER CARD</div>
  <div style="margin-top:4px;font-size:10pt;font-weight:bold">${esc(c.name)}</div>
  <div style="margin-top:4px">Card No. <b>${esc(c.no)}</b></div>
  <div>${esc(c.issCap)} <b>${esc(c.iss)}</b> &nbsp; ${esc(c.expCap)} <b>${esc(c.exp)}</b></div></div></div>
  <div style="padding:0 8px;font-size:6.8pt;color:#333">${esc(c.foot)}</div></div>`;
}
function onlineCert(c, rng) {
  return `<div style="width:4.6in;height:2.45in;border:3px double #333;padding:8px 12px;font-family:${FONTS.serif};font-size:8.5pt;background:#fafafa;position:relative">
  <div style="position:absolute;right:10px;top:8px">${seal({ text: c.sealText, inner: c.sealInner || '\u2605', color: '#333', size: 62 })}</div>
  <div style="font-family:${FONTS.sans};font-weight:bold;font-size:9pt">${esc(c.provider)}</div>
  <div style="font-size:13pt;font-weight:bold;margin-top:4px">${esc(c.title)}</div>
  <div style="margin-top:3px">This certifies that</div>
  <div style="font-size:13pt;font-style:italic;margin:2px 0">${esc(c.name)}</div>
  <div>${esc(c.line)}</div>
  <div style="margin-top:4px;font-family:${FONTS.sans}">Certificate No.: <b>${esc(c.no)}</b> &nbsp;&nbsp; Date of issue: <b>${esc(c.iss)}</b></div>
  <div style="font-family:${FONTS.sans};font-size:8pt;margin-top:2px">${c.validity}</div>
  <div style="position:absolute;left:12px;bottom:6px">${barcode(rng, { width: 130, height: 18, color: '#333' })}</div>
  <div style="position:absolute;right:14px;bottom:6px;font-size:7pt;font-family:${FONTS.sans}">${esc(c.foot)}</div></div>`;
}

export function cases(k) {
  const { rng } = k;
  const pens = HANDS;
  const svcDay = (dist) => addDays(dist === 'az' ? '2026-07-27' : '2026-08-10', rng.int(0, 9));
  const mk = (p, dist, holder, o = {}) => {
    const D = DISTRICTS[dist];
    const svc = svcDay(dist);
    const co = rng.shuffle(CO_WORKERS).slice(0, 7);
    const hpos = o.holderPos ?? rng.int(2, 6);
    const rowFor = (name, no, exp) => ({
      name,
      site: rng.pick(D.sites),
      pos: rng.pick(POSITIONS),
      no,
      exp,
      sig: name.split(' ')[0],
      time: `7:${String(rng.int(40, 59)).padStart(2, '0')}`,
      seen: 'BK \u2713',
      font: rng.pick(pens),
      ink: rng.pick(INKS),
      rot: rng.float(-1.5, 1.5).toFixed(1),
      sigFont: rng.pick(SIGS),
    });
    const rows = co.map(([l, fi]) => {
      const e = addDays('2027-02-01', rng.int(0, 900));
      return rowFor(
        `${fi} ${l}`,
        dist === 'az' ? `${rng.digits(7)}` : `${rng.digits(2)}-${rng.digits(6)}`,
        fmt(e, rng.pick(['us_short', 'us_nz', 'mm_yyyy'])),
      );
    });
    const hr = rowFor(
      nameAs(p, rng.pick(['first_last', 'nick_last', 'first_mi_last'])),
      holder.rowNo,
      holder.rowExp,
    );
    hr.sig = p.first;
    hr.seen = holder.seen ?? 'BK \u2713';
    rows.splice(hpos, 0, hr);
    return {
      dist: D,
      svcDate: fmt(svc, 'long'),
      svc,
      presenter: rng.pick(PRESENTERS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato]),
      mgrPen: rng.pick(HANDS.filter((x) => x !== 'Breip')),
      mgr: rng.pick(['B. Kowal', 'H. Ruelas', 'A. Strand']),
      rows,
      copyRot: rng.float(-2.5, 2.5).toFixed(1),
      copyW: 3.4,
      copyH: 2.15,
      sticky: `\u2190 row ${hpos + 1} copy for personnel file`,
      ...o,
    };
  };
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    ...(issue ? { 'certificate.issue_date': issue } : {}),
    'certificate.expiration_date': exp,
    'certificate.kind': 'handler',
  });
  const out = [];

  // 1 — Arizona county card with full issued / expires dates (photo)
  {
    const p = k.person();
    const issue = addDays('2024-09-09', rng.int(0, 600));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const f = mk(p, 'az', { rowNo: no, rowExp: fmt(exp, 'us_short') });
    f.copyHtml = countyCard({
      band: 'CHOLLA COUNTY ENVIRONMENTAL SERVICES',
      sealText: 'CHOLLA COUNTY \u00b7 ARIZONA \u00b7',
      name: nameAs(p, 'FIRST_LAST'),
      no,
      issCap: 'Issued',
      iss: fmt(issue, 'us'),
      expCap: 'Expires',
      exp: fmt(exp, 'us'),
      foot: 'Valid in Cholla County, AZ only \u00b7 Present to inspector on request \u00b7 Non-transferable',
    });
    out.push({
      key: 'az-county-card-full-dates',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id', 'name mismatch'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `the holder's row and the taped-in county card agree: card ${no}, issued ${issue}, expires ${exp}; the in-service date ${f.svc}, the seven co-workers' rows and the form revision are not the holder's`,
    });
  }

  // 2 — state-approved online course certificate with a state seal, "valid for 3 years", no printed end (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2024-10-14', rng.int(0, 560));
    const exp = addYears(issue, 3);
    const no = `AZFH-${rng.digits(8)}`;
    const f = mk(p, 'az', { rowNo: no, rowExp: '3 yrs' });
    f.copyW = 4.6;
    f.copyH = 2.45;
    f.copyHtml = onlineCert(
      {
        provider: 'ServeWell Learning \u00b7 ANSI/ANAB-accredited (ASTM E2659)',
        title: 'Arizona Food Handler Certificate',
        sealText: 'APPROVED TRAINING \u00b7 STATE OF ARIZONA \u00b7',
        name: nameAs(p, 'full'),
        line: 'has successfully completed the Food Handler Training course and passed the final assessment.',
        no,
        iss: fmt(issue, 'long'),
        validity:
          '<b>Valid for 3 years from date of issue.</b> Accepted by Arizona county health departments.',
        foot: 'verify: servewell.example/verify',
      },
      rng,
    );
    out.push({
      key: 'online-state-seal-certificate-valid-3-years',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `the taped-in online certificate ${no} prints a date of issue ${issue} and "valid for 3 years from date of issue", no end date; the row says "3 yrs" → ${exp} (DOMAIN default 3 years agrees)`,
    });
  }

  // 3 — Utah health-department permit, "Exp MM/YYYY" (fax)
  {
    const p = k.person();
    const issue = addDays('2024-11-04', rng.int(0, 520));
    const thru = addYears(issue, 3);
    const exp = endOfMonth(thru);
    const no = `${rng.digits(2)}-${rng.digits(6)}`;
    const f = mk(p, 'ut', { rowNo: no, rowExp: fmt(thru, 'mm_yyyy') });
    f.copyHtml = countyCard({
      band: 'UTAH VALLEY HEALTH DEPARTMENT \u00b7 FOOD HANDLER PERMIT',
      sealText: 'UTAH VALLEY HEALTH DEPT \u00b7',
      name: nameAs(p, rng.pick(['LAST_FIRST', 'FIRST_LAST'])),
      no,
      issCap: 'Iss',
      iss: fmt(issue, 'us_nz'),
      expCap: 'Exp',
      exp: fmt(thru, 'mm_yyyy'),
      foot: 'Utah Code 26B-7-412 \u00b7 valid statewide \u00b7 permit expires at end of month shown',
    });
    out.push({
      key: 'utah-permit-exp-month-only',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `Utah permit ${no}: Iss ${issue}, "Exp ${fmt(thru, 'mm_yyyy')}" → last day of that month ${exp}`,
    });
  }

  // 4 — expired county card; the manager rings the row (photo)
  {
    const p = k.person();
    const issue = addDays('2022-05-16', rng.int(0, 320));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const f = mk(p, 'az', { rowNo: no, rowExp: fmt(exp, 'us_short'), seen: 'EXP! renew' });
    f.copyHtml = countyCard({
      band: 'CHOLLA COUNTY ENVIRONMENTAL SERVICES',
      sealText: 'CHOLLA COUNTY \u00b7 ARIZONA \u00b7',
      name: nameAs(p, 'FIRST_LAST'),
      no,
      issCap: 'Issued',
      iss: fmt(issue, 'us'),
      expCap: 'Expires',
      exp: fmt(exp, 'us'),
      foot: 'Valid in Cholla County, AZ only \u00b7 Present to inspector on request \u00b7 Non-transferable',
    });
    f.sticky = `row ${f.rows.findIndex((r) => r.no === no) + 1} \u2014 card EXPIRED, needs new card before 1st day w/ students`;
    out.push({
      key: 'az-county-card-expired-row-flagged',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: data(no, issue, exp),
      note: `county card ${no}, issued ${issue}, expires ${exp} printed — before 2026-11-21 (and before the in-service)`,
    });
  }

  // 5 — online proof of completion with the certificate number "pending" (flatbed scan)
  {
    const p = k.person();
    const issue = addDays('2026-06-22', rng.int(0, 30));
    const exp = addYears(issue, 3);
    const f = mk(p, 'ut', { rowNo: 'pending', rowExp: fmt(exp, 'us_nz') });
    f.copyW = 4.6;
    f.copyH = 2.45;
    f.copyHtml = onlineCert(
      {
        provider: 'Beehive Food Safety Online \u00b7 approved by Utah local health departments',
        title: 'Proof of Completion \u2014 Food Handler',
        sealText: 'BEEHIVE FOOD SAFETY \u00b7 UTAH \u00b7',
        name: nameAs(p, 'first_last'),
        line: 'completed the Utah food handler course and test. Your permit will be issued by your local health department.',
        no: 'pending \u2014 assigned when permit is printed',
        iss: fmt(issue, 'us'),
        validity: `Expiration: <b>${esc(fmt(exp, 'us'))}</b>`,
        foot: 'temporary \u00b7 keep until permit arrives',
      },
      rng,
    );
    out.push({
      key: 'utah-proof-of-completion-number-pending',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing certificate id'],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...data(null, issue, exp), ...personData('match', null) },
      note: `the copy is an online proof of completion dated ${issue}, expiration ${exp}, whose certificate number reads "pending" and the row says "pending" too → missing certificate id (flagged); the co-workers' card numbers are not the holder's`,
    });
  }

  // 6 — a current California card for an Arizona-only client (text PDF)
  {
    const p = k.person();
    const issue = addDays('2025-01-20', rng.int(0, 400));
    const exp = addYears(issue, 3);
    const no = `CA${rng.digits(8)}`;
    const f = mk(p, 'az', { rowNo: no, rowExp: fmt(exp, 'us_short') });
    f.copyHtml = countyCard({
      band: 'CALIFORNIA FOOD HANDLER CARD \u00b7 GoldenServe Training',
      sealText: 'CALIFORNIA \u00b7 ANAB ACCREDITED \u00b7',
      name: nameAs(p, 'first_last'),
      no,
      issCap: 'Issued',
      iss: fmt(issue, 'us'),
      expCap: 'Expires',
      exp: fmt(exp, 'us'),
      foot: 'Cal. Health & Safety Code \u00a7113948 \u00b7 valid in California only',
    });
    f.sticky = 'new hire from Calif. \u2014 is CA card OK here?? ask county';
    out.push({
      key: 'california-card-arizona-only-client',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['AZ'] },
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: data(no, issue, exp),
      note: `a current California food handler card ${no} (${issue} – ${exp}) taped onto an Arizona district's sheet; the client accepts Arizona cards only`,
    });
  }
  return out;
}
