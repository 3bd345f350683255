// A heart-association eCard printout: letter page with the card at full size (front and back), month-only issue
// and "Recommended Renewal" dates, training-center and instructor blocks, eCard code and QR.
import {
  fmt,
  nameAs,
  otherPerson,
  personData,
  phone,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'heart_ecard',
  split: 'tuning',
  description:
    'Heart-association eCard printout: front/back at card size on a letter page, MM/YYYY issue and recommended renewal, eCard code + QR',
};

const COURSES = {
  bls: 'BLS Provider',
  acls: 'ACLS Provider',
  pals: 'PALS Provider',
  first_aid: 'Heartsaver® First Aid',
};

function render(f, rng) {
  const css = `
  .intro { font-size:9pt; color:#333; margin-bottom:14px; }
  .cards { display:flex; gap:0.3in; }
  .c { width:3.375in; height:2.125in; border:1px dashed #888; padding:7px 9px; font-size:7.2pt; position:relative; }
  .red { color:#c8102e; }
  .heart { width:26px; height:24px; }
  .nm { font-size:11pt; font-weight:bold; margin:5px 0 2px; }
  .course { background:#c8102e; color:#fff; font-weight:bold; font-size:9.5pt; padding:2px 6px; display:inline-block; }
  .kv td { padding:1px 4px 1px 0; font-size:7pt; vertical-align:top; } .kv td:first-child { color:#555; white-space:nowrap; }`;
  const heart = `<svg class="heart" viewBox="0 0 32 29"><path d="M16 28 C-6 12 4 -4 16 7 C28 -4 38 12 16 28Z" fill="#c8102e"/><path d="M9 14 h5 l2-4 l3 8 l2-4 h5" stroke="#fff" stroke-width="2" fill="none"/></svg>`;
  const body = `
  <div class="intro">This eCard confirms successful completion of the course named below according to the curriculum of the
  American Heart Association. Print this page, cut along the dotted lines and fold, or keep it in electronic form.
  To check an eCard, enter the eCard code at the association's verification site.</div>
  <div class="cards">
   <div class="c"><div style="display:flex;align-items:center;gap:6px">${heart}<div><b class="red" style="font-size:9pt">American Heart Association.</b><br><span style="font-size:6.5pt">CPR &amp; First Aid · Emergency Cardiovascular Care</span></div></div>
    <div class="nm">${esc(f.name)}</div>
    <div class="course">${esc(COURSES[f.type])}</div>
    <div style="margin-top:6px">has successfully completed the cognitive and skills evaluations in accordance with the curriculum of the American Heart Association ${esc(COURSES[f.type])} Program.</div>
    <table class="kv" style="margin-top:5px"><tr><td>Issue Date</td><td><b>${esc(f.issue)}</b></td><td>&nbsp;Recommended Renewal Date</td><td><b>${esc(f.renew)}</b></td></tr></table></div>
   <div class="c"><table class="kv">
    <tr><td>Training Center Name</td><td>${esc(f.tc)}</td></tr><tr><td>TC ID #</td><td>${esc(f.tcId)}</td></tr>
    <tr><td>TC City, State</td><td>${esc(f.tcCity)}</td></tr><tr><td>TC Phone #</td><td>${esc(f.tcPhone)}</td></tr>
    <tr><td>Instructor Name</td><td>${esc(f.instr)}</td></tr><tr><td>Instructor ID #</td><td>${esc(f.instrId)}</td></tr>
    ${f.code ? `<tr><td>eCard Code</td><td><b>${esc(f.code)}</b></td></tr>` : ''}</table>
    <div style="position:absolute;right:8px;bottom:8px">${qr(rng, { size: 58 })}</div>
    <div style="position:absolute;left:9px;bottom:8px;font-size:6pt;width:1.9in">© ${esc(f.year)} American Heart Association. Tampering with this card will alter its appearance.</div></div>
  </div>`;
  return page({ title: 'eCard', body, css, font: FONTS.open, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso =
      o.issueIso ||
      `20${rng.pick(['25', '25', '26'])}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const renewIso = twoYearsEndOfMonth(issueIso);
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      type: o.type || 'bls',
      issue: fmt(issueIso, 'mm_yyyy'),
      renew: fmt(renewIso, 'mm_yyyy'),
      year: issueIso.slice(0, 4),
      tc: rng.pick([
        'Lakeview Resuscitation Education',
        'Copper State CPR Training Center',
        'Tri-County EMS Academy',
      ]),
      tcId: `${rng.pick(['AZ', 'TX', 'OH'])}${rng.digits(5)}`,
      tcCity: rng.pick(['Mesa, AZ', 'El Paso, TX', 'Dayton, OH']),
      tcPhone: phone(rng),
      instr: rng.pick(['Hollis Brandt', 'Dalia Ferreira', 'Kofi Mensimah']),
      instrId: `0${rng.digits(11)}`,
      code: o.noCode ? null : rng.digits(12),
      issueIso,
      renewIso,
    };
  };
  const out = [];
  // issue date from 2025 so valid
  let p = k.person();
  let f = make(p, { issueIso: `2025-${String(rng.int(1, 12)).padStart(2, '0')}-10` });
  out.push({
    key: 'bls-current',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.expiration_date': f.renewIso,
      'certifications.0.id': f.code,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { issueIso: `2024-${String(rng.int(3, 10)).padStart(2, '0')}-05` });
  out.push({
    key: 'bls-renewal-passed',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.renewIso },
  });

  p = k.person();
  f = make(p, { type: 'acls', issueIso: `2025-${String(rng.int(1, 12)).padStart(2, '0')}-14` });
  out.push({
    key: 'acls-only-bls-accepted',
    person: requestPerson(p),
    rules: { accepted_types: ['bls'] },
    html: render(f, rng),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'acls' },
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(q, { issueIso: `2025-${String(rng.int(1, 12)).padStart(2, '0')}-20` });
  out.push({
    key: 'someone-elses-card',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });

  p = k.person();
  while (!p.nick) p = k.person();
  f = make(p, {
    type: 'pals',
    nameStyle: 'nick_last',
    issueIso: `2026-${String(rng.int(1, 9)).padStart(2, '0')}-03`,
  });
  out.push({
    key: 'pals-nickname',
    person: requestPerson(p),
    html: render(f, rng),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'certifications.0.type': 'pals',
      'certifications.0.expiration_date': f.renewIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { issueIso: `2026-0${rng.int(1, 6)}-11`, noCode: true });
  out.push({
    key: 'no-ecard-code',
    person: requestPerson(p),
    html: render(f, rng),
    issues: ['missing id'],
    data: { 'certifications.0.type': 'bls' },
    note: 'the eCard code line is missing',
  });

  p = k.person();
  f = make(p, { issueIso: `2025-${String(rng.int(1, 12)).padStart(2, '0')}-08` });
  out.push({
    key: 'sent-as-badge',
    person: requestPerson(p),
    document_type: 'partner_health_badge',
    html: render(f, rng),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
