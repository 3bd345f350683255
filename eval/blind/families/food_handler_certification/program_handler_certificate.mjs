// A national-program food handler certificate (ServSafe Food Handler program) printed from the learner's account:
// portrait, program banner, holder, exam date, expiration, certificate number, "issued through" trainer line.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'program_handler_certificate',
  split: 'blind',
  description:
    'National food handler program certificate (portrait) from a learner account: banner, exam date, expiration, number, trainer',
};

function render(f) {
  const css = `.bn { background:#0f3d3e; color:#fff; padding:18px 26px; } .bn .p { font-size:22pt; font-weight:bold; } .m { padding:30px 40px; }
  .k { font-size:9pt; color:#777; text-transform:uppercase; letter-spacing:1px; margin-top:16px; } .v { font-size:14pt; }`;
  const body = `<div class="bn"><div style="font-size:10pt">Food safety training and certification</div><div class="p">ServSafe® Food Handler</div><div style="font-size:10pt">Certificate of Achievement</div></div>
  <div class="m"><div class="k">Presented to</div><div style="font-size:26pt;font-family:${FONTS.caladea}">${esc(f.name)}</div>
  <div style="font-size:11pt;margin-top:10px">for successfully completing the Food Handler assessment.</div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:0 30px"><div><div class="k">Exam date</div><div class="v">${esc(f.exam)}</div></div><div><div class="k">Expiration date</div><div class="v">${esc(f.exp)}</div></div>
  <div><div class="k">Certificate number</div><div class="v">${esc(f.id)}</div></div><div><div class="k">Issued through</div><div class="v">${esc(f.trainer)}</div></div></div>
  <div style="font-size:9pt;margin-top:40px;color:#555">Check with your local regulatory authority for food handler requirements in your area. This certificate is valid for three years unless local rules set a shorter term.</div></div>`;
  return page({ title: 'Certificate', body, css, font: FONTS.open, margin: '0' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-07-01', rng.int(0, 800));
    const ds = rng.pick(['us', 'mon']);
    return {
      name: nameAs(p, o.nameStyle || 'first_last'),
      exam: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      id: rng.digits(8),
      trainer: rng.pick(['Harbor Bistro Group training', 'Self-paced online']),
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'accepted-program',
    person: requestPerson(p),
    rules: { accepted_programs: ['ServSafe Food Handler'] },
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-01-15', rng.int(0, 250)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { nameStyle: 'LAST_FIRST' });
  out.push({
    key: 'caps-last-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: { 'certificate.id': f.id, ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'county-card-required',
    person: requestPerson(p),
    rules: { accepted_programs: ['Riverside County Food Handler Card'] },
    html: render(f),
    issues: ['unsupported program'],
    data: {},
  });
  return out;
}
