// A county health district's plastic food handler permit, front and back side by side: front with the district
// band, permit title, holder name, permit no. and a photo box; back with issue date, expiration date printed as
// "EXP MM-DD-YYYY", the district's jurisdiction statement ("valid only in ... County, <State>"), a bar code and
// the rules. Districts in several states; one card without a permit number printed.
import { addDays, addYears, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r6_county_permit_card_front_back',
  split: 'blind',
  renderings: { text_pdf: 20, scanned_pdf: 15, photo: 40, scan_image: 20, fax: 5 },
  description:
    'County health-district plastic food handler permit, front + back side by side: district band, name, permit no., photo box; back with ISSUED / EXP MM-DD-YYYY, "valid only in ... County, State" statement, bar code',
};

function render(f, rng) {
  const css = `
  .wrap { display:flex; gap:0.2in; padding:0.12in; }
  .card { width:3.375in; height:2.125in; border-radius:10px; border:1px solid #888; overflow:hidden; position:relative; font-size:7.5pt; background:#fdfdf8; }
  .band { background:${f.color}; color:#fff; padding:5px 8px; font-weight:bold; font-size:8.5pt; }
  .ph { position:absolute; left:8px; top:44px; width:0.8in; height:1in; background:#d9d9d9; border:1px solid #999; text-align:center; font-size:6pt; color:#666; padding-top:40px; }
  .fr { position:absolute; left:1.0in; top:46px; right:8px; }
  .k { font-size:6pt; color:#555; text-transform:uppercase; }
  .v { font-size:9.5pt; font-weight:bold; margin-bottom:5px; }`;
  const front = `<div class="card"><div class="band">${esc(f.district.toUpperCase())}<div style="font-weight:normal;font-size:6.8pt">Environmental Health Division</div></div>
    <div class="ph">PHOTO</div>
    <div class="fr"><div style="font-size:10.5pt;font-weight:bold;color:${f.color}">FOOD HANDLER PERMIT</div>
    <div class="k">Name</div><div class="v">${esc(f.name)}</div>
    <div class="k">Permit No.</div><div class="v">${esc(f.permitNo || ' ')}&nbsp;</div>
    <div class="k">Exp</div><div class="v">${esc(f.exp)}</div></div></div>`;
  const back = `<div class="card" style="padding:8px">
    <div style="display:flex;justify-content:space-between"><div><div class="k">Issued</div><div class="v">${esc(f.issued)}</div></div><div><div class="k">Expires</div><div class="v">EXP ${esc(f.exp)}</div></div></div>
    <div style="font-size:6.8pt;line-height:1.3">This permit certifies that the holder has completed food safety training and passed the examination required by ${esc(f.code)}. Valid only in ${esc(f.county)}, ${esc(f.stateName)}. Must be available at the workplace upon request of an inspector. Not transferable.</div>
    <div style="margin-top:6px">${barcode(rng, { width: 190, height: 30 })}</div>
    <div style="font-size:6pt;color:#444">${esc(f.district)} · ${esc(f.phone)} · Replacement fee $10</div></div>`;
  return page({
    title: 'Food handler permit',
    size: '7.5in 2.5in',
    margin: '0',
    body: `<div class="wrap">${front}${back}</div>`,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const districts = [
    ['Sagebrush County Health District', 'Sagebrush County', 'Nevada', 'NV', '#7b3f00', 'NAC 446'],
    ['Cascadia County Public Health', 'Cascadia County', 'Oregon', 'OR', '#0f5b3a', 'OAR 333-175'],
    [
      'Red Mesa County Health Department',
      'Red Mesa County',
      'New Mexico',
      'NM',
      '#8e1b3e',
      'county food ordinance 2019-4',
    ],
  ];
  const make = (p, o = {}) => {
    const d = o.district || rng.pick(districts);
    const issued = o.issued || addDays('2024-09-01', rng.int(0, 700));
    const exp = addYears(issued, 3);
    return {
      district: d[0],
      county: d[1],
      stateName: d[2],
      st: d[3],
      color: d[4],
      code: d[5],
      phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
      name: nameAs(o.shown || p, rng.pick(['FIRST_LAST', 'LAST_FIRST', 'FIRST_MI_LAST'])),
      permitNo: o.noId ? '' : `${d[3]}${rng.digits(2)}-${rng.digits(6)}`,
      issued: fmt(issued, 'dash'),
      exp: fmt(exp, 'dash'),
      issuedIso: issued,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'current-permit',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: {
      'certificate.id': f.permitNo,
      'certificate.issue_date': f.issuedIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { issued: addDays('2022-08-01', rng.int(0, 300)) });
  out.push({
    key: 'permit-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'permit-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.expiration_date': f.expIso },
    note: 'the Permit No. field on the front is printed empty',
  });

  p = k.person();
  f = make(p, { district: districts[1] });
  out.push({
    key: 'oregon-card-washington-job',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['WA'] },
    html: render(f, rng),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'a current Oregon county card ("valid only in Cascadia County, Oregon") where the client accepts only WA; jurisdiction given as a state code',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'coworkers-card',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
