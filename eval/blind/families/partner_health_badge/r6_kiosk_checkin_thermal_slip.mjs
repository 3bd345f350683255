// A facility's visitor/contractor check-in kiosk prints a narrow thermal slip after scanning a clinician's partner
// platform badge: facility header, check-in time, then the badge details the kiosk pulled from the platform in
// monospace "KEY....: value" lines (BADGE ID, HOLDER, ROLE, ISSUER, STATUS, ISSUED, EXPIRES), a bar code and a
// "present this slip at the unit desk" footer.
import { addDays, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r6_kiosk_checkin_thermal_slip',
  split: 'blind',
  renderings: { text_pdf: 20, scanned_pdf: 15, photo: 45, scan_image: 15, fax: 5 },
  description:
    'Facility check-in kiosk thermal slip after a partner badge scan: monospace KEY....: value lines (BADGE ID, HOLDER, ROLE, ISSUER, STATUS, ISSUED, EXPIRES as YYYY/MM/DD), bar code, narrow receipt paper',
};

function render(f, rng) {
  const line = (k, v) => `<div>${esc(k.padEnd(9, '.'))}: ${esc(v)}</div>`;
  const css = `body { font-family:${FONTS.mono}; font-size:9pt; } .c { text-align:center; } hr { border:0; border-top:1px dashed #000; margin:6px 0; }`;
  const body = `<div style="padding:8px 6px">
  <div class="c" style="font-weight:bold;font-size:10.5pt">${esc(f.facility.toUpperCase())}</div>
  <div class="c">CONTRACT STAFF CHECK-IN</div><div class="c">${esc(f.kiosk)}</div><hr>
  ${line('DATE', f.when)}${line('UNIT', f.unit)}<hr>
  <div style="font-weight:bold">PARTNER BADGE SCAN</div>
  ${line('BADGE ID', f.badgeId || '----------')}${line('HOLDER', f.name)}${line('ROLE', f.role)}${line('ISSUER', f.issuer)}
  ${line('STATUS', f.status)}${line('ISSUED', f.issued)}${line('EXPIRES', f.exp)}<hr>
  <div class="c">${barcode(rng, { width: 200, height: 34 })}</div>
  <div class="c" style="font-size:8pt">${f.status === 'ACTIVE' ? 'PRESENT THIS SLIP AT THE UNIT DESK' : '** SEE STAFFING OFFICE BEFORE SHIFT **'}</div>
  <div class="c" style="font-size:7.5pt">Slip ${esc(f.slip)} · retain for your records</div></div>`;
  return page({ title: 'Check-in slip', size: '3.15in 5.4in', margin: '0.08in', body, css, bg: '#fbfaf6' });
}

export function cases(k) {
  const { rng } = k;
  const issuers = ['SHIFTBRIDGE HEALTH', 'CAREGRID PARTNERS', 'NURSELINK ONDEMAND'];
  const make = (p, o = {}) => {
    const issued = addDays('2026-01-05', rng.int(0, 250));
    const exp = addDays(issued, 365);
    const now = addDays('2026-11-09', rng.int(0, 10));
    return {
      facility: rng.pick([
        'Whitestone Care Center',
        'Mercy Hollow Rehabilitation',
        'Northgate Skilled Nursing',
      ]),
      kiosk: `KIOSK ${rng.int(1, 4)} - MAIN LOBBY`,
      when: `${fmt(now, 'slash_ymd')} ${String(rng.int(5, 18)).padStart(2, '0')}:${rng.int(10, 59)}`,
      unit: rng.pick(['2 EAST', 'MEMORY CARE', 'REHAB 3', 'LTC B']),
      badgeId: o.noId ? '' : `${rng.letters(2)}-${rng.digits(6)}`,
      name: nameAs(o.shown || p, rng.pick(['LAST_FIRST', 'FIRST_LAST', 'LAST_FIRST_MI'])),
      role: rng.pick(['RN', 'LPN', 'CNA', 'RT']),
      issuer: rng.pick(issuers),
      status: o.status || 'ACTIVE',
      issued: fmt(issued, 'slash_ymd'),
      exp: fmt(exp, 'slash_ymd'),
      slip: rng.digits(6),
      issuedIso: issued,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-badge',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.issue_date': f.issuedIso,
      'badge.expiration_date': f.expIso,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'active-badge-2',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: { 'badge.status': 'active', 'badge.expiration_date': f.expIso, 'person.name.status': 'match' },
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'badge-id-dashes',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['missing badge id'],
    data: { 'badge.id': null, 'badge.status': 'active' },
    note: 'the kiosk printed dashes for BADGE ID (manual entry); the slip number is not the badge id',
  });

  p = k.person();
  f = make(p, { status: 'SUSPENDED' });
  out.push({
    key: 'suspended-status',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
    note: 'SUSPENDED is not active: status inactive',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q });
  out.push({
    key: 'another-clinicians-slip',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
