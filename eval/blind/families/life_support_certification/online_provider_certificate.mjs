// A web-issued certificate from an online/blended training provider (portrait, flat modern design, badge icon,
// "Certification date" / "Expiration date" in ISO or long form, verification URL and certificate number).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'online_provider_certificate',
  split: 'blind',
  description:
    'Web-issued certificate from an online/blended provider (several providers incl. an unknown one), flat design, verify URL, number',
};

const PROVIDERS = {
  protrainings: { name: 'ProTrainings', color: '#0a7d5a', url: 'verify.protrainings.example', ini: 'PT' },
  national_cpr_foundation: {
    name: 'National CPR Foundation',
    color: '#b5121b',
    url: 'nationalcprfoundation.example/verify',
    ini: 'NCF',
  },
  american_safety_health_institute: {
    name: 'American Safety & Health Institute (ASHI)',
    color: '#00558c',
    url: 'ashi-verify.example',
    ini: 'ASHI',
  },
  other: {
    name: 'QuickCert Lifesaver Online',
    color: '#6a3fa0',
    url: 'quickcert-lifesaver.example/check',
    ini: 'QC',
  },
};
const COURSE = {
  bls: 'BLS for Healthcare Providers',
  cpr: 'CPR & AED (Adult, Child, Infant)',
  first_aid: 'First Aid',
};

function render(f, rng) {
  const P = f.anonymous
    ? { name: 'Certificate of Training', color: '#444', url: 'the provider website', ini: '✓' }
    : PROVIDERS[f.issuer];
  const css = `
  .top { background:${P.color}; color:#fff; padding:18px 28px; display:flex; align-items:center; gap:14px; }
  .top .n { font-size:17pt; font-weight:bold; }
  .main { padding:30px 40px; } .lbl { font-size:9pt; text-transform:uppercase; color:#777; letter-spacing:1px; margin-top:16px; }
  .v { font-size:15pt; } .big { font-size:26pt; font-weight:bold; margin:4px 0; }
  .grid { display:grid; grid-template-columns:1fr 1fr; gap:0 30px; }`;
  const body = `<div class="top">${logo({ initials: P.ini, color: '#fff', fg: P.color, shape: 'square', size: 50 })}<div><div class="n">${esc(P.name)}</div><div style="font-size:9pt">${f.anonymous ? 'Online course' : 'Certificate of Training'}</div></div></div>
  <div class="main"><div class="lbl">Awarded to</div><div class="big">${esc(f.name)}</div>
   <div class="lbl">Course</div><div class="v">${esc(COURSE[f.type])}${f.blended ? ' — blended learning with hands-on skills session' : ''}</div>
   <div class="grid"><div><div class="lbl">Certification date</div><div class="v">${esc(f.done)}</div></div>
    <div><div class="lbl">Expiration date</div><div class="v">${esc(f.exp)}</div></div>
    <div><div class="lbl">Certificate number</div><div class="v">${esc(f.id)}</div></div>
    <div><div class="lbl">Skills evaluator</div><div class="v">${esc(f.eval)}</div></div></div>
   <div style="margin-top:30px;display:flex;gap:18px;align-items:center">${qr(rng, { size: 84 })}<div style="font-size:9.5pt;color:#444">Verify this certificate at ${esc(P.url)}<br>using the certificate number above.<br><br>
   Training meets the 2020 ILCOR guidelines for CPR and ECC.</div></div></div>`;
  return page({ title: 'Certificate', body, css, font: FONTS.roboto, margin: '0' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const doneIso = o.doneIso || addDays('2025-04-01', rng.int(0, 500));
    const expIso = addYears(doneIso, 2);
    const ds = o.ds || rng.pick(['iso', 'long', 'mon']);
    return {
      anonymous: !!o.anonymous,
      name: nameAs(p, o.nameStyle || 'first_last'),
      issuer: o.issuer,
      type: o.type || 'bls',
      blended: rng.chance(0.5),
      done: fmt(doneIso, ds),
      exp: fmt(expIso, ds),
      id: `${rng.alnum(2)}-${rng.digits(7)}`,
      eval: rng.pick(['T. Whitcombe', 'S. Nakashima', 'L. Oyelaran']),
      doneIso,
      expIso,
    };
  };
  const out = [];
  const full = (f) => ({
    'certifications.0.type': f.type,
    'certifications.0.issuer': f.issuer,
    'certifications.0.expiration_date': f.expIso,
    'certifications.0.issue_date': f.doneIso,
    'certifications.0.id': f.id,
  });
  let p = k.person();
  let f = make(p, { issuer: 'protrainings' });
  out.push({
    key: 'protrainings-bls',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: { ...full(f), ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p, { issuer: 'national_cpr_foundation', type: 'cpr' });
  out.push({
    key: 'ncf-cpr',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: { ...full(f), ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p, { issuer: 'other' });
  out.push({
    key: 'unknown-provider',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'other' },
  });

  p = k.person();
  f = make(p, { issuer: 'protrainings' });
  out.push({
    key: 'provider-not-in-client-list',
    person: requestPerson(p),
    rules: { accepted_issuers: ['american_heart_association', 'american_red_cross'] },
    html: render(f, rng),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'protrainings' },
  });

  p = k.person();
  f = make(p, { issuer: 'american_safety_health_institute', type: 'first_aid', nameStyle: 'last_first' });
  out.push({
    key: 'ashi-first-aid',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: { ...full(f), ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p, { issuer: 'national_cpr_foundation', doneIso: addDays('2024-01-10', rng.int(0, 200)) });
  out.push({
    key: 'ncf-expired',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { issuer: 'other', anonymous: true });
  out.push({
    key: 'no-provider-shown',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['missing issuer'],
    data: { 'certifications.0.type': 'bls' },
    note: 'a generic certificate template: no training organisation is named anywhere',
  });
  return out;
}
