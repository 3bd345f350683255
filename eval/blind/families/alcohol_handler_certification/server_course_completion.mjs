// A plain course-completion printout for responsible alcohol service (e.g. Arizona Title 4 basic / Nevada alcohol
// awareness) from a trainer: simple letter-style page with a completion table; one variant with no issuer shown.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'server_course_completion',
  split: 'blind',
  description:
    'Plain completion printout for a state alcohol-awareness course (AZ Title 4 / NV): completion table; a variant without issuer',
};

function render(f) {
  const css = `table.c { width:100%; margin-top:14px; font-size:10.5pt; } table.c td { border:1px solid #999; padding:6px 8px; } table.c td.k { background:#f2f2f2; width:35%; }`;
  const body = `${f.issuer ? `<div style="font-size:15pt;font-weight:bold">${esc(f.issuer)}</div><div style="font-size:9pt">${esc(f.issuerLine)}</div>` : ''}
  <h2 style="font-size:14pt;margin-top:${f.issuer ? 18 : 0}px">Certificate of Completion — ${esc(f.course)}</h2>
  <p style="font-size:10.5pt">The student named below completed the course and passed the final examination.</p>
  <table class="c"><tr><td class="k">Student</td><td>${esc(f.name)}</td></tr><tr><td class="k">Course</td><td>${esc(f.course)}</td></tr>
  <tr><td class="k">Certificate number</td><td>${esc(f.id)}</td></tr><tr><td class="k">Completion date</td><td>${esc(f.done)}</td></tr>
  <tr><td class="k">Expires</td><td>${esc(f.exp)}</td></tr><tr><td class="k">Exam score</td><td>${f.score}%</td></tr></table>
  <div style="margin-top:30px">${sig(f.instr, { font: f.sigFont })}<br>${esc(f.instr)}, Instructor</div>`;
  return page({ title: 'Completion', body, css, font: FONTS.sans, margin: '0.8in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-10-01', rng.int(0, 650));
    const az = o.state !== 'NV';
    return {
      issuer: o.noIssuer
        ? null
        : az
          ? 'Saguaro Liquor Law Training, LLC'
          : 'Silver State Alcohol Awareness School',
      issuerLine: az
        ? 'Approved by the Arizona Department of Liquor Licenses and Control · Provider #' + rng.digits(4)
        : 'Nevada alcohol awareness training provider · Reno, NV',
      course: az ? 'Title 4 Basic Liquor Law Training (On/Off Sale)' : 'Alcohol Awareness Training (server)',
      name: nameAs(p, o.nameStyle || 'first_last'),
      id: `${az ? 'AZ' : 'NV'}${rng.digits(7)}`,
      done: fmt(iso, o.ds || 'dmy'),
      exp: fmt(addYears(iso, 3), o.ds || 'dmy'),
      score: rng.int(80, 100),
      instr: rng.pick(['Carmen Oyola', 'Rick Valdespino']),
      sigFont: rng.pick(SIGS),
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'arizona-title4',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noIssuer: true });
  out.push({
    key: 'no-issuer-shown',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing issuer'],
    data: {},
    note: 'provider name cropped/absent from the printout',
  });

  p = k.person();
  f = make(p, { state: 'NV', ds: 'iso' });
  out.push({
    key: 'nevada-awareness',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'certificate.expiration_date': f.expIso, ...personData('match', 'not_present') },
  });

  p = k.person();
  f = make(p, { state: 'NV' });
  out.push({
    key: 'sent-as-food',
    person: requestPerson(p),
    document_type: 'food_handler_certification',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
