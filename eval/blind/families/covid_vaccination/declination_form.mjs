// A staffing company's COVID-19 vaccination declination / exemption request: reason boxes (medical, religious,
// personal), free-text explanation, acknowledgement bullets, signature and date; handwritten.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'declination_form',
  split: 'tuning',
  description:
    'Staffing-company COVID-19 declination/exemption form: reason boxes, handwritten explanation, acknowledgements, signature/date',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `h1 { font-size:14pt; margin:14px 0 6px; } p, li { font-size:10pt; line-height:1.4; } .opt { margin:6px 0 6px 8px; font-size:10.5pt; }
  .ln { display:inline-block; border-bottom:1px solid #000; min-width:200px; min-height:18px; }`;
  const body = `
  <div style="background:#12355b;color:#fff;padding:10px 14px;font-size:14pt;font-weight:bold">MERIDIAN CLINICAL STAFFING <span style="font-weight:normal;font-size:9pt">· Compliance</span></div>
  <h1>COVID-19 Vaccination Declination</h1>
  <p>Name: <span class="ln" style="min-width:300px">${H(f.name)}</span> &nbsp; Date of birth: <span class="ln" style="min-width:120px">${H(f.dob)}</span></p>
  <p>I am declining COVID-19 vaccination for the reason marked below:</p>
  <div class="opt">${tk(f.reason === 'medical')} <b>Medical</b> — a licensed provider has documented a contraindication</div>
  <div class="opt">${tk(f.reason === 'religious')} <b>Religious</b> — a sincerely held religious belief, practice or observance</div>
  <div class="opt">${tk(f.reason === 'personal')} <b>Personal</b> — other personal reasons</div>
  <p style="margin-top:10px">Explanation (optional):<br><span class="ln" style="min-width:100%">${H(f.expl)}</span></p>
  <ul><li>I understand that client facilities may require additional precautions, testing or masking, or may decline my assignment.</li>
  <li>I may change my decision at any time by providing proof of vaccination.</li></ul>
  <p style="margin-top:26px">Signature: <span class="ln" style="min-width:260px">${sig(f.signer, { font: f.sigFont })}</span> &nbsp; Date: <span class="ln" style="min-width:120px">${H(f.date)}</span></p>`;
  return page({ title: 'Declination', body, css, font: FONTS.open, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = addDays('2026-06-01', rng.int(0, 150));
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check']),
      name: nameAs(p, o.nameStyle || 'first_last'),
      dob: fmt(p.dob, 'us'),
      reason: o.reason === undefined ? 'personal' : o.reason,
      expl: o.expl || '',
      signer: `${p.first} ${p.last}`,
      date: o.noDate ? '' : fmt(iso, rng.pick(['us', 'us_nz'])),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'declination-not-allowed',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination' },
  });

  p = k.person();
  f = make(p, { reason: 'medical', expl: 'Anaphylaxis to PEG — letter from Dr. Haines attached' });
  out.push({
    key: 'medical-allowed',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: {
      record_type: 'declination',
      'declination.reason': 'medical',
      'declination.date': f.iso,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { reason: 'religious', noDate: true });
  out.push({
    key: 'undated',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination date'],
    data: { 'declination.reason': 'religious' },
  });

  p = k.person();
  f = make(p, { reason: null });
  out.push({
    key: 'no-reason-marked',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination reason'],
    data: { record_type: 'declination' },
  });

  p = k.person();
  f = make(p, { reason: 'religious', nameStyle: 'last_first' });
  out.push({
    key: 'religious-allowed',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: { 'declination.reason': 'religious', 'person.name.status': 'match', 'person.dob.status': 'match' },
  });
  return out;
}
