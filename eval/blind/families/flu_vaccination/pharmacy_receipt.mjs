// A retail pharmacy's vaccine administration record, printed on narrow receipt paper: store header, patient,
// vaccine line with manufacturer/lot/exp, route/site, VIS date, administering pharmacist, date/time, Rx number.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'pharmacy_receipt',
  split: 'blind',
  renderings: { text_pdf: 35, scanned_pdf: 20, photo: 30, scan_image: 10, fax: 5 },
  description:
    'Retail-pharmacy vaccine administration record on narrow receipt paper (monospace), pharmacist, lot, VIS date, Rx no.',
};

function render(f, rng) {
  const css = `body { font-size:9pt; } .c { text-align:center; } hr { border:none; border-top:1px dashed #000; margin:6px 0; } .r { display:flex; justify-content:space-between; }`;
  const body = `<div style="padding:0.15in 0.2in">
  <div class="c" style="font-size:12pt;font-weight:bold">BELLHAVEN PHARMACY #${esc(f.store)}</div>
  <div class="c">${esc(f.addr)}<br>${esc(f.tel)}</div><hr>
  <div class="c" style="font-weight:bold">IMMUNIZATION RECORD</div><div class="c">*** PATIENT COPY ***</div><hr>
  <div>PATIENT: ${esc(f.name)}</div><div>DOB: ${esc(f.dob)}</div><div>RX#: ${esc(f.rx)}</div><hr>
  <div>VACCINE: ${esc(f.product)}</div><div>MFR: ${esc(f.mfr)}</div><div class="r"><span>LOT: ${esc(f.lot)}</span><span>EXP: ${esc(f.exp)}</span></div>
  <div class="r"><span>DOSE: 0.5 ML</span><span>ROUTE: IM</span></div><div>SITE: ${esc(f.site)}</div><div>VIS DATE: ${esc(f.vis)}</div><hr>
  <div>DATE GIVEN: ${esc(f.date)}</div><div>TIME: ${esc(f.time)}</div><div>ADMINISTERED BY: ${esc(f.rph)}</div><div>NPI: ${esc(f.npi)}</div><hr>
  <div>Reported to state immunization registry.</div><div>Keep this record for your files. Questions? Ask your pharmacist.</div><hr>
  <div class="c">${barcode(rng, { width: 200, height: 34 })}</div><div class="c">${esc(f.txn)}</div></div>`;
  return page({ title: 'receipt', body, css, size: '3.5in 7.6in', margin: '0', font: FONTS.mono });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-08', rng.int(0, 70));
    const ds = o.ds || rng.pick(['us', 'us', 'mil4']);
    const prod = rng.pick([
      ['FLUZONE HIGH-DOSE TRIVALENT 2026-2027', 'SANOFI PASTEUR'],
      ['FLUCELVAX TRIVALENT 2026-2027', 'SEQIRUS'],
      ['FLUARIX TRIVALENT 2026-27', 'GLAXOSMITHKLINE'],
    ]);
    return {
      store: rng.digits(4),
      addr: '880 Meridian Ave, Boise ID 83702',
      tel: phone(rng, 208),
      name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
      dob: fmt(p.dob, ds),
      rx: rng.digits(7),
      product: o.product || prod[0],
      mfr: o.mfr || prod[1],
      lot: `${rng.alnum(2)}${rng.digits(4)}`,
      exp: fmt(addDays(iso, 200), 'mm_yyyy'),
      site: rng.pick(['LEFT DELTOID', 'RIGHT DELTOID']),
      vis: fmt('2023-08-06', 'us'),
      date: fmt(iso, ds),
      time: `${rng.int(9, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      rph: rng.pick(['NGUYEN, TAMMY PHARMD', 'OKORO, BEN RPH', 'LISKA, JANA PHARMD']),
      npi: rng.digits(10),
      txn: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`,
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'current-season',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      record_type: 'pharmacy_record',
      season: '2026-2027',
      'vaccinations.0.date': f.iso,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2025-09-15', rng.int(0, 60)),
    product: 'FLUZONE HIGH-DOSE TRIVALENT 2025-2026',
    mfr: 'SANOFI PASTEUR',
  });
  out.push({
    key: 'last-season',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.iso, season: '2025-2026' },
  });

  p = k.person();
  f = make(p, { nameStyle: 'PLAIN_LAST_FIRST' });
  out.push({
    key: 'last-first-caps',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['name mismatch'],
    data: { 'vaccinations.0.date': f.iso, ...personData() },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'sent-as-tb',
    person: requestPerson(p),
    document_type: 'tuberculosis_test',
    html: render(f, rng),
    issues: ['document type mismatch'],
    data: {},
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-07-01', rng.int(0, 20)) });
  out.push({
    key: 'early-july-shot',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2026-2027' },
    note: 'early-season dose, still inside 1 July – 30 June',
  });
  return out;
}
