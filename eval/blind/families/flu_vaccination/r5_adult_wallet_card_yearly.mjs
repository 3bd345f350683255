// An adult immunization wallet card kept by the employee for years: the flu side has one handwritten row per
// season, OLDEST FIRST, so the current season is the last filled row (or missing). Columns: Date (M/D/YY),
// Vaccine (brand, handwritten), Lot, "Given by / clinic" holding a small clinic stamp, a signature with the site,
// or nothing. Name and D.O.B. are handwritten on the front panel beside it.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r5_adult_wallet_card_yearly',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 35, scan_image: 12, fax: 8 },
  description:
    'Adult immunization wallet card, front panel + flu side with one handwritten row per season oldest first (M/D/YY, brand, lot), Given by as clinic stamp, signature or blank',
};

const BRANDS = ['Fluzone HD', 'Flucelvax', 'Afluria', 'Fluarix', 'FluLaval', 'Flublok'];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.1em', ...o });
  const rows = f.rows
    .map((r) => {
      let by = '';
      if (r.by === 'stamp') by = stamp([r.site], { color: '#1b5e20', rot: r.rot });
      else if (r.by === 'sig')
        by = `${sig(r.nurse, { font: r.sigFont, ink: f.ink, size: '1.3em' })} <span style="font-size:7pt">${esc(r.site)}</span>`;
      return `<tr><td>${H(r.date)}</td><td>${H(r.brand)}</td><td>${H(r.lot)}</td><td>${by}</td></tr>`;
    })
    .join('');
  const empty = Array.from(
    { length: Math.max(0, 6 - f.rows.length) },
    () => '<tr><td>&nbsp;</td><td></td><td></td><td></td></tr>',
  ).join('');
  const css = `
  .card { display:flex; border:1.5px solid #333; }
  .front { width:38%; padding:10px; background:#e9f1e6; border-right:1px dashed #555; }
  .front .t { font-size:13pt; font-weight:bold; color:#1b5e20; font-family:${FONTS.robotoCond}; }
  .fld { border-bottom:1px solid #333; min-height:28px; margin-top:8px; } .fld .l { font-size:7pt; display:block; }
  .back { width:62%; padding:8px; }
  .back h3 { margin:0 0 4px; font-size:10pt; }
  table.r { width:100%; } table.r th { font-size:7pt; border:1px solid #444; background:#d7e6d2; padding:2px; }
  table.r td { border:1px solid #444; height:34px; padding:1px 3px; font-size:8pt; }`;
  const body = `<div class="card"><div class="front"><div class="t">ADULT IMMUNIZATION RECORD</div><div style="font-size:7.5pt">${esc(f.issuer)}</div>
    <div class="fld"><span class="l">Name</span>${H(f.name, { size: '1.25em' })}</div>
    <div class="fld"><span class="l">D.O.B.</span>${H(f.dob, { size: '1.25em' })}</div>
    <div class="fld"><span class="l">Allergies</span>${H(f.allergy)}</div>
    <div style="font-size:6.8pt;margin-top:8px">Show this card at every visit. Flu vaccine is recommended every season.</div></div>
  <div class="back"><h3>INFLUENZA (yearly)</h3>
    <table class="r"><tr><th style="width:18%">Date</th><th style="width:24%">Vaccine</th><th style="width:16%">Lot</th><th>Given by / clinic</th></tr>${rows}${empty}</table></div></div>`;
  return page({
    title: 'Adult immunization card',
    size: '8.6in 4.3in',
    margin: '0.2in',
    body,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const sites = [
    'Mercy Ridge Employee Health',
    'Tri-County Health Dept',
    'Main St. Pharmacy',
    'Oakhurst Urgent Care',
  ];
  const row = (iso, o = {}) => ({
    date: iso && !o.noDate ? fmt(iso, 'us_short') : '',
    brand: rng.pick(BRANDS),
    lot: `${rng.letters(1)}${rng.digits(5)}`,
    by: o.by || rng.pick(['stamp', 'sig']),
    site: rng.pick(sites),
    nurse: rng.pick(['K. Ruhl RN', 'P. Danso LPN', 'S. Ibarra RPh']),
    sigFont: rng.pick(SIGS),
    rot: rng.pick([-6, -3, 4]),
    iso,
  });
  const history = (n) => {
    const out = [];
    for (let y = 2026 - n; y < 2026; y++) out.push(row(addDays(`${y}-09-20`, rng.int(0, 50))));
    return out;
  };
  const make = (p, rows, o = {}) => ({
    issuer: rng.pick([
      'Ozark Plains Health District',
      'Cascadia Family Health Network',
      'Sandhill County Health',
    ]),
    name: nameAs(p, o.nameStyle || 'first_mi_last'),
    dob: fmt(p.dob, 'us_short'),
    allergy: rng.pick(['NKDA', 'PCN', 'none', 'Sulfa']),
    rows,
    hand: rng.pick(HANDS),
    ink: rng.pick(INKS),
  });
  const out = [];

  let p = k.person();
  let cur = row(addDays('2026-09-25', rng.int(0, 40)), { by: 'stamp' });
  out.push({
    key: 'current-season-last-row-stamp',
    person: requestPerson(p),
    html: render(make(p, [...history(rng.int(2, 4)), cur])),
    issues: [],
    data: { season: '2026-2027', ...personData() },
    note: 'rows are oldest first: the current-season dose is the last filled row; "Given by" is a clinic stamp only',
  });

  p = k.person();
  cur = row(addDays('2026-09-03', rng.int(0, 20)), { by: 'sig' });
  out.push({
    key: 'september-signed-nickname',
    person: requestPerson(p),
    html: render(make(p, [...history(2), cur], { nameStyle: 'nick_last' })),
    issues: [],
    data: { season: '2026-2027', ...personData() },
  });

  p = k.person();
  cur = row(addDays('2026-11-02', rng.int(0, 12)), { by: 'stamp' });
  out.push({
    key: 'only-row-november',
    person: requestPerson(p),
    html: render(make(p, [cur])),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': cur.iso, ...personData() },
  });

  p = k.person();
  out.push({
    key: 'last-row-is-last-season',
    person: requestPerson(p),
    html: render(make(p, history(rng.int(3, 4)))),
    issues: ['vaccination outside season'],
    data: {},
    note: 'the newest row is from the 2025-2026 season; nothing for 2026-2027',
  });

  p = k.person();
  cur = row(addDays('2026-10-01', rng.int(0, 30)), { noDate: true, by: 'stamp' });
  out.push({
    key: 'current-row-date-blank',
    person: requestPerson(p),
    html: render(make(p, [...history(2), cur])),
    issues: ['missing vaccination date'],
    data: {},
    note: 'the last row has brand, lot and a stamp but no date; the dated rows are from earlier seasons (vaccination outside season may also be reported)',
  });

  p = k.person();
  cur = row(addDays('2026-10-05', rng.int(0, 30)), { by: 'none' });
  out.push({
    key: 'current-row-given-by-blank',
    person: requestPerson(p),
    html: render(make(p, [...history(2), cur])),
    issues: ['missing administrator'],
    data: { season: '2026-2027' },
    note: 'dated current-season row with nothing in "Given by / clinic"',
  });
  return out;
}
