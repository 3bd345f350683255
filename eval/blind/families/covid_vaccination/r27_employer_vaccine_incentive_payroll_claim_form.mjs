// An employer's "COVID-19 Vaccination Incentive — Claim for Payment" from 2021–22, kept in the worker's personnel
// file and uploaded years later as the worker's COVID-19 record (photographed, faxed by the old employer's HR, or
// scanned). It is a payroll form, not a clinical one: the company's HR / Total Rewards heading, form number and
// revision date, an incentive paragraph with dollar tiers and a claim deadline; Section A (team member: last name,
// first name, MI, employee no., department / unit, location, supervisor, phone), Section B one row per dose (1st dose,
// 2nd dose, booster / additional) with the date given written by the worker in their own format, the vaccine ringed
// among printed PFIZER · MODERNA · J&J · NOVAVAX · OTHER ____, the lot, and "Given by" (clinic, pharmacy or provider
// and city); Section C the payment tiers ticked; Section D the attestation with the worker's signature and date
// signed; Section E "HR / Payroll use only" in another pen (proof sighted ticked, verified-by initials and date, amount
// approved, earnings code, pay period ending, pay date) and a red PAID stamp with its own date. The claim deadline,
// form revision, date signed, HR dates and the stamp are not dose dates; HR's approval is not the reviewer's.
// Variants: Moderna x2 with both tiers ticked; one J&J dose with the second row struck "N/A"; Pfizer x2 and a Moderna
// booster on a later claim; Moderna x2 only three weeks apart (paid anyway); a first-dose-only claim whose second row
// holds an appointment ("appt 6/2 — Walgreens"), not a dose; two Sinovac (CoronaVac) doses given abroad, written on
// the OTHER line.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r27_employer_vaccine_incentive_payroll_claim_form',
  split: 'blind',
  renderings: { photo: 35, fax: 25, scanned_pdf: 20, scan_image: 10, text_pdf: 10 },
  description:
    'Employer payroll form "COVID-19 Vaccination Incentive — Claim for Payment" (2021–22) from a personnel file, filled by hand: HR / Total Rewards heading, form no. and revision date, incentive tiers and claim deadline; Section A team member (last / first / MI, employee no., unit, location, supervisor, phone); Section B one row per dose (1st, 2nd, booster) with the worker\u2019s own date format, vaccine ringed among PFIZER · MODERNA · J&J · NOVAVAX · OTHER ____, lot, "Given by" clinic / pharmacy / provider and city; Section C payment tiers ticked; Section D attestation, signature, date signed; Section E HR / payroll use only in another pen (proof sighted, verified-by initials and date, amount, earnings code, pay period ending, pay date) with a red PAID stamp; variants Moderna x2, one J&J dose with row 2 struck N/A, Pfizer x2 plus a Moderna booster, Moderna x2 three weeks apart (paid anyway), first-dose-only claim with an appointment in row 2, two Sinovac doses given abroad on the OTHER line',
};

const EMPLOYERS = [
  {
    name: 'Cardinal Ridge Health System',
    dept: 'Human Resources · Total Rewards',
    form: 'HR-COV-07',
    rev: '11/2021',
    deadline: '2022-03-15',
    color: '#8b1e2d',
    place: 'Tulsa, OK',
    area: '918',
    units: ['4 West Med-Surg', 'Environmental Services', 'ED — Main', 'Dietary', 'PACU'],
    sites: ['Main campus', 'Broken Arrow clinic', 'Owasso ASC'],
  },
  {
    name: 'Hearthside Senior Living Communities',
    dept: 'People & Culture · Payroll',
    form: 'P&C-114',
    rev: '10/21',
    deadline: '2022-04-30',
    color: '#22577a',
    place: 'Knoxville, TN',
    area: '865',
    units: [
      'Memory Care',
      'Assisted Living — 2nd floor',
      'Dining Services',
      'Housekeeping',
      'Skilled Nursing',
    ],
    sites: ['Hearthside at Fountain City', 'Hearthside West', 'Hearthside Maryville'],
  },
  {
    name: 'Northgate Home Care Partners',
    dept: 'HR / Payroll Department',
    form: 'NG-21-VAX',
    rev: 'Sept. 2021',
    deadline: '2022-03-31',
    color: '#3d5a1e',
    place: 'Dayton, OH',
    area: '937',
    units: ['Home Health Aide — North', 'Skilled Nursing Visits', 'Private Duty', 'Scheduling Office'],
    sites: ['Dayton branch', 'Springfield branch', 'Middletown branch'],
  },
];
const SUPERVISORS = [
  'R. Gallagher',
  'Tina Marchetti',
  'L. Okoro RN',
  'Brent Haskell',
  'M. Villarreal',
  'J. Pak',
];
const HR_STAFF = [
  ['KW', 'K. Wendt'],
  ['DS', 'D. Sorensen'],
  ['ALM', 'A. L. Moody'],
  ['RT', 'R. Tillman'],
];
const VAX = ['PFIZER', 'MODERNA', 'J&J', 'NOVAVAX', 'OTHER'];
const MFR = { PFIZER: 'pfizer', MODERNA: 'moderna', 'J&J': 'janssen', NOVAVAX: 'novavax' };

function render(f) {
  const ink = f.ink;
  const pen = { font: f.pen, ink, size: '1.18em' };
  const hr = { font: f.hrPen, ink: f.hrInk, size: '1.1em' };
  const rowHtml = (label, note, r) => {
    if (r && r.struck)
      return `<tr><td class="dl"><b>${esc(label)}</b><div class="tiny">${esc(note)}</div></td><td colspan="4" style="position:relative">
        <div style="position:absolute;left:4%;right:4%;top:72%;border-top:2px solid ${ink};transform:rotate(-1.5deg)"></div>
        <span style="position:absolute;left:34%;top:8%">${hand(r.struck, pen)}</span></td></tr>`;
    const ring = r && r.vax ? r.vax : null;
    const opts = VAX.map((v) => {
      const written =
        v === 'OTHER' && r && r.other
          ? `<span style="display:inline-block;min-width:0.8in;margin-left:10px;border-bottom:1px solid #444">${hand(r.other, { ...pen, size: '1.05em' })}</span>`
          : '';
      if (ring === v) return `<span class="ring" style="border-color:${ink}">${esc(v)}</span>${written}`;
      return v === 'OTHER' ? 'OTHER ______' : esc(v);
    }).join('<span style="display:inline-block;width:7px"></span>');
    return `<tr><td class="dl"><b>${esc(label)}</b><div class="tiny">${esc(note)}</div></td>
      <td>${r ? hand(r.dateText, pen) : ''}</td>
      <td class="vx">${opts}</td>
      <td>${r ? hand(r.lot, { ...pen, size: '1.05em' }) : ''}</td>
      <td>${r ? hand(r.by, { ...pen, size: '1.02em' }) : ''}</td></tr>`;
  };
  const tiers = f.tiers
    .map(
      ([label, on]) =>
        `<div style="margin:2px 0">${box(on, { style: 'check', ink, font: f.pen })} ${esc(label)}</div>`,
    )
    .join('');
  const proof = ['CDC vaccination card', 'State registry printout', 'Pharmacy / clinic record', 'Other']
    .map((x) => `${box(x === f.proof, { style: 'x', ink: f.hrInk, font: f.hrPen })}${esc(x)}`)
    .join('&nbsp;&nbsp; ');
  const body = `
  <div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${f.emp.color};padding-bottom:5px">
    <div><div style="font-size:15pt;font-weight:bold;color:${f.emp.color}">${esc(f.emp.name)}</div><div class="tiny" style="font-size:8.5pt">${esc(f.emp.dept)} · ${esc(f.emp.place)}</div></div>
    <div style="text-align:right;font-size:8pt">Form ${esc(f.emp.form)} (rev. ${esc(f.emp.rev)})<br>Return to HR Service Center<br>Fax ${esc(f.hrFax)}</div></div>
  <div style="font-size:14pt;font-weight:bold;margin:8px 0 2px;letter-spacing:0.3px">COVID-19 VACCINATION INCENTIVE — CLAIM FOR PAYMENT</div>
  <div class="intro">Team members who are vaccinated against COVID-19 may claim a one-time incentive: <b>$100</b> after the first dose of a two-dose vaccine and <b>$100</b> when the series is complete (<b>$200</b> for the one-dose Johnson &amp; Johnson vaccine); <b>$75</b> for a booster. Team members vaccinated before the program began are eligible. Vaccines authorized or listed for emergency use by the FDA or the World Health Organization qualify. Claims must be received by <b>${esc(fmt(f.emp.deadline, 'long'))}</b>; payments are made on the next regular pay date after approval and are taxable wages.</div>

  <div class="sec">SECTION A — TEAM MEMBER (please print)</div>
  <table class="grid"><tr>
    <td style="width:30%"><div class="cap">Last name</div>${hand(f.last, pen)}</td>
    <td style="width:26%"><div class="cap">First name</div>${hand(f.first, pen)}</td>
    <td style="width:8%"><div class="cap">MI</div>${hand(f.mi, pen)}</td>
    <td style="width:16%"><div class="cap">Employee no.</div>${hand(f.empNo, pen)}</td>
    <td><div class="cap">Phone</div>${hand(f.phone, { ...pen, size: '1.0em' })}</td></tr>
    <tr><td colspan="2"><div class="cap">Department / unit</div>${hand(f.unit, pen)}</td><td colspan="2"><div class="cap">Work location</div>${hand(f.site, pen)}</td><td><div class="cap">Supervisor</div>${hand(f.sup, { ...pen, size: '1.0em' })}</td></tr></table>

  <div class="sec">SECTION B — VACCINATION RECEIVED (one line per dose)</div>
  <table class="doses">
   <tr class="th"><td style="width:14%">Dose</td><td style="width:14%">Date given<div class="tiny">month / day / year</div></td><td style="width:36%">Vaccine — circle one</td><td style="width:11%">Lot no.</td><td>Given by — clinic, pharmacy or provider; city, state</td></tr>
   ${rowHtml('1st dose', 'all vaccines', f.rows[0])}
   ${rowHtml('2nd dose', 'Pfizer, Moderna, Novavax, other 2-dose', f.rows[1])}
   ${rowHtml('Booster / additional', 'if claiming the booster', f.rows[2])}
  </table>
  <div class="tiny" style="margin-top:2px">Attach a copy of your vaccination card or record, or show it to HR. Do not write medical information other than what is asked.</div>

  <div style="display:flex;gap:14px;margin-top:8px">
   <div style="flex:1"><div class="sec">SECTION C — PAYMENT REQUESTED (tick)</div><div style="font-size:9.5pt">${tiers}</div></div>
   <div style="flex:1.35"><div class="sec">SECTION D — ATTESTATION</div>
    <div style="font-size:8.4pt;line-height:1.3">I certify that the information above is true and that I received the vaccine doses listed. I understand that a false claim may lead to repayment and disciplinary action.</div>
    <div style="display:flex;gap:12px;margin-top:6px;align-items:flex-end"><div style="flex:2;border-bottom:1px solid #333;min-height:30px">${sig(f.sigText, { font: f.sigFont, ink, size: '1.7em' })}</div><div style="flex:1;border-bottom:1px solid #333">${hand(f.signedText, pen)}</div></div>
    <div style="display:flex;gap:12px" class="tiny"><div style="flex:2">Team member signature</div><div style="flex:1">Date signed</div></div></div></div>

  <div class="hrbox"><div style="flex:1">
   <div style="font-weight:bold;font-size:9pt;letter-spacing:0.4px">SECTION E — HR / PAYROLL USE ONLY</div>
   <div style="font-size:8.6pt;margin-top:4px">Proof sighted: ${proof}</div>
   <table style="width:100%;font-size:8.6pt;margin-top:5px"><tr>
    <td>Verified by (initials) <span class="ln">${hand(f.hrIni, hr)}</span></td>
    <td>Date <span class="ln">${hand(f.hrDate, hr)}</span></td>
    <td>Amount approved $ <span class="ln">${hand(f.amount, hr)}</span></td></tr>
    <tr><td style="padding-top:6px">Earnings code <span class="ln">${hand('VAXINC', hr)}</span></td><td style="padding-top:6px">Pay period ending <span class="ln">${hand(f.ppe, hr)}</span></td><td style="padding-top:6px">Pay date <span class="ln">${hand(f.payDate, hr)}</span> &nbsp; Entered in HRIS ${box(true, { style: 'check', ink: f.hrInk, font: f.hrPen })}</td></tr></table>
   ${f.hrNote ? `<div style="margin-top:4px">${hand(f.hrNote, { ...hr, size: '1.0em' })}</div>` : ''}</div>
   <div style="width:1.75in;display:flex;align-items:center;justify-content:center">${stamp(['PAID', f.paidStamp, `${f.emp.form} · PAYROLL`], { color: '#b3261e', rot: f.stampRot, font: FONTS.mono })}</div>
  </div>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#555;margin-top:6px"><span>${esc(f.emp.form)} rev. ${esc(f.emp.rev)} · Retain in personnel file (confidential — medical information kept separate)</span><span>Page 1 of 1</span></div>`;
  const css = `
  .intro { font-size:8.8pt; line-height:1.35; border:1px solid #bbb; background:#f6f6f2; padding:5px 8px; }
  .sec { font-size:9pt; font-weight:bold; background:${f.emp.color}; color:#fff; padding:2px 6px; margin-top:8px; }
  .cap { font-size:7.3pt; color:#444; text-transform:uppercase; margin-bottom:3px; }
  .tiny { font-size:7.3pt; color:#444; }
  .grid { width:100%; border:1px solid #555; }
  .grid td { border:1px solid #777; padding:2px 5px; height:0.52in; vertical-align:top; }
  .doses { width:100%; border:1px solid #555; font-size:8.8pt; }
  .doses td { border:1px solid #777; padding:3px 5px; vertical-align:middle; }
  .doses tr:not(.th) td { height:0.62in; }
  .doses .th td { background:#e9e9e4; font-weight:bold; font-size:8.2pt; }
  .dl { background:#fafafa; }
  .vx { font-size:8.2pt; white-space:nowrap; }
  .ring { display:inline-block; border:1.8px solid; border-radius:50%; padding:1px 6px; margin:-3px -4px; transform:rotate(-4deg); }
  .hrbox { display:flex; gap:8px; border:2px dashed #777; background:#f3f3f3; padding:6px 10px 8px; margin-top:10px; }
  .ln { display:inline-block; min-width:0.75in; border-bottom:1px solid #444; }`;
  return page({
    title: 'Vaccination incentive claim',
    size: 'letter',
    margin: '0.45in',
    font: f.font,
    css,
    body,
  });
}

export function cases(k) {
  const { rng } = k;
  const emps = rng.shuffle(EMPLOYERS);
  const styles = rng.shuffle(['us_short', 'us_nz', 'dash', 'us_short', 'mon', 'us_nz']);
  let n = 0;
  const mk = (p, rows, o = {}) => {
    const emp = emps[n % emps.length];
    const ds = styles[n % styles.length];
    n++;
    const last = rows
      .filter((r) => r && r.date)
      .map((r) => r.date)
      .sort()
      .pop();
    const signed =
      o.signed ||
      (last < '2021-11-15' ? addDays('2021-11-15', rng.int(0, 40)) : addDays(last, rng.int(1, 12)));
    const hrDate = addDays(signed, rng.int(1, 6));
    const ppe = addDays(hrDate, rng.int(3, 12));
    const payDate = addDays(ppe, 6);
    const hrP = rng.pick(HR_STAFF);
    for (const r of rows)
      if (r && r.date) {
        r.dateText = fmt(r.date, r.ds || ds);
        if (ds === 'mon') r.dateText = r.dateText.replace(/, (\d{4})$/, " '$1").replace(/'20(\d\d)$/, "'$1");
      }
    return {
      emp,
      hrFax: phone(rng, emp.area),
      last: p.last.toUpperCase(),
      first: rng.chance(0.35) && p.nick ? p.nick : p.first,
      mi: p.middle ? p.middle[0] : '',
      empNo: `${rng.int(1, 9)}${rng.digits(5)}`,
      phone: phone(rng, emp.area),
      unit: rng.pick(emp.units),
      site: rng.pick(emp.sites),
      sup: rng.pick(SUPERVISORS),
      rows,
      sigText: nameAs(p, 'first_last'),
      signedText: fmt(signed, ds === 'mon' ? 'us_short' : ds),
      hrIni: hrP[0],
      hrDate: fmt(hrDate, 'us_short'),
      ppe: fmt(ppe, 'us_short'),
      payDate: fmt(payDate, 'us_short'),
      paidStamp: fmt(payDate, 'mil4'),
      stampRot: rng.float(-9, 6).toFixed(1),
      proof: 'CDC vaccination card',
      pen: rng.pick(HANDS),
      hrPen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      hrInk: rng.pick(['#b3261e', '#1d6b36', '#7a1f8a']),
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.roboto, FONTS.lato]),
      signed,
      hrName: hrP[1],
      ...o,
    };
  };
  const lot = (v) =>
    v === 'PFIZER'
      ? rng.pick(['EW', 'EN', 'EL', 'ER', 'FA', 'FF']) + rng.digits(4)
      : v === 'MODERNA'
        ? `0${rng.digits(2)}${rng.pick(['A', 'B', 'C', 'M'])}21${rng.pick(['A', 'B', 'L'])}`
        : v === 'J&J'
          ? `20${rng.digits(4)}`
          : `${rng.pick(['J', 'H', 'K'])}${rng.digits(6)}`;
  const SITES = [
    'Walgreens #' + rng.digits(4),
    'CVS Pharmacy #' + rng.digits(4),
    'County Health Dept — fairgrounds site',
    'Employee Health clinic',
    'Kroger Pharmacy #' + rng.digits(3),
    'Dr. Patel\u2019s office',
    'Mass vaccination site — Expo Center',
  ];
  const by = (emp) => `${rng.pick(SITES)}, ${emp.place}`;
  const data = (rows) => {
    const o = {};
    rows
      .filter((r) => r && r.date)
      .forEach((r, i) => {
        o[`doses.${i}.date`] = r.date;
        if (MFR[r.vax]) o[`doses.${i}.manufacturer`] = MFR[r.vax];
        if (r.booster) o[`doses.${i}.kind`] = 'booster';
      });
    return o;
  };
  const tiers = (a, b, c) => [
    ['Dose 1 of a 2-dose vaccine — $100', a],
    ['Series complete (2nd dose, or J&J single dose) — $100 / $200', b],
    ['Booster / additional dose — $75', c],
  ];
  const out = [];

  // 1 — Moderna x2, both tiers ticked (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-01-11', rng.int(0, 90));
    const d2 = addDays(d1, rng.int(28, 34));
    const emp = emps[n % emps.length];
    const place = rng.pick(['CVS Pharmacy #', 'Walgreens #']) + rng.digits(4);
    const rows = [
      { date: d1, vax: 'MODERNA', lot: lot('MODERNA'), by: `${place}, ${emp.place}` },
      { date: d2, vax: 'MODERNA', lot: lot('MODERNA'), by: `same — ${place}` },
      null,
    ];
    const f = mk(p, rows, { tiers: tiers(true, true, false), amount: '200.00' });
    out.push({
      key: 'moderna-two-doses-both-tiers-paid',
      rendering: 'photo',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: [
        'not enough doses',
        'insufficient waiting period',
        'missing dose date',
        'missing dose administrator',
      ],
      data: { ...data(rows), ...personData('match', null) },
      note: `Moderna ${d1} and ${d2} (${(new Date(d2) - new Date(d1)) / 864e5} days), both given at ${place}; the date signed ${f.signed}, the HR dates, pay period, pay date / PAID stamp and the claim deadline are payroll dates, not doses`,
    });
  }

  // 2 — one J&J dose, second row struck "N/A — J&J" (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-03-08', rng.int(0, 100));
    const emp = emps[n % emps.length];
    const rows = [
      { date: d1, vax: 'J&J', lot: lot('J&J'), by: by(emp) },
      { struck: 'N/A — J&J (1 shot)' },
      null,
    ];
    const f = mk(p, rows, { tiers: tiers(false, true, false), amount: '200.00' });
    out.push({
      key: 'janssen-single-dose-row-two-struck',
      rendering: 'fax',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: ['not enough doses', 'missing dose date', 'missing dose administrator'],
      data: { ...data(rows), ...personData('match', null) },
      note: `one Johnson & Johnson (Janssen) dose ${d1} completes the primary series; the 2nd-dose row is struck through "N/A — J&J (1 shot)"`,
    });
  }

  // 3 — Pfizer x2 and a Moderna booster on a later claim (scanned)
  {
    const p = k.person();
    const d1 = addDays('2021-01-18', rng.int(0, 80));
    const d2 = addDays(d1, rng.int(21, 27));
    const d3 = addDays('2021-11-15', rng.int(0, 60));
    const emp = emps[n % emps.length];
    const rows = [
      { date: d1, vax: 'PFIZER', lot: lot('PFIZER'), by: by(emp) },
      { date: d2, vax: 'PFIZER', lot: lot('PFIZER'), by: by(emp) },
      { date: d3, vax: 'MODERNA', lot: lot('MODERNA'), by: by(emp), booster: true },
    ];
    const f = mk(p, rows, {
      tiers: tiers(false, false, true),
      amount: '75.00',
      hrNote: 'doses 1 & 2 paid on prior claim',
    });
    out.push({
      key: 'pfizer-series-and-moderna-booster-later-claim',
      rendering: 'scanned_pdf',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: [],
      forbidden: [
        'not enough doses',
        'insufficient waiting period',
        'unsupported dose combination',
        'missing dose date',
      ],
      data: { ...data(rows), ...personData('match', null) },
      note: `Pfizer ${d1} and ${d2} (${(new Date(d2) - new Date(d1)) / 864e5} days) complete the primary series; a Moderna booster ${d3} after it is not a mixed primary series; only the booster tier is ticked on this claim ("doses 1 & 2 paid on prior claim")`,
    });
  }

  // 4 — Moderna x2 only three weeks apart, paid anyway (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-02-01', rng.int(0, 70));
    const gap = rng.int(19, 22);
    const d2 = addDays(d1, gap);
    const emp = emps[n % emps.length];
    const rows = [
      { date: d1, vax: 'MODERNA', lot: lot('MODERNA'), by: by(emp) },
      { date: d2, vax: 'MODERNA', lot: lot('MODERNA'), by: by(emp) },
      null,
    ];
    const f = mk(p, rows, { tiers: tiers(true, true, false), amount: '200.00' });
    out.push({
      key: 'moderna-two-doses-three-weeks-apart-paid-anyway',
      rendering: 'photo',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['insufficient waiting period'],
      forbidden: ['not enough doses'],
      data: { ...data(rows), ...personData('match', null) },
      note: `Moderna ${d1} then ${d2}: ${gap} days apart, below Moderna's 28 days less the 4-day grace (24); HR's approval and payment do not change the interval`,
    });
  }

  // 5 — first-dose-only claim; the second row holds an appointment, not a dose (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-11-15', rng.int(0, 50));
    const appt = addDays(d1, 21);
    const emp = emps[n % emps.length];
    const store = 'Walgreens #' + rng.digits(4);
    const rows = [
      { date: d1, vax: 'PFIZER', lot: lot('PFIZER'), by: `${store}, ${emp.place}` },
      {
        date: null,
        dateText: `appt ${fmt(appt, 'us_short').replace(/\/\d\d$/, '')}`,
        vax: null,
        lot: '',
        by: `scheduled — ${store}`,
      },
      null,
    ];
    const signed = addDays(d1, rng.int(2, 9));
    const f = mk(p, rows, { tiers: tiers(true, false, false), amount: '100.00', signed });
    out.push({
      key: 'first-dose-claim-second-row-appointment',
      rendering: 'fax',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['not enough doses'],
      forbidden: ['insufficient waiting period'],
      data: { 'doses.0.date': d1, 'doses.0.manufacturer': 'pfizer', ...personData('match', null) },
      note: `one Pfizer dose ${d1}; the 2nd-dose row holds "appt ${fmt(appt, 'us_short').replace(/\/\d\d$/, '')}" and "scheduled" — an appointment, not a dose — and only the first-dose tier ($100) was claimed and paid; no later claim is on the page`,
    });
  }

  // 6 — two Sinovac (CoronaVac) doses given abroad, written on the OTHER line (scan image / photo)
  {
    const p = k.person();
    const d1 = addDays('2021-05-03', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(28, 32));
    const place = rng.pick([
      'Manila City Health Office, Philippines',
      'Quezon City vaccination hub, PH',
      'Puskesmas Menteng, Jakarta, Indonesia',
    ]);
    const rows = [
      {
        date: d1,
        vax: 'OTHER',
        other: 'Sinovac',
        lot: `${rng.pick(['H', 'J'])}${rng.digits(6)}`,
        by: place,
        ds: 'dash',
      },
      {
        date: d2,
        vax: 'OTHER',
        other: 'Sinovac',
        lot: `${rng.pick(['H', 'J'])}${rng.digits(6)}`,
        by: place,
        ds: 'dash',
      },
      null,
    ];
    const f = mk(p, rows, {
      tiers: tiers(true, true, false),
      amount: '200.00',
      signed: addDays('2021-11-22', rng.int(0, 30)),
      proof: 'Other',
      hrNote: 'WHO EUL — OK per policy (PH vax cert seen)',
    });
    out.push({
      key: 'two-sinovac-doses-abroad-on-other-line',
      rendering: 'scan_image',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['unsupported manufacturer'],
      data: {
        'doses.0.date': d1,
        'doses.1.date': d2,
        'doses.0.manufacturer': 'other',
        'doses.1.manufacturer': 'other',
        ...personData('match', null),
      },
      note: `OTHER ringed with "Sinovac" written on its line for both doses (${d1}, ${d2}, ${place}); Sinovac / CoronaVac is manufacturer "other", not among the accepted manufacturers; the employer's policy accepting WHO-listed vaccines and HR's payment do not change that (not enough doses may also be reported)`,
    });
  }
  return out;
}
