// A pocket "flu shot record" card given out at a community / mobile flu clinic: pre-printed clinic name and
// event, holder and date written by hand, vaccine sticker-like label, nurse initials.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'mobile_clinic_card',
  split: 'blind',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 35, scan_image: 10, fax: 5 },
  description:
    'Community/mobile flu-clinic pocket card: printed event, handwritten name/date, sticker label, nurse initials',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.35em' });
  const css = `.c { width:3.6in; height:2.3in; border:1px solid #555; border-radius:8px; padding:9px 11px; background:#fffef6; font-size:8.5pt; position:relative; }
  .ln { display:inline-block; border-bottom:1px solid #444; min-width:1.5in; height:18px; vertical-align:bottom; }
  .stk { position:absolute; right:10px; bottom:10px; width:1.55in; border:1px solid #888; background:#fff; font-family:${FONTS.mono}; font-size:6.5pt; padding:3px 4px; transform:rotate(-2deg); }`;
  const body = `<div style="padding:0.3in"><div class="c"><div style="font-weight:bold;font-size:10pt;color:#b91c1c">I GOT MY FLU SHOT!</div>
  <div style="font-size:7.5pt">${esc(f.org)} · ${esc(f.event)}</div>
  <div style="margin-top:9px">Name <span class="ln" style="min-width:2.7in">${H(f.name)}</span></div>
  <div style="margin-top:7px">Date <span class="ln" style="min-width:1in">${H(f.date)}</span></div>
  <div style="margin-top:7px">Given by <span class="ln" style="min-width:0.9in">${H(f.nurse)}</span></div>
  <div class="stk">${esc(f.product)}<br>MFR ${esc(f.mfr)}<br>LOT ${esc(f.lot)} EXP ${esc(f.exp)}</div></div></div>`;
  return page({ title: 'card', body, css, size: '4.3in 3in', margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-20', rng.int(0, 50));
    return {
      hand: rng.pick(HANDS),
      org: rng.pick(['Riverside Fire District Wellness', 'Eastgate Community Health']),
      event: rng.pick(['Drive-thru Flu Clinic', 'Workplace Flu Day']),
      name: o.noName ? '' : nameAs(p, o.nameStyle || 'first_last'),
      date: o.noDate ? '' : fmt(iso, rng.pick(['us_nz', 'us_short'])),
      nurse: rng.pick(['K. Daley RN', 'M. Ortiz RN', 'JT, RN']),
      product: 'FLULAVAL TRIVALENT 26-27',
      mfr: 'GSK',
      lot: rng.alnum(5),
      exp: fmt(addDays(iso, 220), 'mm_yyyy'),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'dated-card',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2026-2027', 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'date-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: {},
  });

  p = k.person();
  f = make(p, { nameStyle: 'last_first' });
  out.push({
    key: 'last-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { noName: true });
  out.push({
    key: 'name-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['name not present'],
    data: { 'person.name.status': 'not_present', 'vaccinations.0.date': f.iso },
  });
  return out;
}
