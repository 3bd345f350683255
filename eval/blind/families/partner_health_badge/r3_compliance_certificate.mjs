// A partner platform's printable "Certificate of Credential Compliance" (landscape, framed, with seal): holder and
// role in large type, a centred statement, then a row of fields (badge no., status, valid from, valid through)
// with dates written day-first ("3 February 2026"), a QR for verification and the compliance director's signature.
import { addDays, addMonths, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr, seal, sig, SIGS, INKS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r3_compliance_certificate',
  split: 'blind',
  description:
    'Partner platform "Certificate of Credential Compliance" (landscape, framed, seal): holder, role, badge no., status, valid from/through as D Month YYYY, QR, signature',
};

function render(f) {
  const css = `
  .frame { border:10px double ${f.color}; height:7.1in; padding:0.35in 0.5in; position:relative; }
  .plat { text-align:center; font-size:12pt; letter-spacing:3px; color:${f.color}; font-weight:bold; }
  .t { text-align:center; font-family:${FONTS.caladea}; font-size:28pt; margin:10px 0 2px; }
  .st { text-align:center; font-size:10.5pt; color:#444; }
  .who { text-align:center; font-family:${FONTS.caladea}; font-size:25pt; margin:14px 0 2px; border-bottom:1px solid #999; display:inline-block; padding:0 40px; }
  .role { text-align:center; font-size:12pt; margin-top:4px; }
  .stmt { text-align:center; font-size:10.5pt; margin:12px auto; width:80%; line-height:1.45; }
  .row { display:flex; justify-content:center; gap:14px; margin-top:8px; }
  .cell { border:1px solid #bbb; padding:5px 12px; text-align:center; min-width:1.5in; }
  .cell .l { font-size:7.5pt; text-transform:uppercase; color:#666; letter-spacing:0.6px; }
  .cell .v { font-size:11.5pt; font-weight:bold; }
  .bot { position:absolute; bottom:0.3in; left:0.5in; right:0.5in; display:flex; justify-content:space-between; align-items:flex-end; }
  .sigblk { font-size:9pt; border-top:1px solid #333; padding-top:2px; width:2.6in; }`;
  const body = `<div class="frame">
  <div class="plat">${esc(f.platform.toUpperCase())}</div>
  <div class="t">Certificate of Credential Compliance</div>
  <div class="st">Partner health badge</div>
  <div style="text-align:center"><div class="who">${esc(f.name)}</div></div>
  <div class="role">${esc(f.role)}</div>
  <div class="stmt">${f.statement}</div>
  <div class="row">
    <div class="cell"><div class="l">Badge no.</div><div class="v" style="font-family:${FONTS.mono}">${esc(f.id)}</div></div>
    <div class="cell"><div class="l">Status</div><div class="v" style="color:${f.statusColor}">${esc(f.status)}</div></div>
    <div class="cell"><div class="l">Valid from</div><div class="v">${esc(f.from)}</div></div>
    <div class="cell"><div class="l">Valid through</div><div class="v">${esc(f.through)}</div></div>
  </div>
  <div class="bot">
    <div>${seal({ text: `${f.platform.toUpperCase()} · VERIFIED CREDENTIALS · `, inner: '✚', color: f.color, size: 96 })}</div>
    <div style="text-align:center;font-size:8pt">${qr(f.rng, { size: 74 })}<br>Verify: ${esc(f.verify)}</div>
    <div class="sigblk">${sig(f.signer, { font: f.sigFont, ink: f.ink, size: '1.9em' })}<br>${esc(f.signer)}<br>Director, Credentialing &amp; Compliance</div>
  </div></div>`;
  return page({
    title: 'Compliance certificate',
    body,
    css,
    font: FONTS.lato,
    size: 'letter landscape',
    margin: '0.35in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-12', rng.int(0, 250));
    const expIso = o.noEnd ? null : o.expIso || addMonths(iso, 12);
    const platform = o.platform || 'ShiftHaven Clinical Network';
    const inactive = o.status === 'inactive';
    return {
      rng,
      platform,
      color: o.color || '#0f4c5c',
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      role: rng.pick([
        'Registered Nurse — Critical Care',
        'Licensed Vocational Nurse',
        'Certified Nursing Assistant',
        'Respiratory Therapist',
      ]),
      statement: inactive
        ? "The holder's partner badge is <b>not currently in good standing</b>: it was placed on hold when a required credential lapsed. The holder may not be scheduled until the badge is reinstated."
        : `has completed ${esc(platform)}'s credential review (identity, license, background check, BLS, TB screening and health
           requirements) and holds an active partner health badge for the period shown below.`,
      id: o.noId ? '' : `SH-${rng.digits(4)}-${rng.alnum(4)}`,
      status: inactive ? 'INACTIVE (on hold)' : 'ACTIVE',
      statusColor: inactive ? '#a61b1b' : '#1b6e3a',
      from: fmt(iso, 'dmy_long'),
      through: expIso ? fmt(expIso, 'dmy_long') : 'Ongoing — no end date',
      verify: `${platform.split(' ')[0].toLowerCase()}.example/verify`,
      signer: rng.pick(['Evangeline Stroud', 'Rashid Al-Amin', 'Corinne Haverford']),
      sigFont: rng.pick(SIGS),
      ink: rng.pick(INKS),
      iso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active-one-year',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.issue_date': f.iso,
      'badge.expiration_date': f.expIso,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { status: 'inactive' });
  out.push({
    key: 'on-hold-inactive',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': f.id },
  });

  p = k.person();
  f = make(p, { noEnd: true, nameStyle: 'full' });
  out.push({
    key: 'no-end-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing expiration date'],
    data: { 'badge.id': f.id, 'badge.expiration_date': null },
    note: 'valid through reads "Ongoing — no end date"',
  });

  p = k.person();
  const iso = addDays('2025-10-06', rng.int(0, 30));
  f = make(p, { iso, expIso: addMonths(iso, 12) < '2026-11-21' ? addMonths(iso, 12) : '2026-10-31' });
  out.push({
    key: 'validity-ended',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { platform: 'Tandem Shift Partners', color: '#6b3fa0' });
  out.push({
    key: 'issuer-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: ['ShiftHaven Clinical Network'] },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'badge.id': f.id },
    note: 'badge from Tandem Shift Partners; the client accepts ShiftHaven only',
  });
  return out;
}
