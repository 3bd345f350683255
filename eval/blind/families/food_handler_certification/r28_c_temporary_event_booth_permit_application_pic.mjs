// A county environmental-health "Temporary Food Facility — Event Permit Application", the one-page form a booth
// operator files before a street fair, farmers market or county fair, and that a cook or booth lead later uploads to
// a staffing platform as proof of a food handler card, because Section C copies the card of the PERSON IN CHARGE.
// Filled in by hand (typed into the fillable PDF in one case). Section A the event (name, location, event dates from /
// to, hours, organizer and phone), Section B the operator (business, owner / applicant, phone, booth type ringed among
// Prepackaged only · Sampling · Full preparation), Section C the person in charge and the certificate held (handler
// card or Certified Food Protection Manager ticked, program / course, issued by, where valid, card / certificate no.,
// date issued, expiration date, copy attached ticked), a small ADDITIONAL FOOD WORKERS table with other people's card
// numbers and expiry, a MENU table with prep location ticked per item, the applicant's certification and signature
// with its date, and an OFFICE USE ONLY strip (received, fee and receipt no., permit no., inspector, Approved / Denied
// and a stamp). The form revision, the event dates, the application date, the receipt and the permit no. are not the
// certificate's. Variants: a county card with full dates; ServSafe Food Handler with the expiration line left blank
// (three years from issue); a ServSafe Food Protection Manager certificate held by the PIC written "LAST, First"; a
// county card that ran out after the summer event; the card no. left blank; the applicant is not the person in charge
// (the certificate belongs to someone else).
import {
  addDays,
  addYears,
  fmt,
  nameAs,
  otherPerson,
  personData,
  phone,
  requestPerson,
} from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r28_c_temporary_event_booth_permit_application_pic',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 15, scan_image: 15, text_pdf: 10 },
  description:
    'County environmental-health "Temporary Food Facility — Event Permit Application" for a fair or market booth, filled in by hand and mostly photographed, scanned or faxed: Section A event (name, location, event dates from / to, hours, organizer), Section B operator / applicant with booth type ringed, Section C PERSON IN CHARGE and the certificate held (handler card or CFPM ticked, program, issued by, where valid, card / certificate no., date issued, expiration date, copy attached), additional food workers table with other people’s card nos. and expiry, menu table with prep location ticked, applicant certification signed and dated, OFFICE USE strip (received, fee and receipt no., permit no., inspector, Approved / Denied, stamp); variants county card with full dates, ServSafe Food Handler with the expiration left blank (3 years), ServSafe Food Protection Manager PIC written LAST, First, county card that lapsed after a summer event, card no. blank, applicant who is not the person in charge',
};

const COUNTIES = [
  {
    name: 'Kessler County Health Department',
    div: 'Environmental Health \u00b7 Food Protection Program',
    addr: '118 Whitcomb St \u00b7 Springfield, IL 62704',
    tel: '(217) 555-0194',
    form: 'EH-TFF-2',
    rev: '2024-01-15',
    card: 'Kessler County Food Handler Card',
    short: 'Kessler Co. Health Dept.',
    where: 'Kessler County, IL',
    color: '#2b5d34',
    id: (r) => `KC-${r.digits(6)}`,
  },
  {
    name: 'Tri-Valley Public Health District',
    div: 'Division of Environmental Health \u2014 Temporary Events',
    addr: '4020 Grange Hall Rd \u00b7 Boise, ID 83702',
    tel: '(208) 555-0117',
    form: 'TVPHD-EH-41',
    rev: '2025-03-01',
    card: 'Tri-Valley Food Handler Permit',
    short: 'Tri-Valley PHD',
    where: 'Tri-Valley district',
    color: '#234b7a',
    id: (r) => `TV${r.digits(7)}`,
  },
  {
    name: 'Harlan Ridge County Environmental Health',
    div: 'Consumer Protection \u00b7 Retail Food & Events',
    addr: '900 Saddleback Way \u00b7 Knoxville, TN 37916',
    tel: '(865) 555-0162',
    form: 'HRC-FE-7',
    rev: '2023-09-01',
    card: 'Harlan Ridge Co. Food Worker Card',
    short: 'Harlan Ridge Co. EH',
    where: 'Harlan Ridge County, TN',
    color: '#6a3b16',
    id: (r) => `HR ${r.digits(2)}-${r.digits(5)}`,
  },
];
const EVENTS = [
  ['Riverside Harvest Festival', 'Riverside Park, east lawn'],
  ['Old Quarry Days Street Fair', 'Main St between 2nd & 6th'],
  ['Fourth Friday Night Market', 'Depot Plaza parking lot'],
  ['County 4-H Fair & Rodeo', 'Fairgrounds, Building C row'],
  ['Lantern Walk Winter Market', 'Civic Center atrium'],
];
const BUSINESSES = [
  ['Smoke & Sage BBQ', ['Brisket sandwiches', 'Pulled pork plate', 'Coleslaw (cold hold)']],
  ['Abuela Rosa Tamales', ['Pork tamales', 'Chicken tamales', 'Horchata']],
  ['Mile High Kettle Corn', ['Kettle corn', 'Lemonade']],
  ['Golden Wok Express', ['Fried rice', 'Egg rolls', 'Teriyaki chicken skewers']],
  ['Bayou Boil Co.', ['Shrimp boil cups', 'Corn on the cob', 'Sweet tea']],
  ['Sunrise Crepe Cart', ['Sweet crepes', 'Ham & cheese crepes', 'Iced coffee']],
];
const ORGANIZERS = ['Delia Prescott', 'Marcus Oyelaran', 'Tamsin Roe', 'Walt Henninger', 'Ines Carvalho'];
const INSPECTORS = ['J. Albrecht, REHS', 'K. Moua, EHS', 'S. Petrakis, REHS', 'D. Lockhart, EHS'];
const EQUIP = [
  'Handwash station (5 gal, warm water, soap, towels)',
  'Overhead cover / canopy',
  'Probe thermometer',
  'Sanitizer + test strips',
  'Hot holding',
  'Cold holding (41\u00b0F or below)',
  'Floor covering',
  'Hair restraints / gloves',
];
const WORKERS = [
  'Kelsey Drummond',
  'Luis Arguello',
  'Tran Van Minh',
  'Brianna Hollis',
  'Omar Fathi',
  'Greta Lindahl',
  'Jamal Whitsett',
  'Ana Paula Reis',
];

function render(f) {
  const C = f.county;
  const pen = (t, o = {}) =>
    f.typed
      ? `<span class="typed">${esc(t)}</span>`
      : hand(t, { font: f.pen, ink: f.ink, size: '1.1em', ...o });
  const ln = (cap, value, w = 'flex:1') =>
    `<div class="fl" style="${w}"><div class="v">${value || '&nbsp;'}</div><div class="c">${esc(cap)}</div></div>`;
  const bx = (on) => box(on, { style: f.typed ? 'bracket' : 'check', ink: f.ink, font: f.pen });
  const booth = ['Prepackaged only', 'Sampling', 'Full preparation']
    .map((o) =>
      o === f.boothType
        ? `<span class="ring" style="border-color:${f.typed ? '#222' : f.ink}">${esc(o)}</span>`
        : `<span class="opt">${esc(o)}</span>`,
    )
    .join(' ');
  const workers = f.workers
    .map(
      (w) =>
        `<tr><td>${pen(w.name, { size: '1em' })}</td><td>${w.no ? pen(w.no, { size: '1em' }) : ''}</td><td>${w.exp ? pen(w.exp, { size: '1em' }) : ''}</td></tr>`,
    )
    .join('');
  const emptyRows = Array.from(
    { length: 3 - f.workers.length },
    () => '<tr><td>&nbsp;</td><td></td><td></td></tr>',
  ).join('');
  const menu = f.menu
    .map(
      (m, i) =>
        `<tr><td>${pen(m, { size: '1em' })}</td><td class="m">${bx(f.prep[i] === 'site')}</td><td class="m">${bx(f.prep[i] === 'comm')}</td><td class="m">${bx(f.prep[i] === 'pre')}</td></tr>`,
    )
    .join('');
  const office = `<div class="ou"><div class="ouh">OFFICE USE ONLY</div>
    <div class="our">
      <div class="oul">
        <div>Received <b>${esc(fmt(f.received, 'us'))}</b> &nbsp; Fee <b>${esc(f.fee)}</b> &nbsp; Receipt no. <b>${esc(f.receipt)}</b></div>
        <div>Permit no. <b>${esc(f.permitNo)}</b> &nbsp; Inspector ${hand(f.inspector, { font: f.ipen, ink: '#1f3f8f', size: '1em' })}</div>
        <div>${box(f.decision === 'approved', { style: 'x', ink: '#1f3f8f', font: f.ipen })}Approved &nbsp; ${box(f.decision === 'denied', { style: 'x', ink: '#1f3f8f', font: f.ipen })}Denied &nbsp; ${box(false, { style: 'x' })}Pre-opening inspection required</div>
      </div>
      <div class="ous">${f.decision === 'approved' ? stamp([C.name.toUpperCase(), 'APPROVED', fmt(f.approved, 'mil4')], { color: C.color, rot: -6 }) : ''}</div>
    </div></div>`;
  const body = `
  <div class="hd"><div class="hx"><div class="hn" style="color:${C.color}">${esc(C.name)}</div><div class="hdv">${esc(C.div)}</div><div class="ha">${esc(C.addr)} \u00b7 ${esc(C.tel)}</div></div>
    <div class="fm">Form ${esc(C.form)}<br>Rev. ${esc(fmt(C.rev, 'us'))}</div></div>
  <div class="ti" style="background:${C.color}">TEMPORARY FOOD FACILITY \u2014 EVENT PERMIT APPLICATION</div>
  <div class="in">Submit at least <b>14 days</b> before the event with the permit fee. One application per booth per event. A person in charge holding a <b>current</b> food handler card or food protection manager certificate must be at the booth during all hours of operation.</div>

  <div class="sh">A. EVENT</div>
  <div class="row">${ln('Event name', pen(f.event[0]), 'flex:2')}${ln('Location / booth space', pen(f.event[1]), 'flex:2')}</div>
  <div class="row">${ln('Event date(s) \u2014 from', pen(fmt(f.eventFrom, f.eds)), 'flex:1')}${ln('to', pen(fmt(f.eventTo, f.eds)), 'flex:1')}${ln('Hours', pen(f.hours), 'flex:1')}${ln('Event organizer', pen(f.organizer), 'flex:1.4')}${ln('Organizer phone', pen(f.orgTel), 'flex:1.2')}</div>

  <div class="sh">B. OPERATOR / APPLICANT</div>
  <div class="row">${ln('Business or booth name', pen(f.business), 'flex:1.6')}${ln('Owner / applicant name', pen(f.applicantText), 'flex:1.6')}${ln('Phone', pen(f.appTel), 'flex:1')}</div>
  <div class="row"><div class="fl" style="flex:1"><div class="v">${booth}</div><div class="c">Booth type (circle)</div></div></div>

  <div class="sh">C. PERSON IN CHARGE (PIC) \u2014 FOOD SAFETY CERTIFICATION</div>
  <div class="row">${ln('PIC name (as on the card)', pen(f.picText), 'flex:2')}${ln('PIC phone on event day', pen(f.picTel), 'flex:1')}</div>
  <div class="ck">Certificate held: &nbsp;${bx(f.kind === 'handler')} Food handler card / certificate &nbsp;&nbsp; ${bx(f.kind === 'manager')} Certified Food Protection Manager (CFPM)</div>
  <div class="row">${ln('Training program / course', pen(f.program), 'flex:1.7')}${ln('Issued by (agency or company)', pen(f.issuer), 'flex:1.3')}${ln('Where valid (county / state)', pen(f.where), 'flex:1.2')}</div>
  <div class="row">${ln('Card / certificate no.', f.certNo ? pen(f.certNo) : '', 'flex:1.4')}${ln('Date issued', f.issuedText ? pen(f.issuedText) : '', 'flex:1')}${ln('Expiration date', f.expText ? pen(f.expText) : '', 'flex:1')}
    <div class="fl" style="flex:1.1"><div class="v">${bx(f.copyAttached)} Copy attached</div><div class="c">&nbsp;</div></div></div>

  <div class="two">
    <div class="tw"><div class="st">ADDITIONAL FOOD WORKERS AT BOOTH</div>
      <table class="t"><tr><th>Name</th><th>Card no.</th><th>Expires</th></tr>${workers}${emptyRows}</table></div>
    <div class="tw"><div class="st">D. MENU \u2014 where is each item prepared?</div>
      <table class="t"><tr><th>Food / beverage</th><th>On site</th><th>Commissary</th><th>Prepack.</th></tr>${menu}</table></div>
  </div>

  <div class="sh">E. BOOTH EQUIPMENT (check all provided)</div>
  <div class="eq">${EQUIP.map((e, i) => `<span class="eqi">${bx(f.equip[i])} ${esc(e)}</span>`).join('')}</div>
  <div class="row">${ln('Water source', pen(f.water), 'flex:1.2')}${ln('Wastewater disposal', pen(f.waste), 'flex:1.2')}${ln('Commissary / approved kitchen (if any)', pen(f.commissary), 'flex:2')}</div>

  <div class="sh">F. APPLICANT CERTIFICATION</div>
  <div class="att">I certify that the information on this application is correct, that the person in charge named above will be present at all times the booth operates, and that the booth will meet the temporary food facility requirements of ${esc(C.name)}.</div>
  <div class="row">${ln('Applicant signature', sig(f.appSig, { font: f.sigFont, ink: f.typed ? '#1a2b6d' : f.ink, size: '1.5em', rot: -3 }), 'flex:2')}${ln('Date', pen(fmt(f.appDate, f.ads)), 'flex:1')}</div>
  ${office}
  <div class="ft">${esc(C.form)} rev. ${esc(fmt(C.rev, 'mm_yyyy'))} \u00b7 Applications received less than 14 days before the event pay a late fee \u00b7 Page 1 of 1</div>`;
  const css = `
  .hd { display:flex; align-items:flex-start; gap:10px; } .hx { flex:1; }
  .hn { font-size:14.5pt; font-weight:bold; font-family:${FONTS.serif}; } .hdv { font-size:9pt; font-weight:bold; color:#333; } .ha { font-size:7.8pt; color:#444; }
  .fm { font-size:8pt; border:1px solid #333; padding:3px 7px; text-align:right; line-height:1.3; }
  .ti { color:#fff; font-weight:bold; font-size:11.2pt; text-align:center; padding:4px; margin-top:6px; letter-spacing:0.03em; }
  .in { font-size:8pt; line-height:1.3; margin:4px 0; }
  .sh { margin-top:7px; border-bottom:1.4px solid #222; font-weight:bold; font-size:9pt; padding:1px 0; letter-spacing:0.03em; }
  .row { display:flex; gap:9px; margin-top:4px; }
  .fl { min-width:0; } .fl .v { border-bottom:0.9px solid #333; min-height:22px; display:flex; align-items:flex-end; gap:6px; padding:0 3px 1px; white-space:nowrap; font-size:9.2pt; }
  .fl .c { font-size:7pt; color:#333; padding-top:1px; }
  .typed { font-family:${FONTS.courier}; font-size:10pt; color:#111; }
  .opt { padding:0 0.3em; } .ring { border:1.7px solid; border-radius:50%; padding:1px 0.45em; }
  .ck { font-size:9pt; margin-top:6px; }
  .two { display:flex; gap:12px; margin-top:7px; } .tw { flex:1; }
  .st { font-size:8.2pt; font-weight:bold; margin-bottom:2px; }
  table.t { width:100%; font-size:8.4pt; } table.t th { border:0.8px solid #555; background:#eee; font-size:7.4pt; padding:1px 4px; text-align:left; }
  table.t td { border:0.8px solid #555; height:21px; padding:0 4px; vertical-align:bottom; } table.t td.m { text-align:center; width:16%; }
  .eq { display:flex; flex-wrap:wrap; gap:3px 14px; font-size:8.6pt; margin-top:4px; } .eqi { white-space:nowrap; }
  .att { font-size:8pt; line-height:1.3; margin-top:3px; }
  .ou { margin-top:8px; border:1.5px solid #333; padding:3px 8px 5px; font-size:8.6pt; background:#f4f4f4; }
  .ouh { font-size:7.6pt; font-weight:bold; letter-spacing:0.12em; }
  .our { display:flex; gap:10px; align-items:center; } .oul { flex:1; line-height:1.7; } .ous { width:2.1in; text-align:center; }
  .ft { margin-top:6px; font-size:6.8pt; color:#555; }`;
  return page({ title: `${C.form} temporary food facility`, margin: '0.45in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const mk = (p, o = {}) => {
    const county = o.county || rng.pick(COUNTIES);
    const eventFrom = o.eventFrom || addDays('2026-09-04', rng.int(0, 70));
    const appDate = addDays(eventFrom, -rng.int(16, 40));
    const received = addDays(appDate, rng.int(1, 5));
    const [business, menu] = rng.pick(BUSINESSES);
    const workers = rng
      .shuffle(WORKERS)
      .slice(0, rng.int(1, 3))
      .map((name) => ({
        name,
        no: rng.chance(0.8) ? county.id(rng) : '',
        exp: fmt(addDays('2027-01-10', rng.int(0, 700)), rng.pick(['us_short', 'us_nz'])),
      }));
    return {
      county,
      typed: false,
      event: rng.pick(EVENTS),
      eventFrom,
      eventTo: addDays(eventFrom, rng.int(0, 3)),
      hours: rng.pick(['10am \u2013 8pm', '4 \u2013 10 pm', '9:00\u201317:00', '11a\u20139p']),
      organizer: rng.pick(ORGANIZERS),
      orgTel: phone(rng),
      business,
      menu,
      prep: menu.map(() => rng.pick(['site', 'site', 'comm', 'pre'])),
      equip: EQUIP.map(() => rng.chance(0.8)),
      water: rng.pick(['Potable \u2014 bottled', 'City hookup (event)', 'Commissary, 5 gal jugs']),
      waste: rng.pick(['Grey-water tank', 'Event disposal station', 'Sanitary sewer (hookup)']),
      commissary: rng.pick([
        '',
        'Grace Church kitchen, 14 Larkspur Ave',
        'Depot Kitchen Co-op #3',
        'own restaurant \u2014 permit on file',
      ]),
      applicantText: `${p.first} ${p.last}`,
      appTel: phone(rng),
      appSig: `${p.first} ${p.last}`,
      boothType: menu.length > 2 ? 'Full preparation' : rng.pick(['Sampling', 'Full preparation']),
      picText: nameAs(p, 'first_last'),
      picTel: phone(rng),
      kind: 'handler',
      program: county.card,
      issuer: county.short,
      where: county.where,
      certNo: county.id(rng),
      copyAttached: rng.chance(0.6),
      workers,
      appDate,
      received,
      approved: addDays(received, rng.int(2, 9)),
      fee: rng.pick(['$65.00', '$75.00', '$90.00']),
      receipt: `R${rng.digits(7)}`,
      permitNo: `TFF-${appDate.slice(2, 4)}-${rng.digits(4)}`,
      inspector: rng.pick(INSPECTORS),
      decision: 'approved',
      eds: rng.pick(['us_short', 'us_nz', 'mon']),
      ads: rng.pick(['us', 'us_nz', 'us_short']),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      ipen: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.open, FONTS.lato, FONTS.roboto]),
      ...o,
    };
  };

  // 1 — county card, full dates (photo)
  {
    const p = k.person();
    const issue = addDays('2024-06-10', rng.int(0, 640));
    const exp = addYears(issue, 3);
    const f = mk(p);
    f.issuedText = fmt(issue, 'us_nz');
    f.expText = fmt(exp, 'us_nz');
    out.push({
      key: 'county-card-pic-full-dates',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date', 'missing issuer'],
      data: {
        'certificate.id': f.certNo,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'not_present'),
      },
      note: `the person in charge is the holder: ${f.county.card} no. ${f.certNo}, issued ${issue}, expires ${exp}, issued by ${f.county.name}; the event ${f.eventFrom} → ${f.eventTo}, application ${f.appDate}, received ${f.received}, permit ${f.permitNo}, the receipt and the other workers' cards are not the holder's certificate`,
    });
  }

  // 2 — ServSafe Food Handler, expiration line left blank (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2024-03-01', rng.int(0, 700));
    const exp = addYears(issue, 3);
    const id = `${rng.digits(8)}`;
    const f = mk(p, {
      program: 'ServSafe Food Handler',
      issuer: rng.pick(['National Restaurant Assn. (ServSafe)', 'ServSafe / NRA']),
      where: rng.pick(['all states', 'nationwide (ANAB)', 'any U.S. state']),
      certNo: id,
    });
    f.issuedText = fmt(issue, 'us');
    f.expText = '';
    out.push({
      key: 'servsafe-handler-expiration-left-blank',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'missing issue date', 'missing issuer'],
      data: {
        'certificate.id': id,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'not_present'),
      },
      note: `ServSafe Food Handler certificate ${id}, date issued ${issue}; the expiration date line was left blank, so the default three years apply (${exp}), after 2026-11-21`,
    });
  }

  // 3 — ServSafe Food Protection Manager (CFPM) held by the PIC, name written LAST, First (fax)
  {
    const p = k.person();
    const issue = addDays('2022-04-04', rng.int(0, 900));
    const exp = addYears(issue, 5);
    const id = `${rng.digits(8)}`;
    const f = mk(p, {
      kind: 'manager',
      picText: nameAs(p, 'last_first'),
      program: 'ServSafe Food Protection Manager',
      issuer: 'Natl. Restaurant Assn.',
      where: rng.pick(['all states', 'nationwide', 'ANAB-CFP \u2014 national']),
      certNo: id,
      boothType: 'Full preparation',
    });
    f.issuedText = fmt(issue, 'us_short');
    f.expText = fmt(exp, 'us_short');
    out.push({
      key: 'servsafe-manager-pic-last-first',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing certificate id', 'unsupported program'],
      data: {
        'certificate.id': id,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'manager',
        ...personData('match', 'not_present'),
      },
      note: `CFPM ticked: ServSafe Food Protection Manager ${id}, issued ${issue}, expires ${exp} (five years, M/D/YY); PIC written "${nameAs(p, 'last_first')}"; the applicant line carries the same person as First Last`,
    });
  }

  // 4 — county card that lapsed after a summer event (photo)
  {
    const p = k.person();
    const eventFrom = addDays('2026-06-12', rng.int(0, 35));
    const exp = addDays(eventFrom, rng.int(20, 80));
    const issue = addYears(exp, -3);
    const f = mk(p, { eventFrom });
    f.issuedText = fmt(issue, 'us');
    f.expText = fmt(exp, 'us');
    out.push({
      key: 'county-card-lapsed-after-summer-event',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      forbidden: ['missing certificate id', 'missing issue date'],
      data: {
        'certificate.id': f.certNo,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'not_present'),
      },
      note: `the application was approved for a summer event (${f.eventFrom} → ${f.eventTo}) while the card was current; its expiration ${exp} is before 2026-11-21 → document expired`,
    });
  }

  // 5 — card no. left blank, copy not attached (scan image)
  {
    const p = k.person();
    const issue = addDays('2024-09-16', rng.int(0, 600));
    const exp = addYears(issue, 3);
    const f = mk(p, { certNo: '', copyAttached: false });
    f.issuedText = fmt(issue, 'us_short');
    f.expText = fmt(exp, 'us_short');
    out.push({
      key: 'card-number-blank-copy-not-attached',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['missing certificate id'],
      forbidden: ['document expired', 'missing issue date', 'missing issuer'],
      data: {
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        'certificate.kind': 'handler',
        ...personData('match', 'not_present'),
      },
      note: `the PIC's card / certificate no. is blank and "copy attached" is not ticked; the permit no. ${f.permitNo}, the receipt no. ${f.receipt} and the other workers' card numbers are not the holder's → missing certificate id (flagged); dates ${issue} → ${exp}`,
    });
  }

  // 6 — typed fillable PDF: the applicant is not the person in charge (text PDF)
  {
    const p = k.person();
    const q = otherPerson(k.person, p);
    const issue = addDays('2024-10-01', rng.int(0, 560));
    const exp = addYears(issue, 3);
    const f = mk(p, { typed: true, picText: nameAs(q, 'first_last') });
    f.issuedText = fmt(issue, 'us');
    f.expText = fmt(exp, 'us');
    out.push({
      key: 'applicant-is-not-the-person-in-charge',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['name mismatch'],
      forbidden: ['document expired', 'missing certificate id'],
      data: {
        'certificate.id': f.certNo,
        'certificate.issue_date': issue,
        'certificate.expiration_date': exp,
        ...personData('mismatch', 'not_present'),
      },
      note: `${p.first} ${p.last} is the owner / applicant who signed the form, but the food handler certificate in Section C (${f.certNo}, ${issue} → ${exp}) is held by the person in charge, ${q.first} ${q.last}: the certificate is not the requested person's → name mismatch`,
    });
  }
  return out;
}
