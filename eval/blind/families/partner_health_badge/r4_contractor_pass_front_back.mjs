// A laminated contract-clinician pass from a partner staffing network, front and back side by side. Front:
// network band, photo box, holder's name, role and pass number. Back: "Status (system marked)" as three printed
// tick boxes (Active / Inactive / Suspended) with one marked, "Issued" and "Good thru" dates as YYYY.MM.DD, a bar
// code and return-if-found terms.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, box, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r4_contractor_pass_front_back',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 38, scan_image: 12, fax: 5 },
  description:
    'Laminated contract-clinician pass, front+back: photo box, name, role, pass no. on front; status as printed Active/Inactive/Suspended tick boxes, Issued / Good thru as YYYY.MM.DD, bar code on back',
};

const dots = (iso) => fmt(iso, 'iso').replace(/-/g, '.');

function render(f, rng) {
  const css = `
  .c { width:3.375in; height:2.125in; border:1px solid #444; border-radius:9px; overflow:hidden; position:relative; font-size:7.6pt; background:#fff; }
  .band { background:${f.color}; color:#fff; padding:5px 9px; display:flex; justify-content:space-between; align-items:center; }
  .band .n { font-weight:bold; font-size:9.5pt; letter-spacing:0.3px; }
  .band .k { font-size:6.5pt; text-transform:uppercase; letter-spacing:1px; }
  .ph { position:absolute; left:9px; top:36px; width:0.78in; height:0.98in; border:1px solid #999; background:repeating-linear-gradient(45deg,#eee,#eee 4px,#f8f8f8 4px,#f8f8f8 8px); text-align:center; font-size:6pt; color:#888; padding-top:30px; }
  .fr { position:absolute; left:1.0in; top:38px; right:8px; }
  .nm { font-size:11.5pt; font-weight:bold; line-height:1.1; }
  .role { margin-top:5px; display:inline-block; background:#222; color:#fff; padding:1px 6px; font-size:7.5pt; }
  .no { margin-top:7px; font-size:8.5pt; }
  .bk { padding:8px 10px; }
  .bk table td { padding:1px 6px 1px 0; font-size:8pt; }
  .terms { font-size:5.8pt; color:#444; margin-top:5px; line-height:1.3; }`;
  const st = (label, on) => `${box(on, { style: 'fill' })}${esc(label)}`;
  const body = `<div style="display:flex;gap:0.3in;padding:0.3in">
  <div class="c"><div class="band"><span class="n">${esc(f.network)}</span><span class="k">Contract clinician</span></div>
    <div class="ph">PHOTO</div>
    <div class="fr"><div class="nm">${esc(f.name)}</div><div class="role">${esc(f.role)}</div>
      <div class="no">Pass no. <b>${esc(f.id)}</b></div>
      <div style="margin-top:6px;font-size:6.8pt;color:#444">Present at the facility staffing office on arrival.</div></div>
    <div style="position:absolute;bottom:0;left:0;right:0;height:6px;background:${f.color}"></div></div>
  <div class="c"><div class="bk">
    <div style="font-weight:bold;font-size:8pt;margin-bottom:3px">Status (system marked)</div>
    <div style="font-size:8.5pt">${st('Active', f.status === 'active')}&nbsp;&nbsp; ${st('Inactive', f.status === 'inactive')}&nbsp;&nbsp; ${st('Suspended', f.status === 'suspended')}</div>
    <table style="margin-top:6px"><tr><td>Issued</td><td><b>${esc(f.issued)}</b></td></tr>
      <tr><td>Good thru</td><td><b>${esc(f.goodThru)}</b></td></tr></table>
    <div style="margin-top:4px">${barcode(rng, { width: 170, height: 24 })}</div>
    <div class="terms">Property of ${esc(f.network)}. This pass confirms the holder's credential file was verified by the network
    (license, BLS, TB, immunizations, background). If found, return to ${esc(f.network)}, ${esc(f.addr)}.</div></div></div>
  </div>`;
  return page({ title: 'Pass', body, css, size: '8.5in 3.3in', margin: '0', font: FONTS.robotoCond });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2026-01-12', rng.int(0, 270));
    const expIso = addDays(addYears(issueIso, 1), -1);
    const net = rng.pick([
      ['Pulseline Per Diem Network', '#b3261e'],
      ['Wardbridge Staffing Cloud', '#1b5e20'],
      ['Nightingale Loop', '#283593'],
    ]);
    return {
      network: net[0],
      color: net[1],
      addr: rng.pick(['PO Box 4410, Omaha NE 68102', '88 Larkspur Ave, Reno NV 89502']),
      name: nameAs(p, o.nameStyle || 'FIRST_LAST'),
      role: rng.pick(['REGISTERED NURSE', 'LPN / LVN', 'CNA', 'RESPIRATORY THERAPIST']),
      id: `PX-${rng.digits(3)}-${rng.digits(4)}`,
      status: o.status || 'active',
      issued: dots(issueIso),
      goodThru: o.noExp ? '' : dots(expIso),
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-pass',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.issue_date': f.issueIso,
      'badge.expiration_date': f.expIso,
      ...personData('match', null),
    },
    note: 'status is the filled box among Active / Inactive / Suspended',
  });

  p = k.person();
  f = make(p, { nameStyle: 'LAST_FIRST' });
  out.push({
    key: 'active-last-first',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: { 'badge.id': f.id, 'badge.expiration_date': f.expIso, 'badge.status': 'active' },
  });

  p = k.person();
  f = make(p, { nameStyle: 'nick_last', issueIso: addDays('2026-08-03', rng.int(0, 60)) });
  out.push({
    key: 'active-nickname',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: { 'badge.id': f.id, 'badge.issue_date': f.issueIso, 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { status: 'inactive' });
  out.push({
    key: 'inactive-marked',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'Inactive is the filled box; Active is printed beside it unfilled',
  });

  p = k.person();
  f = make(p, { issueIso: addDays('2025-06-02', rng.int(0, 120)) });
  out.push({
    key: 'good-thru-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
    note: `good thru ${f.expIso}, before valid_on`,
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'good-thru-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['missing expiration date'],
    data: { 'badge.expiration_date': null, 'badge.id': f.id },
  });
  return out;
}
