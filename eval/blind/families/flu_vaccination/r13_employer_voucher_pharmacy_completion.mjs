// An employer's two-part flu vaccine voucher, redeemed at a retail pharmacy and handed back to Employee Health.
// Part A (left of the perforation) is printed by the employer: voucher no., season, the worker's name and employee
// no., a validity window at participating pharmacies (not a vaccination date) and billing lines. Part B is the
// pharmacy's completion block, filled in by hand: date administered, the product chosen among printed ones (ticked,
// and often also ringed by the pharmacist), or written on the "Other" line, lot no., site ringed, immunizer's name and
// credentials, signature and the store's stamp, plus the worker's signature that the dose was received. Variants: a
// voucher never redeemed (Part B blank), last season's voucher, Part B without any immunizer, signature or stamp.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r13_employer_voucher_pharmacy_completion',
  split: 'tuning',
  renderings: { text_pdf: 17, photo: 50, scan_image: 17, fax: 16 },
  description:
    'Employer two-part flu vaccine voucher redeemed at a pharmacy: Part A printed (voucher no., season, worker name, employee no., validity window at participating pharmacies, billing); perforation; Part B completed by hand (date administered, product ticked and ringed or written on an Other line, lot, site ringed, immunizer name and credentials, signature, store stamp, worker\u2019s receipt signature); unredeemed, last season\u2019s and no-immunizer variants',
};

const EMPLOYERS = [
  {
    name: 'Greyhawk Medical Staffing',
    dept: 'Employee Health & Wellness',
    color: '#1b5e20',
    group: 'RX-GRP 60419',
  },
  {
    name: 'Silverpine Home Health & Hospice',
    dept: 'Infection Prevention Office',
    color: '#4a148c',
    group: 'RX-GRP 22871',
  },
  {
    name: 'Larkhaven Senior Living Communities',
    dept: 'Associate Health Services',
    color: '#0d47a1',
    group: 'RX-GRP 51306',
  },
];
const PHARMACIES = [
  ['HOLLOWAY DRUG #118', '402 Larkspur Ave', 'Omaha, NE 68102', '(402) 555-0196'],
  ['RIVERBEND APOTHECARY', '19 Old Quarry Rd', 'Knoxville, TN 37916', '(865) 555-0152'],
  ['PRAIRIE MERCANTILE PHARMACY #2231', '7710 Copperfield Dr', 'Aurora, CO 80012', '(720) 555-0137'],
];
const PHARMACISTS = [
  'Helen Marsh, PharmD',
  'Devin Kaur, RPh',
  'Oksana Lewandowski, PharmD',
  'Reggie Fontaine, RPh',
];
const PRODUCTS = ['Fluzone High-Dose', 'Flucelvax', 'Afluria', 'Fluarix', 'FluMist (nasal)'];

function render(f) {
  const E = f.emp;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.35em', ...o });
  const ring = (label, on) =>
    on && f.ringProduct
      ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:0 5px;margin:-1px -5px;transform:rotate(-2deg)">${esc(label)}</span>`
      : esc(label);
  const prod = PRODUCTS.map(
    (x) =>
      `<div class="op">${box(f.product === x, { style: 'check', ink: f.ink })}${ring(x, f.product === x)}</div>`,
  ).join('');
  const other = `<div class="op">${box(!!f.otherProduct, { style: 'check', ink: f.ink })}Other: <span class="ul" style="min-width:1.1in">${H(f.otherProduct, { size: '1.1em' })}</span></div>`;
  const site = ['L deltoid', 'R deltoid', 'Nasal']
    .map((x) =>
      x === f.site
        ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:0 4px;margin:0 -4px">${x}</span>`
        : x,
    )
    .join(' &nbsp; ');
  const css = `
  .v { display:flex; height:4.1in; overflow:hidden; }
  .a { width:3.05in; padding:0.16in 0.18in; border-right:2px dashed #666; position:relative; background:#f6f8f4; }
  .a .hd { display:flex; gap:6px; align-items:center; } .a .en { font-weight:bold; font-size:10pt; color:${E.color}; } .a .ed { font-size:7pt; color:#333; }
  .a .ti { margin:8px 0 6px; font-weight:bold; font-size:11pt; color:#fff; background:${E.color}; padding:3px 6px; }
  .a table td { font-size:8pt; padding:2px 0; vertical-align:top; } .a td.c { color:#444; width:0.95in; font-size:7.2pt; }
  .a .fine { font-size:6.6pt; color:#333; margin-top:6px; line-height:1.3; }
  .scis { position:absolute; right:-9px; top:38%; font-size:12pt; background:#fff; }
  .b { flex:1; padding:0.16in 0.2in; }
  .b .ti { font-weight:bold; font-size:10.5pt; border-bottom:1.5px solid #333; padding-bottom:2px; }
  .b .ti span { font-weight:normal; font-size:7.6pt; }
  .row { display:flex; gap:10px; align-items:flex-end; margin-top:6px; font-size:8pt; }
  .ul { display:inline-block; border-bottom:1px solid #333; min-height:20px; padding:0 3px; }
  .grid { display:grid; grid-template-columns:1fr 1fr 1fr; gap:2px 8px; font-size:8.3pt; margin-top:3px; }
  .op { white-space:nowrap; }
  .l { font-size:7pt; color:#333; }`;
  const partA = `<div class="a">
   <div class="hd">${logo({ initials: E.name.split(' ')[0].slice(0, 2).toUpperCase(), color: E.color, shape: 'leaf', size: 30 })}<div><div class="en">${esc(E.name)}</div><div class="ed">${esc(E.dept)}</div></div></div>
   <div class="ti">FLU VACCINE VOUCHER ${esc(f.seasonLabel)}</div>
   <table>
    <tr><td class="c">Voucher no.</td><td><b>${esc(f.voucher)}</b></td></tr>
    <tr><td class="c">Employee</td><td><b>${esc(f.name)}</b></td></tr>
    <tr><td class="c">Employee no.</td><td>${esc(f.empNo)}</td></tr>
    <tr><td class="c">Valid</td><td>${esc(f.validFrom)} – ${esc(f.validTo)} at participating pharmacies</td></tr>
    <tr><td class="c">Bill to</td><td>${esc(E.group)} · BIN 610${esc(f.bin)} · no cost to employee</td></tr>
   </table>
   <div class="fine">Present this voucher with photo ID. The pharmacy completes Part B and returns it to you; upload Part B (or the whole voucher) to your compliance file. Vouchers cannot be exchanged for cash.</div>
   <div class="scis">✂</div></div>`;
  const partB = `<div class="b">
   <div class="ti">PART B — PHARMACY / IMMUNIZER COMPLETES <span>(return to employee)</span></div>
   <div class="row"><span>Date administered</span><span class="ul" style="min-width:1.25in">${H(f.date)}</span><span>Lot #</span><span class="ul" style="min-width:1in">${H(f.lot, { size: '1.1em' })}</span></div>
   <div class="l" style="margin-top:6px">Vaccine given (check one)</div>
   <div class="grid">${prod}${other}</div>
   <div class="row"><span>Site (circle):</span><span style="font-size:8.3pt">${site}</span><span style="margin-left:auto">VIS given ${box(f.visGiven, { style: 'check', ink: f.ink })}</span></div>
   <div class="row"><span>Immunizer (print) &amp; credentials</span><span class="ul" style="flex:1">${H(f.immunizer, { size: '1.1em' })}</span></div>
   <div class="row"><span>Signature</span><span class="ul" style="flex:1">${f.immSig ? sig(f.immSig, { font: f.sigFont, ink: f.ink, size: '1.45em' }) : ''}</span><span style="width:1.55in;text-align:center">${f.store ? stamp(f.store, { color: '#6a1b1b', rot: -5 }) : '<span class="l">Pharmacy stamp</span>'}</span></div>
   <div class="row"><span>Employee: I received the vaccine above</span><span class="ul" style="flex:1">${f.empSig ? sig(f.empSig, { font: f.sigFont2, ink: '#222', size: '1.3em' }) : ''}</span></div>
  </div>`;
  return page({
    title: 'Flu vaccine voucher',
    size: '8.5in 4.1in',
    margin: '0',
    body: `<div class="v">${partA}${partB}</div>`,
    css,
    font: FONTS.carlito,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const emp = rng.pick(EMPLOYERS);
    const y = o.seasonStart || 2026;
    const ph = rng.pick(PHARMACIES);
    const pharmacist = rng.pick(PHARMACISTS);
    const dateIso = o.dateIso || null;
    const style = rng.pick(['us_short', 'us', 'us_nz']);
    const product = o.blank ? null : o.otherProduct ? null : o.product || rng.pick(PRODUCTS.slice(0, 4));
    return {
      emp,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      seasonLabel: `${y}–${String(y + 1).slice(2)}`,
      voucher: `FV${String(y).slice(2)}-${rng.digits(6)}`,
      name: nameAs(p, o.nameStyle || rng.pick(['first_mi_last', 'FIRST_LAST', 'full'])),
      empNo: `E${rng.digits(6)}`,
      validFrom: fmt(`${y}-09-01`, 'long'),
      validTo: fmt(`${y + 1}-03-31`, 'long'),
      bin: rng.digits(3),
      date: dateIso ? fmt(dateIso, style) : '',
      lot: o.blank ? '' : `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`,
      product,
      otherProduct: o.otherProduct || '',
      ringProduct: !!o.ring,
      site: o.blank ? '' : product === 'FluMist (nasal)' ? 'Nasal' : rng.pick(['L deltoid', 'R deltoid']),
      visGiven: !o.blank,
      immunizer: o.blank || o.noAdmin ? '' : pharmacist,
      immSig: o.blank || o.noAdmin ? '' : pharmacist.replace(/,.*$/, ''),
      store: o.blank || o.noAdmin ? null : [ph[0], ph[1], ph[2], ph[3]],
      empSig: o.blank ? '' : `${p.first} ${p.last}`,
      dateIso,
    };
  };
  const out = [];

  // 1 — product ticked and ringed
  let p = k.person();
  let d = addDays('2026-09-14', rng.int(0, 55));
  let f = make(p, { dateIso: d, ring: true });
  out.push({
    key: 'redeemed-product-ticked-and-ringed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': d, season: '2026-2027', ...personData('match', null) },
    note: `${f.product} ticked and ringed by the pharmacist; administered ${d}; the voucher\u2019s "Valid September 1 – March 31" window is not the vaccination date`,
  });

  // 2 — LAST, First M name
  p = k.person();
  d = addDays('2026-09-03', rng.int(0, 40));
  f = make(p, { dateIso: d, nameStyle: 'LAST_FIRST_MI' });
  out.push({
    key: 'redeemed-early-september-last-first',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': d, season: '2026-2027', ...personData('match', null) },
    note: 'employee printed LAST, FIRST MI on Part A; administered in September of the 2026-2027 season',
  });

  // 3 — product written on the Other line
  p = k.person();
  d = addDays('2026-10-05', rng.int(0, 40));
  f = make(p, { dateIso: d, otherProduct: rng.pick(['Flublok', 'Fluad', 'Flulaval']) });
  out.push({
    key: 'redeemed-other-product-written-in',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': d, season: '2026-2027', ...personData('match', null) },
    note: `no printed product ticked except "Other", with ${f.otherProduct} written on its line`,
  });

  // 4 — never redeemed
  p = k.person();
  f = make(p, { blank: true });
  out.push({
    key: 'voucher-not-redeemed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing vaccination date'],
    data: { 'vaccinations.0.date': null },
    note: 'Part B is blank: the voucher was issued for 2026–27 but never used; its validity window is not a vaccination date (`missing administrator` may also be reported)',
  });

  // 5 — last season's voucher
  p = k.person();
  d = addDays('2025-09-22', rng.int(0, 50));
  f = make(p, { dateIso: d, seasonStart: 2025, ring: rng.chance(0.5) });
  out.push({
    key: 'last-season-voucher',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': d },
    note: `a ${f.seasonLabel} voucher redeemed on ${d}: the 2025-2026 season, not the current 2026-2027`,
  });

  // 6 — no immunizer, signature or stamp
  p = k.person();
  d = addDays('2026-10-01', rng.int(0, 45));
  f = make(p, { dateIso: d, noAdmin: true });
  out.push({
    key: 'part-b-without-immunizer',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'vaccinations.0.date': d },
    note: 'date, product and lot are written in Part B, but the immunizer line, signature and pharmacy stamp are empty; the only signature is the employee\u2019s receipt',
  });

  const order = rng.shuffle(['photo', 'photo', 'photo', 'fax', 'scan_image', 'text_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
