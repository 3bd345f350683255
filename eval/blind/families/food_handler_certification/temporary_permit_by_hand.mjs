// A county counter-issued temporary food handler permit, a pre-printed half-page form filled in by the clerk by
// hand: permit number, issue date, valid-until, receipt number, clerk initials and a rubber stamp.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, page, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'temporary_permit_by_hand',
  split: 'blind',
  renderings: { text_pdf: 20, scanned_pdf: 30, photo: 30, scan_image: 10, fax: 10 },
  description:
    'County counter-issued food handler permit, half-page pre-printed form filled in by hand, rubber stamp',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand, size: '1.3em' });
  const css = `.b { border:2px solid #333; padding:12px 16px; position:relative; } .ln { display:inline-block; border-bottom:1px solid #333; min-width:1.8in; min-height:20px; vertical-align:bottom; }
  .r { margin:9px 0; font-size:10.5pt; }`;
  const body = `<div class="b"><div style="display:flex;justify-content:space-between"><div><b style="font-size:12pt">${esc(f.county.toUpperCase())} COUNTY HEALTH DEPARTMENT</b><br><span style="font-size:9pt">Division of Environmental Health · Food Program</span></div><div style="font-size:9pt;text-align:right">Form EH-FH-2<br>White: holder · Yellow: file</div></div>
  <div style="text-align:center;font-size:14pt;font-weight:bold;margin:8px 0">FOOD HANDLER PERMIT</div>
  <div class="r">Name of permit holder: <span class="ln" style="min-width:3.6in">${H(f.name)}</span></div>
  <div class="r">Permit no.: <span class="ln">${H(f.id)}</span> &nbsp; Receipt no.: <span class="ln" style="min-width:1.2in">${H(f.receipt)}</span></div>
  <div class="r">Date issued: <span class="ln">${H(f.issued)}</span> &nbsp; Valid until: <span class="ln">${H(f.exp)}</span></div>
  <div class="r">Issued by (clerk initials): <span class="ln" style="min-width:0.8in">${H(f.clerk)}</span></div>
  <div style="position:absolute;right:0.8in;top:1.2in">${stamp([`${f.county.toUpperCase()} CO. HEALTH DEPT`, 'FOOD PROGRAM', 'PAID'], { rot: -12, color: '#9b1c1c' })}</div>
  <div style="font-size:8pt;margin-top:6px">This permit must be available at the place of employment. Permits are valid for three years from the date of issue.</div></div>`;
  return page({ title: 'Permit', body, css, size: '8.5in 5.5in', margin: '0.35in', font: FONTS.serif });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-11-01', rng.int(0, 650));
    const ds = rng.pick(['us_nz', 'us', 'us_short']);
    return {
      hand: rng.pick(HANDS),
      county: rng.pick(['Tulsa Plains', 'Cherokee Ridge']),
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      id: o.noId ? '' : `${rng.digits(5)}`,
      receipt: `R-${rng.digits(6)}`,
      issued: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      clerk: rng.pick(['MLH', 'dk', 'RJ']),
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'filled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'permit-number-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.issue_date': f.iso },
    note: 'only the receipt number is written; the permit number box is empty',
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-03-01', rng.int(0, 200)) });
  out.push({
    key: 'lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });
  return out;
}
