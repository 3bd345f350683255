// A health-system influenza vaccination declination statement: season named in the title, reason tick boxes
// (medical contraindication / religious / personal), masking acknowledgement, employee signature and date.
import { addDays, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'declination_statement',
  split: 'tuning',
  description:
    'Influenza declination statement: season in title, reason tick boxes, masking acknowledgement, signature and date',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `h1 { font-size:13pt; margin:12px 0 4px; } p, li { font-size:10pt; line-height:1.4; } .r { margin:5px 0 5px 10px; font-size:10pt; }`;
  const body = `
  <div style="display:flex;justify-content:space-between;border-bottom:4px solid #0b6e99;padding-bottom:6px"><b style="font-size:15pt;color:#0b6e99">Tidewater Regional Health</b><span style="font-size:8.5pt">Occupational Health Services<br>Policy OH-117</span></div>
  <h1>Declination of Influenza Vaccination — ${esc(f.season)} Influenza Season</h1>
  <p>My employer has recommended that I receive influenza vaccine to protect the patients I care for, my co-workers and my family.
  I understand that influenza is a serious respiratory disease and that I can spread it before I have symptoms.</p>
  <p>I understand that, by declining, I must wear a surgical mask in patient-care areas for the duration of the influenza season as defined by the health department.</p>
  <p><b>I decline the influenza vaccine for the following reason (check one):</b></p>
  <div class="r">${tk(f.reason === 'medical')} Medical contraindication (documentation from my provider is attached)</div>
  <div class="r">${tk(f.reason === 'religious')} Sincerely held religious belief</div>
  <div class="r">${tk(f.reason === 'personal')} Personal / philosophical reasons</div>
  <div class="r">${tk(false)} I received the vaccine elsewhere (attach proof)</div>
  <table style="width:100%;margin-top:26px;font-size:10pt"><tr>
   <td>Employee name (print)<br><span style="display:inline-block;min-width:250px;border-bottom:1px solid #000">${H(f.name)}</span></td>
   <td>Employee ID<br><span style="display:inline-block;min-width:110px;border-bottom:1px solid #000">${H(f.emp)}</span></td></tr>
   <tr><td style="padding-top:18px">Signature<br><span style="display:inline-block;min-width:250px;border-bottom:1px solid #000">${sig(f.signer, { font: f.sigFont })}</span></td>
   <td style="padding-top:18px">Date<br><span style="display:inline-block;min-width:110px;border-bottom:1px solid #000">${H(f.date)}</span></td></tr></table>`;
  return page({ title: 'Declination', body, css, font: FONTS.lato, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = addDays('2026-09-25', rng.int(0, 50));
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check', 'bracket']),
      season: '2026–2027',
      reason: o.reason === undefined ? 'religious' : o.reason,
      name: nameAs(p, o.nameStyle || 'first_last'),
      emp: rng.digits(6),
      signer: `${p.first} ${p.last}`,
      date: fmt(iso, rng.pick(['us', 'us_nz'])),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'declined-not-allowed',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': f.iso },
  });

  p = k.person();
  f = make(p, { reason: 'medical' });
  out.push({
    key: 'declined-allowed-medical',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: {
      record_type: 'declination',
      'declination.date': f.iso,
      'declination.season': '2026-2027',
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { reason: null });
  out.push({
    key: 'declined-no-reason',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination reason'],
    data: { record_type: 'declination' },
  });

  p = k.person();
  f = make(p, { reason: 'personal', nameStyle: 'LAST_FIRST' });
  out.push({
    key: 'declined-allowed-personal',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: { record_type: 'declination', 'person.name.status': 'match' },
  });
  return out;
}
