// An online food-handler training provider's certificate (accredited program): big title, holder, "Date issued",
// certificate number, accreditation note, no printed expiry (validity = 3 years from issue).
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'online_course_certificate',
  split: 'blind',
  description:
    'Online food-handler course certificate (landscape), date issued and certificate no., no printed expiry, accreditation note',
};

function render(f) {
  const css = `.b { position:absolute; inset:0.3in; border:3px solid #e07a1f; padding:0.4in 0.6in; text-align:center; }
  .t { font-size:28pt; font-weight:bold; color:#333; margin-top:8px; } .nm { font-size:24pt; color:#e07a1f; margin:18px 0 6px; font-family:${FONTS.caladea}; }`;
  const body = `<div class="b"><div style="display:flex;justify-content:center;align-items:center;gap:10px">${logo({ initials: 'SP', color: '#e07a1f', size: 54 })}<div style="text-align:left"><div style="font-size:16pt;font-weight:bold">SafePlate Academy</div><div style="font-size:9pt">Food safety training online</div></div></div>
  <div class="t">Food Handler Certificate</div><div style="font-size:11pt;margin-top:6px">This certifies that</div>
  <div class="nm">${esc(f.name)}</div>
  <div style="font-size:11pt">has completed the SafePlate Food Handler Training Program and passed the assessment with a score of ${f.score}%.</div>
  <table style="margin:22px auto 0;font-size:11pt;text-align:left"><tr><td style="padding-right:12px">Date issued:</td><td><b>${esc(f.issued)}</b></td></tr>
   ${f.id ? `<tr><td>Certificate number:</td><td><b>${esc(f.id)}</b></td></tr>` : ''}</table>
  <div style="position:absolute;bottom:0.35in;left:0.6in;right:0.6in;display:flex;justify-content:space-between;align-items:flex-end;font-size:8.5pt;text-align:left">
   <div style="width:55%">Program accredited under ANSI/ASTM E2659-09. Check local requirements: some jurisdictions require a county-issued card.
   Certificate holders should renew every three years.</div>
   <div style="text-align:center">${sig('Renata Solberg', { font: f.sigFont })}<br><span style="border-top:1px solid #000;padding:0 16px">Renata Solberg, Program Director</span></div></div></div>`;
  return page({ title: 'Certificate', body, css, size: 'letter landscape', margin: '0', font: FONTS.lato });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-06-01', rng.int(0, 800));
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      score: rng.int(76, 98),
      issued: fmt(iso, o.ds || rng.pick(['long', 'us', 'dmy'])),
      id: o.noId ? null : `SPA-${rng.digits(8)}`,
      sigFont: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p, { iso: addDays('2024-12-01', rng.int(0, 500)) });
  out.push({
    key: 'no-printed-end-valid',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': addYears(f.iso, 3),
      'certificate.id': f.id,
      'certificate.kind': 'handler',
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-06-01', rng.int(0, 150)) });
  out.push({
    key: 'no-printed-end-lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': addYears(f.iso, 3) },
    note: 'issue + 3 years is before valid_on',
  });

  p = k.person();
  f = make(p, { noId: true, iso: addDays('2025-01-01', rng.int(0, 500)) });
  out.push({
    key: 'no-certificate-number',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.issue_date': f.iso },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-01-01', rng.int(0, 500)) });
  out.push({
    key: 'sent-as-alcohol',
    person: requestPerson(p),
    document_type: 'alcohol_handler_certification',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-01-01', rng.int(0, 500)), ds: 'dmy' });
  out.push({
    key: 'program-not-accepted',
    person: requestPerson(p),
    rules: { accepted_programs: ['ServSafe Food Handler'] },
    html: render(f),
    issues: ['unsupported program'],
    data: {},
    note: 'client accepts only ServSafe Food Handler',
  });
  return out;
}
