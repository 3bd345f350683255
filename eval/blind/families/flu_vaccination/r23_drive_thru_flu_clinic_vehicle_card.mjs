// A drive-thru community flu clinic's "vehicle card": a landscape half-sheet with a hanger hole that hangs on the car's
// rear-view mirror while it moves through the lanes, then is handed to the driver as the record. Printed header
// (host organisation, event name and site, the event date printed — or a blank "Date" line on generic stock filled
// by hand), lane and car number written in boxes, then one row per occupant (seat, Last, First, DOB, consent tick,
// the product ringed among STANDARD / HIGH-DOSE 65+ / CELL-BASED / DECLINED, lot, arm, vaccinator initials with
// credentials). A printed staff key at the foot maps the day's initials to names; a declination strip (seat, reason
// boxes, signature) and the station lead's signature close the card. Several people are on one card: the holder may
// be the driver or a passenger below other rows. Other dates (card stock print code, next year's clinic) are not doses.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r23_drive_thru_flu_clinic_vehicle_card',
  split: 'tuning',
  renderings: { photo: 45, scanned_pdf: 20, fax: 20, scan_image: 5, text_pdf: 10 },
  description:
    'Drive-thru community flu clinic "vehicle card" (landscape half-sheet with a mirror-hanger hole): host organisation, event name and site, event date printed or a blank Date line filled by hand on generic stock, lane and car number boxes, one handwritten row per occupant (seat, Last, First, DOB, consent tick, product ringed among STANDARD / HIGH-DOSE 65+ / CELL-BASED / DECLINED, lot, arm, vaccinator initials), printed staff initials key, declination strip with reason boxes, station lead signature; the holder is the driver or a passenger below other rows; variants driver vaccinated, holder third of four occupants, hand-dated generic card with a high-dose row, last season\'s card, holder\'s vaccinator cell left blank with no lead signature, and a medical declination ringed for the holder',
};

const HOSTS = [
  {
    org: 'Mesa County Public Health',
    event: 'Community Drive-Thru Flu Clinic',
    site: 'Mesa Riverview Fairgrounds — Gate C',
    city: 'Mesa, AZ',
    color: '#0f5c6e',
    initials: 'MC',
    shape: 'circle',
    staff: [
      ['KD', 'Kendra Dorsey', 'RN'],
      ['MW', 'Miguel Whitlock', 'LPN'],
      ['TA', 'Tiffany Ahn', 'PharmD'],
      ['JR', 'Jorge Rentería', 'RN'],
    ],
    lead: 'Sandra Pimentel, RN',
  },
  {
    org: 'Lakeshore Health System · Community Outreach',
    event: 'Drive-Up Flu Shot Day',
    site: 'Lakeshore Medical Plaza, Parking Deck Level 1',
    city: 'Lansing, MI',
    color: '#5b2a86',
    initials: 'LH',
    shape: 'square',
    staff: [
      ['BH', 'Brenda Hollis', 'RN'],
      ['OS', 'Omar Sutherland', 'RN'],
      ['PL', 'Patrice LaRue', 'MA'],
      ['GV', 'Gwen Valdés', 'NP'],
    ],
    lead: 'Dennis Kowalewski, BSN',
  },
  {
    org: 'Coastal Empire Visiting Nurses Assoc.',
    event: 'Drive-Thru Flu Vaccination Event',
    site: 'Grace Fellowship Church lot, 1200 Bellwether Ct',
    city: 'Savannah, GA',
    color: '#8a3b0f',
    initials: 'CE',
    shape: 'shield',
    staff: [
      ['AM', 'Alicia Merriweather', 'RN'],
      ['DF', 'Darius Fenwick', 'LPN'],
      ['CH', 'Connie Huang', 'RN'],
      ['RB', 'Rolanda Brisbane', 'PharmD'],
    ],
    lead: 'Yolanda Greer, RN, MSN',
  },
];

const PRODUCTS = {
  std: ['STANDARD', 'Fluarix', 'AF'],
  hd: ['HIGH-DOSE 65+', 'Fluzone High-Dose', 'UT'],
  cc: ['CELL-BASED', 'Flucelvax', 'AX'],
};
const PENS = [HANDS[0], HANDS[1], HANDS[2], HANDS[4]];
const SEATS = ['Driver', 'Front pass.', 'Rear L', 'Rear R'];

function render(f) {
  const H = f.H;
  const h = (t, o = {}) => hand(t, { font: f.font, ink: f.ink, ...o });
  const hv = (t, o = {}) => hand(t, { font: f.vfont, ink: f.vink, ...o });
  const ring = (chosen) =>
    ['STANDARD', 'HIGH-DOSE 65+', 'CELL-BASED', 'DECLINED']
      .map((o) =>
        o === chosen
          ? `<span class="rg" style="border-color:${f.vink}">${esc(o)}</span>`
          : `<span class="ro">${esc(o)}</span>`,
      )
      .join(' ');
  const bx = (on, ink = f.vink, font = f.vfont) =>
    `<span class="bx">${on ? `<span class="mk" style="color:${ink};font-family:${font}">${f.tick}</span>` : ''}</span>`;
  const rows = f.rows
    .map(
      (
        r,
        i,
      ) => `<tr><td class="seat">${esc(SEATS[i])}</td><td>${h(r.name)}</td><td>${h(fmt(r.dob, 'us_short'), { size: '1em' })}</td>
      <td class="c">${bx(true, f.ink, f.font)}</td><td class="pr">${ring(r.prod ? PRODUCTS[r.prod][0] : 'DECLINED')}</td>
      <td>${hv(r.lot, { size: '0.95em' })}</td><td class="c">${hv(r.arm)}</td><td class="c">${hv(r.vac ? `${r.vac[0]} ${r.vac[2]}` : '', { size: '1em' })}</td></tr>`,
    )
    .join('');
  const dec = f.dec;
  return page({
    title: 'Drive-thru flu clinic vehicle card',
    size: '8.5in 5.5in',
    margin: '0.3in',
    body: `
    <div class="hole"></div>
    <div class="hd">${logo({ initials: H.initials, color: H.color, shape: H.shape, size: 38 })}
      <div class="hx"><div class="org" style="color:${H.color}">${esc(H.org)}</div>
        <div class="ev">${esc(H.event)} · ${esc(f.seasonTag)}</div>
        <div class="st">${esc(H.site)}, ${esc(H.city)}</div></div>
      <div class="dt">${f.printedDate ? `<div class="pd">${esc(fmt(f.date, 'long'))}</div><div class="tm">9:00 AM – 1:00 PM</div>` : `<div class="dl">Date <span class="ul">${hv(fmt(f.date, f.ds))}</span></div>`}
        <div class="lc">Lane <span class="nb">${h(f.lane)}</span> Car # <span class="nb w">${h(f.car)}</span></div></div></div>
    <div class="ins" style="background:${H.color}">HANG ON MIRROR · KEEP WINDOWS UP UNTIL STAFF REACH YOUR CAR · ONE ROW PER PERSON VACCINATED OR DECLINING</div>
    <table class="tb"><tr><th>Seat</th><th>Name (Last, First)</th><th>DOB</th><th>Consent<br>signed</th><th>Vaccine given (ring one)</th><th>Lot #</th><th>Arm</th><th>Vacc. initials</th></tr>${rows}</table>
    <div class="decl">If DECLINED — seat <span class="ul s">${dec ? h(SEATS[dec.seat]) : ''}</span> Reason: ${bx(dec && dec.reason === 'medical', f.ink, f.font)} Medical ${bx(dec && dec.reason === 'religious', f.ink, f.font)} Religious ${bx(dec && dec.reason === 'personal', f.ink, f.font)} Personal / other
      &nbsp; Signature <span class="ul m">${dec ? sig(dec.sig, { font: f.esig, ink: f.ink, size: '1.35em' }) : ''}</span></div>
    <div class="key"><b>Today's vaccinators:</b> ${H.staff.map((s) => `${esc(s[0])} = ${esc(s[1])}, ${esc(s[2])}`).join(' · ')}</div>
    <div class="ft"><div class="ld">Station lead <span class="ul m">${f.leadSig ? sig(H.lead.split(',')[0], { font: f.lsig, ink: f.vink, size: '1.4em' }) : ''}</span> ${f.leadSig ? `<span class="lp">${esc(H.lead)}</span>` : ''}</div>
      <div class="cd">VIS given to each adult · Keep this card as your vaccination record · Stock ${esc(f.stock)}</div></div>`,
    css: `
    .hole { position:absolute; left:50%; top:0; width:0.42in; height:0.42in; margin-left:-0.21in; border-radius:50%; border:1.5px solid #777; background:#ddd; }
    .hd { display:flex; gap:9px; align-items:center; margin-top:0.46in; } .hx { flex:1; }
    .org { font-size:12.5pt; font-weight:bold; } .ev { font-size:10.5pt; font-weight:bold; } .st { font-size:8.4pt; color:#333; }
    .dt { text-align:right; font-size:9.5pt; } .pd { font-size:11.5pt; font-weight:bold; } .tm { font-size:8pt; }
    .dl, .lc { margin-top:3px; white-space:nowrap; }
    .nb { display:inline-block; min-width:0.35in; border:1px solid #333; height:0.26in; text-align:center; vertical-align:middle; } .nb.w { min-width:0.55in; }
    .ins { color:#fff; font-size:7.6pt; font-weight:bold; text-align:center; padding:2px 0; margin:5px 0 4px; letter-spacing:0.3px; }
    .tb { width:100%; } .tb th { font-size:7.4pt; background:#eee; border:0.8px solid #555; padding:2px 3px; }
    .tb td { border:0.8px solid #555; padding:2px 4px; height:0.37in; font-size:9.5pt; vertical-align:middle; }
    .tb td.seat { font-size:8pt; width:0.65in; } .tb td.c { text-align:center; } .tb td.pr { font-size:7.4pt; white-space:nowrap; width:2.55in; }
    .rg { border:1.6px solid; border-radius:50%; padding:1px 4px; font-weight:bold; } .ro { padding:0 4px; }
    .bx { display:inline-block; width:12px; height:12px; border:1.1px solid #222; position:relative; vertical-align:-1px; margin:0 3px; }
    .bx .mk { position:absolute; left:1px; top:-4px; font-size:15px; line-height:15px; }
    .decl { font-size:8.8pt; margin-top:6px; white-space:nowrap; }
    .ul { display:inline-block; border-bottom:0.8px solid #333; min-width:1in; min-height:15px; padding:0 3px; } .ul.s { min-width:0.7in; } .ul.m { min-width:1.7in; }
    .key { font-size:7.6pt; margin-top:5px; border:0.6px dashed #777; padding:2px 5px; }
    .ft { display:flex; justify-content:space-between; align-items:flex-end; margin-top:5px; font-size:8.8pt; }
    .lp { font-size:8pt; } .cd { font-size:6.8pt; color:#444; text-align:right; max-width:3in; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const nm = (p) =>
    rng.pick([`${p.last}, ${p.first}`, `${p.last}, ${p.first}`, `${p.last.toUpperCase()}, ${p.first}`]);
  const lotOf = (prod) => `${PRODUCTS[prod][2]}${rng.digits(3)}${rng.letters(1)}`;
  const row = (H, p, prod, o = {}) => ({
    name: nm(p),
    dob: p.dob,
    prod,
    lot: prod ? lotOf(prod) : '',
    arm: prod ? rng.pick(['L', 'R']) : '',
    vac: prod ? (o.vac === undefined ? rng.pick(H.staff) : o.vac) : null,
  });
  const mk = (rows, o = {}) => {
    const H = HOSTS[order[n % 3]];
    n++;
    const date = o.date;
    return {
      H,
      date,
      rows: rows(H),
      seasonTag: `Fall ${date.slice(0, 4)}`,
      printedDate: true,
      lane: String(rng.int(1, 4)),
      car: String(rng.int(12, 240)),
      stock: `${H.initials}-DT-${date.slice(2, 4)}${rng.pick(['08', '09'])}`,
      font: rng.pick(PENS),
      vfont: rng.pick(PENS),
      ink: rng.pick(INKS),
      vink: rng.pick(['#0b3d91', '#1a2b6d', '#202020', '#5a1a1a']),
      esig: rng.pick(SIGS),
      lsig: rng.pick(SIGS),
      tick: rng.pick(['X', '✓']),
      ds: rng.pick(['us_short', 'us_nz', 'us']),
      leadSig: true,
      dec: null,
      ...o,
    };
  };
  const others = (cnt) => Array.from({ length: cnt }, () => k.person());
  const out = [];

  // 1 — the holder is the driver, a passenger also vaccinated (photo)
  {
    const p = k.person();
    const [q] = others(1);
    const date = addDays('2026-09-26', rng.int(0, 42));
    let vac;
    const f = mk(
      (H) => {
        const r = [row(H, p, rng.pick(['std', 'cc'])), row(H, q, 'std')];
        vac = r[0].vac;
        return r;
      },
      { date },
    );
    out.push({
      key: 'driver-vaccinated-passenger-also',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData(),
      },
      note: `driver's row: product ringed, lot, arm and vaccinator initials ${vac[0]}, which the printed key maps to ${vac[1]}, ${vac[2]}; the event date ${date} is printed in the header; the passenger's row is another person's dose`,
    });
  }

  // 2 — the holder is the third of four occupants (scanned PDF)
  {
    const p = k.person();
    const os = others(3);
    const date = addDays('2026-10-03', rng.int(0, 35));
    let vac;
    const f = mk(
      (H) => {
        const r = [
          row(H, os[0], 'std'),
          row(H, os[1], rng.pick(['hd', 'std'])),
          row(H, p, 'std'),
          row(H, os[2], null),
        ];
        vac = r[2].vac;
        return r;
      },
      { date },
    );
    f.dec = { seat: 3, reason: 'personal', sig: `${os[2].first} ${os[2].last}` };
    out.push({
      key: 'holder-third-of-four-occupants',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      data: {
        record_type: 'immunization_record',
        season: '2026-2027',
        'vaccinations.0.date': date,
        ...personData(),
      },
      forbidden: ['declination not allowed'],
      note: `the holder is in the third row (Rear L), vaccinated by ${vac[1]}, ${vac[2]} (initials ${vac[0]}) on the printed event date ${date}; the fourth occupant declined (the declination strip names seat Rear R and another person's signature) — not the holder's declination`,
    });
  }

  // 3 — generic stock, date written by hand, high-dose row (fax)
  {
    const p = k.person();
    const [q] = others(1);
    const date = addDays('2026-09-12', rng.int(0, 60));
    let vac;
    const f = mk(
      (H) => {
        const r = [row(H, q, 'hd'), row(H, p, rng.pick(['hd', 'std']))];
        vac = r[1].vac;
        return r;
      },
      { date, printedDate: false },
    );
    f.seasonTag = `${date.slice(0, 4)}–${Number(date.slice(0, 4)) + 1} season`;
    out.push({
      key: 'generic-card-date-by-hand-front-passenger',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `generic card stock: the Date line is written by hand (${fmt(date, f.ds)}); the holder is the front passenger, vaccinated by ${vac[1]}, ${vac[2]} (initials ${vac[0]} in the key); the driver's row is another person`,
    });
  }

  // 4 — last season's card (photo)
  {
    const p = k.person();
    const [q] = others(1);
    const date = addDays('2025-09-27', rng.int(0, 40));
    const f = mk((H) => [row(H, q, 'std'), row(H, p, 'std')], { date });
    if (rng.chance(0.5)) f.rows.reverse();
    out.push({
      key: 'last-season-drive-thru-card',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['vaccination outside season'],
      data: { season: '2025-2026', 'vaccinations.0.date': date, ...personData() },
      note: `the card is from the Fall ${date.slice(0, 4)} event (${date}), in the 2025-2026 season, not the current 2026-2027 season`,
    });
  }

  // 5 — holder's vaccinator cell blank, no station-lead signature (photo)
  {
    const p = k.person();
    const [q] = others(1);
    const date = addDays('2026-10-10', rng.int(0, 30));
    const f = mk((H) => [row(H, q, 'std'), row(H, p, rng.pick(['std', 'cc']), { vac: null })], {
      date,
      leadSig: false,
    });
    out.push({
      key: 'holder-vaccinator-cell-blank-no-lead-signature',
      person: requestPerson(p),
      html: render(f),
      rendering: rng.pick(['photo', 'scan_image']),
      issues: ['missing administrator'],
      data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData() },
      note: `the holder's row has the product ringed, lot and arm but the vaccinator-initials cell is empty, and the station-lead signature line is blank; the printed staff key lists names without saying who vaccinated the holder, and the other occupant's initials belong to that row only; the host organisation printed in the header is not read as a named vaccinator (this corpus's reading; DOMAIN.md does not say whether an organisation alone is an administrator)`,
    });
  }

  // 6 — the holder declined, medical reason ticked (fax)
  {
    const p = k.person();
    const [q] = others(1);
    const date = addDays('2026-10-17', rng.int(0, 28));
    const f = mk((H) => [row(H, q, rng.pick(['std', 'hd'])), row(H, p, null)], { date });
    f.dec = { seat: 1, reason: 'medical', sig: `${p.first} ${p.last}` };
    out.push({
      key: 'holder-declined-medical-reason',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['declination not allowed'],
      data: {
        record_type: 'declination',
        'declination.reason': 'medical',
        'declination.date': date,
        ...personData(),
      },
      note: `the holder's row (front passenger) has DECLINED ringed and no lot, arm or vaccinator; the declination strip names that seat with Medical ticked and the holder's signature, on the printed event date ${date}; allow_declination is false by default; the driver's vaccination is another person's`,
    });
  }
  return out;
}
