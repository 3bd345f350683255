// An occupational-medicine clinic's typed pre-placement consultation report (dictated and transcribed), sent to a
// staffing agency and uploaded by the clinician. Letterhead with the clinic's address, phone and fax; a
// "medical in confidence" banner; a captions-left grid (patient "LAST, First M", date of birth, clinic reference,
// referring agency and its credentialing contact, referral received, date seen, proposed role); numbered prose
// sections: reason for referral, relevant history (an older TB screen mentioned in passing), examination with vital
// signs, investigations (a small serology table of other blood tests, then the tuberculosis test described in a
// sentence: the test's name, who performed it, the collection / placement and report / reading dates written out,
// the result in words with its numbers beside it), and the physician's opinion. Signature block, cc list, a
// dictation / transcription footer with its own dates and the page count. Some copies carry the agency's
// "RECEIVED" date stamp across the letterhead. A two-page report carries an addendum on page 2 with the chest
// radiograph that clears a positive blood test.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r19_oh_consult_report_tb_in_investigations',
  split: 'tuning',
  renderings: { photo: 30, fax: 15, scanned_pdf: 20, scan_image: 5, text_pdf: 30 },
  description:
    'Occupational-medicine pre-placement consultation report (dictated / transcribed letter to a staffing agency): letterhead, "LAST, First M" patient grid with referral and seen dates, numbered prose sections (reason, history with an older TB screen, examination, investigations with a serology table and the TB test in a sentence — test name, laboratory or nurse, dates written out with weekdays or day-first, the result in words with values beside it — opinion), signature, cc list, D:/T: transcription footer, agency RECEIVED stamp; variants negative QFT-Plus, negative Mantoux read at 48 h in words, positive T-SPOT.TB with radiograph still pending, positive QFT with a chest radiograph addendum on page 2, last year\'s QFT relied on in this year\'s letter, indeterminate QFT with low mitogen',
};

const CLINICS = [
  {
    name: 'Harborline Occupational Medicine',
    addr: '2210 Bellwether Ct, Suite 4 · Savannah, GA 31401',
    tel: '(912) 555-0163',
    fax: '(912) 555-0188',
    color: '#1c4f6e',
    ini: 'HO',
    doc: { name: 'Helena Marchetti-Vance', cred: 'MD, MPH', title: 'Consultant Occupational Physician' },
    nurse: 'Jolene Ferrante, RN',
  },
  {
    name: 'Cobalt Ridge Employer Health Partners',
    addr: '415 Saddleback Way · Boise, ID 83702',
    tel: '(208) 555-0117',
    fax: '(208) 555-0139',
    color: '#3b2f63',
    ini: 'CR',
    doc: { name: 'Oren Kaliski', cred: 'DO, FACOEM', title: 'Medical Director, Occupational Medicine' },
    nurse: 'Marisa Delacroix, LPN',
  },
  {
    name: 'Ashgrove Workforce Health Clinic',
    addr: '88 Grange Hall Rd · Tulsa, OK 74103',
    tel: '(918) 555-0142',
    fax: '(918) 555-0176',
    color: '#24553a',
    ini: 'AW',
    doc: { name: 'Priya Venkataraman', cred: 'MD', title: 'Occupational Health Physician' },
    nurse: 'Dale Okonkwo, RN',
  },
];
const AGENCIES = [
  { name: 'Lanternway Nurse Staffing', contact: 'Ms T. Gaskell, Credentialing Coordinator' },
  { name: 'Crestline Travel Clinicians', contact: 'Mr R. Abernethy-Lowe, Compliance Team' },
  { name: 'Bluefield Per Diem Healthcare', contact: 'Ms A. Varga, Onboarding' },
];
const LABS = [
  'Quarry Point Reference Laboratories',
  'Bluewater Clinical Pathology',
  'Tri-Rivers Diagnostic Laboratory',
];
const IMAGING = ['Lindell Radiology Associates', 'Meridian Avenue Imaging Center'];
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WD[new Date(iso + 'T00:00:00Z').getUTCDay()];
const ordinal = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
/** "Monday 2nd November 2026" */
function words(iso) {
  const [y, , dd] = iso.split('-').map(Number);
  const month = fmt(iso, 'month_yyyy').split(' ')[0];
  return `${weekday(iso)} ${ordinal(dd)} ${month} ${y}`;
}

function render(f) {
  const c = f.clinic;
  const serology = f.serology
    .map(
      (s) => `<tr><td>${esc(s[0])}</td><td>${esc(s[1])}</td><td>${esc(s[2])}</td><td>${esc(s[3])}</td></tr>`,
    )
    .join('');
  const rec = f.received
    ? `<div class="rec">${stamp(['RECEIVED', f.received, f.agency.name.toUpperCase()], { color: '#9b1c1c', rot: -7, font: FONTS.mono })}</div>`
    : '';
  const pageTotal = f.addendum ? 2 : 1;
  const foot = (n) =>
    `<div class="foot"><span>D: ${esc(f.dictated)} &nbsp; T: ${esc(f.typed)} / ${esc(f.typist)} &nbsp; Ref ${esc(f.ref)}</span><span>Page ${n} of ${pageTotal}</span></div>`;
  const head = `<div class="lh"><div class="lg">${logo({ initials: c.ini, color: c.color, shape: 'square', size: 46 })}</div>
    <div class="lt"><div class="cn">${esc(c.name)}</div><div class="ca">${esc(c.addr)} · Tel ${esc(c.tel)} · Fax ${esc(c.fax)}</div></div>
    <div class="conf">MEDICAL IN CONFIDENCE<br><span>Addressee only</span></div></div>`;
  const p1 = `<div class="pg ${f.addendum ? 'pb' : ''}">${head}${rec}
    <div class="ttl">Pre-placement Health Assessment — Consultation Report</div>
    <table class="grid">
      <tr><th>Patient</th><td><b>${esc(f.name)}</b></td><th>Our reference</th><td>${esc(f.ref)}</td></tr>
      <tr><th>Date of birth</th><td>${esc(f.dobText)}</td><th>Proposed role</th><td>${esc(f.role)}</td></tr>
      <tr><th>Referred by</th><td>${esc(f.agency.name)}<br><span class="sm">${esc(f.agency.contact)}</span></td><th>Referral received</th><td>${esc(f.referral)}</td></tr>
      <tr><th>Seen in clinic</th><td>${esc(f.seenText)}</td><th>Letter date</th><td>${esc(f.letterDate)}</td></tr>
    </table>
    <p class="salut">Dear ${esc(f.agency.contact.split(',')[0])},</p>
    <div class="sec"><span class="n">1.</span> <b>Reason for referral.</b> Pre-placement fitness assessment and review of infection screening for a health-care role with direct patient contact, at the request of ${esc(f.agency.name)}.</div>
    <div class="sec"><span class="n">2.</span> <b>Relevant history.</b> ${f.history}</div>
    <div class="sec"><span class="n">3.</span> <b>Examination.</b> ${esc(f.exam)}</div>
    <div class="sec"><span class="n">4.</span> <b>Investigations.</b> Serology drawn at this visit:
      <table class="ser"><tr><th>Test</th><th>Result</th><th>Reference</th><th>Interpretation</th></tr>${serology}</table>
      <div class="tb"><b>Tuberculosis screening:</b> ${f.tbText}</div></div>
    <div class="sec"><span class="n">5.</span> <b>Opinion.</b> ${f.opinion}</div>
    <div class="sign">Yours sincerely,<div class="sg">${sig(c.doc.name, { font: f.sigFont, ink: '#1a2b6d', size: '2em', rot: -3 })}</div>
      <div><b>Dr ${esc(c.doc.name)}</b>, ${esc(c.doc.cred)}<br>${esc(c.doc.title)}</div></div>
    <div class="cc">cc: ${esc(f.agency.name)} (by secure fax) · patient · GP records</div>
    ${foot(1)}</div>`;
  const p2 = f.addendum
    ? `<div class="pg">${head}
    <div class="ttl">Addendum to Consultation Report — ${esc(f.name)} · Ref ${esc(f.ref)}</div>
    <div class="sec">Following the positive blood test reported in section 4 of the letter of ${esc(f.letterDate)}, a chest radiograph was arranged.</div>
    <div class="xr"><div class="xh">RADIOLOGY REPORT (transcribed) — ${esc(f.addendum.facility)}</div>
      <div>Examination: Chest, PA and lateral &nbsp;·&nbsp; Date of examination: ${esc(f.addendum.dateText)}</div>
      <div>Clinical information: positive interferon-gamma release assay, pre-employment; no symptoms.</div>
      <div>Findings: The lungs are clear. No consolidation, cavitation, nodules or pleural effusion. Hila and mediastinum normal. Heart size normal.</div>
      <div><b>IMPRESSION: Normal chest radiograph. No radiographic evidence of active pulmonary tuberculosis.</b></div>
      <div class="sm">Reported by ${esc(f.addendum.radiologist)}, Radiologist</div></div>
    <div class="sec"><b>Revised opinion.</b> Latent tuberculosis infection without evidence of active disease; not infectious. <b>Fit for the proposed role without restriction.</b> Offered referral for preventive treatment; annual symptom review advised.</div>
    <div class="sign"><div class="sg">${sig(c.doc.name, { font: f.sigFont, ink: '#1a2b6d', size: '2em', rot: -2 })}</div>
      <div><b>Dr ${esc(c.doc.name)}</b>, ${esc(c.doc.cred)} · ${esc(f.addendum.signed)}</div></div>
    ${foot(2)}</div>`
    : '';
  return page({
    title: 'Consultation report',
    margin: '0.55in 0.65in 0.45in',
    font: FONTS.serif,
    body: p1 + p2,
    css: `
    .pg { position:relative; min-height:9.9in; font-size:10.6pt; line-height:1.32; }
    .lh { display:flex; align-items:center; gap:10px; border-bottom:2px solid ${c.color}; padding-bottom:6px; }
    .lt { flex:1; } .cn { font-family:${FONTS.sans}; font-weight:bold; font-size:15pt; color:${c.color}; }
    .ca { font-family:${FONTS.sans}; font-size:8.6pt; color:#333; }
    .conf { font-family:${FONTS.sans}; font-size:8pt; font-weight:bold; color:#8a1c1c; text-align:right; border:1px solid #8a1c1c; padding:2px 6px; }
    .conf span { font-weight:normal; }
    .rec { position:absolute; top:4px; left:3.3in; z-index:3; }
    .rec div { font-size:10pt !important; }
    .ttl { font-family:${FONTS.sans}; font-weight:bold; font-size:12.5pt; margin:10px 0 6px; }
    .grid { width:100%; font-size:10pt; margin-bottom:6px; }
    .grid th { text-align:left; font-family:${FONTS.sans}; font-size:8.8pt; color:#444; background:#f0f2f4; padding:3px 5px; width:1.2in; border:0.6px solid #c4c8cc; }
    .grid td { padding:3px 6px; border:0.6px solid #c4c8cc; }
    .sm { font-size:8.8pt; color:#444; }
    .salut { margin:6px 0 4px; }
    .sec { margin:5px 0; text-align:justify; }
    .n { font-weight:bold; }
    .ser { width:92%; margin:4px 0 4px 0.2in; font-size:9.4pt; }
    .ser th { font-family:${FONTS.sans}; font-size:8.6pt; text-align:left; border-bottom:1px solid #555; padding:1px 5px; }
    .ser td { padding:1px 5px; border-bottom:0.5px solid #ccc; }
    .tb { margin:4px 0 0 0.2in; }
    .sign { margin-top:10px; } .sg { margin:2px 0 0; height:0.42in; }
    .cc { font-size:9pt; margin-top:6px; color:#333; }
    .foot { position:absolute; bottom:0; left:0; right:0; font-family:${FONTS.mono}; font-size:8pt; color:#555; display:flex; justify-content:space-between; border-top:0.6px solid #aaa; padding-top:2px; }
    .xr { border:1px solid #777; padding:6px 9px; margin:8px 0; font-family:${FONTS.sans}; font-size:10pt; }
    .xr > div { margin:2px 0; } .xh { font-weight:bold; border-bottom:0.6px solid #999; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const clinics = rng.shuffle(CLINICS);
  let ci = 0;
  const SEROLOGY = () => [
    ['Measles IgG', `${rng.int(60, 240)} AU/mL`, '≥ 16.5', 'Immune'],
    ['Varicella-zoster IgG', `${rng.int(300, 1900)} mIU/mL`, '≥ 165', 'Immune'],
    ['Hepatitis B surface antibody', `${rng.int(40, 700)} mIU/mL`, '≥ 10', 'Immune'],
  ];
  const mk = (p, seen, o = {}) => {
    const clinic = clinics[ci++ % clinics.length];
    const agency = rng.pick(AGENCIES);
    const letter = addDays(seen, rng.int(2, 6));
    return {
      clinic,
      agency,
      name: nameAs(p, rng.pick(['LAST_FIRST_MI', 'last_first_mi', 'LAST_FIRST'])),
      dobText: fmt(p.dob, rng.pick(['long', 'us', 'dmy'])),
      ref: `OM-${rng.digits(6)}`,
      role: rng.pick([
        'Registered Nurse — medical-surgical (travel)',
        'Licensed Practical Nurse — long-term care',
        'Registered Nurse — emergency department',
      ]),
      referral: fmt(addDays(seen, -rng.int(8, 20)), 'long'),
      seenText: fmt(seen, 'long'),
      letterDate: fmt(letter, 'long'),
      dictated: fmt(letter, 'us_short'),
      typed: fmt(addDays(letter, 1), 'us_short'),
      typist: rng.pick(['jr', 'kmw', 'lt']),
      exam: `BP ${rng.int(112, 134)}/${rng.int(68, 84)} mmHg, pulse ${rng.int(62, 84)} regular, SpO2 ${rng.int(97, 99)}% on air, BMI ${rng.int(21, 31)}.${rng.int(0, 9)}. Chest clear to auscultation; no lymphadenopathy. Musculoskeletal and neurological screening normal. Corrected visual acuity 6/6 both eyes.`,
      serology: SEROLOGY(),
      sigFont: rng.pick(SIGS),
      received: null,
      addendum: null,
      ...o,
    };
  };
  const noSymptoms =
    'No cough of more than three weeks, fever, night sweats, haemoptysis or unexplained weight loss. No known contact with active tuberculosis.';
  const out = [];

  // 1 — negative QuantiFERON collected at this visit, a nursing-school skin test mentioned in the history
  {
    const p = k.person();
    const seen = addDays('2026-09-08', rng.int(0, 55));
    const res = addDays(seen, rng.int(2, 3));
    const lab = rng.pick(LABS);
    const f = mk(p, seen);
    f.history = `No previous tuberculosis illness or treatment; BCG not given. ${noSymptoms} A tuberculin skin test done at nursing school in ${rng.int(2014, 2018)} was reported as negative.`;
    f.tbText = `blood was drawn at this visit on ${esc(fmt(seen, 'long'))} for a QuantiFERON-TB Gold Plus assay, performed by ${esc(lab)}. The laboratory report dated ${esc(fmt(res, 'long'))} gives a <b>negative</b> result (Nil 0.0${rng.int(2, 8)} IU/mL; TB1 minus Nil 0.0${rng.int(0, 3)}; TB2 minus Nil 0.0${rng.int(0, 4)}; Mitogen minus Nil &gt;10.00).`;
    f.opinion =
      '<b>Fit for the proposed role without restriction.</b> No further tuberculosis testing is needed before placement.';
    f.received = fmt(addDays(seen, rng.int(8, 12)), 'mil4');
    out.push({
      key: 'negative-qft-in-investigations-sentence',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        'tests.0.type': 'blood',
        'tests.0.result': 'negative',
        'tests.0.exam_date': seen,
        'tests.0.report_date': res,
        ...personData('match', 'match'),
      },
      note: `QFT-Plus collected ${seen} (the clinic visit), reported ${res} by ${lab} (the administrator); result "negative" in a sentence with its values; the older nursing-school skin test is history; referral, letter, dictation and RECEIVED dates are other dates`,
      rendering: 'photo',
    });
  }

  // 2 — Mantoux placed and read by the clinic nurse, dates in words with weekdays, 0 mm
  {
    const p = k.person();
    let placed = addDays('2026-09-14', rng.int(0, 50));
    while (['Friday', 'Saturday', 'Sunday'].includes(weekday(placed))) placed = addDays(placed, 1);
    const read = addDays(placed, 2);
    const lot = `${rng.letters(1)}${rng.digits(4)}${rng.pick(['AA', 'BA', ''])}`;
    const f = mk(p, placed);
    const nurse = f.clinic.nurse;
    f.seenText = `${fmt(placed, 'long')} and ${fmt(read, 'long')}`;
    f.letterDate = fmt(addDays(read, 3), 'long');
    f.history = `Born and trained in the United States; no previous tuberculosis illness. ${noSymptoms} No previous tuberculin test on record.`;
    f.tbText = `a Mantoux tuberculin skin test (Tubersol 5 TU, 0.1 mL, lot ${esc(lot)}) was placed intradermally on the ${rng.pick(['left', 'right'])} volar forearm on ${esc(words(placed))} at ${rng.int(8, 11)}:${rng.pick(['05', '20', '40', '50'])} by our nurse, ${esc(nurse)}. It was read by the same nurse on ${esc(words(read))}, at 48 hours: <b>no induration (0 mm)</b>. Interpretation: <b>negative</b>.`;
    f.opinion = '<b>Fit for the proposed role without restriction.</b>';
    out.push({
      key: 'mantoux-read-at-48-hours-dates-in-words',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      data: {
        'tests.0.type': 'skin',
        'tests.0.result': 'negative',
        'tests.0.exam_date': placed,
        'tests.0.report_date': read,
        'tests.0.induration_mm': 0,
        ...personData('match', 'match'),
      },
      note: `skin test placed ${placed} and read ${read} (48 h) by the clinic nurse ${nurse}; "0 mm", negative, written in a sentence with the dates as "${words(placed)}"`,
      rendering: 'text_pdf',
    });
  }

  // 3 — positive T-SPOT.TB with spot counts, radiograph arranged but not reported
  {
    const p = k.person();
    const coll = addDays('2026-09-21', rng.int(0, 45));
    const res = addDays(coll, rng.int(2, 4));
    const lab = rng.pick(LABS);
    const f = mk(p, coll);
    const a = rng.int(12, 22);
    const b = rng.int(8, 16);
    f.history = `Trained and worked in the Philippines until ${rng.int(2019, 2022)}; BCG given in infancy (scar present). ${noSymptoms}`;
    f.tbText = `T-SPOT.<i>TB</i> (interferon-gamma release assay) collected ${esc(fmt(coll, 'dmy_long'))} and reported ${esc(fmt(res, 'dmy_long'))} by ${esc(lab)}: <b>POSITIVE</b> — Panel A ${a} spots, Panel B ${b} spots, nil control 1 spot, positive control valid. The assay is not affected by the BCG vaccination.`;
    f.opinion = `Fitness for patient contact is <b>deferred</b>. A chest radiograph has been requested and a referral made to the county TB clinic; an addendum will follow once the radiograph has been reported. Please do not place until then.`;
    f.received = fmt(addDays(res, rng.int(6, 9)), 'mil4');
    out.push({
      key: 'positive-tspot-radiograph-still-pending',
      person: requestPerson(p),
      html: render(f),
      issues: ['positive test result'],
      data: { 'tests.0.type': 'blood', 'tests.0.result': 'positive', ...personData('match', 'match') },
      note: `T-SPOT.TB collected ${coll}, reported ${res}: "POSITIVE" with Panel A ${a} / Panel B ${b} spots (≥ 8 positive); the radiograph is only requested, no x-ray result is on the page, so nothing clears it`,
      rendering: 'fax',
    });
  }

  // 4 — positive QuantiFERON on page 1, chest radiograph addendum on page 2 clears it
  {
    const p = k.person();
    const coll = addDays('2026-08-17', rng.int(0, 40));
    const res = addDays(coll, 3);
    const cxr = addDays(res, rng.int(6, 14));
    const lab = rng.pick(LABS);
    const f = mk(p, coll);
    const tb1 = (rng.int(45, 180) / 100).toFixed(2);
    f.history = `Grew up in Nigeria; BCG in childhood. Completed nursing training in ${rng.int(2012, 2017)}. ${noSymptoms}`;
    f.tbText = `QuantiFERON-TB Gold Plus collected ${esc(fmt(coll, 'long'))} (${esc(lab)}, resulted ${esc(fmt(res, 'long'))}): <b>POSITIVE</b> — TB1 minus Nil ${tb1} IU/mL, TB2 minus Nil ${(tb1 * 0.8).toFixed(2)} IU/mL, Nil 0.06 IU/mL (cut-off 0.35).`;
    f.opinion = 'Opinion withheld pending chest radiography — <b>see the addendum overleaf</b>.';
    f.addendum = {
      facility: rng.pick(IMAGING),
      dateText: fmt(cxr, 'us'),
      radiologist: rng.pick(['S. Adebayo-Kline, MD', 'W. Tranh, MD', 'E. Rasmussen, MD']),
      signed: fmt(addDays(cxr, 2), 'long'),
    };
    out.push({
      key: 'positive-qft-cleared-by-radiograph-addendum-page-2',
      person: requestPerson(p),
      html: render(f),
      issues: [],
      forbidden: ['positive test result'],
      data: { ...personData('match', 'match') },
      note: `page 1: QFT-Plus collected ${coll}, resulted ${res}, POSITIVE; page 2 addendum: chest radiograph ${cxr} "No radiographic evidence of active pulmonary tuberculosis", revised opinion fit; accept_xray default true clears the positive blood test`,
      rendering: 'scanned_pdf',
      multipage: true,
    });
  }

  // 5 — this year's letter relies on last year's negative QuantiFERON
  {
    const p = k.person();
    const seen = addDays('2026-10-12', rng.int(0, 25));
    const oldColl = addDays('2025-07-14', rng.int(0, 60));
    const oldRes = addDays(oldColl, 2);
    const lab = rng.pick(LABS);
    const f = mk(p, seen);
    f.history = `No previous tuberculosis illness. ${noSymptoms} Annual TB symptom questionnaire completed today: all answers negative.`;
    f.tbText = `the candidate provided a QuantiFERON-TB Gold Plus report from ${esc(lab)}, specimen collected ${esc(fmt(oldColl, 'long'))}, reported ${esc(fmt(oldRes, 'long'))}: <b>negative</b> (TB1 minus Nil 0.01, TB2 minus Nil 0.00 IU/mL). In the absence of symptoms or known exposure, repeat testing was not performed at this visit.`;
    f.opinion = '<b>Fit for the proposed role without restriction.</b>';
    f.received = fmt(addDays(seen, rng.int(7, 10)), 'mil4');
    out.push({
      key: 'this-years-letter-cites-last-years-qft',
      person: requestPerson(p),
      html: render(f),
      issues: ['test too old'],
      data: { 'tests.0.type': 'blood', 'tests.0.exam_date': oldColl, ...personData('match', 'match') },
      note: `the only TB test is the QFT-Plus collected ${oldColl} (reported ${oldRes}), more than 365 days before 2026-11-21; the consultation (${seen}), the letter and today's symptom questionnaire are this year's but are not tests`,
      rendering: 'text_pdf',
    });
  }

  // 6 — indeterminate QuantiFERON (low mitogen), repeat requested
  {
    const p = k.person();
    const coll = addDays('2026-09-28', rng.int(0, 40));
    const res = addDays(coll, rng.int(2, 3));
    const lab = rng.pick(LABS);
    const f = mk(p, coll);
    f.history = `No previous tuberculosis illness. Currently taking oral prednisolone for an asthma exacerbation (course ends this week). ${noSymptoms}`;
    f.tbText = `QuantiFERON-TB Gold Plus, ${esc(lab)}, collected ${esc(fmt(coll, 'us'))}, reported ${esc(fmt(res, 'us'))}: <b>INDETERMINATE</b> — Nil 0.08 IU/mL, TB1 minus Nil 0.02, TB2 minus Nil 0.01, Mitogen minus Nil 0.2${rng.int(1, 9)} IU/mL (low mitogen response, possibly related to steroid use). The laboratory recommends a repeat specimen.`;
    f.opinion =
      'Fitness for patient contact <b>deferred</b> until a repeat QuantiFERON, to be drawn two weeks after the steroid course ends, has been resulted.';
    out.push({
      key: 'indeterminate-qft-low-mitogen-repeat-requested',
      person: requestPerson(p),
      html: render(f),
      issues: ['indeterminate test result'],
      data: { 'tests.0.type': 'blood', 'tests.0.result': 'indeterminate', ...personData('match', 'match') },
      note: `QFT-Plus collected ${coll}, reported ${res}: INDETERMINATE (mitogen below 0.5 IU/mL); the repeat is only planned`,
      rendering: 'photo',
    });
  }
  return out;
}
