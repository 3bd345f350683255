// A Nigerian-style paper COVID-19 vaccination card, the folded green-and-white card that primary health care vaccination
// sites handed out in 2021–22, opened flat and photographed, scanned or faxed by a nurse recruited from Nigeria. The left
// panel is the client page: a crest-like seal, the federal heading and the programme line, a green "COVID-19
// VACCINATION CARD" band, a vaccination ID written in boxes, then ruled lines filled by hand — SURNAME and OTHER NAMES
// (surname first, often in capitals), sex ringed, AGE (the date of birth line is usually left blank), phone, address,
// state, LGA, ward, occupation, priority group ticked and the date of registration on the portal. The right panel is
// the dose record: a ruled grid with rows 1st dose / 2nd dose / Booster / Booster, columns Date given (dd/mm/yyyy) /
// Vaccine (brand) / Batch no. / Next appointment / Vaccination site / Vaccinator name & sign, each row written by a
// different vaccinator in his or her own pen and date style (14/04/2021, 14-4-21, 14th Apr 2021), a round site stamp,
// and the card's small print (keep the card, report side effects, download the e-certificate with the ID). The "Next
// appointment" date of a row is when the client was asked to come back, not a dose; the registration date, the age and
// the phone number are not dates of doses either. Variants: two AstraZeneca doses eight to twelve weeks apart, two
// Moderna doses with a Pfizer booster at another site, one Johnson & Johnson dose, one AstraZeneca dose with only its
// next appointment written, a sibling's card (same surname, another first name), and a second Pfizer row with the
// vaccine, batch and vaccinator filled but no date.
import { addDays, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r29_b_nigerian_style_phc_vaccination_card_front_back',
  split: 'tuning',
  renderings: { photo: 50, scanned_pdf: 15, scan_image: 20, fax: 15 },
  description:
    'Nigerian-style folded paper COVID-19 vaccination card from a primary health care vaccination site, opened flat (client panel left, dose panel right) and photographed, scanned or faxed: seal, federal heading and programme line, green "COVID-19 VACCINATION CARD" band, vaccination ID in boxes, handwritten SURNAME / OTHER NAMES lines (surname first), sex ringed, AGE with the DOB line mostly blank, phone, address, state, LGA, ward, occupation, priority group ticked, date of registration; dose grid (1st dose / 2nd dose / Booster / Booster \u00d7 Date given dd/mm/yyyy / Vaccine / Batch no. / Next appointment / Vaccination site / Vaccinator name & sign) written by different vaccinators in their own pens and date styles, round site stamps, small print about the e-certificate; variants AstraZeneca \u00d7 2 eight to twelve weeks apart, Moderna \u00d7 2 with a Pfizer booster elsewhere, one Johnson & Johnson dose, one AstraZeneca dose with only the next appointment written, a sibling\u2019s card, a second Pfizer row without a date',
};

const NG_LAST = new Set(['Okafor', 'Nwosu', 'Adeyemi', 'Oduya', 'Bello', 'Lawal', 'Oyelowo', 'Oyelaran']);
const STATES = [
  {
    state: 'Oyo',
    lgas: [
      ['Ibadan North', 'Ward 7 (Agbowo)'],
      ['Akinyele', 'Ward 4 (Moniya)'],
    ],
    sites: ['PHC Ayetoro-Oke, Ibadan North', 'Comprehensive Health Centre Bodija-East'],
  },
  {
    state: 'Lagos',
    lgas: [
      ['Ikorodu', 'Ward B (Ita-Elewa)'],
      ['Alimosho', 'Ward F (Ikotun)'],
    ],
    sites: ['PHC Ilasamaja-West, Mushin', 'General Hospital Ikorodu Annex (vaccination tent)'],
  },
  {
    state: 'Enugu',
    lgas: [
      ['Enugu East', 'Abakpa Nike II'],
      ['Nsukka', 'Nru Ward'],
    ],
    sites: ['Model PHC Abakpa Nike East', 'Teaching Hospital Staff Clinic, Ituku-Ozalla'],
  },
  {
    state: 'Kwara',
    lgas: [
      ['Ilorin West', 'Ajikobi Ward'],
      ['Ilorin South', 'Fufu Ward'],
    ],
    sites: ['PHC Okelele, Ilorin', 'Civil Service Clinic Vaccination Post, Ilorin'],
  },
];
const VACCINATORS = [
  ['Adaobi Eze', 'RN/RM'],
  ['Musa Danladi', 'CHEW'],
  ['Folasade Ogunleye', 'Nurse'],
  ['Chiamaka Obi', 'JCHEW'],
  ['Ibrahim Sani', 'CHO'],
  ['Yetunde Akinola', 'RN'],
  ['Ngozi Udeh', 'CHEW'],
  ['Bolanle Adewale', 'RM'],
];
const BRAND = {
  astrazeneca: ['AstraZeneca', 'Oxford/AstraZeneca', 'AZ (AstraZeneca)'],
  moderna: ['Moderna', 'MODERNA', 'Moderna (Spikevax)'],
  pfizer: ['Pfizer', 'Pfizer-BioNTech', 'PFIZER'],
  janssen: ['Johnson & Johnson', 'J&J (Janssen)', 'Janssen (J&J)'],
};
const LOTPFX = {
  astrazeneca: ['ABX', 'MT0', '4120Z'],
  moderna: ['0', '9'],
  pfizer: ['FF', 'FL', 'FK'],
  janssen: ['1', '2'],
};
const SIBS = {
  F: ['Ifeoma', 'Funmilayo', 'Ngozi', 'Titilayo'],
  M: ['Chukwudi', 'Babatunde', 'Emeka', 'Olumide'],
};
const MALE_FIRST = new Set(['Olusegun', 'Gabriel', 'Oluwaseun']);
const p2 = (n) => String(n).padStart(2, '0');
const ORD = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How a Nigerian vaccinator writes a date: day first. */
function ngDate(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  switch (style) {
    case 'dmy_dash_short':
      return `${d}-${m}-${String(y).slice(2)}`;
    case 'ordinal':
      return `${d}${ORD(d)} ${MON[m - 1]} ${y}`;
    case 'dmy_nz':
      return `${d}/${m}/${y}`;
    default:
      return `${p2(d)}/${p2(m)}/${y}`;
  }
}

function render(f) {
  const H = (t, o = {}) =>
    hand(t, {
      font: o.font || f.clerkPen,
      ink: o.ink || f.clerkInk,
      size: o.size || '1.12em',
      rot: o.rot || 0,
    });
  const line = (label, val, w = '') =>
    `<div class="ln"${w ? ` style="width:${w}"` : ''}><span class="lb">${label}</span><span class="lv">${val}</span></div>`;
  const vid = f.vid
    .split('')
    .map((c) => `<span class="vb">${H(c, { size: '1em' })}</span>`)
    .join('');
  const sexRing = ['M', 'F']
    .map((x) => (x === f.sex ? `<span class="circled" style="border-color:${f.clerkInk}">${x}</span>` : x))
    .join(' / ');
  const pg = ['Health worker', 'Frontline / essential', '50 years & above', 'Other']
    .map(
      (x) =>
        `<span class="pgi"><span class="cbx">${x === f.priority ? `<span class="mk" style="color:${f.clerkInk};font-family:${f.clerkPen}">\u2713</span>` : ''}</span>${x}</span>`,
    )
    .join('');
  const rowLabels = ['1st dose', '2nd dose', 'Booster', 'Booster'];
  const rows = rowLabels
    .map((lab, i) => {
      const r = f.rows[i];
      if (!r)
        return `<tr><td class="rl">${lab}</td><td></td><td></td><td></td><td></td><td></td><td></td></tr>`;
      const o = { font: r.pen, ink: r.ink, size: r.pen === 'Breip' ? '1.4em' : '1.18em' };
      return `<tr><td class="rl">${lab}</td>
        <td>${H(r.dateText || '', o)}</td>
        <td>${H(r.brand || '', o)}</td>
        <td>${H(r.lot || '', { ...o, size: '1.05em' })}</td>
        <td>${H(r.next || '', o)}</td>
        <td class="site">${H(r.site || '', { ...o, size: '0.95em' })}</td>
        <td class="vx">${r.vac ? `${H(r.vac[0], { ...o, size: '0.98em' })}<br>${H(r.vac[1], { ...o, size: '0.92em' })} ${sig(r.vac[0].split(' ')[1], { font: r.sigFont, ink: r.ink, size: '1.15em', rot: -4 })}` : ''}</td></tr>`;
    })
    .join('');
  const stamps = f.stamps
    .map(
      (s) =>
        `<div class="stp" style="left:${s.x}in;top:${s.y}in;transform:rotate(${s.rot}deg)">${seal({ text: s.text, inner: '\u271a', color: s.color, size: 78 })}</div>`,
    )
    .join('');
  const body = `<div class="card">
  <div class="pn left">
    <div class="top">
      <div class="crest">${seal({ text: 'FEDERAL MINISTRY OF HEALTH \u2022 UNITY AND FAITH \u2022', inner: '\u2605', color: '#0b6b35', size: 50 })}</div>
      <div class="tt"><div class="t1">FEDERAL REPUBLIC OF NIGERIA</div><div class="t2">National Primary Health Care Programme \u00b7 ${esc(f.S.state)} State PHC Board</div></div>
    </div>
    <div class="band">COVID-19 VACCINATION CARD</div>
    <div class="vid"><span class="lb">Vaccination ID (VID)</span> ${vid}</div>
    ${line('SURNAME', H(f.surnameText))}
    ${line('OTHER NAMES', H(f.otherText))}
    <div class="rw">${line('SEX (M/F)', `<span class="sx">${sexRing}</span>`, '34%')}${line('AGE', H(f.ageText), '24%')}${line('DATE OF BIRTH', H(f.dobText || ''), '42%')}</div>
    ${line('PHONE NO.', H(f.phone))}
    ${line('ADDRESS', H(f.address, { size: '1em' }))}
    <div class="rw">${line('STATE', H(f.S.state), '30%')}${line('LGA', H(f.lga[0], { size: '1em' }), '36%')}${line('WARD', H(f.lga[1], { size: '0.92em' }), '34%')}</div>
    ${line('OCCUPATION', H(f.occupation))}
    <div class="pgr"><span class="lb">PRIORITY GROUP</span> ${pg}</div>
    ${line('DATE OF REGISTRATION', H(f.regText))}
  </div>
  <div class="pn right">
    <div class="rt">RECORD OF VACCINATION <span class="sm">(to be completed by the vaccinator)</span></div>
    <table class="dg">
      <thead><tr><th style="width:11%">Dose</th><th style="width:14%">Date given<br><span class="sm">dd/mm/yyyy</span></th><th style="width:14%">Vaccine<br><span class="sm">(brand)</span></th><th style="width:12%">Batch / Lot no.</th><th style="width:13%">Next appointment</th><th style="width:16%">Vaccination site</th><th>Vaccinator name &amp; sign</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
    <div class="fine">\u2022 Keep this card safe and bring it for every dose. \u2022 Report any side effect to the nearest health facility or call the toll-free line 0800-555-0199.
    \u2022 Your electronic vaccination certificate can be downloaded with your VID at the national vaccination portal after your final dose. \u2022 NOT FOR SALE.</div>
    ${stamps}
  </div>
</div>`;
  const css = `
  body { font-size:9pt; background:${f.paper}; }
  .card { display:flex; width:100%; height:100%; }
  .pn { position:relative; padding:8px 10px 6px; height:100%; }
  .left { width:43%; border-right:1.2px dashed #9a9a9a; }
  .right { width:57%; }
  .top { display:flex; align-items:center; gap:6px; }
  .tt { flex:1; text-align:center; } .t1 { font-weight:bold; font-size:10pt; letter-spacing:0.04em; color:#0b6b35; } .t2 { font-size:7pt; }
  .band { background:#0b8a43; color:#fff; font-weight:bold; text-align:center; font-size:11pt; letter-spacing:0.06em; padding:2px 0; margin:4px 0 5px; }
  .vid { font-size:7pt; margin-bottom:3px; display:flex; align-items:center; gap:1px; flex-wrap:nowrap; }
  .vid .lb { margin-right:4px; font-weight:bold; }
  .vb { display:inline-block; width:0.17in; height:0.22in; border:0.8px solid #333; text-align:center; line-height:0.22in; }
  .ln { display:flex; align-items:flex-end; border-bottom:0.8px solid #444; min-height:0.3in; margin-top:1px; gap:4px; }
  .ln .lb, .pgr .lb { font-size:7pt; font-weight:bold; color:#0b4f28; white-space:nowrap; }
  .ln .lv { flex:1; padding-left:2px; white-space:nowrap; overflow:visible; }
  .rw { display:flex; gap:6px; }
  .sx { font-size:8.5pt; } .sx .circled { padding:0 0.25em; margin:0 -0.1em; }
  .pgr { font-size:7pt; margin:3px 0 1px; display:flex; flex-wrap:wrap; gap:2px 7px; align-items:center; }
  .pgi { white-space:nowrap; } .pgi .cbx { width:0.8em; height:0.8em; }
  .rt { font-weight:bold; font-size:9.5pt; color:#0b6b35; border-bottom:2px solid #0b8a43; padding-bottom:1px; margin-bottom:3px; }
  .sm { font-weight:normal; font-size:6.2pt; }
  .dg { width:100%; font-size:8.4pt; }
  .dg th { border:0.9px solid #333; background:#dff0e4; padding:1px 2px; font-size:7.2pt; vertical-align:bottom; text-align:center; }
  .dg td { border:0.9px solid #333; height:0.66in; padding:1px 3px; vertical-align:middle; text-align:center; }
  .dg .rl { font-weight:bold; background:#f1f8f3; font-size:7.8pt; }
  .dg .site, .dg .vx { line-height:1.05; }
  .fine { font-size:6.6pt; color:#333; margin-top:4px; line-height:1.25; }
  .stp { position:absolute; opacity:0.62; }`;
  return page({
    title: 'COVID-19 Vaccination Card',
    size: '10in 4.6in',
    margin: '0.12in',
    body,
    css,
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const used = new Set();
  const pickNg = () => {
    for (let i = 0; i < 400; i++) {
      const q = k.person();
      if (NG_LAST.has(q.last) && !used.has(q.last)) {
        used.add(q.last);
        return q;
      }
    }
    throw new Error('no Nigerian-named person left');
  };
  const pens = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];
  const lot = (mfr) =>
    `${rng.pick(LOTPFX[mfr])}${rng.digits(mfr === 'astrazeneca' ? 4 : 5)}${mfr === 'pfizer' ? '' : rng.pick(['', 'A', 'B'])}`;

  const make = (p, o = {}) => {
    const S = o.S || rng.pick(STATES);
    const sex = MALE_FIRST.has(p.first) ? 'M' : 'F';
    const age = 2021 - Number(p.dob.slice(0, 4));
    const reg = o.reg;
    return {
      S,
      lga: rng.pick(S.lgas),
      sex,
      clerkPen: rng.pick([HANDS[0], HANDS[1], HANDS[2]]),
      clerkInk: rng.pick(INKS),
      paper: rng.pick(['#fbfaf4', '#f7f6ef', '#fdfcf8']),
      vid: `${S.state.slice(0, 2).toUpperCase()}${rng.digits(2)}${rng.letters(1)}${rng.digits(5)}`,
      surnameText: (o.surname || p.last).toUpperCase(),
      otherText: o.other || [p.first, p.middle].filter(Boolean).join(' '),
      ageText: `${age} yrs`,
      dobText: o.showDob ? ngDate(p.dob, 'dmy') : '',
      phone: `0${rng.pick(['803', '806', '813', '703', '816', '905'])} ${rng.digits(3)} ${rng.digits(4)}`,
      address: `${rng.int(2, 48)}, ${rng.pick(['Adekunle St', 'Ogunlana Close', 'Ezenwa Rd', 'Unity Crescent', 'Taiwo Rd', 'Obafemi Awolowo Way'])}`,
      occupation:
        o.occupation ||
        (age < 22
          ? 'Student nurse'
          : rng.pick(['Nurse', 'Nurse (RN/RM)', 'Staff nurse, UCH', 'Health worker \u2014 nurse'])),
      priority: o.priority || 'Health worker',
      regText: reg ? ngDate(reg, rng.pick(['dmy', 'dmy_nz'])) : '',
      stamps: [],
      rows: [],
    };
  };
  /** One dose row written by one vaccinator. */
  const dose = (f, mfr, date, o = {}) => {
    const vac = o.vac || rng.pick(VACCINATORS);
    const site = o.site || rng.pick(f.S.sites);
    const style = o.style || rng.pick(['dmy', 'dmy_dash_short', 'ordinal', 'dmy_nz']);
    return {
      mfr,
      date,
      dateText: date ? ngDate(date, style) : '',
      brand: rng.pick(BRAND[mfr]),
      lot: lot(mfr),
      next: o.next ? ngDate(o.next, style) : o.nextText || '',
      site,
      vac,
      pen: o.pen || rng.pick(pens),
      ink: o.ink || rng.pick(INKS),
      sigFont: rng.pick(SIGS),
    };
  };
  const stampFor = (f, site, row) => {
    f.stamps.push({
      text: `${site.split(',')[0].toUpperCase()} \u2022 COVID-19 VACCINATION \u2022`,
      color: rng.pick(['#3a2a8a', '#6a1f5c', '#1f3f8a']),
      x: (3.45 + rng.float(0, 0.55)).toFixed(2),
      y: (0.45 + row * 0.66 + rng.float(-0.05, 0.2)).toFixed(2),
      rot: rng.int(-25, 25),
    });
  };
  const dataOf = (rows, kinds = {}) => {
    const o = {};
    rows.forEach((r, i) => {
      if (r.date) o[`doses.${i}.date`] = r.date;
      o[`doses.${i}.manufacturer`] = r.mfr;
      o[`doses.${i}.lot`] = r.lot;
      if (kinds[i]) o[`doses.${i}.kind`] = kinds[i];
    });
    return o;
  };

  // 1 — two AstraZeneca doses eight to twelve weeks apart; the next-appointment date differs from dose 2 (photo).
  {
    const p = pickNg();
    const d1 = addDays('2021-03-10', rng.int(0, 40));
    const next = addDays(d1, 84);
    const d2 = addDays(next, rng.int(-20, 9));
    const f = make(p, { reg: addDays(d1, -rng.int(2, 20)) });
    const site = rng.pick(f.S.sites);
    const pen = rng.pick(pens);
    f.rows = [dose(f, 'astrazeneca', d1, { next, site }), dose(f, 'astrazeneca', d2, { site, pen })];
    stampFor(f, site, 0);
    out.push({
      key: 'astrazeneca-two-doses-next-appointment-column',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['not enough doses', 'insufficient waiting period', 'unsupported manufacturer'],
      data: { ...dataOf(f.rows), ...personData('match', 'not_present') },
      note: `surname-first card: SURNAME ${p.last.toUpperCase()}, OTHER NAMES ${f.otherText}; AGE only (no DOB); AstraZeneca ${d1} and ${d2} (${Math.round((new Date(d2) - new Date(d1)) / 864e5)} days); the dose-1 "next appointment" ${next} is not a dose date, nor is the registration date`,
    });
  }

  // 2 — two Moderna doses, then a Pfizer booster at another site (scanned PDF).
  {
    const p = pickNg();
    const d1 = addDays('2021-08-16', rng.int(0, 45));
    const d2 = addDays(d1, rng.int(28, 35));
    const b = addDays('2022-01-17', rng.int(0, 90));
    const f = make(p, { reg: addDays(d1, -rng.int(1, 10)) });
    const [s1, s2] = rng.shuffle(f.S.sites);
    f.rows = [
      dose(f, 'moderna', d1, { next: addDays(d1, 28), site: s1 }),
      dose(f, 'moderna', d2, { site: s1, nextText: rng.pick(['after 6 months', 'booster in 6 mths']) }),
      dose(f, 'pfizer', b, { site: s2 }),
    ];
    stampFor(f, s1, 1);
    stampFor(f, s2, 2);
    out.push({
      key: 'moderna-two-doses-pfizer-booster-other-site',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination', 'insufficient waiting period'],
      data: { ...dataOf(f.rows, { 2: 'booster' }), ...personData('match', 'not_present') },
      note: `Moderna ${d1} and ${d2} at ${s1} (primary series complete), Pfizer in the Booster row ${b} at ${s2}; a booster of another brand after a complete primary series is not an unsupported combination; next-appointment entries are not doses`,
    });
  }

  // 3 — one Johnson & Johnson dose, DOB written (flatbed scan image).
  {
    const p = pickNg();
    const d1 = addDays('2021-08-09', rng.int(0, 120));
    const f = make(p, { reg: addDays(d1, -rng.int(0, 6)), showDob: true });
    const site = rng.pick(f.S.sites);
    f.rows = [dose(f, 'janssen', d1, { site, nextText: rng.pick(['\u2014', 'N/A (single dose)', 'none']) })];
    stampFor(f, site, 0);
    out.push({
      key: 'johnson-and-johnson-single-dose-dob-written',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['not enough doses', 'unsupported manufacturer'],
      data: { ...dataOf(f.rows), ...personData('match', 'match') },
      note: `a single Johnson & Johnson (Janssen) dose ${d1} completes the primary series; the DOB line is filled day-first (${f.dobText}); the 2nd-dose and booster rows are empty`,
    });
  }

  // 4 — one AstraZeneca dose; only its next appointment is written, the 2nd-dose row is empty (photo).
  {
    const p = pickNg();
    const d1 = addDays('2021-04-05', rng.int(0, 50));
    const next = addDays(d1, rng.pick([56, 84]));
    const f = make(p, { reg: addDays(d1, -rng.int(2, 15)) });
    const site = rng.pick(f.S.sites);
    f.rows = [dose(f, 'astrazeneca', d1, { next, site })];
    stampFor(f, site, 0);
    out.push({
      key: 'astrazeneca-first-dose-only-next-appointment-written',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['not enough doses'],
      forbidden: ['missing dose date'],
      data: { ...dataOf(f.rows), ...personData('match', 'not_present') },
      note: `only the 1st-dose row is filled (AstraZeneca ${d1}); its "next appointment" ${next} is when the second dose was due, not a dose given; the 2nd-dose row is blank, so the primary series is incomplete`,
    });
  }

  // 5 — a sibling's card: same surname, another first name (photo).
  {
    const p = pickNg();
    const sibFirst = rng.pick(SIBS[rng.chance(0.5) ? 'F' : 'M']);
    const d1 = addDays('2021-09-01', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(28, 40));
    const f = make(p, { other: sibFirst, reg: addDays(d1, -rng.int(1, 12)) });
    f.sex = SIBS.M.includes(sibFirst) ? 'M' : 'F';
    f.ageText = `${Number(f.ageText.split(' ')[0]) + rng.pick([-4, -3, 2, 5])} yrs`;
    f.occupation = rng.pick(['Trader', 'Teacher', 'Civil servant', 'Student (UNILAG)']);
    f.priority = rng.pick(['Frontline / essential', 'Other']);
    const site = rng.pick(f.S.sites);
    f.rows = [dose(f, 'moderna', d1, { next: addDays(d1, 28), site }), dose(f, 'moderna', d2, { site })];
    stampFor(f, site, 0);
    out.push({
      key: 'sibling-card-same-surname-other-first-name',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['name mismatch'],
      data: { ...personData('mismatch', 'not_present') },
      note: `the card is ${sibFirst} ${p.last}'s (OTHER NAMES "${sibFirst}", sex ${f.sex}, occupation ${f.occupation}), not ${p.first} ${p.last}'s: same surname, different given name and no middle name in common; the doses (Moderna ${d1}, ${d2}) are the sibling's`,
    });
  }

  // 6 — the 2nd Pfizer row has vaccine, batch and vaccinator but no date (fax).
  {
    const p = pickNg();
    const d1 = addDays('2021-11-08', rng.int(0, 50));
    const next = addDays(d1, 21);
    const f = make(p, { reg: addDays(d1, -rng.int(1, 8)) });
    const site = rng.pick(f.S.sites);
    const r1 = dose(f, 'pfizer', d1, { next, site });
    const r2 = dose(f, 'pfizer', null, { site });
    f.rows = [r1, r2];
    stampFor(f, site, 1);
    out.push({
      key: 'pfizer-second-row-without-date',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['missing dose date'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.manufacturer': 'pfizer',
        ...personData('match', 'not_present'),
      },
      note: `1st dose Pfizer ${d1} with next appointment ${next}; the 2nd-dose row has the brand, batch ${r2.lot}, site and vaccinator ${r2.vac[0]} but the "Date given" cell is empty: the next-appointment date of row 1 must not be taken as the date of dose 2 (not enough doses may also be reported)`,
    });
  }
  return out;
}
