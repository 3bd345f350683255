// A partner staffing platform's "Temporary Clinician Credential" slip, printed half-letter and completed by hand by
// the platform's field coordinator when a plastic badge has not arrived yet: Badge no., Name, Role, Issued, Expires
// handwritten on lines, Status chosen by drawing a ring around ACTIVE or INACTIVE, coordinator signature and the
// platform's ink stamp. Some slips leave the expiry or the badge number blank.
import { addDays, addMonths, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r5_temporary_credential_slip',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 20, photo: 35, scan_image: 12, fax: 8 },
  description:
    'Partner-platform Temporary Clinician Credential slip completed by hand: badge no., name, role, issued, expires on lines (some blank), ACTIVE / INACTIVE ringed, coordinator signature and platform stamp',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.35em', ...o });
  const ring = (list, chosen) =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:1px 10px;margin:0 -10px;transform:rotate(-3deg)">${esc(o)}</span>`
          : esc(o),
      )
      .join('&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;');
  const ln = (label, v, flex = 1) =>
    `<div class="ln" style="flex:${flex}"><span class="l">${esc(label)}</span>${v}</div>`;
  const css = `
  .slip { border:2px solid ${f.color}; padding:12px 16px; }
  .hd { display:flex; justify-content:space-between; align-items:center; }
  .hd .n { font-size:15pt; font-weight:bold; color:${f.color}; font-family:${FONTS.open}; }
  .t { font-size:12pt; font-weight:bold; letter-spacing:1px; margin:6px 0 4px; }
  .row { display:flex; gap:12px; margin-top:5px; }
  .ln { border-bottom:1px solid #333; min-height:30px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  .st { font-size:13pt; font-weight:bold; margin:12px 0 4px; }
  .fine { font-size:7.5pt; color:#333; margin-top:8px; }`;
  const body = `<div class="slip">
  <div class="hd"><div class="n">${esc(f.platform)}</div><div style="font-size:8pt;text-align:right">Clinician credential services<br>${esc(f.web)}</div></div>
  <div class="t">TEMPORARY CLINICIAN CREDENTIAL</div>
  <div class="row">${ln('Badge no.', H(f.badgeNo))}${ln('Role', H(f.role))}</div>
  <div class="row">${ln('Name', H(f.name), 1)}</div>
  <div class="row">${ln('Issued', H(f.issued))}${ln('Expires', H(f.expires))}</div>
  <div class="st">Status: &nbsp;&nbsp; ${ring(['ACTIVE', 'INACTIVE'], f.status)}</div>
  <div class="row" style="align-items:flex-end">${ln('Field coordinator', sig(f.coord, { font: f.sigFont, ink: f.ink, size: '1.8em' }), 2)}<div style="flex:1">${stamp([f.platform.toUpperCase(), 'CREDENTIALING'], { color: f.color, rot: -6 })}</div></div>
  <div class="fine">Valid only with government photo ID. This temporary credential is replaced by the permanent badge; present both at the facility front desk.</div></div>`;
  return page({
    title: 'Temporary credential',
    size: '8.5in 5.5in',
    margin: '0.35in',
    body,
    css,
    font: FONTS.open,
  });
}

export function cases(k) {
  const { rng } = k;
  const PLAT = [
    ['ShiftHarbor', 'shiftharbor.example.com', '#0e6ba8'],
    ['CareRelay Pro', 'carerelay.example.com', '#7b2d8b'],
    ['NurseBridge Network', 'nursebridge.example.net', '#1f7a4d'],
  ];
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2026-06-01', rng.int(0, 150));
    const expIso = addMonths(issueIso, rng.pick([6, 12]));
    const pl = rng.pick(PLAT);
    const ds = rng.pick(['us_nz', 'us_short']);
    return {
      platform: pl[0],
      web: pl[1],
      color: pl[2],
      badgeNo: o.noId ? '' : `${rng.letters(2)}-${rng.digits(6)}`,
      role: rng.pick(['RN', 'LPN', 'CNA', 'CST']),
      name: nameAs(p, o.nameStyle || 'first_last'),
      issued: fmt(issueIso, ds),
      expires: o.noExp ? '' : fmt(expIso, ds),
      status: o.status || 'ACTIVE',
      coord: rng.pick(['Jolene Matsuda', 'Ferris Okonkwo', 'Annika Rudd']),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-ringed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeNo,
      'badge.status': 'active',
      'badge.issue_date': f.issueIso,
      'badge.expiration_date': f.expIso,
      ...personData('match', null),
    },
    note: 'ACTIVE ringed; INACTIVE printed beside it',
  });

  p = k.person();
  f = make(p, { nameStyle: 'last_first' });
  out.push({
    key: 'active-last-first',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'badge.id': f.badgeNo, 'badge.expiration_date': f.expIso, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { nameStyle: 'nick_last', issueIso: addDays('2026-10-20', rng.int(0, 20)) });
  out.push({
    key: 'active-nickname-recent',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'badge.status': 'active', 'badge.issue_date': f.issueIso, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { noExp: true });
  out.push({
    key: 'expires-line-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.expiration_date': null, 'badge.id': f.badgeNo },
    note: 'DOMAIN.md gives badges no default validity: an empty Expires line is missing expiration date',
  });

  p = k.person();
  f = make(p, { status: 'INACTIVE' });
  out.push({
    key: 'inactive-ringed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'badge-number-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing badge id'],
    data: { 'badge.id': null },
  });
  return out;
}
