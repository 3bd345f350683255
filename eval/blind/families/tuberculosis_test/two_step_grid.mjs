// A long-term-care employer's two-step TST documentation grid (landscape): one row per step, tick boxes for
// Neg/Pos inside the table cells, nurse initials, and a symptom-screen strip below.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'two_step_grid',
  split: 'blind',
  description:
    'Landscape two-step TST grid: step rows with placed/read dates, mm, Neg/Pos tick boxes in cells, initials; symptom strip',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `
  h1 { font-size:14pt; margin:0; } .sub { font-size:9pt; color:#444; margin-bottom:8px; }
  table.g { width:100%; } table.g th { background:#d9d2b8; border:1px solid #444; font-size:8.5pt; padding:4px; }
  table.g td { border:1px solid #444; height:38px; padding:3px 5px; text-align:center; }
  .who td { padding:3px 8px 3px 0; font-size:10pt; }`;
  const row = (label, s) =>
    `<tr><td style="text-align:left"><b>${label}</b></td><td>${H(s?.placed)}</td><td>${H(s?.site)}</td><td>${H(s?.lot)}</td><td>${H(s?.pInit)}</td><td>${H(s?.read)}</td><td>${H(s?.mm)}</td><td>${tk(s?.res === 'neg')}</td><td>${tk(s?.res === 'pos')}</td><td>${H(s?.rInit)}</td></tr>`;
  const body = `
  <div style="display:flex;justify-content:space-between"><div><h1>Two-Step Tuberculin Skin Test Documentation</h1>
  <div class="sub">Pinecrest Senior Living Communities · Employee Health · Form EH-12</div></div>
  <div style="font-size:8.5pt;text-align:right">Step 2 is placed 1–3 weeks after step 1 is read.<br>Read 48–72 hours after placement.</div></div>
  <table class="who"><tr><td>Employee:</td><td style="min-width:260px;border-bottom:1px solid #000">${H(f.name)}</td><td>&nbsp; DOB:</td><td style="min-width:110px;border-bottom:1px solid #000">${H(f.dob)}</td><td>&nbsp; Dept:</td><td style="min-width:110px;border-bottom:1px solid #000">${H(f.dept)}</td></tr></table>
  <table class="g" style="margin-top:10px">
   <tr><th rowspan="2"></th><th colspan="4">PLACEMENT</th><th colspan="5">READING</th></tr>
   <tr><th>Date</th><th>Site</th><th>Lot #</th><th>Initials</th><th>Date</th><th>mm</th><th>Neg</th><th>Pos</th><th>Initials</th></tr>
   ${row('Step 1', f.s1)}${row('Step 2', f.s2)}</table>
  <table class="g" style="margin-top:10px"><tr><th style="text-align:left">Symptom screen</th><th>Cough &gt; 3 wks</th><th>Fever</th><th>Night sweats</th><th>Weight loss</th><th>Hemoptysis</th></tr>
   <tr><td style="text-align:left">${H(f.s1?.placed)}</td><td>${tk(false)} Y ${tk(true)} N</td><td>${tk(false)} Y ${tk(true)} N</td><td>${tk(false)} Y ${tk(true)} N</td><td>${tk(false)} Y ${tk(true)} N</td><td>${tk(false)} Y ${tk(true)} N</td></tr></table>
  <table style="width:100%;margin-top:16px;font-size:9pt"><tr>
   <td>Nurse signature: <span style="display:inline-block;min-width:200px;border-bottom:1px solid #000">${sig(f.nurse, { font: f.sigFont })}</span></td>
   <td>Printed: <span style="display:inline-block;min-width:160px;border-bottom:1px solid #000">${H(f.nursePrint)}</span></td>
   <td>Initials key: ${H(f.init)} = ${esc(f.nursePrint)}</td></tr></table>`;
  return page({
    title: 'Two-step TST',
    body,
    css,
    size: 'letter landscape',
    font: FONTS.sans,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, s1, s2, o = {}) => {
    const ds = rng.pick(['us', 'us_nz', 'us_short']);
    const n = rng.pick([
      ['Gwen Halloran', 'GH'],
      ['Ibrahim Sayed', 'IS'],
      ['Tamsin Royce', 'TR'],
    ]);
    const step = (s) =>
      s && {
        placed: fmt(s.placed, ds),
        site: rng.pick(['LFA', 'RFA']),
        lot: rng.alnum(5),
        pInit: n[1],
        read: s.read ? fmt(s.read, ds) : '',
        mm: s.mm,
        res: s.res,
        rInit: s.read ? n[1] : '',
      };
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check', 'fill']),
      name: nameAs(p, o.nameStyle || 'last_first_mi'),
      dob: fmt(p.dob, ds),
      dept: rng.pick(['Nursing', 'Dietary', 'Memory care']),
      s1: step(s1),
      s2: step(s2),
      nurse: n[0],
      nursePrint: `${n[0]}, RN`,
      init: n[1],
    };
  };
  const out = [];
  let p = k.person();
  let a = addDays('2026-08-03', rng.int(0, 60));
  let b = addDays(a, 2 + rng.int(7, 14));
  let f = make(
    p,
    { placed: a, read: addDays(a, 2), mm: '0', res: 'neg' },
    { placed: b, read: addDays(b, 2), mm: '0', res: 'neg' },
  );
  out.push({
    key: 'both-steps-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...personData() },
    note: 'a two-step baseline: two negative skin tests',
  });

  p = k.person();
  a = addDays('2026-08-03', rng.int(0, 60));
  b = addDays(a, 2 + rng.int(7, 14));
  f = make(
    p,
    { placed: a, read: addDays(a, 3), mm: '2', res: 'neg' },
    { placed: b, read: addDays(b, 2), mm: '13', res: 'pos' },
  );
  out.push({
    key: 'step2-positive',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: {},
  });

  p = k.person();
  a = addDays('2026-09-07', rng.int(0, 40));
  f = make(p, { placed: a, read: addDays(a, -5), mm: '0', res: 'neg' }, null);
  out.push({
    key: 'read-before-placed',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid test dates'],
    data: {},
    note: 'step 1 read date precedes its placement; step 2 not done',
  });

  p = k.person();
  a = addDays('2026-08-03', rng.int(0, 60));
  f = make(p, { placed: a, read: addDays(a, 2), mm: '0', res: 'neg' }, null, { nameStyle: 'LAST_FIRST' });
  out.push({
    key: 'step1-only-negative',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': a,
      'tests.0.report_date': addDays(a, 2),
      ...personData(),
    },
    note: 'only step 1 done; one negative TST',
  });
  return out;
}
