// The holder's carbon copy of a county food handler permit written out at the health-department counter: a
// pre-printed pink slip with boxes for Permit No., Name (Last, First, MI), D.O.B., Date issued and Expires, all
// handwritten by the clerk, a "PAID" stamp and the department's round stamp overlapping the clerk's signature line.
// Some slips leave a box empty (no expiry written, no permit number, no issue date).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r5_counter_permit_carbon_copy',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 35, scan_image: 12, fax: 8 },
  description:
    'Carbon copy of a counter-issued county food handler permit: pink slip with boxed fields (Permit No., Name Last/First/MI, D.O.B., Date issued, Expires) handwritten by the clerk, PAID and department stamps, some boxes left empty',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.35em', ...o });
  const bx = (label, v, flex = 1) =>
    `<div class="bx" style="flex:${flex}"><div class="l">${esc(label)}</div>${v}</div>`;
  const css = `
  .slip { background:#fbe3ea; border:1.5px solid #7a2040; padding:10px 14px; position:relative; }
  .hd { display:flex; justify-content:space-between; border-bottom:1px solid #7a2040; padding-bottom:4px; }
  .hd .n { font-size:12pt; font-weight:bold; color:#7a2040; font-family:${FONTS.robotoCond}; }
  .t { font-size:14pt; font-weight:bold; text-align:center; margin:6px 0; letter-spacing:1px; }
  .rw { display:flex; gap:8px; margin-top:6px; }
  .bx { border:1px solid #7a2040; min-height:44px; padding:2px 6px; background:#fff5f8; }
  .bx .l { font-size:7pt; color:#7a2040; text-transform:uppercase; }
  .fine { font-size:7pt; color:#4a1d2c; margin-top:8px; line-height:1.3; }
  .copy { position:absolute; right:14px; bottom:6px; font-size:7pt; color:#7a2040; letter-spacing:2px; }`;
  const body = `<div class="slip">
    <div class="hd"><div><div class="n">${esc(f.dept)}</div><div style="font-size:7.5pt">Environmental Health Division · ${esc(f.addr)}</div></div><div style="font-size:8pt;text-align:right">Receipt no. ${H(f.receipt, { size: '1.1em' })}</div></div>
    <div class="t">FOOD HANDLER PERMIT</div>
    <div class="rw">${bx('Permit No.', H(f.permitNo))}${bx('Name (Last, First, MI)', H(f.name), 2.6)}</div>
    <div class="rw">${bx('D.O.B.', H(f.dob))}${bx('Date issued', H(f.issued))}${bx('Expires', H(f.expires))}${bx('Test score', H(f.score))}</div>
    <div class="rw" style="align-items:center"><div style="flex:2;font-size:8pt">Issued by (clerk): ${sig(f.clerk, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</div>
      <div style="flex:1">${stamp(['PAID', f.paidDate].filter(Boolean), { color: '#b00020', rot: -10 })}</div>
      <div style="flex:1;opacity:0.8;transform:rotate(8deg)">${seal({ text: f.dept.toUpperCase() + ' · ', inner: '✓', color: '#3b3b8f', size: 78 })}</div></div>
    <div class="fine">This permit is valid in ${esc(f.county)} only, for three years from the date issued unless an expiration date is written above. Carry this copy at work. Lost permits may be reissued for a fee.</div>
    <div class="copy">HOLDER COPY — PINK</div></div>`;
  return page({
    title: 'Food handler permit',
    size: '8.5in 4.4in',
    margin: '0.25in',
    body,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2025-02-01', rng.int(0, 600));
    const expIso = addYears(issueIso, 3);
    const ds = rng.pick(['us_nz', 'us_short', 'us']);
    return {
      dept: rng.pick([
        'Juniper County Health Department',
        'Sagebrush County Public Health',
        'Coconino Flats Health District',
      ]),
      county: rng.pick(['Juniper County', 'Sagebrush County', 'the health district']),
      addr: rng.pick(['Flagstaff, AZ', 'Elko, NV', 'Ogden, UT']),
      receipt: rng.digits(6),
      permitNo: o.noId ? '' : `${rng.digits(2)}-${rng.digits(5)}`,
      name: nameAs(p, o.nameStyle || 'last_first_mi'),
      dob: fmt(p.dob, ds),
      issued: o.noIssue ? '' : fmt(issueIso, ds),
      expires: o.noExp ? '' : fmt(o.expIso || expIso, ds),
      score: `${rng.int(80, 100)}%`,
      clerk: rng.pick(['Dolores Yazzie', 'Brent Ashdown', 'Ilse Marchetti']),
      paidDate: o.noIssue ? '' : fmt(issueIso, 'us_short'),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso: o.expIso || expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'all-boxes-filled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.permitNo,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, { noExp: true, issueIso: addDays('2024-06-01', rng.int(0, 500)) });
  out.push({
    key: 'expires-box-empty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['document expired'],
    data: { 'certificate.issue_date': f.issueIso, 'certificate.expiration_date': f.expIso },
    note: 'the Expires box is empty: issue date + 3 years (also printed in the fine print)',
  });

  p = k.person();
  f = make(p, { nameStyle: 'LAST_FIRST' });
  out.push({
    key: 'caps-name-filled',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.permitNo, 'certificate.expiration_date': f.expIso, ...personData() },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'permit-number-empty',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': f.issueIso },
    note: 'the receipt number is a payment receipt, not the permit number',
  });

  p = k.person();
  f = make(p, { noIssue: true, issueIso: addDays('2025-08-01', rng.int(0, 300)) });
  out.push({
    key: 'date-issued-empty',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.issue_date': null, 'certificate.expiration_date': f.expIso },
    note: 'the Date issued box is empty (the PAID stamp carries no date); only the expiry is written',
  });

  p = k.person();
  const iss = addDays('2023-03-01', rng.int(0, 200));
  f = make(p, { issueIso: iss });
  out.push({
    key: 'expired-this-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });
  return out;
}
