// A two-page pre-placement physical examination form: page 1 history questions, vitals, vision and a systems table
// with Normal/Abnormal tick boxes; page 2 the examiner's fitness determination (three tick boxes, restrictions
// line), examiner name/credentials/facility, signature and date. Handwritten entries.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'preplacement_exam_form',
  split: 'blind',
  multipage: true,
  description:
    'Two-page pre-placement physical form: history/vitals/systems grid with tick boxes; page 2 fitness determination + signature',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `h1 { font-size:14pt; margin:0; } .hd { border-bottom:2px solid #5a2d82; padding-bottom:4px; margin-bottom:8px; display:flex; justify-content:space-between; align-items:flex-end; }
  table.g { width:100%; } table.g td, table.g th { border:1px solid #777; padding:3px 5px; font-size:9pt; } table.g th { background:#ece6f3; text-align:left; }
  .ln { display:inline-block; border-bottom:1px solid #000; min-width:120px; min-height:18px; }`;
  const systems = [
    'HEENT',
    'Neck / thyroid',
    'Heart',
    'Lungs',
    'Abdomen',
    'Musculoskeletal / back',
    'Extremities',
    'Neurological',
    'Skin',
  ];
  const hd = (n) =>
    `<div class="hd"><div><b style="color:#5a2d82">Foothill Occupational Medicine Associates</b><h1>Pre-Placement Physical Examination</h1></div><div style="font-size:8.5pt">Page ${n} of 2</div></div>`;
  const body = `<div class="pb">${hd(1)}
  <table class="g"><tr><td>Name (Last, First, MI): ${H(f.name)}</td><td>DOB: ${H(f.dob)}</td><td>Position: ${H(f.position)}</td></tr></table>
  <table class="g" style="margin-top:8px"><tr><th colspan="2">Health history (employee completes)</th></tr>
  ${['Heart disease or high blood pressure', 'Asthma or lung disease', 'Back injury or surgery', 'Seizures', 'Diabetes'].map((q) => `<tr><td>${q}</td><td style="width:110px">${tk(false)} Yes ${tk(true)} No</td></tr>`).join('')}</table>
  <table class="g" style="margin-top:8px"><tr><th colspan="6">Vitals &amp; screening</th></tr>
  <tr><td>BP ${H(f.bp)}</td><td>Pulse ${H(f.pulse)}</td><td>Ht ${H(f.ht)}</td><td>Wt ${H(f.wt)}</td><td>Vision R 20/${H(f.vr)} L 20/${H(f.vl)}</td><td>Hearing ${tk(true)} WNL</td></tr></table>
  <table class="g" style="margin-top:8px"><tr><th>System</th><th style="width:80px">Normal</th><th style="width:80px">Abnormal</th><th>Comments</th></tr>
  ${systems.map((s) => `<tr><td>${s}</td><td>${tk(!f.abn || f.abn.sys !== s)}</td><td>${tk(f.abn && f.abn.sys === s)}</td><td>${f.abn && f.abn.sys === s ? H(f.abn.comment) : ''}</td></tr>`).join('')}</table></div>
  <div>${hd(2)}
  <table class="g"><tr><th>Fitness for duty determination</th></tr>
  <tr><td style="padding:8px">Based on this examination the employee:<br><br>
   ${tk(f.clearance === 'cleared')} is medically qualified to perform the essential functions of the position without restriction<br><br>
   ${tk(f.clearance === 'cleared_with_restrictions')} is medically qualified <b>with the following restrictions</b>: <span class="ln" style="min-width:260px">${H(f.restr)}</span><br><br>
   ${tk(f.clearance === 'not_cleared')} is <b>not</b> medically qualified at this time</td></tr></table>
  <table style="width:100%;margin-top:16px;font-size:10pt"><tr><td>Examiner name: <span class="ln" style="min-width:200px">${H(f.exName)}</span></td><td>Credentials: <span class="ln">${H(f.exCred)}</span></td></tr>
  <tr><td style="padding-top:14px">Examiner signature: <span class="ln" style="min-width:220px">${sig(f.exSig, { font: f.sigFont })}</span></td><td style="padding-top:14px">Date of exam: <span class="ln">${H(f.date)}</span></td></tr></table>
  <div style="font-size:8.5pt;margin-top:18px">Foothill Occupational Medicine Associates · 2290 Tamarack Dr, Reno, NV 89502 · (775) 555-0190</div></div>`;
  return page({ title: 'Physical exam', body, css, font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-05-01', rng.int(0, 180));
    const ds = rng.pick(['us', 'us_nz', 'us_short']);
    const ex = rng.pick([
      ['Harriet Osgood', 'MD'],
      ['Nikhil Barua', 'DO'],
      ['Selma Fairweather', 'PA-C'],
    ]);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check']),
      name: nameAs(p, 'last_first_mi'),
      dob: fmt(p.dob, ds),
      position: rng.pick(['CNA', 'RN', 'Home health aide']),
      bp: `${rng.int(108, 132)}/${rng.int(68, 84)}`,
      pulse: rng.int(60, 88),
      ht: `5'${rng.int(2, 11)}"`,
      wt: rng.int(120, 210),
      vr: rng.pick([20, 25, 30]),
      vl: rng.pick([20, 25, 30]),
      abn: o.abn || null,
      clearance: o.clearance === undefined ? 'cleared' : o.clearance,
      restr: o.restr || '',
      exName: ex[0],
      exCred: ex[1],
      exSig: o.noSig ? '' : ex[0],
      date: fmt(iso, ds),
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'cleared',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, {
    clearance: 'cleared_with_restrictions',
    restr: 'No lifting over 25 lb for 6 weeks',
    abn: { sys: 'Musculoskeletal / back', comment: 'paraspinal tenderness' },
  });
  out.push({
    key: 'lifting-restriction',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, {
    clearance: 'cleared_with_restrictions',
    restr: 'No lifting over 25 lb for 6 weeks',
    abn: { sys: 'Musculoskeletal / back', comment: 'paraspinal tenderness' },
  });
  out.push({
    key: 'restriction-allowed',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    data: { clearance: 'cleared_with_restrictions', exam_date: f.iso },
  });

  p = k.person();
  f = make(p, { clearance: 'not_cleared', abn: { sys: 'Heart', comment: 'new murmur, refer cardiology' } });
  out.push({
    key: 'not-qualified',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, { noSig: true });
  out.push({
    key: 'unsigned',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { clearance: 'cleared' },
  });

  p = k.person();
  f = make(p, { clearance: null });
  out.push({
    key: 'no-determination-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing clearance'],
    data: { exam_date: f.iso },
  });
  return out;
}
