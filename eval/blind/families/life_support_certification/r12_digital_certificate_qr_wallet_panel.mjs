// A digital course certificate PDF as a licensed training provider's learning portal issues it (American Red Cross
// licensed provider, ASHI authorized training center, or an independent CPR company): a framed certificate with the
// holder and course, then a "Certificate details" grid whose captions and values alternate across four columns
// (Certificate ID | value | Issued | date; Course | value | Valid Thru or Exp. | date; Instructor | name | Instructor
// ID | id), a QR panel "Scan to validate", and at the foot a dashed wallet-card section repeating the details in a
// compact form. The instructor and the provider's contact sit close to the holder; the PDF's "Generated" stamp is
// not a certificate date.
import {
  addDays,
  addYears,
  endOfMonth,
  fmt,
  nameAs,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, logo, page, qr, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r12_digital_certificate_qr_wallet_panel',
  split: 'tuning',
  renderings: { text_pdf: 70, scanned_pdf: 30 },
  description:
    'Digital course certificate PDF from a training provider portal (Red Cross licensed provider, ASHI training center, an independent CPR company): framed certificate, a four-column grid with captions and values alternating (Certificate ID / Issued / Course / Valid Thru or Exp. / Instructor / Instructor ID), QR "Scan to validate" panel, dashed wallet-card section at the foot; a Valid Thru full date, an Exp. month, or no end printed',
};

const ISSUERS = {
  arc: {
    org: 'American Red Cross',
    slug: 'american_red_cross',
    via: 'Delivered by {p}, an American Red Cross Licensed Training Provider',
    color: '#c8102e',
    shape: 'cross',
  },
  ashi: {
    org: 'American Safety & Health Institute',
    slug: 'american_safety_health_institute',
    via: 'Issued through {p}, an ASHI Authorized Training Center',
    color: '#00539b',
    shape: 'shield',
  },
  ind: {
    org: 'Lifeline CPR Academy, LLC',
    slug: 'other',
    via: '{p} is an independent training company. Course content follows current resuscitation science guidelines.',
    color: '#0f766e',
    shape: 'circle',
  },
};
const PROVIDERS = [
  ['Coastal Lifesaving Academy', 'Savannah, GA', '(912) 555-0117'],
  ['Summit Ridge Safety Training', 'Boise, ID', '(208) 555-0164'],
  ['Keystone Workplace Safety Co.', 'Worcester, MA', '(508) 555-0128'],
];
const INSTRUCTORS = ['Derek Halvorsen', 'Monique Achterberg', 'Luis Cardenal', 'Patrice Wynn'];
const COURSES = {
  bls: 'Basic Life Support (BLS) for Healthcare Providers',
  cpr: 'Adult CPR / AED',
  first_aid: 'First Aid — Blended Learning',
};

function render(f) {
  const is = f.issuer;
  const css = `
  .gen { font-size:7.5pt; color:#666; text-align:right; }
  .cert { border:3px double ${is.color}; padding:16px 22px 12px; margin-top:4px; }
  .hd { display:flex; align-items:center; gap:10px; }
  .hd .o { font-size:15pt; font-weight:bold; color:${is.color}; }
  .hd .v { font-size:8.2pt; color:#333; }
  .ttl { text-align:center; font-size:20pt; font-family:${FONTS.caladea}; margin:14px 0 2px; letter-spacing:1px; }
  .cer { text-align:center; font-size:9.5pt; color:#444; }
  .nm { text-align:center; font-size:19pt; font-family:${FONTS.caladea}; margin:10px 0 2px; }
  .crs { text-align:center; font-size:12pt; font-weight:bold; color:${is.color}; }
  .det { display:flex; gap:16px; margin-top:16px; align-items:flex-start; }
  table.g { flex:1; font-size:9pt; border-top:1.5px solid #333; }
  table.g td { padding:4px 6px; border-bottom:1px solid #ccc; }
  table.g td.c { color:#555; font-size:8pt; text-transform:uppercase; letter-spacing:.4px; white-space:nowrap; }
  .qrp { width:130px; text-align:center; font-size:7.5pt; border:1px solid #bbb; padding:6px; }
  .sg { display:flex; justify-content:space-between; margin-top:12px; font-size:8pt; }
  .sg .l { border-top:1px solid #333; width:40%; padding-top:2px; }
  .cut { margin-top:22px; border-top:1.5px dashed #777; padding-top:4px; font-size:7.5pt; color:#666; }
  .wc { width:3.4in; height:2.1in; border:1px solid #333; border-radius:8px; margin-top:8px; padding:8px 10px; font-size:8pt; position:relative; }
  .wc .b { background:${is.color}; color:#fff; font-weight:bold; padding:2px 6px; font-size:8.5pt; margin:-8px -10px 6px; border-radius:7px 7px 0 0; }
  .wc table td { padding:1px 4px 1px 0; vertical-align:top; }
  .fine { font-size:7.3pt; color:#555; margin-top:10px; line-height:1.35; }`;
  const grid = f.grid
    .map(
      (r) =>
        `<tr>${r.map((x, i) => (i % 2 === 0 ? `<td class="c">${esc(x)}</td>` : `<td>${esc(x)}</td>`)).join('')}</tr>`,
    )
    .join('');
  const wallet = f.wallet
    .map(([c, v]) => `<tr><td style="color:#555">${esc(c)}</td><td><b>${esc(v)}</b></td></tr>`)
    .join('');
  const body = `<div class="gen">Generated ${esc(f.generated)} · ${esc(f.portal)}</div>
  <div class="cert">
   <div class="hd">${logo({ initials: 'CPR', color: is.color, shape: is.shape, size: 44 })}<div><div class="o">${esc(is.org)}</div><div class="v">${esc(f.via)}</div></div></div>
   <div class="ttl">Certificate of Completion</div>
   <div class="cer">This certifies that</div>
   <div class="nm">${esc(f.holder)}</div>
   <div class="cer">has successfully completed the requirements for</div>
   <div class="crs">${esc(f.course)}</div>
   <div class="det"><table class="g">${grid}</table>
    <div class="qrp">${qr(f.qrRng, { size: 104 })}<div>Scan to validate this certificate</div></div></div>
   <div class="sg"><div class="l">${sig(f.instructor, { font: f.sigFont, size: '1.5em' })}<br>Instructor</div><div class="l" style="text-align:right">${esc(f.provider[0])}<br>${esc(f.provider[1])} · ${esc(f.provider[2])}</div></div>
  </div>
  <div class="cut">✂ Wallet card — cut along the dashed line and fold</div>
  <div class="wc"><div class="b">${esc(is.org)} · ${esc(f.short)}</div><table>${wallet}</table></div>
  <div class="fine">Validation: scan the QR code or enter the certificate ID at the issuing organization's certificate validation page. This certificate is not valid if altered. Skills were evaluated in person by the instructor named above.</div>`;
  return page({ title: 'Certificate of Completion', body, css, font: FONTS.lato, margin: '0.5in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const issuer = ISSUERS[o.issuer];
    const provider =
      o.issuer === 'ind' ? ['Lifeline CPR Academy, LLC', 'Tulsa, OK', '(918) 555-0150'] : rng.pick(PROVIDERS);
    const ds = o.ds || rng.pick(['us', 'long', 'mon']);
    const w = (x) => fmt(x, ds);
    const instructor = rng.pick(INSTRUCTORS);
    const id = o.noId
      ? ''
      : o.issuer === 'arc'
        ? rng.alnum(6) + rng.digits(4)
        : `${rng.digits(2)}-${rng.digits(7)}`;
    const endCaption = o.monthEnd ? 'Exp.' : 'Valid Thru';
    const endVal = o.endIso ? (o.monthEnd ? fmt(o.endIso, 'mm_yyyy') : w(o.endIso)) : '';
    const grid = [
      ['Certificate ID', id || '—', 'Issued', w(o.issue)],
      ['Course', o.courseShort, ...(o.endIso ? [endCaption, endVal] : ['Course date', w(o.issue)])],
      ['Instructor', instructor, 'Instructor ID', `${rng.int(100000, 999999)}`],
    ];
    const wallet = [
      ['Name', o.holder],
      ['Course', o.courseShort],
      ['Cert ID', id || '—'],
      ['Issued', fmt(o.issue, 'us')],
      ...(o.endIso ? [[o.monthEnd ? 'Exp.' : 'Valid thru', o.monthEnd ? endVal : fmt(o.endIso, 'us')]] : []),
      ['Instructor', instructor],
    ];
    return {
      issuer,
      provider,
      via: issuer.via.replace('{p}', provider[0]),
      holder: o.holder,
      course: COURSES[o.type],
      short: o.courseShort,
      grid,
      wallet,
      instructor,
      sigFont: rng.pick(SIGS),
      qrRng: rng,
      generated: `${fmt(addDays(o.issue, rng.int(1, 9)), 'us')} ${rng.int(8, 18)}:${rng.int(10, 59)}`,
      portal: rng.pick(['learner portal', 'My Certificates', 'Digital credential download']),
      id,
    };
  };
  const out = [];

  // 1 — Red Cross BLS, Valid Thru full date
  let p = k.person();
  let issue = addDays('2025-02-03', rng.int(0, 500));
  let end = addYears(issue, 2);
  let f = make(p, {
    issuer: 'arc',
    type: 'bls',
    courseShort: 'BLS',
    issue,
    endIso: end,
    holder: nameAs(p, 'full'),
  });
  out.push({
    key: 'red-cross-bls-valid-thru',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': end,
      'person.name.status': 'match',
    },
    note: 'Valid Thru is in the second row, fourth column of the grid; the generated stamp and instructor ID are not certificate data',
  });

  // 2 — ASHI CPR, Exp. month only
  p = k.person();
  issue = addDays('2025-01-13', rng.int(0, 520));
  end = endOfMonth(addYears(issue, 2));
  f = make(p, {
    issuer: 'ashi',
    type: 'cpr',
    courseShort: 'CPR AED',
    issue,
    endIso: end,
    monthEnd: true,
    holder: nameAs(p, 'first_mi_last'),
  });
  out.push({
    key: 'ashi-cpr-exp-month',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'cpr',
      'certifications.0.issuer': 'american_safety_health_institute',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': end,
      'person.name.status': 'match',
    },
    note: '"Exp." printed as MM/YYYY: valid to the last day of that month',
  });

  // 3 — Red Cross first aid, issue date only
  p = k.person();
  issue = addDays('2025-03-02', rng.int(0, 450));
  f = make(p, {
    issuer: 'arc',
    type: 'first_aid',
    courseShort: 'First Aid',
    issue,
    holder: nameAs(p, 'first_last'),
  });
  out.push({
    key: 'red-cross-first-aid-no-end-printed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'first_aid',
      'certifications.0.issuer': 'american_red_cross',
      'certifications.0.id': f.id,
      'certifications.0.issue_date': issue,
      'certifications.0.expiration_date': twoYearsEndOfMonth(issue),
      'person.name.status': 'match',
    },
    note: 'only Issued and Course date are printed: valid to the end of the month two years after issue',
  });

  // 4 — expired BLS
  p = k.person();
  issue = addDays('2024-03-04', rng.int(0, 200));
  end = addYears(issue, 2);
  f = make(p, {
    issuer: rng.pick(['arc', 'ashi']),
    type: 'bls',
    courseShort: 'BLS',
    issue,
    endIso: end,
    holder: nameAs(p, 'first_last'),
  });
  out.push({
    key: 'bls-valid-thru-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.expiration_date': end },
  });

  // 5 — a co-worker's certificate
  p = k.person();
  let q = k.person();
  while (q.last === p.last || q.first === p.first) q = k.person();
  issue = addDays('2025-06-02', rng.int(0, 400));
  end = addYears(issue, 2);
  f = make(p, {
    issuer: 'arc',
    type: 'bls',
    courseShort: 'BLS',
    issue,
    endIso: end,
    holder: nameAs(q, 'first_last'),
  });
  out.push({
    key: 'coworker-certificate',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'a valid certificate, but issued to another person from the same class',
  });

  // 6 — independent CPR company
  p = k.person();
  issue = addDays('2025-04-07', rng.int(0, 420));
  end = addYears(issue, 2);
  f = make(p, {
    issuer: 'ind',
    type: 'bls',
    courseShort: 'BLS',
    issue,
    endIso: end,
    holder: nameAs(p, 'first_last'),
  });
  out.push({
    key: 'independent-provider-bls',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.type': 'bls', 'certifications.0.issuer': 'other' },
    note: 'issued by an independent company that only says its content follows resuscitation guidelines; not one of the named issuers',
  });
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
