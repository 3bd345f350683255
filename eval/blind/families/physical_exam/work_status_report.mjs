// An occupational-clinic "work status report" after a fitness-for-duty exam: a grid with the visit date, a work
// status block of three tick boxes (full duty / modified duty with limits table / off work), provider block.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'work_status_report',
  split: 'blind',
  description:
    'Occupational-clinic work status report: visit grid, full/modified/off-work tick boxes with a limits table, provider block',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `table.g { width:100%; } table.g td { border:1px solid #555; padding:4px 6px; font-size:9.5pt; vertical-align:top; } .l { font-size:7.5pt; color:#444; display:block; }
  h2 { background:#1f2937; color:#fff; font-size:10pt; padding:3px 6px; margin:12px 0 0; }`;
  const lim = ['Lifting (lb)', 'Standing / walking', 'Bending / stooping', 'Patient transfers'];
  const body = `<div style="display:flex;justify-content:space-between;align-items:center"><div style="font-size:15pt;font-weight:bold">WORK STATUS REPORT</div><div style="text-align:right;font-size:9pt"><b>Lakeshore WorkCare</b><br>5510 Grange Hall Rd, Lansing MI 48906</div></div>
  <table class="g" style="margin-top:8px"><tr><td><span class="l">Employee</span>${H(f.name)}</td><td><span class="l">DOB</span>${H(f.dob)}</td><td><span class="l">Employer</span>${H(f.employer)}</td></tr>
  <tr><td><span class="l">Date of visit / exam</span>${H(f.date)}</td><td colspan="2"><span class="l">Type of visit</span>${tk(true)} Fitness-for-duty / pre-placement ${tk(false)} Injury follow-up</td></tr></table>
  <h2>WORK STATUS</h2><table class="g"><tr><td style="padding:8px">
   <div>${tk(f.status === 'full')} <b>Full duty</b> — no restrictions</div>
   <div style="margin-top:6px">${tk(f.status === 'modified')} <b>Modified duty</b> — with the limits below until ${H(f.until)}</div>
   <div style="margin-top:6px">${tk(f.status === 'off')} <b>Not able to work</b> at this time</div></td></tr></table>
  <table class="g" style="margin-top:6px">${lim.map((l, i) => `<tr><td style="width:40%">${l}</td><td>${H(f.limits[i] || '')}</td></tr>`).join('')}</table>
  <h2>PROVIDER</h2><table class="g"><tr><td><span class="l">Provider name / credentials</span>${H(f.prov)}</td><td><span class="l">Signature</span>${sig(f.sig, { font: f.sigFont, size: '1.7em' })}</td></tr></table>`;
  return page({ title: 'Work status', body, css, font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-05-01', rng.int(0, 180));
    const ds = rng.pick(['us', 'us_nz']);
    const prov = rng.pick([
      ['Imogen Stroud', 'MD'],
      ['Rafe Castillo', 'PA-C'],
    ]);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check', 'fill']),
      name: nameAs(p, o.nameStyle || 'last_first'),
      dob: fmt(p.dob, ds),
      employer: rng.pick(['Lakeside Staffing', 'Unity Home Care']),
      date: fmt(iso, ds),
      status: o.status || 'full',
      until: o.status === 'modified' ? fmt(addDays(iso, 28), ds) : '',
      limits: o.limits || [],
      prov: `${prov[0]}, ${prov[1]}`,
      sig: prov[0],
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'full-duty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, { status: 'modified', limits: ['max 15 lb', 'as tolerated', 'occasional', 'none'] });
  out.push({
    key: 'modified-duty',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { clearance: 'cleared_with_restrictions' },
  });

  p = k.person();
  f = make(p, { status: 'off' });
  out.push({
    key: 'off-work',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, { status: 'modified', limits: ['max 25 lb', '', '', 'with assist'] });
  out.push({
    key: 'modified-allowed',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    data: { clearance: 'cleared_with_restrictions', exam_date: f.iso },
  });
  return out;
}
