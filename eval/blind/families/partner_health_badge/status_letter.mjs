// A partner platform's compliance-team letter confirming a professional's badge: prose with badge number, role,
// status and validity period in long-form dates, signed by a compliance manager.
import { addDays, addMonths, fmt, nameAs, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'status_letter',
  split: 'blind',
  description:
    'Platform compliance letter in prose: badge number, role, status and validity period, DOB, signed',
};

function render(f) {
  const css = `p { font-size:11pt; line-height:1.5; }`;
  const body = `<div style="font-size:16pt;font-weight:bold;color:#c2410c">NurseLoop<span style="color:#333;font-weight:normal"> Pro</span></div><div style="font-size:9pt">Compliance &amp; Credentialing · 400 Harmon Blvd, Orlando, FL 32803</div>
  <p style="margin-top:28px">${esc(f.date)}</p><p>To the facility staffing office:</p>
  <p>This letter confirms the credential badge of <b>${esc(f.name)}</b> (date of birth ${esc(f.dob)}), who works through the NurseLoop Pro platform as a <b>${esc(f.role)}</b>.</p>
  <p>Badge number <b>${esc(f.id)}</b> was issued on ${esc(f.issued)} and is valid through ${esc(f.exp)}. Its current status is <b>${esc(f.status)}</b>.</p>
  <p>${esc(f.extra)}</p><p>Sincerely,</p><div style="height:44px">${sig(f.signer, { font: f.sigFont })}</div><p>${esc(f.signer)}<br>Compliance Manager, NurseLoop Pro</p>`;
  return page({ title: 'Letter', body, css, font: FONTS.serif, margin: '0.9in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-01-05', rng.int(0, 280));
    const exp = addMonths(iso, o.months || 12);
    return {
      date: fmt('2026-11-09', 'long'),
      name: nameAs(p, o.nameStyle || 'full'),
      dob: fmt(o.dob || p.dob, 'long'),
      role: rng.pick(['Licensed Practical Nurse', 'Registered Nurse', 'Certified Nursing Assistant']),
      id: `NLP-${rng.digits(5)}-${rng.alnum(2)}`,
      issued: fmt(iso, 'long'),
      exp: fmt(exp, 'long'),
      status: o.status || 'active',
      extra: o.extra || 'All required checks were complete at issue.',
      signer: rng.pick(['Yolanda Prescott', 'Gerard Liang']),
      sigFont: rng.pick(SIGS),
      iso,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'active',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.id,
      'badge.status': 'active',
      'badge.expiration_date': f.expIso,
      'badge.issue_date': f.iso,
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, {
    status: 'inactive',
    extra: 'The badge was deactivated because a required credential lapsed.',
  });
  out.push({
    key: 'inactive',
    person: requestPerson(p),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive' },
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.dob.status': 'mismatch' },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-06-01', rng.int(0, 100)), months: 12 });
  out.push({
    key: 'validity-ended',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': f.expIso },
  });
  return out;
}
