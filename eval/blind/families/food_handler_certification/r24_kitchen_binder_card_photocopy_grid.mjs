// A page from a kitchen's food-safety binder — the "Food Handler Cards on file for the health inspector" section a
// dining-services manager keeps in a three-ring binder (three punched holes down the left edge) — on which the
// manager has photocopied six employees' cards two across and three down. Each card is a different design from a
// different issuer (county environmental-health cards, an online provider's wallet certificate, a state-style card, a
// health-district permit that prints only its expiration, a co-worker's food protection manager card), grey and
// slightly crooked as copies are, with the copier's dark edge round each. Above every copy the manager has written
// the employee's first name, last initial and shift; under some, notes ("renewed \u2713", "EXP \u2014 renew!",
// "NV card \u2014 ok here?"). The worker whose file is being completed asked for a copy of the page, so the upload
// carries five other people's cards; only the holder's copy counts. The binder header (facility, section, "updated"
// date), the manager's own CFPM number and the other cards' dates are distractors.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, INKS, logo, page, qr, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r24_kitchen_binder_card_photocopy_grid',
  split: 'tuning',
  renderings: { scanned_pdf: 30, photo: 30, fax: 15, scan_image: 10, text_pdf: 15 },
  description:
    'Kitchen food-safety binder page "Food Handler Cards \u2014 on file for health inspection" (three punched holes, facility and dining-services header, binder section, updated date, manager\u2019s CFPM no.) with six employees\u2019 cards photocopied two across and three down, each a different issuer\u2019s design (county environmental-health card, online provider wallet certificate, California-style card with DD-MON-YYYY dates, health-district permit printing only its expiration, a co-worker\u2019s food protection manager card, a neighbouring state\u2019s health-district card), grey and crooked with the copier\u2019s dark edge, the manager\u2019s handwritten first name / last initial / shift above each and notes under some; the holder\u2019s card never first; variants Arizona county card with full dates, Illinois online certificate with a written issue date and "valid three years" only, California card with DD-MON-YYYY dates, an expired county card marked "EXP \u2014 renew!", a permit printing only its expiration, a Nevada health-district card on an Arizona-only client\u2019s page',
};

const FACILITIES = {
  az: {
    name: 'Cedar Hollow Senior Living',
    dept: 'Dining Services',
    city: 'Mesa, AZ',
    color: '#5b4a1e',
    shape: 'leaf',
    mgr: ['Renee Castaneda', 'CFPM'],
  },
  il: {
    name: 'St. Brendan Medical Center',
    dept: 'Food & Nutrition Services \u2014 Patient Tray Line',
    city: 'Springfield, IL',
    color: '#21466e',
    shape: 'cross',
    mgr: ['Curtis Vanlandingham', 'CDM, CFPP'],
  },
  ca: {
    name: 'Lakeshore Post-Acute & Rehabilitation',
    dept: 'Dietary Department',
    city: 'Fresno, CA',
    color: '#2f5d3a',
    shape: 'circle',
    mgr: ['Maricela Obregón', 'CDM, CFPP'],
  },
};

const COWORKERS = [
  ['Tanya', 'Redbird'],
  ['Luz', 'Carrizales'],
  ['Derrick', 'Pham'],
  ['Opal', 'Swenson'],
  ['Héctor', 'Villalobos'],
  ['Brianna', 'Koontz'],
  ['Sione', 'Tupou'],
  ['Marla', 'Greeley'],
  ['Aurelio', 'Bustos'],
  ['Kendra', 'Ashby'],
  ['Wendell', 'Firestone'],
];
const SHIFTS = [
  'AM cook',
  'PM cook',
  'dietary aide',
  'tray line',
  'dishroom',
  'café cashier',
  'prep',
  'weekend aide',
];

// ---- card designs (each returns inner HTML of a 3.3in x 2.05in card) -------------------------------------------
function countyCard(c) {
  return `<div class="cd" style="font-family:${FONTS.sans}">
  <div style="background:#333;color:#fff;padding:3px 7px;font-weight:bold;font-size:7.6pt">${esc(c.band)}</div>
  <div style="display:flex;gap:7px;padding:5px 7px">${seal({ text: c.sealText, inner: '\u2605', color: '#222', size: 50 })}
  <div style="font-size:8pt;line-height:1.3"><div style="font-size:10.5pt;font-weight:bold;letter-spacing:0.05em">FOOD HANDLER CARD</div>
  <div style="font-size:9.6pt;font-weight:bold;margin-top:2px">${esc(c.name)}</div>
  <div>Card No. <b>${esc(c.no)}</b></div>
  <div>Issued <b>${esc(c.iss)}</b> &nbsp; Expires <b>${esc(c.exp)}</b></div></div></div>
  <div style="padding:0 7px;font-size:6.4pt;color:#222">${esc(c.foot)}</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;padding:6px 7px 0"><div style="font-size:6.4pt;border-top:1px solid #222;width:1.6in;padding-top:1px">Holder\u2019s signature</div>${c.bar || ''}</div></div>`;
}
function onlineCard(c) {
  return `<div class="cd" style="font-family:${FONTS.open};padding:6px 8px;font-size:7.6pt;line-height:1.3">
  <div style="display:flex;align-items:center;gap:6px">${logo({ initials: c.ini, color: '#222', shape: 'square', size: 26 })}<div><b style="font-size:8.6pt">${esc(c.provider)}</b><br><span style="font-size:6.4pt">${esc(c.accr)}</span></div></div>
  <div style="font-size:10pt;font-weight:bold;margin-top:4px">${esc(c.title)}</div>
  <div style="font-size:10pt;font-family:${FONTS.serif};font-style:italic">${esc(c.name)}</div>
  <div>Certificate # <b>${esc(c.no)}</b></div>
  <div>Issue Date: <b>${esc(c.iss)}</b></div>
  <div style="font-size:6.8pt">${esc(c.validity)}</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:3px"><div style="font-size:6.4pt">Score ${esc(c.score)} \u00b7 Language: ${esc(c.lang)}<br>Verify at ${esc(c.verify)}</div>${c.qr || ''}</div></div>`;
}
function caCard(c) {
  return `<div class="cd" style="font-family:${FONTS.roboto};font-size:7.8pt">
  <div style="border-bottom:2px solid #222;padding:4px 7px;display:flex;justify-content:space-between"><b style="font-size:9pt">CALIFORNIA FOOD HANDLER CARD</b><span style="font-size:6.4pt">ANAB accredited</span></div>
  <div style="padding:4px 7px;line-height:1.35">
  <div style="font-size:6.6pt;color:#333">NAME</div><div style="font-size:10pt;font-weight:bold">${esc(c.name)}</div>
  <div style="display:flex;gap:14px;margin-top:3px"><div><div style="font-size:6.6pt">CARD ID</div><b>${esc(c.no)}</b></div><div><div style="font-size:6.6pt">ISSUED</div><b>${esc(c.iss)}</b></div><div><div style="font-size:6.6pt">EXPIRES</div><b>${esc(c.exp)}</b></div></div>
  <div style="font-size:6.3pt;margin-top:4px">${esc(c.provider)} \u00b7 Cal. Health &amp; Safety Code \u00a7113948 \u00b7 valid in California</div>
  <div style="font-size:6.3pt;margin-top:2px">This card must be kept by the food handler and is portable between employers within California.</div>
  <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:5px"><div style="font-size:6.4pt;border-top:1px solid #222;width:1.5in;padding-top:1px">Signature of card holder</div>${c.bar || ''}</div></div></div>`;
}
function permitCard(c) {
  return `<div class="cd" style="font-family:${FONTS.carlito};font-size:8.2pt;display:flex">
  <div style="width:0.8in;margin:7px;border:1px solid #333;height:1.0in;background:#bbb;text-align:center;font-size:6pt;padding-top:0.4in">PHOTO</div>
  <div style="padding:6px 6px 0 0;line-height:1.3"><div style="font-weight:bold;font-size:8pt">${esc(c.band)}</div>
  <div style="font-size:11pt;font-weight:bold">FOOD HANDLER PERMIT</div>
  <div style="margin-top:3px">${esc(c.name)}</div>
  <div>Permit No.: <b>${esc(c.no)}</b></div>
  <div>Expiration Date: <b>${esc(c.exp)}</b></div>
  <div style="font-size:6.4pt;margin-top:3px">${esc(c.foot)}</div>
  <div style="margin-top:4px">${c.bar || ''}</div></div></div>`;
}
function managerCard(c) {
  return `<div class="cd" style="font-family:${FONTS.serif};font-size:7.8pt;padding:6px 9px;line-height:1.3;text-align:center">
  <div style="font-family:${FONTS.sans};font-weight:bold;font-size:7.4pt">${esc(c.provider)}</div>
  <div style="font-size:10.5pt;font-weight:bold;margin-top:3px">Certified Food Protection Manager</div>
  <div style="font-size:10pt;font-style:italic;margin:2px 0">${esc(c.name)}</div>
  <div style="font-family:${FONTS.sans}">Certification No. <b>${esc(c.no)}</b></div>
  <div style="font-family:${FONTS.sans}">Exam date ${esc(c.iss)} \u00b7 Expires ${esc(c.exp)}</div>
  <div style="font-size:6.4pt;font-family:${FONTS.sans};margin-top:2px">Accredited under the Conference for Food Protection standards</div>
  <div style="margin-top:6px">${seal({ text: 'FOOD PROTECTION MANAGER \u00b7', inner: '\u2713', color: '#222', size: 44 })}</div></div>`;
}
const DESIGNS = {
  county: countyCard,
  online: onlineCard,
  ca: caCard,
  permit: permitCard,
  manager: managerCard,
};

function render(f) {
  const F = f.F;
  const cells = f.cells
    .map((c) => {
      const pen = { font: f.pen, ink: f.ink, size: '1.12em' };
      return `<div class="cell"><div class="lab">${hand(c.label, pen)}</div>
      <div class="copy" style="transform:rotate(${c.rot}deg)">${DESIGNS[c.design](c)}</div>
      <div class="nt">${c.note ? hand(c.note, { ...pen, ink: c.noteInk || f.ink, rot: -2 }) : ''}</div></div>`;
    })
    .join('');
  const body = `
  <div class="holes"><i></i><i></i><i></i></div>
  <div class="wrap">
  <div class="hd">${logo({ initials: 'FS', color: F.color, shape: F.shape, size: 38 })}
    <div style="flex:1"><div class="t">FOOD HANDLER CARDS \u2014 ON FILE FOR HEALTH INSPECTION</div>
    <div class="s">${esc(F.name)} \u00b7 ${esc(F.dept)} \u00b7 ${esc(F.city)}</div></div>
    <div class="tab">Binder section ${esc(f.section)}<br>Page ${hand(f.pageNo, { font: f.pen, ink: f.ink, size: '1.1em' })}</div></div>
  <div class="sub">Person in charge: ${esc(F.mgr[0])}, ${esc(F.mgr[1])} (CFPM cert. ${esc(f.mgrCert)}, exp. ${esc(fmt(f.mgrExp, 'us'))}) \u00b7 Keep one copy of every food employee\u2019s current card. Replace when renewed.</div>
  <div class="grid">${cells}</div>
  <div class="ft"><span>Updated ${hand(fmt(f.updated, 'us_short'), { font: f.pen, ink: f.ink, size: '1.1em' })} &nbsp; ${sig(F.mgr[0].split(' ')[0][0] + F.mgr[0].split(' ')[1][0], { font: f.sigFont, ink: f.ink, size: '1.5em', rot: -4 })}</span>
  <span>FS-BINDER-3 \u00b7 Last health inspection ${esc(fmt(f.inspected, 'us'))} \u2014 no violations noted for cards</span></div>
  </div>`;
  const css = `
  .holes { position:absolute; left:0.14in; top:0; height:11in; width:0.3in; }
  .holes i { position:absolute; left:0; width:0.27in; height:0.27in; border-radius:50%; background:#d7d7d2; box-shadow: inset 1px 1px 2px #888; }
  .holes i:nth-child(1) { top:1.35in; } .holes i:nth-child(2) { top:5.35in; } .holes i:nth-child(3) { top:9.35in; }
  .wrap { margin:0.35in 0.35in 0.3in 0.6in; }
  .hd { display:flex; align-items:center; gap:10px; border-bottom:2px solid #222; padding-bottom:4px; }
  .hd .t { font-size:13pt; font-weight:bold; letter-spacing:0.02em; }
  .hd .s { font-size:8.6pt; }
  .tab { border:1.5px solid #222; padding:3px 8px; font-size:8pt; text-align:center; }
  .sub { font-size:7.6pt; color:#333; margin:4px 0 6px; }
  .grid { display:grid; grid-template-columns: 1fr 1fr; gap:0.12in 0.25in; }
  .cell { height:2.82in; }
  .lab { height:0.3in; }
  .copy { width:3.3in; height:2.05in; background:#eee; box-shadow:0 0 0 4px #4a4a4a, 3px 3px 0 5px #8a8a8a; filter:grayscale(1) contrast(1.15); margin:4px 0 0 6px; overflow:hidden; }
  .cd { width:3.3in; height:2.05in; background:#f4f4f1; color:#111; overflow:hidden; }
  .nt { height:0.3in; margin-top:8px; padding-left:10px; }
  .ft { display:flex; justify-content:space-between; align-items:center; font-size:7.6pt; color:#333; border-top:1px solid #999; margin-top:6px; padding-top:3px; }`;
  return page({ title: 'Food handler cards on file', size: 'letter', margin: '0', font: f.font, css, body });
}

export function cases(k) {
  const { rng } = k;
  const co = rng.shuffle(COWORKERS);
  let ci = 0;
  const nextCo = () => co[ci++ % co.length];
  const mkCo = (fac, allowManager) => {
    const [first, last] = nextCo();
    const iss = addDays('2024-01-08', rng.int(0, 950));
    const handler = { ca: ['ca'], il: ['online'], az: ['county', 'online', 'county'] }[fac];
    const design = allowManager ? 'manager' : rng.pick(handler);
    const name = rng.chance(0.5) ? `${first} ${last}` : `${last.toUpperCase()}, ${first.toUpperCase()}`;
    const base = {
      label: `${first} ${last[0]}. \u2014 ${rng.pick(SHIFTS)}`,
      rot: rng.float(-2.2, 2.2).toFixed(1),
      name,
      design,
      note: rng.chance(0.35) ? rng.pick(['renewed \u2713', 'new hire', 'copy to HR \u2713', 'ok']) : '',
    };
    if (design === 'manager')
      return {
        ...base,
        provider: rng.pick(['National Registry of Food Safety Professionals', 'Prometric Food Safety']),
        no: `${rng.digits(8)}`,
        iss: fmt(iss, 'us'),
        exp: fmt(addYears(iss, 5), 'us'),
      };
    return { ...base, ...cardFields(design, fac, iss, addYears(iss, 3)) };
  };
  const cardFields = (design, fac, iss, exp) => {
    if (design === 'county')
      return {
        band: 'VERDE BASIN COUNTY ENVIRONMENTAL HEALTH SERVICES',
        sealText: 'VERDE BASIN COUNTY \u00b7 ARIZONA \u00b7',
        no: `FH-${rng.digits(7)}`,
        iss: fmt(iss, 'us'),
        exp: fmt(exp, 'us'),
        foot: 'Valid in Verde Basin County, Arizona \u00b7 carry while working \u00b7 not transferable',
      };
    if (design === 'online')
      return fac === 'il'
        ? {
            ...rng.pick([
              { provider: 'Prairie State Food Safety Training', ini: 'PS' },
              { provider: 'Lakefront Learning Co. \u2014 Food Handler', ini: 'LL' },
            ]),
            accr: 'ANSI/ANAB-accredited \u00b7 approved by Illinois Dept. of Public Health',
            title: 'Illinois Food Handler Training Certificate',
            no: `IL-${rng.digits(9)}`,
            iss: fmt(iss, 'long'),
            validity: 'Valid for three (3) years from the issue date. 410 ILCS 625/3.06',
          }
        : {
            provider: 'SafeBite Online',
            ini: 'SB',
            accr: 'ANAB-accredited (ASTM E2659) \u00b7 accepted by Arizona counties',
            title: 'Food Handler Certificate',
            no: `SB${rng.digits(8)}`,
            iss: fmt(iss, 'long'),
            validity: 'Valid 3 years from issue date.',
          };
    if (design === 'ca')
      return {
        provider: rng.pick(['GoldenServe Training', 'Pacific Food Safety Institute']),
        no: `CA${rng.digits(8)}`,
        iss: fmt(iss, 'mil4'),
        exp: fmt(exp, 'mil4'),
      };
    throw new Error(design);
  };
  const mk = (p, fac, holder, o = {}) => {
    const mgrAt = rng.chance(0.7) ? rng.int(0, 4) : -1;
    const cells = Array.from({ length: 5 }, (_, i) => mkCo(fac, i === mgrAt));
    const hpos = o.hpos ?? rng.int(1, 5);
    const hc = {
      label: `${rng.chance(0.5) && p.nick ? p.nick : p.first} ${p.last[0]}. \u2014 ${rng.pick(SHIFTS)}`,
      rot: rng.float(-2.4, 2.4).toFixed(1),
      ...holder,
    };
    cells.splice(hpos, 0, hc);
    for (const c of cells) {
      c.bar = barcode(rng, { width: 110, height: 20, color: '#222' });
      c.qr = qr(rng, { size: 46, n: 21, color: '#222' });
      c.score = `${rng.int(76, 100)}%`;
      c.lang = rng.pick(['English', 'English', 'Espa\u00f1ol']);
      c.verify =
        { PS: 'prairiestatefs.example/verify', LL: 'lakefrontlearning.example/verify' }[c.ini] ||
        'safebite.example/check';
    }
    const updated = addDays('2026-10-05', rng.int(0, 40));
    return {
      F: FACILITIES[fac],
      cells,
      hpos,
      section: rng.pick(['3', '3 \u2014 Staff', 'C', '4B']),
      pageNo: `${rng.int(1, 3)} of ${rng.int(3, 5)}`,
      mgrCert: rng.digits(8),
      mgrExp: addDays('2028-03-01', rng.int(0, 700)),
      updated,
      inspected: addDays(updated, -rng.int(20, 160)),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      font: rng.pick([FONTS.sans, FONTS.carlito, FONTS.lato]),
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

  // 1 — Arizona county card with full issued / expires dates (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2024-12-02', rng.int(0, 560));
    const exp = addYears(issue, 3);
    const fields = cardFields('county', 'az', issue, exp);
    const f = mk(p, 'az', {
      design: 'county',
      name: nameAs(p, rng.pick(['FIRST_LAST', 'LAST_FIRST'])),
      ...fields,
      note: rng.pick(['new hire \u2014 copy to HR', 'ok \u2713']),
    });
    out.push({
      key: 'az-county-card-full-dates',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id', 'name mismatch'],
      data: { ...data(fields.no, issue, exp), ...personData('match', null) },
      note: `the holder's copy (cell ${f.hpos + 1} of 6) is a Verde Basin County card ${fields.no}, issued ${issue}, expires ${exp}; the five co-workers' cards, the manager's CFPM expiry, the updated and inspection dates are not the holder's`,
    });
  }

  // 2 — Illinois online certificate, issue date written out, "valid three years", no printed end (fax)
  {
    const p = k.person();
    const issue = addDays('2024-06-17', rng.int(0, 620));
    const exp = addYears(issue, 3);
    const fields = cardFields('online', 'il', issue, exp);
    const f = mk(p, 'il', {
      design: 'online',
      name: nameAs(p, rng.pick(['full', 'first_mi_last'])),
      ...fields,
      note: rng.pick(['renewed \u2713', '']),
    });
    out.push({
      key: 'illinois-online-certificate-valid-three-years',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'fax',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(fields.no, issue, exp), ...personData('match', null) },
      note: `the holder's copy is an online Illinois Food Handler Training Certificate ${fields.no}, "Issue Date: ${fmt(issue, 'long')}", "valid for three (3) years from the issue date" and no printed end → ${exp}; a co-worker's Certified Food Protection Manager card (5 years) may be on the page too`,
    });
  }

  // 3 — California card with DD-MON-YYYY dates (photo)
  {
    const p = k.person();
    const issue = addDays('2024-03-11', rng.int(0, 700));
    const exp = addYears(issue, 3);
    const fields = cardFields('ca', 'ca', issue, exp);
    const f = mk(p, 'ca', {
      design: 'ca',
      name: nameAs(p, rng.pick(['FIRST_LAST', 'plain', 'first_last'])),
      ...fields,
      note: '',
    });
    out.push({
      key: 'california-card-dd-mon-yyyy',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(fields.no, issue, exp), ...personData('match', null) },
      note: `the holder's copy is a California Food Handler Card ${fields.no}, issued ${fmt(issue, 'mil4')}, expires ${fmt(exp, 'mil4')}; the other California cards on the page belong to co-workers`,
    });
  }

  // 4 — expired county card, the manager's "EXP — renew!" under it (flatbed scan)
  {
    const p = k.person();
    const issue = addDays('2022-04-04', rng.int(0, 400));
    const exp = addYears(issue, 3);
    const fields = cardFields('county', 'az', issue, exp);
    const f = mk(p, 'az', {
      design: 'county',
      name: nameAs(p, 'FIRST_LAST'),
      ...fields,
      note: `EXP ${fmt(exp, 'us_short')} \u2014 renew!`,
      noteInk: '#b01818',
    });
    out.push({
      key: 'az-county-card-expired-marked-renew',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'scan_image',
      issues: ['document expired'],
      data: data(fields.no, issue, exp),
      note: `the holder's county card ${fields.no} was issued ${issue} and expires ${exp}, before 2026-11-21; the manager wrote "EXP — renew!" under it; the page's updated date is not a renewal`,
    });
  }

  // 5 — health-district permit printing only its expiration (text PDF)
  {
    const p = k.person();
    const exp = addDays('2027-05-03', rng.int(0, 500));
    const no = `${rng.digits(2)}-${rng.digits(5)}`;
    const f = mk(p, 'az', {
      design: 'permit',
      band: 'CORONADO COUNTY HEALTH DISTRICT',
      name: nameAs(p, rng.pick(['LAST_FIRST', 'first_last'])),
      no,
      exp: fmt(exp, 'us'),
      foot: 'Present on request of a health inspector. Not valid outside Coronado County.',
      note: rng.pick(['moved from Coronado Co.', '']),
    });
    out.push({
      key: 'district-permit-expiration-only',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['missing issue date'],
      forbidden: ['document expired'],
      data: { 'certificate.id': no, 'certificate.expiration_date': exp, ...personData('match', null) },
      note: `the holder's copy is a Coronado County Health District permit ${no} that prints only an expiration date (${exp}), no issue or training date → missing issue date (flagged); the co-workers' issued dates and the page dates are not the holder's`,
    });
  }

  // 6 — a Nevada health-district card on an Arizona facility's page; the client accepts Arizona only (photo)
  {
    const p = k.person();
    const issue = addDays('2025-01-13', rng.int(0, 500));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(3)}-${rng.digits(6)}`;
    const f = mk(p, 'az', {
      design: 'county',
      band: 'SILVER BASIN HEALTH DISTRICT \u00b7 NEVADA',
      sealText: 'SILVER BASIN HEALTH DISTRICT \u00b7 NEVADA \u00b7',
      name: nameAs(p, 'FIRST_LAST'),
      no,
      iss: fmt(issue, 'us'),
      exp: fmt(exp, 'us'),
      foot: 'Food Handler Safety Training Card \u00b7 NAC 446 \u00b7 valid in Silver Basin Health District, Nevada',
      note: 'NV card \u2014 ok here?? ask county',
      noteInk: '#b01818',
    });
    out.push({
      key: 'nevada-card-arizona-only-client',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['AZ'] },
      html: render(f),
      rendering: 'photo',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: data(no, issue, exp),
      note: `the holder's copy is a current Nevada health-district food handler card ${no} (${issue} – ${exp}) on an Arizona facility's binder page; the client accepts Arizona only`,
    });
  }
  return out;
}
