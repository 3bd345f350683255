// A two-page paper "Application for Employment" of a home-health agency, a senior-living company or a community
// hospital, filled in by hand in ink by a nurse or aide who applied on paper, and uploaded as a scan (sometimes the
// fillable PDF typed into in a handwriting-like face). Page 1: employer band with form no. and revision, the
// applicant's name in Last / First / Middle caption boxes at the top, date of application, address, cell and other
// phone, e-mail; position applied for, date available, desired pay; shifts and status ringed; YES / NO questions
// ringed (18 or older, authorised to work, worked or applied here before "if yes, when"); an education table with
// its own From / To years; a licences and certifications table with expiry dates. Page 2: EMPLOYMENT HISTORY —
// stacked employer blocks, most recent first: employer and telephone, street / city / state / ZIP, job title,
// supervisor, "Dates employed From Mo __ Yr __ To Mo __ Yr __" in small boxes (two- or four-figure years, "present"
// written across the To boxes), starting and final pay, duties, reason for leaving, "May we contact?" YES / NO ringed;
// unused blocks left blank; an "explain any gap of more than 30 days" line; references with their own phones;
// the applicant's certification, signature and date; an HR-use strip with an interviewer and date. The date of
// application, education years, licence expiries, the "applied before" year, the signature date and the HR date are
// not employment. Variants: three continuous posts over a three-year minimum; a four-month move between posts with
// the gap explained, within a six-month limit; BLS in the certifications table with a current post; a fifteen-month
// gap (family care, explained) over a six-month limit; a block whose To is before its From; a last post that ended over
// two years ago with a one-year recency rule.
import { nameAs, phone, PLACES, requestPerson, stripAccents, street } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';
import { EMPLOYERS, monthsBetween } from '../../lib/resume.mjs';

export const family = {
  type: 'resume',
  name: 'r25_paper_application_employer_blocks_page2',
  split: 'blind',
  multipage: true,
  renderings: { scanned_pdf: 70, text_pdf: 30 },
  description:
    'Two-page paper Application for Employment (home-health agency, senior-living company, community hospital) filled in by hand and mostly scanned: p1 form no. and revision, applicant name in Last / First / Middle caption boxes at the top, date of application, address, phones, e-mail, position, date available, shifts and status ringed, YES / NO questions ringed (worked or applied here before, "if yes, when"), education table with From / To years, licences and certifications with expiry dates; p2 EMPLOYMENT HISTORY as stacked employer blocks most recent first (employer, phone, address, title, supervisor, "From Mo __ Yr __ To Mo __ Yr __" boxes with two- or four-figure years or "present", pay, duties, reason for leaving, May we contact YES / NO ringed), blank unused blocks, gap explanation line, references with phones, signed certification and date, HR-use strip; continuous over a minimum, explained four-month move within the limit, BLS keyword in the certifications table, fifteen-month gap over the limit, a To before its From, last post over two years ago',
};

const ORGS = [
  {
    name: 'Bayberry Home Health & Hospice',
    addr: '1450 Bellwether Ct, Savannah, GA 31401',
    form: 'HR-101',
    rev: 'Rev. 08/2023',
    color: '#2d5e3e',
    shape: 'leaf',
    ini: 'BH',
  },
  {
    name: 'Cobblestone Senior Living Communities',
    addr: 'Human Resources · 300 Harmon Blvd, Lansing, MI 48906',
    form: 'CSL-APP-2',
    rev: '(04/2022)',
    color: '#6b3b1f',
    shape: 'square',
    ini: 'CS',
  },
  {
    name: 'Willow Creek Regional Hospital',
    addr: 'Talent Acquisition · 2210 Meridian Ave, Springfield, IL 62704',
    form: 'WCRH 7702',
    rev: 'Rev. 2021',
    color: '#1e4c7a',
    shape: 'cross',
    ini: 'WC',
  },
];
const TITLES = {
  rn: ['Staff RN — Med/Surg', 'RN, Telemetry', 'Charge Nurse', 'Home Health RN Case Mgr', 'RN — Float Pool'],
  lpn: ['LPN', 'LPN — Long-Term Care', 'Medication Nurse (LPN)', 'LPN Wound Care'],
  cna: ['CNA', 'Certified Nursing Asst.', 'Resident Care Aide (CNA)', 'Home Health Aide'],
};
const DUTIES = {
  rn: [
    'Pt care 5–6 pts, meds, telemetry, d/c teaching',
    'Admissions, care plans, supervised LPNs/CNAs',
    'Home visits, OASIS, wound care, IV therapy',
    'Assessments, meds, charting in Epic',
  ],
  lpn: [
    'Med pass 20+ residents, treatments, charting',
    'Wound care, glucose checks, insulin',
    'Admissions paperwork, updated care plans w/ RN',
  ],
  cna: [
    'ADLs, bathing, feeding, vitals, I&O',
    'Transfers w/ Hoyer lift, turning, skin checks',
    'Home visits — personal care, light housekeeping',
  ],
};
const REASONS = [
  'Better opportunity',
  'Moved out of state',
  'More hours / benefits',
  'Relocated w/ family',
  'Contract ended',
  'Went back to school',
  'Closer to home',
];
const SUPS = [
  'Donna Reyes, DON',
  'Mark Feeney, Nurse Mgr',
  'Tamika Rowe, RN',
  'G. Halloran, ADON',
  'Lisa Kwan, Unit Mgr',
  'Paul Stetson, Administrator',
  'Carmen Ibarra, RN Supv',
];
const REFS = [
  ['Ruth Ellingson', 'former charge nurse'],
  ['Darius Pembrook', 'co-worker'],
  ['Annette Sorensen', 'clinical instructor'],
  ['Leon Marchetti', 'former supervisor'],
  ['Gloria Adebayo', 'co-worker (RN)'],
];
const SCHOOLS = {
  rn: [
    ['College', 'Lakeshore Community College — ADN', 'ADN'],
    ['College', 'Eastfield State University — BSN', 'BSN'],
  ],
  lpn: [['Vocational', 'Tri-County Career Center — Practical Nursing', 'LPN cert.']],
  cna: [['Vocational', 'Red Oak Adult Ed — Nurse Aide Training', 'CNA cert.']],
};

// A YYYY-MM as the applicant writes it in the Mo / Yr boxes.
function moYr(v, yr2) {
  if (!v) return null;
  const [y, m] = v.split('-');
  return [m, yr2 ? y.slice(2) : y];
}

function render(f) {
  const O = f.org;
  const H = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.1em', ...o });
  const ring = (list, chosen, sep = ' &nbsp; ') =>
    list
      .map((o) =>
        (Array.isArray(chosen) ? chosen.includes(o) : o === chosen)
          ? `<span class="rg" style="border-color:${f.ink}">${esc(o)}</span>`
          : `<span class="nr">${esc(o)}</span>`,
      )
      .join(sep);
  const cap = (label, v, w = '') =>
    `<td class="cp"${w ? ` style="width:${w}"` : ''}><div class="cl">${esc(label)}</div><div class="cv">${v}</div></td>`;
  const edu = f.education
    .map(
      (e) =>
        `<tr><td>${esc(e[0])}</td><td>${H(e[1], { size: '1em' })}</td><td class="c">${H(e[2], { size: '1em' })}</td><td class="c">${H(e[3], { size: '1em' })}</td><td class="c">${ring(['Y', 'N'], e[4])}</td><td>${H(e[5], { size: '1em' })}</td></tr>`,
    )
    .join('');
  const lic = f.licenses
    .map(
      (l) =>
        `<tr><td>${H(l[0], { size: '1em' })}</td><td class="c">${H(l[1], { size: '1em' })}</td><td>${H(l[2], { size: '1em' })}</td><td class="c">${H(l[3], { size: '1em' })}</td></tr>`,
    )
    .join('');
  const licBlank = '<tr><td>&nbsp;</td><td></td><td></td><td></td></tr>'.repeat(
    Math.max(0, 3 - f.licenses.length),
  );
  const p1 = `
  <div class="band" style="border-color:${O.color}">
    <div class="lg">${logo({ initials: O.ini, color: O.color, shape: O.shape, size: 36 })}<div><div class="on" style="color:${O.color}">${esc(O.name)}</div><div class="oa">${esc(O.addr)}</div></div></div>
    <div class="fm">${esc(O.form)} ${esc(O.rev)}<br>Page 1 of 2</div>
  </div>
  <div class="ttl">APPLICATION FOR EMPLOYMENT</div>
  <div class="eo">We are an equal opportunity employer. Please print clearly in ink and answer every question. A resume may be attached but does not replace this application.</div>
  <table class="gr">
    <tr>${cap('Last name', H(f.last, { size: '1.3em' }), '34%')}${cap('First name', H(f.first, { size: '1.3em' }), '28%')}${cap('Middle', H(f.middle, { size: '1.3em' }), '18%')}${cap('Date of application', H(f.appDate))}</tr>
    <tr><td colspan="2" class="cp"><div class="cl">Street address</div><div class="cv">${H(f.street)}</div></td>${cap('City / State / ZIP', H(f.cityLine))}<td class="cp"><div class="cl">Cell phone</div><div class="cv">${H(f.phone)}</div></td></tr>
    <tr><td colspan="2" class="cp"><div class="cl">E-mail address</div><div class="cv">${H(f.email)}</div></td>${cap('Other phone', H(f.phone2))}${cap('Best time to call', H(f.bestTime))}</tr>
  </table>
  <div class="sec">POSITION</div>
  <table class="gr">
    <tr>${cap('Position applied for', H(f.position), '40%')}${cap('Date available to start', H(f.availText))}${cap('Desired pay', H(f.pay))}</tr>
  </table>
  <div class="ln">Shifts you can work (ring all): ${ring(['DAYS', 'EVENINGS', 'NIGHTS', 'WEEKENDS', 'PRN'], f.shifts)}</div>
  <div class="ln">Status desired (ring one): ${ring(['FULL-TIME', 'PART-TIME', 'PER DIEM'], f.status)}</div>
  <table class="yn">
    <tr><td>Are you 18 years of age or older?</td><td class="r">${ring(['YES', 'NO'], 'YES')}</td></tr>
    <tr><td>Are you legally authorized to work in the United States?</td><td class="r">${ring(['YES', 'NO'], 'YES')}</td></tr>
    <tr><td>Have you ever applied to or worked for ${esc(O.name)}? &nbsp; If yes, when? <span class="ul" style="min-width:1.2in">${H(f.before, { size: '1em' })}</span></td><td class="r">${ring(['YES', 'NO'], f.before ? 'YES' : 'NO')}</td></tr>
    <tr><td>Can you perform the essential functions of the position with or without reasonable accommodation?</td><td class="r">${ring(['YES', 'NO'], 'YES')}</td></tr>
  </table>
  <div class="sec">EDUCATION</div>
  <table class="tb">
    <tr><th style="width:13%">Level</th><th>School name and city</th><th style="width:9%">From (yr)</th><th style="width:9%">To (yr)</th><th style="width:11%">Graduated?</th><th style="width:17%">Diploma / degree</th></tr>
    ${edu}
  </table>
  <div class="sec">LICENSES AND CERTIFICATIONS</div>
  <table class="tb">
    <tr><th style="width:32%">License / certification</th><th style="width:12%">State</th><th>Number</th><th style="width:18%">Expires</th></tr>
    ${lic}${licBlank}
  </table>
  <div class="cont">Please complete the employment history on page 2 — incomplete applications will not be considered.</div>
  <div class="ft"><span>${esc(O.form)} ${esc(O.rev)}</span><span>Page 1 of 2</span></div>`;
  const block = (j, n) => {
    const from = j ? moYr(j.start, j.yr2) : null;
    const to = j ? moYr(j.end, j.yr2) : null;
    const e = (t, o) => (j ? H(t, o) : '');
    const presentCell = `<td class="bx" colspan="2">${H(j?.presentWord || 'present', { size: '1.05em' })}</td>`;
    const dates = `<div class="dt"><span class="dl">From</span><table class="mb"><tr><td class="h">Mo</td><td class="h">Yr</td></tr><tr><td class="bx">${from ? H(from[0], { size: '1.05em' }) : ''}</td><td class="bx">${from ? H(from[1], { size: '1.05em' }) : ''}</td></tr></table>
        <span class="dl">To</span><table class="mb"><tr><td class="h">Mo</td><td class="h">Yr</td></tr><tr>${j && !j.end ? presentCell : `<td class="bx">${to ? H(to[0], { size: '1.05em' }) : ''}</td><td class="bx">${to ? H(to[1], { size: '1.05em' }) : ''}</td>`}</tr></table></div>`;
    return `<table class="eb">
      <tr><td class="num" rowspan="4">${n}</td><td class="cp" style="width:33%"><div class="cl">Employer</div><div class="cv">${e(j?.employer)}</div></td><td class="cp" colspan="2"><div class="cl">Address (street, city, state, ZIP)</div><div class="cv">${e(j?.address, { size: '1em' })}</div></td><td class="cp" style="width:17%"><div class="cl">Telephone</div><div class="cv">${e(j?.phone, { size: '1em' })}</div></td></tr>
      <tr><td class="cp"><div class="cl">Job title</div><div class="cv">${e(j?.title)}</div></td><td class="cp" style="width:24%"><div class="cl">Supervisor (name and title)</div><div class="cv">${e(j?.sup, { size: '1em' })}</div></td><td class="cp" colspan="2"><div class="cl">Dates employed</div>${dates}</td></tr>
      <tr><td class="cp" colspan="2"><div class="cl">Duties</div><div class="cv">${e(j?.duties, { size: '1em' })}</div></td><td class="cp"><div class="cl">Starting pay</div><div class="cv">${e(j?.payStart, { size: '1em' })}</div></td><td class="cp"><div class="cl">Final pay</div><div class="cv">${e(j?.payEnd, { size: '1em' })}</div></td></tr>
      <tr><td class="cp" colspan="2"><div class="cl">Reason for leaving</div><div class="cv">${e(j?.reason, { size: '1em' })}</div></td><td class="cp" colspan="2"><div class="cl">May we contact this employer?</div><div class="cv">${j ? ring(['YES', 'NO'], j.contact) : `<span class="nr">YES</span> &nbsp; <span class="nr">NO</span>`}</div></td></tr>
    </table>`;
  };
  const blocks = [0, 1, 2, 3].map((i) => block(f.jobs[i], i + 1)).join('');
  const refs = f.refs
    .map(
      (r) =>
        `<tr><td>${H(r[0], { size: '1em' })}</td><td>${H(r[1], { size: '1em' })}</td><td>${H(r[2], { size: '1em' })}</td><td class="c">${H(r[3], { size: '1em' })}</td></tr>`,
    )
    .join('');
  const p2 = `
  <div class="band" style="border-color:${O.color}">
    <div class="lg">${logo({ initials: O.ini, color: O.color, shape: O.shape, size: 28 })}<div class="on" style="color:${O.color};font-size:11.5pt">${esc(O.name)}</div></div>
    <div class="fm">${esc(O.form)} ${esc(O.rev)}<br>Page 2 of 2</div>
  </div>
  <div class="sec">EMPLOYMENT HISTORY</div>
  <div class="ins">Start with your present or most recent employer and work back. Include part-time, temporary, agency and military service for the last seven years. Use a separate sheet if needed. "See resume" is not an acceptable answer.</div>
  ${blocks}
  <div class="gp">Explain any gap in employment of more than 30 days: <span class="ul" style="min-width:4.4in">${H(f.gapExplain, { size: '1em' })}</span></div>
  <div class="sec">REFERENCES <span class="sm">(not relatives or former supervisors listed above)</span></div>
  <table class="tb"><tr><th style="width:28%">Name</th><th style="width:28%">Relationship</th><th>Phone</th><th style="width:14%">Years known</th></tr>${refs}</table>
  <div class="cert">I certify that the information on this application is true and complete. I authorize ${esc(O.name)} to verify it and to contact the employers listed above unless I have ringed NO. I understand that false or missing information may result in my application being rejected or, if hired, my dismissal.</div>
  <div class="sgr">Applicant signature <span class="ul sgl" style="min-width:3.2in">${sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.6em', rot: -2 })}</span> &nbsp; Date <span class="ul" style="min-width:1.1in">${H(f.signDate)}</span></div>
  <div class="hr"><b>HR USE ONLY</b> &nbsp; Interviewed by <span class="ul" style="min-width:1.3in">${f.hrBy ? hand(f.hrBy, { font: f.hrPen, ink: '#8b1a1a', size: '1em' }) : ''}</span> &nbsp; Date <span class="ul" style="min-width:0.9in">${f.hrDate ? hand(f.hrDate, { font: f.hrPen, ink: '#8b1a1a', size: '1em' }) : ''}</span> &nbsp; Dept. <span class="ul" style="min-width:0.9in"></span> &nbsp; Req. # <span class="ul" style="min-width:0.8in">${esc(f.req)}</span></div>
  <div class="ft"><span>${esc(O.form)} ${esc(O.rev)}</span><span>Page 2 of 2</span></div>`;
  const css = `
  body { font-size:9pt; }
  .band { display:flex; justify-content:space-between; align-items:center; border-bottom:2.4px solid; padding-bottom:3px; }
  .lg { display:flex; gap:8px; align-items:center; } .on { font-size:13.5pt; font-weight:bold; } .oa { font-size:7.6pt; color:#444; }
  .fm { text-align:right; font-size:7.8pt; line-height:1.35; }
  .ttl { text-align:center; font-size:15pt; font-weight:bold; letter-spacing:2px; margin:6px 0 2px; }
  .eo { font-size:7.6pt; text-align:center; color:#333; margin-bottom:5px; }
  .sec { font-weight:bold; font-size:8.6pt; border-bottom:1.4px solid #222; margin:8px 0 3px; letter-spacing:1px; }
  .sm { font-weight:normal; font-size:7.2pt; letter-spacing:0; }
  .gr { width:100%; } .cp { border:0.8px solid #555; padding:1px 5px 2px; vertical-align:top; }
  .cl { font-size:6.8pt; color:#444; text-transform:uppercase; letter-spacing:.3px; } .cv { min-height:1.45em; }
  .ln { margin:4px 0; font-size:8.8pt; }
  .nr { display:inline-block; padding:0 .3em; font-weight:bold; font-size:8.4pt; }
  .rg { display:inline-block; padding:0 .3em; font-weight:bold; font-size:8.4pt; border:1.6px solid; border-radius:50% / 55%; transform:rotate(-3deg); }
  .yn { width:100%; margin-top:3px; } .yn td { border-bottom:0.6px solid #bbb; padding:3px 4px; font-size:8.6pt; } .yn .r { width:1.1in; text-align:center; white-space:nowrap; }
  .ul { display:inline-block; border-bottom:0.8px solid #222; min-height:1.2em; vertical-align:bottom; padding:0 3px; }
  .tb { width:100%; } .tb th { font-size:7.2pt; background:#ececec; border:0.7px solid #555; padding:2px 4px; text-align:left; }
  .tb td { border:0.7px solid #777; padding:2px 5px; height:0.3in; font-size:8.6pt; } .c { text-align:center; }
  .cont { font-size:8pt; font-style:italic; margin-top:8px; text-align:right; }
  .ft { display:flex; justify-content:space-between; font-size:7pt; color:#555; border-top:0.7px solid #999; margin-top:7px; padding-top:2px; }
  .ins { font-size:7.6pt; margin-bottom:4px; }
  .eb { width:100%; margin-bottom:5px; border:1.4px solid #222; }
  .eb .num { width:0.24in; text-align:center; font-weight:bold; background:#e4e4e4; border:0.8px solid #555; font-size:10pt; }
  .dt { display:flex; align-items:center; gap:5px; }
  .dl { font-size:7.6pt; font-weight:bold; }
  .mb td { border:0.8px solid #444; text-align:center; padding:0 3px; }
  .mb .h { font-size:6pt; color:#555; border-bottom:none; padding:0 3px; height:auto; }
  .mb .bx { width:0.42in; height:0.23in; }
  .eb .cp .dt { margin:1px 0; }
  .gp { font-size:8.4pt; margin:5px 0; white-space:nowrap; }
  .cert { font-size:7.4pt; line-height:1.3; margin-top:6px; }
  .sgr { margin-top:8px; font-size:8.6pt; white-space:nowrap; }
  .sgl { height:0.4in; display:inline-flex; align-items:flex-end; }
  .hr { margin-top:8px; border:0.8px solid #999; background:#f3f3f3; padding:3px 6px; font-size:7.8pt; white-space:nowrap; }`;
  return page({
    title: 'Application for Employment',
    size: 'letter',
    margin: '0.4in 0.5in',
    font: f.font,
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const orgs = rng.shuffle(ORGS);
  const employers = rng.shuffle(EMPLOYERS);
  let empIdx = 0;
  const p2 = (n) => String(n).padStart(2, '0');
  const usShort = (iso) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(2, 4)}`;

  /** jobs: [{start, end|null, ...}] newest first; role: rn | lpn | cna. */
  const make = (p, role, jobs, o = {}) => {
    const org = orgs[out.length % orgs.length];
    const yr2 = o.yr2 ?? rng.chance(0.5);
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const place = rng.pick([
      ['Savannah', 'GA', '31405'],
      ['Lansing', 'MI', '48910'],
      ['Springfield', 'IL', '62702'],
      ['Dayton', 'OH', '45420'],
      ['Knoxville', 'TN', '37917'],
    ]);
    const appDate = o.appDate || `2026-${p2(rng.int(9, 11))}-${p2(rng.int(1, 14))}`;
    const filled = jobs.map((j, i) => {
      const emp = employers[empIdx++ % employers.length];
      const wage = role === 'rn' ? rng.int(31, 44) : role === 'lpn' ? rng.int(22, 29) : rng.int(14, 19);
      return {
        ...j,
        employer: j.employer || emp[0],
        address: `${street(rng)}, ${emp[1]} ${(PLACES.find((x) => emp[1].startsWith(x[0])) || [0, 0, rng.digits(5)])[2]}`,
        phone: phone(rng),
        title: j.title || rng.pick(TITLES[role]),
        sup: rng.pick(SUPS),
        duties: rng.pick(DUTIES[role]),
        reason: j.end ? j.reason || rng.pick(REASONS) : 'Still employed',
        contact: j.end ? 'YES' : rng.pick(['NO', 'YES']),
        payStart: `$${wage}.${rng.pick(['00', '50', '25'])}/hr`,
        payEnd: `$${wage + rng.int(1, 4)}.${rng.pick(['00', '50', '75'])}/hr`,
        yr2,
        presentWord: rng.pick(['present', 'Present', 'current', 'now']),
        idx: i,
      };
    });
    const school = rng.pick(SCHOOLS[role]);
    const firstStart = jobs[jobs.length - 1].start;
    const gradYear = Number(o.gradYear || firstStart.slice(0, 4)) - (o.gradYear ? 0 : rng.int(0, 1));
    const hsYear = gradYear - rng.int(2, 6);
    return {
      org,
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.dejavu, FONTS.serif]),
      pen: o.pen || rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      hrPen: rng.pick(HANDS),
      last: p.last.toUpperCase(),
      first: p.first.toUpperCase(),
      middle: p.middle ? (rng.chance(0.5) ? p.middle.toUpperCase() : p.middle[0]) : '',
      appDate: usShort(appDate),
      street: street(rng),
      cityLine: `${place[0]}, ${place[1]} ${place[2]}`,
      phone: o.noPhone ? '' : phone(rng),
      phone2: rng.chance(0.4) ? phone(rng) : '',
      email: `${user}${rng.pick(['', rng.digits(2), '.rn', '84'])}@${rng.pick(['inbox.example', 'mailhub.example', 'webpost.example'])}`,
      bestTime: rng.pick(['after 3 pm', 'mornings', 'any time', 'text first']),
      position:
        o.position ||
        rng.pick(
          {
            rn: ['RN — Home Health', 'RN (nights)', 'Staff RN'],
            lpn: ['LPN', 'LPN — Assisted Living'],
            cna: ['CNA', 'Caregiver / CNA'],
          }[role],
        ),
      availText:
        o.avail || rng.pick(['2 wks notice', 'immediately', usShort(`2026-12-${p2(rng.int(1, 20))}`)]),
      pay:
        role === 'rn'
          ? `$${rng.int(38, 46)}/hr`
          : role === 'lpn'
            ? `$${rng.int(27, 31)}/hr`
            : `$${rng.int(17, 21)}/hr`,
      shifts: rng.shuffle(['DAYS', 'EVENINGS', 'NIGHTS', 'WEEKENDS', 'PRN']).slice(0, rng.int(1, 3)),
      status: rng.pick(['FULL-TIME', 'PART-TIME', 'PER DIEM']),
      before: o.before || '',
      education: [
        [
          'High school',
          rng.pick(['Central High School', 'Westside H.S.', 'Lincoln Senior High']),
          String(hsYear - 4),
          String(hsYear),
          'Y',
          'Diploma',
        ],
        [school[0], school[1], String(gradYear - (role === 'rn' ? 2 : 1)), String(gradYear), 'Y', school[2]],
      ],
      licenses: o.licenses || [
        [
          { rn: 'RN', lpn: 'LPN', cna: 'CNA' }[role],
          place[1],
          `${{ rn: 'RN', lpn: 'PN', cna: 'NA' }[role]}${rng.digits(6)}`,
          `${p2(rng.int(1, 12))}/${rng.int(2027, 2028)}`,
        ],
      ],
      jobs: filled,
      gapExplain: o.gapExplain ?? rng.pick(['N/A', 'none', '']),
      refs: rng
        .shuffle(REFS)
        .slice(0, 2)
        .map((r) => [r[0], r[1], phone(rng), String(rng.int(2, 9))]),
      sigName: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      signDate: usShort(appDate),
      hrBy: o.hr ? rng.pick(['K. Dunleavy', 'M. Ortiz', 'S. Bramwell']) : '',
      hrDate: o.hr ? usShort(o.hr) : '',
      req: `${rng.int(24, 26)}-${rng.digits(4)}`,
    };
  };
  const months = (j) => monthsBetween(j.start, j.end || '2026-11');
  const contact = (f) => ({ 'contact.email': f.email, ...(f.phone ? { 'contact.phone': f.phone } : {}) });
  const wh = (f, n = f.jobs.length) => {
    const d = {};
    f.jobs.slice(0, n).forEach((j, i) => {
      d[`work_history.${i}.employer`] = j.employer;
      d[`work_history.${i}.start_date`] = j.start;
      d[`work_history.${i}.end_date`] = j.end;
    });
    return d;
  };

  // 1 — three continuous posts over a three-year minimum.
  {
    const p = k.person();
    const jobs = [
      { start: '2022-03', end: null },
      { start: '2019-08', end: '2022-02' },
      { start: '2017-05', end: '2019-07' },
    ];
    const f = make(p, 'lpn', jobs, { hr: `2026-11-${p2(rng.int(12, 19))}` });
    const total = jobs.reduce((s, j) => s + months(j), 0);
    out.push({
      key: 'three-posts-over-minimum',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 36 },
      html: render(f),
      issues: [],
      forbidden: [
        'insufficient experience',
        'no work history',
        'inconsistent dates',
        'missing contact information',
      ],
      data: { ...wh(f), total_experience_months: total, ...contact(f), 'person.name.status': 'match' },
      note: `p2 blocks 1–3: ${jobs.map((j) => `${j.start} – ${j.end || 'present'}`).join(', ')}; about ${total} months against 36; block 4 blank; the date of application ${f.appDate}, school years, licence expiry and the HR interview date are not jobs`,
      rendering: 'scanned_pdf',
    });
  }

  // 2 — a four-month move between posts, explained, within a six-month limit.
  {
    const p = k.person();
    const jobs = [
      { start: '2023-09', end: null },
      { start: '2020-01', end: '2023-05', reason: 'Moved out of state' },
      { start: '2018-06', end: '2019-12' },
    ];
    const f = make(p, 'rn', jobs, {
      gapExplain: 'May–Aug 2023 moved from TX, waiting on license by endorsement',
      before: rng.chance(0.5) ? 'applied 2021' : '',
    });
    out.push({
      key: 'explained-move-within-limit',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'inconsistent dates', 'no recent experience'],
      data: { ...wh(f), ...contact(f), 'person.name.status': 'match' },
      note: `the longest break is 2023-05 to 2023-09 (about 4 months, the move explained on the gap line), within max_gap_months 6; the 2019-12 → 2020-01 change is continuous${f.before ? `; "${f.before}" answers the applied-before question, it is not a job` : ''}`,
      rendering: 'text_pdf',
    });
  }

  // 3 — BLS in the certifications table; current post within a six-month window.
  {
    const p = k.person();
    const jobs = [
      { start: '2024-02', end: null },
      { start: '2021-10', end: '2024-01' },
    ];
    const blsExp = `${p2(rng.int(1, 12))}/2027`;
    const f = make(p, 'cna', jobs, {
      licenses: [
        ['CNA', 'GA', `NA${rng.digits(6)}`, `${p2(rng.int(1, 12))}/2027`],
        ['BLS (American Heart Assn)', '—', `eCard ${rng.digits(10)}`, blsExp],
      ],
    });
    out.push({
      key: 'bls-in-certifications-current-post',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['BLS'], recent_within_months: 6 },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'no recent experience', 'no work history'],
      data: { ...wh(f), ...contact(f), 'person.name.status': 'match' },
      note: `"BLS (American Heart Assn)" is a row of the p1 licences and certifications table (expires ${blsExp}); block 1 is current (${jobs[0].start} – ${f.jobs[0].presentWord}), within recent_within_months 6`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — a fifteen-month gap over a six-month limit (family care, explained).
  {
    const p = k.person();
    const jobs = [
      { start: '2023-06', end: null },
      { start: '2019-04', end: '2022-03', reason: 'Family — care for parent' },
      { start: '2016-09', end: '2019-03' },
    ];
    const f = make(p, 'cna', jobs, {
      gapExplain: '3/22 – 6/23 home caring for my mother (not employed)',
    });
    const gap = monthsBetween('2022-03', '2023-06');
    out.push({
      key: 'fifteen-month-gap-over-limit',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      forbidden: ['inconsistent dates', 'no recent experience', 'no work history'],
      data: {
        ...wh(f),
        'gaps.0.from': '2022-03',
        'gaps.0.to': '2023-06',
        'gaps.0.months': gap,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: `no post between 2022-03 (end of block 2) and 2023-06 (start of block 1), about ${gap} months, over max_gap_months 6; the applicant explains it on the gap line (family care), which does not make it work; the 2019-03 → 2019-04 change is continuous`,
      rendering: 'scanned_pdf',
    });
  }

  // 5 — a block whose To is before its From.
  {
    const p = k.person();
    const jobs = [
      { start: '2022-11', end: null },
      { start: '2021-09', end: '2020-04' },
      { start: '2017-02', end: '2020-03' },
    ];
    const f = make(p, 'rn', jobs, { yr2: false });
    out.push({
      key: 'block-to-before-from',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['inconsistent dates'],
      forbidden: ['no work history', 'no recent experience'],
      data: {
        'work_history.1.start_date': '2021-09',
        'work_history.1.end_date': '2020-04',
        'work_history.0.start_date': '2022-11',
        'work_history.0.end_date': null,
        ...contact(f),
        'person.name.status': 'match',
      },
      note: 'block 2 reads From 09 / 2021 To 04 / 2020: its end is before its start (the applicant probably swapped the two dates); the other blocks are in order',
      rendering: 'scanned_pdf',
    });
  }

  // 6 — the last post ended over two years ago; a one-year recency rule.
  {
    const p = k.person();
    const jobs = [
      { start: '2021-05', end: '2024-07', reason: 'Relocated w/ family' },
      { start: '2018-10', end: '2021-04' },
    ];
    const f = make(p, 'lpn', jobs, {
      avail: 'immediately',
      gapExplain: 'Since 8/24 stay-at-home parent; license kept active',
    });
    out.push({
      key: 'last-post-ended-over-two-years-ago',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: ['no recent experience'],
      forbidden: ['no work history', 'inconsistent dates'],
      data: { ...wh(f), ...contact(f), 'person.name.status': 'match' },
      note: `block 1 ended 2024-07 ("Relocated w/ family"), about 28 months before valid_on, outside recent_within_months 12; the date of application ${f.appDate}, the signature date, the licence expiry and "available immediately" are not work`,
      rendering: 'text_pdf',
    });
  }
  return out;
}
