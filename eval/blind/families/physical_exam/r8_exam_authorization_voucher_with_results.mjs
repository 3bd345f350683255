// A staffing agency's exam authorization voucher that comes back from the occupational clinic with the results on
// the same sheet. Top half (agency, typed and signed by the recruiter): candidate, DOB, position, services
// authorized as ticked boxes, billing account, "Authorized by" signature and date, "voucher valid 30 days". Bottom
// half, below a dashed "CLINIC USE" rule, filled by hand by the clinic: date of examination, vitals, a findings row,
// the determination as four statements whose tick boxes come AFTER the text ("Cleared for the position without
// restrictions ☐"), a restrictions line, "Examining clinician (print)", credentials ringed (MD DO PA-C NP),
// signature, NPI, and the clinic's stamp. Two people sign this sheet; only the lower one is the examiner.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r8_exam_authorization_voucher_with_results',
  split: 'tuning',
  description:
    'Staffing-agency exam authorization voucher returned with clinic results on the same sheet: typed agency half (services ticked, recruiter "Authorized by" signature and date), dashed CLINIC USE half filled by hand (date of examination, vitals, determination statements with tick boxes AFTER the text, restrictions line, "Examining clinician" with ringed MD / DO / PA-C / NP, signature, NPI, clinic stamp); two signatures, only one the examiner\'s',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function wdate(isoDate, style) {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-').map(Number);
  if (style === 'dmon') return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`;
  return fmt(isoDate, style);
}
const AGENCIES = [
  { name: 'Summit Shift Healthcare Staffing', addr: '77 Bellwether Ct, Raleigh, NC 27603', color: '#0f4c81' },
  {
    name: 'TrueNorth Allied & Nursing Staff',
    addr: '1300 Fernhill Rd, Worcester, MA 01608',
    color: '#8a3b12',
  },
  { name: 'Keel & Compass Medical Staffing', addr: '402 Saddleback Way, Boise, ID 83702', color: '#2f6b4f' },
];
const CLINICS = [
  ['harbor', 'Harbor Occupational Medicine', '18 Pioneer Way, Raleigh, NC'],
  ['workwell', 'WorkWell Clinic at Fernhill', '1400 Fernhill Rd, Worcester, MA'],
  ['tv', 'Treasure Valley Employer Health', '9 Copperfield Dr, Boise, ID'],
];
const DET = [
  ['cleared', 'Cleared for the position without restrictions'],
  ['cleared_with_restrictions', 'Cleared with restrictions (list below)'],
  ['not_cleared', 'Not cleared for the position'],
  ['deferred', 'Determination deferred — further evaluation needed'],
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const a = f.ag;
  const ring = (c) =>
    c === f.cred
      ? `<span style="display:inline-block;border:1.6px solid ${f.ink};border-radius:50%;padding:0 6px">${c}</span>`
      : `<span style="padding:0 6px">${c}</span>`;
  const css = `
  .ah { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid ${a.color}; padding:0 8px 4px 0; }
  .ah .n { font-size:14pt; font-weight:bold; color:${a.color}; } .ah .a { font-size:8pt; }
  .ti { font-size:11.5pt; font-weight:bold; margin:8px 0 4px; }
  table.k { width:100%; font-size:9.3pt; } table.k td { padding:3px 6px 3px 0; vertical-align:top; } table.k td.l { color:#444; width:19%; font-size:8.3pt; }
  .svc { font-size:9pt; line-height:1.7; }
  .cut { border-top:2px dashed #555; margin:14px 0 6px; text-align:center; }
  .cut span { position:relative; top:-0.75em; background:#fff; padding:0 10px; font-size:8.5pt; font-weight:bold; letter-spacing:1px; }
  .row { display:flex; gap:12px; margin-top:6px; }
  .ln { flex:1; display:flex; align-items:flex-end; border-bottom:1px solid #333; min-height:26px; white-space:nowrap; }
  .ln .l { font-size:8pt; padding:0 6px 2px 0; }
  .det { font-size:9.6pt; margin-top:6px; }
  .det div { display:flex; justify-content:space-between; border-bottom:1px dotted #aaa; padding:3px 0; width:78%; }`;
  const det = DET.map(
    ([k, l]) =>
      `<div><span>${esc(l)}</span><span>${box(f.det === k, { ink: f.ink, font: f.hand })}</span></div>`,
  ).join('');
  const body = `
  <div class="ah"><div><div class="n">${esc(a.name)}</div><div class="a">${esc(a.addr)} · Clinical Compliance Dept.</div></div><div class="a" style="text-align:right">Voucher no. ${esc(f.voucher)}<br>Valid 30 days<br>from authorization</div></div>
  <div class="ti">AUTHORIZATION FOR PRE-PLACEMENT EXAMINATION</div>
  <table class="k">
   <tr><td class="l">Candidate</td><td>${esc(f.nameTyped)}</td><td class="l">Date of birth</td><td>${esc(f.dob)}</td></tr>
   <tr><td class="l">Position / specialty</td><td>${esc(f.position)}</td><td class="l">Assignment facility</td><td>${esc(f.facility)}</td></tr>
   <tr><td class="l">Services authorized</td><td colspan="3" class="svc">${box(true, { style: 'check', ink: '#111' })}Pre-placement physical examination &nbsp; ${box(f.tb, { style: 'check', ink: '#111' })}TB skin test (2 visits) &nbsp; ${box(f.drug, { style: 'check', ink: '#111' })}10-panel drug screen &nbsp; ${box(false, { style: 'check', ink: '#111' })}Respirator fit test &nbsp; ${box(false, { style: 'check', ink: '#111' })}Titers</td></tr>
   <tr><td class="l">Bill to</td><td>Account ${esc(f.acct)} — do not bill the candidate</td><td class="l">Send results to</td><td>compliance@${esc(a.name.split(' ')[0].toLowerCase())}.example</td></tr>
   <tr><td class="l">Authorized by</td><td>${sig(f.recruiter, { font: f.sigFont2, ink: '#1b1b1b', size: '1.5em' })} &nbsp; ${esc(f.recruiter)}, Recruiter</td><td class="l">Date authorized</td><td>${esc(f.authDate)}</td></tr>
  </table>
  <div class="cut"><span>CLINIC USE — RESULTS OF EXAMINATION</span></div>
  <div class="row"><div class="ln"><span class="l">Clinic</span>${H(f.clinic[1], { size: '1.05em' })}</div><div class="ln" style="flex:0.8"><span class="l">Date of examination</span>${H(f.examDate)}</div></div>
  <div class="row"><div class="ln"><span class="l">BP</span>${H(f.bp)}</div><div class="ln"><span class="l">Pulse</span>${H(f.hr)}</div><div class="ln"><span class="l">Ht</span>${H(f.ht)}</div><div class="ln"><span class="l">Wt</span>${H(f.wt)}</div><div class="ln" style="flex:1.7"><span class="l">Vision (R / L)</span>${H(f.vis)}</div></div>
  <div class="row"><div class="ln"><span class="l">Findings</span>${H(f.findings, { size: '1.05em' })}</div></div>
  <div class="det"><b>Determination</b> (mark one):${det}</div>
  <div class="row"><div class="ln"><span class="l">Restrictions / duration</span>${H(f.restr, { size: '1.05em' })}</div></div>
  <div class="row"><div class="ln" style="flex:1.3"><span class="l">Examining clinician (print)</span>${H(f.examiner)}</div><div class="ln" style="flex:1"><span class="l">Credentials</span>${ring('MD')} ${ring('DO')} ${ring('PA-C')} ${ring('NP')}</div></div>
  <div class="row" style="align-items:flex-end"><div class="ln" style="flex:1.3"><span class="l">Signature</span>${f.signed ? sig(f.examiner, { font: f.sigFont, ink: f.ink, size: '1.7em' }) : ''}</div><div class="ln"><span class="l">NPI</span>${H(f.npi)}</div><div style="flex:0.9;text-align:center;padding-top:14px">${stamp([f.clinic[1].toUpperCase(), f.clinic[2]], { color: '#7a1f4a', rot: -5 })}</div></div>
  <div style="font-size:7.5pt;color:#555;margin-top:10px">Return this sheet to the agency by fax or e-mail within one business day. The agency keeps the determination only; clinical notes stay with the clinic.</div>`;
  return page({ title: 'Exam authorization', body, css, font: FONTS.sans, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const examiners = [
    ['Rosalyn Achebe', 'MD'],
    ['Curtis Vandenberg', 'DO'],
    ['Mireille Santos', 'NP'],
    ['Hollis Grant', 'PA-C'],
  ];
  const make = (p, det, o = {}) => {
    const ex = o.ex || rng.pick(examiners);
    const examIso = o.examIso || addDays('2026-03-02', rng.int(0, 230));
    const authIso = addDays(examIso, -rng.int(3, 12));
    const ds = o.ds || rng.pick(['us_short', 'dmon', 'us']);
    const at = rng.int(0, AGENCIES.length - 1); // the agency sends candidates to a clinic in its own city
    return {
      ag: AGENCIES[at],
      clinic: CLINICS[at],
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      voucher: `PX-${rng.digits(6)}`,
      nameTyped: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'first_mi_last', 'last_first'])),
      dob: fmt(p.dob, 'us'),
      position: rng.pick(['RN — Med/Surg', 'CNA', 'Surgical Tech', 'LPN — LTC', 'RN — Telemetry']),
      facility: rng.pick(['Wake Crest Medical Center', 'Blackstone Valley Rehab', 'St. Adalbert West']),
      tb: rng.chance(0.6),
      drug: rng.chance(0.7),
      acct: rng.digits(5),
      recruiter: rng.pick(['Brianna Coles', 'Mateo Ferris', 'Janine Oakes']),
      authDate: fmt(authIso, 'us'),
      examDate: wdate(examIso, ds),
      bp: `${rng.int(108, 134)}/${rng.int(66, 84)}`,
      hr: `${rng.int(58, 88)}`,
      ht: `${rng.int(5, 6)}'${rng.int(0, 11)}"`,
      wt: `${rng.int(118, 230)} lb`,
      vis: `20/${rng.pick([20, 25, 30])} · 20/${rng.pick([20, 25, 30])}`,
      findings: o.findings || rng.pick(['WNL all systems', 'Normal exam', 'No abnormal findings']),
      det,
      restr: o.restr || (det === 'cleared' ? 'None' : ''),
      examiner: `${ex[0]}`,
      cred: ex[1],
      signed: o.signed ?? true,
      npi: `1${rng.digits(9)}`,
      examIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, 'cleared', { ds: 'us_short' });
  out.push({
    key: 'cleared-authorized-days-before',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: f.examIso,
      clearance: 'cleared',
      'examiner.name': f.examiner,
      'examiner.signature': 'present',
      ...personData(),
    },
    note: 'the recruiter\u2019s "Authorized by" signature and date (a few days earlier) are not the examiner\u2019s; the exam date is the handwritten "Date of examination"',
  });

  p = k.person();
  f = make(p, 'cleared', { ds: 'dmon', ex: examiners[2] });
  out.push({
    key: 'cleared-np-day-month-dates',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: f.examIso,
      clearance: 'cleared',
      'examiner.credentials': 'NP',
      'examiner.signature': 'present',
      ...personData(),
    },
    note: 'DD-Mon-YYYY exam date; NP ringed among the printed credentials',
  });

  p = k.person();
  f = make(p, 'cleared_with_restrictions', {
    restr: `No lifting > ${rng.pick([25, 30, 35])} lb x ${rng.pick([4, 6, 8])} wks (L shoulder)`,
    findings: 'L shoulder: reduced abduction, otherwise WNL',
  });
  out.push({
    key: 'restriction-lifting-limit',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: f.examIso, clearance: 'cleared_with_restrictions' },
    note: 'the second statement is ticked and a lifting limit is written on the restrictions line',
  });

  p = k.person();
  f = make(p, 'cleared_with_restrictions', {
    restr: rng.pick(['No night shifts until re-eval', 'Latex-free environment only']),
  });
  out.push({
    key: 'restriction-client-allows',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { exam_date: f.examIso, clearance: 'cleared_with_restrictions', ...personData() },
    note: 'cleared with a restriction; the client allows restrictions',
  });

  p = k.person();
  f = make(p, 'not_cleared', {
    restr: 'Pending cardiology evaluation — irregular rhythm on exam',
    findings: 'Irregularly irregular pulse, ECG ordered',
  });
  out.push({
    key: 'not-cleared-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: f.examIso, clearance: 'not_cleared' },
    note: '"Not cleared for the position" ticked; the restrictions line explains why',
  });

  p = k.person();
  f = make(p, 'cleared', { signed: false });
  out.push({
    key: 'examiner-signature-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.examIso, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'the examiner\u2019s name is printed by hand and the clinic stamp is there, but the Signature line is empty; the only signature on the sheet is the recruiter\u2019s (top half)',
  });
  return out;
}
