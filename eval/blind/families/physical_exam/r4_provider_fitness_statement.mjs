// A staffing agency's "Health Care Provider Statement of Physical Fitness", landscape, in two columns: Part A
// (the applicant's part: "Name (Last, First, MI)", date of birth, position) on the left, Part B (the provider's
// findings, a line of three printed fitness statements of which one is circled, limitations, provider block with
// circled credential, license no., clinic stamp and signature) on the right. All entries handwritten.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r4_provider_fitness_statement',
  split: 'tuning',
  renderings: { text_pdf: 30, scanned_pdf: 25, photo: 22, scan_image: 10, fax: 13 },
  description:
    'Agency "Health Care Provider Statement of Physical Fitness" (landscape, Part A | Part B columns): "Name (Last, First, MI)", circled FIT / FIT WITH LIMITATIONS / NOT FIT, circled credential, clinic stamp, handwritten values',
};

const CHOICES = ['FIT FOR ALL DUTIES', 'FIT WITH LIMITATIONS (list below)', 'NOT FIT AT THIS TIME'];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const circ = (list, chosen, sep = '&nbsp;&nbsp;&nbsp;&nbsp;') =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="border:2px solid ${f.ink};border-radius:50%;padding:2px 8px;margin:0 -8px">${esc(o)}</span>`
          : esc(o),
      )
      .join(sep);
  const css = `
  .t { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #000; padding-bottom:4px; }
  .t .a { font-size:13pt; font-weight:bold; }
  .t .b { font-size:8pt; text-align:right; }
  .cols { display:flex; gap:0; margin-top:8px; border:1.5px solid #000; }
  .ca { width:36%; border-right:1.5px solid #000; padding:8px 10px; }
  .cb { width:64%; padding:8px 10px; }
  .ph { font-weight:bold; font-size:9.5pt; background:#000; color:#fff; padding:2px 6px; margin:-8px -10px 8px; }
  .f { border-bottom:1px solid #444; min-height:27px; margin-bottom:6px; }
  .lab { display:block; font-size:7.2pt; color:#333; text-transform:uppercase; letter-spacing:0.2px; }
  table.g { width:100%; font-size:8pt; } table.g td { border:1px solid #999; padding:2px 4px; }
  .choice { font-size:9.5pt; font-weight:bold; margin:10px 0 8px; line-height:2; }
  .small { font-size:7.3pt; color:#333; line-height:1.35; }`;
  const vit = f.vitals;
  const body = `
  <div class="t"><div class="a">${esc(f.agency)}<div style="font-size:10pt;font-weight:normal">Health Care Provider Statement of Physical Fitness</div></div>
    <div class="b">Form HR-114 · Return to Credentialing<br>Fax ${esc(f.fax)}</div></div>
  <div class="cols">
    <div class="ca"><div class="ph">PART A — APPLICANT</div>
      <div class="f"><span class="lab">Name (Last, First, MI)</span>${H(f.name)}</div>
      <div class="f"><span class="lab">Date of birth</span>${H(f.dob)}</div>
      <div class="f"><span class="lab">Position applied for</span>${H(f.position)}</div>
      <div class="f"><span class="lab">Applicant signature</span>${sig(f.applicantSig, { font: f.sigFont2, ink: '#222', size: '1.5em' })}</div>
      <div class="small" style="margin-top:10px"><b>Essential functions:</b> lift/transfer up to 50 lb with assistance; stand and walk for 12-hour shifts;
      push/pull equipment; bend, kneel and reach; hear alarms; read monitors and labels; respond to emergencies.</div>
      <div class="small" style="margin-top:8px">I authorize the provider to release this statement to the agency.</div>
    </div>
    <div class="cb"><div class="ph">PART B — HEALTH CARE PROVIDER</div>
      <div style="display:flex;gap:10px">
        <div class="f" style="flex:1"><span class="lab">Date of examination</span>${H(f.examDate)}</div>
        <div class="f" style="flex:1.4"><span class="lab">Type of examination</span>${H(f.examType, { size: '1.05em' })}</div></div>
      <table class="g"><tr><td>BP ${H(vit.bp, { size: '1.05em' })}</td><td>Pulse ${H(vit.pulse, { size: '1.05em' })}</td><td>Ht ${H(vit.ht, { size: '1.05em' })}</td><td>Wt ${H(vit.wt, { size: '1.05em' })}</td><td>Vision R/L ${H(vit.vis, { size: '1.05em' })}</td></tr></table>
      <div class="choice">In my opinion the applicant is (circle one):<br>${circ(CHOICES, f.choice)}</div>
      <div class="f"><span class="lab">Limitations / accommodations</span>${H(f.limits)}</div>
      <div style="display:flex;gap:10px">
        <div class="f" style="flex:1.4"><span class="lab">Provider name (print)</span>${H(f.provider)}</div>
        <div class="f" style="flex:1"><span class="lab">Credential (circle)</span><span style="font-size:9pt">${circ(['MD', 'DO', 'NP', 'PA-C'], f.cred, '&nbsp;&nbsp;&nbsp;')}</span></div>
        <div class="f" style="flex:1"><span class="lab">License no.</span>${H(f.license, { size: '1.05em' })}</div></div>
      <div style="display:flex;gap:10px;align-items:flex-end">
        <div class="f" style="flex:1.5"><span class="lab">Provider signature</span>${f.signed ? sig(f.provider, { font: f.sigFont, ink: f.ink, size: '1.7em' }) : ''}</div>
        <div style="flex:1;text-align:center;padding-bottom:4px">${stamp(f.stampLines, { color: '#6a1b9a', rot: -3 })}</div></div>
    </div>
  </div>
  <div class="small" style="margin-top:6px">This statement is valid for twelve months from the date of examination for placement purposes. Incomplete forms will be returned.</div>`;
  return page({
    title: 'Provider statement',
    body,
    css,
    size: 'letter landscape',
    margin: '0.4in',
    font: FONTS.sans,
  });
}

export function cases(k) {
  const { rng } = k;
  const providers = [
    ['Marguerite Oduya', 'MD', 'Lakeshore Occupational Medicine'],
    ['Desmond Achterberg', 'PA-C', 'Capitol Square Urgent Care'],
    ['Yolanda Fairweather', 'NP', 'Isthmus Family Health'],
    ['Anders Lindgren', 'DO', 'Monona Bay Medical Group'],
  ];
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-07-20', rng.int(0, 110));
    const [prov, cred, clinic] = rng.pick(providers);
    const ds = rng.pick(['us', 'us_nz', 'us_short']);
    return {
      agency: rng.pick([
        'Northwind Per Diem Nursing',
        'Badger State Clinical Staffing',
        'Solace Travel Health',
      ]),
      fax: `(608) 555-0${rng.digits(3)}`,
      name: nameAs(p, o.nameStyle || 'last_first_mi'),
      dob: fmt(p.dob, ds),
      position: rng.pick(['RN – travel', 'CNA per diem', 'LPN long-term care']),
      applicantSig: nameAs(p, 'first_last'),
      examDate: fmt(iso, ds),
      examType: rng.pick(['Pre-placement physical', 'Annual physical', 'Pre-employment']),
      vitals: {
        bp: `${rng.int(108, 136)}/${rng.int(66, 86)}`,
        pulse: String(rng.int(58, 88)),
        ht: `${rng.int(5, 6)}'${rng.int(0, 11)}"`,
        wt: `${rng.int(120, 220)} lb`,
        vis: `20/${rng.pick([20, 25, 30])} 20/${rng.pick([20, 25, 30])}`,
      },
      choice: o.choice || CHOICES[0],
      limits: o.limits || (o.choice ? '' : 'None'),
      provider: `${prov}`,
      cred,
      license: `WI ${rng.digits(5)}-${rng.pick(['20', '31', '33'])}`,
      signed: !o.unsigned,
      stampLines: [clinic, `${prov}, ${cred}`, 'Madison, WI 53703'],
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      iso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'fit-for-all-duties',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
    note: 'the clearance is the circled statement among three printed on one line',
  });

  p = k.person();
  f = make(p, { nameStyle: 'LAST_FIRST_MI' });
  out.push({
    key: 'fit-caps-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.iso, clearance: 'cleared', ...personData() },
  });

  p = k.person();
  f = make(p, {
    choice: CHOICES[1],
    limits: rng.pick([
      'No lifting over 25 lb until 01/15/27',
      'Seated breaks q2h; no night shifts x 60 days',
    ]),
  });
  out.push({
    key: 'limitations-allowed',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present', 'not cleared'],
    data: { exam_date: f.iso, clearance: 'cleared_with_restrictions' },
    note: 'FIT WITH LIMITATIONS circled; the client allows restrictions',
  });

  p = k.person();
  f = make(p, { choice: CHOICES[2], limits: 'Re-evaluate after cardiology follow-up' });
  out.push({
    key: 'not-fit-circled',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-05-12', rng.int(0, 120)) });
  out.push({
    key: 'examined-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.iso },
    note: 'examined more than 365 days before valid_on',
  });

  p = k.person();
  f = make(p, { unsigned: true });
  out.push({
    key: 'stamped-not-signed',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.iso, clearance: 'cleared' },
    note: "the clinic stamp carries the provider's name but the signature line is empty",
  });
  return out;
}
