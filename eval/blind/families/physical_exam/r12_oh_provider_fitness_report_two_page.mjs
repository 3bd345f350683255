// A two-page pre-placement report from a British or Irish occupational health provider for a nursing agency (A4).
// Page 1 is the provider's "Referral and Consent Record": the agency's referral (recruiter, role, shift pattern,
// referral received), the health questionnaire received date and the worker's signed consent to release the report
// — the worker's signature and dates, not the examiner's. Page 2 is the fitness report as a letter to the recruiter:
// letter date, a Surname / Given names / Date of birth block, then prose stating when the worker was assessed (a date
// in words such as "the twelfth of March 2026", "12th March 2026", or day-first numbers), the opinion (fit, fit with
// adjustments, not fit at present) and the clinician's signature, credentials and registration number.
import { addDays, nameAs, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r12_oh_provider_fitness_report_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page A4 British / Irish occupational health pre-placement report for a nursing agency: p1 Referral and Consent Record (recruiter, role, referral and questionnaire dates, the worker\u2019s signed consent); p2 letter to the recruiter with Surname / Given names / Date of birth block, assessment date in words or DD/MM/YYYY inside prose, fit / fit with adjustments / not fit at present opinion, clinician signature with credentials and GMC / IMC / NMC number; an unsigned electronic copy variant',
};

const PROVIDERS = [
  {
    name: 'Northgate Occupational Health Ltd',
    addr: '14 Wellington Place, Leeds LS1 4AP',
    reg: 'GMC',
    color: '#1f4e5f',
  },
  {
    name: 'Liffey Workplace Health Services',
    addr: 'Unit 6, Grand Canal Quay, Dublin 2, D02 X576',
    reg: 'IMC',
    color: '#3b5b2a',
  },
  {
    name: 'Harbourside Occupational Medicine',
    addr: '2 Canons Way, Bristol BS1 5UH',
    reg: 'GMC',
    color: '#5b2a4a',
  },
];
const DOCTORS = [
  ['Dr Fiona McCracken', 'MB ChB, MRCGP, MFOM', 'Consultant Occupational Physician'],
  ['Dr Eoin Gallagher', 'MB BCh BAO, LFOM', 'Occupational Physician'],
  ['Dr Ranjit Sehgal', 'MBBS, DOccMed, MFOM', 'Consultant Occupational Physician'],
];
const NURSE = ['Joanne Pilkington', 'RGN, SCPHN (OH), BSc', 'Occupational Health Nurse Adviser'];
const AGENCIES = [
  ['Meridian Nursing Solutions', 'Claire Ashdown'],
  ['Blue Harbour Healthcare Staffing', 'Niall Brennan'],
  ['Apex Clinical Recruitment', 'Priya Sandhu'],
];
const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
function said(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  const suf =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  if (style === 'words') return `the ${ORD[d]} of ${MONTHS[m - 1]} ${y}`;
  if (style === 'ordinal') return `${d}${suf} ${MONTHS[m - 1]} ${y}`;
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}
const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function render(f) {
  const pr = f.prov;
  const css = `
  .lh { display:flex; justify-content:space-between; border-bottom:2px solid ${pr.color}; padding-bottom:6px; }
  .lh .n { font-size:15pt; font-weight:bold; color:${pr.color}; } .lh .a { font-size:8.5pt; color:#444; text-align:right; }
  h2 { font-size:13pt; margin:14px 0 8px; }
  table.f { width:100%; font-size:9.5pt; } table.f td { border:1px solid #999; padding:5px 7px; vertical-align:top; } table.f td.c { background:#f0f0f0; width:32%; color:#333; }
  .cs { border:1px solid #999; padding:8px 10px; font-size:9pt; margin-top:12px; line-height:1.45; }
  .lt { font-size:10.5pt; line-height:1.55; }
  table.re { font-size:10pt; margin:10px 0; } table.re td { padding:1px 14px 1px 0; } table.re td.c { font-weight:bold; }
  .ft { font-size:7.5pt; color:#555; border-top:1px solid #aaa; margin-top:24px; padding-top:3px; }`;
  const p1 = `<div class="pb"><div class="lh"><div class="n">${esc(pr.name)}</div><div class="a">${esc(pr.addr)}<br>Tel. ${esc(f.tel)}</div></div>
  <h2>Referral and Consent Record</h2>
  <table class="f">${f.ref.map(([c, v]) => `<tr><td class="c">${esc(c)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  <div class="cs"><b>Consent to release of report.</b> I consent to ${esc(pr.name)} sending a report of my fitness for work to the agency named above. I understand that the report will state an opinion on my fitness and any adjustments but not my clinical details.<br><br>
  Signed: ${sig(f.workerSig, { font: f.wSigFont, size: '1.6em', ink: '#222' })} &nbsp;&nbsp; Date: ${esc(f.consentDate)}</div>
  <div class="ft">Form OH-R1 · Page 1 of 2 · Dates DD/MM/YYYY</div></div>`;
  const p2 = `<div class="lh"><div class="n">${esc(pr.name)}</div><div class="a">${esc(pr.addr)}<br>Tel. ${esc(f.tel)}</div></div>
  <div class="lt"><p style="text-align:right">${esc(f.letterDate)}</p>
  <p>PRIVATE AND CONFIDENTIAL<br>${esc(f.recruiter)}<br>${esc(f.agency)}</p>
  <table class="re"><tr><td class="c">Surname</td><td>${esc(f.surname)}</td></tr><tr><td class="c">Given names</td><td>${esc(f.given)}</td></tr><tr><td class="c">Date of birth</td><td>${esc(f.dob)}</td></tr><tr><td class="c">Our reference</td><td>${esc(f.ourRef)}</td></tr></table>
  <p>Dear ${esc(f.recruiter.split(' ')[0])},</p>
  <p><b>Pre-placement health assessment — ${esc(f.role)}</b></p>
  ${f.paras.map((x) => `<p>${x}</p>`).join('')}
  <p>Yours sincerely,</p>
  <div style="height:44px">${f.signed ? sig(f.examiner[0].replace(/^Dr /, ''), { font: f.sigFont, size: '2em' }) : ''}</div>
  <p style="margin-top:2px">${esc(f.examiner[0])}<br>${esc(f.examiner[1])}<br>${esc(f.examiner[2])}<br>${esc(f.regLabel)} ${esc(f.regNo)}</p>
  ${f.signed ? '' : '<p style="font-size:9pt;color:#444"><i>This report has been issued electronically and has not been signed.</i></p>'}</div>
  <div class="ft">Page 2 of 2 · This report gives an opinion on fitness for the role described; it does not contain clinical information. Dates are written day / month / year.</div>`;
  return page({
    title: 'Fitness for work report',
    size: 'A4',
    body: p1 + p2,
    css,
    font: FONTS.caladea,
    margin: '18mm 20mm',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o) => {
    const prov = rng.pick(PROVIDERS);
    const [agency, recruiter] = rng.pick(AGENCIES);
    const examiner = o.nurse ? NURSE : rng.pick(DOCTORS);
    const np = nameParts(p);
    const exam = o.exam;
    const referral = addDays(exam, -rng.int(9, 20));
    const quest = addDays(exam, -rng.int(2, 7));
    const letter = addDays(exam, rng.int(1, 6));
    const given = nameAs(p, 'full').replace(` ${p.last}`, '');
    const style = o.style || rng.pick(['words', 'ordinal', 'num']);
    const role = rng.pick([
      'Registered Nurse (agency bank, acute wards)',
      'Healthcare Assistant (community)',
      'Theatre Practitioner',
    ]);
    return {
      prov,
      tel:
        prov.reg === 'IMC'
          ? `+353 1 ${rng.int(200, 899)} ${rng.digits(4)}`
          : `0${rng.int(113, 117)} ${rng.int(200, 899)} ${rng.digits(4)}`,
      ref: [
        ['Referring agency', agency],
        ['Referred by', `${recruiter}, Compliance Consultant`],
        ['Worker', `${np.last.toUpperCase()}, ${given}`],
        ['Role applied for', role],
        [
          'Shift pattern',
          rng.pick(['Days, nights and weekends', 'Long days (12.5 h)', 'Community visits, days']),
        ],
        ['Referral received', dmy(referral)],
        ['Health questionnaire received', dmy(quest)],
      ],
      workerSig: `${p.first[0]}. ${p.last}`,
      wSigFont: rng.pick(SIGS),
      consentDate: dmy(quest),
      letterDate: said(letter, 'ordinal'),
      recruiter,
      agency,
      surname: np.last.toUpperCase(),
      given,
      dob: dmy(p.dob),
      ourRef: `OH/${rng.digits(5)}/${exam.slice(2, 4)}`,
      role,
      paras: o.paras({ pn: `${p.first} ${p.last}`, when: said(exam, style), given: p.first }),
      examiner,
      signed: o.signed !== false,
      sigFont: rng.pick(SIGS),
      regLabel: o.nurse ? 'NMC PIN' : `${prov.reg} No.`,
      regNo: o.nurse ? `${rng.digits(2)}${rng.letters(1)}${rng.digits(4)}${rng.letters(1)}` : rng.digits(7),
    };
  };
  const fitParas = (x) => [
    `I saw ${esc(x.pn)} for a pre-placement health assessment at our clinic on ${esc(x.when)}. I reviewed the health questionnaire, immunisation records and the demands of the role with ${esc(x.given)}, and carried out an examination.`,
    `In my opinion ${esc(x.pn)} is <b>fit</b> for the role described, without restrictions or adjustments.`,
    'No further occupational health review is needed unless circumstances change.',
  ];
  const out = [];

  // 1 — fit, physician
  let p = k.person();
  let exam = addDays('2026-02-02', rng.int(0, 240));
  let f = make(p, { exam, paras: fitParas, style: 'words' });
  out.push({
    key: 'fit-date-in-words',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: `assessment date written "${said(exam, 'words')}"; the letter date, referral and consent dates on page 1 are other dates; the worker\u2019s signature on page 1 is not the examiner\u2019s`,
  });

  // 2 — fit, nurse adviser, ordinal date
  p = k.person();
  exam = addDays('2026-03-09', rng.int(0, 220));
  f = make(p, { exam, paras: fitParas, nurse: true, style: 'ordinal' });
  out.push({
    key: 'fit-oh-nurse-adviser',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: 'assessed and signed by an occupational health nurse adviser (RGN, NMC PIN)',
  });

  // 3 — fit, day-first numeric date with day <= 12
  p = k.person();
  const mo = rng.int(2, 10);
  exam = `2026-${String(mo).padStart(2, '0')}-${String(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((d) => d !== mo))).padStart(2, '0')}`;
  f = make(p, { exam, paras: fitParas, style: 'num' });
  out.push({
    key: 'fit-day-first-numeric',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
    note: `assessed on ${dmy(exam)} written day first (the footers say dates are day / month / year): ${exam}, not the month-first reading`,
  });

  // 4 — fit with adjustments
  p = k.person();
  exam = addDays('2026-04-06', rng.int(0, 200));
  const adj = rng.pick([
    'no night shifts for the next three months',
    'no manual handling of loads above 15 kg and use of hoists for patient transfers',
    'a phased start of no more than three shifts a week for the first four weeks',
  ]);
  f = make(p, {
    exam,
    paras: (x) => [
      `I assessed ${esc(x.pn)} at our clinic on ${esc(x.when)} in connection with the role described above.`,
      `In my opinion ${esc(x.pn)} is <b>fit for the role with the following adjustments</b>: ${esc(adj)}.`,
      'I would be happy to review these adjustments on request.',
    ],
  });
  out.push({
    key: 'fit-with-adjustments',
    person: requestPerson(p),
    html: render(f),
    issues: ['restrictions present'],
    data: { exam_date: exam, clearance: 'cleared_with_restrictions', ...personData() },
    note: `fit with adjustments (${adj}); allow_restrictions defaults to false`,
  });

  // 5 — not fit at present
  p = k.person();
  exam = addDays('2026-05-04', rng.int(0, 170));
  f = make(p, {
    exam,
    paras: (x) => [
      `${esc(x.pn)} attended for a pre-placement health assessment on ${esc(x.when)}.`,
      `Having considered the demands of the role, my opinion is that ${esc(x.pn)} is <b>not fit</b> for this role at present. I have advised ${esc(x.given)} to follow up with the general practitioner and will be happy to reassess in about eight weeks.`,
    ],
  });
  out.push({
    key: 'not-fit-at-present',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: exam, clearance: 'not_cleared' },
    note: 'the opinion is "not fit for this role at present" with a reassessment offered',
  });

  // 6 — unsigned electronic copy
  p = k.person();
  exam = addDays('2026-06-01', rng.int(0, 150));
  f = make(p, { exam, paras: fitParas, signed: false });
  out.push({
    key: 'unsigned-electronic-copy',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: exam, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'the examiner is typed under an empty signature space with "issued electronically and has not been signed"; the only signature in the file is the worker\u2019s consent on page 1',
  });
  // multi-page: only PDFs; pin four text PDFs and two scans
  const order = rng.shuffle(['text_pdf', 'text_pdf', 'text_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf']);
  out.forEach((c, i) => (c.rendering = order[i]));
  return out;
}
