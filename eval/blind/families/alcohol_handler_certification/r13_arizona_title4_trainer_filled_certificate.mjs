// A pre-printed half-sheet "Certificate of Title 4 Training" from an Arizona liquor-law training provider approved
// by the state Department of Liquor Licenses and Control, completed by the trainer by hand at the end of an
// in-person class and then faxed by the bar's manager or photographed by the server. The serial number is printed
// in red; the trainer ticks the course among three printed ones (Basic On-Sale, Basic Off-Sale, Management) and
// writes the name, the date of training, the expiry (the sheet prints "valid for three (3) years from the date of
// training", and some trainers leave the Expires line blank), the class location, trainer name, trainer ID and
// signature.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r13_arizona_title4_trainer_filled_certificate',
  split: 'tuning',
  renderings: { text_pdf: 33, photo: 33, fax: 34 },
  description:
    'Pre-printed half-sheet Arizona "Certificate of Title 4 Training" from a DLLC-approved provider, completed by the trainer by hand: red serial no., course ticked among Basic On-Sale / Basic Off-Sale / Management, name, date of training, Expires line (blank in one: "valid for three (3) years" printed), class location, trainer name, ID and signature; expired, no training date and out-of-state-client variants',
};

const PROVIDERS = [
  {
    name: 'VERDE RIVER SERVER ACADEMY, LLC',
    addr: '2210 Saddleback Way, Mesa, AZ 85201 · (480) 555-0147',
    prov: 'T4-0412',
    color: '#8c3b12',
  },
  {
    name: 'MOGOLLON RIM LIQUOR LAW TRAINING',
    addr: '417 Harmon Blvd, Tucson, AZ 85705 · (520) 555-0183',
    prov: 'T4-0877',
    color: '#21465e',
  },
  {
    name: 'PAINTED CANYON HOSPITALITY SCHOOL',
    addr: '88 Pioneer Way, Flagstaff, AZ 86001 · (928) 555-0129',
    prov: 'T4-0265',
    color: '#4b2e6b',
  },
];
const COURSES = [
  ['basic_on', 'Basic Title 4 — On-Sale (bars, restaurants)'],
  ['basic_off', 'Basic Title 4 — Off-Sale (package stores, groceries)'],
  ['manager', 'Management Title 4 (managers, owners, agents)'],
];
const TRAINERS = [
  ['Lorraine Begay', 'TR-2291'],
  ['Esteban Quiroga', 'TR-1186'],
  ['Hollis Drummond', 'TR-3045'],
];
const LOCATIONS = [
  'Mesa — Riverview Hotel conf. rm B',
  'Tempe — Mill Ave Taproom',
  'Scottsdale — Camelback Grill',
];

function render(f) {
  const P = f.prov;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.3em', ...o });
  const css = `
  .c { border:3px solid ${P.color}; margin:0.22in; padding:0.14in 0.25in; height:5.06in; position:relative; }
  .hd { display:flex; gap:12px; align-items:center; border-bottom:1.5px solid ${P.color}; padding-bottom:4px; }
  .pn { font-size:13pt; font-weight:bold; color:${P.color}; letter-spacing:.8px; } .pa { font-size:7.6pt; color:#333; }
  .sn { margin-left:auto; text-align:right; font-size:7.5pt; } .sn b { color:#c1121f; font-size:13pt; font-family:${FONTS.courier}; }
  .ti { text-align:center; font-family:${FONTS.caladea}; font-size:17pt; font-weight:bold; margin:6px 0 2px; letter-spacing:1px; }
  .ap { text-align:center; font-size:7.8pt; }
  .ln { display:flex; gap:8px; align-items:flex-end; font-size:9pt; margin-top:6px; }
  .u { border-bottom:1px solid #333; min-height:22px; flex:1; padding:0 4px; }
  .cr { font-size:9pt; margin:5px 0 0 14px; line-height:1.55; }
  .fn { position:absolute; left:0.25in; right:0.25in; bottom:0.08in; font-size:6.8pt; color:#333; border-top:1px solid #aaa; padding-top:2px; }`;
  const courses = COURSES.map(
    ([k, t]) => `<div>${box(f.course === k, { ink: f.ink, font: f.hand })} ${esc(t)}</div>`,
  ).join('');
  return page({
    title: 'Certificate of Title 4 Training',
    size: '8.5in 5.5in',
    margin: '0',
    css,
    font: FONTS.open,
    body: `<div class="c">
   <div class="hd">${seal({ text: 'APPROVED TITLE 4 TRAINING · ARIZONA · ', inner: '☀', color: P.color, size: 56 })}<div><div class="pn">${esc(P.name)}</div><div class="pa">${esc(P.addr)}</div></div>
    <div class="sn">Certificate No.<br><b>${esc(f.serial)}</b></div></div>
   <div class="ti">CERTIFICATE OF TITLE 4 TRAINING</div>
   <div class="ap">Training provider approved by the Arizona Department of Liquor Licenses and Control · Provider No. ${esc(P.prov)}</div>
   <div class="ln"><span>This certifies that</span><span class="u">${H(f.name, { size: '1.45em' })}</span></div>
   <div style="font-size:8.5pt;margin-top:5px">has completed the following approved liquor law training course (check one):</div>
   <div class="cr">${courses}</div>
   <div class="ln"><span>Date of training</span><span class="u" style="flex:0.9">${H(f.trained)}</span><span>Expires</span><span class="u" style="flex:0.9">${H(f.expires)}</span></div>
   <div style="font-size:7.6pt;margin-top:2px">This certificate is valid for three (3) years from the date of training.</div>
   <div class="ln"><span>Class location</span><span class="u">${H(f.loc, { size: '1.1em' })}</span></div>
   <div class="ln"><span>Trainer (print)</span><span class="u" style="flex:0.9">${H(f.trainer, { size: '1.15em' })}</span><span>Trainer ID</span><span class="u" style="flex:0.35">${H(f.trainerId, { size: '1.1em' })}</span><span>Signature</span><span class="u">${sig(f.trainer, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</span></div>
   <div class="ln"><span>Student signature</span><span class="u" style="flex:0.8">${sig(f.studentSig, { font: f.sigFont2, ink: '#222', size: '1.4em' })}</span><span>Employer / licensed premises</span><span class="u">${H(f.premises, { size: '1.1em' })}</span></div>
   <div class="fn">The licensee must keep a copy of this certificate on the licensed premises. Title 4 training is an Arizona requirement and does not transfer to other states. Lost certificates: contact the provider with the certificate number.</div>
  </div>`,
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, course, trainedIso, o = {}) => {
    const prov = rng.pick(PROVIDERS);
    const [trainer, trainerId] = rng.pick(TRAINERS);
    const style = rng.pick(['us', 'us_short', 'us_nz']);
    const expIso = addYears(trainedIso, 3);
    return {
      prov,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      studentSig: `${p.first} ${p.last}`,
      premises: rng.pick([
        'Saguaro Flats Cantina',
        'The Ironwood Tap House',
        'Red Mesa Bistro',
        'Copper Queen Lounge',
      ]),
      serial: `${prov.prov.slice(3)}-${rng.digits(5)}`,
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'first_mi_last'])),
      course,
      trained: o.noTrained ? '' : fmt(trainedIso, style),
      expires: o.noExp ? '' : fmt(expIso, style),
      loc: rng.pick(LOCATIONS),
      trainer,
      trainerId,
      trainedIso,
      expIso,
    };
  };
  const data = (f) => ({
    'certificate.id': f.serial,
    'certificate.issue_date': f.trainedIso,
    'certificate.expiration_date': f.expIso,
    'certificate.kind': f.course === 'manager' ? 'manager' : 'handler',
  });
  const out = [];

  let p = k.person();
  let t = addDays('2024-02-05', rng.int(0, 900));
  let f = make(p, 'basic_on', t);
  out.push({
    key: 'basic-on-sale-expires-written',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: 'Basic On-Sale ticked; date of training and Expires written by the trainer; the red serial is the certificate no., the provider no. is not',
  });

  p = k.person();
  t = addDays('2024-05-06', rng.int(0, 850));
  f = make(p, 'manager', t);
  out.push({
    key: 'management-course',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: 'Management Title 4 ticked: a manager-level certificate',
  });

  p = k.person();
  t = addDays('2024-08-05', rng.int(0, 750));
  f = make(p, rng.pick(['basic_on', 'basic_off']), t, { noExp: true });
  out.push({
    key: 'expires-line-left-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { ...data(f), ...personData('match', null) },
    note: `the trainer left Expires blank; the sheet prints "valid for three (3) years from the date of training": ${t} + 3 years = ${f.expIso}`,
  });

  p = k.person();
  t = addDays('2022-01-10', rng.int(0, 500));
  f = make(p, 'basic_on', t);
  out.push({
    key: 'expired-certificate',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: `Expires ${f.expires}, before valid_on`,
  });

  p = k.person();
  t = addDays('2025-03-03', rng.int(0, 500));
  f = make(p, 'basic_off', t, { noTrained: true });
  out.push({
    key: 'date-of-training-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.issue_date': null, 'certificate.expiration_date': f.expIso },
    note: 'the trainer wrote Expires but left Date of training blank',
  });

  p = k.person();
  t = addDays('2025-01-13', rng.int(0, 600));
  f = make(p, 'basic_on', t);
  out.push({
    key: 'arizona-title4-client-accepts-california',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['CA'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'a current Arizona Title 4 certificate; the client accepts California (RBS) only, and the sheet says Title 4 does not transfer to other states',
  });

  const order = rng.shuffle(['fax', 'fax', 'photo', 'photo', 'text_pdf', 'text_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
